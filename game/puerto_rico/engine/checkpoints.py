"""The checkpoints of SPEC §20 at which module tasks are checked (festival objectives, activity
cards, ...): phase code calls one function per checkpoint; each module in play answers.

A module registers its handler per checkpoint with `listen`; a handler returns True when a
reward now waits for a seat's decision, and so do the functions below (the phase then stops and
Game._run asks it first). A handler returns at once when its module is not in play, and the
functions are plain loops; in a game without any listening module (`Game.listening` False) the
phases do not call them at all.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.puerto_rico.engine.game import Game

Handler = Callable[..., bool]
# Checkpoint name -> the handlers of the modules, in registration order.
_AT: dict[str, list[Handler]] = {
    "after_land": [],
    "after_build": [],
    "craftsman_end": [],
    "after_sale": [],
    "after_load": [],
    "captain_end": [],
}
_LAND = _AT["after_land"]
_BUILD = _AT["after_build"]
_CRAFTSMAN = _AT["craftsman_end"]
_SALE = _AT["after_sale"]
_LOAD = _AT["after_load"]
_CAPTAIN = _AT["captain_end"]


# The module ids (GameConfig.expansions) whose handlers listen.
_MODULES: set[str] = set()


def listen(point: str, handler: Handler, modules: Iterable[str]) -> None:
    """Register a module's handler at a checkpoint (one of the names above); `modules`: the
    module ids that bring it into play."""
    _AT[point].append(handler)
    _MODULES.update(modules)


def listening(expansions: Iterable[str]) -> bool:
    """Whether a module listening at the checkpoints is among these."""
    return not _MODULES.isdisjoint(expansions)


def after_land(g: Game, seat: int) -> bool:
    """After a seat's land-tile gains (settler turn, phase end, Cadastral Office)."""
    waiting = False
    for handler in _LAND:
        waiting = handler(g, seat) or waiting
    return waiting


def after_build(g: Game, seat: int, building_id: str) -> bool:
    waiting = False
    for handler in _BUILD:
        waiting = handler(g, seat, building_id) or waiting
    return waiting


def craftsman_end(g: Game, gained_by_seat: list[dict[str, int]]) -> bool:
    """End of the craftsman phase: crates each seat gained this phase, by good."""
    waiting = False
    for handler in _CRAFTSMAN:
        waiting = handler(g, gained_by_seat) or waiting
    return waiting


def after_sale(g: Game, seat: int, good: str) -> bool:
    """A crate of `good` was just sold to the trading house."""
    waiting = False
    for handler in _SALE:
        waiting = handler(g, seat, good) or waiting
    return waiting


def after_load(g: Game, seat: int, loaded: Mapping[str, int], ship: int | None) -> bool:
    """A loading action: crates by good, onto cargo ship `ship` (None: a private ship)."""
    waiting = False
    for handler in _LOAD:
        waiting = handler(g, seat, loaded, ship) or waiting
    return waiting


def captain_end(g: Game) -> bool:
    """The captain phase is over (ships sailed)."""
    waiting = False
    for handler in _CAPTAIN:
        waiting = handler(g) or waiting
    return waiting
