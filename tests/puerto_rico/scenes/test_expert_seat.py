"""The expert at the screen: it thinks in its own process (stopped at once by a cancel), its
reason joins the log, the setup screen offers it, and H shows a human seat its move."""

from __future__ import annotations

import time

import pygame

from game.puerto_rico.ai import ExpertAgent, make_agent
from game.puerto_rico.engine import Game, GameConfig
from game.puerto_rico.scenes.board import HINT_BUTTON, BoardScene
from game.puerto_rico.scenes.session import Session
from game.puerto_rico.scenes.setup import KINDS
from game.shell.ai_worker import AiWorker, Thinker
from game.shell.persistence import Seat

SEATS = [
    Seat("Ana", "human", None, "red"),
    Seat("Bob", "expert", None, "blue"),
    Seat("Cid", "scripted", "normal", "green"),
]


def _wait(cond, seconds: float = 60.0) -> None:  # type: ignore[no-untyped-def]
    end = time.monotonic() + seconds
    while not cond() and time.monotonic() < end:
        time.sleep(0.01)


def test_the_expert_thinks_in_a_process_that_a_cancel_stops_at_once() -> None:
    g = Game.new(GameConfig(seats=3, seed=8))
    worker = AiWorker()
    worker.thinker = Thinker()  # its own process, not the app's shared one
    try:
        expert = ExpertAgent(seed=1, seconds=30.0)  # would think for half a minute
        worker.start(expert, g, 0)
        time.sleep(0.2)
        worker.cancel()  # kills the thinking process there and then, no waiting for it
        assert worker.thinker._proc is None and not worker.busy
        quick = ExpertAgent(seed=1, iterations=5)
        worker.start(quick, g, 0)
        _wait(lambda: not worker.busy)
        action = worker.poll()
        assert action in g.legal_actions()
        assert quick.explanation is not None and quick.explanation.iterations == 5
        assert action.value == quick.explanation.chosen.tile
    finally:
        worker.thinker.stop()


def test_setup_offers_the_expert_and_its_seat_plays_it() -> None:
    assert "expert" in KINDS
    assert SEATS[1].agent_spec == "expert"
    assert isinstance(make_agent(SEATS[1].agent_spec), ExpertAgent)
    # A save keeps the seat as it is.
    assert Seat.from_dict(SEATS[1].to_dict()) == SEATS[1]


def test_the_expert_reason_joins_the_log_and_h_gives_a_hint(app, driver) -> None:  # type: ignore[no-untyped-def]
    session = Session.new(SEATS, 31)
    expert = session.agents[1]
    assert isinstance(expert, ExpertAgent)
    expert.iterations = 8  # keep the test quick
    board = BoardScene(app, session)
    board.coach.expert.iterations = 8
    app.push(board)
    # Ana (a human) and Bob (the expert) take turns; Ana plays the scripted seat's choices.
    helper = make_agent("scripted:normal")
    for _ in range(400):
        if any("est. win" in line for line, _ in board.log_lines()):
            break
        if session.game.current_seat == 0 and board.human_to_act == 0:
            board.play(helper.choose(session.game, session.game.legal_actions()))
        driver.frames(1)
        board.ai.wait(30.0)
    reasons = [line for line, _ in board.log_lines() if "est. win" in line]
    assert reasons and reasons[0].startswith("Bob — ")
    # Ana's role choice: H asks the expert; its move shows, nothing is played.
    for _ in range(400):
        g = session.game
        if g.current_seat == 0 and g.decision == "role" and board.human_to_act == 0:
            break
        if session.game.current_seat == 0 and board.human_to_act == 0:
            board.play(helper.choose(session.game, session.game.legal_actions()))
        driver.frames(1)
        board.ai.wait(30.0)
    assert board.human_to_act == 0 and session.game.decision == "role"
    taken = session.game.state.actions_taken
    driver.key(pygame.K_h)
    # Asked at once; a quick search may already be done within the key's frame.
    assert board.coach.pending or board.message.startswith("Hint: ")
    _wait(lambda: not board.coach.worker.busy)
    driver.frames(2)
    assert board.message.startswith("Hint: ") and "est. win" in board.message
    assert session.game.state.actions_taken == taken  # shown, not played
    # The Hint button (under the since button) does the same.
    hint = board.buttons[HINT_BUTTON]
    assert hint.rect.top > board.buttons["button_since"].rect.bottom
    driver.click(hint.rect.center)
    assert (board.coach.pending and board.message.startswith("The expert is looking")) or (
        board.message.startswith("Hint: ")  # a quick search may be done within the click's frame
    )
    _wait(lambda: not board.coach.worker.busy)
    driver.frames(2)
    assert board.message.startswith("Hint: ")
    assert session.game.state.actions_taken == taken
