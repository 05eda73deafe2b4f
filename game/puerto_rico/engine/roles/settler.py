"""Settler: each seat may take a face-up plantation; the settler may take a quarry instead."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.puerto_rico.engine import puertoma
from game.puerto_rico.engine.actions import Action
from game.puerto_rico.engine.rules import (
    discard_tile,
    draw_plantations,
    effect_figure_choices,
    effect_worker_available,
    free_island,
    gain_vp,
    has_effect,
    make_forest,
    occupied_by,
    privilege,
    sourced_effects,
    take_effect_worker,
)
from game.puerto_rico.engine.state import FOREST, GOODS, QUARRY, PlayerState

if TYPE_CHECKING:
    from game.puerto_rico.engine.game import Game

# A seat's turn walks through these stages (SPEC §7.1.1 and §20).
HACIENDA, PICK, HOSPITAL, NEXT = "hacienda", "pick", "hospital", "next"
PORTRAIT = "portrait"  # where the Hospital worker goes when only forests were gained


def _hospital_spots(g: Game) -> list[str]:
    """Tiles gained this turn that may take the Hospital worker: never a forest; the portrait if
    only forests were gained (SPEC §7.1.1 step 4, EX-29)."""
    p = g.s.players[g.s.pending[0]] if g.s.pending else None
    kinds = sorted(set(g.s.ps["gained"]) - {FOREST}, key=lambda k: (k == QUARRY, k))
    if p is not None:  # a Bohio guest may already stand on a gained tile
        kinds = [k for k in kinds if p.tiles[k] > p.tile_workers[k]]
    return kinds or [PORTRAIT]


def start(g: Game) -> None:
    g.s.ps = {"order": g.s.phase_order(g.s.chooser), "i": 0, "stage": HACIENDA, "gained": []}


def advance(g: Game) -> bool:
    s = g.s
    ps = s.ps
    order = ps["order"]
    if ps.get("forest"):  # a Sawmill owner looks at the plantation it just gained (SPEC §12.3)
        s.pending = (ps["forest"][0], "forest")
        return False
    while ps["i"] < len(order):
        seat = order[ps["i"]]
        p = s.players[seat]
        stage = ps["stage"]
        if stage == HACIENDA and s.auto and puertoma.is_puertoma(g, seat):
            puertoma.settler_turn(g, seat)
            ps["i"] += 1
            continue
        if stage == HACIENDA:
            ps["stage"] = PICK
            if has_effect(g, p, "hacienda_draw") and free_island(p) > 0 and (s.bag or s.discard):
                s.pending = (seat, "hacienda")
                return False
        elif stage == PICK:
            ps["stage"] = HOSPITAL
            options = _pick_options(g, seat)
            if options:
                s.pending = (seat, "settler_tile")
                g._legal = [*options, Action(seat, "pass")]
                return False
        elif stage == HOSPITAL:
            ps["stage"] = NEXT
            if ps["gained"] and has_effect(g, p, "settler_worker") and effect_worker_available(g):
                s.pending = (seat, "hospital")
                return False
        else:
            ps["i"] += 1
            ps["stage"] = HACIENDA
            ps["gained"] = []
    # Publishing House: the settler's extra pick once every seat is done (SPEC §7.1.2). Per the
    # errata (§23) the Hospital worker was already given on the settler's own turn.
    if not ps.get("extra_done") and privilege(g, s.chooser) == 2:
        ps["extra_done"] = True
        options = _extra_options(g, s.chooser)
        if options:
            s.pending = (s.chooser, "settler_extra")
            g._legal = [*options, Action(s.chooser, "pass")]
            return False
    if "land_review" in g.hook_index and not _bureaus(g):
        return False
    _end_of_phase(g)
    return True


def _bureaus(g: Game) -> bool:
    """Bureau of Lands owners in phase order (SPEC §13.3); False while one must decide."""
    s = g.s
    ps = s.ps
    queue = ps.get("bureau")
    if queue is None:
        queue = ps["bureau"] = [
            seat for seat in ps["order"] if has_effect(g, s.players[seat], "land_review")
        ]
    while queue:
        seat = queue[0]
        p = s.players[seat]
        for bid, eff in sourced_effects(g, p, "land_review"):
            if occupied_by(p, bid) == "worker":
                if _discardable(p) and not ps.get("bureau_asked"):
                    ps["bureau_asked"] = True
                    s.pending = (seat, "bureau")
                    return False
            else:
                others = [q.land_tiles for i, q in enumerate(s.players) if i != seat]
                if others and p.land_tiles < min(others):
                    gain_vp(g, seat, eff.params["vp"])
                    g.emit("building_vp", seat, building=bid, vp=eff.params["vp"])
        ps.pop("bureau_asked", None)
        queue.pop(0)
    return True


def _discardable(p: PlayerState) -> list[str]:
    """Tile kinds the seat may discard: plantations and forests, never quarries (A-25)."""
    return [k for k in (*GOODS, FOREST) if p.tiles[k] > 0]


def _extra_options(g: Game, seat: int) -> list[Action]:
    """The settler's Publishing House pick: a face-up plantation, or a quarry with an occupied
    Materials Depot (whatever it took on its own turn)."""
    s = g.s
    p = s.players[seat]
    if free_island(p) <= 0:
        return []
    options = [Action(seat, "take_plantation", good) for good in GOODS if good in s.display]
    if s.quarries > 0 and has_effect(g, p, "quarry_pick"):
        options.append(Action(seat, "take_quarry"))
    return options


def _gain_plantation(g: Game, seat: int, good: str) -> None:
    s = g.s
    p = s.players[seat]
    p.tiles[good] += 1
    s.ps["gained"].append(good)
    if has_effect(g, p, "forest_option"):
        s.ps["forest"] = [seat, good]  # the next decision: plantation or forest


def _end_of_phase(g: Game) -> None:
    s = g.s
    s.discard.extend(s.display)
    s.display = draw_plantations(g, g.cat.setup(s.seats).display)
    g.emit("display_refilled", None, display=list(s.display))


def _pick_options(g: Game, seat: int) -> list[Action]:
    s = g.s
    p = s.players[seat]
    if free_island(p) <= 0:
        return []
    options = [Action(seat, "take_plantation", good) for good in GOODS if good in s.display]
    if s.quarries > 0 and (seat == s.chooser or has_effect(g, p, "quarry_pick")):
        options.append(Action(seat, "take_quarry"))
    return options


def legal(g: Game, seat: int, kind: str) -> list[Action]:
    if kind == "bureau":
        p = g.s.players[seat]
        return [Action(seat, "discard_tile", k) for k in _discardable(p)] + [Action(seat, "pass")]
    if kind == "hacienda":
        return [Action(seat, "hacienda_draw"), Action(seat, "pass")]
    if kind == "settler_tile":
        return [*_pick_options(g, seat), Action(seat, "pass")]
    if kind == "settler_extra":
        return [*_extra_options(g, seat), Action(seat, "pass")]
    if kind == "forest":
        return [Action(seat, "make_forest"), Action(seat, "pass")]
    if kind == "hospital":
        kinds = effect_figure_choices(g)
        if kinds:  # the worker supply is empty: the owner picks from the hall
            return [
                Action(seat, "hospital_worker", (k, kind))
                for k in _hospital_spots(g)
                for kind in kinds
            ] + [Action(seat, "pass")]
        return [Action(seat, "hospital_worker", k) for k in _hospital_spots(g)] + [
            Action(seat, "pass")
        ]
    raise AssertionError(kind)


def act(g: Game, action: Action) -> None:
    s = g.s
    seat = action.seat
    p = s.players[seat]
    ps = s.ps
    kind = action.kind
    if ps.get("forest"):  # the answer to the Sawmill decision
        good = ps["forest"][1]
        ps["forest"] = None
        if kind == "make_forest":
            make_forest(g, seat, good)
            ps["gained"][len(ps["gained"]) - 1 - ps["gained"][::-1].index(good)] = FOREST
            g.emit("forest_placed", seat, good=good)
        return
    if kind == "hacienda_draw":
        good = draw_plantations(g, 1)[0]
        g.emit("hacienda_drawn", seat, good=good)
        _gain_plantation(g, seat, good)
    elif kind == "take_plantation":
        s.display.remove(action.value)
        g.emit("plantation_taken", seat, good=action.value)
        _gain_plantation(g, seat, action.value)
    elif kind == "take_quarry":
        s.quarries -= 1
        p.tiles[QUARRY] += 1
        ps["gained"].append(QUARRY)
        g.emit("quarry_taken", seat)
    elif kind == "discard_tile":
        discard_tile(g, seat, action.value)
    elif kind == "hospital_worker":
        spot, wanted = action.value if isinstance(action.value, tuple) else (action.value, None)
        figure = take_effect_worker(g, wanted)
        if spot == PORTRAIT:
            p.portrait_workers += 1  # only forests were gained (SPEC §7.1.1 step 4)
        else:
            p.tile_workers[spot] += 1
        if figure == "citizen":
            p.move_citizens(spot, 1)
        g.emit("hospital_worker", seat, tile=spot, figure=figure)
    # "pass" needs nothing: the stage already moved on.


def why_not(g: Game, action: Action) -> str | None:
    s = g.s
    seat, kind = s.pending  # type: ignore[misc]
    p = s.players[seat]
    if kind == "settler_extra" and action.kind in ("take_plantation", "take_quarry"):
        if free_island(p) <= 0:
            return f"{p.name} has no free island space"
        if action.kind == "take_plantation":
            return f"there is no face-up {action.value} plantation"
        if s.quarries == 0:
            return "no quarries are left"
        return "the extra pick may be a quarry only with an occupied Materials Depot"
    if kind == "settler_tile":
        if action.kind == "take_plantation":
            return f"there is no face-up {action.value} plantation"
        if action.kind == "take_quarry":
            if s.quarries == 0:
                return "no quarries are left"
            return "only the Settler (or an occupied Materials Depot) may take a quarry"
    if kind == "bureau" and action.kind == "discard_tile":
        return f"{p.name} has no {action.value!r} plantation or forest to discard"
    if kind == "hospital" and action.kind == "hospital_worker":
        if isinstance(action.value, str) and action.value in _hospital_spots(g):
            return None  # the spot alone: a citizen from the hall by default
        return f"the Hospital worker must go on a tile {p.name} gained this turn"
    return f"{p.name} must decide on {kind.replace('_', ' ')} now, not {action.kind}"
