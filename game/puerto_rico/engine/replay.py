"""Replays: a game is its configuration plus the list of decisions taken (JSON, never pickle)."""

from __future__ import annotations

import json
from typing import Any

from game.puerto_rico.catalog import Catalog
from game.puerto_rico.engine.actions import Action
from game.puerto_rico.engine.game import Game, GameConfig

REPLAY_FORMAT = 1


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


def to_replay(config: GameConfig, actions: list[Action]) -> str:
    data: dict[str, Any] = {
        "format": REPLAY_FORMAT,
        "config": {
            "seats": config.seats,
            "seed": config.seed,
            "names": list(config.names),
            "expansions": list(config.expansions),
            "variants": list(config.variants),
            "puertomas": config.puertomas,
            "difficulty": config.difficulty,
            "draft": config.draft,
        },
        "actions": [a.to_json() for a in actions],
    }
    return json.dumps(data)


def play_replay(text: str, catalog: Catalog | None = None) -> Game:
    """Rebuild the game by replaying every decision (each one is checked again)."""
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("format") != REPLAY_FORMAT:
        raise ValueError("not a replay of this version")
    c = data["config"]
    config = GameConfig(
        seats=c["seats"],
        seed=c["seed"],
        names=tuple(c["names"]),
        expansions=tuple(c["expansions"]),
        variants=tuple(c["variants"]),
        puertomas=c.get("puertomas", 0),
        difficulty=c.get("difficulty", "normal"),
        draft=c.get("draft", False),
    )
    game = Game.new(config, catalog)
    for raw in data["actions"]:
        game.apply(Action.from_json(raw))
    return game
