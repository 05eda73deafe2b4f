"""Captain: seats load goods in turn as long as anyone can; then storage; full ships sail."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from game.puerto_rico.engine import achievements, checkpoints, guests
from game.puerto_rico.engine.actions import PASSES, Action, new_action, shared_actions
from game.puerto_rico.engine.decisions import (
    ENGLISH,
    EXTRA_ACTIONS,
    Refusal,
    decision,
    other_decision,
    who,
)
from game.puerto_rico.engine.progress import CaptainProgress
from game.puerto_rico.engine.rules import gain_vp, privilege
from game.puerto_rico.engine.seats import ASK
from game.puerto_rico.engine.state import GOODS, Ship
from game.puerto_rico.engine.timing import At, allows, fire, in_catalog, options, total

if TYPE_CHECKING:
    from game.puerto_rico.engine.game import Game

# The timing points used here, looked up once: reading a member through its enum class goes
# through the enum metaclass's attribute hook, which costs about as much as firing the point.
AT_AFTER_LOAD = At.AFTER_LOAD
AT_BEFORE_LOADING = At.BEFORE_LOADING
AT_CAPTAIN_START = At.CAPTAIN_START
AT_LOAD_VP = At.LOAD_VP
AT_OWN_SHIPS = At.OWN_SHIPS
AT_STORAGE_CRATES = At.STORAGE_CRATES
AT_STORAGE_TYPES = At.STORAGE_TYPES


Kept = tuple[tuple[str, int], ...]


def start(g: Game) -> None:
    s = g.s
    s.ps = ps = CaptainProgress(order=s.phase_order(s.chooser), seat=s.chooser)
    # Start-of-phase buildings (SPEC §20), each seat in phase order, the captain first. (Here
    # and below, a point without any building in play is not fired at all: the timing
    # functions would return at once, the test spares the call.)
    effects = g.effects_at
    if AT_CAPTAIN_START in effects:
        for seat in ps.order:
            fire(g, AT_CAPTAIN_START, seat)
    if in_catalog(g, AT_BEFORE_LOADING):
        # Owners with a decision before any loading take it next, in phase order; the
        # queue's key is the one games are saved with (format 1).
        ps.export = (
            [seat for seat in ps.order if allows(g, AT_BEFORE_LOADING, seat)]
            if AT_BEFORE_LOADING in effects
            else []
        )


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
    empty: list[int] | None = None  # the empty ships, listed when first needed
    for good in GOODS:
        n = held[good]
        if not n:
            continue
        # ships_for, in one loop over the ships: the ships carrying the good, else empty ones.
        carrying = False
        eligible = []
        for i, sh in enumerate(ships):
            if sh.good == good:
                carrying = True
                if sh.count < sh.capacity:
                    eligible.append(i)
        if not carrying:
            if empty is None:
                empty = []
                for i, sh in enumerate(ships):
                    if sh.count == 0:
                        empty.append(i)
            eligible = empty
        if not eligible:
            continue
        # Crates each eligible ship would take; the ships taking the most are the options.
        best = 0
        for i in eligible:
            sh = ships[i]
            room = sh.capacity - sh.count
            take = n if n < room else room
            if take > best:
                best = take
        for i in eligible:
            sh = ships[i]
            room = sh.capacity - sh.count
            if (n if n < room else room) == best:
                options.append(LOAD[good, i][seat])
    return options


# (good, ship index) -> each seat's action loading it (a table has at most 3 cargo ships; 8 is room
# to spare)
LOAD = shared_actions("load", [(good, i) for good in GOODS for i in range(8)])


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
    held = []
    for good, n in p.goods.items():  # in GOODS order; a loop, not a comprehension (every turn)
        if n:
            held.append(good)
    if not held:
        return [()]
    types = total(g, AT_STORAGE_TYPES, seat)
    free = 1 + total(g, AT_STORAGE_CRATES, seat)
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
    ps = g.s.ps
    assert isinstance(ps, CaptainProgress)
    while ps.export:
        seat = ps.export[0]
        if allows(g, AT_BEFORE_LOADING, seat):
            s.pending = (seat, "export")  # engine/effects.py decides it
            return False
        ps.export.pop(0)
    if ps.stage == "load":
        while ps.passes < s.seats:
            seat = ps.seat
            if g.automated:
                rules = g.seat_rules[seat]
                choice = rules.load(g)
                if choice is not ASK:
                    if choice is not None:
                        _load(g, choice, "most crates, then the worse good, then the fullest ship")
                        rules.role_performed(g)
                        ps.passes = 0
                    else:
                        ps.passes += 1
                    ps.seat = (seat + 1) % s.seats
                    continue
            options = load_options(g, seat)
            if options:
                s.pending = (seat, "load")
                g._legal = options
                return False
            ps.passes += 1
            ps.seat = (seat + 1) % s.seats
        ps.stage = "storage"
        if g.automated:
            g.automaton.loading_ended(g)
    if ps.stage == "storage":
        order = ps.order
        while ps.i < len(order):
            seat = order[ps.i]
            if g.automated:
                kept = g.seat_rules[seat].storage(g)
                if kept is not ASK:
                    _store(g, seat, kept, "keeps its best good")
                    ps.i += 1
                    continue
            ways = storage_options(g, seat)
            # A Bohio owner may still send a guest to a warehouse just before storing (§12.3).
            if len(ways) > 1 or (g.has_guests and guests.has_moves(g, seat)):
                s.pending = (seat, "storage")
                return False
            _store(g, seat, ways[0])
            ps.i += 1
    _ships_sail(g)
    if g.listening:
        checkpoints.captain_end(g)
    return True


def _store(g: Game, seat: int, kept: Kept, reason: str | None = None) -> None:
    s = g.s
    p = s.players[seat]
    keep = dict(kept)
    returned: dict[str, int] = {}
    goods = p.goods  # in GOODS order
    for good, have in goods.items():
        if have:
            extra = have - keep.get(good, 0)
            if extra > 0:
                returned[good] = extra
                goods[good] = have - extra
                s.crates[good] += extra
    if g.records_events and (p.crates or returned):
        why = {"reason": reason} if reason else {}
        g.emit("stored", seat, kept=dict(keep), returned=returned, **why)
    if s.achievements is not None:
        achievements.stored(g, seat)


def _ships_sail(g: Game) -> None:
    s = g.s
    for sh in s.ships:
        if sh.count >= sh.capacity:  # sh.full, without the property call
            if g.records_events:
                g.emit("ship_departed", None, capacity=sh.capacity, good=sh.good, count=sh.count)
            s.crates[sh.good] += sh.count  # type: ignore[index]
            sh.good = None
            sh.count = 0


def load_options(g: Game, seat: int) -> list[Action]:
    """Cargo loads and private-ship uses; passing is allowed only when no cargo load exists."""
    cargo = cargo_loads(g, seat)
    private = options(g, AT_OWN_SHIPS, seat)
    if cargo:
        return cargo + private
    if private:
        return [*private, PASSES[seat]]
    return []


def load_vp(g: Game, seat: int, crates: int) -> int:
    """VP for a loading action of this many crates: the buildings' VP, the captain's privilege
    on its first one."""
    s = g.s
    vp = crates + total(g, AT_LOAD_VP, seat)
    ps = g.s.ps
    assert isinstance(ps, CaptainProgress)
    if seat == s.chooser and not ps.privilege_given:
        ps.privilege_given = True
        vp += privilege(g, seat)
    return vp


def _load(g: Game, action: Action, reason: str | None = None) -> None:
    s = g.s
    seat = action.seat
    p = s.players[seat]
    good, i = action.value
    ship = s.ships[i]
    n = min(p.goods[good], ship.capacity - ship.count)  # ship.free, without the property call
    p.goods[good] -= n
    ship.good = good
    ship.count += n
    vp = load_vp(g, seat, n)
    gain_vp(g, seat, vp)
    if g.records_events:
        why = {"reason": reason} if reason else {}
        g.emit(
            "loaded",
            seat,
            good=good,
            count=n,
            ship=f"{ship.capacity}-ship",
            ship_index=i,
            vp=vp,
            **why,
        )
    if s.achievements is not None:
        achievements.loaded(g, seat, n, ship.full)
    if AT_AFTER_LOAD in g.effects_at:
        fire(g, AT_AFTER_LOAD, seat)
    if g.listening:
        checkpoints.after_load(g, seat, {good: n}, i)


def act(g: Game, action: Action) -> None:
    s = g.s
    seat = action.seat
    ps = g.s.ps
    assert isinstance(ps, CaptainProgress)
    if action.kind == "store":
        _store(g, seat, action.value)
        ps.i += 1
        return
    if action.kind == "load":
        _load(g, action)
    else:
        extra = EXTRA_ACTIONS.get(action.kind)
        if extra is not None and extra.point is AT_OWN_SHIPS:  # the seat's own ship
            extra.resolve(g, action)
    if action.kind == "pass":
        ps.passes += 1
    else:
        ps.passes = 0
    ps.seat = (seat + 1) % s.seats


def _load_refusal(g: Game, action: Action) -> Refusal | None:
    s = g.s
    if action.kind == "pass":
        return "decision_refusal.must_load", {"who": who(g, action)}
    if action.kind == "load" and isinstance(action.value, tuple) and len(action.value) == 2:
        good, i = action.value
        if good not in GOODS or not s.players[action.seat].goods.get(good):
            return "decision_refusal.none_to_load", {"who": who(g, action), "good": good}
        if not isinstance(i, int) or not 0 <= i < len(s.ships):
            return "decision_refusal.no_such_ship", {"value": repr(i)}
        ship = s.ships[i]
        fields: dict[str, object] = {"capacity": ship.capacity, "good": good}
        # The most telling reason first: what the player sees on that ship, then the others.
        if ship.good is not None and ship.good != good:
            return "decision_refusal.ship_holds", {**fields, "cargo": ship.good}
        if ship.good == good and ship.count >= ship.capacity:
            return "decision_refusal.ship_full", fields
        other = next((sh for sh in s.ships if sh is not ship and sh.good == good), None)
        if ship.good is None and other is not None:
            return "decision_refusal.good_aboard", {**fields, "carrier": other.capacity}
        return "decision_refusal.ship_refuses", fields
    extra = EXTRA_ACTIONS.get(action.kind)
    if extra is not None and extra.point is AT_OWN_SHIPS:
        # A small private ship takes any valid mix, listed among the legal actions or not.
        return extra.refuse(g, action)
    return other_decision(g, action, "load")


decision("cargo_to_load", "load", load_options, _load_refusal, act)
decision(
    "crates_to_keep",
    "storage",
    lambda g, seat: [new_action((seat, "store", kept)) for kept in storage_options(g, seat)],
    lambda g, action: ("decision_refusal.keep_which", {"who": who(g, action)}),
    act,
)
ENGLISH.update(
    {
        "decision_refusal.must_load": lambda g, v: (
            f"{v['who']} must load: a cargo ship can take some of its goods"
        ),
        "decision_refusal.none_to_load": lambda g, v: f"{v['who']} has no {v['good']} to load",
        "decision_refusal.no_such_ship": lambda g, v: f"there is no ship {v['value']}",
        "decision_refusal.ship_refuses": lambda g, v: (
            f"the {v['capacity']}-ship cannot take {v['good']} now: a ship already carries "
            "it, the ship is full or holds another good, or a ship taking more must be used"
        ),
        "decision_refusal.ship_holds": lambda g, v: (
            f"the {v['capacity']}-ship carries {v['cargo']}: it takes no {v['good']}"
        ),
        "decision_refusal.ship_full": lambda g, v: f"the {v['capacity']}-ship is full",
        "decision_refusal.good_aboard": lambda g, v: (
            f"{v['good']} already sails on the {v['carrier']}-ship: a good goes on one ship only"
        ),
        "decision_refusal.keep_which": lambda g, v: (
            f"{v['who']} must choose which crates to keep (one of the storage options)"
        ),
    }
)
