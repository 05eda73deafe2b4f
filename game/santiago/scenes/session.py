"""A game of Santiago de Cuba on the screen: the engine game, who sits where, the move record."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.santiago.ai import Agent, make_agent
from game.santiago.ai.runner import agent_seed
from game.santiago.engine import Action, Event, Game, GameConfig
from game.shell.persistence import Seat, save_game

BOX_ID = "santiago"


@dataclass
class Session:
    """Engine game + seats + the actions taken so far (the replay record)."""

    game: Game
    seats: list[Seat]
    actions: list[Action] = field(default_factory=list)
    agents: dict[int, Agent] = field(default_factory=dict)

    @classmethod
    def new(cls, seats: list[Seat], seed: int) -> Session:
        config = GameConfig(seats=len(seats), seed=seed, names=tuple(s.name for s in seats))
        session = cls(Game.new(config), list(seats))
        session.make_agents()
        return session

    def make_agents(self) -> None:
        seed = self.game.state.seed
        self.agents = {
            i: make_agent(s.agent_spec, agent_seed(seed, i))
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
        return list(events)
