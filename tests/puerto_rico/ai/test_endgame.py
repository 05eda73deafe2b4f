"""The expert's exact endgame search: arranged last phases where the best build or load is known
by hand, and the same answer again for the same seed."""

from __future__ import annotations

import pytest

from game.puerto_rico.ai import ExpertAgent, make_agent
from game.puerto_rico.ai.endgame import end_in_sight
from game.puerto_rico.engine import Action, Game
from game.puerto_rico.engine.scenario import Scenario

LARGE = ["fire_station", "residence", "fortress", "customs_house", "governors_palace"]


def last_builder_phase() -> Game:
    """Seat 0 (the builder, 2 doubloons after its privilege) has 11 city spaces filled: any
    small building completes its city and the game ends with this phase. Its buildings score
    21 (no large one staffed); seat 1 holds 22 VP chips and 3 corn (the tie-breaker), no money.
    Only a 2-VP building (the Large Fruit Farm: 3 - 1) wins; a 1-VP one ties and loses on the
    tie-breaker."""
    return (
        Scenario(seats=3)
        .seat(0, buildings={**dict.fromkeys(LARGE, 0), "small_market": 0}, doubloons=2)
        .seat(1, vp=22, goods={"corn": 3}, doubloons=0)
        .seat(2, doubloons=0)
        .start("builder", chooser=0)
    )


def last_captain_phase() -> Game:
    """The VP chips are gone: the game ends with this captain phase. One empty ship (4) and a
    corn ship (1 of 5 aboard). Seat 0 (10 VP, 1 corn, 4 fruit) loads first; seat 1 (13 VP,
    4 fruit) wants the empty ship too. Indigo first: seat 0 ends on 10 + 4 + 1 + 1 = 16 against
    13 and wins by 3; corn first: seat 1 fills the empty ship with fruit (17) and seat 0 has 12."""
    return (
        Scenario(seats=3)
        .seat(0, vp=10, goods={"corn": 1, "fruit": 4})
        .seat(1, vp=13, goods={"fruit": 4})
        .ships((4, None, 0), (5, "corn", 1), (6, None, 0))
        .supply(vp=0)
        .flags(vp_exhausted=True)
        .start("captain", chooser=0)
    )


def test_the_search_finds_the_only_winning_last_build() -> None:
    g = last_builder_phase()
    assert (g.current_seat, g.decision) == (0, "build")
    assert end_in_sight(g)
    legal = g.legal_actions()
    expert = ExpertAgent(seed=4, iterations=8)
    action = expert.choose(g, legal)
    assert action == Action(0, "build", "large_fruit_farm")
    result = expert.endgame
    assert result is not None and result.exhaustive
    values = dict(zip((a.value for a in legal), result.values))
    # A win outright by 1 VP; a 1-VP building ties on 22 and loses the tie-break (1 doubloon
    # against 3 corn): a share of 0 and a margin of 0.
    assert values["large_fruit_farm"] == pytest.approx(1.0 + 1e-4)
    assert values["hacienda"] == 0.0
    assert values["small_fruit_farm"] == 0.0
    # Passing (no building) leaves the game going: an estimate, below a certain win.
    assert 0.0 <= values[None] < 1.0


def test_the_search_loads_the_contested_goods_first() -> None:
    g = last_captain_phase()
    assert (g.current_seat, g.decision) == (0, "load")
    legal = g.legal_actions()
    expert = ExpertAgent(seed=4, iterations=8)
    action = expert.choose(g, legal)
    assert action.kind == "load" and action.value[0] == "fruit"
    result = expert.endgame
    assert result is not None
    by_good: dict[str, float] = {}
    for a, v in zip(legal, result.values):
        by_good[a.value[0]] = max(by_good.get(a.value[0], -1.0), v)
    assert by_good["fruit"] == pytest.approx(1.0 + 3e-4)  # 16 against 13: won by 3
    assert by_good["corn"] == pytest.approx(-5e-4)  # 12 against 17: lost by 5


def test_a_fixed_seed_repeats_the_endgame_answer_exactly() -> None:
    runs = []
    for _ in range(2):
        g = last_builder_phase()
        expert = ExpertAgent(seed=9, iterations=8)
        action = expert.choose(g, g.legal_actions())
        assert expert.endgame is not None
        runs.append((action, expert.endgame.values, expert.endgame.nodes))
    assert runs[0] == runs[1]


def test_no_endgame_search_while_the_end_is_far() -> None:
    g = last_builder_phase()
    g.state.players[0].buildings.pop("fortress")  # 9 spaces: no city can be completed now
    assert not end_in_sight(g)
    expert = ExpertAgent(seed=4, iterations=8)
    expert.choose(g, g.legal_actions())
    assert expert.endgame is None


def test_scripted_hard_misses_what_the_search_finds_or_agrees() -> None:
    """The search's build is at least as good as scripted:hard's in the arranged position."""
    g = last_builder_phase()
    legal = g.legal_actions()
    expert = ExpertAgent(seed=4, iterations=8)
    expert.choose(g, legal)
    hard = make_agent("scripted:hard", 4).choose(g, legal)
    assert expert.endgame is not None
    values = dict(zip(legal, expert.endgame.values))
    assert values[expert.endgame.action] >= values[hard]
