"""The mayor phase belongs to the player (issue 10): a human seat sees the engine's suggested
layout pre-placed on its board, confirms it with Done or drags figures elsewhere first, and any
legal layout it makes is played, even one the engine did not list."""

from __future__ import annotations

from dataclasses import replace

from game.puerto_rico.engine import Game
from game.puerto_rico.engine.scenario import Scenario
from game.puerto_rico.scenes.board import BoardScene, obvious_choice
from game.puerto_rico.scenes.session import Session
from game.shell.persistence import Seat

SEATS = [
    Seat("Ana", "human", None, "red"),
    Seat("Bob", "random", None, "blue"),
    Seat("Cid", "random", None, "yellow"),
    Seat("Dee", "random", None, "green"),
]


def _issue_game() -> Game:
    """The issue's reproduction: Ana's one worker may stand on her corn or on her Large Fruit
    Farm; on the corn the hall's refill cannot be met and the game ends (SPEC §9.1 T1)."""
    return (
        Scenario(seats=4, names=("Ana", "Bob", "Cid", "Dee"))
        .seat(0, tiles={"corn": 1}, buildings={"large_fruit_farm": 0}, portrait=1)
        .seat(2, buildings={"large_sugar_refinery": 0})
        .supply(hiring_hall=0, workers=6)
        .start("mayor", chooser=1)
    )


def _board(app, game: Game) -> BoardScene:  # type: ignore[no-untyped-def]
    session = Session(game, list(SEATS))
    session.make_agents()
    board = BoardScene(app, session)
    board.viewer = 0
    app.push(board)
    app.frame(1 / 60)
    assert (game.current_seat, game.decision) == (0, "mayor_layout")
    return board


def _spot(board: BoardScene, kind: str, value: str, figure: str | None = None):  # type: ignore[no-untyped-def]
    for spot in reversed(board.hotspots):
        same = spot.kind == kind and spot.value == value and spot.seat == 0
        if same and (figure is None or spot.figure == figure):
            return spot
    raise AssertionError(f"no {kind} {value} ({figure}) on Ana's board")


def test_the_suggested_layout_stands_on_the_board_and_done_confirms_it(app, driver) -> None:  # type: ignore[no-untyped-def]
    game = _issue_game()
    board = _board(app, game)
    suggestion = game.legal_actions()[0]
    # Pre-placed: the worker stands on the corn (drawn there), none waits on the portrait.
    assert board.mayor_layout is not None
    assert board.mayor_layout.placement() == suggestion.value == (("corn", 1),)
    assert _spot(board, "tile", "corn").figure == "worker"
    assert not any(s.kind == "portrait_worker" and s.seat == 0 for s in board.hotspots)
    assert "where the game suggests" in board._prompt()
    done = board.buttons["button_done"]
    assert done.enabled
    played = len(board.session.actions)
    driver.click(done.rect.center)
    assert board.session.actions[played] == suggestion
    assert game.is_over  # as the issue says: on the corn, the hall cannot be refilled


def test_a_drag_changes_the_layout_and_done_plays_it(app, driver) -> None:  # type: ignore[no-untyped-def]
    game = _issue_game()
    board = _board(app, game)
    driver.drag(
        _spot(board, "tile", "corn", "worker").rect.center,
        _spot(board, "building", "large_fruit_farm").rect.center,
    )
    assert board.mayor_layout.placement() == (("large_fruit_farm", 1),)
    assert "Drag your workers" in board._prompt()  # no longer the suggestion
    done = board.buttons["button_done"]
    assert done.enabled, done.disabled_reason
    played = len(board.session.actions)
    driver.click(done.rect.center)
    last = board.session.actions[played]
    assert (last.kind, last.value) == ("place_workers", (("large_fruit_farm", 1),))
    assert not game.is_over  # the refill is met from the Large Fruit Farm: the game goes on


def test_confirm_obvious_choices_never_takes_a_mayor_decision(app) -> None:  # type: ignore[no-untyped-def]
    app.apply_settings(replace(app.settings, auto_obvious=True))
    game = _issue_game()
    board = _board(app, game)
    assert len(game.legal_actions()) == 1 and obvious_choice(game) is None
    for _ in range(20):
        app.frame(1 / 60)
    assert (game.current_seat, game.decision) == (0, "mayor_layout") and not game.is_over
    assert board.human_to_act == 0


def test_a_figure_dropped_on_a_crate_on_the_portrait_goes_back_there(app, driver) -> None:  # type: ignore[no-untyped-def]
    # The crates a seat holds are drawn over its portrait's strip; a drop there once landed on
    # the crate and the figure stayed where it was (the six-module playthrough found it).
    game = (
        Scenario(seats=4, names=("Ana", "Bob", "Cid", "Dee"))
        .seat(0, tiles={"corn": 1}, buildings={"large_fruit_farm": 0}, portrait=1)
        .seat(0, goods={"tobacco": 2})
        .seat(2, buildings={"large_sugar_refinery": 0})
        .supply(hiring_hall=0, workers=6)
        .start("mayor", chooser=1)
    )
    board = _board(app, game)
    crate = next(s for s in board.hotspots if s.kind == "good" and s.seat == 0)
    portrait = next(s for s in board.hotspots if s.kind == "portrait" and s.seat == 0)
    assert portrait.rect.contains(crate.rect)  # the crate is on the portrait's strip
    driver.drag(_spot(board, "tile", "corn", "worker").rect.center, crate.rect.center)
    assert board.mayor_layout is not None
    assert board.mayor_layout.placement() == ()
    assert _spot(board, "portrait_worker", None) is not None
