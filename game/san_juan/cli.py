"""San Juan's command line: `python main.py --box san_juan --headless --seats N --agents LIST
--games K --seed S [--options LIST] [--json]` plays games between computer seats.

Game i (0-based) uses seed S+i and each seat's agent a seed derived from it, so any game of a run
replays on its own. The JSON record has Puerto Rico's shape (game/cli.py game_record): seed,
seats with agent, score and breakdown, winner(s), rounds, end trigger. Without --headless the
shell opens the window instead (game/cli.py); called on its own this refuses with exit status 2.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from game.headless import (
    EXIT_USAGE,
    UsageError,
    agent_specs,
    box_parser,
    game_line,
    print_games,
    split_list,
)
from game.san_juan.ai import AGENT_SPECS, make_agent
from game.san_juan.ai.runner import agent_seed, play_game
from game.san_juan.engine import ConfigError, Game, GameConfig
from game.san_juan.engine.gamedef import FIRST_EDITION, OPTIONS

BOX = "san_juan"


def _parser() -> argparse.ArgumentParser:
    ap = box_parser(
        BOX,
        "San Juan",
        "comma list of agents in seat order (the first is the first governor), or one for "
        "every seat: " + ", ".join(AGENT_SPECS),
    )
    ap.add_argument(
        "--options",
        "--variants",
        default="",
        help="comma list of options: " + ", ".join((*OPTIONS, FIRST_EDITION)),
    )
    return ap


def game_record(game_no: int, g: Game, specs: Sequence[str]) -> dict[str, Any]:
    """A finished game as plain data (what --json prints)."""
    scores = g.final_scores()
    winners = g.winners()
    return {
        "game": game_no,
        "box": BOX,
        "seed": g.state.seed,
        "options": list(g.state.options),
        "seats": [
            {
                "name": g.state.names[i],
                "agent": specs[i],
                "score": sc["total"],
                "breakdown": {
                    "buildings": sc["buildings"],
                    "chapel": sc["chapel"],
                    "bonuses": sc["bonuses"],
                    "bonus_total": sc["bonus_total"],
                    "tiebreak": sc["tiebreak"],
                },
                "building_count": len(g.state.seat[i].city),
            }
            for i, sc in enumerate(scores)
        ],
        "winner": winners[0],
        "winners": winners,
        "rounds": g.state.round,
        "end_trigger": g.state.end_trigger,
    }


def _seat_text(s: dict[str, Any]) -> str:
    b = s["breakdown"]
    return (
        f"{s['name']}({s['agent']}): {s['score']} "
        f"[{b['buildings']}/{b['chapel']}/{b['bonus_total']}]"
    )


def format_line(record: dict[str, Any]) -> str:
    """One human-readable line per game."""
    return game_line(record, _seat_text)


def run_games(
    seats: int,
    specs: Sequence[str],
    games: int,
    seed: int,
    options: tuple[str, ...] = (),
    as_json: bool = False,
    out: TextIO | None = None,
) -> list[dict[str, Any]]:
    def play(game_no: int, game_seed: int) -> dict[str, Any]:
        # Seat 0 is the first governor and the first listed agent (C-7).
        config = GameConfig(seats=seats, seed=game_seed, options=options, first_governor=0)
        agents = [make_agent(spec, agent_seed(game_seed, s)) for s, spec in enumerate(specs)]
        return game_record(game_no, play_game(config, agents), specs)

    return print_games(games, seed, play, format_line, as_json, out or sys.stdout)


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        args = _parser().parse_args(argv)
        if args.box != BOX:
            raise UsageError(f"--box: expected {BOX}, got {args.box!r}")
        if not args.headless:
            raise UsageError("this command line plays headless games: add --headless")
        options = split_list(args.options)
        GameConfig(seats=args.seats, options=options).validate()
        if args.games < 1:
            raise UsageError(f"--games: expected at least 1, got {args.games}")
        specs = agent_specs(args.agents, args.seats, AGENT_SPECS)
    except (UsageError, ConfigError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    run_games(args.seats, specs, args.games, args.seed, options, args.json)
    return 0
