"""An overlay takes the pointer: nothing the table showed as hovered (a tooltip with a price,
an enlarged seat board, a lit button) stays drawn over or under the pause menu, the settings,
the save dialog or the hand-over screen."""

from __future__ import annotations

import random

import pygame
import pytest

from game.puerto_rico.scenes.board import BoardScene
from game.puerto_rico.scenes.overlays import (
    HandoverOverlay,
    PauseOverlay,
    SaveOverlay,
    SettingsOverlay,
)
from game.puerto_rico.scenes.session import Session
from game.shell.game_scene import OFF_TABLE
from game.shell.persistence import Seat

SEATS = [
    Seat("Ana", "human", None, "red"),
    Seat("Bob", "random", None, "blue"),
    Seat("Cid", "random", None, "green"),
    Seat("Dee", "random", None, "yellow"),
]
OVERLAYS = {
    "pause": lambda app, board: PauseOverlay(app, board),
    "settings": lambda app, board: SettingsOverlay(app),
    "save": lambda app, board: SaveOverlay(app, board),
    "handover": lambda app, board: HandoverOverlay(app, "Bob"),
}


def _board(app) -> BoardScene:  # type: ignore[no-untyped-def]
    session = Session.new(SEATS, 4)
    rng = random.Random(4)
    for _ in range(25):
        session.apply(rng.choice(session.game.legal_actions()))
    while session.game.current_seat != 0:  # Ana to act: the table stands still between frames
        session.apply(rng.choice(session.game.legal_actions()))
    board = BoardScene(app, session)
    app.push(board)
    app.frame(1 / 60)
    return board


def _point_at(driver, pos: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    driver.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    driver.frames(1)


@pytest.mark.parametrize("name", list(OVERLAYS))
@pytest.mark.parametrize("target", ["building_supply", "seat"])
def test_opening_an_overlay_forgets_the_tables_hover(app, driver, canvas, name, target) -> None:  # type: ignore[no-untyped-def]
    # What the overlay looks like over a table the pointer never visited.
    board = _board(app)
    app.push(OVERLAYS[name](app, board))
    untouched = canvas.render().copy()
    assert app.tooltip is None
    app.pop()
    # Now point at a building of the supply (tooltip with its facts) or at a seat's name (an
    # enlarged board and a tooltip-free zoom), then open the same overlay.
    spot = next(s for s in board.hotspots if s.kind == target and s.value != 0)
    _point_at(driver, spot.rect.center)
    canvas.render()
    if target == "building_supply":
        assert app.tooltip is not None and app.tooltip[0].startswith(spot.tip)  # the hover shows
    app.push(OVERLAYS[name](app, board))
    canvas.render()
    assert board.mouse == OFF_TABLE
    assert app.tooltip is None
    shot = app.screen
    w, h = shot.get_size()
    differ = sum(
        shot.get_at((x, y)) != untouched.get_at((x, y))
        for x in range(0, w, 6)
        for y in range(0, h, 6)
    )
    assert differ == 0, f"{differ} sampled pixels still show the table's hover"


def test_a_lit_button_under_the_pause_menu_goes_dark(app, driver) -> None:  # type: ignore[no-untyped-def]
    board = _board(app)
    menu = board.buttons["button_menu"]
    _point_at(driver, menu.rect.center)
    assert menu.hover
    driver.click(menu.rect.center)
    assert isinstance(app.top, PauseOverlay)
    assert not menu.hover
