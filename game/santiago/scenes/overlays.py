"""Santiago de Cuba's overlays: the pause menu, saving a game in progress and the rules help."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.shell.overlays import (
    Overlay,
    PauseMenuOverlay,
    SaveSlotsOverlay,
    self_t,
)
from game.shell.persistence import LoadedGame

if TYPE_CHECKING:
    from game.santiago.scenes.table import TableScene
    from game.shell.app import App

RULE_LINES = 7


class PauseOverlay(PauseMenuOverlay):
    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(
            app, "santiago.pause", lambda: SaveOverlay(app, table), lambda: RulesOverlay(app)
        )
        self.table = table


def save_label(app: App, table: TableScene) -> str:
    s = table.session
    names = ", ".join(x.name for x in s.seats)
    return self_t(app, "santiago.pause.save_label", turn=s.game.state.turn, names=names)


class SaveOverlay(SaveSlotsOverlay):
    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(
            app,
            lambda slot: table.session.save(slot, save_label(app, table)),
            table.notify,
        )
        self.table = table


def start_loaded(app: App, loaded: LoadedGame) -> None:
    """Open a loaded save on the table, where it stopped (or on its scoring screen)."""
    from game.santiago.scenes.session import Session
    from game.santiago.scenes.table import TableScene

    session = Session(loaded.game, list(loaded.seats), list(loaded.actions))
    session.make_agents()
    app.reset(TableScene(app, session))


class RulesOverlay(Overlay):
    """The rules in seven lines, our own words."""

    width = 900

    def __init__(self, app: App) -> None:
        lines = [self_t(app, f"santiago.rules.line{i}") for i in range(1, RULE_LINES + 1)]
        super().__init__(app, self_t(app, "santiago.rules.title"), lines)
        self.add(self.t("common.back"), app.pop, hotkey=pygame.K_ESCAPE)
