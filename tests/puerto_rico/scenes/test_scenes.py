"""Every scene renders under the dummy video driver; the board survives a monkey."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest

from game.puerto_rico.engine import view
from game.puerto_rico.scenes.board import BoardScene, seat_colour
from game.puerto_rico.scenes.overlays import (
    ConfirmOverlay,
    HandoverOverlay,
    LoadOverlay,
    PauseOverlay,
    RulesOverlay,
    SaveOverlay,
    SettingsOverlay,
)
from game.puerto_rico.scenes.scoring import ScoringScene
from game.puerto_rico.scenes.session import Session
from game.puerto_rico.scenes.setup import SetupScene
from game.shell.persistence import Seat, save_game
from game.shell.title import TitleScene

SEATS = [
    Seat("Ana", "human", None, "red"),
    Seat("Bruno", "scripted", "normal", "blue"),
    Seat("Clara", "scripted", "easy", "green"),
    Seat("Diego", "random", None, "yellow"),
    Seat("Elena", "scripted", "hard", "purple"),
]


def _session(seats: int, seed: int = 3, steps: int = 0) -> Session:
    session = Session.new(SEATS[:seats], seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if session.game.is_over:
            break
        session.apply(rng.choice(session.game.legal_actions()))
    return session


def test_title_and_setup_render(app, canvas) -> None:  # type: ignore[no-untyped-def]
    app.push(TitleScene(app))
    canvas.render()
    assert canvas.painted_share() == 1.0  # the whole window, no hole left
    assert canvas.colours() > 6
    app.push(SetupScene(app))
    canvas.render()
    assert canvas.painted_share() == 1.0
    assert canvas.colours() > 6


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_board_renders_for_every_seat_count(app, canvas, seats: int) -> None:  # type: ignore[no-untyped-def]
    board = BoardScene(app, _session(seats, steps=120))
    app.push(board)
    canvas.render()
    assert canvas.painted_share() == 1.0
    assert canvas.colours() > 15
    # Each seat's header is painted in its seat's colour (left of the name, which starts 8 px in).
    for seat in range(seats):
        header = board.R(f"seat{seat}_header")
        expected = seat_colour(board.session.seats[seat].colour)
        assert tuple(app.screen.get_at((header.x + 4, header.centery)))[:3] == expected
    kinds = {spot.kind for spot in board.hotspots}
    assert {"role", "building_supply", "ship", "tile", "supply_good", "seat"} <= kinds
    # Every seat has a header and a portrait on screen.
    assert {s.value for s in board.hotspots if s.kind == "seat"} == set(range(seats))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1000, 900)])
def test_board_rescales_with_the_window(app, canvas, size) -> None:  # type: ignore[no-untyped-def]
    board = BoardScene(app, _session(3, steps=40))
    app.push(board)
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    canvas.render()
    assert app.screen.get_size() == size
    assert canvas.painted_share() == 1.0  # letterbox bars included
    window = app.screen.get_rect()
    for spot in board.hotspots:
        assert window.contains(spot.rect), (spot.kind, spot.rect)


def test_scoring_scene_renders_the_engine_totals(app, canvas) -> None:  # type: ignore[no-untyped-def]
    session = _session(4, steps=10_000)
    assert session.game.is_over
    scene = ScoringScene(app, session)
    app.push(scene)
    canvas.render()
    assert canvas.painted_share() == 1.0
    assert canvas.colours() > 6
    totals = dict(scene.rows())["Total"]
    assert totals == [s["total"] for s in session.game.final_scores()]


def test_overlays_render(app, canvas) -> None:  # type: ignore[no-untyped-def]
    board = BoardScene(app, _session(3, steps=30))
    app.push(board)
    save_game("slot1", board.game, list(board.session.seats), board.session.actions, label="x")
    table = canvas.render().copy()  # the board alone, to tell the overlay's card from it
    for overlay in (
        PauseOverlay(app, board),
        SaveOverlay(app, board),
        LoadOverlay(app),
        SettingsOverlay(app),
        RulesOverlay(app),
        ConfirmOverlay(app, "Sure?", lambda: None),
        HandoverOverlay(app, "Ana"),
    ):
        app.push(overlay)
        canvas.render()
        name = type(overlay).__name__
        assert overlay.buttons, name
        assert canvas.painted_share() == 1.0, name  # the board still shows beneath
        card = overlay.card
        changed = sum(
            app.screen.get_at((x, y)) != table.get_at((x, y))
            for x in range(card.left, card.right, 5)
            for y in range(card.top, card.bottom, 5)
        )
        assert changed > 0.8 * (card.w // 5) * (card.h // 5), name  # its card covers the table
        assert canvas.colours() > 3, name
        app.pop()


def test_illegal_click_is_refused_with_a_reason_and_changes_nothing(app) -> None:  # type: ignore[no-untyped-def]
    session = Session.new([SEATS[0], Seat("Bob", "human", None, "blue")], 5)
    board = BoardScene(app, session)
    app.push(board)
    app.frame(0.016)
    before = session.game.to_json()
    # A role tile that does not exist in this game: the engine refuses, the board says why.
    from game.puerto_rico.engine import Action

    assert board.play(Action(0, "choose_role", "smuggler")) is False
    assert board.message and "smuggler" in board.message
    assert session.game.to_json() == before


SOLO = [
    SEATS[0],
    Seat("Puertoma A", "puertoma", None, "blue"),
    Seat("Puertoma B", "puertoma", None, "green"),
]


@pytest.mark.parametrize("table", ["hot_seat", "solo"])
def test_monkey_5000_random_inputs_on_the_board(app, driver, table: str) -> None:  # type: ignore[no-untyped-def]
    """Random clicks, drags and keys on a two-human hot seat game, or solo, never raise."""
    seats = (
        [SEATS[0], Seat("Bob", "human", None, "blue"), SEATS[1]] if table == "hot_seat" else SOLO
    )
    board = BoardScene(app, Session.new(seats, 11))
    app.push(board)
    rng = random.Random(5)
    w, h = app.size
    keys = [
        pygame.K_RETURN,
        pygame.K_SPACE,
        pygame.K_s,
        pygame.K_m,
        pygame.K_b,
        pygame.K_c,
        pygame.K_t,
        pygame.K_a,
        pygame.K_p,
        pygame.K_ESCAPE,
    ]
    for i in range(5000):
        roll = rng.random()
        pos = (rng.randrange(w), rng.randrange(h))
        if roll < 0.6:
            driver.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            driver.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
            driver.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        elif roll < 0.8:
            end = (rng.randrange(w), rng.randrange(h))
            driver.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
            driver.post(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
            driver.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        elif roll < 0.97:
            driver.post(pygame.KEYDOWN, key=rng.choice(keys), mod=0, unicode="", scancode=0)
        else:
            driver.post(pygame.MOUSEBUTTONUP, pos=pos, button=3)
        if i % 4 == 3:  # several inputs per frame, as a fast hand would
            app.frame(1 / 60)
        if not app.running or app.top is None:
            break
        if i % 500 == 0 and isinstance(app.top, TitleScene):
            # The monkey quit to the title: start another game and go on.
            board = BoardScene(app, Session.new(seats, 11 + i))
            app.reset(board)
    assert app.stack, "the app should still hold a scene"


def test_hot_seat_hands_over_between_humans_and_hides_vp(app, driver, canvas) -> None:  # type: ignore[no-untyped-def]
    """Two humans: a hand-over screen hides the table before each one's turn."""
    app.settings.hide_vp = True
    seats = [SEATS[0], Seat("Bob", "human", None, "blue"), SEATS[1]]
    session = Session.new(seats, 21)
    board = BoardScene(app, session)
    app.push(board)
    driver.frames(1)
    canvas.render()
    overlay = app.top
    assert isinstance(overlay, HandoverOverlay) and "Ana" in overlay.title
    assert canvas.painted_share() == 1.0
    # The table is hidden: where the role tiles and boards are drawn there is one plain colour.
    samples = {tuple(app.screen.get_at((x, y))) for x in (20, 60, 300) for y in (40, 100, 860)}
    assert len(samples) == 1
    driver.key(pygame.K_RETURN)
    assert app.top is board and board.viewer == 0
    role = next(a for a in session.game.legal_actions() if a.value == "builder")
    driver.click(
        next(s for s in board.hotspots if s.kind == "role" and s.value == role.value).rect.center
    )
    while session.game.current_seat == 0 and not isinstance(app.top, HandoverOverlay):
        pass_button = board.buttons["button_pass"]
        driver.click(pass_button.rect.center)
    driver.frames(3)
    assert isinstance(app.top, HandoverOverlay) and "Bob" in app.top.title
    # Ana's VP chips are hidden from Bob while he plays.
    driver.key(pygame.K_RETURN)
    header = next(s for s in board.hotspots if s.kind == "seat" and s.value == 0)
    assert "?" in header.tip


def test_solo_board_shows_puertoma_boards_and_the_action_board(app) -> None:  # type: ignore[no-untyped-def]
    seats = [
        SEATS[0],
        Seat("Puertoma A", "puertoma", None, "blue"),
        Seat("Puertoma B", "puertoma", None, "green"),
    ]
    session = Session.new(seats, 5, difficulty="hard")
    rng = random.Random(5)
    for _ in range(30):
        if session.game.is_over:
            break
        session.apply(rng.choice(session.game.legal_actions()))
    board = BoardScene(app, session)
    app.push(board)
    app.frame(0.016)
    kinds = {spot.kind for spot in board.hotspots}
    assert {"capability", "vp_area", "action_board"} <= kinds
    caps = [s for s in board.hotspots if s.kind == "capability"]
    assert len(caps) == 8  # four tiles per Puertoma
    token = next(s for s in board.hotspots if s.kind == "action_board")
    assert token.value == view.action_token(session.game)
    # Hard difficulty: both level-1 capabilities are face up and say what they do.
    assert sum("face down" not in s.tip for s in caps) >= 2


def test_setup_solo_button_starts_a_game_against_two_puertomas(app, driver) -> None:  # type: ignore[no-untyped-def]
    from game.puerto_rico.scenes.setup import SetupScene

    app.push(TitleScene(app))
    setup = SetupScene(app)
    app.push(setup)
    driver.frames(1)
    driver.click(next(b for b in setup.buttons if b.label.startswith("Solo")).rect.center)
    driver.click(next(b for b in setup.buttons if b.label.startswith("Puertomas")).rect.center)
    assert setup.difficulty == "hard"
    driver.click(next(b for b in setup.buttons if b.label == "Start").rect.center)
    board = app.top
    assert isinstance(board, BoardScene)
    g = board.session.game
    assert [g.is_puertoma(i) for i in range(3)] == [False, True, True]
    assert view.puertoma_difficulty(g) == "hard"


def test_pointing_at_a_seat_name_shows_its_board_enlarged(app, driver, canvas) -> None:  # type: ignore[no-untyped-def]
    board = BoardScene(app, _session(5, steps=200))
    app.push(board)
    canvas.render()
    header = next(s for s in board.hotspots if s.kind == "seat" and s.value == 2)
    spot_above = (header.rect.centerx, header.rect.y - 60)  # building board, above the row
    before = tuple(app.screen.get_at(spot_above))
    driver.post(pygame.MOUSEMOTION, pos=header.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    canvas.render()
    assert canvas.painted_share() == 1.0
    assert tuple(app.screen.get_at(spot_above)) != before  # the enlarged board covers it
    assert app.tooltip is None
    # Clicks still reach the real board: the enlarged copy adds no hotspots.
    assert sum(1 for s in board.hotspots if s.kind == "seat") == 5


def test_a_click_on_a_seat_name_pins_its_enlarged_board(app, driver, canvas) -> None:  # type: ignore[no-untyped-def]
    board = BoardScene(app, _session(5, steps=200))
    app.push(board)
    canvas.render()
    header = next(s for s in board.hotspots if s.kind == "seat" and s.value == 3)
    away = (4, 4)  # a corner of the window, off every board
    driver.post(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(0, 0, 0))
    canvas.render()
    unpinned = app.screen.copy()
    driver.click(header.rect.center)
    assert board.pinned_seat == 3
    driver.post(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(0, 0, 0))
    canvas.render()
    zoom = board.zoom_rect(3)
    assert zoom is not None and not zoom.colliderect(board.R("seat3_board"))
    # Pointing elsewhere, the enlarged board stays; its names are read at 2x size or so.
    assert app.screen.get_at(zoom.center) != unpinned.get_at(zoom.center)
    assert zoom.h >= 1.8 * board.R("seat3_board").h
    driver.click(zoom.center)  # a click on it puts it away and plays nothing
    assert board.pinned_seat is None
    driver.click(header.rect.center)
    driver.key(pygame.K_ESCAPE)  # Esc puts it away before it opens the pause menu
    assert board.pinned_seat is None and app.top is board


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_rules_help_has_an_expansions_page_and_no_text_under_its_buttons(app, driver, lang) -> None:  # type: ignore[no-untyped-def]
    app.apply_settings(replace(app.settings, language=lang))
    app.push(TitleScene(app))
    app.push(RulesOverlay(app))
    driver.frames(1)
    first = app.top
    more = first.buttons[0]
    assert more.label == app.t.t("rules.more")
    driver.click(more.rect.center)
    page = app.top
    assert isinstance(page, RulesOverlay) and page.page == 1
    assert page.title == app.t.t("rules.exp_title")
    assert len(page.lines) == 7 and all(page.lines)
    # Every wrapped row of text ends above the first button.
    k = page.k
    rows = sum(len(app.assets.wrap(line, int(22 * k) + 4, page.card.w - 40)) for line in page.lines)
    text_bottom = page.card.y + 16 + int(44 * k) + rows * int(26 * k)
    assert rows > len(page.lines)  # some lines do wrap at this size
    assert page.buttons[0].rect.top >= text_bottom
    # Then a page for each of Expansions III to VI, in order, and back to the round.
    titles = []
    for n in range(2, len(RulesOverlay.PAGES)):
        driver.click(app.top.buttons[0].rect.center)
        page = app.top
        assert isinstance(page, RulesOverlay) and page.page == n
        titles.append(page.title)
        assert len(page.lines) >= 6 and all(line and "[" not in line for line in page.lines)
        rows = sum(len(app.assets.wrap(x, int(22 * k) + 4, page.card.w - 40)) for x in page.lines)
        assert page.buttons[0].rect.top >= page.card.y + 16 + int(44 * k) + rows * int(26 * k)
        assert app.screen.get_rect().contains(page.card)
    numerals = ["III", "IV", "V", "VI"]
    assert all(f" {x}" in title for x, title in zip(numerals, titles, strict=True)), titles
    own = "this edition's own design" if lang == "en" else "création de cette édition"
    assert own in " ".join(app.top.lines)  # VI's 30 cards are ours, and the page says so
    assert app.top.buttons[0].label == app.t.t("rules.base")
    driver.click(app.top.buttons[0].rect.center)  # back to the round
    assert isinstance(app.top, RulesOverlay) and app.top.page == 0


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "The Residence costs 9 doubloons; Ana has 1."),  # builder: 1 off
        ("fr", "Résidence : coût 9 pièces ; Ana en a 1."),
    ],
)
def test_a_building_refusal_is_worded_in_the_players_language(app, driver, lang, expected) -> None:  # type: ignore[no-untyped-def]
    from game.puerto_rico.engine.scenario import Scenario

    app.apply_settings(replace(app.settings, language=lang))
    g = Scenario(seats=3, names=("Ana", "Bob", "Cid")).seat(0, doubloons=1).start("builder", 0)
    session = Session.new(
        [SEATS[0], Seat("Bob", "scripted", "normal", "blue"), Seat("Cid", "random", None, "green")],
        1,
    )
    session.game = g
    board = BoardScene(app, session)
    app.push(board)
    driver.frames(1)
    before = g.to_json()
    assert board.build_refusal_text(0, "residence") == expected
    # Clicking it says the same and changes nothing.
    spot = next(h for h in board.hotspots if h.kind == "building_supply" and h.value == "residence")
    assert expected in spot.tip
    driver.click(spot.rect.center)
    assert board.message == expected
    assert g.to_json() == before
    # The engine's own English reason carries the same facts.
    from game.puerto_rico.engine.roles import builder

    assert (
        builder.why_cannot_build(g, 0, "residence")
        == "the Residence costs 9 doubloon(s), Ana has 1"
    )
    assert board.build_refusal_text(0, "small_market") == ""  # affordable: no refusal


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "en",
            "Fill every empty slot before leaving figures on your portrait "
            "(2 on the portrait, 5 slots empty).",
        ),
        (
            "fr",
            "Occupez tous les emplacements libres avant de laisser des personnages sur votre "
            "portrait (2 sur le portrait, 5 emplacements libres).",
        ),
    ],
)
def test_the_mayor_fill_rule_is_worded_in_the_players_language(  # type: ignore[no-untyped-def]
    app, driver, lift, lang, expected
) -> None:
    from game.puerto_rico.engine.scenario import Scenario

    app.apply_settings(replace(app.settings, language=lang))
    g = (
        Scenario(seats=3, names=("Ana", "Bob", "Cid"))
        .seat(0, tiles={"corn": 2, "quarry": 1}, buildings={"small_market": 0, "hacienda": 0})
        .supply(workers=20, hiring_hall=3)
        .start("mayor", 0)
    )
    assert (g.decision, g.current_seat, g.state.players[0].figures) == ("mayor_layout", 0, 2)
    session = Session.new(
        [SEATS[0], Seat("Bob", "scripted", "normal", "blue"), Seat("Cid", "random", None, "green")],
        1,
    )
    session.game = g
    board = BoardScene(app, session)
    app.push(board)
    driver.frames(1)
    done = board.buttons["button_done"]
    # The suggested layout stands on the board: Done confirms it.
    assert done.enabled and board.mayor_layout.placement() != ()
    lift(board)
    driver.frames(1)
    # Both figures wait on the portrait while five slots are empty: Done is off.
    assert not done.enabled
    assert done.disabled_reason == expected


def test_the_status_panel_names_the_phase_and_the_end(app, canvas) -> None:  # type: ignore[no-untyped-def]
    from game.puerto_rico.ai import make_agent

    session = Session.new(SOLO, 3)
    board = BoardScene(app, session)
    app.push(board)
    g = session.game
    assert board.phase_label() == "Choosing a role"
    agent = make_agent("scripted:normal", 1)
    seen = set()
    while not g.is_over:
        seen.add(board.phase_label())
        session.apply(agent.choose(g.clone(), g.legal_actions()))
    assert {"Settler", "Mayor", "Builder", "Captain"} <= seen
    assert board.phase_label() == "Final count"
    canvas.render()  # and the finished table still draws
    assert canvas.painted_share() == 1.0
