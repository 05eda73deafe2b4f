"""Title screen: new game, continue, load, settings, rules, quit."""

from __future__ import annotations

import pygame

from game.puerto_rico.scenes.overlays import (
    LoadOverlay,
    MessageOverlay,
    RulesOverlay,
    SettingsOverlay,
    start_loaded,
)
from game.shell.assets import CREAM, INK
from game.shell.persistence import SaveError, has_autosave, load_game
from game.shell.scene import Scene
from game.shell.widgets import Button, blit_text, handle_buttons, panel


class TitleScene(Scene):
    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.buttons: list[Button] = []
        self._background: pygame.Surface | None = None

    def enter(self) -> None:
        t = self.app.t.t
        app = self.app
        self.buttons = [
            Button(t("menu.new_game"), pygame.Rect(0, 0, 1, 1), self._new_game, hotkey=pygame.K_n),
            Button(
                t("menu.continue"),
                pygame.Rect(0, 0, 1, 1),
                self._continue,
                enabled=has_autosave(),
                hotkey=pygame.K_c,
            ),
            Button(t("menu.load"), pygame.Rect(0, 0, 1, 1), lambda: app.push(LoadOverlay(app))),
            Button(
                t("menu.settings"), pygame.Rect(0, 0, 1, 1), lambda: app.push(SettingsOverlay(app))
            ),
            Button(t("menu.rules"), pygame.Rect(0, 0, 1, 1), lambda: app.push(RulesOverlay(app))),
            Button(t("menu.quit"), pygame.Rect(0, 0, 1, 1), app.quit, hotkey=pygame.K_q),
        ]
        self.layout(self.app.size)
        if self.app.settings_message:
            self.app.push(
                MessageOverlay(self.app, t("settings.title"), [self.app.settings_message])
            )
            self.app.settings_message = None

    def layout(self, size: tuple[int, int]) -> None:
        self._background = None
        k = min(size[0] / 1600, size[1] / 900)
        w, h = int(360 * k), max(40, int(56 * k))
        x = size[0] // 2 - w // 2
        y = int(size[1] * 0.42)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(x, y + i * (h + int(14 * k)), w, h)
        self.k = k

    def _new_game(self) -> None:
        from game.puerto_rico.scenes.setup import SetupScene

        self.app.push(SetupScene(self.app))

    def _continue(self) -> None:
        try:
            loaded = load_game("autosave")
        except SaveError as exc:
            self.app.push(MessageOverlay(self.app, self.app.t.t("saves.corrupt"), [str(exc)]))
            return
        start_loaded(self.app, loaded)

    def handle(self, event: pygame.event.Event) -> bool:
        if handle_buttons(self.buttons, event, self.app.assets):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        size = surface.get_size()
        if self._background is None or self._background.get_size() != size:
            self._background = a.image("table", size).copy()
            shade = pygame.Surface(size, pygame.SRCALPHA)
            shade.fill((30, 18, 8, 90))
            self._background.blit(shade, (0, 0))
        surface.blit(self._background, (0, 0))
        k = getattr(self, "k", 1.0)
        card = pygame.Rect(0, 0, int(760 * k), int(210 * k))
        card.midtop = (size[0] // 2, int(size[1] * 0.08))
        panel(surface, card, radius=18)
        blit_text(
            surface,
            a,
            "Puerto Rico 1897",
            (card.centerx, card.y + int(30 * k)),
            int(96 * k),
            INK,
            "midtop",
            bold=True,
        )
        blit_text(
            surface,
            a,
            self.app.t.t("app.subtitle"),
            (card.centerx, card.bottom - int(46 * k)),
            int(34 * k),
            (110, 60, 30),
            "midtop",
        )
        for i, role in enumerate(("settler", "builder", "captain", "trader")):
            img = a.image(f"role_{role}", (int(100 * k), int(142 * k)))
            x = card.x - int(130 * k) if i < 2 else card.right + int(30 * k)
            surface.blit(img, (x, card.y + (i % 2) * int(40 * k)))
        for b in self.buttons:
            b.draw(surface, a)
        blit_text(
            surface,
            a,
            self.app.t.t("menu.footer"),
            (size[0] // 2, size[1] - 10),
            int(20 * k) + 6,
            CREAM,
            "midbottom",
        )
