"""Santiago de Cuba on the shelf: how the shell starts a game, loads a save and shows the rules."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from game.santiago.scenes.wording import translator
from game.shell.boxes import Box, check_restored

if TYPE_CHECKING:
    from game.santiago.engine import Action, Game
    from game.shell.app import App
    from game.shell.persistence import LoadedGame
    from game.shell.scene import Scene


def _new_game(app: App) -> Scene:
    from game.santiago.scenes.setup import SetupScene

    return SetupScene(app)


def _rules(app: App) -> Scene:
    from game.santiago.scenes.overlays import RulesOverlay

    return RulesOverlay(app)


def _decode_save(
    game_raw: dict[str, Any], actions_raw: list[Any], seats: int
) -> tuple[Game, list[Action]]:
    """A save's game and actions; ValueError says what is wrong with a damaged one."""
    from game.santiago.engine import Action, Game
    from game.santiago.engine.invariants import problems as violations

    actions = [Action.from_json(a) for a in actions_raw]
    try:
        game = Game.from_json(json.dumps(game_raw))
    except (KeyError, TypeError) as exc:
        raise ValueError(f"the game state is damaged ({exc})") from exc
    check_restored(game, seats, violations)
    return game, actions


def _open_save(app: App, loaded: LoadedGame) -> None:
    from game.santiago.scenes.overlays import start_loaded

    start_loaded(app, loaded)


def _round_of(game: Game) -> int | None:
    return game.rounds


BOX = Box(
    id="santiago",
    title="Santiago de Cuba",
    subtitle_key="santiago.subtitle",
    cover="santiago:cover",
    new_game=_new_game,
    rules=_rules,
    decode_save=_decode_save,
    open_save=_open_save,
    round_of=_round_of,
    translator=translator,
    title_cards=tuple(f"santiago:cuban_{c}" for c in ("martinez", "maria", "el_zorro", "conchita")),
)
