"""The golden corpus replays identically: every recorded game and every recorded save.

A failure here means the engine (or an agent) no longer plays as it did when the corpus was
recorded. During a refactor that is a bug to fix; only an intended rules change may re-record
(see corpus.py). Games are checked in chunks (one test each) so that pytest-xdist can spread them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from .corpus import CORPUS_PATH, SAVES_DIR, Case, ReplayError, continue_save, differences, play

CHUNK = 16  # games per test
MIN_GAMES = 300
SAVE_KEYS = ("seat", "decision", "steps", "chain", "final_to_json_sha256", "final_scores_sha256")


def _games() -> list[dict[str, Any]]:
    return json.loads(CORPUS_PATH.read_text())["games"]


def _chunks(games: list[dict[str, Any]]) -> list[tuple[str, list[int]]]:
    """Consecutive games of the same group, at most CHUNK per chunk, named group-first-last."""
    chunks: list[tuple[str, list[int]]] = []
    for i, game in enumerate(games):
        group = game["case"]["group"]
        if not chunks or chunks[-1][0] != group or len(chunks[-1][1]) == CHUNK:
            chunks.append((group, []))
        chunks[-1][1].append(i)
    return [(f"{group}-{ids[0]:03d}-{ids[-1]:03d}", ids) for group, ids in chunks]


GAMES = _games()
CHUNKS = _chunks(GAMES)
SAVES = sorted(SAVES_DIR.glob("*.json"))


def test_corpus_holds_enough_games() -> None:
    assert len(GAMES) >= MIN_GAMES
    assert len(SAVES) >= 12


@pytest.mark.parametrize("indices", [ids for _, ids in CHUNKS], ids=[name for name, _ in CHUNKS])
def test_corpus_games_replay_identically(indices: list[int]) -> None:
    failures = []
    for i in indices:
        entry = GAMES[i]
        case = Case.from_json(entry["case"])
        name = f"game #{i} ({case.label()})"
        try:
            got = play(case)
        except ReplayError as exc:
            failures.append(f"{name}: replay failed at {exc}")
            continue
        problems = differences(entry, got)
        if problems:
            failures.append(f"{name}: " + "; ".join(problems))
    assert not failures, (
        f"{len(failures)} of {len(indices)} games differ from the corpus:\n" + "\n".join(failures)
    )


@pytest.mark.parametrize("path", SAVES, ids=[p.stem for p in SAVES])
def test_old_save_loads_and_plays_on_identically(path: Path) -> None:
    data = json.loads(path.read_text())
    name = f"{path.name} ({data['about']}, saved at step {data['step']})"
    try:
        got = continue_save(data["save"], data["actions"])
    except ReplayError as exc:
        pytest.fail(f"{name}: replay failed at {exc}")
    wrong = [f"{k}: {got[k]!r} instead of {data[k]!r}" for k in SAVE_KEYS if got[k] != data[k]]
    assert not wrong, f"{name}: " + "; ".join(wrong)
