"""Draw every sprite of the game with code; write them to assets/puerto_rico/sprites/ + manifest.

    .venv/bin/python tools/make_art.py [--out DIR] [--sheet PNG] [--only NAME ...]

Our own art: shapes, noise and pygame's built-in default font, nothing downloaded. Sprites are
stored at twice their display size (SCALE); every position in the manifest is in display pixels.
Runs headless (SDL dummy driver) and is deterministic: same bytes on every run.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent))

from artkit import canvas as cv
from artkit import pictograms as pg
from artkit.canvas import Pen, mix, regular_polygon, shade, with_alpha
from artkit.palette import (
    BRASS,
    BRASS_DARK,
    BRASS_LIGHT,
    CANE,
    CANE_DARK,
    CANE_LIGHT,
    CREAM,
    GOOD_COLOURS,
    GOODS,
    INK,
    INK_SOFT,
    LEAF,
    PARCHMENT,
    PARCHMENT_DARK,
    PARCHMENT_LIGHT,
    RED,
    ROLE_ACCENTS,
    ROLES,
    SEA,
    SEA_DEEP,
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

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = ROOT / "assets" / "puerto_rico" / "sprites"

Meta = dict[str, object]
Art = tuple[pygame.Surface, Meta]


@dataclass(frozen=True)
class SpriteSpec:
    name: str
    size: tuple[int, int]  # display size; the PNG is SCALE times larger
    draw: Callable[[], Art | pygame.Surface]
    group: str = "misc"
    meta: Meta = field(default_factory=dict)


SPECS: list[SpriteSpec] = []


def register(name: str, size: tuple[int, int], group: str, draw: Callable, **meta) -> None:
    SPECS.append(SpriteSpec(name, size, draw, group, meta))


# =============================================================================== shared looks


def parchment(pen: Pen, rect: cv.Rect, radius: float, seed: int, base=PARCHMENT) -> Pen:
    """An aged paper sheet on its own layer: mottled, darker at the edges."""
    layer = pen.layer()
    layer.rrect(base, rect, radius)
    layer.grain(seed, 222, 255, cell=24)
    layer.noise(1.5, seed + 7, 238, 255)  # fine fibres
    r = layer.rect(rect)
    multiply_at(layer, cv.edge_shade(r.w, r.h, layer.n(18), 205, (1.0, 1.3, 1.9)), r.topleft)
    return layer


def multiply_at(pen: Pen, tex: pygame.Surface, pos: tuple[int, int]) -> None:
    cv.multiply(pen.surf, tex, pos)


def tile_body(pen: Pen, rect: cv.Rect, radius: float, top: tuple, edge: float = 2.0) -> Pen:
    """A cardboard tile: a darker edge showing below the top face (thickness)."""
    x, y, w, h = rect
    layer = pen.layer()
    layer.rrect(shade(top, 0.55), (x, y + edge, w, h - edge), radius)
    layer.rrect(top, (x, y, w, h - edge), radius)
    return layer


def brass_disc(pen: Pen, c: cv.Point, r: float, notches: int = 0) -> None:
    """A brass doubloon: rim, face, highlight; a notched rim for the big coin."""
    if notches:
        pts = []
        for i in range(notches * 2):
            a = math.pi * i / notches
            rr = r if i % 2 == 0 else r * 0.9
            pts.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)))
        pen.poly(BRASS_DARK, pts)
    else:
        pen.circle(BRASS_DARK, c, r)
    pen.circle(BRASS, c, r * 0.84)
    pen.circle(shade(BRASS, 0.86), c, r * 0.7, width=max(0.6, r * 0.06))


def octagon_chip(pen: Pen, c: cv.Point, r: float, face: tuple, rim: tuple) -> None:
    pen.poly(rim, regular_polygon(c, r, 8, 22.5))
    pen.poly(face, regular_polygon(c, r * 0.8, 8, 22.5))


def finish_icon(pen: Pen, outline: float = 1.0, shadow: float = 1.0) -> pygame.Surface:
    """Outline and soft shadow for a pictogram layer, then scale down."""
    pen.outline(INK, outline)
    pen.shadow(shadow * 0.6, shadow, shadow, 100)
    return pen.finish()


# =============================================================================== table & boards


def draw_table() -> pygame.Surface:
    """Warm wooden planks with staggered joints, soft grain and a vignette."""
    w, h = 1600, 900
    pen = Pen(w, h, ss=1)
    rng = random.Random(1897)
    plank_h = 150
    tones = [(134, 84, 48), (146, 92, 52), (126, 78, 44), (140, 88, 50), (150, 96, 56)]
    iw = pen.n(w)
    for row in range(h // plank_h):
        y = row * plank_h
        # two boards per row with a staggered butt joint, each with its own tone and grain
        joint = rng.randint(300, 1300)
        for x0, x1 in ((0, joint), (joint, w)):
            tone = tones[rng.randrange(len(tones))]
            pen.surf.fill(tone, pen.rect((x0, y, x1 - x0, plank_h)))
            rect = pen.rect((x0, y, x1 - x0, plank_h))
            grain = cv.value_noise(rect.w, rect.h, 420, rng.randrange(10**6), 196, 255, 5)
            cv.multiply(pen.surf, grain, rect.topleft)
            fine = cv.value_noise(rect.w, rect.h, 140, rng.randrange(10**6), 226, 255, 2)
            cv.multiply(pen.surf, fine, rect.topleft)
            for _ in range(rng.randint(0, 2)):  # knots: concentric dark ellipses
                kx = rng.uniform(x0 + 60, max(x0 + 61, x1 - 60))
                ky = y + rng.uniform(40, plank_h - 40)
                for i in range(5, 0, -1):
                    col = with_alpha(shade(tone, 0.66 + i * 0.05), 90)
                    pen.ellipse(col, (kx - i * 7, ky - i * 2.4, i * 14, i * 4.8), width=1.2)
            pen.line(with_alpha(WOOD_DARK, 200), (x1 - 1, y), (x1 - 1, y + plank_h), 2.5)
        pen.surf.fill(shade(WOOD_DARK, 0.7), pygame.Rect(0, pen.n(y), iw, pen.n(2)))
        pen.surf.fill(shade(WOOD_LIGHT, 1.05), pygame.Rect(0, pen.n(y + 2), iw, pen.n(1)))
    cv.multiply(pen.surf, cv.radial_shade(*pen.surf.get_size(), darkest=120, power=2.4))
    return pen.finish()


ISLAND_SPACE = 36
CITY_SPACE = (48, 36)


def board_seat_layout() -> Meta:
    """Where the player board's spaces are (display px), shared by drawing and manifest."""
    gap = 3
    island = [
        [17 + c * (ISLAND_SPACE + gap), 41 + r * (ISLAND_SPACE + gap), ISLAND_SPACE, ISLAND_SPACE]
        for r in range(3)
        for c in range(4)
    ]
    cw, ch = CITY_SPACE
    city = [[185 + c * (cw + gap), 41 + r * (ch + gap), cw, ch] for r in range(3) for c in range(4)]
    return {
        "name_band": [14, 8, 372, 22],
        "island_spaces": island,
        "city_spaces": city,
        "portrait": [10, 164, 380, 126],
        "compass": [58, 227, 48],
    }


def draw_board_seat() -> Art:
    """The player board: island (left), city (right), portrait with a compass rose (bottom)."""
    lay = board_seat_layout()
    pen = Pen(400, 300)
    pen.paste(parchment(pen, (2, 2, 396, 296), 12, seed=11))
    marks = pen.layer()
    marks.rrect(with_alpha(INK_SOFT, 150), (7, 5, 386, 290), 9, width=1.2)
    marks.rrect(with_alpha(INK_SOFT, 90), (10, 32, 380, 0.8), 0)
    # island: a sea wash, a sandy shore and green land behind the spaces
    marks.rrect(with_alpha(SEA_LIGHT, 140), (8, 33, 170, 128), 10)
    for i in range(11):  # little wave ticks in the sea
        x = 14 + i * 15.5
        marks.arc(with_alpha(SEA, 170), (x, 36), 2.2, 20, 160, 0.6)
        marks.arc(with_alpha(SEA, 170), (x + 7, 158.5), 2.2, 20, 160, 0.6)
    marks.rrect(with_alpha((236, 212, 150), 240), (12.5, 37.5, 161, 119), 16)
    marks.rrect(with_alpha(CANE_LIGHT, 150), (14.5, 39.5, 157, 115), 14)
    for x, y, w, h in lay["island_spaces"]:
        marks.rrect(with_alpha(PARCHMENT_LIGHT, 110), (x + 1, y + 1, w - 2, h - 2), 4)
        marks.rrect(with_alpha(CANE_DARK, 150), (x + 1, y + 1, w - 2, h - 2), 4, width=0.8)
    # city: a cobbled square
    marks.rrect(with_alpha(STONE_LIGHT, 130), (182, 33, 210, 128), 8)
    rng = random.Random(29)
    for row in range(32):
        for col in range(53):
            x, y = 183 + col * 4 + (row % 2) * 2, 34 + row * 4
            if x < 389:
                marks.rrect(with_alpha(STONE, rng.randint(30, 70)), (x, y, 3.2, 3.2), 1)
    for x, y, w, h in lay["city_spaces"]:
        marks.rrect(with_alpha(PARCHMENT_LIGHT, 120), (x + 1, y + 1, w - 2, h - 2), 3)
        marks.rrect(with_alpha(TERRACOTTA_DARK, 130), (x + 1, y + 1, w - 2, h - 2), 3, width=0.8)
    # portrait: framed area with a compass rose ("windrose") in its corner
    px, py, pw, ph = lay["portrait"]
    marks.rrect(with_alpha(PARCHMENT_DARK, 70), (px, py, pw, ph), 8)
    marks.rrect(with_alpha(INK_SOFT, 110), (px, py, pw, ph), 8, width=0.8)
    cx, cy, cr = lay["compass"]
    compass_rose(marks, (cx, cy), cr)
    pen.paste(marks)
    pen.shadow(2, 3, 4, 120)
    return pen.finish(), lay


def compass_rose(pen: Pen, c: cv.Point, r: float) -> None:
    ink = with_alpha(INK_SOFT, 170)
    pen.circle(with_alpha(PARCHMENT_LIGHT, 120), c, r)
    pen.circle(ink, c, r, width=1.0)
    pen.circle(ink, c, r * 0.86, width=0.5)
    for i in range(32):  # degree ticks
        a = math.radians(i * 360 / 32)
        r0 = r * (0.78 if i % 4 == 0 else 0.82)
        pen.line(
            ink,
            (c[0] + r0 * math.cos(a), c[1] + r0 * math.sin(a)),
            (c[0] + r * 0.86 * math.cos(a), c[1] + r * 0.86 * math.sin(a)),
            0.5,
        )
    pen.poly(with_alpha(SEA, 150), cv.star(c, r * 0.62, r * 0.16, 4, 45))
    pen.poly(with_alpha(TERRACOTTA, 190), cv.star(c, r * 0.8, r * 0.14, 4, 90))
    # half of each point lighter: the classic two-tone compass needle
    for i in range(4):
        a = math.radians(90 + 90 * i)
        tip = (c[0] + r * 0.8 * math.cos(a), c[1] - r * 0.8 * math.sin(a))
        side = (
            c[0] + r * 0.14 * math.cos(a + math.pi / 4),
            c[1] - r * 0.14 * math.sin(a + math.pi / 4),
        )
        pen.poly(with_alpha(PARCHMENT_LIGHT, 200), [c, tip, side])
    pen.circle(with_alpha(BRASS, 230), c, r * 0.09)
    pen.text("N", r * 0.3, with_alpha(INK_SOFT, 200), (c[0], c[1] - r * 0.97 + 0.5), True)


def board_supply_layout() -> Meta:
    gap, x0, w = 6, 10, 155
    cols = [[x0 + i * (w + gap), 42, w, 408] for i in range(4)]
    return {"columns": cols, "headers": [[x + w / 2, 23] for x, *_ in cols]}


def draw_board_supply() -> Art:
    """The building board: four level columns headed I-IV, each with its quarry discount."""
    lay = board_supply_layout()
    pen = Pen(660, 460)
    pen.paste(parchment(pen, (2, 2, 656, 456), 14, seed=23))
    marks = pen.layer()
    marks.rrect(with_alpha(INK_SOFT, 150), (6, 6, 648, 448), 11, width=1.2)
    for i, ((x, y, w, h), (hx, hy)) in enumerate(zip(lay["columns"], lay["headers"])):
        marks.rrect(with_alpha(PARCHMENT_DARK, 80), (x, y, w, h), 8)
        marks.rrect(with_alpha(INK_SOFT, 100), (x, y, w, h), 8, width=0.8)
        marks.rrect(with_alpha(TERRACOTTA, 60), (x + 4, 10, w - 8, 26), 6)
        # the level is also the number of stones: the maximum quarry discount
        for s in range(i + 1):
            sx = hx + 28 + s * 9
            marks.poly(with_alpha(STONE_DARK, 200), regular_polygon((sx, hy), 3.6, 6, s * 17))
        marks.circle(BRASS_DARK, (hx - 12, hy), 11)
        marks.circle(BRASS, (hx - 12, hy), 9.5)
    for i, (hx, hy) in enumerate(lay["headers"]):
        marks.emboss(("I", "II", "III", "IV")[i], 13, BRASS_DARK, (hx - 12, hy + 0.5), 0.4)
    pen.paste(marks)
    pen.shadow(2, 3, 4, 120)
    return pen.finish(), lay


def draw_panel() -> Art:
    """A dark, translucent log panel in stained wood with a brass hairline."""
    pen = Pen(400, 480)
    pen.rrect((38, 26, 18, 215), (0, 0, 400, 480), 14)
    pen.grain(5, 200, 255, cell=40)
    pen.rrect(with_alpha(BRASS, 170), (5, 5, 390, 470), 11, width=1.0)
    pen.rrect(with_alpha(BRASS_DARK, 120), (8, 8, 384, 464), 9, width=0.6)
    return pen.finish(), {"content": [16, 16, 368, 448]}


def draw_button(state: str) -> Art:
    """Brass plate in a wooden rim; the UI writes the label."""
    pen = Pen(160, 44)
    body = (2, 2, 156, 38)
    plate = pen.layer()
    plate.rrect(WOOD_DARK, body, 10)
    if state == "disabled":
        stops = [(176, 164, 146), (150, 140, 124), (124, 114, 100)]
    elif state == "hover":
        stops = [(255, 236, 160), BRASS_LIGHT, (222, 180, 86)]
    else:
        stops = [BRASS_LIGHT, BRASS, shade(BRASS, 0.82)]
    face = pen.layer()
    face.rrect(WOOD_DARK, (5, 5, 150, 32), 8)
    grad = cv.vertical_gradient(*face.surf.get_size(), [stops[0], stops[0], stops[1], stops[2]])
    face.surf = cv.clipped(grad, face.surf)
    face.grain(41, 228, 255, cell=30)
    face.bevel(1.2, 110, 80)
    plate.paste(face)
    for x in (12, 148):  # brass screw heads at both ends
        plate.circle(shade(stops[2], 0.8), (x, 21), 2.6)
        plate.circle(stops[0], (x - 0.4, 20.6), 1.9)
        plate.line(shade(stops[2], 0.6), (x - 1.4, 22.2), (x + 1.2, 19.6), 0.5)
    if state == "hover":
        plate.rrect(with_alpha((255, 250, 220), 170), (3, 3, 154, 36), 9, width=1.2)
    plate.shadow(0.5, 2, 1.5, 90 if state != "disabled" else 50)
    if state == "disabled":
        plate.surf.set_alpha(215)
        flat = pygame.Surface(plate.surf.get_size(), pygame.SRCALPHA)
        flat.blit(plate.surf, (0, 0))
        plate.surf = flat
    return plate.finish(), {"label_center": [80, 21]}


# =============================================================================== land tiles

SLOT_CENTRE = (32, 46)
SLOT_R = 8.5


def worker_slot(pen: Pen, c: cv.Point, r: float) -> None:
    """A light, slightly recessed circle where a figure stands."""
    pen.circle(shade(SLOT, 0.62), c, r + 0.9)
    pen.circle(SLOT, c, r)
    pen.arc(with_alpha(shade(SLOT, 0.8), 255), c, r - 1.1, 20, 160, 1.2)  # inner top shadow


def _avoid_slot(x: float, y: float, margin: float = 12) -> bool:
    return math.hypot(x - SLOT_CENTRE[0], y - SLOT_CENTRE[1]) < SLOT_R + margin


def crop_corn(p: Pen) -> None:
    """Rows of corn: furrows, green stalks, yellow cobs."""
    for y in (14, 25, 36, 47, 58):
        p.line(with_alpha((150, 112, 48), 200), (4, y + 1.5), (60, y + 1.5), 1.4)
    for r, y in enumerate((14, 25, 36, 47, 58)):
        for x in range(8 + (r % 2) * 6, 60, 12):
            if _avoid_slot(x, y - 4, 8):
                continue
            p.line(CANE_DARK, (x, y), (x, y - 9), 1.3)
            p.line(LEAF, (x, y - 3), (x - 4.5, y - 6.5), 1.1)
            p.line(LEAF, (x, y - 5), (x + 4.5, y - 8.5), 1.1)
            p.ellipse(shade(GOOD_COLOURS["corn"], 0.8), (x - 0.4, y - 12.4, 3.6, 6.4))
            p.ellipse(GOOD_COLOURS["corn"], (x - 0.1, y - 12.2, 3, 5.6))


def crop_fruit(p: Pen) -> None:
    """Indigo bushes: round dark crowns dotted with purple fruit."""
    col = GOOD_COLOURS["fruit"]
    spots = [(13, 14), (32, 11), (51, 14), (21, 29), (43, 29), (11, 45), (53, 45), (12, 58)]
    spots += [(52, 58)]
    rng = random.Random(2)
    for x, y in spots:
        p.ellipse(with_alpha(INK, 70), (x - 6, y + 3, 12, 4))
        p.line(WOOD_DARK, (x, y + 4), (x, y + 1), 1.6)
        p.circle(shade(LEAF, 0.8), (x, y - 1), 7)
        p.circle(LEAF, (x - 1, y - 2), 5.6)
        p.circle(shade(LEAF, 1.3), (x - 2.4, y - 3.6), 2.4)
        for _ in range(4):
            a = rng.uniform(0, 2 * math.pi)
            d = rng.uniform(1.5, 5)
            p.circle(col, (x + d * math.cos(a), y - 1 + d * math.sin(a)), 1.4)


def crop_sugar(p: Pen) -> None:
    """Sugar cane: tall jointed stalks crowned by long arching leaves."""
    rng = random.Random(3)
    for x in range(5, 62, 4):
        base = 61 if abs(x - 32) > 13 else 34
        top = rng.uniform(7, 13)
        x2 = x + rng.uniform(-1.5, 1.5)
        p.line(shade(CANE, 0.75), (x + 0.5, base), (x2 + 0.5, top), 1.9)
        p.line(CANE_LIGHT, (x - 0.2, base), (x2 - 0.2, top), 1.0)
        y = base - 4
        while y > top + 3:  # joints every few px
            t = (base - y) / (base - top)
            xx = x + (x2 - x) * t
            p.line(CANE_DARK, (xx - 1.2, y), (xx + 1.2, y), 0.7)
            y -= 5.5
        side = 1 if (x // 4) % 2 else -1
        for s, reach in ((side, 7), (-side, 5)):
            p.stroke(
                LEAF, [(x2, top), (x2 + s * reach * 0.6, top - 3), (x2 + s * reach, top + 2)], 0.9
            )


def leaf(p: Pen, base: cv.Point, angle: float, length: float, width: float, col) -> None:
    a = math.radians(angle)
    ux, uy = math.cos(a), -math.sin(a)
    nx, ny = -uy, ux
    pts = [base]
    for t in (0.25, 0.5, 0.75):
        bulge = width * math.sin(math.pi * t) * 0.5
        pts.append((base[0] + ux * length * t + nx * bulge, base[1] + uy * length * t + ny * bulge))
    pts.append((base[0] + ux * length, base[1] + uy * length))
    for t in (0.75, 0.5, 0.25):
        bulge = width * math.sin(math.pi * t) * 0.5
        pts.append((base[0] + ux * length * t - nx * bulge, base[1] + uy * length * t - ny * bulge))
    p.poly(col, pts)
    p.poly(shade(col, 0.62), pts, width=0.45)
    p.line(shade(col, 0.7), base, (base[0] + ux * length * 0.85, base[1] + uy * length * 0.85), 0.6)


def crop_tobacco(p: Pen) -> None:
    """Tobacco: stout plants of broad pointed leaves, green above, ripening brown below."""
    plants = [((13, 30), 1.0), ((51, 30), 1.0), ((32, 24), 1.1), ((11, 58), 0.75), ((53, 58), 0.75)]
    for (x, y), s in plants:
        p.ellipse(with_alpha(INK, 60), (x - 9 * s, y - 1.5, 18 * s, 4 * s))
        p.line(CANE_DARK, (x, y), (x, y - 20 * s), 1.2)
        leaves = [(200, 0, (176, 138, 62)), (340, 0, (176, 138, 62)), (160, 7, (132, 150, 58))]
        leaves += [(20, 7, (132, 150, 58)), (130, 13, (96, 136, 52)), (50, 13, (96, 136, 52))]
        for ang, up, col in leaves:
            base = (x, y - 2 - up * s)
            leaf(p, base, ang, (13 - up * 0.35) * s, 7.5 * s, col)


def crop_coffee(p: Pen) -> None:
    """Coffee: bushy clusters of dark leaves with red cherries, on dark soil."""
    rng = random.Random(5)
    for y in (20, 36, 52):
        p.line(with_alpha((70, 46, 28), 180), (4, y + 6), (60, y + 6), 1.2)
    bushes = [(12, 16), (32, 14), (52, 16), (14, 33), (50, 33), (11, 52), (53, 52)]
    for x, y in bushes:
        for _ in range(9):
            a = rng.uniform(0, 2 * math.pi)
            d = rng.uniform(0, 5)
            cx, cy = x + d * math.cos(a), y + d * math.sin(a) * 0.8
            p.ellipse((44, 88, 40), (cx - 3.2, cy - 2, 6.4, 4))
            p.ellipse((70, 122, 58), (cx - 2.2, cy - 1.6, 4, 2.4))
        for _ in range(4):
            a = rng.uniform(0, 2 * math.pi)
            d = rng.uniform(1, 5)
            p.circle((184, 40, 36), (x + d * math.cos(a), y + d * math.sin(a) * 0.8), 1.3)


def stone(p: Pen, c: cv.Point, r: float, rng: random.Random, tone: int) -> None:
    n = 7
    pts = []
    for i in range(n):
        a = 2 * math.pi * i / n + rng.uniform(-0.2, 0.2)
        rr = r * rng.uniform(0.75, 1.05)
        pts.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a) * 0.8))
    base = (tone, tone - 4, tone - 10)
    p.poly(shade(base, 0.6), [(x + 0.6, y + 1.2) for x, y in pts])
    p.poly(base, pts)
    p.poly(shade(base, 1.18), [c, *pts[3:6]])  # lit facet upper-left
    p.poly(shade(base, 0.85), [c, pts[0], pts[1]])


def crop_quarry(p: Pen) -> None:
    """Quarry: a heap of grey stones."""
    rng = random.Random(7)
    spots = [(12, 12, 7), (29, 10, 6.5), (47, 12, 7.5), (20, 26, 6), (40, 25, 7), (56, 27, 5)]
    spots += [(9, 33, 5.5), (10, 50, 7), (54, 46, 6.5), (22, 57, 4.5), (45, 58, 4.5)]
    for x, y, r in spots:
        stone(p, (x, y), r, rng, rng.choice((150, 166, 182, 196)))


def crop_back(p: Pen) -> None:
    """The face-down side: a diamond lattice and a compass star."""
    for i in range(-8, 9):
        x = i * 8
        p.line(with_alpha(SEA_LIGHT, 110), (x, 0), (x + 64, 64), 0.8)
        p.line(with_alpha(SEA_LIGHT, 110), (x + 64, 0), (x, 64), 0.8)
    p.circle(with_alpha(SEA_DEEP, 255), (32, 32), 15)
    p.circle(BRASS, (32, 32), 15, width=1.2)
    p.poly(BRASS, cv.star((32, 32), 13, 3.5, 4, 90))
    p.poly(BRASS_LIGHT, cv.star((32, 32), 9, 2.5, 4, 45))


def crop_forest(p: Pen) -> None:
    """Forest: a dense canopy of round tree crowns (no slot: forests hold no figure)."""
    rng = random.Random(11)
    for _ in range(34):
        x, y = rng.uniform(2, 62), rng.uniform(2, 62)
        r = rng.uniform(5, 8.5)
        g = rng.choice(((46, 88, 46), (58, 106, 50), (70, 118, 56), (38, 76, 42)))
        p.circle(with_alpha((18, 36, 20), 120), (x + 1, y + 2), r)
        p.circle(g, (x, y), r)
        p.circle(shade(g, 1.25), (x - r * 0.35, y - r * 0.35), r * 0.4)


LAND_TILES: dict[str, tuple[tuple, Callable[[Pen], None], bool]] = {
    # name: (ground colour, crop pattern, has a worker slot)
    "plantation_corn": ((218, 190, 104), crop_corn, True),
    "plantation_fruit": ((128, 158, 84), crop_fruit, True),
    "plantation_sugar": ((196, 204, 132), crop_sugar, True),
    "plantation_tobacco": ((150, 138, 86), crop_tobacco, True),
    "plantation_coffee": ((118, 84, 56), crop_coffee, True),
    "quarry": ((176, 166, 146), crop_quarry, True),
    "plantation_back": (SEA, crop_back, False),
    "forest": ((40, 74, 40), crop_forest, False),
}


def land_tile_pen(kind: str, slot: bool = True) -> Pen:
    ground, crop, has_slot = LAND_TILES[kind]
    pen = Pen(64, 64, cv.FINE)
    body = tile_body(pen, (2, 2, 60, 60), 7, ground)
    body.grain(hash_seed(kind), 210, 255, cell=10)
    top = pen.layer()
    top.rrect(ground, (2, 2, 60, 58), 7)
    pattern = pen.layer()
    crop(pattern)
    body.paste(cv.clipped(pattern.surf, top.surf))
    body.rrect(with_alpha(shade(ground, 0.5), 200), (2, 2, 60, 58), 7, width=0.8)
    body.bevel(1.0, 80, 60)
    if has_slot and slot:
        worker_slot(body, SLOT_CENTRE, SLOT_R)
    body.shadow(0.8, 1.4, 1.2, 120)
    return body


def draw_land_tile(kind: str) -> Art:
    has_slot = LAND_TILES[kind][2]
    return land_tile_pen(kind).finish(), {"slots": [list(SLOT_CENTRE)] if has_slot else []}


def hash_seed(s: str) -> int:
    """A stable seed from a name (Python's hash() is salted per process)."""
    return sum((i + 1) * ord(ch) for i, ch in enumerate(s))


def draw_slot() -> Art:
    pen = Pen(20, 20, cv.FINE)
    worker_slot(pen, (10, 10), 8.5)
    pen.shadow(0, 0.6, 0.8, 80)
    return pen.finish(), {"center": [10, 10]}


def draw_quarry_stack() -> Art:
    """Three quarry tiles stacked slightly askew."""
    pen = Pen(70, 70)
    tile = pygame.transform.smoothscale(land_tile_pen("quarry", slot=False).surf, (pen.n(50),) * 2)
    for i, (x, y) in enumerate(((14, 18), (8, 12), (3, 5))):
        rot = pygame.transform.rotate(tile, (-6, 4, 0)[i])
        pen.surf.blit(rot, rot.get_rect(center=pen.p(x + 25, y + 25)))
    return pen.finish(), {}


# =============================================================================== goods & figures


def crate_shape(good: str, p: Pen) -> None:
    """Each good has its own silhouette so the game reads in greyscale."""
    col = GOOD_COLOURS[good]
    dark = shade(col, 0.68)
    light = shade(col, 1.22)
    if good == "corn":  # round barrel
        pts = [(8, 3.5), (20, 3.5), (23.5, 8), (24.5, 14), (23.5, 20), (20, 24.5), (8, 24.5)]
        pts += [(4.5, 20), (3.5, 14), (4.5, 8)]
        p.poly(col, pts)
        p.poly(light, [(8.5, 4.5), (11.5, 4.5), (10.5, 23.5), (8.5, 23.5), (6, 19), (5, 14)])
        for x in (11, 14, 17, 20):
            p.line(dark, (x, 4.5), (x + (x - 14) * 0.12, 23.5), 0.5)
        p.line(INK_SOFT, (4.3, 8.5), (23.7, 8.5), 1.5)
        p.line(INK_SOFT, (4.3, 19.5), (23.7, 19.5), 1.5)
    elif good == "fruit":  # square crate
        p.rrect(col, (4, 4, 20, 20), 1.5)
        p.rrect(dark, (4, 4, 20, 20), 1.5, width=1.6)
        for y in (10.7, 17.3):
            p.line(dark, (4.5, y), (23.5, y), 0.8)
        p.line(shade(col, 0.6), (5.5, 22.5), (22.5, 5.5), 1.8)
        p.line(light, (6, 5.6), (22, 5.6), 0.7)
    elif good == "sugar":  # tall sack tied at the neck
        body = [(9, 9), (19, 9), (21.5, 14), (22, 22), (20, 26), (8, 26), (6, 22), (6.5, 14)]
        p.poly(col, body)
        p.poly(col, [(10, 2.5), (18, 2.5), (16.5, 7.5), (11.5, 7.5)])
        p.rrect(TERRACOTTA, (10.5, 6.5, 7, 2.6), 1)
        p.line(shade(col, 0.8), (11, 12), (10, 24), 0.7)
        p.line(shade(col, 0.8), (17, 12), (18, 24), 0.7)
        p.line(shade(col, 0.82), (8, 22), (20, 22), 0.6)
    elif good == "tobacco":  # hexagonal bale tied with twine
        hexa = regular_polygon((14, 14), 11.2, 6, 90)
        p.poly(col, hexa)
        p.poly(light, [hexa[0], hexa[1], (14, 14)])
        p.poly(shade(col, 0.85), [hexa[3], hexa[4], (14, 14)])
        for a in (30, 150):
            r = math.radians(a)
            p.line(
                shade(col, 0.5),
                (14 - 11 * math.cos(r), 14 + 11 * math.sin(r)),
                (14 + 11 * math.cos(r), 14 - 11 * math.sin(r)),
                0.9,
            )
        p.line(CREAM, (14, 3), (14, 25), 1.0)
    else:  # coffee: diamond-shaped bean sack
        dia = [(14, 2), (26, 14), (14, 26), (2, 14)]
        p.poly(col, dia)
        p.poly(shade(col, 1.35), [(14, 2.8), (25.2, 14), (14, 14)])
        p.ellipse((150, 104, 66), (9.4, 8.4, 9.2, 11.2))  # the bean, with its S-shaped crease
        p.ellipse((196, 150, 100), (10, 9, 8, 10))
        p.stroke(shade(col, 0.9), [(14.6, 9.6), (13.2, 12), (14.8, 16), (13.4, 18.4)], 1.0)


def draw_crate(good: str) -> Art:
    pen = Pen(28, 28, cv.FINE)
    crate_shape(good, pen)
    pen.bevel(0.8, 70, 60)
    pen.outline(INK, 0.9)
    pen.shadow(0.6, 1.1, 0.9, 110)
    return pen.finish(), {"good": good, "shape": CRATE_SHAPES[good]}


CRATE_SHAPES = {
    "corn": "barrel",
    "fruit": "square crate",
    "sugar": "tall sack",
    "tobacco": "hexagonal bale",
    "coffee": "diamond sack",
}


def figure(pen: Pen, body: tuple) -> None:
    """Worker silhouette (22x28): a round head over a bell-shaped body."""
    pts = [(11, 12), (15.6, 13.2), (17.6, 16.2), (18.6, 24.4), (17.4, 26), (4.6, 26), (3.4, 24.4)]
    pts += [(4.4, 16.2), (6.4, 13.2)]
    pen.poly(body, pts)
    pen.circle(body, (11, 8.2), 4.6)
    pen.poly(shade(body, 1.18), [(6.8, 13.8), (9.5, 13), (8.5, 25), (5, 25), (5.2, 17)])
    pen.circle(shade(body, 1.18), (9.6, 6.9), 1.7)


CITIZEN_COAT = BRASS
TOP_HAT = (44, 36, 44)


def citizen_figure(pen: Pen) -> None:
    """Citizen (22x28): a gold frock coat flaring at the hem and a tall top hat.

    Colour (gold, not brown), outline (dark, not cream) and silhouette (hat, flared coat) all
    differ from the worker, so the two read apart at a glance and in greyscale."""
    coat = CITIZEN_COAT
    pts = [(11, 14.4), (15.2, 15.2), (17.2, 18), (17.8, 22.4), (19.4, 26), (2.6, 26), (4.2, 22.4)]
    pts += [(4.8, 18), (6.8, 15.2)]
    pen.poly(coat, pts)
    pen.circle(coat, (11, 11.2), 3.9)
    pen.poly(shade(coat, 1.2), [(7, 15.8), (9.4, 15.2), (8.6, 25.2), (4.4, 25.2), (5.6, 18.4)])
    pen.poly(CREAM, [(9.3, 15.1), (12.7, 15.1), (11, 19.6)])  # shirt front between the lapels
    pen.line(shade(coat, 0.62), (9.1, 15.2), (11, 19.8), 0.9)
    pen.line(shade(coat, 0.62), (12.9, 15.2), (11, 19.8), 0.9)
    for y in (21.4, 23.6):
        pen.circle(shade(coat, 0.5), (11, y), 0.75)
    pen.ellipse(TOP_HAT, (4.6, 6.6, 12.8, 2.6))
    pen.rrect(TOP_HAT, (7.2, 0.9, 7.6, 7), 0.8)
    pen.rrect(RED, (7.2, 5.6, 7.6, 1.4), 0)
    pen.line(shade(TOP_HAT, 1.8), (8.4, 1.8), (8.4, 5), 0.7)


def draw_figure(kind: str) -> Art:
    pen = Pen(22, 28, cv.FINE)
    if kind == "citizen":
        citizen_figure(pen)
        pen.bevel(0.6, 60, 60)
        pen.outline(INK, 0.9)
    else:
        figure(pen, (140, 82, 44))
        pen.bevel(0.6, 50, 60)
        pen.outline((250, 236, 204), 0.9)
    pen.shadow(0.5, 1.0, 0.8, 110)
    if kind == "worker_ghost":
        pen.surf.set_alpha(130)
        ghost = pygame.Surface(pen.surf.get_size(), pygame.SRCALPHA)
        ghost.blit(pen.surf, (0, 0))
        pen.surf = ghost
    return pen.finish(), {"foot": [11, 26]}


# =============================================================================== ships


HOLD_PITCH = 44  # display px per hold: hull length is proportional to capacity


def ship_layout(n: int) -> Meta:
    holds = [[30 + i * HOLD_PITCH + 22, 40] for i in range(n)]
    return {"capacity": n, "holds": holds, "hold_size": [34, 32]}


def draw_ship(n: int) -> Art:
    """A cargo steamer seen from the side: stern wheelhouse, N holds along the deck, bow mast."""
    lay = ship_layout(n)
    w, h = ship_width(n), 100
    pen = Pen(w, h)
    hull_pts = [(5, 54), (w - 4, 48), (w - 14, 76), (w - 40, 88), (26, 88), (12, 82), (6, 68)]
    hull = pen.layer()
    hull.poly(WOOD, hull_pts)
    band = pen.layer()
    band.surf.fill(TERRACOTTA_DARK, band.rect((0, 75, w, 20)))
    for y in range(58, 75, 5):
        band.line(with_alpha(WOOD_DARK, 150), (0, y), (w, y - 1.5), 0.6)
    band.line(CREAM, (0, 74), (w, 73), 1.4)
    hull.paste(cv.clipped(band.surf, hull.surf))
    hull.grain(n * 13, 215, 255, cell=14)
    hull.bevel(1.0, 70, 70)
    for i in range(n):  # portholes between holds
        hull.circle(BRASS_DARK, (30 + i * HOLD_PITCH + 22, 64), 2.4)
        hull.circle(SEA_DEEP, (30 + i * HOLD_PITCH + 22, 64), 1.6)
    deck = pen.layer()
    deck.rrect(WOOD_LIGHT, (6, 50, w - 12, 5), 2)
    # stern wheelhouse with funnel (1890s steamer)
    deck.rrect(INK_SOFT, (12, 10, 8, 20), 1)
    deck.rrect(RED, (11.5, 10, 9, 4), 1)
    deck.rrect(CREAM, (8, 31, 18, 20), 1)
    deck.rrect(TERRACOTTA_DARK, (6, 28, 22, 4), 1.5)
    deck.rrect(SEA, (10.5, 35, 5, 5), 1)
    deck.rrect(SEA, (18.5, 35, 5, 5), 1)
    for hx, hy in lay["holds"]:  # holds: open hatches with a dark wooden floor
        deck.rrect(WOOD_DARK, (hx - 19, hy - 18, 38, 36), 3)
        deck.rrect((70, 44, 26), (hx - 16, hy - 15, 32, 30), 2)
        for y in (hy - 7, hy + 1, hy + 9):
            deck.line(with_alpha((104, 70, 42), 200), (hx - 15, y), (hx + 15, y), 0.6)
    mx = w - 26
    deck.line(WOOD_DARK, (mx, 6), (mx, 50), 1.8)
    deck.line(WOOD_DARK, (mx - 8, 14), (mx + 6, 14), 1.2)
    deck.poly(TERRACOTTA, [(mx, 6), (mx + 12, 9), (mx, 12)])
    deck.stroke(with_alpha(INK_SOFT, 180), [(mx, 8), (w - 5, 47)], 0.6)
    # capacity plate at the bow, language-free
    deck.rrect(BRASS_DARK, (w - 40, 56, 16, 12), 3)
    deck.rrect(BRASS, (w - 39, 57, 14, 10), 2)
    deck.emboss(str(n), 10, BRASS_DARK, (w - 32, 62.3), 0.3)
    pen.paste(hull)
    pen.paste(deck)
    pen.outline(INK, 1.0)
    wake = pen.layer()  # water at the waterline: a soft wash and a few crests
    wake.ellipse(with_alpha(SEA, 120), (0, 84, w, 14))
    for i in range(int(w // 18)):
        x = 6 + i * 18
        wake.arc(with_alpha(SEA_LIGHT, 230), (x + 5, 93), 5, 20, 160, 1.2)
    wake.paste(pen)
    return wake.finish(), lay


def ship_width(n: int) -> int:
    return 30 + n * HOLD_PITCH + 34


def draw_private_ship() -> Art:
    """The wharf boat: a small single-masted sloop with one open hold."""
    w, h = 120, 64
    pen = Pen(w, h)
    pen.poly(WOOD, [(6, 34), (116, 30), (106, 50), (22, 54), (10, 48)])
    pen.line(CREAM, (8, 41), (112, 38), 1.2)
    pen.rrect(WOOD_DARK, (22, 12, 32, 24), 3)
    pen.rrect((92, 64, 42), (25, 15, 26, 19), 2)
    pen.line(WOOD_DARK, (80, 2), (80, 33), 1.6)
    pen.poly(CREAM, [(81, 3), (81, 30), (104, 30)])
    pen.poly(CREAM, [(79, 6), (79, 30), (62, 30)])
    pen.poly(TERRACOTTA, [(80, 2), (88, 4), (80, 6)])
    pen.bevel(0.8, 60, 60)
    pen.outline(INK, 1.0)
    wake = pen.layer()
    wake.ellipse(with_alpha(SEA, 120), (2, 48, w - 4, 12))
    for x in range(8, w - 8, 16):
        wake.arc(with_alpha(SEA_LIGHT, 230), (x + 5, 56), 5, 20, 160, 1.1)
    wake.paste(pen)
    return wake.finish(), {"holds": [[38, 25]], "hold_size": [26, 19]}


def draw_hiring_hall() -> Art:
    """A small ship bringing colonists: figures stand on its deck."""
    w, h = 180, 70
    pen = Pen(w, h)
    pen.poly(WOOD, [(5, 40), (176, 36), (164, 58), (28, 62), (12, 56)])
    pen.line(CREAM, (8, 48), (170, 45), 1.2)
    pen.rrect(WOOD_LIGHT, (8, 36, 164, 5), 2)
    pen.line(WOOD_DARK, (150, 2), (150, 37), 1.6)
    pen.poly(CREAM, [(151, 4), (151, 32), (172, 32)])
    pen.poly(TERRACOTTA, [(150, 2), (158, 4), (150, 6)])
    for i in range(5):
        figure_mini(pen, (30 + i * 22, 36), 0.8)
    pen.bevel(0.8, 60, 60)
    pen.outline(INK, 1.0)
    wake = pen.layer()
    wake.ellipse(with_alpha(SEA, 120), (0, 56, w, 13))
    for x in range(6, w - 6, 18):
        wake.arc(with_alpha(SEA_LIGHT, 230), (x + 5, 65), 5, 20, 160, 1.1)
    wake.paste(pen)
    return wake.finish(), {"deck": [18, 12, 124, 26], "label": [90, 52]}


def figure_mini(pen: Pen, foot: cv.Point, s: float) -> None:
    f = pg.Frame(pen, foot[0], foot[1] - 12 * s, s * 0.95)
    pg.worker(f, (140, 82, 44), (20, 20), 1.0)


def draw_trading_house() -> Art:
    """A market house with four arched bays, one crate space in each."""
    w, h = 240, 70
    pen = Pen(w, h)
    spaces = [[42 + i * 52, 44] for i in range(4)]
    body = pen.layer()
    body.rrect(PARCHMENT, (10, 16, 220, 50), 3)
    body.grain(77, 220, 255, cell=12)
    body.poly(TERRACOTTA, [(4, 20), (20, 3), (220, 3), (236, 20)])
    for x in range(24, 220, 7):  # roof tiles
        body.line(with_alpha(TERRACOTTA_DARK, 170), (x, 4), (x + (x - 120) * 0.06, 19), 0.9)
    body.rrect(TERRACOTTA_DARK, (4, 18, 232, 4), 1)
    for cx, cy in spaces:
        body.rrect(with_alpha(STONE_DARK, 110), (cx - 22, 24, 44, 40), 18)
        body.rrect(shade(PARCHMENT, 0.78), (cx - 21, 25, 42, 39), 17)
        body.rrect(SLOT, (cx - 16, cy - 15, 32, 30), 3)
        body.rrect(with_alpha(INK_SOFT, 150), (cx - 16, cy - 15, 32, 30), 3, width=0.7)
    for x in (16, 68, 120, 172, 224):  # pillars
        body.rrect(shade(PARCHMENT, 1.05), (x - 3, 22, 6, 43), 1)
    body.rrect(STONE, (6, 63, 228, 5), 1)
    body.bevel(0.8, 60, 60)
    body.outline(INK, 1.0)
    body.shadow(1, 2, 2, 110)
    return body.finish(), {"spaces": spaces, "space_size": [32, 30]}


# =============================================================================== coins & chips


def draw_coin(value: int) -> Art:
    size = 26 if value == 1 else 30
    pen = Pen(size, size, cv.FINE)
    c, r = (size / 2, size / 2 - 0.6), size / 2 - 1.6
    brass_disc(pen, c, r, notches=0 if value == 1 else 14)
    pen.bevel(0.8, 110, 70)
    pen.emboss(str(value), r * 1.3, shade(BRASS, 0.62), (c[0], c[1] + 0.6), 0.45)
    pen.outline(BRASS_DARK, 0.5)
    pen.shadow(0.5, 1.0, 0.8, 120)
    return pen.finish(), {"value": value}


def draw_vp(value: int) -> Art:
    size = 28 if value == 1 else 32
    pen = Pen(size, size, cv.FINE)
    c, r = (size / 2, size / 2 - 0.6), size / 2 - 1.6
    if value == 1:
        octagon_chip(pen, c, r, CREAM, TERRACOTTA)
        ink = TERRACOTTA_DARK
    else:
        octagon_chip(pen, c, r, TERRACOTTA, TERRACOTTA_DARK)
        pen.poly(with_alpha(CREAM, 200), regular_polygon(c, r * 0.72, 8, 22.5), width=0.5)
        ink = CREAM
    pen.bevel(0.8, 90, 70)
    pen.text(str(value), r * 1.3, ink, (c[0], c[1] + 0.8), bold=True)
    pen.outline(INK, 0.6)
    pen.shadow(0.5, 1.0, 0.8, 120)
    return pen.finish(), {"value": value}


def draw_governor() -> Art:
    """The governor's marker: a brass medallion with a crown over crossed palm fronds."""
    pen = Pen(48, 48, cv.FINE)
    c = (24, 23.5)
    brass_disc(pen, c, 21.5)
    pen.circle(shade(BRASS, 0.8), c, 16.5, width=0.8)
    for side in (-1, 1):  # palm fronds
        for i in range(6):
            t = i / 5
            x = c[0] + side * (4 + 9 * t)
            y = c[1] + 12 - 14 * t
            pen.line(BRASS_DARK, (c[0] + side * 2, c[1] + 13), (x, y), 0.8)
            pen.ellipse(shade(BRASS, 0.75), (x - 2.6, y - 1.4, 5.2, 2.8))
    crown = [(14, 24), (15, 14), (19.5, 19), (24, 11), (28.5, 19), (33, 14), (34, 24)]
    pen.poly(BRASS_DARK, crown)
    pen.poly(BRASS_LIGHT, [(x, y + 1.2) for x, y in crown[1:-1]] + [(33, 23), (15, 23)])
    for x, y in ((15, 14), (24, 11), (33, 14)):
        pen.circle(RED, (x, y - 0.5), 1.6)
    pen.rrect(BRASS_DARK, (14, 23, 20, 3.5), 1)
    pen.bevel(1.0, 110, 80)
    pen.outline(INK, 0.6)
    pen.shadow(0.8, 1.4, 1.2, 120)
    return pen.finish(), {}


def draw_wanted() -> Art:
    """Expansion III's wanted token: a red-rimmed parchment disc with a bandit's black mask
    under a wide-brimmed hat, no words (it reads the same in every language)."""
    pen = Pen(48, 48, cv.FINE)
    c = (24, 24)
    pen.circle(shade(RED, 0.7), c, 21.5)
    pen.circle(RED, c, 20)
    pen.circle(PARCHMENT_LIGHT, c, 16.5)
    pen.circle(shade(PARCHMENT, 0.85), c, 16.5, width=0.7)
    for i in range(12):  # a ring of studs, as on a branded seal
        a = math.tau * i / 12
        pen.circle(shade(RED, 1.35), (c[0] + 18.3 * math.cos(a), c[1] + 18.3 * math.sin(a)), 0.9)
    hat = INK_SOFT
    pen.ellipse(hat, (11, 15.5, 26, 5))  # brim
    pen.rrect(hat, (17, 9, 14, 8.5), 3)  # crown
    pen.rrect(shade(RED, 0.9), (17, 14.3, 14, 1.8), 0.6)  # band
    face = mix(WOOD_LIGHT, PARCHMENT_LIGHT, 0.35)
    pen.ellipse(face, (16, 19, 16, 17))
    pen.rrect(INK, (13.5, 22, 21, 6), 3)  # the mask across the eyes
    for x in (19.5, 28.5):
        pen.ellipse(PARCHMENT_LIGHT, (x - 2.2, 23.6, 4.4, 2.8))
        pen.circle(INK, (x, 25), 0.9)
    pen.line(INK, (13.8, 24.5), (10.5, 23), 1.0)  # the mask's tails
    pen.line(INK, (13.8, 25.8), (10.8, 27.5), 1.0)
    pen.stroke(shade(WOOD, 0.7), [(21, 32), (24, 33), (27, 32)], 0.9)  # a wry mouth
    pen.bevel(0.8, 90, 70)
    pen.outline(INK, 0.6)
    pen.shadow(0.8, 1.4, 1.2, 120)
    return pen.finish(), {}


def draw_captured() -> Art:
    """The mark of a captured role tile: an iron shackle over a white field that the screen
    tints in the capturer's colour (the sprite is drawn light so a tint shows)."""
    pen = Pen(40, 40, cv.FINE)
    c = (20, 21)
    pen.circle((238, 238, 238), c, 17)
    pen.circle((200, 200, 200), c, 17, width=1.2)
    iron = STONE_DARK
    pen.arc(iron, (20, 17), 7.5, 0, 180, 3.2)  # the shackle's bow
    pen.line(iron, (12.5, 17), (12.5, 23), 3.2)
    pen.line(iron, (27.5, 17), (27.5, 23), 3.2)
    pen.rrect(shade(iron, 1.25), (9, 21, 22, 11), 2.5)  # the lock's body
    pen.circle(INK, (20, 25.5), 1.8)
    pen.poly(INK, [(19, 26), (21, 26), (21.6, 30), (18.4, 30)])
    pen.bevel(0.8, 90, 80)
    pen.outline(INK, 0.6)
    pen.shadow(0.6, 1.0, 1.0, 110)
    return pen.finish(), {}


# =============================================================================== box cover

COVER_SIZE = (140, 170)  # the shelf's box card, as the other boxes' covers


def draw_cover() -> Art:
    """The box on the title screen's shelf: a ship off the island's fields, the name below."""
    w, h = COVER_SIZE
    pen = Pen(w, h)
    card = pen.layer()
    card.rrect(WOOD_DARK, (2, 2, w - 4, h - 4), 9)
    card.rrect(WOOD, (3.5, 3.5, w - 7, h - 7), 8)
    card.grain(1897, 200, 255, cell=16)
    card.paste(parchment(card, (7, 7, w - 14, h - 14), 6, seed=1898))
    scene = card.layer()
    scene.rrect(mix(SEA_LIGHT, CREAM, 0.45), (12, 12, w - 24, 104), 5)  # sky
    scene.rrect(SEA, (12, 70, w - 24, 46), 0)  # the sea
    for i in range(4):  # waves
        y = 80 + i * 9
        scene.line(with_alpha(SEA_LIGHT, 150), (22 + i * 11, y), (52 + i * 11, y), 1.0)
    scene.poly(CANE, [(12, 96), (60, 84), (128, 92), (128, 116), (12, 116)])  # the shore
    card.paste(scene)
    fields = card.layer()
    pg.plantation_mini(pg.Frame(fields, 34, 96, 0.9), CANE_LIGHT, CANE_DARK)
    pg.house(pg.Frame(fields, 66, 90, 0.55))
    pg.ship_side(pg.Frame(fields, 96, 58, 1.25))
    pg.crate(pg.Frame(fields, 100, 104, 0.38), GOOD_COLOURS["coffee"])
    pg.barrel(pg.Frame(fields, 114, 104, 0.38))
    fields.outline(INK, 0.7)
    card.paste(fields)
    card.rrect(SEA_DEEP, (12, h - 46, w - 24, 32), 4)
    card.rrect(with_alpha(BRASS, 230), (12, h - 46, w - 24, 32), 4, width=1.2)
    card.emboss("PUERTO RICO", 15, BRASS_LIGHT, (w / 2, h - 35))
    card.text("1897", 10, CREAM, (w / 2, h - 22), bold=True)
    card.shadow(1.2, 2, 2, 120)
    return card.finish(), {}


# =============================================================================== role cards

# The privilege band takes the lower third: French privileges need three lines that stay
# readable on the 1280x720 board, so the medallion is smaller than the band above it.
ROLE_LAYOUT = {
    "name_band": [10, 9, 100, 22],
    "icon": [29, 35, 62, 62],
    "text_band": [9, 102, 102, 58],
}
ROLE_MEDAL = (60, 66, 31)  # centre x, centre y, radius


def draw_role(role: str) -> Art:
    """A framed card: name band on top, pictogram medallion, privilege band at the bottom."""
    accent = ROLE_ACCENTS[role]
    pen = Pen(120, 170)
    card = pen.layer()
    card.rrect(WOOD_DARK, (2, 2, 116, 164), 9)
    card.rrect(mix(WOOD, accent, 0.5), (3.5, 3.5, 113, 161), 8)
    card.grain(hash_seed(role), 200, 255, cell=16)
    card.paste(parchment(card, (7, 7, 106, 154), 6, seed=hash_seed(role) + 1))
    for cx, cy in ((7, 7), (113, 7), (7, 161), (113, 161)):  # accent corners
        card.poly(
            accent, [(cx, cy), (cx + (7 if cx < 60 else -7), cy), (cx, cy + (7 if cy < 80 else -7))]
        )
    x, y, w, h = ROLE_LAYOUT["name_band"]
    card.rrect(with_alpha(PARCHMENT_LIGHT, 200), (x, y, w, h), 4)
    card.rrect(with_alpha(accent, 220), (x, y, w, h), 4, width=1.0)
    x, y, w, h = ROLE_LAYOUT["text_band"]
    card.rrect(with_alpha(PARCHMENT_LIGHT, 190), (x, y, w, h), 4)
    card.rrect(with_alpha(INK_SOFT, 120), (x, y, w, h), 4, width=0.6)
    medal = card.layer()
    mx, my, mr = ROLE_MEDAL
    medal.circle(mix(accent, PARCHMENT_LIGHT, 0.55), (mx, my), mr)
    medal.circle(accent, (mx, my), mr, width=1.6)
    medal.circle(with_alpha(PARCHMENT_LIGHT, 200), (mx, my), mr - 3.5, width=0.6)
    card.paste(medal)
    icon = card.layer()
    pg.ROLE_PICTOGRAMS[role](pg.Frame(icon, mx, my, 1.6 * mr / 36))
    icon.outline(INK, 1.1)
    icon.shadow(1.0, 1.6, 1.4, 110)
    card.paste(icon)
    card.shadow(1.2, 2, 2, 120)
    return card.finish(), dict(ROLE_LAYOUT)


# =============================================================================== buildings

COMMERCIAL_FRAME = (150, 86, 104)  # a muted plum, the classic commercial colour, warmed
PRODUCTION_FRAME = (92, 132, 70)  # sugar-cane green

SMALL_LAYOUT: Meta = {
    "name_band": [54, 7, 100, 20],
    "text_band": [54, 27, 100, 14],
    "icon": [9, 8, 40, 40],
    "cost": [19, 60],
    "vp": [41, 60],
    "slots": [[132, 57], [110, 57], [88, 57]],
}
LARGE_LAYOUT: Meta = {
    "name_band": [10, 8, 140, 20],
    "text_band": [12, 80, 136, 42],
    "icon": [60, 32, 40, 40],
    "cost": [22, 140],
    "vp": [46, 140],
    "slots": [[134, 138]],
}


def draw_building_frame(size: str, production: bool) -> Art:
    """A blank building tile; the UI composes icon, name, cost, VP and slots on it."""
    lay = SMALL_LAYOUT if size == "small" else LARGE_LAYOUT
    w, h = (160, 76) if size == "small" else (160, 160)
    rim = PRODUCTION_FRAME if production else COMMERCIAL_FRAME
    pen = Pen(w, h)
    body = tile_body(pen, (1, 1, w - 2, h - 3), 7, rim, edge=2.2)
    body.grain(w + h + production, 205, 255, cell=14)
    if production:  # diagonal hatching on the rim: tells production apart in greyscale too
        hatch = body.layer()
        for x in range(-int(h), int(w), 6):
            hatch.line(with_alpha(shade(rim, 1.35), 200), (x, h), (x + h, 0), 1.2)
        top = body.layer()
        top.rrect(rim, (1, 1, w - 2, h - 5), 7)
        body.paste(cv.clipped(hatch.surf, top.surf))
    body.paste(parchment(body, (5, 5, w - 10, h - 13), 4, seed=w + h + 3 * production))
    ix, iy, iw, ih = lay["icon"]
    body.rrect(with_alpha(PARCHMENT_LIGHT, 170), (ix - 1, iy - 1, iw + 2, ih + 2), 5)
    body.rrect(with_alpha(rim, 160), (ix - 1, iy - 1, iw + 2, ih + 2), 5, width=0.8)
    nx, ny, nw, nh = lay["name_band"]
    body.line(with_alpha(rim, 150), (nx, ny + nh), (nx + nw, ny + nh), 0.8)
    cx, cy = lay["cost"]
    brass_disc(body, (cx, cy), 8.5)
    vx, vy = lay["vp"]
    octagon_chip(body, (vx, vy), 8.5, CREAM, TERRACOTTA)
    body.bevel(0.9, 80, 60)
    body.shadow(0.8, 1.6, 1.4, 120)
    meta = dict(lay)
    meta["kind"] = "production" if production else "commercial"
    meta["slot_radius"] = 10
    return body.finish(), meta


def draw_building_icon(bid: str) -> Art:
    pen = Pen(40, 40, cv.FINE)
    pg.BUILDING_PICTOGRAMS.get(bid, pg.default_building)(pg.Frame(pen, 20, 20, 0.92))
    return finish_icon(pen, 0.9, 1.0), {}


def draw_ui_icon(name: str) -> Art:
    pen = Pen(24, 24, cv.FINE)
    pg.UI_PICTOGRAMS[name](pg.Frame(pen, 12, 12, 0.52))
    return finish_icon(pen, 0.7, 0.7), {}


# =============================================================================== registry


def building_ids() -> list[str]:
    """Building ids in catalog order (the art follows the data; only the catalog reads YAML)."""
    from game.puerto_rico.catalog import default_catalog

    return [b.id for b in default_catalog().buildings]


def register_all() -> None:
    SPECS.clear()
    register("table.png", (1600, 900), "board", draw_table)
    register("board_seat.png", (400, 300), "board", draw_board_seat)
    register("board_supply.png", (660, 460), "board", draw_board_supply)
    register("panel.png", (400, 480), "ui", draw_panel)
    for state, suffix in (("normal", ""), ("hover", "_hover"), ("disabled", "_disabled")):
        register(f"button{suffix}.png", (160, 44), "ui", lambda s=state: draw_button(s))
    for kind in LAND_TILES:
        register(f"{kind}.png", (64, 64), "tile", lambda k=kind: draw_land_tile(k))
    register("slot.png", (20, 20), "tile", draw_slot)
    register("quarry_stack.png", (70, 70), "supply", draw_quarry_stack)
    for good in GOODS:
        register(f"crate_{good}.png", (28, 28), "crate", lambda g=good: draw_crate(g))
    for kind in ("worker", "worker_ghost", "citizen"):
        register(f"{kind}.png", (22, 28), "figure", lambda k=kind: draw_figure(k))
    for n in range(4, 9):
        register(f"ship_{n}.png", (ship_width(n), 100), "ship", lambda n=n: draw_ship(n))
    register("ship_private.png", (120, 64), "ship", draw_private_ship)
    register("hiring_hall.png", (180, 70), "supply", draw_hiring_hall)
    register("trading_house.png", (240, 70), "supply", draw_trading_house)
    register("governor.png", (48, 48), "supply", draw_governor)
    register("wanted.png", (48, 48), "supply", draw_wanted)
    register("captured.png", (40, 40), "supply", draw_captured)
    register("cover.png", COVER_SIZE, "ui", draw_cover)
    for v in (1, 5):
        s = 26 if v == 1 else 30
        register(f"coin_{v}.png", (s, s), "money", lambda v=v: draw_coin(v))
        s = 28 if v == 1 else 32
        register(f"vp_{v}.png", (s, s), "money", lambda v=v: draw_vp(v))
    for role in ROLES:
        register(f"role_{role}.png", (120, 170), "role", lambda r=role: draw_role(r))
    register(
        "building_small.png", (160, 76), "building", lambda: draw_building_frame("small", False)
    )
    register(
        "building_small_production.png",
        (160, 76),
        "building",
        lambda: draw_building_frame("small", True),
    )
    register(
        "building_large.png", (160, 160), "building", lambda: draw_building_frame("large", False)
    )
    catalog = building_ids()
    # pictograms ahead of the data (expansion buildings not yet in the catalog) are drawn too
    ahead = [bid for bid in pg.BUILDING_PICTOGRAMS if bid not in catalog]
    for bid in [*catalog, *ahead, "default"]:
        if bid != "default" and bid not in pg.BUILDING_PICTOGRAMS:
            print(f"note: no pictogram for {bid}; the UI falls back to icon_default.png")
            continue
        register(f"icon_{bid}.png", (40, 40), "icon", lambda b=bid: draw_building_icon(b))
    for name in pg.UI_PICTOGRAMS:
        register(f"ui_{name}.png", (24, 24), "ui", lambda n=name: draw_ui_icon(n))


def render(spec: SpriteSpec) -> Art:
    result = spec.draw()
    surf, meta = result if isinstance(result, tuple) else (result, {})
    expected = (spec.size[0] * cv.SCALE, spec.size[1] * cv.SCALE)
    if surf.get_size() != expected:
        raise RuntimeError(f"{spec.name}: drew {surf.get_size()}, expected {expected}")
    return surf, meta


def build(out: Path, only: list[str] | None = None) -> dict[str, Art]:
    """Draw every sprite into `out` and write the manifest; returns the drawn sprites."""
    pygame.font.init()
    register_all()
    out.mkdir(parents=True, exist_ok=True)
    drawn: dict[str, Art] = {}
    entries: dict[str, Meta] = {}
    for spec in SPECS:
        if only and spec.name not in only:
            continue
        surf, meta = render(spec)
        pygame.image.save(surf, str(out / spec.name))
        drawn[spec.name] = (surf, meta)
        entries[spec.name] = {
            "size": list(surf.get_size()),
            "display_size": list(spec.size),
            "group": spec.group,
            **meta,
        }
    if not only:
        manifest = {
            "version": 1,
            "scale": cv.SCALE,
            "units": "size is the PNG's pixel size; every other number is in display pixels "
            "(PNG pixels / scale), relative to the sprite's top-left corner",
            "sprites": entries,
        }
        text = json.dumps(manifest, indent=1, sort_keys=True) + "\n"
        (out / "manifest.json").write_text(text, encoding="utf-8")
    return drawn


# =============================================================================== contact sheet


def contact_sheet(drawn: dict[str, Art], path: Path) -> None:
    """All sprites at display size on the table, plus a greyscale row (shape must read)."""
    width = 1600
    table = pygame.transform.smoothscale(drawn["table.png"][0], (1600, 900))
    items = [(n, a[0]) for n, a in drawn.items() if n != "table.png"]
    x, y, row_h, placed = 20, 20, 0, []
    for name, surf in items:
        w, h = surf.get_width() // cv.SCALE, surf.get_height() // cv.SCALE
        if x + w > width - 20:
            x, y, row_h = 20, y + row_h + 16, 0
        placed.append((name, surf, x, y, w, h))
        x += w + 14
        row_h = max(row_h, h)
    y += row_h + 30
    greys = [n for n in drawn if n.startswith(("crate_", "plantation_", "quarry.png", "forest"))]
    grey_y = y
    height = grey_y + 100
    sheet = pygame.Surface((width, height))
    for ty in range(0, height, 900):
        sheet.blit(table, (0, ty))
    for _name, surf, px, py, w, h in placed:
        sheet.blit(pygame.transform.smoothscale(surf, (w, h)), (px, py))
    gx = 20
    for name in greys:
        surf = drawn[name][0]
        w, h = surf.get_width() // cv.SCALE * 1.2, surf.get_height() // cv.SCALE * 1.2
        img = cv.greyscale(pygame.transform.smoothscale(surf, (round(w), round(h))))
        sheet.blit(img, (gx, grey_y))
        gx += round(w) + 12
    pygame.image.save(sheet, str(path))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder")
    parser.add_argument("--sheet", type=Path, help="also write a contact sheet PNG here")
    parser.add_argument("--only", nargs="*", help="draw only these files (no manifest)")
    args = parser.parse_args(argv)
    drawn = build(args.out, args.only)
    if args.sheet:
        contact_sheet(drawn, args.sheet)
    total = sum(p.stat().st_size for p in args.out.glob("*") if p.is_file())
    print(f"{len(drawn)} sprites in {args.out} ({total / 1e6:.2f} MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
