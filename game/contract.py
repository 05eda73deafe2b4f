"""The values every box's engine trades with the rest of the app: a seat's decision (`Action`),
the refusal of one the rules do not allow (`IllegalAction`, with a code and fields the player's
language words), and what changed (`Event`). One definition, so the shell, the command line, the
saves and the tests treat every box alike; each box lists its own action and event kinds.
"""

from __future__ import annotations

from typing import Any, NamedTuple

# A refusal: a code (worded by the box's data/<box>/i18n) and the fields its wording needs.
Refusal = tuple[str, dict[str, Any]]


class Action(NamedTuple):
    """`seat` decides `kind` with `value`: a string, an int, a bool, a tuple of those or None.
    Immutable and hashable, so legal actions compare and serve as keys; JSON turns tuples into
    lists and back."""

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
    """Raised by a box's Game.apply for a decision the rules do not allow now; the state is
    untouched. `reason` is the engine's English; `code` and `fields` let the screen word the
    refusal in the player's language."""

    def __init__(
        self, action: Any, reason: str, code: str = "", fields: dict[str, Any] | None = None
    ) -> None:
        super().__init__(reason)
        self.action = action
        self.reason = reason
        self.code = code
        self.fields = dict(fields or {})


class Event:
    """`kind` happened to `seat` (None = the table) with details in `data`."""

    __slots__ = ("data", "kind", "seat")

    def __init__(self, kind: str, seat: int | None = None, **data: Any) -> None:
        self.kind = kind
        self.seat = seat
        self.data = data

    def __repr__(self) -> str:
        return f"Event({self.kind!r}, seat={self.seat}, {self.data})"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, **self.data}
