"""Undo and redo on the board, for any game with a human seat.

Undo takes back the last human decision and every computer and Puertoma move made since: the
position is rebuilt from the seed and the recorded actions (`Session.undo`). In hot seat a player
may take back their own decisions until the next human has acted; the log says who took back
what. Redo plays the undone decision again with the recorded moves after it, never re-thought.
Ctrl+Z and Ctrl+Y (or Ctrl+Shift+Z), or the two buttons under the menu button. After either, the
autosave is written again, so it always holds a position the rules reached. A setting turns undo
off.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.shell.assets import INK
from game.shell.widgets import Button, handle_buttons

if TYPE_CHECKING:
    from game.puerto_rico.scenes.board import BoardScene
    from game.shell.assets import Assets


class ArrowButton(Button):
    """A small button showing a curved arrow (the font has no arrow glyph)."""

    backwards = True

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        super().draw(surface, assets)
        r = self.rect
        colour = INK if self.enabled else (90, 80, 70)
        radius = max(5, min(r.w, r.h) // 3)
        box = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        box.center = (r.centerx, r.centery + radius // 3)
        width = max(2, radius // 4)
        pygame.draw.arc(surface, colour, box, math.radians(0), math.radians(180), width)
        # The head at the arc's left end (undo) or right end (redo), pointing down.
        x = box.left if self.backwards else box.right
        half = max(3, radius // 2)
        pygame.draw.polygon(
            surface,
            colour,
            [(x - half, box.centery), (x + half, box.centery), (x, box.centery + half)],
        )


class RedoButton(ArrowButton):
    backwards = False


class UndoControls:
    """The board's undo and redo: two buttons under the menu button and the keys."""

    def __init__(self, board: BoardScene) -> None:
        self.board = board
        self.allowed = True  # False where nothing may be taken back (the replay viewer)
        t = board.t
        self.undo_button = ArrowButton("", pygame.Rect(0, 0, 1, 1), self.undo, tip=t("undo.tip"))
        self.redo_button = RedoButton(
            "", pygame.Rect(0, 0, 1, 1), self.redo, tip=t("undo.redo_tip")
        )

    @property
    def buttons(self) -> list[Button]:
        return [self.undo_button, self.redo_button] if self.offered else []

    @property
    def offered(self) -> bool:
        """Undo is offered with a human at the table, unless the setting turns it off."""
        b = self.board
        return self.allowed and b.app.settings.undo and bool(b.session.humans)

    def layout(self) -> None:
        """Under the menu button, one above the other, as wide as it and lower (so both stay
        clear of the flashed messages above the log)."""
        menu = self.board.R("button_menu")
        gap = max(2, menu.h // 10)
        h = round(menu.h * 0.6)
        self.undo_button.rect = pygame.Rect(menu.x, menu.bottom + gap, menu.w, h)
        self.redo_button.rect = pygame.Rect(menu.x, menu.bottom + 2 * gap + h, menu.w, h)

    def refresh(self) -> None:
        """Enable what may be done now (called when the board rebuilds its offer)."""
        b = self.board
        session = b.session
        self.undo_button.enabled = session.undo_point() is not None and not b.game.is_over
        self.undo_button.disabled_reason = b.t("undo.nothing")
        seat = session.undo_seat
        hot_seat = len(session.humans) > 1 and seat is not None
        # In hot seat the button may take back another player's decision: it names them.
        self.undo_button.tip = (
            b.t("undo.tip_of", name=b.game.names[seat]) if hot_seat else b.t("undo.tip")
        )
        self.redo_button.enabled = bool(session.redo_stack) and not b.game.is_over
        self.redo_button.disabled_reason = b.t("undo.nothing_to_redo")

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.offered:
            return False
        if event.type == pygame.KEYDOWN and event.mod & pygame.KMOD_CTRL:
            if event.key == pygame.K_z and not event.mod & pygame.KMOD_SHIFT:
                self.undo()
                return True
            if event.key == pygame.K_y or event.key == pygame.K_z:
                self.redo()
                return True
        return handle_buttons(self.buttons, event, self.board.app.assets)

    def draw(self, surface: pygame.Surface) -> None:
        for button in self.buttons:
            button.draw(surface, self.board.app.assets)

    # ------------------------------------------------------------------ acting

    def undo(self) -> None:
        b = self.board
        seat = b.session.undo_seat
        if b.game.is_over or seat is None or not b.session.undo():
            b._flash(b.t("undo.nothing"))
            return
        self._adopt()
        b.note("undo.undone", seat=seat, name=b.game.names[seat], what=self._what())
        b._autosave(b.t("saves.autosave"))

    def _what(self) -> str:
        """The decision just taken back, in the log's words: its maker's first event, replayed
        on a copy of the rebuilt position."""
        b = self.board
        action = b.session.redo_stack[0]
        events = b.game.clone(events=True).apply(action)
        own = [e for e in events if e.seat == action.seat] or events
        if not own:
            return ""
        return b.describe(own[0], b.hides_vp_of(action.seat)).rstrip(".")

    def redo(self) -> None:
        b = self.board
        seat = b.session.redo_seat
        if b.game.is_over or seat is None:
            b._flash(b.t("undo.nothing_to_redo"))
            return
        events = b.session.redo()
        self._adopt()
        b.note("undo.redone", seat=seat, name=b.game.names[seat])
        for event in events:
            b.log_event(event)
        b._autosave(b.t("saves.autosave"))

    def _adopt(self) -> None:
        """The board takes the session's (rebuilt or replayed) game; half-made choices, moves
        in flight and a computer's pending answer are dropped."""
        b = self.board
        b.ai.cancel()
        b.game = b.session.game
        b.panels.game = b.game
        b.panels.forget()
        b.selected_good = None
        b.mayor_layout = None
        b.drag_from = None
        b.animator.clear()
        b.card_flash = None
        b.finished_for = 0.0
        b.mark_dirty()
