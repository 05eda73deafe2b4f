"""Seat rules chosen at setup (engine/seats.py): who is asked, who resolves by the automaton."""

from __future__ import annotations

import random
import re
from pathlib import Path

from game.puerto_rico.engine import Game, GameConfig
from game.puerto_rico.engine import seats as seat_rules
from game.puerto_rico.engine.seats import ASK, HumanSeat, PuertomaSeat

ENGINE = Path(seat_rules.__file__).parent


def kinds(g: Game) -> list[str]:
    return [type(r).__name__ for r in g.seat_rules]


def test_seats_are_chosen_at_setup() -> None:
    g = Game.new(GameConfig(seats=3, seed=4, puertomas=2))
    assert kinds(g) == ["HumanSeat", "PuertomaSeat", "PuertomaSeat"]
    assert [r.seat for r in g.seat_rules] == [0, 1, 2]
    assert g.automaton is seat_rules.PUERTOMAS
    assert [g.is_puertoma(i) for i in range(3)] == [False, True, True]
    plain = Game.new(GameConfig(seats=4, seed=4))
    assert kinds(plain) == ["HumanSeat"] * 4
    assert plain.automaton is seat_rules.NO_AUTOMATON


def test_seats_survive_a_save_and_a_clone() -> None:
    g = Game.new(GameConfig(seats=3, seed=9, puertomas=1, difficulty="hard"))
    loaded = Game.from_json(g.to_json())
    assert kinds(loaded) == ["HumanSeat", "HumanSeat", "PuertomaSeat"]
    assert loaded.automaton is seat_rules.PUERTOMAS
    assert kinds(g.clone()) == kinds(g)


def test_drafted_game_seats_its_puertomas() -> None:
    g = Game.new(GameConfig(seats=3, seed=2, puertomas=2, difficulty="hard", draft=True))
    assert kinds(g) == ["HumanSeat", "PuertomaSeat", "PuertomaSeat"]
    rng = random.Random(2)
    while not g.is_over:
        assert not g.is_puertoma(g.current_seat)  # type: ignore[arg-type]
        g.apply(rng.choice(g.legal_actions()))
    assert len(g.final_scores()) == 3


def test_a_human_seat_is_asked_at_every_choice_point() -> None:
    g = Game.new(GameConfig(seats=3, seed=1))
    human = HumanSeat(0)
    assert human.choose_role(g) is ASK
    assert human.draft_pick(g, ["hacienda"]) is ASK
    assert human.hall_pick(g) is ASK
    assert human.load(g) is ASK
    assert human.storage(g) is ASK
    played_here = (
        human.settler_turn,
        human.builder_turn,
        human.craftsman_turn,
        human.craftsman_privilege,
        human.trader_turn,
        human.mayor_turn,
    )
    assert not any(point(g) for point in played_here)


def test_a_puertoma_takes_a_citizen_and_places_figures_on_arrival() -> None:
    g = Game.new(GameConfig(seats=3, seed=1, puertomas=2))
    bot = g.seat_rules[1]
    assert isinstance(bot, PuertomaSeat)
    assert bot.hall_pick(g) == "citizen"
    assert bot.mayor_turn(g)
    assert not bot.uses_buildings


def test_role_modules_never_test_the_kind_of_seat() -> None:
    """ARCHITECTURE.md, Seats: no 'is this a Puertoma?' in the phases."""
    phase_files = [*sorted((ENGINE / "roles").glob("*.py")), ENGINE / "draft.py"]
    pattern = re.compile(r"\bpuertoma\b|is_puertoma|\.auto\b")
    found = [
        f"{path.name}:{n}"
        for path in phase_files
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if pattern.search(line)
    ]
    assert found == []
