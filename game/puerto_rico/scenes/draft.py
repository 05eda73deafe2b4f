"""The building draft (SPEC §12.1): candidates by cost, the building board's 17 commercial slots.

Players pick in turn by clicking a building then a slot of its cost, or by dragging it there;
AI seats think on the worker thread and Puertoma picks arrive as engine events. Every pick flies
from its row to its slot before the next one shows, so the picks read one at a time. When the
board is complete the main board scene takes over with the same session and the draft's log.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from game.puerto_rico.ai import ScriptedAgent
from game.puerto_rico.catalog import BuildingDef
from game.puerto_rico.engine import Action, Event, IllegalAction, view
from game.puerto_rico.scenes.board import BoardScene, seat_colour
from game.puerto_rico.scenes.building_tile import TilePainter, building_name, building_tip, mapper
from game.puerto_rico.scenes.session import Session
from game.puerto_rico.scenes.wording import describe_event
from game.shell.ai_worker import AiWorker
from game.shell.anim import DURATIONS
from game.shell.assets import BRASS, CREAM, HIGHLIGHT, INK, PARCHMENT, RED
from game.shell.scene import Scene
from game.shell.widgets import Button, blit_text, draw_log, handle_buttons, panel

SLOT_COSTS = view.SLOT_COSTS
LAYOUT = (1600, 900)
FLIGHT_FACTOR = 1.5  # picks fly a little slower than goods: each one is a decision worth seeing
PAUSE_BETWEEN_PICKS = 0.2
DRAG_THRESHOLD = 6  # pixels the pointer moves before a press becomes a drag
SHADE = (40, 30, 20, 140)


def drafting(session: Session) -> bool:
    """Whether the session's game is in its building draft (the draft scene's business)."""
    return view.in_draft(session.game)


def slot_level(index: int) -> int:
    """The board level (column) of a commercial slot: four per level, five on level 4."""
    return min(4, index // 4 + 1)


@dataclass
class Flight:
    """A drafted tile travelling from its row to its slot."""

    building: str
    seat: int
    start: pygame.Rect
    end: pygame.Rect
    duration: float
    t: float = 0.0

    @property
    def done(self) -> bool:
        return self.t >= self.duration

    def rect(self) -> pygame.Rect:
        k = min(1.0, self.t / self.duration) if self.duration else 1.0
        k = 1 - (1 - k) ** 3  # ease out: a quick lift, a gentle landing
        w = self.start.w + (self.end.w - self.start.w) * k
        h = self.start.h + (self.end.h - self.start.h) * k
        cx = self.start.centerx + (self.end.centerx - self.start.centerx) * k
        cy = self.start.centery + (self.end.centery - self.start.centery) * k
        cy -= 60 * 4 * k * (1 - k)  # an arc over the table
        rect = pygame.Rect(0, 0, round(w), round(h))
        rect.center = (round(cx), round(cy))
        return rect


class DraftScene(Scene):
    """The draft before round 1; hands over to the board scene when every slot is filled."""

    def __init__(self, app, session: Session) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.painter = TilePainter(app.assets)
        self.ai = AiWorker()
        self.planner = ScriptedAgent("normal", seed=session.game.state.seed)  # "Pick for me"
        self.k = 1.0
        self.origin = (0, 0)
        # What the screen shows lags the engine while picks fly: `picks` holds the landed ones.
        self.picks: list[tuple[str, int]] = []
        self.slot_of: dict[str, int] = {}
        self.queue: list[Event] = []
        self.flight: Flight | None = None
        self.pause = 0.0
        self.log: list[tuple[str, tuple[int, int, int]]] = []
        self.selected: str | None = None
        self.press: tuple[str, tuple[int, int]] | None = None
        self.dragging: str | None = None
        self.dropped: str | None = None  # a pick dragged onto its slot: it needs no flight
        self.mouse = (0, 0)
        self.message = ""
        self.message_time = 0.0
        self.candidates: list[BuildingDef] = [
            b for b in self.game.buildings_by_cost if view.draftable(self.game, b)
        ]
        self.card_rects: dict[str, pygame.Rect] = {}
        self.card_name_size: int | None = None
        self.slot_name_size: int | None = None
        self.slot_rects: list[pygame.Rect] = []
        self.fixed_rects: dict[str, pygame.Rect] = {}
        self.row_rects: dict[int, pygame.Rect] = {}
        self.board_rect = pygame.Rect(0, 0, 1, 1)
        self.buttons: list[Button] = []
        self.begin_button = Button(
            self.t("draft.begin"), pygame.Rect(0, 0, 1, 1), self.begin, hotkey=pygame.K_RETURN
        )
        self.menu_button = Button("II", pygame.Rect(0, 0, 1, 1), self._open_menu)
        # For a player who would rather not draft: the computer's plan picks in its place.
        self.auto_button = Button(
            self.t("draft.auto_pick"), pygame.Rect(0, 0, 1, 1), self.pick_for_me
        )
        self.auto_button.tip = self.t("draft.auto_pick_tip")
        self._log(self.t("draft.intro"))
        self._resume()

    # ------------------------------------------------------------- helpers

    def t(self, key: str, **fields: Any) -> str:
        return self.app.t.t(key, **fields)

    @property
    def language(self) -> str:
        return self.app.settings.language

    def _log(self, text: str, colour: tuple[int, int, int] = INK) -> None:
        self.log.append((text, colour))
        del self.log[:-200]

    def _seat_colour(self, seat: int | None) -> tuple[int, int, int]:
        return seat_colour(self.session.seats[seat].colour) if seat is not None else INK

    def _resume(self) -> None:
        """Show the picks already made (a loaded save), with their log lines."""
        if not view.in_draft(self.game):
            return
        for seat, bid in view.draft_picks(self.game):
            self._land(bid, seat, sound=False)
            cost = self.game.bdefs[bid].cost
            event = Event("building_drafted", seat, building=bid, slot=cost)
            self._log(describe_event(event, self.game.names, self.app.t), self._seat_colour(seat))

    @property
    def complete(self) -> bool:
        """The engine has left the draft and every pick has landed on the screen."""
        return not drafting(self.session) and self.idle

    @property
    def idle(self) -> bool:
        return self.flight is None and not self.queue

    @property
    def human_to_act(self) -> int | None:
        """The seat the mouse plays for now: a human's pick, once the table is still."""
        if not self.idle or not drafting(self.session):
            return None
        seat = self.game.current_seat
        if seat is None or not self.session.seats[seat].is_human:
            return None
        return seat

    def free_slots(self, cost: int) -> list[int]:
        """Empty slots of this printed cost, as the screen shows them."""
        taken = set(self.slot_of.values())
        return [i for i, c in enumerate(SLOT_COSTS) if c == cost and i not in taken]

    def _drafter(self, bid: str) -> int | None:
        return next((seat for b, seat in self.picks if b == bid), None)

    def _available(self) -> set[str]:
        """Buildings the engine would still accept from someone (before flights land too)."""
        if not drafting(self.session):
            return set()
        flying = {e.data["building"] for e in self.queue if e.kind == "building_drafted"}
        if self.flight is not None:
            flying.add(self.flight.building)
        return set(view.draft_candidates(self.game)) | flying

    def _focus(self) -> BuildingDef | None:
        """The building whose slots glow: dragged, selected, or pointed at by the player."""
        seat = self.human_to_act
        if seat is None:
            return None
        bid = self.dragging or self.selected
        if bid is None:
            bid = self._card_at(self.mouse)
            if bid is not None and self.game.why_illegal(Action(seat, "draft", bid)) is not None:
                bid = None
        return self.game.bdefs[bid] if bid else None

    # ---------------------------------------------------------------- layout

    def layout(self, size: tuple[int, int]) -> None:
        self.k = min(size[0] / LAYOUT[0], size[1] / LAYOUT[1])
        self.origin = (
            round((size[0] - LAYOUT[0] * self.k) / 2),
            round((size[1] - LAYOUT[1] * self.k) / 2),
        )
        self._layout_candidates()
        self._layout_board()
        # Names share a size per kind of tile, so that rows of tiles read evenly.
        lang = self.language
        card = next(iter(self.card_rects.values()), pygame.Rect(0, 0, 160, 76))
        self.card_name_size = self.painter.name_size_cap(self.candidates, card.size, lang)
        on_board = self.candidates + [self.game.bdefs[bid] for bid in self.fixed_rects]
        slot = self.slot_rects[0] if self.slot_rects else card
        self.slot_name_size = self.painter.name_size_cap(on_board, slot.size, lang)
        log = self.R(910, 584, 670, 304)
        self.begin_button.label = self.t("draft.begin")  # the language may have just changed
        self.begin_button.rect = pygame.Rect(0, 0, self.px(300), self.px(52))
        self.begin_button.rect.midbottom = (log.centerx, log.bottom - self.px(16))
        self.auto_button.label = self.t("draft.auto_pick")
        self.auto_button.tip = self.t("draft.auto_pick_tip")
        self.auto_button.rect = self.begin_button.rect.copy()
        self.menu_button.rect = self.R(1512, 26, 50, 46)
        self.buttons = [self.menu_button]

    def R(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """A rect of the 1600 x 900 layout in window pixels."""
        k = self.k
        return pygame.Rect(
            self.origin[0] + round(x * k), self.origin[1] + round(y * k), round(w * k), round(h * k)
        )

    def px(self, n: float) -> int:
        return max(1, round(n * self.k))

    def _layout_candidates(self) -> None:
        """One band per cost; a band wraps onto a second line when its row is crowded."""
        area = self.R(20, 100, 870, 788)
        top = area.y + self.px(52)
        rows = [(c, [b for b in self.candidates if b.cost == c]) for c in sorted(set(SLOT_COSTS))]
        per_line = max(3, max((len(bs) for c, bs in rows if c != max(SLOT_COSTS)), default=3))
        lines = sum(max(1, math.ceil(len(bs) / per_line)) for _, bs in rows)
        line_h = (area.bottom - self.px(10) - top) / lines
        label_w = self.px(96)
        gap = self.px(8)
        card_w = (area.w - label_w - self.px(16) - gap * (per_line - 1)) / per_line
        card_h = min(line_h - self.px(8), card_w * 76 / 160 * 1.2)
        card_w = min(card_w, card_h * 2.9)
        self.card_rects = {}
        self.row_rects = {}
        y = float(top)
        for cost, buildings in rows:
            n_lines = max(1, math.ceil(len(buildings) / per_line))
            self.row_rects[cost] = pygame.Rect(
                area.x + self.px(8), round(y), area.w - self.px(16), round(line_h * n_lines)
            )
            for j, b in enumerate(buildings):
                line, col = divmod(j, per_line)
                x = area.x + label_w + col * (card_w + gap)
                cy = y + line * line_h + (line_h - card_h) / 2
                self.card_rects[b.id] = pygame.Rect(
                    round(x), round(cy), round(card_w), round(card_h)
                )
            y += line_h * n_lines

    def _layout_board(self) -> None:
        """The printed board: production buildings in place, then the slots of each level."""
        board = self.R(910, 100, 670, 470)
        self.board_rect = board
        info, _point, box, _k = mapper(self.app.assets, "board_supply", board)
        columns = [box(c) for c in info.get("columns", [])] or [
            pygame.Rect(board.x + i * board.w // 4, board.y + 40, board.w // 4 - 8, board.h - 50)
            for i in range(4)
        ]
        fixed: dict[int, list[str]] = {1: [], 2: [], 3: [], 4: []}
        for b in self.game.buildings_by_cost:
            if b.is_production and b.id in self.game.state.building_supply:
                fixed[min(4, b.level)].append(b.id)
        per_level = {
            lvl: [i for i in range(len(SLOT_COSTS)) if slot_level(i) == lvl] for lvl in fixed
        }
        entries = max(len(fixed[lvl]) + len(per_level[lvl]) for lvl in fixed)
        self.fixed_rects = {}
        self.slot_rects = [pygame.Rect(0, 0, 0, 0)] * len(SLOT_COSTS)
        for lvl, col in enumerate(columns[:4], start=1):
            gap = self.px(5)
            inner = col.inflate(-self.px(8), -self.px(8))
            h = (inner.h - gap * (entries - 1)) / entries
            items: list[tuple[str, Any]] = [("fixed", bid) for bid in fixed[lvl]]
            items += [("slot", i) for i in per_level[lvl]]
            for n, (kind, value) in enumerate(items):
                rect = pygame.Rect(inner.x, round(inner.y + n * (h + gap)), inner.w, round(h))
                if kind == "fixed":
                    self.fixed_rects[value] = rect
                else:
                    self.slot_rects[value] = rect

    # ---------------------------------------------------------------- picks

    def _receive(self, events: list[Event]) -> None:
        """Engine events wait their turn: each pick lands before the next one shows."""
        self.queue.extend(events)
        self._drain()

    def _drain(self) -> None:
        """Show queued events until one needs time on screen (a pick in flight)."""
        while self.queue and self.flight is None and self.pause <= 0:
            event = self.queue.pop(0)
            names = self.game.names
            self._log(describe_event(event, names, self.app.t), self._seat_colour(event.seat))
            if event.kind != "building_drafted" or event.seat is None:
                continue
            bid = event.data["building"]
            slot = self.slot_of.get(bid)
            if slot is None:
                free = self.free_slots(self.game.bdefs[bid].cost)
                slot = free[0] if free else None
                if slot is not None:
                    self.slot_of[bid] = slot
            duration = DURATIONS.get(self.app.settings.animation_speed, 0.5) * FLIGHT_FACTOR
            start = None if bid == self.dropped else self.card_rects.get(bid)
            if duration <= 0 or start is None or slot is None:
                self._land(bid, event.seat)
                continue
            self.flight = Flight(bid, event.seat, start, self.slot_rects[slot], duration)

    def _land(self, bid: str, seat: int, sound: bool = True) -> None:
        self.picks.append((bid, seat))
        if bid not in self.slot_of:
            free = self.free_slots(self.game.bdefs[bid].cost)
            if free:
                self.slot_of[bid] = free[0]
        if sound:
            self.app.assets.play("build")
            self.pause = PAUSE_BETWEEN_PICKS if self.app.settings.animation_speed != "off" else 0

    def pick(self, bid: str, slot: int | None = None, dropped: bool = False) -> bool:
        """The human's pick; a refusal is shown with the engine's reason and changes nothing."""
        seat = self.human_to_act
        if seat is None:
            return False
        try:
            events = self.session.apply(Action(seat, "draft", bid))
        except IllegalAction as refused:
            self._flash(self.refusal_text(bid) or refused.reason)
            return False
        if slot is not None:
            self.slot_of[bid] = slot
        self.selected = None
        self.dropped = bid if dropped else None
        self._receive(events)
        self._autosave()
        return True

    def place(self, bid: str, slot: int, dropped: bool = False) -> bool:
        """Put `bid` on a chosen slot: the slot must be free and of the building's cost."""
        b = self.game.bdefs[bid]
        if slot in self.slot_of.values():
            self._flash(self.t("draft.slot_taken"))
            return False
        if SLOT_COSTS[slot] != b.cost:
            self._flash(self.t("draft.wrong_slot", cost=b.cost, slot=SLOT_COSTS[slot]))
            return False
        return self.pick(bid, slot, dropped)

    def pick_for_me(self) -> bool:
        """The human's pick made by the scripted plan (the normal computer seat's choice)."""
        seat = self.human_to_act
        if seat is None or self.complete:
            return False
        legal = self.game.legal_actions()
        choice = self.planner.choose(self.game.clone(), legal)
        return self.pick(choice.value)

    @property
    def auto_pick_offered(self) -> bool:
        return not self.complete and self.human_to_act is not None

    def begin(self) -> None:
        """To the main board, with the draft's log ahead of round 1."""
        if not self.complete:
            return
        board = BoardScene(self.app, self.session)
        board.log.extend(self.log)
        self.app.replace(board)

    def _autosave(self) -> None:
        names = ", ".join(s.name for s in self.session.seats)
        try:
            self.session.save("autosave", self.t("draft.save_label", names=names))
        except OSError as exc:  # a full disk must not stop the game
            self._flash(str(exc))

    def _flash(self, text: str) -> None:
        # Engine reasons are clauses ("no empty slot of cost 3 is left"): shown as sentences.
        text = text.strip()
        if text and text[-1] not in ".!?…":
            text += "."
        self.message = text[:1].upper() + text[1:]
        self.message_time = 4.0

    def _open_menu(self) -> None:
        from game.puerto_rico.scenes.overlays import PauseOverlay

        self.app.push(PauseOverlay(self.app, self))

    # ---------------------------------------------------------------- input

    def _card_at(self, pos: tuple[int, int]) -> str | None:
        for bid, rect in self.card_rects.items():
            if rect.collidepoint(pos) and self._drafter(bid) is None:
                return bid
        return None

    def _slot_at(self, pos: tuple[int, int]) -> int | None:
        for i, rect in enumerate(self.slot_rects):
            if rect.collidepoint(pos):
                return i
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        buttons = [*self.buttons, self.begin_button] if self.complete else self.buttons
        if self.auto_pick_offered:
            buttons = [*buttons, self.auto_button]
        if handle_buttons(buttons, event, self.app.assets):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.selected or self.dragging:
                    self.selected = self.dragging = None
                    self.press = None
                else:
                    self._open_menu()
                return True
            return False
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.press is not None and self.dragging is None:
                bid, start = self.press
                moved = abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1])
                if moved > DRAG_THRESHOLD and self.human_to_act is not None:
                    self.dragging = bid
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            bid = self._card_at(event.pos)
            self.press = (bid, event.pos) if bid is not None else None
            return bid is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            self.press = None
            if self.dragging is not None:
                bid, self.dragging = self.dragging, None
                slot = self._slot_at(event.pos)
                if slot is not None and self.human_to_act is not None:
                    self.place(bid, slot, dropped=True)
                return True
            return self._click(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.selected = None
            return True
        return False

    def _click(self, pos: tuple[int, int]) -> bool:
        seat = self.human_to_act
        bid = self._card_at(pos)
        if bid is not None:
            if seat is None:
                self._explain_wait()
                return True
            reason = self.game.why_illegal(Action(seat, "draft", bid))
            if reason is not None:
                self._flash(self.refusal_text(bid) or reason)
                self.selected = None
                return True
            free = self.free_slots(self.game.bdefs[bid].cost)
            if len(free) == 1:
                self.place(bid, free[0])  # only one place it can go: no second click needed
            else:
                self.selected = None if self.selected == bid else bid
            return True
        slot = self._slot_at(pos)
        if slot is not None:
            if seat is None:
                self._explain_wait()
            elif self.selected is not None:
                self.place(self.selected, slot)
            elif slot not in self.slot_of.values():
                self._flash(self.t("draft.choose_first"))
            return True
        if self.selected is not None:
            self.selected = None
            return True
        return False

    def _explain_wait(self) -> None:
        if self.complete:
            return
        if not self.idle:
            self._flash(self.t("draft.wait"))
            return
        seat = self.game.current_seat
        if seat is not None:
            self._flash(self.t("draft.not_your_pick", name=self.game.names[seat]))

    # ---------------------------------------------------------------- update

    def update(self, dt: float) -> None:
        if self.message_time > 0:
            self.message_time -= dt
        if self.flight is not None:
            self.flight.t += dt
            if self.flight.done:
                flight, self.flight = self.flight, None
                self._land(flight.building, flight.seat)
        if self.pause > 0:
            self.pause -= dt
        self._drain()
        if not self.idle or not drafting(self.session):
            return
        seat = self.game.current_seat
        if seat is not None and not self.session.seats[seat].is_human:
            self._run_ai(seat, dt)

    def _run_ai(self, seat: int, dt: float) -> None:
        speed = self.app.settings.ai_speed
        action = self.ai.step(self.session.agents[seat], self.game, seat, dt, speed)
        if action is None:
            return
        try:
            events = self.session.apply(action)
        except IllegalAction as refused:
            self._flash(refused.reason)
            return
        self._receive(events)
        self._autosave()

    # ------------------------------------------------------------------ draw

    def draw(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        surface.blit(a.image("table", surface.get_size()), (0, 0))
        focus = self._focus()
        self._draw_top_bar(surface)
        self._draw_candidates(surface, focus)
        self._draw_board(surface, focus)
        self._draw_log(surface)
        if self.complete:
            self.begin_button.draw(surface, a)
        elif self.auto_pick_offered:
            self.auto_button.draw(surface, a)
        self.menu_button.draw(surface, a)
        if self.flight is not None:
            self._draw_flight(surface, self.flight)
        if self.dragging is not None:
            self._draw_dragged(surface, self.dragging)
        if self.message_time > 0 and self.message:
            self._draw_message(surface)
        self._set_tooltip()

    def _draw_top_bar(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        bar = self.R(20, 12, 1560, 76)
        panel(surface, bar, fill=PARCHMENT, radius=12)
        blit_text(
            surface,
            a,
            self.t("draft.title"),
            (bar.x + self.px(20), bar.y + self.px(10)),
            self.px(34),
            INK,
            bold=True,
        )
        total = len(SLOT_COSTS)
        if self.complete:
            counter = self.t("draft.all_picked", n=len(self.picks))
        else:
            counter = self.t("draft.pick_counter", n=min(total, len(self.picks) + 1), total=total)
        blit_text(
            surface,
            a,
            counter,
            (bar.x + self.px(22), bar.y + self.px(44)),
            self.px(21),
            (110, 60, 30),
            bold=True,
        )
        prompt_box = pygame.Rect(bar.x + self.px(330), bar.y, self.px(560), bar.h)
        prompt = self._prompt()
        size = self.px(25)
        while size > 12 and a.font(size, True).size(prompt)[0] > prompt_box.w:
            size -= 1
        blit_text(surface, a, prompt, prompt_box.center, size, INK, "center", bold=True)
        self._draw_seat_order(
            surface, pygame.Rect(bar.x + self.px(900), bar.y, self.px(580), bar.h)
        )

    def _prompt(self) -> str:
        if self.complete:
            return self.t("draft.complete")
        if self.flight is not None:
            name = building_name(self.game.bdefs[self.flight.building], self.language)
            return self.t("draft.placing", name=self.game.names[self.flight.seat], building=name)
        seat = self.game.current_seat
        if seat is None:
            return ""
        name = self.game.names[seat]
        if not self.session.seats[seat].is_human:
            return self.t("draft.thinking", name=name)
        chosen = self.dragging or self.selected
        if chosen is not None:
            b = self.game.bdefs[chosen]
            building = building_name(b, self.language)
            return self.t("draft.prompt_slot", name=name, building=building, cost=b.cost)
        return self.t("draft.prompt_pick", name=name)

    def _picker(self) -> int | None:
        if self.flight is not None:
            return self.flight.seat
        if self.complete or not self.idle:
            return None
        return self.game.current_seat

    def _draw_seat_order(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The seats in pick order; the one picking now stands out."""
        a = self.app.assets
        s = self.game.state
        order = [(s.governor + i) % s.seats for i in range(s.seats)]
        gap = self.px(8)
        w = min(self.px(150), (area.w - gap * (len(order) - 1)) // len(order))
        h = self.px(40)
        x = area.right - len(order) * w - (len(order) - 1) * gap
        picker = self._picker()
        for seat in order:
            chip = pygame.Rect(x, area.centery - h // 2, w, h)
            colour = self._seat_colour(seat)
            if picker is not None and seat != picker:
                colour = _mix(colour, PARCHMENT, 0.45)  # the others step back
            if seat == picker:
                pygame.draw.rect(surface, HIGHLIGHT, chip.inflate(10, 10), border_radius=13)
                pygame.draw.rect(surface, INK, chip.inflate(10, 10), 1, border_radius=13)
            pygame.draw.rect(surface, colour, chip, border_radius=10)
            pygame.draw.rect(surface, INK, chip, 1, border_radius=10)
            name = self.game.names[seat]
            size = self.px(19)
            while size > 10 and a.font(size, True).size(name)[0] > w - self.px(12):
                size -= 1
            blit_text(surface, a, name, chip.center, size, CREAM, "center", bold=True)
            x += w + gap

    def _draw_candidates(self, surface: pygame.Surface, focus: BuildingDef | None) -> None:
        a = self.app.assets
        area = self.R(20, 100, 870, 788)
        panel(surface, area, fill=PARCHMENT, radius=12)
        blit_text(
            surface,
            a,
            self.t("draft.candidates"),
            (area.x + self.px(20), area.y + self.px(14)),
            self.px(26),
            INK,
            bold=True,
        )
        hint = self.t("draft.out_hint" if self.complete else "draft.candidates_hint")
        size = self.px(17)
        left = area.x + self.px(300)
        while size > 10 and a.font(size).size(hint)[0] > area.right - self.px(20) - left:
            size -= 1
        blit_text(
            surface,
            a,
            hint,
            (area.right - self.px(20), area.y + self.px(20)),
            size,
            (110, 60, 30),
            "topright",
        )
        seat = self.human_to_act
        available = self._available()
        legal = {x.value for x in self.game.legal_actions()} if seat is not None else set()
        hovered_slot = self._slot_at(self.mouse) if seat is not None and not focus else None
        slot_cost = (
            SLOT_COSTS[hovered_slot]
            if hovered_slot is not None and hovered_slot not in self.slot_of.values()
            else None
        )
        flying = self.flight.building if self.flight else None
        for n, (cost, row) in enumerate(self.row_rects.items()):
            if n % 2 == 0:
                band = pygame.Surface(row.size, pygame.SRCALPHA)
                band.fill((120, 80, 40, 22))
                surface.blit(band, row)
            self._draw_cost_label(surface, cost, row)
        for b in self.candidates:
            rect = self.card_rects[b.id]
            drafter = self._drafter(b.id)
            if drafter is not None or b.id == flying:
                self._draw_drafted_ghost(surface, b, rect, drafter)
                continue
            lift = 0
            if b.id == self.dragging:
                self._draw_drafted_ghost(surface, b, rect, None)
                continue
            hovered = b.id in legal and rect.collidepoint(self.mouse) and not self.dragging
            if b.id == self.selected or hovered:
                lift = self.px(4 if b.id == self.selected else 2)
            shown = rect.move(0, -lift)
            if lift:
                shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(shadow, (0, 0, 0, 80), shadow.get_rect(), border_radius=8)
                surface.blit(shadow, rect.move(0, self.px(3)))
            surface.blit(self._card_tile(b, rect), shown)
            if b.id not in available:
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(shade, SHADE, shade.get_rect(), border_radius=8)
                surface.blit(shade, shown)
            elif b.id == self.selected:
                pygame.draw.rect(surface, HIGHLIGHT, shown.inflate(6, 6), 4, border_radius=9)
            elif b.id in legal and (b.cost == slot_cost or (focus and focus.id == b.id)):
                pygame.draw.rect(surface, HIGHLIGHT, shown.inflate(4, 4), 3, border_radius=9)
            elif b.id in legal:
                pygame.draw.rect(surface, (236, 200, 110), shown.inflate(2, 2), 2, border_radius=8)

    def _draw_cost_label(self, surface: pygame.Surface, cost: int, row: pygame.Rect) -> None:
        """The cost coin, and a pip per slot of that cost (the drafter's colour once taken)."""
        a = self.app.assets
        r = self.px(21)
        centre = (row.x + self.px(40), row.y + min(row.h // 2, self.px(34)) - self.px(6))
        pygame.draw.circle(surface, (120, 84, 36), (centre[0], centre[1] + 2), r)
        pygame.draw.circle(surface, BRASS, centre, r)
        pygame.draw.circle(surface, (236, 198, 110), centre, r - self.px(4))
        pygame.draw.circle(surface, (120, 84, 36), centre, r, 2)
        blit_text(surface, a, str(cost), centre, self.px(24), INK, "center", bold=True)
        slots = [i for i, c in enumerate(SLOT_COSTS) if c == cost]
        pip = self.px(11)
        gap = self.px(4)
        width = len(slots) * pip + (len(slots) - 1) * gap
        x = centre[0] - width // 2
        y = centre[1] + r + self.px(6)
        taken = {slot: bid for bid, slot in self.slot_of.items()}
        for i in slots:
            rect = pygame.Rect(x, y, pip, pip)
            bid = taken.get(i)
            drafter = self._drafter(bid) if bid else None
            if drafter is not None:
                pygame.draw.rect(surface, self._seat_colour(drafter), rect, border_radius=3)
                pygame.draw.rect(surface, INK, rect, 1, border_radius=3)
            else:
                pygame.draw.rect(surface, (120, 84, 36), rect, 2, border_radius=3)
            x += pip + gap

    def _draw_drafted_ghost(
        self, surface: pygame.Surface, b: BuildingDef, rect: pygame.Rect, drafter: int | None
    ) -> None:
        """Where a drafted building stood: a faint print of it and who took it."""
        a = self.app.assets
        ghost = self._card_tile(b, rect).copy()
        ghost.set_alpha(60)
        surface.blit(ghost, rect)
        pygame.draw.rect(surface, (150, 120, 80), rect, 1, border_radius=8)
        if drafter is None:
            return
        name = self.game.names[drafter]
        size = self.px(16)
        while size > 10 and a.font(size, True).size(name)[0] > rect.w - self.px(20):
            size -= 1
        text_w = a.font(size, True).size(name)[0]
        pill = pygame.Rect(0, 0, text_w + self.px(16), a.font(size, True).get_linesize() + 4)
        pill.center = (rect.centerx, rect.y + round(rect.h * 0.7))  # under the name, not on it
        pygame.draw.rect(surface, self._seat_colour(drafter), pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, INK, pill, 1, border_radius=pill.h // 2)
        blit_text(surface, a, name, pill.center, size, CREAM, "center", bold=True)

    def _draw_board(self, surface: pygame.Surface, focus: BuildingDef | None) -> None:
        a = self.app.assets
        board = self.board_rect
        surface.blit(a.image("board_supply", board.size), board)
        pulse = 0.5 + 0.5 * math.sin(pygame.time.get_ticks() / 180)
        for bid, rect in self.fixed_rects.items():
            b = self.game.bdefs[bid]
            surface.blit(self._slot_tile(b, rect), rect)
            self._draw_copies(surface, bid, rect)
        taken = {slot: bid for bid, slot in self.slot_of.items()}
        targets = set(self.free_slots(focus.cost)) if focus is not None else set()
        hovered = self._slot_at(self.mouse)
        for i, rect in enumerate(self.slot_rects):
            bid = taken.get(i)
            drafter = self._drafter(bid) if bid else None
            if bid is not None and drafter is not None:
                b = self.game.bdefs[bid]
                surface.blit(self._slot_tile(b, rect), rect)
                self._draw_copies(surface, bid, rect)
                self._draw_drafter_mark(surface, drafter, rect)
                continue
            glow = i in targets
            fill = (255, 236, 170) if glow else (214, 192, 150)
            pygame.draw.rect(surface, fill, rect, border_radius=8)
            edge = (150, 118, 74)
            pygame.draw.rect(surface, edge, rect, 2, border_radius=8)
            inner = rect.inflate(-self.px(10), -self.px(10))
            pygame.draw.rect(surface, (190, 164, 120), inner, 1, border_radius=6)
            r = min(self.px(17), rect.h // 3)
            coin = rect.center
            pygame.draw.circle(surface, (150, 118, 74), (coin[0], coin[1] + 2), r)
            pygame.draw.circle(surface, BRASS if glow else (214, 176, 100), coin, r)
            pygame.draw.circle(surface, (120, 84, 36), coin, r, 2)
            blit_text(surface, a, str(SLOT_COSTS[i]), coin, r + 6, INK, "center", bold=True)
            if glow:
                width = max(2, round(self.px(3) + 2 * pulse))
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(4, 4), width, border_radius=9)
                if i == hovered and (self.dragging or self.selected):
                    pygame.draw.rect(surface, (255, 255, 255), rect, 2, border_radius=8)

    def _draw_copies(self, surface: pygame.Surface, bid: str, rect: pygame.Rect) -> None:
        n = self.game.state.building_supply.get(bid, 0)
        blit_text(
            surface,
            self.app.assets,
            f"×{n}",
            (rect.right - self.px(6), rect.bottom - self.px(3)),
            self.px(14),
            INK,
            "bottomright",
            bold=True,
        )

    def _draw_drafter_mark(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        """A seat-coloured disc with the drafter's initial, between the tile's coins and slots."""
        r = max(6, min(self.px(10), rect.h // 6))
        centre = (rect.x + round(rect.w * 66 / 160), rect.bottom - r - max(2, rect.h // 14))
        pygame.draw.circle(surface, self._seat_colour(seat), centre, r)
        pygame.draw.circle(surface, CREAM, centre, r, 2)
        blit_text(
            surface, self.app.assets, self._initial(seat), centre, r + 4, CREAM, "center", True
        )

    def _initial(self, seat: int) -> str:
        """A Puertoma is known by its letter (A, B); anyone else by their name's first letter."""
        if self.session.is_puertoma(seat):
            return view.puertoma_board(self.game, seat).label[:1]
        return self.game.names[seat][:1].upper()

    def _draw_log(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        box = self.R(910, 584, 670, 304)
        surface.blit(a.image("panel", box.size), box)
        blit_text(
            surface,
            a,
            self.t("draft.log"),
            (box.x + self.px(16), box.y + self.px(10)),
            self.px(19),
            (236, 214, 160),
            bold=True,
        )
        rect = pygame.Rect(
            box.x + self.px(16),
            box.y + self.px(36),
            box.w - self.px(32),
            box.h - self.px(48),
        )
        if self.complete or self.auto_pick_offered:
            rect.h = self.begin_button.rect.y - self.px(10) - rect.y
        draw_log(surface, a, self.log, rect, self.px(16))

    def _card_tile(self, b: BuildingDef, rect: pygame.Rect) -> pygame.Surface:
        return self.painter.tile(b, rect.size, self.language, self.card_name_size)

    def _slot_tile(self, b: BuildingDef, rect: pygame.Rect) -> pygame.Surface:
        return self.painter.tile(b, rect.size, self.language, self.slot_name_size)

    def _draw_flight(self, surface: pygame.Surface, flight: Flight) -> None:
        rect = flight.rect()
        card = self._card_tile(self.game.bdefs[flight.building], flight.start)
        tile = pygame.transform.smoothscale(card, rect.size)  # one tile, stretched in flight
        shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=8)
        surface.blit(shadow, rect.move(self.px(6), self.px(10)))
        surface.blit(tile, rect)
        pygame.draw.rect(surface, self._seat_colour(flight.seat), rect, 3, border_radius=8)

    def _draw_dragged(self, surface: pygame.Surface, bid: str) -> None:
        rect = self.card_rects[bid].copy()
        rect.center = self.mouse
        tile = self._card_tile(self.game.bdefs[bid], rect)
        shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=8)
        surface.blit(shadow, rect.move(self.px(5), self.px(8)))
        surface.blit(tile, rect)
        pygame.draw.rect(surface, HIGHLIGHT, rect, 3, border_radius=8)

    def _draw_message(self, surface: pygame.Surface) -> None:
        """A refusal, in words, over the candidates' heading for a few seconds."""
        a = self.app.assets
        size = self.px(19)
        area = self.R(20, 100, 870, 788)
        box = pygame.Rect(0, 0, area.w - self.px(16), self.px(44))
        box.midtop = (area.centerx, area.y + self.px(4))
        lines = a.wrap(self.message, size, box.w - self.px(24))[:2]
        box.h = max(box.h, len(lines) * a.font(size).get_linesize() + self.px(14))
        panel(surface, box, fill=(130, 44, 32, 240), border=RED, radius=8)
        y = box.centery - len(lines) * a.font(size).get_linesize() // 2
        for line in lines:
            blit_text(surface, a, line, (box.centerx, y), size, CREAM, "midtop", bold=True)
            y += a.font(size).get_linesize()

    def _set_tooltip(self) -> None:
        if self.dragging is not None:
            return
        shown = [*self.buttons]
        if self.complete:
            shown.append(self.begin_button)
        elif self.auto_pick_offered:
            shown.append(self.auto_button)
        for b in shown:
            if b.rect.collidepoint(self.mouse) and b.tip_text():
                self.app.tooltip = (b.tip_text(), self.mouse)
                return
        tip = self._tip_at(self.mouse)
        if tip:
            self.app.tooltip = (tip, self.mouse)

    def _tip_at(self, pos: tuple[int, int]) -> str:
        """What the thing under the pointer is, and what a click on it would do."""
        g = self.game
        for bid, rect in self.card_rects.items():
            if rect.collidepoint(pos):
                b = g.bdefs[bid]
                return f"{building_tip(self.t, b, self.language)}\n{self._card_status(b)}"
        for bid, rect in self.fixed_rects.items():
            if rect.collidepoint(pos):
                return (
                    f"{building_tip(self.t, g.bdefs[bid], self.language)}\n{self.t('draft.fixed')}"
                )
        slot = self._slot_at(pos)
        if slot is None:
            return ""
        taken = {s: bid for bid, s in self.slot_of.items()}
        bid = taken.get(slot)
        drafter = self._drafter(bid) if bid else None
        if bid is not None and drafter is not None:
            name = g.names[drafter]
            return f"{building_tip(self.t, g.bdefs[bid], self.language)}\n" + self.t(
                "draft.drafted_by", name=name
            )
        focus = self._focus()
        if focus is not None and focus.cost == SLOT_COSTS[slot]:
            return self.t("draft.slot_drop", building=building_name(focus, self.language))
        return self.t("draft.slot_fits", cost=SLOT_COSTS[slot])

    def refusal_text(self, bid: str) -> str:
        """Why `bid` cannot be drafted now, in the player's language ("" if it can)."""
        refusal = view.draft_refusal(self.game, bid)
        if refusal is None:
            return ""
        code, v = refusal
        language = self.app.settings.language
        names = {
            key: building_name(self.game.bdefs[v[key]], language)
            for key in ("building", "other")
            if key in v and v[key] in self.game.bdefs
        }
        return self.t(f"draft_refusal.{code}", **{**v, **names})

    def _card_status(self, b: BuildingDef) -> str:
        drafter = self._drafter(b.id)
        if drafter is not None:
            return self.t("draft.drafted_by", name=self.game.names[drafter])
        if not drafting(self.session):
            return ""
        reason = self.refusal_text(b.id)
        if reason:
            return reason
        if self.human_to_act is None:
            return ""
        if b.id == self.selected:
            return self.t("draft.cancel_hint")
        if len(self.free_slots(b.cost)) == 1:
            return self.t("draft.tip_one_slot")
        return self.t("draft.tip_pick", cost=b.cost)


def _mix(
    colour: tuple[int, int, int], other: tuple[int, int, int], k: float
) -> tuple[int, int, int]:
    return tuple(round(c * (1 - k) + o * k) for c, o in zip(colour, other, strict=True))  # type: ignore[return-value]
