"""The game state: plain data with a JSON round trip; everything that changes lives here."""

from __future__ import annotations

import copy
from dataclasses import asdict, dataclass, field
from typing import Any

# The sources a seat's VP come from (SANTIAGO_SPEC §14 C-2); their sum is the seat's VP.
VP_SOURCES: tuple[str, ...] = (
    "start",
    "deliveries",
    "cubans",
    "buildings",
    "owner",
    "el_zorro",
)


@dataclass(slots=True)
class SeatState:
    """One seat: its hidden counters (pesos, VP, goods) and its public pieces."""

    name: str
    pesos: int = 0
    vp: int = 0
    goods: dict[str, int] = field(default_factory=dict)
    markers: int = 0  # property markers left
    broker: str | None = None  # the building its broker stands on (None: off board)
    # VP by source (bookkeeping for the scoring screen; sums to vp).
    vp_by_source: dict[str, int] = field(default_factory=dict)


@dataclass(slots=True)
class TurnState:
    """Progress of the turn in play (reset at each turn start)."""

    # Building step mode after the arrival: "move", "stay_may_use", "stay_no_use".
    mode: str = "stay_no_use"
    flower: str | None = None  # the visited Cuban's flower (mode "move")
    building: str | None = None  # the building whose use is being decided
    via: str = "broker"  # "broker" or "alonso" (option 2: the broker step follows)
    victims: list[int] = field(default_factory=list)  # El Zorro's victims still to give
    gift_exclude: list[str] = field(default_factory=list)  # goods never given (wood)
    deliverer: int = 0  # whose delivery turn it is
    passed: list[bool] = field(default_factory=list)  # seats out of the delivery phase


@dataclass(slots=True)
class GameState:
    seats: int = 0
    seed: int = 0
    rng: int = 0
    names: list[str] = field(default_factory=list)
    players: list[SeatState] = field(default_factory=list)
    # The board: the Cuban at each stop (None at the port), face up or down, the building on
    # each building slot, owners.
    street: list[str | None] = field(default_factory=list)
    face_up: dict[str, bool] = field(default_factory=dict)
    slots: list[str] = field(default_factory=list)
    owner: dict[str, int | None] = field(default_factory=dict)
    car: int = 0
    # The ship: departures so far, the value flag index, the demand, the set-aside die.
    ships_departed: int = 0
    value: int = 0
    demand: dict[str, int] = field(default_factory=dict)
    set_aside: list[Any] | None = None  # [good, face]
    pending_demand: bool = False
    rolled: dict[str, int] | None = None  # faces waiting for the set-aside choice
    supply: dict[str, int] = field(default_factory=dict)
    # Totals handed out minus returned (pesos and VP are unlimited): conservation checks.
    pesos_issued: int = 0
    vp_issued: int = 0
    # Flow.
    active: int = 0
    turn: int = 0  # turns begun (0 during set-up)
    stage: str = "set_aside"
    pending: tuple[int, str] | None = None
    ending: bool = False  # the last ship left: the turn ends now, then the game
    over: bool = False
    end_trigger: str | None = None
    ts: TurnState = field(default_factory=TurnState)
    actions_taken: int = 0

    def clone(self) -> GameState:
        """A deep copy, written out: AI look-ahead clones thousands of states per decision."""
        c = copy.copy(self)
        c.names = list(self.names)
        c.players = [
            SeatState(
                p.name,
                p.pesos,
                p.vp,
                dict(p.goods),
                p.markers,
                p.broker,
                dict(p.vp_by_source),
            )
            for p in self.players
        ]
        c.street = list(self.street)
        c.face_up = dict(self.face_up)
        c.slots = list(self.slots)
        c.owner = dict(self.owner)
        c.demand = dict(self.demand)
        c.set_aside = list(self.set_aside) if self.set_aside is not None else None
        c.rolled = dict(self.rolled) if self.rolled is not None else None
        c.supply = dict(self.supply)
        ts = self.ts
        c.ts = TurnState(
            ts.mode,
            ts.flower,
            ts.building,
            ts.via,
            list(ts.victims),
            list(ts.gift_exclude),
            ts.deliverer,
            list(ts.passed),
        )
        return c

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["pending"] = list(self.pending) if self.pending else None
        return d

    @staticmethod
    def from_dict(d: dict[str, Any]) -> GameState:
        d = dict(d)
        players = [SeatState(**p) for p in d.pop("players")]
        ts = TurnState(**d.pop("ts"))
        pending = d.pop("pending")
        s = GameState(**d)
        s.players = players
        s.ts = ts
        s.pending = (pending[0], pending[1]) if pending else None
        return s
