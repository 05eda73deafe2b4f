"""The App: one window, one clock, a stack of scenes, and the user's settings."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import replace

import pygame

from game.shell.assets import Assets
from game.shell.boxes import get_box
from game.shell.persistence import Settings, load_settings, save_settings
from game.shell.scene import Scene
from game.shell.widgets import tooltip

FPS = 60
MIN_SIZE = (960, 540)


class App:
    """Owns the window and the scene stack; scenes push, pop and replace each other."""

    def __init__(self, settings: Settings | None = None, headless: bool = False) -> None:
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        pygame.init()
        loaded, self.settings_message = (settings, None) if settings else load_settings()
        self.settings: Settings = loaded  # type: ignore[assignment]
        self.t = get_box(self.settings.box).translator(self.settings.language)
        self.assets = Assets(sound=self.settings.sound, volume=self.settings.volume)
        self.assets.init_audio()
        self.fullscreen = False
        self.screen = self._open_window(tuple(self.settings.window_size))  # type: ignore[arg-type]
        self._caption()
        self.clock = pygame.time.Clock()
        self.stack: list[Scene] = []
        self.running = True
        self.tooltip: tuple[str, tuple[int, int]] | None = None
        self.frame_hooks: list[Callable[[float], None]] = []
        if self.settings.fullscreen:
            self.toggle_fullscreen()

    # ----------------------------------------------------------------- window

    def _caption(self) -> None:
        """The window is named after the box being played (chosen on the title screen)."""
        pygame.display.set_caption(get_box(self.settings.box).title)

    def _open_window(self, size: tuple[int, int]) -> pygame.Surface:
        w = max(MIN_SIZE[0], int(size[0]))
        h = max(MIN_SIZE[1], int(size[1]))
        return pygame.display.set_mode((w, h), pygame.RESIZABLE)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        if self.fullscreen:
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.screen = self._open_window(tuple(self.settings.window_size))  # type: ignore[arg-type]
        self._relayout()

    def _relayout(self) -> None:
        for scene in self.stack:
            scene.layout(self.size)

    def apply_settings(self, settings: Settings) -> None:
        """Adopt new settings now and remember them."""
        language_changed = (settings.language, settings.box) != (
            self.settings.language,
            self.settings.box,
        )
        self.settings = settings
        self.assets.sound_on = settings.sound
        self.assets.volume = settings.volume
        if language_changed:
            self.t = get_box(settings.box).translator(settings.language)
            self._caption()
        save_settings(settings)
        self._relayout()

    # ------------------------------------------------------------------ stack

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        if self.stack:
            self.stack[-1].cover()
        self.stack.append(scene)
        scene.layout(self.size)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.leave()
        if self.stack:
            self.stack[-1].enter()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop().leave()
        self.push(scene)

    def reset(self, scene: Scene) -> None:
        """Clear the stack and start again from `scene` (e.g. back to the title)."""
        while self.stack:
            self.stack.pop().leave()
        self.push(scene)

    def quit(self) -> None:
        self.running = False

    # ------------------------------------------------------------------- loop

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self.screen = self._open_window((event.w, event.h))
            self.settings.window_size = self.size  # type: ignore[assignment]
            save_settings(self.settings)  # the next start opens at this size
            self._relayout()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if self.top is not None:
            self.top.handle(event)

    def frame(self, dt: float) -> None:
        """One update and one draw."""
        for event in pygame.event.get():
            self.handle(event)
            if not self.running:
                return
        top = self.top
        if top is None:
            self.running = False
            return
        top.update(dt)
        for hook in self.frame_hooks:
            hook(dt)
        self.draw()

    def draw(self) -> None:
        self.tooltip = None
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].modal:
            first -= 1
        for scene in self.stack[first:]:
            # Only the top scene has the pointer: a tooltip from a scene below is never shown.
            self.tooltip = None
            scene.draw(self.screen)
        if self.tooltip:
            text, pos = self.tooltip
            tooltip(self.screen, self.assets, text, pos)
        pygame.display.flip()

    def run(self, max_frames: int | None = None) -> None:
        frames = 0
        while self.running:
            dt = self.clock.tick(FPS) / 1000.0
            self.frame(min(dt, 0.1))
            frames += 1
            if max_frames is not None and frames >= max_frames:
                break

    def close(self) -> None:
        pygame.quit()


def main(argv: list[str] | None = None, box: str | None = None) -> int:
    """Open the game at the title screen, with `box` chosen on the shelf if given."""
    from game.shell.title import TitleScene

    app = App()
    if box is not None and box != app.settings.box:
        app.apply_settings(replace(app.settings, box=box))
    app.push(TitleScene(app))
    try:
        app.run()
    finally:
        app.close()
    return 0
