"""Engine speed: complete games of uniformly random legal actions, plus scripted-seat latency.

    python benchmarks/bench_engine.py --seats 4 --games 500 [--seed 0]
    python benchmarks/bench_engine.py --seats 4 --games 400 --baseline 9d3c6ec --repeat 3

Prints one JSON line. games_per_s and actions_per_s time only the random games (Game.apply
checks every action's legality, as in real play); scripted_*_ms time ScriptedAgent.choose over
a few all-scripted games.

--baseline REF checks REF out with `git worktree add` into a temporary folder, runs that tree's
own copy of this script with the same options in a subprocess (so an older module layout works),
removes the worktree, prints both figures side by side, then the JSON line with the baseline's
figures under "baseline" and the games/s ratio under "speedup". --repeat N plays both trees'
random games N times, alternating, and keeps each one's best games/s.
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.cli import split_box
from game.puerto_rico.ai import ScriptedAgent
from game.puerto_rico.ai.runner import agent_seed
from game.puerto_rico.engine import Game, GameConfig

ROOT = Path(__file__).resolve().parent.parent
LATENCY_GAMES = 5


def random_games(
    seats: int, games: int, seed: int, expansions: tuple[str, ...] = ()
) -> dict[str, Any]:
    actions = 0
    rounds = 0
    t0 = time.perf_counter()
    for i in range(games):
        rng = random.Random(seed + i)
        # Nothing reads the events of these games: the null sink builds none.
        g = Game.new(GameConfig(seats=seats, seed=seed + i, expansions=expansions), events=False)
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
            seat = g.current_seat
            agent = agents[seat]  # type: ignore[index]
            # The seat thinks on its own copy (as in play); making it is not timed.
            copy = g.seat_copy(seat, g.state.actions_taken)  # type: ignore[arg-type]
            t0 = time.perf_counter()
            action = agent.choose(copy, legal)
            times.append((time.perf_counter() - t0) * 1000.0)
            g.apply(action)
    times.sort()
    return {"p50_ms": _percentile(times, 0.5), "p99_ms": _percentile(times, 0.99)}


def run_baseline(ref: str, options: list[str]) -> dict[str, Any]:
    """This benchmark as committed at `ref`, run from a temporary worktree of that commit."""
    with tempfile.TemporaryDirectory(prefix="bench-baseline-") as tmp:
        tree = Path(tmp) / "tree"
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "--detach", str(tree), ref],
            check=True,
            capture_output=True,
        )
        try:
            result = run_script(tree, options)
        finally:
            subprocess.run(
                ["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)],
                check=False,
                capture_output=True,
            )
    result["ref"] = ref
    return result


def run_script(tree: Path, options: list[str]) -> dict[str, Any]:
    """`tree`'s copy of this script in a fresh process (cold caches), its JSON result."""
    out = subprocess.run(
        [sys.executable, str(tree / "benchmarks" / "bench_engine.py"), *options],
        cwd=tree,
        check=True,
        capture_output=True,
        text=True,
    )
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def side_by_side(result: dict[str, Any], base: dict[str, Any]) -> str:
    keys = ("games_per_s", "actions_per_s", "scripted_p50_ms", "scripted_hard_p99_ms", "rss_mib")
    rows = [f"{'':22}{'this tree':>12}{base['ref']:>12}"]
    rows += [f"{k:22}{result[k]:>12}{base.get(k, '-'):>12}" for k in keys]
    rows.append(f"{'speedup (games/s)':22}{result['speedup']:>12}")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    box, argv = split_box(sys.argv[1:] if argv is None else argv)
    if box != "puerto_rico":
        # Another box runs this benchmark in its own game/<box>/bench.py (bench_engine).
        try:
            module = importlib.import_module(f"game.{box}.bench")
        except ModuleNotFoundError:
            print(f"error: --box: no benchmark for a box named {box!r}", file=sys.stderr)
            return 2
        return int(module.bench_engine(argv))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seats", type=int, default=4)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--latency-games", type=int, default=LATENCY_GAMES)
    ap.add_argument("--expansions", default="", help="e.g. new_buildings,citizens")
    ap.add_argument("--baseline", metavar="REF", help="also bench this commit, e.g. 9d3c6ec")
    ap.add_argument(
        "--repeat",
        type=int,
        default=1,
        help="with --baseline: play the random games of both trees N times, alternating, and "
        "keep each tree's best games/s (the least disturbed run on a shared machine)",
    )
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
    if args.baseline:
        options = [
            *("--seats", str(args.seats), "--games", str(args.games), "--seed", str(args.seed)),
            *("--latency-games", str(args.latency_games), "--expansions", args.expansions),
        ]
        base = run_baseline(args.baseline, options)
        quick = [*options[:-4], "--latency-games", "1", "--expansions", args.expansions]
        for _ in range(args.repeat - 1):
            # A fresh process, as for the baseline: the Mayor's layout memo starts cold.
            again = run_script(ROOT, quick)
            for key in ("games_per_s", "actions_per_s"):
                result[key] = max(result[key], again[key])
            other = run_baseline(args.baseline, quick)
            for key in ("games_per_s", "actions_per_s"):
                base[key] = max(base[key], other[key])
        result["repeat"] = args.repeat
        result["baseline"] = base
        result["speedup"] = round(result["games_per_s"] / base["games_per_s"], 2)
        print(side_by_side(result, base))
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
