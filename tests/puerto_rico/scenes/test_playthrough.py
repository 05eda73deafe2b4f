"""End to end: title → setup → a whole 3-seat game on the board → the scoring screen.

The human seat is played only through synthetic mouse events on the real screen: the test asks
a scripted agent what to do, then clicks and drags the things on the table that mean it.
"""

from __future__ import annotations

import pygame

from game.puerto_rico.ai import ScriptedAgent
from game.puerto_rico.engine import Action
from game.puerto_rico.scenes.board import BoardScene, Hotspot
from game.puerto_rico.scenes.scoring import ScoringScene
from game.puerto_rico.scenes.setup import SetupScene
from game.shell.title import TitleScene


def _button(scene, label: str):  # type: ignore[no-untyped-def]
    return next(b for b in scene.buttons if b.label.startswith(label))


def _spot(board: BoardScene, kind: str, value=None, seat=None) -> Hotspot:  # type: ignore[no-untyped-def]
    for spot in board.hotspots:
        same_thing = spot.kind == kind and (value is None or spot.value == value)
        if same_thing and (seat is None or spot.seat == seat):
            return spot
    raise AssertionError(f"nothing on screen for {kind} {value!r} (seat {seat})")


def _center(spot_or_rect) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    rect = spot_or_rect.rect if isinstance(spot_or_rect, Hotspot) else spot_or_rect
    return rect.center


def _lay_out_workers(driver, board: BoardScene, seat: int, layout, scratch: bool) -> int:  # type: ignore[no-untyped-def]
    """Drag workers until the board shows `layout`, then press Done; returns the drags made.
    The suggested layout stands on the board: figures it has too many of go back to the
    portrait first (with `scratch`, all of them: the player lays out from scratch)."""
    target = dict(layout)
    board._edit_layout(seat)
    drags = 0
    for loc, n in list(board.mayor_layout.figures.items()):
        for _ in range(n if scratch else n - target.get(loc, 0)):
            kind = "tile" if loc in board.game.state.players[seat].tiles else "building"
            src = _spot(board, kind, loc, seat)
            driver.drag(_center(src), _center(_spot(board, "portrait", None, seat)))
            drags += 1
    for loc, n in target.items():
        while board.mayor_layout.figures.get(loc, 0) < n:
            kind = "tile" if loc in board.game.state.players[seat].tiles else "building"
            before = board.mayor_layout.figures.get(loc, 0)
            driver.drag(
                _center(_spot(board, "portrait_worker", None, seat)),
                _center(_spot(board, kind, loc, seat)),
            )
            assert board.mayor_layout.figures.get(loc, 0) == before + 1, (
                f"drag onto {loc} did not land"
            )
            drags += 1
    assert board.mayor_layout.placement() == tuple(sorted(target.items()))
    done = board.buttons["button_done"]
    assert done.enabled, done.disabled_reason
    driver.click(done.rect.center)
    return drags


def _perform(driver, board: BoardScene, action: Action, scratch: bool = False) -> int:  # type: ignore[no-untyped-def]
    seat = action.seat
    kind, value = action.kind, action.value
    buttons = board.buttons
    if kind == "choose_role":
        driver.click(_center(_spot(board, "role", value)))
    elif kind == "take_plantation":
        driver.click(_center(_spot(board, "plantation", value)))
    elif kind == "take_quarry":
        driver.click(_center(_spot(board, "quarry")))
    elif kind == "pass":
        driver.click(buttons["button_pass"].rect.center)
    elif kind in ("hacienda_draw", "school_worker", "produce"):
        driver.click(buttons["button_done"].rect.center)
    elif kind == "hospital_worker":
        driver.click(_center(_spot(board, "tile", value, seat)))
    elif kind == "place_workers":
        return _lay_out_workers(driver, board, seat, value, scratch)
    elif kind == "build":
        driver.click(_center(_spot(board, "building_supply", value)))
    elif kind == "craftsman_bonus":
        driver.click(_center(_spot(board, "supply_good", value)))
    elif kind == "sell":
        driver.click(_center(_spot(board, "good", value, seat)))
    elif kind == "load":
        good, ship = value
        driver.click(_center(_spot(board, "good", good, seat)))
        driver.click(_center(_spot(board, "ship", ship)))
    elif kind == "load_private":
        driver.click(_center(_spot(board, "good", value, seat)))
        driver.click(_center(_spot(board, "private_ship")))
    elif kind == "store":
        driver.click(_center(_spot(board, "storage_option", value)))
    else:
        raise AssertionError(f"no gesture for {action}")
    return 0


def _play_by_mouse(  # type: ignore[no-untyped-def]
    app, driver, board: BoardScene, hand: ScriptedAgent, drags=None
) -> list[tuple[int, Action]]:
    """Play the human seat by mouse until the scoring screen: (actions before, action) pairs;
    `drags`, a list, receives the number of drags of each mayor phase."""
    session = board.session
    played: list[tuple[int, Action]] = []
    for _ in range(40_000):
        if isinstance(app.top, ScoringScene):
            break
        driver.frames(1)
        if board.human_to_act is None or app.top is not board:
            continue
        before = session.game.state.actions_taken
        action = hand.choose(session.game.clone(), session.game.legal_actions())
        dragged = _perform(driver, board, action, scratch=drags is not None)
        driver.frames(1)
        if action.kind == "place_workers" and drags is not None:
            drags.append(dragged)
        assert session.game.state.actions_taken > before, f"the screen did not play {action}"
        played.append((before, action))
    return played


def test_playthrough_three_seats_from_setup_to_scoring(app, driver) -> None:  # type: ignore[no-untyped-def]
    app.push(TitleScene(app))
    driver.frames(2)
    driver.click(_button(app.top, "New game").rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    driver.click(_button(setup, "3").rect.center)
    # Type a seed so the game is the same every run.
    driver.click(setup.seed_button.rect.center)
    driver.type_text("20261125")
    driver.key(pygame.K_RETURN)
    assert setup.seed_text == "20261125"
    driver.click(_button(setup, "Start").rect.center)
    board = app.top
    assert isinstance(board, BoardScene)
    session = board.session
    assert [s.kind for s in session.seats] == ["human", "scripted", "scripted"]
    played = _play_by_mouse(app, driver, board, ScriptedAgent("normal", seed=7))
    for before, action in played:
        assert session.actions[before] == action or action.kind == "place_workers"
    human_actions = len(played)
    scoring = app.top
    assert isinstance(scoring, ScoringScene), "the game should reach the scoring screen"
    assert session.game.is_over
    assert human_actions > 20
    assert all(a.seat == 0 for a in session.actions if a.seat == 0)
    # The scoring screen shows the engine's final scores.
    final = session.game.final_scores()
    rows = dict(scoring.rows())
    assert rows["Total"] == [s["total"] for s in final]
    assert rows["VP chips"] == [s["vp_chips"] for s in final]
    assert scoring.winners == session.game.winners()


def test_playthrough_solo_against_two_puertomas(app, driver) -> None:  # type: ignore[no-untyped-def]
    """Solo from the setup screen to the scoring screen, the human played by mouse only."""
    app.push(TitleScene(app))
    driver.frames(2)
    driver.click(_button(app.top, "New game").rect.center)
    setup = app.top
    driver.click(_button(setup, "Solo").rect.center)
    driver.click(setup.seed_button.rect.center)
    driver.type_text("1897")
    driver.key(pygame.K_RETURN)
    driver.click(_button(setup, "Start").rect.center)
    board = app.top
    assert isinstance(board, BoardScene)
    session = board.session
    assert [session.game.is_puertoma(i) for i in range(3)] == [False, True, True]
    drags: list[int] = []
    _play_by_mouse(app, driver, board, ScriptedAgent("normal", seed=3), drags)
    assert sum(1 for n in drags if n > 0) >= 3  # mayor phases where Ana placed workers by drag
    scoring = app.top
    assert isinstance(scoring, ScoringScene)
    final = session.game.final_scores()
    assert dict(scoring.rows())["Total"] == [s["total"] for s in final]
    # The log told why the Puertomas chose their roles.
    assert any("linked from" in text or "doubloons" in text for text, _ in board.log_lines())
