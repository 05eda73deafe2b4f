"""The building index: typing filters the list (names in either language and effect words, accents
and case aside), arrows move the choice, F1 or I over a building's tooltip opens its entry (with
the game's own cost), the tooltip says so, and the rules help leads there too."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.puerto_rico.catalog import default_catalog
from game.puerto_rico.scenes.board import BoardScene
from game.puerto_rico.scenes.building_index import BuildingIndexOverlay, fold, search
from game.puerto_rico.scenes.overlays import RulesOverlay
from game.puerto_rico.scenes.session import Session
from game.shell.app import App
from game.shell.persistence import Seat
from tests.puerto_rico.scenes.conftest import Driver

BUILDINGS = default_catalog().buildings


def test_search_filters_on_names_and_effects() -> None:
    assert len(search(BUILDINGS, "", "en")) == len(BUILDINGS)
    markets = search(BUILDINGS, "MARKET", "en")
    assert markets and all("market" in fold(b.name_en + b.text_en) for b in markets)
    assert len(markets) < len(BUILDINGS)
    # Names first: every building named "market" comes before those only mentioning it.
    named = [("market" in fold(b.name_en)) for b in markets]
    assert named == sorted(named, reverse=True)
    # French without accents finds the warehouses (entrepôt), both of them.
    found = {b.id for b in search(BUILDINGS, "entrepot", "fr")}
    assert found == {b.id for b in BUILDINGS if "entrepot" in fold(b.name_fr)} and len(found) >= 2
    assert search(BUILDINGS, "small warehouse", "en")[0].name_en == "Small Warehouse"
    assert search(BUILDINGS, "zzzz", "en") == []


def test_typing_in_the_index_filters_and_arrows_choose(app: App, driver: Driver) -> None:
    index = BuildingIndexOverlay(app)
    app.push(index)
    driver.type_text("ware")
    driver.type_text("house")
    assert index.query == "warehouse"
    assert [b.id for b in index.found] == [b.id for b in search(BUILDINGS, "warehouse", "en")]
    assert index.selected == index.found[0].id
    driver.key(pygame.K_DOWN)
    assert index.selected == index.found[1].id
    driver.click(index.rows[0][0].center)
    assert index.selected == index.found[0].id
    for _ in "house":
        driver.key(pygame.K_BACKSPACE)
    assert index.query == "ware" and len(index.found) >= len(search(BUILDINGS, "warehouse", "en"))
    driver.type_text("qqq")
    assert index.found == [] and index.selected is None
    driver.key(pygame.K_ESCAPE)
    assert app.top is not index


def _board(app: App) -> BoardScene:
    seats = [Seat("Ana", "human", None, "red"), Seat("Bruno", "random", None, "blue")]
    board = BoardScene(app, Session.new(seats, 7))
    app.push(board)
    return board


@pytest.mark.parametrize("key", [pygame.K_F1, pygame.K_i])
def test_the_key_over_a_building_opens_its_entry(app: App, driver: Driver, key: int) -> None:
    board = _board(app)
    driver.frames(2)
    spot = next(s for s in board.hotspots if s.kind == "building_supply" and s.value == "factory")
    driver.post(pygame.MOUSEMOTION, pos=spot.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    driver.frames(1)
    tip, _ = app.tooltip or ("", (0, 0))
    assert tip.endswith(app.t.t("index.hint")) and "Factory" in tip
    driver.key(key)
    index = app.top
    assert isinstance(index, BuildingIndexOverlay) and index.selected == "factory"
    # The entry shows this game's cost for it (the in-play definitions).
    shown = next(b for b in index.defs if b.id == "factory")
    assert shown is board.game.bdefs["factory"]


def test_the_key_elsewhere_opens_nothing(app: App, driver: Driver) -> None:
    board = _board(app)
    driver.frames(2)
    log = board.R("log").center
    driver.post(pygame.MOUSEMOTION, pos=log, rel=(0, 0), buttons=(0, 0, 0))
    driver.key(pygame.K_F1)
    assert app.top is board


def test_the_rules_help_leads_to_the_index_in_french(app: App, driver: Driver) -> None:
    app.apply_settings(replace(app.settings, language="fr"))
    rules = RulesOverlay(app)
    app.push(rules)
    driver.frames(1)
    button = next(b for b in rules.buttons if b.label == "Index des bâtiments")
    driver.click(button.rect.center)
    assert isinstance(app.top, BuildingIndexOverlay)


def test_the_key_over_a_draft_card_opens_its_entry(app: App, driver: Driver) -> None:
    from game.puerto_rico.scenes.draft import DraftScene

    seats = [Seat("Ana", "human", None, "red"), Seat("Bruno", "random", None, "blue")]
    draft = DraftScene(app, Session.new(seats, 5, expansions=("new_buildings",)))
    app.push(draft)
    driver.frames(2)
    bid, rect = next(iter(draft.card_rects.items()))
    driver.post(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    driver.frames(1)
    tip, _ = app.tooltip or ("", (0, 0))
    assert tip.endswith(app.t.t("index.hint"))
    driver.key(pygame.K_i)
    index = app.top
    assert isinstance(index, BuildingIndexOverlay) and index.selected == bid
