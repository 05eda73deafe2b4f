"""Every Cuban and every building, used and declined; the broker's must-move rule."""

from __future__ import annotations

import pytest
from santiago_helpers import play, values

from game.santiago.engine import Game
from game.santiago.engine.scenario import F1_STREET, Scenario

RICH = {"sugar": 1, "tobacco": 1, "citrus": 1, "rum": 1, "cigar": 1, "wood": 1}


def _counters(g: Game, seat: int = 0) -> tuple[int, int, dict[str, int]]:
    p = g.s.players[seat]
    return p.pesos, p.vp, dict(p.goods)


@pytest.mark.parametrize("cuban", [c for c in F1_STREET if c not in ("el_zorro", "alonso")])
def test_each_goods_vp_peso_cuban_used_and_declined(cuban: str) -> None:
    stop = F1_STREET.index(cuban) + 1
    used = Scenario(seats=2).seat(0, vp=1).car(stop - 1).build()
    play(used, "move_car", 1)
    declined = used.clone()
    before = _counters(used)
    value = values(used, "use_cuban")[0]
    play(used, "use_cuban", value)
    after = _counters(used)
    assert after != before
    gained = {
        "pedro": ("tobacco", 2),
        "jose": ("sugar", 2),
        "conchita": ("citrus", 2),
        "miguel": ("wood", 2),
        "pablo": (value, 1),
    }
    if cuban in gained:
        good, n = gained[cuban]
        assert after[2][good] == n
    elif cuban == "maria":
        assert after[1] == 3
    else:
        assert after[0] == 3  # Martinez
    play(declined, "decline_cuban")
    assert _counters(declined) == before
    assert declined.decision == "place_broker"  # the broker still moves


def test_el_zorro_declined_takes_nothing_and_broker_stays() -> None:
    g = Scenario(seats=3).seat(1, pesos=2).seat(0, broker="bank").car(2).build()
    play(g, "move_car", 1)
    play(g, "decline_cuban")
    assert g.s.players[1].pesos == 2
    assert g.decision == "building" and g.s.players[0].broker == "bank"


def test_el_zorro_victim_with_one_item_gives_it_without_a_question() -> None:
    g = Scenario(seats=2).seat(1, vp=3).car(2).build()
    play(g, "move_car", 1)
    play(g, "use_cuban")
    assert g.s.players[0].vp == 1 and g.s.players[1].vp == 2
    assert g.s.players[0].vp_by_source["el_zorro"] == 1
    assert g.s.players[1].vp_by_source["el_zorro"] == -1


def test_alonso_declined_and_without_options() -> None:
    g = Scenario(seats=2).car(5).build()
    play(g, "move_car", 1)
    play(g, "decline_cuban")
    assert all(o is None for o in g.s.owner.values()) and g.decision == "place_broker"


# A stop whose Cuban leads to each building's colour on F1 (Cuban declined).
ROUTE = {
    "distillery": 9,
    "cafe": 9,
    "church": 9,
    "cigar_factory": 5,
    "black_market": 5,
    "bank": 5,
    "casino": 1,
    "harbor_office": 1,
    "sawmill": 1,
    "office": 4,
    "customs_house": 4,
    "newspaper": 4,
}
EFFECT = {
    "bank": lambda b, a: a[0] == b[0] + 2,
    "church": lambda b, a: a[1] == b[1] + 1,
    "distillery": lambda b, a: a[2]["rum"] == b[2]["rum"] + 1,
    "cigar_factory": lambda b, a: a[2]["cigar"] == b[2]["cigar"] + 1,
    "black_market": lambda b, a: sum(a[2].values()) == sum(b[2].values()) and a[2] != b[2],
    "sawmill": lambda b, a: (a[0], a[1], a[2]["wood"]) == (b[0] + 1, b[1] + 1, 0),
    "cafe": lambda b, a: a[1] == b[1] + 4,
    "customs_house": lambda b, a: a == b,  # a die, not a counter
    "casino": lambda b, a: (a[0], a[1]) == (b[0] - 3, b[1] + 1),
    "harbor_office": lambda b, a: a == b,
    "office": lambda b, a: a[1] == b[1] + 2,
    "newspaper": lambda b, a: a[0] == b[0] + 1,
}


@pytest.mark.parametrize("building", sorted(ROUTE))
def test_each_building_used_and_declined(building: str) -> None:
    g = (
        Scenario(seats=2)
        .seat(0, pesos=3, vp=2, goods=RICH)
        .ship({"sugar": 1, "tobacco": 1, "citrus": 1, "rum": 1}, set_aside="cigar")
        .flag(3)
        .car(ROUTE[building] - 1)
        .build()
    )
    play(g, "move_car", 1)
    play(g, "decline_cuban")
    play(g, "place_broker", building)
    assert g.decision == "building"
    declined = g.clone()
    before = _counters(g)
    demand = dict(g.s.demand)
    value = values(g, "use_building")[0]
    play(g, "use_building", value)
    assert EFFECT[building](before, _counters(g))
    if building == "customs_house":
        assert g.s.demand[value] == 0 and demand[value] == 1
    if building == "harbor_office":
        assert (value, g.s.value) == ("left", 0)  # flag 3 -> 2
    play(declined, "decline_building")
    assert _counters(declined) == before and declined.s.demand == demand


def test_broker_all_occupied_off_board_stays_off() -> None:
    g = (
        Scenario(seats=4)
        .seat(1, broker="office")
        .seat(2, broker="customs_house")
        .seat(3, broker="newspaper")
        .car(3)
        .build()
    )
    play(g, "move_car", 1)
    play(g, "use_cuban")
    assert g.s.players[0].broker is None and g.current_seat == 1


def test_newspaper_offers_only_face_up_cubans() -> None:
    g = Scenario(seats=2).face_down("maria", "pablo").car(3).build()
    play(g, "move_car", 1)
    play(g, "decline_cuban")
    play(g, "place_broker", "newspaper")
    offered = values(g, "use_building")
    assert None in offered and "maria" not in offered and "pablo" not in offered
    assert "jose" in offered
    assert g.refusal(g.legal_actions()[0]._replace(value="maria"))[0] == "cuban_face_down"  # type: ignore[index]


def test_owner_vp_only_for_another_seats_building() -> None:
    g = Scenario(seats=2).seat(0, broker="bank", owns=["bank"]).car(2).build()
    play(g, "move_car", 1)
    play(g, "decline_cuban")
    play(g, "decline_building")
    assert g.s.players[0].vp == 0
