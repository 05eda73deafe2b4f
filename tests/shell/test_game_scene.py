"""The shared game-scene base, played with a made-up box (a counting game): no box is imported,
so San Juan and Santiago de Cuba can sit on the same base."""

from __future__ import annotations

import ast
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game.shell.app import App
from game.shell.game_scene import FLASH_SECONDS, LOG_LINES, GameScene, seat_colour
from game.shell.persistence import Settings
from game.shell.scene import Scene

ROOT = Path(__file__).resolve().parents[2]


@dataclass
class Count:
    """A box's game in miniature: seats take turns adding one until ten."""

    total: int = 0
    seats: int = 2

    @property
    def state(self) -> Count:
        return self

    @property
    def actions_taken(self) -> int:
        return self.total

    @property
    def current_seat(self) -> int:
        return self.total % self.seats

    def clone(self) -> Count:
        return Count(self.total, self.seats)

    def seat_copy(self, seat: int, seed: int) -> Count:
        return self.clone()  # nothing is hidden in counting

    def legal_actions(self) -> list[str]:
        return ["add"]


@dataclass
class Player:
    name: str
    colour: str
    human: bool

    @property
    def is_human(self) -> bool:
        return self.human


@dataclass
class Added:
    """The counting game's only event."""

    seat: int


class Adder:
    def choose(self, game: Count, legal: list[str]) -> str:
        return legal[0]


@dataclass
class CountSession:
    game: Count
    seats: list[Player]
    agents: dict[int, Any] = field(default_factory=dict)
    saved: list[str] = field(default_factory=list)
    disk_full: bool = False

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def apply(self, action: str) -> list[Any]:
        self.game.total += 1
        return []

    def save(self, slot: str, label: str = "") -> None:
        if self.disk_full:
            raise OSError("disk full")
        self.saved.append(label)


class Card(Scene):
    modal = True

    def __init__(self, app: App, title: str) -> None:
        super().__init__(app)
        self.title = title


class CountScene(GameScene):
    def __init__(self, app: App, session: CountSession) -> None:
        super().__init__(
            app,
            session,
            describe=lambda e, hide_vp: f"seat {e.seat} adds one" + (" (hidden)" * hide_vp),
            pause_menu=lambda scene: Card(scene.app, "menu"),
            handover=lambda name: Card(app, name),
        )
        self.offers = 0

    def refresh(self) -> None:
        self.offers += 1

    def advance(self, dt: float) -> None:
        seat = self.game.current_seat
        if self.session.seats[seat].is_human:
            self.hand_over(seat)
            return
        action = self.pace_ai(seat, dt)
        if action is not None:
            self.session.apply(action)


@pytest.fixture
def app(tmp_path, monkeypatch) -> Iterator[App]:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("PR1897_HOME", str(tmp_path / "home"))
    settings = Settings()
    settings.ai_speed = "instant"
    settings.sound = False
    application = App(settings=settings, headless=True)
    yield application
    application.close()


def test_the_base_imports_no_box() -> None:
    for module in ("game_scene.py", "ai_worker.py", "scene.py", "tiled.py"):
        tree = ast.parse((ROOT / "game" / "shell" / module).read_text(encoding="utf-8"))
        imported = [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)] + [
            a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names
        ]
        assert not [m for m in imported if m.startswith("game.puerto_rico")], module


def test_log_keeps_the_latest_lines_and_flashes_fade(app: App) -> None:
    scene = CountScene(app, CountSession(Count(), [Player("Ana", "blue", True)] * 2))
    for i in range(LOG_LINES + 5):
        scene.note("menu.box_tip", title=f"line {i}")
    lines = scene.log_lines()
    assert len(lines) == LOG_LINES and f"line {LOG_LINES + 4}" in lines[-1][0]
    assert lines[0][0] == "Play line 5"  # the oldest five went
    scene.log_event(Added(seat=1))
    assert scene.log_lines()[-1] == ("seat 1 adds one", seat_colour("blue"))
    scene._flash("Not now.")
    assert scene.flashing
    scene.update(FLASH_SECONDS + 0.1)
    assert not scene.flashing


def test_computer_turns_are_paced_and_the_offer_follows_the_game(app: App) -> None:
    session = CountSession(Count(), [Player("Bot", "red", False), Player("Bot 2", "blue", False)])
    session.agents = {0: Adder(), 1: Adder()}
    scene = CountScene(app, session)
    app.push(scene)
    offers = scene.offers
    assert offers == 1  # laid out once
    for _ in range(400):
        app.frame(1 / 60)
        scene.ai.wait(1.0)
        if session.game.total >= 3:
            break
    assert session.game.total >= 3
    # One rebuild per move at most, never one per frame.
    assert offers < scene.offers <= offers + session.game.total


def test_hot_seat_hand_over_and_pause_menu(app: App) -> None:
    session = CountSession(Count(), [Player("Ana", "red", True), Player("Bob", "blue", True)])
    scene = CountScene(app, session)
    app.push(scene)
    app.frame(1 / 60)
    assert isinstance(app.top, Card) and app.top.title == "Ana" and scene.viewer == 0
    app.pop()
    session.apply("add")
    app.frame(1 / 60)
    assert isinstance(app.top, Card) and app.top.title == "Bob" and scene.viewer == 1
    app.pop()
    scene._open_menu()
    assert isinstance(app.top, Card) and app.top.title == "menu"


def test_a_full_disk_is_flashed_not_raised(app: App) -> None:
    session = CountSession(Count(), [Player("Ana", "red", True)], disk_full=True)
    scene = CountScene(app, session)
    scene._autosave("autosave")
    assert scene.message == "disk full"
    session.disk_full = False
    scene._autosave("round 2")
    assert session.saved == ["round 2"]
