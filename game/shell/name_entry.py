"""Typing on a setup screen: a seat's name or the game's seed, the same in every box."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import pygame

NAME_LIMIT = 16
SEED_DIGITS = 9
SEED_ROW = -1  # `editing` value while the seed is being typed


class NamedRow(Protocol):
    name: str


class NameEntry:
    """Mixin for setup scenes: `editing` is the row being renamed (or SEED_ROW), `seed_text` the
    digits typed so far. `type_into` takes one event and says whether it was typing, so that the
    scene rebuilds its widgets; other keys pass through (Esc closes the setup when nothing is
    being typed)."""

    editing: int | None
    seed_text: str

    def type_into(self, event: pygame.event.Event, rows: Sequence[NamedRow]) -> bool:
        if self.editing is None:
            return False
        if event.type == pygame.TEXTINPUT:
            if self.editing == SEED_ROW:
                digits = "".join(c for c in event.text if c.isdigit())
                self.seed_text = (self.seed_text + digits)[:SEED_DIGITS]
            else:
                row = rows[self.editing]
                row.name = (row.name + event.text)[:NAME_LIMIT]
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_BACKSPACE:
            if self.editing == SEED_ROW:
                self.seed_text = self.seed_text[:-1]
            else:
                rows[self.editing].name = rows[self.editing].name[:-1]
            return True
        if event.key in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB):
            self.editing = None
            return True
        return False
