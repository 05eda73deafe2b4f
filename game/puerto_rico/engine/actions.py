"""Decisions a seat can send to the engine: small immutable values that serialise to JSON."""

from __future__ import annotations

from typing import Any, NamedTuple


class Action(NamedTuple):
    """`seat` decides `kind` with `value` (a string, an int, a tuple or None).

    Kinds: choose_role(role tile id), take_plantation(good), take_quarry, hacienda_draw,
    make_forest, hospital_worker(tile kind, or (tile kind, "worker"|"citizen") when the figure
    comes from the hiring hall), take_figure("worker"|"citizen"), place_workers(layout),
    build(building id, or (building id, Black Market items)), school_worker(None or the figure),
    produce, craftsman_bonus(good), sell(good), trade_post(good), cadastral_draw,
    cadastral_discard(tile kind), discard_tile(tile kind), export_goods((good, ...)),
    load(good, ship index), load_private(good), load_small_private(((good, count), ...)),
    store(kept crates), bohio_move((destination, "worker"|"citizen")), draft(building id,
    before round 1), pass.
    """

    seat: int
    kind: str
    value: Any = None

    def to_json(self) -> list[Any]:
        return [self.seat, self.kind, _to_plain(self.value)]

    @staticmethod
    def from_json(data: Any) -> Action:
        if not isinstance(data, (list, tuple)) or len(data) != 3:
            raise ValueError(f"an action is [seat, kind, value], got {data!r}")
        seat, kind, value = data
        if not isinstance(seat, int) or not isinstance(kind, str):
            raise ValueError(f"an action is [seat, kind, value], got {data!r}")
        return Action(seat, kind, _to_tuple(value))


def _to_plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_to_plain(v) for v in value]
    return value


def _to_tuple(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_to_tuple(v) for v in value)
    return value


class IllegalAction(Exception):
    """Raised by Game.apply for a decision the rules do not allow now; the state is untouched."""

    def __init__(self, action: Action, reason: str) -> None:
        super().__init__(reason)
        self.action = action
        self.reason = reason
