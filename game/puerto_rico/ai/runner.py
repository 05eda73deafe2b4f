"""Playing a whole game with one agent per seat (headless runs, benchmarks, tests)."""

from __future__ import annotations

from collections.abc import Sequence

from game.puerto_rico.ai.agent import Agent
from game.puerto_rico.engine import Action, Game, GameConfig


def play_game(
    config: GameConfig, agents: Sequence[Agent], record: list[Action] | None = None
) -> Game:
    """Play a new game to its end, each seat asking its agent; returns the finished game.
    Each action taken is appended to `record` when given (a replay's move list).

    `agents` holds one agent per human seat, i.e. the first `config.seats - config.puertomas`
    seats: the Puertoma seats (always the last ones) are played by the engine itself."""
    humans = config.seats - config.puertomas
    if len(agents) != humans:
        raise ValueError(f"expected {humans} agents (one per human seat), got {len(agents)}")
    g = Game.new(config)
    while not g.is_over:
        seat = g.current_seat
        assert seat is not None and seat < humans, f"seat {seat} is not a human seat"
        action = decide(agents[seat], g, seat, agent_seed(config.seed, seat))
        g.apply(action)
        if record is not None:
            record.append(action)
    return g


def decide(agent: Agent, g: Game, seat: int, seed: int) -> Action:
    """The agent's choice for `seat`, made on a copy where what the seat cannot see is drawn
    afresh (`Game.seat_copy`) from its seed and the step: never on the live game."""
    copy = g.seat_copy(seat, think_seed(seed, g.state.actions_taken))
    return agent.choose(copy, g.legal_actions())


def think_seed(seed: int, step: int) -> int:
    """The seed of a seat's copy at a step: from the seat's own seed, never the game's draws."""
    return (seed * 1_000_003 + step) & 0xFFFF_FFFF_FFFF


def agent_seed(game_seed: int, seat: int) -> int:
    """Each seat's own seed, derived from the game's so a game number replays on its own."""
    return game_seed * 16 + seat
