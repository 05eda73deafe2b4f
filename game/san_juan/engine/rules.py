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


def effects_table(gd: GameDef, ss: SeatState, skip: int | None = None) -> dict[str, list[Bound]]:
    """The seat's usable effects by timing point (the building with uid `skip` left out), each
    list in city order."""
    fresh = ss.fresh
    if skip is None:
        cached = ss.fx_cache
        if (
            cached is not None
            and cached[0] is gd
            and cached[1] == len(ss.city)
            and cached[2] == len(fresh)
        ):
            return cached[3]
    index_of = gd.index_of
    if fresh or skip is not None:
        key = tuple(index_of[u] for s in ss.city if (u := s[-1]) != skip and u not in fresh)
    else:
        key = tuple(index_of[s[-1]] for s in ss.city)
    table = gd.memo.get(key)
    if table is None:
        table = {}
        cards = gd.catalog.cards
        for index in key:
            card = cards[index]
            for pt, bound in gd.at[index].items():
                table.setdefault(pt, []).extend((p, fn, card) for p, fn in bound)
        if len(gd.memo) > MEMO_LIMIT:
            gd.memo.clear()
        gd.memo[key] = table
    if skip is None:
        remember_table(gd, ss, table)
    return table


def remember_table(gd: GameDef, ss: SeatState, table: dict[str, list[Bound]]) -> None:
    """Keep `table` as the seat's usable effects for its city as it is now (effects_table)."""
    ss.fx_cache = (gd, len(ss.city), len(ss.fresh), table)


def effects_at(gd: GameDef, ss: SeatState, point: str, skip: int | None = None) -> list[Bound]:
    """The seat's usable effects at one timing point (see effects_table)."""
    if point not in gd.points:
        return _NONE  # no card of this game acts there (a module that is off costs nothing)
    if skip is None:
        # effects_table's cache check, inlined: most queries land here
        cached = ss.fx_cache
        if (
            cached is not None
            and cached[0] is gd
            and cached[1] == len(ss.city)
            and cached[2] == len(ss.fresh)
        ):
            return cached[3].get(point, _NONE)
    return effects_table(gd, ss, skip).get(point, _NONE)


_NONE: list[Bound] = []


def has_effect(gd: GameDef, ss: SeatState, point: str) -> bool:
    return bool(effects_at(gd, ss, point))


def building_count(ss: SeatState) -> int:
    return len(ss.city)


def hand_limit(gd: GameDef, seats: Sequence[SeatState], seat: int) -> int:
    """The seat's limit at the round-start check: 7, 12 with a tower (SPEC §4.5); with a guard
    room in play anywhere (§14), 7 for its owner and 6 for everybody else (a tower still 12)."""
    ss = seats[seat]
    base = gd.catalog.setup.hand_limit
    if fx.HAND_LIMIT_ALL in gd.points:
        for s, other in enumerate(seats):
            found = effects_at(gd, other, fx.HAND_LIMIT_ALL)
            if found:
                own = [fn(p, True) for p, fn, _ in effects_at(gd, ss, fx.HAND_LIMIT_ALL)]
                base = max(own) if own else min(fn(p, s == seat) for p, fn, _ in found)
                break
    for p, fn, _ in effects_at(gd, ss, fx.HAND_LIMIT):
        base = max(base, fn(p))
    return base


def multiplier(gd: GameDef, ss: SeatState) -> int:
    """How many times the seat's privilege counts when it is the chooser (library: 2)."""
    mult = 1
    for p, fn, _ in effects_at(gd, ss, fx.ROLE_PRIVILEGE):
        mult = max(mult, fn(p))
    return mult


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
    tables: dict[int | None, dict[str, list[Bound]]] | None = None,
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
        full = tables[None] if tables is not None else effects_table(gd, ss)
        over = full.get(fx.OVERBUILD, _NONE)
        if not over:
            return _refused("no_overbuild", card=card.id)
        covered = card_of[target]
        if gd.at[covered.index].get(fx.OVERBUILD):
            return _refused("target_not_coverable", target=covered.id)
        if covered.id == card.id:
            return _refused("same_building", card=card.id)
        value = [fn(p) for p, fn in gd.at[covered.index].get(fx.COVER_VALUE, ())]
        discount += max(value) if value else sum(fn(p, covered) for p, fn, _ in over)
    if card.is_violet:
        for t in tops:
            if t != target and card_of[t].id == card.id:
                return _refused("violet_duplicate", card=card.id)
    if tables is not None:
        after = tables.get(target)
        if after is None:
            after = tables[target] = effects_table(gd, ss, target)
    else:
        after = effects_table(gd, ss, target)
    goods = sum(1 for b in ss.goods if b != target)
    cost, goods_max = _price(card, discount, *_terms(after), goods)
    if len(ss.hand) - in_hand + goods_max < cost:
        return Quote(cost, goods_max, ("cannot_pay", {"card": card.id, "cost": cost}))
    return Quote(cost, goods_max, None)


def _terms(after: dict[str, list[Bound]]) -> tuple[list[Bound], int]:
    """What a city's effect table (after placing) does to a price: its build-cost effects and
    the most goods its payment effects let pay (0: none)."""
    pay = after.get(fx.BUILD_PAYMENT)
    return after.get(fx.BUILD_COST, _NONE), max(fn(p) for p, fn, _ in pay) if pay else 0


def _price(
    card: CardDef, discount: int, costs: list[Bound], pay_most: int, goods: int
) -> tuple[int, int]:
    """(cards or goods to pay, goods that may pay) for `card` once placed, with `_terms` of the
    city after placing and `goods` the goods left that might pay (L4-L6)."""
    for p, fn, _ in costs:
        discount += fn(p, card)
    cost = card.cost - discount
    if cost <= 0:
        return 0, 0
    return cost, min(pay_most, goods, cost)


def legal_builds(
    gd: GameDef,
    ss: SeatState,
    cards: Sequence[int],
    discount: int,
    targets: Sequence[int | None],
) -> list[tuple[int, int | None]]:
    """Every (card, target) of `cards` x `targets` that build_quote accepts, card by card in
    the given orders: the same checks, with each target's facts gathered once."""
    card_of = gd.card_of
    id_of = gd.id_of
    violet_of = gd.violet_of
    at = gd.at
    full = effects_table(gd, ss)
    full_terms = _terms(full)
    tops = [s[-1] for s in ss.city]
    goods_all = len(ss.goods)
    # Per target: (target, discount, build-cost effects, most goods paying, goods that may
    # pay, violet ids still in play beside the new card, the covered card's id).
    Site = tuple[int | None, int, list[Bound], int, int, set[str], str | None]
    sites: list[Site] = []
    for t in targets:
        if t is None:
            violet = {id_of[u] for u in tops if violet_of[u]}
            sites.append((None, discount, *full_terms, goods_all, violet, None))
            continue
        over = full.get(fx.OVERBUILD, _NONE)
        covered = card_of[t]
        acts = at[covered.index]
        if t not in tops or not over or acts.get(fx.OVERBUILD):
            continue
        value = [fn(p) for p, fn in acts.get(fx.COVER_VALUE, ())]
        d = discount + (max(value) if value else sum(fn(p, covered) for p, fn, _ in over))
        violet = {id_of[u] for u in tops if u != t and violet_of[u]}
        # Covering a building that changes no price leaves the price terms as they were.
        changes = fx.BUILD_COST in acts or fx.BUILD_PAYMENT in acts
        terms = _terms(effects_table(gd, ss, t)) if changes else full_terms
        goods = goods_all - (t in ss.goods)
        sites.append((t, d, *terms, goods, violet, covered.id))
    hand = ss.hand
    size = len(hand)
    out: list[tuple[int, int | None]] = []
    for uid in cards:
        card = card_of[uid]
        cid = card.id
        violet_card = violet_of[uid]
        payers = size - (uid in hand)
        for t, d, costs, pay_most, goods, violet, covered_id in sites:
            if cid == covered_id or (violet_card and cid in violet):
                continue
            cost, goods_max = _price(card, d, costs, pay_most, goods)
            if payers + goods_max >= cost:
                out.append((uid, t))
    return out


def producer_capacity(gd: GameDef, ss: SeatState, priv: int) -> int:
    base = gd.catalog.setup.action["producer"] + priv
    for p, fn, _ in effects_at(gd, ss, fx.PRODUCER_CAPACITY):
        base += fn(p)
    return base


def trader_capacity(gd: GameDef, ss: SeatState, priv: int) -> int:
    base = gd.catalog.setup.action["trader"] + priv
    for p, fn, _ in effects_at(gd, ss, fx.TRADER_CAPACITY):
        base += fn(p)
    return base


def councillor_counts(gd: GameDef, ss: SeatState, priv: int) -> tuple[int, int, bool]:
    """(cards drawn, cards kept, drawn cards join the hand first) for the seat (SPEC §5.4)."""
    action = gd.catalog.setup.action
    keep = action["councillor_keep"]
    for p, fn, _ in effects_at(gd, ss, fx.COUNCILLOR_KEEP):
        keep += fn(p)
    merge = False
    for p, fn, _ in effects_at(gd, ss, fx.COUNCILLOR_SELECT):
        if fn(p):
            merge = True
            break
    return action["councillor_draw"] + priv, keep, merge


def empty_production(gd: GameDef, ss: SeatState) -> list[int]:
    production = gd.production_of
    goods = ss.goods
    return [u for s in ss.city if production[u := s[-1]] and u not in goods]


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
