"""benchmarks/ai_match.py for Puerto Rico: intervals, games spread over processes, paired runs,
records of the games finished so far."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[3] / "benchmarks"
sys.path.insert(0, str(BENCH))

import ai_match  # noqa: E402  (a script folder, not a package)


def test_wilson_interval_and_mean_interval() -> None:
    assert ai_match.wilson(5, 10) == pytest.approx([0.2366, 0.7634], abs=1e-4)
    low, high = ai_match.wilson(0, 20)
    assert low == 0.0 and 0.15 < high < 0.17
    assert ai_match.mean_interval([1.0, 0.0, 1.0, 0.0]) == pytest.approx(
        [0.5, -0.0658, 1.0658], abs=1e-3
    )


def test_jobs_play_the_same_games_and_records_keep_them(tmp_path: Path) -> None:
    match = ai_match.Match("scripted:normal", "scripted:easy", 3, 1, seed=5)
    one = ai_match.play_all(match, 6, jobs=1)
    two = ai_match.play_all(match, 6, jobs=2)
    assert [r["winners"] for r in one] == [r["winners"] for r in two]
    assert [r["scores"] for r in one] == [r["scores"] for r in two]
    # Seats rotate on each deal: side A sits in every position once per deal.
    assert [r["sides"].index("a") for r in one] == [0, 1, 2, 0, 1, 2]
    records = tmp_path / "games.jsonl"
    kept = ai_match.Match("scripted:normal", "scripted:easy", 3, 1, seed=5, records=str(records))
    ai_match.play_all(kept, 3)
    lines = [json.loads(x) for x in records.read_text().splitlines()]
    assert [x["game"] for x in lines] == [0, 1, 2] and lines[2]["scores"] == one[2]["scores"]
    figures = ai_match.tally(match, one, 1.0)
    k = figures["a_wins"]
    assert figures["a_win_rate_95"] == ai_match.wilson(k, 6)
    # The behaviour audit of side A: its wins by seat add up (one A seat per game).
    audit = figures["a_audit"]
    assert audit["games_by_seat"] == [2, 2, 2]
    assert sum(round(2 * w) for w in audit["win_share_by_seat"]) == k
    assert sum(r["audit"]["role_choices"] for r in one) >= 6 * 10  # 3 seats: 1+ role a round
    assert audit["empty_slots_left_per_seat"] == round(
        sum(r["audit"]["empty_slots"] for r in one) / 6, 2
    )
    # Tallied later under other flags (4 seats, 2 a side), the records still tell their table.
    later = ai_match.tally(ai_match.Match("scripted:normal", "scripted:easy", 4, 2), one, 1.0)
    assert (later["seats"], later["a_seats"], later["b_seats"]) == (3, 1, 2)
    a_total = sum(r["scores"][r["sides"].index("a")] for r in one)
    assert later["a_mean_score"] == figures["a_mean_score"] == round(a_total / 6, 2)
    assert later["a_win_rate_per_seat"] == figures["a_win_rate_per_seat"]


def test_paired_comparison_of_a_variant_on_the_same_deals(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = [
        "--a", "scripted:easy", "--vs", "scripted:normal", "--b", "scripted:easy",
        "--seats", "3", "--a-seats", "1", "--games", "6", "--seed", "2",
    ]  # fmt: skip
    assert ai_match.main(argv) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["a"]["a"] == "scripted:easy" and out["variant"]["a"] == "scripted:normal"
    diff = out["variant"]["a_wins"] - out["a"]["a_wins"]
    paired = out["paired"]
    assert paired["only_variant_won"] - paired["only_a_won"] == diff
    mean, low, high = paired["win_rate_difference_95"]
    assert mean == pytest.approx(diff / 6, abs=1e-4) and low <= mean <= high
