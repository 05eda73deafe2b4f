"""Seeded San Juan games whose final state must never change: the engine's speed work must give
the same game for the same seed. `python -m tests.san_juan.engine.sj_replay_corpus` records
the digests (tests/san_juan/engine/sj_replay_digests.json); only rules changes may re-record.

Random seats draw from the bench's random path (benchmarks/bench_engine.py --box san_juan: a
`random.Random(seed)` index into legal_actions), so the order of the legal list is part of the
digest too; scripted seats cover the view, determinization-free paths of the bots.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

from game.san_juan.ai import make_agent
from game.san_juan.ai.runner import agent_seed, play_game
from game.san_juan.engine import Game, GameConfig

DIGESTS = Path(__file__).with_name("sj_replay_digests.json")

# (name, seats, options, agents or None for the bench's random path, seeds)
CASES: list[tuple[str, int, tuple[str, ...], tuple[str, ...] | None, range]] = [
    ("random4", 4, (), None, range(0, 12)),
    ("random3", 3, (), None, range(100, 106)),
    ("random2", 2, (), None, range(200, 206)),
    ("random4_start_variant", 4, ("start_variant",), None, range(300, 304)),
    ("random3_first_edition", 3, ("first_edition",), None, range(400, 404)),
    ("random4_module", 4, ("module_new_buildings",), None, range(500, 508)),
    ("random2_module", 2, ("module_new_buildings",), None, range(600, 604)),
    ("random3_ask", 3, ("ask_free_draws", "module_new_buildings"), None, range(700, 704)),
    (
        "scripted4",
        4,
        (),
        ("scripted:hard", "scripted:normal", "scripted:easy", "random"),
        range(800, 803),
    ),
    (
        "scripted2_module",
        2,
        ("module_new_buildings",),
        ("scripted:hard", "scripted:normal"),
        range(900, 902),
    ),
]


def bench_random_game(seats: int, seed: int, options: tuple[str, ...]) -> Game:
    """One game exactly as benchmarks/bench_engine.py --box san_juan plays it."""
    rng = random.Random(seed)
    g = Game.new(GameConfig(seats=seats, seed=seed, options=options), events=False)
    while not g.is_over:
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])
    return g


def play_case(
    seats: int, options: tuple[str, ...], agents: tuple[str, ...] | None, seed: int
) -> Game:
    if agents is None:
        return bench_random_game(seats, seed, options)
    seated = [make_agent(spec, agent_seed(seed, s)) for s, spec in enumerate(agents)]
    return play_game(GameConfig(seats=seats, seed=seed, options=options), seated)


def events_digest(g: Game, seats: int, options: tuple[str, ...], seed: int) -> str:
    """The game's actions replayed with the event sink on: the log, animations and sounds."""
    replay = Game.new(GameConfig(seats=seats, seed=seed, options=options), events=True)
    for action in g.history:
        replay.apply(action)
    assert replay.to_json() == g.to_json()
    text = json.dumps([e.to_json() for e in replay.events], sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()


def digest(g: Game) -> dict[str, Any]:
    return {
        "sha256": hashlib.sha256(g.to_json().encode()).hexdigest(),
        "actions": len(g.history),
        "totals": [s["total"] for s in g.final_scores()],
        "end": g.state.end_trigger,
    }


def compute() -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for name, seats, options, agents, seeds in CASES:
        for seed in seeds:
            g = play_case(seats, options, agents, seed)
            out[f"{name}/{seed}"] = digest(g)
            if seed == seeds[0]:
                out[f"{name}/{seed}"]["events"] = events_digest(g, seats, options, seed)
    return out


if __name__ == "__main__":
    DIGESTS.write_text(json.dumps(compute(), indent=1, sort_keys=True) + "\n")
    print(f"wrote {DIGESTS}")
