"""Mayor placement: a complete layout of a seat's figures, checked against the fill rule.

A layout is a tuple of (location, figures) pairs sorted by location, where a location is a tile
kind ("corn", ..., "quarry") or a building id; figures not listed stay on the portrait.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.state import GOODS, QUARRY, TILE_KINDS, PlayerState

if TYPE_CHECKING:
    from game.engine.game import Game

Layout = tuple[tuple[str, int], ...]

# Enumeration stops here; a seat with this many distinct useful layouts can still send any other.
MAX_LAYOUTS = 400


def slot_capacity(g: Game, p: PlayerState) -> dict[str, int]:
    """Every location with slots and how many figures it holds at most."""
    cap = {k: p.tiles[k] for k in TILE_KINDS if p.tiles[k]}
    for bid in p.buildings:
        slots = g.bdefs[bid].slots
        if slots:
            cap[bid] = slots
    return cap


def current_layout(p: PlayerState) -> Layout:
    placed = [(k, n) for k, n in p.tile_workers.items() if n]
    placed += [(b, n) for b, n in p.buildings.items() if n]
    return tuple(sorted(placed))


def check_layout(g: Game, p: PlayerState, layout: object) -> str | None:
    """None if the layout is valid for this seat, else why not."""
    if not isinstance(layout, tuple):
        return "a layout is a list of [location, figures] pairs"
    cap = slot_capacity(g, p)
    figures = p.figures
    placed = 0
    seen: set[str] = set()
    for item in layout:
        if not (isinstance(item, tuple) and len(item) == 2):
            return "a layout is a list of [location, figures] pairs"
        loc, n = item
        if not isinstance(loc, str) or not isinstance(n, int) or isinstance(n, bool) or n < 0:
            return f"bad layout entry {item!r}"
        if loc in seen:
            return f"{loc} appears twice in the layout"
        seen.add(loc)
        if loc not in cap:
            return f"{p.name} has no slots on {loc.replace('_', ' ')}"
        if n > cap[loc]:
            return f"{loc.replace('_', ' ')} has only {cap[loc]} slot(s), not {n}"
        placed += n
    if placed > figures:
        return f"{p.name} has only {figures} figure(s), the layout places {placed}"
    total_slots = sum(cap.values())
    if placed < figures and placed < total_slots:
        return (
            "every empty slot must be filled before figures stay on the portrait "
            f"({figures - placed} on the portrait, {total_slots - placed} slot(s) empty)"
        )
    return None


def apply_layout(p: PlayerState, layout: Layout) -> None:
    figures = p.figures
    for k in TILE_KINDS:
        p.tile_workers[k] = 0
    for b in p.buildings:
        p.buildings[b] = 0
    placed = 0
    for loc, n in layout:
        if loc in p.tile_workers:
            p.tile_workers[loc] = n
        else:
            p.buildings[loc] = n
        placed += n
    p.portrait_workers = figures - placed


def useful_layouts(g: Game, p: PlayerState) -> list[Layout]:
    """One representative layout per distinct useful outcome.

    The outcome of a placement is what works until the next mayor phase: which commercial
    buildings are occupied, how many quarries and corn plantations are occupied, and how many
    crates of each other good the seat can produce (a plantation and a building slot together).
    Only outcomes that leave no figure idle where it could add something are listed.
    """
    cap = slot_capacity(g, p)
    figures = p.figures
    total = sum(cap.values())
    if figures >= total:
        return [tuple(sorted(cap.items()))]

    # Units of usefulness: (kind, key, cost per unit, max units).
    commercial = [b for b in p.buildings if not g.bdefs[b].produces and cap.get(b)]
    pairs: list[tuple[str, int, int, list[str]]] = []  # good, plantations, capacity, buildings
    for good in GOODS[1:]:
        builds = [b for b in g.producers[good] if b in cap]
        capacity = sum(cap[b] for b in builds)
        if p.tiles[good] or capacity:
            pairs.append((good, p.tiles[good], capacity, builds))
    singles = [k for k in ("corn", QUARRY) if p.tiles[k]]

    results: list[Layout] = []
    seen: set[Layout] = set()

    def finish(chosen_b: list[str], single_n: dict[str, int], pair_n: dict[str, int]) -> None:
        left = figures - len(chosen_b) - sum(single_n.values()) - 2 * sum(pair_n.values())
        # Maximal: nothing useful would still fit in what is left.
        if left >= 1:
            if any(b not in chosen_b for b in commercial):
                return
            if any(single_n[k] < p.tiles[k] for k in singles):
                return
        if left >= 2 and any(pair_n[good] < min(t, c) for good, t, c, _ in pairs):
            return
        layout: dict[str, int] = {}
        for b in chosen_b:
            layout[b] = 1
        for k, n in single_n.items():
            if n:
                layout[k] = n
        for good, tiles, _capacity, builds in pairs:
            n = pair_n[good]
            if n:
                layout[good] = n
            need = n
            for b in builds:
                put = min(need, cap[b])
                if put:
                    layout[b] = put
                need -= put
        # Idle figures: unmatched plantations first, then spare building slots.
        for good, tiles, _capacity, _builds in pairs:
            if left and tiles > layout.get(good, 0):
                put = min(left, tiles - layout.get(good, 0))
                layout[good] = layout.get(good, 0) + put
                left -= put
        for loc, c in cap.items():
            if left and c > layout.get(loc, 0):
                put = min(left, c - layout.get(loc, 0))
                layout[loc] = layout.get(loc, 0) + put
                left -= put
        result = tuple(sorted(layout.items()))
        if result not in seen:
            seen.add(result)
            results.append(result)

    def rec_pairs(i: int, budget: int, chosen_b: list[str], single_n: dict[str, int],
                  pair_n: dict[str, int]) -> None:  # fmt: skip
        if len(results) >= MAX_LAYOUTS:
            return
        if i == len(pairs):
            finish(chosen_b, single_n, pair_n)
            return
        good, tiles, capacity, _ = pairs[i]
        for n in range(min(tiles, capacity, budget // 2), -1, -1):
            pair_n[good] = n
            rec_pairs(i + 1, budget - 2 * n, chosen_b, single_n, pair_n)
        pair_n[good] = 0

    def rec_singles(i: int, budget: int, chosen_b: list[str], single_n: dict[str, int]) -> None:
        if i == len(singles):
            rec_pairs(0, budget, chosen_b, single_n, {good: 0 for good, *_ in pairs})
            return
        k = singles[i]
        for n in range(min(p.tiles[k], budget), -1, -1):
            single_n[k] = n
            rec_singles(i + 1, budget - n, chosen_b, single_n)
        single_n[k] = 0

    def rec_buildings(i: int, budget: int, chosen_b: list[str]) -> None:
        if i == len(commercial):
            rec_singles(0, budget, chosen_b, dict.fromkeys(singles, 0))
            return
        if budget > 0:
            chosen_b.append(commercial[i])
            rec_buildings(i + 1, budget - 1, chosen_b)
            chosen_b.pop()
        rec_buildings(i + 1, budget, chosen_b)

    rec_buildings(0, figures, [])
    return results
