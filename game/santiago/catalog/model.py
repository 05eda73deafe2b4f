"""The catalog's typed, frozen records: what data/santiago/*.yaml says, checked."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class EffectDef:
    """A hook name and its typed parameters (goods lists are tuples)."""

    hook: str
    params: dict[str, Any] = field(default_factory=dict, hash=False)


@dataclass(frozen=True)
class StopDef:
    index: int
    id: str
    kind: str  # "port" or "cuban"
    cuban_slot: str | None
    arrow: bool


@dataclass(frozen=True)
class BuildingSlotDef:
    id: str
    flower: str


@dataclass(frozen=True)
class FlagDef:
    id: str
    vp_per_good: int | None  # None on the checkered flag
    departs: bool


@dataclass(frozen=True)
class BoardDef:
    stops: tuple[StopDef, ...]
    flowers: tuple[str, ...]
    building_slots: tuple[BuildingSlotDef, ...]
    demand_spaces: int
    ships_per_game: int
    flags: tuple[FlagDef, ...]
    max_steps: int


@dataclass(frozen=True)
class GoodDef:
    id: str
    colour: str
    supply: int
    die: tuple[int, ...] | None  # None: no demand die (wood)
    wildcard_vp_each: int | None  # VP per piece when delivered in place of a demanded good


@dataclass(frozen=True)
class CubanDef:
    id: str
    flower: str  # a board flower, or "none" (El Zorro)
    flower_source: str  # seed, external_review or design_choice
    broker: str  # "move" or "stay_may_use"
    effect: EffectDef


@dataclass(frozen=True)
class BuildingDef:
    id: str
    effect: EffectDef


@dataclass(frozen=True)
class SetupDef:
    min_seats: int
    max_seats: int
    pesos: int
    vp: int
    goods: dict[str, int] = field(hash=False)
    property_markers: int
    first_demand_roller: str
    max_turns: int


@dataclass(frozen=True)
class Catalog:
    board: BoardDef
    goods: tuple[GoodDef, ...]
    goods_per_vp: int
    cubans: tuple[CubanDef, ...]
    buildings: tuple[BuildingDef, ...]
    setup: SetupDef
    # English refusal templates (data/santiago/i18n/en.yaml santiago.refusal): code -> template.
    refusal_en: dict[str, str] = field(hash=False)

    def good(self, good_id: str) -> GoodDef:
        return next(g for g in self.goods if g.id == good_id)

    def cuban(self, cuban_id: str) -> CubanDef:
        return next(c for c in self.cubans if c.id == cuban_id)

    def building(self, building_id: str) -> BuildingDef:
        return next(b for b in self.buildings if b.id == building_id)
