"""Engine speed: complete games of uniformly random legal actions, plus scripted-seat latency.

    python benchmarks/bench_engine.py --seats 4 --games 500 [--seed 0]

Prints one JSON line. games_per_s and actions_per_s time only the random games (Game.apply
checks every action's legality, as in real play); scripted_*_ms time ScriptedAgent.choose over
a few all-scripted games.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.puerto_rico.ai import ScriptedAgent
from game.puerto_rico.ai.runner import agent_seed
from game.puerto_rico.engine import Game, GameConfig

LATENCY_GAMES = 5


def random_games(
    seats: int, games: int, seed: int, expansions: tuple[str, ...] = ()
) -> dict[str, Any]:
    actions = 0
    rounds = 0
    t0 = time.perf_counter()
    for i in range(games):
        rng = random.Random(seed + i)
        g = Game.new(GameConfig(seats=seats, seed=seed + i, expansions=expansions))
        while not g.is_over:
            legal = g.legal_actions()
            g.apply(legal[rng.randrange(len(legal))])
            actions += 1
        rounds += g.state.round
    dt = time.perf_counter() - t0
    return {
        "games_per_s": round(games / dt, 2),
        "actions_per_s": round(actions / dt, 1),
        "mean_actions": round(actions / games, 1),
        "mean_rounds": round(rounds / games, 2),
    }


def _percentile(sorted_ms: list[float], q: float) -> float:
    k = min(len(sorted_ms) - 1, max(0, round(q * (len(sorted_ms) - 1))))
    return round(sorted_ms[k], 3)


def scripted_latency(
    level: str, seats: int, games: int, seed: int, expansions: tuple[str, ...] = ()
) -> dict[str, float]:
    """choose() wall time in ms over every decision of `games` games with all seats `level`."""
    times: list[float] = []
    for i in range(games):
        game_seed = seed + i
        agents = [ScriptedAgent(level, agent_seed(game_seed, s)) for s in range(seats)]
        g = Game.new(GameConfig(seats=seats, seed=game_seed, expansions=expansions))
        while not g.is_over:
            legal = g.legal_actions()
            agent = agents[g.current_seat]  # type: ignore[index]
            t0 = time.perf_counter()
            action = agent.choose(g, legal)
            times.append((time.perf_counter() - t0) * 1000.0)
            g.apply(action)
    times.sort()
    return {"p50_ms": _percentile(times, 0.5), "p99_ms": _percentile(times, 0.99)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seats", type=int, default=4)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--latency-games", type=int, default=LATENCY_GAMES)
    ap.add_argument("--expansions", default="", help="e.g. new_buildings,citizens")
    args = ap.parse_args(argv)
    modules = tuple(m for m in args.expansions.split(",") if m)
    if not 2 <= args.seats <= 5 or args.games < 1:
        print("error: need 2-5 seats and at least 1 game", file=sys.stderr)
        return 2
    result: dict[str, Any] = {
        "seats": args.seats,
        "games": args.games,
        "seed": args.seed,
        "expansions": list(modules),
    }
    result.update(random_games(args.seats, args.games, args.seed, modules))
    normal = scripted_latency("normal", args.seats, args.latency_games, args.seed, modules)
    hard = scripted_latency("hard", args.seats, args.latency_games, args.seed, modules)
    result["scripted_p50_ms"] = normal["p50_ms"]
    result["scripted_p99_ms"] = normal["p99_ms"]
    result["scripted_hard_p50_ms"] = hard["p50_ms"]
    result["scripted_hard_p99_ms"] = hard["p99_ms"]
    # ru_maxrss is in KiB on Linux.
    result["rss_mib"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
