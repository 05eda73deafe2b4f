"""Puertoma seats (SPEC §19): the solo automaton, played by the engine itself, never by an agent.

A Puertoma's board is kept in its PlayerState: `tiles[good]` plantations on its board (at most
2 per type), `tile_workers[good]` the workers under all plantations of that type (they fill the
left plantation before the right one, so the split per space follows from the total),
`tiles["quarry"]` and `portrait_workers` its VP area, `buildings` its commercial buildings (never
occupied: Puertoma buildings have no effects). Everything else (capability tiles, reserved
token, action token, resolution deck) lives in `GameState.auto`. The phases reach this module only
through engine/seats.py (`PuertomaSeat` per seat, `PuertomaAutomaton` for the shared material).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.puerto_rico.catalog import default_catalog
from game.puerto_rico.catalog.model import PuertomaBoardDef
from game.puerto_rico.engine import achievements, checkpoints
from game.puerto_rico.engine.actions import Action
from game.puerto_rico.engine.rules import gain_doubloons, gain_vp, pay_doubloons
from game.puerto_rico.engine.state import GOODS, PORTRAIT, QUARRY, TRADING_HOUSE_SPACES
from game.rng import Rng

if TYPE_CHECKING:
    from game.puerto_rico.engine.game import Game

# The board facts come from the game's catalog (data/puertoma.yaml), read when a Puertoma plays.
RANK = {good: i for i, good in enumerate(GOODS)}
HIDDEN, UNLOCKED, ACTIVE, DISCARDED = "hidden", "unlocked", "active", "discarded"
DIFFICULTIES = ("easy", "normal", "hard")


# ------------------------------------------------------------------ who and what


def board(g: Game) -> PuertomaBoardDef:
    """The facts printed on a Puertoma board, from the game's catalog."""
    return g.cat.puertoma.board  # type: ignore[union-attr]


def worker_slots(g: Game, good: str) -> int:
    """Worker slots under one Puertoma plantation of `good` (0 for a quarry or forest)."""
    pc = g.cat.puertoma
    return pc.board.worker_slots.get(good, 0) if pc else 0


def plantation_spaces(g: Game) -> int:
    """Plantation spaces per good on a Puertoma board (a left and a right one)."""
    pc = g.cat.puertoma
    return pc.board.plantation_spaces_per_good if pc else 2


def __getattr__(name: str) -> Any:
    """SLOTS and SPACES_PER_TYPE of the default catalog, read on first use (the screen's)."""
    pc = default_catalog().puertoma
    if name == "SLOTS":
        return dict(pc.board.worker_slots) if pc else {}
    if name == "SPACES_PER_TYPE":
        return pc.board.plantation_spaces_per_good if pc else 2
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def seats(g: Game) -> list[int]:
    return [int(k) for k in g.s.auto.get("seats", {})]


def is_puertoma(g: Game, seat: int) -> bool:
    auto = g.s.auto
    return bool(auto) and str(seat) in auto["seats"]


def info(g: Game, seat: int) -> dict[str, Any]:
    return g.s.auto["seats"][str(seat)]


def label(g: Game, seat: int) -> str:
    return g.s.players[seat].name


def active(g: Game, seat: int, capability: str) -> bool:
    return any(c == capability and st == ACTIVE for c, st in info(g, seat)["caps"])


def active_plantations(g: Game, seat: int, good: str) -> int:
    p = g.s.players[seat]
    return min(p.tiles[good], p.tile_workers[good] // board(g).worker_slots[good])


def empty_slots(g: Game, seat: int, good: str) -> int:
    p = g.s.players[seat]
    return p.tiles[good] * board(g).worker_slots[good] - p.tile_workers[good]


def refill_contribution(g: Game, seat: int) -> int:
    """Empty slots under the single plantation with the most of them (SPEC §19.8)."""
    p = g.s.players[seat]
    best = 0
    for good in GOODS:
        c = board(g).worker_slots[good]
        w = p.tile_workers[good]
        full, partial = divmod(w, c)
        untouched = p.tiles[good] - full - (1 if partial else 0)
        if untouched > 0:
            best = max(best, c)
        elif partial:
            best = max(best, c - partial)
    return best


# ------------------------------------------------------------------ set-up


def setup(g: Game, puertomas: int, difficulty: str) -> None:
    """Seats, capability tiles, action token, resolution deck, difficulty (SPEC §19.2, §19.14)."""
    s = g.s
    pc = g.cat.puertoma
    assert pc is not None
    rng = Rng(s.rng ^ 0x5EED_B07)
    first = s.seats - puertomas
    deck = [card.id for card in pc.resolution_cards]
    rng.shuffle(deck)
    s.auto = {
        "seats": {},
        "token": pc.action_board.start,
        "deck": deck,
        "used": [],
        "difficulty": difficulty,
    }
    for k, seat in enumerate(range(first, s.seats)):
        caps = []
        for level in (1, 2, 3, 4):
            choices = [c.id for c in pc.capabilities if c.level == level]
            caps.append([choices[rng.below(len(choices))], HIDDEN])
        s.auto["seats"][str(seat)] = {
            "label": "AB"[k],
            "caps": caps,
            "reserved": None,
            "built": False,
        }
    s.rng = (s.rng + 0x9E37) & ((1 << 64) - 1)  # the main stream moves on too
    if difficulty == "hard":
        _hard_setup(g)


def _hard_setup(g: Game) -> None:
    """Hard difficulty: level-1 capability face up, and the setup gifts (SPEC §19.14).

    The gift goes by starting plantation (A = fruit starter, B = corn starter), so a lone
    Puertoma, which always starts with corn, gets B's gift."""
    s = g.s
    level = g.cat.puertoma.difficulty("hard")  # type: ignore[union-attr]
    for seat in seats(g):
        if level.level1_capability_face_up:
            info(g, seat)["caps"][0][1] = ACTIVE
        p = s.players[seat]
        gift = level.gift("B" if p.tiles["corn"] > 0 else "A")
        if gift is None:
            continue
        if gift.doubloons is not None:
            pay_doubloons(g, seat, p.doubloons - gift.doubloons)  # instead of the usual amount
        if gift.worker_on and s.worker_supply > 0:
            s.worker_supply -= 1
            p.tile_workers[gift.worker_on] += 1
        if gift.crate and s.crates[gift.crate] > 0:
            s.crates[gift.crate] -= 1
            p.goods[gift.crate] += 1
        if gift.building_level is None:
            continue
        candidates = _by_cost(
            g,
            [
                b.id
                for b in g.buildings
                if b.level == gift.building_level
                and not b.is_production
                and s.building_supply.get(b.id, 0) > 0
                and b.id not in p.buildings
            ],
        )
        if candidates:
            card = draw_card(g, seat, "gift")
            bid = card.pick(candidates)
            s.building_supply[bid] -= 1
            p.buildings[bid] = 0
            g.emit("puertoma_gift", seat, building=bid, card=card.id)
            _check_unlock(g, seat)


def _by_cost(g: Game, ids: list[str]) -> list[str]:
    """Counting order for resolution cards: ascending (cost, catalog index) (SPEC §19.4)."""
    return sorted(ids, key=lambda b: (g.bdefs[b].cost, g.bdefs[b].index))


def start_round(g: Game) -> None:
    """Capabilities turned face up last round start working now (SPEC §19.9 step 2)."""
    for seat in seats(g):
        for cap in info(g, seat)["caps"]:
            if cap[1] == UNLOCKED:
                cap[1] = ACTIVE


# ------------------------------------------------------------------ resolution cards


def draw_card(g: Game, seat: int | None, why: str) -> Any:
    s = g.s
    auto = s.auto
    if not auto["deck"]:
        rng = Rng(s.rng)
        auto["deck"], auto["used"] = auto["used"], []
        rng.shuffle(auto["deck"])
        s.rng = rng.state
    card_id = auto["deck"].pop(0)
    auto["used"].append(card_id)
    card = g.cat.puertoma.card(card_id)  # type: ignore[union-attr]
    g.emit("resolution_card", seat, card=card_id, count=card.count, why=why)
    return card


# ------------------------------------------------------------------ role choice


def profitable(g: Game, seat: int, role: str, tile_coins: int = 0) -> bool:
    s = g.s
    p = s.players[seat]
    if role == "builder":
        budget = p.doubloons + tile_coins + 1 + (1 if active(g, seat, "cap2_builder_coin") else 0)
        return bool(_buildable(g, seat, budget))
    if role == "settler":
        return any(p.tiles[good] < board(g).plantation_spaces_per_good for good in s.display)
    if role == "mayor":
        return any(empty_slots(g, seat, good) > 0 for good in GOODS)
    if role == "craftsman":
        return any(
            min(active_plantations(g, seat, good), s.crates[good]) > 0 and p.goods[good] == 0
            for good in GOODS
        )
    if role == "trader":
        return bool(_sellable(g, seat, as_trader=True))
    if role == "captain":
        from game.puerto_rico.engine.roles.captain import cargo_loads

        return bool(cargo_loads(g, seat))
    if role == "smuggler":
        return max(smuggler_values(g, seat)[:3]) >= 1
    return role == "prospector"


# The smuggler tile counts as holding this many doubloons in the coin step (SPEC §19.16.3).
SMUGGLER_COINS = 2


def choose_role(g: Game, seat: int) -> str:
    """The role tile a Puertoma takes, with the reason logged (SPEC §19.6)."""
    s = g.s
    board = g.cat.puertoma.action_board  # type: ignore[union-attr]
    token = s.auto["token"]
    from game.puerto_rico.engine.roles import smuggler

    # Available: not taken, not the smuggler while it holds the wanted token (no capture here).
    tiles = [
        r for r in s.roles if r.taken_by is None and smuggler.choice_refusal(g, seat, r) is None
    ]
    profitable_tiles = [r for r in tiles if profitable(g, seat, r.role, r.coins)]
    pool = profitable_tiles or tiles
    why: dict[str, Any] = {
        "nothing_profitable": not profitable_tiles,
        "linked_from": None,
        "most_coins": False,
        "card": None,
    }
    linked = [r for r in pool if board.arrow(token, r.role)]
    if linked:
        pool = linked
        why["linked_from"] = token

    def coins(r: Any) -> int:
        return SMUGGLER_COINS if r.role == smuggler.ROLE else int(r.coins)

    top = max(coins(r) for r in pool)
    narrowed = [r for r in pool if coins(r) == top]
    why["most_coins"] = len(narrowed) < len(pool)
    if len(narrowed) == 1:
        chosen = narrowed[0]
    elif any(r.role == smuggler.ROLE for r in narrowed):
        chosen = next(r for r in narrowed if r.role == smuggler.ROLE)  # no card (§19.16.3)
        why["smuggler_tie"] = True
    else:
        card = draw_card(g, seat, "role_tie")
        role = card.first_of(r.role for r in narrowed)
        chosen = next(r for r in narrowed if r.role == role)
        why["card"] = card.id
    reasons = [
        "nothing profitable" if why["nothing_profitable"] else "",
        f"linked from {token}" if why["linked_from"] else "",
        "most doubloons" if why["most_coins"] else "",
        f"card {why['card']}" if why["card"] else "",
        "the smuggler wins ties" if why.get("smuggler_tie") else "",
    ]
    reason = ", ".join(r for r in reasons if r) or "only choice"
    g.emit("puertoma_role", seat, role=chosen.role, reason=reason, **why)
    return chosen.id


# ------------------------------------------------------------------ token


def end_of_phase(g: Game, phase: str) -> None:
    """Move the action token to the role just played if a Puertoma performed it (SPEC §19.5)."""
    s = g.s
    if not s.auto or not s.ps.performed:
        return
    board = g.cat.puertoma.action_board  # type: ignore[union-attr]
    token = s.auto["token"]
    if board.arrow(token, phase):
        s.auto["token"] = phase
        g.emit("action_token_moved", None, frm=token, to=phase)


def performed(g: Game, seat: int) -> None:
    ps = g.s.ps
    if ps.performed is None:
        ps.performed = []
    if seat not in ps.performed:
        ps.performed.append(seat)


# ------------------------------------------------------------------ settler


def settler_turn(g: Game, seat: int) -> None:
    s = g.s
    p = s.players[seat]
    candidates = [
        good
        for good in GOODS
        if good in s.display and p.tiles[good] < board(g).plantation_spaces_per_good
    ]
    owned_once = [good for good in candidates if p.tiles[good] == 1]
    override = festival.settler_choice(g, seat)  # open festival tasks first (§19.16.4)
    if override is not None:
        good, why, to_vp_area = override
        if to_vp_area:  # a third plantation of the type: to the VP area
            s.display.remove(good)
            festival.gain_third(g, seat, good)
            g.emit("plantation_taken", seat, good=good, reason=why + ", to its VP area")
            performed(g, seat)
            _settler_crate(g, seat, good)
            return
    elif owned_once:
        good, why = owned_once[-1], "a type it owns once"
    elif candidates:
        good, why = candidates[-1], "the best type on offer"
    elif s.quarries > 0:
        s.quarries -= 1
        p.tiles[QUARRY] += 1
        if g.records_events:
            g.emit("quarry_taken", seat, reason="no plantation it can use: a quarry to its VP area")
        performed(g, seat)
        return
    else:
        return
    s.display.remove(good)
    p.tiles[good] += 1
    if g.records_events:
        g.emit("plantation_taken", seat, good=good, reason=why)
    performed(g, seat)
    _settler_crate(g, seat, good)


def _settler_crate(g: Game, seat: int, good: str) -> None:
    s = g.s
    if active(g, seat, "cap3_settler_crate") and s.crates[good] > 0:
        s.crates[good] -= 1
        s.players[seat].goods[good] += 1
        g.emit("capability_crate", seat, good=good)


# ------------------------------------------------------------------ mayor


def place_figure(g: Game, seat: int) -> str:
    """Put one received figure where the rulebook says (SPEC §19.7 mayor); returns the place."""
    p = g.s.players[seat]
    named = festival.mayor_goods(g, seat) if g.s.festival else None
    if named:  # open festival tasks name these goods (§19.16.4 mayor override)
        good = draw_card(g, seat, "festival").pick(named) if len(named) > 1 else named[0]
        p.tile_workers[good] += 1
        return good
    best: tuple[int, int] | None = None
    target = None
    for good in GOODS:
        if empty_slots(g, seat, good) <= 0:
            continue
        partial = p.tile_workers[good] % board(g).worker_slots[good]
        empty_here = (
            board(g).worker_slots[good] - partial
        )  # the plantation being filled (or a fresh one)
        key = (empty_here, -RANK[good])
        if best is None or key < best:
            best, target = key, good
    if target is None:
        p.portrait_workers += 1  # the VP area
        return "vp_area"
    p.tile_workers[target] += 1
    return target


def receive_figures(g: Game, seat: int, n: int, citizens: int = 0) -> None:
    """Place n figures at once (SPEC §19.7); the first `citizens` of them are citizens."""
    places = [place_figure(g, seat) for _ in range(n)]
    p = g.s.players[seat]
    for place in places[:citizens]:
        p.move_citizens(PORTRAIT if place == "vp_area" else place, 1)
    if n:
        g.emit("puertoma_placed", seat, places=places)
        ps = g.s.ps
        if ps.received is None:
            ps.received = {}
        ps.received[str(seat)] = ps.received.get(str(seat), 0) + n
        performed(g, seat)


def mayor_end(g: Game) -> None:
    """Level-3 worker, then level-4 doubloons, before the refill (SPEC §19.13)."""
    s = g.s
    for seat in s.phase_order(s.chooser):
        if not is_puertoma(g, seat):
            continue
        if active(g, seat, "cap3_mayor_worker") and s.worker_supply > 0:
            s.worker_supply -= 1
            receive_figures(g, seat, 1)
        if active(g, seat, "cap4_mayor_coins"):
            got = (s.ps.received or {}).get(str(seat), 0)
            if got:
                gain_doubloons(g, seat, 2 * got)
                g.emit("capability_coins", seat, doubloons=2 * got)


# ------------------------------------------------------------------ builder


def _level_counts(g: Game, seat: int) -> dict[int, int]:
    counts = {1: 0, 2: 0, 3: 0, 4: 0}
    for bid in g.s.players[seat].buildings:
        counts[g.bdefs[bid].level] += 1
    return counts


def _buildable(g: Game, seat: int, budget: int) -> list[str]:
    s = g.s
    p = s.players[seat]
    me = info(g, seat)
    counts = _level_counts(g, seat)
    out = []
    for b in g.buildings:
        if b.is_production or s.building_supply.get(b.id, 0) <= 0 or b.id in p.buildings:
            continue
        if counts[b.level] >= board(g).building_spaces_per_level or b.cost > budget:
            continue
        if b.level == 4 and (me["reserved"] != b.id or not me["built"]):
            continue
        out.append(b.id)
    return out


def builder_turn(g: Game, seat: int) -> None:
    s = g.s
    p = s.players[seat]
    me = info(g, seat)
    privilege = 1 if seat == s.chooser else 0
    coin = 1 if active(g, seat, "cap2_builder_coin") else 0
    counts = _level_counts(g, seat)
    spaces = board(g).building_spaces_per_level
    task = festival.build_choice(
        g, seat, p.doubloons + privilege + coin, lambda level: counts[level] >= spaces
    )
    legal = [task] if task else _buildable(g, seat, p.doubloons + privilege + coin)
    if not legal:
        return
    level = max(g.bdefs[b].level for b in legal)
    top = max(g.bdefs[b].cost for b in legal if g.bdefs[b].level == level)
    best = _by_cost(g, [b for b in legal if g.bdefs[b].level == level and g.bdefs[b].cost == top])
    why = "an open festival task" if task else f"highest level {level}, most expensive"
    if len(best) > 1:
        card = draw_card(g, seat, "building_tie")
        bid = card.pick(best)
        why += f", card {card.id}"
    else:
        bid = best[0]
    if coin:
        gain_doubloons(g, seat, 1)
    price = max(0, g.bdefs[bid].cost - privilege)
    pay_doubloons(g, seat, price)
    s.building_supply[bid] -= 1
    p.buildings[bid] = 0
    if g.records_events:
        g.emit("building_built", seat, building=bid, cost=price, reason=why)
    performed(g, seat)
    first_build = not me["built"]
    me["built"] = True
    if first_build or me["reserved"] == bid:
        _move_reserved(g, seat)
    _check_unlock(g, seat)
    if active(g, seat, "cap1_builder_worker") and s.worker_supply > 0:
        s.worker_supply -= 1
        receive_figures(g, seat, 1)
    if all(n >= board(g).building_spaces_per_level for n in _level_counts(g, seat).values()):
        s.t2 = True  # two commercial buildings on every level (SPEC §19.15)
    checkpoints.after_build(g, seat, bid)


def _move_reserved(g: Game, seat: int) -> None:
    """Put (or move) this Puertoma's reserved token on a random large building (SPEC §19.9)."""
    s = g.s
    me = info(g, seat)
    taken = {x["reserved"] for x in s.auto["seats"].values() if x is not me}
    candidates = _by_cost(
        g,
        [
            b.id
            for b in g.buildings
            if b.size == "large"
            and not b.is_production
            and s.building_supply.get(b.id, 0) > 0
            and b.id not in taken
        ],
    )
    if not candidates:
        me["reserved"] = None
        g.emit("reserved_token", seat, building=None)
        return
    card = draw_card(g, seat, "reserved_token")
    me["reserved"] = card.pick(candidates)
    g.emit("reserved_token", seat, building=me["reserved"])


def on_human_build(g: Game, building_id: str) -> None:
    """A human took a building a Puertoma had reserved: its token moves on."""
    if not g.s.auto:
        return
    for seat in seats(g):
        if info(g, seat)["reserved"] == building_id:
            _move_reserved(g, seat)


def _check_unlock(g: Game, seat: int) -> None:
    me = info(g, seat)
    counts = _level_counts(g, seat)
    for level, need in board(g).unlock_thresholds.items():
        cap = me["caps"][level - 1]
        if cap[1] == HIDDEN and counts[level] >= need:
            cap[1] = UNLOCKED
            g.emit("capability_unlocked", seat, capability=cap[0], level=level)
    limit = g.cat.puertoma.difficulty(g.s.auto["difficulty"]).discard_hidden_after_unlocks  # type: ignore[union-attr]
    if limit is not None:
        shown = sum(1 for _, st in me["caps"] if st in (UNLOCKED, ACTIVE))
        if shown >= limit:
            for cap in me["caps"]:
                if cap[1] == HIDDEN:
                    cap[1] = DISCARDED


# ------------------------------------------------------------------ craftsman


def craftsman_turn(g: Game, seat: int) -> None:
    s = g.s
    p = s.players[seat]
    made: dict[str, int] = {}
    for good in GOODS:
        n = min(active_plantations(g, seat, good), s.crates[good])
        if n:
            s.crates[good] -= n
            p.goods[good] += n
            made[good] = n
            _gained(g, seat, good, n)
    if not made:
        return
    if g.records_events:
        g.emit("produced", seat, goods=made)
    performed(g, seat)
    if s.ps.bot_made is None:
        s.ps.bot_made = {}
    s.ps.bot_made[str(seat)] = [good for good in GOODS if good in made]
    if active(g, seat, "cap3_craftsman_coins"):  # 1 per kind produced (SPEC §19.12)
        gain_doubloons(g, seat, len(made))
        g.emit("capability_coins", seat, doubloons=len(made))


def _best_made_in_supply(g: Game, seat: int) -> str | None:
    made = (g.s.ps.bot_made or {}).get(str(seat), [])
    for good in reversed(GOODS):
        if good in made and g.s.crates[good] > 0:
            return good
    return None


def _gained(g: Game, seat: int, good: str, n: int) -> None:
    """Count a Puertoma's crates for the festival's one-phase checks (A-46); without the
    festival nothing is recorded (saves stay as they were)."""
    if g.s.festival:
        from game.puerto_rico.engine.roles import craftsman

        craftsman.gained(g, seat, good, n)


def craftsman_privilege(g: Game, seat: int) -> None:
    good = _best_made_in_supply(g, seat)
    if good:
        g.s.crates[good] -= 1
        g.s.players[seat].goods[good] += 1
        if g.records_events:
            g.emit("craftsman_bonus", seat, good=good)
        _gained(g, seat, good, 1)


def craftsman_end(g: Game) -> None:
    s = g.s
    for seat in s.phase_order(s.chooser):
        if is_puertoma(g, seat) and active(g, seat, "cap2_craftsman_crate"):
            good = _best_made_in_supply(g, seat)
            if good:
                s.crates[good] -= 1
                s.players[seat].goods[good] += 1
                _gained(g, seat, good, 1)
                g.emit("capability_crate", seat, good=good)


# ------------------------------------------------------------------ trader


def _sellable(g: Game, seat: int, as_trader: bool) -> list[tuple[str, int]]:
    s = g.s
    p = s.players[seat]
    if len(s.trading_house) >= TRADING_HOUSE_SPACES:
        return []
    dup = active(g, seat, "cap1_trader_duplicate")
    bonus = (1 if as_trader else 0) + (1 if active(g, seat, "cap1_trader_coin") else 0)
    out = []
    for good in GOODS:
        if p.goods[good] and (dup or good not in s.trading_house):
            payout = g.prices[good] + bonus
            if payout >= 1:
                out.append((good, payout))
    return out


def trader_turn(g: Game, seat: int) -> None:
    s = g.s
    as_trader = seat == s.chooser
    options = _sellable(g, seat, as_trader=as_trader)
    why = "the best good that pays"
    dup = active(g, seat, "cap1_trader_duplicate")
    closing = festival.trader_choice(g, seat, lambda gd: dup or gd not in s.trading_house)
    if closing is not None:  # Early Closing, even for 0 doubloons (§19.16.4)
        bonus = (1 if as_trader else 0) + (1 if active(g, seat, "cap1_trader_coin") else 0)
        options = [(closing, g.prices[closing] + bonus)]
        why = "it fills the trading house for Early Closing"
    if not options:
        return
    good, payout = options[-1]  # the best good that pays
    s.players[seat].goods[good] -= 1
    s.trading_house.append(good)
    gain_doubloons(g, seat, payout)
    if g.records_events:
        g.emit("sold", seat, good=good, doubloons=payout, reason=why)
    performed(g, seat)
    checkpoints.after_sale(g, seat, good)


# ------------------------------------------------------------------ smuggler


def plantation_room(g: Game, seat: int) -> int:
    """Empty worker slots under the Puertoma's plantations (never its VP area)."""
    return sum(max(0, empty_slots(g, seat, good)) for good in GOODS)


def raid_target(g: Game, seat: int) -> int | None:
    """The ship a Puertoma raids: a good it does not produce first, then most crates, then the
    best good (SPEC §19.11)."""
    ships = [i for i, sh in enumerate(g.s.ships) if sh.count > 0]
    if not ships:
        return None

    def key(i: int) -> tuple[bool, int, int]:
        sh = g.s.ships[i]
        good = sh.good or GOODS[0]
        return (active_plantations(g, seat, good) == 0, sh.count, RANK[good])

    return max(ships, key=key)


def smuggler_values(g: Game, seat: int) -> tuple[int, int, int, int | None]:
    """(poach, plunder, raid, raid target) as SPEC §19.11 measures them."""
    from game.puerto_rico.engine.roles import smuggler

    poach = min(smuggler.POACH_MAX, smuggler.poach_excess(g), plantation_room(g, seat))
    plunder = len(g.s.trading_house)
    target = raid_target(g, seat)
    raid = min(smuggler.RAID_MAX, g.s.ships[target].count) if target is not None else 0
    return max(0, poach), plunder, raid, target


def smuggler_turn(g: Game, seat: int) -> None:
    """The highest value (>= 1); ties: poach > plunder > raid. Never moves the action token."""
    from game.puerto_rico.engine.roles import smuggler

    poach, plunder, raid, target = smuggler_values(g, seat)
    best = max(poach, plunder, raid)
    s = g.s
    if best < 1:
        smuggler.passed(g, seat)
    elif poach == best:
        # Citizens leave the hall first, and are kept first (SPEC §19.11, A-49).
        removed_c = min(s.hall_citizens, smuggler.poach_excess(g))
        kept = smuggler.poach_kept(g, seat)
        smuggler.poach(g, seat, s.hall_citizens - removed_c, min(removed_c, kept))
    elif plunder == best:
        smuggler.plunder(g, seat)
    else:
        assert target is not None
        smuggler.raid(g, seat, target)


def place_poached(g: Game, seat: int, workers: int, citizens: int) -> None:
    """Poached figures placed at once by the mayor rule, citizens first (SPEC §19.7, §19.11);
    there is a plantation slot for each (never the VP area)."""
    n = workers + citizens
    if not n:
        return
    places = [place_figure(g, seat) for _ in range(n)]
    p = g.s.players[seat]
    for place in places[:citizens]:
        p.move_citizens(place, 1)
    g.emit("puertoma_placed", seat, places=places)


# ------------------------------------------------------------------ captain


def load_choice(g: Game, seat: int) -> Action | None:
    """Most crates loadable; tie -> worse good; then the ship with the fewest free spaces."""
    from game.puerto_rico.engine.roles.captain import cargo_loads

    loads = cargo_loads(g, seat)
    if not loads:
        return None
    departure = festival.load_choice(g, seat, loads)  # complete a departure ship (§19.16.4)
    if departure is not None:
        return departure
    s = g.s
    held = s.players[seat].goods

    def amount(a: Action) -> int:
        good, i = a.value
        return min(held[good], s.ships[i].free)

    most = max(amount(a) for a in loads)
    best = [a for a in loads if amount(a) == most]
    worst_good = min((a.value[0] for a in best), key=RANK.__getitem__)
    best = [a for a in best if a.value[0] == worst_good]
    return min(best, key=lambda a: (s.ships[a.value[1]].free, a.value[1]))


def captain_end(g: Game) -> None:
    """Level-4 VP per type held, then the level-4 dump, before storage (SPEC §19.13)."""
    s = g.s
    for seat in s.phase_order(s.chooser):
        if not is_puertoma(g, seat):
            continue
        p = s.players[seat]
        if active(g, seat, "cap4_captain_vp_types"):
            kinds = sum(1 for good in GOODS if p.goods[good])
            if kinds:
                gain_vp(g, seat, kinds)
                g.emit("capability_vp", seat, vp=kinds)
        if active(g, seat, "cap4_captain_dump"):
            worst = next((good for good in GOODS if p.goods[good]), None)
            if worst:
                n = min(2, p.goods[worst])
                p.goods[worst] -= n
                # Discarded crates leave the game: fewer crates are in play from now on.
                crates = {**s.totals["crates"], worst: s.totals["crates"][worst] - n}
                s.totals = {**s.totals, "crates": crates}
                gain_vp(g, seat, n)
                g.emit("capability_dump", seat, good=worst, count=n, vp=n)


def storage_choice(g: Game, seat: int) -> tuple[tuple[str, int], ...]:
    """Keep 1 crate of the best good; with cap2_captain_store all of it, then 1 of the next."""
    p = g.s.players[seat]
    held = [good for good in reversed(GOODS) if p.goods[good]]
    if not held:
        return ()
    keep: dict[str, int] = {}
    if active(g, seat, "cap2_captain_store"):
        keep[held[0]] = p.goods[held[0]]
        if len(held) > 1:
            keep[held[1]] = 1
    else:
        keep[held[0]] = 1
    return tuple((good, keep[good]) for good in GOODS if good in keep)


# ------------------------------------------------------------------ scoring


def score(g: Game, seat: int) -> dict[str, Any]:
    """Puertoma final score by category (SPEC §19.15)."""
    p = g.s.players[seat]
    rules = g.cat.puertoma.scoring  # type: ignore[union-attr]
    small = sum(g.bdefs[b].vp for b in p.buildings if g.bdefs[b].size != "large")
    large = rules.large_building * sum(1 for b in p.buildings if g.bdefs[b].size == "large")
    pairs = sum(
        1
        for good in GOODS
        if p.tiles[good] == board(g).plantation_spaces_per_good
        and active_plantations(g, seat, good) == p.tiles[good]
    )
    parts = {
        "large_buildings": large,
        "vp_area_figures": rules.vp_area_figure * p.portrait_workers,
        # Third plantations (festival) score like quarries.
        "quarries": rules.quarry * (p.tiles[QUARRY] + festival.third_count(g, seat)),
        "active_pairs": rules.active_pair * pairs,
        "doubloons_and_crates": rules.money_and_crates(p.doubloons, p.crates),
    }
    if p.citizens:
        parts["citizens"] = p.citizen_count  # 1 VP each, wherever they stand (§19.15)
    if g.s.achievements is not None:
        parts["achievements"] = achievements.puertoma_vp(g)  # humans' uncompleted cards
    bonus_total = sum(parts.values())
    return {
        "vp_chips": p.chips,
        "buildings": small,
        "bonuses": parts,
        "bonus_total": bonus_total,
        "total": p.chips + small + bonus_total,
        "tiebreak": p.doubloons + p.crates,
    }


# The festival overrides (§19.16.4) live with the festival; imported last: it imports this module.
from game.puerto_rico.engine import festival  # noqa: E402
