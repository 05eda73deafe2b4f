"""Buttons, panels, tooltips and text placement shared by every scene."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import pygame

from game.shell.assets import BRASS, CREAM, INK, PARCHMENT, Assets

# Font sizes by role: a size is worked out from the room a text has, but never below its role's
# floor; a text that still does not fit wraps or ends in an ellipsis (`fit_line`) instead of
# shrinking to an unreadable size. Titles head a screen or a card, names label a thing (a
# button, a tile, a seat), body is running text (prompts, the log, tooltips).
TITLE, NAME, BODY = "title", "name", "body"
FLOOR = {TITLE: 20, NAME: 12, BODY: 13}
ELLIPSIS = "…"
RIVETS = 0.22  # the share of a button's width its two rivets and their margins take


@dataclass(frozen=True)
class TextBlit:
    """A line of text drawn, where it went and the box it belongs in (both in the coordinates
    of the surface it was drawn on, whose size is `surface`)."""

    text: str
    rect: pygame.Rect
    box: pygame.Rect
    surface: tuple[int, int]


_recorder: list[TextBlit] | None = None


@contextmanager
def recording_text() -> Iterator[list[TextBlit]]:
    """Collect every line `blit_text` draws while inside (the layout tests check that no text
    leaves its box); nothing is kept outside the block."""
    global _recorder
    outer, _recorder = _recorder, []
    try:
        yield _recorder
    finally:
        _recorder = outer


def record_text(surface: pygame.Surface, text: str, rect: pygame.Rect, box: pygame.Rect) -> None:
    """Note a line drawn by other means than `blit_text` (a pre-rendered label)."""
    if _recorder is not None and text.strip():
        _recorder.append(TextBlit(text, pygame.Rect(rect), pygame.Rect(box), surface.get_size()))


def blit_text(
    surface: pygame.Surface,
    assets: Assets,
    text: str,
    pos: tuple[float, float],
    size: int,
    colour: tuple[int, ...] = INK,
    anchor: str = "topleft",
    bold: bool = False,
    box: pygame.Rect | None = None,
) -> pygame.Rect:
    """Draw one line; `box` is the room it belongs in (default: the whole surface)."""
    img = assets.text(text, size, colour, bold)
    rect = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    surface.blit(img, rect)
    if _recorder is not None:
        record_text(surface, text, _ink(assets, text, size, bold, rect), box or surface.get_rect())
    return rect


def _ink(assets: Assets, text: str, size: int, bold: bool, rect: pygame.Rect) -> pygame.Rect:
    """The part of a line's rectangle the letters can reach: the font's line box includes
    room above the capitals and below the descenders that the letters never use."""
    font = assets.font(size, bold)
    top = max(0, font.get_ascent() - round(size * 0.75))
    return pygame.Rect(rect.x, rect.y + top, rect.w, rect.h - top)


def ellipsize(assets: Assets, text: str, size: int, width: int, bold: bool = False) -> str:
    """`text`, cut and ended with an ellipsis where needed to fit `width` pixels."""
    font = assets.font(size, bold)
    if font.size(text)[0] <= width:
        return text
    words = text
    while words and font.size(words.rstrip() + ELLIPSIS)[0] > width:
        words = words[:-1]
    return words.rstrip() + ELLIPSIS if words else ""


def fit_line(
    assets: Assets, text: str, size: int, width: int, bold: bool = False, role: str = NAME
) -> tuple[str, int]:
    """One line of text in `width` pixels: the largest size from `size` down to the role's
    floor at which it fits, else at the floor with an ellipsis."""
    floor = min(size, FLOOR[role])
    font_w = lambda n: assets.font(n, bold).size(text)[0]  # noqa: E731
    while size > floor and font_w(size) > width:
        size -= 1
    return ellipsize(assets, text, size, width, bold), size


@dataclass(frozen=True)
class LogWindow:
    """What part of a log `draw_log` showed: `scroll` entries back from the latest (kept within
    0..`furthest`), with rows `line_h` pixels apart."""

    scroll: int = 0
    furthest: int = 0
    line_h: int = 16


LOG_BAR = 6  # the scroll bar's width at the log's right edge


def draw_log(
    surface: pygame.Surface,
    assets: Assets,
    log: list[tuple[str, tuple[int, int, int]]],
    rect: pygame.Rect,
    size: int,
    scroll: int = 0,
) -> LogWindow:
    """The lines of a log that fit in `rect` on a dark panel, each in its seat's colour (made
    readable there, `log_colour`): the latest ones, or those `scroll` entries back, with a
    scroll bar when there is more than fits."""
    line_h = assets.font(size).get_linesize()
    visible = max(1, rect.h // line_h)
    width = rect.w - LOG_BAR - 4
    rows = [assets.wrap(text, size, width) for text, _ in log]
    # The furthest back: the window's bottom at the first entry that fills it from the top.
    furthest, total = 0, 0
    for k, wrapped in enumerate(rows):
        total += len(wrapped)
        if total >= visible:
            furthest = len(log) - 1 - k
            break
    scroll = max(0, min(scroll, furthest))
    lines: list[tuple[str, tuple[int, int, int]]] = []
    for i in range(len(log) - 1 - scroll, -1, -1):
        lines = [(w, log[i][1]) for w in rows[i]] + lines
        if len(lines) >= visible:
            break
    for i, (text, colour) in enumerate(lines[-visible:]):
        at = (rect.x, rect.y + i * line_h)
        blit_text(surface, assets, text, at, size, log_colour(colour), box=rect)
    if furthest:
        track = pygame.Rect(rect.right - LOG_BAR, rect.y, LOG_BAR, rect.h)
        pygame.draw.rect(surface, (90, 70, 50), track, border_radius=3)
        every = sum(len(wrapped) for wrapped in rows)
        thumb_h = max(LOG_BAR * 3, rect.h * visible // max(visible, every))
        share = 1 - scroll / furthest  # 1: the latest lines
        thumb = pygame.Rect(track.x, track.y + round((rect.h - thumb_h) * share), LOG_BAR, thumb_h)
        pygame.draw.rect(surface, (222, 196, 140), thumb, border_radius=3)
    return LogWindow(scroll, furthest, line_h)


def log_colour(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """Log text sits on a dark panel: seat colours are lifted towards cream (readable there:
    contrast at least 4.5:1, see the log's test)."""
    return tuple(min(255, int(c * 0.45 + 250 * 0.55)) for c in colour)  # type: ignore[return-value]


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fill: tuple[int, ...] = PARCHMENT,
    border: tuple[int, ...] = BRASS,
    radius: int = 10,
    shadow: bool = True,
    width: int = 2,
) -> None:
    """A rounded card with a soft shadow."""
    if shadow:
        sh = pygame.Surface((rect.w + 8, rect.h + 8), pygame.SRCALPHA)
        pygame.draw.rect(sh, (0, 0, 0, 70), sh.get_rect().inflate(-4, -4), border_radius=radius)
        surface.blit(sh, (rect.x + 2, rect.y + 4))
    if len(fill) == 4 and fill[3] < 255:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=radius)
        surface.blit(layer, rect.topleft)
    else:
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if width:
        pygame.draw.rect(surface, border, rect, width, border_radius=radius)


def tooltip(
    surface: pygame.Surface, assets: Assets, text: str, at: tuple[int, int], size: int = 18
) -> None:
    """A parchment box near the pointer, kept inside the window."""
    width = min(360, surface.get_width() - 20)
    lines = assets.wrap(text, size, width - 20)
    line_h = assets.font(size).get_linesize()
    w = min(width, max(assets.font(size).size(line)[0] for line in lines) + 20)
    h = line_h * len(lines) + 14
    x = min(at[0] + 16, surface.get_width() - w - 6)
    y = at[1] + 20
    if y + h > surface.get_height() - 6:
        y = at[1] - h - 10
    rect = pygame.Rect(x, max(6, y), w, h)
    panel(surface, rect, fill=CREAM, radius=6)
    for i, line in enumerate(lines):
        blit_text(surface, assets, line, (rect.x + 10, rect.y + 7 + i * line_h), size, box=rect)


@dataclass
class Button:
    """A clickable button; `enabled` may be a reason string shown as a tooltip when disabled."""

    label: str
    rect: pygame.Rect
    on_click: Callable[[], object]
    enabled: bool = True
    hotkey: int | None = None
    tip: str = ""
    disabled_reason: str = ""
    hover: bool = field(default=False, init=False)
    shortened: bool = field(default=False, init=False)  # drawn ending in an ellipsis

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.rect.collidepoint(event.pos) and self.enabled:
                self.on_click()
                return True
        elif event.type == pygame.KEYDOWN and event.key == self.hotkey and self.enabled:
            self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        name = "button" if self.enabled else "button_disabled"
        if self.enabled and self.hover:
            name = "button_hover"
        if assets.has_image(name):
            surface.blit(assets.image(name, self.rect.size), self.rect)
        else:
            panel(surface, self.rect, fill=BRASS if self.enabled else (150, 140, 120))
        colour = INK if self.enabled else (90, 80, 70)
        # Long labels (and French ones) shrink to fit their button, down to a name's floor,
        # between the plate's two rivets (each about a tenth of its width in from the edge).
        room = self.rect.w - max(24, round(self.rect.w * RIVETS))
        label, size = fit_line(assets, self.label, int(self.rect.h * 0.48), room, True)
        self.shortened = label != self.label
        blit_text(surface, assets, label, self.rect.center, size, colour, "center", True, self.rect)

    def tip_text(self) -> str:
        """The tooltip: the whole label when it was drawn shortened, then the reason it is
        disabled (or the button's own tip)."""
        said = self.disabled_reason if not self.enabled and self.disabled_reason else self.tip
        whole = self.label if self.shortened and self.label not in said else ""
        return "\n".join(part for part in (whole, said) if part)


def button_tip(buttons: list[Button], mouse: tuple[int, int]) -> str:
    """The tooltip of the button under the pointer (its whole label if it was shortened), or
    "" when there is none."""
    for button in buttons:
        if button.rect.collidepoint(mouse) and button.tip_text():
            return button.tip_text()
    return ""


def handle_buttons(buttons: list[Button], event: pygame.event.Event, assets: Assets) -> bool:
    """Offer an event to each button; a click that lands makes the click sound."""
    for button in buttons:
        if button.handle(event):
            assets.play("click")
            return True
    return False


@dataclass
class Toggle:
    """An on/off option: a check box and a label; a disabled one shows a lock and its reason."""

    label: str
    rect: pygame.Rect
    on: bool
    on_click: Callable[[], None]
    enabled: bool = True
    tip: str = ""
    disabled_reason: str = ""
    hover: bool = field(default=False, init=False)
    shortened: bool = field(default=False, init=False)  # drawn ending in an ellipsis

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.rect.collidepoint(event.pos)
            and self.enabled
        ):
            self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        r = self.rect
        if self.enabled and self.hover:
            pygame.draw.rect(surface, (250, 236, 200), r, border_radius=8)
            pygame.draw.rect(surface, BRASS, r, 2, border_radius=8)
        box_side = max(14, int(r.h * 0.62))
        box = pygame.Rect(0, 0, box_side, box_side)
        box.midleft = (r.x + max(6, r.h // 5), r.centery)
        fill = CREAM if self.enabled else (214, 204, 184)
        pygame.draw.rect(surface, fill, box, border_radius=5)
        pygame.draw.rect(
            surface, BRASS if self.enabled else (160, 150, 130), box, 2, border_radius=5
        )
        if self.on and self.enabled:
            tick = assets.image("ui_check", (box_side - 4, box_side - 4))
            surface.blit(tick, tick.get_rect(center=box.center))
        elif not self.enabled:
            lock = assets.image("ui_lock", (box_side - 6, box_side - 6))
            surface.blit(lock, lock.get_rect(center=box.center))
        colour = INK if self.enabled else (130, 118, 100)
        left = box.right + max(8, r.h // 4)
        # A long (or French) label shrinks to fit its row, down to a name's floor.
        label, size = fit_line(assets, self.label, int(r.h * 0.56), r.right - left - 4)
        self.shortened = label != self.label
        blit_text(surface, assets, label, (left, r.centery), size, colour, "midleft", box=r)

    def tip_text(self) -> str:
        """The whole label when it was drawn shortened, the tip, and why it is locked."""
        whole = self.label if self.shortened and self.label not in self.tip else ""
        locked = self.disabled_reason if not self.enabled else ""
        return "\n".join(part for part in (whole, self.tip, locked) if part)


def message_box(
    surface: pygame.Surface,
    assets: Assets,
    box: pygame.Rect,
    text: str,
    size: int,
    style: tuple[tuple[int, ...], tuple[int, ...]],
    pad: int,
) -> None:
    """A short message (a refusal, a notice) on a coloured card: up to two lines centred in
    `box`, which grows to hold them; `style` is (fill, border), `pad` the scaled margin unit."""
    lines = assets.wrap(text, size, box.w - 2 * pad)[:2]
    height = assets.font(size).get_linesize()
    box = box.copy()
    box.h = max(box.h, len(lines) * height + pad * 7 // 6)
    fill, border = style
    panel(surface, box, fill=fill, border=border, radius=8)
    y = box.centery - len(lines) * height // 2
    for line in lines:
        blit_text(surface, assets, line, (box.centerx, y), size, CREAM, "midtop", bold=True)
        y += height
