"""data/activities.yaml (Expansion V, SPEC §16.3): the 12 cards as the spec lists them, and a
broken file reported as `file: key path: expected ..., got ...`."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from game.puerto_rico.catalog import CatalogError, default_catalog, load_catalog
from game.puerto_rico.catalog.loader import ACTIVITY_CONDITIONS, DEFAULT_DATA_DIR

# id -> (plantation slots, crate slots, building slot, workers, doubloons, VP) from §16.3.
SPEC_CARDS = {
    "best_harvest": (0, 1, "none", 1, 1, 1),
    "carnival_cocktail": (0, 0, "none", 0, 3, 0),
    "early_closing": (0, 1, "none", 2, 0, 0),
    "connoisseurs_prize": (3, 0, "none", 3, 0, 0),
    "best_farmer": (2, 2, "none", 0, 3, 0),
    "festival_delivery": (0, 0, "none", 2, 0, 2),
    "twin_farms": (2, 0, "none", 0, 0, 3),
    "twin_baskets": (0, 2, "none", 0, 3, 0),
    "grand_departure": (0, 1, "none", 3, 0, 0),
    "pioneers_honour": (0, 0, "small_level3_commercial", 0, 0, 3),
    "honorary_citizen": (0, 0, "large", 0, 0, 3),
    "quiet_departure": (0, 1, "none", 0, 2, 0),
}


def test_the_twelve_cards_match_the_spec_table() -> None:
    cards = {a.id: a for a in default_catalog().activities}
    assert set(cards) == set(SPEC_CARDS)
    for card_id, row in SPEC_CARDS.items():
        a = cards[card_id]
        assert (a.plantations, a.crates, a.building, a.workers, a.doubloons, a.vp) == row
        assert a.name_en and a.name_fr and a.text_en and a.text_fr
        assert a.with_puertomas is (card_id != "festival_delivery")  # §19.16.4
        assert a.condition in ACTIVITY_CONDITIONS
    assert cards["early_closing"].name_fr == "Fermeture anticipée"


@pytest.fixture
def data(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(DEFAULT_DATA_DIR, target)
    return target


def edit(folder: Path, change: Callable[[Any], None]) -> None:
    path = folder / "activities.yaml"
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(doc)
    path.write_text(yaml.safe_dump(doc, allow_unicode=True, sort_keys=False), encoding="utf-8")


def error_of(folder: Path) -> str:
    with pytest.raises(CatalogError) as info:
        load_catalog(folder)
    return str(info.value)


def test_unknown_condition_names_file_key_and_expectation(data: Path) -> None:
    edit(data, lambda d: d["activities"][2].update(condition="dance"))
    message = error_of(data)
    assert message.startswith("data/activities.yaml: activities[2].condition: expected one of")
    assert message.endswith("got 'dance'")


def test_reward_must_be_counts(data: Path) -> None:
    edit(data, lambda d: d["activities"][0]["reward"].update(vp=-1))
    assert error_of(data) == (
        "data/activities.yaml: activities[0].reward.vp: expected an integer >= 0, got -1"
    )


def test_duplicate_card_id(data: Path) -> None:
    edit(data, lambda d: d["activities"][1].update(id="best_harvest"))
    assert "activities[1].id: expected a unique activity id" in error_of(data)


def test_unknown_key_and_bad_building_slot(data: Path) -> None:
    edit(data, lambda d: d["activities"][3].update(colour="red"))
    assert error_of(data).startswith("data/activities.yaml: activities[3].colour: expected one of")
    edit(data, lambda d: d["activities"][3].pop("colour"))
    edit(data, lambda d: d["activities"][3].update(building="palace"))
    assert "activities[3].building: expected one of" in error_of(data)


def test_a_folder_without_the_file_has_no_cards(data: Path) -> None:
    (data / "activities.yaml").unlink()
    assert load_catalog(data).activities == ()
