"""The decision registry: decision kind -> (options, refuse, resolve), for every decision the
engine asks, and the actions buildings add to a phase's own decisions.

Game.legal_actions / why_illegal / apply look the awaited kind up here and nowhere else. Each
module registers the decisions it asks (game.py the role, guests.py the Bohio, draft.py the
draft, the role modules theirs, effects.py the buildings'). A decision is named after what is
decided; the kind a game *saves* (in `pending`, so in `to_json()` and in every save written so
far, and what `Game.decision` reports) keeps its first name. `SAVED_AS` maps the two:

    role                      role             guests_to_move            bohio
    building_to_draft         draft            plantation_or_quarry      settler_tile
    extra_plantation          settler_extra    draw_plantation           hacienda
    forest_or_plantation      forest           extra_worker_on_tile      hospital
    discard_land              bureau           hall_figure               hall_pick
    figure_layout             mayor_layout     building_to_build         build
    extra_worker_on_building  school           produce_or_not            produce
    extra_crate               craftsman_bonus  sale                      sell
    land_deal_after_sale      cadastral        cargo_to_load             load
    crates_to_keep            storage          goods_to_export           export

Every refusal is a code plus fields (`Refusal`): the code is the key of its wording in
data/puerto_rico/i18n/<lang>.yaml, and `ENGLISH` holds the engine's own sentence for it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.puerto_rico.engine.timing import At

if TYPE_CHECKING:
    from game.puerto_rico.engine.actions import Action
    from game.puerto_rico.engine.game import Game

Refusal = tuple[str, dict[str, Any]]
"""Why an action is refused: a code and its fields. The code is the key of the player's wording
in data/puerto_rico/i18n/<lang>.yaml (`decision_refusal.tile_not_gained`, `refusal.too_dear`);
`english` gives the engine's own sentence, the one `Game.why_illegal` returns."""

Options = Callable[["Game", int], list["Action"]]
Refuse = Callable[["Game", "Action"], Refusal | None]
Resolve = Callable[["Game", "Action"], None]

ENGLISH: dict[str, Callable[[Game, dict[str, Any]], str]] = {
    "decision_refusal.other_decision": lambda g, v: (
        f"{v['who']} must decide on {v['decision']} now, not {v['action']}"
    ),
    "decision_refusal.export_first": lambda g, v: (
        f"{v['who']} must decide on the Export Office now, not {v['action']}"
    ),
    "decision_refusal.tile_not_gained": lambda g, v: (
        f"the Hospital worker must go on a tile {v['who']} gained this turn"
    ),
    "decision_refusal.nothing_to_discard": lambda g, v: (
        f"{v['who']} has no {v['tile']!r} plantation or forest to discard"
    ),
    "decision_refusal.hall_figure": lambda g, v: (
        "the School's figure is 'worker' or 'citizen' (from the hiring hall)"
    ),
    "decision_refusal.export_choice": lambda g, v: (
        f"{v['who']} may return at most one crate per citizen owned, each of a different good it "
        "holds"
    ),
    "decision_refusal.no_land_deal": lambda g, v: f"{v['who']} has no occupied Cadastral Office",
    "decision_refusal.land_deal_used": lambda g, v: (
        "the Cadastral Office works once per trader phase"
    ),
    "decision_refusal.land_deal_draw": lambda g, v: (
        "the Cadastral Office draws a plantation with a worker there, 1 doubloon and room"
    ),
    "decision_refusal.land_deal_discard": lambda g, v: (
        "the Cadastral Office discards a plantation or forest with a citizen there"
    ),
    "decision_refusal.no_private_ship": lambda g, v: (
        f"{v['who']} has no unused private ship or no {v['good']}"
    ),
    "decision_refusal.no_small_ship": lambda g, v: f"{v['who']} has no unused small private ship",
    "decision_refusal.small_load_shape": lambda g, v: (
        "a small private ship load is a non-empty list of (good, count) pairs"
    ),
    "decision_refusal.small_load_pair": lambda g, v: f"{v['value']} is not a (good, count) pair",
    "decision_refusal.small_load_good": lambda g, v: (
        f"{v['value']} is not a good, or is listed twice"
    ),
    "decision_refusal.small_load_count": lambda g, v: (
        f"the count of {v['good']} must be a whole number >= 1"
    ),
    "decision_refusal.small_load_holds": lambda g, v: (
        f"{v['who']} holds only {v['have']} {v['good']}"
    ),
    "decision_refusal.no_trade_post": lambda g, v: (
        f"{v['who']} has no occupied building that buys crates back"
    ),
    "decision_refusal.nothing_to_return": lambda g, v: f"{v['who']} has no {v['good']} to return",
}
"""Refusal code -> the engine's English sentence (what `Game.why_illegal` says). Each module
adds the codes of its own decisions."""


def english(g: Game, refusal: Refusal | None) -> str | None:
    return None if refusal is None else ENGLISH[refusal[0]](g, refusal[1])


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

    def why_not(self, g: Game, action: Action) -> str | None:
        return english(g, self.refuse(g, action))


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

    def why_not(self, g: Game, action: Action) -> str | None:
        return english(g, self.refuse(g, action))


EXTRA_ACTIONS: dict[str, ExtraAction] = {}
"""Action kind -> how the building that offers it refuses and plays it."""


def who(g: Game, action: Action) -> str:
    """The name of the seat that acts."""
    return g.s.players[action.seat].name


def other_decision(g: Game, action: Action, decision: str) -> Refusal:
    """The seat is asked something else: `decision` names it as the English sentence does."""
    fields = {"who": who(g, action), "decision": decision, "action": action.kind}
    return "decision_refusal.other_decision", fields


def decision(name: str, saved_as: str, options: Options, refuse: Refuse, resolve: Resolve) -> None:
    if saved_as in DECISIONS or name in SAVED_AS:
        raise TypeError(f"decision {name!r} ({saved_as!r}) registered twice")
    DECISIONS[saved_as] = Decision(name, saved_as, options, refuse, resolve)
    SAVED_AS[name] = saved_as


def extra_action(kind: str, point: At, refuse: Refuse, resolve: Resolve) -> None:
    if kind in EXTRA_ACTIONS:
        raise TypeError(f"action kind {kind!r} registered twice")
    EXTRA_ACTIONS[kind] = ExtraAction(point, refuse, resolve)
