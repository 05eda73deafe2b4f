"""Replay files: recorded games verify, corrupt and old files are refused or migrated with their
reason and kept on disk, the newest 50 are kept, and `--verify-replay` exits 0, 1 or 2."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game import cli
from game.puerto_rico.ai import make_agent
from game.puerto_rico.ai.runner import agent_seed, play_game
from game.puerto_rico.engine import Action, Game, GameConfig
from game.puerto_rico.engine.replay import config_of, to_replay
from game.puerto_rico.replays import record, seat_of_spec, timeline, verify
from game.shell.replays import (
    KEEP,
    Replay,
    ReplayError,
    list_replays,
    load_replay,
    prune,
    write_replay,
)

FUZZ_SCALE = float(os.environ.get("FUZZ_SCALE", "1"))
# (seats, expansions, Puertomas) the random games cycle through: every seat count, every module
# the engine plays, one and two Puertomas.
SETUPS = [
    (2, (), 0),
    (3, (), 0),
    (4, (), 0),
    (5, (), 0),
    (3, (), 2),
    (4, (), 1),
    (3, ("new_buildings",), 0),
    (4, ("citizens",), 1),
    (2, ("new_buildings", "citizens"), 0),
    (3, ("smuggler",), 0),
    (4, ("new_buildings", "citizens", "smuggler"), 1),
]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("PR1897_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def _random_game(index: int) -> tuple[Game, list[Action], list[str]]:
    seats, expansions, puertomas = SETUPS[index % len(SETUPS)]
    seed = 7000 + index
    config = GameConfig(
        seats=seats,
        seed=seed,
        expansions=expansions,
        puertomas=puertomas,
        difficulty=("easy", "normal", "hard")[index % 3],
    )
    specs = ["random"] * (seats - puertomas)
    agents = [make_agent(spec, agent_seed(seed, s)) for s, spec in enumerate(specs)]
    actions: list[Action] = []
    game = play_game(config, agents, actions)
    return game, actions, specs + ["puertoma"] * puertomas


def _replay_of(game: Game, actions: list[Action], specs: list[str]) -> Replay:
    seats = [seat_of_spec(game.names[i], spec) for i, spec in enumerate(specs)]
    return record(game, actions, seats)


def test_random_games_written_as_replays_verify(tmp_path: Path) -> None:
    """Every game written as a replay file and read back replays to its recorded scores, step
    by step (each step's digest matches)."""
    games = max(1, round(100 * FUZZ_SCALE))
    folder = tmp_path / "replays"
    for index in range(games):
        game, actions, specs = _random_game(index)
        path = write_replay(_replay_of(game, actions, specs), folder, keep=None)
        replay = load_replay(path)
        assert replay.final_scores == [s["total"] for s in game.final_scores()]
        assert len(replay.digests) == len(actions)
        assert [s.agent for s in replay.seats] == specs
        verdict = verify(replay)
        assert verdict.status == 0, (index, verdict.lines)
        assert verdict.lines == [
            f"ok: {len(actions)} actions replayed, final scores {replay.final_scores} as recorded"
        ]
    assert len(list(folder.glob("*.json"))) == games


def test_a_timeline_holds_every_position() -> None:
    game, actions, specs = _random_game(6)  # a draft game with Expansion I
    line = timeline(_replay_of(game, actions, specs))
    assert line.steps == len(actions)
    assert line.game_at(line.steps).to_json() == game.to_json()
    again = Game.new(config_of(game))
    for k in (0, 1, 17, len(actions) // 2):
        while again.state.actions_taken < k:
            again.apply(actions[again.state.actions_taken])
        assert line.game_at(k).to_json() == again.to_json()
    rounds = line.round_starts()
    assert rounds[0] == 0 and len(rounds) == game.state.round
    assert set(rounds) <= set(line.phase_starts())


def _recorded_file(folder: Path, index: int = 1) -> tuple[Path, Game]:
    game, actions, specs = _random_game(index)
    return write_replay(_replay_of(game, actions, specs), folder, keep=None), game


def test_a_corrupt_replay_is_refused_with_its_reason_and_kept(tmp_path: Path) -> None:
    folder = tmp_path / "r"
    path, _ = _recorded_file(folder)
    broken = path.read_bytes()[:700]
    path.write_bytes(broken)
    with pytest.raises(ReplayError) as refused:
        load_replay(path)
    assert refused.value.code == "not_json"
    assert "not valid JSON" in refused.value.message and path.name in refused.value.message
    assert path.read_bytes() == broken  # kept exactly as it was
    (info,) = list_replays(folder)
    assert not info.ok and info.code == "not_json" and "not valid JSON" in (info.problem or "")
    assert prune(folder, keep=0) == [] and path.read_bytes() == broken


def test_a_damaged_field_is_named(tmp_path: Path) -> None:
    path, _ = _recorded_file(tmp_path)
    data = json.loads(path.read_text())
    data["digests"] = data["digests"][:-1]
    path.write_text(json.dumps(data))
    with pytest.raises(ReplayError, match="digests: expected one per action") as refused:
        load_replay(path)
    assert refused.value.code == "damaged"


def test_the_older_format_migrates_and_unknown_ones_are_refused(tmp_path: Path) -> None:
    game, actions, specs = _random_game(4)
    old = tmp_path / "old.json"
    old.write_text(to_replay(config_of(game), actions))
    replay = load_replay(old)
    assert (replay.format, replay.box, replay.seats, replay.final_scores) == (
        1,
        "puerto_rico",
        [],
        None,
    )
    assert timeline(replay).game_at(len(actions)).to_json() == game.to_json()
    verdict = verify(replay)
    assert verdict.status == 0 and "records no scores" in verdict.lines[0]
    current = json.loads(json.dumps(_replay_of(game, actions, specs).to_dict()))
    for fmt, code, words in ((3, "newer_format", "newer version"), (0, "unknown_format", "0")):
        path = tmp_path / f"f{fmt}.json"
        path.write_text(json.dumps({**current, "format": fmt}))
        with pytest.raises(ReplayError) as refused:
            load_replay(path)
        assert refused.value.code == code and words in refused.value.message
    path = tmp_path / "save.json"
    path.write_text(json.dumps({**current, "kind": "save"}))
    with pytest.raises(ReplayError) as refused:
        load_replay(path)
    assert refused.value.code == "wrong_app"


def test_the_newest_50_readable_replays_are_kept(tmp_path: Path) -> None:
    folder = tmp_path / "many"
    config = {"seats": 2, "seed": 0}
    broken = folder / "20000101-000000-puerto_rico-0.json"  # the oldest, unreadable
    folder.mkdir()
    broken.write_text("{")
    os.utime(broken, (1, 1))
    paths = [
        write_replay(Replay("puerto_rico", {**config, "seed": i}, []), folder)
        for i in range(KEEP + 3)
    ]
    left = {p.name for p in folder.glob("*.json")}
    assert left == {p.name for p in paths[3:]} | {broken.name}
    listed = list_replays(folder)
    assert len(listed) == KEEP and listed[0].path == paths[-1]


def _verify(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = cli.main(["--verify-replay", str(path)])
    out = capsys.readouterr()
    return status, out.out, out.err


def test_verify_replay_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, game = _recorded_file(tmp_path, 2)
    status, out, _ = _verify(path, capsys)
    assert status == 0 and out.startswith("ok: ")
    data = json.loads(path.read_text())

    scores = tmp_path / "scores.json"  # a recorded score that the game does not reach
    scores.write_text(json.dumps({**data, "final_scores": [s + 1 for s in data["final_scores"]]}))
    status, out, _ = _verify(scores, capsys)
    assert status == 1
    assert "differs: final scores" in out and "the end scoring differs" in out

    moved = tmp_path / "moved.json"  # another seed: the deal differs from the very first step
    moved.write_text(json.dumps({**data, "config": {**data["config"], "seed": 1}}))
    status, out, _ = _verify(moved, capsys)
    assert (
        status == 1
        and out.splitlines()[0] == f"first differing step: 1 of {game.state.actions_taken}"
    )

    digest = tmp_path / "digest.json"  # a state that differs from step 40 on
    digests = data["digests"][:39] + ["00000000"] * (len(data["digests"]) - 39)
    digest.write_text(json.dumps({**data, "digests": digests, "final_scores": [0] * 5}))
    status, out, _ = _verify(digest, capsys)
    assert status == 1 and out.splitlines()[0].startswith("first differing step: 40 of")

    for bad, reason in (
        (tmp_path / "missing.json", "There is no replay file"),
        (tmp_path / "cut.json", "not valid JSON"),
    ):
        if bad.name == "cut.json":
            bad.write_text(path.read_text()[:300])
        status, out, err = _verify(bad, capsys)
        assert status == 2 and reason in err and out == ""


def test_headless_record_writes_one_verified_replay_per_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "rec"
    argv = ["--headless", "--seats", "3", "--agents", "random,random,puertoma", "--games", "3"]
    status = cli.main([*argv, "--seed", "40", "--json", "--record", str(folder)])
    assert status == 0
    lines = capsys.readouterr().out.splitlines()
    assert [json.loads(line)["seed"] for line in lines] == [40, 41, 42]
    files = sorted(folder.glob("*.json"))
    assert len(files) == 3
    for line, path in zip(
        lines, sorted(files, key=lambda p: json.loads(p.read_text())["config"]["seed"])
    ):
        printed = json.loads(line)
        replay = load_replay(path)
        assert replay.final_scores == [s["score"] for s in printed["seats"]]
        assert [(s.seat.kind, s.agent) for s in replay.seats] == [
            ("random", "random"),
            ("random", "random"),
            ("puertoma", "puertoma"),
        ]
        assert verify(replay).status == 0
    assert cli.main(["--seats", "3", "--record", str(folder)]) == 2  # not without --headless
