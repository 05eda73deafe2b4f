"""Tune the expert's playout role policy for tables with Puertomas; writes its weights.

    python benchmarks/fit_role_policy.py --teacher expert-puertoma --games 78 --seed 10000 \
        --out start.yaml
    python benchmarks/tune_puertoma_policy.py --start start.yaml \
        --out data/puerto_rico/role_policy_puertoma.yaml

The playout policy (game/puerto_rico/ai/playout.py) was fitted to scripted:normal's role choices
at tables of scripted seats. At a table with Puertomas only the expert's own seat uses it (the
engine plays the Puertomas), so what matters there is how well the policy itself plays against
them. This script searches its weights with the cross-entropy method: every generation draws
`--population` weight sets around the current mean (the mean itself among them), scores each by
the mean VP margin (own score minus the best Puertoma's) of a playout seat (the policy's roles,
scripted:normal's other decisions) in `--games` 3-seat games against two hard Puertomas on the
generation's deals, and moves the mean and the spread to the `--elite` best. Only the roles of a
3-seat solo table are tuned; the others keep the starting file's weights (or, missing there,
those of role_policy.yaml). The mean's margin on
held-out deals (seeds from 40 000) is printed before and after.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Mapping, Sequence
from multiprocessing import Pool
from multiprocessing.pool import Pool as WorkerPool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fit_role_policy import write

from game.puerto_rico.ai import playout
from game.puerto_rico.ai.runner import agent_seed, play_game
from game.puerto_rico.ai.scripted import ScriptedAgent
from game.puerto_rico.engine import GameConfig

# The roles of a 3-seat game (no prospector) without modules.
TUNED: tuple[str, ...] = ("builder", "captain", "craftsman", "mayor", "settler", "trader")
HELD_OUT_SEED = 40_000
D = len(playout.FEATURES)

Weights = dict[str, tuple[float, ...]]


def margins(job: tuple[Weights, Sequence[int]]) -> float:
    """Sum over the deals of the playout seat's margin to the best Puertoma (in a worker)."""
    weights, seeds = job
    playout.weights_for = lambda _g: weights  # type: ignore[assignment]
    total = 0.0
    for seed in seeds:
        config = GameConfig(seats=3, seed=seed, puertomas=2, difficulty="hard")
        seat = playout.PlayoutPolicy(ScriptedAgent("normal", agent_seed(seed, 0)))
        g = play_game(config, [seat])
        scores = [sc["total"] for sc in g.final_scores()]
        total += scores[0] - max(scores[1:])
    return total


def unpack(vector: Sequence[float], base: Mapping[str, tuple[float, ...]]) -> Weights:
    out = dict(base)
    for i, role in enumerate(TUNED):
        out[role] = tuple(vector[i * D : (i + 1) * D])
    return out


def score(
    pool: WorkerPool, vectors: Sequence[Sequence[float]], base: Weights, seeds: list[int]
) -> list[float]:
    """Mean margin of each weight vector on the same deals (two halves per vector)."""
    halves = (seeds[::2], seeds[1::2])
    jobs = [(unpack(v, base), h) for v in vectors for h in halves]
    sums = pool.map(margins, jobs)
    return [(sums[2 * i] + sums[2 * i + 1]) / len(seeds) for i in range(len(vectors))]


# The comment heading the weights file this script writes.
TITLE = (
    "# The expert's playout role policy at tables with Puertomas (game/puerto_rico/ai/",
    "# playout.py): one weight per feature per role, as in role_policy.yaml.",
)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--start", type=Path, default=None, help="weights to start from")
    ap.add_argument("--generations", type=int, default=14)
    ap.add_argument("--population", type=int, default=20)
    ap.add_argument("--elite", type=int, default=5)
    ap.add_argument("--games", type=int, default=300, help="deals per generation")
    ap.add_argument("--seed", type=int, default=30_000, help="first deal of generation 0")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", type=Path, default=None)
    args = ap.parse_args()
    t0 = time.perf_counter()
    # Roles the start file lacks (a fit to 3-seat games has no prospector) keep the weights
    # fitted to the scripted seats.
    base = dict(playout.role_weights())
    base.update(playout.role_weights(args.start))
    mean = [w for role in TUNED for w in base[role]]
    spread = [0.25 * abs(w) + 0.05 for w in mean]
    rng = random.Random(7)
    held_out = list(range(HELD_OUT_SEED, HELD_OUT_SEED + 2 * args.games))
    with Pool(args.jobs) as pool:
        before = score(pool, [mean], base, held_out)[0]
        print(f"start: margin {before:.2f} on {len(held_out)} held-out deals", flush=True)
        for gen in range(args.generations):
            first = args.seed + gen * args.games
            seeds = list(range(first, first + args.games))
            vectors = [mean] + [
                [m + s * rng.gauss(0.0, 1.0) for m, s in zip(mean, spread)]
                for _ in range(args.population - 1)
            ]
            fits = score(pool, vectors, base, seeds)
            order = sorted(range(len(vectors)), key=lambda i: -fits[i])[: args.elite]
            elite = [vectors[i] for i in order]
            mean = [sum(v[k] for v in elite) / len(elite) for k in range(len(mean))]
            spread = [
                0.9 * max(0.02, math.sqrt(sum((v[k] - mean[k]) ** 2 for v in elite) / len(elite)))
                + 0.1 * spread[k]
                for k in range(len(mean))
            ]
            print(
                f"generation {gen}: mean {fits[0]:.2f}, best {fits[order[0]]:.2f}, "
                f"elite {sum(fits[i] for i in order) / len(order):.2f}",
                flush=True,
            )
        after = score(pool, [mean], base, held_out)[0]
    print(f"end: margin {after:.2f} on the held-out deals ({time.perf_counter() - t0:.0f} s)")
    if args.out:
        start = args.start.name if args.start else playout.WEIGHTS_FILE
        note = (
            f"from {start}, {args.generations} generations of {args.population} on "
            f"{args.games} deals each; held-out margin {before:.2f} -> {after:.2f}"
        )
        write(args.out, unpack(mean, base), note, TITLE, "tune_puertoma_policy.py")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
