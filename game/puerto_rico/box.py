"""Puerto Rico on the shelf: how the shell starts a game, loads a save and shows the rules."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from game.puerto_rico.scenes.wording import translator
from game.shell.boxes import Box, check_restored

if TYPE_CHECKING:
    from game.puerto_rico.engine import Action, Game
    from game.shell.app import App
    from game.shell.persistence import LoadedGame
    from game.shell.replays import Replay
    from game.shell.scene import Scene


def _new_game(app: App) -> Scene:
    from game.puerto_rico.scenes.setup import SetupScene

    return SetupScene(app)


def _rules(app: App) -> Scene:
    from game.puerto_rico.scenes.overlays import RulesOverlay

    return RulesOverlay(app)


def _guide(app: App) -> Scene:
    from game.puerto_rico.scenes.guide import open_guide

    return open_guide(app)


def _decode_save(
    game_raw: dict[str, Any], actions_raw: list[Any], seats: int
) -> tuple[Game, list[Action]]:
    """A save's game and actions; ValueError says what is wrong with a damaged one."""
    from game.puerto_rico.engine import Action, Game
    from game.puerto_rico.engine.invariants import violations

    actions = [Action.from_json(a) for a in actions_raw]
    try:
        game = Game.from_json(json.dumps(game_raw))
    except KeyError as exc:
        raise ValueError(f"the game state has no {exc.args[0]!r}") from exc
    check_restored(game, seats, violations)
    return game, actions


def _open_save(app: App, loaded: LoadedGame) -> None:
    from game.puerto_rico.scenes.overlays import start_loaded

    start_loaded(app, loaded)


def _open_replay(app: App, replay: Replay) -> None:
    from game.puerto_rico.scenes.replay import open_replay

    open_replay(app, replay)


def _watch_save(app: App, loaded: LoadedGame) -> None:
    from game.puerto_rico.scenes.replay import watch_save

    watch_save(app, loaded)


def _round_of(game: Game) -> int | None:
    return game.state.round


BOX = Box(
    id="puerto_rico",
    title="Puerto Rico 1897",
    subtitle_key="app.subtitle",
    cover="cover",
    new_game=_new_game,
    rules=_rules,
    decode_save=_decode_save,
    open_save=_open_save,
    round_of=_round_of,
    translator=translator,
    open_replay=_open_replay,
    watch_save=_watch_save,
    guide=_guide,
)
