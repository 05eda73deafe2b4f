"""Every card's effect, with the card and without it: the one number the effect changes."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.san_juan.engine import Action, Game, IllegalAction
from game.san_juan.engine.scenario import Scenario, act, uid


def _cost(g: Game, seat: int, card: str, target: str | None = None) -> int:
    """The payment left after building `card` (0 when it was free)."""
    while g.current_seat != seat:
        act(g, g.current_seat, "pass")  # type: ignore[arg-type]
    t = None if target is None else uid(g, seat, target, "city")
    act(g, seat, "build", (uid(g, seat, card), t))
    return int(g.decision[1]["remaining"]) if g.decision[0] == "payment" else 0


def _pay_all(g: Game, seat: int) -> None:
    while g.current_seat == seat and g.decision[0] == "payment":
        act(g, seat, "pay_card", g.state.seat[seat].hand[0])


def smithy(extra: tuple[str, ...]) -> int:
    return _cost(
        Scenario(3).city(0, *extra).hand(0, "sugar_mill", 3).start("builder", 1), 0, "sugar_mill"
    )


def quarry(extra: tuple[str, ...]) -> int:
    return _cost(Scenario(3).city(0, *extra).hand(0, "tower", 3).start("builder", 1), 0, "tower")


def gold_mine(extra: tuple[str, ...]) -> int:
    sc = Scenario(3).city(0, *extra).draw_top("well", "smithy", "sugar_mill", "tower", "hero")
    g = sc.start("prospector", 1)
    return len(g.state.seat[0].hand)


def archive(extra: tuple[str, ...]) -> int:
    sc = Scenario(3).city(0, *extra).hand(0, 2)
    g = sc.start("councillor", 1)
    act(g, 1, "pass")
    act(g, 2, "pass")
    act(g, 0, "council_draw")
    return len(g.state.seat[0].hand)  # 4 with the archive (merged first), 2 otherwise


def poor_house(extra: tuple[str, ...]) -> int:
    g = Scenario(3).city(0, *extra).hand(0, "well", 2).start("builder", 1)
    _cost(g, 0, "well")
    _pay_all(g, 0)
    return len(g.state.seat[0].hand)


def black_market(extra: tuple[str, ...]) -> int:
    sc = Scenario(3).city(0, *extra, "indigo_plant", goods=("indigo_plant",)).hand(0, "well", 1)
    g = sc.start("builder", 1)
    # Seats 1 and 2 have nothing to build: seat 0 is asked only if it can pay the well.
    return int(g.current_seat == 0 and g.decision[0] == "build")


def trading_post(extra: tuple[str, ...]) -> int:
    prod = ("indigo_plant", "sugar_mill")
    g = Scenario(3).city(0, *extra, *prod, goods=prod).start("trader", 1)
    act(g, 1, "pass") if g.current_seat == 1 else None
    return int(g.decision[1]["capacity"])


def well(extra: tuple[str, ...]) -> int:
    g = Scenario(3).city(0, *extra, "indigo_plant", "sugar_mill").start("producer", 0)
    act(g, 0, "produce", uid(g, 0, "indigo_plant", "city"))
    act(g, 0, "produce", uid(g, 0, "sugar_mill", "city"))
    return len(g.state.seat[0].hand)


def market_stand(extra: tuple[str, ...]) -> int:
    prod = ("indigo_plant", "sugar_mill")
    g = Scenario(3).city(0, *extra, *prod, goods=prod).tiles("tile_1").start("trader", 0)
    for b in list(g.state.seat[0].goods):
        act(g, 0, "sell", b)
    return len(g.state.seat[0].hand)


def market_hall(extra: tuple[str, ...]) -> int:
    g = Scenario(3).city(0, *extra, "indigo_plant", goods=("indigo_plant",)).start("trader", 0)
    act(g, 0, "sell", uid(g, 0, "indigo_plant", "city"))
    return len(g.state.seat[0].hand)


def crane(extra: tuple[str, ...]) -> int:
    g = Scenario(3).city(0, *extra, "indigo_plant").hand(0, "well", 2).start("builder", 0)
    try:
        return _cost(g, 0, "well", "indigo_plant")
    except IllegalAction as err:
        assert err.code == "no_overbuild"
        return -1


def chapel(extra: tuple[str, ...]) -> int:
    g = Scenario(3).city(0, *extra).hand(0, 3).round_start(governor=0)
    if g.decision[0] == "tuck_card":
        act(g, 0, "tuck", g.state.seat[0].hand[0])
    return len(g.state.seat[0].chapel)


def tower(extra: tuple[str, ...]) -> int:
    g = Scenario(3).city(0, *extra).hand(0, 10).round_start(governor=0)
    while g.current_seat == 0 and g.decision[0] == "hand_limit":
        act(g, 0, "discard", g.state.seat[0].hand[0])
    return len(g.state.seat[0].hand)


def aqueduct(extra: tuple[str, ...]) -> int:
    g = Scenario(3).city(0, *extra, "indigo_plant", "sugar_mill").start("producer", 1)
    act(g, 1, "pass") if g.current_seat == 1 else None
    return int(g.decision[1]["capacity"])


def carpenter(extra: tuple[str, ...]) -> int:
    g = Scenario(3).city(0, *extra).hand(0, "well", 3).start("builder", 1)
    _cost(g, 0, "well")
    _pay_all(g, 0)
    return len(g.state.seat[0].hand)


def prefecture(extra: tuple[str, ...]) -> int:
    g = Scenario(3).city(0, *extra).start("councillor", 0)
    act(g, 0, "council_draw")
    return int(g.state.keep)


def library(extra: tuple[str, ...]) -> int:
    g = Scenario(3).city(0, *extra).hand(0, "hero", 5).start("builder", 0)
    return _cost(g, 0, "hero")


def _score(card: str, base: tuple[str, ...]) -> Callable[[tuple[str, ...]], int]:
    def run(extra: tuple[str, ...]) -> int:
        return int(Scenario(3).city(0, *base, *extra).g.final_scores()[0]["total"])

    run.__name__ = card
    return run


CASES: list[tuple[str, Callable[[tuple[str, ...]], int], int, int]] = [
    ("smithy", smithy, 1, 2),  # as a non-builder: 2 - 1
    ("quarry", quarry, 2, 3),
    ("gold_mine", gold_mine, 1, 0),
    ("archive", archive, 4, 2),
    ("poor_house", poor_house, 1, 0),
    ("black_market", black_market, 1, 0),
    ("trading_post", trading_post, 2, 1),
    ("well", well, 1, 0),
    ("market_stand", market_stand, 3, 2),  # tile_1: indigo 1 + sugar 1 (+1 with 2 sold)
    ("market_hall", market_hall, 2, 1),
    ("crane", crane, 0, -1),  # well over an indigo plant: 2 - 1 (builder) - 1 = 0
    ("chapel", chapel, 1, 0),
    ("tower", tower, 10, 7),
    ("aqueduct", aqueduct, 2, 1),
    ("carpenter", carpenter, 2, 1),
    ("prefecture", prefecture, 2, 1),
    ("library", library, 3, 4),
    ("statue", _score("statue", ()), 3, 0),
    ("victory_column", _score("victory_column", ()), 4, 0),
    ("hero", _score("hero", ()), 5, 0),
    ("guild_hall", _score("guild_hall", ("indigo_plant", "indigo_plant", "sugar_mill")), 8, 3),
    ("city_hall", _score("city_hall", ("statue", "well")), 4 + 3, 4),
    ("triumphal_arch", _score("triumphal_arch", ("statue",)), 3 + 4, 3),
    ("palace", _score("palace", ("hero", "victory_column", "statue")), 12 + 3, 12),
]


@pytest.mark.parametrize(("card", "run", "with_it", "without"), CASES, ids=[c[0] for c in CASES])
def test_effect_with_and_without(
    card: str, run: Callable[[tuple[str, ...]], int], with_it: int, without: int
) -> None:
    assert run((card,)) == with_it
    assert run(()) == without


def test_every_card_kind_is_covered() -> None:
    from game.san_juan.catalog import default_catalog

    violet = {c.id for c in default_catalog().base_cards if c.is_violet}
    assert violet == {c[0] for c in CASES}


def test_fresh_building_gives_nothing_in_its_own_phase() -> None:
    """A-17 for the library: built this phase, the builder's next build is not doubled."""
    g = Scenario(3).hand(0, "library", "hero", 9).start("builder", 0)
    with pytest.raises(IllegalAction):
        g.apply(Action(0, "build", (uid(g, 0, "library"), uid(g, 0, "hero"))))
