"""The base of the board's painters: a surface's worth of drawing from the game, the table's
geometry and the human's offer, recording a hotspot for each thing that may be pointed at."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.puerto_rico.scenes.building_tile import building_tip, fit_text
from game.puerto_rico.scenes.hotspots import Frame, Hotspot, Offer

if TYPE_CHECKING:
    from game.puerto_rico.engine import Game
    from game.puerto_rico.scenes.board import BoardScene
    from game.shell.app import App

TEXT_HEIGHT = 0.55  # words fitted in a band start at this share of its height (several lines)
SMALL_TILE = 80  # a building tile narrower than this shows its icon and slots, no words


class Painter:
    """Draws part of the board scene into a surface; `spots` receives its hotspots (a list the
    scene keeps, or a throwaway one for a picture that is only for reading)."""

    def __init__(self, board: BoardScene, frame: Frame, spots: list[Hotspot]) -> None:
        self.board = board
        self.frame = frame
        self.spots = spots
        self.app: App = board.app
        self.game: Game = board.shown  # the paced display: the table as the player sees it
        self.offer: Offer = board.offer

    def R(self, zone: str | pygame.Rect) -> pygame.Rect:
        return self.frame.R(zone)

    def P(self, point: tuple[float, float]) -> tuple[int, int]:
        return self.frame.P(point)

    def px(self, n: float) -> int:
        return self.frame.px(n)

    def t(self, key: str, **fields: Any) -> str:
        return self.app.t.t(key, **fields)

    def _count(self, unit: str, n: int) -> str:
        return self.app.t.plural(f"units.{unit}", n)

    def _figure_img(self, citizen: bool, size: tuple[int, int]) -> pygame.Surface:
        return self.app.assets.image("citizen" if citizen else "worker", size)

    def _building_tip(self, bid: str) -> str:
        return building_tip(self.t, self.game.bdefs[bid], self.app.settings.language)

    def _fit_text(
        self,
        surface: pygame.Surface,
        text: str,
        band: pygame.Rect,
        bold: bool = True,
        lines: int = 2,
    ) -> None:
        """Write text inside a band, shrinking the font until it fits."""
        fit_text(surface, self.app.assets, text, band, bold=bold, lines=lines, height=TEXT_HEIGHT)

    def _draw_building_tile(
        self,
        surface: pygame.Surface,
        bid: str,
        rect: pygame.Rect,
        occupants: int | None,
        citizens: int = 0,
    ) -> None:
        """Blit a building tile with `occupants` figures in its slots (None: an empty tile)."""
        b = self.game.bdefs[bid]
        language = self.app.settings.language
        tile = self.board.tiles.tile(b, rect.size, language, occupants=occupants, citizens=citizens)
        surface.blit(tile, rect)

    def colour_of(self, seat: int) -> tuple[int, int, int]:
        return self.board.colour_of(seat)
