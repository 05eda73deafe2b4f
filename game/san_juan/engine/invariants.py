"""Conservation and bounds (SPEC §2.6), checked after every action in tests and in the fuzz."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from game.san_juan.engine import rules

if TYPE_CHECKING:
    from game.san_juan.engine.game import Game


def problems(g: Game) -> list[str]:
    """Every broken invariant, in words (empty when the state is sound)."""
    st = g.state
    gd = g.gd
    out: list[str] = []
    zones: list[int] = [*st.draw, *st.discard, *st.revealed, *st.central]
    for s, ss in enumerate(st.seat):
        zones += ss.hand + ss.chapel + ss.aside + list(ss.goods.values())
        for pile in ss.piles.values():
            zones += pile
        for stack in ss.city:
            zones += stack
        tops = ss.in_play()
        violet = Counter(gd.card_of[u].id for u in tops if gd.card_of[u].is_violet)
        out += [f"seat {s}: two {cid} in play" for cid, n in violet.items() if n > 1]
        for b in ss.goods:
            if b not in tops:
                out.append(f"seat {s}: a good lies on {b}, which is not in play")
            elif not rules.holds_goods(gd, b):
                out.append(f"seat {s}: a good lies on the {gd.card_of[b].id}")
        if len(ss.city) > gd.catalog.setup.end_building_count:
            out.append(f"seat {s}: {len(ss.city)} buildings")
        if st.stage == "role" and st.pick == 0 and st.round >= 2:
            limit = rules.hand_limit(gd, st.seat, s)
            if len(ss.hand) > limit:
                out.append(f"seat {s}: hand {len(ss.hand)} over its limit {limit} after the check")
        if any(f not in tops for f in ss.fresh):
            out.append(f"seat {s}: a fresh building is not in play")
    counts = Counter(zones)
    if len(zones) != gd.total or len(counts) != gd.total:
        doubled = sorted(u for u, n in counts.items() if n > 1)
        out.append(f"{len(zones)} cards in the zones ({len(counts)} distinct, doubled {doubled})")
    if set(counts) != set(range(gd.total)):
        out.append("the zones do not hold exactly the deck's uids")
    picks = len(gd.catalog.setup.picks[st.seats])
    if len(st.roles_taken) > picks or len(set(st.roles_taken.values())) > st.seats:
        out.append(f"{len(st.roles_taken)} roles taken this round")
    tiles = [*st.tiles, *([st.tile] if st.tile else [])]
    if sorted(tiles) != sorted(t.id for t in gd.catalog.tiles):
        out.append(f"trading-house tiles lost or doubled: {tiles}")
    elif st.tile is None and st.tile_history and st.tiles[-1] != st.tile_history[-1]:
        # §2.6-6: the stack only rotates, so the last revealed tile lies at the bottom.
        out.append("the last revealed tile is not at the bottom of the stack")
    return out


def check(g: Game) -> None:
    """Raise AssertionError naming every broken invariant."""
    found = problems(g)
    if found:
        raise AssertionError("; ".join(found))
