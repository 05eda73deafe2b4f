"""The shelf: the boxes (games) the app can open, each registered by its own package.

The shell knows no box's rules. `game/boxes.py` names the box packages; each one exposes a
`BOX` describing how to start it, load its saves and show its rules. They are imported on first
use so the shell never imports a box at module level.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.shell.app import App
    from game.shell.persistence import LoadedGame
    from game.shell.replays import Replay
    from game.shell.scene import Scene


@dataclass(frozen=True)
class Box:
    """What the shell needs to know of one game on the shelf."""

    id: str  # "puerto_rico": names data/<id>/, assets/<id>/ and the saves' "box" field
    title: str  # shown on the title screen's box card (a proper name, not translated)
    subtitle_key: str  # translation key of the line under the title
    cover: str  # the box card's sprite, from the box's own assets/<id>/sprites (see sprite)
    new_game: Callable[[App], Scene]  # the setup scene
    rules: Callable[[App], Scene]  # the rules help overlay
    # Rebuild (game, actions) from a save's "game" and "actions" fields and its seat count;
    # ValueError says what is wrong with a damaged one.
    decode_save: Callable[[dict[str, Any], list[Any], int], tuple[Any, list[Any]]]
    open_save: Callable[[App, LoadedGame], None]  # continue a loaded game on the right scene
    round_of: Callable[[Any], int | None]  # shown in the load list
    # The player's strings in a language: an object with t(key, **fields) and plural(...).
    translator: Callable[[str], Any]
    # Show a replay file of this box in its viewer (None: the box has no viewer yet).
    open_replay: Callable[[App, Replay], None] | None = None
    # Show a save in the same viewer, from the set-up to where it was saved.
    watch_save: Callable[[App, LoadedGame], None] | None = None
    # A guided first game, offered on the title screen (None: the box has no guide).
    guide: Callable[[App], Scene] | None = None
    # Four sprites shown beside the title card, two on each side (the box's own, as `cover`).
    title_cards: tuple[str, ...] = ("role_settler", "role_builder", "role_captain", "role_trader")

    def sprite(self, name: str) -> str:
        """The asset loader's name of one of this box's sprites: assets/<id>/sprites/<name>.png
        ("<box>:<name>", game.shell.assets.sprite_path); a name that already says its box is
        kept as it is."""
        return name if ":" in name else f"{self.id}:{name}"


_BOXES: dict[str, Box] = {}


def check_restored(game: Any, seats: int, problems_of: Callable[[Any], list[str]]) -> None:
    """The checks every box makes of a game decoded from a save, after it parsed: the seat count
    the save lists, the engine's invariants (a state that parses may still be nonsense after a
    hand edit), and a waiting decision the engine understands. ValueError says what is wrong."""
    if seats != game.state.seats:
        raise ValueError(f"{seats} seats are listed for a {game.state.seats}-seat game")
    problems = problems_of(game)
    if problems:
        raise ValueError("; ".join(problems[:3]))
    if not game.is_over:
        game.legal_actions()  # raises on a pending decision the engine does not understand


def _load() -> dict[str, Box]:
    if not _BOXES:
        from game.boxes import BOX_MODULES  # the shelf's list, above the shell

        for name in BOX_MODULES:
            box = importlib.import_module(name).BOX
            _BOXES[box.id] = box
    return _BOXES


def all_boxes() -> list[Box]:
    """The registered boxes, in shelf order."""
    return list(_load().values())


def get_box(box_id: str) -> Box:
    boxes = _load()
    if box_id not in boxes:
        raise KeyError(f"unknown box {box_id!r}; boxes: {', '.join(boxes)}")
    return boxes[box_id]


DEFAULT_BOX = "puerto_rico"
