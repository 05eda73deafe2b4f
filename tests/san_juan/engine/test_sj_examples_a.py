"""SAN_JUAN_EXAMPLES.md part A (SJ-01..SJ-19): the examples printed in the seed."""

from __future__ import annotations

import pytest

from game.san_juan.engine import Action, IllegalAction
from game.san_juan.engine.scenario import Scenario, act, city_ids, hand_ids, sizes, uid


def test_sj01_builder_discount_never_below_zero() -> None:
    sc = Scenario(3).city(0, "indigo_plant", "smithy", "library").hand(0, "sugar_mill", 3)
    g = sc.start("builder", chooser=0)
    before = sizes(g)
    act(g, 0, "build", (uid(g, 0, "sugar_mill"), None))
    assert len(g.state.seat[0].hand) == 3
    assert len(g.state.seat[0].city) == 4
    assert sizes(g) == before  # nothing paid, nothing drawn
    assert g.decision[0] != "payment"
    with pytest.raises(IllegalAction) as err:
        g.apply(Action(0, "pay_card", g.state.seat[0].hand[0]))
    assert err.value.code in ("wrong_decision", "not_your_turn", "game_over")


@pytest.mark.parametrize("declare", [True, False])
def test_sj01_two_seats_library_declared(declare: bool) -> None:
    sc = Scenario(2).city(0, "indigo_plant", "smithy", "library").hand(0, "sugar_mill", 3)
    g = sc.start("builder", chooser=0)
    assert g.decision[0] == "use_library"
    act(g, 0, "use_library", declare)
    assert g.state.library_used[0] is declare
    assert g.decision[1]["discount"] == (2 if declare else 1)
    act(g, 0, "build", (uid(g, 0, "sugar_mill"), None))
    assert len(g.state.seat[0].hand) == 3  # cost 0 either way: 2 - 2 - 1 or 2 - 1 - 1


def _trader(tile: str) -> Scenario:
    sc = Scenario(3).city(
        0,
        "market_stand",
        "trading_post",
        "indigo_plant",
        "tobacco_storage",
        "silver_smelter",
        goods=("indigo_plant", "tobacco_storage", "silver_smelter"),
    )
    return sc.tiles(tile).hand(0, 2)


@pytest.mark.parametrize(
    ("tile", "payout"), [("tile_3", 7), ("tile_4", 7), ("tile_5", 7), ("tile_2", 6), ("tile_1", 5)]
)
def test_sj02_trader_market_stand_trading_post(tile: str, payout: int) -> None:
    g = _trader(tile).start("trader", chooser=0)
    assert g.state.tile == tile
    assert g.decision[1]["capacity"] == 3
    draw, discard = sizes(g)
    for b in list(g.state.seat[0].goods):
        act(g, 0, "sell", b)
    assert len(g.state.seat[0].hand) == 2 + payout
    assert sizes(g) == (draw - payout, discard + 3)
    assert not g.state.seat[0].goods
    # phase end: the tile goes under the stack
    assert g.state.tiles[-1] == tile and g.state.tile is None


def _gold_mines(first_edition: bool = False) -> Scenario:
    options = ("gold_mine_first_edition",) if first_edition else ()
    sc = Scenario(3, options=options).city(1, "gold_mine").city(2, "gold_mine")
    sc.draw_top(
        "library",
        "prefecture",
        "smithy",
        "tobacco_storage",
        "quarry",
        "smithy",
        "tobacco_storage",
        "library",
    )
    return sc


def test_sj03_gold_mine() -> None:
    # Seat 0 is the prospector with no cards to draw: put its privilege card on top.
    sc = _gold_mines()
    sc.draw_top("well")
    g = sc.start("prospector", chooser=0)
    # 0 drew its card; Philippe (1): library, prefecture, smithy, tobacco -> cost 3 twice.
    assert hand_ids(g, 0) == ["well"]
    assert hand_ids(g, 1) == []
    # Pascal (2): quarry, smithy, tobacco, library -> four costs: keeps the smithy.
    assert hand_ids(g, 2) == ["smithy"]
    assert len(g.state.discard) == 4 + 3
    revealed = [e for e in g.events if e.kind == "revealed"]
    assert [e.seat for e in revealed] == [1, 2]
    assert all(len(e.data["cards"]) == 4 and e.data["public"] for e in revealed)


def test_sj03c_gold_mine_first_edition_any_one() -> None:
    sc = _gold_mines(first_edition=True)
    sc.draw_top("well")
    g = sc.start("prospector", chooser=0)
    assert g.decision[0] == "gold_mine_keep" and g.current_seat == 2
    library = next(a for a in g.legal_actions() if g.gd.card_of[a.value].id == "library")
    act(g, 2, "gold_keep", library.value)
    assert hand_ids(g, 2) == ["library"]


def test_sj03d_gold_mine_declined_moves_nothing() -> None:
    sc = _gold_mines()
    sc.state.options.append("ask_free_draws")
    sc = Scenario(3, options=("ask_free_draws",)).city(1, "gold_mine")
    g = sc.start("prospector", chooser=0)
    act(g, 0, "take_draw", True)  # the prospector's privilege
    before = sizes(g)
    assert g.decision == ("free_draw", g.decision[1]) and g.decision[1]["source"] == "gold_mine"
    act(g, 1, "take_draw", False)
    assert sizes(g) == before and hand_ids(g, 1) == []


@pytest.mark.parametrize("archive", [True, False])
def test_sj04_archive_and_prefecture(archive: bool) -> None:
    buildings = ("archive", "prefecture") if archive else ("prefecture",)
    sc = Scenario(3).city(0, *buildings).hand(0, "statue", "hero", "well")
    g = sc.start("councillor", chooser=0)
    old = list(g.state.seat[0].hand)
    draw, discard = sizes(g)
    act(g, 0, "council_draw")
    if archive:
        assert len(g.state.seat[0].hand) == 8
        assert g.decision[0] == "councillor_discard"
        act(g, 0, "discard", old[0])  # a card held before may go
        for _ in range(2):
            act(g, 0, "discard", g.state.seat[0].hand[-1])
        assert old[0] not in g.state.seat[0].hand
    else:
        assert len(g.state.seat[0].aside) == 5
        assert g.decision[0] == "councillor_keep"
        with pytest.raises(IllegalAction) as err:
            g.apply(Action(0, "keep", old[0]))
        assert err.value.code == "not_drawn"
        for _ in range(2):
            act(g, 0, "keep", g.state.seat[0].aside[0])
        assert all(u in g.state.seat[0].hand for u in old)
    assert len(g.state.seat[0].hand) == 5
    assert sizes(g)[0] == draw - 5
    assert sizes(g)[1] == discard + 3


def _black_market(extra: tuple[str, ...] = ()) -> Scenario:
    sc = Scenario(3).city(
        0,
        "black_market",
        "indigo_plant",
        "tobacco_storage",
        *extra,
        goods=("indigo_plant", "tobacco_storage"),
    )
    return sc.hand(0, "library", 4)


@pytest.mark.parametrize("poor_house", [False, True])
def test_sj05_black_market(poor_house: bool) -> None:
    g = _black_market(("poor_house",) if poor_house else ()).start("builder", chooser=1)
    discard = sizes(g)[1]
    library = uid(g, 0, "library")
    act(g, 0, "build", (library, None))
    assert g.decision[1]["remaining"] == 5 and g.decision[1]["goods_max"] == 2
    for b in list(g.state.seat[0].goods):
        act(g, 0, "pay_good", b)
    for _ in range(3):
        act(g, 0, "pay_card", g.state.seat[0].hand[0])
    assert not g.state.seat[0].goods
    assert "library" in city_ids(g, 0)
    assert sizes(g)[1] == discard + 5
    assert len(g.state.seat[0].hand) == (2 if poor_house else 1)


def test_sj05_three_goods_refused() -> None:
    sc = Scenario(3).city(
        0,
        "black_market",
        "indigo_plant",
        "sugar_mill",
        "tobacco_storage",
        goods=("indigo_plant", "sugar_mill", "tobacco_storage"),
    )
    g = sc.hand(0, "library", 4).start("builder", chooser=1)
    act(g, 0, "build", (uid(g, 0, "library"), None))
    goods = list(g.state.seat[0].goods)
    act(g, 0, "pay_good", goods[0])
    act(g, 0, "pay_good", goods[1])
    with pytest.raises(IllegalAction) as err:
        g.apply(Action(0, "pay_good", goods[2]))
    assert err.value.code == "no_more_goods"


@pytest.mark.parametrize(
    ("chooser", "library", "capacity"), [(1, False, 2), (0, False, 3), (0, True, 4)]
)
def test_sj06_trading_post_capacity(chooser: int, library: bool, capacity: int) -> None:
    prod = ("indigo_plant", "sugar_mill", "coffee_roaster", "silver_smelter")
    extra = ("library",) if library else ()
    sc = Scenario(3).city(0, "trading_post", *extra, *prod, goods=prod).tiles("tile_4")
    g = sc.start("trader", chooser=chooser)
    while g.current_seat != 0:
        act(g, g.current_seat, "pass")  # type: ignore[arg-type]
    assert g.decision[1]["capacity"] == capacity
    if capacity == 4:
        for b in list(g.state.seat[0].goods):
            act(g, 0, "sell", b)
        assert len(g.state.seat[0].hand) == 1 + 2 + 2 + 3


def test_sj07a_crane_palace_over_chapel() -> None:
    sc = Scenario(3).city(0, "crane", "chapel", *(["indigo_plant"] * 7)).chapel(0, 2)
    g = sc.hand(0, "palace", 3).start("builder", chooser=1)
    act(g, 0, "build", (uid(g, 0, "palace"), uid(g, 0, "chapel", "city")))
    assert g.decision[1]["remaining"] == 3
    for _ in range(3):
        act(g, 0, "pay_card", g.state.seat[0].hand[0])
    assert len(g.state.seat[0].hand) == 0
    assert len(g.state.seat[0].city) == 9
    assert "chapel" not in city_ids(g, 0)
    sheet = g.final_scores()[0]
    assert sheet["chapel"] == 2  # the pile survives the covered chapel
    assert sheet["buildings"] == 1 + 7  # crane 1, indigo 7, palace 0, chapel lost


def test_sj07a_covered_chapel_no_tuck_then_rebuilt() -> None:
    sc = Scenario(3).city(0, "crane", "palace").hand(0, 3)
    g = sc.round_start(governor=0)
    assert g.decision[0] != "tuck_card"  # no chapel in play


def test_sj07b_crane_statue_over_coffee() -> None:
    sc = Scenario(3).city(0, "crane", "coffee_roaster", goods=("coffee_roaster",))
    g = sc.hand(0, "statue", 2).start("builder", chooser=1)
    discard = sizes(g)[1]
    act(g, 0, "build", (uid(g, 0, "statue"), uid(g, 0, "coffee_roaster", "city")))
    assert len(g.state.seat[0].hand) == 2
    assert sizes(g)[1] == discard + 1  # the coffee good
    assert city_ids(g, 0) == ["crane", "statue"]
    assert g.final_scores()[0]["buildings"] == 1 + 3


@pytest.mark.parametrize(
    ("chooser", "library", "capacity"), [(1, False, 2), (0, False, 3), (0, True, 4)]
)
def test_sj08_aqueduct_capacity(chooser: int, library: bool, capacity: int) -> None:
    prod = ("indigo_plant", "sugar_mill", "coffee_roaster", "silver_smelter")
    extra = ("library",) if library else ()
    g = Scenario(3).city(0, "aqueduct", *extra, *prod).start("producer", chooser=chooser)
    while g.current_seat != 0:
        act(g, g.current_seat, "pass")  # type: ignore[arg-type]
    assert g.decision[1]["capacity"] == capacity
    draw = sizes(g)[0]
    while g.current_seat == 0 and g.decision[0] == "produce":
        act(g, 0, "produce", g.legal_actions()[1].value)
    assert len(g.state.seat[0].goods) == capacity
    assert sizes(g)[0] == draw - capacity


def test_sj08_library_three_empty_and_well() -> None:
    prod = ("indigo_plant", "sugar_mill", "coffee_roaster")
    g = Scenario(3).city(0, "aqueduct", "library", "well", *prod).start("producer", chooser=0)
    for _ in range(3):
        act(g, 0, "produce", g.legal_actions()[1].value)
    assert len(g.state.seat[0].goods) == 3
    assert len(g.state.seat[0].hand) == 1  # the well


@pytest.mark.parametrize(
    ("chooser", "library", "drawn", "kept"),
    [(1, False, 2, 2), (0, False, 5, 2), (0, True, 8, 2)],
)
def test_sj09_prefecture_keep_counts(chooser: int, library: bool, drawn: int, kept: int) -> None:
    extra = ("library",) if library else ()
    g = Scenario(3).city(0, "prefecture", *extra).start("councillor", chooser=chooser)
    while g.current_seat != 0:
        act(g, g.current_seat, "pass")  # type: ignore[arg-type]
    discard = sizes(g)[1]
    act(g, 0, "council_draw")
    events = [e for e in g.events if e.kind == "councillor_drew" and e.seat == 0]
    assert events[-1].data["count"] == drawn
    while g.current_seat == 0 and g.decision[0] == "councillor_keep":
        act(g, 0, "keep", g.state.seat[0].aside[0])
    assert len(g.state.seat[0].hand) == kept
    assert sizes(g)[1] == discard + drawn - kept


@pytest.mark.parametrize(("chooser", "drawn"), [(1, 2), (0, 5)])
def test_sj09_prefecture_with_archive(chooser: int, drawn: int) -> None:
    g = Scenario(3).city(0, "prefecture", "archive").start("councillor", chooser=chooser)
    while g.current_seat != 0:
        act(g, g.current_seat, "pass")  # type: ignore[arg-type]
    act(g, 0, "council_draw")
    assert len(g.state.seat[0].hand) == drawn
    while g.current_seat == 0 and g.decision[0] == "councillor_discard":
        act(g, 0, "discard", g.state.seat[0].hand[0])
    assert len(g.state.seat[0].hand) == 2


def _market_hall(tile: str, extra: tuple[str, ...] = ()) -> Scenario:
    prod = ("sugar_mill", "coffee_roaster")
    return Scenario(3).city(0, "market_hall", *extra, *prod, goods=prod).tiles(tile)


@pytest.mark.parametrize(("tile", "cards"), [("tile_5", 6), ("tile_3", 4)])
def test_sj10_market_hall(tile: str, cards: int) -> None:
    g = _market_hall(tile).start("trader", chooser=0)
    for b in list(g.state.seat[0].goods):
        act(g, 0, "sell", b)
    assert len(g.state.seat[0].hand) == cards


def test_sj10a_market_hall_stub_tile() -> None:
    from dataclasses import replace
    from types import MappingProxyType

    from game.san_juan.catalog import TileDef

    g = _market_hall("tile_1").start("trader", chooser=0)
    stub = TileDef("tile_1", MappingProxyType({**g.gd.tiles["tile_1"].prices, "coffee": 3}))
    # A definition of this game's own: games of one configuration share theirs.
    g.gd = replace(g.gd, tiles={**g.gd.tiles, "tile_1": stub})
    for b in list(g.state.seat[0].goods):
        act(g, 0, "sell", b)
    assert len(g.state.seat[0].hand) == 1 + 3 + 1


def test_sj10c_market_stand_adds_one_more() -> None:
    g = _market_hall("tile_5", ("market_stand",)).start("trader", chooser=0)
    for b in list(g.state.seat[0].goods):
        act(g, 0, "sell", b)
    assert len(g.state.seat[0].hand) == 2 + 3 + 1 + 1


@pytest.mark.parametrize(
    ("chooser", "card", "cost"), [(0, "crane", 0), (1, "crane", 1), (0, "sugar_mill", 1)]
)
def test_sj11_quarry(chooser: int, card: str, cost: int) -> None:
    g = Scenario(3).city(0, "quarry").hand(0, card, 3).start("builder", chooser=chooser)
    while g.current_seat != 0:
        act(g, g.current_seat, "pass")  # type: ignore[arg-type]
    act(g, 0, "build", (uid(g, 0, card), None))
    remaining = g.decision[1].get("remaining", 0) if g.decision[0] == "payment" else 0
    assert remaining == cost


def test_sj12a_library_councillor_with_archive_prefecture() -> None:
    g = Scenario(3).city(0, "library", "archive", "prefecture").hand(0, 2)
    g = g.start("councillor", chooser=0)
    draw, discard = sizes(g)
    act(g, 0, "council_draw")
    assert len(g.state.seat[0].hand) == 2 + 8
    for _ in range(6):
        act(g, 0, "discard", g.state.seat[0].hand[0])
    assert len(g.state.seat[0].hand) == 4
    assert sizes(g) == (draw - 8, discard + 6)


@pytest.mark.parametrize(
    ("card", "cost"),
    [
        ("palace", 3),
        ("hero", 2),
        ("statue", 0),
        ("smithy", 0),
        ("silver_smelter", 3),
        ("indigo_plant", 0),
    ],
)
def test_sj12b_library_quarry_builder(card: str, cost: int) -> None:
    g = Scenario(3).city(0, "library", "quarry").hand(0, card, 6).start("builder", chooser=0)
    act(g, 0, "build", (uid(g, 0, card), None))
    remaining = g.decision[1]["remaining"] if g.decision[0] == "payment" else 0
    assert remaining == cost


def test_sj12c_library_prospector_draws_two() -> None:
    g = Scenario(3).city(0, "library").start("prospector", chooser=0)
    assert len(g.state.seat[0].hand) == 2


def _score(*cards: str, chapel: int = 0, options: tuple[str, ...] = ()) -> dict:  # type: ignore[type-arg]
    sc = Scenario(3, options=options).city(0, *cards)
    if chapel:
        sc.chapel(0, chapel)
    return sc.g.final_scores()[0]


def test_sj13_city_hall() -> None:
    violet = (
        "poor_house",
        "aqueduct",
        "carpenter",
        "chapel",
        "quarry",
        "library",
        "statue",
        "victory_column",
        "city_hall",
    )
    sheet = _score(*violet, "indigo_plant")
    assert sheet["bonuses"]["city_hall"] == 9
    assert sheet["buildings"] == 20
    assert sheet["total"] == 29


@pytest.mark.parametrize(("options", "bonus", "total"), [((), 8, 15), (("first_edition",), 10, 17)])
def test_sj14_guild_hall(options: tuple[str, ...], bonus: int, total: int) -> None:
    cards = (
        "guild_hall",
        "indigo_plant",
        "indigo_plant",
        "sugar_mill",
        "tobacco_storage",
        "tobacco_storage",
    )
    sheet = _score(*cards, options=options)
    assert sheet["bonuses"]["guild_hall"] == bonus
    assert sheet["total"] == total


@pytest.mark.parametrize(("others_vp", "palace"), [(34, 8), (35, 8), (36, 9), (3, 0)])
def test_sj15_palace(others_vp: int, palace: int) -> None:
    # hero 5 each is unique per seat: use production buildings and the chapel pile for the VP.
    silver = min(others_vp // 3, 8)
    sheet = _score("palace", *(["silver_smelter"] * silver), chapel=others_vp - 3 * silver)
    assert sheet["bonuses"]["palace"] == palace
    assert sheet["total"] == others_vp + palace


def test_sj16_arch_and_city_hall_share_monuments() -> None:
    sheet = _score("triumphal_arch", "city_hall", "statue", "hero")
    assert sheet["bonuses"] == {"triumphal_arch": 6, "city_hall": 4}
    assert sheet["buildings"] == 8 and sheet["total"] == 18
    sheet = _score("triumphal_arch", "city_hall", "statue", "hero", "victory_column")
    assert sheet["bonuses"] == {"triumphal_arch": 8, "city_hall": 5}
    assert sheet["total"] == 25
    assert _score("triumphal_arch")["bonuses"]["triumphal_arch"] == 0


@pytest.mark.parametrize(
    ("card", "others_n", "hand_after", "drawn"),
    [("well", 2, 2, 2), ("well", 3, 2, 1), ("indigo_plant", 1, 1, 1)],
)
def test_sj17_poor_house_after_carpenter(
    card: str, others_n: int, hand_after: int, drawn: int
) -> None:
    sc = Scenario(3).city(0, "carpenter", "poor_house").hand(0, card, others_n)
    g = sc.start("builder", chooser=1)
    draw = sizes(g)[0]
    act(g, 0, "build", (uid(g, 0, card), None))
    while g.current_seat == 0 and g.decision[0] == "payment":
        act(g, 0, "pay_card", g.state.seat[0].hand[0])
    assert len(g.state.seat[0].hand) == hand_after
    assert sizes(g)[0] == draw - drawn


def test_sj17d_pass_draws_nothing() -> None:
    sc = Scenario(3).city(0, "carpenter", "poor_house").hand(0, "well", 2)
    g = sc.start("builder", chooser=1)
    before = hand_ids(g, 0)
    act(g, 0, "pass")
    assert hand_ids(g, 0) == before and len(before) == 3


@pytest.mark.parametrize(("seats", "discard", "draw"), [(4, 10, 82), (3, 6, 91), (2, 3, 99)])
def test_sj18_start_variant(seats: int, discard: int, draw: int) -> None:
    from game.san_juan.engine import Game, GameConfig

    g = Game.new(GameConfig(seats=seats, seed=3, options=("start_variant",)))
    for s in range(seats):
        assert g.current_seat == s and len(g.state.seat[s].hand) == 5 + s
        while g.current_seat == s and g.decision[0] == "start_discard":
            act(g, s, "start_discard", g.legal_actions()[0].value)
    assert g.decision[0] == "choose_role"
    assert all(len(ss.hand) == 4 for ss in g.state.seat)
    assert sizes(g) == (draw, discard)
    assert all(city_ids(g, s) == ["indigo_plant"] for s in range(seats))


def test_sj19_two_seat_round_and_library() -> None:
    prod = ("indigo_plant", "sugar_mill", "coffee_roaster", "silver_smelter")
    sc = Scenario(2).city(0, "library", "trading_post", *prod, goods=prod).hand(0, "well", 3)
    g = sc.roles(governor=0)
    # (a) builder with the library declared, then the trader without it
    act(g, 0, "choose_role", "builder")
    act(g, 0, "use_library", True)
    assert g.decision[1]["discount"] == 2
    act(g, 0, "build", (uid(g, 0, "well"), None))  # cost 0
    assert (g.current_seat == 1 and g.state.role == "builder") or g.decision[0] == "choose_role"
    if g.state.role == "builder":
        act(g, 1, "pass")
    assert g.current_seat == 1 and g.decision[0] == "choose_role"
    act(g, 1, "choose_role", "producer")
    while g.state.role == "producer":
        act(g, g.current_seat, "pass")  # type: ignore[arg-type]
    assert g.current_seat == 0 and g.decision[0] == "choose_role"
    act(g, 0, "choose_role", "trader")
    assert g.decision[0] == "sell"  # no library question: used up this round
    assert g.decision[1]["capacity"] == 3
    for _ in range(3):
        act(g, 0, "sell", g.legal_actions()[1].value)
    while g.state.role == "trader":
        act(g, g.current_seat, "pass")  # type: ignore[arg-type]
    # round over after 3 picks: the other seat is governor; (c) the library flag is reset
    assert g.state.governor == 1 and g.state.round == 2
    assert g.state.library_used == [False, False]


def test_sj19b_library_kept_for_the_trader() -> None:
    prod = ("indigo_plant", "sugar_mill", "coffee_roaster", "silver_smelter")
    sc = Scenario(2).city(0, "library", "trading_post", *prod, goods=prod)
    g = sc.start("trader", chooser=0)
    assert g.decision[0] == "use_library"
    act(g, 0, "use_library", True)
    assert g.decision[1]["capacity"] == 4
