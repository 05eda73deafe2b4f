"""Command line: `python main.py` opens the desktop game; `--selftest` checks the screen code;
`python main.py --headless --seats N --agents LIST --games K --seed S ...` plays without a window.

Headless mode plays K games between agents and prints one line (or one JSON object) per game.
Game i (0-based) uses seed S+i, and each seat's agent a seed derived from it, so any single game
of a run can be replayed on its own with the same seed and agents. A seat given as `puertoma` is
a Puertoma (SPEC §19), played by the engine itself at the `--difficulty` level; Puertoma seats
must be the last seats.

`--headless ... --record DIR` also writes each game as a replay file into DIR;
`--verify-replay FILE` replays a replay file and exits 0 (same final scores), 1 (they differ,
with the first differing step) or 2 (the file cannot be read, with the reason).
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from game.headless import EXIT_USAGE, Parser, UsageError, game_line, split_list
from game.puerto_rico.ai import AGENT_SPECS, EXPERT_SPECS, Agent, make_agent
from game.puerto_rico.ai.runner import agent_seed, play_game
from game.puerto_rico.engine import Action, ConfigError, Game, GameConfig, view
from game.shell.boxes import DEFAULT_BOX, all_boxes

PUERTOMA = "puertoma"  # the --agents spec of a seat the engine plays itself
DIFFICULTIES = view.DIFFICULTIES  # easy, normal, hard


def _parser() -> argparse.ArgumentParser:
    ap = Parser(prog="main.py", description="Puerto Rico 1897 (Special Edition)")
    ap.add_argument(
        "--box",
        default=DEFAULT_BOX,
        help=f"the game on the shelf to open or simulate (default: {DEFAULT_BOX}; also santiago)",
    )
    ap.add_argument("--headless", action="store_true", help="play games without a window")
    ap.add_argument(
        "--selftest",
        action="store_true",
        help="play one computer game through the screen code with no window, exit 0 if it ends",
    )
    ap.add_argument("--seats", type=int, default=4, help="seats per game, 2 to 5 (default 4)")
    ap.add_argument(
        "--agents",
        default="scripted:normal",
        help="comma list of agents, one per seat, or one for every seat: random, scripted, "
        "scripted:easy, scripted:normal, scripted:hard, expert (role search, 0.9 s a role), "
        "expert:N (N search iterations a role), or puertoma for a seat the engine plays "
        "itself (Puertoma seats come last; default scripted:normal)",
    )
    ap.add_argument(
        "--difficulty",
        choices=DIFFICULTIES,
        default="normal",
        help="level of the Puertoma seats: easy, normal or hard (default normal)",
    )
    ap.add_argument("--games", type=int, default=1, help="games to play (default 1)")
    ap.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    ap.add_argument("--expansions", default="", help="comma list of expansion modules")
    ap.add_argument("--variants", default="", help="comma list of rule variants")
    ap.add_argument("--json", action="store_true", help="print one JSON object per game")
    ap.add_argument(
        "--record",
        metavar="DIR",
        help="with --headless: write one replay file per game into DIR",
    )
    ap.add_argument(
        "--verify-replay",
        metavar="FILE",
        help="replay FILE headless: exit 0 when its recorded final scores are reproduced, 1 "
        "when they differ (the first differing step is printed), 2 when it cannot be read",
    )
    return ap


def agent_specs(text: str, seats: int) -> list[str]:
    """One agent spec per seat from a comma list (a single spec is used for every seat)."""
    specs = list(split_list(text))
    if len(specs) == 1:
        specs *= seats
    if len(specs) != seats:
        raise UsageError(f"--agents: expected 1 or {seats} agent specs, got {len(specs)}")
    for spec in specs:
        if spec == PUERTOMA:
            continue
        try:
            make_agent(spec, 0)
        except ValueError:
            known = ", ".join((*AGENT_SPECS, *EXPERT_SPECS, PUERTOMA))
            raise UsageError(
                f"--agents: unknown agent {spec!r}; expected one of: {known}"
            ) from None
    kinds = [spec == PUERTOMA for spec in specs]
    if PUERTOMA in specs and not all(kinds[kinds.index(True) :]):
        first = kinds.index(True)
        human = kinds.index(False, first)
        raise UsageError(
            f"--agents: Puertoma seats must be the last seats (seat {first + 1} is a Puertoma, "
            f"seat {human + 1} after it is not)"
        )
    return specs


def puertoma_count(specs: Sequence[str]) -> int:
    """How many seats are Puertomas (always the last ones)."""
    return sum(1 for spec in specs if spec == PUERTOMA)


def game_record(game_no: int, g: Game, specs: Sequence[str]) -> dict[str, Any]:
    """The result of a finished game as plain data (what --json prints)."""
    scores = g.final_scores()
    winners = g.winners()
    puertomas = [i for i in range(len(scores)) if g.is_puertoma(i)]
    smuggling = view.smuggling(g) if "smuggler" in g.state.expansions else None
    record = {
        "game": game_no,
        "seed": g.state.seed,
        "difficulty": view.puertoma_difficulty(g) if puertomas else None,
        "expansions": list(g.state.expansions),
        "variants": list(g.state.variants),
        # The buildings chosen in the draft (SPEC §12.1), in pick order, with who chose them.
        "drafted": [{"seat": seat, "building": bid} for seat, bid in view.draft_picks(g)],
        "seats": [
            {
                "name": g.names[i],
                "kind": "puertoma" if i in puertomas else "agent",
                "agent": PUERTOMA if i in puertomas else specs[i],
                "score": sc["total"],
                "breakdown": {
                    "vp_chips": sc["vp_chips"],
                    "buildings": sc["buildings"],
                    "bonuses": sc["bonuses"],
                    "bonus_total": sc["bonus_total"],
                    "tiebreak": sc["tiebreak"],
                },
            }
            for i, sc in enumerate(scores)
        ],
        "winner": winners[0],
        "winners": winners,
        "rounds": g.state.round,
        "end_trigger": g.state.end_trigger,
    }
    if smuggling is not None:
        # Expansion III: per seat, times it took the smuggler and each action (SPEC §14).
        for seat, row in zip(record["seats"], smuggling):
            seat["smuggler"] = row
    if {"festival", "activities"} & set(g.state.expansions):
        # Expansions IV/V: the objectives and activity cards, who achieved each (SPEC §15-16).
        fest = view.festival(g)
        record["festival"] = fest
        for i, seat in enumerate(record["seats"]):
            seat["festival_tasks"] = [
                t["id"] for t in (*fest["objectives"], *fest["activities"]) if t["by"] == i
            ]
    if view.has_achievements(g):
        # Expansion VI: per seat, its cards (completed or not) and the VP they scored
        # (SPEC §17; with Puertomas the Puertomas score the humans' uncompleted cards).
        for seat, sc, cards in zip(record["seats"], scores, view.achievements_record(g)):
            seat["achievements"] = cards
            seat["breakdown"]["achievements"] = sc["bonuses"].get("achievements", 0)
    return record


def _seat_label(seat: dict[str, Any], difficulty: str | None) -> str:
    """`scripted:hard`, `random`, or `puertoma:LEVEL` for a Puertoma seat."""
    if seat.get("kind") == "puertoma":
        return f"{PUERTOMA}:{difficulty}"
    return str(seat["agent"])


def format_line(record: dict[str, Any]) -> str:
    """One human-readable line per game."""

    def seat_text(s: dict[str, Any]) -> str:
        b = s["breakdown"]
        return (
            f"{s['name']}({_seat_label(s, record.get('difficulty'))}): {s['score']} "
            f"[{b['vp_chips']}/{b['buildings']}/{b['bonus_total']}]"
        )

    return game_line(record, seat_text)


def run_games(
    seats: int,
    specs: Sequence[str],
    games: int,
    seed: int,
    expansions: tuple[str, ...] = (),
    variants: tuple[str, ...] = (),
    as_json: bool = False,
    out: TextIO | None = None,
    difficulty: str = "normal",
    record_dir: Path | None = None,
) -> list[dict[str, Any]]:
    """Play `games` games (game i with seed `seed + i`), printing a line for each.

    Seats whose spec is `puertoma` are Puertomas at `difficulty`, played by the engine. With
    `record_dir`, each game is also written there as a replay file."""
    out = out or sys.stdout
    records = []
    for i in range(games):
        game_seed = seed + i
        config = GameConfig(
            seats=seats,
            seed=game_seed,
            expansions=expansions,
            variants=variants,
            puertomas=puertoma_count(specs),
            difficulty=difficulty,
        )
        agents: list[Agent] = [
            make_agent(spec, agent_seed(game_seed, s))
            for s, spec in enumerate(specs)
            if spec != PUERTOMA
        ]
        actions: list[Action] = []
        g = play_game(config, agents, actions)
        if record_dir is not None:
            _write_replay(record_dir, g, actions, specs)
        record = game_record(i + 1, g, specs)
        records.append(record)
        print(json.dumps(record) if as_json else format_line(record), file=out, flush=True)
    return records


def _write_replay(folder: Path, g: Game, actions: list[Action], specs: Sequence[str]) -> Path:
    from game.puerto_rico.replays import record, seat_of_spec
    from game.shell.replays import write_replay

    seats = [
        seat_of_spec(g.names[i], PUERTOMA if g.is_puertoma(i) else specs[i])
        for i in range(g.state.seats)
    ]
    return write_replay(record(g, actions, seats), folder, keep=None)


def verify_replay(path: str, out: TextIO | None = None) -> int:
    """`--verify-replay FILE`: replay it headless and print what was found; the exit status."""
    from game.puerto_rico.replays import EXIT_UNREADABLE, verify
    from game.shell.replays import ReplayError, load_replay

    out = out or sys.stdout
    try:
        replay = load_replay(path)
    except ReplayError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_UNREADABLE
    verdict = verify(replay)
    for line in verdict.lines:
        print(line, file=out if verdict.status != EXIT_UNREADABLE else sys.stderr)
    return verdict.status


def split_box(argv: Sequence[str]) -> tuple[str, list[str]]:
    """The --box value of a command line (the default box when absent) and the other options."""
    argv = list(argv)
    for i, arg in enumerate(argv):
        if arg == "--box" and i + 1 < len(argv):
            return argv[i + 1], argv[:i] + argv[i + 2 :]
        if arg.startswith("--box="):
            return arg.split("=", 1)[1], argv[:i] + argv[i + 1 :]
    return DEFAULT_BOX, argv


def main(argv: Sequence[str] | None = None) -> int:
    from game.boxes import CLI_MODULES

    argv = list(sys.argv[1:] if argv is None else argv)
    box, _ = split_box(argv)
    on_shelf = box in {b.id for b in all_boxes()}
    if box in CLI_MODULES and ("--headless" in argv or not on_shelf):
        # Another box's command line (its headless runs; everything, for a box not yet on the
        # shelf): it parses the same argv (including --box) itself.
        return int(importlib.import_module(CLI_MODULES[box]).main(argv))
    try:
        args = _parser().parse_args(argv)
        boxes = [b.id for b in all_boxes()]
        if args.box not in boxes:
            raise UsageError(f"--box: expected one of {', '.join(boxes)}, got {args.box!r}")
        if args.verify_replay:
            return verify_replay(args.verify_replay)
        if args.record and not args.headless:
            raise UsageError(
                "--record: only with --headless (games on the screen are kept as "
                "replays in the data folder)"
            )
        if args.selftest:
            from game.puerto_rico.scenes.selftest import run_selftest

            return run_selftest()
        if not args.headless:
            from game.shell.app import main as open_desktop

            return open_desktop(box=args.box)
        expansions = split_list(args.expansions)
        variants = split_list(args.variants)
        GameConfig(seats=args.seats, expansions=expansions, variants=variants).validate()
        if args.games < 1:
            raise UsageError(f"--games: expected at least 1, got {args.games}")
        specs = agent_specs(args.agents, args.seats)
        GameConfig(
            seats=args.seats,
            expansions=expansions,
            variants=variants,
            puertomas=puertoma_count(specs),
            difficulty=args.difficulty,
        ).validate()
    except (UsageError, ConfigError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    run_games(
        args.seats,
        specs,
        args.games,
        args.seed,
        expansions,
        variants,
        args.json,
        difficulty=args.difficulty,
        record_dir=Path(args.record) if args.record else None,
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
