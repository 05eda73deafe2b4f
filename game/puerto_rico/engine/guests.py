"""Bohio guests (SPEC §12.3): figures on a building with the `guests` hook may leave it for empty
slots of the owner's land tiles and buildings at the owner's decision points.

The decision points are: before choosing a role, at the start of every phase, at the start of
each of the owner's turns, before its storage step and before final scoring. The engine offers a
`bohio_move` next to every decision of an owner with movable guests, and asks a separate "bohio"
decision at the start of every phase and before final scoring.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.puerto_rico.engine.actions import Action, new_action
from game.puerto_rico.engine.decisions import ENGLISH, Refusal, decision, english
from game.puerto_rico.engine.layout import slot_capacity
from game.puerto_rico.engine.progress import GuestGate
from game.puerto_rico.engine.state import PlayerState
from game.puerto_rico.engine.timing import At, in_play

if TYPE_CHECKING:
    from game.puerto_rico.engine.game import Game

# The timing points used here, looked up once: reading a member through its enum class goes
# through the enum metaclass's attribute hook, which costs about as much as firing the point.
AT_DECISION_POINT = At.DECISION_POINT


KIND = "bohio"  # the decision asked at the start of a phase and before final scoring


def guest_houses(g: Game, p: PlayerState) -> list[str]:
    """The seat's occupied buildings whose figures are guests."""
    owned = p.buildings
    return [bid for bid, _, _ in g.effects_at.get(AT_DECISION_POINT, ()) if owned.get(bid, 0) > 0]


def moves(g: Game, seat: int) -> list[Action]:
    """Every distinct guest move open to the seat now (empty when it has none)."""
    # guest_houses(g, p) inline: this runs at every decision point of every seat.
    found = g.effects_at.get(AT_DECISION_POINT)
    if not found:
        return []
    p = g.s.players[seat]
    owned = p.buildings
    houses = []
    for bid, _, _ in found:  # a loop, not a comprehension: asked at every decision point
        if owned.get(bid, 0) > 0:
            houses.append(bid)
    if not houses:
        return []
    cap = slot_capacity(g, p)
    # p.figures_at(dest) inline below (dest is a tile kind or a building): asked for every
    # destination at every decision point of a guest house's owner.
    tw = p.tile_workers
    out: list[Action] = []
    for house in houses:
        citizens = p.citizens_at(house)
        workers = p.buildings[house] - citizens
        kinds = []
        if workers > 0:
            kinds.append("worker")
        if citizens > 0:
            kinds.append("citizen")
        for dest, room in cap.items():
            if dest == house or room <= (tw[dest] if dest in tw else owned.get(dest, 0)):
                continue
            for kind in kinds:  # (a loop, and new_action: no comprehension, no Python __new__)
                out.append(new_action((seat, "bohio_move", (dest, kind))))
    return out


def has_moves(g: Game, seat: int) -> bool:
    """bool(moves(g, seat)), stopping at the first open destination: an occupied guest house
    always has a worker or a citizen to send (asked for every seat at every role choice)."""
    found = g.effects_at.get(AT_DECISION_POINT)
    if not found:
        return False
    p = g.s.players[seat]
    owned = p.buildings
    cap = None  # slot_capacity, asked once a guest house is occupied
    for house, _, _ in found:  # a loop, not a comprehension: asked at every decision point
        if owned.get(house, 0) > 0:
            if cap is None:
                cap = slot_capacity(g, p)
            tw = p.tile_workers  # p.figures_at(dest) inline (a tile kind or a building)
            for dest, room in cap.items():
                if dest != house and room > (tw[dest] if dest in tw else owned.get(dest, 0)):
                    return True
    return False


def refusal(g: Game, action: Action) -> Refusal | None:
    """Why this guest move is refused now (None if it is open)."""
    if action in moves(g, action.seat):
        return None
    p = g.s.players[action.seat]
    if not guest_houses(g, p):
        return "decision_refusal.no_guests", {"who": p.name}
    value = action.value
    if not (isinstance(value, tuple) and len(value) == 2):
        return "decision_refusal.guest_move_shape", {}
    return "decision_refusal.guests_cannot_go", {"who": p.name, "place": str(value[0])}


def why_not(g: Game, action: Action) -> str | None:
    return english(g, refusal(g, action))


def move(g: Game, action: Action) -> None:
    """Move one guest; it works at its new place at once (SPEC §12.3)."""
    s = g.s
    seat = action.seat
    p = s.players[seat]
    dest, kind = action.value
    house = next(h for h in guest_houses(g, p) if _has(p, h, kind))
    p.buildings[house] -= 1
    if dest in p.tile_workers:
        p.tile_workers[dest] += 1
    else:
        p.buildings[dest] += 1
    if kind == "citizen":
        p.move_citizens(house, -1)
        p.move_citizens(dest, 1)
    g.emit("guest_moved", seat, building=house, to=dest, figure=kind)


def _has(p: PlayerState, house: str, kind: str) -> bool:
    citizens = p.citizens_at(house)
    return citizens > 0 if kind == "citizen" else p.buildings.get(house, 0) > citizens


def in_game(g: Game) -> bool:
    """Whether any building of this game hosts guests."""
    return in_play(g, AT_DECISION_POINT)


def _pass(g: Game, action: Action) -> None:
    gate = g.s.ps
    assert isinstance(gate, GuestGate)
    gate.guests.pop(0)  # this seat passes; the next owner (if any) decides


def _options(g: Game, seat: int) -> list[Action]:
    return [*moves(g, seat), Action(seat, "pass")]


def _other(g: Game, action: Action) -> Refusal:
    fields = {"who": g.s.players[action.seat].name, "action": action.kind}
    return "decision_refusal.guests_or_pass", fields


decision("guests_to_move", KIND, _options, _other, _pass)
ENGLISH.update(
    {
        "decision_refusal.no_guests": lambda g, v: f"{v['who']} has no guests on a Bohio",
        "decision_refusal.guest_move_shape": lambda g, v: (
            "a guest move is (destination, 'worker' or 'citizen')"
        ),
        "decision_refusal.guests_cannot_go": lambda g, v: (
            f"{v['who']}'s guests cannot move to {v['place'].replace('_', ' ')} now"
        ),
        "decision_refusal.guests_or_pass": lambda g, v: (
            f"{v['who']} may move Bohio guests or pass now, not {v['action']}"
        ),
        "decision_refusal.guests_stay": lambda g, v: (
            "guests are placed with the other figures in the mayor phase"
        ),
        "decision_refusal.guests_wait": lambda g, v: (
            "guests move before a role choice or at the start of a turn, not mid-turn"
        ),
    }
)


def queue(g: Game, seats: list[int]) -> list[int]:
    """The seats (in this order) that would get a "bohio" decision now."""
    waiting = []
    for seat in seats:  # a loop, not a comprehension: asked at every phase start
        if has_moves(g, seat):
            waiting.append(seat)
    return waiting
