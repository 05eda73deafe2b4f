"""Catalog loader: the shipped data matches SPEC.md, and broken files fail with exact messages."""

from __future__ import annotations

import dataclasses
import shutil
from collections.abc import Callable
from pathlib import Path
from types import MappingProxyType
from typing import Any

import pytest
import yaml

from game.puerto_rico.catalog import (
    DEFAULT_DATA_DIR,
    HOOK_SPECS,
    Catalog,
    CatalogError,
    default_catalog,
    load_catalog,
)

GOOD_IDS = ("corn", "fruit", "sugar", "tobacco", "coffee")

# SPEC §11.1 rows 1-23: id -> (cost, vp, slots, level, copies 3-5, copies 2, size).
SPEC_BUILDINGS: dict[str, tuple[int, int, int, int, int, int, str]] = {
    "small_fruit_farm": (1, 1, 1, 1, 4, 2, "small"),
    "small_sugar_refinery": (2, 1, 1, 1, 4, 2, "small"),
    "large_fruit_farm": (3, 2, 3, 2, 3, 2, "small"),
    "large_sugar_refinery": (4, 2, 3, 2, 3, 2, "small"),
    "large_tobacco_drying_house": (5, 3, 3, 3, 3, 2, "small"),
    "large_coffee_roastery": (6, 3, 2, 3, 3, 2, "small"),
    "small_market": (1, 1, 1, 1, 2, 1, "small"),
    "materials_depot": (2, 1, 1, 1, 2, 1, "small"),
    "hacienda": (2, 1, 1, 1, 2, 1, "small"),
    "small_warehouse": (3, 1, 1, 1, 2, 1, "small"),
    "hospital": (4, 2, 1, 2, 2, 1, "small"),
    "company": (5, 2, 1, 2, 2, 1, "small"),
    "large_market": (5, 2, 1, 2, 2, 1, "small"),
    "large_warehouse": (6, 2, 1, 2, 2, 1, "small"),
    "factory": (7, 3, 1, 3, 2, 1, "small"),
    "school": (8, 3, 1, 3, 2, 1, "small"),
    "port": (8, 3, 1, 3, 2, 1, "small"),
    "private_wharf": (9, 3, 1, 3, 2, 1, "small"),
    "fire_station": (10, 4, 1, 4, 1, 1, "large"),
    "residence": (10, 4, 1, 4, 1, 1, "large"),
    "fortress": (10, 4, 1, 4, 1, 1, "large"),
    "customs_house": (10, 4, 1, 4, 1, 1, "large"),
    "governors_palace": (10, 4, 1, 4, 1, 1, "large"),
}

BUILDING_KEYS = (
    "id, index, name_en, name_fr, alias, kind, tier, size, cost, vp, slots, level, copies, "
    "expansion, produces, effects, text_en, text_fr"
)


@pytest.fixture(scope="module")
def cat() -> Catalog:
    return default_catalog()


# --------------------------------------------------------------------------- shipped data


def test_default_catalog_loads_and_is_cached(cat: Catalog) -> None:
    assert default_catalog() is cat
    assert Path(cat.source) == DEFAULT_DATA_DIR


def base_buildings(cat: Catalog) -> list:
    return [b for b in cat.buildings if b.expansion == "base"]


def test_counts(cat: Catalog) -> None:
    base = base_buildings(cat)
    assert len(base) == 23
    assert sum(b.copies_p3_5 for b in base) == 49
    assert len(cat.goods) == 5
    assert len(cat.roles) == 8  # 7 base roles and the smuggler (Expansion III)


def test_goods_sorted_by_rank(cat: Catalog) -> None:
    assert tuple(g.id for g in cat.goods) == GOOD_IDS
    assert [g.index for g in cat.goods] == [0, 1, 2, 3, 4]
    assert [g.price for g in cat.goods] == [0, 1, 2, 3, 4]
    assert cat.good("fruit").alias == "indigo"
    assert cat.good("coffee").name_fr == "Café"


def test_roles_in_spec_order(cat: Catalog) -> None:
    assert [r.id for r in cat.roles] == [
        "settler",
        "mayor",
        "builder",
        "craftsman",
        "trader",
        "captain",
        "prospector",
        "smuggler",
    ]
    assert cat.role("settler").name_fr == "Paysan"
    assert cat.role("prospector").name_fr == "Aventurier"
    assert cat.role("smuggler").name_fr == "Contrebandier"
    assert [r.expansion for r in cat.roles] == ["base"] * 7 + ["III"]


def test_buildings_match_spec_table(cat: Catalog) -> None:
    base = base_buildings(cat)
    assert [b.index for b in base] == list(range(1, 24))
    assert [b.id for b in base] == list(SPEC_BUILDINGS)
    for b in base:
        cost, vp, slots, level, p3_5, p2, size = SPEC_BUILDINGS[b.id]
        assert (b.cost, b.vp, b.slots, b.level) == (cost, vp, slots, level), b.id
        assert (b.copies_p3_5, b.copies_p2, b.size) == (p3_5, p2, size), b.id
        assert b.expansion == "base"
        assert b.text_en and b.text_fr


def test_building_spot_checks(cat: Catalog) -> None:
    company = cat.building("company")
    assert (company.cost, company.vp, company.level) == (5, 2, 2)
    roastery = cat.building("large_coffee_roastery")
    assert (roastery.cost, roastery.vp, roastery.slots) == (6, 3, 2)
    assert roastery.produces == "coffee" and roastery.tier == "large"
    palace = cat.building("governors_palace")
    assert palace.size == "large" and palace.spaces == 2
    assert cat.building("small_fruit_farm").tier == "small"
    assert cat.building("small_market").tier is None
    assert cat.building("small_market").produces is None


def test_production_buildings(cat: Catalog) -> None:
    prod = [b for b in cat.buildings if b.is_production and b.expansion == "base"]
    assert [b.produces for b in prod] == ["fruit", "sugar", "fruit", "sugar", "tobacco", "coffee"]
    assert all(b.effects == () for b in prod)
    assert sum(b.copies_p3_5 for b in prod) == 20
    assert sum(b.copies(2) for b in prod) == 12
    # Expansion II's Large Sewing Workshop: large tier, no good, drafted like a commercial
    # building (SPEC §11.1 row 44).
    (workshop,) = [b for b in cat.buildings if b.is_production and b.expansion != "base"]
    assert (workshop.id, workshop.tier, workshop.produces) == (
        "large_sewing_workshop",
        "large",
        None,
    )
    assert [e.hook for e in workshop.effects] == ["citizen_coins"]


def test_effects(cat: Catalog) -> None:
    def params(building: str, hook: str) -> dict[str, Any]:
        effect = cat.building(building).effect(hook)
        assert effect is not None, (building, hook)
        assert isinstance(effect.params, MappingProxyType)
        return dict(effect.params)

    assert params("small_market", "sale_bonus") == {"doubloons": 1}
    assert params("large_market", "sale_bonus") == {"doubloons": 2}
    assert params("materials_depot", "quarry_pick") == {}
    assert params("hacienda", "hacienda_draw") == {}
    assert params("small_warehouse", "storage_types") == {"types": 1}
    assert params("large_warehouse", "storage_types") == {"types": 2}
    assert params("hospital", "settler_worker") == {}
    assert params("company", "duplicate_sale") == {}
    assert params("factory", "variety_bonus") == {"doubloons": (0, 0, 1, 2, 3, 5)}
    assert params("school", "build_worker") == {}
    assert params("port", "load_vp") == {"vp": 1}
    assert params("private_wharf", "private_ship") == {}
    assert params("fire_station", "end_production_bonus") == {"small": 1, "large": 2}
    assert params("residence", "end_land_bonus") == {"table": ((0, 4), (10, 5), (11, 6), (12, 7))}
    assert params("fortress", "end_figure_bonus") == {"per": 3}
    assert params("customs_house", "end_chip_bonus") == {"per": 4}
    assert params("governors_palace", "end_commercial_bonus") == {"per_building": 1}
    used = {e.hook for b in cat.buildings for e in b.effects}
    assert used == set(HOOK_SPECS)


def test_catalog_is_immutable(cat: Catalog) -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        cat.building("port").cost = 0  # type: ignore[misc]
    with pytest.raises(TypeError):
        cat.setups[2] = cat.setups[3]  # type: ignore[index]
    with pytest.raises(TypeError):
        cat.building("port").effects[0].params["vp"] = 5  # type: ignore[index]


def test_setup_four_seats(cat: Catalog) -> None:
    s = cat.setup(4)
    assert s.seats == 4
    assert s.vp_supply == 100
    assert s.hiring_hall == 4
    assert s.worker_supply == 75
    assert s.ships == (5, 6, 7)
    assert s.doubloons == 3
    assert s.display == 5
    assert s.prospectors == 1
    assert s.starting_plantations == ("fruit", "fruit", "corn", "corn")
    assert s.refill_minimum == 4


def test_setup_two_seats(cat: Catalog) -> None:
    s = cat.setup(2)
    assert s.ships == (4, 6)
    assert s.prospectors == 1
    assert s.picks_per_seat == 3
    assert s.vp_supply == 65
    assert (s.workers_total, s.hiring_hall, s.worker_supply) == (42, 2, 40)
    assert s.crates["corn"] == 8
    assert tuple(s.crates[g] for g in GOOD_IDS) == (8, 9, 9, 7, 7)
    assert tuple(s.plantations[g] for g in GOOD_IDS) == (7, 9, 8, 6, 5)
    assert s.quarries == 5
    assert s.starting_plantations == ("fruit", "corn")
    assert s.refill_minimum == 2


def test_setup_all_seats(cat: Catalog) -> None:
    assert sorted(cat.setups) == [2, 3, 4, 5]
    assert cat.setup(5).workers_total == 100
    assert cat.setup(5).ships == (6, 7, 8)
    assert cat.setup(5).prospectors == 2
    assert cat.setup(3).prospectors == 0
    for seats in (3, 4, 5):
        s = cat.setup(seats)
        assert tuple(s.crates[g] for g in GOOD_IDS) == (10, 11, 11, 9, 9)
        assert tuple(s.plantations[g] for g in GOOD_IDS) == (10, 12, 11, 9, 8)
        assert s.quarries == 8
        assert s.doubloons == seats - 1
        assert s.display == seats + 1
        assert s.hiring_hall == s.refill_minimum == seats
        assert s.picks_per_seat == 1
        assert len(s.starting_plantations) == seats


# --------------------------------------------------------------------------- broken data


@pytest.fixture
def data(tmp_path: Path) -> Path:
    """A private copy of data/ that a test may break."""
    target = tmp_path / "data"
    shutil.copytree(DEFAULT_DATA_DIR, target)
    return target


def edit(folder: Path, name: str, change: Callable[[Any], None]) -> None:
    """Load one YAML file, let `change` mutate it, write it back."""
    path = folder / name
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(doc)
    path.write_text(yaml.safe_dump(doc, allow_unicode=True, sort_keys=False), encoding="utf-8")


def error_of(folder: Path) -> str:
    with pytest.raises(CatalogError) as info:
        load_catalog(folder)
    return str(info.value)


def test_unchanged_copy_loads(data: Path) -> None:
    for name in ("goods.yaml", "roles.yaml", "buildings.yaml", "setup.yaml"):
        edit(data, name, lambda doc: None)  # a dump/load round trip changes nothing
    expected = dataclasses.replace(default_catalog(), source=str(data))
    assert load_catalog(data) == expected


def test_cost_not_an_integer(data: Path) -> None:
    edit(data, "buildings.yaml", lambda d: d["buildings"][3].update(cost="ten"))
    assert error_of(data) == (
        "data/buildings.yaml: buildings[3].cost: expected an integer >= 0, got 'ten'"
    )


def test_negative_vp(data: Path) -> None:
    edit(data, "buildings.yaml", lambda d: d["buildings"][0].update(vp=-1))
    assert (
        error_of(data) == "data/buildings.yaml: buildings[0].vp: expected an integer >= 0, got -1"
    )


def test_level_out_of_range(data: Path) -> None:
    edit(data, "buildings.yaml", lambda d: d["buildings"][5].update(level=5))
    assert error_of(data) == (
        "data/buildings.yaml: buildings[5].level: expected an integer from 1 to 4, got 5"
    )


def test_bool_is_not_an_integer(data: Path) -> None:
    edit(data, "buildings.yaml", lambda d: d["buildings"][3].update(vp=True))
    assert (
        error_of(data) == "data/buildings.yaml: buildings[3].vp: expected an integer >= 0, got True"
    )


def test_bool_in_setup(data: Path) -> None:
    edit(data, "setup.yaml", lambda d: d["setups"][3].update(doubloons=False))
    assert error_of(data) == (
        "data/setup.yaml: setups.3.doubloons: expected an integer >= 0, got False"
    )


def test_bool_in_copies(data: Path) -> None:
    edit(data, "buildings.yaml", lambda d: d["buildings"][7]["copies"].update(p2=True))
    assert error_of(data) == (
        "data/buildings.yaml: buildings[7].copies.p2: expected an integer >= 0, got True"
    )


def test_unknown_hook(data: Path) -> None:
    edit(
        data, "buildings.yaml", lambda d: d["buildings"][6]["effects"][0].update(hook="sale_bonsu")
    )
    names = ", ".join(sorted(HOOK_SPECS))
    assert error_of(data) == (
        "data/buildings.yaml: buildings[6].effects[0].hook: "
        f"expected a known hook name (one of: {names}), got 'sale_bonsu'"
    )


def test_hook_missing_param(data: Path) -> None:
    edit(data, "buildings.yaml", lambda d: d["buildings"][6]["effects"][0].pop("doubloons"))
    assert error_of(data) == (
        "data/buildings.yaml: buildings[6].effects[0].doubloons: "
        "expected an integer >= 0, got nothing"
    )


def test_hook_unknown_param(data: Path) -> None:
    edit(data, "buildings.yaml", lambda d: d["buildings"][7]["effects"][0].update(amount=1))
    assert error_of(data) == (
        "data/buildings.yaml: buildings[7].effects[0].amount: "
        "expected one of the keys: hook, got 'amount'"
    )


def test_hook_param_wrong_type(data: Path) -> None:
    edit(data, "buildings.yaml", lambda d: d["buildings"][14]["effects"][0].update(doubloons=5))
    assert error_of(data) == (
        "data/buildings.yaml: buildings[14].effects[0].doubloons: "
        "expected a list of integers >= 0, got 5"
    )


def test_hook_pairs_wrong_shape(data: Path) -> None:
    def change(d: Any) -> None:
        d["buildings"][19]["effects"][0]["table"][1] = [10]

    edit(data, "buildings.yaml", change)
    assert error_of(data) == (
        "data/buildings.yaml: buildings[19].effects[0].table[1]: "
        "expected a pair [integer, integer] of integers >= 0, got [10]"
    )


def test_unknown_key(data: Path) -> None:
    edit(data, "buildings.yaml", lambda d: d["buildings"][2].update(colour="red"))
    assert error_of(data) == (
        f"data/buildings.yaml: buildings[2].colour: expected one of the keys: {BUILDING_KEYS}, "
        "got 'colour'"
    )


def test_missing_key(data: Path) -> None:
    edit(data, "buildings.yaml", lambda d: d["buildings"][8].pop("text_fr"))
    assert error_of(data) == (
        "data/buildings.yaml: buildings[8].text_fr: expected a non-empty string, got nothing"
    )


def test_duplicate_building_id(data: Path) -> None:
    edit(data, "buildings.yaml", lambda d: d["buildings"][12].update(id="company"))
    assert error_of(data) == (
        "data/buildings.yaml: buildings[12].id: "
        "expected a unique building id (already used at buildings[11].id), got 'company'"
    )


def test_duplicate_index(data: Path) -> None:
    edit(data, "buildings.yaml", lambda d: d["buildings"][4].update(index=1))
    assert error_of(data) == (
        "data/buildings.yaml: buildings[4].index: "
        "expected a unique index (already used at buildings[0].index), got 1"
    )


def test_produces_unknown_good(data: Path) -> None:
    edit(data, "buildings.yaml", lambda d: d["buildings"][0].update(produces="banana"))
    assert error_of(data) == (
        "data/buildings.yaml: buildings[0].produces: "
        "expected a good id (corn, fruit, sugar, tobacco, coffee) or null, got 'banana'"
    )


def test_commercial_with_tier(data: Path) -> None:
    edit(data, "buildings.yaml", lambda d: d["buildings"][6].update(tier="small"))
    assert error_of(data) == (
        "data/buildings.yaml: buildings[6].tier: "
        "expected null or no key for a commercial building, got 'small'"
    )


def test_production_without_tier(data: Path) -> None:
    edit(data, "buildings.yaml", lambda d: d["buildings"][2].pop("tier"))
    assert error_of(data) == (
        "data/buildings.yaml: buildings[2].tier: "
        "expected small or large for a production building, got nothing"
    )


def test_bad_size(data: Path) -> None:
    edit(data, "buildings.yaml", lambda d: d["buildings"][20].update(size="huge"))
    assert error_of(data) == (
        "data/buildings.yaml: buildings[20].size: expected one of: small, large, got 'huge'"
    )


def test_setup_missing_seat(data: Path) -> None:
    edit(data, "setup.yaml", lambda d: d["setups"].pop(4))
    assert error_of(data) == (
        "data/setup.yaml: setups.4: expected a setup table for 4 seats, got nothing"
    )


def test_setup_unknown_seat(data: Path) -> None:
    edit(data, "setup.yaml", lambda d: d["setups"].update({6: d["setups"][5]}))
    assert error_of(data) == (
        "data/setup.yaml: setups.6: expected a seat count (one of: 2, 3, 4, 5), got 6"
    )


def test_setup_starting_plantations_length(data: Path) -> None:
    edit(data, "setup.yaml", lambda d: d["setups"][3].update(starting_plantations=["fruit"]))
    assert error_of(data) == (
        "data/setup.yaml: setups.3.starting_plantations: "
        "expected a list of exactly 3 good ids (one per seat), got ['fruit']"
    )


def test_setup_ships_ascending(data: Path) -> None:
    edit(data, "setup.yaml", lambda d: d["setups"][4].update(ships=[7, 6, 5]))
    assert error_of(data) == (
        "data/setup.yaml: setups.4.ships: expected ship capacities in ascending order, "
        "got [7, 6, 5]"
    )


def test_setup_crates_missing_good(data: Path) -> None:
    edit(data, "setup.yaml", lambda d: d["setups"][5]["crates"].pop("coffee"))
    assert error_of(data) == (
        "data/setup.yaml: setups.5.crates.coffee: expected an integer >= 0, got nothing"
    )


def test_setup_plantations_extra_good(data: Path) -> None:
    edit(data, "setup.yaml", lambda d: d["setups"][2]["plantations"].update(banana=3))
    assert error_of(data) == (
        "data/setup.yaml: setups.2.plantations.banana: "
        "expected one of the keys: corn, fruit, sugar, tobacco, coffee, got 'banana'"
    )


def test_setup_hall_larger_than_workers(data: Path) -> None:
    edit(data, "setup.yaml", lambda d: d["setups"][2].update(hiring_hall=50))
    assert error_of(data) == (
        "data/setup.yaml: setups.2.hiring_hall: expected at most workers_total (42), got 50"
    )


def test_duplicate_good_rank(data: Path) -> None:
    edit(data, "goods.yaml", lambda d: d["goods"][4].update(rank=1))
    assert error_of(data) == (
        "data/goods.yaml: goods[4].rank: expected a unique rank (already used at goods[0].rank), "
        "got 1"
    )


def test_role_bad_expansion(data: Path) -> None:
    edit(data, "roles.yaml", lambda d: d["roles"][1].update(expansion="IX"))
    assert error_of(data) == (
        "data/roles.yaml: roles[1].expansion: "
        "expected one of: base, I, II, III, IV, V, VI, got 'IX'"
    )


def test_yaml_syntax_error_names_file(data: Path) -> None:
    # An unquoted second colon on line 3, the classic hand-editing mistake.
    broken = "goods:\n  - id: corn\n    name_en: Corn: yellow\n"
    (data / "goods.yaml").write_text(broken, encoding="utf-8")
    assert error_of(data) == (
        "data/goods.yaml: line 3, column 18: expected valid YAML, "
        "got 'mapping values are not allowed here'"
    )


def test_top_level_not_a_mapping(data: Path) -> None:
    (data / "roles.yaml").write_text("- settler\n", encoding="utf-8")
    assert error_of(data) == (
        "data/roles.yaml: (top level): expected a mapping with the key 'roles', got ['settler']"
    )


def test_missing_file(data: Path) -> None:
    (data / "setup.yaml").unlink()
    assert error_of(data) == (
        "data/setup.yaml: (file): expected a readable file, got 'No such file or directory'"
    )


def test_file_not_utf8(data: Path) -> None:
    (data / "roles.yaml").write_bytes(b"roles: [\xff]\n")
    assert (
        error_of(data) == "data/roles.yaml: (file): expected UTF-8 text, got 'invalid start byte'"
    )


def test_custom_hook_specs(data: Path) -> None:
    # The loader checks hooks against whatever vocabulary the engine passes in.
    specs = {name: params for name, params in HOOK_SPECS.items() if name != "load_vp"}
    with pytest.raises(CatalogError) as info:
        load_catalog(data, hook_specs=specs)
    assert str(info.value).startswith(
        "data/buildings.yaml: buildings[16].effects[0].hook: expected a known hook name"
    )
    with pytest.raises(ValueError, match="unknown kind"):
        load_catalog(data, hook_specs={**HOOK_SPECS, "x": {"n": "float"}})
