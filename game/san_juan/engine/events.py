"""Events: what changed, in the game's words, for the log, animations and sounds.

A private event (cards drawn, kept, paid, tucked) carries the card uids only for its own seat:
view.visible_event() strips them for every other viewer, who sees the counts.
"""

from __future__ import annotations

from typing import Any

# Fields that name hidden cards: shown only to the event's own seat.
PRIVATE_FIELDS = ("cards",)


class Event:
    """`kind` happened to `seat` (None = the table), details in `data`."""

    __slots__ = ("data", "kind", "seat")

    def __init__(self, kind: str, seat: int | None = None, **data: Any) -> None:
        self.kind = kind
        self.seat = seat
        self.data = data

    def __repr__(self) -> str:
        return f"Event({self.kind!r}, seat={self.seat}, {self.data})"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, **self.data}


EVENT_KINDS: frozenset[str] = frozenset(
    (
        "game_started",
        "round_started",
        "role_chosen",
        "library_declared",
        "built",
        "paid",
        "passed",
        "produced",
        "sold",
        "tile_revealed",
        "drew",
        "councillor_drew",
        "councillor_kept",
        "discarded",
        "revealed",
        "gold_mine_kept",
        "tucked",
        "piled",
        "chapel_step",
        "reshuffled",
        "draw_failed",
        "end_triggered",
        "game_over",
    )
)
