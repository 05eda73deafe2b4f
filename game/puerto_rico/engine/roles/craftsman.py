"""Craftsman: every seat produces; the craftsman then takes one extra crate of a produced good."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.puerto_rico.engine import puertoma
from game.puerto_rico.engine.actions import Action
from game.puerto_rico.engine.rules import (
    effects,
    gain_doubloons,
    gain_vp,
    occupied_by,
    privilege,
    sourced_effects,
)
from game.puerto_rico.engine.state import GOODS

if TYPE_CHECKING:
    from game.puerto_rico.engine.game import Game


def start(g: Game) -> None:
    s = g.s
    s.ps = {
        "order": s.phase_order(s.chooser),
        "i": 0,
        "privilege": "todo",
        "produced": [],
        # Crates each seat gained this phase by good (production, Canal, privilege): Distillery.
        "gains": [{} for _ in range(s.seats)],
    }
    if "chapel_bonus" in g.hook_index:
        _chapels(g)


def _chapels(g: Game) -> None:
    """Start of the phase: a worker in a Chapel earns doubloons, a citizen VP (SPEC §13.3)."""
    s = g.s
    for seat in s.ps["order"]:
        p = s.players[seat]
        for bid, eff in sourced_effects(g, p, "chapel_bonus"):
            if occupied_by(p, bid) == "citizen":
                gain_vp(g, seat, eff.params["vp"])
                g.emit("building_vp", seat, building=bid, vp=eff.params["vp"])
            else:
                gain_doubloons(g, seat, eff.params["doubloons"])
                g.emit("building_coins", seat, building=bid, doubloons=eff.params["doubloons"])


def _sewing(g: Game, seat: int) -> None:
    """The seat's production step: doubloons per citizen owned (Large Sewing Workshop), capped
    with the alternative rule sewing_cap (SPEC §18.3)."""
    p = g.s.players[seat]
    for bid, eff in sourced_effects(g, p, "citizen_coins"):
        coins = eff.params["doubloons"] * p.citizen_count
        if "sewing_cap" in g.s.variants:
            coins = min(coins, eff.params["cap"])
        if coins:
            gain_doubloons(g, seat, coins)
            g.emit("building_coins", seat, building=bid, doubloons=coins)


def _gained(g: Game, seat: int, good: str, n: int) -> None:
    gains = g.s.ps.setdefault("gains", [{} for _ in range(g.s.seats)])
    gains[seat][good] = gains[seat].get(good, 0) + n


def production(g: Game, seat: int) -> dict[str, int]:
    """Crates the seat would receive now, capped by the crate supply (SPEC §7.4.1)."""
    s = g.s
    p = s.players[seat]
    out: dict[str, int] = {}
    occupied = p.tile_workers
    for good in GOODS:
        n = occupied[good]
        if n and good != "corn":
            n = min(n, sum(p.buildings.get(b, 0) for b in g.producers[good]))
        n = min(n, s.crates[good])
        if n:
            out[good] = n
    return out


def advance(g: Game) -> bool:
    s = g.s
    ps = s.ps
    order = ps["order"]
    while ps["i"] < len(order):
        seat = order[ps["i"]]
        if s.auto and puertoma.is_puertoma(g, seat):
            puertoma.craftsman_turn(g, seat)
            ps["i"] += 1
            continue
        if production(g, seat):
            s.pending = (seat, "produce")
            return False
        ps["i"] += 1
        _sewing(g, seat)  # nothing to produce: the workshop pays all the same
    if ps["privilege"] == "todo":
        ps["privilege"] = "done"
        if s.auto and puertoma.is_puertoma(g, s.chooser):
            puertoma.craftsman_privilege(g, s.chooser)
        elif _bonus_goods(g):
            if privilege(g, s.chooser) == 2:
                ps["bonus_left"] = 1  # Publishing House: a second crate after the first
            s.pending = (s.chooser, "craftsman_bonus")
            return False
    if ps.pop("again", False) and _bonus_goods(g):
        s.pending = (s.chooser, "craftsman_bonus")
        return False
    _distillery(g)
    if s.auto:
        puertoma.craftsman_end(g)
    return True


def _canal(g: Game, seat: int, made: dict[str, int]) -> None:
    """After the seat's production: more crates of a produced good that has small- and large-tier
    buildings, if the seat's large-tier one is occupied (Canal), supply permitting."""
    s = g.s
    p = s.players[seat]
    for bid, eff in sourced_effects(g, p, "canal_bonus"):
        extra: dict[str, int] = {}
        for good in GOODS:
            if not made.get(good):
                continue
            tiers = {g.bdefs[b].tier for b in g.producers[good]}
            large_occupied = any(
                p.buildings.get(b, 0) > 0 for b in g.producers[good] if g.bdefs[b].tier == "large"
            )
            n = min(eff.params["crates"], s.crates[good])
            if "small" in tiers and large_occupied and n > 0:
                s.crates[good] -= n
                p.goods[good] += n
                _gained(g, seat, good, n)
                extra[good] = n
        if extra:
            g.emit("building_goods", seat, building=bid, goods=extra)


def _distillery(g: Game) -> None:
    """End of phase: doubloons for the non-corn good each owner gained most of (Distillery)."""
    s = g.s
    gains = s.ps.get("gains") or [{} for _ in range(s.seats)]
    for seat in s.ps["order"]:
        for bid, eff in sourced_effects(g, s.players[seat], "distill_bonus"):
            best = max((n for good, n in gains[seat].items() if good != "corn"), default=0)
            bonus = max(0, best - eff.params["minus"])
            if bonus:
                gain_doubloons(g, seat, bonus)
                g.emit("building_coins", seat, building=bid, doubloons=bonus)


def _bonus_goods(g: Game) -> list[str]:
    s = g.s
    return [good for good in GOODS if good in s.ps["produced"] and s.crates[good] > 0]


def legal(g: Game, seat: int, kind: str) -> list[Action]:
    if kind == "produce":
        return [Action(seat, "produce"), Action(seat, "pass")]
    if kind == "craftsman_bonus":
        return [Action(seat, "craftsman_bonus", good) for good in _bonus_goods(g)] + [
            Action(seat, "pass")
        ]
    raise AssertionError(kind)


def act(g: Game, action: Action) -> None:
    s = g.s
    seat = action.seat
    p = s.players[seat]
    ps = s.ps
    if ps["privilege"] == "todo":  # still in the seats' production turns
        ps["i"] += 1
        if action.kind == "pass":
            g.emit("production_declined", seat)
            _sewing(g, seat)
            return
        made = production(g, seat)
        for good, n in made.items():
            s.crates[good] -= n
            p.goods[good] += n
            _gained(g, seat, good, n)
        g.emit("produced", seat, goods=made)
        if seat == s.chooser:
            ps["produced"] = sorted(made, key=GOODS.index)
        _canal(g, seat, made)
        for eff in effects(g, p, "variety_bonus"):
            table = eff.params["doubloons"]
            bonus = table[min(len(made), len(table) - 1)]
            if bonus:
                gain_doubloons(g, seat, bonus)
                g.emit("factory_bonus", seat, doubloons=bonus, kinds=len(made))
        _sewing(g, seat)
    elif action.kind == "craftsman_bonus":
        s.crates[action.value] -= 1
        p.goods[action.value] += 1
        _gained(g, seat, action.value, 1)
        g.emit("craftsman_bonus", seat, good=action.value)
        if ps.get("bonus_left"):
            ps["bonus_left"] -= 1
            ps["again"] = True


def why_not(g: Game, action: Action) -> str | None:
    seat, kind = g.s.pending  # type: ignore[misc]
    if kind == "craftsman_bonus" and action.kind == "craftsman_bonus":
        return "the extra crate must be a good produced this phase and still in supply"
    return f"{g.s.players[seat].name} must decide on {kind} now, not {action.kind}"
