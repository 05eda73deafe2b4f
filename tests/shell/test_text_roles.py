"""Text by role: a line shrinks to fit its room only down to its role's readable floor, then
ends in an ellipsis; small lines are drawn with even letter spacing at the measured width."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from game.shell.assets import Assets
from game.shell.widgets import BODY, ELLIPSIS, FLOOR, NAME, fit_line


def setup_module() -> None:
    pygame.init()


def test_a_long_label_stops_at_the_floor_and_ends_in_an_ellipsis() -> None:
    a = Assets(sound=False)
    text, size = fit_line(a, "Pause at the end of each round: only in solo games", 22, 120)
    assert size == FLOOR[NAME]
    assert text.endswith(ELLIPSIS) and len(text) < 30
    assert a.font(size).size(text)[0] <= 120


def test_a_label_that_fits_keeps_its_size_and_words() -> None:
    a = Assets(sound=False)
    assert fit_line(a, "Done", 22, 200) == ("Done", 22)
    text, size = fit_line(a, "Choose a role", 30, 110, role=BODY)
    assert text == "Choose a role" and FLOOR[BODY] <= size < 30


def test_small_text_is_drawn_at_the_width_the_font_measures() -> None:
    a = Assets(sound=False)
    for size in (12, 15, 40):
        img = a.text("Craftsman Marchand", size, (0, 0, 0), bold=True)
        assert img.get_size() == a.font(size, True).size("Craftsman Marchand")
        opaque = {
            img.get_at((x, y))[:3]
            for x in range(img.get_width())
            for y in range(img.get_height())
            if img.get_at((x, y))[3] == 255
        }
        assert opaque == {(0, 0, 0)}  # the exact colour where the strokes are solid


def test_a_shortened_label_gives_its_whole_text_on_hover() -> None:
    from game.shell.widgets import Button, Toggle, button_tip

    a = Assets(sound=False)
    surface = pygame.Surface((400, 200))
    whole = "Pause at the end of each round: only in solo games"
    narrow = Button(whole, pygame.Rect(10, 10, 120, 40), lambda: None, tip="Pauses the table")
    wide = Button("Done", pygame.Rect(10, 60, 200, 40), lambda: None)
    for button in (narrow, wide):
        button.draw(surface, a)
    assert narrow.shortened and not wide.shortened
    assert narrow.tip_text() == f"{whole}\nPauses the table"
    assert wide.tip_text() == ""  # a label drawn whole needs no tooltip
    assert button_tip([narrow, wide], (20, 20)) == narrow.tip_text()
    assert button_tip([narrow, wide], (20, 70)) == ""
    locked = Button(whole, pygame.Rect(10, 110, 120, 40), lambda: None, enabled=False)
    locked.disabled_reason = "Not now"
    locked.draw(surface, a)
    assert locked.tip_text() == f"{whole}\nNot now"
    toggle = Toggle(whole, pygame.Rect(10, 160, 160, 30), True, lambda: None, tip="A rule")
    toggle.draw(surface, a)
    assert toggle.shortened and toggle.tip_text() == f"{whole}\nA rule"
