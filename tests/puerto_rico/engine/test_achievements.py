"""Expansion VI, grand achievements (SPEC §17, §19.16.5): the 30 cards, the deal and the draft
variant, the statistics, completion at the checkpoints, scoring, hidden cards, saves."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from game.puerto_rico.catalog import CatalogError, default_catalog, load_catalog
from game.puerto_rico.catalog.loader import DEFAULT_DATA_DIR
from game.puerto_rico.engine import Action, ConfigError, Game, GameConfig, achievements, view
from game.puerto_rico.engine.invariants import violations
from game.puerto_rico.engine.scenario import Scenario

MODULE = ("achievements",)
CARDS = default_catalog().achievements
assert CARDS is not None


def _scenario(seats: int = 3) -> Scenario:
    return Scenario(seats=seats, expansions=MODULE)


def _stats(**values: Any) -> dict[str, Any]:
    return values


# card -> (arrangement that fulfils it, arrangement one step short): seat keywords for
# Scenario.seat, and "stats" for the statistics the engine records as play goes.
SIX_SMALL = {
    "small_market": 1,
    "hacienda": 1,
    "small_warehouse": 1,
    "hospital": 1,
    "company": 1,
    "large_market": 1,
}
CASES: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {
    "coffee_baron": ({"tiles": {"coffee": 3}}, {"tiles": {"coffee": 2}}),
    "tobacco_grower": ({"tiles": {"tobacco": 3}}, {"tiles": {"tobacco": 2}}),
    "sugar_estate": ({"tiles": {"sugar": 4}}, {"tiles": {"sugar": 3}}),
    "orchard_keeper": ({"tiles": {"fruit": 4}}, {"tiles": {"fruit": 3}}),
    "corn_country": ({"tiles": {"corn": 5}}, {"tiles": {"corn": 4}}),
    "stonecutter": ({"tiles": {"quarry": 3}}, {"tiles": {"quarry": 2}}),
    "mixed_farming": (
        {"tiles": {"corn": 1, "fruit": 1, "sugar": 1, "tobacco": 1, "coffee": 1}},
        {"tiles": {"corn": 2, "fruit": 1, "sugar": 1, "tobacco": 1}},
    ),
    "no_land_left": (
        {"tiles": {"corn": 4, "sugar": 4, "quarry": 4}},
        {"tiles": {"corn": 4, "sugar": 4, "quarry": 3}},
    ),
    "large_household": ({"portrait": 18}, {"portrait": 17}),
    "busy_city": (
        {"buildings": {**SIX_SMALL, "factory": 0, "port": 0}},
        {"buildings": {**SIX_SMALL, "factory": 0}},
    ),
    "grandee": (
        {"buildings": {"residence": 0, "fortress": 0}},
        {"buildings": {"residence": 0, "factory": 0}},
    ),
    "processing_chain": (
        {
            "buildings": {
                "small_fruit_farm": 0,
                "small_sugar_refinery": 0,
                "large_tobacco_drying_house": 0,
                "large_coffee_roastery": 0,
            }
        },
        {
            "buildings": {
                "small_fruit_farm": 0,
                "large_sugar_refinery": 0,
                "large_tobacco_drying_house": 0,
            }
        },
    ),
    "full_staff": (
        {"buildings": SIX_SMALL},
        {"buildings": {**SIX_SMALL, "large_market": 0}},
    ),
    "treasury": ({"doubloons": 15}, {"doubloons": 14}),
    "big_shipment": ({"stats": _stats(best_load=6)}, {"stats": _stats(best_load=5)}),
    "harbour_master": (
        {"stats": _stats(cargo_completions=3)},
        {"stats": _stats(cargo_completions=2)},
    ),
    "bumper_crop": (
        {"stats": _stats(best_craftsman_crates=8)},
        {"stats": _stats(best_craftsman_crates=7)},
    ),
    "four_harvests": (
        {"stats": _stats(best_craftsman_goods=4)},
        {"stats": _stats(best_craftsman_goods=3)},
    ),
    "coffee_merchant": (
        {"stats": _stats(sales={"coffee": 2})},
        {"stats": _stats(sales={"coffee": 1, "tobacco": 3})},
    ),
    "big_sale": ({"stats": _stats(best_sale=6)}, {"stats": _stats(best_sale=5)}),
    "stockpile": (
        {"stats": _stats(best_storage_kept=5)},
        {"stats": _stats(best_storage_kept=4)},
    ),
    "honoured": ({"vp": 25}, {"vp": 24}),
    "all_trades": (
        {"stats": _stats(roles=["settler", "mayor", "builder", "craftsman", "trader", "captain"])},
        {
            "stats": _stats(
                roles=["settler", "mayor", "builder", "craftsman", "prospector", "captain"]
            )
        },
    ),
    "patron": (
        {"buildings": {"factory": 0, "school": 0, "port": 0}},
        {"buildings": {"factory": 0, "school": 0, "hospital": 0}},
    ),
    "free_of_charge": (
        {"stats": _stats(cheapest_build={"2": 0})},
        {"stats": _stats(cheapest_build={"1": 1, "4": 3})},
    ),
    "bargain_hunter": (
        {"stats": _stats(cheapest_build={"4": 3})},
        {"stats": _stats(cheapest_build={"2": 0, "3": 4})},
    ),
    "humble_beginnings": (
        {"buildings": {"small_market": 0, "hacienda": 0, "small_warehouse": 0, "canal": 0}},
        {"buildings": {"small_market": 0, "hacienda": 0, "small_warehouse": 0, "hospital": 0}},
    ),
    "recruiting_drive": (
        {"stats": _stats(best_mayor_figures=4)},
        {"stats": _stats(best_mayor_figures=3)},
    ),
    "cornucopia": (
        {"goods": {"corn": 1, "fruit": 1, "sugar": 1, "tobacco": 1, "coffee": 1}},
        {"goods": {"corn": 3, "fruit": 1, "sugar": 1, "tobacco": 1}},
    ),
    "market_regular": (
        {"stats": _stats(trader_phases_with_sale=4)},
        {"stats": _stats(trader_phases_with_sale=3)},
    ),
}


def test_every_card_of_the_data_has_a_case() -> None:
    assert sorted(CASES) == sorted(c.id for c in CARDS.cards)
    assert len(CARDS.cards) == 30


def _arranged(card: str, arrangement: dict[str, Any]) -> Game:
    board = {k: v for k, v in arrangement.items() if k != "stats"}
    g = _scenario().seat(0, **board).achievements(0, card).at_role_choice(0)
    assert g.s.achievements is not None
    g.s.achievements["stats"][0].update(arrangement.get("stats", {}))
    return g


@pytest.mark.parametrize("card", sorted(CASES))
def test_a_card_is_completed_when_its_condition_holds(card: str) -> None:
    g = _arranged(card, CASES[card][0])
    g.events = []
    achievements.check(g)
    assert g.s.achievements is not None
    assert g.s.achievements["done"][0] == [card]
    assert g.s.achievements["hands"][0] == []
    vp = CARDS.card(card).vp
    assert [(e.kind, e.seat, e.data["achievement"], e.data["vp"]) for e in g.events] == [
        ("achievement_completed", 0, card, vp)
    ]
    assert g.final_scores()[0]["bonuses"]["achievements"] == vp


@pytest.mark.parametrize("card", sorted(CASES))
def test_a_card_one_step_short_stays_hidden(card: str) -> None:
    g = _arranged(card, CASES[card][1])
    achievements.check(g)
    assert g.s.achievements is not None
    assert g.s.achievements["hands"][0] == [card]
    assert g.s.achievements["done"][0] == []
    have, need = view.achievement_progress(g, 0, card)
    assert have < need
    assert g.final_scores()[0]["bonuses"]["achievements"] == 0


def test_a_completed_card_stays_completed_when_the_condition_stops_holding() -> None:
    g = _arranged("treasury", {"doubloons": 15})
    achievements.check(g)
    g.s.players[0].doubloons = 2
    achievements.check(g)
    assert g.s.achievements is not None
    assert g.s.achievements["done"][0] == ["treasury"]
    assert g.final_scores()[0]["bonuses"]["achievements"] == 3


# ------------------------------------------------------------------ statistics from play


def test_a_load_of_six_crates_completing_a_ship_counts_for_big_shipment_and_harbour_master() -> (
    None
):
    g = (
        _scenario()
        .seat(0, goods={"corn": 6})
        .ships((4, None, 0), (6, None, 0), (7, None, 0))
        .achievements(0, "big_shipment", "harbour_master")
        .start("captain", 0)
    )
    assert g.decision == "load"
    g.apply(Action(0, "load", ("corn", 1)))  # the 6-ship takes all six: full
    stats = view.achievement_stats(g, 0)
    assert stats["best_load"] == 6 and stats["cargo_completions"] == 1
    card = view.achievement_cards(g, 0, 0)
    assert card.completed == ("big_shipment",) and card.hidden == ("harbour_master",)


def test_a_sale_records_the_payout_the_good_and_the_trader_phase() -> None:
    g = (
        _scenario()
        .seat(0, goods={"coffee": 1}, buildings={"large_market": 1})
        .achievements(0, "big_sale", "coffee_merchant", "market_regular")
        .start("trader", 0)
    )
    g.apply(Action(0, "sell", "coffee"))  # 4 + 1 (trader) + 2 (large market) = 7
    stats = view.achievement_stats(g, 0)
    assert stats["best_sale"] == 7
    assert stats["sales"] == {"coffee": 1} and stats["trader_phases_with_sale"] == 1
    assert view.achievement_cards(g, 0, 0).completed == ("big_sale",)


def test_a_build_records_the_doubloons_paid_by_level() -> None:
    g = (
        _scenario()
        .seat(0, doubloons=7, tiles={"quarry": (3, 3)})
        .achievements(0, "bargain_hunter", "free_of_charge")
        .start("builder", 0)
    )
    # Factory: cost 7 - 3 quarries - 1 privilege = 3 doubloons, level 3.
    g.apply(Action(0, "build", "factory"))
    assert view.achievement_stats(g, 0)["cheapest_build"] == {"3": 3}
    cards = view.achievement_cards(g, 0, 0)
    assert cards.completed == ("bargain_hunter",) and cards.hidden == ("free_of_charge",)


def test_the_mayor_phase_counts_the_figures_each_seat_gains() -> None:
    sc = _scenario().achievements(0, "recruiting_drive").achievements(1, "large_household")
    g = sc.start("mayor", 0)
    s = g.s
    # 3 seats: a hall of 3 workers gives each seat one; the mayor has one more (privilege).
    while not g.is_over and g.s.phase == "mayor":
        g.apply(g.legal_actions()[0])
    assert view.achievement_stats(g, 0)["best_mayor_figures"] == 2
    assert view.achievement_stats(g, 1)["best_mayor_figures"] == 1
    assert s.achievements is not None and "mayor_from" not in s.achievements


def test_the_craftsman_phase_counts_crates_and_goods_gained() -> None:
    g = (
        _scenario()
        .seat(
            0,
            tiles={"corn": (3, 3), "sugar": (2, 2), "fruit": (1, 1), "coffee": (1, 1)},
            buildings={
                "large_sugar_refinery": 2,
                "small_fruit_farm": 1,
                "large_coffee_roastery": 1,
            },
        )
        .achievements(0, "four_harvests", "bumper_crop")
        .start("craftsman", 0)
    )
    g.apply(Action(0, "produce"))  # 3 corn, 2 sugar, 1 fruit, 1 coffee = 7 crates, 4 goods
    while g.s.phase == "craftsman":
        bonus = [a for a in g.legal_actions() if a.kind == "craftsman_bonus"]
        g.apply(bonus[0] if bonus else g.legal_actions()[0])
    stats = view.achievement_stats(g, 0)
    assert stats["best_craftsman_goods"] == 4
    assert stats["best_craftsman_crates"] == 8  # the privilege crate counts too
    assert set(view.achievement_cards(g, 0, 0).completed) == {"four_harvests", "bumper_crop"}


def test_storage_records_the_crates_kept() -> None:
    g = (
        _scenario()
        .seat(0, goods={"corn": 5, "fruit": 1}, buildings={"large_warehouse": 1})
        .ships((4, "corn", 4), (5, "fruit", 5), (6, "sugar", 1))
        .achievements(0, "stockpile")
        .start("captain", 0)
    )
    while g.s.phase == "captain":
        g.apply(g.legal_actions()[0])
    assert view.achievement_stats(g, 0)["best_storage_kept"] == 6
    assert view.achievement_cards(g, 0, 0).completed == ("stockpile",)


def test_every_role_chosen_completes_all_trades() -> None:
    g = _scenario().achievements(0, "all_trades").at_role_choice(0)
    assert g.s.achievements is not None
    g.s.achievements["stats"][0]["roles"] = ["settler", "mayor", "builder", "craftsman", "trader"]
    g.apply(Action(0, "choose_role", "captain"))
    assert "all_trades" in view.achievement_cards(g, 0, 1).completed


# ------------------------------------------------------------------ set-up and the draft


def test_the_deal_gives_four_hidden_cards_to_each_seat() -> None:
    for seats in (2, 3, 4, 5):
        g = Game.new(GameConfig(seats=seats, seed=seats, expansions=MODULE))
        a = g.s.achievements
        assert a is not None
        assert [len(h) for h in a["hands"]] == [4] * seats
        assert len(a["deck"]) == 30 - 4 * seats
        assert sorted(achievements.all_cards(g.s)) == sorted(c.id for c in CARDS.cards)
        assert g.decision == "role"  # no choice without the draft variant
        assert violations(g) == []


def test_the_draft_keeps_one_and_passes_the_rest_to_the_left() -> None:
    g = Game.new(GameConfig(seats=3, seed=7, expansions=MODULE, variants=("achievements_draft",)))
    assert view.in_draft(g) is False and g.s.phase == view.ACHIEVEMENTS_PHASE
    first = {seat: view.achievement_offer(g, seat) for seat in range(3)}
    assert [len(o) for o in first.values()] == [4, 4, 4]
    kept: dict[int, list[str]] = {0: [], 1: [], 2: []}
    for size in (4, 3, 2):
        offers = {seat: view.achievement_offer(g, seat) for seat in range(3)}
        for seat in range(3):
            assert g.current_seat == seat and g.decision == "achievement_draft"
            assert len(g.legal_actions()) == size
            card = offers[seat][-1]
            kept[seat].append(card)
            g.apply(Action(seat, "keep_achievement", card))
        for seat in range(3):
            if size > 2:  # the rest of each offer is now its left neighbour's
                left = (seat + 1) % 3
                rest = tuple(c for c in offers[seat] if c != kept[seat][-1])
                assert view.achievement_offer(g, left) == rest
    # The 4th card is the last one received, kept without a decision; round 1 begins.
    assert g.decision == "role"
    a = g.s.achievements
    assert a is not None and "offer" not in a
    for seat in range(3):
        assert a["hands"][seat][:3] == kept[seat] and len(a["hands"][seat]) == 4
    assert violations(g) == []


def test_a_draft_pick_outside_the_offer_is_refused_with_a_reason() -> None:
    g = Game.new(GameConfig(seats=2, seed=1, expansions=MODULE, variants=("achievements_draft",)))
    theirs = view.achievement_offer(g, 1)[0]
    assert g.why_illegal(Action(0, "keep_achievement", theirs)) == (
        "Seat 1 may keep only one of the grand achievement cards in front of them"
    )
    assert g.refusal(Action(0, "pass")) == (
        "decision_refusal.keep_an_achievement",
        {"who": "Seat 1", "n": 1},
    )


def test_the_draft_variant_needs_the_module() -> None:
    with pytest.raises(ConfigError, match="needs the module 'achievements'"):
        GameConfig(seats=3, variants=("achievements_draft",)).validate()


def test_with_puertomas_each_human_draws_six_and_keeps_four() -> None:
    g = Game.new(GameConfig(seats=3, seed=2, expansions=MODULE, puertomas=2))
    assert g.decision == "achievement_keep" and g.current_seat == 0
    offer = view.achievement_offer(g, 0)
    assert len(offer) == 6 and view.achievements_to_keep(g) == 4
    assert len(g.legal_actions()) == 15  # 6 choose 4
    keep = offer[1:5]
    g.apply(Action(0, "keep_achievements", keep))
    a = g.s.achievements
    assert a is not None
    assert a["hands"] == [list(keep), [], []]
    assert sorted(a["discard"]) == sorted({offer[0], offer[5]})
    assert g.decision == "role"
    assert violations(g) == []


def test_two_humans_with_a_puertoma_both_keep_four_of_six() -> None:
    g = Game.new(GameConfig(seats=3, seed=3, expansions=MODULE, puertomas=1))
    for seat in (0, 1):
        assert g.current_seat == seat and g.decision == "achievement_keep"
        g.apply(g.legal_actions()[0])
    a = g.s.achievements
    assert a is not None and [len(h) for h in a["hands"]] == [4, 4, 0]
    assert len(a["discard"]) == 4


def test_puertomas_score_the_humans_uncompleted_cards_and_humans_score_nothing() -> None:
    g = (
        Scenario(seats=3, expansions=MODULE, puertomas=2)
        .seat(0, doubloons=20)
        .achievements(0, "treasury", "coffee_baron", "grandee", "stockpile")
        .at_role_choice(0)
    )
    g.events = []
    achievements.check(g)
    assert [e.data["scores"] for e in g.events if e.kind == "achievement_completed"] == [False]
    scores = g.final_scores()
    assert scores[0]["bonuses"]["achievements"] == 0  # treasury completed: nothing for the human
    # coffee baron 4 + grandee 4 + stockpile 2, for each Puertoma.
    assert scores[1]["bonuses"]["achievements"] == 10
    assert scores[2]["bonuses"]["achievements"] == 10
    assert scores[1]["total"] - scores[1]["bonus_total"] + 10 >= 10


# ------------------------------------------------------------------ hidden cards


def test_the_view_shows_a_seats_hidden_cards_only_to_itself() -> None:
    g = _scenario().seat(1, doubloons=15).achievements(1, "treasury", "grandee").at_role_choice(0)
    achievements.check(g)
    mine = view.achievement_cards(g, 1, 1)
    theirs = view.achievement_cards(g, 1, 0)
    nobody = view.achievement_cards(g, 1, None)
    assert mine.completed == theirs.completed == nobody.completed == ("treasury",)
    assert mine.hidden == ("grandee",) and mine.hidden_count == 1
    assert theirs.hidden is None and theirs.hidden_count == 1
    assert nobody.hidden is None


def test_a_seat_copy_redeals_only_the_cards_the_seat_cannot_see() -> None:
    g = Game.new(GameConfig(seats=4, seed=11, expansions=MODULE))
    a = g.s.achievements
    assert a is not None
    a["done"][2].append(a["hands"][2].pop())  # one of seat 2's cards is face up
    real = json.loads(json.dumps(a))
    changed = 0
    for seed in range(5):
        copy = g.seat_copy(0, seed)
        b = copy.s.achievements
        assert b is not None
        assert b["hands"][0] == real["hands"][0]  # its own cards
        assert b["done"] == real["done"]  # face-up cards
        assert [len(h) for h in b["hands"]] == [len(h) for h in real["hands"]]
        assert sorted(achievements.all_cards(copy.s)) == sorted(achievements.all_cards(g.s))
        changed += b["hands"][1:] != real["hands"][1:]
        # Whatever the others really hold, the copy is the same (drawn from the seed alone).
        other = g.clone()
        assert other.s.achievements is not None
        other.s.achievements["hands"][1], other.s.achievements["deck"][:3] = (
            other.s.achievements["deck"][:3] + other.s.achievements["hands"][1][3:],
            other.s.achievements["hands"][1][:3],
        )
        assert other.seat_copy(0, seed).s.achievements == b
    assert changed == 5
    assert g.s.achievements == real  # the live game is untouched


# ------------------------------------------------------------------ saves and data


def test_saves_hold_the_cards_only_with_the_module() -> None:
    plain = Game.new(GameConfig(seats=3, seed=5))
    assert "achievements" not in json.loads(plain.to_json())["state"]
    g = Game.new(GameConfig(seats=3, seed=5, expansions=MODULE, variants=("achievements_draft",)))
    g.apply(g.legal_actions()[1])
    text = g.to_json()
    again = Game.from_json(text)
    assert again.to_json() == text and again.decision == "achievement_draft"
    again.apply(again.legal_actions()[0])
    g.apply(g.legal_actions()[0])
    assert again.to_json() == g.to_json()


def test_the_data_says_the_cards_are_this_editions_own_design() -> None:
    assert CARDS.own_design is True
    assert "own design" in CARDS.note_en and "création de cette édition" in CARDS.note_fr
    g = Game.new(GameConfig(seats=3, expansions=MODULE))
    assert view.achievements_note(g, "fr") == CARDS.note_fr


def _bad_data(tmp_path: Path, old: str, new: str) -> Path:
    folder = tmp_path / "data"
    shutil.copytree(DEFAULT_DATA_DIR, folder)
    path = folder / "achievements.yaml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return folder


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        (
            "{check: plantations, good: coffee, at_least: 3}",
            "{check: plantation, good: coffee, at_least: 3}",
            "data/achievements.yaml: achievements.cards[0].condition.check: expected a known "
            "check (one of: plantations,",
        ),
        (
            "{check: plantations, good: coffee, at_least: 3}",
            "{check: plantations, good: cocoa, at_least: 3}",
            "data/achievements.yaml: achievements.cards[0].condition.good: expected one of: "
            "corn, fruit, sugar, tobacco, coffee, got 'cocoa'",
        ),
        (
            "stat: best_load, at_least: 6",
            "stat: best_loads, at_least: 6",
            "data/achievements.yaml: achievements.cards[14].condition.stat: expected one of: ",
        ),
        (
            "own_design: true",
            "own_design: false",
            "data/achievements.yaml: achievements.own_design: expected true (the cards are "
            "this edition's own design, SPEC §17.3), got False",
        ),
        (
            "      vp: 4\n      condition: {check: plantations, good: coffee",
            "      vp: 0\n      condition: {check: plantations, good: coffee",
            "data/achievements.yaml: achievements.cards[0].vp: expected an integer >= 1, got 0",
        ),
        (
            "    - id: tobacco_grower",
            "    - id: coffee_baron",
            "data/achievements.yaml: achievements.cards[1].id: expected a unique card id "
            "(already used at achievements.cards[0].id), got 'coffee_baron'",
        ),
    ],
)
def test_a_bad_card_file_names_file_key_and_expectation(
    tmp_path: Path, old: str, new: str, message: str
) -> None:
    with pytest.raises(CatalogError) as info:
        load_catalog(_bad_data(tmp_path, old, new))
    assert str(info.value).startswith(message)
