"""A headless App on the Santiago box and a driver that plays it with synthetic input events."""

from __future__ import annotations

import os
from collections.abc import Iterator

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.shell.app import App
from game.shell.persistence import Settings

SENTINEL = (255, 0, 255)  # a colour no scene paints: what is left of it was never drawn over


@pytest.fixture
def app(tmp_path, monkeypatch) -> Iterator[App]:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("PR1897_HOME", str(tmp_path / "home"))
    settings = Settings()
    settings.ai_speed = "instant"
    settings.animation_speed = "off"
    settings.sound = False
    settings.window_size = (1280, 720)
    application = App(settings=settings, headless=True)
    yield application
    application.close()


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


@pytest.fixture
def driver(app: App) -> Driver:
    return Driver(app)
