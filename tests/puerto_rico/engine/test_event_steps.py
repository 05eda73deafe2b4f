"""`view.event_steps`: the screen's beat-by-beat view of one apply. It must tell the same events
as `apply`, end on the very table `apply` leaves, show each table as its event is told, and leave
the game it was asked about untouched."""

from __future__ import annotations

import random

import pytest

from game.puerto_rico.engine import Action, Game, GameConfig, IllegalAction, view


def _solo(seed: int) -> Game:
    return Game.new(GameConfig(seats=3, seed=seed, names=("Ana", "A", "B"), puertomas=2))


@pytest.mark.parametrize("seed", [1, 7])
def test_steps_tell_what_apply_tells_and_end_on_its_table(seed: int) -> None:
    g = _solo(seed)
    rng = random.Random(seed)
    several_seats = 0
    while not g.is_over:
        action = rng.choice(g.legal_actions())
        before = g.to_json()
        steps, end = view.event_steps(g, action)
        assert g.to_json() == before  # asked on a copy
        events = g.apply(action)
        assert [e.to_json() for e, _ in steps] == [e.to_json() for e in events]
        assert end.to_json() == g.to_json()
        several_seats += len({e.seat for e in events if e.seat is not None}) > 1
    assert several_seats > 10  # the Puertomas did play inside the human's applies


def test_each_table_shows_its_event_and_not_the_next() -> None:
    """A Puertoma's plantation is on its island as its event is told, not before."""
    g = _solo(1)
    rng = random.Random(1)
    seen = 0
    while not g.is_over and seen < 3:
        action = rng.choice(g.legal_actions())
        steps, _ = view.event_steps(g, action)
        previous = g
        for event, table in steps:
            if event.kind == "plantation_taken" and g.is_puertoma(event.seat):
                good = event.data["good"]
                was = previous.state.players[event.seat].tiles[good]
                assert table.state.players[event.seat].tiles[good] == was + 1
                seen += 1
            previous = table
        g.apply(action)
    assert seen >= 3


def test_a_refused_action_raises_and_changes_nothing() -> None:
    g = _solo(3)
    before = g.to_json()
    with pytest.raises(IllegalAction):
        view.event_steps(g, Action(1, "pass"))  # not seat 1's turn
    assert g.to_json() == before
