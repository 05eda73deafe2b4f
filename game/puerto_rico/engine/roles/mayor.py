"""Mayor: the hiring hall is shared out, every seat lays out its figures, then the hall refills."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.puerto_rico.engine import achievements
from game.puerto_rico.engine.actions import Action, new_action
from game.puerto_rico.engine.decisions import ENGLISH, Refusal, decision, who
from game.puerto_rico.engine.layout import (
    LAYOUT_CODES,
    Layout,
    apply_layout,
    current_layout,
    layout_english,
    layout_refusal,
    mayor_choice,
    slot_capacity,
    useful_layouts,
)
from game.puerto_rico.engine.progress import MayorProgress
from game.puerto_rico.engine.rules import empty_building_slots, privilege
from game.puerto_rico.engine.seats import ASK
from game.puerto_rico.engine.timing import At, fire, in_play

if TYPE_CHECKING:
    from game.puerto_rico.engine.game import Game


# The timing points used here, looked up once: reading a member through its enum class goes
# through the enum metaclass's attribute hook, which costs about as much as firing the point.
AT_MAYOR_START = At.MAYOR_START


def start(g: Game) -> None:
    s = g.s
    order = s.phase_order(s.chooser)
    # 1. Privilege: one worker from the supply, never from the hall (SPEC §7.2.1).
    s.ps = ps = MayorProgress(order=order)
    if s.achievements is not None:
        achievements.mayor_started(g)
    given = min(privilege(g, s.chooser), s.worker_supply)  # Publishing House: 2
    if given > 0:
        s.worker_supply -= given
        if g.records_events:
            g.emit("mayor_privilege", s.chooser, workers=given)
        g.seat_rules[s.chooser].receive_figures(g, given)
    # 2. Buildings that hand their owner a figure, in phase order.
    if in_play(g, AT_MAYOR_START):
        for seat in order:
            fire(g, AT_MAYOR_START, seat)
    # 3. The hall is emptied one figure at a time in phase order (taking is mandatory, A-42).
    if s.hall_citizens:
        ps.turn = 0  # with citizens the seats take their figures one by one (advance)
        return
    _share_workers(g, order)


def _share_workers(g: Game, order: list[int]) -> None:
    """Hand out the hall's workers round the table from order[0], one at a time, in one go."""
    s = g.s
    hall = s.hiring_hall
    s.hiring_hall = 0
    for i, seat in enumerate(order):
        share = hall // s.seats + (1 if i < hall % s.seats else 0)
        if share:
            if g.records_events:
                g.emit("workers_taken", seat, workers=share)
            g.seat_rules[seat].receive_figures(g, share)


def _hand_out(g: Game) -> bool:
    """Share the hall out one figure at a time (SPEC §7.2.1 step 3); False while a seat must
    choose between a worker and a citizen."""
    s = g.s
    ps = g.s.ps
    assert isinstance(ps, MayorProgress)
    order = ps.order
    while s.hiring_hall + s.hall_citizens > 0:
        turn = (ps.turn or 0) % len(order)
        if not s.hall_citizens:  # only workers left: no choice, one log line per seat
            _share_workers(g, order[turn:] + order[:turn])
            break
        seat = order[turn]
        # Only citizens left: a citizen; else the seat's rules pick (a Puertoma: a citizen).
        figure = g.seat_rules[seat].hall_pick(g) if s.hiring_hall else "citizen"
        if figure is ASK:
            s.pending = (seat, "hall_pick")  # a worker and a citizen: the seat chooses
            return False
        _take(g, seat, figure)
    ps.turn = None
    return True


def _take(g: Game, seat: int, figure: str) -> None:
    s = g.s
    if figure == "citizen":
        s.hall_citizens -= 1
    else:
        s.hiring_hall -= 1
    ps = g.s.ps
    assert isinstance(ps, MayorProgress)
    assert ps.turn is not None
    ps.turn += 1
    g.seat_rules[seat].receive_figures(g, 1, citizens=int(figure == "citizen"))
    g.emit("figure_taken", seat, figure=figure)


def advance(g: Game) -> bool:
    s = g.s
    ps = g.s.ps
    assert isinstance(ps, MayorProgress)
    order = ps.order
    if ps.turn is not None and not _hand_out(g):
        return False
    while ps.i < len(order):
        seat = order[ps.i]
        p = s.players[seat]
        if g.automated and g.seat_rules[seat].mayor_turn(g):
            ps.i += 1  # its figures were placed as they arrived
            continue
        # p.figures, without the property call (every seat, every mayor phase)
        figures = p.portrait_workers + sum(p.tile_workers.values()) + sum(p.buildings.values())
        if figures:
            # Asked whenever two legal layouts differ in outcome: empty slots set the hall's
            # refill and so the end (SPEC §7.2.2, §9.1 T1), even where no good is at stake.
            forced, layouts = mayor_choice(g, p, figures)
            if forced is None:
                s.pending = (seat, "mayor_layout")
                # The suggested layouts, listed now while the seat's slots are at hand.
                legal = g._legal = []
                for lay in layouts:  # a loop: no function object and frame of a comprehension
                    legal.append(new_action((seat, "place_workers", lay)))
                return False
            _place(g, seat, forced, figures)
        ps.i += 1
    if g.automated:
        g.automaton.mayor_ended(g)
    if s.achievements is not None:
        achievements.mayor_ended(g)
    _refill(g)
    return True


def _place(
    g: Game, seat: int, layout: tuple[tuple[object, ...], ...], figures: int | None = None
) -> None:
    p = g.s.players[seat]
    apply_layout(p, layout, figures)
    if g.records_events:
        g.emit(
            "workers_placed", seat, layout=[list(x) for x in layout], portrait=p.portrait_workers
        )


def refill_required(g: Game) -> int:
    s = g.s
    required = 0
    for rules in g.seat_rules:  # a loop: no generator
        required += rules.refill_contribution(g)
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
    if g.records_events:
        g.emit("hall_refilled", None, workers=moved, **extra, required=required)
    if moved + citizens < required and not with_citizens:
        s.t1 = True  # the game ends at the end of this mayor phase (SPEC §9.1 T1, not with II)


def act(g: Game, action: Action) -> None:
    if action.kind == "take_figure":
        _take(g, action.seat, action.value)
        return
    _place(g, action.seat, action.value)
    ps = g.s.ps
    assert isinstance(ps, MayorProgress)
    ps.i += 1


def _layouts(g: Game, seat: int) -> list[Layout]:
    return useful_layouts(g, g.s.players[seat])


def _layout_refusal(g: Game, action: Action) -> Refusal | None:
    if action.kind != "place_workers":
        return "decision_refusal.place_figures", {"who": who(g, action), "action": action.kind}
    refusal = layout_refusal(g, g.s.players[action.seat], action.value)
    if refusal is None:
        return None  # valid, though equivalent to a listed layout
    code, fields = refusal
    return f"layout_refusal.{code}", {**fields, "who": who(g, action)}


# Each seat's choice of a citizen or a worker from the hall, built once (actions are immutable).
HALL_PICKS = tuple(
    (new_action((seat, "take_figure", "citizen")), new_action((seat, "take_figure", "worker")))
    for seat in range(8)
)


decision(
    "hall_figure",
    "hall_pick",
    lambda g, seat: list(HALL_PICKS[seat]),
    lambda g, action: (
        ("decision_refusal.figure_kind", {})
        if action.kind == "take_figure"
        else ("decision_refusal.take_from_hall", {"who": who(g, action)})
    ),
    act,
)
decision(
    "figure_layout",
    "mayor_layout",
    lambda g, seat: [new_action((seat, "place_workers", lay)) for lay in _layouts(g, seat)],
    _layout_refusal,
    act,
)
ENGLISH.update(
    {
        "decision_refusal.figure_kind": lambda g, v: "take_figure is 'worker' or 'citizen'",
        "decision_refusal.take_from_hall": lambda g, v: (
            f"{v['who']} must take a worker or a citizen from the hiring hall now"
        ),
        "decision_refusal.place_figures": lambda g, v: (
            f"{v['who']} must place workers now, not {v['action']}"
        ),
    }
)


def _layout_words(code: str) -> Callable[[Game, dict[str, Any]], str]:
    def words(g: Game, v: dict[str, Any]) -> str:
        return layout_english(v["who"], code, v)

    return words


for _code in LAYOUT_CODES:
    ENGLISH[f"layout_refusal.{_code}"] = _layout_words(_code)


__all__ = ["current_layout", "empty_building_slots", "refill_required", "slot_capacity"]
