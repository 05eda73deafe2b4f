"""Plain game state: everything that changes during a game, JSON-serialisable and cheap to clone."""

from __future__ import annotations

from typing import Any

from game.puerto_rico.engine.progress import Progress, load_progress

GOODS: tuple[str, ...] = ("corn", "fruit", "sugar", "tobacco", "coffee")  # worst -> best
QUARRY = "quarry"
FOREST = "forest"  # a plantation placed face down by a Sawmill owner (SPEC §12.2)
TILE_KINDS: tuple[str, ...] = (*GOODS, QUARRY, FOREST)
ISLAND_SPACES = 12
CITY_SPACES = 12
TRADING_HOUSE_SPACES = 4
PORTRAIT = "portrait"  # where unplaced figures wait (a location name for citizens)

# _PHASE_ORDERS[seats][first]: the seats in phase order from `first` (every phase start reads one).
_PHASE_ORDERS = tuple(
    tuple(tuple(list(range(n))[first:] + list(range(n))[:first]) for first in range(n))
    for n in range(9)
)


class PlayerState:
    """One seat's board: island tiles, city buildings, portrait (figures, crates, doubloons), VP."""

    __slots__ = (
        "buildings",
        "citizens",
        "doubloons",
        "forests",
        "goods",
        "name",
        "portrait_workers",
        "tile_workers",
        "tiles",
        "vp",
        "vp_overflow",
    )

    def __init__(self, name: str) -> None:
        self.name = name
        self.doubloons = 0
        self.vp = 0  # VP chips taken from the supply
        self.vp_overflow = 0  # VP scored after the supply ran out (count like chips)
        # Identical land tiles are interchangeable, so the island is kept as counts per kind.
        self.tiles: dict[str, int] = dict.fromkeys(TILE_KINDS, 0)
        self.tile_workers: dict[str, int] = dict.fromkeys(TILE_KINDS, 0)  # occupied tiles
        self.buildings: dict[str, int] = {}  # building id -> figures on it, in build order
        self.portrait_workers = 0
        self.goods: dict[str, int] = dict.fromkeys(GOODS, 0)
        # The good of each forest's underlying plantation tile: tiles["forest"] == its total.
        self.forests: dict[str, int] = dict.fromkeys(GOODS, 0)
        # Expansion II: how many of the figures at a location are citizens. Locations are
        # PORTRAIT, tile kinds and building ids; the figure counts above include citizens.
        self.citizens: dict[str, int] = {}

    @property
    def citizen_count(self) -> int:
        return sum(self.citizens.values())

    def citizens_at(self, location: str) -> int:
        return self.citizens.get(location, 0)

    def figures_at(self, location: str) -> int:
        if location == PORTRAIT:
            return self.portrait_workers
        if location in self.tile_workers:
            return self.tile_workers[location]
        return self.buildings.get(location, 0)

    def move_citizens(self, location: str, delta: int) -> None:
        n = self.citizens.get(location, 0) + delta
        if n:
            self.citizens[location] = n
        else:
            self.citizens.pop(location, None)

    @property
    def chips(self) -> int:
        return self.vp + self.vp_overflow

    @property
    def land_tiles(self) -> int:
        return sum(self.tiles.values())

    @property
    def figures(self) -> int:
        return (
            self.portrait_workers + sum(self.tile_workers.values()) + sum(self.buildings.values())
        )

    @property
    def crates(self) -> int:
        return sum(self.goods.values())

    def occupied(self, building_id: str) -> bool:
        return self.buildings.get(building_id, 0) > 0

    def clone(self) -> PlayerState:
        p = PlayerState.__new__(PlayerState)
        p.name = self.name
        p.doubloons = self.doubloons
        p.vp = self.vp
        p.vp_overflow = self.vp_overflow
        p.tiles = self.tiles.copy()
        p.tile_workers = self.tile_workers.copy()
        p.buildings = self.buildings.copy()
        p.portrait_workers = self.portrait_workers
        p.goods = self.goods.copy()
        p.forests = self.forests.copy()
        p.citizens = self.citizens.copy()
        return p

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "doubloons": self.doubloons,
            "vp": self.vp,
            "vp_overflow": self.vp_overflow,
            "tiles": dict(self.tiles),
            "tile_workers": dict(self.tile_workers),
            "buildings": dict(self.buildings),
            "portrait_workers": self.portrait_workers,
            "goods": dict(self.goods),
            "forests": dict(self.forests),
            "citizens": dict(self.citizens),
        }

    @staticmethod
    def from_dict(d: dict[str, Any]) -> PlayerState:
        p = PlayerState(d["name"])
        p.doubloons = d["doubloons"]
        p.vp = d["vp"]
        p.vp_overflow = d["vp_overflow"]
        p.tiles = {k: d["tiles"].get(k, 0) for k in TILE_KINDS}
        p.tile_workers = {k: d["tile_workers"].get(k, 0) for k in TILE_KINDS}
        p.buildings = dict(d["buildings"])
        p.portrait_workers = d["portrait_workers"]
        p.goods = {g: d["goods"][g] for g in GOODS}
        forests = d.get("forests", {})
        p.forests = {g: forests.get(g, 0) for g in GOODS}
        p.citizens = {k: v for k, v in d.get("citizens", {}).items() if v}
        return p


class Ship:
    """A cargo ship: one good type at a time, `count` crates of `capacity`."""

    __slots__ = ("capacity", "count", "good")

    def __init__(self, capacity: int, good: str | None = None, count: int = 0) -> None:
        self.capacity = capacity
        self.good = good
        self.count = count

    @property
    def free(self) -> int:
        return self.capacity - self.count

    @property
    def full(self) -> bool:
        return self.count >= self.capacity

    def clone(self) -> Ship:
        return Ship(self.capacity, self.good, self.count)

    def to_dict(self) -> dict[str, Any]:
        return {"capacity": self.capacity, "good": self.good, "count": self.count}


class RoleTile:
    """A role tile on the table: which role, the doubloons lying on it, who took it this round
    and (Expansion III) which seat's smuggler captured it this round."""

    __slots__ = ("captured_by", "coins", "id", "role", "taken_by")

    def __init__(
        self,
        tile_id: str,
        role: str,
        coins: int = 0,
        taken_by: int | None = None,
        captured_by: int | None = None,
    ):
        self.id = tile_id
        self.role = role
        self.coins = coins
        self.taken_by = taken_by
        self.captured_by = captured_by

    def clone(self) -> RoleTile:
        return RoleTile(self.id, self.role, self.coins, self.taken_by, self.captured_by)

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "id": self.id,
            "role": self.role,
            "coins": self.coins,
            "taken_by": self.taken_by,
        }
        if self.captured_by is not None:  # written only when set: older saves stay identical
            d["captured_by"] = self.captured_by
        return d

    @staticmethod
    def from_dict(d: dict[str, Any]) -> RoleTile:
        return RoleTile(d["id"], d["role"], d["coins"], d["taken_by"], d.get("captured_by"))


# Fields copied as-is by clone() and written as-is by to_dict(): ints, strings, bools, None.
_SCALARS = (
    "seats",
    "seed",
    "rng",
    "round",
    "governor",
    "pick_index",
    "worker_supply",
    "hiring_hall",
    "citizen_supply",
    "hall_citizens",
    "vp_supply",
    "quarries",
    "phase",
    "chooser",
    "vp_exhausted",
    "t1",
    "t2",
    "over",
    "end_trigger",
    "doubloons_issued",
    "doubloons_returned",
    "actions_taken",
)


# Scalars added after the first save format: older saves lack them (no citizens there).
_SINCE_V1 = ("citizen_supply", "hall_citizens")


class GameState:
    """Everything that changes during a game. Rules live in the role modules, not here."""

    __slots__ = (
        *_SCALARS,
        "auto",
        "draft_picks",
        "drafted",
        "building_supply",
        "bag",
        "crates",
        "discard",
        "display",
        "expansions",
        "pending",
        "pick_order",
        "players",
        "ps",
        "roles",
        "ships",
        "totals",
        "wanted",
        "smuggling",
        "festival",
        "achievements",
        "trading_house",
        "variants",
        "vp_history",
    )

    def __init__(self) -> None:
        self.seats = 0
        self.seed = 0
        self.rng = 0  # Rng state
        self.expansions: tuple[str, ...] = ()
        self.variants: tuple[str, ...] = ()
        self.round = 1
        self.governor = 0
        self.pick_order: list[int] = []  # seats choosing roles this round, in order
        self.pick_index = 0
        self.roles: list[RoleTile] = []
        self.players: list[PlayerState] = []
        self.crates: dict[str, int] = dict.fromkeys(GOODS, 0)  # crate supply
        self.worker_supply = 0
        self.hiring_hall = 0  # workers in the hiring hall
        self.citizen_supply = 0  # Expansion II
        self.hall_citizens = 0  # citizens in the hiring hall
        self.vp_supply = 0
        self.quarries = 0  # quarry stack
        self.bag: list[str] = []  # plantation bag
        self.discard: list[str] = []  # plantation discard pile
        self.display: list[str] = []  # face-up plantations
        self.ships: list[Ship] = []
        self.trading_house: list[str] = []
        self.building_supply: dict[str, int] = {}  # building id -> copies left on the board
        self.phase: str | None = None  # role being played, None while a role is being chosen
        self.chooser = 0
        self.ps: Progress = Progress()  # what the current phase has done so far
        self.pending: tuple[int, str] | None = None  # (seat, decision kind) awaited
        self.vp_exhausted = False
        self.t1 = False  # hiring hall could not be refilled this mayor phase
        self.t2 = False  # a city was completed this builder phase
        self.over = False
        self.end_trigger: str | None = None
        self.doubloons_issued = 0  # by the bank, for the conservation check
        self.doubloons_returned = 0
        self.actions_taken = 0
        self.totals: dict[str, Any] = {}  # components in play, for the conservation check
        self.vp_history: list[list[int]] = []  # per finished round, each seat's VP (for charts)
        self.auto: dict[str, Any] = {}  # Puertoma seats and their material (empty without them)
        self.drafted = False  # the building board was drafted before round 1 (SPEC §12.1)
        self.draft_picks: list[list[Any]] = []  # [seat, building id] in pick order
        self.wanted: int | None = None  # Expansion III: the seat holding the wanted token
        # Expansion III, per seat: how often it smuggled and what (statistics for the JSON).
        self.smuggling: list[dict[str, int]] = []
        # Expansions IV/V (engine/festival.py): objectives, activity cards, rewards to place.
        # Empty without those modules.
        self.festival: dict[str, Any] = {}
        # Expansion VI (engine/achievements.py): cards, offers and statistics; None without it.
        self.achievements: dict[str, Any] | None = None

    @property
    def n(self) -> int:
        return self.seats

    def phase_order(self, first: int) -> list[int]:
        return list(_PHASE_ORDERS[self.seats][first])  # a fresh list: progress keeps it

    def clone(self) -> GameState:
        s = GameState.__new__(GameState)
        for name in _SCALARS:
            setattr(s, name, getattr(self, name))
        s.expansions = self.expansions
        s.variants = self.variants
        s.pick_order = self.pick_order.copy()
        s.roles = [r.clone() for r in self.roles]
        s.players = [p.clone() for p in self.players]
        s.crates = self.crates.copy()
        s.bag = self.bag.copy()
        s.discard = self.discard.copy()
        s.display = self.display.copy()
        s.ships = [sh.clone() for sh in self.ships]
        s.trading_house = self.trading_house.copy()
        s.building_supply = self.building_supply.copy()
        s.ps = self.ps.clone()
        s.pending = self.pending
        s.totals = self.totals  # never mutated after set-up (scenarios replace it whole)
        s.vp_history = [row.copy() for row in self.vp_history]
        s.auto = _deep_copy(self.auto) if self.auto else {}
        s.drafted = self.drafted
        s.draft_picks = [pick.copy() for pick in self.draft_picks]
        s.wanted = self.wanted
        s.smuggling = [dict(row) for row in self.smuggling]
        s.festival = _deep_copy(self.festival) if self.festival else {}
        s.achievements = _deep_copy(self.achievements) if self.achievements is not None else None
        return s

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {name: getattr(self, name) for name in _SCALARS}
        d.update(
            expansions=list(self.expansions),
            variants=list(self.variants),
            pick_order=list(self.pick_order),
            roles=[r.to_dict() for r in self.roles],
            players=[p.to_dict() for p in self.players],
            crates=dict(self.crates),
            bag=list(self.bag),
            discard=list(self.discard),
            display=list(self.display),
            ships=[s.to_dict() for s in self.ships],
            trading_house=list(self.trading_house),
            building_supply=dict(self.building_supply),
            ps=self.ps.to_dict(),
            pending=list(self.pending) if self.pending else None,
            totals=_deep_copy(self.totals),
            vp_history=[list(r) for r in self.vp_history],
            auto=_deep_copy(self.auto),
            drafted=self.drafted,
            draft_picks=[list(pick) for pick in self.draft_picks],
        )
        if "smuggler" in self.expansions:  # Expansion III only: other saves stay identical
            d["wanted"] = self.wanted
            d["smuggling"] = [dict(row) for row in self.smuggling]
        if self.festival:  # Expansions IV/V only: other saves stay identical
            d["festival"] = _deep_copy(self.festival)
        if self.achievements is not None:  # Expansion VI only: other saves stay identical
            d["achievements"] = _deep_copy(self.achievements)
        return d

    @staticmethod
    def from_dict(d: dict[str, Any]) -> GameState:
        s = GameState()
        for name in _SCALARS:
            setattr(s, name, d.get(name, 0) if name in _SINCE_V1 else d[name])
        s.expansions = tuple(d["expansions"])
        s.variants = tuple(d["variants"])
        s.pick_order = list(d["pick_order"])
        s.roles = [RoleTile.from_dict(r) for r in d["roles"]]
        s.players = [PlayerState.from_dict(p) for p in d["players"]]
        s.crates = {g: d["crates"][g] for g in GOODS}
        s.bag = list(d["bag"])
        s.discard = list(d["discard"])
        s.display = list(d["display"])
        s.ships = [Ship(x["capacity"], x["good"], x["count"]) for x in d["ships"]]
        s.trading_house = list(d["trading_house"])
        s.building_supply = dict(d["building_supply"])
        s.ps = load_progress(s.phase, d["ps"])
        s.pending = (d["pending"][0], d["pending"][1]) if d["pending"] else None
        s.totals = _deep_copy(d["totals"])
        s.vp_history = [list(r) for r in d["vp_history"]]
        s.auto = _deep_copy(d.get("auto", {}))
        s.drafted = bool(d.get("drafted", False))
        s.draft_picks = [list(pick) for pick in d.get("draft_picks", [])]
        s.wanted = d.get("wanted")  # saves from before Expansion III have no wanted token
        s.smuggling = [dict(row) for row in d.get("smuggling", [])]
        s.festival = _deep_copy(d.get("festival", {}))
        achievements = d.get("achievements")
        s.achievements = _deep_copy(achievements) if achievements is not None else None
        return s


def _deep_copy(value: Any) -> Any:
    """Copy of nested dicts/lists of scalars (phase progress); faster than copy.deepcopy."""
    if isinstance(value, dict):
        return {k: _deep_copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_deep_copy(v) for v in value]
    return value
