"""Modal overlays every box uses: confirmations, messages, hand-over, loading, settings."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, ClassVar

import pygame

from game.shell.assets import INK, PARCHMENT
from game.shell.boxes import get_box
from game.shell.persistence import LoadedGame, SaveError, SaveInfo, list_saves, load_game
from game.shell.scene import Scene
from game.shell.widgets import Button, blit_text, handle_buttons, panel

if TYPE_CHECKING:
    from game.shell.app import App


class Overlay(Scene):
    """A centred card over a dimmed scene, with a title, some lines and a column of buttons."""

    modal = True
    width = 520

    def __init__(self, app: App, title: str, lines: list[str] | None = None) -> None:
        super().__init__(app)
        self.title = title
        self.lines = lines or []
        self.buttons: list[Button] = []
        self.card = pygame.Rect(0, 0, 10, 10)
        self.text_rows: list[tuple[str, int, bool, int]] = []  # set by layout

    def t(self, key: str, **fields: object) -> str:
        return self.app.t.t(key, **fields)

    def add(
        self,
        label: str,
        action: Callable[[], object],
        enabled: bool = True,
        hotkey: int | None = None,
        reason: str = "",
    ) -> Button:
        button = Button(
            label, pygame.Rect(0, 0, 1, 1), action, enabled, hotkey, disabled_reason=reason
        )
        self.buttons.append(button)
        return button

    footer = 0  # room below the buttons for a last line of text

    def cover(self) -> None:
        for button in self.buttons:
            button.hover = False  # another card opened over this one: it has the pointer

    MARGIN = 20  # between the card's edge and its words

    def layout(self, size: tuple[int, int]) -> None:
        k = min(size[0] / 1600, size[1] / 900)
        w = min(int(self.width * max(0.75, k)), size[0] - 20)
        # The title and the lines wrap to the card's width; their rows are counted so the card
        # grows to hold them and the buttons never cover text.
        a = self.app.assets
        inner = w - 2 * self.MARGIN
        title_size, body_size = int(34 * k) + 4, int(22 * k) + 4
        rows: list[tuple[str, int, bool, int]] = []  # text, size, bold, y from the card's top
        y = 16
        for line in a.wrap(self.title, title_size, inner, bold=True) if self.title else []:
            rows.append((line, title_size, True, y))
            y += a.font(title_size, True).get_linesize()
        y += int(8 * k)
        for line in self.lines:
            for sub in a.wrap(line, body_size, inner):
                rows.append((sub, body_size, False, y))
                y += max(int(26 * k), a.font(body_size).get_linesize())
        text_h = y + int(12 * k)
        bh = max(36, int(46 * k))
        h = text_h + len(self.buttons) * (bh + 10) + 40 + self.footer
        self.card = pygame.Rect(0, 0, w, h)
        self.card.center = (size[0] // 2, size[1] // 2)
        self.text_rows = [(text, s, bold, self.card.y + dy) for text, s, bold, dy in rows]
        y = self.card.y + text_h + 20
        for b in self.buttons:
            b.rect = pygame.Rect(self.card.x + 40, y, w - 80, bh)
            y += bh + 10
        self.k = k

    def text_boxes(self) -> list[tuple[str, pygame.Rect]]:
        """Each row of words and where it is drawn (centred on the card)."""
        a = self.app.assets
        boxes = []
        for text, size, bold, y in self.text_rows:
            w, h = a.font(size, bold).size(text)
            boxes.append((text, pygame.Rect(self.card.centerx - w // 2, y, w, h)))
        return boxes

    def handle(self, event: pygame.event.Event) -> bool:
        if handle_buttons(self.buttons, event, self.app.assets):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
        return True  # modal: nothing reaches the scene below

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((20, 12, 6, 150))
        surface.blit(shade, (0, 0))
        panel(surface, self.card, fill=PARCHMENT, radius=14)
        a = self.app.assets
        inner = self.card.inflate(-self.MARGIN, -8)
        for text, size, bold, y in self.text_rows:
            at = (self.card.centerx, y)
            blit_text(surface, a, text, at, size, INK, "midtop", bold, box=inner)
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            b.draw(surface, a)
            if b.rect.collidepoint(mouse) and b.tip_text():
                self.app.tooltip = (b.tip_text(), mouse)


class ConfirmOverlay(Overlay):
    def __init__(self, app: App, question: str, on_yes: Callable[[], None]) -> None:
        # The question is a sentence or two: body text that wraps, not a title.
        super().__init__(app, "", [question])

        def yes() -> None:
            app.pop()
            on_yes()

        self.add(self.t("confirm.yes"), yes, hotkey=pygame.K_RETURN)
        self.add(self.t("confirm.no"), app.pop)


class MessageOverlay(Overlay):
    def __init__(self, app: App, title: str, lines: list[str]) -> None:
        super().__init__(app, title, lines)
        self.add(self.t("confirm.ok"), app.pop, hotkey=pygame.K_RETURN)


class HandoverOverlay(Overlay):
    """Hot seat: the screen waits for the next player, so nobody sees another's turn start."""

    def __init__(
        self,
        app: App,
        name: str,
        menu: Callable[[], Scene] | None = None,
        summary: list[str] | None = None,
    ) -> None:
        if summary is not None:
            self.width = 820  # room for the summary's lines
        super().__init__(app, self_t(app, "handover.pass_to", name=name), since_lines(app, summary))
        self.add(self_t(app, "handover.show_board", name=name), app.pop, hotkey=pygame.K_RETURN)
        self.menu = menu  # the game's pause menu, opened over this card by Esc

    def handle(self, event: pygame.event.Event) -> bool:
        # Esc must not lift the card (that would show the table to the wrong player): it opens
        # the pause menu over it, as it does on the table.
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.menu is not None:
                self.app.push(self.menu())
            return True
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((34, 24, 16))  # hide the table completely while the computer changes hands
        super().draw(surface)


def open_loaded(app: App, loaded: LoadedGame) -> None:
    """Continue a loaded game in its own box: the shelf's choice (and so the words and the
    title screen) follows the save before the box opens it."""
    if loaded.box != app.settings.box:
        app.apply_settings(replace(app.settings, box=loaded.box))
    get_box(loaded.box).open_save(app, loaded)


def self_t(app: App, key: str, **fields: object) -> str:
    return app.t.t(key, **fields)


def since_lines(
    app: App, summary: list[str] | None, keep: int = 10, heading: bool = True
) -> list[str]:
    """A "since your last turn" summary for a card: a heading (unless the card's title says it)
    and the latest `keep` lines (how many earlier ones the log holds is said); nothing when
    there is no summary to give."""
    if summary is None:
        return []
    if not summary:
        return [self_t(app, "handover.since_none")]
    head = [self_t(app, "handover.since")] if heading else []
    if len(summary) > keep:
        head.append(self_t(app, "handover.since_more", n=len(summary) - keep))
    return head + summary[-keep:]


def save_summary(app: App, info: SaveInfo) -> str:
    """A used save slot in one line: its box, round, seats and when it was saved."""
    try:
        box = get_box(info.box).title
    except KeyError:
        box = info.box
    when = info.saved_at[:16].replace("T", " ")
    names = ", ".join(info.names)
    if info.round is None:
        return self_t(app, "saves.summary_no_round", box=box, names=names, when=when)
    return self_t(app, "saves.summary", box=box, round=info.round, names=names, when=when)


class LoadOverlay(Overlay):
    width = 900  # a slot's line names the box, round, seats and time

    def __init__(self, app: App) -> None:
        super().__init__(app, self_t(app, "saves.load_title"))
        saves = list_saves()
        if not saves:
            self.lines = [self.t("saves.none")]
        for info in saves[:8]:
            label = f"{self._slot_name(info.slot)} — {save_summary(app, info)}"
            if not info.ok:
                label = f"{info.slot}: {self.t('saves.unusable')}"
            self.add(
                label,
                partial(self._load, info.slot),
                enabled=info.ok,
                reason=info.problem or "",
            )
        self.add(self.t("common.back"), app.pop)

    def _slot_name(self, slot: str) -> str:
        if slot == "autosave":
            return self.t("saves.autosave")
        return self.t("saves.slot", n=slot.removeprefix("slot"))

    def _load(self, slot: str) -> None:
        try:
            loaded = load_game(slot)
        except SaveError as exc:
            self.app.push(MessageOverlay(self.app, self.t("saves.corrupt"), [str(exc)]))
            return
        open_loaded(self.app, loaded)


class SettingsOverlay(Overlay):
    """Each button cycles one setting; changes apply at once and are saved."""

    width = 680  # a setting's name and value on one button, in French too

    CHOICES: ClassVar[dict[str, list[str]]] = {
        "animation_speed": ["off", "slow", "normal", "fast"],
        "ai_speed": ["slow", "normal", "fast", "instant"],
        "language": ["en", "fr"],
        "round_pause": ["solo", "always", "never"],
    }

    def __init__(self, app: App) -> None:
        super().__init__(app, self_t(app, "settings.title"))
        self._build()

    def _build(self) -> None:
        s = self.app.settings
        self.title = self.t("settings.title")
        self.buttons = []
        for key, values in self.CHOICES.items():
            value = getattr(s, key)
            name, shown = self.t(f"settings.{key}"), self._value_name(key, value)
            label = self.t("settings.named_value", name=name, value=shown)
            self.add(label, partial(self._cycle, key, values))
        for key in ("auto_obvious", "sound", "hide_vp", "undo", "fullscreen"):
            on = getattr(s, key)
            shown = self.t("settings.on" if on else "settings.off")
            label = self.t("settings.named_value", name=self.t(f"settings.{key}"), value=shown)
            self.add(label, partial(self._toggle, key))
        self.add(self.t("common.back"), self.app.pop, hotkey=pygame.K_ESCAPE)
        self.layout(self.app.size)

    def _value_name(self, key: str, value: str) -> str:
        if key == "language":
            return self.t(f"settings.language_{value}")
        if key == "round_pause":
            return self.t(f"settings.round_pause_value.{value}")
        return self.t(f"settings.speed.{value}")

    def _set(self, key: str, value: object) -> None:
        changed = replace(self.app.settings)  # a copy: apply_settings compares old and new
        setattr(changed, key, value)
        self.app.apply_settings(changed)

    def _cycle(self, key: str, values: list[str]) -> None:
        current = getattr(self.app.settings, key)
        nxt = values[(values.index(current) + 1) % len(values)] if current in values else values[0]
        self._set(key, nxt)
        self._build()

    def _toggle(self, key: str) -> None:
        value = not getattr(self.app.settings, key)
        self._set(key, value)
        if key == "fullscreen" and value != self.app.fullscreen:
            self.app.toggle_fullscreen()
        self._build()


class PauseMenuOverlay(Overlay):
    """A box's pause menu: resume, save, load, settings, rules, back to the title. Its words are
    the box's `<prefix>.title`, `<prefix>.resume`, ... strings."""

    def __init__(
        self,
        app: App,
        prefix: str,
        save: Callable[[], Scene],
        rules: Callable[[], Scene],
    ) -> None:
        super().__init__(app, self_t(app, f"{prefix}.title"))
        self.add(self.t(f"{prefix}.resume"), app.pop, hotkey=pygame.K_ESCAPE)
        self.add(self.t(f"{prefix}.save"), lambda: app.push(save()))
        self.add(self.t(f"{prefix}.load"), lambda: app.push(LoadOverlay(app)))
        self.add(self.t(f"{prefix}.settings"), lambda: app.push(SettingsOverlay(app)))
        self.add(self.t(f"{prefix}.rules"), lambda: app.push(rules()))
        self.add(self.t(f"{prefix}.quit_to_title"), self._quit)

    def _quit(self) -> None:
        from game.shell.title import TitleScene

        self.app.push(
            ConfirmOverlay(
                self.app,
                self.t("confirm.quit_to_title"),
                lambda: self.app.reset(TitleScene(self.app)),
            )
        )


class SaveSlotsOverlay(Overlay):
    """Save the game in progress into one of five slots, asking before overwriting a used one.
    `save(slot)` writes it (OSError when it cannot); `notify` tells the table it is done."""

    def __init__(
        self,
        app: App,
        save: Callable[[str], None],
        notify: Callable[[str], None],
        *,
        saved_key: str = "saves.saved",
        failed_key: str = "saves.save_failed",
        back_key: str = "common.back",
    ) -> None:
        super().__init__(app, self_t(app, "saves.save_title"))
        self.save, self.notify = save, notify
        self.saved_key, self.failed_key = saved_key, failed_key
        taken = {info.slot: info for info in list_saves()}
        for n in range(1, 6):
            slot = f"slot{n}"
            info = taken.get(slot)
            label = self.t("saves.slot", n=n)
            if info is not None:
                label += f" — {info.label or info.saved_at[:16]}"
            self.add(label, partial(self._save, slot, info is not None))
        self.add(self.t(back_key), app.pop)

    def _save(self, slot: str, used: bool) -> None:
        name = self.t("saves.slot", n=slot[4:])

        def do() -> None:
            try:
                self.save(slot)
            except OSError as exc:
                title = self.t(self.failed_key, reason=exc)
                self.app.push(MessageOverlay(self.app, title, [str(exc)]))
                return
            self.app.pop()
            self.notify(self.t(self.saved_key, slot=name))

        if used:
            question = self.t("confirm.overwrite_slot", slot=name, label=name)
            self.app.push(ConfirmOverlay(self.app, question, do))
        else:
            do()
