"""The seat interface the game talks to, and the simplest seat: a uniformly random one."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from game.santiago.engine import Action, Game


@runtime_checkable
class Agent(Protocol):
    """A seat that decides: given the game (read through engine/view.py only) and its legal
    actions, pick one."""

    name: str

    def choose(self, game: Game, legal_actions: Sequence[Action]) -> Action:
        """Return one element of `legal_actions`; never mutate `game`."""
        ...


class RandomAgent:
    """Uniform choice among the legal actions, from its own seeded generator."""

    def __init__(self, seed: int = 0) -> None:
        self.name = "random"
        self.rng = random.Random(seed)

    def choose(self, game: Game, legal_actions: Sequence[Action]) -> Action:
        return legal_actions[self.rng.randrange(len(legal_actions))]
