"""Santiago de Cuba's side of benchmarks/ai_match.py and benchmarks/bench_engine.py
(`--box santiago`): seat-rotated matches between agents, and engine speed."""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence
from typing import Any

from game.santiago.ai import AGENT_SPECS, ScriptedAgent, make_agent
from game.santiago.ai.runner import agent_seed, play_game
from game.santiago.engine import Game, GameConfig


def run_match(
    a: str, b: str, games: int, seats: int, a_seats: int, seed: int = 0
) -> dict[str, Any]:
    """Side A in `a_seats` seats, B in the rest; each deal is played once per rotation."""
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
        game_seed = seed + i // seats  # the same deal for every rotation
        agents = [
            make_agent(a if side == "a" else b, agent_seed(game_seed, s))
            for s, side in enumerate(sides)
        ]
        g = play_game(GameConfig(seats=seats, seed=game_seed), agents)
        winners = g.winners()
        won = {sides[w] for w in winners}
        for side in won:
            wins[side] += 1
        shared += len(won) > 1
        for w in winners:
            seat_wins[sides[w]] += 1
        for s, sc in enumerate(g.final_scores()):
            scores[sides[s]] += sc["total"]
        rounds += g.rounds
    n_a, n_b = a_seats, seats - a_seats
    return {
        "box": "santiago",
        "a": a,
        "b": b,
        "seats": seats,
        "a_seats": n_a,
        "b_seats": n_b,
        "games": games,
        "seed": seed,
        "a_win_rate": round(wins["a"] / games, 4),
        "b_win_rate": round(wins["b"] / games, 4),
        "a_wins": wins["a"],
        "b_wins": wins["b"],
        "shared_victories": shared,
        "a_win_rate_per_seat": round(seat_wins["a"] / (games * n_a), 4),
        "b_win_rate_per_seat": round(seat_wins["b"] / (games * n_b), 4),
        "a_mean_score": round(scores["a"] / (games * n_a), 2),
        "b_mean_score": round(scores["b"] / (games * n_b), 2),
        "mean_rounds": round(rounds / games, 2),
        "seconds": round(time.perf_counter() - t0, 1),
    }


def ai_match(argv: Sequence[str]) -> int:
    ap = argparse.ArgumentParser(prog="ai_match.py --box santiago")
    ap.add_argument("--a", required=True, help="agent spec of side A, e.g. scripted:hard")
    ap.add_argument("--b", required=True, help="agent spec of side B, e.g. scripted:normal")
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--seats", type=int, default=4)
    ap.add_argument("--a-seats", type=int, default=None, help="seats of side A (default half)")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(list(argv))
    a_seats = args.a_seats if args.a_seats is not None else args.seats // 2
    if not 2 <= args.seats <= 4 or not 1 <= a_seats < args.seats or args.games < 1:
        print("error: need 2-4 seats, 1 <= a-seats < seats and games >= 1", file=sys.stderr)
        return 2
    for spec in (args.a, args.b):
        if spec not in AGENT_SPECS:
            print(
                f"error: unknown agent {spec!r}; known: {', '.join(AGENT_SPECS)}", file=sys.stderr
            )
            return 2
    print(json.dumps(run_match(args.a, args.b, args.games, args.seats, a_seats, args.seed)))
    return 0


def random_games(seats: int, games: int, seed: int) -> dict[str, Any]:
    actions = 0
    turns = 0
    t0 = time.perf_counter()
    for i in range(games):
        rng = random.Random(seed + i)
        g = Game.new(GameConfig(seats=seats, seed=seed + i), events=False)
        while not g.is_over:
            legal = g.legal_actions()
            g.apply(legal[rng.randrange(len(legal))])
            actions += 1
        turns += g.state.turn
    dt = time.perf_counter() - t0
    return {
        "games_per_s": round(games / dt, 2),
        "actions_per_s": round(actions / dt, 1),
        "mean_actions": round(actions / games, 1),
        "mean_turns": round(turns / games, 2),
    }


def scripted_latency(level: str, seats: int, games: int, seed: int) -> dict[str, float]:
    times: list[float] = []
    for i in range(games):
        agents = [ScriptedAgent(level, agent_seed(seed + i, s)) for s in range(seats)]
        g = Game.new(GameConfig(seats=seats, seed=seed + i), events=False)
        while not g.is_over:
            legal = g.legal_actions()
            agent = agents[g.current_seat]  # type: ignore[index]
            t0 = time.perf_counter()
            action = agent.choose(g, legal)
            times.append((time.perf_counter() - t0) * 1000.0)
            g.apply(action)
    times.sort()

    def pct(q: float) -> float:
        return round(times[min(len(times) - 1, round(q * (len(times) - 1)))], 3)

    return {"p50_ms": pct(0.5), "p99_ms": pct(0.99)}


def bench_engine(argv: Sequence[str]) -> int:
    ap = argparse.ArgumentParser(prog="bench_engine.py --box santiago")
    ap.add_argument("--seats", type=int, default=4)
    ap.add_argument("--games", type=int, default=500)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--latency-games", type=int, default=5)
    args = ap.parse_args(list(argv))
    if not 2 <= args.seats <= 4 or args.games < 1:
        print("error: need 2-4 seats and at least 1 game", file=sys.stderr)
        return 2
    result: dict[str, Any] = {
        "box": "santiago",
        "seats": args.seats,
        "games": args.games,
        "seed": args.seed,
    }
    result.update(random_games(args.seats, args.games, args.seed))
    for level in ("normal", "hard"):
        lat = scripted_latency(level, args.seats, args.latency_games, args.seed)
        result[f"scripted_{level}_p50_ms"] = lat["p50_ms"]
        result[f"scripted_{level}_p99_ms"] = lat["p99_ms"]
    print(json.dumps(result))
    return 0
