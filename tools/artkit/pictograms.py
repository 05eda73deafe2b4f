"""Pictograms drawn in a 40x40 local box, shared by building icons, role cards and UI icons.

A pictogram draws flat, coloured shapes; the caller adds the outline and shadow to the whole
layer, so touching parts merge into one readable silhouette.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from .canvas import Color, Pen, Point, regular_polygon, shade, star
from .palette import (
    BRASS,
    BRASS_DARK,
    BRASS_LIGHT,
    CANE,
    CANE_DARK,
    CREAM,
    GOOD_COLOURS,
    INK,
    INK_SOFT,
    LEAF,
    PARCHMENT,
    PARCHMENT_DARK,
    PARCHMENT_LIGHT,
    RED,
    SEA,
    SEA_LIGHT,
    SLOT,
    STONE,
    STONE_DARK,
    STONE_LIGHT,
    TERRACOTTA,
    TERRACOTTA_DARK,
    WOOD,
    WOOD_DARK,
    WOOD_LIGHT,
)


class Frame:
    """A Pen seen through a local 40x40 box centred on (cx, cy) and scaled by s."""

    def __init__(self, pen: Pen, cx: float, cy: float, s: float = 1.0) -> None:
        self.pen, self.cx, self.cy, self.s = pen, cx, cy, s

    def q(self, x: float, y: float) -> Point:
        return (self.cx + (x - 20) * self.s, self.cy + (y - 20) * self.s)

    def qs(self, pts: Sequence[Point]) -> list[Point]:
        return [self.q(*p) for p in pts]

    def r(self, x: float, y: float, w: float, h: float) -> tuple[float, float, float, float]:
        x0, y0 = self.q(x, y)
        return (x0, y0, w * self.s, h * self.s)

    def circle(self, color: Color, c: Point, r: float, width: float = 0) -> None:
        self.pen.circle(color, self.q(*c), r * self.s, width * self.s)

    def ellipse(self, color: Color, x: float, y: float, w: float, h: float, width: float = 0):
        self.pen.ellipse(color, self.r(x, y, w, h), width * self.s)

    def rrect(self, color: Color, x, y, w, h, radius: float = 0, width: float = 0) -> None:
        self.pen.rrect(color, self.r(x, y, w, h), radius * self.s, width * self.s)

    def poly(self, color: Color, pts: Sequence[Point], width: float = 0) -> None:
        self.pen.poly(color, self.qs(pts), width * self.s)

    def stroke(self, color: Color, pts: Sequence[Point], width: float, closed: bool = False):
        self.pen.stroke(color, self.qs(pts), width * self.s, closed)

    def line(self, color: Color, a: Point, b: Point, width: float = 1) -> None:
        self.pen.line(color, self.q(*a), self.q(*b), width * self.s)

    def arc(self, color: Color, c: Point, r: float, a0: float, a1: float, width: float) -> None:
        self.pen.arc(color, self.q(*c), r * self.s, a0, a1, width * self.s)

    def text(self, s: str, size: float, color: Color, c: Point, bold: bool = True) -> None:
        self.pen.text(s, size * self.s, color, self.q(*c), bold)

    def sub(self, cx: float, cy: float, s: float) -> Frame:
        """A smaller box inside this one (for composed icons)."""
        x, y = self.q(cx, cy)
        return Frame(self.pen, x, y, self.s * s)


Pictogram = Callable[[Frame], None]


# ----------------------------------------------------------------------------- small parts


def crate(f: Frame, color: Color = WOOD_LIGHT) -> None:
    """A plank crate filling the box."""
    f.rrect(color, 6, 6, 28, 28, 2)
    f.rrect(shade(color, 0.7), 6, 6, 28, 28, 2, width=2.2)
    for y in (15.3, 24.6):
        f.line(shade(color, 0.7), (7, y), (33, y), 1.2)
    f.line(shade(color, 0.62), (8, 32), (32, 8), 2.4)


def barrel(f: Frame, color: Color = WOOD_LIGHT, band: Color = INK_SOFT) -> None:
    """A barrel seen from the side with bulging staves and two hoops."""
    pts = [(11, 5), (29, 5), (33, 12), (34, 20), (33, 28), (29, 35), (11, 35), (7, 28)]
    pts += [(6, 20), (7, 12)]
    f.poly(color, pts)
    f.poly(shade(color, 1.18), [(13, 6), (18, 6), (17, 34), (13, 34), (10, 27), (9, 20)])
    for x in (15, 20, 25):
        f.line(shade(color, 0.78), (x, 6), (x + (x - 20) * 0.15, 34), 0.8)
    for y, half in ((11.5, 12.6), (28.5, 12.6)):
        f.line(band, (20 - half, y), (20 + half, y), 2.2)


def gear(f: Frame, color: Color = STONE, teeth: int = 8) -> None:
    pts = []
    for i in range(teeth * 4):
        a = math.radians(360 * i / (teeth * 4))
        r = 15 if (i % 4) in (1, 2) else 11.5
        pts.append((20 + r * math.cos(a), 20 + r * math.sin(a)))
    f.poly(color, pts)
    f.circle(shade(color, 0.62), (20, 20), 5)
    f.circle(shade(color, 1.25), (20, 20), 2.4)


def coin(f: Frame, c: Point = (20, 20), r: float = 12, label: str = "") -> None:
    f.circle(BRASS_DARK, c, r)
    f.circle(BRASS, c, r * 0.86)
    f.circle(BRASS_LIGHT, (c[0] - r * 0.25, c[1] - r * 0.3), r * 0.35)
    f.circle(BRASS, c, r * 0.62)
    if label:
        f.text(label, r * 1.3, BRASS_DARK, (c[0], c[1] + r * 0.05))


def worker(f: Frame, color: Color = WOOD, c: Point = (20, 20), s: float = 1.0) -> None:
    """The worker silhouette: round head over a bell-shaped body (matches worker.png)."""
    x0, y0 = c

    def q(x: float, y: float) -> Point:
        return (x0 + (x - 11) * s * 1.2, y0 + (y - 14.5) * s * 1.2)

    body = [(11, 11), (15.5, 12.3), (17.6, 15.5), (18.6, 24.4), (17.6, 26.2), (4.4, 26.2)]
    body += [(3.4, 24.4), (4.4, 15.5), (6.5, 12.3)]
    f.poly(color, [q(*p) for p in body])
    f.circle(color, q(11, 7.2), 4.6 * s * 1.2)


def plantation_mini(f: Frame, ground: Color = CANE, crop: Color = CANE_DARK) -> None:
    """A small land tile with crop rows, seen at an angle."""
    f.poly(ground, [(4, 22), (22, 12), (38, 21), (20, 32)])
    f.poly(shade(ground, 0.7), [(4, 22), (20, 32), (20, 35), (4, 25)])
    f.poly(shade(ground, 0.55), [(20, 32), (38, 21), (38, 24), (20, 35)])
    for i in range(4):
        a = (8 + i * 4, 20 - i * 2.2)
        b = (24 + i * 4, 29 - i * 2.2)
        f.line(crop, a, b, 1.6)


def hoe(f: Frame) -> None:
    f.line(WOOD_LIGHT, (30, 2), (14, 33), 2.6)
    f.poly(STONE_LIGHT, [(28, 2), (38, 4), (37, 9), (31, 6)])


def hammer(f: Frame) -> None:
    f.line(WOOD_LIGHT, (8, 34), (26, 14), 3.2)
    f.poly(STONE, [(20, 7), (30, 3), (37, 11), (33, 14), (29, 10), (24, 13)])
    f.poly(STONE_LIGHT, [(21, 7.5), (30, 4), (33, 7), (25, 10)])


def house(f: Frame, wall: Color = PARCHMENT, roof: Color = TERRACOTTA) -> None:
    f.rrect(wall, 8, 18, 24, 18, 1)
    f.poly(roof, [(4, 19), (20, 5), (36, 19), (33, 21), (20, 9), (7, 21)])
    f.poly(roof, [(7, 19), (20, 7.5), (33, 19)])
    f.rrect(WOOD_DARK, 17, 25, 6, 11, 1)
    f.rrect(SEA, 10.5, 22, 4.5, 4.5, 0.6)
    f.rrect(SEA, 25, 22, 4.5, 4.5, 0.6)


def anchor(f: Frame, color: Color = STONE_DARK) -> None:
    f.circle(color, (20, 7), 4, width=2.2)
    f.line(color, (20, 10), (20, 34), 3)
    f.line(color, (12, 15), (28, 15), 2.6)
    f.arc(color, (20, 22), 12, 200, 340, 3)
    f.poly(color, [(6, 24), (10, 20), (12, 27)])
    f.poly(color, [(34, 24), (30, 20), (28, 27)])


def scales(f: Frame, color: Color = BRASS) -> None:
    dark = shade(color, 0.6)
    f.line(dark, (20, 6), (20, 33), 2.4)
    f.rrect(dark, 12, 32, 16, 3.5, 1)
    f.line(dark, (6, 11), (34, 11), 2.2)
    f.circle(color, (20, 6), 2.6)
    for x in (8, 32):
        f.line(dark, (x, 11), (x - 5, 22), 0.9)
        f.line(dark, (x, 11), (x + 5, 22), 0.9)
        f.poly(color, [(x - 7, 22), (x + 7, 22), (x + 4, 26), (x - 4, 26)])


def pickaxe(f: Frame) -> None:
    f.line(WOOD_LIGHT, (10, 36), (26, 10), 2.8)
    pts = [(8, 10), (18, 5), (26, 4), (34, 7), (38, 14), (32, 11), (25, 10), (17, 12)]
    f.poly(STONE, pts)
    f.poly(STONE_LIGHT, [(12, 9), (19, 6), (26, 5.5), (25, 8), (18, 9)])


def nugget(f: Frame, c: Point = (30, 30), r: float = 6) -> None:
    pts = [
        (c[0] + r * math.cos(a) * (1 + 0.25 * math.sin(3 * a)), c[1] + r * math.sin(a) * 0.8)
        for a in (i * math.pi / 5 for i in range(10))
    ]
    f.poly(BRASS, pts)
    f.circle(BRASS_LIGHT, (c[0] - r * 0.3, c[1] - r * 0.25), r * 0.3)


def lantern(f: Frame) -> None:
    f.arc(INK_SOFT, (20, 9), 5, 0, 180, 1.6)
    f.poly(BRASS_DARK, [(12, 10), (28, 10), (26, 13), (14, 13)])
    f.rrect((255, 214, 110), 13, 13, 14, 16, 2)
    f.circle((255, 244, 200), (20, 21), 3.6)
    f.line(BRASS_DARK, (13.5, 13), (13.5, 29), 1.4)
    f.line(BRASS_DARK, (26.5, 13), (26.5, 29), 1.4)
    f.poly(BRASS_DARK, [(11, 29), (29, 29), (27, 33), (13, 33)])


def ship_side(f: Frame, hull: Color = WOOD, sail: Color = CREAM) -> None:
    """A small two-masted ship: for captain, hiring hall style pictograms."""
    f.poly(hull, [(3, 25), (37, 25), (32, 34), (8, 34)])
    f.line(shade(hull, 0.6), (5, 28), (35, 28), 1.2)
    f.line(WOOD_DARK, (17, 5), (17, 25), 1.6)
    f.line(WOOD_DARK, (27, 9), (27, 25), 1.4)
    f.poly(sail, [(18, 6), (18, 23), (6, 23)])
    f.poly(sail, [(28, 10), (28, 23), (35, 23)])
    f.poly(TERRACOTTA, [(17, 5), (17, 8), (12, 6.5)])


def good_emblem(f: Frame, good: str) -> None:
    """The sign of a good, recognisable by shape: cob, berries, sugar loaf, leaf, bean."""
    col = GOOD_COLOURS[good]
    if good == "corn":
        f.ellipse(col, 14, 6, 12, 26)
        for y in range(10, 30, 4):
            f.line(shade(col, 0.72), (15.5, y), (24.5, y), 0.9)
        f.poly(CANE, [(20, 36), (9, 14), (14, 30)])
        f.poly(CANE, [(20, 36), (31, 14), (26, 30)])
    elif good == "fruit":
        for c in ((14, 16), (26, 16), (20, 26), (11, 27), (29, 27)):
            f.circle(col, c, 6.2)
            f.circle(shade(col, 1.5), (c[0] - 2, c[1] - 2), 1.6)
        f.poly(LEAF, [(20, 4), (27, 7), (21, 11)])
    elif good == "sugar":
        f.poly(col, [(20, 4), (30, 34), (10, 34)])
        f.line(shade(col, 0.75), (20, 8), (14, 32), 1)
        f.rrect(SEA, 8, 31, 24, 4, 1)
    elif good == "tobacco":
        f.poly(col, [(20, 3), (31, 14), (29, 28), (20, 37), (11, 28), (9, 14)])
        f.line(shade(col, 0.6), (20, 6), (20, 35), 1.4)
        for y in (14, 21, 28):
            f.line(shade(col, 0.6), (20, y), (27, y - 5), 0.9)
            f.line(shade(col, 0.6), (20, y), (13, y - 5), 0.9)
    else:  # coffee
        for x, y in ((14, 20), (27, 21)):  # two beans, each with its S-shaped crease
            f.ellipse(col, x - 7, y - 10, 14, 20)
            f.stroke(
                shade(col, 2.2),
                [(x + 1, y - 7), (x - 1.5, y - 2), (x + 1.5, y + 2), (x - 1, y + 7)],
                1.6,
            )


# ----------------------------------------------------------------------------- role pictograms


def role_settler(f: Frame) -> None:
    plantation_mini(f.sub(17, 22, 0.95), CANE, CANE_DARK)
    hoe(f.sub(22, 20, 1.0))


def role_mayor(f: Frame) -> None:
    worker(f, shade(WOOD, 1.2), (10, 21), 0.72)
    worker(f, shade(WOOD, 1.2), (30, 21), 0.72)
    worker(f, INK, (20, 21.5), 0.98)  # a dark rim keeps the front figure apart from the others
    worker(f, WOOD, (20, 22), 0.86)


def role_builder(f: Frame) -> None:
    house(f.sub(15, 22, 0.78))
    hammer(f.sub(26, 18, 0.72))


def role_craftsman(f: Frame) -> None:
    gear(f.sub(27, 14, 0.6))
    barrel(f.sub(16, 23, 0.75), GOOD_COLOURS["corn"])


def role_trader(f: Frame) -> None:
    scales(f.sub(20, 15, 0.75))
    coin(f, (12, 31), 6)
    coin(f, (27, 31), 6)
    coin(f, (20, 33), 6)


def role_captain(f: Frame) -> None:
    ship_side(f.sub(23, 17, 0.8))
    anchor(f.sub(12, 27, 0.5), SEA)


def role_prospector(f: Frame) -> None:
    pickaxe(f.sub(17, 18, 0.85))
    nugget(f, (29, 31), 6.5)


def role_smuggler(f: Frame) -> None:
    crate(f.sub(25, 25, 0.6), WOOD)
    lantern(f.sub(13, 18, 0.75))


ROLE_PICTOGRAMS: dict[str, Pictogram] = {
    "settler": role_settler,
    "mayor": role_mayor,
    "builder": role_builder,
    "craftsman": role_craftsman,
    "trader": role_trader,
    "captain": role_captain,
    "prospector": role_prospector,
    "smuggler": role_smuggler,
}


# ----------------------------------------------------------------------------- building icons


def vat(f: Frame, good: str) -> None:
    """Small production building: an open vat with the good's emblem rising from it."""
    good_emblem(f.sub(20, 12, 0.55), good)
    col = GOOD_COLOURS[good]
    f.poly(WOOD_LIGHT, [(6, 20), (34, 20), (31, 36), (9, 36)])
    f.ellipse(col, 7, 17, 26, 7)
    for x in (12, 20, 28):
        f.line(shade(WOOD_LIGHT, 0.75), (x, 24), (x + (x - 20) * -0.1, 35), 0.8)
    f.line(INK_SOFT, (7, 27), (33, 27), 1.8)


def works(f: Frame, good: str) -> None:
    """Large production building: a works shed with chimney, the good's emblem in front."""
    f.rrect(STONE_DARK, 23, 2, 5, 14)
    f.rrect(RED, 22.5, 2, 6, 2.5)
    f.rrect(PARCHMENT, 2, 12, 28, 18, 1)
    f.poly(TERRACOTTA, [(0, 13), (16, 4), (32, 13)])
    f.rrect(WOOD_DARK, 6, 18, 6, 12, 1)
    f.rrect(SEA, 16, 17, 4, 4, 0.5)
    good_emblem(f.sub(27, 26, 0.55), good)


def market_stall(f: Frame) -> None:
    f.rrect(WOOD, 8, 20, 3, 16)
    f.rrect(WOOD, 29, 20, 3, 16)
    f.rrect(WOOD_LIGHT, 6, 27, 28, 5, 1)
    f.poly(TERRACOTTA, [(4, 20), (8, 8), (32, 8), (36, 20)])
    for i in range(4):
        x = 8 + i * 6
        f.poly(CREAM, [(x + 3, 8), (x + 6, 8), (x + 7 + (i - 1.5) * 0.8, 20), (x + 3.6, 20)])
    for i in range(5):
        f.circle(TERRACOTTA, (7 + i * 6.5, 20.5), 3.4)
    f.circle(GOOD_COLOURS["corn"], (14, 26), 2.6)
    f.circle(GOOD_COLOURS["fruit"], (20, 26), 2.6)
    f.circle(CANE, (26, 26), 2.6)


def materials(f: Frame) -> None:
    for i, y in enumerate((28, 21, 14)):
        dx = (i % 2) * 3
        f.rrect(WOOD_LIGHT, 4 + dx, y, 25, 6, 1)
        f.circle(shade(WOOD_LIGHT, 0.7), (6.5 + dx, y + 3), 1.8)
    for r, (x, y) in enumerate(((26, 30), (32, 30), (29, 24))):
        f.rrect(TERRACOTTA if r != 2 else TERRACOTTA_DARK, x - 3, y - 2, 8, 5, 1)


def hacienda(f: Frame) -> None:
    f.line(WOOD, (32, 36), (30, 10), 2.2)
    for a in (200, 240, 300, 340):
        rad = math.radians(a)
        f.stroke(
            LEAF,
            [
                (30, 10),
                (30 + 6 * math.cos(rad), 10 - 4 * math.sin(rad) - 2),
                (30 + 10 * math.cos(rad), 10 - 7 * math.sin(rad)),
            ],
            2.2,
        )
    f.rrect(PARCHMENT, 3, 20, 26, 16, 1)
    f.poly(TERRACOTTA, [(1, 21), (6, 13), (26, 13), (31, 21)])
    f.ellipse(WOOD_DARK, 12, 25, 8, 14)
    f.rrect(SEA, 5.5, 24, 4, 4, 0.5)
    f.rrect(SEA, 22.5, 24, 4, 4, 0.5)


def crates_stack(f: Frame, big: bool) -> None:
    if big:
        f.poly(TERRACOTTA_DARK, [(2, 14), (20, 3), (38, 14)])
        f.rrect(PARCHMENT_DARK, 4, 13, 32, 24, 1)
        for c, x, y in (
            (WOOD_LIGHT, 6, 24),
            (WOOD, 15, 24),
            (WOOD_LIGHT, 24, 24),
            (WOOD, 10.5, 15),
            (WOOD_LIGHT, 19.5, 15),
        ):
            crate(f.sub(x + 4.5, y + 4.5, 0.3), c)
    else:
        crate(f.sub(13, 26, 0.5), WOOD_LIGHT)
        crate(f.sub(27, 26, 0.5), WOOD)
        crate(f.sub(20, 13, 0.5), WOOD_LIGHT)


def hospital(f: Frame) -> None:
    f.circle(CREAM, (20, 20), 16)
    f.circle(RED, (20, 20), 16, width=2)
    f.rrect(RED, 16, 8, 8, 24, 1)
    f.rrect(RED, 8, 16, 24, 8, 1)


def company(f: Frame) -> None:
    f.rrect(WOOD_DARK, 14, 6, 12, 8, 3, width=2.4)
    f.rrect(WOOD, 4, 11, 32, 24, 3)
    f.rrect(shade(WOOD, 1.2), 4, 11, 32, 9, 3)
    f.line(WOOD_DARK, (4, 21), (36, 21), 1.6)
    f.rrect(BRASS, 17, 18, 6, 6, 1)
    f.circle(BRASS_LIGHT, (20, 21), 1.2)


def large_market(f: Frame) -> None:
    f.rrect(PARCHMENT, 4, 16, 32, 20, 1)
    f.poly(TERRACOTTA, [(2, 17), (20, 5), (38, 17)])
    for x in (7, 17, 27):
        f.ellipse(WOOD_DARK, x, 21, 6, 15)
    for i in range(8):
        x = 4 + i * 4
        f.rrect(CREAM if i % 2 else SEA, x, 14, 4, 5, 0)
    coin(f, (32, 31), 6, "")


def factory(f: Frame) -> None:
    f.rrect(STONE_DARK, 5, 4, 6, 20)
    f.rrect(PARCHMENT, 3, 18, 34, 18, 1)
    f.poly(TERRACOTTA, [(3, 19), (3, 13), (14, 19), (14, 13), (25, 19), (25, 13), (37, 19)])
    gear(f.sub(20, 28, 0.42), STONE)
    for x in (6, 30):
        f.rrect(SEA, x, 25, 4, 6, 0.5)


def school(f: Frame) -> None:
    f.poly(CREAM, [(20, 11), (36, 7), (36, 31), (20, 35)])
    f.poly(PARCHMENT_DARK, [(20, 11), (4, 7), (4, 31), (20, 35)])
    f.line(TERRACOTTA_DARK, (20, 11), (20, 35), 1.6)
    for i in range(4):
        y = 14 + i * 4.5
        f.line(INK_SOFT, (23, y), (33, y - 2.6), 0.9)
        f.line(INK_SOFT, (17, y), (7, y - 2.6), 0.9)
    f.poly(RED, [(28, 7.5), (31, 6.8), (31, 16), (29.5, 14), (28, 16)])


def wharf(f: Frame) -> None:
    for x in (6, 14):
        f.rrect(WOOD_DARK, x, 22, 3, 14)
    f.rrect(WOOD_LIGHT, 3, 20, 16, 4, 1)
    f.poly(WOOD, [(14, 27), (38, 27), (34, 34), (18, 34)])
    f.rrect(GOOD_COLOURS["corn"], 21, 21, 6, 6, 1)
    f.rrect(GOOD_COLOURS["fruit"], 28, 21, 6, 6, 1)
    f.line(WOOD_DARK, (31, 8), (31, 21), 1.4)
    f.poly(CREAM, [(31, 8), (31, 19), (22, 19)])
    f.stroke(
        SEA_LIGHT, [(2, 37), (8, 35.5), (14, 37), (20, 35.5), (26, 37), (32, 35.5), (38, 37)], 1.4
    )


def fire_bell(f: Frame) -> None:
    f.rrect(WOOD, 3, 4, 34, 4, 1)
    f.rrect(WOOD_DARK, 18.5, 7, 3, 5)
    f.poly(BRASS, [(20, 10), (27, 13), (29, 26), (33, 31), (7, 31), (11, 26), (13, 13)])
    f.poly(BRASS_LIGHT, [(14, 14), (17, 12), (16, 27), (12.5, 27)])
    f.circle(BRASS_DARK, (20, 33.5), 3)


def residence(f: Frame) -> None:
    for x in (4, 30):
        f.circle(LEAF, (x + 3, 28), 5)
    f.rrect(CREAM, 9, 14, 22, 22, 1)
    f.poly(TERRACOTTA, [(6, 15), (20, 4), (34, 15)])
    f.rrect(WOOD_DARK, 17, 25, 6, 11, 1)
    for x in (11, 25):
        f.rrect(SEA, x, 18, 4, 5, 0.5)
        f.rrect(SEA, x, 27, 4, 5, 0.5)
    f.rrect(CANE, 2, 34, 36, 3, 1)


def fortress(f: Frame) -> None:
    f.rrect(STONE, 11, 10, 18, 27)
    for x in (9, 16.5, 24):
        f.rrect(STONE, x, 4, 7, 8)
    f.rrect(STONE_LIGHT, 12, 12, 4, 24)
    f.ellipse(WOOD_DARK, 16.5, 26, 7, 14)
    f.rrect(INK, 19, 15, 2, 6)
    f.line(WOOD_DARK, (32, 3), (32, 20), 1.2)
    f.poly(RED, [(32, 3), (39, 6), (32, 9)])


def customs(f: Frame) -> None:
    scales(f, BRASS)


def palace(f: Frame) -> None:
    f.rrect(CREAM, 3, 22, 34, 14, 1)
    f.ellipse(SEA_LIGHT, 10, 8, 20, 22)
    f.rrect(CREAM, 8, 18, 24, 6)
    f.line(WOOD_DARK, (20, 2), (20, 9), 1.2)
    f.poly(RED, [(20, 2), (27, 4), (20, 6)])
    for x in (6, 12, 26, 32):
        f.rrect(PARCHMENT_DARK, x - 1, 25, 2.5, 11)
    f.ellipse(WOOD_DARK, 16.5, 27, 7, 12)
    f.rrect(STONE_LIGHT, 1, 34, 38, 3, 1)


def default_building(f: Frame) -> None:
    f.rrect(PARCHMENT, 8, 14, 24, 22, 1)
    f.poly(STONE, [(5, 15), (20, 4), (35, 15)])
    f.rrect(WOOD_DARK, 16.5, 25, 7, 11, 1)
    f.text("?", 10, INK_SOFT, (20, 19))


# ----------------------------------------------------------------------------- Expansion I & II

STRAW = (222, 186, 96)
COPPER = (200, 112, 60)
PATINA = (96, 156, 132)
STEEL = (196, 204, 210)
SLATE = (84, 96, 116)
BARN_RED = (158, 62, 44)
BOTTLE_GREEN = (70, 128, 84)
MACHINE_BLACK = (54, 56, 64)
CLOAK = (84, 64, 100)
VILLA_WALL = (238, 206, 150)


def canal(f: Frame) -> None:
    """Irrigation: a channel through a sluice gate, running between rows of crops."""

    def at(u: float, v: float) -> Point:  # a point on the field, seen at an angle
        return (1 + 19 * u + 19 * v, 22 - 13 * u + 13 * v)

    f.poly(CANE, [at(0, 0), at(1, 0), at(1, 1), at(0, 1)])
    f.poly(shade(CANE, 0.7), [at(0, 0), at(0, 1), (20, 38.5), (1, 25.5)])
    f.poly(shade(CANE, 0.55), [at(0, 1), at(1, 1), (39, 25.5), (20, 38.5)])
    for u in (0.12, 0.27, 0.73, 0.88):
        f.line(CANE_DARK, at(u, 0.1), at(u, 0.9), 1.5)
    w = 0.11
    f.poly(SEA, [at(0.5 - w, -0.55), at(0.5 + w, -0.55), at(0.5 + w, 1), at(0.5 - w, 1)])
    f.line(SEA_LIGHT, at(0.5, -0.45), at(0.5, 0.95), 0.9)
    for u in (0.5 - w - 0.05, 0.5 + w + 0.05):
        x, y = at(u, 0)
        f.rrect(WOOD_DARK, x - 1.2, y - 9, 2.4, 10, 0.5)
    (x0, y0), (x1, y1) = at(0.5 - w - 0.05, 0), at(0.5 + w + 0.05, 0)
    f.poly(WOOD_LIGHT, [(x0, y0 - 6), (x1, y1 - 6), (x1, y1 - 2), (x0, y0 - 2)])
    f.line(WOOD_DARK, (x0 - 1, y0 - 9), (x1 + 1, y1 - 9), 1.4)


def saw_blade(f: Frame, c: Point, r: float, teeth: int = 16) -> None:
    """A circular saw: hooked teeth all leaning one way (a gear's teeth are square)."""
    pts = []
    for i in range(teeth):
        a0 = 2 * math.pi * i / teeth
        a1 = a0 + 2 * math.pi / teeth * 0.85
        pts.append((c[0] + r * 0.8 * math.cos(a0), c[1] + r * 0.8 * math.sin(a0)))
        pts.append((c[0] + r * math.cos(a1), c[1] + r * math.sin(a1)))
    f.poly(STEEL, pts)
    f.circle(shade(STEEL, 1.12), (c[0] - r * 0.25, c[1] - r * 0.25), r * 0.4)
    f.circle(STONE_DARK, c, r * 0.22)


def sawmill(f: Frame) -> None:
    saw_blade(f, (25, 15), 13)
    f.rrect(WOOD, 3, 24, 34, 12, 5)
    f.line(shade(WOOD, 0.75), (10, 28), (34, 28), 0.9)
    f.line(shade(WOOD, 0.75), (12, 32), (34, 32), 0.9)
    f.ellipse(WOOD_LIGHT, 2, 24, 9, 12)
    f.ellipse(shade(WOOD_LIGHT, 0.8), 4, 26.5, 5, 7, width=0.8)
    f.rrect(INK_SOFT, 24.2, 24, 1.6, 5, 0)
    for x, y in ((31, 22), (34, 21.5), (17, 22)):
        f.circle(STRAW, (x, y), 1.1)


def black_market(f: Frame) -> None:
    """A hooded figure holding out a coin."""
    f.poly(CLOAK, [(18, 2), (25, 5), (29, 13), (31, 22), (34, 37), (4, 37), (8, 22), (10, 12)])
    f.poly(shade(CLOAK, 1.25), [(18, 3), (12, 12), (10, 22), (7, 36), (12, 36), (14, 22)])
    f.ellipse((28, 18, 22), 12.5, 8, 12, 12)
    f.circle(BRASS_LIGHT, (16.5, 14.5), 1)
    f.circle(BRASS_LIGHT, (21.5, 14.5), 1)
    f.poly(shade(CLOAK, 0.75), [(14, 24), (30, 27), (30, 31), (14, 30)])
    coin(f, (31, 27), 7)


def shed(f: Frame) -> None:
    """A red storage barn with braced doors."""
    f.poly(BARN_RED, [(4, 17), (12, 9), (28, 9), (36, 17), (36, 36), (4, 36)])
    for x in (8, 32):
        f.line(shade(BARN_RED, 0.78), (x, 18), (x, 35), 0.8)
    f.stroke(WOOD_DARK, [(2, 18), (11, 8), (29, 8), (38, 18)], 2.6)
    f.rrect(CREAM, 11, 20, 18, 16, 0)
    f.rrect(BARN_RED, 12.5, 21.5, 7, 14.5, 0)
    f.rrect(BARN_RED, 20.5, 21.5, 7, 14.5, 0)
    f.line(CREAM, (12.5, 21.5), (19.5, 36), 1.2)
    f.line(CREAM, (19.5, 21.5), (12.5, 36), 1.2)
    f.line(CREAM, (20.5, 21.5), (27.5, 36), 1.2)
    f.line(CREAM, (27.5, 21.5), (20.5, 36), 1.2)
    f.rrect(CREAM, 16.5, 12, 7, 5, 0.5)
    f.rrect(WOOD_DARK, 17.5, 13, 5, 3.5, 0)


def bohio(f: Frame) -> None:
    """A thatched hut on bamboo walls."""
    f.rrect(WOOD_LIGHT, 9, 20, 22, 16, 0)
    for x in (11.5, 14.5, 25.5, 28.5):
        f.line(shade(WOOD_LIGHT, 0.78), (x, 21), (x, 35), 0.8)
    f.ellipse(WOOD_DARK, 16, 23, 8, 16)
    fringe = [(2, 23)]
    for i in range(10):
        fringe += [(5.6 + i * 3.6 - 1.8, 26.5), (5.6 + i * 3.6, 24)]
    f.poly(STRAW, [(20, 2), (38, 23), *reversed(fringe)])
    for x in (6, 11, 16, 24, 29, 34):
        f.line(shade(STRAW, 0.75), (20, 4), (x, 24), 0.8)
    f.line(WOOD_DARK, (20, 0.5), (20, 4), 1.6)


def trading_post(f: Frame) -> None:
    """A plain wooden stall with a pair of scales on its counter."""
    for x in (5, 32):
        f.rrect(WOOD_DARK, x, 10, 3, 26, 0)
    f.poly(WOOD_LIGHT, [(1, 12), (7, 4), (33, 4), (39, 12)])
    for x in (10, 16, 22, 28):
        f.line(shade(WOOD_LIGHT, 0.72), (x, 5), (x - (20 - x) * 0.2, 11.5), 0.8)
    scales(f.sub(20, 17.5, 0.52), BRASS)
    f.rrect(WOOD, 3, 26, 34, 10, 1)
    f.line(shade(WOOD, 0.7), (4, 30.5), (36, 30.5), 0.9)


def church(f: Frame) -> None:
    """A whitewashed church: nave and one steeple topped by a cross."""
    f.rrect(CREAM, 3, 20, 21, 16, 0)
    f.poly(TERRACOTTA, [(1, 21), (13.5, 11), (26, 21)])
    f.rrect(CREAM, 23, 13, 12, 23, 0)
    f.poly(TERRACOTTA, [(22, 14), (29, 5), (36, 14)])
    f.line(BRASS_DARK, (29, 0.5), (29, 6), 1.8)
    f.line(BRASS_DARK, (26.5, 2.5), (31.5, 2.5), 1.8)
    f.circle(SEA, (29, 19), 2.4)
    f.ellipse(WOOD_DARK, 25.5, 25, 7, 14)
    f.rrect(WOOD_DARK, 25.5, 30, 7, 6, 0)
    for x in (7, 15):
        f.ellipse(SEA, x, 24, 4, 7)


def small_wharf(f: Frame) -> None:
    """A rowboat with an oar, moored to a bollard: no sail, unlike the private wharf."""
    f.rrect(WOOD_DARK, 3, 13, 6, 23, 1)
    f.rrect(WOOD_LIGHT, 2, 11, 8, 3.5, 1)
    f.line(STRAW, (3, 18), (9, 18), 1.6)
    f.line(STRAW, (3, 21), (9, 21), 1.6)
    f.stroke(STRAW, [(9, 19.5), (13, 22), (15, 22.5)], 1.1)
    f.poly(WOOD, [(12, 19), (35, 19), (39.5, 14.5), (36, 25), (31, 30), (17, 30), (13, 25)])
    f.line(shade(WOOD, 0.7), (13.5, 23.5), (36.5, 23.5), 1)
    f.poly(
        shade(WOOD, 1.25),
        [(12, 19), (35, 19), (39.5, 14.5), (38.8, 17), (35.6, 20.6), (12.6, 20.6)],
    )
    f.rrect(GOOD_COLOURS["corn"], 21, 13, 7, 6, 1)
    f.line(WOOD_LIGHT, (15, 15), (34, 27), 1.6)
    f.ellipse(WOOD_LIGHT, 31, 24.5, 6, 4)
    f.poly(
        SEA, [(9, 28), (15, 26.5), (21, 28), (27, 26.5), (33, 28), (39, 26.5), (39, 34), (9, 34)]
    )
    f.stroke(SEA_LIGHT, [(10, 31), (16, 29.5), (22, 31), (28, 29.5), (34, 31), (38.5, 29.5)], 1.2)


def lighthouse(f: Frame) -> None:
    """A striped tower with a lit lantern room throwing beams."""
    f.poly(BRASS_LIGHT, [(20, 8.5), (2, 4), (2, 13)])
    f.poly(BRASS_LIGHT, [(20, 8.5), (38, 4), (38, 13)])
    f.ellipse(STONE, 8, 32, 24, 6)
    bands = 4
    for i in range(bands):
        t0, t1 = i / bands, (i + 1) / bands
        y0, y1 = 34 - 21 * t0, 34 - 21 * t1
        h0, h1 = 7 - 2.5 * t0, 7 - 2.5 * t1
        col = RED if i % 2 == 0 else CREAM
        f.poly(col, [(20 - h0, y0), (20 + h0, y0), (20 + h1, y1), (20 - h1, y1)])
    f.rrect(INK_SOFT, 13, 12, 14, 2.2, 0.5)
    f.rrect((255, 222, 120), 16, 6, 8, 6, 0)
    f.line(INK_SOFT, (20, 6), (20, 12), 0.8)
    f.poly(RED, [(15, 6.5), (20, 1.5), (25, 6.5)])


def distillery(f: Frame) -> None:
    """A copper pot still whose swan neck runs into a bottle."""
    f.rrect(STONE_DARK, 3, 31, 22, 5, 1)
    f.poly((236, 150, 60), [(8, 31), (10, 27), (12, 30), (14, 26), (16, 30), (18, 27), (20, 31)])
    f.circle(COPPER, (14, 21), 10)
    f.poly(COPPER, [(8, 14), (20, 14), (17, 8), (11, 8)])
    f.circle(COPPER, (14, 7), 3.4)
    f.circle(shade(COPPER, 1.25), (10, 18), 3)
    f.stroke(shade(COPPER, 0.82), [(15, 5), (24, 6), (30, 11), (30, 15)], 2.2)
    f.rrect(BOTTLE_GREEN, 25, 22, 10, 14, 2)
    f.rrect(BOTTLE_GREEN, 28, 16, 4, 7, 0.5)
    f.rrect(WOOD_LIGHT, 28, 14, 4, 2.5, 0.5)
    f.rrect(CREAM, 26.5, 26, 7, 5, 0.5)
    f.line(shade(BOTTLE_GREEN, 1.4), (26.8, 23), (26.8, 34), 1)


def publishing_house(f: Frame) -> None:
    """A screw printing press with a printed sheet on its bed."""
    for x in (5, 31):
        f.rrect(WOOD, x, 4, 4, 32, 0.5)
    f.rrect(WOOD_DARK, 3, 3, 34, 5, 1)
    f.rrect(STONE_DARK, 18.5, 8, 3, 9, 0)
    for y in (9.5, 12, 14.5):
        f.line(STONE_LIGHT, (18.5, y), (21.5, y + 1), 0.6)
    f.line(STONE_DARK, (9, 11), (31, 12.5), 1.6)
    f.circle(WOOD_DARK, (31, 12.5), 1.8)
    f.rrect(STONE, 11, 17, 18, 4, 0.5)
    f.rrect(WOOD_DARK, 2, 27, 36, 4, 1)
    f.poly(CREAM, [(11, 22), (29, 22), (31, 27), (9, 27)])
    for y in (23.5, 25.3):
        f.line(INK_SOFT, (13, y), (27, y), 0.7)


def manufactory(f: Frame) -> None:
    """Two meshing gears over a row of finished crates."""
    gear(f.sub(13, 13, 0.68), STONE)
    gear(f.sub(28, 11, 0.5), STONE_LIGHT)
    for x, good in ((7.5, "corn"), (20, "fruit"), (32.5, "tobacco")):
        crate(f.sub(x, 30, 0.36), GOOD_COLOURS[good])


def monument(f: Frame) -> None:
    """A bronze statue with raised arm on a stepped stone plinth."""
    f.rrect(STONE, 4, 34, 32, 3.5, 0.5)
    f.rrect(STONE_LIGHT, 8, 30.5, 24, 4, 0.5)
    f.rrect(STONE_LIGHT, 12.5, 21, 15, 10, 0)
    f.rrect(STONE, 11, 20, 18, 2.5, 0.5)
    f.rrect(BRASS, 15.5, 24, 9, 4, 0.5)
    f.circle(PATINA, (18.5, 4.5), 3.1)
    f.poly(PATINA, [(15, 8.5), (22, 8.5), (23.5, 13), (23, 20), (14, 20), (13.5, 13)])
    f.line(PATINA, (21.5, 9.5), (28, 1.5), 2.6)
    f.line(PATINA, (15, 10), (12, 17), 2.6)
    f.line(shade(PATINA, 1.25), (16, 10), (16.5, 19), 1.4)


def cathedral(f: Frame) -> None:
    """A grey stone cathedral: two spired towers and a rose window over the great door."""
    f.rrect(STONE_LIGHT, 10, 14, 20, 22, 0)
    f.poly(SLATE, [(9, 15), (20, 6), (31, 15)])
    for x in (2, 29):
        f.rrect(STONE_LIGHT, x, 12, 9, 24, 0)
        f.poly(SLATE, [(x - 0.5, 13), (x + 4.5, 2), (x + 9.5, 13)])
        f.ellipse(SEA, x + 3, 16, 3, 6)
        f.ellipse(SEA, x + 3, 25, 3, 6)
    f.line(BRASS_DARK, (20, 1), (20, 7), 1.6)
    f.line(BRASS_DARK, (17.8, 3), (22.2, 3), 1.6)
    f.circle(SEA, (20, 19), 3.8)
    f.circle(STONE_LIGHT, (20, 19), 1.2)
    f.ellipse(WOOD_DARK, 15.5, 25, 9, 14)
    f.rrect(WOOD_DARK, 15.5, 30, 9, 6, 0)
    f.rrect(STONE, 1, 34.5, 38, 2.5, 0.5)


def cadastral_office(f: Frame) -> None:
    """A land-register map: parcels on a grid, with a red marker pin."""
    f.rrect(PARCHMENT_LIGHT, 4, 5, 32, 30, 1)
    parcels = [CANE, (214, 200, 120), LEAF, (196, 204, 132), (150, 138, 86), CANE]
    parcels += [(214, 200, 120), CANE, (196, 204, 132)]
    for i, col in enumerate(parcels):
        x, y = 7 + (i % 3) * 9, 8 + (i // 3) * 8
        f.rrect(col, x, y, 8, 7, 0)
    f.rrect(PARCHMENT_DARK, 2, 3, 4, 34, 2)
    f.rrect(PARCHMENT_DARK, 34, 3, 4, 34, 2)
    f.line(RED, (27, 20), (27, 27), 1.2)
    f.circle(RED, (27, 18), 3.4)
    f.circle(shade(RED, 1.5), (26, 17), 1)


def chapel(f: Frame) -> None:
    """A small chapel on a green knoll, its bell hanging in an open bell-cote."""
    f.ellipse(CANE, 2, 30, 36, 8)
    f.rrect(CREAM, 11, 20, 18, 14, 0)
    f.poly(TERRACOTTA, [(8, 21.5), (20, 11), (32, 21.5)])
    f.rrect(CREAM, 14.5, 6, 11, 9, 0)
    f.poly(TERRACOTTA, [(13, 7), (20, 1), (27, 7)])
    f.rrect(INK_SOFT, 16.5, 7.5, 7, 6.5, 0)
    f.circle(INK_SOFT, (20, 7.8), 3.5)
    f.poly(BRASS, [(20, 6), (22.6, 8), (23.2, 12.6), (16.8, 12.6), (17.4, 8)])
    f.poly(BRASS_LIGHT, [(19, 7.2), (18.2, 12), (17.6, 12)])
    f.circle(BRASS_DARK, (20, 13.2), 1)
    f.ellipse(WOOD_DARK, 17, 24, 6, 12)
    f.rrect(WOOD_DARK, 17, 29, 6, 5, 0)


def bureau_of_lands(f: Frame) -> None:
    """A surveyor's striped ranging pole with pennant and a theodolite on its tripod."""
    f.poly(CANE, [(1, 31), (10, 27), (30, 27), (39, 30), (39, 37), (1, 37)])
    for i in range(6):
        col = RED if i % 2 == 0 else CREAM
        f.rrect(col, 6, 3 + i * 4.8, 3, 4.8, 0)
    f.poly(BRASS_LIGHT, [(9, 3), (20, 6.5), (9, 10)])
    for foot in ((20, 34), (28, 35), (35, 33)):
        f.line(WOOD, (28, 17), foot, 1.6)
    f.rrect(BRASS_DARK, 25, 15, 6, 3, 0.5)
    f.rrect(BRASS, 22, 10, 12, 5, 2)
    f.rrect(BRASS, 20.5, 10.5, 2.5, 4, 0.5)
    f.circle(SEA_LIGHT, (21.2, 12.5), 1.2)
    f.stroke(INK_SOFT, [(11, 32), (14, 31.5)], 0.9)
    f.stroke(INK_SOFT, [(3, 33), (6, 32.5)], 0.9)


def notary_office(f: Frame) -> None:
    """A deed with a red wax seal and a quill."""
    f.rrect(PARCHMENT_LIGHT, 5, 4, 24, 32, 1)
    for y in (9, 13, 17, 21):
        f.line(INK_SOFT, (9, y), (24 - (y % 2) * 3, y), 0.9)
    f.poly(RED, [(18, 30), (15, 38), (19, 36), (21, 38)])
    f.poly(RED, [(23, 30), (25, 38), (27, 35.5), (29, 37)])
    f.poly(RED, star((22, 28), 6.5, 5.2, 10))
    f.circle(shade(RED, 0.78), (22, 28), 3.6)
    feather = [(36, 2), (38, 6), (34, 14), (27, 21), (24, 23), (26, 17), (30, 9)]
    f.poly(CREAM, feather)
    f.line(PARCHMENT_DARK, (36.5, 3), (24, 23), 0.8)
    f.line(INK, (24.5, 22.5), (22.5, 26), 1.2)


def export_office(f: Frame) -> None:
    """A crate stamped with a red seal and a bold arrow leaving it: goods going out."""
    f.rrect(WOOD_LIGHT, 3, 13, 24, 23, 1.5)
    f.rrect(shade(WOOD_LIGHT, 0.7), 3, 13, 24, 23, 1.5, width=2)
    for x in (11, 19):
        f.line(shade(WOOD_LIGHT, 0.7), (x, 14), (x, 35), 1)
    f.rrect(CREAM, 8, 19, 14, 10, 1)
    f.poly(RED, star((15, 24), 4.2, 2, 5))
    f.poly(SEA, [(17, 6), (27, 6), (27, 1), (38.5, 10), (27, 19), (27, 14), (17, 14)])
    f.poly(SEA_LIGHT, [(18, 7), (28, 7), (28, 3.5), (34, 9.2), (28, 9.2), (18, 9.2)])


def villa(f: Frame) -> None:
    """A colonial mansion with a white-columned portico under a pediment."""
    f.rrect(VILLA_WALL, 3, 15, 34, 20, 0)
    f.poly(TERRACOTTA, [(1, 16), (6, 9), (34, 9), (39, 16)])
    f.poly(CREAM, [(10, 16), (20, 7.5), (30, 16)])
    f.poly(shade(CREAM, 0.86), [(13.5, 14.6), (20, 10), (26.5, 14.6)])
    f.rrect(CREAM, 10, 15.5, 20, 2.5, 0)
    for x in (11.5, 16, 21.5, 26):
        f.rrect(CREAM, x, 18, 2.5, 15, 0)
    f.rrect(WOOD_DARK, 18.5, 24, 3, 9, 0)
    for x in (4.5, 31.5):
        f.rrect(SEA, x, 19, 4, 5, 0.5)
        f.rrect(SEA, x, 27, 4, 5, 0.5)
    f.rrect(STONE_LIGHT, 8, 33, 24, 3.5, 0.5)


def large_sewing_workshop(f: Frame) -> None:
    """A treadle-age sewing machine: arm, needle, hand wheel, a spool and cloth."""
    f.poly(GOOD_COLOURS["fruit"], [(2, 27), (20, 24), (22, 29), (4, 32)])
    f.rrect(WOOD, 2, 30, 36, 6, 1)
    f.rrect(MACHINE_BLACK, 26, 12, 8, 19, 1)
    f.rrect(MACHINE_BLACK, 6, 9, 30, 7, 3)
    f.rrect(MACHINE_BLACK, 5, 9, 8, 13, 2)
    f.line(BRASS, (14, 11.5), (30, 11.5), 1)
    f.line(STEEL, (8, 22), (8, 27), 1.2)
    f.circle(STEEL, (34.5, 17), 5, width=1.8)
    f.circle(STEEL, (34.5, 17), 1.4)
    f.rrect(WOOD_LIGHT, 17, 2, 8, 2, 0.5)
    f.rrect(WOOD_LIGHT, 17, 7.5, 8, 2, 0.5)
    f.rrect(RED, 18, 3.5, 6, 4.5, 0)
    f.stroke(RED, [(18, 6), (10, 8), (9, 11)], 0.7)


def main_square(f: Frame) -> None:
    """A paved plaza with a two-tier fountain between two trees."""
    f.ellipse(STONE_LIGHT, 1, 25, 38, 12)
    for x in (8, 32):
        f.line(WOOD, (x, 18), (x, 28), 1.8)
        f.circle(LEAF, (x, 15), 5.5)
        f.circle(shade(LEAF, 1.3), (x - 1.5, 13.5), 2)
    f.ellipse(STONE, 9, 24, 22, 9)
    f.ellipse(SEA_LIGHT, 11, 25, 18, 5)
    f.rrect(STONE, 18, 13, 4, 13, 0)
    f.ellipse(STONE, 13, 12, 14, 4.5)
    f.line(SEA_LIGHT, (20, 12), (20, 4), 1.6)
    f.arc(SEA_LIGHT, (16, 9), 4.5, 20, 200, 1.2)
    f.arc(SEA_LIGHT, (24, 9), 4.5, -20, 160, 1.2)
    f.stroke(SEA_LIGHT, [(14, 14.5), (12.5, 19), (12, 26)], 1.1)
    f.stroke(SEA_LIGHT, [(26, 14.5), (27.5, 19), (28, 26)], 1.1)


BUILDING_PICTOGRAMS: dict[str, Pictogram] = {
    "small_fruit_farm": lambda f: vat(f, "fruit"),
    "small_sugar_refinery": lambda f: vat(f, "sugar"),
    "large_fruit_farm": lambda f: works(f, "fruit"),
    "large_sugar_refinery": lambda f: works(f, "sugar"),
    "large_tobacco_drying_house": lambda f: works(f, "tobacco"),
    "large_coffee_roastery": lambda f: works(f, "coffee"),
    "small_market": market_stall,
    "materials_depot": materials,
    "hacienda": hacienda,
    "small_warehouse": lambda f: crates_stack(f, big=False),
    "hospital": hospital,
    "company": company,
    "large_market": large_market,
    "large_warehouse": lambda f: crates_stack(f, big=True),
    "factory": factory,
    "school": school,
    "port": lambda f: anchor(f, SEA),
    "private_wharf": wharf,
    "fire_station": fire_bell,
    "residence": residence,
    "fortress": fortress,
    "customs_house": customs,
    "governors_palace": palace,
    # Expansion I
    "canal": canal,
    "sawmill": sawmill,
    "black_market": black_market,
    "shed": shed,
    "bohio": bohio,
    "trading_post": trading_post,
    "church": church,
    "small_private_wharf": small_wharf,
    "lighthouse": lighthouse,
    "distillery": distillery,
    "publishing_house": publishing_house,
    "manufactory": manufactory,
    "monument": monument,
    "cathedral": cathedral,
    # Expansion II
    "cadastral_office": cadastral_office,
    "chapel": chapel,
    "bureau_of_lands": bureau_of_lands,
    "notary_office": notary_office,
    "export_office": export_office,
    "villa": villa,
    "large_sewing_workshop": large_sewing_workshop,
    "main_square": main_square,
}


# ----------------------------------------------------------------------------- UI icons


def ui_vp(f: Frame) -> None:
    f.poly(TERRACOTTA, regular_polygon((20, 20), 17, 8, 22.5))
    f.poly(CREAM, star((20, 20.5), 10, 4.2, 5))


def ui_coin(f: Frame) -> None:
    coin(f, (20, 20), 16, "")


def ui_worker(f: Frame) -> None:
    worker(f, WOOD, (20, 20), 1.25)


def ui_crate(f: Frame) -> None:
    crate(f, WOOD_LIGHT)


def ui_lock(f: Frame) -> None:
    f.rrect(STONE_DARK, 11, 4, 18, 22, 9, width=4)
    f.rrect(BRASS, 7, 17, 26, 19, 3)
    f.circle(INK, (20, 25), 3)
    f.rrect(INK, 19, 25, 2, 6)


def ui_check(f: Frame) -> None:
    f.stroke(GREEN_CHECK, [(6, 21), (16, 31), (34, 9)], 6)


GREEN_CHECK = (76, 150, 70)


def speaker(f: Frame) -> None:
    f.poly(STONE_LIGHT, [(4, 15), (12, 15), (22, 6), (22, 34), (12, 25), (4, 25)])


def ui_sound_on(f: Frame) -> None:
    speaker(f)
    f.arc(SLOT, (22, 20), 7, -50, 50, 2.6)
    f.arc(SLOT, (22, 20), 13, -50, 50, 2.6)


def ui_sound_off(f: Frame) -> None:
    speaker(f)
    f.line(RED, (27, 13), (37, 27), 3.4)
    f.line(RED, (37, 13), (27, 27), 3.4)


UI_PICTOGRAMS: dict[str, Pictogram] = {
    "vp": ui_vp,
    "coin": ui_coin,
    "worker": ui_worker,
    "crate": ui_crate,
    "lock": ui_lock,
    "check": ui_check,
    "sound_on": ui_sound_on,
    "sound_off": ui_sound_off,
}
