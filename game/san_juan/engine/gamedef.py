"""What is in play for one configuration, built once and shared by clones: the deck (uid ->
card), each card's effects by timing point, the option set."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from game.san_juan.catalog import CardDef, Catalog, TileDef
from game.san_juan.engine.actions import UID_LIMIT
from game.san_juan.engine.effects import HOOKS, Handler

# Option names (SPEC §13). `first_edition` stands for the three first-edition toggles.
OPTIONS: tuple[str, ...] = (
    "start_variant",
    "ask_free_draws",  # = auto_accept_free_draws off (A-11, C-3)
    "chapel_count_public",
    "deck_first_edition",
    "guild_hall_first_edition",
    "gold_mine_first_edition",
    "module_new_buildings",  # SPEC §14: placeholder card data, off by default
)
MODULE = "module_new_buildings"
EDITION_TOGGLES = ("deck_first_edition", "guild_hall_first_edition", "gold_mine_first_edition")
FIRST_EDITION = "first_edition"

# A card's effects at one timing point: (parameters, handler) pairs.
Bound = tuple[tuple[Mapping[str, Any], Handler], ...]


@dataclass(frozen=True, slots=True)
class GameDef:
    catalog: Catalog
    options: frozenset[str]
    card_of: tuple[CardDef, ...]  # uid -> card
    at: tuple[dict[str, Bound], ...]  # card index -> timing point -> effects
    tiles: Mapping[str, TileDef]
    points: frozenset[str]  # timing points some card in play acts at (others cost nothing)
    index_of: tuple[int, ...]  # uid -> catalog index of its card (the effect tables' key)
    # uid -> the card's id / is it violet / production: plain lookups for the hot loops
    id_of: tuple[str, ...]
    violet_of: tuple[bool, ...]
    production_of: tuple[bool, ...]
    # The uids of one card kind are consecutive and kinds come in catalog order (index_of
    # never decreases): Game._distinct relies on it, and checks this flag.
    grouped: bool
    # uid -> its card's catalog index if the card has effects, else -1 (rules.powers' key)
    acting_index: tuple[int, ...]
    # every uid has a made action in the tables of actions.py (uid < UID_LIMIT)
    small: bool
    starting: tuple[int, ...]  # uids of the starting building's cards, lowest first
    central: tuple[int, ...]  # uids of the cards that lie beside the roles (§14 cathedral)
    # Memo of rules.effects_at: usable card indexes -> timing point -> effects. Derived data
    # only (the same for every game of this definition), so clones and games may share it.
    memo: dict[tuple[int, ...], Any] = field(default_factory=dict)
    # (seat, roles taken in the order taken) -> the choose_role actions of the roles still
    # free (decisions._legal_role); derived too.
    role_actions: dict[tuple[int, tuple[str, ...]], Any] = field(default_factory=dict)
    # catalog indexes of a city's build-cost cards -> its price table (rules.Powers); derived
    prices: dict[tuple[int, ...], tuple[int, ...]] = field(default_factory=dict)
    # seats -> the deck before its shuffle (Game.new); derived too
    decks: dict[int, tuple[int, ...]] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return len(self.card_of)

    def has(self, option: str) -> bool:
        return option in self.options


def expand_options(options: tuple[str, ...] | list[str]) -> frozenset[str]:
    out: set[str] = set()
    for o in options:
        if o == FIRST_EDITION:
            out.update(EDITION_TOGGLES)
        else:
            out.add(o)
    return frozenset(out)


# Built definitions by (catalog identity, options): a GameDef and its catalog never change, so
# every game of one configuration shares one (and its effect-table memo).
_BUILT: dict[tuple[int, frozenset[str]], GameDef] = {}


def build_gamedef(catalog: Catalog, options: frozenset[str]) -> GameDef:
    key = (id(catalog), options)
    gd = _BUILT.get(key)
    if gd is not None and gd.catalog is catalog:
        return gd
    gd = _build(catalog, options)
    if len(_BUILT) > 64:
        _BUILT.clear()  # test runs load many catalogs: keep the cache small
    _BUILT[key] = gd
    return gd


def _build(catalog: Catalog, options: frozenset[str]) -> GameDef:
    first_deck = "deck_first_edition" in options
    card_of: list[CardDef] = []
    for card in catalog.cards:
        if card.module is not None and card.module not in options:
            continue
        card_of += [card] * (card.copies_first_edition if first_deck else card.copies)
    at: list[dict[str, Bound]] = []
    for card in catalog.cards:
        points: dict[str, list[tuple[Mapping[str, Any], Handler]]] = {}
        for effect in card.effects:
            for point, fn in HOOKS[effect.hook]:
                points.setdefault(point, []).append((effect.params, fn))
        at.append({k: tuple(v) for k, v in points.items()})
    in_play = {c.index for c in card_of}
    index_of = tuple(c.index for c in card_of)
    return GameDef(
        catalog=catalog,
        options=options,
        card_of=tuple(card_of),
        at=tuple(at),
        tiles={t.id: t for t in catalog.tiles},
        points=frozenset(pt for i in in_play for pt in at[i]),
        index_of=index_of,
        id_of=tuple(c.id for c in card_of),
        violet_of=tuple(c.is_violet for c in card_of),
        production_of=tuple(c.is_production for c in card_of),
        grouped=all(a <= b for a, b in pairwise(index_of)),
        acting_index=tuple(c.index if at[c.index] else -1 for c in card_of),
        small=len(card_of) <= UID_LIMIT,
        starting=tuple(u for u, c in enumerate(card_of) if c.id == catalog.setup.starting_building),
        central=tuple(u for u, c in enumerate(card_of) if c.central),
    )
