"""Property tests: anything the rules refuse leaves the state untouched; listed actions apply."""

from __future__ import annotations

import random
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.puerto_rico.catalog import default_catalog
from game.puerto_rico.engine import Action, Game, GameConfig, IllegalAction
from game.puerto_rico.engine.state import GOODS, TILE_KINDS

KINDS = [
    "choose_role",
    "take_plantation",
    "take_quarry",
    "hacienda_draw",
    "hospital_worker",
    "place_workers",
    "build",
    "school_worker",
    "produce",
    "craftsman_bonus",
    "sell",
    "load",
    "load_private",
    "store",
    "pass",
    "fly_away",
]
BUILDINGS = [b.id for b in default_catalog().buildings]
ROLE_TILES = ["settler", "mayor", "builder", "craftsman", "trader", "captain", "prospector"]
ATOMS = st.one_of(
    st.none(),
    st.sampled_from([*GOODS, *TILE_KINDS, *BUILDINGS, *ROLE_TILES, "prospector_2", "gold"]),
    st.integers(-2, 14),
    st.booleans(),
)
LOCATIONS = st.sampled_from([*TILE_KINDS, *BUILDINGS, "portrait"])
VALUES = st.one_of(
    ATOMS,
    st.tuples(st.sampled_from([*GOODS, "gold"]), st.integers(-1, 3)),  # a load
    st.lists(st.tuples(LOCATIONS, st.integers(-1, 4)), max_size=6).map(tuple),  # layout/storage
)


@lru_cache(maxsize=256)
def _position(seats: int, seed: int, steps: int) -> str:
    g = Game.new(GameConfig(seats=seats, seed=seed))
    rng = random.Random(seed)
    for _ in range(steps):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_actions()))
    return g.to_json()


positions = st.builds(_position, st.integers(2, 5), st.integers(0, 30), st.integers(0, 400))


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(saved=positions, seat=st.integers(-1, 5), kind=st.sampled_from(KINDS), value=VALUES)
def test_refused_actions_leave_the_state_unchanged(
    saved: str, seat: int, kind: str, value: object
) -> None:
    g = Game.from_json(saved)
    action = Action(seat, kind, value)
    reason = g.why_illegal(action)
    if reason is None:
        # Only listed actions, or layouts equivalent to them, are accepted.
        assert action in g.legal_actions() or kind == "place_workers"
        g.apply(action)
        return
    assert isinstance(reason, str) and reason
    with pytest.raises(IllegalAction) as refused:
        g.apply(action)
    assert refused.value.reason == reason
    assert g.to_json() == saved


@settings(max_examples=60, deadline=None)
@given(saved=positions, pick=st.integers(0, 10_000))
def test_every_listed_action_is_accepted(saved: str, pick: int) -> None:
    g = Game.from_json(saved)
    if g.is_over:
        assert g.legal_actions() == []
        return
    legal = g.legal_actions()
    assert legal and len(set(legal)) == len(legal)
    for action in legal:
        assert g.why_illegal(action) is None
    g.clone().apply(legal[pick % len(legal)])
