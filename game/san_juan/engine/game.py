"""The public engine API: Game.new, legal_actions, apply, final_scores, clone, to_json/from_json.

The game is a small state machine. `state.stage` names where play stands; stages in DECIDE wait
for the seat returned by `current_seat`, every other stage is automatic and `_advance` runs it.
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
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.san_juan.catalog import Catalog, default_catalog
from game.san_juan.engine import effects as fx
from game.san_juan.engine import rules
from game.san_juan.engine.actions import Action, IllegalAction
from game.san_juan.engine.events import Event
from game.san_juan.engine.gamedef import (
    EDITION_TOGGLES,
    FIRST_EDITION,
    OPTIONS,
    GameDef,
    build_gamedef,
    expand_options,
)
from game.san_juan.engine.rng import Rng
from game.san_juan.engine.state import GameState, Offer, SeatState

# DESIGN CHOICE: a safety net so that no sequence of legal actions can loop for ever (both piles
# empty and every seat passing). Real games end by round 20 or so.
MAX_ROUNDS = 150
END_TWELVE = "buildings"
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


def _plain(value: Any) -> bool:
    if isinstance(value, tuple):
        return all(v is None or type(v) is int for v in value)
    return value is None or type(value) is int


def _no_event(kind: str, seat: int | None = None, **data: Any) -> None:
    """The null sink: benchmarks and bot rollouts read no events, so none is built."""


class Game:
    __slots__ = ("_legal", "emit", "events", "gd", "history", "state")

    def __init__(self, gd: GameDef, state: GameState, events: bool = True) -> None:
        self.gd = gd
        self.state = state
        self.history: list[Action] = []
        self.events: list[Event] = []
        # The legal actions of the waiting decision when a setup stage already listed them
        # (the builder's); dropped by every apply.
        self._legal: list[Action] | None = None
        self.emit: Callable[..., None] = self._record if events else _no_event

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
        starting = [u for u, c in enumerate(gd.card_of) if c.id == setup.starting_building]
        for s in range(n):
            st.seat[s].city.append([starting[s]])
        central = [u for u, c in enumerate(gd.card_of) if c.central]
        st.central = central
        deck = [u for u in range(gd.total) if u not in starting[:n] and u not in central]
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
        g.emit("game_started", None, seats=n, names=names, options=st.options)
        st.order = list(range(n))
        st.turn = 0
        st.stage = "start_keep_turn" if variant else "role"
        g._advance()
        return g

    # ------------------------------------------------------------------ public API

    @property
    def is_over(self) -> bool:
        return self.state.stage == "over"

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
        if self.is_over:
            return []
        if self._legal is None:
            self._legal = _LEGAL[self.state.stage](self)
        return list(self._legal)

    def apply(self, action: Action) -> list[Event]:
        """Apply one decision. A refused one raises IllegalAction and changes nothing."""
        legal = self._legal
        # A listed action is accepted at once (bools never: True == 1 would pass for a uid).
        fast = legal is not None and action in legal and _plain(action.value)
        refusal = None if fast else self.refusal(action)
        if refusal is not None:
            raise IllegalAction(action, refusal[0], **refusal[1])
        start = len(self.events)
        self._legal = None
        self.history.append(action)
        _APPLY[action.kind](self, action)
        self._advance()
        return self.events[start:]

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
        return _REFUSE[action.kind](self, action)

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
            self.emit("reshuffled", None, cards=len(st.draw))
        return st.draw.pop()

    def _draw_to_hand(self, seat: int, n: int, source: str) -> int:
        got: list[int] = []
        for _ in range(n):
            uid = self._draw_one()
            if uid is None:
                self.emit("draw_failed", seat, missing=n - len(got))
                break
            got.append(uid)
        self.state.seat[seat].hand += got
        if got:
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
        auto = _AUTO
        while True:
            step = auto.get(self.state.stage)
            if step is None:
                return
            step(self)

    def _seat(self) -> int:
        st = self.state
        return st.order[st.turn]

    def _begin_turn(self, role: str) -> None:
        """A seat's turn in a phase: the chooser's doubled privilege (library) is settled first."""
        st = self.state
        seat = self._seat()
        st.doubled = False
        setup_stage = _SETUP_STAGE[role]
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
        seat = self._seat()
        mult = rules.multiplier(self.gd, st.seat[seat]) if st.doubled else 1
        return rules.privilege(self.gd, st.role or "", seat == st.chooser, mult)

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
        self.emit("round_started", st.governor, round=st.round)
        if self._stalled():
            self._end(END_STALLED)
            return
        if st.round > MAX_ROUNDS:
            self._end(END_ROUND_LIMIT)
            return
        st.order = [(st.governor + i) % st.seats for i in range(st.seats)]
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
        self.emit("game_over", None, trigger=trigger)

    # ------------------------------------------------------------------ distinct choices

    def _distinct(self, uids: list[int]) -> list[int]:
        """The lowest uid of each card kind among `uids`."""
        card_of = self.gd.card_of
        best: dict[str, int] = {}
        for u in uids:
            cid = card_of[u].id
            if cid not in best or u < best[cid]:
                best[cid] = u
        return sorted(best.values())

    def _legal_builds(self, seat: int, discount: int | None = None) -> list[tuple[int, int | None]]:
        st = self.state
        discount = st.cap if discount is None else discount
        ss = st.seat[seat]
        out: list[tuple[int, int | None]] = []
        can_cover = rules.has_effect(self.gd, ss, fx.OVERBUILD)
        targets: list[int | None] = [None]
        if can_cover:
            targets += self._distinct_targets(ss)
        # The seat's effect tables, once per city after each possible placement.
        tables: dict[int | None, dict[str, list[rules.Bound]]] = {
            None: rules.effects_table(self.gd, ss)
        }
        gd = self.gd
        for card in self._distinct(ss.hand) + st.central:
            for t in targets:
                quote = rules.build_quote(gd, ss, card, t, discount, st.central, tables)
                if quote.refusal is None:
                    out.append((card, t))
        return out

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


# ---------------------------------------------------------------------- automatic stages


def _start_keep_turn(g: Game) -> None:
    st = g.state
    if st.turn >= len(st.order):
        st.turn = 0
        st.stage = "role"
        return
    if len(st.seat[st.order[st.turn]].hand) > g.gd.catalog.setup.hand_size:
        st.stage = "start_keep"
    else:
        st.turn += 1


def _office_turn(g: Game) -> None:
    """Round start step 1 (§14 office building): swap up to 2 hand cards."""
    st = g.state
    if st.turn >= len(st.order):
        st.turn = 0
        st.stage = "chapel_turn"
        return
    ss = st.seat[st.order[st.turn]]
    found = rules.effects_at(g.gd, ss, fx.ROUND_START_OFFICE)
    if found and ss.hand:
        st.cap = max(fn(p) for p, fn, _ in found)
        st.done = 0
        st.stage = "swap"
    else:
        st.turn += 1


def _office_finish(g: Game) -> None:
    st = g.state
    seat = st.order[st.turn]
    if st.done:
        source = rules.effects_at(g.gd, st.seat[seat], fx.ROUND_START_OFFICE)[0][2].id
        g._draw_to_hand(seat, st.done, source)
    st.turn += 1
    st.stage = "office_turn"


def _chapel_turn(g: Game) -> None:
    st = g.state
    if st.turn >= len(st.order):
        st.turn = 0
        st.stage = "limit_turn"
        return
    seat = st.order[st.turn]
    ss = st.seat[seat]
    if rules.has_effect(g.gd, ss, fx.ROUND_START_CHAPEL):
        # C-1: every chapel owner has a public "chapel step", tucked or not.
        g.emit("chapel_step", seat)
        if ss.hand:
            st.stage = "tuck"
            return
    st.stage = "bank_turn"


def _bank_card_id(g: Game, seat: int) -> str | None:
    """The once-per-game pile the seat may still use at this round start (§14 bank)."""
    ss = g.state.seat[seat]
    for _p, _fn, card in rules.effects_at(g.gd, ss, fx.ROUND_START_BANK):
        if card.id not in ss.used:
            return card.id
    return None


def _bank_turn(g: Game) -> None:
    st = g.state
    seat = st.order[st.turn]
    if st.seat[seat].hand and _bank_card_id(g, seat) is not None:
        st.done = 0
        st.cap = len(st.seat[seat].hand)
        st.stage = "pile"
        return
    st.turn += 1
    st.stage = "chapel_turn"


def _bank_finish(g: Game) -> None:
    st = g.state
    seat = st.order[st.turn]
    if st.done:
        card_id = _bank_card_id(g, seat)
        assert card_id is not None
        st.seat[seat].used.append(card_id)  # once per game: spent by putting cards there
        g.emit("piled", seat, pile=card_id, count=st.done)
    st.turn += 1
    st.stage = "chapel_turn"


def _limit_turn(g: Game) -> None:
    st = g.state
    if st.turn >= len(st.order):
        st.turn = 0
        st.stage = "role"
        return
    seat = st.order[st.turn]
    ss = st.seat[seat]
    limit = rules.hand_limit(g.gd, st.seat, seat)
    if len(ss.hand) > limit:
        st.remaining = len(ss.hand) - limit
        st.stage = "limit"
    else:
        st.turn += 1


def _phase_begin(g: Game) -> None:
    st = g.state
    assert st.role is not None
    st.turn = 0
    if st.role == "trader":
        # SPEC §5.3: the chooser reveals the top tile, even if nobody sells.
        st.tile = st.tiles.pop(0)
        st.tile_history.append(st.tile)
        st.sold_any = False
        g.emit("tile_revealed", st.chooser, tile=st.tile)
    elif st.role == "councillor":
        _councillor_start(g)
    st.stage = _TURN_STAGE[st.role]


def _councillor_start(g: Game) -> None:
    """§14 customs office: each owner's empty one takes a face-down good, in phase order."""
    st = g.state
    card_of = g.gd.card_of
    for seat in st.order:
        ss = st.seat[seat]
        for p, fn, card in rules.effects_at(g.gd, ss, fx.COUNCILLOR_START):
            if not fn(p):
                continue
            for b in ss.in_play():
                if card_of[b] is card and b not in ss.goods and b not in ss.fresh:
                    uid = g._draw_one()
                    if uid is not None:
                        ss.goods[b] = uid
                        g.emit("produced", seat, building=b, card=card.id)


def _build_turn(g: Game) -> None:
    g._begin_turn("builder")


def _build_setup(g: Game) -> None:
    st = g.state
    st.cap = g._priv()  # the builder's privilege: a discount
    seat = g._seat()
    builds = g._legal_builds(seat)
    if builds:
        st.stage = "build"
        g._legal = [Action(seat, "pass")] + [Action(seat, "build", b) for b in builds]
    else:
        st.stage = "build_next"


def _build_paid(g: Game) -> None:
    st = g.state
    seat = g._seat()
    assert st.build_card is not None
    card = g.gd.card_of[st.build_card]
    args = (card, len(st.seat[seat].hand))
    g._hook_offers(seat, fx.BUILD_PAID, args, "build_paid", "build_done")


def _build_done(g: Game) -> None:
    st = g.state
    seat = g._seat()
    assert st.build_card is not None
    card = g.gd.card_of[st.build_card]
    args = (card, len(st.seat[seat].hand))
    g._hook_offers(seat, fx.BUILD_DONE, args, "build_done", "build_next")


def _builder_end(g: Game) -> None:
    g.state.turn = 0
    g.state.build_card = None
    g.state.stage = "tavern_hooks"


def _tavern_hooks(g: Game) -> None:
    """§14 tavern: a usable one (not built in this phase) draws for the fewest buildings."""
    st = g.state
    if st.turn >= len(st.order):
        _builder_close(g)
        return
    seat = st.order[st.turn]
    counts = [len(ss.city) for ss in st.seat]
    g._hook_offers(seat, fx.BUILDER_END, (counts[seat], counts), "tavern_hooks", "tavern_next")


def _tavern_next(g: Game) -> None:
    g.state.turn += 1
    g.state.stage = "tavern_hooks"


def _builder_close(g: Game) -> None:
    st = g.state
    for ss in st.seat:
        ss.fresh.clear()  # built buildings become usable once the phase is over
    end = g.gd.catalog.setup.end_building_count
    if any(len(ss.city) >= end for ss in st.seat):
        g.emit("end_triggered", None, buildings=end)
        g._end(END_TWELVE)
        return
    g._next_pick()


def _build_next(g: Game) -> None:
    g._next_turn("build_turn", _builder_end)


def _produce_turn(g: Game) -> None:
    g._begin_turn("producer")


def _produce_setup(g: Game) -> None:
    st = g.state
    seat = g._seat()
    st.cap = rules.producer_capacity(g.gd, st.seat[seat], g._priv())
    st.done = 0
    st.stage = "produce"
    _produce_check(g)


def _produce_check(g: Game) -> None:
    st = g.state
    ss = st.seat[g._seat()]
    if st.done >= st.cap or not rules.empty_production(g.gd, ss) or not (st.draw or st.discard):
        st.stage = "produce_after"


def _produce_after(g: Game) -> None:
    st = g.state
    g._hook_offers(g._seat(), fx.AFTER_PRODUCTION, (st.done,), "produce_after", "produce_next")


def _produce_next(g: Game) -> None:
    g._next_turn("produce_turn", Game._next_pick)


def _sell_turn(g: Game) -> None:
    g._begin_turn("trader")


def _sell_setup(g: Game) -> None:
    st = g.state
    seat = g._seat()
    st.cap = rules.trader_capacity(g.gd, st.seat[seat], g._priv())
    st.done = 0
    st.payout = 0
    st.kept = 0
    st.stage = "sell"
    _sell_check(g)


def _sell_check(g: Game) -> None:
    st = g.state
    if st.done >= st.cap or not st.seat[g._seat()].goods:
        st.stage = "sell_pay"


def _sell_pay(g: Game) -> None:
    st = g.state
    seat = g._seat()
    if st.payout:
        g._draw_to_hand(seat, st.payout, "trader")
        st.payout = 0
    st.stage = "sell_bonus"


def _sell_bonus(g: Game) -> None:
    st = g.state
    g._hook_offers(g._seat(), fx.SALE_PAYOUT, (st.done,), "sell_bonus", "sell_next")


def _trader_end(g: Game) -> None:
    g.state.turn = 0
    g.state.stage = "hut_hooks"


def _hut_hooks(g: Game) -> None:
    """§14 hut: after the last sale, each owner may draw if nobody sold, in phase order."""
    st = g.state
    if st.turn >= len(st.order):
        _trader_close(g)
        return
    g._hook_offers(st.order[st.turn], fx.TRADER_END, (st.sold_any,), "hut_hooks", "hut_next")


def _hut_next(g: Game) -> None:
    g.state.turn += 1
    g.state.stage = "hut_hooks"


def _trader_close(g: Game) -> None:
    st = g.state
    assert st.tile is not None
    st.tiles.append(st.tile)  # SPEC §5.3: back under the stack, face down
    st.tile = None
    g._next_pick()


def _sell_next(g: Game) -> None:
    g._next_turn("sell_turn", _trader_end)


def _council_turn(g: Game) -> None:
    g._begin_turn("councillor")


def _council_setup(g: Game) -> None:
    st = g.state
    st.cap = g._priv()
    st.stage = "council" if (st.draw or st.discard) else "council_next"


def _council_next(g: Game) -> None:
    g._next_turn("council_turn", Game._next_pick)


def _prospect_turn(g: Game) -> None:
    g._begin_turn("prospector")


def _prospect_setup(g: Game) -> None:
    count = g._priv()
    g._offer(g._seat(), "prospector", count, "gold_start", "gold_start")


def _gold_start(g: Game) -> None:
    st = g.state
    # every gold-mine owner, in phase order from the chooser.
    st.order = [(st.chooser + i) % st.seats for i in range(st.seats)]
    st.turn = 0
    st.stage = "gold_turn"


def _gold_turn(g: Game) -> None:
    st = g.state
    if st.turn >= len(st.order):
        g._next_pick()
        return
    seat = st.order[st.turn]
    found = rules.effects_at(g.gd, st.seat[seat], fx.AFTER_PROSPECTOR)
    if not found:
        st.stage = "goldsmith_turn"
        return
    params, fn, card = found[0]
    st.cap = fn(params)
    # The owner may decline before anything is revealed (SJ-03 d); count 0: a reveal, not a draw.
    g._offer(seat, card.id, 0, "gold_reveal", "gold_next")


def _gold_reveal(g: Game) -> None:
    st = g.state
    seat = st.order[st.turn]
    for _ in range(st.cap):
        uid = g._draw_one()
        if uid is None:
            break
        st.revealed.append(uid)
    g.emit("revealed", seat, cards=list(st.revealed), public=True)
    costs = [g.gd.card_of[u].cost for u in st.revealed]
    if len(st.revealed) == st.cap and len(set(costs)) == len(costs):
        if g.gd.has("gold_mine_first_edition"):
            st.stage = "gold_keep"  # §13.2: the owner keeps any one of them
            return
        best = min(st.revealed, key=lambda u: g.gd.card_of[u].cost)
        _gold_take(g, seat, best)
    else:
        # fewer than 4 revealed or a repeated cost: everything is discarded.
        st.discard += st.revealed
        st.revealed = []
    st.stage = "gold_next"


def _gold_take(g: Game, seat: int, uid: int) -> None:
    st = g.state
    st.revealed.remove(uid)
    st.seat[seat].hand.append(uid)
    st.discard += st.revealed
    st.revealed = []
    g.emit("gold_mine_kept", seat, card=g.gd.card_of[uid].id, uid=uid)


def _gold_next(g: Game) -> None:
    g.state.stage = "goldsmith_turn"  # the same seat's goldsmith, right after its gold mine


def _goldsmith_turn(g: Game) -> None:
    st = g.state
    seat = st.order[st.turn]
    found = rules.effects_at(g.gd, st.seat[seat], fx.AFTER_GOLD_MINE)
    if not found:
        st.stage = "goldsmith_next"
        return
    params, fn, card = found[0]
    st.cap = fn(params)
    g._offer(seat, card.id, 0, "goldsmith_reveal", "goldsmith_next")


def _goldsmith_reveal(g: Game) -> None:
    """§14 goldsmith: a revealed card no city has in play joins the hand; else discarded."""
    st = g.state
    seat = st.order[st.turn]
    card_of = g.gd.card_of
    in_play = {card_of[u].id for ss in st.seat for u in ss.in_play()}
    for _ in range(st.cap):
        uid = g._draw_one()
        if uid is None:
            break
        g.emit("revealed", seat, cards=[uid], public=True)
        if card_of[uid].id in in_play:
            st.discard.append(uid)
        else:
            st.seat[seat].hand.append(uid)
            g.emit("gold_mine_kept", seat, card=card_of[uid].id, uid=uid)
    st.stage = "goldsmith_next"


def _goldsmith_next(g: Game) -> None:
    g.state.turn += 1
    g.state.stage = "gold_turn"


_AUTO: dict[str, Callable[[Game], None]] = {
    "start_keep_turn": _start_keep_turn,
    "chapel_turn": _chapel_turn,
    "limit_turn": _limit_turn,
    "phase_begin": _phase_begin,
    "build_turn": _build_turn,
    "build_setup": _build_setup,
    "build_paid": _build_paid,
    "build_done": _build_done,
    "build_next": _build_next,
    "produce_turn": _produce_turn,
    "produce_setup": _produce_setup,
    "produce_after": _produce_after,
    "produce_next": _produce_next,
    "sell_turn": _sell_turn,
    "sell_setup": _sell_setup,
    "sell_pay": _sell_pay,
    "sell_bonus": _sell_bonus,
    "sell_next": _sell_next,
    "council_turn": _council_turn,
    "council_setup": _council_setup,
    "council_next": _council_next,
    "prospect_turn": _prospect_turn,
    "prospect_setup": _prospect_setup,
    "gold_start": _gold_start,
    "gold_turn": _gold_turn,
    "gold_reveal": _gold_reveal,
    "gold_next": _gold_next,
    "goldsmith_turn": _goldsmith_turn,
    "goldsmith_reveal": _goldsmith_reveal,
    "goldsmith_next": _goldsmith_next,
    "office_turn": _office_turn,
    "bank_turn": _bank_turn,
    "hut_hooks": _hut_hooks,
    "hut_next": _hut_next,
    "tavern_hooks": _tavern_hooks,
    "tavern_next": _tavern_next,
}
_TURN_STAGE = {
    "builder": "build_turn",
    "producer": "produce_turn",
    "trader": "sell_turn",
    "councillor": "council_turn",
    "prospector": "prospect_turn",
}
_SETUP_STAGE = {
    "builder": "build_setup",
    "producer": "produce_setup",
    "trader": "sell_setup",
    "councillor": "council_setup",
    "prospector": "prospect_setup",
}
# The prospector has no action: only the chooser's turn, then the gold mines.
_ORDER_ONLY_CHOOSER = ("prospector",)


# ---------------------------------------------------------------------- legal actions


def _legal_start_keep(g: Game) -> list[Action]:
    seat = g._seat()
    return [Action(seat, "start_discard", u) for u in g._distinct(g.state.seat[seat].hand)]


def _legal_role(g: Game) -> list[Action]:
    seat = g._picker()
    taken = g.state.roles_taken
    return [Action(seat, "choose_role", r) for r in g.gd.catalog.setup.roles if r not in taken]


def _legal_library(g: Game) -> list[Action]:
    seat = g._seat()
    return [Action(seat, "use_library", True), Action(seat, "use_library", False)]


def _legal_build(g: Game) -> list[Action]:
    seat = g._seat()
    return [Action(seat, "pass")] + [Action(seat, "build", b) for b in g._legal_builds(seat)]


def _legal_pay(g: Game) -> list[Action]:
    st = g.state
    seat = g._seat()
    ss = st.seat[seat]
    out = [Action(seat, "pay_card", u) for u in g._distinct(ss.hand)]
    if st.goods_paid < st.goods_max:
        out += [Action(seat, "pay_good", b) for b in g._distinct(list(ss.goods))]
    return out


def _legal_produce(g: Game) -> list[Action]:
    seat = g._seat()
    empty = rules.empty_production(g.gd, g.state.seat[seat])
    return [Action(seat, "pass")] + [Action(seat, "produce", b) for b in g._distinct(empty)]


def _keep_limit(g: Game, seat: int) -> int:
    found = rules.effects_at(g.gd, g.state.seat[seat], fx.SALE_KEEP)
    return max((fn(p) for p, fn, _ in found), default=0)


def _legal_sell(g: Game) -> list[Action]:
    seat = g._seat()
    full = g._distinct(list(g.state.seat[seat].goods))
    out = [Action(seat, "pass")] + [Action(seat, "sell", b) for b in full]
    if g.state.kept < _keep_limit(g, seat):
        out += [Action(seat, "sell_keep", b) for b in full]
    return out


def _legal_office(g: Game) -> list[Action]:
    seat = g._seat()
    out = [Action(seat, "pass")]
    if g.state.done < g.state.cap:
        out += [Action(seat, "swap_discard", u) for u in g._distinct(g.state.seat[seat].hand)]
    return out


def _legal_bank(g: Game) -> list[Action]:
    seat = g._seat()
    hand = g.state.seat[seat].hand
    return [Action(seat, "pass")] + [Action(seat, "pile_card", u) for u in g._distinct(hand)]


def _legal_council(g: Game) -> list[Action]:
    seat = g._seat()
    return [Action(seat, "council_draw"), Action(seat, "pass")]


def _legal_council_keep(g: Game) -> list[Action]:
    seat = g._seat()
    return [Action(seat, "keep", u) for u in g._distinct(g.state.seat[seat].aside)]


def _legal_discard(g: Game) -> list[Action]:
    seat = g._seat()
    return [Action(seat, "discard", u) for u in g._distinct(g.state.seat[seat].hand)]


def _legal_gold_keep(g: Game) -> list[Action]:
    seat = g._seat()
    return [Action(seat, "gold_keep", u) for u in g.state.revealed]


def _legal_offer(g: Game) -> list[Action]:
    offer = g.state.offer
    assert offer is not None
    return [Action(offer.seat, "take_draw", True), Action(offer.seat, "take_draw", False)]


def _legal_chapel(g: Game) -> list[Action]:
    seat = g._seat()
    hand = g.state.seat[seat].hand
    return [Action(seat, "pass")] + [Action(seat, "tuck", u) for u in g._distinct(hand)]


_LEGAL: dict[str, Callable[[Game], list[Action]]] = {
    "start_keep": _legal_start_keep,
    "role": _legal_role,
    "privilege_choice": _legal_library,
    "build": _legal_build,
    "pay": _legal_pay,
    "produce": _legal_produce,
    "sell": _legal_sell,
    "council": _legal_council,
    "council_keep": _legal_council_keep,
    "council_discard": _legal_discard,
    "gold_keep": _legal_gold_keep,
    "offer": _legal_offer,
    "tuck": _legal_chapel,
    "limit": _legal_discard,
    "swap": _legal_office,
    "pile": _legal_bank,
}

# ---------------------------------------------------------------------- refusals

Refusal = tuple[str, dict[str, Any]] | None


def _is_uid(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _in_hand(g: Game, a: Action) -> Refusal:
    if not _is_uid(a.value) or a.value not in g.state.seat[a.seat].hand:
        return ("not_in_hand", {"card": a.value})
    return None


def _refuse_role(g: Game, a: Action) -> Refusal:
    if a.value not in g.gd.catalog.setup.roles:
        return ("unknown_role", {"role": a.value})
    if a.value in g.state.roles_taken:
        return ("role_taken", {"role": a.value, "by": g.state.roles_taken[a.value]})
    return None


def _refuse_bool(g: Game, a: Action) -> Refusal:
    if not isinstance(a.value, bool):
        return ("expected_yes_no", {"value": a.value})
    return None


def _refuse_pass(g: Game, a: Action) -> Refusal:
    return None


def _refuse_build(g: Game, a: Action) -> Refusal:
    v = a.value
    if not isinstance(v, tuple) or len(v) != 2 or not _is_uid(v[0]):
        return ("bad_value", {"value": v})
    if v[1] is not None and not _is_uid(v[1]):
        return ("bad_value", {"value": v})
    st = g.state
    return rules.build_quote(g.gd, st.seat[a.seat], v[0], v[1], st.cap, st.central).refusal


def _refuse_pay_card(g: Game, a: Action) -> Refusal:
    return _in_hand(g, a)


def _refuse_pay_good(g: Game, a: Action) -> Refusal:
    st = g.state
    if st.goods_paid >= st.goods_max:
        return ("no_more_goods", {"max": st.goods_max})
    if not _is_uid(a.value) or a.value not in st.seat[a.seat].goods:
        return ("no_good_there", {"building": a.value})
    return None


def _refuse_produce(g: Game, a: Action) -> Refusal:
    if not _is_uid(a.value) or a.value not in rules.empty_production(g.gd, g.state.seat[a.seat]):
        return ("not_empty_production", {"building": a.value})
    return None


def _refuse_sell(g: Game, a: Action) -> Refusal:
    if not _is_uid(a.value) or a.value not in g.state.seat[a.seat].goods:
        return ("no_good_there", {"building": a.value})
    return None


def _refuse_sell_keep(g: Game, a: Action) -> Refusal:
    if g.state.kept >= _keep_limit(g, a.seat):
        return ("no_more_kept", {"max": _keep_limit(g, a.seat)})
    return _refuse_sell(g, a)


def _refuse_office(g: Game, a: Action) -> Refusal:
    if g.state.done >= g.state.cap:
        return ("no_more_swaps", {"max": g.state.cap})
    return _in_hand(g, a)


def _refuse_keep(g: Game, a: Action) -> Refusal:
    if not _is_uid(a.value) or a.value not in g.state.seat[a.seat].aside:
        return ("not_drawn", {"card": a.value})
    return None


def _refuse_gold_keep(g: Game, a: Action) -> Refusal:
    if not _is_uid(a.value) or a.value not in g.state.revealed:
        return ("not_revealed", {"card": a.value})
    return None


def _refuse_council(g: Game, a: Action) -> Refusal:
    return None


_REFUSE: dict[str, Callable[[Game, Action], Refusal]] = {
    "start_discard": _in_hand,
    "choose_role": _refuse_role,
    "use_library": _refuse_bool,
    "build": _refuse_build,
    "pass": _refuse_pass,
    "pay_card": _refuse_pay_card,
    "pay_good": _refuse_pay_good,
    "produce": _refuse_produce,
    "sell": _refuse_sell,
    "council_draw": _refuse_council,
    "keep": _refuse_keep,
    "discard": _in_hand,
    "gold_keep": _refuse_gold_keep,
    "take_draw": _refuse_bool,
    "tuck": _in_hand,
    "sell_keep": _refuse_sell_keep,
    "swap_discard": _refuse_office,
    "pile_card": _in_hand,
}

# ---------------------------------------------------------------------- applying


def _apply_start_discard(g: Game, a: Action) -> None:
    st = g.state
    st.seat[a.seat].hand.remove(a.value)
    st.discard.append(a.value)
    g.emit("discarded", a.seat, source="start", count=1, cards=[a.value])
    st.stage = "start_keep_turn"


def _apply_role(g: Game, a: Action) -> None:
    st = g.state
    st.roles_taken[a.value] = a.seat
    st.role = a.value
    st.chooser = a.seat
    st.order = [(a.seat + i) % st.seats for i in range(st.seats)]
    if a.value in _ORDER_ONLY_CHOOSER:
        st.order = [a.seat]
    g.emit("role_chosen", a.seat, role=a.value)
    st.stage = "phase_begin"


def _apply_library(g: Game, a: Action) -> None:
    st = g.state
    if a.value:
        st.library_used[a.seat] = True
        st.doubled = True
    g.emit("library_declared", a.seat, used=bool(a.value), role=st.role)
    assert st.role is not None
    st.stage = _SETUP_STAGE[st.role]


def _apply_pass(g: Game, a: Action) -> None:
    st = g.state
    g.emit("passed", a.seat, stage=st.stage)
    if st.stage == "swap":
        _office_finish(g)
        return
    if st.stage == "pile":
        _bank_finish(g)
        return
    st.stage = {
        "build": "build_next",
        "produce": "produce_after",
        "sell": "sell_pay",
        "council": "council_next",
        "tuck": "chapel_next",
    }[st.stage]
    if st.stage == "chapel_next":
        st.stage = "bank_turn"


def _apply_build(g: Game, a: Action) -> None:
    st = g.state
    ss = st.seat[a.seat]
    card, target = a.value
    quote = rules.build_quote(g.gd, ss, card, target, st.cap, st.central)
    if card in ss.hand:
        ss.hand.remove(card)
    else:
        st.central.remove(card)  # §14: the cathedral, built from beside the roles
    if target is None:
        ss.city.append([card])
    else:
        for stack in ss.city:
            if stack[-1] == target:
                stack.append(card)
                break
        good = ss.goods.pop(target, None)
        if good is not None:
            st.discard.append(good)  # the covered building's good is discarded unseen
    ss.fresh.append(card)
    st.build_card = card
    st.remaining = quote.cost
    st.goods_paid = 0
    st.goods_max = quote.goods_max
    cid = g.gd.card_of[card].id
    covered = None if target is None else g.gd.card_of[target].id
    g.emit("built", a.seat, card=cid, uid=card, covered=covered, cost=quote.cost)
    st.stage = "pay" if quote.cost else "build_paid"


def _apply_pay(g: Game, a: Action) -> None:
    st = g.state
    ss = st.seat[a.seat]
    if a.kind == "pay_card":
        ss.hand.remove(a.value)
        st.discard.append(a.value)
        g.emit("paid", a.seat, count=1, cards=[a.value])
    else:
        st.discard.append(ss.goods.pop(a.value))
        st.goods_paid += 1
        g.emit("paid", a.seat, count=1, good_on=a.value)
    st.remaining -= 1
    if not st.remaining:
        st.stage = "build_paid"


def _apply_produce(g: Game, a: Action) -> None:
    st = g.state
    uid = g._draw_one()
    if uid is not None:
        st.seat[a.seat].goods[a.value] = uid
        st.done += 1
        g.emit("produced", a.seat, building=a.value, card=g.gd.card_of[a.value].id)
    _produce_check(g)


def _apply_sell(g: Game, a: Action) -> None:
    st = g.state
    assert st.tile is not None
    good = st.seat[a.seat].goods.pop(a.value)
    if a.kind == "sell_keep":
        # §14 harbor: the sold good goes, unseen, under the building instead of the discard.
        keeper = rules.effects_at(g.gd, st.seat[a.seat], fx.SALE_KEEP)[0][2].id
        st.seat[a.seat].piles.setdefault(keeper, []).append(good)
        st.kept += 1
    else:
        st.discard.append(good)  # before the payout draw
    price = rules.price(g.gd, st.tile, a.value)
    st.payout += price
    st.done += 1
    st.sold_any = True
    g.emit("sold", a.seat, building=a.value, card=g.gd.card_of[a.value].id, price=price)
    _sell_check(g)


def _apply_council_draw(g: Game, a: Action) -> None:
    st = g.state
    ss = st.seat[a.seat]
    n, keep, merge = rules.councillor_counts(g.gd, ss, st.cap)
    for _ in range(n):
        uid = g._draw_one()
        if uid is None:
            break
        ss.aside.append(uid)
    drawn = len(ss.aside)
    keep = min(keep, drawn)
    g.emit("councillor_drew", a.seat, count=drawn, keep=keep, cards=list(ss.aside))
    st.remaining = drawn - keep
    if merge:
        ss.hand += ss.aside
        ss.aside = []
        st.stage = "council_discard" if st.remaining else "council_next"
    elif st.remaining == 0:
        ss.hand += ss.aside
        ss.aside = []
        st.stage = "council_next"
    else:
        st.keep = keep
        st.stage = "council_keep"


def _apply_keep(g: Game, a: Action) -> None:
    st = g.state
    ss = st.seat[a.seat]
    ss.aside.remove(a.value)
    ss.hand.append(a.value)
    st.keep -= 1
    if st.keep == 0:
        st.discard += ss.aside
        g.emit("councillor_kept", a.seat, discarded=len(ss.aside), cards=list(ss.aside))
        ss.aside = []
        st.stage = "council_next"


def _apply_discard(g: Game, a: Action) -> None:
    st = g.state
    ss = st.seat[a.seat]
    ss.hand.remove(a.value)
    st.discard.append(a.value)
    source = "hand_limit" if st.stage == "limit" else "councillor"
    g.emit("discarded", a.seat, source=source, count=1, cards=[a.value])
    st.remaining -= 1
    if st.remaining == 0:
        if st.stage == "limit":
            st.turn += 1
            st.stage = "limit_turn"
        else:
            st.stage = "council_next"


def _apply_gold_keep(g: Game, a: Action) -> None:
    _gold_take(g, a.seat, a.value)
    g.state.stage = "gold_next"


def _apply_take_draw(g: Game, a: Action) -> None:
    st = g.state
    offer = st.offer
    assert offer is not None
    st.offer = None
    if a.value and offer.count:
        g._draw_to_hand(offer.seat, offer.count, offer.source)
    st.stage = offer.resume if a.value else offer.resume_no


def _apply_office(g: Game, a: Action) -> None:
    st = g.state
    st.seat[a.seat].hand.remove(a.value)
    st.discard.append(a.value)
    st.done += 1
    source = rules.effects_at(g.gd, st.seat[a.seat], fx.ROUND_START_OFFICE)[0][2].id
    g.emit("discarded", a.seat, source=source, count=1, cards=[a.value])
    if st.done >= st.cap:
        _office_finish(g)


def _apply_bank(g: Game, a: Action) -> None:
    st = g.state
    card_id = _bank_card_id(g, a.seat)
    assert card_id is not None
    st.seat[a.seat].hand.remove(a.value)
    st.seat[a.seat].piles.setdefault(card_id, []).append(a.value)
    st.done += 1
    g.emit("tucked", a.seat, count=1, cards=[a.value], pile=card_id)
    if not st.seat[a.seat].hand:
        _bank_finish(g)


def _apply_tuck(g: Game, a: Action) -> None:
    st = g.state
    ss = st.seat[a.seat]
    ss.hand.remove(a.value)
    ss.chapel.append(a.value)
    g.emit("tucked", a.seat, count=1, cards=[a.value])
    st.stage = "bank_turn"


_APPLY: dict[str, Callable[[Game, Action], None]] = {
    "start_discard": _apply_start_discard,
    "choose_role": _apply_role,
    "use_library": _apply_library,
    "build": _apply_build,
    "pass": _apply_pass,
    "pay_card": _apply_pay,
    "pay_good": _apply_pay,
    "produce": _apply_produce,
    "sell": _apply_sell,
    "council_draw": _apply_council_draw,
    "keep": _apply_keep,
    "discard": _apply_discard,
    "gold_keep": _apply_gold_keep,
    "take_draw": _apply_take_draw,
    "tuck": _apply_tuck,
    "sell_keep": _apply_sell,
    "swap_discard": _apply_office,
    "pile_card": _apply_bank,
}

__all__ = [
    "EDITION_TOGGLES",
    "FIRST_EDITION",
    "OPTIONS",
    "ConfigError",
    "Game",
    "GameConfig",
    "IllegalAction",
]
