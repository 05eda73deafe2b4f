"""The frozen values the catalog builds: cards, trading-house tiles, setup numbers."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class EffectDef:
    """One effect of a card: a hook name and its checked parameters."""

    hook: str
    params: Mapping[str, Any]

    def __getitem__(self, key: str) -> Any:
        return self.params[key]


@dataclass(frozen=True, slots=True)
class CardDef:
    """One building card kind (SPEC §2.2): `copies` cards of it are in the deck."""

    index: int  # catalog order (UI/YAML order)
    id: str
    kind: str  # production | violet
    good: str | None  # production buildings only
    cost: int
    vp: int
    copies: int
    copies_first_edition: int
    tags: frozenset[str]
    effects: tuple[EffectDef, ...]
    module: str | None = None  # None: base game; else the option that brings the card in
    central: bool = False  # lies beside the roles, outside the deck (the cathedral)

    @property
    def is_production(self) -> bool:
        return self.kind == "production"

    @property
    def is_violet(self) -> bool:
        return self.kind == "violet"


@dataclass(frozen=True, slots=True)
class TileDef:
    """A trading-house tile: the price of each good, in cards."""

    id: str
    prices: Mapping[str, int]


@dataclass(frozen=True, slots=True)
class SetupDef:
    """Setup and round numbers (SPEC §3-§5)."""

    starting_building: str
    hand_size: int
    hand_limit: int
    end_building_count: int
    start_variant_draws: tuple[int, ...]
    roles: tuple[str, ...]
    privilege: Mapping[str, int]
    action: Mapping[str, int]
    picks: Mapping[int, tuple[int, ...]]  # seat count -> offsets from the governor


@dataclass(frozen=True, slots=True)
class AiKnobs:
    """The scripted seats' tunable numbers (data/san_juan/ai.yaml, SPEC §12.2)."""

    effect_bonus: Mapping[str, tuple[float, float]]  # card id -> (early, late)
    levels: Mapping[str, Mapping[str, float]]


@dataclass(frozen=True, slots=True)
class Catalog:
    cards: tuple[CardDef, ...]
    tiles: tuple[TileDef, ...]
    setup: SetupDef
    goods: tuple[str, ...]  # in production-card order: indigo, sugar, tobacco, coffee, silver
    ai: AiKnobs
    # Base cards first, then the module's; CardDef.index is the position in this tuple.

    @property
    def base_cards(self) -> tuple[CardDef, ...]:
        return tuple(c for c in self.cards if c.module is None)

    def card(self, card_id: str) -> CardDef:
        for c in self.cards:
            if c.id == card_id:
                return c
        raise KeyError(card_id)
