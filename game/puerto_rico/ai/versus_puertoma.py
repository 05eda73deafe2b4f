"""The expert's non-role decisions at a table with Puertomas (SPEC §19).

The expert leaves its non-role decisions to the scripted:hard heuristics, whose weights were tuned
against other scripted seats; the Puertomas score differently (6 VP a large building, their
plantation pairs, half their doubloons and crates, §19.15) and end the game on their own clock.
Here a decision the heuristics may get wrong against them (which building to build, which
plantation to take, what to sell) is tried out instead: the heuristics' few best candidates are
each played to the game's end on the same few copies of the position as this seat may know it
(`Game.seat_copy`, so the plantation bag and the Puertomas' unseen cards are drawn afresh and
never the real ones), every seat's further choices made by the expert's playout policy (its
fitted role policy and scripted:normal sub-decisions) and the Puertomas by the engine. A
candidate is worth its mean chance to win as the final scores say (a softmax over the final
totals, smoother than the bare winner); the heuristics' choice stays unless another candidate
beats it by a margin (the search is noisy, and a noisy search of builds loses strength).
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Callable, Sequence

from game.puerto_rico.ai import achievements as cards
from game.puerto_rico.ai.endgame import EndgameSearch
from game.puerto_rico.ai.evaluation import Model
from game.puerto_rico.ai.playout import PlayoutPolicy
from game.puerto_rico.ai.scripted import SIDE_KINDS, TASK_DECISIONS, ScriptedAgent
from game.puerto_rico.engine import Action, Game, view

# The decisions tried out, and for each how many of the heuristics' best candidates.
SEARCHED_DECISIONS: dict[str, int] = {}
# The decisions searched exactly to the end of their phase (endgame.EndgameSearch: the
# Puertomas' moves are the engine's and deterministic, so the phase is a small exact tree).
PHASE_DECISIONS: frozenset[str] = frozenset({"load", "storage"})
# VP added to a large building's heuristic value at a Puertoma table (0: none).
LARGE_BONUS = 0.0
# Copies of the position (determinizations) every candidate is played on.
COPIES = 24
# Temperature (VP) of the softmax over the final totals that values a finished playout.
END_T = 3.0
# A candidate replaces the heuristics' choice only if its mean value is this much higher.
MARGIN = 0.02
# A playout stops this many rounds past the decision (a stalled game) and is scored by the
# expert's leaf there.
MAX_ROUNDS = 14
_MASK = (1 << 48) - 1


def outcome(g: Game, me: int, leaf: Callable[[Game], list[float]]) -> float:
    """The seat's chance to win as a playout's end position says: a softmax over the final
    totals when the game is over (ties share), else the expert's leaf estimate."""
    if not g.is_over:
        return leaf(g)[me]
    totals = [float(sc["total"]) for sc in g.final_scores()]
    if END_T <= 0:  # the margin to the best other seat, in VP
        return totals[me] - max(t for i, t in enumerate(totals) if i != me)
    top = max(totals)
    es = [math.exp((t - top) / END_T) for t in totals]
    return es[me] / sum(es)


class VersusPuertomas:
    """Tries out the expert's builds (and other listed decisions) at a Puertoma table."""

    def __init__(
        self,
        helper: ScriptedAgent,
        playout: PlayoutPolicy,
        leaf: Callable[[Game], list[float]],
        seed: int,
        decisions: dict[str, int] | None = None,
        copies: int = COPIES,
        margin: float = MARGIN,
    ) -> None:
        self.helper = helper
        self.playout = playout
        self.leaf = leaf
        self.seed = seed
        self.decisions = SEARCHED_DECISIONS if decisions is None else decisions
        self.copies = copies
        self.margin = margin
        self.phase_decisions = PHASE_DECISIONS
        tune = os.environ.get("PMB_TUNE")  # experiments only
        if tune:
            t = json.loads(tune)
            self.decisions = t.get("decisions", self.decisions)
            self.copies = t.get("copies", self.copies)
            self.margin = t.get("margin", self.margin)
            self.phase_decisions = frozenset(t.get("phase", self.phase_decisions))
            global LARGE_BONUS
            LARGE_BONUS = t.get("large_bonus", LARGE_BONUS)
            global END_T, MAX_ROUNDS
            END_T = t.get("end_t", END_T)
            MAX_ROUNDS = t.get("max_rounds", MAX_ROUNDS)
        self.values: dict[Action, float] = {}  # the last search's mean value per candidate

    def choose(self, game: Game, legal: Sequence[Action]) -> Action:
        self.values = {}
        if game.decision in self.phase_decisions and len(legal) > 1:
            search = EndgameSearch(self.helper.choose, self.leaf)
            seed = (self.seed * 0x2545F491 + game.state.actions_taken * 0x9E37 + 3) & _MASK
            found = search.solve(game, legal, seed)
            if found is not None:
                return found.action
        width = self.decisions.get(game.decision or "")
        side = any(a.kind in SIDE_KINDS for a in legal)
        if game.decision == "build" and LARGE_BONUS and not side and len(legal) > 1:
            scores = self.scores(game, legal)
            bdefs = game.bdefs
            for i, a in enumerate(legal):
                bid = a.value[0] if isinstance(a.value, tuple) else a.value
                if a.kind == "build" and bdefs[str(bid)].size == "large":
                    scores[i] += LARGE_BONUS
            default = legal[max(range(len(legal)), key=scores.__getitem__)]
        else:
            default = self.helper.choose(game, legal)
        if width is None or len(legal) < 2 or side:
            return default
        candidates = self.candidates(game, legal, default, width)
        if len(candidates) < 2:
            return default
        me = legal[0].seat
        base = (self.seed * 0x2545F491 + game.state.actions_taken * 0x9E37 + 5) & _MASK
        sums = dict.fromkeys(candidates, 0.0)
        for k in range(self.copies):
            seed = (base + k * 0x10001) & _MASK
            for a in candidates:
                g = game.seat_copy(me, seed)
                g.apply(a)
                self._play_out(g)
                sums[a] += outcome(g, me, self.leaf)
        self.values = {a: v / self.copies for a, v in sums.items()}
        best = max(candidates, key=lambda a: self.values[a])
        if self.values[best] > self.values[default] + self.margin:
            return best
        return default

    def scores(self, game: Game, legal: Sequence[Action]) -> list[float]:
        """The helper's own scores of the actions (what its `choose` maximises)."""
        helper = self.helper
        m = Model(game, helper.tuning)
        scores = helper._handlers[game.decision or ""](game, legal, m)
        if helper.tuning.festival and game.decision in TASK_DECISIONS and view.festival_open(game):
            extra = helper._task_values(game, legal, m)
            scores = [v + t for v, t in zip(scores, extra)]
        if helper.tuning.achievements:
            pull = cards.pull(game, legal, helper.tuning.achievement_pull, m.R)
            if pull is not None:
                scores = [v + e for v, e in zip(scores, pull)]
        return list(scores)

    def candidates(
        self, game: Game, legal: Sequence[Action], default: Action, width: int
    ) -> list[Action]:
        """The heuristics' choice and its runners-up by the heuristics' own scores."""
        scores = self.scores(game, legal)
        order = sorted(range(len(legal)), key=lambda i: -scores[i])
        out = [default]
        for i in order:
            if len(out) >= width:
                break
            if legal[i] != default:
                out.append(legal[i])
        return out

    def _play_out(self, g: Game) -> None:
        stop = g.state.round + MAX_ROUNDS
        policy = self.playout
        while not g.is_over and g.state.round < stop:
            legal = g.legal_actions()
            g.apply(policy.choose(g, legal) if len(legal) > 1 else legal[0])
