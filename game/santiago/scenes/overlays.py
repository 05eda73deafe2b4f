"""Santiago de Cuba's overlays: the pause menu, saving a game in progress and the rules help."""

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
    from game.santiago.scenes.table import TableScene
    from game.shell.app import App

RULE_LINES = 7


class PauseOverlay(Overlay):
    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app, self_t(app, "santiago.pause.title"))
        self.table = table
        self.add(self.t("santiago.pause.resume"), app.pop, hotkey=pygame.K_ESCAPE)
        self.add(self.t("santiago.pause.save"), lambda: app.push(SaveOverlay(app, table)))
        self.add(self.t("santiago.pause.load"), lambda: app.push(LoadOverlay(app)))
        self.add(self.t("santiago.pause.settings"), lambda: app.push(SettingsOverlay(app)))
        self.add(self.t("santiago.pause.rules"), lambda: app.push(RulesOverlay(app)))
        self.add(self.t("santiago.pause.quit_to_title"), self._quit)

    def _quit(self) -> None:
        from game.shell.title import TitleScene

        self.app.push(
            ConfirmOverlay(
                self.app,
                self.t("confirm.quit_to_title"),
                lambda: self.app.reset(TitleScene(self.app)),
            )
        )


def save_label(app: App, table: TableScene) -> str:
    s = table.session
    names = ", ".join(x.name for x in s.seats)
    return self_t(app, "santiago.pause.save_label", turn=s.game.state.turn, names=names)


class SaveOverlay(Overlay):
    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app, self_t(app, "saves.save_title"))
        self.table = table
        taken = {info.slot: info for info in list_saves()}
        for n in range(1, 6):
            slot = f"slot{n}"
            info = taken.get(slot)
            label = self.t("saves.slot", n=n)
            if info is not None:
                label += f" — {info.label or info.saved_at[:16]}"
            self.add(label, partial(self._save, slot, info is not None))
        self.add(self.t("common.back"), app.pop)

    def _save(self, slot: str, used: bool) -> None:
        def do() -> None:
            try:
                self.table.session.save(slot, save_label(self.app, self.table))
            except OSError as exc:
                self.app.push(
                    MessageOverlay(self.app, self.t("saves.save_failed", reason=exc), [str(exc)])
                )
                return
            self.app.pop()
            self.table.notify(self.t("saves.saved", slot=self.t("saves.slot", n=slot[4:])))

        if used:
            label = self.t("saves.slot", n=slot[4:])
            question = self.t("confirm.overwrite_slot", slot=label, label=label)
            self.app.push(ConfirmOverlay(self.app, question, do))
        else:
            do()


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
