"""Alternative rules that need no expansion (SPEC §18): cost swap, start money, classic end."""

from __future__ import annotations

import random

from game.puerto_rico.engine import Action, Game, GameConfig
from game.puerto_rico.engine.invariants import violations
from game.puerto_rico.engine.roles.builder import cost
from game.puerto_rico.engine.scenario import Scenario


def test_ex44_alternative_start_five_seats() -> None:
    """Seats 4 and 5 start with corn and so with 3 doubloons; seats 1-3 keep 4."""
    g = Game.new(GameConfig(seats=5, variants=("alternative_start",)))
    assert [p.doubloons for p in g.state.players] == [4, 4, 4, 3, 3]
    assert not violations(g)
    plain = Game.new(GameConfig(seats=5))
    assert [p.doubloons for p in plain.state.players] == [4] * 5


def test_alternative_start_two_and_three_seats() -> None:
    assert [
        p.doubloons
        for p in Game.new(GameConfig(seats=2, variants=("alternative_start",))).state.players
    ] == [3, 2]
    assert [
        p.doubloons
        for p in Game.new(GameConfig(seats=3, variants=("alternative_start",))).state.players
    ] == [2, 2, 1]


def test_cost_swap_school_seven_factory_eight() -> None:
    """The alternative-art tiles: School costs 7 and Factory 8; both stay level 3 and 3 VP."""
    g = Scenario(seats=4, variants=("cost_swap",)).seat(1, doubloons=20).start("builder", 0)
    assert (g.bdefs["school"].cost, g.bdefs["factory"].cost) == (7, 8)
    assert (g.bdefs["school"].level, g.bdefs["school"].vp) == (3, 3)
    assert cost(g, 1, "school") == 7 and cost(g, 1, "factory") == 8
    plain = Scenario(seats=4).seat(1, doubloons=20).start("builder", 0)
    assert cost(plain, 1, "school") == 8 and cost(plain, 1, "factory") == 7


def test_cost_swap_survives_save_and_load() -> None:
    g = Game.new(GameConfig(seats=3, seed=2, variants=("cost_swap",)))
    loaded = Game.from_json(g.to_json())
    assert loaded.bdefs["school"].cost == 7


def test_classic_end_finishes_the_round_after_the_city_fills() -> None:
    """Classic timing: a full city ends the game at the end of the round, not of the phase."""
    twelve = {
        b: 0
        for b in (
            "small_market",
            "hacienda",
            "small_warehouse",
            "hospital",
            "company",
            "large_market",
            "large_warehouse",
            "factory",
            "school",
            "port",
            "materials_depot",
        )
    }
    g = (
        Scenario(seats=3, variants=("classic_end",))
        .seat(0, buildings=twelve, doubloons=20, tiles={"quarry": (1, 1)})
        .start("builder", 0)
    )
    g.apply(Action(0, "build", "private_wharf"))
    for seat in (1, 2):
        if g.decision == "build":
            g.apply(Action(seat, "pass"))
    assert not g.is_over  # the round goes on
    assert g.state.end_trigger == "city_completed"
    rng = random.Random(0)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    assert g.state.round == 1  # it ended at the end of round 1


def test_alternative_start_four_seats_and_with_expansions() -> None:
    """SPEC §18.2: seats 3 and 4 start with corn -> 2 doubloons instead of 3; the variant also
    applies when the game starts with the Expansion I/II draft."""
    for expansions in ((), ("new_buildings", "citizens")):
        g = Game.new(GameConfig(seats=4, variants=("alternative_start",), expansions=expansions))
        assert [p.doubloons for p in g.state.players] == [3, 3, 2, 2]
        assert [p.tiles["corn"] for p in g.state.players] == [0, 0, 1, 1]
        assert not violations(g)


def test_sewing_cap_is_off_by_default_and_caps_at_three() -> None:
    """SPEC §13.3, §18.3: the Large Sewing Workshop pays 1 per citizen; the cap makes it <= 3."""
    for variants, pay in (((), 5), (("sewing_cap",), 3)):
        g = (
            Scenario(seats=3, variants=variants, expansions=("citizens",))
            .seat(1, buildings={"large_sewing_workshop": 1}, portrait=4)
            .seat(1, citizens={"large_sewing_workshop": 1, "portrait": 4})
            .start("craftsman", 0)
        )
        assert g.state.players[1].doubloons == pay
        assert not violations(g)
