"""What the seats and the screen may ask the engine beside its API: what a seat sees, and
read-only rule queries.

`ai` (and later `scenes`) see the engine through the package API and this module only. A seat's
observation holds the public table and that seat's own hidden counters (pesos, VP, goods behind
its screen, SANTIAGO_SPEC §9, §14 C-1), never another seat's, nor the random state (C-4).
`determinized` gives a seat a playable copy in which everything it cannot see is replaced by a
guess, and the dice to come by another seed, so a bot's look-ahead cannot peek.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from game.santiago.engine import effects as _effects
from game.santiago.engine import rules as _rules
from game.santiago.engine import turn as _turn
from game.santiago.engine.actions import Refusal

if TYPE_CHECKING:
    from game.santiago.engine.game import Game

# What a seat's screen hides from the others.
HIDDEN_COUNTERS: tuple[str, ...] = ("pesos", "vp", "goods")


def public(g: Game) -> dict[str, Any]:
    """Everything on the table that every seat sees."""
    s = g.s
    d = g.d
    out: dict[str, Any] = {
        "seats": s.seats,
        "names": [p.name for p in s.players],
        "active": s.active,
        "turn": s.turn,
        "current_seat": g.current_seat,
        "decision": g.decision,
        "car": s.car,
        "street": list(s.street),
        "face_up": dict(s.face_up),
        "slots": list(s.slots),
        "slot_flowers": list(d.slot_flowers),
        "cuban_flowers": {c: d.cubans[c].flower for c in d.cuban_ids},
        "owner": dict(s.owner),
        "brokers": [p.broker for p in s.players],
        "markers": [p.markers for p in s.players],
        "ships_departed": s.ships_departed,
        "ships_per_game": d.ships_per_game,
        "value_index": s.value,
        "flag_vp": d.flag_vp[s.value],
        "demand": dict(s.demand),
        "set_aside": list(s.set_aside) if s.set_aside else None,
        "rolled": dict(s.rolled) if s.rolled else None,
        "pending_demand": s.pending_demand,
        "supply": dict(s.supply),
        "delivery_passed": list(s.ts.passed) if s.stage == "delivery" else None,
        "building_in_use": s.ts.building,
        "over": s.over,
    }
    if s.over:
        # Final scoring: every screen is lifted (§8.2).
        out["scores"] = g.final_scores()
        out["winners"] = g.winners()
    return out


def observation(g: Game, seat: int) -> dict[str, Any]:
    """The public table plus `seat`'s own pesos, VP and goods (SPEC §9.2)."""
    p = g.s.players[seat]
    out = public(g)
    out["me"] = {"seat": seat, "pesos": p.pesos, "vp": p.vp, "goods": dict(p.goods)}
    return out


def determinized(g: Game, seat: int, seed: int) -> Game:
    """A copy of the game for `seat`'s look-ahead (null event sink): the other seats' hidden
    counters are guesses consistent with the table (their goods: the pieces neither in the
    supply nor with `seat`, dealt at random among them; pesos: the starting amount; VP: `seat`'s
    own), and the dice to come follow `seed`, not the game's generator."""
    c = g.clone(events=False)
    s = c.s
    rng = random.Random(seed)
    others = [i for i in range(s.seats) if i != seat]
    start = c.d.catalog.setup
    pool = [
        good for good in c.d.goods for _ in range(sum(s.players[i].goods[good] for i in others))
    ]
    for i in others:
        p = s.players[i]
        p.goods = {good: 0 for good in c.d.goods}
        p.pesos = start.pesos
        p.vp = s.players[seat].vp
        p.vp_by_source = {"start": p.vp}
    for good in pool:
        s.players[rng.choice(others)].goods[good] += 1
    s.pesos_issued = sum(p.pesos for p in s.players)
    s.vp_issued = sum(p.vp for p in s.players)
    s.rng = rng.getrandbits(64)
    return c


# --------------------------------------------------------------------------- rule queries


def move_cost(steps: int) -> int:
    """Pesos to move the car `steps` stops (§5.1)."""
    return steps - 1


def car_destinations(g: Game, seat: int) -> list[tuple[int, int, int]]:
    """(steps, cost, stop) for every move `seat` can pay now."""
    stops = g.d.stops
    return [(k, k - 1, (g.s.car + k) % stops) for k in range(1, _turn.most_steps(g, seat) + 1)]


def stops(g: Game) -> int:
    return g.d.stops


def flower_of(g: Game, building: str) -> str:
    return g.d.slot_flowers[g.s.slots.index(building)]


def cuban_at(g: Game, stop: int) -> str | None:
    return g.s.street[stop]


def cuban_flower(g: Game, cuban: str) -> str:
    return g.d.cubans[cuban].flower


def cuban_hook(g: Game, cuban: str) -> tuple[str, dict[str, Any]]:
    eff = g.d.cubans[cuban].effect
    return eff.hook, dict(eff.params)


def building_hook(g: Game, building: str) -> tuple[str, dict[str, Any]]:
    eff = g.d.building_effects[building]
    return eff.hook, dict(eff.params)


def broker_targets(g: Game, seat: int, flower: str | None) -> list[str]:
    """Free buildings under `flower` for `seat`'s broker (its own building excluded)."""
    return _turn.broker_targets(g, seat, flower)


def building_uses(g: Game, seat: int, building: str) -> list[Any]:
    """The values `seat` could choose using `building` now (seat's own counters: call it for
    the seat on screen only)."""
    return _effects.building_options(g, seat, building)


def delivery_options(g: Game, seat: int) -> list[tuple[str, tuple[str, int]]]:
    return _turn.delivery_options(g, seat)


def flag_vp(g: Game) -> int | None:
    return g.d.flag_vp[g.s.value]


def wildcard(g: Game) -> str | None:
    return g.d.wildcard


def goods(g: Game) -> tuple[str, ...]:
    return g.d.goods


def building_ids(g: Game) -> tuple[str, ...]:
    return g.d.building_ids


def cuban_ids(g: Game) -> tuple[str, ...]:
    return g.d.cuban_ids


def goods_per_vp(g: Game) -> int:
    return g.d.catalog.goods_per_vp


def gift_items(g: Game, seat: int) -> list[str]:
    return _rules.gift_items(g, seat, tuple(g.s.ts.gift_exclude))


def refusal_text(g: Game, refusal: Refusal, templates: dict[str, str] | None = None) -> str:
    """A refusal worded by `templates` (code -> template; English by default)."""
    code, fields = refusal
    return (templates or g.d.catalog.refusal_en)[code].format(**fields)


# --------------------------------------------------------------------------- look-ahead


class Sandbox:
    """A determinized copy of a game for one seat's look-ahead (see `determinized`).

    It plays like a game (legal_actions, apply, clone) and, unlike the real game, lets its owner
    read every seat's counters: they are guesses, not the truth."""

    __slots__ = ("game", "seat")

    def __init__(self, game: Game, seat: int) -> None:
        self.game = game
        self.seat = seat

    def clone(self) -> Sandbox:
        return Sandbox(self.game.clone(events=False), self.seat)

    def legal_actions(self) -> list[Any]:
        return self.game.legal_actions()

    def apply(self, action: Any) -> None:
        self.game.apply(action)

    @property
    def current_seat(self) -> int | None:
        return self.game.current_seat

    @property
    def decision(self) -> str | None:
        return self.game.decision

    @property
    def is_over(self) -> bool:
        return self.game.is_over

    @property
    def active(self) -> int:
        return self.game.s.active

    @property
    def turn(self) -> int:
        return self.game.s.turn

    def counters(self, seat: int) -> tuple[int, int, dict[str, int]]:
        """(pesos, VP, goods) of `seat` in this copy (guesses for the other seats)."""
        p = self.game.s.players[seat]
        return p.pesos, p.vp, p.goods

    def total(self, seat: int) -> int:
        """`seat`'s score if the game ended now (VP + goods conversion)."""
        p = self.game.s.players[seat]
        return p.vp + sum(p.goods.values()) // self.game.d.catalog.goods_per_vp

    def owned(self, seat: int) -> int:
        return sum(1 for o in self.game.s.owner.values() if o == seat)

    @property
    def seats(self) -> int:
        return self.game.s.seats

    @property
    def demand(self) -> dict[str, int]:
        return self.game.s.demand

    @property
    def flag_vp(self) -> int | None:
        return self.game.d.flag_vp[self.game.s.value]

    @property
    def ships_left(self) -> int:
        return self.game.d.ships_per_game - self.game.s.ships_departed


def sandbox(g: Game, seat: int, seed: int) -> Sandbox:
    """`determinized(g, seat, seed)` wrapped for look-ahead."""
    return Sandbox(determinized(g, seat, seed), seat)
