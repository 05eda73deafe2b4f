"""Shared helpers for the rules tests: play decisions and check the invariants after each one."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from game.puerto_rico.engine import invariants
from game.puerto_rico.engine.actions import Action
from game.puerto_rico.engine.events import Event
from game.puerto_rico.engine.game import Game

Play = Callable[..., list[Event]]


def _play(g: Game, *actions: Action | tuple[Any, ...]) -> list[Event]:
    """Apply the actions in order (Action or (seat, kind[, value]) tuples); return all events.

    The conservation invariants are checked after every decision.
    """
    events: list[Event] = []
    invariants.check(g)
    for a in actions:
        action = a if isinstance(a, Action) else Action(*a)
        events.extend(g.apply(action))
        invariants.check(g)
    return events


def _pass_all(g: Game, until: Callable[[Game], bool] | None = None) -> list[Event]:
    """Answer 'pass' to every pending non-role decision (until `until(g)` is true)."""
    events: list[Event] = []
    while not g.is_over and g.decision not in (None, "role"):
        if until is not None and until(g):
            break
        events.extend(_play(g, Action(g.current_seat, "pass")))  # type: ignore[arg-type]
    return events


@pytest.fixture
def play() -> Play:
    """`play(g, *actions)`: apply decisions, checking invariants after each; return events."""
    return _play


@pytest.fixture
def pass_all() -> Callable[..., list[Event]]:
    """`pass_all(g)`: pass every optional decision until a role must be chosen."""
    return _pass_all
