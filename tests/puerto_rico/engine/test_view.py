"""engine.view answers with the engine's own rules, and asking it never changes the game."""

from __future__ import annotations

from game.puerto_rico.engine import Action, Game, GameConfig, view
from game.puerto_rico.engine.scenario import Scenario


def _captain() -> Game:
    """EX-04's captain phase: ships 5 (empty), 6 (3 corn), 7 (empty)."""
    return (
        Scenario(seats=4, names=("Anna", "Benoit", "Clara", "Dominique"))
        .seat(0, goods={"corn": 2, "sugar": 6})
        .seat(1, goods={"sugar": 2, "tobacco": 3})
        .seat(2, goods={"corn": 2, "tobacco": 1})
        .seat(3, goods={"corn": 1, "fruit": 5}, buildings={"small_warehouse": 1})
        .ships((5, None, 0), (6, "corn", 3), (7, None, 0))
        .start("captain", chooser=0)
    )


def test_best_cargo_is_the_biggest_load_the_engine_offers() -> None:
    g = _captain()
    p = g.state.players[0]
    k, good, ship = view.best_cargo(g.state.ships, p.goods)  # type: ignore[misc]
    assert (k, good, ship) == (6, "sugar", 2)  # 6 sugar onto the empty 7-ship
    assert Action(0, "load", (good, ship)) in g.legal_actions()


def test_best_cargo_on_a_bots_copy_of_the_ships_leaves_the_table_alone() -> None:
    g = _captain()
    before = g.to_json()
    ships = [sh.clone() for sh in g.state.ships]
    ships[2].good, ships[2].count = "sugar", 6  # imagined: Anna loads her sugar
    # Then sugar may only follow onto the 7-ship (one crate of room); tobacco takes the empty
    # 5-ship, where it fits more crates.
    benoit = dict.fromkeys(view.GOODS, 0) | {"sugar": 2, "tobacco": 3}
    assert view.best_cargo(ships, benoit) == (3, "tobacco", 0)
    assert view.best_cargo(ships, benoit | {"tobacco": 0}) == (1, "sugar", 2)
    assert view.best_cargo(ships, dict.fromkeys(view.GOODS, 0)) is None
    assert g.to_json() == before


def test_build_price_and_refusal_are_the_builders() -> None:
    g = (
        Scenario(seats=3)
        .seat(0, doubloons=2, tiles={"quarry": (1, 1)})
        .seat(1, doubloons=2)
        .start("builder", chooser=0)
    )
    assert view.build_price(g, 0, "large_market") == 5 - 1 - 1  # privilege, one quarry
    assert view.build_price(g, 1, "large_market") == 5
    assert view.build_refusal(g, 0, "large_market") == (
        "too_dear",
        {"building": "large_market", "price": 3, "have": 2},
    )
    assert view.build_refusal(g, 0, "small_market") is None
    assert Action(0, "build", "small_market") in g.legal_actions()


def test_free_spaces_count_a_large_building_twice() -> None:
    g = (
        Scenario(seats=3)
        .seat(0, buildings={"residence": 0, "small_market": 0}, tiles={"corn": 3, "quarry": 1})
        .at_role_choice(0)
    )
    assert view.free_city_spaces(g, 0) == 12 - 2 - 1
    assert view.free_city_spaces(g, 1) == 12
    assert view.free_island_spaces(g, 0) == 12 - 4


def test_slot_capacity_lists_tiles_and_buildings_but_no_forest() -> None:
    g = (
        Scenario(seats=3, expansions=("new_buildings",))
        .seat(0, tiles={"corn": 2}, forests={"sugar": 1}, buildings={"small_market": 0})
        .at_role_choice(0)
    )
    assert view.slot_capacity(g, 0) == {"corn": 2, "small_market": 1}


def test_forest_choice_names_the_plantation_a_sawmill_owner_looks_at() -> None:
    g = (
        Scenario(seats=3, expansions=("new_buildings",))
        .seat(0, buildings={"sawmill": 1})
        .display("sugar", "corn", "coffee", "tobacco")
        .start("settler", chooser=0)
    )
    assert view.forest_choice(g) is None
    g.apply(Action(0, "take_plantation", "sugar"))
    assert g.decision == "forest" and view.forest_choice(g) == "sugar"
    g.apply(Action(0, "pass"))
    assert view.forest_choice(g) is None


def test_hidden_vp_chips_are_seen_only_by_their_owner() -> None:
    g = Scenario(seats=3).seat(0, vp=4).seat(1, vp=2).at_role_choice(0)
    assert view.visible_to(g, 1, hide_vp=True).chips == (None, 2, None)
    assert view.visible_to(g, None, hide_vp=True).chips == (None, None, None)
    assert view.visible_to(g, 1, hide_vp=False).chips == (4, 2, 0)


def test_draft_picks_and_the_slots_left() -> None:
    g = Game.new(GameConfig(seats=3, seed=2, expansions=("new_buildings",)))
    assert view.in_draft(g)
    assert view.draft_slots_left(g) == list(view.SLOT_COSTS)
    g.apply(Action(0, "draft", "school"))
    g.apply(Action(1, "draft", "small_market"))
    assert view.draft_picks(g) == [(0, "school"), (1, "small_market")]
    assert view.draft_slots_left(g).count(1) == 0
    assert "small_market" not in view.draft_candidates(g)
    assert view.draft_refusal(g, "small_market") == ("placed", {"building": "small_market"})


def test_puertoma_boards_and_the_action_token() -> None:
    g = Game.new(GameConfig(seats=3, seed=9, puertomas=2))
    assert view.has_puertomas(g) and view.puertoma_seats(g) == [1, 2]
    boards = [view.puertoma_board(g, seat) for seat in (1, 2)]
    assert [b.label for b in boards] == ["A", "B"]
    assert all(len(b.capabilities) == 4 for b in boards)
    assert view.action_token(g) == "builder"
    assert view.puertoma_difficulty(g) == "normal"
    plain = Game.new(GameConfig(seats=3, seed=9))
    assert not view.has_puertomas(plain)
    assert view.action_token(plain) is None and view.puertoma_difficulty(plain) is None


def test_asking_the_view_changes_nothing() -> None:
    g = _captain()
    before = g.to_json()
    for seat in range(4):
        view.build_price(g, seat, "large_market")
        view.build_refusal(g, seat, "residence")
        view.free_city_spaces(g, seat)
        view.slot_capacity(g, seat)
        view.layout_refusal(g, seat, ())
        view.production(g, seat)
        view.sale_price(g, seat, "coffee")
        view.post_price(g, seat, "coffee")
        view.guest_houses(g, seat)
        view.effects(g, seat, "storage_types")
        view.best_cargo(g.state.ships, g.state.players[seat].goods)
    view.refill_required(g)
    view.visible_to(g, 0, hide_vp=True)
    assert g.to_json() == before
