"""Computer seats: legal choices only, reading the game through the view only, deterministic per
seed, and the scripted levels ranked as promised (small samples here; benchmarks/ai_match.py
--box santiago measures them)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.santiago.ai import AGENT_SPECS, ScriptedAgent, make_agent
from game.santiago.ai.runner import agent_seed, play_game
from game.santiago.engine import GameConfig

AI = Path(__file__).resolve().parents[2] / "game" / "santiago" / "ai"


def test_agents_read_no_state_behind_the_view() -> None:
    """No ai module reaches into the game's state (`.s`, `.state`, `.players`)."""
    for path in AI.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Attribute):
                assert node.attr not in ("s", "state", "players", "_legal"), (
                    f"{path.name}:{node.lineno} reads .{node.attr}"
                )


def test_make_agent_specs() -> None:
    for spec in AGENT_SPECS:
        assert make_agent(spec, 1).name in (
            "random",
            f"scripted:{spec.split(':')[-1]}",
            "scripted:normal",
        )
    with pytest.raises(ValueError):
        make_agent("scripted:brilliant")


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_scripted_game_is_reproducible(level: str) -> None:
    def run() -> list[int]:
        agents = [ScriptedAgent(level, agent_seed(4, s)) for s in range(3)]
        g = play_game(GameConfig(seats=3, seed=4), agents)
        return [sc["total"] for sc in g.final_scores()]

    first = run()
    assert first == run()
    assert max(first) > 20


def test_scripted_agent_does_not_touch_the_live_game() -> None:
    agents = [ScriptedAgent("hard", s) for s in range(2)]
    from game.santiago.engine import Game

    g = Game.new(GameConfig(seats=2, seed=8))
    for _ in range(30):
        before = g.to_json()
        action = agents[g.current_seat].choose(g, g.legal_actions())  # type: ignore[index]
        assert g.to_json() == before
        assert action in g.legal_actions()
        g.apply(action)


def test_normal_beats_random_at_four_seats() -> None:
    wins = 0
    for seed in range(12):
        agents = [make_agent("scripted:normal", agent_seed(seed, 0))] + [
            make_agent("random", agent_seed(seed, s)) for s in (1, 2, 3)
        ]
        wins += 0 in play_game(GameConfig(seats=4, seed=seed), agents).winners()
    assert wins >= 11
