"""Every card effect, registered by hook name at its timing point (SPEC §2.3, §9).

Phase code asks rules.effects_at(seat, POINT) and calls the handlers it gets; it never tests a
card id. A handler is a small function of the hook's parameters (and the moment's facts), with
one signature per timing point (documented on each constant below).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.san_juan.catalog import CardDef

Params = Mapping[str, Any]

# Timing points, in the order of a round (SPEC §9), with what a handler returns.
ROUND_START_CHAPEL = "round_start_chapel"  # (p) -> cards the owner may tuck
HAND_LIMIT = "hand_limit"  # (p) -> the owner's hand limit
ROLE_PRIVILEGE = "role_privilege"  # (p) -> multiplier of the chooser's privilege
BUILD_COST = "build_cost"  # (p, card built) -> discount
OVERBUILD = "overbuild"  # (p, covered card) -> discount; owning it allows overbuilding
BUILD_PAYMENT = "build_payment"  # (p) -> goods that may pay a build
BUILD_PAID = "build_paid"  # (p, card built, hand size) -> cards the owner may draw
BUILD_DONE = "build_done"  # (p, card built, hand size) -> cards the owner may draw
PRODUCER_CAPACITY = "producer_capacity"  # (p) -> extra goods
AFTER_PRODUCTION = "after_production"  # (p, goods placed) -> cards the owner may draw
TRADER_CAPACITY = "trader_capacity"  # (p) -> extra sales
SALE_PAYOUT = "sale_payout"  # (p, goods sold) -> extra cards
COUNCILLOR_KEEP = "councillor_keep"  # (p) -> extra cards kept
COUNCILLOR_SELECT = "councillor_select"  # (p) -> True: drawn cards join the hand first
AFTER_PROSPECTOR = "after_prospector"  # (p) -> cards the owner may reveal
END_SCORING = "end_scoring"  # (p, cards in play, first_edition, rivals' cards) -> VP
END_SCORING_LAST = "end_scoring_last"  # (p, subtotal) -> VP (computed last: palace)
# « Nouveaux bâtiments » module (SPEC §14)
ROUND_START_OFFICE = "round_start_office"  # (p) -> hand cards the owner may swap
ROUND_START_BANK = "round_start_bank"  # (p) -> True: once per game, any cards to the pile
HAND_LIMIT_ALL = "hand_limit_all"  # (p, is_owner) -> the limit of every seat (guard room)
COVER_VALUE = "cover_value"  # (p) -> a crane's discount when this building is covered
COUNCILLOR_START = "councillor_start"  # (p) -> True: the building takes a good if empty
SALE_PRICE = "sale_price"  # (p) -> the fixed price of the good on this building
SALE_KEEP = "sale_keep"  # (p) -> sold goods per phase the owner may keep in a pile
TRADER_END = "trader_end"  # (p, anybody sold) -> cards the owner may draw
BUILDER_END = "builder_end"  # (p, own count, every seat's count) -> cards the owner may draw
AFTER_GOLD_MINE = "after_gold_mine"  # (p) -> cards the owner may reveal (goldsmith)

Handler = Callable[..., Any]
# hook name -> its (timing point, handler) pairs (a hook may act at several points)
HOOKS: dict[str, list[tuple[str, Handler]]] = {}


def hook(name: str, point: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        HOOKS.setdefault(name, []).append((point, fn))
        return fn

    return register


@hook("tuck_card", ROUND_START_CHAPEL)
def _tuck_card(p: Params) -> int:
    return int(p["per_round"])


@hook("hand_limit", HAND_LIMIT)
def _hand_limit(p: Params) -> int:
    return int(p["limit"])


@hook("double_privilege", ROLE_PRIVILEGE)
def _double_privilege(p: Params) -> int:
    return int(p["multiplier"])


@hook("build_discount", BUILD_COST)
def _build_discount(p: Params, card: CardDef) -> int:
    return int(p["discount"]) if card.kind == p["applies_to"] else 0


@hook("overbuild", OVERBUILD)
def _overbuild(p: Params, covered: CardDef) -> int:
    # « réduit de la valeur de l'ancienne » (l.432): the covered building's printed cost.
    return covered.cost


@hook("pay_with_goods", BUILD_PAYMENT)
def _pay_with_goods(p: Params) -> int:
    return int(p["max_goods"])


@hook("draw_after_build", BUILD_PAID)
def _draw_after_build(p: Params, card: CardDef, hand_size: int) -> int:
    return int(p["draw"]) if card.kind == p["applies_to"] else 0


@hook("draw_if_small_hand", BUILD_DONE)
def _draw_if_small_hand(p: Params, card: CardDef, hand_size: int) -> int:
    return int(p["draw"]) if hand_size <= p["max_hand"] else 0


@hook("extra_production", PRODUCER_CAPACITY)
def _extra_production(p: Params) -> int:
    return int(p["extra"])


@hook("draw_after_production", AFTER_PRODUCTION)
def _draw_after_production(p: Params, placed: int) -> int:
    return int(p["draw"]) if placed >= p["min_placed"] else 0


@hook("extra_sale", TRADER_CAPACITY)
def _extra_sale(p: Params) -> int:
    return int(p["extra"])


@hook("payout_bonus", SALE_PAYOUT)
def _payout_bonus(p: Params, sold: int) -> int:
    return int(p["draw"]) if sold >= p["min_sold"] else 0


@hook("extra_keep", COUNCILLOR_KEEP)
def _extra_keep(p: Params) -> int:
    return int(p["extra"])


@hook("merge_then_discard", COUNCILLOR_SELECT)
def _merge_then_discard(p: Params) -> bool:
    return True


@hook("reveal_keep_lowest", AFTER_PROSPECTOR)
def _reveal_keep_lowest(p: Params) -> int:
    return int(p["reveal"])


@hook("production_bonus", END_SCORING)
def _production_bonus(
    p: Params, cards: list[CardDef], first_edition: bool, rivals: list[list[CardDef]]
) -> int:
    production = [c for c in cards if c.is_production]
    suffix = "_first_edition" if first_edition else ""
    per_building = int(p["per_building" + suffix])
    per_id = int(p["per_id" + suffix])
    return per_building * len(production) + per_id * len({c.id for c in production})


@hook("violet_bonus", END_SCORING)
def _violet_bonus(
    p: Params, cards: list[CardDef], first_edition: bool, rivals: list[list[CardDef]]
) -> int:
    return int(p["per_building"]) * sum(1 for c in cards if c.is_violet)


@hook("monument_bonus", END_SCORING)
def _monument_bonus(
    p: Params, cards: list[CardDef], first_edition: bool, rivals: list[list[CardDef]]
) -> int:
    table = p["by_count"]
    n = sum(1 for c in cards if "monument" in c.tags)
    return int(table[min(n, len(table) - 1)])


@hook("fraction_bonus", END_SCORING_LAST)
def _fraction_bonus(p: Params, subtotal: int) -> int:
    return subtotal // int(p["divisor"])


# ---------------------------------------------------------------- « Nouveaux bâtiments » (§14)


@hook("swap_cards", ROUND_START_OFFICE)
def _swap_cards(p: Params) -> int:
    return int(p["max_cards"])


@hook("pile_once_per_game", ROUND_START_BANK)
def _pile_once_per_game(p: Params) -> bool:
    return True


@hook("hand_limit_for_all", HAND_LIMIT_ALL)
def _hand_limit_for_all(p: Params, is_owner: bool) -> int:
    return int(p["owner"] if is_owner else p["others"])


@hook("cover_value", COVER_VALUE)
def _cover_value(p: Params) -> int:
    return int(p["value"])


@hook("fill_at_councillor", COUNCILLOR_START)
def _fill_at_councillor(p: Params) -> bool:
    return True


@hook("fill_at_councillor", SALE_PRICE)
def _fixed_price(p: Params) -> int:
    return int(p["price"])


@hook("keep_sold_good", SALE_KEEP)
def _keep_sold_good(p: Params) -> int:
    return int(p["per_phase"])


@hook("draw_if_nobody_sold", TRADER_END)
def _draw_if_nobody_sold(p: Params, anybody_sold: bool) -> int:
    return 0 if anybody_sold else int(p["draw"])


@hook("draw_if_fewest_buildings", BUILDER_END)
def _draw_if_fewest(p: Params, own: int, counts: list[int]) -> int:
    # Fewest, ties allowed, but some seat must have more (l.622-624).
    return int(p["draw"]) if own == min(counts) and max(counts) > own else 0


@hook("reveal_keep_if_new", AFTER_GOLD_MINE)
def _reveal_keep_if_new(p: Params) -> int:
    return int(p["reveal"])


def _falling(n: int, first: int) -> int:
    """first + (first - 1) + ... over n terms, never below 0: 4, 3, 2, 1, 0, 0, ..."""
    return sum(max(0, first + 1 - i) for i in range(1, n + 1))


@hook("cost_sets_bonus", END_SCORING)
def _cost_sets_bonus(
    p: Params, cards: list[CardDef], first_edition: bool, rivals: list[list[CardDef]]
) -> int:
    """Residence (§14.3): disjoint sets of `set_size` different buildings of one cost."""
    size = int(p["set_size"])
    by_cost: dict[int, dict[str, int]] = {}
    for c in cards:
        ids = by_cost.setdefault(c.cost, {})
        ids[c.id] = ids.get(c.id, 0) + 1
    sets = 0
    for ids in by_cost.values():
        s = 0
        while sum(min(n, s + 1) for n in ids.values()) >= size * (s + 1):
            s += 1
        sets += s
    return _falling(sets, int(p["first_set"]))


@hook("rivals_six_cost_bonus", END_SCORING)
def _rivals_six_cost_bonus(
    p: Params, cards: list[CardDef], first_edition: bool, rivals: list[list[CardDef]]
) -> int:
    """Cathedral (§14.3): the six-cost buildings in play in the other seats' cities."""
    k = sum(1 for city in rivals for c in city if "six_cost" in c.tags)
    return _falling(k, int(p["first"]))
