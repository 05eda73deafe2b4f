"""Builder: each seat may build one building; the builder pays one doubloon less."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.puerto_rico.engine import puertoma
from game.puerto_rico.engine.actions import Action
from game.puerto_rico.engine.rules import (
    effect_figure_choices,
    effect_worker_available,
    effects,
    free_city,
    gain_vp,
    occupied_by,
    pay_doubloons,
    privilege,
    sourced_effects,
    take_effect_worker,
)
from game.puerto_rico.engine.state import FOREST, GOODS, PORTRAIT, QUARRY, TILE_KINDS

if TYPE_CHECKING:
    from game.puerto_rico.engine.game import Game
    from game.puerto_rico.engine.state import PlayerState


def start(g: Game) -> None:
    g.s.ps = {"order": g.s.phase_order(g.s.chooser), "i": 0, "stage": "build", "built": None}


def cost(g: Game, seat: int, building_id: str) -> int:
    """What this seat would pay for the building now, after every discount (SPEC §7.3.2)."""
    s = g.s
    b = g.bdefs[building_id]
    p = s.players[seat]
    discount = min(p.tile_workers[QUARRY], b.level)
    if seat == s.chooser and s.phase == "builder":
        discount += privilege(g, seat)
    for eff in effects(g, p, "forest_discount"):  # Sawmill: no level cap (A-13: occupied only)
        discount += p.tiles[FOREST] // eff.params["per"]
    discount += notary_discount(g, p, b.size)
    return max(0, b.cost - discount)


def notary_discount(g: Game, p: PlayerState, size: str) -> int:
    """Notary's Office: a worker there takes money off a small building, a citizen off a large
    one, never both (SPEC §13.3)."""
    total = 0
    for bid, eff in sourced_effects(g, p, "notary_discount"):
        occupant = occupied_by(p, bid)
        if occupant == "worker" and size == "small":
            total += eff.params["small"]
        elif occupant == "citizen" and size == "large":
            total += eff.params["large"]
    return total


def max_gap(g: Game, seat: int) -> int:
    """The largest doubloon gap the seat may cover with items (Black Market), 0 without one."""
    return max((e.params["max_gap"] for e in effects(g, g.s.players[seat], "gap_items")), default=0)


def item_choices(g: Game, seat: int) -> list[list[str]]:
    """What the seat could hand in, by item family: figures (by where they stand; never on a
    quarry nor the Black Market's own, A-15), crates (by good), a VP chip."""
    p = g.s.players[seat]
    own = {bid for bid, _ in sourced_effects(g, p, "gap_items")}
    figures = ["figure:portrait"] if p.portrait_workers else []
    figures += [f"figure:{k}" for k in TILE_KINDS if k != QUARRY and p.tile_workers[k]]
    figures += [f"figure:{b}" for b, n in p.buildings.items() if n and b not in own]
    crates = [f"crate:{good}" for good in GOODS if p.goods[good]]
    vp = ["vp"] if p.chips else []  # overflow VP count like chips (SPEC §8)
    return [family for family in (figures, crates, vp) if family]


def item_sets(g: Game, seat: int, gap: int) -> list[tuple[str, ...]]:
    """Every distinct way to close a gap of `gap` doubloons: one item from `gap` different
    families."""
    families = item_choices(g, seat)
    out: list[tuple[str, ...]] = []

    def walk(start: int, chosen: tuple[str, ...]) -> None:
        if len(chosen) == gap:
            out.append(chosen)
            return
        for i in range(start, len(families)):
            for item in families[i]:
                walk(i + 1, (*chosen, item))

    walk(0, ())
    return out


def why_cannot_pay_items(g: Game, seat: int, bid: str, items: object) -> str | None:
    """None if the Black Market may close this building's gap with these items."""
    p = g.s.players[seat]
    gap = cost(g, seat, bid) - p.doubloons
    limit = max_gap(g, seat)
    if not limit:
        return f"{p.name} has no occupied Black Market"
    if gap <= 0:
        return f"{p.name} can pay the {g.bdefs[bid].name_en} in doubloons"
    if gap > limit:
        return f"{p.name} lacks {gap} doubloons; the Black Market covers at most {limit}"
    if not isinstance(items, tuple) or len(items) != gap:
        return f"{p.name} must hand in exactly {gap} item(s), one per missing doubloon"
    families = [str(i).split(":")[0] for i in items]
    if len(set(families)) != len(families):
        return "the items must be different: at most 1 figure, 1 crate and 1 VP"
    allowed = {item for family in item_choices(g, seat) for item in family}
    for item in items:
        if item not in allowed:
            if item == "figure:quarry":
                return "a figure on a quarry cannot be handed in"
            own = {b for b, _ in sourced_effects(g, p, "gap_items")}
            if item.startswith("figure:") and item[7:] in own:
                return "the Black Market's own figure cannot be handed in"
            return f"{p.name} has no {item.replace(':', ' ')} to hand in"
    return None


def build_refusal(g: Game, seat: int, building_id: str) -> tuple[str, dict[str, Any]] | None:
    """Why the seat may not build it now, as a code and its values (None if it may).

    Codes: unknown, none_left, owned, no_space (spaces), too_dear (price, have),
    black_market (price, have, gap: it may hand in items), black_market_limit (price, have,
    limit). The screen words them in its language; why_cannot_build in English."""
    s = g.s
    p = s.players[seat]
    b = g.bdefs.get(building_id)
    if b is None or building_id not in s.building_supply:
        return "unknown", {"building": building_id}
    if s.building_supply[building_id] <= 0:
        return "none_left", {"building": building_id}
    if building_id in p.buildings:
        return "owned", {"building": building_id}
    if free_city(g, p) < b.spaces:
        return "no_space", {"building": building_id, "spaces": b.spaces}
    price = cost(g, seat, building_id)
    if p.doubloons < price:
        values = {"building": building_id, "price": price, "have": p.doubloons}
        gap = price - p.doubloons
        limit = max_gap(g, seat)
        if gap <= limit and item_sets(g, seat, gap):
            return "black_market", {**values, "gap": gap}
        if limit:
            return "black_market_limit", {**values, "limit": limit}
        return "too_dear", values
    return None


def why_cannot_build(g: Game, seat: int, building_id: str) -> str | None:
    """None if the seat may build it now, else the reason in English."""
    refusal = build_refusal(g, seat, building_id)
    if refusal is None:
        return None
    code, v = refusal
    b = g.bdefs.get(building_id)
    name = b.name_en if b is not None else ""
    who = g.s.players[seat].name
    if code == "unknown":
        return f"there is no {building_id!r} in this game"
    if code == "none_left":
        return f"no {name} is left on the building board"
    if code == "owned":
        return f"{who} already owns a {name}"
    if code == "no_space":
        return f"the {name} needs {v['spaces']} free city space(s)"
    money = f"the {name} costs {v['price']} doubloon(s), {who} has {v['have']}"
    if code == "black_market":
        return f"{money}: hand in {v['gap']} different item(s) at the Black Market"
    if code == "black_market_limit":
        return f"{money}: the Black Market covers at most {v['limit']} with different items"
    return money


def _build_options(g: Game, seat: int) -> list[Action]:
    """Same verdicts as why_cannot_build, computed in one pass (this runs on every turn)."""
    s = g.s
    p = s.players[seat]
    free = free_city(g, p)
    quarries = p.tile_workers[QUARRY]
    chosen = privilege(g, seat) if seat == s.chooser and s.phase == "builder" else 0
    forests = sum(p.tiles[FOREST] // e.params["per"] for e in effects(g, p, "forest_discount"))
    gap_limit = max_gap(g, seat)
    money = p.doubloons
    owned = p.buildings
    supply = s.building_supply
    notary = {size: notary_discount(g, p, size) for size in ("small", "large")}
    reach = money + min(quarries, 4) + chosen + forests + gap_limit + max(notary.values())
    options = []
    for b in g.defs.in_play_by_cost:  # the supply holds no other building
        if b.cost > reach:
            break  # sorted by cost: nothing further is affordable
        bid = b.id
        if supply.get(bid, 0) <= 0 or bid in owned or b.spaces > free:
            continue
        gap = b.cost - min(quarries, b.level) - chosen - forests - notary[b.size] - money
        if gap <= 0:
            options.append(Action(seat, "build", bid))
        elif gap <= gap_limit:
            options += [Action(seat, "build", (bid, items)) for items in item_sets(g, seat, gap)]
    return options


def advance(g: Game) -> bool:
    s = g.s
    ps = s.ps
    order = ps["order"]
    while ps["i"] < len(order):
        seat = order[ps["i"]]
        stage = ps["stage"]
        if stage == "build" and s.auto and puertoma.is_puertoma(g, seat):
            puertoma.builder_turn(g, seat)
            ps["i"] += 1
            continue
        if stage == "build":
            ps["stage"] = "school"
            options = _build_options(g, seat)
            if options:
                s.pending = (seat, "build")
                g._legal = [*options, Action(seat, "pass")]
                return False
        elif stage == "school":
            ps["stage"] = "church"
            p = s.players[seat]
            if ps["built"] and effects(g, p, "build_worker") and effect_worker_available(g):
                s.pending = (seat, "school")
                return False
        elif stage == "church":
            ps["stage"] = "next"
            if ps["built"]:
                _build_vp(g, seat, ps["built"])
        else:
            ps["i"] += 1
            ps["stage"] = "build"
            ps["built"] = None
    return True


def _build_vp(g: Game, seat: int, built: str) -> None:
    """VP by the level of the building just built, from another building (Church)."""
    level = g.bdefs[built].level
    for bid, eff in sourced_effects(g, g.s.players[seat], "build_vp"):
        if bid == built:
            continue  # building the Church itself gives nothing
        table = eff.params["by_level"]
        vp = table[min(level, len(table)) - 1]
        if vp:
            gain_vp(g, seat, vp)
            g.emit("building_vp", seat, building=bid, vp=vp)


def legal(g: Game, seat: int, kind: str) -> list[Action]:
    if kind == "build":
        return [*_build_options(g, seat), Action(seat, "pass")]
    if kind == "school":
        kinds = effect_figure_choices(g)  # from the hall, the owner's pick
        workers = [Action(seat, "school_worker", k) for k in kinds] or [
            Action(seat, "school_worker")
        ]
        return [*workers, Action(seat, "pass")]
    raise AssertionError(kind)


def act(g: Game, action: Action) -> None:
    s = g.s
    seat = action.seat
    p = s.players[seat]
    ps = s.ps
    if action.kind == "build":
        bid = action.value
        if isinstance(bid, tuple):  # Black Market: every doubloon, then the items (SPEC §12.3)
            bid, items = bid
            price = p.doubloons
            _hand_in(g, seat, items)
        else:
            price = cost(g, seat, bid)
        pay_doubloons(g, seat, price)
        s.building_supply[bid] -= 1
        p.buildings[bid] = 0
        ps["built"] = bid
        g.emit("building_built", seat, building=bid, cost=price)
        if s.auto:
            puertoma.on_human_build(g, bid)
        if free_city(g, p) == 0:
            s.t2 = True  # the game ends at the end of this builder phase (SPEC §9.1 T2)
    elif action.kind == "school_worker":
        bid = ps["built"]
        figure = take_effect_worker(g, action.value)
        where = bid
        if g.bdefs[bid].slots > p.buildings[bid]:
            p.buildings[bid] += 1
        else:
            p.portrait_workers += 1  # a building without slots (Monument)
            where = PORTRAIT
        if figure == "citizen":
            p.move_citizens(where, 1)
        g.emit("school_worker", seat, building=bid, figure=figure)


def _hand_in(g: Game, seat: int, items: tuple[str, ...]) -> None:
    """Return Black Market items: a figure to the worker supply, a crate to the crate supply, a VP
    chip to the VP supply."""
    s = g.s
    p = s.players[seat]
    for item in items:
        family, _, where = item.partition(":")
        if family == "figure":
            # A worker if one stands there; a citizen goes back to its own supply.
            citizen = p.citizens_at(where) >= p.figures_at(where)
            if where == PORTRAIT:
                p.portrait_workers -= 1
            elif where in p.tile_workers:
                p.tile_workers[where] -= 1
            else:
                p.buildings[where] -= 1
            if citizen:
                p.move_citizens(where, -1)
                s.citizen_supply += 1
            else:
                s.worker_supply += 1
        elif family == "crate":
            p.goods[where] -= 1
            s.crates[where] += 1
        elif p.vp_overflow:
            p.vp_overflow -= 1  # it never left the supply: nothing to put back
        else:
            p.vp -= 1
            s.vp_supply += 1  # a trigger already set stays set
    shown = ", ".join(
        "worker" if i.startswith("figure") else i.partition(":")[2] or "VP" for i in items
    )
    # `items` is the English line's wording; `handed` names each item for the screen's words.
    g.emit("black_market_used", seat, items=shown, handed=list(items))


def why_not(g: Game, action: Action) -> str | None:
    seat, kind = g.s.pending  # type: ignore[misc]
    if kind == "school" and action.kind == "school_worker":
        if action.value is None:
            return None  # no figure named: a citizen from the hall by default
        return "the School's figure is 'worker' or 'citizen' (from the hiring hall)"
    if kind == "build" and action.kind == "build":
        value = action.value
        if isinstance(value, tuple):
            if len(value) != 2 or not isinstance(value[0], str):
                return "a Black Market build is (building id, items)"
            bid, items = value
            reason = why_cannot_build(g, seat, bid)
            if reason is not None and (bid not in g.bdefs or bid not in g.s.building_supply):
                return reason
            if reason is not None and g.s.players[seat].doubloons >= cost(g, seat, bid):
                return reason
            if reason is not None and "Black Market" not in reason:
                return reason
            return why_cannot_pay_items(g, seat, bid, items) or "not a legal build"
        if not isinstance(value, str):
            return f"not a building id: {value!r}"
        return why_cannot_build(g, seat, value) or "not a legal build"
    return f"{g.s.players[seat].name} must decide on {kind} now, not {action.kind}"
