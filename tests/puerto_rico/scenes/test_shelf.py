"""The shelf: the title screen's box chooser, the box registry and `--box` on the command line."""

from __future__ import annotations

import pathlib

import pygame
import pytest

from game.cli import main
from game.puerto_rico.scenes.setup import SetupScene
from game.shell.boxes import all_boxes, get_box
from game.shell.persistence import load_settings
from game.shell.title import TitleScene


def test_the_shelf_lists_puerto_rico_with_its_hooks() -> None:
    boxes = all_boxes()
    assert [b.id for b in boxes] == ["puerto_rico"]
    box = get_box("puerto_rico")
    assert box.title == "Puerto Rico 1897"
    assert box.translator("fr").t("menu.new_game") == "Nouvelle partie"
    with pytest.raises(KeyError, match="unknown box 'santiago'"):
        get_box("santiago")


def test_title_screen_draws_a_card_per_box_and_opens_the_chosen_box(app, driver) -> None:  # type: ignore[no-untyped-def]
    app.push(TitleScene(app))
    driver.frames(2)
    title = app.top
    assert isinstance(title, TitleScene)
    assert [box.id for box, _ in title.box_cards] == ["puerto_rico"]
    _, card = title.box_cards[0]
    # The chosen card is framed in gold just outside its rectangle.
    frame = app.screen.get_at((card.centerx, card.y - 2))
    assert (frame.r, frame.g, frame.b) == (255, 214, 92)
    driver.click(card.center)  # choosing the box that is already chosen changes nothing
    assert isinstance(app.top, TitleScene)
    assert app.settings.box == "puerto_rico"
    new_game = next(b for b in title.buttons if b.hotkey == pygame.K_n)
    driver.click(new_game.rect.center)
    assert isinstance(app.top, SetupScene)


def test_the_chosen_box_is_remembered_and_a_bad_one_falls_back(home_settings) -> None:  # type: ignore[no-untyped-def]
    home_settings.write_text('{"box": "carcassonne", "language": "fr"}', encoding="utf-8")
    settings, problem = load_settings()
    assert settings.box == "puerto_rico" and settings.language == "fr"
    assert problem is not None and "box (expected the id of a box on the shelf" in problem


@pytest.fixture
def home_settings(tmp_path, monkeypatch) -> pathlib.Path:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("PR1897_HOME", str(tmp_path))
    return tmp_path / "settings.json"


def test_box_flag_refuses_a_box_not_on_the_shelf(capsys: pytest.CaptureFixture[str]) -> None:
    # San Juan has its own command line (game/boxes.py CLI_MODULES): use a box that does not exist.
    assert main(["--box", "no_such_box", "--headless"]) == 2
    err = capsys.readouterr().err.strip()
    assert err == "error: --box: expected one of puerto_rico, got 'no_such_box'"


def test_box_flag_puerto_rico_keeps_every_headless_flag(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--headless", "--seats", "3", "--agents", "random", "--games", "1", "--seed", "4"]
    assert main(["--box", "puerto_rico", *argv]) == 0
    with_box = capsys.readouterr().out
    assert main(argv) == 0
    assert capsys.readouterr().out == with_box
    assert with_box.startswith("game 1 seed 4:")
