"""San Juan's setup: 2-4 seats, each human or a computer level, a name and a colour; options
(first-edition rules, the start variant, the new-buildings module off by default); a seed."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial

import pygame

from game.san_juan.engine import ConfigError
from game.san_juan.scenes.session import Session
from game.shell.assets import BRASS, INK, PARCHMENT, SEAT_COLOURS
from game.shell.game_scene import COLOUR_NAMES
from game.shell.name_entry import NameEntry
from game.shell.overlays import MessageOverlay
from game.shell.persistence import Seat
from game.shell.scene import Scene
from game.shell.widgets import Button, Toggle, blit_text, handle_buttons, panel

KINDS = ["human", "scripted:easy", "scripted:normal", "scripted:hard", "random"]
DEFAULT_NAMES = ["Ana", "Bruno", "Clara", "Diego"]
# The options offered, in the engine's names; the module is off by default (placeholder
# values, SPEC §14) and first_edition stands for the three first-edition toggles.
OPTION_ROWS = (
    "start_variant",
    "chapel_count_public",
    "ask_free_draws",
    "deck_first_edition",
    "guild_hall_first_edition",
    "gold_mine_first_edition",
    "module_new_buildings",
)
ROW_STEP = 58  # seat rows, in 1600 x 900 layout units
CARET = "|"


@dataclass
class SeatRow:
    name: str
    kind: str
    colour: int


class SetupScene(NameEntry, Scene):
    """Every choice is a click; names are typed after clicking them."""

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.seats = 3
        self.rows = [
            SeatRow(DEFAULT_NAMES[i], "human" if i == 0 else "scripted:normal", i) for i in range(4)
        ]
        self.options: set[str] = set()
        self.seed_text = ""
        self.editing: int | None = None
        self.buttons: list[Button] = []
        self.toggles: list[Toggle] = []
        self.k = 1.0

    # ----------------------------------------------------------------- layout

    def layout(self, size: tuple[int, int]) -> None:
        self.k = min(size[0] / 1600, size[1] / 900)
        self._build()

    def _rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        k = self.k
        ox = (self.app.size[0] - 1600 * k) / 2
        oy = (self.app.size[1] - 900 * k) / 2
        return pygame.Rect(round(ox + x * k), round(oy + y * k), round(w * k), round(h * k))

    def _build(self) -> None:
        t = self.app.t.t
        self.buttons = []

        def add(label: str, rect: pygame.Rect, action) -> Button:  # type: ignore[no-untyped-def]
            button = Button(label, rect, action)
            self.buttons.append(button)
            return button

        for n in range(2, 5):
            add(str(n), self._rect(420 + (n - 2) * 80, 150, 64, 48), lambda n=n: self._set_seats(n))
        for i in range(self.seats):
            y = 210 + i * ROW_STEP
            row = self.rows[i]
            add(
                row.name + (CARET if self.editing == i else ""),
                self._rect(280, y, 330, 48),
                lambda i=i: self._edit(i),
            )
            add(self._kind_label(row.kind), self._rect(630, y, 340, 48), lambda i=i: self._kind(i))
            add(
                t(f"sj.colour.{COLOUR_NAMES[row.colour]}"),
                self._rect(990, y, 200, 48),
                lambda i=i: self._colour(i),
            )
        seed_label = self.seed_text or t("sj.sjsetup.seed_random")
        self.seed_button = add(
            (self.seed_text + CARET) if self.editing == -1 else seed_label,
            self._rect(1080, 470, 260, 44),
            lambda: self._edit(-1),
        )
        self.toggles = []
        for n, option in enumerate(OPTION_ROWS):
            self.toggles.append(
                Toggle(
                    t(f"sj.option.{option}"),
                    self._rect(270 + (n % 2) * 540, 540 + (n // 2) * 50, 520, 42),
                    option in self.options,
                    partial(self._toggle, option),
                    tip=t("sj.sjsetup.module_tip") if option == "module_new_buildings" else "",
                )
            )
        add(t("sj.sjsetup.back"), self._rect(270, 800, 240, 56), self.app.pop)
        start = add(t("sj.sjsetup.start"), self._rect(1040, 800, 300, 56), self._start)
        start.hotkey = pygame.K_RETURN

    def _kind_label(self, kind: str) -> str:
        return self.app.t.t("sj.sjsetup." + kind.replace(":", "_"))

    # ----------------------------------------------------------------- actions

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
        used = {r.colour for r in self.rows[: self.seats]}
        row = self.rows[i]
        for step in range(1, 6):
            c = (row.colour + step) % 5
            if c not in used or step == 5:
                row.colour = c
                break
        self._build()

    def _toggle(self, option: str) -> None:
        self.options ^= {option}
        self._build()

    def seat_infos(self) -> list[Seat]:
        infos: list[Seat] = []
        for row in self.rows[: self.seats]:
            kind, _, level = row.kind.partition(":")
            name = row.name.strip() or "?"
            while name in {s.name for s in infos}:  # the engine tells seats apart by name
                name += "'"
            infos.append(Seat(name, kind, level or None, COLOUR_NAMES[row.colour]))
        return infos

    def chosen_options(self) -> tuple[str, ...]:
        return tuple(o for o in OPTION_ROWS if o in self.options)

    def _start(self) -> None:
        from game.san_juan.scenes.board import BoardScene

        seed = int(self.seed_text) if self.seed_text.isdigit() else random.randrange(1, 10**6)
        try:
            session = Session.new(self.seat_infos(), seed, self.chosen_options())
        except ConfigError as refused:
            self.app.push(
                MessageOverlay(self.app, self.app.t.t("sj.sjsetup.title"), [str(refused)])
            )
            return
        self.app.replace(BoardScene(self.app, session))

    def handle(self, event: pygame.event.Event) -> bool:
        if self.type_into(event, self.rows):
            self._build()
            return True
        if handle_buttons(list(self.buttons), event, self.app.assets):
            return True
        for toggle in list(self.toggles):
            if toggle.handle(event):
                self.app.assets.play("click")
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return False

    # -------------------------------------------------------------------- draw

    def draw(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        t = self.app.t.t
        k = self.k
        surface.blit(a.image("table", surface.get_size()), (0, 0))
        panel(surface, self._rect(230, 40, 1140, 840), fill=PARCHMENT, radius=16)
        title_at = self._rect(800, 60, 0, 0).topleft
        blit_text(surface, a, t("sj.sjsetup.title"), title_at, int(48 * k), INK, "midtop", True)
        for key, x, y in (
            ("sj.sjsetup.seats", 280, 160),
            ("sj.sjsetup.options", 280, 490),
            ("sj.sjsetup.seed", 900, 478),
        ):
            at = self._rect(x, y, 0, 0).topleft
            blit_text(surface, a, t(key), at, int(28 * k), INK, bold=True)
        pygame.draw.rect(surface, BRASS, self._rect(260, 460, 1080, 2))
        for i in range(self.seats):
            dot = self._rect(244, 210 + i * ROW_STEP + 14, 20, 20)
            pygame.draw.circle(
                surface, SEAT_COLOURS[self.rows[i].colour], dot.center, dot.w // 2 + 2
            )
        chosen = self.buttons[self.seats - 2].rect  # the seat-count buttons come first
        pygame.draw.rect(surface, (160, 60, 30), chosen.inflate(8, 8), 3, border_radius=8)
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            b.hover = b.rect.collidepoint(mouse)
            b.draw(surface, a)
        for toggle in self.toggles:
            toggle.hover = toggle.rect.collidepoint(mouse)
            toggle.draw(surface, a)
            if toggle.hover and toggle.tip_text():
                self.app.tooltip = (toggle.tip_text(), mouse)
