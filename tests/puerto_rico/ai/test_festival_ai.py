"""Scripted seats with the festival and its activities (SPEC §15-16): the choices an open task
changes (a plantation one step from an objective, a sale into Early Closing, the load that
completes a departure ship), the reward-worker placement,
and whole legal games with the modules at every level and with Puertomas."""

from __future__ import annotations

import pytest

from game.puerto_rico.ai import make_agent
from game.puerto_rico.ai.runner import agent_seed, play_game
from game.puerto_rico.engine import Action, Game, GameConfig, invariants, view
from game.puerto_rico.engine.scenario import Scenario

BOTH = ("festival", "activities")
ANA, BEN, CLEO = 0, 1, 2


def three() -> Scenario:
    return Scenario(seats=3, names=("Ana", "Ben", "Cleo"), expansions=BOTH)


def choice(g: Game, spec: str) -> Action:
    return make_agent(spec, 1).choose(g, g.legal_actions())


def test_settler_takes_the_plantation_one_step_from_an_objective() -> None:
    g = (
        three()
        .seat(ANA, tiles={"corn": (2, 2), "sugar": (2, 0)})
        .display("sugar", "coffee", "tobacco", "fruit")
        .festival_tasks(("festival_plantation", {"plantations": ["sugar"]}))
        .start("settler", chooser=ANA)
    )
    assert choice(g, "scripted:normal") == Action(ANA, "take_plantation", "sugar")
    assert choice(g, "scripted:normal:nofestival") != Action(ANA, "take_plantation", "sugar")


def test_trader_sells_into_early_closing() -> None:
    g = (
        three()
        .seat(ANA, goods={"corn": 1, "tobacco": 1})
        .trading_house("fruit", "sugar", "coffee")
        .festival_tasks(("early_closing", {"crates": ["corn"]}))
        .start("trader", chooser=BEN)
    )
    while g.current_seat != ANA:
        g.apply(Action(g.current_seat, "pass"))  # type: ignore[arg-type]
    assert choice(g, "scripted:normal") == Action(ANA, "sell", "corn")
    assert choice(g, "scripted:normal:nofestival") == Action(ANA, "sell", "tobacco")


def test_captain_completes_the_grand_departure() -> None:
    g = (
        three()
        .seat(ANA, goods={"corn": 3, "coffee": 1})
        .ships((4, None, 0), (5, None, 0), (6, "coffee", 5))
        .festival_tasks(("grand_departure", {"crates": ["coffee"]}))
        .start("captain", chooser=ANA)
    )
    assert choice(g, "scripted:normal") == Action(ANA, "load", ("coffee", 2))
    assert choice(g, "scripted:normal:nofestival") != Action(ANA, "load", ("coffee", 2))


def test_reward_worker_goes_where_it_is_worth_most() -> None:
    g = (
        three()
        .seat(ANA, tiles={"sugar": (2, 2)}, buildings={"large_sugar_refinery": 0})
        .display("sugar", "corn", "fruit", "coffee")
        .festival_tasks(("festival_plantation", {"plantations": ["sugar"]}))
        .start("settler", chooser=ANA)
    )
    g.apply(Action(ANA, "take_plantation", "sugar"))
    assert g.decision == view.REWARD_PLACE
    # Two staffed sugar plantations, a third empty, an empty refinery: the refinery first.
    assert choice(g, "scripted:normal") == Action(ANA, "place_reward", "large_sugar_refinery")


@pytest.mark.parametrize("spec", ["scripted:easy", "scripted:normal", "scripted:hard"])
def test_whole_games_with_the_festival_at_every_level(spec: str) -> None:
    seats = 3 if spec == "scripted:hard" else 4
    config = GameConfig(seats=seats, seed=5, expansions=("new_buildings", *BOTH))
    g = play_game(config, [make_agent(spec, agent_seed(5, s)) for s in range(seats)])
    invariants.check(g)
    assert g.is_over
    achieved = [t for t in view.festival(g)["objectives"] + view.festival(g)["activities"]]
    assert any(t["by"] is not None for t in achieved)


def test_a_game_against_two_puertomas_with_the_festival() -> None:
    config = GameConfig(seats=3, seed=2, puertomas=2, difficulty="hard", expansions=BOTH)
    g = play_game(config, [make_agent("scripted:normal", 2)])
    invariants.check(g)
    fest = view.festival(g)
    assert "festival_delivery" not in [t["id"] for t in fest["activities"]]
    assert any(t["by"] is not None for t in fest["objectives"] + fest["activities"])
