"""The decisions a seat is asked: for each waiting stage its legal actions, and for each action
kind its refusal check and its effect on the state (dispatch tables, no if/elif chains)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.san_juan.engine import effects as fx
from game.san_juan.engine import rules
from game.san_juan.engine.actions import COUNCIL, PASS, YES_NO, Action, actions_of, uid_actions
from game.san_juan.engine.stages import (
    ORDER_ONLY_CHOOSER,
    SETUP_STAGE,
    _bank_card_id,
    _bank_finish,
    _gold_take,
    _office_finish,
    _produce_check,
    _sell_check,
)

if TYPE_CHECKING:
    from game.san_juan.engine.game import Game


def _legal_start_keep(g: Game) -> list[Action]:
    st = g.state
    seat = st.order[st.turn]
    return g._choices(seat, "start_discard", st.seat[seat].hand)


def _legal_role(g: Game) -> list[Action]:
    taken = g.state.roles_taken
    # The roles already taken, in the order they were taken, stand for the roles still free.
    key = (g._picker(), tuple(taken))
    found: list[Action] | None = g.gd.role_actions.get(key)
    if found is None:
        free = list(g.gd.catalog.setup.roles)
        for r in taken:
            free.remove(r)
        found = g.gd.role_actions[key] = actions_of(key[0], "choose_role", free)
    return found  # the game never edits a listed choice (legal_actions hands out copies)


def _legal_library(g: Game) -> list[Action]:
    st = g.state
    return list(YES_NO["use_library"][st.order[st.turn]])


def _legal_build(g: Game) -> list[Action]:
    st = g.state
    seat = st.order[st.turn]
    return [PASS[seat], *g._build_choices(seat)]


def _legal_pay(g: Game) -> list[Action]:
    st = g.state
    seat = st.order[st.turn]
    ss = st.seat[seat]
    out = g._choices(seat, "pay_card", ss.hand)
    if st.goods_paid < st.goods_max:
        out += g._choices(seat, "pay_good", ss.goods)
    return out


def _legal_produce(g: Game) -> list[Action]:
    st = g.state
    seat = st.order[st.turn]
    empty = rules.empty_production(g.gd, st.seat[seat])
    return [PASS[seat], *g._choices(seat, "produce", empty)]


def _keep_limit(g: Game, seat: int) -> int:
    found = rules.effects_at(g.gd, g.state.seat[seat], fx.SALE_KEEP)
    return max([fn(p) for p, fn, _ in found]) if found else 0


def _legal_sell(g: Game) -> list[Action]:
    st = g.state
    seat = st.order[st.turn]
    goods = st.seat[seat].goods
    out = [PASS[seat], *g._choices(seat, "sell", goods)]
    if st.kept < _keep_limit(g, seat):
        out += g._choices(seat, "sell_keep", goods)
    return out


def _legal_office(g: Game) -> list[Action]:
    st = g.state
    seat = st.order[st.turn]
    out = [PASS[seat]]
    if st.done < st.cap:
        out += g._choices(seat, "swap_discard", st.seat[seat].hand)
    return out


def _legal_bank(g: Game) -> list[Action]:
    st = g.state
    seat = st.order[st.turn]
    return [PASS[seat], *g._choices(seat, "pile_card", st.seat[seat].hand)]


def _legal_council(g: Game) -> list[Action]:
    st = g.state
    return list(COUNCIL[st.order[st.turn]])


def _legal_council_keep(g: Game) -> list[Action]:
    st = g.state
    seat = st.order[st.turn]
    return g._choices(seat, "keep", st.seat[seat].aside)


def _legal_discard(g: Game) -> list[Action]:
    st = g.state
    seat = st.order[st.turn]
    return g._choices(seat, "discard", st.seat[seat].hand)


def _legal_gold_keep(g: Game) -> list[Action]:
    st = g.state
    return uid_actions(st.order[st.turn], "gold_keep", st.revealed)


def _legal_offer(g: Game) -> list[Action]:
    offer = g.state.offer
    assert offer is not None
    return list(YES_NO["take_draw"][offer.seat])


def _legal_chapel(g: Game) -> list[Action]:
    st = g.state
    seat = st.order[st.turn]
    return [PASS[seat], *g._choices(seat, "tuck", st.seat[seat].hand)]


LEGAL: dict[str, Callable[[Game], list[Action]]] = {
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


REFUSE: dict[str, Callable[[Game, Action], Refusal]] = {
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
# An action is read by index here, a[0] seat, a[1] kind, a[2] value: the named fields are
# Python-level descriptors, and these run for every decision of every game.


def _apply_start_discard(g: Game, a: Action) -> None:
    st = g.state
    st.seat[a[0]].hand.remove(a[2])
    st.discard.append(a[2])
    if g.recording:
        g.emit("discarded", a[0], source="start", count=1, cards=[a[2]])
    st.stage = "start_keep_turn"


def _apply_role(g: Game, a: Action) -> None:
    st = g.state
    st.roles_taken[a[2]] = a[0]
    st.role = a[2]
    st.chooser = a[0]
    st.order = [a[0]] if a[2] in ORDER_ONLY_CHOOSER else rules.seat_order(a[0], st.seats)
    if g.recording:
        g.emit("role_chosen", a[0], role=a[2])
    st.stage = "phase_begin"


def _apply_library(g: Game, a: Action) -> None:
    st = g.state
    if a[2]:
        st.library_used[a[0]] = True
        st.doubled = True
    if g.recording:
        g.emit("library_declared", a[0], used=bool(a[2]), role=st.role)
    assert st.role is not None
    st.stage = SETUP_STAGE[st.role]


# A passing seat's stage -> where play goes on (the chapel's tuck goes on at the bank step).
_AFTER_PASS = {
    "build": "build_next",
    "produce": "produce_after",
    "sell": "sell_pay",
    "council": "council_next",
    "tuck": "bank_turn",
}


def _apply_pass(g: Game, a: Action) -> None:
    st = g.state
    if g.recording:
        g.emit("passed", a[0], stage=st.stage)
    if st.stage == "swap":
        _office_finish(g)
        return
    if st.stage == "pile":
        _bank_finish(g)
        return
    st.stage = _AFTER_PASS[st.stage]


def _apply_build(g: Game, a: Action) -> None:
    st = g.state
    ss = st.seat[a[0]]
    card, target = a[2]
    usable = rules.powers(g.gd, ss)
    if target is None:
        # build_quote's price for a new stack (the action is legal): the city's price less
        # the privilege, goods paying as far as the city's payment effects allow.
        cost = usable.price_table(g.gd)[g.gd.index_of[card]] - st.cap
        goods_max = min(usable.pay_most, len(ss.goods), cost) if cost > 0 else 0
        cost = max(cost, 0)
    else:
        quote = rules.build_quote(g.gd, ss, card, target, st.cap, st.central)
        cost, goods_max = quote.cost, quote.goods_max
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
    # A new stack's building is fresh (not usable yet, A-17): the usable effects are the same.
    # A covered top left play in place: they are computed afresh.
    if target is None:
        rules.remember_powers(g.gd, ss, usable)
    else:
        ss.fx_cache = None
    st.build_card = card
    st.remaining = cost
    st.goods_paid = 0
    st.goods_max = goods_max
    if g.recording:
        cid = g.gd.card_of[card].id
        covered = None if target is None else g.gd.card_of[target].id
        g.emit("built", a[0], card=cid, uid=card, covered=covered, cost=cost)
    st.stage = "pay" if cost else "build_paid"


def _apply_pay(g: Game, a: Action) -> None:
    st = g.state
    ss = st.seat[a[0]]
    if a[1] == "pay_card":
        ss.hand.remove(a[2])
        st.discard.append(a[2])
        if g.recording:
            g.emit("paid", a[0], count=1, cards=[a[2]])
    else:
        st.discard.append(ss.goods.pop(a[2]))
        st.goods_paid += 1
        if g.recording:
            g.emit("paid", a[0], count=1, good_on=a[2])
    st.remaining -= 1
    if not st.remaining:
        st.stage = "build_paid"


def _apply_produce(g: Game, a: Action) -> None:
    st = g.state
    uid = st.draw.pop() if st.draw else g._draw_one()
    if uid is not None:
        st.seat[a[0]].goods[a[2]] = uid
        st.done += 1
        if g.recording:
            g.emit("produced", a[0], building=a[2], card=g.gd.card_of[a[2]].id)
    _produce_check(g)


def _apply_sell(g: Game, a: Action) -> None:
    st = g.state
    assert st.tile is not None
    good = st.seat[a[0]].goods.pop(a[2])
    if a[1] == "sell_keep":
        # §14 harbor: the sold good goes, unseen, under the building instead of the discard.
        keeper = rules.effects_at(g.gd, st.seat[a[0]], fx.SALE_KEEP)[0][2].id
        st.seat[a[0]].piles.setdefault(keeper, []).append(good)
        st.kept += 1
    else:
        st.discard.append(good)  # before the payout draw
    price = rules.price(g.gd, st.tile, a[2])
    st.payout += price
    st.done += 1
    st.sold_any = True
    if g.recording:
        g.emit("sold", a[0], building=a[2], card=g.gd.card_of[a[2]].id, price=price)
    _sell_check(g)


def _apply_council_draw(g: Game, a: Action) -> None:
    st = g.state
    ss = st.seat[a[0]]
    n, keep, merge = rules.councillor_counts(g.gd, ss, st.cap)
    draw = st.draw
    if 0 < n <= len(draw):
        # the top n at once, in the order they would be drawn one by one
        got = draw[-n:]
        got.reverse()
        del draw[-n:]
        ss.aside += got
    else:
        for _ in range(n):
            uid = g._draw_one()
            if uid is None:
                break
            ss.aside.append(uid)
    drawn = len(ss.aside)
    keep = min(keep, drawn)
    if g.recording:
        g.emit("councillor_drew", a[0], count=drawn, keep=keep, cards=list(ss.aside))
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
    ss = st.seat[a[0]]
    ss.aside.remove(a[2])
    ss.hand.append(a[2])
    st.keep -= 1
    if st.keep == 0:
        st.discard += ss.aside
        if g.recording:
            g.emit("councillor_kept", a[0], discarded=len(ss.aside), cards=list(ss.aside))
        ss.aside = []
        st.stage = "council_next"


def _apply_discard(g: Game, a: Action) -> None:
    st = g.state
    ss = st.seat[a[0]]
    ss.hand.remove(a[2])
    st.discard.append(a[2])
    source = "hand_limit" if st.stage == "limit" else "councillor"
    if g.recording:
        g.emit("discarded", a[0], source=source, count=1, cards=[a[2]])
    st.remaining -= 1
    if st.remaining == 0:
        if st.stage == "limit":
            st.turn += 1
            st.stage = "limit_turn"
        else:
            st.stage = "council_next"


def _apply_gold_keep(g: Game, a: Action) -> None:
    _gold_take(g, a[0], a[2])
    g.state.stage = "gold_next"


def _apply_take_draw(g: Game, a: Action) -> None:
    st = g.state
    offer = st.offer
    assert offer is not None
    st.offer = None
    if a[2] and offer.count:
        g._draw_to_hand(offer.seat, offer.count, offer.source)
    st.stage = offer.resume if a[2] else offer.resume_no


def _apply_office(g: Game, a: Action) -> None:
    st = g.state
    st.seat[a[0]].hand.remove(a[2])
    st.discard.append(a[2])
    st.done += 1
    source = rules.effects_at(g.gd, st.seat[a[0]], fx.ROUND_START_OFFICE)[0][2].id
    if g.recording:
        g.emit("discarded", a[0], source=source, count=1, cards=[a[2]])
    if st.done >= st.cap:
        _office_finish(g)


def _apply_bank(g: Game, a: Action) -> None:
    st = g.state
    card_id = _bank_card_id(g, a[0])
    assert card_id is not None
    st.seat[a[0]].hand.remove(a[2])
    st.seat[a[0]].piles.setdefault(card_id, []).append(a[2])
    st.done += 1
    if g.recording:
        g.emit("tucked", a[0], count=1, cards=[a[2]], pile=card_id)
    if not st.seat[a[0]].hand:
        _bank_finish(g)


def _apply_tuck(g: Game, a: Action) -> None:
    st = g.state
    ss = st.seat[a[0]]
    ss.hand.remove(a[2])
    ss.chapel.append(a[2])
    if g.recording:
        g.emit("tucked", a[0], count=1, cards=[a[2]])
    st.stage = "bank_turn"


APPLY: dict[str, Callable[[Game, Action], None]] = {
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
