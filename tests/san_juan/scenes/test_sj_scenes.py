"""San Juan's screens: each scene paints the whole window (cleared to a sentinel first), the
table's zones come from the Tiled map, hover shows the card's words and a zoomed card, a refusal
is worded from its code, hot seat shows no hand but the one of the player at the screen, and a
saved game comes back where it stopped."""

from __future__ import annotations

import pygame
import pytest
from sj_scene_helpers import BOT, HUMAN, HUMAN_2, SENTINEL

from game.san_juan.ai import ScriptedAgent
from game.san_juan.engine import Action
from game.san_juan.engine.view import seat_view
from game.san_juan.scenes.board import MAP, BoardScene
from game.san_juan.scenes.overlays import RulesOverlay
from game.san_juan.scenes.scoring import ScoringScene
from game.san_juan.scenes.session import Session
from game.san_juan.scenes.setup import SetupScene
from game.shell.boxes import get_box
from game.shell.overlays import HandoverOverlay
from game.shell.persistence import load_game
from game.shell.tiled import load_map

ZONES = ["role_1", "role_5", "draw_pile", "discard_pile", "trading_tile", "prompt", "hand"]
ZONES += [f"row_{k}_city" for k in range(4)] + ["zoom", "log", "menu"]


def _board(app, seats=(HUMAN, BOT), seed: int = 5) -> BoardScene:  # type: ignore[no-untyped-def]
    session = Session.new(list(seats), seed)
    board = BoardScene(app, session)
    app.push(board)
    return board


def _play_bots_until(board: BoardScene, seat: int, kind: str, limit: int = 400) -> None:
    """Play every seat with a scripted bot (straight into the engine) until `seat` must decide
    `kind`."""
    game = board.game
    bot = ScriptedAgent("easy", 1)
    for _ in range(limit):
        if game.current_seat == seat and game.decision[0] == kind:
            board.mark_dirty()
            return
        legal = game.legal_actions()
        s = game.current_seat
        board.act(legal[0] if len(legal) == 1 else bot.choose(seat_view(game, s), legal))
    raise AssertionError(f"seat {seat} never had to decide {kind}")


def test_the_map_has_every_zone_the_table_reads() -> None:
    layout = load_map(MAP, ZONES)
    assert layout.zone("row_0_city").h > layout.zone("row_1_city").h  # the own row is larger
    assert layout.zone_type("discard_pile") == "pile"


@pytest.mark.parametrize("scene", ["setup", "board", "rules"])
def test_each_scene_paints_the_whole_window(app, canvas, scene: str) -> None:  # type: ignore[no-untyped-def]
    if scene == "setup":
        app.push(SetupScene(app))
    else:
        _board(app)
        if scene == "rules":
            app.push(RulesOverlay(app))
    canvas.render()
    assert canvas.painted_share() == 1.0
    assert canvas.colours() > 40  # art, not flat panels


def test_the_table_draws_the_hand_and_every_row(app, canvas) -> None:  # type: ignore[no-untyped-def]
    board = _board(app)
    canvas.render()
    me = board.session.humans[0]
    hand = [s for s in board.spots if s.kind == "hand"]
    assert sorted(s.value for s in hand) == sorted(board.game.state.seat[me].hand)
    assert len(hand) == 4  # the deal (SPEC §3.2)
    for spot in hand:
        pixel = app.screen.get_at(spot.rect.center)
        assert (pixel.r, pixel.g, pixel.b) != SENTINEL
    rows = [s for s in board.spots if s.kind == "building"]
    assert sorted(s.value[0] for s in rows) == [0, 1]  # each seat's starting indigo plant
    assert board.rows[0] == me


def test_hover_shows_the_card_words_and_a_zoomed_card(app, driver, canvas) -> None:  # type: ignore[no-untyped-def]
    board = _board(app)
    canvas.render()
    zoom = board.zone("zoom")
    before = pygame.image.tobytes(app.screen.subsurface(zoom), "RGB")
    spot = next(s for s in board.spots if s.kind == "hand")
    driver.post(pygame.MOUSEMOTION, pos=spot.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    canvas.render()
    assert app.tooltip is not None
    card = board.game.gd.catalog.card(spot.card)
    text = app.tooltip[0]
    assert app.t.t(f"sj.card.{card.id}.name") in text
    assert f"Cost {card.cost} · {card.vp} VP" in text
    assert app.t.t(f"sj.card.{card.id}.effect") in text
    after = pygame.image.tobytes(app.screen.subsurface(zoom), "RGB")
    assert after != before  # the zoomed card replaced the hint


def test_a_taken_role_is_refused_in_the_players_words(app, driver) -> None:  # type: ignore[no-untyped-def]
    board = _board(app, seed=8)
    me = board.session.humans[0]
    _play_bots_until(board, me, "choose_role")
    driver.frames(1)
    taken = set(board.game.state.roles_taken)
    if not taken:  # the human picks first this round: wait for a later pick
        board.act(Action(me, "choose_role", "prospector"))
        _play_bots_until(board, me, "choose_role")
        driver.frames(1)
        taken = set(board.game.state.roles_taken)
    role = sorted(taken)[0]
    spot = next(s for s in board.spots if s.kind == "role" and s.value == role)
    before = len(board.game.history)
    driver.click(spot.rect.center)
    assert len(board.game.history) == before
    assert board.message == "This role was already chosen this round."


def test_a_card_dropped_off_the_table_is_not_built(app, driver) -> None:  # type: ignore[no-untyped-def]
    board = _board(app, seed=3)
    me = board.session.humans[0]
    _play_bots_until(board, me, "build")
    driver.frames(1)
    legal = board.game.legal_actions()
    assert any(a.kind == "build" for a in legal)
    spot = next(s for s in board.spots if s.kind == "hand" and s.legal)
    before = len(board.game.history)
    driver.drag(spot.rect.center, board.zone("zoom").center)
    assert len(board.game.history) == before
    assert board.message == app.t.t("sj.table.build_hint")


def test_hot_seat_hides_every_hand_but_the_one_at_the_screen(app, driver, canvas) -> None:  # type: ignore[no-untyped-def]
    board = _board(app, seats=(HUMAN, HUMAN_2, BOT), seed=4)
    game = board.game
    seen: set[int] = set()
    handovers = 0
    for _ in range(60):  # until both humans have played after a hand-over
        if seen == set(board.session.humans) and handovers >= 2:
            break
        driver.frames(1)
        top = app.top
        if isinstance(top, HandoverOverlay):
            canvas.render()
            # The card hides the table: outside it, one flat dark fill, no card of any hand.
            w, h = app.size
            outside = {
                tuple(app.screen.get_at((x, y)))
                for x in range(3, w, 23)
                for y in range(3, h, 19)
                if not top.card.inflate(20, 20).collidepoint(x, y)
            }
            assert len(outside) == 1 and max(next(iter(outside))[:3]) < 60
            driver.click(top.buttons[0].rect.center)
            handovers += 1
            continue
        seat = game.current_seat
        assert seat in board.session.humans
        assert board.at_screen() == seat
        shown = {s.value for s in board.spots if s.kind in ("hand", "offer")}
        own = set(game.state.seat[seat].hand) | set(game.state.seat[seat].aside)
        others = {u for s, ss in enumerate(game.state.seat) if s != seat for u in ss.hand}
        assert shown <= own and not shown & others
        seen.add(seat)
        legal = game.legal_actions()
        bot = ScriptedAgent("easy", 2)
        board.act(legal[0] if len(legal) == 1 else bot.choose(seat_view(game, seat), legal))
        for _ in range(30):  # the computer seat answers
            if game.current_seat in board.session.humans:
                break
            driver.frames(1)
    assert seen == set(board.session.humans) and handovers >= 2


def test_a_saved_game_comes_back_where_it_stopped(app, driver) -> None:  # type: ignore[no-untyped-def]
    board = _board(app, seed=9)
    me = board.session.humans[0]
    _play_bots_until(board, me, "build")
    board.session.save("slot2", "test")
    loaded = load_game("slot2")
    assert loaded.box == "san_juan"
    assert loaded.game.to_json() == board.game.to_json()
    assert [s.name for s in loaded.seats] == [s.name for s in board.session.seats]
    get_box("san_juan").open_save(app, loaded)
    again = app.top
    assert isinstance(again, BoardScene) and again is not board
    assert again.game.decision == board.game.decision
    assert len(again.session.actions) == len(board.session.actions)


def test_a_damaged_save_is_refused_with_the_reason(app) -> None:  # type: ignore[no-untyped-def]
    board = _board(app)
    raw = board.game.to_json()
    decode = get_box("san_juan").decode_save
    import json

    data = json.loads(raw)
    with pytest.raises(ValueError, match="seats are listed"):
        decode(data, [], 3)


def test_scoring_lists_the_categories_as_the_engine_scored_them(app, canvas) -> None:  # type: ignore[no-untyped-def]
    session = Session.new([HUMAN, BOT], 21)
    game = session.game
    bot = ScriptedAgent("normal", 4)
    while not game.is_over:
        legal = game.legal_actions()
        s = game.current_seat
        session.apply(legal[0] if len(legal) == 1 else bot.choose(seat_view(game, s), legal))
    scene = ScoringScene(app, session)
    app.push(scene)
    canvas.render()
    assert canvas.painted_share() == 1.0
    rows = {label.strip(): cells for label, cells, _ in scene.rows()}
    sheets = game.final_scores()
    assert rows[app.t.t("sj.sjscore.buildings")] == [str(s["buildings"]) for s in sheets]
    assert rows[app.t.t("sj.sjscore.total")] == [str(s["total"]) for s in sheets]
    assert rows[app.t.t("sj.sjscore.tiebreak")] == [str(s["tiebreak"]) for s in sheets]
    names = [game.state.names[w] for w in game.winners()]
    assert all(n in scene.headline() for n in names)


def test_a_card_dropped_on_an_own_building_without_a_crane_is_simply_built(app, driver) -> None:  # type: ignore[no-untyped-def]
    board = _board(app, seed=3)
    me = board.session.humans[0]
    _play_bots_until(board, me, "build")
    driver.frames(1)
    assert not any(a.kind == "build" and a.value[1] is not None for a in board.legal)
    spot = next(s for s in board.spots if s.kind == "hand" and s.legal)
    mine = next(s for s in board.spots if s.kind == "building" and s.value[0] == me)
    count = len(board.game.state.seat[me].city)
    driver.drag(spot.rect.center, mine.rect.center)
    assert len(board.game.state.seat[me].city) == count + 1, board.message
    assert board.game.state.seat[me].city[-1] == [spot.value]


def test_escape_opens_the_pause_menu_and_it_saves(app, driver) -> None:  # type: ignore[no-untyped-def]
    from game.san_juan.scenes.overlays import PauseOverlay, SaveOverlay

    board = _board(app)
    driver.frames(1)
    driver.key(pygame.K_ESCAPE)
    menu = app.top
    assert isinstance(menu, PauseOverlay)
    save = next(b for b in menu.buttons if b.label == app.t.t("sj.pause.save"))
    driver.click(save.rect.center)
    assert isinstance(app.top, SaveOverlay)
    driver.click(app.top.buttons[0].rect.center)  # slot 1, empty
    assert load_game("slot1").game.to_json() == board.game.to_json()
    assert board.message == app.t.t("sj.pause.saved", slot=app.t.t("saves.slot", n=1))


def test_the_table_speaks_french(app, driver) -> None:  # type: ignore[no-untyped-def]
    from dataclasses import replace

    app.apply_settings(replace(app.settings, language="fr"))
    board = _board(app, seed=3)
    me = board.session.humans[0]
    _play_bots_until(board, me, "build")
    driver.frames(1)
    assert [b.label for b in board.buttons] == ["Passer"]
    assert board.log_text and all("[" not in text for text, _ in board.log_text)
    assert any(text.endswith("choisit le Bâtisseur.") for text, _ in board.log_text)
    assert not any(" builds " in text or " pays " in text for text, _ in board.log_text)


def test_another_seats_building_flies_to_its_row_and_lands(app, driver) -> None:  # type: ignore[no-untyped-def]
    from dataclasses import replace

    app.apply_settings(replace(app.settings, animation_speed="fast"))
    board = _board(app, seed=3)
    me = board.session.humans[0]
    other = 1 - me
    _play_bots_until(board, other, "build")
    legal = [a for a in board.game.legal_actions() if a.kind == "build"]
    assert legal
    board.act(legal[0])
    driver.frames(1)
    cards = [card for _, card in board.flights]
    assert board.game.gd.card_of[legal[0].value[0]].id in cards
    flight = next(f for f, card in board.flights if card)
    end = next(
        s.rect.center
        for s in board.spots
        if s.kind == "building" and s.value == (other, legal[0].value[0])
    )
    assert flight.end == end
    for _ in range(60):  # well past the flight's time ("fast": 0.28 s)
        driver.frames(1)
    assert not any(card for _, card in board.flights)
