"""San Juan's screens under test: the headless App (San Juan chosen on the shelf), the Driver
that posts real mouse events and the sentinel Canvas, from Puerto Rico's scene tests."""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game.shell.app import App
from game.shell.persistence import Settings

_PR = Path(__file__).resolve().parents[2] / "puerto_rico" / "scenes" / "conftest.py"
_spec = importlib.util.spec_from_file_location("pr_scenes_conftest", _PR)
assert _spec is not None and _spec.loader is not None
pr_scenes = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(pr_scenes)

Driver = pr_scenes.Driver
Canvas = pr_scenes.Canvas
SENTINEL = pr_scenes.SENTINEL


@pytest.fixture
def app(tmp_path, monkeypatch) -> Iterator[App]:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("PR1897_HOME", str(tmp_path / "home"))
    settings = replace(Settings(), box="san_juan", window_size=(1280, 720))
    settings.ai_speed = "instant"
    settings.animation_speed = "off"
    settings.sound = False
    application = App(settings=settings, headless=True)
    yield application
    application.close()


@pytest.fixture
def driver(app: App) -> Driver:
    return Driver(app)


@pytest.fixture
def canvas(app: App) -> Canvas:
    return Canvas(app)
