"""The window never gets smaller than the size every screen is laid out for (MIN_SIZE)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.shell.app import MIN_SIZE, App
from game.shell.persistence import Settings, load_settings
from game.shell.scene import Scene


class _Probe(Scene):
    """Remembers the sizes it was laid out for."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.sizes: list[tuple[int, int]] = []

    def layout(self, size: tuple[int, int]) -> None:
        self.sizes.append(size)


@pytest.fixture
def app(tmp_path, monkeypatch) -> Iterator[App]:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("PR1897_HOME", str(tmp_path / "home"))
    settings = Settings()
    settings.sound = False
    settings.window_size = [400, 300]  # a settings file asking for less than the minimum
    application = App(settings=settings, headless=True)
    yield application
    application.close()


def test_a_window_asked_smaller_opens_at_the_minimum(app: App) -> None:
    assert app.size == MIN_SIZE


def test_a_resize_below_the_minimum_is_held_at_it_and_remembered(app: App) -> None:
    probe = _Probe(app)
    app.push(probe)
    probe.sizes.clear()
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, w=700, h=1000, size=(700, 1000)))
    assert app.size == (MIN_SIZE[0], 1000)
    assert probe.sizes == [(MIN_SIZE[0], 1000)]  # the scene was laid out again, at that size
    saved, _ = load_settings()
    assert tuple(saved.window_size) == (MIN_SIZE[0], 1000)  # the next start opens at it
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, w=1280, h=720, size=(1280, 720)))
    assert app.size == (1280, 720) and probe.sizes[-1] == (1280, 720)
