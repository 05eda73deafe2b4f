"""Mayor placement: a complete layout of a seat's figures, checked against the fill rule.

A layout is a tuple of entries sorted by location, where a location is a tile kind ("corn", ...,
"quarry") or a building id. An entry is (location, figures), or (location, figures, citizens)
when some of those figures are citizens (Expansion II). Figures not listed stay on the portrait,
and so do the citizens not listed.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from game.puerto_rico.engine.gamedef import LAYOUT_MEMO_SIZE
from game.puerto_rico.engine.state import FOREST, GOODS, PORTRAIT, QUARRY, TILE_KINDS, PlayerState

if TYPE_CHECKING:
    from game.puerto_rico.engine.game import Game

Layout = tuple[tuple[Any, ...], ...]
# A seat's units of usefulness: (location or good, figures per unit, max units) in enumeration
# order, the index of the first production pair, and each good's production buildings.
Units = tuple[list[tuple[str, int, int]], int, dict[str, list[str]]]

_count = itemgetter(1)

# Enumeration stops here; a seat with this many distinct useful layouts can still send any other.
MAX_LAYOUTS = 400
# The goods a plantation produces only with a production building's slot beside it.
_PAIR_GOODS = GOODS[1:]


def slot_capacity(g: Game, p: PlayerState) -> dict[str, int]:
    """Every location with slots and how many figures it holds at most."""
    # p.tiles is kept in TILE_KINDS order; forests have no slot. (filter and itemgetter keep
    # the kinds with tiles without a Python-level loop: the Mayor asks this for every seat.)
    tiles = p.tiles
    cap = dict(filter(_count, tiles.items()))
    if tiles[FOREST]:
        del cap[FOREST]
    # Catalog order, not build order, so that a loaded game lists layouts in the same order.
    slots = g.defs.slots
    owned = p.buildings
    for bid in sorted(owned, key=g.bindex.__getitem__) if len(owned) > 1 else owned:
        n = slots[bid]
        if n:
            cap[bid] = n
    return cap


def current_layout(p: PlayerState) -> Layout:
    figures = [(k, n) for k, n in p.tile_workers.items() if n]
    figures += [(b, n) for b, n in p.buildings.items() if n]
    if not p.citizens:
        return tuple(sorted(figures))
    # With citizens an entry also says how many of its figures are citizens.
    placed: list[tuple[str, int] | tuple[str, int, int]] = [
        (k, n, p.citizens[k]) if p.citizens.get(k) else (k, n) for k, n in figures
    ]
    return tuple(sorted(placed))


def layout_refusal(g: Game, p: PlayerState, layout: object) -> tuple[str, dict[str, Any]] | None:
    """Why this layout is not allowed for the seat, as a code and its values (None if it is).

    Codes: shape, entry (item), citizen_entry (item), twice (location), no_slots (location),
    too_many (location, slots, figures), figures (have, placed), citizens (have, placed),
    citizens_portrait (left), fill_rule (portrait, empty). check_layout words them in English,
    the screen in its language.
    """
    if not isinstance(layout, tuple):
        return "shape", {}
    cap = slot_capacity(g, p)
    figures = p.figures
    placed = 0
    seen: set[str] = set()
    citizens = 0
    for item in layout:
        if not (isinstance(item, tuple) and len(item) in (2, 3)):
            return "shape", {}
        loc, n = item[0], item[1]
        if not isinstance(loc, str) or not isinstance(n, int) or isinstance(n, bool) or n < 0:
            return "entry", {"item": item}
        c = item[2] if len(item) == 3 else 0
        if not isinstance(c, int) or isinstance(c, bool) or not 0 <= c <= n:
            return "citizen_entry", {"item": item}
        citizens += c
        if loc in seen:
            return "twice", {"location": loc}
        seen.add(loc)
        if loc not in cap:
            return "no_slots", {"location": loc}
        if n > cap[loc]:
            return "too_many", {"location": loc, "slots": cap[loc], "figures": n}
        placed += n
    if placed > figures:
        return "figures", {"have": figures, "placed": placed}
    owned = p.citizen_count
    if citizens > owned:
        return "citizens", {"have": owned, "placed": citizens}
    if owned - citizens > figures - placed:
        return "citizens_portrait", {"left": owned - citizens}
    total_slots = sum(cap.values())
    if placed < figures and placed < total_slots:
        return "fill_rule", {"portrait": figures - placed, "empty": total_slots - placed}
    return None


def check_layout(g: Game, p: PlayerState, layout: object) -> str | None:
    """None if the layout is valid for this seat, else why not (in English)."""
    refusal = layout_refusal(g, p, layout)
    if refusal is None:
        return None
    return layout_english(p.name, *refusal)


def layout_english(name: str, code: str, v: Mapping[str, Any]) -> str:
    """The engine's English sentence for a layout refusal of the seat called `name`."""
    where = str(v.get("location", "")).replace("_", " ")
    texts = {
        "shape": "a layout is a list of [location, figures] pairs",
        "entry": f"bad layout entry {v.get('item')!r}",
        "citizen_entry": f"bad citizen count in layout entry {v.get('item')!r}",
        "twice": f"{v.get('location')} appears twice in the layout",
        "no_slots": f"{name} has no slots on {where}",
        "too_many": f"{where} has only {v.get('slots')} slot(s), not {v.get('figures')}",
        "figures": f"{name} has only {v.get('have')} figure(s), the layout places "
        f"{v.get('placed')}",
        "citizens": f"{name} has only {v.get('have')} citizen(s), the layout places "
        f"{v.get('placed')}",
        "citizens_portrait": f"{name}'s {v.get('left')} unplaced citizen(s) do not fit on the "
        "portrait",
        "fill_rule": "every empty slot must be filled before figures stay on the portrait "
        f"({v.get('portrait')} on the portrait, {v.get('empty')} slot(s) empty)",
    }
    return texts[code]


LAYOUT_CODES = (
    "shape",
    "entry",
    "citizen_entry",
    "twice",
    "no_slots",
    "too_many",
    "figures",
    "citizens",
    "citizens_portrait",
    "fill_rule",
)


def apply_layout(p: PlayerState, layout: Layout, figures: int | None = None) -> None:
    """Stand the seat's figures as `layout` says (`figures`: their number, when known)."""
    if figures is None:
        figures = p.figures
    tile_workers = p.tile_workers
    buildings = p.buildings
    tile_workers.update(_NO_TILE_WORKERS)  # every kind back to 0 (keys and order unchanged)
    buildings.update(dict.fromkeys(buildings, 0))
    placed = 0
    if not p.citizens:  # no citizen owned: an entry's citizens (if given) are all 0
        for item in layout:
            loc = item[0]
            n = item[1]
            if loc in tile_workers:
                tile_workers[loc] = n
            else:
                buildings[loc] = n
            placed += n
        p.portrait_workers = figures - placed
        return
    owned = p.citizen_count
    citizens: dict[str, int] = {}
    for item in layout:
        loc, n = item[0], item[1]
        if loc in tile_workers:
            tile_workers[loc] = n
        else:
            buildings[loc] = n
        placed += n
        if len(item) == 3 and item[2]:
            citizens[loc] = item[2]
    p.portrait_workers = figures - placed
    left = owned - sum(citizens.values())
    if left:
        citizens[PORTRAIT] = left
    p.citizens = citizens


_NO_TILE_WORKERS = dict.fromkeys(TILE_KINDS, 0)


def with_citizens(g: Game, p: PlayerState, layouts: list[Layout]) -> list[Layout]:
    """Every useful way to put the seat's citizens into each layout.

    Only buildings whose effect depends on the occupant (SPEC §13.1) care whether a citizen or a
    worker stands there; elsewhere a citizen is a worker. So for each layout the choice is which
    occupied occupant-dependent buildings get a citizen; the other citizens go to the other placed
    locations first, then to the portrait.
    """
    if not p.citizens:  # (holds only locations with citizens)
        return layouts
    owned = p.citizen_count
    out: list[Layout] = []
    seen: set[Layout] = set()
    occupant = g.occupant_dependent
    figures = p.figures
    # (Loops rather than comprehensions: with Expansion II this runs for every seat in every
    # mayor phase, and a comprehension costs a function object and a frame.)
    for layout in layouts:
        # A layout is sorted by location, so `placed` is too: results need no sort. (Layouts
        # given here are (location, figures) pairs.)
        placed: dict[str, int] = dict(layout)
        portrait = figures - sum(placed.values())
        choosy = []
        others = []
        for loc in placed:
            if loc in occupant:
                choosy.append(loc)
            else:
                others.append(loc)
        room = sum(map(placed.__getitem__, others)) + portrait
        for k in range(min(owned, len(choosy)), -1, -1):
            if owned - k > room:
                break
            for chosen in combinations(choosy, k):
                citizens = dict.fromkeys(chosen, 1)
                left = owned - k
                for loc in others:
                    if not left:
                        break
                    put = min(left, placed[loc])
                    citizens[loc] = put
                    left -= put
                # The layout's (location, figures) entries, each with its citizens if any
                # (an entry without any is reused as it is).
                get = citizens.get
                entries = []
                for item in layout:
                    c = get(item[0])
                    entries.append((item[0], item[1], c) if c else item)
                result = tuple(entries)
                if result not in seen:
                    seen.add(result)
                    out.append(result)
    return out


def useful_layouts(g: Game, p: PlayerState) -> list[Layout]:
    """One representative layout per distinct useful outcome.

    The outcome of a placement is what works until the next mayor phase: which commercial
    buildings are occupied, how many quarries and corn plantations are occupied, and how many
    crates of each other good the seat can produce (a plantation and a building slot together).
    Only outcomes that leave no figure idle where it could add something are listed.
    """
    return _listed(g, p, p.figures, None, None)


def mayor_choice(g: Game, p: PlayerState, figures: int) -> tuple[Layout | None, list[Layout]]:
    """The Mayor's turn for a seat with `figures` (> 0) figures: (its layout, []) when the rules
    leave it no choice (forced_layout), else (None, its useful layouts) and the seat is asked."""
    # slot_capacity and the commercial buildings' units (_units) in one pass over the city.
    tiles = p.tiles
    cap = dict(filter(_count, tiles.items()))
    if tiles[FOREST]:
        del cap[FOREST]
    slots = g.defs.slots
    produces = g.defs.production_buildings
    owned = p.buildings
    commercial = []
    for bid in sorted(owned, key=g.bindex.__getitem__) if len(owned) > 1 else owned:
        n = slots[bid]
        if n:
            cap[bid] = n
            if bid not in produces:
                commercial.append((bid, 1, n))  # one slot each, except the Bohio's two guests
    forced = forced_layout(g, p, cap, figures)
    if forced is not None:
        return forced, []
    return None, _listed(g, p, figures, cap, commercial)


def _listed(
    g: Game,
    p: PlayerState,
    figures: int,
    cap: dict[str, int] | None,
    commercial: list[tuple[str, int, int]] | None,
) -> list[Layout]:
    """useful_layouts, with the seat's figures (and its slot_capacity and commercial units when
    the caller has them)."""
    if cap is None:
        cap = slot_capacity(g, p)
    if figures >= sum(cap.values()):
        return with_citizens(g, p, [tuple(sorted(cap.items()))])
    # When the figures fill every unit of usefulness (nearly always when there is no choice)
    # the one layout is built directly, without the enumeration.
    units = _units(g, p, cap, commercial)  # shared by both paths below
    only = _only_layout(cap, figures, units)
    if only is not None:
        return with_citizens(g, p, [only])
    # The enumeration's answer depends only on the seat's tiles, buildings, figure and citizen
    # counts: the Mayor's test (every seat, every mayor phase) and legal_actions() share one
    # memo entry, and so do seats and games that meet the same city again (about 7% of the
    # enumerations over 400 random games, the large ones among them). The cheap answers above
    # are not stored: the key and the entry would cost about as much, and the memo stays
    # small. (The buildings sorted: the same ones built in another order share the entry. The
    # citizens summed here rather than by the property's call.)
    key = (figures, sum(p.citizens.values()), tuple(p.tiles.values()), tuple(sorted(p.buildings)))
    memo = g.defs.layout_memo
    cached = memo.get(key)
    if cached is None:
        if len(memo) > LAYOUT_MEMO_SIZE:
            memo.clear()
        cached = memo[key] = tuple(with_citizens(g, p, _enumerate(cap, figures, units)))
    return list(cached)


def forced_layout(
    g: Game, p: PlayerState, cap: dict[str, int] | None = None, figures: int | None = None
) -> Layout | None:
    """The seat's layout when the rules leave it no choice, else None (the seat is asked).

    Layouts differ in outcome unless they put the same number of figures on each place
    (identical tiles aside) and citizens on the same occupant-dependent buildings. With fewer
    figures than slots and two places or more there are always two, so only two cases are
    forced: enough figures for every slot, or one place only. (`cap`, `figures`: the seat's
    slot_capacity and figures, when the caller has them.)
    """
    if cap is None:
        cap = slot_capacity(g, p)
    if figures is None:
        figures = p.figures
    if figures >= sum(cap.values()):
        full = tuple(sorted(cap.items()))
    elif len(cap) == 1:
        full = tuple((loc, figures) for loc in cap)
    else:
        return None
    if not p.citizens:  # with_citizens keeps the one layout as it is
        return full
    layouts = with_citizens(g, p, [full])
    return layouts[0] if len(layouts) == 1 else None


def _units(
    g: Game,
    p: PlayerState,
    cap: dict[str, int],
    commercial: list[tuple[str, int, int]] | None = None,
) -> Units:
    """Units of usefulness, in enumeration order: commercial buildings (1 figure each), occupied
    corn plantations and quarries (1 each), then production pairs (a plantation + a slot).
    Production pairs list their good's production buildings with slots (other goods none).
    (`commercial`: the commercial units, when the caller has them.)"""
    if commercial is not None:
        units = commercial.copy()
    else:
        units = []  # (location or good, figures per unit, max units)
        owned = p.buildings
        produces = g.defs.production_buildings
        for b, n in cap.items():
            if b in owned and b not in produces:
                units.append((b, 1, n))  # one slot each, except the Bohio's two guests
    tiles = p.tiles
    for k in ("corn", QUARRY):
        if tiles[k]:
            units.append((k, 1, tiles[k]))
    first_pair = len(units)
    pair_builds: dict[str, list[str]] = {}
    producers = g.producers
    for good in _PAIR_GOODS:
        have = tiles[good]
        if not have:
            continue
        builds = []
        room = 0
        for b in producers[good]:
            held = cap.get(b, 0)
            if held:  # slot_capacity lists only locations with slots
                builds.append(b)
                room += held
        pair_builds[good] = builds
        if room:
            units.append((good, 2, have if have < room else room))
    return units, first_pair, pair_builds


def _only_layout(cap: dict[str, int], figures: int, units_of: Units) -> Layout | None:
    """When the figures fill every unit of usefulness, the enumeration's only layout: every unit
    full, the figures left over placed as idle ones (its first leaf); else None."""
    units, _first_pair, pair_builds = units_of
    left = figures
    for _key, per, most in units:
        left -= per * most
    if left < 0:
        return None
    placed: dict[str, int] = {}
    for key, per, most in units:
        placed[key] = most
        if per == 2:  # a pair also puts its figures into the good's production buildings
            need = most
            for b in pair_builds[key]:
                room = cap[b]
                if need <= room:
                    if need:
                        placed[b] = need
                    break
                placed[b] = room
                need -= room
    if left:
        _place_idle(cap, placed, left)
    return tuple(sorted(placed.items()))


def _place_idle(cap: dict[str, int], placed: dict[str, int], left: int) -> None:
    """Place `left` idle figures: on unmatched plantations of the goods that need a building
    first, then on any spare slot in `cap` order."""
    for group in (_PAIR_GOODS, cap):
        for loc in group:
            if loc not in cap:
                continue
            room = cap[loc] - placed.get(loc, 0)
            if room > 0:
                if left <= room:
                    placed[loc] = placed.get(loc, 0) + left
                    return
                placed[loc] = cap[loc]
                left -= room


def _enumerate(cap: dict[str, int], figures: int, units_of: Units) -> list[Layout]:
    units, first_pair, pair_builds = units_of
    suffix = [0] * (len(units) + 1)
    for i in range(len(units) - 1, -1, -1):
        suffix[i] = suffix[i + 1] + units[i][1] * units[i][2]

    # What n units of each kind put where, computed once: entries[i][n] -> (location, figures).
    entries: list[list[tuple[tuple[str, int], ...]]] = []
    for key, per, most in units:
        rows: list[tuple[tuple[str, int], ...]] = [()]
        for n in range(1, most + 1):
            row = [(key, n)]
            if per == 2:  # a pair also puts n figures into the good's production buildings
                need = n
                for b in pair_builds[key]:
                    put = min(need, cap[b])
                    if put:
                        row.append((b, put))
                    need -= put
            rows.append(tuple(row))
        entries.append(rows)
    # full_tail[i]: the entries of every unit from i on, each at its most.
    full_tail: list[tuple[tuple[str, int], ...]] = [()] * (len(units) + 1)
    for i in range(len(units) - 1, -1, -1):
        full_tail[i] = entries[i][units[i][2]] + full_tail[i + 1]

    # Per unit i, what rec reads: figures per unit, max units, figures every later unit takes
    # at most, their entries at most, whether i is a single (not a pair), whether only pairs
    # follow, and entries[i]. (Loops rather than comprehensions: most enumerations are small,
    # and there a comprehension's function object and frame are a good part of the work.)
    levels = []
    for i, (_key, per, most) in enumerate(units):
        levels.append(
            (
                per,
                most,
                suffix[i + 1],
                full_tail[i + 1],
                i < first_pair,
                i + 1 >= first_pair,
                entries[i],
            )
        )

    # The layouts found, in order of discovery; a dict keeps the first place of a repeat.
    found: dict[Layout, None] = {}

    def leaf(chosen: tuple[tuple[str, int], ...], left: int) -> None:
        # Idle figures: unmatched plantations first, then any spare slot.
        layout = dict(chosen)
        _place_idle(cap, layout, left)
        found[tuple(sorted(layout.items()))] = None

    # placed: the entries of the units chosen so far, in unit order.
    def rec(
        i: int, budget: int, singles_full: bool, all_full: bool, placed: tuple[Any, ...]
    ) -> None:
        # Called with figures for unit i on, not all of which fit (budget > 0, < suffix[i]).
        per, most, after, tail, single, odd_idles, rows = levels[i]
        for n in range(min(most, budget // per), -1, -1):
            if len(found) >= MAX_LAYOUTS:
                return
            full = n == most
            rest = budget - per * n
            singles = singles_full and full if single else singles_full
            # The layouts below that would list nothing are not sought. Everything after fits
            # with figures to spare that may not idle: nor would any smaller n (more to spare).
            if rest > after and not (all_full and full) and (rest - after > 1 or not singles):
                if full:
                    continue
                break
            chosen = placed + rows[n] if n else placed
            if rest >= after:
                # Everything after fits: fill it all. Idle figures are allowed here (only one
                # with a unit not full, any number when every unit so far is full).
                if rest == after:
                    found[tuple(sorted(chosen + tail))] = None
                else:
                    leaf(chosen + tail, rest - after)
            elif rest == 0:
                found[tuple(sorted(chosen))] = None
            elif not (odd_idles and not singles and rest % 2):
                # (pairs take figures two by two: an odd figure would idle beside a gap)
                rec(i + 1, rest, singles, all_full and full, chosen)

    if figures >= suffix[0]:  # everything fits (the callers list that layout directly)
        if figures == suffix[0]:
            found[tuple(sorted(full_tail[0]))] = None
        else:
            leaf(full_tail[0], figures - suffix[0])
    elif figures:
        rec(0, figures, True, True, ())
    else:
        found[()] = None
    return list(found)
