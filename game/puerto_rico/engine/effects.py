"""The building effects: one frozen dataclass per catalog hook, its handlers at timing points.

Each class carries the hook's typed parameters (catalog/hooks.py HOOK_SPECS) and the code run at
its timing points (engine/timing.py); an effect that asks a seat something also registers the
decision (engine/decisions.py) next to it, so each rule is read in one place. Handlers take
`(self, g, seat, building_id, ...)`; only occupied buildings are asked (timing.py).

Two buildings with the same hook stack as the timing point says: numbers at `total` points add up
(two markets: +1 and +2 on a sale), rights at `allows` points are had once, decisions are asked
once.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING

from game.puerto_rico.engine import achievements, checkpoints
from game.puerto_rico.engine.actions import PASSES, Action, new_action
from game.puerto_rico.engine.decisions import Refusal, decision, extra_action, other_decision, who
from game.puerto_rico.engine.progress import (
    BuilderProgress,
    CaptainProgress,
    SettlerProgress,
    TraderProgress,
    current,
)
from game.puerto_rico.engine.rules import (
    discard_tile,
    draw_plantations,
    effect_figure_choices,
    effect_worker_available,
    free_island,
    gain_doubloons,
    gain_vp,
    make_forest,
    occupied_by,
    pay_doubloons,
    take_effect_worker,
)
from game.puerto_rico.engine.state import FOREST, GOODS, PORTRAIT, QUARRY, TILE_KINDS
from game.puerto_rico.engine.timing import At, Effect, active, at, fire, register

if TYPE_CHECKING:
    from game.puerto_rico.engine.game import Game


def _dealt(g: Game) -> list[int]:
    """Seats that used their land deal in this trader phase (none outside one)."""
    ps = g.s.ps
    return (ps.dealt or []) if isinstance(ps, TraderProgress) else []


def _small_used(g: Game) -> list[int]:
    """Seats that sent their small private ship in this captain phase (none outside one)."""
    ps = g.s.ps
    return ps.small_used if isinstance(ps, CaptainProgress) else []


# ==================================================================== every phase


@register
@dataclass(frozen=True, slots=True)
class DoublePrivilege(Effect):
    """Publishing House: the role its owner chose grants its privilege twice (SPEC §12.3)."""

    hook = "double_privilege"

    @at(At.ROLE_PRIVILEGE)
    def twice(self, g: Game, seat: int, bid: str) -> bool:
        return True


@register
@dataclass(frozen=True, slots=True)
class Guests(Effect):
    """Bohio: its figures are guests who may leave for empty slots at the owner's decision points
    (SPEC §12.3; the moves themselves are engine/guests.py)."""

    hook = "guests"

    @at(At.DECISION_POINT)
    def hosts(self, g: Game, seat: int, bid: str) -> bool:
        return True


# ==================================================================== settler


@register
@dataclass(frozen=True, slots=True)
class HaciendaDraw(Effect):
    """Hacienda: before its settler pick, the owner may draw a plantation from the bag."""

    hook = "hacienda_draw"

    @at(At.SETTLER_TURN_START)
    def offer(self, g: Game, seat: int, bid: str) -> str | None:
        s = g.s
        if free_island(s.players[seat]) > 0 and (s.bag or s.discard):
            return "hacienda"
        return None

    @staticmethod
    def options(g: Game, seat: int) -> list[Action]:
        return [new_action((seat, "hacienda_draw", None)), PASSES[seat]]

    @staticmethod
    def refuse(g: Game, action: Action) -> Refusal:
        return other_decision(g, action, "hacienda")

    @staticmethod
    def resolve(g: Game, action: Action) -> None:
        if action.kind == "hacienda_draw":
            from game.puerto_rico.engine.roles.settler import gain_plantation

            good = draw_plantations(g, 1)[0]
            if g.records_events:
                g.emit("hacienda_drawn", action.seat, good=good)
            gain_plantation(g, action.seat, good)


@register
@dataclass(frozen=True, slots=True)
class QuarryPick(Effect):
    """Construction Hut / Materials Depot: a quarry may be taken without being the settler."""

    hook = "quarry_pick"

    @at(At.QUARRY_RIGHT)
    def right(self, g: Game, seat: int, bid: str) -> bool:
        return True


@register
@dataclass(frozen=True, slots=True)
class ForestOption(Effect):
    """Sawmill: every plantation its owner gains may be placed face down as a forest
    (SPEC §12.3): the next decision after the gain."""

    hook = "forest_option"

    @at(At.PLANTATION_GAINED)
    def offer(self, g: Game, seat: int, bid: str, good: str) -> None:
        g.s.ps.forest = [seat, good]

    @staticmethod
    def options(g: Game, seat: int) -> list[Action]:
        return [new_action((seat, "make_forest", None)), PASSES[seat]]

    @staticmethod
    def refuse(g: Game, action: Action) -> Refusal:
        if g.s.phase == "trader" and action.kind in LandDeal.action_kinds:
            return LandDeal.refuse(g, action)  # the trader turn's own wording comes first
        return other_decision(g, action, "forest")

    @staticmethod
    def resolve(g: Game, action: Action) -> None:
        ps = g.s.ps
        seat, good = ps.forest  # type: ignore[misc]
        ps.forest = None
        if action.kind != "make_forest":
            return
        make_forest(g, seat, good)
        if isinstance(ps, SettlerProgress):
            gained = ps.gained  # the Hospital may not staff it: it counts as a forest now
            gained[len(gained) - 1 - gained[::-1].index(good)] = FOREST
        g.emit("forest_placed", seat, good=good)


@register
@dataclass(frozen=True, slots=True)
class SettlerWorker(Effect):
    """Hospital: after its settler turn the owner may put a worker (from the supply, else the
    hiring hall, SPEC §11.4, A-45) on a tile it gained this turn: never a forest, the portrait if
    it gained only forests (SPEC §7.1.1 step 4, EX-29). Per the errata (§23) this comes on the
    settler's own turn, before a Publishing House extra pick."""

    hook = "settler_worker"

    @at(At.AFTER_SETTLER_TURN)
    def offer(self, g: Game, seat: int, bid: str) -> str | None:
        if current(g, SettlerProgress).gained and effect_worker_available(g):
            return "hospital"
        return None

    @staticmethod
    def spots(g: Game) -> list[str]:
        """Tiles gained this turn that may take the worker."""
        s = g.s
        p = s.players[s.pending[0]] if s.pending else None
        gained = current(g, SettlerProgress).gained
        kinds = sorted(set(gained) - {FOREST}, key=lambda k: (k == QUARRY, k))
        if p is not None:  # a Bohio guest may already stand on a gained tile
            kinds = [k for k in kinds if p.tiles[k] > p.tile_workers[k]]
        return kinds or [PORTRAIT]

    @staticmethod
    def options(g: Game, seat: int) -> list[Action]:
        kinds = effect_figure_choices(g)
        spots = SettlerWorker.spots(g)
        if kinds:  # the worker supply is empty: the owner picks from the hall
            workers = [
                new_action((seat, "hospital_worker", (k, fig))) for k in spots for fig in kinds
            ]
        else:
            workers = [new_action((seat, "hospital_worker", k)) for k in spots]
        return [*workers, PASSES[seat]]

    @staticmethod
    def refuse(g: Game, action: Action) -> Refusal | None:
        if action.kind != "hospital_worker":
            return other_decision(g, action, "hospital")
        if isinstance(action.value, str) and action.value in SettlerWorker.spots(g):
            return None  # the spot alone: a citizen from the hall by default
        return "decision_refusal.tile_not_gained", {"who": g.s.players[action.seat].name}

    @staticmethod
    def resolve(g: Game, action: Action) -> None:
        if action.kind != "hospital_worker":
            return
        seat = action.seat
        p = g.s.players[seat]
        spot, wanted = action.value if isinstance(action.value, tuple) else (action.value, None)
        figure = take_effect_worker(g, wanted)
        if spot == PORTRAIT:
            p.portrait_workers += 1  # only forests were gained (SPEC §7.1.1 step 4)
        else:
            p.tile_workers[spot] += 1
        if figure == "citizen":
            p.move_citizens(spot, 1)
        if g.records_events:
            g.emit("hospital_worker", seat, tile=spot, figure=figure)


def discardable(g: Game, seat: int) -> list[str]:
    """Tile kinds the seat may discard: plantations and forests, never quarries (A-25)."""
    p = g.s.players[seat]
    return [k for k in (*GOODS, FOREST) if p.tiles[k] > 0]


@register
@dataclass(frozen=True, slots=True)
class LandReview(Effect):
    """Bureau of Lands, at the end of the settler phase (SPEC §13.3): with a worker the owner may
    discard a plantation or forest; with a citizen it scores VP if it has strictly fewer land
    tiles than every other seat."""

    hook = "land_review"
    occupant_dependent = True
    vp: int

    @at(At.SETTLER_END)
    def review(self, g: Game, seat: int, bid: str) -> str | None:
        s = g.s
        p = s.players[seat]
        if occupied_by(p, bid) == "worker":
            ps = current(g, SettlerProgress)
            if discardable(g, seat) and not ps.bureau_asked:
                ps.bureau_asked = True
                return "bureau"
            return None
        others = [q.land_tiles for i, q in enumerate(s.players) if i != seat]
        if others and p.land_tiles < min(others):
            gain_vp(g, seat, self.vp)
            g.emit("building_vp", seat, building=bid, vp=self.vp)
        return None

    @staticmethod
    def options(g: Game, seat: int) -> list[Action]:
        return [new_action((seat, "discard_tile", k)) for k in discardable(g, seat)] + [
            PASSES[seat]
        ]

    @staticmethod
    def refuse(g: Game, action: Action) -> Refusal:
        if action.kind == "discard_tile":
            return "decision_refusal.nothing_to_discard", {
                "who": who(g, action),
                "tile": action.value,
            }
        return other_decision(g, action, "bureau")

    @staticmethod
    def resolve(g: Game, action: Action) -> None:
        if action.kind == "discard_tile":
            discard_tile(g, action.seat, action.value)


# ==================================================================== mayor


@register
@dataclass(frozen=True, slots=True)
class VillaFigure(Effect):
    """Villa: at the start of the mayor phase the owner takes a citizen from the supply, a worker
    if none is left (A-44)."""

    hook = "villa_figure"

    @at(At.MAYOR_START)
    def figure(self, g: Game, seat: int, bid: str) -> None:
        s = g.s
        p = s.players[seat]
        if s.citizen_supply > 0:
            s.citizen_supply -= 1
            p.portrait_workers += 1
            p.move_citizens(PORTRAIT, 1)
            g.emit("building_figure", seat, building=bid, figure="citizen")
        elif s.worker_supply > 0:
            s.worker_supply -= 1
            p.portrait_workers += 1
            g.emit("building_figure", seat, building=bid, figure="worker")


# ==================================================================== builder


@register
@dataclass(frozen=True, slots=True)
class ForestDiscount(Effect):
    """Sawmill: 1 doubloon off any building per `per` forests owned, no level cap (A-13)."""

    hook = "forest_discount"
    per: int

    @at(At.BUILD_COST)
    def discount(self, g: Game, seat: int, bid: str, size: str) -> int:
        return g.s.players[seat].tiles[FOREST] // self.per


@register
@dataclass(frozen=True, slots=True)
class NotaryDiscount(Effect):
    """Notary's Office: a worker there takes `small` off a small building, a citizen `large` off
    a large one, never both (SPEC §13.3)."""

    hook = "notary_discount"
    occupant_dependent = True
    small: int
    large: int

    @at(At.BUILD_COST)
    def discount(self, g: Game, seat: int, bid: str, size: str) -> int:
        occupant = occupied_by(g.s.players[seat], bid)
        if occupant == "worker" and size == "small":
            return self.small
        if occupant == "citizen" and size == "large":
            return self.large
        return 0


@register
@dataclass(frozen=True, slots=True)
class GapItems(Effect):
    """Black Market: after every doubloon, a gap of up to `max_gap` may be paid with as many
    different items (1 figure, 1 crate, 1 VP; SPEC §12.3). The items are builder.py's."""

    hook = "gap_items"
    max_gap: int

    @at(At.BUILD_GAP)
    def gap(self, g: Game, seat: int, bid: str) -> int:
        return self.max_gap


@register
@dataclass(frozen=True, slots=True)
class BuildWorker(Effect):
    """School: after building, the owner may put a worker (from the supply, else the hiring hall,
    A-45) on the new building; on the portrait if it has no slot (Monument)."""

    hook = "build_worker"

    @at(At.AFTER_BUILD)
    def offer(self, g: Game, seat: int, bid: str) -> str | None:
        return "school" if effect_worker_available(g) else None

    @staticmethod
    def options(g: Game, seat: int) -> list[Action]:
        kinds = effect_figure_choices(g)  # from the hall, the owner's pick
        workers = [new_action((seat, "school_worker", k)) for k in kinds] or [
            new_action((seat, "school_worker", None))
        ]
        return [*workers, PASSES[seat]]

    @staticmethod
    def refuse(g: Game, action: Action) -> Refusal | None:
        if action.kind != "school_worker":
            return other_decision(g, action, "school")
        if action.value is None:
            return None  # no figure named: a citizen from the hall by default
        return "decision_refusal.hall_figure", {}

    @staticmethod
    def resolve(g: Game, action: Action) -> None:
        if action.kind != "school_worker":
            return
        s = g.s
        seat = action.seat
        p = s.players[seat]
        bid = current(g, BuilderProgress).built
        assert bid is not None
        figure = take_effect_worker(g, action.value)
        where = bid
        if g.bdefs[bid].slots > p.buildings[bid]:
            p.buildings[bid] += 1
        else:
            p.portrait_workers += 1  # a building without slots (Monument)
            where = PORTRAIT
        if figure == "citizen":
            p.move_citizens(where, 1)
        g.emit("school_worker", seat, building=bid, figure=figure)


@register
@dataclass(frozen=True, slots=True)
class BuildVp(Effect):
    """Church: after the owner builds another building, VP by that building's level."""

    hook = "build_vp"
    by_level: tuple[int, ...]

    @at(At.BUILT)
    def score(self, g: Game, seat: int, bid: str, built: str) -> None:
        if bid == built:
            return  # building the Church itself gives nothing
        level = g.bdefs[built].level
        vp = self.by_level[min(level, len(self.by_level)) - 1]
        if vp:
            gain_vp(g, seat, vp)
            g.emit("building_vp", seat, building=bid, vp=vp)


# ==================================================================== craftsman


@register
@dataclass(frozen=True, slots=True)
class ChapelBonus(Effect):
    """Chapel, at the start of the craftsman phase: a worker there earns doubloons, a citizen VP
    (SPEC §13.3)."""

    hook = "chapel_bonus"
    occupant_dependent = True
    doubloons: int
    vp: int

    @at(At.CRAFTSMAN_START)
    def pay(self, g: Game, seat: int, bid: str) -> None:
        if occupied_by(g.s.players[seat], bid) == "citizen":
            gain_vp(g, seat, self.vp)
            g.emit("building_vp", seat, building=bid, vp=self.vp)
        else:
            gain_doubloons(g, seat, self.doubloons)
            g.emit("building_coins", seat, building=bid, doubloons=self.doubloons)


@register
@dataclass(frozen=True, slots=True)
class CanalBonus(Effect):
    """Canal, after the owner's production: `crates` more of each good it produced that has a
    small- and a large-tier building, if its large-tier one is occupied, supply permitting. Comes
    before the Factory's doubloons."""

    hook = "canal_bonus"
    crates: int

    @at(At.AFTER_PRODUCTION, order=0)
    def extra(self, g: Game, seat: int, bid: str, made: dict[str, int]) -> None:
        from game.puerto_rico.engine.roles.craftsman import gained

        s = g.s
        p = s.players[seat]
        extra: dict[str, int] = {}
        for good in GOODS:
            if not made.get(good):
                continue
            tiers = {g.bdefs[b].tier for b in g.producers[good]}
            large_occupied = any(
                p.buildings.get(b, 0) > 0 for b in g.producers[good] if g.bdefs[b].tier == "large"
            )
            n = min(self.crates, s.crates[good])
            if "small" in tiers and large_occupied and n > 0:
                s.crates[good] -= n
                p.goods[good] += n
                gained(g, seat, good, n)
                extra[good] = n
        if extra:
            g.emit("building_goods", seat, building=bid, goods=extra)


@register
@dataclass(frozen=True, slots=True)
class VarietyBonus(Effect):
    """Factory, after the owner's production: doubloons by the number of kinds produced."""

    hook = "variety_bonus"
    doubloons: tuple[int, ...]

    @at(At.AFTER_PRODUCTION, order=1)
    def pay(self, g: Game, seat: int, bid: str, made: dict[str, int]) -> None:
        bonus = self.doubloons[min(len(made), len(self.doubloons) - 1)]
        if bonus:
            gain_doubloons(g, seat, bonus)
            g.emit("factory_bonus", seat, doubloons=bonus, kinds=len(made))


@register
@dataclass(frozen=True, slots=True)
class CitizenCoins(Effect):
    """Large Sewing Workshop, the owner's production step (produced or not): doubloons per
    citizen owned, at most `cap` with the alternative rule sewing_cap (SPEC §18.3)."""

    hook = "citizen_coins"
    doubloons: int
    cap: int

    @at(At.PRODUCTION_STEP_END)
    def pay(self, g: Game, seat: int, bid: str) -> None:
        coins = self.doubloons * g.s.players[seat].citizen_count
        if "sewing_cap" in g.s.variants:
            coins = min(coins, self.cap)
        if coins:
            gain_doubloons(g, seat, coins)
            g.emit("building_coins", seat, building=bid, doubloons=coins)


@register
@dataclass(frozen=True, slots=True)
class DistillBonus(Effect):
    """Distillery, at the end of the craftsman phase: doubloons for the non-corn good the owner
    gained most crates of this phase, minus `minus`."""

    hook = "distill_bonus"
    minus: int

    @at(At.CRAFTSMAN_END)
    def pay(self, g: Game, seat: int, bid: str, gains: dict[str, int]) -> None:
        best = max((n for good, n in gains.items() if good != "corn"), default=0)
        bonus = max(0, best - self.minus)
        if bonus:
            gain_doubloons(g, seat, bonus)
            g.emit("building_coins", seat, building=bid, doubloons=bonus)


# ==================================================================== trader


@register
@dataclass(frozen=True, slots=True)
class SaleBonus(Effect):
    """Small / Large Market: doubloons more on every sale to the trading house."""

    hook = "sale_bonus"
    doubloons: int

    @at(At.SALE_PRICE)
    def bonus(self, g: Game, seat: int, bid: str, good: str) -> int:
        return self.doubloons


@register
@dataclass(frozen=True, slots=True)
class DuplicateSale(Effect):
    """Office (Company): may sell a good the trading house already holds."""

    hook = "duplicate_sale"

    @at(At.SALE_RIGHT)
    def right(self, g: Game, seat: int, bid: str) -> bool:
        return True


@register
@dataclass(frozen=True, slots=True)
class TradePost(Effect):
    """Trading Post: instead of selling, return 1 crate to the supply for its price plus the
    trader privilege; the markets do not apply (SPEC §7.5.3; played by trader.py)."""

    hook = "trade_post"

    @at(At.INSTEAD_OF_SALE)
    def offer(self, g: Game, seat: int, bid: str) -> list[Action]:
        p = g.s.players[seat]
        return [new_action((seat, "trade_post", good)) for good in GOODS if p.goods[good] > 0]

    @staticmethod
    def refuse(g: Game, action: Action) -> Refusal:
        if not active(g, At.INSTEAD_OF_SALE, action.seat):
            return "decision_refusal.no_trade_post", {"who": who(g, action)}
        return "decision_refusal.nothing_to_return", {"who": who(g, action), "good": action.value}

    @staticmethod
    def resolve(g: Game, action: Action) -> None:
        from game.puerto_rico.engine.roles.trader import post_price

        s = g.s
        seat = action.seat
        good = action.value
        price = post_price(g, seat, good)
        s.players[seat].goods[good] -= 1
        s.crates[good] += 1
        gain_doubloons(g, seat, price)
        g.emit("trading_post_sale", seat, good=good, doubloons=price)
        achievements.sold(g, seat, good, price, trading_house=False)


@register
@dataclass(frozen=True, slots=True)
class LandDeal(Effect):
    """Cadastral Office, once per trader phase on the owner's turn, before or after its sale
    (A-70): with a worker, pay `price` to draw a plantation onto the island; with a citizen,
    discard a plantation or forest for `price` (SPEC §13.3)."""

    hook = "land_deal"
    occupant_dependent = True
    action_kinds = ("cadastral_draw", "cadastral_discard")
    price: int

    @at(At.TRADER_TURN)
    def offer(self, g: Game, seat: int, bid: str) -> list[Action]:
        s = g.s
        if seat in (current(g, TraderProgress).dealt or ()):
            return []
        p = s.players[seat]
        if occupied_by(p, bid) == "citizen":
            return [
                new_action((seat, "cadastral_discard", k))
                for k in (*GOODS, FOREST)
                if p.tiles[k] > 0
            ]
        if p.doubloons >= self.price and free_island(p) > 0 and (s.bag or s.discard):
            return [new_action((seat, "cadastral_draw", None))]
        return []

    @staticmethod
    def refuse(g: Game, action: Action) -> Refusal:
        seat = action.seat
        if not active(g, At.TRADER_TURN, seat):
            return "decision_refusal.no_land_deal", {"who": who(g, action)}
        if seat in _dealt(g):
            return "decision_refusal.land_deal_used", {}
        if action.kind == "cadastral_draw":
            return "decision_refusal.land_deal_draw", {"price": LandDeal.price_for(g, seat)}
        return "decision_refusal.land_deal_discard", {"price": LandDeal.price_for(g, seat)}

    @staticmethod
    def price_for(g: Game, seat: int) -> int:
        return min(eff.price for _, eff in active(g, At.TRADER_TURN, seat))  # type: ignore[attr-defined]

    @staticmethod
    def resolve(g: Game, action: Action) -> None:
        s = g.s
        seat = action.seat
        p = s.players[seat]
        ps = current(g, TraderProgress)
        if ps.dealt is None:
            ps.dealt = []
        ps.dealt.append(seat)
        bid, eff = active(g, At.TRADER_TURN, seat)[0]
        price = eff.price  # type: ignore[attr-defined]
        if action.kind == "cadastral_draw":
            pay_doubloons(g, seat, price)
            good = draw_plantations(g, 1)[0]
            p.tiles[good] += 1
            g.emit("plantation_bought", seat, building=bid, good=good, doubloons=price)
            fire(g, At.PLANTATION_GAINED, seat, good)
            checkpoints.after_land(g, seat)
        else:
            discard_tile(g, seat, action.value)
            gain_doubloons(g, seat, price)
            g.emit("building_coins", seat, building=bid, doubloons=price)


# ==================================================================== captain


@register
@dataclass(frozen=True, slots=True)
class LoadCoin(Effect):
    """Lighthouse: doubloons per loading action onto any ship, and as many once at the start of
    the captain phase if the owner is the captain (before any Manufactory, SPEC §20)."""

    hook = "load_coin"
    doubloons: int

    @at(At.CAPTAIN_START, order=0)
    def captain_coin(self, g: Game, seat: int, bid: str) -> None:
        if seat == g.s.chooser:
            self.pay(g, seat, bid)

    @at(At.AFTER_LOAD)
    def pay(self, g: Game, seat: int, bid: str) -> None:
        gain_doubloons(g, seat, self.doubloons)
        g.emit("building_coins", seat, building=bid, doubloons=self.doubloons)


@register
@dataclass(frozen=True, slots=True)
class HoldVp(Effect):
    """Manufactory, at the start of the captain phase: floor(n / per) VP for each good of which
    the owner holds n crates."""

    hook = "hold_vp"
    per: int

    @at(At.CAPTAIN_START, order=1)
    def score(self, g: Game, seat: int, bid: str) -> None:
        p = g.s.players[seat]
        vp = sum(p.goods[good] // self.per for good in GOODS)
        if vp:
            gain_vp(g, seat, vp)
            g.emit("building_vp", seat, building=bid, vp=vp)


@register
@dataclass(frozen=True, slots=True)
class ExportVp(Effect):
    """Export Office, at the start of the captain phase before any loading (A-23): return up to
    one crate per citizen owned, all of different goods, for `vp` VP each."""

    hook = "export_vp"
    vp: int

    @at(At.BEFORE_LOADING)
    def can_export(self, g: Game, seat: int, bid: str) -> bool:
        return bool(ExportVp.choices(g, seat))

    @staticmethod
    def choices(g: Game, seat: int) -> list[Action]:
        p = g.s.players[seat]
        if not p.citizens or not active(g, At.BEFORE_LOADING, seat):
            return []
        held = [good for good in GOODS if p.goods[good] > 0]
        most = min(p.citizen_count, len(held))
        return [
            new_action((seat, "export_goods", combo))
            for k in range(most, 0, -1)
            for combo in combinations(held, k)
        ]

    @staticmethod
    def options(g: Game, seat: int) -> list[Action]:
        return [*ExportVp.choices(g, seat), PASSES[seat]]

    @staticmethod
    def refuse(g: Game, action: Action) -> Refusal:
        if action.kind == "export_goods":
            return "decision_refusal.export_choice", {"who": who(g, action)}
        return "decision_refusal.export_first", {"who": who(g, action), "action": action.kind}

    @staticmethod
    def resolve(g: Game, action: Action) -> None:
        s = g.s
        export = current(g, CaptainProgress).export
        assert export
        export.pop(0)
        if action.kind != "export_goods":
            return
        seat = action.seat
        p = s.players[seat]
        bid, eff = active(g, At.BEFORE_LOADING, seat)[0]
        for good in action.value:
            p.goods[good] -= 1
            s.crates[good] += 1
        vp = eff.vp * len(action.value)  # type: ignore[attr-defined]
        gain_vp(g, seat, vp)
        g.emit("goods_exported", seat, building=bid, goods=list(action.value), vp=vp)


@register
@dataclass(frozen=True, slots=True)
class PrivateShip(Effect):
    """Wharf: once per captain phase, load every crate of one good onto a private ship of
    unlimited size; the crates go straight back to the supply."""

    hook = "private_ship"

    @at(At.OWN_SHIPS, order=0)
    def offer(self, g: Game, seat: int, bid: str) -> list[Action]:
        s = g.s
        if seat in current(g, CaptainProgress).private_used:
            return []
        p = s.players[seat]
        return [new_action((seat, "load_private", good)) for good in GOODS if p.goods[good]]

    @staticmethod
    def refuse(g: Game, action: Action) -> Refusal:
        return "decision_refusal.no_private_ship", {"who": who(g, action), "good": action.value}

    @staticmethod
    def resolve(g: Game, action: Action) -> None:
        from game.puerto_rico.engine.roles.captain import load_vp

        s = g.s
        seat = action.seat
        p = s.players[seat]
        good = action.value
        n = p.goods[good]
        p.goods[good] = 0
        s.crates[good] += n
        current(g, CaptainProgress).private_used.append(seat)
        vp = load_vp(g, seat, n)
        gain_vp(g, seat, vp)
        g.emit("loaded", seat, good=good, count=n, ship="private ship", ship_index=None, vp=vp)
        fire(g, At.AFTER_LOAD, seat)
        checkpoints.after_load(g, seat, {good: n}, None)


Crates = tuple[tuple[str, int], ...]  # (good, count) pairs, e.g. a small private ship's load


def _crates(counts: dict[str, int]) -> Crates:
    return tuple((good, counts[good]) for good in GOODS if counts.get(good))


@register
@dataclass(frozen=True, slots=True)
class SmallPrivateShip(Effect):
    """Small Wharf: once per captain phase, as a loading turn, any mix of k >= 1 crates onto a
    small private ship for floor(k / per) VP; the crates go back to the supply."""

    hook = "small_private_ship"
    per: int

    @at(At.OWN_SHIPS, order=1)
    def offer(self, g: Game, seat: int, bid: str) -> list[Action]:
        """The distinct useful loads: every crate, and, when the number of crates is odd (the
        last crate scores nothing), every crate but one of a good. Any other mix of k >= 1 held
        crates is valid too (refuse accepts it)."""
        s = g.s
        p = s.players[seat]
        if seat in _small_used(g):
            return []
        held = {good: p.goods[good] for good in GOODS if p.goods[good]}
        total = sum(held.values())
        if not total:
            return []
        out = [Action(seat, "load_small_private", _crates(held))]
        if total % 2 and total > 1:
            for good in held:
                fewer = dict(held)
                fewer[good] -= 1
                out.append(Action(seat, "load_small_private", _crates(fewer)))
        return out

    @staticmethod
    def refuse(g: Game, action: Action) -> Refusal | None:
        """None if the value is a valid small-private-ship load for the seat now, else why not."""
        s = g.s
        seat = action.seat
        value = action.value
        p = s.players[seat]
        own = active(g, At.OWN_SHIPS, seat)
        ships = [eff for _, eff in own if isinstance(eff, SmallPrivateShip)]
        if seat in _small_used(g) or not ships:
            return "decision_refusal.no_small_ship", {"who": p.name}
        if not isinstance(value, (tuple, list)) or not value:
            return "decision_refusal.small_load_shape", {}
        seen: set[str] = set()
        for pair in value:
            if not isinstance(pair, (tuple, list)) or len(pair) != 2:
                return "decision_refusal.small_load_pair", {"value": repr(pair)}
            good, n = pair
            if good not in GOODS or good in seen:
                return "decision_refusal.small_load_good", {"value": repr(good)}
            seen.add(good)
            if not isinstance(n, int) or isinstance(n, bool) or n < 1:
                return "decision_refusal.small_load_count", {"good": good}
            if n > p.goods[good]:
                return "decision_refusal.small_load_holds", {
                    "who": p.name,
                    "have": p.goods[good],
                    "good": good,
                }
        return None

    @staticmethod
    def resolve(g: Game, action: Action) -> None:
        from game.puerto_rico.engine.roles.captain import load_vp

        s = g.s
        seat = action.seat
        p = s.players[seat]
        load = {good: n for good, n in action.value}
        k = sum(load.values())
        for good, n in load.items():
            p.goods[good] -= n
            s.crates[good] += n
        current(g, CaptainProgress).small_used.append(seat)
        ship = next(e for _, e in active(g, At.OWN_SHIPS, seat) if isinstance(e, SmallPrivateShip))
        vp = load_vp(g, seat, k // max(1, ship.per))
        gain_vp(g, seat, vp)
        shown = {good: load[good] for good in GOODS if load.get(good)}
        g.emit("small_ship_loaded", seat, goods=shown, count=k, vp=vp)
        fire(g, At.AFTER_LOAD, seat)
        checkpoints.after_load(g, seat, shown, None)


@register
@dataclass(frozen=True, slots=True)
class LoadVp(Effect):
    """Harbour (Port): VP more per loading action."""

    hook = "load_vp"
    vp: int

    @at(At.LOAD_VP)
    def bonus(self, g: Game, seat: int, bid: str) -> int:
        return self.vp


@register
@dataclass(frozen=True, slots=True)
class StorageTypes(Effect):
    """Warehouses: every crate of `types` more goods is kept at storage."""

    hook = "storage_types"
    types: int

    @at(At.STORAGE_TYPES)
    def kept(self, g: Game, seat: int, bid: str) -> int:
        return self.types


@register
@dataclass(frozen=True, slots=True)
class StorageExtra(Effect):
    """Shed: `crates` more crates of any goods are kept at storage."""

    hook = "storage_extra"
    crates: int

    @at(At.STORAGE_CRATES)
    def kept(self, g: Game, seat: int, bid: str) -> int:
        return self.crates


# ==================================================================== final scoring


@register
@dataclass(frozen=True, slots=True)
class EndProductionBonus(Effect):
    """Fire station: VP per small-tier / large-tier production building owned."""

    hook = "end_production_bonus"
    small: int
    large: int

    @at(At.END_SCORING)
    def bonus(self, g: Game, seat: int, bid: str) -> int:
        total = 0
        for owned in g.s.players[seat].buildings:
            b = g.bdefs[owned]
            if b.is_production:
                total += self.large if b.tier == "large" else self.small
        return total


@register
@dataclass(frozen=True, slots=True)
class EndLandBonus(Effect):
    """Residence: VP of the last row of `table` whose minimum of land tiles is reached."""

    hook = "end_land_bonus"
    table: tuple[tuple[int, int], ...]

    @at(At.END_SCORING)
    def bonus(self, g: Game, seat: int, bid: str) -> int:
        tiles = g.s.players[seat].land_tiles
        vp = 0
        for minimum, points in self.table:
            if tiles >= minimum:
                vp = points
        return vp


@register
@dataclass(frozen=True, slots=True)
class EndFigureBonus(Effect):
    """Fortress: 1 VP per `per` figures owned."""

    hook = "end_figure_bonus"
    per: int

    @at(At.END_SCORING)
    def bonus(self, g: Game, seat: int, bid: str) -> int:
        return g.s.players[seat].figures // self.per


@register
@dataclass(frozen=True, slots=True)
class EndChipBonus(Effect):
    """Customs House: 1 VP per `per` VP chips."""

    hook = "end_chip_bonus"
    per: int

    @at(At.END_SCORING)
    def bonus(self, g: Game, seat: int, bid: str) -> int:
        return g.s.players[seat].chips // self.per


@register
@dataclass(frozen=True, slots=True)
class EndCommercialBonus(Effect):
    """City Hall (Governor's Palace): VP per commercial building owned."""

    hook = "end_commercial_bonus"
    per_building: int

    @at(At.END_SCORING)
    def bonus(self, g: Game, seat: int, bid: str) -> int:
        owned = g.s.players[seat].buildings
        return sum(1 for b in owned if not g.bdefs[b].is_production) * self.per_building


@register
@dataclass(frozen=True, slots=True)
class EndSetsBonus(Effect):
    """Cathedral: floor(n / size) sets per kind of land tile; VP by the number of sets, the last
    entry for any more."""

    hook = "end_sets_bonus"
    size: int
    vp_by_sets: tuple[int, ...]

    @at(At.END_SCORING)
    def bonus(self, g: Game, seat: int, bid: str) -> int:
        p = g.s.players[seat]
        sets = sum(p.tiles[kind] // self.size for kind in TILE_KINDS)
        return self.vp_by_sets[min(sets, len(self.vp_by_sets) - 1)]


@register
@dataclass(frozen=True, slots=True)
class EndCitizenBonus(Effect):
    """Main Square: VP per citizen owned."""

    hook = "end_citizen_bonus"
    per_citizen: int

    @at(At.END_SCORING)
    def bonus(self, g: Game, seat: int, bid: str) -> int:
        return g.s.players[seat].citizen_count * self.per_citizen


# ==================================================================== the decisions they ask

decision(
    "draw_plantation", "hacienda", HaciendaDraw.options, HaciendaDraw.refuse, HaciendaDraw.resolve
)
decision(
    "forest_or_plantation",
    "forest",
    ForestOption.options,
    ForestOption.refuse,
    ForestOption.resolve,
)
decision(
    "extra_worker_on_tile",
    "hospital",
    SettlerWorker.options,
    SettlerWorker.refuse,
    SettlerWorker.resolve,
)
decision("discard_land", "bureau", LandReview.options, LandReview.refuse, LandReview.resolve)
decision(
    "extra_worker_on_building",
    "school",
    BuildWorker.options,
    BuildWorker.refuse,
    BuildWorker.resolve,
)
decision("goods_to_export", "export", ExportVp.options, ExportVp.refuse, ExportVp.resolve)

for _kind in LandDeal.action_kinds:
    extra_action(_kind, At.TRADER_TURN, LandDeal.refuse, LandDeal.resolve)
extra_action("trade_post", At.INSTEAD_OF_SALE, TradePost.refuse, TradePost.resolve)
extra_action("load_private", At.OWN_SHIPS, PrivateShip.refuse, PrivateShip.resolve)
extra_action("load_small_private", At.OWN_SHIPS, SmallPrivateShip.refuse, SmallPrivateShip.resolve)
