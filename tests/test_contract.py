"""Every box trades the same values with the app (game/contract.py): one Action, one refusal,
one Event class, and a refusal always carries its code and fields beside the English."""

from __future__ import annotations

import pytest

import game.contract as contract
from game.puerto_rico import engine as puerto_rico
from game.san_juan import engine as san_juan
from game.santiago import engine as santiago


@pytest.mark.parametrize("box", [puerto_rico, san_juan, santiago], ids=lambda m: m.__name__)
def test_each_box_uses_the_shared_values(box) -> None:  # type: ignore[no-untyped-def]
    assert box.Action is contract.Action
    assert box.IllegalAction is contract.IllegalAction


def test_events_are_the_shared_class() -> None:
    from game.puerto_rico.engine.events import Event as PR
    from game.san_juan.engine.events import Event as SJ
    from game.santiago.engine.events import Event as SC

    assert PR is SJ is SC is contract.Event


def test_a_nested_value_survives_json() -> None:
    a = contract.Action(2, "place_workers", (("corn", 1), ("small_market", 1, 1)))
    assert a.to_json() == [2, "place_workers", [["corn", 1], ["small_market", 1, 1]]]
    assert contract.Action.from_json(a.to_json()) == a
    with pytest.raises(ValueError, match="seat, kind, value"):
        contract.Action.from_json(["two", "pass", None])


def test_a_puerto_rico_refusal_carries_its_code_and_fields() -> None:
    g = puerto_rico.Game.new(puerto_rico.GameConfig(seats=3, seed=1))
    seat = g.current_seat
    assert seat is not None
    wrong = puerto_rico.Action((seat + 1) % 3, "choose_role", "mayor")
    before = g.to_json()
    with pytest.raises(contract.IllegalAction) as err:
        g.apply(wrong)
    assert err.value.code == "decision_refusal.not_your_turn"
    assert err.value.fields["seat"] == (seat + 1) % 3 + 1
    assert "turn" in err.value.reason and g.to_json() == before
