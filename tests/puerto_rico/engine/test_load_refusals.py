"""A refused load names its reason: the ship holds another good, is full, or the good already
sails on another ship (else the general rule of the larger load)."""

from __future__ import annotations

from game.puerto_rico.engine import Action
from game.puerto_rico.engine.scenario import Scenario


def test_each_refused_load_has_its_own_code() -> None:
    g = (
        Scenario(seats=3)
        .seat(0, goods={"sugar": 2, "corn": 1, "coffee": 1})
        .ships((4, None, 0), (5, "corn", 2), (6, "coffee", 6))
        .start("captain", chooser=0)
    )
    before = g.to_json()
    assert g.refusal(Action(0, "load", ("sugar", 1))) == (
        "decision_refusal.ship_holds",
        {"capacity": 5, "good": "sugar", "cargo": "corn"},
    )
    assert g.refusal(Action(0, "load", ("coffee", 2)))[0] == "decision_refusal.ship_full"  # type: ignore[index]
    assert g.refusal(Action(0, "load", ("corn", 0))) == (
        "decision_refusal.good_aboard",
        {"capacity": 4, "good": "corn", "carrier": 5},
    )
    assert "sails on the 5-ship" in (g.why_illegal(Action(0, "load", ("corn", 0))) or "")
    assert g.to_json() == before
    assert g.refusal(Action(0, "load", ("sugar", 0))) is None  # the empty ship takes sugar
