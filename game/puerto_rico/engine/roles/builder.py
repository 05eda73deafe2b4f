"""Builder: each seat may build one building; the builder pays one doubloon less."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.puerto_rico.engine import achievements, checkpoints
from game.puerto_rico.engine.actions import (
    PASSES,
    Action,
    SharedActions,
    new_action,
    seat_actions,
)
from game.puerto_rico.engine.decisions import (
    ENGLISH,
    Refusal,
    decision,
    english,
    other_decision,
    who,
)
from game.puerto_rico.engine.progress import BuilderProgress
from game.puerto_rico.engine.rules import free_city, pay_doubloons, privilege
from game.puerto_rico.engine.state import CITY_SPACES, GOODS, PORTRAIT, QUARRY, TILE_KINDS
from game.puerto_rico.engine.timing import At, active, ask, fire, largest, total

if TYPE_CHECKING:
    from game.puerto_rico.engine.game import Game


# The timing points used here, looked up once: reading a member through its enum class goes
# through the enum metaclass's attribute hook, which costs about as much as firing the point.
AT_AFTER_BUILD = At.AFTER_BUILD
AT_BUILD_COST = At.BUILD_COST
AT_BUILD_GAP = At.BUILD_GAP
AT_BUILT = At.BUILT


# A seat's turn walks through these stages; the values are saved in games (format 1), hence the
# older names of the two after-build stages.
AFTER_BUILD, BUILT = "school", "church"


def start(g: Game) -> None:
    g.s.ps = BuilderProgress(order=g.s.phase_order(g.s.chooser))


def cost(g: Game, seat: int, building_id: str) -> int:
    """What this seat would pay for the building now, after every discount (SPEC §7.3.2)."""
    s = g.s
    b = g.bdefs[building_id]
    p = s.players[seat]
    discount = min(p.tile_workers[QUARRY], b.level)
    if seat == s.chooser and s.phase == "builder":
        discount += privilege(g, seat)
    if AT_BUILD_COST in g.effects_at:  # (the test spares a call that would add nothing)
        discount += total(g, AT_BUILD_COST, seat, b.size)  # no level cap on these
    return max(0, b.cost - discount)


def max_gap(g: Game, seat: int) -> int:
    """The largest doubloon gap the seat may cover with items (Black Market), 0 without one."""
    return largest(g, AT_BUILD_GAP, seat)


def item_choices(g: Game, seat: int) -> list[list[str]]:
    """What the seat could hand in, by item family: figures (by where they stand; never on a
    quarry nor the Black Market's own, A-15), crates (by good), a VP chip."""
    p = g.s.players[seat]
    own = {bid for bid, _ in active(g, AT_BUILD_GAP, seat)}
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


def items_refusal(g: Game, seat: int, bid: str, items: object) -> Refusal | None:
    """None if the Black Market may close this building's gap with these items."""
    p = g.s.players[seat]
    gap = cost(g, seat, bid) - p.doubloons
    limit = max_gap(g, seat)
    if not limit:
        return "decision_refusal.no_black_market", {"who": p.name}
    if gap <= 0:
        return "decision_refusal.pay_in_doubloons", {"who": p.name, "building": bid}
    if gap > limit:
        return "decision_refusal.gap_too_wide", {"who": p.name, "gap": gap, "limit": limit}
    if not isinstance(items, tuple) or len(items) != gap:
        return "decision_refusal.item_count", {"who": p.name, "gap": gap}
    families = [str(i).split(":")[0] for i in items]
    if len(set(families)) != len(families):
        return "decision_refusal.items_differ", {}
    allowed = {item for family in item_choices(g, seat) for item in family}
    for item in items:
        if item not in allowed:
            if item == "figure:quarry":
                return "decision_refusal.quarry_figure", {}
            own = {b for b, _ in active(g, AT_BUILD_GAP, seat)}
            if item.startswith("figure:") and item[7:] in own:
                return "decision_refusal.own_figure", {}
            return "decision_refusal.no_item", {"who": p.name, "item": item.replace(":", " ")}
    return None


def why_cannot_pay_items(g: Game, seat: int, bid: str, items: object) -> str | None:
    """None if the Black Market may close this building's gap with these items, else why not."""
    return english(g, items_refusal(g, seat, bid, items))


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
    return build_english(g, code, {**v, "who": g.s.players[seat].name})


def build_english(g: Game, code: str, v: dict[str, Any]) -> str:
    """The engine's English sentence for a build_refusal code (`who` added to its values)."""
    building_id = v["building"]
    b = g.bdefs.get(building_id)
    name = b.name_en if b is not None else ""
    who = v["who"]
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


BUILD_CODES = (
    "unknown",
    "none_left",
    "owned",
    "no_space",
    "too_dear",
    "black_market",
    "black_market_limit",
)


def _build_options(g: Game, seat: int) -> list[Action]:
    """Same verdicts as why_cannot_build, computed in one pass (this runs on every turn)."""
    s = g.s
    p = s.players[seat]
    owned = p.buildings
    effects = g.effects_at
    free = CITY_SPACES - sum(map(g.spaces.__getitem__, owned))  # free_city
    quarries = p.tile_workers[QUARRY]
    chosen = privilege(g, seat) if seat == s.chooser and s.phase == "builder" else 0
    gap_limit = largest(g, AT_BUILD_GAP, seat) if AT_BUILD_GAP in effects else 0  # max_gap
    supply = s.building_supply
    # What the seat has towards a price before the quarries: money and the privilege.
    base = p.doubloons + chosen
    rows = g.defs.build_rows  # the supply holds no other; sorted by cost
    options = []
    if AT_BUILD_COST not in effects and not gap_limit:
        # No building in play lowers a price by size and no items may close a gap: the price
        # alone decides (the base game).
        q = quarries if quarries < 4 else 4
        reach = base + q
        # Rows (cost, price after q occupied quarries, id, spaces), sorted by cost.
        for cost_, price, bid, spaces in g.defs.build_rows_by_quarries[q]:
            if cost_ > reach:
                break  # nothing further is affordable
            if price <= base and bid not in owned and spaces <= free and supply.get(bid, 0) > 0:
                options.append((BUILD.get(bid) or seat_actions(BUILD, "build", bid))[seat])
        return options
    if AT_BUILD_COST in effects:
        discount = {size: total(g, AT_BUILD_COST, seat, size) for size in ("small", "large")}
        most = max(discount.values())
    else:  # no building in play lowers a price by size: skip the two look-ups
        discount = _NO_DISCOUNT
        most = 0
    reach = base + min(quarries, 4) + gap_limit + most
    for cost_, bid, spaces, level, size in rows:
        if cost_ > reach:
            break  # sorted by cost: nothing further is affordable
        if bid in owned or spaces > free or supply.get(bid, 0) <= 0:
            continue
        gap = cost_ - (quarries if quarries < level else level) - discount[size] - base
        if gap <= 0:
            options.append((BUILD.get(bid) or seat_actions(BUILD, "build", bid))[seat])
        elif gap <= gap_limit:
            options += [
                new_action((seat, "build", (bid, items))) for items in item_sets(g, seat, gap)
            ]
    return options


_NO_DISCOUNT = {"small": 0, "large": 0}


BUILD: SharedActions = {}  # building id -> each seat's action building it


def advance(g: Game) -> bool:
    s = g.s
    ps = s.ps
    assert isinstance(ps, BuilderProgress)
    order = ps.order
    n = len(order)
    # A seat's turn walks through its stages in one pass (the stage is saved where it stops).
    while ps.i < n:
        seat = order[ps.i]
        stage = ps.stage
        if stage == "build":
            if g.automated and g.seat_rules[seat].builder_turn(g):
                ps.i += 1
                continue
            ps.stage = AFTER_BUILD
            options = _build_options(g, seat)
            if options:
                s.pending = (seat, "build")
                options.append(PASSES[seat])
                g._legal = options
                return False
        built = ps.built
        if built is not None:  # no building acts after a turn without a build
            if stage != BUILT and stage != "next":  # AFTER_BUILD
                ps.stage = BUILT
                kind = ask(g, AT_AFTER_BUILD, seat)
                if kind is not None:
                    s.pending = (seat, kind)
                    return False
                stage = BUILT
            if stage == BUILT:
                ps.stage = "next"
                if AT_BUILT in g.effects_at:  # (the test spares a call that would do nothing)
                    fire(g, AT_BUILT, seat, built)
                if g.listening:
                    checkpoints.after_build(g, seat, built)
        ps.i += 1
        ps.stage = "build"
        ps.built = None
    return True


def act(g: Game, action: Action) -> None:
    s = g.s
    seat = action.seat
    p = s.players[seat]
    ps = g.s.ps
    assert isinstance(ps, BuilderProgress)
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
        ps.built = bid
        if g.records_events:
            g.emit("building_built", seat, building=bid, cost=price)
        if s.achievements is not None:
            achievements.built(g, seat, bid, price)
        if g.automated:
            g.automaton.human_built(g, bid)
        if free_city(g, p) == 0:
            s.t2 = True  # the game ends at the end of this builder phase (SPEC §9.1 T2)


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


def _build_decision_refusal(g: Game, action: Action) -> Refusal | None:
    if action.kind != "build":
        return other_decision(g, action, "build")
    seat = action.seat
    value = action.value
    if not isinstance(value, (str, tuple)):
        return "decision_refusal.not_a_building", {"value": repr(value)}
    if isinstance(value, tuple):
        if len(value) != 2 or not isinstance(value[0], str):
            return "decision_refusal.market_shape", {}
        bid, items = value
    else:
        bid, items = value, None
    refusal = build_refusal(g, seat, bid)
    if refusal is not None:
        code, v = refusal
        known = bid in g.bdefs and bid in g.s.building_supply
        # A Black Market build is refused for the items when the gap itself may be closed.
        if items is None or not known or code not in ("black_market", "black_market_limit"):
            return f"refusal.{code}", {**v, "who": who(g, action)}
        if g.s.players[seat].doubloons >= cost(g, seat, bid):
            return f"refusal.{code}", {**v, "who": who(g, action)}
    if items is None:
        return "decision_refusal.build_not_open", {}
    return items_refusal(g, seat, bid, items) or ("decision_refusal.build_not_open", {})


def _pay_in_doubloons(g: Game, v: dict[str, Any]) -> str:
    return f"{v['who']} can pay the {g.bdefs[v['building']].name_en} in doubloons"


decision(
    "building_to_build",
    "build",
    lambda g, seat: [*_build_options(g, seat), PASSES[seat]],
    _build_decision_refusal,
    act,
)
ENGLISH.update(
    {
        "decision_refusal.no_black_market": lambda g, v: f"{v['who']} has no occupied Black Market",
        "decision_refusal.pay_in_doubloons": _pay_in_doubloons,
        "decision_refusal.gap_too_wide": lambda g, v: (
            f"{v['who']} lacks {v['gap']} doubloons; the Black Market covers at most {v['limit']}"
        ),
        "decision_refusal.item_count": lambda g, v: (
            f"{v['who']} must hand in exactly {v['gap']} item(s), one per missing doubloon"
        ),
        "decision_refusal.items_differ": lambda g, v: (
            "the items must be different: at most 1 figure, 1 crate and 1 VP"
        ),
        "decision_refusal.quarry_figure": lambda g, v: "a figure on a quarry cannot be handed in",
        "decision_refusal.own_figure": lambda g, v: (
            "the Black Market's own figure cannot be handed in"
        ),
        "decision_refusal.no_item": lambda g, v: f"{v['who']} has no {v['item']} to hand in",
        "decision_refusal.not_a_building": lambda g, v: f"not a building id: {v['value']}",
        "decision_refusal.market_shape": lambda g, v: (
            "a Black Market build is (building id, items)"
        ),
        "decision_refusal.build_not_open": lambda g, v: "not a legal build",
    }
)


def _build_words(code: str) -> Callable[[Game, dict[str, Any]], str]:
    def words(g: Game, v: dict[str, Any]) -> str:
        return build_english(g, code, v)

    return words


for _code in BUILD_CODES:
    ENGLISH[f"refusal.{_code}"] = _build_words(_code)
