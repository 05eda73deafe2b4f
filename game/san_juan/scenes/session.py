"""A San Juan game being played on the screen: the engine game, who sits where, the move record,
and the computer seats, each seeing its own SeatView only."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.san_juan.ai import Agent, agent_seed, make_agent
from game.san_juan.engine import Action, Event, Game, GameConfig
from game.san_juan.engine.view import seat_view
from game.shell.persistence import Seat, save_game

BOX_ID = "san_juan"


class SeatAgent:
    """A computer seat as the shell's AI worker calls it: `choose(copy, legal)` on the seat's
    determinized copy of the game (Game.seat_copy); the bot is shown only that seat's view."""

    def __init__(self, agent: Agent, seat: int) -> None:
        self.agent = agent
        self.seat = seat

    def choose(self, game: Game, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        return self.agent.choose(seat_view(game, self.seat), legal)


@dataclass
class Session:
    """Engine game + seats + the actions taken so far (the replay record)."""

    game: Game
    seats: list[Seat]
    actions: list[Action] = field(default_factory=list)
    agents: dict[int, Any] = field(default_factory=dict)

    @classmethod
    def new(cls, seats: list[Seat], seed: int, options: tuple[str, ...] = ()) -> Session:
        # The engine moves the first governor to seat 0: the seats follow its names.
        config = GameConfig(
            seats=len(seats), seed=seed, names=tuple(s.name for s in seats), options=options
        )
        game = Game.new(config)
        by_name = {s.name: s for s in seats}
        ordered = [by_name[name] for name in game.state.names]
        session = cls(game, ordered)
        session.make_agents()
        return session

    def make_agents(self) -> None:
        seed = self.game.state.seed
        self.agents = {
            i: SeatAgent(make_agent(s.agent_spec, agent_seed(seed, i)), i)
            for i, s in enumerate(self.seats)
            if not s.is_human
        }

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def save(self, slot: str, label: str = "") -> None:
        """Write the game, its seats and its move record to `slot` (OSError if the disk refuses)."""
        save_game(slot, self.game, list(self.seats), self.actions, label=label, box=BOX_ID)

    def apply(self, action: Action) -> list[Event]:
        events = self.game.apply(action)  # raises IllegalAction, state untouched
        self.actions.append(action)
        return events
