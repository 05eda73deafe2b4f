"""Helpers for Santiago de Cuba's tests: play a decision of the seat on turn, force dice."""

from __future__ import annotations

from typing import Any

from game.santiago.engine import Action, Game
from game.santiago.engine.invariants import check


def play(g: Game, kind: str, value: Any = None) -> list[Any]:
    """Apply `kind(value)` for the seat whose decision is awaited; invariants must hold."""
    seat = g.current_seat
    assert seat is not None, "the game is over"
    events = g.apply(Action(seat, kind, value))
    check(g)
    return events


def force_roll(g: Game, faces: dict[str, int]) -> None:
    """Replace the faces the roller is looking at (the dice are random; examples fix them)."""
    assert g.decision == "set_aside"
    g.s.rolled = dict(faces)
    g._legal = None


def values(g: Game, kind: str | None = None) -> list[Any]:
    """The values of the legal actions (of one kind)."""
    return [a.value for a in g.legal_actions() if kind is None or a.kind == kind]


def goods(g: Game, seat: int) -> dict[str, int]:
    return {k: v for k, v in g.s.players[seat].goods.items() if v}
