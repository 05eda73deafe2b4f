"""The engine's speed paths agree with the plain rule queries they stand for: the legal builds
(rules.legal_builds) with build_quote over every card and target, and the cached effect
tables (SeatState.fx_cache) with tables computed afresh."""

from __future__ import annotations

import random

import pytest

from game.san_juan.engine import Game, GameConfig, rules
from game.san_juan.engine.state import SeatState


def _fresh_table(g: Game, ss: SeatState) -> dict[str, list[rules.Bound]]:
    plain = SeatState(ss.hand[:], [s[:] for s in ss.city], dict(ss.goods), fresh=ss.fresh[:])
    return rules.effects_table(g.gd, plain)


def _quoted_builds(g: Game, seat: int) -> list[tuple[int, int | None]]:
    """What _legal_builds must list, from build_quote alone (card by card, then target)."""
    st = g.state
    ss = st.seat[seat]
    targets: list[int | None] = [None]
    if rules.effects_at(g.gd, ss, "overbuild"):
        targets += g._distinct_targets(ss)
    return [
        (card, t)
        for card in g._distinct(ss.hand) + st.central
        for t in targets
        if rules.build_quote(g.gd, ss, card, t, st.cap, st.central).refusal is None
    ]


@pytest.mark.parametrize(
    ("seats", "options"),
    [(4, ()), (3, ("module_new_buildings",)), (2, ("module_new_buildings", "first_edition"))],
)
def test_legal_builds_and_tables_match_the_plain_queries(
    seats: int, options: tuple[str, ...]
) -> None:
    builds = covered = 0
    for seed in range(12):
        rng = random.Random(seed)
        g = Game.new(GameConfig(seats=seats, seed=seed, options=options), events=False)
        while not g.is_over:
            seat = g.current_seat
            assert seat is not None
            legal = g.legal_actions()
            if g.state.stage == "build":
                listed = [a.value for a in legal if a.kind == "build"]
                assert listed == _quoted_builds(g, seat)
                builds += 1
                covered += any(t is not None for _, t in listed)
            for ss in g.state.seat:
                assert rules.effects_table(g.gd, ss) == _fresh_table(g, ss)
            g.apply(legal[rng.randrange(len(legal))])
    assert builds > 100 and covered > 0  # crane builds were among them
