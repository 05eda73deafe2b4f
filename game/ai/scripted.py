"""Heuristic seats at three strengths: easy, normal and hard.

normal scores every legal action with the estimates of game.ai.evaluation (what the action
gives this seat, and for roles also what the role gives the others); easy plays the same
heuristics with noise and ignores what a role gives the others; hard plays like normal but
chooses its roles by simulating each candidate on a clone (every seat played by normal) to the
end of the next round and comparing position evaluations.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from game.ai.evaluation import DEFAULT_TUNING, Model, Tuning, relative_values
from game.engine import Action, Game
from game.engine.roles import builder, craftsman, trader
from game.engine.state import CITY_SPACES, GOODS, QUARRY, TRADING_HOUSE_SPACES, PlayerState

LEVELS = ("easy", "normal", "hard")

# Score given to a role that ends the game now: won (+), lost (-).
END_WIN = 40.0
# From this round on nobody delays the end any more: seats that would all lose by ending the
# game could otherwise avoid the ending roles forever.
STALL_ROUND = 30


class ScriptedAgent:
    """A rule-of-thumb seat. Deterministic for a given seed (only easy draws random numbers)."""

    def __init__(
        self, level: str = "normal", seed: int = 0, tuning: Tuning = DEFAULT_TUNING
    ) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown scripted level {level!r}; expected one of {LEVELS}")
        self.level = level
        self.name = f"scripted:{level}"
        self.rng = random.Random(seed)
        self.tuning = tuning
        self.noise = tuning.easy_noise if level == "easy" else 0.0
        self._handlers: dict[str, Callable[[Game, Sequence[Action], Model], list[float]]] = {
            "role": self._score_roles,
            "settler_tile": self._score_settler,
            "hacienda": self._score_hacienda,
            "hospital": self._score_hospital,
            "mayor_layout": self._score_layouts,
            "build": self._score_builds,
            "school": self._score_yes,
            "produce": self._score_yes,
            "craftsman_bonus": self._score_bonus,
            "sell": self._score_sales,
            "load": self._score_loads,
            "storage": self._score_storage,
        }
        # The policy every seat follows inside hard's lookahead (normal has no randomness).
        self._sim: ScriptedAgent | None = None

    # ------------------------------------------------------------------ API

    def choose(self, game: Game, legal_actions: Sequence[Action]) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        m = Model(game, self.tuning)
        if game.decision == "role" and self.level == "hard":
            scores = self._lookahead_roles(game, legal_actions, m)
        else:
            handler = self._handlers.get(game.decision or "")
            if handler is None:  # a decision this seat does not know yet: stay legal
                return legal_actions[0]
            scores = handler(game, legal_actions, m)
        if self.noise:
            scores = [v + self.rng.gauss(0.0, self.noise) for v in scores]
        best = max(range(len(legal_actions)), key=lambda i: scores[i])  # first best on ties
        return legal_actions[best]

    # ------------------------------------------------------------- settler

    def tile_gain(self, m: Model, p: PlayerState, kind: str) -> float:
        """What one more land tile of this kind is worth to a seat (not yet staffed)."""
        if p.land_tiles >= 12:
            return 0.0
        land = 0.1  # a fuller island helps a Residence and never hurts
        if kind == QUARRY:
            return land + m.unstaffed * m.quarry_value(p.tiles[QUARRY] + 1)
        unit = m.unit_value(kind)
        if kind == "corn" or m.capacity(p, kind) > p.tiles[kind]:
            return land + m.unstaffed * unit
        # No free production slot yet: worth something only if a building can still come.
        unmatched = sum(max(0, p.tiles[g] - m.capacity(p, g)) for g in GOODS[1:])
        return land + 0.3 * m.unstaffed * unit / (1 + unmatched) * min(1.0, m.R / 6)

    def _score_settler(self, g: Game, legal: Sequence[Action], m: Model) -> list[float]:
        p = g.state.players[legal[0].seat]
        out = []
        for a in legal:
            if a.kind == "take_plantation":
                out.append(self.tile_gain(m, p, a.value))
            elif a.kind == "take_quarry":
                out.append(self.tile_gain(m, p, QUARRY))
            else:
                out.append(0.0)
        return out

    def _score_hacienda(self, g: Game, legal: Sequence[Action], m: Model) -> list[float]:
        p = g.state.players[legal[0].seat]
        # Keep the last island space for a tile chosen on purpose.
        draw = 1.0 if 12 - p.land_tiles >= 2 and m.R > 1 else -1.0
        return [draw if a.kind == "hacienda_draw" else 0.0 for a in legal]

    def _score_hospital(self, g: Game, legal: Sequence[Action], m: Model) -> list[float]:
        p = g.state.players[legal[0].seat]
        out = []
        for a in legal:
            if a.kind != "hospital_worker":
                out.append(0.0)
                continue
            placement = m.actual_placement(p)
            before = m.staffed_value(p, placement)
            placement[a.value] = placement.get(a.value, 0) + 1
            out.append(m.staffed_value(p, placement) - before + 0.1)
        return out

    # --------------------------------------------------------------- mayor

    def _score_layouts(self, g: Game, legal: Sequence[Action], m: Model) -> list[float]:
        p = g.state.players[legal[0].seat]
        return [m.staffed_value(p, dict(a.value)) for a in legal]

    # ------------------------------------------------------------- builder

    def build_value(self, m: Model, p: PlayerState, bid: str, price: int) -> float:
        """Net value of building `bid` for `price`: VP, what it will do, minus the doubloons."""
        b = m.bdefs[bid]
        value = float(b.vp)
        staff = min(1.0, 0.3 + m.R)  # will a worker reach it before the end?
        if b.is_production and b.produces:
            good = b.produces
            spare = max(0, p.tiles[good] - m.capacity(p, good))
            usable = min(b.slots, spare)
            future = min(b.slots - usable, 1) * min(1.0, m.R / 8)  # plantations still to come
            value += (usable + 0.5 * future) * m.unit_value(good) * 0.8
        else:
            value += m.building_effect(p, bid) * 0.8 * staff
        return value - price * m.mv

    def _score_builds(self, g: Game, legal: Sequence[Action], m: Model) -> list[float]:
        seat = legal[0].seat
        p = g.state.players[seat]
        return [
            self.build_value(m, p, a.value, builder.cost(g, seat, a.value))
            if a.kind == "build"
            else 0.0
            for a in legal
        ]

    @staticmethod
    def _score_yes(g: Game, legal: Sequence[Action], m: Model) -> list[float]:
        # Producing, and the School worker, never hurt.
        return [0.0 if a.kind == "pass" else 1.0 for a in legal]

    # ----------------------------------------------------- craftsman, trader

    def _score_bonus(self, g: Game, legal: Sequence[Action], m: Model) -> list[float]:
        return [m.gv[a.value] if a.kind == "craftsman_bonus" else 0.0 for a in legal]

    def _score_sales(self, g: Game, legal: Sequence[Action], m: Model) -> list[float]:
        # Sell when the doubloons are worth more than keeping the crate for a ship.
        seat = legal[0].seat
        return [
            trader.sale_price(g, seat, a.value) * m.mv - m.held[a.value]
            if a.kind == "sell"
            else 0.0
            for a in legal
        ]

    # ------------------------------------------------------------- captain

    def _score_loads(self, g: Game, legal: Sequence[Action], m: Model) -> list[float]:
        s = g.state
        p = s.players[legal[0].seat]
        has_cargo = any(a.kind == "load" for a in legal)
        out = []
        for a in legal:
            if a.kind == "load":
                good, i = a.value
                n = min(p.goods[good], s.ships[i].free)
                # Most crates first; then the good held in bulk (it would spoil); then the
                # smaller ship, keeping big ships for the next goods.
                out.append(10.0 + n + 0.01 * p.goods[good] - 0.001 * s.ships[i].capacity)
            elif a.kind == "load_private":
                # The private ship waits until the cargo ships take nothing more from us.
                out.append(5.0 + p.goods[a.value] if not has_cargo else 0.5)
            else:
                out.append(0.0)
        return out

    def _score_storage(self, g: Game, legal: Sequence[Action], m: Model) -> list[float]:
        return [sum(n * (m.gv[good] + 0.01) for good, n in a.value) for a in legal]

    # --------------------------------------------------------------- roles

    def _score_roles(self, g: Game, legal: Sequence[Action], m: Model) -> list[float]:
        s = g.state
        me = legal[0].seat
        tiles = {r.id: r for r in s.roles}
        gains_by_role: dict[str, list[float]] = {}
        weights = self._opponent_weights(g, m, me)
        out = []
        for a in legal:
            tile = tiles[a.value]
            role = tile.role
            if role not in gains_by_role:
                gains_by_role[role] = self.role_gains(g, m, me, role)
            gains = gains_by_role[role]
            value = tile.coins * m.mv + gains[me]
            if self.level != "easy":
                value -= sum(w * gains[i] for i, w in enumerate(weights))
            out.append(value)
        if self.level != "easy" and m.R < 2.5:
            out = self._endgame_adjust(g, legal, out)
        return out

    def _opponent_weights(self, g: Game, m: Model, me: int) -> list[float]:
        n = g.state.seats
        scores = g.final_scores()
        values = [m.seat_value(i, scores[i]) for i in range(n)]
        leader = max((i for i in range(n) if i != me), key=lambda i: values[i])
        t = self.tuning
        weights = [0.0 if i == me else (1.0 - t.leader) / (n - 1) for i in range(n)]
        weights[leader] += t.leader
        weights = [w * t.opponents for w in weights]
        return weights

    def role_gains(self, g: Game, m: Model, me: int, role: str) -> list[float]:
        """What the role phase would give each seat (VP estimates), `me` choosing it."""
        s = g.state
        n = s.seats
        order = [(me + i) % n for i in range(n)]
        gains = [0.0] * n
        if role == "settler":
            display = list(s.display)
            for seat in order:
                p = s.players[seat]
                options: list[tuple[float, str]] = [
                    (self.tile_gain(m, p, good), good) for good in sorted(set(display))
                ]
                depot = self._has_effect(m, p, "quarry_pick")
                if s.quarries and (seat == me or depot):
                    options.append((self.tile_gain(m, p, QUARRY), QUARRY))
                if not options:
                    continue
                value, kind = max(options)
                if kind != QUARRY:
                    display.remove(kind)
                gains[seat] = value
        elif role == "mayor":
            hall = s.hiring_hall
            for i, seat in enumerate(order):
                k = hall // n + (1 if i < hall % n else 0)
                if seat == me and s.worker_supply > 0:
                    k += 1
                if k:
                    p = s.players[seat]
                    gains[seat] = m.best_staffing(p, p.figures + k) - m.best_staffing(p, p.figures)
        elif role == "builder":
            for seat in order:
                p = s.players[seat]
                discount = 1 if seat == me else 0
                best = 0.0
                free = CITY_SPACES - sum(m.bdefs[b].spaces for b in p.buildings)
                for bid, left in s.building_supply.items():
                    b = m.bdefs[bid]
                    if left <= 0 or bid in p.buildings or b.spaces > free:
                        continue
                    price = max(0, b.cost - min(p.tile_workers[QUARRY], b.level) - discount)
                    if price > p.doubloons:
                        continue
                    best = max(best, self.build_value(m, p, bid, price))
                gains[seat] = best
        elif role == "craftsman":
            best_bonus = 0.0
            for seat in order:
                made = craftsman.production(g, seat)
                p = s.players[seat]
                gains[seat] = sum(k * m.held[good] for good, k in made.items())
                for b in p.buildings:
                    eff = m.bdefs[b].effect("variety_bonus")
                    if eff is not None and p.buildings[b]:
                        table = eff.params["doubloons"]
                        gains[seat] += table[min(len(made), len(table) - 1)] * m.mv
                if seat == me and made:
                    best_bonus = max(m.held[good] for good in made)
            gains[me] += best_bonus
        elif role == "trader":
            house = list(s.trading_house)
            for seat in order:
                if len(house) >= TRADING_HOUSE_SPACES:
                    break
                p = s.players[seat]
                dup = self._has_effect(m, p, "duplicate_sale")
                bonus = (1 if seat == me else 0) + self._effect_sum(m, p, "sale_bonus", "doubloons")
                best, best_good = 0.0, None
                for good in GOODS:
                    if p.goods[good] and (dup or good not in house):
                        v = (g.prices[good] + bonus) * m.mv - m.held[good]
                        if v > best:
                            best, best_good = v, good
                if best_good is not None:
                    house.append(best_good)
                    gains[seat] = best
        elif role == "captain":
            gains = self._captain_gains(g, m, me)
        elif role == "prospector":
            gains[me] = m.mv
        return gains

    def _captain_gains(self, g: Game, m: Model, me: int) -> list[float]:
        """A quick loading simulation: each seat loads its biggest load in turn; then storage."""
        s = g.state
        n = s.seats
        ships = [[sh.capacity, sh.good, sh.count] for sh in s.ships]
        held = [dict(p.goods) for p in s.players]
        port = [self._effect_sum(m, p, "load_vp", "vp") for p in s.players]
        wharf = [self._has_effect(m, p, "private_ship") for p in s.players]
        gains = [0.0] * n
        loaded_any = False
        seat, passes = me, 0
        while passes < n:
            h = held[seat]
            load = _best_cargo(ships, h)
            if load is not None:
                k, good, i = load
                ships[i][1] = good
                ships[i][2] += k
            elif wharf[seat] and any(h.values()):
                wharf[seat] = False
                good = max(GOODS, key=lambda x: h[x])
                k = h[good]
            else:
                passes += 1
                seat = (seat + 1) % n
                continue
            h[good] -= k
            gains[seat] += k + port[seat] - k * m.held[good]
            if seat == me and not loaded_any:
                loaded_any = True
                gains[me] += 1
            passes = 0
            seat = (seat + 1) % n
        for i, p in enumerate(s.players):
            h = held[i]
            types = self._effect_sum(m, p, "storage_types", "types")
            stacks = sorted((h[good] * m.held[good], good) for good in GOODS if h[good])
            rest = stacks[: max(0, len(stacks) - types)]
            if rest:  # one crate of the best remaining good is kept too
                lost = sum(v for v, _ in rest) - max(m.held[good] for _, good in rest)
                gains[i] -= lost
        return gains

    @staticmethod
    def _has_effect(m: Model, p: PlayerState, hook: str) -> bool:
        return any(k and m.bdefs[b].effect(hook) for b, k in p.buildings.items())

    @staticmethod
    def _effect_sum(m: Model, p: PlayerState, hook: str, param: str) -> int:
        total = 0
        for b, k in p.buildings.items():
            eff = m.bdefs[b].effect(hook)
            if eff is not None and k:
                total += eff.params[param]
        return total

    def _endgame_adjust(self, g: Game, legal: Sequence[Action], out: list[float]) -> list[float]:
        """Near the end, play each ending-prone role out: take it if it ends the game in our
        favour, avoid it if it ends the game against us."""
        me = legal[0].seat
        sim = self._simulator()
        adjusted = list(out)
        for i, a in enumerate(legal):
            role = next(r.role for r in g.state.roles if r.id == a.value)
            if not _may_end_game(g, role):
                continue
            g2 = g.clone()
            g2.apply(a)
            while not g2.is_over and g2.decision != "role":
                g2.apply(sim.choose(g2, g2.legal_actions()))
            adjusted[i] += _ending_bonus(g2, me)
        return adjusted

    # ---------------------------------------------------------- lookahead

    def _simulator(self) -> ScriptedAgent:
        if self._sim is None:
            self._sim = ScriptedAgent("normal", tuning=self.tuning)
        return self._sim

    def _lookahead_roles(self, g: Game, legal: Sequence[Action], m: Model) -> list[float]:
        """Play each role out (every seat as normal) to the tuning's horizon, then evaluate."""
        me = legal[0].seat
        sim = self._simulator()
        start_round = g.state.round
        whole_round = self.tuning.horizon != "phase"
        last_round = start_round + (1 if self.tuning.horizon == "two_rounds" else 0)
        out = []
        for a in legal:
            g2 = g.clone()
            g2.apply(a)
            while not g2.is_over and (
                g2.state.round <= last_round if whole_round else g2.decision != "role"
            ):
                g2.apply(sim.choose(g2, g2.legal_actions()))
            out.append(relative_values(g2, self.tuning)[me] + _ending_bonus(g2, me))
        if self.tuning.blend:
            prior = self._score_roles(g, legal, m)
            out = [v + self.tuning.blend * p for v, p in zip(out, prior)]
        return out


def _may_end_game(g: Game, role: str) -> bool:
    """Cheap test: could this role's phase trigger the end (so it is worth playing out)?"""
    s = g.state
    if role == "mayor":
        # The refill never needs more than every building slot on the table (or N).
        slots = sum(g.bdefs[b].slots for p in s.players for b in p.buildings)
        return s.worker_supply - 1 < max(s.seats, slots)
    if role == "builder":
        return any(
            CITY_SPACES - sum(g.bdefs[b].spaces for b in p.buildings) <= 2 for p in s.players
        )
    if role == "captain":
        # VP this phase: at most a VP per crate, a Port VP per load and the privilege.
        most = sum(p.crates for p in s.players) * 2 + 1
        return s.vp_exhausted or s.vp_supply <= most
    return False


def _ending_bonus(g: Game, me: int) -> float:
    """A finished game is won or lost for good: that outweighs any position estimate."""
    if not g.is_over:
        return 0.0
    winners = g.winners()
    if me in winners:
        return END_WIN / len(winners)
    return -END_WIN if g.state.round < STALL_ROUND else 0.0


def _best_cargo(ships: list[list[Any]], held: dict[str, int]) -> tuple[int, str, int] | None:
    """The biggest legal cargo load (crates, good, ship index) for these holdings, if any."""
    best: tuple[int, str, int] | None = None
    for good in GOODS:
        if not held[good]:
            continue
        carrying = [i for i, sh in enumerate(ships) if sh[1] == good]
        if carrying:
            cands = [i for i in carrying if ships[i][2] < ships[i][0]]
        else:
            cands = [i for i, sh in enumerate(ships) if sh[2] == 0]
        for i in cands:
            k = min(held[good], ships[i][0] - ships[i][2])
            if best is None or k > best[0]:
                best = (k, good, i)
    return best
