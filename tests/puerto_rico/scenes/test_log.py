"""The board's log: it scrolls back (wheel and drag), its text is large enough and stands out
from its panel (contrast at least 4.5:1), and it is worded from the events in the language of
the moment: switching language rewords every line."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest

from game.puerto_rico.engine import Event
from game.puerto_rico.scenes.board import BoardScene
from game.puerto_rico.scenes.session import Session
from game.puerto_rico.scenes.status_painter import LOG_TEXT_MIN
from game.puerto_rico.scenes.wording import describe_event, translator
from game.shell import widgets
from game.shell.assets import INK, SEAT_COLOURS
from game.shell.persistence import Seat

SEATS = [
    Seat("Ana", "human", None, "red"),
    Seat("Bob", "random", None, "blue"),
    Seat("Cid", "random", None, "green"),
    Seat("Dee", "random", None, "yellow"),
    Seat("Eva", "random", None, "purple"),
]


def _board(app, seats: int = 4) -> BoardScene:  # type: ignore[no-untyped-def]
    """A board with Ana to act (the table stands still) and a log of a few rounds."""
    session = Session.new(SEATS[:seats], 12)
    rng = random.Random(12)
    board = BoardScene(app, session)
    for _ in range(120):
        assert board.play(rng.choice(session.game.legal_actions()))
    while session.game.current_seat != 0:
        assert board.play(rng.choice(session.game.legal_actions()))
    app.push(board)
    app.frame(1 / 60)
    return board


class Shown:
    """The words `draw_log` writes at the next refresh."""

    def __init__(self, monkeypatch) -> None:  # type: ignore[no-untyped-def]
        self.texts: list[str] = []
        original = widgets.blit_text

        def spy(surface, assets, text, *args, **kwargs):  # type: ignore[no-untyped-def]
            self.texts.append(text)
            return original(surface, assets, text, *args, **kwargs)

        monkeypatch.setattr(widgets, "blit_text", spy)

    def after(self, board: BoardScene) -> list[str]:
        """The log's rows (long enough to tell apart) painted by a refresh of the table."""
        self.texts.clear()
        board.mark_dirty()
        board.keep_fresh()
        return [t for t in self.texts if len(t) > 8]


def _wheel(driver, board: BoardScene, notches: int) -> None:  # type: ignore[no-untyped-def]
    driver.post(pygame.MOUSEMOTION, pos=board.log_area.center, rel=(0, 0), buttons=(0, 0, 0))
    driver.post(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False, precise_x=0.0, precise_y=0.0)
    driver.frames(1)


def test_the_wheel_scrolls_the_log_back_and_forth(app, driver, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    board = _board(app)
    shown = Shown(monkeypatch)
    latest = board.log_text[-1][0]
    assert any(latest.startswith(t) for t in shown.after(board))  # the latest line shows
    _wheel(driver, board, 3)
    assert board.log_scroll == 6
    back = shown.after(board)
    assert not any(latest.startswith(t) for t in back)
    older = board.log_text[-7][0]
    assert any(older.startswith(t) for t in back)  # the window's bottom is 6 entries back
    _wheel(driver, board, -10)
    assert board.log_scroll == 0
    assert any(latest.startswith(t) for t in shown.after(board))


def test_the_wheel_stops_at_the_first_line(app, driver, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    board = _board(app)
    shown = Shown(monkeypatch)
    _wheel(driver, board, 500)
    first = board.log_text[0][0]
    assert 0 < board.log_scroll < len(board.log_text)
    assert any(first.startswith(t) for t in shown.after(board))


def test_dragging_the_lines_down_shows_older_ones(app, driver) -> None:  # type: ignore[no-untyped-def]
    board = _board(app)
    start = (board.log_area.centerx, board.log_area.y + 10)
    end = (start[0], start[1] + 4 * board.log_line_h + 2)
    driver.drag(start, end)
    assert board.log_scroll == 4
    assert board.log_drag is None  # released
    driver.drag(end, start)
    assert board.log_scroll == 0


def test_lines_read_while_scrolled_back_stay_in_place(app, driver) -> None:  # type: ignore[no-untyped-def]
    board = _board(app)
    _wheel(driver, board, 2)
    board.log_event(Event("role_chosen", 1, role="mayor", tile="mayor", coins=0))
    board.keep_fresh()
    assert board.log_scroll == 5


def _luminance(colour: tuple[int, ...]) -> float:
    def channel(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = colour[:3]
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def _contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
def test_log_text_is_large_and_stands_out_from_its_panel(app, canvas, size) -> None:  # type: ignore[no-untyped-def]
    app.screen = pygame.display.set_mode(size)
    app._relayout()
    board = _board(app, seats=5)
    # The panel alone (no line on it): its lightest pixels are what text must stand out from.
    lines = board.log
    board.log = []
    board.mark_dirty()
    canvas.render()
    area = board.log_area
    background = sorted(
        (
            tuple(app.screen.get_at((x, y)))[:3]
            for x in range(area.left, area.right, 3)
            for y in range(area.top, area.bottom, 3)
        ),
        key=_luminance,
    )
    lightest = background[int(len(background) * 0.98)]
    for colour in [*SEAT_COLOURS, INK]:
        text = widgets.log_colour(colour)
        assert _contrast(text, lightest) >= 4.5, (colour, text, lightest)
    # And the words are drawn in that colour, at a readable size.
    board.log = lines
    board.mark_dirty()
    canvas.render()
    assert board.log_line_h >= app.assets.font(LOG_TEXT_MIN).get_linesize()
    painted = {
        tuple(app.screen.get_at((x, y)))[:3]
        for x in range(area.left, area.right, 2)
        for y in range(area.top, area.bottom, 2)
    }
    shades = {widgets.log_colour(board.colour_of(seat)) for seat in range(5)}
    assert shades & painted  # some line of the log is painted in its seat's readable shade


def test_switching_language_rewords_the_whole_log(app, driver) -> None:  # type: ignore[no-untyped-def]
    board = _board(app)
    events = [e.event for e in board.log if e.event is not None]
    assert len(events) > 20
    english = [text for text, _ in board.log_text]
    app.apply_settings(replace(app.settings, language="fr"))
    driver.frames(1)
    french = [text for text, _ in board.log_text]
    assert len(french) == len(english)
    assert french[0].startswith("Bienvenue")
    fr = translator("fr")
    g = board.game
    worded = [describe_event(e, g.names, fr, g.cat) for e in events]
    assert [t for t in french if not t.startswith("Bienvenue")] == worded
    assert sum(a != b for a, b in zip(english, french, strict=True)) > 0.9 * len(english)


def test_a_loaded_save_keeps_its_log(app, driver) -> None:  # type: ignore[no-untyped-def]
    """Saved and loaded (Continue, Load), the board's log tells the game so far again: the save's
    record played from the set-up, worded in the language of the moment (it held one line)."""
    from game.puerto_rico.scenes.overlays import start_loaded
    from game.shell.persistence import load_game

    board = _board(app)
    told = [(e.event.kind, e.event.seat, e.event.data) for e in board.log if e.event is not None]
    assert len(told) > 100
    board.session.save("slot1", "a few rounds")
    app.apply_settings(replace(app.settings, language="fr"))
    start_loaded(app, load_game("slot1"))
    loaded = app.top
    assert isinstance(loaded, BoardScene) and loaded is not board
    again = [(e.event.kind, e.event.seat, e.event.data) for e in loaded.log if e.event is not None]
    assert again == told
    lines = [text for text, _ in loaded.log_lines()]
    french = translator("fr")
    last = loaded.log[-1].event
    assert last is not None
    assert lines[-1] == describe_event(last, loaded.game.names, french, loaded.game.cat)
    # A save whose record does not lead to its position keeps the log it has.
    loaded.session.actions.pop()
    before = len(loaded.log)
    loaded.restore_log()
    assert len(loaded.log) == before
