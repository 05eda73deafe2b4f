"""Expansion VI on screen: setup offers it, a human keeps 4 of 6 cards against Puertomas and
drafts them in the hot seat by mouse clicks in the board's panel (only the seat at the screen
sees its offer), and the hand overlay shows the viewer's progress and the others' counts."""

from __future__ import annotations

import pygame

from game.puerto_rico.engine import Event, view
from game.puerto_rico.scenes.achievement_panels import HandOverlay, hand_lines
from game.puerto_rico.scenes.board import BoardScene, Hotspot
from game.puerto_rico.scenes.board_panels import Choice
from game.puerto_rico.scenes.session import Session
from game.puerto_rico.scenes.setup import SetupScene, playable
from game.puerto_rico.scenes.wording import translator
from game.shell.persistence import Seat
from game.shell.title import TitleScene

MODULE = ("achievements",)


def _board(app, session: Session) -> BoardScene:  # type: ignore[no-untyped-def]
    board = BoardScene(app, session)
    app.push(board)
    app.frame(1 / 60)
    return board


def _cards(board: BoardScene) -> list[tuple[Hotspot, Choice]]:
    """The panel's card cells (clickable), in the panel's order."""
    return [
        (s, s.value)
        for s in board.hotspots
        if s.kind == "choice" and s.value.clickable and board.game.decision
    ]


def _take_seat(app, driver, board: BoardScene) -> None:  # type: ignore[no-untyped-def]
    """Click through the hand-over card if one is up."""
    for _ in range(5):
        if app.top is board:
            return
        driver.key(pygame.K_RETURN)
        driver.frames(2)


def test_setup_offers_achievements() -> None:
    assert playable("achievements")


def test_solo_human_keeps_four_of_six_by_clicks(app, driver) -> None:  # type: ignore[no-untyped-def]
    seats = [
        Seat("Ana", "human", None, "red"),
        Seat("Puertoma A", "puertoma", None, "blue"),
        Seat("Puertoma B", "puertoma", None, "green"),
    ]
    session = Session.new(seats, seed=5, expansions=MODULE)
    board = _board(app, session)
    g = board.game
    assert g.decision == "achievement_keep" and g.current_seat == 0
    offer = view.achievement_offer(g, 0)
    assert len(offer) == 6 and view.achievements_to_keep(g) == 4
    cells = _cards(board)
    assert [c.key for _, c in cells] == [f"achievement:{cid}" for cid in offer]
    names = [view.achievement_card(g, cid).name_en for cid in offer]
    assert all(n in c.text for n, (_, c) in zip(names, cells))
    done = board.buttons["button_done"]
    assert not done.enabled
    wanted = [offer[5], offer[1], offer[3], offer[0]]
    for cid in wanted:
        spot = next(s for s, c in _cards(board) if c.key == f"achievement:{cid}")
        driver.click(spot.rect.center)
        driver.frames(1)
    assert sorted(board.panels.achievement_picks) == sorted(wanted)
    assert done.enabled and done.label == "Keep these 4"
    driver.click(done.rect.center)
    driver.frames(3)
    a = g.state.achievements
    assert a is not None
    assert sorted(a["hands"][0]) == sorted(wanted)
    assert sorted(a["discard"]) == sorted(c for c in offer if c not in wanted)
    assert g.decision != "achievement_keep"


def test_hot_seat_draft_each_human_picks_and_sees_only_their_offer(app, driver) -> None:  # type: ignore[no-untyped-def]
    seats = [
        Seat("Ana", "human", None, "red"),
        Seat("Bruno", "human", None, "blue"),
        Seat("Clara", "human", None, "green"),
    ]
    session = Session.new(seats, seed=7, expansions=MODULE, variants=(view.ACHIEVEMENTS_DRAFT,))
    board = _board(app, session)
    g = board.game
    picks: dict[int, list[str]] = {0: [], 1: [], 2: []}
    for _ in range(12):  # 3 seats x rounds of 4, 3, 2 cards (the last one is kept by itself)
        if g.decision != "achievement_draft":
            break
        seat = g.current_seat
        assert seat is not None
        _take_seat(app, driver, board)
        driver.frames(1)
        assert board.viewer == seat
        offer = view.achievement_offer(g, seat)
        cells = _cards(board)
        assert sorted(c.action.value for _, c in cells if c.action) == sorted(offer)
        # Nothing of another seat's offer is on the screen.
        others = {cid for s in range(3) if s != seat for cid in view.achievement_offer(g, s)}
        shown = {c.action.value for _, c in cells if c.action}
        assert not (shown & others)
        chosen = offer[-1]
        spot = next(s for s, c in cells if c.action and c.action.value == chosen)
        driver.click(spot.rect.center)
        driver.frames(2)
        picks[seat].append(chosen)
    a = g.state.achievements
    assert a is not None and "offer" not in a
    for seat in range(3):
        assert len(a["hands"][seat]) == 4
        assert a["hands"][seat][:3] == picks[seat]


def test_hand_shows_progress_and_hides_others(app) -> None:  # type: ignore[no-untyped-def]
    seats = [Seat(n, "human", None, c) for n, c in (("Ana", "red"), ("Bruno", "blue"))]
    session = Session.new(seats, seed=3, expansions=MODULE)
    g = session.game
    tr = translator("en")
    lines = hand_lines(tr, g, 0)
    mine = view.achievement_cards(g, 0, 0).hidden
    assert mine is not None and len(mine) == 4
    assert lines[0] == ("Your cards", "", "head")
    for cid, (left, right, kind) in zip(mine, lines[1:5]):
        card = view.achievement_card(g, cid)
        have, need = view.achievement_progress(g, 0, cid)
        assert left.startswith(card.name_en) and kind == "card"
        assert right == f"{min(have, need)} / {need} · {card.vp} VP"
    assert lines[5:] == [("Bruno", "", "head"), ("4 hidden", "", "count")]
    bruno = view.achievement_cards(g, 1, 1).hidden
    assert bruno is not None
    words = " ".join(left for left, _, _ in lines)
    assert not any(view.achievement_card(g, c).name_en in words for c in bruno if c not in mine)


def test_the_board_button_opens_the_hand_of_the_seat_at_the_screen(app, driver) -> None:  # type: ignore[no-untyped-def]
    seats = [Seat("Ana", "human", None, "red"), Seat("Bruno", "random", None, "blue")]
    session = Session.new(seats, seed=4, expansions=MODULE)
    board = _board(app, session)
    button = board.hand.button
    assert button in board.all_buttons()
    driver.click(button.rect.center)
    overlay = app.top
    assert isinstance(overlay, HandOverlay)
    mine = view.achievement_cards(board.game, 0, 0).hidden
    assert mine is not None
    assert [left.split(":")[0] for left, _, kind in overlay.rows if kind == "card"] == [
        view.achievement_card(board.game, c).name_en for c in mine
    ]
    driver.key(pygame.K_ESCAPE)
    assert app.top is board


def test_no_hand_button_without_the_module(app) -> None:  # type: ignore[no-untyped-def]
    seats = [Seat("Ana", "human", None, "red"), Seat("Bruno", "random", None, "blue")]
    board = _board(app, Session.new(seats, seed=4))
    assert board.hand.buttons == [] and board.hand.button not in board.all_buttons()


def test_a_completed_card_is_flashed_as_a_notice(app) -> None:  # type: ignore[no-untyped-def]
    seats = [Seat("Ana", "human", None, "red"), Seat("Bruno", "random", None, "blue")]
    board = _board(app, Session.new(seats, seed=4, expansions=MODULE))
    card = view.achievement_cards(board.game, 1, 1).hidden
    assert card is not None
    name = view.achievement_card(board.game, card[0]).name_en
    board._show_events([Event("achievement_completed", 1, achievement=card[0], vp=3)])
    assert board.flashing and board.message_is_notice
    assert board.message.startswith(f"Bruno completes {name} (")


def test_setup_starts_a_solo_game_with_achievements_at_the_keep_panel(app, driver) -> None:  # type: ignore[no-untyped-def]
    app.push(TitleScene(app))
    driver.frames(2)
    driver.click(next(b for b in app.top.buttons if b.label == "New game").rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    driver.click(next(b for b in setup.buttons if b.label.startswith("Solo")).rect.center)
    toggle = next(t for t in setup.toggles if t.label.startswith("Grand achievements"))
    assert toggle.enabled
    driver.click(toggle.rect.center)
    driver.click(next(b for b in setup.buttons if b.label.startswith("Start")).rect.center)
    driver.frames(3)
    board = app.top
    assert isinstance(board, BoardScene)
    assert board.game.state.achievements is not None
    assert board.game.decision == "achievement_keep"
    assert len(_cards(board)) == 6 and board.hand.buttons == [board.hand.button]
