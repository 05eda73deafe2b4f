"""The board's words: the status panel (round, phase, what to do), the log with the Puertomas'
action board above it, a flashed message, and the resolution card just drawn."""

from __future__ import annotations

import pygame

from game.puerto_rico.engine import view
from game.puerto_rico.scenes.hotspots import Hotspot
from game.puerto_rico.scenes.painter import Painter
from game.shell.assets import CREAM, HIGHLIGHT, INK
from game.shell.widgets import (
    BODY,
    FLOOR,
    NAME,
    LogWindow,
    blit_text,
    draw_log,
    ellipsize,
    fit_line,
    panel,
)

LOG_TEXT = 17  # the log's size on the 1600 x 900 table...
LOG_TEXT_MIN = 14  # ...and never below this, whatever the window


class StatusPainter(Painter):
    """Paints the status panel, the log, and the passing messages over the table."""

    def paint_log(self, surface: pygame.Surface) -> tuple[pygame.Rect, LogWindow]:
        """The log (below the Puertomas' action board, if any) at the board's scroll; returns
        where its lines are and what part of it shows."""
        rect = self.R("log").inflate(-16, -16)
        if view.has_puertomas(self.game):
            board_area = pygame.Rect(rect.x, rect.y, rect.w, min(self.px(150), rect.h // 2))
            self._draw_action_board(surface, board_area)
            rect = pygame.Rect(
                rect.x, board_area.bottom + 6, rect.w, rect.bottom - board_area.bottom - 6
            )
        size = max(LOG_TEXT_MIN, self.px(LOG_TEXT))
        lines, scroll = self.board.log_text, self.board.log_scroll
        return rect, draw_log(surface, self.app.assets, lines, rect, size, scroll)

    def _draw_action_board(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The Puertomas' role-choice graph with its action token (SPEC §19.5)."""
        board = self.game.cat.puertoma.action_board  # type: ignore[union-attr]
        token = view.action_token(self.game)
        cols = 1 + max(c for c, _ in board.layout.values())
        rows = 1 + max(r for _, r in board.layout.values())
        w, h = area.w // cols, area.h // rows
        boxes = {
            node: pygame.Rect(area.x + c * w + 6, area.y + r * h + 4, w - 12, h - 8)
            for node, (c, r) in board.layout.items()
        }
        for src, targets in board.arrows.items():
            for dst in targets:
                p1, p2 = pygame.Vector2(boxes[src].center), pygame.Vector2(boxes[dst].center)
                d = p2 - p1
                if d.length() == 0:
                    continue
                d.scale_to_length(max(1.0, d.length() - min(w, h) * 0.42))
                end = p1 + d
                pygame.draw.line(surface, (150, 120, 80), p1, end, 2)
                side = d.normalize().rotate(150) * 8
                pygame.draw.polygon(
                    surface, (150, 120, 80), [end, end + side, end + side.rotate(60)]
                )
        for node, rect in boxes.items():
            on = node == token
            panel(surface, rect, fill=HIGHLIGHT if on else CREAM, radius=6, shadow=False, width=1)
            self._fit_text(surface, self.t(f"roles.{node}"), rect.inflate(-4, -4), lines=1)
        self.spots.append(
            Hotspot(
                area,
                "action_board",
                token,
                tip=self.t("board.action_board", role=self.t(f"roles.{token}")),
            )
        )

    def paint_status(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        s = self.game.state
        rect = self.R("status")
        panel(surface, rect, fill=(250, 240, 215, 225), radius=8)
        gov = self.game.names[s.governor]
        head = self.t("board.round", n=s.round, governor=gov)
        inner = rect.inflate(-12, -4)
        size = max(FLOOR[NAME], self.px(16))
        head, _ = fit_line(a, head, size, inner.w, True)
        blit_text(surface, a, head, (rect.x + 8, rect.y + 6), size, INK, bold=True, box=inner)
        phase, _ = fit_line(a, self.board.phase_label(), size, inner.w, True)
        at = (rect.x + 8, rect.y + 6 + self.px(18))
        blit_text(surface, a, phase, at, size, (110, 60, 30), bold=True, box=inner)
        y = rect.y + 10 + self.px(38)
        # A long prompt (a hint added, French) takes a smaller size, down to the body's floor;
        # then its last line that fits ends in an ellipsis.
        size = max(FLOOR[BODY], self.px(15))
        while True:
            lines = a.wrap(self.board._prompt(), size, inner.w)
            step = a.font(size).get_linesize()
            if size <= FLOOR[BODY] or len(lines) * step <= rect.bottom - y - 2:
                break
            size -= 1
        room = max(1, (rect.bottom - y - 2) // step)
        if len(lines) > room:
            lines = [*lines[: room - 1], ellipsize(a, " ".join(lines[room - 1 :]), size, inner.w)]
        for line in lines:
            blit_text(surface, a, line, (rect.x + 8, y), size, INK, box=inner)
            y += step

    def card_flash_rect(self, roles: int) -> pygame.Rect:
        """Where the resolution card shows: in the log's bottom corner, the part of the table
        that waits (never over the supplies, the roles or the Puertomas' action board)."""
        log = self.R("log")
        rect = pygame.Rect(0, 0, self.px(150), self.px(38) + roles * self.px(21))
        rect.bottomright = (log.right - 10, log.bottom - 10)
        return rect

    def card_roles(self, card_id: str) -> list[str]:
        """The card's order of roles, kept to the roles in this game (a 3-seat base game has no
        Prospector, a game without Expansion III no Smuggler)."""
        card = self.game.cat.puertoma.card(card_id)  # type: ignore[union-attr]
        in_play = {tile.role for tile in self.game.state.roles}
        return [role for role in card.order if role in in_play]

    def paint_card_flash(self, surface: pygame.Surface, card_flash: tuple[str, int, float]) -> None:
        """The resolution card just drawn, with its count and role order, for a moment."""
        card_id, count, _ = card_flash
        roles = self.card_roles(card_id)
        rect = self.card_flash_rect(len(roles))
        panel(surface, rect, fill=(248, 238, 210), radius=10)
        a = self.app.assets
        head, size = fit_line(
            a,
            self.t("board.resolution_card", card=card_id, count=count),
            self.px(13),
            rect.w - 12,
            True,
        )
        at = (rect.centerx, rect.y + 6)
        blit_text(surface, a, head, at, size, INK, "midtop", bold=True, box=rect)
        blit_text(
            surface,
            a,
            str(count),
            (rect.x + 10, rect.y + self.px(24)),
            self.px(34),
            (150, 50, 30),
            bold=True,
        )
        y = rect.y + self.px(30)
        for role in roles:
            at = (rect.right - 10, y)
            blit_text(
                surface, a, self.t(f"roles.{role}"), at, self.px(14), INK, "topright", box=rect
            )
            y += self.px(21)

    def paint_message(self, surface: pygame.Surface, message: str) -> None:
        """A refusal or notice, in words, just above the log for a few seconds."""
        a = self.app.assets
        box = pygame.Rect(
            self.R("log").x, self.R("log").y - self.px(44), self.R("log").w, self.px(40)
        )
        fill, border = self.board.message_style
        panel(surface, box, fill=fill, border=border, radius=6)
        size = max(FLOOR[BODY], self.px(14))
        step = a.font(size).get_linesize() - 2
        lines = a.wrap(message, size, box.w - 12)
        if len(lines) > 2:  # the flash has two lines: the rest of a long reason is cut short
            lines = [lines[0], ellipsize(a, " ".join(lines[1:]), size, box.w - 12)]
        for i, line in enumerate(lines):
            at = (box.x + 6, box.y + 4 + i * step)
            blit_text(surface, a, line, at, size, CREAM, box=box)
