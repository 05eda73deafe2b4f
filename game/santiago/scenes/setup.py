"""Setup: 2-4 seats, each human or a computer with a level, a name and a colour; the seed."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from game.santiago.engine import ConfigError
from game.santiago.scenes.session import Session
from game.santiago.scenes.table import TableScene
from game.shell.assets import INK, PARCHMENT, SEAT_COLOURS
from game.shell.game_scene import COLOUR_NAMES
from game.shell.name_entry import NameEntry
from game.shell.overlays import MessageOverlay
from game.shell.persistence import Seat
from game.shell.scene import Scene
from game.shell.widgets import Button, blit_text, handle_buttons, panel

KINDS = ("human", "scripted:easy", "scripted:normal", "scripted:hard", "random")
DEFAULT_NAMES = ("Ana", "Bruno", "Clara", "Diego")
MIN_SEATS, MAX_SEATS = 2, 4
ROW_STEP = 64  # seat rows, in 1600 x 900 layout units
CARET = "|"


@dataclass
class SeatRow:
    name: str
    kind: str
    colour: int  # index in COLOUR_NAMES


class SetupScene(NameEntry, Scene):
    """Every choice is a click; names and the seed are typed after clicking them."""

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.seats = 3
        self.rows = [
            SeatRow(DEFAULT_NAMES[i], "human" if i == 0 else "scripted:normal", i)
            for i in range(MAX_SEATS)
        ]
        self.seed_text = ""
        self.editing: int | None = None  # row being renamed, -1 for the seed
        self.buttons: list[Button] = []
        self.k = 1.0

    def t(self, key: str, **fields: object) -> str:
        return self.app.t.t(key, **fields)

    # ----------------------------------------------------------------- layout

    def layout(self, size: tuple[int, int]) -> None:
        self.k = min(size[0] / 1600, size[1] / 900)
        self._build()

    def _rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        k = self.k
        ox = (self.app.size[0] - 1600 * k) / 2
        oy = (self.app.size[1] - 900 * k) / 2
        return pygame.Rect(round(ox + x * k), round(oy + y * k), round(w * k), round(h * k))

    def seat_button(self, n: int) -> Button:
        return self.buttons[n - MIN_SEATS]

    def row_buttons(self, i: int) -> tuple[Button, Button, Button]:
        """The name, kind and colour buttons of seat row `i`."""
        first = MAX_SEATS - MIN_SEATS + 1 + 3 * i
        return self.buttons[first], self.buttons[first + 1], self.buttons[first + 2]

    def _build(self) -> None:
        self.buttons = []

        def add(label: str, rect: pygame.Rect, action, hotkey: int | None = None) -> Button:  # type: ignore[no-untyped-def]
            button = Button(label, rect, action, hotkey=hotkey)
            self.buttons.append(button)
            return button

        for n in range(MIN_SEATS, MAX_SEATS + 1):
            add(str(n), self._rect(500 + (n - 2) * 84, 170, 68, 50), lambda n=n: self._set_seats(n))
        for i in range(self.seats):
            y = 250 + i * ROW_STEP
            row = self.rows[i]
            add(
                row.name + (CARET if self.editing == i else ""),
                self._rect(330, y, 320, 50),
                lambda i=i: self._edit(i),
            )
            add(self.kind_label(row.kind), self._rect(670, y, 340, 50), lambda i=i: self._kind(i))
            add(
                self.t(f"santiago.colours.{COLOUR_NAMES[row.colour]}"),
                self._rect(1030, y, 220, 50),
                lambda i=i: self._colour(i),
            )
        seed = self.seed_text or self.t("santiago.setup.seed_random")
        add(
            self.seed_text + CARET if self.editing == -1 else seed,
            self._rect(500, 540, 300, 46),
            lambda: self._edit(-1),
        )
        add(self.t("santiago.setup.back"), self._rect(330, 760, 240, 58), self.app.pop)
        add(
            self.t("santiago.setup.start"),
            self._rect(1010, 760, 240, 58),
            self.start,
            pygame.K_RETURN,
        )

    def kind_label(self, kind: str) -> str:
        if kind == "human":
            return self.t("santiago.setup.human")
        if kind == "random":
            return self.t("santiago.setup.random")
        level = self.t(f"santiago.setup.levels.{kind.split(':')[1]}")
        return self.t("santiago.setup.computer", level=level)

    # ----------------------------------------------------------------- choices

    def _set_seats(self, n: int) -> None:
        self.seats = n
        self.editing = None
        self._build()

    def _edit(self, i: int) -> None:
        self.editing = None if self.editing == i else i
        if self.editing is not None:
            pygame.key.start_text_input()
        self._build()

    def _kind(self, i: int) -> None:
        row = self.rows[i]
        row.kind = KINDS[(KINDS.index(row.kind) + 1) % len(KINDS)]
        self._build()

    def _colour(self, i: int) -> None:
        """The next colour no other seat has."""
        used = {r.colour for r in self.rows[: self.seats]}
        row = self.rows[i]
        for step in range(1, len(COLOUR_NAMES) + 1):
            c = (row.colour + step) % len(COLOUR_NAMES)
            if c not in used:
                row.colour = c
                break
        self._build()

    def seat_infos(self) -> list[Seat]:
        out = []
        for row in self.rows[: self.seats]:
            kind, _, level = row.kind.partition(":")
            out.append(Seat(row.name.strip() or "?", kind, level or None, COLOUR_NAMES[row.colour]))
        return out

    def start(self) -> None:
        seed = int(self.seed_text) if self.seed_text.isdigit() else random.randrange(1, 10**6)
        try:
            session = Session.new(self.seat_infos(), seed)
        except ConfigError as refused:
            self.app.push(MessageOverlay(self.app, self.t("santiago.setup.title"), [str(refused)]))
            return
        self.app.replace(TableScene(self.app, session))

    # ------------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> bool:
        if self.type_into(event, self.rows):
            self._build()
            return True
        if handle_buttons(list(self.buttons), event, self.app.assets):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return False

    # ------------------------------------------------------------------- draw

    def draw(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        k = self.k
        surface.blit(a.image("table", surface.get_size()), (0, 0))
        card = self._rect(280, 50, 1040, 800)
        panel(surface, card, fill=PARCHMENT, radius=16)
        cover = self._rect(1140, 70, 140, 170)
        surface.blit(a.image("santiago:cover", cover.size), cover)
        title = self.t("santiago.setup.title")
        blit_text(surface, a, title, self._rect(330, 80, 0, 0).topleft, int(46 * k), INK, bold=True)
        for key, y in (("santiago.setup.seats", 182), ("santiago.setup.seed", 552)):
            blit_text(
                surface,
                a,
                self.t(key),
                self._rect(330, y, 0, 0).topleft,
                int(30 * k),
                INK,
                bold=True,
            )
        pygame.draw.rect(
            surface,
            (160, 60, 30),
            self.seat_button(self.seats).rect.inflate(8, 8),
            3,
            border_radius=8,
        )
        for i in range(self.seats):
            dot = self._rect(296, 262 + i * ROW_STEP, 24, 24)
            pygame.draw.circle(
                surface, SEAT_COLOURS[self.rows[i].colour], dot.center, dot.w // 2 + 2
            )
            pygame.draw.circle(surface, INK, dot.center, dot.w // 2 + 2, 2)
        small = int(22 * k)
        for key, y in (("santiago.setup.first_player", 620), ("santiago.setup.hint", 660)):
            blit_text(
                surface, a, self.t(key), self._rect(330, y, 0, 0).topleft, small, (110, 60, 30)
            )
        if not any(r.kind == "human" for r in self.rows[: self.seats]):
            note = self.t("santiago.setup.need_human")
            blit_text(surface, a, note, self._rect(330, 700, 0, 0).topleft, small, (150, 50, 30))
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            b.hover = b.rect.collidepoint(mouse)
            b.draw(surface, a)
