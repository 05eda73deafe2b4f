"""SANTIAGO_EXAMPLES.md, one test per worked example (SC-01..SC-33), on fixture F1."""

from __future__ import annotations

import pytest
from santiago_helpers import force_roll, goods, play, values

from game.rng import Rng
from game.santiago.engine import Action, Game, GameConfig, IllegalAction
from game.santiago.engine.rules import roll_dice, set_aside_options
from game.santiago.engine.scenario import F1_SLOTS, F1_STREET, Scenario

WHITE = ["office", "customs_house", "newspaper"]
YELLOW = ["distillery", "cafe", "church"]
BLUE = ["cigar_factory", "black_market", "bank"]
RED = ["casino", "harbor_office", "sawmill"]


def refused(g: Game, action: Action) -> str:
    before = g.to_json()
    with pytest.raises(IllegalAction) as err:
        g.apply(action)
    assert g.to_json() == before
    return err.value.code


# --------------------------------------------------------------------------- A. the seed


def test_sc01_paid_move_pedro_white_building() -> None:
    g = (
        Scenario(seats=2)
        .seat(0, pesos=3, broker="church")
        .seat(1, goods={"tobacco": 3})
        .car(1)
        .build()
    )
    assert values(g) == [1, 2, 3, 4]  # 5 steps would cost 4 pesos
    assert refused(g, Action(0, "move_car", 5)) == "cannot_pay"
    play(g, "move_car", 3)
    assert g.s.car == 4 and g.s.players[0].pesos == 1
    play(g, "use_cuban")
    assert g.s.players[0].goods["tobacco"] == 2 and g.s.supply["tobacco"] == 3
    assert values(g) == WHITE
    assert refused(g, Action(0, "place_broker", "church")) == "broker_must_move"
    play(g, "place_broker", "newspaper")
    play(g, "use_building", None)  # the peso, no flip
    assert g.s.players[0].pesos == 2
    assert all(g.s.face_up.values())
    assert g.current_seat == 1 and g.decision == "move_car"
    assert g.s.players[1].vp == 0  # nobody owns the newspaper


def test_sc02_alonso_uses_owned_bank_then_white_step() -> None:
    g = (
        Scenario(seats=3)
        .seat(0, pesos=0, broker="black_market", owns=["bank"])
        .seat(1, broker="bank")
        .seat(2, owns=["office"])
        .car(5)
        .build()
    )
    play(g, "move_car", 1)
    assert ("use", "bank") in values(g, "use_cuban")
    play(g, "use_cuban", ("use", "bank"))
    play(g, "use_building", None)
    assert g.s.players[0].pesos == 2
    assert g.decision == "place_broker"  # one option only: no claim now
    assert values(g) == WHITE
    play(g, "place_broker", "office")
    # Alicia holds no good to deliver: the office offers her no use, the turn ends.
    assert g.current_seat == 1 and g.decision == "move_car"
    assert g.s.players[2].vp == 1  # Clara's office
    assert g.s.players[0].markers == 2 and g.s.owner["office"] == 2


def test_sc03_miguel_blue_building_owner_vp() -> None:
    g = (
        Scenario(seats=2, names=("Alicia", "Felipe"))
        .seat(0, pesos=1, broker="black_market")
        .seat(1, vp=7, broker="cigar_factory", owns=["bank"])
        .car(6)
        .build()
    )
    play(g, "move_car", 1)
    play(g, "use_cuban")
    assert g.s.players[0].goods["wood"] == 2 and g.s.supply["wood"] == 6
    # Only the bank is free: the broker goes there without a choice.
    assert g.s.players[0].broker == "bank" and g.decision == "building"
    play(g, "use_building", None)
    assert g.s.players[0].pesos == 3
    assert g.s.players[1].vp == 8


def _sc04(citrus_francisco: int = 1) -> Game:
    return (
        Scenario(seats=4, names=("Juan", "Alicia", "Francisco", "Clara"))
        .seat(0, goods={"citrus": 2, "rum": 1})
        .seat(1, goods={"sugar": 2})
        .seat(2, goods={"sugar": 2, "citrus": citrus_francisco})
        .seat(3, goods={"tobacco": 1, "cigar": 1})
        .ship({"sugar": 2, "tobacco": 0, "citrus": 4, "rum": 1}, set_aside="cigar")
        .flag(3)
        .car(9)
        .build()
    )


def test_sc04_delivery_phase_four_seats() -> None:
    g = _sc04()
    play(g, "move_car", 1)
    assert g.current_seat == 0 and g.decision == "delivery"
    play(g, "deliver", ("citrus", 2))
    play(g, "deliver", ("sugar", 2))
    assert ("sugar", 1) not in values(g, "deliver")
    play(g, "deliver", ("citrus", 1))
    # Clara holds nothing demanded: she passes by herself; Juan again.
    assert g.current_seat == 0
    play(g, "deliver", ("rum", 1))
    # Everyone else has nothing left to deliver: the phase ends, the ship stays.
    assert g.s.demand == {"sugar": 0, "tobacco": 0, "citrus": 1, "rum": 0}
    assert g.s.value == 2  # flag 3 -> 4
    assert [p.vp for p in g.s.players] == [9, 6, 3, 0]
    assert (g.s.supply["citrus"], g.s.supply["sugar"], g.s.supply["rum"]) == (8 - 3 + 3, 4 + 2, 8)
    assert g.s.players[0].broker is None
    assert g.current_seat == 1 and g.decision == "move_car"
    assert g.s.ships_departed == 0


def test_sc04_extra_full_ship_departs_and_trigger_seat_rolls() -> None:
    g = _sc04(citrus_francisco=2)
    play(g, "move_car", 1)
    play(g, "deliver", ("citrus", 2))
    play(g, "deliver", ("sugar", 2))
    play(g, "deliver", ("citrus", 2))
    play(g, "deliver", ("rum", 1))
    assert g.s.ships_departed == 1 and g.s.value == 0
    assert g.current_seat == 0 and g.decision == "set_aside"  # Juan rolls


def test_sc05_wood() -> None:
    g = (
        Scenario(seats=2)
        .seat(0, goods={"wood": 3, "sugar": 1})
        .ship({"sugar": 2, "tobacco": 1, "citrus": 0, "rum": 2}, set_aside="cigar")
        .flag(4)
        .car(9)
        .build()
    )
    play(g, "move_car", 1)
    wood = set(values(g, "deliver_wood"))
    assert wood == {("sugar", 1), ("sugar", 2), ("tobacco", 1), ("rum", 1), ("rum", 2)}
    assert values(g, "deliver") == [("sugar", 1)]
    assert refused(g, Action(0, "deliver_wood", ("tobacco", 2))) == "too_many"
    assert refused(g, Action(0, "deliver_wood", ("sugar", 3))) == "too_many"
    assert refused(g, Action(0, "deliver_wood", ("citrus", 1))) == "not_demanded"
    assert refused(g, Action(0, "deliver_wood", ("cigar", 1))) == "not_demanded"
    play(g, "deliver_wood", ("sugar", 2))
    assert g.s.players[0].vp == 2 and g.s.demand["sugar"] == 0
    assert g.s.players[0].goods["wood"] == 1


@pytest.mark.parametrize(("seats", "left"), [(2, 6), (3, 5), (4, 4)])
def test_sc06_setup_and_first_demand(seats: int, left: int) -> None:
    g = Game.new(GameConfig(seats=seats, seed=3))
    for p in g.s.players:
        assert (p.pesos, p.vp, p.markers, p.broker) == (3, 2, 3, None)
        assert goods(g, g.s.players.index(p)) == {"sugar": 1, "tobacco": 1, "citrus": 1}
    assert g.s.supply == {
        "sugar": left,
        "tobacco": left,
        "citrus": left,
        "rum": 8,
        "cigar": 8,
        "wood": 8,
    }
    assert (g.s.car, g.s.ships_departed, g.s.value) == (0, 0, 0)
    assert g.current_seat == seats - 1 and g.decision == "set_aside"
    force_roll(g, {"sugar": 2, "tobacco": 0, "citrus": 4, "rum": 1, "cigar": 3})
    assert values(g) == ["sugar", "tobacco", "citrus", "rum", "cigar"]
    play(g, "set_aside", "tobacco")
    assert g.s.demand == {"sugar": 2, "citrus": 4, "rum": 1, "cigar": 3}
    assert g.s.set_aside == ["tobacco", 0]
    assert g.current_seat == 0 and g.decision == "move_car"
    dice = {good.id: good.die for good in g.d.catalog.goods}
    assert dice["citrus"] == (0, 1, 2, 2, 3, 4)
    assert all(4 not in dice[k] for k in ("sugar", "tobacco", "rum", "cigar"))


# --------------------------------------------------------------------------- B. Cubans


def test_sc07_goods_cubans_and_shortage() -> None:
    g = Scenario(seats=2).seat(1, goods={"sugar": 4}).car(1).build()
    play(g, "move_car", 1)
    play(g, "use_cuban")
    assert g.s.players[0].goods["sugar"] == 2 and g.s.supply["sugar"] == 2
    assert g.decision == "place_broker" and values(g) == YELLOW
    # (b) Pedro with 1 tobacco left, then with none.
    g = Scenario(seats=2).seat(1, goods={"tobacco": 7}).car(3).build()
    play(g, "move_car", 1)
    play(g, "use_cuban")
    assert g.s.players[0].goods["tobacco"] == 1 and g.s.supply["tobacco"] == 0
    g = Scenario(seats=2).seat(1, goods={"tobacco": 8}).car(3).build()
    play(g, "move_car", 1)
    assert g.decision == "place_broker" and values(g) == WHITE  # empty-handed, no question
    # (c) Conchita, (d) Miguel with 1 wood left.
    g = Scenario(seats=2).seat(1, goods={"citrus": 1}).car(4).build()
    play(g, "move_car", 1)
    play(g, "use_cuban")
    assert g.s.supply["citrus"] == 5 and g.s.players[0].goods["citrus"] == 2
    g = Scenario(seats=2).seat(1, goods={"wood": 7}).car(6).build()
    play(g, "move_car", 1)
    play(g, "use_cuban")
    assert g.s.players[0].goods["wood"] == 1 and g.s.supply["wood"] == 0


def test_sc08_maria_martinez_and_declining() -> None:
    g = Scenario(seats=2).seat(0, vp=2).car(0).build()
    play(g, "move_car", 1)
    play(g, "use_cuban")
    assert g.s.players[0].vp == 4 and values(g) == RED
    g = Scenario(seats=2).car(8).build()
    play(g, "move_car", 1)
    play(g, "use_cuban")
    assert g.s.players[0].pesos == 3 and values(g) == YELLOW
    g = Scenario(seats=2).seat(0, vp=2).car(0).build()
    play(g, "move_car", 1)
    play(g, "decline_cuban")
    assert g.s.players[0].vp == 2
    assert g.decision == "place_broker" and values(g) == RED


def test_sc09_pablo() -> None:
    g = Scenario(seats=2).seat(1, goods={"rum": 8}).car(7).build()
    play(g, "move_car", 1)
    assert values(g, "use_cuban") == ["sugar", "tobacco", "citrus", "cigar"]
    play(g, "use_cuban", "cigar")
    assert g.s.supply["cigar"] == 7 and g.decision == "place_broker" and values(g) == RED
    everything = {"sugar": 8, "tobacco": 8, "citrus": 8, "rum": 8, "cigar": 8}
    g = Scenario(seats=2).seat(1, goods=everything).car(7).build()
    play(g, "move_car", 1)
    assert g.decision == "place_broker"  # Pablo has nothing to give


def test_sc10_el_zorro_reuse_and_owner_vp() -> None:
    g = (
        Scenario(seats=4)
        .seat(0, pesos=2, vp=5, goods={"cigar": 1, "rum": 1}, broker="cafe")
        .seat(1, pesos=0, vp=2, goods={"sugar": 1, "wood": 1})
        .seat(2, pesos=0, vp=0, goods={"wood": 2}, owns=["cafe"])
        .seat(3, pesos=5, vp=3)
        .car(2)
        .build()
    )
    play(g, "move_car", 1)
    play(g, "use_cuban")
    assert g.current_seat == 1 and values(g) == ["sugar", "vp"]
    assert refused(g, Action(1, "give", "wood")) == "gift_wood"
    play(g, "give", "sugar")
    # C can give nothing; D chooses.
    assert g.current_seat == 3 and values(g) == ["peso", "vp"]
    supply = dict(g.s.supply)
    play(g, "give", "peso")
    assert g.s.supply == supply
    a = g.s.players[0]
    assert (a.pesos, a.goods["sugar"], g.s.players[1].goods["sugar"]) == (3, 1, 0)
    assert g.s.players[3].pesos == 4
    assert g.current_seat == 0 and g.decision == "building"  # the broker stays on the cafe
    play(g, "use_building", ("cigar", "rum"))
    assert a.vp == 9
    assert g.s.players[2].vp == 1


def test_sc11_el_zorro_on_the_first_turn() -> None:
    g = Game.new(GameConfig(seats=4, seed=1), street=F1_STREET, slots=F1_SLOTS)
    play(g, "set_aside", values(g)[0])
    play(g, "move_car", 3)
    play(g, "use_cuban")
    play(g, "give", "peso")
    play(g, "give", "citrus")
    play(g, "give", "vp")
    a, b, c, d = g.s.players
    assert g.s.value == 0
    assert (a.pesos, a.goods["citrus"], a.vp) == (2, 2, 3)
    assert (b.pesos, c.goods["citrus"], d.vp) == (2, 0, 1)
    assert a.broker is None
    assert g.current_seat == 1 and g.decision == "move_car"  # no building, no owner VP


def _sc12() -> Game:
    return (
        Scenario(seats=3)
        .seat(0, vp=5, broker="newspaper", owns=["casino", "bank"])
        .seat(1, pesos=3, broker="harbor_office")
        .seat(2, owns=["office"])
        .car(5)
        .build()
    )


def test_sc12_alonso_claims_limits_and_double_use() -> None:
    g = _sc12()
    play(g, "move_car", 1)
    claims = [v[1] for v in values(g, "use_cuban") if v[0] == "claim"]
    assert sorted(claims) == sorted(
        [
            "distillery",
            "cafe",
            "church",
            "cigar_factory",
            "black_market",
            "harbor_office",
            "sawmill",
            "customs_house",
            "newspaper",
        ]
    )
    assert refused(g, Action(0, "use_cuban", ("claim", "office"))) == "claim_owned"
    assert {v[1] for v in values(g, "use_cuban") if v[0] == "use"} == {"casino", "bank"}
    play(g, "use_cuban", ("claim", "harbor_office"))
    assert g.s.players[0].markers == 0 and g.s.owner["harbor_office"] == 0
    assert values(g) == ["office", "customs_house"]
    play(g, "place_broker", "customs_house")
    play(g, "decline_building")
    assert g.s.players[0].vp == 5
    # B's turn: to the port, nobody delivers, B's broker stayed on A's harbour office.
    play(g, "move_car", 4)
    assert g.s.value == 1
    assert g.s.players[0].vp == 6


def test_sc12_alonso_without_marker_and_newspaper_twice() -> None:
    g = (
        Scenario(seats=3)
        .seat(0, vp=5, broker="church", owns=["casino", "bank", "harbor_office"])
        .car(5)
        .build()
    )
    play(g, "move_car", 1)
    assert refused(g, Action(0, "use_cuban", ("claim", "cafe"))) == "no_marker_left"
    assert {v[1] for v in values(g, "use_cuban")} == {"casino", "bank", "harbor_office"}
    g = Scenario(seats=3).seat(0, broker="church", owns=["newspaper"]).car(5).build()
    play(g, "move_car", 1)
    play(g, "use_cuban", ("use", "newspaper"))
    play(g, "use_building", "maria")
    assert g.s.players[0].pesos == 1 and not g.s.face_up["maria"]
    assert "newspaper" in values(g)
    play(g, "place_broker", "newspaper")
    play(g, "use_building", "pedro")
    assert g.s.players[0].pesos == 2 and not g.s.face_up["pedro"]


def test_sc13_newspaper_and_an_inactive_cuban() -> None:
    g = (
        Scenario(seats=3)
        .seat(0, pesos=0, broker="black_market")
        .seat(1, pesos=1, broker="harbor_office")
        .seat(2, vp=4, owns=["harbor_office"])
        .car(3)
        .build()
    )
    play(g, "move_car", 1)
    play(g, "use_cuban")
    play(g, "place_broker", "newspaper")
    assert "pedro" in values(g, "use_building")  # the car's own stop may be flipped
    play(g, "use_building", "conchita")
    assert g.s.players[0].pesos == 1 and not g.s.face_up["conchita"]
    other = g.clone()
    # (i) B stops at the inactive Conchita: nothing, the broker stays, C scores.
    play(g, "move_car", 1)
    assert g.s.players[1].goods["citrus"] == 0
    assert g.s.players[1].broker == "harbor_office"
    assert g.s.players[2].vp == 5
    assert g.current_seat == 2 and not g.s.face_up["conchita"]
    play(g, "move_car", 1)
    assert g.s.face_up["conchita"]
    # (ii) B pays 1 and drives past Conchita to Alonso: she turns up at once.
    play(other, "move_car", 2)
    assert other.s.players[1].pesos == 0 and other.s.face_up["conchita"]
    assert other.decision == "cuban"


def test_sc14_church_bank_and_ownership() -> None:
    g = Scenario(seats=3).seat(0, vp=5, owns=["church"]).car(1).build()
    play(g, "move_car", 1)
    play(g, "use_cuban")
    play(g, "place_broker", "church")
    play(g, "use_building")
    assert g.s.players[0].vp == 6  # own building: no owner VP
    g = Scenario(seats=3).seat(0, vp=5, owns=["church"]).seat(1, vp=3).active(1).car(8).build()
    play(g, "move_car", 1)
    play(g, "use_cuban")
    play(g, "place_broker", "church")
    play(g, "decline_building")
    assert g.s.players[1].vp == 3 and g.s.players[0].vp == 6
    g = Scenario(seats=3).active(2).car(4).build()
    play(g, "move_car", 1)
    play(g, "use_cuban")
    play(g, "place_broker", "bank")
    play(g, "use_building")
    assert g.s.players[2].pesos == 2 and g.s.players[2].goods["citrus"] == 2


# --------------------------------------------------------------------------- C. buildings


def _at(building: str, stop: int, decline_cuban: bool = True, **seat0: object) -> Game:
    """Seat 0 drives one stop to `stop - 1 + 1` and puts its broker on `building`."""
    g = Scenario(seats=2).seat(0, **seat0).car(stop - 1).build()  # type: ignore[arg-type]
    play(g, "move_car", 1)
    if g.decision == "cuban":
        play(g, "decline_cuban" if decline_cuban else "use_cuban")
    if g.decision == "place_broker":
        play(g, "place_broker", building)
    return g


def test_sc15_distillery_with_short_supply() -> None:
    g = Scenario(seats=2).seat(0, goods={"sugar": 3}).seat(1, goods={"rum": 6}).car(8).build()
    play(g, "move_car", 1)
    play(g, "decline_cuban")
    play(g, "place_broker", "distillery")
    assert values(g, "use_building") == [1, 2]
    play(g, "use_building", 2)
    assert goods(g, 0) == {"sugar": 1, "rum": 2}
    assert g.s.supply["sugar"] == 7 and g.s.supply["rum"] == 0


def test_sc16_cigar_factory() -> None:
    g = Scenario(seats=2).seat(0, goods={"tobacco": 4, "cigar": 1}).car(4).build()
    play(g, "move_car", 1)
    play(g, "decline_cuban")
    play(g, "place_broker", "cigar_factory")
    assert values(g, "use_building") == [1, 2, 3, 4]
    play(g, "use_building", 4)
    assert goods(g, 0) == {"cigar": 5}
    assert g.s.supply["tobacco"] == 8 and g.s.supply["cigar"] == 3


def test_sc17_black_market() -> None:
    g = (
        Scenario(seats=2)
        .seat(0, goods={"citrus": 1, "wood": 2})
        .seat(1, goods={"rum": 8, "cigar": 5, "sugar": 6, "tobacco": 6})
        .car(6)
        .build()
    )
    play(g, "move_car", 1)
    play(g, "decline_cuban")
    play(g, "place_broker", "black_market")
    assert values(g, "use_building") == [
        ("citrus", "sugar"),
        ("citrus", "tobacco"),
        ("citrus", "cigar"),
    ]
    assert refused(g, Action(0, "use_building", ("wood", "sugar"))) == "not_offered"
    assert refused(g, Action(0, "use_building", ("citrus", "wood"))) == "not_offered"
    play(g, "use_building", ("citrus", "cigar"))
    assert goods(g, 0) == {"cigar": 1, "wood": 2}
    assert g.s.supply["citrus"] == 8 and g.s.supply["cigar"] == 2


def test_sc18_sawmill() -> None:
    g = _at("sawmill", 8, goods={"wood": 2}, vp=5)
    assert values(g, "use_building") == [None]  # one wood per use
    play(g, "use_building")
    p = g.s.players[0]
    assert (p.goods["wood"], p.pesos, p.vp, g.s.supply["wood"]) == (1, 1, 6, 7)
    g = _at("sawmill", 8, vp=5)
    assert g.current_seat == 1 and g.decision == "move_car"  # no wood: no use to offer


def test_sc19_cafe() -> None:
    g = _at("cafe", 9, goods={"rum": 2, "cigar": 1}, vp=10)
    assert values(g, "use_building") == [("cigar", "rum"), ("cigar",), ("rum",)]
    play(g, "use_building", ("cigar", "rum"))
    assert g.s.players[0].vp == 14 and goods(g, 0) == {"rum": 1}
    g = _at("cafe", 9, goods={"rum": 2}, vp=10)
    assert values(g, "use_building") == [("rum",)]
    assert refused(g, Action(0, "use_building", ("rum", "rum"))) == "not_offered"
    play(g, "use_building", ("rum",))
    assert g.s.players[0].vp == 12
    g = _at("cafe", 9, goods={"rum": 1, "cigar": 1}, vp=10)
    play(g, "use_building", ("cigar",))
    assert g.s.players[0].vp == 12 and goods(g, 0) == {"rum": 1}


def test_sc20_customs_house() -> None:
    g = (
        Scenario(seats=2)
        .ship({"sugar": 0, "tobacco": 2, "citrus": 0, "rum": 0}, set_aside="cigar")
        .ships_departed(2)
        .flag(3)
        .car(3)
        .build()
    )
    play(g, "move_car", 1)
    play(g, "decline_cuban")
    play(g, "place_broker", "customs_house")
    assert values(g, "use_building") == ["tobacco"]
    play(g, "use_building", "tobacco")
    assert (g.s.ships_departed, g.s.value, g.s.demand) == (3, 0, {})
    assert g.current_seat == 0 and g.decision == "set_aside"
    force_roll(g, {"sugar": 1, "tobacco": 3, "citrus": 2, "rum": 0, "cigar": 1})
    play(g, "set_aside", "rum")
    assert g.s.demand == {"sugar": 1, "tobacco": 3, "citrus": 2, "cigar": 1}
    assert g.current_seat == 1
    g = (
        Scenario(seats=2)
        .ship({"sugar": 1, "tobacco": 2, "citrus": 3, "rum": 0}, set_aside="cigar")
        .car(3)
        .build()
    )
    play(g, "move_car", 1)
    play(g, "decline_cuban")
    play(g, "place_broker", "customs_house")
    assert values(g, "use_building") == ["sugar", "tobacco", "citrus"]
    assert refused(g, Action(0, "use_building", "rum")) == "not_demanded"
    play(g, "use_building", "citrus")
    assert g.s.demand == {"sugar": 1, "tobacco": 2, "citrus": 0, "rum": 0}
    assert g.s.ships_departed == 0 and g.s.players[0].vp == 0


def test_sc21_casino() -> None:
    g = _at("casino", 8, pesos=7, vp=3)
    assert values(g, "use_building")[:2] == [("pesos_to_vp", 1), ("pesos_to_vp", 2)]
    assert ("pesos_to_vp", 3) not in values(g)
    play(g, "use_building", ("pesos_to_vp", 2))
    assert (g.s.players[0].pesos, g.s.players[0].vp) == (1, 5)
    g = _at("casino", 8, pesos=1, vp=5)
    assert values(g, "use_building") == [("vp_to_pesos", m) for m in range(1, 6)]
    assert refused(g, Action(0, "use_building", ("both", 1))) == "not_offered"
    play(g, "use_building", ("vp_to_pesos", 2))
    assert (g.s.players[0].pesos, g.s.players[0].vp) == (7, 3)


def _harbour(flag: int, ships: int = 0) -> Game:
    g = Scenario(seats=2).flag(flag).ships_departed(ships).car(7).build()
    play(g, "move_car", 1)
    play(g, "decline_cuban")
    play(g, "place_broker", "harbor_office")
    return g


def test_sc22_harbour_office() -> None:
    g = _harbour(4, ships=4)
    play(g, "use_building", "right")
    assert (g.s.ships_departed, g.s.value, g.s.pending_demand) == (5, 0, True)
    assert g.current_seat == 0 and g.decision == "set_aside"
    g = _harbour(2)
    assert values(g, "use_building") == ["right"]
    assert refused(g, Action(0, "use_building", "left")) == "flag_at_2"
    play(g, "use_building", "right")
    assert g.s.value == 1
    g = _harbour(4)
    play(g, "use_building", "left")
    assert g.s.value == 1 and g.s.ships_departed == 0
    g = _harbour(3)
    assert values(g, "use_building") == ["left", "right"]


def _office(demand: dict[str, int]) -> Game:
    g = (
        Scenario(seats=2)
        .seat(0, goods={"rum": 1, "wood": 3, "tobacco": 2})
        .ship(demand, set_aside="tobacco")
        .flag(4)
        .car(3)
        .build()
    )
    play(g, "move_car", 1)
    play(g, "decline_cuban")
    play(g, "place_broker", "office")
    return g


def test_sc23_office() -> None:
    g = _office({"sugar": 2, "citrus": 0, "rum": 1, "cigar": 0})
    assert values(g, "use_building") == ["rum"]
    for bad in ("wood", "tobacco", "citrus"):
        refused(g, Action(0, "use_building", bad))
    play(g, "use_building", "rum")
    assert g.s.players[0].vp == 2 and g.s.demand["rum"] == 0
    assert g.s.ships_departed == 0
    g = _office({"sugar": 0, "citrus": 0, "rum": 1, "cigar": 0})
    play(g, "use_building", "rum")
    assert g.s.ships_departed == 1
    assert g.current_seat == 0 and g.decision == "set_aside"


# --------------------------------------------------------------------------- D. the broker


def test_sc24_must_move_all_occupied_off_board() -> None:
    g = Scenario(seats=2).seat(0, broker="cigar_factory").seat(1, broker="bank").car(4).build()
    play(g, "move_car", 1)
    play(g, "use_cuban")
    assert g.s.players[0].broker == "black_market"
    g = (
        Scenario(seats=4)
        .seat(0, vp=6, goods={"rum": 1}, broker="cafe")
        .seat(1, broker="casino")
        .seat(2, broker="harbor_office")
        .seat(3, broker="sawmill", owns=["cafe"])
        .car(0)
        .build()
    )
    play(g, "move_car", 1)
    play(g, "use_cuban")
    assert g.s.players[0].vp == 8 and g.decision == "building"
    play(g, "use_building", ("rum",))
    assert g.s.players[0].vp == 10 and g.s.players[0].broker == "cafe"
    assert g.s.players[3].vp == 1
    g = (
        Scenario(seats=4)
        .seat(1, broker="casino")
        .seat(2, broker="harbor_office")
        .seat(3, broker="sawmill", owns=["cafe"])
        .car(0)
        .build()
    )
    play(g, "move_car", 1)
    play(g, "use_cuban")
    assert g.current_seat == 1 and g.decision == "move_car"
    assert g.s.players[3].vp == 0


def test_sc25_port_turn_broker_stays_owner_paid() -> None:
    g = (
        Scenario(seats=3)
        .seat(0, goods={"sugar": 1}, broker="sawmill")
        .seat(1, vp=9, owns=["sawmill"])
        .ship({"sugar": 2, "tobacco": 1, "citrus": 0, "rum": 0}, set_aside="cigar")
        .flag(2)
        .car(9)
        .build()
    )
    play(g, "move_car", 1)
    play(g, "deliver", ("sugar", 1))
    assert g.s.players[0].vp == 2
    assert g.s.demand == {"sugar": 1, "tobacco": 1, "citrus": 0, "rum": 0}
    assert g.s.value == 1
    assert g.s.players[0].broker == "sawmill"
    assert g.s.players[1].vp == 10


# --------------------------------------------------------------------------- E. the ship


def _past_port(flag: int, ships: int = 3, car: int = 9) -> Game:
    return (
        Scenario(seats=2)
        .seat(0, pesos=2, vp=10)
        .ship({"sugar": 1, "tobacco": 2, "citrus": 0, "rum": 0}, set_aside="cigar")
        .flag(flag)
        .ships_departed(ships)
        .car(car)
        .build()
    )


def test_sc26_driving_past_the_port() -> None:
    g = _past_port(4)
    play(g, "move_car", 2)
    assert g.s.players[0].pesos == 1
    assert (g.s.ships_departed, g.s.value, g.s.demand, g.s.pending_demand) == (4, 0, {}, True)
    play(g, "use_cuban")
    assert g.s.players[0].vp == 12
    play(g, "place_broker", "casino")
    play(g, "decline_building")
    assert g.current_seat == 0 and g.decision == "set_aside"
    g = _past_port(2)
    play(g, "move_car", 2)
    assert g.s.value == 1 and g.s.ships_departed == 3
    g = _past_port(2, car=0)
    play(g, "move_car", 1)
    assert g.s.value == 0
    g = _past_port(2, car=8)
    events = play(g, "move_car", 2)
    assert "delivery_started" in [e.kind for e in events]


def test_sc27_delivery_phase_ends_everyone_passed_at_flag_4() -> None:
    g = (
        Scenario(seats=3)
        .seat(0, goods={"tobacco": 1})
        .seat(2, goods={"rum": 2})
        .ship({"sugar": 0, "tobacco": 3, "rum": 2, "cigar": 0}, set_aside="citrus")
        .flag(4)
        .ships_departed(5)
        .car(9)
        .build()
    )
    play(g, "move_car", 1)
    play(g, "deliver", ("tobacco", 1))
    assert g.current_seat == 2
    play(g, "deliver", ("rum", 2))
    assert [p.vp for p in g.s.players] == [4, 0, 8]
    assert (g.s.ships_departed, g.s.value) == (6, 0)
    assert g.current_seat == 0 and g.decision == "set_aside"


def _sc28() -> Game:
    return (
        Scenario(seats=4)
        .seat(0, goods={"wood": 1})
        .seat(1, goods={"citrus": 2})
        .ship({"sugar": 0, "citrus": 1, "rum": 0, "cigar": 0}, set_aside="tobacco")
        .flag(3)
        .ships_departed(1)
        .car(9)
        .build()
    )


def test_sc28_demand_completed_by_another_seat() -> None:
    g = _sc28()
    play(g, "move_car", 1)
    play(g, "pass")
    play(g, "deliver", ("citrus", 1))
    assert g.s.players[1].vp == 3
    assert (g.s.ships_departed, g.s.value) == (2, 0)
    assert g.current_seat == 0 and g.decision == "set_aside"  # the trigger seat rolls
    g = _sc28()
    play(g, "move_car", 1)
    play(g, "deliver_wood", ("citrus", 1))
    assert g.s.players[0].vp == 1 and g.s.ships_departed == 2
    assert g.current_seat == 0 and g.decision == "set_aside"


def test_sc29_demand_roll_edge_cases() -> None:
    faces = {"sugar": 0, "tobacco": 0, "citrus": 0, "rum": 0, "cigar": 2}
    assert set_aside_options(faces) == ["sugar", "tobacco", "citrus", "rum"]
    g = Scenario(seats=2).build()
    g.s.stage = "set_aside"
    g.s.pending = (0, "set_aside")
    force_roll(g, faces)
    assert refused(g, Action(0, "set_aside", "cigar")) == "set_aside_leaves_zeros"
    faces = {"sugar": 3, "tobacco": 0, "citrus": 0, "rum": 0, "cigar": 2}
    assert set_aside_options(faces) == list(faces)
    # (b) Five zeros are rolled again: find a generator state whose first roll is all zeros.
    state = next(st for st in range(200_000) if _first_roll_all_zero(st))
    g.s.rng = state
    rolled = roll_dice(g)
    assert any(rolled.values())
    draws = Rng(state)
    for _ in range(10):
        draws.below(6)
    assert g.s.rng == draws.state  # two rolls of five dice were drawn


def _first_roll_all_zero(state: int) -> bool:
    rng = Rng(state)
    return all(rng.below(6) == 0 for _ in range(5))


def test_sc30_pending_demand_window() -> None:
    g = _past_port(4)
    play(g, "move_car", 2)
    play(g, "use_cuban")
    from game.santiago.engine import view

    assert view.building_uses(g, 0, "customs_house") == []
    assert view.building_uses(g, 0, "office") == []
    play(g, "place_broker", "harbor_office")
    assert values(g, "use_building") == ["right"]
    play(g, "use_building", "right")
    assert g.s.value == 1
    force_roll(g, {"sugar": 1, "tobacco": 1, "citrus": 1, "rum": 1, "cigar": 1})
    play(g, "set_aside", "cigar")
    assert g.s.value == 1  # the new ship keeps flag 3


# --------------------------------------------------------------------------- F. the end


def test_sc31_seventh_ship_departs_mid_turn() -> None:
    g = (
        Scenario(seats=2)
        .seat(0, vp=30, goods={"rum": 1})
        .seat(1, vp=20, owns=["office"])
        .ship({"sugar": 0, "tobacco": 0, "citrus": 0, "rum": 1}, set_aside="cigar")
        .ships_departed(6)
        .flag(3)
        .car(3)
        .build()
    )
    play(g, "move_car", 1)
    play(g, "use_cuban")
    play(g, "place_broker", "office")
    play(g, "use_building", "rum")
    assert g.is_over and g.s.ships_departed == 7
    assert g.s.players[0].vp == 32 and g.s.players[1].vp == 21
    assert g.s.rolled is None and g.s.demand == {} and g.legal_actions() == []
    assert g.s.end_trigger == "last_ship"
    g = (
        Scenario(seats=3)
        .seat(0, pesos=2, broker="bank")
        .seat(2, owns=["bank"])
        .ships_departed(6)
        .flag(4)
        .car(9)
        .build()
    )
    play(g, "move_car", 3)
    assert g.is_over and g.s.players[0].pesos == 0
    assert g.s.players[0].goods["sugar"] == 0  # nothing from José at stop 2
    assert g.s.players[2].vp == 1


def _scored(*seats: tuple[int, dict[str, int], int]) -> Game:
    sc = Scenario(seats=len(seats))
    for i, (vp, held, pesos) in enumerate(seats):
        sc.seat(i, vp=vp, goods=held, pesos=pesos)
    return sc.build()


def test_sc32_final_scoring_and_tie_breaks() -> None:
    g = _scored(
        (40, {"sugar": 2, "rum": 1, "wood": 1}, 5),
        (41, {"cigar": 2}, 0),
        (38, {"wood": 3, "tobacco": 4, "citrus": 2}, 9),
    )
    scores = g.final_scores()
    assert [s["total"] for s in scores] == [41, 41, 41]
    assert [s["leftover_goods"] for s in scores] == [1, 2, 0]
    assert g.winners() == [1] and g.ranking() == [2, 1, 3]
    assert scores[2]["by_source"]["conversion"] == 3
    g = _scored((39, {"sugar": 4, "tobacco": 4}, 5), (41, {"rum": 2}, 3))
    assert g.winners() == [0]
    g = _scored((10, {"rum": 2}, 3), (10, {"cigar": 2}, 3), (9, {}, 0))
    assert g.winners() == [0, 1] and g.ranking() == [1, 1, 3]


# --------------------------------------------------------------------------- G. integration


def test_sc33_two_seat_opening_six_turns() -> None:
    g = Game.new(GameConfig(seats=2, seed=5), street=F1_STREET, slots=F1_SLOTS)
    a, b = g.s.players
    assert g.s.supply["sugar"] == 6 and g.current_seat == 1
    force_roll(g, {"sugar": 1, "tobacco": 2, "citrus": 3, "rum": 0, "cigar": 1})
    play(g, "set_aside", "cigar")
    # Turn 1 (A): Maria, then the harbour office.
    play(g, "move_car", 1)
    play(g, "use_cuban")
    play(g, "place_broker", "harbor_office")
    play(g, "use_building", "right")
    assert a.vp == 4 and g.s.value == 1
    # Turn 2 (B): José, then the church.
    play(g, "move_car", 1)
    play(g, "use_cuban")
    play(g, "place_broker", "church")
    play(g, "use_building")
    assert b.goods["sugar"] == 3 and g.s.supply["sugar"] == 4 and b.vp == 3
    # Turn 3 (A): 2 steps past El Zorro to Pedro, then the office.
    play(g, "move_car", 2)
    assert a.pesos == 2
    play(g, "use_cuban")
    assert a.goods["tobacco"] == 3
    play(g, "place_broker", "office")
    play(g, "use_building", "tobacco")
    assert a.vp == 6 and g.s.demand["tobacco"] == 1 and a.goods["tobacco"] == 2
    assert g.s.supply["tobacco"] == 5
    # Turn 4 (B): Conchita, then the cigar factory.
    play(g, "move_car", 1)
    play(g, "use_cuban")
    play(g, "place_broker", "cigar_factory")
    play(g, "use_building", 1)
    assert (b.goods["citrus"], b.goods["tobacco"], b.goods["cigar"]) == (3, 0, 1)
    # Turn 5 (A): Alonso claims the office under A's own broker; the newspaper flips Miguel.
    play(g, "move_car", 1)
    play(g, "use_cuban", ("claim", "office"))
    assert a.markers == 2
    assert values(g) == ["customs_house", "newspaper"]
    play(g, "place_broker", "newspaper")
    play(g, "use_building", "miguel")
    assert a.pesos == 3 and not g.s.face_up["miguel"]
    # Turn 6 (B): 4 steps to the port; Miguel turns up on the way.
    play(g, "move_car", 4)
    assert b.pesos == 0 and g.s.face_up["miguel"]
    play(g, "deliver", ("citrus", 3))
    play(g, "deliver", ("tobacco", 1))
    play(g, "deliver", ("sugar", 1))
    assert g.s.ships_departed == 1 and g.s.value == 0 and g.s.pending_demand
    assert g.current_seat == 1 and g.decision == "set_aside"
    assert (a.pesos, a.vp) == (3, 9)
    assert goods(g, 0) == {"sugar": 1, "tobacco": 1, "citrus": 1}
    assert (a.markers, a.broker) == (2, "newspaper")
    assert (b.pesos, b.vp) == (0, 15)
    assert goods(g, 1) == {"sugar": 2, "cigar": 1}
    assert (b.markers, b.broker) == (3, "cigar_factory")
    assert g.s.supply == {"sugar": 5, "tobacco": 7, "citrus": 7, "rum": 8, "cigar": 7, "wood": 8}
    assert g.s.car == 0 and all(g.s.face_up.values())
