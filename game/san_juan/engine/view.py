"""What a seat may see, and the rule queries the screen and the bots may ask (SPEC §8.3-8.4).

`ai` and `scenes` see the engine through two doors only: the package API and this module. A bot
receives a SeatView (its own hand, aside cards and chapel pile; every public fact; never another
hand, a good's face, the draw-pile order or the discard contents) and may ask for a determinized
copy of the game in which every card it cannot see has been dealt again at random.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.rng import Rng
from game.san_juan.catalog import CardDef
from game.san_juan.engine import effects as fx
from game.san_juan.engine import rules
from game.san_juan.engine.events import PRIVATE_FIELDS, Event
from game.san_juan.engine.game import DECISION_KIND, Game
from game.san_juan.engine.gamedef import GameDef
from game.san_juan.engine.state import SeatState

UNKNOWN = -1  # stands for a good's card: nobody knows it


@dataclass(frozen=True, slots=True)
class CityView:
    """One seat's public city: stacks of uids (top = in play) and the buildings holding a good."""

    stacks: tuple[tuple[int, ...], ...]
    goods: frozenset[int]
    fresh: frozenset[int]

    @property
    def in_play(self) -> tuple[int, ...]:
        return tuple(s[-1] for s in self.stacks)


@dataclass(frozen=True, slots=True)
class SeatView:
    """Everything `seat` may know now. Card uids of other hands never appear in it."""

    gd: GameDef
    seat: int
    seats: int
    names: tuple[str, ...]
    round: int
    governor: int
    current_seat: int | None
    decision: str  # the waiting decision kind ("none" when it is not this seat's)
    context: dict[str, Any]
    role: str | None
    chooser: int
    roles_taken: dict[str, int]
    library_used: tuple[bool, ...]
    hand: tuple[int, ...]
    aside: tuple[int, ...]
    chapel: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    chapel_counts: tuple[int | None, ...]  # others: None unless chapel_count_public
    cities: tuple[CityView, ...]
    draw_size: int
    discard_size: int
    tile: str | None
    tile_history: tuple[str, ...]
    revealed: tuple[int, ...]
    is_over: bool
    central: tuple[int, ...] = ()  # §14: the cathedral while nobody has built it
    # §14 piles per seat: card id -> count (the bank's is hidden like a chapel pile: None)
    piles: tuple[dict[str, int | None], ...] = ()
    own_piles: dict[str, tuple[int, ...]] | None = None

    def card(self, uid: int) -> CardDef:
        return self.gd.card_of[uid]

    def own_zones(self) -> SeatState:
        """The seat's own zones as the rules read them (goods as unknown cards)."""
        c = self.cities[self.seat]
        return SeatState(
            hand=list(self.hand),
            city=[list(s) for s in c.stacks],
            goods=dict.fromkeys(c.goods, UNKNOWN),
            fresh=list(c.fresh),
            piles={k: list(v) for k, v in (self.own_piles or {}).items()},
        )


def _city(ss: SeatState) -> CityView:
    return CityView(tuple(tuple(s) for s in ss.city), frozenset(ss.goods), frozenset(ss.fresh))


def seat_view(g: Game, seat: int | None) -> SeatView:
    """What `seat` may see (None: a spectator, between hot-seat turns)."""
    st = g.state
    public_chapel = g.gd.has("chapel_count_public") or st.stage == "over"
    own = st.seat[seat] if seat is not None else None
    current = g.current_seat
    kind, ctx = g.decision if current == seat and seat is not None else ("none", {})
    return SeatView(
        gd=g.gd,
        seat=-1 if seat is None else seat,
        seats=st.seats,
        names=tuple(st.names),
        round=st.round,
        governor=st.governor,
        current_seat=current,
        decision=kind,
        context=ctx,
        role=st.role,
        chooser=st.chooser,
        roles_taken=dict(st.roles_taken),
        library_used=tuple(st.library_used),
        hand=tuple(own.hand) if own else (),
        aside=tuple(own.aside) if own else (),
        chapel=tuple(own.chapel) if own else (),
        hand_sizes=tuple(len(ss.hand) for ss in st.seat),
        chapel_counts=tuple(
            len(ss.chapel) if (s == seat or public_chapel) else None for s, ss in enumerate(st.seat)
        ),
        cities=tuple(_city(ss) for ss in st.seat),
        draw_size=len(st.draw),
        discard_size=len(st.discard),
        tile=st.tile,
        tile_history=tuple(st.tile_history),
        revealed=tuple(st.revealed),
        is_over=g.is_over,
        central=tuple(st.central),
        piles=tuple(
            {
                k: len(v) if (s == seat or public_chapel or not _hidden_pile(g, k)) else None
                for k, v in ss.piles.items()
            }
            for s, ss in enumerate(st.seat)
        ),
        own_piles={k: tuple(v) for k, v in own.piles.items()} if own else None,
    )


def _hidden_pile(g: Game, card_id: str) -> bool:
    """A pile filled at round start from the hand (§14 bank) is hidden like a chapel pile; a
    pile of sold goods (harbor) is seen growing by everybody."""
    from game.san_juan.engine import effects as fx

    return fx.ROUND_START_BANK in g.gd.at[g.gd.catalog.card(card_id).index]


def determinize(g: Game, seat: int, seed: int) -> Game:
    """A copy of the game for `seat` to search in: every card `seat` cannot see (other hands,
    aside and chapel piles, goods, the draw and discard piles) is dealt again at random among
    those places, each keeping its size. Events are off in the copy."""
    c = g.clone(events=False)
    st = c.state
    hidden: list[int] = [*st.draw, *st.discard]
    for s, ss in enumerate(st.seat):
        hidden += ss.goods.values()
        for pile in ss.piles.values():
            hidden += pile  # goods kept unseen, or cards the owner knows but nobody else
        if s != seat:
            hidden += ss.hand + ss.aside + ss.chapel
    rng = Rng(seed)
    rng.shuffle(hidden)
    pos = 0

    def take(n: int) -> list[int]:
        nonlocal pos
        out = hidden[pos : pos + n]
        pos += n
        return out

    st.draw = take(len(st.draw))
    st.discard = take(len(st.discard))
    for s, ss in enumerate(st.seat):
        ss.goods = dict(zip(ss.goods, take(len(ss.goods)), strict=True))
        ss.piles = {k: take(len(v)) for k, v in ss.piles.items()}
        if s != seat:
            ss.hand = take(len(ss.hand))
            ss.aside = take(len(ss.aside))
            ss.chapel = take(len(ss.chapel))
    st.rng = rng.next_u64()  # the copy's future shuffles are not the real game's
    return c


# Round-start steps nobody else may learn the outcome of (C-1, A-28): tucking under a chapel
# (or a §14 bank) or declining it. Others only see the public "chapel_step" event.
_SECRET_STEPS = ("tuck", "pile")


def visible_event(event: Event, viewer: int | None) -> dict[str, Any] | None:
    """An event as `viewer` may read it: another seat's private cards become counts only, and
    another seat's chapel (or bank) choice is not shown at all (None)."""
    d = event.to_json()
    if event.seat == viewer or d.get("public"):
        return d
    if event.kind in ("tucked", "piled") or (
        event.kind == "passed" and d.get("stage") in _SECRET_STEPS
    ):
        return None
    for name in PRIVATE_FIELDS:
        d.pop(name, None)
    return d


# ---------------------------------------------------------------------- rule queries


def build_cost(v: SeatView, card: int, target: int | None = None) -> rules.Quote:
    """Cost (or refusal) of building `card` (own hand or central), with the current privilege."""
    discount = v.context.get("discount", 0) if v.decision == "build" else 0
    return rules.build_quote(v.gd, v.own_zones(), card, target, discount, v.central)


def privilege(v: SeatView, role: str, doubled: bool = False) -> int:
    return rules.privilege(v.gd, role, True, 2 if doubled else 1)


def has_library(v: SeatView, seat: int | None = None) -> bool:
    return rules.multiplier(v.gd, _zones(v, seat)) > 1


def _zones(v: SeatView, seat: int | None) -> SeatState:
    s = v.seat if seat is None else seat
    if s == v.seat:
        return v.own_zones()
    c = v.cities[s]
    return SeatState(
        city=[list(x) for x in c.stacks], goods=dict.fromkeys(c.goods, UNKNOWN), fresh=list(c.fresh)
    )


def producer_capacity(v: SeatView, seat: int, priv: int) -> int:
    return rules.producer_capacity(v.gd, _zones(v, seat), priv)


def trader_capacity(v: SeatView, seat: int, priv: int) -> int:
    return rules.trader_capacity(v.gd, _zones(v, seat), priv)


def councillor_counts(v: SeatView, seat: int, priv: int) -> tuple[int, int, bool]:
    return rules.councillor_counts(v.gd, _zones(v, seat), priv)


def empty_production(v: SeatView, seat: int) -> list[int]:
    return rules.empty_production(v.gd, _zones(v, seat))


def hand_limit(v: SeatView, seat: int | None = None) -> int:
    s = v.seat if seat is None else seat
    return rules.hand_limit(v.gd, [_zones(v, i) for i in range(v.seats)], s)


def price(v: SeatView, tile: str, building: int) -> int:
    return rules.price(v.gd, tile, building)


def usable_ids(v: SeatView, seat: int | None = None) -> set[str]:
    return {c.id for c in rules.usable(v.gd, _zones(v, seat))}


def keeper(v: SeatView) -> int | None:
    """The building of the seat's own row that keeps a sold good in its pile (§14 harbor):
    its uid, or None. A sell_keep sale puts the good under this one (the first in city order,
    as the engine does)."""
    found = rules.effects_at(v.gd, v.own_zones(), fx.SALE_KEEP)
    if not found or v.seat < 0:
        return None
    card = found[0][2]
    return next((u for u in v.cities[v.seat].in_play if v.card(u) is card), None)


def public_score(v: SeatView, seat: int) -> int:
    """The score from what everybody sees (the chapel pile counted only when visible)."""
    zones = _zones(v, seat)
    if seat == v.seat:
        zones.chapel = list(v.chapel)
    sc = rules.score(v.gd, zones, _rivals(v, seat))
    return int(sc["total"])


def _rivals(v: SeatView, seat: int) -> list[list[CardDef]]:
    return [[v.card(u) for u in c.in_play] for s, c in enumerate(v.cities) if s != seat]


def tiles_in_order(v: SeatView) -> list[str]:
    """The trading-house tiles still to come that the history makes known (A-30), next first."""
    hist = list(v.tile_history)
    n = len(v.gd.catalog.tiles)
    if len(hist) < n - 1:
        return []
    cycle = hist[-(n - 1) :] if len(hist) >= n - 1 else hist
    missing = [t.id for t in v.gd.catalog.tiles if t.id not in cycle]
    order = missing + cycle if len(missing) == 1 else cycle
    return order


def score(g: Game, seat: int) -> dict[str, Any]:
    """A seat's final score sheet (for the end screen: every chapel pile is revealed then)."""
    return g.final_scores()[seat]


def decision_kinds() -> Sequence[str]:
    return tuple(DECISION_KIND.values())


def build_quote(v: SeatView, card: int, target: int | None, discount: int) -> rules.Quote:
    """Cost (or refusal) of building `card` from the own hand with a given privilege discount
    (0, 1 or 2): what a role choice would make of a build."""
    return rules.build_quote(v.gd, v.own_zones(), card, target, discount, v.central)


def score_if_built(v: SeatView, card: int, target: int | None = None) -> int:
    """The seat's score (own chapel pile included) if `card` joined its city (on `target`)."""
    zones = v.own_zones()
    zones.chapel = list(v.chapel)
    if target is None:
        zones.city.append([card])
    else:
        for stack in zones.city:
            if stack[-1] == target:
                stack.append(card)
        zones.goods.pop(target, None)
    return int(rules.score(v.gd, zones, _rivals(v, v.seat))["total"])


def own_score(v: SeatView) -> int:
    return public_score(v, v.seat)
