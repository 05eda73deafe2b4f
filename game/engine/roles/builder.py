"""Builder: each seat may build one building; the builder pays one doubloon less."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import puertoma
from game.engine.actions import Action
from game.engine.rules import (
    effect_worker_available,
    effects,
    free_city,
    gain_vp,
    pay_doubloons,
    sourced_effects,
    take_effect_worker,
)
from game.engine.state import QUARRY

if TYPE_CHECKING:
    from game.engine.game import Game


def start(g: Game) -> None:
    g.s.ps = {"order": g.s.phase_order(g.s.chooser), "i": 0, "stage": "build", "built": None}


def cost(g: Game, seat: int, building_id: str) -> int:
    """What this seat would pay for the building now, after every discount (SPEC §7.3.2)."""
    s = g.s
    b = g.bdefs[building_id]
    p = s.players[seat]
    discount = min(p.tile_workers[QUARRY], b.level)
    if seat == s.chooser and s.phase == "builder":
        discount += 1
    return max(0, b.cost - discount)


def why_cannot_build(g: Game, seat: int, building_id: str) -> str | None:
    """None if the seat may build it now, else the reason (also used for the screen's tooltips)."""
    s = g.s
    p = s.players[seat]
    b = g.bdefs.get(building_id)
    if b is None or building_id not in s.building_supply:
        return f"there is no {building_id!r} in this game"
    if s.building_supply[building_id] <= 0:
        return f"no {b.name_en} is left on the building board"
    if building_id in p.buildings:
        return f"{p.name} already owns a {b.name_en}"
    if free_city(g, p) < b.spaces:
        return f"the {b.name_en} needs {b.spaces} free city space(s)"
    price = cost(g, seat, building_id)
    if p.doubloons < price:
        return f"the {b.name_en} costs {price} doubloon(s), {p.name} has {p.doubloons}"
    return None


def _build_options(g: Game, seat: int) -> list[Action]:
    """Same verdicts as why_cannot_build, computed in one pass (this runs on every turn)."""
    s = g.s
    p = s.players[seat]
    free = free_city(g, p)
    quarries = p.tile_workers[QUARRY]
    privilege = 1 if seat == s.chooser and s.phase == "builder" else 0
    money = p.doubloons
    owned = p.buildings
    supply = s.building_supply
    reach = money + min(quarries, 4) + privilege  # no discount beyond this
    options = []
    for b in g.buildings_by_cost:
        if b.cost > reach:
            break  # sorted by cost: nothing further is affordable
        bid = b.id
        if supply.get(bid, 0) <= 0 or bid in owned or b.spaces > free:
            continue
        if b.cost - min(quarries, b.level) - privilege <= money:
            options.append(Action(seat, "build", bid))
    return options


def advance(g: Game) -> bool:
    s = g.s
    ps = s.ps
    order = ps["order"]
    while ps["i"] < len(order):
        seat = order[ps["i"]]
        stage = ps["stage"]
        if stage == "build" and s.auto and puertoma.is_puertoma(g, seat):
            puertoma.builder_turn(g, seat)
            ps["i"] += 1
            continue
        if stage == "build":
            ps["stage"] = "school"
            options = _build_options(g, seat)
            if options:
                s.pending = (seat, "build")
                g._legal = [*options, Action(seat, "pass")]
                return False
        elif stage == "school":
            ps["stage"] = "church"
            p = s.players[seat]
            if ps["built"] and effects(g, p, "build_worker") and effect_worker_available(g):
                s.pending = (seat, "school")
                return False
        elif stage == "church":
            ps["stage"] = "next"
            if ps["built"]:
                _build_vp(g, seat, ps["built"])
        else:
            ps["i"] += 1
            ps["stage"] = "build"
            ps["built"] = None
    return True


def _build_vp(g: Game, seat: int, built: str) -> None:
    """VP by the level of the building just built, from another building (Church)."""
    level = g.bdefs[built].level
    for bid, eff in sourced_effects(g, g.s.players[seat], "build_vp"):
        if bid == built:
            continue  # building the Church itself gives nothing
        table = eff.params["by_level"]
        vp = table[min(level, len(table)) - 1]
        if vp:
            gain_vp(g, seat, vp)
            g.emit("building_vp", seat, building=bid, vp=vp)


def legal(g: Game, seat: int, kind: str) -> list[Action]:
    if kind == "build":
        return [*_build_options(g, seat), Action(seat, "pass")]
    if kind == "school":
        return [Action(seat, "school_worker"), Action(seat, "pass")]
    raise AssertionError(kind)


def act(g: Game, action: Action) -> None:
    s = g.s
    seat = action.seat
    p = s.players[seat]
    ps = s.ps
    if action.kind == "build":
        bid = action.value
        price = cost(g, seat, bid)
        pay_doubloons(g, seat, price)
        s.building_supply[bid] -= 1
        p.buildings[bid] = 0
        ps["built"] = bid
        g.emit("building_built", seat, building=bid, cost=price)
        if s.auto:
            puertoma.on_human_build(g, bid)
        if free_city(g, p) == 0:
            s.t2 = True  # the game ends at the end of this builder phase (SPEC §9.1 T2)
    elif action.kind == "school_worker":
        bid = ps["built"]
        take_effect_worker(g)
        if g.bdefs[bid].slots > p.buildings[bid]:
            p.buildings[bid] += 1
        else:
            p.portrait_workers += 1  # a building without slots (Monument)
        g.emit("school_worker", seat, building=bid)


def why_not(g: Game, action: Action) -> str | None:
    seat, kind = g.s.pending  # type: ignore[misc]
    if kind == "build" and action.kind == "build":
        return why_cannot_build(g, seat, action.value) or "not a legal build"
    return f"{g.s.players[seat].name} must decide on {kind} now, not {action.kind}"
