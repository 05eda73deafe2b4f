"""What Santiago's screen tests share beside their fixtures: the sentinel colour and the Driver
that posts real pygame events (a module of its own: `conftest` names clash between test folders)."""

from __future__ import annotations

import pygame

from game.shell.app import App

SENTINEL = (255, 0, 255)  # a colour no scene paints: what is left of it was never drawn over


class Driver:
    """Posts real pygame events into the App's queue and runs frames, as a player's hand would."""

    def __init__(self, app: App) -> None:
        self.app = app

    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.frame(1 / 60)

    def post(self, kind: int, **attrs: object) -> None:
        pygame.event.post(pygame.event.Event(kind, **attrs))

    def click(self, pos: tuple[int, int]) -> None:
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        self.frames(1)

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        self.post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        self.frames(1)
        self.post(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
        self.frames(1)
        self.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        self.frames(1)
