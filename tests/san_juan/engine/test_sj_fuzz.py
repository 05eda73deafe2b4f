"""Random legal play at 2-4 seats under every option, with the invariants after every action.
The volume scales with FUZZ_SCALE (1 in `make test`)."""

from __future__ import annotations

import os
import random

import pytest

from game.san_juan.engine import Game, GameConfig, invariants
from game.san_juan.engine.gamedef import OPTIONS

FUZZ_SCALE = float(os.environ.get("FUZZ_SCALE", "1"))
OPTION_SETS = [
    (),
    *((o,) for o in OPTIONS),
    ("first_edition", "start_variant", "ask_free_draws", "module_new_buildings"),
]


def _games(n: int) -> int:
    return max(1, round(n * FUZZ_SCALE))


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: "+".join(o) or "base")
def test_fuzz(seats: int, options: tuple[str, ...]) -> None:
    for i in range(_games(1)):
        seed = 1000 * seats + 17 * i + len(options)
        rng = random.Random(seed)
        g = Game.new(GameConfig(seats=seats, seed=seed, options=options))
        invariants.check(g)
        steps = 0
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
            invariants.check(g)
            steps += 1
        if g.state.end_trigger == "stalled":
            # random play may lock every card away (under cranes, in chapels): nothing can be built
            st = g.state
            assert not (st.draw or st.discard or any(ss.goods for ss in st.seat))
            assert all(len(ss.city) < 12 for ss in st.seat)
        else:
            assert g.state.end_trigger == "buildings"
            assert max(len(ss.city) for ss in g.state.seat) == 12
        assert steps > 50
