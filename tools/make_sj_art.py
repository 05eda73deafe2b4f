"""Draw San Juan's sprites with code: every building card, the five role cards, the card back,
the governor and the trading-house tile; write them to assets/san_juan/sprites/.

    .venv/bin/python tools/make_sj_art.py [--out DIR]

The same family as the Puerto Rico table: the shared artkit palette and pictograms, and the
parchment, tile and brass helpers of tools/make_art.py. Words (card names, effects) and numbers
(cost, VP, prices) are not painted: the screen writes them in the player's language on the
blank bands, so a card's art never goes stale when the data changes. Deterministic output.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_art as pr  # the Puerto Rico generator's helpers: one family of style
from artkit import pictograms as pg
from artkit.canvas import Pen, mix, with_alpha
from artkit.palette import (
    BRASS,
    BRASS_DARK,
    CREAM,
    INK,
    INK_SOFT,
    PARCHMENT_LIGHT,
    SEA,
    STONE,
    STONE_LIGHT,
    TERRACOTTA,
    WOOD,
    WOOD_DARK,
)

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = ROOT / "assets" / "san_juan" / "sprites"
CARDS_YAML = ROOT / "data" / "san_juan" / "cards.yaml"
MODULE_YAML = ROOT / "data" / "san_juan" / "new_buildings.yaml"

CARD_W, CARD_H = 100, 140  # display pixels; stored at pr.SCALE times this
VIOLET = (118, 72, 132)  # San Juan's violet buildings
GOOD_COLOURS = {  # San Juan's five goods on the shared palette
    "indigo": (70, 74, 160),
    "sugar": (238, 236, 228),
    "tobacco": (164, 104, 52),
    "coffee": (86, 54, 34),
    "silver": (178, 184, 194),
}
PRODUCTION_RIM = {good: mix(pr.PRODUCTION_FRAME, c, 0.35) for good, c in GOOD_COLOURS.items()}
# Where the screen writes on a card (display pixels of the 100 x 140 card).
CARD_LAYOUT = {
    "cost": [14, 14],
    "vp": [86, 14],
    "name_band": [6, 26, 88, 16],
    "icon": [50, 68, 25],
    "text_band": [7, 98, 86, 36],
}
ROLE_ACCENTS = {
    "builder": (184, 90, 54),
    "producer": (92, 132, 70),
    "trader": (40, 120, 118),
    "councillor": (118, 72, 132),
    "prospector": (204, 162, 70),
}
ROLE_ICONS: dict[str, Callable[[pg.Frame], None]] = {
    "builder": pg.role_builder,
    "producer": pg.role_craftsman,
    "trader": pg.role_trader,
    "councillor": pg.role_mayor,
    "prospector": pg.role_prospector,
}


def _works(good: str) -> Callable[[pg.Frame], None]:
    # Puerto Rico's pictograms know its own goods; San Juan's indigo is drawn as its blue one.
    return lambda f: pg.works(f, {"indigo": "fruit"}.get(good, good))


def _silver(f: pg.Frame) -> None:
    pg.gear(f.sub(14, 20, 0.7), STONE_LIGHT)
    pg.nugget(f, (28, 28), 7)


def _column(f: pg.Frame) -> None:
    f.rrect(STONE_LIGHT, 15, 8, 10, 26, 2)
    f.rrect(STONE, 11, 32, 18, 5, 1)
    f.circle(BRASS, (20, 6), 5)


ICONS: dict[str, Callable[[pg.Frame], None]] = {
    "indigo_plant": _works("indigo"),
    "sugar_mill": _works("sugar"),
    "tobacco_storage": _works("tobacco"),
    "coffee_roaster": _works("coffee"),
    "silver_smelter": _silver,
    "smithy": pg.hammer,
    "gold_mine": pg.pickaxe,
    "archive": pg.publishing_house,
    "poor_house": pg.bohio,
    "black_market": pg.black_market,
    "trading_post": pg.trading_post,
    "well": pg.canal,
    "market_stand": pg.market_stall,
    "crane": pg.wharf,
    "chapel": pg.chapel,
    "tower": pg.lighthouse,
    "aqueduct": pg.canal,
    "carpenter": pg.sawmill,
    "prefecture": pg.notary_office,
    "market_hall": pg.large_market,
    "quarry": pg.materials,
    "library": pg.school,
    "statue": pg.monument,
    "victory_column": _column,
    "hero": lambda f: pg.worker(f, WOOD, (20, 22), 1.4),
    "guild_hall": pg.company,
    "city_hall": pg.cadastral_office,
    "triumphal_arch": pg.main_square,
    "palace": pg.palace,
    "office_building": pg.export_office,
    "guard_room": pg.fortress,
    "hut": pg.shed,
    "tavern": pg.distillery,
    "park": pg.villa,
    "customs_office": pg.customs,
    "bank": pg.bureau_of_lands,
    "harbor": pg.small_wharf,
    "goldsmith": lambda f: pg.nugget(f, (20, 22), 11),
    "residence": pg.residence,
    "cathedral": pg.cathedral,
}


def card_ids() -> list[tuple[str, str, str | None]]:
    """(id, kind, good) of every card of the base game and the module, in data order."""
    out = []
    for path in (CARDS_YAML, MODULE_YAML):
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        for card in doc.get("cards", []):
            out.append((card["id"], card["kind"], card.get("good")))
    return out


def card_frame(rim: tuple[int, int, int], seed: int) -> Pen:
    """A card: a coloured rim, a parchment face, the bands the screen writes on."""
    pen = Pen(CARD_W, CARD_H)
    card = pen.layer()
    card.rrect(WOOD_DARK, (1, 1, CARD_W - 2, CARD_H - 2), 8)
    card.rrect(rim, (2.5, 2.5, CARD_W - 5, CARD_H - 5), 7)
    card.grain(seed, 200, 255, cell=14)
    card.paste(pr.parchment(card, (6, 6, CARD_W - 12, CARD_H - 12), 5, seed=seed + 1))
    x, y, w, h = CARD_LAYOUT["name_band"]
    card.rrect(with_alpha(PARCHMENT_LIGHT, 210), (x, y, w, h), 3)
    card.rrect(with_alpha(rim, 220), (x, y, w, h), 3, width=0.9)
    x, y, w, h = CARD_LAYOUT["text_band"]
    card.rrect(with_alpha(PARCHMENT_LIGHT, 170), (x, y, w, h), 3)
    card.rrect(with_alpha(INK_SOFT, 110), (x, y, w, h), 3, width=0.5)
    return card


def draw_card(card_id: str, kind: str, good: str | None) -> pygame.Surface:
    rim = PRODUCTION_RIM[good] if good else VIOLET
    seed = pr.hash_seed(card_id)
    card = card_frame(rim, seed)
    cx, cy, r = CARD_LAYOUT["icon"]
    medal = card.layer()
    face = mix(GOOD_COLOURS[good], PARCHMENT_LIGHT, 0.6) if good else mix(VIOLET, CREAM, 0.75)
    medal.circle(face, (cx, cy), r)
    medal.circle(rim, (cx, cy), r, width=1.4)
    card.paste(medal)
    icon = card.layer()
    ICONS.get(card_id, pg.default_building)(pg.Frame(icon, cx, cy, 1.05))
    icon.outline(INK, 0.9)
    icon.shadow(0.8, 1.2, 1.2, 100)
    card.paste(icon)
    x, y = CARD_LAYOUT["cost"]
    pr.brass_disc(card, (x, y), 9)
    x, y = CARD_LAYOUT["vp"]
    pr.octagon_chip(card, (x, y), 9, CREAM, TERRACOTTA)
    card.shadow(0.8, 1.4, 1.4, 110)
    return card.finish()


def draw_role(role: str) -> pygame.Surface:
    accent = ROLE_ACCENTS[role]
    card = card_frame(mix(WOOD, accent, 0.6), pr.hash_seed(role))
    cx, cy, r = CARD_LAYOUT["icon"]
    medal = card.layer()
    medal.circle(mix(accent, PARCHMENT_LIGHT, 0.55), (cx, cy), r + 3)
    medal.circle(accent, (cx, cy), r + 3, width=1.6)
    card.paste(medal)
    icon = card.layer()
    ROLE_ICONS[role](pg.Frame(icon, cx, cy, 1.2))
    icon.outline(INK, 1.0)
    icon.shadow(1.0, 1.5, 1.4, 110)
    card.paste(icon)
    card.shadow(0.8, 1.4, 1.4, 110)
    return card.finish()


def draw_back() -> pygame.Surface:
    """The back of every card: a sea-blue field, a brass compass rose."""
    pen = Pen(CARD_W, CARD_H)
    card = pen.layer()
    card.rrect(WOOD_DARK, (1, 1, CARD_W - 2, CARD_H - 2), 8)
    card.rrect(SEA, (2.5, 2.5, CARD_W - 5, CARD_H - 5), 7)
    card.grain(77, 190, 255, cell=10)
    card.rrect(with_alpha(BRASS, 220), (8, 8, CARD_W - 16, CARD_H - 16), 5, width=1.2)
    rose = card.layer()
    pr.compass_rose(rose, (CARD_W / 2, CARD_H / 2), 30)
    card.paste(rose)
    card.shadow(0.8, 1.4, 1.4, 110)
    return card.finish()


def draw_governor() -> pygame.Surface:
    pen = Pen(48, 48)
    pr.brass_disc(pen, (24, 24), 21, notches=12)
    icon = pen.layer()
    pg.palace(pg.Frame(icon, 24, 24, 0.75))
    icon.outline(INK, 0.8)
    pen.paste(icon)
    pen.shadow(0.8, 1.4, 1.4, 110)
    return pen.finish()


def draw_tile() -> pygame.Surface:
    """A trading-house tile: a wooden board with five price rows (the screen fills them)."""
    pen = Pen(96, 132)
    body = pr.tile_body(pen, (1, 1, 94, 129), 6, WOOD)
    body.grain(31, 200, 255, cell=12)
    body.paste(pr.parchment(body, (6, 6, 84, 118), 4, seed=32))
    for i, colour in enumerate(GOOD_COLOURS.values()):
        y = 14 + i * 23
        body.circle(INK_SOFT, (22, y + 6), 8)
        body.circle(colour, (22, y + 6), 7)
        body.line(with_alpha(BRASS_DARK, 140), (34, y + 17), (86, y + 17), 0.6)
    body.shadow(0.8, 1.4, 1.4, 110)
    return body.finish()


COVER_W, COVER_H = 140, 170  # the shelf's box card, as the other boxes' covers


def _fan_card(pen: Pen, art: pygame.Surface, centre: tuple[float, float], angle: float) -> None:
    """A finished card sprite laid on the pen, turned by `angle` degrees, centred on `centre`."""
    scaled = pygame.transform.rotozoom(art, angle, pen.ss * 0.44)
    pen.surf.blit(scaled, scaled.get_rect(center=pen.p(*centre)))


def draw_cover() -> pygame.Surface:
    """The box on the title screen's shelf: the town on its hill, a hand of cards (a back and
    two roles: building cards would show blank cost and VP discs), the name below."""
    w, h = COVER_W, COVER_H
    pen = Pen(w, h)
    card = pen.layer()
    card.rrect(WOOD_DARK, (1, 1, w - 2, h - 2), 9)
    card.rrect(VIOLET, (2.5, 2.5, w - 5, h - 5), 8)
    card.grain(1974, 200, 255, cell=14)
    card.paste(pr.parchment(card, (6, 6, w - 12, h - 12), 6, seed=1975))
    scene = card.layer()
    scene.rrect(mix(SEA, CREAM, 0.55), (11, 11, w - 22, 70), 5)  # sky
    scene.rrect(SEA, (11, 60, w - 22, 21), 0)  # the bay
    for i in range(3):  # waves
        y = 66 + i * 5
        scene.line(with_alpha(CREAM, 110), (16 + i * 9, y), (34 + i * 9, y), 0.8)
        scene.line(with_alpha(CREAM, 110), (106 - i * 9, y), (124 - i * 9, y), 0.8)
    hill = mix(STONE_LIGHT, TERRACOTTA, 0.18)
    scene.poly(hill, [(14, 81), (24, 56), (36, 47), (104, 46), (116, 56), (126, 81)])
    card.paste(scene)
    town = card.layer()
    pg.house(pg.Frame(town, 43, 41, 0.5), PARCHMENT_LIGHT, TERRACOTTA)
    pg.palace(pg.Frame(town, 70, 35, 0.72))
    pg.house(pg.Frame(town, 97, 41, 0.5), CREAM, TERRACOTTA)
    town.outline(INK, 0.7)
    card.paste(town)
    hand = card.layer()
    _fan_card(hand, draw_back(), (44, 106), 16)
    _fan_card(hand, draw_role("trader"), (96, 106), -16)
    _fan_card(hand, draw_role("builder"), (70, 101), 0)
    card.paste(hand)
    card.rrect(VIOLET, (11, h - 40, w - 22, 28), 4)
    card.rrect(with_alpha(BRASS, 230), (11, h - 40, w - 22, 28), 4, width=1.2)
    card.emboss("SAN JUAN", 15, CREAM, (w / 2, h - 26))
    card.shadow(0.8, 1.4, 1.4, 110)
    return card.finish()


def sprites() -> dict[str, Callable[[], pygame.Surface]]:
    out: dict[str, Callable[[], pygame.Surface]] = {}
    for card_id, kind, good in card_ids():
        out[f"card_{card_id}"] = lambda c=card_id, k=kind, g=good: draw_card(c, k, g)
    for role in ROLE_ACCENTS:
        out[f"role_{role}"] = lambda r=role: draw_role(r)
    out["card_back"] = draw_back
    out["governor"] = draw_governor
    out["trading_tile"] = draw_tile
    out["cover"] = draw_cover
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args(argv)
    pygame.init()
    pygame.display.set_mode((1, 1))
    args.out.mkdir(parents=True, exist_ok=True)
    for name, draw in sprites().items():
        pygame.image.save(draw(), str(args.out / f"{name}.png"))
    print(f"wrote {len(sprites())} sprites to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
