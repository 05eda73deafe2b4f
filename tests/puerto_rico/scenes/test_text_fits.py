"""No text leaves its box: every Puerto Rico scene and overlay rendered at 1280x720, 1600x900
and 1920x1080, in English and French, with every line `blit_text` draws recorded with the box
it belongs in (`recording_text`)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from dataclasses import replace
from functools import cache
from pathlib import Path

import pygame
import pytest

from game.puerto_rico.ai import make_agent
from game.puerto_rico.engine import Action
from game.puerto_rico.scenes.board import BoardScene
from game.puerto_rico.scenes.draft import DraftScene
from game.puerto_rico.scenes.overlays import PauseOverlay, RulesOverlay, SaveOverlay
from game.puerto_rico.scenes.replay import open_replay
from game.puerto_rico.scenes.scoring import ScoringScene
from game.puerto_rico.scenes.session import Session
from game.puerto_rico.scenes.setup import SetupScene
from game.shell.app import App
from game.shell.boxes import get_box
from game.shell.overlays import SettingsOverlay
from game.shell.persistence import Seat
from game.shell.replays import load_replay
from game.shell.title import TitleScene
from game.shell.widgets import TextBlit, recording_text

SIZES = [(1280, 720), (1600, 900), (1920, 1080)]
LANGUAGES = ["en", "fr"]
SLACK = 2  # pixels of anti-aliasing a line may spill
SEATS = [
    Seat("Ana", "human", None, "red"),
    Seat("Bruno", "scripted", "normal", "blue"),
    Seat("Clara", "scripted", "hard", "green"),
    Seat("Diego", "scripted", "easy", "yellow"),
    Seat("Elena", "scripted", "normal", "purple"),
]
SOLO = [
    SEATS[0],
    Seat("Puertoma A", "puertoma", None, "blue"),
    Seat("Puertoma B", "puertoma", None, "green"),
]
BOTH = ("new_buildings", "citizens")


# --------------------------------------------------------------------------- the games


@cache
def _record(seats: int, solo: bool, until: str, expansions: tuple[str, ...]) -> list[Action]:
    """The actions of a seeded game played by scripted seats until the first seat faces
    `until` after round 3 (or the game's end for "over"); computed once for the module."""
    seat_list = SOLO if solo else SEATS[:seats]
    session = Session.new(seat_list, 2026, difficulty="normal", expansions=expansions)
    g = session.game
    agents = {i: make_agent("scripted:normal", i) for i in range(len(seat_list))}
    actions: list[Action] = []
    while not g.is_over:
        late = g.state.round >= 3 if until != "draft" else True
        if late and g.current_seat == 0 and g.decision == until:
            break
        action = agents[g.current_seat].choose(g.clone(), g.legal_actions())
        session.apply(action)
        actions.append(action)
    return actions


def _session(
    app: App, seats: int, until: str, solo: bool = False, expansions: tuple[str, ...] = ()
) -> tuple[Session, BoardScene]:
    seat_list = SOLO if solo else SEATS[:seats]
    session = Session.new(seat_list, 2026, difficulty="normal", expansions=expansions)
    board = BoardScene(app, session)
    board.viewer = 0
    for action in _record(seats, solo, until, expansions):
        board.play(action)  # through the board, so its log fills up
    board.animator.clear()
    return session, board


# --------------------------------------------------------------------------- the screens


def _title(app: App) -> None:
    app.push(TitleScene(app))


def _setup(app: App) -> None:
    app.push(TitleScene(app))
    app.push(SetupScene(app))


def _setup_two(app: App) -> None:
    """Two seats: the two-player note under the seat rows."""
    app.push(TitleScene(app))
    setup = SetupScene(app)
    app.push(setup)
    setup._set_seats(2)


def _setup_one_puertoma(app: App) -> None:
    """Four seats, one a Puertoma: the warning under the rules column, the difficulty button,
    every expansion ticked (their alternative rules unlocked)."""
    app.push(TitleScene(app))
    setup = SetupScene(app)
    app.push(setup)
    setup._set_seats(4)
    setup.rows[3].become_puertoma("A")
    setup.modules = set(setup.module_toggles)
    setup._build(app.size)


def _settings(app: App) -> None:
    app.push(TitleScene(app))
    app.push(SettingsOverlay(app))


def _draft(app: App) -> None:
    session, _board = _session(app, 4, "draft", expansions=BOTH)
    app.push(DraftScene(app, session))


def _board(seats: int, until: str, solo: bool = False, expansions: tuple[str, ...] = ()):  # type: ignore[no-untyped-def]
    def push(app: App) -> None:
        board = _session(app, seats, until, solo, expansions)[1]
        app.push(board)

    return push


def _over_board(make: Callable[[App, BoardScene], object]):  # type: ignore[no-untyped-def]
    def push(app: App) -> None:
        board = _session(app, 4, "role")[1]
        app.push(board)
        app.push(make(app, board))  # type: ignore[arg-type]

    return push


def _pinned(app: App) -> None:
    board = _session(app, 5, "build", expansions=BOTH)[1]
    board.pinned_seat = 2  # the enlarged board, names and counters at 2x or so
    app.push(board)


def _scoring(app: App) -> None:
    session, board = _session(app, 4, "over")
    app.push(ScoringScene(app, session, board))


def _replay(app: App) -> None:
    session, _board = _session(app, 3, "over", solo=True)
    path = session.keep_replay()
    assert path is not None
    app.push(TitleScene(app))
    open_replay(app, load_replay(Path(path)))
    app.top.go_to(120)  # type: ignore[union-attr]


SCREENS: dict[str, Callable[[App], None]] = {
    "title": _title,
    "setup": _setup,
    "setup_two": _setup_two,
    "setup_one_puertoma": _setup_one_puertoma,
    "settings": _settings,
    "draft": _draft,
    "board_role": _board(4, "role"),
    "board_build": _board(5, "build", expansions=BOTH),
    "board_load": _board(4, "load"),
    "board_mayor_solo": _board(3, "mayor_layout", solo=True),
    "board_sell": _board(3, "sell"),
    "board_pinned_5": _pinned,
    "pause_menu": _over_board(lambda app, board: PauseOverlay(app, board)),
    "save_slots": _over_board(lambda app, board: SaveOverlay(app, board)),
    "rules_help": _over_board(lambda app, board: RulesOverlay(app, 0)),
    "rules_help_expansions": _over_board(lambda app, board: RulesOverlay(app, 1)),
    "scoring": _scoring,
    "replay": _replay,
}


# --------------------------------------------------------------------------- the check


@pytest.fixture
def sized_app(tmp_path, monkeypatch) -> Iterator[Callable[[tuple[int, int], str], App]]:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("PR1897_HOME", str(tmp_path / "home"))
    from game.shell.persistence import Settings

    apps: list[App] = []

    def make(size: tuple[int, int], language: str) -> App:
        settings = replace(
            Settings(),
            ai_speed="instant",
            animation_speed="off",
            sound=False,
            round_pause="never",
            language=language,
            window_size=size,
        )
        app = App(settings=settings, headless=True)
        app.t = get_box("puerto_rico").translator(language)
        apps.append(app)
        return app

    yield make
    for app in apps:
        app.close()


def escapes(lines: list[TextBlit]) -> list[str]:
    """Each line that leaves its box, or whose box leaves the surface it is drawn on."""
    out = []
    for line in lines:
        room = line.box.inflate(2 * SLACK, 2 * SLACK)
        surface = pygame.Rect((0, 0), line.surface).inflate(2 * SLACK, 2 * SLACK)
        if not room.contains(line.rect):
            out.append(f"{line.text!r} at {tuple(line.rect)} leaves its box {tuple(line.box)}")
        elif not surface.contains(line.box):
            out.append(f"{line.text!r}: its box {tuple(line.box)} leaves the {line.surface}")
    return out


def _render(app: App, push: Callable[[App], None]) -> list[TextBlit]:
    push(app)
    pygame.event.clear()
    app.frame(1 / 60)  # settle what the first frame settles (a paced beat, a layout)
    for scene in app.stack:
        if hasattr(scene, "mark_dirty"):
            scene.mark_dirty()  # the table is painted again, under the recorder
    with recording_text() as lines:
        app.frame(1 / 60)
    return lines


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_text_leaves_its_box(sized_app, size: tuple[int, int], language: str) -> None:  # type: ignore[no-untyped-def]
    shots = os.environ.get("FIT_SHOTS")
    failures: dict[str, list[str]] = {}
    for name, push in SCREENS.items():
        app = sized_app(size, language)
        assert app.size == size
        lines = _render(app, push)
        assert len(lines) > 5, f"{name}: the recorder saw almost no text"
        bad = escapes(lines)
        if bad:
            failures[name] = bad
        if shots:
            pygame.image.save(app.screen, f"{shots}/{name}_{size[0]}_{language}.png")
        app.close()
    assert not failures, "\n".join(f"{k}: {v[:6]} ({len(v)})" for k, v in failures.items())


def test_setup_labels_are_checked_against_their_own_boxes(sized_app) -> None:  # type: ignore[no-untyped-def]
    """Setup's own lines (title, section labels, notes, the hint) are recorded with the room
    they belong in, not the whole window: a check against the window would let them run into
    the buttons beside them."""
    app = sized_app((1280, 720), "fr")
    lines = _render(app, _setup_one_puertoma)
    window = pygame.Rect((0, 0), app.size)
    own = [line for line in lines if line.box != window]
    assert len(own) == len(lines), [line.text for line in lines if line.box == window]
    t = app.t.t
    texts = {line.text for line in own}
    assert {t("setup.title"), t("setup.seats"), t("setup.seed")} <= texts
    assert any(t("setup.not_recommended").startswith(text) for text in texts)


def test_the_check_finds_a_label_wider_than_its_button(app) -> None:  # type: ignore[no-untyped-def]
    """The recorder and the check themselves: a line drawn past its box is reported."""
    from game.shell.widgets import blit_text

    box = pygame.Rect(10, 10, 60, 20)
    with recording_text() as lines:
        blit_text(app.screen, app.assets, "A label far too long for it", box.midleft, 18, box=box)
        blit_text(app.screen, app.assets, "Fits", box.topleft, 14, box=box)
    assert [line.text for line in lines] == ["A label far too long for it", "Fits"]
    assert len(escapes(lines)) == 1 and "far too long" in escapes(lines)[0]


def test_puertoma_capabilities_show_whole_role_names(sized_app) -> None:  # type: ignore[no-untyped-def]
    """A face-up capability card shows its role's picture, and the role's name only whole
    ("Capit…" and "March…" at 1280x720 in French): the tooltip names it in any case."""
    from game.shell.widgets import ELLIPSIS

    app = sized_app((1280, 720), "fr")
    lines = _render(app, _replay)
    board = app.top
    cards = [s for s in board.hotspots if s.kind == "capability"]  # type: ignore[attr-defined]
    names = [line for line in lines if any(c.rect.contains(line.box) for c in cards)]
    face_up = [c for c in cards if ":" in c.tip]  # "<role>: <what it does>"
    assert len(face_up) >= 4  # the game's end: both Puertomas have capabilities face up
    assert not [line.text for line in names if ELLIPSIS in line.text]
    roles = {c.tip.partition(":")[0].strip() for c in face_up}
    assert {line.text for line in names} <= roles


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_role_card_shows_its_whole_name_and_privilege(sized_app, size, language) -> None:  # type: ignore[no-untyped-def]
    """All eight cards (the smuggler's too): the lines drawn on each card read back to its name
    and its card privilege, word for word, with no ellipsis."""
    app = sized_app(size, language)
    boards: list[BoardScene] = []

    def push(app: App) -> None:
        board = _session(app, 4, "role", expansions=("smuggler",))[1]
        boards.append(board)
        app.push(board)

    lines = _render(app, push)
    board = boards[0]
    roles = board.session.game.state.roles
    assert len(roles) == 8
    for i, tile in enumerate(roles):
        card = board.R(f"role_{i}")
        on_card = [line for line in lines if card.contains(line.rect)]
        texts = [line.text for line in sorted(on_card, key=lambda line: line.rect.y)]
        name = app.t.t(f"roles.{tile.role}")
        privilege = app.t.t(f"privileges_card.{tile.role}")
        assert texts[0] == name, (tile.role, texts)
        # A taker's name over the medallion, and the doubloon or ransom counts, are not the
        # privilege's lines.
        names = board.session.game.names
        body = " ".join(t for t in texts[1:] if t not in names and not t.isdigit())
        assert "…" not in body and body.split() == privilege.split(), (tile.role, texts)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_building_name_on_the_table_reads_whole(sized_app, size, language) -> None:  # type: ignore[no-untyped-def]
    """In the supply and in the cities, long official names ("Petite exploitation de Fruits")
    take a third line rather than end in an ellipsis."""
    app = sized_app(size, language)
    board = _session(app, 4, "role")[1]
    app.push(board)
    app.frame(1 / 60)
    board.tiles._cache.clear()  # the tiles are painted again, under the recorder
    board.mark_dirty()
    with recording_text() as lines:
        app.frame(1 / 60)
    tile_lines = [line for line in lines if line.surface != app.size]
    assert len(tile_lines) > 20, "no building tile text was recorded"
    cut = sorted({line.text for line in tile_lines if "…" in line.text})
    assert not cut, cut
