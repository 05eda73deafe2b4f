"""Title screen: the box chooser (the shelf), then new game, continue, load, settings, rules."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.shell.assets import BRASS, CREAM, HIGHLIGHT, INK
from game.shell.boxes import Box, all_boxes, get_box
from game.shell.overlays import LoadOverlay, MessageOverlay, SettingsOverlay, open_loaded
from game.shell.persistence import SaveError, has_autosave, load_game
from game.shell.replay_list import ReplaysOverlay
from game.shell.scene import Scene
from game.shell.widgets import Button, blit_text, button_tip, fit_line, handle_buttons, panel


class TitleScene(Scene):
    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.buttons: list[Button] = []
        self.guide_button: Button | None = None  # beside New game, for a box with a guide
        self._background: pygame.Surface | None = None
        # One card per box on the shelf; the chosen one drives New game and Rules.
        self.box_cards: list[tuple[Box, pygame.Rect]] = []

    @property
    def box(self) -> Box:
        return get_box(self.app.settings.box)

    def _choose_box(self, box: Box) -> None:
        if box.id != self.app.settings.box:
            self.app.apply_settings(replace(self.app.settings, box=box.id))
            self.enter()  # the strings and the title follow the box

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
                t("menu.replays"), pygame.Rect(0, 0, 1, 1), lambda: app.push(ReplaysOverlay(app))
            ),
            Button(
                t("menu.settings"), pygame.Rect(0, 0, 1, 1), lambda: app.push(SettingsOverlay(app))
            ),
            Button(t("menu.rules"), pygame.Rect(0, 0, 1, 1), lambda: app.push(self.box.rules(app))),
            Button(t("menu.quit"), pygame.Rect(0, 0, 1, 1), app.quit, hotkey=pygame.K_q),
        ]
        self.guide_button = None
        guide = self.box.guide
        if guide is not None:
            self.guide_button = Button(
                t("menu.guide"), pygame.Rect(0, 0, 1, 1), lambda: app.push(guide(app))
            )
            self.buttons.append(self.guide_button)
        self.layout(self.app.size)
        if self.app.settings_message:
            self.app.push(
                MessageOverlay(self.app, t("settings.title"), [self.app.settings_message])
            )
            self.app.settings_message = None

    def layout(self, size: tuple[int, int]) -> None:
        self._background = None
        k = min(size[0] / 1600, size[1] / 900)
        boxes = all_boxes()
        cw, ch, gap = int(300 * k), int(64 * k), int(20 * k)
        left = size[0] // 2 - (len(boxes) * cw + (len(boxes) - 1) * gap) // 2
        top = int(size[1] * 0.36)
        self.box_cards = [
            (box, pygame.Rect(left + i * (cw + gap), top, cw, ch)) for i, box in enumerate(boxes)
        ]
        w, h = int(360 * k), max(36, int(52 * k))
        x = size[0] // 2 - w // 2
        y = int(size[1] * 0.47)
        column = [b for b in self.buttons if b is not self.guide_button]
        for i, b in enumerate(column):
            b.rect = pygame.Rect(x, y + i * (h + int(12 * k)), w, h)
        if self.guide_button is not None:  # to the right of New game
            self.guide_button.rect = pygame.Rect(x + w + int(16 * k), y, w, h)
        self.k = k

    def _new_game(self) -> None:
        self.app.push(self.box.new_game(self.app))

    def _continue(self) -> None:
        try:
            loaded = load_game("autosave")
        except SaveError as exc:
            self.app.push(MessageOverlay(self.app, self.app.t.t("saves.corrupt"), [str(exc)]))
            return
        open_loaded(self.app, loaded)

    def handle(self, event: pygame.event.Event) -> bool:
        if handle_buttons(self.buttons, event, self.app.assets):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for box, rect in self.box_cards:
                if rect.collidepoint(event.pos):
                    self._choose_box(box)
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
            self.box.title,
            (card.centerx, card.y + int(30 * k)),
            int(96 * k),
            INK,
            "midtop",
            bold=True,
            box=card,
        )
        blit_text(
            surface,
            a,
            self.app.t.t(self.box.subtitle_key),
            (card.centerx, card.bottom - int(46 * k)),
            int(34 * k),
            (110, 60, 30),
            "midtop",
            box=card,
        )
        for i, own in enumerate(self.box.title_cards[:4]):
            name = self.box.sprite(own)
            base = a.image(name)  # the box's own cards, at their own shape
            img = a.image(name, (int(100 * k), int(100 * k * base.get_height() / base.get_width())))
            x = card.x - int(130 * k) if i < 2 else card.right + int(30 * k)
            surface.blit(img, (x, card.y + (i % 2) * int(40 * k)))
        self._draw_shelf(surface, k)
        for b in self.buttons:
            b.draw(surface, a)
        mouse = pygame.mouse.get_pos()
        if tip := button_tip(self.buttons, mouse):  # a shortened label, whole
            self.app.tooltip = (tip, mouse)
        if not self.app.t.has("menu.footer"):
            return  # a box without a footer line
        blit_text(
            surface,
            a,
            self.app.t.t("menu.footer"),
            (size[0] // 2, size[1] - 10),
            int(20 * k) + 6,
            CREAM,
            "midbottom",
        )

    def _draw_shelf(self, surface: pygame.Surface, k: float) -> None:
        """The box chooser: a card per box, the chosen one framed in gold."""
        a = self.app.assets
        if not self.box_cards:
            return
        first = self.box_cards[0][1]
        blit_text(
            surface,
            a,
            self.app.t.t("menu.shelf"),
            (surface.get_width() // 2, first.y - int(6 * k)),
            int(22 * k) + 4,
            CREAM,
            "midbottom",
        )
        mouse = pygame.mouse.get_pos()
        for box, rect in self.box_cards:
            if rect.collidepoint(mouse):  # the app draws the tooltip set during draw
                self.app.tooltip = (self.app.t.t("menu.box_tip", title=box.title), mouse)
            chosen = box.id == self.app.settings.box
            panel(surface, rect, radius=10)
            if chosen:
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(6, 6), width=3, border_radius=12)
            icon_h = rect.h - int(12 * k)
            icon = a.image(box.sprite(box.cover), (int(icon_h * 0.7), icon_h))
            surface.blit(icon, (rect.x + int(8 * k), rect.y + int(6 * k)))
            left = rect.x + int(16 * k) + icon.get_width()
            room = pygame.Rect(left, rect.y, rect.right - left - 6, rect.h)
            title, size = fit_line(a, box.title, int(26 * k) + 4, room.w, chosen)
            colour = INK if chosen else BRASS
            blit_text(surface, a, title, room.midleft, size, colour, "midleft", chosen, room)
