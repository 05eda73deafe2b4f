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

from collections.abc import Callable, Hashable
from functools import partial

from game.contract import Action, IllegalAction

# new_action((seat, kind, value)) is Action(seat, kind, value), built without the named tuple's
# Python-level __new__: the option lists build about a thousand actions per game, and this way
# costs under half as much.
new_action: Callable[[tuple[int, str, object]], Action] = partial(tuple.__new__, Action)

# PASSES[seat] is Action(seat, "pass"), built once (actions are immutable).
PASSES = tuple(Action(seat, "pass") for seat in range(8))


class SharedActions(dict[Hashable, tuple[Action, ...]]):
    """value -> each seat's Action(seat, kind, value), made on first use. Actions are immutable,
    so every game shares them: an option list picks them instead of building new ones."""

    def __init__(self, kind: str) -> None:
        super().__init__()
        self.kind = kind

    def __missing__(self, value: Hashable) -> tuple[Action, ...]:
        kind = self.kind
        actions = self[value] = tuple(new_action((seat, kind, value)) for seat in range(8))
        return actions


__all__ = ["PASSES", "Action", "IllegalAction", "SharedActions", "new_action"]
