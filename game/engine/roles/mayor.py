"""Mayor: the hiring hall is shared out, every seat lays out its figures, then the hall refills."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import puertoma
from game.engine.actions import Action
from game.engine.layout import (
    apply_layout,
    check_layout,
    current_layout,
    slot_capacity,
    useful_layouts,
)
from game.engine.rules import privilege

if TYPE_CHECKING:
    from game.engine.game import Game


def start(g: Game) -> None:
    s = g.s
    order = s.phase_order(s.chooser)
    # 1. Privilege: one worker from the supply, never from the hall (SPEC §7.2.1).
    s.ps = {"order": order, "i": 0}
    bots = bool(s.auto)
    given = min(privilege(g, s.chooser), s.worker_supply)  # Publishing House: 2
    if given > 0:
        s.worker_supply -= given
        g.emit("mayor_privilege", s.chooser, workers=given)
        if bots and puertoma.is_puertoma(g, s.chooser):
            puertoma.receive_figures(g, s.chooser, given)  # placed at once (SPEC §19.7)
        else:
            s.players[s.chooser].portrait_workers += given
    # 2. The hall is emptied one figure at a time in phase order (taking is mandatory, A-42).
    hall = s.hiring_hall
    s.hiring_hall = 0
    for i, seat in enumerate(order):
        share = hall // s.seats + (1 if i < hall % s.seats else 0)
        if share:
            g.emit("workers_taken", seat, workers=share)
            if bots and puertoma.is_puertoma(g, seat):
                puertoma.receive_figures(g, seat, share)
            else:
                s.players[seat].portrait_workers += share


def advance(g: Game) -> bool:
    s = g.s
    ps = s.ps
    order = ps["order"]
    while ps["i"] < len(order):
        seat = order[ps["i"]]
        p = s.players[seat]
        if s.auto and puertoma.is_puertoma(g, seat):
            ps["i"] += 1  # its figures were placed as they arrived
            continue
        layouts = useful_layouts(g, p) if p.figures else []
        if len(layouts) > 1:
            s.pending = (seat, "mayor_layout")
            g._legal = [Action(seat, "place_workers", lay) for lay in layouts]
            return False
        if len(layouts) == 1:
            _place(g, seat, layouts[0])  # only one layout obeys the fill rule
        ps["i"] += 1
    if s.auto:
        puertoma.mayor_end(g)
    _refill(g)
    return True


def _place(g: Game, seat: int, layout: tuple[tuple[str, int], ...]) -> None:
    p = g.s.players[seat]
    apply_layout(p, layout)
    g.emit("workers_placed", seat, layout=[list(x) for x in layout], portrait=p.portrait_workers)


def empty_building_slots(g: Game, seat: int) -> int:
    p = g.s.players[seat]
    bdefs = g.bdefs
    return sum(bdefs[b].slots - n for b, n in p.buildings.items())


def refill_required(g: Game) -> int:
    s = g.s
    required = sum(
        puertoma.refill_contribution(g, seat)
        if s.auto and puertoma.is_puertoma(g, seat)
        else empty_building_slots(g, seat)
        for seat in range(s.seats)
    )
    return max(required, g.cat.setup(s.seats).refill_minimum)


def _refill(g: Game) -> None:
    s = g.s
    required = refill_required(g)
    moved = min(required, s.worker_supply)
    s.worker_supply -= moved
    s.hiring_hall += moved
    g.emit("hall_refilled", None, workers=moved, required=required)
    if moved < required:
        s.t1 = True  # the game ends at the end of this mayor phase (SPEC §9.1 T1)


def legal(g: Game, seat: int, kind: str) -> list[Action]:
    assert kind == "mayor_layout"
    return [Action(seat, "place_workers", lay) for lay in useful_layouts(g, g.s.players[seat])]


def act(g: Game, action: Action) -> None:
    _place(g, action.seat, action.value)
    g.s.ps["i"] += 1


def why_not(g: Game, action: Action) -> str | None:
    seat = g.s.pending[0]  # type: ignore[index]
    p = g.s.players[seat]
    if action.kind != "place_workers":
        return f"{p.name} must place workers now, not {action.kind}"
    return check_layout(g, p, action.value)


__all__ = ["current_layout", "empty_building_slots", "refill_required", "slot_capacity"]
