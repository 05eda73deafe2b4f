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


def _children(pid: int) -> set[int]:
    """The live child processes of `pid` (Linux /proc)."""
    out = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        # The fields after the command name (in parentheses): state, ppid, ...
        fields = stat.rsplit(")", 1)[1].split()
        if int(fields[1]) == pid and fields[0] != "Z":
            out.add(int(entry.name))
    return out


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs Linux /proc")
def test_killing_the_parent_stops_its_job_processes() -> None:
    import os
    import signal
    import subprocess
    import time

    # A match far too long to finish during the test, spread over two worker processes.
    cmd = [sys.executable, str(BENCH / "ai_match.py"), "--a", "scripted:easy", "--b"]
    cmd += ["scripted:easy", "--seats", "4", "--games", "100000", "--jobs", "2"]
    parent = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    workers: set[int] = set()
    try:
        deadline = time.monotonic() + 60
        while len(workers) < 2 and time.monotonic() < deadline:
            time.sleep(0.2)
            # The spawn context also starts a resource tracker: keep the two pool workers.
            workers = {
                c
                for c in _children(parent.pid)
                if b"resource_tracker" not in Path(f"/proc/{c}/cmdline").read_bytes()
            }
        assert len(workers) == 2
        time.sleep(1.0)  # the workers are playing their ranges now
        parent.send_signal(signal.SIGKILL)
        parent.wait()
        deadline = time.monotonic() + 10
        alive = set(workers)
        while alive and time.monotonic() < deadline:
            time.sleep(0.2)
            alive = {w for w in alive if Path(f"/proc/{w}").exists() and _running(w)}
        assert alive == set()
    finally:
        parent.kill()  # whatever the outcome, leave no process behind
        for pid in workers:
            if _running(pid):
                os.kill(pid, signal.SIGKILL)


def _running(pid: int) -> bool:
    """Whether a process exists and is not a zombie."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"
