"""`python main.py --box san_juan --headless ...`: output shape and refused flags."""

from __future__ import annotations

import json

import pytest

from game.cli import main


def test_json_record_shape(capsys: pytest.CaptureFixture[str]) -> None:
    argv = [
        "--box",
        "san_juan",
        "--headless",
        "--seats",
        "4",
        "--agents",
        "scripted:hard,random,random,random",
        "--games",
        "2",
        "--seed",
        "1",
        "--json",
    ]
    assert main(argv) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 2
    records = [json.loads(line) for line in lines]
    assert [r["seed"] for r in records] == [1, 2]
    r = records[0]
    assert [s["agent"] for s in r["seats"]] == ["scripted:hard", "random", "random", "random"]
    assert set(r["seats"][0]["breakdown"]) == {
        "buildings",
        "chapel",
        "bonuses",
        "bonus_total",
        "tiebreak",
    }
    assert r["winner"] in r["winners"] and r["end_trigger"] == "buildings"
    assert r["rounds"] >= 5
    assert max(s["building_count"] for s in r["seats"]) == 12
    totals = [s["score"] for s in r["seats"]]
    assert totals[r["winner"]] == max(totals)
    # the same command gives the same games
    assert main(argv) == 0
    assert capsys.readouterr().out.strip().splitlines() == lines


def test_text_lines(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(
            [
                "--box",
                "san_juan",
                "--headless",
                "--seats",
                "2",
                "--agents",
                "random",
                "--options",
                "start_variant,first_edition",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert out.startswith("game 1 seed 0: Seat 1(random): ") and "| end: buildings" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--seats", "5"], "seats: expected 2 to 4, got 5"),
        (["--agents", "random,random"], "--agents: expected 1 or 4 agent specs, got 2"),
        (["--agents", "genius"], "--agents: unknown agent 'genius'"),
        (["--options", "events"], "option 'events' does not exist"),
        (["--games", "0"], "--games: expected at least 1, got 0"),
        (["--frobnicate"], "unrecognized arguments: --frobnicate"),
        (["--seats", "many"], "argument --seats: invalid int value: 'many'"),
    ],
)
def test_bad_flags_exit_2_with_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    assert main(["--box", "san_juan", "--headless", *argv]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and message in err


def test_no_screens_yet(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--box", "san_juan"]) == 2
    assert "--headless" in capsys.readouterr().err
