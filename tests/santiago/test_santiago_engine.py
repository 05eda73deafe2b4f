"""The engine contract: car movement and payment, refusals that change nothing, clone, JSON,
determinism (a seed plus the actions is the game), the null event sink."""

from __future__ import annotations

import random

import pytest
from santiago_helpers import play, values

from game.santiago.engine import Action, ConfigError, Game, GameConfig, IllegalAction
from game.santiago.engine.invariants import check
from game.santiago.engine.scenario import Scenario


def _random_game(seats: int, seed: int, stop_after: int | None = None) -> tuple[Game, list[Action]]:
    g = Game.new(GameConfig(seats=seats, seed=seed))
    rng = random.Random(seed)
    taken = []
    while not g.is_over and (stop_after is None or len(taken) < stop_after):
        legal = g.legal_actions()
        a = legal[rng.randrange(len(legal))]
        g.apply(a)
        taken.append(a)
    return g, taken


def test_config_refuses_bad_seat_counts() -> None:
    for seats in (1, 5, "4"):
        with pytest.raises(ConfigError, match="seats: expected 2 to 4"):
            Game.new(GameConfig(seats=seats))  # type: ignore[arg-type]


def test_move_costs_one_peso_per_stop_after_the_first() -> None:
    for pesos, most in ((0, 1), (3, 4), (9, 10), (20, 10)):
        g = Scenario(seats=2).seat(0, pesos=pesos).car(3).build()
        assert values(g) == list(range(1, most + 1))
    g = Scenario(seats=2).seat(0, pesos=9).car(3).build()
    assert g.refusal(Action(0, "move_car", 11))[0] == "steps_out_of_range"  # type: ignore[index]
    assert g.refusal(Action(0, "move_car", 0))[0] == "steps_out_of_range"  # type: ignore[index]
    play(g, "move_car", 1)
    assert g.s.players[0].pesos == 9 and g.s.car == 4


def test_a_full_lap_visits_the_starting_stop_and_drives_past_the_port_once() -> None:
    g = Scenario(seats=2).seat(0, pesos=9, vp=2).car(1).build()
    play(g, "move_car", 10)
    assert g.s.car == 1 and g.s.players[0].pesos == 0
    assert g.s.value == 1  # drove past the port once
    assert g.decision == "cuban"  # Maria again
    # From the port, a full lap ends on the port: a delivery phase, no drive past.
    g = Scenario(seats=2).seat(0, pesos=9).car(0).build()
    events = play(g, "move_car", 10)
    assert "delivery_started" in [e.kind for e in events]
    assert g.s.value == 1  # only the phase's own step: nobody could deliver


def test_refused_actions_leave_the_state_untouched() -> None:
    rng = random.Random(7)
    for seed in range(6):
        g, _ = _random_game(2 + seed % 3, seed, stop_after=40 + seed * 7)
        if g.is_over:
            continue
        seat = g.current_seat
        assert seat is not None
        before = g.to_json()
        legal = g.legal_actions()
        candidates = [
            Action(seat, kind, value)
            for kind in ("move_car", "use_cuban", "give", "place_broker", "use_building")
            for value in (
                0,
                11,
                "church",
                "wood",
                ("claim", "bank"),
                ("x", 1),
                None,
                ("claim", ["x"]),
                ["list"],
                {"a": 1},
                ("sugar",),
            )
        ] + [Action((seat + 1) % g.s.seats, "pass"), "not an action", Action(seat, "pass")]
        for a in candidates:
            if a in legal:
                continue
            with pytest.raises(IllegalAction) as err:
                g.apply(a)  # type: ignore[arg-type]
            assert err.value.code in g.d.catalog.refusal_en
            assert err.value.reason
            assert g.to_json() == before
        assert rng  # the candidates are fixed; the positions vary with the seed


def test_not_your_turn_names_the_seat_on_turn() -> None:
    g = Scenario(seats=3, names=("Ana", "Bea", "Cy")).build()
    with pytest.raises(IllegalAction) as err:
        g.apply(Action(1, "move_car", 1))
    assert err.value.code == "not_your_turn"
    assert err.value.reason == "it is Ana's decision, not seat 2's"


def test_json_round_trip_and_replay() -> None:
    g, _ = _random_game(3, 11, stop_after=60)
    copy = Game.from_json(g.to_json())
    assert copy.to_json() == g.to_json()
    assert copy.legal_actions() == g.legal_actions()
    # Continue both the same way: identical games.
    rng = random.Random(1)
    while not g.is_over:
        a = g.legal_actions()[rng.randrange(len(g.legal_actions()))]
        g.apply(a)
        copy.apply(Action.from_json(a.to_json()))
    assert copy.to_json() == g.to_json()
    # A seed plus the actions reproduces the game.
    full, actions = _random_game(4, 23)
    again = Game.new(GameConfig(seats=4, seed=23))
    for a in actions:
        again.apply(a)
    assert again.to_json() == full.to_json()
    assert again.final_scores() == full.final_scores()


def test_a_given_board_must_hold_each_tile_once() -> None:
    with pytest.raises(ConfigError, match="street: expected each of"):
        Game.new(GameConfig(seats=2), street=["maria"] * 9)
    with pytest.raises(ConfigError, match="slots: expected each of"):
        Game.new(GameConfig(seats=2), slots=["bank"])


def test_seed_shuffles_the_board() -> None:
    a = Game.new(GameConfig(seats=4, seed=1))
    b = Game.new(GameConfig(seats=4, seed=2))
    assert (a.s.street, a.s.slots) != (b.s.street, b.s.slots)
    assert sorted(c for c in a.s.street if c) == sorted(a.d.cuban_ids)
    assert Game.new(GameConfig(seats=4, seed=1)).to_json() == a.to_json()


def test_from_json_refuses_other_formats() -> None:
    with pytest.raises(ValueError, match="not a saved Santiago"):
        Game.from_json('{"format": 99, "state": {}}')
    with pytest.raises(ValueError, match="not a saved Santiago"):
        Game.from_json('{"box": "puerto_rico", "format": 1, "state": {}}')


def test_clone_is_independent_and_null_sink_builds_no_events() -> None:
    g = Scenario(seats=2).seat(0, pesos=3).build()
    c = g.clone(events=False)
    c.apply(Action(0, "move_car", 2))
    assert c.events == [] and c.s.players[0].pesos == 2
    assert g.s.players[0].pesos == 3 and g.decision == "move_car"
    events = g.apply(Action(0, "move_car", 2))
    assert [e.kind for e in events][:2] == ["car_moved", "pesos_paid"]
    assert events[0].to_json()["cost"] == 1


def test_invariants_notice_a_lost_peso_and_a_lost_good() -> None:
    g = Scenario(seats=2).seat(0, pesos=3, goods={"sugar": 1}).build()
    check(g)
    g.s.players[0].pesos -= 1
    with pytest.raises(AssertionError, match="pesos held"):
        check(g)
    g.s.players[0].pesos += 1
    g.s.players[0].goods["sugar"] = 0
    with pytest.raises(AssertionError, match="sugar"):
        check(g)


def test_rounds_and_turn_count() -> None:
    g, _ = _random_game(3, 5)
    assert g.is_over and g.s.ships_departed == 7
    assert g.rounds == (g.s.turn + 2) // 3
    assert g.s.end_trigger == "last_ship"


def test_state_clone_copies_every_field() -> None:
    g, _ = _random_game(4, 9, stop_after=33)
    c = g.s.clone()
    assert c.to_dict() == g.s.to_dict()
    # Nothing mutable is shared.
    c.players[0].goods["sugar"] += 1
    c.ts.passed.append(True)
    c.face_up["maria"] = not c.face_up["maria"]
    c.demand["x"] = 1
    assert c.to_dict() != g.s.to_dict()
    assert "x" not in g.s.demand and g.s.players[0].goods != c.players[0].goods


KINDS = [
    "set_aside",
    "move_car",
    "use_cuban",
    "decline_cuban",
    "give",
    "place_broker",
    "use_building",
    "decline_building",
    "deliver",
    "deliver_wood",
    "pass",
    "fly",
]
NAMES = ["sugar", "wood", "rum", "church", "office", "maria", "peso", "vp", "left", "claim", "use"]


def test_any_refused_action_changes_nothing() -> None:
    from hypothesis import given, settings
    from hypothesis import strategies as st

    atom = st.one_of(st.none(), st.integers(-2, 12), st.sampled_from(NAMES))
    value = st.one_of(atom, st.tuples(atom, atom), st.tuples(atom))

    @settings(max_examples=150, deadline=None)
    @given(
        st.integers(0, 40),
        st.integers(0, 120),
        st.integers(-1, 4),
        st.sampled_from(KINDS),
        value,
    )
    def check_one(seed: int, steps: int, seat: int, kind: str, v: object) -> None:
        g, _ = _random_game(2 + seed % 3, seed, stop_after=steps)
        action = Action(seat, kind, v)
        before = g.to_json()
        if not g.is_over and action in g.legal_actions():
            return
        with pytest.raises(IllegalAction) as err:
            g.apply(action)
        assert g.to_json() == before
        assert err.value.reason == g.d.catalog.refusal_en[err.value.code].format(**err.value.fields)

    check_one()
