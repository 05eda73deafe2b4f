"""The building index of the rules help: every building with its cost, VP, effect and picture.

A search field filters the list as the player types (names in the player's language, the other
language's names and the effect texts; accents and case do not matter). Up/Down or a click picks
an entry; the right side shows its tile as on the table, its printed facts and its effect. It
opens from the rules help, and from any building's tooltip with F1 or I (`open_at_hover`), on
that building's entry. Opened from a game, the buildings in play show their costs in that game.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import pygame

from game.puerto_rico.catalog import BuildingDef, default_catalog
from game.puerto_rico.scenes.building_tile import TilePainter, building_name
from game.shell.assets import BRASS, CREAM, HIGHLIGHT, INK
from game.shell.scene import Scene
from game.shell.widgets import Button, blit_text, button_tip, handle_buttons, panel

if TYPE_CHECKING:
    from game.shell.app import App

INDEX_KEYS = (pygame.K_F1, pygame.K_i)  # from a building's tooltip
HOVER_KINDS = ("building", "building_supply")  # the hotspots that stand for a building
EXPANSIONS = {"base": "index.base", "I": "index.exp_1", "II": "index.exp_2"}


def fold(text: str) -> str:
    """Lower case without accents: what a search compares."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def matches(b: BuildingDef, query: str) -> bool:
    """Every word of the query appears in the building's names, alias or effect text."""
    haystack = fold(" ".join((b.name_en, b.name_fr, b.alias, b.id, b.text_en, b.text_fr)))
    return all(word in haystack for word in fold(query).split())


def search(defs: Iterable[BuildingDef], query: str, language: str) -> list[BuildingDef]:
    """The buildings the query finds, names first (then effects), each group by cost and name."""
    found = [b for b in defs if matches(b, query)]
    words = fold(query).split()

    def by_name(b: BuildingDef) -> bool:
        name = fold(f"{b.name_en} {b.name_fr} {b.alias}")
        return not all(w in name for w in words)

    return sorted(found, key=lambda b: (by_name(b), b.cost, building_name(b, language)))


class BuildingIndexOverlay(Scene):
    """The searchable index, over whatever scene opened it."""

    modal = True

    def __init__(
        self, app: App, start: str | None = None, in_play: dict[str, BuildingDef] | None = None
    ) -> None:
        super().__init__(app)
        in_play = in_play or {}
        # Every building of the box; the ones in play as this game has them (variant costs).
        self.defs = [in_play.get(b.id, b) for b in default_catalog().buildings]
        self.query = ""
        self.found = search(self.defs, "", self.language)
        self.selected: str | None = start if start in {b.id for b in self.defs} else None
        if self.selected is None and self.found:
            self.selected = self.found[0].id
        self.scroll = 0
        self.card = pygame.Rect(0, 0, 1, 1)
        self.rows: list[tuple[pygame.Rect, str]] = []
        self.tiles = TilePainter(app.assets)
        self.close_button = Button(self.t("index.close"), pygame.Rect(0, 0, 1, 1), app.pop)
        self._keep_selected_in_view()

    @property
    def language(self) -> str:
        return self.app.settings.language

    def t(self, key: str, **fields: object) -> str:
        return str(self.app.t.t(key, **fields))

    def enter(self) -> None:
        pygame.key.start_text_input()

    def leave(self) -> None:
        pygame.key.stop_text_input()

    # ------------------------------------------------------------------ layout

    @property
    def k(self) -> float:
        w, h = self.app.size
        return min(w / 1600, h / 900)

    def layout(self, size: tuple[int, int]) -> None:
        self.card = pygame.Rect(0, 0, int(size[0] * 0.86), int(size[1] * 0.86))
        self.card.center = (size[0] // 2, size[1] // 2)
        bh = max(32, int(44 * self.k))
        self.close_button.rect = pygame.Rect(0, 0, max(140, int(220 * self.k)), bh)
        self.close_button.rect.bottomright = (self.card.right - 16, self.card.bottom - 14)
        self._layout_rows()

    @property
    def search_rect(self) -> pygame.Rect:
        k = self.k
        return pygame.Rect(
            self.card.x + 20, self.card.y + int(70 * k) + 10, self.list_width, max(30, int(44 * k))
        )

    @property
    def list_width(self) -> int:
        return int(self.card.w * 0.4)

    @property
    def row_h(self) -> int:
        return max(24, int(38 * self.k))

    def _visible_rows(self) -> int:
        top = self.search_rect.bottom + 10
        return max(1, (self.card.bottom - 14 - top) // self.row_h)

    def _layout_rows(self) -> None:
        top = self.search_rect.bottom + 10
        shown = self.found[self.scroll : self.scroll + self._visible_rows()]
        self.rows = [
            (pygame.Rect(self.card.x + 20, top + i * self.row_h, self.list_width, self.row_h), b.id)
            for i, b in enumerate(shown)
        ]

    # ------------------------------------------------------------------- input

    def set_query(self, query: str) -> None:
        self.query = query
        self.found = search(self.defs, query, self.language)
        ids = [b.id for b in self.found]
        if self.selected not in ids:
            self.selected = ids[0] if ids else None
        self.scroll = 0
        self._keep_selected_in_view()

    def move(self, step: int) -> None:
        ids = [b.id for b in self.found]
        if not ids:
            return
        i = ids.index(self.selected) if self.selected in ids else -step
        self.selected = ids[max(0, min(len(ids) - 1, i + step))]
        self._keep_selected_in_view()

    def _keep_selected_in_view(self) -> None:
        ids = [b.id for b in self.found]
        if self.selected in ids:
            i, n = ids.index(self.selected), self._visible_rows()
            if i < self.scroll:
                self.scroll = i
            elif i >= self.scroll + n:
                self.scroll = i - n + 1
        self._layout_rows()

    def handle(self, event: pygame.event.Event) -> bool:
        if handle_buttons([self.close_button], event, self.app.assets):
            return True
        if event.type == pygame.TEXTINPUT:
            self.set_query(self.query + event.text)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
            elif event.key == pygame.K_BACKSPACE:
                self.set_query(self.query[:-1])
            elif event.key in (pygame.K_DOWN, pygame.K_UP):
                self.move(1 if event.key == pygame.K_DOWN else -1)
            elif event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                n = self._visible_rows()
                self.move(n if event.key == pygame.K_PAGEDOWN else -n)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, bid in self.rows:
                if rect.collidepoint(event.pos):
                    self.selected = bid
        elif event.type == pygame.MOUSEWHEEL:
            most = max(0, len(self.found) - self._visible_rows())
            self.scroll = max(0, min(most, self.scroll - event.y))
            self._layout_rows()
        return True  # modal: the scene below takes nothing while the index is open

    # -------------------------------------------------------------------- draw

    def draw(self, surface: pygame.Surface) -> None:
        a, k = self.app.assets, self.k
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 130))
        surface.blit(shade, (0, 0))
        panel(surface, self.card, fill=CREAM, radius=14)
        title = self.t("index.title")
        at = (self.card.x + 20, self.card.y + 14)
        blit_text(surface, a, title, at, int(34 * k) + 4, bold=True)
        box = self.search_rect
        panel(surface, box, fill=(255, 252, 240), border=BRASS, radius=6, shadow=False)
        size = max(14, int(24 * k))
        shown = self.query + "|" if self.query else self.t("index.search")
        colour = INK if self.query else (130, 115, 95)
        blit_text(surface, a, shown, (box.x + 10, box.centery), size, colour, "midleft")
        count = self.t("index.count", n=len(self.found))
        blit_text(surface, a, count, (box.right, box.y - 4), size - 4, (110, 60, 30), "bottomright")
        by_id = {b.id: b for b in self.found}
        for rect, bid in self.rows:
            b = by_id[bid]
            if bid == self.selected:
                pygame.draw.rect(surface, HIGHLIGHT, rect, border_radius=6)
            name = building_name(b, self.language)
            blit_text(surface, a, name, (rect.x + 8, rect.centery), size - 2, INK, "midleft")
            facts = self.t("index.row", cost=b.cost, vp=b.vp)
            blit_text(surface, a, facts, (rect.right - 8, rect.centery), size - 4, INK, "midright")
        if not self.found:
            at = (box.x + 10, box.bottom + 16)
            blit_text(surface, a, self.t("index.none"), at, size - 2, (120, 50, 20))
        chosen = next((b for b in self.defs if b.id == self.selected), None)
        if chosen is not None:
            self._draw_entry(surface, chosen)
        self.close_button.draw(surface, a)
        mouse = pygame.mouse.get_pos()
        if tip := button_tip([self.close_button], mouse):  # a shortened label, whole
            self.app.tooltip = (tip, mouse)

    def _draw_entry(self, surface: pygame.Surface, b: BuildingDef) -> None:
        """The chosen building: its tile, name, printed facts, expansion and effect."""
        a, k = self.app.assets, self.k
        left = self.card.x + self.list_width + 50
        width = self.card.right - 24 - left
        top = self.card.y + int(70 * k) + 10
        tw = int(min(width * 0.45, 300 * k))
        th = int(tw * (1.05 if b.size == "large" else 0.42))
        tile = self.tiles.tile(b, (tw, th), self.language)
        surface.blit(tile, (left, top))
        text_x = left
        y = top + th + int(20 * k)
        name_size = int(36 * k) + 4
        blit_text(surface, a, building_name(b, self.language), (text_x, y), name_size, bold=True)
        y += a.font(name_size, True).get_linesize() + 4
        body = int(24 * k) + 4
        facts = self.t("board.building_facts", cost=b.cost, vp=b.vp, slots=b.slots, level=b.level)
        blit_text(surface, a, facts, (text_x, y), body, (110, 60, 30), bold=True)
        y += a.font(body).get_linesize()
        blit_text(surface, a, self.t(EXPANSIONS.get(b.expansion, "index.base")), (text_x, y), body)
        y += a.font(body).get_linesize() + int(10 * k)
        text = b.text_fr if self.language == "fr" else b.text_en
        for line in a.wrap(text, body, width):
            blit_text(surface, a, line, (text_x, y), body)
            y += a.font(body).get_linesize()


def open_at_hover(app: App, spot: Any, in_play: dict[str, BuildingDef]) -> bool:
    """F1 or I over a building (its tooltip): the index opens on it. False when the pointer is
    on no building."""
    if spot is None or spot.kind not in HOVER_KINDS or not isinstance(spot.value, str):
        return False
    app.push(BuildingIndexOverlay(app, spot.value, in_play))
    return True
