"""Expansion III, the smuggler (SPEC §14, §6.1-6.2, §19.11, §19.16.3, A-17, A-31, A-48-50):
EX-55 and EX-56, each action and its refusals, the wanted token, capture, ransom and the captured
role played at the end of the round, the Puertoma rules, saves mid-phase."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from game.puerto_rico.engine import Game, GameConfig, IllegalAction, invariants, view
from game.puerto_rico.engine import puertoma as bot
from game.puerto_rico.engine.actions import Action
from game.puerto_rico.engine.events import Event
from game.puerto_rico.engine.scenario import Scenario

Play = Callable[..., list[Event]]  # the `play` fixture of conftest.py
SMUGGLER = ("smuggler",)


def three(expansions: tuple[str, ...] = SMUGGLER) -> Scenario:
    return Scenario(seats=3, names=("Ana", "Ben", "Cleo"), expansions=expansions)


def of(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]


def refused(g: Game, action: Action, code: str) -> None:
    """The action is refused with `code` and the state is left exactly as it was."""
    before = g.to_json()
    refusal = g.refusal(action)
    assert refusal is not None and refusal[0] == code, refusal
    with pytest.raises(IllegalAction):
        g.apply(action)
    assert g.to_json() == before


def finish_round(g: Game, play: Play) -> None:
    """Every seat answers 'pass' (or its first option) until a role must be chosen."""
    while not g.is_over and g.decision != "role":
        legal = g.legal_actions()
        passing = [a for a in legal if a.kind == "pass"]
        play(g, passing[0] if passing else legal[0])


def tile(g: Game, role: str):  # type: ignore[no-untyped-def]
    return next(t for t in g.state.roles if t.role == role)


# ================================================================ set-up


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_the_smuggler_is_one_more_role_tile(seats: int) -> None:
    base = Game.new(GameConfig(seats=seats))
    g = Game.new(GameConfig(seats=seats, expansions=SMUGGLER))
    assert len(g.state.roles) == len(base.state.roles) + 1  # §14.1: 3 seats 7, 4: 8, 5: 9, 2: 8
    assert {3: 7, 4: 8, 5: 9, 2: 8}[seats] == len(g.state.roles)
    assert view.wanted_holder(g) is None
    assert "smuggler" not in [t.role for t in base.state.roles]


@pytest.mark.parametrize(
    "modules",
    [SMUGGLER, ("new_buildings", "smuggler"), ("citizens", "smuggler"), ("new_buildings",)],
)
def test_the_smuggler_combines_with_expansions_i_and_ii(modules: tuple[str, ...]) -> None:
    g = Game.new(GameConfig(seats=4, expansions=modules, puertomas=1))
    assert ("smuggler" in [t.role for t in g.state.roles]) == ("smuggler" in modules)


def test_a_game_without_the_smuggler_saves_no_wanted_token() -> None:
    base = json.loads(Game.new(GameConfig(seats=3)).to_json())["state"]
    assert "wanted" not in base and all("captured_by" not in r for r in base["roles"])
    g = Game.new(GameConfig(seats=3, expansions=SMUGGLER))
    data = json.loads(g.to_json())
    assert data["state"]["wanted"] is None
    # A save written before the wanted token existed still loads.
    del data["state"]["wanted"]
    del data["state"]["smuggling"]
    loaded = Game.from_json(json.dumps(data))
    assert view.wanted_holder(loaded) is None
    assert loaded.legal_actions() == g.legal_actions()


# ================================================================ EX-55 and each action


def test_ex55_raid_keeps_three_and_the_rest_leaves_the_game(play: Play) -> None:
    g = three().ships((4, "coffee", 4), (5, "corn", 2), (6, None, 0)).start("smuggler", 0)
    coffee_in_play = g.state.totals["crates"]["coffee"]
    assert Action(0, "raid", 0) in g.legal_actions() and Action(0, "raid", 1) in g.legal_actions()
    events = play(g, Action(0, "raid", 0))
    s = g.state
    assert s.players[0].goods["coffee"] == 3
    assert (s.ships[0].count, s.ships[0].good) == (0, None)  # empty: owns no good any more
    assert (s.ships[1].count, s.ships[1].good) == (2, "corn")
    assert s.totals["crates"]["coffee"] == coffee_in_play - 1
    raid = of(events, "ship_raided")[0]
    assert (raid.seat, raid.data["count"], raid.data["discarded"]) == (0, 3, 1)
    assert view.smuggling(g)[0] == {"chosen": 1, "raid": 1, "crates_raided": 3}


def test_a48_a_ship_with_one_crate_may_be_raided_but_not_an_empty_one(play: Play) -> None:
    g = three().ships((4, None, 0), (5, "corn", 1), (6, None, 0)).start("smuggler", 0)
    assert [a.value for a in g.legal_actions() if a.kind == "raid"] == [1]
    refused(g, Action(0, "raid", 0), "decision_refusal.raid_empty")
    refused(g, Action(0, "raid", 7), "decision_refusal.no_such_ship")
    play(g, Action(0, "raid", 1))
    assert g.state.players[0].goods["corn"] == 1


def test_ex55_plunder_scores_a_vp_per_crate(play: Play) -> None:
    g = three().trading_house("corn", "fruit", "tobacco").start("smuggler", 1)
    supply = dict(g.state.crates)
    vp_supply = g.state.vp_supply
    events = play(g, Action(1, "plunder"))
    s = g.state
    assert s.players[1].vp == 3 and s.vp_supply == vp_supply - 3
    assert s.trading_house == []
    assert s.crates["corn"] == supply["corn"] + 1 and s.crates["tobacco"] == supply["tobacco"] + 1
    assert of(events, "trading_house_plundered")[0].data["vp"] == 3


def test_plunder_needs_crates_in_the_trading_house() -> None:
    g = three().start("smuggler", 0)
    assert not [a for a in g.legal_actions() if a.kind == "plunder"]
    refused(g, Action(0, "plunder"), "decision_refusal.nothing_to_plunder")


def test_ex55_poach_down_to_n_keep_two_on_empty_slots_discard_two(play: Play) -> None:
    # 3 seats, hall 7: 4 removed; Ana has 2 empty slots (a corn and a sugar plantation).
    sc = three().seat(0, tiles={"corn": 1, "sugar": 1}).supply(hiring_hall=7)
    g = sc.start("smuggler", 0)
    workers = g.state.totals["workers"]
    assert [a.value for a in g.legal_actions() if a.kind == "poach"] == [(0, 0)]
    events = play(g, Action(0, "poach", (0, 0)))
    s = g.state
    assert s.hiring_hall == 3
    assert s.totals["workers"] == workers - 2  # two discarded: they leave the game
    poached = of(events, "workers_poached")[0].data
    assert (poached["workers"], poached["taken"], poached["discarded"]) == (4, 2, 2)
    # The two kept figures wait on the portrait and are placed at once, one by one.
    assert g.decision == "poach_place" and s.players[0].portrait_workers == 2
    assert sorted(a.value for a in g.legal_actions()) == [("corn", "worker"), ("sugar", "worker")]
    play(g, Action(0, "place_poached", ("sugar", "worker")))
    # Only the corn slot is left: the last figure goes there without a question.
    assert g.decision == "role"
    p = s.players[0]
    assert (p.tile_workers["corn"], p.tile_workers["sugar"], p.portrait_workers) == (1, 1, 0)


def test_a50_poached_figures_kept_are_limited_by_empty_slots(play: Play) -> None:
    g = three().supply(hiring_hall=6).start("smuggler", 0)  # no slot at all
    play(g, Action(0, "poach", (0, 0)))
    assert g.state.hiring_hall == 3 and g.state.players[0].figures == 0
    assert g.decision == "role"


def test_a50_at_most_three_are_kept(play: Play) -> None:
    g = three().seat(0, tiles={"corn": 5}).supply(hiring_hall=9).start("smuggler", 0)
    play(g, Action(0, "poach", (0, 0)))
    assert (g.state.hiring_hall, g.state.players[0].tile_workers["corn"]) == (3, 3)


def test_poaching_needs_more_than_n_figures_in_the_hall() -> None:
    g = three().seat(0, tiles={"corn": 2}).supply(hiring_hall=3).start("smuggler", 0)
    assert not [a for a in g.legal_actions() if a.kind == "poach"]
    refused(g, Action(0, "poach", (0, 0)), "decision_refusal.hall_small")


def test_a49_with_citizens_the_smuggler_chooses_who_stays_and_who_is_kept(play: Play) -> None:
    sc = (
        three(expansions=("smuggler", "citizens"))
        .seat(0, tiles={"corn": 1}, buildings={"small_market": 0})
        .supply(hiring_hall=3, hall_citizens=2)
    )
    g = sc.start("smuggler", 0)
    # (citizens left in the hall, citizens kept): 2 slots, 2 figures removed, both kept.
    options = [a.value for a in g.legal_actions() if a.kind == "poach"]
    assert options == [(0, 2), (1, 1), (2, 0)]
    refused(g, Action(0, "poach", (3, 0)), "decision_refusal.poach_choice")
    citizens = g.state.totals["citizens"]
    play(g, Action(0, "poach", (0, 2)))
    s = g.state
    assert (s.hiring_hall, s.hall_citizens) == (3, 0)
    assert s.totals["citizens"] == citizens  # both kept, nothing discarded
    assert g.decision == "poach_place"
    assert {a.value[1] for a in g.legal_actions()} == {"citizen"}
    play(g, Action(0, "place_poached", ("small_market", "citizen")))
    p = s.players[0]
    assert p.citizens_at("small_market") == 1 and p.citizens_at("corn") == 1
    assert p.citizen_count == 2 and p.portrait_workers == 0


def test_placing_a_poached_figure_is_refused_where_there_is_no_room(play: Play) -> None:
    sc = three().seat(0, tiles={"corn": (1, 1), "sugar": 1, "fruit": 1}).supply(hiring_hall=5)
    g = sc.start("smuggler", 0)
    play(g, Action(0, "poach", (0, 0)))
    assert g.decision == "poach_place"
    refused(g, Action(0, "place_poached", ("corn", "worker")), "decision_refusal.poached_no_room")
    refused(g, Action(0, "place_poached", ("sugar", "citizen")), "decision_refusal.poached_kind")
    refused(g, Action(0, "place_poached", "sugar"), "decision_refusal.poached_shape")
    refused(g, Action(0, "raid", 0), "decision_refusal.place_poached")


def test_a_save_mid_poach_placement_plays_on_identically(play: Play) -> None:
    sc = three().seat(0, tiles={"corn": 1, "sugar": 1, "fruit": 1}).supply(hiring_hall=6)
    g = sc.start("smuggler", 0)
    play(g, Action(0, "poach", (0, 0)))
    assert g.decision == "poach_place"
    loaded = Game.from_json(g.to_json())
    assert loaded.to_json() == g.to_json()
    assert loaded.legal_actions() == g.legal_actions()
    for game in (g, loaded):
        play(game, Action(0, "place_poached", ("fruit", "worker")))
        play(game, Action(0, "place_poached", ("corn", "worker")))
    assert loaded.to_json() == g.to_json() and g.decision == "role"


def test_passing_does_nothing_and_only_the_chooser_acts(play: Play) -> None:
    g = three().trading_house("corn").start("smuggler", 1)
    assert g.current_seat == 1 and {a.seat for a in g.legal_actions()} == {1}
    refused(g, Action(1, "sell", "corn"), "decision_refusal.smuggle_or_pass")
    refused(g, Action(2, "pass"), "decision_refusal.not_your_turn")
    events = play(g, Action(1, "pass"))
    assert of(events, "smuggler_passed")[0].seat == 1
    assert g.decision == "role" and g.state.trading_house == ["corn"]


# ================================================================ wanted token


def test_ex55_the_wanted_token_blocks_the_smuggler_until_another_seat_takes_it(
    play: Play,
) -> None:
    g = three().start("smuggler", 0)
    assert view.wanted_holder(g) == 0
    play(g, Action(0, "pass"))
    finish_round(g, play)  # Ben and Cleo choose their roles; round 2 begins with Ben governor
    while g.current_seat != 0:
        legal = g.legal_actions()
        choice = next(a for a in legal if tile(g, "smuggler").id != a.value)
        play(g, choice)
        finish_round(g, play)
    assert g.decision == "role"
    smuggler = Action(0, "choose_role", tile(g, "smuggler").id)
    assert smuggler not in g.legal_actions()
    refused(g, smuggler, "decision_refusal.wanted")
    assert "holds the wanted token" in (g.why_illegal(smuggler) or "")


def test_taking_the_smuggler_takes_the_token_from_its_holder(play: Play) -> None:
    g = three().wanted(0).start("smuggler", 2)
    assert view.wanted_holder(g) == 2
    token = of(g.events, "wanted_token")[0]
    assert (token.seat, token.data["frm"]) == (2, "Ana")


def test_the_smuggler_never_gets_an_end_of_round_doubloon(play: Play) -> None:
    g = three().at_role_choice(0)
    for seat in (0, 1, 2):
        assert g.current_seat == seat
        choice = next(a for a in g.legal_actions() if tile(g, "smuggler").id != a.value)
        play(g, choice)
        finish_round(g, play)
    assert g.state.round == 2
    assert tile(g, "smuggler").coins == 0
    assert sum(t.coins for t in g.state.roles) == len(g.state.roles) - 3 - 1


# ================================================================ capture


def capture_mayor(play: Play, doubloons: tuple[int, int, int] = (0, 3, 3)) -> Game:
    """Ana (governor) takes the smuggler and captures the mayor, which carries 2 doubloons."""
    sc = three().role_coins(mayor=2)
    for seat, n in enumerate(doubloons):
        sc.seat(seat, doubloons=n)
    g = sc.start("smuggler", 0)
    events = play(g, Action(0, "capture", "mayor"))
    assert of(events, "role_captured")[0].data["coins"] == 2
    assert g.state.players[0].doubloons == doubloons[0] + 2
    assert view.captured_roles(g) == {"mayor": 0}
    return g


def test_ex55_a_captured_role_is_chosen_by_paying_the_capturer(play: Play) -> None:
    g = capture_mayor(play)
    assert g.current_seat == 1 and Action(1, "choose_role", "mayor") in g.legal_actions()
    events = play(g, Action(1, "choose_role", "mayor"))
    s = g.state
    assert (s.players[0].doubloons, s.players[1].doubloons) == (2 + 3, 0)
    ransom = of(events, "ransom_paid")[0]
    assert (ransom.seat, ransom.data["capturer"], ransom.data["coins"]) == (1, "Ana", 3)
    # Ben plays the mayor normally: chooser, privilege worker; the capture is over.
    assert tile(g, "mayor").taken_by == 1 and of(events, "mayor_privilege")[0].seat == 1
    assert view.captured_roles(g) == {}
    assert s.doubloons_issued == 0  # seat to seat: the bank paid nothing


def test_a17_a_seat_short_of_three_doubloons_cannot_choose_a_captured_role(play: Play) -> None:
    g = capture_mayor(play, doubloons=(0, 2, 3))
    refused(g, Action(1, "choose_role", "mayor"), "decision_refusal.ransom_short")
    assert "must pay Ana 3 doubloons and has 2" in (
        g.why_illegal(Action(1, "choose_role", "mayor")) or ""
    )


def test_a17_the_capturer_cannot_choose_its_own_captured_role(play: Play) -> None:
    g = Scenario(seats=2, names=("Ana", "Ben"), expansions=SMUGGLER).start("smuggler", 0)
    play(g, Action(0, "capture", "mayor"))
    play(g, Action(1, "choose_role", "trader"))
    finish_round(g, play)
    assert g.current_seat == 0  # two seats: each chooses three times a round
    refused(g, Action(0, "choose_role", "mayor"), "decision_refusal.own_capture")


def test_only_an_untaken_role_other_than_the_smuggler_may_be_captured(play: Play) -> None:
    g = three().taken("builder").start("smuggler", 0)
    captures = {a.value for a in g.legal_actions() if a.kind == "capture"}
    assert captures == {"settler", "mayor", "craftsman", "trader", "captain"}
    refused(g, Action(0, "capture", "builder"), "decision_refusal.not_capturable")
    refused(g, Action(0, "capture", "smuggler"), "decision_refusal.not_capturable")
    refused(g, Action(0, "capture", "dragon"), "decision_refusal.no_role_tile")


def test_ex55_an_unchosen_captured_role_is_played_by_its_capturer_at_round_end(
    play: Play,
) -> None:
    g = capture_mayor(play, doubloons=(0, 0, 0))  # nobody can pay the ransom
    play(g, Action(1, "choose_role", "trader"))
    finish_round(g, play)
    events = play(g, Action(2, "choose_role", "craftsman"))
    while g.state.round == 1:
        legal = g.legal_actions()
        passing = [a for a in legal if a.kind == "pass"]
        events += play(g, passing[0] if passing else legal[0])
    kinds = [e.kind for e in events]
    # After the last role phase and before the end-of-round steps, Ana plays the mayor.
    assert kinds.index("captured_role_played") < kinds.index("round_ended")
    played = of(events, "captured_role_played")[0]
    assert (played.seat, played.data["role"]) == (0, "mayor")
    assert of(events, "mayor_privilege")[0].seat == 0  # as chooser
    assert tile(g, "mayor").coins == 0  # counts as taken: no end-of-round doubloon
    assert tile(g, "settler").coins == 1 and tile(g, "smuggler").coins == 0
    assert view.captured_roles(g) == {}
    assert view.smuggling(g)[0]["captured_played"] == 1


def test_a_captured_captain_played_at_round_end_ends_the_game(play: Play) -> None:
    """End triggers apply to the captured role's phase (SPEC §9.1, §14.4): T3' then T3."""
    sc = three().seat(0, goods={"corn": 2}).flags(vp_exhausted=True)
    g = sc.start("smuggler", 0)
    play(g, Action(0, "capture", "captain"))
    play(g, Action(1, "choose_role", "trader"))
    finish_round(g, play)
    events = play(g, Action(2, "choose_role", "builder"))
    while not g.is_over:
        legal = g.legal_actions()
        passing = [a for a in legal if a.kind == "pass"]
        events += play(g, passing[0] if passing else legal[0])
    assert of(events, "captured_role_played")[0].data["role"] == "captain"
    assert of(events, "loaded")[0].seat == 0
    assert g.state.end_trigger == "vp_exhausted"
    assert not of(events, "round_ended")  # the end-of-round steps are skipped


def test_a64_a_captured_role_is_never_played_when_the_game_ends_first(play: Play) -> None:
    sc = three().seat(1, goods={"corn": 1}).flags(vp_exhausted=True)
    g = sc.start("smuggler", 0)
    play(g, Action(0, "capture", "mayor"))
    events = play(g, Action(1, "choose_role", "captain"))
    while not g.is_over:
        legal = g.legal_actions()
        passing = [a for a in legal if a.kind == "pass"]
        events += play(g, passing[0] if passing else legal[0])
    assert not of(events, "captured_role_played") and g.state.round == 1


# ================================================================ Puertomas


P = 1  # Puertoma A in a solo game


def solo(**kw) -> Scenario:  # type: ignore[no-untyped-def]
    return Scenario(
        seats=3, names=("Human", "Puertoma A", "Puertoma B"), puertomas=2, expansions=SMUGGLER, **kw
    )


def ex56() -> Scenario:
    """Puertoma A: an active sugar plantation and an empty fruit one (2 empty slots); hall 5;
    trading house 2 crates; 5-ship 3 sugar, 6-ship 1 fruit."""
    return (
        solo()
        .seat(P, tiles={"sugar": (1, 2), "fruit": (1, 0)})
        .supply(hiring_hall=5)
        .trading_house("corn", "coffee")
        .ships((4, None, 0), (5, "sugar", 3), (6, "fruit", 1))
    )


def test_ex56_puertoma_values_and_poach_wins_the_tie(play: Play) -> None:
    g = ex56().at_role_choice(0)
    assert bot.smuggler_values(g, P) == (2, 2, 1, 2)  # raid target: the 6-ship (no fruit made)
    g = ex56().action_token("settler").start("smuggler", P)
    s = g.state
    assert s.hiring_hall == 3 and s.players[P].tile_workers["fruit"] == 2
    assert of(g.events, "puertoma_placed")[0].data["places"] == ["fruit", "fruit"]
    assert s.trading_house == ["corn", "coffee"] and s.ships[2].count == 1
    # The smuggler never moves the token: nothing moves it before the next role is chosen.
    kinds = [e.kind for e in g.events]
    nxt = [i for i, k in enumerate(kinds) if k == "role_chosen"][1]
    assert "action_token_moved" not in kinds[:nxt]


def test_puertoma_raid_prefers_a_good_it_does_not_produce(play: Play) -> None:
    sc = (
        solo()
        .seat(P, tiles={"sugar": (1, 2)})
        .ships((4, None, 0), (5, "sugar", 4), (6, "fruit", 2))
    )
    g = sc.start("smuggler", P)
    assert g.state.players[P].goods["fruit"] == 2 and g.state.ships[1].count == 4


def test_puertoma_poaches_citizens_first_and_places_them_on_plantations(play: Play) -> None:
    sc = (
        Scenario(
            seats=3,
            names=("Human", "Puertoma A", "Puertoma B"),
            puertomas=2,
            expansions=("smuggler", "citizens"),
        )
        .seat(P, tiles={"coffee": (1, 0)})
        .supply(hiring_hall=3, hall_citizens=3)
    )
    g = sc.start("smuggler", P)
    s = g.state
    assert (s.hiring_hall, s.hall_citizens) == (3, 0)  # 3 citizens removed, workers stay
    p = s.players[P]
    assert p.tile_workers["coffee"] == 3 and p.citizens_at("coffee") == 3
    invariants.check(g)


def test_a_puertoma_with_nothing_to_gain_does_nothing() -> None:
    g = solo().start("smuggler", P)
    assert of(g.events, "smuggler_passed")[0].seat == P
    assert not bot.profitable(g, P, "smuggler")


def puertoma_choice(mayor_coins: int, wanted: int | None = None) -> Event:
    """Trader, settler, builder, captain taken; token on captain (arrows to trader, settler):
    condition 1 finds nothing. Profitable: mayor (empty fruit slot) and the smuggler (poach);
    the craftsman is not (P holds sugar already)."""
    sc = (
        solo()
        .seat(P, tiles={"sugar": (1, 2), "fruit": (1, 0)}, goods={"sugar": 1})
        .supply(hiring_hall=5)
        .taken("trader", "settler", "builder", "captain")
        .action_token("captain")
        .role_coins(mayor=mayor_coins)
        .resolution_deck("R1", "R2")  # R1 puts mayor before smuggler
        .wanted(wanted)
    )
    g = sc.puertoma_chooses(P)
    return of(g.events, "puertoma_role")[0]


def test_ex56_the_smuggler_counts_as_two_doubloons() -> None:
    assert puertoma_choice(1).data["role"] == "smuggler"
    assert puertoma_choice(3).data["role"] == "mayor"


def test_ex56_a_tie_with_the_smuggler_takes_it_without_a_card() -> None:
    choice = puertoma_choice(2)
    assert choice.data["role"] == "smuggler" and choice.data["card"] is None
    assert choice.data["smuggler_tie"] is True


def test_a_puertoma_holding_the_wanted_token_cannot_take_the_smuggler() -> None:
    assert puertoma_choice(0, wanted=P).data["role"] == "mayor"


def test_capture_is_forbidden_with_puertomas() -> None:
    g = Scenario(seats=4, puertomas=1, expansions=SMUGGLER).start("smuggler", 0)
    assert not [a for a in g.legal_actions() if a.kind == "capture"]
    assert not view.capture_allowed(g)
    refused(g, Action(0, "capture", "mayor"), "decision_refusal.capture_forbidden")


# ================================================================ the whole game


def test_a_finished_game_with_the_smuggler_round_trips_through_json() -> None:
    from game.puerto_rico.ai.runner import play_game
    from game.puerto_rico.ai.scripted import ScriptedAgent

    config = GameConfig(seats=3, seed=4, expansions=("smuggler", "citizens"))
    g = play_game(config, [ScriptedAgent("normal", seed=i) for i in range(3)])
    rows = view.smuggling(g)
    assert sum(row.get("chosen", 0) for row in rows) >= g.state.round // 2
    assert Game.from_json(g.to_json()).to_json() == g.to_json()


def test_a_save_with_a_captured_role_and_the_wanted_token_plays_on_identically(
    play: Play,
) -> None:
    g = capture_mayor(play)
    data = json.loads(g.to_json())["state"]
    assert data["wanted"] == 0 and data["smuggling"][0]["capture"] == 1
    assert next(r for r in data["roles"] if r["id"] == "mayor")["captured_by"] == 0
    loaded = Game.from_json(g.to_json())
    assert view.captured_roles(loaded) == {"mayor": 0} and view.wanted_holder(loaded) == 0
    for game in (g, loaded):
        play(game, Action(1, "choose_role", "mayor"))
    assert loaded.to_json() == g.to_json()
