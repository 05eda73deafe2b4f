"""What the expert's search spends its time on; prints one JSON object (CPU seconds).

    python benchmarks/profile_expert.py --positions 20 --iterations 200 [--cprofile 15]

Collects role decisions from scripted:normal games (4 seats), then measures in CPU time (the
machine may be shared): one role decision of the fast playout policy against one of the
scripted:normal level, a whole search of `--iterations`, and (with --cprofile N) the N functions
with the most cumulative time inside the searches.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import pstats
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.puerto_rico.ai import ExpertAgent, make_agent
from game.puerto_rico.ai.playout import role_scores
from game.puerto_rico.engine import Game, GameConfig


def role_positions(count: int, seed: int = 900) -> list[Game]:
    """Role decisions (with at least three roles open) spread over whole games."""
    out: list[Game] = []
    normal = make_agent("scripted:normal")
    game_seed = seed
    while len(out) < count:
        g = Game.new(GameConfig(seats=4, seed=game_seed)).clone(events=False)
        k = 0
        while not g.is_over:
            legal = g.legal_actions()
            if g.decision == "role" and len(legal) >= 3 and k % 5 == 0:
                out.append(g.clone(events=False))
            k += g.decision == "role"
            g.apply(normal.choose(g, legal))
        game_seed += 1
    return out[:count]


def cpu_per_call(fn, reps: int) -> float:  # type: ignore[no-untyped-def]
    t = time.process_time()
    for _ in range(reps):
        fn()
    return (time.process_time() - t) / reps


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=20)
    ap.add_argument("--iterations", type=int, default=200)
    ap.add_argument("--cprofile", type=int, default=0, help="list the N costliest functions")
    args = ap.parse_args()
    positions = role_positions(args.positions)
    normal = make_agent("scripted:normal")
    fast, scripted = 0.0, 0.0
    for g in positions:
        legal = g.legal_actions()
        fast += cpu_per_call(lambda g=g, legal=legal: role_scores(g, legal), 50)
        scripted += cpu_per_call(lambda g=g, legal=legal: normal.choose(g, legal), 5)
    n = len(positions)
    searches, iterations = [], 0
    prof = cProfile.Profile() if args.cprofile else None
    for i, g in enumerate(positions):
        agent = ExpertAgent(seed=i, iterations=args.iterations)
        t = time.process_time()
        if prof:
            prof.enable()
        agent.choose(g, g.legal_actions())
        if prof:
            prof.disable()
        searches.append(time.process_time() - t)
        assert agent.explanation is not None
        iterations += agent.explanation.iterations
    searches.sort()
    out = {
        "positions": n,
        "fast_role_decision_us": round(1e6 * fast / n, 1),
        "scripted_normal_role_decision_us": round(1e6 * scripted / n, 1),
        "search_iterations_budget": args.iterations,
        "search_iterations_mean": round(iterations / n, 1),
        "search_cpu_s_p50": round(searches[n // 2], 3),
        "search_cpu_s_max": round(searches[-1], 3),
        "iteration_cpu_ms_mean": round(1e3 * sum(searches) / max(1, iterations), 3),
    }
    print(json.dumps(out))
    if prof:
        text = io.StringIO()
        pstats.Stats(prof, stream=text).sort_stats("cumulative").print_stats(args.cprofile)
        print(text.getvalue())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
