"""Scripted seats with the expansions (SPEC §12, §13): whole legal games at every seat count and
level, the building-draft plan, and the choice made at each expansion decision."""

from __future__ import annotations

from collections import Counter

import pytest

from game.puerto_rico.ai import ScriptedAgent, make_agent
from game.puerto_rico.ai.draft import DRAFT_PLAN, draft_value
from game.puerto_rico.ai.runner import agent_seed
from game.puerto_rico.engine import Action, Game, GameConfig, invariants
from game.puerto_rico.engine.scenario import Scenario

NEW_BUILDINGS = ("new_buildings",)
CITIZENS = ("citizens",)
BOTH = ("new_buildings", "citizens")
LEVELS = ["scripted:easy", "scripted:normal", "scripted:hard"]
MAX_ACTIONS = 3000  # a 5-seat scripted game takes about 350


def _play_checked(
    config: GameConfig, specs: list[str], expansion_first: bool = False
) -> tuple[Game, Counter[str]]:
    """A whole game, seat i played by specs[i]; every choice must be legal. With
    `expansion_first` the draft puts the expansion buildings on the board before the base ones
    (the scripted plan prefers base engines), so that their decisions come up in play."""
    agents = [make_agent(spec, agent_seed(config.seed, s)) for s, spec in enumerate(specs)]
    g = Game.new(config)
    decisions: Counter[str] = Counter()
    steps = 0
    while not g.is_over:
        seat = g.current_seat
        assert seat is not None
        legal = g.legal_actions()
        assert legal and all(a.seat == seat for a in legal)
        decisions[g.decision or ""] += 1
        if expansion_first and g.decision == "draft":
            action = max(legal, key=lambda a: g.bdefs[a.value].expansion != "base")
        else:
            action = agents[seat].choose(g, legal)
        assert action in legal, f"{specs[seat]} chose {action} at {g.decision}"
        g.apply(action)
        steps += 1
        assert steps < MAX_ACTIONS, "the game does not end"
    invariants.check(g)
    return g, decisions


def _assert_finished(g: Game, seats: int) -> None:
    assert g.is_over
    assert g.winners()
    scores = g.final_scores()
    assert len(scores) == seats
    assert all(isinstance(sc["total"], int) for sc in scores)


# ---------------------------------------------------------------- whole games


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
@pytest.mark.parametrize("spec", LEVELS)
def test_scripted_levels_finish_new_buildings_games(spec: str, seats: int) -> None:
    seeds = [1] if spec == "scripted:hard" else [1, 2, 3]  # hard plays every role out: slow
    for seed in seeds:
        config = GameConfig(seats=seats, seed=300 + 10 * seats + seed, expansions=NEW_BUILDINGS)
        g, decisions = _play_checked(config, [spec] * seats)
        _assert_finished(g, seats)
        assert decisions["draft"] == 17  # every commercial slot of the board (SPEC §12.1)


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_mixed_levels_play_a_board_of_expansion_buildings(seats: int) -> None:
    """The expansion buildings on the board: forests, guests, small ships, Black Market..."""
    seen: Counter[str] = Counter()
    for game in range(2):
        specs = [LEVELS[(game + s) % len(LEVELS)] for s in range(seats)]
        config = GameConfig(seats=seats, seed=400 + 10 * seats + game, expansions=NEW_BUILDINGS)
        g, decisions = _play_checked(config, specs, expansion_first=True)
        _assert_finished(g, seats)
        seen.update(decisions)
    assert seen["forest"] > 0  # a Sawmill owner decided on a plantation


@pytest.mark.parametrize("expansions", [CITIZENS, BOTH], ids=["citizens", "both"])
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_scripted_levels_finish_citizens_games(expansions: tuple[str, ...], seats: int) -> None:
    for game in range(2):
        specs = [LEVELS[(game + s) % len(LEVELS)] for s in range(seats)]
        config = GameConfig(seats=seats, seed=500 + 10 * seats + game, expansions=expansions)
        g, decisions = _play_checked(config, specs, expansion_first=game == 1)
        _assert_finished(g, seats)
        assert decisions["hall_pick"] > 0  # the hall held a worker and a citizen


@pytest.mark.parametrize("expansions", [NEW_BUILDINGS, BOTH], ids=["new_buildings", "both"])
def test_scripted_seats_never_touch_the_live_game(expansions: tuple[str, ...]) -> None:
    agents = [make_agent(spec, s) for s, spec in enumerate([*LEVELS, "scripted:normal"])]
    g = Game.new(GameConfig(seats=4, seed=23, expansions=expansions))
    while not g.is_over:
        before = g.to_json()
        legal = g.legal_actions()
        action = agents[g.current_seat].choose(g, legal)  # type: ignore[index]
        assert g.to_json() == before
        g.apply(action)


def test_same_seed_same_expansion_game() -> None:
    def run() -> str:
        config = GameConfig(seats=3, seed=8, expansions=BOTH)
        g, _ = _play_checked(config, ["scripted:easy", "scripted:normal", "scripted:easy"])
        return g.to_json()

    assert run() == run()


# ---------------------------------------------------------------- the draft


@pytest.mark.parametrize("expansions", [NEW_BUILDINGS, CITIZENS, BOTH])
def test_normal_first_draft_pick_follows_the_plan(expansions: tuple[str, ...]) -> None:
    g = Game.new(GameConfig(seats=4, seed=0, expansions=expansions))
    assert g.decision == "draft"
    legal = g.legal_actions()
    pick = ScriptedAgent("normal").choose(g, legal)
    assert pick == Action(0, "draft", "factory")
    assert draft_value(pick.value) == max(draft_value(a.value) for a in legal)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_draft_pick_is_legal(level: str) -> None:
    g = Game.new(GameConfig(seats=5, seed=3, expansions=BOTH))
    agents = [ScriptedAgent(level, s) for s in range(5)]
    picks = 0
    while g.decision == "draft":
        legal = g.legal_actions()
        action = agents[g.current_seat].choose(g, legal)  # type: ignore[index]
        assert action in legal
        g.apply(action)
        picks += 1
    assert picks == 17
    assert g.decision == "role"


def test_normal_drafts_the_plan_s_best_buildings() -> None:
    g = Game.new(GameConfig(seats=4, seed=0, expansions=NEW_BUILDINGS))
    agent = ScriptedAgent("normal")
    while g.decision == "draft":
        g.apply(agent.choose(g, g.legal_actions()))
    board = set(g.state.building_supply)
    for bid in ("factory", "port", "private_wharf", "residence", "governors_palace"):
        assert bid in board
    assert "black_market" not in board  # two cost-2 slots: Hacienda and Materials Depot first


def test_the_plan_names_every_draftable_building() -> None:
    g = Game.new(GameConfig(seats=4, seed=0, expansions=BOTH))
    draftable = {b.id for b in g.buildings if not b.is_production or b.produces is None}
    assert draftable <= set(DRAFT_PLAN)


# ---------------------------------------------------------------- Expansion I decisions


def _choice(g: Game) -> Action:
    legal = g.legal_actions()
    action = ScriptedAgent("normal").choose(g, legal)
    assert action in legal
    return action


def test_sawmill_makes_a_forest_that_completes_a_pair() -> None:
    g = (
        Scenario(seats=4, expansions=NEW_BUILDINGS)
        .seat(0, buildings={"sawmill": 1}, tiles={"corn": (1, 1)}, forests={"corn": 1})
        .display("sugar", "corn", "corn", "corn", "corn")
        .start("settler", chooser=0)
    )
    g.apply(Action(0, "take_plantation", "sugar"))  # no sugar building: only the forest helps
    assert g.decision == "forest"
    assert _choice(g).kind == "make_forest"


def test_sawmill_keeps_a_plantation_its_building_can_use() -> None:
    g = (
        Scenario(seats=4, expansions=NEW_BUILDINGS)
        .seat(0, buildings={"sawmill": 1, "small_sugar_refinery": 0}, tiles={"corn": (1, 1)})
        .display("sugar", "corn", "corn", "corn", "corn")
        .start("settler", chooser=0)
    )
    g.apply(Action(0, "take_plantation", "sugar"))
    assert g.decision == "forest"
    assert _choice(g).kind == "pass"


def test_trading_post_sells_past_a_full_trading_house() -> None:
    g = (
        Scenario(seats=4, expansions=NEW_BUILDINGS)
        .seat(0, buildings={"trading_post": 1}, goods={"coffee": 1})
        .trading_house("corn", "fruit", "sugar", "tobacco")
        .start("trader", chooser=0)
    )
    assert _choice(g) == Action(0, "trade_post", "coffee")


def test_small_private_wharf_ships_what_the_cargo_ships_refuse() -> None:
    g = (
        Scenario(seats=4, expansions=NEW_BUILDINGS)
        .seat(0, buildings={"small_private_wharf": 1}, goods={"fruit": 3, "tobacco": 3})
        .ships((4, "corn", 4), (5, "sugar", 5), (6, "coffee", 6))
        .start("captain", chooser=1)
    )
    assert g.current_seat == 0 and g.decision == "load"
    assert _choice(g).kind == "load_small_private"


def test_black_market_hands_in_a_corn_crate_rather_than_a_vp() -> None:
    g = (
        Scenario(seats=4, expansions=NEW_BUILDINGS)
        .seat(0, doubloons=3, buildings={"black_market": 1}, goods={"corn": 1}, vp=3)
        .start("builder", chooser=0)
    )
    assert Action(0, "build", ("large_market", ("vp",))) in g.legal_actions()
    assert _choice(g) == Action(0, "build", ("large_market", ("crate:corn",)))


def test_bohio_guest_moves_to_an_unoccupied_building() -> None:
    g = (
        Scenario(seats=4, expansions=NEW_BUILDINGS)
        .seat(0, buildings={"bohio": 1, "large_market": 0}, goods={"corn": 1})
        .start("trader", chooser=1)
    )
    assert g.decision == "bohio"
    assert _choice(g) == Action(0, "bohio_move", ("large_market", "worker"))


def test_bohio_guests_staff_a_plantation_and_its_building_together() -> None:
    g = (
        Scenario(seats=4, expansions=NEW_BUILDINGS)
        .seat(0, buildings={"bohio": 2, "small_sugar_refinery": 0}, tiles={"sugar": 1})
        .start("trader", chooser=1)
    )
    g.apply(_choice(g))
    g.apply(_choice(g))
    p = g.state.players[0]
    assert p.tile_workers["sugar"] == 1 and p.buildings["small_sugar_refinery"] == 1
    assert _choice(g).kind == "pass"


def test_bohio_guest_stays_where_it_would_make_nothing() -> None:
    g = (
        Scenario(seats=4, expansions=NEW_BUILDINGS)
        .seat(0, buildings={"bohio": 1, "small_sugar_refinery": 0})
        .start("trader", chooser=1)
    )
    assert g.decision == "bohio"
    assert _choice(g).kind == "pass"  # a sugar building without a sugar plantation


# ---------------------------------------------------------------- Expansion II decisions


def test_hall_pick_takes_the_citizen() -> None:
    g = Scenario(seats=3, expansions=CITIZENS).supply(hiring_hall=2, hall_citizens=1)
    g = g.start("mayor", chooser=0)
    assert g.decision == "hall_pick"
    assert _choice(g) == Action(0, "take_figure", "citizen")


def test_export_office_returns_the_most_and_cheapest_crates() -> None:
    g = (
        Scenario(seats=4, expansions=CITIZENS)
        .seat(
            0,
            buildings={"export_office": 1},
            goods={"corn": 2, "tobacco": 1, "coffee": 1},
            portrait=2,
            citizens={"portrait": 2},
        )
        .start("captain", chooser=1)
    )
    assert g.decision == "export"
    assert _choice(g) == Action(0, "export_goods", ("corn", "tobacco"))


def _at_bureau(tiles: dict[str, int | tuple[int, int]]) -> Game:
    """End of a settler phase where seat 0 owns a worker-occupied Bureau of Lands."""
    g = (
        Scenario(seats=4, expansions=CITIZENS)
        .seat(0, buildings={"bureau_of_lands": 1}, tiles=tiles)
        .start("settler", chooser=0)
    )
    while g.decision != "bureau":
        seat = g.current_seat
        assert seat is not None
        g.apply(_choice(g) if seat == 0 else Action(seat, "pass"))
    return g


def test_bureau_of_lands_keeps_the_tiles_of_an_island_with_room() -> None:
    g = _at_bureau({"corn": (2, 2), "fruit": 1})
    assert _choice(g).kind == "pass"


def test_bureau_of_lands_clears_a_useless_plantation_off_a_full_island() -> None:
    g = _at_bureau({"corn": (2, 2), "fruit": 10})  # no fruit building: ten idle plantations
    assert _choice(g) == Action(0, "discard_tile", "fruit")


def test_cadastral_office_buys_a_plantation_with_room_and_money() -> None:
    g = (
        Scenario(seats=4, expansions=CITIZENS)
        .seat(0, doubloons=4, buildings={"cadastral_office": 1}, goods={"corn": 1})
        .start("trader", chooser=1)
    )
    assert _choice(g) == Action(0, "cadastral_draw")


def test_cadastral_office_keeps_the_money_when_poor() -> None:
    g = (
        Scenario(seats=4, expansions=CITIZENS)
        .seat(0, doubloons=1, buildings={"cadastral_office": 1}, goods={"corn": 1})
        .start("trader", chooser=1)
    )
    assert _choice(g).kind != "cadastral_draw"


# ---------------------------------------------------------------- robustness


@pytest.mark.parametrize(
    ("offers", "expected"),
    [
        ([("mystery_take", 1), ("pass", None)], ("mystery_take", 1)),
        ([("pass", None), ("mystery_discard", "corn")], ("pass", None)),
        ([("mystery_a", 1), ("mystery_b", 2)], ("mystery_a", 1)),
    ],
)
def test_unknown_decision_gets_a_sensible_default(
    offers: list[tuple[str, object]], expected: tuple[str, object]
) -> None:
    """A decision kind added to the engine later: take the offer, never a discard, stay legal."""
    g = Game.new(GameConfig(seats=3, seed=1))
    g.state.pending = (g.current_seat, "mystery")  # type: ignore[assignment]
    seat = g.current_seat
    assert seat is not None
    legal = [Action(seat, kind, value) for kind, value in offers]
    for level in ("easy", "normal", "hard"):
        assert ScriptedAgent(level).choose(g, legal) == Action(seat, *expected)
