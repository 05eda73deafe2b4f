"""Command line: headless runs, JSON records that match the engine, clear usage errors."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.ai import make_agent
from game.ai.runner import agent_seed, play_game
from game.cli import main
from game.engine import GameConfig

ROOT = Path(__file__).resolve().parent.parent


def test_json_records_match_the_engine(capsys: pytest.CaptureFixture[str]) -> None:
    specs = ["random", "scripted:easy", "scripted"]
    argv = ["--headless", "--seats", "3", "--agents", ",".join(specs)]
    assert main([*argv, "--games", "2", "--seed", "11", "--json"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 2
    for i, line in enumerate(lines):
        record = json.loads(line)
        assert record["seed"] == 11 + i
        for key in ("seats", "winner", "winners", "rounds", "end_trigger"):
            assert key in record
        # Replaying the same seeds with the same agents gives the same game.
        seed = record["seed"]
        agents = [make_agent(spec, agent_seed(seed, s)) for s, spec in enumerate(specs)]
        g = play_game(GameConfig(seats=3, seed=seed), agents)
        scores = g.final_scores()
        assert [s["agent"] for s in record["seats"]] == specs
        assert [s["score"] for s in record["seats"]] == [sc["total"] for sc in scores]
        for seat, sc in zip(record["seats"], scores):
            assert seat["breakdown"]["vp_chips"] == sc["vp_chips"]
            assert seat["breakdown"]["buildings"] == sc["buildings"]
            assert seat["breakdown"]["bonus_total"] == sc["bonus_total"]
        assert record["winners"] == g.winners()
        assert record["winner"] == g.winners()[0]
        assert record["rounds"] == g.state.round
        assert record["end_trigger"] == g.state.end_trigger


def test_one_line_per_game(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--headless", "--seats", "2", "--agents", "random", "--games", "2", "--seed", "5"]
    assert main(argv) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 2
    seat = r"Seat \d\(random\): -?\d+ \[\d+/\d+/\d+\]"
    pattern = (
        rf"game (\d) seed (\d+): {seat}; {seat} \| winners?: Seat \d(, Seat \d)* "
        r"\| rounds \d+ \| end: [a-z_+]+"
    )
    for i, line in enumerate(lines):
        m = re.fullmatch(pattern, line)
        assert m, line
        assert m.group(1) == str(i + 1)
        assert m.group(2) == str(5 + i)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--agents", "foo"], "unknown agent 'foo'"),
        (["--agents", "random,random"], "expected 1 or 4 agent specs, got 2"),
        (["--expansions", "bogus"], "expansion 'bogus' does not exist"),
        (["--expansions", "citizens"], "expansion 'citizens' is not available yet"),
        (["--variants", "bogus"], "variant 'bogus' does not exist"),
        (["--seats", "6"], "seats: expected 2 to 5"),
        (["--games", "0"], "--games: expected at least 1"),
        (["--games", "x"], "invalid int value"),
    ],
)
def test_usage_errors_exit_2_with_one_line(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--headless", *argv]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    err = captured.err.strip()
    assert message in err
    assert err.startswith("error: ")
    assert len(err.splitlines()) == 1


def test_selftest_plays_a_game_through_the_screen(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("PR1897_HOME", str(tmp_path))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    assert main(["--selftest"]) == 0
    assert "selftest: ok" in capsys.readouterr().out


def test_main_py_runs() -> None:
    proc = subprocess.run(
        [sys.executable, "main.py", "--headless", "--agents", "random", "--games", "1"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("game 1 seed 0: ")
