"""Drawing asks the engine nothing: once a scene has laid itself out, frames that only move the
pointer (hover, tooltips, the enlarged seat board, a lit panel cell) call neither
`Game.legal_actions` nor `Game.why_illegal` and rebuild no hotspots. The offer is rebuilt when the
game changes or the window is resized."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest

from game.puerto_rico.engine import Game
from game.puerto_rico.scenes.board import BoardScene
from game.puerto_rico.scenes.draft import DraftScene
from game.puerto_rico.scenes.session import Session
from game.shell.persistence import Seat

ANA = Seat("Ana", "human", None, "red")
OTHERS = [
    Seat("Bob", "random", None, "blue"),
    Seat("Cid", "random", None, "yellow"),
    Seat("Dee", "random", None, "green"),
]
PUERTOMAS = [
    Seat("Puertoma A", "puertoma", None, "blue"),
    Seat("Puertoma B", "puertoma", None, "green"),
]
BOTH = ("new_buildings", "citizens")


class Questions:
    """Counts the engine's legality questions while switched on."""

    def __init__(self) -> None:
        self.on = False
        self.asked: list[str] = []

    def wrap(self, name: str, original):  # type: ignore[no-untyped-def]
        def counted(game, *args, **kwargs):  # type: ignore[no-untyped-def]
            if self.on:
                self.asked.append(name)
            return original(game, *args, **kwargs)

        return counted


@pytest.fixture
def questions(monkeypatch) -> Iterator[Questions]:  # type: ignore[no-untyped-def]
    q = Questions()
    for name in ("legal_actions", "why_illegal"):
        monkeypatch.setattr(Game, name, q.wrap(name, getattr(Game, name)))
    yield q


def _positions(expansions: tuple[str, ...], seats: list[Seat], seed: int) -> list[Session]:
    """Sessions stopped at Ana's turn, one per kind of decision she meets in a random game."""
    found: dict[str, Session] = {}
    rng = random.Random(seed)
    session = Session.new([ANA, *seats], seed, expansions=expansions)
    record = []
    g = session.game
    while not g.is_over and len(found) < 14:
        if g.current_seat == 0 and g.decision not in found and g.state.phase != "draft":
            copy = Session.new([ANA, *seats], seed, expansions=expansions)
            for action in record:
                copy.apply(action)
            found[g.decision] = copy
        action = rng.choice(g.legal_actions())
        session.apply(action)
        record.append(action)
    return list(found.values())


def _pointer_tour(board: BoardScene) -> list[tuple[int, int]]:
    """Every hotspot's centre (panel cells, seat names for the enlarged board, buttons), and
    some empty table."""
    points = [spot.rect.center for spot in board.hotspots]
    points += [b.rect.center for b in board.buttons.values()]
    return [*points, (5, 5), (800, 450)]


def _move(app, pos: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,) * 3))


@pytest.mark.parametrize(
    ("expansions", "seats", "seed"),
    [((), OTHERS, 3), (BOTH, OTHERS[:2], 8), (BOTH, PUERTOMAS, 5)],
    ids=["base-4", "both-3", "solo"],
)
def test_board_frames_ask_the_engine_nothing(app, questions, expansions, seats, seed) -> None:  # type: ignore[no-untyped-def]
    positions = _positions(expansions, seats, seed)
    assert len(positions) >= 5
    for session in positions:
        board = BoardScene(app, session)
        app.reset(board)
        app.frame(1 / 60)  # the first layout asks what is legal: that is its job
        assert board.human_to_act == 0, session.game.decision
        spots, refreshes = board.hotspots, board.refreshes
        questions.on = True
        for pos in _pointer_tour(board):
            _move(app, pos)
            app.frame(1 / 60)
        questions.on = False
        decision = session.game.decision
        assert questions.asked == [], (decision, questions.asked[:3])
        assert board.refreshes == refreshes, decision
        assert board.hotspots is spots, decision  # the same list: not rebuilt per frame


def test_a_move_or_a_resize_rebuilds_the_offer(app, questions) -> None:  # type: ignore[no-untyped-def]
    session = _positions((), OTHERS, 3)[0]
    board = BoardScene(app, session)
    app.push(board)
    app.frame(1 / 60)
    spots, refreshes = board.hotspots, board.refreshes
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, w=1280, h=720, size=(1280, 720)))
    assert board.refreshes == refreshes + 1 and board.hotspots is not spots
    assert all(app.screen.get_rect().contains(s.rect) for s in board.hotspots)
    spots = board.hotspots
    questions.on = True
    assert board.play(session.game.legal_actions()[0])
    app.frame(1 / 60)
    assert board.hotspots is not spots and board.refreshes > refreshes + 1
    assert "legal_actions" in questions.asked  # asked once per change, not per frame


def test_draft_frames_ask_the_engine_nothing(app, questions) -> None:  # type: ignore[no-untyped-def]
    session = Session.new([ANA, *OTHERS[:2]], 5, expansions=("new_buildings",))
    scene = DraftScene(app, session)
    app.push(scene)
    for _ in range(200):  # the computer seats ahead of Ana pick first
        app.frame(1 / 60)
        if scene.human_to_act == 0:
            break
    assert scene.human_to_act == 0
    app.frame(1 / 60)
    refreshes = scene.refreshes
    questions.on = True
    points = [r.center for r in scene.card_rects.values()] + [r.center for r in scene.slot_rects]
    for pos in points:
        _move(app, pos)
        app.frame(1 / 60)
    questions.on = False
    assert questions.asked == []
    assert scene.refreshes == refreshes
    # A click that selects a building is the player's choice changing: that rebuilds the offer.
    bid = next(b for b in scene.legal if len(scene.free_slots(session.game.bdefs[b].cost)) > 1)
    pos = scene.card_rects[bid].center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.frame(1 / 60)
    assert scene.selected == bid and scene.refreshes > refreshes
