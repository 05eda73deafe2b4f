"""The « Nouveaux bâtiments » module (SPEC §14, placeholder card values): SJ-37..SJ-39 and each
module card with and without it."""

from __future__ import annotations

import pytest

from game.san_juan.engine import Game, GameConfig
from game.san_juan.engine.scenario import Scenario, act, city_ids, sizes, uid

MODULE = ("module_new_buildings",)


def _sc(seats: int = 3) -> Scenario:
    return Scenario(seats, options=MODULE)


def _to_seat(g: Game, seat: int) -> None:
    while g.current_seat != seat:
        act(g, g.current_seat, "pass")  # type: ignore[arg-type]


def test_setup_with_the_module() -> None:
    g = Game.new(GameConfig(seats=4, seed=2, options=MODULE))
    assert g.gd.total == 142
    assert [g.gd.card_of[u].id for u in g.state.central] == ["cathedral"]
    assert len(g.state.draw) == 142 - 1 - 4 - 16


def test_sj37_park_under_the_crane() -> None:
    g = _sc().city(0, "crane", "park").hand(0, "library", 2).start("builder", chooser=1)
    _to_seat(g, 0)
    act(g, 0, "build", (uid(g, 0, "library"), uid(g, 0, "park", "city")))
    assert g.decision[0] != "payment" and len(g.state.seat[0].hand) == 2


@pytest.mark.parametrize(
    ("chooser", "quarry", "cost"), [(1, False, 1), (0, False, 0), (1, True, 0)]
)
def test_sj37_cathedral_on_the_park(chooser: int, quarry: bool, cost: int) -> None:
    extra = ("quarry",) if quarry else ()
    g = _sc().city(0, "crane", "park", *extra).hand(0, 2).start("builder", chooser=chooser)
    _to_seat(g, 0)
    cathedral = g.state.central[0]
    act(g, 0, "build", (cathedral, uid(g, 0, "park", "city")))
    assert (g.decision[1]["remaining"] if g.decision[0] == "payment" else 0) == cost
    assert g.state.central == [] and "cathedral" in city_ids(g, 0)


def test_sj38_residence_marie() -> None:
    cards = (
        "indigo_plant",
        "indigo_plant",
        "sugar_mill",
        "black_market",
        "well",
        "tobacco_storage",
        "tobacco_storage",
        "aqueduct",
        "palace",
        "guild_hall",
        "residence",
    )
    sheet = _sc().city(0, *cards).g.final_scores()[0]
    assert sheet["bonuses"]["residence"] == 7


def test_sj38_residence_devin() -> None:
    cards = (
        "indigo_plant",
        "indigo_plant",
        "archive",
        "gold_mine",
        "guard_room",
        "customs_office",
        "carpenter",
        "tobacco_storage",
        "aqueduct",
        "palace",
        "city_hall",
        "residence",
    )
    sheet = _sc().city(0, *cards).g.final_scores()[0]
    assert sheet["bonuses"]["residence"] == 10


@pytest.mark.parametrize(("k", "bonus"), [(6, 10), (2, 7), (0, 0)])
def test_sj39_cathedral(k: int, bonus: int) -> None:
    rivals = ["guild_hall", "city_hall", "residence", "palace", "guild_hall", "city_hall"][:k]
    sc = _sc().city(0, "residence")
    sc.city(1, *rivals[:3]).city(2, *rivals[3:])
    sc.state.seat[0].city.append([sc.state.central.pop()])
    sheet = sc.g.final_scores()[0]
    assert sheet["bonuses"]["cathedral"] == bonus  # Devin's own residence never counts


def test_palace_counts_module_terms_first() -> None:
    sc = _sc().city(0, "palace", "harbor")
    sc.state.seat[0].piles["harbor"] = [sc.state.draw.pop() for _ in range(4)]
    sheet = sc.g.final_scores()[0]
    assert sheet["bonuses"]["harbor"] == 4
    assert sheet["bonuses"]["palace"] == (2 + 4) // 4


@pytest.mark.parametrize("owned", [True, False])
def test_office_building(owned: bool) -> None:
    extra = ("office_building",) if owned else ()
    g = _sc().city(0, *extra).hand(0, 3).round_start(governor=0)
    if owned:
        assert g.decision[0] == "swap_cards" and g.decision[1]["capacity"] == 2
        old = list(g.state.seat[0].hand)
        act(g, 0, "swap_discard", old[0])
        act(g, 0, "swap_discard", old[1])
        assert len(g.state.seat[0].hand) == 3 and old[0] not in g.state.seat[0].hand
    else:
        assert g.decision[0] == "choose_role"


@pytest.mark.parametrize(
    ("city", "limits"),
    [
        ((), [7, 7, 7]),
        (("guard_room",), [7, 6, 6]),
        (("guard_room", "tower"), [12, 6, 6]),
    ],
)
def test_guard_room(city: tuple[str, ...], limits: list[int]) -> None:
    g = _sc().city(0, *city).hand(0, 13).hand(1, 13).hand(2, 13).round_start(governor=0)
    for seat in range(3):
        while g.current_seat == seat and g.decision[0] == "hand_limit":
            act(g, seat, "discard", g.state.seat[seat].hand[0])
    assert [len(ss.hand) for ss in g.state.seat] == limits


@pytest.mark.parametrize(
    ("owned", "sold", "cards"), [(True, False, 1), (False, False, 0), (True, True, 1)]
)
def test_hut(owned: bool, sold: bool, cards: int) -> None:
    extra = ("hut",) if owned else ()
    sc = _sc().city(0, *extra).tiles("tile_1")
    if sold:
        sc.city(1, "indigo_plant", goods=("indigo_plant",))
    g = sc.start("trader", chooser=1)
    if sold:
        act(g, 1, "sell", uid(g, 1, "indigo_plant", "city"))
    # the hut pays only when nobody sold; with a sale, only the seller's 1 card is drawn
    assert len(g.state.seat[0 if not sold else 1].hand) == cards
    if sold:
        assert len(g.state.seat[0].hand) == 0


@pytest.mark.parametrize(("owned", "cards"), [(True, 1), (False, 0)])
def test_tavern(owned: bool, cards: int) -> None:
    extra = ("tavern",) if owned else ()
    sc = _sc().city(0, *extra).city(1, "well", "indigo_plant", "smithy")
    g = sc.city(2, "indigo_plant", "indigo_plant").start("builder", chooser=1)
    assert g.state.role != "builder"  # nobody could build: the phase ran through
    assert len(g.state.seat[0].hand) == cards


def test_tavern_built_this_phase_gives_nothing() -> None:
    g = _sc().city(1, "well", "indigo_plant", "smithy", "quarry").hand(0, "tavern", 2)
    g.city(2, "indigo_plant", "indigo_plant")
    g = g.start("builder", chooser=1)
    _to_seat(g, 0)
    act(g, 0, "build", (uid(g, 0, "tavern"), None))
    while g.decision[0] == "payment":
        act(g, 0, "pay_card", g.state.seat[0].hand[0])
    assert len(g.state.seat[0].hand) == 0


@pytest.mark.parametrize(("owned", "hand"), [(True, 2), (False, 0)])
def test_customs_office(owned: bool, hand: int) -> None:
    extra = ("customs_office",) if owned else ()
    g = _sc().city(0, *extra).start("councillor", chooser=1)
    assert len(g.state.seat[0].goods) == (1 if owned else 0)
    while g.state.role == "councillor":
        act(g, g.current_seat, "pass")  # type: ignore[arg-type]
    g.state.stage = "role"
    g.state.roles_taken = {}
    act(g, g.current_seat, "choose_role", "trader")  # type: ignore[arg-type]
    while g.current_seat != 0 and g.state.role == "trader":
        act(g, g.current_seat, "pass")  # type: ignore[arg-type]
    if owned:
        act(g, 0, "sell", uid(g, 0, "customs_office", "city"))
    assert len(g.state.seat[0].hand) == hand  # 2 cards whatever the tile


@pytest.mark.parametrize("owned", [True, False])
def test_bank_once_per_game(owned: bool) -> None:
    extra = ("bank",) if owned else ()
    g = _sc().city(0, *extra).hand(0, 5).round_start(governor=0)
    if not owned:
        assert g.decision[0] == "choose_role"
        return
    assert g.decision[0] == "pile_cards"
    for _ in range(3):
        act(g, 0, "pile_card", g.state.seat[0].hand[0])
    act(g, 0, "pass")
    assert len(g.state.seat[0].piles["bank"]) == 3
    assert g.final_scores()[0]["bonuses"]["bank"] == 3
    from game.san_juan.engine import view

    assert view.seat_view(g, 1).piles[0] == {"bank": None}
    g2 = Scenario(3, options=MODULE)
    g2.g = g
    g.state.seat[0].hand += [g.state.draw.pop() for _ in range(3)]
    g2.round_start(governor=0, round_no=3)
    assert g.decision[0] != "pile_cards"  # used up


@pytest.mark.parametrize("owned", [True, False])
def test_harbor(owned: bool) -> None:
    extra = ("harbor",) if owned else ()
    prod = ("indigo_plant", "sugar_mill")
    g = _sc().city(0, *extra, *prod, goods=prod).tiles("tile_1").start("trader", chooser=0)
    kinds = {a.kind for a in g.legal_actions()}
    assert ("sell_keep" in kinds) is owned
    discard = sizes(g)[1]
    if owned:
        act(g, 0, "sell_keep", uid(g, 0, "indigo_plant", "city"))
        act(g, 0, "sell", uid(g, 0, "sugar_mill", "city"))
        assert len(g.state.seat[0].piles["harbor"]) == 1
        assert sizes(g)[1] == discard + 1
        assert len(g.state.seat[0].hand) == 2  # the payout is unchanged


@pytest.mark.parametrize(
    ("top", "owned", "kept"),
    [("well", True, True), ("smithy", True, False), ("well", False, False)],
)
def test_goldsmith(top: str, owned: bool, kept: bool) -> None:
    extra = ("goldsmith",) if owned else ()
    sc = _sc().city(0, *extra).city(2, "smithy").draw_top("statue", top)
    g = sc.start("prospector", chooser=0)
    ids = sorted(g.gd.card_of[u].id for u in g.state.seat[0].hand)
    assert ids == (sorted(["statue", top]) if kept else ["statue"])


def test_fuzz_with_everything() -> None:
    import random

    from game.san_juan.engine import invariants

    for seats in (2, 3, 4):
        rng = random.Random(seats)
        options = (*MODULE, "ask_free_draws", "start_variant", "first_edition")
        g = Game.new(GameConfig(seats=seats, seed=seats, options=options))
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
            invariants.check(g)
        assert g.gd.total == 140
