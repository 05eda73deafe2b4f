"""San Juan's catalog: the shipped data, and one error message per kind of mistake."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.san_juan.catalog import CatalogError, default_catalog, load_catalog
from game.san_juan.catalog.hooks import HOOK_SPECS
from game.san_juan.catalog.loader import DEFAULT_DATA_DIR
from game.san_juan.engine import effects


def test_shipped_data() -> None:
    c = default_catalog()
    base = c.base_cards
    assert len(base) == 29
    assert sum(card.copies for card in base) == 112
    assert sum(card.copies for card in base if card.is_production) == 44
    assert sum(card.copies_first_edition for card in base) == 110
    module = [card for card in c.cards if card.module == "module_new_buildings"]
    assert len(module) == 11 and sum(card.copies for card in module) == 30
    assert [card.id for card in module if card.central] == ["cathedral"]
    assert [card.index for card in c.cards] == list(range(40))
    assert c.goods == ("indigo", "sugar", "tobacco", "coffee", "silver")
    assert [t.id for t in c.tiles] == [f"tile_{i}" for i in range(1, 6)]
    assert dict(c.tiles[4].prices) == {
        "indigo": 1,
        "sugar": 2,
        "tobacco": 2,
        "coffee": 3,
        "silver": 3,
    }
    assert c.card("prefecture").cost == 3 and c.card("hero").vp == 5
    assert {card.id for card in base if "six_cost" in card.tags} == {
        "guild_hall",
        "city_hall",
        "triumphal_arch",
        "palace",
    }
    assert c.setup.picks[2] == (0, 1, 0)


def test_every_hook_has_a_handler_and_back() -> None:
    assert set(HOOK_SPECS) == set(effects.HOOKS)
    used = {e.hook for card in default_catalog().cards for e in card.effects}
    assert used == set(HOOK_SPECS)


def _copy(tmp_path: Path) -> Path:
    target = tmp_path / "san_juan"
    shutil.copytree(DEFAULT_DATA_DIR, target)
    return target


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


CASES: list[tuple[str, str, str, str]] = [
    # file, old text, new text, expected message after 'san_juan/<file>: '
    (
        "cards.yaml",
        "hook: build_discount",
        "hook: bulid_discount",
        "cards[5].effects[0].hook: expected one of the hooks: build_discount",
    ),
    (
        "cards.yaml",
        "applies_to: production, discount: 1",
        "applies_to: production, discount: x",
        "cards[5].effects[0].discount: expected an integer from 1 to 6, got 'x'",
    ),
    (
        "cards.yaml",
        "{hook: extra_sale, extra: 1}",
        "{hook: extra_sale, extra: 1, bonus: 2}",
        "cards[10].effects[0].bonus: expected one of the keys: extra, got 'bonus'",
    ),
    (
        "cards.yaml",
        "good: silver,  cost: 5",
        "cost: 5",
        "cards[4].good: expected the good of a production building, got nothing",
    ),
    (
        "cards.yaml",
        "vp: 3, copies: 8}",
        "vp: 3, copies: 9}",
        "cards[*].copies: expected copies adding up to 112 cards, got 113",
    ),
    (
        "cards.yaml",
        "id: sugar_mill,",
        "id: indigo_plant,",
        "cards[1].id: expected a card id used once (already used at cards[0].id)",
    ),
    (
        "cards.yaml",
        "tags: [monument], cost: 3",
        "tags: [monumental], cost: 3",
        "cards[22].tags[0]: expected one of: monument, six_cost, got 'monumental'",
    ),
    (
        "tiles.yaml",
        "coffee: 3, silver: 3}}",
        "coffee: 3}}",
        "tiles[4].prices.silver: expected an integer from 0 to 9, got nothing",
    ),
    (
        "setup.yaml",
        "hand_limit: 7",
        "hand_limit: seven",
        "setup.hand_limit: expected an integer from 1 to 20, got 'seven'",
    ),
    (
        "setup.yaml",
        "2: {picks: [0, 1, 0]}",
        "2: {picks: [0, 2, 0]}",
        "setup.seats.2.picks[1]: expected an integer from 0 to 1, got 2",
    ),
    (
        "ai.yaml",
        "library: [4, 1]",
        "libary: [4, 1]",
        "effect_bonus.libary: expected a card id of cards.yaml, got 'libary'",
    ),
    (
        "ai.yaml",
        "role_noise: 2.5",
        "role_noise: -1",
        "levels.easy.role_noise: expected a number from 0 to 100, got -1",
    ),
    ("cards.yaml", "cards:\n", "cards: [\n", "line"),
    (
        "new_buildings.yaml",
        "copies: 1\n    central: true",
        "copies: 2\n    central: true",
        "cards[10].copies: expected 1 copy of a central card, got 2",
    ),
    (
        "new_buildings.yaml",
        "id: hut",
        "id: well",
        "cards[2].id: expected an id not used in cards.yaml (cards.yaml: well), got 'well'",
    ),
]


@pytest.mark.parametrize(("name", "old", "new", "message"), CASES)
def test_errors_name_file_path_expected_and_got(
    tmp_path: Path, name: str, old: str, new: str, message: str
) -> None:
    data = _copy(tmp_path)
    _edit(data / name, old, new)
    with pytest.raises(CatalogError) as err:
        load_catalog(data)
    assert str(err.value).startswith(f"san_juan/{name}: {message}"), str(err.value)


def test_missing_file(tmp_path: Path) -> None:
    data = _copy(tmp_path)
    (data / "tiles.yaml").unlink()
    with pytest.raises(CatalogError, match=r"\(file\): expected a readable"):
        load_catalog(data)


def test_yaml_is_read_safely(tmp_path: Path) -> None:
    data = _copy(tmp_path)
    _edit(data / "setup.yaml", "hand_size: 4", "hand_size: !!python/object/apply:os.system [ls]")
    with pytest.raises(CatalogError, match="valid YAML"):
        load_catalog(data)


def test_loaded_data_drive_the_engine(tmp_path: Path) -> None:
    """Editing a number in the YAML changes the game: the engine holds no copy of it."""
    from game.san_juan.engine import Game, GameConfig

    data = _copy(tmp_path)
    _edit(data / "setup.yaml", "hand_size: 4", "hand_size: 5")
    g = Game.new(GameConfig(seats=3), catalog=load_catalog(data))
    assert [len(ss.hand) for ss in g.state.seat] == [5, 5, 5]
