"""San Juan's overlays: the pause menu, saving a game in progress, the rules help, and opening a
loaded save on the right scene."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.shell.overlays import (
    ConfirmOverlay,
    LoadOverlay,
    MessageOverlay,
    Overlay,
    SettingsOverlay,
    self_t,
)
from game.shell.persistence import LoadedGame, list_saves

if TYPE_CHECKING:
    from game.san_juan.scenes.board import BoardScene
    from game.shell.app import App

RULE_LINES = 6


class PauseOverlay(Overlay):
    def __init__(self, app: App, board: BoardScene) -> None:
        super().__init__(app, self_t(app, "sj.pause.title"))
        self.board = board
        self.add(self.t("sj.pause.resume"), app.pop, hotkey=pygame.K_ESCAPE)
        self.add(self.t("sj.pause.save"), lambda: app.push(SaveOverlay(app, board)))
        self.add(self.t("sj.pause.load"), lambda: app.push(LoadOverlay(app)))
        self.add(self.t("sj.pause.settings"), lambda: app.push(SettingsOverlay(app)))
        self.add(self.t("sj.pause.rules"), lambda: app.push(RulesOverlay(app)))
        self.add(self.t("sj.pause.quit_to_title"), self._quit)

    def _quit(self) -> None:
        from game.shell.title import TitleScene

        self.app.push(
            ConfirmOverlay(
                self.app,
                self.t("confirm.quit_to_title"),
                lambda: self.app.reset(TitleScene(self.app)),
            )
        )


class SaveOverlay(Overlay):
    def __init__(self, app: App, board: BoardScene) -> None:
        super().__init__(app, self_t(app, "saves.save_title"))
        self.board = board
        taken = {info.slot: info for info in list_saves()}
        for n in range(1, 6):
            slot = f"slot{n}"
            info = taken.get(slot)
            label = self.t("saves.slot", n=n)
            if info is not None:
                label += f" — {info.label or info.saved_at[:16]}"
            self.add(label, partial(self._save, slot, info is not None))
        self.add(self.t("sj.sjsetup.back"), app.pop)

    def _save(self, slot: str, used: bool) -> None:
        def do() -> None:
            s = self.board.session
            names = ", ".join(x.name for x in s.seats)
            label = self.t("saves.default_label", round=s.game.state.round, names=names)
            try:
                s.save(slot, label)
            except OSError as exc:
                self.app.push(MessageOverlay(self.app, self.t("sj.pause.save_failed"), [str(exc)]))
                return
            self.app.pop()
            self.board.notify(self.t("sj.pause.saved", slot=self.t("saves.slot", n=slot[4:])))

        if used:
            self.app.push(ConfirmOverlay(self.app, self.t("confirm.overwrite_slot"), do))
        else:
            do()


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
