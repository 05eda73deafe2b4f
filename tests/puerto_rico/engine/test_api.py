"""The engine's public surface: configuration errors, event sinks, refusals with reasons."""

from __future__ import annotations

import ast
import pathlib
import random

import pytest

from game.puerto_rico.catalog import HOOK_SPECS
from game.puerto_rico.engine import Action, ConfigError, Game, GameConfig, IllegalAction
from game.puerto_rico.engine.events import EVENT_KINDS
from game.puerto_rico.engine.timing import REGISTRY

ENGINE = pathlib.Path(__file__).resolve().parents[3] / "game" / "puerto_rico" / "engine"


def test_every_catalog_hook_has_an_engine_handler() -> None:
    assert set(HOOK_SPECS) == set(REGISTRY)


@pytest.mark.parametrize(
    ("config", "message"),
    [
        (GameConfig(seats=1), "seats: expected 2 to 5, got 1"),
        (GameConfig(seats=6), "seats: expected 2 to 5, got 6"),
        (GameConfig(seats=3, names=("a", "b")), "names: expected 3 names, got 2"),
        (GameConfig(expansions=("dragons",)), "expansion 'dragons' does not exist"),
        (
            GameConfig(variants=("achievements_draft",)),
            "variant 'achievements_draft' needs the module 'achievements'",
        ),
        (GameConfig(variants=("house_rule",)), "variant 'house_rule' does not exist"),
    ],
)
def test_bad_configurations_are_refused_with_the_reason(config: GameConfig, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        Game.new(config)


def test_wrong_seat_is_refused_with_whose_turn_it_is() -> None:
    g = Game.new(GameConfig(seats=3, seed=1, names=("Ana", "Ben", "Cy")))
    before = g.to_json()
    with pytest.raises(IllegalAction, match="it is Ana's turn, not seat 2's"):
        g.apply(Action(1, "choose_role", "settler"))
    assert g.to_json() == before


def test_taken_role_is_refused() -> None:
    g = Game.new(GameConfig(seats=3, seed=1))
    g.apply(Action(0, "choose_role", "builder"))
    while g.decision != "role":
        g.apply(g.legal_actions()[-1])
    seat = g.current_seat
    assert seat is not None
    with pytest.raises(IllegalAction, match="the builder has already been taken this round"):
        g.apply(Action(seat, "choose_role", "builder"))
    with pytest.raises(IllegalAction, match="there is no role tile 'prospector'"):
        g.apply(Action(seat, "choose_role", "prospector"))  # no prospector with 3 seats


def test_actions_after_the_end_are_refused() -> None:
    g = Game.new(GameConfig(seats=2, seed=3))
    rng = random.Random(3)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    assert g.legal_actions() == []
    assert g.current_seat is None
    with pytest.raises(IllegalAction, match="the game is over"):
        g.apply(Action(0, "pass"))


def test_action_json_round_trip() -> None:
    a = Action(2, "place_workers", (("corn", 1), ("small_market", 1)))
    assert Action.from_json(a.to_json()) == a
    with pytest.raises(ValueError, match="an action is"):
        Action.from_json({"seat": 1})


def test_null_event_sink_plays_the_same_game_and_builds_no_events() -> None:
    """events=False (benchmarks, AI rollouts) changes nothing but the events kept."""
    config = GameConfig(seats=4, seed=7, expansions=("new_buildings", "citizens"))
    kept, quiet = Game.new(config), Game.new(config, events=False)
    assert kept.records_events and not quiet.records_events
    assert quiet.events == []
    rng = random.Random(7)
    kinds = set()
    while not kept.is_over:
        action = rng.choice(kept.legal_actions())
        assert quiet.legal_actions() == kept.legal_actions()
        kinds |= {e.kind for e in kept.apply(action)}
        assert quiet.apply(action) == [] and quiet.events == []
        assert quiet.to_json() == kept.to_json()
    assert quiet.final_scores() == kept.final_scores()
    assert {"role_chosen", "building_built", "game_over"} <= kinds


def test_clone_keeps_or_chooses_its_event_sink() -> None:
    g = Game.new(GameConfig(seats=3, seed=1))
    assert g.clone().records_events
    rollout = g.clone(events=False)
    assert not rollout.records_events and not rollout.clone().records_events
    assert rollout.clone(events=True).records_events
    action = g.legal_actions()[0]
    assert rollout.apply(action) == [] and g.clone().apply(action)


def test_every_kind_the_engine_emits_is_listed() -> None:
    """EVENT_KINDS lists every `emit("kind", ...)` of the engine (the screen words each)."""
    emitted = set()
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "emit"
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                emitted.add(node.args[0].value)
    assert len(emitted) > 30
    assert emitted <= EVENT_KINDS, sorted(emitted - EVENT_KINDS)


def test_a_plain_tuple_equal_to_a_legal_action_is_still_refused() -> None:
    """apply() accepts a listed Action in one membership test; a look-alike gets the full check."""
    g = Game.new(GameConfig(seats=3, seed=4))
    action = g.legal_actions()[0]
    before = g.to_json()
    with pytest.raises(IllegalAction, match="not an action"):
        g.apply(tuple(action))  # type: ignore[arg-type]
    assert g.to_json() == before
    g.apply(Action(*action))  # an equal Action, not the listed object, is fine
