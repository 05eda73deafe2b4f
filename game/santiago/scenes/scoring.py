"""End scoring: VP by source for every seat (SPEC §14 C-2), the winner, the tie-break, and a
stacked bar per seat drawn with pygame."""

from __future__ import annotations

import pygame

from game.santiago.scenes.session import Session
from game.shell.assets import BRASS, CREAM, INK, PARCHMENT
from game.shell.game_scene import seat_colour
from game.shell.scene import Scene
from game.shell.widgets import Button, blit_text, panel

# The rows of the table, in the order the points were earned; "conversion" is the goods left.
SOURCES = ("start", "deliveries", "cubans", "buildings", "owner", "el_zorro", "conversion")
SHADES = (0.35, 1.0, 0.85, 0.7, 0.55, 0.45, 0.25)  # one seat colour, a shade per source


class ScoringScene(Scene):
    def __init__(self, app, session: Session) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.scores = self.game.final_scores()
        self.winners = self.game.winners()
        self.buttons: list[Button] = []
        self.k = 1.0

    def t(self, key: str, **fields: object) -> str:
        return self.app.t.t(key, **fields)

    def layout(self, size: tuple[int, int]) -> None:
        from game.shell.title import TitleScene

        self.k = min(size[0] / 1600, size[1] / 900)
        self.buttons = [
            Button(
                self.t("santiago.scoring.new_game"), self._rect(1040, 820, 260, 56), self._new_game
            ),
            Button(
                self.t("santiago.scoring.title_screen"),
                self._rect(1320, 820, 260, 56),
                lambda: self.app.reset(TitleScene(self.app)),
                hotkey=pygame.K_ESCAPE,
            ),
        ]

    def _new_game(self) -> None:
        from game.santiago.scenes.setup import SetupScene
        from game.shell.title import TitleScene

        self.app.reset(TitleScene(self.app))
        self.app.push(SetupScene(self.app))

    def _rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        k = self.k
        ox = (self.app.size[0] - 1600 * k) / 2
        oy = (self.app.size[1] - 900 * k) / 2
        return pygame.Rect(round(ox + x * k), round(oy + y * k), round(w * k), round(h * k))

    def handle(self, event: pygame.event.Event) -> bool:
        return any(b.handle(event) for b in self.buttons)

    def rows(self) -> list[tuple[str, list[int]]]:
        """(label, value per seat): each source, the total, then the tie-break counts."""
        out = [
            (self.t(f"santiago.scoring.{src}"), [s["by_source"].get(src, 0) for s in self.scores])
            for src in SOURCES
        ]
        out.append((self.t("santiago.scoring.total"), [s["total"] for s in self.scores]))
        out.append((self.t("santiago.scoring.goods_left"), [s["tiebreak"][0] for s in self.scores]))
        out.append((self.t("santiago.scoring.pesos_left"), [s["tiebreak"][1] for s in self.scores]))
        return out

    def tiebreak_note(self) -> str:
        totals = [s["total"] for s in self.scores]
        if totals.count(max(totals)) < 2:
            return ""
        if len(self.winners) > 1:
            return self.t("santiago.scoring.tiebreak_shared")
        return self.t("santiago.scoring.tiebreak_note")

    def title(self) -> str:
        names = [self.game.names[i] for i in self.winners]
        if len(names) == 1:
            return self.t("santiago.scoring.winner", name=names[0])
        return self.t("santiago.scoring.shared", names=" & ".join(names))

    def draw(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        k = self.k
        surface.blit(a.image("table", surface.get_size()), (0, 0))
        top = self._rect(40, 20, 1520, 90)
        panel(surface, top, radius=14)
        blit_text(surface, a, self.title(), top.center, int(46 * k), INK, "center", bold=True)
        self._draw_table(surface, self._rect(40, 130, 860, 670))
        self._draw_bars(surface, self._rect(920, 130, 640, 670))
        note = self.tiebreak_note()
        if note:
            blit_text(surface, a, note, self._rect(60, 834, 0, 0).topleft, int(24 * k), CREAM)
        for b in self.buttons:
            b.hover = b.rect.collidepoint(pygame.mouse.get_pos())
            b.draw(surface, a)

    def _draw_table(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        a = self.app.assets
        k = self.k
        panel(surface, rect, fill=PARCHMENT, radius=12)
        n = len(self.scores)
        label_w = int(rect.w * 0.36)
        col_w = (rect.w - label_w - 20) // n
        y = rect.y + int(16 * k)
        for i, name in enumerate(self.game.names):
            x = rect.x + label_w + i * col_w + col_w // 2
            colour = seat_colour(self.session.seats[i].colour)
            pygame.draw.rect(
                surface, colour, (x - col_w // 2 + 4, y, col_w - 8, int(36 * k)), border_radius=6
            )
            blit_text(
                surface, a, name, (x, y + int(18 * k)), int(24 * k) + 4, CREAM, "center", bold=True
            )
        y += int(52 * k)
        rows = self.rows()
        row_h = min(int(52 * k), (rect.bottom - y - 10) // len(rows))
        total_row = len(SOURCES)
        for r, (label, values) in enumerate(rows):
            is_total = r == total_row
            if is_total:
                pygame.draw.line(surface, BRASS, (rect.x + 12, y - 2), (rect.right - 12, y - 2), 2)
            muted = r > total_row  # the tie-break counts, under the total
            size = int((28 if is_total else 22) * k) + 4
            colour = (110, 84, 60) if muted else INK
            blit_text(
                surface,
                a,
                label,
                (rect.x + 16, y + row_h // 2),
                size,
                colour,
                "midleft",
                bold=is_total,
            )
            for i, v in enumerate(values):
                x = rect.x + label_w + i * col_w + col_w // 2
                bold = is_total and i in self.winners
                blit_text(
                    surface, a, str(v), (x, y + row_h // 2), size, colour, "center", bold=bold
                )
            y += row_h

    def _draw_bars(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        a = self.app.assets
        k = self.k
        panel(surface, rect, fill=PARCHMENT, radius=12)
        blit_text(
            surface,
            a,
            self.t("santiago.scoring.chart"),
            (rect.x + 14, rect.y + 10),
            int(26 * k) + 4,
            INK,
            bold=True,
        )
        labels = [self.t(f"santiago.scoring.{src}") for src in SOURCES]
        size = max(12, int(16 * k) + 4)
        key_w = max(a.font(size).size(label)[0] for label in labels) + int(18 * k) + 16
        area = pygame.Rect(
            rect.x + 40, rect.y + int(60 * k), rect.w - 80 - key_w, rect.h - int(110 * k)
        )
        most = max(1, *(sum(max(0, v) for v in s["by_source"].values()) for s in self.scores))
        n = len(self.scores)
        bar_w = area.w // (2 * n)
        for i, s in enumerate(self.scores):
            base = seat_colour(self.session.seats[i].colour)
            x = area.x + i * 2 * bar_w + bar_w // 2
            y = area.bottom
            for src, shade in zip(SOURCES, SHADES):
                h = round(area.h * max(0, s["by_source"].get(src, 0)) / most)
                colour = tuple(int(c * shade + 255 * (1 - shade) * 0.6) for c in base)
                pygame.draw.rect(surface, colour, (x, y - h, bar_w, h))
                if h:
                    pygame.draw.rect(surface, INK, (x, y - h, bar_w, h), 1)
                y -= h
            blit_text(
                surface,
                a,
                str(s["total"]),
                (x + bar_w // 2, y - 4),
                int(22 * k) + 4,
                INK,
                "midbottom",
                bold=True,
            )
            blit_text(
                surface,
                a,
                self.game.names[i],
                (x + bar_w // 2, area.bottom + 4),
                int(18 * k) + 4,
                INK,
                "midtop",
            )
        pygame.draw.line(surface, INK, area.bottomleft, area.bottomright, 2)
        # The key: a grey swatch per source, shaded like the bars.
        kx, ky = area.right + int(20 * k), area.y
        for src, shade in zip(SOURCES, SHADES):
            grey = (int(255 - 200 * shade),) * 3
            sw = pygame.Rect(kx, ky, int(18 * k), int(18 * k))
            pygame.draw.rect(surface, grey, sw)
            pygame.draw.rect(surface, INK, sw, 1)
            blit_text(
                surface,
                a,
                self.t(f"santiago.scoring.{src}"),
                (sw.right + 6, sw.centery),
                size,
                INK,
                "midleft",
            )
            ky += int(30 * k)
