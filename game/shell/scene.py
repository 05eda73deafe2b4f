"""A scene on the App's stack: handle input, update, draw. Drawing never changes game state."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.shell.app import App


class Scene:
    """Base scene. `modal` scenes draw over the scene below them and take all input."""

    modal = False

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (again)."""

    def leave(self) -> None:
        """Called when the scene is popped."""

    def cover(self) -> None:
        """Called when another scene is pushed over this one (a menu, a dialog, a hand-over):
        the pointer now belongs to that one, so what this scene shows under it as hovered (a
        tooltip, a lit button, an enlarged board) is forgotten."""

    def layout(self, size: tuple[int, int]) -> None:
        """Recompute positions for a window of this size (also called on resize)."""

    def handle(self, event: pygame.event.Event) -> bool:
        """Return True when the event was used."""
        return False

    def update(self, dt: float) -> None:
        """Advance time by dt seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Render the scene."""
