"""Save/load and replay round trips at random points of random games."""

from __future__ import annotations

import json
import random

import pytest

from game.puerto_rico.engine import Action, Game, GameConfig
from game.puerto_rico.engine.replay import config_of, play_replay, to_replay


def _random_game(seats: int, seed: int, steps: int | None = None) -> tuple[Game, list[Action]]:
    g = Game.new(GameConfig(seats=seats, seed=seed))
    rng = random.Random(seed)
    taken: list[Action] = []
    while not g.is_over and (steps is None or len(taken) < steps):
        a = rng.choice(g.legal_actions())
        g.apply(a)
        taken.append(a)
    return g, taken


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_save_and_load_mid_game_continues_identically(seats: int) -> None:
    """A game saved at any point and loaded again plays on exactly as the original."""
    for seed in range(10):
        full, actions = _random_game(seats, seed)
        cut = random.Random(seed).randrange(len(actions))
        g = Game.new(GameConfig(seats=seats, seed=seed))
        for a in actions[:cut]:
            g.apply(a)
        saved = g.to_json()
        loaded = Game.from_json(saved)
        assert loaded.to_json() == saved
        assert loaded.legal_actions() == g.legal_actions()
        for a in actions[cut:]:
            loaded.apply(a)
        assert loaded.to_json() == full.to_json()
        assert loaded.final_scores() == full.final_scores()


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_replay_from_seed_and_actions_is_exact(seats: int) -> None:
    for seed in range(10):
        g, actions = _random_game(seats, seed + 100)
        text = to_replay(config_of(g), actions)
        replayed = play_replay(text)
        assert replayed.to_json() == g.to_json()
        # The replay itself is plain JSON.
        assert json.loads(text)["actions"][0] == actions[0].to_json()


def test_clone_is_independent() -> None:
    g, _ = _random_game(4, 5, steps=60)
    before = g.to_json()
    c = g.clone()
    rng = random.Random(1)
    while not c.is_over:
        c.apply(rng.choice(c.legal_actions()))
    assert g.to_json() == before
    assert c.is_over and not g.is_over


def test_same_seed_same_game_different_seed_different_game() -> None:
    a = Game.new(GameConfig(seats=4, seed=42))
    b = Game.new(GameConfig(seats=4, seed=42))
    c = Game.new(GameConfig(seats=4, seed=43))
    assert a.to_json() == b.to_json()
    assert a.state.display != c.state.display or a.state.bag != c.state.bag


def test_from_json_refuses_other_formats() -> None:
    with pytest.raises(ValueError, match="not a saved game"):
        Game.from_json(json.dumps({"format": 99, "state": {}}))
    with pytest.raises(ValueError, match="not a replay"):
        play_replay(json.dumps({"format": 99}))


@pytest.mark.parametrize(
    "expansions", [("new_buildings",), ("citizens",), ("new_buildings", "citizens")]
)
def test_expansion_games_save_load_and_replay_exactly(expansions: tuple[str, ...]) -> None:
    """Citizens, Bohio guests, draft picks and 3-part layouts survive JSON both ways."""
    for seed in range(6):
        config = GameConfig(seats=4, seed=seed, expansions=expansions)
        g = Game.new(config)
        rng = random.Random(seed)
        actions: list[Action] = []
        while not g.is_over:
            a = rng.choice(g.legal_actions())
            # Through JSON and back, as a replay file or a network message would carry it.
            a = Action.from_json(json.loads(json.dumps(a.to_json())))
            g.apply(a)
            actions.append(a)
        cut = rng.randrange(len(actions))
        part = Game.new(config)
        for a in actions[:cut]:
            part.apply(a)
        loaded = Game.from_json(part.to_json())
        assert loaded.legal_actions() == part.legal_actions()
        for a in actions[cut:]:
            loaded.apply(a)
        assert loaded.to_json() == g.to_json()
        assert play_replay(to_replay(config_of(g), actions)).to_json() == g.to_json()
        assert len(g.state.draft_picks) == 17
        if "citizens" in expansions:
            owned = sum(p.citizen_count for p in g.state.players)
            assert owned + g.state.citizen_supply + g.state.hall_citizens == 20
