"""Random playouts with the conservation and bounds invariants checked after every action."""

from __future__ import annotations

import os
import random

import pytest

from game.puerto_rico.engine import Game, GameConfig
from game.puerto_rico.engine.invariants import violations

# The fuzz volume scales with FUZZ_SCALE: 1 in `make test` (CI), 10 in `make soak`.
FUZZ_SCALE = float(os.environ.get("FUZZ_SCALE", "1"))


def volume(games: int) -> int:
    """`games` at scale 1, at least one game at any scale."""
    return max(1, round(games * FUZZ_SCALE))


GAMES_PER_SEAT_COUNT = volume(120)
VARIANT_SETS = [(), ("errata_round_end",)]


def _playout(
    seats: int,
    seed: int,
    variants: tuple[str, ...],
    expansions: tuple[str, ...] = (),
    puertomas: int = 0,
    difficulty: str = "normal",
) -> Game:
    g = Game.new(
        GameConfig(
            seats=seats,
            seed=seed,
            variants=variants,
            expansions=expansions,
            puertomas=puertomas,
            difficulty=difficulty,
        )
    )
    rng = random.Random(seed)
    steps = 0
    while not g.is_over:
        legal = g.legal_actions()
        assert legal, f"seed {seed}: no legal action for seat {g.current_seat} ({g.decision})"
        action = rng.choice(legal)
        g.apply(action)
        problems = violations(g)
        assert not problems, f"seats {seats} seed {seed} after {action}: {problems}"
        steps += 1
        assert steps < 8000, "a game should end"
    return g


@pytest.mark.parametrize("variants", VARIANT_SETS, ids=["seed_timing", "errata_round_end"])
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_random_games_keep_every_invariant(seats: int, variants: tuple[str, ...]) -> None:
    """Nothing is created or lost: goods, workers, doubloons, VP, tiles, buildings."""
    games = GAMES_PER_SEAT_COUNT if not variants else GAMES_PER_SEAT_COUNT // 4
    triggers = set()
    for seed in range(games):
        g = _playout(seats, 1000 * seats + seed, variants)
        assert g.is_over and g.state.end_trigger
        triggers.update(g.state.end_trigger.split("+"))
        scores = g.final_scores()
        for p, sc in zip(g.state.players, scores):
            assert sc["total"] == sc["vp_chips"] + sc["buildings"] + sc["bonus_total"]
            assert sc["vp_chips"] == p.vp + p.vp_overflow
        assert g.winners()
    # Over the random games more than one way of ending the game is reached. Not asserted at 2
    # seats: there random games end for want of workers ~99% of the time (300 seeded games:
    # 296-298), too often for a small volume to see another trigger surely.
    if not variants and seats > 2:
        assert len(triggers) >= 2, triggers


# Every combination of the building modules (SPEC §12, §13), each seat count, and solo play.
MODULE_SETS = [("new_buildings",), ("citizens",), ("new_buildings", "citizens")]
GAMES_PER_MODULE_CELL = volume(32)
ALL_VARIANTS = (
    "cost_swap",
    "alternative_start",
    "sewing_cap",
    "pair_villa_workshop",
    "pair_hacienda_sawmill",
    "company_trading_post",
)


def _check_finished(g: Game) -> None:
    assert g.is_over and g.state.end_trigger
    for p, sc in zip(g.state.players, g.final_scores()):
        assert sc["total"] == sc["vp_chips"] + sc["buildings"] + sc["bonus_total"]
        assert sc["vp_chips"] == p.vp + p.vp_overflow
        # Each citizen owned scores 1 VP (SPEC §9.2, §19.15).
        assert sc["bonuses"].get("citizens", 0) == p.citizen_count
    assert g.winners()


@pytest.mark.parametrize("expansions", MODULE_SETS, ids=["I", "II", "I+II"])
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_random_games_with_expansions_keep_every_invariant(
    seats: int, expansions: tuple[str, ...]
) -> None:
    triggers: set[str] = set()
    drafted: set[str] = set()
    for seed in range(GAMES_PER_MODULE_CELL):
        g = _playout(seats, 7000 + 100 * seats + seed, (), expansions)
        _check_finished(g)
        triggers.update(g.state.end_trigger.split("+"))  # type: ignore[union-attr]
        # The draft fills all 17 commercial slots (12 small + 5 large).
        assert len(g.state.draft_picks) == 17
        drafted.update(bid for _seat, bid in g.state.draft_picks)
    if "citizens" in expansions:
        assert "workers_exhausted" not in triggers  # T1 is gone with Expansion II (§13.1)
    # Over 40 random drafts, buildings of every module in play (and only those) were chosen.
    catalog = Game.new(GameConfig(seats=seats)).cat
    sets = {b.expansion for b in catalog.buildings if b.id in drafted}
    wanted = {"base"} | {{"new_buildings": "I", "citizens": "II"}[m] for m in expansions}
    assert sets == wanted


@pytest.mark.parametrize("expansions", [(), *MODULE_SETS], ids=["base", "I", "II", "I+II"])
@pytest.mark.parametrize(
    ("seats", "puertomas"), [(3, 2), (2, 1), (4, 1), (5, 1)], ids=["solo", "2+1", "4+1", "5+1"]
)
def test_random_games_with_puertomas_and_expansions_keep_every_invariant(
    seats: int, puertomas: int, expansions: tuple[str, ...]
) -> None:
    """Random human seats against one or two Puertomas (SPEC §19.16)."""
    for seed in range(GAMES_PER_MODULE_CELL // 4):
        level = ("easy", "normal", "hard")[seed % 3]  # hard gifts come after the draft
        g = _playout(seats, 9000 + seed, (), expansions, puertomas=puertomas, difficulty=level)
        _check_finished(g)
        for seat in range(seats - puertomas, seats):
            assert g.is_puertoma(seat)
            # Puertomas never stand a figure on a building (SPEC §19.3).
            assert not any(g.state.players[seat].buildings.values())


def test_random_games_with_every_alternative_rule() -> None:
    for seed in range(GAMES_PER_MODULE_CELL // 2):
        for seats in (2, 4):
            g = _playout(seats, 9500 + seed, ALL_VARIANTS, ("new_buildings", "citizens"))
            _check_finished(g)
            picks = {bid for _seat, bid in g.state.draft_picks}
            for pair in (
                ("villa", "large_sewing_workshop"),
                ("hacienda", "sawmill"),
                ("company", "trading_post"),
            ):
                assert not set(pair) <= picks, pair


# Expansion III with and without I/II (SPEC §14), each seat count and the Puertoma seatings.
SMUGGLER_SETS = [
    ("smuggler",),
    ("new_buildings", "smuggler"),
    ("citizens", "smuggler"),
    ("new_buildings", "citizens", "smuggler"),
]
GAMES_PER_SMUGGLER_CELL = volume(6)


@pytest.mark.parametrize("expansions", SMUGGLER_SETS, ids=["III", "I+III", "II+III", "I+II+III"])
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_random_games_with_the_smuggler_keep_every_invariant(
    seats: int, expansions: tuple[str, ...]
) -> None:
    actions: set[str] = set()
    for seed in range(GAMES_PER_SMUGGLER_CELL):
        variants = ("errata_round_end",) if seed % 3 == 2 else ()
        g = _playout(seats, 11000 + 100 * seats + seed, variants, expansions)
        _check_finished(g)
        for row in g.state.smuggling:
            actions.update(k for k in ("raid", "plunder", "poach", "capture", "pass") if k in row)
        # The smuggler never holds a doubloon (SPEC §14.2); captures end with the round.
        smuggler = next(t for t in g.state.roles if t.role == "smuggler")
        assert smuggler.coins == 0
    # Random seats try the smuggler's actions (each cell plays a dozen rounds or more).
    assert {"raid", "capture"} <= actions, actions


@pytest.mark.parametrize(
    "expansions", [SMUGGLER_SETS[0], SMUGGLER_SETS[3]], ids=["III", "I+II+III"]
)
@pytest.mark.parametrize(
    ("seats", "puertomas"), [(3, 2), (2, 1), (4, 1), (5, 1)], ids=["solo", "2+1", "4+1", "5+1"]
)
def test_random_games_with_the_smuggler_and_puertomas_keep_every_invariant(
    seats: int, puertomas: int, expansions: tuple[str, ...]
) -> None:
    for seed in range(max(1, GAMES_PER_SMUGGLER_CELL // 2)):
        level = ("easy", "normal", "hard")[seed % 3]
        g = _playout(seats, 12000 + seed, (), expansions, puertomas=puertomas, difficulty=level)
        _check_finished(g)
        # No capture in a game with Puertomas (SPEC §19.16.3).
        assert not any(row.get("capture") for row in g.state.smuggling)


# Expansions IV/V alone, together, and with I, II and III (SPEC §15-16), each seat count and the
# Puertoma seatings: the invariants count the festival's crates and plantations.
FESTIVAL_SETS = [
    ("festival",),
    ("activities",),
    ("festival", "activities"),
    ("new_buildings", "citizens", "smuggler", "festival", "activities"),
]
GAMES_PER_FESTIVAL_CELL = volume(3)


def _check_festival(g: Game) -> int:
    """Every task is achieved by a seat or still open; the save round-trips. Returns how many
    tasks were achieved."""
    tasks = g.state.festival["tasks"]
    assert all(t["by"] is None or 0 <= t["by"] < g.state.seats for t in tasks)
    assert "place" not in g.state.festival or g.is_over
    assert Game.from_json(g.to_json()).to_json() == g.to_json()
    return sum(1 for t in tasks if t["by"] is not None)


@pytest.mark.parametrize("expansions", FESTIVAL_SETS, ids=["IV", "V", "IV+V", "I+II+III+IV+V"])
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_random_games_with_the_festival_keep_every_invariant(
    seats: int, expansions: tuple[str, ...]
) -> None:
    achieved = 0
    for seed in range(GAMES_PER_FESTIVAL_CELL):
        variants = ("errata_round_end",) if seed % 3 == 2 else ()
        g = _playout(seats, 13000 + 100 * seats + seed, variants, expansions)
        _check_finished(g)
        achieved += _check_festival(g)
    assert achieved > 0  # random seats achieve some tasks over a few games


@pytest.mark.parametrize("expansions", [FESTIVAL_SETS[2], FESTIVAL_SETS[3]], ids=["IV+V", "all"])
@pytest.mark.parametrize(
    ("seats", "puertomas"), [(3, 2), (2, 1), (4, 1), (5, 1)], ids=["solo", "2+1", "4+1", "5+1"]
)
def test_random_games_with_the_festival_and_puertomas_keep_every_invariant(
    seats: int, puertomas: int, expansions: tuple[str, ...]
) -> None:
    for seed in range(GAMES_PER_FESTIVAL_CELL):
        level = ("easy", "normal", "hard")[seed % 3]
        g = _playout(seats, 14000 + seed, (), expansions, puertomas=puertomas, difficulty=level)
        _check_finished(g)
        _check_festival(g)
        # Festival Delivery is removed in games with Puertomas (SPEC §19.16.4).
        assert "festival_delivery" not in {t["id"] for t in g.state.festival["tasks"]}


# Expansion VI (SPEC §17) alone and with I-III, the draft variant on every other game; then the
# Puertoma seatings (§19.16.5). The invariants include the 30 cards, each exactly once.
ACHIEVEMENT_SETS = [
    ("achievements",),
    ("new_buildings", "citizens", "smuggler", "achievements"),
]
GAMES_PER_ACHIEVEMENT_CELL = volume(4)


def _card_vp(g: Game, cards: list[str]) -> int:
    cat = g.cat.achievements
    assert cat is not None
    return sum(cat.card(c).vp for c in cards)


@pytest.mark.parametrize("expansions", ACHIEVEMENT_SETS, ids=["VI", "I+II+III+VI"])
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_random_games_with_grand_achievements_keep_every_invariant(
    seats: int, expansions: tuple[str, ...]
) -> None:
    completed = 0
    for seed in range(GAMES_PER_ACHIEVEMENT_CELL):
        variants = ("achievements_draft",) if seed % 2 == 0 else ()
        g = _playout(seats, 13000 + 100 * seats + seed, variants, expansions)
        _check_finished(g)
        a = g.state.achievements
        assert a is not None and "offer" not in a
        for seat, sc in enumerate(g.final_scores()):
            assert len(a["hands"][seat]) + len(a["done"][seat]) == 4
            assert sc["bonuses"]["achievements"] == _card_vp(g, a["done"][seat])
        completed += sum(len(done) for done in a["done"])
    assert completed > 0  # random seats complete some cards over a few games


@pytest.mark.parametrize("expansions", ACHIEVEMENT_SETS, ids=["VI", "I+II+III+VI"])
@pytest.mark.parametrize(
    ("seats", "puertomas"),
    [(3, 2), (3, 1), (2, 1), (4, 1), (5, 1)],
    ids=["solo", "2+1", "1+1", "3+1", "4+1"],
)
def test_random_games_with_grand_achievements_and_puertomas_keep_every_invariant(
    seats: int, puertomas: int, expansions: tuple[str, ...]
) -> None:
    for seed in range(max(1, GAMES_PER_ACHIEVEMENT_CELL // 2)):
        level = ("easy", "normal", "hard")[seed % 3]
        g = _playout(seats, 14000 + seed, (), expansions, puertomas=puertomas, difficulty=level)
        _check_finished(g)
        a = g.state.achievements
        assert a is not None
        humans = seats - puertomas
        assert len(a["discard"]) == 2 * humans  # each human kept 4 of 6
        owed = sum(_card_vp(g, a["hands"][seat]) for seat in range(humans))
        for seat, sc in enumerate(g.final_scores()):
            if seat < humans:
                assert sc["bonuses"]["achievements"] == 0  # nothing for the humans' own cards
            else:
                assert sc["bonuses"]["achievements"] == owed
