"""Setup: 2-5 seats, each human or AI with a level, a name and a colour; seed; options."""

from __future__ import annotations

import contextlib
import random
from dataclasses import dataclass

import pygame

from game.puerto_rico.engine import ConfigError, view
from game.puerto_rico.engine.view import (
    BUILT_EXPANSIONS,
    DIFFICULTIES,
    KNOWN_EXPANSIONS,
    KNOWN_VARIANTS,
)
from game.puerto_rico.scenes.achievement_draft import table_scene
from game.puerto_rico.scenes.board import COLOUR_NAMES
from game.puerto_rico.scenes.draft import DraftScene, drafting
from game.puerto_rico.scenes.overlays import MessageOverlay
from game.puerto_rico.scenes.session import Session
from game.shell.assets import BRASS, INK, PARCHMENT, SEAT_COLOURS
from game.shell.name_entry import NameEntry
from game.shell.persistence import Seat, save_settings
from game.shell.scene import Scene
from game.shell.widgets import (
    BODY,
    FLOOR,
    TITLE,
    Button,
    Toggle,
    blit_text,
    fit_line,
    handle_buttons,
    panel,
)

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
# Options that only change something with a module in play (SPEC §17.1, §18), variant ->
# module: listed under their module, greyed without it, and left out of the game's
# configuration. A variant the engine does not know yet (the achievements draft) is shown,
# locked, as coming.
VARIANT_NEEDS: dict[str, str] = {
    "pair_hacienda_sawmill": "new_buildings",
    "company_trading_post": "new_buildings",
    "sewing_cap": "citizens",
    "pair_villa_workshop": "citizens",
    "achievements_draft": "achievements",
}
# The alternative rules that stand alone, in the engine's order.
GENERAL_VARIANTS = tuple(v for v in KNOWN_VARIANTS if v not in VARIANT_NEEDS)


def engine_variants() -> tuple[str, ...]:
    """Every variant the engine plays: SPEC §18's, then a module's own (the achievements draft)
    once the engine lists them (`view.MODULE_VARIANTS`, variant id -> module)."""
    own: dict[str, str] = getattr(view, "MODULE_VARIANTS", {})
    return (*KNOWN_VARIANTS, *(v for v in own if v not in KNOWN_VARIANTS))


def needs() -> dict[str, str]:
    """Variant -> the module it needs: this screen's list, and the engine's own once it has one
    (a module variant it adds later is listed under its module with no change here)."""
    return {**VARIANT_NEEDS, **getattr(view, "MODULE_VARIANTS", {})}


def variants_under(module: str) -> tuple[str, ...]:
    """The variants listed under a module (two fit on its row)."""
    return tuple(v for v, m in needs().items() if m == module)


# The modules a human can play at the table: their pieces are drawn and every decision they bring
# has a gesture (every module of the box now).
ON_THE_TABLE: tuple[str, ...] = (
    "new_buildings",
    "citizens",
    "smuggler",
    "festival",
    "activities",
    "achievements",
)


def playable(module: str) -> bool:
    """Whether setup offers the module: the engine plays it (`view.BUILT_EXPANSIONS`) and the
    table shows it (`ON_THE_TABLE`). The one place that decides what setup offers."""
    return module in BUILT_EXPANSIONS and module in ON_THE_TABLE


ROW_STEP = 50  # seat rows, in 1600 x 900 layout units
ROW_H = 42
MODULE_BLOCK = 62  # an expansion: its toggle, its line and a gap
VARIANT_ROW = 30  # the row of alternative rules an expansion unlocks


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


class SetupScene(NameEntry, Scene):
    """Every choice is a click; names are typed after clicking them."""

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.seats = 3
        self.rows = [
            SeatRow(DEFAULT_NAMES[i], "human" if i == 0 else "scripted:normal", i) for i in range(5)
        ]
        # Last time's expansions and alternative rules are ticked again (kept in the settings).
        self.variants: set[str] = set(app.settings.remembered(engine_variants(), "variants"))
        self.modules: set[str] = set(app.settings.remembered(KNOWN_EXPANSIONS, "expansions"))
        self._remember(app.settings.last_seats)
        self.toggles: list[Toggle] = []
        self.module_toggles: dict[str, Toggle] = {}  # expansion id -> its toggle
        self.module_lines: list[tuple[str, pygame.Rect, bool]] = []  # its line of explanation
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
                self._rect(260, y, 270, ROW_H),
                lambda i=i: self._edit(i),
            )
            add(
                self._kind_label(row.kind),
                self._rect(550, y, 280, ROW_H),
                lambda i=i: self._cycle_kind(i),
            )
            add(
                t(f"colours.{COLOUR_NAMES[row.colour]}"),
                self._rect(850, y, 170, ROW_H),
                lambda i=i: self._cycle_colour(i),
            )
        seed_label = self.seed_text or t("setup.seed_random")
        add(
            (self.seed_text + CARET) if self.editing == -1 else seed_label,
            self._rect(420, 452, 300, 40),
            lambda: self._edit(-1),
        )
        self.seed_button = self.buttons[-1]
        self._build_toggles()
        # Wide enough for "Solo contre les Puertomas" at a readable size (it shrank to 12 px).
        add(t("setup.solo"), self._rect(1016, 140, 324, 52), self._solo)
        if any(r.kind == "puertoma" for r in self.rows[: self.seats]):
            add(
                t(
                    "settings.named_value",
                    name=t("setup.difficulty"),
                    value=t("setup.level_" + self.difficulty),
                ),
                self._rect(740, 452, 280, 40),
                self._cycle_difficulty,
            )
        add(t("setup.back"), self._rect(260, 808, 240, 52), self.app.pop)
        add(t("setup.start"), self._rect(1080, 808, 260, 52), self._start)
        self.buttons[-1].hotkey = pygame.K_RETURN

    def _build_toggles(self) -> None:
        """The six expansions in two columns, each with its line of explanation and the
        alternative rules it unlocks under it; the stand-alone rules in the right column."""
        t = self.app.t.t
        self.toggles = []
        self.module_toggles: dict[str, Toggle] = {}
        self.module_lines: list[tuple[str, pygame.Rect, bool]] = []
        half = (len(KNOWN_EXPANSIONS) + 1) // 2
        for n, module in enumerate(KNOWN_EXPANSIONS):
            x = 256 if n < half else 816
            y = 548 + sum(
                MODULE_BLOCK + (VARIANT_ROW if variants_under(m) else 0)
                for m in KNOWN_EXPANSIONS[(0 if n < half else half) : n]
            )
            usable = playable(module)
            label = t(f"setup_options.module.{module}")
            if not usable:
                label += f" · {t('setup.coming')}"
            self.toggles.append(
                Toggle(
                    label,
                    self._rect(x, y, 530, 32),
                    module in self.modules and usable,
                    lambda m=module: self._toggle_module(m),
                    enabled=usable,
                    tip=t(f"setup_options.module_tip.{module}"),
                    disabled_reason=t("setup.coming_later"),
                )
            )
            self.module_toggles[module] = self.toggles[-1]
            line = t(f"setup_options.module_line.{module}")
            self.module_lines.append((line, self._rect(x + 44, y + 33, 486, 20), usable))
            for k, variant in enumerate(variants_under(module)):
                rect = self._rect(x + 36 + k * 250, y + 56, 244, 28)
                self.toggles.append(self._variant_toggle(variant, rect))
        for n, variant in enumerate(GENERAL_VARIANTS):
            self.toggles.append(
                self._variant_toggle(variant, self._rect(1056, 232 + n * 40, 300, 36))
            )

    def _variant_toggle(self, variant: str, rect: pygame.Rect) -> Toggle:
        """An alternative rule's toggle: locked without its module, or as coming while the
        engine does not know it or its module is not on the table yet."""
        t = self.app.t.t
        need = needs().get(variant)
        known = variant in engine_variants() and (need is None or playable(need))
        usable = known and (need is None or need in self.chosen_modules())
        label = t(f"setup_options.variant.{variant}")
        reason = ""
        if not known:
            label += f" · {t('setup.coming')}"
            reason = t("setup.coming_later")
        elif not usable and need is not None:
            reason = t("setup_options.needs", module=t(f"setup_options.module.{need}"))
        return Toggle(
            label,
            rect,
            variant in self.variants and usable,
            lambda v=variant: self._toggle_variant(v),
            enabled=usable,
            tip=f"{t(f'variants.{variant}')}.\n{t(f'setup_options.variant_tip.{variant}')}",
            disabled_reason=reason,
        )

    def chosen_modules(self) -> tuple[str, ...]:
        """The expansions the game will be set up with, in catalog order."""
        return tuple(m for m in KNOWN_EXPANSIONS if m in self.modules and playable(m))

    def chosen_variants(self) -> tuple[str, ...]:
        """The alternative rules switched on that matter with the chosen expansions."""
        modules = self.chosen_modules()
        return tuple(
            v
            for v in engine_variants()
            if v in self.variants and needs().get(v) in (None, *modules)
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
        # A game with a building draft opens on the draft; then the achievements draft if it is
        # played, then the board.
        if drafting(session):
            self.app.replace(DraftScene(self.app, session))
        else:
            self.app.replace(table_scene(self.app, session))

    def handle(self, event: pygame.event.Event) -> bool:
        if self.type_into(event, self.rows):
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
        # Every label has its box (in layout units): the room between its neighbours.
        title_box = self._rect(240, 64, 1120, 70)  # midway between the card top and the seats
        blit_text(
            surface,
            a,
            t("setup.title"),
            title_box.midtop,
            int(48 * k),
            INK,
            "midtop",
            bold=True,
            box=title_box,
        )
        # Section labels: (key, its box, font size), each left of or above what it heads.
        for key, (x, y, w, h), size in (
            ("setup.seats", (260, 156, 150, 44), 28),
            ("setup.seed", (260, 452, 150, 40), 26),
            ("setup_options.rules", (1060, 198, 290, 32), 24),
            ("setup_options.modules", (260, 510, 1080, 34), 24),
        ):
            box = self._rect(x, y, w, h)
            label, fitted = fit_line(a, t(key), int(size * k), box.w, True, TITLE)
            blit_text(surface, a, label, box.midleft, fitted, INK, "midleft", True, box)
        pygame.draw.rect(surface, BRASS, self._rect(250, 502, 1100, 2))
        pygame.draw.rect(surface, BRASS, self._rect(1040, 200, 2, 290))
        # Each expansion's line of explanation, fitted to its column (greyed while coming).
        for text, rect, usable in self.module_lines:
            line, size = fit_line(a, text, max(11, int(16 * k)), rect.w, role=BODY)
            colour = (104, 70, 38) if usable else (140, 128, 110)
            blit_text(surface, a, line, rect.midleft, size, colour, "midleft", box=rect)
        for i in range(self.seats):
            y = 196 + i * ROW_STEP
            dot = self._rect(232, y + 12, 20, 20)
            pygame.draw.circle(
                surface, SEAT_COLOURS[self.rows[i].colour], dot.center, dot.w // 2 + 2
            )
        bots = sum(r.kind == "puertoma" for r in self.rows[: self.seats])
        if bots == 1 and self.seats >= 4:
            # Under the stand-alone rules, above the rule that closes the column.
            box = self._rect(1056, 396, 300, 94)
            size = max(FLOOR[BODY], int(17 * k))
            line_h = a.font(size).get_linesize()
            lines = a.wrap(t("setup.not_recommended"), size, box.w)
            for i, line in enumerate(lines[: box.h // line_h]):
                at = (box.x, box.y + i * line_h)
                blit_text(surface, a, line, at, size, (150, 50, 30), box=box)
        if self.seats == 2:
            box = self._rect(260, 296, 760, 36)  # under the two seat rows
            note, size = fit_line(a, t("setup.two_player_note"), int(20 * k), box.w, role=BODY)
            blit_text(surface, a, note, box.midleft, size, (110, 60, 30), "midleft", box=box)
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
        box = self._rect(510, 814, 560, 40)  # between Back and Start
        hint, size = fit_line(a, t("setup.hint"), int(20 * k), box.w, role=BODY)
        blit_text(surface, a, hint, box.center, size, INK, "center", box=box)
