"""Scripted agents against the Puertomas (SPEC §19): legal whole games at every seating and
difficulty, and a solo fuzz keeping every invariant after every action."""

from __future__ import annotations

import pytest

from game.puerto_rico.ai import ScriptedAgent, make_agent
from game.puerto_rico.ai.runner import agent_seed, play_game
from game.puerto_rico.engine import Game, GameConfig, invariants
from game.puerto_rico.engine.invariants import violations

SEATINGS = [(3, 2), (2, 1), (3, 1), (4, 1), (5, 1)]  # (seats, Puertomas): 1+2, 1+1, 2+1, 3+1, 4+1
DIFFICULTIES = ["easy", "normal", "hard"]
LEVELS = ["scripted:easy", "scripted:normal", "scripted:hard"]
MAX_ACTIONS = 3000  # a 5-seat scripted game takes about 300


def _play_checked(config: GameConfig, specs: list[str]) -> Game:
    """A whole game, one agent per human seat; every choice must be legal and only humans asked."""
    humans = config.seats - config.puertomas
    agents = [make_agent(spec, agent_seed(config.seed, s)) for s, spec in enumerate(specs)]
    g = Game.new(config)
    assert [g.is_puertoma(s) for s in range(config.seats)] == [
        s >= humans for s in range(config.seats)
    ]
    steps = 0
    while not g.is_over:
        seat = g.current_seat
        assert seat is not None and seat < humans, f"seat {seat} asked to act"
        legal = g.legal_actions()
        assert legal and all(a.seat == seat for a in legal)
        action = agents[seat].choose(g, legal)
        assert action in legal, f"{specs[seat]} chose {action} at {g.decision}"
        g.apply(action)
        steps += 1
        assert steps < MAX_ACTIONS, "the game does not end"
    invariants.check(g)
    assert g.winners()
    return g


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
@pytest.mark.parametrize(("seats", "puertomas"), SEATINGS, ids=str)
def test_scripted_agents_play_legally_against_puertomas(
    seats: int, puertomas: int, difficulty: str
) -> None:
    humans = seats - puertomas
    for game in range(2):
        # Every scripted level plays at every seating, in a different seat each game.
        specs = [LEVELS[(game + s) % len(LEVELS)] for s in range(humans)]
        seed = 1000 * seats + 10 * puertomas + game
        config = GameConfig(seats=seats, seed=seed, puertomas=puertomas, difficulty=difficulty)
        g = _play_checked(config, specs)
        assert len(g.final_scores()) == seats


def test_play_game_takes_one_agent_per_human_seat() -> None:
    config = GameConfig(seats=3, seed=4, puertomas=2, difficulty="normal")
    with pytest.raises(ValueError, match="expected 1 agents"):
        play_game(config, [make_agent("random", s) for s in range(3)])
    g = play_game(config, [make_agent("scripted:normal", agent_seed(4, 0))])
    assert g.is_over
    # The same seeds replay the same game.
    again = play_game(config, [make_agent("scripted:normal", agent_seed(4, 0))])
    assert again.to_json() == g.to_json()


def test_solo_fuzz_keeps_every_invariant_after_every_action() -> None:
    """300 solo games (1 scripted human + 2 Puertomas), 100 per difficulty, the human easy or
    normal: conservation and bounds hold after every action (the Puertomas act inside apply)."""
    for n in range(300):
        difficulty = DIFFICULTIES[n % 3]
        level = ("normal", "easy")[(n // 3) % 2]
        seed = 50_000 + n
        g = Game.new(GameConfig(seats=3, seed=seed, puertomas=2, difficulty=difficulty))
        assert violations(g) == [], (seed, difficulty)
        agent = ScriptedAgent(level, agent_seed(seed, 0))
        steps = 0
        while not g.is_over:
            assert g.current_seat == 0
            g.apply(agent.choose(g, g.legal_actions()))
            found = violations(g)
            assert found == [], (seed, difficulty, level, g.state.round, found)
            steps += 1
            assert steps < MAX_ACTIONS, (seed, difficulty, level)
        assert g.winners()
