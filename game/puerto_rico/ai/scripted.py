"""Heuristic seats at three strengths: easy, normal and hard.

normal scores every legal action with the estimates of `evaluation` (what the action gives
this seat, and for roles also what the role gives the others); easy plays the same
heuristics with noise and ignores what a role gives the others; hard plays like normal but
chooses its roles by simulating each candidate on a clone (every seat played by normal) to the
end of the next round and comparing position evaluations.

The expansions' decisions (SPEC §12, §13) are scored the same way: the building draft by the
plan of `draft`, forests, Black Market items, small private ships, Trading Post, Bohio
guests, the citizen in the hall, Export Office, Bureau of Lands and Cadastral Office. The
smuggler (SPEC §14) is worth its best capture (a role others will ransom or that this seat plays at
the end of the round); where no capture is allowed (Puertoma games), its best action: crates
raided, VP plundered, figures poached (and denied to the next mayor); a captured role costs its
ransom. Grand
achievement cards (SPEC §17) are kept by their VP times the chance to complete them, and every
decision that can move one gets a modest pull toward it (ai/achievements.py). A decision
this seat does not know gets a plain legal default (take the offer, never a discard).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from game.puerto_rico.ai import achievements as cards
from game.puerto_rico.ai.draft import EASY_DRAFT_NOISE, draft_value
from game.puerto_rico.ai.evaluation import DEFAULT_TUNING, Model, Tuning, relative_values
from game.puerto_rico.catalog.model import EffectDef
from game.puerto_rico.engine import Action, Game, view
from game.puerto_rico.engine.view import (
    FOREST,
    GOODS,
    ISLAND_SPACES,
    PORTRAIT,
    QUARRY,
    TRADING_HOUSE_SPACES,
    PlayerState,
    Ship,
)

LEVELS = ("easy", "normal", "hard")

# Score given to a role that ends the game now: won (+), lost (-).
END_WIN = 40.0
# From this round on nobody delays the end any more: seats that would all lose by ending the
# game could otherwise avoid the ending roles forever.
STALL_ROUND = 30

# Actions an engine offers beside a decision without ending it (SPEC §12.3 Bohio guests, §13.3
# Cadastral Office): taken first when worth it, then the decision itself is made.
SIDE_KINDS = frozenset({"bohio_move", "cadastral_draw", "cadastral_discard"})
# A Bohio guest moves only for at least this much (VP): a guest left on the Bohio may still
# take a slot that comes free later.
GUEST_GAIN = 0.05
# Occupant-dependent buildings (SPEC §13.1): what a citizen there is worth more than a worker
# (VP; negative = the worker's effect is the better one). Chapel: a VP beats a doubloon;
# Cadastral Office: drawing plantations beats discarding them.
CITIZEN_PREFERENCE: dict[str, float] = {"chapel": 0.3, "cadastral_office": -0.3}
OCCUPANT_DEPENDENT = ("cadastral_office", "chapel", "bureau_of_lands", "notary_office")
# A Black Market item that is a figure reads "figure:<where it stands>" (SPEC §12.3).
FIGURE_ITEM = "figure"


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
            "draft": self._score_draft,
            "settler_tile": self._score_settler,
            "settler_extra": self._score_settler,
            "forest": self._score_forest,
            "bureau": self._score_bureau,
            "hall_pick": self._score_hall_pick,
            "export": self._score_export,
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
            "smuggler": self._score_smuggling,
            "poach_place": self._score_poached_place,
            view.REWARD_PLACE: self._score_reward_place,
            "achievement_draft": self._score_achievement_keep,
            "achievement_keep": self._score_achievement_keep,
        }
        # The policy every seat follows inside hard's lookahead (normal has no randomness).
        self._sim: ScriptedAgent | None = None

    # ------------------------------------------------------------------ API

    def choose(self, game: Game, legal_actions: Sequence[Action]) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        m = Model(game, self.tuning)
        if any(a.kind in SIDE_KINDS for a in legal_actions):
            # A plantation waiting for the Sawmill decision is not settled yet: no guest goes
            # there (nor anywhere) before that decision.
            side = None if game.decision == "forest" else self._side_action(game, legal_actions, m)
            if side is not None:
                return side
            main = [a for a in legal_actions if a.kind not in SIDE_KINDS]
            if not main:  # never expected: the decision itself always has an action
                return legal_actions[0]
            legal_actions = main
            if len(legal_actions) == 1:
                return legal_actions[0]
        handler = self._handlers.get(game.decision or "")
        if handler is None:  # a decision this seat does not know yet: a plain, legal default
            scores = self._score_unknown(legal_actions)
            return legal_actions[max(range(len(legal_actions)), key=lambda i: scores[i])]
        if game.decision == "role" and self.level == "hard":
            scores = self._lookahead_roles(game, legal_actions, m)
        else:
            scores = handler(game, legal_actions, m)
        if self.tuning.festival and game.decision in TASK_DECISIONS and view.festival_open(game):
            scores = [v + t for v, t in zip(scores, self._task_values(game, legal_actions, m))]
        if self.tuning.achievements:
            # Grand achievements (SPEC §17): what each action does to this seat's cards.
            extra = cards.pull(game, legal_actions, self.tuning.achievement_pull, m.R)
            if extra is not None:
                scores = [v + e for v, e in zip(scores, extra)]
        if self.noise:
            spread = self.noise
            if game.decision == "draft":
                spread = max(spread, EASY_DRAFT_NOISE)
            scores = [v + self.rng.gauss(0.0, spread) for v in scores]
        best = max(range(len(legal_actions)), key=lambda i: scores[i])  # first best on ties
        return legal_actions[best]

    def side_move(self, game: Game, legal_actions: Sequence[Action]) -> Action | None:
        """The side move (a Bohío guest move, a Cadastral Office use) this seat would make
        before the decision itself, if any: what `choose` would return first."""
        if game.decision == "forest" or not any(a.kind in SIDE_KINDS for a in legal_actions):
            return None
        return self._side_action(game, legal_actions, Model(game, self.tuning))

    def role_scores(self, game: Game, legal_actions: Sequence[Action]) -> list[float]:
        """This level's score of every legal role action (VP-like; higher is better): what the
        expert's search takes as its prior."""
        return self._score_roles(game, legal_actions, Model(game, self.tuning))

    # ------------------------------------------------------------- settler

    def tile_gain(self, m: Model, p: PlayerState, kind: str) -> float:
        """What one more land tile of this kind is worth to a seat (not yet staffed); with an
        occupied Sawmill a plantation may come as a forest instead (SPEC §12.2)."""
        if p.land_tiles >= ISLAND_SPACES:
            return 0.0
        value = self.tile_worth(m, p, kind, p.tiles[kind])
        if kind != QUARRY and self._has_effect(m, p, "forest_option"):
            value = max(value, self.tile_worth(m, p, FOREST, p.tiles[FOREST]))
        return value

    def tile_worth(self, m: Model, p: PlayerState, kind: str, owned: int) -> float:
        """Worth of a land tile of `kind` to a seat already owning `owned` others of that kind."""
        land = 0.1  # a fuller island helps a Residence and never hurts
        if kind == QUARRY:
            return land + m.unstaffed * m.quarry_value(owned + 1)
        if kind == FOREST:
            return land + self.forest_discount_worth(m, p, owned)
        unit = m.unit_value(kind)
        if kind == "corn" or m.capacity(p, kind) > owned:
            return land + m.unstaffed * unit
        # No free production slot yet: worth something only if a building can still come.
        unmatched = sum(max(0, p.tiles[g] - m.capacity(p, g)) for g in GOODS[1:])
        return land + 0.3 * m.unstaffed * unit / (1 + unmatched) * min(1.0, m.R / 6)

    def forest_discount_worth(self, m: Model, p: PlayerState, owned: int) -> float:
        """One more forest beside `owned` others: the Sawmill takes 1 doubloon off every build
        per `per` forests, so a forest completing a group saves a doubloon per build to come."""
        per = max(
            (e.params.get("per", 2) for e in self._effects(m, p, "forest_discount")), default=0
        )
        if not per:
            return 0.0
        builds = min(12.0, m.R_eff * self.tuning.builds_per_round)
        share = 1.0 if (owned + 1) % per == 0 else 0.4  # the rest of the group may never come
        return share * builds * m.mv

    def _score_forest(self, g: Game, legal: Sequence[Action], m: Model) -> list[float]:
        # The plantation just gained is already on the island (SPEC §12.2): keep it or turn it.
        seat = legal[0].seat
        p = g.state.players[seat]
        good = view.forest_choice(g)
        if good not in GOODS or not p.tiles.get(good):
            return [0.0 if a.kind == "pass" else -0.01 for a in legal]  # keep what it is
        keep = self.tile_worth(m, p, good, p.tiles[good] - 1)
        turn = self.tile_worth(m, p, FOREST, p.tiles[FOREST])
        return [
            turn if a.kind == "make_forest" else keep if a.kind == "pass" else 0.0 for a in legal
        ]

    def _score_bureau(self, g: Game, legal: Sequence[Action], m: Model) -> list[float]:
        # A worker-occupied Bureau of Lands (SPEC §13.3): make room only on a full island, and
        # only while a new tile still has time to pay off.
        p = g.state.players[legal[0].seat]
        room_worth = m.mv if p.land_tiles >= ISLAND_SPACES and m.R > 1.5 else -1.0
        return [
            room_worth - self.owned_tile_worth(m, p, a.value) if a.kind == "discard_tile" else 0.0
            for a in legal
        ]

    def owned_tile_worth(self, m: Model, p: PlayerState, kind: object) -> float:
        """What the seat loses by discarding one of its own tiles of `kind` (its last one)."""
        if not isinstance(kind, str) or not p.tiles.get(kind):
            return 1e9  # nothing to discard there: never chosen
        return self.tile_worth(m, p, kind, p.tiles[kind] - 1)

    def _score_hall_pick(self, g: Game, legal: Sequence[Action], m: Model) -> list[float]:
        # A citizen works like a worker and scores 1 VP at the end (SPEC §13.1).
        return [1.0 if a.value == "citizen" else 0.0 for a in legal]

    def _score_export(self, g: Game, legal: Sequence[Action], m: Model) -> list[float]:
        # Export Office (SPEC §13.3): a VP per crate now; as many crates as allowed, the least
        # valuable ones.
        out = []
        for a in legal:
            goods = a.value if a.kind != "pass" and isinstance(a.value, (tuple, list)) else ()
            out.append(10.0 * len(goods) - sum(m.gv.get(good, 0.0) for good in goods))
        return out

    def _score_achievement_keep(self, g: Game, legal: Sequence[Action], m: Model) -> list[float]:
        # Which grand achievement cards to keep (SPEC §17.1, §19.16.5); without the judgment,
        # the first cards offered.
        if not self.tuning.achievements:
            return [0.0] * len(legal)
        return cards.score_keep(g, legal)

    def _score_draft(self, g: Game, legal: Sequence[Action], m: Model) -> list[float]:
        return [draft_value(a.value) if a.kind == "draft" else 0.0 for a in legal]

    @staticmethod
    def _score_unknown(legal: Sequence[Action]) -> list[float]:
        """A decision this seat does not know: the optional effects of the game help their owner,
        so take the first offer, except those giving something away (a discard): then pass."""
        return [0.0 if a.kind == "pass" else -1.0 if "discard" in a.kind else 1.0 for a in legal]

    # --------------------------------------------------------- side actions

    def _side_action(self, g: Game, legal: Sequence[Action], m: Model) -> Action | None:
        """The best Bohio move or Cadastral Office use, if one is worth doing now."""
        seat = legal[0].seat
        p = g.state.players[seat]
        best: tuple[float, Action] | None = None
        for a in legal:
            if a.kind == "bohio_move":
                value = self.guest_gain(m, p, [a.value]) - GUEST_GAIN
            elif a.kind == "cadastral_draw":
                # Pay a doubloon for a random plantation while there is room and money.
                ok = p.land_tiles < ISLAND_SPACES and p.doubloons >= 3 and m.R > 1.0
                value = 0.1 if ok else -1.0
            elif a.kind == "cadastral_discard":
                full = p.land_tiles >= ISLAND_SPACES
                value = m.mv - self.owned_tile_worth(m, p, a.value) if full else -1.0
            else:
                continue
            if value > 0 and (best is None or value > best[0]):
                best = (value, a)
        if best is None:
            best = self._guest_pair(g, legal, m)
        return best[1] if best else None

    def _guest_pair(
        self, g: Game, legal: Sequence[Action], m: Model
    ) -> tuple[float, Action] | None:
        """A plantation and its production building both need a figure before either produces:
        with two guests, move the first of such a pair (the second follows at once)."""
        seat = legal[0].seat
        p = g.state.players[seat]
        guests = sum(p.buildings[house] for house in view.guest_houses(g, seat))
        if guests < 2:
            return None
        moves = [a for a in legal if a.kind == "bohio_move" and isinstance(a.value, tuple)]
        best: tuple[float, Action] | None = None
        for tile in moves:
            good = tile.value[0]
            if good not in GOODS[1:]:
                continue
            for house in moves:
                if house.value[0] in m.g.producers[good]:
                    value = self.guest_gain(m, p, [tile.value, house.value]) - 2 * GUEST_GAIN
                    if value > 0 and (best is None or value > best[0]):
                        best = (value, tile)
        return best

    def guest_gain(self, m: Model, p: PlayerState, moves: Sequence[object]) -> float:
        """What moving Bohio guests to these (location, figure kind) spots makes work."""
        placement = m.actual_placement(p)
        before = m.staffed_value(p, placement)
        bonus = 0.0
        for value in moves:
            if not isinstance(value, (tuple, list)) or not value:
                return 0.0
            loc = value[0]
            kind = value[1] if len(value) > 1 else "worker"
            if placement.get(loc, 0) == 0 and loc in OCCUPANT_DEPENDENT:
                sign = 1.0 if kind == "citizen" else -1.0
                bonus += 0.5 * sign * self.citizen_preference(m, p, loc)
            placement[loc] = placement.get(loc, 0) + 1
        return m.staffed_value(p, placement) - before + bonus

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
        # Keep the last island space for a tile chosen on purpose.
        free = view.free_island_spaces(g, legal[0].seat)
        draw = 1.0 if free >= 2 and m.R > 1 else -1.0
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
        # Entries are (location, figures) or, with citizens, (location, figures, citizens).
        p = g.state.players[legal[0].seat]
        out = []
        for a in legal:
            placement = {e[0]: e[1] for e in a.value}
            value = m.staffed_value(p, placement)
            for e in a.value:
                if e[0] in OCCUPANT_DEPENDENT and e[1]:
                    citizens = e[2] if len(e) > 2 else 0
                    sign = 1.0 if citizens else -1.0
                    value += 0.5 * sign * self.citizen_preference(m, p, e[0])
            out.append(value)
        return out

    def citizen_preference(self, m: Model, p: PlayerState, bid: str) -> float:
        """How much better a citizen than a worker does on this one-slot building (SPEC §13.3)."""
        if bid == "notary_office":
            return 0.3 if m.R < 3 else -0.3  # -2 on a large building late, -1 on a small early
        if bid == "bureau_of_lands":
            others = [q.land_tiles for q in m.s.players if q is not p]
            return 1.0 if others and p.land_tiles < min(others) else -0.3
        return CITIZEN_PREFERENCE.get(bid, 0.0)

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
        # Church: VP when another building of level 2+ is built (SPEC §12.3).
        for church in self._effects(m, p, "build_vp", skip=bid):
            table = church.params["by_level"]
            value += table[min(b.level, len(table)) - 1]
        return value - price * m.mv

    def _score_builds(self, g: Game, legal: Sequence[Action], m: Model) -> list[float]:
        seat = legal[0].seat
        p = g.state.players[seat]
        out = []
        for a in legal:
            if a.kind != "build":
                out.append(0.0)
            elif isinstance(a.value, tuple):
                # Black Market (SPEC §12.3): every doubloon, and items for the gap.
                bid, items = a.value
                paid = self.build_value(m, p, bid, p.doubloons)
                out.append(paid - sum(self.item_cost(m, p, item) for item in items))
            else:
                out.append(self.build_value(m, p, a.value, view.build_price(g, seat, a.value)))
        return out

    def item_cost(self, m: Model, p: PlayerState, item: str) -> float:
        """What handing in one Black Market item costs the seat (VP)."""
        family, _, where = item.partition(":")
        if family == "crate":
            return m.held.get(where, 1.0)
        if family == FIGURE_ITEM:
            return self.figure_worth(m, p, where)
        return 1.0  # a VP, or an item this seat does not know

    def figure_worth(self, m: Model, p: PlayerState, where: str) -> float:
        """What one figure standing at `where` (or on the portrait) is worth to the seat."""
        # The engine hands in a worker if one stands there, else a citizen (its end VP lost).
        citizen = 1.0 if p.citizens_at(where) >= p.figures_at(where) else 0.0
        if where == PORTRAIT:
            # It would fill a slot at the next mayor phase.
            staffing = m.best_staffing(p, p.figures) - m.best_staffing(p, p.figures - 1)
            return 0.2 + citizen + 0.5 * staffing
        placement = m.actual_placement(p)
        before = m.staffed_value(p, placement)
        placement[where] = max(0, placement.get(where, 0) - 1)
        return 0.2 + citizen + before - m.staffed_value(p, placement)

    @staticmethod
    def _score_yes(g: Game, legal: Sequence[Action], m: Model) -> list[float]:
        # Producing, and the School worker, never hurt.
        return [0.0 if a.kind == "pass" else 1.0 for a in legal]

    # ----------------------------------------------------- craftsman, trader

    def _score_bonus(self, g: Game, legal: Sequence[Action], m: Model) -> list[float]:
        return [m.gv[a.value] if a.kind == "craftsman_bonus" else 0.0 for a in legal]

    def _score_sales(self, g: Game, legal: Sequence[Action], m: Model) -> list[float]:
        # Sell when the doubloons are worth more than keeping the crate for a ship; the Trading
        # Post pays the price and the privilege but no market (SPEC §12.3).
        seat = legal[0].seat
        out = []
        for a in legal:
            if a.kind == "sell":
                out.append(view.sale_price(g, seat, a.value) * m.mv - m.held[a.value])
            elif a.kind == "trade_post":
                out.append(view.post_price(g, seat, a.value) * m.mv - m.held[a.value])
            else:
                out.append(0.0)
        return out

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
            elif a.kind == "load_small_private":
                # Likewise the small private ship; then it is worth its VP, the Port VP and
                # Lighthouse coin of one more loading, against the crates storage would keep.
                out.append(self.small_ship_value(m, p, a.value) if not has_cargo else 0.4)
            else:
                out.append(0.0)
        return out

    def small_ship_value(self, m: Model, p: PlayerState, load: Sequence[tuple[str, int]]) -> float:
        """Net VP of loading these (good, count) crates onto the small private ship now."""
        k = sum(n for _, n in load)
        pers = [e.params.get("per", 2) for e in self._effects(m, p, "small_private_ship")]
        per = max(pers, default=2)
        vp = k // max(1, per) + self._effect_sum(m, p, "load_vp", "vp")
        coins = self._effect_sum(m, p, "load_coin", "doubloons") * m.mv
        after = dict(p.goods)
        for good, n in load:
            after[good] -= n
        lost = self.storage_worth(m, p, p.goods) - self.storage_worth(m, p, after)
        return vp + coins - lost

    def storage_worth(self, m: Model, p: PlayerState, goods: dict[str, int]) -> float:
        """Held value of the crates that would survive the storage step (SPEC §7.6.3)."""
        types = self._effect_sum(m, p, "storage_types", "types")
        free = 1 + self._effect_sum(m, p, "storage_extra", "crates")
        stacks = sorted(((goods[g] * m.held[g], g) for g in GOODS if goods[g]), reverse=True)
        value = sum(v for v, _ in stacks[:types])
        singles = sorted(
            (m.held[g] for _, g in stacks[types:] for _ in range(goods[g])), reverse=True
        )
        return value + sum(singles[:free])

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
            if tile.captured_by is not None:  # the ransom goes to the capturer (SPEC §14.3)
                value -= view.CAPTURE_RANSOM * m.mv * (1.0 + weights[tile.captured_by])
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
        priv = view.privilege(g, me)  # 2 with an occupied Publishing House (SPEC §12.3)
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
            if priv > 1:  # the extra pick once every seat is done: about as good again
                gains[me] *= 1.8
        elif role == "mayor":
            # The hall holds workers and, with Expansion II, citizens (1 VP each at the end).
            citizens = s.hall_citizens
            hall = s.hiring_hall + citizens
            for i, seat in enumerate(order):
                k = hall // n + (1 if i < hall % n else 0)
                if seat == me:
                    k += min(priv, s.worker_supply)
                p = s.players[seat]
                if self._has_effect(m, p, "villa_figure"):
                    k += 1
                    gains[seat] += 0.8  # most often a citizen
                if citizens and i < citizens:
                    gains[seat] += 0.8  # the first seats take the citizens
                if k:
                    p = s.players[seat]
                    gains[seat] = m.best_staffing(p, p.figures + k) - m.best_staffing(p, p.figures)
        elif role == "builder":
            for seat in order:
                p = s.players[seat]
                discount = priv if seat == me else 0
                best = 0.0
                free = view.free_city_spaces(g, seat)
                for bid, left in s.building_supply.items():
                    b = m.bdefs[bid]
                    if left <= 0 or bid in p.buildings or b.spaces > free:
                        continue
                    # The engine's price: quarries, forests, notary (no phase: no privilege).
                    price = max(0, view.build_price(g, seat, bid) - discount)
                    if price > p.doubloons + view.max_item_gap(g, seat):
                        continue
                    best = max(best, self.build_value(m, p, bid, price))
                gains[seat] = best
        elif role == "craftsman":
            best_bonus = 0.0
            for seat in order:
                made = view.production(g, seat)
                gains[seat] = sum(k * m.held[good] for good, k in made.items())
                for eff in view.effects(g, seat, "variety_bonus"):
                    table = eff.params["doubloons"]
                    gains[seat] += table[min(len(made), len(table) - 1)] * m.mv
                if seat == me and made:
                    best_bonus = max(m.held[good] for good in made)
            gains[me] += best_bonus * priv
        elif role == "trader":
            house = list(s.trading_house)
            for seat in order:
                if len(house) >= TRADING_HOUSE_SPACES:
                    break
                p = s.players[seat]
                dup = self._has_effect(m, p, "duplicate_sale")
                mine = priv if seat == me else 0
                bonus = mine + self._effect_sum(m, p, "sale_bonus", "doubloons")
                best, best_good = 0.0, None
                for good in GOODS:
                    if p.goods[good] and (dup or good not in house):
                        v = (g.prices[good] + bonus) * m.mv - m.held[good]
                        if v > best:
                            best, best_good = v, good
                post = 0.0
                if self._has_effect(m, p, "trade_post"):  # sells past a full house
                    post = max(
                        (
                            (g.prices[good] + mine) * m.mv - m.held[good]
                            for good in GOODS
                            if p.goods[good]
                        ),
                        default=0.0,
                    )
                if best_good is not None and best >= post:
                    house.append(best_good)
                    gains[seat] = best
                else:
                    gains[seat] = post
        elif role == "captain":
            gains = self._captain_gains(g, m, me)
            gains[me] += priv - 1  # the Publishing House doubles the privilege VP
        elif role == "prospector":
            gains[me] = priv * m.mv
        elif role == "smuggler" and self.tuning.smuggler:
            plans = self.smuggling_plans(g, m, me)
            weights = self._opponent_weights(g, m, me)
            if plans:
                gains = max(plans.values(), key=lambda v: _net(v, me, weights))
        return gains

    # ------------------------------------------------------------- smuggler

    def smuggling_plans(self, g: Game, m: Model, me: int) -> dict[Action, list[float]]:
        """Per smuggling action open to `me` (as chooser), what it gives each seat (VP)."""
        s = g.state
        n = s.seats
        p = s.players[me]
        plans: dict[Action, list[float]] = {}
        for i, sh in enumerate(s.ships):
            if sh.count and sh.good:
                gains = [0.0] * n
                gains[me] = min(view.RAID_MAX, sh.count) * m.gv[sh.good] * 0.8
                plans[Action(me, "raid", i)] = gains
        if s.trading_house:
            gains = [0.0] * n
            gains[me] = float(len(s.trading_house))
            plans[Action(me, "plunder")] = gains
        excess = view.poach_excess(g)
        if excess:
            kept = view.poach_kept(g, me)
            staffing = m.best_staffing(p, p.figures + kept) - m.best_staffing(p, p.figures)
            for stay_c in range(s.hall_citizens + 1):
                for keep_c in range(kept + 1):
                    removed_c = s.hall_citizens - stay_c
                    gains = [0.0] * n
                    gains[me] = staffing + 0.8 * keep_c
                    # What the next mayor would have handed the others: about 1/n each.
                    denied = (0.3 * excess + 0.8 * removed_c) / n
                    for i in range(n):
                        if i != me:
                            gains[i] -= denied
                    plans[Action(me, "poach", (stay_c, keep_c))] = gains
        captures: dict[Action, list[float]] = {}
        if view.capture_allowed(g):
            weights = self._opponent_weights(g, m, me)
            for tile in s.roles:
                if tile.taken_by is not None or tile.role == "smuggler" or tile.captured_by:
                    continue
                own = self.role_gains(g, m, me, tile.role)
                play_it = max(0.0, _net(own, me, weights)) * 0.8  # at the end of the round
                rich = [
                    i for i in range(n) if i != me and s.players[i].doubloons >= view.CAPTURE_RANSOM
                ]
                wanted = any(own[i] + 1.0 >= view.CAPTURE_RANSOM * m.mv for i in rich)
                ransom = view.CAPTURE_RANSOM * m.mv
                value = 0.5 * ransom + 0.5 * play_it if wanted else play_it
                gains = [0.0] * n
                gains[me] = tile.coins * m.mv + value
                captures[Action(me, "capture", tile.id)] = gains
        # Where a capture is allowed, only captures: a raid, plunder or poach gives this seat
        # alone, so its net beats the roles that help every seat, yet taking the smuggler for
        # one lost against the role it displaced (4 seats, 1 against 3 seats without the
        # judgment, 7336 paired deals: 28.5% won with captures only, 25.4% with all four).
        return captures if view.capture_allowed(g) else plans

    def _score_smuggling(self, g: Game, legal: Sequence[Action], m: Model) -> list[float]:
        if not self.tuning.smuggler:  # no judgment: the first action offered (never a pass)
            return self._score_unknown(legal)
        me = legal[0].seat
        plans = self.smuggling_plans(g, m, me)
        weights = (
            self._opponent_weights(g, m, me)
            if self.level != "easy"
            else [0.0] * len(g.state.players)
        )
        return [_net(plans[a], me, weights) if a in plans else 0.0 for a in legal]

    # ------------------------------------------------------ festival (IV, V)

    def reward_value(self, m: Model, reward: Mapping[str, Any]) -> float:
        """VP worth of a task's reward: workers placed at once, doubloons, VP."""
        worker = 1.2 if m.R >= 2 else 0.4 * m.R
        return reward["workers"] * worker + reward["doubloons"] * m.mv + reward["vp"]

    def _task_values(self, g: Game, legal: Sequence[Action], m: Model) -> list[float]:
        """What each action does for the open festival tasks: the rewards of tasks it achieves
        now (asked of the engine on a copy) and, for a plantation, a share of the rewards of the
        plantation tasks it brings closer (one step away first)."""
        seat = legal[0].seat
        named = _task_names(g)
        wants = view.plantation_wants(g, seat) if g.decision in SETTLER_DECISIONS else []
        out = []
        for a in legal:
            value = 0.0
            if a.kind != "pass" and _touches(a, named):
                rewards = view.task_rewards_after(g, a)
                value += sum(self.reward_value(m, r) for r in rewards)
            if a.kind == "take_plantation":
                for lack, reward in wants:
                    missing = sum(lack.values())
                    if a.value in lack and missing > 1:  # one more step: the reward is nearer
                        value += FESTIVAL_PROGRESS * self.reward_value(m, reward) / missing
            out.append(self.tuning.festival * value)
        return out

    def _score_reward_place(self, g: Game, legal: Sequence[Action], m: Model) -> list[float]:
        p = g.state.players[legal[0].seat]
        placement = m.actual_placement(p)
        before = m.staffed_value(p, placement)
        out = []
        for a in legal:
            after = dict(placement)
            after[a.value] = after.get(a.value, 0) + 1
            out.append(m.staffed_value(p, after) - before)
        return out

    def _score_poached_place(self, g: Game, legal: Sequence[Action], m: Model) -> list[float]:
        p = g.state.players[legal[0].seat]
        placement = m.actual_placement(p)
        before = m.staffed_value(p, placement)
        out = []
        for a in legal:
            where, figure = a.value
            after = dict(placement)
            after[where] = after.get(where, 0) + 1
            value = m.staffed_value(p, after) - before
            if where in OCCUPANT_DEPENDENT:
                sign = 1.0 if figure == "citizen" else -1.0
                value += 0.5 * sign * self.citizen_preference(m, p, where)
            out.append(value)
        return out

    def _captain_gains(self, g: Game, m: Model, me: int) -> list[float]:
        """A quick loading simulation: each seat loads its biggest load in turn; then storage."""
        s = g.state
        n = s.seats
        ships: list[Ship] = [sh.clone() for sh in s.ships]  # loaded as the simulation goes
        held = [dict(p.goods) for p in s.players]
        # Per loading action: Port VP and Lighthouse doubloons (SPEC §11.4, §12.3).
        port = [
            self._effect_sum(m, p, "load_vp", "vp")
            + self._effect_sum(m, p, "load_coin", "doubloons") * m.mv
            for p in s.players
        ]
        wharf = [self._has_effect(m, p, "private_ship") for p in s.players]
        gains = [0.0] * n
        for i, p in enumerate(s.players):
            # Manufactory VP at the start of the phase, on the crates held now.
            for eff in self._effects(m, p, "hold_vp"):
                gains[i] += sum(p.goods[good] // eff.params["per"] for good in GOODS)
        loaded_any = False
        seat, passes = me, 0
        while passes < n:
            h = held[seat]
            load = view.best_cargo(ships, h)
            if load is not None:
                k, good, i = load
                ships[i].good = good
                ships[i].count += k
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
        return view.has_effect(m.g, m.seat_of(p), hook)

    @staticmethod
    def _effects(m: Model, p: PlayerState, hook: str, skip: str | None = None) -> list[EffectDef]:
        """The effects with this hook of the seat's occupied buildings (but `skip`)."""
        return view.effects(m.g, m.seat_of(p), hook, skip)

    @staticmethod
    def _effect_sum(m: Model, p: PlayerState, hook: str, param: str) -> int:
        return view.effect_total(m.g, m.seat_of(p), hook, param)

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
            g2 = g.clone(events=False)  # a rollout reads no events
            g2.apply(a)
            while not g2.is_over and g2.decision != "role":
                g2.apply(sim.choose(g2, g2.legal_actions()))
            adjusted[i] += _ending_bonus(g2, me)
        return adjusted

    # ---------------------------------------------------------- lookahead

    def _simulator(self) -> ScriptedAgent:
        if self._sim is None:
            # Rollouts play without the grand achievement pull (a copy per action is too dear
            # there); their evaluation still counts completed cards through the final score.
            self._sim = ScriptedAgent("normal", tuning=replace(self.tuning, achievements=False))
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
            g2 = g.clone(events=False)  # a rollout reads no events
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


# Decisions where an action may achieve a festival task (SPEC §20 checkpoints), and the share
# of a plantation task's reward counted for each plantation still missing.
SETTLER_DECISIONS = frozenset({"settler_tile", "settler_extra"})
TASK_DECISIONS = SETTLER_DECISIONS | {"build", "sell", "load", "craftsman_bonus"}
FESTIVAL_PROGRESS = 0.5


def _task_names(g: Game) -> set[object] | None:
    """Goods and buildings named by open tasks; None when an open task names none (any
    action may then achieve it)."""
    named: set[object] = set()
    fest = view.festival(g)
    for t in (*fest["objectives"], *fest["activities"]):
        if t["by"] is not None:
            continue
        slots = [*t["plantations"], *t["crates"], *([t["building"]] if t["building"] else [])]
        if not slots:
            return None
        named.update(slots)
    return named


def _touches(a: Action, named: set[object] | None) -> bool:
    """Whether the action names a good or a building an open task names."""
    if named is None:
        return True
    value = a.value
    if isinstance(value, tuple):  # a load (good, ship), a Black Market build (id, items)
        value = value[0]
    return value in named


def _net(gains: Sequence[float], me: int, weights: Sequence[float]) -> float:
    """What a phase gives `me` less what it gives the others, weighted."""
    return gains[me] - sum(w * gains[i] for i, w in enumerate(weights))


def _may_end_game(g: Game, role: str) -> bool:
    """Cheap test: could this role's phase trigger the end (so it is worth playing out)?"""
    s = g.state
    if role == "mayor":
        # The refill never needs more than every building slot on the table (or N).
        slots = sum(g.bdefs[b].slots for p in s.players for b in p.buildings)
        return s.worker_supply - 1 < max(s.seats, slots)
    if role == "builder":
        return any(view.free_city_spaces(g, seat) <= 2 for seat in range(s.seats))
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
