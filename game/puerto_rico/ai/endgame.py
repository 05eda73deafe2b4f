"""The expert's exact endgame search of build and captain choices.

Once the game's end is in sight inside the current phase (a city completed or the worker supply
empty: the game ends with this phase; the VP chips gone during a captain phase; with the
round-end variants, an end already triggered), the few decisions still to come in the phase
decide the game and are worth searching exactly rather than sampling: every seat's build, load
and storage choices are tried in turn (max^n: each seat takes the branch best for itself), the
other decisions by the scripted seat, the Puertomas by the engine. A branch that ends the game
is scored exactly (a share of the victory, then the VP margin as a tie-breaker); one that ends
the phase without ending the game falls back to the search's leaf estimate.

The search runs on one `Game.seat_copy` (the hidden draws from the seat's seed: the same seed,
the same answer) and gives up beyond a node cap (or a deadline, with the time budget), first
trying again with only the deciding seat's own choices branched (the others scripted), then
leaving the decision to the caller.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.puerto_rico.engine import Action, Game, view

# The decisions the search branches on (engine decision kinds).
SEARCHED = frozenset({"build", "load", "storage"})
# Positions the search may make before it gives up (each a clone and an action: about 30 µs at
# four seats without modules, up to 0.6 ms with every module in play).
NODE_CAP = 600
# The VP margin only breaks ties between branches with the same share of the victory.
MARGIN_WEIGHT = 1e-4


class _TooBig(Exception):
    """The tree is larger than the cap."""


@dataclass(frozen=True)
class EndgameResult:
    """The exact search's answer: the action, and per legal action the deciding seat's value
    (its share of the victory, the margin's tie-breaker included) in `legal` order."""

    action: Action
    values: tuple[float, ...]
    nodes: int
    exhaustive: bool  # every seat's choices branched (else only the deciding seat's)


def end_in_sight(g: Game) -> bool:
    """Whether the game may end with the phase being played (see the module's text)."""
    s = g.state
    if s.over or s.phase is None:
        return False
    if s.t1 or s.t2 or s.end_trigger:
        return True
    if s.vp_exhausted and s.phase == "captain":
        return True
    if s.phase == "builder":
        # A seat still to build may complete its city (a large building takes two spaces).
        return any(view.free_city_spaces(g, seat) <= 2 for seat in range(s.seats))
    return False


def terminal_values(g: Game) -> list[float]:
    """Every seat's share of the victory, plus a tiny tie-breaker for its VP margin."""
    winners = g.winners()
    totals = [sc["total"] for sc in g.final_scores()]
    out = []
    for i, total in enumerate(totals):
        share = 1.0 / len(winners) if i in winners else 0.0
        best_other = max((t for j, t in enumerate(totals) if j != i), default=0)
        out.append(share + MARGIN_WEIGHT * (total - best_other))
    return out


class EndgameSearch:
    """Max^n over the rest of the phase. `other` decides what is not searched; `leaf` scores a
    position where the phase has ended and the game goes on."""

    def __init__(
        self,
        other: Callable[[Game, Sequence[Action]], Action],
        leaf: Callable[[Game], list[float]],
        node_cap: int = NODE_CAP,
        seconds: float | None = None,
    ) -> None:
        self.other = other
        self.leaf = leaf
        self.node_cap = node_cap
        self.seconds = seconds  # a wall-clock limit for both tries (None: the cap alone)
        self.deadline = math.inf
        self.nodes = 0

    def solve(self, game: Game, legal: Sequence[Action], seed: int) -> EndgameResult | None:
        """The best of `legal` for the seat to act, or None when the tree is too large."""
        me = legal[0].seat
        if self.seconds is not None:
            self.deadline = time.perf_counter() + self.seconds
        for exhaustive in (True, False):
            self.nodes = 0
            root = game.seat_copy(me, seed)
            try:
                values = [
                    self._value(self._child(root, a), me, exhaustive, self._stamp(root))[me]
                    for a in legal
                ]
            except _TooBig:
                continue
            best = max(range(len(legal)), key=values.__getitem__)  # first best on ties
            return EndgameResult(legal[best], tuple(values), self.nodes, exhaustive)
        return None

    @staticmethod
    def _stamp(g: Game) -> tuple[int, str | None]:
        s = g.state
        return s.pick_index, s.phase

    def _child(self, g: Game, action: Action) -> Game:
        """A copy of `g` with `action` played: the search's unit of cost, counted."""
        self.nodes += 1
        if self.nodes > self.node_cap or (
            self.nodes % 32 == 0 and time.perf_counter() > self.deadline
        ):
            raise _TooBig
        c = g.clone(events=False)
        c.apply(action)
        return c

    def _value(
        self, g: Game, me: int, exhaustive: bool, stamp: tuple[int, str | None]
    ) -> list[float]:
        """The value vector of a position this search owns (it may play on it)."""
        while True:
            if g.is_over:
                return terminal_values(g)
            if self._stamp(g) != stamp or g.decision == "role":
                return self.leaf(g)  # the phase is over and the game goes on
            legal = g.legal_actions()
            seat = legal[0].seat
            branch = g.decision in SEARCHED and (exhaustive or seat == me)
            if len(legal) == 1 or not branch:
                g.apply(legal[0] if len(legal) == 1 else self.other(g, legal))
                continue
            best: list[float] | None = None
            for a in legal:
                v = self._value(self._child(g, a), me, exhaustive, stamp)
                if best is None or v[seat] > best[seat]:
                    best = v
            assert best is not None
            return best
