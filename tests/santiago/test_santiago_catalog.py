"""The catalog: data/santiago loads and matches the spec; a bad file names file, key path,
expected and got."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.santiago.catalog import DEFAULT_DATA_DIR, CatalogError, load_catalog


def test_default_catalog_matches_the_spec() -> None:
    cat = load_catalog()
    assert [s.kind for s in cat.board.stops] == ["port"] + ["cuban"] * 9
    assert cat.board.max_steps == 10 and cat.board.ships_per_game == 7
    assert [f.vp_per_good for f in cat.board.flags] == [2, 3, 4, None]
    flowers = [s.flower for s in cat.board.building_slots]
    assert {f: flowers.count(f) for f in cat.board.flowers} == dict.fromkeys(cat.board.flowers, 3)
    assert {c.id: c.flower for c in cat.cubans} == {
        "pedro": "white",
        "maria": "red",
        "martinez": "yellow",
        "jose": "yellow",
        "conchita": "blue",
        "miguel": "blue",
        "pablo": "red",
        "el_zorro": "none",
        "alonso": "white",
    }
    design = sorted(c.id for c in cat.cubans if c.flower_source == "design_choice")
    assert design == ["conchita", "maria", "martinez", "pablo"]
    assert len(cat.buildings) == 12 and cat.goods_per_vp == 3
    assert cat.good("citrus").die == (0, 1, 2, 2, 3, 4)
    assert cat.good("wood").die is None and cat.good("wood").wildcard_vp_each == 1


def _copy(tmp_path: Path) -> Path:
    target = tmp_path / "santiago"
    shutil.copytree(DEFAULT_DATA_DIR, target)
    return target


@pytest.mark.parametrize(
    ("file", "old", "new", "message"),
    [
        (
            "cubans.yaml",
            "flower: red,    flower_source: design_choice, broker: move,\n"
            "     effect: {hook: take_vp",
            "flower: pink,   flower_source: design_choice, broker: move,\n"
            "     effect: {hook: take_vp",
            "santiago/cubans.yaml: cubans[1].flower: expected one of: yellow, blue, red, white, "
            "none, got 'pink'",
        ),
        (
            "buildings.yaml",
            "hook: take_pesos, amount: 2",
            "hook: take_money, amount: 2",
            "santiago/buildings.yaml: buildings[0].effect.hook: expected one of the hooks:",
        ),
        (
            "buildings.yaml",
            "give: sugar, take: rum",
            "give: sugar, take: gin",
            "santiago/buildings.yaml: buildings[2].effect.take: expected one of: sugar,",
        ),
        (
            "goods.yaml",
            "die: [0, 1, 2, 2, 3, 4]",
            "die: [0, 1, 2]",
            "santiago/goods.yaml: goods[2].die: expected a list of 6 die faces",
        ),
        (
            "board.yaml",
            "max_steps_per_move: 10",
            "max_steps_per_move: 12",
            "santiago/board.yaml: board.street.max_steps_per_move: expected an integer from 1 "
            "to 10, got 12",
        ),
        (
            "setup.yaml",
            "pesos: 3",
            "pesos: three",
            "santiago/setup.yaml: setup.per_seat.pesos: expected an integer >= 0, got 'three'",
        ),
        (
            "cubans.yaml",
            "broker: stay_may_use",
            "broker: move",
            "santiago/cubans.yaml: cubans[7].broker: expected stay_may_use exactly with flower",
        ),
    ],
)
def test_bad_data_is_reported_with_file_path_expected_got(
    tmp_path: Path, file: str, old: str, new: str, message: str
) -> None:
    folder = _copy(tmp_path)
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(CatalogError) as err:
        load_catalog(folder)
    assert str(err.value).startswith(message)


def test_a_correction_of_a_flower_is_a_yaml_edit(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    path = folder / "cubans.yaml"
    text = path.read_text(encoding="utf-8").replace(
        "{id: conchita, flower: blue", "{id: conchita, flower: white"
    )
    path.write_text(text, encoding="utf-8")
    assert load_catalog(folder).cuban("conchita").flower == "white"
