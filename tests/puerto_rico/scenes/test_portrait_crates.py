"""The crates on a seat's portrait: the frame round a chosen crate (the Captain's good picked
for a ship, the goods a seat may load or sell) goes round its count, never through it, and
crates with two-digit counts stay apart and inside the portrait, at every seat count."""

from __future__ import annotations

import pygame
import pytest

from game.puerto_rico.engine.scenario import Scenario
from game.puerto_rico.scenes.board import BoardScene
from game.puerto_rico.scenes.session import Session
from game.shell.persistence import Seat
from game.shell.widgets import recording_text

NAMES = ("Ana", "Bruno", "Clara", "Diego", "Elena")
GOODS = {"corn": 11, "fruit": 10, "sugar": 3, "tobacco": 2, "coffee": 1}


@pytest.mark.parametrize("seats", [3, 5])
def test_the_chosen_crates_frame_goes_round_its_count(app, driver, seats: int) -> None:  # type: ignore[no-untyped-def]
    game = (
        Scenario(seats=seats, names=NAMES[:seats])
        .seat(0, goods=GOODS)
        .ships((4, None, 0), (5, None, 0), (6, None, 0))
        .start("captain", chooser=0)
    )
    seat_list = [Seat(n, "human" if i == 0 else "scripted", "normal") for i, n in enumerate(NAMES)]
    session = Session(game, seat_list[:seats])
    session.make_agents()
    board = BoardScene(app, session)
    app.push(board)
    driver.frames(1)
    assert (game.current_seat, game.decision) == (0, "load")
    crates = {s.value: s for s in board.hotspots if s.kind == "good" and s.seat == 0}
    assert set(crates) == set(GOODS)
    driver.click(crates["corn"].rect.center)
    assert board.selected_good == "corn"
    board.mark_dirty()
    with recording_text() as lines:
        driver.frames(1)
    crates = {s.value: s for s in board.hotspots if s.kind == "good" and s.seat == 0}
    portrait = board.R("seat0_portrait")
    for good, n in GOODS.items():
        frame = crates[good].rect
        inside = [line for line in lines if line.text == str(n) and frame.colliderect(line.rect)]
        assert inside, f"no count {n} drawn at the {good} crate"
        # The frame is drawn 3 px wide on the hit rectangle's edge: the count stays within.
        assert frame.inflate(-6, -6).contains(inside[0].rect.inflate(-2, -4)), (
            f"the frame round {good} cuts its count"
        )
        assert portrait.contains(frame), f"the {good} crate leaves the portrait"
    frames = [crates[g].rect for g in GOODS]
    for i, a in enumerate(frames):
        for b in frames[i + 1 :]:
            assert not a.colliderect(b), "two crates' frames overlap"
    assert pygame.Rect(frames[0]).right < frames[1].left
