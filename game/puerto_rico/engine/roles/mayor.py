"""Mayor: the hiring hall is shared out, every seat lays out its figures, then the hall refills."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.puerto_rico.engine import puertoma
from game.puerto_rico.engine.actions import Action
from game.puerto_rico.engine.layout import (
    apply_layout,
    check_layout,
    current_layout,
    layout_choice,
    slot_capacity,
    useful_layouts,
)
from game.puerto_rico.engine.rules import privilege, sourced_effects
from game.puerto_rico.engine.state import PORTRAIT

if TYPE_CHECKING:
    from game.puerto_rico.engine.game import Game


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
    # 2. Villa owners take a citizen (a worker if none is left) from the supply.
    if "villa_figure" in g.hook_index:
        _villas(g, order)
    # 3. The hall is emptied one figure at a time in phase order (taking is mandatory, A-42).
    if s.hall_citizens:
        s.ps["turn"] = 0  # with citizens the seats take their figures one by one (advance)
        return
    _share_workers(g, order)


def _share_workers(g: Game, order: list[int]) -> None:
    """Hand out the hall's workers round the table from order[0], one at a time, in one go."""
    s = g.s
    hall = s.hiring_hall
    s.hiring_hall = 0
    bots = bool(s.auto)
    for i, seat in enumerate(order):
        share = hall // s.seats + (1 if i < hall % s.seats else 0)
        if share:
            g.emit("workers_taken", seat, workers=share)
            if bots and puertoma.is_puertoma(g, seat):
                puertoma.receive_figures(g, seat, share)
            else:
                s.players[seat].portrait_workers += share


def _villas(g: Game, order: list[int]) -> None:
    s = g.s
    for seat in order:
        p = s.players[seat]
        for bid, _eff in sourced_effects(g, p, "villa_figure"):
            if s.citizen_supply > 0:
                s.citizen_supply -= 1
                p.portrait_workers += 1
                p.move_citizens(PORTRAIT, 1)
                g.emit("building_figure", seat, building=bid, figure="citizen")
            elif s.worker_supply > 0:
                s.worker_supply -= 1
                p.portrait_workers += 1
                g.emit("building_figure", seat, building=bid, figure="worker")


def _hand_out(g: Game) -> bool:
    """Share the hall out one figure at a time (SPEC §7.2.1 step 3); False while a seat must
    choose between a worker and a citizen."""
    s = g.s
    ps = s.ps
    order = ps["order"]
    while s.hiring_hall + s.hall_citizens > 0:
        turn = ps["turn"] % len(order)
        if not s.hall_citizens:  # only workers left: no choice, one log line per seat
            _share_workers(g, order[turn:] + order[:turn])
            break
        seat = order[turn]
        if s.hiring_hall and not (s.auto and puertoma.is_puertoma(g, seat)):
            s.pending = (seat, "hall_pick")  # a worker and a citizen: the seat chooses
            return False
        # Only citizens left, or a Puertoma, which takes a citizen whenever it can (§19.16.2).
        _take(g, seat, "citizen")
    del ps["turn"]
    return True


def _take(g: Game, seat: int, figure: str) -> None:
    s = g.s
    if figure == "citizen":
        s.hall_citizens -= 1
    else:
        s.hiring_hall -= 1
    s.ps["turn"] += 1
    if s.auto and puertoma.is_puertoma(g, seat):
        puertoma.receive_figures(g, seat, 1, citizens=int(figure == "citizen"))
    else:
        p = s.players[seat]
        p.portrait_workers += 1
        if figure == "citizen":
            p.move_citizens(PORTRAIT, 1)
    g.emit("figure_taken", seat, figure=figure)


def advance(g: Game) -> bool:
    s = g.s
    ps = s.ps
    order = ps["order"]
    if "turn" in ps and not _hand_out(g):
        return False
    while ps["i"] < len(order):
        seat = order[ps["i"]]
        p = s.players[seat]
        if s.auto and puertoma.is_puertoma(g, seat):
            ps["i"] += 1  # its figures were placed as they arrived
            continue
        layouts = layout_choice(g, p) if p.figures else []
        if len(layouts) > 1:
            s.pending = (seat, "mayor_layout")  # legal() lists the (memoised) layouts
            return False
        if len(layouts) == 1:
            _place(g, seat, layouts[0])  # only one layout obeys the fill rule
        ps["i"] += 1
    if s.auto:
        puertoma.mayor_end(g)
    _refill(g)
    return True


def _place(g: Game, seat: int, layout: tuple[tuple[object, ...], ...]) -> None:
    p = g.s.players[seat]
    apply_layout(p, layout)
    if g.records_events:
        g.emit(
            "workers_placed", seat, layout=[list(x) for x in layout], portrait=p.portrait_workers
        )


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
    citizens = 0
    if "citizens" in s.expansions and s.citizen_supply > 0:
        citizens = 1  # one of the figures is a citizen, placed first (§13.1, errata §23)
        s.citizen_supply -= 1
        s.hall_citizens += 1
    moved = min(required - citizens, s.worker_supply)
    s.worker_supply -= moved
    s.hiring_hall += moved
    with_citizens = "citizens" in s.expansions
    extra = {"citizens": citizens} if with_citizens else {}
    g.emit("hall_refilled", None, workers=moved, **extra, required=required)
    if moved + citizens < required and not with_citizens:
        s.t1 = True  # the game ends at the end of this mayor phase (SPEC §9.1 T1, not with II)


def legal(g: Game, seat: int, kind: str) -> list[Action]:
    if kind == "hall_pick":
        return [Action(seat, "take_figure", "citizen"), Action(seat, "take_figure", "worker")]
    assert kind == "mayor_layout"
    return [Action(seat, "place_workers", lay) for lay in useful_layouts(g, g.s.players[seat])]


def act(g: Game, action: Action) -> None:
    if action.kind == "take_figure":
        _take(g, action.seat, action.value)
        return
    _place(g, action.seat, action.value)
    g.s.ps["i"] += 1


def why_not(g: Game, action: Action) -> str | None:
    seat, kind = g.s.pending  # type: ignore[misc]
    p = g.s.players[seat]
    if kind == "hall_pick":
        if action.kind == "take_figure":
            return "take_figure is 'worker' or 'citizen'"
        return f"{p.name} must take a worker or a citizen from the hiring hall now"
    if action.kind != "place_workers":
        return f"{p.name} must place workers now, not {action.kind}"
    return check_layout(g, p, action.value)


__all__ = ["current_layout", "empty_building_slots", "refill_required", "slot_capacity"]
