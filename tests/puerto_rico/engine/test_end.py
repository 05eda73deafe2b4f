"""End of the game (SPEC §8, §9, §23): the triggers T1, T2, T3, T3' and their timing, overflow VP,
the errata_round_end variant, final scores, tie-break and shared victory."""

from __future__ import annotations

import pytest

from game.puerto_rico.engine import invariants
from game.puerto_rico.engine.actions import Action, IllegalAction
from game.puerto_rico.engine.game import ConfigError, Game, GameConfig
from game.puerto_rico.engine.scenario import Scenario
from game.puerto_rico.engine.state import GOODS

LARGE = ["fire_station", "residence", "fortress", "customs_house", "governors_palace"]
ERRATA = ("errata_round_end",)


def coins(g: Game) -> dict[str, int]:
    return {r.id: r.coins for r in g.state.roles}


def assert_over(g: Game, trigger: str) -> None:
    invariants.check(g)
    assert g.is_over
    assert g.state.end_trigger == trigger
    assert g.current_seat is None and g.decision is None
    assert g.legal_actions() == []
    with pytest.raises(IllegalAction) as err:
        g.apply(Action(0, "choose_role", "settler"))
    assert err.value.reason == "the game is over"


def t1_game(variants: tuple[str, ...] = ()) -> Game:
    """3 seats, governor seat 0 about to choose; the refill will be short (needs 3, has 1).

    Seat 1 has a layout to choose, so the mayor phase waits for it before the refill."""
    return (
        Scenario(seats=3, variants=variants)
        .seat(1, tiles={"corn": 1}, buildings={"small_market": 0}, portrait=1)
        .supply(hiring_hall=0, workers=2)
        .role_coins(settler=1)
        .at_role_choice(0)
    )


# =========================================================================== T1 (§9.1)


def test_t1_ends_the_game_at_the_end_of_the_mayor_phase(play):
    """The hall cannot be refilled: the mayor phase finishes (placement, refill of what is left),
    then the game ends; the remaining roles are not played and no end-of-round coins."""
    g = t1_game()
    play(g, (0, "choose_role", "mayor"))
    # Still inside the mayor phase: seat 1 places its figure first.
    assert (g.current_seat, g.decision) == (1, "mayor_layout")
    assert not g.is_over
    play(g, (1, "place_workers", (("small_market", 1),)))
    assert_over(g, "workers_exhausted")
    s = g.state
    assert (s.hiring_hall, s.worker_supply) == (1, 0)
    assert coins(g) == {
        "settler": 1,
        "mayor": 0,
        "builder": 0,
        "craftsman": 0,
        "trader": 0,
        "captain": 0,
    }
    assert (s.round, s.governor) == (1, 0)


def test_t1_not_set_when_the_supply_suffices(play):
    g = Scenario(seats=3).supply(hiring_hall=0, workers=4).at_role_choice(0)
    play(g, (0, "choose_role", "mayor"))
    assert not g.is_over
    assert g.state.end_trigger is None


# =========================================================================== T2 (§9.1)


def t2_game(variants: tuple[str, ...] = (), vp_out: bool = False, chooser: int = 0) -> Game:
    """Seat 1 has 11 city spaces filled (5 large + Small Market) and 2 doubloons."""
    sc = (
        Scenario(seats=4, variants=variants)
        .seat(1, buildings={**dict.fromkeys(LARGE, 0), "small_market": 0}, doubloons=2)
        .seat(2, doubloons=1)
        .seat(3, doubloons=0)
        .role_coins(mayor=2)
    )
    if vp_out:
        sc.supply(vp=0).flags(vp_exhausted=True)
    return sc.at_role_choice(chooser)


def test_t2_other_seats_still_build_in_that_phase(play):
    """A 12th city space: the other seats still build; the game ends with the builder phase."""
    g = t2_game()
    play(g, (0, "choose_role", "builder"), (0, "pass"))
    assert (g.current_seat, g.decision) == (1, "build")
    play(g, (1, "build", "hacienda"))
    assert not g.is_over
    assert (g.current_seat, g.decision) == (2, "build")
    play(g, (2, "build", "small_market"))
    # Seat 3 cannot pay anything: the phase (and the game) ends.
    assert_over(g, "city_completed")
    assert "small_market" in g.state.players[2].buildings
    assert coins(g)["mayor"] == 2
    assert (g.state.round, g.state.governor) == (1, 0)


def test_t2_by_the_last_seat_of_the_phase(play):
    """The last seat in phase order completes its city: the game ends at once with the phase."""
    g = t2_game(chooser=2)
    play(g, (2, "choose_role", "builder"), (2, "pass"))
    # Seats 3 and 0 cannot pay anything; seat 1 is last.
    assert (g.current_seat, g.decision) == (1, "build")
    play(g, (1, "build", "hacienda"))
    assert_over(g, "city_completed")


def test_t2_not_set_without_a_build(play):
    g = t2_game()
    play(g, (0, "choose_role", "builder"), (0, "pass"), (1, "pass"), (2, "pass"))
    assert not g.is_over
    assert g.state.end_trigger is None
    assert (g.current_seat, g.decision) == (1, "role")


# =========================================================================== T3 / T3' (§9.1)


def test_t3_vp_out_during_captain_ends_after_storage(play):
    """VP run out in the captain phase: loading goes on, storage is chosen, ships sail, then the
    game ends (the remaining roles of the round are not played)."""
    g = (
        Scenario(seats=3)
        .seat(0, goods={"corn": 2})
        .seat(1, goods={"sugar": 3, "fruit": 1})
        .ships((4, None, 0), (5, None, 0), (6, "coffee", 6))
        .supply(vp=3)
        .start("captain", chooser=0)
    )
    play(g, (0, "load", ("corn", 0)))  # 2 + 1 privilege: supply exactly 0, no overflow
    s = g.state
    assert (s.players[0].vp, s.players[0].vp_overflow, s.vp_supply) == (3, 0, 0)
    assert s.vp_exhausted
    assert not g.is_over
    play(g, (1, "load", ("sugar", 1)))
    assert (s.players[1].vp, s.players[1].vp_overflow) == (0, 3)
    # Seat 1 still holds fruit: no ship takes it; one crate is kept automatically.
    assert_over(g, "vp_exhausted")
    assert s.players[1].goods == {**dict.fromkeys(GOODS, 0), "fruit": 1}
    assert s.ships[2].count == 0  # the full coffee ship sailed before the end


def test_t3_prime_vp_out_elsewhere_game_goes_on_to_the_next_captain(play, pass_all):
    """VP exhausted outside a captain phase: builder and mayor phases end normally; the game
    ends at the end of the next captain phase, even if nobody loads in it."""
    g = (
        Scenario(seats=3)
        .seat(0, doubloons=3)
        .supply(vp=0, hiring_hall=3, workers=20)
        .flags(vp_exhausted=True)
        .at_role_choice(0)
    )
    play(g, (0, "choose_role", "builder"))
    pass_all(g)
    assert not g.is_over
    play(g, (1, "choose_role", "mayor"))
    pass_all(g)
    assert not g.is_over
    assert (g.current_seat, g.decision) == (2, "role")
    play(g, (2, "choose_role", "captain"))
    assert_over(g, "vp_exhausted")


def test_t3_prime_then_t1_ends_earlier(play):
    """After a VP exhaustion, a short refill ends the game at the end of the mayor phase."""
    g = (
        Scenario(seats=3)
        .supply(vp=0, hiring_hall=0, workers=1)
        .flags(vp_exhausted=True)
        .at_role_choice(0)
    )
    play(g, (0, "choose_role", "mayor"))
    assert_over(g, "workers_exhausted")


def test_overflow_vp_count_in_the_score(play):
    """VP beyond the supply are overflow VP: they score like chips (and for the Customs House)."""
    g = (
        Scenario(seats=4)
        .seat(0, goods={"corn": 7}, buildings={"customs_house": 1}, vp=3)
        .ships((5, None, 0), (6, None, 0), (7, None, 0))
        .supply(vp=2)
        .start("captain", chooser=0)
    )
    play(g, (0, "load", ("corn", 2)))  # 7 + 1 privilege = 8 VP: 2 chips + 6 overflow
    p = g.state.players[0]
    assert (p.vp, p.vp_overflow) == (5, 6)
    assert g.is_over
    sc = g.final_scores()[0]
    assert sc["vp_chips"] == 11
    assert sc["bonuses"] == {"customs_house": 2}
    assert sc["total"] == 11 + 4 + 2


def test_several_triggers_in_one_phase_end_it_once(play):
    """VP exhausted earlier and a city completed in a builder phase: the game ends at the end of
    that builder phase."""
    g = t2_game(vp_out=True)
    play(g, (0, "choose_role", "builder"), (0, "pass"), (1, "build", "hacienda"))
    play(g, (2, "pass"))
    assert_over(g, "city_completed")


# =========================================================================== errata_round_end


def test_errata_is_a_known_variant_and_others_are_refused():
    Game.new(GameConfig(seats=3, variants=ERRATA))
    with pytest.raises(ConfigError):
        Game.new(GameConfig(seats=3, variants=("no_such_variant",)))


def test_errata_t1_ends_at_the_end_of_the_round(play, pass_all):
    """errata_round_end: after a short refill the other roles of the round are still played."""
    g = t1_game(ERRATA)
    play(g, (0, "choose_role", "mayor"), (1, "place_workers", (("small_market", 1),)))
    assert not g.is_over
    assert g.state.end_trigger == "workers_exhausted"
    assert (g.current_seat, g.decision) == (1, "role")
    play(g, (1, "choose_role", "trader"))
    pass_all(g)
    assert not g.is_over
    play(g, (2, "choose_role", "builder"))
    pass_all(g)
    assert_over(g, "workers_exhausted")
    assert g.state.round == 1


def test_errata_t2_ends_at_the_end_of_the_round(play, pass_all):
    g = t2_game(ERRATA)
    play(g, (0, "choose_role", "builder"), (0, "pass"), (1, "build", "hacienda"))
    play(g, (2, "pass"))
    assert not g.is_over
    for seat, role in ((1, "trader"), (2, "craftsman"), (3, "settler")):
        assert (g.current_seat, g.decision) == (seat, "role")
        play(g, (seat, "choose_role", role))
        pass_all(g)
    assert_over(g, "city_completed")


def test_errata_vp_out_in_captain_ends_at_the_end_of_the_round(play, pass_all):
    g = (
        Scenario(seats=3, variants=ERRATA)
        .seat(0, goods={"corn": 2})
        .ships((4, None, 0), (5, None, 0), (6, None, 0))
        .supply(vp=1)
        .start("captain", chooser=0)
    )
    play(g, (0, "load", ("corn", 0)))
    assert not g.is_over
    assert g.state.end_trigger == "vp_exhausted"
    play(g, (1, "choose_role", "trader"))
    pass_all(g)
    assert not g.is_over
    play(g, (2, "choose_role", "settler"))
    pass_all(g)
    assert_over(g, "vp_exhausted")


def test_errata_vp_out_outside_captain_ends_at_the_end_of_the_round(play, pass_all):
    """With the errata a VP exhaustion in any phase ends the game at the end of the round, with
    no captain phase needed."""
    g = Scenario(seats=3, variants=ERRATA).supply(vp=0).flags(vp_exhausted=True).at_role_choice(0)
    for seat, role in ((0, "builder"), (1, "trader"), (2, "settler")):
        assert not g.is_over
        play(g, (seat, "choose_role", role))
        pass_all(g)
    assert_over(g, "vp_exhausted")
    assert g.state.round == 1


# =========================================================================== scoring (§9.2-9.3)


def test_final_score_categories():
    g = (
        Scenario(seats=3)
        .seat(
            0,
            vp=12,
            buildings={"governors_palace": 1, "small_market": 0, "large_fruit_farm": 2},
        )
        .at_role_choice(0)
    )
    sc = g.final_scores()[0]
    assert sc == {
        "vp_chips": 12,
        "buildings": 4 + 1 + 2,
        "bonuses": {"governors_palace": 2},
        "bonus_total": 2,
        "total": 12 + 7 + 2,
        "tiebreak": 0,
    }


def test_highest_score_wins():
    g = (
        Scenario(seats=3)
        .seat(0, vp=10, doubloons=9)
        .seat(1, vp=11)
        .seat(2, vp=3, doubloons=20)
        .at_role_choice(0)
    )
    assert g.winners() == [1]


def test_tie_broken_by_doubloons_plus_crates():
    """Equal scores: the most doubloons + crates (each crate counts 1) wins."""
    g = (
        Scenario(seats=3)
        .seat(0, vp=10, doubloons=3, goods={"corn": 2, "coffee": 1})
        .seat(1, vp=10, doubloons=5)
        .seat(2, vp=10, doubloons=4, goods={"sugar": 2})
        .at_role_choice(0)
    )
    assert [sc["tiebreak"] for sc in g.final_scores()] == [6, 5, 6]
    assert g.winners() == [0, 2]  # still tied: shared victory


def test_tie_break_single_winner():
    g = (
        Scenario(seats=4)
        .seat(0, vp=8, doubloons=1)
        .seat(1, vp=2, buildings={"port": 0, "hacienda": 0, "company": 0}, goods={"corn": 2})
        .seat(2, vp=2)
        .at_role_choice(0)
    )
    assert [sc["total"] for sc in g.final_scores()] == [8, 8, 2, 0]
    assert g.winners() == [1]
