"""The game's own seeded random source; its whole state is one integer kept in the game state."""

from __future__ import annotations

_MASK = (1 << 64) - 1


def next_u64(state: int) -> tuple[int, int]:
    """splitmix64: (new state, output)."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


class Rng:
    """Draws from an integer state; write `state` back into the game state after use."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        self.state, out = next_u64(self.state)
        return (out * n) >> 64

    def shuffle(self, items: list[str]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
