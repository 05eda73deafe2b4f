"""Replay files in the user's data folder: every finished game, kept as JSON (never pickle).

A replay names its box, the app version and the replay format, the box's game configuration
(seed included), who sat where (name, kind, agent), every action taken, a short digest of the
state after each action, and the final scores. The box rebuilds and checks the game; this module
only reads, writes, lists and prunes the files. A replay that cannot be read is refused with its
reason and left on disk exactly as it was; only readable replays beyond the newest `KEEP` are
pruned.

Format 1 is the engine's bare replay (`{"format": 1, "config", "actions"}`, Puerto Rico only): it
migrates to the current format with no seats, digests nor scores.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from datetime import datetime
from importlib import metadata
from pathlib import Path
from typing import Any

from game.shell.boxes import DEFAULT_BOX, all_boxes
from game.shell.persistence import (
    APP_ID,
    RefusedFile,
    Seat,
    _reason,
    _short,
    atomic_write_text,
    user_dir,
)

REPLAY_FORMAT = 2
KEEP = 50  # the newest replays kept (and listed on the title screen)
REPLAY_KIND = "replay"
_NAME_RE = re.compile(r"^\d{8}-\d{6}(-\d+)?-[a-z_]+--?\d+\.json$")


def app_version() -> str:
    """The installed version of the game (pyproject), or "dev" when run from a bare folder."""
    try:
        return metadata.version(APP_ID)
    except metadata.PackageNotFoundError:
        return "dev"


class ReplayError(RefusedFile):
    """A replay that cannot be used.

    Codes: missing, unreadable, not_json, wrong_app, newer_format, unknown_format, unknown_box,
    damaged."""


@dataclass(frozen=True)
class ReplaySeat:
    """Who sat at a seat: the shell's Seat plus the agent spec that played it (None: a human)."""

    seat: Seat
    agent: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {**self.seat.to_dict(), "agent": self.agent}

    @staticmethod
    def from_dict(data: Any, where: str) -> ReplaySeat:
        seat = Seat.from_dict(data, where)
        agent = data.get("agent")
        if agent is not None and not isinstance(agent, str):
            raise ValueError(f"{where}.agent: expected a string or null, got {_short(agent)}")
        return ReplaySeat(seat, agent)


@dataclass
class Replay:
    """A replay file read back (or about to be written)."""

    box: str
    config: dict[str, Any]  # the box's own game configuration, seed included
    actions: list[Any]  # each action as JSON
    seats: list[ReplaySeat] = field(default_factory=list)
    digests: list[str] = field(default_factory=list)  # the state after each action
    final_scores: list[int] | None = None  # None: the replay does not say (format 1)
    app_version: str = ""
    recorded_at: str = ""
    label: str = ""
    format: int = REPLAY_FORMAT  # the format it was read from (migrated ones say 1)
    path: Path | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": REPLAY_FORMAT,
            "kind": REPLAY_KIND,
            "app": APP_ID,
            "app_version": self.app_version or app_version(),
            "box": self.box,
            "recorded_at": self.recorded_at,
            "label": self.label,
            "config": self.config,
            "seats": [s.to_dict() for s in self.seats],
            "actions": self.actions,
            "digests": self.digests,
            "final_scores": self.final_scores,
        }


@dataclass(frozen=True)
class ReplayInfo:
    """One line of the replays list; a file that cannot be used has ok False and a problem."""

    path: Path
    label: str = ""
    recorded_at: str = ""
    box: str = ""
    names: tuple[str, ...] = ()
    scores: tuple[int, ...] = ()  # the final scores, seat by seat (empty: not recorded)
    ok: bool = True
    problem: str | None = None
    code: str | None = None


def replays_dir() -> Path:
    folder = user_dir() / "replays"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def write_replay(replay: Replay, folder: Path | None = None, keep: int | None = KEEP) -> Path:
    """Write `replay` atomically as a new file (named by time, box and seed) and prune the
    oldest readable replays beyond `keep` (None: prune nothing, e.g. a --record folder)."""
    now = datetime.now().astimezone()
    if not replay.recorded_at:
        replay.recorded_at = now.isoformat(timespec="seconds")
    target = folder if folder is not None else replays_dir()
    seed = replay.config.get("seed", 0)
    stem = f"{now:%Y%m%d-%H%M%S}"
    path = target / f"{stem}-{replay.box}-{seed}.json"
    n = 2
    while path.exists():
        path = target / f"{stem}-{n}-{replay.box}-{seed}.json"
        n += 1
    text = json.dumps(replay.to_dict(), ensure_ascii=False, separators=(",", ":"))
    atomic_write_text(path, text)
    replay.path = path
    if keep is not None:
        prune(target, keep)
    return path


def _files(folder: Path) -> list[Path]:
    """Replay files of `folder`, newest first (names start with their time)."""
    return sorted(
        (p for p in folder.glob("*.json") if p.is_file() and _NAME_RE.match(p.name)),
        key=lambda p: (p.stat().st_mtime, p.name),
        reverse=True,
    )


def prune(folder: Path | None = None, keep: int = KEEP) -> list[Path]:
    """Delete the readable replays older than the newest `keep`; unreadable ones stay."""
    folder = folder if folder is not None else replays_dir()
    gone: list[Path] = []
    readable = 0
    for path in _files(folder):
        try:
            load_replay(path)
        except ReplayError:
            continue  # refused files are the player's to look at: never deleted
        readable += 1
        if readable > keep:
            path.unlink(missing_ok=True)
            gone.append(path)
    return gone


def list_replays(folder: Path | None = None, limit: int = KEEP) -> list[ReplayInfo]:
    """The newest replay files, newest first; never raises on a bad file."""
    out: list[ReplayInfo] = []
    for path in _files(folder if folder is not None else replays_dir())[:limit]:
        try:
            replay = load_replay(path)
        except ReplayError as exc:
            out.append(ReplayInfo(path, ok=False, problem=exc.message, code=exc.code))
            continue
        names = tuple(s.seat.name for s in replay.seats) or tuple(
            n for n in replay.config.get("names", []) if isinstance(n, str)
        )
        scores = tuple(replay.final_scores or ())
        out.append(ReplayInfo(path, replay.label, replay.recorded_at, replay.box, names, scores))
    return out


def load_replay(path: str | Path) -> Replay:
    """Read a replay file; ReplayError says why one is refused. The file is only ever read."""
    path = Path(path)
    name = path.name
    if not path.is_file():
        raise ReplayError(f"There is no replay file {name}.", "missing")
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ReplayError(
            f"The replay {name} could not be read: {_reason(exc)}.", "unreadable"
        ) from exc
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise ReplayError(
            f"The file {name} is not a replay ({_reason(exc)}); it was kept as it is.", "not_json"
        ) from exc
    replay = parse_replay(data, name)
    replay.path = path
    return replay


def parse_replay(data: Any, name: str = "replay") -> Replay:
    """A replay from its JSON value, migrating format 1; ReplayError on anything else."""
    if not isinstance(data, dict):
        raise ReplayError(f"The file {name} is not a replay (not a JSON object).", "not_json")
    fmt = data.get("format")
    if fmt == 1 and "app" not in data:
        return _migrate_v1(data, name)
    if data.get("app") != APP_ID or data.get("kind") != REPLAY_KIND:
        raise ReplayError(
            f"The file {name} is not a replay of Puerto Rico 1897 (app: {_short(data.get('app'))}"
            f", kind: {_short(data.get('kind'))}); it was kept as it is.",
            "wrong_app",
        )
    if isinstance(fmt, int) and not isinstance(fmt, bool) and fmt > REPLAY_FORMAT:
        raise ReplayError(
            f"The replay {name} was recorded by a newer version of the game (replay format {fmt},"
            f" this version reads formats 1 to {REPLAY_FORMAT}); please update the game. "
            "The file was kept.",
            "newer_format",
        )
    if fmt != REPLAY_FORMAT:
        raise ReplayError(
            f"The replay {name} has an unknown replay format ({_short(fmt)}); the file was kept.",
            "unknown_format",
        )
    if data.get("box") not in {b.id for b in all_boxes()}:
        raise ReplayError(
            f"The replay {name} is a game of a box this version does not have "
            f"({_short(data.get('box'))}); the file was kept as it is.",
            "unknown_box",
        )
    try:
        return _decode(data)
    except ValueError as exc:
        raise ReplayError(f"The replay {name} is damaged: {exc}. The file was kept.") from exc


def _decode(data: dict[str, Any]) -> Replay:
    config, actions = data.get("config"), data.get("actions")
    if not isinstance(config, dict):
        raise ValueError(f"config: expected an object, got {_short(config)}")
    if not isinstance(actions, list):
        raise ValueError(f"actions: expected a list, got {_short(actions)}")
    seats_raw = data.get("seats", [])
    if not isinstance(seats_raw, list):
        raise ValueError(f"seats: expected a list, got {_short(seats_raw)}")
    seats = [ReplaySeat.from_dict(s, f"seats[{i}]") for i, s in enumerate(seats_raw)]
    digests = data.get("digests", [])
    if not isinstance(digests, list) or not all(isinstance(d, str) for d in digests):
        raise ValueError("digests: expected a list of strings")
    if len(digests) not in (0, len(actions)):
        raise ValueError(f"digests: expected one per action ({len(actions)}), got {len(digests)}")
    scores = data.get("final_scores")
    if scores is not None and (
        not isinstance(scores, list)
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in scores)
    ):
        raise ValueError(f"final_scores: expected a list of whole numbers, got {_short(scores)}")
    texts = {k: data.get(k, "") for k in ("app_version", "recorded_at", "label")}
    for key, value in texts.items():
        if not isinstance(value, str):
            raise ValueError(f"{key}: expected a string, got {_short(value)}")
    return Replay(
        box=data["box"],
        config=config,
        actions=actions,
        seats=seats,
        digests=digests,
        final_scores=scores,
        app_version=texts["app_version"],
        recorded_at=texts["recorded_at"],
        label=texts["label"],
    )


def _migrate_v1(data: dict[str, Any], name: str) -> Replay:
    """Format 1 (before the shelf and the replay files): Puerto Rico's config and actions."""
    config, actions = data.get("config"), data.get("actions")
    if not isinstance(config, dict) or not isinstance(actions, list):
        raise ReplayError(
            f"The replay {name} (format 1) is damaged: it needs a config object and a list of "
            "actions. The file was kept.",
        )
    return Replay(box=DEFAULT_BOX, config=config, actions=actions, format=1)
