"""A turn, top to bottom (SANTIAGO_SPEC §5, §10.1): move the car → the port's delivery phase or
the Cuban at the stop (El Zorro's victims give) → the broker's building step → the end of the
turn (owner VP, the new demand) → the next seat.

Each stage either asks a seat for a decision (sets `pending`) or moves to the next stage; the
decisions are a registry kind -> (options, refusal, resolve). Effects come from engine/effects.py
through the hook the data names; nothing here looks at a Cuban's or a building's id.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.santiago.engine import effects, rules
from game.santiago.engine.actions import Action, Refusal
from game.santiago.engine.state import TurnState

if TYPE_CHECKING:
    from game.santiago.engine.game import Game


# =========================================================================== stages


def run(g: Game) -> None:
    """Resolve automatic steps until a seat must decide or the game is over."""
    s = g.s
    while not s.over and s.pending is None:
        STAGES[s.stage](g)


def next_turn(g: Game) -> None:
    s = g.s
    s.active = rules.next_seat(g, s.active) if s.turn else 0
    s.turn += 1
    if s.turn > g.d.catalog.setup.max_turns:
        # Not a rule: a safety cap (D-15); real games end after a few dozen turns per seat.
        raise RuntimeError(f"engine error: the game passed {s.turn - 1} turns")
    s.ts = TurnState()
    s.stage = "move"
    g.emit("turn_started", s.active, turn=s.turn)


def _stage_set_aside(g: Game) -> None:
    s = g.s
    if s.rolled is None:
        rules.roll_dice(g)
    s.pending = (s.active, "set_aside")


def _stage_move(g: Game) -> None:
    g.s.pending = (g.s.active, "move_car")


def move_car(g: Game, steps: int) -> None:
    """Pay, drive stop by stop, arrive (§5.1, §5.2)."""
    s = g.s
    g.emit(
        "car_moved",
        s.active,
        steps=steps,
        cost=steps - 1,
        start=s.car,
        stop=(s.car + steps) % g.d.stops,
    )
    rules.pay_pesos(g, s.active, steps - 1, "car")
    for i in range(1, steps + 1):
        leaving = s.street[s.car]
        if leaving is not None and not s.face_up[leaving]:
            # A face-down Cuban turns up as soon as the car leaves its stop.
            s.face_up[leaving] = True
            g.emit("cuban_flipped", s.active, cuban=leaving, face_up=True)
        s.car = (s.car + 1) % g.d.stops
        if s.car == 0 and i < steps:
            rules.move_value(g, 1, "drive_past")  # driving past the port (§5.6)
            if s.ending:
                s.stage = "end_turn"  # the last ship left: the car stops here (§8.1)
                return
    cuban = s.street[s.car]
    if cuban is None:
        # The port: a delivery phase; the broker stays and no building is used (§5.5).
        s.ts.passed = [False] * s.seats
        s.ts.deliverer = s.active
        s.stage = "delivery"
        g.emit("delivery_started", s.active)
    elif not s.face_up[cuban]:
        g.emit("cuban_inactive", s.active, cuban=cuban)  # nothing at all (§7.12)
        s.stage = "end_turn"
    else:
        cdef = g.d.cubans[cuban]
        s.ts.mode = cdef.broker
        s.ts.flower = cdef.flower if cdef.broker == "move" else None
        s.stage = "cuban"


def _stage_cuban(g: Game) -> None:
    s = g.s
    cuban = s.street[s.car]
    assert cuban is not None
    if effects.cuban_options(g, s.active, cuban):
        s.pending = (s.active, "cuban")
    else:
        s.stage = "after_cuban"  # nothing to take (an empty supply, A-14)


def _stage_after_cuban(g: Game) -> None:
    s = g.s
    if s.ending:
        s.stage = "end_turn"
    elif s.ts.victims:
        s.stage = "zorro"
    elif s.ts.via == "alonso" and s.ts.building is not None:
        s.stage = "building"
    else:
        s.stage = "broker"


def _stage_zorro(g: Game) -> None:
    s = g.s
    ts = s.ts
    while ts.victims:
        victim = ts.victims[0]
        items = rules.gift_items(g, victim, tuple(ts.gift_exclude))
        if len(items) > 1:
            s.pending = (victim, "give")
            return
        ts.victims.pop(0)
        if items:  # one item only: the victim must give it
            rules.give(g, victim, s.active, items[0])
    s.stage = "broker"


def broker_targets(g: Game, seat: int, flower: str | None) -> list[str]:
    """Free buildings under `flower`; the seat's own building is occupied by its broker."""
    s = g.s
    if flower is None:
        return []
    taken = {p.broker for p in s.players}
    return [b for i, b in enumerate(s.slots) if g.d.slot_flowers[i] == flower and b not in taken]


def _stage_broker(g: Game) -> None:
    s = g.s
    seat = s.active
    ts = s.ts
    ts.via = "broker"
    ts.building = None
    if ts.mode == "move":
        targets = broker_targets(g, seat, ts.flower)
        if len(targets) > 1:
            s.pending = (seat, "place_broker")
            return
        if targets:
            place_broker(g, seat, targets[0])  # the only free building: it must go there
            return
    # El Zorro, or every building of the colour occupied: the broker stays and may be used
    # off board, nothing.
    building = s.players[seat].broker
    if ts.mode != "stay_no_use" and building is not None:
        g.emit("broker_stays", seat, building=building)
        ts.building = building
        s.stage = "building"
    else:
        s.stage = "end_turn"


def place_broker(g: Game, seat: int, building: str) -> None:
    s = g.s
    s.players[seat].broker = building
    g.emit("broker_moved", seat, building=building)
    s.ts.building = building
    s.stage = "building"


def _stage_building(g: Game) -> None:
    s = g.s
    building = s.ts.building
    assert building is not None
    if effects.building_options(g, s.active, building):
        s.pending = (s.active, "building")
    else:
        s.stage = "after_building"


def _stage_after_building(g: Game) -> None:
    s = g.s
    if s.ts.via == "alonso" and not s.ending:
        s.stage = "broker"  # Alonso's option 2 done: the white broker step (§6.9)
    else:
        s.stage = "end_turn"


def _stage_delivery(g: Game) -> None:
    """Delivery turns clockwise from the trigger seat until all passed (§5.5.1)."""
    s = g.s
    ts = s.ts
    while not all(ts.passed):
        seat = ts.deliverer
        if not ts.passed[seat]:
            if delivery_options(g, seat):
                s.pending = (seat, "delivery")
                return
            ts.passed[seat] = True  # nothing deliverable: the seat passes
            g.emit("passed", seat, auto=True)
        ts.deliverer = rules.next_seat(g, seat)
    # Everyone passed, the ship stays: the value marker moves right (may depart).
    rules.move_value(g, 1, "delivery_phase")
    s.stage = "end_turn"


def delivery_options(g: Game, seat: int) -> list[tuple[str, tuple[str, int]]]:
    """(kind, (good, count)) deliveries open to `seat` (§5.5.2): one type per delivery turn,
    1..min(held, die); wood alone, in place of one demanded good (A-09)."""
    s = g.s
    held = s.players[seat].goods
    out: list[tuple[str, tuple[str, int]]] = []
    for good, die in s.demand.items():
        for k in range(1, min(held[good], die) + 1):
            out.append(("deliver", (good, k)))
    wild = g.d.wildcard
    if wild is not None and held[wild] > 0:
        for good, die in s.demand.items():
            for k in range(1, min(held[wild], die) + 1):
                out.append(("deliver_wood", (good, k)))
    return out


def deliver(g: Game, seat: int, kind: str, good: str, k: int) -> None:
    s = g.s
    piece = good if kind == "deliver" else g.d.wildcard
    assert piece is not None
    vp = k * (rules.flag_vp(g) if kind == "deliver" else g.d.wildcard_vp)
    rules.return_goods(g, seat, piece, k, "delivery")
    s.demand[good] -= k
    rules.gain_vp(g, seat, vp, "delivery", "deliveries")
    g.emit("delivered", seat, good=piece, as_good=good, count=k, vp=vp, source="delivery")
    if rules.demand_complete(g):
        # A full ship ends the phase at once; the trigger seat rolls the next demand.
        rules.depart(g, "delivery")
        s.stage = "end_turn"
    else:
        s.ts.deliverer = rules.next_seat(g, seat)


def _stage_end_turn(g: Game) -> None:
    s = g.s
    rules.owner_vp(g)  # also at the end of the last turn (A-07, D-10)
    if s.ending:
        s.over = True
        s.stage = "over"
        g.emit("game_over", None, trigger=s.end_trigger)
    elif s.pending_demand:
        s.stage = "set_aside"  # the active seat rolls the new ship's demand (§5.7.2)
    else:
        next_turn(g)


STAGES: dict[str, Callable[[Game], None]] = {
    "set_aside": _stage_set_aside,
    "move": _stage_move,
    "cuban": _stage_cuban,
    "after_cuban": _stage_after_cuban,
    "zorro": _stage_zorro,
    "broker": _stage_broker,
    "building": _stage_building,
    "after_building": _stage_after_building,
    "delivery": _stage_delivery,
    "end_turn": _stage_end_turn,
}


# =========================================================================== decisions


@dataclass(frozen=True)
class Decision:
    options: Callable[[Game, int], list[Action]]
    refuse: Callable[[Game, Action], Refusal]
    resolve: Callable[[Game, Action], None]


DECISIONS: dict[str, Decision] = {}


def _offered(g: Game, action: Action) -> Refusal:
    return "not_offered", {"value": repr(action.value)}


# --- set_aside


def _set_aside_options(g: Game, seat: int) -> list[Action]:
    faces = g.s.rolled or {}
    return [Action(seat, "set_aside", good) for good in rules.set_aside_options(faces)]


def _set_aside_refusal(g: Game, action: Action) -> Refusal:
    faces = g.s.rolled or {}
    if action.value not in faces:
        return "not_rolled", {"good": str(action.value)}
    return "set_aside_leaves_zeros", {"good": action.value}


def _set_aside_resolve(g: Game, action: Action) -> None:
    rules.set_aside(g, action.value)
    next_turn(g)


# --- move_car


def most_steps(g: Game, seat: int) -> int:
    return min(g.d.max_steps, g.s.players[seat].pesos + 1)


def _move_options(g: Game, seat: int) -> list[Action]:
    return [Action(seat, "move_car", k) for k in range(1, most_steps(g, seat) + 1)]


def _move_refusal(g: Game, action: Action) -> Refusal:
    steps = action.value
    if not isinstance(steps, int) or isinstance(steps, bool) or not 1 <= steps <= g.d.max_steps:
        return "steps_out_of_range", {"steps": repr(steps), "max": g.d.max_steps}
    p = g.s.players[action.seat]
    return "cannot_pay", {"steps": steps, "cost": steps - 1, "who": p.name, "pesos": p.pesos}


# --- cuban


def _cuban_here(g: Game) -> str:
    cuban = g.s.street[g.s.car]
    assert cuban is not None
    return cuban


def _cuban_options(g: Game, seat: int) -> list[Action]:
    values = effects.cuban_options(g, seat, _cuban_here(g))
    return [Action(seat, "use_cuban", v) for v in values] + [Action(seat, "decline_cuban")]


def _cuban_refusal(g: Game, action: Action) -> Refusal:
    s = g.s
    v = action.value
    if isinstance(v, tuple) and len(v) == 2 and v[1] in s.owner:
        option, building = v
        if option == "claim":
            if s.owner[building] is not None:
                return "claim_owned", {"building": building}
            return "no_marker_left", {"who": rules.who(g, action.seat)}
        if option == "use" and s.owner[building] != action.seat:
            return "not_owner", {"who": rules.who(g, action.seat), "building": building}
    if isinstance(v, str) and v in s.supply and s.supply[v] == 0:
        return "no_supply", {"good": v}
    return _offered(g, action)


def _cuban_resolve(g: Game, action: Action) -> None:
    s = g.s
    cuban = _cuban_here(g)
    if action.kind == "use_cuban":
        effects.use_cuban(g, action.seat, cuban, action.value)
    else:
        g.emit("cuban_declined", action.seat, cuban=cuban)  # optional
    s.stage = "after_cuban"


# --- give (El Zorro's victims)


def _give_options(g: Game, seat: int) -> list[Action]:
    items = rules.gift_items(g, seat, tuple(g.s.ts.gift_exclude))
    return [Action(seat, "give", item) for item in items]


def _give_refusal(g: Game, action: Action) -> Refusal:
    if action.value in g.s.ts.gift_exclude:
        return "gift_wood", {}
    return "gift_not_held", {"who": rules.who(g, action.seat), "item": repr(action.value)}


def _give_resolve(g: Game, action: Action) -> None:
    s = g.s
    s.ts.victims.pop(0)
    rules.give(g, action.seat, s.active, action.value)
    s.stage = "zorro"


# --- place_broker


def _broker_options(g: Game, seat: int) -> list[Action]:
    return [Action(seat, "place_broker", b) for b in broker_targets(g, seat, g.s.ts.flower)]


def _broker_refusal(g: Game, action: Action) -> Refusal:
    s = g.s
    b = action.value
    if b not in s.owner:
        return "no_such_building", {"value": repr(b)}
    if s.players[action.seat].broker == b:
        return "broker_must_move", {"building": b}
    if any(p.broker == b for p in s.players):
        return "building_occupied", {"building": b}
    flower = g.d.slot_flowers[s.slots.index(b)]
    return "wrong_flower", {"building": b, "flower": flower, "wanted": s.ts.flower}


def _broker_resolve(g: Game, action: Action) -> None:
    place_broker(g, action.seat, action.value)


# --- building


def _building_options(g: Game, seat: int) -> list[Action]:
    building = g.s.ts.building
    assert building is not None
    values = effects.building_options(g, seat, building)
    return [Action(seat, "use_building", v) for v in values] + [Action(seat, "decline_building")]


def _building_refusal(g: Game, action: Action) -> Refusal:
    s = g.s
    v = action.value
    hook = g.d.building_effects[s.ts.building or ""].hook
    if hook in ("zero_one_die", "deliver_one") and not s.demand:
        return "no_dice_on_ship", {}
    if hook == "shift_value" and v == "left" and s.value == 0:
        return "flag_at_2", {}
    if hook == "newspaper" and isinstance(v, str) and v in s.face_up:
        return "cuban_face_down", {"cuban": v}
    if isinstance(v, str) and v in s.demand and s.demand[v] == 0:
        return "not_demanded", {"good": v}
    return _offered(g, action)


def _building_resolve(g: Game, action: Action) -> None:
    s = g.s
    building = s.ts.building
    assert building is not None
    if action.kind == "use_building":
        effects.use_building(g, action.seat, building, action.value)
    else:
        g.emit("building_declined", action.seat, building=building)
    s.stage = "after_building"


# --- delivery


def _delivery_options(g: Game, seat: int) -> list[Action]:
    out = [Action(seat, kind, value) for kind, value in delivery_options(g, seat)]
    return [*out, Action(seat, "pass")]


def _delivery_refusal(g: Game, action: Action) -> Refusal:
    s = g.s
    v = action.value
    if action.kind not in ("deliver", "deliver_wood") or not (
        isinstance(v, tuple) and len(v) == 2 and isinstance(v[1], int)
    ):
        return _offered(g, action)
    good, k = v
    if good not in s.demand or s.demand[good] == 0:
        return "not_demanded", {"good": str(good)}
    piece = good if action.kind == "deliver" else (g.d.wildcard or "")
    held = s.players[action.seat].goods.get(piece, 0)
    if held < k or k < 1:
        return "not_held", {"who": rules.who(g, action.seat), "good": piece}
    return "too_many", {"good": good, "k": k, "die": s.demand[good]}


def _delivery_resolve(g: Game, action: Action) -> None:
    s = g.s
    if action.kind == "pass":
        s.ts.passed[action.seat] = True
        g.emit("passed", action.seat, auto=False)
        s.ts.deliverer = rules.next_seat(g, action.seat)
    else:
        good, k = action.value
        deliver(g, action.seat, action.kind, good, k)


DECISIONS.update(
    {
        "set_aside": Decision(_set_aside_options, _set_aside_refusal, _set_aside_resolve),
        "move_car": Decision(_move_options, _move_refusal, lambda g, a: move_car(g, int(a.value))),
        "cuban": Decision(_cuban_options, _cuban_refusal, _cuban_resolve),
        "give": Decision(_give_options, _give_refusal, _give_resolve),
        "place_broker": Decision(_broker_options, _broker_refusal, _broker_resolve),
        "building": Decision(_building_options, _building_refusal, _building_resolve),
        "delivery": Decision(_delivery_options, _delivery_refusal, _delivery_resolve),
    }
)

# The action kinds each decision accepts (a kind from another decision is 'wrong_decision').
DECISION_KINDS: dict[str, tuple[str, ...]] = {
    "set_aside": ("set_aside",),
    "move_car": ("move_car",),
    "cuban": ("use_cuban", "decline_cuban"),
    "give": ("give",),
    "place_broker": ("place_broker",),
    "building": ("use_building", "decline_building"),
    "delivery": ("deliver", "deliver_wood", "pass"),
}
