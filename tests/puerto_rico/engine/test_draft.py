"""The commercial-building draft (SPEC §12.1, §10, §19.16.1, A-38, A-39, EX-27)."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from game.puerto_rico.catalog import DEFAULT_DATA_DIR, Catalog, load_catalog
from game.puerto_rico.engine import Action, Game, GameConfig, IllegalAction, view
from game.puerto_rico.engine import draft as building_draft
from game.puerto_rico.engine.invariants import violations


def new(seats: int = 3, catalog: Catalog | None = None, **kw) -> Game:  # type: ignore[no-untyped-def]
    return Game.new(GameConfig(seats=seats, draft=True, **kw), catalog)


def board(g: Game) -> dict[str, int]:
    return {bid: n for bid, n in g.s.building_supply.items() if n > 0}


def draft_in_order(g: Game, rng: random.Random | None = None) -> list[tuple[int, str]]:
    """Play the draft (first legal pick, or a random one); invariants after every pick."""
    picks = []
    while g.decision == "draft":
        legal = g.legal_actions()
        assert legal and all(a.kind == "draft" for a in legal)
        action = rng.choice(legal) if rng else legal[0]
        picks.append((action.seat, action.value))
        g.apply(action)
        assert violations(g) == [], action
    return picks


def test_slot_costs_per_spec() -> None:
    slots = building_draft.SLOT_COSTS
    assert slots == (1, 2, 2, 3, 4, 5, 5, 6, 7, 8, 8, 9, 10, 10, 10, 10, 10)


def test_game_starts_with_the_draft_and_only_production_buildings() -> None:
    g = new()
    assert g.s.phase == "draft" and g.decision == "draft" and g.current_seat == 0
    assert all(g.bdefs[b].is_production for b in g.s.building_supply)
    assert violations(g) == []
    assert not any(e.kind == "round_started" for e in g.events)


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_base_draft_fills_every_slot_with_the_normal_board(seats: int) -> None:
    g = new(seats)
    picks = draft_in_order(g, random.Random(seats))
    assert len(picks) == 17
    assert [seat for seat, _ in picks] == [i % seats for i in range(17)]
    plain = Game.new(GameConfig(seats=seats))
    assert board(g) == board(plain)
    assert g.s.totals["buildings"] == plain.s.totals["buildings"]
    assert g.s.phase is None and g.decision == "role" and g.current_seat == 0
    assert g.s.round == 1


def test_two_seat_draft_places_single_copies() -> None:
    """A-38: small commercial buildings as single copies with 2 seats."""
    g = new(2)
    g.apply(Action(0, "draft", "small_market"))
    assert g.s.building_supply["small_market"] == 1
    assert g.events[0].data == {"building": "small_market", "slot": 1, "copies": 1}
    draft_in_order(g)
    assert all(
        board(g)[b.id] == 1 for b in g.buildings if not b.is_production and b.expansion == "base"
    )


def test_three_seat_draft_places_pairs_and_emits_events() -> None:
    g = new(3)
    events = g.apply(Action(0, "draft", "factory"))
    assert g.s.building_supply["factory"] == 2
    (ev,) = [e for e in events if e.kind == "building_drafted"]
    assert ev.seat == 0 and ev.data == {"building": "factory", "slot": 7, "copies": 2}
    g.apply(Action(1, "draft", "residence"))
    assert g.s.building_supply["residence"] == 1
    assert g.current_seat == 2


@pytest.mark.parametrize(
    ("picks", "bad", "reason"),
    [
        ([("factory", 0)], (1, "factory"), "the Factory is already on the board"),
        (
            [("company", 0), ("large_market", 1)],
            (2, "company"),
            "the Company is already on the board",
        ),
        ([("small_market", 0)], (1, "small_market"), "small market"),  # placed: slot used too
        ([("large_warehouse", 0)], (1, "nonexistent"), "not a building of this game"),
        ([], (0, "small_fruit_farm"), "not a building of this game"),
        ([], (1, "factory"), "turn"),
        ([], (0, None), "not a building of this game"),
    ],
)
def test_illegal_picks_are_refused_and_change_nothing(
    picks: list[tuple[str, int]], bad: tuple[int, str], reason: str
) -> None:
    g = new(3)
    for bid, seat in picks:
        g.apply(Action(seat, "draft", bid))
    before = g.to_json()
    action = Action(bad[0], "draft", bad[1])
    why = g.why_illegal(action)
    assert why is not None and reason.lower() in why.lower()
    with pytest.raises(IllegalAction):
        g.apply(action)
    assert g.to_json() == before


def test_wrong_kind_during_the_draft() -> None:
    g = new(3)
    why = g.why_illegal(Action(0, "pass"))
    assert why is not None and "draft" in why
    assert g.why_illegal(Action(0, "choose_role", "settler")) is not None


def test_save_and_load_mid_draft_round_trips() -> None:
    g = new(4, seed=7)
    for action in [Action(0, "draft", "school"), Action(1, "draft", "hacienda")]:
        g.apply(action)
    text = g.to_json()
    h = Game.from_json(text)
    assert h.to_json() == text
    assert h.decision == "draft" and h.current_seat == 2
    assert h.legal_actions() == g.legal_actions()
    rest = draft_in_order(g)
    assert draft_in_order(h) == rest
    assert g.to_json() == h.to_json()
    c = g.clone()
    assert c.to_json() == g.to_json()


def test_clone_mid_draft_does_not_share_totals() -> None:
    g = new(3)
    c = g.clone()
    c.apply(Action(0, "draft", "port"))
    assert "port" not in g.s.totals["buildings"] and "port" not in g.s.building_supply
    assert violations(g) == [] and violations(c) == []


# ------------------------------------------------------------------ Puertomas (§19.16.1)


def sorted_legal(g: Game, picked: list[str]) -> list[str]:
    """Commercial buildings not picked whose cost still has an empty slot, by (cost, index)."""
    empty = list(building_draft.SLOT_COSTS)
    for bid in picked:
        empty.remove(g.bdefs[bid].cost)
    return [
        b.id
        for b in sorted(g.buildings, key=lambda b: (b.cost, b.index))
        if not b.is_production
        and b.expansion == "base"  # no expansion module in these games
        and b.id not in picked
        and b.cost in empty
    ]


def test_puertoma_picks_by_resolution_card_count() -> None:
    g = new(3, puertomas=2, names=("Human", "Puertoma A", "Puertoma B"))
    assert g.current_seat == 0 and g.decision == "draft"
    g.s.auto["deck"] = ["R4", "R3", "R2"]  # counts 8, 1, 6
    g.s.auto["used"] = []
    g.apply(Action(0, "draft", "small_market"))
    drafted = [e for e in g.events if e.kind == "building_drafted"]
    assert [e.seat for e in drafted] == [0, 1, 2]
    cards = {c.id: c for c in g.cat.puertoma.resolution_cards}  # type: ignore[union-attr]
    # A: count 8 over the legal candidates after small_market, sorted by (cost, index).
    pick_a = cards["R4"].pick(sorted_legal(g, ["small_market"]))
    assert drafted[1].data == {
        "building": pick_a,
        "slot": g.bdefs[pick_a].cost,
        "copies": g.bdefs[pick_a].copies(3),
        "card": "R4",
    }
    # B: count 1 over what is left.
    pick_b = cards["R3"].pick(sorted_legal(g, ["small_market", pick_a]))
    assert drafted[2].data["building"] == pick_b and drafted[2].data["card"] == "R3"
    cards_drawn = [e.data["card"] for e in g.events if e.kind == "resolution_card"]
    assert cards_drawn == ["R4", "R3"]
    assert g.s.auto["deck"] == ["R2"]
    # Back to the human, and the invariants hold.
    assert g.current_seat == 0 and g.decision == "draft"
    assert violations(g) == []


def test_puertoma_count_wraps_around_short_lists() -> None:
    """Late in the draft the count wraps: items[(count - 1) mod k]."""
    g = new(3, puertomas=2)
    g.s.auto["deck"] = ["R4"] * 40  # count 8 every time
    g.s.auto["used"] = []
    picked: list[str] = []
    while g.decision != "role":
        g.apply(Action(0, "draft", sorted_legal(g, picked)[0]))
        drafted = [e.data["building"] for e in g.events if e.kind == "building_drafted"]
        picked.append(drafted[0])
        for bid in drafted[1:]:  # the Puertomas' picks: count 8 over what is legal then
            legal = sorted_legal(g, picked)
            assert bid == legal[(8 - 1) % len(legal)]
            picked.append(bid)
    assert len(picked) == 17


def test_solo_draft_then_round_one() -> None:
    g = new(3, puertomas=2, seed=3)
    picks = draft_in_order(g)
    assert all(seat == 0 for seat, _ in picks)
    assert len(picks) == 6  # the human picks 6 of the 17 (picks 1, 4, ..., 16)
    assert len(board(g)) == 6 + 17
    assert g.decision == "role" and g.current_seat == 0
    assert violations(g) == []


def test_hard_puertoma_gift_comes_from_the_drafted_board() -> None:
    g = new(3, puertomas=2, seed=11, difficulty="hard")
    draft_in_order(g)
    gifts = [e.data["building"] for e in g.events if e.kind == "puertoma_gift"]
    assert gifts, "hard mode gives a building after the draft"
    assert all(b in g.s.totals["buildings"] for b in gifts)
    assert violations(g) == []


# ------------------------------------------------------------------ EX-27 (test catalog)

EXTRA = """
  - id: test_depot
    index: 124
    name_en: Test Depot
    name_fr: Dépôt d'essai
    alias: test depot
    kind: commercial
    size: small
    cost: 2
    vp: 1
    slots: 1
    level: 1
    copies: {p2: 1, p3_5: 2}
    expansion: base
    effects:
      - {hook: quarry_pick}
    text_en: Test building.
    text_fr: Bâtiment d'essai.

  - id: test_storehouse
    index: 125
    name_en: Test Storehouse
    name_fr: Entrepôt d'essai
    alias: test storehouse
    kind: commercial
    size: small
    cost: 6
    vp: 2
    slots: 1
    level: 2
    copies: {p2: 1, p3_5: 2}
    expansion: base
    effects:
      - {hook: storage_types, types: 1}
    text_en: Test building.
    text_fr: Bâtiment d'essai.
"""


@pytest.fixture(scope="module")
def test_catalog(tmp_path_factory: pytest.TempPathFactory) -> Catalog:
    data = Path(tmp_path_factory.mktemp("cat")) / "data"
    shutil.copytree(DEFAULT_DATA_DIR, data)
    path = data / "buildings.yaml"
    path.write_text(path.read_text(encoding="utf-8").rstrip() + "\n" + EXTRA, encoding="utf-8")
    return load_catalog(data)


def test_ex27_third_cost2_building_excluded(test_catalog: Catalog) -> None:
    g = new(3, test_catalog)
    g.apply(Action(0, "draft", "test_depot"))
    g.apply(Action(1, "draft", "hacienda"))
    before = g.to_json()
    why = g.why_illegal(Action(2, "draft", "materials_depot"))
    assert why == "no empty slot of cost 2 is left"
    assert Action(2, "draft", "materials_depot") not in g.legal_actions()
    with pytest.raises(IllegalAction):
        g.apply(Action(2, "draft", "materials_depot"))
    assert g.to_json() == before
    assert violations(g) == []


def test_ex27_large_warehouse_and_cost6_building_exclusive(test_catalog: Catalog) -> None:
    g = new(3, test_catalog)
    g.apply(Action(0, "draft", "large_warehouse"))
    assert g.why_illegal(Action(1, "draft", "test_storehouse")) == (
        "no empty slot of cost 6 is left"
    )
    h = new(3, test_catalog)
    h.apply(Action(0, "draft", "test_storehouse"))
    assert h.why_illegal(Action(1, "draft", "large_warehouse")) == (
        "no empty slot of cost 6 is left"
    )
    for game in (g, h):
        draft_in_order(game)
        on_board = set(board(game))
        assert len({"large_warehouse", "test_storehouse"} & on_board) == 1
        assert len({"materials_depot", "hacienda", "test_depot"} & on_board) == 2
        assert game.s.totals["buildings"] == dict(game.s.building_supply)
        assert violations(game) == []


def test_random_drafts_with_test_catalog_fill_17_slots(test_catalog: Catalog) -> None:
    for seed in range(10):
        g = new(4, test_catalog, seed=seed)
        picks = draft_in_order(g, random.Random(seed))
        assert len(picks) == 17
        commercial = [b for b in board(g) if not g.bdefs[b].is_production]
        assert len(commercial) == 17
        assert sorted(g.bdefs[b].cost for b in commercial) == list(building_draft.SLOT_COSTS)


def test_draft_ends_when_no_candidate_fits(tmp_path: Path) -> None:
    """A catalog without a cost-1 building: that slot stays empty after 16 picks."""
    data = tmp_path / "data"
    shutil.copytree(DEFAULT_DATA_DIR, data)
    path = data / "buildings.yaml"
    text = path.read_text(encoding="utf-8")
    start = text.index("  - id: small_market")
    end = text.index("  - id: materials_depot")
    path.write_text(text[:start] + text[end:], encoding="utf-8")
    g = new(3, load_catalog(data))
    picks = draft_in_order(g)
    assert len(picks) == 16
    assert [seat for seat, _ in picks] == [i % 3 for i in range(16)]
    assert g.decision == "role" and g.s.phase is None
    assert not any(g.bdefs[b].cost == 1 and not g.bdefs[b].is_production for b in board(g))
    assert violations(g) == []


def test_cost_swap_moves_school_and_factory_slots() -> None:
    g = new(3, variants=("cost_swap",))
    g.apply(Action(0, "draft", "school"))  # cost 7 with the swap
    assert g.why_illegal(Action(1, "draft", "lighthouse")) is not None  # not in the catalog
    why = g.why_illegal(Action(1, "draft", "factory"))
    assert why is None  # factory costs 8: two cost-8 slots
    g.apply(Action(1, "draft", "factory"))
    assert view.draft_picks(g) == [(0, "school"), (1, "factory")]
    assert 7 not in view.draft_slots_left(g) and view.draft_slots_left(g).count(8) == 1


# ------------------------------------------------------------------ whole games


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_random_game_after_a_draft_keeps_every_invariant(seats: int) -> None:
    for seed in range(3):
        g = new(seats, seed=seed)
        rng = random.Random(seed)
        steps = 0
        while not g.is_over:
            action = rng.choice(g.legal_actions())
            g.apply(action)
            problems = violations(g)
            assert not problems, f"seed {seed} after {action}: {problems}"
            steps += 1
            assert steps < 5000
        assert g.state.end_trigger and g.winners()


def test_random_solo_game_after_a_draft_keeps_every_invariant(test_catalog: Catalog) -> None:
    for seed, difficulty in ((1, "normal"), (2, "hard")):
        g = new(3, test_catalog, seed=seed, puertomas=2, difficulty=difficulty)
        rng = random.Random(seed)
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
            assert violations(g) == []


def test_without_draft_nothing_changes() -> None:
    a = Game.new(GameConfig(seats=4, seed=5))
    b = Game.new(GameConfig(seats=4, seed=5, draft=False))
    assert a.to_json() == b.to_json()
    assert a.decision == "role"


def test_a_drafted_game_replays_exactly() -> None:
    from game.puerto_rico.engine.replay import config_of, play_replay, to_replay

    g = Game.new(GameConfig(seats=3, seed=4, draft=True))
    rng = random.Random(4)
    actions = []
    while not g.is_over:
        a = rng.choice(g.legal_actions())
        g.apply(a)
        actions.append(a)
    assert g.state.drafted
    assert play_replay(to_replay(config_of(g), actions)).to_json() == g.to_json()


# ------------------------------------------------------------------ Expansion II (§12.1, §13.2)

# SPEC §12.1 "Candidates per slot cost (all three building sets in use)".
COST_TABLE = {
    1: {"small_market", "canal"},
    2: {"materials_depot", "hacienda", "sawmill", "black_market", "cadastral_office"},
    3: {"small_warehouse", "shed", "chapel"},
    4: {"hospital", "bohio", "bureau_of_lands"},
    5: {"company", "large_market", "trading_post", "church", "notary_office"},
    6: {"large_warehouse", "small_private_wharf", "export_office"},
    7: {"factory", "lighthouse", "villa"},
    8: {"school", "port", "distillery", "publishing_house", "large_sewing_workshop"},
    9: {"private_wharf", "manufactory"},
    10: {
        "fire_station",
        "residence",
        "fortress",
        "customs_house",
        "governors_palace",
        "monument",
        "cathedral",
        "main_square",
    },
}
EXPANSION_II = {
    "cadastral_office",
    "chapel",
    "bureau_of_lands",
    "notary_office",
    "export_office",
    "villa",
    "large_sewing_workshop",
    "main_square",
}
BOTH = ("new_buildings", "citizens")


def by_cost(g: Game) -> dict[int, set[str]]:
    out: dict[int, set[str]] = {}
    for bid in building_draft.candidates(g):
        out.setdefault(g.bdefs[bid].cost, set()).add(bid)
    return out


def with_modules(seats: int = 3, expansions: tuple[str, ...] = BOTH, **kw) -> Game:  # type: ignore[no-untyped-def]
    return Game.new(GameConfig(seats=seats, expansions=expansions, **kw))


def test_candidates_with_both_expansions_match_the_cost_table() -> None:
    g = with_modules()
    assert g.decision == "draft"
    assert by_cost(g) == COST_TABLE
    assert {a.value for a in g.legal_actions()} == set().union(*COST_TABLE.values())


def test_citizens_alone_drafts_base_and_expansion_ii_buildings() -> None:
    g = with_modules(expansions=("citizens",))
    offered = {a.value for a in g.legal_actions()}
    assert offered >= EXPANSION_II
    assert not offered & {"canal", "bohio", "sawmill", "monument", "cathedral"}
    assert {b for b in offered if g.bdefs[b].expansion == "base"} == {
        b.id for b in g.buildings if b.expansion == "base" and not b.is_production
    }


def test_large_sewing_workshop_is_drafted_like_a_cost_8_building() -> None:
    """SPEC §12.1: it takes a cost-8 slot; 2 copies with 3+ seats, 1 with 2 seats (A-39)."""
    g = with_modules(3)
    events = g.apply(Action(0, "draft", "large_sewing_workshop"))
    assert events[0].data == {"building": "large_sewing_workshop", "slot": 8, "copies": 2}
    assert view.draft_slots_left(g).count(8) == 1
    two = with_modules(2)
    two.apply(Action(0, "draft", "large_sewing_workshop"))
    assert two.s.building_supply["large_sewing_workshop"] == 1
    assert violations(g) == [] and violations(two) == []


def test_two_seat_draft_with_citizens_places_single_copies() -> None:
    """A-38, A-39: every drafted building (workshop and Main Square included) is 1 copy."""
    g = with_modules(2, seed=3)
    draft_in_order(g, random.Random(3))
    drafted = {b: n for b, n in board(g).items() if b in set().union(*COST_TABLE.values())}
    assert len(drafted) == 17
    assert set(drafted.values()) == {1}


@pytest.mark.parametrize(
    ("variant", "first", "other", "expansions"),
    [
        ("pair_villa_workshop", "villa", "large_sewing_workshop", ("citizens",)),
        ("pair_villa_workshop", "large_sewing_workshop", "villa", ("citizens",)),
        ("pair_hacienda_sawmill", "hacienda", "sawmill", ("new_buildings",)),
        ("pair_hacienda_sawmill", "sawmill", "hacienda", ("new_buildings",)),
        ("company_trading_post", "company", "trading_post", ("new_buildings",)),
        ("company_trading_post", "trading_post", "company", ("new_buildings",)),
    ],
)
def test_pair_restrictions(
    variant: str, first: str, other: str, expansions: tuple[str, ...]
) -> None:
    """SPEC §18.4, §18.5: once one of the pair is drafted, the other is no longer offered and a
    draft of it is refused with a reason (the state unchanged)."""
    g = with_modules(3, expansions, variants=(variant,))
    assert Action(0, "draft", other) in g.legal_actions()
    g.apply(Action(0, "draft", first))
    assert Action(1, "draft", other) not in g.legal_actions()
    before = g.to_json()
    why = g.why_illegal(Action(1, "draft", other))
    assert why == (
        f"the {g.bdefs[other].name_en} cannot be drafted with the {g.bdefs[first].name_en}"
    )
    with pytest.raises(IllegalAction):
        g.apply(Action(1, "draft", other))
    assert g.to_json() == before
    # Without the variant the other one is still a candidate (its cost slot is still free).
    plain = with_modules(3, expansions)
    plain.apply(Action(0, "draft", first))
    assert Action(1, "draft", other) in plain.legal_actions()


def test_pair_restrictions_hold_in_whole_drafts() -> None:
    pairs = [
        ("villa", "large_sewing_workshop"),
        ("hacienda", "sawmill"),
        ("company", "trading_post"),
    ]
    variants = ("pair_villa_workshop", "pair_hacienda_sawmill", "company_trading_post")
    for seed in range(6):
        g = with_modules(4, seed=seed, variants=variants)
        draft_in_order(g, random.Random(seed))
        on_board = set(board(g))
        for a, b in pairs:
            assert not {a, b} <= on_board, (seed, a, b)
        assert g.decision == "role"


def test_cost_swap_puts_the_school_in_the_cost_7_slot_with_expansions() -> None:
    """SPEC §12.1, §18.1: with the cost swap the School is a cost-7 candidate, the Factory a
    cost-8 one; drafting the School fills the single cost-7 slot."""
    g = with_modules(3, variants=("cost_swap",))
    table = by_cost(g)
    assert table[7] == {"school", "lighthouse", "villa"}
    assert table[8] == {
        "factory",
        "port",
        "distillery",
        "publishing_house",
        "large_sewing_workshop",
    }
    events = g.apply(Action(0, "draft", "school"))
    assert events[0].data == {"building": "school", "slot": 7, "copies": 2}
    for bid in ("lighthouse", "villa"):
        assert g.why_illegal(Action(1, "draft", bid)) == "no empty slot of cost 7 is left"
    assert g.why_illegal(Action(1, "draft", "factory")) is None
