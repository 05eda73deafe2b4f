"""Typing a seat's name and the seed on every box's setup screen (shared NameEntry)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.puerto_rico.scenes.setup import SetupScene as PuertoRicoSetup
from game.san_juan.scenes.setup import SetupScene as SanJuanSetup
from game.santiago.scenes.setup import SetupScene as SantiagoSetup
from game.shell.app import App
from game.shell.name_entry import NAME_LIMIT, SEED_ROW
from game.shell.persistence import Settings

SETUPS = [PuertoRicoSetup, SanJuanSetup, SantiagoSetup]


@pytest.fixture
def app(tmp_path, monkeypatch) -> Iterator[App]:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("PR1897_HOME", str(tmp_path / "home"))
    settings = Settings()
    settings.sound = False
    application = App(settings=settings, headless=True)
    yield application
    application.close()


def _text(scene, text: str) -> bool:  # type: ignore[no-untyped-def]
    return bool(scene.handle(pygame.event.Event(pygame.TEXTINPUT, text=text)))


def _key(scene, key: int) -> bool:  # type: ignore[no-untyped-def]
    event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
    return bool(scene.handle(event))


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: s.__module__.split(".")[1])
def test_a_name_is_typed_trimmed_and_closed(app: App, setup) -> None:  # type: ignore[no-untyped-def]
    scene = setup(app)
    app.push(scene)
    scene._edit(1)
    scene.rows[1].name = ""
    assert _text(scene, "Lucía")
    assert _key(scene, pygame.K_BACKSPACE)
    assert scene.rows[1].name == "Lucí"
    _text(scene, "x" * 40)
    assert len(scene.rows[1].name) == NAME_LIMIT
    assert _key(scene, pygame.K_RETURN)
    assert scene.editing is None
    # Not editing any more: the next letter changes nothing.
    _text(scene, "z")
    assert len(scene.rows[1].name) == NAME_LIMIT
    assert scene.seat_infos()[1].name == "Lucí" + "x" * (NAME_LIMIT - 4)


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: s.__module__.split(".")[1])
def test_the_seed_keeps_digits_only(app: App, setup) -> None:  # type: ignore[no-untyped-def]
    scene = setup(app)
    app.push(scene)
    scene._edit(SEED_ROW)
    _text(scene, "4a2-7")
    assert scene.seed_text == "427"
    _key(scene, pygame.K_BACKSPACE)
    assert scene.seed_text == "42"
    _text(scene, "1234567890123")
    assert scene.seed_text == "421234567"
    assert _key(scene, pygame.K_TAB)
    assert scene.editing is None
