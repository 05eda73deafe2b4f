"""The base of the board's painters: a surface's worth of drawing from the game, the table's
geometry and the human's offer, recording a hotspot for each thing that may be pointed at."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.puerto_rico.scenes.building_tile import building_tip, fit_size, fit_text
from game.puerto_rico.scenes.hotspots import Frame, Hotspot, Offer

if TYPE_CHECKING:
    from game.puerto_rico.engine import Game
    from game.puerto_rico.scenes.board import BoardScene
    from game.shell.app import App

TEXT_HEIGHT = 0.55  # words fitted in a band start at this share of its height (several lines)
SMALL_TILE = 100  # a building tile narrower than this shows its icon and slots, no words


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
        room: pygame.Rect | None = None,
        size: int | None = None,
    ) -> None:
        """Write text inside a band, shrinking the font until it fits (down to a readable
        floor, then with an ellipsis), or at `size`; `room` is the card it may spill over."""
        a = self.app.assets
        fit_text(
            surface, a, text, band, bold=bold, lines=lines, height=TEXT_HEIGHT, room=room, size=size
        )

    def _even_size(
        self, texts: list[tuple[str, pygame.Rect]], bold: bool, lines: int, every: bool = False
    ) -> int:
        """One size for a row of like texts (role cards' privileges): the size at which most
        of them (`every`: all of them) fit their bands, so that the row reads evenly; the
        longest end in an ellipsis rather than going below a readable floor."""
        sizes = sorted(
            fit_size(self.app.assets, text, band, bold, lines, TEXT_HEIGHT) for text, band in texts
        )
        if not sizes:
            return 12
        return sizes[0] if every else sizes[len(sizes) // 5]

    def _draw_building_tile(
        self,
        surface: pygame.Surface,
        bid: str,
        rect: pygame.Rect,
        occupants: int | None,
        citizens: int = 0,
        name_size: int | None = None,
    ) -> None:
        """Blit a building tile with `occupants` figures in its slots (None: an empty tile);
        `name_size` caps its name's size (a row of tiles reads evenly)."""
        b = self.game.bdefs[bid]
        language = self.app.settings.language
        tile = self.board.tiles.tile(
            b, rect.size, language, name_size, occupants=occupants, citizens=citizens
        )
        surface.blit(tile, rect)

    def colour_of(self, seat: int) -> tuple[int, int, int]:
        return self.board.colour_of(seat)
