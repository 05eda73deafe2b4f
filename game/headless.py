"""What every box's headless command line shares: the one-line usage error (exit status 2), the
comma lists of its flags and the line printed per finished game."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Sequence
from typing import Any, NoReturn, TextIO

EXIT_USAGE = 2


class UsageError(Exception):
    """A bad command line: reported on one line, exit status 2."""


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are UsageErrors (the caller prints them on one line)."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def split_list(text: str) -> tuple[str, ...]:
    """The items of a comma list, spaces and empty items dropped."""
    return tuple(part.strip() for part in text.split(",") if part.strip())


def game_line(record: dict[str, Any], seat_text: Callable[[dict[str, Any]], str]) -> str:
    """One human-readable line for a finished game's record; `seat_text` words one seat."""
    seats = record["seats"]
    names = ", ".join(seats[w]["name"] for w in record["winners"])
    label = "winners" if len(record["winners"]) > 1 else "winner"
    return (
        f"game {record['game']} seed {record['seed']}: "
        + "; ".join(seat_text(s) for s in seats)
        + f" | {label}: {names} | rounds {record['rounds']} | end: {record['end_trigger']}"
    )


def box_parser(box: str, title: str, agent_help: str) -> Parser:
    """The flags every card/board box's headless command line has; the box adds its own."""
    ap = Parser(prog=f"main.py --box {box}", description=f"{title}, headless")
    ap.add_argument("--box", default=box)
    ap.add_argument("--headless", action="store_true", help="play games without a window")
    ap.add_argument("--seats", type=int, default=4, help="seats per game, 2 to 4 (default 4)")
    ap.add_argument("--agents", default="scripted:normal", help=agent_help)
    ap.add_argument("--games", type=int, default=1, help="games to play (default 1)")
    ap.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    ap.add_argument("--json", action="store_true", help="print one JSON object per game")
    return ap


def agent_specs(text: str, seats: int, known: Sequence[str]) -> list[str]:
    """`--agents`: one spec for every seat, or one per seat, each a known one."""
    specs = list(split_list(text))
    if len(specs) == 1:
        specs *= seats
    if len(specs) != seats:
        raise UsageError(f"--agents: expected 1 or {seats} agent specs, got {len(specs)}")
    for spec in specs:
        if spec not in known:
            raise UsageError(
                f"--agents: unknown agent {spec!r}; expected one of: {', '.join(known)}"
            )
    return specs


def print_games(
    games: int,
    seed: int,
    play: Callable[[int, int], dict[str, Any]],
    line: Callable[[dict[str, Any]], str],
    as_json: bool,
    out: TextIO,
) -> list[dict[str, Any]]:
    """Play game i with seed `seed + i` (`play(game_no, seed)` gives its record), printing each
    record as it finishes: one JSON object or one line."""
    records = []
    for i in range(games):
        record = play(i + 1, seed + i)
        records.append(record)
        print(json.dumps(record) if as_json else line(record), file=out, flush=True)
    return records
