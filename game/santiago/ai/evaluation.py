"""How much a position is worth to a seat, in VP, from a determinized copy (engine view
Sandbox): the value table of SANTIAGO_SPEC §13.2, with weights per level."""

from __future__ import annotations

from dataclasses import dataclass

from game.santiago.engine.view import Sandbox


@dataclass(frozen=True)
class Weights:
    peso: float = 0.33
    peso_last_ship: float = 0.15
    good: float = 0.34  # a good worth only its share of the 3:1 end conversion
    luxury: float = 0.8  # rum and cigar (the Café)
    wood: float = 0.7
    demanded: float = 0.6  # chance-weighted share of the flag value for a deliverable good
    owned_per_ship: float = 0.3  # a building's future owner VP, per ship left
    others: float = 0.0  # how much the other seats' gains count against this seat


LUXURY = ("rum", "cigar")
WOOD = "wood"


def seat_value(box: Sandbox, seat: int, w: Weights) -> float:
    if box.is_over:
        return float(box.total(seat))
    pesos, vp, goods = box.counters(seat)
    ships_left = box.ships_left
    flag = box.flag_vp or 2
    demand = box.demand
    value = vp + pesos * (w.peso if ships_left > 1 else w.peso_last_ship)
    for good, n in goods.items():
        if not n:
            continue
        if good == WOOD:
            value += n * w.wood
            continue
        base = w.luxury if good in LUXURY else w.good
        k = min(n, demand.get(good, 0))
        value += k * max(base, flag * w.demanded) + (n - k) * base
    value += box.owned(seat) * w.owned_per_ship * ships_left
    return value


def position_value(box: Sandbox, seat: int, w: Weights) -> float:
    """The seat's value, less `w.others` times the best other seat's value."""
    own = seat_value(box, seat, w)
    if not w.others:
        return own
    best = max(seat_value(box, s, w) for s in range(box.seats) if s != seat)
    if box.is_over:
        # At the end only the ranking matters: a win is worth a lot.
        return own - best + (50.0 if own > best else 0.0)
    return own - w.others * best
