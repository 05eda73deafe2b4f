"""The checkpoints of SPEC §20 at which module tasks are checked (festival objectives, activity
cards, ...): phase code calls one function per checkpoint; each module in play answers.

A module registers its handler per checkpoint with `listen`. The functions return True when a
reward now waits for a seat's decision (the phase then stops and Game._run asks it first).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.puerto_rico.engine.game import Game

Handler = Callable[..., Any]
# Checkpoint name -> the handlers of the modules, in registration order.
_AT: dict[str, list[Handler]] = {}
# Module predicates: does a reward wait for a seat's decision?
_WAITING: list[Callable[[Game], bool]] = []


def listen(point: str, handler: Handler) -> None:
    _AT.setdefault(point, []).append(handler)


def on_waiting(predicate: Callable[[Game], bool]) -> None:
    _WAITING.append(predicate)


def _fire(point: str, g: Game, *args: Any) -> bool:
    for handler in _AT.get(point, ()):
        handler(g, *args)
    return any(w(g) for w in _WAITING)


def after_land(g: Game, seat: int) -> bool:
    """After a seat's land-tile gains (settler turn, phase end, Cadastral Office)."""
    return _fire("after_land", g, seat)


def after_build(g: Game, seat: int, building_id: str) -> bool:
    return _fire("after_build", g, seat, building_id)


def craftsman_end(g: Game, gained_by_seat: list[dict[str, int]]) -> bool:
    """End of the craftsman phase: crates each seat gained this phase, by good."""
    return _fire("craftsman_end", g, gained_by_seat)


def after_sale(g: Game, seat: int, good: str) -> bool:
    """A crate of `good` was just sold to the trading house."""
    return _fire("after_sale", g, seat, good)


def after_load(g: Game, seat: int, loaded: Mapping[str, int], ship: int | None) -> bool:
    """A loading action: crates by good, onto cargo ship `ship` (None: a private ship)."""
    return _fire("after_load", g, seat, loaded, ship)


def captain_end(g: Game) -> bool:
    """The captain phase is over (ships sailed)."""
    return _fire("captain_end", g)
