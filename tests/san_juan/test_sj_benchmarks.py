"""`--box san_juan` of benchmarks/bench_engine.py and benchmarks/ai_match.py."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"sj_{name}", BENCH / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_ai_match(capsys: pytest.CaptureFixture[str]) -> None:
    ai_match = _load("ai_match")
    argv = [
        "--box",
        "san_juan",
        "--a",
        "scripted:normal",
        "--b",
        "random",
        "--a-seats",
        "1",
        "--games",
        "4",
        "--seats",
        "4",
    ]
    assert ai_match.main(argv) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["box"] == "san_juan" and result["games"] == 4
    assert result["a_wins"] + result["b_wins"] - result["shared_victories"] == 4
    assert result["a_win_rate"] == 1.0  # normal against 3 random seats, 4 deals
    assert ai_match.main(["--box", "san_juan", "--a", "genius", "--b", "random"]) == 2
    assert (
        ai_match.main(["--box", "san_juan", "--a", "random", "--b", "random", "--seats", "5"]) == 2
    )


def test_bench_engine(capsys: pytest.CaptureFixture[str]) -> None:
    bench = _load("bench_engine")
    argv = ["--box", "san_juan", "--games", "3", "--latency-games", "1", "--seats", "3"]
    assert bench.main(argv) == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert result["box"] == "san_juan" and result["seats"] == 3
    assert result["games_per_s"] > 0 and result["mean_actions"] > 100
    assert result["scripted_hard_p50_ms"] > 0
