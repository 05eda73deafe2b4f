"""Decisions a seat sends to the engine, and the refusal raised for one the rules do not allow."""

from __future__ import annotations

from typing import Any, NamedTuple


class Action(NamedTuple):
    """`seat` decides `kind` with `value` (an int, a str, a bool, a pair or None).

    Kinds (the card values are card uids, the building values the uid of a building in play):
    start_discard(card), choose_role(role), use_library(bool), build((card, target or None)),
    pay_card(card), pay_good(building), produce(building), sell(building), council_draw,
    keep(card), discard(card), take_draw(bool), gold_keep(card), tuck(card), pass; with the
    §14 module also sell_keep(building) (the sold good goes into a pile), swap_discard(card) and
    pile_card(card) at round start.
    """

    seat: int
    kind: str
    value: Any = None

    def to_json(self) -> list[Any]:
        value = list(self.value) if isinstance(self.value, tuple) else self.value
        return [self.seat, self.kind, value]

    @staticmethod
    def from_json(data: Any) -> Action:
        if not isinstance(data, (list, tuple)) or len(data) != 3:
            raise ValueError(f"an action is [seat, kind, value], got {data!r}")
        seat, kind, value = data
        if not isinstance(seat, int) or not isinstance(kind, str):
            raise ValueError(f"an action is [seat, kind, value], got {data!r}")
        return Action(seat, kind, tuple(value) if isinstance(value, list) else value)


class IllegalAction(Exception):
    """Game.apply refused `action`: `code` names the rule, `fields` fill its wording
    (data/san_juan/i18n refusal.<code>); the game state is untouched."""

    def __init__(self, action: Action, code: str, **fields: Any) -> None:
        self.action = action
        self.code = code
        self.fields = fields
        detail = ", ".join(f"{k}={v!r}" for k, v in sorted(fields.items()))
        self.reason = f"{code}" + (f" ({detail})" if detail else "")
        super().__init__(f"{action.kind} by seat {action.seat} refused: {self.reason}")
