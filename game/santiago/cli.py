"""Santiago de Cuba's command line (game/boxes.py CLI_MODULES):

    python main.py --box santiago --headless --seats 4 \
        --agents scripted:hard,random,random,random --games 10 --seed 1 [--json]

Plays K games between agents and prints one line (or one JSON object) per game. Game i (0-based)
uses seed S+i and each seat's agent a seed derived from it, so a game replays on its own. Agents
are listed in seat order, the first being the first player (SPEC §14 C-3). The box has no
screens yet: without --headless the command refuses.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from game.headless import EXIT_USAGE, Parser, UsageError, game_line
from game.santiago.ai import AGENT_SPECS, make_agent
from game.santiago.ai.runner import agent_seed, play_game
from game.santiago.engine import ConfigError, Game, GameConfig

BOX = "santiago"


def _parser() -> argparse.ArgumentParser:
    ap = Parser(prog="main.py --box santiago", description="Santiago de Cuba, headless")
    ap.add_argument("--box", default=BOX)
    ap.add_argument("--headless", action="store_true", help="play games without a window")
    ap.add_argument("--seats", type=int, default=4, help="seats per game, 2 to 4 (default 4)")
    ap.add_argument(
        "--agents",
        default="scripted:normal",
        help="comma list of agents in seat order, or one for every seat: " + ", ".join(AGENT_SPECS),
    )
    ap.add_argument("--games", type=int, default=1, help="games to play (default 1)")
    ap.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    ap.add_argument("--json", action="store_true", help="print one JSON object per game")
    return ap


def agent_specs(text: str, seats: int) -> list[str]:
    specs = [part.strip() for part in text.split(",") if part.strip()]
    if len(specs) == 1:
        specs *= seats
    if len(specs) != seats:
        raise UsageError(f"--agents: expected 1 or {seats} agent specs, got {len(specs)}")
    for spec in specs:
        if spec not in AGENT_SPECS:
            raise UsageError(
                f"--agents: unknown agent {spec!r}; expected one of: {', '.join(AGENT_SPECS)}"
            )
    return specs


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
    out = out or sys.stdout
    records = []
    for i in range(games):
        game_seed = seed + i
        agents = [make_agent(spec, agent_seed(game_seed, s)) for s, spec in enumerate(specs)]
        g = play_game(GameConfig(seats=seats, seed=game_seed), agents)
        record = game_record(i + 1, g, specs)
        records.append(record)
        print(json.dumps(record) if as_json else format_line(record), file=out, flush=True)
    return records


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
        specs = agent_specs(args.agents, args.seats)
    except (UsageError, ConfigError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    run_games(args.seats, specs, args.games, args.seed, args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
