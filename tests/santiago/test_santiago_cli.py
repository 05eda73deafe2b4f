"""`python main.py --box santiago --headless ...`: JSON records that match the engine, one line
per game, one-line usage errors with exit status 2."""

from __future__ import annotations

import json
import re

import pytest

from game.cli import main
from game.santiago.ai import make_agent
from game.santiago.ai.runner import agent_seed, play_game
from game.santiago.engine import GameConfig

BASE = ["--box", "santiago", "--headless"]


def test_json_records_match_the_engine(capsys: pytest.CaptureFixture[str]) -> None:
    specs = ["scripted:hard", "random", "scripted:easy"]
    argv = [*BASE, "--seats", "3", "--agents", ",".join(specs), "--games", "2", "--seed", "1"]
    assert main([*argv, "--json"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 2
    for i, line in enumerate(lines):
        record = json.loads(line)
        assert record["seed"] == 1 + i and record["game"] == i + 1
        seed = record["seed"]
        agents = [make_agent(spec, agent_seed(seed, s)) for s, spec in enumerate(specs)]
        g = play_game(GameConfig(seats=3, seed=seed), agents)
        scores = g.final_scores()
        assert [s["agent"] for s in record["seats"]] == specs
        assert [s["score"] for s in record["seats"]] == [sc["total"] for sc in scores]
        for seat, sc in zip(record["seats"], scores, strict=True):
            breakdown = dict(seat["breakdown"])
            tiebreak = breakdown.pop("tiebreak")
            assert sum(breakdown.values()) == seat["score"]
            assert breakdown == sc["by_source"]
            assert tiebreak == {"leftover_goods": sc["leftover_goods"], "pesos": sc["pesos"]}
        assert record["winners"] == g.winners() and record["winner"] == g.winners()[0]
        assert record["rounds"] == g.rounds and record["end_trigger"] == "last_ship"
        assert record["ships_departed"] == 7


def test_one_line_per_game(capsys: pytest.CaptureFixture[str]) -> None:
    argv = [*BASE, "--seats", "2", "--agents", "random", "--games", "2", "--seed", "5"]
    assert main(argv) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 2
    for i, line in enumerate(lines):
        m = re.match(rf"game {i + 1} seed {5 + i}: Seat 1\(random\): \d+ ", line)
        assert m, line
        assert line.endswith("end: last_ship")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--agents", "foo"], "unknown agent 'foo'"),
        (["--agents", "random,random"], "expected 1 or 4 agent specs, got 2"),
        (["--seats", "5"], "seats: expected 2 to 4, got 5"),
        (["--seats", "1"], "seats: expected 2 to 4, got 1"),
        (["--games", "0"], "--games: expected at least 1"),
        (["--games", "x"], "invalid int value"),
        (["--expansions", "x"], "unrecognized arguments"),
    ],
)
def test_bad_flags_exit_2_with_one_line(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*BASE, *argv]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and message in err


def test_without_headless_it_says_why(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--box", "santiago"]) == 2
    assert "no screens yet" in capsys.readouterr().err


def test_benchmarks_take_box_santiago(capsys: pytest.CaptureFixture[str]) -> None:
    import importlib.util
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    for script, extra in (
        ("ai_match", ["--a", "scripted:normal", "--b", "random", "--a-seats", "1"]),
        ("bench_engine", ["--latency-games", "1"]),
    ):
        spec = importlib.util.spec_from_file_location(
            f"_bench_{script}", root / "benchmarks" / f"{script}.py"
        )
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        assert module.main(["--box", "santiago", "--games", "4", "--seats", "4", *extra]) == 0
        result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
        assert result["box"] == "santiago" and result["games"] == 4
        assert module.split_box(["--games", "3"]) == ("puerto_rico", ["--games", "3"])
        assert module.split_box(["--box=santiago", "-x"]) == ("santiago", ["-x"])
