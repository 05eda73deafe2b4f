"""Publishing House, Sawmill and Black Market (SPEC §7.1.1-§7.1.2, §7.3.2, §12.2, §12.3, §21
A-11..A-16, A-37, §23; EXAMPLES.md EX-05, EX-19, EX-20, EX-28..EX-31). Invariants are checked
after every decision by the `play` fixture."""

from __future__ import annotations

import pytest

from game.puerto_rico.engine import invariants
from game.puerto_rico.engine.actions import Action, IllegalAction
from game.puerto_rico.engine.game import Game
from game.puerto_rico.engine.scenario import Scenario
from game.puerto_rico.engine.state import FOREST

# --------------------------------------------------------------------------- Publishing House


@pytest.mark.parametrize(("occupied", "gain"), [(1, 4), (0, 3)])
def test_ex05_publishing_house_prospector(occupied, gain):
    """EX-05: a prospector tile with 2 doubloons gives 3, or 4 with an occupied Publishing House."""
    g = (
        Scenario(seats=5)
        .seat(0, doubloons=0, buildings={"publishing_house": occupied})
        .role_coins(prospector=2)
        .start("prospector", chooser=0)
    )
    assert g.state.players[0].doubloons == gain
    invariants.check(g)


@pytest.mark.parametrize(("occupied", "pay"), [(1, 6 - 4), (0, 6 - 5)])
def test_ex30_publishing_house_trading_post(occupied, pay, play):
    """EX-30 [DERIVED]: Trading Post return of a coffee by the trader: 4 + 2 = 6 (4 + 1 without)."""
    del pay
    g = (
        Scenario(seats=4)
        .seat(
            0,
            doubloons=0,
            goods={"coffee": 1},
            buildings={"trading_post": 1, "small_market": 1, "publishing_house": occupied},
        )
        .trading_house("coffee")
        .start("trader", chooser=0)
    )
    play(g, (0, "trade_post", "coffee"))
    assert g.state.players[0].doubloons == (6 if occupied else 5)


def test_publishing_house_sale_bonus_is_doubled(play):
    g = (
        Scenario(seats=4)
        .seat(0, doubloons=0, goods={"corn": 1}, buildings={"publishing_house": 1})
        .start("trader", chooser=0)
    )
    play(g, (0, "sell", "corn"))
    assert g.state.players[0].doubloons == 2


@pytest.mark.parametrize(("occupied", "workers"), [(1, 2), (0, 1)])
def test_publishing_house_mayor_two_workers(occupied, workers):
    g = (
        Scenario(seats=4)
        .seat(0, buildings={"publishing_house": occupied})
        .supply(workers=10, hiring_hall=0)
        .start("mayor", chooser=0)
    )
    p = g.state.players[0]
    assert p.figures - occupied == workers
    assert g.state.worker_supply <= 10 - workers


@pytest.mark.parametrize(("occupied", "cost"), [(1, 4 - 2), (0, 4 - 1)])
def test_publishing_house_builder_discount(occupied, cost, play):
    g = (
        Scenario(seats=4)
        .seat(0, doubloons=5, buildings={"publishing_house": occupied})
        .start("builder", chooser=0)
    )
    play(g, (0, "build", "hospital"))
    assert g.state.players[0].doubloons == 5 - cost


def test_publishing_house_builder_bonus_only_for_the_chooser(play):
    g = (
        Scenario(seats=4)
        .seat(1, doubloons=3, buildings={"publishing_house": 1})
        .start("builder", chooser=0)
    )
    play(g, (0, "pass"))
    assert Action(1, "build", "hospital") not in g.legal_actions()  # 4 > 3: no privilege


def test_publishing_house_craftsman_two_extra_crates(play):
    g = (
        Scenario(seats=4)
        .seat(
            0,
            tiles={"corn": (1, 1), "sugar": (1, 1)},
            buildings={"publishing_house": 1, "small_sugar_refinery": 1},
        )
        .start("craftsman", chooser=0)
    )
    play(g, (0, "produce"))
    for seat in (1, 2, 3):
        if g.decision == "produce":
            play(g, (seat, "pass"))
    assert g.decision == "craftsman_bonus"
    play(g, (0, "craftsman_bonus", "sugar"))
    assert g.decision == "craftsman_bonus"  # the second crate, same or another good
    play(g, (0, "craftsman_bonus", "corn"))
    assert g.state.players[0].goods["sugar"] == 2 and g.state.players[0].goods["corn"] == 2
    assert g.decision == "role"


def test_unoccupied_publishing_house_gives_one_craftsman_crate(play):
    g = (
        Scenario(seats=4)
        .seat(0, tiles={"corn": (1, 1)}, buildings={"publishing_house": 0})
        .start("craftsman", chooser=0)
    )
    play(g, (0, "produce"))
    for seat in (1, 2, 3):
        if g.decision == "produce":
            play(g, (seat, "pass"))
    play(g, (0, "craftsman_bonus", "corn"))
    assert g.decision == "role"


def test_publishing_house_captain_two_vp_lighthouse_coin_not_doubled(play):
    """A-37: the Lighthouse captain coin stays 1; the load privilege becomes +2 VP."""
    g = (
        Scenario(seats=4)
        .seat(0, doubloons=0, goods={"corn": 1}, buildings={"publishing_house": 1, "lighthouse": 1})
        .ships((5, None, 0), (6, None, 0), (7, None, 0))
        .start("captain", chooser=0)
    )
    assert g.state.players[0].doubloons == 1
    play(g, (0, "load", ("corn", 0)))
    assert g.state.players[0].vp == 1 + 2


# --------------------------------------------------------------------------- settler


def _settler(seat0: dict, display=("corn", "sugar", "coffee", "fruit"), bag=("sugar",)) -> Game:
    return (
        Scenario(seats=3)
        .seat(0, **seat0)
        .display(*display)
        .bag(*bag)
        .supply(workers=5, hiring_hall=0, quarries=5)
        .start("settler", chooser=0)
    )


def _others_pass(g: Game, play) -> None:
    while g.decision in ("settler_tile", "hacienda", "hospital", "forest") and g.current_seat != 0:
        play(g, (g.current_seat, "pass"))


@pytest.mark.parametrize("second", ["coffee", "quarry"])
def test_ex31_publishing_house_settler_hospital_depot(second, play):
    """EX-31: quarry by privilege; after every seat, a second tile (a quarry thanks to the Depot);
    one Hospital worker, on the first tile only (errata §23)."""
    g = _settler(
        {"buildings": {"publishing_house": 1, "hospital": 1, "materials_depot": 1}},
    )
    play(g, (0, "take_quarry"))
    assert g.decision == "hospital"
    assert [a.value for a in g.legal_actions() if a.kind == "hospital_worker"] == ["quarry"]
    play(g, (0, "hospital_worker", "quarry"))
    _others_pass(g, play)
    assert g.decision == "settler_extra" and g.current_seat == 0
    if second == "quarry":
        play(g, (0, "take_quarry"))
        assert g.state.players[0].tiles["quarry"] == 2
    else:
        play(g, (0, "take_plantation", "coffee"))
        assert g.state.players[0].tiles["coffee"] == 1
    assert g.decision == "role"
    assert g.state.players[0].tile_workers["quarry"] == 1
    assert g.state.players[0].figures == 1 + 3  # Hospital worker + the three buildings'


def test_publishing_house_extra_pick_no_quarry_without_depot(play):
    g = _settler({"buildings": {"publishing_house": 1}})
    play(g, (0, "take_plantation", "corn"))
    _others_pass(g, play)
    assert g.decision == "settler_extra"
    assert Action(0, "take_quarry") not in g.legal_actions()
    with pytest.raises(IllegalAction, match="Materials Depot"):
        g.apply(Action(0, "take_quarry"))


def test_unoccupied_publishing_house_no_extra_pick(play):
    g = _settler({"buildings": {"publishing_house": 0}})
    play(g, (0, "take_plantation", "corn"))
    _others_pass(g, play)
    assert g.decision == "role"


def test_ex28_hacienda_and_hospital_one_worker_on_either_tile(play):
    g = (
        Scenario(seats=3)
        .seat(0, buildings={"hacienda": 1, "hospital": 1})
        .display("corn", "coffee", "fruit", "tobacco")
        .bag("sugar")
        .supply(workers=5, hiring_hall=0)
        .start("settler", chooser=1)
    )
    _others_pass(g, play)
    play(g, (0, "hacienda_draw"), (0, "take_plantation", "coffee"))
    assert g.decision == "hospital"
    spots = {a.value for a in g.legal_actions() if a.kind == "hospital_worker"}
    assert spots == {"sugar", "coffee"}
    play(g, (0, "hospital_worker", "sugar"))
    assert g.state.players[0].tile_workers["sugar"] == 1
    assert g.current_seat != 0 or g.decision != "hospital"


def test_ex29a_only_a_forest_sends_the_hospital_worker_to_the_portrait(play):
    g = _settler({"buildings": {"sawmill": 1, "hospital": 1}})
    play(g, (0, "take_plantation", "sugar"))
    assert g.decision == "forest"
    play(g, (0, "make_forest"))
    p = g.state.players[0]
    assert p.tiles[FOREST] == 1 and p.forests["sugar"] == 1 and p.tiles["sugar"] == 0
    assert [a.value for a in g.legal_actions() if a.kind == "hospital_worker"] == ["portrait"]
    play(g, (0, "hospital_worker", "portrait"))
    assert p.portrait_workers == 1 and p.tile_workers[FOREST] == 0


def test_ex29b_hacienda_forest_and_plantation_worker_on_the_plantation(play):
    g = _settler({"buildings": {"sawmill": 1, "hospital": 1, "hacienda": 1}}, bag=("tobacco",))
    play(g, (0, "hacienda_draw"), (0, "make_forest"), (0, "take_plantation", "coffee"))
    assert g.decision == "forest"
    play(g, (0, "pass"))
    assert [a.value for a in g.legal_actions() if a.kind == "hospital_worker"] == ["coffee"]
    with pytest.raises(IllegalAction):
        g.apply(Action(0, "hospital_worker", FOREST))
    play(g, (0, "hospital_worker", "coffee"))
    p = g.state.players[0]
    assert p.forests["tobacco"] == 1 and p.tile_workers["coffee"] == 1


def test_unoccupied_sawmill_offers_no_forest(play):
    g = _settler({"buildings": {"sawmill": 0}})
    play(g, (0, "take_plantation", "sugar"))
    assert g.decision != "forest"


def test_forest_has_no_slot_and_counts_as_land(play):
    g = Scenario(seats=4).seat(0, forests={"corn": 3}, tiles={"sugar": 1}).at_role_choice(0)
    from game.puerto_rico.engine.layout import slot_capacity

    p = g.state.players[0]
    assert FOREST not in slot_capacity(g, p) and p.land_tiles == 4
    invariants.check(g)
    clone = Game.from_json(g.to_json())
    assert clone.state.players[0].forests["corn"] == 3


# --------------------------------------------------------------------------- Sawmill discount


@pytest.mark.parametrize(("forests", "pay"), [(4, 1), (6, 0), (5, 1)])
def test_ex19_sawmill_discount(forests, pay, play):
    """EX-19: 6 - floor(forests/2) - 2 quarries - 1 privilege."""
    g = (
        Scenario(seats=4)
        .seat(
            0,
            doubloons=pay,
            forests={"corn": forests},
            tiles={"quarry": (2, 2)},
            buildings={"sawmill": 1},
        )
        .start("builder", chooser=0)
    )
    play(g, (0, "build", "large_warehouse"))
    assert g.state.players[0].doubloons == 0


def test_unoccupied_sawmill_gives_no_discount():
    g = (
        Scenario(seats=4)
        .seat(
            0, doubloons=1, forests={"corn": 4}, tiles={"quarry": (2, 2)}, buildings={"sawmill": 0}
        )
        .start("builder", chooser=0)
    )
    assert Action(0, "build", "large_warehouse") not in g.legal_actions()


# --------------------------------------------------------------------------- Black Market


def _black_market(doubloons: int, **extra) -> Game:
    return (
        Scenario(seats=4)
        .seat(
            1,
            doubloons=doubloons,
            goods={"fruit": 1},
            tiles={"corn": (1, 1), "quarry": (1, 1)},
            buildings={"black_market": 1, **extra},
            vp=3,
        )
        .start("builder", chooser=0)
    )


def test_ex20_black_market_closes_a_gap_of_two(play):
    """EX-20: Port costs 8 - 1 occupied quarry = 7; 5 doubloons, gap 2: two different items."""
    g = _black_market(5)
    play(g, (0, "pass"))
    options = [a.value for a in g.legal_actions() if a.kind == "build" and a.value[0] == "port"]
    assert set(options) == {
        ("port", ("figure:corn", "crate:fruit")),
        ("port", ("figure:corn", "vp")),
        ("port", ("crate:fruit", "vp")),
    }
    events = play(g, (1, "build", ("port", ("figure:corn", "crate:fruit"))))
    p = g.state.players[1]
    assert p.doubloons == 0 and p.goods["fruit"] == 0 and p.tile_workers["corn"] == 0
    used = next(e for e in events if e.kind == "black_market_used")
    assert used.data == {"items": "worker, fruit", "handed": ["figure:corn", "crate:fruit"]}
    assert p.vp == 3 and "port" in p.buildings


@pytest.mark.parametrize(
    ("items", "reason"),
    [
        (("figure:corn", "crate:fruit", "vp"), "exactly 2"),
        (("figure:corn",), "exactly 2"),
        (("figure:quarry", "vp"), "quarry"),
        (("figure:black_market", "vp"), "Black Market's own"),
        (("vp", "vp"), "different"),
    ],
)
def test_ex20_illegal_items(items, reason, play):
    g = _black_market(5)
    play(g, (0, "pass"))
    with pytest.raises(IllegalAction, match=reason):
        g.apply(Action(1, "build", ("port", items)))


def test_ex20_gap_of_four_is_refused(play):
    g = _black_market(3)
    play(g, (0, "pass"))
    assert not any(a.kind == "build" and a.value[0] == "port" for a in g.legal_actions())
    with pytest.raises(IllegalAction, match="covers at most 3"):
        g.apply(Action(1, "build", ("port", ("figure:corn", "crate:fruit", "vp", "vp"))))


def test_black_market_not_when_doubloons_suffice(play):
    g = _black_market(7)
    play(g, (0, "pass"))
    with pytest.raises(IllegalAction, match="in doubloons"):
        g.apply(Action(1, "build", ("port", ("figure:corn", "crate:fruit"))))


def test_unoccupied_black_market_does_nothing(play):
    g = (
        Scenario(seats=4)
        .seat(
            1,
            doubloons=6,
            goods={"fruit": 1},
            tiles={"corn": (1, 1)},
            buildings={"black_market": 0},
        )
        .start("builder", chooser=0)
    )
    play(g, (0, "pass"))
    assert not any(isinstance(a.value, tuple) for a in g.legal_actions())


def test_black_market_vp_after_the_supply_ran_out(play):
    """A seat holding overflow VP returns one of those first; a chip returned later refills the
    empty supply without cancelling the end of the game (A-02)."""
    g = (
        Scenario(seats=4)
        .seat(1, doubloons=6, goods={"fruit": 1}, buildings={"black_market": 1}, vp=3)
        .supply(vp=0)
        .flags(vp_exhausted=True)
        .start("builder", chooser=0)
    )
    g.state.players[1].vp_overflow = 1
    play(g, (0, "pass"))
    play(g, (1, "build", ("port", ("crate:fruit", "vp"))))
    p = g.state.players[1]
    assert (p.vp, p.vp_overflow, g.state.vp_supply) == (3, 0, 0)
    assert g.state.vp_exhausted
