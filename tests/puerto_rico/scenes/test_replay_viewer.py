"""The replay viewer: the table at any step is the engine's position at that step, stepping
back and forth draws the same picture, the log follows, nothing on the table can be played, and
a finished game reaches the viewer from the title screen's Replays list."""

from __future__ import annotations

import pygame
import pytest

from game.puerto_rico.ai import make_agent
from game.puerto_rico.ai.runner import agent_seed, play_game
from game.puerto_rico.engine import Action, Game, GameConfig
from game.puerto_rico.replays import record, seat_of_spec
from game.puerto_rico.scenes.board import BoardScene
from game.puerto_rico.scenes.replay import ReplayScene, open_replay
from game.puerto_rico.scenes.scoring import ScoringScene
from game.puerto_rico.scenes.session import Session
from game.shell.app import App
from game.shell.assets import HIGHLIGHT
from game.shell.persistence import Seat, save_path
from game.shell.replay_list import ReplaysOverlay
from game.shell.replays import Replay, ReplaySeat, list_replays, load_replay, write_replay
from game.shell.title import TitleScene
from tests.puerto_rico.scenes.conftest import SENTINEL, Canvas, Driver


def _finished(seats: int = 3, seed: int = 11) -> tuple[Game, list[Action]]:
    config = GameConfig(seats=seats, seed=seed, names=("Ana", "Bruno", "Clara")[:seats])
    agents = [make_agent("random", agent_seed(seed, s)) for s in range(seats)]
    actions: list[Action] = []
    return play_game(config, agents, actions), actions


def _replay(game: Game, actions: list[Action], humans: bool = False) -> Replay:
    seats = [seat_of_spec(name, "random") for name in game.names]
    if humans:  # as if a person had played the first seat's moves at the table
        seats[0] = ReplaySeat(Seat(game.names[0]))
    return load_replay(write_replay(record(game, actions, seats)))


def _engine_at(game: Game, actions: list[Action], step: int) -> str:
    g = Game.new(GameConfig(seats=game.state.seats, seed=game.state.seed, names=tuple(game.names)))
    for action in actions[:step]:
        g.apply(action)
    return g.to_json()


def _viewer(app: App, humans: bool = False) -> tuple[ReplayScene, Game, list[Action]]:
    game, actions = _finished()
    app.push(TitleScene(app))
    open_replay(app, _replay(game, actions, humans))
    scene = app.top
    assert isinstance(scene, ReplayScene)
    return scene, game, actions


def _shot(canvas: Canvas) -> bytes:
    surface = canvas.render(0.0)
    return pygame.image.tobytes(surface, "RGB")


def test_stepping_back_and_forth_shows_the_engine_position(
    app: App, driver: Driver, canvas: Canvas
) -> None:
    scene, game, actions = _viewer(app)
    n = len(actions)
    assert scene.timeline.steps == n and scene.step == 0
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RIGHT)
    assert scene.step == 2 and scene.game.to_json() == _engine_at(game, actions, 2)
    driver.key(pygame.K_LEFT)
    assert scene.step == 1 and scene.game.to_json() == _engine_at(game, actions, 1)
    # Forward one step at a time to a mid-game step, and picture the table there.
    middle = n // 2
    while scene.step < middle:
        scene.go_to(scene.step + 1)
    scene.animator.clear()
    there = _shot(canvas)
    assert canvas.painted_share() == 1.0  # every pixel drawn over the sentinel
    assert scene.game.to_json() == _engine_at(game, actions, middle)
    log_there = list(scene.log_text)
    # Away (to the end, to the start) and back by jumps: the same position, picture and log.
    driver.key(pygame.K_END)
    assert scene.step == n and scene.game.is_over
    assert _shot(canvas) != there
    driver.key(pygame.K_HOME)
    assert scene.step == 0 and scene.game.to_json() == _engine_at(game, actions, 0)
    scene.go_to(middle)
    assert scene.game.to_json() == _engine_at(game, actions, middle)
    assert _shot(canvas) == there
    assert scene.log_text == log_there
    assert canvas.colours() > 40 and SENTINEL not in {
        tuple(app.screen.get_at((x, y)))[:3] for x in range(0, 1600, 50) for y in range(0, 900, 50)
    }


def test_the_log_holds_the_events_up_to_the_step(app: App) -> None:
    scene, _, _ = _viewer(app)
    for step in (0, 5, 40, scene.timeline.steps):
        scene.go_to(step)
        events = sum(len(e) for e in scene.timeline.events[:step])
        assert len(scene.log) == 1 + events  # the welcome line, then every event
        if step:
            last = scene.timeline.events[step - 1][-1]
            assert scene.log[-1].event is not None and scene.log[-1].event.kind == last.kind


def test_rounds_phases_and_the_scrubber(app: App, driver: Driver) -> None:
    scene, game, actions = _viewer(app)
    rounds = scene.timeline.round_starts()
    driver.key(pygame.K_PAGEDOWN)
    assert scene.step == rounds[1] and scene.game.state.round == 2
    driver.key(pygame.K_PAGEDOWN)
    assert scene.game.state.round == 3
    driver.key(pygame.K_PAGEUP)
    assert scene.step == rounds[1]
    phases = scene.timeline.phase_starts()
    driver.key(pygame.K_DOWN)
    assert scene.step == min(k for k in phases if k > rounds[1])
    driver.click(scene.controls["round"].rect.center)
    assert scene.step == rounds[2]
    bar = scene.scrubber
    driver.click((bar.x + bar.w // 2, bar.centery))
    assert abs(scene.step - len(actions) / 2) <= 1
    assert scene.game.to_json() == _engine_at(game, actions, scene.step)
    driver.click((bar.right - 1, bar.centery))
    assert scene.step >= len(actions) - 1


def test_play_at_speed_moves_on_and_stops_at_the_end(app: App, driver: Driver) -> None:
    scene, _, actions = _viewer(app)
    driver.key(pygame.K_SPACE)
    assert scene.playing
    for _ in range(4):
        driver.key(pygame.K_EQUALS)  # faster: 16 steps a second
    for _ in range(30):
        app.frame(0.1)
    assert 30 <= scene.step <= 60
    scene.go_to(len(actions) - 3)
    scene.playing = True
    for _ in range(20):
        app.frame(0.1)
    assert scene.step == len(actions) and not scene.playing
    assert isinstance(app.top, ReplayScene)  # no scoring screen, no autosave
    assert not save_path("autosave").exists()


def test_the_table_cannot_be_played(app: App, driver: Driver) -> None:
    scene, _, _ = _viewer(app, humans=True)
    assert scene.game.current_seat == 0 and scene.session.seats[0].is_human
    before = scene.game.to_json()
    assert scene.game.decision == "role"
    for zone in ("role_0", "role_1", "role_2"):
        driver.click(scene.R(zone).center)
    for key in (pygame.K_s, pygame.K_b, pygame.K_RETURN):
        driver.key(key)
    assert scene.game.to_json() == before and scene.step == 0
    assert scene.offer.seat is None


def test_a_finished_game_is_listed_and_opens_in_the_viewer(app: App, driver: Driver) -> None:
    seats = [
        Seat("Ana", "scripted", "easy", "red"),
        Seat("Bruno", "random", None, "blue"),
    ]
    session = Session.new(seats, seed=5)
    board = BoardScene(app, session)
    while not session.game.is_over:
        g = session.game
        board.play(session.agents[g.current_seat].choose(g.clone(), g.legal_actions()))
    app.push(TitleScene(app))
    app.push(ScoringScene(app, session))
    ScoringScene(app, session)  # a second scoring screen keeps no second copy
    (info,) = list_replays()
    assert info.ok and info.names == ("Ana", "Bruno")
    app.reset(TitleScene(app))
    title = app.top
    assert isinstance(title, TitleScene)
    replays = next(b for b in title.buttons if b.label == app.t.t("menu.replays"))
    driver.click(replays.rect.center)
    overlay = app.top
    assert isinstance(overlay, ReplaysOverlay)
    driver.click(overlay.buttons[0].rect.center)
    viewer = app.top
    assert isinstance(viewer, ReplayScene)
    assert viewer.timeline.steps == len(session.actions)
    viewer.go_to(viewer.timeline.steps)
    assert viewer.game.to_json() == session.game.to_json()
    assert [s.colour for s in viewer.session.seats] == ["red", "blue"]


def test_a_replay_that_no_longer_plays_is_refused_with_the_step(app: App) -> None:
    game, actions = _finished()
    replay = _replay(game, actions)
    replay.actions[10] = [0, "build", "nonsense"]
    app.push(TitleScene(app))
    open_replay(app, replay)
    message = app.top
    assert not isinstance(message, ReplayScene)
    assert any("step 11" in line for line in message.lines)  # type: ignore[attr-defined]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_bar_is_worded(app: App, language: str) -> None:
    from dataclasses import replace

    app.apply_settings(replace(app.settings, language=language))
    scene, _, _ = _viewer(app)
    scene.go_to(3)
    assert scene.controls["play"].label == app.t.t("replay.play")
    assert not scene.controls["step"].label.startswith("replay.")
    assert scene.controls["speed"].label == app.t.t("replay.speed", n="2")


def test_a_save_opens_in_the_viewer_from_the_set_up(app: App, driver: Driver) -> None:
    seats = [Seat("Ana", "human", None, "red"), Seat("Bruno", "random", None, "blue")]
    session = Session.new(seats, seed=8)
    agents = {0: make_agent("random", 1), 1: make_agent("random", 2)}
    for _ in range(70):
        g = session.game
        session.apply(agents[g.current_seat].choose(g.clone(), g.legal_actions()))
    session.save("slot2", "half a game")
    app.push(TitleScene(app))
    app.push(ReplaysOverlay(app))
    watch = next(b for b in app.top.buttons if b.label == app.t.t("replays.watch_save"))  # type: ignore[attr-defined]
    driver.click(watch.rect.center)
    (slot,) = (b for b in app.top.buttons if b.label == "half a game")  # type: ignore[attr-defined]
    driver.click(slot.rect.center)
    viewer = app.top
    assert isinstance(viewer, ReplayScene)
    assert viewer.step == 0 and viewer.timeline.steps == 70
    driver.key(pygame.K_END)
    assert viewer.game.to_json() == session.game.to_json()
    assert not viewer.game.is_over


def test_the_chart_marks_the_round_on_the_table(app: App, driver: Driver, canvas: Canvas) -> None:
    scene, game, _ = _viewer(app)
    assert scene.timeline.final_vp_history == game.state.vp_history
    rounds = scene.timeline.round_starts()
    scene.go_to(rounds[4])  # round 5
    log = scene.R("log")
    canvas.render(0.0)
    plain = pygame.image.tobytes(app.screen.subsurface(log), "RGB")
    driver.key(pygame.K_g)
    assert scene.charts
    canvas.render(0.0)
    chart = pygame.image.tobytes(app.screen.subsurface(log), "RGB")
    assert chart != plain and canvas.painted_share(log) == 1.0

    # The marker (the highlight colour) moves right when the table moves on a few rounds.
    def marker_x() -> int:
        canvas.render(0.0)
        xs = [
            x
            for x in range(log.x, log.right)
            if tuple(app.screen.get_at((x, log.centery)))[:3] == HIGHLIGHT[:3]
        ]
        assert xs
        return xs[0]

    at_five = marker_x()
    scene.go_to(rounds[8])
    assert marker_x() > at_five


def test_a_jump_paints_the_table_of_that_step(app: App, driver: Driver) -> None:
    # The board paints its shown table (the paced display): after a jump it is the position of
    # the step on the bar, on every seat's board, not the table the viewer opened on.
    scene, game, actions = _viewer(app)
    fourth = scene.starts("round")[3]
    driver.key(pygame.K_PAGEDOWN)  # round 2, by a jump
    scene.go_to(fourth)
    driver.frames(1)
    expected = _engine_at(game, actions, fourth)
    assert scene.shown.to_json() == expected
    assert all(scene.table_of(s).to_json() == expected for s in range(game.state.seats))
    assert scene.shown.state.round == 4


def _status_head(app: App) -> str:
    """The first line the board's status box draws (its round and governor), as drawn."""
    from game.shell.widgets import recording_text

    scene = app.top
    assert isinstance(scene, ReplayScene)
    scene.mark_dirty()
    with recording_text() as lines:
        app.frame(0.0)
    status = scene.R("status")
    return next(line.text for line in lines if status.contains(line.box))


def test_the_status_box_names_the_round_of_the_step(app: App, driver: Driver) -> None:
    # Seen on main: "Round 1" in the status box at step 60 while the log was in round 7 (the
    # board painted the table the viewer opened on). Every way of moving names the step's round.
    scene, _, _ = _viewer(app)
    rounds = scene.timeline.round_starts()

    def round_of_step() -> str:
        s = scene.game.state
        return app.t.t("board.round", n=s.round, governor=scene.game.names[s.governor])

    def round_in_log() -> int:
        started = [e.event for e in scene.log if e.event and e.event.kind == "round_started"]
        return int(started[-1].data["round"]) if started else 1

    assert _status_head(app) == round_of_step() == app.t.t("board.round", n=1, governor="Ana")
    scene.go_to(60)  # a jump
    assert scene.game.state.round == round_in_log() > 1
    assert _status_head(app) == round_of_step()
    bar = scene.scrubber
    driver.click((bar.x + bar.w * 2 // 3, bar.centery))  # the scrubber
    assert _status_head(app) == round_of_step()
    driver.key(pygame.K_PAGEUP)  # back to the start of a round, then a step at a time
    for _ in range(5):
        driver.key(pygame.K_RIGHT)
    assert _status_head(app) == round_of_step()
    scene.go_to(rounds[6] - 3)  # played on at speed across the start of round 7
    driver.key(pygame.K_SPACE)
    for _ in range(20):
        app.frame(0.1)
    assert scene.game.state.round == round_in_log() >= 7
    assert _status_head(app) == round_of_step()
