"""Building tiles drawn from their sprite frame and the catalog: icon, name, cost, VP and slots.

The board scene (supply columns, city spaces, with the figures in their slots) and the building
draft paint their tiles here, with the same sprite anchors, text fitting and tooltips.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.puerto_rico.catalog import BuildingDef
from game.shell.assets import INK, Assets
from game.shell.widgets import FLOOR, NAME, blit_text, ellipsize

Box = Callable[[list[float]], pygame.Rect]
Point = Callable[[list[float]], tuple[int, int]]


def sprite_info(assets: Assets, name: str) -> dict[str, Any]:
    """The manifest entry of a sprite (display size, bands, anchor points), or {}."""
    info = assets.manifest.get("sprites", {}).get(f"{name}.png", {})
    return info if isinstance(info, dict) else {}


def mapper(
    assets: Assets, name: str, rect: pygame.Rect
) -> tuple[dict[str, Any], Point, Box, float]:
    """Map a sprite's display coordinates (from the manifest) into `rect`."""
    info = sprite_info(assets, name)
    dw, dh = info.get("display_size", rect.size)
    sx, sy = rect.w / dw, rect.h / dh

    def point(p: list[float]) -> tuple[int, int]:
        return rect.x + round(p[0] * sx), rect.y + round(p[1] * sy)

    def box(b: list[float]) -> pygame.Rect:
        return pygame.Rect(
            rect.x + round(b[0] * sx),
            rect.y + round(b[1] * sy),
            round(b[2] * sx),
            round(b[3] * sy),
        )

    return info, point, box, min(sx, sy)


def fit_size(
    assets: Assets,
    text: str,
    band: pygame.Rect,
    bold: bool = True,
    lines: int = 2,
    height: float = 0.7,
    floor: int = FLOOR[NAME],
) -> int:
    """The largest font size (from a size that suits the band) at which `text` fits in it,
    never below `floor` (a name's readable size: `fit_text` then ends it in an ellipsis).
    `height` is the share of the band's height the first size tried takes on several lines."""
    size = max(floor, int(band.h * (0.95 if lines == 1 else height)))
    while size > floor:
        wrapped = assets.wrap(text, size, band.w, bold=bold)
        font = assets.font(size, bold)
        line_h = font.get_linesize() - 2
        fits = all(font.size(line)[0] <= band.w for line in wrapped)
        if fits and len(wrapped) <= lines and line_h * len(wrapped) <= band.h + 1:
            break
        size -= 1
    return size


def fit_text(
    surface: pygame.Surface,
    assets: Assets,
    text: str,
    band: pygame.Rect,
    colour: tuple[int, ...] = INK,
    bold: bool = True,
    lines: int = 2,
    size: int | None = None,
    height: float = 0.7,
    room: pygame.Rect | None = None,
) -> None:
    """Write text centred in a band, shrinking the font until it fits (or at `size`); at the
    readable floor, what does not fit in `lines` lines ends in an ellipsis. The lines may
    spill above and below the band, within `room` (the card or tile it is printed on)."""
    if size is None:
        size = fit_size(assets, text, band, bold, lines, height)
    wrapped = assets.wrap(text, size, band.w, bold=bold)
    if len(wrapped) > lines:
        wrapped = [*wrapped[: lines - 1], " ".join(wrapped[lines - 1 :])]
    wrapped = [ellipsize(assets, line, size, band.w, bold) for line in wrapped]
    line_h = assets.font(size, bold).get_linesize() - 2
    y = band.centery - line_h * len(wrapped) // 2
    if room is not None:  # keep the block inside its room when it is taller than the band
        y = max(room.y, min(y, room.bottom - line_h * len(wrapped)))
    outer = room or band
    box = pygame.Rect(band.x, outer.y, band.w, outer.h)
    for line in wrapped:
        at = (band.centerx, y)
        blit_text(surface, assets, line, at, size, colour, "midtop", bold=bold, box=box)
        y += line_h


def building_name(b: BuildingDef, language: str) -> str:
    return b.name_fr if language == "fr" else b.name_en


def building_tip(t: Callable[..., str], b: BuildingDef, language: str) -> str:
    """Name, printed facts and effect: the text of a building's tooltip."""
    text = b.text_fr if language == "fr" else b.text_en
    facts = t("board.building_facts", cost=b.cost, vp=b.vp, slots=b.slots, level=b.level)
    return f"{building_name(b, language)} — {facts}\n{text}"


class TilePainter:
    """Paints building tiles once per size, occupancy and language, then serves them from a cache.

    `name_height` sizes the names (see `fit_size`); tiles narrower than `small_below` pixels
    show only their icon and slots (the board's crowded columns), the tooltip names them.
    """

    def __init__(self, assets: Assets, name_height: float = 0.7, small_below: int = 0) -> None:
        self.assets = assets
        self.name_height = name_height
        self.small_below = small_below
        self._cache: dict[tuple[Any, ...], pygame.Surface] = {}

    def tile(
        self,
        b: BuildingDef,
        size: tuple[int, int],
        language: str,
        name_size: int | None = None,
        occupants: int | None = None,
        citizens: int = 0,
    ) -> pygame.Surface:
        """The tile at `size`; with `occupants` figures in its slots, the first `citizens` of
        them citizens."""
        # The cost is in the key because the cost-swap rule changes it for a whole game.
        key = (b.id, b.cost, name_size, occupants, citizens, size[0], size[1], language)
        tile = self._cache.get(key)
        if tile is None:
            if len(self._cache) > 600:
                self._cache.clear()
            tile = pygame.Surface(size, pygame.SRCALPHA)
            self.paint(tile, b, tile.get_rect(), language, name_size, occupants, citizens)
            self._cache[key] = tile
        return tile

    def slot_centres(self, b: BuildingDef, rect: pygame.Rect) -> tuple[list[tuple[int, int]], int]:
        """Where the building's slots sit inside `rect`, and their radius."""
        if rect.w < self.small_below:
            r = max(3, rect.w // 12)
            bottom = rect.bottom - r - 3
            return [(rect.right - r - 3 - n * (2 * r + 2), bottom) for n in range(b.slots)], r
        info, point, _box, k = mapper(self.assets, _frame(b, rect), rect)
        r = max(3, round(info.get("slot_radius", 8) * k))
        return [point(c) for c in info.get("slots", [])[: b.slots]], r

    def name_band(self, b: BuildingDef, rect: pygame.Rect) -> tuple[pygame.Rect, int]:
        """Where the name goes on a tile of this size, and on how many lines at most."""
        frame = _frame(b, rect)
        info, _point, box, _k = mapper(self.assets, frame, rect)
        band = box(info.get("name_band", [0, 0, *info.get("display_size", rect.size)]))
        if "text_band" in info and frame != "building_large":
            band = band.union(box(info["text_band"]))  # the name may take both bands
        return band, 2 if band.h > 18 else 1

    def name_size_cap(
        self, buildings: list[BuildingDef], size: tuple[int, int], language: str
    ) -> int:
        """A cap on name sizes so that rows of tiles read evenly: short names are not shouted,
        and only the longest few names go below it (to fit)."""
        sizes = []
        for b in buildings:
            band, _lines = self.name_band(b, pygame.Rect((0, 0), size))
            name = building_name(b, language)
            sizes.append(fit_size(self.assets, name, band, lines=2, height=self.name_height))
        sizes.sort()
        return sizes[len(sizes) // 5] if sizes else 12

    def paint(
        self,
        surface: pygame.Surface,
        b: BuildingDef,
        rect: pygame.Rect,
        language: str,
        name_size: int | None = None,
        occupants: int | None = None,
        citizens: int = 0,
    ) -> None:
        a = self.assets
        frame = _frame(b, rect)
        surface.blit(a.image(frame, rect.size), rect)
        icon_name = f"icon_{b.id}" if a.has_image(f"icon_{b.id}") else "icon_default"
        if rect.w < self.small_below:
            # Too small for words: the icon and the slots say it; the tooltip names it.
            side = min(rect.w, rect.h) - 8
            img = a.image(icon_name, (side, side))
            surface.blit(img, img.get_rect(center=(rect.centerx, rect.centery - rect.h // 8)))
        else:
            self._paint_face(surface, b, rect, frame, icon_name, language, name_size)
        centres, r = self.slot_centres(b, rect)
        for n, centre in enumerate(centres):
            slot = a.image("slot", (2 * r, 2 * r))
            surface.blit(slot, slot.get_rect(center=centre))
            if occupants is not None and n < occupants:
                # Citizens take the first slots, so the eye finds them in the same place.
                figure = "citizen" if n < citizens else "worker"
                img = a.image(figure, (round(1.8 * r), round(2.3 * r)))
                surface.blit(img, img.get_rect(center=centre))

    def _needs_third_line(self, name: str, band: pygame.Rect, size: int | None) -> bool:
        """Whether `name` still takes more than two lines of `band` at its size (or the
        readable floor)."""
        if size is None:
            size = fit_size(self.assets, name, band, lines=2, height=self.name_height)
        return len(self.assets.wrap(name, size, band.w, bold=True)) > 2

    def _paint_face(
        self,
        surface: pygame.Surface,
        b: BuildingDef,
        rect: pygame.Rect,
        frame: str,
        icon_name: str,
        language: str,
        name_size: int | None,
    ) -> None:
        """The printed face: icon, name, cost and VP where the frame's sprite anchors them."""
        a = self.assets
        info, point, box, k = mapper(a, frame, rect)
        if "icon" in info:
            icon = box(info["icon"])
            side = min(icon.w, icon.h)
            img = a.image(icon_name, (side, side))
            surface.blit(img, img.get_rect(center=icon.center))
        if "name_band" in info:
            band, lines = self.name_band(b, rect)
            name = building_name(b, language)
            height = self.name_height
            if name_size is not None:
                lines = 2
                name_size = min(name_size, fit_size(a, name, band, lines=2, height=height))
            if lines == 2 and self._needs_third_line(name, band, name_size):
                # A long official name ("Petite exploitation de Fruits") reads whole on three
                # lines spilling into the tile's margin, rather than ending in an ellipsis.
                lines = 3
            fit_text(surface, a, name, band, lines=lines, size=name_size, height=height, room=rect)
        size = max(9, round(15 * k))
        for key, value in (("cost", b.cost), ("vp", b.vp)):
            if key in info:
                blit_text(surface, a, str(value), point(info[key]), size, INK, "center", bold=True)


def _frame(b: BuildingDef, rect: pygame.Rect) -> str:
    """The tile sprite: production or commercial; a large building's own frame when tall."""
    if b.size == "large" and rect.h > rect.w * 0.8:
        return "building_large"
    return "building_small_production" if b.is_production else "building_small"
