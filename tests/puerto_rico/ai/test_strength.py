"""Fixed-seed strength checks: the scripted levels beat weaker seats (deterministic games)."""

from __future__ import annotations

import pytest

from game.puerto_rico.ai import make_agent
from game.puerto_rico.ai.runner import agent_seed, play_game
from game.puerto_rico.engine import GameConfig


def _side_wins(a: str, b: str, games: int, a_seats: int, seed: int) -> int:
    """Games won (shared victories count) by side A, rotating the seating every game."""
    seats = 4
    base = ["a"] * a_seats + ["b"] * (seats - a_seats)
    wins = 0
    for i in range(games):
        shift = i % seats
        sides = base[-shift:] + base[:-shift] if shift else base
        game_seed = seed + i
        agents = [
            make_agent(a if side == "a" else b, agent_seed(game_seed, s))
            for s, side in enumerate(sides)
        ]
        g = play_game(GameConfig(seats=seats, seed=game_seed), agents)
        wins += any(sides[w] == "a" for w in g.winners())
    return wins


def test_normal_beats_three_random_seats() -> None:
    assert _side_wins("scripted:normal", "random", games=20, a_seats=1, seed=9000) >= 17


def test_normal_beats_easy() -> None:
    assert _side_wins("scripted:normal", "scripted:easy", games=24, a_seats=2, seed=9100) >= 16


def test_easy_beats_random() -> None:
    assert _side_wins("scripted:easy", "random", games=20, a_seats=1, seed=9200) >= 14


@pytest.mark.slow
def test_hard_beats_normal() -> None:
    assert _side_wins("scripted:hard", "scripted:normal", games=24, a_seats=2, seed=9300) >= 14
