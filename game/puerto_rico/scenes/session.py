"""A game being played on the screen: the engine game, who sits where, and the move record."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.puerto_rico.ai import Agent, agent_seed, make_agent
from game.puerto_rico.engine import Action, Event, Game, GameConfig, IllegalAction
from game.puerto_rico.replays import rebuild, record, seat_of_session
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
    # Undo: the moves taken back, the next one first, and how many times each human seat undid
    # a decision. In hot seat a decision is locked once another human has acted after it: undo
    # never reaches below `undo_floor` (an index into `actions`), even once that later decision
    # is itself taken back.
    redo_stack: list[Action] = field(default_factory=list)
    undos: dict[int, int] = field(default_factory=dict)
    undo_floor: int = 0

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
        """Write the game, its seats and its move record to `slot` (OSError if the disk refuses).
        The hot-seat undo lock goes with them when the record alone would unlock a decision (a
        locking decision was itself taken back)."""
        floor = self.undo_floor if self.undo_floor > self._floor_of_record() else None
        save_game(slot, self.game, list(self.seats), self.actions, label=label, undo_floor=floor)

    def apply(self, action: Action) -> list[Event]:
        if self.redo_stack and action == self.redo_stack[0]:
            # The human decides as before: the recorded moves after it follow, never re-thought.
            return self.redo()
        events = self.game.apply(action)  # raises IllegalAction, state untouched
        self._record(action)
        self.redo_stack.clear()  # a different decision: what was undone is gone
        return events

    def _record(self, action: Action) -> None:
        """Keep an applied action; a human's decision locks every earlier decision of the other
        humans (they may no longer take them back)."""
        if self.seats[action.seat].is_human:
            for i in range(len(self.actions) - 1, self.undo_floor - 1, -1):
                other = self.actions[i].seat
                if other != action.seat and self.seats[other].is_human:
                    self.undo_floor = i + 1
                    break
        self.actions.append(action)

    def lock_record(self, saved_floor: int | None = None) -> None:
        """Lock what the record holds (a game loaded from a save): in hot seat only the decisions
        made since the last human other than their maker acted may be taken back, and none
        below the lock the save kept (`saved_floor`: set by a decision since taken back)."""
        self.undo_floor = max(self._floor_of_record(), saved_floor or 0)

    def _floor_of_record(self) -> int:
        """The hot-seat lock the record shows: just after the last decision of a human other
        than the one who decided last."""
        humans = [i for i, a in enumerate(self.actions) if self.seats[a.seat].is_human]
        if not humans:
            return 0
        last = self.actions[humans[-1]].seat
        others = [i for i in humans if self.actions[i].seat != last]
        return others[-1] + 1 if others else 0

    # -------------------------------------------------------------- undo and redo

    @property
    def undo_seat(self) -> int | None:
        """The human whose decision undo would take back: the one who decided last, as long as
        no other human has acted since (None when nothing may be taken back)."""
        point = self.undo_point()
        return None if point is None else self.actions[point].seat

    def undo_point(self) -> int | None:
        """How many actions stay when the last human decision is taken back (the draft's picks
        are never taken back, nor a decision another human has acted after); None when there
        is nothing to undo."""
        for i in range(len(self.actions) - 1, self.undo_floor - 1, -1):
            action = self.actions[i]
            if self.seats[action.seat].is_human:
                return None if action.kind == "draft" else i
        return None

    def undo(self) -> bool:
        """Take back the human's last decision and every move made since; the position is
        rebuilt from the seed and the recorded actions. False when there is nothing to undo."""
        point = self.undo_point()
        if point is None:
            return False
        try:
            self.game = rebuild(self.game, self.actions[:point])
        except (IllegalAction, ValueError):
            return False  # a record that does not start at the set-up: nothing to rebuild from
        seat = self.actions[point].seat
        self.redo_stack[:0] = self.actions[point:]
        del self.actions[point:]
        self.undos[seat] = self.undos.get(seat, 0) + 1
        return True

    @property
    def redo_seat(self) -> int | None:
        """The human whose undone decision redo would play again (None: nothing to redo)."""
        return self.redo_stack[0].seat if self.redo_stack else None

    def redo(self) -> list[Event]:
        """Play the undone decision again, then the recorded moves up to the next undone human
        decision; the events of all of them (none when there is nothing to redo)."""
        events: list[Event] = []
        first = True
        while self.redo_stack:
            action = self.redo_stack[0]
            if not first and self.seats[action.seat].is_human:
                break
            events += self.game.apply(action)
            self._record(self.redo_stack.pop(0))
            first = False
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
