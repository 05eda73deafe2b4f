"""The table's words and small screens, each test the one that would have caught a bug a new
player met: text out of its dialog, a name missing, an empty tooltip value, good news in the
error colour, Esc lifting the hand-over card, a Puertoma's name left on a human seat, a caret the
font cannot draw, VP told in the log while hidden, the resolution card in the wrong place."""

from __future__ import annotations

import ast
import random
from dataclasses import replace
from pathlib import Path

import pygame
import pygame.freetype
import pytest

from game.puerto_rico.engine import Event
from game.puerto_rico.engine.scenario import Scenario
from game.puerto_rico.scenes import panel_painter, status_painter
from game.puerto_rico.scenes.board import BoardScene
from game.puerto_rico.scenes.overlays import (
    ConfirmOverlay,
    HandoverOverlay,
    LoadOverlay,
    MessageOverlay,
    PauseOverlay,
    RulesOverlay,
    SaveOverlay,
    SettingsOverlay,
)
from game.puerto_rico.scenes.session import Session
from game.puerto_rico.scenes.setup import CARET, KINDS, SetupScene
from game.shell.game_scene import NOTICE_STYLE, REFUSAL_STYLE
from game.shell.persistence import Seat, save_game

ROOT = Path(__file__).resolve().parents[3]
ANA = Seat("Ana", "human", None, "red")
BOB = Seat("Bob", "human", None, "blue")
BOTS = [Seat("Cid", "random", None, "green"), Seat("Dee", "random", None, "yellow")]


def _set_language(app, lang: str) -> None:  # type: ignore[no-untyped-def]
    app.apply_settings(replace(app.settings, language=lang))


def _until_ana(session: Session, seed: int, steps: int = 20) -> Session:
    rng = random.Random(seed)
    for _ in range(steps):
        session.apply(rng.choice(session.game.legal_actions()))
    while session.game.current_seat != 0:
        session.apply(rng.choice(session.game.legal_actions()))
    return session


class Written:
    """Collects the words a painter module writes (its `blit_text` calls)."""

    def __init__(self, module, monkeypatch) -> None:  # type: ignore[no-untyped-def]
        self.texts: list[str] = []
        original = module.blit_text

        def spy(surface, assets, text, *args, **kwargs):  # type: ignore[no-untyped-def]
            self.texts.append(text)
            return original(surface, assets, text, *args, **kwargs)

        monkeypatch.setattr(module, "blit_text", spy)


# ------------------------------------------------------------------ dialogs


def _overlays(app, board):  # type: ignore[no-untyped-def]
    t = app.t.t
    return [
        ConfirmOverlay(app, t("confirm.quit_to_title"), lambda: None),
        ConfirmOverlay(app, t("confirm.overwrite_slot"), lambda: None),
        PauseOverlay(app, board),
        SaveOverlay(app, board),
        LoadOverlay(app),
        SettingsOverlay(app),
        RulesOverlay(app),
        RulesOverlay(app, 1),
        *(RulesOverlay(app, n) for n in range(2, len(RulesOverlay.PAGES))),
        HandoverOverlay(app, "Maximilienne-Éléonore"),
        MessageOverlay(app, t("saves.corrupt"), ["x" * 12 + " a long reason, " * 8]),
    ]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_every_dialogs_words_stay_inside_its_card(app, lang, size) -> None:  # type: ignore[no-untyped-def]
    _set_language(app, lang)
    app.screen = pygame.display.set_mode(size)
    board = BoardScene(app, Session.new([ANA, *BOTS], 3))
    app.push(board)
    save_game("slot1", board.game, list(board.session.seats), [], label="x")
    for overlay in _overlays(app, board):
        app.push(overlay)
        name = type(overlay).__name__
        card = overlay.card
        assert app.screen.get_rect().contains(card), name
        inside = card.inflate(-2 * overlay.MARGIN + 2, 0)
        first_button = min(b.rect.y for b in overlay.buttons)
        boxes = overlay.text_boxes()
        assert boxes, name
        for text, box in boxes:
            assert inside.contains(box), f"{name}: {text!r} leaves its card"
            assert box.bottom <= first_button, f"{name}: {text!r} is under a button"
        app.pop()


def test_the_quit_question_is_worded_in_full_on_the_card(app) -> None:  # type: ignore[no-untyped-def]
    _set_language(app, "fr")
    question = app.t.t("confirm.quit_to_title")
    overlay = ConfirmOverlay(app, question, lambda: None)
    app.push(overlay)
    assert " ".join(text for text, _ in overlay.text_boxes()) == question


# ------------------------------------------------------------------ the table's words


@pytest.mark.parametrize(("lang", "heading"), [("en", "Ana, choose"), ("fr", "Ana, choisissez")])
def test_the_storage_panel_names_the_player(app, monkeypatch, lang, heading) -> None:  # type: ignore[no-untyped-def]
    _set_language(app, lang)
    g = (
        Scenario(seats=3, names=("Ana", "Cid", "Dee"))
        .seat(0, goods={"corn": 2, "sugar": 3})
        .ships((4, "fruit", 4), (5, "tobacco", 5), (6, "coffee", 6))
        .start("captain", chooser=1)
    )
    assert g.decision == "storage" and g.current_seat == 0
    written = Written(panel_painter, monkeypatch)
    board = BoardScene(app, Session(g, [ANA, *BOTS]))
    app.push(board)
    headings = [t for t in written.texts if heading in t]
    assert headings and not any(t.startswith(",") for t in written.texts)
    assert sum(s.kind == "storage_option" for s in board.hotspots) == 2


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_supply_tooltip_has_its_value(app, lang) -> None:  # type: ignore[no-untyped-def]
    _set_language(app, lang)
    board = BoardScene(app, Session.new([ANA, *BOTS], 3))
    app.push(board)
    tips = {s.value: s.tip for s in board.hotspots if s.kind == "supply"}
    assert set(tips) == {"vp_supply", "bank", "worker_supply", "hiring_hall"}
    for zone, tip in tips.items():
        assert not tip.rstrip().endswith(":"), (zone, tip)
        assert len(tip.split(":", 1)[-1].strip()) > 0, (zone, tip)
    assert tips["bank"] == app.t.t("supply.bank_tip")
    assert tips["vp_supply"].endswith(str(board.game.state.vp_supply))


def _message_colour(app, board) -> tuple[int, int, int]:  # type: ignore[no-untyped-def]
    log = board.R("log")
    box = pygame.Rect(log.x, log.y - board.px(44), log.w, board.px(40))
    return tuple(app.screen.get_at((box.right - 6, box.centery)))[:3]  # type: ignore[return-value]


def test_a_saved_game_is_good_news_and_a_refusal_is_not(app, driver, canvas) -> None:  # type: ignore[no-untyped-def]
    board = BoardScene(app, _until_ana(Session.new([ANA, *BOTS], 8), 8))
    app.push(board)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(app.top, PauseOverlay)
    save = next(b for b in app.top.buttons if b.label == app.t.t("pause.save"))
    driver.click(save.rect.center)
    slot = next(b for b in app.top.buttons if b.label.startswith(app.t.t("saves.slot", n=1)))
    driver.click(slot.rect.center)
    assert isinstance(app.top, PauseOverlay)
    driver.key(pygame.K_ESCAPE)  # Resume
    assert app.top is board and board.message == "Game saved in Slot 1."
    assert board.message_is_notice and board.message_style == NOTICE_STYLE
    canvas.render()
    r, g, _ = _message_colour(app, board)
    assert g > r  # green, not the refusal's red
    board._flash("That is not possible right now.")
    assert board.message_style == REFUSAL_STYLE
    canvas.render()
    r, g, _ = _message_colour(app, board)
    assert r > g


def test_esc_on_the_hand_over_card_opens_the_pause_menu_and_keeps_the_table_hidden(
    app, driver, canvas
) -> None:  # type: ignore[no-untyped-def]
    board = BoardScene(app, Session.new([ANA, BOB, BOTS[0]], 21))
    app.push(board)
    driver.frames(1)
    card = app.top
    assert isinstance(card, HandoverOverlay)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(app.top, PauseOverlay) and app.stack[-2] is card
    canvas.render()
    # The table stays hidden around the menu's card: one plain colour where boards are drawn.
    samples = {tuple(app.screen.get_at((x, y))) for x in (20, 60, 300) for y in (40, 100, 860)}
    assert len(samples) == 1
    driver.key(pygame.K_ESCAPE)  # Resume: back to the hand-over card, not to the table
    assert app.top is card


# ------------------------------------------------------------------ setup


def test_a_seat_cycled_through_puertoma_gets_its_name_back(app, driver) -> None:  # type: ignore[no-untyped-def]
    setup = SetupScene(app)
    app.push(setup)
    driver.frames(1)
    names = []
    for _ in range(len(KINDS)):
        kind_button = setup.buttons[4 + 3 * 1 + 1]  # seat 2's kind
        driver.click(kind_button.rect.center)
        names.append((setup.rows[1].kind, setup.rows[1].name))
    assert ("puertoma", "Puertoma A") in names
    assert names[-1] == ("scripted:normal", "Bruno")  # round the kinds, and the name is back
    human = next(n for k, n in names if k == "human")
    assert human == "Bruno"


def test_a_name_typed_while_a_puertoma_is_kept(app, driver) -> None:  # type: ignore[no-untyped-def]
    setup = SetupScene(app)
    app.push(setup)
    driver.click(next(b for b in setup.buttons if b.label.startswith("Solo")).rect.center)
    assert setup.rows[1].name == "Puertoma A"
    driver.click(setup.buttons[4 + 3 * 1].rect.center)  # edit seat 2's name
    driver.key(pygame.K_BACKSPACE)
    driver.type_text("Z")
    driver.key(pygame.K_RETURN)
    driver.click(setup.buttons[4 + 3 * 1 + 1].rect.center)  # puertoma -> human
    assert setup.rows[1].kind == "human" and setup.rows[1].name == "Puertoma Z"


def test_the_name_being_typed_shows_a_caret_the_font_can_draw(app, driver) -> None:  # type: ignore[no-untyped-def]
    setup = SetupScene(app)
    app.push(setup)
    driver.click(setup.buttons[4].rect.center)
    assert setup.buttons[4].label == "Ana" + CARET
    pygame.freetype.init()
    font = pygame.freetype.Font(None, 20)
    assert all(m is not None for m in font.get_metrics(setup.buttons[4].label))


def test_every_character_we_write_has_a_glyph_in_the_font() -> None:
    """Strings (translations, and literals in the screens' code) use only characters the
    game's font draws; a missing one shows as an empty box."""
    pygame.freetype.init()
    font = pygame.freetype.Font(None, 20)
    chars: dict[str, str] = {}
    for path in (ROOT / "data").rglob("*.yaml"):
        for ch in path.read_text(encoding="utf-8"):
            chars.setdefault(ch, str(path))
    for folder in ("game/shell", "game/puerto_rico/scenes"):
        for path in (ROOT / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Constant) and isinstance(node.value, str):
                    for ch in node.value:
                        chars.setdefault(ch, str(path))
    missing = {
        ch: where
        for ch, where in chars.items()
        if ch.isprintable() and font.get_metrics(ch)[0] is None
    }
    assert not missing


# ------------------------------------------------------------------ hidden VP in the log


def _loaded(seat: int, vp: int) -> Event:
    return Event("loaded", seat, good="corn", count=vp, ship="5-ship", ship_index=0, vp=vp)


@pytest.mark.parametrize(
    ("lang", "shown", "hidden"), [("en", "4 VP", "some VP"), ("fr", "4 PV", "des PV")]
)
def test_hidden_vp_are_not_told_by_the_log(app, lang, shown, hidden) -> None:  # type: ignore[no-untyped-def]
    _set_language(app, lang)
    board = BoardScene(app, Session.new([ANA, BOB, BOTS[0]], 21))
    board.viewer = 0
    for seat in (0, 1, 2):
        board.log_event(_loaded(seat, 4))
    app.settings.hide_vp = True
    ana, bob, cid = (text for text, _ in board.log_lines()[-3:])
    assert shown in ana and hidden not in ana
    assert shown not in bob and hidden in bob
    assert shown not in cid and hidden in cid
    board.viewer = 1  # Bob takes the seat: the same lines are worded for him
    ana, bob, cid = (text for text, _ in board.log_lines()[-3:])
    assert hidden in ana and shown in bob and hidden in cid
    app.settings.hide_vp = False
    assert all(shown in text for text, _ in board.log_lines()[-3:])


def test_the_log_on_the_board_hides_another_seats_vp(app, driver) -> None:  # type: ignore[no-untyped-def]
    """The hot seat game itself: the log shown to Ana after Bob's turn."""
    app.settings.hide_vp = True
    board = BoardScene(app, Session.new([ANA, BOB, BOTS[0]], 21))
    app.push(board)
    driver.frames(1)
    driver.key(pygame.K_RETURN)  # Ana takes the seat
    board.log_event(_loaded(1, 3))
    board.mark_dirty()
    driver.frames(1)
    assert "some VP" in board.log_text[-1][0] and "3 VP" not in board.log_text[-1][0]


# ------------------------------------------------------------------ the resolution card


def test_the_resolution_card_lists_the_roles_in_play_away_from_the_supplies(  # type: ignore[no-untyped-def]
    app, monkeypatch
) -> None:
    seats = [
        ANA,
        Seat("Puertoma A", "puertoma", None, "blue"),
        Seat("Puertoma B", "puertoma", None, "green"),
    ]
    session = Session.new(seats, 5)
    board = BoardScene(app, _until_ana(session, 5, steps=6))
    app.push(board)
    app.frame(1 / 60)
    card = session.game.cat.puertoma.resolution_cards[0]
    board.card_flash = (card.id, card.count, 2.0)
    written = Written(status_painter, monkeypatch)
    app.frame(1 / 60)
    t = app.t.t
    in_play = {tile.role for tile in session.game.state.roles}
    assert in_play == {"settler", "mayor", "builder", "craftsman", "trader", "captain"}
    listed = [r for r in card.order if t(f"roles.{r}") in written.texts]
    assert listed == [r for r in card.order if r in in_play]
    assert t("roles.prospector") not in written.texts and t("roles.smuggler") not in written.texts
    painter = status_painter.StatusPainter(board, board.frame, [])
    rect = painter.card_flash_rect(len(listed))
    for zone in ("vp_supply", "bank", "worker_supply", "hiring_hall", "status"):
        assert not rect.colliderect(board.R(zone)), zone
    for spot in board.hotspots:
        if spot.kind in ("supply", "role", "hall_figure", "action_board", "seat"):
            assert not rect.colliderect(spot.rect), spot.kind
    assert app.screen.get_rect().contains(rect)
