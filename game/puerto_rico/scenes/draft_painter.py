"""The draft scene's painting (mixed into `DraftScene`): the top bar with the seats in pick
order, the candidates in bands by cost, the building board with its slots, the log, the pick in
flight and the one being dragged. Zones come from the draft map; what is legal and every
card's tip come from the scene's last refresh, so drawing asks the engine nothing."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.puerto_rico.catalog import BuildingDef
from game.puerto_rico.engine import view
from game.puerto_rico.engine.view import SLOT_COSTS
from game.puerto_rico.scenes.building_tile import building_name, building_tip
from game.shell.assets import BRASS, CREAM, HIGHLIGHT, INK, PARCHMENT
from game.shell.widgets import BODY, TITLE, blit_text, draw_log, fit_line, message_box, panel

SHADE = (40, 30, 20, 140)
NOTE = (110, 60, 30)  # the colour of the counter and the hint


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


class DraftPainting:
    """Everything the draft scene draws; reads the scene, changes nothing."""

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

    def draw(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        surface.blit(a.image("table", surface.get_size()), (0, 0))
        focus = self._focus()  # from the offer taken at the last refresh: no engine question
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
        if self.flashing:
            self._draw_message(surface)
        self._set_tooltip()

    def _draw_top_bar(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        panel(surface, self.R("top_bar"), fill=PARCHMENT, radius=12)
        title = self.R("title")
        text, size = fit_line(a, self.t("draft.title"), self.size_of("title"), title.w, True, TITLE)
        blit_text(surface, a, text, title.topleft, size, INK, bold=True, box=title)
        total = len(SLOT_COSTS)
        if self.complete:
            counter = self.t("draft.all_picked", n=len(self.picks))
        else:
            counter = self.t("draft.pick_counter", n=min(total, len(self.picks) + 1), total=total)
        where = self.R("pick_counter")
        counter, size = fit_line(a, counter, self.size_of("pick_counter"), where.w, True)
        blit_text(surface, a, counter, where.topleft, size, NOTE, bold=True, box=where)
        prompt_box = self.R("prompt")
        prompt, size = fit_line(a, self._prompt(), self.size_of("prompt"), prompt_box.w, True)
        at = prompt_box.center
        blit_text(surface, a, prompt, at, size, INK, "center", bold=True, box=prompt_box)
        self._draw_seat_order(surface, self.R("seat_order"))

    def _draw_seat_order(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The seats in pick order; the one picking now stands out."""
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
            name, size = fit_line(a, self.game.names[seat], self.px(19), w - self.px(12), True)
            blit_text(surface, a, name, chip.center, size, CREAM, "center", bold=True, box=chip)
            x += w + gap

    def _draw_candidates(self, surface: pygame.Surface, focus: BuildingDef | None) -> None:
        a = self.app.assets
        panel(surface, self.R("candidates"), fill=PARCHMENT, radius=12)
        heading = self.R("candidates_heading")
        size = self.size_of("candidates_heading")
        blit_text(surface, a, self.t("draft.candidates"), heading.topleft, size, INK, bold=True)
        hint = self.t("draft.out_hint" if self.complete else "draft.candidates_hint")
        box = self.R("candidates_hint")
        hint, size = fit_line(a, hint, self.size_of("candidates_hint"), box.w, role=BODY)
        blit_text(surface, a, hint, box.topright, size, NOTE, "topright", box=box)
        seat = self.human_to_act
        available = self.available
        legal = self.legal
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
        name, size = fit_line(a, self.game.names[drafter], self.px(16), rect.w - self.px(20), True)
        text_w = a.font(size, True).size(name)[0]
        pill = pygame.Rect(0, 0, text_w + self.px(16), a.font(size, True).get_linesize() + 4)
        pill.center = (rect.centerx, rect.y + round(rect.h * 0.7))  # under the name, not on it
        pygame.draw.rect(surface, self._seat_colour(drafter), pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, INK, pill, 1, border_radius=pill.h // 2)
        blit_text(surface, a, name, pill.center, size, CREAM, "center", bold=True, box=pill)

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
        box = self.R("log")
        surface.blit(a.image("panel", box.size), box)
        where = self.R("log_heading").topleft
        size = self.size_of("log_heading")
        blit_text(surface, a, self.t("draft.log"), where, size, (236, 214, 160), bold=True)
        rect = self.R("log_text")
        if self.complete or self.auto_pick_offered:
            rect.h = self.begin_button.rect.y - self.px(10) - rect.y
        draw_log(surface, a, self.log_text, rect, self.size_of("log_text"))

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
        box, size = self.R("message"), self.size_of("message")
        message_box(
            surface, self.app.assets, box, self.message, size, self.message_style, self.px(12)
        )

    def _set_tooltip(self) -> None:
        if self.dragging is not None:
            return
        shown = [*self.buttons, self.menu_button]
        if self.complete:
            shown.append(self.begin_button)
        elif self.auto_pick_offered:
            shown.append(self.auto_button)
        for b in shown:
            if b.rect.collidepoint(self.mouse) and b.tip_text():
                self.app.tooltip = (b.tip_text(), self.mouse)
                return
        tip = self._tip_at(self.mouse)
        if tip and self.building_at(self.mouse) is not None:
            tip += f"\n{self.t('index.hint')}"  # F1 or I: the building index (building_index.py)
        if tip:
            self.app.tooltip = (tip, self.mouse)

    def building_at(self, pos: tuple[int, int]) -> str | None:
        """The building under the pointer: a card, a fixed building or a drafted one."""
        for rects in (self.card_rects, self.fixed_rects):
            for bid, rect in rects.items():
                if rect.collidepoint(pos):
                    return bid
        slot = self._slot_at(pos)
        taken = {s: bid for bid, s in self.slot_of.items()}
        return taken.get(slot) if slot is not None else None

    def _tip_at(self, pos: tuple[int, int]) -> str:
        """What the thing under the pointer is, and what a click on it would do."""
        g = self.game
        for bid, rect in self.card_rects.items():
            if rect.collidepoint(pos):
                return self.card_tips.get(bid, "")
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


def _mix(
    colour: tuple[int, int, int], other: tuple[int, int, int], k: float
) -> tuple[int, int, int]:
    return tuple(round(c * (1 - k) + o * k) for c, o in zip(colour, other, strict=True))  # type: ignore[return-value]
