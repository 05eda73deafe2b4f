"""The public engine API: Game.new, legal_actions, apply, final_scores, clone, to_json/from_json.

The game is a small state machine. `state.stage` names where play stands; stages in DECIDE wait
for the seat returned by `current_seat`, every other stage is automatic and `_advance` runs it
(stages.py). The waiting stages' legal actions, refusals and effects are in decisions.py.
A seat's turn in a role phase goes `<role>_turn` (2 seats: the library question) -> setup ->
its decisions -> the timing points after it -> next seat; the phase order and the round's pick
order come from data/san_juan/setup.yaml.

legal_actions() gives one action per distinct choice: cards of the same kind are interchangeable
there, so the lowest uid stands for them; apply() accepts any uid of the kind.

Decisions taken where SAN_JUAN_SPEC.md leaves room (each also noted where it acts):
- A build is two steps instead of the spec's atomic BUILD(card, target, goods, hand) (§11.1-16):
  `build(card, target)` places the card (so the crane's covered building and its good leave play
  first, A-12), then `pay_card` / `pay_good` one at a time until the cost is paid; the decision
  context says what is left. Listing every payment subset would make the legal list explode.
  Placing is final (no take-back); it is only legal when the payment is possible.
- A decision whose only choice is "pass" is not asked (nothing to build, no empty production
  building, no good, empty piles for the councillor, empty hand for the chapel).
- The councillor is asked draw-or-decline (C-2); the prospector phase's turns are the chooser's
  alone, then every gold-mine (and §14 goldsmith) owner in phase order from the chooser.
- Option `ask_free_draws` is the spec's `auto_accept_free_draws` switched off (options are flags
  that are off by default). The §14 customs office fills itself: it is a good, not a draw.
- A game in which no building can ever be added (see Game._stalled: every card locked in
  hands of unbuildable cards, under cranes and in piles) ends at the next round start with end
  trigger "stalled";
  MAX_ROUNDS is a last safety net ("round_limit"). Only random play has been seen to stall.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from game.rng import Rng
from game.san_juan.catalog import Catalog, default_catalog
from game.san_juan.engine import effects as fx
from game.san_juan.engine import rules
from game.san_juan.engine.actions import (
    MAX_SEATS,
    Action,
    IllegalAction,
    actions_of,
    build_table,
    uid_actions,
    uid_table,
)
from game.san_juan.engine.decisions import APPLY, LEGAL, REFUSE
from game.san_juan.engine.events import Event
from game.san_juan.engine.gamedef import (
    EDITION_TOGGLES,
    FIRST_EDITION,
    OPTIONS,
    GameDef,
    build_gamedef,
    expand_options,
)
from game.san_juan.engine.stages import AUTO, SETUP_STAGE
from game.san_juan.engine.state import GameState, Offer, SeatState

# DESIGN CHOICE: a safety net so that no sequence of legal actions can loop for ever (both piles
# empty and every seat passing). Real games end by round 20 or so.
MAX_ROUNDS = 150
END_ROUND_LIMIT = "round_limit"
END_STALLED = "stalled"


class ConfigError(ValueError):
    """A configuration the engine cannot set up, with the reason."""


@dataclass(frozen=True)
class GameConfig:
    """What a new game needs. Seat 0 is always the first governor (SPEC §3.2 step 2):
    `first_governor` (None = seeded random, A-43) only says whose name moves to seat 0."""

    seats: int = 4
    seed: int = 0
    names: tuple[str, ...] = ()
    options: tuple[str, ...] = ()
    first_governor: int | None = None

    def validate(self) -> None:
        if not isinstance(self.seats, int) or not 2 <= self.seats <= 4:
            raise ConfigError(f"seats: expected 2 to 4, got {self.seats!r}")
        if self.names and len(self.names) != self.seats:
            raise ConfigError(f"names: expected {self.seats} names, got {len(self.names)}")
        for o in self.options:
            if o not in OPTIONS and o != FIRST_EDITION:
                raise ConfigError(
                    f"option {o!r} does not exist; known options: "
                    + ", ".join((*OPTIONS, FIRST_EDITION))
                )
        if self.first_governor is not None and not 0 <= self.first_governor < self.seats:
            raise ConfigError(
                f"first_governor: expected a seat 0 to {self.seats - 1}, "
                f"got {self.first_governor!r}"
            )


# Stages that wait for a decision -> the action kinds they accept.
DECIDE: dict[str, tuple[str, ...]] = {
    "start_keep": ("start_discard",),
    "role": ("choose_role",),
    "privilege_choice": ("use_library",),
    "build": ("build", "pass"),
    "pay": ("pay_card", "pay_good"),
    "produce": ("produce", "pass"),
    "sell": ("sell", "sell_keep", "pass"),
    "swap": ("swap_discard", "pass"),
    "pile": ("pile_card", "pass"),
    "council": ("council_draw", "pass"),
    "council_keep": ("keep",),
    "council_discard": ("discard",),
    "gold_keep": ("gold_keep",),
    "offer": ("take_draw",),
    "tuck": ("tuck", "pass"),
    "limit": ("discard",),
}
# The decision kind (what is decided) of each waiting stage, for the screen and the bots.
DECISION_KIND: dict[str, str] = {
    "start_keep": "start_discard",
    "role": "choose_role",
    "privilege_choice": "use_library",
    "build": "build",
    "pay": "payment",
    "produce": "produce",
    "sell": "sell",
    "council": "councillor_draw",
    "council_keep": "councillor_keep",
    "council_discard": "councillor_discard",
    "gold_keep": "gold_mine_keep",
    "offer": "free_draw",
    "tuck": "tuck_card",
    "limit": "hand_limit",
    "swap": "swap_cards",
    "pile": "pile_cards",
    "over": "none",
}


# kind -> per seat, actions.uid_table(seat, kind), kept here for Game._choices
_UID_TABLES: dict[str, list[list[Action]]] = {}
_PLAIN_TYPES = frozenset({type(None), int, str})


def _plain(value: Any) -> bool:
    if type(value) is tuple:
        # a loop, not all(generator): a build's (card, target) comes here at every build
        for v in value:  # noqa: SIM110
            if v is not None and type(v) is not int:
                return False
        return True
    return value is None or type(value) is int


# The null sink: benchmarks and bot rollouts read no events, so none is built. The format
# method of an empty template ignores every argument at C speed (a Python no-op function costs
# a frame and a keyword dict for each of the ~600 events of a game).
_no_event: Callable[..., object] = "".format


def _deck(gd: GameDef, seats: int) -> tuple[int, ...]:
    """The draw pile before its first shuffle: every uid but the seats' starting buildings
    and the cards beside the roles (remembered in the game definition)."""
    out_of_deck = {*gd.starting[:seats], *gd.central}
    deck = gd.decks[seats] = tuple(u for u in range(gd.total) if u not in out_of_deck)
    return deck


class Game:
    __slots__ = ("_legal", "emit", "events", "gd", "history", "is_over", "recording", "state")

    def __init__(self, gd: GameDef, state: GameState, events: bool = True) -> None:
        self.gd = gd
        self.state = state
        # True once the game is over (set by _end): a plain attribute, as the loop of every
        # game and bot rollout asks it before each decision.
        self.is_over: bool = state.stage == "over"
        self.history: list[Action] = []
        self.events: list[Event] = []
        # The legal actions of the waiting decision when a setup stage already listed them
        # (the builder's); dropped by every apply.
        self._legal: list[Action] | None = None
        self.emit: Callable[..., object] = self._record if events else _no_event
        # Event values are only worked out when recorded: hot paths ask this first.
        self.recording = events

    def _record(self, kind: str, seat: int | None = None, **data: Any) -> None:
        self.events.append(Event(kind, seat, **data))

    # ------------------------------------------------------------------ setup

    @classmethod
    def new(cls, config: GameConfig, events: bool = True, catalog: Catalog | None = None) -> Game:
        config.validate()
        gd = build_gamedef(catalog or default_catalog(), expand_options(config.options))
        n = config.seats
        rng = Rng(config.seed)
        names = list(config.names or (f"Seat {i + 1}" for i in range(n)))
        first = rng.below(n) if config.first_governor is None else config.first_governor
        names = names[first:] + names[:first]
        st = GameState(
            seed=config.seed,
            rng=0,
            seats=n,
            names=names,
            options=sorted(gd.options),
            library_used=[False] * n,
            seat=[SeatState() for _ in range(n)],
        )
        setup = gd.catalog.setup
        starting = gd.starting
        for s in range(n):
            st.seat[s].city.append([starting[s]])
        st.central = list(gd.central)
        deck = list(gd.decks.get(n) or _deck(gd, n))
        rng.shuffle(deck)
        st.draw = deck
        tiles = [t.id for t in gd.catalog.tiles]
        rng.shuffle(tiles)
        st.tiles = tiles
        st.rng = rng.state
        g = cls(gd, st, events)
        variant = gd.has("start_variant")
        for s in range(n):
            count = setup.start_variant_draws[s] if variant else setup.hand_size
            g._draw_to_hand(s, count, "deal")
        if g.recording:
            g.emit("game_started", None, seats=n, names=names, options=st.options)
        st.order = list(range(n))
        st.turn = 0
        st.stage = "start_keep_turn" if variant else "role"
        g._advance()
        return g

    # ------------------------------------------------------------------ public API

    @property
    def current_seat(self) -> int | None:
        st = self.state
        if st.stage == "over":
            return None
        if st.stage == "role":
            return self._picker()
        if st.stage == "offer":
            assert st.offer is not None
            return st.offer.seat
        return st.order[st.turn]

    @property
    def decision(self) -> tuple[str, dict[str, Any]]:
        """(kind, context) of the waiting decision; the context is public except `remaining`,
        `keep` and the offer, which only the deciding seat is shown anyway."""
        st = self.state
        ctx: dict[str, Any] = {"stage": st.stage, "role": st.role, "chooser": st.chooser}
        if st.stage == "build":
            ctx.update(discount=st.cap)
        elif st.stage == "pay":
            ctx.update(remaining=st.remaining, goods_paid=st.goods_paid, goods_max=st.goods_max)
        elif st.stage in ("produce", "sell"):
            ctx.update(capacity=st.cap, done=st.done)
        elif st.stage in ("council_keep", "council_discard"):
            ctx.update(remaining=st.remaining)
        elif st.stage == "offer" and st.offer is not None:
            ctx.update(source=st.offer.source, count=st.offer.count)
        elif st.stage == "limit":
            seat = st.order[st.turn]
            ctx.update(limit=rules.hand_limit(self.gd, st.seat, seat))
        elif st.stage in ("swap", "pile"):
            ctx.update(done=st.done, capacity=st.cap)
        return DECISION_KIND[st.stage], ctx

    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            stage = self.state.stage
            if stage == "over":
                return []
            legal = self._legal = LEGAL[stage](self)
        return legal[:]

    def apply(self, action: Action) -> list[Event]:
        """Apply one decision. A refused one raises IllegalAction and changes nothing."""
        legal = self._legal
        # A listed action is accepted at once (bools never: True == 1 would pass for a uid;
        # a listed choice whose value is a role name, a uid or a tuple of uids is safe).
        if (
            legal is None
            or action not in legal
            or (type(action[2]) not in _PLAIN_TYPES and not _plain(action[2]))
        ):
            refusal = self.refusal(action)
            if refusal is not None:
                code, fields = refusal
                detail = ", ".join(f"{k}={v!r}" for k, v in sorted(fields.items()))
                reason = f"{action.kind} by seat {action.seat} refused: {code}" + (
                    f" ({detail})" if detail else ""
                )
                raise IllegalAction(action, reason, code, fields)
        self._legal = None
        self.history.append(action)
        if self.recording:
            start = len(self.events)
            APPLY[action[1]](self, action)
            self._advance()
            return self.events[start:]
        APPLY[action[1]](self, action)
        # Game._advance, inlined: one call less for each of the ~500 decisions of a game
        st = self.state
        step = AUTO.get(st.stage)
        while step is not None:
            step(self)
            step = AUTO.get(st.stage)
        return []

    def refusal(self, action: Action) -> tuple[str, dict[str, Any]] | None:
        """Why `action` is not allowed now (a code and its fields), or None if it is."""
        st = self.state
        if st.stage == "over":
            return ("game_over", {})
        seat = self.current_seat
        if action.seat != seat:
            return ("not_your_turn", {"seat": action.seat, "expected": seat})
        kinds = DECIDE[st.stage]
        if action.kind not in kinds:
            return ("wrong_decision", {"kind": action.kind, "expected": list(kinds)})
        return REFUSE[action.kind](self, action)

    def final_scores(self) -> list[dict[str, Any]]:
        seats = self.state.seat
        cards = [rules.in_play_cards(self.gd, ss) for ss in seats]
        return [rules.score(self.gd, ss, cards[:i] + cards[i + 1 :]) for i, ss in enumerate(seats)]

    def winners(self) -> list[int]:
        """Best (score, hand + goods) (SPEC §7); seats still equal share the victory (A-42)."""
        keys = [(sc["total"], sc["tiebreak"]) for sc in self.final_scores()]
        best = max(keys)
        return [s for s, k in enumerate(keys) if k == best]

    def clone(self, events: bool = False) -> Game:
        g = Game(self.gd, self.state.clone(), events)
        g.history = self.history[:]
        return g

    def seat_copy(self, seat: int, seed: int) -> Game:
        """What a computer seat may search in: the game with every card `seat` cannot see
        dealt again at random (view.determinize); the shell's AI worker asks for it."""
        from game.san_juan.engine.view import determinize  # view imports this module

        return determinize(self, seat, seed)

    def to_json(self) -> str:
        return json.dumps(
            {
                "box": "san_juan",
                "state": self.state.to_json(),
                "actions": [a.to_json() for a in self.history],
            },
            sort_keys=True,
        )

    @classmethod
    def from_json(cls, text: str, events: bool = True, catalog: Catalog | None = None) -> Game:
        d = json.loads(text)
        if d.get("box") != "san_juan":
            raise ValueError(f"box: expected 'san_juan', got {d.get('box')!r}")
        st = GameState.from_json(d["state"])
        gd = build_gamedef(catalog or default_catalog(), frozenset(st.options))
        g = cls(gd, st, events)
        g.history = [Action.from_json(a) for a in d["actions"]]
        return g

    # ------------------------------------------------------------------ cards

    def _draw_one(self) -> int | None:
        st = self.state
        if not st.draw:
            if not st.discard:
                return None  # both piles empty, nothing to draw
            # the discard pile becomes the new draw pile when a card is needed.
            rng = Rng(st.rng)
            st.draw = st.discard
            st.discard = []
            rng.shuffle(st.draw)
            st.rng = rng.state
            if self.recording:
                self.emit("reshuffled", None, cards=len(st.draw))
        return st.draw.pop()

    def _draw_to_hand(self, seat: int, n: int, source: str) -> int:
        draw = self.state.draw
        if 0 < n <= len(draw):
            # Enough cards: the top n, drawn one by one from the end of the list.
            got = draw[-n:]
            got.reverse()
            del draw[-n:]
            self.state.seat[seat].hand += got
            if self.recording:
                self.emit("drew", seat, source=source, count=n, cards=got)
            return n
        got = []
        for _ in range(n):
            uid = self._draw_one()
            if uid is None:
                if self.recording:
                    self.emit("draw_failed", seat, missing=n - len(got))
                break
            got.append(uid)
        self.state.seat[seat].hand += got
        if got and self.recording:
            self.emit("drew", seat, source=source, count=len(got), cards=got)
        return len(got)

    def _offer(self, seat: int, source: str, count: int, resume: str, resume_no: str) -> bool:
        """A free draw: taken at once (auto_accept_free_draws, the default), or asked
        (option ask_free_draws). Returns False when play must wait for the answer."""
        st = self.state
        if not self.gd.has("ask_free_draws"):
            if count:
                self._draw_to_hand(seat, count, source)
            st.stage = resume
            return True
        st.offer = Offer(seat, source, count, resume, resume_no)
        st.stage = "offer"
        return False

    def _hook_offers(
        self, seat: int, point: str, args: tuple[Any, ...], here: str, nxt: str
    ) -> None:
        """Offer the draws of the seat's effects at `point`, one by one (resuming at `here`)."""
        st = self.state
        found = rules.effects_at(self.gd, st.seat[seat], point)
        if not found:
            st.hook_pos = 0
            st.stage = nxt
            return
        while st.hook_pos < len(found):
            params, fn, card = found[st.hook_pos]
            st.hook_pos += 1
            count = fn(params, *args)
            if count and not self._offer(seat, card.id, count, here, here):
                return
        st.hook_pos = 0
        st.stage = nxt

    # ------------------------------------------------------------------ flow

    def _picker(self) -> int:
        st = self.state
        picks = self.gd.catalog.setup.picks[st.seats]
        return (st.governor + picks[st.pick]) % st.seats

    def _advance(self) -> None:
        auto = AUTO
        st = self.state
        while True:
            step = auto.get(st.stage)
            if step is None:
                return
            step(self)

    def _seat(self) -> int:
        st = self.state
        return st.order[st.turn]

    def _begin_turn(self, role: str) -> None:
        """A seat's turn in a phase: the chooser's doubled privilege (library) is settled first."""
        st = self.state
        seat = st.order[st.turn]
        st.doubled = False
        setup_stage = SETUP_STAGE[role]
        if seat == st.chooser and rules.multiplier(self.gd, st.seat[seat]) > 1:
            if st.seats == 2:
                # once per round, declared at the chooser's own turn.
                if not st.library_used[seat]:
                    st.stage = "privilege_choice"
                    return
            else:
                st.doubled = True
        st.stage = setup_stage

    def _priv(self) -> int:
        st = self.state
        if st.order[st.turn] != st.chooser:
            return 0  # the privilege is the chooser's alone
        mult = rules.multiplier(self.gd, st.seat[st.chooser]) if st.doubled else 1
        return rules.privilege(self.gd, st.role or "", True, mult)

    def _next_turn(self, turn_stage: str, end: Callable[[Game], None]) -> None:
        st = self.state
        st.turn += 1
        if st.turn < len(st.order):
            st.stage = turn_stage
        else:
            end(self)

    def _next_pick(self) -> None:
        st = self.state
        st.role = None
        st.pick += 1
        if st.pick < len(self.gd.catalog.setup.picks[st.seats]):
            st.stage = "role"
            return
        # Round end: roles back, governor to the left neighbour, round-start steps (SPEC §4.5).
        st.governor = (st.governor + 1) % st.seats
        st.round += 1
        st.pick = 0
        st.roles_taken = {}
        st.library_used = [False] * st.seats
        if self.recording:
            self.emit("round_started", st.governor, round=st.round)
        if self._stalled():
            self._end(END_STALLED)
            return
        if st.round > MAX_ROUNDS:
            self._end(END_ROUND_LIMIT)
            return
        st.order = rules.seat_order(st.governor, st.seats)
        st.turn = 0
        st.stage = "office_turn"

    def _stalled(self) -> bool:
        """No building can ever be added: both piles and every good are empty, nothing lies
        beside the roles, no hand is over its limit (a forced discard would refill the piles)
        and no seat can build any hand card even with the builder's privilege. Cards then
        only leave hands for chapel piles, so no city can grow to 12. Random play can get
        there; the rules do not say what happens, so the game is scored (DESIGN CHOICE, end
        trigger "stalled")."""
        st = self.state
        gd = self.gd
        if st.draw or st.discard or st.central or any(ss.goods for ss in st.seat):
            return False
        for s, ss in enumerate(st.seat):
            if len(ss.hand) > rules.hand_limit(gd, st.seat, s):
                return False
            most = rules.privilege(gd, "builder", True, rules.multiplier(gd, ss))
            if self._legal_builds(s, most):
                return False
        return True

    def _end(self, trigger: str) -> None:
        st = self.state
        st.end_trigger = trigger
        st.stage = "over"
        self.is_over = True
        if self.recording:
            self.emit("game_over", None, trigger=trigger)

    # ------------------------------------------------------------------ distinct choices

    def _distinct(self, uids: list[int]) -> list[int]:
        """The lowest uid of each card kind among `uids`, in uid order."""
        gd = self.gd
        if gd.grouped:
            # Kinds rise with uids: in uid order, a kind's first uid is where the kind changes.
            index_of = gd.index_of
            out: list[int] = []
            last = -1
            for u in sorted(uids):
                k = index_of[u]
                if k != last:
                    out.append(u)
                    last = k
            return out
        id_of = gd.id_of
        first: dict[str, int] = {}
        for u in sorted(uids):
            first.setdefault(id_of[u], u)  # the first seen is the lowest
        return list(first.values())  # kept in the order seen: ascending

    def _choices(self, seat: int, kind: str, uids: Iterable[int]) -> list[Action]:
        """The seat's `kind` action on the lowest uid of each card kind among `uids`, in uid
        order: uid_actions(seat, kind, _distinct(uids)) in one pass."""
        gd = self.gd
        if not gd.grouped or not gd.small:
            return uid_actions(seat, kind, self._distinct(list(uids)))
        tables = _UID_TABLES.get(kind)
        if tables is None:
            tables = _UID_TABLES[kind] = [uid_table(s, kind) for s in range(MAX_SEATS)]
        table = tables[seat]
        index_of = gd.index_of
        out: list[Action] = []
        last = -1
        for u in sorted(uids):
            k = index_of[u]
            if k != last:
                out.append(table[u])
                last = k
        return out

    def _build_choices(self, seat: int) -> list[Action]:
        """The seat's build actions now (legal_actions without its pass)."""
        st = self.state
        gd = self.gd
        ss = st.seat[seat]
        found = rules.powers(gd, ss)
        if st.central or fx.OVERBUILD in found.table or not gd.small:
            return actions_of(seat, "build", self._legal_builds(seat))
        return list(map(build_table(seat).__getitem__, rules.plain_builds(gd, ss, found, st.cap)))

    def _legal_builds(self, seat: int, discount: int | None = None) -> list[tuple[int, int | None]]:
        st = self.state
        discount = st.cap if discount is None else discount
        ss = st.seat[seat]
        targets: list[int | None] = [None]
        if fx.OVERBUILD in rules.powers(self.gd, ss).table:
            targets += self._distinct_targets(ss)
        cards = self._distinct(ss.hand)
        if st.central:
            cards += st.central
        return rules.legal_builds(self.gd, ss, cards, discount, targets)

    def _distinct_targets(self, ss: SeatState) -> list[int]:
        # Two production buildings of one kind differ by their good (it is lost if covered).
        card_of = self.gd.card_of
        best: dict[tuple[str, bool], int] = {}
        for s in ss.city:
            u = s[-1]
            key = (card_of[u].id, u in ss.goods)
            if key not in best or u < best[key]:
                best[key] = u
        return sorted(best.values())

    def _distinct_buildings(self, uids: list[int]) -> list[int]:
        return self._distinct(uids)


__all__ = [
    "EDITION_TOGGLES",
    "FIRST_EDITION",
    "OPTIONS",
    "ConfigError",
    "Game",
    "GameConfig",
    "IllegalAction",
]
