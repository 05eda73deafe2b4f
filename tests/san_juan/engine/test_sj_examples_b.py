"""SAN_JUAN_EXAMPLES.md part B (SJ-20..SJ-36): scenarios derived from the rules."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.san_juan.engine import Action, Game, GameConfig, IllegalAction
from game.san_juan.engine.scenario import Scenario, act, city_ids, hand_ids, sizes, uid


@pytest.mark.parametrize(
    ("seats", "options", "draw", "indigo_left"),
    [
        (4, (), 92, 6),
        (3, (), 97, 7),
        (2, (), 102, 8),
        (4, ("deck_first_edition",), 90, 6),
        (3, ("deck_first_edition",), 95, 7),
        (2, ("deck_first_edition",), 100, 8),
    ],
)
def test_sj20_setup(seats: int, options: tuple[str, ...], draw: int, indigo_left: int) -> None:
    g = Game.new(GameConfig(seats=seats, seed=11, options=options))
    st = g.state
    assert all(city_ids(g, s) == ["indigo_plant"] for s in range(seats))
    assert all(len(ss.hand) == 4 for ss in st.seat)
    assert sizes(g) == (draw, 0)
    loose = st.draw + [u for ss in st.seat for u in ss.hand]
    assert sum(1 for u in loose if g.gd.card_of[u].id == "indigo_plant") == indigo_left
    assert len(st.tiles) == 5
    assert g.gd.total == (110 if options else 112)
    assert g.decision[0] == "choose_role" and g.current_seat == 0


def test_sj20_deal_in_blocks(tmp_path: Path) -> None:
    """C-6: 4 cards to seat 1, then 4 to seat 2, ... from the top of the shuffled deck. With a
    hand size of 1 the shuffle is the same, so its deal shows the order of the top cards."""
    import shutil

    from game.san_juan.catalog import load_catalog
    from game.san_juan.catalog.loader import DEFAULT_DATA_DIR

    data = tmp_path / "san_juan"
    shutil.copytree(DEFAULT_DATA_DIR, data)
    setup = data / "setup.yaml"
    setup.write_text(setup.read_text().replace("hand_size: 4", "hand_size: 1"))
    four = Game.new(GameConfig(seats=3, seed=5))
    one = Game.new(GameConfig(seats=3, seed=5), catalog=load_catalog(data))
    top = [ss.hand[0] for ss in one.state.seat] + one.state.draw[::-1][:9]
    assert [u for ss in four.state.seat for u in ss.hand] == top[:12]


def test_sj21_three_seat_round() -> None:
    g = Scenario(3).roles(governor=0)
    act(g, 0, "choose_role", "trader")
    assert g.state.order == [0, 1, 2]
    assert g.current_seat == 1 and g.decision[0] == "choose_role"
    assert {a.value for a in g.legal_actions()} == {
        "builder",
        "producer",
        "councillor",
        "prospector",
    }
    act(g, 1, "choose_role", "builder")
    assert g.current_seat == 2
    act(g, 2, "choose_role", "producer")
    # round over: governor -> seat 1, who chooses among all five roles
    assert g.state.governor == 1 and g.state.round == 2
    assert g.current_seat == 1 and len(g.legal_actions()) == 5


def test_sj21_four_seats_last_chooser_has_two() -> None:
    g = Scenario(4).roles(governor=0)
    for seat, role in enumerate(("trader", "builder", "producer")):
        act(g, seat, "choose_role", role)
    assert g.current_seat == 3
    assert {a.value for a in g.legal_actions()} == {"councillor", "prospector"}


def test_sj22_round_start_chapel_then_limit() -> None:
    sc = Scenario(4).city(0, "chapel").city(1, "tower").city(3, "chapel")
    sc.hand(0, 9).hand(1, 14).hand(2, 8).hand(3, 7)
    g = sc.round_start(governor=0)
    discard = sizes(g)[1]
    assert g.current_seat == 0 and g.decision[0] == "tuck_card"
    act(g, 0, "tuck", g.state.seat[0].hand[0])
    assert g.current_seat == 3 and g.decision[0] == "tuck_card"
    act(g, 3, "pass")
    expected = [(0, 1), (1, 2), (2, 1)]
    for seat, n in expected:
        assert g.current_seat == seat and g.decision[0] == "hand_limit"
        for _ in range(n):
            act(g, seat, "discard", g.state.seat[seat].hand[0])
    assert [len(ss.hand) for ss in g.state.seat] == [7, 12, 7, 7]
    assert sizes(g)[1] == discard + 4
    assert len(g.state.seat[0].chapel) == 1
    assert g.decision[0] == "choose_role" and g.current_seat == 0


def test_sj22_hand_limit_discard_must_be_own_card() -> None:
    g = Scenario(3).hand(0, 8).hand(1, 1).round_start(governor=0)
    with pytest.raises(IllegalAction) as err:
        g.apply(Action(0, "discard", g.state.seat[1].hand[0]))
    assert err.value.code == "not_in_hand"


def test_sj23_producer_phase() -> None:
    sc = Scenario(3).city(
        0, "indigo_plant", "sugar_mill", "coffee_roaster", goods=("indigo_plant",)
    )
    sc.city(1, "aqueduct", "well", "indigo_plant", "tobacco_storage", "silver_smelter")
    sc.city(2, "indigo_plant", "sugar_mill", goods=("indigo_plant", "sugar_mill"))
    g = sc.start("producer", chooser=0)
    draw = sizes(g)[0]
    assert g.decision[1]["capacity"] == 2
    act(g, 0, "produce", uid(g, 0, "sugar_mill", "city"))
    act(g, 0, "produce", uid(g, 0, "coffee_roaster", "city"))
    assert g.current_seat == 1 and g.decision[1]["capacity"] == 2
    act(g, 1, "produce", uid(g, 1, "silver_smelter", "city"))
    act(g, 1, "produce", uid(g, 1, "tobacco_storage", "city"))
    # C has no empty building: skipped; the phase is over
    assert g.state.role is None
    assert sizes(g)[0] == draw - 5
    assert [len(ss.goods) for ss in g.state.seat] == [3, 2, 2]
    assert len(g.state.seat[1].hand) == 1  # the well


def test_sj23_library_but_two_empty() -> None:
    sc = Scenario(3).city(
        0, "library", "indigo_plant", "sugar_mill", "coffee_roaster", goods=("indigo_plant",)
    )
    g = sc.start("producer", chooser=0)
    assert g.decision[1]["capacity"] == 3
    act(g, 0, "produce", uid(g, 0, "sugar_mill", "city"))
    act(g, 0, "produce", uid(g, 0, "coffee_roaster", "city"))
    assert g.state.role is None and len(g.state.seat[0].goods) == 3


def test_sj24_trader_and_tile_cycle() -> None:
    sc = Scenario(3).tiles("tile_2", "tile_5", "tile_1", "tile_4", "tile_3")
    sc.city(0, "sugar_mill", "coffee_roaster", goods=("sugar_mill", "coffee_roaster"))
    sc.city(1, "silver_smelter", goods=("silver_smelter",))
    g = sc.start("trader", chooser=0)
    draw, discard = sizes(g)
    assert g.state.tile == "tile_2"
    act(g, 0, "sell", uid(g, 0, "sugar_mill", "city"))
    act(g, 0, "sell", uid(g, 0, "coffee_roaster", "city"))
    act(g, 1, "sell", uid(g, 1, "silver_smelter", "city"))
    assert [len(ss.hand) for ss in g.state.seat] == [3, 2, 0]
    assert sizes(g) == (draw - 5, discard + 3)
    assert g.state.tiles == ["tile_5", "tile_1", "tile_4", "tile_3", "tile_2"]
    assert g.state.tile_history == ["tile_2"]


def test_sj24_known_order_after_four_tiles() -> None:
    from game.san_juan.engine import view

    g = Scenario(3).g
    g.state.tile_history = ["tile_2", "tile_5", "tile_1", "tile_4"]
    v = view.seat_view(g, 0)
    assert view.tiles_in_order(v) == ["tile_3", "tile_2", "tile_5", "tile_1", "tile_4"]


def test_sj24_nobody_sells_tile_still_goes_under() -> None:
    g = Scenario(3).tiles("tile_4").start("trader", chooser=0)
    assert g.state.role is None and g.state.tiles[-1] == "tile_4"


def test_sj25_councillor_basics() -> None:
    g = Scenario(4).start("councillor", chooser=0)
    draw, discard = sizes(g)
    for seat in range(4):
        act(g, seat, "council_draw")
        act(g, seat, "keep", g.state.seat[seat].aside[0])
    assert sizes(g) == (draw - 11, discard + 7)
    assert all(len(ss.hand) == 1 for ss in g.state.seat)


def test_sj26_prospector_library_gold_mines() -> None:
    sc = Scenario(3).city(1, "library").city(2, "gold_mine").city(0, "gold_mine")
    sc.draw_top(
        "well",
        "crane",
        "indigo_plant",
        "sugar_mill",
        "chapel",
        "silver_smelter",
        "hero",
        "statue",
        "city_hall",
        "tower",
    )
    g = sc.start("prospector", chooser=1)
    assert hand_ids(g, 1) == ["crane", "well"]
    assert hand_ids(g, 2) == ["indigo_plant"]
    assert hand_ids(g, 0) == []
    assert sizes(g)[1] == 7
    revealed = [e for e in g.events if e.kind == "revealed"]
    assert [e.seat for e in revealed] == [2, 0]


@pytest.mark.parametrize(
    ("chooser", "card", "cost"),
    [
        (1, "indigo_plant", 0),
        (1, "silver_smelter", 4),
        (1, "tower", 2),
        (1, "palace", 5),
        (0, "silver_smelter", 2),
        (0, "palace", 3),
        (0, "sugar_mill", 0),
    ],
)
def test_sj27_smithy_and_quarry(chooser: int, card: str, cost: int) -> None:
    extra = ("library",) if chooser == 0 else ()
    sc = Scenario(3).city(0, "smithy", "quarry", *extra).hand(0, card, 6)
    g = sc.start("builder", chooser=chooser)
    while g.current_seat != 0:
        act(g, g.current_seat, "pass")  # type: ignore[arg-type]
    act(g, 0, "build", (uid(g, 0, card), None))
    assert (g.decision[1]["remaining"] if g.decision[0] == "payment" else 0) == cost


@pytest.mark.parametrize(
    ("goods", "trading_post", "cards"),
    [
        (("coffee_roaster",), False, 3),
        (("coffee_roaster", "silver_smelter"), True, 6),
        ((), False, 0),
    ],
)
def test_sj28_market_stand_versus_hall(
    goods: tuple[str, ...], trading_post: bool, cards: int
) -> None:
    extra = ("trading_post",) if trading_post else ()
    sc = (
        Scenario(3)
        .tiles("tile_1")
        .city(
            0,
            "market_stand",
            "market_hall",
            *extra,
            "coffee_roaster",
            "silver_smelter",
            goods=goods,
        )
    )
    g = sc.start("trader", chooser=1)
    while g.current_seat != 0 and g.state.role == "trader":
        act(g, g.current_seat, "pass")  # type: ignore[arg-type]
    while g.current_seat == 0 and g.decision[0] == "sell":
        act(g, 0, "sell", g.legal_actions()[1].value)
    assert len(g.state.seat[0].hand) == cards


def _crane_city() -> Scenario:
    sc = Scenario(3).city(
        0,
        "crane",
        "smithy",
        "quarry",
        "statue",
        "indigo_plant",
        "indigo_plant",
        "silver_smelter",
        goods=("silver_smelter",),
    )
    return sc.hand(
        0, "tower", "statue", "indigo_plant", "victory_column", "coffee_roaster", "sugar_mill", 3
    )


@pytest.mark.parametrize(
    ("card", "target", "code"),
    [
        ("tower", "crane", "target_not_coverable"),
        ("statue", "indigo_plant", "violet_duplicate"),
        ("statue", "statue", "same_building"),
        ("indigo_plant", "indigo_plant", "same_building"),
    ],
)
def test_sj29_crane_refusals(card: str, target: str, code: str) -> None:
    g = _crane_city().start("builder", chooser=1)
    while g.current_seat != 0:
        act(g, g.current_seat, "pass")  # type: ignore[arg-type]
    before = g.to_json()
    with pytest.raises(IllegalAction) as err:
        g.apply(Action(0, "build", (uid(g, 0, card), uid(g, 0, target, "city"))))
    assert err.value.code == code
    assert g.to_json() == before


def test_sj29c_production_duplicate_as_new_stack() -> None:
    g = _crane_city().start("builder", chooser=1)
    while g.current_seat != 0:
        act(g, g.current_seat, "pass")  # type: ignore[arg-type]
    act(g, 0, "build", (uid(g, 0, "indigo_plant"), None))
    assert city_ids(g, 0).count("indigo_plant") == 3  # cost 1 - 1 (smithy) = 0


def test_sj29d_then_g_column_over_statue_and_statue_again() -> None:
    g = _crane_city().start("builder", chooser=0)
    act(g, 0, "build", (uid(g, 0, "victory_column"), uid(g, 0, "statue", "city")))
    assert g.decision[0] != "payment"
    assert len(g.state.seat[0].city) == 7
    assert g.final_scores()[0]["buildings"] == 1 + 1 + 2 + 4 + 1 + 1 + 3
    # (g) a later builder phase: the covered statue is out of play
    g2 = Scenario(3)
    g2.g = g
    while g.state.role is not None:
        act(g, g.current_seat, "pass")  # type: ignore[arg-type]
    g.state.stage = "role"
    g.state.roles_taken = {}
    act(g, g.current_seat, "choose_role", "builder")  # type: ignore[arg-type]
    while g.current_seat != 0:
        act(g, g.current_seat, "pass")  # type: ignore[arg-type]
    act(g, 0, "build", (uid(g, 0, "statue"), None))
    assert g.decision[1]["remaining"] == 2


@pytest.mark.parametrize(
    ("card", "chooser", "cost"),
    [("coffee_roaster", 1, 3), ("sugar_mill", 1, 0)],
)
def test_sj29ef_cover_smithy_or_silver(card: str, chooser: int, cost: int) -> None:
    g = _crane_city().start("builder", chooser=chooser)
    while g.current_seat != 0:
        act(g, g.current_seat, "pass")  # type: ignore[arg-type]
    target = "smithy" if card == "coffee_roaster" else "silver_smelter"
    discard = sizes(g)[1]
    act(g, 0, "build", (uid(g, 0, card), uid(g, 0, target, "city")))
    assert (g.decision[1]["remaining"] if g.decision[0] == "payment" else 0) == cost
    if target == "silver_smelter":
        assert sizes(g)[1] == discard + 1  # its good, discarded unseen


def _bm(hand: int, n_goods: int = 3, chooser: int = 1, card: str = "hero") -> Game:
    prod = ("indigo_plant", "sugar_mill", "tobacco_storage")
    sc = Scenario(3).city(0, "black_market", "poor_house", *prod, goods=prod[:n_goods])
    return sc.hand(0, card, hand).start("builder", chooser=chooser)


def test_sj30a_black_market_hero() -> None:
    g = _bm(3)
    act(g, 0, "build", (uid(g, 0, "hero"), None))
    goods = list(g.state.seat[0].goods)
    act(g, 0, "pay_good", goods[0])
    act(g, 0, "pay_good", goods[1])
    for _ in range(3):
        act(g, 0, "pay_card", g.state.seat[0].hand[0])
    assert len(g.state.seat[0].goods) == 1
    assert len(g.state.seat[0].hand) == 1  # (e) 0 -> the poor house draws 1


def test_sj30b_black_market_not_enough() -> None:
    g = _bm(2)
    with pytest.raises(IllegalAction) as err:
        g.apply(Action(0, "build", (uid(g, 0, "hero"), None)))
    assert err.value.code == "cannot_pay"


def test_sj30c_exact_payment() -> None:
    g = _bm(2, card="indigo_plant")
    act(g, 0, "build", (uid(g, 0, "indigo_plant"), None))
    assert g.decision[1]["remaining"] == 1 and g.decision[1]["goods_max"] == 1
    act(g, 0, "pay_good", next(iter(g.state.seat[0].goods)))
    assert g.decision[0] != "payment"  # a second good would overpay: the build is complete


def test_sj30d_no_good_for_a_free_build() -> None:
    g = _bm(2, chooser=0, card="smithy")
    act(g, 0, "build", (uid(g, 0, "smithy"), None))
    assert g.decision[0] != "payment"
    assert len(g.state.seat[0].goods) == 3


def test_sj31abc_new_building_not_usable_in_its_phase() -> None:
    for card, left in (("quarry", 4), ("carpenter", 3), ("poor_house", 2)):
        g = Scenario(3).hand(0, card, left).start("builder", chooser=1)
        while g.current_seat != 0:
            act(g, g.current_seat, "pass")  # type: ignore[arg-type]
        act(g, 0, "build", (uid(g, 0, card), None))
        assert g.decision[1]["remaining"] == left
        for _ in range(left):
            act(g, 0, "pay_card", g.state.seat[0].hand[0])
        assert len(g.state.seat[0].hand) == 0  # no carpenter/poor-house draw, no discount


def test_sj31d_library_usable_later_in_the_round() -> None:
    sc = Scenario(3).hand(0, "library", 5)
    g = sc.roles(governor=2)
    act(g, 2, "choose_role", "builder")
    act(g, 2, "pass") if g.current_seat == 2 else None
    act(g, 0, "build", (uid(g, 0, "library"), None))
    for _ in range(5):
        act(g, 0, "pay_card", g.state.seat[0].hand[0])
    while g.state.role == "builder":
        act(g, g.current_seat, "pass")  # type: ignore[arg-type]
    assert g.current_seat == 0
    act(g, 0, "choose_role", "councillor")
    act(g, 0, "council_draw")
    assert len(g.state.seat[0].aside) == 8


def test_sj31e_chapel_tower_next_round() -> None:
    sc = Scenario(3).hand(0, "chapel", "tower", 12)
    g = sc.roles(governor=0)
    act(g, 0, "choose_role", "builder")
    act(g, 0, "build", (uid(g, 0, "chapel"), None))
    for _ in range(2):  # chooser: 3 - 1
        act(g, 0, "pay_card", g.state.seat[0].hand[-1])
    assert "chapel" in city_ids(g, 0)
    act(g, 1, "choose_role", "prospector")
    act(g, 2, "choose_role", "producer")
    # round 2 starts from seat 1; seat 0 may tuck (its chapel is now usable); hand 11 > 7
    assert g.state.round == 2
    assert g.current_seat == 0 and g.decision[0] == "tuck_card"


def test_sj32_reshuffle_in_the_middle_of_a_draw() -> None:
    sc = Scenario(3).stash(2, keep=3 + 20)
    sc.discard(20)
    g = sc.start("councillor", chooser=0)
    assert sizes(g) == (3, 20)
    act(g, 0, "council_draw")
    assert sizes(g) == (18, 0)
    act(g, 0, "keep", g.state.seat[0].aside[0])
    assert sizes(g) == (18, 4)
    act(g, 1, "council_draw")
    assert sizes(g) == (16, 4)
    act(g, 1, "keep", g.state.seat[1].aside[0])
    assert sizes(g) == (16, 5)


def test_sj33_both_piles_empty() -> None:
    sc = Scenario(3).tiles("tile_5").city(1, "silver_smelter", goods=("silver_smelter",))
    sc.city(0, "gold_mine", "indigo_plant", "sugar_mill")
    sc.stash(2)
    g = sc.start("trader", chooser=1)
    act(g, 1, "sell", uid(g, 1, "silver_smelter", "city"))
    assert len(g.state.seat[1].hand) == 1  # the 2 other cards owed are lost
    assert sizes(g) == (0, 0)
    assert any(e.kind == "draw_failed" for e in g.events)
    # (b) producer: nothing to place, the seat is not even asked
    g.state.stage = "role"
    g.state.roles_taken = {}
    act(g, g.current_seat, "choose_role", "producer")  # type: ignore[arg-type]
    assert g.state.role is None and not g.state.seat[0].goods


def test_sj33cd_councillor_and_gold_mine_with_nothing() -> None:
    sc = Scenario(3).city(0, "gold_mine").stash(2)
    g = sc.start("prospector", chooser=1)
    assert all(len(ss.hand) == 0 for ss in g.state.seat)
    assert not [e for e in g.events if e.kind == "gold_mine_kept"]
    g.state.stage = "role"
    g.state.roles_taken = {}
    act(g, g.current_seat, "choose_role", "councillor")  # type: ignore[arg-type]
    assert g.state.role is None


def test_sj34_end_trigger_after_the_whole_phase() -> None:
    sc = Scenario(3)
    sc.city(0, *(["indigo_plant"] * 6), *(["sugar_mill"] * 5)).hand(0, "smithy", 2)
    sc.city(1, *(["tobacco_storage"] * 5), *(["coffee_roaster"] * 5)).hand(1, "well", 3)
    sc.city(2, *(["silver_smelter"] * 6), *(["sugar_mill"] * 3), "well", "crane").hand(
        2, "tower", 4
    )
    g = sc.roles(governor=2)
    act(g, 2, "choose_role", "producer")
    while g.state.role == "producer":
        act(g, g.current_seat, "pass")  # type: ignore[arg-type]
    act(g, 0, "choose_role", "builder")
    act(g, 0, "build", (uid(g, 0, "smithy"), None))  # 12
    act(g, 1, "build", (uid(g, 1, "well"), None))  # 11
    for _ in range(2):
        act(g, 1, "pay_card", g.state.seat[1].hand[0])
    assert not g.is_over
    act(g, 2, "build", (uid(g, 2, "tower"), None))  # 12
    for _ in range(3):
        act(g, 2, "pay_card", g.state.seat[2].hand[0])
    assert g.is_over and g.state.end_trigger == "buildings"
    assert [len(ss.city) for ss in g.state.seat] == [12, 11, 12]
    assert g.legal_actions() == []


def test_sj34b_crane_does_not_end() -> None:
    sc = Scenario(3).city(0, "crane", *(["indigo_plant"] * 10)).hand(0, "well", 2)
    g = sc.start("builder", chooser=0)
    act(g, 0, "build", (uid(g, 0, "well"), uid(g, 0, "indigo_plant", "city")))
    while g.state.role == "builder":
        act(g, g.current_seat, "pass")  # type: ignore[arg-type]
    assert not g.is_over and len(g.state.seat[0].city) == 11


@pytest.mark.parametrize(
    ("options", "total", "guild"), [((), 58, 7), (("guild_hall_first_edition",), 60, 8)]
)
def test_sj35_full_scoring(options: tuple[str, ...], total: int, guild: int) -> None:
    cards = (
        "indigo_plant",
        "indigo_plant",
        "sugar_mill",
        "silver_smelter",
        "statue",
        "victory_column",
        "hero",
        "chapel",
        "guild_hall",
        "city_hall",
        "triumphal_arch",
        "palace",
    )
    sc = Scenario(3, options=options).city(0, *cards, goods=("indigo_plant",)).chapel(0, 4)
    sc.hand(0, 3)
    sheet = sc.g.final_scores()[0]
    assert sheet["buildings"] == 20 and sheet["chapel"] == 4
    assert sheet["bonuses"]["triumphal_arch"] == 8
    assert sheet["bonuses"]["guild_hall"] == guild
    assert sheet["bonuses"]["city_hall"] == 8
    assert sheet["total"] == total
    assert sheet["tiebreak"] == 4


def test_sj36_tie_break() -> None:
    sc = Scenario(3)
    # A and B: monuments 12 + silver 4x3 + coffee 2x2 + tobacco 2 = 30; C: 26 + chapel 3 = 29
    big = ("hero", "victory_column", "statue")
    sc.city(
        0,
        *big,
        *(["silver_smelter"] * 4),
        "coffee_roaster",
        "coffee_roaster",
        "tobacco_storage",
        goods=("silver_smelter", "coffee_roaster"),
    )
    sc.city(
        1,
        *big,
        *(["silver_smelter"] * 4),
        "coffee_roaster",
        "coffee_roaster",
        "tobacco_storage",
        goods=("silver_smelter",),
    )
    sc.city(
        2,
        *big,
        "tobacco_storage",
        "tobacco_storage",
        "tobacco_storage",
        "coffee_roaster",
        "coffee_roaster",
        "sugar_mill",
        "indigo_plant",
        "indigo_plant",
        "indigo_plant",
    )
    sc.hand(0, 3).hand(1, 5).chapel(2, 3)  # chapel cards never count for the tie-break
    g = sc.g
    assert [s["total"] for s in g.final_scores()] == [30, 30, 29]
    assert g.winners() == [1]
    g.state.seat[1].hand.pop()
    g.state.seat[2].hand.append(g.state.draw.pop())
    assert g.winners() == [0, 1]


def test_stalled_game_is_scored() -> None:
    """DESIGN CHOICE: nothing can ever be built again (both piles empty, no good, only dead
    cards in hand): the game ends at the next round start and is scored."""
    sc = Scenario(2).city(0, "crane", "well").hand(0, "well").city(1, "smithy").hand(1, "smithy")
    sc.stash(1)
    g = sc.roles(governor=0)
    act(g, 0, "choose_role", "builder")
    assert not g.is_over
    act(g, 1, "choose_role", "producer")
    act(g, 0, "choose_role", "trader")
    assert g.is_over and g.state.end_trigger == "stalled"
    assert [s["buildings"] for s in g.final_scores()] == [2, 1]


def test_not_stalled_while_a_card_can_be_built() -> None:
    sc = Scenario(2).city(0, "crane", "well").hand(0, "well", "smithy").city(1, "smithy")
    sc.stash(1)
    g = sc.roles(governor=0)
    act(g, 0, "choose_role", "producer")
    act(g, 1, "choose_role", "trader")
    act(g, 0, "choose_role", "councillor")
    assert not g.is_over and g.state.round == 2
