"""Timing points: the moments buildings act, and how phase code fires them.

A building's effect is a small frozen dataclass (engine/effects.py) whose methods are registered
at timing points with `@at(point)`. When a game is set up, `effect_table` lists, per timing point,
the (building id, effect, handler) of every building in play, in a fixed order. Phase code then
*fires* a point for a seat (`fire`, `total`, `allows`, `options`, `ask`) and only the seat's
occupied buildings answer (SPEC §11.2: only occupied buildings work). Phase code never names a
hook or a building.

Each point documents the arguments its handlers take after `(self, g, seat, building_id)` and what
they return.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

if TYPE_CHECKING:
    from game.puerto_rico.catalog.model import BuildingDef, EffectDef
    from game.puerto_rico.engine.actions import Action
    from game.puerto_rico.engine.game import Game


class At(StrEnum):
    """The timing points, in the order of a round (SPEC §7, §12, §13, §9.2)."""

    # Any role's privilege, for its chooser: () -> True when it counts twice.
    ROLE_PRIVILEGE = "role_privilege"
    # Settler turn start: () -> the decision kind to ask first, or None.
    SETTLER_TURN_START = "settler_turn_start"
    # Settler pick: () -> True when a quarry may be taken without being the settler.
    QUARRY_RIGHT = "quarry_right"
    # A plantation was gained (settler pick, bought): (good) -> None.
    PLANTATION_GAINED = "plantation_gained"
    # After a settler turn's gains: () -> the decision kind to ask, or None.
    AFTER_SETTLER_TURN = "after_settler_turn"
    # End of the settler phase, before the refill, each seat in phase order: () -> the decision
    # kind to ask, or None (a handler may act at once instead).
    SETTLER_END = "settler_end"
    # Start of the mayor phase, after the privilege, each seat in phase order: () -> None.
    MAYOR_START = "mayor_start"
    # Build cost: (size of the building) -> doubloons off its price.
    BUILD_COST = "build_cost"
    # Build payment: () -> the largest doubloon gap that items may cover.
    BUILD_GAP = "build_gap"
    # After a build: () -> the decision kind to ask, or None.
    AFTER_BUILD = "after_build"
    # After a build and its decision: (id of the building just built) -> None.
    BUILT = "built"
    # Start of the craftsman phase, each seat in phase order: () -> None.
    CRAFTSMAN_START = "craftsman_start"
    # After a seat produced: (crates made by good) -> None.
    AFTER_PRODUCTION = "after_production"
    # The end of a seat's production step, produced or not: () -> None.
    PRODUCTION_STEP_END = "production_step_end"
    # End of the craftsman phase, each seat in phase order: (crates gained by good) -> None.
    CRAFTSMAN_END = "craftsman_end"
    # Sale to the trading house: () -> True when a good already there may be sold.
    SALE_RIGHT = "sale_right"
    # Sale price: (good) -> doubloons more.
    SALE_PRICE = "sale_price"
    # Trader turn, instead of a sale: () -> actions.
    INSTEAD_OF_SALE = "instead_of_sale"
    # Trader turn, before or after the sale: () -> actions.
    TRADER_TURN = "trader_turn"
    # Start of the captain phase, each seat in phase order: () -> None.
    CAPTAIN_START = "captain_start"
    # Captain phase, before any loading: () -> True when the seat has a decision to take.
    BEFORE_LOADING = "before_loading"
    # Loading turn: () -> actions onto the seat's own ships.
    OWN_SHIPS = "own_ships"
    # VP of a loading action: () -> VP more.
    LOAD_VP = "load_vp"
    # After a loading action onto any ship: () -> None.
    AFTER_LOAD = "after_load"
    # Storage: () -> good types kept whole.
    STORAGE_TYPES = "storage_types"
    # Storage: () -> crates kept beyond the free one.
    STORAGE_CRATES = "storage_crates"
    # The owner's decision points (SPEC §12.3): marks buildings whose figures are guests.
    DECISION_POINT = "decision_point"
    # Final scoring: () -> bonus VP of this building.
    END_SCORING = "end_scoring"


Handler = Callable[..., Any]
# One registered effect of a building in play: (building id, effect, handler at the point).
Bound = tuple[str, "Effect", Handler]


@dataclass(frozen=True, slots=True)
class Effect:
    """Base of the effect classes: `hook` is the catalog's name, `handlers` maps each timing point
    to the code run there (filled by `register`), `order` ranks effects sharing a point."""

    hook: ClassVar[str] = ""
    handlers: ClassVar[Mapping[At, Handler]] = {}
    order: ClassVar[Mapping[At, int]] = {}
    # The effect depends on a worker or a citizen standing there (SPEC §13.1).
    occupant_dependent: ClassVar[bool] = False

    @classmethod
    def from_def(cls, eff: EffectDef) -> Effect:
        return cls(**dict(eff.params))


E = TypeVar("E", bound=type[Effect])
F = TypeVar("F", bound=Handler)

REGISTRY: dict[str, type[Effect]] = {}
"""Hook name -> effect class: every hook the engine plays (the catalog's HOOK_SPECS)."""


def at(point: At, order: int = 0) -> Callable[[F], F]:
    """Register a method of an effect class at a timing point; `order` ranks it among the other
    hooks firing there (lower first), where the rules fix an order (SPEC §20)."""

    def mark(fn: F) -> F:
        fn._at = (*getattr(fn, "_at", ()), (point, order))  # type: ignore[attr-defined]
        return fn

    return mark


def register(cls: E) -> E:
    """Class decorator: collect the `@at` methods and list the class under its hook name."""
    handlers: dict[At, Handler] = {}
    order: dict[At, int] = {}
    for name in dir(cls):
        fn = getattr(cls, name, None)
        for point, rank in getattr(fn, "_at", ()):
            if point in handlers:
                raise TypeError(f"{cls.__name__}: two handlers at {point}")
            handlers[point] = fn  # type: ignore[assignment]
            order[point] = rank
    if not cls.hook or cls.hook in REGISTRY:
        raise TypeError(f"{cls.__name__}: missing or duplicate hook {cls.hook!r}")
    cls.handlers = handlers
    cls.order = order
    REGISTRY[cls.hook] = cls
    return cls


def effect_table(buildings: Iterable[BuildingDef]) -> dict[At, tuple[Bound, ...]]:
    """Per timing point, the effects of these buildings, by the hooks' order there and then by
    catalog order. Built once per game set-up and shared by clones."""
    rows: dict[At, list[tuple[int, int, Bound]]] = {}
    for b in buildings:
        for eff_def in b.effects:
            cls = REGISTRY[eff_def.hook]
            eff = cls.from_def(eff_def)
            for point, handler in cls.handlers.items():
                rows.setdefault(point, []).append((cls.order[point], b.index, (b.id, eff, handler)))
    return {
        point: tuple(bound for _, _, bound in sorted(found, key=lambda r: (r[0], r[1])))
        for point, found in rows.items()
    }


# ------------------------------------------------------------------ firing a point


def in_play(g: Game, point: At) -> bool:
    """Whether any building in this game acts at the point (whoever owns it)."""
    return point in g.effects_at


def in_catalog(g: Game, point: At) -> bool:
    """Whether any building of the catalog acts at the point, in play or not. Two phases keep a
    progress key whenever one does (the captain's "export" queue, the trader's "sold"): games are
    saved with it (format 1), so it must not depend on the modules in play."""
    return point in g.catalog_points


def catalog_points(buildings: Iterable[BuildingDef]) -> frozenset[At]:
    return frozenset(p for b in buildings for e in b.effects for p in REGISTRY[e.hook].handlers)


def active(g: Game, point: At, seat: int) -> list[tuple[str, Effect]]:
    """The seat's occupied buildings acting at the point, with their effects."""
    found = g.effects_at.get(point)
    if not found:
        return []
    owned = g.s.players[seat].buildings
    return [(bid, eff) for bid, eff, _ in found if owned.get(bid, 0) > 0]


# The firing functions below run on every step: plain loops, no generator per call, and an
# early return when nothing in play acts at the point.


def fire(g: Game, point: At, seat: int, *args: Any) -> None:
    """Run every handler of the seat's occupied buildings at the point, in order."""
    found = g.effects_at.get(point)
    if not found:
        return
    owned = g.s.players[seat].buildings
    for bid, eff, handler in found:
        if owned.get(bid, 0) > 0:
            handler(eff, g, seat, bid, *args)


def total(g: Game, point: At, seat: int, *args: Any) -> int:
    """The sum of the handlers' numbers: effects of one kind stack (two markets add up)."""
    found = g.effects_at.get(point)
    if not found:
        return 0
    owned = g.s.players[seat].buildings
    n = 0
    for bid, eff, handler in found:
        if owned.get(bid, 0) > 0:
            n += handler(eff, g, seat, bid, *args)
    return n


def largest(g: Game, point: At, seat: int, *args: Any) -> int:
    """The largest of the handlers' numbers, 0 without any: effects that do not stack."""
    found = g.effects_at.get(point)
    if not found:
        return 0
    owned = g.s.players[seat].buildings
    best = 0
    for bid, eff, handler in found:
        if owned.get(bid, 0) > 0:
            best = max(best, handler(eff, g, seat, bid, *args))
    return best


def allows(g: Game, point: At, seat: int, *args: Any) -> bool:
    """Whether any occupied building of the seat grants the right at the point."""
    found = g.effects_at.get(point)
    if not found:
        return False
    owned = g.s.players[seat].buildings
    for bid, eff, handler in found:
        if owned.get(bid, 0) > 0 and handler(eff, g, seat, bid, *args):
            return True
    return False


def options(g: Game, point: At, seat: int, *args: Any) -> list[Action]:
    """The actions the seat's occupied buildings offer at the point (each listed once)."""
    found = g.effects_at.get(point)
    if not found:
        return []
    out: list[Action] = []
    owned = g.s.players[seat].buildings
    for bid, eff, handler in found:
        if owned.get(bid, 0) > 0:
            out += [a for a in handler(eff, g, seat, bid, *args) if a not in out]
    return out


def ask(g: Game, point: At, seat: int, *args: Any) -> str | None:
    """The first decision kind an occupied building of the seat asks for at the point."""
    found = g.effects_at.get(point)
    if not found:
        return None
    owned = g.s.players[seat].buildings
    for bid, eff, handler in found:
        if owned.get(bid, 0) > 0:
            kind = handler(eff, g, seat, bid, *args)
            if kind is not None:
                return str(kind)
    return None
