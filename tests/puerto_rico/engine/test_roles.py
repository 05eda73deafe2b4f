"""Role edge cases (SPEC §6, §7, §10): empty supplies, full boards, phases with nothing to do,
the captain's loading rules, storage, mayor layouts and the fill rule, role doubloons, and the
two-seat variant."""

from __future__ import annotations

from collections import Counter

import pytest

from game.puerto_rico.engine import invariants
from game.puerto_rico.engine.actions import Action, IllegalAction
from game.puerto_rico.engine.game import Game, GameConfig
from game.puerto_rico.engine.roles import builder, craftsman, mayor, trader
from game.puerto_rico.engine.scenario import Scenario
from game.puerto_rico.engine.state import GOODS

NO_GOODS = dict.fromkeys(GOODS, 0)
LARGE = ["fire_station", "residence", "fortress", "customs_house", "governors_palace"]


def goods(**n: int) -> dict[str, int]:
    return {**NO_GOODS, **n}


def refused(g: Game, action: Action) -> str:
    """Apply an illegal action: it must raise and leave the game exactly as it was."""
    before = g.to_json()
    with pytest.raises(IllegalAction) as err:
        g.apply(action)
    assert g.to_json() == before
    assert not g.is_legal(action)
    return err.value.reason


# =========================================================================== role choice (§6)


def test_chooser_takes_the_doubloons_on_the_tile(play):
    g = Scenario(seats=3).role_coins(trader=3).at_role_choice(0)
    play(g, (0, "choose_role", "trader"))
    assert g.state.players[0].doubloons == 3
    assert next(r for r in g.state.roles if r.id == "trader").coins == 0


def test_a_taken_role_cannot_be_chosen_again(play):
    g = Scenario(seats=3).at_role_choice(0)
    play(g, (0, "choose_role", "craftsman"))  # nobody produces: no decision
    assert (g.current_seat, g.decision) == (1, "role")
    assert Action(1, "choose_role", "craftsman") not in g.legal_actions()
    reason = refused(g, Action(1, "choose_role", "craftsman"))
    assert "already been taken" in reason


def test_choosing_a_role_is_mandatory():
    g = Scenario(seats=3).at_role_choice(0)
    assert Action(0, "pass") not in g.legal_actions()
    refused(g, Action(0, "pass"))


def test_only_the_current_seat_may_act():
    g = Scenario(seats=3).at_role_choice(0)
    reason = refused(g, Action(1, "choose_role", "settler"))
    assert "turn" in reason


def test_unused_roles_gain_a_doubloon_each_round(play, pass_all):
    """End of round: +1 doubloon on every untaken tile, even one already carrying doubloons."""
    g = Scenario(seats=3).role_coins(builder=2).at_role_choice(0)
    for seat, role in ((0, "craftsman"), (1, "trader"), (2, "captain")):
        play(g, (seat, "choose_role", role))
        pass_all(g)
    coins = {r.id: r.coins for r in g.state.roles}
    assert coins == {
        "settler": 1,
        "mayor": 1,
        "builder": 3,
        "craftsman": 0,
        "trader": 0,
        "captain": 0,
    }
    assert (g.state.governor, g.state.round) == (1, 2)


# =========================================================================== settler (§7.1)


def test_settler_privilege_quarry_only_for_the_settler(play):
    g = Scenario(seats=4).display("corn", "sugar").start("settler", chooser=0)
    assert g.legal_actions() == [
        Action(0, "take_plantation", "corn"),
        Action(0, "take_plantation", "sugar"),
        Action(0, "take_quarry"),
        Action(0, "pass"),
    ]
    play(g, (0, "take_quarry"))
    assert g.legal_actions() == [
        Action(1, "take_plantation", "corn"),
        Action(1, "take_plantation", "sugar"),
        Action(1, "pass"),
    ]
    reason = refused(g, Action(1, "take_quarry"))
    assert "only the Settler" in reason


def test_settler_identical_tiles_offered_once(play):
    g = Scenario(seats=4).display("corn", "corn", "corn", "fruit", "fruit").start("settler", 0)
    assert [a.value for a in g.legal_actions() if a.kind == "take_plantation"] == [
        "corn",
        "fruit",
    ]
    play(g, (0, "take_plantation", "corn"))
    assert Counter(g.state.display) == Counter({"corn": 2, "fruit": 2})


def test_settler_phase_order_and_refill(play):
    """Each seat in phase order (chooser first) takes at most one tile; then the leftovers are
    discarded and N+1 new plantations are drawn."""
    g = (
        Scenario(seats=3)
        .display("corn", "sugar", "coffee", "fruit")
        .bag("tobacco", "tobacco", "tobacco", "tobacco", "tobacco")
        .start("settler", chooser=1)
    )
    assert g.current_seat == 1
    play(g, (1, "take_plantation", "coffee"))
    assert g.current_seat == 2
    play(g, (2, "take_plantation", "corn"))
    assert g.current_seat == 0
    play(g, (0, "pass"))
    s = g.state
    assert [p.tiles["coffee"] for p in s.players] == [0, 1, 0]
    assert Counter(s.discard) == Counter({"sugar": 1, "fruit": 1})
    assert s.display == ["tobacco"] * 4
    assert s.bag == ["tobacco"]


def test_settler_no_quarries_left(play):
    g = Scenario(seats=4).display("corn").supply(quarries=0).start("settler", chooser=0)
    assert Action(0, "take_quarry") not in g.legal_actions()
    assert "no quarries" in refused(g, Action(0, "take_quarry"))


def test_settler_no_plantations_anywhere():
    """No plantations in the display, bag or discard pile: the others have nothing to do; the
    settler may still take a quarry."""
    g = Scenario(seats=4).display().bag().start("settler", chooser=1)
    assert g.legal_actions() == [Action(1, "take_quarry"), Action(1, "pass")]
    g.apply(Action(1, "take_quarry"))
    invariants.check(g)
    assert (g.current_seat, g.decision) == (2, "role")
    assert g.state.display == []


def test_settler_nothing_at_all_still_gives_the_doubloons():
    """No plantation and no quarry: the phase passes with no decision; the role still pays its
    doubloons."""
    g = (
        Scenario(seats=4)
        .display()
        .bag()
        .supply(quarries=0)
        .role_coins(settler=2)
        .start("settler", chooser=0)
    )
    invariants.check(g)
    assert g.state.players[0].doubloons == 2
    assert (g.current_seat, g.decision) == (1, "role")


def test_settler_full_island_takes_nothing(play):
    """12 land tiles: no pick for that seat, settler or not."""
    g = (
        Scenario(seats=4)
        .seat(0, tiles={"corn": 6, "quarry": 6})
        .seat(1, tiles={"sugar": 11})
        .display("corn", "fruit")
        .start("settler", chooser=0)
    )
    assert g.current_seat == 1  # seat 0 skipped
    play(g, (1, "take_plantation", "fruit"))
    assert g.state.players[1].land_tiles == 12
    assert g.current_seat == 2


def test_settler_display_short_of_tiles(pass_all):
    """Bag and discard pile hold fewer than N+1 tiles: the display holds what exists."""
    g = Scenario(seats=4).display("corn").bag("fruit", discard=("sugar",)).start("settler", 0)
    pass_all(g)
    invariants.check(g)
    assert Counter(g.state.display) == Counter({"fruit": 1, "sugar": 1, "corn": 1})
    assert g.state.bag == [] and g.state.discard == []


# =========================================================================== mayor (§7.2)


def test_mayor_privilege_from_the_supply_never_from_the_hall():
    g = Scenario(seats=4).supply(hiring_hall=0, workers=10).start("mayor", chooser=2)
    invariants.check(g)
    assert g.state.players[2].portrait_workers == 1
    assert [p.figures for p in g.state.players] == [0, 0, 1, 0]
    assert g.state.worker_supply == 10 - 1 - 4


def test_mayor_no_worker_for_the_privilege_when_supply_empty():
    """Worker supply empty: the privilege gives nothing; the hall is still shared out; the
    refill is then short (T1)."""
    g = Scenario(seats=4).supply(hiring_hall=4, workers=0).start("mayor", chooser=0)
    invariants.check(g)
    assert [p.portrait_workers for p in g.state.players] == [1, 1, 1, 1]
    assert "mayor_privilege" not in [e.kind for e in g.events]
    assert g.state.hiring_hall == 0
    assert g.is_over
    assert g.state.end_trigger == "workers_exhausted"


def test_mayor_distribution_wraps_around_from_the_mayor():
    """Hall 7 with 3 seats, mayor seat 2: seats 2, 0, 1, 2, 0, 1, 2 → 3, 2, 2 (+1 privilege)."""
    g = Scenario(seats=3).supply(hiring_hall=7, workers=20).start("mayor", chooser=2)
    invariants.check(g)
    assert [p.portrait_workers for p in g.state.players] == [2, 2, 4]


def test_mayor_single_layout_is_placed_without_a_decision():
    """As many figures as slots: only one layout obeys the fill rule, no decision is asked."""
    g = (
        Scenario(seats=4)
        .seat(0, tiles={"corn": 2}, buildings={"small_market": 0})
        .supply(hiring_hall=5)
        .start("mayor", chooser=0)
    )
    invariants.check(g)
    p = g.state.players[0]
    assert (p.tile_workers["corn"], p.buildings["small_market"], p.portrait_workers) == (2, 1, 0)
    assert (g.current_seat, g.decision) == (1, "role")


def test_mayor_all_slots_filled_when_figures_exceed_slots():
    """More figures than slots: every slot is filled, the rest waits on the portrait."""
    g = (
        Scenario(seats=4)
        .seat(0, tiles={"corn": 1}, buildings={"small_market": 0})
        .supply(hiring_hall=8)
        .start("mayor", chooser=0)
    )
    invariants.check(g)
    p = g.state.players[0]
    assert (p.tile_workers["corn"], p.buildings["small_market"], p.portrait_workers) == (1, 1, 1)
    assert g.decision == "role"


@pytest.fixture
def layout_choice() -> Game:
    """Seat 0 (mayor) gets 1 figure (privilege) for a corn plantation, a Small Market and an
    unbacked Small Fruit Farm."""
    return (
        Scenario(seats=4)
        .seat(0, tiles={"corn": 1}, buildings={"small_market": 0, "small_fruit_farm": 0})
        .supply(hiring_hall=0)
        .start("mayor", chooser=0)
    )


def test_mayor_layouts_offered(layout_choice):
    g = layout_choice
    assert (g.current_seat, g.decision) == (0, "mayor_layout")
    assert set(g.legal_actions()) == {
        Action(0, "place_workers", (("small_market", 1),)),
        Action(0, "place_workers", (("corn", 1),)),
    }


def test_mayor_fill_rule_refuses_idle_portrait_worker(layout_choice):
    """A layout leaving an empty slot while a worker stays on the portrait is refused with a
    reason, and the state is untouched."""
    reason = refused(layout_choice, Action(0, "place_workers", ()))
    assert "every empty slot must be filled" in reason


def test_mayor_layout_errors_have_reasons(layout_choice):
    g = layout_choice
    assert "has no slots on" in refused(g, Action(0, "place_workers", (("quarry", 1),)))
    assert "slot(s), not 2" in refused(g, Action(0, "place_workers", (("small_market", 2),)))
    assert "only 1 figure" in refused(
        g, Action(0, "place_workers", (("small_market", 1), ("corn", 1)))
    )


def test_mayor_accepts_a_valid_layout_that_is_not_listed(layout_choice, play):
    """The idle Small Fruit Farm layout is not listed but obeys the fill rule: accepted."""
    g = layout_choice
    action = Action(0, "place_workers", (("small_fruit_farm", 1),))
    assert action not in g.legal_actions()
    assert g.why_illegal(action) is None
    play(g, action)
    p = g.state.players[0]
    assert p.buildings == {"small_market": 0, "small_fruit_farm": 1}
    assert p.tile_workers["corn"] == 0


def test_mayor_seat_may_move_placed_figures(play):
    """In the mayor phase a seat may take its placed figures off and lay them out again."""
    g = (
        Scenario(seats=4)
        .seat(1, tiles={"corn": (1, 1)}, buildings={"small_market": 0})
        .supply(hiring_hall=0)
        .start("mayor", chooser=0)
    )
    assert (g.current_seat, g.decision) == (1, "mayor_layout")
    play(g, (1, "place_workers", (("small_market", 1),)))
    p = g.state.players[1]
    assert (p.tile_workers["corn"], p.buildings["small_market"]) == (0, 1)


def test_mayor_refill_counts_only_building_slots(play):
    """Empty plantation slots do not count for the refill: 6 empty corn plantations and 1 empty
    building slot → max(1, N) = 3."""
    g = (
        Scenario(seats=3)
        .seat(1, tiles={"corn": 6}, buildings={"small_fruit_farm": 0, "small_market": 1})
        .supply(hiring_hall=0)
        .start("mayor", chooser=0)
    )
    assert (g.current_seat, g.decision) == (1, "mayor_layout")
    play(g, (1, "place_workers", (("small_market", 1),)))
    assert mayor.empty_building_slots(g, 1) == 1
    assert mayor.refill_required(g) == 3
    assert g.state.hiring_hall == 3
    refill = next(e for e in g.events if e.kind == "hall_refilled")
    assert refill.data == {"workers": 3, "required": 3}


def test_mayor_refill_above_the_minimum():
    g = (
        Scenario(seats=3)
        .seat(1, buildings={"large_sugar_refinery": 0, "large_fruit_farm": 1, "port": 0})
        .supply(hiring_hall=0)
        .start("mayor", chooser=0)
    )
    # Seat 1 is asked (its worker could move to the Port); it keeps it on the farm.
    assert (g.current_seat, g.decision) == (1, "mayor_layout")
    g.apply(Action(1, "place_workers", (("large_fruit_farm", 1),)))
    invariants.check(g)
    assert g.state.hiring_hall == 3 + 2 + 1


def test_mayor_exact_supply_does_not_end_the_game():
    """The supply holds exactly what the refill needs: all of it moves, no T1."""
    g = Scenario(seats=3).supply(hiring_hall=0, workers=4).start("mayor", chooser=0)
    assert (g.state.worker_supply, g.state.hiring_hall) == (0, 3)
    assert not g.is_over


# =========================================================================== builder (§7.3)


def test_builder_privilege_only_for_the_builder(play):
    g = Scenario(seats=4).seat(0, doubloons=4).seat(1, doubloons=4).start("builder", chooser=0)
    assert builder.cost(g, 0, "hospital") == 3
    assert builder.cost(g, 1, "hospital") == 4
    play(g, (0, "build", "hospital"))
    assert g.state.players[0].doubloons == 1


def test_builder_who_builds_nothing_gets_nothing(play, pass_all):
    g = Scenario(seats=4).seat(0, doubloons=4).start("builder", chooser=0)
    pass_all(g)
    assert g.state.players[0].doubloons == 4
    assert g.state.players[0].buildings == {}


def test_builder_cannot_afford(play):
    g = Scenario(seats=4).seat(0, doubloons=3).start("builder", chooser=0)
    assert Action(0, "build", "hospital") in g.legal_actions()  # 4 - 1
    assert Action(0, "build", "company") not in g.legal_actions()
    reason = refused(g, Action(0, "build", "company"))
    assert "costs 4 doubloon(s)" in reason


def test_builder_cannot_own_two_copies():
    g = Scenario(seats=4).seat(0, doubloons=9, buildings={"hacienda": 1}).start("builder", 0)
    assert "already owns" in refused(g, Action(0, "build", "hacienda"))


def test_builder_no_copy_left_on_the_board():
    g = (
        Scenario(seats=4)
        .seat(0, doubloons=9)
        .supply(buildings={"port": 0})
        .start("builder", chooser=0)
    )
    assert "no Port is left" in refused(g, Action(0, "build", "port"))


def test_builder_city_with_one_free_space(play):
    """11 city spaces used: small buildings may be built, large ones need 2 free spaces."""
    g = (
        Scenario(seats=4)
        .seat(
            0,
            doubloons=20,
            buildings={
                **dict.fromkeys(LARGE[:4], 0),
                "small_market": 0,
                "hacienda": 0,
                "company": 0,
            },
        )
        .start("builder", chooser=0)
    )
    built = {a.value for a in g.legal_actions() if a.kind == "build"}
    assert "governors_palace" not in built
    assert "port" in built
    assert "needs 2 free city space(s)" in refused(g, Action(0, "build", "governors_palace"))


def test_builder_full_city_cannot_build():
    """12 city spaces used: no building at all; nobody else can pay: no decision."""
    g = (
        Scenario(seats=4)
        .seat(0, doubloons=20, buildings={**dict.fromkeys(LARGE, 0), "hacienda": 0, "port": 0})
        .start("builder", chooser=0)
    )
    invariants.check(g)
    assert builder.why_cannot_build(g, 0, "small_market") is not None
    assert (g.current_seat, g.decision) == (1, "role")
    assert g.state.players[0].doubloons == 20


def test_builder_nothing_to_do_passes_without_decision():
    """Nobody can pay anything (the builder's Small Market costs 0 only with the privilege:
    here the Small Markets are gone)."""
    g = (
        Scenario(seats=4)
        .supply(buildings={"small_market": 0, "small_fruit_farm": 0})
        .start("builder", chooser=0)
    )
    assert (g.current_seat, g.decision) == (1, "role")


# =========================================================================== craftsman (§7.4)


def test_craftsman_crate_supply_short_partial_delivery(play):
    """Supply short: a seat gets what is left; a missing good is never replaced."""
    g = (
        Scenario(seats=4)
        .seat(1, tiles={"corn": (3, 3)})
        .seat(2, tiles={"corn": (3, 3)})
        .supply(crates={"corn": 4})
        .start("craftsman", chooser=1)
    )
    play(g, (1, "produce"))
    assert g.decision == "produce"
    assert craftsman.production(g, 2) == {"corn": 1}
    play(g, (2, "produce"))
    assert [p.goods["corn"] for p in g.state.players] == [0, 3, 1, 0]
    # The craftsman's privilege: corn is gone, so nothing is offered.
    assert g.decision == "role"


def test_craftsman_empty_supply_no_decision():
    g = (
        Scenario(seats=4)
        .seat(0, tiles={"corn": (2, 2)})
        .supply(crates={"corn": 0})
        .start("craftsman", chooser=0)
    )
    assert (g.current_seat, g.decision) == (1, "role")
    assert g.state.players[0].goods == NO_GOODS


def test_craftsman_privilege_only_for_the_chooser(play):
    g = (
        Scenario(seats=4)
        .seat(0, tiles={"corn": (1, 1)})
        .seat(1, tiles={"corn": (1, 1)})
        .start("craftsman", chooser=0)
    )
    play(g, (0, "produce"), (1, "produce"))
    assert (g.current_seat, g.decision) == (0, "craftsman_bonus")
    play(g, (0, "craftsman_bonus", "corn"))
    assert [p.goods["corn"] for p in g.state.players] == [2, 1, 0, 0]


def test_craftsman_declined_production_no_privilege(play):
    g = (
        Scenario(seats=4)
        .seat(0, tiles={"corn": (1, 1)})
        .seat(1, tiles={"corn": (1, 1)})
        .start("craftsman", chooser=0)
    )
    play(g, (0, "pass"), (1, "produce"))
    assert g.decision == "role"
    assert [p.goods["corn"] for p in g.state.players] == [0, 1, 0, 0]


def test_craftsman_nothing_to_do():
    g = Scenario(seats=4).seat(0, tiles={"corn": 2, "sugar": (1, 1)}).start("craftsman", 0)
    assert (g.current_seat, g.decision) == (1, "role")


# =========================================================================== trader (§7.5)


def test_trader_full_house_nobody_sells():
    """A full trading house: nobody can sell, the phase passes with no decision; the house is
    emptied at the end of the phase."""
    g = (
        Scenario(seats=4)
        .seat(0, goods={"coffee": 2})
        .seat(2, goods={"corn": 1})
        .trading_house("corn", "fruit", "sugar", "tobacco")
        .start("trader", chooser=0)
    )
    invariants.check(g)
    assert (g.current_seat, g.decision) == (1, "role")
    assert g.state.players[0].goods == goods(coffee=2)
    assert g.state.trading_house == []


def test_trader_corn_price(play):
    """Corn sells for 0; the trader gets 1 (privilege)."""
    g = (
        Scenario(seats=4)
        .seat(0, goods={"corn": 1})
        .seat(1, goods={"corn": 1})
        .start("trader", chooser=1)
    )
    assert trader.sale_price(g, 1, "corn") == 1
    assert trader.sale_price(g, 0, "corn") == 0
    play(g, (1, "sell", "corn"))
    assert g.state.players[1].doubloons == 1
    assert g.state.trading_house == ["corn"]
    # Seat 0 cannot sell corn: the house already holds one.
    assert g.decision == "role"


def test_trader_one_sale_per_seat_and_no_privilege_without_sale(play):
    g = (
        Scenario(seats=4)
        .seat(0, goods={"coffee": 1, "tobacco": 1})
        .seat(1, goods={"sugar": 1})
        .start("trader", chooser=0)
    )
    assert g.legal_actions() == [
        Action(0, "sell", "tobacco"),
        Action(0, "sell", "coffee"),
        Action(0, "pass"),
    ]
    play(g, (0, "pass"))
    assert g.current_seat == 1
    play(g, (1, "sell", "sugar"))
    assert [p.doubloons for p in g.state.players] == [0, 2, 0, 0]
    assert g.state.trading_house == ["sugar"]


def test_trader_duplicate_refused_with_reason():
    g = (
        Scenario(seats=4)
        .seat(0, goods={"coffee": 1, "corn": 1})
        .trading_house("coffee")
        .start("trader", chooser=0)
    )
    assert "already holds coffee" in refused(g, Action(0, "sell", "coffee"))
    assert "has no sugar" in refused(g, Action(0, "sell", "sugar"))


# =========================================================================== captain (§7.6)


def _captain(seat0_goods: dict, ships, chooser: int = 0, **more) -> Game:
    sc = Scenario(seats=4).seat(0, goods=seat0_goods, **more).ships(*ships)
    return sc.start("captain", chooser=chooser)


def test_captain_must_load():
    """Loading is compulsory: no pass while a cargo load is possible."""
    g = _captain({"corn": 2}, ((4, None, 0), (5, None, 0), (6, None, 0)))
    assert Action(0, "pass") not in g.legal_actions()
    assert "must load" in refused(g, Action(0, "pass"))


def test_captain_one_good_kind_per_ship():
    """A ship carrying corn refuses sugar; sugar goes to an empty ship."""
    g = _captain({"sugar": 2}, ((4, "corn", 1), (5, None, 0), (6, "coffee", 6)))
    assert g.legal_actions() == [Action(0, "load", ("sugar", 1))]
    refused(g, Action(0, "load", ("sugar", 0)))


def test_captain_no_ship_for_a_good():
    """No empty ship and none carrying the good: the seat cannot load (no decision)."""
    g = _captain({"sugar": 2}, ((4, "corn", 1), (5, "fruit", 1), (6, "coffee", 1)))
    assert g.decision == "role"
    assert g.state.players[0].goods == goods(sugar=1)  # storage: 1 crate kept


def test_captain_two_ships_never_the_same_good():
    """Corn already on the 4-ship: corn may only go there, even if an empty ship is bigger."""
    g = _captain({"corn": 5}, ((4, "corn", 1), (5, None, 0), (6, None, 0)))
    assert g.legal_actions() == [Action(0, "load", ("corn", 0))]
    refused(g, Action(0, "load", ("corn", 2)))


def test_captain_full_ship_keeps_its_good():
    """A full corn ship still owns corn: no corn on the empty ship."""
    g = _captain({"corn": 2, "fruit": 1}, ((4, "corn", 4), (5, None, 0), (6, "sugar", 6)))
    assert g.legal_actions() == [Action(0, "load", ("fruit", 1))]


def test_captain_largest_load_rule():
    """Among the eligible ships, one taking the most crates must be used: 5 corn → the 5- and
    6-ships (5 each) tie, the 4-ship (4) is refused."""
    g = _captain({"corn": 5}, ((4, None, 0), (5, None, 0), (6, None, 0)))
    assert g.legal_actions() == [Action(0, "load", ("corn", 1)), Action(0, "load", ("corn", 2))]
    reason = refused(g, Action(0, "load", ("corn", 0)))
    assert "cannot take corn" in reason


def test_captain_tie_all_ships_take_everything():
    g = _captain({"corn": 3}, ((4, None, 0), (5, None, 0), (6, None, 0)))
    assert [a.value for a in g.legal_actions()] == [("corn", 0), ("corn", 1), ("corn", 2)]


def test_captain_loads_all_that_fit(play):
    """A load moves min(crates held, free spaces): the seat cannot hold crates back."""
    g = _captain({"corn": 5}, ((4, "corn", 2), (5, "fruit", 5), (6, "sugar", 6)))
    play(g, (0, "load", ("corn", 0)))
    assert g.state.players[0].vp == 2 + 1
    assert g.state.players[0].goods == goods(corn=1)  # 3 left, 1 kept at storage


def test_captain_free_choice_of_good():
    g = _captain({"corn": 1, "coffee": 3}, ((4, None, 0), (5, None, 0), (6, None, 0)))
    values = {a.value for a in g.legal_actions()}
    assert ("corn", 0) in values and ("coffee", 0) in values


def test_captain_privilege_once_and_only_with_a_load(play):
    """The captain gets +1 VP on its first load only; a captain who loads nothing gets none."""
    g = (
        Scenario(seats=4)
        .seat(1, goods={"corn": 2, "sugar": 1})
        .ships((4, None, 0), (5, None, 0), (6, None, 0))
        .start("captain", chooser=0)
    )
    assert g.current_seat == 1
    play(g, (1, "load", ("corn", 0)), (1, "load", ("sugar", 1)))
    assert [p.vp for p in g.state.players] == [0, 3, 0, 0]


def test_captain_turn_loop_goes_round_until_nobody_can_load(play):
    g = (
        Scenario(seats=3)
        .seat(0, goods={"corn": 1, "sugar": 1})
        .seat(2, goods={"corn": 1, "fruit": 1})
        .ships((4, None, 0), (5, None, 0), (6, "coffee", 1))
        .start("captain", chooser=0)
    )
    play(g, (0, "load", ("corn", 0)))
    assert g.current_seat == 2  # seat 1 holds nothing
    play(g, (2, "load", ("corn", 0)))
    assert g.current_seat == 0
    play(g, (0, "load", ("sugar", 1)))
    # Seat 2's fruit has no ship: nobody can load, storage is automatic, the phase is over.
    assert [p.vp for p in g.state.players] == [3, 0, 1]
    assert g.state.players[2].goods == goods(fruit=1)
    assert (g.current_seat, g.decision) == (1, "role")


def test_captain_nothing_to_load_no_decision():
    g = Scenario(seats=4).start("captain", chooser=0)
    assert (g.current_seat, g.decision) == (1, "role")


def test_captain_storage_one_crate_options(play):
    """Without warehouses a seat keeps 1 crate of its choice; the rest returns to the supply."""
    g = _captain({"corn": 2, "fruit": 1, "sugar": 3}, ((4, "tobacco", 4), (5, "coffee", 5)))
    assert (g.current_seat, g.decision) == (0, "storage")
    assert g.legal_actions() == [
        Action(0, "store", (("corn", 1),)),
        Action(0, "store", (("fruit", 1),)),
        Action(0, "store", (("sugar", 1),)),
    ]
    crates = dict(g.state.crates)
    assert "storage options" in refused(g, Action(0, "store", (("sugar", 2),)))
    play(g, (0, "store", (("sugar", 1),)))
    assert g.state.players[0].goods == goods(sugar=1)
    assert g.state.crates["corn"] == crates["corn"] + 2
    assert g.state.crates["sugar"] == crates["sugar"] + 2


def test_captain_storage_in_phase_order(play):
    g = (
        Scenario(seats=3)
        .seat(0, goods={"corn": 1, "fruit": 1})
        .seat(1, goods={"corn": 1, "fruit": 1})
        .ships((4, "sugar", 4), (5, "tobacco", 5), (6, "coffee", 6))
        .start("captain", chooser=1)
    )
    assert (g.current_seat, g.decision) == (1, "storage")
    play(g, (1, "store", (("fruit", 1),)))
    assert (g.current_seat, g.decision) == (0, "storage")


def test_captain_partially_filled_ship_keeps_its_crates(play):
    g = _captain({"corn": 2}, ((4, None, 0), (5, "fruit", 5), (6, "sugar", 6)))
    play(g, (0, "load", ("corn", 0)))
    assert [(sh.good, sh.count) for sh in g.state.ships] == [("corn", 2), (None, 0), (None, 0)]


# =========================================================================== prospector (§7.7)


def test_prospector_one_doubloon_and_no_action_for_others():
    g = Scenario(seats=4).seat(1, doubloons=1).start("prospector", chooser=1)
    invariants.check(g)
    assert [p.doubloons for p in g.state.players] == [0, 2, 0, 0]
    assert (g.current_seat, g.decision) == (2, "role")


def test_prospector_two_tiles_with_five_seats(play):
    g = Scenario(seats=5).role_coins(prospector_2=1).at_role_choice(0)
    play(g, (0, "choose_role", "prospector"))
    play(g, (1, "choose_role", "prospector_2"))
    assert [p.doubloons for p in g.state.players] == [1, 2, 0, 0, 0]
    assert not any(a.value.startswith("prospector") for a in g.legal_actions())


def test_no_prospector_with_three_seats():
    g = Scenario(seats=3).at_role_choice(0)
    assert "no role tile" in refused(g, Action(0, "choose_role", "prospector"))


# =========================================================================== two seats (§10)


def test_two_seats_three_picks_each_and_governor_passes(play, pass_all):
    """2 seats: G, O, G, O, G, O; then the governor marker goes to O, who starts round 2."""
    g = Game.new(GameConfig(seats=2, seed=5))
    chooser = []
    for role in ("prospector", "trader", "craftsman", "captain", "builder", "settler"):
        seat = g.current_seat
        chooser.append(seat)
        play(g, (seat, "choose_role", role))
        pass_all(g)
    assert chooser == [0, 1, 0, 1, 0, 1]
    s = g.state
    assert (s.governor, s.round) == (1, 2)
    assert {r.id: r.coins for r in s.roles}["mayor"] == 1
    assert (g.current_seat, g.decision) == (1, "role")
    assert s.pick_order == [1, 0, 1, 0, 1, 0]


def test_two_seats_setup_numbers():
    """SPEC §3, §10: VP 65, 2 + 40 workers, ships 4 and 6, 7 roles (1 prospector), 3 doubloons,
    fruit / corn, 3 face-up plantations, 5 quarries, crates 8/9/9/7/7."""
    g = Game.new(GameConfig(seats=2, seed=1))
    invariants.check(g)
    s = g.state
    assert (s.vp_supply, s.hiring_hall, s.worker_supply, s.quarries) == (65, 2, 40, 5)
    assert [sh.capacity for sh in s.ships] == [4, 6]
    assert sorted(r.id for r in s.roles) == sorted(
        ["settler", "mayor", "builder", "craftsman", "trader", "captain", "prospector"]
    )
    assert [p.doubloons for p in s.players] == [3, 3]
    assert [(p.tiles["fruit"], p.tiles["corn"]) for p in s.players] == [(1, 0), (0, 1)]
    assert len(s.display) == 3
    assert s.crates == {"corn": 8, "fruit": 9, "sugar": 9, "tobacco": 7, "coffee": 7}
    assert s.pick_order == [0, 1, 0, 1, 0, 1]


def test_two_seats_refill_minimum_two():
    g = Scenario(seats=2).supply(hiring_hall=0, workers=10).start("mayor", chooser=0)
    invariants.check(g)
    assert mayor.refill_required(g) == 2
    assert g.state.hiring_hall == 2
    assert g.state.worker_supply == 10 - 1 - 2


def test_two_seats_both_act_chooser_first(play):
    g = (
        Scenario(seats=2)
        .seat(0, goods={"corn": 1})
        .seat(1, goods={"sugar": 1})
        .start("trader", chooser=1)
    )
    assert g.current_seat == 1
    play(g, (1, "sell", "sugar"))
    assert g.current_seat == 0
    play(g, (0, "sell", "corn"))
    assert [p.doubloons for p in g.state.players] == [0, 3]


def test_two_seats_scenario_round_has_three_picks_each():
    g = Scenario(seats=2).at_role_choice(0)
    assert g.state.pick_order == [0, 1, 0, 1, 0, 1]


# =========================================================================== storage options


@pytest.mark.parametrize(
    ("buildings", "held"),
    [
        ({"small_warehouse": 1}, {"corn": 1, "fruit": 1}),
        ({"large_warehouse": 1}, {"corn": 2, "fruit": 1, "sugar": 1}),
    ],
)
def test_storage_options_are_distinct(buildings, held):
    """Every storage option keeps a different set of crates; when the warehouses keep everything
    there is nothing to decide."""
    g = (
        Scenario(seats=4)
        .seat(0, goods=held, buildings=buildings)
        .ships((5, "tobacco", 5), (6, "coffee", 6))
        .start("captain", chooser=0)
    )
    options = g.legal_actions()
    assert len(set(options)) == len(options)
    if len(held) <= 2:
        assert g.decision == "role"
        assert g.state.players[0].goods == goods(**held)
