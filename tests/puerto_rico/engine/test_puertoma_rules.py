"""Puertoma rules (SPEC §19) not covered by test_puertoma.py, written test-first from the SPEC.

Two table set-ups are used:
* `solo()`: the standard solo game, Human (seat 0) + Puertoma A (seat 1) + Puertoma B (seat 2);
* `duo()`: 2 humans + 1 Puertoma (§19.1), humans Ann (0) and Ben (1), the Puertoma at seat 2.
  With a human choosing, the phase runs and the next pick is the other human, so nothing is
  played automatically after the phase under test; with the Puertoma choosing, the next pick is
  Ann's. This keeps every number below exact.
"""

from __future__ import annotations

import pytest

from game.puerto_rico.engine import Action, Game, view
from game.puerto_rico.engine import puertoma as bot
from game.puerto_rico.engine.events import Event
from game.puerto_rico.engine.scenario import Scenario

HUMAN, A, B = 0, 1, 2  # solo()
ANN, BEN, P = 0, 1, 2  # duo()
LARGE = ["fire_station", "residence", "fortress", "customs_house", "governors_palace"]
FULL_SHIPS = ((4, "fruit", 4), (5, "tobacco", 5), (6, "fruit", 6))  # nobody can load anything


def solo(**kw) -> Scenario:  # type: ignore[no-untyped-def]
    return Scenario(seats=3, names=("Human", "Puertoma A", "Puertoma B"), puertomas=2, **kw)


def duo(**kw) -> Scenario:  # type: ignore[no-untyped-def]
    return Scenario(seats=3, names=("Ann", "Ben", "Puertoma"), puertomas=1, **kw)


def of(events: list[Event], kind: str, seat: int | None = -1) -> list[Event]:
    return [e for e in events if e.kind == kind and (seat == -1 or e.seat == seat)]


def humans_pass(g: Game) -> list[Event]:
    """Events so far, then every human decision inside the phase answered by 'pass'."""
    events = list(g.events)
    while not g.is_over and g.decision not in ("role", None):
        events += g.apply(Action(g.current_seat, "pass"))  # type: ignore[arg-type]
    return events


def choose(g: Game, seat: int, role: str) -> list[Event]:
    return g.apply(Action(seat, "choose_role", role))


def caps(g: Game, seat: int) -> list[list[str]]:
    return [list(c) for c in view.puertoma_board(g, seat).capabilities]


# ============================================================ 1. EX-48 building choice, token


@pytest.mark.parametrize(("card", "reserved"), [("R1", "fortress"), ("R3", "fire_station")])
def test_ex48_budget_9_builds_private_wharf_then_reserved_token_by_card(
    card: str, reserved: str
) -> None:
    """8 doubloons + privilege = 9: level 4 is excluded (no reserved token yet), the most
    expensive level-3 building is the Private Wharf (9), paid 8. First build: the reserved token
    goes on [fire_station, residence, fortress, customs_house, governors_palace][count - 1]."""
    g = solo().seat(B, doubloons=8).resolution_deck(card, "R2").start("builder", B)
    p = g.state.players[B]
    assert p.buildings == {"private_wharf": 0}
    assert p.doubloons == 0
    built = of(g.events, "building_built", B)
    assert [(e.data["building"], e.data["cost"]) for e in built] == [("private_wharf", 8)]
    draws = of(g.events, "resolution_card")
    assert [(d.data["card"], d.data["why"]) for d in draws] == [(card, "reserved_token")]
    assert view.puertoma_board(g, B).reserved == reserved
    assert view.puertoma_board(g, B).built
    assert (g.current_seat, g.decision) == (HUMAN, "role")


def test_ex48_first_build_can_never_be_level_4() -> None:
    """Budget 11 would pay any large building, but without a reserved token the highest legal
    level is 3: Private Wharf, paid 8, 2 doubloons left."""
    g = solo().seat(B, doubloons=10).resolution_deck("R1").start("builder", B)
    p = g.state.players[B]
    assert list(p.buildings) == ["private_wharf"]
    assert p.doubloons == 2


@pytest.mark.parametrize(
    ("card", "building", "token"),
    [("R1", "school", "fire_station"), ("R2", "port", "fire_station")],
)
def test_ex48_no_private_wharf_school_port_tie_by_card_count(
    card: str, building: str, token: str
) -> None:
    """School (8) and Port (8) tie: count 3 -> school, count 6 -> port; either costs 7 to the
    builder. The next card (R3, count 1) places the reserved token on the Fire Station."""
    g = (
        solo()
        .seat(B, doubloons=8)
        .supply(buildings={"private_wharf": 0})
        .resolution_deck(card, "R3")
        .start("builder", B)
    )
    p = g.state.players[B]
    assert list(p.buildings) == [building]
    assert p.doubloons == 1  # 8 - 7
    draws = of(g.events, "resolution_card")
    assert [(d.data["card"], d.data["why"]) for d in draws] == [
        (card, "building_tie"),
        ("R3", "reserved_token"),
    ]
    assert view.puertoma_board(g, B).reserved == token


def test_ex48_level_4_builds_reserved_fortress_and_token_moves_to_free_large_building() -> None:
    """Token on the Fortress, 9 doubloons + privilege = 10: B builds the Fortress paying 9. Its
    token moves by card over the large buildings left without a token: A's is on the Residence,
    so [fire_station, customs_house, governors_palace]; R6 (count 5) -> customs_house."""
    g = (
        solo()
        .seat(B, doubloons=9, buildings={"small_market": 0})
        .puertoma(B, reserved="fortress", built=True)
        .puertoma(A, reserved="residence", built=True)
        .resolution_deck("R6", "R1")
        .start("builder", B)
    )
    p = g.state.players[B]
    assert set(p.buildings) == {"small_market", "fortress"}
    assert p.doubloons == 0
    assert [e.data["cost"] for e in of(g.events, "building_built", B)] == [9]
    assert g.state.building_supply["fortress"] == 0
    assert view.puertoma_board(g, B).reserved == "customs_house"
    assert view.puertoma_board(g, A).reserved == "residence"  # untouched
    assert [d.data["card"] for d in of(g.events, "resolution_card")] == ["R6"]
    # One level-4 building flips the level-4 capability tile (§19.9 step 2).
    assert caps(g, B)[3][1] == "unlocked"


def test_ex48_level_4_only_the_building_carrying_its_own_token() -> None:
    """Budget 10 with the token on the Residence: the Residence (not the Fortress, nor any other
    large building) is built."""
    g = (
        solo()
        .seat(B, doubloons=9)
        .puertoma(B, reserved="residence", built=True)
        .resolution_deck("R1")
        .start("builder", B)
    )
    assert list(g.state.players[B].buildings) == ["residence"]
    # Token moves by R1 (count 3) over [fire_station, fortress, customs_house, governors_palace].
    assert view.puertoma_board(g, B).reserved == "customs_house"


def test_ex48_level_4_without_token_is_never_built() -> None:
    """After its token was removed (None), a Puertoma that has built before cannot build level 4:
    budget 10 -> Private Wharf (level 3), paid 8."""
    g = solo().seat(B, doubloons=9).puertoma(B, built=True).start("builder", B)
    assert list(g.state.players[B].buildings) == ["private_wharf"]
    assert g.state.players[B].doubloons == 1


def test_ex48_human_building_a_reserved_building_moves_that_token() -> None:
    """Ann builds the Fortress carrying the Puertoma's token (humans may always build it); the
    token moves by card to another large building: R1 (count 3) over [fire_station, residence,
    customs_house, governors_palace] -> customs_house."""
    g = (
        duo()
        .seat(ANN, doubloons=9)
        .puertoma(P, reserved="fortress", built=True)
        .resolution_deck("R1")
        .start("builder", ANN)
    )
    assert Action(ANN, "build", "fortress") in g.legal_actions()
    events = g.apply(Action(ANN, "build", "fortress"))
    assert "fortress" in g.state.players[ANN].buildings
    assert g.state.players[ANN].doubloons == 0  # 10 - 1 privilege
    moved = of(events, "reserved_token", P)
    assert [e.data["building"] for e in moved] == ["customs_house"]
    assert view.puertoma_board(g, P).reserved == "customs_house"


def test_ex48_human_build_token_skips_the_other_puertomas_token() -> None:
    """Solo: A's token on the Fortress, B's on the Residence. The human builds the Fortress: A's
    token moves over [fire_station, customs_house, governors_palace]; R1 (count 3) ->
    governors_palace. B's token stays."""
    g = (
        solo()
        .seat(HUMAN, doubloons=9)
        .puertoma(A, reserved="fortress", built=True)
        .puertoma(B, reserved="residence", built=True)
        .resolution_deck("R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8")
        .start("builder", HUMAN)
    )
    events = g.apply(Action(HUMAN, "build", "fortress"))
    first = of(events, "reserved_token")[0]
    assert (first.seat, first.data["building"]) == (A, "governors_palace")
    assert of(events, "resolution_card")[0].data["card"] == "R1"
    assert view.puertoma_board(g, B).reserved == "residence"


def test_ex48_human_build_last_free_large_building_removes_the_token() -> None:
    """No large building without a token is left: the token is removed (P cannot build level 4
    any more)."""
    g = (
        duo()
        .seat(ANN, doubloons=9)
        .supply(buildings={"fire_station": 0, "residence": 0, "customs_house": 0})
        .supply(buildings={"governors_palace": 0})
        .puertoma(P, reserved="fortress", built=True)
        .start("builder", ANN)
    )
    g.apply(Action(ANN, "build", "fortress"))
    assert view.puertoma_board(g, P).reserved is None


# ============================================================ 2. EX-49 unlock timing, easy mode


def test_ex49_unlock_at_second_level1_building_works_from_next_round() -> None:
    """The Puertoma builds its 2nd level-1 building: its level-1 tile (cap1_trader_coin) is
    flipped ('unlocked') but gives nothing in a trader phase of the same round (coffee sells for
    4); from the next round it is active (sugar sells for 2 + 1 = 3)."""
    g = (
        duo()
        .seat(P, doubloons=2, buildings={"small_market": 0}, goods={"coffee": 1, "sugar": 1})
        .puertoma(P, capabilities={1: ("cap1_trader_coin", "hidden")}, built=True)
        .start("builder", P)
    )
    p = g.state.players[P]
    assert set(p.buildings) == {"small_market", "small_warehouse"}  # budget 3, pays 2
    assert p.doubloons == 0
    assert caps(g, P)[0] == ["cap1_trader_coin", "unlocked"]
    assert of(g.events, "capability_unlocked", P)[0].data["capability"] == "cap1_trader_coin"
    assert not bot.active(g, P, "cap1_trader_coin")
    # Same round: Ann chooses trader; the Puertoma sells coffee without the bonus.
    events = choose(g, ANN, "trader")
    sold = [(e.data["good"], e.data["doubloons"]) for e in of(events, "sold", P)]
    assert sold == [("coffee", 4)]
    assert p.doubloons == 4
    # Ben's pick ends the round (nobody produces anything).
    round_before = g.state.round
    events = choose(g, BEN, "craftsman")
    assert g.state.round == round_before + 1
    assert of(events, "round_started")
    assert bot.active(g, P, "cap1_trader_coin")
    assert caps(g, P)[0] == ["cap1_trader_coin", "active"]
    # Next round: +1 doubloon per sale.
    assert (g.current_seat, g.decision) == (BEN, "role")
    events = choose(g, BEN, "trader")
    sold = [(e.data["good"], e.data["doubloons"]) for e in of(events, "sold", P)]
    assert sold == [("sugar", 3)]


def test_ex49_start_round_activates_unlocked_capabilities() -> None:
    g = (
        solo()
        .puertoma(A, capabilities={2: ("cap2_builder_coin", "unlocked")})
        .puertoma(B, capabilities={3: ("cap3_mayor_worker", "hidden")})
        .at_role_choice(HUMAN)
    )
    assert not bot.active(g, A, "cap2_builder_coin")
    bot.start_round(g)
    assert bot.active(g, A, "cap2_builder_coin")
    assert caps(g, B)[2] == ["cap3_mayor_worker", "hidden"]  # hidden tiles stay hidden


@pytest.mark.parametrize(
    ("difficulty", "after"),
    [("easy", ["discarded", "discarded"]), ("normal", ["hidden", "hidden"])],
)
def test_ex49_easy_discards_the_two_hidden_tiles_at_the_second_unlock(
    difficulty: str, after: list[str]
) -> None:
    """Level-1 tile already active; building the 2nd level-2 building (Large Warehouse, budget 6,
    paid 5) unlocks the 2nd capability: in easy mode the level-3 and level-4 tiles are discarded."""
    g = (
        duo(difficulty=difficulty)
        .seat(P, doubloons=5, buildings={"small_market": 0, "hacienda": 0, "hospital": 0})
        .puertoma(
            P,
            capabilities={
                1: ("cap1_trader_coin", "active"),
                2: ("cap2_captain_store", "hidden"),
                3: ("cap3_mayor_worker", "hidden"),
                4: ("cap4_mayor_coins", "hidden"),
            },
            built=True,
        )
        .start("builder", P)
    )
    assert "large_warehouse" in g.state.players[P].buildings
    assert g.state.players[P].doubloons == 0
    states = [st for _, st in caps(g, P)]
    assert states == ["active", "unlocked", *after]


def test_ex49_easy_discarded_tile_is_never_unlocked() -> None:
    """Easy: level-1 and level-2 tiles shown, the others discarded; a 2nd level-3 building
    (School, budget 9 -> 8 with privilege 1) does not flip the discarded level-3 tile."""
    g = (
        duo(difficulty="easy")
        .seat(P, doubloons=8, buildings={"factory": 0})
        .supply(buildings={"private_wharf": 0, "port": 0})
        .puertoma(
            P,
            capabilities={
                1: ("cap1_trader_coin", "active"),
                2: ("cap2_captain_store", "active"),
                3: ("cap3_mayor_worker", "discarded"),
                4: ("cap4_mayor_coins", "discarded"),
            },
            built=True,
        )
        .start("builder", P)
    )
    assert set(g.state.players[P].buildings) == {"factory", "school"}
    assert caps(g, P)[2] == ["cap3_mayor_worker", "discarded"]
    assert not of(g.events, "capability_unlocked")


# ============================================================ 3. the 12 capability tiles


@pytest.mark.parametrize(
    ("state", "house", "doubloons", "tobacco"),
    [
        ("hidden", ["tobacco"], 0, 1),
        ("active", ["tobacco", "tobacco"], 3, 0),
    ],
)
def test_cap1_trader_duplicate(state: str, house: list[str], doubloons: int, tobacco: int) -> None:
    """Tobacco already in the house: only with the capability may it sell another (3, Ann is
    the trader)."""
    g = (
        duo()
        .seat(P, goods={"tobacco": 1})
        .trading_house("tobacco")
        .puertoma(P, capabilities={1: ("cap1_trader_duplicate", state)})
        .start("trader", ANN)
    )
    p = g.state.players[P]
    assert g.state.trading_house == house
    assert (p.doubloons, p.goods["tobacco"]) == (doubloons, tobacco)


def test_cap1_trader_duplicate_never_into_a_full_house() -> None:
    g = (
        duo()
        .seat(P, goods={"tobacco": 1})
        .trading_house("corn", "fruit", "sugar", "tobacco")
        .puertoma(P, capabilities={1: ("cap1_trader_duplicate", "active")})
        .start("trader", ANN)
    )
    p = g.state.players[P]
    assert (p.doubloons, p.goods["tobacco"]) == (0, 1)
    assert not of(g.events, "sold", P)


@pytest.mark.parametrize(
    ("goods", "chooser", "state", "doubloons"),
    [
        ({"sugar": 1}, ANN, "hidden", 2),
        ({"sugar": 1}, ANN, "active", 3),
        ({"sugar": 1}, P, "hidden", 3),
        ({"sugar": 1}, P, "active", 4),
        ({"corn": 1}, ANN, "hidden", 0),  # corn pays 0: no sale
        ({"corn": 1}, ANN, "active", 1),  # 0 + 1 doubloon: a sale paying >= 1
    ],
)
def test_cap1_trader_coin(goods: dict[str, int], chooser: int, state: str, doubloons: int) -> None:
    g = (
        duo()
        .seat(P, goods=goods)
        .puertoma(P, capabilities={1: ("cap1_trader_coin", state)})
        .start("trader", chooser)
    )
    p = g.state.players[P]
    assert p.doubloons == doubloons
    assert p.crates == (0 if doubloons else 1)


@pytest.mark.parametrize(
    ("state", "fruit_workers", "workers_used"), [("hidden", 0, 0), ("active", 1, 1)]
)
def test_cap1_builder_worker(state: str, fruit_workers: int, workers_used: int) -> None:
    """Ann is the builder; the Puertoma builds the Small Warehouse (3) and, with the capability,
    takes 1 worker from the supply onto its fruit plantation."""
    g = (
        duo()
        .seat(P, doubloons=3, tiles={"fruit": (1, 0)})
        .puertoma(P, capabilities={1: ("cap1_builder_worker", state)}, built=True)
        .at_role_choice(ANN)
    )
    supply = g.state.worker_supply
    choose(g, ANN, "builder")
    humans_pass(g)
    p = g.state.players[P]
    assert list(p.buildings) == ["small_warehouse"]
    assert p.doubloons == 0
    assert p.tile_workers["fruit"] == fruit_workers
    assert g.state.worker_supply == supply - workers_used


def test_cap1_builder_worker_not_when_it_does_not_build() -> None:
    g = (
        duo()
        .seat(P, doubloons=0, tiles={"fruit": (1, 0)})
        .puertoma(P, capabilities={1: ("cap1_builder_worker", "active")}, built=True)
        .start("builder", ANN)
    )
    humans_pass(g)
    assert g.state.players[P].tile_workers["fruit"] == 0


@pytest.mark.parametrize(
    ("state", "kept", "returned"),
    [
        ("hidden", {"coffee": 1}, {"corn": 1, "sugar": 3, "coffee": 1}),
        ("active", {"sugar": 1, "coffee": 2}, {"corn": 1, "sugar": 2}),
    ],
)
def test_cap2_captain_store(state: str, kept: dict[str, int], returned: dict[str, int]) -> None:
    """Nothing can be loaded; storage keeps 1 coffee, or with the capability all its coffee and
    then 1 crate of its best remaining good (sugar)."""
    g = (
        duo()
        .seat(P, goods={"corn": 1, "sugar": 3, "coffee": 2})
        .ships(*FULL_SHIPS)
        .puertoma(P, capabilities={2: ("cap2_captain_store", state)})
        .at_role_choice(ANN)
    )
    before = dict(g.state.crates)
    choose(g, ANN, "captain")
    p = g.state.players[P]
    assert {k: n for k, n in p.goods.items() if n} == kept
    assert {k: g.state.crates[k] - before[k] for k in returned} == returned
    stored = of(g.events, "stored", P)[0].data
    assert stored["kept"] == kept


@pytest.mark.parametrize(
    ("state", "building"), [("hidden", "large_warehouse"), ("active", "factory")]
)
def test_cap2_builder_coin(state: str, building: str) -> None:
    """Ann is the builder. 6 doubloons: Large Warehouse (6); with +1 doubloon just before
    building, the budget 7 reaches the Factory (7, level 3). Either way 0 doubloons remain."""
    g = (
        duo()
        .seat(P, doubloons=6)
        .puertoma(P, capabilities={2: ("cap2_builder_coin", state)}, built=True)
        .start("builder", ANN)
    )
    humans_pass(g)
    p = g.state.players[P]
    assert list(p.buildings) == [building]
    assert p.doubloons == 0


def test_cap2_builder_coin_only_when_it_builds() -> None:
    """0 doubloons, no Small Market left: budget 0 + 1 = 1 builds nothing, so no doubloon."""
    g = (
        duo()
        .supply(buildings={"small_market": 0})
        .puertoma(P, capabilities={2: ("cap2_builder_coin", "active")}, built=True)
        .start("builder", ANN)
    )
    humans_pass(g)
    p = g.state.players[P]
    assert (p.buildings, p.doubloons) == ({}, 0)


@pytest.mark.parametrize(("state", "sugar"), [("hidden", 1), ("active", 2)])
def test_cap2_craftsman_crate(state: str, sugar: int) -> None:
    """Ann is the craftsman; the Puertoma produces 1 corn + 1 sugar and, at the end of the
    phase, 1 more crate of its best produced good (sugar)."""
    g = (
        duo()
        .seat(P, tiles={"corn": (1, 1), "sugar": (1, 2)})
        .puertoma(P, capabilities={2: ("cap2_craftsman_crate", state)})
        .start("craftsman", ANN)
    )
    p = g.state.players[P]
    assert (p.goods["corn"], p.goods["sugar"]) == (1, sugar)


def test_cap2_craftsman_crate_comes_after_the_privilege() -> None:
    """Puertoma craftsman, 2 sugar crates in supply: production takes 1 sugar, the privilege the
    last sugar, then the capability takes the best produced good still in supply: corn."""
    g = (
        duo()
        .seat(P, tiles={"corn": (1, 1), "sugar": (1, 2)})
        .supply(crates={"sugar": 2})
        .puertoma(P, capabilities={2: ("cap2_craftsman_crate", "active")})
        .start("craftsman", P)
    )
    p = g.state.players[P]
    assert (p.goods["corn"], p.goods["sugar"]) == (2, 2)
    assert g.state.crates["sugar"] == 0
    extras = [
        (e.kind, e.data["good"])
        for e in g.events
        if e.seat == P and e.kind in ("craftsman_bonus", "capability_crate")
    ]
    assert extras == [("craftsman_bonus", "sugar"), ("capability_crate", "corn")]


def test_cap2_craftsman_crate_needs_production() -> None:
    g = (
        duo()
        .seat(P, tiles={"sugar": (1, 1)})  # not active
        .puertoma(P, capabilities={2: ("cap2_craftsman_crate", "active")})
        .start("craftsman", ANN)
    )
    assert g.state.players[P].crates == 0


@pytest.mark.parametrize(("state", "doubloons"), [("hidden", 0), ("active", 2)])
def test_cap3_craftsman_coins(state: str, doubloons: int) -> None:
    """Corn + sugar produced (the fruit plantation is not active): +1 doubloon per good."""
    g = (
        duo()
        .seat(P, tiles={"corn": (1, 1), "sugar": (1, 2), "fruit": (1, 1)})
        .puertoma(P, capabilities={3: ("cap3_craftsman_coins", state)})
        .start("craftsman", ANN)
    )
    assert g.state.players[P].doubloons == doubloons


def test_cap3_craftsman_coins_right_after_production_before_privilege() -> None:
    g = (
        duo()
        .seat(P, tiles={"corn": (1, 1), "sugar": (1, 2)})
        .puertoma(P, capabilities={3: ("cap3_craftsman_coins", "active")})
        .start("craftsman", P)
    )
    mine = [e.kind for e in g.events if e.seat == P and e.kind != "role_chosen"]
    assert mine[:3] == ["produced", "capability_coins", "craftsman_bonus"]
    assert of(g.events, "capability_coins", P)[0].data["doubloons"] == 2
    assert g.state.players[P].doubloons == 2


def test_cap3_craftsman_coins_need_production() -> None:
    g = (
        duo()
        .seat(P, tiles={"sugar": (1, 1)})
        .puertoma(P, capabilities={3: ("cap3_craftsman_coins", "active")})
        .start("craftsman", ANN)
    )
    assert g.state.players[P].doubloons == 0


@pytest.mark.parametrize(("state", "coffee", "required"), [("hidden", 0, 6), ("active", 1, 5)])
def test_cap3_mayor_worker_before_the_refill(state: str, coffee: int, required: int) -> None:
    """Ann is the mayor, the hall is empty. With the capability the Puertoma takes 1 worker from
    the supply at the end of the phase, before the refill: its coffee plantation then has 2
    empty slots instead of 3, so the refill needs Ben's 3 empty building slots + 2 = 5."""
    g = (
        duo()
        .seat(P, tiles={"coffee": (1, 0)})
        .seat(BEN, buildings={"small_market": 0, "hacienda": 0, "small_warehouse": 0})
        .supply(hiring_hall=0)
        .puertoma(P, capabilities={3: ("cap3_mayor_worker", state)})
        .start("mayor", ANN)
    )
    assert g.state.players[P].tile_workers["coffee"] == coffee
    refill = of(g.events, "hall_refilled")[0].data
    assert refill["required"] == required
    assert g.state.hiring_hall == required


@pytest.mark.parametrize(
    ("level3", "level4", "doubloons", "workers"),
    [
        ("hidden", "hidden", 0, 1),
        ("hidden", "active", 2, 1),
        ("active", "active", 4, 2),  # the level-3 worker counts
    ],
)
def test_cap4_mayor_coins(level3: str, level4: str, doubloons: int, workers: int) -> None:
    """Ann is the mayor, hall 3: 1 figure each. +2 doubloons per figure received."""
    g = (
        duo()
        .seat(P, tiles={"coffee": (1, 0)})
        .supply(hiring_hall=3)
        .puertoma(
            P,
            capabilities={
                3: ("cap3_mayor_worker", level3),
                4: ("cap4_mayor_coins", level4),
            },
        )
        .start("mayor", ANN)
    )
    p = g.state.players[P]
    assert p.tile_workers["coffee"] == workers
    assert p.doubloons == doubloons


def test_cap4_mayor_coins_as_mayor_counts_the_privilege() -> None:
    """Puertoma mayor, hall 3: privilege 1 + hall 1 = 2 figures -> +4 doubloons."""
    g = (
        duo()
        .seat(P, tiles={"coffee": (1, 0)})
        .supply(hiring_hall=3)
        .puertoma(P, capabilities={4: ("cap4_mayor_coins", "active")})
        .start("mayor", P)
    )
    p = g.state.players[P]
    assert p.tile_workers["coffee"] == 2
    assert p.doubloons == 4


@pytest.mark.parametrize(("state", "crates"), [("hidden", 0), ("active", 1)])
def test_cap3_settler_crate(state: str, crates: int) -> None:
    """The Puertoma (settler) takes the sugar plantation (best type on offer) and, with the
    capability, 1 sugar crate."""
    g = (
        duo()
        .display("corn", "sugar")
        .puertoma(P, capabilities={3: ("cap3_settler_crate", state)})
        .at_role_choice(P)
    )
    supply = g.state.crates["sugar"]
    choose(g, P, "settler")
    humans_pass(g)
    p = g.state.players[P]
    assert p.tiles["sugar"] == 1
    assert p.goods["sugar"] == crates
    assert g.state.crates["sugar"] == supply - crates


def test_cap3_settler_crate_not_for_a_quarry_nor_without_supply() -> None:
    g = (
        duo()
        .display("corn")
        .seat(P, tiles={"corn": (2, 2)})
        .supply(crates={"corn": 0})
        .puertoma(P, capabilities={3: ("cap3_settler_crate", "active")})
        .start("settler", P)
    )
    humans_pass(g)
    p = g.state.players[P]
    assert p.tiles["quarry"] == 1  # rule 3: a quarry
    assert p.crates == 0
    g2 = (
        duo()
        .display("sugar")
        .supply(crates={"sugar": 0})
        .puertoma(P, capabilities={3: ("cap3_settler_crate", "active")})
        .start("settler", P)
    )
    humans_pass(g2)
    assert g2.state.players[P].tiles["sugar"] == 1
    assert g2.state.players[P].crates == 0


@pytest.mark.parametrize(("state", "vp"), [("hidden", 2), ("active", 4)])
def test_cap4_captain_vp_types(state: str, vp: int) -> None:
    """Ann is the captain. The Puertoma loads its 2 coffee on the empty 4-ship (2 VP); it still
    holds corn and sugar: +2 VP at the end of loading, before storage (after storage it would
    hold only 1 good). Storage keeps the sugar."""
    g = (
        duo()
        .seat(P, goods={"corn": 1, "sugar": 1, "coffee": 2})
        .ships((4, None, 0), (5, "tobacco", 5), (6, "fruit", 6))
        .puertoma(P, capabilities={4: ("cap4_captain_vp_types", state)})
        .start("captain", ANN)
    )
    p = g.state.players[P]
    assert p.vp == vp
    assert {k: n for k, n in p.goods.items() if n} == {"sugar": 1}


@pytest.mark.parametrize(
    ("state", "vp", "corn_back", "corn_total"), [("hidden", 0, 3, 0), ("active", 2, 1, -2)]
)
def test_cap4_captain_dump(state: str, vp: int, corn_back: int, corn_total: int) -> None:
    """Nothing can be loaded. With the capability: 2 of its 3 corn (worst good) are discarded
    for 2 VP before storage; storage keeps the coffee and returns the last corn."""
    g = (
        duo()
        .seat(P, goods={"corn": 3, "coffee": 1})
        .ships(*FULL_SHIPS)
        .puertoma(P, capabilities={4: ("cap4_captain_dump", state)})
        .at_role_choice(ANN)
    )
    supply = g.state.crates["corn"]
    total = g.state.totals["crates"]["corn"]
    choose(g, ANN, "captain")
    p = g.state.players[P]
    assert p.vp == vp
    assert {k: n for k, n in p.goods.items() if n} == {"coffee": 1}
    assert g.state.crates["corn"] == supply + corn_back
    assert g.state.totals["crates"]["corn"] == total + corn_total


def test_cap4_captain_dump_single_crate() -> None:
    """Worst good held: 1 fruit -> min(2, 1) = 1 crate discarded, 1 VP."""
    g = (
        duo()
        .seat(P, goods={"fruit": 1, "sugar": 2})
        .ships(*FULL_SHIPS[:2], (6, "corn", 6))
        .puertoma(P, capabilities={4: ("cap4_captain_dump", "active")})
        .start("captain", ANN)
    )
    p = g.state.players[P]
    assert p.vp == 1
    assert of(g.events, "capability_dump", P)[0].data == {"good": "fruit", "count": 1, "vp": 1}
    assert {k: n for k, n in p.goods.items() if n} == {"sugar": 1}


# ============================================================ 4. profitable roles and choice


def _table(**seat_kw) -> Game:  # type: ignore[no-untyped-def]
    return duo().seat(P, **seat_kw).at_role_choice(ANN)


class TestProfitable:
    def test_builder_budget_counts_doubloons_tile_coins_and_privilege(self) -> None:
        g = _table(doubloons=0)
        assert bot.profitable(g, P, "builder", 0)  # 0 + 0 + 1: Small Market (1)
        g.state.building_supply["small_market"] = 0
        assert not bot.profitable(g, P, "builder", 0)  # budget 1: only production buildings
        assert bot.profitable(g, P, "builder", 1)  # budget 2: Materials Depot / Hacienda

    def test_builder_level2_capability_adds_one(self) -> None:
        g = (
            duo()
            .supply(buildings={"small_market": 0})
            .puertoma(P, capabilities={2: ("cap2_builder_coin", "active")})
            .at_role_choice(ANN)
        )
        assert bot.profitable(g, P, "builder", 0)  # 0 + 0 + 1 + 1 = 2
        bot.info(g, P)["caps"][1][1] = "unlocked"  # flipped this round: not yet
        assert not bot.profitable(g, P, "builder", 0)

    def test_builder_respects_two_per_level(self) -> None:
        g = _table(doubloons=2, buildings={"small_market": 0, "hacienda": 0})
        assert not bot.profitable(g, P, "builder", 0)  # budget 3: level 1 full, level 2 >= 4
        assert bot.profitable(g, P, "builder", 1)  # budget 4: Hospital

    def test_settler(self) -> None:
        g = duo().seat(P, tiles={"sugar": 2, "corn": 1}).display("sugar", "corn").at_role_choice(0)
        assert bot.profitable(g, P, "settler", 0)  # corn: owns 1 < 2
        g.state.display = ["sugar"]
        assert not bot.profitable(g, P, "settler", 0)  # sugar: owns 2
        g.state.display = []
        assert not bot.profitable(g, P, "settler", 0)

    def test_mayor(self) -> None:
        g = _table(tiles={"corn": (1, 1), "tobacco": (1, 2)})
        assert bot.profitable(g, P, "mayor", 0)  # 1 empty tobacco slot
        g.state.players[P].tile_workers["tobacco"] = 3
        assert not bot.profitable(g, P, "mayor", 0)
        assert not bot.profitable(_table(), P, "mayor", 0)  # no plantation at all

    def test_craftsman(self) -> None:
        g = _table(tiles={"corn": (1, 1), "fruit": (1, 1)})
        assert bot.profitable(g, P, "craftsman", 0)  # would produce corn, holds 0 corn
        g.state.players[P].goods["corn"] = 1
        g.state.crates["corn"] -= 1
        assert not bot.profitable(g, P, "craftsman", 0)  # holds corn; fruit is not active
        g.state.players[P].goods["corn"] = 0
        g.state.crates["corn"] = 0
        assert not bot.profitable(g, P, "craftsman", 0)  # supply permitting

    def test_trader(self) -> None:
        g = duo().seat(P, goods={"corn": 1}).trading_house("sugar").at_role_choice(ANN)
        assert bot.profitable(g, P, "trader", 0)  # corn pays 0 + 1 as trader
        g.state.trading_house = ["corn"]
        assert not bot.profitable(g, P, "trader", 0)  # only a duplicate
        bot.info(g, P)["caps"][0] = ["cap1_trader_duplicate", "active"]
        assert bot.profitable(g, P, "trader", 0)
        g.state.trading_house = ["corn", "fruit", "sugar", "tobacco"]
        assert not bot.profitable(g, P, "trader", 0)  # full house
        assert not bot.profitable(_table(), P, "trader", 0)  # nothing to sell

    def test_captain(self) -> None:
        g = duo().seat(P, goods={"corn": 1}).ships(*FULL_SHIPS).at_role_choice(ANN)
        assert not bot.profitable(g, P, "captain", 0)
        g.state.ships[0].good, g.state.ships[0].count = None, 0
        assert bot.profitable(g, P, "captain", 0)
        g.state.ships[0].good, g.state.ships[0].count = "corn", 3  # carries corn, 1 free
        assert bot.profitable(g, P, "captain", 0)

    def test_prospector_always(self) -> None:
        g = Scenario(seats=4, puertomas=1).at_role_choice(0)
        assert bot.profitable(g, 3, "prospector", 0)


def _nothing_profitable(**coins: int) -> Scenario:
    """P owns 2 active corn plantations (no empty slot); no corn crate left (no production),
    no goods, 0 doubloons, no Small Market (budget 1 builds nothing), display: corn only."""
    return (
        duo()
        .seat(P, tiles={"corn": (2, 2)})
        .supply(crates={"corn": 0}, buildings={"small_market": 0})
        .display("corn")
        .role_coins(**coins)
        .action_token("builder")
    )


def test_a29_nothing_profitable_choose_among_all_available() -> None:
    """No profitable role: all 6 are candidates; linked from builder: settler, mayor, trader;
    most doubloons: trader (2), although craftsman holds 3 (not linked)."""
    sc = _nothing_profitable(trader=2, mayor=1, craftsman=3)
    g = sc.at_role_choice(P)
    assert len(g.state.roles) == 6
    for tile in g.state.roles:
        assert not bot.profitable(g, P, tile.role, tile.coins), tile.role
    g = _nothing_profitable(trader=2, mayor=1, craftsman=3).puertoma_chooses(P)
    choice = of(g.events, "puertoma_role", P)[0]
    assert choice.data["role"] == "trader"
    assert choice.data["nothing_profitable"] is True
    assert choice.data["linked_from"] == "builder"


@pytest.mark.parametrize(("card", "role"), [("R8", "trader"), ("R1", "mayor"), ("R7", "settler")])
def test_a29_nothing_profitable_tie_by_card(card: str, role: str) -> None:
    g = _nothing_profitable().resolution_deck(card).puertoma_chooses(P)
    choice = of(g.events, "puertoma_role", P)[0]
    assert (choice.data["role"], choice.data["card"]) == (role, card)


def _profitable_settler_mayor(**coins: int) -> Scenario:
    """Profitable for P: settler (display sugar), mayor (fruit 1/2), craftsman (corn 1/1)."""
    return (
        duo()
        .seat(P, tiles={"fruit": (1, 1), "corn": (1, 1)})
        .supply(buildings={"small_market": 0})
        .display("sugar")
        .role_coins(**coins)
    )


def test_profitable_linked_roles_first_then_coins() -> None:
    """Token on builder: linked profitable settler (1) and mayor (2) -> mayor, although the
    unlinked craftsman holds 3."""
    g = _profitable_settler_mayor(settler=1, mayor=2, craftsman=3).action_token("builder")
    g = g.puertoma_chooses(P)
    choice = of(g.events, "puertoma_role", P)[0]
    assert choice.data["role"] == "mayor"
    assert choice.data["nothing_profitable"] is False
    assert choice.data["linked_from"] == "builder"
    assert choice.data["most_coins"] is True
    assert choice.data["card"] is None


@pytest.mark.parametrize(("card", "role"), [("R1", "mayor"), ("R7", "settler")])
def test_coin_tie_resolved_by_first_role_in_card_order(card: str, role: str) -> None:
    g = (
        _profitable_settler_mayor(settler=1, mayor=1)
        .action_token("builder")
        .resolution_deck(card)
        .puertoma_chooses(P)
    )
    choice = of(g.events, "puertoma_role", P)[0]
    assert (choice.data["role"], choice.data["card"]) == (role, card)


def test_token_role_is_never_reached_by_an_arrow() -> None:
    """Token on settler: settler holds 3 doubloons and is profitable, but only mayor (0) and
    builder (not profitable) are linked: mayor."""
    g = _profitable_settler_mayor(settler=3).action_token("settler").puertoma_chooses(P)
    assert of(g.events, "puertoma_role", P)[0].data["role"] == "mayor"


def test_token_role_chosen_through_the_coin_step() -> None:
    """Token on settler, mayor taken: no linked profitable role, so condition 2 over the
    profitable roles settler (3) and craftsman (1): settler."""
    g = (
        _profitable_settler_mayor(settler=3, craftsman=1)
        .taken("mayor")
        .action_token("settler")
        .puertoma_chooses(P)
    )
    choice = of(g.events, "puertoma_role", P)[0]
    assert choice.data["role"] == "settler"
    assert choice.data["linked_from"] is None


@pytest.mark.parametrize(("card", "role"), [("R7", "settler"), ("R2", "craftsman")])
def test_token_role_chosen_through_the_card(card: str, role: str) -> None:
    g = (
        _profitable_settler_mayor(settler=1, craftsman=1)
        .taken("mayor")
        .action_token("settler")
        .resolution_deck(card)
        .puertoma_chooses(P)
    )
    choice = of(g.events, "puertoma_role", P)[0]
    assert (choice.data["role"], choice.data["card"]) == (role, card)


def test_taken_roles_are_not_available() -> None:
    """Linked from builder: settler, mayor, trader. Mayor (5 doubloons) is taken: settler."""
    g = (
        _profitable_settler_mayor(settler=1, mayor=5)
        .taken("mayor")
        .action_token("builder")
        .puertoma_chooses(P)
    )
    assert of(g.events, "puertoma_role", P)[0].data["role"] == "settler"


# ============================================================ 5. action token movement


def _token_after(sc: Scenario, role: str, chooser: int = ANN) -> tuple[Game, str]:
    g = sc.start(role, chooser)
    humans_pass(g)
    return g, view.action_token(g)


@pytest.mark.parametrize(("display", "token"), [(("sugar",), "settler"), (("corn",), "builder")])
def test_token_settler_moves_only_if_a_plantation_or_quarry_was_gained(
    display: tuple[str, ...], token: str
) -> None:
    """Token on builder (arrow builder -> settler). P owns 2 corn; no quarry left: with only corn
    on display it gains nothing and the token stays."""
    sc = (
        duo()
        .seat(P, tiles={"corn": (2, 2)})
        .display(*display)
        .supply(quarries=0)
        .action_token("builder")
    )
    assert _token_after(sc, "settler")[1] == token


def test_token_settler_quarry_counts_as_a_land_tile() -> None:
    sc = duo().seat(P, tiles={"corn": (2, 2)}).display("corn").action_token("builder")
    g, token = _token_after(sc, "settler")
    assert g.state.players[P].tiles["quarry"] == 1
    assert token == "settler"


def test_token_mayor_moves_when_the_puertoma_receives_a_figure() -> None:
    sc = duo().seat(P, tiles={"coffee": (1, 0)}).supply(hiring_hall=3).action_token("builder")
    g, token = _token_after(sc, "mayor")
    assert g.state.players[P].tile_workers["coffee"] == 1
    assert token == "mayor"


def test_token_stays_after_a_human_only_mayor_phase_empty_hall_and_supply() -> None:
    """No worker anywhere: nobody receives a figure (the refill then fails: the game ends)."""
    sc = (
        duo()
        .seat(P, tiles={"coffee": (1, 0)})
        .supply(hiring_hall=0, workers=0)
        .action_token("builder")
    )
    g, token = _token_after(sc, "mayor")
    assert g.state.players[P].tile_workers["coffee"] == 0
    assert token == "builder"
    assert not of(g.events, "action_token_moved")


def test_token_stays_when_only_humans_receive_figures() -> None:
    """Hall 1: Ann (mayor) takes the privilege worker and the only hall figure."""
    sc = duo().seat(P, tiles={"coffee": (1, 0)}).supply(hiring_hall=1).action_token("builder")
    g, token = _token_after(sc, "mayor")
    assert g.state.players[ANN].portrait_workers == 2
    assert g.state.players[P].tile_workers["coffee"] == 0
    assert token == "builder"


@pytest.mark.parametrize(("doubloons", "token"), [(1, "builder"), (0, "settler")])
def test_token_builder_moves_only_if_it_built(doubloons: int, token: str) -> None:
    sc = duo().seat(P, doubloons=doubloons).puertoma(P, built=True).action_token("settler")
    g, moved = _token_after(sc, "builder")
    assert len(g.state.players[P].buildings) == doubloons
    assert moved == token


@pytest.mark.parametrize(
    ("tiles", "token"), [({"corn": (1, 1)}, "craftsman"), ({"fruit": (1, 1)}, "mayor")]
)
def test_token_craftsman_moves_only_if_it_produced(
    tiles: dict[str, tuple[int, int]], token: str
) -> None:
    sc = duo().seat(P, tiles=tiles).action_token("mayor")
    assert _token_after(sc, "craftsman")[1] == token


@pytest.mark.parametrize(("goods", "token"), [({"sugar": 1}, "trader"), ({"corn": 1}, "builder")])
def test_token_trader_moves_only_if_it_sold(goods: dict[str, int], token: str) -> None:
    sc = duo().seat(P, goods=goods).action_token("builder")
    assert _token_after(sc, "trader")[1] == token


@pytest.mark.parametrize(("ships", "token"), [(((4, None, 0),), "captain"), (FULL_SHIPS, "trader")])
def test_token_captain_moves_only_if_it_loaded(
    ships: tuple[tuple[int, str | None, int], ...], token: str
) -> None:
    sc = duo().seat(P, goods={"corn": 1}).ships(*ships).action_token("trader")
    assert _token_after(sc, "captain")[1] == token


def test_token_stays_without_an_arrow_even_if_performed() -> None:
    """Token on captain (arrows to trader and settler only): P builds, the token stays."""
    sc = duo().seat(P, doubloons=1).puertoma(P, built=True).action_token("captain")
    g, token = _token_after(sc, "builder")
    assert g.state.players[P].buildings == {"small_market": 0}
    assert token == "captain"


def test_token_human_performance_never_moves_it() -> None:
    """Ann builds, the Puertoma cannot: the token stays on settler."""
    sc = duo().seat(ANN, doubloons=1).action_token("settler")
    g = sc.start("builder", ANN)
    g.apply(Action(ANN, "build", "small_market"))
    humans_pass(g)
    assert view.action_token(g) == "settler"


def test_token_prospector_moves_when_a_puertoma_chose_it() -> None:
    """§19.5: 'prospector - chose it'. 4 seats + 1 Puertoma; token on builder."""
    g = Scenario(seats=4, puertomas=1).action_token("builder").start("prospector", 3)
    assert g.state.players[3].doubloons == 1
    assert view.action_token(g) == "prospector"


# ============================================================ 6. Puertoma actions


def test_production_one_crate_per_active_plantation_supply_permitting() -> None:
    """corn 2/2 -> 2; fruit 3/4 -> 1 (one active); sugar 4/4 but 1 crate left -> 1; coffee 2/3
    -> 0. No production building is needed."""
    g = (
        duo()
        .seat(
            P,
            tiles={"corn": (2, 2), "fruit": (2, 3), "sugar": (2, 4), "coffee": (1, 2)},
        )
        .supply(crates={"sugar": 1})
        .start("craftsman", ANN)
    )
    p = g.state.players[P]
    assert {k: n for k, n in p.goods.items() if n} == {"corn": 2, "fruit": 1, "sugar": 1}
    assert of(g.events, "produced", P)[0].data["goods"] == {"corn": 2, "fruit": 1, "sugar": 1}
    assert not p.buildings


@pytest.mark.parametrize(("chooser", "fruit"), [(P, 2), (ANN, 1)])
def test_craftsman_privilege_best_received_good_still_in_supply(chooser: int, fruit: int) -> None:
    """Produced corn, fruit and the last sugar: the Puertoma craftsman's extra crate is fruit."""
    g = (
        duo()
        .seat(P, tiles={"corn": (1, 1), "fruit": (1, 2), "sugar": (1, 2)})
        .supply(crates={"sugar": 1})
        .start("craftsman", chooser)
    )
    p = g.state.players[P]
    assert (p.goods["corn"], p.goods["fruit"], p.goods["sugar"]) == (1, fruit, 1)


def test_craftsman_privilege_nothing_produced_nothing_extra() -> None:
    g = duo().seat(P, tiles={"coffee": (1, 2)}).start("craftsman", P)
    assert g.state.players[P].crates == 0
    assert not of(g.events, "craftsman_bonus")


@pytest.mark.parametrize(("chooser", "doubloons"), [(P, 5), (ANN, 4)])
def test_trader_payout_privilege_only_as_trader(chooser: int, doubloons: int) -> None:
    """Sells its best good (coffee 4, +1 as trader), one sale only."""
    g = duo().seat(P, goods={"coffee": 1, "sugar": 1}).start("trader", chooser)
    p = g.state.players[P]
    assert p.doubloons == doubloons
    assert (p.goods["coffee"], p.goods["sugar"]) == (0, 1)


@pytest.mark.parametrize(("chooser", "vp"), [(P, 6), (ANN, 5)])
def test_captain_privilege_vp_once_when_puertoma_is_captain(chooser: int, vp: int) -> None:
    """3 corn on the 4-ship (fewest free spaces among ships taking 3), 2 sugar on the 5-ship:
    5 VP, +1 once as captain."""
    g = (
        duo()
        .seat(P, goods={"corn": 3, "sugar": 2})
        .ships((4, None, 0), (5, None, 0), (6, "tobacco", 6))
        .start("captain", chooser)
    )
    p = g.state.players[P]
    assert p.vp == vp
    assert [
        (e.data["good"], e.data["count"], e.data["ship"]) for e in of(g.events, "loaded", P)
    ] == [
        ("corn", 3, "4-ship"),
        ("sugar", 2, "5-ship"),
    ]


def test_t2_puertoma_with_two_buildings_on_each_level_ends_game_after_builder_phase() -> None:
    """The Puertoma completes level 4 with its reserved Fortress: the builder phase still runs
    to its end (Ann may build), then the game ends."""
    g = (
        duo()
        .seat(
            P,
            doubloons=9,
            buildings={
                b: 0
                for b in (
                    "small_market",
                    "hacienda",
                    "hospital",
                    "company",
                    "factory",
                    "school",
                    "residence",
                )
            },
        )
        .seat(ANN, doubloons=5)
        .puertoma(P, reserved="fortress", built=True)
        .resolution_deck("R1")
        .start("builder", P)
    )
    assert "fortress" in g.state.players[P].buildings
    assert not g.is_over
    assert (g.current_seat, g.decision) == (ANN, "build")
    events = g.apply(Action(ANN, "pass"))
    assert g.is_over
    assert of(events, "game_over")[0].data["trigger"] == "city_completed"


def test_no_t2_with_seven_buildings() -> None:
    """Two level-4 buildings but one level-1 building: no end."""
    g = (
        duo()
        .seat(
            P,
            doubloons=9,
            buildings={
                b: 0
                for b in ("small_market", "hospital", "company", "factory", "school", "residence")
            },
        )
        .puertoma(P, reserved="fortress", built=True)
        .resolution_deck("R1")
        .start("builder", P)
    )
    humans_pass(g)
    assert "fortress" in g.state.players[P].buildings
    assert not g.is_over


def test_two_buildings_per_level_at_most() -> None:
    """Budget 10, two level-3 buildings already, no reserved token: level 2, Large Warehouse (6)
    paid 5."""
    g = (
        duo()
        .seat(P, doubloons=9, buildings={"factory": 0, "school": 0})
        .puertoma(P, built=True)
        .start("builder", P)
    )
    p = g.state.players[P]
    assert set(p.buildings) == {"factory", "school", "large_warehouse"}
    assert p.doubloons == 4


def test_never_a_production_building() -> None:
    """6 doubloons, not the builder: the Large Coffee Roastery (6, level 3) is never considered;
    the Large Warehouse (6, level 2) is built."""
    g = duo().seat(P, doubloons=6).puertoma(P, built=True).start("builder", ANN)
    humans_pass(g)
    p = g.state.players[P]
    assert list(p.buildings) == ["large_warehouse"]
    assert p.doubloons == 0


def test_never_a_production_building_even_if_it_is_the_only_affordable_one() -> None:
    g = (
        duo()
        .seat(P, doubloons=1)
        .supply(buildings={"small_market": 0})
        .puertoma(P, built=True)
        .start("builder", ANN)
    )
    humans_pass(g)
    p = g.state.players[P]
    assert (p.buildings, p.doubloons) == ({}, 1)
    p.doubloons = 0  # budget 0 + 1 privilege: only the Small Fruit Farm (1), a production one
    assert not bot.profitable(g, P, "builder", 0)


def test_never_a_quarry_discount() -> None:
    """2 quarries in its VP area, 6 doubloons, not the builder: the Large Warehouse at full price
    (the Factory would be affordable with a discount of 2)."""
    g = (
        duo()
        .seat(P, doubloons=6, tiles={"quarry": 2})
        .puertoma(P, built=True)
        .start("builder", ANN)
    )
    humans_pass(g)
    p = g.state.players[P]
    assert list(p.buildings) == ["large_warehouse"]
    assert p.doubloons == 0
    assert of(g.events, "building_built", P)[0].data["cost"] == 6


def test_mayor_hooks_order_worker_then_doubloons_then_refill() -> None:
    """§19.13: level-3 worker, then level-4 doubloons (counting it), then the refill."""
    g = (
        duo()
        .seat(P, tiles={"coffee": (1, 0)})
        .supply(hiring_hall=0)
        .puertoma(
            P,
            capabilities={3: ("cap3_mayor_worker", "active"), 4: ("cap4_mayor_coins", "active")},
        )
        .start("mayor", ANN)
    )
    order = [
        e.kind
        for e in g.events
        if e.kind in ("puertoma_placed", "capability_coins", "hall_refilled")
    ]
    assert order == ["puertoma_placed", "capability_coins", "hall_refilled"]
    assert g.state.players[P].doubloons == 2
    assert g.state.players[P].tile_workers["coffee"] == 1


def test_cap2_captain_store_single_good_keeps_all_of_it() -> None:
    g = (
        duo()
        .seat(P, goods={"sugar": 3})
        .ships(*FULL_SHIPS)
        .puertoma(P, capabilities={2: ("cap2_captain_store", "active")})
        .start("captain", ANN)
    )
    assert g.state.players[P].goods["sugar"] == 3


def test_puertoma_buildings_have_no_effects() -> None:
    """§19.3: Small Market and Large Market give no sale bonus (sugar: 2), the Factory no
    production bonus (corn + sugar: 0 doubloons)."""
    g = (
        duo()
        .seat(
            P,
            goods={"sugar": 1},
            buildings={"small_market": 0, "large_market": 0, "factory": 0},
        )
        .start("trader", ANN)
    )
    assert g.state.players[P].doubloons == 2
    g = (
        duo()
        .seat(P, tiles={"corn": (1, 1), "sugar": (1, 2)}, buildings={"factory": 0})
        .start("craftsman", ANN)
    )
    assert g.state.players[P].doubloons == 0
    assert g.state.players[P].crates == 2
