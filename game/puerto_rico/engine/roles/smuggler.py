"""Smuggler (Expansion III, SPEC §14): only the chooser acts, once — raid a ship, plunder the
trading house, poach workers, capture a role, or nothing. No privilege.

Also here: who may take the smuggler or a captured role at the role choice (§6.1, §14.2, A-17),
the capture ransom, and what discarded crates and figures take out of the game (A-31).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.puerto_rico.engine.actions import Action
from game.puerto_rico.engine.decisions import ENGLISH, Refusal, decision, who
from game.puerto_rico.engine.layout import slot_capacity
from game.puerto_rico.engine.progress import SmugglerProgress, current
from game.puerto_rico.engine.rules import gain_vp
from game.puerto_rico.engine.state import GOODS, PORTRAIT, PlayerState, RoleTile

if TYPE_CHECKING:
    from game.puerto_rico.engine.game import Game

ROLE = "smuggler"
MODULE = "smuggler"  # its module id in GameConfig.expansions
RAID_MAX = 3  # crates a raid keeps (§14.3 item 1)
POACH_MAX = 3  # poached figures the smuggler may keep (§14.3 item 3)
RANSOM = 3  # doubloons paid to the capturer for a captured role (§14.3 item 4, A-17)


# ------------------------------------------------------------------ statistics


def tally(g: Game, seat: int, what: str, n: int = 1) -> None:
    """Count a seat's smuggling for the game's statistics (`GameState.smuggling`)."""
    s = g.s
    if not s.smuggling:
        s.smuggling = [{} for _ in range(s.seats)]
    row = s.smuggling[seat]
    row[what] = row.get(what, 0) + n


# ------------------------------------------------------------------ the role choice


def choice_refusal(g: Game, seat: int, tile: RoleTile) -> Refusal | None:
    """Why `seat` may not take this untaken tile now (the wanted token, a capture), or None."""
    s = g.s
    if tile.role == ROLE and s.wanted == seat:
        return "decision_refusal.wanted", {"who": s.players[seat].name}
    if tile.captured_by is not None:
        capturer = s.players[tile.captured_by].name
        if tile.captured_by == seat:
            return "decision_refusal.own_capture", {"who": capturer, "role": tile.role}
        have = s.players[seat].doubloons
        if have < RANSOM:
            fields = {"who": s.players[seat].name, "role": tile.role, "capturer": capturer}
            return "decision_refusal.ransom_short", {**fields, "ransom": RANSOM, "have": have}
    return None


def pay_ransom(g: Game, seat: int, tile: RoleTile) -> None:
    """A captured role chosen by another seat: it pays the capturer, and the capture ends."""
    capturer = tile.captured_by
    if capturer is None:
        return
    s = g.s
    s.players[seat].doubloons -= RANSOM  # seat to seat: the bank takes no part
    s.players[capturer].doubloons += RANSOM
    tile.captured_by = None
    tally(g, seat, "ransoms_paid")
    tally(g, capturer, "ransoms_received")
    g.emit(
        "ransom_paid",
        seat,
        role=tile.role,
        coins=RANSOM,
        capturer=s.players[capturer].name,
        capturer_seat=capturer,
    )


def unplayed_capture(g: Game) -> RoleTile | None:
    """The captured role nobody chose this round, which its capturer now plays (§14.4)."""
    for t in g.s.roles:  # a loop, not a generator: asked at the end of every round
        if t.captured_by is not None and t.taken_by is None:
            return t
    return None


# ------------------------------------------------------------------ the phase


def start(g: Game) -> None:
    s = g.s
    s.ps = SmugglerProgress()
    before = s.wanted
    s.wanted = s.chooser  # taken from the supply or from the seat holding it (§14.2)
    tally(g, s.chooser, "chosen")
    frm = s.players[before].name if before is not None else None
    g.emit("wanted_token", s.chooser, frm=frm)


def advance(g: Game) -> bool:
    s = g.s
    ps = current(g, SmugglerProgress)
    seat = s.chooser
    if ps.stage == "action":
        if g.seat_rules[seat].smuggler_turn(g):
            return True  # the Puertoma acted by its own rule (§19.11)
        s.pending = (seat, "smuggler")
        return False
    while ps.stage == "place" and ps.to_place:
        options = _placements(g, seat)
        if len(options) > 1:
            s.pending = (seat, "poach_place")
            return False
        _place(g, options[0])  # one empty slot for one kind of figure: nothing to decide
    return True


# ------------------------------------------------------------------ the four actions


def raid_targets(g: Game) -> list[int]:
    """Cargo ships with at least one crate, full or not (A-48)."""
    return [i for i, sh in enumerate(g.s.ships) if sh.count > 0]


def raid(g: Game, seat: int, ship: int) -> None:
    """Take up to 3 crates of the ship onto the portrait; the rest leaves the game (A-31)."""
    s = g.s
    sh = s.ships[ship]
    good = sh.good
    assert good is not None
    taken = min(RAID_MAX, sh.count)
    lost = sh.count - taken
    s.players[seat].goods[good] += taken
    sh.count = 0
    sh.good = None
    if lost:
        crates = {**s.totals["crates"], good: s.totals["crates"][good] - lost}
        s.totals = {**s.totals, "crates": crates}  # replaced whole: clones share totals
    tally(g, seat, "raid")
    tally(g, seat, "crates_raided", taken)
    g.emit("ship_raided", seat, capacity=sh.capacity, good=good, count=taken, discarded=lost)


def plunder(g: Game, seat: int) -> None:
    """Every crate of the trading house back to the supply, 1 VP each."""
    s = g.s
    house = s.trading_house
    goods = {good: house.count(good) for good in GOODS if good in house}
    for good in house:
        s.crates[good] += 1
    n = len(house)
    s.trading_house = []
    gain_vp(g, seat, n)
    tally(g, seat, "plunder")
    tally(g, seat, "vp_plundered", n)
    g.emit("trading_house_plundered", seat, goods=goods, vp=n)


def hall_figures(g: Game) -> int:
    return g.s.hiring_hall + g.s.hall_citizens


def poach_excess(g: Game) -> int:
    """Figures above N in the hiring hall (N = seats, Puertomas included)."""
    return max(0, hall_figures(g) - g.s.seats)


def empty_slots(p: PlayerState, capacity: dict[str, int]) -> dict[str, int]:
    """Location -> empty slots on a seat's tiles and buildings."""
    room = {}
    for loc, cap in capacity.items():
        free = cap - p.figures_at(loc)
        if free > 0:
            room[loc] = free
    return room


def human_room(g: Game, seat: int) -> int:
    """Empty slots of a seat's land tiles and buildings (never the portrait, §14.3)."""
    p = g.s.players[seat]
    return sum(empty_slots(p, slot_capacity(g, p)).values())


def poach_kept(g: Game, seat: int) -> int:
    """How many removed figures the smuggler keeps: up to 3, one per empty slot (A-50)."""
    return min(POACH_MAX, poach_excess(g), g.seat_rules[seat].poach_room(g))


def poach_options(g: Game, seat: int) -> list[tuple[int, int]]:
    """(citizens left in the hall, citizens among the figures kept) for every legal poach."""
    s = g.s
    excess = poach_excess(g)
    if not excess:
        return []
    n = s.seats
    kept = poach_kept(g, seat)
    out = []
    for stay_c in range(max(0, n - s.hiring_hall), min(s.hall_citizens, n) + 1):
        removed_c = s.hall_citizens - stay_c
        removed_w = excess - removed_c
        for keep_c in range(max(0, kept - removed_w), min(kept, removed_c) + 1):
            out.append((stay_c, keep_c))
    return out


def poach(g: Game, seat: int, stay_c: int, keep_c: int) -> None:
    """Down to N figures in the hall; keep some (placed at once), discard the rest (A-31)."""
    s = g.s
    excess = poach_excess(g)
    kept = poach_kept(g, seat)
    removed_c = s.hall_citizens - stay_c
    removed_w = excess - removed_c
    keep_w = kept - keep_c
    s.hall_citizens = stay_c
    s.hiring_hall -= removed_w
    lost_w, lost_c = removed_w - keep_w, removed_c - keep_c
    if lost_w or lost_c:
        t = s.totals
        s.totals = {**t, "workers": t["workers"] - lost_w, "citizens": t["citizens"] - lost_c}
    tally(g, seat, "poach")
    tally(g, seat, "figures_kept", kept)
    g.emit(
        "workers_poached",
        seat,
        workers=excess,
        taken=kept,
        discarded=excess - kept,
        citizens=removed_c,
    )
    to_place = g.seat_rules[seat].take_poached(g, keep_w, keep_c)
    ps = s.ps
    if isinstance(ps, SmugglerProgress) and to_place:
        ps.to_place = to_place
        ps.stage = "place"


def capture_targets(g: Game) -> list[RoleTile]:
    """Role tiles not taken this round, not the smuggler; none in games with Puertomas."""
    if not g.automaton.allows_capture:
        return []
    return [t for t in g.s.roles if t.taken_by is None and t.role != ROLE and t.captured_by is None]


def capture(g: Game, seat: int, tile: RoleTile) -> None:
    coins = tile.coins
    tile.coins = 0
    tile.captured_by = seat
    tally(g, seat, "capture")
    g.s.players[seat].doubloons += coins  # coins on tiles are already counted as issued
    g.emit("role_captured", seat, role=tile.role, tile=tile.id, coins=coins)


def passed(g: Game, seat: int) -> None:
    tally(g, seat, "pass")
    g.emit("smuggler_passed", seat)


# ------------------------------------------------------------------ poached figures


def take_to_portrait(g: Game, seat: int, workers: int, citizens: int) -> list[str]:
    """Kept figures wait on the portrait until placed (this phase, before anything else)."""
    p = g.s.players[seat]
    p.portrait_workers += workers + citizens
    if citizens:
        p.move_citizens(PORTRAIT, citizens)
    return ["citizen"] * citizens + ["worker"] * workers


def _placements(g: Game, seat: int) -> list[Action]:
    ps = current(g, SmugglerProgress)
    p = g.s.players[seat]
    room = empty_slots(p, slot_capacity(g, p))
    kinds = [k for k in ("citizen", "worker") if k in ps.to_place]
    return [Action(seat, "place_poached", (loc, kind)) for kind in kinds for loc in room]


def _place(g: Game, action: Action) -> None:
    ps = current(g, SmugglerProgress)
    loc, kind = action.value
    p = g.s.players[action.seat]
    p.portrait_workers -= 1
    if loc in p.tile_workers:
        p.tile_workers[loc] += 1
    else:
        p.buildings[loc] += 1
    if kind == "citizen":
        p.move_citizens(PORTRAIT, -1)
        p.move_citizens(loc, 1)
    ps.to_place.remove(kind)
    if not ps.to_place:
        ps.stage = "done"
    g.emit("poached_figure_placed", action.seat, place=loc, figure=kind)


# ------------------------------------------------------------------ the decisions


def _options(g: Game, seat: int) -> list[Action]:
    out = [Action(seat, "raid", i) for i in raid_targets(g)]
    if g.s.trading_house:
        out.append(Action(seat, "plunder"))
    out += [Action(seat, "poach", value) for value in poach_options(g, seat)]
    out += [Action(seat, "capture", t.id) for t in capture_targets(g)]
    out.append(Action(seat, "pass"))
    return out


def _act(g: Game, action: Action) -> None:
    s = g.s
    ps = current(g, SmugglerProgress)
    ps.stage = "done"
    seat = action.seat
    kind = action.kind
    if kind == "raid":
        raid(g, seat, action.value)
    elif kind == "plunder":
        plunder(g, seat)
    elif kind == "poach":
        stay_c, keep_c = action.value
        poach(g, seat, stay_c, keep_c)
    elif kind == "capture":
        capture(g, seat, next(t for t in s.roles if t.id == action.value))
    else:
        passed(g, seat)


def _refusal(g: Game, action: Action) -> Refusal | None:
    s = g.s
    kind, value = action.kind, action.value
    if kind == "raid":
        if type(value) is not int or not 0 <= value < len(s.ships):
            return "decision_refusal.no_such_ship", {"value": repr(value)}
        return "decision_refusal.raid_empty", {"capacity": s.ships[value].capacity}
    if kind == "plunder":
        return "decision_refusal.nothing_to_plunder", {}
    if kind == "poach":
        if not poach_excess(g):
            return "decision_refusal.hall_small", {"hall": hall_figures(g), "n": s.seats}
        return "decision_refusal.poach_choice", {"value": repr(value)}
    if kind == "capture":
        if not g.automaton.allows_capture:
            return "decision_refusal.capture_forbidden", {}
        tile = next((t for t in s.roles if t.id == value), None)
        if tile is None:
            return "decision_refusal.no_role_tile", {"value": repr(value)}
        return "decision_refusal.not_capturable", {"role": tile.role}
    return "decision_refusal.smuggle_or_pass", {"who": who(g, action), "action": kind}


def _place_refusal(g: Game, action: Action) -> Refusal | None:
    if action.kind != "place_poached":
        return "decision_refusal.place_poached", {"who": who(g, action), "action": action.kind}
    value: Any = action.value
    if not (isinstance(value, tuple) and len(value) == 2 and value[1] in ("worker", "citizen")):
        return "decision_refusal.poached_shape", {}
    if value[1] not in current(g, SmugglerProgress).to_place:
        return "decision_refusal.poached_kind", {}
    return "decision_refusal.poached_no_room", {"who": who(g, action), "location": value[0]}


decision("smuggling_action", "smuggler", _options, _refusal, _act)
decision("poached_figure_place", "poach_place", _placements, _place_refusal, _place)
ENGLISH.update(
    {
        "decision_refusal.wanted": lambda g, v: (
            f"{v['who']} holds the wanted token and cannot take the smuggler"
        ),
        "decision_refusal.own_capture": lambda g, v: (
            f"{v['who']} captured the {v['role']} and cannot choose it"
        ),
        "decision_refusal.ransom_short": lambda g, v: (
            f"the {v['role']} is captured: {v['who']} must pay {v['capturer']} {v['ransom']} "
            f"doubloons and has {v['have']}"
        ),
        "decision_refusal.raid_empty": lambda g, v: (
            f"the {v['capacity']}-ship holds no crate to raid"
        ),
        "decision_refusal.nothing_to_plunder": lambda g, v: "the trading house is empty",
        "decision_refusal.hall_small": lambda g, v: (
            f"the hiring hall holds {v['hall']} figures, not more than {v['n']}"
        ),
        "decision_refusal.poach_choice": lambda g, v: (
            f"poach takes (citizens left in the hall, citizens kept) within what the hall "
            f"holds, not {v['value']}"
        ),
        "decision_refusal.capture_forbidden": lambda g, v: (
            "no role may be captured in a game with Puertomas"
        ),
        "decision_refusal.not_capturable": lambda g, v: (
            f"the {v['role']} cannot be captured: only a role nobody took this round, "
            "not the smuggler"
        ),
        "decision_refusal.smuggle_or_pass": lambda g, v: (
            f"{v['who']} must choose a smuggling action or pass now, not {v['action']}"
        ),
        "decision_refusal.place_poached": lambda g, v: (
            f"{v['who']} must place the poached figures now, not {v['action']}"
        ),
        "decision_refusal.poached_shape": lambda g, v: (
            "a poached figure goes to (place, 'worker' or 'citizen')"
        ),
        "decision_refusal.poached_kind": lambda g, v: "no poached figure of that kind is left",
        "decision_refusal.poached_no_room": lambda g, v: (
            f"{v['who']} has no empty slot on {v['location']}"
        ),
    }
)
