"""The public engine API: Game.new, legal_actions, apply, final_scores, to_json/from_json, clone."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from operator import attrgetter
from types import ModuleType
from typing import Any

from game.puerto_rico.catalog import BuildingDef, Catalog, default_catalog
from game.puerto_rico.engine import achievements, checkpoints, festival, guests, puertoma, seats
from game.puerto_rico.engine import draft as building_draft
from game.puerto_rico.engine import effects as _effects  # noqa: F401  (registers every hook)
from game.puerto_rico.engine.actions import Action, IllegalAction, SharedActions, seat_actions
from game.puerto_rico.engine.decisions import (
    DECISIONS,
    ENGLISH,
    Refusal,
    decision,
    english,
    who,
)
from game.puerto_rico.engine.events import Event
from game.puerto_rico.engine.gamedef import (
    BASE,
    MODULE_SETS,
    GameDef,
)
from game.puerto_rico.engine.progress import GuestGate, Progress
from game.puerto_rico.engine.roles import (
    builder,
    captain,
    craftsman,
    mayor,
    prospector,
    settler,
    smuggler,
    trader,
)
from game.puerto_rico.engine.state import GOODS, QUARRY, GameState, PlayerState, RoleTile, Ship
from game.puerto_rico.engine.timing import At, Bound

SAVE_FORMAT = 1

# Module ids of SPEC.md §12-17 and which of them this engine plays so far.
KNOWN_EXPANSIONS = (
    "new_buildings",
    "citizens",
    "smuggler",
    "festival",
    "activities",
    "achievements",
)
BUILT_EXPANSIONS: tuple[str, ...] = (
    "new_buildings",
    "citizens",
    "smuggler",
    "festival",
    "activities",
    "achievements",
)
# Catalog expansion id (roles.yaml) of each module that brings a role tile.
ROLE_MODULES = {"III": "smuggler"}
# The modules whose buildings are chosen in the draft before round 1 (SPEC §12.1, §13.2).
DRAFT_MODULES = ("new_buildings", "citizens")
DRAFT_SET = frozenset(DRAFT_MODULES)
# The alternative rules of SPEC §18, all playable (the setup screen lists them in this order).
KNOWN_VARIANTS = (
    "errata_round_end",
    "cost_swap",
    "alternative_start",
    "sewing_cap",
    "pair_villa_workshop",
    "pair_hacienda_sawmill",
    "company_trading_post",
    "classic_end",
)
# Variants of a module's own rules (not SPEC §18): variant id -> the module it needs.
MODULE_VARIANTS = {achievements.DRAFT_VARIANT: achievements.MODULE}  # SPEC §17.1 draft
# The phase in which Bohio guests stay put: the mayor places them with every other figure.
GUESTS_STAY = ("mayor",)
# The owner's decisions that open a turn (or the role choice, or storage): Bohio decision points.
GUEST_POINTS = frozenset(
    {"role", "hacienda", "settler_tile", "build", "produce", "sell", "load", "storage", "smuggler"}
)
CITIZENS = 20  # citizens in the box (SPEC §2, Expansion II)

PHASES: dict[str, ModuleType] = {
    "settler": settler,
    "mayor": mayor,
    "builder": builder,
    "craftsman": craftsman,
    "trader": trader,
    "captain": captain,
    "prospector": prospector,
    "smuggler": smuggler,
}


# Role phase -> its advance(g) (True once the phase is over), looked up on every step, and
# its start(g) (which puts the phase's progress in place first).
ADVANCE = {name: module.advance for name, module in PHASES.items()}
START = {name: module.start for name, module in PHASES.items()}


class ConfigError(ValueError):
    """A game configuration the engine cannot set up, with the reason."""


@dataclass(frozen=True)
class GameConfig:
    """What a new game needs: seats and their names, the seed, modules and variants."""

    seats: int = 4
    seed: int = 0
    names: tuple[str, ...] = ()
    expansions: tuple[str, ...] = ()
    variants: tuple[str, ...] = field(default_factory=tuple)
    puertomas: int = 0  # the last seats are Puertomas (SPEC §19.1)
    difficulty: str = "normal"
    # The commercial-building draft of SPEC §12.1 before round 1. Expansion I or II always
    # draft; tests may also draft the base buildings alone.
    draft: bool = False

    @property
    def drafts(self) -> bool:
        return self.draft or not DRAFT_SET.isdisjoint(self.expansions)

    def validate(self) -> None:
        if not isinstance(self.seats, int) or not 2 <= self.seats <= 5:
            raise ConfigError(f"seats: expected 2 to 5, got {self.seats!r}")
        if self.puertomas not in (0, 1, 2):
            raise ConfigError(f"puertomas: expected 0, 1 or 2, got {self.puertomas!r}")
        if self.puertomas == 2 and self.seats != 3:
            raise ConfigError(
                f"two Puertomas play with exactly one human (3 seats), got {self.seats} seats"
            )
        if self.puertomas and self.difficulty not in puertoma.DIFFICULTIES:
            raise ConfigError(f"difficulty: expected easy, normal or hard, got {self.difficulty!r}")
        if self.names and len(self.names) != self.seats:
            raise ConfigError(f"names: expected {self.seats} names, got {len(self.names)}")
        for module in self.expansions:
            if module not in KNOWN_EXPANSIONS:
                raise ConfigError(
                    f"expansion {module!r} does not exist; known modules: "
                    + ", ".join(KNOWN_EXPANSIONS)
                )
            if module not in BUILT_EXPANSIONS:
                raise ConfigError(f"expansion {module!r} is not available yet in this edition")
        for variant in self.variants:
            if variant in MODULE_VARIANTS:
                if MODULE_VARIANTS[variant] not in self.expansions:
                    raise ConfigError(
                        f"variant {variant!r} needs the module {MODULE_VARIANTS[variant]!r}"
                    )
                continue
            if variant not in KNOWN_VARIANTS:
                raise ConfigError(
                    f"variant {variant!r} does not exist; known variants: "
                    + ", ".join((*KNOWN_VARIANTS, *MODULE_VARIANTS))
                )


def _no_event(kind: str, seat: int | None = None, **data: Any) -> None:
    """The null event sink: benchmarks and AI rollouts read no events, so none is built."""


class Game:
    """A game in progress. All rules run through legal_actions() and apply().

    Events go to a sink: by default a list (`events`, also returned by apply()) for the screen,
    the log and tests; with `events=False` (Game.new, clone, from_json) the null sink, which
    builds nothing and leaves `events` empty, for benchmarks and AI search.
    """

    def __init__(
        self,
        state: GameState,
        catalog: Catalog | None = None,
        *,
        events: bool = True,
        defs: GameDef | None = None,
    ) -> None:
        self.s = state
        self._use_defs(defs or GameDef.for_state(catalog or default_catalog(), state))
        self._seat(*seats.choose(self))
        self.events: list[Event] = []
        self._legal: list[Action] | None = None
        # Whether events are kept; phase code may skip building a costly event field without.
        self.records_events = events
        if not events:
            self.emit = _no_event  # type: ignore[method-assign]

    # ----------------------------------------------------------------- set-up

    def _seat(self, rules: list[seats.HumanSeat], automaton: seats.NoAutomaton) -> None:
        """Take each seat's rules and the table's automaton (seats.choose)."""
        self.seat_rules = rules
        self.automaton = automaton
        # Whether the engine plays a seat (a Puertoma). Without one every seat rule answers "ask"
        # and every automaton moment does nothing, so the phases skip those calls (about 500
        # calls per game, a Python call costing as much as a dozen simple steps).
        self.automated = automaton is not seats.NO_AUTOMATON

    def _use_defs(self, defs: GameDef) -> None:
        """Take the static facts from `defs`. The attributes below are the GameDef's own
        (read-only) tables, kept on the game because the rules read them on every step."""
        self.defs = defs
        self.cat: Catalog = defs.catalog
        self.buildings: tuple[BuildingDef, ...] = defs.buildings
        self.bdefs = defs.bdefs
        self.spaces = defs.spaces
        self.bindex = defs.bindex
        self.occupant_dependent = defs.occupant_dependent
        self.buildings_by_cost = defs.buildings_by_cost
        self.hook_index = defs.hook_index
        self.prices = defs.prices
        self.producers = defs.producers
        # Timing point -> the effects of the buildings in play (engine/timing.py).
        self.effects_at: dict[At, tuple[Bound, ...]] = defs.effects
        self.catalog_points = defs.catalog_points
        # Whether a building in play hosts guests (guests.in_game), read on every step.
        self.has_guests = At.DECISION_POINT in defs.effects
        # Whether a module listening at the checkpoints (engine/checkpoints.py) is in play;
        # without one the phases skip the checkpoint calls. (Read from the state's modules,
        # which are in place before the static facts are taken.)
        self.listening = checkpoints.listening(self.s.expansions)

    @classmethod
    def new(
        cls,
        config: GameConfig | None = None,
        catalog: Catalog | None = None,
        *,
        events: bool = True,
    ) -> Game:
        """Set up a game; `events=False` plays it with the null event sink."""
        config = config or GameConfig()
        config.validate()
        cat = catalog or default_catalog()
        n = config.seats
        table = cat.setup(n)
        s = GameState()
        s.seats = n
        s.seed = config.seed
        s.rng = config.seed & ((1 << 64) - 1)
        s.expansions = tuple(config.expansions)
        s.variants = tuple(config.variants)
        humans = n - config.puertomas
        names = config.names or tuple(
            f"Seat {i + 1}" if i < humans else f"Puertoma {'AB'[i - humans]}" for i in range(n)
        )
        s.players = [PlayerState(name) for name in names]
        s.roles = []
        for r in cat.roles:
            if r.expansion != "base" and ROLE_MODULES.get(r.expansion) not in s.expansions:
                continue
            copies = table.prospectors if r.id == "prospector" else 1
            for c in range(copies):
                s.roles.append(RoleTile(r.id if c == 0 else f"{r.id}_{c + 1}", r.id))
        s.crates = {g: table.crates[g] for g in GOODS}
        s.worker_supply = table.worker_supply
        s.hiring_hall = table.hiring_hall
        if "citizens" in s.expansions:
            # One of the hall's figures is a citizen (SPEC §4 step 4, §13.1).
            s.hiring_hall -= 1
            s.worker_supply += 1
            s.hall_citizens = 1
            s.citizen_supply = CITIZENS - 1
        s.vp_supply = table.vp_supply
        s.quarries = table.quarries
        pool = {g: table.plantations[g] for g in GOODS}
        for seat, good in enumerate(table.starting_plantations):
            pool[good] -= 1
            s.players[seat].tiles[good] += 1
        s.bag = [g for g in GOODS for _ in range(pool[g])]
        s.ships = [Ship(c) for c in table.ships]
        s.building_supply = {
            b.id: b.copies(n)
            for b in cat.buildings
            if b.expansion == "base"
            and b.copies(n) > 0
            and (b.is_production or not config.drafts)  # the draft places the others
        }
        s.totals = {
            "crates": dict(s.crates),
            "workers": table.workers_total,
            "citizens": CITIZENS if "citizens" in s.expansions else 0,
            "plantations": {g: table.plantations[g] for g in GOODS},
            "quarries": table.quarries,
            "vp": table.vp_supply,
            "buildings": dict(s.building_supply),
            "doubloons": 0,
        }
        sets = {BASE, *(MODULE_SETS[m] for m in config.expansions if m in MODULE_SETS)}
        g = cls(s, cat, events=events, defs=GameDef.get(cat, sets, config.variants))
        for seat in range(n):
            start = table.doubloons
            if "alternative_start" in s.variants and table.starting_plantations[seat] == "corn":
                start -= 1  # SPEC §18.2: the corn starters get one doubloon less
            g.s.players[seat].doubloons = start
        s.totals["doubloons"] = sum(p.doubloons for p in s.players)
        festival.setup(g, config.puertomas)  # before the face-up plantations
        s.display = _draw(g, table.display)
        if not config.drafts:
            festival.board_ready(g)  # the building board is complete: festival targets
        if config.puertomas:
            if cat.puertoma is None:
                raise ConfigError("Puertoma data (data/puertoma.yaml) is missing")
            if config.drafts:
                # The hard-mode gifts come from the drafted board: given when the draft ends.
                puertoma.setup(g, config.puertomas, "normal")
                s.auto["difficulty"] = config.difficulty
            else:
                puertoma.setup(g, config.puertomas, config.difficulty)
            g._seat(*seats.choose(g))  # the Puertomas are seated now
        if achievements.MODULE in s.expansions:
            achievements.setup(g)  # SPEC §4 step 10: the grand achievement cards
        s.governor = 0
        s.round = 1
        if config.drafts:
            s.drafted = True
            building_draft.start(g)  # round 1 starts when the draft is over (_end_draft)
        else:
            g._open_round_one()
        g._run()
        return g

    # ------------------------------------------------------------ public API

    @property
    def state(self) -> GameState:
        return self.s

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.s.players]

    def is_puertoma(self, seat: int) -> bool:
        """Whether the engine itself plays this seat (SPEC §19)."""
        return self.seat_rules[seat].automaton

    # A property whose getter is C code (attrgetter): read after every step by every player
    # loop, and a Python getter costs a frame each time.
    is_over = property(attrgetter("s.over"), doc="Whether the game has ended.")

    @property
    def current_seat(self) -> int | None:
        """The seat whose decision is awaited (None when the game is over)."""
        return self.s.pending[0] if self.s.pending else None

    @property
    def decision(self) -> str | None:
        """What kind of decision is awaited: role, settler_tile, build, load, ..."""
        return self.s.pending[1] if self.s.pending else None

    def legal_actions(self) -> list[Action]:
        """Every decision open to the current seat (mayor layouts: every distinct useful one)."""
        if self._legal is None:
            s = self.s
            if s.over or s.pending is None:
                self._legal = []
            else:
                seat, kind = s.pending
                self._legal = DECISIONS[kind].options(self, seat)
                if self.has_guests:
                    self._add_guest_moves()
        return self._legal

    def _add_guest_moves(self) -> None:
        """A Bohio owner may send guests out at its decisions that open a turn, choose a role or
        store goods (SPEC §12.3, GUEST_POINTS); never mid-turn."""
        s = self.s
        if self.has_guests and s.pending and s.pending[1] in GUEST_POINTS:
            extra = guests.moves(self, s.pending[0])
            if extra:
                self._legal = [*(self._legal or []), *extra]

    def why_illegal(self, action: Action) -> str | None:
        """None if `action` may be applied now, else the reason in words."""
        return english(self, self.refusal(action))

    def refusal(self, action: Action) -> Refusal | None:
        """None if `action` may be applied now, else why not: a code and its fields, worded in
        the player's language by data/puerto_rico/i18n (`why_illegal` gives the English)."""
        s = self.s
        if s.over:
            return "decision_refusal.game_over", {}
        if not isinstance(action, Action):
            return "decision_refusal.not_an_action", {"value": repr(action)}
        seat = s.pending[0]  # type: ignore[index]
        if action.seat != seat:
            fields = {"who": s.players[seat].name, "seat": action.seat + 1}
            return "decision_refusal.not_your_turn", fields
        if action in self.legal_actions():
            return None
        if action.kind == "bohio_move":  # offered beside other decisions: the owner's points
            if s.phase in GUESTS_STAY:
                return "decision_refusal.guests_stay", {}
            if s.pending[1] not in GUEST_POINTS:  # type: ignore[index]
                return "decision_refusal.guests_wait", {}
            return guests.refusal(self, action)
        # None: valid but not listed (e.g. a mayor layout equivalent to a listed one).
        return DECISIONS[s.pending[1]].refuse(self, action)  # type: ignore[index]

    def is_legal(self, action: Action) -> bool:
        return self.why_illegal(action) is None

    def apply(self, action: Action) -> list[Event]:
        """Play one decision; raises IllegalAction (state untouched) if the rules forbid it."""
        legal = self._legal
        # The common case in one test: an Action listed by legal_actions() (hence the current
        # seat's); anything else gets why_illegal's full answer, refusal reason included.
        if legal is None or type(action) is not Action or action not in legal or self.s.over:
            refusal = self.refusal(action)
            if refusal is not None:
                raise IllegalAction(action, str(english(self, refusal)), *refusal)
        self.events = []
        self._legal = None
        s = self.s
        s.actions_taken += 1
        if action[1] == "bohio_move":
            guests.move(self, action)  # the same decision stays open
            achievements.check(self, action.seat)
            return self.events
        kind = s.pending[1]  # type: ignore[index]
        s.pending = None
        DECISIONS[kind].resolve(self, action)
        self._run()
        if s.achievements is not None:
            achievements.check(self, action[0])  # SPEC §17.2: after the decision and its effects
        return self.events

    def final_scores(self) -> list[dict[str, Any]]:
        """Per seat: VP by category and the total (valid at any time; final once is_over)."""
        return [rules.score(self) for rules in self.seat_rules]

    def winners(self) -> list[int]:
        """Seats sharing the victory: highest total, then most doubloons + crates (SPEC §9.3)."""
        scores = self.final_scores()
        best = max((sc["total"], sc["tiebreak"]) for sc in scores)
        return [i for i, sc in enumerate(scores) if (sc["total"], sc["tiebreak"]) == best]

    def clone(self, *, events: bool | None = None) -> Game:
        """An independent copy sharing the static facts; `events` picks its sink (by default the
        same kind as this game's: a list, or the null sink)."""
        g = Game.__new__(Game)
        g.s = self.s.clone()
        g._use_defs(self.defs)
        g._seat(self.seat_rules, self.automaton)  # stateless: shared
        g.events = []
        g._legal = None
        g.records_events = self.records_events if events is None else events
        if not g.records_events:
            g.emit = _no_event  # type: ignore[method-assign]
        return g

    def seat_copy(self, seat: int, seed: int, *, hide_vp: bool = False) -> Game:
        """A copy for `seat` to think on: the hidden draws, unseen cards and face-down tiles
        drawn afresh from `seed` (and, with `hide_vp`, the others' VP chips evened out)."""
        from game.puerto_rico.engine.determinize import seat_copy

        return seat_copy(self, seat, seed, hide_vp=hide_vp)

    def to_json(self) -> str:
        return json.dumps({"format": SAVE_FORMAT, "state": self.s.to_dict()})

    @classmethod
    def from_json(cls, text: str, catalog: Catalog | None = None, *, events: bool = True) -> Game:
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise ValueError("not a saved game of this version")
        return cls(GameState.from_dict(data["state"]), catalog, events=events)

    # ------------------------------------------------------------- internals

    def emit(self, kind: str, seat: int | None = None, **data: Any) -> None:
        self.events.append(Event(kind, seat, **data))

    def _start_round(self) -> None:
        s = self.s
        picks = self.cat.setup(s.seats).picks_per_seat
        s.pick_order = s.phase_order(s.governor) * picks
        s.pick_index = 0
        if self.records_events:
            self.emit("round_started", s.governor, round=s.round)
        if self.automated:
            self.automaton.round_started(self)

    def _choose_role(self, seat: int, tile_id: str) -> None:
        s = self.s
        for tile in s.roles:
            if tile.id == tile_id:
                break
        coins = tile.coins
        tile.coins = 0
        tile.taken_by = seat
        s.players[seat].doubloons += coins  # coins on tiles are already counted as issued
        if self.records_events:
            self.emit("role_chosen", seat, role=tile.role, tile=tile.id, coins=coins)
        if s.achievements is not None:
            achievements.role_chosen(self, seat, tile.role)
        if tile.captured_by is not None:
            smuggler.pay_ransom(self, seat, tile)  # SPEC §20: after the tile's doubloons
        self._start_phase(seat, tile)

    def _start_phase(self, seat: int, tile: RoleTile) -> None:
        s = self.s
        s.phase = tile.role
        s.chooser = seat
        s.t1 = s.t2 = False
        # (No fresh Progress here: every phase's start() puts its own in place first.)
        if self.has_guests and tile.role not in GUESTS_STAY:
            s.ps = Progress()
            waiting = guests.queue(self, s.phase_order(seat))
            if waiting:
                s.ps = GuestGate(guests=waiting, then="start")  # start() runs after the gate
                return
        START[tile.role](self)

    def _guest_gate(self) -> bool:
        """Ask the next Bohio owner with movable guests; False while a decision is pending."""
        s = self.s
        gate = s.ps
        assert isinstance(gate, GuestGate)
        waiting = gate.guests
        while waiting and not guests.has_moves(self, waiting[0]):
            waiting.pop(0)
        if waiting:
            s.pending = (waiting[0], guests.KIND)
            return False
        then = gate.then
        s.ps = Progress()
        if then == "start":
            PHASES[s.phase].start(self)  # type: ignore[index]
        else:
            self._finish(then)
        return True

    def _run(self) -> None:
        """Resolve automatic steps until a seat must decide or the game ends."""
        s = self.s
        # Festival rewards and Bohio guests wait only in games with those modules.
        gates = bool(s.festival) or self.has_guests
        while not s.over and s.pending is None:
            if gates:
                if s.festival and festival.waiting(self):  # festival reward workers to place
                    return
                if type(s.ps) is GuestGate:  # Bohio decision points at a phase start / scoring
                    if self._guest_gate():
                        continue
                    return
            phase = s.phase
            if phase is None:
                seat = s.pick_order[s.pick_index]
                if self.automated:
                    role = self.seat_rules[seat].choose_role(self)
                    if role is not seats.ASK:
                        self._choose_role(seat, role)
                        continue
                s.pending = (seat, "role")
                return
            advance = ADVANCE.get(phase)
            if advance is not None:  # a role phase
                if advance(self):
                    self._end_phase()
            elif phase == building_draft.PHASE:
                if building_draft.advance(self):
                    self._end_draft()
            elif phase == achievements.PHASE:
                if achievements.advance(self):
                    self._start_round()
            else:
                raise KeyError(f"no phase {phase!r}")
        if self._legal is not None and self.has_guests:
            self._add_guest_moves()  # the phase listed this decision's actions itself

    def _end_draft(self) -> None:
        """The building board is complete: hard-mode Puertoma gifts, then round 1 (SPEC §4)."""
        building_draft.finish(self)
        festival.board_ready(self)  # targets among the drafted buildings (SPEC §15.1)
        self.automaton.draft_finished(self)
        self._open_round_one()

    def _open_round_one(self) -> None:
        """Round 1 starts, unless the grand achievement cards are chosen first (SPEC §17.1)."""
        if not achievements.start_choice(self):
            self._start_round()

    def _end_phase(self) -> None:
        s = self.s
        phase = s.phase
        if s.achievements is not None:
            achievements.check(self)  # the phase's checkpoint (SPEC §20)
        if self.automated:
            self.automaton.phase_ended(self, phase)  # type: ignore[arg-type]
        s.phase = None
        s.ps = Progress()
        if s.t1 or s.t2 or s.vp_exhausted:  # (rarely: the list is made only then)
            triggers = []
            if s.t1:
                triggers.append("workers_exhausted")
            if s.t2:
                triggers.append("city_completed")
            if s.vp_exhausted and (phase == "captain" or self._round_end_timing):
                triggers.append("vp_exhausted")
            if triggers:
                if self._round_end_timing:
                    if not s.end_trigger:
                        s.end_trigger = "+".join(triggers)
                        self.emit("end_triggered", None, trigger=s.end_trigger)
                else:
                    self._game_over("+".join(triggers))
                    return
        s.t1 = s.t2 = False
        s.pick_index += 1
        if s.pick_index >= len(s.pick_order):
            captured = smuggler.unplayed_capture(self)
            if captured is not None:
                self._play_captured(captured)
                return
            self._end_round()

    def _play_captured(self, tile: RoleTile) -> None:
        """Nobody chose the captured role: after the last role phase its capturer plays it as
        chooser, the others after it; it counts as taken (SPEC §14.4)."""
        capturer = tile.captured_by
        assert capturer is not None
        tile.taken_by = capturer
        tile.captured_by = None
        smuggler.tally(self, capturer, "captured_played")
        self.emit("captured_role_played", capturer, role=tile.role, tile=tile.id)
        self._start_phase(capturer, tile)

    @property
    def _round_end_timing(self) -> bool:
        return "errata_round_end" in self.s.variants or "classic_end" in self.s.variants

    def _end_round(self) -> None:
        s = self.s
        chips = []
        for p in s.players:  # p.chips, without a comprehension and a property call per seat
            chips.append(p.vp + p.vp_overflow)
        s.vp_history.append(chips)
        if s.end_trigger:
            self._game_over(s.end_trigger)
            return
        for tile in s.roles:
            if tile.taken_by is None and tile.role != smuggler.ROLE:  # never on the smuggler
                tile.coins += 1
                s.doubloons_issued += 1
            tile.taken_by = None
            tile.captured_by = None
        if self.records_events:
            self.emit("round_ended", None, round=s.round)
        s.governor = (s.governor + 1) % s.seats
        s.round += 1
        self._start_round()

    def _game_over(self, trigger: str) -> None:
        s = self.s
        if self.has_guests:
            humans = [i for i in range(s.seats) if self.seat_rules[i].uses_buildings]
            waiting = guests.queue(self, humans)
            if waiting:  # the last Bohio decision point, before final scoring (SPEC §20)
                s.phase = "final"
                s.ps = GuestGate(guests=waiting, then=trigger)
                return
        self._finish(trigger)

    def _finish(self, trigger: str) -> None:
        s = self.s
        achievements.check(self)  # before final scoring
        s.phase = None
        s.ps = Progress()
        if not s.vp_history or len(s.vp_history) < s.round:
            s.vp_history.append([p.chips for p in s.players])
        s.over = True
        s.end_trigger = trigger
        s.pending = None
        self.emit("game_over", None, trigger=trigger)


def _draw(g: Game, k: int) -> list[str]:
    from game.puerto_rico.engine.rules import draw_plantations

    return draw_plantations(g, k)


def _role_refusal(g: Game, action: Action) -> Refusal:
    s = g.s
    if action.kind != "choose_role":
        return "decision_refusal.must_choose_role", {"who": who(g, action), "action": action.kind}
    tile = next((r for r in s.roles if r.id == action.value), None)
    if tile is None:
        return "decision_refusal.no_role_tile", {"value": repr(action.value)}
    if tile.taken_by is None:
        refusal = smuggler.choice_refusal(g, action.seat, tile)
        if refusal is not None:
            return refusal
    return "decision_refusal.role_taken", {"role": tile.role}


def _role_options(g: Game, seat: int) -> list[Action]:
    """Untaken tiles; with Expansion III not the smuggler for the wanted token's holder, nor a
    captured role for its capturer or a seat short of the ransom (SPEC §6.1)."""
    s = g.s
    if smuggler.MODULE not in s.expansions:  # no wanted token, no capture: every untaken tile
        # (A loop rather than a comprehension, here and in the other option lists read on every
        # step: Python 3.11 makes a function object and a frame for each comprehension.)
        options = []
        for r in s.roles:
            if r.taken_by is None:
                row = CHOOSE_ROLE.get(r.id) or seat_actions(CHOOSE_ROLE, "choose_role", r.id)
                options.append(row[seat])
        return options
    return [
        (CHOOSE_ROLE.get(r.id) or seat_actions(CHOOSE_ROLE, "choose_role", r.id))[seat]
        for r in s.roles
        if r.taken_by is None
        and (
            (r.captured_by is None and (s.wanted is None or r.role != smuggler.ROLE))
            or smuggler.choice_refusal(g, seat, r) is None
        )
    ]


CHOOSE_ROLE: SharedActions = {}  # role tile id -> each seat's choice of it


decision(
    "role",
    "role",
    _role_options,
    _role_refusal,
    lambda g, action: g._choose_role(action.seat, action.value),
)
ENGLISH.update(
    {
        "decision_refusal.must_choose_role": lambda g, v: (
            f"{v['who']} must choose a role now, not {v['action']}"
        ),
        "decision_refusal.no_role_tile": lambda g, v: (
            f"there is no role tile {v['value']} in this game"
        ),
        "decision_refusal.game_over": lambda g, v: "the game is over",
        "decision_refusal.not_an_action": lambda g, v: f"not an action: {v['value']}",
        "decision_refusal.not_your_turn": lambda g, v: (
            f"it is {v['who']}'s turn, not seat {v['seat']}'s"
        ),
        "decision_refusal.role_taken": lambda g, v: (
            f"the {v['role']} has already been taken this round"
        ),
    }
)


__all__ = [
    "MODULE_VARIANTS",
    "QUARRY",
    "Action",
    "ConfigError",
    "Game",
    "GameConfig",
    "IllegalAction",
]
