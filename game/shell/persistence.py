"""Settings and saved games in the user's data folder: JSON only, written atomically, never pickle.

A broken settings file falls back to defaults (and is kept aside); a broken save is refused with a
clear message and left exactly as it was on disk, so nothing the player made is ever lost.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import tempfile
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field, fields
from datetime import datetime
from pathlib import Path
from typing import Any

import platformdirs

from game.shell.boxes import DEFAULT_BOX, all_boxes, get_box

__all__ = [
    "AI_SPEEDS",
    "ANIMATION_SPEEDS",
    "APP_ID",
    "LANGUAGES",
    "ROUND_PAUSES",
    "SAVE_FORMAT",
    "SEAT_KINDS",
    "SLOTS",
    "LoadedGame",
    "SaveError",
    "SaveInfo",
    "Seat",
    "Settings",
    "atomic_write_text",
    "has_autosave",
    "list_saves",
    "load_game",
    "load_settings",
    "save_game",
    "save_path",
    "save_settings",
    "saves_dir",
    "settings_path",
    "user_dir",
]

APP_ID = "puerto-rico-1897"
HOME_ENV = "PR1897_HOME"  # overrides the platform folder (tests, portable installs)
SETTINGS_FILE = "settings.json"

# --------------------------------------------------------------------------- folders and files


def user_dir() -> Path:
    """The folder holding settings and saves, created on demand."""
    override = os.environ.get(HOME_ENV)
    folder = (
        Path(override) if override else Path(platformdirs.user_data_dir(APP_ID, appauthor=False))
    )
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def atomic_write_text(path: str | Path, text: str) -> None:
    """Write `text` so that `path` holds either the old content or the new one, never half.

    The temp file lives in the same folder because os.replace is only atomic within one
    filesystem; fsync makes sure the bytes are on disk before the rename makes them visible.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    _fsync_dir(target.parent)


def _fsync_dir(folder: Path) -> None:
    # Makes the rename itself durable on POSIX; Windows cannot open folders, which is fine.
    try:
        dir_fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def _keep_aside(path: Path, tag: str) -> Path:
    """Rename `path` to `<name>.<tag>-<timestamp>` (never overwriting an earlier one)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.name}.{tag}-{stamp}")
    n = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.name}.{tag}-{stamp}-{n}")
        n += 1
    os.replace(path, candidate)
    return candidate


# --------------------------------------------------------------------------- settings

ANIMATION_SPEEDS: tuple[str, ...] = ("off", "slow", "normal", "fast")
AI_SPEEDS: tuple[str, ...] = ("slow", "normal", "fast", "instant")
LANGUAGES: tuple[str, ...] = ("en", "fr")
ROUND_PAUSES: tuple[str, ...] = ("solo", "always", "never")  # game.shell.pacing says what each does
MIN_WINDOW = (640, 360)
MAX_WINDOW = (7680, 4320)


@dataclass
class Settings:
    """What the player chose in the settings screen; every field has a safe default."""

    window_size: tuple[int, int] = (1600, 900)
    fullscreen: bool = False
    animation_speed: str = "normal"  # off | slow | normal | fast
    ai_speed: str = "normal"  # slow | normal | fast | instant
    language: str = "en"  # en | fr
    sound: bool = True
    volume: float = 0.8  # 0..1
    hide_vp: bool = False  # hot seat: hide the other players' VP chips
    undo: bool = True  # a game with one human seat may take back its decisions (Ctrl+Z)
    # The modules and alternative rules last ticked on the setup screen, offered again next time
    # (ids only: the box's setup screen keeps those it knows).
    expansions: tuple[str, ...] = ()
    variants: tuple[str, ...] = ()
    box: str = DEFAULT_BOX  # the box last chosen on the title screen
    round_pause: str = "solo"  # solo | always | never: wait for a click when a round ends
    auto_obvious: bool = False  # play a decision with a single sensible answer without asking
    # Who sat at the last game started (each a Seat.to_dict()), offered again by the setup.
    last_seats: tuple[dict[str, Any], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["window_size"] = list(self.window_size)
        d["expansions"] = list(self.expansions)
        d["variants"] = list(self.variants)
        d["last_seats"] = [dict(seat) for seat in self.last_seats]
        return d

    def remembered(self, known: Sequence[str], field_name: str) -> tuple[str, ...]:
        """The ids of `expansions` or `variants` that a box still knows (others are dropped)."""
        return tuple(i for i in getattr(self, field_name) if i in known)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_window(value: Any) -> tuple[int, int] | None:
    if isinstance(value, (list, tuple)) and len(value) == 2 and all(_is_int(v) for v in value):
        w, h = value
        if MIN_WINDOW[0] <= w <= MAX_WINDOW[0] and MIN_WINDOW[1] <= h <= MAX_WINDOW[1]:
            return (int(w), int(h))
    return None


def _check_choice(options: Sequence[str]) -> Any:
    def check(value: Any) -> str | None:
        return value if isinstance(value, str) and value in options else None

    return check


def _check_bool(value: Any) -> bool | None:
    return value if isinstance(value, bool) else None


_ID_RE = re.compile(r"^[a-z][a-z0-9_]*$")


def _check_id_list(value: Any) -> tuple[str, ...] | None:
    if isinstance(value, list) and all(isinstance(v, str) and _ID_RE.match(v) for v in value):
        return tuple(dict.fromkeys(value))  # in order, without repeats
    return None


def _check_seats(value: Any) -> tuple[dict[str, Any], ...] | None:
    if not isinstance(value, list) or len(value) > 8:
        return None
    try:
        return tuple(Seat.from_dict(seat).to_dict() for seat in value)
    except ValueError:
        return None


def _check_box(value: Any) -> str | None:
    return value if value in {b.id for b in all_boxes()} else None


def _check_volume(value: Any) -> float | None:
    if isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value <= 1:
        return float(value)
    return None


# field -> (checker returning the clean value or None, what was expected in words)
_SETTING_CHECKS: dict[str, tuple[Any, str]] = {
    "window_size": (
        _check_window,
        f"[width, height] from {MIN_WINDOW[0]}x{MIN_WINDOW[1]} to {MAX_WINDOW[0]}x{MAX_WINDOW[1]}",
    ),
    "fullscreen": (_check_bool, "true or false"),
    "animation_speed": (_check_choice(ANIMATION_SPEEDS), "one of: " + ", ".join(ANIMATION_SPEEDS)),
    "ai_speed": (_check_choice(AI_SPEEDS), "one of: " + ", ".join(AI_SPEEDS)),
    "language": (_check_choice(LANGUAGES), "one of: " + ", ".join(LANGUAGES)),
    "sound": (_check_bool, "true or false"),
    "volume": (_check_volume, "a number from 0 to 1"),
    "hide_vp": (_check_bool, "true or false"),
    "undo": (_check_bool, "true or false"),
    "expansions": (_check_id_list, "a list of ids (lower-case letters and _)"),
    "variants": (_check_id_list, "a list of ids (lower-case letters and _)"),
    "box": (_check_box, "the id of a box on the shelf"),
    "round_pause": (_check_choice(ROUND_PAUSES), "one of: " + ", ".join(ROUND_PAUSES)),
    "auto_obvious": (_check_bool, "true or false"),
    "last_seats": (_check_seats, "a list of seats (name, kind, level, colour)"),
}
assert set(_SETTING_CHECKS) == {f.name for f in fields(Settings)}


def settings_path() -> Path:
    return user_dir() / SETTINGS_FILE


def load_settings() -> tuple[Settings, str | None]:
    """The saved settings, or defaults; the message (None when all is well) says what went wrong.

    A file that cannot be read as a JSON object is renamed to settings.json.broken-<time> and kept.
    A readable file with some bad values keeps the good ones, and is left untouched on disk.
    """
    path = settings_path()
    if not path.exists():
        return Settings(), None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        problem = None if isinstance(data, dict) else "it is not a JSON object"
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        data, problem = None, _reason(exc)
    if problem is not None:
        try:
            kept = _keep_aside(path, "broken").name
        except OSError as exc:  # e.g. read-only folder: at least do not crash
            kept = f"{path.name} (could not be renamed: {exc.strerror or exc})"
        return Settings(), (
            f"The settings file could not be read ({problem}); default settings are used. "
            f"The old file was kept as {kept}."
        )
    values: dict[str, Any] = {}
    bad: list[str] = []
    defaults = Settings()
    for name, (check, expected) in _SETTING_CHECKS.items():
        if name not in data:
            continue
        clean = check(data[name])
        if clean is None:
            bad.append(
                f"{name} (expected {expected}, got {json.dumps(data[name])}; "
                f"using {json.dumps(getattr(defaults, name))})"
            )
        else:
            values[name] = clean
    # Unknown keys are ignored on purpose: a newer version may have written them.
    settings = Settings(**values)
    if bad:
        return settings, "Some settings were not valid and use their defaults: " + "; ".join(bad)
    return settings, None


def save_settings(settings: Settings) -> None:
    atomic_write_text(settings_path(), json.dumps(settings.to_dict(), indent=2) + "\n")


def _reason(exc: BaseException) -> str:
    if isinstance(exc, json.JSONDecodeError):
        return f"not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}"
    if isinstance(exc, UnicodeDecodeError):
        return "not UTF-8 text"
    if isinstance(exc, OSError):
        return exc.strerror or str(exc)
    return str(exc)


# --------------------------------------------------------------------------- saved games

# Format 2 names the box; format 1 (before the shelf) could only be Puerto Rico.
SAVE_FORMAT = 2
SLOTS: tuple[str, ...] = ("autosave", *(f"slot{i}" for i in range(1, 10)))
SEAT_KINDS: tuple[str, ...] = ("human", "random", "scripted", "expert", "puertoma")
_SAVE_KEYS: tuple[str, ...] = (
    "format",
    "app",
    "box",
    "saved_at",
    "label",
    "seats",
    "game",
    "actions",
)


class RefusedFile(Exception):
    """A file the app will not use; `message` is for the player, `code` for tests and words."""

    def __init__(self, message: str, code: str = "damaged") -> None:
        super().__init__(message)
        self.message = message
        self.code = code

    def __str__(self) -> str:
        return self.message


class SaveError(RefusedFile):
    """A save that cannot be loaded.

    Codes: missing, unreadable, not_json, wrong_app, newer_format, unknown_format, unknown_box,
    missing_keys, damaged.
    """


@dataclass(frozen=True)
class Seat:
    """Who sits at a seat: the name shown, the kind of player, the AI level and the colour."""

    name: str
    kind: str = "human"  # human | random | scripted | expert | puertoma
    level: str | None = None  # AI level for scripted seats (e.g. easy, normal, hard)
    colour: str = ""

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    @property
    def agent_spec(self) -> str:
        """The game.puerto_rico.ai.make_agent spec for an AI seat ("scripted:hard", "random")."""
        return f"{self.kind}:{self.level}" if self.kind == "scripted" and self.level else self.kind

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level, "colour": self.colour}

    @staticmethod
    def from_dict(data: Any, where: str = "seat") -> Seat:
        if not isinstance(data, dict):
            raise ValueError(f"{where}: expected an object, got {_short(data)}")
        name, kind = data.get("name"), data.get("kind")
        level, colour = data.get("level"), data.get("colour")
        if not isinstance(name, str) or not name:
            raise ValueError(f"{where}.name: expected a non-empty string, got {_short(name)}")
        if kind not in SEAT_KINDS:
            raise ValueError(
                f"{where}.kind: expected one of {', '.join(SEAT_KINDS)}, got {_short(kind)}"
            )
        if level is not None and not isinstance(level, str):
            raise ValueError(f"{where}.level: expected a string or null, got {_short(level)}")
        if not isinstance(colour, str):
            raise ValueError(f"{where}.colour: expected a string, got {_short(colour)}")
        return Seat(name, kind, level, colour)


@dataclass
class LoadedGame:
    """A save read back: the box's game object and its recorded actions, with who sits where."""

    game: Any
    seats: list[Seat]
    actions: list[Any]
    label: str
    saved_at: str
    box: str = DEFAULT_BOX
    # Hot-seat undo: how many recorded actions no one may take back any more, when the save
    # says (only saves written after an undo in hot seat do; None: work it out from the record).
    undo_floor: int | None = None


@dataclass(frozen=True)
class SaveInfo:
    """One line of the load screen; a save that cannot be loaded has ok False and a problem."""

    slot: str
    label: str = ""
    saved_at: str = ""
    names: tuple[str, ...] = field(default_factory=tuple)
    round: int | None = None
    ok: bool = True
    problem: str | None = None
    code: str | None = None  # SaveError.code when ok is False
    box: str = DEFAULT_BOX  # the game on the shelf it belongs to


def saves_dir() -> Path:
    folder = user_dir() / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def save_path(slot: str) -> Path:
    _check_slot(slot)
    return saves_dir() / f"{slot}.json"


def _check_slot(slot: str) -> None:
    if slot not in SLOTS:
        raise ValueError(f"unknown save slot {slot!r}; slots are: {', '.join(SLOTS)}")


def save_game(
    slot: str,
    game: Any,
    seats: Iterable[Seat | Mapping[str, Any]],
    actions: Iterable[Any],
    label: str = "",
    box: str = DEFAULT_BOX,
    undo_floor: int | None = None,
) -> Path:
    """Write `game` (any box's game: it has to_json()) to `slot` atomically.

    The previous save stays intact if this one fails. Actions are objects with to_json() or
    plain JSON lists. `undo_floor` (hot-seat undo's lock, when the record alone cannot tell
    it) is written only when given, so other saves keep their bytes."""
    path = save_path(slot)
    seat_list = [s if isinstance(s, Seat) else Seat.from_dict(dict(s)) for s in seats]
    data = {
        "format": SAVE_FORMAT,
        "app": APP_ID,
        "box": box,
        "saved_at": datetime.now().astimezone().isoformat(timespec="seconds"),
        "label": label,
        "seats": [s.to_dict() for s in seat_list],
        "game": json.loads(game.to_json()),
        "actions": [a.to_json() if hasattr(a, "to_json") else list(a) for a in actions],
    }
    if undo_floor is not None:
        data["undo_floor"] = undo_floor
    atomic_write_text(path, json.dumps(data, ensure_ascii=False, separators=(",", ":")))
    return path


def load_game(slot: str) -> LoadedGame:
    """Read `slot`; raises SaveError with a readable message. The file is only ever read."""
    return _load_file(save_path(slot), slot)[0]


def has_autosave() -> bool:
    """Whether an autosave file exists (a damaged one is reported when the player continues)."""
    return save_path("autosave").is_file()


def list_saves() -> list[SaveInfo]:
    """Every slot that holds a file, in slot order; never raises on a bad file."""
    out: list[SaveInfo] = []
    for slot in SLOTS:
        path = save_path(slot)
        if not path.exists():
            continue
        try:
            loaded, _ = _load_file(path, slot)
        except SaveError as exc:
            out.append(SaveInfo(slot, ok=False, problem=exc.message, code=exc.code))
            continue
        except Exception as exc:  # the load screen must open whatever is on disk
            out.append(SaveInfo(slot, ok=False, problem=f"unexpected error: {exc}", code="damaged"))
            continue
        out.append(
            SaveInfo(
                slot,
                label=loaded.label,
                saved_at=loaded.saved_at,
                names=tuple(s.name for s in loaded.seats),
                round=get_box(loaded.box).round_of(loaded.game),
                box=loaded.box,
            )
        )
    return out


def _load_file(path: Path, slot: str) -> tuple[LoadedGame, dict[str, Any]]:
    if not path.is_file():
        raise SaveError(f"There is no saved game in {slot}.", "missing")
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveError(
            f"The save {slot} could not be read: {_reason(exc)}.", "unreadable"
        ) from exc
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise SaveError(
            f"The save {slot} is not a saved game ({_reason(exc)}); the file was kept as it is.",
            "not_json",
        ) from exc
    if not isinstance(data, dict):
        raise SaveError(
            f"The save {slot} is not a saved game (not a JSON object); the file was kept as it is.",
            "not_json",
        )
    if data.get("app") != APP_ID:
        raise SaveError(
            f"The save {slot} was not made by Puerto Rico 1897 (app: {_short(data.get('app'))}); "
            "the file was kept as it is.",
            "wrong_app",
        )
    fmt = data.get("format")
    if isinstance(fmt, int) and not isinstance(fmt, bool) and fmt > SAVE_FORMAT:
        raise SaveError(
            f"The save {slot} was made by a newer version of the game (save format {fmt}, this "
            f"version reads format {SAVE_FORMAT}); please update the game. The file was kept.",
            "newer_format",
        )
    if fmt == 1:
        data = {**data, "format": SAVE_FORMAT, "box": DEFAULT_BOX}  # migration: before the shelf
    elif fmt != SAVE_FORMAT:
        raise SaveError(
            f"The save {slot} has an unknown save format ({_short(fmt)}); the file was kept.",
            "unknown_format",
        )
    missing = [k for k in _SAVE_KEYS if k not in data]
    if missing:
        raise SaveError(
            f"The save {slot} is incomplete (missing: {', '.join(missing)}); the file was kept.",
            "missing_keys",
        )
    box_ids = {b.id for b in all_boxes()}
    if data["box"] not in box_ids:
        raise SaveError(
            f"The save {slot} is a game of a box this version does not have "
            f"({_short(data['box'])}); the file was kept as it is.",
            "unknown_box",
        )
    try:
        loaded = _decode(data)
    except Exception as exc:
        # Whatever the engine or the checks refused, the player sees one readable reason.
        raise SaveError(
            f"The saved game is damaged: {exc}. The file {path.name} was kept as it is.", "damaged"
        ) from exc
    return loaded, data


def _decode(data: dict[str, Any]) -> LoadedGame:
    label, saved_at = data["label"], data["saved_at"]
    if not isinstance(label, str):
        raise ValueError(f"label: expected a string, got {_short(label)}")
    if not isinstance(saved_at, str):
        raise ValueError(f"saved_at: expected a string, got {_short(saved_at)}")
    seats_raw, actions_raw, game_raw = data["seats"], data["actions"], data["game"]
    if not isinstance(seats_raw, list):
        raise ValueError(f"seats: expected a list, got {_short(seats_raw)}")
    seats = [Seat.from_dict(s, f"seats[{i}]") for i, s in enumerate(seats_raw)]
    if not isinstance(actions_raw, list):
        raise ValueError(f"actions: expected a list, got {_short(actions_raw)}")
    if not isinstance(game_raw, dict):
        raise ValueError(f"game: expected an object, got {_short(game_raw)}")
    box = data["box"]
    floor = data.get("undo_floor")
    if floor is not None and (
        not isinstance(floor, int) or isinstance(floor, bool) or not 0 <= floor <= len(actions_raw)
    ):
        raise ValueError(f"undo_floor: expected 0..{len(actions_raw)}, got {_short(floor)}")
    game, actions = get_box(box).decode_save(game_raw, actions_raw, len(seats))
    return LoadedGame(game, seats, actions, label, saved_at, box, floor)


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
