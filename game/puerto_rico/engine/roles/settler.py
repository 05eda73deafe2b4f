"""Settler: each seat may take a face-up plantation; the settler may take a quarry instead."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.puerto_rico.engine import checkpoints
from game.puerto_rico.engine.actions import PASSES, Action, new_action, shared_actions
from game.puerto_rico.engine.decisions import ENGLISH, Refusal, decision, other_decision, who
from game.puerto_rico.engine.progress import (
    AFTER_GAINS,
    NEXT,
    PICK,
    TURN_START,
    SettlerProgress,
)
from game.puerto_rico.engine.rules import draw_plantations, free_island, privilege
from game.puerto_rico.engine.state import GOODS, ISLAND_SPACES, QUARRY
from game.puerto_rico.engine.timing import At, active, allows, ask, fire, in_play

if TYPE_CHECKING:
    from game.puerto_rico.engine.game import Game


# The timing points used here, looked up once: reading a member through its enum class goes
# through the enum metaclass's attribute hook, which costs about as much as firing the point.
AT_AFTER_SETTLER_TURN = At.AFTER_SETTLER_TURN
AT_PLANTATION_GAINED = At.PLANTATION_GAINED
AT_QUARRY_RIGHT = At.QUARRY_RIGHT
AT_SETTLER_END = At.SETTLER_END
AT_SETTLER_TURN_START = At.SETTLER_TURN_START


def start(g: Game) -> None:
    g.s.ps = SettlerProgress(order=g.s.phase_order(g.s.chooser))


def advance(g: Game) -> bool:
    s = g.s
    ps = s.ps
    assert isinstance(ps, SettlerProgress)
    order = ps.order
    if ps.forest:  # a Sawmill owner looks at the plantation it just gained (SPEC §12.3)
        s.pending = (ps.forest[0], "forest")
        return False
    n = len(order)
    # A seat's turn walks through its stages in one pass (the stage is saved where it stops).
    while ps.i < n:
        seat = order[ps.i]
        stage = ps.stage
        if stage == TURN_START:
            if g.automated and g.seat_rules[seat].settler_turn(g):
                ps.i += 1
                if g.listening:
                    checkpoints.after_land(g, seat)
                continue
            ps.stage = PICK
            kind = ask(g, AT_SETTLER_TURN_START, seat)
            if kind is not None:
                s.pending = (seat, kind)
                return False
            stage = PICK
        if stage == PICK:
            ps.stage = AFTER_GAINS
            options = _pick_options(g, seat)
            if options:
                s.pending = (seat, "settler_tile")
                options.append(PASSES[seat])
                g._legal = options
                return False
            stage = AFTER_GAINS
        if stage == AFTER_GAINS:
            ps.stage = NEXT
            kind = ask(g, AT_AFTER_SETTLER_TURN, seat)
            if kind is not None:
                s.pending = (seat, kind)
                return False
        ps.i += 1
        ps.stage = TURN_START
        ps.gained = []
        if g.listening and checkpoints.after_land(g, seat):
            return False  # a reward waits for this seat's decision first
    # Publishing House: the settler's extra pick once every seat is done (SPEC §7.1.2). Per the
    # errata (§23) the Hospital worker was already given on the settler's own turn.
    if not ps.extra_done and privilege(g, s.chooser) == 2:
        ps.extra_done = True
        options = _extra_options(g, s.chooser)
        if options:
            s.pending = (s.chooser, "settler_extra")
            g._legal = [*options, PASSES[s.chooser]]
            return False
    if in_play(g, AT_SETTLER_END) and not _phase_end(g):
        return False
    if g.listening:
        for seat in order:  # the extra pick and the end-of-phase buildings changed land too
            checkpoints.after_land(g, seat)
    _end_of_phase(g)
    return True


def _phase_end(g: Game) -> bool:
    """The end-of-phase buildings, owners in phase order (SPEC §13.3); False while one must
    decide."""
    s = g.s
    ps = g.s.ps
    assert isinstance(ps, SettlerProgress)
    queue = ps.end_queue
    if queue is None:
        queue = ps.end_queue = [seat for seat in ps.order if active(g, AT_SETTLER_END, seat)]
    while queue:
        seat = queue[0]
        kind = ask(g, AT_SETTLER_END, seat)
        if kind is not None:
            s.pending = (seat, kind)
            return False
        ps.bureau_asked = None  # the next owner has not been asked yet
        queue.pop(0)
    return True


def _extra_options(g: Game, seat: int) -> list[Action]:
    """The settler's Publishing House pick: a face-up plantation, or a quarry with an occupied
    Materials Depot (whatever it took on its own turn)."""
    s = g.s
    p = s.players[seat]
    if free_island(p) <= 0:
        return []
    options = [new_action((seat, "take_plantation", good)) for good in GOODS if good in s.display]
    if s.quarries > 0 and allows(g, AT_QUARRY_RIGHT, seat):
        options.append(new_action((seat, "take_quarry", None)))
    return options


def gain_plantation(g: Game, seat: int, good: str) -> None:
    """The seat takes a plantation of `good` onto its island (from the display or the bag)."""
    g.s.players[seat].tiles[good] += 1
    ps = g.s.ps
    assert isinstance(ps, SettlerProgress)
    ps.gained.append(good)
    if AT_PLANTATION_GAINED in g.effects_at:  # (the test spares a call that would do nothing)
        fire(g, AT_PLANTATION_GAINED, seat, good)


def _end_of_phase(g: Game) -> None:
    s = g.s
    s.discard.extend(s.display)
    s.display = draw_plantations(g, g.cat.setup(s.seats).display)
    if g.records_events:
        g.emit("display_refilled", None, display=list(s.display))


def _pick_options(g: Game, seat: int) -> list[Action]:
    s = g.s
    if sum(s.players[seat].tiles.values()) >= ISLAND_SPACES:  # free_island
        return []
    display = s.display
    options = []
    for good in GOODS:  # a loop: no function object and frame of a comprehension
        if good in display:
            options.append(TAKE_PLANTATION[good][seat])
    if s.quarries > 0 and (seat == s.chooser or allows(g, AT_QUARRY_RIGHT, seat)):
        options.append(TAKE_QUARRY[seat])
    return options


TAKE_PLANTATION = shared_actions("take_plantation", GOODS)  # good -> each seat's action taking it
TAKE_QUARRY = tuple(new_action((seat, "take_quarry", None)) for seat in range(8))


def act(g: Game, action: Action) -> None:
    s = g.s
    seat = action.seat
    kind = action.kind
    if kind == "take_plantation":
        s.display.remove(action.value)
        if g.records_events:
            g.emit("plantation_taken", seat, good=action.value)
        gain_plantation(g, seat, action.value)
    elif kind == "take_quarry":
        s.quarries -= 1
        s.players[seat].tiles[QUARRY] += 1
        ps = g.s.ps
        assert isinstance(ps, SettlerProgress)
        ps.gained.append(QUARRY)
        if g.records_events:
            g.emit("quarry_taken", seat)
    # "pass" needs nothing: the stage already moved on.


def _pick_refusal(g: Game, action: Action) -> Refusal:
    if action.kind == "take_plantation":
        return "decision_refusal.no_face_up", {"good": action.value}
    if action.kind == "take_quarry":
        if g.s.quarries == 0:
            return "decision_refusal.no_quarry_left", {}
        return "decision_refusal.quarry_right", {}
    return other_decision(g, action, "settler tile")


def _extra_refusal(g: Game, action: Action) -> Refusal:
    if action.kind in ("take_plantation", "take_quarry"):
        if free_island(g.s.players[action.seat]) <= 0:
            return "decision_refusal.no_island_space", {"who": who(g, action)}
        if action.kind == "take_plantation":
            return "decision_refusal.no_face_up", {"good": action.value}
        if g.s.quarries == 0:
            return "decision_refusal.no_quarry_left", {}
        return "decision_refusal.extra_quarry", {}
    return other_decision(g, action, "settler extra")


decision(
    "plantation_or_quarry",
    "settler_tile",
    lambda g, seat: [*_pick_options(g, seat), PASSES[seat]],
    _pick_refusal,
    act,
)
decision(
    "extra_plantation",
    "settler_extra",
    lambda g, seat: [*_extra_options(g, seat), PASSES[seat]],
    _extra_refusal,
    act,
)
ENGLISH.update(
    {
        "decision_refusal.no_face_up": lambda g, v: f"there is no face-up {v['good']} plantation",
        "decision_refusal.no_quarry_left": lambda g, v: "no quarries are left",
        "decision_refusal.quarry_right": lambda g, v: (
            "only the Settler (or an occupied Materials Depot) may take a quarry"
        ),
        "decision_refusal.no_island_space": lambda g, v: f"{v['who']} has no free island space",
        "decision_refusal.extra_quarry": lambda g, v: (
            "the extra pick may be a quarry only with an occupied Materials Depot"
        ),
    }
)
