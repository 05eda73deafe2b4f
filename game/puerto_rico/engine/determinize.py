"""A copy of the game for one seat to think on: what it cannot see is drawn afresh.

Computer seats decide on such a copy, never on the live game (SPEC's hidden information: the
plantation draws, the Puertomas' unseen resolution cards and face-down capability tiles, the other
seats' uncompleted grand achievement cards, and the VP chips when the table hides them).
Everything hidden is replaced by a draw from `seed`, a number the seat's own randomness provides,
so the copy is the same whatever the real hidden state is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.puerto_rico.engine.achievements import redeal_hidden
from game.puerto_rico.engine.puertoma import HIDDEN
from game.rng import Rng

if TYPE_CHECKING:
    from game.puerto_rico.engine.game import Game

_MASK = (1 << 64) - 1


def seat_copy(g: Game, seat: int, seed: int, *, hide_vp: bool = False) -> Game:
    """A clone (null event sink) in which only what `seat` may see is true."""
    copy = g.clone(events=False)
    s = copy.s
    rng = Rng((seed * 0x9E3779B97F4A7C15 + 0x5EA7) & _MASK)
    # The bag's order is where earlier draws left it: sorted, then shuffled by the new stream,
    # it tells nothing. The stream then makes every later draw (plantations, reshuffles).
    s.bag.sort()
    rng.shuffle(s.bag)
    s.rng = rng.next_u64()
    auto = s.auto
    if auto:
        # The resolution cards not yet drawn, in an order nobody knows.
        auto["deck"].sort()
        rng.shuffle(auto["deck"])
        pc = copy.cat.puertoma
        assert pc is not None
        for info in auto["seats"].values():
            for level, cap in enumerate(info["caps"], start=1):
                if cap[1] == HIDDEN:  # face down: any tile of its level
                    choices = [c.id for c in pc.capabilities if c.level == level]
                    cap[0] = choices[rng.below(len(choices))]
    redeal_hidden(s, seat, rng)  # the others' grand achievement cards (SPEC §17.1)
    if hide_vp:
        _spread_hidden_chips(copy, seat)
    return copy


def _spread_hidden_chips(copy: Game, seat: int) -> None:
    """Hidden VP chips: their total is known (the supply is public), not who holds them; each
    other seat gets an even share (the remainder to the first ones in seat order)."""
    others = [p for i, p in enumerate(copy.s.players) if i != seat]
    if not others:
        return
    total = sum(p.vp for p in others)
    share, extra = divmod(total, len(others))
    for k, p in enumerate(others):
        p.vp = share + (1 if k < extra else 0)
