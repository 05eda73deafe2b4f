"""Scripted seats (SPEC §12): valuation heuristics at three levels, from the seat's view only.

Every number a seat weighs comes from data/san_juan/ai.yaml (the knobs) or from the engine's
view queries (costs, capacities, prices, scores): no rule is copied here.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from game.san_juan.engine import Action
from game.san_juan.engine import view as V
from game.san_juan.engine.view import SeatView

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
GOOD_ORDER = ("silver", "coffee", "tobacco", "sugar", "indigo")  # the best good first
DEAD = 0.1  # keep value of a violet card already in play: money only


class ScriptedAgent:
    def __init__(self, level: str = "normal", seed: int = 0) -> None:
        if level not in LEVELS:
            raise ValueError(f"level: expected one of {', '.join(LEVELS)}, got {level!r}")
        self.level = level
        self.name = f"scripted:{level}"
        self.rng = random.Random(seed)

    # ------------------------------------------------------------------ entry

    def choose(self, v: SeatView, legal: Sequence[Action]) -> Action:
        handler = _DECIDE.get(v.decision)
        if handler is None:
            return legal[0]
        return handler(self, v, legal)

    # ------------------------------------------------------------------ valuations

    def knob(self, v: SeatView, name: str) -> float:
        return float(v.gd.catalog.ai.levels[self.level][name])

    def lateness(self, v: SeatView) -> float:
        """0 while every city has <= 6 buildings, 1 once one has >= 9."""
        most = max(len(c.stacks) for c in v.cities)
        return min(1.0, max(0.0, (most - 6) / 3))

    def build_value(self, v: SeatView, uid: int, target: int | None = None) -> float:
        """What building `uid` is worth to the seat now, before its cost."""
        card = v.card(uid)
        mine = {v.card(u).id for u in v.cities[v.seat].in_play}
        if card.is_violet and card.id in mine:
            return -10.0  # never legal: a second copy of a violet building
        t = self.lateness(v)
        gain = V.score_if_built(v, uid, target) - V.own_score(v)
        early, late = v.gd.catalog.ai.effect_bonus.get(card.id, (0.0, 0.0))
        value = gain + early * (1 - t) + late * t
        if "six_cost" in card.tags:
            value += self.knob(v, "six_cost") * 2.0 * (1 - t)
        if card.is_production:
            n_prod = sum(1 for u in v.cities[v.seat].in_play if v.card(u).is_production)
            if n_prod < 3:
                value += 1.0 * (1 - t)
            value += 0.3 * (GOOD_ORDER[::-1].index(card.good or "indigo")) * (1 - t) / 2
        if target is not None:
            covered = v.card(target)
            ce, cl = v.gd.catalog.ai.effect_bonus.get(covered.id, (0.0, 0.0))
            value -= ce * (1 - t) + cl * t
        return value

    def keep_value(self, v: SeatView, uid: int) -> float:
        card = v.card(uid)
        if card.is_violet and card.id in {v.card(u).id for u in v.cities[v.seat].in_play}:
            return DEAD
        value = self.build_value(v, uid) - self.knob(v, "cost_weight") * card.cost
        return max(0.2, 1.0 + value)

    # ------------------------------------------------------------------ roles

    def role_scores(self, v: SeatView) -> dict[str, float]:
        roles = v.gd.catalog.setup.roles
        scores = {r: self.role_score(v, r) for r in roles if r not in v.roles_taken}
        noise = self.knob(v, "role_noise")
        if noise:
            scores = {r: s + self.rng.uniform(0, noise) for r, s in scores.items()}
        return scores

    def _doubled(self, v: SeatView) -> bool:
        return V.has_library(v) and not (v.seats == 2 and v.library_used[v.seat])

    def role_score(self, v: SeatView, role: str) -> float:
        denial = self.knob(v, f"denial_{v.seats}")
        mult = 2 if self._doubled(v) else 1
        priv = V.privilege(v, role, mult == 2)
        others = [s for s in range(v.seats) if s != v.seat]
        others_term = self.level == "hard"
        if role == "builder":
            best = self.best_build(v, priv)
            plain = self.best_build(v, 0) if others_term else None
            score = (best[0] if best else 0.0) + 1.0
            if others_term:
                # What the privilege adds over the plain build this seat would get anyway if
                # another seat took the builder: likely with 4 seats, much less with 2.
                likely = self.knob(v, f"others_pick_{v.seats}")
                plain_value = max(plain[0], 0.0) if plain else 0.0
                score = (best[0] if best else 0.0) - likely * plain_value
                score += 0.6 * (best is not None)
                score -= denial * sum(1.2 for s in others if v.hand_sizes[s] >= 3)
            if best and self.lateness(v) >= 1:
                score += self.knob(v, "end_rush")
            return score
        if role == "producer":
            mine = self.goods_value(v, v.seat, V.producer_capacity(v, v.seat, priv))
            theirs = sum(self.goods_value(v, s, V.producer_capacity(v, s, 0)) for s in others)
            return 0.8 * mine - denial * theirs
        if role == "trader":
            mine = self.sale_value(v, v.seat, V.trader_capacity(v, v.seat, priv))
            theirs = sum(self.sale_value(v, s, V.trader_capacity(v, s, 0)) for s in others)
            return mine - denial * theirs
        if role == "councillor":
            n, keep, merge = V.councillor_counts(v, v.seat, priv)
            score = 1.0 + 0.1 * n + 0.5 * (keep - 1) + (0.5 if merge else 0.0)
            if others_term:
                score -= denial * sum(
                    0.9 + 0.5 * (V.councillor_counts(v, s, 0)[1] - 1) for s in others
                )
            return score
        # prospector
        gold = sum(1 for s in others if "gold_mine" in V.usable_ids(v, s))
        own = 1 if "gold_mine" in V.usable_ids(v) else 0
        return float(priv) + 0.5 * own - 0.5 * gold * (1 if denial else 0)

    def goods_value(self, v: SeatView, seat: int, capacity: int) -> float:
        empty = V.empty_production(v, seat)
        prices = sorted((self._mean_price(v, b) for b in empty), reverse=True)
        return sum(prices[:capacity])

    def sale_value(self, v: SeatView, seat: int, capacity: int) -> float:
        full = v.cities[seat].goods
        tile = self._next_tile(v)
        if tile is None:
            prices = sorted((self._mean_price(v, b) for b in full), reverse=True)
        else:
            prices = sorted((V.price(v, tile, b) for b in full), reverse=True)
        sold = prices[:capacity]
        return float(sum(sold)) + (0.5 * len(sold) if sold else 0.0)

    def _mean_price(self, v: SeatView, building: int) -> float:
        tiles = v.gd.catalog.tiles
        return sum(V.price(v, t.id, building) for t in tiles) / len(tiles)

    def _next_tile(self, v: SeatView) -> str | None:
        if v.tile is not None:
            return v.tile
        order = V.tiles_in_order(v)
        return order[0] if order else None

    def best_build(self, v: SeatView, discount: int) -> tuple[float, int, int | None] | None:
        """(value, card, target) of the best affordable build with `discount`, or None."""
        best: tuple[float, int, int | None] | None = None
        cw = self.knob(v, "cost_weight")
        targets: list[int | None] = [None]
        if "crane" in V.usable_ids(v):
            targets += list(v.cities[v.seat].in_play)
        seen: set[str] = set()
        for uid in v.hand:
            cid = v.card(uid).id
            if cid in seen:
                continue
            seen.add(cid)
            for t in targets:
                quote = V.build_quote(v, uid, t, discount)
                if quote.refusal is not None:
                    continue
                value = self.build_value(v, uid, t) - cw * quote.cost
                if best is None or value > best[0]:
                    best = (value, uid, t)
        return best


# ---------------------------------------------------------------------- decisions

Decide = Callable[[ScriptedAgent, SeatView, Sequence[Action]], Action]


def _role(a: ScriptedAgent, v: SeatView, legal: Sequence[Action]) -> Action:
    scores = a.role_scores(v)
    order = v.gd.catalog.setup.roles
    best = max(legal, key=lambda x: (scores.get(x.value, -99), -order.index(x.value)))
    return best


def _library(a: ScriptedAgent, v: SeatView, legal: Sequence[Action]) -> Action:
    # 2 seats: keep the library for the governor's second pick when doubling gains nothing now.
    role = v.role or ""
    useful = True
    if role == "builder":
        once = a.best_build(v, 1)
        twice = a.best_build(v, 2)
        useful = twice is not None and (once is None or twice[0] > once[0] + 0.1)
    elif role == "producer":
        useful = len(V.empty_production(v, v.seat)) > 2
    elif role == "trader":
        useful = len(v.cities[v.seat].goods) > 2
    second_pick_left = v.seats == 2 and v.seat == v.governor and len(v.roles_taken) == 1
    use = useful or not second_pick_left
    return next(x for x in legal if x.value is use)


def _build(a: ScriptedAgent, v: SeatView, legal: Sequence[Action]) -> Action:
    discount = int(v.context.get("discount", 0))
    cw = a.knob(v, "cost_weight")
    best: tuple[float, Action] | None = None
    for x in legal:
        if x.kind != "build":
            continue
        card, target = x.value
        value = a.build_value(v, card, target) - cw * V.build_quote(v, card, target, discount).cost
        if best is None or value > best[0]:
            best = (value, x)
    if best is not None and best[0] >= a.knob(v, "build_threshold"):
        return best[1]
    return next(x for x in legal if x.kind == "pass")


def _pay(a: ScriptedAgent, v: SeatView, legal: Sequence[Action]) -> Action:
    goods = [x for x in legal if x.kind == "pay_good"]
    if goods:
        cheap = min(goods, key=lambda x: a._mean_price(v, x.value))
        if a._mean_price(v, cheap.value) <= 1.6:
            return cheap
    cards = [x for x in legal if x.kind == "pay_card"]
    if not cards:
        return goods[0]
    return min(cards, key=lambda x: a.keep_value(v, x.value))


def _produce(a: ScriptedAgent, v: SeatView, legal: Sequence[Action]) -> Action:
    fills = [x for x in legal if x.kind == "produce"]
    if not fills:
        return legal[0]
    return max(fills, key=lambda x: a._mean_price(v, x.value))


def _sell(a: ScriptedAgent, v: SeatView, legal: Sequence[Action]) -> Action:
    sells = [x for x in legal if x.kind in ("sell", "sell_keep")]
    if not sells:
        return legal[0]
    tile = v.tile or ""
    # Same payout either way; a kept good (§14 harbor) is also worth 1 VP: keep when allowed.
    return max(
        sells,
        key=lambda x: (V.price(v, tile, x.value), x.kind == "sell_keep", a._mean_price(v, x.value)),
    )


def _office(a: ScriptedAgent, v: SeatView, legal: Sequence[Action]) -> Action:
    """§14 office building: swap dead cards (already built violet ids) for fresh draws."""
    swaps = [x for x in legal if x.kind == "swap_discard"]
    dead = [x for x in swaps if a.keep_value(v, x.value) <= DEAD]
    return dead[0] if dead else next(x for x in legal if x.kind == "pass")


def _bank(a: ScriptedAgent, v: SeatView, legal: Sequence[Action]) -> Action:
    """§14 bank, once per game: late, bank the weakest cards and keep 3 to build with."""
    cards = [x for x in legal if x.kind == "pile_card"]
    started = int(v.context.get("done", 0)) > 0
    if cards and (a.lateness(v) >= 1 or started) and len(v.hand) > 3:
        return min(cards, key=lambda x: a.keep_value(v, x.value))
    return next(x for x in legal if x.kind == "pass")


def _council_draw(a: ScriptedAgent, v: SeatView, legal: Sequence[Action]) -> Action:
    return next(x for x in legal if x.kind == "council_draw")


def _keep_best(a: ScriptedAgent, v: SeatView, legal: Sequence[Action]) -> Action:
    return max(legal, key=lambda x: a.keep_value(v, x.value))


def _discard_worst(a: ScriptedAgent, v: SeatView, legal: Sequence[Action]) -> Action:
    return min(legal, key=lambda x: a.keep_value(v, x.value))


def _yes(a: ScriptedAgent, v: SeatView, legal: Sequence[Action]) -> Action:
    return next(x for x in legal if x.value is True)


def _chapel(a: ScriptedAgent, v: SeatView, legal: Sequence[Action]) -> Action:
    tucks = [x for x in legal if x.kind == "tuck"]
    near_end = max(len(c.stacks) for c in v.cities) >= 10
    limit = V.hand_limit(v)
    if tucks and (len(v.hand) > 4 or len(v.hand) > limit or near_end):
        return min(tucks, key=lambda x: a.keep_value(v, x.value))
    return next(x for x in legal if x.kind == "pass")


_DECIDE: dict[str, Decide] = {
    "choose_role": _role,
    "use_library": _library,
    "build": _build,
    "payment": _pay,
    "produce": _produce,
    "sell": _sell,
    "councillor_draw": _council_draw,
    "councillor_keep": _keep_best,
    "councillor_discard": _discard_worst,
    "gold_mine_keep": _keep_best,
    "free_draw": _yes,
    "tuck_card": _chapel,
    "hand_limit": _discard_worst,
    "start_discard": _discard_worst,
    "swap_cards": _office,
    "pile_cards": _bank,
}
