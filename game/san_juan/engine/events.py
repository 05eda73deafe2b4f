"""Events: what changed, in the game's words, for the log, animations and sounds.

A private event (cards drawn, kept, paid, tucked) carries the card uids only for its own seat:
view.visible_event() strips them for every other viewer, who sees the counts.
"""

from __future__ import annotations

from game.contract import Event as Event  # re-exported: the box's event values

# Fields that name hidden cards: shown only to the event's own seat.
PRIVATE_FIELDS = ("cards",)


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
