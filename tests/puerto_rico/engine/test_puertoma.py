"""The Puertoma automaton (SPEC §19): the EX-nn examples, set-up, difficulty, fuzz."""

from __future__ import annotations

import random

import pytest

from game.puerto_rico.engine import Action, Game, GameConfig, view
from game.puerto_rico.engine import puertoma as bot
from game.puerto_rico.engine.invariants import violations
from game.puerto_rico.engine.roles.mayor import refill_required
from game.puerto_rico.engine.scenario import Scenario

HUMAN, A, B = 0, 1, 2


def solo(**kw) -> Scenario:  # type: ignore[no-untyped-def]
    return Scenario(seats=3, names=("Human", "Puertoma A", "Puertoma B"), puertomas=2, **kw)


def kinds(g: Game, kind: str) -> list:  # type: ignore[type-arg]
    return [e for e in g.events if e.kind == kind]


def test_ex35_refill_counts_puertoma_plantation_slots() -> None:
    """Human 2 empty building slots + A's sugar (1 empty) + B's fruit (2 empty) = 5."""
    g = (
        solo()
        .seat(HUMAN, tiles={"corn": 1}, buildings={"small_market": 0, "hacienda": 0})
        .seat(A, tiles={"corn": (1, 1), "sugar": (1, 1)})
        .seat(B, tiles={"corn": (1, 1), "fruit": (1, 0)})
        .at_role_choice(HUMAN)
    )
    assert refill_required(g) == 5


def test_ex36_puertoma_takes_linked_role_with_most_doubloons() -> None:
    """Token on builder, builder taken: settler (1 doubloon) beats mayor (0); trader has nothing
    to sell; prospector absent with 3 seats. A takes the fruit plantation; token -> settler."""
    g = (
        solo()
        .seat(A, tiles={"fruit": (1, 0)}, doubloons=2)
        .seat(B, tiles={"corn": (1, 1)}, doubloons=2)
        .display("corn", "fruit", "sugar", "coffee")
        .role_coins(settler=1)
        .taken("builder")
        .action_token("builder")
        .puertoma_chooses(A)
    )
    choice = kinds(g, "puertoma_role")[0]
    assert choice.seat == A and choice.data["role"] == "settler"
    assert "linked from builder" in choice.data["reason"]
    p = g.state.players[A]
    assert p.doubloons == 3  # took the doubloon on the tile
    assert p.tiles["fruit"] == 2  # rule 1: a type it owns exactly once
    # The human is next in the settler phase; when it passes, B takes its turn and the phase
    # ends: the token moves from builder to settler.
    assert (g.current_seat, g.decision) == (HUMAN, "settler_tile")
    events = g.apply(Action(HUMAN, "pass"))
    moves = [e.data for e in events if e.kind == "action_token_moved"]
    assert moves[0] == {"frm": "builder", "to": "settler"}


def _ex37(coins: dict[str, int], deck: tuple[str, ...] = ("R1",)) -> Game:
    return (
        solo()
        .seat(
            A, tiles={"corn": (1, 1), "sugar": (1, 0)}, goods={"corn": 1, "sugar": 1}, doubloons=3
        )
        .seat(B, tiles={"corn": (1, 1)})
        .trading_house("corn", "sugar")
        .display("corn", "fruit", "tobacco", "coffee")
        .role_coins(**coins)
        .taken("captain")
        .action_token("craftsman")
        .resolution_deck(*deck, "R2", "R4", "R5", "R6", "R7", "R8")
        .puertoma_chooses(A)
    )


def test_ex37_no_linked_profitable_role_most_doubloons_builder() -> None:
    """Craftsman links only to trader (nothing sellable) and captain (taken): builder with 2
    doubloons wins; A builds the Large Warehouse (level 2, most expensive) for 5; token stays."""
    g = _ex37({"settler": 1, "builder": 2})
    choice = kinds(g, "puertoma_role")[0]
    assert choice.data["role"] == "builder"
    p = g.state.players[A]
    assert "large_warehouse" in p.buildings
    assert p.doubloons == 0  # 3 + 2 on the tile - (6 - 1 privilege)
    assert view.action_token(g) == "craftsman"
    # First build: the reserved token goes on a large building, by resolution card count.
    assert view.puertoma_board(g, A).reserved in {
        "fire_station",
        "residence",
        "fortress",
        "customs_house",
        "governors_palace",
    }


@pytest.mark.parametrize(("card", "expected"), [("R3", "settler"), ("R1", "builder")])
def test_ex37b_tied_doubloons_resolved_by_card_order(card: str, expected: str) -> None:
    g = _ex37({"settler": 1, "builder": 1}, deck=(card,))
    assert kinds(g, "puertoma_role")[0].data["role"] == expected
    assert kinds(g, "resolution_card")[0].data["card"] == card


@pytest.mark.parametrize(("card", "expected"), [("R1", "mayor"), ("R7", "settler")])
def test_ex37c_no_doubloons_anywhere_card_over_all_three(card: str, expected: str) -> None:
    g = _ex37({}, deck=(card,))
    assert kinds(g, "puertoma_role")[0].data["role"] == expected


def test_ex47_worker_placement_fewest_empty_slots_then_best_good() -> None:
    g = (
        solo()
        .seat(A, tiles={"corn": (1, 0), "fruit": (1, 1), "coffee": (1, 0)})
        .supply(hiring_hall=0)
        .at_role_choice(HUMAN)
    )
    places = [bot.place_figure(g, A) for _ in range(3)]
    assert places == ["fruit", "corn", "coffee"]
    p = g.state.players[A]
    assert (p.tile_workers["fruit"], p.tile_workers["corn"], p.tile_workers["coffee"]) == (2, 1, 1)
    assert bot.refill_contribution(g, A) == 2
    p.tile_workers["coffee"] = 3
    assert bot.place_figure(g, A) == "vp_area"
    assert p.portrait_workers == 1


@pytest.mark.parametrize(
    ("display", "expected"),
    [
        (("sugar", "tobacco", "fruit", "coffee"), "fruit"),
        (("sugar", "tobacco", "coffee"), "coffee"),
    ],
)
def test_ex50_settler_choice(display: tuple[str, ...], expected: str) -> None:
    g = (
        solo()
        .seat(A, tiles={"corn": 1, "fruit": 1, "sugar": 2})
        .display(*display)
        .at_role_choice(HUMAN)
    )
    before = dict(g.state.players[A].tiles)
    bot.settler_turn(g, A)
    after = g.state.players[A].tiles
    assert after[expected] == before[expected] + 1


def test_ex50_only_full_types_on_display_takes_a_quarry() -> None:
    g = solo().seat(A, tiles={"corn": 1, "fruit": 1, "sugar": 2}).display("sugar").at_role_choice(0)
    quarries = g.state.quarries
    bot.settler_turn(g, A)
    assert g.state.players[A].tiles["quarry"] == 1
    assert g.state.quarries == quarries - 1


def test_ex51_captain_loads_most_crates_then_fullest_ship() -> None:
    g = (
        solo()
        .seat(A, goods={"corn": 3, "sugar": 2, "tobacco": 1})
        .ships((4, None, 0), (5, None, 0), (6, "tobacco", 5))
        .at_role_choice(HUMAN)
    )
    first = bot.load_choice(g, A)
    assert first == Action(A, "load", ("corn", 0))  # 3 corn, the 4-ship has fewer free spaces
    g.state.players[A].goods["corn"] = 0
    g.state.ships[0].good, g.state.ships[0].count = "corn", 3
    assert bot.load_choice(g, A) == Action(A, "load", ("sugar", 1))
    g.state.players[A].goods["sugar"] = 0
    g.state.ships[1].good, g.state.ships[1].count = "sugar", 2
    assert bot.load_choice(g, A) == Action(A, "load", ("tobacco", 2))


def test_ex51_tie_goes_to_the_worse_good_and_storage_keeps_the_best() -> None:
    g = (
        solo()
        .seat(A, goods={"corn": 2, "sugar": 2})
        .ships((4, None, 0), (5, None, 0), (6, None, 0))
        .at_role_choice(HUMAN)
    )
    assert bot.load_choice(g, A).value[0] == "corn"  # type: ignore[union-attr]
    g.state.players[A].goods.update(corn=0, sugar=0, coffee=1, fruit=2)
    assert bot.storage_choice(g, A) == (("coffee", 1),)
    bot.info(g, A)["caps"][1] = ["cap2_captain_store", "active"]
    assert bot.storage_choice(g, A) == (("fruit", 1), ("coffee", 1))


def test_ex52_trader_sells_only_for_a_doubloon() -> None:
    g = (
        solo()
        .seat(A, goods={"corn": 1, "tobacco": 2})
        .trading_house("tobacco", "sugar")
        .at_role_choice(HUMAN)
    )
    assert bot._sellable(g, A, as_trader=False) == []  # tobacco blocked, corn pays 0
    assert bot._sellable(g, A, as_trader=True) == [("corn", 1)]
    assert bot.profitable(g, A, "trader")
    bot.info(g, A)["caps"][0] = ["cap1_trader_duplicate", "active"]
    assert bot._sellable(g, A, as_trader=True)[-1] == ("tobacco", 4)


def test_ex53_puertoma_scoring() -> None:
    g = (
        solo()
        .seat(
            A,
            vp=20,
            doubloons=4,
            goods={"corn": 2, "sugar": 1},
            portrait=3,
            tiles={"quarry": 2, "corn": (2, 2), "coffee": (2, 6), "sugar": (2, 3)},
            buildings={
                b: 0
                for b in (
                    "small_market",
                    "hacienda",
                    "company",
                    "large_market",
                    "factory",
                    "school",
                    "fortress",
                    "residence",
                )
            },
        )
        .at_role_choice(HUMAN)
    )
    sc = g.final_scores()[A]
    assert sc["buildings"] == 12
    assert sc["bonuses"] == {
        "large_buildings": 12,
        "vp_area_figures": 3,
        "quarries": 6,
        "active_pairs": 4,
        "doubloons_and_crates": 4,
    }
    assert sc["total"] == 61


def test_ex54_hard_setup_gifts() -> None:
    g = Game.new(GameConfig(seats=3, seed=4, puertomas=2, difficulty="hard"))
    s = g.state
    a, b = s.players[A], s.players[B]
    assert a.tile_workers["fruit"] == 1 and a.goods["corn"] == 1 and a.doubloons == 2
    assert b.doubloons == 1 and b.goods["sugar"] == 1
    assert [g.bdefs[x].level for x in a.buildings] == [1]
    assert [g.bdefs[x].level for x in b.buildings] == [2]
    assert (
        view.puertoma_board(g, A).capabilities[0][1] == "active"
        and view.puertoma_board(g, B).capabilities[0][1] == "active"
    )
    assert s.worker_supply == 54
    assert not violations(g)


def test_setup_seats_and_material() -> None:
    g = Game.new(GameConfig(seats=3, seed=9, puertomas=2))
    s = g.state
    assert [p.name for p in s.players] == ["Seat 1", "Puertoma A", "Puertoma B"]
    assert [g.is_puertoma(i) for i in range(3)] == [False, True, True]
    assert view.action_token(g) == "builder"
    assert sorted(s.auto["deck"]) == [f"R{i}" for i in range(1, 9)]
    for seat in (A, B):
        caps = view.puertoma_board(g, seat).capabilities
        assert [g.cat.puertoma.capability(c).level for c, _ in caps] == [1, 2, 3, 4]
        assert all(state == "hidden" for _, state in caps)
    assert [r.role for r in s.roles].count("prospector") == 0
    assert g.current_seat == HUMAN  # the human is the first governor


def test_easy_discards_hidden_capabilities_after_two_unlocks() -> None:
    g = solo(difficulty="easy").at_role_choice(HUMAN)
    p = g.state.players[A]
    p.buildings.update({"small_market": 0, "hacienda": 0})
    bot._check_unlock(g, A)
    assert view.puertoma_board(g, A).capabilities[0][1] == "unlocked"
    p.buildings.update({"hospital": 0, "company": 0})
    bot._check_unlock(g, A)
    states = [st for _, st in view.puertoma_board(g, A).capabilities]
    assert states == ["unlocked", "unlocked", "discarded", "discarded"]


def test_capability_becomes_active_next_round() -> None:
    g = solo().at_role_choice(HUMAN)
    me = bot.info(g, A)
    me["caps"][0] = ["cap1_trader_coin", "unlocked"]
    assert not bot.active(g, A, "cap1_trader_coin")
    bot.start_round(g)
    assert bot.active(g, A, "cap1_trader_coin")


@pytest.mark.parametrize(("seats", "puertomas"), [(3, 2), (2, 1), (3, 1), (4, 1), (5, 1)], ids=str)
@pytest.mark.parametrize("difficulty", ["easy", "normal", "hard"])
def test_fuzz_solo_games_keep_every_invariant(seats: int, puertomas: int, difficulty: str) -> None:
    """Random human play against Puertomas: nothing created or lost, every game ends."""
    for seed in range(20):
        g = Game.new(GameConfig(seats=seats, seed=seed, puertomas=puertomas, difficulty=difficulty))
        rng = random.Random(seed)
        steps = 0
        while not g.is_over:
            legal = g.legal_actions()
            assert all(a.seat < seats - puertomas for a in legal)  # only humans are asked
            g.apply(rng.choice(legal))
            assert not violations(g), (seed, violations(g))
            steps += 1
            assert steps < 3000
        assert g.winners()


def test_solo_game_is_deterministic_and_round_trips() -> None:
    def play(seed: int) -> Game:
        g = Game.new(GameConfig(seats=3, seed=seed, puertomas=2, difficulty="normal"))
        rng = random.Random(seed)
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
            if g.state.actions_taken == 25:
                g = Game.from_json(g.to_json())
        return g

    assert play(3).to_json() == play(3).to_json()


def test_bad_puertoma_configurations_are_refused() -> None:
    from game.puerto_rico.engine import ConfigError

    with pytest.raises(ConfigError, match="two Puertomas play with exactly one human"):
        Game.new(GameConfig(seats=4, puertomas=2))
    with pytest.raises(ConfigError, match="difficulty: expected easy, normal or hard"):
        Game.new(GameConfig(seats=3, puertomas=2, difficulty="brutal"))


def test_solo_replay_rebuilds_the_same_game() -> None:
    """The replay format records the Puertomas and their difficulty."""
    from game.puerto_rico.engine.replay import config_of, play_replay, to_replay

    g = Game.new(GameConfig(seats=3, seed=8, puertomas=2, difficulty="hard"))
    rng = random.Random(8)
    actions = []
    while not g.is_over:
        a = rng.choice(g.legal_actions())
        g.apply(a)
        actions.append(a)
    assert play_replay(to_replay(config_of(g), actions)).to_json() == g.to_json()
