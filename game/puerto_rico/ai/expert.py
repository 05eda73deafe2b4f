"""The expert seat: an information-set search over every seat's role choices.

Roles are where Puerto Rico is won, so the expert searches them and leaves every other decision
to the scripted:hard heuristics. Each iteration of the search:

1. draws a fresh copy of the position as this seat may know it (`Game.seat_copy`: the plantation
   bag, the unseen Puertoma cards and face-down tiles drawn again), so no iteration ever sees the
   real hidden state and the tree averages over what the hidden part could be;
2. walks a tree whose nodes are role decisions (of any seat; the Puertomas' are the engine's),
   choosing at each node with PUCT for the seat deciding there: its own estimated win chance
   plus a bonus led by a prior (at the root the scripted role scores, deeper the fast playout
   policy's; at a table with Puertomas the playout policy's at the root too), and adds one new
   node;
3. plays on with the fast playout policy (game/puerto_rico/ai/playout.py) and scripted non-role
   decisions up to the horizon: the start of the round after next, or the game's end when few
   rounds remain;
4. scores the leaf for every seat at once: a finished game shares 1 among its winners, else a
   softmax over the seats' estimated final VP (`evaluation.Model.seat_value`) whose temperature
   grows with the rounds still to play; each node keeps one value sum per seat. At a table with
   Puertomas the estimate is a Puertoma's own score (SPEC §19.15) plus fitted VP per round left,
   a player's VP plus a fitted share of its economy (`puertoma_table_values`), and the playouts
   reach the game's end from the first rounds on (`PUERTOMA_ENDGAME_ROUNDS`), the expert's own
   roles there chosen with weights tuned for playing against the Puertomas (playout.py).

The move is the root's most visited role. With a fixed iteration budget (`expert:N`) the choice
depends only on the seat's seed and what the seat can see; with the time budget (default 0.9 s)
the search stops at the deadline with the best so far, and already at half of it unless the top
two roles are close in visits while the game is still in the balance. Either way it stops once
no remaining iteration could change the most visited role, or when the prior's clear favourite
keeps taking the visits (one sensible choice). Builds, loads and storage in a phase the game may
end with go to the exact endgame search (game/puerto_rico/ai/endgame.py); every other
non-role decision is scripted:hard's. `explanation` keeps the search's figures
for the log and the hint (estimated win chance of the best roles, the role it expects the next
seat to take).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.puerto_rico.ai.endgame import SEARCHED, EndgameResult, EndgameSearch, end_in_sight
from game.puerto_rico.ai.evaluation import DEFAULT_TUNING, Model, Tuning, rounds_left
from game.puerto_rico.ai.playout import PlayoutPolicy, role_scores, side_first
from game.puerto_rico.ai.scripted import ScriptedAgent
from game.puerto_rico.ai.versus_puertoma import VersusPuertomas
from game.puerto_rico.engine import Action, Game, view

DEFAULT_SECONDS = 0.9
# Exploration weight of PUCT (win chances live in 0..1).
C_PUCT = 0.8
# Temperature (VP) of the softmax turning the scripted role scores into the root prior, and
# (score units) of the playout policy's scores into the deeper priors.
ROOT_PRIOR_T = 2.0
DEEP_PRIOR_T = 1.0
# The leaf's softmax temperature in VP: a lead of a few VP is safer the fewer rounds remain.
LEAF_T_BASE = 1.0
LEAF_T_PER_ROUND = 0.6
# With at most this many rounds left (estimated) the playouts run to the end of the game ...
ENDGAME_ROUNDS = 3.0
# ... but never more than this many rounds past the root (a stalled game).
MAX_ROUNDS = 8
_MASK = (1 << 48) - 1
# At a table with Puertomas (SPEC §19) the leaf is not the human economy model: a Puertoma
# scores by its own rules (§19.15) and gains VP without production buildings. The estimate of a
# seat's final VP is its VP so far plus a fixed number per round left (`rounds_left`), and for
# the other seats a share of what their economy should yield; fitted by least squares on the
# round starts of 60 games of `expert:400` against two hard Puertomas (seeds 1000-1059; the
# residual is about 9 VP a seat at 3-6 rounds left).
PUERTOMA_PER_ROUND = 5.35
PLAYER_PER_ROUND = 4.55
PLAYER_ECONOMY = 0.24
PUERTOMA_LEAF_T_BASE = LEAF_T_BASE
PUERTOMA_LEAF_T_PER_ROUND = LEAF_T_PER_ROUND
# ... and the playouts run to the end of the game (at most MAX_ROUNDS past the root) from 12
# estimated rounds left, in practice from the first round (the estimate reads about 10.5 there):
# the engine plays the Puertomas exactly, so a playout to the end beats the leaf's estimate.
# Paired on seeds 0-99 against 4.5 rounds: 49 wins of 100 against 32 (+17 points, +5.2 to
# +28.8); 7 rounds gave 37. It doubles the time of a game at a fixed budget.
PUERTOMA_ENDGAME_ROUNDS = 12.0
# With the time budget the exact endgame search may take this share of it.
ENDGAME_SHARE = 0.6
# Every so many iterations the search checks whether its choice is settled.
SETTLED_CHECK = 8
# With the time budget, past this share of it the search stops unless the race is close: the
# runner-up has at least CLOSE_RATIO of the leader's visits (then it may use the whole budget).
SOFT_SHARE = 0.5
CLOSE_RATIO = 0.6
# ... and something is at stake: a leader whose estimated win chance is this close to 0 or 1
# (a lost or won game) gains nothing from more iterations.
AT_STAKE = 0.02
# One sensible choice: the prior gives the leader at least this share and, after MIN_CLEAR
# iterations, the search agrees and has spent CLEAR_SHARE of them on it.
CLEAR_PRIOR = 0.85
MIN_CLEAR = 24
CLEAR_SHARE = 0.75


@dataclass(frozen=True)
class RoleEstimate:
    """One candidate role at the root: its tile, how often the search tried it, the chooser's
    estimated chance to win after taking it."""

    role: str
    tile: str
    visits: int
    win: float


@dataclass(frozen=True)
class Explanation:
    """What the search found for one role decision (the log's reason and the hint)."""

    seat: int
    chosen: RoleEstimate
    top: tuple[RoleEstimate, ...]  # best first (the chosen one first), at most three
    expects: tuple[int, str] | None  # (seat, role) the search expects the next seat to take
    iterations: int
    seconds: float
    visits: tuple[int, ...] = ()  # the search's visits of every legal role, in legal order


class _Node:
    """A role decision in the tree: the seat deciding there, the prior of its actions, and (per
    child) visits and the sum of the value vectors that came back through it."""

    __slots__ = ("children", "n", "prior", "seat", "w")

    def __init__(self, seats: int) -> None:
        self.seat = -1
        self.prior: dict[Action, float] | None = None
        self.children: dict[Action, _Node] = {}
        self.n = 0
        self.w = [0.0] * seats


def _settled(root: _Node, left: int) -> bool:
    """Whether the most tried role stays first whatever the `left` iterations still to come do
    (the choice is the most visited one, so the search may stop: same choice, less time)."""
    visits = sorted((c.n for c in root.children.values()), reverse=True)
    if not visits:
        return False
    second = visits[1] if len(visits) > 1 else 0
    return visits[0] - second > left


def _close(root: _Node) -> bool:
    """Whether the runner-up is near the leader in visits and the game still in the balance
    (worth the rest of the budget)."""
    ranked = sorted((c for c in root.children.values() if c.n), key=lambda c: -c.n)
    if len(ranked) < 2:
        return False
    leader, runner_up = ranked[0], ranked[1]
    win = leader.w[root.seat] / leader.n
    if not AT_STAKE < win < 1.0 - AT_STAKE:
        return False
    return runner_up.n >= CLOSE_RATIO * leader.n


def _clear(root: _Node, done: int) -> bool:
    """Whether the decision has one sensible choice: the prior's favourite by far, and the
    search keeps coming back to it."""
    if done < MIN_CLEAR or not root.prior:
        return False
    favourite, share = max(root.prior.items(), key=lambda kv: kv[1])
    if share < CLEAR_PRIOR:
        return False
    child = root.children.get(favourite)
    return child is not None and child.n >= CLEAR_SHARE * done


def softmax(xs: Sequence[float], t: float) -> list[float]:
    top = max(xs)
    es = [math.exp((x - top) / t) for x in xs]
    z = sum(es)
    return [e / z for e in es]


def leaf_values(g: Game, tuning: Tuning = DEFAULT_TUNING) -> list[float]:
    """Every seat's chance to win from here, as the search estimates it (they sum to 1)."""
    n = g.state.seats
    if g.is_over:
        winners = g.winners()
        return [1.0 / len(winners) if i in winners else 0.0 for i in range(n)]
    m = Model(g, tuning)
    scores = g.final_scores()
    if view.has_puertomas(g):
        return puertoma_table_values(g, m, scores)
    values = [m.seat_value(i, scores[i]) for i in range(n)]
    return softmax(values, LEAF_T_BASE + LEAF_T_PER_ROUND * m.R)


def puertoma_table_values(g: Game, m: Model, scores: Sequence[Mapping[str, Any]]) -> list[float]:
    """The leaf at a table with Puertomas: every seat's VP so far (a Puertoma's by its own
    scoring, SPEC §19.15) plus the VP a seat of its kind was seen to add per round still to
    play, and for the other seats a share of what their economy should still yield."""
    values = []
    for i, sc in enumerate(scores):
        total = float(sc["total"])
        if g.is_puertoma(i):
            values.append(total + PUERTOMA_PER_ROUND * m.R)
        else:
            economy = m.seat_value(i, sc) - total
            values.append(total + PLAYER_PER_ROUND * m.R + PLAYER_ECONOMY * economy)
    return softmax(values, PUERTOMA_LEAF_T_BASE + PUERTOMA_LEAF_T_PER_ROUND * m.R)


class ExpertAgent:
    """Role search with scripted sub-decisions. `iterations` fixes the budget (deterministic);
    otherwise the search runs for `seconds`."""

    def __init__(
        self,
        seed: int = 0,
        iterations: int | None = None,
        seconds: float = DEFAULT_SECONDS,
        tuning: Tuning = DEFAULT_TUNING,
    ) -> None:
        self.seed = seed
        self.iterations = iterations
        self.seconds = seconds
        self.tuning = tuning
        self.name = f"expert:{iterations}" if iterations is not None else "expert"
        self.helper = ScriptedAgent("hard", seed, tuning)  # every decision but the roles
        self.prior = ScriptedAgent("normal", seed, tuning)  # root prior: its role scores
        self.playout = PlayoutPolicy(ScriptedAgent("normal", seed, tuning))
        # Loads and storage at a table with Puertomas: searched to the phase's end.
        self.versus = VersusPuertomas(self.helper, lambda g, a: self.solve_endgame(g, a, salt=3))
        self.explanation: Explanation | None = None
        self.endgame: EndgameResult | None = None  # the last exact endgame answer, if any
        self.stopped: Callable[[], bool] = lambda: False  # polled: stop and answer now

    # ------------------------------------------------------------------ API

    def choose(self, game: Game, legal_actions: Sequence[Action]) -> Action:
        self.explanation = None
        self.endgame = None
        if len(legal_actions) == 1:
            return legal_actions[0]
        if game.decision in SEARCHED and end_in_sight(game):
            self.endgame = self.solve_endgame(game, legal_actions)
            if self.endgame is not None:
                return self.endgame.action
        if game.decision != "role":
            if view.has_puertomas(game):  # loads searched to the phase end (versus_puertoma)
                return self.versus.choose(game, legal_actions)
            return self.helper.choose(game, legal_actions)
        side, roles = side_first(self.helper, game, legal_actions)
        if side is not None:  # a guest move first (the helper's judgment), the role after
            return side
        if len(roles) == 1:
            return roles[0]
        action, self.explanation = self.search(game, roles)
        return action

    def solve_endgame(
        self, game: Game, legal: Sequence[Action], salt: int = 1
    ) -> EndgameResult | None:
        """The exact search of the phase's remaining builds and loads (None: tree too large);
        `salt` tells its seat copies apart from another caller's at the same step."""
        seconds = None if self.iterations is not None else ENDGAME_SHARE * self.seconds
        search = EndgameSearch(
            self.helper.choose, lambda g: leaf_values(g, self.tuning), seconds=seconds
        )
        seed = (self.seed * 0x2545F491 + game.state.actions_taken * 0x9E37 + salt) & _MASK
        return search.solve(game, legal, seed)

    # --------------------------------------------------------------- search

    @staticmethod
    def _horizon(game: Game) -> int:
        """The round at whose start the playouts stop."""
        start = game.state.round
        end_rounds = PUERTOMA_ENDGAME_ROUNDS if view.has_puertomas(game) else ENDGAME_ROUNDS
        if rounds_left(game) <= end_rounds:
            return start + MAX_ROUNDS  # to the end of the game
        return start + 2  # the start of the round after next

    def _base(self, game: Game) -> int:
        return (self.seed * 0x2545F491 + game.state.actions_taken * 0x9E37) & _MASK

    def role_values(self, game: Game, legal: Sequence[Action], per_role: int) -> list[float]:
        """The chooser's estimated win chance after each legal role, every role tried
        `per_role` times on the same determinizations (a fair comparison, for the review of
        a game: how much a choice cost against the best one)."""
        me = legal[0].seat
        root = _Node(game.state.seats)
        root.seat = me
        root.prior = {a: 1.0 / len(legal) for a in legal}
        stop_round = self._horizon(game)
        base = self._base(game)
        for k in range(per_role):
            for a in legal:
                g = game.seat_copy(me, (base + k * 0x10001) & _MASK)
                self._iterate(g, root, stop_round, first=a)
        out = []
        for a in legal:
            c = root.children.get(a)
            out.append(c.w[me] / c.n if c is not None and c.n else 0.0)
        return out

    def search(self, game: Game, legal: Sequence[Action]) -> tuple[Action, Explanation]:
        t0 = time.perf_counter()
        me = legal[0].seat
        n = game.state.seats
        root = _Node(n)
        root.seat = me
        if view.has_puertomas(game):
            # The scripted role scores were tuned against scripted seats and play badly against
            # the Puertomas; the playout policy's weights there were tuned against them.
            root.prior = dict(zip(legal, softmax(role_scores(game, legal), DEEP_PRIOR_T)))
        else:
            scores = self.prior.role_scores(game, legal)
            root.prior = dict(zip(legal, softmax(scores, ROOT_PRIOR_T)))
        stop_round = self._horizon(game)
        base = self._base(game)
        deadline = None if self.iterations is not None else t0 + self.seconds
        soft = None if deadline is None else t0 + SOFT_SHARE * self.seconds
        budget = self.iterations if self.iterations is not None else 1 << 30
        done = 0
        while done < budget:
            if self.stopped():
                break
            now = time.perf_counter()
            if deadline is not None and now >= deadline:
                break
            if done % SETTLED_CHECK == 0 and done:
                left = budget - done
                if deadline is not None:  # what the time left allows at the pace so far
                    left = min(left, int(done * (deadline - now) / max(now - t0, 1e-9)) + 1)
                if _settled(root, left) or _clear(root, done):
                    break
                if soft is not None and now >= soft and not _close(root):
                    break
            g = game.seat_copy(me, (base + done * 0x10001) & _MASK)
            self._iterate(g, root, stop_round)
            done += 1
        return self._answer(game, legal, root, done, time.perf_counter() - t0)

    def _iterate(self, g: Game, root: _Node, stop_round: int, first: Action | None = None) -> None:
        path = [root]
        node: _Node | None = root
        other = self.playout.other
        while not g.is_over and g.state.round < stop_round:
            legal = g.legal_actions()
            if g.decision != "role" or len(legal) == 1:
                g.apply(other.choose(g, legal) if len(legal) > 1 else legal[0])
                continue
            if node is None:  # beyond the tree: the fast policy
                g.apply(self.playout.choose(g, legal))
                continue
            side, legal = side_first(other, g, legal)
            if side is not None or len(legal) == 1:  # a guest move, or one role left
                g.apply(side if side is not None else legal[0])
                continue
            if node.prior is None:  # first visit: this node's prior
                node.seat = legal[0].seat
                node.prior = dict(zip(legal, softmax(role_scores(g, legal), DEEP_PRIOR_T)))
            action = first if first is not None and node is root else self._select(node, legal)
            child = node.children.get(action)
            if child is None:
                child = node.children[action] = _Node(len(node.w))
                node = None  # the new leaf: play on from here
            else:
                node = child
            path.append(child)
            g.apply(action)
        values = leaf_values(g, self.tuning)
        for nd in path:
            nd.n += 1
            w = nd.w
            for i, v in enumerate(values):
                w[i] += v
        return

    @staticmethod
    def _select(node: _Node, legal: Sequence[Action]) -> Action:
        seat = node.seat
        prior = node.prior or {}
        children = node.children
        # An untried action is valued at the node's own mean for this seat.
        fpu = node.w[seat] / node.n if node.n else 0.0
        sqrt_n = math.sqrt(node.n + 1)
        uniform = 1.0 / len(legal)
        best, best_u = legal[0], -math.inf
        for a in legal:
            c = children.get(a)
            if c is None or not c.n:
                q, k = fpu, 0
            else:
                q, k = c.w[seat] / c.n, c.n
            u = q + C_PUCT * prior.get(a, uniform) * sqrt_n / (1 + k)
            if u > best_u:
                best, best_u = a, u
        return best

    def _answer(
        self, game: Game, legal: Sequence[Action], root: _Node, done: int, seconds: float
    ) -> tuple[Action, Explanation]:
        me = root.seat
        roles = {t.id: t.role for t in game.state.roles}
        prior = root.prior or {}

        def estimate(a: Action) -> RoleEstimate:
            c = root.children.get(a)
            visits = c.n if c else 0
            win = c.w[me] / c.n if c and c.n else 0.0
            return RoleEstimate(roles[a.value], a.value, visits, win)

        def rank(i: int) -> tuple[int, float, float, int]:
            e = estimate(legal[i])
            return (e.visits, e.win, prior.get(legal[i], 0.0), -i)

        order = sorted(range(len(legal)), key=rank, reverse=True)
        action = legal[order[0]]
        top = tuple(estimate(legal[i]) for i in order[:3])
        expects = None
        chosen = root.children.get(action)
        if chosen is not None and chosen.children and chosen.seat not in (-1, me):
            nxt = max(chosen.children.items(), key=lambda kv: kv[1].n)[0]
            expects = (chosen.seat, roles.get(nxt.value, str(nxt.value)))
        visits = tuple(c.n if (c := root.children.get(a)) else 0 for a in legal)
        return action, Explanation(me, top[0], top, expects, done, seconds, visits)

    # ------------------------------------------------- in a process of its own

    def remote_job(self, game: Game) -> tuple[Callable[..., object], tuple[object, ...]]:
        """What the screen's thinking process runs for this seat (shell AiWorker): a
        module-level function and plain arguments (the seat's copy as JSON)."""
        seat = game.current_seat
        return think_remote, (game.to_json(), seat, self.seed, self.iterations, self.seconds)

    def remote_result(self, result: object) -> Action:
        """The process's answer: the action, and the explanation it brought back."""
        assert isinstance(result, tuple)
        action, self.explanation = result
        return Action(*action)


def think_remote(
    game_json: str, seat: int, seed: int, iterations: int | None, seconds: float
) -> tuple[tuple[object, ...], Explanation | None]:
    """Run in the thinking process: rebuild the seat's copy and choose (with the reason)."""
    g = Game.from_json(game_json, events=False)
    agent = ExpertAgent(seed, iterations, seconds)
    action = agent.choose(g, g.legal_actions())
    assert action.seat == seat
    return tuple(action), agent.explanation
