"""Table maps (tools/make_maps.py output) and their loader game/ui/tiled.py."""

from __future__ import annotations

import itertools
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pygame
import pytest

from game.puerto_rico.scenes.hotspots import Frame
from game.shell.tiled import REQUIRED_ZONES, LayoutError, TableLayout, load_table

ROOT = Path(__file__).resolve().parents[3]
MAPS = ROOT / "assets" / "puerto_rico" / "maps"
SEATS = [2, 3, 4, 5]
BOUNDS = pygame.Rect(0, 0, 1600, 900)


@pytest.fixture(scope="module")
def layouts() -> dict[int, TableLayout]:
    return {n: load_table(n) for n in SEATS}


def parent_of(name: str) -> str | None:
    """The zone that is meant to contain `name`, if any."""
    if m := re.match(r"(seat\d+)_(?!board$)", name):
        return f"{m.group(1)}_board"
    for prefix, parent in [
        ("trade_", "trading_house"),
        ("goods_", "goods_supply"),
        ("level_", "building_supply"),
    ]:
        if name.startswith(prefix):
            return parent
    return None


def copy_maps(dest: Path) -> Path:
    for path in MAPS.iterdir():
        shutil.copy(path, dest / path.name)
    return dest


@pytest.mark.parametrize("seats", SEATS)
def test_map_loads_with_every_required_zone(layouts: dict[int, TableLayout], seats: int) -> None:
    layout = layouts[seats]
    assert layout.size == (1600, 900)
    assert layout.seats == seats
    for name in REQUIRED_ZONES(seats):
        assert layout.has(name), name
    assert len(layout.zones_of_type("seat_board")) == seats
    assert not layout.has(f"seat{seats}_board")


@pytest.mark.parametrize("seats", SEATS)
def test_zones_lie_inside_the_layout(layouts: dict[int, TableLayout], seats: int) -> None:
    for name, zone in layouts[seats].zones.items():
        assert zone.rect.width > 0 and zone.rect.height > 0, name
        assert BOUNDS.contains(zone.rect), (name, zone.rect)


@pytest.mark.parametrize("seats", SEATS)
def test_zones_of_a_type_do_not_overlap(layouts: dict[int, TableLayout], seats: int) -> None:
    layout = layouts[seats]
    types = {zone.type for zone in layout.zones.values()}
    for zone_type in types:
        rects = layout.zones_of_type(zone_type)
        for (a, ra), (b, rb) in itertools.combinations(rects, 2):
            assert not ra.colliderect(rb), (a, b)


@pytest.mark.parametrize("seats", SEATS)
def test_only_parents_overlap_and_they_contain_their_children(
    layouts: dict[int, TableLayout], seats: int
) -> None:
    zones = layouts[seats].zones
    for a, b in itertools.combinations(zones.values(), 2):
        if not a.rect.colliderect(b.rect):
            continue
        parent, child = (a, b) if parent_of(b.name) == a.name else (b, a)
        assert parent_of(child.name) == parent.name, f"{a.name} overlaps {b.name}"
        assert parent.rect.contains(child.rect), f"{child.name} sticks out of {parent.name}"
    for name in zones:
        if (parent := parent_of(name)) is not None:
            assert zones[parent].rect.contains(zones[name].rect), name


@pytest.mark.parametrize("seats", SEATS)
def test_seat_board_cells(layouts: dict[int, TableLayout], seats: int) -> None:
    layout = layouts[seats]
    stacked = seats >= 4  # narrow boards: the island above the city
    portrait_h = 44
    for s in range(seats):
        board = layout.seat_zone(s, "board")
        assert layout.properties(f"seat{s}_board") == {"seat": s}
        assert layout.seat_zone(s, "header") == pygame.Rect(board.x, board.y, board.w, 26)
        portrait = layout.seat_zone(s, "portrait")
        assert portrait == pygame.Rect(board.x, board.bottom - portrait_h, board.w, portrait_h)
        islands = [layout.seat_zone(s, "island", k) for k in range(12)]
        cities = [layout.seat_zone(s, "city", k) for k in range(12)]
        for island, city in zip(islands, cities, strict=True):
            assert island.w == island.h <= (64 if stacked else 72)
            assert board.contains(island) and board.contains(city)
            assert not city.colliderect(portrait) and not island.colliderect(portrait)
            if stacked:
                assert island.bottom < city.top
            else:
                assert island.right <= city.left
            assert city.w > city.h if stacked else city.w >= city.h
        if not stacked:  # side by side: the island's rows level with the city's
            assert islands[0].y == cities[0].y
        if stacked:  # 2 rows of 6: the second row under the first
            assert [c.y for c in islands] == [islands[0].y] * 6 + [islands[6].y] * 6
            assert max(c.bottom for c in islands) < min(c.top for c in cities)
        for k in range(8):  # a large building covers k and k + 4: same column, next row
            upper, lower = layout.seat_zone(s, "city", k), layout.seat_zone(s, "city", k + 4)
            assert (upper.x, upper.w) == (lower.x, lower.w) and upper.bottom < lower.top
            assert lower.top - upper.bottom <= 8


@pytest.mark.parametrize("seats", SEATS)
def test_cells_are_readable_at_1600x900(layouts: dict[int, TableLayout], seats: int) -> None:
    """Island and city spaces at least 36 px at 1600x900 whatever the seat count (with the
    island beside the city, 5 seats left cells of about 27 px)."""
    frame = Frame(layouts[seats], *layouts[seats].fit((1600, 900)))
    for s in range(seats):
        for k in range(12):
            island, city = frame.R(f"seat{s}_island_{k}"), frame.R(f"seat{s}_city_{k}")
            assert min(island.size) >= 36 and min(city.size) >= 36, (seats, s, k)


def test_seat_boards_span_the_table(layouts: dict[int, TableLayout]) -> None:
    for seats, layout in layouts.items():
        boards = [rect for _, rect in layout.zones_of_type("seat_board")]
        assert boards[0].left == 8 and boards[-1].right == 1592, seats
        assert all(b.top == 590 and b.bottom == 892 for b in boards)
        assert all(nxt.left - cur.right == 8 for cur, nxt in itertools.pairwise(boards))


def test_island_cells_fill_a_two_seat_board(layouts: dict[int, TableLayout]) -> None:
    assert layouts[2].seat_zone(0, "island", 0).size == (72, 72)


@pytest.mark.parametrize("seats", [2, 3])
def test_wide_boards_use_their_height(layouts: dict[int, TableLayout], seats: int) -> None:
    """With 2-3 seats the city's three rows fill the board between its header and portrait, or
    stand as high as they are wide (they left up to 60 px empty under the city at 3 seats, with
    cells of 70 x 56 and an island of 49 px)."""
    layout = layouts[seats]
    for s in range(seats):
        header, portrait = layout.seat_zone(s, "header"), layout.seat_zone(s, "portrait")
        cities = [layout.seat_zone(s, "city", k) for k in range(12)]
        islands = [layout.seat_zone(s, "island", k) for k in range(12)]
        room = portrait.top - header.bottom
        used = max(c.bottom for c in cities) - min(c.top for c in cities)
        square = all(c.w == c.h for c in cities)
        assert square or room - used <= 2 * 8 + 6, (seats, room, used)  # pads and rounding
        assert min(c.h for c in cities) >= (66 if seats == 3 else 72)
        assert min(c.w for c in islands) >= (54 if seats == 3 else 72)


def test_zones_of_type_sorts_numbers_naturally(layouts: dict[int, TableLayout]) -> None:
    names = [name for name, _ in layouts[2].zones_of_type("city_space")]
    assert names[:12] == [f"seat0_city_{k}" for k in range(12)]
    roles = layouts[2].zones_of_type("role")
    assert [name for name, _ in roles] == [f"role_{i}" for i in range(9)]
    assert roles[8][1] == pygame.Rect(8 + 8 * 106, 8, 100, 142)


def test_zone_lookup_errors_name_the_map(layouts: dict[int, TableLayout]) -> None:
    with pytest.raises(KeyError, match=r"table_3\.tmx.*seat7_board"):
        layouts[3].zone("seat7_board")


def test_zone_returns_a_copy(layouts: dict[int, TableLayout]) -> None:
    layouts[2].zone("log").move_ip(50, 50)
    assert layouts[2].zone("log") == pygame.Rect(1200, 160, 392, 360)


@pytest.mark.parametrize("path", sorted(MAPS.glob("table_*.tmx")), ids=lambda p: p.name)
def test_tmx_is_valid_tiled_xml(path: Path) -> None:
    root = ET.parse(path).getroot()
    assert root.tag == "map" and root.get("orientation") == "orthogonal"
    assert (root.get("width"), root.get("height")) == ("100", "57")
    assert (root.get("tilewidth"), root.get("tileheight")) == ("16", "16")
    layer_ids = [int(e.get("id")) for e in root if e.tag in ("layer", "objectgroup")]
    assert len(set(layer_ids)) == len(layer_ids)
    assert int(root.get("nextlayerid")) == max(layer_ids) + 1

    data = root.find("layer/data").text.split(",")
    assert len(data) == 100 * 57 and {d.strip() for d in data} == {"1"}

    objects = root.findall("objectgroup[@name='zones']/object")
    ids = [int(o.get("id")) for o in objects]
    assert len(set(ids)) == len(ids)
    assert int(root.get("nextobjectid")) == max(ids) + 1
    for obj in objects:
        assert obj.get("type") == obj.get("class") and obj.get("type")
        for attr in ("x", "y", "width", "height"):
            assert re.fullmatch(r"\d+", obj.get(attr)), (obj.get("name"), attr)
        props = obj.findall("properties/property")
        assert [p.get("name") for p in props] == (
            ["seat"] if obj.get("type") == "seat_board" else []
        )


def test_tileset_is_a_two_tile_image_collection() -> None:
    root = ET.parse(MAPS / "table.tsx").getroot()
    assert root.tag == "tileset" and root.get("columns") == "0"
    tiles = root.findall("tile")
    assert root.get("tilecount") == str(len(tiles)) == "2"
    assert tiles[0].find("image").get("source") == "../sprites/table.png"


def test_generator_is_deterministic(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, str(ROOT / "tools" / "make_maps.py"), "--out", str(tmp_path)],
        check=True,
        capture_output=True,
    )
    generated = sorted(p.name for p in tmp_path.iterdir())
    assert generated == sorted(p.name for p in MAPS.iterdir())
    for name in generated:
        assert (tmp_path / name).read_bytes() == (MAPS / name).read_bytes(), name


@pytest.mark.parametrize(
    ("window", "scale", "offset"),
    [
        ((1600, 900), 1.0, (0, 0)),
        ((1280, 720), 0.8, (0, 0)),
        ((1920, 1080), 1.2, (0, 0)),
        ((800, 900), 0.5, (0, 225)),  # tall: bars above and below
        ((2000, 900), 1.0, (200, 0)),  # wide: bars left and right
    ],
)
def test_fit(
    layouts: dict[int, TableLayout],
    window: tuple[int, int],
    scale: float,
    offset: tuple[int, int],
) -> None:
    assert layouts[2].fit(window) == (pytest.approx(scale), offset)


def test_to_screen_and_back(layouts: dict[int, TableLayout]) -> None:
    layout = layouts[4]
    role = layout.zone("role_1")
    assert layout.to_screen(role, (1280, 720)) == pygame.Rect(91, 6, 80, 114)
    assert layout.to_screen(role, (800, 900)) == pygame.Rect(57, 229, 50, 71)
    for window in [(1280, 720), (800, 900), (1920, 1200)]:
        screen = layout.to_screen(role, window)
        x, y = layout.to_layout(screen.center, window)
        assert role.collidepoint(x, y)
    # Touching zones still touch after scaling (no hairline gaps).
    a, b = layout.seat_zone(0, "header"), layout.seat_zone(0, "board")
    sa, sb = layout.to_screen(a, (1366, 768)), layout.to_screen(b, (1366, 768))
    assert (sa.left, sa.top, sa.right) == (sb.left, sb.top, sb.right)


def test_missing_zone_raises_layout_error(tmp_path: Path) -> None:
    maps = copy_maps(tmp_path)
    tree = ET.parse(maps / "table_3.tmx")
    group = tree.getroot().find("objectgroup[@name='zones']")
    for obj in group.findall("object"):
        if obj.get("name") in ("seat2_city_7", "trade_1"):
            group.remove(obj)
    tree.write(maps / "table_3.tmx", encoding="UTF-8", xml_declaration=True)
    with pytest.raises(LayoutError, match=r"table_3\.tmx.*trade_1, seat2_city_7"):
        load_table(3, maps)
    load_table(2, maps)  # the other maps are untouched


def test_moving_a_zone_is_a_map_edit(tmp_path: Path) -> None:
    maps = copy_maps(tmp_path)
    path = maps / "table_2.tmx"
    text = path.read_text(encoding="utf-8")
    old = 'name="log" type="log" class="log" x="1200" y="160"'
    assert old in text
    path.write_text(text.replace(old, old.replace('y="160"', 'y="170.6"')), encoding="utf-8")
    assert load_table(2, maps).zone("log") == pygame.Rect(1200, 171, 392, 360)


def test_tiled_1_9_class_attribute_is_the_type(tmp_path: Path) -> None:
    maps = copy_maps(tmp_path)
    path = maps / "table_2.tmx"
    path.write_text(re.sub(r' type="\w+"', "", path.read_text(encoding="utf-8")), encoding="utf-8")
    ships = [name for name, _ in load_table(2, maps).zones_of_type("ship")]
    assert ships == ["private_ships", "ship_0", "ship_1", "ship_2"]


def test_missing_or_broken_map_raises_layout_error(tmp_path: Path) -> None:
    with pytest.raises(LayoutError, match=r"table_4\.tmx"):
        load_table(4, tmp_path)
    (tmp_path / "table_4.tmx").write_text("<map", encoding="utf-8")
    with pytest.raises(LayoutError, match="cannot read"):
        load_table(4, tmp_path)


# ------------------------------------------------------------------------------ draft map


def test_draft_map_has_every_zone_the_draft_needs_inside_the_layout() -> None:
    from game.puerto_rico.scenes.draft import DRAFT_ZONES, load_draft_map

    layout = load_draft_map()
    assert set(DRAFT_ZONES) <= set(layout.zones)
    for name in DRAFT_ZONES:
        assert BOUNDS.contains(layout.zone(name)), name
    by_type = layout.zones_by_type()
    # Every text zone carries its font size; the code dispatches on the types.
    assert all(isinstance(z.properties.get("size"), int) for z in by_type["text"])
    assert [z.name for z in by_type["button"]] == ["button_begin", "button_menu"]
    # The cards stand inside the bands of their costs, the heading and hint inside their panel.
    assert layout.zone("cost_rows").contains(layout.zone("cost_cards"))
    for name in ("candidates_heading", "candidates_hint", "message", "cost_rows"):
        assert layout.zone("candidates").contains(layout.zone(name)), name
    for name in ("log_heading", "log_text", "button_begin"):
        assert layout.zone("log").contains(layout.zone(name)), name


def test_draft_scene_is_laid_out_from_its_map(app, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Moving a zone in draft.tmx moves it on screen: the scene has no layout numbers of its own."""
    from game.puerto_rico.scenes import draft
    from game.puerto_rico.scenes.session import Session
    from game.shell.persistence import Seat
    from game.shell.tiled import load_map

    path = copy_maps(tmp_path) / "draft.tmx"
    text = path.read_text(encoding="utf-8")
    old = 'name="button_menu" type="button" class="button" x="1512" y="26"'
    assert old in text
    path.write_text(text.replace(old, old.replace('x="1512"', 'x="1400"')), encoding="utf-8")
    monkeypatch.setattr(draft, "load_draft_map", lambda: load_map(path, draft.DRAFT_ZONES))
    seats = [Seat("Ana", "human", None, "red"), Seat("Bob", "random", None, "blue")]
    scene = draft.DraftScene(app, Session.new(seats, 3, expansions=("new_buildings",)))
    app.push(scene)
    assert scene.menu_button.rect == pygame.Rect(1400, 26, 50, 46)
    assert scene.begin_button.rect == load_map(path).zone("button_begin")
    assert scene.board_rect == load_map(path).zone("building_board")


def test_load_map_names_missing_zones(tmp_path: Path) -> None:
    from game.shell.tiled import load_map

    with pytest.raises(LayoutError, match=r"draft\.tmx.*nowhere"):
        load_map(MAPS / "draft.tmx", ["title", "nowhere"])
    with pytest.raises(LayoutError, match="no such map"):
        load_map(tmp_path / "none.tmx")
