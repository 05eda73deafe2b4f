"""Typed phase progress: every phase keeps its own slotted class, saves round-trip through it,
format-1 progress dicts load, clones never share a list with their original."""

from __future__ import annotations

import random

import pytest

from game.puerto_rico.engine import Game, GameConfig
from game.puerto_rico.engine.progress import (
    BY_PHASE,
    BuilderProgress,
    CaptainProgress,
    GuestGate,
    Progress,
    SettlerProgress,
    load_progress,
)

CONFIGS = [
    GameConfig(seats=4, seed=3),
    GameConfig(seats=3, seed=5, expansions=("new_buildings", "citizens")),
    GameConfig(seats=3, seed=8, puertomas=2, difficulty="hard", expansions=("new_buildings",)),
    GameConfig(seats=5, seed=13, expansions=("citizens",)),
]


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"{c.seats}-{'+'.join(c.expansions)}")
def test_each_step_holds_its_phase_class_and_round_trips(config: GameConfig) -> None:
    g = Game.new(config)
    rng = random.Random(config.seed)
    seen: set[type[Progress]] = set()
    while not g.is_over:
        s = g.state
        ps = s.ps
        seen.add(type(ps))
        expected = GuestGate if type(ps) is GuestGate else BY_PHASE[s.phase]
        assert type(ps) is expected, (s.phase, type(ps).__name__)
        saved = ps.to_dict()
        again = load_progress(s.phase, saved)
        assert type(again) is type(ps) and again.to_dict() == saved
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])
    # Decisions come up in several phases' progress over a whole game.
    assert {SettlerProgress, BuilderProgress} <= seen and len(seen) >= 4
    assert type(g.state.ps) is Progress and g.state.ps.to_dict() == {}


def test_a_clone_shares_no_list_with_its_original() -> None:
    ps = CaptainProgress(order=[1, 2, 0], seat=1, export=[2])
    copy = ps.clone()
    assert isinstance(copy, CaptainProgress) and copy.to_dict() == ps.to_dict()
    copy.order.append(9)
    copy.export.append(0)  # type: ignore[union-attr]
    copy.private_used.append(1)
    assert ps.order == [1, 2, 0] and ps.export == [2] and ps.private_used == []


def test_format_one_progress_loads_with_its_saved_names() -> None:
    """Older saves wrote nulls and the historical key names (`bureau`, `_guests`)."""
    builder = load_progress(
        "builder", {"order": [2, 0, 1], "i": 1, "stage": "school", "built": None}
    )
    assert isinstance(builder, BuilderProgress)
    assert (builder.order, builder.i, builder.stage, builder.built) == (
        [2, 0, 1],
        1,
        "school",
        None,
    )
    settler = load_progress(
        "settler",
        {"order": [0, 1], "i": 0, "stage": "next", "gained": [], "bureau": [1], "forest": None},
    )
    assert isinstance(settler, SettlerProgress) and settler.end_queue == [1]
    assert settler.to_dict()["bureau"] == [1] and "forest" not in settler.to_dict()
    gate = load_progress("mayor", {"_guests": [0, 2], "_then": "start"})
    assert isinstance(gate, GuestGate) and gate.guests == [0, 2] and gate.then == "start"
    assert load_progress(None, {}).to_dict() == {}


def test_an_unknown_progress_key_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match=r"unknown keys \['sails'\] for CaptainProgress"):
        load_progress("captain", {"order": [0, 1], "i": 0, "sails": 1})
    with pytest.raises(ValueError, match="unknown phase 'harbour'"):
        load_progress("harbour", {})


def test_a_save_with_a_bad_progress_key_is_refused() -> None:
    g = Game.new(GameConfig(seats=3, seed=1))
    rng = random.Random(1)
    while g.state.phase is None:
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])
    text = g.to_json().replace('"ps": {', '"ps": {"sails": 1, ', 1)
    with pytest.raises(ValueError, match="sails"):
        Game.from_json(text)
