"""The replays list (from the title screen): the newest kept games, a page at a time; a replay
that cannot be used is listed with its reason and left on disk."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.shell.boxes import all_boxes, get_box
from game.shell.overlays import MessageOverlay, Overlay, self_t
from game.shell.replays import ReplayError, ReplayInfo, list_replays, load_replay

if TYPE_CHECKING:
    from game.shell.app import App

PAGE = 8  # replays per page of the list


class ReplaysOverlay(Overlay):
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
            when = info.recorded_at[:16].replace("T", " ")
            label = f"{when} · {title} · {info.label or ', '.join(info.names)}"
            enabled = info.box in viewers
            reason = "" if enabled else self.t("replays.no_viewer", title=title)
            self.add(label, partial(self._open, info.path), enabled=enabled, reason=reason)
        if page + 1 < pages:
            self.add(self.t("replays.older"), partial(self._turn, page + 1))
        if page > 0:
            self.add(self.t("replays.newer"), partial(self._turn, page - 1))
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
