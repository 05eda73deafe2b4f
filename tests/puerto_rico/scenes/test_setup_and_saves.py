"""Setup remembers who sat at the last game; save slots say what they hold (box, round, seats,
time) and ask before a used one is overwritten (issue 10)."""

from __future__ import annotations

import json

import pygame

from game.puerto_rico.scenes.board import BoardScene
from game.puerto_rico.scenes.overlays import ConfirmOverlay, LoadOverlay, SaveOverlay
from game.puerto_rico.scenes.session import Session
from game.puerto_rico.scenes.setup import SetupScene
from game.shell.persistence import Seat, load_settings, save_path
from game.shell.title import TitleScene


def _button(scene, label: str):  # type: ignore[no-untyped-def]
    return next(b for b in scene.buttons if b.label.startswith(label))


def _open_setup(app, driver) -> SetupScene:  # type: ignore[no-untyped-def]
    app.reset(TitleScene(app))
    driver.frames(2)
    driver.click(_button(app.top, "New game").rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    return setup


def _start(driver, setup: SetupScene) -> None:  # type: ignore[no-untyped-def]
    driver.click(setup.seed_button.rect.center)
    driver.type_text("5")
    driver.key(pygame.K_RETURN)
    driver.click(_button(setup, "Start").rect.center)


def test_setup_seats_the_last_games_players_again(app, driver) -> None:  # type: ignore[no-untyped-def]
    setup = _open_setup(app, driver)
    assert setup.seats == 3  # nothing remembered yet
    driver.click(_button(setup, "4").rect.center)
    driver.click(_button(setup, "Bruno").rect.center)  # rename the second seat
    for _ in range(5):
        driver.key(pygame.K_BACKSPACE)
    driver.type_text("Zoé")
    driver.key(pygame.K_RETURN)
    driver.click(_button(setup, "Diego").rect.center)
    driver.key(pygame.K_RETURN)
    kinds = [b for b in setup.buttons if b.label.startswith("Computer")]
    driver.click(kinds[1].rect.center)  # the third seat: Computer · Normal -> Computer · Hard
    chosen = setup.seat_infos()
    assert [s.name for s in chosen] == ["Ana", "Zoé", "Clara", "Diego"]
    assert chosen[2] == Seat("Clara", "scripted", "hard", "yellow")
    _start(driver, setup)
    assert isinstance(app.top, BoardScene)
    saved, problem = load_settings()
    assert problem is None
    assert [Seat.from_dict(d) for d in saved.last_seats] == chosen
    again = _open_setup(app, driver)
    assert again.seats == 4
    assert again.seat_infos() == chosen


def test_setup_remembers_a_solo_game_and_gives_names_back(app, driver) -> None:  # type: ignore[no-untyped-def]
    setup = _open_setup(app, driver)
    driver.click(_button(setup, "Solo").rect.center)
    _start(driver, setup)
    again = _open_setup(app, driver)
    assert [(s.name, s.kind) for s in again.seat_infos()] == [
        ("Ana", "human"),
        ("Puertoma A", "puertoma"),
        ("Puertoma B", "puertoma"),
    ]
    # A remembered Puertoma seat set back to a person gets a person's name again.
    kind_buttons = [b for b in again.buttons if b.label == "Puertoma"]
    driver.click(kind_buttons[0].rect.center)
    assert again.rows[1].kind == "human" and again.rows[1].name == "Bruno"


def _board(app) -> BoardScene:  # type: ignore[no-untyped-def]
    seats = [Seat("Ana", "human", None, "red"), Seat("Bob", "random", None, "blue")]
    seats.append(Seat("Cid", "random", None, "green"))
    board = BoardScene(app, Session.new(seats, 3))
    app.reset(board)
    app.frame(1 / 60)
    return board


def test_save_slots_say_what_they_hold_and_ask_before_overwriting(app, driver) -> None:  # type: ignore[no-untyped-def]
    board = _board(app)
    app.push(SaveOverlay(app, board))
    driver.frames(1)
    slot1 = _button(app.top, "Slot 1")
    assert slot1.label == "Slot 1 — Empty"
    driver.click(slot1.rect.center)  # an empty slot: saved at once
    assert app.top is board and save_path("slot1").is_file()
    first = json.loads(save_path("slot1").read_text(encoding="utf-8"))
    app.push(SaveOverlay(app, board))
    driver.frames(1)
    slot1 = _button(app.top, "Slot 1")
    when = first["saved_at"][:16].replace("T", " ")
    assert slot1.label == f"Slot 1 — Puerto Rico 1897 · Round 1 · Ana, Bob, Cid · {when}"
    driver.click(slot1.rect.center)
    ask = app.top
    assert isinstance(ask, ConfirmOverlay)
    assert ask.lines == [
        f"Slot 1 already holds “Puerto Rico 1897 · Round 1 · Ana, Bob, Cid · {when}”. "
        "Replace it with this game?"
    ]
    driver.click(_button(ask, "No").rect.center)
    assert json.loads(save_path("slot1").read_text(encoding="utf-8")) == first  # kept
    app.pop()  # the save card
    # The load card lists the same line.
    app.push(LoadOverlay(app))
    driver.frames(1)
    assert any(b.label == slot1.label for b in app.top.buttons)


def test_save_slots_in_french(app, driver) -> None:  # type: ignore[no-untyped-def]
    from dataclasses import replace

    app.apply_settings(replace(app.settings, language="fr"))
    board = _board(app)
    board.session.save("slot2", "x")
    app.push(SaveOverlay(app, board))
    driver.frames(1)
    label = _button(app.top, "Emplacement 2").label
    assert "Manche 1 · Ana, Bob, Cid" in label and "Round" not in label
    assert _button(app.top, "Emplacement 1").label == "Emplacement 1 — Vide"


def test_a_name_too_long_for_its_button_is_whole_on_hover(app, driver, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A seat's name drawn with an ellipsis (a long one remembered from the last game's
    settings: typing stops at 16 letters) shows the whole name in a tooltip on hover."""
    whole = "Maximiliano Alejandro Fernández de la Vega y Castellanos"
    app.settings.last_seats = (
        Seat(whole, "human", None, "red").to_dict(),
        Seat("Bruno", "scripted", "normal", "blue").to_dict(),
    )
    setup = _open_setup(app, driver)
    driver.frames(1)
    name_button = setup.buttons[4]  # the seat-count buttons 2-5, then the first seat's name
    assert name_button.label == whole
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: name_button.rect.center)
    driver.frames(1)
    assert name_button is setup.buttons[4] and name_button.shortened
    assert app.tooltip is not None and app.tooltip[0] == whole
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: setup.buttons[0].rect.center)
    driver.frames(1)
    assert not setup.buttons[0].shortened and app.tooltip is None  # "2": drawn whole
