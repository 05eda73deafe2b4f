"""The building draft (SPEC §12.1): candidates by cost, the building board's 17 commercial slots.

Players pick in turn by clicking a building then a slot of its cost, or by dragging it there;
AI seats think on the worker thread and Puertoma picks arrive as engine events. Every pick flies
from its row to its slot before the next one shows, so the picks read one at a time. When the
board is complete the main board scene takes over with the same session and the draft's log.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import Any

import pygame

from game.paths import box_assets
from game.puerto_rico.ai import ScriptedAgent
from game.puerto_rico.catalog import BuildingDef
from game.puerto_rico.engine import Action, Event, IllegalAction, view
from game.puerto_rico.scenes.board import _pause_menu
from game.puerto_rico.scenes.building_index import INDEX_KEYS, BuildingIndexOverlay
from game.puerto_rico.scenes.building_tile import TilePainter, building_tip, mapper
from game.puerto_rico.scenes.draft_painter import DraftPainting, Flight
from game.puerto_rico.scenes.session import Session
from game.puerto_rico.scenes.wording import describe_event, refusal_text
from game.shell.anim import DURATIONS
from game.shell.game_scene import GameScene
from game.shell.pacing import beat_seconds
from game.shell.tiled import MapScaled, TableLayout, load_map
from game.shell.widgets import Button, handle_buttons

SLOT_COSTS = view.SLOT_COSTS
DRAFT_MAP = "draft.tmx"
# Every zone the draft code looks up; the map may hold more (notes, decoration).
DRAFT_ZONES = (
    "top_bar",
    "title",
    "pick_counter",
    "prompt",
    "seat_order",
    "button_menu",
    "candidates",
    "candidates_heading",
    "candidates_hint",
    "message",
    "cost_rows",
    "cost_cards",
    "building_board",
    "log",
    "log_heading",
    "log_text",
    "button_begin",
)
CARD_ASPECT = 76 / 160  # a building tile's height for its width
FLIGHT_FACTOR = 1.5  # picks fly a little slower than goods: each one is a decision worth seeing
PAUSE_BETWEEN_PICKS = 0.2
DRAG_THRESHOLD = 6  # pixels the pointer moves before a press becomes a drag


def drafting(session: Session) -> bool:
    """Whether the session's game is in its building draft (the draft scene's business)."""
    return view.in_draft(session.game)


def slot_level(index: int) -> int:
    """The board level (column) of a commercial slot: four per level, five on level 4."""
    return min(4, index // 4 + 1)


def load_draft_map() -> TableLayout:
    return load_map(box_assets("puerto_rico") / "maps" / DRAFT_MAP, DRAFT_ZONES)


class DraftScene(DraftPainting, MapScaled, GameScene):
    """The draft before round 1; hands over to the board scene when every slot is filled."""

    def __init__(self, app, session: Session) -> None:  # type: ignore[no-untyped-def]
        super().__init__(
            app,
            session,
            describe=lambda e, hide_vp: describe_event(e, self.game.names, self.app.t),
            pause_menu=_pause_menu,
        )
        self.session: Session = session
        self.map = load_draft_map()
        self.painter = TilePainter(app.assets)
        self.planner = ScriptedAgent("normal", seed=session.game.state.seed)  # "Pick for me"
        # What the screen shows lags the engine while picks fly: `picks` holds the landed ones.
        self.picks: list[tuple[str, int]] = []
        self.slot_of: dict[str, int] = {}
        self.queue: list[Event] = []
        self.flight: Flight | None = None
        self.pause = 0.0
        self.selected: str | None = None
        self.press: tuple[str, tuple[int, int]] | None = None
        self.dragging: str | None = None
        self.dropped: str | None = None  # a pick dragged onto its slot: it needs no flight
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
        # Taken from the engine at each refresh, read by the painting and the tooltips.
        self.legal: set[str] = set()
        self.available: set[str] = set()
        self.card_tips: dict[str, str] = {}
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
        self.note("draft.intro")
        self._resume()

    # ------------------------------------------------------------- helpers

    @property
    def language(self) -> str:
        return self.app.settings.language

    def _seat_colour(self, seat: int | None) -> tuple[int, int, int]:
        return self.colour_of(seat)

    def _resume(self) -> None:
        """Show the picks already made (a loaded save), with their log lines."""
        if not view.in_draft(self.game):
            return
        for seat, bid in view.draft_picks(self.game):
            self._land(bid, seat, sound=False)
            cost = self.game.bdefs[bid].cost
            self.log_event(Event("building_drafted", seat, building=bid, slot=cost))

    @property
    def complete(self) -> bool:
        """The engine has left the draft and every pick has landed on the screen."""
        return not drafting(self.session) and self.idle

    @property
    def idle(self) -> bool:
        """Nothing flies, waits to be shown or stays its beat."""
        return self.flight is None and not self.queue and self.pause <= 0

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
        """The building whose slots glow: dragged, selected, or pointed at by the player (a
        building the engine offered at the last refresh)."""
        seat = self.human_to_act
        if seat is None:
            return None
        bid = self.dragging or self.selected
        if bid is None:
            bid = self._card_at(self.mouse)
            if bid is not None and bid not in self.legal:
                bid = None
        return self.game.bdefs[bid] if bid else None

    # --------------------------------------------------------------- refresh

    def view_key(self) -> tuple[Hashable, ...]:
        # Landing picks change the board and whose hand the screen waits for.
        flying = self.flight.building if self.flight else None
        picked = (len(self.picks), flying, len(self.queue), self.selected, self.dragging)
        return (*super().view_key(), *picked, self.human_to_act)

    def refresh(self) -> None:
        """Ask the engine what may be drafted now and why not the others."""
        seat = self.human_to_act
        self.legal = {a.value for a in self.game.legal_actions()} if seat is not None else set()
        self.available = self._available()
        lang = self.language
        self.card_tips = {
            b.id: f"{building_tip(self.t, b, lang)}\n{self._card_status(b)}"
            for b in self.candidates
        }

    # ---------------------------------------------------------------- layout

    def layout(self, size: tuple[int, int]) -> None:
        self.fit_map(size)
        self._layout_candidates()
        self._layout_board()
        # Names share a size per kind of tile, so that rows of tiles read evenly.
        lang = self.language
        card = next(iter(self.card_rects.values()), pygame.Rect(0, 0, 160, 76))
        self.card_name_size = self.painter.name_size_cap(self.candidates, card.size, lang)
        on_board = self.candidates + [self.game.bdefs[bid] for bid in self.fixed_rects]
        slot = self.slot_rects[0] if self.slot_rects else card
        self.slot_name_size = self.painter.name_size_cap(on_board, slot.size, lang)
        self.begin_button.label = self.t("draft.begin")  # the language may have just changed
        self.begin_button.rect = self.R("button_begin")
        self.auto_button.label = self.t("draft.auto_pick")
        self.auto_button.tip = self.t("draft.auto_pick_tip")
        self.auto_button.rect = self.begin_button.rect.copy()
        self.menu_button.rect = self.R("button_menu")
        self.buttons = [self.menu_button]
        self.mark_dirty()
        self.keep_fresh()

    def _layout_candidates(self) -> None:
        """One band per cost; a band wraps onto a second line when its row is crowded."""
        bands = self.R("cost_rows")
        cards = self.R("cost_cards")
        rows = [(c, [b for b in self.candidates if b.cost == c]) for c in sorted(set(SLOT_COSTS))]
        per_line = max(3, max((len(bs) for c, bs in rows if c != max(SLOT_COSTS)), default=3))
        lines = sum(max(1, math.ceil(len(bs) / per_line)) for _, bs in rows)
        line_h = bands.h / lines
        gap = self.px(self.prop("cost_cards", "gap", 8))
        card_w = (cards.w - gap * (per_line - 1)) / per_line
        card_h = min(line_h - self.px(8), card_w * CARD_ASPECT * 1.2)
        card_w = min(card_w, card_h * 2.9)
        self.card_rects = {}
        self.row_rects = {}
        y = float(bands.y)
        for cost, buildings in rows:
            n_lines = max(1, math.ceil(len(buildings) / per_line))
            self.row_rects[cost] = pygame.Rect(bands.x, round(y), bands.w, round(line_h * n_lines))
            for j, b in enumerate(buildings):
                line, col = divmod(j, per_line)
                x = cards.x + col * (card_w + gap)
                cy = y + line * line_h + (line_h - card_h) / 2
                self.card_rects[b.id] = pygame.Rect(
                    round(x), round(cy), round(card_w), round(card_h)
                )
            y += line_h * n_lines

    def _layout_board(self) -> None:
        """The printed board: production buildings in place, then the slots of each level."""
        board = self.R("building_board")
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
            self.log_event(event)
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
            # A computer seat's or a Puertoma's pick stays its beat, as their actions do on the
            # board (the computer speed setting); a human's own pick only a short breath.
            computer = not self.session.seats[seat].is_human
            hold = beat_seconds(self.app.settings.ai_speed, computer)
            if self.app.settings.animation_speed != "off":
                hold = max(hold, PAUSE_BETWEEN_PICKS)
            self.pause = hold

    def pick(self, bid: str, slot: int | None = None, dropped: bool = False) -> bool:
        """The human's pick; a refusal is shown with the engine's reason and changes nothing."""
        seat = self.human_to_act
        if seat is None:
            return False
        try:
            events = self.session.apply(Action(seat, "draft", bid))
        except IllegalAction as refused:
            self._flash(self.refusal_words(refused.action))
            return False
        if slot is not None:
            self.slot_of[bid] = slot
        self.selected = None
        self.dropped = bid if dropped else None
        self._receive(events)
        self._save()
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
        # Planned on the seat's copy: the draft hides the Puertomas' unseen cards.
        copy = self.game.seat_copy(seat, self.game.state.actions_taken)
        choice = self.planner.choose(copy, legal)
        return self.pick(choice.value)

    @property
    def auto_pick_offered(self) -> bool:
        return not self.complete and self.human_to_act is not None

    def begin(self) -> None:
        """To the achievements draft if it is played, else the main board, with the draft's log
        ahead."""
        if not self.complete:
            return
        from game.puerto_rico.scenes.achievement_draft import table_scene  # it imports the board

        table = table_scene(self.app, self.session)  # the achievements draft, or the board
        table.extend_log(self.log)
        self.app.replace(table)

    def _save(self) -> None:
        names = ", ".join(s.name for s in self.session.seats)
        self._autosave(self.t("draft.save_label", names=names))

    def _flash(self, text: str, notice: bool = False) -> None:
        # Engine reasons are clauses ("no empty slot of cost 3 is left"): shown as sentences.
        text = text.strip()
        if text and text[-1] not in ".!?…":
            text += "."
        super()._flash(text[:1].upper() + text[1:], notice)

    # ---------------------------------------------------------------- input

    def drop_pointer(self) -> None:
        self.press = None
        self.dragging = None

    def all_buttons(self) -> list[Button]:
        return [*self.buttons, self.begin_button, self.menu_button, self.auto_button]

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
        used = self._handle(event)
        if event.type != pygame.MOUSEMOTION:
            self.mark_dirty()  # a click or a key may have changed what is offered
        return used

    def _handle(self, event: pygame.event.Event) -> bool:
        buttons = [*self.buttons, self.begin_button] if self.complete else self.buttons
        if self.auto_pick_offered:
            buttons = [*buttons, self.auto_button]
        if handle_buttons(buttons, event, self.app.assets):
            return True
        if event.type == pygame.KEYDOWN and event.key in INDEX_KEYS:
            bid = self.building_at(self.mouse)  # F1 or I over a building's tooltip
            if bid is not None:
                self.app.push(BuildingIndexOverlay(self.app, bid, self.game.bdefs))
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
            action = Action(seat, "draft", bid)
            if self.game.refusal(action) is not None:
                self._flash(self.refusal_words(action))
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

    def advance(self, dt: float) -> None:
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
        action = self.pace_ai(seat, dt)
        if action is None:
            return
        try:
            events = self.session.apply(action)
        except IllegalAction as refused:
            self._flash(self.refusal_words(refused.action))
            return
        self._receive(events)
        self._save()

    # ---------------------------------------------------------------- words

    def refusal_text(self, bid: str) -> str:
        """Why `bid` cannot be drafted now, in the player's language ("" if it can)."""
        refusal = view.draft_refusal(self.game, bid)
        if refusal is None:
            return ""
        code, fields = refusal
        return refusal_text(self.app.t, (f"draft_refusal.{code}", fields))

    def refusal_words(self, action: Action) -> str:
        """Why the engine refuses `action` (the state is as it was), in the player's language."""
        return refusal_text(self.app.t, self.game.refusal(action)) or self.t("board.not_now")

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
