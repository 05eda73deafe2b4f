"""Playing a whole San Juan game with one agent per seat (headless runs, benchmarks, tests)."""

from __future__ import annotations

from collections.abc import Sequence

from game.san_juan.ai.agent import Agent
from game.san_juan.engine import Game, GameConfig, view


def play_game(config: GameConfig, agents: Sequence[Agent], events: bool = False) -> Game:
    """Play a new game to its end, each seat asking its agent with that seat's view only."""
    if len(agents) != config.seats:
        raise ValueError(f"expected {config.seats} agents, got {len(agents)}")
    g = Game.new(config, events=events)
    while not g.is_over:
        seat = g.current_seat
        assert seat is not None
        legal = g.legal_actions()
        action = (
            legal[0] if len(legal) == 1 else agents[seat].choose(view.seat_view(g, seat), legal)
        )
        g.apply(action)
    return g


def agent_seed(game_seed: int, seat: int) -> int:
    """Each seat's own seed, derived from the game's so a game number replays on its own."""
    return game_seed * 16 + seat
