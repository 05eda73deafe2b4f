"""The 23 base buildings (SPEC §11.3-11.5): each effect, and that an unoccupied building does
nothing (SPEC §5.2: only occupied tiles function; printed VP count anyway)."""

from __future__ import annotations

import pytest

from game.puerto_rico.engine import invariants
from game.puerto_rico.engine.actions import Action, IllegalAction
from game.puerto_rico.engine.game import Game
from game.puerto_rico.engine.roles import craftsman, trader
from game.puerto_rico.engine.scenario import Scenario
from game.puerto_rico.engine.state import GOODS

NO_GOODS = dict.fromkeys(GOODS, 0)

# Ships that take nothing: all full, none carrying corn or fruit.
FULL_SHIPS = ((5, "sugar", 5), (6, "tobacco", 6), (7, "coffee", 7))


def goods(**n: int) -> dict[str, int]:
    return {**NO_GOODS, **n}


# --------------------------------------------------------------------------- production (§11.3)

PRODUCTION = [
    # building, good, slots
    ("small_fruit_farm", "fruit", 1),
    ("small_sugar_refinery", "sugar", 1),
    ("large_fruit_farm", "fruit", 3),
    ("large_sugar_refinery", "sugar", 3),
    ("large_tobacco_drying_house", "tobacco", 3),
    ("large_coffee_roastery", "coffee", 2),
]


def _craftsman(tiles, buildings, chooser: int = 1, **supply) -> Game:
    sc = Scenario(seats=4).seat(0, tiles=tiles, buildings=buildings)
    if supply:
        sc.supply(**supply)
    return sc.start("craftsman", chooser=chooser)


@pytest.mark.parametrize(("building", "good", "slots"), PRODUCTION)
def test_production_building_full_capacity(building, good, slots, play):
    """Each worker on a production building turns one occupied plantation of its good into a
    crate: a full building with plenty of plantations produces `slots` crates."""
    g = _craftsman({good: (4, 4)}, {building: slots})
    assert g.bdefs[building].slots == slots
    assert craftsman.production(g, 0) == {good: slots}
    play(g, (0, "produce"))
    assert g.state.players[0].goods == goods(**{good: slots})


@pytest.mark.parametrize(("building", "good", "slots"), PRODUCTION)
def test_production_limited_by_occupied_plantations(building, good, slots):
    """Production = min(occupied plantations, workers on the building): 1 occupied plantation
    of 3 gives 1 crate."""
    g = _craftsman({good: (3, 1)}, {building: slots})
    assert craftsman.production(g, 0) == {good: 1}


@pytest.mark.parametrize(("building", "good", "slots"), PRODUCTION)
def test_unoccupied_production_building_produces_nothing(building, good, slots):
    """An unoccupied production building produces nothing; the seat has no decision."""
    g = _craftsman({good: (3, 3)}, {building: 0})
    assert craftsman.production(g, 0) == {}
    assert (g.current_seat, g.decision) == (2, "role")


@pytest.mark.parametrize(("building", "good", "slots"), PRODUCTION)
def test_production_building_without_plantation_produces_nothing(building, good, slots):
    """Workers on a production building need an occupied plantation of the same good."""
    other = "corn" if good != "corn" else "fruit"
    g = _craftsman({good: (2, 0), other: (0, 0)}, {building: 1})
    assert craftsman.production(g, 0) == {}


def test_small_and_large_buildings_of_a_good_add_up():
    """Small Fruit Farm (1) + Large Fruit Farm (3) back 4 occupied fruit plantations."""
    g = _craftsman({"fruit": (5, 4)}, {"small_fruit_farm": 1, "large_fruit_farm": 3})
    assert craftsman.production(g, 0) == {"fruit": 4}


def test_production_building_of_another_good_does_not_help():
    """A sugar refinery does not process fruit."""
    g = _craftsman({"fruit": (2, 2)}, {"large_sugar_refinery": 2})
    assert craftsman.production(g, 0) == {}


def test_corn_needs_no_building():
    """Every occupied corn plantation gives a corn crate."""
    g = _craftsman({"corn": (3, 2)}, {})
    assert craftsman.production(g, 0) == {"corn": 2}


# --------------------------------------------------------------------------- small_market


@pytest.mark.parametrize(("figures", "price"), [(1, 3), (0, 2)])
def test_small_market(figures, price, play):
    """Occupied Small Market: +1 doubloon on a sale (sugar, non-trader: 2 + 1); unoccupied: 2."""
    g = (
        Scenario(seats=4)
        .seat(1, goods={"sugar": 1}, buildings={"small_market": figures})
        .start("trader", chooser=0)
    )
    assert trader.sale_price(g, 1, "sugar") == price
    play(g, (1, "sell", "sugar"))
    assert g.state.players[1].doubloons == price


# --------------------------------------------------------------------------- large_market


@pytest.mark.parametrize(
    ("buildings", "price"),
    [
        ({"large_market": 1}, 4),
        ({"large_market": 0}, 2),
        ({"large_market": 1, "small_market": 1}, 5),
        ({"large_market": 1, "small_market": 0}, 4),
    ],
)
def test_large_market(buildings, price, play):
    """Occupied Large Market: +2 on a sale, +3 with an occupied Small Market too."""
    g = (
        Scenario(seats=4)
        .seat(1, goods={"sugar": 1}, buildings=buildings)
        .start("trader", chooser=0)
    )
    play(g, (1, "sell", "sugar"))
    assert g.state.players[1].doubloons == price


# --------------------------------------------------------------------------- company


@pytest.mark.parametrize(("figures", "allowed"), [(1, True), (0, False)])
def test_company_duplicate_sale(figures, allowed, play):
    """Occupied Company: may sell a good already in the trading house; unoccupied: may not."""
    g = (
        Scenario(seats=4)
        .seat(1, goods={"tobacco": 1, "corn": 1}, buildings={"company": figures})
        .trading_house("tobacco")
        .start("trader", chooser=0)
    )
    assert (Action(1, "sell", "tobacco") in g.legal_actions()) is allowed
    if allowed:
        play(g, (1, "sell", "tobacco"))
        assert g.state.trading_house == ["tobacco", "tobacco"]
        assert g.state.players[1].doubloons == 3
    else:
        with pytest.raises(IllegalAction):
            g.apply(Action(1, "sell", "tobacco"))


def test_company_one_sale_per_phase(play):
    """The Company allows duplicates, not a second sale in the same phase."""
    g = (
        Scenario(seats=4)
        .seat(1, goods={"tobacco": 2}, buildings={"company": 1})
        .start("trader", chooser=1)
    )
    play(g, (1, "sell", "tobacco"))
    assert g.current_seat != 1
    assert g.state.players[1].goods["tobacco"] == 1


# --------------------------------------------------------------------------- materials_depot


def _settler(seat_kwargs: dict, chooser: int = 0, **supply) -> Game:
    sc = Scenario(seats=4).seat(1, **seat_kwargs).display("corn", "sugar")
    if supply:
        sc.supply(**supply)
    return sc.start("settler", chooser=chooser)


def test_materials_depot_lets_a_non_settler_take_a_quarry(play):
    """Occupied Materials Depot: the owner may take a quarry instead of a plantation."""
    g = _settler({"buildings": {"materials_depot": 1}}, chooser=0)
    play(g, (0, "pass"))
    assert (g.current_seat, g.decision) == (1, "settler_tile")
    assert Action(1, "take_quarry") in g.legal_actions()
    quarries = g.state.quarries
    play(g, (1, "take_quarry"))
    assert g.state.players[1].tiles["quarry"] == 1
    assert g.state.quarries == quarries - 1
    assert g.current_seat == 2  # one tile per turn


def test_unoccupied_materials_depot_gives_no_quarry(play):
    g = _settler({"buildings": {"materials_depot": 0}}, chooser=0)
    play(g, (0, "pass"))
    assert Action(1, "take_quarry") not in g.legal_actions()
    with pytest.raises(IllegalAction):
        g.apply(Action(1, "take_quarry"))


def test_materials_depot_settler_still_takes_one_tile(play):
    """A settler owning a Depot still takes only one tile (one quarry at most) per turn."""
    g = _settler({"buildings": {"materials_depot": 1}}, chooser=1)
    play(g, (1, "take_quarry"))
    assert g.current_seat == 2
    assert g.state.players[1].tiles["quarry"] == 1


def test_materials_depot_without_quarries_left(play):
    """No quarries left: the Depot does nothing."""
    g = _settler({"buildings": {"materials_depot": 1}}, chooser=0, quarries=0)
    play(g, (0, "pass"))
    assert Action(1, "take_quarry") not in g.legal_actions()


# --------------------------------------------------------------------------- hacienda


def test_hacienda_draws_from_the_bag_then_normal_turn(play):
    """Occupied Hacienda: before its pick, the owner may draw one plantation from the bag."""
    g = (
        Scenario(seats=4)
        .seat(1, buildings={"hacienda": 1})
        .display("corn", "sugar")
        .bag("coffee")
        .start("settler", chooser=0)
    )
    play(g, (0, "pass"))
    assert (g.current_seat, g.decision) == (1, "hacienda")
    assert g.legal_actions() == [Action(1, "hacienda_draw"), Action(1, "pass")]
    quarries = g.state.quarries
    play(g, (1, "hacienda_draw"))
    assert g.state.players[1].tiles["coffee"] == 1
    assert g.state.quarries == quarries  # never a quarry
    assert (g.current_seat, g.decision) == (1, "settler_tile")
    play(g, (1, "take_plantation", "sugar"))
    assert g.state.players[1].land_tiles == 2


def test_unoccupied_hacienda_draws_nothing():
    g = (
        Scenario(seats=4)
        .seat(0, buildings={"hacienda": 0})
        .display("corn")
        .start("settler", chooser=0)
    )
    assert (g.current_seat, g.decision) == (0, "settler_tile")


def test_hacienda_draw_on_the_last_free_space_ends_the_turn(play):
    """The Hacienda tile takes the 12th island space: no pick follows."""
    g = (
        Scenario(seats=4)
        .seat(0, tiles={"corn": 11}, buildings={"hacienda": 1})
        .display("sugar")
        .bag("coffee")
        .start("settler", chooser=0)
    )
    assert g.decision == "hacienda"
    play(g, (0, "hacienda_draw"))
    assert g.state.players[0].land_tiles == 12
    assert g.current_seat == 1


def test_hacienda_draw_reshuffles_the_discard_pile(play):
    """Empty bag: the discard pile goes into the bag first (SPEC §7.1.5)."""
    g = (
        Scenario(seats=4)
        .seat(0, buildings={"hacienda": 1})
        .display("sugar")
        .bag(discard=("coffee",))
        .start("settler", chooser=0)
    )
    play(g, (0, "hacienda_draw"))
    assert g.state.players[0].tiles["coffee"] == 1
    assert (g.state.bag, g.state.discard) == ([], [])


def test_hacienda_no_draw_with_empty_bag_and_discard():
    """Nothing to draw (bag and discard pile empty): no Hacienda decision."""
    g = (
        Scenario(seats=4)
        .seat(0, buildings={"hacienda": 1})
        .display("sugar")
        .bag()
        .start("settler", chooser=0)
    )
    assert g.decision == "settler_tile"


# --------------------------------------------------------------------------- hospital


def test_hospital_worker_on_the_gained_tile(play):
    """Occupied Hospital: after gaining a tile, +1 worker from the supply on that tile."""
    g = _settler({"buildings": {"hospital": 1}}, chooser=0)
    play(g, (0, "pass"), (1, "take_plantation", "sugar"))
    assert (g.current_seat, g.decision) == (1, "hospital")
    assert g.legal_actions() == [Action(1, "hospital_worker", "sugar"), Action(1, "pass")]
    supply = g.state.worker_supply
    play(g, (1, "hospital_worker", "sugar"))
    assert g.state.players[1].tile_workers["sugar"] == 1
    assert g.state.worker_supply == supply - 1
    assert g.current_seat == 2


def test_hospital_worker_on_a_quarry(play):
    """The Hospital worker may go on a quarry gained by the settler privilege."""
    g = _settler({"buildings": {"hospital": 1}}, chooser=1)
    play(g, (1, "take_quarry"))
    assert g.legal_actions() == [Action(1, "hospital_worker", "quarry"), Action(1, "pass")]
    play(g, (1, "hospital_worker", "quarry"))
    assert g.state.players[1].tile_workers["quarry"] == 1


def test_hospital_worker_must_go_on_a_gained_tile(play):
    g = _settler({"buildings": {"hospital": 1}, "tiles": {"corn": 1}}, chooser=1)
    play(g, (1, "take_plantation", "sugar"))
    with pytest.raises(IllegalAction):
        g.apply(Action(1, "hospital_worker", "corn"))


def test_hospital_takes_from_the_hall_when_the_supply_is_empty(play):
    """Worker supply empty: the Hospital worker comes from the hiring hall."""
    g = _settler({"buildings": {"hospital": 1}}, chooser=1, workers=0, hiring_hall=3)
    play(g, (1, "take_plantation", "sugar"), (1, "hospital_worker", "sugar"))
    assert g.state.hiring_hall == 2
    assert g.state.players[1].tile_workers["sugar"] == 1


def test_hospital_gives_nothing_when_no_worker_anywhere(play):
    g = _settler({"buildings": {"hospital": 1}}, chooser=1, workers=0, hiring_hall=0)
    play(g, (1, "take_plantation", "sugar"))
    assert g.current_seat == 2


def test_unoccupied_hospital_gives_no_worker(play):
    g = _settler({"buildings": {"hospital": 0}}, chooser=1)
    play(g, (1, "take_plantation", "sugar"))
    assert g.current_seat == 2
    assert g.state.players[1].tile_workers["sugar"] == 0


def test_hospital_nothing_without_a_gain(play):
    g = _settler({"buildings": {"hospital": 1}}, chooser=1)
    play(g, (1, "pass"))
    assert g.current_seat == 2


def test_hacienda_and_hospital_one_worker_in_total(play):
    """EX-28 (base part): Hacienda draw + face-up pick still give exactly 1 Hospital worker,
    on either tile."""
    g = (
        Scenario(seats=4)
        .seat(1, buildings={"hacienda": 1, "hospital": 1})
        .display("coffee")
        .bag("sugar")
        .start("settler", chooser=0)
    )
    play(g, (0, "pass"), (1, "hacienda_draw"), (1, "take_plantation", "coffee"))
    assert g.decision == "hospital"
    assert set(g.legal_actions()) == {
        Action(1, "hospital_worker", "sugar"),
        Action(1, "hospital_worker", "coffee"),
        Action(1, "pass"),
    }
    play(g, (1, "hospital_worker", "sugar"))
    assert g.decision == "role"  # no Hospital worker for the coffee; the display is empty
    workers = g.state.players[1].tile_workers
    assert (workers["sugar"], workers["coffee"]) == (1, 0)
    assert g.state.players[1].figures == 3  # Hacienda and Hospital workers + 1


# --------------------------------------------------------------------------- warehouses


def _storage(buildings: dict[str, int], held: dict[str, int]) -> Game:
    return (
        Scenario(seats=4)
        .seat(0, goods=held, buildings=buildings)
        .ships(*FULL_SHIPS)
        .start("captain", chooser=0)
    )


def test_small_warehouse_keeps_one_good_whole(play):
    """Occupied Small Warehouse: all crates of one good + 1 other crate."""
    g = _storage({"small_warehouse": 1}, {"corn": 3, "fruit": 2})
    assert (g.current_seat, g.decision) == (0, "storage")
    assert set(g.legal_actions()) == {
        Action(0, "store", (("corn", 3), ("fruit", 1))),
        Action(0, "store", (("corn", 1), ("fruit", 2))),
    }
    play(g, (0, "store", (("corn", 3), ("fruit", 1))))
    assert g.state.players[0].goods == goods(corn=3, fruit=1)


def test_small_warehouse_single_good_kept_whole():
    """Holding a single good type, the Small Warehouse keeps all of it (no decision)."""
    g = _storage({"small_warehouse": 1}, {"corn": 5})
    invariants.check(g)
    assert g.state.players[0].goods == goods(corn=5)
    assert g.decision == "role"


def test_unoccupied_small_warehouse_keeps_one_crate(play):
    g = _storage({"small_warehouse": 0}, {"corn": 3, "fruit": 2})
    assert set(g.legal_actions()) == {
        Action(0, "store", (("corn", 1),)),
        Action(0, "store", (("fruit", 1),)),
    }
    play(g, (0, "store", (("corn", 1),)))
    assert g.state.players[0].goods == goods(corn=1)


def test_large_warehouse_keeps_two_goods_whole(play):
    """Occupied Large Warehouse: all crates of two goods + 1 other crate."""
    g = _storage({"large_warehouse": 1}, {"corn": 3, "fruit": 2, "sugar": 2})
    options = g.legal_actions()
    assert len(options) == 3  # choose the two whole goods; the third gives its 1 crate
    play(g, (0, "store", (("corn", 3), ("fruit", 2), ("sugar", 1))))
    assert g.state.players[0].goods == goods(corn=3, fruit=2, sugar=1)


def test_unoccupied_large_warehouse_keeps_one_crate():
    g = _storage({"large_warehouse": 0}, {"corn": 3})
    assert g.state.players[0].goods == goods(corn=1)


def test_warehouse_does_not_exempt_from_loading(play):
    """A Small Warehouse owner must still load what a ship can take."""
    g = (
        Scenario(seats=4)
        .seat(0, goods={"corn": 3}, buildings={"small_warehouse": 1})
        .ships((5, None, 0), (6, "tobacco", 6), (7, "coffee", 7))
        .start("captain", chooser=0)
    )
    assert g.legal_actions() == [Action(0, "load", ("corn", 0))]


# --------------------------------------------------------------------------- factory


FIVE_KINDS = {good: (1, 1) for good in GOODS}
PRODUCERS = {
    "fruit": "small_fruit_farm",
    "sugar": "small_sugar_refinery",
    "tobacco": "large_tobacco_drying_house",
    "coffee": "large_coffee_roastery",
}


@pytest.mark.parametrize(("kinds", "bonus"), [(1, 0), (2, 1), (3, 2), (4, 3), (5, 5)])
def test_factory_bonus_by_kinds_produced(kinds, bonus, play):
    """Occupied Factory: 1/2/3/4/5 kinds produced → 0/1/2/3/5 doubloons."""
    produced = list(GOODS[:kinds])
    buildings = {PRODUCERS[good]: 1 for good in produced if good != "corn"}
    tiles = {good: (1, 1) for good in produced}
    g = _craftsman(tiles, {**buildings, "factory": 1})
    play(g, (0, "produce"))
    assert g.state.players[0].doubloons == bonus


def test_unoccupied_factory_pays_nothing(play):
    buildings = {b: 1 for b in PRODUCERS.values()}
    g = _craftsman(FIVE_KINDS, {**buildings, "factory": 0})
    play(g, (0, "produce"))
    assert g.state.players[0].doubloons == 0


def test_factory_nothing_when_production_declined(play):
    """Declining the whole production (all or nothing) also gives no Factory doubloons."""
    g = _craftsman({"corn": (1, 1), "fruit": (1, 1)}, {"small_fruit_farm": 1, "factory": 1})
    assert g.legal_actions() == [Action(0, "produce"), Action(0, "pass")]
    play(g, (0, "pass"))
    assert g.state.players[0].goods == NO_GOODS
    assert g.state.players[0].doubloons == 0


# --------------------------------------------------------------------------- school


def _builder(seat0: dict, chooser: int = 0, **supply) -> Game:
    sc = Scenario(seats=4).seat(0, **seat0)
    if supply:
        sc.supply(**supply)
    return sc.start("builder", chooser=chooser)


def test_school_worker_on_the_new_building(play):
    """Occupied School: after building, 1 worker from the supply on the new building."""
    g = _builder({"buildings": {"school": 1}, "doubloons": 5})
    play(g, (0, "build", "large_market"))
    assert (g.current_seat, g.decision) == (0, "school")
    assert g.legal_actions() == [Action(0, "school_worker"), Action(0, "pass")]
    supply = g.state.worker_supply
    play(g, (0, "school_worker"))
    assert g.state.players[0].buildings["large_market"] == 1
    assert g.state.worker_supply == supply - 1
    assert g.current_seat == 1


def test_school_only_one_worker_on_a_multi_slot_building(play):
    g = _builder({"buildings": {"school": 1}, "doubloons": 5})
    play(g, (0, "build", "large_tobacco_drying_house"), (0, "school_worker"))
    assert g.state.players[0].buildings["large_tobacco_drying_house"] == 1


def test_school_falls_back_on_the_hiring_hall(play):
    g = _builder({"buildings": {"school": 1}, "doubloons": 1}, workers=0, hiring_hall=2)
    play(g, (0, "build", "small_market"), (0, "school_worker"))
    assert g.state.hiring_hall == 1
    assert g.state.players[0].buildings["small_market"] == 1


def test_school_nothing_when_no_worker_anywhere(play):
    g = _builder({"buildings": {"school": 1}, "doubloons": 1}, workers=0, hiring_hall=0)
    play(g, (0, "build", "small_market"))
    assert g.current_seat == 1
    assert g.state.players[0].buildings["small_market"] == 0


def test_unoccupied_school_gives_no_worker(play):
    g = _builder({"buildings": {"school": 0}, "doubloons": 1})
    play(g, (0, "build", "small_market"))
    assert g.current_seat == 1


def test_newly_built_school_is_not_yet_occupied(play):
    """Building the School itself gives no School worker (it is unoccupied)."""
    g = _builder({"doubloons": 7})
    play(g, (0, "build", "school"))
    assert g.current_seat == 1
    assert g.state.players[0].buildings["school"] == 0


def test_school_nothing_when_nothing_built(play):
    g = _builder({"buildings": {"school": 1}, "doubloons": 5})
    play(g, (0, "pass"))
    assert g.current_seat == 1


# --------------------------------------------------------------------------- port


def _captain(seat1: dict, ships=((5, None, 0), (6, None, 0), (7, None, 0))) -> Game:
    return Scenario(seats=4).seat(1, **seat1).ships(*ships).start("captain", chooser=0)


def test_port_one_vp_per_loading_action(play):
    """Occupied Port: +1 VP per loading action, whatever the number of crates."""
    g = _captain({"goods": {"corn": 3, "sugar": 1}, "buildings": {"port": 1}})
    play(g, (1, "load", ("corn", 0)))
    assert g.state.players[1].vp == 3 + 1
    play(g, (1, "load", ("sugar", 1)))
    assert g.state.players[1].vp == 4 + 1 + 1


def test_unoccupied_port_gives_nothing(play):
    g = _captain({"goods": {"corn": 3}, "buildings": {"port": 0}})
    play(g, (1, "load", ("corn", 0)))
    assert g.state.players[1].vp == 3


# --------------------------------------------------------------------------- private_wharf


def test_private_wharf_loads_a_whole_good_once_per_phase(play):
    """Occupied Private Wharf: once per phase, all crates of one good onto the private ship
    (unlimited), +1 VP per crate; the crates return to the supply."""
    ships = ((4, "tobacco", 4), (5, "sugar", 5), (6, "coffee", 6))
    g = _captain({"goods": {"corn": 7, "fruit": 2}, "buildings": {"private_wharf": 1}}, ships)
    # No cargo load is possible: the private ship is optional.
    assert g.legal_actions() == [
        Action(1, "load_private", "corn"),
        Action(1, "load_private", "fruit"),
        Action(1, "pass"),
    ]
    corn = g.state.crates["corn"]
    play(g, (1, "load_private", "corn"))
    assert g.state.players[1].vp == 7
    assert g.state.crates["corn"] == corn + 7
    # Once per phase: the fruit stays; storage keeps 1 fruit (automatic), the phase ends.
    assert g.decision == "role"
    assert g.state.players[1].goods == goods(fruit=1)


def test_private_wharf_may_be_declined(play):
    ships = ((4, "tobacco", 4), (5, "sugar", 5), (6, "coffee", 6))
    g = _captain({"goods": {"corn": 3}, "buildings": {"private_wharf": 1}}, ships)
    play(g, (1, "pass"))
    assert g.decision == "role"
    assert g.state.players[1].goods == goods(corn=1)
    assert g.state.players[1].vp == 0


def test_private_wharf_any_good_even_one_on_a_cargo_ship(play):
    """The private ship takes a good carried by a cargo ship, instead of the cargo load."""
    g = _captain(
        {"goods": {"sugar": 4}, "buildings": {"private_wharf": 1}},
        ((5, "sugar", 1), (6, None, 0), (7, None, 0)),
    )
    assert set(g.legal_actions()) == {
        Action(1, "load", ("sugar", 0)),
        Action(1, "load_private", "sugar"),
    }
    play(g, (1, "load_private", "sugar"))
    assert g.state.players[1].vp == 4
    assert (g.state.ships[0].good, g.state.ships[0].count) == ("sugar", 1)


def test_private_wharf_counts_for_the_captain_privilege(play):
    g = (
        Scenario(seats=4)
        .seat(0, goods={"corn": 2}, buildings={"private_wharf": 1})
        .ships((4, "tobacco", 4), (5, "sugar", 5), (6, "coffee", 6))
        .start("captain", chooser=0)
    )
    play(g, (0, "load_private", "corn"))
    assert g.state.players[0].vp == 3


def test_unoccupied_private_wharf_is_not_offered():
    ships = ((4, "tobacco", 4), (5, "sugar", 5), (6, "coffee", 6))
    g = _captain({"goods": {"corn": 3}, "buildings": {"private_wharf": 0}}, ships)
    assert g.decision == "role"  # nobody could load: straight through storage
    assert g.state.players[1].goods == goods(corn=1)


def test_port_counts_private_wharf_loads(play):
    ships = ((4, "tobacco", 4), (5, "sugar", 5), (6, "coffee", 6))
    g = _captain({"goods": {"corn": 3}, "buildings": {"private_wharf": 1, "port": 1}}, ships)
    play(g, (1, "load_private", "corn"))
    assert g.state.players[1].vp == 4


# --------------------------------------------------------------------------- large buildings


def _score(buildings: dict[str, int], **seat) -> dict:
    g = Scenario(seats=4).seat(0, buildings=buildings, **seat).at_role_choice(0)
    invariants.check(g)
    return g.final_scores()[0]


LARGE = ["fire_station", "residence", "fortress", "customs_house", "governors_palace"]


@pytest.mark.parametrize("building", LARGE)
def test_unoccupied_large_building_scores_printed_vp_only(building):
    """An unoccupied large building scores its 4 VP but no bonus."""
    sc = _score(
        {building: 0, "large_sugar_refinery": 0, "small_market": 0},
        tiles={"corn": (10, 10)},
        portrait=5,
        vp=20,
    )
    assert sc["bonuses"] == {}
    assert sc["bonus_total"] == 0
    assert sc["buildings"] == 4 + 2 + 1
    assert sc["total"] == 20 + 7


def test_printed_vp_of_unoccupied_buildings_count():
    sc = _score({"port": 0, "small_market": 0, "large_coffee_roastery": 0})
    assert sc["buildings"] == 3 + 1 + 3


def test_fire_station_no_production_buildings():
    sc = _score({"fire_station": 1, "factory": 1})
    assert sc["bonuses"] == {"fire_station": 0}


def test_fire_station_counts_every_production_tier():
    """Small tier +1 each, large tier +2 each: 1+1+2+2+2+2 = 10."""
    production = [b for b, _, _ in PRODUCTION]
    sc = _score({"fire_station": 1, **dict.fromkeys(production, 0)})
    assert sc["bonuses"] == {"fire_station": 10}


def test_residence_counts_quarries_as_land_tiles():
    sc = _score({"residence": 1}, tiles={"quarry": 5, "corn": 6})
    assert sc["bonuses"] == {"residence": 6}


def test_fortress_counts_figures_everywhere():
    """Figures on plantations, quarries, buildings and the portrait: 2+1+1+1+4 = 9 → 3."""
    sc = _score(
        {"fortress": 1, "small_market": 1},
        tiles={"corn": (2, 2), "quarry": (1, 1)},
        portrait=4,
    )
    assert sc["bonuses"] == {"fortress": 3}


def test_customs_house_rounds_down():
    sc = _score({"customs_house": 1}, vp=7)
    assert sc["bonuses"] == {"customs_house": 1}


def test_governors_palace_alone_counts_itself():
    sc = _score({"governors_palace": 1})
    assert sc["bonuses"] == {"governors_palace": 1}


def test_several_large_buildings_add_up():
    sc = _score(
        {"governors_palace": 1, "residence": 1, "customs_house": 1},
        tiles={"corn": 12},
        vp=8,
    )
    assert sc["bonuses"] == {"governors_palace": 3, "residence": 7, "customs_house": 2}
    assert sc["total"] == 8 + 12 + 12
