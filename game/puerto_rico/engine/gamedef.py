"""The GameDef: what is in play in one configuration, frozen, built once and shared by clones.

A game's static facts: every building with this game's costs (an alternative rule may change
them), the effects of the buildings *in play* indexed by hook (and, as they move to typed effects,
by timing point), producers, prices and the Mayor layout memo. `GameDef.get` builds one per
(catalog, building sets in play, variants) and caches it, so a new game, a clone or a loaded save
costs a dictionary look-up, and the buildings of modules not in play (Bohio, Cadastral Office,
Export Office, ...) cost nothing at run time: their hooks are not indexed at all.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from game.puerto_rico.catalog import BuildingDef, Catalog
from game.puerto_rico.engine import effects as _effects  # noqa: F401  (registers every hook)
from game.puerto_rico.engine.state import GOODS, GameState
from game.puerto_rico.engine.timing import REGISTRY, At, Bound, catalog_points, effect_table

if TYPE_CHECKING:
    from game.puerto_rico.catalog.model import EffectDef

# The alternative-art School and Factory (SPEC §18.1): their costs swap, level and VP stay.
COST_SWAP = {"school": 7, "factory": 8}
# The catalog `expansion` value of the buildings each module brings (SPEC §12, §13).
MODULE_SETS = {"new_buildings": "I", "citizens": "II"}
BASE = "base"
# Every building set of the catalog: for arranged positions (scenarios), which may hold any.
ALL_SETS = frozenset({BASE, *MODULE_SETS.values()})
# Entries kept in a GameDef's Mayor layout memo before it is emptied (a bound on memory).
LAYOUT_MEMO_SIZE = 20_000

Layouts = tuple[tuple[tuple[Any, ...], ...], ...]


@dataclass(frozen=True, eq=False)
class GameDef:
    """The static facts of one configuration. Never mutated after `build` (except the memo)."""

    catalog: Catalog
    sets: frozenset[str]  # the building sets in play: "base", "I", "II"
    variants: frozenset[str]
    # Every catalog building with this game's costs: look-ups by id (the draft, the screen and
    # tests ask about any building). Only `in_play` ones are indexed for effects below.
    buildings: tuple[BuildingDef, ...]
    bdefs: dict[str, BuildingDef]
    spaces: dict[str, int]
    slots: dict[str, int]  # figures a building holds
    bindex: dict[str, int]
    buildings_by_cost: list[BuildingDef]
    in_play: frozenset[str]
    in_play_by_cost: tuple[BuildingDef, ...]  # what a builder may ever find in the supply
    # The same buildings as (cost, id, spaces, level, size) rows: the builder's options read
    # them on every turn, plain tuples unpack faster than attribute look-ups.
    build_rows: tuple[tuple[int, str, int, int, str], ...]
    # build_rows_by_quarries[q]: the same buildings as (cost, cost less the discount of q
    # occupied quarries, id, spaces), for the base game's builder (no other discount).
    build_rows_by_quarries: tuple[tuple[tuple[int, int, str, int], ...], ...]
    # hook name -> (building id, effect) of the buildings in play, in catalog order.
    hook_index: dict[str, list[tuple[str, EffectDef]]]
    # Every timing point of the catalog, in play or not. Two phases record progress keys
    # (captain "export", trader "sold") whenever the catalog has one: saves and replays hold them.
    catalog_points: frozenset[At]
    occupant_dependent: frozenset[str]
    producers: dict[str, list[str]]  # good -> ids of the buildings in play that process it
    # (good, its producers) for every good but corn (which needs no building), in GOODS order.
    pair_producers: tuple[tuple[str, tuple[str, ...]], ...]
    production_buildings: frozenset[str]  # every building that processes a good
    prices: dict[str, int]
    # Timing point -> the typed effects registered there, for the buildings in play
    # (engine/timing.py); phase code fires timing points.
    effects: dict[At, tuple[Bound, ...]] = field(default_factory=dict)
    # The Mayor's enumerated useful layouts (layout._listed; the cheap answers are not kept) per
    # (figures, citizens, tiles, buildings): values are tuples,
    # never changed once stored; dict get/set are atomic, so clones on the AI thread may share it.
    layout_memo: dict[tuple[Any, ...], Layouts] = field(default_factory=dict, repr=False)

    @staticmethod
    def build(catalog: Catalog, sets: Iterable[str], variants: Iterable[str]) -> GameDef:
        sets = frozenset(sets)
        variants = frozenset(variants)
        buildings = tuple(
            replace(b, cost=COST_SWAP[b.id]) if "cost_swap" in variants and b.id in COST_SWAP else b
            for b in catalog.buildings
        )
        in_play = tuple(b for b in buildings if b.expansion in sets)
        hook_index: dict[str, list[tuple[str, EffectDef]]] = {}
        for b in in_play:
            for eff in b.effects:
                hook_index.setdefault(eff.hook, []).append((b.id, eff))
        producers: dict[str, list[str]] = {g: [] for g in GOODS}
        for b in in_play:
            if b.produces:
                producers[b.produces].append(b.id)
        return GameDef(
            catalog=catalog,
            sets=sets,
            variants=variants,
            buildings=buildings,
            bdefs={b.id: b for b in buildings},
            spaces={b.id: b.spaces for b in buildings},
            slots={b.id: b.slots for b in buildings},
            bindex={b.id: b.index for b in buildings},
            buildings_by_cost=sorted(buildings, key=lambda b: (b.cost, b.index)),
            in_play=frozenset(b.id for b in in_play),
            in_play_by_cost=tuple(sorted(in_play, key=lambda b: (b.cost, b.index))),
            build_rows=tuple(
                (b.cost, b.id, b.spaces, b.level, b.size)
                for b in sorted(in_play, key=lambda b: (b.cost, b.index))
            ),
            build_rows_by_quarries=tuple(
                tuple(
                    (b.cost, b.cost - min(q, b.level), b.id, b.spaces)
                    for b in sorted(in_play, key=lambda b: (b.cost, b.index))
                )
                for q in range(5)
            ),
            hook_index=hook_index,
            catalog_points=catalog_points(buildings),
            occupant_dependent=frozenset(
                b.id for b in in_play if any(REGISTRY[e.hook].occupant_dependent for e in b.effects)
            ),
            producers=producers,
            pair_producers=tuple((g, tuple(producers[g])) for g in GOODS if g != "corn"),
            production_buildings=frozenset(b.id for b in buildings if b.produces),
            prices={g.id: g.price for g in catalog.goods},
            effects=effect_table(in_play),
        )

    @staticmethod
    def get(catalog: Catalog, sets: Iterable[str], variants: Iterable[str]) -> GameDef:
        """The shared GameDef of this configuration (built on first use)."""
        sets = frozenset(sets)
        variants = frozenset(v for v in variants if v in _DEF_VARIANTS)
        key = (id(catalog), sets, variants)
        found = _CACHE.get(key)
        if found is None or found.catalog is not catalog:
            with _LOCK:
                found = _CACHE.get(key)
                if found is None or found.catalog is not catalog:
                    found = _CACHE[key] = GameDef.build(catalog, sets, variants)
        return found

    @staticmethod
    def for_state(catalog: Catalog, state: GameState) -> GameDef:
        """The GameDef of a game in this state: the base set, its modules' sets, and the set of
        any building already on the table (a saved arranged position may hold one)."""
        sets = {BASE, *(MODULE_SETS[m] for m in state.expansions if m in MODULE_SETS)}
        present = set(state.building_supply)
        for p in state.players:
            present.update(p.buildings)
        sets.update(b.expansion for b in catalog.buildings if b.id in present)
        return GameDef.get(catalog, sets, state.variants)


# The variants that change a GameDef (the others only change the flow of play).
_DEF_VARIANTS = frozenset({"cost_swap"})
_CACHE: dict[tuple[int, frozenset[str], frozenset[str]], GameDef] = {}
_LOCK = threading.Lock()
