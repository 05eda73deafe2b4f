"""Trader: each seat may sell one crate to the trading house; the trader earns one doubloon more."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.puerto_rico.engine import achievements, checkpoints
from game.puerto_rico.engine.actions import PASSES, Action, shared_actions
from game.puerto_rico.engine.decisions import (
    ENGLISH,
    EXTRA_ACTIONS,
    Refusal,
    decision,
    english,
    other_decision,
    who,
)
from game.puerto_rico.engine.progress import TraderProgress
from game.puerto_rico.engine.rules import gain_doubloons, privilege
from game.puerto_rico.engine.state import GOODS, TRADING_HOUSE_SPACES
from game.puerto_rico.engine.timing import At, allows, in_catalog, options, total

if TYPE_CHECKING:
    from game.puerto_rico.engine.game import Game


# The timing points used here, looked up once: reading a member through its enum class goes
# through the enum metaclass's attribute hook, which costs about as much as firing the point.
AT_INSTEAD_OF_SALE = At.INSTEAD_OF_SALE
AT_SALE_PRICE = At.SALE_PRICE
AT_SALE_RIGHT = At.SALE_RIGHT
AT_TRADER_TURN = At.TRADER_TURN


def start(g: Game) -> None:
    g.s.ps = TraderProgress(order=g.s.phase_order(g.s.chooser))


def sale_refusal(g: Game, seat: int, good: str) -> Refusal | None:
    """Why the seat may not sell this good to the trading house now (None if it may)."""
    s = g.s
    p = s.players[seat]
    if good not in p.goods:
        return "decision_refusal.not_a_good", {"value": repr(good)}
    if p.goods[good] <= 0:
        return "decision_refusal.none_to_sell", {"who": p.name, "good": good}
    if len(s.trading_house) >= TRADING_HOUSE_SPACES:
        return "decision_refusal.house_full", {}
    if good in s.trading_house and not allows(g, AT_SALE_RIGHT, seat):
        return "decision_refusal.house_holds", {"good": good}
    return None


def why_cannot_sell(g: Game, seat: int, good: str) -> str | None:
    return english(g, sale_refusal(g, seat, good))


def sale_price(g: Game, seat: int, good: str) -> int:
    s = g.s
    price = g.prices[good]
    if seat == s.chooser:
        price += privilege(g, seat)
    return price + total(g, AT_SALE_PRICE, seat, good)


def _sell_options(g: Game, seat: int) -> list[Action]:
    # sale_refusal's verdict, without wording the refusals: a good not held is the common case.
    s = g.s
    house = s.trading_house
    out: list[Action] = []
    if len(house) < TRADING_HOUSE_SPACES:
        right = None  # a good already there may be sold (asked once, when it matters)
        for good, n in s.players[seat].goods.items():  # in GOODS order
            if n > 0:
                if good in house:
                    if right is None:
                        right = allows(g, AT_SALE_RIGHT, seat)
                    if not right:
                        continue
                out.append(SELL[good][seat])
    if AT_INSTEAD_OF_SALE in g.effects_at:  # (the test spares a call that would list nothing)
        out += options(g, AT_INSTEAD_OF_SALE, seat)
    return out


SELL = shared_actions("sell", GOODS)  # good -> each seat's action selling it


def _deal_options(g: Game, seat: int) -> list[Action]:
    """What the seat's buildings offer on its trader turn, before or after its sale."""
    if AT_TRADER_TURN not in g.effects_at:  # (the test spares a call that would list nothing)
        return []
    return options(g, AT_TRADER_TURN, seat)


def post_price(g: Game, seat: int, good: str) -> int:
    """Price plus the trader privilege; the markets do not apply (SPEC §7.5.3)."""
    return g.prices[good] + (privilege(g, seat) if seat == g.s.chooser else 0)


def advance(g: Game) -> bool:
    s = g.s
    ps = g.s.ps
    assert isinstance(ps, TraderProgress)
    order = ps.order
    if ps.forest:
        s.pending = (ps.forest[0], "forest")
        return False
    while ps.i < len(order):
        seat = order[ps.i]
        if g.automated and g.seat_rules[seat].trader_turn(g):
            ps.i += 1
            continue
        if ps.sold:  # after the sale: the Cadastral Office may still be used
            ps.sold = False
            deals = _deal_options(g, seat)
            if deals:
                ps.after_sale = 1
                s.pending = (seat, "cadastral")
                g._legal = [*deals, PASSES[seat]]
                return False
            ps.i += 1
            continue
        options = _sell_options(g, seat)
        if AT_TRADER_TURN in g.effects_at:  # (the test spares a call that would list nothing)
            options += _deal_options(g, seat)
        if options:
            s.pending = (seat, "sell")
            g._legal = [*options, PASSES[seat]]
            return False
        ps.i += 1
    if len(s.trading_house) >= TRADING_HOUSE_SPACES:
        for good in s.trading_house:
            s.crates[good] += 1
        s.trading_house = []
        g.emit("trading_house_emptied", None)
    return True


def _take_after_sale(ps: TraderProgress) -> bool:
    """Whether this decision is the deal after a sale (then no longer pending)."""
    after = bool(ps.after_sale)
    ps.after_sale = None
    return after


def act(g: Game, action: Action) -> None:
    s = g.s
    seat = action.seat
    ps = g.s.ps
    assert isinstance(ps, TraderProgress)
    # Which decision this answers: the deal after a sale, or the turn itself.
    kind = "cadastral" if _take_after_sale(ps) else "sell"
    extra = EXTRA_ACTIONS.get(action.kind)
    if extra is not None and extra.point is AT_TRADER_TURN:
        extra.resolve(g, action)
        if kind == "cadastral":
            ps.i += 1  # the deal after the sale ends the turn
        return
    if kind == "cadastral":  # pass
        ps.i += 1
        return
    if action.kind != "pass" and in_catalog(g, AT_TRADER_TURN):
        ps.sold = True  # after the sale's money: may a building still act on this turn?
    else:
        ps.i += 1
    if action.kind == "sell":
        good = action.value
        price = sale_price(g, seat, good)
        s.players[seat].goods[good] -= 1
        s.trading_house.append(good)
        gain_doubloons(g, seat, price)
        if g.records_events:
            g.emit("sold", seat, good=good, doubloons=price)
        if g.listening:
            checkpoints.after_sale(g, seat, good)
        if s.achievements is not None:
            achievements.sold(g, seat, good, price)
    elif extra is not None and extra.point is AT_INSTEAD_OF_SALE:
        extra.resolve(g, action)


def _sell_refusal(g: Game, action: Action) -> Refusal | None:
    extra = EXTRA_ACTIONS.get(action.kind)
    if extra is not None and extra.point is AT_TRADER_TURN:
        return extra.refuse(g, action)
    if action.kind == "sell":
        refusal = sale_refusal(g, action.seat, action.value)
        return refusal or ("decision_refusal.sale_not_open", {})
    if extra is not None and extra.point is AT_INSTEAD_OF_SALE:
        return extra.refuse(g, action)
    return "decision_refusal.sell_or_pass", {"who": who(g, action), "action": action.kind}


def _deal_refusal(g: Game, action: Action) -> Refusal | None:
    extra = EXTRA_ACTIONS.get(action.kind)
    if extra is not None and extra.point is AT_TRADER_TURN:
        return extra.refuse(g, action)
    return other_decision(g, action, "cadastral")


decision(
    "sale",
    "sell",
    lambda g, seat: [*_sell_options(g, seat), *_deal_options(g, seat), PASSES[seat]],
    _sell_refusal,
    act,
)
decision(
    "land_deal_after_sale",
    "cadastral",
    lambda g, seat: [*_deal_options(g, seat), PASSES[seat]],
    _deal_refusal,
    act,
)
ENGLISH.update(
    {
        "decision_refusal.not_a_good": lambda g, v: f"{v['value']} is not a good",
        "decision_refusal.none_to_sell": lambda g, v: f"{v['who']} has no {v['good']} to sell",
        "decision_refusal.house_full": lambda g, v: "the trading house is full",
        "decision_refusal.house_holds": lambda g, v: (
            f"the trading house already holds {v['good']} (only a Company owner may add another)"
        ),
        "decision_refusal.sale_not_open": lambda g, v: "not a legal sale",
        "decision_refusal.sell_or_pass": lambda g, v: (
            f"{v['who']} must sell or pass now, not {v['action']}"
        ),
    }
)
