"""San Juan's seats: specs, legality, determinism and a small strength check."""

from __future__ import annotations

import pytest

from game.san_juan.ai import AGENT_SPECS, make_agent, play_game
from game.san_juan.ai.runner import agent_seed
from game.san_juan.engine import GameConfig


def test_specs() -> None:
    assert AGENT_SPECS == (
        "random",
        "scripted",
        "scripted:easy",
        "scripted:normal",
        "scripted:hard",
    )
    assert make_agent("scripted").name == "scripted:normal"
    with pytest.raises(ValueError, match="unknown agent"):
        make_agent("scripted:godlike")


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_every_level_finishes_games(seats: int) -> None:
    specs = ["scripted:easy", "scripted:normal", "scripted:hard", "random"][:seats]
    agents = [make_agent(s, agent_seed(5, i)) for i, s in enumerate(specs)]
    g = play_game(GameConfig(seats=seats, seed=5, options=("ask_free_draws",)), agents)
    assert g.is_over and g.state.end_trigger == "buildings"


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_levels_play_the_module(level: str) -> None:
    agents = [make_agent(f"scripted:{level}", agent_seed(9, s)) for s in range(4)]
    options = ("module_new_buildings", "ask_free_draws")
    g = play_game(GameConfig(seats=4, seed=9, options=options), agents)
    assert g.is_over and max(sc["total"] for sc in g.final_scores()) > 20


def test_same_seed_same_game() -> None:
    def run() -> str:
        agents = [make_agent("scripted:hard", agent_seed(2, s)) for s in range(3)]
        return play_game(GameConfig(seats=3, seed=2), agents).to_json()

    assert run() == run()


def test_normal_beats_random() -> None:
    wins = 0
    for seed in range(12):
        agents = [make_agent("scripted:normal", 0)] + [
            make_agent("random", agent_seed(seed, s)) for s in (1, 2, 3)
        ]
        g = play_game(GameConfig(seats=4, seed=seed, first_governor=seed % 4), agents)
        wins += 0 in g.winners()
    assert wins >= 11
