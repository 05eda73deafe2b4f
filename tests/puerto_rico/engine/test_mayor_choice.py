"""The mayor phase belongs to the player (issue 10): a seat is asked whenever more than one legal
layout differs in outcome, and placed automatically only when the rules leave one."""

from __future__ import annotations

import random

from game.puerto_rico.engine import Action, Game, GameConfig
from game.puerto_rico.engine.scenario import Scenario


def _refill_case() -> Game:
    """Issue 10's reproduction: seat 0's one figure may stand on its corn or on its Large Fruit
    Farm; the hall refill (empty building slots, at least the seat count) decides whether the
    game ends for want of workers (SPEC §7.2.2, §9.1 T1)."""
    return (
        Scenario(seats=4)
        .seat(0, tiles={"corn": 1}, buildings={"large_fruit_farm": 0}, portrait=1)
        .seat(2, buildings={"large_sugar_refinery": 0})
        .supply(hiring_hall=0, workers=6)
        .start("mayor", chooser=1)
    )


def test_a_seat_with_two_outcomes_is_asked_even_when_one_is_suggested() -> None:
    g = _refill_case()
    assert (g.current_seat, g.decision) == (0, "mayor_layout")
    assert not g.is_over
    # The suggestion is listed; the other outcome is legal and accepted.
    corn = Action(0, "place_workers", (("corn", 1),))
    farm = Action(0, "place_workers", (("large_fruit_farm", 1),))
    assert g.legal_actions()[0] == corn
    assert g.refusal(farm) is None


def test_the_choice_decides_whether_the_hall_can_be_refilled() -> None:
    """On the corn the farm's 3 slots stay empty: 3 + the refinery's 3 = 6 workers wanted, 5
    left after the privilege. On the farm: 2 + 3 = 5, within what is left."""
    on_corn = _refill_case()
    on_corn.apply(Action(0, "place_workers", (("corn", 1),)))
    on_farm = _refill_case()
    on_farm.apply(Action(0, "place_workers", (("large_fruit_farm", 1),)))
    assert on_corn.state.end_trigger == "workers_exhausted" or on_corn.is_over
    assert not on_farm.is_over and on_farm.state.end_trigger is None
    assert on_farm.state.players[0].buildings["large_fruit_farm"] == 1


def test_a_worker_on_a_building_is_not_moved_without_asking() -> None:
    g = (
        Scenario(seats=3)
        .seat(0, tiles={"corn": 1}, buildings={"small_market": 1})
        .supply(hiring_hall=0)
        .start("mayor", chooser=1)
    )
    assert (g.current_seat, g.decision) == (0, "mayor_layout")
    g.apply(Action(0, "place_workers", (("small_market", 1),)))
    assert g.state.players[0].buildings["small_market"] == 1


def test_no_choice_left_is_placed_without_asking() -> None:
    """Figures enough for every slot (or one place only): nothing to decide."""
    g = (
        Scenario(seats=3)
        .seat(0, tiles={"corn": 2}, buildings={"small_market": 0}, portrait=3)
        .seat(2, tiles={"sugar": 3}, portrait=1)
        .supply(hiring_hall=0)
        .start("mayor", chooser=1)
    )
    p0, p2 = g.state.players[0], g.state.players[2]
    assert g.decision != "mayor_layout" or g.current_seat not in (0, 2)
    assert (p0.tile_workers["corn"], p0.buildings["small_market"]) == (2, 1)
    assert (p2.tile_workers["sugar"], p2.portrait_workers) == (1, 0)


def test_every_decision_lists_at_least_one_layout_in_random_games() -> None:
    for seed, expansions in ((1, ()), (2, ("citizens",)), (3, ("new_buildings", "citizens"))):
        g = Game.new(GameConfig(seats=4, seed=seed, expansions=expansions))
        rng = random.Random(seed)
        asked = 0
        while not g.is_over:
            legal = g.legal_actions()
            assert legal
            if g.decision == "mayor_layout":
                asked += 1
                assert all(a.kind == "place_workers" for a in legal)
            g.apply(legal[rng.randrange(len(legal))])
        assert asked > 0
