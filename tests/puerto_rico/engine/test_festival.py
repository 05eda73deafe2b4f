"""Expansions IV and V, the festival and its activities (SPEC §15, §16, §19.16.4, §20, A-18-20,
A-46-47, A-52-53, A-58, A-71): set-up, each objective and each activity card fulfilled and not
fulfilled, checkpoints and ties (EX-58), rewards and the reward-worker placement, the Puertoma
overrides, saves, the headless JSON."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from game.puerto_rico.engine import Game, GameConfig, IllegalAction, invariants, view
from game.puerto_rico.engine import festival as fest
from game.puerto_rico.engine import puertoma as bot
from game.puerto_rico.engine.actions import Action
from game.puerto_rico.engine.events import Event
from game.puerto_rico.engine.scenario import Scenario
from game.puerto_rico.engine.state import GOODS

Play = Callable[..., list[Event]]  # the `play` fixture of conftest.py
BOTH = ("festival", "activities")
ANA, BEN, CLEO = 0, 1, 2
HUMAN, A, B = 0, 1, 2


def three(**kw: Any) -> Scenario:
    return Scenario(seats=3, names=("Ana", "Ben", "Cleo"), expansions=BOTH, **kw)


def solo() -> Scenario:
    names = ("Human", "Puertoma A", "Puertoma B")
    return Scenario(seats=3, names=names, puertomas=2, expansions=BOTH)


def task(g: Game, task_id: str) -> dict[str, Any]:
    return next(t for t in fest.tasks(g) if t["id"] == task_id)


def of(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]


def finish_phase(g: Game, play: Play) -> None:
    """Every seat passes (or takes its first option) until a role must be chosen."""
    while not g.is_over and g.decision != "role":
        legal = g.legal_actions()
        passing = [a for a in legal if a.kind == "pass"]
        play(g, passing[0] if passing else legal[0])


# ================================================================ set-up (§15.1, §16.1)


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_festival_set_up_takes_a_plantation_three_crates_and_marks_a_building(seats: int) -> None:
    plain = Game.new(GameConfig(seats=seats, seed=7))
    g = Game.new(GameConfig(seats=seats, seed=7, expansions=("festival",)))
    invariants.check(g)
    s = g.state
    objectives = [t["id"] for t in fest.tasks(g)]
    assert objectives == list(fest.OBJECTIVES)
    tile = task(g, "festival_plantation")["plantations"]
    assert len(tile) == 1 and tile[0] in GOODS
    crates = task(g, "festival_goods")["crates"]
    assert len(crates) == 3
    # The 3 crates left the supply; the plantation left the bag before the display was drawn.
    assert sum(s.crates.values()) == sum(plain.state.crates.values()) - 3
    assert len(s.display) == seats + 1
    on_table = len(s.bag) + len(s.display) + len(s.discard)
    assert on_table == len(plain.state.bag) + len(plain.state.display) - 1
    # The target is a level-3 commercial building on the board; no copy leaves it.
    target = task(g, "festival_building")["building"]
    assert target in ("factory", "school", "port", "private_wharf")
    assert s.building_supply == plain.state.building_supply


def test_festival_building_comes_from_the_drafted_board() -> None:
    for seed in range(6):
        g = Game.new(GameConfig(seats=3, seed=seed, expansions=("new_buildings", "festival")))
        assert task(g, "festival_building")["building"] is None  # the draft is still on
        while view.in_draft(g):
            g.apply(g.legal_actions()[0])
        target = task(g, "festival_building")["building"]
        b = g.bdefs[target]
        assert b.level == 3 and not b.is_production
        assert g.state.building_supply[target] > 0


def test_activities_reveal_three_cards_with_their_slots_filled() -> None:
    seen: Counter[str] = Counter()
    for seed in range(40):
        g = Game.new(GameConfig(seats=4, seed=seed, expansions=("activities",)))
        invariants.check(g)
        cards = fest.tasks(g)
        assert len(cards) == 3 and all(t["kind"] == "activity" for t in cards)
        assert len({t["id"] for t in cards}) == 3
        pool: Counter[str] = Counter()
        for t in cards:
            card = g.cat.activity(t["id"])
            seen[t["id"]] += 1
            assert len(t["plantations"]) == card.plantations
            assert len(t["crates"]) == card.crates
            pool.update(t["crates"])
            if card.building == "none":
                assert t["building"] is None
            else:
                b = g.bdefs[t["building"]]
                assert not b.is_production and g.state.building_supply[b.id] > 0
                if card.building == "large":
                    assert b.size == "large"
                else:
                    assert b.size == "small" and b.level == 3
        # One pool of 3 crates of each good serves every crate slot, without replacement.
        assert max(pool.values(), default=0) <= 3
    assert len(seen) == 12  # every card turns up


def test_with_puertomas_festival_delivery_is_never_revealed() -> None:
    for seed in range(40):
        g = Game.new(GameConfig(seats=3, seed=seed, puertomas=2, expansions=BOTH))
        assert "festival_delivery" not in {t["id"] for t in fest.tasks(g)}
        assert len(fest.tasks(g)) == 6
    assert len([a for a in Game.new(GameConfig()).cat.activities if a.with_puertomas]) == 11


def test_modules_off_leave_no_festival_state_in_the_save() -> None:
    g = Game.new(GameConfig(seats=3, seed=1))
    assert "festival" not in json.loads(g.to_json())["state"]
    g = Game.new(GameConfig(seats=3, seed=1, expansions=("activities",)))
    assert "festival" in json.loads(g.to_json())["state"]


# ================================================================ §15.2 the objectives


def test_plantation_objective_three_workers_placed_at_once_and_tile_back_to_bag(
    play: Play,
) -> None:
    g = (
        three()
        .seat(ANA, tiles={"sugar": 2})
        .display("sugar", "corn", "fruit", "coffee")
        .festival_tasks(("festival_plantation", {"plantations": ["sugar"]}))
        .start("settler", chooser=ANA)
    )
    supply, bag = g.state.worker_supply, g.state.bag.count("sugar")
    events = play(g, Action(ANA, "take_plantation", "sugar"))
    p = g.state.players[ANA]
    # One place with room (the three sugar plantations): no question asked.
    assert p.tile_workers["sugar"] == 3 and p.portrait_workers == 0
    assert g.state.worker_supply == supply - 3
    assert g.state.bag.count("sugar") == bag + 1
    assert task(g, "festival_plantation")["by"] == ANA
    assert of(events, "festival_plantation_achieved")[0].data["workers"] == 3


def test_plantation_objective_forests_never_count_and_fewer_workers_if_short(
    play: Play,
) -> None:
    g = (
        three()
        .seat(ANA, tiles={"sugar": 1}, forests={"sugar": 1})
        .seat(BEN, tiles={"sugar": 2})
        .display("sugar", "sugar", "corn", "fruit")
        .supply(workers=1)
        .festival_tasks(("festival_plantation", {"plantations": ["sugar"]}))
        .start("settler", chooser=ANA)
    )
    play(g, Action(ANA, "take_plantation", "sugar"))  # 2 sugar + a sugar forest: not yet
    assert task(g, "festival_plantation")["by"] is None
    play(g, Action(BEN, "take_plantation", "sugar"))
    assert task(g, "festival_plantation")["by"] == BEN
    assert g.state.players[BEN].tile_workers["sugar"] == 1  # the supply held 1 worker
    assert g.state.worker_supply == 0


def test_reward_workers_ask_the_seat_when_several_slots_are_free(play: Play) -> None:
    g = (
        three()
        .seat(ANA, tiles={"sugar": 2}, buildings={"small_market": 0})
        .display("sugar", "corn", "fruit", "coffee")
        .festival_tasks(("festival_plantation", {"plantations": ["sugar"]}))
        .start("settler", chooser=ANA)
    )
    play(g, Action(ANA, "take_plantation", "sugar"))
    assert (g.current_seat, g.decision) == (ANA, view.REWARD_PLACE)
    assert set(g.legal_actions()) == {
        Action(ANA, "place_reward", "sugar"),
        Action(ANA, "place_reward", "small_market"),
    }
    # A save mid-placement loads and plays on the same way.
    g2 = Game.from_json(g.to_json())
    assert g2.decision == view.REWARD_PLACE and g2.to_json() == g.to_json()
    with pytest.raises(IllegalAction):
        g.apply(Action(ANA, "place_reward", "coffee"))
    assert g.refusal(Action(ANA, "place_reward", "coffee"))[0] == (  # type: ignore[index]
        "decision_refusal.reward_no_room"
    )
    play(g, Action(ANA, "place_reward", "small_market"))
    # The market is full now: the two others go to the only place left, without a question.
    p = g.state.players[ANA]
    assert p.buildings["small_market"] == 1 and p.tile_workers["sugar"] == 2
    assert (g.current_seat, g.decision) == (BEN, "settler_tile")


def test_reward_workers_without_an_empty_slot_stay_on_the_portrait(play: Play) -> None:
    g = (
        three()
        .seat(ANA, tiles={"sugar": (2, 2)})
        .display("sugar", "corn", "fruit", "coffee")
        .festival_tasks(("festival_plantation", {"plantations": ["sugar"]}))
        .start("settler", chooser=ANA)
    )
    play(g, Action(ANA, "take_plantation", "sugar"))
    p = g.state.players[ANA]
    assert p.tile_workers["sugar"] == 3 and p.portrait_workers == 2


def test_ex58_goods_objective_first_in_phase_order_keeps_crates_and_scores_3(
    play: Play,
) -> None:
    """Festival crates corn, sugar, sugar: Ben (before Cleo in phase order) gains 1 corn,
    2 sugar, 1 coffee -> +3 VP, keeps them; Cleo qualifies too and gets nothing."""
    g = (
        three()
        .seat(
            BEN,
            tiles={"corn": (1, 1), "sugar": (2, 2), "coffee": (1, 1)},
            buildings={"large_sugar_refinery": 2, "large_coffee_roastery": 1},
        )
        .seat(CLEO, tiles={"corn": (1, 1), "sugar": (2, 2)}, buildings={"large_sugar_refinery": 2})
        .festival_tasks(("festival_goods", {"crates": ["corn", "sugar", "sugar"]}))
        .start("craftsman", chooser=BEN)
    )
    supply = dict(g.state.crates)
    events = play(g, Action(BEN, "produce"), Action(CLEO, "produce"))  # Ana makes nothing
    assert task(g, "festival_goods")["by"] is None  # checked at the end of the phase only
    events += play(g, Action(BEN, "pass"))  # the craftsman's extra crate
    assert task(g, "festival_goods")["by"] == BEN
    assert g.state.players[BEN].vp == 3 and g.state.players[CLEO].vp == 0
    assert g.state.players[BEN].goods == {
        "corn": 1,
        "fruit": 0,
        "sugar": 2,
        "tobacco": 0,
        "coffee": 1,
    }
    # Clean-up: the three festival crates go back to the supply.
    made = {"corn": 2, "sugar": 4, "coffee": 1}
    assert g.state.crates["corn"] == supply["corn"] - made["corn"] + 1
    assert g.state.crates["sugar"] == supply["sugar"] - made["sugar"] + 2
    assert len(of(events, "festival_goods_achieved")) == 1


def test_goods_objective_counts_the_craftsman_privilege_crate(play: Play) -> None:
    g = (
        three()
        .seat(ANA, tiles={"corn": (1, 1), "sugar": (1, 1)}, buildings={"large_sugar_refinery": 1})
        .festival_tasks(("festival_goods", {"crates": ["corn", "sugar", "sugar"]}))
        .start("craftsman", chooser=ANA)
    )
    play(g, Action(ANA, "produce"))
    finish = [a for a in g.legal_actions() if a.kind == "pass"]
    while g.decision != "craftsman_bonus":
        play(g, finish[0] if finish else g.legal_actions()[0])
        finish = [a for a in g.legal_actions() if a.kind == "pass"]
    assert task(g, "festival_goods")["by"] is None  # 1 corn + 1 sugar so far
    play(g, Action(ANA, "craftsman_bonus", "sugar"))
    assert task(g, "festival_goods")["by"] == ANA


def test_building_objective_scores_3_once(play: Play) -> None:
    g = (
        three()
        .seat(ANA, doubloons=10)
        .seat(BEN, doubloons=10)
        .festival_tasks(("festival_building", {"building": "factory"}))
        .start("builder", chooser=ANA)
    )
    supply = g.state.building_supply["factory"]
    events = play(g, Action(ANA, "build", "factory"))
    assert task(g, "festival_building")["by"] == ANA and g.state.players[ANA].vp == 3
    assert g.state.building_supply["factory"] == supply - 1  # the target was only a marker
    play(g, Action(BEN, "build", "factory"))
    assert g.state.players[BEN].vp == 0
    assert of(events, "festival_building_achieved")[0].data["building"] == "factory"


def test_another_building_does_not_achieve_the_objective(play: Play) -> None:
    g = (
        three()
        .seat(ANA, doubloons=10)
        .festival_tasks(("festival_building", {"building": "factory"}))
        .start("builder", chooser=ANA)
    )
    play(g, Action(ANA, "build", "school"))
    assert task(g, "festival_building")["by"] is None and g.state.players[ANA].vp == 0


# ================================================================ §16.3 every activity card


def crafts(seat: int, made: dict[str, int]) -> dict[str, Any]:
    """A seat producing `made` (corn needs no building)."""
    mills = {
        "fruit": "large_fruit_farm",
        "sugar": "large_sugar_refinery",
        "tobacco": "large_tobacco_drying_house",
        "coffee": "large_coffee_roastery",
    }
    tiles = {good: (n, n) for good, n in made.items()}
    buildings = {mills[good]: min(n, 3) for good, n in made.items() if good != "corn"}
    return {"tiles": tiles, "buildings": buildings}


def craftsman_case(card: str, slots: dict[str, Any], made: dict[str, int], **extra: Any) -> Game:
    seat_args = crafts(ANA, made)
    seat_args["tiles"].update(extra.get("tiles", {}))
    g = three().seat(ANA, **seat_args).festival_tasks((card, slots)).start("craftsman", chooser=BEN)
    return g


def run_craftsman(g: Game, play: Play) -> list[Event]:
    events: list[Event] = []
    while g.decision != "role":
        legal = g.legal_actions()
        pick = next((a for a in legal if a.kind == "produce"), None)
        pick = pick or next(a for a in legal if a.kind == "pass")
        events += play(g, pick)
    return events


def _bldg_check() -> None:  # the mills used above exist in the catalog
    cat = Game.new(GameConfig()).cat
    for bid in (
        "large_fruit_farm",
        "large_sugar_refinery",
        "large_tobacco_drying_house",
        "large_coffee_roastery",
    ):
        cat.building(bid)


_bldg_check()


@pytest.mark.parametrize(
    ("card", "slots", "made", "tiles", "done"),
    [
        ("best_harvest", {"crates": ["sugar"]}, {"sugar": 3}, {}, True),
        ("best_harvest", {"crates": ["sugar"]}, {"sugar": 2, "corn": 3}, {}, False),
        ("carnival_cocktail", {}, {"corn": 1, "sugar": 1, "coffee": 1}, {}, True),
        ("carnival_cocktail", {}, {"corn": 2, "sugar": 2}, {}, False),
        (
            "best_farmer",
            {"plantations": ["fruit", "tobacco"], "crates": ["corn", "sugar"]},
            {"corn": 1, "sugar": 1},
            {"fruit": 1, "tobacco": 1},
            True,
        ),
        (
            "best_farmer",
            {"plantations": ["fruit", "tobacco"], "crates": ["corn", "sugar"]},
            {"corn": 1, "sugar": 1},
            {"fruit": 1},
            False,
        ),
        (
            "best_farmer",
            {"plantations": ["fruit", "tobacco"], "crates": ["corn", "coffee"]},
            {"corn": 1, "sugar": 1},
            {"fruit": 1, "tobacco": 1},
            False,
        ),
        ("twin_baskets", {"crates": ["corn", "sugar"]}, {"corn": 2, "sugar": 2}, {}, True),
        ("twin_baskets", {"crates": ["corn", "sugar"]}, {"corn": 2, "sugar": 1}, {}, False),
        ("twin_baskets", {"crates": ["corn", "corn"]}, {"corn": 4}, {}, True),
        ("twin_baskets", {"crates": ["corn", "corn"]}, {"corn": 3}, {}, False),
    ],
)
def test_craftsman_phase_cards(
    play: Play,
    card: str,
    slots: dict[str, Any],
    made: dict[str, int],
    tiles: dict[str, int],
    done: bool,
) -> None:
    g = craftsman_case(card, slots, made, tiles=tiles)
    p = g.state.players[ANA]
    before = (p.doubloons, p.vp, p.figures)
    events = run_craftsman(g, play)
    card_def = g.cat.activity(card)
    assert (task(g, card)["by"] == ANA) is done
    gained = (p.doubloons - before[0], p.vp - before[1], p.figures - before[2])
    expected = (card_def.doubloons, card_def.vp, card_def.workers) if done else (0, 0, 0)
    assert gained == expected
    assert len(of(events, "activity_completed")) == (1 if done else 0)


def test_best_harvest_reward_is_a_worker_a_doubloon_and_a_vp(play: Play) -> None:
    g = craftsman_case("best_harvest", {"crates": ["corn"]}, {"corn": 3})
    supply = g.state.worker_supply
    crates_before = g.state.crates["corn"]
    run_craftsman(g, play)
    assert g.state.worker_supply == supply - 1
    # The card's crate went back to the supply; Ana keeps her 3 corn.
    assert g.state.crates["corn"] == crates_before - 3 + 1
    assert g.state.players[ANA].goods["corn"] == 3


@pytest.mark.parametrize(
    ("plantations", "owned", "done"),
    [
        (["corn", "sugar", "sugar"], {"corn": 1, "sugar": 1}, True),  # takes the 2nd sugar
        (["corn", "sugar", "sugar"], {"corn": 1}, False),
        (["coffee", "coffee", "coffee"], {"coffee": 2}, True),
    ],
)
def test_connoisseurs_prize(
    play: Play, plantations: list[str], owned: dict[str, int], done: bool
) -> None:
    g = (
        three()
        .seat(ANA, tiles=owned)
        .display("sugar", "coffee", "fruit", "tobacco")
        .festival_tasks(("connoisseurs_prize", {"plantations": plantations}))
        .start("settler", chooser=ANA)
    )
    take = "coffee" if "coffee" in plantations else "sugar"
    play(g, Action(ANA, "take_plantation", take))
    if g.decision == view.REWARD_PLACE:
        play(g, g.legal_actions()[0])
    assert (task(g, "connoisseurs_prize")["by"] == ANA) is done
    # Its plantations stay out of the bag until it is completed, then go back.
    assert sum(fest.held(g)[1].values()) == (0 if done else len(plantations))


@pytest.mark.parametrize(
    ("shown", "owned", "take", "done"),
    [
        (["corn", "sugar"], {"corn": 2, "sugar": 1}, "sugar", True),
        (["corn", "sugar"], {"corn": 1, "sugar": 1}, "sugar", False),
        (["sugar", "sugar"], {"sugar": 3}, "sugar", True),
        (["sugar", "sugar"], {"sugar": 2}, "sugar", False),
    ],
)
def test_twin_farms(
    play: Play, shown: list[str], owned: dict[str, int], take: str, done: bool
) -> None:
    g = (
        three()
        .seat(ANA, tiles=owned)
        .display("sugar", "coffee", "fruit", "tobacco")
        .festival_tasks(("twin_farms", {"plantations": shown}))
        .start("settler", chooser=ANA)
    )
    play(g, Action(ANA, "take_plantation", take))
    assert (task(g, "twin_farms")["by"] == ANA) is done
    assert g.state.players[ANA].vp == (3 if done else 0)


@pytest.mark.parametrize(
    ("house", "good", "done"),
    [
        (("corn", "fruit", "sugar"), "coffee", True),
        (("corn", "fruit"), "coffee", False),  # not the last free space
        (("corn", "fruit", "sugar"), "tobacco", False),  # not the shown good
    ],
)
def test_early_closing(play: Play, house: tuple[str, ...], good: str, done: bool) -> None:
    g = (
        three()
        .seat(ANA, goods={good: 1})
        .trading_house(*house)
        .festival_tasks(("early_closing", {"crates": ["coffee"]}))
        .start("trader", chooser=ANA)
    )
    supply = g.state.worker_supply
    play(g, Action(ANA, "sell", good))
    assert (task(g, "early_closing")["by"] == ANA) is done
    assert g.state.worker_supply == supply - (2 if done else 0)
    assert g.state.players[ANA].tile_workers == dict.fromkeys(g.state.players[ANA].tiles, 0)
    assert g.state.players[ANA].portrait_workers == (2 if done else 0)  # no empty slot


def test_early_closing_never_by_the_trading_post(play: Play) -> None:
    g = (
        three()
        .seat(ANA, goods={"coffee": 1}, buildings={"trading_post": 1})
        .trading_house("corn", "fruit", "sugar")
        .festival_tasks(("early_closing", {"crates": ["coffee"]}))
        .start("trader", chooser=ANA)
    )
    post = [a for a in g.legal_actions() if a.kind == "trade_post" and a.value == "coffee"]
    assert post
    play(g, post[0])
    assert task(g, "early_closing")["by"] is None


@pytest.mark.parametrize(
    ("card", "ships", "goods", "load", "done"),
    [
        (
            "grand_departure",
            ((4, None, 0), (5, None, 0), (6, "coffee", 4)),
            {"coffee": 2},
            ("coffee", 2),
            True,
        ),
        (
            "grand_departure",
            ((4, None, 0), (5, None, 0), (6, "coffee", 3)),
            {"coffee": 2},
            ("coffee", 2),
            False,
        ),  # not completed
        (
            "grand_departure",
            ((4, None, 0), (5, "coffee", 4), (6, None, 0)),
            {"coffee": 1},
            ("coffee", 1),
            False,
        ),  # completes the 5-ship, not the largest
        (
            "quiet_departure",
            ((4, "coffee", 3), (5, None, 0), (6, None, 0)),
            {"coffee": 1},
            ("coffee", 0),
            True,
        ),
        (
            "quiet_departure",
            ((4, "sugar", 3), (5, None, 0), (6, None, 0)),
            {"sugar": 1},
            ("sugar", 0),
            False,
        ),  # not the shown good
    ],
)
def test_departures(
    play: Play, card: str, ships: Any, goods: dict[str, int], load: tuple[str, int], done: bool
) -> None:
    g = (
        three()
        .seat(ANA, goods=goods)
        .ships(*ships)
        .festival_tasks((card, {"crates": ["coffee"]}))
        .start("captain", chooser=BEN)
    )
    before = g.state.players[ANA].doubloons, g.state.worker_supply
    if g.current_seat == BEN:
        play(g, *[Action(BEN, "pass")] * 0)
    while g.current_seat != ANA:
        play(g, g.legal_actions()[0])
    play(g, Action(ANA, "load", load))
    assert (task(g, card)["by"] == ANA) is done
    reward = g.cat.activity(card)
    p = g.state.players[ANA]
    assert p.doubloons - before[0] == (reward.doubloons if done else 0)
    assert before[1] - g.state.worker_supply == (reward.workers if done else 0)


@pytest.mark.parametrize(
    ("goods", "done"),
    [({"corn": 1, "sugar": 2}, True), ({"corn": 1, "sugar": 1}, False), ({"sugar": 3}, False)],
)
def test_festival_delivery(play: Play, goods: dict[str, int], done: bool) -> None:
    g = (
        three()
        .seat(ANA, goods=goods)
        .ships((4, None, 0), (5, None, 0), (6, None, 0))
        .festival_tasks(("festival_delivery", {}))
        .start("captain", chooser=ANA)
    )
    while g.decision == "load":
        play(g, g.legal_actions()[0])
    assert (task(g, "festival_delivery")["by"] == ANA) is done
    assert g.state.players[ANA].vp == sum(goods.values()) + 1 + (2 if done else 0)
    assert "loaded" not in g.state.festival  # the count ends with the captain phase


def test_festival_delivery_counts_private_ship_loads(play: Play) -> None:
    g = (
        three()
        .seat(ANA, goods={"corn": 1, "sugar": 2}, buildings={"private_wharf": 1})
        .ships((4, "corn", 3), (5, "sugar", 5), (6, "coffee", 6))
        .festival_tasks(("festival_delivery", {}))
        .start("captain", chooser=ANA)
    )
    play(g, Action(ANA, "load_private", "sugar"))  # 2 sugar on the private ship
    assert task(g, "festival_delivery")["by"] is None
    assert g.current_seat == ANA  # the others have nothing to load
    play(g, Action(ANA, "load", ("corn", 0)))
    assert task(g, "festival_delivery")["by"] == ANA


@pytest.mark.parametrize(
    ("card", "target", "built", "done"),
    [
        ("pioneers_honour", "port", "port", True),
        ("pioneers_honour", "port", "school", False),
        ("honorary_citizen", "residence", "residence", True),
        ("honorary_citizen", "residence", "fortress", False),
    ],
)
def test_building_cards(play: Play, card: str, target: str, built: str, done: bool) -> None:
    g = (
        three()
        .seat(ANA, doubloons=12)
        .festival_tasks((card, {"building": target}))
        .start("builder", chooser=ANA)
    )
    play(g, Action(ANA, "build", built))
    assert (task(g, card)["by"] == ANA) is done
    assert g.state.players[ANA].vp == (3 if done else 0)


def test_every_card_is_covered_by_a_test_above() -> None:
    covered = {
        "best_harvest",
        "carnival_cocktail",
        "best_farmer",
        "twin_baskets",
        "connoisseurs_prize",
        "twin_farms",
        "early_closing",
        "grand_departure",
        "quiet_departure",
        "festival_delivery",
        "pioneers_honour",
        "honorary_citizen",
    }
    assert {a.id for a in Game.new(GameConfig()).cat.activities} == covered
    assert set(fest.CONDITIONS["land"]) | set(fest.CONDITIONS["craftsman"]) | set(
        fest.CONDITIONS["build"]
    ) | set(fest.CONDITIONS["sale"]) | set(fest.CONDITIONS["load"]) >= {
        a.condition for a in Game.new(GameConfig()).cat.activities
    }


def test_checks_come_after_the_sawmill_forest_decision(play: Play) -> None:
    g = (
        three()
        .seat(ANA, tiles={"sugar": 2}, buildings={"sawmill": 1})
        .display("sugar", "corn", "fruit", "coffee")
        .festival_tasks(("festival_plantation", {"plantations": ["sugar"]}))
        .start("settler", chooser=ANA)
    )
    play(g, Action(ANA, "take_plantation", "sugar"))
    assert g.decision == "forest" and task(g, "festival_plantation")["by"] is None
    play(g, Action(ANA, "make_forest"))  # the third sugar lies face down: it never counts
    assert task(g, "festival_plantation")["by"] is None


def test_a_cadastral_office_plantation_is_a_land_checkpoint(play: Play) -> None:
    g = (
        three()
        .seat(ANA, tiles={"sugar": 2}, buildings={"cadastral_office": 1}, doubloons=1)
        .festival_tasks(("festival_plantation", {"plantations": ["sugar"]}))
        .bag("sugar")
        .start("trader", chooser=BEN)
    )
    while g.current_seat != ANA:
        play(g, g.legal_actions()[-1])
    play(g, Action(ANA, "cadastral_draw"))
    assert g.state.players[ANA].tiles["sugar"] == 3
    assert task(g, "festival_plantation")["by"] == ANA


# ================================================================ ties and once only


def test_a_card_is_achieved_once_by_the_first_seat(play: Play) -> None:
    g = (
        three()
        .seat(ANA, tiles={"corn": 3})
        .seat(BEN, tiles={"corn": 3})
        .display("corn", "corn", "fruit", "tobacco")
        .festival_tasks(("twin_farms", {"plantations": ["corn", "corn"]}))
        .start("settler", chooser=ANA)
    )
    play(g, Action(ANA, "take_plantation", "corn"), Action(BEN, "take_plantation", "corn"))
    assert task(g, "twin_farms")["by"] == ANA  # 4 corn: a type shown twice needs 4
    assert (g.state.players[ANA].vp, g.state.players[BEN].vp) == (3, 0)


# ================================================================ Puertoma overrides §19.16.4


def test_puertoma_builder_builds_the_task_building_even_if_higher_is_affordable() -> None:
    g = (
        solo()
        .seat(A, doubloons=10)
        .festival_tasks(("festival_building", {"building": "port"}))
        .puertoma(A, built=True)
        .at_role_choice(HUMAN)
    )
    bot.builder_turn(g, A)
    assert "port" in g.state.players[A].buildings
    assert task(g, "festival_building")["by"] == A and g.state.players[A].vp == 3


def test_puertoma_builder_ignores_a_task_building_whose_level_is_full() -> None:
    g = (
        solo()
        .seat(A, doubloons=10, buildings={"factory": 0, "school": 0})
        .festival_tasks(("festival_building", {"building": "port"}))
        .puertoma(A, built=True)
        .at_role_choice(HUMAN)
    )
    bot.builder_turn(g, A)
    assert "port" not in g.state.players[A].buildings  # no space of its level


def test_puertoma_settler_takes_the_needed_type_and_a_third_goes_to_the_vp_area() -> None:
    g = (
        solo()
        .seat(A, tiles={"corn": 1, "sugar": 2})
        .display("sugar", "coffee", "fruit")
        .festival_tasks(("festival_plantation", {"plantations": ["sugar"]}))
        .at_role_choice(HUMAN)
    )
    bot.settler_turn(g, A)
    p = g.state.players[A]
    assert p.tiles["sugar"] == 2 and fest.third(g, A) == {"sugar": 1}
    assert "sugar" not in g.state.display
    invariants.check(g)
    # It counts as an owned plantation for tasks and scores as a quarry.
    fest.after_land(g, A)
    assert task(g, "festival_plantation")["by"] == A
    assert bot.score(g, A)["bonuses"]["quarries"] == g.cat.puertoma.scoring.quarry  # type: ignore[union-attr]


def test_puertoma_settler_prefers_an_unowned_type_an_open_task_names() -> None:
    g = (
        solo()
        .seat(A, tiles={"corn": 1, "sugar": 1})
        .display("sugar", "fruit", "tobacco")
        .festival_tasks(("best_harvest", {"crates": ["fruit"]}))
        .at_role_choice(HUMAN)
    )
    bot.settler_turn(g, A)  # the normal rule would take sugar (a type owned once)
    assert g.state.players[A].tiles["fruit"] == 1 and g.state.players[A].tiles["sugar"] == 1


def test_puertoma_mayor_places_on_a_plantation_of_a_named_good() -> None:
    g = (
        solo()
        .seat(A, tiles={"corn": 1, "coffee": 1})
        .festival_tasks(("best_harvest", {"crates": ["coffee"]}))
        .at_role_choice(HUMAN)
    )
    assert bot.place_figure(g, A) == "coffee"  # the normal rule fills corn first (1 slot)
    g2 = solo().seat(A, tiles={"corn": 1, "coffee": 1}).at_role_choice(HUMAN)
    assert bot.place_figure(g2, A) == "corn"


@pytest.mark.parametrize(("card", "good"), [("R3", "sugar"), ("R5", "coffee"), ("R1", "coffee")])
def test_puertoma_mayor_counts_a_resolution_card_over_the_candidate_tiles(
    card: str, good: str
) -> None:
    """Candidates by rank, left before right: sugar, coffee (left), coffee (right)."""
    g = (
        solo()
        .seat(A, tiles={"corn": 1, "sugar": 1, "coffee": 2})
        .festival_tasks(("twin_baskets", {"crates": ["sugar", "coffee"]}))
        .resolution_deck(card)
        .at_role_choice(HUMAN)
    )
    assert fest.mayor_goods(g, A) == ["sugar", "coffee", "coffee"]
    assert bot.place_figure(g, A) == good


def test_puertoma_trader_sells_into_early_closing_even_for_nothing() -> None:
    g = (
        solo()
        .seat(A, goods={"corn": 1, "coffee": 1})
        .trading_house("fruit", "sugar", "tobacco")
        .festival_tasks(("early_closing", {"crates": ["corn"]}))
        .at_role_choice(HUMAN)
    )
    bot.trader_turn(g, A)  # the normal rule sells the coffee
    assert g.state.trading_house[-1] == "corn"
    assert task(g, "early_closing")["by"] == A


def test_puertoma_captain_completes_the_departure_ship() -> None:
    g = (
        solo()
        .seat(A, goods={"corn": 3, "coffee": 2})
        .ships((4, None, 0), (5, None, 0), (6, "coffee", 4))
        .festival_tasks(("grand_departure", {"crates": ["coffee"]}))
        .at_role_choice(HUMAN)
    )
    assert bot.load_choice(g, A) == Action(A, "load", ("coffee", 2))  # not the 3 corn
    g2 = (
        solo()
        .seat(A, goods={"corn": 3, "coffee": 2})
        .ships((4, None, 0), (5, None, 0), (6, "coffee", 4))
        .at_role_choice(HUMAN)
    )
    assert bot.load_choice(g2, A) == Action(A, "load", ("corn", 0))


def test_puertoma_reward_workers_go_by_the_festival_mayor_priority() -> None:
    g = (
        solo()
        .seat(A, tiles={"corn": 1, "sugar": 2, "fruit": 1})
        .festival_tasks(
            ("festival_plantation", {"plantations": ["fruit"]}),
            ("twin_baskets", {"crates": ["fruit", "sugar"]}),
        )
        .at_role_choice(HUMAN)
    )
    g.state.players[A].tiles["fruit"] = 3  # arranged: owns 3 fruit
    g.state.bag.remove("fruit")
    g.state.bag.remove("fruit")
    fest.after_land(g, A)
    p = g.state.players[A]
    assert task(g, "festival_plantation")["by"] == A
    # 3 workers on fruit/sugar plantations (named by the open Twin Baskets), never on corn.
    assert p.tile_workers["corn"] == 0
    assert p.tile_workers["fruit"] + p.tile_workers["sugar"] == 3


# ================================================================ the headless JSON


def test_cli_json_shows_objectives_cards_and_who_achieved_them() -> None:
    from game.cli import game_record
    from game.puerto_rico.ai import make_agent
    from game.puerto_rico.ai.runner import play_game

    g = play_game(
        GameConfig(seats=3, seed=3, expansions=BOTH),
        [make_agent("scripted", i) for i in range(3)],
    )
    record = game_record(1, g, ["scripted"] * 3)
    assert [t["id"] for t in record["festival"]["objectives"]] == list(fest.OBJECTIVES)
    assert len(record["festival"]["activities"]) == 3
    achieved = [
        t
        for t in (*record["festival"]["objectives"], *record["festival"]["activities"])
        if t["by"] is not None
    ]
    assert achieved  # scripted seats achieve some tasks
    for t in achieved:
        assert t["id"] in record["seats"][t["by"]]["festival_tasks"]
