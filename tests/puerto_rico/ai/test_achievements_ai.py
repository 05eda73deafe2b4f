"""Scripted seats with grand achievements (SPEC §17, §19.16.5): which cards they keep, the pull
toward a card one step away, and whole games at every level."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game.puerto_rico.ai import ScriptedAgent, make_agent
from game.puerto_rico.ai import achievements as cards
from game.puerto_rico.ai.evaluation import DEFAULT_TUNING
from game.puerto_rico.ai.runner import agent_seed, decide, play_game
from game.puerto_rico.engine import Action, Game, GameConfig, view
from game.puerto_rico.engine.scenario import Scenario

MODULE = ("achievements",)
PLAIN = replace(DEFAULT_TUNING, achievements=False)


def _draft_game(offer: list[str]) -> Game:
    g = Game.new(GameConfig(seats=3, seed=1, expansions=MODULE, variants=("achievements_draft",)))
    a = g.s.achievements
    assert a is not None and g.current_seat == 0
    # Seat 0's offer becomes `offer`, swapped with wherever those cards were.
    for pile in [*a["offer"], a["deck"]]:
        pile[:] = [c for c in pile if c not in offer]
    a["deck"].extend(a["offer"][0])
    a["offer"][0] = list(offer)
    return g


def test_the_draft_keeps_a_reachable_card_not_a_long_shot() -> None:
    g = _draft_game(["stockpile", "corn_country", "harbour_master", "cornucopia"])
    choice = ScriptedAgent("normal").choose(g, g.legal_actions())
    assert choice == Action(0, "keep_achievement", "harbour_master")
    # Without the judgment: the first card offered.
    plain = ScriptedAgent("normal", tuning=PLAIN).choose(g, g.legal_actions())
    assert plain.value == "stockpile"


def test_against_puertomas_the_human_discards_the_cards_the_puertomas_would_score() -> None:
    g = Game.new(GameConfig(seats=3, seed=2, expansions=MODULE, puertomas=2))
    a = g.s.achievements
    assert a is not None
    six = [
        "stockpile",
        "all_trades",
        "cornucopia",
        "busy_city",
        "harbour_master",
        "recruiting_drive",
    ]
    for pile in [*a["offer"], a["deck"]]:
        pile[:] = [c for c in pile if c not in six]
    a["deck"].extend(a["offer"][0])
    a["offer"][0] = list(six)
    g._legal = None
    kept = ScriptedAgent("hard").choose(g, g.legal_actions())
    assert kept.kind == "keep_achievements"
    assert set(six) - set(kept.value) == {"stockpile", "cornucopia"}  # the long shots go


def test_a_card_one_plantation_away_pulls_the_settler() -> None:
    g = (
        Scenario(seats=3, expansions=MODULE)
        .seat(0, tiles={"coffee": 2, "corn": (1, 1)})
        .display("corn", "sugar", "coffee", "fruit")
        .achievements(0, "coffee_baron")
        .start("settler", 0)
    )
    legal = g.legal_actions()
    values = cards.pull(g, legal, DEFAULT_TUNING.achievement_pull, 8.0)
    assert values is not None
    by_action = dict(zip(legal, values))
    assert by_action[Action(0, "take_plantation", "coffee")] == pytest.approx(4.0)  # completes it
    assert all(v == 0.0 for a, v in by_action.items() if a.value != "coffee")
    assert ScriptedAgent("normal").choose(g, legal) == Action(0, "take_plantation", "coffee")


def test_a_step_toward_a_card_is_worth_a_share_of_its_vp() -> None:
    g = (
        Scenario(seats=3, expansions=MODULE)
        .seat(0, tiles={"tobacco": 1})
        .display("corn", "tobacco", "sugar", "fruit")
        .achievements(0, "tobacco_grower")
        .start("settler", 0)
    )
    legal = g.legal_actions()
    values = dict(zip(legal, cards.pull(g, legal, 0.4, 8.0) or []))
    # 3 VP x 0.4 x one third of the way (1 -> 2 of 3 tobacco plantations).
    assert values[Action(0, "take_plantation", "tobacco")] == pytest.approx(0.4)
    # Late in the game a step is worth less (no round left to finish the card).
    late = dict(zip(legal, cards.pull(g, legal, 0.4, 1.0) or []))
    assert late[Action(0, "take_plantation", "tobacco")] == pytest.approx(0.4 / 3)


def test_no_pull_where_no_card_can_move() -> None:
    g = Scenario(seats=3, expansions=MODULE).achievements(0, "big_shipment").start("settler", 0)
    assert cards.pull(g, g.legal_actions(), 0.4, 8.0) is None


@pytest.mark.parametrize("spec", ["scripted:easy", "scripted:normal", "scripted:hard"])
def test_whole_games_with_the_draft_at_every_level(spec: str) -> None:
    config = GameConfig(
        seats=3, seed=21, expansions=("new_buildings", *MODULE), variants=("achievements_draft",)
    )
    g = play_game(config, [make_agent(spec, agent_seed(21, s)) for s in range(3)])
    assert g.is_over
    a = g.s.achievements
    assert a is not None and all(len(h) + len(d) == 4 for h, d in zip(a["hands"], a["done"]))
    assert sum(len(d) for d in a["done"]) >= 1
    assert [sc["bonuses"]["achievements"] for sc in g.final_scores()] == [
        sum(view.achievement_card(g, c).vp for c in done) for done in a["done"]
    ]


def _others_scrambled(g: Game, seat: int) -> Game:
    """The same public position in which the other seats hold other uncompleted cards."""
    other = g.clone()
    a = other.s.achievements
    assert a is not None
    for i, hand in enumerate(a["hands"]):
        if i != seat:
            k = len(hand)
            a["hands"][i], a["deck"] = a["deck"][:k], a["deck"][k:] + hand
    return other


@pytest.mark.parametrize("spec", ["scripted:normal", "scripted:hard"])
def test_a_seat_decides_the_same_whatever_the_others_hidden_cards(spec: str) -> None:
    g = Game.new(GameConfig(seats=4, seed=9, expansions=MODULE))
    rng = random.Random(9)
    while g.state.round < 3 or g.decision != "role":
        g.apply(rng.choice(g.legal_actions()))
    seat = g.current_seat
    assert seat is not None
    scrambled = _others_scrambled(g, seat)
    assert scrambled.s.achievements != g.s.achievements
    choices = {decide(make_agent(spec, 7), game, seat, 7) for game in (g, scrambled)}
    assert len(choices) == 1
