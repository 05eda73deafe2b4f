"""Rule queries as pure functions of a game definition and one seat's zones.

The game applies these and view.py exposes them, so a cost, a capacity or a price shown on the
screen or weighed by a bot is the one the engine uses (no second copy of a rule).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from game.san_juan.catalog import CardDef
from game.san_juan.engine import effects as fx
from game.san_juan.engine.gamedef import GameDef
from game.san_juan.engine.state import SeatState

Bound = tuple[Mapping[str, Any], fx.Handler, CardDef]


def usable(gd: GameDef, ss: SeatState) -> list[CardDef]:
    """Buildings in play whose powers work now: not placed in the running builder phase (A-17)."""
    card_of = gd.card_of
    fresh = ss.fresh
    return [card_of[s[-1]] for s in ss.city if s[-1] not in fresh]


# Distinct cities remembered before the memo starts afresh. Games of one configuration share
# their GameDef and so its memo: random play adds about 40 cities a game, a table weighs about
# a kilobyte, and the seat caches (SeatState.fx_cache) do most of the remembering anyway.
MEMO_LIMIT = 5_000


class Powers:
    """A city's usable effects by timing point (`table`, each list in city order) and what the
    turn machinery asks of them most, answered once per city: handlers of these points take
    only their parameters, so their answers are constants of the city."""

    __slots__ = (
        "chapel",
        "costs",
        "cover",
        "keep",
        "limit",
        "merge",
        "mult",
        "net_costs",
        "pay_most",
        "produce",
        "table",
        "trade",
    )

    def __init__(self, table: dict[str, list[Bound]]) -> None:
        self.table = table
        # Most cities act at few points: the handlers are only called where some act.
        self.mult = self.limit = self.produce = self.trade = self.keep = self.pay_most = 0
        self.merge = self.chapel = False
        self.costs = _NONE
        for point, found in table.items():
            if point == fx.ROLE_PRIVILEGE:
                self.mult = max(fn(p) for p, fn, _ in found)
            elif point == fx.HAND_LIMIT:
                self.limit = max(fn(p) for p, fn, _ in found)
            elif point == fx.PRODUCER_CAPACITY:
                self.produce = sum(fn(p) for p, fn, _ in found)
            elif point == fx.TRADER_CAPACITY:
                self.trade = sum(fn(p) for p, fn, _ in found)
            elif point == fx.COUNCILLOR_KEEP:
                self.keep = sum(fn(p) for p, fn, _ in found)
            elif point == fx.COUNCILLOR_SELECT:
                self.merge = any(fn(p) for p, fn, _ in found)
            elif point == fx.ROUND_START_CHAPEL:
                self.chapel = True
            elif point == fx.BUILD_COST:
                self.costs = found
            elif point == fx.BUILD_PAYMENT:
                self.pay_most = max(fn(p) for p, fn, _ in found)
        self.mult = max(1, self.mult)
        # catalog index -> the card's price in this city before the privilege (built when
        # first asked: Powers.price_table)
        self.net_costs: tuple[int, ...] | None = None
        # catalog index of a covered card -> a crane's discount for covering it
        self.cover: dict[int, int] = {}

    def cover_discount(self, gd: GameDef, covered: CardDef, over: list[Bound]) -> int:
        """_cover_discount with this city's crane effects `over`, remembered."""
        d = self.cover.get(covered.index)
        if d is None:
            d = self.cover[covered.index] = _cover_discount(gd, covered, over)
        return d

    def price_table(self, gd: GameDef) -> tuple[int, ...]:
        """Catalog index -> the card's printed cost less the city's build-cost effects."""
        found = self.net_costs
        if found is None:
            found = self.net_costs = _price_table(gd, self.costs)
        return found


def _price_table(gd: GameDef, costs: list[Bound]) -> tuple[int, ...]:
    # Cities with the same build-cost cards share one table.
    key = tuple([card.index for _, _, card in costs])
    found = gd.prices.get(key)
    if found is None:
        found = gd.prices[key] = _prices(gd, costs)
    return found


def _prices(gd: GameDef, costs: list[Bound]) -> tuple[int, ...]:
    cards = gd.catalog.cards
    prices = [c.cost for c in cards]
    for p, fn, _ in costs:
        for i, c in enumerate(cards):
            prices[i] -= fn(p, c)
    return tuple(prices)


def powers(gd: GameDef, ss: SeatState, skip: int | None = None) -> Powers:
    """The seat's usable effects (the building with uid `skip` left out) and their answers."""
    fresh = ss.fresh
    if skip is None:
        cached = ss.fx_cache
        if (
            cached is not None
            and cached[0] is gd
            and cached[1] == len(ss.city)
            and cached[2] == len(fresh)
        ):
            return cached[3]  # type: ignore[no-any-return]
    key = _city_key(gd, ss, skip)
    found = gd.memo.get(key)
    if found is None:
        found = _new_powers(gd, key)
    if skip is None:
        ss.fx_cache = (gd, len(ss.city), len(fresh), found)
    return found  # type: ignore[no-any-return]


# The comprehensions live in helpers of their own: a function whose locals a comprehension
# reads makes cells for them at every call, even when the comprehension does not run.


def _city_key(gd: GameDef, ss: SeatState, skip: int | None) -> tuple[int, ...]:
    """Catalog indexes of the usable buildings that have effects, in city order (`skip` left
    out): the memo key. Buildings without effects (production) add nothing to a table, so
    cities that differ only by them share one."""
    acting = gd.acting_index
    fresh = ss.fresh
    out = []
    for s in ss.city:
        u = s[-1]
        k = acting[u]
        if k >= 0 and u != skip and u not in fresh:
            out.append(k)
    return tuple(out)


def _new_powers(gd: GameDef, key: tuple[int, ...]) -> Powers:
    table: dict[str, list[Bound]] = {}
    cards = gd.catalog.cards
    for index in key:
        card = cards[index]
        for pt, bound in gd.at[index].items():
            into = table.setdefault(pt, [])
            for p, fn in bound:
                into.append((p, fn, card))
    if len(gd.memo) > MEMO_LIMIT:
        gd.memo.clear()
    found = gd.memo[key] = Powers(table)
    return found


def effects_table(gd: GameDef, ss: SeatState, skip: int | None = None) -> dict[str, list[Bound]]:
    """The seat's usable effects by timing point (the building with uid `skip` left out), each
    list in city order."""
    return powers(gd, ss, skip).table


def remember_powers(gd: GameDef, ss: SeatState, found: Powers) -> None:
    """Keep `found` as the seat's usable effects for its city as it is now (see powers)."""
    ss.fx_cache = (gd, len(ss.city), len(ss.fresh), found)


def effects_at(gd: GameDef, ss: SeatState, point: str, skip: int | None = None) -> list[Bound]:
    """The seat's usable effects at one timing point (see effects_table)."""
    if point not in gd.points:
        return _NONE  # no card of this game acts there (a module that is off costs nothing)
    if skip is None:
        # powers' cache check, inlined: most queries land here
        cached = ss.fx_cache
        if (
            cached is not None
            and cached[0] is gd
            and cached[1] == len(ss.city)
            and cached[2] == len(ss.fresh)
        ):
            return cached[3].table.get(point, _NONE)  # type: ignore[no-any-return]
    return powers(gd, ss, skip).table.get(point, _NONE)


_NONE: list[Bound] = []


def has_effect(gd: GameDef, ss: SeatState, point: str) -> bool:
    return bool(effects_at(gd, ss, point))


# (first seat, seats) -> every seat in turn from the first, clockwise
_ORDERS = {(f, n): tuple((f + i) % n for i in range(n)) for n in (2, 3, 4) for f in range(n)}


def seat_order(first: int, seats: int) -> list[int]:
    """Every seat in turn from `first` (a new list: the state keeps it)."""
    return list(_ORDERS[first, seats])


def building_count(ss: SeatState) -> int:
    return len(ss.city)


def hand_limit(gd: GameDef, seats: Sequence[SeatState], seat: int) -> int:
    """The seat's limit at the round-start check: 7, 12 with a tower (SPEC §4.5); with a guard
    room in play anywhere (§14), 7 for its owner and 6 for everybody else (a tower still 12)."""
    ss = seats[seat]
    base = gd.catalog.setup.hand_limit
    if fx.HAND_LIMIT_ALL in gd.points:
        base = _guard_room_limit(gd, seats, seat, base)
    return max(base, powers(gd, ss).limit)


def _guard_room_limit(gd: GameDef, seats: Sequence[SeatState], seat: int, base: int) -> int:
    ss = seats[seat]
    for s, other in enumerate(seats):
        found = effects_at(gd, other, fx.HAND_LIMIT_ALL)
        if found:
            own = [fn(p, True) for p, fn, _ in effects_at(gd, ss, fx.HAND_LIMIT_ALL)]
            return max(own) if own else min(fn(p, s == seat) for p, fn, _ in found)
    return base


def multiplier(gd: GameDef, ss: SeatState) -> int:
    """How many times the seat's privilege counts when it is the chooser (library: 2)."""
    return powers(gd, ss).mult


def privilege(gd: GameDef, role: str, chooser: bool, mult: int) -> int:
    return gd.catalog.setup.privilege[role] * mult if chooser else 0


class Quote(NamedTuple):
    """A build's price: cards to pay, goods that may pay (black market), or the refusal."""

    cost: int
    goods_max: int
    refusal: tuple[str, dict[str, Any]] | None


def _refused(code: str, **fields: Any) -> Quote:
    return Quote(0, 0, (code, fields))


def build_quote(
    gd: GameDef,
    ss: SeatState,
    card_uid: int,
    target: int | None,
    discount: int,
    central: Sequence[int] = (),
) -> Quote:
    """Legality and price of building `card_uid` (on `target` with a crane) - SPEC §5.1 L1-L6.

    `discount` is the seat's privilege (0, 1, or 2 with a library). Placement comes first
    (A-12): a covered building gives no discount and its good cannot pay."""
    in_hand = card_uid in ss.hand
    if not in_hand and card_uid not in central:
        return _refused("not_in_hand", card=card_uid)
    card_of = gd.card_of
    card = card_of[card_uid]
    tops = [s[-1] for s in ss.city]
    if target is not None:
        if target not in tops:
            return _refused("target_not_in_play", target=target)
        over = powers(gd, ss).table.get(fx.OVERBUILD, _NONE)
        if not over:
            return _refused("no_overbuild", card=card.id)
        covered = card_of[target]
        if gd.at[covered.index].get(fx.OVERBUILD):
            return _refused("target_not_coverable", target=covered.id)
        if covered.id == card.id:
            return _refused("same_building", card=card.id)
        discount += _cover_discount(gd, covered, over)
    if card.is_violet:
        for t in tops:
            if t != target and card_of[t].id == card.id:
                return _refused("violet_duplicate", card=card.id)
    after = powers(gd, ss, target)
    goods = len(ss.goods) - (target in ss.goods)
    cost, goods_max = _price(after.price_table(gd)[card.index] - discount, after.pay_most, goods)
    if len(ss.hand) - in_hand + goods_max < cost:
        return Quote(cost, goods_max, ("cannot_pay", {"card": card.id, "cost": cost}))
    return Quote(cost, goods_max, None)


def _cover_discount(gd: GameDef, covered: CardDef, over: list[Bound]) -> int:
    """A crane's discount for covering `covered`: its own cover value, else the crane's."""
    value = [fn(p) for p, fn in gd.at[covered.index].get(fx.COVER_VALUE, ())]
    return max(value) if value else sum(fn(p, covered) for p, fn, _ in over)


def _terms(after: dict[str, list[Bound]]) -> tuple[list[Bound], int]:
    """What a city's effect table (after placing) does to a price: its build-cost effects and
    the most goods its payment effects let pay (0: none)."""
    pay = after.get(fx.BUILD_PAYMENT)
    return after.get(fx.BUILD_COST, _NONE), max(fn(p) for p, fn, _ in pay) if pay else 0


def _price(cost: int, pay_most: int, goods: int) -> tuple[int, int]:
    """(cards or goods to pay, goods that may pay) for a card whose price once placed is
    `cost` (its printed cost less the city's build-cost effects, the privilege and a covered
    building), with `pay_most` the city's payment effects' most goods and `goods` the goods
    left that might pay (L4-L6)."""
    if cost <= 0:
        return 0, 0
    return cost, min(pay_most, goods, cost)


def plain_builds(gd: GameDef, ss: SeatState, found: Powers, discount: int) -> list[int]:
    """legal_builds for a seat that has no crane, with nothing beside the roles: the lowest
    uid of each hand card kind that may be built (on a new stack), in uid order.

    build_quote's payment check, cost <= 0 or cards + min(goods that may pay, cost) >= cost,
    is the same as cost <= cards + goods that may pay, as the cards other than the one built
    are never fewer than 0."""
    index_of = gd.index_of
    violet_of = gd.violet_of
    prices = found.price_table(gd)
    hand = ss.hand
    limit = discount + len(hand) - 1 + min(found.pay_most, len(ss.goods))
    in_play: set[int] | None = None
    out: list[int] = []
    last = -1
    for uid in sorted(hand):
        k = index_of[uid]
        if k == last:
            continue
        last = k
        if prices[k] > limit:
            continue
        if violet_of[uid]:
            if in_play is None:
                in_play = set(map(index_of.__getitem__, [s[-1] for s in ss.city]))
            if k in in_play:
                continue  # L3: a second violet building of one kind
        out.append(uid)
    return out


def legal_builds(
    gd: GameDef,
    ss: SeatState,
    cards: Sequence[int],
    discount: int,
    targets: Sequence[int | None],
) -> list[tuple[int, int | None]]:
    """Every (card, target) of `cards` x `targets` that build_quote accepts, card by card in
    the given orders: the same checks, with each target's facts gathered once (the payment
    check as in plain_builds)."""
    card_of = gd.card_of
    index_of = gd.index_of
    violet_of = gd.violet_of
    full = powers(gd, ss)
    tops = [s[-1] for s in ss.city]
    hand = ss.hand
    size = len(hand)
    goods_all = len(ss.goods)
    # Per target: (target, discount, prices after placing, goods that may pay, catalog index
    # of the covered card or -1, of the covered card if violet or -1).
    sites: list[tuple[int | None, int, tuple[int, ...], int, int, int]] = []
    for t in targets:
        if t is None:
            sites.append(
                (None, discount, full.price_table(gd), min(full.pay_most, goods_all), -1, -1)
            )
            continue
        over = full.table.get(fx.OVERBUILD, _NONE)
        covered = card_of[t]
        acts = gd.at[covered.index]
        if t not in tops or not over or acts.get(fx.OVERBUILD):
            continue
        d = discount + full.cover_discount(gd, covered, over)
        # Covering a building that changes no price leaves the price terms as they were.
        changes = fx.BUILD_COST in acts or fx.BUILD_PAYMENT in acts
        after = powers(gd, ss, t) if changes else full
        goods = goods_all - (t in ss.goods)
        ck = covered.index
        sites.append(
            (
                t,
                d,
                after.price_table(gd),
                min(after.pay_most, goods),
                ck,
                ck if violet_of[t] else -1,
            )
        )
    # violet kinds in play -> how many (L3: a violet kind may not be built twice)
    violet: dict[int, int] | None = None
    out: list[tuple[int, int | None]] = []
    for uid in cards:
        k = index_of[uid]
        payers = size - (uid in hand)
        twice = 0
        if violet_of[uid]:
            if violet is None:
                violet = _violet_counts(gd, tops)
            twice = violet.get(k, 0)
        for t, d, prices, pay, ck, vk in sites:
            if k == ck:
                continue  # the same building
            if twice and twice - (vk == k) > 0:
                continue
            if prices[k] - d <= payers + pay:
                out.append((uid, t))
    return out


def _violet_counts(gd: GameDef, tops: list[int]) -> dict[int, int]:
    index_of = gd.index_of
    violet_of = gd.violet_of
    out: dict[int, int] = {}
    for u in tops:
        if violet_of[u]:
            k = index_of[u]
            out[k] = out.get(k, 0) + 1
    return out


def producer_capacity(gd: GameDef, ss: SeatState, priv: int) -> int:
    return gd.catalog.setup.action["producer"] + priv + powers(gd, ss).produce


def trader_capacity(gd: GameDef, ss: SeatState, priv: int) -> int:
    return gd.catalog.setup.action["trader"] + priv + powers(gd, ss).trade


def councillor_counts(gd: GameDef, ss: SeatState, priv: int) -> tuple[int, int, bool]:
    """(cards drawn, cards kept, drawn cards join the hand first) for the seat (SPEC §5.4)."""
    action = gd.catalog.setup.action
    found = powers(gd, ss)
    return action["councillor_draw"] + priv, action["councillor_keep"] + found.keep, found.merge


def empty_production(gd: GameDef, ss: SeatState) -> list[int]:
    production = gd.production_of
    goods = ss.goods
    out = []
    for s in ss.city:
        u = s[-1]
        if production[u] and u not in goods:
            out.append(u)
    return out


def price(gd: GameDef, tile: str, building_uid: int) -> int:
    """What the good on a building sells for: the tile's price of its good, or the building's
    own fixed price (§14 customs office)."""
    card = gd.card_of[building_uid]
    fixed = gd.at[card.index].get(fx.SALE_PRICE)
    if fixed:
        return int(max(fn(p) for p, fn in fixed))
    assert card.good is not None
    return int(gd.tiles[tile].prices[card.good])


def holds_goods(gd: GameDef, building_uid: int) -> bool:
    card = gd.card_of[building_uid]
    return card.is_production or fx.SALE_PRICE in gd.at[card.index]


def in_play_cards(gd: GameDef, ss: SeatState) -> list[CardDef]:
    return [gd.card_of[s[-1]] for s in ss.city]


def score(gd: GameDef, ss: SeatState, rivals: Sequence[list[CardDef]] = ()) -> dict[str, Any]:
    """Final score of one seat (SPEC §6.2): printed VP, chapel pile, end bonuses (§14: the bank
    and harbor piles, 1 VP a card), palace last. `rivals`: the other seats' cards in play."""
    cards = in_play_cards(gd, ss)
    printed = sum(c.vp for c in cards)
    chapel = len(ss.chapel)
    first = gd.has("guild_hall_first_edition")
    bonuses: dict[str, int] = {}
    for pile, held in ss.piles.items():
        if held:
            bonuses[pile] = len(held)
    others = list(rivals)
    for c in cards:
        for p, fn in gd.at[c.index].get(fx.END_SCORING, ()):
            bonuses[c.id] = bonuses.get(c.id, 0) + fn(p, cards, first, others)
    subtotal = printed + chapel + sum(bonuses.values())
    for c in cards:
        for p, fn in gd.at[c.index].get(fx.END_SCORING_LAST, ()):
            bonuses[c.id] = bonuses.get(c.id, 0) + fn(p, subtotal)
    total = printed + chapel + sum(bonuses.values())
    return {
        "buildings": printed,
        "chapel": chapel,
        "bonuses": bonuses,
        "bonus_total": sum(bonuses.values()),
        "total": total,
        "tiebreak": len(ss.hand) + len(ss.goods),
    }
