"""The expert's non-role decisions at a table with Puertomas (ai/versus_puertoma.py): a captain
phase searched to its end finds the load that blocks a Puertoma's ship, which the scripted
heuristic (most crates first) misses; at a table without Puertomas nothing changes."""

from __future__ import annotations

from game.puerto_rico.ai import ExpertAgent, make_agent
from game.puerto_rico.engine import Game
from game.puerto_rico.engine.scenario import Scenario


def blocking_captain_phase() -> Game:
    """Round 6 of a solo game, the expert (seat 0) is captain and loads first: 3 corn and 3 sugar,
    three empty ships (4, 5, 6). Puertoma A (seat 1) holds 5 sugar. Corn first (the heuristic's
    tie: as many crates either way) lets the Puertoma put its 5 sugar on the 6-ship; sugar first
    makes the 4-ship the sugar ship, where the Puertoma finds room for 1 crate only and loses
    the others at storage (it keeps one)."""
    return (
        Scenario(seats=3, puertomas=2, difficulty="hard", seed=3)
        .seat(0, goods={"corn": 3, "sugar": 3}, vp=4)
        .seat(1, goods={"sugar": 5}, vp=4)
        .seat(2, vp=4)
        .ships((4, None, 0), (5, None, 0), (6, None, 0))
        .flags(round=6)
        .start("captain", chooser=0)
    )


def test_the_phase_search_blocks_the_puertomas_ship() -> None:
    g = blocking_captain_phase()
    assert (g.current_seat, g.decision) == (0, "load")
    legal = g.legal_actions()
    heuristic = make_agent("scripted:hard", 1).choose(g, legal)
    assert heuristic.value[0] == "corn"  # as many crates either way: the first good
    expert = ExpertAgent(seed=4, iterations=8)
    action = expert.choose(g, legal)
    assert action.kind == "load" and action.value[0] == "sugar"
    result = expert.versus.result
    assert result is not None and result.exhaustive
    by_good: dict[str, float] = {}
    for a, v in zip(legal, result.values):
        by_good[a.value[0]] = max(by_good.get(a.value[0], 0.0), v)
    assert by_good["sugar"] > by_good["corn"]
    # Played out: the Puertoma ships 1 sugar instead of 5.
    g.apply(action)
    while not g.is_over and g.decision != "role" and g.state.phase == "captain":
        g.apply(expert.choose(g, g.legal_actions()))
    assert g.state.players[1].vp == 4 + 1


def test_without_puertomas_the_expert_plays_as_before() -> None:
    # The same arranged phase with three players: the expert keeps the heuristic's load.
    g = (
        Scenario(seats=3, seed=3)
        .seat(0, goods={"corn": 3, "sugar": 3}, vp=4)
        .seat(1, goods={"sugar": 5}, vp=4)
        .ships((4, None, 0), (5, None, 0), (6, None, 0))
        .flags(round=6)
        .start("captain", chooser=0)
    )
    legal = g.legal_actions()
    assert ExpertAgent(seed=4, iterations=8).choose(g, legal) == make_agent(
        "scripted:hard", 1
    ).choose(g, legal)
