"""Decisions a seat can send to the Puerto Rico engine (`game/contract.py` defines the values).

Kinds: choose_role(role tile id), take_plantation(good), take_quarry, hacienda_draw,
make_forest, hospital_worker(tile kind, or (tile kind, "worker"|"citizen") when the figure
comes from the hiring hall), take_figure("worker"|"citizen"), place_workers(layout),
build(building id, or (building id, Black Market items)), school_worker(None or the figure),
produce, craftsman_bonus(good), sell(good), trade_post(good), cadastral_draw,
cadastral_discard(tile kind), discard_tile(tile kind), export_goods((good, ...)),
load(good, ship index), load_private(good), load_small_private(((good, count), ...)),
store(kept crates), bohio_move((destination, "worker"|"citizen")), draft(building id,
before round 1), raid(ship index), plunder, poach((citizens left in the hall, citizens kept)),
capture(role tile id), place_poached((place, "worker"|"citizen")) (Expansion III), pass.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from functools import partial

from game.contract import Action, IllegalAction

# new_action((seat, kind, value)) is Action(seat, kind, value), built without the named tuple's
# Python-level __new__: the option lists build about a thousand actions per game, and this way
# costs under half as much.
new_action: Callable[[tuple[int, str, object]], Action] = partial(tuple.__new__, Action)

# PASSES[seat] is Action(seat, "pass"), built once (actions are immutable).
PASSES = tuple(Action(seat, "pass") for seat in range(8))


SharedActions = dict[Hashable, tuple[Action, ...]]
"""value -> each seat's Action(seat, kind, value). Actions are immutable, so every game shares
them: an option list picks them instead of building new ones. A plain dict on purpose: a dict
subclass (one with __missing__, say) is subscripted through a Python-level slot, which costs
about four plain look-ups, and these are read on every step. Tables whose values are not known
in advance are read with `.get(value) or seat_actions(table, kind, value)`."""


def seat_actions(table: SharedActions, kind: str, value: Hashable) -> tuple[Action, ...]:
    """Each seat's Action(seat, kind, value), made once and kept in `table`."""
    actions = table[value] = tuple(new_action((seat, kind, value)) for seat in range(8))
    return actions


def shared_actions(kind: str, values: Iterable[Hashable]) -> SharedActions:
    """The table of `kind` for every value given."""
    table: SharedActions = {}
    for value in values:
        seat_actions(table, kind, value)
    return table


__all__ = [
    "PASSES",
    "Action",
    "IllegalAction",
    "SharedActions",
    "new_action",
    "seat_actions",
    "shared_actions",
]
