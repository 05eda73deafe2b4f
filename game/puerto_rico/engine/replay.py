"""Replays: a game is its configuration plus the list of decisions taken (JSON, never pickle).

`to_replay`/`play_replay` read and write the bare format 1 (config and actions). The replay
files the app keeps (game/shell/replays.py) wrap the same config and actions with the box, the
seats and the recorded result; `config_to_json`/`config_from_json` and `state_digest` serve them.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from game.puerto_rico.catalog import Catalog
from game.puerto_rico.engine.actions import Action
from game.puerto_rico.engine.game import Game, GameConfig

REPLAY_FORMAT = 1
DIGEST_HEX = 8  # hex digits kept of a state's digest: enough to tell two states apart


def config_of(game: Game) -> GameConfig:
    s = game.s
    return GameConfig(
        seats=s.seats,
        seed=s.seed,
        names=tuple(p.name for p in s.players),
        expansions=s.expansions,
        variants=s.variants,
        puertomas=len(s.auto.get("seats", {})),
        difficulty=s.auto.get("difficulty", "normal"),
        draft=s.drafted,
    )


def config_to_json(config: GameConfig) -> dict[str, Any]:
    return {
        "seats": config.seats,
        "seed": config.seed,
        "names": list(config.names),
        "expansions": list(config.expansions),
        "variants": list(config.variants),
        "puertomas": config.puertomas,
        "difficulty": config.difficulty,
        "draft": config.draft,
    }


def _typed(data: dict[str, Any], key: str, kind: type, default: Any = None) -> Any:
    value = data.get(key, default)
    if value is None or isinstance(value, bool) != (kind is bool) or not isinstance(value, kind):
        raise ValueError(f"config.{key}: expected {kind.__name__}, got {value!r}"[:120])
    return value


def _strings(data: dict[str, Any], key: str) -> tuple[str, ...]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ValueError(f"config.{key}: expected a list of strings, got {value!r}"[:120])
    return tuple(value)


def config_from_json(data: Any) -> GameConfig:
    """The GameConfig a replay names; ValueError says which field is wrong."""
    if not isinstance(data, dict):
        raise ValueError(f"config: expected an object, got {data!r}"[:120])
    config = GameConfig(
        seats=_typed(data, "seats", int),
        seed=_typed(data, "seed", int),
        names=_strings(data, "names"),
        expansions=_strings(data, "expansions"),
        variants=_strings(data, "variants"),
        puertomas=_typed(data, "puertomas", int, 0),
        difficulty=_typed(data, "difficulty", str, "normal"),
        draft=_typed(data, "draft", bool, False),
    )
    config.validate()  # ConfigError is a ValueError
    return config


def state_digest(game: Game) -> str:
    """A short fingerprint of the whole state: two games with the same digest are (almost
    surely) in the same position. Replay files keep one per step to find where a game differs."""
    return hashlib.sha256(game.to_json().encode()).hexdigest()[:DIGEST_HEX]


def to_replay(config: GameConfig, actions: list[Action]) -> str:
    data: dict[str, Any] = {
        "format": REPLAY_FORMAT,
        "config": config_to_json(config),
        "actions": [a.to_json() for a in actions],
    }
    return json.dumps(data)


def play_replay(text: str, catalog: Catalog | None = None) -> Game:
    """Rebuild the game by replaying every decision (each one is checked again)."""
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("format") != REPLAY_FORMAT:
        raise ValueError("not a replay of this version")
    game = Game.new(config_from_json(data["config"]), catalog)
    for raw in data["actions"]:
        game.apply(Action.from_json(raw))
    return game
