"""The game's changing data: zones of card uids, round and phase progress; JSON round trip.

Zones (SPEC §8.1): the draw pile (top = last element), the discard pile, each seat's hand, city
(stacks bottom -> top; the top card of a stack is in play), goods (building uid -> the face-down
card on it), chapel pile and cards held aside (councillor draw); the gold-mine reveal lies in
`revealed` (public). Every uid is in exactly one zone (invariants.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

SAVE_FORMAT = 1


@dataclass(slots=True)
class SeatState:
    hand: list[int] = field(default_factory=list)
    city: list[list[int]] = field(default_factory=list)  # stacks, bottom -> top
    goods: dict[int, int] = field(default_factory=dict)  # building uid -> good uid
    chapel: list[int] = field(default_factory=list)
    aside: list[int] = field(default_factory=list)
    fresh: list[int] = field(default_factory=list)  # built in the running builder phase
    piles: dict[str, list[int]] = field(default_factory=dict)  # §14 bank, harbor: card id -> cards
    used: list[str] = field(default_factory=list)  # once-per-game powers used (§14 bank)
    # Derived, never saved nor compared: (game definition, len(city), len(fresh), the seat's
    # effect table) kept by rules.effects_table. The engine drops it where a city or its fresh
    # list changes in place (a crane build, the builder phase's end); the lengths catch the rest.
    fx_cache: tuple[Any, int, int, Any] | None = field(default=None, repr=False, compare=False)

    def in_play(self) -> list[int]:
        return [stack[-1] for stack in self.city]

    def clone(self) -> SeatState:
        return SeatState(
            self.hand[:],
            [s[:] for s in self.city],
            dict(self.goods),
            self.chapel[:],
            self.aside[:],
            self.fresh[:],
            {k: v[:] for k, v in self.piles.items()},
            self.used[:],
            self.fx_cache,  # the same city: the same table
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "hand": self.hand[:],
            "city": [s[:] for s in self.city],
            "goods": [[b, g] for b, g in self.goods.items()],
            "chapel": self.chapel[:],
            "aside": self.aside[:],
            "fresh": self.fresh[:],
            "piles": {k: v[:] for k, v in self.piles.items()},
            "used": self.used[:],
        }

    @staticmethod
    def from_json(d: dict[str, Any]) -> SeatState:
        return SeatState(
            list(d["hand"]),
            [list(s) for s in d["city"]],
            {int(b): int(g) for b, g in d["goods"]},
            list(d["chapel"]),
            list(d["aside"]),
            list(d["fresh"]),
            {k: list(v) for k, v in d["piles"].items()},
            list(d["used"]),
        )


@dataclass(slots=True)
class Offer:
    """A free draw waiting for its seat's yes/no (only with the option ask_free_draws)."""

    seat: int
    source: str  # the card id (or role) that grants it
    count: int
    resume: str  # the stage to go to after "yes"
    resume_no: str  # ... and after "no"


@dataclass(slots=True)
class GameState:
    seed: int
    rng: int
    seats: int
    names: list[str]
    options: list[str]
    round: int = 1
    governor: int = 0
    pick: int = 0  # index into the round's pick order
    draw: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    tiles: list[str] = field(default_factory=list)  # face-down stack, top first
    tile: str | None = None  # the tile of the running trader phase
    tile_history: list[str] = field(default_factory=list)
    roles_taken: dict[str, int] = field(default_factory=dict)  # role -> chooser, this round
    library_used: list[bool] = field(default_factory=list)  # 2 seats (SPEC §5.6)
    role: str | None = None
    chooser: int = 0
    order: list[int] = field(default_factory=list)  # seats of the running step, in order
    turn: int = 0
    stage: str = "role"
    # The running seat turn.
    doubled: bool = False
    cap: int = 0
    done: int = 0
    payout: int = 0
    build_card: int | None = None
    remaining: int = 0
    goods_paid: int = 0
    goods_max: int = 0
    keep: int = 0
    hook_pos: int = 0
    revealed: list[int] = field(default_factory=list)  # gold-mine reveal, public
    offer: Offer | None = None
    sold_any: bool = False
    kept: int = 0  # sold goods kept in a pile this turn (§14 harbor)
    central: list[int] = field(default_factory=list)  # §14: the cathedral beside the roles
    end_trigger: str | None = None
    seat: list[SeatState] = field(default_factory=list)

    def clone(self) -> GameState:
        c = GameState(
            self.seed,
            self.rng,
            self.seats,
            self.names,  # never mutated after setup
            self.options,
            self.round,
            self.governor,
            self.pick,
            self.draw[:],
            self.discard[:],
            self.tiles[:],
            self.tile,
            self.tile_history[:],
            dict(self.roles_taken),
            self.library_used[:],
            self.role,
            self.chooser,
            self.order[:],
            self.turn,
            self.stage,
            self.doubled,
            self.cap,
            self.done,
            self.payout,
            self.build_card,
            self.remaining,
            self.goods_paid,
            self.goods_max,
            self.keep,
            self.hook_pos,
            self.revealed[:],
            self.offer,  # immutable in practice: replaced, never edited
            self.sold_any,
            self.kept,
            self.central[:],
            self.end_trigger,
            [s.clone() for s in self.seat],
        )
        return c

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"format": SAVE_FORMAT}
        for name in self.__slots__:  # type: ignore[attr-defined]
            value = getattr(self, name)
            if name == "seat":
                value = [s.to_json() for s in value]
            elif name == "offer":
                value = (
                    None
                    if value is None
                    else [value.seat, value.source, value.count, value.resume, value.resume_no]
                )
            elif isinstance(value, list):
                value = [v[:] if isinstance(v, list) else v for v in value]
            elif isinstance(value, dict):
                value = dict(value)
            d[name] = value
        return d

    @staticmethod
    def from_json(d: dict[str, Any]) -> GameState:
        if d.get("format") != SAVE_FORMAT:
            raise ValueError(f"save format: expected {SAVE_FORMAT}, got {d.get('format')!r}")
        kw = {k: v for k, v in d.items() if k != "format"}
        kw["seat"] = [SeatState.from_json(s) for s in d["seat"]]
        kw["offer"] = None if d["offer"] is None else Offer(*d["offer"])
        return GameState(**kw)
