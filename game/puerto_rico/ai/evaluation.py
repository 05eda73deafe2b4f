"""What things are worth, in VP, for the scripted seats: crates, doubloons, workers, buildings.

Everything here reads the game and never changes it. The numbers are estimates tuned by
benchmarks/ai_match.py, not rules: a doubloon or a crate is worth more early (it still has time
to turn into VP) and almost nothing once the game is about to end.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.puerto_rico.catalog import BuildingDef
from game.puerto_rico.engine import Game, view
from game.puerto_rico.engine.view import FOREST, GOODS, QUARRY, PlayerState


@dataclass(frozen=True)
class Tuning:
    """The knobs of the heuristics (benchmarks/ai_match.py measured these defaults)."""

    # Crates a staffed production chain turns into VP per remaining round: not every round has
    # a craftsman, and crates still need a ship or a sale.
    prod_rate: float = 0.55
    # A crate on the portrait is not yet VP: it may spoil or wait for a ship.
    held: float = 0.5
    # Share of a building's value counted while it has no worker (one usually comes soon).
    unstaffed: float = 0.5
    # Builds a seat manages per remaining round (for quarry discounts).
    builds_per_round: float = 0.6
    # VP per doubloon while builder phases remain.
    money: float = 0.7
    # Total weight, against our own gain, of what a role gives the opponents (spread over
    # them, with `leader` of it on the leading one).
    opponents: float = 1.5
    # Share of the opponents' weight put on the leading opponent.
    leader: float = 0.3
    # Noise (standard deviation, in VP) that easy adds to every score it compares.
    easy_noise: float = 1.0
    # hard: how far each candidate role is played out ("phase", "round": to the end of this
    # round, "two_rounds": to the end of the next one), and how much of normal's own role
    # score is added to the evaluation found there.
    horizon: str = "two_rounds"
    blend: float = 0.0
    # Weight of the festival objectives and activity cards (Expansions IV/V) in the choices;
    # 0 plays those modules with the plain defaults (for measuring what the judgment is worth).
    festival: float = 1.0
    # Expansion VI (ai/achievements.py): judge which grand achievement cards to keep and pull
    # toward completing them (False: keep the first cards offered, never chase one); a step
    # toward a card is worth this share of its VP (4 seats, 2 v 2 against the plain seats:
    # 0.4 won 54.6% of 1600 games for its side, 1.0 56.9% and 2.0 57.1% of 1000).
    achievements: bool = True
    achievement_pull: float = 1.0
    # Expansion III: judge the smuggler (what each raid, plunder, poach and capture gives, and so
    # what the role is worth). False plays it with no judgment: the role is worth only its
    # doubloons and the action is the first one offered (for measuring what the judgment is worth).
    smuggler: bool = True


DEFAULT_TUNING = Tuning()
# Quarry discounts saved per build, for the 1st, 2nd, ... quarry (levels cap the later ones).
QUARRY_STEPS = (1.0, 1.0, 0.75, 0.5)

# Per-round value of a staffed building effect, by hook, in VP (parameters scale some of them).
HOOK_PER_ROUND: dict[str, float] = {
    "sale_bonus": 2 / 3,  # sales per round (times the bonus doubloons and their value)
    "quarry_pick": 0.3,
    "hacienda_draw": 0.25,
    "storage_types": 0.25,  # per good type kept
    "settler_worker": 0.35,
    "duplicate_sale": 0.15,
    "build_worker": 0.3,
    "load_vp": 0.9,
    "private_ship": 0.55,  # per crate of the best good produced per round
    # Expansion I
    "storage_extra": 0.4,
    "trade_post": 0.35,  # a sale that never finds the trading house full or taken
    "build_vp": 0.45,  # builds of level 2+ per round
    "load_coin": 1.0,  # loading actions per round (times the doubloons and their value)
    "small_private_ship": 0.2,  # per crate producible per round
    "hold_vp": 0.7,  # captain phases per round, times the pairs held
    "double_privilege": 0.6,
    "forest_option": 0.1,  # its worth shows in the forest decisions and in forest_discount
    "gap_items": 0.2,
    "guests": 0.15,  # a Bohio guest waits for a slot to come free
    # Expansion II
    "land_deal": 0.2,
    "chapel_bonus": 0.6,  # craftsman phases per round (a VP or a doubloon each)
    "land_review": 0.1,
    "notary_discount": 0.45,
    "export_vp": 0.5,  # per citizen owned, at most one crate of each good
    "villa_figure": 1.0,  # a citizen (1 VP at the end) and a figure most rounds
    "citizen_coins": 0.7,  # craftsman phases per round, times the doubloons
}
UNKNOWN_HOOK_PER_ROUND = 0.2
END_HOOKS = (
    "end_production_bonus",
    "end_land_bonus",
    "end_figure_bonus",
    "end_chip_bonus",
    "end_commercial_bonus",
    "end_sets_bonus",
    "end_citizen_bonus",
)


def citizens_owned(p: PlayerState) -> int:
    """Citizens a seat owns (Expansion II), wherever they stand."""
    return p.citizen_count


def rounds_left(g: Game) -> float:
    """Rough number of rounds still to play, from whichever end trigger looks closest."""
    s = g.state
    if s.over:
        return 0.0
    n = s.seats
    picks = len(s.pick_order) or n
    in_round = 1.0 - s.pick_index / picks  # share of the current round still to come
    if s.end_trigger:
        return in_round
    if s.vp_exhausted:
        return min(1.0, in_round + 0.3)  # ends with the next captain phase
    # VP chips: shipping speeds up as the game goes on; never assume it stays slow.
    chips = sum(p.chips for p in s.players)
    played = max(1, s.round - 1)
    vp_rate = max(chips / played * 1.4, n * (0.8 + 0.15 * s.round))
    r_vp = s.vp_supply / vp_rate
    # Workers: a mayor phase most rounds takes the refill out of the supply. With the citizens
    # an empty worker supply ends nothing (SPEC §13.1).
    if "citizens" in s.expansions:
        r_w = float("inf")
    else:
        w_rate = 0.9 * max(n, view.refill_required(g)) + 0.3
        r_w = s.worker_supply / w_rate + 1.0
    # City: the fullest city, at about one building (1-2 spaces) per round.
    free = min(view.free_city_spaces(g, seat) for seat in range(n))
    r_c = free / 1.1 + 0.5
    return max(in_round, min(r_vp, r_w, r_c))


class Model:
    """Values derived once per decision from the game: rounds left, doubloon and crate worth."""

    def __init__(self, g: Game, tuning: Tuning = DEFAULT_TUNING) -> None:
        self.t = tuning
        self.unstaffed = tuning.unstaffed
        self.g = g
        self.s = g.state
        # The seat of each player board, for the engine's per-seat queries.
        self._seats = {id(p): seat for seat, p in enumerate(self.s.players)}
        self.bdefs: Mapping[str, BuildingDef] = g.bdefs
        self.R = rounds_left(g)
        # Future rounds in which something already in place can still pay off.
        self.R_eff = max(0.0, self.R - 0.5)
        self.mv = self._money_value()
        self.gv = {good: self._crate_value(good) for good in GOODS}
        self.held = {good: tuning.held * v for good, v in self.gv.items()}
        # A Model lives for one decision on an unchanging state: memoise per (player, key).
        self._effects: dict[tuple[int, str], float] = {}
        self._producible: dict[tuple[int, str], int] = {}

    def seat_of(self, p: PlayerState) -> int:
        return self._seats[id(p)]

    def _money_value(self) -> float:
        # While builder phases remain a doubloon turns into buildings; at the very end it is
        # only a tie-breaker.
        top = self.t.money
        if self.R >= 1.5:
            return top
        return 0.05 + (top - 0.05) * (self.R / 1.5)

    def _crate_value(self, good: str) -> float:
        if self.R <= 0:
            return 0.0
        return max(1.0, self.g.prices[good] * self.mv)

    # ------------------------------------------------------------ production

    def capacity(self, p: PlayerState, good: str) -> int:
        """Production slots for a good (corn needs none: every plantation counts)."""
        if good == "corn":
            return p.tiles["corn"]
        return sum(self.bdefs[b].slots for b in self.g.producers[good] if b in p.buildings)

    def unit_value(self, good: str) -> float:
        """One staffed production chain of a good for the rest of the game."""
        return self.gv[good] * self.t.prod_rate * self.R_eff

    def quarry_value(self, k: int) -> float:
        """The k-th quarry (1-based), staffed: doubloons saved on the builds still to come."""
        if k > len(QUARRY_STEPS):
            return 0.0
        builds = min(12.0, self.R_eff * self.t.builds_per_round)
        return QUARRY_STEPS[k - 1] * builds * self.mv

    def hook_value(self, p: PlayerState, hook: str, params: Mapping[str, Any]) -> float:
        """Per-round value of one staffed effect for this seat."""
        if hook in END_HOOKS:
            return 0.0  # counted as an end bonus instead
        if hook == "sale_bonus":
            return HOOK_PER_ROUND[hook] * params.get("doubloons", 1) * self.mv
        if hook == "storage_types":
            return HOOK_PER_ROUND[hook] * params.get("types", 1)
        if hook == "variety_bonus":
            table = params.get("doubloons", (0,))
            kinds = sum(1 for good in GOODS if self.producible(p, good) > 0)
            return 0.85 * table[min(kinds, len(table) - 1)] * self.mv
        if hook == "private_ship":
            best = max(self.producible(p, good) for good in GOODS)
            return HOOK_PER_ROUND[hook] * max(1, best)
        if hook == "load_coin":
            return HOOK_PER_ROUND[hook] * params.get("doubloons", 1) * self.mv
        if hook == "small_private_ship":
            return HOOK_PER_ROUND[hook] * max(2, self.total_producible(p))
        if hook == "hold_vp":
            pairs = sum(self.producible(p, good) // 2 for good in GOODS)
            return HOOK_PER_ROUND[hook] * max(0.3, pairs)
        if hook == "canal_bonus":
            return max(0.05, self.canal_value(p) * params.get("crates", 1))
        if hook == "distill_bonus":
            best = max(self.producible(p, good) for good in GOODS[1:])
            return max(0.1, 0.85 * (best - params.get("minus", 1)) * self.mv)
        if hook == "forest_discount":
            # The pairs of forests owned, and about one more pair to come.
            pairs = p.tiles[FOREST] // max(1, params.get("per", 2)) + 0.3
            return pairs * self.t.builds_per_round * self.mv
        if hook == "export_vp":
            return HOOK_PER_ROUND[hook] * min(3, citizens_owned(p)) * params.get("vp", 1) + 0.1
        if hook == "citizen_coins":
            n = citizens_owned(p) + 0.3 * self.R_eff  # citizens keep coming
            if "sewing_cap" in self.s.variants:
                n = min(n, params.get("cap", 3))
            return HOOK_PER_ROUND[hook] * n * params.get("doubloons", 1) * self.mv
        if hook == "quarry_pick" and self.s.quarries == 0:
            return 0.0
        if hook == "hacienda_draw" and sum(p.tiles.values()) >= 11:
            return 0.0
        return HOOK_PER_ROUND.get(hook, UNKNOWN_HOOK_PER_ROUND)

    def total_producible(self, p: PlayerState) -> int:
        return sum(self.producible(p, good) for good in GOODS)

    def canal_value(self, p: PlayerState) -> float:
        """Per-round worth of one more crate of each good made beside a large-tier building."""
        value = 0.0
        for good in GOODS[1:]:
            tiers = {self.bdefs[b].tier for b in self.g.producers[good]}
            large = any(
                b in p.buildings and self.bdefs[b].tier == "large" for b in self.g.producers[good]
            )
            if "small" in tiers and large and p.tiles[good]:
                value += self.t.prod_rate * self.gv[good]
        return value

    def producible(self, p: PlayerState, good: str) -> int:
        """Crates per craftsman phase if every tile and slot of the good were staffed."""
        key = (id(p), good)
        n = self._producible.get(key)
        if n is None:
            n = self._producible[key] = min(p.tiles[good], self.capacity(p, good))
        return n

    def end_bonus(self, p: PlayerState, b: BuildingDef, at_end: bool = True) -> float:
        """A large building's game-end bonus, extrapolated to the end of the game."""
        total = 0.0
        grow = self.R_eff if at_end else 0.0
        for eff in b.effects:
            hook = eff.hook
            if hook == "end_production_bonus":
                for bid in p.buildings:
                    d = self.bdefs[bid]
                    if d.is_production:
                        total += eff.params["large"] if d.tier == "large" else eff.params["small"]
            elif hook == "end_land_bonus":
                tiles = min(12.0, p.land_tiles + 0.6 * grow)
                vp = 0
                for minimum, points in eff.params["table"]:
                    if tiles >= minimum:
                        vp = points
                total += vp
            elif hook == "end_figure_bonus":
                total += (p.figures + 0.8 * grow) / eff.params["per"]
            elif hook == "end_chip_bonus":
                total += (p.chips + 2.0 * grow) / eff.params["per"]
            elif hook == "end_commercial_bonus":
                count = sum(1 for bid in p.buildings if not self.bdefs[bid].is_production)
                if b.id not in p.buildings:
                    count += 1
                total += count + 0.3 * grow
            elif hook == "end_sets_bonus":
                size = eff.params["size"]
                sets = sum(n // size for n in p.tiles.values())
                # New tiles complete about one set per `size` tiles gained.
                room = max(0.0, min(12.0, p.land_tiles + 0.6 * grow) - p.land_tiles)
                table = eff.params["vp_by_sets"]
                low = min(sets, len(table) - 1)
                high = min(sets + 1, len(table) - 1)
                part = min(1.0, 0.7 * room / size)
                total += table[low] + part * (table[high] - table[low])
            elif hook == "end_citizen_bonus":
                total += (citizens_owned(p) + 0.5 * grow) * eff.params.get("per_citizen", 1)
        return total

    def building_effect(self, p: PlayerState, bid: str) -> float:
        """Value of a commercial building staffed for the rest of the game (not its printed VP)."""
        key = (id(p), bid)
        value = self._effects.get(key)
        if value is None:
            b = self.bdefs[bid]
            if any(eff.hook in END_HOOKS for eff in b.effects):
                value = self.end_bonus(p, b)
            else:
                value = sum(self.hook_value(p, e.hook, e.params) for e in b.effects) * self.R_eff
            self._effects[key] = value
        return value

    # ------------------------------------------------------------ staffing

    def staffed_value(self, p: PlayerState, placement: Mapping[str, int]) -> float:
        """Value of the things a placement of figures makes work (production, quarries, effects).

        `placement` maps tile kinds and building ids to figures; what it leaves empty counts
        `unstaffed` of its value, since workers arrive in most rounds.
        """
        value = 0.0
        for good in GOODS:
            tiles_on = placement.get(good, 0)
            if good == "corn":
                on = tiles_on
                most = p.tiles["corn"]
            else:
                slots_on = sum(placement.get(b, 0) for b in self.g.producers[good])
                on = min(tiles_on, slots_on)
                most = self.producible(p, good)
            unit = self.unit_value(good)
            value += on * unit + self.unstaffed * max(0, most - on) * unit
        q_on = placement.get(QUARRY, 0)
        for k in range(1, p.tiles[QUARRY] + 1):
            value += self.quarry_value(k) * (1.0 if k <= q_on else self.unstaffed)
        for bid in p.buildings:
            b = self.bdefs[bid]
            if b.is_production or not b.effects:
                continue
            eff_value = self.building_effect(p, bid)
            value += eff_value if placement.get(bid, 0) > 0 else self.unstaffed * eff_value
        return value

    def actual_placement(self, p: PlayerState) -> dict[str, int]:
        placed = {k: n for k, n in p.tile_workers.items() if n}
        placed.update((b, n) for b, n in p.buildings.items() if n)
        return placed

    def best_staffing(self, p: PlayerState, figures: int) -> float:
        """Greedy best value of `figures` figures on this seat's slots (for mayor estimates)."""
        units: list[tuple[float, int]] = []  # (value, figures needed)
        for good in GOODS:
            unit = self.unit_value(good) * (1.0 - self.unstaffed)
            if good == "corn":
                units.extend((unit, 1) for _ in range(p.tiles["corn"]))
            else:
                units.extend((unit, 2) for _ in range(self.producible(p, good)))
        for k in range(1, p.tiles[QUARRY] + 1):
            units.append((self.quarry_value(k) * (1.0 - self.unstaffed), 1))
        for bid in p.buildings:
            b = self.bdefs[bid]
            if not b.is_production and b.effects and b.slots:
                units.append((self.building_effect(p, bid) * (1.0 - self.unstaffed), 1))
        units.sort(key=lambda u: u[0] / u[1], reverse=True)
        value = 0.0
        left = figures
        for v, need in units:
            if left <= 0:
                break
            if need <= left:
                value += v
                left -= need
            else:
                value += v * left / need
                left = 0
        return value

    # ------------------------------------------------------------ whole position

    def seat_value(self, seat: int, score: Mapping[str, Any] | None = None) -> float:
        """Estimated final VP of a seat: VP so far plus what its economy should still yield."""
        g = self.g
        p = self.s.players[seat]
        if score is None:
            score = g.final_scores()[seat]
        if self.s.over:
            return float(score["total"]) + 0.01 * score["tiebreak"]
        value = float(score["total"])
        # Occupied large buildings are in the score at today's bonus; add their growth, and
        # count empty ones at part of their expected bonus.
        for bid, occupants in p.buildings.items():
            b = self.bdefs[bid]
            if any(eff.hook in END_HOOKS for eff in b.effects):
                expected = self.end_bonus(p, b)
                if occupants:
                    value += expected - score["bonuses"].get(bid, 0)
                else:
                    value += self.unstaffed * expected * min(1.0, self.R)
        value += p.doubloons * self.mv + 0.01 * p.doubloons
        value += sum(p.goods[good] * self.held[good] for good in GOODS)
        placement = self.actual_placement(p)
        value += self.staffed_value(p, placement)
        # Figures waiting on the portrait will fill empty slots at the next mayor phase.
        if p.portrait_workers:
            value += 0.5 * (
                self.best_staffing(p, p.figures)
                - self.best_staffing(p, p.figures - p.portrait_workers)
            )
        return value


def relative_values(g: Game, tuning: Tuning = DEFAULT_TUNING) -> list[float]:
    """Each seat's estimated final VP minus a blend of its opponents' (mean and best)."""
    m = Model(g, tuning)
    scores = g.final_scores()
    values = [m.seat_value(i, scores[i]) for i in range(g.state.seats)]
    out = []
    for i, v in enumerate(values):
        others = values[:i] + values[i + 1 :]
        out.append(v - 0.5 * max(others) - 0.5 * sum(others) / len(others))
    return out
