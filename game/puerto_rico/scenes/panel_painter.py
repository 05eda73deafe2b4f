"""Decision panels drawn over the log: the panel model (rows of choices, a heading, a note) and
its painting; a cell under the pointer is painted again, lit, when the board draws a frame."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.puerto_rico.engine import Action
from game.shell.assets import BRASS, CREAM, HIGHLIGHT, INK, PARCHMENT
from game.shell.widgets import blit_text, fit_line, panel

if TYPE_CHECKING:
    from game.shell.app import App

NOTE = (104, 70, 38)  # the colour of a panel's note and its "more" line


@dataclass
class Choice:
    """One cell of a decision panel: a click plays `action` or runs `on_click` (else a label)."""

    text: str = ""
    icons: tuple[str, ...] = ()
    action: Action | None = None
    on_click: Callable[[], None] | None = None
    tip: str = ""
    selected: bool = False
    weight: float = 1.0
    key: str = ""  # names a toggle or counter ("export:corn", "small:+:corn")
    left: bool = False  # a row's label reads from the left; other words sit centred
    badge: str = ""  # a small sprite over the icon's corner (the figure standing on a place)
    # The thing on the table lit while the choice is pointed at, as a hotspot's kind and value
    # (the ship a raid takes: ("ship", 1)).
    target: tuple[str, Any] | None = None

    @property
    def clickable(self) -> bool:
        return self.action is not None or self.on_click is not None


@dataclass
class DecisionPanel:
    """A decision shown as rows of choices over the log panel, with a heading and a note."""

    title: str
    rows: list[list[Choice]]
    note: str = ""


class PanelPainter:
    """Paints a decision panel's heading, note and rows of choices."""

    def __init__(self, app: App) -> None:
        self.app = app

    def t(self, key: str, **fields: Any) -> str:
        return self.app.t.t(key, **fields)

    def draw(
        self,
        surface: pygame.Surface,
        choices: DecisionPanel,
        box: pygame.Rect,
        px: Callable[[float], int],
        mouse: tuple[int, int],
        scroll: int,
    ) -> tuple[list[tuple[pygame.Rect, Choice]], int]:
        """The decision's panel over the top of the log `box` (the latest lines stay in view
        below): a heading, a note, then rows of choices, scrolled by the wheel when they do not
        fit. Returns the cells to point at: the clickable ones and the labels with a tip."""
        a = self.app.assets
        w = box.w - 24
        title = a.wrap(choices.title, px(18), w, bold=True)[:2]
        note = a.wrap(choices.note, px(14), w)[:6] if choices.note else []
        head = len(title) * px(21) + len(note) * px(16) + px(6)
        rows = choices.rows
        row_h = px(36)
        space = box.h - 20 - head
        fit = max(1, space // row_h)
        if len(rows) > fit:
            fit = max(1, (space - px(18)) // row_h)  # room for the "more" line
        scroll = max(0, min(scroll, len(rows) - fit))
        shown = rows[scroll : scroll + fit]
        more = len(rows) - len(shown)
        height = 20 + head + len(shown) * row_h + (px(18) if more else 0)
        rect = pygame.Rect(box.x, box.y, box.w, min(box.h, height))
        panel(surface, rect, fill=PARCHMENT, radius=8)
        x, y = box.x + 12, box.y + 10
        for line in title:
            blit_text(surface, a, line, (x, y), px(18), INK, bold=True, box=rect)
            y += px(21)
        for line in note:
            blit_text(surface, a, line, (x, y), px(14), NOTE, box=rect)
            y += px(16)
        y += px(6)
        cells: list[tuple[pygame.Rect, Choice]] = []
        for i, row in enumerate(shown):
            row_rect = pygame.Rect(x, y + i * row_h, w, row_h - 5)
            self._draw_choice_row(surface, row_rect, row, px, mouse, cells)
        if more:
            text = self.t("choice.more", n=more)
            blit_text(surface, a, text, (x, y + len(shown) * row_h), px(14), NOTE)
        return cells, scroll

    def _draw_choice_row(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        row: list[Choice],
        px: Callable[[float], int],
        mouse: tuple[int, int],
        cells: list[tuple[pygame.Rect, Choice]],
    ) -> None:
        """Cells side by side: a picture-only button keeps its size, the others share the rest."""
        gap = 4
        fixed = {id(c): _icon_width(c, rect.h) + 20 for c in row if c.icons and not c.text}
        flexible = [c for c in row if id(c) not in fixed]
        total = sum(c.weight for c in flexible) or 1.0
        room = rect.w - gap * (len(row) - 1) - sum(fixed.values())
        x = rect.x
        for choice in row:
            w = fixed.get(id(choice)) or round(room * choice.weight / total)
            if choice is row[-1] and id(choice) not in fixed:
                w = rect.right - x
            cell = pygame.Rect(x, rect.y, w, rect.h)
            if choice.clickable or choice.tip:
                cells.append((cell, choice))
            self.draw_choice(surface, cell, choice, px, cell.collidepoint(mouse))
            x += w + gap

    def draw_choice(
        self,
        surface: pygame.Surface,
        cell: pygame.Rect,
        choice: Choice,
        px: Callable[[float], int],
        hovered: bool,
    ) -> None:
        a = self.app.assets
        if choice.clickable:
            fill = HIGHLIGHT if choice.selected else (255, 238, 186) if hovered else CREAM
            border = (150, 100, 30) if choice.selected else BRASS
            width = 2 if choice.selected or hovered else 1
            panel(surface, cell, fill=fill, border=border, radius=6, shadow=False, width=width)
        sizes = _icon_sizes(choice, cell.h)
        centred = not choice.text
        ix = cell.centerx - _icon_width(choice, cell.h) // 2 if centred else cell.x + 6
        for icon, icon_size in zip(choice.icons, sizes):
            surface.blit(a.image(icon, icon_size), (ix, cell.centery - icon_size[1] // 2))
            ix += icon_size[0] + 4
        if choice.badge and sizes:
            h = sizes[-1][1] * 2 // 3
            img = a.image(choice.badge, (round(h * 0.78), h))
            surface.blit(img, img.get_rect(bottomright=(ix - 2, cell.bottom - 2)))
        if not choice.text:
            return
        room = cell.right - ix - 6
        bold = choice.clickable
        text, size = fit_line(a, choice.text, px(15), room, bold)
        if choice.icons or choice.left:
            blit_text(surface, a, text, (ix, cell.centery), size, INK, "midleft", bold, cell)
        else:
            blit_text(surface, a, text, cell.center, size, INK, "center", bold, cell)

    def draw_storage(
        self,
        surface: pygame.Surface,
        options: list[Any],
        box: pygame.Rect,
        px: Callable[[float], int],
        mouse: tuple[int, int],
        name: str,
    ) -> list[tuple[pygame.Rect, Any]]:
        """The storage decision of the seat called `name` over the log `box`: a row per way to
        keep goods (`options`, the engine's store values). Returns each row with its goods."""
        a = self.app.assets
        panel(surface, box, fill=PARCHMENT, radius=8)
        heading = self.t("prompt.storage", name=name)
        y = box.y + 8
        for line in a.wrap(heading, px(17), box.w - 20, bold=True)[:2]:
            blit_text(surface, a, line, (box.x + 10, y), px(17), INK, bold=True)
            y += a.font(px(17), True).get_linesize()
        top = y + px(6)
        row_h = px(34)
        rows: list[tuple[pygame.Rect, Any]] = []
        for i, option in enumerate(options[: (box.bottom - top) // row_h]):
            rect = pygame.Rect(box.x + 10, top + i * row_h, box.w - 20, row_h - 4)
            self.draw_storage_row(surface, rect, option, px, rect.collidepoint(mouse))
            rows.append((rect, option))
        return rows

    def draw_storage_row(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        goods: Any,
        px: Callable[[float], int],
        hovered: bool,
    ) -> None:
        a = self.app.assets
        panel(surface, rect, fill=HIGHLIGHT if hovered else CREAM, radius=6, shadow=False)
        x = rect.x + 8
        for good, n in goods:
            img = a.image(f"crate_{good}", (px(22), px(22)))
            surface.blit(img, img.get_rect(midleft=(x, rect.centery)))
            where = (x + px(24), rect.centery)
            blit_text(surface, a, f"×{n}", where, px(15), INK, "midleft", bold=True)
            x += px(60)


def _icon_sizes(choice: Choice, h: int) -> list[tuple[int, int]]:
    ih = max(10, h - 8)
    figures = ("worker", "citizen")
    return [(round(ih * 0.78), ih) if i in figures else (ih, ih) for i in choice.icons]


def _icon_width(choice: Choice, h: int) -> int:
    return sum(s[0] + 4 for s in _icon_sizes(choice, h)) - 4
