"""Expansion II: citizens and the hiring hall, and the eight Expansion II buildings (SPEC §4 step
4, §7.2, §9.1-§9.2, §11.4, §12.3 Black Market, §13, §19.16.2, §20, §21 A-16, A-22..A-25, A-44,
A-45, A-67, A-70, §23; EXAMPLES.md EX-57). Written test-first from the SPEC: each test states the
numbers the rules give. The scenario builder hands out citizens with `seat(..., citizens=...)`
(that many of the figures at a location are citizens) and `supply(citizens=, hall_citizens=)`.
Invariants are checked after every decision by the `play` fixture."""

from __future__ import annotations

import random

import pytest

from game.puerto_rico.catalog import default_catalog
from game.puerto_rico.engine import invariants
from game.puerto_rico.engine.actions import Action, IllegalAction
from game.puerto_rico.engine.events import Event
from game.puerto_rico.engine.game import Game, GameConfig
from game.puerto_rico.engine.roles import builder, mayor
from game.puerto_rico.engine.scenario import Scenario
from game.puerto_rico.engine.state import GOODS

CIT = ("citizens",)
NO_GOODS = dict.fromkeys(GOODS, 0)
# Three-seat ships that take nothing: all full, none carrying corn or fruit.
FULL_SHIPS = ((4, "sugar", 4), (5, "tobacco", 5), (6, "coffee", 6))

EXPANSION_II = {
    # id: (index, cost, vp, slots, level, copies 3-5, copies 2, size)
    "cadastral_office": (38, 2, 1, 1, 1, 2, 1, "small"),
    "chapel": (39, 3, 1, 1, 1, 2, 1, "small"),
    "bureau_of_lands": (40, 4, 2, 1, 2, 2, 1, "small"),
    "notary_office": (41, 5, 2, 1, 2, 2, 1, "small"),
    "export_office": (42, 6, 2, 1, 2, 2, 1, "small"),
    "villa": (43, 7, 3, 1, 3, 2, 1, "small"),
    "large_sewing_workshop": (44, 8, 3, 1, 3, 2, 1, "small"),
    "main_square": (45, 10, 4, 1, 4, 1, 1, "large"),
}


def goods(**n: int) -> dict[str, int]:
    return {**NO_GOODS, **n}


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def of(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]


def cit(seats: int = 3, **kw) -> Scenario:  # type: ignore[no-untyped-def]
    """A scenario with the citizens module (no draft: the buildings are handed out)."""
    return Scenario(seats=seats, expansions=CIT, **kw)


# =========================================================================== catalog and set-up


def test_catalog_rows_match_spec_table():
    cat = default_catalog()
    for bid, (index, cost, vp, slots, level, p3_5, p2, size) in EXPANSION_II.items():
        b = cat.building(bid)
        assert b.expansion == "II", bid
        assert (b.index, b.cost, b.vp, b.slots, b.level) == (index, cost, vp, slots, level), bid
        assert (b.copies_p3_5, b.copies_p2, b.size) == (p3_5, p2, size), bid
        assert b.name_en and b.name_fr and b.alias and b.text_en and b.text_fr
    sewing = cat.building("large_sewing_workshop")
    assert (sewing.kind, sewing.tier, sewing.produces) == ("production", "large", None)
    for bid in EXPANSION_II:
        if bid != "large_sewing_workshop":
            assert cat.building(bid).kind == "commercial", bid


@pytest.mark.parametrize(
    ("seats", "hall", "workers"), [(2, 1, 41), (3, 2, 56), (4, 3, 76), (5, 4, 96)]
)
def test_setup_hall_has_n_minus_1_workers_and_a_citizen(seats, hall, workers):
    """SPEC §4 step 4, §13.1: the hall starts with N-1 workers + 1 citizen, so the worker supply
    holds one worker more than in §3.1 (56 with 3 seats) and the citizen supply 19."""
    g = Game.new(GameConfig(seats=seats, expansions=CIT))
    s = g.state
    assert (s.hiring_hall, s.hall_citizens) == (hall, 1)
    assert (s.worker_supply, s.citizen_supply) == (workers, 19)
    assert s.totals["citizens"] == 20
    assert g.decision == "draft"  # Expansion II always drafts (SPEC §13.2)
    invariants.check(g)


def test_base_game_has_no_citizens():
    s = Game.new(GameConfig(seats=3)).state
    assert (s.hiring_hall, s.hall_citizens, s.worker_supply, s.citizen_supply) == (3, 0, 55, 0)


# =========================================================================== mayor: the hall


def test_hall_pick_when_both_kinds_are_in_the_hall(play):
    """SPEC §7.2.1 step 3: each seat takes one figure at a time and chooses worker or citizen
    when both are in the hall. The privilege worker comes first (from the supply)."""
    g = cit().supply(workers=50, hiring_hall=2, hall_citizens=1, citizens=19).start("mayor", 0)
    assert (g.current_seat, g.decision) == (0, "hall_pick")
    assert g.legal_actions() == [
        Action(0, "take_figure", "citizen"),
        Action(0, "take_figure", "worker"),
    ]
    assert g.state.players[0].figures == 1  # the privilege worker, already there
    events = play(g, (0, "take_figure", "citizen"))
    taken = [(e.seat, e.data["figure"]) for e in of(events, "figure_taken")]
    assert taken == [(0, "citizen")]
    # Only workers left: no choice, they go round the table in one go (one log line per seat).
    shared = [(e.seat, e.data["workers"]) for e in of(events, "workers_taken")]
    assert shared == [(1, 1), (2, 1)]
    p0, p1, p2 = g.state.players
    assert (p0.figures, p0.citizens) == (2, {"portrait": 1})
    assert (p1.figures, p1.citizen_count, p2.figures, p2.citizen_count) == (1, 0, 1, 0)
    # Refill: required = max(0, 3) = 3 -> 1 citizen + 2 workers.
    s = g.state
    assert (s.hiring_hall, s.hall_citizens) == (2, 1)
    assert (s.worker_supply, s.citizen_supply) == (50 - 1 - 2, 18)
    assert (g.current_seat, g.decision) == (1, "role")


def test_hall_pick_passes_to_the_next_seat_while_both_kinds_remain(play):
    g = cit().supply(workers=50, hiring_hall=2, hall_citizens=1, citizens=19).start("mayor", 0)
    play(g, (0, "take_figure", "worker"))
    assert (g.current_seat, g.decision) == (1, "hall_pick")
    play(g, (1, "take_figure", "worker"))
    # Seat 2 gets the last figure, the citizen, without a decision.
    assert [p.citizen_count for p in g.state.players] == [0, 0, 1]
    assert [p.figures for p in g.state.players] == [2, 1, 1]


def test_hall_pick_survives_save_and_load(play):
    g = cit().supply(workers=50, hiring_hall=2, hall_citizens=1, citizens=19).start("mayor", 0)
    h = Game.from_json(g.to_json())
    assert (h.current_seat, h.decision) == (0, "hall_pick")
    assert h.legal_actions() == g.legal_actions()
    play(g, (0, "take_figure", "worker"))
    play(h, (0, "take_figure", "worker"))
    assert h.to_json() == g.to_json()


def test_hall_with_only_a_citizen_needs_no_decision():
    g = cit().supply(workers=50, hiring_hall=0, hall_citizens=1, citizens=19).start("mayor", 1)
    p1 = g.state.players[1]
    assert (p1.figures, p1.citizens) == (2, {"portrait": 1})  # privilege worker + the citizen
    assert g.decision == "role"


def test_hall_pick_refuses_anything_else():
    g = cit().supply(workers=50, hiring_hall=2, hall_citizens=1, citizens=19).start("mayor", 0)
    before = g.to_json()
    for bad in (Action(0, "take_figure", "noble"), Action(0, "pass"), Action(1, "take_figure")):
        assert g.why_illegal(bad) is not None
        with pytest.raises(IllegalAction):
            g.apply(bad)
    assert g.to_json() == before


def test_a67_mayor_privilege_is_a_worker_never_a_citizen():
    """A-67: the privilege takes a worker from the worker supply, even with citizens around."""
    g = cit().supply(workers=10, hiring_hall=0, hall_citizens=0, citizens=19).start("mayor", 0)
    p0 = g.state.players[0]
    assert (p0.figures, p0.citizen_count) == (1, 0)
    assert of(g.events, "mayor_privilege")[0].data == {"workers": 1}


def test_a67_empty_worker_supply_privilege_gives_nothing_and_the_game_goes_on():
    """SPEC §7.2.3, §9.1, §13.1: with an empty worker supply the privilege gives nothing (never a
    citizen) and, with Expansion II, the shortage is no end trigger: the hall gets its citizen."""
    g = cit().supply(workers=0, hiring_hall=0, hall_citizens=0, citizens=19).start("mayor", 0)
    s = g.state
    assert s.players[0].figures == 0
    assert (s.hiring_hall, s.hall_citizens, s.citizen_supply) == (0, 1, 18)
    assert not g.is_over and not s.t1 and s.end_trigger is None
    assert (g.current_seat, g.decision) == (1, "role")
    refill = of(g.events, "hall_refilled")[0].data
    assert refill == {"workers": 0, "citizens": 1, "required": 3}


def test_t1_still_ends_the_base_game():
    """The same position without Expansion II: T1 ends the game at the end of the mayor phase."""
    g = Scenario(seats=3).supply(workers=0, hiring_hall=0).start("mayor", 0)
    assert g.is_over and g.state.end_trigger == "workers_exhausted"


def test_no_worker_and_no_citizen_left_still_no_end():
    g = cit().supply(workers=0, hiring_hall=0, hall_citizens=0, citizens=0).start("mayor", 0)
    s = g.state
    assert (s.hiring_hall, s.hall_citizens) == (0, 0)
    assert not g.is_over and s.end_trigger is None


def _refill_game(workers: int, citizens: int) -> Game:
    """Seat 1 owns 5 empty building slots; the hall is empty; seat 0 is the mayor."""
    return (
        cit()
        .seat(1, buildings={"large_sugar_refinery": 0, "hospital": 0, "chapel": 0})
        .supply(workers=workers, hiring_hall=0, hall_citizens=0, citizens=citizens)
        .start("mayor", 0)
    )


def test_refill_one_citizen_and_required_minus_one_workers():
    """SPEC §7.2.2: required = 5 empty building slots -> 1 citizen + 4 workers."""
    g = _refill_game(workers=50, citizens=19)
    s = g.state
    assert mayor.refill_required(g) == 5
    assert (s.hall_citizens, s.hiring_hall) == (1, 4)
    assert (s.citizen_supply, s.worker_supply) == (18, 50 - 1 - 4)
    assert of(g.events, "hall_refilled")[0].data == {"workers": 4, "citizens": 1, "required": 5}


def test_refill_without_citizens_left_is_all_workers():
    g = _refill_game(workers=50, citizens=0)
    s = g.state
    assert (s.hall_citizens, s.hiring_hall, s.worker_supply) == (0, 5, 50 - 1 - 5)
    assert not g.is_over


def test_refill_shortage_places_the_citizen_first_then_what_is_left():
    """§23 errata: the citizen replaces a worker before workers are taken; a short worker supply
    gives what it has, and with Expansion II the game does not end."""
    g = _refill_game(workers=2, citizens=19)  # the privilege takes 1: 1 worker left for 4 needed
    s = g.state
    assert (s.hall_citizens, s.hiring_hall, s.worker_supply) == (1, 1, 0)
    assert not g.is_over and not s.t1


def test_puertoma_takes_the_citizen_whenever_one_is_in_the_hall(play):
    """SPEC §19.16.2: a Puertoma takes a citizen whenever one is in the hall, and scores it."""
    g = (
        Scenario(seats=3, names=("Human", "Puertoma A", "Puertoma B"), puertomas=2, expansions=CIT)
        .supply(workers=50, hiring_hall=2, hall_citizens=1, citizens=19)
        .start("mayor", 0)
    )
    assert (g.current_seat, g.decision) == (0, "hall_pick")
    events = play(g, (0, "take_figure", "worker"))
    first_phase = events[: kinds(events).index("hall_refilled")]
    taken = [(e.seat, e.data["figure"]) for e in of(first_phase, "figure_taken")]
    assert taken == [(0, "worker"), (1, "citizen")]
    assert [(e.seat, e.data["workers"]) for e in of(first_phase, "workers_taken")] == [(2, 1)]
    a = g.state.players[1]
    assert a.citizen_count >= 1
    assert g.final_scores()[1]["bonuses"]["citizens"] == a.citizen_count


# =========================================================================== citizens at the end


def test_each_citizen_scores_one_vp_wherever_it_stands():
    """SPEC §9.2, §13.1: +1 VP per citizen owned, on a tile, a building or the portrait."""
    g = (
        cit()
        .seat(0, tiles={"corn": (1, 1)}, buildings={"hospital": 1}, portrait=2)
        .seat(0, citizens={"corn": 1, "hospital": 1, "portrait": 1})
        .at_role_choice(0)
    )
    invariants.check(g)
    sc = g.final_scores()[0]
    assert sc["bonuses"] == {"citizens": 3}
    assert sc["total"] == 2 + 3  # Hospital 2 VP + citizens
    assert g.final_scores()[1]["bonuses"] == {}


def test_ex57_main_square_three_citizens_six_vp_from_citizens():
    """EX-57: occupied Main Square, 3 citizens -> 3 (citizens) + 3 (Main Square) = 6 VP."""
    g = (
        cit()
        .seat(0, buildings={"main_square": 1}, portrait=2)
        .seat(0, citizens={"main_square": 1, "portrait": 2})
        .at_role_choice(0)
    )
    sc = g.final_scores()[0]
    assert sc["bonuses"] == {"main_square": 3, "citizens": 3}
    assert sc["total"] == 4 + 6


def test_unoccupied_main_square_gives_only_the_citizens():
    g = (
        cit()
        .seat(0, buildings={"main_square": 0}, portrait=3, citizens={"portrait": 3})
        .at_role_choice(0)
    )
    assert g.final_scores()[0]["bonuses"] == {"citizens": 3}


def test_fortress_counts_citizens_as_figures():
    """SPEC §11.5, §13.1: a citizen is a figure for the Fortress."""
    g = (
        cit()
        .seat(0, buildings={"fortress": 1}, portrait=5, citizens={"fortress": 1, "portrait": 2})
        .at_role_choice(0)
    )
    assert g.final_scores()[0]["bonuses"] == {"fortress": 2, "citizens": 3}


# =========================================================================== layouts


def _layout_game(building: str) -> Game:
    """Seat 1 owns `building` (empty) and an empty corn plantation; 2 figures on its portrait,
    one of them a citizen. Seat 0 is the mayor; the hall is empty."""
    return (
        cit()
        .seat(1, tiles={"corn": (1, 0)}, buildings={building: 0}, portrait=2)
        .seat(1, citizens={"portrait": 1})
        .supply(workers=50, hiring_hall=0, hall_citizens=0)
        .start("mayor", 0)
    )


def test_layouts_list_where_the_citizen_stands():
    """Contract: layout entries are (location, figures[, citizens]); the listed layouts say
    which occupant-dependent building gets the citizen."""
    g = _layout_game("chapel")
    assert (g.current_seat, g.decision) == (1, "mayor_layout")
    assert g.legal_actions() == [
        Action(1, "place_workers", (("chapel", 1, 1), ("corn", 1))),
        Action(1, "place_workers", (("chapel", 1), ("corn", 1, 1))),
    ]


@pytest.mark.parametrize(
    ("layout", "school", "fortress", "citizens"),
    [
        ((("corn", 1), ("notary_office", 1, 1)), 8, 8, {"notary_office": 1}),
        ((("corn", 1, 1), ("notary_office", 1)), 7, 10, {"corn": 1}),
    ],
    ids=["citizen", "worker"],
)
def test_a_citizen_on_an_occupant_dependent_building_switches_its_effect(
    layout, school, fortress, citizens, play
):
    """SPEC §13.1: the Notary's Office works by its occupant (EX-57 costs, no privilege)."""
    g = _layout_game("notary_office")
    play(g, (1, "place_workers", layout))
    p = g.state.players[1]
    assert p.citizens == citizens
    assert (p.buildings["notary_office"], p.tile_workers["corn"], p.portrait_workers) == (1, 1, 0)
    assert builder.cost(g, 1, "school") == school
    assert builder.cost(g, 1, "fortress") == fortress


@pytest.mark.parametrize(
    ("layout", "reason"),
    [
        ((("chapel", 1, 1), ("corn", 1, 1)), "only 1 citizen"),
        ((("chapel", 1, 2), ("corn", 1)), "bad citizen count"),
        ((("chapel", 1, -1), ("corn", 1)), "bad citizen count"),
    ],
)
def test_illegal_citizen_layout_is_refused_and_changes_nothing(layout, reason):
    g = _layout_game("chapel")
    before = g.to_json()
    action = Action(1, "place_workers", layout)
    why = g.why_illegal(action)
    assert why is not None and reason in why
    with pytest.raises(IllegalAction):
        g.apply(action)
    assert g.to_json() == before


def test_a_citizen_left_on_the_portrait_obeys_the_fill_rule():
    """SPEC §5.3 fill rule, §13.1 (a citizen is a worker for it): both slots can be filled, so
    the worker alone on the Chapel with the citizen on the portrait is refused."""
    g = _layout_game("chapel")
    why = g.why_illegal(Action(1, "place_workers", (("chapel", 1),)))
    assert why is not None and "slot" in why


# =========================================================================== Villa


def _villa(occupied: int = 1, citizens: int = 19, hall_citizens: int = 0) -> Game:
    return (
        cit()
        .seat(1, buildings={"villa": occupied})
        .supply(workers=50, hiring_hall=0, hall_citizens=hall_citizens, citizens=citizens)
        .start("mayor", 0)
    )


def test_villa_takes_a_citizen_from_the_supply_after_the_privilege():
    """SPEC §13.3, A-44: after the mayor privilege, the Villa owner takes 1 citizen from the
    citizen supply; it is placed with the other figures."""
    g = _villa()
    ks = kinds(g.events)
    assert ks.index("mayor_privilege") < ks.index("building_figure")
    villa = of(g.events, "building_figure")[0]
    assert (villa.seat, villa.data) == (1, {"building": "villa", "figure": "citizen"})
    p1 = g.state.players[1]
    assert (p1.figures, p1.citizen_count) == (2, 1)
    # 19 - 1 (Villa) - 1 (refill)
    assert (g.state.citizen_supply, g.state.hall_citizens) == (17, 1)


def test_villa_takes_a_worker_when_no_citizen_is_left():
    g = _villa(citizens=0)
    p1 = g.state.players[1]
    assert (p1.figures, p1.citizen_count) == (2, 0)
    assert of(g.events, "building_figure")[0].data["figure"] == "worker"
    assert g.state.worker_supply == 50 - 1 - 1 - 3  # privilege, Villa, refill of 3


def test_villa_never_takes_from_the_hall():
    """No citizen in the supply but one in the hall: the Villa gives a worker from the worker
    supply; the hall's citizen goes to the mayor in the distribution."""
    g = _villa(citizens=0, hall_citizens=1)
    assert of(g.events, "building_figure")[0].data["figure"] == "worker"
    assert g.state.players[0].citizen_count == 1
    assert g.state.players[1].citizen_count == 0


def test_villas_in_phase_order_the_last_citizen_goes_first():
    """A-44: Villa owners in phase order; with 1 citizen left the second owner gets a worker."""
    g = (
        cit()
        .seat(1, buildings={"villa": 1})
        .seat(2, buildings={"villa": 1})
        .supply(workers=50, hiring_hall=0, hall_citizens=0, citizens=1)
        .start("mayor", 2)
    )
    given = [(e.seat, e.data["figure"]) for e in of(g.events, "building_figure")]
    assert given == [(2, "citizen"), (1, "worker")]
    assert [p.citizen_count for p in g.state.players] == [0, 0, 1]


def test_unoccupied_villa_does_nothing():
    g = _villa(occupied=0)
    assert not of(g.events, "building_figure")
    assert g.state.players[1].figures == 0


# =========================================================================== Chapel (EX-57)


@pytest.mark.parametrize(("citizen", "vp", "doubloons"), [(1, 1, 0), (0, 0, 1)])
def test_ex57_chapel_citizen_vp_worker_doubloon(citizen, vp, doubloons):
    """EX-57: citizen-occupied -> +1 VP at the start of the craftsman phase; worker -> +1
    doubloon."""
    g = cit().seat(1, buildings={"chapel": 1}, citizens={"chapel": citizen}).start("craftsman", 0)
    p1 = g.state.players[1]
    assert (p1.vp, p1.doubloons) == (vp, doubloons)
    assert g.decision == "role"


def test_chapel_pays_before_production(play):
    g = (
        cit()
        .seat(0, tiles={"corn": (1, 1)}, buildings={"chapel": 1}, citizens={"chapel": 1})
        .start("craftsman", 0)
    )
    assert g.decision == "produce"
    assert g.state.players[0].vp == 1  # already paid
    play(g, (0, "produce"))
    assert g.state.players[0].goods == goods(corn=1)


def test_unoccupied_chapel_does_nothing():
    g = cit().seat(1, buildings={"chapel": 0}).start("craftsman", 0)
    assert (g.state.players[1].vp, g.state.players[1].doubloons) == (0, 0)


# =========================================================================== Large Sewing Workshop


def _sewing(variants: tuple[str, ...] = (), citizens: int = 4, occupied: int = 1) -> Game:
    portrait = citizens - occupied
    return (
        cit(variants=variants)
        .seat(1, buildings={"large_sewing_workshop": occupied}, portrait=portrait)
        .seat(1, citizens={"large_sewing_workshop": occupied, "portrait": portrait})
        .start("craftsman", 0)
    )


@pytest.mark.parametrize(
    ("variants", "citizens", "doubloons"),
    [((), 4, 4), (("sewing_cap",), 4, 3), (("sewing_cap",), 2, 2), ((), 1, 1)],
)
def test_ex57_large_sewing_workshop_doubloon_per_citizen(variants, citizens, doubloons):
    """EX-57: 4 citizens -> +4 doubloons per craftsman phase; alternative rule §18.3: at most 3."""
    g = _sewing(variants, citizens)
    assert g.state.players[1].doubloons == doubloons
    assert g.state.players[1].goods == goods()  # doubloons, not crates


def test_large_sewing_workshop_with_a_worker_counts_the_other_citizens():
    """Either occupant type works: a worker on it, 2 citizens on the portrait -> +2."""
    g = (
        cit()
        .seat(1, buildings={"large_sewing_workshop": 1}, portrait=2, citizens={"portrait": 2})
        .start("craftsman", 0)
    )
    assert g.state.players[1].doubloons == 2


def test_unoccupied_large_sewing_workshop_does_nothing():
    g = _sewing(citizens=3, occupied=0)
    assert g.state.players[1].doubloons == 0


def test_large_sewing_workshop_pays_in_the_production_step_no_privilege_crate(play):
    """SPEC §7.4.2: production, then Factory, then the workshop; its doubloons give the
    craftsman nothing to choose (no crate, no Factory type)."""
    g = (
        cit()
        .seat(0, tiles={"corn": (1, 1)}, buildings={"large_sewing_workshop": 1, "factory": 1})
        .seat(0, portrait=1, citizens={"large_sewing_workshop": 1, "portrait": 1})
        .start("craftsman", 0)
    )
    events = play(g, (0, "produce"))
    ks = kinds(events)
    assert ks.index("produced") < ks.index("building_coins")
    assert g.state.players[0].doubloons == 0 + 2  # Factory: 1 type -> 0; workshop: 2 citizens
    assert g.decision == "craftsman_bonus"
    assert g.legal_actions() == [Action(0, "craftsman_bonus", "corn"), Action(0, "pass")]


def test_ex57_fire_station_counts_the_workshop_as_large_tier():
    """EX-57, A-33: the Large Sewing Workshop counts +2 for the Fire Station (occupied or not)."""
    g = (
        cit()
        .seat(0, buildings={"fire_station": 1, "large_sewing_workshop": 0, "small_fruit_farm": 0})
        .at_role_choice(0)
    )
    assert g.final_scores()[0]["bonuses"] == {"fire_station": 2 + 1}


def test_governors_palace_excludes_the_workshop():
    g = (
        cit()
        .seat(0, buildings={"governors_palace": 1, "large_sewing_workshop": 0, "chapel": 0})
        .at_role_choice(0)
    )
    assert g.final_scores()[0]["bonuses"] == {"governors_palace": 2}


# =========================================================================== Notary's Office


@pytest.mark.parametrize(
    ("citizen", "costs"),
    [
        (0, {"school": 7, "fortress": 10, "large_coffee_roastery": 5, "hacienda": 1}),
        (1, {"school": 8, "fortress": 8, "large_coffee_roastery": 6, "hacienda": 2}),
    ],
    ids=["worker", "citizen"],
)
def test_ex57_notary_office_costs(citizen, costs):
    """EX-57: worker-occupied -> School 7, Fortress 10 (any small building, production
    included); citizen-occupied -> Fortress 8, School 8. Never both."""
    g = (
        cit()
        .seat(1, doubloons=20, buildings={"notary_office": 1}, citizens={"notary_office": citizen})
        .start("builder", 0)
    )
    for bid, price in costs.items():
        assert builder.cost(g, 1, bid) == price, bid


def test_notary_office_adds_to_quarries_and_privilege(play):
    """Citizen: Fortress 10 - 1 privilege - 2 quarries - 2 notary = 5."""
    g = (
        cit()
        .seat(0, doubloons=5, tiles={"quarry": (2, 2)}, buildings={"notary_office": 1})
        .seat(0, citizens={"notary_office": 1})
        .start("builder", 0)
    )
    assert builder.cost(g, 0, "fortress") == 5
    assert Action(0, "build", "fortress") in g.legal_actions()
    play(g, (0, "build", "fortress"))
    assert g.state.players[0].doubloons == 0


def test_unoccupied_notary_office_does_nothing():
    g = cit().seat(1, buildings={"notary_office": 0}).start("builder", 0)
    assert (builder.cost(g, 1, "school"), builder.cost(g, 1, "fortress")) == (8, 10)


# =========================================================================== Export Office


def _export(buildings: dict[str, int], citizens: dict[str, int], held: dict[str, int]) -> Game:
    portrait = citizens.get("portrait", 0)
    return (
        cit()
        .seat(1, buildings=buildings, portrait=portrait, goods=held)
        .seat(1, citizens=citizens)
        .ships(*FULL_SHIPS)
        .start("captain", 0)
    )


HELD = {"corn": 2, "sugar": 1, "coffee": 1}


def test_ex57_export_office_two_citizens_two_different_goods(play):
    """EX-57: 2 citizens, 2 corn + 1 sugar + 1 coffee: return 1 corn + 1 sugar -> +2 VP; any 2
    different goods may go; never 2 corn."""
    g = _export({"export_office": 1}, {"portrait": 2}, HELD)
    assert (g.current_seat, g.decision) == (1, "export")
    assert set(g.legal_actions()) == {
        Action(1, "export_goods", combo)
        for combo in (
            ("corn", "sugar"),
            ("corn", "coffee"),
            ("sugar", "coffee"),
            ("corn",),
            ("sugar",),
            ("coffee",),
        )
    } | {Action(1, "pass")}
    for bad in (("corn", "corn"), ("corn", "sugar", "coffee"), ("fruit",)):
        assert g.why_illegal(Action(1, "export_goods", bad)) is not None, bad
    corn_supply = g.state.crates["corn"]
    events = play(g, (1, "export_goods", ("corn", "sugar")))
    p1 = g.state.players[1]
    assert p1.vp == 2
    assert g.state.crates["corn"] == corn_supply + 1
    assert of(events, "goods_exported")[0].data["vp"] == 2
    # Then storage: 1 corn + 1 coffee, keeps one of them.
    assert g.decision == "storage"
    assert sum(p1.goods.values()) == 2


def test_ex57_export_office_after_the_manufactory(play):
    """EX-57, A-23: the Manufactory is resolved first: +1 VP for the corn pair, then the export
    of 1 corn + 1 sugar: +2 VP."""
    g = _export({"export_office": 1, "manufactory": 1}, {"portrait": 2}, HELD)
    assert g.decision == "export"
    assert g.state.players[1].vp == 1  # floor(2/2) corn, nothing for sugar and coffee
    play(g, (1, "export_goods", ("corn", "sugar")))
    assert g.state.players[1].vp == 3
    ks = kinds(g.events)
    assert "goods_exported" in ks


def test_export_office_limited_by_citizens_and_held_goods():
    """3 citizens (one on the Export Office itself), 2 kinds held -> at most 2 crates."""
    g = _export(
        {"export_office": 1},
        {"export_office": 1, "portrait": 2},
        {"corn": 3, "fruit": 1},
    )
    longest = max(len(a.value) for a in g.legal_actions() if a.kind == "export_goods")
    assert longest == 2


def test_export_office_one_citizen_one_crate():
    g = _export({"export_office": 1}, {"portrait": 1}, HELD)
    assert {len(a.value) for a in g.legal_actions() if a.kind == "export_goods"} == {1}


def test_export_office_needs_citizens_and_occupancy():
    no_citizen = _export({"export_office": 1}, {}, HELD)
    assert no_citizen.decision != "export"
    assert no_citizen.state.players[1].vp == 0
    empty = (
        cit()
        .seat(1, buildings={"export_office": 0}, portrait=2, goods=HELD)
        .seat(1, citizens={"portrait": 2})
        .ships(*FULL_SHIPS)
        .start("captain", 0)
    )
    assert empty.decision != "export"
    assert empty.state.players[1].vp == 0


def test_export_office_pass_keeps_the_crates(play):
    g = _export({"export_office": 1}, {"portrait": 2}, HELD)
    play(g, (1, "pass"))
    assert g.state.players[1].vp == 0
    assert g.decision == "storage"
    assert g.state.players[1].goods == goods(**HELD)


# =========================================================================== Bureau of Lands


@pytest.mark.parametrize(("others", "vp"), [((8, 9), 2), ((7, 9), 0), ((9, 8), 2), ((6, 9), 0)])
def test_ex57_bureau_of_lands_citizen(others, vp):
    """EX-57, A-24: the owner has 7 land tiles; others 8 and 9 -> +2 VP; others 7 and 9 -> 0
    (strictly fewer than every other seat)."""
    g = (
        cit()
        .seat(0, tiles={"corn": 7}, buildings={"bureau_of_lands": 1})
        .seat(0, citizens={"bureau_of_lands": 1})
        .seat(1, tiles={"fruit": others[0]})
        .seat(2, tiles={"sugar": others[1]})
        .display()
        .supply(quarries=0)
        .start("settler", 0)
    )
    assert g.decision == "role"  # nobody could take a tile; no decision for a citizen Bureau
    assert g.state.players[0].vp == vp
    assert [p.land_tiles for p in g.state.players] == [7, *others]


def test_bureau_of_lands_comes_before_the_display_refill():
    g = (
        cit()
        .seat(0, tiles={"corn": 1}, buildings={"bureau_of_lands": 1})
        .seat(0, citizens={"bureau_of_lands": 1})
        .seat(1, tiles={"fruit": 2})
        .seat(2, tiles={"sugar": 2})
        .display()
        .supply(quarries=0)
        .start("settler", 0)
    )
    ks = kinds(g.events)
    assert ks.index("building_vp") < ks.index("display_refilled")


def _bureau_worker() -> Game:
    return (
        cit()
        .seat(
            0,
            tiles={"corn": (2, 2), "quarry": (1, 1)},
            forests={"fruit": 1},
            buildings={"bureau_of_lands": 1},
        )
        .display()
        .supply(quarries=0)
        .start("settler", 1)
    )


def test_bureau_of_lands_worker_may_discard_a_plantation_or_forest_never_a_quarry(play):
    """SPEC §13.3, A-25: worker-occupied -> may discard one plantation or forest (never a
    quarry); its figure goes to the portrait; the tile to the discard pile."""
    g = _bureau_worker()
    assert (g.current_seat, g.decision) == (0, "bureau")
    assert g.legal_actions() == [
        Action(0, "discard_tile", "corn"),
        Action(0, "discard_tile", "forest"),
        Action(0, "pass"),
    ]
    before = g.to_json()
    with pytest.raises(IllegalAction):
        g.apply(Action(0, "discard_tile", "quarry"))
    assert g.to_json() == before
    play(g, (0, "discard_tile", "corn"))
    p = g.state.players[0]
    assert (p.tiles["corn"], p.tile_workers["corn"], p.portrait_workers) == (1, 1, 1)
    assert g.state.discard == ["corn"]
    assert g.decision == "role"


def test_bureau_of_lands_worker_discards_a_forest(play):
    g = _bureau_worker()
    play(g, (0, "discard_tile", "forest"))
    p = g.state.players[0]
    assert (p.tiles["forest"], p.forests["fruit"]) == (0, 0)
    assert g.state.discard == ["fruit"]  # the face-down plantation goes back as a fruit tile
    assert p.portrait_workers == 0


def test_bureau_of_lands_worker_may_pass(play):
    g = _bureau_worker()
    play(g, (0, "pass"))
    assert g.state.players[0].land_tiles == 4
    assert g.state.discard == []


def test_bureau_of_lands_discarding_a_citizens_plantation_sends_the_citizen_home(play):
    g = (
        cit()
        .seat(0, tiles={"corn": (1, 1)}, buildings={"bureau_of_lands": 1})
        .seat(0, citizens={"corn": 1})
        .display()
        .supply(quarries=0)
        .start("settler", 1)
    )
    play(g, (0, "discard_tile", "corn"))
    p = g.state.players[0]
    assert p.citizens == {"portrait": 1}
    assert (p.portrait_workers, p.tiles["corn"]) == (1, 0)


# =========================================================================== Cadastral Office


def _cadastral(**seat_kw) -> Scenario:  # type: ignore[no-untyped-def]
    sc = cit().seat(0, **seat_kw)
    return sc.bag("coffee")


def test_cadastral_office_worker_draw_before_the_sale(play):
    """SPEC §13.3, A-70: worker-occupied -> pay 1 doubloon, draw a plantation from the bag onto
    the island; once per phase, in addition to the sale."""
    g = _cadastral(doubloons=3, goods={"corn": 1}, buildings={"cadastral_office": 1}).start(
        "trader", 0
    )
    assert (g.current_seat, g.decision) == (0, "sell")
    assert g.legal_actions() == [
        Action(0, "sell", "corn"),
        Action(0, "cadastral_draw"),
        Action(0, "pass"),
    ]
    events = play(g, (0, "cadastral_draw"))
    p = g.state.players[0]
    assert (p.doubloons, p.tiles["coffee"], g.state.bag) == (2, 1, [])
    assert of(events, "plantation_bought")[0].data["good"] == "coffee"
    # The turn goes on: the sale is still open, the office is used up.
    assert (g.current_seat, g.decision) == (0, "sell")
    assert g.legal_actions() == [Action(0, "sell", "corn"), Action(0, "pass")]
    assert g.why_illegal(Action(0, "cadastral_draw")) == (
        "the Cadastral Office works once per trader phase"
    )
    play(g, (0, "sell", "corn"))
    assert p.doubloons == 2 + 0 + 1  # corn 0 + privilege
    assert g.decision == "role"


def test_cadastral_office_worker_draw_after_the_sale(play):
    g = _cadastral(doubloons=3, goods={"corn": 1}, buildings={"cadastral_office": 1}).start(
        "trader", 0
    )
    play(g, (0, "sell", "corn"))
    assert g.state.players[0].doubloons == 4
    assert (g.current_seat, g.decision) == (0, "cadastral")
    assert g.legal_actions() == [Action(0, "cadastral_draw"), Action(0, "pass")]
    play(g, (0, "cadastral_draw"))
    p = g.state.players[0]
    assert (p.doubloons, p.tiles["coffee"]) == (3, 1)
    assert g.decision == "role"


def test_cadastral_office_draw_paid_with_the_money_of_the_sale(play):
    """SPEC §13.3, A-70: the office may be used after the sale; the sale's doubloons pay it."""
    g = _cadastral(doubloons=0, goods={"coffee": 1}, buildings={"cadastral_office": 1}).start(
        "trader", 1
    )
    assert (g.current_seat, g.decision) == (0, "sell")
    assert g.legal_actions() == [Action(0, "sell", "coffee"), Action(0, "pass")]
    play(g, (0, "sell", "coffee"))
    assert g.state.players[0].doubloons == 4
    assert (g.current_seat, g.decision) == (0, "cadastral")
    play(g, (0, "cadastral_draw"))
    assert (g.state.players[0].doubloons, g.state.players[0].tiles["coffee"]) == (3, 1)


def test_cadastral_office_after_the_sale_may_pass(play):
    g = _cadastral(doubloons=3, goods={"corn": 1}, buildings={"cadastral_office": 1}).start(
        "trader", 0
    )
    play(g, (0, "sell", "corn"), (0, "pass"))
    assert g.state.players[0].tiles["coffee"] == 0
    assert g.decision == "role"


def test_cadastral_office_alone_without_goods(play):
    g = _cadastral(doubloons=1, buildings={"cadastral_office": 1}).start("trader", 1)
    assert (g.current_seat, g.decision) == (0, "sell")
    assert g.legal_actions() == [Action(0, "cadastral_draw"), Action(0, "pass")]
    play(g, (0, "cadastral_draw"))
    assert (g.state.players[0].doubloons, g.state.players[0].tiles["coffee"]) == (0, 1)
    assert g.decision == "role"


def test_cadastral_office_draw_refused_without_a_doubloon():
    g = _cadastral(doubloons=0, goods={"corn": 1}, buildings={"cadastral_office": 1}).start(
        "trader", 1
    )
    assert g.legal_actions() == [Action(0, "sell", "corn"), Action(0, "pass")]
    before = g.to_json()
    why = g.why_illegal(Action(0, "cadastral_draw"))
    assert why is not None and "doubloon" in why
    with pytest.raises(IllegalAction):
        g.apply(Action(0, "cadastral_draw"))
    assert g.to_json() == before


def test_cadastral_office_draw_refused_without_island_space():
    g = _cadastral(
        doubloons=5,
        goods={"corn": 1},
        tiles={"corn": 9, "quarry": 3},
        buildings={"cadastral_office": 1},
    ).start("trader", 1)
    assert Action(0, "cadastral_draw") not in g.legal_actions()
    with pytest.raises(IllegalAction):
        g.apply(Action(0, "cadastral_draw"))


def test_cadastral_office_draw_reshuffles_the_discard_pile(play):
    """SPEC §7.1.5: an empty bag takes the discard pile in first."""
    g = (
        cit()
        .seat(0, doubloons=1, buildings={"cadastral_office": 1})
        .bag(discard=("tobacco",))
        .start("trader", 0)
    )
    play(g, (0, "cadastral_draw"))
    assert g.state.players[0].tiles["tobacco"] == 1
    assert (g.state.bag, g.state.discard) == ([], [])


def test_cadastral_office_nothing_to_draw():
    g = cit().seat(0, doubloons=1, buildings={"cadastral_office": 1}).bag().start("trader", 0)
    assert g.decision == "role"


@pytest.mark.parametrize("forest", [True, False])
def test_cadastral_office_with_a_sawmill_may_place_a_forest(forest, play):
    """SPEC §7.1.1 step 3, §13.3: with an occupied Sawmill the bought plantation may be placed
    face down, after seeing it."""
    g = _cadastral(doubloons=1, buildings={"cadastral_office": 1, "sawmill": 1}).start("trader", 0)
    play(g, (0, "cadastral_draw"))
    assert (g.current_seat, g.decision) == (0, "forest")
    play(g, (0, "make_forest" if forest else "pass"))
    p = g.state.players[0]
    if forest:
        assert (p.tiles["coffee"], p.tiles["forest"], p.forests["coffee"]) == (0, 1, 1)
    else:
        assert (p.tiles["coffee"], p.tiles["forest"]) == (1, 0)
    assert g.decision == "role"


def test_cadastral_office_with_a_sawmill_after_the_sale(play):
    g = _cadastral(
        doubloons=1, goods={"corn": 1}, buildings={"cadastral_office": 1, "sawmill": 1}
    ).start("trader", 0)
    play(g, (0, "sell", "corn"), (0, "cadastral_draw"))
    assert g.decision == "forest"
    play(g, (0, "make_forest"))
    assert g.state.players[0].tiles["forest"] == 1
    assert g.decision == "role"


def _citizen_office() -> Game:
    return (
        cit()
        .seat(
            0,
            tiles={"corn": (2, 2), "quarry": (1, 1)},
            forests={"fruit": 1},
            buildings={"cadastral_office": 1},
        )
        .seat(0, citizens={"cadastral_office": 1})
        .start("trader", 1)
    )


def test_cadastral_office_citizen_discards_a_plantation_for_a_doubloon(play):
    """SPEC §13.3, A-25: citizen-occupied -> discard one own plantation or forest (never a
    quarry); its figure goes to the portrait, the tile to the discard pile; +1 doubloon."""
    g = _citizen_office()
    assert (g.current_seat, g.decision) == (0, "sell")
    assert g.legal_actions() == [
        Action(0, "cadastral_discard", "corn"),
        Action(0, "cadastral_discard", "forest"),
        Action(0, "pass"),
    ]
    assert g.why_illegal(Action(0, "cadastral_discard", "quarry")) is not None
    assert g.why_illegal(Action(0, "cadastral_draw")) is not None
    play(g, (0, "cadastral_discard", "corn"))
    p = g.state.players[0]
    assert p.doubloons == 1
    assert (p.tiles["corn"], p.tile_workers["corn"], p.portrait_workers) == (1, 1, 1)
    assert g.state.discard == ["corn"]
    assert g.decision == "role"


def test_cadastral_office_citizen_discards_a_forest(play):
    g = _citizen_office()
    play(g, (0, "cadastral_discard", "forest"))
    p = g.state.players[0]
    assert (p.doubloons, p.tiles["forest"], g.state.discard) == (1, 0, ["fruit"])


def test_unoccupied_cadastral_office_does_nothing():
    g = _cadastral(doubloons=3, buildings={"cadastral_office": 0}).start("trader", 0)
    assert g.decision == "role"


# =========================================================================== figures from effects


def test_black_market_hands_in_a_citizen_when_only_citizens_stand_there(play):
    """A-16: a citizen may be handed in; it goes back to the citizen supply."""
    g = (
        cit()
        .seat(0, doubloons=0, buildings={"black_market": 1}, portrait=1)
        .seat(0, citizens={"portrait": 1})
        .start("builder", 0)
    )
    action = Action(0, "build", ("hacienda", ("figure:portrait",)))  # 2 - 1 privilege: gap 1
    assert action in g.legal_actions()
    citizens, workers = g.state.citizen_supply, g.state.worker_supply
    play(g, action)
    p = g.state.players[0]
    assert "hacienda" in p.buildings
    assert (p.citizen_count, p.portrait_workers) == (0, 0)
    assert (g.state.citizen_supply, g.state.worker_supply) == (citizens + 1, workers)


def test_black_market_hands_in_a_worker_when_one_stands_there(play):
    g = (
        cit()
        .seat(0, doubloons=0, buildings={"black_market": 1}, portrait=2)
        .seat(0, citizens={"portrait": 1})
        .start("builder", 0)
    )
    citizens, workers = g.state.citizen_supply, g.state.worker_supply
    play(g, (0, "build", ("hacienda", ("figure:portrait",))))
    p = g.state.players[0]
    assert (p.citizens, p.portrait_workers) == ({"portrait": 1}, 1)
    assert (g.state.citizen_supply, g.state.worker_supply) == (citizens, workers + 1)


@pytest.mark.parametrize(
    ("hall", "hall_citizens", "figure"), [(1, 1, "citizen"), (1, 0, "worker"), (0, 1, "citizen")]
)
def test_a45_hospital_takes_from_the_hall_when_the_worker_supply_is_empty(
    hall, hall_citizens, figure, play
):
    """SPEC §7.1.1 step 4, A-45: empty worker supply -> a figure from the hiring hall (the
    engine takes the citizen first)."""
    g = (
        cit()
        .seat(0, buildings={"hospital": 1})
        .display("coffee")
        .supply(workers=0, hiring_hall=hall, hall_citizens=hall_citizens)
        .start("settler", 0)
    )
    play(g, (0, "take_plantation", "coffee"))
    assert g.decision == "hospital"
    play(g, (0, "hospital_worker", "coffee"))
    p = g.state.players[0]
    assert p.tile_workers["coffee"] == 1
    assert p.citizens == ({"coffee": 1} if figure == "citizen" else {})
    taken_citizen = figure == "citizen"
    assert (g.state.hiring_hall, g.state.hall_citizens) == (
        hall - (not taken_citizen),
        hall_citizens - taken_citizen,
    )


def test_hospital_prefers_the_worker_supply_over_the_hall(play):
    g = (
        cit()
        .seat(0, buildings={"hospital": 1})
        .display("coffee")
        .supply(workers=5, hiring_hall=1, hall_citizens=1)
        .start("settler", 0)
    )
    play(g, (0, "take_plantation", "coffee"), (0, "hospital_worker", "coffee"))
    assert g.state.players[0].citizens == {}
    assert (g.state.worker_supply, g.state.hiring_hall, g.state.hall_citizens) == (4, 1, 1)


def test_a45_school_takes_a_citizen_from_the_hall_when_the_worker_supply_is_empty(play):
    g = (
        cit()
        .seat(0, doubloons=0, buildings={"school": 1})
        .supply(workers=0, hiring_hall=1, hall_citizens=1)
        .start("builder", 0)
    )
    play(g, (0, "build", "small_market"))  # 1 - 1 privilege = 0
    assert g.decision == "school"
    play(g, (0, "school_worker"))
    p = g.state.players[0]
    assert (p.buildings["small_market"], p.citizens) == (1, {"small_market": 1})
    assert (g.state.hiring_hall, g.state.hall_citizens) == (1, 0)


def _figure_outcomes(g: Game) -> set[str]:
    """What each legal answer to the pending decision puts on the Cadastral Office."""
    out = set()
    for action in g.legal_actions():
        if action.kind == "pass":
            continue
        h = g.clone()
        h.apply(action)
        p = h.state.players[0]
        if p.buildings.get("cadastral_office"):
            out.add("citizen" if p.citizens.get("cadastral_office") else "worker")
    return out


def test_a45_school_owner_chooses_the_figure_from_the_hall(play):
    """A-45: with an empty worker supply the School owner may take either kind from the hall;
    it matters for an occupant-dependent building (a worker on a Cadastral Office draws land,
    a citizen discards it)."""
    g = (
        cit()
        .seat(0, doubloons=1, buildings={"school": 1})
        .supply(workers=0, hiring_hall=1, hall_citizens=1, buildings={"cadastral_office": 2})
        .start("builder", 0)
    )
    play(g, (0, "build", "cadastral_office"))
    assert g.decision == "school"
    assert _figure_outcomes(g) == {"worker", "citizen"}


# =========================================================================== whole games


@pytest.mark.parametrize(("seats", "seed"), [(3, 1), (4, 2)])
def test_random_games_with_both_expansions_keep_every_invariant(seats, seed):
    """Random legal play with Expansions I and II: invariants after every decision; the game
    never ends by running out of workers (SPEC §13.1)."""
    g = Game.new(GameConfig(seats=seats, seed=seed, expansions=("new_buildings", "citizens")))
    rng = random.Random(seed)
    steps = 0
    while not g.is_over:
        action = rng.choice(g.legal_actions())
        g.apply(action)
        problems = invariants.violations(g)
        assert not problems, f"after {action}: {problems}"
        steps += 1
        assert steps < 6000
    assert "workers_exhausted" not in (g.state.end_trigger or "")
    for i, sc in enumerate(g.final_scores()):
        assert sc["bonuses"].get("citizens", 0) == g.state.players[i].citizen_count


def test_citizens_survive_save_and_load():
    g = (
        cit()
        .seat(0, tiles={"corn": (1, 1)}, portrait=1, citizens={"corn": 1, "portrait": 1})
        .supply(hall_citizens=1, citizens=17)
        .at_role_choice(0)
    )
    h = Game.from_json(g.to_json())
    assert h.to_json() == g.to_json()
    assert h.state.players[0].citizens == {"corn": 1, "portrait": 1}
    assert (h.state.hall_citizens, h.state.citizen_supply) == (1, 17)
