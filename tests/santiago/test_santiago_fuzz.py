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


def test_dice_only_fall_during_a_ship_stay_and_events_are_known_kinds() -> None:
    from game.santiago.engine.events import EVENT_KINDS

    seen: set[str] = set()
    for seed in range(_games(6)):
        g = Game.new(GameConfig(seats=2 + seed % 3, seed=seed))
        rng = random.Random(seed)
        while not g.is_over:
            ship, demand, start = g.s.ships_departed, dict(g.s.demand), g.s.car
            legal = g.legal_actions()
            action = legal[rng.randrange(len(legal))]
            events = g.apply(action)
            seen |= {e.kind for e in events}
            if g.s.ships_departed == ship and demand and g.s.demand:
                assert all(g.s.demand[k] <= v for k, v in demand.items()), (demand, g.s.demand)
            if action.kind == "move_car":
                # Every stop the car left is face up again, the lap's own start included.
                steps = action.value
                done = (start + steps) % 10 == g.s.car
                left = steps if done else (g.s.car - start) % 10
                for i in range(left):
                    cuban = g.s.street[(start + i) % 10]
                    assert cuban is None or g.s.face_up[cuban]
    assert seen <= EVENT_KINDS
    assert {"car_moved", "delivered", "ship_departed", "owner_vp", "game_over"} <= seen
