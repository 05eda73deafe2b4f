"""Random legal play at 2-4 seats with the invariants checked after every action.

The volume scales with FUZZ_SCALE (1 by default; `FUZZ_SCALE=10` for a soak)."""

from __future__ import annotations

import os
import random

import pytest

from game.santiago.engine import Game, GameConfig
from game.santiago.engine.invariants import check

FUZZ_SCALE = float(os.environ.get("FUZZ_SCALE", "1"))


def _games(n: int) -> int:
    return max(1, round(n * FUZZ_SCALE))


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_games_keep_the_invariants(seats: int) -> None:
    for seed in range(_games(30)):
        g = Game.new(GameConfig(seats=seats, seed=1000 * seats + seed))
        rng = random.Random(seed)
        check(g)
        while not g.is_over:
            legal = g.legal_actions()
            assert legal, f"no legal action at {g.decision}"
            g.apply(legal[rng.randrange(len(legal))])
            check(g)
        assert g.s.ships_departed == 7
        scores = g.final_scores()
        for seat, sc in enumerate(scores):
            # VP by source add up to the total (SPEC §14 C-2).
            assert sum(sc["by_source"].values()) == sc["total"]
            assert sc["total"] == g.s.players[seat].vp + sc["conversion"]
        assert g.winners()
