"""What every box's headless command line shares: the one-line usage error (exit status 2), the
comma lists of its flags and the line printed per finished game."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any, NoReturn

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
