"""The Cubans' and buildings' effects, one small handler per hook, registered at its timing
point. The turn code fires a timing point with the hook named in the data and never looks at a
Cuban's or a building's id.

A handler has `options(g, seat, params)` -> the values a seat may choose (empty: the effect has
no use now) and `apply(g, seat, params, value)`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from itertools import combinations
from typing import TYPE_CHECKING, Any

from game.santiago.engine import rules

if TYPE_CHECKING:
    from game.santiago.engine.game import Game

Params = dict[str, Any]


class At(StrEnum):
    """The moments an effect acts."""

    CUBAN_VISIT = "cuban_visit"  # the car stopped at a face-up Cuban (§6)
    BUILDING_USE = "building_use"  # a building is used, by the broker or Alonso (§7)


@dataclass(frozen=True)
class Effect:
    options: Callable[[Game, int, Params], list[Any]]
    apply: Callable[[Game, int, Params, Any], None]


EFFECTS: dict[At, dict[str, Effect]] = {At.CUBAN_VISIT: {}, At.BUILDING_USE: {}}


def effect(
    at: At, hook: str, options: Callable[[Game, int, Params], list[Any]]
) -> Callable[[Callable[[Game, int, Params, Any], None]], Callable[[Game, int, Params, Any], None]]:
    """Register `apply` (the decorated function) with its `options` for `hook` at `at`."""

    def register(
        apply: Callable[[Game, int, Params, Any], None],
    ) -> Callable[[Game, int, Params, Any], None]:
        EFFECTS[at][hook] = Effect(options, apply)
        return apply

    return register


def _always(g: Game, seat: int, p: Params) -> list[Any]:
    return [None]


# =========================================================================== Cubans (§6)


def _goods_left(g: Game, seat: int, p: Params) -> list[Any]:
    # An empty supply leaves the seat empty-handed: nothing to decide.
    return [None] if g.s.supply[p["good"]] > 0 else []


@effect(At.CUBAN_VISIT, "take_goods", _goods_left)
def _take_goods(g: Game, seat: int, p: Params, value: Any) -> None:
    rules.take_goods(g, seat, p["good"], p["amount"], "cuban")


@effect(At.CUBAN_VISIT, "take_vp", _always)
def _cuban_vp(g: Game, seat: int, p: Params, value: Any) -> None:
    rules.gain_vp(g, seat, p["amount"], "cuban", "cubans")


@effect(At.CUBAN_VISIT, "take_pesos", _always)
def _cuban_pesos(g: Game, seat: int, p: Params, value: Any) -> None:
    rules.gain_pesos(g, seat, p["amount"], "cuban")


def _choice_goods(g: Game, seat: int, p: Params) -> list[Any]:
    return [good for good in g.d.goods if good not in p["exclude"] and g.s.supply[good] > 0]


@effect(At.CUBAN_VISIT, "take_good_of_choice", _choice_goods)
def _take_choice(g: Game, seat: int, p: Params, value: Any) -> None:
    rules.take_goods(g, seat, value, 1, "cuban")


@effect(At.CUBAN_VISIT, "pickpocket", _always)
def _pickpocket(g: Game, seat: int, p: Params, value: Any) -> None:
    # The victims give one by one, clockwise from the visitor's left (A-17, D-06).
    n = g.s.seats
    g.s.ts.victims = [(seat + i) % n for i in range(1, n)]
    g.s.ts.gift_exclude = list(p["exclude"])


def _lawyer_options(g: Game, seat: int, p: Params) -> list[Any]:
    s = g.s
    out: list[Any] = []
    if s.players[seat].markers > 0:
        out += [("claim", b) for b in g.d.building_ids if s.owner[b] is None]
    # Using an owned building is offered when that building has a use now.
    out += [
        ("use", b) for b in g.d.building_ids if s.owner[b] == seat and building_options(g, seat, b)
    ]
    return out


@effect(At.CUBAN_VISIT, "lawyer", _lawyer_options)
def _lawyer(g: Game, seat: int, p: Params, value: Any) -> None:
    option, building = value
    s = g.s
    if option == "claim":
        s.owner[building] = seat
        s.players[seat].markers -= 1
        g.emit("building_claimed", seat, building=building)
    else:
        # Option 2: the building's use is decided next; the white broker step follows.
        s.ts.building = building
        s.ts.via = "alonso"


# =========================================================================== buildings (§7)


def building_options(g: Game, seat: int, building: str) -> list[Any]:
    """The values `seat` may choose when using `building` now (empty: no use)."""
    eff = g.d.building_effects[building]
    return EFFECTS[At.BUILDING_USE][eff.hook].options(g, seat, eff.params)


def use_building(g: Game, seat: int, building: str, value: Any) -> None:
    eff = g.d.building_effects[building]
    g.emit("building_used", seat, building=building, value=value)
    EFFECTS[At.BUILDING_USE][eff.hook].apply(g, seat, eff.params, value)


@effect(At.BUILDING_USE, "take_pesos", _always)
def _bank(g: Game, seat: int, p: Params, value: Any) -> None:
    rules.gain_pesos(g, seat, p["amount"], "building")


@effect(At.BUILDING_USE, "take_vp", _always)
def _church(g: Game, seat: int, p: Params, value: Any) -> None:
    rules.gain_vp(g, seat, p["amount"], "building", "buildings")


def _convert_options(g: Game, seat: int, p: Params) -> list[Any]:
    most = min(g.s.players[seat].goods[p["give"]], g.s.supply[p["take"]])
    return list(range(1, most + 1))


@effect(At.BUILDING_USE, "convert_any", _convert_options)
def _convert(g: Game, seat: int, p: Params, value: Any) -> None:
    rules.return_goods(g, seat, p["give"], value, "building")
    rules.take_goods(g, seat, p["take"], value, "building")


def _swap_options(g: Game, seat: int, p: Params) -> list[Any]:
    held = g.s.players[seat].goods
    kinds = [good for good in g.d.goods if good not in p["exclude"]]
    return [(a, b) for a in kinds if held[a] > 0 for b in kinds if b != a and g.s.supply[b] > 0]


@effect(At.BUILDING_USE, "swap_one", _swap_options)
def _swap(g: Game, seat: int, p: Params, value: Any) -> None:
    give, take = value
    rules.return_goods(g, seat, give, 1, "building")
    rules.take_goods(g, seat, take, 1, "building")


def _trade_options(g: Game, seat: int, p: Params) -> list[Any]:
    return [None] if g.s.players[seat].goods[p["good"]] > 0 else []


@effect(At.BUILDING_USE, "trade_good", _trade_options)
def _sawmill(g: Game, seat: int, p: Params, value: Any) -> None:
    rules.return_goods(g, seat, p["good"], 1, "building")
    rules.gain_vp(g, seat, p["vp"], "building", "buildings")
    rules.gain_pesos(g, seat, p["pesos"], "building")


def _cash_in_options(g: Game, seat: int, p: Params) -> list[Any]:
    held = [good for good in p["goods"] if g.s.players[seat].goods[good] > 0]
    # Every non-empty set of at most one piece per listed good, the largest first.
    return [c for k in range(len(held), 0, -1) for c in combinations(held, k)]


@effect(At.BUILDING_USE, "cash_in", _cash_in_options)
def _cafe(g: Game, seat: int, p: Params, value: Any) -> None:
    for good in value:
        rules.return_goods(g, seat, good, 1, "building")
    rules.gain_vp(g, seat, p["vp_each"] * len(value), "building", "buildings")


def _die_options(g: Game, seat: int, p: Params) -> list[Any]:
    # While the new ship waits for its demand there is no die to turn.
    return [good for good, v in g.s.demand.items() if v > 0]


@effect(At.BUILDING_USE, "zero_one_die", _die_options)
def _customs(g: Game, seat: int, p: Params, value: Any) -> None:
    g.s.demand[value] = 0
    g.emit("die_zeroed", seat, good=value)
    if rules.demand_complete(g):
        rules.depart(g, "customs_house")


def _exchange_options(g: Game, seat: int, p: Params) -> list[Any]:
    pl = g.s.players[seat]
    rate = p["pesos_per_vp"]
    # One direction per use (A-22, D-09).
    return [("pesos_to_vp", m) for m in range(1, pl.pesos // rate + 1)] + [
        ("vp_to_pesos", m) for m in range(1, pl.vp + 1)
    ]


@effect(At.BUILDING_USE, "exchange", _exchange_options)
def _casino(g: Game, seat: int, p: Params, value: Any) -> None:
    direction, m = value
    rate = p["pesos_per_vp"]
    if direction == "pesos_to_vp":
        rules.pay_pesos(g, seat, rate * m, "building")
        rules.gain_vp(g, seat, m, "building", "buildings")
    else:
        rules.lose_vp(g, seat, m, "building", "buildings")
        rules.gain_pesos(g, seat, rate * m, "building")


def _shift_options(g: Game, seat: int, p: Params) -> list[Any]:
    return (["left"] if g.s.value > 0 else []) + ["right"]


@effect(At.BUILDING_USE, "shift_value", _shift_options)
def _harbour(g: Game, seat: int, p: Params, value: Any) -> None:
    rules.move_value(g, -1 if value == "left" else 1, "harbor_office")


def _deliver_one_options(g: Game, seat: int, p: Params) -> list[Any]:
    held = g.s.players[seat].goods
    return [
        good
        for good, v in g.s.demand.items()
        if v > 0 and held[good] > 0 and good not in p["exclude"]
    ]


@effect(At.BUILDING_USE, "deliver_one", _deliver_one_options)
def _office(g: Game, seat: int, p: Params, value: Any) -> None:
    rules.return_goods(g, seat, value, 1, "building")
    g.s.demand[value] -= 1
    rules.gain_vp(g, seat, p["vp"], "building", "buildings")
    g.emit("delivered", seat, good=value, count=1, vp=p["vp"], source="building")
    if rules.demand_complete(g):
        rules.depart(g, "office")


def _newspaper_options(g: Game, seat: int, p: Params) -> list[Any]:
    # The peso comes with every use; the flip of a face-up Cuban is a further option.
    return [None] + [c for c in g.d.cuban_ids if g.s.face_up[c]]


@effect(At.BUILDING_USE, "newspaper", _newspaper_options)
def _newspaper(g: Game, seat: int, p: Params, value: Any) -> None:
    rules.gain_pesos(g, seat, p["pesos"], "building")
    if value is not None:
        g.s.face_up[value] = False
        g.emit("cuban_flipped", seat, cuban=value, face_up=False)


# --------------------------------------------------------------------------- firing


def cuban_options(g: Game, seat: int, cuban: str) -> list[Any]:
    eff = g.d.cubans[cuban].effect
    return EFFECTS[At.CUBAN_VISIT][eff.hook].options(g, seat, eff.params)


def use_cuban(g: Game, seat: int, cuban: str, value: Any) -> None:
    eff = g.d.cubans[cuban].effect
    g.emit("cuban_used", seat, cuban=cuban, value=value)
    EFFECTS[At.CUBAN_VISIT][eff.hook].apply(g, seat, eff.params, value)
