"""Craftsman: every seat produces; the craftsman then takes one extra crate of a produced good."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.puerto_rico.engine import achievements, checkpoints
from game.puerto_rico.engine.actions import PASSES, Action, new_action
from game.puerto_rico.engine.decisions import ENGLISH, Refusal, decision, other_decision
from game.puerto_rico.engine.progress import CraftsmanProgress
from game.puerto_rico.engine.rules import privilege
from game.puerto_rico.engine.state import GOODS
from game.puerto_rico.engine.timing import At, fire, in_play

if TYPE_CHECKING:
    from game.puerto_rico.engine.game import Game


# The timing points used here, looked up once: reading a member through its enum class goes
# through the enum metaclass's attribute hook, which costs about as much as firing the point.
AT_AFTER_PRODUCTION = At.AFTER_PRODUCTION
AT_CRAFTSMAN_END = At.CRAFTSMAN_END
AT_CRAFTSMAN_START = At.CRAFTSMAN_START
AT_PRODUCTION_STEP_END = At.PRODUCTION_STEP_END


PRODUCE = tuple(new_action((seat, "produce", None)) for seat in range(8))  # shared actions


def start(g: Game) -> None:
    s = g.s
    # Crates each seat gains this phase by good (production, Canal, privilege): Distillery.
    s.ps = ps = CraftsmanProgress(
        order=s.phase_order(s.chooser), gains=[{} for _ in range(s.seats)]
    )
    if in_play(g, AT_CRAFTSMAN_START):
        for seat in ps.order:
            fire(g, AT_CRAFTSMAN_START, seat)


def gained(g: Game, seat: int, good: str, n: int) -> None:
    """Count crates the seat gained this phase (production, buildings, privilege)."""
    gains = _gains(g)
    gains[seat][good] = gains[seat].get(good, 0) + n


def _gains(g: Game) -> list[dict[str, int]]:
    ps = g.s.ps
    assert isinstance(ps, CraftsmanProgress)
    if ps.gains is None:  # a game saved before the count existed
        ps.gains = [{} for _ in range(g.s.seats)]
    return ps.gains


def _take_again(ps: CraftsmanProgress) -> bool:
    """Whether another bonus crate is due (then no longer)."""
    again = bool(ps.again)
    ps.again = None
    return again


def production(g: Game, seat: int) -> dict[str, int]:
    """Crates the seat would receive now, capped by the crate supply (SPEC §7.4.1)."""
    s = g.s
    p = s.players[seat]
    out: dict[str, int] = {}
    occupied = p.tile_workers
    crates = s.crates
    n = occupied["corn"]  # corn needs no building
    if n:
        if crates["corn"] < n:
            n = crates["corn"]
        if n:
            out["corn"] = n
    buildings = p.buildings
    # The other goods: a plantation produces only beside a building slot of its good.
    for good, makers in g.defs.pair_producers:
        n = occupied[good]
        if not n:
            continue
        slots = 0
        for b in makers:
            if b in buildings:
                slots += buildings[b]
        if slots < n:
            n = slots
        if crates[good] < n:
            n = crates[good]
        if n:
            out[good] = n
    return out


def advance(g: Game) -> bool:
    s = g.s
    ps = g.s.ps
    assert isinstance(ps, CraftsmanProgress)
    order = ps.order
    while ps.i < len(order):
        seat = order[ps.i]
        if g.automated and g.seat_rules[seat].craftsman_turn(g):
            ps.i += 1
            continue
        if production(g, seat):
            s.pending = (seat, "produce")
            g._legal = [PRODUCE[seat], PASSES[seat]]
            return False
        ps.i += 1
        # Nothing to produce: buildings pay all the same. (Here and below, a point without any
        # building in play is not fired: the timing functions would return at once.)
        if AT_PRODUCTION_STEP_END in g.effects_at:
            fire(g, AT_PRODUCTION_STEP_END, seat)
    if ps.privilege == "todo":
        ps.privilege = "done"
        # Seat rules that take the privilege themselves answer True (the Puertoma).
        taken = g.automated and g.seat_rules[s.chooser].craftsman_privilege(g)
        if not taken and _bonus_goods(g):
            if privilege(g, s.chooser) == 2:
                ps.bonus_left = 1  # Publishing House: a second crate after the first
            s.pending = (s.chooser, "craftsman_bonus")
            return False
    if _take_again(ps) and _bonus_goods(g):
        s.pending = (s.chooser, "craftsman_bonus")
        return False
    gains = ps.gains or [{} for _ in range(s.seats)]
    if AT_CRAFTSMAN_END in g.effects_at:
        for seat in order:
            fire(g, AT_CRAFTSMAN_END, seat, gains[seat])
    if g.automated:
        g.automaton.craftsman_ended(g)
    if g.listening:
        checkpoints.craftsman_end(g, ps.gains or gains)
    if s.achievements is not None:
        achievements.craftsman_ended(g, gains)
    return True


def _bonus_goods(g: Game) -> list[str]:
    s = g.s
    ps = g.s.ps
    assert isinstance(ps, CraftsmanProgress)
    produced = ps.produced
    crates = s.crates
    goods = []
    for good in GOODS:  # a loop: no function object and frame of a comprehension
        if good in produced and crates[good] > 0:
            goods.append(good)
    return goods


def act(g: Game, action: Action) -> None:
    s = g.s
    seat = action.seat
    p = s.players[seat]
    ps = g.s.ps
    assert isinstance(ps, CraftsmanProgress)
    if ps.privilege == "todo":  # still in the seats' production turns
        ps.i += 1
        if action.kind == "pass":
            if g.records_events:
                g.emit("production_declined", seat)
            if AT_PRODUCTION_STEP_END in g.effects_at:
                fire(g, AT_PRODUCTION_STEP_END, seat)
            return
        made = production(g, seat)
        for good, n in made.items():
            s.crates[good] -= n
            p.goods[good] += n
            gained(g, seat, good, n)
        if g.records_events:
            g.emit("produced", seat, goods=made)
        if seat == s.chooser:
            ps.produced = sorted(made, key=GOODS.index)
        effects = g.effects_at
        if AT_AFTER_PRODUCTION in effects:
            fire(g, AT_AFTER_PRODUCTION, seat, made)
        if AT_PRODUCTION_STEP_END in effects:
            fire(g, AT_PRODUCTION_STEP_END, seat)
    elif action.kind == "craftsman_bonus":
        s.crates[action.value] -= 1
        p.goods[action.value] += 1
        gained(g, seat, action.value, 1)
        if g.records_events:
            g.emit("craftsman_bonus", seat, good=action.value)
        if ps.bonus_left:
            ps.bonus_left -= 1
            ps.again = True


def _bonus_refusal(g: Game, action: Action) -> Refusal:
    if action.kind == "craftsman_bonus":
        return "decision_refusal.bonus_crate", {}
    return other_decision(g, action, "craftsman_bonus")


decision(
    "produce_or_not",
    "produce",
    lambda g, seat: [PRODUCE[seat], PASSES[seat]],
    lambda g, action: other_decision(g, action, "produce"),
    act,
)
decision(
    "extra_crate",
    "craftsman_bonus",
    lambda g, seat: (
        [new_action((seat, "craftsman_bonus", good)) for good in _bonus_goods(g)] + [PASSES[seat]]
    ),
    _bonus_refusal,
    act,
)
ENGLISH["decision_refusal.bonus_crate"] = lambda g, v: (
    "the extra crate must be a good produced this phase and still in supply"
)
