"""Every registered effect, with and without: the same scenario played once with the building
(occupied) and once without it, and the difference the effect makes (SPEC §11-§13).

Each test declares the hook it covers with `@covers(...)`; `test_every_effect_has_a_with_without
_test` fails when an effect is registered without one. Positions come from the scenario builder;
results are read from the public API (legal actions, events, final scores, the seats' boards).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, TypeVar, get_type_hints

import pytest

from game.paths import box_data
from game.puerto_rico.catalog import HOOK_SPECS, default_catalog
from game.puerto_rico.catalog.hooks import PARAM_INT, PARAM_INT_LIST, PARAM_PAIRS
from game.puerto_rico.engine import invariants
from game.puerto_rico.engine.actions import Action
from game.puerto_rico.engine.decisions import DECISIONS, ENGLISH, SAVED_AS, english
from game.puerto_rico.engine.game import Game
from game.puerto_rico.engine.scenario import Scenario
from game.puerto_rico.engine.state import GOODS
from game.puerto_rico.engine.timing import REGISTRY, At, effect_table
from game.shell.i18n import fields_of, load_strings

F = TypeVar("F", bound=Callable[..., Any])
COVERED: dict[str, str] = {}  # hook -> the test that plays it with and without
NAMES = ("Anna", "Ben", "Cleo")
FULL_SHIPS = ((4, "sugar", 4), (5, "tobacco", 5), (6, "coffee", 6))  # nothing more goes aboard


def covers(*hooks: str) -> Callable[[F], F]:
    def mark(fn: F) -> F:
        for hook in hooks:
            COVERED[hook] = fn.__name__
        return fn

    return mark


def table(*, citizens: bool = False) -> Scenario:
    return Scenario(seats=3, names=NAMES, expansions=("citizens",) if citizens else ())


def kinds(g: Game) -> set[str]:
    return {a.kind for a in g.legal_actions()}


def play(g: Game, *actions: Action) -> list[Any]:
    events: list[Any] = []
    for action in actions:
        events += g.apply(action)
        invariants.check(g)
    return events


def owns(on: bool, building: str, figures: int = 1) -> dict[str, int]:
    return {building: figures} if on else {}


# =========================================================================== the registry


def test_every_effect_has_a_with_without_test() -> None:
    missing = sorted(set(REGISTRY) - set(COVERED))
    assert not missing, f"effects without a with/without test: {missing}"


def test_engine_registry_covers_exactly_the_catalog_hooks() -> None:
    assert set(REGISTRY) == set(HOOK_SPECS)


@pytest.mark.parametrize("hook", sorted(HOOK_SPECS))
def test_effect_class_fields_are_the_hook_parameters(hook: str) -> None:
    """The catalog's parameter specs and the effect dataclass agree, name and type."""
    expected = {PARAM_INT: int, PARAM_INT_LIST: tuple[int, ...], PARAM_PAIRS: tuple}
    cls = REGISTRY[hook]
    hints = get_type_hints(cls)
    fields = {f.name for f in dataclasses.fields(cls)}
    assert fields == set(HOOK_SPECS[hook])
    for name, kind in HOOK_SPECS[hook].items():
        want = expected[kind]
        got = hints[name]
        assert got == want or getattr(got, "__origin__", None) is want, (hook, name, got)
    assert cls.handlers, f"{hook} acts at no timing point"


def test_every_catalog_effect_builds_and_lands_at_its_points() -> None:
    buildings = default_catalog().buildings
    found = effect_table(buildings)
    hooks_at = {(point, type(eff).hook) for point, rows in found.items() for _, eff, _ in rows}
    for b in buildings:
        for eff in b.effects:
            for point in REGISTRY[eff.hook].handlers:
                assert (point, eff.hook) in hooks_at


def test_every_decision_the_engine_asks_is_registered() -> None:
    saved = {"role", "bohio", "draft", "settler_tile", "settler_extra", "hacienda", "forest"}
    saved |= {"hospital", "bureau", "hall_pick", "mayor_layout", "build", "school", "produce"}
    saved |= {"craftsman_bonus", "sell", "cadastral", "load", "storage", "export"}
    saved |= {"smuggler", "poach_place"}  # Expansion III
    saved |= {"reward_place"}  # Expansions IV/V: festival reward workers
    saved |= {"achievement_draft", "achievement_keep"}  # Expansion VI
    assert set(DECISIONS) == saved


def test_decisions_are_named_after_what_is_decided() -> None:
    assert SAVED_AS["extra_worker_on_tile"] == "hospital"
    assert all(d.name == name for name, d in ((n, DECISIONS[k]) for n, k in SAVED_AS.items()))
    assert not set(SAVED_AS) & {b.id for b in default_catalog().buildings}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_refusal_code_is_worded(lang: str) -> None:
    """A refusal code is the key of its wording in the player's language."""
    strings = load_strings(lang, box_data("puerto_rico"))
    assert sorted(set(ENGLISH) - set(strings)) == []


def test_a_refusal_is_a_code_with_fields_worded_in_english_and_french() -> None:
    g = settler("hospital")
    play(g, Action(0, "take_plantation", "corn"))
    wrong = Action(0, "hospital_worker", "sugar")
    refusal = DECISIONS[g.decision].refuse(g, wrong)  # type: ignore[index]
    assert refusal == ("decision_refusal.tile_not_gained", {"who": "Anna"})
    assert english(g, refusal) == g.why_illegal(wrong)
    for lang in ("en", "fr"):
        template = load_strings(lang, box_data("puerto_rico"))[refusal[0]]
        assert fields_of(template) <= set(refusal[1])


def test_phase_code_names_no_hook_and_no_building() -> None:
    """Phase modules fire timing points; hooks and building ids live in effects.py and data."""
    from pathlib import Path

    roles = Path(__file__).resolve().parents[3] / "game" / "puerto_rico" / "engine" / "roles"
    words = set(HOOK_SPECS) | {b.id for b in default_catalog().buildings}
    # A build refusal code the screen words, and the turn stages that games are saved
    # with (format 1) keep their historical names, building names (engine/decisions.py maps the
    # decisions).
    allowed = {"black_market", "hacienda", "hospital", "school", "church"}
    for path in roles.glob("*.py"):
        text = path.read_text()
        named = {w for w in words - allowed if f'"{w}"' in text}
        assert not named, (path.name, named)
        assert "has_effect" not in text and "hook_index" not in text, path.name


# =========================================================================== every phase


@covers("double_privilege")
def test_publishing_house_doubles_the_privilege() -> None:
    def found(on: bool) -> int:
        four = Scenario(seats=4).seat(0, buildings=owns(on, "publishing_house"))
        g = four.start("prospector", chooser=0)
        return g.state.players[0].doubloons

    assert (found(False), found(True)) == (1, 2)


@covers("guests")
def test_bohio_guests_may_move_at_a_decision_point() -> None:
    def moves(on: bool) -> int:
        g = (
            table()
            .seat(0, buildings={**owns(on, "bohio"), "small_market": 0})
            .seat(0, tiles={"corn": 1})
            .at_role_choice(0)
        )
        return sum(1 for a in g.legal_actions() if a.kind == "bohio_move")

    assert moves(False) == 0
    assert moves(True) == 2  # to the corn plantation or to the Small Market


# =========================================================================== settler


def settler(building: str | None, **seat: Any) -> Game:
    extra = {building: 1} if building else {}
    return (
        table()
        .seat(0, buildings=extra, **seat)
        .display("corn", "sugar", "fruit", "tobacco")
        .start("settler", chooser=0)
    )


@covers("hacienda_draw")
def test_hacienda_asks_for_a_draw_first() -> None:
    assert settler(None).decision == "settler_tile"
    g = settler("hacienda")
    assert g.decision == "hacienda"
    events = play(g, Action(0, "hacienda_draw"))
    assert [e.kind for e in events][:1] == ["hacienda_drawn"]
    assert sum(g.state.players[0].tiles[good] for good in GOODS) == 1


@covers("quarry_pick")
def test_materials_depot_lets_a_non_settler_take_a_quarry() -> None:
    def quarry(on: bool) -> bool:
        g = (
            table()
            .seat(1, buildings=owns(on, "materials_depot"))
            .display("corn", "sugar", "fruit", "tobacco")
            .start("settler", chooser=0)
        )
        play(g, Action(0, "pass"))
        return Action(1, "take_quarry") in g.legal_actions()

    assert (quarry(False), quarry(True)) == (False, True)


@covers("forest_option")
def test_sawmill_offers_a_forest_for_a_plantation_gained() -> None:
    g = settler(None)
    play(g, Action(0, "take_plantation", "corn"))
    assert g.decision != "forest"
    g = settler("sawmill")
    play(g, Action(0, "take_plantation", "corn"))
    assert g.decision == "forest"
    play(g, Action(0, "make_forest"))
    p = g.state.players[0]
    assert (p.tiles["corn"], p.tiles["forest"]) == (0, 1)


@covers("settler_worker")
def test_hospital_staffs_the_tile_gained() -> None:
    g = settler(None)
    play(g, Action(0, "take_plantation", "corn"))
    assert g.decision != "hospital" and g.state.players[0].tile_workers["corn"] == 0
    g = settler("hospital")
    play(g, Action(0, "take_plantation", "corn"))
    assert g.decision == "hospital"
    assert g.legal_actions() == [Action(0, "hospital_worker", "corn"), Action(0, "pass")]
    assert g.why_illegal(Action(0, "hospital_worker", "sugar")) == (
        "the Hospital worker must go on a tile Anna gained this turn"
    )
    play(g, Action(0, "hospital_worker", "corn"))
    assert g.state.players[0].tile_workers["corn"] == 1


@covers("land_review")
def test_bureau_of_lands_offers_a_discard_at_the_end_of_the_phase() -> None:
    def after_passes(on: bool) -> Game:
        g = (
            table(citizens=True)
            .seat(1, buildings=owns(on, "bureau_of_lands"), tiles={"corn": 2})
            .display("corn", "sugar", "fruit", "tobacco")
            .start("settler", chooser=0)
        )
        play(g, Action(0, "pass"), Action(1, "pass"), Action(2, "pass"))
        return g

    assert after_passes(False).decision == "role"
    g = after_passes(True)
    assert g.decision == "bureau"
    play(g, Action(1, "discard_tile", "corn"))
    assert g.state.players[1].tiles["corn"] == 1


# =========================================================================== mayor


@covers("villa_figure")
def test_villa_hands_its_owner_a_citizen() -> None:
    def citizens(on: bool) -> int:
        g = table(citizens=True).seat(1, buildings=owns(on, "villa")).start("mayor", chooser=0)
        return g.state.players[1].citizen_count

    assert (citizens(False), citizens(True)) == (0, 1)


# =========================================================================== builder


def can_build(building: str | None, target: str, **seat: Any) -> bool:
    g = (
        table()
        .seat(0, buildings={building: 1} if building else {}, **seat)
        .start("builder", chooser=0)
    )
    return any(
        a.kind == "build" and (a.value == target or a.value[0] == target)
        for a in g.legal_actions()
        if isinstance(a.value, (str, tuple))
    )


@covers("forest_discount")
def test_sawmill_takes_a_doubloon_off_per_two_forests() -> None:
    # Small Warehouse: 3 - 1 (builder) = 2 > 1 doubloon; with 2 forests and a Sawmill, 1.
    assert not can_build(None, "small_warehouse", doubloons=1, forests={"corn": 2})
    assert can_build("sawmill", "small_warehouse", doubloons=1, forests={"corn": 2})


@covers("notary_discount")
def test_notary_worker_takes_a_doubloon_off_a_small_building() -> None:
    assert not can_build(None, "small_warehouse", doubloons=1)
    assert can_build("notary_office", "small_warehouse", doubloons=1)


@covers("gap_items")
def test_black_market_closes_a_gap_with_items() -> None:
    assert not can_build(None, "small_warehouse", doubloons=1, goods={"corn": 1})
    assert can_build("black_market", "small_warehouse", doubloons=1, goods={"corn": 1})


@covers("build_worker")
def test_school_staffs_the_new_building() -> None:
    def after_build(on: bool) -> Game:
        g = table().seat(0, doubloons=5, buildings=owns(on, "school")).start("builder", chooser=0)
        play(g, Action(0, "build", "small_market"))
        return g

    g = after_build(False)
    assert g.decision != "school" and g.state.players[0].buildings["small_market"] == 0
    g = after_build(True)
    assert g.decision == "school"
    play(g, Action(0, "school_worker"))
    assert g.state.players[0].buildings["small_market"] == 1


@covers("build_vp")
def test_church_scores_by_the_level_built() -> None:
    def vp(on: bool) -> int:
        g = table().seat(0, doubloons=9, buildings=owns(on, "church")).start("builder", chooser=0)
        play(g, Action(0, "build", "large_market"))  # level 2: 1 VP
        return g.state.players[0].vp

    assert (vp(False), vp(True)) == (0, 1)


# =========================================================================== craftsman


@covers("chapel_bonus")
def test_chapel_worker_earns_a_doubloon() -> None:
    def coins(on: bool) -> int:
        g = table(citizens=True).seat(1, buildings=owns(on, "chapel")).start("craftsman", 0)
        return g.state.players[1].doubloons

    assert (coins(False), coins(True)) == (0, 1)


def produce(building: str | None, tiles: dict[str, Any], buildings: dict[str, int]) -> Game:
    """Seat 1 produces (seat 0, the craftsman, has nothing to produce)."""
    extra = {building: 1} if building else {}
    g = table().seat(1, tiles=tiles, buildings={**buildings, **extra}).start("craftsman", 0)
    play(g, Action(1, "produce"))
    return g


@covers("canal_bonus")
def test_canal_adds_a_crate_of_a_two_tier_good() -> None:
    def fruit(on: bool) -> int:
        g = produce("canal" if on else None, {"fruit": (1, 1)}, {"large_fruit_farm": 1})
        return g.state.players[1].goods["fruit"]

    assert (fruit(False), fruit(True)) == (1, 2)


@covers("variety_bonus")
def test_factory_pays_for_two_kinds() -> None:
    def coins(on: bool) -> int:
        tiles = {"corn": (1, 1), "sugar": (1, 1)}
        g = produce("factory" if on else None, tiles, {"small_sugar_refinery": 1})
        return g.state.players[1].doubloons

    assert (coins(False), coins(True)) == (0, 1)


@covers("distill_bonus")
def test_distillery_pays_for_the_good_gained_most() -> None:
    def coins(on: bool) -> int:
        tiles = {"sugar": (2, 2)}
        g = produce("distillery" if on else None, tiles, {"large_sugar_refinery": 2})
        return g.state.players[1].doubloons

    assert (coins(False), coins(True)) == (0, 1)  # 2 sugar - 1


@covers("citizen_coins")
def test_sewing_workshop_pays_per_citizen() -> None:
    def coins(on: bool) -> int:
        g = (
            table(citizens=True)
            .seat(1, buildings=owns(on, "large_sewing_workshop"), portrait=2)
            .seat(1, citizens={"portrait": 2})
            .start("craftsman", 0)
        )
        return g.state.players[1].doubloons

    assert (coins(False), coins(True)) == (0, 2)


# =========================================================================== trader


def trader(building: str | None, house: tuple[str, ...] = (), **seat: Any) -> Game:
    extra = {building: 1} if building else {}
    return (
        table()
        .seat(1, buildings=extra, goods={"corn": 1, "sugar": 1}, **seat)
        .trading_house(*house)
        .start("trader", chooser=0)
    )


@covers("sale_bonus")
def test_market_adds_to_the_sale() -> None:
    def coins(building: str | None) -> int:
        g = trader(building)
        play(g, Action(1, "sell", "corn"))
        return g.state.players[1].doubloons

    assert (coins(None), coins("small_market"), coins("large_market")) == (0, 1, 2)


def test_two_markets_stack() -> None:
    """SPEC §11.3: Large Market +2 stacks with the Small Market: +3."""
    g = (
        table()
        .seat(1, buildings={"small_market": 1, "large_market": 1}, goods={"corn": 1})
        .start("trader", chooser=0)
    )
    play(g, Action(1, "sell", "corn"))
    assert g.state.players[1].doubloons == 3


@covers("duplicate_sale")
def test_company_sells_a_good_already_in_the_house() -> None:
    assert Action(1, "sell", "corn") not in trader(None, ("corn",)).legal_actions()
    assert Action(1, "sell", "corn") in trader("company", ("corn",)).legal_actions()


@covers("trade_post")
def test_trading_post_buys_back_when_the_house_is_full() -> None:
    full = ("coffee", "tobacco", "fruit", "coffee")
    assert "trade_post" not in kinds(trader(None, full))
    g = trader("trading_post", full)
    play(g, Action(1, "trade_post", "sugar"))
    assert g.state.players[1].doubloons == 2  # the sugar price, no market, not the trader


@covers("land_deal")
def test_cadastral_office_buys_a_plantation() -> None:
    assert "cadastral_draw" not in kinds(trader(None, doubloons=1))
    g = trader("cadastral_office", doubloons=1)
    play(g, Action(1, "cadastral_draw"))
    p = g.state.players[1]
    assert (p.doubloons, sum(p.tiles[good] for good in GOODS)) == (0, 1)


# =========================================================================== captain


def captain(building: str | None, seat: int = 0, **board: Any) -> Game:
    extra = {building: 1} if building else {}
    citizens = board.pop("modules", False)
    ships = board.pop("ships", ((4, None, 0), (5, None, 0), (6, None, 0)))
    return (
        table(citizens=citizens)
        .seat(seat, buildings={**extra, **board.pop("buildings", {})}, **board)
        .ships(*ships)
        .start("captain", chooser=0)
    )


@covers("load_coin")
def test_lighthouse_pays_the_captain_and_every_load() -> None:
    def coins(on: bool) -> int:
        g = captain("lighthouse" if on else None, goods={"corn": 2})
        play(g, Action(0, "load", ("corn", 0)))
        return g.state.players[0].doubloons

    assert (coins(False), coins(True)) == (0, 2)  # 1 as the captain, 1 for the load


@covers("hold_vp")
def test_manufactory_scores_pairs_held() -> None:
    def vp(on: bool) -> int:
        return captain("manufactory" if on else None, goods={"corn": 2}).state.players[0].vp

    assert (vp(False), vp(True)) == (0, 1)


@covers("load_vp")
def test_port_adds_a_vp_per_load() -> None:
    def vp(on: bool) -> int:
        g = captain("port" if on else None, goods={"corn": 2})
        play(g, Action(0, "load", ("corn", 0)))
        return g.state.players[0].vp

    assert (vp(False), vp(True)) == (3, 4)  # 2 crates + the privilege (+ 1)


@covers("private_ship")
def test_wharf_loads_every_crate_of_a_good() -> None:
    assert "load_private" not in kinds(captain(None, goods={"corn": 2}))
    g = captain("private_wharf", goods={"corn": 2})
    play(g, Action(0, "load_private", "corn"))
    assert (g.state.players[0].goods["corn"], g.state.players[0].vp) == (0, 3)


@covers("small_private_ship")
def test_small_wharf_loads_a_mix_for_half_the_vp() -> None:
    assert "load_small_private" not in kinds(captain(None, goods={"corn": 2}))
    g = captain("small_private_wharf", goods={"corn": 2, "sugar": 2})
    play(g, Action(0, "load_small_private", (("corn", 2), ("sugar", 2))))
    assert g.state.players[0].vp == 3  # 4 crates // 2 + the privilege


@covers("export_vp")
def test_export_office_returns_crates_for_vp_before_loading() -> None:
    def first(on: bool) -> Game:
        return captain(
            "export_office" if on else None,
            seat=1,
            goods={"corn": 1, "sugar": 1},
            citizens={"export_office": 1} if on else {},
            modules=True,
        )

    assert first(False).decision == "load"
    g = first(True)
    assert g.decision == "export"
    play(g, Action(1, "export_goods", ("corn",)))
    assert g.state.players[1].vp == 1


def storage(buildings: dict[str, int]) -> set[int]:
    """How many crates each storage option keeps (seat 0, no ship can take anything)."""
    g = captain(
        None,
        goods={"corn": 3, "fruit": 2, "sugar": 1, "tobacco": 1},
        buildings=buildings,
        ships=FULL_SHIPS,
    )
    assert g.decision == "storage"
    return {sum(n for _, n in a.value) for a in g.legal_actions()}


@covers("storage_types")
def test_warehouse_keeps_a_whole_good() -> None:
    assert storage({}) == {1}
    assert storage({"small_warehouse": 1}) == {4, 3, 2}  # corn 3 + 1, fruit 2 + 1, ...


def test_two_warehouses_stack() -> None:
    """SPEC §11.3: Large Warehouse two types, with the Small Warehouse three."""
    kept = storage({"small_warehouse": 1, "large_warehouse": 1})
    assert max(kept) == 3 + 2 + 1 + 1  # corn, fruit and sugar whole, plus one tobacco


@covers("storage_extra")
def test_shed_keeps_more_crates() -> None:
    assert storage({"shed": 1}) == {4}  # the free crate and 3 more


# =========================================================================== final scoring


def bonus(building: str, on: bool, module: bool = False, **board: Any) -> int:
    extra = owns(on, building)
    buildings = {**board.pop("buildings", {}), **extra}
    g = table(citizens=module).seat(0, buildings=buildings, **board).at_role_choice(0)
    return g.final_scores()[0]["bonuses"].get(building, 0)


@covers("end_production_bonus")
def test_fire_station_scores_production_buildings() -> None:
    owned = {"small_sugar_refinery": 0, "large_sugar_refinery": 0}
    assert bonus("fire_station", False, buildings=owned) == 0
    assert bonus("fire_station", True, buildings=owned) == 3


@covers("end_land_bonus")
def test_residence_scores_by_land_tiles() -> None:
    assert bonus("residence", False, tiles={"corn": 10}) == 0
    assert bonus("residence", True, tiles={"corn": 10}) == 5


@covers("end_figure_bonus")
def test_fortress_scores_per_three_figures() -> None:
    assert bonus("fortress", False, portrait=5) == 0
    assert bonus("fortress", True, portrait=5) == 2  # 5 + the Fortress's own


@covers("end_chip_bonus")
def test_customs_house_scores_per_four_chips() -> None:
    assert bonus("customs_house", False, vp=8) == 0
    assert bonus("customs_house", True, vp=8) == 2


@covers("end_commercial_bonus")
def test_city_hall_scores_commercial_buildings() -> None:
    assert bonus("governors_palace", False, buildings={"small_market": 0}) == 0
    assert bonus("governors_palace", True, buildings={"small_market": 0}) == 2


@covers("end_sets_bonus")
def test_cathedral_scores_sets_of_land() -> None:
    assert bonus("cathedral", False, tiles={"corn": 6}) == 0
    assert bonus("cathedral", True, tiles={"corn": 6}) == 3  # two sets of three


@covers("end_citizen_bonus")
def test_main_square_scores_per_citizen() -> None:
    board = {"portrait": 2, "citizens": {"portrait": 2}}
    assert bonus("main_square", False, module=True, **board) == 0
    assert bonus("main_square", True, module=True, **board) == 2


def test_only_occupied_buildings_act() -> None:
    """SPEC §11.2: an empty building does nothing at its timing point."""
    g = Scenario(seats=4).seat(0, buildings={"publishing_house": 0}).start("prospector", 0)
    assert g.state.players[0].doubloons == 1
    assert At.ROLE_PRIVILEGE in g.effects_at
