"""Typed, frozen definitions that the catalog loader builds from the YAML files in data/."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any


@dataclass(frozen=True, slots=True)
class GoodDef:
    """One kind of good (crate and plantation type)."""

    id: str
    name_en: str
    name_fr: str
    alias: str  # the classic English name
    price: int  # trading-house price in doubloons
    rank: int  # 1 = worst (corn) ... 5 = best (coffee)
    index: int  # position in Catalog.goods (0-based, by rank)


@dataclass(frozen=True, slots=True)
class RoleDef:
    """One role; the rules live in the engine, the words live here."""

    id: str
    name_en: str
    name_fr: str
    alias: str
    action_en: str
    action_fr: str
    privilege_en: str
    privilege_fr: str
    expansion: str  # "base" or a module id


@dataclass(frozen=True, slots=True)
class EffectDef:
    """A named engine hook with its parameters, e.g. sale_bonus(doubloons=1)."""

    hook: str
    params: MappingProxyType[str, Any] = field(default_factory=lambda: MappingProxyType({}))

    def get(self, key: str, default: Any = None) -> Any:
        return self.params.get(key, default)


@dataclass(frozen=True, slots=True)
class BuildingDef:
    """A building kind as printed on its tile (SPEC.md §11)."""

    id: str
    index: int  # catalog index (SPEC.md §11.1 '#'), 1-based
    name_en: str
    name_fr: str
    alias: str
    kind: str  # "production" | "commercial"
    tier: str | None  # production only: "small" | "large"
    size: str  # "small" (1 city space) | "large" (2 city spaces)
    cost: int
    vp: int
    slots: int
    level: int  # 1..4, the maximum quarry discount
    copies_p2: int
    copies_p3_5: int
    expansion: str  # "base", "I", "II"
    produces: str | None  # good id for production buildings
    effects: tuple[EffectDef, ...]
    text_en: str  # effect text written for this edition
    text_fr: str

    @property
    def spaces(self) -> int:
        return 2 if self.size == "large" else 1

    @property
    def is_production(self) -> bool:
        return self.kind == "production"

    def copies(self, seats: int) -> int:
        return self.copies_p2 if seats == 2 else self.copies_p3_5

    def effect(self, hook: str) -> EffectDef | None:
        for e in self.effects:
            if e.hook == hook:
                return e
        return None


@dataclass(frozen=True, slots=True)
class SetupTable:
    """Everything that depends on the seat count (SPEC.md §3)."""

    seats: int
    vp_supply: int
    workers_total: int
    hiring_hall: int  # workers on the hiring hall at start
    ships: tuple[int, ...]  # cargo ship capacities, ascending
    prospectors: int
    picks_per_seat: int  # roles chosen per seat per round (3 with 2 seats)
    doubloons: int  # starting doubloons per seat
    display: int  # face-up plantations (N+1)
    crates: MappingProxyType[str, int]  # good id -> crates in play
    plantations: MappingProxyType[str, int]  # good id -> plantation tiles in play (incl. starts)
    quarries: int
    starting_plantations: tuple[str, ...]  # by seat, seat 1 first
    refill_minimum: int  # minimum hiring-hall refill (= N)

    @property
    def worker_supply(self) -> int:
        return self.workers_total - self.hiring_hall


@dataclass(frozen=True, slots=True)
class Catalog:
    """The whole typed catalog; the only thing in the game that came from YAML."""

    goods: tuple[GoodDef, ...]
    roles: tuple[RoleDef, ...]
    buildings: tuple[BuildingDef, ...]
    setups: MappingProxyType[int, SetupTable]
    source: str = ""  # folder the catalog was loaded from

    def good(self, good_id: str) -> GoodDef:
        for g in self.goods:
            if g.id == good_id:
                return g
        raise KeyError(good_id)

    def role(self, role_id: str) -> RoleDef:
        for r in self.roles:
            if r.id == role_id:
                return r
        raise KeyError(role_id)

    def building(self, building_id: str) -> BuildingDef:
        for b in self.buildings:
            if b.id == building_id:
                return b
        raise KeyError(building_id)

    def setup(self, seats: int) -> SetupTable:
        return self.setups[seats]
