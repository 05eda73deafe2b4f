"""Command line: headless runs, JSON records that match the engine, clear usage errors."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import main
from game.puerto_rico.ai import make_agent
from game.puerto_rico.ai.runner import agent_seed, play_game
from game.puerto_rico.engine import GameConfig

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
        assert [s["kind"] for s in record["seats"]] == ["agent"] * 3
        assert record["difficulty"] is None
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
        (["--variants", "achievements_draft"], "needs the module 'achievements'"),
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


@pytest.mark.parametrize("difficulty", ["easy", "normal", "hard"])
def test_puertoma_seats_in_json_records(
    difficulty: str, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--headless", "--seats", "3", "--agents", "scripted:easy,puertoma,puertoma"]
    argv += ["--difficulty", difficulty, "--games", "2", "--seed", "7", "--json"]
    assert main(argv) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 2
    for i, line in enumerate(lines):
        record = json.loads(line)
        seed = record["seed"]
        assert seed == 7 + i
        assert record["difficulty"] == difficulty
        seats = record["seats"]
        assert [s["kind"] for s in seats] == ["agent", "puertoma", "puertoma"]
        assert [s["agent"] for s in seats] == ["scripted:easy", "puertoma", "puertoma"]
        assert [s["name"] for s in seats] == ["Seat 1", "Puertoma A", "Puertoma B"]
        # The same game replays with the Puertomas at that difficulty and one agent, seat 0.
        config = GameConfig(seats=3, seed=seed, puertomas=2, difficulty=difficulty)
        g = play_game(config, [make_agent("scripted:easy", agent_seed(seed, 0))])
        assert [s["score"] for s in seats] == [sc["total"] for sc in g.final_scores()]
        assert record["winners"] == g.winners()
        assert record["rounds"] == g.state.round
        for seat, sc in zip(seats, g.final_scores()):
            assert seat["breakdown"]["bonuses"] == sc["bonuses"]


def test_difficulty_reaches_the_puertomas(capsys: pytest.CaptureFixture[str]) -> None:
    base = ["--headless", "--seats", "3", "--agents", "scripted,puertoma,puertoma", "--json"]
    records = {}
    for difficulty in ("easy", "hard"):
        assert main([*base, "--difficulty", difficulty, "--seed", "2"]) == 0
        records[difficulty] = json.loads(capsys.readouterr().out)
    # Hard Puertomas start with a building each (SPEC §19.14): the games differ.
    assert records["easy"]["seats"] != records["hard"]["seats"]
    # Without --difficulty the Puertomas play at normal.
    assert main(base) == 0
    assert json.loads(capsys.readouterr().out)["difficulty"] == "normal"


def test_one_line_shows_puertoma_seats(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--headless", "--seats", "3", "--agents", "random,random,puertoma"]
    assert main([*argv, "--difficulty", "easy", "--games", "2"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 2
    seat = r"Seat \d\(random\): -?\d+ \[\d+/\d+/\d+\]"
    bot = r"Puertoma A\(puertoma:easy\): -?\d+ \[\d+/\d+/\d+\]"
    name = r"(Seat \d|Puertoma A)"
    pattern = (
        rf"game \d seed \d+: {seat}; {seat}; {bot} \| winners?: {name}(, {name})* "
        r"\| rounds \d+ \| end: [a-z_+]+"
    )
    for line in lines:
        assert re.fullmatch(pattern, line), line


@pytest.mark.parametrize(
    ("seats", "agents"),
    [
        (3, "random,puertoma,puertoma"),
        (2, "random,puertoma"),
        (3, "random,random,puertoma"),
        (4, "random,random,random,puertoma"),
        (5, "random,random,random,random,puertoma"),
    ],
)
def test_every_allowed_seating_runs(
    seats: int, agents: str, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--headless", "--seats", str(seats), "--agents", agents, "--json"]
    assert main([*argv, "--difficulty", "hard"]) == 0
    record = json.loads(capsys.readouterr().out)
    kinds = [s["kind"] for s in record["seats"]]
    assert kinds == ["puertoma" if a == "puertoma" else "agent" for a in agents.split(",")]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            ["--seats", "4", "--agents", "scripted,scripted,puertoma,puertoma"],
            "two Puertomas play with exactly one human (3 seats), got 4 seats",
        ),
        (
            ["--seats", "2", "--agents", "puertoma"],
            "two Puertomas play with exactly one human (3 seats), got 2 seats",
        ),
        (
            ["--seats", "5", "--agents", "random,random,random,puertoma,puertoma"],
            "two Puertomas play with exactly one human (3 seats), got 5 seats",
        ),
        (["--seats", "3", "--agents", "puertoma"], "puertomas: expected 0, 1 or 2, got 3"),
        (
            ["--seats", "3", "--agents", "puertoma,scripted,scripted"],
            "--agents: Puertoma seats must be the last seats (seat 1 is a Puertoma, "
            "seat 2 after it is not)",
        ),
        (
            ["--seats", "4", "--agents", "random,puertoma,random,puertoma"],
            "--agents: Puertoma seats must be the last seats (seat 2 is a Puertoma, "
            "seat 3 after it is not)",
        ),
        (
            ["--seats", "2", "--agents", "random,puertoma:hard"],
            "unknown agent 'puertoma:hard'; expected one of: random, scripted, "
            "scripted:easy, scripted:normal, scripted:hard, expert, expert:N, puertoma",
        ),
        (
            ["--seats", "3", "--agents", "random,puertoma,puertoma", "--difficulty", "brutal"],
            "argument --difficulty: invalid choice: 'brutal'",
        ),
    ],
)
def test_bad_puertoma_seatings_exit_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--headless", *argv]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    err = captured.err.strip()
    assert err.startswith("error: ")
    assert message in err
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


def test_expansions_and_variants_reach_the_game_and_the_json(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["--headless", "--seats", "4", "--agents", "random", "--seed", "5", "--json"]
    modules = "new_buildings,citizens"
    assert main([*argv, "--expansions", modules, "--variants", "sewing_cap,cost_swap"]) == 0
    record = json.loads(capsys.readouterr().out.strip())
    assert record["expansions"] == ["new_buildings", "citizens"]
    assert record["variants"] == ["sewing_cap", "cost_swap"]
    # The same game replayed gives the same draft: 17 picks, seats in clockwise turn.
    config = GameConfig(
        seats=4,
        seed=5,
        expansions=("new_buildings", "citizens"),
        variants=("sewing_cap", "cost_swap"),
    )
    g = play_game(config, [make_agent("random", agent_seed(5, s)) for s in range(4)])
    assert record["drafted"] == [{"seat": s, "building": b} for s, b in g.state.draft_picks]
    assert [d["seat"] for d in record["drafted"]] == [i % 4 for i in range(17)]
    assert len({d["building"] for d in record["drafted"]}) == 17
    # Base games draft nothing.
    assert main(["--headless", "--seats", "3", "--agents", "random", "--json"]) == 0
    assert json.loads(capsys.readouterr().out.strip())["drafted"] == []


def test_a_box_with_its_own_command_line_gets_the_whole_argv(monkeypatch) -> None:
    """`--box X` hands the command line to the box's own module when the shelf lists one."""
    import sys
    import types

    import game.boxes

    seen: list[list[str]] = []
    fake = types.ModuleType("fake_box_cli")
    fake.main = lambda argv: seen.append(list(argv)) or 7  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "fake_box_cli", fake)
    monkeypatch.setattr(game.boxes, "CLI_MODULES", {"fake": "fake_box_cli"})
    assert main(["--headless", "--box", "fake", "--games", "2"]) == 7
    assert main(["--box=fake"]) == 7
    assert seen == [["--headless", "--box", "fake", "--games", "2"], ["--box=fake"]]


def test_smuggler_play_shows_in_the_json(capsys: pytest.CaptureFixture[str]) -> None:
    """Expansion III: per seat, times it took the smuggler and what it did (SPEC §14)."""
    argv = ["--headless", "--seats", "4", "--agents", "scripted", "--games", "2", "--json"]
    assert main([*argv, "--expansions", "smuggler"]) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.strip().splitlines()]
    for record in records:
        assert record["expansions"] == ["smuggler"]
        rows = [seat["smuggler"] for seat in record["seats"]]
        chosen = sum(row.get("chosen", 0) for row in rows)
        done = sum(row.get(k, 0) for row in rows for k in ("raid", "plunder", "poach", "capture"))
        assert (
            0 < chosen <= record["rounds"] and done + sum(r.get("pass", 0) for r in rows) == chosen
        )
    # Without the module the seats carry no smuggler entry.
    assert main(["--headless", "--seats", "3", "--agents", "random", "--json"]) == 0
    assert "smuggler" not in json.loads(capsys.readouterr().out.strip())["seats"][0]


def test_festival_objectives_and_activities_show_in_the_json(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Expansions IV/V: the objectives, the activity cards and who achieved each (SPEC §15-16),
    in a solo game against two Puertomas too."""
    modules = ["--expansions", "festival,activities", "--json"]
    solo = ["--headless", "--seats", "3", "--agents", "scripted:hard,puertoma,puertoma"]
    assert main([*solo, "--difficulty", "hard", *modules]) == 0
    record = json.loads(capsys.readouterr().out.strip())
    assert "festival_delivery" not in [t["id"] for t in record["festival"]["activities"]]
    assert main(["--headless", "--seats", "4", "--agents", "scripted", *modules]) == 0
    record = json.loads(capsys.readouterr().out.strip())
    fest = record["festival"]
    assert [t["id"] for t in fest["objectives"]] == [
        "festival_plantation",
        "festival_goods",
        "festival_building",
    ]
    assert len(fest["activities"]) == 3
    for t in (*fest["objectives"], *fest["activities"]):
        assert set(t["reward"]) == {"workers", "doubloons", "vp"}
        if t["by"] is not None:
            assert t["id"] in record["seats"][t["by"]]["festival_tasks"]
            assert t["by_name"] == record["seats"][t["by"]]["name"]
    # Without the modules there is no festival entry.
    assert main(["--headless", "--seats", "3", "--agents", "random", "--json"]) == 0
    assert "festival" not in json.loads(capsys.readouterr().out.strip())


def test_grand_achievements_show_in_the_json(capsys: pytest.CaptureFixture[str]) -> None:
    """Expansion VI: per seat, its cards (completed or not) and their VP in the breakdown;
    with Puertomas the Puertomas score the human's uncompleted cards (SPEC §17, §19.16.5)."""
    argv = ["--headless", "--seats", "3", "--games", "2", "--json", "--expansions", "achievements"]
    assert main([*argv, "--agents", "scripted", "--variants", "achievements_draft"]) == 0
    for line in capsys.readouterr().out.strip().splitlines():
        record = json.loads(line)
        for seat in record["seats"]:
            cards = seat["achievements"]
            assert len(cards) == 4 and {"id", "vp", "completed"} <= set(cards[0])
            done = sum(c["vp"] for c in cards if c["completed"])
            assert seat["breakdown"]["achievements"] == done
            assert seat["breakdown"]["bonuses"]["achievements"] == done
    assert main([*argv, "--agents", "scripted:hard,puertoma,puertoma", "--difficulty", "hard"]) == 0
    for line in capsys.readouterr().out.strip().splitlines():
        human, *bots = json.loads(line)["seats"]
        owed = sum(c["vp"] for c in human["achievements"] if not c["completed"])
        assert len(human["achievements"]) == 4 and human["breakdown"]["achievements"] == 0
        assert [b["breakdown"]["achievements"] for b in bots] == [owed, owed]
        assert all(b["achievements"] == [] for b in bots)
    # Without the module the seats carry no achievements entry.
    assert main(["--headless", "--seats", "3", "--agents", "random", "--json"]) == 0
    assert "achievements" not in json.loads(capsys.readouterr().out.strip())["seats"][0]
