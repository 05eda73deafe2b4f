"""A builder of positions for rule tests: 'car at stop 5, Alicia with 3 pesos and her broker on
the church, the ship asking for 2 citrus at flag 3' reads as such.

    g = (Scenario(seats=3).street(F1_STREET).slots(F1_SLOTS)
         .seat(0, pesos=3, goods={"sugar": 2}, broker="church", owns=["bank"])
         .ship(demand={"citrus": 2, "sugar": 1, "rum": 0, "tobacco": 0}, set_aside="cigar")
         .car(5).flag(3).build())

The game starts at the active seat's car move. Goods not given to a seat stay in the supply, so
goods are conserved; pesos and VP counters start from the seats' values.
"""

from __future__ import annotations

from typing import Any

from game.santiago.engine.game import Game, GameConfig
from game.santiago.engine.state import TurnState

# Fixture F1 of SANTIAGO_EXAMPLES.md: the Cubans at stops 1..9 and the buildings on
# bslot_01..12 (yellow, blue, red, white in threes).
F1_STREET = [
    "maria",
    "jose",
    "el_zorro",
    "pedro",
    "conchita",
    "alonso",
    "miguel",
    "pablo",
    "martinez",
]
F1_SLOTS = [
    "distillery",
    "cafe",
    "church",
    "cigar_factory",
    "black_market",
    "bank",
    "casino",
    "harbor_office",
    "sawmill",
    "office",
    "customs_house",
    "newspaper",
]
FLAGS = {2: 0, 3: 1, 4: 2}  # flag value -> value track index


class Scenario:
    def __init__(self, seats: int = 4, seed: int = 0, names: tuple[str, ...] = ()) -> None:
        self._seats = seats
        self._seed = seed
        self._names = names
        self._street = list(F1_STREET)
        self._slots = list(F1_SLOTS)
        self._seat: dict[int, dict[str, Any]] = {}
        self._demand: dict[str, int] | None = None
        self._set_aside: tuple[str, int] | None = None
        self._car = 0
        self._flag = 2
        self._ships = 0
        self._active = 0
        self._face_down: list[str] = []
        self._pending_demand = False

    def street(self, cubans: list[str]) -> Scenario:
        self._street = list(cubans)
        return self

    def slots(self, buildings: list[str]) -> Scenario:
        self._slots = list(buildings)
        return self

    def seat(
        self,
        seat: int,
        *,
        pesos: int = 0,
        vp: int = 0,
        goods: dict[str, int] | None = None,
        broker: str | None = None,
        owns: list[str] | None = None,
    ) -> Scenario:
        self._seat[seat] = {
            "pesos": pesos,
            "vp": vp,
            "goods": dict(goods or {}),
            "broker": broker,
            "owns": list(owns or []),
        }
        return self

    def ship(self, demand: dict[str, int], set_aside: str, face: int = 0) -> Scenario:
        self._demand = dict(demand)
        self._set_aside = (set_aside, face)
        return self

    def car(self, stop: int) -> Scenario:
        self._car = stop
        return self

    def flag(self, value: int) -> Scenario:
        self._flag = value
        return self

    def ships_departed(self, n: int) -> Scenario:
        self._ships = n
        return self

    def active(self, seat: int) -> Scenario:
        self._active = seat
        return self

    def face_down(self, *cubans: str) -> Scenario:
        self._face_down += cubans
        return self

    def build(self, *, events: bool = True) -> Game:
        g = Game.new(
            GameConfig(seats=self._seats, seed=self._seed, names=self._names),
            events=events,
            street=self._street,
            slots=self._slots,
        )
        s = g.s
        d = g.d
        s.supply = dict(d.supply)
        for i, p in enumerate(s.players):
            spec = self._seat.get(i, {"pesos": 0, "vp": 0, "goods": {}, "broker": None, "owns": []})
            p.pesos = spec["pesos"]
            p.vp = spec["vp"]
            p.vp_by_source = {"start": spec["vp"]}
            p.goods = {good: 0 for good in d.goods}
            for good, count in spec["goods"].items():
                p.goods[good] = count
                s.supply[good] -= count
                assert s.supply[good] >= 0, f"more {good} than the box holds"
            p.broker = spec["broker"]
            for b in spec["owns"]:
                s.owner[b] = i
            p.markers = d.catalog.setup.property_markers - len(spec["owns"])
        s.pesos_issued = sum(p.pesos for p in s.players)
        s.vp_issued = sum(p.vp for p in s.players)
        demand = self._demand
        if demand is None:
            demand = {"sugar": 1, "tobacco": 1, "citrus": 1, "rum": 1}
            self._set_aside = ("cigar", 1)
        s.demand = {good: demand[good] for good in d.dice_goods if good in demand}
        assert self._set_aside is not None
        s.set_aside = list(self._set_aside)
        s.rolled = None
        s.pending_demand = False
        s.car = self._car
        s.value = FLAGS[self._flag]
        s.ships_departed = self._ships
        for c in self._face_down:
            s.face_up[c] = False
        s.active = self._active
        s.turn = 1
        s.ts = TurnState()
        s.stage = "move"
        s.pending = None
        g._legal = None
        g.events = []
        from game.santiago.engine import turn

        turn.run(g)
        return g
