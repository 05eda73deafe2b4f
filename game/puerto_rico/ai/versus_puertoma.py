"""The expert's non-role decisions at a table with Puertomas (SPEC §19).

The expert leaves its non-role decisions to the scripted:hard heuristics, which were tuned
against other scripted seats. A Puertoma loads by a fixed rule (§19.7: the good it can load most
of, on the fullest ship that takes it) and keeps only one crate (its best good) after the
captain phase, so which ship the expert fills first decides how much a Puertoma ships and how
much it throws away. The heuristics load "most crates first" and never look at that.

At a table with Puertomas the expert's loads and storage choices are therefore searched to the
end of the phase with the exact search of endgame.py (`EndgameSearch`): every choice of this
seat tried in turn, the Puertomas played by the engine (their loads follow fixed rules), on one
`Game.seat_copy` (what the seat cannot see drawn afresh from its seed, never the real hidden
state), the position at the phase's end scored by the expert's leaf (`expert.leaf_values`:
every seat's VP so far, a Puertoma's by its own scoring, §19.15). A tree past the search's node
cap falls back to the heuristics.

Measured against two hard Puertomas (`expert:400`, seeds 0-99, paired with the code before on
the same deals): 40 wins of 100 against 32 (+8 points, 95% interval +1.4 to +14.6; 10 games won
only with it, 2 only without), the mean margin to the best Puertoma -12.2 -> -10.6 VP; a load
costs 0.4 ms (p99 9 ms). Tried on the same deals and dropped: builds tried out by playouts to
the game's end (29 of 100), builds, sales or plantation picks searched to their phase's end like
the loads (worse or no better than loads alone), a bonus for large buildings (no change).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.puerto_rico.ai.endgame import EndgameResult
from game.puerto_rico.ai.scripted import ScriptedAgent
from game.puerto_rico.engine import Action, Game

# The decisions searched to the end of their phase; every other one is the heuristics'.
PHASE_DECISIONS: frozenset[str] = frozenset({"load", "storage"})


class VersusPuertomas:
    """The expert's non-role decisions at a Puertoma table: the listed ones searched to the
    end of their phase by `solve` (the expert's exact search; None: tree too large), the others
    the helper's."""

    def __init__(
        self,
        helper: ScriptedAgent,
        solve: Callable[[Game, Sequence[Action]], EndgameResult | None],
        decisions: frozenset[str] = PHASE_DECISIONS,
    ) -> None:
        self.helper = helper
        self.solve = solve
        self.decisions = decisions
        self.result: EndgameResult | None = None  # the last search's answer, if any

    def choose(self, game: Game, legal: Sequence[Action]) -> Action:
        self.result = None
        if game.decision in self.decisions and len(legal) > 1:
            self.result = self.solve(game, legal)
            if self.result is not None:
                return self.result.action
        return self.helper.choose(game, legal)
