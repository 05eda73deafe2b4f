"""The automatic stages of a round: round start, each role phase's turns and timing points.

Each function moves `g.state.stage` on; Game._advance runs them until a stage waits for a
decision (game.DECIDE). Phase code fires timing points through rules.effects_at and never looks
at a card id.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.san_juan.engine import effects as fx
from game.san_juan.engine import rules
from game.san_juan.engine.actions import PASS

if TYPE_CHECKING:
    from game.san_juan.engine.game import Game

END_TWELVE = "buildings"


def _next_pick_stage(g: Game) -> None:
    g._next_pick()


def _start_keep_turn(g: Game) -> None:
    st = g.state
    size = g.gd.catalog.setup.hand_size
    while st.turn < len(st.order):
        if len(st.seat[st.order[st.turn]].hand) > size:
            st.stage = "start_keep"
            return
        st.turn += 1
    st.turn = 0
    st.stage = "role"


def _office_turn(g: Game) -> None:
    """Round start step 1 (§14 office building): swap up to 2 hand cards."""
    st = g.state
    if fx.ROUND_START_OFFICE not in g.gd.points:
        st.turn = len(st.order)  # nobody can own one: every seat's step is empty
    if st.turn >= len(st.order):
        st.turn = 0
        st.stage = "chapel_turn"
        return
    ss = st.seat[st.order[st.turn]]
    found = rules.effects_at(g.gd, ss, fx.ROUND_START_OFFICE)
    if found and ss.hand:
        st.cap = max(fn(p) for p, fn, _ in found)
        st.done = 0
        st.stage = "swap"
    else:
        st.turn += 1


def _office_finish(g: Game) -> None:
    st = g.state
    seat = st.order[st.turn]
    if st.done:
        source = rules.effects_at(g.gd, st.seat[seat], fx.ROUND_START_OFFICE)[0][2].id
        g._draw_to_hand(seat, st.done, source)
    st.turn += 1
    st.stage = "office_turn"


def _chapel_turn(g: Game) -> None:
    st = g.state
    gd = g.gd
    # Without a bank in play the bank step of every seat is empty: go on to the next seat here.
    bank = fx.ROUND_START_BANK in gd.points
    while st.turn < len(st.order):
        seat = st.order[st.turn]
        ss = st.seat[seat]
        if rules.powers(gd, ss).chapel:
            # C-1: every chapel owner has a public "chapel step", tucked or not.
            if g.recording:
                g.emit("chapel_step", seat)
            if ss.hand:
                st.stage = "tuck"
                return
        if bank:
            st.stage = "bank_turn"
            return
        st.turn += 1
    st.turn = 0
    st.stage = "limit_turn"


def _bank_card_id(g: Game, seat: int) -> str | None:
    """The once-per-game pile the seat may still use at this round start (§14 bank)."""
    ss = g.state.seat[seat]
    for _p, _fn, card in rules.effects_at(g.gd, ss, fx.ROUND_START_BANK):
        if card.id not in ss.used:
            return card.id
    return None


def _bank_turn(g: Game) -> None:
    st = g.state
    seat = st.order[st.turn]
    if st.seat[seat].hand and _bank_card_id(g, seat) is not None:
        st.done = 0
        st.cap = len(st.seat[seat].hand)
        st.stage = "pile"
        return
    st.turn += 1
    st.stage = "chapel_turn"


def _bank_finish(g: Game) -> None:
    st = g.state
    seat = st.order[st.turn]
    if st.done:
        card_id = _bank_card_id(g, seat)
        assert card_id is not None
        st.seat[seat].used.append(card_id)  # once per game: spent by putting cards there
        if g.recording:
            g.emit("piled", seat, pile=card_id, count=st.done)
    st.turn += 1
    st.stage = "chapel_turn"


def _limit_turn(g: Game) -> None:
    st = g.state
    gd = g.gd
    # A hand within the printed limit is within every seat's limit (a tower only raises
    # it), unless a guard room lowers it (§14).
    base = -1 if fx.HAND_LIMIT_ALL in gd.points else gd.catalog.setup.hand_limit
    while st.turn < len(st.order):
        seat = st.order[st.turn]
        ss = st.seat[seat]
        if len(ss.hand) <= base:
            st.turn += 1
            continue
        limit = rules.hand_limit(gd, st.seat, seat)
        if len(ss.hand) > limit:
            st.remaining = len(ss.hand) - limit
            st.stage = "limit"
            return
        st.turn += 1
    st.turn = 0
    st.stage = "role"


def _phase_begin(g: Game) -> None:
    st = g.state
    assert st.role is not None
    st.turn = 0
    if st.role == "trader":
        # SPEC §5.3: the chooser reveals the top tile, even if nobody sells.
        st.tile = st.tiles.pop(0)
        st.tile_history.append(st.tile)
        st.sold_any = False
        if g.recording:
            g.emit("tile_revealed", st.chooser, tile=st.tile)
    elif st.role == "councillor":
        _councillor_start(g)
    st.stage = TURN_STAGE[st.role]
    loop = TURN_LOOP.get(st.role)
    if loop is not None:
        loop(g, True)  # the phase's turns, without a trip through Game._advance


def _councillor_start(g: Game) -> None:
    """§14 customs office: each owner's empty one takes a face-down good, in phase order."""
    st = g.state
    if fx.COUNCILLOR_START not in g.gd.points:
        return  # no customs office in this game
    card_of = g.gd.card_of
    for seat in st.order:
        ss = st.seat[seat]
        for p, fn, card in rules.effects_at(g.gd, ss, fx.COUNCILLOR_START):
            if not fn(p):
                continue
            for b in ss.in_play():
                if card_of[b] is card and b not in ss.goods and b not in ss.fresh:
                    uid = g._draw_one()
                    if uid is not None:
                        ss.goods[b] = uid
                        if g.recording:
                            g.emit("produced", seat, building=b, card=card.id)


def _start_turn(g: Game, seat: int) -> bool:
    """Game._begin_turn for the loops below: False when the 2-seat library question is asked
    first (the stage is then set); the loop goes on to the phase's setup otherwise."""
    st = g.state
    st.doubled = False
    if seat == st.chooser and rules.powers(g.gd, st.seat[seat]).mult > 1:
        if st.seats == 2:
            # once per round, declared at the chooser's own turn.
            if not st.library_used[seat]:
                st.stage = "privilege_choice"
                return False
        else:
            st.doubled = True
    return True


# Each frequent phase runs its seats' turns in one loop that stops at the first decision: a
# turn with nothing to decide goes on to the next seat at once. `begin` False: the running
# seat's turn has begun (after the library question), its setup comes next.


def _build_loop(g: Game, begin: bool) -> None:
    st = g.state
    order = st.order
    while True:
        seat = order[st.turn]
        if not begin:
            begin = True
        elif seat != st.chooser:
            st.doubled = False  # _start_turn of a seat without the privilege
        elif not _start_turn(g, seat):
            return
        st.cap = g._priv() if seat == st.chooser else 0  # the builder's privilege: a discount
        builds = g._build_choices(seat)
        if builds:
            st.stage = "build"
            g._legal = [PASS[seat], *builds]
            return
        st.turn += 1
        if st.turn >= len(order):
            _builder_end(g)
            return


def _build_turn(g: Game) -> None:
    _build_loop(g, True)


def _build_setup(g: Game) -> None:
    _build_loop(g, False)


def _build_paid(g: Game) -> None:
    st = g.state
    seat = g.state.order[g.state.turn]
    table = rules.powers(g.gd, st.seat[seat]).table
    if fx.BUILD_PAID not in table and fx.BUILD_DONE not in table:
        _build_next(g)  # no building of the seat acts after a build
        return
    assert st.build_card is not None
    card = g.gd.card_of[st.build_card]
    args = (card, len(st.seat[seat].hand))
    g._hook_offers(seat, fx.BUILD_PAID, args, "build_paid", "build_done")


def _build_done(g: Game) -> None:
    st = g.state
    seat = g.state.order[g.state.turn]
    assert st.build_card is not None
    card = g.gd.card_of[st.build_card]
    args = (card, len(st.seat[seat].hand))
    g._hook_offers(seat, fx.BUILD_DONE, args, "build_done", "build_next")


def _builder_end(g: Game) -> None:
    st = g.state
    st.build_card = None
    if fx.BUILDER_END not in g.gd.points:
        st.turn = len(st.order)  # no tavern in play: where its loop over the seats would end
        _builder_close(g)
        return
    st.turn = 0
    st.stage = "tavern_hooks"


def _tavern_hooks(g: Game) -> None:
    """§14 tavern: a usable one (not built in this phase) draws for the fewest buildings."""
    st = g.state
    if st.turn >= len(st.order):
        _builder_close(g)
        return
    seat = st.order[st.turn]
    counts = [len(ss.city) for ss in st.seat]
    g._hook_offers(seat, fx.BUILDER_END, (counts[seat], counts), "tavern_hooks", "tavern_next")


def _tavern_next(g: Game) -> None:
    g.state.turn += 1
    g.state.stage = "tavern_hooks"


def _builder_close(g: Game) -> None:
    st = g.state
    for ss in st.seat:
        if ss.fresh:
            ss.fresh.clear()  # built buildings become usable once the phase is over
            ss.fx_cache = None
    end = g.gd.catalog.setup.end_building_count
    if max(map(len, [ss.city for ss in st.seat])) >= end:
        if g.recording:
            g.emit("end_triggered", None, buildings=end)
        g._end(END_TWELVE)
        return
    g._next_pick()


def _build_next(g: Game) -> None:
    st = g.state
    st.turn += 1
    if st.turn < len(st.order):
        _build_loop(g, True)
    else:
        _builder_end(g)


def _produce_loop(g: Game, begin: bool) -> None:
    st = g.state
    gd = g.gd
    order = st.order
    base = gd.catalog.setup.action["producer"]
    while True:
        seat = order[st.turn]
        if not begin:
            begin = True
        elif seat != st.chooser:
            st.doubled = False  # _start_turn of a seat without the privilege
        elif not _start_turn(g, seat):
            return
        ss = st.seat[seat]
        found = rules.powers(gd, ss)
        st.cap = base + (g._priv() if seat == st.chooser else 0) + found.produce
        st.done = 0
        if st.cap > 0 and (st.draw or st.discard):
            empty = rules.empty_production(gd, ss)
            if empty:
                st.stage = "produce"
                g._legal = [PASS[seat], *g._choices(seat, "produce", empty)]
                return
        if fx.AFTER_PRODUCTION in found.table:
            st.stage = "produce_after"
            return
        st.turn += 1
        if st.turn >= len(order):
            g._next_pick()
            return


def _produce_turn(g: Game) -> None:
    _produce_loop(g, True)


def _produce_setup(g: Game) -> None:
    _produce_loop(g, False)


def _produce_check(g: Game) -> None:
    st = g.state
    ss = st.seat[g.state.order[g.state.turn]]
    if st.done >= st.cap or not rules.empty_production(g.gd, ss) or not (st.draw or st.discard):
        st.stage = "produce_after"


def _produce_after(g: Game) -> None:
    st = g.state
    if fx.AFTER_PRODUCTION not in rules.powers(g.gd, st.seat[st.order[st.turn]]).table:
        _produce_next(g)
        return
    g._hook_offers(
        g.state.order[g.state.turn],
        fx.AFTER_PRODUCTION,
        (st.done,),
        "produce_after",
        "produce_next",
    )


def _produce_next(g: Game) -> None:
    st = g.state
    st.turn += 1
    if st.turn < len(st.order):
        _produce_loop(g, True)
    else:
        g._next_pick()


def _sell_loop(g: Game, begin: bool) -> None:
    st = g.state
    gd = g.gd
    order = st.order
    base = gd.catalog.setup.action["trader"]
    while True:
        seat = order[st.turn]
        if not begin:
            begin = True
        elif seat != st.chooser:
            st.doubled = False  # _start_turn of a seat without the privilege
        elif not _start_turn(g, seat):
            return
        ss = st.seat[seat]
        found = rules.powers(gd, ss)
        st.cap = base + (g._priv() if seat == st.chooser else 0) + found.trade
        st.done = 0
        st.payout = 0
        st.kept = 0
        if st.cap > 0 and ss.goods:
            st.stage = "sell"
            return
        if fx.SALE_PAYOUT in found.table:
            st.stage = "sell_bonus"
            return
        st.turn += 1
        if st.turn >= len(order):
            _trader_end(g)
            return


def _sell_turn(g: Game) -> None:
    _sell_loop(g, True)


def _sell_setup(g: Game) -> None:
    _sell_loop(g, False)


def _sell_check(g: Game) -> None:
    st = g.state
    if st.done >= st.cap or not st.seat[g.state.order[g.state.turn]].goods:
        st.stage = "sell_pay"


def _sell_pay(g: Game) -> None:
    st = g.state
    seat = g.state.order[g.state.turn]
    if st.payout:
        g._draw_to_hand(seat, st.payout, "trader")
        st.payout = 0
    st.stage = "sell_bonus"
    _sell_bonus(g)


def _sell_bonus(g: Game) -> None:
    st = g.state
    if fx.SALE_PAYOUT not in rules.powers(g.gd, st.seat[st.order[st.turn]]).table:
        _sell_next(g)
        return
    g._hook_offers(
        g.state.order[g.state.turn], fx.SALE_PAYOUT, (st.done,), "sell_bonus", "sell_next"
    )


def _trader_end(g: Game) -> None:
    st = g.state
    if fx.TRADER_END not in g.gd.points:
        st.turn = len(st.order)  # no hut in play: where its loop over the seats would end
        _trader_close(g)
        return
    st.turn = 0
    st.stage = "hut_hooks"


def _hut_hooks(g: Game) -> None:
    """§14 hut: after the last sale, each owner may draw if nobody sold, in phase order."""
    st = g.state
    if st.turn >= len(st.order):
        _trader_close(g)
        return
    g._hook_offers(st.order[st.turn], fx.TRADER_END, (st.sold_any,), "hut_hooks", "hut_next")


def _hut_next(g: Game) -> None:
    g.state.turn += 1
    g.state.stage = "hut_hooks"


def _trader_close(g: Game) -> None:
    st = g.state
    assert st.tile is not None
    st.tiles.append(st.tile)  # SPEC §5.3: back under the stack, face down
    st.tile = None
    g._next_pick()


def _sell_next(g: Game) -> None:
    st = g.state
    st.turn += 1
    if st.turn < len(st.order):
        _sell_loop(g, True)
    else:
        _trader_end(g)


def _council_loop(g: Game, begin: bool) -> None:
    st = g.state
    order = st.order
    while True:
        seat = order[st.turn]
        if not begin:
            begin = True
        elif seat != st.chooser:
            st.doubled = False  # _start_turn of a seat without the privilege
        elif not _start_turn(g, seat):
            return
        st.cap = g._priv() if seat == st.chooser else 0
        if st.draw or st.discard:
            st.stage = "council"
            return
        st.turn += 1
        if st.turn >= len(order):
            g._next_pick()
            return


def _council_turn(g: Game) -> None:
    _council_loop(g, True)


def _council_setup(g: Game) -> None:
    _council_loop(g, False)


def _council_next(g: Game) -> None:
    st = g.state
    st.turn += 1
    if st.turn < len(st.order):
        _council_loop(g, True)
    else:
        g._next_pick()


def _prospect_turn(g: Game) -> None:
    g._begin_turn("prospector")


def _prospect_setup(g: Game) -> None:
    count = g._priv()
    g._offer(g.state.order[g.state.turn], "prospector", count, "gold_start", "gold_start")


def _gold_start(g: Game) -> None:
    st = g.state
    # every gold-mine owner, in phase order from the chooser.
    st.order = rules.seat_order(st.chooser, st.seats)
    st.turn = 0
    st.stage = "gold_turn"


def _gold_turn(g: Game) -> None:
    st = g.state
    gd = g.gd
    # Without a goldsmith in play a seat with no gold mine has nothing to do: next seat here.
    goldsmith = fx.AFTER_GOLD_MINE in gd.points
    while True:
        if st.turn >= len(st.order):
            g._next_pick()
            return
        seat = st.order[st.turn]
        found = rules.effects_at(gd, st.seat[seat], fx.AFTER_PROSPECTOR)
        if found:
            break
        if goldsmith:
            st.stage = "goldsmith_turn"
            return
        st.turn += 1
    params, fn, card = found[0]
    st.cap = fn(params)
    # The owner may decline before anything is revealed (SJ-03 d); count 0: a reveal, not a draw.
    g._offer(seat, card.id, 0, "gold_reveal", "gold_next")


def _gold_reveal(g: Game) -> None:
    st = g.state
    seat = st.order[st.turn]
    for _ in range(st.cap):
        uid = g._draw_one()
        if uid is None:
            break
        st.revealed.append(uid)
    if g.recording:
        g.emit("revealed", seat, cards=list(st.revealed), public=True)
    costs = [g.gd.card_of[u].cost for u in st.revealed]
    if len(st.revealed) == st.cap and len(set(costs)) == len(costs):
        if g.gd.has("gold_mine_first_edition"):
            st.stage = "gold_keep"  # §13.2: the owner keeps any one of them
            return
        best = min(st.revealed, key=lambda u: g.gd.card_of[u].cost)
        _gold_take(g, seat, best)
    else:
        # fewer than 4 revealed or a repeated cost: everything is discarded.
        st.discard += st.revealed
        st.revealed = []
    st.stage = "gold_next"


def _gold_take(g: Game, seat: int, uid: int) -> None:
    st = g.state
    st.revealed.remove(uid)
    st.seat[seat].hand.append(uid)
    st.discard += st.revealed
    st.revealed = []
    if g.recording:
        g.emit("gold_mine_kept", seat, card=g.gd.card_of[uid].id, uid=uid)


def _gold_next(g: Game) -> None:
    st = g.state
    if fx.AFTER_GOLD_MINE not in g.gd.points:
        st.turn += 1
        st.stage = "gold_turn"
        return
    st.stage = "goldsmith_turn"  # the same seat's goldsmith, right after its gold mine


def _goldsmith_turn(g: Game) -> None:
    st = g.state
    seat = st.order[st.turn]
    found = rules.effects_at(g.gd, st.seat[seat], fx.AFTER_GOLD_MINE)
    if not found:
        st.stage = "goldsmith_next"
        return
    params, fn, card = found[0]
    st.cap = fn(params)
    g._offer(seat, card.id, 0, "goldsmith_reveal", "goldsmith_next")


def _goldsmith_reveal(g: Game) -> None:
    """§14 goldsmith: a revealed card no city has in play joins the hand; else discarded."""
    st = g.state
    seat = st.order[st.turn]
    card_of = g.gd.card_of
    in_play = {card_of[u].id for ss in st.seat for u in ss.in_play()}
    for _ in range(st.cap):
        uid = g._draw_one()
        if uid is None:
            break
        if g.recording:
            g.emit("revealed", seat, cards=[uid], public=True)
        if card_of[uid].id in in_play:
            st.discard.append(uid)
        else:
            st.seat[seat].hand.append(uid)
            if g.recording:
                g.emit("gold_mine_kept", seat, card=card_of[uid].id, uid=uid)
    st.stage = "goldsmith_next"


def _goldsmith_next(g: Game) -> None:
    g.state.turn += 1
    g.state.stage = "gold_turn"


AUTO: dict[str, Callable[[Game], None]] = {
    "start_keep_turn": _start_keep_turn,
    "chapel_turn": _chapel_turn,
    "limit_turn": _limit_turn,
    "phase_begin": _phase_begin,
    "build_turn": _build_turn,
    "build_setup": _build_setup,
    "build_paid": _build_paid,
    "build_done": _build_done,
    "build_next": _build_next,
    "produce_turn": _produce_turn,
    "produce_setup": _produce_setup,
    "produce_after": _produce_after,
    "produce_next": _produce_next,
    "sell_turn": _sell_turn,
    "sell_setup": _sell_setup,
    "sell_pay": _sell_pay,
    "sell_bonus": _sell_bonus,
    "sell_next": _sell_next,
    "council_turn": _council_turn,
    "council_setup": _council_setup,
    "council_next": _council_next,
    "prospect_turn": _prospect_turn,
    "prospect_setup": _prospect_setup,
    "gold_start": _gold_start,
    "gold_turn": _gold_turn,
    "gold_reveal": _gold_reveal,
    "gold_next": _gold_next,
    "goldsmith_turn": _goldsmith_turn,
    "goldsmith_reveal": _goldsmith_reveal,
    "goldsmith_next": _goldsmith_next,
    "office_turn": _office_turn,
    "bank_turn": _bank_turn,
    "hut_hooks": _hut_hooks,
    "hut_next": _hut_next,
    "tavern_hooks": _tavern_hooks,
    "tavern_next": _tavern_next,
}
TURN_STAGE = {
    "builder": "build_turn",
    "producer": "produce_turn",
    "trader": "sell_turn",
    "councillor": "council_turn",
    "prospector": "prospect_turn",
}
SETUP_STAGE = {
    "builder": "build_setup",
    "producer": "produce_setup",
    "trader": "sell_setup",
    "councillor": "council_setup",
    "prospector": "prospect_setup",
}
TURN_LOOP: dict[str, Callable[[Game, bool], None]] = {
    "builder": _build_loop,
    "producer": _produce_loop,
    "trader": _sell_loop,
    "councillor": _council_loop,
}
# The prospector has no action: only the chooser's turn, then the gold mines.
ORDER_ONLY_CHOOSER = ("prospector",)
