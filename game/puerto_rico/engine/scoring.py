"""Final scoring by category (SPEC §9.2); the large buildings' bonuses act at END_SCORING."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.puerto_rico.engine import achievements
from game.puerto_rico.engine.state import PlayerState
from game.puerto_rico.engine.timing import At

if TYPE_CHECKING:
    from game.puerto_rico.engine.game import Game


def score(g: Game, p: PlayerState) -> dict[str, Any]:
    """VP by category for one seat; large-building bonuses need the building occupied."""
    building_vp = sum(g.bdefs[bid].vp for bid in p.buildings)
    seat = next(i for i, q in enumerate(g.s.players) if q is p)
    found: dict[str, int] = {}
    for bid, eff, handler in g.effects_at.get(At.END_SCORING, ()):
        if p.buildings.get(bid, 0) > 0:
            found[bid] = found.get(bid, 0) + handler(eff, g, seat, bid)
    bonuses = {bid: found[bid] for bid in p.buildings if bid in found}  # in building order
    if p.citizens:
        bonuses["citizens"] = p.citizen_count  # 1 VP per citizen owned (SPEC §9.2)
    if g.s.achievements is not None:
        bonuses["achievements"] = achievements.seat_vp(g, seat)  # completed cards (SPEC §17.2)
    bonus_total = sum(bonuses.values())
    return {
        "vp_chips": p.chips,
        "buildings": building_vp,
        "bonuses": bonuses,
        "bonus_total": bonus_total,
        "total": p.chips + building_vp + bonus_total,
        "tiebreak": p.doubloons + p.crates,
    }
