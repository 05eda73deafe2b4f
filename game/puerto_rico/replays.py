"""Puerto Rico's replays: record a finished game as a replay file, rebuild it step by step for
the viewer, and verify that it still plays to the recorded scores (`--verify-replay`).

A replay is the seed and configuration plus every action, so rebuilding a position replays the
actions from the start: computer and Puertoma moves come from the record, never re-thought.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property

from game.puerto_rico.engine import Action, Event, Game, GameConfig, IllegalAction
from game.puerto_rico.engine.replay import (
    config_from_json,
    config_of,
    config_to_json,
    state_digest,
)
from game.shell.boxes import DEFAULT_BOX
from game.shell.persistence import Seat
from game.shell.replays import Replay, ReplayError, ReplaySeat

BOX_ID = DEFAULT_BOX  # "puerto_rico"
EXIT_SAME, EXIT_DIFFERENT, EXIT_UNREADABLE = 0, 1, 2


def seat_of_spec(name: str, spec: str) -> ReplaySeat:
    """A headless seat (`random`, `scripted:hard`, `puertoma`) as a replay seat."""
    kind, _, level = spec.partition(":")
    return ReplaySeat(Seat(name, kind, level or None), agent=spec)


def seat_of_session(seat: Seat) -> ReplaySeat:
    """A seat of a game on the screen: a human has no agent."""
    if seat.is_human:
        return ReplaySeat(seat)
    return ReplaySeat(seat, agent="puertoma" if seat.kind == "puertoma" else seat.agent_spec)


def record(
    game: Game, actions: Sequence[Action], seats: Sequence[ReplaySeat], label: str = ""
) -> Replay:
    """The replay of a finished `game` whose moves were `actions` from its start.

    The game is replayed from its seed once, to keep the digest of every step; ValueError when
    the actions do not lead to `game` (they are not the whole record)."""
    config = config_of(game)
    again = Game.new(config, events=False)
    digests = []
    for k, action in enumerate(actions):
        try:
            again.apply(action)
        except IllegalAction as exc:
            raise ValueError(f"step {k + 1} does not replay: {exc}") from exc
        digests.append(state_digest(again))
    if again.to_json() != game.to_json():
        raise ValueError("the recorded actions do not lead to this game")
    return Replay(
        box=BOX_ID,
        config=config_to_json(config),
        actions=[a.to_json() for a in actions],
        seats=list(seats),
        digests=digests,
        final_scores=[s["total"] for s in game.final_scores()] if game.is_over else None,
        label=label or ", ".join(game.names),
    )


def rebuild(game: Game, actions: Sequence[Action]) -> Game:
    """`game`'s set-up (its seed and configuration) with `actions` played from the start: a
    position reached by the rules, never patched (undo rebuilds this way)."""
    again = Game.new(config_of(game))
    for action in actions:
        again.apply(action)
    return again


def record_events(game: Game, actions: Sequence[Action]) -> list[Event]:
    """What `actions`, played from `game`'s set-up, told (the log of a loaded save is worded
    again from them); ValueError when they do not lead to `game` (a record that does not start
    at the set-up) or one is refused."""
    again = Game.new(config_of(game))
    events: list[Event] = []
    try:
        for action in actions:
            events += again.apply(action)
    except IllegalAction as exc:
        raise ValueError(f"the record is refused: {exc}") from exc
    if again.to_json() != game.to_json():
        raise ValueError("the record does not lead to the saved position")
    return events


def _config(replay: Replay) -> GameConfig:
    if replay.box != BOX_ID:
        raise ReplayError(f"This is a replay of {replay.box}, not of Puerto Rico.", "unknown_box")
    try:
        return config_from_json(replay.config)
    except ValueError as exc:
        raise ReplayError(f"The replay is damaged: {exc}.") from exc


def _actions(replay: Replay) -> list[Action]:
    out = []
    for k, raw in enumerate(replay.actions):
        try:
            out.append(Action.from_json(raw))
        except ValueError as exc:
            raise ReplayError(f"The replay is damaged: step {k + 1}: {exc}.") from exc
    return out


@dataclass
class Timeline:
    """A replay rebuilt: the position after every step (as JSON), the events of each step and
    where rounds and phases begin, so the viewer can go to any step at once."""

    config: GameConfig
    actions: list[Action]
    snapshots: list[str]  # snapshots[k]: the state after k actions (0: the set-up)
    events: list[list[Event]]  # events[k - 1]: what step k did
    marks: list[tuple[int, str]] = field(default_factory=list)  # (round, phase) after k steps

    @property
    def steps(self) -> int:
        return len(self.actions)

    @cached_property
    def final_vp_history(self) -> list[list[int]]:
        """VP chips of every seat at the end of each round, over the whole recorded game."""
        return [list(row) for row in self.game_at(self.steps).state.vp_history]

    def game_at(self, step: int) -> Game:
        """A live copy of the position after `step` actions (the viewer may step on from it)."""
        return Game.from_json(self.snapshots[max(0, min(step, self.steps))])

    def round_starts(self) -> list[int]:
        """The steps after which a new round is under way (0 for the first)."""
        return [
            k for k in range(len(self.marks)) if k == 0 or self.marks[k][0] != self.marks[k - 1][0]
        ]

    def phase_starts(self) -> list[int]:
        """The steps after which a new phase (or round) is under way."""
        return [k for k in range(len(self.marks)) if k == 0 or self.marks[k] != self.marks[k - 1]]


def timeline(replay: Replay) -> Timeline:
    """Replay every step; ReplayError (its reason naming the step) if one is refused."""
    config = _config(replay)
    actions = _actions(replay)
    try:
        game = Game.new(config)
    except ValueError as exc:
        raise ReplayError(f"The replay's game cannot be set up: {exc}.") from exc
    snapshots, events = [game.to_json()], []
    marks = [(game.state.round, game.state.phase or "")]
    for k, action in enumerate(actions):
        try:
            events.append(list(game.apply(action)))
        except IllegalAction as exc:
            raise ReplayError(
                f"The replay does not play on this version: step {k + 1} "
                f"({json.dumps(action.to_json())}) is refused: {exc}.",
                "damaged",
            ) from exc
        snapshots.append(game.to_json())
        marks.append((game.state.round, game.state.phase or ""))
    return Timeline(config, actions, snapshots, events, marks)


@dataclass
class Verdict:
    """What `verify` found: the exit status and the lines to print."""

    status: int
    lines: list[str]


def verify(replay: Replay) -> Verdict:
    """Replay headless and compare with the record: 0 same scores, 1 different (the first
    differing step named), 2 a replay that cannot be read (the reason given)."""
    try:
        config = _config(replay)
        actions = _actions(replay)
        game = Game.new(config, events=False)
    except ReplayError as exc:
        return Verdict(EXIT_UNREADABLE, [exc.message])
    except ValueError as exc:
        return Verdict(EXIT_UNREADABLE, [f"The replay's game cannot be set up: {exc}."])
    first_diff: int | None = None
    for k, action in enumerate(actions, start=1):
        try:
            game.apply(action)
        except IllegalAction as exc:
            where = f"round {game.state.round}, {game.decision or 'no decision'}"
            lines = [
                f"differs at step {k} ({where}): the recorded action "
                f"{json.dumps(action.to_json())} is refused: {exc}"
            ]
            if first_diff is not None:
                lines.insert(0, f"first differing step: {first_diff} of {len(actions)}")
            return Verdict(EXIT_DIFFERENT, lines)
        if first_diff is None and replay.digests and state_digest(game) != replay.digests[k - 1]:
            first_diff = k
    n = len(actions)
    if not game.is_over:
        return Verdict(EXIT_DIFFERENT, [f"differs: the game is not over after its {n} actions"])
    got = [s["total"] for s in game.final_scores()]
    if replay.final_scores is None:
        return Verdict(
            EXIT_SAME,
            [
                f"replayed {n} actions to the end (scores {got}); this replay (format "
                f"{replay.format}) records no scores to compare"
            ],
        )
    if got != replay.final_scores:
        lines = [f"differs: final scores {got}, recorded {replay.final_scores}"]
        if first_diff is not None:
            lines.insert(0, f"first differing step: {first_diff} of {n}")
        else:
            lines.append("every step's state matches the record: the end scoring differs")
        return Verdict(EXIT_DIFFERENT, lines)
    lines = [f"ok: {n} actions replayed, final scores {got} as recorded"]
    if first_diff is not None:
        lines.append(f"note: the state differs from the record from step {first_diff} on")
    return Verdict(EXIT_SAME, lines)
