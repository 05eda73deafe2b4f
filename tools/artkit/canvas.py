"""Drawing kit for the art generator: a supersampling pen, noise textures and soft effects.

Everything here is deterministic: noise comes from `random.Random(seed)`, never from the clock.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Sequence

import pygame

SCALE = 2  # sprites are stored at twice their display size so the UI can scale down crisply
SUPERSAMPLE = 2  # shapes are drawn at SCALE * SUPERSAMPLE and smoothed down: cheap anti-aliasing
FINE = 4  # small sprites (tokens, icons, tiles) afford more supersampling for smoother edges

Color = tuple[int, ...]
Point = tuple[float, float]
Rect = tuple[float, float, float, float]

GREY_PALETTE = [(i, i, i) for i in range(256)]


# ----------------------------------------------------------------------------- colour maths


def shade(c: Color, f: float) -> Color:
    """Scale the RGB of a colour by f (keeps alpha): f < 1 darkens, f > 1 lightens."""
    rgb = tuple(max(0, min(255, round(v * f))) for v in c[:3])
    return rgb + tuple(c[3:])


def mix(a: Color, b: Color, t: float) -> Color:
    """Linear blend from a (t=0) to b (t=1), RGB only."""
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))


def with_alpha(c: Color, a: int) -> Color:
    return (c[0], c[1], c[2], a)


# ----------------------------------------------------------------------------- noise textures
# Textures are opaque grey surfaces used with BLEND_RGB_MULT: 255 keeps a pixel, lower darkens.


def _noise_bytes(rng: random.Random, n: int, lo: int, hi: int) -> bytes:
    table = bytes(lo + (i * (hi - lo + 1)) // 256 for i in range(256))
    return rng.randbytes(n).translate(table)


def _grey_surface(data: bytes, w: int, h: int) -> pygame.Surface:
    pal = pygame.image.frombytes(data, (w, h), "P")
    pal.set_palette(GREY_PALETTE)
    out = pygame.Surface((w, h))
    out.blit(pal, (0, 0))
    return out


def value_noise(w: int, h: int, cell_x: int, seed: int, lo: int, hi: int, cell_y: int = 0):
    """Smooth random blotches: a coarse random grid scaled up bilinearly.

    A cell_y much smaller than cell_x stretches the blotches into streaks (wood grain)."""
    cell_y = cell_y or cell_x
    rng = random.Random(seed)
    gw, gh = w // cell_x + 3, h // cell_y + 3
    grid = _grey_surface(_noise_bytes(rng, gw * gh, lo, hi), gw, gh)
    big = pygame.transform.smoothscale(grid, (gw * cell_x, gh * cell_y))
    return big.subsurface((cell_x, cell_y, w, h)).copy()


def fractal_noise(w: int, h: int, cell: int, seed: int, lo: int, hi: int, octaves: int = 3):
    """Several octaves of value noise averaged together: paper mottling."""
    out = value_noise(w, h, cell, seed, lo, hi)
    for i in range(1, octaves):
        cell = max(2, cell // 3)
        layer = value_noise(w, h, cell, seed * 31 + i, lo, hi)
        layer.set_alpha(255 // (i + 1))
        out.blit(layer, (0, 0))
    return out


def edge_shade(
    w: int, h: int, depth: float, darkest: int, tint: tuple[float, float, float] = (1, 1, 1)
) -> pygame.Surface:
    """A multiply texture darkening towards the borders (aged paper, vignette).

    tint > 1 darkens that channel more: (1, 1.3, 1.8) browns the edges instead of greying them."""
    lw, lh = max(2, w // 16), max(2, h // 16)
    low = pygame.Surface((lw, lh))
    d = max(1.0, depth / 16)
    for y in range(lh):
        for x in range(lw):
            edge = min(x + 0.5, y + 0.5, lw - x - 0.5, lh - y - 0.5)
            t = max(0.0, 1.0 - edge / d) ** 2
            low.set_at((x, y), [max(0, round(255 - (255 - darkest) * t * k)) for k in tint])
    return pygame.transform.smoothscale(low, (w, h))


def radial_shade(w: int, h: int, darkest: int, power: float = 2.0) -> pygame.Surface:
    """Elliptical vignette as a multiply texture: bright centre, darker corners."""
    lw, lh = 64, max(2, round(64 * h / w))
    low = pygame.Surface((lw, lh))
    for y in range(lh):
        for x in range(lw):
            dx = (x + 0.5) / lw * 2 - 1
            dy = (y + 0.5) / lh * 2 - 1
            t = min(1.0, (dx * dx + dy * dy) / 2) ** (power / 2)
            v = round(255 - (255 - darkest) * t)
            low.set_at((x, y), (v, v, v))
    return pygame.transform.smoothscale(low, (w, h))


def vertical_gradient(w: int, h: int, stops: Sequence[Color]) -> pygame.Surface:
    """An opaque vertical gradient through the given colours (evenly spaced)."""
    col = pygame.Surface((1, len(stops)))
    for i, c in enumerate(stops):
        col.set_at((0, i), c[:3])
    # smoothscale from N rows interpolates between rows; 2 px width keeps smoothscale happy
    col = pygame.transform.scale(col, (2, len(stops)))
    return pygame.transform.smoothscale(col, (w, h))


# ----------------------------------------------------------------------------- surface effects


def silhouette(surf: pygame.Surface, color: Color, threshold: int = 40) -> pygame.Surface:
    """The opaque shape of a surface, filled with one colour."""
    mask = pygame.mask.from_surface(surf, threshold)
    return mask.to_surface(setcolor=color, unsetcolor=(*color[:3], 0))


def outlined(surf: pygame.Surface, color: Color, width: int) -> pygame.Surface:
    """The surface with a solid outline `width` px wide around its whole silhouette."""
    if width <= 0:
        return surf
    mask = pygame.mask.from_surface(surf, 40)
    disc_img = pygame.Surface((2 * width + 1, 2 * width + 1), pygame.SRCALPHA)
    pygame.draw.circle(disc_img, "white", (width, width), width + 0.5)
    disc = pygame.mask.from_surface(disc_img)
    grown = mask.convolve(disc)
    out = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    out.blit(grown.to_surface(setcolor=color, unsetcolor=(*color[:3], 0)), (-width, -width))
    out.blit(surf, (0, 0))
    return out


def shadowed(surf: pygame.Surface, dx: int, dy: int, blur: int, alpha: int) -> pygame.Surface:
    """The surface over a soft, offset drop shadow of its own shape."""
    sil = silhouette(surf, (24, 14, 6, alpha))
    if blur > 4:
        # a wide blur is done on a smaller copy: a shadow has no detail to lose, and time matters
        w, h = sil.get_size()
        f = blur / 4
        small = pygame.transform.smoothscale(sil, (max(1, round(w / f)), max(1, round(h / f))))
        sil = pygame.transform.smoothscale(pygame.transform.gaussian_blur(small, 4), (w, h))
    elif blur > 0:
        sil = pygame.transform.gaussian_blur(sil, blur)
    out = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    out.blit(sil, (dx, dy))
    out.blit(surf, (0, 0))
    return out


def multiply(surf: pygame.Surface, tex: pygame.Surface, pos: tuple[int, int] = (0, 0)) -> None:
    """Darken a surface's colours by a grey texture in place (alpha is untouched)."""
    surf.blit(tex, pos, special_flags=pygame.BLEND_RGB_MULT)


def clipped(tex: pygame.Surface, shape: pygame.Surface) -> pygame.Surface:
    """The texture cut to the shape's alpha."""
    out = pygame.Surface(shape.get_size(), pygame.SRCALPHA)
    out.blit(tex, (0, 0))
    white = shape.copy()
    white.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
    out.blit(white, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def bevelled(surf: pygame.Surface, d: int, light: int = 70, dark: int = 70) -> pygame.Surface:
    """Light upper-left rim and dark lower-right rim inside the shape: a raised, pressed look."""
    mask = pygame.mask.from_surface(surf, 40)
    out = surf.copy()
    for (ox, oy), col in (((d, d), (255, 250, 230, light)), ((-d, -d), (20, 10, 0, dark))):
        rim = mask.copy()
        rim.erase(mask, (ox, oy))
        layer = rim.to_surface(setcolor=col, unsetcolor=(*col[:3], 0))
        layer = pygame.transform.gaussian_blur(layer, max(1, d // 2))
        inside = clipped(layer, surf)
        out.blit(inside, (0, 0))
    return out


def greyscale(surf: pygame.Surface) -> pygame.Surface:
    return pygame.transform.grayscale(surf)


# ----------------------------------------------------------------------------- the pen


class Pen:
    """Draws in display coordinates onto a surface SCALE * ss times larger.

    Every coordinate, radius and line width given to a Pen is in display pixels; `finish()`
    returns the stored sprite at SCALE times the display size.
    """

    def __init__(self, w: float, h: float, ss: int = SUPERSAMPLE) -> None:
        self.w, self.h, self.ss = w, h, ss
        self.k = SCALE * ss
        self.surf = pygame.Surface((round(w * self.k), round(h * self.k)), pygame.SRCALPHA)
        self._scratch: pygame.Surface | None = None

    # coordinate helpers --------------------------------------------------------------------
    def p(self, x: float, y: float) -> tuple[int, int]:
        return (round(x * self.k), round(y * self.k))

    def n(self, v: float) -> int:
        """A length in internal pixels (at least 1)."""
        return max(1, round(v * self.k))

    def rect(self, r: Rect) -> pygame.Rect:
        x, y, w, h = r
        x0, y0 = self.p(x, y)
        x1, y1 = self.p(x + w, y + h)
        return pygame.Rect(x0, y0, x1 - x0, y1 - y0)

    def layer(self) -> Pen:
        """A blank pen of the same size, to compose a part before pasting it."""
        return Pen(self.w, self.h, self.ss)

    # primitives ------------------------------------------------------------------------------
    # pygame.draw writes RGBA as is; a translucent colour must be blended, not punched through
    # what is already drawn, so those go through a scratch surface and are blitted back.
    def _draw(self, color: Color, fn: Callable[[pygame.Surface], pygame.Rect]) -> None:
        if len(color) < 4 or color[3] >= 255:
            fn(self.surf)
            return
        if self._scratch is None:
            self._scratch = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
        area = fn(self._scratch).clip(self._scratch.get_rect())
        self.surf.blit(self._scratch, area, area)
        self._scratch.fill((0, 0, 0, 0), area)

    def circle(self, color: Color, c: Point, r: float, width: float = 0) -> None:
        w = self.n(width) if width else 0
        self._draw(color, lambda s: pygame.draw.circle(s, color, self.p(*c), r * self.k, w))

    def ellipse(self, color: Color, r: Rect, width: float = 0) -> None:
        w = self.n(width) if width else 0
        self._draw(color, lambda s: pygame.draw.ellipse(s, color, self.rect(r), w))

    def rrect(self, color: Color, r: Rect, radius: float, width: float = 0) -> None:
        rad = round(radius * self.k)
        w = self.n(width) if width else 0
        self._draw(color, lambda s: pygame.draw.rect(s, color, self.rect(r), w, border_radius=rad))

    def poly(self, color: Color, pts: Sequence[Point], width: float = 0) -> None:
        if width:
            self.stroke(color, pts, width, closed=True)
        else:
            ipts = [self.p(*q) for q in pts]
            self._draw(color, lambda s: pygame.draw.polygon(s, color, ipts))

    def stroke(self, color: Color, pts: Sequence[Point], width: float, closed: bool = False):
        """A polyline with round joints and caps (pygame's wide lines have notched corners)."""
        ipts = [self.p(*q) for q in pts]
        if closed:
            ipts.append(ipts[0])
        w = self.n(width)

        def draw(s: pygame.Surface) -> pygame.Rect:
            area = pygame.Rect(ipts[0], (0, 0))
            for a, b in itertools.pairwise(ipts):
                area.union_ip(pygame.draw.line(s, color, a, b, w))
            for q in ipts:
                area.union_ip(pygame.draw.circle(s, color, q, w / 2))
            return area

        self._draw(color, draw)

    def line(self, color: Color, a: Point, b: Point, width: float = 1) -> None:
        self.stroke(color, [a, b], width)

    def arc(self, color: Color, c: Point, r: float, a0: float, a1: float, width: float) -> None:
        """An arc from angle a0 to a1 (degrees, counter-clockwise, y up) with round ends."""
        steps = max(6, int(abs(a1 - a0) / 6))
        pts = []
        for i in range(steps + 1):
            a = math.radians(a0 + (a1 - a0) * i / steps)
            pts.append((c[0] + r * math.cos(a), c[1] - r * math.sin(a)))
        self.stroke(color, pts, width)

    def text(self, s: str, size: float, color: Color, center: Point, bold: bool = False):
        """Text in pygame's built-in default font, centred on a point."""
        font = pygame.font.Font(None, round(size * self.k))
        font.set_bold(bold)
        img = font.render(s, True, color[:3])
        if len(color) > 3:
            img.set_alpha(color[3])
        self.surf.blit(img, img.get_rect(center=self.p(*center)))

    def emboss(self, s: str, size: float, color: Color, center: Point, depth: float = 0.6):
        """Text pressed into metal: dark above-left, light below-right."""
        x, y = center
        self.text(s, size, shade(color, 0.45), (x - depth, y - depth), bold=True)
        self.text(s, size, shade(color, 1.5), (x + depth, y + depth), bold=True)
        self.text(s, size, color, center, bold=True)

    # effects (in place) ----------------------------------------------------------------------
    def paste(self, other: Pen | pygame.Surface, pos: Point = (0, 0)) -> None:
        src = other.surf if isinstance(other, Pen) else other
        self.surf.blit(src, self.p(*pos))

    def outline(self, color: Color, width: float) -> None:
        self.surf = outlined(self.surf, color, self.n(width))

    def shadow(self, dx: float = 1, dy: float = 1.5, blur: float = 1.5, alpha: int = 110):
        self.surf = shadowed(self.surf, self.n(dx), self.n(dy), self.n(blur), alpha)

    def bevel(self, d: float = 1, light: int = 70, dark: int = 70) -> None:
        self.surf = bevelled(self.surf, self.n(d), light, dark)

    def noise(self, cell: float, seed: int, lo: int, hi: int, cell_y: float = 0) -> None:
        """Multiply the drawing by value noise (cells given in display px)."""
        w, h = self.surf.get_size()
        cy = self.n(cell_y) if cell_y else 0
        multiply(self.surf, value_noise(w, h, self.n(cell), seed, lo, hi, cy))

    def grain(self, seed: int, lo: int = 222, hi: int = 255, cell: float = 6) -> None:
        """Paper/wood mottling: a few octaves of noise multiplied in."""
        w, h = self.surf.get_size()
        multiply(self.surf, fractal_noise(w, h, self.n(cell), seed, lo, hi))

    def finish(self) -> pygame.Surface:
        """The sprite at SCALE times the display size."""
        size = (round(self.w * SCALE), round(self.h * SCALE))
        if self.surf.get_size() == size:
            return self.surf
        return pygame.transform.smoothscale(self.surf, size)


def regular_polygon(c: Point, r: float, n: int, start_deg: float = 90) -> list[Point]:
    """Corners of a regular n-gon around c, first corner at start_deg (y up)."""
    pts = []
    for i in range(n):
        a = math.radians(start_deg + 360 * i / n)
        pts.append((c[0] + r * math.cos(a), c[1] - r * math.sin(a)))
    return pts


def star(c: Point, r_out: float, r_in: float, n: int, start_deg: float = 90) -> list[Point]:
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(start_deg + 180 * i / n)
        pts.append((c[0] + r * math.cos(a), c[1] - r * math.sin(a)))
    return pts
