"""Santiago de Cuba's command line (game/boxes.py CLI_MODULES):

    python main.py --box santiago --headless --seats 4 \
        --agents scripted:hard,random,random,random --games 10 --seed 1 [--json]

Plays K games between agents and prints one line (or one JSON object) per game. Game i (0-based)
uses seed S+i and each seat's agent a seed derived from it, so a game replays on its own. Agents
are listed in seat order, the first being the first player (SPEC §14 C-3). Without --headless
the shell opens the window instead (game/cli.py); called on its own this refuses.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from game.headless import EXIT_USAGE, UsageError, agent_specs, box_parser, game_line, print_games
from game.santiago.ai import AGENT_SPECS, make_agent
from game.santiago.ai.runner import agent_seed, play_game
from game.santiago.engine import ConfigError, Game, GameConfig

BOX = "santiago"


def _parser() -> argparse.ArgumentParser:
    return box_parser(
        BOX,
        "Santiago de Cuba",
        "comma list of agents in seat order, or one for every seat: " + ", ".join(AGENT_SPECS),
    )


def game_record(game_no: int, g: Game, specs: Sequence[str]) -> dict[str, Any]:
    """A finished game as plain data (what --json prints); VP by source per SPEC §14 C-2."""
    scores = g.final_scores()
    winners = g.winners()
    return {
        "game": game_no,
        "box": BOX,
        "seed": g.state.seed,
        "seats": [
            {
                "name": g.names[i],
                "kind": "agent",
                "agent": specs[i],
                "score": sc["total"],
                "breakdown": {
                    **sc["by_source"],
                    "tiebreak": {"leftover_goods": sc["leftover_goods"], "pesos": sc["pesos"]},
                },
                "rank": rank,
            }
            for i, (sc, rank) in enumerate(zip(scores, g.ranking(), strict=True))
        ],
        "winner": winners[0],
        "winners": winners,
        "rounds": g.rounds,
        "turns": g.state.turn,
        "ships_departed": g.state.ships_departed,
        "end_trigger": g.state.end_trigger,
    }


def _seat_text(s: dict[str, Any]) -> str:
    b = s["breakdown"]
    return (
        f"{s['name']}({s['agent']}): {s['score']} "
        f"[deliveries {b['deliveries']}, buildings {b['buildings']}, owner {b['owner']}]"
    )


def format_line(record: dict[str, Any]) -> str:
    """One human-readable line per game."""
    return game_line(record, _seat_text)


def run_games(
    seats: int,
    specs: Sequence[str],
    games: int,
    seed: int,
    as_json: bool = False,
    out: TextIO | None = None,
) -> list[dict[str, Any]]:
    def play(game_no: int, game_seed: int) -> dict[str, Any]:
        agents = [make_agent(spec, agent_seed(game_seed, s)) for s, spec in enumerate(specs)]
        return game_record(
            game_no, play_game(GameConfig(seats=seats, seed=game_seed), agents), specs
        )

    return print_games(games, seed, play, format_line, as_json, out or sys.stdout)


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        args = _parser().parse_args(argv)
        if args.box != BOX:
            raise UsageError(f"--box: expected {BOX}, got {args.box!r}")
        if not args.headless:
            raise UsageError("this command line plays headless games: add --headless")
        GameConfig(seats=args.seats).validate()
        if args.games < 1:
            raise UsageError(f"--games: expected at least 1, got {args.games}")
        specs = agent_specs(args.agents, args.seats, AGENT_SPECS)
    except (UsageError, ConfigError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    run_games(args.seats, specs, args.games, args.seed, args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
