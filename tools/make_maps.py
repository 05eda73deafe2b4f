"""Write the layouts as Tiled maps: assets/puerto_rico/maps/table_{2..5}.tmx, draft.tmx,
achievements.tmx and the tileset table.tsx.

The maps are the source of truth once written: the game reads only the names, types and
rectangles of the `zones` object layer, so moving a zone is an edit in Tiled. Rerun this script
only to reset the layouts; it is deterministic (same bytes every run).

    python tools/make_maps.py [--out DIR]
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = ROOT / "assets" / "puerto_rico" / "maps"

TILE = 16
MAP_W, MAP_H = 100, 57  # 1600 x 912 px; the layout area is the top 1600 x 900
TILED_VERSION = "1.10.2"
TILESET = "table.tsx"
# Image-collection tiles: the felt that fills the background, and a darker felt to paint areas.
TILE_IMAGES = ("../sprites/table.png", "../sprites/table_dark.png")

GOODS = ("corn", "fruit", "sugar", "tobacco", "coffee")
SEATS = range(2, 6)

BOARD_TOP, BOARD_BOTTOM = 590, 892
BOARD_LEFT, BOARD_RIGHT, BOARD_GAP = 8, 1592, 8
HEADER_H = 26
CELL_PAD, CELL_GAP, ISLAND_MAX = 4, 4, 64
# With 4 or 5 seats a board is too narrow for the island beside the city (cells of ~27 px at
# 1600x900): the island becomes 2 rows of 6 above the city's 3 rows of 4, under a lower portrait.
STACKED_FROM, STACKED_PORTRAIT_H, STACK_GAP = 4, 44, 6
# With 2 or 3 seats the island stands beside the city; the boards' height, not only their width,
# sets the cells: a lower portrait, island spaces up to WIDE_ISLAND_MAX taking up to
# WIDE_ISLAND_SHARE percent of the cells' width, city spaces as high as they may be wide.
WIDE_PORTRAIT_H, WIDE_ISLAND_MAX, WIDE_ISLAND_SHARE = 44, 72, 45


@dataclass(frozen=True)
class Zone:
    name: str
    type: str
    x: int
    y: int
    w: int
    h: int
    seat: int | None = None  # a seat board's seat
    props: tuple[tuple[str, int], ...] = ()  # other whole-number properties (a font size, a gap)


# ------------------------------------------------------------------ geometry helpers


def split(start: int, length: int, n: int, gap: int, pad: int = 0) -> tuple[list[int], int]:
    """n equal integer parts separated by `gap`; the rounding remainder is centred."""
    size = (length - 2 * pad - (n - 1) * gap) // n
    used = n * size + (n - 1) * gap
    first = start + (length - used) // 2
    return [first + i * (size + gap) for i in range(n)], size


def spread(start: int, length: int, n: int, size: int) -> list[int]:
    """Positions of n items of a fixed size with equal space around and between them."""
    gap = (length - n * size) // (n + 1)
    used = n * size + (n - 1) * gap
    first = start + (length - used) // 2
    return [first + i * (size + gap) for i in range(n)]


def grid(
    prefix: str,
    kind: str,
    x: int,
    y: int,
    w: int,
    h: int,
    cw: int,
    ch: int,
    rows: int = 3,
    cols: int = 4,
) -> list[Zone]:
    """rows x cols cells of cw x ch centred in an area; cell k = row * cols + col."""
    xs = [
        x + (w - (cols * cw + (cols - 1) * CELL_GAP)) // 2 + c * (cw + CELL_GAP)
        for c in range(cols)
    ]
    ys = [
        y + (h - (rows * ch + (rows - 1) * CELL_GAP)) // 2 + r * (ch + CELL_GAP)
        for r in range(rows)
    ]
    return [
        Zone(f"{prefix}_{r * cols + c}", kind, xs[c], ys[r], cw, ch)
        for r in range(rows)
        for c in range(cols)
    ]


# ------------------------------------------------------------------ areas of the table


def roles() -> list[Zone]:
    return [Zone(f"role_{i}", "role", 8 + i * 106, 8, 100, 142) for i in range(9)]


def supplies() -> list[Zone]:
    return [
        Zone("vp_supply", "supply", 980, 8, 120, 62),
        Zone("bank", "supply", 980, 80, 120, 70),
        Zone("worker_supply", "supply", 1110, 8, 180, 62),
        Zone("hiring_hall", "supply", 1110, 80, 180, 70),
        Zone("status", "text", 1300, 8, 232, 142),
        Zone("button_menu", "button", 1540, 8, 52, 40),
    ]


def plantations() -> list[Zone]:
    return [
        Zone("display", "plantations", 8, 160, 452, 80),
        Zone("quarry_stack", "plantations", 470, 160, 90, 80),
    ]


def ships() -> list[Zone]:
    cargo = [Zone(f"ship_{i}", "ship", 8, 250 + i * 80, 420, 72) for i in range(3)]
    return [*cargo, Zone("private_ships", "ship", 436, 250, 124, 232)]


def trading_house() -> list[Zone]:
    house = Zone("trading_house", "market", 8, 492, 250, 86)
    y = house.y + (house.h - 44) // 2
    spaces = spread(house.x, house.w, 4, 44)
    return [
        house,
        *(Zone(f"trade_{i}", "market_space", x, y, 44, 44) for i, x in enumerate(spaces)),
    ]


def goods_supply() -> list[Zone]:
    supply = Zone("goods_supply", "supply", 268, 492, 292, 86)
    xs, w = split(supply.x, supply.w, len(GOODS), gap=4, pad=4)
    cells = [
        Zone(f"goods_{g}", "goods", x, supply.y + 4, w, supply.h - 8) for g, x in zip(GOODS, xs)
    ]
    return [supply, *cells]


def building_supply() -> list[Zone]:
    supply = Zone("building_supply", "buildings", 570, 160, 620, 420)
    header, pad = 24, 6  # the header carries the column titles ("1", "2", ...)
    xs, w = split(supply.x, supply.w, 4, gap=6, pad=pad)
    y, h = supply.y + header, supply.h - header - pad
    return [
        supply,
        *(Zone(f"level_{i + 1}", "building_column", x, y, w, h) for i, x in enumerate(xs)),
    ]


def controls() -> list[Zone]:
    return [
        Zone("log", "log", 1200, 160, 392, 360),
        Zone("button_done", "button", 1200, 530, 190, 48),
        Zone("button_pass", "button", 1402, 530, 190, 48),
        Zone("button_since", "button", 1540, 56, 52, 40),  # "since your last turn"
    ]


def seat_boards(seats: int) -> list[Zone]:
    # Board edges from an exact pitch, so the row spans 8..1592 even when the width does not
    # divide evenly (boards then differ by at most one pixel).
    pitch = BOARD_RIGHT - BOARD_LEFT + BOARD_GAP
    edges = [BOARD_LEFT + i * pitch // seats for i in range(seats + 1)]
    zones: list[Zone] = []
    board = stacked_board if seats >= STACKED_FROM else seat_board
    for i in range(seats):
        zones += board(i, edges[i], edges[i + 1] - BOARD_GAP - edges[i])
    return zones


def seat_board(seat: int, x: int, w: int) -> list[Zone]:
    """A wide board (2-3 seats): the island's 3 rows of 4 beside the city's 3 rows of 4, over
    the portrait; the cells grow until the board's height or width stops them."""
    y, h = BOARD_TOP, BOARD_BOTTOM - BOARD_TOP
    p = f"seat{seat}"
    body_y, body_h = y + HEADER_H, h - HEADER_H - WIDE_PORTRAIT_H
    row = (body_h - 2 * CELL_PAD - 2 * CELL_GAP) // 3  # the most a row may take

    # The island's side and a city space's width share what is left of the width once both
    # grids have their pads and gaps.
    across = (w - 4 * CELL_PAD - 6 * CELL_GAP) // 4
    side = min(WIDE_ISLAND_MAX, row, across * WIDE_ISLAND_SHARE // 100)
    island_w = 4 * side + 2 * CELL_PAD + 3 * CELL_GAP

    city_x, city_w = x + island_w, w - island_w
    cell_w = (city_w - 2 * CELL_PAD - 3 * CELL_GAP) // 4
    cell_h = min(row, cell_w)  # a building tile stretches; it never stands taller than wide
    # The island's first row level with the city's (both grids centre their cells).
    top = body_y + (body_h - 3 * cell_h - 2 * CELL_GAP) // 2
    island_h = 3 * side + 2 * CELL_GAP

    return [
        Zone(f"{p}_board", "seat_board", x, y, w, h, seat),
        Zone(f"{p}_header", "seat_header", x, y, w, HEADER_H),
        *grid(f"{p}_island", "island_space", x, top, island_w, island_h, side, side),
        *grid(f"{p}_city", "city_space", city_x, body_y, city_w, body_h, cell_w, cell_h),
        Zone(f"{p}_portrait", "portrait", x, y + h - WIDE_PORTRAIT_H, w, WIDE_PORTRAIT_H),
    ]


def stacked_board(seat: int, x: int, w: int) -> list[Zone]:
    """A narrow board: the island's 12 spaces in 2 rows of 6 above the city's 3 rows of 4 (the
    city keeps its rows so a large building still stands across two stacked spaces)."""
    y, h = BOARD_TOP, BOARD_BOTTOM - BOARD_TOP
    p = f"seat{seat}"
    body_y, body_h = y + HEADER_H, h - HEADER_H - STACKED_PORTRAIT_H
    # 2 island rows and 3 city rows share the height (pads, gaps and the gap between the two).
    rows_h = body_h - 2 * CELL_PAD - 3 * CELL_GAP - STACK_GAP
    side = min(ISLAND_MAX, (w - 2 * CELL_PAD - 5 * CELL_GAP) // 6, rows_h // 5)
    cell_h = (rows_h - 2 * side) // 3
    cell_w = (w - 2 * CELL_PAD - 3 * CELL_GAP) // 4
    island_h = 2 * side + CELL_GAP + 2 * CELL_PAD
    city_y = body_y + island_h + STACK_GAP - 2 * CELL_PAD
    city_h = body_h - (city_y - body_y)
    return [
        Zone(f"{p}_board", "seat_board", x, y, w, h, seat),
        Zone(f"{p}_header", "seat_header", x, y, w, HEADER_H),
        *grid(f"{p}_island", "island_space", x, body_y, w, island_h, side, side, 2, 6),
        *grid(f"{p}_city", "city_space", x, city_y, w, city_h, cell_w, cell_h),
        Zone(f"{p}_portrait", "portrait", x, y + h - STACKED_PORTRAIT_H, w, STACKED_PORTRAIT_H),
    ]


def table_zones(seats: int) -> list[Zone]:
    """Every zone of the table for a seat count, in map (and object id) order."""
    return [
        *roles(),
        *supplies(),
        *plantations(),
        *ships(),
        *trading_house(),
        *goods_supply(),
        *building_supply(),
        *controls(),
        *seat_boards(seats),
    ]


# ------------------------------------------------------------------ Tiled XML


# ------------------------------------------------------------------ the building draft


def draft_zones() -> list[Zone]:
    """The draft screen: a top bar, the candidates by cost on the left, the building board and
    the log on the right. `size` is a font size in layout pixels; text zones anchor their words
    at the corner or centre the code names."""
    bar = Zone("top_bar", "panel", 20, 12, 1560, 76)
    candidates = Zone("candidates", "panel", 20, 100, 870, 788)
    log = Zone("log", "log", 910, 584, 670, 304)
    return [
        bar,
        Zone("title", "text", 40, 22, 290, 40, props=(("size", 34),)),
        Zone("pick_counter", "text", 42, 56, 288, 26, props=(("size", 21),)),
        Zone("prompt", "text", 350, 12, 560, 76, props=(("size", 25),)),
        Zone(
            "seat_order",
            "seat_order",
            920,
            12,
            580,
            76,
            props=(("chip", 150), ("chip_height", 40), ("gap", 8)),
        ),
        Zone("button_menu", "button", 1512, 26, 50, 46),
        candidates,
        Zone("candidates_heading", "text", 40, 114, 260, 32, props=(("size", 26),)),
        Zone("candidates_hint", "text", 320, 120, 550, 24, props=(("size", 17),)),
        Zone("message", "message", 28, 104, 854, 44, props=(("size", 19),)),
        # Bands of candidates, one per cost (the cost coin at the left of each), and the part of
        # the bands where the cards stand, with the gap between two cards.
        Zone("cost_rows", "cost_rows", 28, 152, 854, 726),
        Zone("cost_cards", "cost_cards", 116, 152, 758, 726, props=(("gap", 8),)),
        Zone("building_board", "building_board", 910, 100, 670, 470),
        log,
        Zone("log_heading", "text", 926, 594, 638, 26, props=(("size", 19),)),
        Zone("log_text", "text", 926, 620, 638, 256, props=(("size", 16),)),
        Zone("button_begin", "button", 1095, 820, 300, 52),
    ]


# ------------------------------------------------------------------ the achievements draft


def achievements_zones() -> list[Zone]:
    """The grand achievements draft (Expansion VI variant): a top bar like the building draft's,
    the offer of the seat at the screen as large cards, its kept cards below, the log on the
    right."""
    return [
        Zone("top_bar", "panel", 20, 12, 1560, 76),
        Zone("title", "text", 40, 22, 420, 40, props=(("size", 30),)),
        Zone("pick_counter", "text", 42, 56, 418, 26, props=(("size", 21),)),
        Zone("prompt", "text", 470, 12, 560, 76, props=(("size", 24),)),
        Zone(
            "seat_order",
            "seat_order",
            1040,
            12,
            460,
            76,
            props=(("chip", 150), ("chip_height", 40), ("gap", 8)),
        ),
        Zone("button_menu", "button", 1512, 26, 50, 46),
        Zone("offer", "panel", 20, 100, 1050, 462),
        Zone("offer_heading", "text", 40, 114, 500, 32, props=(("size", 26),)),
        Zone("offer_hint", "text", 540, 120, 510, 24, props=(("size", 17),)),
        Zone("message", "message", 28, 104, 1034, 44, props=(("size", 19),)),
        Zone("offer_cards", "cards", 40, 160, 1010, 330, props=(("gap", 18), ("size", 22))),
        Zone("design_note", "text", 40, 504, 1010, 48, props=(("size", 15),)),
        Zone("hand", "panel", 20, 574, 1050, 314),
        Zone("hand_heading", "text", 40, 586, 1010, 28, props=(("size", 22),)),
        Zone("hand_cards", "cards", 40, 622, 1010, 254, props=(("gap", 12), ("size", 19))),
        Zone("log", "log", 1090, 100, 490, 788),
        Zone("log_heading", "text", 1106, 110, 458, 26, props=(("size", 19),)),
        Zone("log_text", "text", 1106, 140, 458, 660, props=(("size", 16),)),
        Zone("button_begin", "button", 1185, 820, 300, 52),
    ]


# ------------------------------------------------------------------ Tiled XML


def object_xml(oid: int, z: Zone) -> str:
    # `type` for Tiled 1.10+ and pytmx, `class` for Tiled 1.9, which renamed it for a while.
    head = (
        f'  <object id="{oid}" name={quoteattr(z.name)} type={quoteattr(z.type)}'
        f' class={quoteattr(z.type)} x="{z.x}" y="{z.y}" width="{z.w}" height="{z.h}"'
    )
    props = ((("seat", z.seat),) if z.seat is not None else ()) + z.props
    if not props:
        return head + "/>\n"
    lines = "".join(
        f'    <property name="{name}" type="int" value="{value}"/>\n' for name, value in props
    )
    return f"{head}>\n   <properties>\n{lines}   </properties>\n  </object>\n"


def map_xml(seats: int) -> str:
    return zones_xml(table_zones(seats))


def zones_xml(zones: list[Zone]) -> str:
    rows = ",\n".join(",".join(["1"] * MAP_W) for _ in range(MAP_H))
    objects = "".join(object_xml(i, z) for i, z in enumerate(zones, start=1))
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.10" tiledversion="{TILED_VERSION}" orientation="orthogonal"'
        f' renderorder="right-down" width="{MAP_W}" height="{MAP_H}" tilewidth="{TILE}"'
        f' tileheight="{TILE}" infinite="0" nextlayerid="3" nextobjectid="{len(zones) + 1}">\n'
        f' <tileset firstgid="1" source="{TILESET}"/>\n'
        f' <layer id="1" name="background" width="{MAP_W}" height="{MAP_H}">\n'
        f'  <data encoding="csv">\n{rows}\n</data>\n'
        " </layer>\n"
        ' <objectgroup id="2" name="zones">\n'
        f"{objects}"
        " </objectgroup>\n"
        "</map>\n"
    )


def tileset_xml() -> str:
    tiles = "".join(
        f' <tile id="{i}">\n  <image width="{TILE}" height="{TILE}" source="{src}"/>\n </tile>\n'
        for i, src in enumerate(TILE_IMAGES)
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<tileset version="1.10" tiledversion="{TILED_VERSION}" name="table"'
        f' tilewidth="{TILE}" tileheight="{TILE}" tilecount="{len(TILE_IMAGES)}" columns="0">\n'
        ' <grid orientation="orthogonal" width="1" height="1"/>\n'
        f"{tiles}"
        "</tileset>\n"
    )


def write_maps(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    files = {
        TILESET: tileset_xml(),
        **{f"table_{n}.tmx": map_xml(n) for n in SEATS},
        "draft.tmx": zones_xml(draft_zones()),
        "achievements.tmx": zones_xml(achievements_zones()),
    }
    written = []
    for name, text in files.items():
        path = out / name
        # newline="\n": identical bytes on every platform.
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
