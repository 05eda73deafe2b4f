"""Fit the expert's playout role policy to the scripted seats' role choices; writes its weights.

    python benchmarks/fit_role_policy.py --games 120 --out data/puerto_rico/role_policy.yaml

Plays `--games` self-play games of `--level` scripted seats (2 to 5 seats, with and without the
expansions), records at every role decision the features of each legal role
(game/puerto_rico/ai/playout.py) and the role chosen, and fits a multinomial logit with one
weight vector per role (full-batch gradient ascent with Adam, a small L2 penalty). Prints the
fit's agreement with the scripted choices on the last fifth of the games (held out).

    python benchmarks/fit_role_policy.py --teacher expert-puertoma --games 78 --seed 10000 \
        --out start.yaml

fits instead to the expert's own role searches in 3-seat games against two hard Puertomas
(`expert:400` in seat 1, with the playout weights fitted to the scripted seats): the target of
each decision is the share of the search's visits every legal role received (not only the role
taken), and the weights written are refitted on every game once the held-out agreement is
printed. This is the starting point of
benchmarks/tune_puertoma_policy.py.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Mapping, Sequence
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.puerto_rico.ai import ExpertAgent, make_agent, playout
from game.puerto_rico.ai.playout import FEATURES, role_features
from game.puerto_rico.ai.runner import agent_seed, play_game
from game.puerto_rico.engine import Action, Game, GameConfig

# (seats, expansions) the deals cycle through.
TABLES: tuple[tuple[int, tuple[str, ...]], ...] = (
    (3, ()),
    (4, ()),
    (5, ()),
    (2, ()),
    (4, ("new_buildings",)),
    (4, ("new_buildings", "citizens")),
    (3, ("smuggler",)),
)
# roles, features, index chosen, target share of every role (1 on the chosen one for the
# scripted seats; the search's visit shares for the expert)
Sample = tuple[list[str], list[list[float]], int, list[float]]
EXPERT_TEACHER = "expert-puertoma"
EXPERT_ITERATIONS = 400


def collect(games: int, level: str, seed: int) -> list[list[Sample]]:
    """Per game, the role decisions of every seat."""
    out = []
    for i in range(games):
        seats, expansions = TABLES[i % len(TABLES)]
        config = GameConfig(seats=seats, seed=seed + i, expansions=expansions)
        agents = [make_agent(f"scripted:{level}", agent_seed(seed + i, s)) for s in range(seats)]
        g = Game.new(config).clone(events=False)
        samples: list[Sample] = []
        while not g.is_over:
            seat = g.current_seat
            assert seat is not None
            legal = g.legal_actions()
            action = agents[seat].choose(g, legal)
            if g.decision == "role" and len(legal) > 1:
                feats = role_features(g, legal)
                chosen = legal.index(action)
                target = [1.0 if j == chosen else 0.0 for j in range(len(legal))]
                samples.append(([r for r, _ in feats], [f for _, f in feats], chosen, target))
            g.apply(action)
        out.append(samples)
    return out


class _Recorder:
    """The expert in seat 1, keeping the features and the search's visits of its role choices."""

    def __init__(self, seed: int) -> None:
        self.agent = ExpertAgent(seed, iterations=EXPERT_ITERATIONS)
        self.name = self.agent.name
        self.samples: list[Sample] = []

    def choose(self, game: Game, legal: Sequence[Action]) -> Action:
        action = self.agent.choose(game, legal)
        expl = self.agent.explanation
        total = sum(expl.visits) if expl is not None else 0
        if game.decision == "role" and expl is not None and total:
            feats = role_features(game, legal)
            self.samples.append(
                (
                    [r for r, _ in feats],
                    [f for _, f in feats],
                    legal.index(action),
                    [v / total for v in expl.visits],
                )
            )
        return action


def _expert_game(seed: int) -> list[Sample]:
    # The teacher is the expert with the playout weights fitted to the scripted seats (as it
    # played before role_policy_puertoma.yaml existed), so that rerunning this gives the same.
    playout.weights_for = lambda _g: playout.role_weights()  # type: ignore[assignment]
    config = GameConfig(seats=3, seed=seed, puertomas=2, difficulty="hard")
    seat = _Recorder(agent_seed(seed, 0))
    play_game(config, [seat])
    return seat.samples


def collect_expert(games: int, seed: int, jobs: int) -> list[list[Sample]]:
    """Per game (in seed order), the expert's role searches against two hard Puertomas."""
    with Pool(jobs) as pool:
        return pool.map(_expert_game, range(seed, seed + games), chunksize=1)


def log_likelihood(
    w: dict[str, list[float]], data: list[Sample], grad: dict[str, list[float]] | None
) -> tuple[float, int]:
    """Sum of the targets' log-probabilities (log P(chosen) for a scripted seat) and the number
    of samples whose best-scored role is the chosen one; adds d/dw into `grad` when given."""
    total, hits = 0.0, 0
    for roles, feats, chosen, target in data:
        us = [sum(a * b for a, b in zip(w[r], f)) for r, f in zip(roles, feats)]
        top = max(us)
        exps = [math.exp(u - top) for u in us]
        z = sum(exps)
        log_z = math.log(z)
        total += sum(t * (u - top - log_z) for t, u in zip(target, us) if t)
        # The chosen role wins only when strictly first (the policy takes the first best).
        if max(range(len(us)), key=us.__getitem__) == chosen:
            hits += 1
        if grad is not None:
            for j, (r, f) in enumerate(zip(roles, feats)):
                coef = target[j] - exps[j] / z
                gr = grad[r]
                for k, x in enumerate(f):
                    gr[k] += coef * x
    return total, hits


def fit(train: list[Sample], epochs: int, l2: float) -> dict[str, list[float]]:
    roles = sorted({r for rs, *_ in train for r in rs})
    d = len(FEATURES)
    w = {r: [0.0] * d for r in roles}
    m = {r: [0.0] * d for r in roles}
    v = {r: [0.0] * d for r in roles}
    lr, b1, b2 = 0.05, 0.9, 0.999
    n = len(train)
    for t in range(1, epochs + 1):
        grad = {r: [0.0] * d for r in roles}
        ll, hits = log_likelihood(w, train, grad)
        for r in roles:
            for k in range(d):
                gk = grad[r][k] / n - l2 * w[r][k]
                m[r][k] = b1 * m[r][k] + (1 - b1) * gk
                v[r][k] = b2 * v[r][k] + (1 - b2) * gk * gk
                mh = m[r][k] / (1 - b1**t)
                vh = v[r][k] / (1 - b2**t)
                w[r][k] += lr * mh / (math.sqrt(vh) + 1e-8)
        if t % 50 == 0 or t == 1:
            print(f"epoch {t}: mean log-lik {ll / n:.4f}, agreement {hits / n:.3f}", flush=True)
    return w


# The comment heading a weights file of the scripted-seat fit.
FITTED_TITLE = (
    "# The expert's playout role policy (game/puerto_rico/ai/playout.py): one weight per",
    "# feature per role; a role's score is the dot product with the features.",
)


def write(
    path: Path,
    w: Mapping[str, Sequence[float]],
    note: str,
    title: Sequence[str] = FITTED_TITLE,
    script: str = "fit_role_policy.py",
) -> None:
    lines = [
        *title,
        f"# Written by benchmarks/{script}: {note}",
        "features: [" + ", ".join(FEATURES) + "]",
        "roles:",
    ]
    for role, ws in sorted(w.items()):
        lines.append(f"  {role}: [" + ", ".join(f"{x:.4f}" for x in ws) + "]")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=120)
    ap.add_argument("--level", default="normal")
    ap.add_argument("--seed", type=int, default=50_000)
    ap.add_argument("--epochs", type=int, default=300)
    ap.add_argument("--l2", type=float, default=1e-3)
    ap.add_argument("--out", type=Path, default=None)
    ap.add_argument(
        "--teacher",
        default="scripted",
        choices=("scripted", EXPERT_TEACHER),
        help="whose role choices to fit: the scripted seats', or the expert's at Puertoma tables",
    )
    ap.add_argument("--jobs", type=int, default=2, help="processes for the expert's games")
    args = ap.parse_args()
    t0 = time.perf_counter()
    expert = args.teacher == EXPERT_TEACHER
    if expert:
        games = collect_expert(args.games, args.seed, args.jobs)
    else:
        games = collect(args.games, args.level, args.seed)
    cut = max(1, len(games) * 4 // 5)
    train = [x for gm in games[:cut] for x in gm]
    test = [x for gm in games[cut:] for x in gm]
    print(f"{len(train)} training and {len(test)} held-out decisions", flush=True)
    w = fit(train, args.epochs, args.l2)
    ll, hits = log_likelihood(w, test, None)
    agree = hits / max(1, len(test))
    print(f"held out: mean log-lik {ll / max(1, len(test)):.4f}, agreement {agree:.3f}")
    if args.out and expert:
        w = fit(train + test, args.epochs, args.l2)  # every game, now that it is measured
        note = (
            f"{args.games} games of expert:{EXPERT_ITERATIONS} against two hard Puertomas "
            f"(seed {args.seed}), {len(train) + len(test)} decisions, visit shares as targets, "
            f"held-out agreement {agree:.3f}"
        )
        write(args.out, w, note)
    elif args.out:
        note = (
            f"{args.games} games of scripted:{args.level} (seed {args.seed}), {len(train)} "
            f"decisions, held-out agreement {agree:.3f}"
        )
        write(args.out, w, note)
    print(f"{time.perf_counter() - t0:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
