"""The first-game guide: a fixed deal against two easy computer seats, with a coach on the board.

`GuideScene` is the board scene with a coach panel over the log: the first time a role comes up
it says what the role does, on the player's turn it says what to click and the table lights the
targets (a pulsing frame and an arrow from the panel), and each computer choice gets a sentence.
The coach only talks: every click the board takes still works, the panel moves off the log when
a decision panel needs that place, and Esc or its button leaves the guide for the title screen.
The words live in data/puerto_rico/guide.yaml (English and French, checked at load).
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

import pygame

from game.datafile import MISSING, YamlFile, key_path
from game.paths import box_data
from game.puerto_rico.engine import Action
from game.puerto_rico.scenes.board import BoardScene
from game.puerto_rico.scenes.board_panels import built
from game.puerto_rico.scenes.hotspots import Hotspot
from game.puerto_rico.scenes.session import Session
from game.puerto_rico.scenes.wording import building_name, good_name, role_name
from game.shell.assets import BRASS, HIGHLIGHT, INK
from game.shell.persistence import Seat
from game.shell.widgets import Button, blit_text, button_tip, panel

if TYPE_CHECKING:
    from game.shell.app import App
    from game.shell.pacing import Beat

LANGUAGES = ("en", "fr")
ROLES = ("settler", "mayor", "builder", "craftsman", "trader", "captain", "prospector", "smuggler")
DECISIONS = (
    "role",
    "settler_tile",
    "settler_extra",
    "mayor_layout",
    "build",
    "produce",
    "craftsman_bonus",
    "sell",
    "load",
    "storage",
    "other",
)
WHY = (
    "take_plantation",
    "take_quarry",
    "build",
    "place_workers",
    "produce",
    "craftsman_bonus",
    "sell",
    "load",
    "store",
    "pass",
    "pass_settler_tile",
    "pass_build",
    "pass_produce",
    "pass_sell",
    "pass_craftsman_bonus",
    "other",
)
LINES = ("title", "you", "leave", "welcome", "now", "computers", "waiting")
NOTES_KEPT = 3  # computer sentences shown at once, the newest last
COACH_INK = (250, 214, 90)  # the arrow and the frames around what to click


@dataclass(frozen=True)
class GuideText:
    """The coach's words in one language."""

    lines: dict[str, str]  # LINES
    roles: dict[str, str]  # what each role does, the first time it comes up
    do: dict[str, str]  # what to click, per decision
    why_role: dict[str, str]  # a computer's role choice, per role (+ "other")
    why: dict[str, str]  # a computer's other choices, per action kind (+ "other")


@dataclass(frozen=True)
class GuideData:
    seed: int
    level: str
    text: dict[str, GuideText]


def _strings(f: YamlFile, path: str, value: Any, keys: tuple[str, ...]) -> dict[str, str]:
    if not isinstance(value, dict):
        f.fail(path, "a mapping of " + ", ".join(keys), value)
    f.no_unknown_keys(path, value, keys)
    out = {}
    for k in keys:
        text = value.get(k, MISSING)
        if not isinstance(text, str) or not text.strip():
            f.fail(key_path(path, k), "a non-empty string", text)
        out[k] = text
    return out


def load_guide(data_dir: Any = None, name: str = "guide.yaml") -> GuideData:
    """Read and check guide.yaml: every language holds every text (CatalogError otherwise)."""
    f = YamlFile(data_dir or box_data("puerto_rico"), name)
    doc = f.load("guide")
    if not isinstance(doc, dict):
        f.fail("guide", "a mapping", doc)
    f.no_unknown_keys("guide", doc, ("seed", "level", *LANGUAGES))
    seed, level = doc.get("seed", MISSING), doc.get("level", MISSING)
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        f.fail("guide.seed", "a whole number, 0 or more", seed)
    if level not in ("easy", "normal", "hard"):
        f.fail("guide.level", "one of: easy, normal, hard", level)
    text = {}
    for lang in LANGUAGES:
        path = key_path("guide", lang)
        raw = doc.get(lang, MISSING)
        if not isinstance(raw, dict):
            f.fail(path, "a mapping of the coach's words", raw)
        f.no_unknown_keys(path, raw, (*LINES, "roles", "do", "why"))
        why = raw.get("why", MISSING)
        if not isinstance(why, dict):
            f.fail(key_path(path, "why"), "a mapping of sentences", why)
        f.no_unknown_keys(key_path(path, "why"), why, ("choose_role", *WHY))
        text[lang] = GuideText(
            lines=_strings(f, path, {k: raw.get(k, MISSING) for k in LINES}, LINES),
            roles=_strings(f, key_path(path, "roles"), raw.get("roles", MISSING), ROLES),
            do=_strings(f, key_path(path, "do"), raw.get("do", MISSING), DECISIONS),
            why_role=_strings(
                f,
                key_path(key_path(path, "why"), "choose_role"),
                why.get("choose_role", MISSING),
                (*ROLES, "other"),
            ),
            why=_strings(f, key_path(path, "why"), {k: why.get(k, MISSING) for k in WHY}, WHY),
        )
    return GuideData(seed, level, text)


@cache
def guide_data() -> GuideData:
    return load_guide()


def guide_session(app: App) -> Session:
    """The fixed deal: the player first, then two easy computer seats."""
    data = guide_data()
    text = data.text.get(app.settings.language, data.text["en"])
    seats = [
        Seat(text.lines["you"], "human", None, "red"),
        Seat("Bruno", "scripted", data.level, "blue"),
        Seat("Clara", "scripted", data.level, "green"),
    ]
    return Session.new(seats, data.seed)


def open_guide(app: App) -> GuideScene:
    """The title screen's "First game" button."""
    return GuideScene(app, guide_session(app))


# What the player clicks for each decision: hotspot kinds, and whether a spot's value must be a
# legal action's value (of the given action kinds) to be pointed at.
_TARGETS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "role": (("role",), ("choose_role",)),
    "settler_tile": (("plantation", "quarry"), ("take_plantation", "take_quarry")),
    "settler_extra": (("plantation", "quarry"), ("take_plantation", "take_quarry")),
    "craftsman_bonus": (("good", "supply_good"), ("craftsman_bonus",)),
    "sell": (("good",), ("sell",)),
    "storage": (("storage_option",), ()),
}


class GuideScene(BoardScene):
    """A board whose coach explains roles, points at what to click and words computer moves."""

    def __init__(self, app: App, session: Session) -> None:
        self.seen_roles: set[str] = set()
        self.role_text = ""  # the role being played explained (the welcome before the first)
        self.notes: deque[str] = deque(maxlen=NOTES_KEPT)
        self.explained = 0  # computer choices worded so far
        self.pending: deque[tuple[int, str]] = deque()  # computer sentences waiting for a beat
        self.targets: list[pygame.Rect] = []
        self.coach_rect = pygame.Rect(0, 0, 1, 1)
        self.coach_layer: pygame.Surface | None = None
        self.clock = 0.0  # drives the pulse of the frames (read by draw, moved by update)
        super().__init__(app, session)
        self.leave_button = Button(self.words.lines["leave"], pygame.Rect(0, 0, 1, 1), self.leave)
        self.role_text = self.words.lines["welcome"]

    @property
    def words(self) -> GuideText:
        data = guide_data()
        return data.text.get(self.app.settings.language, data.text["en"])

    # ------------------------------------------------------------------ leaving

    def leave(self) -> None:
        """Back to the title screen, at any moment (nothing is saved: the guide is a lesson)."""
        from game.shell.title import TitleScene

        self.ai.cancel()
        self.app.reset(TitleScene(self.app))

    def _autosave(self, label: str) -> None:
        pass  # the guide never overwrites the player's own autosave

    # ----------------------------------------------------------------- the coach

    def play(self, action: Action) -> bool:
        """A computer's choice gets its sentence, shown with its beat on the table."""
        sentence = "" if self.session.seats[action.seat].is_human else self.why(action)
        played = super().play(action)
        if played and sentence:
            self.pending.append((action.seat, sentence))
            if not self.pacer.busy:
                self._take_notes(None)
        return played

    def _show_beat(self, beat: Beat) -> None:
        super()._show_beat(beat)
        self._take_notes(beat.seat)

    def _take_notes(self, seat: int | None) -> None:
        """Move the sentences of `seat`'s choices (all of them for None) onto the panel."""
        while self.pending and (seat is None or self.pending[0][0] == seat):
            self.notes.append(self.pending.popleft()[1])
            self.explained += 1
            if seat is not None:
                break
        self.mark_dirty()

    def why(self, action: Action) -> str:
        """One sentence on a computer's choice, in the player's language."""
        w, tr, g = self.words, self.app.t, self.game
        name = g.names[action.seat]
        if action.kind == "choose_role":
            role = next((r.role for r in g.state.roles if r.id == action.value), action.value)
            text = w.why_role.get(role, w.why_role["other"])
            return text.format(name=name, role=role_name(tr, role, in_sentence=True))
        good = ""
        if action.kind in ("take_plantation", "craftsman_bonus", "sell", "load_private"):
            good = good_name(tr, action.value, lower=True)
        elif action.kind == "load":
            good = good_name(tr, action.value[0], lower=True)
        fields = {"name": name, "good": good, "building": "", "what": ""}
        if action.kind == "build":
            fields["building"] = building_name(tr, built(action), g.cat)
        kind = "load" if action.kind == "load_private" else action.kind
        if kind == "pass" and f"pass_{g.decision}" in w.why:
            kind = f"pass_{g.decision}"  # what was declined: a tile, a building, a sale
        if kind in w.why and kind != "other":
            return w.why[kind].format(**fields)
        events = g.clone(events=True).apply(action)
        own = [e for e in events if e.seat == action.seat] or events
        fields["what"] = self.describe(own[0], False).rstrip(".") if own else name
        return w.why["other"].format(**fields)

    def advance(self, dt: float) -> None:
        self.clock += dt
        super().advance(dt)

    def refresh(self) -> None:
        super().refresh()
        # The role on the table is explained from the first time it comes up, each time it is
        # played (a short reminder later on); between roles the panel keeps to what to click.
        phase = self.shown.state.phase
        if phase is not None:
            self.seen_roles.add(phase)
            self.role_text = self.words.roles.get(phase, "")
        elif self.seen_roles:
            self.role_text = ""
        if not self.pacer.busy:
            self._take_notes(None)
        self.targets = self._find_targets()
        self._layout_coach()

    def _find_targets(self) -> list[pygame.Rect]:
        """Where the player's next click goes: the lit things on the table, else the button."""
        offer, decision = self.offer, self.offer.decision
        if offer.seat is None or decision is None:
            return []
        spots: list[Hotspot] = []
        if decision in _TARGETS:
            kinds, actions = _TARGETS[decision]
            values = {a.value for a in offer.legal if a.kind in actions}
            quarry = any(a.kind == "take_quarry" for a in offer.legal)
            spots = [
                s
                for s in self.hotspots
                if s.kind in kinds
                and (s.seat in (None, offer.seat) or s.kind != "good")
                and (not actions or s.value in values or (s.kind == "quarry" and quarry))
            ]
        elif decision == "build":
            bought = {built(a) for a in offer.legal if a.kind == "build"}
            spots = [s for s in self.hotspots if s.kind == "building_supply" and s.value in bought]
        elif decision == "load":
            spots = self._load_targets()
        choices = [s for s in self.hotspots if s.kind == "choice" and s.value.clickable]
        rects = [s.rect for s in spots] or [s.rect for s in choices]
        if not rects:  # Done (Produce, a mayor's layout), else Pass
            buttons = [self.buttons["button_done"], self.buttons["button_pass"]]
            rects = [b.rect for b in buttons if b.enabled][:1]
        return rects

    def _load_targets(self) -> list[Hotspot]:
        offer = self.offer
        if self.selected_good is None:
            goods = {a.value[0] if a.kind == "load" else a.value for a in offer.legal}
            return [
                s
                for s in self.hotspots
                if s.kind == "good" and s.seat == offer.seat and s.value in goods
            ]
        ships = {a.value[1] for a in offer.legal if a.kind == "load"}
        ships_ok = [
            s
            for s in self.hotspots
            if (s.kind == "ship" and s.value in ships)
            and any(a.value == (self.selected_good, s.value) for a in offer.legal)
        ]
        private = any(
            a.kind == "load_private" and a.value == self.selected_good for a in offer.legal
        )
        return ships_ok + [s for s in self.hotspots if s.kind == "private_ship" and private]

    def _layout_coach(self) -> None:
        """Over the log; over the empty role places when a decision panel holds the log."""
        if self.log_covered:
            rect = self.R("role_6").union(self.R("role_8"))
        else:
            rect = self.R("log")
        self.coach_rect = rect
        self.coach_layer = self._paint_coach(rect.size)
        pad = self.px(8)
        h = max(28, self.px(36))
        self.leave_button.label = self.words.lines["leave"]
        self.leave_button.rect = pygame.Rect(
            rect.x + pad, rect.bottom - pad - h, rect.w - 2 * pad, h
        )

    def coach_lines(self, compact: bool = False) -> list[tuple[str, bool]]:
        """The panel's paragraphs, each with whether it is a heading; `compact` (the small place
        beside the roles) keeps what to click and the latest computer choice."""
        w = self.words
        out: list[tuple[str, bool]] = [(w.lines["title"], True)]
        if self.role_text:
            out.append((self.role_text, False))
        if self.offer.seat is not None:
            decision = self.offer.decision or "other"
            out += [(w.lines["now"], True), (w.do.get(decision, w.do["other"]), False)]
        elif not self.game.is_over:
            out.append((w.lines["waiting"], False))
        if self.notes:
            out.append((w.lines["computers"], True))
            out += [(note, False) for note in self.notes]
        if compact:
            texts = [p for p in out[1:] if not p[1] and p[0] != self.role_text]
            out = texts[:1] + [p for p in texts[1:] if p[0] == self.notes[-1]][:1]
        return out

    def _paint_coach(self, size: tuple[int, int]) -> pygame.Surface:
        """The panel with its words, shrunk until they fit above the leave button."""
        a = self.app.assets
        layer = pygame.Surface(size, pygame.SRCALPHA)
        panel(layer, layer.get_rect(), fill=(252, 244, 222), border=BRASS, shadow=False, width=3)
        pad = self.px(10)
        room = size[1] - 2 * pad - max(28, self.px(36)) - pad
        paragraphs = self.coach_lines(compact=self.log_covered)
        text_size = max(10, self.px(22))
        while True:
            blocks = [
                (a.wrap(text, text_size, size[0] - 2 * pad, heading), heading)
                for text, heading in paragraphs
            ]
            line_h = a.font(text_size).get_linesize()
            need = sum(len(lines) * line_h + line_h // 3 for lines, _ in blocks)
            if need <= room or text_size <= 9:
                break
            text_size -= 1
        y = pad
        for lines, heading in blocks:
            for line in lines:
                if y + line_h > pad + room:
                    break
                colour = (120, 50, 20) if heading else INK
                blit_text(layer, a, line, (pad, y), text_size, colour, bold=heading)
                y += line_h
            y += line_h // 3
        return layer

    # ------------------------------------------------------------------- input

    def handle(self, event: pygame.event.Event) -> bool:
        escape = event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
        if escape and not (self.selected_good or self.panels.market):
            self.leave()  # Esc first cancels a half-made choice, as on the board
            return True
        if self.leave_button.handle(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.leave_button.hover = self.leave_button.rect.collidepoint(event.pos)
        return super().handle(event)

    # -------------------------------------------------------------------- draw

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.coach_layer is not None:
            surface.blit(self.coach_layer, self.coach_rect)
        self.leave_button.draw(surface, self.app.assets)
        if tip := button_tip([self.leave_button], self.mouse):  # a shortened label, whole
            self.app.tooltip = (tip, self.mouse)
        self._draw_pointing(surface)

    def _draw_pointing(self, surface: pygame.Surface) -> None:
        """Pulsing frames around what to click and an arrow from the panel to the first one."""
        if not self.targets:
            return
        pulse = 0.5 + 0.5 * math.sin(self.clock * 5)
        width = max(2, self.px(3))
        for rect in self.targets:
            grown = rect.inflate(width * 2 + round(4 * pulse), width * 2 + round(4 * pulse))
            pygame.draw.rect(surface, COACH_INK, grown, width, border_radius=6)
        target = min(self.targets, key=lambda r: _distance(self.coach_rect, r))
        start, end = _arrow_ends(self.coach_rect, target)
        _arrow(surface, start, end, max(3, self.px(5)), HIGHLIGHT)


def _distance(a: pygame.Rect, b: pygame.Rect) -> float:
    return math.dist(a.center, b.center)


def _arrow_ends(coach: pygame.Rect, target: pygame.Rect) -> tuple[tuple[int, int], tuple[int, int]]:
    """From the panel's edge facing the target to just outside the target's nearest edge."""
    tx = min(max(coach.centerx, target.left), target.right)
    ty = min(max(coach.centery, target.top), target.bottom)
    if coach.collidepoint(tx, ty):
        tx, ty = target.center
    dx, dy = tx - coach.centerx, ty - coach.centery
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    # Leave the panel where the line from its centre crosses its border.
    scale = min(
        (coach.w / 2) / abs(ux) if ux else math.inf, (coach.h / 2) / abs(uy) if uy else math.inf
    )
    start = (round(coach.centerx + ux * scale), round(coach.centery + uy * scale))
    end = (round(tx - ux * 6), round(ty - uy * 6))
    return start, end


def _arrow(
    surface: pygame.Surface,
    start: tuple[int, int],
    end: tuple[int, int],
    width: int,
    colour: tuple[int, ...],
) -> None:
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    if length < 4:
        return
    ux, uy = dx / length, dy / length
    head = width * 4
    base = (end[0] - ux * head, end[1] - uy * head)
    pygame.draw.line(surface, (40, 24, 10), start, base, width + 4)
    pygame.draw.line(surface, colour, start, base, width)
    left = (base[0] - uy * head * 0.6, base[1] + ux * head * 0.6)
    right = (base[0] + uy * head * 0.6, base[1] - ux * head * 0.6)
    pygame.draw.polygon(surface, (40, 24, 10), [end, left, right])
    pygame.draw.polygon(surface, colour, [end, left, right], 0)
    pygame.draw.polygon(surface, (40, 24, 10), [end, left, right], 2)


__all__ = ["GuideScene", "guide_session", "load_guide", "open_guide"]
