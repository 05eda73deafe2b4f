"""Expansion III on screen: setup offers it, the smuggler's panel offers exactly the engine's
legal actions and a mouse click plays each (in the panel or on the thing itself), pointing at a
choice lights its target on the table, a captured role wears its capturer's colour and price,
poached figures are placed at once, and a computer smuggler's action is paced and logged."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.puerto_rico.engine import Action, Event, Game, view
from game.puerto_rico.engine.scenario import Scenario
from game.puerto_rico.scenes.board import BoardScene, Hotspot
from game.puerto_rico.scenes.board_panels import Choice
from game.puerto_rico.scenes.pacing import target_thing, target_zone
from game.puerto_rico.scenes.session import Session
from game.puerto_rico.scenes.setup import SetupScene, engine_variants
from game.puerto_rico.scenes.wording import describe_event, translator
from game.shell.assets import HIGHLIGHT
from game.shell.persistence import Seat
from game.shell.title import TitleScene

ANA = Seat("Ana", "human", None, "red")
SEATS = [ANA, Seat("Bruno", "scripted", "normal", "blue"), Seat("Clara", "random", None, "green")]


def _smuggling(chooser: int = 0, **supply: Any) -> Game:
    """Ana's smuggler phase (or `chooser`'s): a ship with 5 corn (raid keeps 3), an empty one,
    2 crates in the trading house, 5 workers in the hall for 3 seats (poach 2), and Ana with
    empty slots on her island."""
    supply.setdefault("hiring_hall", 5)
    return (
        Scenario(seats=3, names=("Ana", "Bruno", "Clara"), expansions=("smuggler",))
        .seat(0, tiles={"corn": 2, "sugar": 1}, doubloons=4)
        .ships((4, None, 0), (5, "corn", 5), (6, None, 0))
        .trading_house("sugar", "coffee")
        .supply(**supply)
        .role_coins(builder=2)
        .start("smuggler", chooser=chooser)
    )


def _board(app, game: Game, seats: list[Seat] = SEATS) -> BoardScene:  # type: ignore[no-untyped-def]
    session = Session(game, list(seats))
    session.make_agents()
    board = BoardScene(app, session)
    app.push(board)
    app.frame(1 / 60)
    return board


def _choices(board: BoardScene) -> list[tuple[Hotspot, Choice]]:
    return [(s, s.value) for s in board.hotspots if s.kind == "choice" and s.value.clickable]


def _spot(board: BoardScene, kind: str, value: Any) -> Hotspot:
    return next(s for s in reversed(board.hotspots) if s.kind == kind and s.value == value)


def _role_spot(board: BoardScene, role: str) -> Hotspot:
    tile = next(t for t in board.game.state.roles if t.role == role)
    return _spot(board, "role", tile.id)


# --------------------------------------------------------------------------- setup


def test_setup_offers_the_smuggler_and_starts_a_game_with_it(app, driver) -> None:  # type: ignore[no-untyped-def]
    app.push(TitleScene(app))
    driver.frames(2)
    driver.click(next(b for b in app.top.buttons if b.label == "New game").rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    # All six expansions are listed with a line each; only what the engine plays is enabled.
    assert list(setup.module_toggles) == list(view.KNOWN_EXPANSIONS)
    assert len(setup.module_lines) == 6 and all(line for line, _r, _u in setup.module_lines)
    for module, toggle in setup.module_toggles.items():
        assert toggle.enabled == (module in view.BUILT_EXPANSIONS), module
        assert app.screen.get_rect().contains(toggle.rect)
    festival = setup.module_toggles["festival"]
    if not festival.enabled:
        assert festival.label.endswith("· coming")
        driver.click(festival.rect.center)  # a locked module cannot be ticked
        assert "festival" not in setup.chosen_modules()
    driver.click(setup.module_toggles["smuggler"].rect.center)
    assert setup.chosen_modules() == ("smuggler",)
    driver.click(next(b for b in setup.buttons if b.label == "Start").rect.center)
    board = app.top
    assert isinstance(board, BoardScene)
    state = board.game.state
    assert state.expansions == ("smuggler",)
    assert [t.role for t in state.roles].count("smuggler") == 1
    smuggler = _role_spot(board, "smuggler")
    assert "Smuggler" in smuggler.tip


def test_the_achievements_draft_is_listed_under_its_module(app) -> None:  # type: ignore[no-untyped-def]
    setup = SetupScene(app)
    app.push(setup)
    app.frame(1 / 60)
    draft = next(t for t in setup.toggles if t.label.startswith("Achievements draft"))
    achievements = setup.module_toggles["achievements"]
    assert achievements.rect.x <= draft.rect.x and draft.rect.y > achievements.rect.y
    assert not draft.enabled  # its module is not ticked (or not playable yet)
    if "achievements_draft" in engine_variants() and view.BUILT_EXPANSIONS.count("achievements"):
        setup._toggle_module("achievements")
        draft = next(t for t in setup.toggles if t.label.startswith("Achievements draft"))
        assert draft.enabled
        setup._toggle_variant("achievements_draft")
        assert setup.chosen_variants() == ("achievements_draft",)
    else:
        assert draft.label.endswith("· coming")


# --------------------------------------------------------------------------- the panel


def test_the_panel_offers_exactly_the_engines_smuggling_actions(app) -> None:  # type: ignore[no-untyped-def]
    game = _smuggling()
    board = _board(app, game)
    assert game.decision == "smuggler" and board.human_to_act == 0
    offered = [choice.action for _spot, choice in _choices(board)]
    assert len(offered) == len(set(offered))
    assert set(offered) == set(game.legal_actions())
    kinds = {a.kind for a in offered}
    assert kinds == {"raid", "plunder", "poach", "capture", "pass"}
    words = {choice.action.kind: choice.text for _s, choice in _choices(board)}
    assert words["raid"] == "Raid the 5-ship: 3 crates"
    assert words["plunder"] == "Plunder the trading house: +2 VP"
    assert words["poach"] == "Poach the hall, keep 2 workers"
    tips = {choice.action.kind: choice.tip for _s, choice in _choices(board)}
    assert tips["raid"].endswith("The other 2 crates of corn leave the game.")
    assert "Out of the game" not in tips["poach"]  # both poached workers are kept


@pytest.mark.parametrize(
    ("kind", "value"),
    [("raid", 1), ("plunder", None), ("poach", (0, 0)), ("capture", "builder"), ("pass", None)],
)
def test_a_click_in_the_panel_plays_each_smuggling_action(app, driver, kind, value) -> None:  # type: ignore[no-untyped-def]
    game = _smuggling()
    board = _board(app, game)
    action = Action(0, kind, value)
    assert action in game.legal_actions()
    spot = next(s for s, choice in _choices(board) if choice.action == action)
    before = len(board.session.actions)
    driver.click(spot.rect.center)
    driver.frames(2)
    assert board.session.actions[before] == action  # the computer seats may have played on
    s = game.state
    p = s.players[0]
    if kind == "raid":
        assert p.goods["corn"] == 3 and s.ships[1].count == 0
    elif kind == "plunder":
        assert s.trading_house == [] and p.chips == 2
    elif kind == "poach":
        assert s.hiring_hall == 3  # cut down to one per seat; 2 kept, to be placed at once
        assert game.decision == "poach_place" and p.portrait_workers == 2
    elif kind == "capture":
        assert view.captured_roles(game) == {"builder": 0} and p.doubloons == 6
    assert game.decision != "smuggler" or game.current_seat != 0


@pytest.mark.parametrize(
    ("target", "action"),
    [
        (("ship", 1), Action(0, "raid", 1)),
        (("market", None), Action(0, "plunder")),
        (("role", "builder"), Action(0, "capture", "builder")),
    ],
)
def test_a_click_on_the_thing_itself_plays_it(app, driver, target, action) -> None:  # type: ignore[no-untyped-def]
    game = _smuggling()
    board = _board(app, game)
    spot = _spot(board, *target)
    before = len(board.session.actions)
    driver.click(spot.rect.center)
    driver.frames(2)
    assert board.session.actions[before] == action


def test_pointing_at_a_choice_lights_its_target_on_the_table(app, driver) -> None:  # type: ignore[no-untyped-def]
    game = _smuggling()
    board = _board(app, game)
    expected = {
        "raid": _spot(board, "ship", 1),
        "plunder": _spot(board, "market", None),
        "poach": _spot(board, "supply", "hiring_hall"),
    }
    for kind, thing in expected.items():
        spot = next(s for s, choice in _choices(board) if choice.action.kind == kind)
        assert board.target_of(spot.value) == thing.rect, kind
        driver.post(pygame.MOUSEMOTION, pos=spot.rect.center, rel=(0, 0), buttons=(0, 0, 0))
        driver.frames(1)
        lit = thing.rect.inflate(10, 10)
        assert tuple(app.screen.get_at((lit.centerx, lit.y + 1)))[:3] == HIGHLIGHT, kind
    capture = next(s for s, c in _choices(board) if c.action == Action(0, "capture", "mayor"))
    assert board.target_of(capture.value) == _role_spot(board, "mayor").rect
    assert "3 doubloons" in capture.value.tip


# --------------------------------------------------------------------------- captured roles


def test_a_captured_role_wears_its_capturers_colour_and_price(app, driver) -> None:  # type: ignore[no-untyped-def]
    game = _smuggling()
    board = _board(app, game)
    driver.click(_role_spot(board, "builder").rect.center)
    driver.frames(2)
    assert view.captured_roles(game) == {"builder": 0}
    # On to the next role choice: the tile is framed in Ana's red, with the price in its tip.
    for _ in range(50):
        if game.decision == "role" and game.current_seat == 0:
            break
        board.app.frame(1 / 60)
    spot = _role_spot(board, "builder")
    assert "Captured by Ana" in spot.tip and "paying Ana 3 doubloons" in spot.tip
    assert tuple(app.screen.get_at((spot.rect.x + 1, spot.rect.centery)))[:3] == board.colour_of(0)
    assert "wanted token" in _role_spot(board, "smuggler").tip


def test_a_captured_role_tells_another_seat_why_it_may_not_choose_it(app) -> None:  # type: ignore[no-untyped-def]
    game = (
        Scenario(seats=3, names=("Ana", "Bruno", "Clara"), expansions=("smuggler",))
        .seat(0, doubloons=1)
        .captured("builder", by=1)
        .wanted(1)
        .at_role_choice(0)
    )
    board = _board(app, game)
    spot = _role_spot(board, "builder")
    assert "Captured by Bruno" in spot.tip
    assert "must pay Bruno 3 doubloons and has 1" in spot.tip
    # The wanted token sits on Bruno's name.
    token = _spot(board, "wanted", 1)
    assert token.rect.colliderect(board.R("seat1_header"))


# --------------------------------------------------------------------------- poach


def test_poached_figures_are_placed_at_once_by_a_click_on_the_board(app, driver) -> None:  # type: ignore[no-untyped-def]
    game = (
        Scenario(seats=3, names=("Ana", "Bruno", "Clara"), expansions=("smuggler",))
        .seat(0, tiles={"corn": 1, "sugar": 1}, buildings={"small_market": 0})
        .supply(hiring_hall=5)
        .start("smuggler", chooser=0)
    )
    board = _board(app, game)
    poach = next(s for s, c in _choices(board) if c.action.kind == "poach")
    driver.click(poach.rect.center)
    driver.frames(2)
    assert game.decision == "poach_place" and game.current_seat == 0
    offered = {c.action for _s, c in _choices(board)}
    assert offered == set(game.legal_actions())
    # The empty slots are lit on Ana's board.
    corn = next(s for s in board.hotspots if s.kind == "tile" and s.value == "corn" and s.seat == 0)
    assert tuple(app.screen.get_at((corn.rect.centerx, corn.rect.y + 1)))[:3] == HIGHLIGHT
    before = len(board.session.actions)
    driver.click(_spot(board, "building", "small_market").rect.center)
    driver.frames(2)
    p = game.state.players[0]
    assert p.buildings["small_market"] == 1
    assert board.session.actions[before] == Action(0, "place_poached", ("small_market", "worker"))


# --------------------------------------------------------------------------- computer turns


def test_a_computer_smugglers_action_is_paced_lit_and_logged(app) -> None:  # type: ignore[no-untyped-def]
    app.settings.ai_speed = "normal"
    game = _smuggling(chooser=1)
    seats = [ANA, Seat("Bruno", "scripted", "hard", "blue"), SEATS[2]]
    board = _board(app, game, seats)
    main = None
    for _ in range(600):
        app.frame(1 / 60)
        beat = board.pacer.current
        if beat is not None and beat.main is not None and beat.main.seat == 1:
            main = beat.main
            assert beat.seconds > 0  # a computer seat's beat is held for the player to see
            break
    assert main is not None
    zones = {
        "ship_raided": "ship_1",
        "trading_house_plundered": "trading_house",
        "workers_poached": "hiring_hall",
    }
    assert main.kind in (*zones, "role_captured", "smuggler_passed")
    if main.kind in zones:
        assert target_zone(main, board.shown) == zones[main.kind]
    line = board.describe(main, False)
    assert line.startswith("Bruno") and line in [text for text, _c in board.log_lines()]


@pytest.mark.parametrize(
    ("event", "en", "fr"),
    [
        (
            Event("ship_raided", 1, capacity=6, good="corn", count=3, discarded=2),
            "Bruno raids the 6-crate ship and takes 3 crates of corn; the other 2 leave the game.",
            "Bruno attaque le navire de 6 caisses et prend 3 caisses de maïs\u00a0; les 2 autres "
            "sortent du jeu.",
        ),
        (
            Event("workers_poached", 1, workers=2, taken=2, discarded=0, citizens=0),
            "Bruno poaches 2 workers from the hiring hall and keeps them all.",
            "Bruno débauche 2 ouvriers du bureau d'embauche et les garde tous.",
        ),
        (
            Event("role_captured", 1, role="builder", tile="builder", coins=0),
            "Bruno captures the Builder.",
            "Bruno capture le Bâtisseur.",
        ),
        (
            Event("role_captured", 1, role="builder", tile="builder", coins=1),
            "Bruno captures the Builder with the 1 doubloon lying on it.",
            "Bruno capture le Bâtisseur et empoche ce qui s'y trouvait\u00a0: 1 pièce.",
        ),
    ],
)
def test_smuggling_reads_well_in_the_log(event, en, fr) -> None:  # type: ignore[no-untyped-def]
    names = ["Ana", "Bruno", "Clara"]
    assert describe_event(event, names, translator("en")) == en
    assert describe_event(event, names, translator("fr")) == fr


def test_with_puertomas_the_panel_offers_no_capture_and_says_why(app) -> None:  # type: ignore[no-untyped-def]
    game = (
        Scenario(
            seats=3,
            names=("Ana", "Puertoma A", "Puertoma B"),
            expansions=("smuggler",),
            puertomas=2,
        )
        .trading_house("corn")
        .start("smuggler", chooser=0)
    )
    seats = [
        ANA,
        Seat("Puertoma A", "puertoma", None, "blue"),
        Seat("Puertoma B", "puertoma", None, "green"),
    ]
    board = _board(app, game, seats)
    assert game.decision == "smuggler" and board.human_to_act == 0
    kinds = {c.action.kind for _s, c in _choices(board)}
    assert kinds == {a.kind for a in game.legal_actions()} == {"plunder", "pass"}
    panel = board.panels.panel(0)
    assert panel is not None and "No role can be captured" in panel.note


def test_a_poached_figure_placed_is_lit_on_its_place() -> None:
    on_tile = Event("poached_figure_placed", 1, place="corn", figure="worker")
    in_town = Event("poached_figure_placed", 1, place="small_market", figure="citizen")
    assert target_thing(on_tile) == ("tile", "corn")
    assert target_thing(in_town) == ("building", "small_market")
