"""Puerto Rico's overlays: the pause menu, saving a game in progress and the rules help."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.shell.assets import INK
from game.shell.overlays import (
    ConfirmOverlay,
    HandoverOverlay,
    LoadOverlay,
    MessageOverlay,
    Overlay,
    SettingsOverlay,
    save_summary,
    self_t,
)
from game.shell.persistence import LoadedGame, SaveInfo, list_saves
from game.shell.widgets import blit_text

# Re-exported: the box's scenes and tests open these from here too.
__all__ = [
    "ConfirmOverlay",
    "HandoverOverlay",
    "LoadOverlay",
    "MessageOverlay",
    "PauseOverlay",
    "RulesOverlay",
    "SaveOverlay",
    "SettingsOverlay",
    "start_loaded",
]

if TYPE_CHECKING:
    from game.puerto_rico.scenes.achievement_draft import AchievementDraftScene
    from game.puerto_rico.scenes.board import BoardScene
    from game.puerto_rico.scenes.draft import DraftScene
    from game.shell.app import App

    # A scene playing a session: it can be saved from the menu.
    Table = BoardScene | DraftScene | AchievementDraftScene


class PauseOverlay(Overlay):
    def __init__(self, app: App, board: Table) -> None:
        super().__init__(app, self_t(app, "pause.title"))
        self.board = board
        self.add(self.t("pause.resume"), app.pop, hotkey=pygame.K_ESCAPE)
        self.add(self.t("pause.save"), lambda: app.push(SaveOverlay(app, board)))
        self.add(self.t("pause.load"), lambda: app.push(LoadOverlay(app)))
        self.add(self.t("pause.settings"), lambda: app.push(SettingsOverlay(app)))
        self.add(self.t("pause.rules"), lambda: app.push(RulesOverlay(app)))
        self.add(self.t("pause.quit_to_title"), self._quit)

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
    width = 900  # a used slot's line names the box, round, seats and time

    def __init__(self, app: App, board: Table) -> None:
        super().__init__(app, self_t(app, "saves.save_title"))
        self.board = board
        taken = {info.slot: info for info in list_saves()}
        for n in range(1, 6):
            slot = f"slot{n}"
            info = taken.get(slot)
            label = self.t("saves.slot", n=n)
            if info is not None:
                label += f" — {save_summary(app, info) if info.ok else self.t('saves.unusable')}"
            else:
                label += f" — {self.t('saves.empty')}"
            self.add(label, lambda slot=slot, info=info: self._save(slot, info))
        self.add(self.t("setup.back"), app.pop)

    def _save(self, slot: str, info: SaveInfo | None) -> None:
        def do() -> None:
            s = self.board.session
            names = ", ".join(x.name for x in s.seats)
            label = self.t("saves.default_label", round=s.game.state.round, names=names)
            if s.game.state.phase == "draft":
                label = self.t("draft.save_label", names=names)
            elif s.game.decision == "achievement_draft":
                label = self.t("achievement_draft.save_label", names=names)
            try:
                s.save(slot, label)
            except OSError as exc:
                self.app.push(MessageOverlay(self.app, self.t("saves.save_failed"), [str(exc)]))
                return
            self.app.pop()
            self.board.notify(self.t("saves.saved", slot=self.t("saves.slot", n=slot[4:])))

        if info is not None:  # a used slot: ask before its game is replaced
            held = save_summary(self.app, info) if info.ok else self.t("saves.unusable")
            name = self.t("saves.slot", n=slot[4:])
            question = self.t("confirm.overwrite_slot", slot=name, label=held)
            self.app.push(ConfirmOverlay(self.app, question, do))
        else:
            do()


def start_loaded(app: App, loaded: LoadedGame) -> None:
    """Open a loaded save where it stopped: on the board, in its building draft or in its
    achievements draft."""
    from game.puerto_rico.scenes.achievement_draft import table_scene
    from game.puerto_rico.scenes.board import BoardScene
    from game.puerto_rico.scenes.draft import DraftScene, drafting
    from game.puerto_rico.scenes.session import Session

    session = Session(loaded.game, list(loaded.seats), list(loaded.actions))
    session.lock_record(loaded.undo_floor)
    session.make_agents()
    scene = DraftScene(app, session) if drafting(session) else table_scene(app, session)
    if isinstance(scene, BoardScene):
        scene.restore_log()
    app.reset(scene)


class RulesOverlay(Overlay):
    """A short reminder of the rules, a page at a time: the round, Expansions I and II, then
    one page for each of Expansions III to VI; the first button turns to the next page (the
    last one leads back to the round)."""

    width = 900
    footer = 20
    # (title key, line key prefix, number of lines)
    PAGES = (
        ("rules.title", "rules.line", 8),
        ("rules.exp_title", "rules.exp_line", 7),
        ("rules.iii_title", "rules.iii_line", 7),
        ("rules.iv_title", "rules.iv_line", 7),
        ("rules.v_title", "rules.v_line", 6),
        ("rules.vi_title", "rules.vi_line", 6),
    )

    def __init__(self, app: App, page: int = 0) -> None:
        title, prefix, count = self.PAGES[page]
        lines = [self_t(app, f"{prefix}{i}") for i in range(1, count + 1)]
        super().__init__(app, self_t(app, title), lines)
        self.page = page
        following = (page + 1) % len(self.PAGES)
        if following == 0:
            label = self.t("rules.base")
        elif following == 1:
            label = self.t("rules.more")
        else:
            label = self.t("rules.next", title=self.t(self.PAGES[following][0]))
        self.add(label, lambda: app.replace(RulesOverlay(app, following)))
        self.add(self.t("index.open"), self._open_index, hotkey=pygame.K_F1)
        self.add(self.t("setup.back"), app.pop, hotkey=pygame.K_ESCAPE)

    def _open_index(self) -> None:
        from game.puerto_rico.scenes.building_index import BuildingIndexOverlay

        self.app.push(BuildingIndexOverlay(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        blit_text(
            surface,
            self.app.assets,
            "F1 · F11 · Esc · Enter · S M B C T A P",
            (self.card.centerx, self.card.bottom - 8),
            18,
            INK,
            "midbottom",
            box=self.card,
        )
