"""The seeded random source every box keeps in its game state: its whole state is one integer
(cheap to clone and to save), so a seed plus the actions replays a game."""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


class Rng:
    """splitmix64: fast, well-mixed, and its state is a single JSON-friendly integer."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n) (multiply-shift: bias far below what a game notices)."""
        return (self.next_u64() * n) >> 64

    def shuffle(self, items: list[T]) -> None:
        # below(i + 1) for each i, with next_u64 written out: the same draws, without two
        # method calls per card (a San Juan game reshuffles its deck about five times).
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            state = (state + 0x9E3779B97F4A7C15) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            j = ((z ^ (z >> 31)) * (i + 1)) >> 64
            items[i], items[j] = items[j], items[i]
        self.state = state

    def pop_random(self, items: list[T]) -> T:
        """Remove and return a random element (order of the rest does not matter: it is a bag)."""
        j = self.below(len(items))
        items[j], items[-1] = items[-1], items[j]
        return items.pop()
