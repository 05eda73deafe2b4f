"""Hidden information: a seat's view holds its own pesos, VP and goods and none of the others'
(SPEC §9.2, §14 C-1); a determinized copy cannot see the others' counters or the coming dice."""

from __future__ import annotations

import json
import random

from santiago_helpers import play

from game.santiago.engine import Game, GameConfig, view
from game.santiago.engine.scenario import Scenario


def _mid_game(seed: int = 3, actions: int = 50) -> Game:
    g = Game.new(GameConfig(seats=4, seed=seed))
    rng = random.Random(seed)
    for _ in range(actions):
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])
    return g


def test_observation_holds_own_counters_only() -> None:
    g = _mid_game()
    obs = view.observation(g, 1)
    me = g.s.players[1]
    assert obs["me"] == {"seat": 1, "pesos": me.pesos, "vp": me.vp, "goods": dict(me.goods)}
    text = json.dumps(obs)
    assert "rng" not in obs and str(g.s.rng) not in text
    assert not any(k in obs for k in ("players", "pesos", "vp"))


def test_observation_does_not_change_when_other_seats_hidden_counters_do() -> None:
    g = Scenario(seats=3).seat(1, pesos=4, vp=9, goods={"rum": 2}).seat(2, pesos=1).build()
    before = json.dumps(view.observation(g, 0), sort_keys=True)
    b, c = g.s.players[1], g.s.players[2]
    b.pesos, b.vp, c.pesos, c.vp = 40, 1, 7, 30
    b.goods["rum"], c.goods["rum"] = 0, 2  # the supply is public, the holder is not
    assert json.dumps(view.observation(g, 0), sort_keys=True) == before
    b.pesos = 41
    assert json.dumps(view.observation(g, 1), sort_keys=True) != before


def test_determinized_copy_hides_others_and_the_dice() -> None:
    g = (
        Scenario(seats=3)
        .seat(0, pesos=2, vp=5)
        .seat(1, pesos=17, vp=33, goods={"cigar": 3})
        .build()
    )
    d = view.determinized(g, 0, seed=9)
    assert d.s.players[0].pesos == 2 and d.s.players[0].vp == 5
    assert (d.s.players[1].pesos, d.s.players[1].vp) != (17, 33)
    # Goods the others hold stay with the others (the supply is public), dealt at random.
    assert sum(d.s.players[i].goods["cigar"] for i in (1, 2)) == 3
    assert d.s.supply == g.s.supply and d.s.rng != g.s.rng
    # Same view, different hidden truth: the same determinized copy.
    g.s.players[1].pesos = 2
    assert view.determinized(g, 0, seed=9).to_json() == d.to_json()


def test_final_scoring_lifts_the_screens() -> None:
    g = Scenario(seats=2).seat(1, vp=3).build()
    assert "scores" not in view.public(g)
    g.s.over = True
    assert view.public(g)["scores"][1]["vp"] == 3


def test_car_destinations_price_each_stop() -> None:
    g = Scenario(seats=2).seat(0, pesos=2).car(8).build()
    assert view.car_destinations(g, 0) == [(1, 0, 9), (2, 1, 0), (3, 2, 1)]
    play(g, "move_car", 1)
    assert view.cuban_at(g, 9) == "martinez"
