"""Write San Juan's table layout as a Tiled map: assets/san_juan/maps/table.tmx (+ table.tsx).

One map serves 2 to 4 seats: row_0 is the player at the screen (the widest row, above the hand),
row_1..row_3 the others in turn order; a table with fewer seats leaves the last rows empty.
The game reads only the names, types and rectangles of the `zones` layer (game/shell/tiled.py),
so moving a zone is an edit in Tiled; rerun this script only to reset the layout. Deterministic.

    python tools/make_sj_maps.py [--out DIR]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_maps as pr  # the Puerto Rico maps' XML writer: one format for every box
from make_maps import Zone

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = ROOT / "assets" / "san_juan" / "maps"
ROLES = ("builder", "producer", "trader", "councillor", "prospector")
OTHER_ROWS = 3

LEFT, TABLE_RIGHT, SIDE_LEFT, RIGHT = 8, 1180, 1192, 1592
TOP_H = 128  # role cards, piles, trading-house tile and the prompt
HEADER_W = 150  # a seat row's name plate
OTHER_TOP, OTHER_H, ROW_GAP = 142, 104, 6
OWN_H = 150
HAND_H = 236


def top_zones() -> list[Zone]:
    card_w, gap = 86, 6
    zones = [
        Zone(f"role_{i + 1}", "role", LEFT + i * (card_w + gap), 8, card_w, 120)
        for i in range(len(ROLES))
    ]
    x = LEFT + len(ROLES) * (card_w + gap) + 14
    for name in ("draw_pile", "discard_pile"):
        zones.append(Zone(name, "pile", x, 8, card_w, 120))
        x += card_w + gap
    zones.append(Zone("trading_tile", "tile", x + 8, 8, 88, 120))
    x += 88 + 22
    zones.append(Zone("prompt", "prompt", x, 8, TABLE_RIGHT - x, 70, props=(("font", 24),)))
    bw = (TABLE_RIGHT - x - 8) // 2
    zones.append(Zone("action_1", "button", x, 86, bw, 40))
    zones.append(Zone("action_2", "button", x + bw + 8, 86, bw, 40))
    return zones


def row_zones(k: int, y: int, h: int) -> list[Zone]:
    return [
        Zone(f"row_{k}", "seat_row", LEFT, y, TABLE_RIGHT - LEFT, h),
        Zone(f"row_{k}_header", "seat_header", LEFT, y, HEADER_W, h),
        Zone(f"row_{k}_city", "city", LEFT + HEADER_W + 8, y, TABLE_RIGHT - LEFT - HEADER_W - 8, h),
    ]


def table_zones() -> list[Zone]:
    zones = top_zones()
    for k in range(1, OTHER_ROWS + 1):
        zones += row_zones(k, OTHER_TOP + (k - 1) * (OTHER_H + ROW_GAP), OTHER_H)
    own_top = OTHER_TOP + OTHER_ROWS * (OTHER_H + ROW_GAP)
    zones += row_zones(0, own_top, OWN_H)
    hand_top = own_top + OWN_H + 8
    zones.append(Zone("hand", "hand", LEFT, hand_top, TABLE_RIGHT - LEFT, 900 - 8 - hand_top))
    zones.append(Zone("zoom", "zoom", SIDE_LEFT, 8, RIGHT - SIDE_LEFT, 300))
    zones.append(Zone("log", "log", SIDE_LEFT, 316, RIGHT - SIDE_LEFT, 520))
    zones.append(Zone("menu", "button", SIDE_LEFT, 844, RIGHT - SIDE_LEFT, 46))
    return zones


def tileset_xml() -> str:
    # The felt is the Puerto Rico table's: the boxes share one table.
    return pr.tileset_xml().replace("../sprites/", "../../puerto_rico/sprites/")


def write_maps(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    files = {pr.TILESET: tileset_xml(), "table.tmx": pr.zones_xml(table_zones())}
    written = []
    for name, text in files.items():
        path = out / name
        path.write_text(text, encoding="utf-8", newline="\n")
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder")
    args = parser.parse_args(argv)
    for path in write_maps(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
