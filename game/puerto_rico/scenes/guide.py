"""The first-game guide: a fixed deal against two easy computer seats, with a coach on the board.

`GuideScene` is the board scene with a coach panel over the log: the first time a role comes up
it says what the role does, on the player's turn it says what to click and the table lights the
targets (a pulsing frame and an arrow from the panel), and each computer choice gets a sentence.
The coach only talks: every click the board takes still works, the panel moves off the log when
a decision panel needs that place, and Esc or its button leaves the guide for the title screen.
The words live in data/puerto_rico/guide.yaml (English and French, checked at load).
"""

from __future__ import annotations

import itertools
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
        self.arrow: list[tuple[int, int]] = []  # the arrow's path, panel to target (a polyline)
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
        self.arrow = self._route_arrow()

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
        if self.arrow:
            _arrow(surface, self.arrow, max(3, self.px(5)), HIGHLIGHT)

    # ------------------------------------------------------------------ the arrow

    def _route_arrow(self) -> list[tuple[int, int]]:
        """The arrow from the panel to the nearest target, along the felt between the table's
        zones (above and below the building board, beside its columns, between the seat
        boards) so that it covers no text; straight when that crosses no text either."""
        if not self.targets:
            return []
        target = min(self.targets, key=lambda r: _distance(self.coach_rect, r))
        lanes = self._lanes()
        text = [r for r in self._text_rects() if not target.contains(r)]
        return best_route(self.coach_rect, target, lanes, text, self.px(40), self.px(12))

    def _lanes(self) -> list[Lane]:
        """The strips of felt between zones, as lines through their middle (screen pixels)."""
        R, (w, h) = self.R, self.app.size
        supply = R("building_supply")
        boards = [R(f"seat{s}_board") for s in range(self.game.state.seats)]
        top = (R("role_0").bottom + supply.top) // 2
        under = (supply.bottom + boards[0].top) // 2
        floor = (boards[0].bottom + h) // 2
        log, done = R("log"), R("button_done")
        columns = [R(f"level_{i}") for i in range(1, 5)]
        edges = [boards[0].left // 2, (boards[-1].right + w) // 2]
        return [
            Lane("h", top, 0, w),
            Lane("h", under, 0, w),
            Lane("h", floor, 0, w),
            Lane("h", (log.bottom + done.top) // 2, log.left, w),
            Lane("v", (R("goods_supply").right + supply.left) // 2, top, under),
            Lane("v", (supply.right + log.left) // 2, top, under),
            *(
                Lane("v", (a.right + b.left) // 2, top, under)
                for a, b in itertools.pairwise(columns)
            ),
            *(Lane("v", x, top, floor) for x in edges),
            *(
                Lane("v", (a.right + b.left) // 2, under, floor)
                for a, b in itertools.pairwise(boards)
            ),
        ]

    def _text_rects(self) -> list[pygame.Rect]:
        """What carries words on the table: role cards, building tiles, counters, ships, crates
        with their counts, the status panel and the seats' name bars."""
        kinds = {"role", "building_supply", "building", "supply", "ship", "good", "choice"}
        rects = [s.rect for s in self.hotspots if s.kind in kinds]
        rects += [
            self.R("status"),
            *(self.R(f"seat{s}_header") for s in range(self.game.state.seats)),
        ]
        return rects


def _distance(a: pygame.Rect, b: pygame.Rect) -> float:
    return math.dist(a.center, b.center)


Point = tuple[int, int]


@dataclass(frozen=True)
class Lane:
    """A line of felt the arrow may run along: horizontal ("h") at y = `at` from `lo` to `hi`,
    or vertical ("v") at x = `at`."""

    way: str
    at: int
    lo: int
    hi: int

    def point(self, along: int) -> Point:
        along = min(max(along, self.lo), self.hi)
        return (along, self.at) if self.way == "h" else (self.at, along)

    def meets(self, other: Lane) -> Point | None:
        """Where a horizontal and a vertical lane cross, if they do."""
        if self.way == other.way:
            return None
        if not (other.lo <= self.at <= other.hi and self.lo <= other.at <= self.hi):
            return None
        return (other.at, self.at) if self.way == "h" else (self.at, other.at)


def _doors(rect: pygame.Rect, lanes: list[Lane], reach: int) -> list[tuple[Lane, Point, Point]]:
    """Each lane running along a side of `rect` within `reach`: (lane, the point on the lane
    facing the rect's middle, the point on that side)."""
    doors = []
    for lane in lanes:
        if lane.way == "h":
            if not (lane.lo <= rect.centerx <= lane.hi):
                continue
            side = (
                rect.top if lane.at <= rect.top else rect.bottom if lane.at >= rect.bottom else None
            )
            if side is not None and abs(lane.at - side) <= reach:
                doors.append((lane, (rect.centerx, lane.at), (rect.centerx, side)))
        else:
            if not (lane.lo <= rect.centery <= lane.hi):
                continue
            side = (
                rect.left if lane.at <= rect.left else rect.right if lane.at >= rect.right else None
            )
            if side is not None and abs(lane.at - side) <= reach:
                doors.append((lane, (lane.at, rect.centery), (side, rect.centery)))
    return doors


def _side(at: int, low: int, high: int) -> int | None:
    """The side (of two, `low` and `high`) a lane at `at` runs outside of, or None."""
    return low if at <= low else high if at >= high else None


def _inward(edge: Point, door: Point, depth: int) -> Point:
    """A point `depth` pixels past `edge`, going from `door` to `edge` (the arrow's tip rests
    just inside the target's frame)."""
    dx, dy = edge[0] - door[0], edge[1] - door[1]
    length = math.hypot(dx, dy) or 1.0
    return (round(edge[0] + dx / length * depth), round(edge[1] + dy / length * depth))


def crossings(path: list[Point], text: list[pygame.Rect]) -> int:
    """How many text rectangles the path's segments run through."""
    return sum(
        1
        for rect in text
        if any(rect.clipline(a, b) for a, b in itertools.pairwise(path) if a != b)
    )


def best_route(
    panel_rect: pygame.Rect,
    target: pygame.Rect,
    lanes: list[Lane],
    text: list[pygame.Rect],
    turn: int,
    depth: int,
) -> list[Point]:
    """The shortest path from the panel to the target, a turn costing `turn` pixels, that runs
    through no text (the fewest when none can): straight, or out of the panel onto a lane,
    along lanes (two at most, or three through a lane crossing both) and into the target."""
    start, end = _arrow_ends(panel_rect, target)
    paths = [[start, end]]
    exits = _doors(panel_rect, lanes, depth)
    entries = _doors(target, lanes, 4 * depth)
    for a, out, side_a in exits:
        for b, into, side_b in entries:
            tip = _inward(side_b, into, min(depth, target.w // 3, target.h // 3))
            if a == b:
                middle = [out, into]
            elif (cross := a.meets(b)) is not None:
                middle = [out, cross, into]
            else:
                middle = []
                for c in lanes:
                    first, second = c.meets(a), c.meets(b)
                    if first is not None and second is not None:
                        paths.append([side_a, out, first, second, into, tip])
                if not middle:
                    continue
            paths.append([side_a, *middle, tip])

    def cost(path: list[Point]) -> float:
        length = sum(math.dist(p, q) for p, q in itertools.pairwise(path))
        return crossings(path, text) * 100_000 + length + turn * (len(path) - 2)

    return _tidy(min(paths, key=cost))


def _tidy(path: list[Point]) -> list[Point]:
    """The path without repeated points nor points in the middle of a straight run."""
    out: list[Point] = []
    for p in path:
        if out and p == out[-1]:
            continue
        if len(out) >= 2:
            (ax, ay), (bx, by) = out[-2], out[-1]
            if (ax == bx == p[0]) or (ay == by == p[1]):
                out[-1] = p
                continue
        out.append(p)
    return out


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
    surface: pygame.Surface, path: list[tuple[int, int]], width: int, colour: tuple[int, ...]
) -> None:
    """A thick outlined line along `path` with a head on its last point (smaller when the last
    run is short, so it stays on that run)."""
    *body, before, end = path
    dx, dy = end[0] - before[0], end[1] - before[1]
    length = math.hypot(dx, dy)
    if length < 4:
        return
    ux, uy = dx / length, dy / length
    head = min(width * 4, max(width * 2, length))
    base = (end[0] - ux * head, end[1] - uy * head)
    line = [*body, before, base]
    dark = (40, 24, 10)
    for a, b in itertools.pairwise(line):
        pygame.draw.line(surface, dark, a, b, width + 4)
    for p in line[1:-1]:  # round the corners
        pygame.draw.circle(surface, dark, p, (width + 4) // 2)
    for a, b in itertools.pairwise(line):
        pygame.draw.line(surface, colour, a, b, width)
    for p in line[1:-1]:
        pygame.draw.circle(surface, colour, p, width // 2)
    left = (base[0] - uy * head * 0.6, base[1] + ux * head * 0.6)
    right = (base[0] + uy * head * 0.6, base[1] - ux * head * 0.6)
    pygame.draw.polygon(surface, dark, [end, left, right])
    pygame.draw.polygon(surface, colour, [end, left, right], 0)
    pygame.draw.polygon(surface, dark, [end, left, right], 2)


__all__ = ["GuideScene", "guide_session", "load_guide", "open_guide"]
