"""Expansion I buildings played so far (SPEC §12.3, §20; EXAMPLES.md EX-21..EX-25, EX-30,
EX-32..EX-34, EX-46): each effect, its order in the phase, and that an unoccupied building does
nothing. The scenario builder hands the buildings out directly (a base game's board has none)."""

from __future__ import annotations

import pytest

from game.puerto_rico.catalog import default_catalog
from game.puerto_rico.engine import invariants
from game.puerto_rico.engine.actions import Action, IllegalAction
from game.puerto_rico.engine.events import Event
from game.puerto_rico.engine.game import Game, GameConfig
from game.puerto_rico.engine.roles import captain
from game.puerto_rico.engine.scenario import Scenario
from game.puerto_rico.engine.state import GOODS
from game.puerto_rico.scenes.wording import describe_event, translator

NO_GOODS = dict.fromkeys(GOODS, 0)
EMPTY_SHIPS = ((5, None, 0), (6, None, 0), (7, None, 0))
# Ships that take nothing: all full, none carrying corn or fruit.
FULL_SHIPS = ((5, "sugar", 5), (6, "tobacco", 6), (7, "coffee", 7))

EXPANSION_I = {
    # id: (index, cost, vp, slots, level, copies 3-5, copies 2, size)
    "canal": (24, 1, 1, 1, 1, 2, 1, "small"),
    "shed": (27, 3, 1, 1, 1, 2, 1, "small"),
    "trading_post": (29, 5, 2, 1, 2, 2, 1, "small"),
    "church": (30, 5, 2, 1, 2, 2, 1, "small"),
    "small_private_wharf": (31, 6, 2, 1, 2, 2, 1, "small"),
    "lighthouse": (32, 7, 3, 1, 3, 2, 1, "small"),
    "distillery": (33, 8, 3, 1, 3, 2, 1, "small"),
    "manufactory": (35, 9, 3, 1, 3, 2, 1, "small"),
    "monument": (36, 10, 8, 0, 4, 1, 1, "large"),
    "cathedral": (37, 10, 4, 1, 4, 1, 1, "large"),
}


def goods(**n: int) -> dict[str, int]:
    return {**NO_GOODS, **n}


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


# --------------------------------------------------------------------------- catalog and set-up


def test_catalog_rows_match_spec_table():
    cat = default_catalog()
    for bid, (index, cost, vp, slots, level, p3_5, p2, size) in EXPANSION_I.items():
        b = cat.building(bid)
        assert b.expansion == "I" and b.kind == "commercial", bid
        assert (b.index, b.cost, b.vp, b.slots, b.level) == (index, cost, vp, slots, level), bid
        assert (b.copies_p3_5, b.copies_p2, b.size) == (p3_5, p2, size), bid
        assert b.name_en and b.name_fr and b.alias and b.text_en and b.text_fr
    assert cat.building("monument").effects == ()
    assert cat.building("trading_post").name_fr == "Comptoir commercial"


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_base_game_has_no_expansion_building(seats):
    g = Game.new(GameConfig(seats=seats, seed=1))
    assert not set(g.state.building_supply) & set(EXPANSION_I)
    assert len(g.state.building_supply) == 23


def test_new_buildings_module_starts_with_the_draft():
    g = Game.new(GameConfig(seats=4, expansions=("new_buildings",)))
    assert g.decision == "draft" and g.current_seat == 0
    offered = {a.value for a in g.legal_actions()}
    assert {"canal", "bohio", "monument", "small_market"} <= offered
    assert not offered & {"villa", "chapel", "main_square", "large_sewing_workshop"}
    # Only the production buildings are on the board before the draft.
    assert all(g.bdefs[b].is_production for b in g.state.building_supply)


def test_scenario_gives_expansion_buildings_and_totals_hold():
    g = (
        Scenario(seats=4)
        .seat(0, buildings={"canal": 1, "monument": 0, "small_market": 1})
        .at_role_choice(0)
    )
    invariants.check(g)
    assert g.state.players[0].buildings == {"canal": 1, "monument": 0, "small_market": 1}
    assert "canal" not in g.state.building_supply


# --------------------------------------------------------------------------- Church (EX-21)


def _builder(buildings: dict[str, int], supply: dict[str, int]) -> Game:
    return (
        Scenario(seats=4)
        .seat(0, doubloons=20, buildings=buildings)
        .supply(buildings=supply)
        .start("builder", chooser=0)
    )


@pytest.mark.parametrize(
    ("built", "vp"),
    [("monument", 2), ("cathedral", 2), ("large_fruit_farm", 1), ("factory", 1), ("hacienda", 0)],
)
def test_church_scores_by_level_of_the_new_building(built, vp, play):
    """EX-21: occupied Church; building the Monument (level 4) gives +2 VP, level 2-3 +1,
    level 1 nothing."""
    g = _builder({"church": 1}, {"monument": 1, "cathedral": 1})
    events = play(g, (0, "build", built))
    assert g.state.players[0].vp == vp
    assert ("building_vp" in kinds(events)) == (vp > 0)
    assert g.decision == "role"


def test_building_the_church_itself_gives_nothing(play):
    """EX-21: building the Church gives 0, even if the School mans it at once."""
    g = _builder({"school": 1}, {"church": 1})
    play(g, (0, "build", "church"), (0, "school_worker"))
    assert g.state.players[0].buildings["church"] == 1
    assert g.state.players[0].vp == 0


def test_church_fires_after_the_school(play):
    g = _builder({"church": 1, "school": 1}, {"monument": 1})
    events = play(g, (0, "build", "monument"), (0, "school_worker"))
    assert kinds(events).index("school_worker") < kinds(events).index("building_vp")
    assert g.state.players[0].vp == 2


def test_unoccupied_church_does_nothing(play):
    g = _builder({"church": 0}, {"monument": 1})
    play(g, (0, "build", "monument"))
    assert g.state.players[0].vp == 0


# --------------------------------------------------------------------------- Monument (EX-34)


def test_school_worker_goes_to_the_portrait_for_the_monument(play):
    """EX-34: the Monument has no slot; the School worker goes to the portrait."""
    g = _builder({"school": 1}, {"monument": 1})
    play(g, (0, "build", "monument"))
    assert g.decision == "school"
    play(g, (0, "school_worker"))
    p = g.state.players[0]
    assert p.buildings["monument"] == 0
    assert p.portrait_workers == 1


def test_monument_scores_8_vp_and_counts_as_a_large_commercial_building():
    g = (
        Scenario(seats=4)
        .seat(0, buildings={"monument": 0, "governors_palace": 1})
        .at_role_choice(0)
    )
    sc = g.final_scores()[0]
    assert sc["buildings"] == 8 + 4
    assert sc["bonuses"] == {"governors_palace": 2}
    assert g.bdefs["monument"].spaces == 2


# --------------------------------------------------------------------------- Canal (EX-22)


def _craftsman(tiles, buildings, chooser: int = 1, crates: dict[str, int] | None = None) -> Game:
    sc = Scenario(seats=4).seat(0, tiles=tiles, buildings=buildings)
    if crates:
        sc.supply(crates=crates)
    return sc.start("craftsman", chooser=chooser)


def test_canal_adds_fruit_and_sugar(play):
    """EX-22: occupied Canal, Large Fruit Farm and Large Sugar Refinery; production 1 fruit and
    3 sugar -> 2 fruit and 4 sugar."""
    g = _craftsman(
        {"fruit": (1, 1), "sugar": (3, 3)},
        {"canal": 1, "large_fruit_farm": 1, "large_sugar_refinery": 3},
    )
    events = play(g, (0, "produce"))
    assert g.state.players[0].goods == goods(fruit=2, sugar=4)
    assert kinds(events).index("produced") < kinds(events).index("building_goods")


def test_canal_needs_the_large_building():
    """EX-22: with only a Small Fruit Farm producing fruit, no fruit bonus."""
    g = _craftsman({"fruit": (1, 1)}, {"canal": 1, "small_fruit_farm": 1, "large_fruit_farm": 0})
    g.apply(Action(0, "produce"))
    assert g.state.players[0].goods == goods(fruit=1)


def test_canal_ignores_other_goods(play):
    g = _craftsman(
        {"corn": (2, 2), "tobacco": (1, 1)}, {"canal": 1, "large_tobacco_drying_house": 1}
    )
    play(g, (0, "produce"))
    assert g.state.players[0].goods == goods(corn=2, tobacco=1)


def test_canal_supply_permitting(play):
    g = _craftsman({"sugar": (3, 3)}, {"canal": 1, "large_sugar_refinery": 3}, crates={"sugar": 3})
    play(g, (0, "produce"))
    assert g.state.players[0].goods == goods(sugar=3)


def test_unoccupied_canal_does_nothing(play):
    g = _craftsman(
        {"fruit": (1, 1), "sugar": (3, 3)},
        {"canal": 0, "large_fruit_farm": 1, "large_sugar_refinery": 3},
    )
    play(g, (0, "produce"))
    assert g.state.players[0].goods == goods(fruit=1, sugar=3)


# --------------------------------------------------------------------------- Distillery (EX-23)


def test_distillery_counts_production_canal_and_privilege(play):
    """EX-23 [001]: 6 sugar gained this phase -> +5 doubloons; here 4 produced + 1 Canal
    (A-61) + 1 craftsman privilege. Paid at the end of the phase, after the privilege."""
    g = _craftsman(
        {"sugar": (4, 4)},
        {"large_sugar_refinery": 3, "small_sugar_refinery": 1, "canal": 1, "distillery": 1},
        chooser=0,
    )
    play(g, (0, "produce"))
    assert g.state.players[0].goods == goods(sugar=5)
    assert g.state.players[0].doubloons == 0
    assert g.decision == "craftsman_bonus"
    events = play(g, (0, "craftsman_bonus", "sugar"))
    assert g.state.players[0].doubloons == 5
    assert kinds(events) == ["craftsman_bonus", "building_coins", *kinds(events)[2:]]


def test_distillery_excludes_corn(play):
    """EX-23 [004]: 4 corn, 3 sugar, 2 coffee -> corn excluded -> 3 - 1 = +2 doubloons."""
    g = _craftsman(
        {"corn": (4, 4), "sugar": (3, 3), "coffee": (2, 2)},
        {"large_sugar_refinery": 3, "large_coffee_roastery": 2, "distillery": 1},
    )
    play(g, (0, "produce"))
    assert g.state.players[0].doubloons == 2
    assert g.decision == "role"


def test_distillery_pays_nothing_for_one_crate_or_corn_only(play):
    g = _craftsman({"corn": (5, 5), "fruit": (1, 1)}, {"small_fruit_farm": 1, "distillery": 1})
    play(g, (0, "produce"))
    assert g.state.players[0].doubloons == 0


def test_unoccupied_distillery_does_nothing(play):
    g = _craftsman({"sugar": (3, 3)}, {"large_sugar_refinery": 3, "distillery": 0})
    play(g, (0, "produce"))
    assert g.state.players[0].doubloons == 0


# --------------------------------------------------------------------------- captain phase


def _captain(
    seat_setup: dict[int, dict], ships=EMPTY_SHIPS, chooser: int = 0, seats: int = 4
) -> Game:
    sc = Scenario(seats=seats)
    for seat, kw in seat_setup.items():
        sc.seat(seat, **kw)
    return sc.ships(*ships).start("captain", chooser=chooser)


# Manufactory (EX-24)


@pytest.mark.parametrize(
    ("held", "vp"), [({"corn": 3, "fruit": 2, "coffee": 1}, 2), ({"corn": 4, "coffee": 2}, 3)]
)
def test_manufactory_at_the_start_of_the_captain_phase(held, vp):
    """EX-24: 3 corn, 2 fruit, 1 coffee -> +2 VP; 4 corn, 2 coffee -> +3 VP (before loading)."""
    g = _captain({1: {"goods": held, "buildings": {"manufactory": 1}}}, FULL_SHIPS)
    assert g.state.players[1].vp == vp
    assert any(e.kind == "building_vp" and e.seat == 1 for e in g.events)


def test_unoccupied_manufactory_does_nothing():
    g = _captain({1: {"goods": {"corn": 4}, "buildings": {"manufactory": 0}}}, FULL_SHIPS)
    assert g.state.players[1].vp == 0


def test_lighthouse_captain_coin_comes_before_manufactory():
    g = _captain(
        {0: {"goods": {"corn": 2}, "buildings": {"lighthouse": 1, "manufactory": 1}}}, FULL_SHIPS
    )
    ks = [e.kind for e in g.events]
    assert ks.index("building_coins") < ks.index("building_vp")


# Lighthouse (EX-32)


def test_lighthouse_captain_loading_nothing_gets_one():
    """EX-32: the captain owning an occupied Lighthouse who loads nothing -> +1 doubloon."""
    g = _captain({0: {"buildings": {"lighthouse": 1}}})
    assert g.state.players[0].doubloons == 1
    assert g.decision == "role"


def _load_twice(play, seat: int, chooser: int, occupied: int = 1) -> Game:
    g = _captain(
        {seat: {"goods": {"corn": 1, "fruit": 1}, "buildings": {"lighthouse": occupied}}},
        chooser=chooser,
    )
    play(g, (seat, "load", ("corn", 0)))
    play(g, (seat, "load", ("fruit", 1)))
    assert g.state.players[seat].goods == goods()
    assert g.decision == "role"
    return g


def test_lighthouse_non_captain_loading_twice_gets_two(play):
    """EX-32: a non-captain owner who loads twice -> +2 doubloons (not doubled, no start coin)."""
    g = _load_twice(play, seat=1, chooser=0)
    assert g.state.players[1].doubloons == 2
    assert g.state.players[1].vp == 2


def test_lighthouse_captain_loading_twice_gets_three(play):
    """EX-32 [DERIVED]: the captain owner who loads twice -> 1 + 2 = +3 doubloons."""
    g = _load_twice(play, seat=0, chooser=0)
    assert g.state.players[0].doubloons == 3
    assert g.state.players[0].vp == 3  # 2 crates + captain privilege


def test_unoccupied_lighthouse_does_nothing(play):
    g = _load_twice(play, seat=0, chooser=0, occupied=0)
    assert g.state.players[0].doubloons == 0


def test_lighthouse_pays_on_the_private_ship(play):
    g = _captain(
        {1: {"goods": {"corn": 3}, "buildings": {"lighthouse": 1, "private_wharf": 1}}},
        FULL_SHIPS,
    )
    play(g, (1, "load_private", "corn"))
    assert g.state.players[1].doubloons == 1


# Small Private Wharf (EX-33)


def test_small_private_wharf_six_crates_three_vp(play):
    """EX-33: 3 fruit, 2 tobacco, 1 corn on the small private ship -> +3 VP; crates return to
    the supply."""
    g = _captain(
        {
            1: {
                "goods": {"fruit": 3, "tobacco": 2, "corn": 1},
                "buildings": {"small_private_wharf": 1},
            }
        },
        FULL_SHIPS,
    )
    load = (("corn", 1), ("fruit", 3), ("tobacco", 2))
    assert g.legal_actions() == [Action(1, "load_small_private", load), Action(1, "pass")]
    before = dict(g.state.crates)
    events = play(g, (1, "load_small_private", load))
    assert g.state.players[1].vp == 3
    assert g.state.players[1].goods == goods()
    # (the full cargo ships sail at the end of the phase: compare the goods they do not carry)
    assert (g.state.crates["corn"], g.state.crates["fruit"]) == (
        before["corn"] + 1,
        before["fruit"] + 3,
    )
    assert "small_ship_loaded" in kinds(events)
    assert g.decision == "role"


def test_small_private_wharf_five_crates_two_vp(play):
    """EX-33 [DERIVED]: 5 crates -> +2 VP. With an odd count, every crate but one of a good is
    offered too (same VP, one crate kept)."""
    g = _captain(
        {1: {"goods": {"fruit": 3, "tobacco": 2}, "buildings": {"small_private_wharf": 1}}},
        FULL_SHIPS,
    )
    assert g.legal_actions() == [
        Action(1, "load_small_private", (("fruit", 3), ("tobacco", 2))),
        Action(1, "load_small_private", (("fruit", 2), ("tobacco", 2))),
        Action(1, "load_small_private", (("fruit", 3), ("tobacco", 1))),
        Action(1, "pass"),
    ]
    play(g, (1, "load_small_private", (("fruit", 3), ("tobacco", 2))))
    assert g.state.players[1].vp == 2


def test_small_private_wharf_accepts_any_valid_mix_once_per_phase(play):
    g = _captain(
        {1: {"goods": {"fruit": 3, "tobacco": 2}, "buildings": {"small_private_wharf": 1}}},
        FULL_SHIPS,
    )
    unlisted = Action(1, "load_small_private", (("tobacco", 1), ("fruit", 2)))
    assert unlisted not in g.legal_actions()
    assert g.is_legal(unlisted)
    for bad in [
        (("fruit", 4),),
        (("fruit", 0),),
        (),
        (("fruit", 1), ("fruit", 1)),
        (("gold", 1),),
        "fruit",
    ]:
        with pytest.raises(IllegalAction):
            g.apply(Action(1, "load_small_private", bad))
    play(g, unlisted)
    assert g.state.players[1].vp == 1
    # Once per phase: the remaining 1 fruit, 1 tobacco stay for storage (keeps 1 crate).
    assert g.decision == "storage"
    assert not any(a.kind == "load_small_private" for a in g.legal_actions())


def test_small_private_wharf_with_port_lighthouse_and_privilege(play):
    g = _captain(
        {
            0: {
                "goods": {"corn": 2, "fruit": 2},
                "buildings": {"small_private_wharf": 1, "port": 1, "lighthouse": 1},
            }
        },
        FULL_SHIPS,
    )
    play(g, (0, "load_small_private", (("corn", 2), ("fruit", 2))))
    p = g.state.players[0]
    assert p.vp == 2 + 1 + 1  # floor(4/2) + Port + captain privilege
    assert p.doubloons == 1 + 1  # captain coin + load coin


def test_small_private_wharf_offered_alongside_cargo_loads(play):
    g = _captain({1: {"goods": {"corn": 2}, "buildings": {"small_private_wharf": 1}}}, chooser=0)
    actions = g.legal_actions()
    assert Action(1, "load_small_private", (("corn", 2),)) in actions
    assert Action(1, "pass") not in actions


def test_small_private_action_survives_json():
    a = Action(1, "load_small_private", (("corn", 1), ("fruit", 3)))
    assert Action.from_json(a.to_json()) == a


def test_unoccupied_small_private_wharf_does_nothing():
    g = _captain({1: {"goods": {"fruit": 3}, "buildings": {"small_private_wharf": 0}}}, FULL_SHIPS)
    assert g.decision == "role"
    assert g.state.players[1].goods == goods(fruit=1)


# Shed (EX-46)


def test_shed_keeps_three_more_crates():
    """EX-46: only a Shed, 5 corn -> keeps 1 + 3 = 4 corn, returns 1 (no choice left)."""
    g = _captain({1: {"goods": {"corn": 5}, "buildings": {"shed": 1}}}, FULL_SHIPS)
    assert g.decision == "role"
    assert g.state.players[1].goods == goods(corn=4)


def test_shed_with_both_warehouses_keeps_everything(play):
    """EX-46: Small + Large Warehouse + Shed, 4 corn 3 fruit 2 sugar 2 tobacco 1 coffee -> all
    12 crates can be kept."""
    held = {"corn": 4, "fruit": 3, "sugar": 2, "tobacco": 2, "coffee": 1}
    g = _captain(
        {
            1: {
                "goods": held,
                "buildings": {"small_warehouse": 1, "large_warehouse": 1, "shed": 1},
            }
        },
        FULL_SHIPS,
    )
    assert g.decision == "storage"
    everything = tuple((good, n) for good, n in held.items())
    assert Action(1, "store", everything) in g.legal_actions()
    play(g, (1, "store", everything))
    assert g.state.players[1].goods == goods(**held)


def test_shed_spreads_its_crates_over_goods():
    g = _captain({1: {"goods": {"corn": 2, "fruit": 3}, "buildings": {"shed": 1}}}, FULL_SHIPS)
    options = captain.storage_options(g, 1)
    assert len(options) == len(set(options))
    assert all(sum(n for _, n in kept) == 4 for kept in options)
    assert set(options) == {
        (("corn", 2), ("fruit", 2)),
        (("corn", 1), ("fruit", 3)),
    }


def test_unoccupied_shed_keeps_one_crate():
    g = _captain({1: {"goods": {"corn": 5}, "buildings": {"shed": 0}}}, FULL_SHIPS)
    assert g.state.players[1].goods == goods(corn=1)


# --------------------------------------------------------------------------- Trading Post (EX-30)


def _trader(seat: int, chooser: int, house: tuple[str, ...], occupied: int = 1) -> Game:
    return (
        Scenario(seats=4)
        .seat(seat, goods={"coffee": 1}, buildings={"trading_post": occupied, "small_market": 1})
        .trading_house(*house)
        .start("trader", chooser=chooser)
    )


@pytest.mark.parametrize(
    "house", [("coffee",), ("corn", "fruit", "sugar", "tobacco")], ids=["holds", "full"]
)
def test_trading_post_trader_gets_price_plus_privilege(house, play):
    """EX-30: the trader returns a coffee via the Trading Post: 4 + 1 = 5, no market bonus,
    even though the house already holds coffee or is full."""
    g = _trader(seat=0, chooser=0, house=house)
    assert g.legal_actions() == [Action(0, "trade_post", "coffee"), Action(0, "pass")]
    supply = g.state.crates["coffee"]
    events = play(g, (0, "trade_post", "coffee"))
    assert g.state.players[0].doubloons == 5
    assert g.state.crates["coffee"] == supply + 1
    assert g.state.trading_house == list(house) or len(house) == 4
    assert "trading_post_sale" in kinds(events)


def test_trading_post_non_trader_gets_the_price(play):
    """EX-30: a non-trader owner gets 4."""
    g = _trader(seat=1, chooser=0, house=("coffee",))
    play(g, (1, "trade_post", "coffee"))
    assert g.state.players[1].doubloons == 4
    assert g.state.trading_house == ["coffee"]


def test_trading_post_is_an_alternative_to_the_sale(play):
    g = _trader(seat=1, chooser=0, house=())
    assert g.legal_actions() == [
        Action(1, "sell", "coffee"),
        Action(1, "trade_post", "coffee"),
        Action(1, "pass"),
    ]
    play(g, (1, "sell", "coffee"))
    assert g.state.players[1].doubloons == 5  # a sale: 4 + Small Market
    assert g.decision == "role"  # one sale or return per turn


def test_unoccupied_trading_post_does_nothing():
    g = _trader(seat=1, chooser=0, house=("coffee",), occupied=0)
    assert g.decision == "role"
    assert g.state.players[1].goods["coffee"] == 1


# --------------------------------------------------------------------------- Cathedral (EX-25)


def _cathedral_score(tiles: dict[str, int], occupied: int = 1) -> dict:
    g = Scenario(seats=4).seat(0, tiles=tiles, buildings={"cathedral": occupied}).at_role_choice(0)
    invariants.check(g)
    return g.final_scores()[0]


def test_cathedral_three_sets_six_vp():
    """EX-25: 6 + 3 + 2 + 1 tiles of four kinds -> sets 2 + 1 + 0 + 0 = 3 -> +6 VP. (The example's
    6 forests are played as 6 fruit plantations: forests come with the Sawmill.)"""
    sc = _cathedral_score({"fruit": 6, "quarry": 3, "corn": 2, "coffee": 1})
    assert sc["bonuses"] == {"cathedral": 6}
    assert sc["total"] == 4 + 6


@pytest.mark.parametrize(
    ("tiles", "vp"),
    [
        ({"corn": 2, "fruit": 2}, 0),
        ({"corn": 3, "fruit": 2}, 1),
        ({"corn": 3, "quarry": 5}, 3),
        ({"corn": 3, "fruit": 3, "sugar": 3, "quarry": 3}, 10),
        ({"fruit": 6, "sugar": 6}, 10),
        ({"corn": 12}, 10),
    ],
)
def test_cathedral_sets_table(tiles, vp):
    """s = 0/1/2/3/>=4 sets -> 0/1/3/6/10 VP."""
    assert _cathedral_score(tiles)["bonuses"] == {"cathedral": vp}


def test_unoccupied_cathedral_gives_no_bonus():
    sc = _cathedral_score({"fruit": 6, "quarry": 3}, occupied=0)
    assert sc["bonuses"] == {}
    assert sc["total"] == 4


# --------------------------------------------------------------------------- log sentences


NEW_EVENTS = [
    Event("building_coins", 0, building="lighthouse", doubloons=1),
    Event("building_vp", 0, building="church", vp=2),
    Event("building_goods", 0, building="canal", goods={"fruit": 1, "sugar": 1}),
    Event("trading_post_sale", 0, good="coffee", doubloons=5),
    Event("small_ship_loaded", 0, goods={"corn": 1, "fruit": 3}, count=4, vp=2),
]


@pytest.mark.parametrize("event", NEW_EVENTS, ids=lambda e: e.kind)
def test_new_events_are_worded(event):
    for lang in ("en", "fr"):
        text = describe_event(event, ["Ana"], translator(lang))
        assert "Ana" in text and "{" not in text and "_" not in text and "[" not in text, text
