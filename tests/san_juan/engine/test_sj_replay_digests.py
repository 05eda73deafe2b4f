"""The same seed gives the same San Juan game, byte for byte (see sj_replay_corpus.py)."""

from __future__ import annotations

import json

from sj_replay_corpus import DIGESTS, compute


def test_seeded_games_unchanged() -> None:
    recorded = json.loads(DIGESTS.read_text())
    now = compute()
    assert sorted(now) == sorted(recorded)
    changed = [k for k in sorted(now) if now[k] != recorded[k]]
    assert not changed, f"seeded games changed: {changed[:5]}"
