"""Arrange a game position in the game's own words, for rules tests and tutorials.

Example (EXAMPLES.md EX-04, a captain phase with four seats)::

    g = (
        Scenario(seats=4, names=("Anna", "Benoit", "Clara", "Dominique"))
        .seat(0, goods={"corn": 2, "sugar": 6})
        .seat(1, goods={"sugar": 2, "tobacco": 3})
        .seat(2, goods={"corn": 2, "tobacco": 1})
        .seat(3, goods={"corn": 1, "fruit": 5}, buildings={"small_warehouse": 1})
        .ships((5, None, 0), (6, "corn", 3), (7, None, 0))
        .start("captain", chooser=0)
    )
    g.legal_actions()  # Anna's loads

Seats start empty (no plantation, no doubloons) unless told otherwise. `tiles` maps a tile kind
to a count or to (count, occupied); `buildings` maps a building id to the figures on it. The
components a scenario hands out are taken from the supplies; at the end the conservation totals
are recomputed from the arranged position, so the invariants hold from there on.
"""

from __future__ import annotations

from typing import Any

from game.puerto_rico.catalog import Catalog
from game.puerto_rico.engine import achievements, festival, puertoma
from game.puerto_rico.engine.actions import Action
from game.puerto_rico.engine.game import CITIZENS, Game, GameConfig
from game.puerto_rico.engine.gamedef import ALL_SETS, GameDef
from game.puerto_rico.engine.state import FOREST, GOODS, TILE_KINDS, RoleTile, Ship


class Scenario:
    """A builder: chain calls, then `start(role, chooser)` or `at_role_choice(seat)`."""

    def __init__(
        self,
        seats: int = 4,
        names: tuple[str, ...] = (),
        seed: int = 0,
        variants: tuple[str, ...] = (),
        catalog: Catalog | None = None,
        puertomas: int = 0,
        difficulty: str = "normal",
        expansions: tuple[str, ...] = (),
    ) -> None:
        self.game = Game.new(
            GameConfig(
                seats=seats,
                seed=seed,
                names=tuple(names),
                variants=tuple(variants),
                puertomas=puertomas,
                difficulty=difficulty,
            ),
            catalog,
        )
        s = self.game.s
        # The modules' rules apply from the arranged position on; no draft is played. (Set
        # before the static facts are taken again: the game reads which modules listen.)
        s.expansions = tuple(expansions)
        # An arranged position may hold any building, whatever the modules: all are in play.
        self.game._use_defs(GameDef.get(self.game.cat, ALL_SETS, variants))
        if "citizens" in expansions:
            s.citizen_supply = CITIZENS
        if "smuggler" in expansions and not any(r.role == "smuggler" for r in s.roles):
            s.roles.append(RoleTile("smuggler", "smuggler"))  # Expansion III's role tile
        if achievements.MODULE in expansions:
            achievements.setup(self.game)  # Expansion VI: cards dealt, choices already made
            a = s.achievements
            assert a is not None
            for seat, offer in enumerate(a.pop("offer", [])):
                a["hands"][seat] = offer[: achievements.DEALT]
                a["discard"].extend(offer[achievements.DEALT :])
            a.pop("keep", None)
        # Clear the seats: starting plantations go back into the bag, money to the bank.
        for p in s.players:
            for kind in TILE_KINDS:
                if kind in GOODS:
                    s.bag.extend([kind] * p.tiles[kind])
                p.tiles[kind] = 0
                p.tile_workers[kind] = 0
            for good in GOODS:
                s.bag.extend([good] * p.forests[good])
                p.forests[good] = 0
            p.doubloons = 0
        self._taken: list[str] = []

    # ------------------------------------------------------------- the seats

    def seat(
        self,
        index: int,
        *,
        doubloons: int | None = None,
        tiles: dict[str, int | tuple[int, int]] | None = None,
        buildings: dict[str, int] | None = None,
        goods: dict[str, int] | None = None,
        portrait: int | None = None,
        vp: int | None = None,
        forests: dict[str, int] | None = None,
        citizens: dict[str, int] | None = None,
    ) -> Scenario:
        """Arrange one seat's board; unspecified parts stay as they are. Forests are given by the
        good of their face-down plantation tile (`forests={"corn": 2}`), taken from the bag.
        `citizens` says how many of the figures at a location ("portrait", a tile kind, a
        building id) are citizens (Expansion II); they come from the citizen supply."""
        s = self.game.s
        p = s.players[index]
        if doubloons is not None:
            p.doubloons = doubloons
        for good, n in (forests or {}).items():
            if good not in GOODS:
                raise ValueError(f"unknown good {good!r}")
            for _ in range(n - p.forests[good]):
                s.bag.remove(good)
            s.bag.extend([good] * (p.forests[good] - n))
            p.tiles[FOREST] += n - p.forests[good]
            p.forests[good] = n
        for kind, spec in (tiles or {}).items():
            count, occupied = spec if isinstance(spec, tuple) else (spec, 0)
            if kind not in TILE_KINDS or kind == FOREST:
                raise ValueError(f"unknown tile kind {kind!r} (forests: use forests=)")
            per_tile = puertoma.worker_slots(self.game, kind) if self.game.is_puertoma(index) else 1
            if occupied > count * per_tile:
                raise ValueError(f"{kind}: {occupied} workers on {count} tiles")
            for _ in range(count - p.tiles[kind]):
                if kind in GOODS:
                    if kind in s.bag:
                        s.bag.remove(kind)
                elif s.quarries:
                    s.quarries -= 1
            p.tiles[kind] = count
            p.tile_workers[kind] = occupied
            s.worker_supply = max(0, s.worker_supply - occupied)
        for bid, figures in (buildings or {}).items():
            b = self.game.bdefs.get(bid)
            if b is None:
                raise ValueError(f"unknown building {bid!r}")
            if figures > b.slots:
                raise ValueError(f"{bid} has {b.slots} slot(s), not {figures}")
            if bid not in p.buildings and s.building_supply.get(bid, 0) > 0:
                s.building_supply[bid] -= 1
            p.buildings[bid] = figures
            s.worker_supply = max(0, s.worker_supply - figures)
        for good, n in (goods or {}).items():
            if good not in GOODS:
                raise ValueError(f"unknown good {good!r}")
            s.crates[good] = max(0, s.crates[good] - (n - p.goods[good]))
            p.goods[good] = n
        if portrait is not None:
            s.worker_supply = max(0, s.worker_supply - portrait)
            p.portrait_workers = portrait
        if vp is not None:
            s.vp_supply = max(0, s.vp_supply - vp)
            p.vp = vp
        for where, n in (citizens or {}).items():
            if n > p.figures_at(where):
                raise ValueError(f"{n} citizen(s) at {where}, where {p.figures_at(where)} stand")
            change = n - p.citizens_at(where)
            p.move_citizens(where, change)
            s.citizen_supply = max(0, s.citizen_supply - change)
            s.worker_supply += change  # those figures are citizens, not workers
        return self

    # ------------------------------------------------------------- the table

    def achievements(self, seat: int, *cards: str, done: tuple[str, ...] = ()) -> Scenario:
        """Give the seat these grand achievement cards (held, and `done`: completed), taken
        from wherever they were; the seat's former cards go back to the deck."""
        a = self.game.s.achievements
        if a is None:
            raise ValueError("the scenario has no grand achievements (expansions=...)")
        wanted = set(cards) | set(done)
        for pile in [*a["hands"], *a["done"], a["deck"], a["discard"]]:
            pile[:] = [c for c in pile if c not in wanted]
        a["deck"].extend(a["hands"][seat] + a["done"][seat])
        a["hands"][seat] = list(cards)
        a["done"][seat] = list(done)
        return self

    def ships(self, *ships: tuple[int, str | None, int]) -> Scenario:
        """Cargo ships as (capacity, good or None, crates aboard)."""
        s = self.game.s
        s.ships = [Ship(cap, good if count else None, count) for cap, good, count in ships]
        return self

    def trading_house(self, *goods: str) -> Scenario:
        self.game.s.trading_house = list(goods)
        return self

    def display(self, *goods: str) -> Scenario:
        """The face-up plantations."""
        s = self.game.s
        s.bag.extend(s.display)
        for good in goods:
            if good in s.bag:
                s.bag.remove(good)
        s.display = list(goods)
        return self

    def bag(self, *goods: str, discard: tuple[str, ...] = ()) -> Scenario:
        """Exactly these plantations in the bag (and these in the discard pile)."""
        self.game.s.bag = list(goods)
        self.game.s.discard = list(discard)
        return self

    def supply(
        self,
        *,
        crates: dict[str, int] | None = None,
        workers: int | None = None,
        hiring_hall: int | None = None,
        vp: int | None = None,
        quarries: int | None = None,
        buildings: dict[str, int] | None = None,
        citizens: int | None = None,
        hall_citizens: int | None = None,
    ) -> Scenario:
        """Set supplies to exact values."""
        s = self.game.s
        if citizens is not None:
            s.citizen_supply = citizens
        if hall_citizens is not None:
            s.hall_citizens = hall_citizens
        for good, n in (crates or {}).items():
            s.crates[good] = n
        if workers is not None:
            s.worker_supply = workers
        if hiring_hall is not None:
            s.hiring_hall = hiring_hall
        if vp is not None:
            s.vp_supply = vp
        if quarries is not None:
            s.quarries = quarries
        for bid, n in (buildings or {}).items():
            s.building_supply[bid] = n
        return self

    def role_coins(self, **coins: int) -> Scenario:
        """Doubloons lying on role tiles, by tile id (settler=1, prospector=2, ...)."""
        for tile in self.game.s.roles:
            if tile.id in coins:
                tile.coins = coins[tile.id]
        return self

    def taken(self, *tile_ids: str) -> Scenario:
        """Role tiles already taken earlier this round (by nobody in particular)."""
        self._taken.extend(tile_ids)
        return self

    def wanted(self, seat: int | None) -> Scenario:
        """The seat holding the wanted token (Expansion III), None: in the supply."""
        self.game.s.wanted = seat
        return self

    def captured(self, tile_id: str, by: int) -> Scenario:
        """A role tile captured this round by `by`'s smuggler (Expansion III)."""
        tile = next(r for r in self.game.s.roles if r.id == tile_id)
        tile.captured_by = by
        return self

    def puertoma(
        self,
        seat: int,
        *,
        capabilities: dict[int, tuple[str, str]] | None = None,
        reserved: str | None = None,
        built: bool | None = None,
    ) -> Scenario:
        """A Puertoma's material: capability per level as (id, hidden|unlocked|active|discarded),
        the building its reserved token marks, whether it has built yet."""
        me = puertoma.info(self.game, seat)
        for level, (cap_id, state) in (capabilities or {}).items():
            me["caps"][level - 1] = [cap_id, state]
        if reserved is not None:
            me["reserved"] = reserved
        if built is not None:
            me["built"] = built
        return self

    def action_token(self, node: str) -> Scenario:
        self.game.s.auto["token"] = node
        return self

    def resolution_deck(self, *card_ids: str) -> Scenario:
        """The resolution cards to be drawn next, top first."""
        self.game.s.auto["deck"] = list(card_ids)
        self.game.s.auto["used"] = []
        return self

    def festival_tasks(self, *tasks: tuple[str, dict[str, Any]]) -> Scenario:
        """Open festival tasks (Expansions IV/V), replacing any: (id, slots) with the id of an
        objective (festival_plantation, festival_goods, festival_building) or of an activity
        card, and slots among plantations=[...], crates=[...], building=id. Their crates come
        out of the supply, their plantations out of the bag when there."""
        s = self.game.s
        for task in festival.open_tasks(self.game):  # what set-up drew goes back first
            for good in task["crates"]:
                s.crates[good] += 1
            s.bag.extend(task["plantations"])
        out = []
        for task_id, slots in tasks:
            kind = "objective" if task_id in festival.OBJECTIVES else "activity"
            task = festival._task(
                task_id, kind, plantations=slots.get("plantations"), crates=slots.get("crates")
            )
            task["building"] = slots.get("building")
            for good in task["crates"]:
                s.crates[good] -= 1
            for good in task["plantations"]:
                if good in s.bag:
                    s.bag.remove(good)
            out.append(task)
        s.festival = {"tasks": out}
        return self

    def governor(self, seat: int) -> Scenario:
        self.game.s.governor = seat
        return self

    def flags(self, **values: Any) -> Scenario:
        """Engine flags such as vp_exhausted=True or round=5."""
        for name, value in values.items():
            setattr(self.game.s, name, value)
        return self

    # ----------------------------------------------------------------- start

    def at_role_choice(self, seat: int) -> Game:
        """The game with `seat` about to choose a role."""
        g = self._finish()
        s = g.s
        s.pick_order = s.phase_order(seat) * g.cat.setup(s.seats).picks_per_seat
        s.pick_index = 0
        s.phase = None
        s.pending = (seat, "role")
        g._legal = None
        return g

    def puertoma_chooses(self, seat: int) -> Game:
        """The game after Puertoma `seat` chose its role by itself and played on until a human
        must decide (its choice and reasons are in g.events)."""
        g = self.at_role_choice(seat)
        g.events = []
        g.s.pending = None
        g._run()
        return g

    def start(self, role: str, chooser: int) -> Game:
        """The game right after `chooser` took `role`: its phase runs to the first decision."""
        g = self.at_role_choice(chooser)
        tile = next(
            (r for r in g.s.roles if r.role == role and r.taken_by is None),
            None,
        )
        if tile is None:
            raise ValueError(f"no free {role} tile in this game")
        g.apply(Action(chooser, "choose_role", tile.id))
        return g

    def _finish(self) -> Game:
        g = self.game
        s = g.s
        for tile_id in self._taken:
            tile = next(r for r in s.roles if r.id == tile_id)
            tile.taken_by = (s.governor + 1) % s.seats
        _recount(g)
        return g


def _recount(g: Game) -> None:
    """Make the conservation totals match the arranged position."""
    s = g.s
    t: dict[str, Any] = {}
    s.totals = t
    fest_crates, fest_tiles = festival.held(g)
    t["crates"] = {
        good: fest_crates[good]
        + s.crates[good]
        + sum(p.goods[good] for p in s.players)
        + sum(sh.count for sh in s.ships if sh.good == good)
        + s.trading_house.count(good)
        for good in GOODS
    }
    citizens = sum(p.citizen_count for p in s.players)
    t["workers"] = s.worker_supply + s.hiring_hall + sum(p.figures for p in s.players) - citizens
    t["citizens"] = s.citizen_supply + s.hall_citizens + citizens
    t["plantations"] = {
        good: fest_tiles[good]
        + s.bag.count(good)
        + s.discard.count(good)
        + s.display.count(good)
        + sum(p.tiles[good] + p.forests[good] for p in s.players)
        for good in GOODS
    }
    t["quarries"] = s.quarries + sum(p.tiles["quarry"] for p in s.players)
    t["vp"] = s.vp_supply + sum(p.vp for p in s.players)
    t["buildings"] = {
        bid: s.building_supply.get(bid, 0) + sum(1 for p in s.players if bid in p.buildings)
        for bid in set(s.building_supply) | {b for p in s.players for b in p.buildings}
    }
    t["doubloons"] = sum(p.doubloons for p in s.players) + sum(r.coins for r in s.roles)
    s.doubloons_issued = 0
    s.doubloons_returned = 0
