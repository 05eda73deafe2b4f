"""San Juan's side of benchmarks/bench_engine.py and benchmarks/ai_match.py (`--box san_juan`).

Random games time Game.apply with its legality checks, as in real play, and the null event
sink; matches rotate the seating over the same deals as the Puerto Rico matches do.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence
from typing import Any

from game.san_juan.ai import AGENT_SPECS, ScriptedAgent, make_agent
from game.san_juan.ai.runner import agent_seed, play_game
from game.san_juan.engine import Game, GameConfig, view


def random_games(
    seats: int, games: int, seed: int, options: tuple[str, ...] = ()
) -> dict[str, Any]:
    actions = 0
    rounds = 0
    t0 = time.perf_counter()
    c0 = time.process_time()
    for i in range(games):
        rng = random.Random(seed + i)
        g = Game.new(GameConfig(seats=seats, seed=seed + i, options=options), events=False)
        while not g.is_over:
            legal = g.legal_actions()
            g.apply(legal[rng.randrange(len(legal))])
            actions += 1
        rounds += g.state.round
    dt = time.perf_counter() - t0
    cpu = time.process_time() - c0
    return {
        "games_per_s": round(games / dt, 2),
        # per second of this process's CPU time: steadier than wall time on a shared machine
        "games_per_cpu_s": round(games / cpu, 2),
        "actions_per_s": round(actions / dt, 1),
        "mean_actions": round(actions / games, 1),
        "mean_rounds": round(rounds / games, 2),
    }


def scripted_latency(level: str, seats: int, games: int, seed: int) -> dict[str, float]:
    """choose() wall time in ms over every decision of `games` all-`level` games."""
    times: list[float] = []
    for i in range(games):
        agents = [ScriptedAgent(level, agent_seed(seed + i, s)) for s in range(seats)]
        g = Game.new(GameConfig(seats=seats, seed=seed + i), events=False)
        while not g.is_over:
            seat = g.current_seat
            assert seat is not None
            legal = g.legal_actions()
            t0 = time.perf_counter()
            action = agents[seat].choose(view.seat_view(g, seat), legal)
            times.append((time.perf_counter() - t0) * 1000.0)
            g.apply(action)
    times.sort()

    def pct(q: float) -> float:
        return round(times[min(len(times) - 1, round(q * (len(times) - 1)))], 3)

    return {"p50_ms": pct(0.5), "p99_ms": pct(0.99)}


def bench(
    seats: int, games: int, seed: int, options: tuple[str, ...], latency_games: int
) -> dict[str, Any]:
    result: dict[str, Any] = {
        "box": "san_juan",
        "seats": seats,
        "games": games,
        "seed": seed,
        "options": list(options),
    }
    result.update(random_games(seats, games, seed, options))
    for level in ("normal", "hard"):
        lat = scripted_latency(level, seats, latency_games, seed)
        prefix = "scripted" if level == "normal" else "scripted_hard"
        result[f"{prefix}_p50_ms"] = lat["p50_ms"]
        result[f"{prefix}_p99_ms"] = lat["p99_ms"]
    return result


def run_match(
    a: str,
    b: str,
    games: int,
    seats: int,
    a_seats: int,
    seed: int = 0,
    options: tuple[str, ...] = (),
) -> dict[str, Any]:
    """Side A in `a_seats` seats, B in the rest; every deal played once per seating rotation."""
    base = ["a"] * a_seats + ["b"] * (seats - a_seats)
    wins = {"a": 0, "b": 0}
    seat_wins = {"a": 0, "b": 0}
    scores = {"a": 0.0, "b": 0.0}
    shared = 0
    rounds = 0
    t0 = time.perf_counter()
    for i in range(games):
        shift = i % seats
        sides = base[-shift:] + base[:-shift] if shift else list(base)
        game_seed = seed + i // seats
        agents = [
            make_agent(a if side == "a" else b, agent_seed(game_seed, s))
            for s, side in enumerate(sides)
        ]
        config = GameConfig(seats=seats, seed=game_seed, options=options, first_governor=0)
        g = play_game(config, agents)
        winners = g.winners()
        won = {sides[w] for w in winners}
        for side in won:
            wins[side] += 1
        shared += len(won) > 1
        for w in winners:
            seat_wins[sides[w]] += 1
        for s, sc in enumerate(g.final_scores()):
            scores[sides[s]] += sc["total"]
        rounds += g.state.round
    n_b = seats - a_seats
    return {
        "box": "san_juan",
        "a": a,
        "b": b,
        "seats": seats,
        "a_seats": a_seats,
        "b_seats": n_b,
        "games": games,
        "seed": seed,
        "a_win_rate": round(wins["a"] / games, 4),
        "b_win_rate": round(wins["b"] / games, 4),
        "a_wins": wins["a"],
        "b_wins": wins["b"],
        "shared_victories": shared,
        "a_win_rate_per_seat": round(seat_wins["a"] / (games * a_seats), 4),
        "b_win_rate_per_seat": round(seat_wins["b"] / (games * n_b), 4),
        "a_mean_score": round(scores["a"] / (games * a_seats), 2),
        "b_mean_score": round(scores["b"] / (games * n_b), 2),
        "mean_rounds": round(rounds / games, 2),
        "seconds": round(time.perf_counter() - t0, 1),
    }


def _options(text: str) -> tuple[str, ...]:
    return tuple(o.strip() for o in text.split(",") if o.strip())


def ai_match(argv: Sequence[str]) -> int:
    """`ai_match.py --box san_juan --a SPEC --b SPEC [--games N --seats N --a-seats N
    --seed S --options LIST]`: one JSON object with the win rates."""
    ap = argparse.ArgumentParser(prog="ai_match.py --box san_juan")
    ap.add_argument("--a", required=True, help="agent spec of side A: " + ", ".join(AGENT_SPECS))
    ap.add_argument("--b", required=True, help="agent spec of side B")
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--seats", type=int, default=4)
    ap.add_argument("--a-seats", type=int, default=None, help="seats of side A (default half)")
    ap.add_argument("--seed", type=int, default=0, help="seed of the first deal")
    ap.add_argument("--options", default="", help="San Juan options, e.g. start_variant")
    args = ap.parse_args(list(argv))
    a_seats = args.a_seats if args.a_seats is not None else args.seats // 2
    if not 2 <= args.seats <= 4 or not 1 <= a_seats < args.seats or args.games < 1:
        print("error: need 2-4 seats, 1 <= a-seats < seats and games >= 1", file=sys.stderr)
        return 2
    for spec in (args.a, args.b):
        if spec not in AGENT_SPECS:
            print(
                f"error: unknown agent {spec!r}; expected one of: {', '.join(AGENT_SPECS)}",
                file=sys.stderr,
            )
            return 2
    options = _options(args.options)
    result = run_match(args.a, args.b, args.games, args.seats, a_seats, args.seed, options)
    result["options"] = list(options)
    print(json.dumps(result))
    return 0


def bench_engine(argv: Sequence[str]) -> int:
    """`bench_engine.py --box san_juan [--seats N --games N --seed S --latency-games N
    --options LIST]`: one JSON line with games/s and the scripted seats' latency."""
    ap = argparse.ArgumentParser(prog="bench_engine.py --box san_juan")
    ap.add_argument("--seats", type=int, default=4)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--latency-games", type=int, default=5)
    ap.add_argument("--options", default="", help="San Juan options, e.g. start_variant")
    args = ap.parse_args(list(argv))
    if not 2 <= args.seats <= 4 or args.games < 1:
        print("error: need 2-4 seats and at least 1 game", file=sys.stderr)
        return 2
    options = _options(args.options)
    print(json.dumps(bench(args.seats, args.games, args.seed, options, args.latency_games)))
    return 0
