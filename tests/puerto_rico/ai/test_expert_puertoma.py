"""The expert at a table with Puertomas: its leaf scores a Puertoma by the Puertoma's own rules
(SPEC §19.15), and everything Puertoma-specific stays off at every other table (the expert's
choices there are exactly those of the code before it: figures recorded from that code)."""

from __future__ import annotations

import hashlib
import math
from pathlib import Path

from game.puerto_rico.ai import ExpertAgent, make_agent
from game.puerto_rico.ai import expert as expert_module
from game.puerto_rico.ai.evaluation import Model
from game.puerto_rico.ai.expert import leaf_values, puertoma_table_values
from game.puerto_rico.ai.playout import PlayoutPolicy, role_scores
from game.puerto_rico.ai.runner import agent_seed, decide, play_game
from game.puerto_rico.ai.scripted import ScriptedAgent
from game.puerto_rico.engine import Action, Game, GameConfig


def _role_position(config: GameConfig, steps: int) -> Game:
    """A position where a seat chooses among several roles (scripted:normal play)."""
    g = Game.new(config)
    normal = make_agent("scripted:normal")
    for _ in range(steps):
        g.apply(normal.choose(g, g.legal_actions()))
    while g.decision != "role" or len(g.legal_actions()) < 3:
        g.apply(normal.choose(g, g.legal_actions()))
    return g


def _top(g: Game) -> tuple[object, list[tuple[str, int, float]]]:
    seat = g.current_seat
    assert seat is not None
    agent = ExpertAgent(seed=11, iterations=40)
    action = decide(agent, g, seat, agent_seed(7, seat))
    assert agent.explanation is not None
    return action.value, [(e.role, e.visits, round(e.win, 6)) for e in agent.explanation.top]


def test_without_puertomas_the_choices_are_those_of_before() -> None:
    # Recorded with the code before the Puertoma leaf and horizon (commit 2cc7249).
    g3 = _role_position(GameConfig(seats=3, seed=5), 90)
    assert _top(g3) == (
        "trader",
        [("trader", 19, 0.765011), ("captain", 9, 0.615099), ("mayor", 1, 0.475312)],
    )
    g4 = _role_position(GameConfig(seats=4, seed=3), 60)
    assert _top(g4) == (
        "trader",
        [("trader", 25, 0.602265), ("captain", 4, 0.360299), ("prospector", 2, 0.293382)],
    )
    # A whole 3-seat game, the expert in the first seat: the very same moves.
    moves: list[Action] = []
    agents = [ExpertAgent(seed=2, iterations=6)]
    agents += [make_agent("scripted:normal", s) for s in (1, 2)]
    done = play_game(GameConfig(seats=3, seed=8), agents, moves)
    digest = hashlib.sha256(repr([tuple(a) for a in moves]).encode()).hexdigest()[:16]
    assert (len(moves), digest) == (203, "81ab48b95464c979")
    assert [sc["total"] for sc in done.final_scores()] == [45, 38, 36]


def _puertoma_position() -> Game:
    config = GameConfig(seats=3, seed=12, puertomas=2, difficulty="hard")
    g = Game.new(config)
    hard = make_agent("scripted:hard", agent_seed(12, 0))
    while g.state.round < 6 or g.decision != "role":
        g.apply(hard.choose(g, g.legal_actions()))
    return g


def _gap(g: Game, a: int, b: int) -> float:
    """Seat a's leaf estimate minus seat b's, in VP (the leaf's softmax undone)."""
    m = Model(g)
    values = puertoma_table_values(g, m, g.final_scores())
    t = expert_module.PUERTOMA_LEAF_T_BASE + expert_module.PUERTOMA_LEAF_T_PER_ROUND * m.R
    return t * math.log(values[a] / values[b])


def test_a_puertoma_leaf_counts_its_own_score_and_the_rounds_left() -> None:
    g = _puertoma_position()
    assert g.is_puertoma(1) and g.is_puertoma(2) and not g.is_puertoma(0)
    values = leaf_values(g)
    assert values == puertoma_table_values(g, Model(g), g.final_scores())
    assert abs(sum(values) - 1) < 1e-9
    # Both Puertomas get the same share of the rounds left: their gap is their §19.15 gap.
    totals = [sc["total"] for sc in g.final_scores()]
    assert abs(_gap(g, 1, 2) - (totals[1] - totals[2])) < 1e-9
    # Two more doubloons raise a Puertoma's total by one VP (ceil((doubloons + crates) / 2))
    # and its estimate by that VP only (the human economy model would add 1.4 VP more).
    p = g.state.players[1]
    p.doubloons += (p.doubloons + p.crates) % 2  # an even sum: +2 is exactly +1 VP
    before = _gap(g, 1, 2)
    p.doubloons += 2
    assert abs(_gap(g, 1, 2) - before - 1.0) < 1e-9


def test_with_puertomas_a_fixed_budget_repeats_its_choice() -> None:
    g = _puertoma_position()
    seat = g.current_seat
    assert seat == 0
    runs = []
    for _ in range(2):
        agent = ExpertAgent(seed=4, iterations=30)
        action = decide(agent, g, seat, agent_seed(3, seat))
        expl = agent.explanation
        assert expl is not None
        # Every iteration visited one legal role; the taken one has the visits shown for it.
        legal = g.legal_actions()
        assert len(expl.visits) == len(legal) and sum(expl.visits) == expl.iterations
        assert expl.visits[legal.index(action)] == expl.chosen.visits == max(expl.visits)
        runs.append((action, expl.top, expl.visits))
    assert runs[0] == runs[1]


def test_with_puertomas_the_root_prior_is_the_tuned_playout_policy() -> None:
    # The first role of a solo game (seed 12): the tuned weights favour the Settler where
    # scripted:normal's role scores favour the Builder.
    g = Game.new(GameConfig(seats=3, seed=12, puertomas=2, difficulty="hard"))
    legal = g.legal_actions()
    tuned = role_scores(g, legal)
    scripted = make_agent("scripted:normal").role_scores(g, legal)  # type: ignore[attr-defined]
    favourite = legal[max(range(len(legal)), key=tuned.__getitem__)]
    assert favourite.value == "settler"
    assert legal[max(range(len(legal)), key=scripted.__getitem__)].value == "builder"
    agent = ExpertAgent(seed=4, iterations=30)
    agent.stopped = lambda: True  # no iteration at all: the answer is the prior's favourite
    assert decide(agent, g, 0, agent_seed(3, 0)) == favourite


GUEST_MOVES = Path(__file__).parent / "positions" / "guest_moves_at_a_role.json"


def test_guest_moves_beside_the_roles_do_not_derail_the_search() -> None:
    # A position met in one of the expert's playouts (3 seats, 2 hard Puertomas, Expansions
    # I + II, round 15): seat 0's Bohío guests may move, so guest moves are offered beside the
    # roles. The playout policy and the search used to read them as role tiles and fail.
    g = Game.from_json(GUEST_MOVES.read_text(encoding="utf-8"), events=False)
    legal = g.legal_actions()
    assert g.decision == "role" and g.current_seat == 0
    assert {a.kind for a in legal} == {"choose_role", "bohio_move"}
    roles = {a.value for a in legal if a.kind == "choose_role"}
    policy = PlayoutPolicy(ScriptedAgent("normal", 1))
    assert policy.choose(g, legal).value in roles  # the scripted seat moves no guest here
    agent = ExpertAgent(seed=2, iterations=20)
    action = decide(agent, g, 0, agent_seed(5, 0))
    assert action.value in roles and agent.explanation is not None
    assert {e.tile for e in agent.explanation.top} <= roles
    assert sum(agent.explanation.visits) == agent.explanation.iterations > 0
