"""The Bohio (Expansion I, SPEC §12.3, §20, §22 item 16; EXAMPLES.md EX-26): figures on it are
guests that the owner may send to empty slots of its land tiles and buildings at its decision
points; the destination works at once and the guest stays there until the next mayor phase.

Engine contract: Action(seat, "bohio_move", (destination, "worker" | "citizen")) moves one guest
and leaves the same decision open; it is added to every decision of an owner with movable
guests, and the "bohio" decision (moves + pass) is asked at the start of every phase and before
final scoring. Invariants are checked after every decision by the `play` fixture."""

from __future__ import annotations

import pytest

from game.puerto_rico.engine.actions import Action, IllegalAction
from game.puerto_rico.engine.events import Event
from game.puerto_rico.engine.game import Game
from game.puerto_rico.engine.scenario import Scenario

# Three-seat ships that take nothing: all full, none carrying corn or sugar.
FULL_SHIPS = ((4, "fruit", 4), (5, "tobacco", 5), (6, "coffee", 6))


def move(seat: int, dest: str, figure: str = "worker") -> Action:
    return Action(seat, "bohio_move", (dest, figure))


def of(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]


def moves(g: Game) -> list[Action]:
    return [a for a in g.legal_actions() if a.kind == "bohio_move"]


# =========================================================================== EX-26


def test_ex26_bohio_small_warehouse_then_publishing_house(play, pass_all):
    """EX-26: occupied Bohio with 2 guests, unoccupied Small Warehouse and Publishing House; 4
    sugar + 2 corn after loading. Just before storage guest 1 goes to the Small Warehouse: keeps
    4 sugar + 1 corn. Next round, holding a coffee, before choosing a role guest 2 goes to the
    Publishing House; as trader it sells the coffee for 4 + 2 = 6. Both guests stay there until
    the next mayor phase."""
    g = (
        Scenario(seats=3, names=("Ana", "Ben", "Cy"))
        .governor(2)  # so that Ana chooses first again next round
        .seat(
            0,
            goods={"sugar": 4, "corn": 2},
            tiles={"coffee": (1, 1)},
            buildings={
                "bohio": 2,
                "small_warehouse": 0,
                "publishing_house": 0,
                "large_coffee_roastery": 2,
            },
        )
        .ships(*FULL_SHIPS)
        .start("captain", 0)
    )
    # Start of the captain phase: a Bohio decision point; Ana keeps her guests for now.
    assert (g.current_seat, g.decision) == (0, "bohio")
    play(g, (0, "pass"))
    # Nobody can load; Ana's storage step, with the guest move offered just before it.
    assert (g.current_seat, g.decision) == (0, "storage")
    assert move(0, "small_warehouse") in g.legal_actions()
    assert g.legal_actions()[0] == Action(0, "store", (("corn", 1),))  # 1 crate only so far
    events = play(g, move(0, "small_warehouse"))
    assert of(events, "guest_moved")[0].data == {
        "building": "bohio",
        "to": "small_warehouse",
        "figure": "worker",
    }
    assert (g.current_seat, g.decision) == (0, "storage")  # the same decision stays open
    keep = (("corn", 1), ("sugar", 4))
    assert Action(0, "store", keep) in g.legal_actions()
    play(g, (0, "store", keep))
    p = g.state.players[0]
    assert (p.goods["sugar"], p.goods["corn"]) == (4, 1)

    # Ben: builder, Cy: craftsman (Ana produces her coffee); Bohio points: Ana passes.
    play(g, (1, "choose_role", "builder"))
    pass_all(g)
    play(g, (2, "choose_role", "craftsman"))
    pass_all(g, until=lambda g: g.decision == "produce")
    play(g, (0, "produce"))
    pass_all(g)
    assert (g.state.round, g.current_seat, g.decision) == (2, 0, "role")
    assert p.goods["coffee"] == 1 and "coffee" not in g.state.trading_house

    # Round 2, before choosing a role: guest 2 goes to the Publishing House.
    play(g, move(0, "publishing_house"))
    assert (g.current_seat, g.decision) == (0, "role")
    assert p.buildings["bohio"] == 0
    tile_coins = next(r.coins for r in g.state.roles if r.role == "trader")
    before = p.doubloons
    play(g, (0, "choose_role", "trader"))
    assert g.decision == "sell"  # no Bohio point: no guest left
    events = play(g, (0, "sell", "coffee"))
    assert of(events, "sold")[0].data == {"good": "coffee", "doubloons": 6}
    assert p.doubloons == before + tile_coins + 6
    # Both guests stay on those buildings until the next mayor phase.
    assert (p.buildings["small_warehouse"], p.buildings["publishing_house"]) == (1, 1)


def test_bohio_moves_are_listed_before_choosing_a_role():
    """SPEC §12.3, §20 'Role choice: Bohio point -> choose role': the moves are among the legal
    actions of the role decision (contract: added to any decision of an owner with guests)."""
    g = (
        Scenario(seats=3)
        .seat(0, goods={"coffee": 1}, buildings={"bohio": 1, "publishing_house": 0})
        .at_role_choice(0)
    )
    assert g.is_legal(move(0, "publishing_house"))
    assert move(0, "publishing_house") in g.legal_actions()


def test_bohio_move_before_choosing_a_role_is_accepted(play):
    g = (
        Scenario(seats=3)
        .seat(0, goods={"coffee": 1}, buildings={"bohio": 1, "publishing_house": 0})
        .at_role_choice(0)
    )
    play(g, move(0, "publishing_house"))
    assert (g.current_seat, g.decision) == (0, "role")
    play(g, (0, "choose_role", "trader"), (0, "sell", "coffee"))
    assert g.state.players[0].doubloons == 6


# =========================================================================== phase start


def test_bohio_decision_at_the_start_of_a_phase_and_the_guest_works_at_once(play):
    """SPEC §12.3: at the start of every phase the owner may move guests; a guest sent to the
    Small Market makes it work for this very sale."""
    g = (
        Scenario(seats=3)
        .seat(0, goods={"coffee": 1}, buildings={"bohio": 2, "small_market": 0})
        .start("trader", 1)
    )
    assert (g.current_seat, g.decision) == (0, "bohio")
    assert g.legal_actions() == [move(0, "small_market"), Action(0, "pass")]
    play(g, move(0, "small_market"))
    p = g.state.players[0]
    assert (p.buildings["bohio"], p.buildings["small_market"]) == (1, 1)
    assert (g.current_seat, g.decision) == (0, "bohio")  # nothing left to move: pass
    assert g.legal_actions() == [Action(0, "pass")]
    play(g, (0, "pass"))
    play(g, (0, "sell", "coffee"))
    assert p.doubloons == 4 + 1


def test_bohio_decision_before_the_phase_start_hooks(play):
    """SPEC §12.3, §20: the phase-start point comes before the phase's start hooks: a citizen
    guest sent to the Chapel earns its VP in this craftsman phase."""
    g = (
        Scenario(seats=3, expansions=("citizens",))
        .seat(0, buildings={"bohio": 2, "chapel": 0}, citizens={"bohio": 1})
        .start("craftsman", 1)
    )
    assert (g.current_seat, g.decision) == (0, "bohio")
    assert set(g.legal_actions()) == {
        move(0, "chapel", "worker"),
        move(0, "chapel", "citizen"),
        Action(0, "pass"),
    }
    play(g, move(0, "chapel", "citizen"), (0, "pass"))
    p = g.state.players[0]
    assert p.citizens == {"chapel": 1}
    assert (p.vp, p.doubloons) == (1, 0)  # citizen-occupied Chapel: +1 VP


def test_bohio_owners_are_asked_in_phase_order(play):
    g = (
        Scenario(seats=3)
        .seat(1, buildings={"bohio": 1, "small_market": 0})
        .seat(2, buildings={"bohio": 1, "small_market": 0})
        .start("builder", 2)
    )
    assert (g.current_seat, g.decision) == (2, "bohio")
    play(g, (2, "pass"))
    assert (g.current_seat, g.decision) == (1, "bohio")


def test_bohio_decision_survives_save_and_load(play):
    g = (
        Scenario(seats=3)
        .seat(0, goods={"coffee": 1}, buildings={"bohio": 2, "small_market": 0})
        .start("trader", 1)
    )
    h = Game.from_json(g.to_json())
    assert (h.current_seat, h.decision) == (0, "bohio")
    assert h.legal_actions() == g.legal_actions()
    for game in (g, h):
        play(game, move(0, "small_market"), (0, "pass"), (0, "sell", "coffee"))
    assert h.to_json() == g.to_json()
    assert h.state.players[0].doubloons == 5


def test_no_bohio_decision_without_a_free_destination():
    g = Scenario(seats=3).seat(0, buildings={"bohio": 2}).start("trader", 1)
    assert g.decision == "role"


def test_bohio_moves_are_offered_next_to_a_turn_decision(play):
    """SPEC §12.3: at the start of each of the owner's turns (here its sale)."""
    g = (
        Scenario(seats=3)
        .seat(0, goods={"coffee": 1}, buildings={"bohio": 1, "small_market": 0})
        .start("trader", 1)
    )
    play(g, (0, "pass"))  # the phase-start point
    assert (g.current_seat, g.decision) == (0, "sell")
    assert g.legal_actions() == [
        Action(0, "sell", "coffee"),
        Action(0, "pass"),
        move(0, "small_market"),
    ]
    play(g, move(0, "small_market"))
    assert (g.current_seat, g.decision) == (0, "sell")
    assert g.legal_actions() == [Action(0, "sell", "coffee"), Action(0, "pass")]
    play(g, (0, "sell", "coffee"))
    assert g.state.players[0].doubloons == 5


def test_guest_moved_to_a_plantation_produces(play):
    g = (
        Scenario(seats=3)
        .seat(0, tiles={"corn": (1, 0)}, buildings={"bohio": 1})
        .start("craftsman", 1)
    )
    assert moves(g) == [move(0, "corn")]
    play(g, move(0, "corn"), (0, "pass"))
    assert g.decision == "produce"
    play(g, (0, "produce"))
    assert g.state.players[0].goods["corn"] == 1


# =========================================================================== illegal moves


@pytest.mark.parametrize(
    "action",
    [
        move(0, "residence"),  # not owned
        move(0, "hospital"),  # full
        move(0, "bohio"),  # its own house
        move(0, "small_market", "citizen"),  # no citizen among the guests
        move(0, "forest"),  # a forest has no slot
        Action(0, "bohio_move", "small_market"),  # malformed
        move(1, "small_market"),  # not this seat's turn
    ],
)
def test_illegal_bohio_move_is_refused_and_changes_nothing(action):
    g = (
        Scenario(seats=3)
        .seat(
            0,
            forests={"fruit": 1},
            buildings={"bohio": 2, "small_market": 0, "hospital": 1},
        )
        .start("trader", 1)
    )
    assert g.decision == "bohio"
    before = g.to_json()
    assert g.why_illegal(action) is not None
    with pytest.raises(IllegalAction):
        g.apply(action)
    assert g.to_json() == before


def test_no_guest_moves_mid_turn(play):
    """SPEC §12.3, §22 item 16: guests move at the start of the owner's turn, not inside it
    (here the Cadastral Office question after the sale)."""
    g = (
        Scenario(seats=3, expansions=("citizens",))
        .seat(
            0,
            doubloons=1,
            goods={"coffee": 1},
            buildings={"bohio": 1, "cadastral_office": 1, "small_market": 0},
        )
        .bag("corn")
        .start("trader", 1)
    )
    play(g, (0, "pass"))  # the phase-start point
    assert move(0, "small_market") in g.legal_actions()  # the turn opens: a decision point
    play(g, (0, "sell", "coffee"))
    assert (g.current_seat, g.decision) == (0, "cadastral")
    assert moves(g) == []
    before = g.to_json()
    why = g.why_illegal(move(0, "small_market"))
    assert why is not None and "mid-turn" in why
    with pytest.raises(IllegalAction):
        g.apply(move(0, "small_market"))
    assert g.to_json() == before


def test_bohio_move_without_guests_is_refused():
    g = (
        Scenario(seats=3)
        .seat(0, goods={"coffee": 1}, buildings={"bohio": 0, "small_market": 0})
        .start("trader", 0)
    )
    assert g.decision == "sell"
    why = g.why_illegal(move(0, "small_market"))
    assert why is not None and "no guests" in why


# =========================================================================== mayor phase


def test_no_guest_moves_during_the_mayor_placement(play, pass_all):
    """SPEC §12.3: in the mayor phase guests are placed like any figure: no bohio_move, refused
    with a reason, state unchanged."""
    g = (
        Scenario(seats=3)
        .seat(0, tiles={"corn": (1, 0)}, buildings={"bohio": 2, "small_market": 0})
        .supply(hiring_hall=0)
        .start("mayor", 0)
    )
    pass_all(g, until=lambda g: g.decision == "mayor_layout")
    assert (g.current_seat, g.decision) == (0, "mayor_layout")
    assert moves(g) == []
    before = g.to_json()
    why = g.why_illegal(move(0, "small_market"))
    assert why == "guests are placed with the other figures in the mayor phase"
    with pytest.raises(IllegalAction):
        g.apply(move(0, "small_market"))
    assert g.to_json() == before
    # The guests are figures like the others: a layout may take them off the Bohio.
    layout = (("corn", 1), ("small_market", 1), ("bohio", 1))
    play(g, (0, "place_workers", tuple(sorted(layout))))
    p = g.state.players[0]
    assert (p.buildings["bohio"], p.buildings["small_market"], p.tile_workers["corn"]) == (1, 1, 1)


def test_no_guest_moves_at_the_hall_pick():
    g = (
        Scenario(seats=3, expansions=("citizens",))
        .seat(0, buildings={"bohio": 2, "small_market": 0})
        .supply(hiring_hall=2, hall_citizens=1)
        .start("mayor", 0)
    )
    while g.decision == "bohio":
        g.apply(Action(g.current_seat, "pass"))  # type: ignore[arg-type]
    assert (g.current_seat, g.decision) == (0, "hall_pick")
    assert moves(g) == []
    assert g.why_illegal(move(0, "small_market")) == (
        "guests are placed with the other figures in the mayor phase"
    )


# =========================================================================== final scoring


def _ending_game() -> Game:
    """The captain phase ends the game (VP already exhausted); seat 0 has a guest and an
    unoccupied Residence."""
    return (
        Scenario(seats=3)
        .seat(0, tiles={"corn": (2, 2)}, buildings={"bohio": 1, "residence": 0})
        .flags(vp_exhausted=True)
        .start("captain", 1)
    )


def test_guest_moved_before_final_scoring_gives_a_large_building_bonus(play):
    """SPEC §12.3, §20 'Game end: Bohio point -> final scoring': a guest moved onto an
    unoccupied large building gives its bonus."""
    g = _ending_game()
    while g.decision != "bohio" or g.state.phase != "final":
        if g.decision == "storage":
            play(g, g.legal_actions()[0])
        else:
            play(g, (g.current_seat, "pass"))
    assert not g.is_over and g.current_seat == 0
    assert g.legal_actions() == [move(0, "residence"), Action(0, "pass")]
    assert g.final_scores()[0]["bonuses"] == {}
    play(g, move(0, "residence"))
    play(g, (0, "pass"))
    assert g.is_over and g.state.end_trigger == "vp_exhausted"
    sc = g.final_scores()[0]
    assert sc["bonuses"] == {"residence": 4}  # 2 land tiles -> +4
    assert sc["total"] == 2 + 4 + 4  # Bohio 2 + Residence 4 + bonus


def test_passing_before_final_scoring_keeps_the_guest(play):
    g = _ending_game()
    while not g.is_over:
        if g.decision == "storage":
            play(g, g.legal_actions()[0])
        else:
            play(g, (g.current_seat, "pass"))
    assert g.final_scores()[0]["bonuses"] == {}
    assert g.state.players[0].buildings["bohio"] == 1


def test_unoccupied_bohio_has_no_guests():
    g = Scenario(seats=3).seat(0, buildings={"bohio": 0, "small_market": 0}).start("trader", 1)
    assert g.decision == "role"
