"""The main board with Expansions I and II: citizens drawn apart from workers, dragged in the
mayor phase, every new decision answered by clicking its control, the new events worded, and a
whole game with both expansions played by mouse up to the scoring screen.

Set BOARD_SHOTS=<folder> to keep a PNG of each screen the tests look at.
"""

from __future__ import annotations

import ast
import os
import random
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.puerto_rico.ai import ScriptedAgent
from game.puerto_rico.engine import Action, Game, GameConfig
from game.puerto_rico.engine.events import Event
from game.puerto_rico.engine.scenario import Scenario
from game.puerto_rico.scenes.board import BoardScene, Hotspot
from game.puerto_rico.scenes.board_panels import Choice
from game.puerto_rico.scenes.scoring import ScoringScene
from game.puerto_rico.scenes.session import Session
from game.puerto_rico.scenes.wording import describe_event, translator
from game.shell.persistence import Seat

SEATS = [
    Seat("Ana", "human", None, "red"),
    Seat("Bruno", "scripted", "normal", "blue"),
    Seat("Clara", "scripted", "normal", "green"),
]
BOTH = ("new_buildings", "citizens")
ENGINE = Path(__file__).resolve().parents[3] / "game" / "puerto_rico" / "engine"


# --------------------------------------------------------------------------- helpers


def _scenario(**kwargs: Any) -> Scenario:
    return Scenario(seats=3, names=("Ana", "Bruno", "Clara"), expansions=BOTH, **kwargs)


def _board(app, game: Game) -> BoardScene:  # type: ignore[no-untyped-def]
    session = Session(game, list(SEATS[: game.state.seats]))
    session.make_agents()
    board = BoardScene(app, session)
    app.push(board)
    app.frame(1 / 60)
    return board


def _shot(app, name: str) -> None:  # type: ignore[no-untyped-def]
    folder = os.environ.get("BOARD_SHOTS")
    if folder:
        app.frame(1 / 60)
        pygame.image.save(app.screen, str(Path(folder) / f"{name}.png"))


def _turn(board: BoardScene, decision: str, seat: int = 0) -> None:
    """Let the other seats pass (or take their first option) until `seat` must decide."""
    game = board.game
    for _ in range(200):
        if game.current_seat == seat:
            break
        legal = game.legal_actions()
        assert board.play(next((a for a in legal if a.kind == "pass"), legal[0]))
    assert (game.current_seat, game.decision) == (seat, decision)
    board.app.frame(1 / 60)  # draw once: the hotspots now show this decision


def _spot(board: BoardScene, kind: str, value: Any = None, seat: int | None = None, **extra: Any):  # type: ignore[no-untyped-def]
    for spot in reversed(board.hotspots):  # the topmost first, as the mouse finds them
        if spot.kind != kind or (value is not None and spot.value != value):
            continue
        if seat is not None and spot.seat != seat:
            continue
        if all(getattr(spot, k) == v for k, v in extra.items()):
            return spot
    raise AssertionError(f"nothing on screen for {kind} {value!r} {extra}")


def _choice(board: BoardScene, action: Action | None = None, key: str = "") -> Hotspot:
    for spot in board.hotspots:
        if spot.kind != "choice":
            continue
        choice: Choice = spot.value
        if (action is not None and choice.action == action) or (key and choice.key == key):
            return spot
    shown = [s.value.action or s.value.key for s in board.hotspots if s.kind == "choice"]
    raise AssertionError(f"no choice {action or key} in the panel: {shown}")


def _click(driver, spot: Hotspot) -> None:  # type: ignore[no-untyped-def]
    driver.click(spot.rect.center)
    driver.frames(1)


# --------------------------------------------------------------------------- drawing


def test_citizens_are_drawn_apart_from_workers_everywhere(app) -> None:  # type: ignore[no-untyped-def]
    game = (
        _scenario()
        .seat(
            0,
            tiles={"corn": (2, 2), "coffee": (1, 1)},
            buildings={"large_coffee_roastery": 1, "cadastral_office": 1, "bohio": 2},
            portrait=3,
            citizens={"corn": 1, "cadastral_office": 1, "bohio": 1, "portrait": 2},
        )
        .supply(hiring_hall=3, hall_citizens=1)
        .at_role_choice(1)
    )
    board = _board(app, game)
    _shot(app, "citizens_on_the_board")
    figures = {
        (s.kind, s.value, s.figure) for s in board.hotspots if s.seat == 0 and s.figure is not None
    }
    assert ("tile", "corn", "citizen") in figures and ("tile", "corn", "worker") in figures
    assert ("tile", "coffee", "worker") in figures
    assert ("building", "cadastral_office", "citizen") in figures
    assert ("building", "large_coffee_roastery", "worker") in figures
    assert {("building", "bohio", "citizen"), ("building", "bohio", "worker")} <= figures
    assert _spot(board, "portrait_citizen", seat=0).figure == "citizen"
    assert _spot(board, "portrait_worker", seat=0).figure == "worker"
    # The hall and the supplies count workers and citizens apart.
    assert {s.value for s in board.hotspots if s.kind == "hall_figure"} == {"worker", "citizen"}
    supply = _spot(board, "supply", "worker_supply")
    assert "Citizen supply: " + str(game.state.citizen_supply) in supply.tip
    assert "1 citizen" in _spot(board, "supply", "hiring_hall").tip
    # The citizen sprite is on screen where the citizen stands, not the worker sprite.
    citizen = _spot(board, "building", "cadastral_office", seat=0, figure="citizen").rect
    worker = _spot(board, "building", "large_coffee_roastery", seat=0, figure="worker").rect
    assert app.screen.get_at(citizen.center) != app.screen.get_at(worker.center)


# --------------------------------------------------------------------------- mayor


def test_mayor_drag_puts_a_citizen_on_a_building(app, driver, lift) -> None:  # type: ignore[no-untyped-def]
    game = (
        _scenario()
        .seat(
            0,
            tiles={"corn": 1, "sugar": 1},
            buildings={"cadastral_office": 0, "small_sugar_refinery": 0},
            portrait=2,
            citizens={"portrait": 1},
        )
        .supply(hiring_hall=0, hall_citizens=0)
        .start("mayor", chooser=1)
    )
    board = _board(app, game)
    _turn(board, "mayor_layout")
    assert "citizens" in board._prompt()
    done = board.buttons["button_done"]
    assert done.enabled  # the suggested layout stands on the board; start afresh instead
    lift(board)
    driver.frames(1)
    assert not done.enabled and "slot" in done.disabled_reason  # the engine's reason
    _click(driver, done)  # refused: the board says why
    assert board.message == done.disabled_reason and game.decision == "mayor_layout"
    # The citizen goes to the sugar plantation first, then moves on to the Cadastral Office.
    driver.drag(
        _spot(board, "portrait_citizen", seat=0).rect.center,
        _spot(board, "tile", "sugar", seat=0).rect.center,
    )
    assert board.mayor_layout.citizens == {"sugar": 1}
    driver.drag(
        _spot(board, "tile", "sugar", seat=0, figure="citizen").rect.center,
        _spot(board, "building", "cadastral_office", seat=0).rect.center,
    )
    assert (
        board.mayor_layout.citizens == {"cadastral_office": 1}
        and board.mayor_layout.figures["sugar"] == 0
    )
    driver.drag(
        _spot(board, "portrait_worker", seat=0).rect.center,
        _spot(board, "tile", "corn", seat=0).rect.center,
    )
    assert board.mayor_layout.placement() == (("cadastral_office", 1, 1), ("corn", 1))
    _shot(app, "mayor_citizen_on_a_building")
    driver.frames(1)
    assert done.enabled, done.disabled_reason
    _click(driver, done)
    p = game.state.players[0]
    assert p.citizens == {"cadastral_office": 1}
    assert p.buildings["cadastral_office"] == 1 and p.tile_workers["corn"] == 1
    assert p.portrait_workers == 0


def test_hall_pick_by_clicking_the_hall_or_the_panel(app, driver) -> None:  # type: ignore[no-untyped-def]
    game = (
        _scenario()
        .seat(0, tiles={"corn": 2})
        .supply(hiring_hall=4, hall_citizens=1)
        .start("mayor", chooser=0)
    )
    board = _board(app, game)
    _turn(board, "hall_pick")
    panel = board.panels.panel(0)
    assert panel is not None and len(panel.rows) == 2
    _shot(app, "hall_pick")
    _click(driver, _spot(board, "hall_figure", "citizen"))
    p = game.state.players[0]
    assert p.citizens_at("portrait") + p.citizens_at("corn") == 1
    assert Action(0, "take_figure", "citizen") in board.session.actions
    assert any("takes a citizen from the hiring hall" in text for text, _ in board.log_lines())


def test_hall_pick_worker_from_the_panel(app, driver) -> None:  # type: ignore[no-untyped-def]
    game = (
        _scenario()
        .seat(0, tiles={"corn": 3})
        .supply(hiring_hall=4, hall_citizens=1)
        .start("mayor", chooser=0)
    )
    board = _board(app, game)
    _turn(board, "hall_pick")
    _click(driver, _choice(board, Action(0, "take_figure", "worker")))
    assert game.state.players[0].citizen_count == 0
    assert game.state.hall_citizens == 1  # Bruno is the next to choose


# --------------------------------------------------------------------------- settler


def _settler(**seat0: Any) -> Game:
    return (
        _scenario()
        .seat(0, **seat0)
        .display("corn", "sugar", "coffee", "fruit")
        .supply(workers=5, hiring_hall=0, quarries=5)
        .start("settler", chooser=0)
    )


def test_forest_choice_lays_the_plantation_face_down(app, driver) -> None:  # type: ignore[no-untyped-def]
    game = _settler(buildings={"sawmill": 1})
    board = _board(app, game)
    _turn(board, "settler_tile")
    _click(driver, _spot(board, "plantation", "sugar"))
    assert game.decision == "forest"
    assert board.buttons["button_pass"].label == "Keep it"
    _shot(app, "forest")
    _click(driver, _choice(board, Action(0, "make_forest")))
    p = game.state.players[0]
    assert (p.tiles["forest"], p.tiles["sugar"]) == (1, 0)
    assert any("face down as a forest" in text for text, _ in board.log_lines())


def test_forest_choice_keeps_the_plantation(app, driver) -> None:  # type: ignore[no-untyped-def]
    game = _settler(buildings={"sawmill": 1})
    board = _board(app, game)
    _turn(board, "settler_tile")
    _click(driver, _spot(board, "plantation", "coffee"))
    _click(driver, _choice(board, Action(0, "pass")))
    p = game.state.players[0]
    assert (p.tiles["forest"], p.tiles["coffee"]) == (0, 1)


def test_publishing_house_extra_tile_from_the_panel(app, driver) -> None:  # type: ignore[no-untyped-def]
    game = _settler(buildings={"publishing_house": 1})
    board = _board(app, game)
    _turn(board, "settler_tile")
    _click(driver, _spot(board, "plantation", "corn"))
    _turn(board, "settler_extra")
    _shot(app, "settler_extra")
    extra = next(a for a in game.legal_actions() if a.kind == "take_plantation")
    _click(driver, _choice(board, extra))
    p = game.state.players[0]
    assert p.tiles[extra.value] >= 1 and p.land_tiles == 2


def test_hospital_worker_from_the_panel(app, driver) -> None:  # type: ignore[no-untyped-def]
    game = _settler(buildings={"hospital": 1})
    board = _board(app, game)
    _turn(board, "settler_tile")
    _click(driver, _spot(board, "plantation", "coffee"))
    assert game.decision == "hospital"
    _shot(app, "hospital")
    _click(driver, _choice(board, Action(0, "hospital_worker", "coffee")))
    assert game.state.players[0].tile_workers["coffee"] == 1


def test_hacienda_draws_with_the_done_button(app, driver) -> None:  # type: ignore[no-untyped-def]
    game = _settler(buildings={"hacienda": 1})
    board = _board(app, game)
    _turn(board, "hacienda")
    assert board.buttons["button_done"].label == "Draw"
    _click(driver, board.buttons["button_done"])
    assert game.state.players[0].land_tiles == 1


def test_bureau_of_lands_discards_a_tile(app, driver) -> None:  # type: ignore[no-untyped-def]
    game = _settler(buildings={"bureau_of_lands": 1}, tiles={"corn": (2, 1), "coffee": 1})
    board = _board(app, game)
    _turn(board, "settler_tile")
    _click(driver, board.buttons["button_pass"])
    _turn(board, "bureau")
    _shot(app, "bureau")
    assert {s.value for s in board.hotspots if s.kind == "tile" and s.seat == 0} >= {"corn"}
    _click(driver, _choice(board, Action(0, "discard_tile", "corn")))
    p = game.state.players[0]
    assert (p.tiles["corn"], p.tile_workers["corn"]) == (1, 1)
    assert any("discards a corn plantation" in text for text, _ in board.log_lines())


# --------------------------------------------------------------------------- trader


def test_trading_post_then_cadastral_office_with_a_worker(app, driver) -> None:  # type: ignore[no-untyped-def]
    game = (
        _scenario()
        .seat(
            0,
            buildings={"trading_post": 1, "cadastral_office": 1},
            goods={"coffee": 1, "corn": 1},
            doubloons=3,
        )
        .trading_house("coffee")
        .start("trader", chooser=0)
    )
    board = _board(app, game)
    _turn(board, "sell")
    _shot(app, "sell_trading_post_cadastral")
    assert _choice(board, Action(0, "sell", "corn"))
    _click(driver, _choice(board, Action(0, "trade_post", "coffee")))
    p = game.state.players[0]
    assert (p.goods["coffee"], p.doubloons) == (0, 3 + 4 + 1)  # price + trader privilege
    assert game.decision == "cadastral"
    _shot(app, "cadastral_after_sale")
    land = p.land_tiles
    _click(driver, _choice(board, Action(0, "cadastral_draw")))
    assert (p.land_tiles, p.doubloons) == (land + 1, 7)
    assert any("from the bag" in text for text, _ in board.log_lines())


def test_cadastral_office_with_a_citizen_discards_a_tile(app, driver) -> None:  # type: ignore[no-untyped-def]
    game = (
        _scenario()
        .seat(
            0,
            buildings={"cadastral_office": 1},
            citizens={"cadastral_office": 1},
            tiles={"corn": 1, "coffee": 1},
        )
        .start("trader", chooser=0)
    )
    board = _board(app, game)
    _turn(board, "sell")
    _click(driver, _choice(board, Action(0, "cadastral_discard", "coffee")))
    p = game.state.players[0]
    assert (p.tiles["coffee"], p.doubloons) == (0, 1)


# --------------------------------------------------------------------------- captain


def test_export_office_returns_the_chosen_crates(app, driver) -> None:  # type: ignore[no-untyped-def]
    game = (
        _scenario()
        .seat(
            0,
            buildings={"export_office": 1},
            portrait=1,
            citizens={"export_office": 1, "portrait": 1},
            goods={"corn": 2, "coffee": 1, "sugar": 1},
        )
        .start("captain", chooser=0)
    )
    board = _board(app, game)
    _turn(board, "export")
    done = board.buttons["button_done"]
    assert not done.enabled and done.disabled_reason
    _click(driver, _choice(board, key="export:corn"))
    _click(driver, _choice(board, key="export:coffee"))
    _click(driver, _choice(board, key="export:sugar"))  # one crate per citizen: refused
    assert board.panels.export_picks == ["corn", "coffee"] and board.message
    assert done.label == "Export: +2 VP"
    _shot(app, "export")
    vp = game.state.players[0].chips
    _click(driver, done)
    p = game.state.players[0]
    assert p.chips == vp + 2
    assert (p.goods["corn"], p.goods["coffee"], p.goods["sugar"]) == (1, 0, 1)


def test_small_private_wharf_loads_the_chosen_mix(app, driver) -> None:  # type: ignore[no-untyped-def]
    game = (
        _scenario()
        .seat(0, buildings={"small_private_wharf": 1}, goods={"corn": 3, "sugar": 2})
        .start("captain", chooser=1)
    )
    board = _board(app, game)
    _turn(board, "load")
    done = board.buttons["button_done"]
    assert done.enabled and done.label == "Ship 5 crates"
    _click(driver, _choice(board, key="small:-:corn"))
    _click(driver, _choice(board, key="small:-:sugar"))
    _click(driver, _choice(board, key="small:-:sugar"))
    _click(driver, _choice(board, key="small:+:corn"))  # back to 3 corn
    _click(driver, _choice(board, key="small:-:corn"))
    assert board.panels.small_load == {"corn": 2, "sugar": 0}
    _shot(app, "small_private_wharf")
    vp = game.state.players[0].chips
    _click(driver, done)
    p = game.state.players[0]
    assert (p.goods["corn"], p.goods["sugar"]) == (1, 2)
    assert p.chips == vp + 1


# --------------------------------------------------------------------------- builder


def test_black_market_build_with_chosen_items(app, driver) -> None:  # type: ignore[no-untyped-def]
    game = (
        _scenario()
        .seat(
            0,
            doubloons=0,
            buildings={"black_market": 1},
            goods={"fruit": 1},
            tiles={"corn": (1, 1)},
            vp=3,
        )
        .start("builder", chooser=1)
    )
    board = _board(app, game)
    _turn(board, "build")
    _click(driver, _spot(board, "building_supply", "hacienda"))
    assert board.panels.market == ("hacienda", {})
    _click(driver, _choice(board, key="market:figure:corn"))
    _click(driver, _choice(board, key="market:crate:fruit"))
    _click(driver, _choice(board, key="market:vp"))  # two items close a gap of two
    assert board.panels.market == ("hacienda", {"figure": "figure:corn", "crate": "crate:fruit"})
    assert "Build" in board._prompt() or "Black Market" in board._prompt()
    _shot(app, "black_market")
    done = board.buttons["button_done"]
    assert done.enabled and done.label == "Build", done.disabled_reason
    _click(driver, done)
    p = game.state.players[0]
    assert "hacienda" in p.buildings
    assert (p.goods["fruit"], p.tile_workers["corn"], p.chips) == (0, 0, 3)


def test_black_market_choice_can_be_cancelled(app, driver) -> None:  # type: ignore[no-untyped-def]
    game = (
        _scenario()
        .seat(0, doubloons=0, buildings={"black_market": 1}, goods={"fruit": 1}, vp=3)
        .start("builder", chooser=1)
    )
    board = _board(app, game)
    _turn(board, "build")
    _click(driver, _spot(board, "building_supply", "small_market"))
    assert board.panels.market is not None
    cancel = next(
        s for s in board.hotspots if s.kind == "choice" and s.value.text.startswith("Choose")
    )
    _click(driver, cancel)
    assert board.panels.market is None and game.decision == "build"


# --------------------------------------------------------------------------- Bohio


def _bohio_game() -> Game:
    return (
        _scenario()
        .seat(
            0,
            buildings={"bohio": 2, "small_market": 0, "large_market": 1},
            citizens={"bohio": 1},
            tiles={"coffee": 1, "corn": 1},
            goods={"corn": 1},
        )
        .start("trader", chooser=0)
    )


def test_bohio_guests_leave_by_panel_and_by_drag(app, driver) -> None:  # type: ignore[no-untyped-def]
    game = _bohio_game()
    board = _board(app, game)
    _turn(board, "bohio")
    _shot(app, "bohio")
    _click(driver, _choice(board, Action(0, "bohio_move", ("coffee", "citizen"))))
    p = game.state.players[0]
    assert (p.tile_workers["coffee"], p.citizens) == (1, {"coffee": 1})
    assert game.decision == "bohio"  # the worker guest may still leave
    driver.drag(
        _spot(board, "building", "bohio", seat=0, figure="worker").rect.center,
        _spot(board, "building", "small_market", seat=0).rect.center,
    )
    assert (p.buildings["bohio"], p.buildings["small_market"]) == (0, 1)
    assert any("leaves Ana's Bohio for the Small Market" in text for text, _ in board.log_lines())


def test_bohio_guest_dragged_beside_another_decision(app, driver) -> None:  # type: ignore[no-untyped-def]
    game = _bohio_game()
    board = _board(app, game)
    _turn(board, "bohio")
    _click(driver, board.buttons["button_pass"])
    _turn(board, "sell")
    assert "drag a guest" in board._prompt()
    # A drop where the guest may not go is refused with the engine's reason.
    driver.drag(
        _spot(board, "building", "bohio", seat=0, figure="citizen").rect.center,
        _spot(board, "building", "large_market", seat=0).rect.center,
    )
    assert game.state.players[0].buildings["bohio"] == 2
    assert board.message  # the Large Market is full: the engine said why
    driver.drag(
        _spot(board, "building", "bohio", seat=0, figure="citizen").rect.center,
        _spot(board, "tile", "corn", seat=0).rect.center,
    )
    p = game.state.players[0]
    assert (p.tile_workers["corn"], p.citizens) == (1, {"corn": 1})
    assert game.decision == "sell"  # the same decision is still open
    _click(driver, _spot(board, "good", "corn", seat=0))
    assert p.goods["corn"] == 0


# --------------------------------------------------------------------------- fallback


def test_a_decision_the_board_does_not_know_gets_the_generic_panel(app, driver) -> None:  # type: ignore[no-untyped-def]
    game = Game.new(GameConfig(seats=3, seed=4, names=("Ana", "Bruno", "Clara"), expansions=BOTH))
    assert game.decision == "draft"
    board = _board(app, game)
    panel = board.panels.panel(0)
    assert panel is not None and panel.title == "Your options"
    first = game.legal_actions()[0]
    _shot(app, "generic_panel")
    _click(driver, _choice(board, first))
    assert board.session.actions[0] == first  # then the computer seats pick theirs


# --------------------------------------------------------------------------- words


def _engine_event_kinds() -> set[str]:
    kinds = set()
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "attr", None) == "emit"
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                kinds.add(node.args[0].value)
    return kinds


def test_every_engine_event_has_a_log_sentence_in_both_languages() -> None:
    kinds = _engine_event_kinds()
    assert {"figure_taken", "guest_moved", "goods_exported", "plantation_bought"} <= kinds
    for lang in ("en", "fr"):
        tr = translator(lang)
        assert sorted(k for k in kinds if not tr.has(f"log.{k}")) == [], lang


EXPANSION_EVENTS = [
    Event("figure_taken", 0, figure="citizen"),
    Event("figure_taken", 0, figure="worker"),
    Event("building_figure", 0, building="villa", figure="citizen"),
    Event("building_figure", 0, building="villa", figure="worker"),
    Event("guest_moved", 0, building="bohio", to="coffee", figure="citizen"),
    Event("guest_moved", 0, building="bohio", to="large_sugar_refinery", figure="worker"),
    Event("guest_moved", 0, building="bohio", to="quarry", figure="worker"),
    Event("tile_discarded", 0, tile="corn"),
    Event("tile_discarded", 0, tile="forest"),
    Event("plantation_bought", 0, building="cadastral_office", good="sugar", doubloons=1),
    Event("goods_exported", 0, building="export_office", goods=["corn", "coffee"], vp=2),
    Event("hall_refilled", None, workers=3, citizens=1, required=4),
    Event("black_market_used", 0, items="worker, fruit, VP"),
    Event("trading_post_sale", 0, good="coffee", doubloons=5),
    Event("small_ship_loaded", 0, goods={"corn": 1, "fruit": 3}, count=4, vp=2),
    Event("forest_placed", 0, good="corn"),
]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_board_words_the_expansion_events(app, lang: str) -> None:  # type: ignore[no-untyped-def]
    app.t = translator(lang)
    board = _board(app, _bohio_game())
    for event in EXPANSION_EVENTS:
        # Worded as the board's log words it, and as any other screen would (the same words).
        for text in (
            describe_event(event, ["Ana"], app.t, board.game.cat),
            describe_event(event, ["Ana"], app.t),
        ):
            assert "{" not in text and "[" not in text and "_" not in text, text
            assert text.endswith(".") and ("Ana" in text or event.seat is None), text
    worded = [describe_event(e, ["Ana"], app.t, board.game.cat) for e in EXPANSION_EVENTS]
    if lang == "en":
        assert worded[0] == "Ana takes a citizen from the hiring hall."
        assert worded[5] == "A worker leaves Ana's Bohio for the Large Sugar Refinery."
        assert worded[10] == "Ana's Export Office sends 1 corn, 1 coffee abroad for 2 VP."
        assert (
            worded[12]
            == "Ana hands in a figure, a crate of fruit and a VP chip at the Black Market."
        )
    else:
        assert worded[0] == "Ana prend un bourgeois au bureau d'embauche."
        assert worded[7] == "Ana défausse une plantation de maïs."


# --------------------------------------------------------------------------- scoring


def test_scoring_screen_shows_the_citizens_line(app) -> None:  # type: ignore[no-untyped-def]
    game = (
        _scenario()
        .seat(0, tiles={"corn": (1, 1)}, portrait=2, citizens={"corn": 1, "portrait": 2})
        .at_role_choice(0)
    )
    session = Session(game, list(SEATS))
    scene = ScoringScene(app, session)
    app.push(scene)
    app.frame(1 / 60)
    rows = dict(scene.rows())
    assert rows["Citizens (1 VP each)"] == [3, 0, 0]
    assert rows["Total"] == [s["total"] for s in game.final_scores()]
    labels = [label for label, _ in scene.rows()]
    assert labels.index("Citizens (1 VP each)") == labels.index("Total") - 1


def test_monkey_clicks_on_things_of_an_expansion_board_never_raise(app, driver) -> None:  # type: ignore[no-untyped-def]
    """3000 clicks, drags, wheels and buttons aimed at what the board shows (panels included)."""
    session = Session.new(
        [SEATS[0], Seat("Bob", "human", None, "blue"), SEATS[2]], 21, expansions=BOTH
    )
    _finish_draft(session)
    board = BoardScene(app, session)
    app.push(board)
    rng = random.Random(8)
    for _ in range(3000):
        app.frame(1 / 60)
        if app.top is not board:
            app.pop()  # a hand-over screen: the next player takes the seat
            continue
        spots = [s for s in board.hotspots if s.kind != "seat"] or board.hotspots
        if not spots:
            continue
        roll = rng.random()
        pos = rng.choice(spots).rect.center
        if roll < 0.6:
            driver.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            driver.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
            driver.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        elif roll < 0.8:
            end = rng.choice(spots).rect.center
            driver.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
            driver.post(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
            driver.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        elif roll < 0.95:
            button = board.buttons[rng.choice(["button_done", "button_pass"])]
            driver.post(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1)
        elif roll < 0.98:
            driver.post(
                pygame.MOUSEMOTION, pos=board.R("log").center, rel=(0, 0), buttons=(0, 0, 0)
            )
            driver.post(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False)
        else:
            driver.post(pygame.MOUSEBUTTONUP, pos=pos, button=3)
        if board.game.is_over:
            break
    assert session.game.state.actions_taken > 100


# --------------------------------------------------------------------------- a whole game


def _lay_out(driver, board: BoardScene, seat: int, layout: tuple) -> None:  # type: ignore[no-untyped-def]
    """Drag figures until the board's layout is `layout` (citizens included), then Done."""
    board._edit_layout(seat)
    p = board.game.state.players[seat]
    want = {item[0]: (item[1], item[2] if len(item) == 3 else 0) for item in layout}

    def kind_of(loc: str) -> str:
        return "tile" if loc in p.tiles else "building"

    def have(loc: str) -> tuple[int, int]:
        citizens = board.mayor_layout.citizens.get(loc, 0)
        return board.mayor_layout.figures.get(loc, 0) - citizens, citizens

    def drag(start: Hotspot, end: Hotspot) -> None:
        driver.drag(start.rect.center, end.rect.center)

    portrait = _spot(board, "portrait", None, seat)
    for loc in list(board.mayor_layout.figures):  # surplus figures back to the portrait
        workers, citizens = have(loc)
        n, c = want.get(loc, (0, 0))
        for _ in range(citizens - c):
            drag(_spot(board, kind_of(loc), loc, seat, figure="citizen"), portrait)
        for _ in range(workers - (n - c)):
            drag(_spot(board, kind_of(loc), loc, seat, figure="worker"), portrait)
    for loc, (n, c) in want.items():
        target = _spot(board, kind_of(loc), loc, seat)
        while have(loc)[1] < c:
            before = have(loc)
            drag(_spot(board, "portrait_citizen", None, seat), target)
            assert have(loc) != before, f"a citizen did not land on {loc}"
        while have(loc)[0] < n - c:
            before = have(loc)
            drag(_spot(board, "portrait_worker", None, seat), target)
            assert have(loc) != before, f"a worker did not land on {loc}"
    assert board.mayor_layout.placement() == tuple(sorted(layout)), (
        board.mayor_layout.placement(),
        layout,
    )
    driver.frames(1)
    done = board.buttons["button_done"]
    assert done.enabled, done.disabled_reason
    driver.click(done.rect.center)


def _perform(driver, board: BoardScene, action: Action) -> None:  # type: ignore[no-untyped-def]
    """Do with the mouse what `action` means on the board."""
    seat, kind, value = action
    game = board.game
    buttons = board.buttons
    panel_choice = next(
        (s for s in board.hotspots if s.kind == "choice" and s.value.action == action), None
    )
    if kind == "choose_role":
        driver.click(_spot(board, "role", value).rect.center)
    elif kind == "take_figure":
        driver.click(_spot(board, "hall_figure", value).rect.center)
    elif kind in ("take_plantation", "take_quarry") and game.decision == "settler_tile":
        spot = _spot(board, "plantation", value) if value else _spot(board, "quarry")
        driver.click(spot.rect.center)
    elif kind == "pass":
        driver.click(buttons["button_pass"].rect.center)
    elif kind in ("hacienda_draw", "school_worker", "produce"):
        driver.click(buttons["button_done"].rect.center)
    elif kind == "place_workers":
        _lay_out(driver, board, seat, value)
    elif kind == "bohio_move" and panel_choice is None:
        dest, figure = value
        house = _spot(board, "building", "bohio", seat, figure=figure)
        dest_kind = "tile" if dest in game.state.players[seat].tiles else "building"
        driver.drag(house.rect.center, _spot(board, dest_kind, dest, seat).rect.center)
    elif kind == "build" and isinstance(value, tuple):
        bid, items = value
        driver.click(_spot(board, "building_supply", bid).rect.center)
        driver.frames(1)
        for item in items:
            driver.click(_choice(board, key=f"market:{item}").rect.center)
            driver.frames(1)
        driver.click(buttons["button_done"].rect.center)
    elif kind == "build":
        driver.click(_spot(board, "building_supply", value).rect.center)
    elif kind == "craftsman_bonus":
        driver.click(_spot(board, "supply_good", value).rect.center)
    elif kind == "sell":
        driver.click(_spot(board, "good", value, seat).rect.center)
    elif kind == "load":
        good, ship = value
        driver.click(_spot(board, "good", good, seat).rect.center)
        driver.frames(1)
        driver.click(_spot(board, "ship", ship).rect.center)
    elif kind == "load_private":
        driver.click(_spot(board, "good", value, seat).rect.center)
        driver.frames(1)
        driver.click(_spot(board, "private_ship").rect.center)
    elif kind == "load_small_private":
        wanted = dict(value)
        for _ in range(40):
            load = board.panels.small_load or {}
            off = [g for g in load if load[g] != wanted.get(g, 0)]
            if not off:
                break
            step = "+" if load[off[0]] < wanted.get(off[0], 0) else "-"
            driver.click(_choice(board, key=f"small:{step}:{off[0]}").rect.center)
            driver.frames(1)
        driver.click(buttons["button_done"].rect.center)
    elif kind == "export_goods":
        for good in value:
            driver.click(_choice(board, key=f"export:{good}").rect.center)
            driver.frames(1)
        driver.click(buttons["button_done"].rect.center)
    elif kind == "store":
        driver.click(_spot(board, "storage_option", value).rect.center)
    elif panel_choice is not None:
        driver.click(panel_choice.rect.center)
    else:
        raise AssertionError(f"no gesture for {action} ({game.decision})")


# The expansions' buildings a test player reaches for, in this order, and the actions it tries.
WANTED = (
    "bohio",
    "black_market",
    "export_office",
    "cadastral_office",
    "trading_post",
    "sawmill",
    "bureau_of_lands",
    "small_private_wharf",
    "hospital",
    "hacienda",
)
TRIED = (
    "bohio_move",
    "export_goods",
    "load_small_private",
    "trade_post",
    "cadastral_draw",
    "cadastral_discard",
    "make_forest",
    "discard_tile",
)


class Explorer:
    """Plays like the scripted agent, but reaches for the expansions' buildings and actions, so
    that a whole game goes through their controls on the board."""

    def __init__(self, seed: int) -> None:
        self.agent = ScriptedAgent("normal", seed=seed)
        self.rng = random.Random(seed)

    def choose(self, game: Game, legal: list[Action]) -> Action:
        builds = [a for a in legal if a.kind == "build"]
        for bid in WANTED:
            for a in builds:
                if (a.value[0] if isinstance(a.value, tuple) else a.value) == bid:
                    return a
        tried = [a for a in legal if a.kind in TRIED]
        if tried and self.rng.random() < 0.6:
            return self.rng.choice(tried)
        return self.agent.choose(game, legal)


def _finish_draft(session: Session) -> None:
    """The draft is another scene's job: scripted picks finish it before the board opens,
    putting the expansions' buildings on the board whenever they may."""
    picker = ScriptedAgent("normal", seed=11)
    game = session.game
    while game.decision == "draft":
        legal = game.legal_actions()
        wanted = next((a for bid in WANTED for a in legal if a.value == bid), None)
        session.apply(wanted or picker.choose(game.clone(), legal))


def test_a_whole_game_with_both_expansions_by_mouse(app, driver) -> None:  # type: ignore[no-untyped-def]
    session = Session.new(list(SEATS), 9, expansions=BOTH)
    _finish_draft(session)
    game = session.game
    assert game.state.round == 1 and game.decision != "draft"
    board = BoardScene(app, session)
    app.push(board)
    hand = Explorer(5)
    kinds: set[str] = set()
    decisions: set[str] = set()
    for _ in range(60_000):
        if isinstance(app.top, ScoringScene):
            break
        driver.frames(1)
        if board.human_to_act is None or app.top is not board:
            continue
        before = game.state.actions_taken
        action = hand.choose(game.clone(), game.legal_actions())
        if game.decision not in decisions:
            _shot(app, f"game_{game.decision}")
        decisions.add(game.decision or "")
        _perform(driver, board, action)
        driver.frames(1)
        assert game.state.actions_taken > before, f"the screen did not play {action}"
        kinds.add(action.kind)
        if action.kind == "place_workers" and any(len(x) == 3 for x in action.value):
            kinds.add("place_citizens")
        if action.kind == "build" and isinstance(action.value, tuple):
            kinds.add("black_market")
    scoring = app.top
    assert isinstance(scoring, ScoringScene), "the game should reach the scoring screen"
    _shot(app, "scoring_both_expansions")
    assert game.is_over
    assert {"choose_role", "place_workers", "place_citizens", "take_figure", "build"} <= kinds
    assert {"bohio_move", "black_market", "cadastral_draw", "export_goods", "trade_post"} <= kinds
    assert {"hall_pick", "mayor_layout", "bohio", "export", "cadastral"} <= decisions
    final = game.final_scores()
    rows = dict(scoring.rows())
    assert rows["Total"] == [s["total"] for s in final]
    if any(p.citizens for p in game.state.players):
        assert rows["Citizens (1 VP each)"] == [s["bonuses"].get("citizens", 0) for s in final]
    kinds = tuple(f"{k}:" for k in _engine_event_kinds())
    assert not any(text.startswith(kinds) for text, _ in board.log_lines())


def test_solo_game_with_both_expansions_from_setup_to_scoring_by_mouse(app, driver) -> None:  # type: ignore[no-untyped-def]
    """Title → setup (solo, both expansions, sewing cap) → draft by mouse against the two
    Puertomas → the whole game by mouse on the board → the scoring screen."""
    from test_draft_scene import _open_setup, _play_draft, _start, _toggle  # sibling module

    from game.puerto_rico.scenes.draft import DraftScene
    from game.puerto_rico.scenes.setup import SetupScene

    setup = _open_setup(app, driver)
    assert isinstance(setup, SetupScene)
    driver.click(next(b for b in setup.buttons if b.label.startswith("Solo")).rect.center)
    for label in ("New buildings", "Citizens", "Sewing Workshop cap"):
        driver.click(_toggle(setup, label).rect.center)
    _start(driver, setup, "1126")
    draft = app.top
    assert isinstance(draft, DraftScene)
    session = draft.session
    game = session.game
    assert game.state.expansions == BOTH and game.state.variants == ("sewing_cap",)
    assert [game.is_puertoma(i) for i in range(3)] == [False, True, True]
    human = _play_draft(app, driver, draft, seed=3)
    assert len(human) == 6 and len(game.state.draft_picks) == 17
    driver.key(pygame.K_RETURN)
    board = app.top
    assert isinstance(board, BoardScene) and board.session is session
    hand = Explorer(8)
    for _ in range(60_000):
        if isinstance(app.top, ScoringScene):
            break
        driver.frames(1)
        if board.human_to_act is None or app.top is not board:
            continue
        before = game.state.actions_taken
        _perform(driver, board, hand.choose(game.clone(), game.legal_actions()))
        driver.frames(1)
        assert game.state.actions_taken > before
    scoring = app.top
    assert isinstance(scoring, ScoringScene) and game.is_over
    rows = dict(scoring.rows())
    final = game.final_scores()
    assert rows["Total"] == [s["total"] for s in final]
    # Every citizen owned at the end is on the scoring screen, the Puertomas' too.
    owned = [p.citizen_count for p in game.state.players]
    assert sum(owned) > 0
    assert rows["Citizens (1 VP each)"] == owned
