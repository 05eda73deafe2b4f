"""The generated art and sounds: present, well-formed, complete for the catalog, reproducible."""

from __future__ import annotations

import filecmp
import itertools
import json
import os
import struct
import subprocess
import sys
import wave
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from game.puerto_rico.catalog import default_catalog

ROOT = Path(__file__).resolve().parents[3]
SPRITES = ROOT / "assets" / "puerto_rico" / "sprites"
SOUNDS = ROOT / "assets" / "puerto_rico" / "sounds"
SOUND_NAMES = ("coins", "barrel", "build", "ship", "click", "role", "end")
GOODS = ("corn", "fruit", "sugar", "tobacco", "coffee")
MAX_TOTAL_BYTES = 6_000_000


@pytest.fixture(scope="module")
def manifest() -> dict:
    return json.loads((SPRITES / "manifest.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def sprites(manifest: dict) -> dict:
    return manifest["sprites"]


def load(name: str) -> pygame.Surface:
    return pygame.image.load(str(SPRITES / name))


def test_every_listed_sprite_exists_at_twice_its_display_size(manifest: dict, sprites: dict):
    scale = manifest["scale"]
    assert scale == 2
    for name, entry in sprites.items():
        surf = load(name)
        w, h = entry["display_size"]
        assert entry["size"] == [w * scale, h * scale], name
        assert list(surf.get_size()) == entry["size"], name


def test_every_png_is_listed_and_has_alpha(sprites: dict):
    pngs = {p.name for p in SPRITES.glob("*.png")}
    assert pngs == set(sprites)
    for name in pngs:
        surf = load(name)
        assert surf.get_flags() & pygame.SRCALPHA, f"{name} has no alpha channel"


def test_catalog_items_all_have_sprites(sprites: dict):
    catalog = default_catalog()
    base = [b.id for b in catalog.buildings if b.expansion == "base"]
    assert len(base) == 23
    for bid in base:
        assert f"icon_{bid}.png" in sprites
    for good in [g.id for g in catalog.goods]:
        assert f"crate_{good}.png" in sprites
        assert f"plantation_{good}.png" in sprites
    for role in [*(r.id for r in catalog.roles), "smuggler"]:
        assert f"role_{role}.png" in sprites
    for name in ("icon_default.png", "quarry.png", "forest.png", "plantation_back.png"):
        assert name in sprites
    for frame in ("building_small.png", "building_small_production.png", "building_large.png"):
        assert {"icon", "name_band", "cost", "vp", "slots"} <= set(sprites[frame])


EXPANSION_BUILDINGS = {
    "I": (
        "canal",
        "sawmill",
        "black_market",
        "shed",
        "bohio",
        "trading_post",
        "church",
        "small_private_wharf",
        "lighthouse",
        "distillery",
        "publishing_house",
        "manufactory",
        "monument",
        "cathedral",
    ),
    "II": (
        "cadastral_office",
        "chapel",
        "bureau_of_lands",
        "notary_office",
        "export_office",
        "villa",
        "large_sewing_workshop",
        "main_square",
    ),
}


@pytest.mark.parametrize("expansion", sorted(EXPANSION_BUILDINGS))
def test_expansion_buildings_have_their_own_icons(sprites: dict, expansion: str):
    in_catalog = {b.id for b in default_catalog().buildings if b.expansion == expansion}
    default = (SPRITES / "icon_default.png").read_bytes()
    for bid in in_catalog | set(EXPANSION_BUILDINGS[expansion]):
        assert f"icon_{bid}.png" in sprites, bid
        assert (SPRITES / f"icon_{bid}.png").read_bytes() != default, bid


def thumbnail(name: str, side: int = 16) -> list[int]:
    """The sprite shrunk to a tiny thumbnail, as a flat list of RGBA values."""
    small = pygame.transform.smoothscale(load(name), (side, side))
    return [v for y in range(side) for x in range(side) for v in small.get_at((x, y))]


def test_expansion_icons_stay_distinct_at_small_size():
    # the base production icons share a works silhouette on purpose; every expansion icon must
    # differ from every other icon by shape or colour even shrunk to 16 px
    new = {f"icon_{bid}.png" for ids in EXPANSION_BUILDINGS.values() for bid in ids}
    thumbs = {p.name: thumbnail(p.name) for p in SPRITES.glob("icon_*.png")}
    for a, b in itertools.combinations(sorted(thumbs), 2):
        if a in new or b in new:
            diff = sum(abs(x - y) for x, y in zip(thumbs[a], thumbs[b])) / len(thumbs[a])
            assert diff > 15, f"{a} and {b} look alike at 16 px ({diff:.1f})"


def test_citizen_differs_from_worker_in_shape_and_colour():
    worker, citizen = load("worker.png"), load("citizen.png")
    mw, mc = pygame.mask.from_surface(worker, 127), pygame.mask.from_surface(citizen, 127)
    overlap = mw.overlap_area(mc, (0, 0))
    union = mw.count() + mc.count() - overlap
    assert (union - overlap) / union > 0.2, "citizen and worker have nearly the same silhouette"
    assert mc.get_bounding_rects()[0].top < mw.get_bounding_rects()[0].top  # the top hat
    chest = (27, 44)  # display (13.5, 22): plain body colour on both figures
    w_rgb, c_rgb = worker.get_at(chest)[:3], citizen.get_at(chest)[:3]
    assert sum(abs(x - y) for x, y in zip(w_rgb, c_rgb)) > 120, (w_rgb, c_rgb)
    luma = [0.3 * r + 0.59 * g + 0.11 * b for r, g, b in (w_rgb, c_rgb)]
    assert abs(luma[0] - luma[1]) > 40, "worker and citizen must differ in greyscale too"


def test_crates_have_pairwise_different_shapes():
    masks = {g: pygame.mask.from_surface(load(f"crate_{g}.png"), 127) for g in GOODS}
    for a, b in itertools.combinations(GOODS, 2):
        ma, mb = masks[a], masks[b]
        overlap = ma.overlap_area(mb, (0, 0))
        differing = ma.count() + mb.count() - 2 * overlap
        union = ma.count() + mb.count() - overlap
        assert differing / union > 0.1, f"{a} and {b} crates have nearly the same silhouette"


def test_land_tiles_have_a_light_slot_where_the_manifest_says(manifest: dict, sprites: dict):
    scale = manifest["scale"]
    for kind in [*(f"plantation_{g}" for g in GOODS), "quarry"]:
        slots = sprites[f"{kind}.png"]["slots"]
        assert slots == [[32, 46]], kind
        surf = load(f"{kind}.png")
        x, y = slots[0]
        r, g, b, a = surf.get_at((x * scale, y * scale))
        assert a == 255 and min(r, g, b) > 200, f"{kind}: no light slot at {slots[0]}"
    assert sprites["forest.png"]["slots"] == []  # SPEC §5.2: forests hold no figure


def test_ships_grow_with_capacity_and_list_their_holds(sprites: dict):
    widths = []
    for n in range(4, 9):
        entry = sprites[f"ship_{n}.png"]
        w, h = entry["display_size"]
        widths.append(w)
        assert len(entry["holds"]) == n
        assert all(0 < x < w and 0 < y < h for x, y in entry["holds"])
    assert all(b - a == 44 for a, b in itertools.pairwise(widths))
    assert len(sprites["trading_house.png"]["spaces"]) == 4


def test_board_layouts_have_twelve_island_and_city_spaces(sprites: dict):
    seat = sprites["board_seat.png"]
    assert len(seat["island_spaces"]) == 12 and len(seat["city_spaces"]) == 12
    w, h = seat["display_size"]
    for x, y, sw, sh in seat["island_spaces"] + seat["city_spaces"]:
        assert x >= 0 and x + sw <= w and y >= 0 and y + sh <= h
    assert len(sprites["board_supply.png"]["columns"]) == 4


def test_assets_stay_small():
    total = sum(p.stat().st_size for d in (SPRITES, SOUNDS) for p in d.iterdir())
    assert total < MAX_TOTAL_BYTES


def read_wav(path: Path) -> tuple[wave._wave_params, tuple[int, ...]]:
    with wave.open(str(path), "rb") as w:
        params = w.getparams()
        frames = w.readframes(params.nframes)
    return params, struct.unpack(f"<{params.nframes}h", frames)


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_sounds_are_short_mono_16_bit_and_audible(name: str):
    params, samples = read_wav(SOUNDS / f"{name}.wav")
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 22050)
    assert 0 < params.nframes / params.framerate < 1.5
    peak = max(abs(v) for v in samples)
    assert 0.5 * 32767 < peak < 32767  # normalised, not silent, never clipping


def run_tool(script: str, out: Path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy"}
    subprocess.run(
        [sys.executable, str(ROOT / "tools" / script), "--out", str(out)],
        check=True,
        cwd=ROOT,
        env=env,
        capture_output=True,
    )


def assert_same_files(committed: Path, fresh: Path) -> None:
    names = sorted(p.name for p in committed.iterdir())
    assert names == sorted(p.name for p in fresh.iterdir())
    _, mismatch, errors = filecmp.cmpfiles(committed, fresh, names, shallow=False)
    assert not mismatch and not errors, f"regenerated files differ: {mismatch + errors}"


def test_sound_generator_is_deterministic(tmp_path: Path):
    run_tool("make_sounds.py", tmp_path)
    assert_same_files(SOUNDS, tmp_path)


@pytest.mark.slow
def test_art_generator_is_deterministic(tmp_path: Path):
    run_tool("make_art.py", tmp_path)
    assert_same_files(SPRITES, tmp_path)
