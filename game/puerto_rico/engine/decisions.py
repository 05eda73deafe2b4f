"""The decision registry: decision kind -> (options, refuse, resolve), and the actions buildings
add to a phase's own decisions.

A decision is named after what is decided (`extra_worker_on_tile`, `forest_or_plantation`). The
kind a game *saves* (in `pending`, so in `to_json()` and in every save written so far) keeps its
first, older name, which is also what `Game.decision` reports; `SAVED_AS` below maps the two:

    draw_plantation          hacienda     (may draw a plantation from the bag first)
    forest_or_plantation     forest       (a plantation just gained: face down as a forest?)
    extra_worker_on_tile     hospital     (a worker onto a tile gained this turn)
    discard_land             bureau       (discard a plantation or forest at the settler's end)
    extra_worker_on_building school       (a worker onto the building just built)
    goods_to_export          export       (crates to return for VP before loading)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.puerto_rico.engine.timing import At

if TYPE_CHECKING:
    from game.puerto_rico.engine.actions import Action
    from game.puerto_rico.engine.game import Game

Options = Callable[["Game", int], list["Action"]]
Refuse = Callable[["Game", "Action"], str | None]
Resolve = Callable[["Game", "Action"], None]


@dataclass(frozen=True, slots=True)
class Decision:
    """What a seat is asked: `options` lists the legal actions in order (the golden corpus fixes
    it), `refuse` says why an action that is not among them is refused (only called then),
    `resolve` plays a legal one. `refuse` may answer None for a valid action left off the
    list."""

    name: str
    saved_as: str
    options: Options
    refuse: Refuse
    resolve: Resolve


DECISIONS: dict[str, Decision] = {}
"""Saved decision kind -> the decision."""

SAVED_AS: dict[str, str] = {}
"""Decision name -> the kind saved in `pending`."""


@dataclass(frozen=True, slots=True)
class ExtraAction:
    """An action kind a building adds to a phase's own decision (a land deal during the trader
    turn, a load onto a private ship): the timing point that offers it, how to refuse it (None:
    valid though not listed) and how to play it."""

    point: At
    refuse: Refuse
    resolve: Resolve


EXTRA_ACTIONS: dict[str, ExtraAction] = {}
"""Action kind -> how the building that offers it refuses and plays it."""


def decision(name: str, saved_as: str, options: Options, refuse: Refuse, resolve: Resolve) -> None:
    if saved_as in DECISIONS or name in SAVED_AS:
        raise TypeError(f"decision {name!r} ({saved_as!r}) registered twice")
    DECISIONS[saved_as] = Decision(name, saved_as, options, refuse, resolve)
    SAVED_AS[name] = saved_as


def extra_action(kind: str, point: At, refuse: Refuse, resolve: Resolve) -> None:
    if kind in EXTRA_ACTIONS:
        raise TypeError(f"action kind {kind!r} registered twice")
    EXTRA_ACTIONS[kind] = ExtraAction(point, refuse, resolve)
