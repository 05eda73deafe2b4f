"""Expansions IV and V (SPEC §15, §16): the festival objectives and the activity cards.

Set-up draws, the checks run at the checkpoints of §20 (engine/checkpoints.py calls them),
rewards and clean-up, the placement of reward workers, and the Puertoma overrides for open
tasks (§19.16.4). Everything lives in `GameState.festival`, empty without these modules:

    {"tasks": [task, ...],          # the 3 objectives (IV), then the 3 revealed cards (V)
     "place": [[seat, n], ...],     # reward workers a human seat still places (on its portrait)
     "loaded": {seat: {good: n}},   # crates each seat loaded this captain phase (Delivery)
     "third": {seat: {good: n}}}    # Puertoma "third" plantations in its VP area (A-58)

A task is {"id", "kind": "objective"|"activity", "plantations": [...], "crates": [...],
"building": id or None, "by": seat or None}. While a task is open its plantations and crates are
out of the bag and the supply (the invariants count them here); when achieved they go back and
the lists stay as a record. A building target is a marker: no copy leaves the board (A-20).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from game.puerto_rico.engine import checkpoints, puertoma
from game.puerto_rico.engine.actions import Action
from game.puerto_rico.engine.decisions import ENGLISH, Refusal, decision, who
from game.puerto_rico.engine.layout import slot_capacity
from game.puerto_rico.engine.rules import draw_plantations, gain_doubloons, gain_vp
from game.puerto_rico.engine.state import GOODS, TRADING_HOUSE_SPACES
from game.rng import Rng

if TYPE_CHECKING:
    from game.puerto_rico.catalog.model import ActivityDef
    from game.puerto_rico.engine.game import Game

FESTIVAL = "festival"  # Expansion IV's module id
ACTIVITIES = "activities"  # Expansion V's module id
MODULES = (FESTIVAL, ACTIVITIES)
CARDS_REVEALED = 3  # activity cards face up (§16.1)
POOL_PER_GOOD = 3  # crates of each good in a set-up pool (§15.1, §16.1)
GOODS_OBJECTIVE_CRATES = 3
PLANTATION_OBJECTIVE = 3  # plantations of the festival type to own (§15.2)
OBJECTIVE_REWARD = 3  # workers (plantation), VP (goods, building) (§15.2, A-18)
OBJECTIVES = ("festival_plantation", "festival_goods", "festival_building")
REWARD_KIND = "reward_place"  # the decision: where a human puts a reward worker
# The commercial level of the festival building and of Pioneers' Honour (§15.1, §16.3).
TARGET_LEVEL = 3


def in_play(g: Game) -> bool:
    return bool(g.s.festival)


def tasks(g: Game) -> list[dict[str, Any]]:
    return g.s.festival.get("tasks", []) if g.s.festival else []


def open_tasks(g: Game) -> list[dict[str, Any]]:
    return [t for t in tasks(g) if t["by"] is None]


# ------------------------------------------------------------------ set-up


def setup(g: Game, puertomas: int) -> None:
    """Plantations and crates of the objectives and the cards (SPEC §4 step 6, A-71): after the
    building draft's start, before the face-up plantations are drawn. Building targets wait
    for the finished board (`board_ready`)."""
    s = g.s
    modules = [m for m in MODULES if m in s.expansions]
    if not modules:
        return
    s.festival = {"tasks": []}
    out = s.festival["tasks"]
    rng = Rng(s.rng ^ 0xF357_1A1)
    if FESTIVAL in modules:
        # One plantation of each type out of the bag, one picked, the others back (§15.1).
        present = [good for good in GOODS if good in s.bag]
        good = present[rng.below(len(present))] if present else None
        if good is not None:
            s.bag.remove(good)
        out.append(_task("festival_plantation", "objective", plantations=[good] if good else []))
        pool = _pool(g)
        crates = [pool.pop(rng.below(len(pool))) for _ in range(min(3, len(pool)))]
        for c in crates:
            s.crates[c] -= 1
        out.append(_task("festival_goods", "objective", crates=_sorted(crates)))
        out.append(_task("festival_building", "objective"))
    if ACTIVITIES in modules:
        deck = [a.id for a in g.cat.activities if a.with_puertomas or not puertomas]
        rng.shuffle(deck)
        pool = _pool(g)  # formed after the goods objective took its crates (§16.1)
        for card_id in deck[:CARDS_REVEALED]:
            card = g.cat.activity(card_id)
            crates = [pool.pop(rng.below(len(pool))) for _ in range(min(card.crates, len(pool)))]
            for c in crates:
                s.crates[c] -= 1
            s.rng = rng.state
            plantations = draw_plantations(g, card.plantations)  # may reshuffle the discard
            rng = Rng(s.rng)
            out.append(_task(card_id, "activity", plantations=plantations, crates=crates))
    s.rng = rng.state


def _task(
    task_id: str,
    kind: str,
    *,
    plantations: list[str] | None = None,
    crates: list[str] | None = None,
) -> dict[str, Any]:
    return {
        "id": task_id,
        "kind": kind,
        "plantations": list(plantations or []),
        "crates": list(crates or []),
        "building": None,
        "by": None,
    }


def _pool(g: Game) -> list[str]:
    """3 crates of each good from the supply (fewer if short), to draw from (§15.1, §16.1)."""
    return [good for good in GOODS for _ in range(min(POOL_PER_GOOD, g.s.crates[good]))]


def _sorted(goods: list[str]) -> list[str]:
    return sorted(goods, key=GOODS.index)


def board_ready(g: Game) -> None:
    """The building board is complete (after the draft, if any): pick the building targets."""
    s = g.s
    if not s.festival:
        return
    rng = Rng(s.rng ^ 0xB01D)
    for task in s.festival["tasks"]:
        slot = _building_slot(g, task)
        if slot == "none":
            continue
        candidates = building_candidates(g, slot)
        if candidates:
            task["building"] = candidates[rng.below(len(candidates))]
    s.rng = (s.rng + 0xF357) & ((1 << 64) - 1)  # the main stream moves on too


def _building_slot(g: Game, task: Mapping[str, Any]) -> str:
    if task["id"] == "festival_building":
        return "level3_commercial"
    if task["kind"] == "activity":
        return g.cat.activity(task["id"]).building
    return "none"


def building_candidates(g: Game, slot: str) -> list[str]:
    """Buildings on the board that may be a target, by (cost, catalog index) (§15.1, §16.1)."""
    s = g.s
    fits: dict[str, Callable[[Any], bool]] = {
        "level3_commercial": lambda b: b.level == TARGET_LEVEL,
        "small_level3_commercial": lambda b: b.level == TARGET_LEVEL and b.size == "small",
        "large": lambda b: b.size == "large",
    }
    fit = fits[slot]
    out = [
        b
        for b in g.buildings
        if not b.is_production and s.building_supply.get(b.id, 0) > 0 and fit(b)
    ]
    return [b.id for b in sorted(out, key=lambda b: (b.cost, b.index))]


# ------------------------------------------------------------------ what the tasks hold


def held(g: Game) -> tuple[Counter[str], Counter[str]]:
    """(crates, plantations) out of the supply and the bag: on open tasks and, as Puertoma third
    plantations, in a VP area. The invariants count them in play."""
    crates: Counter[str] = Counter()
    plantations: Counter[str] = Counter()
    fest = g.s.festival
    if not fest:
        return crates, plantations
    for task in fest["tasks"]:
        if task["by"] is None:
            crates.update(task["crates"])
            plantations.update(task["plantations"])
    for row in fest.get("third", {}).values():
        plantations.update(row)
    return crates, plantations


def third(g: Game, seat: int) -> dict[str, int]:
    """A Puertoma's third plantations by good (A-58)."""
    fest = g.s.festival
    return fest.get("third", {}).get(str(seat), {}) if fest else {}


def owned(g: Game, seat: int, good: str) -> int:
    """Plantations of `good` the seat owns for tasks: its island, never forests, plus Puertoma
    third plantations (A-58)."""
    return g.s.players[seat].tiles[good] + third(g, seat).get(good, 0)


def _owns_all(g: Game, seat: int, needed: Counter[str]) -> bool:
    return all(owned(g, seat, good) >= n for good, n in needed.items())


def _twice(goods: list[str]) -> Counter[str]:
    """2 of each shown type; 4 of a type shown twice (§16.3 Twin Farms / Baskets)."""
    return Counter({good: 2 * n for good, n in Counter(goods).items()})


# ------------------------------------------------------------------ conditions


# Per checkpoint, each condition: (game, seat, task, what happened) -> fulfilled?
Condition = Callable[[Any, int, dict[str, Any], Any], bool]


def _gains(happened: Any, seat: int) -> Mapping[str, int]:
    return happened[seat] if seat < len(happened) else {}


def _gained_all(gains: Mapping[str, int], needed: Counter[str]) -> bool:
    return all(gains.get(good, 0) >= n for good, n in needed.items())


def _ship_completed(g: Game, task: dict[str, Any], happened: Any, pick: Callable) -> bool:
    loaded, ship = happened
    if ship is None or not task["crates"]:
        return False  # a private ship can never be completed (§1.4)
    s = g.s
    target = pick(range(len(s.ships)), key=lambda i: s.ships[i].capacity)
    sh = s.ships[ship]
    return bool(ship == target and sh.full and sh.good == task["crates"][0] and loaded)


LAND: dict[str, Condition] = {
    "festival_plantation": lambda g, seat, t, _: (
        bool(t["plantations"]) and owned(g, seat, t["plantations"][0]) >= PLANTATION_OBJECTIVE
    ),
    "plantation_set": lambda g, seat, t, _: _owns_all(g, seat, Counter(t["plantations"])),
    "twin_farms": lambda g, seat, t, _: _owns_all(g, seat, _twice(t["plantations"])),
}
CRAFTSMAN: dict[str, Condition] = {
    "festival_goods": lambda g, seat, t, h: (
        bool(t["crates"]) and _gained_all(_gains(h, seat), Counter(t["crates"]))
    ),
    "harvest": lambda g, seat, t, h: _gains(h, seat).get(t["crates"][0], 0) >= 3,
    "cocktail": lambda g, seat, t, h: sum(1 for n in _gains(h, seat).values() if n > 0) >= 3,
    # "≥1 of a and of b": read as a multiset, so a type shown twice needs 2 (like the twins).
    "farmer": lambda g, seat, t, h: (
        _owns_all(g, seat, Counter(t["plantations"]))
        and _gained_all(_gains(h, seat), Counter(t["crates"]))
    ),
    "twin_baskets": lambda g, seat, t, h: _gained_all(_gains(h, seat), _twice(t["crates"])),
}
BUILD: dict[str, Condition] = {
    "festival_building": lambda g, seat, t, bid: t["building"] is not None and bid == t["building"],
    "build_target": lambda g, seat, t, bid: t["building"] is not None and bid == t["building"],
}
SALE: dict[str, Condition] = {
    # The sale just filled the trading house's last space with the shown good.
    "early_closing": lambda g, seat, t, good: (
        good == t["crates"][0] and len(g.s.trading_house) == TRADING_HOUSE_SPACES
    ),
}
LOAD: dict[str, Condition] = {
    "delivery": lambda g, seat, t, h: _delivered(g, seat),
    "largest_ship": lambda g, seat, t, h: _ship_completed(g, t, h, max),
    "smallest_ship": lambda g, seat, t, h: _ship_completed(g, t, h, min),
}
# Every condition an activity card may name (catalog ACTIVITY_CONDITIONS), by checkpoint.
CONDITIONS: dict[str, dict[str, Condition]] = {
    "land": LAND,
    "craftsman": CRAFTSMAN,
    "build": BUILD,
    "sale": SALE,
    "load": LOAD,
}


def condition_of(g: Game, task: Mapping[str, Any]) -> str:
    if task["kind"] == "objective":
        return str(task["id"])
    return g.cat.activity(task["id"]).condition


def _delivered(g: Game, seat: int) -> bool:
    """≥1 crate of one good and ≥2 of another loaded this captain phase (§16.3, A-47)."""
    row = g.s.festival.get("loaded", {}).get(str(seat), {})
    counts = sorted((n for n in row.values() if n > 0), reverse=True)
    return len(counts) >= 2 and counts[0] >= 2


def _check(g: Game, table: dict[str, Condition], seats: list[int], happened: Any) -> None:
    """First seat in phase order to meet an open task's condition takes it (A-46)."""
    for task in g.s.festival["tasks"]:
        if task["by"] is not None:
            continue
        test = table.get(condition_of(g, task))
        if test is None:
            continue
        for seat in seats:
            if test(g, seat, task, happened):
                _achieve(g, seat, task)
                break


# ------------------------------------------------------------------ checkpoints


# Each returns whether a human seat now has reward workers to place (checkpoints.py).


def after_land(g: Game, seat: int) -> bool:
    if not g.s.festival:
        return False
    _check(g, LAND, [seat], None)
    return placing(g)


def after_build(g: Game, seat: int, building_id: str) -> bool:
    if not g.s.festival:
        return False
    _check(g, BUILD, [seat], building_id)
    return placing(g)


def craftsman_end(g: Game, gained_by_seat: list[dict[str, int]]) -> bool:
    s = g.s
    if not s.festival:
        return False
    _check(g, CRAFTSMAN, s.phase_order(s.chooser), gained_by_seat)
    return placing(g)


def after_sale(g: Game, seat: int, good: str) -> bool:
    if not g.s.festival:
        return False
    _check(g, SALE, [seat], good)
    return placing(g)


def after_load(g: Game, seat: int, loaded: Mapping[str, int], ship: int | None) -> bool:
    """A loading action (cargo ship `ship`, or None for a private ship) of these crates."""
    fest = g.s.festival
    if not fest:
        return False
    row = fest.setdefault("loaded", {}).setdefault(str(seat), {})
    for good, n in loaded.items():
        row[good] = row.get(good, 0) + n
    _check(g, LOAD, [seat], (dict(loaded), ship))
    return placing(g)


def captain_end(g: Game) -> bool:
    if g.s.festival:
        g.s.festival.pop("loaded", None)  # Delivery counts one captain phase at a time
    return False


# ------------------------------------------------------------------ rewards


def reward_of(g: Game, task: Mapping[str, Any]) -> dict[str, int]:
    if task["id"] == "festival_plantation":
        return {"workers": OBJECTIVE_REWARD, "doubloons": 0, "vp": 0}
    if task["kind"] == "objective":
        return {"workers": 0, "doubloons": 0, "vp": OBJECTIVE_REWARD}
    card: ActivityDef = g.cat.activity(task["id"])
    return {"workers": card.workers, "doubloons": card.doubloons, "vp": card.vp}


def _achieve(g: Game, seat: int, task: dict[str, Any]) -> None:
    """Reward at once, then clean-up: crates to the supply, plantations to the bag."""
    s = g.s
    task["by"] = seat
    for good in task["crates"]:
        s.crates[good] += 1
    s.bag.extend(task["plantations"])
    reward = reward_of(g, task)
    gain_doubloons(g, seat, reward["doubloons"])
    gain_vp(g, seat, reward["vp"])
    workers = min(reward["workers"], s.worker_supply)  # fewer if short (§15.2, §16.2)
    s.worker_supply -= workers
    if task["kind"] == "objective":
        what: dict[str, Any] = {
            "festival_plantation": {"good": (task["plantations"] or [None])[0]},
            "festival_goods": {"goods": dict(Counter(task["crates"]))},
            "festival_building": {"building": task["building"]},
        }[task["id"]]
        g.emit(f"{task['id']}_achieved", seat, **what, workers=workers, vp=reward["vp"])
    else:
        g.emit(
            "activity_completed",
            seat,
            activity=task["id"],
            workers=workers,
            doubloons=reward["doubloons"],
            vp=reward["vp"],
        )
    if workers:
        _receive(g, seat, workers)


def _receive(g: Game, seat: int, n: int) -> None:
    """Reward workers placed at once: a Puertoma by its mayor rule with the festival priority
    (§19.16.4); a human on its portrait, then on empty slots of its choice (`waiting`)."""
    if g.is_puertoma(seat):
        places = [puertoma.place_figure(g, seat) for _ in range(n)]
        g.emit("puertoma_placed", seat, places=places)
        return
    g.s.players[seat].portrait_workers += n
    g.s.festival.setdefault("place", []).append([seat, n])


def _room(g: Game, seat: int) -> list[str]:
    """Locations with an empty slot on the seat's tiles and buildings."""
    p = g.s.players[seat]
    return [loc for loc, cap in slot_capacity(g, p).items() if p.figures_at(loc) < cap]


def placing(g: Game) -> bool:
    """Whether a human seat still has reward workers to place."""
    return bool(g.s.festival.get("place")) if g.s.festival else False


def waiting(g: Game) -> bool:
    """Place reward workers that need no choice; True when a human must choose a slot (the
    decision is then pending). Called before every automatic step (Game._run)."""
    queue = g.s.festival.get("place")
    while queue:
        seat, n = queue[0]
        room = _room(g, seat)
        if n <= 0 or not room:
            queue.pop(0)  # no empty slot: the rest stay on the portrait
            continue
        if len(room) > 1:
            g.s.pending = (seat, REWARD_KIND)
            return True
        _place(g, Action(seat, "place_reward", room[0]))
    if queue is not None:
        del g.s.festival["place"]
    return False


def _place(g: Game, action: Action) -> None:
    queue = g.s.festival["place"]
    p = g.s.players[action.seat]
    loc = action.value
    p.portrait_workers -= 1
    if loc in p.tile_workers:
        p.tile_workers[loc] += 1
    else:
        p.buildings[loc] += 1
    queue[0][1] -= 1
    if queue[0][1] <= 0:
        queue.pop(0)
    g.emit("reward_worker_placed", action.seat, place=loc)


def _place_options(g: Game, seat: int) -> list[Action]:
    return [Action(seat, "place_reward", loc) for loc in _room(g, seat)]


def _place_refusal(g: Game, action: Action) -> Refusal | None:
    if action.kind != "place_reward":
        return "decision_refusal.place_reward", {"who": who(g, action), "action": action.kind}
    return "decision_refusal.reward_no_room", {"who": who(g, action), "location": action.value}


decision("reward_worker_place", REWARD_KIND, _place_options, _place_refusal, _place)
ENGLISH.update(
    {
        "decision_refusal.place_reward": lambda g, v: (
            f"{v['who']} must place the festival reward worker now, not {v['action']}"
        ),
        "decision_refusal.reward_no_room": lambda g, v: (
            f"{v['who']} has no empty slot on {v['location']}"
        ),
    }
)


# ------------------------------------------------------------------ Puertoma overrides


def required_plantations(g: Game, task: Mapping[str, Any]) -> Counter[str]:
    """Plantations by type a task requires the seat to own (empty: not a plantation task)."""
    cond = condition_of(g, task)
    if cond == "festival_plantation" and task["plantations"]:
        return Counter({task["plantations"][0]: PLANTATION_OBJECTIVE})
    if cond in ("plantation_set", "farmer"):
        return Counter(task["plantations"])
    if cond == "twin_farms":
        return _twice(task["plantations"])
    return Counter()


def lacking(g: Game, seat: int, task: Mapping[str, Any]) -> dict[str, int]:
    """Plantations by type the seat still lacks for the task."""
    want = required_plantations(g, task)
    return {good: n - owned(g, seat, good) for good, n in want.items() if owned(g, seat, good) < n}


def _needed_types(g: Game, seat: int) -> list[str]:
    """Plantation types open tasks require that the seat owns fewer of than required."""
    need = {good for task in open_tasks(g) for good in lacking(g, seat, task)}
    return [good for good in GOODS if good in need]


def named_goods(g: Game) -> list[str]:
    """Goods named by open tasks (their plantation and crate slots), in rank order."""
    named = {good for t in open_tasks(g) for good in (*t["plantations"], *t["crates"])}
    return [good for good in GOODS if good in named]


def settler_choice(g: Game, seat: int) -> tuple[str, str, bool] | None:
    """The Puertoma settler override (§19.16.4): (good, reason, to the VP area) or None."""
    if not g.s.festival:
        return None
    s = g.s
    p = s.players[seat]
    spaces = puertoma.plantation_spaces(g)
    needed = [good for good in _needed_types(g, seat) if good in s.display]
    if needed:
        if len(needed) > 1:
            card = puertoma.draw_card(g, seat, "festival")
            good = card.pick(needed)
        else:
            good = needed[0]
        return good, "an open festival task needs it", p.tiles[good] >= spaces
    wanted = [good for good in named_goods(g) if good in s.display and p.tiles[good] == 0]
    if wanted:
        return wanted[-1], "a type an open festival task names", False
    return None


def gain_third(g: Game, seat: int, good: str) -> None:
    """A Puertoma's plantation beyond 2 of a type goes to its VP area (§19.16.4, A-58)."""
    row = g.s.festival.setdefault("third", {}).setdefault(str(seat), {})
    row[good] = row.get(good, 0) + 1


def third_count(g: Game, seat: int) -> int:
    return sum(third(g, seat).values())


def build_choice(g: Game, seat: int, budget: int, level_full: Callable[[int], bool]) -> str | None:
    """The Puertoma builder override (§19.16.4, A-52): the cheapest task building it could
    build; None when no open task names one it could."""
    if not g.s.festival:
        return None
    s = g.s
    p = s.players[seat]
    targets = {t["building"] for t in open_tasks(g) if t["building"]}
    fit = [
        b
        for b in g.buildings
        if b.id in targets
        and not b.is_production
        and s.building_supply.get(b.id, 0) > 0
        and b.id not in p.buildings
        and b.cost <= budget
        and not level_full(b.level)
    ]
    if not fit:
        return None
    cheapest = min(b.cost for b in fit)
    best = [b.id for b in sorted(fit, key=lambda b: b.index) if b.cost == cheapest]
    if len(best) > 1:
        return str(puertoma.draw_card(g, seat, "building_tie").pick(best))
    return best[0]


def mayor_goods(g: Game, seat: int) -> list[str]:
    """The §19.16.4 mayor override's candidate tiles: one entry per inactive Puertoma plantation
    whose good an open task names, by rank (left before right: the same good twice)."""
    if not g.s.festival:
        return []
    p = g.s.players[seat]
    return [
        good
        for good in named_goods(g)
        if puertoma.empty_slots(g, seat, good) > 0
        for _ in range(p.tiles[good] - puertoma.active_plantations(g, seat, good))
    ]


def trader_choice(g: Game, seat: int, may_sell: Callable[[str], bool]) -> str | None:
    """The Puertoma trader override: fill the trading house for Early Closing."""
    if not g.s.festival or len(g.s.trading_house) != TRADING_HOUSE_SPACES - 1:
        return None
    for task in open_tasks(g):
        if task["kind"] == "activity" and condition_of(g, task) == "early_closing":
            good = task["crates"][0]
            if g.s.players[seat].goods[good] > 0 and may_sell(good):
                return str(good)
    return None


def load_choice(g: Game, seat: int, loads: list[Action]) -> Action | None:
    """The Puertoma captain override: complete the departure ship (Grand first) (A-53)."""
    if not g.s.festival:
        return None
    s = g.s
    held_goods = s.players[seat].goods
    for cond, pick in (("largest_ship", max), ("smallest_ship", min)):
        for task in open_tasks(g):
            if condition_of(g, task) != cond or not task["crates"]:
                continue
            good = task["crates"][0]
            ship = pick(range(len(s.ships)), key=lambda i: s.ships[i].capacity)
            action = Action(seat, "load", (good, ship))
            if action in loads and held_goods[good] >= s.ships[ship].free:
                return action
    return None


# ------------------------------------------------------------------ what the JSON shows


def summary(g: Game) -> dict[str, Any]:
    """Objectives and cards with their slots and who achieved them (None: nobody)."""
    out: dict[str, Any] = {"objectives": [], "activities": []}
    for task in tasks(g):
        row = {
            "id": task["id"],
            "plantations": list(task["plantations"]),
            "crates": list(task["crates"]),
            "building": task["building"],
            "by": task["by"],
            "by_name": g.s.players[task["by"]].name if task["by"] is not None else None,
            "reward": reward_of(g, task),
        }
        out["objectives" if task["kind"] == "objective" else "activities"].append(row)
    return out


# ------------------------------------------------------------------ registration

checkpoints.listen("after_land", after_land, MODULES)
checkpoints.listen("after_build", after_build, MODULES)
checkpoints.listen("craftsman_end", craftsman_end, MODULES)
checkpoints.listen("after_sale", after_sale, MODULES)
checkpoints.listen("after_load", after_load, MODULES)
checkpoints.listen("captain_end", captain_end, MODULES)
