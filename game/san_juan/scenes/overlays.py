"""San Juan's overlays: the pause menu, saving a game in progress, the rules help, and opening a
loaded save on the right scene."""

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
    from game.san_juan.scenes.board import BoardScene
    from game.shell.app import App

RULE_LINES = 6


class PauseOverlay(PauseMenuOverlay):
    def __init__(self, app: App, board: BoardScene) -> None:
        super().__init__(
            app, "sj.pause", lambda: SaveOverlay(app, board), lambda: RulesOverlay(app)
        )
        self.board = board


class SaveOverlay(SaveSlotsOverlay):
    def __init__(self, app: App, board: BoardScene) -> None:
        def save(slot: str) -> None:
            s = board.session
            names = ", ".join(x.name for x in s.seats)
            s.save(slot, self_t(app, "saves.default_label", round=s.game.state.round, names=names))

        super().__init__(
            app,
            save,
            board.notify,
            saved_key="sj.pause.saved",
            failed_key="sj.pause.save_failed",
            back_key="sj.sjsetup.back",
        )
        self.board = board


class RulesOverlay(Overlay):
    """A short reminder of San Juan's rules, in our own words."""

    width = 900

    def __init__(self, app: App) -> None:
        lines = [self_t(app, f"sj.sjrules.line{i}") for i in range(1, RULE_LINES + 1)]
        super().__init__(app, self_t(app, "sj.sjrules.title"), lines)
        self.add(self.t("sj.sjsetup.back"), app.pop, hotkey=pygame.K_ESCAPE)


def start_loaded(app: App, loaded: LoadedGame) -> None:
    """Open a loaded save where it stopped: on the table, or on the scoring screen."""
    from game.san_juan.scenes.board import BoardScene
    from game.san_juan.scenes.scoring import ScoringScene
    from game.san_juan.scenes.session import Session

    session = Session(loaded.game, list(loaded.seats), list(loaded.actions))
    session.make_agents()
    if session.game.is_over:
        app.reset(ScoringScene(app, session))
    else:
        app.reset(BoardScene(app, session))
