"""A game being played on the screen: the engine game, who sits where, and the move record."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.puerto_rico.ai import Agent, agent_seed, make_agent
from game.puerto_rico.engine import Action, Event, Game, GameConfig
from game.puerto_rico.replays import record, seat_of_session
from game.shell.persistence import Seat, save_game
from game.shell.replays import write_replay


@dataclass
class Session:
    """Engine game + seats + the actions taken so far (the replay record)."""

    game: Game
    seats: list[Seat]
    actions: list[Action] = field(default_factory=list)
    agents: dict[int, Agent] = field(default_factory=dict)
    replay_kept: bool = False  # the finished game was written as a replay file

    @classmethod
    def new(
        cls,
        seats: list[Seat],
        seed: int,
        variants: tuple[str, ...] = (),
        expansions: tuple[str, ...] = (),
        difficulty: str = "normal",
    ) -> Session:
        # Puertomas always sit after everyone else (SPEC §19.1).
        seats = [s for s in seats if s.kind != "puertoma"] + [
            s for s in seats if s.kind == "puertoma"
        ]
        config = GameConfig(
            seats=len(seats),
            seed=seed,
            names=tuple(s.name for s in seats),
            variants=variants,
            expansions=expansions,
            puertomas=sum(1 for s in seats if s.kind == "puertoma"),
            difficulty=difficulty,
        )
        session = cls(Game.new(config), seats)
        session.make_agents()
        return session

    def make_agents(self) -> None:
        seed = self.game.state.seed
        self.agents = {
            i: make_agent(s.agent_spec, agent_seed(seed, i))
            for i, s in enumerate(self.seats)
            if not s.is_human and s.kind != "puertoma"
        }

    def is_puertoma(self, seat: int) -> bool:
        return self.game.is_puertoma(seat)

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def is_human_turn(self) -> bool:
        seat = self.game.current_seat
        return seat is not None and self.seats[seat].is_human

    def save(self, slot: str, label: str = "") -> None:
        """Write the game, its seats and its move record to `slot` (OSError if the disk refuses)."""
        save_game(slot, self.game, list(self.seats), self.actions, label=label)

    def apply(self, action: Action) -> list[Event]:
        events = self.game.apply(action)  # raises IllegalAction, state untouched
        self.actions.append(action)
        return events

    def keep_replay(self) -> Path | None:
        """Write the finished game to the replays folder, once; None when there is nothing to
        keep (not over, already kept, or a record that does not start at the set-up, as in a
        save from before the record was complete). OSError if the disk refuses."""
        if self.replay_kept or not self.game.is_over:
            return None
        self.replay_kept = True
        try:
            replay = record(self.game, self.actions, [seat_of_session(s) for s in self.seats])
        except ValueError:
            return None
        return write_replay(replay)
