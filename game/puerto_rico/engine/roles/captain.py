"""Captain: seats load goods in turn as long as anyone can; then storage; full ships sail."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from game.puerto_rico.engine import guests, puertoma
from game.puerto_rico.engine.actions import Action
from game.puerto_rico.engine.rules import (
    effects,
    gain_doubloons,
    gain_vp,
    has_effect,
    privilege,
    sourced_effects,
)
from game.puerto_rico.engine.state import GOODS, Ship

if TYPE_CHECKING:
    from game.puerto_rico.engine.game import Game

Kept = tuple[tuple[str, int], ...]
Crates = tuple[tuple[str, int], ...]  # (good, count) pairs, e.g. a small private ship's load


def start(g: Game) -> None:
    s = g.s
    s.ps = {
        "stage": "load",
        "seat": s.chooser,
        "passes": 0,
        "privilege_given": False,
        "private_used": [],
        "small_used": [],
        "order": s.phase_order(s.chooser),
        "i": 0,
    }
    # Start-of-phase hooks (SPEC §20): the captain's Lighthouse coin, then each seat's Manufactory.
    captain = s.players[s.chooser]
    for bid, eff in sourced_effects(g, captain, "load_coin"):
        n = eff.params["doubloons"]
        gain_doubloons(g, s.chooser, n)
        g.emit("building_coins", s.chooser, building=bid, doubloons=n)
    for seat in s.ps["order"]:
        p = s.players[seat]
        for bid, eff in sourced_effects(g, p, "hold_vp"):
            vp = sum(p.goods[good] // eff.params["per"] for good in GOODS)
            if vp:
                gain_vp(g, seat, vp)
                g.emit("building_vp", seat, building=bid, vp=vp)
    if "export_vp" in g.defs.catalog_hooks:  # the key is in every save since the Export Office
        # Export Office owners decide next, in phase order, before any loading.
        s.ps["export"] = [seat for seat in s.ps["order"] if export_options(g, seat)]


def export_options(g: Game, seat: int) -> list[Action]:
    """Export Office: up to one crate per citizen owned, all of different goods, 1 VP each."""
    p = g.s.players[seat]
    if not p.citizens or not has_effect(g, p, "export_vp"):
        return []
    held = [good for good in GOODS if p.goods[good] > 0]
    most = min(p.citizen_count, len(held))
    return [
        Action(seat, "export_goods", combo)
        for k in range(most, 0, -1)
        for combo in combinations(held, k)
    ]


def ships_for(ships: Sequence[Ship], good: str) -> list[int]:
    """The cargo ships that may take `good` now: the one already carrying it while it has room,
    else any empty ship (SPEC §7.6.1). Also asked by bots on copies of the ships."""
    carrying = [i for i, sh in enumerate(ships) if sh.good == good]
    if carrying:
        return [i for i in carrying if not ships[i].full]
    return [i for i, sh in enumerate(ships) if sh.count == 0]


def cargo_loads(g: Game, seat: int) -> list[Action]:
    """Legal cargo-ship loads: the ship taking the most crates of the good (SPEC §7.6.1)."""
    s = g.s
    held = s.players[seat].goods
    ships = s.ships
    options: list[Action] = []
    for good in GOODS:
        n = held[good]
        if not n:
            continue
        eligible = ships_for(ships, good)
        if not eligible:
            continue
        best = max(min(n, ships[i].free) for i in eligible)
        options.extend(
            Action(seat, "load", (good, i)) for i in eligible if min(n, ships[i].free) == best
        )
    return options


def private_loads(g: Game, seat: int) -> list[Action]:
    s = g.s
    p = s.players[seat]
    if seat in s.ps["private_used"] or not has_effect(g, p, "private_ship"):
        return []
    return [Action(seat, "load_private", good) for good in GOODS if p.goods[good]]


def small_private_loads(g: Game, seat: int) -> list[Action]:
    """The distinct useful small-private-ship loads: every crate, and, when the number of crates
    is odd (the last crate scores nothing), every crate but one of a good. Any other mix of
    k >= 1 held crates is valid too (why_not accepts it)."""
    s = g.s
    p = s.players[seat]
    if seat in s.ps.get("small_used", ()) or not has_effect(g, p, "small_private_ship"):
        return []
    held = {good: p.goods[good] for good in GOODS if p.goods[good]}
    total = sum(held.values())
    if not total:
        return []
    options = [Action(seat, "load_small_private", _crates(held))]
    if total % 2 and total > 1:
        for good in held:
            fewer = dict(held)
            fewer[good] -= 1
            options.append(Action(seat, "load_small_private", _crates(fewer)))
    return options


def _crates(counts: dict[str, int]) -> Crates:
    return tuple((good, counts[good]) for good in GOODS if counts.get(good))


def _small_load_problem(g: Game, seat: int, value: object) -> str | None:
    """None if `value` is a valid small-private-ship load for the seat now, else why not."""
    s = g.s
    p = s.players[seat]
    if seat in s.ps.get("small_used", ()) or not has_effect(g, p, "small_private_ship"):
        return f"{p.name} has no unused small private ship"
    if not isinstance(value, (tuple, list)) or not value:
        return "a small private ship load is a non-empty list of (good, count) pairs"
    seen: set[str] = set()
    for pair in value:
        if not isinstance(pair, (tuple, list)) or len(pair) != 2:
            return f"{pair!r} is not a (good, count) pair"
        good, n = pair
        if good not in GOODS or good in seen:
            return f"{good!r} is not a good, or is listed twice"
        seen.add(good)
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            return f"the count of {good} must be a whole number >= 1"
        if n > p.goods[good]:
            return f"{p.name} holds only {p.goods[good]} {good}"
    return None


def _spread(counts: list[tuple[str, int]], n: int) -> list[dict[str, int]]:
    """Every way to pick exactly n crates from these (good, held) counts, in GOODS order."""
    if n == 0:
        return [{}]
    if not counts or sum(c for _, c in counts) < n:
        return []
    (good, held), rest = counts[0], counts[1:]
    out: list[dict[str, int]] = []
    for k in range(min(held, n), -1, -1):
        for tail in _spread(rest, n - k):
            out.append({good: k, **tail} if k else tail)
    return out


def storage_options(g: Game, seat: int) -> list[Kept]:
    """Distinct ways to keep the most crates: warehouse goods whole, plus the free crate and the
    Shed's extra crates (any goods) from the other goods."""
    p = g.s.players[seat]
    held = [good for good in GOODS if p.goods[good]]
    if not held:
        return [()]
    types = sum(eff.params["types"] for eff in effects(g, p, "storage_types"))
    free = 1 + sum(eff.params["crates"] for eff in effects(g, p, "storage_extra"))
    if len(held) <= types:
        return [tuple((good, p.goods[good]) for good in held)]
    options: list[Kept] = []
    for whole in combinations(held, types):
        rest = [(good, p.goods[good]) for good in held if good not in whole]
        n = min(free, sum(c for _, c in rest))
        for extra in _spread(rest, n):
            kept = {good: p.goods[good] for good in whole}
            kept.update(extra)
            option = tuple((good, kept[good]) for good in GOODS if good in kept)
            if option not in options:  # e.g. a single crate kept whole or as the free crate
                options.append(option)
    return options


def advance(g: Game) -> bool:
    s = g.s
    ps = s.ps
    while ps.get("export"):
        seat = ps["export"][0]
        if export_options(g, seat):
            s.pending = (seat, "export")
            return False
        ps["export"].pop(0)
    if ps["stage"] == "load":
        while ps["passes"] < s.seats:
            seat = ps["seat"]
            if s.auto and puertoma.is_puertoma(g, seat):
                choice = puertoma.load_choice(g, seat)
                if choice is not None:
                    _load(g, choice, "most crates, then the worse good, then the fullest ship")
                    puertoma.performed(g, seat)
                    ps["passes"] = 0
                else:
                    ps["passes"] += 1
                ps["seat"] = (seat + 1) % s.seats
                continue
            options = load_options(g, seat)
            if options:
                s.pending = (seat, "load")
                g._legal = options
                return False
            ps["passes"] += 1
            ps["seat"] = (seat + 1) % s.seats
        ps["stage"] = "storage"
        if s.auto:
            puertoma.captain_end(g)
    if ps["stage"] == "storage":
        order = ps["order"]
        while ps["i"] < len(order):
            seat = order[ps["i"]]
            if s.auto and puertoma.is_puertoma(g, seat):
                _store(g, seat, puertoma.storage_choice(g, seat), "keeps its best good")
                ps["i"] += 1
                continue
            options = storage_options(g, seat)
            # A Bohio owner may still send a guest to a warehouse just before storing (§12.3).
            if len(options) > 1 or guests.has_moves(g, seat):
                s.pending = (seat, "storage")
                return False
            _store(g, seat, options[0])
            ps["i"] += 1
    _ships_sail(g)
    return True


def _store(g: Game, seat: int, kept: Kept, reason: str | None = None) -> None:
    s = g.s
    p = s.players[seat]
    keep = dict(kept)
    returned: dict[str, int] = {}
    for good in GOODS:
        extra = p.goods[good] - keep.get(good, 0)
        if extra > 0:
            returned[good] = extra
            p.goods[good] -= extra
            s.crates[good] += extra
    if p.crates or returned:
        why = {"reason": reason} if reason else {}
        g.emit("stored", seat, kept=dict(keep), returned=returned, **why)


def _crates_dict(load: dict[str, int]) -> dict[str, int]:
    return {good: load[good] for good in GOODS if load.get(good)}


def _ships_sail(g: Game) -> None:
    s = g.s
    for sh in s.ships:
        if sh.full:
            g.emit("ship_departed", None, capacity=sh.capacity, good=sh.good, count=sh.count)
            s.crates[sh.good] += sh.count  # type: ignore[index]
            sh.good = None
            sh.count = 0


def load_options(g: Game, seat: int) -> list[Action]:
    """Cargo loads and private-ship uses; passing is allowed only when no cargo load exists."""
    cargo = cargo_loads(g, seat)
    private = private_loads(g, seat) + small_private_loads(g, seat)
    if cargo:
        return cargo + private
    if private:
        return [*private, Action(seat, "pass")]
    return []


def legal(g: Game, seat: int, kind: str) -> list[Action]:
    if kind == "load":
        return load_options(g, seat)
    if kind == "storage":
        return [Action(seat, "store", kept) for kept in storage_options(g, seat)]
    if kind == "export":
        return [*export_options(g, seat), Action(seat, "pass")]
    raise AssertionError(kind)


def _export(g: Game, seat: int, goods: tuple[str, ...]) -> None:
    s = g.s
    p = s.players[seat]
    bid, eff = sourced_effects(g, p, "export_vp")[0]
    for good in goods:
        p.goods[good] -= 1
        s.crates[good] += 1
    vp = eff.params["vp"] * len(goods)
    gain_vp(g, seat, vp)
    g.emit("goods_exported", seat, building=bid, goods=list(goods), vp=vp)


def _load_vp(g: Game, seat: int, crates: int) -> int:
    s = g.s
    p = s.players[seat]
    vp = crates
    for eff in effects(g, p, "load_vp"):
        vp += eff.params["vp"]
    if seat == s.chooser and not s.ps["privilege_given"]:
        s.ps["privilege_given"] = True
        vp += privilege(g, seat)
    return vp


def _load_coins(g: Game, seat: int) -> None:
    """Doubloons per loading action onto any ship (Lighthouse), after the load's VP."""
    for bid, eff in sourced_effects(g, g.s.players[seat], "load_coin"):
        n = eff.params["doubloons"]
        gain_doubloons(g, seat, n)
        g.emit("building_coins", seat, building=bid, doubloons=n)


def _load(g: Game, action: Action, reason: str | None = None) -> None:
    s = g.s
    seat = action.seat
    p = s.players[seat]
    good, i = action.value
    ship = s.ships[i]
    n = min(p.goods[good], ship.free)
    p.goods[good] -= n
    ship.good = good
    ship.count += n
    vp = _load_vp(g, seat, n)
    gain_vp(g, seat, vp)
    why = {"reason": reason} if reason else {}
    g.emit(
        "loaded", seat, good=good, count=n, ship=f"{ship.capacity}-ship", ship_index=i, vp=vp, **why
    )
    _load_coins(g, seat)


def act(g: Game, action: Action) -> None:
    s = g.s
    seat = action.seat
    p = s.players[seat]
    ps = s.ps
    if ps.get("export"):  # the Export Office decision
        ps["export"].pop(0)
        if action.kind == "export_goods":
            _export(g, seat, action.value)
        return
    if action.kind == "store":
        _store(g, seat, action.value)
        ps["i"] += 1
        return
    if action.kind == "load":
        _load(g, action)
    elif action.kind == "load_private":
        good = action.value
        n = p.goods[good]
        p.goods[good] = 0
        s.crates[good] += n  # the private ship's crates go straight back to the supply
        ps["private_used"].append(seat)
        vp = _load_vp(g, seat, n)
        gain_vp(g, seat, vp)
        g.emit("loaded", seat, good=good, count=n, ship="private ship", ship_index=None, vp=vp)
        _load_coins(g, seat)
    elif action.kind == "load_small_private":
        load = {good: n for good, n in action.value}
        k = sum(load.values())
        for good, n in load.items():
            p.goods[good] -= n
            s.crates[good] += n  # the small private ship's crates go straight back to the supply
        ps.setdefault("small_used", []).append(seat)
        per = max(1, effects(g, p, "small_private_ship")[0].params["per"])
        vp = _load_vp(g, seat, k // per)
        gain_vp(g, seat, vp)
        g.emit("small_ship_loaded", seat, goods=_crates_dict(load), count=k, vp=vp)
        _load_coins(g, seat)
    if action.kind == "pass":
        ps["passes"] += 1
    else:
        ps["passes"] = 0
    ps["seat"] = (seat + 1) % s.seats


def why_not(g: Game, action: Action) -> str | None:
    s = g.s
    seat, kind = s.pending  # type: ignore[misc]
    name = s.players[seat].name
    if kind == "export":
        if action.kind == "export_goods":
            return (
                f"{name} may return at most one crate per citizen owned, each of a different "
                "good it holds"
            )
        return f"{name} must decide on the Export Office now, not {action.kind}"
    if kind == "load":
        if action.kind == "pass":
            return f"{name} must load: a cargo ship can take some of its goods"
        if action.kind == "load" and isinstance(action.value, tuple) and len(action.value) == 2:
            good, i = action.value
            if good not in GOODS or not s.players[seat].goods.get(good):
                return f"{name} has no {good} to load"
            if not isinstance(i, int) or not 0 <= i < len(s.ships):
                return f"there is no ship {i!r}"
            return (
                f"the {s.ships[i].capacity}-ship cannot take {good} now: a ship already carries "
                "it, the ship is full or holds another good, or a ship taking more must be used"
            )
        if action.kind == "load_private":
            return f"{name} has no unused private ship or no {action.value}"
        if action.kind == "load_small_private":
            # Any valid mix is allowed, listed among the legal actions or not.
            return _small_load_problem(g, seat, action.value)
    if kind == "storage":
        return f"{name} must choose which crates to keep (one of the storage options)"
    return f"{name} must decide on {kind} now, not {action.kind}"
