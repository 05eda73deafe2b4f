"""Engine refusals reach the player in the player's language: a decision panel's Done reason,
the flash after a refused move, a dimmed building's tooltip and a refused draft pick are worded
from the engine's refusal code (`Game.refusal`), never the engine's English sentence."""

from __future__ import annotations

from dataclasses import replace

from game.puerto_rico.engine import Action, Game
from game.puerto_rico.engine.scenario import Scenario
from game.puerto_rico.scenes.board import BoardScene
from game.puerto_rico.scenes.draft import DraftScene
from game.puerto_rico.scenes.session import Session
from game.shell.persistence import Seat

ANA = Seat("Ana", "human", None, "red")
SEATS = [ANA, Seat("Bruno", "scripted", "normal", "blue"), Seat("Clara", "random", None, "green")]
BOTH = ("new_buildings", "citizens")


def _french(app) -> None:  # type: ignore[no-untyped-def]
    app.apply_settings(replace(app.settings, language="fr"))


def _board(app, game: Game) -> BoardScene:  # type: ignore[no-untyped-def]
    session = Session(game, list(SEATS[: game.state.seats]))
    session.make_agents()
    board = BoardScene(app, session)
    app.push(board)
    app.frame(1 / 60)
    return board


def _mayor_game() -> Game:
    return (
        Scenario(seats=3, names=("Ana", "Bruno", "Clara"))
        .seat(0, tiles={"corn": 2, "quarry": 1}, buildings={"small_market": 0, "hacienda": 0})
        .supply(workers=20, hiring_hall=3)
        .start("mayor", 0)
    )


def test_a_refused_move_flashes_in_french(app, driver) -> None:  # type: ignore[no-untyped-def]
    _french(app)
    game = _mayor_game()
    board = _board(app, game)
    before = game.to_json()
    # Another seat's move, then a stale one (a role while the figures wait to be placed).
    assert not board.play(Action(1, "choose_role", "settler"))
    assert board.message == "C’est à Ana de jouer, pas au siège 2."
    assert not board.play(Action(0, "choose_role", "settler"))
    assert board.message == "Ana doit placer ses personnages maintenant, pas un choix de rôle."
    assert game.to_json() == before
    english = game.why_illegal(Action(0, "choose_role", "settler"))
    assert english and english not in board.message


def test_the_mayor_done_reason_is_french(app, driver, lift) -> None:  # type: ignore[no-untyped-def]
    _french(app)
    board = _board(app, _mayor_game())
    done = board.buttons["button_done"]
    assert done.enabled  # the suggested layout stands on the board
    lift(board)
    driver.frames(1)
    assert not done.enabled
    assert done.disabled_reason.startswith("Occupez tous les emplacements libres")
    driver.click(done.rect.center)  # a click on the dimmed button says why, in French
    assert board.message == done.disabled_reason


def test_a_decision_panel_done_reason_is_french(app, driver) -> None:  # type: ignore[no-untyped-def]
    _french(app)
    game = (
        Scenario(seats=3, names=("Ana", "Bruno", "Clara"), expansions=BOTH)
        .seat(
            0,
            doubloons=0,
            buildings={"black_market": 1},
            goods={"fruit": 1},
            tiles={"corn": (1, 1)},
            vp=3,
        )
        .start("builder", chooser=1)  # no privilege for Ana: a gap of two doubloons
    )
    board = _board(app, game)
    while game.current_seat != 0:
        assert board.play(next(a for a in game.legal_actions() if a.kind == "pass"))
    app.frame(1 / 60)
    assert game.decision == "build"
    spot = next(h for h in board.hotspots if h.kind == "building_supply" and h.value == "hacienda")
    driver.click(spot.rect.center)
    driver.frames(1)
    assert board.panels.market == ("hacienda", {})
    pick = next(
        h for h in board.hotspots if h.kind == "choice" and h.value.key == "market:crate:fruit"
    )
    driver.click(pick.rect.center)  # one item of the two the gap needs
    driver.frames(1)
    done = board.buttons["button_done"]
    assert not done.enabled
    assert done.disabled_reason == "Ana doit donner exactement 2 objets, un par pièce manquante."


def test_a_dimmed_buildings_tooltip_is_french(app, driver) -> None:  # type: ignore[no-untyped-def]
    _french(app)
    game = (
        Scenario(seats=3, names=("Ana", "Bruno", "Clara"))
        .seat(0, doubloons=20, buildings={"small_market": 0})
        .start("builder", 0)
    )
    board = _board(app, game)
    spot = next(
        h for h in board.hotspots if h.kind == "building_supply" and h.value == "small_market"
    )
    assert "Ana possède déjà ce bâtiment : Petit marché." in spot.tip
    driver.click(spot.rect.center)
    assert board.message == "Ana possède déjà ce bâtiment : Petit marché."


def test_a_refused_draft_pick_flashes_in_french(app, driver) -> None:  # type: ignore[no-untyped-def]
    _french(app)
    scene = DraftScene(
        app,
        Session.new([ANA, Seat("Bob", "human", None, "blue")], 5, expansions=("new_buildings",)),
    )
    app.push(scene)
    app.frame(1 / 60)
    assert scene.pick("small_market")
    driver.frames(2)
    before = scene.game.to_json()
    assert not scene.pick("small_market")  # already on the board
    assert scene.message == "Petit marché : déjà sur le plateau."
    assert scene.game.to_json() == before
