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

`--jobs N` spreads the games over N processes by contiguous ranges of game numbers (the same
games as with one process). Every win rate comes with its 95% Wilson interval (`*_95`).
`--vs SPEC` plays a variant of side A on the very same deals and seatings and reports the paired
difference of A's win rate with its 95% interval. `--timing` adds side A's decision times
(p50, p99 per decision kind). `a_audit` is side A's behaviour audit (game/puerto_rico/ai/audit.py:
idle production buildings, affordable builds passed, empty slots left, win share by seat).

    python benchmarks/ai_match.py --a expert:200 --b scripted:hard --seats 4 --a-seats 1 \
        --games 100 --jobs 2 --timing
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import multiprocessing
import os
import sys
import threading
import time
from dataclasses import replace
from pathlib import Path
from typing import Any, NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.cli import split_box
from game.puerto_rico.ai import make_agent
from game.puerto_rico.ai.audit import AuditedSeat, empty_slots, summary
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


Z95 = 1.959964  # the normal quantile of a two-sided 95% interval


def wilson(k: int, n: int) -> list[float]:
    """95% Wilson interval of a win rate of k wins in n games."""
    if n <= 0:
        return [0.0, 1.0]
    p = k / n
    d = 1 + Z95 * Z95 / n
    centre = (p + Z95 * Z95 / (2 * n)) / d
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95 * Z95 / (4 * n * n)) / d
    return [round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4)]


def mean_interval(xs: list[float]) -> list[float]:
    """Mean and 95% normal interval of per-game values (the paired differences)."""
    n = len(xs)
    mean = sum(xs) / n
    var = sum((x - mean) ** 2 for x in xs) / (n - 1) if n > 1 else 0.0
    half = Z95 * math.sqrt(var / n)
    return [round(mean, 4), round(mean - half, 4), round(mean + half, 4)]


class Match(NamedTuple):
    """What every game of a match shares: the two sides and the table. (A NamedTuple: the
    tests load this script by path, where a dataclass finds no module.)"""

    a: str
    b: str
    seats: int
    a_seats: int
    seed: int = 0
    difficulty: str = "normal"
    expansions: tuple[str, ...] = ()
    timing: bool = False  # time side A's decisions
    records: str = ""  # a file each finished game is appended to (one JSON line), if set


def deal(match: Match, i: int) -> tuple[GameConfig, list[str]]:
    """Game i of a match: its configuration and each seat's side ("a", "b"; Puertomas: "b").
    Against agents every deal is played once per rotation of the seating (seed S + i // seats);
    against Puertomas (always last) game i is the deal S + i."""
    if match.b == PUERTOMA:
        config = GameConfig(
            seats=match.seats,
            seed=match.seed + i,
            puertomas=match.seats - match.a_seats,
            difficulty=match.difficulty,
            expansions=match.expansions,
        )
        return config, ["a"] * match.a_seats + ["b"] * (match.seats - match.a_seats)
    base = ["a"] * match.a_seats + ["b"] * (match.seats - match.a_seats)
    shift = i % match.seats
    sides = base[-shift:] + base[:-shift] if shift else list(base)
    config = GameConfig(
        seats=match.seats, seed=match.seed + i // match.seats, expansions=match.expansions
    )
    return config, sides


class _Timed:
    """An agent whose decisions are timed (seconds, kept per decision kind)."""

    def __init__(self, agent: Any, times: dict[str, list[float]]) -> None:
        self.agent = agent
        self.name = agent.name
        self.times = times

    def choose(self, game: Any, legal: Any) -> Any:
        t = time.perf_counter()
        action = self.agent.choose(game, legal)
        self.times.setdefault(game.decision or "?", []).append(time.perf_counter() - t)
        return action


def play_one(match: Match, i: int) -> dict[str, Any]:
    """Play game i of the match; what the tallies need of it."""
    config, sides = deal(match, i)
    humans = config.seats - config.puertomas
    times: dict[str, list[float]] = {}
    audit: dict[str, int] = {}
    agents: list[Any] = []
    for s in range(humans):
        agent = _agent(match.a if sides[s] == "a" else match.b, agent_seed(config.seed, s))
        if sides[s] == "a":  # side A's habits are counted (the behaviour audit)
            agent = AuditedSeat(agent, audit)
            if match.timing:
                agent = _Timed(agent, times)
        agents.append(agent)
    g = play_game(config, agents)
    a_seats = [s for s in range(humans) if sides[s] == "a"]
    audit["a_seats"] = len(a_seats)
    audit["empty_slots"] = sum(empty_slots(g, s) for s in a_seats)
    out: dict[str, Any] = {
        "sides": sides,
        "winners": g.winners(),
        "scores": [sc["total"] for sc in g.final_scores()],
        "round": g.state.round,
        "trigger": g.state.end_trigger or "?",
        "times": times,
        "audit": audit,
    }
    if g.state.smuggling:  # per seat, what it did with the smuggler (for --records readers)
        out["smuggling"] = view.smuggling(g)
    return out


def _play_range(job: tuple[Match, int, int]) -> list[dict[str, Any]]:
    match, lo, hi = job
    out = []
    for i in range(lo, hi):
        record = play_one(match, i)
        out.append(record)
        if match.records:  # what a long run has done so far, should it be stopped
            with open(match.records, "a", encoding="utf-8") as f:
                f.write(json.dumps({"game": i, **record}) + "\n")
    return out


def _watch_parent(parent: int) -> None:
    """Pool initializer: a worker whose parent is gone (killed, so it never joined its pool)
    stops at once instead of playing the rest of its range for nobody."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(1)

    threading.Thread(target=watch, daemon=True).start()


def play_all(match: Match, games: int, jobs: int = 1) -> list[dict[str, Any]]:
    """Every game's record in game order; with jobs > 1 the games are spread over processes by
    contiguous ranges (the same games, so the same results, as with one process)."""
    if jobs <= 1 or games < 2:
        return _play_range((match, 0, games))
    jobs = min(jobs, games)
    cuts = [games * k // jobs for k in range(jobs + 1)]
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(jobs, initializer=_watch_parent, initargs=(os.getpid(),)) as pool:
        parts = pool.map(_play_range, [(match, cuts[k], cuts[k + 1]) for k in range(jobs)])
    return [r for part in parts for r in part]


def _percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def tally(match: Match, records: list[dict[str, Any]], seconds: float) -> dict[str, Any]:
    """The match's figures: win rates with 95% intervals, scores, rounds, end triggers."""
    games = len(records)
    seats = match.seats
    if records:  # a record file tallied later tells its own table, whatever the flags say
        seats = len(records[0]["sides"])
        match = match._replace(seats=seats, a_seats=records[0]["sides"].count("a"))
    n_a, n_b = match.a_seats, seats - match.a_seats
    wins = {"a": 0, "b": 0}
    seat_wins = {"a": 0, "b": 0}
    scores = {"a": 0.0, "b": 0.0}
    by_seat = [0] * seats
    seat_scores = [0.0] * seats
    shared = rounds = 0
    triggers: dict[str, int] = {}
    for r in records:
        sides = r["sides"]
        won = {sides[w] for w in r["winners"]}
        for side in won:
            wins[side] += 1
        shared += len(won) > 1
        for w in r["winners"]:
            seat_wins[sides[w]] += 1
            by_seat[w] += 1
        for s, total in enumerate(r["scores"]):
            scores[sides[s]] += total
            seat_scores[s] += total
        rounds += r["round"]
        triggers[r["trigger"]] = triggers.get(r["trigger"], 0) + 1
    out: dict[str, Any] = {
        "a": match.a,
        "b": match.b,
        "seats": match.seats,
        "a_seats": n_a,
        "b_seats": n_b,
        "games": games,
        "seed": match.seed,
        "a_win_rate": round(wins["a"] / games, 4),
        "a_win_rate_95": wilson(wins["a"], games),
        "b_win_rate": round(wins["b"] / games, 4),
        "b_win_rate_95": wilson(wins["b"], games),
        "a_wins": wins["a"],
        "b_wins": wins["b"],
        "shared_victories": shared,
        # Wins per seat-game: 1/seats for every seat when both kinds are equally strong.
        "a_win_rate_per_seat": round(seat_wins["a"] / (games * n_a), 4),
        "a_win_rate_per_seat_95": wilson(seat_wins["a"], games * n_a),
        "b_win_rate_per_seat": round(seat_wins["b"] / (games * n_b), 4),
        "b_win_rate_per_seat_95": wilson(seat_wins["b"], games * n_b),
        "a_mean_score": round(scores["a"] / (games * n_a), 2),
        "b_mean_score": round(scores["b"] / (games * n_b), 2),
        "mean_rounds": round(rounds / games, 2),
        "end_triggers": triggers,
        "seconds": round(seconds, 1),
        "seconds_per_game": round(seconds / games, 4),
    }
    out["a_audit"] = summary(records, match.seats)
    if match.b == PUERTOMA:
        out["difficulty"] = match.difficulty
        # Per seat, in seat order (the Puertomas last: Puertoma A, then B).
        out["seat_win_rates"] = [round(w / games, 4) for w in by_seat]
        out["seat_mean_scores"] = [round(sc / games, 2) for sc in seat_scores]
    if match.timing:
        per_kind: dict[str, list[float]] = {}
        for r in records:
            for kind, ts in r["times"].items():
                per_kind.setdefault(kind, []).extend(ts)
        every = [t for ts in per_kind.values() for t in ts]
        out["a_decision_seconds"] = {
            kind: {
                "count": len(ts),
                "p50": round(_percentile(ts, 0.5), 4),
                "p99": round(_percentile(ts, 0.99), 4),
                "max": round(max(ts), 4),
            }
            for kind, ts in [*sorted(per_kind.items()), ("all", every)]
            if ts
        }
    return out


def side_won(record: dict[str, Any], side: str) -> float:
    """1 when one of the side's seats is among the game's winners, else 0."""
    return float(any(record["sides"][w] == side for w in record["winners"]))


def paired(a_records: list[dict[str, Any]], v_records: list[dict[str, Any]]) -> dict[str, Any]:
    """Variant minus A on the same deals and seatings: the mean difference of wins (side A's
    seats), with its 95% interval, and the games where only one of them won."""
    diffs = [side_won(v, "a") - side_won(a, "a") for a, v in zip(a_records, v_records)]
    return {
        "games": len(diffs),
        "win_rate_difference_95": mean_interval(diffs),
        "only_variant_won": sum(d > 0 for d in diffs),
        "only_a_won": sum(d < 0 for d in diffs),
    }


def run_match(
    a: str,
    b: str,
    games: int,
    seats: int,
    a_seats: int,
    seed: int = 0,
    difficulty: str = "normal",
    expansions: tuple[str, ...] = (),
    jobs: int = 1,
    timing: bool = False,
    records: str = "",
) -> dict[str, Any]:
    """Side A against side B over `games` games; one JSON-ready object of figures."""
    match = Match(a, b, seats, a_seats, seed, difficulty, expansions, timing, records)
    t0 = time.perf_counter()
    records = play_all(match, games, jobs)
    return tally(match, records, time.perf_counter() - t0)


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
    return run_match(a, PUERTOMA, games, seats, a_seats, seed, difficulty, expansions)


def run_paired(
    a: str,
    variant: str,
    b: str,
    games: int,
    seats: int,
    a_seats: int,
    seed: int = 0,
    difficulty: str = "normal",
    expansions: tuple[str, ...] = (),
    jobs: int = 1,
) -> dict[str, Any]:
    """A against B, then `variant` in A's seats on the very same deals and seatings."""
    tallies, records = [], []
    for spec in (a, variant):
        match = Match(spec, b, seats, a_seats, seed, difficulty, expansions)
        t0 = time.perf_counter()
        recs = play_all(match, games, jobs)
        tallies.append(tally(match, recs, time.perf_counter() - t0))
        records.append(recs)
    return {"a": tallies[0], "variant": tallies[1], "paired": paired(records[0], records[1])}


def read_records(path: str) -> list[dict[str, Any]]:
    """The games of a --records file, in game order."""
    with open(path, encoding="utf-8") as f:
        return sorted((json.loads(line) for line in f if line.strip()), key=lambda r: r["game"])


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
    ap.add_argument("--jobs", type=int, default=1, help="processes (games split by seed range)")
    ap.add_argument(
        "--vs",
        default=None,
        help="a variant of side A played on the same deals and seatings: paired comparison",
    )
    ap.add_argument("--timing", action="store_true", help="time side A's decisions (p50/p99)")
    ap.add_argument("--records", default="", help="append each finished game to this file")
    ap.add_argument(
        "--tally",
        default="",
        help="print the figures of a --records file (the games finished so far) and stop; "
        "with FILE,FILE2 (the same deals) also their paired comparison (FILE2 minus FILE)",
    )
    args = ap.parse_args(argv)
    modules = tuple(m for m in args.expansions.split(",") if m)
    a_seats = args.a_seats if args.a_seats is not None else args.seats // 2
    if args.tally:
        match = Match(args.a, args.b, args.seats, a_seats, args.seed, args.difficulty, modules)
        files = [read_records(name) for name in args.tally.split(",")]
        out = tally(match, files[0], 0.0)
        if len(files) == 2:  # the same game numbers in both: a paired comparison
            both = sorted(set(r["game"] for r in files[0]) & set(r["game"] for r in files[1]))
            first = {r["game"]: r for r in files[0]}
            second = {r["game"]: r for r in files[1]}
            out = {
                "first": out,
                "second": tally(match, files[1], 0.0),
                "paired": paired([first[i] for i in both], [second[i] for i in both]),
            }
        print(json.dumps(out))
        return 0
    if not 2 <= args.seats <= 5 or not 1 <= a_seats < args.seats or args.games < 1:
        print("error: need 2-5 seats, 1 <= a-seats < seats and games >= 1", file=sys.stderr)
        return 2
    if args.a == PUERTOMA:
        print("error: side A must be an agent; put the Puertomas on side B", file=sys.stderr)
        return 2
    try:
        _agent(args.a, 0)
        if args.vs:
            _agent(args.vs, 0)
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
    jobs = max(1, args.jobs)
    if args.vs:
        result = run_paired(
            args.a,
            args.vs,
            args.b,
            args.games,
            args.seats,
            a_seats,
            args.seed,
            args.difficulty,
            modules,
            jobs,
        )
    else:
        result = run_match(
            args.a,
            args.b,
            args.games,
            args.seats,
            a_seats,
            args.seed,
            difficulty=args.difficulty,
            expansions=modules,
            jobs=jobs,
            timing=args.timing,
            records=args.records,
        )
    result["expansions"] = list(modules)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
