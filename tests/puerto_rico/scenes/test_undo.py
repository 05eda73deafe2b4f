"""Undo and redo: undo then redo gives back the very same game (to_json, byte for byte) in every
module set and with Puertomas, undo reaches across rounds, the computer moves come back from the
record, in hot seat a player takes back their own decisions until the next human acts (and the
log says who took back what), the setting turns it off, and the autosave always holds the
rebuilt (rules-reached) position."""

from __future__ import annotations

import os
import random
from dataclasses import replace

import pygame
import pytest

from game.puerto_rico.engine import Game, GameConfig
from game.puerto_rico.engine.view import BUILT_EXPANSIONS
from game.puerto_rico.replays import rebuild
from game.puerto_rico.scenes.board import BoardScene
from game.puerto_rico.scenes.scoring import ScoringScene
from game.puerto_rico.scenes.session import Session
from game.shell.app import App
from game.shell.persistence import Seat, load_game
from tests.puerto_rico.scenes.conftest import Driver

FUZZ_SCALE = float(os.environ.get("FUZZ_SCALE", "1"))
# Every module the engine plays, alone and all together (with the two draft modules as a pair).
MODULE_SETS = [
    (),
    ("new_buildings",),
    ("citizens",),
    ("smuggler",),
    ("achievements",),
    ("new_buildings", "citizens"),
    ("festival", "activities"),
    ("new_buildings", "citizens", "smuggler", "festival", "activities"),
    ("new_buildings", "citizens", "smuggler", "achievements"),
]


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
        seed = 100 * puertomas + MODULE_SETS.index(expansions) * 10 + game_no
        session = _session(expansions, puertomas, seed)
        human = random.Random(seed)
        rng = random.Random(seed + 1)
        checks = 0
        while not session.game.is_over:
            _move(session, human)
            if rng.random() > 0.15 or session.undo_point() is None:
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


def _hot_seat(seed: int) -> Session:
    seats = [
        Seat("Ana", "human", None, "red"),
        Seat("Bea", "human", None, "blue"),
        Seat("Carl", "random", None, "green"),
    ]
    return Session.new(seats, seed)


def _step(session: Session, rng: random.Random) -> None:
    g = session.game
    seat = g.current_seat
    assert seat is not None
    if session.seats[seat].is_human:
        session.apply(rng.choice(g.legal_actions()))
    else:
        session.apply(session.agents[seat].choose(g.clone(), g.legal_actions()))


def _until_human(session: Session, rng: random.Random, seat: int) -> None:
    """Play on (at least one move) until `seat`'s decision was the last human one."""
    _step(session, rng)
    while session.undo_seat != seat or not session.seats[session.actions[-1].seat].is_human:
        _step(session, rng)


def test_hot_seat_undo_takes_back_own_decisions_until_the_next_human_acts() -> None:
    session = _hot_seat(3)
    rng = random.Random(3)
    _until_human(session, rng, 0)  # Ana has just decided
    while session.seats[session.game.current_seat or 0].is_human is False:
        _step(session, rng)  # the computer moves after her; nobody else human yet
    ana = [i for i, a in enumerate(session.actions) if a.seat == 0]
    before, taken = session.game.to_json(), list(session.actions)
    if session.game.current_seat == 1:  # Bea to act but has not: Ana may still take it back
        assert session.undo_seat == 0
    assert session.undo()
    assert len(session.actions) == ana[-1] and session.game.current_seat == 0
    assert session.undos == {0: 1}
    session.redo()
    assert session.game.to_json() == before and session.actions == taken


def test_hot_seat_decisions_lock_once_another_human_has_acted() -> None:
    session = _hot_seat(11)
    rng = random.Random(11)
    checked = 0
    for _ in range(400):
        _step(session, rng)
        last_human = [i for i, a in enumerate(session.actions) if session.seats[a.seat].is_human]
        if len(last_human) < 2 or session.actions[-1].kind == "draft":
            continue
        maker = session.actions[last_human[-1]].seat
        # Every decision of the maker since the other human last acted may be taken back,
        # newest first, and no further: the other human's decision is locked.
        run = []
        for i in reversed(last_human):
            if session.actions[i].seat != maker:
                break
            run.append(i)
        trial = Session(session.game, session.seats, list(session.actions))
        trial.undo_floor = session.undo_floor
        for i in run:
            assert trial.undo_seat == maker
            assert trial.undo() and len(trial.actions) == i
        assert trial.undo_seat is None and not trial.undo()
        assert trial.undos == {maker: len(run)}
        checked += 1
        if checked >= 6:
            break
    assert checked >= 6


def test_a_taken_back_decision_does_not_unlock_the_one_before() -> None:
    session = _hot_seat(21)
    rng = random.Random(21)
    _until_human(session, rng, 0)
    _until_human(session, rng, 1)  # Ana decided, then Bea: Ana's decision is locked
    ana_last = max(i for i, a in enumerate(session.actions) if a.seat == 0)
    while session.undo_seat == 1:
        assert session.undo()
    # Bea took hers back; Ana's earlier decision stays locked though nobody acted after it now.
    assert max(i for i, a in enumerate(session.actions) if a.seat == 0) == ana_last
    assert session.undo_point() is None and not session.undo()
    # A save loaded again locks the same way, from its record alone.
    _until_human(session, rng, 0)
    loaded = Session(session.game, session.seats, list(session.actions))
    loaded.lock_record()
    assert loaded.undo_floor == session.undo_floor


def test_undo_save_load_keeps_a_locked_decision_locked(app: App) -> None:
    """Ana decided, Bea acted after her (Ana's decision is locked), Bea took hers back: saved
    and loaded there, Ana's decision stays locked (the record alone would free it: the lock
    goes into the save). Saves without a hot-seat undo keep their keys."""
    import json

    from game.puerto_rico.scenes.overlays import start_loaded
    from game.shell.persistence import save_path

    session = _hot_seat(21)
    rng = random.Random(21)
    _until_human(session, rng, 0)
    _until_human(session, rng, 1)
    session.save("slot1", "before the undo")
    assert "undo_floor" not in json.loads(save_path("slot1").read_text(encoding="utf-8"))
    while session.undo_seat == 1:
        assert session.undo()
    assert session.undo_point() is None  # Ana's decision: locked
    freed = Session(session.game, session.seats, list(session.actions))
    freed.lock_record()
    assert freed.undo_point() is not None  # what loading from the record alone did
    session.save("slot2", "after the undo")
    data = json.loads(save_path("slot2").read_text(encoding="utf-8"))
    assert data["undo_floor"] == session.undo_floor
    start_loaded(app, load_game("slot2"))
    board = app.top
    assert isinstance(board, BoardScene)
    loaded = board.session
    assert loaded.actions == session.actions and loaded.undo_floor == session.undo_floor
    assert loaded.undo_point() is None and not loaded.undo()
    # An older save (no lock kept) still loads, locked from its record.
    del data["undo_floor"]
    save_path("slot3").write_text(json.dumps(data), encoding="utf-8")
    start_loaded(app, load_game("slot3"))
    assert app.top.session.undo_floor == freed.undo_floor  # type: ignore[attr-defined]
    # A lock beyond the record is a damaged save, named.
    data["undo_floor"] = len(data["actions"]) + 1
    save_path("slot4").write_text(json.dumps(data), encoding="utf-8")
    from game.shell.persistence import SaveError

    with pytest.raises(SaveError, match="undo_floor"):
        load_game("slot4")


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


@pytest.mark.parametrize(
    ("language", "words"),
    [("en", "Ana takes back a decision: “Ana "), ("fr", "Ana reprend une décision : « Ana ")],
)
def test_hot_seat_undo_on_the_board_says_who_took_back_what(
    app: App, language: str, words: str
) -> None:
    app.apply_settings(replace(app.settings, language=language))
    session = _hot_seat(8)
    board = BoardScene(app, session)
    app.push(board)
    rng = random.Random(8)
    _until_human(session, rng, 0)
    board.game = session.game
    assert board.undo.offered and board.undo.buttons  # several humans: undo is offered
    taken = session.actions[-1]
    expected = session.game.clone(events=True)
    board.undo.undo()
    assert board.game is session.game and session.redo_stack[0] == taken
    entry = board.log[-1]
    line = board.word(entry)
    assert entry.key == "undo.undone" and entry.seat == 0 and line.startswith(words)
    # "what" is the decision's own line in the log's words, replayed on the rebuilt table.
    first = next(e for e in session.game.clone(events=True).apply(taken) if e.seat == 0)
    assert board.describe(first, False).rstrip(".") in line
    assert expected.to_json() != session.game.to_json()


def test_the_module_sets_cover_every_module_the_engine_plays() -> None:
    assert {m for modules in MODULE_SETS for m in modules} == set(BUILT_EXPANSIONS)


def test_in_hot_seat_the_undo_button_names_whose_decision(app: App) -> None:
    session = _hot_seat(8)
    board = BoardScene(app, session)
    app.push(board)
    _until_human(session, random.Random(8), 1)
    board.game = session.game
    board.undo.refresh()
    assert board.undo.undo_button.tip == app.t.t("undo.tip_of", name="Bea")


def test_hot_seat_undo_hands_the_screen_back_to_the_player(app: App, driver: Driver) -> None:
    from game.shell.overlays import HandoverOverlay

    seats = [Seat("Ana", "human", None, "red"), Seat("Bea", "human", None, "blue")]
    session = Session.new(seats, 12)
    board = BoardScene(app, session)
    app.push(board)
    driver.frames(2)
    while isinstance(app.top, HandoverOverlay):
        driver.key(pygame.K_RETURN)  # "I am ..." at the hand-over card
    rng = random.Random(12)
    # Play on until Ana has just decided and Bea holds the screen.
    for _ in range(200):
        g = session.game
        if board.viewer == 1 and session.undo_seat == 0 and g.current_seat == 1:
            break
        if board.human_to_act is not None:
            board.play(rng.choice(g.legal_actions()))
        driver.frames(1)
        while isinstance(app.top, HandoverOverlay):
            driver.key(pygame.K_RETURN)
    assert board.viewer == 1 and session.undo_seat == 0
    _ctrl(driver, pygame.K_z)  # Bea hands the game back: Ana takes back her decision
    driver.frames(1)
    assert session.game.current_seat == 0 and board.log[-1].key == "undo.undone"
    top = app.top
    assert isinstance(top, HandoverOverlay) and "Ana" in top.title
