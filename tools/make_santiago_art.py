"""Draw Santiago de Cuba's sprites with code; write them to assets/santiago/sprites/.

    .venv/bin/python tools/make_santiago_art.py [--out DIR]

Our own art, in the family of tools/make_art.py (the same palette, pen and pictograms): the
Cubans' portrait cards, the twelve building facades, flowers, dice, goods, the car, the broker
and property marker (drawn light, tinted with the seat's colour on screen), the ship, flags,
pesos and the face-down VP pile, the town's ground and the sea. Small sprites are stored at twice
their display size; the two large textures at display size. Deterministic: same bytes each run.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent))

from artkit import canvas as cv
from artkit import pictograms as pg
from artkit.canvas import Pen, mix, shade, with_alpha
from artkit.palette import (
    BRASS,
    BRASS_DARK,
    BRASS_LIGHT,
    CANE,
    CANE_DARK,
    CREAM,
    INK,
    INK_SOFT,
    LEAF,
    PARCHMENT,
    PARCHMENT_DARK,
    PARCHMENT_LIGHT,
    RED,
    SEA,
    SEA_DEEP,
    SEA_LIGHT,
    STONE,
    STONE_DARK,
    STONE_LIGHT,
    TERRACOTTA,
    TERRACOTTA_DARK,
    WOOD,
    WOOD_DARK,
    WOOD_LIGHT,
)

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = ROOT / "assets" / "santiago" / "sprites"

FLOWERS = {
    "yellow": (240, 200, 60),
    "blue": (70, 120, 200),
    "red": (200, 60, 56),
    "white": (246, 244, 238),
    "none": (150, 150, 150),
}
GOODS = {
    "sugar": (244, 242, 234),
    "tobacco": (92, 140, 70),
    "citrus": (236, 150, 48),
    "rum": (170, 50, 44),
    "cigar": (70, 50, 40),
    "wood": (176, 128, 80),
}
# Each Cuban: their flower (data/santiago/cubans.yaml), shirt, hat and what they hold.
CUBANS = {
    "pedro": ("white", (96, 130, 84), (150, 110, 60), "tobacco"),
    "maria": ("red", (200, 70, 90), None, "dance"),
    "martinez": ("yellow", (70, 96, 150), (40, 36, 34), "guitar"),
    "jose": ("yellow", (236, 226, 200), (210, 180, 110), "cane"),
    "conchita": ("blue", (236, 150, 60), None, "basket"),
    "miguel": ("blue", (150, 70, 50), (120, 90, 50), "axe"),
    "pablo": ("red", (110, 100, 90), (60, 54, 50), "sack"),
    "el_zorro": ("none", (34, 30, 30), (24, 22, 22), "mask"),
    "alonso": ("white", (54, 54, 70), (30, 30, 36), "book"),
}
BUILDING_WALLS = {
    "bank": (222, 206, 170),
    "church": (240, 236, 222),
    "distillery": (200, 150, 110),
    "cigar_factory": (186, 120, 80),
    "black_market": (120, 110, 120),
    "sawmill": (170, 126, 82),
    "cafe": (236, 196, 150),
    "customs_house": (170, 190, 200),
    "casino": (200, 80, 80),
    "harbor_office": (120, 170, 180),
    "office": (220, 214, 190),
    "newspaper": (200, 200, 200),
}

Sprite = Callable[[], pygame.Surface]
SPECS: dict[str, Sprite] = {}


def sprite(name: str) -> Callable[[Sprite], Sprite]:
    def register(fn: Sprite) -> Sprite:
        SPECS[name] = fn
        return fn

    return register


def seeded(name: str) -> int:
    return sum((i + 1) * ord(c) for i, c in enumerate(name))


# ------------------------------------------------------------------------------ small parts


def flower(pen: Pen, c: tuple[float, float], r: float, colour: tuple) -> None:
    """Five round petals and a golden heart."""
    for k in range(5):
        a = math.radians(90 + k * 72)
        pen.circle(colour, (c[0] + math.cos(a) * r * 0.55, c[1] - math.sin(a) * r * 0.55), r * 0.45)
        pen.circle(
            shade(colour, 0.7),
            (c[0] + math.cos(a) * r * 0.55, c[1] - math.sin(a) * r * 0.55),
            r * 0.45,
            width=max(0.4, r * 0.06),
        )
    pen.circle(BRASS_LIGHT, c, r * 0.28)
    pen.circle(BRASS_DARK, c, r * 0.28, width=max(0.4, r * 0.05))


def card(pen: Pen, w: float, h: float, base: tuple, seed: int) -> None:
    pen.rrect(base, (1, 1, w - 2, h - 2), 6)
    pen.grain(seed, 214, 255, 5)
    pen.rrect(BRASS_DARK, (1, 1, w - 2, h - 2), 6, width=1.4)
    pen.rrect(with_alpha(BRASS, 160), (4, 4, w - 8, h - 8), 4, width=0.8)


# ---------------------------------------------------------------------------------- Cubans


def person(pen: Pen, cx: float, top: float, shirt: tuple, hat: tuple | None, skin: tuple) -> None:
    """A figure from the chest up: shoulders, neck, head, hair or hat."""
    pen.poly(
        shirt,
        [
            (cx - 30, top + 82),
            (cx - 26, top + 52),
            (cx - 10, top + 44),
            (cx + 10, top + 44),
            (cx + 26, top + 52),
            (cx + 30, top + 82),
        ],
    )
    pen.poly(shade(shirt, 0.75), [(cx - 6, top + 44), (cx + 6, top + 44), (cx, top + 58)])
    pen.rrect(skin, (cx - 5, top + 36, 10, 10), 3)
    pen.ellipse(skin, (cx - 12, top + 14, 24, 28))
    pen.circle(INK, (cx - 5, top + 27), 1.4)
    pen.circle(INK, (cx + 5, top + 27), 1.4)
    pen.arc(shade(skin, 0.6), (cx, top + 31), 4.5, 200, 340, 1.0)
    if hat is None:
        pen.ellipse(INK_SOFT, (cx - 13, top + 11, 26, 12))
        pen.circle(INK_SOFT, (cx + 12, top + 24), 6)
    else:
        pen.ellipse(hat, (cx - 20, top + 15, 40, 8))
        pen.rrect(hat, (cx - 11, top + 4, 22, 14), 5)
        pen.rrect(shade(hat, 0.6), (cx - 11, top + 13, 22, 3), 1)


def attribute(pen: Pen, kind: str, cx: float, top: float) -> None:
    """What the Cuban holds, in front of the chest."""
    if kind == "tobacco":
        for dx in (-6, 0, 6):
            pen.ellipse(GOODS["tobacco"], (cx + dx - 5 + 14, top + 50, 10, 26))
            pen.line(
                shade(GOODS["tobacco"], 0.6),
                (cx + dx + 14, top + 52),
                (cx + dx + 14, top + 74),
                0.8,
            )
    elif kind == "dance":
        pen.poly(
            (230, 90, 110),
            [(cx - 30, top + 82), (cx - 18, top + 58), (cx + 18, top + 58), (cx + 30, top + 82)],
        )
        flower(pen, (cx + 10, top + 12), 6, FLOWERS["red"])
    elif kind == "guitar":
        pen.ellipse(WOOD_LIGHT, (cx - 2, top + 58, 22, 20))
        pen.ellipse(WOOD_LIGHT, (cx + 4, top + 50, 14, 14))
        pen.circle(WOOD_DARK, (cx + 10, top + 66), 3)
        pen.line(WOOD_DARK, (cx + 12, top + 54), (cx + 26, top + 34), 2.4)
    elif kind == "cane":
        for dx in (10, 16, 22):
            pen.line(CANE, (cx + dx, top + 82), (cx + dx - 6, top + 36), 2.4)
            pen.line(CANE_DARK, (cx + dx - 2, top + 62), (cx + dx + 2, top + 62), 1.2)
        pen.ellipse(LEAF, (cx + 8, top + 28, 12, 8))
    elif kind == "basket":
        pen.rrect(WOOD_LIGHT, (cx - 20, top + 62, 40, 16), 5)
        for dx in (-12, -2, 8):
            pen.circle(GOODS["citrus"], (cx + dx + 2, top + 60), 6)
    elif kind == "axe":
        pen.line(WOOD, (cx + 8, top + 82), (cx + 22, top + 40), 2.6)
        pen.poly(STONE_LIGHT, [(cx + 18, top + 40), (cx + 30, top + 36), (cx + 28, top + 50)])
    elif kind == "sack":
        pen.ellipse(PARCHMENT_DARK, (cx - 4, top + 54, 28, 26))
        pen.line(INK_SOFT, (cx + 4, top + 56), (cx + 16, top + 56), 1.4)
    elif kind == "mask":
        pen.rrect(INK, (cx - 14, top + 22, 28, 9), 4)
        pen.circle(CREAM, (cx - 5, top + 27), 1.6)
        pen.circle(CREAM, (cx + 5, top + 27), 1.6)
        pen.poly(
            (120, 24, 30),
            [(cx - 30, top + 82), (cx - 26, top + 56), (cx + 26, top + 56), (cx + 30, top + 82)],
        )
    elif kind == "book":
        pen.rrect((120, 40, 40), (cx - 4, top + 56, 24, 22), 2)
        pen.rrect(PARCHMENT_LIGHT, (cx - 2, top + 58, 20, 18), 1)
        pen.line(INK_SOFT, (cx + 8, top + 58), (cx + 8, top + 76), 0.8)


def cuban_card(cuban: str) -> pygame.Surface:
    flower_name, shirt, hat, kind = CUBANS[cuban]
    w, h = 92, 112
    pen = Pen(w, h, cv.SUPERSAMPLE)
    tint = FLOWERS[flower_name]
    card(pen, w, h, mix(PARCHMENT, tint, 0.18), seeded(cuban))
    pen.rrect(mix(SEA_LIGHT, CREAM, 0.45), (6, 6, w - 12, h - 34), 4)
    skin = (196, 140, 100) if seeded(cuban) % 2 else (160, 110, 76)
    person(pen, w / 2, 8, shirt, hat, skin)
    attribute(pen, kind, w / 2, 8)
    pen.rrect(BRASS_DARK, (6, 6, w - 12, h - 34), 4, width=1)
    if flower_name != "none":
        pen.circle(PARCHMENT_LIGHT, (16, 16), 10)
        flower(pen, (16, 16), 9, tint)
    else:
        pen.circle(with_alpha(PARCHMENT_LIGHT, 200), (16, 16), 10)
        pen.circle(INK_SOFT, (16, 16), 9, width=1)
    pen.shadow(0.6, 1.2, 1.2, 110)
    return pen.finish()


for _c in CUBANS:
    sprite(f"cuban_{_c}")(lambda c=_c: cuban_card(c))


@sprite("cuban_back")
def cuban_back() -> pygame.Surface:
    w, h = 92, 112
    pen = Pen(w, h, cv.SUPERSAMPLE)
    card(pen, w, h, (96, 70, 50), 77)
    for i in range(7):
        pen.line(with_alpha(BRASS, 90), (8 + i * 13, 8), (8, 8 + i * 13), 1)
        pen.line(with_alpha(BRASS, 90), (w - 8 - i * 13, h - 8), (w - 8, h - 8 - i * 13), 1)
    pen.circle(BRASS, (w / 2, h / 2), 20)
    pen.circle(BRASS_DARK, (w / 2, h / 2), 20, width=1.4)
    pen.text("S", 30, BRASS_DARK, (w / 2, h / 2 + 1), bold=True)
    pen.shadow(0.6, 1.2, 1.2, 110)
    return pen.finish()


@sprite("cover")
def cover() -> pygame.Surface:
    """The box on the shelf: Martinez before the harbour."""
    w, h = 140, 170
    pen = Pen(w, h, cv.SUPERSAMPLE)
    card(pen, w, h, PARCHMENT, 1953)
    pen.rrect(mix(SEA_LIGHT, CREAM, 0.3), (8, 8, w - 16, h - 40), 5)
    pen.rrect(SEA, (8, 84, w - 16, 46), 0)
    f = pg.Frame(pen, 104, 98, 0.8)
    pg.ship_side(f)
    person(pen, 56, 36, (70, 96, 150), (40, 36, 34), (180, 128, 90))
    attribute(pen, "guitar", 56, 36)
    flower(pen, (22, 22), 10, FLOWERS["red"])
    flower(pen, (118, 22), 10, FLOWERS["yellow"])
    pen.rrect(TERRACOTTA, (8, h - 32, w - 16, 24), 4)
    pen.text("SANTIAGO", 15, CREAM, (w / 2, h - 20), bold=True)
    pen.shadow(0.6, 1.2, 1.2, 110)
    return pen.finish()


# ------------------------------------------------------------------------------- buildings


def emblem(pen: Pen, building: str, cx: float, cy: float) -> None:
    f = pg.Frame(pen, cx, cy, 0.9)
    if building == "bank":
        pg.coin(f, label="$")
    elif building == "church":
        f.line(BRASS_DARK, (20, 4), (20, 36), 4)
        f.line(BRASS_DARK, (10, 14), (30, 14), 4)
    elif building == "distillery":
        pg.barrel(f, GOODS["rum"])
    elif building == "cigar_factory":
        f.rrect(GOODS["cigar"], 4, 16, 30, 8, 4)
        f.rrect(CREAM, 30, 16, 6, 8, 2)
        f.rrect(RED, 12, 16, 5, 8, 0)
    elif building == "black_market":
        pg.market_stall(f)
    elif building == "sawmill":
        f.circle(STONE_LIGHT, (20, 20), 14)
        for k in range(12):
            a = math.radians(k * 30)
            f.poly(
                STONE_DARK,
                [
                    (20 + math.cos(a) * 13, 20 + math.sin(a) * 13),
                    (20 + math.cos(a + 0.2) * 17, 20 + math.sin(a + 0.2) * 17),
                    (20 + math.cos(a + 0.4) * 13, 20 + math.sin(a + 0.4) * 13),
                ],
            )
        f.circle(STONE_DARK, (20, 20), 4)
    elif building == "cafe":
        f.rrect(CREAM, 8, 14, 20, 18, 4)
        f.arc(CREAM, (29, 22), 5, 270, 90, 2.4)
        f.ellipse(WOOD_DARK, 9, 13, 18, 5)
        f.line(STONE, (12, 8), (14, 2), 1.2)
        f.line(STONE, (18, 8), (20, 2), 1.2)
    elif building == "customs_house":
        pg.scales(f)
    elif building == "casino":
        f.rrect(CREAM, 6, 8, 24, 24, 4)
        for x, y in ((12, 14), (24, 26), (18, 20)):
            f.circle(INK, (x, y), 2.2)
        f.rrect(RED, 20, 4, 16, 16, 3)
        f.circle(CREAM, (28, 12), 2)
    elif building == "harbor_office":
        pg.anchor(f)
    elif building == "office":
        f.rrect(PARCHMENT_LIGHT, 8, 6, 22, 28, 2)
        for y in (12, 17, 22, 27):
            f.line(INK_SOFT, (11, y), (27, y), 1)
        f.line(INK, (26, 30), (36, 8), 2)
    elif building == "newspaper":
        f.rrect(PARCHMENT_LIGHT, 4, 8, 32, 24, 2)
        f.rrect(INK_SOFT, 7, 11, 26, 5, 1)
        for y in (20, 24, 28):
            f.line(INK_SOFT, (7, y), (33, y), 1)


def building_facade(building: str) -> pygame.Surface:
    """A colonial facade: the use's emblem on the left, a sign board where the name is written
    on screen (in the player's language) on the right."""
    w, h = 150, 72
    pen = Pen(w, h, cv.SUPERSAMPLE)
    wall = BUILDING_WALLS[building]
    pen.rrect(wall, (2, 10, w - 4, h - 12), 4)
    pen.grain(seeded(building), 220, 255, 4)
    pen.poly(TERRACOTTA, [(0, 12), (10, 2), (w - 10, 2), (w, 12)])
    for x in range(10, int(w) - 10, 8):
        pen.line(TERRACOTTA_DARK, (x, 3), (x - 2, 11), 0.8)
    pen.rrect(PARCHMENT_LIGHT, (6, 16, 44, 44), 22)
    pen.rrect(BRASS_DARK, (6, 16, 44, 44), 22, width=1)
    emblem(pen, building, 28, 38)
    pen.rrect(WOOD_DARK, (w - 24, h - 26, 14, 24), 3)
    pen.rrect(with_alpha(PARCHMENT_LIGHT, 235), (56, 18, w - 62, 26), 3)
    pen.rrect(BRASS_DARK, (56, 18, w - 62, 26), 3, width=0.8)
    for x in (62, 86, 110):
        if x < w - 30:
            pen.rrect(with_alpha(SEA_DEEP, 200), (x, 48, 12, 14), 2)
            pen.line(CREAM, (x + 6, 48), (x + 6, 62), 0.6)
    pen.rrect(shade(wall, 0.6), (2, 10, w - 4, h - 12), 4, width=1.4)
    pen.shadow(0.6, 1.2, 1.2, 110)
    return pen.finish()


for _b in BUILDING_WALLS:
    sprite(f"building_{_b}")(lambda b=_b: building_facade(b))

for _f, _col in FLOWERS.items():
    if _f != "none":

        def _flower_sprite(col: tuple = _col) -> pygame.Surface:
            pen = Pen(24, 24, cv.FINE)
            flower(pen, (12, 12), 11, col)
            return pen.finish()

        sprite(f"flower_{_f}")(_flower_sprite)


# ------------------------------------------------------------------------ dice and goods


def die(colour: tuple) -> pygame.Surface:
    pen = Pen(58, 58, cv.FINE)
    pen.rrect(shade(colour, 0.7), (2, 3, 54, 54), 10)
    pen.rrect(colour, (2, 1, 54, 53), 10)
    pen.rrect(with_alpha(CREAM, 70), (6, 4, 46, 14), 7)
    pen.rrect(shade(colour, 0.55), (2, 1, 54, 53), 10, width=1.2)
    pen.shadow(0.8, 1.4, 1.2, 120)
    return pen.finish()


for _g, _col in GOODS.items():
    sprite(f"die_{_g}")(lambda col=_col: die(col))


def good_token(good: str) -> pygame.Surface:
    col = GOODS[good]
    pen = Pen(26, 26, cv.FINE)
    dark = shade(col, 0.6)
    if good == "sugar":
        pen.poly(col, [(13, 3), (23, 8), (13, 13), (3, 8)])
        pen.poly(shade(col, 0.86), [(3, 8), (13, 13), (13, 23), (3, 18)])
        pen.poly(shade(col, 0.74), [(23, 8), (13, 13), (13, 23), (23, 18)])
        pen.poly(INK_SOFT, [(13, 3), (23, 8), (23, 18), (13, 23), (3, 18), (3, 8)], width=0.8)
    elif good == "tobacco":
        pen.ellipse(col, (6, 2, 14, 22))
        pen.line(dark, (13, 3), (13, 23), 1)
        for y in (8, 13, 18):
            pen.line(dark, (13, y), (8, y - 3), 0.7)
            pen.line(dark, (13, y), (18, y - 3), 0.7)
        pen.ellipse(dark, (6, 2, 14, 22), width=0.8)
    elif good == "citrus":
        pen.circle(col, (13, 14), 10)
        pen.circle(with_alpha(CREAM, 110), (10, 11), 3)
        pen.ellipse(LEAF, (13, 1, 8, 5))
        pen.circle(dark, (13, 14), 10, width=0.8)
    elif good == "rum":
        pen.rrect(col, (4, 4, 18, 20), 6)
        pen.line(dark, (4, 9), (22, 9), 1.2)
        pen.line(dark, (4, 19), (22, 19), 1.2)
        pen.rrect(dark, (4, 4, 18, 20), 6, width=0.8)
    elif good == "cigar":
        pen.rrect(col, (2, 9, 22, 8), 4)
        pen.rrect(RED, (6, 9, 4, 8), 0)
        pen.circle((230, 120, 60), (23, 13), 2)
        pen.rrect(shade(col, 0.6), (2, 9, 22, 8), 4, width=0.8)
    elif good == "wood":
        pen.rrect(col, (2, 7, 22, 12), 5)
        pen.ellipse(mix(col, CREAM, 0.4), (18, 7, 8, 12))
        pen.ellipse(dark, (20, 10, 4, 6), width=0.6)
        pen.rrect(dark, (2, 7, 22, 12), 5, width=0.8)
    pen.shadow(0.5, 0.8, 0.8, 110)
    return pen.finish()


for _g in GOODS:
    sprite(f"good_{_g}")(lambda g=_g: good_token(g))


# ----------------------------------------------------------------- pieces on the table


@sprite("car")
def car() -> pygame.Surface:
    """A 1950s open car, side view, in Havana turquoise."""
    pen = Pen(54, 36, cv.FINE)
    body = (72, 170, 170)
    pen.rrect(body, (3, 14, 48, 12), 5)
    pen.poly(body, [(14, 14), (20, 6), (34, 6), (40, 14)])
    pen.poly(with_alpha(SEA_LIGHT, 220), [(17, 14), (21, 8), (27, 8), (27, 14)])
    pen.poly(with_alpha(SEA_LIGHT, 220), [(29, 14), (29, 8), (33, 8), (37, 14)])
    pen.line(CREAM, (4, 20), (50, 20), 1.2)
    for x in (14, 40):
        pen.circle(INK, (x, 27), 6)
        pen.circle(STONE_LIGHT, (x, 27), 2.6)
    pen.rrect(shade(body, 0.6), (3, 14, 48, 12), 5, width=0.8)
    pen.shadow(0.6, 1.0, 1.0, 120)
    return pen.finish()


@sprite("broker")
def broker() -> pygame.Surface:
    """A broker in a hat, drawn light so the seat's colour tints it."""
    pen = Pen(24, 36, cv.FINE)
    light, mid = (250, 250, 250), (205, 205, 205)
    pen.poly(light, [(4, 35), (6, 18), (12, 15), (18, 18), (20, 35)])
    pen.circle(light, (12, 10), 5)
    pen.ellipse(mid, (3, 4, 18, 4))
    pen.rrect(mid, (7, 0, 10, 6), 2)
    pen.poly((40, 40, 40), [(4, 35), (6, 18), (12, 15), (18, 18), (20, 35)], width=0.8)
    pen.circle((40, 40, 40), (12, 10), 5, width=0.8)
    pen.shadow(0.5, 1.0, 1.0, 120)
    return pen.finish()


@sprite("marker")
def marker() -> pygame.Surface:
    """A property marker: a disc with a house, drawn light for the seat's tint."""
    pen = Pen(26, 26, cv.FINE)
    pen.circle((250, 250, 250), (13, 13), 11)
    pen.circle((60, 60, 60), (13, 13), 11, width=1)
    pen.poly((90, 90, 90), [(7, 13), (13, 7), (19, 13), (19, 19), (7, 19)])
    pen.shadow(0.5, 0.8, 0.8, 110)
    return pen.finish()


@sprite("ship")
def ship() -> pygame.Surface:
    """The cargo ship: four holds for the demand dice (at x 56 + 80 k, y 26, 58 px square)."""
    w, h = 420, 170
    pen = Pen(w, h, cv.SUPERSAMPLE)
    pen.poly(WOOD_DARK, [(6, 88), (414, 88), (386, 146), (34, 146)])
    pen.poly(WOOD, [(10, 88), (410, 88), (400, 106), (20, 106)])
    for x in range(30, 400, 22):
        pen.line(shade(WOOD_DARK, 0.8), (x, 108), (x + 2, 144), 0.8)
    pen.line(CREAM, (24, 112), (396, 112), 2)
    for k in range(4):
        x = 52 + k * 80
        pen.rrect(shade(WOOD, 0.75), (x, 22, 66, 66), 6)
        pen.rrect(WOOD_DARK, (x, 22, 66, 66), 6, width=1.4)
    pen.rrect(CREAM, (368, 40, 34, 48), 4)
    pen.rrect(RED, (376, 18, 16, 24), 2)
    pen.rrect(INK, (376, 14, 16, 6), 1)
    for y in range(120, 160, 10):
        pen.arc(with_alpha(CREAM, 120), (60 + y, y + 6), 8, 20, 160, 1.2)
    pen.shadow(1, 2, 1.6, 110)
    return pen.finish()


@sprite("ship_icon")
def ship_icon() -> pygame.Surface:
    pen = Pen(52, 48, cv.FINE)
    pg.ship_side(pg.Frame(pen, 26, 24, 1.1))
    return pen.finish()


@sprite("flag")
def flag() -> pygame.Surface:
    pen = Pen(56, 56, cv.FINE)
    pen.line(WOOD_DARK, (12, 6), (12, 52), 2.6)
    pen.poly(SEA, [(13, 8), (46, 14), (13, 28)])
    pen.poly(shade(SEA, 0.6), [(13, 8), (46, 14), (13, 28)], width=1)
    return pen.finish()


@sprite("flag_checkered")
def flag_checkered() -> pygame.Surface:
    pen = Pen(56, 56, cv.FINE)
    pen.line(WOOD_DARK, (12, 6), (12, 52), 2.6)
    pen.rrect(CREAM, (13, 8, 34, 22), 1)
    for i in range(5):
        for j in range(3):
            if (i + j) % 2 == 0:
                pen.rrect(INK, (13 + i * 6.8, 8 + j * 7.33, 6.8, 7.33), 0)
    pen.rrect(INK, (13, 8, 34, 22), 1, width=1)
    return pen.finish()


@sprite("value_marker")
def value_marker() -> pygame.Surface:
    pen = Pen(20, 20, cv.FINE)
    pen.circle(RED, (10, 10), 8)
    pen.circle(shade(RED, 0.6), (10, 10), 8, width=1)
    pen.circle(with_alpha(CREAM, 140), (8, 8), 2.5)
    pen.shadow(0.5, 0.8, 0.8, 110)
    return pen.finish()


@sprite("peso")
def peso() -> pygame.Surface:
    pen = Pen(30, 30, cv.FINE)
    pg.coin(pg.Frame(pen, 15, 15, 1.1), label="$")
    pen.shadow(0.5, 0.8, 0.8, 110)
    return pen.finish()


@sprite("vp_back")
def vp_back() -> pygame.Surface:
    """The face-down pile of VP tiles."""
    pen = Pen(30, 30, cv.FINE)
    for k in (2, 1, 0):
        pen.rrect(shade(TERRACOTTA, 0.8 + k * 0.05), (3 + k, 6 - k * 2, 22, 20), 3)
        pen.rrect(TERRACOTTA_DARK, (3 + k, 6 - k * 2, 22, 20), 3, width=0.8)
    pen.text("VP", 10, CREAM, (14, 16), bold=True)
    pen.shadow(0.5, 0.8, 0.8, 110)
    return pen.finish()


@sprite("stop")
def stop() -> pygame.Surface:
    pen = Pen(64, 64, cv.FINE)
    pen.circle(STONE_DARK, (32, 32), 30)
    pen.circle(mix(STONE_LIGHT, PARCHMENT, 0.4), (32, 32), 27)
    rng = random.Random(9)
    for _ in range(14):
        a, r = rng.uniform(0, 6.28), rng.uniform(4, 22)
        pen.circle(
            with_alpha(STONE, 120), (32 + math.cos(a) * r, 32 + math.sin(a) * r), rng.uniform(2, 4)
        )
    pen.circle(with_alpha(BRASS, 200), (32, 32), 27, width=1.4)
    return pen.finish()


@sprite("port")
def port() -> pygame.Surface:
    pen = Pen(64, 64, cv.FINE)
    pen.circle(SEA_DEEP, (32, 32), 30)
    pen.circle(SEA_LIGHT, (32, 32), 27)
    pg.anchor(pg.Frame(pen, 32, 32, 1.1), CREAM)
    pen.circle(BRASS, (32, 32), 27, width=1.6)
    return pen.finish()


# --------------------------------------------------------------- large textures (1x)


def town() -> pygame.Surface:
    """Sun-baked plaza tiles under a soft vignette."""
    w, h = 1036, 644
    surf = pygame.Surface((w, h))
    surf.fill((214, 186, 140))
    rng = random.Random(1953)
    for y in range(0, h, 24):
        for x in range(-(y // 24 % 2) * 12, w, 24):
            tone = rng.randint(-10, 10)
            pygame.draw.rect(surf, (214 + tone, 186 + tone, 140 + tone), (x + 1, y + 1, 22, 22))
    grain = cv.value_noise(w, h, 90, 7, 210, 255, 3)
    cv.multiply(surf, grain)
    cv.multiply(surf, cv.radial_shade(w, h, darkest=170, power=2.2))
    for _ in range(18):  # palms' shade spots
        x, y, r = rng.randint(0, w), rng.randint(0, h), rng.randint(16, 34)
        spot = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
        pygame.draw.circle(spot, (60, 90, 40, 50), (r, r), r)
        surf.blit(spot, (x - r, y - r))
    return surf


def sea() -> pygame.Surface:
    w, h = 1036, 224
    surf = cv.vertical_gradient(w, h, [SEA_LIGHT, SEA, SEA_DEEP])
    rng = random.Random(7)
    for _ in range(160):
        x, y = rng.randint(0, w), rng.randint(0, h)
        pygame.draw.arc(surf, mix(CREAM, SEA_LIGHT, 0.5), (x, y, 18, 8), 0.3, 2.8, 1)
    return surf


LARGE: dict[str, Callable[[], pygame.Surface]] = {"town": town, "sea": sea}


def build(out: Path) -> list[Path]:
    pygame.display.init()
    pygame.font.init()
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, draw in {**SPECS, **LARGE}.items():
        path = out / f"{name}.png"
        pygame.image.save(draw(), str(path))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder")
    args = parser.parse_args(argv)
    written = build(args.out)
    total = sum(p.stat().st_size for p in written)
    print(f"{len(written)} sprites in {args.out} ({total / 1e6:.2f} MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
