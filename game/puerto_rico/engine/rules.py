"""Small rule helpers shared by the role phases: paying, scoring VP, drawing tiles, city space."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.puerto_rico.engine.state import CITY_SPACES, FOREST, ISLAND_SPACES, PORTRAIT, PlayerState
from game.puerto_rico.engine.timing import At, allows
from game.rng import Rng

if TYPE_CHECKING:
    from game.puerto_rico.engine.game import Game


# The timing points used here, looked up once: reading a member through its enum class goes
# through the enum metaclass's attribute hook, which costs about as much as firing the point.
AT_ROLE_PRIVILEGE = At.ROLE_PRIVILEGE


def free_island(p: PlayerState) -> int:
    return ISLAND_SPACES - sum(p.tiles.values())


def city_used(g: Game, p: PlayerState) -> int:
    return sum(map(g.spaces.__getitem__, p.buildings))  # no generator: runs on every step


def free_city(g: Game, p: PlayerState) -> int:
    return CITY_SPACES - city_used(g, p)


def privilege(g: Game, seat: int) -> int:
    """How many times a role privilege counts for this seat when it chose the role: 2 with an
    occupied Publishing House, else 1 (SPEC §12.3). Callers check the seat is the chooser."""
    # (The test first spares a call in games without such a building.)
    return 2 if AT_ROLE_PRIVILEGE in g.effects_at and allows(g, AT_ROLE_PRIVILEGE, seat) else 1


def make_forest(g: Game, seat: int, good: str) -> None:
    """Turn one of the seat's (unoccupied) plantations of `good` face down (Sawmill, SPEC §12.2);
    the tile keeps its good underneath so it goes back to the discard pile as a plantation."""
    p = g.s.players[seat]
    p.tiles[good] -= 1
    p.tiles[FOREST] += 1
    p.forests[good] += 1


def gain_doubloons(g: Game, seat: int, n: int) -> None:
    if n > 0:
        g.s.players[seat].doubloons += n
        g.s.doubloons_issued += n


def pay_doubloons(g: Game, seat: int, n: int) -> None:
    if n > 0:
        g.s.players[seat].doubloons -= n
        g.s.doubloons_returned += n


def gain_vp(g: Game, seat: int, n: int) -> None:
    """Take VP chips; beyond the supply they become overflow VP (SPEC §8)."""
    if n <= 0:
        return
    s = g.s
    p = s.players[seat]
    from_supply = min(n, s.vp_supply)
    p.vp += from_supply
    p.vp_overflow += n - from_supply
    if from_supply and s.vp_supply == from_supply:
        s.vp_supply = 0
        if not s.vp_exhausted:
            s.vp_exhausted = True
            g.emit("vp_exhausted", None, phase=s.phase)
    else:
        s.vp_supply -= from_supply
        if n > from_supply and not s.vp_exhausted:
            # The supply was already empty when the game began (possible only in scenarios).
            s.vp_exhausted = True
            g.emit("vp_exhausted", None, phase=s.phase)


def draw_plantations(g: Game, k: int) -> list[str]:
    """Draw k plantations from the bag, reshuffling the discard pile in when short (SPEC §7.1.5)."""
    s = g.s
    rng = Rng(s.rng)
    drawn: list[str] = []
    while len(drawn) < k:
        if not s.bag:
            if not s.discard:
                break
            s.bag, s.discard = s.discard, []
        drawn.append(rng.pop_random(s.bag))
    s.rng = rng.state
    return drawn


def take_effect_worker(g: Game, figure: str | None = None) -> str | None:
    """A figure for Hospital/School: a worker from the worker supply, else a figure from the
    hiring hall (SPEC §11.4), of the owner's choice (A-45): `figure` names it when the hall holds
    both kinds (a citizen by default). Returns "worker", "citizen" or None."""
    s = g.s
    if s.worker_supply > 0:
        s.worker_supply -= 1
        return "worker"
    if s.hall_citizens > 0 and (figure != "worker" or s.hiring_hall == 0):
        s.hall_citizens -= 1
        return "citizen"
    if s.hiring_hall > 0:
        s.hiring_hall -= 1
        return "worker"
    return None


def effect_figure_choices(g: Game) -> tuple[str, ...]:
    """The figure kinds an owner may pick for a Hospital/School figure: both only when the worker
    supply is empty and the hall holds a worker and a citizen (A-45), else none to pick."""
    s = g.s
    if s.worker_supply == 0 and s.hiring_hall > 0 and s.hall_citizens > 0:
        return ("citizen", "worker")
    return ()


def effect_worker_available(g: Game) -> bool:
    return g.s.worker_supply > 0 or g.s.hiring_hall > 0 or g.s.hall_citizens > 0


def occupied_by(p: PlayerState, building_id: str) -> str | None:
    """ "citizen" or "worker" for an occupied one-slot building, None when empty (SPEC §13.1)."""
    if p.buildings.get(building_id, 0) <= 0:
        return None
    return "citizen" if p.citizens.get(building_id, 0) > 0 else "worker"


def figure_to_portrait(p: PlayerState, location: str) -> None:
    """Send one figure from a tile kind or building back to the portrait, a worker if one is
    there (a figure keeps its kind)."""
    if location in p.tile_workers:
        p.tile_workers[location] -= 1
    else:
        p.buildings[location] -= 1
    p.portrait_workers += 1
    if p.citizens.get(location, 0) > p.figures_at(location):
        p.move_citizens(location, -1)
        p.move_citizens(PORTRAIT, 1)


def discard_tile(g: Game, seat: int, kind: str) -> None:
    """Discard one of the seat's plantations or forests to the discard pile (Bureau of Lands,
    Cadastral Office): an empty tile if it has one, else its figure goes to the portrait."""
    s = g.s
    p = s.players[seat]
    if kind == FOREST:
        good = next(gd for gd in p.forests if p.forests[gd] > 0)
        p.forests[good] -= 1
    else:
        good = kind
        if p.tile_workers[kind] >= p.tiles[kind]:
            figure_to_portrait(p, kind)
    p.tiles[kind] -= 1
    s.discard.append(good)
    g.emit("tile_discarded", seat, tile=kind)


def empty_building_slots(g: Game, seat: int) -> int:
    buildings = g.s.players[seat].buildings
    return sum(map(g.defs.slots.__getitem__, buildings)) - sum(buildings.values())
