"""Every building a seat owns stands on its board: one tile, one hotspot, on its own spaces.

The bug this guards: a large building bought after the top two rows were full of small ones
found no two free spaces one above the other and was not drawn at all (no tile, no tooltip, no
slot to drag a worker to)."""

from __future__ import annotations

import os
import random

import pygame
import pytest

from game.puerto_rico.engine import Action
from game.puerto_rico.engine.scenario import Scenario
from game.puerto_rico.scenes.board import BoardScene
from game.puerto_rico.scenes.board_panels import built
from game.puerto_rico.scenes.city_plan import COLUMNS, SPACES, _in_build_order, city_plan
from game.puerto_rico.scenes.seat_painter import SeatPainter
from game.puerto_rico.scenes.session import Session
from game.shell.persistence import Seat

FUZZ_SCALE = float(os.environ.get("FUZZ_SCALE", "1"))
SMALL = [f"s{k}" for k in range(10)]
LARGE = [f"L{k}" for k in range(6)]


def _check_plan(buildings: list[tuple[str, bool]]) -> dict[str, tuple[int, ...]]:
    plan = city_plan(buildings)
    assert set(plan) == {bid for bid, _ in buildings}
    spaces = [k for cells in plan.values() for k in cells]
    assert len(spaces) == len(set(spaces)) and all(0 <= k < SPACES for k in spaces)
    for bid, large in buildings:
        cells = plan[bid]
        assert len(cells) == (2 if large else 1)
        if large:
            a, b = cells
            stacked = b == a + COLUMNS
            side_by_side = b == a + 1 and a // COLUMNS == b // COLUMNS
            assert stacked or side_by_side, (bid, cells)
    return plan


def test_a_large_building_after_two_full_rows_moves_small_ones_to_fit() -> None:
    # The case: rows 1-2 full of small buildings, then the Fortress.
    buildings = [(s, False) for s in SMALL[:8]] + [("fortress", True)]
    plan = _check_plan(buildings)
    assert plan["fortress"] == (3, 7)  # the rightmost column, top two rows
    assert plan["s3"] == (4,)  # the small buildings after it moved along to make room
    assert plan["s7"] == (9,)


def test_small_buildings_keep_their_spaces_when_a_large_one_fits() -> None:
    before = _check_plan([(s, False) for s in SMALL[:5]])
    after = _check_plan([(s, False) for s in SMALL[:5]] + [("fortress", True), ("s9", False)])
    assert all(after[s] == before[s] for s in before)
    assert after["fortress"] == (7, 11)  # the rightmost column's bottom two spaces are free


@pytest.mark.parametrize("large", [4, 5, 6])
def test_a_full_city_of_large_buildings_fits(large: int) -> None:
    small = SPACES - 2 * large
    mixed = [(s, False) for s in SMALL[:small]] + [(x, True) for x in LARGE[:large]]
    random.Random(large).shuffle(mixed)
    _check_plan(mixed)


def test_random_cities_the_rules_allow_always_fit() -> None:
    rng = random.Random(7)
    for _ in range(500):
        large = rng.randint(0, 6)
        small = rng.randint(0, SPACES - 2 * large)
        mixed = [(s, False) for s in SMALL[:small]] + [(x, True) for x in LARGE[:large]]
        rng.shuffle(mixed)
        _check_plan(mixed)


# ------------------------------------------------------------------ on the board


class TileLog:
    """Records the building tiles the seat painters draw (not the supply's)."""

    def __init__(self) -> None:
        self.tiles: list[tuple[str, pygame.Rect]] = []

    def wrap(self, original):  # type: ignore[no-untyped-def]
        def recorded(painter, surface, bid, rect, *args, **kwargs):  # type: ignore[no-untyped-def]
            self.tiles.append((bid, pygame.Rect(rect)))
            return original(painter, surface, bid, rect, *args, **kwargs)

        return recorded


@pytest.fixture
def tile_log(monkeypatch) -> TileLog:  # type: ignore[no-untyped-def]
    log = TileLog()
    monkeypatch.setattr(
        SeatPainter, "_draw_building_tile", log.wrap(SeatPainter._draw_building_tile)
    )
    return log


def _check_board(board: BoardScene, tile_log: TileLog) -> int:
    """Each owned building: one tile and one hotspot, the same rect, on its seat's board, not
    overlapping another building. Returns how many buildings were checked."""
    tile_log.tiles.clear()
    board.mark_dirty()
    board.keep_fresh()
    g = board.game
    checked = 0
    for seat in range(g.state.seats):
        area = board.R(f"seat{seat}_board")
        drawn = [(bid, r) for bid, r in tile_log.tiles if area.contains(r)]
        spots = [
            s
            for s in board.hotspots
            if s.kind == "building" and s.seat == seat and s.figure is None
        ]
        owned = list(g.state.players[seat].buildings)
        assert sorted(bid for bid, _ in drawn) == sorted(owned), (seat, owned)
        assert sorted(s.value for s in spots) == sorted(owned), (seat, owned)
        rects = dict(drawn)
        for s in spots:
            assert s.rect == rects[s.value]
        for i, (_, a) in enumerate(drawn):
            for _, b in drawn[i + 1 :]:
                assert not a.colliderect(b)
        checked += len(owned)
    return checked


def _builder(rng: random.Random, legal: list[Action], g) -> Action:  # type: ignore[no-untyped-def]
    """A random seat that loves to build, large buildings most, and saves up for them (it takes
    the money roles and passes some builds): cities fill up with small buildings first and
    large ones after, the case that lost tiles."""
    builds = [a for a in legal if a.kind == "build"]
    large = [a for a in builds if g.bdefs[built(a)].size == "large"]
    if large:
        return rng.choice(large)
    if builds:
        passes = [a for a in legal if a.kind == "pass"]
        if rng.random() < 0.6 or not passes:
            return rng.choice(builds)
        return passes[0]
    money = {r.id for r in g.state.roles if r.role in ("builder", "trader", "prospector")}
    roles = [a for a in legal if a.kind == "choose_role" and a.value in money]
    if roles and rng.random() < 0.7:
        return rng.choice(roles)
    return rng.choice(legal)


def test_the_fortress_after_two_full_rows_is_on_the_board(app, tile_log) -> None:  # type: ignore[no-untyped-def]
    small = [
        "small_fruit_farm",
        "small_sugar_refinery",
        "small_market",
        "materials_depot",
        "hacienda",
        "small_warehouse",
        "hospital",
        "company",
    ]
    g = (
        Scenario(seats=3)
        .seat(0, buildings={**dict.fromkeys(small, 0), "fortress": 1})
        .start("builder", chooser=1)
    )
    seats = [Seat("Ana", "human", None, "red")]
    seats += [Seat(n, "random", None, c) for n, c in (("Bob", "blue"), ("Cid", "green"))]
    board = BoardScene(app, Session(g, seats))
    app.push(board)
    assert _check_board(board, tile_log) == 9
    fortress = next(s for s in board.hotspots if s.kind == "building" and s.value == "fortress")
    assert fortress.rect.h > board.R("seat0_city_0").h * 1.5  # it spans two rows
    assert any(s.figure == "worker" and s.value == "fortress" for s in board.hotspots)


MODULE_SETS = [(), ("new_buildings",), ("citizens",), ("new_buildings", "citizens")]


@pytest.mark.parametrize("expansions", MODULE_SETS, ids=lambda e: "+".join(e) or "base")
def test_every_owned_building_has_one_tile_and_one_hotspot(app, tile_log, expansions) -> None:  # type: ignore[no-untyped-def]
    colours = ["red", "blue", "yellow", "green", "purple"]
    games = max(1, round(2 * FUZZ_SCALE))
    checked = rearranged = 0
    # 2-5 seats, and a solo game against two Puertomas (their boards have level columns).
    for seats, puertomas in ((2, 0), (3, 0), (4, 0), (5, 0), (3, 2)):
        for n in range(games):
            seed = 100 * seats + 10 * puertomas + n
            rng = random.Random(seed)
            people = [
                Seat(f"P{i}", "puertoma" if i >= seats - puertomas else "random", None, colours[i])
                for i in range(seats)
            ]
            session = Session.new(people, seed, expansions=expansions)
            board = BoardScene(app, session)
            app.reset(board)
            g = session.game
            last_round = g.state.round
            while not g.is_over:
                session.apply(_builder(rng, g.legal_actions(), g))
                if g.state.round != last_round:
                    last_round = g.state.round
                    if last_round % 3 == 0:
                        checked += _check_board(board, tile_log)
            checked += _check_board(board, tile_log)
            rearranged += sum(_needed_rearranging(g, p.buildings) for p in g.state.players)
    assert checked > 100  # the boards held buildings to check
    assert rearranged > 0  # and some city had to move small buildings for a large one


def _needed_rearranging(g, buildings) -> bool:  # type: ignore[no-untyped-def]
    return _in_build_order([(b, g.bdefs[b].size == "large") for b in buildings]) is None
