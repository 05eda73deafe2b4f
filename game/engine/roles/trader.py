"""Trader: each seat may sell one crate to the trading house; the trader earns one doubloon more."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import puertoma
from game.engine.actions import Action
from game.engine.rules import effects, gain_doubloons, has_effect, privilege
from game.engine.state import GOODS, TRADING_HOUSE_SPACES

if TYPE_CHECKING:
    from game.engine.game import Game


def start(g: Game) -> None:
    g.s.ps = {"order": g.s.phase_order(g.s.chooser), "i": 0}


def why_cannot_sell(g: Game, seat: int, good: str) -> str | None:
    s = g.s
    p = s.players[seat]
    if good not in p.goods:
        return f"{good!r} is not a good"
    if p.goods[good] <= 0:
        return f"{p.name} has no {good} to sell"
    if len(s.trading_house) >= TRADING_HOUSE_SPACES:
        return "the trading house is full"
    if good in s.trading_house and not has_effect(g, p, "duplicate_sale"):
        return f"the trading house already holds {good} (only a Company owner may add another)"
    return None


def sale_price(g: Game, seat: int, good: str) -> int:
    s = g.s
    price = g.prices[good]
    if seat == s.chooser:
        price += privilege(g, seat)
    for eff in effects(g, s.players[seat], "sale_bonus"):
        price += eff.params["doubloons"]
    return price


def _sell_options(g: Game, seat: int) -> list[Action]:
    return [
        Action(seat, "sell", good) for good in GOODS if why_cannot_sell(g, seat, good) is None
    ] + _post_options(g, seat)


def _post_options(g: Game, seat: int) -> list[Action]:
    """Trading Post: return 1 crate of any held good to the supply instead of selling."""
    p = g.s.players[seat]
    if not has_effect(g, p, "trade_post"):
        return []
    return [Action(seat, "trade_post", good) for good in GOODS if p.goods[good] > 0]


def post_price(g: Game, seat: int, good: str) -> int:
    """Price plus the trader privilege; the markets do not apply (SPEC §7.5.3)."""
    return g.prices[good] + (privilege(g, seat) if seat == g.s.chooser else 0)


def advance(g: Game) -> bool:
    s = g.s
    ps = s.ps
    order = ps["order"]
    while ps["i"] < len(order):
        seat = order[ps["i"]]
        if s.auto and puertoma.is_puertoma(g, seat):
            puertoma.trader_turn(g, seat)
            ps["i"] += 1
            continue
        options = _sell_options(g, seat)
        if options:
            s.pending = (seat, "sell")
            g._legal = [*options, Action(seat, "pass")]
            return False
        ps["i"] += 1
    if len(s.trading_house) >= TRADING_HOUSE_SPACES:
        for good in s.trading_house:
            s.crates[good] += 1
        s.trading_house = []
        g.emit("trading_house_emptied", None)
    return True


def legal(g: Game, seat: int, kind: str) -> list[Action]:
    assert kind == "sell"
    return [*_sell_options(g, seat), Action(seat, "pass")]


def act(g: Game, action: Action) -> None:
    s = g.s
    seat = action.seat
    s.ps["i"] += 1
    if action.kind == "sell":
        good = action.value
        price = sale_price(g, seat, good)
        s.players[seat].goods[good] -= 1
        s.trading_house.append(good)
        gain_doubloons(g, seat, price)
        g.emit("sold", seat, good=good, doubloons=price)
    elif action.kind == "trade_post":
        good = action.value
        price = post_price(g, seat, good)
        s.players[seat].goods[good] -= 1
        s.crates[good] += 1
        gain_doubloons(g, seat, price)
        g.emit("trading_post_sale", seat, good=good, doubloons=price)


def why_not(g: Game, action: Action) -> str | None:
    seat, _ = g.s.pending  # type: ignore[misc]
    if action.kind == "sell":
        return why_cannot_sell(g, seat, action.value) or "not a legal sale"
    if action.kind == "trade_post":
        p = g.s.players[seat]
        if not has_effect(g, p, "trade_post"):
            return f"{p.name} has no occupied building that buys crates back"
        return f"{p.name} has no {action.value} to return"
    return f"{g.s.players[seat].name} must sell or pass now, not {action.kind}"
