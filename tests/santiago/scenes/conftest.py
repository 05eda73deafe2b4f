"""A headless App on the Santiago box and a driver that plays it with synthetic input events."""

from __future__ import annotations

import os
from collections.abc import Iterator

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest
from sc_scene_helpers import SENTINEL, Driver  # noqa: F401  (SENTINEL: for the tests)

from game.shell.app import App
from game.shell.persistence import Settings


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


@pytest.fixture
def driver(app: App) -> Driver:
    return Driver(app)
