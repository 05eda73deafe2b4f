"""A click the engine refuses says why, in the engine's own words: the sugar crate onto the corn
ship, a quarry for a seat that is not the Settler (it used to say "not possible right now")."""

from __future__ import annotations

from game.puerto_rico.engine import Game
from game.puerto_rico.engine.scenario import Scenario
from game.puerto_rico.scenes.board import BoardScene
from game.puerto_rico.scenes.session import Session
from game.shell.persistence import Seat

SEATS = [
    Seat("Ana", "human", None, "red"),
    Seat("Bruno", "scripted", "normal", "blue"),
    Seat("Clara", "scripted", "normal", "green"),
]


def _board(app, game: Game) -> BoardScene:  # type: ignore[no-untyped-def]
    session = Session(game, list(SEATS))
    session.make_agents()
    board = BoardScene(app, session)
    while game.current_seat != 0:  # Bruno and Clara play before Ana's turn
        board.play(game.legal_actions()[0])
    app.push(board)
    app.frame(1 / 60)
    return board


def _spot(board: BoardScene, kind: str, value: object = None, seat: int | None = None):  # type: ignore[no-untyped-def]
    return next(
        s
        for s in reversed(board.hotspots)
        if s.kind == kind
        and (value is None or s.value == value)
        and (seat is None or s.seat == seat)
    )


def test_sugar_onto_the_corn_ship_says_why(app, driver) -> None:  # type: ignore[no-untyped-def]
    game = (
        Scenario(seats=3, names=("Ana", "Bruno", "Clara"))
        .seat(0, goods={"sugar": 2, "corn": 1})
        .ships((4, None, 0), (5, "corn", 2), (6, None, 0))
        .start("captain", chooser=0)
    )
    board = _board(app, game)
    assert (game.current_seat, game.decision) == (0, "load")
    driver.click(_spot(board, "good", "sugar", seat=0).rect.center)
    assert board.selected_good == "sugar"
    before = game.to_json()
    driver.click(_spot(board, "ship", 1).rect.center)  # the ship that carries corn
    assert game.to_json() == before
    assert board.message != app.t.t("board.not_now")
    assert "corn" in board.message.lower(), board.message


def test_a_quarry_for_a_seat_that_is_not_the_settler_says_why(app, driver) -> None:  # type: ignore[no-untyped-def]
    game = Scenario(seats=3, names=("Ana", "Bruno", "Clara")).start("settler", chooser=1)
    board = _board(app, game)
    assert not any(a.kind == "take_quarry" for a in game.legal_actions())
    before = game.to_json()
    driver.click(_spot(board, "quarry").rect.center)
    assert game.to_json() == before
    assert "Settler" in board.message and "quarry" in board.message, board.message
