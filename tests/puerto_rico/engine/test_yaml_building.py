"""A building written only in YAML: a copy of data/puerto_rico with one more building that combines
two existing hooks loads, is built, acts at both timing points, and whole games play with it."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from game.paths import box_data
from game.puerto_rico.catalog import Catalog, CatalogError, load_catalog
from game.puerto_rico.engine import invariants
from game.puerto_rico.engine.actions import Action
from game.puerto_rico.engine.game import Game, GameConfig
from game.puerto_rico.engine.scenario import Scenario

TRADE_FAIR = """
  - id: trade_fair
    index: 46
    name_en: Trade Fair
    name_fr: Foire commerciale
    alias: trade fair
    kind: commercial
    size: small
    cost: 4
    vp: 2
    slots: 1
    level: 2
    copies: {p2: 1, p3_5: 2}
    expansion: base
    effects:
      - {hook: sale_bonus, doubloons: 1}
      - {hook: load_vp, vp: 1}
    text_en: One more doubloon per sale to the trading house and one more VP per loading action.
    text_fr: Une pièce de plus par vente à la maison de commerce, un PV de plus par chargement.
"""


def with_building(tmp_path: Path, text: str) -> Path:
    folder = tmp_path / "puerto_rico"
    shutil.copytree(box_data("puerto_rico"), folder)
    with (folder / "buildings.yaml").open("a") as f:
        f.write(text)
    return folder


@pytest.fixture
def catalog(tmp_path: Path) -> Catalog:
    return load_catalog(with_building(tmp_path, TRADE_FAIR))


def test_the_yaml_building_loads(catalog: Catalog) -> None:
    fair = catalog.building("trade_fair")
    assert [e.hook for e in fair.effects] == ["sale_bonus", "load_vp"]
    g = Game.new(GameConfig(seats=4), catalog)
    assert g.state.building_supply["trade_fair"] == 2


def test_an_unknown_hook_in_yaml_stops_loading(tmp_path: Path) -> None:
    bad = TRADE_FAIR.replace("hook: load_vp", "hook: load_vip")
    with pytest.raises(CatalogError, match="expected a known hook name"):
        load_catalog(with_building(tmp_path, bad))


def test_the_yaml_building_is_built_and_acts_at_both_points(catalog: Catalog) -> None:
    g = Scenario(seats=3, catalog=catalog).seat(0, doubloons=3).start("builder", chooser=0)
    assert Action(0, "build", "trade_fair") in g.legal_actions()  # 4 - 1 as the builder
    g.apply(Action(0, "build", "trade_fair"))
    assert (g.state.players[0].doubloons, g.state.players[0].buildings) == (0, {"trade_fair": 0})

    def staffed(on: bool) -> Scenario:
        return Scenario(seats=3, catalog=catalog).seat(1, buildings={"trade_fair": int(on)})

    def sale(on: bool) -> int:
        g = staffed(on).seat(1, goods={"corn": 1}).start("trader", chooser=0)
        g.apply(Action(1, "sell", "corn"))
        return g.state.players[1].doubloons

    def load(on: bool) -> int:
        g = staffed(on).seat(1, goods={"corn": 2}).start("captain", chooser=0)
        g.apply(Action(1, "load", ("corn", 0)))
        return g.state.players[1].vp

    assert (sale(False), sale(True)) == (0, 1)  # empty, it does nothing (SPEC §11.2)
    assert (load(False), load(True)) == (2, 3)


@pytest.mark.parametrize("seed", range(3))
def test_whole_games_play_with_the_yaml_building(catalog: Catalog, seed: int) -> None:
    rng = random.Random(seed)
    g = Game.new(GameConfig(seats=4, seed=seed), catalog)
    built = False
    for _ in range(5000):
        if g.is_over:
            break
        legal = g.legal_actions()
        fair = [a for a in legal if a.kind == "build" and a.value == "trade_fair"]
        g.apply(fair[0] if fair else rng.choice(legal))
        built = built or bool(fair)
        invariants.check(g)
    assert g.is_over and built  # invariants held after every decision
