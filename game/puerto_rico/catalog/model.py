"""Typed, frozen definitions that the catalog loader builds from the YAML files in data/."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from game.puerto_rico.catalog.achievements import AchievementCatalog

T = TypeVar("T")


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
class ActionBoard:
    """The Puertoma role-choice graph (SPEC §19.5)."""

    start: str  # node holding the action token at setup
    nodes: tuple[str, ...]  # role ids, in file order
    layout: MappingProxyType[str, tuple[int, int]]  # node -> (column, row); (0, 0) = top-left
    arrows: MappingProxyType[str, tuple[str, ...]]  # node -> nodes its one-way arrows reach

    def arrow(self, source: str, target: str) -> bool:
        """True iff the board has an arrow from `source` to `target` (never to itself)."""
        return target in self.arrows.get(source, ())

    def targets(self, source: str) -> tuple[str, ...]:
        return self.arrows.get(source, ())


@dataclass(frozen=True, slots=True)
class ActivityDef:
    """One festival activity card (Expansion V, SPEC §16.3): its parameter slots, the condition
    the engine checks (by name) and the reward of the first seat to fulfil it."""

    id: str
    name_en: str
    name_fr: str
    text_en: str
    text_fr: str
    plantations: int  # plantation slots, drawn from the bag at set-up
    crates: int  # crate slots, drawn from the shared pool at set-up
    building: str  # building slot: "none", "small_level3_commercial" or "large"
    condition: str  # engine/festival.py CONDITIONS
    workers: int
    doubloons: int
    vp: int
    with_puertomas: bool  # False: removed in games with Puertomas (SPEC §19.16.4)


@dataclass(frozen=True, slots=True)
class ResolutionCard:
    """One Puertoma resolution card (SPEC §19.4): a count and an order of the 8 roles."""

    id: str
    count: int  # 1..8
    order: tuple[str, ...]  # all 8 role ids (smuggler included), first = preferred

    def pick(self, items: Sequence[T]) -> T:
        """Count over `items` from the first, wrapping around: items[(count - 1) mod k]."""
        if not items:
            raise ValueError("a resolution card cannot pick from no items")
        return items[(self.count - 1) % len(items)]

    def first_of(self, roles: Iterable[str]) -> str:
        """The first role of this card's order that is among `roles` (tie-break among roles)."""
        wanted = set(roles)
        for role in self.order:
            if role in wanted:
                return role
        raise ValueError(f"none of {sorted(wanted)} is on resolution card {self.id}")


@dataclass(frozen=True, slots=True)
class CapabilityDef:
    """One Puertoma capability tile (SPEC §19.12)."""

    id: str
    level: int  # 1..4
    role: str  # role whose phase triggers it
    text_en: str
    text_fr: str


@dataclass(frozen=True, slots=True)
class PuertomaBoardDef:
    """Facts printed on a Puertoma player board (SPEC §19.2, §19.9)."""

    worker_slots: MappingProxyType[str, int]  # good id -> worker slots under one plantation space
    plantation_spaces_per_good: int  # 2: a left and a right space
    building_spaces_per_level: int  # 2 per level 1..4
    unlock_thresholds: MappingProxyType[int, int]  # level -> buildings that flip its capability

    def slots(self, good: str) -> int:
        return self.worker_slots[good]

    def unlock_threshold(self, level: int) -> int:
        return self.unlock_thresholds[level]


@dataclass(frozen=True, slots=True)
class PuertomaGiftDef:
    """Hard-mode setup gift for one Puertoma (SPEC §19.14); None = not part of the gift."""

    building_level: int | None = None  # a random commercial building of this level from the board
    worker_on: str | None = None  # good id: 1 worker from the supply onto that plantation
    crate: str | None = None  # good id: 1 crate from the supply
    doubloons: int | None = None  # starting doubloons INSTEAD of the §3.1 amount


@dataclass(frozen=True, slots=True)
class DifficultyDef:
    """One Puertoma difficulty (SPEC §19.14); the defaults are 'normal' (no change)."""

    id: str  # "easy" | "normal" | "hard"
    # Discard the face-down capability tiles once this many are unlocked (None = never).
    discard_hidden_after_unlocks: int | None = None
    level1_capability_face_up: bool = False  # face up and active from round 1
    # "A" (fruit-starting Puertoma) / "B" (corn-starting) -> setup gift; empty = no gifts.
    gifts: MappingProxyType[str, PuertomaGiftDef] = field(
        default_factory=lambda: MappingProxyType({})
    )

    def gift(self, puertoma: str) -> PuertomaGiftDef | None:
        return self.gifts.get(puertoma)


@dataclass(frozen=True, slots=True)
class PuertomaScoringDef:
    """Puertoma final-scoring constants (SPEC §19.15), in VP."""

    large_building: int  # per large commercial building (replaces printed VP and bonus)
    vp_area_figure: int  # per figure in the VP area
    quarry: int  # per quarry or third plantation in the VP area
    active_pair: int  # per plantation type whose 2 board plantations are both active
    money_and_crates_divisor: int  # ceil((doubloons + crates) / divisor)

    def money_and_crates(self, doubloons: int, crates: int) -> int:
        return -(-(doubloons + crates) // self.money_and_crates_divisor)


@dataclass(frozen=True, slots=True)
class PuertomaCatalog:
    """Everything data/puertoma.yaml says about the solo automaton (SPEC §19)."""

    action_board: ActionBoard
    resolution_cards: tuple[ResolutionCard, ...]  # file order (R1..R8)
    capabilities: tuple[CapabilityDef, ...]  # file order
    board: PuertomaBoardDef
    difficulties: MappingProxyType[str, DifficultyDef]  # "easy", "normal", "hard"
    scoring: PuertomaScoringDef

    def card(self, card_id: str) -> ResolutionCard:
        for c in self.resolution_cards:
            if c.id == card_id:
                return c
        raise KeyError(card_id)

    def capability(self, capability_id: str) -> CapabilityDef:
        for c in self.capabilities:
            if c.id == capability_id:
                return c
        raise KeyError(capability_id)

    def capabilities_of_level(self, level: int) -> tuple[CapabilityDef, ...]:
        return tuple(c for c in self.capabilities if c.level == level)

    def difficulty(self, difficulty_id: str) -> DifficultyDef:
        return self.difficulties[difficulty_id]


@dataclass(frozen=True, slots=True)
class Catalog:
    """The whole typed catalog; the only thing in the game that came from YAML."""

    goods: tuple[GoodDef, ...]
    roles: tuple[RoleDef, ...]
    buildings: tuple[BuildingDef, ...]
    setups: MappingProxyType[int, SetupTable]
    source: str = ""  # folder the catalog was loaded from
    puertoma: PuertomaCatalog | None = None  # data/puertoma.yaml, if the folder has it
    activities: tuple[ActivityDef, ...] = ()  # data/activities.yaml (Expansion V), if present

    def activity(self, activity_id: str) -> ActivityDef:
        for a in self.activities:
            if a.id == activity_id:
                return a
        raise KeyError(activity_id)

    achievements: AchievementCatalog | None = None  # data/achievements.yaml (Expansion VI)

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
