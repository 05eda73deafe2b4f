"""The public engine API of Santiago de Cuba: Game.new, legal_actions, apply, final_scores,
winners, clone, to_json/from_json."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from game.rng import Rng
from game.santiago.catalog import Catalog, default_catalog
from game.santiago.engine import effects as _effects  # noqa: F401  (registers every hook)
from game.santiago.engine import rules, turn
from game.santiago.engine.actions import Action, IllegalAction, Refusal
from game.santiago.engine.events import Event
from game.santiago.engine.gamedef import GameDef, gamedef
from game.santiago.engine.state import GameState, SeatState

SAVE_FORMAT = 1
BOX = "santiago"


class ConfigError(ValueError):
    """A game configuration the engine cannot set up, with the reason."""


@dataclass(frozen=True)
class GameConfig:
    """Seats (the first listed is the first player, C-3), their names and the seed."""

    seats: int = 4
    seed: int = 0
    names: tuple[str, ...] = ()

    def validate(self, cat: Catalog | None = None) -> None:
        setup = (cat or default_catalog()).setup
        if (
            not isinstance(self.seats, int)
            or isinstance(self.seats, bool)
            or not setup.min_seats <= self.seats <= setup.max_seats
        ):
            raise ConfigError(
                f"seats: expected {setup.min_seats} to {setup.max_seats}, got {self.seats!r}"
            )
        if self.names and len(self.names) != self.seats:
            raise ConfigError(f"names: expected {self.seats} names, got {len(self.names)}")


def _no_event(kind: str, seat: int | None = None, **data: Any) -> None:
    """The null event sink: benchmarks and AI rollouts read no events, so none is built."""


class Game:
    """A game in progress; every rule runs through legal_actions() and apply().

    Events go to a sink: a list (`events`, also returned by apply()) by default; with
    `events=False` the null sink, which builds nothing (benchmarks, AI search).
    """

    def __init__(
        self, state: GameState, catalog: Catalog | None = None, *, events: bool = True
    ) -> None:
        self.s = state
        self.d: GameDef = gamedef(catalog or default_catalog())
        self.events: list[Event] = []
        self._legal: list[Action] | None = None
        self.records_events = events
        if not events:
            self.emit = _no_event  # type: ignore[method-assign]

    # ----------------------------------------------------------------- set-up

    @classmethod
    def new(
        cls,
        config: GameConfig | None = None,
        catalog: Catalog | None = None,
        *,
        events: bool = True,
        street: list[str] | None = None,
        slots: list[str] | None = None,
    ) -> Game:
        """Set up a game (SANTIAGO_SPEC §4.2). `street` (the Cubans at stops 1..9) and `slots`
        (the buildings on the slots) replace the shuffles, for tests and teaching set-ups."""
        cat = catalog or default_catalog()
        config = config or GameConfig()
        config.validate(cat)
        d = gamedef(cat)
        n = config.seats
        for given, known, what in (
            (street, d.cuban_ids, "street"),
            (slots, d.building_ids, "slots"),
        ):
            if given is not None and sorted(given) != sorted(known):
                raise ConfigError(f"{what}: expected each of {', '.join(known)} once, got {given}")
        s = GameState(seats=n, seed=config.seed)
        rng = Rng(config.seed)
        # The random order of SPEC §3.3 (D-14): Cubans, buildings, then the demand rolls. The
        # first player is the first seat (C-3: the caller seats them in that order).
        cubans = list(d.cuban_ids)
        rng.shuffle(cubans)
        buildings = list(d.building_ids)
        rng.shuffle(buildings)
        s.rng = rng.state
        s.street = [None, *(street or cubans)]
        s.face_up = {c: True for c in d.cuban_ids}
        s.slots = list(slots or buildings)
        s.owner = {b: None for b in d.building_ids}
        s.supply = dict(d.supply)
        setup = cat.setup
        names = config.names or tuple(f"Seat {i + 1}" for i in range(n))
        s.names = list(names)
        for name in names:
            p = SeatState(name, goods={good: 0 for good in d.goods}, markers=setup.property_markers)
            s.players.append(p)
        g = cls(s, cat, events=events)
        for seat in range(n):
            s.players[seat].pesos = setup.pesos
            s.players[seat].vp = setup.vp
            s.players[seat].vp_by_source = {"start": setup.vp}
            for good, count in setup.goods.items():
                s.supply[good] -= count
                s.players[seat].goods[good] += count
        s.pesos_issued = setup.pesos * n
        s.vp_issued = setup.vp * n
        # The seat to the right of the first player rolls the first demand.
        s.active = n - 1
        s.stage = "set_aside"
        turn.run(g)
        return g

    # ------------------------------------------------------------ public API

    @property
    def state(self) -> GameState:
        return self.s

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.s.players]

    @property
    def is_over(self) -> bool:
        return self.s.over

    @property
    def current_seat(self) -> int | None:
        """The seat whose decision is awaited (None when the game is over)."""
        return self.s.pending[0] if self.s.pending else None

    @property
    def decision(self) -> str | None:
        """The awaited decision: set_aside, move_car, cuban, give, place_broker, building,
        delivery."""
        return self.s.pending[1] if self.s.pending else None

    @property
    def rounds(self) -> int:
        """Table rounds begun (a round = one turn per seat from the first player)."""
        return (self.s.turn + self.s.seats - 1) // self.s.seats

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            s = self.s
            if s.over or s.pending is None:
                self._legal = []
            else:
                seat, kind = s.pending
                self._legal = turn.DECISIONS[kind].options(self, seat)
        return self._legal

    def refusal(self, action: Any) -> Refusal | None:
        """None if `action` may be applied now, else a code and its fields."""
        s = self.s
        if s.over or s.pending is None:
            return "game_over", {}
        if not isinstance(action, Action):
            return "not_an_action", {"value": repr(action)}
        seat, kind = s.pending
        if action.seat != seat:
            return "not_your_turn", {"who": s.players[seat].name, "seat": action.seat + 1}
        if action in self.legal_actions():
            return None
        if action.kind not in turn.DECISION_KINDS[kind]:
            return "wrong_decision", {
                "who": s.players[seat].name,
                "expected": kind,
                "kind": action.kind,
            }
        try:
            return turn.DECISIONS[kind].refuse(self, action)
        except (TypeError, ValueError, IndexError):
            # A value of the wrong shape (a list where a name is expected, ...).
            return "not_offered", {"value": repr(action.value)}

    def why_illegal(self, action: Any) -> str | None:
        """None if `action` may be applied now, else the refusal in English."""
        refusal = self.refusal(action)
        if refusal is None:
            return None
        code, fields = refusal
        return self.d.catalog.refusal_en[code].format(**fields)

    def apply(self, action: Action) -> list[Event]:
        """Play one decision; a refused one raises IllegalAction and changes nothing."""
        if self._legal is None or action not in self._legal or self.s.over:
            refusal = self.refusal(action)
            if refusal is not None:
                code, fields = refusal
                reason = self.d.catalog.refusal_en[code].format(**fields)
                raise IllegalAction(action, reason, code, fields)
        self.events = []
        self._legal = None
        s = self.s
        s.actions_taken += 1
        kind = s.pending[1]  # type: ignore[index]
        s.pending = None
        turn.DECISIONS[kind].resolve(self, action)
        turn.run(self)
        return self.events

    def final_scores(self) -> list[dict[str, Any]]:
        """Per seat: total (VP + goods conversion), tie-break key, VP by source (§8.2)."""
        return [rules.score(self, seat) for seat in range(self.s.seats)]

    def winners(self) -> list[int]:
        """Seats sharing the best (total, leftover goods, pesos) (§8.3, D-07)."""
        keys = [(sc["total"], *sc["tiebreak"]) for sc in self.final_scores()]
        best = max(keys)
        return [i for i, k in enumerate(keys) if k == best]

    def ranking(self) -> list[int]:
        """Each seat's rank (1 = first; equal keys share a rank, D-07)."""
        keys = [(sc["total"], *sc["tiebreak"]) for sc in self.final_scores()]
        return [1 + sum(1 for other in keys if other > k) for k in keys]

    def clone(self, *, events: bool | None = None) -> Game:
        """An independent copy sharing the static facts."""
        g = Game.__new__(Game)
        g.s = self.s.clone()
        g.d = self.d
        g.events = []
        g._legal = None
        g.records_events = self.records_events if events is None else events
        if not g.records_events:
            g.emit = _no_event  # type: ignore[method-assign]
        return g

    def to_json(self) -> str:
        return json.dumps({"box": BOX, "format": SAVE_FORMAT, "state": self.s.to_dict()})

    @classmethod
    def from_json(cls, text: str, catalog: Catalog | None = None, *, events: bool = True) -> Game:
        data = json.loads(text)
        if (
            not isinstance(data, dict)
            or data.get("format") != SAVE_FORMAT
            or data.get("box", BOX) != BOX
        ):
            raise ValueError("not a saved Santiago de Cuba game of this version")
        return cls(GameState.from_dict(data["state"]), catalog, events=events)

    # ------------------------------------------------------------- internals

    def emit(self, kind: str, seat: int | None = None, **data: Any) -> None:
        self.events.append(Event(kind, seat, **data))


__all__ = ["Action", "ConfigError", "Game", "GameConfig", "IllegalAction"]
