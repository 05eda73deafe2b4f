"""Flights: sprites that travel across the table to show what an event moved."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

DURATIONS = {"off": 0.0, "slow": 0.9, "normal": 0.5, "fast": 0.28}


@dataclass
class Flight:
    """One sprite moving from `start` to `end` (layout coordinates) over `duration` seconds."""

    sprite: str
    start: tuple[float, float]
    end: tuple[float, float]
    size: tuple[int, int]
    duration: float
    delay: float = 0.0
    t: float = 0.0

    @property
    def done(self) -> bool:
        return self.t >= self.delay + self.duration

    def position(self) -> tuple[float, float] | None:
        if self.t < self.delay:
            return None
        k = min(1.0, (self.t - self.delay) / self.duration) if self.duration else 1.0
        k = 1 - (1 - k) ** 3  # ease out: quick start, gentle landing
        x = self.start[0] + (self.end[0] - self.start[0]) * k
        y = self.start[1] + (self.end[1] - self.start[1]) * k
        y -= 40 * 4 * k * (1 - k)  # a small arc
        return x, y


class Animator:
    """Keeps the flights in the air; the board asks it whether anything is still moving."""

    def __init__(self) -> None:
        self.flights: list[Flight] = []

    @property
    def busy(self) -> bool:
        return bool(self.flights)

    def launch(
        self,
        sprite: str,
        start: tuple[float, float],
        end: tuple[float, float],
        speed: str,
        size: tuple[int, int] = (28, 28),
        count: int = 1,
    ) -> None:
        duration = DURATIONS.get(speed, 0.5)
        if duration <= 0:
            return
        for i in range(min(count, 6)):
            self.flights.append(Flight(sprite, start, end, size, duration, delay=i * 0.06))

    def update(self, dt: float) -> None:
        for f in self.flights:
            f.t += dt
        self.flights = [f for f in self.flights if not f.done]

    def clear(self) -> None:
        self.flights.clear()

    def draw(self, surface: pygame.Surface, image_at, to_screen_point, scale: float) -> None:  # type: ignore[no-untyped-def]
        for f in self.flights:
            pos = f.position()
            if pos is None:
                continue
            w, h = int(f.size[0] * scale), int(f.size[1] * scale)
            x, y = to_screen_point(pos)
            surface.blit(image_at(f.sprite, (w, h)), (x - w // 2, y - h // 2))
