"""San Juan's end: every seat's VP by category (printed VP of the buildings, the six-cost
buildings' bonuses card by card, the chapel and other piles), the total, the tie-break (cards in
hand and goods) and the winners, as the engine scored them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.san_juan.engine.view import score
from game.san_juan.scenes.cards import CardArt
from game.san_juan.scenes.wording import card_name, trigger_text
from game.shell.assets import BRASS, INK, PARCHMENT
from game.shell.game_scene import LogEntry, seat_colour
from game.shell.scene import Scene
from game.shell.widgets import Button, blit_text, handle_buttons, panel

if TYPE_CHECKING:
    from game.san_juan.scenes.session import Session
    from game.shell.app import App

PILES = ("chapel",)  # piles scored 1 VP a card besides the chapel come from the bonuses' keys


class ScoringScene(Scene):
    def __init__(self, app: App, session: Session, log: list[LogEntry] | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.log = log or []
        game = session.game
        self.sheets: list[dict[str, Any]] = [score(game, s) for s in range(game.state.seats)]
        self.winners = game.winners()
        self.buttons: list[Button] = []
        self.k = 1.0
        self.art = CardArt(app.assets)
        # Each seat's city as it ended (the top card of every stack), shown under its column.
        self.cities = [[game.gd.card_of[stack[-1]] for stack in ss.city] for ss in game.state.seat]

    # ------------------------------------------------------------- figures

    def pile_ids(self) -> set[str]:
        """Bonus keys that are piles under a building (1 VP a card: the §14 bank, harbor)."""
        game = self.session.game
        out: set[str] = set()
        for s in range(game.state.seats):
            out.update(game.state.seat[s].piles)
        return out

    def rows(self) -> list[tuple[str, list[str], bool]]:
        """(label, one cell per seat, bold) for the table, top to bottom."""
        t = self.app.t.t
        piles = self.pile_ids()
        bonus_cards: list[str] = []
        for sheet in self.sheets:
            for cid in sheet["bonuses"]:
                if cid not in piles and cid not in bonus_cards:
                    bonus_cards.append(cid)
        rows: list[tuple[str, list[str], bool]] = [
            (t("sj.sjscore.buildings"), [str(s["buildings"]) for s in self.sheets], False)
        ]
        six = [sum(v for c, v in s["bonuses"].items() if c not in piles) for s in self.sheets]
        rows.append((t("sj.sjscore.six_cost"), [str(n) for n in six], True))
        for cid in bonus_cards:
            cells = [
                str(s["bonuses"].get(cid, 0)) if cid in s["bonuses"] else "–" for s in self.sheets
            ]
            rows.append(("   " + card_name(self.app.t, cid), cells, False))
        chapel = [
            s["chapel"] + sum(v for c, v in s["bonuses"].items() if c in piles) for s in self.sheets
        ]
        rows.append((t("sj.sjscore.chapel"), [str(n) for n in chapel], False))
        rows.append((t("sj.sjscore.total"), [str(s["total"]) for s in self.sheets], True))
        rows.append((t("sj.sjscore.tiebreak"), [str(s["tiebreak"]) for s in self.sheets], False))
        return rows

    def headline(self) -> str:
        names = ", ".join(self.session.game.state.names[s] for s in self.winners)
        key = "sj.sjscore.winners" if len(self.winners) > 1 else "sj.sjscore.winner"
        return self.app.t.t(key, names=names)

    def tie_broken(self) -> bool:
        """Whether the winner was decided by the tie-break (equal VP at the top)."""
        best = max(s["total"] for s in self.sheets)
        return sum(s["total"] == best for s in self.sheets) > len(self.winners)

    # -------------------------------------------------------------- layout

    def layout(self, size: tuple[int, int]) -> None:
        self.k = min(size[0] / 1600, size[1] / 900)
        t = self.app.t.t
        self.buttons = [
            Button(t("sj.sjscore.again"), self._rect(420, 800, 320, 56), self._again),
            Button(t("sj.sjscore.title_screen"), self._rect(860, 800, 320, 56), self._title),
        ]

    def _rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        k = self.k
        ox = (self.app.size[0] - 1600 * k) / 2
        oy = (self.app.size[1] - 900 * k) / 2
        return pygame.Rect(round(ox + x * k), round(oy + y * k), round(w * k), round(h * k))

    def _again(self) -> None:
        from game.san_juan.scenes.setup import SetupScene
        from game.shell.title import TitleScene

        self.app.reset(TitleScene(self.app))
        self.app.push(SetupScene(self.app))

    def _title(self) -> None:
        from game.shell.title import TitleScene

        self.app.reset(TitleScene(self.app))

    def handle(self, event: pygame.event.Event) -> bool:
        return handle_buttons(self.buttons, event, self.app.assets)

    # ---------------------------------------------------------------- draw

    def draw(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        t = self.app.t.t
        k = self.k
        surface.blit(a.image("table", surface.get_size()), (0, 0))
        panel(surface, self._rect(200, 30, 1200, 850), fill=PARCHMENT, radius=16)
        at = self._rect(800, 50, 0, 0).topleft
        blit_text(surface, a, t("sj.sjscore.title"), at, int(46 * k), INK, "midtop", True)
        at = self._rect(800, 108, 0, 0).topleft
        blit_text(surface, a, self.headline(), at, int(34 * k), (150, 60, 30), "midtop", True)
        trigger = t(
            "sj.sjscore.trigger",
            trigger=trigger_text(self.app.t, self.session.game.state.end_trigger),
        )
        note = trigger + ("   ·   " + t("sj.sjscore.tied_broken") if self.tie_broken() else "")
        at = self._rect(800, 152, 0, 0).topleft
        blit_text(surface, a, note, at, int(22 * k), INK, "midtop")
        seats = self.session.game.state.seats
        label_w = 430
        col_w = (1100 - label_w) // seats
        for s in range(seats):
            x = 250 + label_w + s * col_w
            colour = seat_colour(self.session.seats[s].colour)
            head = self._rect(x + 6, 196, col_w - 12, 44)
            panel(surface, head, fill=colour, radius=8, border=BRASS)
            name = self.session.game.state.names[s]
            blit_text(surface, a, name, head.center, int(26 * k), (250, 244, 226), "center", True)
            if s in self.winners:
                pygame.draw.rect(surface, (150, 60, 30), head.inflate(8, 8), 3, border_radius=10)
        rows = self.rows()
        step = min(48, 520 // max(1, len(rows)))
        for i, (label, cells, bold) in enumerate(rows):
            y = 256 + i * step
            if bold:
                pygame.draw.rect(
                    surface,
                    (232, 214, 170),
                    self._rect(240, y - 4, 1120, step - 4),
                    border_radius=6,
                )
            blit_text(
                surface, a, label, self._rect(260, y + 4, 0, 0).topleft, int(24 * k), INK, bold=bold
            )
            for s, cell in enumerate(cells):
                x = 250 + label_w + s * col_w + col_w // 2
                blit_text(
                    surface,
                    a,
                    cell,
                    self._rect(x, y + 4, 0, 0).topleft,
                    int(26 * k),
                    INK,
                    "midtop",
                    bold,
                )
            pygame.draw.line(
                surface,
                BRASS,
                self._rect(250, y + step - 6, 0, 0).topleft,
                self._rect(1350, y + step - 6, 0, 0).topleft,
                1,
            )
        self._draw_cities(surface, 250 + label_w, col_w, 256 + len(rows) * step + 8)
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            b.hover = b.rect.collidepoint(mouse)
            b.draw(surface, a)

    def _draw_cities(self, surface: pygame.Surface, left: int, col_w: int, top: int) -> None:
        """Each seat's buildings in small cards, four to a line, under its column."""
        per_line = 4
        gap = 4
        w = min((col_w - 16 - (per_line - 1) * gap) // per_line, 60)
        h = min(round(w * 1.4), (780 - top - 2 * gap) // 3)
        w = round(h / 1.4)
        for s, city in enumerate(self.cities):
            x0 = left + s * col_w + (col_w - per_line * w - (per_line - 1) * gap) // 2
            for i, card in enumerate(city):
                rect = self._rect(
                    x0 + (i % per_line) * (w + gap), top + (i // per_line) * (h + gap), w, h
                )
                # Names too small to read are left off: the picture, cost and VP remain.
                name = card_name(self.app.t, card.id) if rect.w >= 60 else ""
                self.art.face(surface, rect, card, name)
