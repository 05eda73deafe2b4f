"""A headless App and a driver that plays it with synthetic mouse and keyboard events."""

from __future__ import annotations

import os
from collections.abc import Iterator

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.shell.app import App
from game.shell.persistence import Settings


@pytest.fixture
def app(tmp_path, monkeypatch) -> Iterator[App]:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("PR1897_HOME", str(tmp_path / "home"))
    settings = Settings()
    settings.ai_speed = "instant"
    settings.animation_speed = "off"
    settings.sound = False
    settings.round_pause = "never"  # the pacing tests ask for the pause at a round's end
    application = App(settings=settings, headless=True)
    yield application
    application.close()


class Driver:
    """Posts real pygame events into the App's queue and runs frames, as a player's hand would."""

    def __init__(self, app: App) -> None:
        self.app = app

    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.frame(1 / 60)

    def post(self, kind: int, **attrs: object) -> None:
        pygame.event.post(pygame.event.Event(kind, **attrs))

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.frames(1)

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        self.post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        self.frames(1)
        mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
        self.post(pygame.MOUSEMOTION, pos=mid, rel=(0, 0), buttons=(1, 0, 0))
        self.frames(1)
        self.post(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
        self.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        self.frames(1)

    def key(self, key: int) -> None:
        self.post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
        self.post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)
        self.frames(1)

    def type_text(self, text: str) -> None:
        self.post(pygame.TEXTINPUT, text=text)
        self.frames(1)


@pytest.fixture
def driver(app: App) -> Driver:
    return Driver(app)


SENTINEL = (255, 0, 255)  # a colour no scene paints: what is left of it was never drawn over


class Canvas:
    """The window cleared to a sentinel colour before a render, so a test can tell what the
    scene painted from what was already there (a render test over an uncleared screen passes
    even when the scene draws nothing)."""

    def __init__(self, app: App) -> None:
        self.app = app

    def clear(self) -> None:
        self.app.screen.fill(SENTINEL)

    def render(self, dt: float = 1 / 60) -> pygame.Surface:
        """Clear to the sentinel, then run one frame (input, update, draw)."""
        self.clear()
        self.app.frame(dt)
        return self.app.screen

    def painted_share(self, rect: pygame.Rect | None = None, step: int = 7) -> float:
        """The share of sampled pixels (in `rect`, else the window) no longer the sentinel."""
        area = rect or self.app.screen.get_rect()
        samples = [
            tuple(self.app.screen.get_at((x, y)))[:3]
            for x in range(area.left, area.right, step)
            for y in range(area.top, area.bottom, step)
        ]
        return sum(1 for c in samples if c != SENTINEL) / max(1, len(samples))

    def colours(self, step_x: int = 37, step_y: int = 29) -> int:
        """How many different colours a coarse sample of the window holds."""
        w, h = self.app.screen.get_size()
        return len(
            {
                tuple(self.app.screen.get_at((x, y)))
                for x in range(0, w, step_x)
                for y in range(0, h, step_y)
            }
        )


@pytest.fixture
def canvas(app: App) -> Canvas:
    return Canvas(app)


def lift_layout(driver: Driver, board, seat: int = 0) -> None:  # type: ignore[no-untyped-def]
    """Drag every figure of the pre-placed (suggested) mayor layout back onto the portrait, as
    a player who wants to lay out from scratch would."""
    driver.frames(1)
    layout = board.mayor_layout
    assert layout is not None and layout.seat == seat, "no layout stands on the board"
    portrait = next(s for s in board.hotspots if s.kind == "portrait" and s.seat == seat)
    for place in list(layout.figures):
        while layout.figures.get(place, 0):
            spot = next(
                s
                for s in reversed(board.hotspots)
                if s.kind in ("tile", "building") and s.value == place and s.seat == seat
            )
            before = layout.figures[place]
            driver.drag(spot.rect.center, portrait.rect.center)
            assert layout.figures[place] == before - 1, f"could not lift a figure off {place}"
    assert layout.placement() == ()


@pytest.fixture
def lift(driver: Driver):  # type: ignore[no-untyped-def]
    """`lift(board, seat=0)`: clear the pre-placed mayor layout by dragging (`lift_layout`)."""
    return lambda board, seat=0: lift_layout(driver, board, seat)
