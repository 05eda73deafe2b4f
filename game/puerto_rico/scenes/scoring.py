"""End scoring: VP by category for every seat, the winner, two charts drawn with pygame (the
totals and each seat's total VP round by round), a look at the final board, and the coach's
review of the human seats' costliest role choices (game/puerto_rico/ai/review.py), worked out
in the thinking process when asked so the screen stays live."""

from __future__ import annotations

import contextlib

import pygame

from game.puerto_rico.ai.review import PER_ROLE, ReviewItem, review_job
from game.puerto_rico.engine import view
from game.puerto_rico.scenes.board import BoardScene, seat_colour
from game.puerto_rico.scenes.session import Session
from game.puerto_rico.scenes.wording import count_text, role_name
from game.shell.ai_worker import THINKER
from game.shell.assets import BRASS, CREAM, INK, PARCHMENT
from game.shell.scene import Scene
from game.shell.widgets import TITLE, Button, blit_text, button_tip, fit_line, panel

CATEGORY_SHADES = [1.0, 0.72, 0.5]  # chips, buildings, bonuses: one seat colour, three shades


class ScoringScene(Scene):
    def __init__(self, app, session: Session, board: BoardScene | None = None) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.scores = self.game.final_scores()
        self.winners = self.game.winners()
        self.board = board  # the table the game ended on, for a last look (made if need be)
        # Each seat's total VP round by round, scored again from the move record; a record
        # that does not lead to this game leaves the VP chips the state kept per round.
        record = view.replay_record(self.game, session.actions)
        totals = record.totals if record is not None else None
        # What each seat did over the game (the table's lower lines), when the record tells.
        self.tallies = record.tallies if record is not None else None
        self.history = totals or self.game.state.vp_history or [[0] * len(self.scores)]
        self.history_key = (
            "scoring.chart_over_rounds" if totals else "scoring.chart_chips_over_rounds"
        )
        self.buttons: list[Button] = []
        self.k = 1.0
        # The coach's review: offered when a human played and the record replays this game.
        self.review_offered = bool(session.humans) and totals is not None
        self.review: list[ReviewItem] | None = None
        self.review_failed = False
        self.review_per_role = PER_ROLE
        self.showing_review = False
        self._review_job: int | None = None
        self.thinker = THINKER
        # Every finished game is kept as a replay; a full or read-only disk must not spoil
        # the scoring screen.
        with contextlib.suppress(OSError):
            session.keep_replay()

    def layout(self, size: tuple[int, int]) -> None:
        from game.shell.title import TitleScene

        t = self.app.t.t
        self.k = min(size[0] / 1600, size[1] / 900)
        self.buttons = [
            Button(t("scoring.final_board"), self._rect(760, 820, 260, 56), self.show_board),
            Button(t("scoring.new_game"), self._rect(1040, 820, 260, 56), self._new_game),
            Button(
                t("scoring.title_screen"),
                self._rect(1320, 820, 260, 56),
                lambda: self.app.reset(TitleScene(self.app)),
                hotkey=pygame.K_ESCAPE,
            ),
        ]
        if self.review_offered:
            key = "scoring.review_chart" if self.showing_review else "scoring.review"
            self.buttons.insert(
                0, Button(t(key), self._rect(480, 820, 260, 56), self.toggle_review)
            )

    def toggle_review(self) -> None:
        """Show the coach's review in place of the round-by-round chart (and back); the first
        time, the review starts in the thinking process."""
        self.showing_review = not self.showing_review
        if self.showing_review and self.review is None and self._review_job is None:
            self.review_failed = False
            start = view.start_position(self.game)
            job = (
                review_job,
                (
                    start.to_json(),
                    list(self.session.actions),
                    self.session.humans,
                    self.game.state.seed,
                    self.review_per_role,
                ),
            )
            self._review_job = self.thinker.submit(job)
        self.layout(self.app.size)

    @property
    def reviewing(self) -> bool:
        """Whether the review is being worked out."""
        return self._review_job is not None

    def update(self, dt: float) -> None:
        job = self._review_job
        if job is None:
            return
        done = self.thinker.result(job)
        if done is None and not self.thinker.busy(job):  # finished meanwhile, or stopped
            done = self.thinker.result(job) or (False, "the thinking process stopped")
        if done is None:
            return
        self._review_job = None
        ok, value = done
        if ok:
            self.review = list(value)
        else:
            self.review_failed = True

    def review_lines(self) -> list[str]:
        """The review as shown: two lines per costly choice, or a word on where it stands."""
        tr = self.app.t
        if self.review_failed:
            return [tr.t("scoring.review_failed")]
        if self.review is None:
            return [tr.t("scoring.review_thinking")]
        if not self.review:
            return [tr.t("scoring.review_none")]
        names = self.game.names
        lines = []
        for item in self.review:
            lines.append(
                tr.t(
                    "scoring.review_played",
                    round=item.round,
                    who=names[item.seat],
                    role=role_name(tr, item.played, in_sentence=True),
                    win=round(100 * item.played_win),
                )
            )
            lines.append(
                tr.t(
                    "scoring.review_better",
                    role=role_name(tr, item.best, in_sentence=True),
                    win=round(100 * item.best_win),
                    loss=round(100 * item.loss),
                )
            )
        return lines

    def show_board(self) -> None:
        """The final board, to look at (nothing can be played); its Done button comes back."""
        if self.board is None:
            self.board = BoardScene(self.app, self.session)
        self.board.reviewing = True
        self.app.push(self.board)

    def _new_game(self) -> None:
        from game.puerto_rico.scenes.setup import SetupScene
        from game.shell.title import TitleScene

        self.app.reset(TitleScene(self.app))  # Back from the setup returns to the title
        self.app.push(SetupScene(self.app))

    def _rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        k = self.k
        ox = (self.app.size[0] - 1600 * k) / 2
        oy = (self.app.size[1] - 900 * k) / 2
        return pygame.Rect(round(ox + x * k), round(oy + y * k), round(w * k), round(h * k))

    def handle(self, event: pygame.event.Event) -> bool:
        return any(b.handle(event) for b in self.buttons)

    def rows(self) -> list[tuple[str, list[int]]]:
        """(label, value per seat) for every category in the table."""
        t = self.app.t.t
        rows = [(t("scoring.vp_chips"), [s["vp_chips"] for s in self.scores])]
        # Expansions IV/V pay their VP as chips: the share each gave, under the chips.
        festival = view.festival_vp(self.game)
        for module, key in (("festival", "objectives"), ("activities", "activities")):
            if module in self.game.state.expansions:
                rows.append((t(f"scoring.{module}_vp"), [f[key] for f in festival]))
        rows.append((t("scoring.buildings"), [s["buildings"] for s in self.scores]))
        # Building bonuses by name, then the categories of every seat (citizens last).
        bonus_ids = sorted(
            {bid for s in self.scores for bid in s["bonuses"]},
            key=lambda bid: (bid == "citizens", bid),
        )
        lang = self.app.settings.language
        for bid in bonus_ids:
            b = self.game.bdefs.get(bid)
            if b is not None:
                name = b.name_fr if lang == "fr" else b.name_en
            else:
                name = t(f"scoring.{bid}")  # citizens, or a Puertoma category (SPEC §19.15)
            rows.append((name, [s["bonuses"].get(bid, 0) for s in self.scores]))
        rows.append((t("scoring.total"), [s["total"] for s in self.scores]))
        rows.append((t("scoring.tiebreak"), [s["tiebreak"] for s in self.scores]))
        return rows

    def part_rows(self) -> set[str]:
        """The labels of rows that are a share of the row above (not added to the total)."""
        t = self.app.t.t
        return {t("scoring.festival_vp"), t("scoring.activities_vp")}

    def achievements_note(self) -> str:
        """With Puertomas: what each of them scored for the humans' uncompleted cards."""
        vp = view.achievements_to_puertomas(self.game)
        if not view.has_achievements(self.game) or not view.has_puertomas(self.game):
            return ""
        return self.app.t.t("scoring.puertoma_achievements", vp=count_text(self.app.t, "vp", vp))

    def draw(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        t = self.app.t.t
        k = self.k
        surface.blit(a.image("table", surface.get_size()), (0, 0))
        names = self.game.names
        winners = " & ".join(names[i] for i in self.winners)
        title = (
            t("scoring.winner", name=winners)
            if len(self.winners) == 1
            else t("scoring.shared_victory", names=winners)
        )
        top = self._rect(40, 20, 1520, 90)
        panel(surface, top, radius=14)
        title, size = fit_line(a, title, int(46 * k), top.w - 24, True, TITLE)
        blit_text(surface, a, title, top.center, size, INK, "center", bold=True, box=top)
        self._draw_table(surface, self._rect(40, 130, 760, 670))
        self._draw_bars(surface, self._rect(820, 130, 740, 330))
        if self.showing_review:
            self._draw_review(surface, self._rect(820, 470, 740, 330))
        else:
            self._draw_lines(surface, self._rect(820, 470, 740, 330))
        note = " · ".join(part for part in (self._tiebreak_note(), self.undo_note()) if part)
        if note:
            width = round((400 if self.review_offered else 680) * k)
            note, size = fit_line(a, note, int(24 * k), width)
            blit_text(surface, a, note, self._rect(60, 830, 0, 0).topleft, size, CREAM)
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            b.hover = b.rect.collidepoint(mouse)
            b.draw(surface, a)
        if tip := button_tip(self.buttons, mouse):  # a shortened label, whole
            self.app.tooltip = (tip, mouse)

    def undo_note(self) -> str:
        """How many decisions each human took back (only when undo was used)."""
        undos = self.session.undos
        if not any(undos.values()):
            return ""
        names = self.game.names
        listing = ", ".join(f"{names[seat]} {n}" for seat, n in sorted(undos.items()))
        return self.app.t.t("undo.used", list=listing)

    def _tiebreak_note(self) -> str:
        totals = [s["total"] for s in self.scores]
        best = max(totals)
        if totals.count(best) > 1:
            return self.app.t.t("scoring.tiebreak_used")
        return ""

    def _draw_table(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        a = self.app.assets
        k = self.k
        panel(surface, rect, fill=PARCHMENT, radius=12)
        n = len(self.scores)
        label_w = int(rect.w * 0.38)
        col_w = (rect.w - label_w - 20) // n
        y = rect.y + int(16 * k)
        for i, name in enumerate(self.game.names):
            x = rect.x + label_w + i * col_w + col_w // 2
            colour = seat_colour(self.session.seats[i].colour)
            chip = pygame.Rect(x - col_w // 2 + 4, y, col_w - 8, int(34 * k))
            pygame.draw.rect(surface, colour, chip, border_radius=6)
            name, size = fit_line(a, name, int(22 * k) + 4, chip.w - 8, True)
            blit_text(surface, a, name, chip.center, size, CREAM, "center", bold=True, box=chip)
        y += int(50 * k)
        rows = self.rows()
        parts = self.part_rows()
        note = self.achievements_note()
        note_size = int(18 * k) + 4
        note_lines = a.wrap(note, note_size, rect.w - 32) if note else []
        room = rect.bottom - y - 10 - len(note_lines) * (note_size + 4)
        row_h = min(int(44 * k), room // max(1, len(rows)))
        for r, (label, values) in enumerate(rows):
            is_total = r == len(rows) - 2
            part = label in parts
            if is_total:
                pygame.draw.line(surface, BRASS, (rect.x + 12, y - 2), (rect.right - 12, y - 2), 2)
            size = int((26 if is_total else 18 if part else 22) * k) + 4
            indent = int(24 * k) if part else 0
            cell = pygame.Rect(rect.x + 16 + indent, y, label_w - 20 - indent, row_h)
            label, label_size = fit_line(a, label, size, cell.w, is_total)
            blit_text(surface, a, label, cell.midleft, label_size, INK, "midleft", is_total, cell)
            for i, v in enumerate(values):
                x = rect.x + label_w + i * col_w + col_w // 2
                blit_text(
                    surface,
                    a,
                    str(v),
                    (x, y + row_h // 2),
                    size,
                    INK,
                    "center",
                    bold=is_total and i in self.winners,
                )
            y += row_h
        for line in note_lines:  # the Puertomas' share of the humans' cards (SPEC §19.16.5)
            blit_text(surface, a, line, (rect.x + 16, y + 4), note_size, INK)
            y += note_size + 4
        self._draw_tallies(surface, rect, y, label_w, col_w)

    def tally_rows(self) -> list[tuple[str, list[str]]]:
        """(label, text per seat) of what each seat did over the game; none without a record."""
        if self.tallies is None:
            return []
        t = self.app.t.t
        tallies = self.tallies

        def favourite(tally: view.SeatTally) -> str:
            role = tally.favourite_role()
            return role_name(self.app.t, role) if role else "–"

        return [
            (t("scoring.tally_produced"), [str(x.produced) for x in tallies]),
            (t("scoring.tally_shipped"), [f"{x.shipped} ({x.shipping_vp})" for x in tallies]),
            (t("scoring.tally_sold"), [f"{x.sold} ({x.sales})" for x in tallies]),
            (t("scoring.tally_built"), [str(x.built) for x in tallies]),
            (t("scoring.tally_role"), [favourite(x) for x in tallies]),
        ]

    def _draw_tallies(
        self, surface: pygame.Surface, rect: pygame.Rect, y: int, label_w: int, col_w: int
    ) -> None:
        """The "over the game" lines under the scores, in the room the scores leave (a table
        long with module rows leaves none: then they are not shown)."""
        rows = self.tally_rows()
        a = self.app.assets
        k = self.k
        head_h, row_h = int(44 * k), int(34 * k)
        if not rows or rect.bottom - 12 - y < head_h + row_h * len(rows):
            return
        y = rect.bottom - 12 - head_h - row_h * len(rows)  # the block sits at the foot
        pygame.draw.line(surface, BRASS, (rect.x + 12, y + 4), (rect.right - 12, y + 4), 1)
        head = pygame.Rect(rect.x + 16, y + 6, rect.w - 32, head_h - 6)
        title, size = fit_line(a, self.app.t.t("scoring.over_the_game"), int(22 * k) + 4, head.w)
        blit_text(surface, a, title, head.midleft, size, INK, "midleft", True, head)
        y += head_h
        size = int(18 * k) + 4
        for label, values in rows:
            cell = pygame.Rect(rect.x + 16, y, label_w - 20, row_h)
            text, fitted = fit_line(a, label, size, cell.w)
            blit_text(surface, a, text, cell.midleft, fitted, INK, "midleft", False, cell)
            for i, value in enumerate(values):
                box = pygame.Rect(rect.x + label_w + i * col_w + 2, y, col_w - 4, row_h)
                value, fitted = fit_line(a, value, size, box.w)
                blit_text(surface, a, value, box.center, fitted, INK, "center", False, box)
            y += row_h

    def _chart_card(self, surface: pygame.Surface, rect: pygame.Rect, title_key: str) -> None:
        panel(surface, rect, fill=PARCHMENT, radius=12)
        blit_text(
            surface,
            self.app.assets,
            self.app.t.t(title_key),
            (rect.x + 14, rect.y + 10),
            int(24 * self.k) + 4,
            INK,
            bold=True,
        )

    def _draw_bars(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Stacked bars: chips, buildings, bonuses per seat."""
        a = self.app.assets
        k = self.k
        self._chart_card(surface, rect, "scoring.chart_by_category")
        area = pygame.Rect(rect.x + 40, rect.y + int(70 * k), rect.w - 60, rect.h - int(110 * k))
        top = max(1, max(s["total"] for s in self.scores))
        t = self.app.t.t
        x = rect.right - 16
        labels = (t("scoring.vp_chips"), t("scoring.buildings"), t("scoring.bonuses"))
        for shade, label in reversed(list(zip(CATEGORY_SHADES, labels))):
            grey = (int(255 - 200 * shade),) * 3  # the same shading as the bars, in grey
            r = blit_text(surface, a, label, (x, rect.y + 14), int(16 * k) + 4, INK, "topright")
            swatch = pygame.Rect(r.x - r.h - 4, r.y, r.h, r.h)
            pygame.draw.rect(surface, grey, swatch)
            pygame.draw.rect(surface, INK, swatch, 1)
            x = swatch.x - 14
        n = len(self.scores)
        bar_w = area.w // (2 * n)
        for i, s in enumerate(self.scores):
            base = seat_colour(self.session.seats[i].colour)
            x = area.x + i * 2 * bar_w + bar_w // 2
            y = area.bottom
            for shade, value in zip(
                CATEGORY_SHADES, (s["vp_chips"], s["buildings"], s["bonus_total"])
            ):
                h = round(area.h * value / top)
                colour = tuple(int(c * shade + 255 * (1 - shade) * 0.5) for c in base)
                pygame.draw.rect(surface, colour, (x, y - h, bar_w, h))
                pygame.draw.rect(surface, INK, (x, y - h, bar_w, h), 1)
                y -= h
            blit_text(
                surface,
                a,
                str(s["total"]),
                (x + bar_w // 2, y - 4),
                int(20 * k) + 4,
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

    def _draw_review(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The coach's review card: the costliest role choices, best first."""
        a = self.app.assets
        k = self.k
        self._chart_card(surface, rect, "scoring.review_title")
        y = rect.y + int(56 * k)
        width = rect.w - int(40 * k)
        for i, line in enumerate(self.review_lines()):
            lead = i % 2 == 0
            text, size = fit_line(a, line, int((21 if lead else 19) * k) + 4, width, lead)
            x = rect.x + int((20 if lead else 40) * k)
            blit_text(surface, a, text, (x, y), size, INK, bold=lead)
            y += int((34 if lead else 48) * k)

    def _draw_lines(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Total VP at the end of each round (VP chips when the record cannot tell), one line
        per seat."""
        a = self.app.assets
        k = self.k
        self._chart_card(surface, rect, self.history_key)
        history = self.history
        area = pygame.Rect(rect.x + 40, rect.y + int(50 * k), rect.w - 70, rect.h - int(80 * k))
        top = max(1, max(max(row) for row in history))
        rounds = len(history)
        pygame.draw.line(surface, INK, area.bottomleft, area.bottomright, 2)
        pygame.draw.line(surface, INK, area.bottomleft, area.topleft, 2)
        for i in range(len(self.scores)):
            colour = seat_colour(self.session.seats[i].colour)
            points = [
                (
                    area.x + round(area.w * (r + 1) / rounds),
                    area.bottom - round(area.h * row[i] / top),
                )
                for r, row in enumerate(history)
            ]
            points = [(area.x, area.bottom), *points]
            pygame.draw.lines(surface, colour, False, points, max(2, int(3 * k)))
        blit_text(surface, a, str(top), (area.x - 6, area.y), int(18 * k) + 4, INK, "topright")
        blit_text(
            surface, a, str(rounds), (area.right, area.bottom + 4), int(18 * k) + 4, INK, "midtop"
        )
