"""Agents: every choice is legal, games are reproducible from seeds, specs parse or fail clearly."""

from __future__ import annotations

import pytest

from game.puerto_rico.ai import AGENT_SPECS, Agent, RandomAgent, ScriptedAgent, make_agent
from game.puerto_rico.ai.runner import agent_seed, play_game
from game.puerto_rico.engine import Game, GameConfig, invariants


def _play_checked(seats: int, spec: str, seed: int) -> Game:
    """A whole game with `spec` on every seat; each choice must be one of the legal actions."""
    agents = [make_agent(spec, agent_seed(seed, s)) for s in range(seats)]
    g = Game.new(GameConfig(seats=seats, seed=seed))
    while not g.is_over:
        legal = g.legal_actions()
        seat = g.current_seat
        assert seat is not None
        action = agents[seat].choose(g, legal)
        assert action in legal, f"{spec} chose {action} at {g.decision}"
        g.apply(action)
    invariants.check(g)
    return g


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
@pytest.mark.parametrize("spec", ["random", "scripted:easy", "scripted:normal", "scripted:hard"])
def test_agents_play_whole_games_legally(spec: str, seats: int) -> None:
    g = _play_checked(seats, spec, seed=100 + seats)
    assert g.is_over
    assert g.winners()


def test_mixed_table_plays_legally() -> None:
    specs = ["scripted:hard", "random", "scripted:easy", "scripted:normal", "scripted"]
    agents = [make_agent(spec, agent_seed(3, s)) for s, spec in enumerate(specs)]
    g = play_game(GameConfig(seats=5, seed=3), agents)
    assert g.is_over


@pytest.mark.parametrize("spec", ["scripted:normal", "scripted:hard"])
def test_agents_never_touch_the_live_game(spec: str) -> None:
    agents = [make_agent(spec, s) for s in range(4)]
    g = Game.new(GameConfig(seats=4, seed=21))
    while not g.is_over:
        before = g.to_json()
        legal = g.legal_actions()
        action = agents[g.current_seat].choose(g, legal)  # type: ignore[index]
        assert g.to_json() == before
        g.apply(action)


@pytest.mark.parametrize("spec", AGENT_SPECS)
def test_same_seed_same_game(spec: str) -> None:
    def run(seed: int) -> str:
        agents = [make_agent(spec, agent_seed(seed, s)) for s in range(3)]
        return play_game(GameConfig(seats=3, seed=seed), agents).to_json()

    assert run(5) == run(5)


def test_random_agent_depends_on_its_seed() -> None:
    def run(agent_seed_value: int) -> str:
        agents = [RandomAgent(agent_seed_value + s) for s in range(3)]
        return play_game(GameConfig(seats=3, seed=1), agents).to_json()

    assert run(0) != run(100)


def test_make_agent_specs() -> None:
    assert isinstance(make_agent("random", 1), RandomAgent)
    for spec, level in [
        ("scripted", "normal"),
        ("scripted:easy", "easy"),
        ("scripted:normal", "normal"),
        ("scripted:hard", "hard"),
    ]:
        agent = make_agent(spec, 1)
        assert isinstance(agent, ScriptedAgent)
        assert agent.level == level
        assert agent.name == f"scripted:{level}"
    for spec in AGENT_SPECS:
        assert isinstance(make_agent(spec, 0), Agent)


@pytest.mark.parametrize("spec", ["", "foo", "scripted:expert", "random:hard", "Scripted"])
def test_make_agent_rejects_unknown_specs(spec: str) -> None:
    with pytest.raises(ValueError, match="unknown agent") as exc:
        make_agent(spec, 0)
    assert "scripted:hard" in str(exc.value)  # the message lists what is accepted


def test_scripted_agent_rejects_unknown_level() -> None:
    with pytest.raises(ValueError, match="unknown scripted level"):
        ScriptedAgent("expert")
