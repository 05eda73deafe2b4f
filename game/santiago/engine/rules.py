"""The small rules every part of a turn uses: moving pesos, VP and goods, the value track, the
ship's departure and demand, the owner's VP, final scores.

Every change of a seat's pesos, VP or goods goes through the functions here, which keep the
conservation counters (pesos_issued, vp_issued, the goods supply) and the VP-by-source ledger.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rng import Rng
from game.santiago.engine.state import VP_SOURCES

if TYPE_CHECKING:
    from game.santiago.engine.game import Game

PESO = "peso"  # El Zorro's gift items beside the goods
VP = "vp"


def who(g: Game, seat: int) -> str:
    return g.s.players[seat].name


def next_seat(g: Game, seat: int) -> int:
    return (seat + 1) % g.s.seats


# --------------------------------------------------------------------------- counters


def gain_pesos(g: Game, seat: int, n: int, source: str) -> None:
    if n <= 0:
        return
    g.s.players[seat].pesos += n
    g.s.pesos_issued += n
    g.emit("pesos_taken", seat, count=n, source=source)


def pay_pesos(g: Game, seat: int, n: int, source: str) -> None:
    if n <= 0:
        return
    p = g.s.players[seat]
    assert p.pesos >= n, "a payment the seat cannot make was allowed"
    p.pesos -= n
    g.s.pesos_issued -= n
    g.emit("pesos_paid", seat, count=n, source=source)


def gain_vp(g: Game, seat: int, n: int, source: str, ledger: str) -> None:
    """`ledger` is the VP source of SPEC §14 C-2 (state.VP_SOURCES)."""
    if n <= 0:
        return
    p = g.s.players[seat]
    p.vp += n
    p.vp_by_source[ledger] = p.vp_by_source.get(ledger, 0) + n
    g.s.vp_issued += n
    g.emit("vp_taken", seat, count=n, source=source)


def lose_vp(g: Game, seat: int, n: int, source: str, ledger: str) -> None:
    if n <= 0:
        return
    p = g.s.players[seat]
    assert p.vp >= n, "a VP payment the seat cannot make was allowed"
    p.vp -= n
    p.vp_by_source[ledger] = p.vp_by_source.get(ledger, 0) - n
    g.s.vp_issued -= n
    g.emit("vp_returned", seat, count=n, source=source)


def take_goods(g: Game, seat: int, good: str, n: int, source: str) -> int:
    """Take min(n, supply) pieces (A-14); returns how many."""
    k = min(n, g.s.supply[good])
    if k > 0:
        g.s.supply[good] -= k
        g.s.players[seat].goods[good] += k
        g.emit("goods_taken", seat, good=good, count=k, source=source)
    return k


def return_goods(g: Game, seat: int, good: str, n: int, source: str) -> None:
    p = g.s.players[seat]
    assert p.goods[good] >= n, "returning goods the seat does not hold was allowed"
    p.goods[good] -= n
    g.s.supply[good] += n
    g.emit("goods_returned", seat, good=good, count=n, source=source)


def gift_items(g: Game, seat: int, exclude: tuple[str, ...]) -> list[str]:
    """What `seat` may give El Zorro's visitor: 1 peso, 1 good not in `exclude`, or 1 VP."""
    p = g.s.players[seat]
    items = [PESO] if p.pesos > 0 else []
    items += [good for good in g.d.goods if good not in exclude and p.goods[good] > 0]
    if p.vp > 0:
        items.append(VP)
    return items


def give(g: Game, giver: int, taker: int, item: str) -> None:
    """One item from seat to seat, never through the supply (A-37)."""
    a, b = g.s.players[giver], g.s.players[taker]
    if item == PESO:
        a.pesos -= 1
        b.pesos += 1
    elif item == VP:
        a.vp -= 1
        a.vp_by_source["el_zorro"] = a.vp_by_source.get("el_zorro", 0) - 1
        b.vp += 1
        b.vp_by_source["el_zorro"] = b.vp_by_source.get("el_zorro", 0) + 1
    else:
        a.goods[item] -= 1
        b.goods[item] += 1
    g.emit("gift", giver, to=taker, item=item)


# --------------------------------------------------------------------------- ship


def flag_vp(g: Game) -> int:
    """VP per delivered good on the current flag."""
    vp = g.d.flag_vp[g.s.value]
    assert vp is not None, "the value marker rests on the checkered flag"
    return vp


def demand_complete(g: Game) -> bool:
    return bool(g.s.demand) and not any(g.s.demand.values())


def move_value(g: Game, step: int, cause: str) -> None:
    """Move the value marker one flag; onto the checkered flag the ship departs (§5.6)."""
    s = g.s
    before = s.value
    s.value += step
    g.emit("value_moved", s.active, before=before, after=s.value, cause=cause)
    if g.d.flag_vp[s.value] is None:
        depart(g, cause)


def depart(g: Game, cause: str) -> None:
    """The ship leaves (§5.7.1); after the last ship the game ends with this turn (§8.1)."""
    s = g.s
    # A departure leaves the ship without dice until the end of the turn.
    assert not s.pending_demand, "a second departure in one turn"
    s.ships_departed += 1
    s.demand = {}
    s.set_aside = None
    s.value = 0
    g.emit("ship_departed", s.active, ships_departed=s.ships_departed, cause=cause)
    if s.ships_departed >= g.d.ships_per_game:
        s.ending = True
        s.end_trigger = "last_ship"
    else:
        s.pending_demand = True


def roll_dice(g: Game) -> dict[str, int]:
    """Roll the five dice in canonical order; five zeros are rolled again (A-13, D-04)."""
    s = g.s
    rng = Rng(s.rng)
    while True:
        faces = {}
        for good in g.d.dice_goods:
            die = g.d.catalog.good(good).die
            assert die is not None
            faces[good] = die[rng.below(len(die))]
        if any(faces.values()):
            break
    s.rng = rng.state
    s.rolled = faces
    g.emit("demand_rolled", s.active, faces=dict(faces))
    return faces


def set_aside_options(faces: dict[str, int]) -> list[str]:
    """Dice that may be set aside: never one that would leave only zeros on the ship."""
    return [good for good in faces if any(v for h, v in faces.items() if h != good)]


def set_aside(g: Game, good: str) -> None:
    s = g.s
    faces = s.rolled
    assert faces is not None
    s.demand = {h: v for h, v in faces.items() if h != good}
    s.set_aside = [good, faces[good]]
    s.rolled = None
    s.pending_demand = False
    g.emit("demand_set", s.active, set_aside=good, demand=dict(s.demand))


# --------------------------------------------------------------------------- turn end


def owner_vp(g: Game) -> None:
    """The owner of the building under the active seat's broker scores 1 VP (§5.4, A-06)."""
    s = g.s
    building = s.players[s.active].broker
    if building is None:
        return
    owner = s.owner.get(building)
    if owner is not None and owner != s.active:
        gain_vp(g, owner, 1, "owner", "owner")
        g.emit("owner_vp", owner, building=building, visitor=s.active)


def score(g: Game, seat: int) -> dict[str, Any]:
    """A seat's score: VP, the goods conversion, the tie-break key, VP by source (§8.2)."""
    p = g.s.players[seat]
    held = sum(p.goods.values())
    per = g.d.catalog.goods_per_vp
    conversion = held // per
    by_source = {src: p.vp_by_source.get(src, 0) for src in VP_SOURCES}
    by_source["conversion"] = conversion
    return {
        "total": p.vp + conversion,
        "vp": p.vp,
        "conversion": conversion,
        "leftover_goods": held % per,
        "pesos": p.pesos,
        "by_source": by_source,
        "tiebreak": [held % per, p.pesos],
    }
