"""The GameDef: built once per configuration, shared by games and clones, only modules in play."""

from __future__ import annotations

import random
import subprocess
import sys

from game.puerto_rico.engine import Game, GameConfig, guests, puertoma
from game.puerto_rico.engine.gamedef import GameDef
from game.puerto_rico.engine.scenario import Scenario
from game.puerto_rico.engine.state import PlayerState

EXPANSION_HOOKS = ("guests", "land_deal", "export_vp", "villa_figure", "canal_bonus")


def test_one_gamedef_per_configuration_shared_by_clones_and_loads() -> None:
    g = Game.new(GameConfig(seats=4, seed=1))
    assert Game.new(GameConfig(seats=3, seed=2)).defs is g.defs
    assert g.clone().defs is g.defs
    assert Game.from_json(g.to_json()).defs is g.defs
    assert g.clone().bdefs is g.defs.bdefs and g.hook_index is g.defs.hook_index
    other = Game.new(GameConfig(seats=4, seed=1, expansions=("new_buildings",)))
    assert other.defs is not g.defs
    swapped = Game.new(GameConfig(seats=4, seed=1, variants=("cost_swap",)))
    assert swapped.defs is not g.defs and swapped.bdefs["school"].cost == 7
    # Variants that only change the flow share the base GameDef.
    assert Game.new(GameConfig(seats=4, variants=("classic_end",))).defs is g.defs


def test_a_base_game_indexes_no_expansion_building() -> None:
    base = Game.new(GameConfig(seats=4, seed=1)).defs
    assert not any(hook in base.hook_index for hook in EXPANSION_HOOKS)
    assert {base.bdefs[b].expansion for b in base.in_play} == {"base"}
    # Every building can still be looked up (the draft, the screen and the rules help ask).
    assert "bohio" in base.bdefs and len(base.buildings) == len(base.catalog.buildings)
    both = Game.new(GameConfig(seats=4, expansions=("new_buildings", "citizens"))).defs
    assert all(hook in both.hook_index for hook in EXPANSION_HOOKS)
    citizens = Game.new(GameConfig(seats=4, expansions=("citizens",))).defs
    assert "villa_figure" in citizens.hook_index and "guests" not in citizens.hook_index


def test_a_base_game_never_asks_for_guest_moves() -> None:
    """No Bohio in play: no seat's guests are looked for (it used to be on every step)."""
    calls: list[int] = []
    real = guests.guest_houses

    def counted(g: Game, p: PlayerState) -> list[str]:
        calls.append(1)
        return real(g, p)

    guests.guest_houses = counted  # type: ignore[assignment]
    try:
        for modules in ((), ("new_buildings",)):
            g = Game.new(GameConfig(seats=4, seed=3, expansions=modules), events=False)
            rng = random.Random(3)
            while not g.is_over:
                g.apply(rng.choice(g.legal_actions()))
            if not modules:
                assert calls == []
    finally:
        guests.guest_houses = real  # type: ignore[assignment]
    assert calls  # with Expansion I the Bohio is in play


def test_a_loaded_position_holding_an_expansion_building_puts_its_set_in_play() -> None:
    g = Scenario(seats=3).seat(0, buildings={"bohio": 2}).at_role_choice(0)
    assert "guests" in g.hook_index
    loaded = Game.from_json(g.to_json())
    assert "I" in loaded.defs.sets and "II" not in loaded.defs.sets
    assert loaded.legal_actions() == g.legal_actions()


def test_build_indexes_hooks_in_catalog_order() -> None:
    g = Game.new(GameConfig(seats=4, expansions=("new_buildings", "citizens")))
    fresh = GameDef.build(g.cat, g.defs.sets, ())
    assert fresh.hook_index == g.defs.hook_index
    for entries in fresh.hook_index.values():
        assert [fresh.bindex[b] for b, _ in entries] == sorted(fresh.bindex[b] for b, _ in entries)


def test_importing_the_engine_reads_no_catalog() -> None:
    """Puertoma board facts come from the game's catalog when a Puertoma plays, not at import."""
    code = (
        "import game.puerto_rico.engine.puertoma, game.puerto_rico.engine.game\n"
        "import game.puerto_rico.engine.view\n"
        "from game.puerto_rico.catalog.loader import default_catalog\n"
        "print(default_catalog.cache_info().currsize)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "0"
    g = Game.new(GameConfig(seats=3, puertomas=1))
    assert puertoma.worker_slots(g, "coffee") == g.cat.puertoma.board.worker_slots["coffee"]  # type: ignore[union-attr]
    assert puertoma.SLOTS["coffee"] == puertoma.worker_slots(g, "coffee")
