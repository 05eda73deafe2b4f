"""The engine's speed paths agree with the plain rule queries they stand for: the legal builds
(rules.legal_builds, rules.plain_builds) with build_quote over every card and target, the
cached effect tables (SeatState.fx_cache) with tables computed afresh, a city's remembered
answers (rules.Powers: capacities, limits, price table) with its handlers, and the distinct
card choices with the plain lowest-uid-per-card-id rule."""

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


def _answers_from_handlers(g: Game, ss: SeatState) -> dict[str, object]:
    """What rules.Powers answers, asked of the effect handlers one by one."""

    def at(point: str) -> list[rules.Bound]:
        return rules.effects_table(g.gd, ss).get(point, [])

    return {
        "mult": max([1, *(fn(p) for p, fn, _ in at("role_privilege"))]),
        "limit": max([0, *(fn(p) for p, fn, _ in at("hand_limit"))]),
        "produce": sum(fn(p) for p, fn, _ in at("producer_capacity")),
        "trade": sum(fn(p) for p, fn, _ in at("trader_capacity")),
        "keep": sum(fn(p) for p, fn, _ in at("councillor_keep")),
        "merge": any(fn(p) for p, fn, _ in at("councillor_select")),
        "chapel": bool(at("round_start_chapel")),
        "pay_most": max([0, *(fn(p) for p, fn, _ in at("build_payment"))]),
        "prices": tuple(
            c.cost - sum(fn(p, c) for p, fn, _ in at("build_cost")) for c in g.gd.catalog.cards
        ),
    }


@pytest.mark.parametrize(("seats", "options"), [(4, ()), (3, ("module_new_buildings",))])
def test_city_answers_and_distinct_choices_match_the_plain_queries(
    seats: int, options: tuple[str, ...]
) -> None:
    """rules.Powers' answers (asked once per city) equal the handlers' answers, and
    Game._choices equals uid_actions over Game._distinct with its slower, kind-by-id path."""
    from game.san_juan.engine.actions import uid_actions

    checked = seen_multi = 0
    for seed in range(8):
        rng = random.Random(seed)
        g = Game.new(GameConfig(seats=seats, seed=seed, options=options), events=False)
        while not g.is_over:
            for s, ss in enumerate(g.state.seat):
                found = rules.powers(g.gd, ss)
                got = {k: getattr(found, k) for k in ("mult", "limit", "produce", "trade")}
                got.update(keep=found.keep, merge=found.merge, chapel=found.chapel)
                got.update(pay_most=found.pay_most, prices=found.price_table(g.gd))
                assert got == _answers_from_handlers(g, ss)
                hand = ss.hand
                first: dict[str, int] = {}
                for u in sorted(hand):
                    first.setdefault(g.gd.id_of[u], u)
                assert g._distinct(hand) == list(first.values())
                assert g._choices(s, "discard", hand) == uid_actions(
                    s, "discard", list(first.values())
                )
                seen_multi += len(first) < len(hand)
                checked += 1
            legal = g.legal_actions()
            g.apply(legal[rng.randrange(len(legal))])
    assert checked > 1000 and seen_multi > 100  # hands with two cards of a kind were among them
