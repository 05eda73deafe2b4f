"""data/puertoma.yaml: shipped data matches SPEC §19; broken files fail with exact messages."""

from __future__ import annotations

import dataclasses
import itertools
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from game.puerto_rico.catalog import (
    DEFAULT_DATA_DIR,
    Catalog,
    CatalogError,
    PuertomaCatalog,
    default_catalog,
    load_catalog,
)

ROLES8 = (
    "settler",
    "mayor",
    "builder",
    "craftsman",
    "trader",
    "captain",
    "prospector",
    "smuggler",
)
NODES = ("builder", "settler", "mayor", "craftsman", "trader", "captain", "prospector")
NODE_LIST = ", ".join(NODES)

# SPEC §19.5 proposed graph.
SPEC_ARROWS: dict[str, set[str]] = {
    "builder": {"settler", "mayor", "trader", "prospector"},
    "settler": {"builder", "mayor"},
    "mayor": {"builder", "craftsman"},
    "craftsman": {"trader", "captain"},
    "trader": {"builder", "captain"},
    "captain": {"trader", "settler"},
    "prospector": {"builder", "craftsman"},
}
SPEC_LAYOUT = {
    "builder": (0, 0),
    "settler": (1, 0),
    "mayor": (2, 0),
    "prospector": (0, 1),
    "craftsman": (2, 1),
    "trader": (0, 2),
    "captain": (1, 2),
}

# SPEC §19.4: id -> (count, order).
SPEC_CARDS: dict[str, tuple[int, str]] = {
    "R1": (3, "mayor trader builder craftsman captain smuggler prospector settler"),
    "R2": (6, "craftsman builder trader mayor prospector settler captain smuggler"),
    "R3": (1, "smuggler prospector captain settler builder mayor trader craftsman"),
    "R4": (8, "captain settler smuggler prospector mayor builder craftsman trader"),
    "R5": (2, "builder craftsman mayor trader smuggler captain settler prospector"),
    "R6": (5, "prospector smuggler settler captain craftsman trader mayor builder"),
    "R7": (7, "settler captain prospector smuggler trader craftsman builder mayor"),
    "R8": (4, "trader mayor craftsman builder settler prospector smuggler captain"),
}

# SPEC §19.12: id -> (level, role).
SPEC_CAPABILITIES: dict[str, tuple[int, str]] = {
    "cap1_trader_duplicate": (1, "trader"),
    "cap1_trader_coin": (1, "trader"),
    "cap1_builder_worker": (1, "builder"),
    "cap2_captain_store": (2, "captain"),
    "cap2_builder_coin": (2, "builder"),
    "cap2_craftsman_crate": (2, "craftsman"),
    "cap3_craftsman_coins": (3, "craftsman"),
    "cap3_mayor_worker": (3, "mayor"),
    "cap3_settler_crate": (3, "settler"),
    "cap4_captain_vp_types": (4, "captain"),
    "cap4_captain_dump": (4, "captain"),
    "cap4_mayor_coins": (4, "mayor"),
}


@pytest.fixture(scope="module")
def pt() -> PuertomaCatalog:
    puertoma = default_catalog().puertoma
    assert puertoma is not None
    return puertoma


# --------------------------------------------------------------------------- shipped data


def test_action_board_matches_spec(pt: PuertomaCatalog) -> None:
    board = pt.action_board
    assert board.start == "builder"
    assert board.nodes == NODES
    assert "smuggler" not in board.nodes
    assert dict(board.layout) == SPEC_LAYOUT
    assert {node: set(to) for node, to in board.arrows.items()} == SPEC_ARROWS


def test_action_board_spot_checks(pt: PuertomaCatalog) -> None:
    board = pt.action_board
    assert set(board.targets("builder")) == {"settler", "mayor", "trader", "prospector"}
    assert set(board.targets("craftsman")) == {"trader", "captain"}
    assert not board.arrow("craftsman", "builder")
    assert not board.arrow("builder", "craftsman")
    assert board.arrow("builder", "settler") and board.arrow("settler", "builder")
    assert board.arrow("settler", "mayor") and not board.arrow("mayor", "settler")
    assert not any(board.arrow(n, n) for n in NODES)
    assert not board.arrow("smuggler", "builder") and not board.arrow("builder", "smuggler")
    # §19.5: with 3 seats (no prospector) every other node still has >= 2 usable arrows.
    for node in NODES:
        if node != "prospector":
            assert len([t for t in board.targets(node) if t != "prospector"]) >= 2, node


def test_resolution_cards_match_spec(pt: PuertomaCatalog) -> None:
    cards = pt.resolution_cards
    assert [c.id for c in cards] == list(SPEC_CARDS)
    for card in cards:
        count, order = SPEC_CARDS[card.id]
        assert (card.count, card.order) == (count, tuple(order.split())), card.id
    r1 = pt.card("R1")
    assert r1.count == 3 and r1.order[:2] == ("mayor", "trader")
    assert sorted(c.count for c in cards) == list(range(1, 9))


def test_resolution_cards_latin_square(pt: PuertomaCatalog) -> None:
    orders = [c.order for c in pt.resolution_cards]
    assert all(sorted(o) == sorted(ROLES8) for o in orders)
    for position in range(8):
        assert sorted(o[position] for o in orders) == sorted(ROLES8)
    # §19.4: for every pair of roles, each precedes the other on exactly 4 cards.
    for a, b in itertools.combinations(ROLES8, 2):
        assert sum(o.index(a) < o.index(b) for o in orders) == 4, (a, b)


def test_resolution_card_helpers(pt: PuertomaCatalog) -> None:
    r1 = pt.card("R1")  # count 3
    assert r1.pick(["a", "b", "c", "d"]) == "c"
    assert r1.pick(["a", "b"]) == "a"  # wraps: (3 - 1) mod 2 = 0
    assert r1.first_of({"settler", "craftsman", "captain"}) == "craftsman"
    with pytest.raises(ValueError):
        r1.pick([])


def test_capabilities_match_spec(pt: PuertomaCatalog) -> None:
    caps = pt.capabilities
    assert len(caps) == 12
    assert {c.id: (c.level, c.role) for c in caps} == SPEC_CAPABILITIES
    for level in (1, 2, 3, 4):
        assert len(pt.capabilities_of_level(level)) == 3
    assert all(c.text_en and c.text_fr for c in caps)
    assert pt.capability("cap4_mayor_coins").role == "mayor"


def test_board_difficulty_scoring(pt: PuertomaCatalog) -> None:
    board = pt.board
    slots = {"corn": 1, "fruit": 2, "sugar": 2, "tobacco": 3, "coffee": 3}
    assert dict(board.worker_slots) == slots
    assert board.slots("tobacco") == 3
    assert board.plantation_spaces_per_good == 2
    assert board.building_spaces_per_level == 2
    assert dict(board.unlock_thresholds) == {1: 2, 2: 2, 3: 2, 4: 1}
    assert board.unlock_threshold(4) == 1

    assert list(pt.difficulties) == ["easy", "normal", "hard"]
    easy, normal, hard = (pt.difficulty(d) for d in ("easy", "normal", "hard"))
    assert easy.discard_hidden_after_unlocks == 2
    assert not easy.level1_capability_face_up and not easy.gifts
    assert normal.discard_hidden_after_unlocks is None
    assert not normal.level1_capability_face_up and not normal.gifts
    assert hard.discard_hidden_after_unlocks is None
    assert hard.level1_capability_face_up
    a, b = hard.gift("A"), hard.gift("B")
    assert a is not None and b is not None
    assert (a.building_level, a.worker_on, a.crate, a.doubloons) == (1, "fruit", "corn", None)
    assert (b.building_level, b.worker_on, b.crate, b.doubloons) == (2, None, "sugar", 1)

    s = pt.scoring
    assert (s.large_building, s.vp_area_figure, s.quarry, s.active_pair) == (6, 1, 3, 2)
    assert s.money_and_crates_divisor == 2
    assert s.money_and_crates(3, 2) == 3  # ceil(5 / 2)
    assert s.money_and_crates(2, 2) == 2


def test_puertoma_is_immutable(pt: PuertomaCatalog) -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        pt.action_board.start = "mayor"  # type: ignore[misc]
    with pytest.raises(TypeError):
        pt.action_board.arrows["builder"] = ("mayor",)  # type: ignore[index]
    with pytest.raises(TypeError):
        pt.difficulties["easy"] = pt.difficulties["hard"]  # type: ignore[index]


# --------------------------------------------------------------------------- broken data


@pytest.fixture
def data(tmp_path: Path) -> Path:
    """A private copy of data/ that a test may break."""
    target = tmp_path / "data"
    shutil.copytree(DEFAULT_DATA_DIR, target)
    return target


def edit(folder: Path, change: Callable[[Any], None]) -> None:
    """Load data/puertoma.yaml, let `change` mutate it, write it back."""
    path = folder / "puertoma.yaml"
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(doc)
    path.write_text(yaml.safe_dump(doc, allow_unicode=True, sort_keys=False), encoding="utf-8")


def error_of(folder: Path) -> str:
    with pytest.raises(CatalogError) as info:
        load_catalog(folder)
    return str(info.value)


def test_unchanged_copy_loads(data: Path) -> None:
    edit(data, lambda doc: None)  # a dump/load round trip changes nothing
    expected = dataclasses.replace(default_catalog(), source=str(data))
    assert load_catalog(data) == expected


def test_file_is_optional(data: Path) -> None:
    (data / "puertoma.yaml").unlink()
    cat: Catalog = load_catalog(data)
    assert cat.puertoma is None
    assert cat.buildings == default_catalog().buildings


def test_self_arrow(data: Path) -> None:
    edit(data, lambda d: d["action_board"]["arrows"]["mayor"].append("mayor"))
    assert error_of(data) == (
        "data/puertoma.yaml: action_board.arrows.mayor[2]: "
        "expected a node other than mayor (no arrow from a node to itself), got 'mayor'"
    )


def test_arrow_to_unknown_node(data: Path) -> None:
    edit(data, lambda d: d["action_board"]["arrows"]["craftsman"].__setitem__(1, "smuggler"))
    assert error_of(data) == (
        "data/puertoma.yaml: action_board.arrows.craftsman[1]: "
        f"expected a node of the action board (one of: {NODE_LIST}), got 'smuggler'"
    )


def test_arrow_from_unknown_node(data: Path) -> None:
    edit(data, lambda d: d["action_board"]["arrows"].update(banker=["builder", "mayor"]))
    assert error_of(data) == (
        "data/puertoma.yaml: action_board.arrows.banker: "
        f"expected one of the keys: {NODE_LIST}, got 'banker'"
    )


def test_node_with_one_arrow(data: Path) -> None:
    edit(data, lambda d: d["action_board"]["arrows"].update(settler=["builder"]))
    assert error_of(data) == (
        "data/puertoma.yaml: action_board.arrows.settler: "
        "expected a list of at least 2 nodes, got ['builder']"
    )


def test_node_not_a_role(data: Path) -> None:
    edit(data, lambda d: d["action_board"]["nodes"].append("banker"))
    assert error_of(data) == (
        "data/puertoma.yaml: action_board.nodes[7]: "
        f"expected one of: {', '.join(ROLES8)}, got 'banker'"
    )


def test_start_not_a_node(data: Path) -> None:
    edit(data, lambda d: d["action_board"].update(start="smuggler"))
    assert error_of(data) == (
        "data/puertoma.yaml: action_board.start: "
        f"expected a node of the action board (one of: {NODE_LIST}), got 'smuggler'"
    )


def test_duplicate_card_count(data: Path) -> None:
    edit(data, lambda d: d["resolution_cards"][4].update(count=3))
    assert error_of(data) == (
        "data/puertoma.yaml: resolution_cards[4].count: "
        "expected a unique count (already used at resolution_cards[0].count), got 3"
    )


def test_card_count_out_of_range(data: Path) -> None:
    edit(data, lambda d: d["resolution_cards"][3].update(count=9))
    assert error_of(data) == (
        "data/puertoma.yaml: resolution_cards[3].count: expected an integer from 1 to 8, got 9"
    )


def test_seven_cards(data: Path) -> None:
    edit(data, lambda d: d["resolution_cards"].pop())
    assert error_of(data) == (
        "data/puertoma.yaml: resolution_cards: "
        "expected exactly 8 resolution cards (one per count 1 to 8), got 7"
    )


def test_order_not_a_permutation(data: Path) -> None:
    # R2 lists craftsman twice and loses smuggler.
    edit(data, lambda d: d["resolution_cards"][1]["order"].__setitem__(7, "craftsman"))
    assert error_of(data) == (
        "data/puertoma.yaml: resolution_cards[1].order[7]: "
        "expected a role not already in this list (already used at resolution_cards[1].order[0]), "
        "got 'craftsman'"
    )


def test_order_too_short(data: Path) -> None:
    edit(data, lambda d: d["resolution_cards"][0]["order"].pop())
    assert error_of(data) == (
        "data/puertoma.yaml: resolution_cards[0].order: "
        f"expected all 8 roles once each ({', '.join(ROLES8)}), "
        "got ['mayor', 'trader', 'builder', 'craftsman', 'captain', 'smuggler', 'prospector']"
    )


def test_orders_not_a_latin_square(data: Path) -> None:
    # Swapping two roles of R2 keeps it a permutation but puts builder first twice (R2 and R5).
    def change(d: Any) -> None:
        order = d["resolution_cards"][1]["order"]
        order[0], order[1] = order[1], order[0]

    edit(data, change)
    assert error_of(data) == (
        "data/puertoma.yaml: resolution_cards[4].order[0]: expected a role no other card has at "
        "this position (already used at resolution_cards[1].order[0]), got 'builder'"
    )


def test_level_with_two_capabilities(data: Path) -> None:
    edit(data, lambda d: d["capabilities"].pop(4))  # cap2_builder_coin
    assert error_of(data) == (
        "data/puertoma.yaml: capabilities: expected exactly 3 capability tiles of level 2, "
        "got ['cap2_captain_store', 'cap2_craftsman_crate']"
    )


def test_duplicate_capability_id(data: Path) -> None:
    edit(data, lambda d: d["capabilities"][1].update(id="cap1_trader_duplicate"))
    assert error_of(data) == (
        "data/puertoma.yaml: capabilities[1].id: expected a unique capability id "
        "(already used at capabilities[0].id), got 'cap1_trader_duplicate'"
    )


def test_capability_unknown_role(data: Path) -> None:
    edit(data, lambda d: d["capabilities"][6].update(role="banker"))
    assert error_of(data) == (
        "data/puertoma.yaml: capabilities[6].role: "
        f"expected one of: {', '.join(ROLES8)}, got 'banker'"
    )


def test_worker_slots_missing_good(data: Path) -> None:
    edit(data, lambda d: d["board"]["worker_slots"].pop("coffee"))
    assert error_of(data) == (
        "data/puertoma.yaml: board.worker_slots.coffee: expected an integer >= 1, got nothing"
    )


def test_unlock_threshold_unknown_level(data: Path) -> None:
    edit(data, lambda d: d["board"]["unlock_thresholds"].update({5: 1}))
    assert error_of(data) == (
        "data/puertoma.yaml: board.unlock_thresholds.5: "
        "expected a building level (one of: 1, 2, 3, 4), got 5"
    )


def test_unknown_difficulty(data: Path) -> None:
    edit(data, lambda d: d["difficulty"].update(expert={}))
    assert error_of(data) == (
        "data/puertoma.yaml: difficulty.expert: "
        "expected one of the keys: easy, normal, hard, got 'expert'"
    )


def test_missing_difficulty(data: Path) -> None:
    edit(data, lambda d: d["difficulty"].pop("normal"))
    assert error_of(data) == (
        "data/puertoma.yaml: difficulty.normal: "
        "expected a mapping describing one difficulty, got nothing"
    )


def test_gift_unknown_good(data: Path) -> None:
    edit(data, lambda d: d["difficulty"]["hard"]["gifts"]["B"].update(crate="rum"))
    assert error_of(data) == (
        "data/puertoma.yaml: difficulty.hard.gifts.B.crate: "
        "expected a good id (corn, fruit, sugar, tobacco, coffee) or null, got 'rum'"
    )


def test_face_up_not_a_bool(data: Path) -> None:
    edit(data, lambda d: d["difficulty"]["hard"].update(level1_capability_face_up="yes"))
    assert error_of(data) == (
        "data/puertoma.yaml: difficulty.hard.level1_capability_face_up: "
        "expected true or false, got 'yes'"
    )


def test_scoring_missing_key(data: Path) -> None:
    edit(data, lambda d: d["scoring"].pop("quarry"))
    assert error_of(data) == (
        "data/puertoma.yaml: scoring.quarry: expected an integer >= 0, got nothing"
    )


def test_unknown_top_level_key(data: Path) -> None:
    edit(data, lambda d: d.update(festival=[]))
    assert error_of(data) == (
        "data/puertoma.yaml: festival: expected one of the keys: action_board, resolution_cards, "
        "capabilities, board, difficulty, scoring, got 'festival'"
    )
