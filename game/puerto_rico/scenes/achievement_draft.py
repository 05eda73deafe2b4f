"""The grand achievements draft (Expansion VI, variant `achievements_draft`, SPEC §17.1) as a
scene of its own, after the building draft and before round 1: each seat keeps one card of its
offer with a click and the rest passes to its left, until everyone holds four. Only the seat at
the screen sees its offer and its kept cards (a hand-over card goes up between two humans);
computer seats choose on the worker thread. Zones come from the map `achievements.tmx`."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from game.paths import box_assets
from game.puerto_rico.engine import Action, IllegalAction, view
from game.puerto_rico.scenes.achievement_panels import card_name, card_text
from game.puerto_rico.scenes.board import BoardScene, _pause_menu
from game.puerto_rico.scenes.session import Session
from game.puerto_rico.scenes.wording import count_text, describe_event, refusal_text
from game.shell.assets import BRASS, CREAM, HIGHLIGHT, INK, PARCHMENT
from game.shell.game_scene import GameScene
from game.shell.pacing import beat_seconds
from game.shell.tiled import MapScaled, TableLayout, load_map
from game.shell.widgets import (
    BODY,
    TITLE,
    Button,
    blit_text,
    draw_log,
    fit_line,
    handle_buttons,
    message_box,
)
from game.shell.widgets import panel as draw_panel

if TYPE_CHECKING:
    from game.puerto_rico.catalog.achievements import AchievementDef
    from game.shell.app import App

MAP = "achievements.tmx"
ZONES = (
    "top_bar",
    "title",
    "pick_counter",
    "prompt",
    "seat_order",
    "button_menu",
    "offer",
    "offer_heading",
    "offer_hint",
    "message",
    "offer_cards",
    "design_note",
    "hand",
    "hand_heading",
    "hand_cards",
    "log",
    "log_heading",
    "log_text",
    "button_begin",
)
DECISION = "achievement_draft"
NOTE = (110, 60, 30)
SHADE = (40, 30, 20, 110)
MIN_PAUSE = 0.2  # a human's own pick: a short breath before the next seat


def choosing_cards(session: Session) -> bool:
    """Whether the session's game is in the achievements draft (this scene's business)."""
    return session.game.decision == DECISION


def table_scene(app: App, session: Session) -> GameScene:
    """The scene a game goes on in once the building draft (if any) is over: this draft while
    it lasts, then the board."""
    if choosing_cards(session):
        return AchievementDraftScene(app, session)
    return BoardScene(app, session)


def load_achievements_map() -> TableLayout:
    return load_map(box_assets("puerto_rico") / "maps" / MAP, ZONES)


class AchievementDraftScene(MapScaled, GameScene):
    """The draft of grand achievement cards; hands over to the board when every hand is set."""

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(
            app,
            session,
            describe=lambda e, hide_vp: describe_event(e, self.game.names, self.app.t),
            pause_menu=_pause_menu,
        )
        self.session: Session = session
        self.map = load_achievements_map()
        self.pause = 0.0
        # Taken from the engine at each refresh; drawing asks it nothing.
        self.shown_seat: int | None = None
        self.offer: tuple[str, ...] = ()
        self.hand: tuple[str, ...] = ()
        self.kept: dict[int, int] = {}
        self.legal: dict[str, Action] = {}
        self.card_rects: dict[str, pygame.Rect] = {}
        self.hand_rects: dict[str, pygame.Rect] = {}
        self.begin_button = Button(
            self.t("draft.begin"), pygame.Rect(0, 0, 1, 1), self.begin, hotkey=pygame.K_RETURN
        )
        self.menu_button = Button("II", pygame.Rect(0, 0, 1, 1), self._open_menu)
        self.note("achievement_draft.intro")

    # ------------------------------------------------------------- state

    @property
    def complete(self) -> bool:
        """The engine has left the draft and the last pick has stayed its beat."""
        return not choosing_cards(self.session) and self.pause <= 0

    @property
    def human_to_act(self) -> int | None:
        """The seat the mouse keeps a card for now (after the hand-over card in hot seat)."""
        if self.pause > 0 or not choosing_cards(self.session):
            return None
        seat = self.game.current_seat
        if seat is None or not self.session.seats[seat].is_human:
            return None
        if self.viewer != seat and len(self.session.humans) > 1:
            return None
        return seat

    def _seat_at_screen(self) -> int | None:
        """Whose cards the screen shows: the human keeping now, else the last who took the
        seat, else the only human (nobody's with computers alone)."""
        seat = self.human_to_act
        if seat is not None:
            return seat
        if self.viewer is not None:
            return self.viewer
        humans = self.session.humans
        return humans[0] if len(humans) == 1 else None

    def view_key(self) -> tuple[Hashable, ...]:
        return (*super().view_key(), self.human_to_act, self.pause > 0)

    def refresh(self) -> None:
        g = self.game
        seat = self._seat_at_screen()
        self.shown_seat = seat
        self.offer = view.achievement_offer(g, seat) if seat is not None else ()
        cards = view.achievement_cards(g, seat, seat) if seat is not None else None
        self.hand = tuple(cards.hidden or ()) if cards is not None else ()
        self.kept = {
            i: view.achievement_cards(g, i, seat).hidden_count for i in range(g.state.seats)
        }
        acting = self.human_to_act
        self.legal = {
            a.value: a
            for a in (g.legal_actions() if acting is not None else [])
            if a.kind == "keep_achievement"
        }
        self._layout_cards()

    # ------------------------------------------------------------ layout

    def layout(self, size: tuple[int, int]) -> None:
        self.fit_map(size)
        self.begin_button.label = self.t("draft.begin")
        self.begin_button.rect = self.R("button_begin")
        self.menu_button.rect = self.R("button_menu")
        self.mark_dirty()
        self.keep_fresh()

    def _row(self, zone: str, cards: tuple[str, ...], slots: int) -> dict[str, pygame.Rect]:
        """Cards side by side in a zone, each as wide as `slots` cards would let it be."""
        area = self.R(zone)
        gap = self.px(self.prop(zone, "gap", 12))
        w = (area.w - gap * (slots - 1)) // slots
        return {
            cid: pygame.Rect(area.x + i * (w + gap), area.y, w, area.h)
            for i, cid in enumerate(cards)
        }

    def _layout_cards(self) -> None:
        dealt = max(4, len(self.offer))
        self.card_rects = self._row("offer_cards", self.offer, dealt)
        self.hand_rects = self._row("hand_cards", self.hand, dealt)

    # ------------------------------------------------------------- picks

    def keep(self, card: str) -> bool:
        """The human at the screen keeps `card`; a refusal is flashed and changes nothing."""
        seat = self.human_to_act
        if seat is None:
            return False
        action = self.legal.get(card, Action(seat, "keep_achievement", card))
        try:
            events = self.session.apply(action)
        except IllegalAction as refused:
            self._flash(self._refusal(refused.action))
            return False
        self._land(events, seat)
        return True

    def _land(self, events: list, seat: int) -> None:  # type: ignore[type-arg]
        for e in events:
            self.log_event(e)
        self.app.assets.play("click")
        computer = not self.session.seats[seat].is_human
        self.pause = max(beat_seconds(self.app.settings.ai_speed, computer), MIN_PAUSE)
        if self.app.settings.ai_speed == "instant" and not computer:
            self.pause = 0.0
        names = ", ".join(s.name for s in self.session.seats)
        self._autosave(self.t("achievement_draft.save_label", names=names))
        self.mark_dirty()

    def begin(self) -> None:
        """To the main board, with this draft's log ahead of round 1."""
        if not self.complete:
            return
        board = BoardScene(self.app, self.session)
        board.extend_log(self.log)
        self.app.replace(board)

    def _refusal(self, action: Action) -> str:
        return refusal_text(self.app.t, self.game.refusal(action)) or self.t("board.not_now")

    # ------------------------------------------------------------- input

    def all_buttons(self) -> list[Button]:
        return [self.begin_button, self.menu_button]

    def handle(self, event: pygame.event.Event) -> bool:
        buttons = [self.menu_button, self.begin_button] if self.complete else [self.menu_button]
        if handle_buttons(buttons, event, self.app.assets):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._open_menu()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            card = self.card_at(event.pos)
            if card is None:
                return False
            if self.human_to_act is None:
                self._explain_wait()
            elif card in self.legal:
                self.keep(card)
            return True
        return False

    def card_at(self, pos: tuple[int, int]) -> str | None:
        return next((c for c, r in self.card_rects.items() if r.collidepoint(pos)), None)

    def _explain_wait(self) -> None:
        seat = self.game.current_seat
        if seat is not None and choosing_cards(self.session):
            self._flash(self.t("achievement_draft.not_your_pick", name=self.game.names[seat]))

    # ------------------------------------------------------------ update

    def advance(self, dt: float) -> None:
        if self.pause > 0:
            self.pause -= dt
            return
        if not choosing_cards(self.session):
            return
        seat = self.game.current_seat
        if seat is None:
            return
        if self.session.seats[seat].is_human:
            self.hand_over(seat)
            return
        action = self.pace_ai(seat, dt)
        if action is None:
            return
        try:
            events = self.session.apply(action)
        except IllegalAction as refused:
            self._flash(self._refusal(refused.action))
            return
        self._land(events, seat)

    # ------------------------------------------------------------- words

    def _left_of(self, seat: int) -> str:
        return self.game.names[(seat + 1) % self.game.state.seats]

    def prompt(self) -> str:
        if self.complete:
            return self.t("achievement_draft.complete")
        seat = self.game.current_seat
        if seat is None:
            return ""
        name = self.game.names[seat]
        if self.human_to_act is not None:
            return self.t("achievement_draft.prompt", name=name, left=self._left_of(seat))
        if not self.session.seats[seat].is_human:
            return self.t("draft.thinking", name=name)
        return self.t("achievement_draft.waiting", name=name)

    def counter(self) -> str:
        seat = self.game.current_seat
        if self.complete or seat is None:
            return self.t("achievement_draft.all_kept")
        n = min(4, self.kept.get(seat, 0) + 1)
        return self.t("achievement_draft.counter", n=n, total=4)

    def card_tip(self, card: str) -> str:
        c = view.achievement_card(self.game, card)
        tip = f"{card_name(self.app.t, c)} · {count_text(self.app.t, 'vp', c.vp)}\n"
        tip += card_text(self.app.t, c)
        if card in self.legal and self.shown_seat is not None:
            tip += "\n" + self.t("achievement_draft.tip_keep", left=self._left_of(self.shown_seat))
        return tip

    # ------------------------------------------------------------- paint

    def draw(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        surface.blit(a.image("table", surface.get_size()), (0, 0))
        self._draw_top_bar(surface)
        self._draw_offer(surface)
        self._draw_hand(surface)
        self._draw_log(surface)
        if self.complete:
            self.begin_button.draw(surface, a)
        self.menu_button.draw(surface, a)
        if self.flashing:
            self._draw_message(surface)
        self._set_tooltip()

    def _text(
        self,
        surface: pygame.Surface,
        zone: str,
        text: str,
        colour: tuple[int, int, int] = INK,
        anchor: str = "topleft",
        bold: bool = True,
        role: str = TITLE,
    ) -> None:
        """One line of words in a text zone of the map, shrunk to fit its width."""
        a = self.app.assets
        box = self.R(zone)
        text, size = fit_line(a, text, self.size_of(zone), box.w, bold, role)
        at = {"topleft": box.topleft, "center": box.center, "topright": box.topright}[anchor]
        blit_text(surface, a, text, at, size, colour, anchor, bold=bold, box=box)

    def _draw_top_bar(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.R("top_bar"), fill=PARCHMENT, radius=12)
        self._text(surface, "title", self.t("achievement_draft.title"))
        self._text(surface, "pick_counter", self.counter(), NOTE)
        self._text(surface, "prompt", self.prompt(), anchor="center")
        self._draw_seat_order(surface, self.R("seat_order"))

    def _draw_seat_order(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The seats from the governor round the table, each with its number of cards kept;
        the one choosing now stands out."""
        a = self.app.assets
        s = self.game.state
        order = [(s.governor + i) % s.seats for i in range(s.seats)]
        gap = self.px(self.prop("seat_order", "gap", 8))
        w = min(
            self.px(self.prop("seat_order", "chip", 150)),
            (area.w - gap * (len(order) - 1)) // len(order),
        )
        h = self.px(self.prop("seat_order", "chip_height", 40))
        x = area.right - len(order) * w - (len(order) - 1) * gap
        chooser = None if self.complete or self.pause > 0 else self.game.current_seat
        for seat in order:
            chip = pygame.Rect(x, area.centery - h // 2, w, h)
            if seat == chooser:
                pygame.draw.rect(surface, HIGHLIGHT, chip.inflate(10, 10), border_radius=13)
            pygame.draw.rect(surface, self.colour_of(seat), chip, border_radius=10)
            pygame.draw.rect(surface, INK, chip, 1, border_radius=10)
            words = f"{self.game.names[seat]} · {self.kept.get(seat, 0)}"
            words, size = fit_line(a, words, self.px(19), w - self.px(12), True)
            blit_text(surface, a, words, chip.center, size, CREAM, "center", bold=True, box=chip)
            x += w + gap

    def _draw_offer(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.R("offer"), fill=PARCHMENT, radius=12)
        seat = self.shown_seat
        if self.complete:  # the status line says what comes next; this one only that it is over
            heading = self.t("achievement_draft.over")
        elif seat is None:
            heading = self.t("achievement_draft.hidden")
        elif self.legal:
            heading = self.t("achievement_draft.your_offer")
        else:
            heading = self.t("achievement_draft.passing", left=self._left_of(seat))
        self._text(surface, "offer_heading", heading)
        if self.legal:
            hint = self.t("achievement_draft.hint")
            self._text(surface, "offer_hint", hint, NOTE, "topright", False, BODY)
        hovered = self.card_at(self.mouse) if self.legal else None
        for cid, rect in self.card_rects.items():
            lit = cid in self.legal
            self._draw_card(surface, cid, rect, "offer_cards", lit, cid == hovered)
        note = self.R("design_note")
        a = self.app.assets
        size = self.size_of("design_note")
        text = view.achievements_note(self.game, self.app.t.lang)
        y = note.y
        for line in a.wrap(text, size, note.w)[:2]:
            blit_text(surface, a, line, (note.x, y), size, NOTE)
            y += a.font(size).get_linesize()

    def _draw_hand(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.R("hand"), fill=PARCHMENT, radius=12)
        if self.shown_seat is None:
            return
        heading = self.t("achievement_draft.your_cards", n=len(self.hand), total=4)
        self._text(surface, "hand_heading", heading)
        for cid, rect in self.hand_rects.items():
            self._draw_card(surface, cid, rect, "hand_cards", False, False)

    def _draw_card(
        self,
        surface: pygame.Surface,
        cid: str,
        rect: pygame.Rect,
        zone: str,
        lit: bool,
        hovered: bool,
    ) -> None:
        """A card: its name, its VP on a coin, its condition in as large a type as fits."""
        a = self.app.assets
        card: AchievementDef = view.achievement_card(self.game, cid)
        shown = rect.move(0, -self.px(6)) if hovered else rect
        draw_panel(surface, shown, fill=CREAM, border=BRASS, radius=10)
        if lit:
            width = max(2, self.px(4 if hovered else 3))
            pygame.draw.rect(surface, HIGHLIGHT, shown.inflate(6, 6), width, border_radius=12)
        pad = self.px(12)
        size = self.size_of(zone)
        badge = round(size * 2.2)
        coin = pygame.Rect(shown.right - pad - badge, shown.y + pad, badge, badge)
        pygame.draw.circle(surface, BRASS, coin.center, badge // 2)
        pygame.draw.circle(surface, INK, coin.center, badge // 2, max(1, self.px(2)))
        blit_text(surface, a, str(card.vp), coin.center, size, INK, "center", bold=True)
        # The unit under the coin: inside it, it was too small to read and cut by the rim.
        unit_size = max(12, size * 2 // 3)
        unit = self.t("achievement_draft.vp")
        blit_text(surface, a, unit, (coin.centerx, coin.bottom + 1), unit_size, INK, "midtop")
        name_box = pygame.Rect(shown.x + pad, shown.y + pad, coin.x - shown.x - 2 * pad, badge)
        lines = a.wrap(card_name(self.app.t, card), size, name_box.w, bold=True)[:2]
        y = name_box.y
        for line in lines:
            blit_text(surface, a, line, (name_box.x, y), size, INK, bold=True)
            y += a.font(size, True).get_linesize()
        top = coin.bottom + a.font(unit_size).get_linesize() + pad // 2
        body = pygame.Rect(shown.x + pad, top, shown.w - 2 * pad, shown.bottom - top - pad)
        text = card_text(self.app.t, card)
        body_size = self._fitting_size(text, body, size)
        y = body.y
        for line in a.wrap(text, body_size, body.w):
            if y + a.font(body_size).get_linesize() > body.bottom + 2:
                break
            blit_text(surface, a, line, (body.x, y), body_size, INK)
            y += a.font(body_size).get_linesize()
        if self.shown_seat is not None and not lit and zone == "offer_cards":
            shade = pygame.Surface(shown.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, SHADE, shade.get_rect(), border_radius=10)
            surface.blit(shade, shown)

    def _fitting_size(self, text: str, box: pygame.Rect, start: int) -> int:
        """The largest type, from `start` down to a readable floor, whose lines fit `box`."""
        a = self.app.assets
        size = start
        while size > 10:
            if len(a.wrap(text, size, box.w)) * a.font(size).get_linesize() <= box.h:
                break
            size -= 1
        return size

    def _draw_log(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        box = self.R("log")
        surface.blit(a.image("panel", box.size), box)
        where = self.R("log_heading").topleft
        size = self.size_of("log_heading")
        blit_text(surface, a, self.t("draft.log"), where, size, (236, 214, 160), bold=True)
        rect = self.R("log_text")
        if self.complete:
            rect.h = self.begin_button.rect.y - self.px(10) - rect.y
        draw_log(surface, a, self.log_text, rect, self.size_of("log_text"))

    def _draw_message(self, surface: pygame.Surface) -> None:
        box, size = self.R("message"), self.size_of("message")
        message_box(
            surface, self.app.assets, box, self.message, size, self.message_style, self.px(12)
        )

    def _set_tooltip(self) -> None:
        for b in [self.menu_button, *([self.begin_button] if self.complete else [])]:
            if b.rect.collidepoint(self.mouse) and b.tip_text():
                self.app.tooltip = (b.tip_text(), self.mouse)
                return
        for rects in (self.card_rects, self.hand_rects):
            for cid, rect in rects.items():
                if rect.collidepoint(self.mouse):
                    self.app.tooltip = (self.card_tip(cid), self.mouse)
                    return
