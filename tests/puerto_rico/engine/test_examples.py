"""EXAMPLES.md worked examples of the BASE game (3-5 seats and the 2-seat variant), one test or a
few per EX-nn, with the exact numbers of the example.

Covered here: EX-01 … EX-18, EX-38 (base roles only), EX-39, EX-40 (a)(b), EX-41, EX-42, EX-43,
EX-44 (2, 3, 4 and 5 seats; not solo, not the alternative start), EX-45 (without the Publishing
House), EX-46 (the warehouse part, without the Shed).

Covered by later issues (they need Expansion I/II, the smuggler or Puertoma):
EX-05 with the Publishing House, EX-19 Sawmill, EX-20 Black Market, EX-21 Church/Monument,
EX-22 Canal, EX-23 Distillery, EX-24 Manufactory, EX-25 Cathedral, EX-26 Bohio, EX-27 draft
exclusion, EX-28 Hacienda + Hospital in the [001] reading with a choice of tile (the base part is
tested in test_buildings.py), EX-29 Sawmill + Hospital, EX-30 Trading Post, EX-31 Publishing
House settler, EX-32 Lighthouse, EX-33 Small Private Wharf, EX-34 School + Monument, EX-35
Puertoma refill, EX-36/37 Puertoma role choice, EX-38 smuggler coin, EX-40 (c)(d) citizens,
EX-41 (a) as printed (Church VP; here the VP exhaustion is arranged by flag), EX-44 solo and
alternative start, EX-45 Publishing House, EX-46 Shed, EX-47 … EX-58 (Puertoma, smuggler,
Expansion II, festival).
"""

from __future__ import annotations

from collections import Counter

import pytest

from game.puerto_rico.engine import invariants
from game.puerto_rico.engine.actions import Action, IllegalAction
from game.puerto_rico.engine.game import Game, GameConfig
from game.puerto_rico.engine.roles import builder, craftsman, mayor, trader
from game.puerto_rico.engine.scenario import Scenario
from game.puerto_rico.engine.state import GOODS


def goods(**n: int) -> dict[str, int]:
    """A seat's crates: the given goods, 0 of every other."""
    return {**dict.fromkeys(GOODS, 0), **n}


# --------------------------------------------------------------------------- EX-01 mayor


def test_ex01_mayor_distribution_four_seats(play):
    """The mayor takes 1 worker from the supply, then the hall is emptied one figure at a time
    in phase order: A, B, C, D, A, B."""
    sc = Scenario(seats=4, names=("A", "B", "C", "D")).supply(hiring_hall=6, workers=20)
    g = sc.start("mayor", chooser=0)
    invariants.check(g)
    s = g.state
    # Nobody has a slot, so every figure stays on the portrait and no decision is asked.
    assert [p.portrait_workers for p in s.players] == [3, 2, 1, 1]
    taken = [(e.seat, e.data["workers"]) for e in g.events if e.kind == "workers_taken"]
    assert taken == [(0, 2), (1, 2), (2, 1), (3, 1)]
    privilege = [e for e in g.events if e.kind == "mayor_privilege"]
    assert [(e.seat, e.data["workers"]) for e in privilege] == [(0, 1)]
    # Supply 20 - 1 (privilege) = 19 before the refill; the refill then moves 4 (minimum N).
    refill = next(e for e in g.events if e.kind == "hall_refilled")
    assert refill.data == {"workers": 4, "required": 4}
    assert s.hiring_hall == 4
    assert s.worker_supply == 20 - 1 - 4
    assert (g.current_seat, g.decision) == (1, "role")


# --------------------------------------------------------------------------- EX-02 quarries


@pytest.fixture
def quarry_seat() -> Game:
    """Seat 0: 3 occupied quarries, 10 doubloons, not the builder (seat 1 is)."""
    return (
        Scenario(seats=4)
        .seat(0, tiles={"quarry": (3, 3)}, doubloons=10)
        .seat(1, doubloons=0)
        .start("builder", chooser=1)
    )


@pytest.mark.parametrize(
    ("building", "price"),
    [("materials_depot", 1), ("company", 3), ("port", 5), ("governors_palace", 7)],
)
def test_ex02_quarry_discount_capped_by_level(quarry_seat, building, price):
    """Each occupied quarry lowers the cost by 1, at most the building's level."""
    assert builder.cost(quarry_seat, 0, building) == price


def test_ex02_quarry_discount_paid_when_building(quarry_seat, play):
    """A non-builder with 3 occupied quarries pays 5 for the Port (8 - 3)."""
    g = quarry_seat
    assert (g.current_seat, g.decision) == (1, "build")
    play(g, (1, "pass"))
    assert (g.current_seat, g.decision) == (0, "build")
    play(g, (0, "build", "port"))
    assert g.state.players[0].doubloons == 5
    assert g.state.players[0].buildings == {"port": 0}


def test_ex02_builder_with_quarries_pays_privilege_less(play):
    """The same seat as builder pays 4 for the Port (8 - 3 - 1)."""
    g = Scenario(seats=4).seat(0, tiles={"quarry": (3, 3)}, doubloons=10).start("builder", 0)
    assert builder.cost(g, 0, "port") == 4
    play(g, (0, "build", "port"))
    assert g.state.players[0].doubloons == 6


def test_ex02_cost_never_below_zero():
    """A builder with 1 occupied quarry pays 0 (not -1) for the Small Market (cost 1)."""
    g = Scenario(seats=4).seat(0, tiles={"quarry": (1, 1)}).start("builder", 0)
    assert builder.cost(g, 0, "small_market") == 0
    assert Action(0, "build", "small_market") in g.legal_actions()


def test_ex02_unoccupied_quarries_give_no_discount():
    """Only occupied quarries discount (2 of 3 occupied: Port costs 6 for a non-builder)."""
    g = Scenario(seats=4).seat(0, tiles={"quarry": (3, 2)}, doubloons=10).start("builder", 1)
    assert builder.cost(g, 0, "port") == 6


# --------------------------------------------------------------------------- EX-03 production


def test_ex03_production_amounts(play):
    """3 corn (2 occupied); 4 sugar (3 occupied) + Large Sugar Refinery with 3 workers; 2
    occupied tobacco + Large Tobacco Drying House with 1 worker → 2 corn, 3 sugar, 1 tobacco."""
    g = (
        Scenario(seats=4)
        .seat(
            0,
            tiles={"corn": (3, 2), "sugar": (4, 3), "tobacco": (2, 2)},
            buildings={"large_sugar_refinery": 3, "large_tobacco_drying_house": 1},
        )
        .start("craftsman", chooser=1)
    )
    assert craftsman.production(g, 0) == {"corn": 2, "sugar": 3, "tobacco": 1}
    assert (g.current_seat, g.decision) == (0, "produce")
    play(g, (0, "produce"))
    assert g.state.players[0].goods == goods(corn=2, sugar=3, tobacco=1)


# --------------------------------------------------------------------------- EX-04 captain


@pytest.fixture
def ex04() -> Game:
    return (
        Scenario(seats=4, names=("Anna", "Benoit", "Clara", "Dominique"))
        .seat(0, goods={"corn": 2, "sugar": 6})
        .seat(1, goods={"sugar": 2, "tobacco": 3})
        .seat(2, goods={"corn": 2, "tobacco": 1})
        .seat(3, goods={"corn": 1, "fruit": 5}, buildings={"small_warehouse": 1})
        .ships((5, None, 0), (6, "corn", 3), (7, None, 0))
        .start("captain", chooser=0)
    )


def test_ex04_captain_phase_four_seats(ex04, play):
    """The full loading sequence of EX-04: legal loads, VP, storage and departing ships."""
    g = ex04
    s = g.state
    vp_supply = s.vp_supply
    # 1. Anna: sugar must go on the 7-ship (the 5-ship would take fewer); corn on the 6-ship.
    assert g.legal_actions() == [Action(0, "load", ("corn", 1)), Action(0, "load", ("sugar", 2))]
    with pytest.raises(IllegalAction):
        g.apply(Action(0, "load", ("sugar", 0)))
    play(g, (0, "load", ("sugar", 2)))
    assert s.players[0].vp == 7
    assert (s.ships[2].good, s.ships[2].count) == ("sugar", 6)
    # 2. Benoît: 1 sugar fills the 7-ship (his tobacco on the empty 5-ship was legal too).
    assert set(g.legal_actions()) == {
        Action(1, "load", ("sugar", 2)),
        Action(1, "load", ("tobacco", 0)),
    }
    play(g, (1, "load", ("sugar", 2)))
    assert s.players[1].vp == 1
    assert s.ships[2].full
    # 3. Clara: 1 tobacco onto the empty 5-ship.
    play(g, (2, "load", ("tobacco", 0)))
    assert s.players[2].vp == 1
    # 4. Dominique: no ship for fruit, so he must load his corn onto the 6-ship.
    assert g.legal_actions() == [Action(3, "load", ("corn", 1))]
    play(g, (3, "load", ("corn", 1)))
    assert (s.ships[1].good, s.ships[1].count) == ("corn", 4)
    # 5. Anna: 2 corn fill the 6-ship; no second privilege.
    assert g.legal_actions() == [Action(0, "load", ("corn", 1))]
    play(g, (0, "load", ("corn", 1)))
    assert s.players[0].vp == 9
    # 6. Benoît must load 3 tobacco onto the 5-ship; his last sugar cannot be loaded.
    assert g.legal_actions() == [Action(1, "load", ("tobacco", 0))]
    events = play(g, (1, "load", ("tobacco", 0)))
    # 7. Everybody passes: loading ends, storage is automatic (one option each), ships sail.
    assert [p.vp for p in s.players] == [9, 4, 1, 1]
    assert vp_supply - s.vp_supply == 15
    assert s.players[0].goods == goods()
    assert s.players[1].goods == goods(sugar=1)
    assert s.players[2].goods == goods(corn=1)
    assert s.players[3].goods == goods(fruit=5)
    stored = {e.seat: e.data for e in events if e.kind == "stored"}
    assert stored[2] == {"kept": {"corn": 1}, "returned": {"corn": 1}}
    assert [(sh.capacity, sh.good, sh.count) for sh in s.ships] == [
        (5, "tobacco", 4),
        (6, None, 0),
        (7, None, 0),
    ]
    departed = [(e.data["capacity"], e.data["count"]) for e in events if e.kind == "ship_departed"]
    assert departed == [(6, 6), (7, 7)]
    assert (g.current_seat, g.decision) == (1, "role")


# --------------------------------------------------------------------------- EX-05 prospector


def test_ex05_prospector_with_doubloons():
    """The prospector takes the 2 doubloons on the tile plus 1 from the bank: 3."""
    g = Scenario(seats=4).seat(0, doubloons=0).role_coins(prospector=2).start("prospector", 0)
    invariants.check(g)
    assert g.state.players[0].doubloons == 3
    assert next(r for r in g.state.roles if r.id == "prospector").coins == 0
    assert (g.current_seat, g.decision) == (1, "role")


# --------------------------------------------------------------------------- EX-06/07 markets


def test_ex06a_small_market_trader_sells_corn(play):
    """Trader with an occupied Small Market sells corn: 0 + 1 privilege + 1 market = 2."""
    g = Scenario(seats=4).seat(0, goods={"corn": 1}, buildings={"small_market": 1})
    g = g.start("trader", chooser=0)
    assert trader.sale_price(g, 0, "corn") == 2
    play(g, (0, "sell", "corn"))
    assert g.state.players[0].doubloons == 2


def test_ex06b_small_market_non_trader_sells_corn(play):
    """A non-trader Small Market owner selling corn gets 1."""
    g = Scenario(seats=4).seat(1, goods={"corn": 1}, buildings={"small_market": 1})
    g = g.start("trader", chooser=0)
    assert (g.current_seat, g.decision) == (1, "sell")
    play(g, (1, "sell", "corn"))
    assert g.state.players[1].doubloons == 1


@pytest.mark.parametrize(("chooser", "doubloons"), [(1, 5), (0, 6)])
def test_ex07_small_and_large_market_sugar(play, chooser, doubloons):
    """Both markets occupied, selling sugar: 2 + 1 + 2 = 5; as trader 6."""
    g = (
        Scenario(seats=4)
        .seat(0, goods={"sugar": 1}, buildings={"small_market": 1, "large_market": 1})
        .start("trader", chooser=chooser)
    )
    if chooser != 0:
        assert g.current_seat == 0  # the chooser has nothing to sell and is skipped
    play(g, (0, "sell", "sugar"))
    assert g.state.players[0].doubloons == doubloons


# --------------------------------------------------------------------------- EX-08 company


def test_ex08_company_duplicate_sales(play):
    """House holds 1 sugar: B and C (occupied Company) each add a sugar; D cannot."""
    g = (
        Scenario(seats=4, names=("A", "B", "C", "D"))
        .seat(1, goods={"sugar": 1}, buildings={"company": 1})
        .seat(2, goods={"sugar": 1}, buildings={"company": 1})
        .seat(3, goods={"sugar": 1, "corn": 1})
        .trading_house("sugar")
        .start("trader", chooser=0)
    )
    assert (g.current_seat, g.decision) == (1, "sell")
    assert Action(1, "sell", "sugar") in g.legal_actions()
    play(g, (1, "sell", "sugar"))
    play(g, (2, "sell", "sugar"))
    assert g.state.trading_house == ["sugar", "sugar", "sugar"]
    assert g.legal_actions() == [Action(3, "sell", "corn"), Action(3, "pass")]
    with pytest.raises(IllegalAction) as err:
        g.apply(Action(3, "sell", "sugar"))
    assert "already holds sugar" in err.value.reason
    assert trader.why_cannot_sell(g, 3, "sugar") is not None
    play(g, (3, "pass"))
    assert [p.doubloons for p in g.state.players] == [0, 2, 2, 0]


def test_ex08_full_house_refuses_company_owner():
    """With 4 crates in the house nobody can sell, Company or not."""
    g = (
        Scenario(seats=4)
        .seat(1, goods={"sugar": 1}, buildings={"company": 1})
        .trading_house("corn", "fruit", "sugar", "tobacco")
        .start("trader", chooser=1)
    )
    # Nobody was asked: the phase ended at once and the full house was emptied.
    assert (g.current_seat, g.decision) == (2, "role")
    assert g.state.players[1].goods["sugar"] == 1
    assert g.state.trading_house == []


# --------------------------------------------------------------------------- EX-09/10 factory


def test_ex09_factory_three_goods(play):
    """Factory owner produces 3 corn, 1 coffee, 2 fruit: 3 kinds → +2 doubloons."""
    g = (
        Scenario(seats=4)
        .seat(
            0,
            tiles={"corn": (3, 3), "coffee": (1, 1), "fruit": (2, 2)},
            buildings={"large_coffee_roastery": 1, "large_fruit_farm": 2, "factory": 1},
        )
        .start("craftsman", chooser=1)
    )
    events = play(g, (0, "produce"))
    assert g.state.players[0].goods == goods(corn=3, fruit=2, coffee=1)
    assert g.state.players[0].doubloons == 2
    assert [e.data for e in events if e.kind == "factory_bonus"] == [{"doubloons": 2, "kinds": 3}]


def test_ex10_factory_with_supply_shortage(play):
    """No corn and 2 sugar left in supply: receives 0 corn, 2 sugar, 1 tobacco → +1."""
    g = (
        Scenario(seats=4)
        .seat(
            0,
            tiles={"corn": (3, 3), "sugar": (3, 3), "tobacco": (1, 1)},
            buildings={"large_sugar_refinery": 3, "large_tobacco_drying_house": 1, "factory": 1},
        )
        .supply(crates={"corn": 0, "sugar": 2})
        .start("craftsman", chooser=1)
    )
    assert craftsman.production(g, 0) == {"sugar": 2, "tobacco": 1}
    play(g, (0, "produce"))
    assert g.state.players[0].goods == goods(sugar=2, tobacco=1)
    assert g.state.players[0].doubloons == 1
    assert g.state.crates["sugar"] == 0


# --------------------------------------------------------------------------- EX-11/12 wharf


@pytest.fixture
def ex11() -> Game:
    """Seat 1: occupied Port and Private Wharf, 5 tobacco + 2 sugar; the tobacco ship has 3 free
    spaces, the 6-ship is empty. Seat 0 (captain) holds nothing."""
    return (
        Scenario(seats=4)
        .seat(1, goods={"tobacco": 5, "sugar": 2}, buildings={"port": 1, "private_wharf": 1})
        .ships((5, "tobacco", 2), (6, None, 0), (7, "corn", 1))
        .start("captain", chooser=0)
    )


def test_ex11_port_and_private_wharf(ex11, play):
    """3 tobacco (+1 Port) = 4, 2 sugar (+1) = 3, private ship 2 tobacco (+1) = 3: 10 VP."""
    g = ex11
    s = g.state
    assert g.current_seat == 1
    assert set(g.legal_actions()) == {
        Action(1, "load", ("tobacco", 0)),
        Action(1, "load", ("sugar", 1)),
        Action(1, "load_private", "tobacco"),
        Action(1, "load_private", "sugar"),
    }
    play(g, (1, "load", ("tobacco", 0)))
    assert s.players[1].vp == 4
    assert g.current_seat == 1  # the others cannot load
    assert Action(1, "pass") not in g.legal_actions()
    play(g, (1, "load", ("sugar", 1)))
    assert s.players[1].vp == 7
    assert g.legal_actions() == [Action(1, "load_private", "tobacco"), Action(1, "pass")]
    tobacco_supply = s.crates["tobacco"]
    play(g, (1, "load_private", "tobacco"))
    assert s.players[1].vp == 10
    assert s.players[1].goods == goods()
    # The 2 private-ship crates and the 5 of the full tobacco ship return to the supply.
    assert s.crates["tobacco"] == tobacco_supply + 2 + 5
    assert (s.ships[0].good, s.ships[0].count) == (None, 0)
    assert (s.ships[1].good, s.ships[1].count) == ("sugar", 2)


def test_ex12_private_wharf_used_first(ex11, play):
    """5 tobacco on the private ship = 6 VP; the tobacco ship keeps its 3 free spaces."""
    g = ex11
    s = g.state
    play(g, (1, "load_private", "tobacco"))
    assert s.players[1].vp == 6
    # The private ship is used once per phase: now the sugar load is compulsory.
    assert g.legal_actions() == [Action(1, "load", ("sugar", 1))]
    play(g, (1, "load", ("sugar", 1)))
    assert s.players[1].vp == 9
    assert (g.current_seat, g.decision) == (1, "role")
    assert (s.ships[0].good, s.ships[0].count) == ("tobacco", 2)


# --------------------------------------------------------------------------- EX-13..18 bonuses


def _scores(buildings: dict[str, int], **seat_kwargs) -> dict:
    g = Scenario(seats=4).seat(0, buildings=buildings, **seat_kwargs).at_role_choice(0)
    invariants.check(g)
    return g.final_scores()[0]


def test_ex13_fire_station_001():
    """Small Fruit Farm 1 + Large Fruit Farm 2 + Large Coffee Roastery 2 + Large Sugar
    Refinery 2 = 7 (production buildings count occupied or not)."""
    sc = _scores(
        {
            "fire_station": 1,
            "small_fruit_farm": 0,
            "large_fruit_farm": 1,
            "large_coffee_roastery": 0,
            "large_sugar_refinery": 0,
        }
    )
    assert sc["bonuses"] == {"fire_station": 7}
    assert sc["buildings"] == 4 + 1 + 2 + 3 + 2
    assert sc["total"] == 12 + 7


def test_ex14_fire_station_000():
    """Small Sugar Refinery 1 + Large Sugar Refinery 2 + Small Fruit Farm 1 + Large Coffee
    Roastery 2 = 6."""
    sc = _scores(
        {
            "fire_station": 1,
            "small_sugar_refinery": 0,
            "large_sugar_refinery": 0,
            "small_fruit_farm": 0,
            "large_coffee_roastery": 0,
        }
    )
    assert sc["bonuses"] == {"fire_station": 6}


@pytest.mark.parametrize(
    ("tiles", "bonus"),
    [
        ({"corn": 4, "sugar": 3, "quarry": 3}, 5),  # EX-15: 10 land tiles
        ({"corn": 4, "sugar": 3, "quarry": 2}, 4),
        ({"corn": 4, "sugar": 4, "quarry": 3}, 6),
        ({"corn": 4, "sugar": 4, "quarry": 4}, 7),
        ({"corn": 2, "quarry": 1}, 4),
    ],
)
def test_ex15_residence(tiles, bonus):
    """Residence: ≤9 land tiles → 4, 10 → 5, 11 → 6, 12 → 7."""
    assert _scores({"residence": 1}, tiles=tiles)["bonuses"] == {"residence": bonus}


@pytest.mark.parametrize(("portrait", "bonus"), [(8, 7), (6, 6)])
def test_ex16_fortress(portrait, bonus):
    """Fortress: 1 VP per 3 figures on tiles, buildings and portrait: 22 → 7, 20 → 6."""
    sc = _scores(
        {"fortress": 1, "large_sugar_refinery": 3},
        tiles={"corn": (6, 6), "quarry": (4, 4)},
        portrait=portrait,
    )
    assert sc["bonuses"] == {"fortress": bonus}


@pytest.mark.parametrize(("chips", "bonus"), [(30, 7), (23, 5)])
def test_ex17_customs_house(chips, bonus):
    """Customs House: 1 VP per 4 VP chips: 30 → 7, 23 → 5."""
    sc = _scores({"customs_house": 1}, vp=chips)
    assert sc["vp_chips"] == chips
    assert sc["bonuses"] == {"customs_house": bonus}
    assert sc["total"] == chips + 4 + bonus


def test_ex18_governors_palace_001():
    """Depot, Hospital, Large Market, Factory, School, Customs House + itself = 7."""
    owned = ["materials_depot", "hospital", "large_market", "factory", "school", "customs_house"]
    sc = _scores({"governors_palace": 1, **dict.fromkeys(owned, 0)})
    assert sc["bonuses"] == {"governors_palace": 7}


def test_ex18_governors_palace_004():
    """Hacienda, Port, Company, Depot, Large Warehouse, Residence + itself = 7."""
    owned = ["hacienda", "port", "company", "materials_depot", "large_warehouse", "residence"]
    sc = _scores({"governors_palace": 1, **dict.fromkeys(owned, 0)})
    assert sc["bonuses"] == {"governors_palace": 7}


def test_ex18_governors_palace_ignores_production_buildings():
    """Adding a Large Coffee Roastery leaves the bonus at 7."""
    owned = ["hacienda", "port", "company", "materials_depot", "large_warehouse", "residence"]
    sc = _scores({"governors_palace": 1, "large_coffee_roastery": 2, **dict.fromkeys(owned, 0)})
    assert sc["bonuses"] == {"governors_palace": 7}


# --------------------------------------------------------------------------- EX-38 round end


def test_ex38_end_of_round_doubloons(play):
    """Settler, builder, captain taken; mayor had 1 doubloon: mayor 2, craftsman 1, trader 1;
    the governor marker passes from seat 1 to seat 2."""
    g = Scenario(seats=3).role_coins(mayor=1).governor(0).at_role_choice(0)
    play(g, (0, "choose_role", "settler"))
    while g.decision == "settler_tile":
        play(g, (g.current_seat, "pass"))
    assert (g.current_seat, g.decision) == (1, "role")
    play(g, (1, "choose_role", "builder"))
    while g.decision == "build":
        play(g, (g.current_seat, "pass"))
    assert (g.current_seat, g.decision) == (2, "role")
    events = play(g, (2, "choose_role", "captain"))
    assert "round_ended" in [e.kind for e in events]
    coins = {r.id: r.coins for r in g.state.roles}
    assert coins == {
        "settler": 0,
        "mayor": 2,
        "builder": 0,
        "craftsman": 1,
        "trader": 1,
        "captain": 0,
    }
    assert g.state.governor == 1
    assert g.state.round == 2
    assert all(r.taken_by is None for r in g.state.roles)
    assert (g.current_seat, g.decision) == (1, "role")


# --------------------------------------------------------------------------- EX-39 trading house


def test_ex39a_trading_house_fills_and_empties(play):
    """House corn, sugar, tobacco: the trader sells coffee (+5), the house is full so the
    others cannot sell, and all 4 crates return to the supply at the end of the phase."""
    g = (
        Scenario(seats=3)
        .seat(0, goods={"coffee": 1})
        .seat(1, goods={"fruit": 1})
        .seat(2, goods={"fruit": 1, "coffee": 1})
        .trading_house("corn", "sugar", "tobacco")
        .start("trader", chooser=0)
    )
    before = dict(g.state.crates)
    assert g.legal_actions() == [Action(0, "sell", "coffee"), Action(0, "pass")]
    play(g, (0, "sell", "coffee"))
    assert g.state.players[0].doubloons == 5
    # Seats 1 and 2 were never asked.
    assert (g.current_seat, g.decision) == (1, "role")
    assert g.state.trading_house == []
    assert g.state.crates == {
        "corn": before["corn"] + 1,
        "fruit": before["fruit"],
        "sugar": before["sugar"] + 1,
        "tobacco": before["tobacco"] + 1,
        "coffee": before["coffee"] + 1,
    }
    assert g.state.players[1].goods["fruit"] == 1


def test_ex39b_nobody_sells_crates_stay(play):
    """Nobody sells: the 3 crates stay for the next trader phase."""
    g = (
        Scenario(seats=3)
        .seat(0, goods={"coffee": 1})
        .seat(1, goods={"fruit": 1})
        .trading_house("corn", "sugar", "tobacco")
        .start("trader", chooser=0)
    )
    play(g, (0, "pass"), (1, "pass"))
    assert (g.current_seat, g.decision) == (1, "role")
    assert g.state.trading_house == ["corn", "sugar", "tobacco"]


# --------------------------------------------------------------------------- EX-40 refill


def test_ex40a_refill_minimum_is_seat_count():
    """4 seats, 1 empty building slot in all → the hall receives 4 workers."""
    g = (
        Scenario(seats=4)
        .seat(1, buildings={"large_sugar_refinery": 2})
        .supply(hiring_hall=0)
        .start("mayor", chooser=0)
    )
    invariants.check(g)
    assert mayor.refill_required(g) == 4
    assert mayor.empty_building_slots(g, 1) == 1
    assert g.state.hiring_hall == 4
    assert not g.is_over


def test_ex40b_refill_shortage_ends_game():
    """Base game, 3 seats: refill needs 5, the supply has 3 → 3 go to the hall and the game
    ends at the end of this mayor phase."""
    g = (
        Scenario(seats=3)
        .seat(0, buildings={"large_sugar_refinery": 0, "large_coffee_roastery": 0})
        .supply(hiring_hall=0, workers=4)  # the mayor's privilege takes 1
        .start("mayor", chooser=1)
    )
    invariants.check(g)
    s = g.state
    assert s.players[1].portrait_workers == 1
    assert s.hiring_hall == 3
    assert s.worker_supply == 0
    assert g.is_over
    assert s.end_trigger == "workers_exhausted"
    refill = next(e for e in g.events if e.kind == "hall_refilled")
    assert refill.data == {"workers": 3, "required": 5}


# --------------------------------------------------------------------------- EX-41 VP exhaustion


def test_ex41a_vp_exhausted_outside_captain_game_continues(play, pass_all):
    """VP exhausted outside a captain phase (arranged by flag: the Church is Expansion I): the
    phases and rounds go on; VP gained meanwhile are overflow; the game ends at the end of the
    next captain phase."""
    g = (
        Scenario(seats=3)
        .seat(0, doubloons=5)
        .seat(2, goods={"corn": 2})
        .supply(vp=0)
        .flags(vp_exhausted=True)
        .at_role_choice(0)
    )
    play(g, (0, "choose_role", "builder"))
    play(g, (0, "build", "small_market"))
    pass_all(g)
    assert not g.is_over
    play(g, (1, "choose_role", "trader"))
    pass_all(g)
    play(g, (2, "choose_role", "craftsman"))
    pass_all(g)
    # A whole round passed.
    assert (g.state.round, g.current_seat, g.decision) == (2, 1, "role")
    assert not g.is_over
    play(g, (1, "choose_role", "captain"))
    assert (g.current_seat, g.decision) == (2, "load")
    play(g, (2, "load", ("corn", 0)))
    assert g.is_over
    assert g.state.end_trigger == "vp_exhausted"
    p = g.state.players[2]
    assert (p.vp, p.vp_overflow) == (0, 2)
    assert g.final_scores()[2]["vp_chips"] == 2


def test_ex41b_vp_run_out_during_captain(play):
    """VP supply 3; the first loader takes 5 VP → 3 chips + 2 overflow; loading continues,
    storage happens, then the game ends; no further roles, no end-of-round doubloons."""
    g = (
        Scenario(seats=3)
        .seat(0, goods={"corn": 4})
        .seat(1, goods={"sugar": 2})
        .seat(2, goods={"fruit": 2, "coffee": 1})
        .ships((4, None, 0), (5, None, 0), (6, "tobacco", 6))
        .supply(vp=3)
        .role_coins(settler=1)
        .start("captain", chooser=0)
    )
    s = g.state
    # Both empty ships take all 4 corn: the seat chooses.
    assert g.legal_actions() == [Action(0, "load", ("corn", 0)), Action(0, "load", ("corn", 1))]
    events = play(g, (0, "load", ("corn", 0)))
    assert "vp_exhausted" in [e.kind for e in events]
    assert (s.players[0].vp, s.players[0].vp_overflow, s.vp_supply) == (3, 2, 0)
    assert not g.is_over
    play(g, (1, "load", ("sugar", 1)))
    assert (s.players[1].vp, s.players[1].vp_overflow) == (0, 2)
    # Seat 2 cannot load (no empty ship) and still chooses what to store.
    assert (g.current_seat, g.decision) == (2, "storage")
    assert set(g.legal_actions()) == {
        Action(2, "store", (("fruit", 1),)),
        Action(2, "store", (("coffee", 1),)),
    }
    play(g, (2, "store", (("coffee", 1),)))
    assert g.is_over
    assert s.end_trigger == "vp_exhausted"
    assert s.players[2].goods == goods(coffee=1)
    assert [(sh.good, sh.count) for sh in s.ships] == [(None, 0), ("sugar", 2), (None, 0)]
    assert {r.id: r.coins for r in s.roles}["settler"] == 1
    assert {r.id: r.coins for r in s.roles}["mayor"] == 0
    assert (s.round, s.governor) == (1, 0)
    assert g.legal_actions() == []
    assert g.current_seat is None
    assert [sc["vp_chips"] for sc in g.final_scores()] == [5, 2, 0]


def test_ex41c_city_completed_after_vp_exhaustion(play):
    """After a VP exhaustion outside the captain phase, a 12th city space filled in a builder
    phase ends the game at the end of that builder phase (the other seats still build)."""
    large = ["fire_station", "residence", "fortress", "customs_house", "governors_palace"]
    g = (
        Scenario(seats=3)
        .seat(0, buildings={**dict.fromkeys(large, 0), "small_market": 0}, doubloons=2)
        .seat(1, doubloons=3)
        .supply(vp=0)
        .flags(vp_exhausted=True)
        .start("builder", chooser=0)
    )
    play(g, (0, "build", "hacienda"))
    assert g.state.players[0].doubloons == 1
    assert not g.is_over
    assert (g.current_seat, g.decision) == (1, "build")
    play(g, (1, "build", "small_warehouse"))
    assert g.is_over
    assert g.state.end_trigger == "city_completed"
    assert "small_warehouse" in g.state.players[1].buildings


# --------------------------------------------------------------------------- EX-42 reshuffle


def test_ex42_settler_refill_with_reshuffle(pass_all):
    """Bag tobacco, coffee; discard corn, corn, fruit, sugar, sugar; one fruit left on display:
    fruit → discard, draw tobacco and coffee, reshuffle the 6 discards, draw 2."""
    pool = ["corn", "corn", "fruit", "fruit", "sugar", "sugar"]
    g = (
        Scenario(seats=3)
        .display("fruit")
        .bag("tobacco", "coffee", discard=("corn", "corn", "fruit", "sugar", "sugar"))
        .start("settler", chooser=0)
    )
    pass_all(g)
    invariants.check(g)
    s = g.state
    assert len(s.display) == 4
    assert Counter(s.display[:2]) == Counter(["tobacco", "coffee"])
    assert Counter(s.display[2:]) + Counter(s.bag) == Counter(pool)
    assert len(s.bag) == 4
    assert s.discard == []


# --------------------------------------------------------------------------- EX-43 two seats


def test_ex43_two_seat_round(play):
    """Choice order G, O, G, O, G, O; both seats act in every phase (chooser first); the one
    untaken tile gets +1 doubloon; O becomes governor; refill minimum 2."""
    g = Game.new(GameConfig(seats=2, seed=3, names=("G", "O")))
    s = g.state
    assert (g.current_seat, g.decision) == (0, "role")
    assert s.pick_order == [0, 1, 0, 1, 0, 1]

    # G: mayor. Privilege 1 + hall 2 (G, O); each seat's worker goes on its plantation.
    play(g, (0, "choose_role", "mayor"))
    assert [p.figures for p in s.players] == [2, 1]
    assert mayor.refill_required(g) == 2
    assert s.hiring_hall == 2
    assert (g.current_seat, g.decision) == (1, "role")
    # O: craftsman. O (chooser) produces first, then G (fruit without a farm: nothing).
    play(g, (1, "choose_role", "craftsman"))
    assert (g.current_seat, g.decision) == (1, "produce")
    play(g, (1, "produce"))
    assert (g.current_seat, g.decision) == (1, "craftsman_bonus")
    play(g, (1, "craftsman_bonus", "corn"))
    assert s.players[1].goods["corn"] == 2
    # G: builder. G first, then O.
    play(g, (0, "choose_role", "builder"))
    assert (g.current_seat, g.decision) == (0, "build")
    play(g, (0, "pass"))
    assert (g.current_seat, g.decision) == (1, "build")
    play(g, (1, "pass"))
    # O: trader. O first; G has nothing to sell.
    play(g, (1, "choose_role", "trader"))
    assert (g.current_seat, g.decision) == (1, "sell")
    play(g, (1, "sell", "corn"))
    assert s.players[1].doubloons == 3 + 1
    # G: prospector, no decisions.
    play(g, (0, "choose_role", "prospector"))
    assert s.players[0].doubloons == 4
    # O: settler. O first, then G.
    assert (g.current_seat, g.decision) == (1, "role")
    play(g, (1, "choose_role", "settler"))
    assert (g.current_seat, g.decision) == (1, "settler_tile")
    play(g, (1, "pass"))
    assert (g.current_seat, g.decision) == (0, "settler_tile")
    events = play(g, (0, "pass"))
    assert "round_ended" in [e.kind for e in events]
    assert {r.id: r.coins for r in s.roles} == {
        "settler": 0,
        "mayor": 0,
        "builder": 0,
        "craftsman": 0,
        "trader": 0,
        "captain": 1,
        "prospector": 0,
    }
    assert s.governor == 1
    assert (g.current_seat, g.decision) == (1, "role")
    assert s.pick_order == [1, 0, 1, 0, 1, 0]


# --------------------------------------------------------------------------- EX-44 set-up


def _setup(seats: int) -> Game:
    g = Game.new(GameConfig(seats=seats, seed=11))
    invariants.check(g)
    return g


def _plantations_in_play(g: Game) -> Counter:
    s = g.state
    c = Counter(s.bag) + Counter(s.display) + Counter(s.discard)
    for p in s.players:
        c.update({k: n for k, n in p.tiles.items() if k in GOODS})
    return c


def _starting(g: Game) -> list[str]:
    return [next(k for k, n in p.tiles.items() if n) for p in g.state.players]


def test_ex44_setup_four_seats():
    """VP 100; hall 4; supply 75; ships 5/6/7; 7 roles (1 prospector); 3 doubloons each;
    fruit, fruit, corn, corn; display 5; bag 50 - 4 - 5 = 41."""
    g = _setup(4)
    s = g.state
    assert (s.vp_supply, s.hiring_hall, s.worker_supply) == (100, 4, 75)
    assert [sh.capacity for sh in s.ships] == [5, 6, 7]
    assert [r.role for r in s.roles].count("prospector") == 1
    assert len(s.roles) == 7
    assert [p.doubloons for p in s.players] == [3, 3, 3, 3]
    assert _starting(g) == ["fruit", "fruit", "corn", "corn"]
    assert all(p.land_tiles == 1 and p.figures == 0 for p in s.players)
    assert (len(s.display), len(s.bag)) == (5, 41)
    assert s.quarries == 8
    assert s.crates == {"corn": 10, "fruit": 11, "sugar": 11, "tobacco": 9, "coffee": 9}
    assert s.governor == 0
    assert (g.current_seat, g.decision) == (0, "role")


def test_ex44_setup_three_seats():
    """VP 75; hall 3; supply 55; ships 4/5/6; 6 roles (no prospector); 2 doubloons each;
    fruit, fruit, corn; display 4; bag 50 - 3 - 4 = 43."""
    g = _setup(3)
    s = g.state
    assert (s.vp_supply, s.hiring_hall, s.worker_supply) == (75, 3, 55)
    assert [sh.capacity for sh in s.ships] == [4, 5, 6]
    assert sorted(r.role for r in s.roles) == sorted(
        ["settler", "mayor", "builder", "craftsman", "trader", "captain"]
    )
    assert [p.doubloons for p in s.players] == [2, 2, 2]
    assert _starting(g) == ["fruit", "fruit", "corn"]
    assert (len(s.display), len(s.bag)) == (4, 43)
    assert _plantations_in_play(g) == Counter(
        {"corn": 10, "fruit": 12, "sugar": 11, "tobacco": 9, "coffee": 8}
    )


def test_ex44_setup_five_seats():
    """VP 126; hall 5; supply 95; ships 6/7/8; 8 roles (2 prospectors); 4 doubloons each;
    fruit ×3, corn ×2; display 6; bag 50 - 5 - 6 = 39."""
    g = _setup(5)
    s = g.state
    assert (s.vp_supply, s.hiring_hall, s.worker_supply) == (126, 5, 95)
    assert [sh.capacity for sh in s.ships] == [6, 7, 8]
    assert [r.role for r in s.roles].count("prospector") == 2
    assert len(s.roles) == 8
    assert [p.doubloons for p in s.players] == [4] * 5
    assert _starting(g) == ["fruit", "fruit", "fruit", "corn", "corn"]
    assert (len(s.display), len(s.bag)) == (6, 39)


def test_ex44_setup_two_seats():
    """VP 65; hall 2; supply 40; ships 4/6; 7 roles; 3 doubloons each; fruit/corn; 35
    plantations (7/9/8/6/5); 5 quarries; display 3; bag 30; crates 8/9/9/7/7; one copy of each
    commercial building, two of each production building."""
    g = _setup(2)
    s = g.state
    assert (s.vp_supply, s.hiring_hall, s.worker_supply) == (65, 2, 40)
    assert [sh.capacity for sh in s.ships] == [4, 6]
    assert len(s.roles) == 7
    assert [r.role for r in s.roles].count("prospector") == 1
    assert [p.doubloons for p in s.players] == [3, 3]
    assert _starting(g) == ["fruit", "corn"]
    assert _plantations_in_play(g) == Counter(
        {"corn": 7, "fruit": 9, "sugar": 8, "tobacco": 6, "coffee": 5}
    )
    assert s.quarries == 5
    assert (len(s.display), len(s.bag)) == (3, 30)
    assert s.crates == {"corn": 8, "fruit": 9, "sugar": 9, "tobacco": 7, "coffee": 7}
    production = {b.id for b in g.cat.buildings if b.is_production and b.expansion == "base"}
    assert len(s.building_supply) == 23
    for bid, copies in s.building_supply.items():
        assert copies == (2 if bid in production else 1), bid


def test_ex44_building_board_three_to_five_seats():
    """3-5 seats: 4 small production, 3 large production, 2 small commercial, 1 large each:
    49 tiles."""
    s = _setup(4).state
    assert sum(s.building_supply.values()) == 49
    assert s.building_supply["small_fruit_farm"] == 4
    assert s.building_supply["large_coffee_roastery"] == 3
    assert s.building_supply["company"] == 2
    assert s.building_supply["residence"] == 1


# --------------------------------------------------------------------------- EX-45 craftsman


def test_ex45_craftsman_privilege_of_a_produced_good(play):
    """Craftsman produces 2 sugar + 1 coffee → may take 1 more sugar or coffee."""
    g = (
        Scenario(seats=4)
        .seat(
            0,
            tiles={"sugar": (2, 2), "coffee": (1, 1)},
            buildings={"large_sugar_refinery": 2, "large_coffee_roastery": 1},
        )
        .start("craftsman", chooser=0)
    )
    play(g, (0, "produce"))
    assert (g.current_seat, g.decision) == (0, "craftsman_bonus")
    assert g.legal_actions() == [
        Action(0, "craftsman_bonus", "sugar"),
        Action(0, "craftsman_bonus", "coffee"),
        Action(0, "pass"),
    ]
    with pytest.raises(IllegalAction):
        g.apply(Action(0, "craftsman_bonus", "corn"))
    play(g, (0, "craftsman_bonus", "coffee"))
    assert g.state.players[0].goods == goods(sugar=2, coffee=2)
    assert (g.current_seat, g.decision) == (1, "role")


def test_ex45_no_production_no_privilege():
    """A craftsman who produces nothing gets no privilege (no decision at all)."""
    g = (
        Scenario(seats=4)
        .seat(0, tiles={"sugar": (2, 2)})
        .seat(1, tiles={"corn": (1, 1)})
        .start("craftsman", chooser=0)
    )
    assert (g.current_seat, g.decision) == (1, "produce")
    g.apply(Action(1, "produce"))
    assert (g.current_seat, g.decision) == (1, "role")
    assert g.state.players[0].goods == goods()


def test_ex45_short_supply_limits_production_and_privilege(play):
    """1 coffee left, production would be 2 coffee → receives 1; the privilege may then take only
    a good still in supply."""
    g = (
        Scenario(seats=4)
        .seat(
            0,
            tiles={"sugar": (2, 2), "coffee": (2, 2)},
            buildings={"large_sugar_refinery": 2, "large_coffee_roastery": 2},
        )
        .supply(crates={"coffee": 1})
        .start("craftsman", chooser=0)
    )
    play(g, (0, "produce"))
    assert g.state.players[0].goods["coffee"] == 1
    assert g.state.crates["coffee"] == 0
    assert g.legal_actions() == [Action(0, "craftsman_bonus", "sugar"), Action(0, "pass")]


# --------------------------------------------------------------------------- EX-46 storage


def test_ex46_small_and_large_warehouse_storage(play):
    """Small + Large Warehouse (no Shed): 4 corn, 3 fruit, 2 sugar, 2 tobacco, 1 coffee →
    keeps all crates of 3 distinct goods and 1 more crate."""
    g = (
        Scenario(seats=4)
        .seat(
            0,
            goods={"corn": 4, "fruit": 3, "sugar": 2, "tobacco": 2, "coffee": 1},
            buildings={"small_warehouse": 1, "large_warehouse": 1},
        )
        .ships((5, "corn", 5), (6, "fruit", 6), (7, "sugar", 7))
        .start("captain", chooser=0)
    )
    assert (g.current_seat, g.decision) == (0, "storage")
    options = g.legal_actions()
    assert len(options) == 10 * 2  # 3 whole goods out of 5, then 1 crate of one of the other 2
    best = Action(0, "store", (("corn", 4), ("fruit", 3), ("sugar", 2), ("tobacco", 1)))
    assert best in options
    play(g, best)
    assert g.state.players[0].goods == goods(corn=4, fruit=3, sugar=2, tobacco=1)
