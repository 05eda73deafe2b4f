"""Conservation and bounds (SANTIAGO_SPEC §10.2), checked after every action in tests and fuzz."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.santiago.engine.game import Game


def problems(g: Game) -> list[str]:
    """Every broken invariant, in words (empty: all hold)."""
    s = g.s
    d = g.d
    out: list[str] = []
    for good in d.goods:
        held = sum(p.goods[good] for p in s.players)
        if s.supply[good] + held != d.supply[good]:
            out.append(f"{good}: supply {s.supply[good]} + held {held} != {d.supply[good]}")
        if s.supply[good] < 0 or any(p.goods[good] < 0 for p in s.players):
            out.append(f"{good}: a negative count")
    if sum(p.pesos for p in s.players) != s.pesos_issued:
        out.append(f"pesos held != pesos issued {s.pesos_issued}")
    if sum(p.vp for p in s.players) != s.vp_issued:
        out.append(f"VP held != VP issued {s.vp_issued}")
    for i, p in enumerate(s.players):
        if p.pesos < 0 or p.vp < 0:
            out.append(f"seat {i}: negative pesos or VP")
        if sum(p.vp_by_source.values()) != p.vp:
            out.append(f"seat {i}: VP by source {p.vp_by_source} does not sum to {p.vp}")
        owned = sum(1 for o in s.owner.values() if o == i)
        if owned + p.markers != d.catalog.setup.property_markers:
            out.append(f"seat {i}: {owned} owned + {p.markers} markers left")
    brokers = [p.broker for p in s.players if p.broker is not None]
    if len(brokers) != len(set(brokers)):
        out.append(f"two brokers on one building: {brokers}")
    if sorted(s.slots) != sorted(d.building_ids) or sorted(
        c for c in s.street if c is not None
    ) != sorted(d.cuban_ids):
        out.append("the board lost or doubled a tile")
    if not 0 <= s.car < d.stops:
        out.append(f"car on stop {s.car}")
    if not 0 <= s.ships_departed <= d.ships_per_game:
        out.append(f"ships departed {s.ships_departed}")
    if d.flag_vp[s.value] is None:
        out.append("the value marker rests on the checkered flag")
    if not s.over and s.stage != "set_aside" and not s.pending_demand:
        # A ship in port has four dice, not all 0, within their faces, and one set aside.
        if len(s.demand) != d.catalog.board.demand_spaces or s.set_aside is None:
            out.append(f"demand {s.demand} set aside {s.set_aside}")
        elif not any(s.demand.values()) and s.stage not in ("end_turn",):
            out.append("an all-zero demand on a ship in port")
        for good, v in s.demand.items():
            die = d.catalog.good(good).die or ()
            if not 0 <= v <= max(die):
                out.append(f"{good} die shows {v}")
    return out


def check(g: Game) -> None:
    """Raise AssertionError listing every broken invariant."""
    found = problems(g)
    if found:
        raise AssertionError("; ".join(found))
