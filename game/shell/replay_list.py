"""The replays list (from the title screen): the newest kept games, a page at a time; a replay
that cannot be used is listed with its reason and left on disk."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.shell.boxes import all_boxes, get_box
from game.shell.overlays import MessageOverlay, Overlay, self_t
from game.shell.persistence import SaveError, list_saves, load_game
from game.shell.replays import ReplayError, ReplayInfo, list_replays, load_replay

if TYPE_CHECKING:
    from game.shell.app import App

PAGE = 8  # replays per page of the list


def _label(info: ReplayInfo, title: str) -> str:
    """When, which game (with several boxes on the shelf), and each seat with its score."""
    when = info.recorded_at[:16].replace("T", " ")
    if info.scores and len(info.scores) == len(info.names):
        who = ", ".join(f"{name} {score}" for name, score in zip(info.names, info.scores))
    else:
        who = info.label or ", ".join(info.names)
    return " · ".join(part for part in (when, title, who) if part)


class ReplaysOverlay(Overlay):
    width = 820

    def __init__(self, app: App, page: int = 0, infos: list[ReplayInfo] | None = None) -> None:
        super().__init__(app, self_t(app, "replays.title"))
        self.infos = list_replays() if infos is None else infos
        self.page = page
        pages = max(1, -(-len(self.infos) // PAGE))
        if not self.infos:
            self.lines = [self.t("replays.none")]
        elif pages > 1:
            self.lines = [self.t("replays.page", page=page + 1, pages=pages)]
        viewers = {b.id for b in all_boxes() if b.open_replay is not None}
        for info in self.infos[page * PAGE : (page + 1) * PAGE]:
            if not info.ok:
                label = f"{info.path.name}: {self.t('replays.unusable')}"
                self.add(label, lambda: None, enabled=False, reason=info.problem or "")
                continue
            title = get_box(info.box).title
            label = _label(info, title if len(all_boxes()) > 1 else "")
            enabled = info.box in viewers
            reason = "" if enabled else self.t("replays.no_viewer", title=title)
            self.add(label, partial(self._open, info.path), enabled=enabled, reason=reason)
        if page + 1 < pages:
            self.add(self.t("replays.older"), partial(self._turn, page + 1))
        if page > 0:
            self.add(self.t("replays.newer"), partial(self._turn, page - 1))
        self.add(self.t("replays.watch_save"), lambda: app.push(WatchSaveOverlay(app)))
        self.add(self.t("common.back"), app.pop, hotkey=pygame.K_ESCAPE)

    def _turn(self, page: int) -> None:
        self.app.replace(ReplaysOverlay(self.app, page, self.infos))

    def _open(self, path: Path) -> None:
        try:
            replay = load_replay(path)
        except ReplayError as exc:
            self.app.push(MessageOverlay(self.app, self.t("replays.refused"), [exc.message]))
            return
        viewer = get_box(replay.box).open_replay
        if viewer is not None:
            viewer(self.app, replay)


class WatchSaveOverlay(Overlay):
    """A saved game shown in the replay viewer, from its set-up to where it was saved."""

    def __init__(self, app: App) -> None:
        super().__init__(app, self_t(app, "replays.watch_save"))
        saves = list_saves()
        if not saves:
            self.lines = [self.t("saves.none")]
        for info in saves[:8]:
            label = info.label or info.slot
            if not info.ok:
                label = f"{info.slot}: {self.t('saves.unusable')}"
            self.add(
                label, partial(self._watch, info.slot), enabled=info.ok, reason=info.problem or ""
            )
        self.add(self.t("common.back"), app.pop, hotkey=pygame.K_ESCAPE)

    def _watch(self, slot: str) -> None:
        try:
            loaded = load_game(slot)
        except SaveError as exc:
            self.app.push(MessageOverlay(self.app, self.t("saves.corrupt"), [str(exc)]))
            return
        watch = get_box(loaded.box).watch_save
        if watch is None:
            title = get_box(loaded.box).title
            self.app.push(
                MessageOverlay(self.app, self.t("replays.no_viewer", title=title), [loaded.label])
            )
            return
        watch(self.app, loaded)
