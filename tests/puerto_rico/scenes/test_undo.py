"""Undo and redo with one human seat: undo then redo gives back the very same game (to_json,
byte for byte) in every module set and with Puertomas, undo reaches across rounds, the computer
moves come back from the record, hot seat has no undo, the setting turns it off, and the
autosave always holds the rebuilt (rules-reached) position."""

from __future__ import annotations

import os
import random
from dataclasses import replace

import pygame
import pytest

from game.puerto_rico.engine import Game, GameConfig
from game.puerto_rico.replays import rebuild
from game.puerto_rico.scenes.board import BoardScene
from game.puerto_rico.scenes.scoring import ScoringScene
from game.puerto_rico.scenes.session import Session
from game.shell.app import App
from game.shell.persistence import Seat, load_game
from tests.puerto_rico.scenes.conftest import Driver

FUZZ_SCALE = float(os.environ.get("FUZZ_SCALE", "1"))
MODULE_SETS = [(), ("new_buildings",), ("citizens",), ("new_buildings", "citizens")]


def _session(expansions: tuple[str, ...], puertomas: int, seed: int) -> Session:
    seats = [Seat("Ana", "human", None, "red")]
    if puertomas == 2:
        seats += [Seat("P A", "puertoma", None, "blue"), Seat("P B", "puertoma", None, "green")]
    else:
        seats += [Seat("Bruno", "random", None, "blue"), Seat("Clara", "random", None, "green")]
        seats += [Seat("P", "puertoma", None, "yellow")] * puertomas
    return Session.new(seats, seed, expansions=expansions, difficulty="hard")


def _move(session: Session, human: random.Random) -> None:
    g = session.game
    seat = g.current_seat
    assert seat is not None
    legal = g.legal_actions()
    if seat == 0:
        session.apply(human.choice(legal))
    else:
        session.apply(session.agents[seat].choose(g.clone(), legal))


def _rebuilt(session: Session) -> str:
    g = Game.new(
        GameConfig(
            seats=session.game.state.seats,
            seed=session.game.state.seed,
            names=tuple(session.game.names),
            expansions=session.game.state.expansions,
            puertomas=sum(1 for s in session.seats if s.kind == "puertoma"),
            difficulty="hard",
        )
    )
    for action in session.actions:
        g.apply(action)
    return g.to_json()


@pytest.mark.parametrize("expansions", MODULE_SETS)
@pytest.mark.parametrize("puertomas", [0, 1, 2])
def test_undo_then_redo_gives_back_the_same_game(
    expansions: tuple[str, ...], puertomas: int
) -> None:
    for game_no in range(max(1, round(FUZZ_SCALE))):
        seed = 100 * puertomas + len(expansions) * 10 + game_no
        session = _session(expansions, puertomas, seed)
        human = random.Random(seed)
        rng = random.Random(seed + 1)
        checks = 0
        while not session.game.is_over:
            _move(session, human)
            if rng.random() > 0.08 or session.undo_point() is None:
                continue
            before, taken = session.game.to_json(), list(session.actions)
            depth = rng.randint(1, 3)
            undone = sum(session.undo() for _ in range(depth))
            assert undone >= 1
            # A position the rules reach: the seed and the shorter record, replayed.
            assert session.game.to_json() == _rebuilt(session)
            assert session.game.current_seat == 0
            assert session.actions == taken[: len(session.actions)]
            for _ in range(undone):
                session.redo()
            assert session.game.to_json() == before  # byte-identical
            assert session.actions == taken and session.redo_stack == []
            checks += 1
        assert checks >= 2, (expansions, puertomas)
        assert session.undos[0] >= checks


def test_undo_reaches_back_across_a_round() -> None:
    session = _session((), 0, 5)
    human = random.Random(5)
    # Play on until the human's last decision was made in an earlier round than this one.
    while True:
        _move(session, human)
        point = session.undo_point()
        if session.game.state.round < 3 or point is None:
            continue
        if rebuild(session.game, session.actions[:point]).state.round < session.game.state.round:
            break
    round_now, before = session.game.state.round, session.game.to_json()
    assert session.undo()
    assert session.game.state.round == round_now - 1
    assert session.undo() and session.undo()  # further back still
    for _ in range(3):
        session.redo()
    assert session.game.to_json() == before and session.game.state.round == round_now


def test_the_same_decision_again_replays_the_recorded_moves() -> None:
    session = _session((), 0, 9)
    human = random.Random(9)
    for _ in range(60):
        _move(session, human)
    while session.undo_point() is None or session.actions[-1].seat == 0:
        _move(session, human)  # until a computer has moved since the human's last decision
    before = session.game.to_json()
    assert session.undo()
    again = session.redo_stack[0]
    computer_moves = [a for a in session.redo_stack[1:] if a.seat != 0]
    session.apply(again)  # the same click as before
    assert computer_moves and session.game.to_json() == before
    assert session.undo()
    other = next(a for a in session.game.legal_actions() if a != session.redo_stack[0])
    session.apply(other)  # decided differently: nothing is left to redo
    assert session.redo_stack == []


def test_hot_seat_has_no_undo() -> None:
    seats = [Seat("Ana", "human", None, "red"), Seat("Bea", "human", None, "blue")]
    session = Session.new(seats, 3)
    rng = random.Random(3)
    for _ in range(20):
        session.apply(rng.choice(session.game.legal_actions()))
    assert session.undo_seat is None and session.undo_point() is None
    assert not session.undo()


def _board(app: App, seed: int = 4) -> BoardScene:
    seats = [Seat("Ana", "human", None, "red"), Seat("Bruno", "random", None, "blue")]
    session = Session.new(seats, seed)
    board = BoardScene(app, session)
    app.push(board)
    human = random.Random(seed)
    while len(session.actions) < 90 or session.game.current_seat != 0:
        g = session.game  # on to the human's turn: the computer would move on in a frame
        if g.current_seat == 0:
            board.play(human.choice(g.legal_actions()))
        else:
            board.play(session.agents[1].choose(g.clone(), g.legal_actions()))
    return board


def _ctrl(driver: Driver, key: int) -> None:
    driver.post(pygame.KEYDOWN, key=key, mod=pygame.KMOD_LCTRL, unicode="", scancode=0)
    driver.frames(1)


def test_ctrl_z_and_ctrl_y_on_the_board_keep_the_autosave_reachable(
    app: App, driver: Driver
) -> None:
    board = _board(app)
    session = board.session
    before, steps = session.game.to_json(), len(session.actions)
    _ctrl(driver, pygame.K_z)
    assert len(session.actions) < steps and board.game is session.game
    assert board.game.current_seat == 0 and board.human_to_act == 0
    saved = load_game("autosave")
    assert saved.game.to_json() == session.game.to_json() == _rebuilt(session)
    assert len(saved.actions) == len(session.actions)
    assert board.log[-1].key == "undo.undone"
    _ctrl(driver, pygame.K_y)
    assert session.game.to_json() == before and len(session.actions) == steps
    assert load_game("autosave").game.to_json() == before
    # The buttons do the same.
    driver.frames(1)
    driver.click(board.undo.undo_button.rect.center)
    assert len(session.actions) < steps
    driver.click(board.undo.redo_button.rect.center)
    assert session.game.to_json() == before
    assert session.undos == {0: 2}
    scoring = ScoringScene(app, session)
    assert scoring.undo_note() == app.t.t("undo.used", list="Ana 2")


def test_the_setting_turns_undo_off(app: App, driver: Driver) -> None:
    app.apply_settings(replace(app.settings, undo=False))
    board = _board(app)
    before = board.game.to_json()
    _ctrl(driver, pygame.K_z)
    assert board.game.to_json() == before and board.undo.buttons == []
    assert board.session.undos == {}


def test_a_record_that_does_not_start_at_the_set_up_is_not_undone() -> None:
    session = _session((), 0, 6)
    human = random.Random(6)
    for _ in range(40):
        _move(session, human)
    assert session.undo_point() is not None
    del session.actions[:5]  # as a save whose record lost its first moves
    before = session.game.to_json()
    assert not session.undo()
    assert session.game.to_json() == before and session.undos == {}
