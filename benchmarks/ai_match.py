"""Seat-rotated matches between two agent kinds; prints one JSON object with the win rates.

    python benchmarks/ai_match.py --a scripted:hard --b scripted:normal --games 400 --seats 4
    python benchmarks/ai_match.py --a scripted:normal --b puertoma --difficulty hard --seats 3 \
        --a-seats 1 --games 400

Side A takes `--a-seats` seats (default: half, rounded down) and B the rest. Every deal (seed)
is played once per rotation of the seating, so each side sits in each position equally often
on the same deals. A side wins a game when one of its seats is among the winners (a shared
victory counts for every side that shares it).

With `--b puertoma` side B's seats are Puertomas (SPEC §19) at `--difficulty`, played by the
engine. Puertomas always sit last, so there is no rotation: game i is a new deal (seed S+i)
with A's seats first. The seatings GameConfig allows: 1 A + 2 Puertomas (3 seats), or 1 to 4
A seats + 1 Puertoma.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.cli import split_box
from game.puerto_rico.ai import make_agent
from game.puerto_rico.ai.runner import agent_seed, play_game
from game.puerto_rico.engine import ConfigError, GameConfig, view

PUERTOMA = "puertoma"
# Agent specs with this suffix play without a module's own judgment (e.g. scripted:normal/plain
# keeps the first grand achievement cards offered and never chases one): the module's worth.
PLAIN = "/plain"


def _agent(spec: str, seed: int) -> Any:
    """The agent of a spec; `<spec>/plain` turns off the grand achievement logic."""
    if spec.endswith(PLAIN):
        from game.puerto_rico.ai.evaluation import DEFAULT_TUNING

        agent = make_agent(spec[: -len(PLAIN)], seed)
        agent.tuning = replace(DEFAULT_TUNING, achievements=False)  # type: ignore[attr-defined]
        return agent
    return make_agent(spec, seed)


def run_match(
    a: str,
    b: str,
    games: int,
    seats: int,
    a_seats: int,
    seed: int = 0,
    difficulty: str = "normal",
    expansions: tuple[str, ...] = (),
) -> dict[str, Any]:
    if b == PUERTOMA:
        return run_puertoma_match(a, games, seats, a_seats, seed, difficulty, expansions)
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
            _agent(a if side == "a" else b, agent_seed(game_seed, s))
            for s, side in enumerate(sides)
        ]
        g = play_game(GameConfig(seats=seats, seed=game_seed, expansions=expansions), agents)
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


def run_puertoma_match(
    a: str,
    games: int,
    seats: int,
    a_seats: int,
    seed: int = 0,
    difficulty: str = "normal",
    expansions: tuple[str, ...] = (),
) -> dict[str, Any]:
    """A's agents in the first `a_seats` seats against Puertomas in the rest; game i: seed+i."""
    puertomas = seats - a_seats
    wins = {"a": 0, "b": 0}
    seat_wins = [0] * seats
    seat_scores = [0.0] * seats
    shared = 0
    rounds = 0
    triggers: dict[str, int] = {}
    t0 = time.perf_counter()
    for i in range(games):
        game_seed = seed + i
        config = GameConfig(
            seats=seats,
            seed=game_seed,
            puertomas=puertomas,
            difficulty=difficulty,
            expansions=expansions,
        )
        agents = [_agent(a, agent_seed(game_seed, s)) for s in range(a_seats)]
        g = play_game(config, agents)
        winners = g.winners()
        won = {"b" if g.is_puertoma(w) else "a" for w in winners}
        for side in won:
            wins[side] += 1
        if len(won) > 1:
            shared += 1
        for w in winners:
            seat_wins[w] += 1
        for s, sc in enumerate(g.final_scores()):
            seat_scores[s] += sc["total"]
        rounds += g.state.round
        trigger = g.state.end_trigger or "?"
        triggers[trigger] = triggers.get(trigger, 0) + 1
    seconds = time.perf_counter() - t0
    return {
        "a": a,
        "b": PUERTOMA,
        "difficulty": difficulty,
        "seats": seats,
        "a_seats": a_seats,
        "b_seats": puertomas,
        "games": games,
        "seed": seed,
        "a_win_rate": round(wins["a"] / games, 4),
        "b_win_rate": round(wins["b"] / games, 4),
        "a_wins": wins["a"],
        "b_wins": wins["b"],
        "shared_victories": shared,
        "a_win_rate_per_seat": round(sum(seat_wins[:a_seats]) / (games * a_seats), 4),
        "b_win_rate_per_seat": round(sum(seat_wins[a_seats:]) / (games * puertomas), 4),
        "a_mean_score": round(sum(seat_scores[:a_seats]) / (games * a_seats), 2),
        "b_mean_score": round(sum(seat_scores[a_seats:]) / (games * puertomas), 2),
        # Per seat, in seat order (the Puertomas last: Puertoma A, then B).
        "seat_win_rates": [round(w / games, 4) for w in seat_wins],
        "seat_mean_scores": [round(sc / games, 2) for sc in seat_scores],
        "mean_rounds": round(rounds / games, 2),
        "end_triggers": triggers,
        "seconds": round(seconds, 1),
        "seconds_per_game": round(seconds / games, 4),
    }


def main(argv: list[str] | None = None) -> int:
    box, argv = split_box(sys.argv[1:] if argv is None else argv)
    if box != "puerto_rico":
        # Another box runs this benchmark in its own game/<box>/bench.py (ai_match).
        try:
            module = importlib.import_module(f"game.{box}.bench")
        except ModuleNotFoundError:
            print(f"error: --box: no benchmark for a box named {box!r}", file=sys.stderr)
            return 2
        return int(module.ai_match(argv))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--a", required=True, help="agent spec of side A, e.g. scripted:hard")
    ap.add_argument(
        "--b",
        required=True,
        help="agent spec of side B, e.g. scripted:normal, or puertoma (seats played by the engine)",
    )
    ap.add_argument(
        "--difficulty",
        choices=view.DIFFICULTIES,
        default="normal",
        help="level of the Puertomas when --b is puertoma (default normal)",
    )
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--seats", type=int, default=4)
    ap.add_argument("--a-seats", type=int, default=None, help="seats of side A (default half)")
    ap.add_argument("--seed", type=int, default=0, help="seed of the first deal")
    ap.add_argument("--expansions", default="", help="e.g. new_buildings,citizens")
    args = ap.parse_args(argv)
    modules = tuple(m for m in args.expansions.split(",") if m)
    a_seats = args.a_seats if args.a_seats is not None else args.seats // 2
    if not 2 <= args.seats <= 5 or not 1 <= a_seats < args.seats or args.games < 1:
        print("error: need 2-5 seats, 1 <= a-seats < seats and games >= 1", file=sys.stderr)
        return 2
    if args.a == PUERTOMA:
        print("error: side A must be an agent; put the Puertomas on side B", file=sys.stderr)
        return 2
    try:
        _agent(args.a, 0)
        if args.b == PUERTOMA:
            GameConfig(
                seats=args.seats,
                puertomas=args.seats - a_seats,
                difficulty=args.difficulty,
                expansions=modules,
            ).validate()
        else:
            _agent(args.b, 0)
            GameConfig(seats=args.seats, expansions=modules).validate()
    except (ValueError, ConfigError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    result = run_match(
        args.a,
        args.b,
        args.games,
        args.seats,
        a_seats,
        args.seed,
        difficulty=args.difficulty,
        expansions=modules,
    )
    result["expansions"] = list(modules)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
