"""Decisions a seat sends to the San Juan engine (`game/contract.py` defines the values).

Kinds (the card values are card uids, the building values the uid of a building in play):
start_discard(card), choose_role(role), use_library(bool), build((card, target or None)),
pay_card(card), pay_good(building), produce(building), sell(building), council_draw,
keep(card), discard(card), take_draw(bool), gold_keep(card), tuck(card), pass; with the
§14 module also sell_keep(building) (the sold good goes into a pile), swap_discard(card) and
pile_card(card) at round start.
"""

from __future__ import annotations

from typing import Any

from game.contract import Action, IllegalAction

MAX_SEATS = 4
_new = tuple.__new__
# (seat, kind) -> the action of each card uid, made once: the engine lists thousands of
# card choices a game, and an Action is immutable (uids are small: the deck's positions).
UID_LIMIT = 256
_BY_UID: dict[tuple[int, str], list[Action]] = {}


def actions_of(seat: int, kind: str, values: list[Any]) -> list[Action]:
    """One action per value (tuple.__new__: the namedtuple's own constructor is a Python call)."""
    return [_new(Action, (seat, kind, v)) for v in values]


def uid_table(seat: int, kind: str) -> list[Action]:
    """uid -> the seat's action of `kind` on it, for every uid below UID_LIMIT."""
    table = _BY_UID.get((seat, kind))
    if table is None:
        table = _BY_UID[(seat, kind)] = [Action(seat, kind, u) for u in range(UID_LIMIT)]
    return table


_BUILD: dict[int, list[Action]] = {}


def build_table(seat: int) -> list[Action]:
    """uid -> the seat's build of that card on a new stack, for every uid below UID_LIMIT."""
    table = _BUILD.get(seat)
    if table is None:
        table = _BUILD[seat] = [Action(seat, "build", (u, None)) for u in range(UID_LIMIT)]
    return table


def uid_actions(seat: int, kind: str, uids: list[int]) -> list[Action]:
    """One action per card uid (or building uid), from the table of made ones."""
    table = _BY_UID.get((seat, kind))
    if table is None:
        table = uid_table(seat, kind)
    try:
        return [table[u] for u in uids]
    except IndexError:  # a deck larger than UID_LIMIT cards
        return actions_of(seat, kind, uids)


# The choices that carry no card, made once per seat (an Action is immutable).
PASS = tuple(Action(s, "pass") for s in range(MAX_SEATS))
YES_NO = {
    kind: tuple((Action(s, kind, True), Action(s, kind, False)) for s in range(MAX_SEATS))
    for kind in ("use_library", "take_draw")
}
COUNCIL = tuple((Action(s, "council_draw"), PASS[s]) for s in range(MAX_SEATS))

__all__ = [
    "COUNCIL",
    "PASS",
    "UID_LIMIT",
    "YES_NO",
    "Action",
    "IllegalAction",
    "actions_of",
    "build_table",
    "uid_actions",
    "uid_table",
]
