"""Decisions a seat sends to the engine, and the refusal of an illegal one."""

from __future__ import annotations

from typing import Any, NamedTuple


class Action(NamedTuple):
    """`seat` decides `kind` with `value`.

    Kinds and values: set_aside(good), move_car(steps), use_cuban(None | good | ("claim" |
    "use", building)), decline_cuban, give("peso" | "vp" | good), place_broker(building),
    use_building(value of the building's hook, see engine/effects.py), decline_building,
    deliver((good, count)), deliver_wood((demanded good, count)), pass.
    """

    seat: int
    kind: str
    value: Any = None

    def to_json(self) -> list[Any]:
        return [self.seat, self.kind, _plain(self.value)]

    @staticmethod
    def from_json(data: Any) -> Action:
        if not isinstance(data, (list, tuple)) or len(data) != 3:
            raise ValueError(f"an action is [seat, kind, value], got {data!r}")
        seat, kind, value = data
        if not isinstance(seat, int) or not isinstance(kind, str):
            raise ValueError(f"an action is [seat, kind, value], got {data!r}")
        return Action(seat, kind, _tuples(value))


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def _tuples(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value


# A refusal: a code (data/santiago/i18n/*.yaml santiago.refusal.<code>) and its fields.
Refusal = tuple[str, dict[str, Any]]


class IllegalAction(Exception):
    """Raised by Game.apply for a decision the rules do not allow now; the state is untouched.

    `code` and `fields` let the screen word the refusal in the player's language; `reason` is
    the English wording."""

    def __init__(self, action: Any, code: str, fields: dict[str, Any], reason: str) -> None:
        super().__init__(reason)
        self.action = action
        self.code = code
        self.fields = fields
        self.reason = reason
