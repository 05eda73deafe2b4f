"""Expansions IV and V at the table: setup offers them, the festival strip shows the view's
tasks (an achieved one framed in its achiever's colour, a tooltip in words) and a human places
reward workers with a click on a lit slot."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.puerto_rico.engine import Action, Game, view
from game.puerto_rico.engine.scenario import Scenario
from game.puerto_rico.scenes.board import BoardScene, Hotspot
from game.puerto_rico.scenes.festival_painter import achieved_in, festival_source_zone
from game.puerto_rico.scenes.session import Session
from game.puerto_rico.scenes.setup import SetupScene, playable
from game.shell.assets import HIGHLIGHT
from game.shell.persistence import Seat
from game.shell.title import TitleScene

BOTH = ("festival", "activities")
ANA, BRUNO = 0, 1
SEATS = [
    Seat("Ana", "human", None, "red"),
    Seat("Bruno", "scripted", "normal", "blue"),
    Seat("Clara", "random", None, "green"),
]


def _three() -> Scenario:
    return Scenario(seats=3, names=("Ana", "Bruno", "Clara"), expansions=BOTH)


def _board(app, game: Game) -> BoardScene:  # type: ignore[no-untyped-def]
    session = Session(game, list(SEATS))
    session.make_agents()
    board = BoardScene(app, session)
    app.push(board)
    app.frame(1 / 60)
    return board


def _spots(board: BoardScene, kind: str) -> list[Hotspot]:
    return [s for s in board.hotspots if s.kind == kind]


def _spot(board: BoardScene, kind: str, value: Any, seat: int | None = None) -> Hotspot:
    return next(
        s
        for s in reversed(board.hotspots)
        if s.kind == kind and s.value == value and (seat is None or s.seat == seat)
    )


def test_setup_offers_festival_and_activities_and_starts_a_game_with_them(app, driver) -> None:  # type: ignore[no-untyped-def]
    assert playable("festival") and playable("activities")
    app.push(TitleScene(app))
    driver.frames(2)
    driver.click(next(b for b in app.top.buttons if b.label == "New game").rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    for module in BOTH:
        toggle = setup.module_toggles[module]
        assert toggle.enabled and not toggle.label.endswith("· coming")
        driver.click(toggle.rect.center)
    assert setup.chosen_modules() == BOTH
    driver.click(next(b for b in setup.buttons if b.label == "Start").rect.center)
    board = app.top
    assert isinstance(board, BoardScene)
    assert board.game.state.expansions == BOTH
    driver.frames(2)
    shown = [s.value for s in _spots(board, "festival_task")]
    info = view.festival(board.game)
    assert shown == [t["id"] for t in info["objectives"] + info["activities"]]
    assert len(shown) == 6


def test_the_strip_shows_the_views_tasks_and_marks_an_achieved_one(app, driver) -> None:  # type: ignore[no-untyped-def]
    game = (
        _three()
        .seat(BRUNO, tiles={"sugar": 2})
        .display("sugar", "corn", "fruit", "coffee")
        .festival_tasks(
            ("festival_plantation", {"plantations": ["sugar"]}),
            ("festival_goods", {"crates": ["corn", "corn", "sugar"]}),
            ("festival_building", {"building": "factory"}),
        )
        .start("settler", chooser=BRUNO)
    )
    game.apply(Action(BRUNO, "take_plantation", "sugar"))  # Bruno owns 3 sugar plantations
    assert view.festival(game)["objectives"][0]["by"] == BRUNO
    board = _board(app, game)
    driver.frames(2)
    spots = {s.value: s for s in _spots(board, "festival_task")}
    assert list(spots) == ["festival_plantation", "festival_goods", "festival_building"]
    done = spots["festival_plantation"]
    # Framed in Bruno's colour; an open task is not.
    bruno = board.colour_of(BRUNO)
    assert tuple(app.screen.get_at((done.rect.x + 1, done.rect.centery)))[:3] == bruno
    open_ = spots["festival_goods"]
    assert tuple(app.screen.get_at((open_.rect.x + 1, open_.rect.centery)))[:3] != bruno
    assert "Achieved by Bruno" in done.tip and "three sugar plantations" in done.tip
    assert "corn, corn, sugar" in open_.tip and "Reward: 3 VP" in open_.tip
    assert "Factory" in spots["festival_building"].tip


def test_an_activity_tooltip_fills_its_slots_in_french(app, driver) -> None:  # type: ignore[no-untyped-def]
    french = replace(app.settings)
    french.language = "fr"
    app.apply_settings(french)
    game = (
        _three()
        .festival_tasks(("best_harvest", {"crates": ["coffee"]}))
        .start("settler", chooser=ANA)
    )
    board = _board(app, game)
    tip = _spot(board, "festival_task", "best_harvest").tip
    assert tip.splitlines() == [
        "Meilleure récolte",
        "Obtenir au moins 3 caisses de café en une seule phase de producteur.",
        "Récompense : 1 ouvrier, 1 pièce, 1 PV",
    ]


def test_reward_workers_are_placed_by_a_click_on_a_lit_slot(app, driver) -> None:  # type: ignore[no-untyped-def]
    game = (
        _three()
        .seat(ANA, tiles={"sugar": 2}, buildings={"small_market": 0})
        .display("sugar", "corn", "fruit", "coffee")
        .festival_tasks(("festival_plantation", {"plantations": ["sugar"]}))
        .start("settler", chooser=ANA)
    )
    board = _board(app, game)
    driver.click(_spot(board, "plantation", "sugar").rect.center)
    driver.frames(2)
    assert (game.current_seat, game.decision) == (ANA, view.REWARD_PLACE)
    assert game.state.players[ANA].portrait_workers == 3
    # The slot is lit on Ana's board.
    market = _spot(board, "building", "small_market", ANA)
    assert tuple(app.screen.get_at((market.rect.centerx, market.rect.y + 1)))[:3] == HIGHLIGHT
    before = len(board.session.actions)
    driver.click(market.rect.center)
    driver.frames(2)
    assert board.session.actions[before] == Action(ANA, "place_reward", "small_market")
    p = game.state.players[ANA]
    assert p.buildings["small_market"] == 1
    # The other two go on their own: the sugar tiles are the only place left.
    assert p.tile_workers["sugar"] == 2 and p.portrait_workers == 0
    assert game.decision != view.REWARD_PLACE


def test_a_computers_completion_is_lit_on_the_strip_and_logged(app) -> None:  # type: ignore[no-untyped-def]
    app.settings.ai_speed = "normal"
    app.settings.animation_speed = "normal"
    game = (
        _three()
        .seat(BRUNO, tiles={"sugar": 2})
        .display("sugar")
        .supply(quarries=0)
        .festival_tasks(("festival_plantation", {"plantations": ["sugar"]}))
        .start("settler", chooser=BRUNO)
    )
    board = _board(app, game)
    lit = None
    flights = []
    for _ in range(600):
        app.frame(1 / 60)
        beat = board.pacer.current
        if beat is not None and achieved_in(beat.events):
            lit = beat
            flights = list(board.animator.flights)
            break
    assert lit is not None and achieved_in(lit.events) == {"festival_plantation"}
    # The reward (3 workers) flies from the strip's corner of the table to Bruno's portrait.
    zone = board.table.zone
    rewards = [f for f in flights if f.start == zone(festival_source_zone(game)).center]
    assert [f.sprite for f in rewards] == ["worker"] * 3
    assert {f.end for f in rewards} == {zone(f"seat{BRUNO}_portrait").center}
    # And a short notice over the table says who achieved what (the log has the sentence).
    assert board.flashing and board.message_is_notice
    assert board.message == "Bruno achieves Festival plantation: 3 workers!"
    app.frame(1 / 60)
    cell = _spot(board, "festival_task", "festival_plantation").rect.inflate(6, 6)
    assert tuple(app.screen.get_at((cell.centerx, cell.y + 1)))[:3] == HIGHLIGHT
    lines = [text for text, _c in board.log_lines()]
    assert any(t.startswith("Bruno owns three sugar plantations") for t in lines)


def test_an_activity_notice_names_the_card_and_its_reward_and_hides_vp_when_asked() -> None:
    from game.puerto_rico.engine import Event
    from game.puerto_rico.scenes.festival_painter import achievement_notice
    from game.puerto_rico.scenes.wording import translator

    tasks = _three().festival_tasks(("best_harvest", {"crates": ["coffee"]}))
    game = tasks.start("settler", chooser=ANA)
    done = Event("activity_completed", BRUNO, activity="best_harvest", workers=1, doubloons=1, vp=1)
    en, fr = translator("en"), translator("fr")
    assert achievement_notice(en, game, done) == (
        "Bruno achieves Best Harvest: 1 worker, 1 doubloon, 1 VP!"
    )
    assert achievement_notice(en, game, done, hide_vp=True) == (
        "Bruno achieves Best Harvest: 1 worker, 1 doubloon!"
    )
    assert achievement_notice(fr, game, done) == (
        "Bruno réussit Meilleure récolte : 1 ouvrier, 1 pièce, 1 PV !"
    )


def test_a_pointed_small_task_is_drawn_large_beside_its_cell_with_the_tip_under_it(app) -> None:  # type: ignore[no-untyped-def]
    from game.puerto_rico.scenes.festival_painter import draw_magnified
    from game.puerto_rico.scenes.table_painter import TablePainter

    # Five seats with the smuggler: every role place is taken, the strip is in the private-ship
    # corner and its six cells are small.
    names = ("Ana", "Bruno", "Clara", "Diego", "Elena")
    modules = ("smuggler", *BOTH)
    game = (
        Scenario(seats=5, names=names, expansions=modules)
        .festival_tasks(
            ("festival_plantation", {"plantations": ["sugar"]}),
            ("festival_goods", {"crates": ["corn", "corn", "sugar"]}),
            ("festival_building", {"building": "factory"}),
            ("best_harvest", {"crates": ["coffee"]}),
            ("festival_delivery", {}),
            ("best_farmer", {}),
        )
        .start("settler", chooser=ANA)
    )
    assert len(game.state.roles) == 9
    seats = [
        *SEATS,
        Seat("Diego", "random", None, "yellow"),
        Seat("Elena", "random", None, "purple"),
    ]
    session = Session(game, seats)
    session.make_agents()
    board = BoardScene(app, session)
    app.push(board)
    app.frame(1 / 60)
    cells = _spots(board, "festival_task")
    assert len(cells) == 6
    spot = cells[4]
    assert board.R("private_ships").contains(spot.rect)
    big = draw_magnified(TablePainter(board, board.frame, []), app.screen, spot)
    assert big is not None and app.screen.get_rect().contains(big)
    assert big.w >= 1.5 * spot.rect.w and big.w == board.px(180)
    assert not big.colliderect(spot.rect)  # beside the cell, not over it
    board.mouse = spot.rect.center
    app.frame(1 / 60)
    assert app.tooltip is not None
    text, at = app.tooltip
    assert text == spot.tip and at == (big.x - 16, big.bottom - 14)
    # A wide cell (three tasks in the role band) reads as it is: nothing drawn over the table.
    wide = _board(app, _three().festival_tasks(("best_harvest", {})).start("settler", chooser=ANA))
    one = _spot(wide, "festival_task", "best_harvest")
    assert draw_magnified(TablePainter(wide, wide.frame, []), app.screen, one) is None
