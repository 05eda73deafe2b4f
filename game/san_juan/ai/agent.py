"""The seat interface for San Juan, and the simplest seat: a uniformly random one.

A seat sees only its SeatView (engine/view.py): its own hand, public tiles and cities, never
another hand or the draw-pile order. The runner builds that view; agents never get the Game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from game.san_juan.engine import Action
from game.san_juan.engine.view import SeatView


@runtime_checkable
class Agent(Protocol):
    name: str

    def choose(self, view: SeatView, legal_actions: Sequence[Action]) -> Action:
        """Return one element of `legal_actions`, knowing only `view`."""
        ...


class RandomAgent:
    """Uniform choice among the legal actions, from its own seeded generator."""

    def __init__(self, seed: int = 0) -> None:
        self.name = "random"
        self.rng = random.Random(seed)

    def choose(self, view: SeatView, legal_actions: Sequence[Action]) -> Action:
        return legal_actions[self.rng.randrange(len(legal_actions))]
