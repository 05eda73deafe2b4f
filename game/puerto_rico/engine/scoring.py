"""Final scoring by category (SPEC §9.2) and the large buildings' game-end bonuses."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.puerto_rico.engine.state import TILE_KINDS, PlayerState

if TYPE_CHECKING:
    from game.puerto_rico.catalog.model import EffectDef
    from game.puerto_rico.engine.game import Game


def _production_bonus(g: Game, p: PlayerState, eff: EffectDef) -> int:
    total = 0
    for bid in p.buildings:
        b = g.bdefs[bid]
        if b.is_production:
            total += eff.params["large"] if b.tier == "large" else eff.params["small"]
    return total


def _land_bonus(g: Game, p: PlayerState, eff: EffectDef) -> int:
    tiles = p.land_tiles
    vp = 0
    for minimum, points in eff.params["table"]:
        if tiles >= minimum:
            vp = points
    return vp


def _figure_bonus(g: Game, p: PlayerState, eff: EffectDef) -> int:
    return p.figures // eff.params["per"]


def _chip_bonus(g: Game, p: PlayerState, eff: EffectDef) -> int:
    return p.chips // eff.params["per"]


def _commercial_bonus(g: Game, p: PlayerState, eff: EffectDef) -> int:
    count = sum(1 for bid in p.buildings if not g.bdefs[bid].is_production)
    return count * eff.params["per_building"]


def _sets_bonus(g: Game, p: PlayerState, eff: EffectDef) -> int:
    size = eff.params["size"]
    sets = sum(p.tiles[kind] // size for kind in TILE_KINDS)
    table = eff.params["vp_by_sets"]
    return table[min(sets, len(table) - 1)]


def _citizen_bonus(g: Game, p: PlayerState, eff: EffectDef) -> int:
    return p.citizen_count * eff.params["per_citizen"]


# Game-end hooks: name -> handler giving the bonus VP of one occupied large building.
END_BONUS: dict[str, Callable[[Game, PlayerState, EffectDef], int]] = {
    "end_production_bonus": _production_bonus,
    "end_land_bonus": _land_bonus,
    "end_figure_bonus": _figure_bonus,
    "end_chip_bonus": _chip_bonus,
    "end_commercial_bonus": _commercial_bonus,
    "end_sets_bonus": _sets_bonus,
    "end_citizen_bonus": _citizen_bonus,
}


def score(g: Game, p: PlayerState) -> dict[str, Any]:
    """VP by category for one seat; large-building bonuses need the building occupied."""
    building_vp = sum(g.bdefs[bid].vp for bid in p.buildings)
    bonuses: dict[str, int] = {}
    for bid, occupants in p.buildings.items():
        if not occupants:
            continue
        for eff in g.bdefs[bid].effects:
            handler = END_BONUS.get(eff.hook)
            if handler is not None:
                bonuses[bid] = bonuses.get(bid, 0) + handler(g, p, eff)
    if p.citizens:
        bonuses["citizens"] = p.citizen_count  # 1 VP per citizen owned (SPEC §9.2)
    bonus_total = sum(bonuses.values())
    return {
        "vp_chips": p.chips,
        "buildings": building_vp,
        "bonuses": bonuses,
        "bonus_total": bonus_total,
        "total": p.chips + building_vp + bonus_total,
        "tiebreak": p.doubloons + p.crates,
    }
