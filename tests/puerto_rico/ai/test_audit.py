"""The behaviour audit's counts on arranged boards (benchmarks/ai_match.py prints them)."""

from __future__ import annotations

from game.puerto_rico.ai import make_agent
from game.puerto_rico.ai.audit import (
    AuditedSeat,
    empty_slots,
    idle_production_buildings,
    passed_affordable_build,
    summary,
)
from game.puerto_rico.engine import Action
from game.puerto_rico.engine.scenario import Scenario


def board():  # type: ignore[no-untyped-def]
    """Seat 0: a staffed fruit farm over a staffed fruit plantation (works), an empty sugar
    refinery (idle), a coffee roastery with 1 of 2 figures but no coffee plantation staffed
    (idle), a hacienda (not production), 2 corn tiles (1 staffed) and a quarry (empty)."""
    return (
        Scenario(seats=3)
        .seat(
            0,
            buildings={
                "small_fruit_farm": 1,
                "small_sugar_refinery": 0,
                "large_coffee_roastery": 1,
                "hacienda": 0,
            },
            tiles={"fruit": (1, 1), "corn": (2, 1), "coffee": (1, 0), "quarry": (1, 0)},
            doubloons=5,
        )
        .start("builder", chooser=0)
    )


def test_idle_production_buildings_and_empty_slots() -> None:
    g = board()
    assert idle_production_buildings(g, 0) == 2  # the sugar refinery and the coffee roastery
    assert idle_production_buildings(g, 1) == 0
    # Slots: sugar 1 + coffee 2 - 1 + hacienda 1 = 3; tiles: corn 1 + coffee 1 + quarry 1 = 3.
    assert empty_slots(g, 0) == 6
    assert empty_slots(g, 1) == 0


def test_a_pass_counts_only_when_a_building_was_affordable() -> None:
    g = board()
    legal = g.legal_actions()
    assert g.decision == "build" and any(a.value is not None for a in legal)
    passing = next(a for a in legal if a.value is None)
    building = next(a for a in legal if a.value is not None)
    assert passed_affordable_build(g, legal, passing)
    assert not passed_affordable_build(g, legal, building)
    assert not passed_affordable_build(g, [passing], passing)  # nothing affordable: no fault
    tally: dict[str, int] = {}
    seat = AuditedSeat(make_agent("scripted:normal", 1), tally)
    chosen = seat.choose(g, legal)
    assert isinstance(chosen, Action)
    assert tally == {"build_turns": 1, "affordable_passed": int(chosen.value is None)}


def test_summary_over_game_records() -> None:
    records = [
        {"sides": ["a", "b", "b"], "winners": [0],
         "audit": {"role_choices": 10, "idle_production": 5, "build_turns": 8,
                   "affordable_passed": 2, "empty_slots": 3, "a_seats": 1}},
        {"sides": ["b", "a", "b"], "winners": [2],
         "audit": {"role_choices": 10, "idle_production": 1, "build_turns": 2,
                   "affordable_passed": 0, "empty_slots": 1, "a_seats": 1}},
        {"sides": ["b", "a", "b"], "winners": [1, 2],
         "audit": {"role_choices": 0, "idle_production": 0, "build_turns": 0,
                   "affordable_passed": 0, "empty_slots": 0, "a_seats": 1}},
    ]  # fmt: skip
    out = summary(records, 3)
    assert out["idle_production_per_role_choice"] == 0.3
    assert out["affordable_builds_passed"] == 2
    assert out["affordable_builds_passed_share"] == 0.2
    assert out["empty_slots_left_per_seat"] == round(4 / 3, 2)
    assert out["win_share_by_seat"] == [1.0, 0.5, None]
    assert out["games_by_seat"] == [1, 2, 0]
