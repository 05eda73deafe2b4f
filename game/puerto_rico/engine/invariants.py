"""Conservation and bounds checks: nothing created or lost, nothing out of range."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.puerto_rico.engine import achievements, festival, puertoma
from game.puerto_rico.engine.state import (
    CITY_SPACES,
    FOREST,
    GOODS,
    ISLAND_SPACES,
    QUARRY,
    TILE_KINDS,
    TRADING_HOUSE_SPACES,
)

if TYPE_CHECKING:
    from game.puerto_rico.engine.game import Game


class InvariantError(AssertionError):
    """The state broke a conservation law or a bound."""


def violations(g: Game) -> list[str]:
    """Every broken invariant, in words (empty when the state is sound)."""
    s = g.s
    t = s.totals
    out: list[str] = []
    players = s.players
    # Festival crates and plantations are out of the supply and the bag, still in play.
    fest_crates, fest_tiles = festival.held(g)

    # Crates: supply + portraits + cargo ships + trading house (+ festival board and cards).
    for good in GOODS:
        where = (
            fest_crates[good]
            + s.crates[good]
            + sum(p.goods[good] for p in players)
            + sum(sh.count for sh in s.ships if sh.good == good)
            + s.trading_house.count(good)
        )
        if where != t["crates"][good]:
            out.append(f"{good} crates: {where} in play, expected {t['crates'][good]}")

    # Workers and citizens: supply + hiring hall + every seat's figures (citizens included there).
    citizens = s.citizen_supply + s.hall_citizens + sum(p.citizen_count for p in players)
    workers = s.worker_supply + s.hiring_hall + sum(p.figures - p.citizen_count for p in players)
    if workers != t["workers"]:
        out.append(f"workers: {workers} in play, expected {t['workers']}")
    if citizens != t.get("citizens", 0):
        out.append(f"citizens: {citizens} in play, expected {t.get('citizens', 0)}")
    for p in players:
        for place, n in p.citizens.items():
            if not 0 < n <= p.figures_at(place):
                out.append(f"{p.name}: {n} citizen(s) among {p.figures_at(place)} at {place}")

    # Plantations and quarries.
    for good in GOODS:
        n = (
            fest_tiles[good]
            + s.bag.count(good)
            + s.discard.count(good)
            + s.display.count(good)
            + sum(p.tiles[good] + p.forests[good] for p in players)  # forests are plantations
        )
        if n != t["plantations"][good]:
            out.append(f"{good} plantations: {n} in play, expected {t['plantations'][good]}")
    quarries = s.quarries + sum(p.tiles[QUARRY] for p in players)
    if quarries != t["quarries"]:
        out.append(f"quarries: {quarries} in play, expected {t['quarries']}")

    # VP chips: supply + chips on seats; overflow only once the supply is empty.
    chips = s.vp_supply + sum(p.vp for p in players)
    if chips != t["vp"]:
        out.append(f"VP chips: {chips} in play, expected {t['vp']}")
    # Overflow exists only once the supply ran out (a Black Market return may refill it later).
    if any(p.vp_overflow for p in players) and s.vp_supply and not s.vp_exhausted:
        out.append("overflow VP recorded while the VP supply is not empty")

    # Buildings: board + owners.
    for bid, copies in t["buildings"].items():
        n = s.building_supply.get(bid, 0) + sum(1 for p in players if bid in p.buildings)
        if n != copies:
            out.append(f"{bid}: {n} copies in play, expected {copies}")

    # Doubloons: seats + role tiles = starting money + what the bank paid - what it got back.
    money = sum(p.doubloons for p in players) + sum(r.coins for r in s.roles)
    expected = t["doubloons"] + s.doubloons_issued - s.doubloons_returned
    if money != expected:
        out.append(f"doubloons: {money} on the table, expected {expected}")

    # Bounds.
    for counter_name, counter in (("crate supply", s.crates),):
        for k, v in counter.items():
            if v < 0:
                out.append(f"{counter_name} {k} is negative ({v})")
    for name in (
        "worker_supply",
        "hiring_hall",
        "vp_supply",
        "quarries",
        "citizen_supply",
        "hall_citizens",
    ):
        if getattr(s, name) < 0:
            out.append(f"{name} is negative")
    for seat, p in enumerate(players):
        bot = bool(s.auto) and str(seat) in s.auto["seats"]
        if p.doubloons < 0:
            out.append(f"{p.name} has negative doubloons")
        if any(v < 0 for v in p.goods.values()):
            out.append(f"{p.name} holds a negative number of crates")
        if sum(p.tiles.values()) > ISLAND_SPACES and not bot:  # Puertoma quarries: VP area
            out.append(f"{p.name} has more than {ISLAND_SPACES} land tiles")
        if p.tiles[FOREST] != sum(p.forests.values()) or min(p.forests.values()) < 0:
            out.append(f"{p.name}: {p.tiles[FOREST]} forest(s) over {p.forests}")
        for k in TILE_KINDS:
            # A Puertoma plantation has several slots (SPEC §19.2); its quarries none.
            per_tile = puertoma.worker_slots(g, k) if bot else (0 if k == FOREST else 1)
            if not 0 <= p.tile_workers[k] <= p.tiles[k] * per_tile:
                out.append(f"{p.name}: {p.tile_workers[k]} workers on {p.tiles[k]} {k} tile(s)")
        if bot:
            if any(p.tiles[good] > puertoma.plantation_spaces(g) for good in GOODS):
                out.append(f"{p.name} has more than 2 plantations of a type")
            if any(p.buildings.values()):
                out.append(f"{p.name} has figures on a building")
        used = sum(g.spaces[b] for b in p.buildings)
        if used > CITY_SPACES:
            out.append(f"{p.name} uses {used} city spaces")
        for bid, n in p.buildings.items():
            if not 0 <= n <= g.bdefs[bid].slots:
                out.append(f"{p.name}: {n} figures on {bid} ({g.bdefs[bid].slots} slots)")
        if p.portrait_workers < 0:
            out.append(f"{p.name} has a negative number of workers on the portrait")
    carried = [sh.good for sh in s.ships if sh.good is not None]
    if len(carried) != len(set(carried)):
        out.append(f"two cargo ships carry the same good: {carried}")
    for sh in s.ships:
        if not 0 <= sh.count <= sh.capacity or (sh.count == 0) != (sh.good is None):
            out.append(f"ship {sh.capacity}: {sh.count} {sh.good}")
    if len(s.trading_house) > TRADING_HOUSE_SPACES:
        out.append("the trading house holds more than 4 crates")
    if any(r.coins < 0 for r in s.roles):
        out.append("a role tile holds negative doubloons")
    if s.achievements is not None:
        out += _achievement_violations(g)
    return out


def _achievement_violations(g: Game) -> list[str]:
    """Expansion VI: the 30 cards, each exactly once; no seat holds more than 4 once they are
    chosen, and then exactly 4 (the Puertomas none)."""
    s = g.s
    a = s.achievements
    assert a is not None
    out: list[str] = []
    cards = achievements.all_cards(s)
    cat = g.cat.achievements
    expected = sorted(c.id for c in cat.cards) if cat is not None else []
    if sorted(cards) != expected:
        out.append(f"grand achievement cards not conserved: {len(cards)} held, {len(expected)}")
    for seat in range(s.seats):
        held = len(a["hands"][seat]) + len(a["done"][seat])
        if held > achievements.DEALT:
            out.append(f"{s.players[seat].name} holds {held} grand achievement cards")
        if g.seat_rules[seat].automaton and held:
            out.append(f"{s.players[seat].name}, a Puertoma, holds grand achievement cards")
        if "offer" not in a and held != (0 if g.seat_rules[seat].automaton else achievements.DEALT):
            out.append(f"{s.players[seat].name} holds {held} grand achievement cards, not 4")
    return out


def check(g: Game) -> None:
    """Raise InvariantError listing every violation."""
    problems = violations(g)
    if problems:
        raise InvariantError("; ".join(problems))
