"""Write Santiago de Cuba's table as a Tiled map: assets/santiago/maps/table.tmx.

The town (the street loop with its ten stops, the Cubans beside them, the twelve building spaces
under their flowers), the port with the ship, its dice and the two tracks, then the seats' areas,
the prompt, the log and the buttons on the right. The game reads only the names, types and
rectangles of the `zones` object layer, so moving a zone is an edit in Tiled; rerun this script
only to reset the layout. Deterministic: same bytes on every run.

    python tools/make_santiago_maps.py [--out DIR]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_maps import Zone, object_xml  # the same XML for every box's maps

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = ROOT / "assets" / "santiago" / "maps"
TILED_VERSION = "1.10.2"
TILE = 16
MAP_W, MAP_H = 100, 57

STOP = 64  # a stop on the street: a round space
CUBAN_W, CUBAN_H = 92, 112
# The street loop: stop centres in driving order, the port first (SANTIAGO_SPEC §3.1). The car
# goes up the left side, along the top, down the right side and back along the bottom.
STOPS = [
    (251, 502),  # port
    (160, 336),
    (251, 170),
    (441, 170),
    (631, 170),
    (821, 170),
    (912, 336),
    (821, 502),
    (631, 502),
    (441, 502),
]
# Which side of its stop a Cuban stands on: (dx, dy) from the stop's centre to the card's centre.
CUBAN_SIDE = {1: (-1, 0), 6: (1, 0)}  # the side stops; the top row above, the bottom row below
FLOWERS = ("yellow", "blue", "red", "white")  # the building columns, 3 slots each (board.yaml)


def street() -> list[Zone]:
    zones = [Zone("town", "town", 16, 16, 1036, 644)]
    for i, (cx, cy) in enumerate(STOPS):
        zones.append(Zone(f"stop_{i}", "stop", cx - STOP // 2, cy - STOP // 2, STOP, STOP))
        if i == 0:
            continue
        dx, dy = CUBAN_SIDE.get(i, (0, -1 if cy < 336 else 1))
        x = cx - CUBAN_W // 2 + dx * (STOP // 2 + CUBAN_W // 2 + 6)
        y = cy - CUBAN_H // 2 + dy * (STOP // 2 + CUBAN_H // 2 + 4)
        zones.append(Zone(f"cuban_{i}", "cuban", x, y, CUBAN_W, CUBAN_H))
    return zones


def buildings() -> list[Zone]:
    """Four columns, one per flower, of three building spaces; a flower badge tops each column."""
    zones = []
    w, h, gap_x, gap_y = 150, 72, 22, 8
    left, top = 536 - (4 * w + 3 * gap_x) // 2, 208
    for col, flower in enumerate(FLOWERS):
        x = left + col * (w + gap_x)
        zones.append(Zone(f"flower_{flower}", "flower", x, top, w, 24))
        for row in range(3):
            slot = col * 3 + row
            y = top + 30 + row * (h + gap_y)
            zones.append(Zone(f"slot_{slot}", "building_slot", x, y, w, h))
    return zones


def port() -> list[Zone]:
    """The sea along the bottom: the ship with four dice, the set-aside die, the tracks."""
    zones = [Zone("sea", "sea", 16, 660, 1036, 224)]
    zones.append(Zone("ship", "ship", 40, 690, 420, 170))
    for k in range(4):
        zones.append(Zone(f"ship_die_{k}", "die", 96 + k * 80, 716, 58, 58))
    zones.append(Zone("set_aside", "die", 486, 716, 58, 58))
    zones.append(Zone("ship_track", "track", 580, 700, 450, 64))
    zones += [Zone(f"ship_{k}", "ship_space", 590 + k * 62, 708, 52, 48) for k in range(7)]
    zones.append(Zone("value_track", "track", 580, 776, 450, 76))
    zones += [Zone(f"flag_{k}", "flag", 596 + k * 108, 782, 94, 64) for k in range(4)]
    zones.append(Zone("supply", "supply", 486, 794, 80, 78))
    return zones


def seats() -> list[Zone]:
    zones = []
    x, w, top, h, gap = 1066, 518, 98, 116, 8
    for s in range(4):
        y = top + s * (h + gap)
        zones.append(Zone(f"seat{s}", "seat", x, y, w, h, seat=s))
    return zones


def side() -> list[Zone]:
    return [
        Zone("prompt", "prompt", 1066, 16, 518, 74),
        Zone("log", "log", 1066, 600, 518, 226),
        Zone("button_menu", "button", 1066, 836, 70, 48),
        Zone("button_decline", "button", 1146, 836, 214, 48),
        Zone("button_rules", "button", 1370, 836, 214, 48),
    ]


def table_zones() -> list[Zone]:
    return street() + buildings() + port() + seats() + side()


def map_xml() -> str:
    objects = "".join(object_xml(i, z) for i, z in enumerate(table_zones(), start=1))
    n = len(table_zones())
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.10" tiledversion="{TILED_VERSION}" orientation="orthogonal"'
        f' renderorder="right-down" width="{MAP_W}" height="{MAP_H}" tilewidth="{TILE}"'
        f' tileheight="{TILE}" infinite="0" nextlayerid="2" nextobjectid="{n + 1}">\n'
        ' <objectgroup id="1" name="zones">\n'
        f"{objects}"
        " </objectgroup>\n"
        "</map>\n"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    path = args.out / "table.tmx"
    path.write_text(map_xml(), encoding="utf-8", newline="\n")
    print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
