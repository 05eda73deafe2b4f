"""Trader: each seat may sell one crate to the trading house; the trader earns one doubloon more."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.puerto_rico.engine import puertoma
from game.puerto_rico.engine.actions import Action
from game.puerto_rico.engine.rules import (
    discard_tile,
    draw_plantations,
    effects,
    free_island,
    gain_doubloons,
    has_effect,
    make_forest,
    occupied_by,
    pay_doubloons,
    privilege,
    sourced_effects,
)
from game.puerto_rico.engine.state import FOREST, GOODS, TRADING_HOUSE_SPACES

if TYPE_CHECKING:
    from game.puerto_rico.engine.game import Game


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


def _deal_options(g: Game, seat: int) -> list[Action]:
    """Cadastral Office, once per phase on the owner's turn (A-70): with a worker, buy a plantation
    from the bag; with a citizen, sell one of its plantations or forests back (SPEC §13.3)."""
    s = g.s
    if "land_deal" not in g.hook_index or seat in s.ps.get("dealt", ()):
        return []
    p = s.players[seat]
    out: list[Action] = []
    for bid, eff in sourced_effects(g, p, "land_deal"):
        if occupied_by(p, bid) == "citizen":
            out += [
                Action(seat, "cadastral_discard", k) for k in (*GOODS, FOREST) if p.tiles[k] > 0
            ]
        elif p.doubloons >= eff.params["price"] and free_island(p) > 0 and (s.bag or s.discard):
            out.append(Action(seat, "cadastral_draw"))
    return out


def _land_deal(g: Game, action: Action) -> None:
    s = g.s
    seat = action.seat
    p = s.players[seat]
    s.ps.setdefault("dealt", []).append(seat)
    bid, eff = sourced_effects(g, p, "land_deal")[0]
    price = eff.params["price"]
    if action.kind == "cadastral_draw":
        pay_doubloons(g, seat, price)
        good = draw_plantations(g, 1)[0]
        p.tiles[good] += 1
        g.emit("plantation_bought", seat, building=bid, good=good, doubloons=price)
        if has_effect(g, p, "forest_option"):
            s.ps["forest"] = [seat, good]  # a Sawmill owner may turn it face down
    else:
        discard_tile(g, seat, action.value)
        gain_doubloons(g, seat, price)
        g.emit("building_coins", seat, building=bid, doubloons=price)


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
    if ps.get("forest"):
        s.pending = (ps["forest"][0], "forest")
        return False
    while ps["i"] < len(order):
        seat = order[ps["i"]]
        if s.auto and puertoma.is_puertoma(g, seat):
            puertoma.trader_turn(g, seat)
            ps["i"] += 1
            continue
        if ps.get("sold"):  # after the sale: the Cadastral Office may still be used
            ps["sold"] = False
            deals = _deal_options(g, seat)
            if deals:
                ps["after_sale"] = 1
                s.pending = (seat, "cadastral")
                g._legal = [*deals, Action(seat, "pass")]
                return False
            ps["i"] += 1
            continue
        options = _sell_options(g, seat) + _deal_options(g, seat)
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
    if kind == "forest":
        return [Action(seat, "make_forest"), Action(seat, "pass")]
    if kind == "cadastral":
        return [*_deal_options(g, seat), Action(seat, "pass")]
    assert kind == "sell"
    return [*_sell_options(g, seat), *_deal_options(g, seat), Action(seat, "pass")]


def act(g: Game, action: Action) -> None:
    s = g.s
    seat = action.seat
    ps = s.ps
    # Which decision this answers: a Sawmill's forest, the deal after a sale, or the turn itself.
    kind = "forest" if ps.get("forest") else "cadastral" if ps.pop("after_sale", 0) else "sell"
    if kind == "forest":
        good = ps.pop("forest")[1]
        if action.kind == "make_forest":
            make_forest(g, seat, good)
            g.emit("forest_placed", seat, good=good)
        return
    if action.kind in ("cadastral_draw", "cadastral_discard"):
        _land_deal(g, action)
        if kind == "cadastral":
            ps["i"] += 1  # the deal after the sale ends the turn
        return
    if kind == "cadastral":  # pass
        ps["i"] += 1
        return
    if action.kind != "pass" and "land_deal" in g.defs.catalog_hooks:  # saves hold "sold"
        ps["sold"] = True  # after the sale's money: may the Cadastral Office still be used?
    else:
        ps["i"] += 1
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
    seat, kind = g.s.pending  # type: ignore[misc]
    p = g.s.players[seat]
    if action.kind in ("cadastral_draw", "cadastral_discard"):
        if not has_effect(g, p, "land_deal"):
            return f"{p.name} has no occupied Cadastral Office"
        if seat in g.s.ps.get("dealt", ()):
            return "the Cadastral Office works once per trader phase"
        if action.kind == "cadastral_draw":
            return (
                "the Cadastral Office draws a plantation with a worker there, 1 doubloon and room"
            )
        return "the Cadastral Office discards a plantation or forest with a citizen there"
    if kind in ("forest", "cadastral"):
        return f"{p.name} must decide on {kind} now, not {action.kind}"
    if action.kind == "sell":
        return why_cannot_sell(g, seat, action.value) or "not a legal sale"
    if action.kind == "trade_post":
        p = g.s.players[seat]
        if not has_effect(g, p, "trade_post"):
            return f"{p.name} has no occupied building that buys crates back"
        return f"{p.name} has no {action.value} to return"
    return f"{g.s.players[seat].name} must sell or pass now, not {action.kind}"
