"""Layouts from Tiled maps: named zones (rect, type, properties) in 1600 x 900 space, fitted to
the window. `load_map` reads any map's `zones` layer; `load_table` is the Puerto Rico table."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

import pygame
import pytmx

from game.paths import box_assets
from game.shell.assets import BOX

LAYOUT_SIZE = (1600, 900)
ZONES_LAYER = "zones"
GOODS = ("corn", "fruit", "sugar", "tobacco", "coffee")
SEAT_PARTS = ("board", "header", "portrait")
SEAT_CELLS = ("island", "city")  # 12 each, numbered row * 4 + col
CELLS_PER_SEAT = 12


def _maps_dir() -> Path:
    return box_assets(BOX) / "maps"


class LayoutError(Exception):
    """A table map is missing, unreadable, or lacks zones the screen needs."""


def REQUIRED_ZONES(seats: int) -> list[str]:
    """Every zone name the screen code looks up for a table of `seats` players."""
    names = [f"role_{i}" for i in range(9)]
    names += ["vp_supply", "bank", "worker_supply", "hiring_hall", "status", "button_menu"]
    names += ["display", "quarry_stack", "ship_0", "ship_1", "ship_2", "private_ships"]
    names += ["trading_house", *(f"trade_{i}" for i in range(4))]
    names += ["goods_supply", *(f"goods_{g}" for g in GOODS)]
    names += ["building_supply", *(f"level_{i}" for i in range(1, 5))]
    names += ["log", "button_done", "button_pass", "button_since"]
    for s in range(seats):
        names += [f"seat{s}_{part}" for part in SEAT_PARTS]
        names += [f"seat{s}_{cell}_{k}" for cell in SEAT_CELLS for k in range(CELLS_PER_SEAT)]
    return names


def natural_key(name: str) -> tuple[object, ...]:
    """Sort key that puts role_2 before role_10 (digit runs compare as numbers)."""
    return tuple(int(p) if p.isdigit() else p for p in re.split(r"(\d+)", name))


@dataclass(frozen=True)
class Zone:
    name: str
    type: str
    rect: pygame.Rect
    properties: dict[str, object] = field(default_factory=dict)


@dataclass
class TableLayout:
    """The zones of one table map. Rects are in layout space; `to_screen` maps them to a window."""

    path: Path
    seats: int
    zones: dict[str, Zone]
    size: tuple[int, int] = LAYOUT_SIZE

    def has(self, name: str) -> bool:
        return name in self.zones

    def zone(self, name: str) -> pygame.Rect:
        try:
            rect = self.zones[name].rect
        except KeyError:
            raise KeyError(f"{self.path}: no zone named {name!r}") from None
        return rect.copy()  # a copy, so callers cannot move the layout by mutating a Rect

    def zone_type(self, name: str) -> str:
        return self.zones[name].type

    def properties(self, name: str) -> dict[str, object]:
        return dict(self.zones[name].properties)

    def prop(self, name: str, key: str, default: object = None) -> object:
        """A custom property of a zone (a font size, a gap), or `default`."""
        return self.zones[name].properties.get(key, default)

    def zones_by_type(self) -> dict[str, list[Zone]]:
        """Every zone grouped by its object type, names in natural order, for code that
        dispatches on what a zone is."""
        grouped: dict[str, list[Zone]] = {}
        for z in sorted(self.zones.values(), key=lambda z: natural_key(z.name)):
            grouped.setdefault(z.type, []).append(z)
        return grouped

    def zones_of_type(self, zone_type: str) -> list[tuple[str, pygame.Rect]]:
        found = [z for z in self.zones.values() if z.type == zone_type]
        return [(z.name, z.rect.copy()) for z in sorted(found, key=lambda z: natural_key(z.name))]

    def seat_zone(self, seat: int, part: str, k: int | None = None) -> pygame.Rect:
        """E.g. `seat_zone(1, "city", 5)` is zone `seat1_city_5`."""
        name = f"seat{seat}_{part}" if k is None else f"seat{seat}_{part}_{k}"
        return self.zone(name)

    def fit(self, window_size: tuple[int, int]) -> tuple[float, tuple[int, int]]:
        """Uniform scale and letterbox offset that centre the layout in a window."""
        ww, wh = window_size
        lw, lh = self.size
        scale = min(ww / lw, wh / lh)
        return scale, (round((ww - lw * scale) / 2), round((wh - lh * scale) / 2))

    def to_screen(self, rect: pygame.Rect, window_size: tuple[int, int]) -> pygame.Rect:
        scale, (ox, oy) = self.fit(window_size)
        # Round the edges, not the size, so zones that touch in layout space still touch on screen.
        left, top = round(rect.left * scale), round(rect.top * scale)
        right, bottom = round(rect.right * scale), round(rect.bottom * scale)
        return pygame.Rect(ox + left, oy + top, right - left, bottom - top)

    def to_layout(
        self, point: tuple[float, float], window_size: tuple[int, int]
    ) -> tuple[float, float]:
        """A window position (a mouse click) in layout space, for hit tests against zones."""
        scale, (ox, oy) = self.fit(window_size)
        return (point[0] - ox) / scale, (point[1] - oy) / scale


def _object_type(obj: pytmx.TiledObject) -> str:
    # Tiled 1.9 saved an object's type as `class`; 1.10 went back to `type`. Accept either.
    return obj.type or getattr(obj, "class", None) or ""


def load_table(seats: int, maps_dir: Path | None = None) -> TableLayout:
    """Load `table_{seats}.tmx`; raises LayoutError if it is unreadable or lacks a needed zone."""
    path = (maps_dir or _maps_dir()) / f"table_{seats}.tmx"
    if not path.is_file():
        raise LayoutError(f"{path}: no table map for {seats} seats")
    return load_map(path, REQUIRED_ZONES(seats), seats)


def load_map(path: Path, required: Iterable[str] = (), seats: int = 0) -> TableLayout:
    """Load the `zones` object layer of any Tiled map; raises LayoutError if the map is missing,
    unreadable, or lacks one of the `required` zone names."""
    if not path.is_file():
        raise LayoutError(f"{path}: no such map")
    try:
        # The default image loader records file names only: no display or sprite files needed.
        tmx = pytmx.TiledMap(str(path), load_all=False)
    except Exception as exc:  # pytmx raises bare Exceptions (e.g. a missing .tsx)
        raise LayoutError(f"{path}: cannot read map: {exc}") from exc

    layer = tmx.layernames.get(ZONES_LAYER)
    if not isinstance(layer, pytmx.TiledObjectGroup):
        raise LayoutError(f"{path}: no object layer named {ZONES_LAYER!r}")

    zones: dict[str, Zone] = {}
    for obj in layer:
        if not obj.name:
            continue  # unnamed objects are notes or decoration drawn in Tiled
        if obj.name in zones:
            raise LayoutError(f"{path}: zone {obj.name!r} appears twice")
        # Tiled writes fractions after a free-hand move; layout space is whole pixels.
        rect = pygame.Rect(round(obj.x), round(obj.y), round(obj.width), round(obj.height))
        zones[obj.name] = Zone(obj.name, _object_type(obj), rect, dict(obj.properties))

    missing = [name for name in required if name not in zones]
    if missing:
        raise LayoutError(f"{path}: missing zones: {', '.join(missing)}")
    return TableLayout(path=path, seats=seats, zones=zones)


class MapScaled:
    """Mixin for a scene laid out from one Tiled map fitted to the window: `R(zone)` in window
    pixels, `px` for lengths, `size_of` for a text zone's font size (its `size` property)."""

    map: TableLayout
    k: float = 1.0
    origin: tuple[int, int] = (0, 0)

    def fit_map(self, size: tuple[int, int]) -> None:
        self.k, self.origin = self.map.fit(size)

    def R(self, zone: str) -> pygame.Rect:
        """A zone of the map in window pixels."""
        rect = self.map.zone(zone)
        return self.scaled(rect.x, rect.y, rect.w, rect.h)

    def scaled(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        k = self.k
        return pygame.Rect(
            self.origin[0] + round(x * k), self.origin[1] + round(y * k), round(w * k), round(h * k)
        )

    def px(self, n: float) -> int:
        return max(1, round(n * self.k))

    def prop(self, zone: str, key: str, default: int) -> int:
        value = self.map.prop(zone, key, default)
        return value if isinstance(value, int) else default

    def size_of(self, zone: str) -> int:
        """A text zone's font size in window pixels."""
        return self.px(self.prop(zone, "size", 16))
