"""What the board offers the pointer: hotspots, the table's geometry in window pixels, and the
legal actions of the human to act, asked of the engine once per change of the game."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.puerto_rico.engine import Action, Game
from game.shell.tiled import TableLayout


@dataclass
class Hotspot:
    """A clickable thing on the table, in screen coordinates, with what it stands for."""

    rect: pygame.Rect
    kind: str  # role, plantation, quarry, building, ship, private_ship, good, tile, slot, ...
    value: Any = None
    seat: int | None = None
    tip: str = ""
    figure: str | None = None  # "worker" or "citizen" standing exactly here (a slot, a tile)


def hit(spots: list[Hotspot], pos: tuple[int, int]) -> Hotspot | None:
    """The topmost hotspot under `pos` (the last one drawn wins)."""
    for spot in reversed(spots):
        if spot.rect.collidepoint(pos):
            return spot
    return None


@dataclass(frozen=True)
class Frame:
    """The table map fitted to a window: layout zones and points in window pixels."""

    table: TableLayout
    scale: float = 1.0
    offset: tuple[float, float] = (0, 0)

    def R(self, zone: str | pygame.Rect) -> pygame.Rect:
        """A layout zone (or layout rect) in screen coordinates."""
        rect = self.table.zone(zone) if isinstance(zone, str) else zone
        s = self.scale
        ox, oy = self.offset
        return pygame.Rect(
            round(ox + rect.x * s), round(oy + rect.y * s), round(rect.w * s), round(rect.h * s)
        )

    def P(self, point: tuple[float, float]) -> tuple[int, int]:
        return (
            round(self.offset[0] + point[0] * self.scale),
            round(self.offset[1] + point[1] * self.scale),
        )

    def px(self, n: float) -> int:
        return max(10, round(n * self.scale))


@dataclass
class Offer:
    """The decisions open to the human to act (none while a computer seat or an animation has
    the table), taken from the engine once when the game changes and read by every painter."""

    seat: int | None = None
    decision: str | None = None
    legal: list[Action] = field(default_factory=list)

    @classmethod
    def of(cls, game: Game, seat: int | None) -> Offer:
        if seat is None:
            return cls(None, game.decision)
        return cls(seat, game.decision, game.legal_actions())

    def values(self, kind: str) -> set[Any]:
        return {a.value for a in self.legal if a.kind == kind}

    def find(self, kind: str, value: Any = None) -> Action | None:
        for a in self.legal:
            if a.kind == kind and (value is None or a.value == value):
                return a
        return None

    def any(self, *kinds: str) -> bool:
        return any(a.kind in kinds for a in self.legal)
