"""Setup: 2-5 seats, each human or AI with a level, a name and a colour; seed; options."""

from __future__ import annotations

import contextlib
import random
from dataclasses import dataclass

import pygame

from game.puerto_rico.engine import ConfigError
from game.puerto_rico.engine.view import (
    DIFFICULTIES,
    KNOWN_EXPANSIONS,
    KNOWN_VARIANTS,
)
from game.puerto_rico.scenes.board import COLOUR_NAMES, BoardScene
from game.puerto_rico.scenes.draft import DraftScene, drafting
from game.puerto_rico.scenes.overlays import MessageOverlay
from game.puerto_rico.scenes.session import Session
from game.shell.assets import BRASS, INK, PARCHMENT, SEAT_COLOURS
from game.shell.persistence import Seat, save_settings
from game.shell.scene import Scene
from game.shell.widgets import Button, Toggle, blit_text, handle_buttons, panel

KINDS = [
    "human",
    "scripted:easy",
    "scripted:normal",
    "scripted:hard",
    "expert",  # the role search (game/puerto_rico/ai/expert.py)
    "random",
    "puertoma",
]
DEFAULT_NAMES = ["Ana", "Bruno", "Clara", "Diego", "Elena"]
# The modules always listed (the building draft's); the others are shown, switched off, as
# "coming later".
LISTED_MODULES = ("new_buildings", "citizens")
# The modules this screen can show on the table and offer. The engine may play more
# (view.BUILT_EXPANSIONS: the smuggler is played headless before its table pieces exist).
SCREEN_MODULES: tuple[str, ...] = ("new_buildings", "citizens")
# Options that only change something with a module's buildings in play (SPEC §18): greyed
# without it, and left out of the game's configuration.
VARIANT_NEEDS = {
    "sewing_cap": "citizens",
    "pair_villa_workshop": "citizens",
    "pair_hacienda_sawmill": "new_buildings",
    "company_trading_post": "new_buildings",
}
ROW_STEP = 54  # seat rows, in 1600 x 900 layout units


CARET = "|"  # after a name being typed (a glyph the font has: see test_table_words)


@dataclass
class SeatRow:
    name: str
    kind: str
    colour: int
    own_name: str = ""  # the name a Puertoma's label replaced, given back when it leaves
    label: str = ""  # the Puertoma's label it was given ("Puertoma A")

    def become_puertoma(self, letter: str) -> None:
        if self.kind != "puertoma":
            self.own_name = self.name
        self.kind = "puertoma"
        self.name = self.label = f"Puertoma {letter}"

    def leave_puertoma(self) -> None:
        """No longer a Puertoma: the seat takes back the name it had (unless renamed since)."""
        if self.own_name and self.name == self.label:
            self.name = self.own_name
        self.own_name = self.label = ""


class SetupScene(Scene):
    """Every choice is a click; names are typed after clicking them."""

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.seats = 3
        self.rows = [
            SeatRow(DEFAULT_NAMES[i], "human" if i == 0 else "scripted:normal", i) for i in range(5)
        ]
        # Last time's expansions and alternative rules are ticked again (kept in the settings).
        self.variants: set[str] = set(app.settings.remembered(KNOWN_VARIANTS, "variants"))
        self.modules: set[str] = set(app.settings.remembered(KNOWN_EXPANSIONS, "expansions"))
        self._remember(app.settings.last_seats)
        self.toggles: list[Toggle] = []
        self.difficulty = "normal"  # for Puertoma seats
        self.seed_text = ""
        self.editing: int | None = None  # row index being renamed, or -1 for the seed
        self.buttons: list[Button] = []
        self.k = 1.0

    def _remember(self, last: tuple[dict[str, object], ...]) -> None:
        """Seat the players of the last game again: how many, who is what, their names and
        colours (kept in the settings when a game starts). Anything this screen cannot offer
        (an unknown kind or colour, too many seats) leaves the defaults."""
        seats = [Seat.from_dict(d) for d in last]
        if not 2 <= len(seats) <= len(self.rows):
            return
        rows = []
        for i, seat in enumerate(seats):
            kind = seat.kind if seat.kind != "scripted" else f"scripted:{seat.level or 'normal'}"
            if kind not in KINDS or seat.colour not in COLOUR_NAMES:
                return
            row = SeatRow(seat.name, kind, COLOUR_NAMES.index(seat.colour))
            if kind == "puertoma":
                row.own_name, row.label = DEFAULT_NAMES[i], seat.name
            rows.append(row)
        self.seats = len(rows)
        self.rows[: len(rows)] = rows

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
            y = 196 + i * ROW_STEP
            row = self.rows[i]
            add(
                row.name + (CARET if self.editing == i else ""),
                self._rect(260, y, 330, 46),
                lambda i=i: self._edit(i),
            )
            add(
                self._kind_label(row.kind),
                self._rect(610, y, 330, 46),
                lambda i=i: self._cycle_kind(i),
            )
            add(
                t(f"colours.{COLOUR_NAMES[row.colour]}"),
                self._rect(960, y, 200, 46),
                lambda i=i: self._cycle_colour(i),
            )
        seed_label = self.seed_text or t("setup.seed_random")
        add(
            (self.seed_text + CARET) if self.editing == -1 else seed_label,
            self._rect(420, 490, 300, 42),
            lambda: self._edit(-1),
        )
        self.seed_button = self.buttons[-1]
        self._build_toggles()
        add(t("setup.solo"), self._rect(1080, 140, 260, 50), self._solo)
        if any(r.kind == "puertoma" for r in self.rows[: self.seats]):
            add(
                f"{t('setup.difficulty')}: {t('setup.level_' + self.difficulty)}",
                self._rect(1080, 490, 260, 42),
                self._cycle_difficulty,
            )
        add(t("setup.back"), self._rect(260, 800, 240, 56), self.app.pop)
        add(t("setup.start"), self._rect(1080, 800, 260, 56), self._start)
        self.buttons[-1].hotkey = pygame.K_RETURN

    def _build_toggles(self) -> None:
        """Expansions in one column, alternative rules in two, each with its explanation."""
        t = self.app.t.t
        self.toggles = []
        modules = [m for m in KNOWN_EXPANSIONS if m in LISTED_MODULES or m in SCREEN_MODULES]
        step = min(40, 200 // max(1, len(modules)))  # room for all six modules, one day
        for n, module in enumerate(modules):
            self.toggles.append(
                Toggle(
                    t(f"setup_options.module.{module}"),
                    self._rect(256, 594 + n * step, 340, step - 4),
                    module in self.modules and module in SCREEN_MODULES,
                    lambda m=module: self._toggle_module(m),
                    enabled=module in SCREEN_MODULES,
                    tip=t(f"setup_options.module_tip.{module}"),
                    disabled_reason=t("setup.coming_later"),
                )
            )
        for n, variant in enumerate(KNOWN_VARIANTS):
            need = VARIANT_NEEDS.get(variant)
            usable = need is None or need in self.modules
            reason = ""
            if not usable:
                module = t(f"setup_options.module.{need}")
                reason = t("setup_options.needs", module=module)
            self.toggles.append(
                Toggle(
                    t(f"setup_options.variant.{variant}"),
                    self._rect(636 + (n % 2) * 360, 594 + (n // 2) * 40, 344, 36),
                    variant in self.variants and usable,
                    lambda v=variant: self._toggle_variant(v),
                    enabled=usable,
                    tip=f"{t(f'variants.{variant}')}.\n{t(f'setup_options.variant_tip.{variant}')}",
                    disabled_reason=reason,
                )
            )

    def chosen_modules(self) -> tuple[str, ...]:
        """The expansions the game will be set up with, in catalog order."""
        return tuple(m for m in KNOWN_EXPANSIONS if m in self.modules and m in SCREEN_MODULES)

    def chosen_variants(self) -> tuple[str, ...]:
        """The alternative rules switched on that matter with the chosen expansions."""
        modules = self.chosen_modules()
        return tuple(
            v
            for v in KNOWN_VARIANTS
            if v in self.variants and VARIANT_NEEDS.get(v) in (None, *modules)
        )

    def _kind_label(self, kind: str) -> str:
        t = self.app.t.t
        if kind == "human":
            return t("setup.human")
        if kind == "random":
            return t("setup.random")
        if kind == "puertoma":
            return t("setup.puertoma")
        level = kind.partition(":")[2] or kind  # scripted:<level>, or expert
        return f"{t('setup.ai')} · {t('setup.level_' + level)}"

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
        kind = KINDS[(KINDS.index(row.kind) + 1) % len(KINDS)]
        if kind == "puertoma":
            row.become_puertoma("AB"[sum(r.kind == "puertoma" for r in self.rows[:i]) % 2])
        else:
            if row.kind == "puertoma":
                row.leave_puertoma()
            row.kind = kind
        self._build(self.app.size)

    def _solo(self) -> None:
        """The recommended solo: one human against Puertoma A and Puertoma B."""
        self.seats = 3
        if self.rows[0].kind == "puertoma":
            self.rows[0].leave_puertoma()
        self.rows[0].kind = "human"
        for i, letter in ((1, "A"), (2, "B")):
            self.rows[i].become_puertoma(letter)
        self._build(self.app.size)

    def _cycle_difficulty(self) -> None:
        i = DIFFICULTIES.index(self.difficulty)
        self.difficulty = DIFFICULTIES[(i + 1) % len(DIFFICULTIES)]
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

    def _toggle_module(self, m: str) -> None:
        self.modules ^= {m}
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
                variants=self.chosen_variants(),
                expansions=self.chosen_modules(),
                difficulty=self.difficulty,
            )
        except ConfigError as refused:
            self.app.push(MessageOverlay(self.app, self.app.t.t("setup.title"), [str(refused)]))
            return
        settings = self.app.settings
        settings.expansions = self.chosen_modules()
        settings.variants = self.chosen_variants()
        settings.last_seats = tuple(seat.to_dict() for seat in self.seat_infos())
        with contextlib.suppress(OSError):  # an unwritable folder must not stop the game
            save_settings(settings)
        # A game with a building draft opens on the draft; the board follows when it is done.
        first = DraftScene if drafting(session) else BoardScene
        self.app.replace(first(self.app, session))

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
        for key, x, y, size in (
            ("setup.seats", 260, 162, 28),
            ("setup.seed", 260, 498, 26),
            ("setup_options.modules", 260, 560, 24),
            ("setup_options.rules", 640, 560, 24),
        ):
            blit_text(
                surface, a, t(key), self._rect(x, y, 0, 0).topleft, int(size * k), INK, bold=True
            )
        rule = self._rect(250, 546, 1100, 2)
        pygame.draw.rect(surface, BRASS, rule)
        pygame.draw.rect(surface, BRASS, self._rect(616, 562, 2, 196))
        # The draft note sits under the last expansion, wrapped to its column.
        modules = [tg for tg in self.toggles if tg.rect.x < self._rect(600, 0, 0, 0).x]
        y = (modules[-1].rect.bottom if modules else self._rect(0, 594, 0, 0).y) + int(10 * k)
        size = max(14, int(18 * k))
        line_h = a.font(size).get_linesize()
        note = a.wrap(t("setup_options.draft_note"), size, int(330 * k))
        if y + line_h * len(note) < self._rect(0, 790, 0, 0).y:  # only where it has room
            for line in note:
                blit_text(surface, a, line, (self._rect(262, 0, 0, 0).x, y), size, (110, 60, 30))
                y += line_h
        for i in range(self.seats):
            y = 196 + i * ROW_STEP
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
                self._rect(260, 464, 0, 0).topleft,
                int(18 * k),
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
        for toggle in self.toggles:
            toggle.hover = toggle.rect.collidepoint(mouse)
            toggle.draw(surface, a)
            if toggle.hover and toggle.tip_text():
                self.app.tooltip = (toggle.tip_text(), mouse)
        blit_text(
            surface,
            a,
            t("setup.hint"),
            self._rect(800, 852, 0, 0).topleft,
            int(20 * k),
            INK,
            "midtop",
        )
