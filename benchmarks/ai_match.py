"""Seat-rotated matches between two agent kinds; prints one JSON object with the win rates.

    python benchmarks/ai_match.py --a scripted:hard --b scripted:normal --games 400 --seats 4

Side A takes `--a-seats` seats (default: half, rounded down) and B the rest. Every deal (seed)
is played once per rotation of the seating, so each side sits in each position equally often
on the same deals. A side wins a game when one of its seats is among the winners (a shared
victory counts for every side that shares it).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import make_agent
from game.ai.runner import agent_seed, play_game
from game.engine import GameConfig


def run_match(
    a: str, b: str, games: int, seats: int, a_seats: int, seed: int = 0
) -> dict[str, Any]:
    base = ["a"] * a_seats + ["b"] * (seats - a_seats)
    wins = {"a": 0, "b": 0}
    seat_wins = {"a": 0, "b": 0}
    scores = {"a": 0.0, "b": 0.0}
    shared = 0
    rounds = 0
    triggers: dict[str, int] = {}
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
        if len(won) > 1:
            shared += 1
        for w in winners:
            seat_wins[sides[w]] += 1
        for s, sc in enumerate(g.final_scores()):
            scores[sides[s]] += sc["total"]
        rounds += g.state.round
        trigger = g.state.end_trigger or "?"
        triggers[trigger] = triggers.get(trigger, 0) + 1
    n_a, n_b = a_seats, seats - a_seats
    return {
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
        # Wins per seat-game: 1/seats for every seat when both kinds are equally strong.
        "a_win_rate_per_seat": round(seat_wins["a"] / (games * n_a), 4),
        "b_win_rate_per_seat": round(seat_wins["b"] / (games * n_b), 4),
        "a_mean_score": round(scores["a"] / (games * n_a), 2),
        "b_mean_score": round(scores["b"] / (games * n_b), 2),
        "mean_rounds": round(rounds / games, 2),
        "end_triggers": triggers,
        "seconds": round(time.perf_counter() - t0, 1),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--a", required=True, help="agent spec of side A, e.g. scripted:hard")
    ap.add_argument("--b", required=True, help="agent spec of side B, e.g. scripted:normal")
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--seats", type=int, default=4)
    ap.add_argument("--a-seats", type=int, default=None, help="seats of side A (default half)")
    ap.add_argument("--seed", type=int, default=0, help="seed of the first deal")
    args = ap.parse_args(argv)
    a_seats = args.a_seats if args.a_seats is not None else args.seats // 2
    if not 2 <= args.seats <= 5 or not 1 <= a_seats < args.seats or args.games < 1:
        print("error: need 2-5 seats, 1 <= a-seats < seats and games >= 1", file=sys.stderr)
        return 2
    try:
        make_agent(args.a)
        make_agent(args.b)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(run_match(args.a, args.b, args.games, args.seats, a_seats, args.seed)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
