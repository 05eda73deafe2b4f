"""Random playouts over all 64 sets of the six modules (Expansions I-VI), at every seating:
2-5 seats of agents, solo against two Puertomas, and humans beside one Puertoma. Invariants are
checked after every action (tests/puerto_rico/engine/test_fuzz.py). One game per (module set,
seating) at FUZZ_SCALE 1; `make soak` plays ten."""

from __future__ import annotations

from itertools import combinations

import pytest

from game.puerto_rico.engine.game import KNOWN_EXPANSIONS
from tests.puerto_rico.engine.test_fuzz import _playout, volume

ALL_SETS: list[tuple[str, ...]] = [
    combo for n in range(len(KNOWN_EXPANSIONS) + 1) for combo in combinations(KNOWN_EXPANSIONS, n)
]
# (seats, Puertomas): four tables of agents, the solo game, and one Puertoma beside humans.
SEATINGS = [(2, 0), (3, 0), (4, 0), (5, 0), (3, 2), (4, 1)]
GAMES = volume(1)


def test_the_sets_are_every_combination_of_the_six_modules() -> None:
    assert len(KNOWN_EXPANSIONS) == 6 and len(ALL_SETS) == 64 == len(set(ALL_SETS))


@pytest.mark.parametrize("seats,puertomas", SEATINGS, ids=[f"{s}s{p}p" for s, p in SEATINGS])
def test_every_module_set_keeps_every_invariant(seats: int, puertomas: int) -> None:
    for i, modules in enumerate(ALL_SETS):
        # The draft variant of grand achievements rides along with every other set that has them.
        variants = ("achievements_draft",) if "achievements" in modules and i % 2 else ()
        for game_no in range(GAMES):
            seed = 7000 + 100 * i + 10 * seats + puertomas + 1000 * game_no
            g = _playout(seats, seed, variants, modules, puertomas=puertomas)
            assert g.is_over and g.state.end_trigger, (modules, seats, puertomas, seed)
            scores = g.final_scores()
            for p, sc in zip(g.state.players, scores):
                assert sc["total"] == sc["vp_chips"] + sc["buildings"] + sc["bonus_total"]
                assert sc["vp_chips"] == p.vp + p.vp_overflow
            assert g.winners()
