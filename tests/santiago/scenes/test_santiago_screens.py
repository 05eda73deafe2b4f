"""Santiago de Cuba's screens: they paint the whole window, a game is played with the mouse from
the title screen's box chooser to the scoring screen, hot seat hides what is behind each seat's
screen, and a save comes back as it was."""

from __future__ import annotations

import json

import pytest
from sc_scene_helpers import SENTINEL, Driver

from game.santiago.ai import make_agent
from game.santiago.engine import Action
from game.santiago.scenes.scoring import SOURCES, ScoringScene
from game.santiago.scenes.session import Session
from game.santiago.scenes.setup import SetupScene
from game.santiago.scenes.table import Spot, TableScene
from game.shell.app import App
from game.shell.boxes import get_box
from game.shell.overlays import HandoverOverlay
from game.shell.persistence import Seat, load_game
from game.shell.title import TitleScene

DECLINES = ("decline_cuban", "decline_building", "pass")


def painted_share(app: App, step: int = 9) -> float:
    w, h = app.screen.get_size()
    samples = [
        tuple(app.screen.get_at((x, y)))[:3] for x in range(0, w, step) for y in range(0, h, step)
    ]
    return sum(1 for c in samples if c != SENTINEL) / len(samples)


def render(app: App) -> None:
    app.screen.fill(SENTINEL)
    app.frame(1 / 60)


def session(seats: list[Seat], seed: int = 7) -> Session:
    return Session.new(seats, seed)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_table_setup_and_scoring_paint_the_whole_window(app: App, lang: str) -> None:
    app.settings.language = lang
    app.t = get_box("santiago").translator(lang)
    app.push(SetupScene(app))
    render(app)
    assert painted_share(app) == 1.0
    s = session([Seat("Ana", "human", None, "red"), Seat("Bruno", "random", None, "blue")])
    table = TableScene(app, s)
    app.reset(table)
    render(app)
    assert painted_share(app) > 0.99
    # Words come from the box's strings, none missing.
    assert "[" not in table.prompt()
    assert table.prompt() == app.t.t("santiago.prompt.move_car", name="Ana")
    while not s.game.is_over:
        s.apply(make_agent("random", 1).choose(s.game, s.game.legal_actions()))
    scoring = ScoringScene(app, s)
    app.reset(scoring)
    render(app)
    assert painted_share(app) == 1.0
    rows = dict(scoring.rows())
    for i, score in enumerate(s.game.final_scores()):
        by_source = sum(values[i] for label, values in scoring.rows()[: len(SOURCES)])
        assert by_source == score["total"] == rows[app.t.t("santiago.scoring.total")][i]


def _act_with_the_mouse(driver: Driver, table: TableScene, action: Action) -> None:
    """Play `action` the way a player would: a click on the thing that means it, or a drag."""
    if action.kind in DECLINES:
        button = table.buttons["button_decline"]
        assert button.enabled
        driver.click(button.rect.center)
        return
    spots: list[Spot] = [s for s in table.spots if s.action == action]
    assert spots, f"nothing on screen plays {action}"
    if action.kind == "place_broker":
        broker = next(s for s in table.spots if s.kind == "broker" and s.value == action.seat)
        target = next(s for s in spots if s.kind == "building")
        driver.drag(broker.rect.center, target.rect.center)
    else:
        driver.click(spots[-1].rect.center)


def test_a_whole_game_from_the_box_chooser_to_the_scoring_screen(app: App, driver: Driver) -> None:
    app.push(TitleScene(app))
    driver.frames(1)
    title = app.top
    assert isinstance(title, TitleScene)
    card = next(rect for box, rect in title.box_cards if box.id == "santiago")
    driver.click(card.center)
    assert app.settings.box == "santiago"
    new_game = next(b for b in title.buttons if b.label == app.t.t("menu.new_game"))
    driver.click(new_game.rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    driver.click(setup.seat_button(2).rect.center)
    for _ in range(2):  # computer · normal -> hard -> random
        driver.click(setup.row_buttons(1)[1].rect.center)
    assert setup.rows[1].kind == "random"
    driver.click(setup.buttons[-1].rect.center)  # Start
    table = app.top
    assert isinstance(table, TableScene)
    game = table.game
    assert [s.kind for s in table.session.seats] == ["human", "random"]
    hand = make_agent("random", 5)
    kinds: set[str] = set()
    for _ in range(6000):
        if isinstance(app.top, ScoringScene):
            break
        seat = table.human_to_act
        if seat is None or table.dirty:
            driver.frames(1)
            continue
        action = hand.choose(game, game.legal_actions())
        before = game.state.actions_taken
        _act_with_the_mouse(driver, table, action)
        # Played (the computer seat may answer within the same frame).
        assert game.state.actions_taken > before, f"{action} was not played"
        assert table.session.actions[before] == action
        kinds.add(action.kind)
    assert isinstance(app.top, ScoringScene)
    assert game.is_over
    assert {"move_car", "place_broker", "set_aside"} <= kinds
    # The human's moves are the session's record: replaying it gives the same game.
    assert len(table.session.actions) == game.state.actions_taken


def test_hot_seat_hides_the_other_seats_counters_behind_the_hand_over(
    app: App, driver: Driver
) -> None:
    s = session([Seat("Ana", "human", None, "red"), Seat("Bruno", "human", None, "blue")], 11)
    table = TableScene(app, s)
    app.push(table)
    driver.frames(2)
    first = s.game.current_seat  # the last seat rolls the first demand
    assert first == 1
    assert isinstance(app.top, HandoverOverlay)  # the table waits behind the card
    driver.click(app.top.buttons[0].rect.center)
    assert app.top is table and table.viewer == first
    hidden = app.t.t("santiago.table.hidden")

    def seat_tip(seat: int) -> str:
        return next(sp.tip for sp in table.spots if sp.kind == "seat" and sp.value == seat)

    assert hidden not in seat_tip(1) and hidden in seat_tip(0)
    # Bruno plays until Ana must decide: the card hides the table before she sees it.
    while s.game.current_seat == first:
        table.play(s.game.legal_actions()[0])
        driver.frames(1)
    assert isinstance(app.top, HandoverOverlay)
    colour = app.screen.get_at(table.R("seat1").center)
    assert sum(colour[:3]) < 120, "the table shows through the hand-over card"
    driver.click(app.top.buttons[0].rect.center)
    assert table.viewer == 0
    assert hidden in seat_tip(1) and hidden not in seat_tip(0)


def test_a_saved_game_comes_back_where_it_stopped(app: App, driver: Driver) -> None:
    s = session([Seat("Ana", "human", None, "red"), Seat("Bruno", "scripted", "easy", "blue")], 3)
    agent = make_agent("random", 2)
    for _ in range(40):
        s.apply(agent.choose(s.game, s.game.legal_actions()))
    s.save("slot1", "a test")
    loaded = load_game("slot1")
    assert loaded.box == "santiago"
    assert json.loads(loaded.game.to_json()) == json.loads(s.game.to_json())
    assert loaded.actions == s.actions
    get_box(loaded.box).open_save(app, loaded)
    driver.frames(1)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.game.to_json() == s.game.to_json()
    assert table.session.seats == s.seats
    assert 1 in table.session.agents  # the computer seat thinks again


def test_the_computer_seat_thinks_on_its_own_copy() -> None:
    s = session([Seat("Ana", "human", None, "red"), Seat("Bruno", "random", None, "blue")], 5)
    game = s.game
    game.state.players[0].goods["sugar"] = 3  # Ana's screen hides these from Bruno
    copy = game.seat_copy(1, 99)
    assert copy is not game
    assert copy.state.players[1].goods == game.state.players[1].goods
    assert copy.state.players[0].pesos == 3  # a guess: the starting pesos
    assert game.state.players[0].goods["sugar"] == 3


def test_unreachable_stops_are_dimmed_and_say_why(app: App) -> None:
    s = session([Seat("Ana", "human", None, "red"), Seat("Bruno", "random", None, "blue")], 9)
    table = TableScene(app, s)
    app.push(table)
    for _ in range(300):  # Bruno sets the first die aside, then the car waits for Ana
        app.frame(1 / 60)
        if table.human_to_act == 0 and not table.dirty:
            break
    assert s.game.decision == "move_car"
    stops = [sp for sp in table.spots if sp.kind == "stop"]
    car = s.game.state.car
    pesos = s.game.state.players[0].pesos
    lit = sorted((sp.value - car) % 10 for sp in stops if sp.lit)
    assert lit == list(range(1, pesos + 2))  # one free stop, then a peso each
    far = next(sp for sp in stops if not sp.lit and sp.value != car)
    steps = (far.value - car) % 10
    refusal = s.game.refusal(Action(0, "move_car", steps))
    assert refusal is not None and refusal[0] == "cannot_pay"
    assert table.words(refusal) in far.tip
    assert far.action is None
    near = next(sp for sp in stops if (sp.value - car) % 10 == 2)
    assert near.action == Action(0, "move_car", 2)
    assert app.t.t("santiago.table.stop_cost", steps=2, cost=1) in near.tip


def test_every_character_the_screens_write_has_a_glyph_in_the_font() -> None:
    """The box's strings and its scenes' literals draw with the game's font (no empty boxes)."""
    import ast
    from pathlib import Path

    import pygame.freetype

    root = Path(__file__).resolve().parents[3]
    pygame.freetype.init()
    font = pygame.freetype.Font(None, 20)
    chars: dict[str, str] = {}
    for path in (root / "data" / "santiago" / "i18n").glob("*.yaml"):
        for ch in path.read_text(encoding="utf-8"):
            chars.setdefault(ch, path.name)
    for path in (root / "game" / "santiago" / "scenes").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                for ch in node.value:
                    chars.setdefault(ch, path.name)
    assert len(chars) > 60
    missing = {c: w for c, w in chars.items() if c.isprintable() and font.get_metrics(c)[0] is None}
    assert missing == {}
    assert font.get_metrics("→")[0] is None  # the check can fail: this arrow has no glyph


def test_the_scoring_screen_says_when_the_tie_break_decided(app: App) -> None:
    app.t = get_box("santiago").translator("en")
    s = session([Seat("Ana", "random", None, "red"), Seat("Bruno", "random", None, "blue")], 4)
    while not s.game.is_over:
        s.apply(make_agent("random", 3).choose(s.game, s.game.legal_actions()))
    scene = ScoringScene(app, s)
    scene.scores = [{**scene.scores[0], "total": 41}, {**scene.scores[1], "total": 40}]
    scene.winners = [0]
    assert scene.tiebreak_note() == ""
    # Equal VP, more goods left: the tie-break decides (SPEC §8.3).
    scene.scores = [
        {**scene.scores[0], "total": 40, "tiebreak": [2, 0]},
        {**scene.scores[1], "total": 40, "tiebreak": [1, 5]},
    ]
    scene.winners = [0]
    assert scene.tiebreak_note() == app.t.t("santiago.scoring.tiebreak_note")
    assert scene.title() == app.t.t("santiago.scoring.winner", name="Ana")
    scene.winners = [0, 1]
    assert scene.tiebreak_note() == app.t.t("santiago.scoring.tiebreak_shared")
    assert "Ana & Bruno" in scene.title()


def test_continue_opens_a_santiago_autosave_in_its_own_words(app: App, driver: Driver) -> None:
    """Puerto Rico chosen on the shelf, a Santiago game autosaved: Continue opens it, and the
    shelf (words, title) follows the save."""
    s = session([Seat("Ana", "human", None, "red"), Seat("Bruno", "random", None, "blue")], 8)
    s.save("autosave", "auto")
    assert app.settings.box == "puerto_rico"
    app.push(TitleScene(app))
    driver.frames(1)
    title = app.top
    assert isinstance(title, TitleScene)
    cont = next(b for b in title.buttons if b.label == app.t.t("menu.continue"))
    driver.click(cont.rect.center)
    table = app.top
    assert isinstance(table, TableScene)
    assert app.settings.box == "santiago"
    # The same game (its computer seat may already have answered within the frame).
    assert (table.game.state.seed, table.game.names) == (s.game.state.seed, s.game.names)
    assert app.t.t("santiago.table.rules") == "Rules"


def test_the_table_map_holds_every_zone_inside_the_table_without_overlaps() -> None:
    from game.santiago.scenes.table import load_table_map

    table = load_table_map()
    bounds = pygame_rect(0, 0, *table.size)
    things = [
        z.rect for z in table.zones.values() if z.type in ("stop", "cuban", "building_slot", "seat")
    ]
    assert len(things) == 10 + 9 + 12 + 4
    for rect in things:
        assert bounds.contains(rect)
    overlaps = [(a, b) for i, a in enumerate(things) for b in things[i + 1 :] if a.colliderect(b)]
    assert overlaps == []


def test_every_sprite_the_table_asks_for_was_generated() -> None:
    from game.paths import box_assets
    from game.santiago.engine import Game, GameConfig, view

    g = Game.new(GameConfig(seats=2, seed=1))
    names = [f"cuban_{c}" for c in view.cuban_ids(g)] + [
        f"building_{b}" for b in view.building_ids(g)
    ]
    names += [f"die_{good}" for good in view.goods(g)] + [f"good_{x}" for x in view.goods(g)]
    names += [f"flower_{f}" for f in set(view.public(g)["slot_flowers"])]
    names += ["cover", "cuban_back", "car", "broker", "marker", "ship", "ship_icon", "flag"]
    names += ["flag_checkered", "value_marker", "peso", "vp_back", "stop", "port", "town", "sea"]
    folder = box_assets("santiago") / "sprites"
    assert [n for n in names if not (folder / f"{n}.png").is_file()] == []


def pygame_rect(x: int, y: int, w: int, h: int):  # type: ignore[no-untyped-def]
    import pygame

    return pygame.Rect(x, y, w, h)
