"""The engine contract: refusals change nothing, JSON round trips, clones are independent, and a
seed plus the actions is the game."""

from __future__ import annotations

import random

import pytest

from game.san_juan.engine import Action, Game, GameConfig, IllegalAction, invariants


def _bad_actions(g: Game, rng: random.Random) -> list[Action]:
    """Plausible wrong decisions: other seats, other kinds, cards that are not there."""
    seat = g.current_seat
    assert seat is not None
    other = (seat + 1) % g.state.seats
    kinds = [
        "pass",
        "build",
        "pay_card",
        "pay_good",
        "produce",
        "sell",
        "keep",
        "discard",
        "tuck",
        "choose_role",
        "use_library",
        "take_draw",
        "council_draw",
        "gold_keep",
        "start_discard",
    ]
    out = [Action(other, a.kind, a.value) for a in g.legal_actions()[:3]]
    for _ in range(6):
        kind = rng.choice(kinds)
        value = rng.choice(
            [
                None,
                rng.randrange(112),
                "builder",
                True,
                (rng.randrange(112), None),
                (rng.randrange(112), rng.randrange(112)),
                "nonsense",
                999,
            ]
        )
        out.append(Action(seat, kind, value))
    return out


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_refused_actions_leave_the_state_unchanged(seats: int) -> None:
    rng = random.Random(seats)
    g = Game.new(GameConfig(seats=seats, seed=seats, options=("ask_free_draws",)))
    refused = 0
    while not g.is_over:
        legal = g.legal_actions()
        before = g.to_json()
        for bad in _bad_actions(g, rng):
            if bad in legal or g.refusal(bad) is None:
                continue
            with pytest.raises(IllegalAction) as err:
                g.apply(bad)
            assert err.value.code
            assert g.to_json() == before
            refused += 1
        g.apply(rng.choice(legal))
    assert refused > 500


def test_every_listed_action_is_accepted_and_refusal_agrees() -> None:
    rng = random.Random(7)
    for seed in range(3):
        g = Game.new(GameConfig(seats=4, seed=seed, options=("start_variant",)))
        while not g.is_over:
            legal = g.legal_actions()
            assert legal, g.state.stage
            for a in legal:
                assert g.refusal(a) is None, (a, g.refusal(a))
            g.apply(rng.choice(legal))
            invariants.check(g)


def test_game_over_refuses_everything() -> None:
    g = Game.new(GameConfig(seats=2, seed=1), events=False)
    rng = random.Random(1)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    with pytest.raises(IllegalAction) as err:
        g.apply(Action(0, "pass"))
    assert err.value.code == "game_over"


@pytest.mark.parametrize(
    "options",
    [("ask_free_draws", "first_edition"), ("module_new_buildings", "ask_free_draws")],
)
def test_json_round_trip_mid_game_plays_on_identically(options: tuple[str, ...]) -> None:
    rng = random.Random(3)
    g = Game.new(GameConfig(seats=3, seed=9, options=options))
    for _ in range(150):
        g.apply(rng.choice(g.legal_actions()))
    copy = Game.from_json(g.to_json())
    assert copy.to_json() == g.to_json()
    while not g.is_over:
        a = rng.choice(g.legal_actions())
        assert copy.legal_actions() == g.legal_actions()
        g.apply(a)
        copy.apply(a)
    assert copy.to_json() == g.to_json()
    assert copy.final_scores() == g.final_scores()


def test_from_json_refuses_another_box_or_format() -> None:
    g = Game.new(GameConfig(seats=2))
    with pytest.raises(ValueError, match="box"):
        Game.from_json(g.to_json().replace('"san_juan"', '"puerto_rico"'))
    with pytest.raises(ValueError, match="format"):
        Game.from_json(g.to_json().replace('"format": 1', '"format": 99'))


def test_seed_and_actions_replay_the_game() -> None:
    rng = random.Random(5)
    config = GameConfig(seats=4, seed=21)
    g = Game.new(config)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    replay = Game.new(config)
    for a in g.history:
        replay.apply(Action.from_json(a.to_json()))
    assert replay.to_json() == g.to_json()
    assert [e.to_json() for e in replay.events] == [e.to_json() for e in g.events]


def test_clone_is_independent() -> None:
    rng = random.Random(2)
    g = Game.new(GameConfig(seats=3, seed=4))
    for _ in range(60):
        g.apply(rng.choice(g.legal_actions()))
    before = g.to_json()
    c = g.clone()
    for _ in range(80):
        if c.is_over:
            break
        c.apply(rng.choice(c.legal_actions()))
    assert g.to_json() == before
    assert c.to_json() != before


def test_events_null_sink_and_list_give_the_same_game() -> None:
    a = Game.new(GameConfig(seats=4, seed=8), events=False)
    b = Game.new(GameConfig(seats=4, seed=8), events=True)
    rng = random.Random(0)
    while not a.is_over:
        act = rng.choice(a.legal_actions())
        a.apply(act)
        b.apply(act)
    assert a.events == [] and len(b.events) > 100
    assert a.to_json() == b.to_json()


@pytest.mark.parametrize(
    ("config", "message"),
    [
        (GameConfig(seats=5), "seats"),
        (GameConfig(seats=1), "seats"),
        (GameConfig(seats=3, options=("events",)), "option 'events' does not exist"),
        (GameConfig(seats=2, names=("a",)), "names"),
        (GameConfig(seats=2, first_governor=2), "first_governor"),
    ],
)
def test_bad_configs(config: GameConfig, message: str) -> None:
    from game.san_juan.engine import ConfigError

    with pytest.raises(ConfigError, match=message):
        Game.new(config)


def test_first_governor_moves_that_name_to_seat_zero() -> None:
    g = Game.new(GameConfig(seats=3, names=("Ann", "Bob", "Cy"), first_governor=1))
    assert g.state.names == ["Bob", "Cy", "Ann"] and g.current_seat == 0
    seen = {
        tuple(Game.new(GameConfig(seats=3, seed=s, names=("A", "B", "C"))).state.names)
        for s in range(12)
    }
    assert len(seen) == 3  # seeded random first governor
