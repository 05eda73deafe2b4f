"""Drawing San Juan's cards: the generated sprites (assets/san_juan/sprites, tools/make_sj_art.py)
with their name, cost and VP written on the blank bands in the player's language."""

from __future__ import annotations

import pygame

from game.paths import box_assets
from game.san_juan.catalog import CardDef
from game.shell.assets import INK, Assets
from game.shell.widgets import blit_text

SPRITES = box_assets("san_juan") / "sprites"
CARD_SIZE = (100, 140)  # the sprites' display size; every band below is in these units
COST_AT = (14, 14)
VP_AT = (86, 14)
NAME_BAND = (6, 26, 88, 16)
TEXT_BAND = (7, 98, 86, 36)
HIGHLIGHT = (255, 214, 92)
DIMMED = (30, 20, 12, 130)


class CardArt:
    """The box's sprites, loaded once and scaled on demand (cached per size)."""

    def __init__(self, assets: Assets) -> None:
        self.assets = assets
        self._base: dict[str, pygame.Surface] = {}
        self._scaled: dict[tuple[str, int, int], pygame.Surface] = {}

    def image(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        key = (name, max(1, size[0]), max(1, size[1]))
        found = self._scaled.get(key)
        if found is None:
            base = self._base.get(name)
            if base is None:
                path = SPRITES / f"{name}.png"
                base = pygame.image.load(str(path))
                if pygame.display.get_surface() is not None:
                    base = base.convert_alpha()
                self._base[name] = base
            found = pygame.transform.smoothscale(base, key[1:])
            if len(self._scaled) > 600:
                self._scaled.clear()
            self._scaled[key] = found
        return found

    def back(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        surface.blit(self.image("card_back", rect.size), rect)

    def face(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        card: CardDef,
        name: str,
        effect: str = "",
        sprite: str = "",
    ) -> None:
        """A card face (or a role card, with `sprite` and no cost) filling `rect`."""
        surface.blit(self.image(sprite or f"card_{card.id}", rect.size), rect)
        k = rect.w / CARD_SIZE[0]
        a = self.assets
        if not sprite:
            for value, at in ((card.cost, COST_AT), (card.vp, VP_AT)):
                pos = (rect.x + at[0] * k, rect.y + at[1] * k)
                blit_text(surface, a, str(value), pos, max(9, int(17 * k)), INK, "center", True)
        self.band(surface, rect, NAME_BAND, name, bold=True)
        if effect:
            self.text_band(surface, rect, effect)

    def band(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        band: tuple[int, ...],
        text: str,
        bold: bool,
    ) -> None:
        """One line of text fitted into a band of the card (smaller for long names)."""
        k = rect.w / CARD_SIZE[0]
        x, y, w, h = (round(v * k) for v in band)
        text, size = self.fitted(text, w - 4, max(8, int(h * 0.95)), bold)
        centre = (rect.x + x + w / 2, rect.y + y + h / 2 + 1)
        blit_text(surface, self.assets, text, centre, size, INK, "center", bold)

    def fitted(self, text: str, width: int, size: int, bold: bool) -> tuple[str, int]:
        """`text` and a font size at most `size` that fit `width` pixels: smaller down to 8,
        then cut with an ellipsis (a long French name on a small city card; the zoom and the
        tooltip show it whole)."""
        font = self.assets.font
        while size > 8 and font(size, bold).size(text)[0] > width:
            size -= 1
        if font(size, bold).size(text)[0] > width:
            while len(text) > 1 and font(size, bold).size(text.rstrip() + "…")[0] > width:
                text = text[:-1]
            text = text.rstrip() + "…"
        return text, size

    def text_band(self, surface: pygame.Surface, rect: pygame.Rect, text: str) -> None:
        """The effect, wrapped in the lower band (only on a card big enough to read)."""
        k = rect.w / CARD_SIZE[0]
        x, y, w, h = (round(v * k) for v in TEXT_BAND)
        size = max(10, int(9 * k))
        lines = self.assets.wrap(text, size, w - 6)
        while size > 10 and len(lines) * self.assets.font(size).get_linesize() > h:
            size -= 1
            lines = self.assets.wrap(text, size, w - 6)
        line_h = self.assets.font(size).get_linesize()
        for i, line in enumerate(lines[: max(1, h // line_h)]):
            blit_text(
                surface, self.assets, line, (rect.x + x + 3, rect.y + y + 2 + i * line_h), size
            )


def card_rect(centre: tuple[int, int], height: int) -> pygame.Rect:
    """A card of `height` pixels at the sprites' proportions, centred on `centre`."""
    w = round(height * CARD_SIZE[0] / CARD_SIZE[1])
    rect = pygame.Rect(0, 0, w, height)
    rect.center = centre
    return rect


def mark(
    surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], width: int = 3
) -> None:
    pygame.draw.rect(surface, colour, rect.inflate(width * 2, width * 2), width, border_radius=8)


def dim(surface: pygame.Surface, rect: pygame.Rect) -> None:
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, DIMMED, shade.get_rect(), border_radius=7)
    surface.blit(shade, rect)
