"""Setup: 2-5 seats, each human or AI with a level, a name and a colour; seed; options."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from game.engine import ConfigError
from game.engine.game import BUILT_VARIANTS, KNOWN_EXPANSIONS
from game.persistence import Seat
from game.ui.assets import INK, PARCHMENT, SEAT_COLOURS
from game.ui.scene import Scene
from game.ui.scenes.board import COLOUR_NAMES, BoardScene
from game.ui.scenes.overlays import MessageOverlay
from game.ui.session import Session
from game.ui.widgets import Button, blit_text, handle_buttons, panel

KINDS = ["human", "scripted:easy", "scripted:normal", "scripted:hard", "random", "puertoma"]
DIFFICULTIES = ["easy", "normal", "hard"]
DEFAULT_NAMES = ["Ana", "Bruno", "Clara", "Diego", "Elena"]


@dataclass
class SeatRow:
    name: str
    kind: str
    colour: int


class SetupScene(Scene):
    """Every choice is a click; names are typed after clicking them."""

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.seats = 3
        self.rows = [
            SeatRow(DEFAULT_NAMES[i], "human" if i == 0 else "scripted:normal", i) for i in range(5)
        ]
        self.variants: set[str] = set()
        self.difficulty = "normal"  # for Puertoma seats
        self.seed_text = ""
        self.editing: int | None = None  # row index being renamed, or -1 for the seed
        self.buttons: list[Button] = []
        self.k = 1.0

    # ----------------------------------------------------------------- layout

    def layout(self, size: tuple[int, int]) -> None:
        self.k = min(size[0] / 1600, size[1] / 900)
        self._build(size)

    def _rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        k = self.k
        ox = (self.app.size[0] - 1600 * k) / 2
        oy = (self.app.size[1] - 900 * k) / 2
        return pygame.Rect(round(ox + x * k), round(oy + y * k), round(w * k), round(h * k))

    def _build(self, size: tuple[int, int]) -> None:
        t = self.app.t.t
        self.buttons = []

        def add(
            label: str, rect: pygame.Rect, action, enabled: bool = True, reason: str = ""
        ) -> None:  # type: ignore[no-untyped-def]
            self.buttons.append(Button(label, rect, action, enabled, disabled_reason=reason))

        for n in range(2, 6):
            add(str(n), self._rect(420 + (n - 2) * 80, 150, 64, 48), lambda n=n: self._set_seats(n))
        for i in range(self.seats):
            y = 196 + i * 62
            row = self.rows[i]
            add(
                row.name + (" ▌" if self.editing == i else ""),
                self._rect(260, y, 330, 50),
                lambda i=i: self._edit(i),
            )
            add(
                self._kind_label(row.kind),
                self._rect(610, y, 330, 50),
                lambda i=i: self._cycle_kind(i),
            )
            add(
                t(f"colours.{COLOUR_NAMES[row.colour]}"),
                self._rect(960, y, 200, 50),
                lambda i=i: self._cycle_colour(i),
            )
        seed_label = self.seed_text or t("setup.seed_random")
        add(
            seed_label + (" ▌" if self.editing == -1 else ""),
            self._rect(420, 514, 300, 46),
            lambda: self._edit(-1),
        )
        self.seed_button = self.buttons[-1]
        # Rule variants: one toggle per line; those not built yet are greyed with a reason.
        shown = ("errata_round_end", "classic_end", "cost_swap", "alternative_start")
        for n, variant in enumerate(shown):
            built = variant in BUILT_VARIANTS
            state = t("settings.on") if variant in self.variants else t("settings.off")
            add(
                f"{t(f'variants.{variant}')}: {state}",
                self._rect(420 + (n % 2) * 460, 578 + (n // 2) * 50, 450, 42),
                lambda v=variant: self._toggle_variant(v),
                enabled=built,
                reason=t("setup.coming_later"),
            )
        for col, module in enumerate(KNOWN_EXPANSIONS):
            add(
                t(f"modules.{module}"),
                self._rect(260 + col * 180, 738, 170, 40),
                lambda: None,
                enabled=False,
                reason=t("setup.coming_later"),
            )
        add(t("setup.solo"), self._rect(1080, 140, 260, 50), self._solo)
        if any(r.kind == "puertoma" for r in self.rows[: self.seats]):
            add(
                f"{t('setup.difficulty')}: {t('setup.level_' + self.difficulty)}",
                self._rect(1080, 514, 260, 46),
                self._cycle_difficulty,
            )
        add(t("setup.back"), self._rect(260, 800, 240, 56), self.app.pop)
        add(t("setup.start"), self._rect(1080, 800, 260, 56), self._start)
        self.buttons[-1].hotkey = pygame.K_RETURN

    def _kind_label(self, kind: str) -> str:
        t = self.app.t.t
        if kind == "human":
            return t("setup.human")
        if kind == "random":
            return t("setup.random")
        if kind == "puertoma":
            return t("setup.puertoma")
        return f"{t('setup.ai')} · {t('setup.level_' + kind.split(':')[1])}"

    # ----------------------------------------------------------------- actions

    def _set_seats(self, n: int) -> None:
        self.seats = n
        self.editing = None
        self._build(self.app.size)

    def _edit(self, i: int) -> None:
        self.editing = None if self.editing == i else i
        if self.editing is not None:
            pygame.key.start_text_input()
        self._build(self.app.size)

    def _cycle_kind(self, i: int) -> None:
        row = self.rows[i]
        row.kind = KINDS[(KINDS.index(row.kind) + 1) % len(KINDS)]
        if row.kind == "puertoma" and not row.name.startswith("Puertoma"):
            row.name = "Puertoma " + "AB"[sum(r.kind == "puertoma" for r in self.rows[:i]) % 2]
        self._build(self.app.size)

    def _solo(self) -> None:
        """The recommended solo: one human against Puertoma A and Puertoma B."""
        self.seats = 3
        self.rows[0].kind = "human"
        for i, letter in ((1, "A"), (2, "B")):
            self.rows[i].kind = "puertoma"
            self.rows[i].name = f"Puertoma {letter}"
        self._build(self.app.size)

    def _cycle_difficulty(self) -> None:
        self.difficulty = DIFFICULTIES[(DIFFICULTIES.index(self.difficulty) + 1) % 3]
        self._build(self.app.size)

    def _cycle_colour(self, i: int) -> None:
        used = {r.colour for r in self.rows[: self.seats]}
        row = self.rows[i]
        for step in range(1, 6):
            c = (row.colour + step) % 5
            if c not in used or step == 5:
                row.colour = c
                break
        self._build(self.app.size)

    def _toggle_variant(self, v: str) -> None:
        self.variants ^= {v}
        self._build(self.app.size)

    def seat_infos(self) -> list[Seat]:
        infos = []
        for row in self.rows[: self.seats]:
            kind, _, level = row.kind.partition(":")
            infos.append(Seat(row.name or "?", kind, level or None, COLOUR_NAMES[row.colour]))
        return infos

    def _start(self) -> None:
        seed = int(self.seed_text) if self.seed_text.isdigit() else random.randrange(1, 10**6)
        try:
            session = Session.new(
                self.seat_infos(),
                seed,
                variants=tuple(sorted(self.variants)),
                difficulty=self.difficulty,
            )
        except ConfigError as refused:
            self.app.push(MessageOverlay(self.app, self.app.t.t("setup.title"), [str(refused)]))
            return
        self.app.replace(BoardScene(self.app, session))

    def handle(self, event: pygame.event.Event) -> bool:
        if self.editing is not None and event.type == pygame.TEXTINPUT:
            if self.editing == -1:
                self.seed_text = (self.seed_text + "".join(c for c in event.text if c.isdigit()))[
                    :9
                ]
            else:
                row = self.rows[self.editing]
                row.name = (row.name + event.text)[:16]
            self._build(self.app.size)
            return True
        if self.editing is not None and event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                if self.editing == -1:
                    self.seed_text = self.seed_text[:-1]
                else:
                    self.rows[self.editing].name = self.rows[self.editing].name[:-1]
                self._build(self.app.size)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB):
                self.editing = None
                self._build(self.app.size)
                return True
        if handle_buttons(list(self.buttons), event, self.app.assets):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return False

    # -------------------------------------------------------------------- draw

    def draw(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        t = self.app.t.t
        surface.blit(a.image("table", surface.get_size()), (0, 0))
        card = self._rect(220, 40, 1160, 840)
        panel(surface, card, fill=PARCHMENT, radius=16)
        k = self.k
        blit_text(
            surface,
            a,
            t("setup.title"),
            self._rect(800, 60, 0, 0).topleft,
            int(48 * k),
            INK,
            "midtop",
            bold=True,
        )
        # Section labels in the left column: (key, y, font size).
        for key, y, size in (
            ("setup.seats", 162, 28),
            ("setup.seed", 526, 26),
            ("setup.options", 590, 22),
        ):
            blit_text(
                surface, a, t(key), self._rect(260, y, 0, 0).topleft, int(size * k), INK, bold=True
            )
        for i in range(self.seats):
            y = 196 + i * 62
            dot = self._rect(232, y + 16, 20, 20)
            pygame.draw.circle(
                surface, SEAT_COLOURS[self.rows[i].colour], dot.center, dot.w // 2 + 2
            )
        bots = sum(r.kind == "puertoma" for r in self.rows[: self.seats])
        if bots == 1 and self.seats >= 4:
            blit_text(
                surface,
                a,
                t("setup.not_recommended"),
                self._rect(260, 470, 0, 0).topleft,
                int(20 * k),
                (150, 50, 30),
            )
        if self.seats == 2:
            blit_text(
                surface,
                a,
                t("setup.two_player_note"),
                self._rect(700, 162, 0, 0).topleft,
                int(20 * k),
                (110, 60, 30),
            )
        chosen = self.buttons[self.seats - 2].rect  # the seat-count buttons come first
        pygame.draw.rect(surface, (160, 60, 30), chosen.inflate(8, 8), 3, border_radius=8)
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            b.hover = b.rect.collidepoint(mouse)
            b.draw(surface, a)
            if b.hover and b.tip_text():
                self.app.tooltip = (b.tip_text(), mouse)
        blit_text(
            surface,
            a,
            t("setup.hint"),
            self._rect(800, 852, 0, 0).topleft,
            int(20 * k),
            INK,
            "midtop",
        )
