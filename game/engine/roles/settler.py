"""Settler: each seat may take a face-up plantation; the settler may take a quarry instead."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import puertoma
from game.engine.actions import Action
from game.engine.rules import (
    draw_plantations,
    effect_worker_available,
    free_island,
    has_effect,
    take_effect_worker,
)
from game.engine.state import GOODS, QUARRY

if TYPE_CHECKING:
    from game.engine.game import Game

# A seat's turn walks through these stages (SPEC §7.1.1 and §20).
HACIENDA, PICK, HOSPITAL, NEXT = "hacienda", "pick", "hospital", "next"


def start(g: Game) -> None:
    g.s.ps = {"order": g.s.phase_order(g.s.chooser), "i": 0, "stage": HACIENDA, "gained": []}


def advance(g: Game) -> bool:
    s = g.s
    ps = s.ps
    order = ps["order"]
    while ps["i"] < len(order):
        seat = order[ps["i"]]
        p = s.players[seat]
        stage = ps["stage"]
        if stage == HACIENDA and s.auto and puertoma.is_puertoma(g, seat):
            puertoma.settler_turn(g, seat)
            ps["i"] += 1
            continue
        if stage == HACIENDA:
            ps["stage"] = PICK
            if has_effect(g, p, "hacienda_draw") and free_island(p) > 0 and (s.bag or s.discard):
                s.pending = (seat, "hacienda")
                return False
        elif stage == PICK:
            ps["stage"] = HOSPITAL
            options = _pick_options(g, seat)
            if options:
                s.pending = (seat, "settler_tile")
                g._legal = [*options, Action(seat, "pass")]
                return False
        elif stage == HOSPITAL:
            ps["stage"] = NEXT
            if ps["gained"] and has_effect(g, p, "settler_worker") and effect_worker_available(g):
                s.pending = (seat, "hospital")
                return False
        else:
            ps["i"] += 1
            ps["stage"] = HACIENDA
            ps["gained"] = []
    _end_of_phase(g)
    return True


def _end_of_phase(g: Game) -> None:
    s = g.s
    s.discard.extend(s.display)
    s.display = draw_plantations(g, g.cat.setup(s.seats).display)
    g.emit("display_refilled", None, display=list(s.display))


def _pick_options(g: Game, seat: int) -> list[Action]:
    s = g.s
    p = s.players[seat]
    if free_island(p) <= 0:
        return []
    options = [Action(seat, "take_plantation", good) for good in GOODS if good in s.display]
    if s.quarries > 0 and (seat == s.chooser or has_effect(g, p, "quarry_pick")):
        options.append(Action(seat, "take_quarry"))
    return options


def legal(g: Game, seat: int, kind: str) -> list[Action]:
    if kind == "hacienda":
        return [Action(seat, "hacienda_draw"), Action(seat, "pass")]
    if kind == "settler_tile":
        return [*_pick_options(g, seat), Action(seat, "pass")]
    if kind == "hospital":
        kinds = sorted(set(g.s.ps["gained"]), key=lambda k: (k == QUARRY, k))
        return [Action(seat, "hospital_worker", k) for k in kinds] + [Action(seat, "pass")]
    raise AssertionError(kind)


def act(g: Game, action: Action) -> None:
    s = g.s
    seat = action.seat
    p = s.players[seat]
    ps = s.ps
    kind = action.kind
    if kind == "hacienda_draw":
        good = draw_plantations(g, 1)[0]
        p.tiles[good] += 1
        ps["gained"].append(good)
        g.emit("hacienda_drawn", seat, good=good)
    elif kind == "take_plantation":
        s.display.remove(action.value)
        p.tiles[action.value] += 1
        ps["gained"].append(action.value)
        g.emit("plantation_taken", seat, good=action.value)
    elif kind == "take_quarry":
        s.quarries -= 1
        p.tiles[QUARRY] += 1
        ps["gained"].append(QUARRY)
        g.emit("quarry_taken", seat)
    elif kind == "hospital_worker":
        take_effect_worker(g)
        p.tile_workers[action.value] += 1
        g.emit("hospital_worker", seat, tile=action.value)
    # "pass" needs nothing: the stage already moved on.


def why_not(g: Game, action: Action) -> str | None:
    s = g.s
    seat, kind = s.pending  # type: ignore[misc]
    p = s.players[seat]
    if kind == "settler_tile":
        if action.kind == "take_plantation":
            return f"there is no face-up {action.value} plantation"
        if action.kind == "take_quarry":
            if s.quarries == 0:
                return "no quarries are left"
            return "only the Settler (or an occupied Materials Depot) may take a quarry"
    if kind == "hospital" and action.kind == "hospital_worker":
        return f"the Hospital worker must go on a tile {p.name} gained this turn"
    return f"{p.name} must decide on {kind.replace('_', ' ')} now, not {action.kind}"
