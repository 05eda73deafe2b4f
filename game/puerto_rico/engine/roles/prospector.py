"""Prospector: no action for anyone; the prospector finds one doubloon."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.puerto_rico.engine.progress import Progress
from game.puerto_rico.engine.rules import gain_doubloons, privilege

if TYPE_CHECKING:
    from game.puerto_rico.engine.game import Game


def start(g: Game) -> None:
    g.s.ps = Progress()


def advance(g: Game) -> bool:
    if g.automated:
        g.seat_rules[g.s.chooser].role_performed(g)  # choosing it is "performing" it (§19.5)
    n = privilege(g, g.s.chooser)
    gain_doubloons(g, g.s.chooser, n)
    if g.records_events:
        g.emit("prospector_privilege", g.s.chooser, doubloons=n)
    return True
