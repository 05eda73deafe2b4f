"""San Juan's table: role cards, piles, the trading-house tile, each seat's row of buildings with
its goods face down, and the hand of the player at the screen, fanned at the bottom.

Cards are dragged: a building from the hand to the own row builds it (onto a building of the
row: over it, with a crane), then cards from the hand onto the discard pile pay for it. Every
other decision is a click on the card itself (a role, a kept card, a production building) or a
button (pass, yes, no); a sale kept under the harbor (§14) is a click on the harbor, then on the
good. The harbor's and the bank's piles show their counts on the building. The engine says
what is legal and words every refusal; the scene keeps no rule of its own. Where things go
comes from assets/san_juan/maps/table.tmx.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.paths import box_assets
from game.san_juan.engine import Action, Game, IllegalAction
from game.san_juan.engine.view import SeatView, keeper, public_score, seat_view, visible_event
from game.san_juan.scenes.cards import CardArt, card_rect, dim, mark
from game.san_juan.scenes.overlays import PauseOverlay
from game.san_juan.scenes.wording import (
    card_effect,
    card_name,
    card_tip,
    decision_text,
    describe_event,
    refusal_text,
    role_name,
    tile_prices,
)
from game.shell.anim import DURATIONS, Flight
from game.shell.assets import BRASS, CREAM, HIGHLIGHT, INK, PARCHMENT
from game.shell.game_scene import GameScene, LogEntry
from game.shell.tiled import load_map
from game.shell.widgets import Button, blit_text, draw_log, handle_buttons, panel

if TYPE_CHECKING:
    from game.san_juan.scenes.session import Session
    from game.shell.app import App

MAP = box_assets("san_juan") / "maps" / "table.tmx"
DRAG_START = 6  # pixels the pointer moves, button held, before a press becomes a drag
READABLE_CARD = 110  # pixels wide: a card this big shows its effect text
# Decisions answered by clicking a card of the hand (or of the cards set aside, revealed):
# the decision kind -> the action kind the click sends.
CARD_CLICKS = {
    "councillor_keep": "keep",
    "councillor_discard": "discard",
    "gold_mine_keep": "gold_keep",
    "tuck_card": "tuck",
    "hand_limit": "discard",
    "start_discard": "start_discard",
    "swap_cards": "swap_discard",
    "pile_cards": "pile_card",
}
FRESH = (120, 200, 96)  # the frame of a building built in the running builder phase
KEEPING = (120, 200, 255)  # the frame of the harbor once clicked: the next sale is kept
FASTER = {"slow": "normal", "normal": "fast"}  # the AI pace of a payment's cards
# What the table sounds like when it happens (the shell's sounds, shared by the boxes).
SOUNDS = {"role_chosen": "role", "built": "build", "sold": "coins", "game_over": "end"}
# Card decisions whose choice includes the cards set aside or turned up; those made among
# them only.
OFFER_CHOICES = ("councillor_keep", "gold_mine_keep", "councillor_discard")
OFFER_ONLY = ("councillor_keep", "gold_mine_keep")
# Decisions answered with yes / no buttons: decision kind -> (yes action, no action).
QUESTIONS = {
    "use_library": (("use_library", True), ("use_library", False)),
    "free_draw": (("take_draw", True), ("take_draw", False)),
    "councillor_draw": (("council_draw", None), ("pass", None)),
}
# Clicks on a building of the own row: decision kind -> action kind.
BUILDING_CLICKS = {"produce": "produce", "sell": "sell", "payment": "pay_good"}


@dataclass
class Spot:
    """Something on the table the pointer can hover, click or drag."""

    kind: str  # role | hand | offer | central | building | pile | tile
    rect: pygame.Rect
    value: Any = None  # a role, a card uid, (seat, building uid)
    card: str = ""  # the card id shown (for the tooltip and the zoom)
    legal: bool = False  # a legal target of the decision now: highlighted


class _Position:
    """The live game as the shell's AI worker reads it: a stamp of the position (how many
    actions were taken), the seat's determinized copy and the legal actions."""

    class _Stamp:
        def __init__(self, game: Game) -> None:
            self.game = game

        @property
        def actions_taken(self) -> int:
            return len(self.game.history)

    def __init__(self, game: Game) -> None:
        self.game = game
        self.state = self._Stamp(game)

    def seat_copy(self, seat: int, seed: int) -> Game:
        return self.game.seat_copy(seat, seed)

    def legal_actions(self) -> list[Action]:
        return self.game.legal_actions()


class BoardScene(GameScene):
    def __init__(self, app: App, session: Session) -> None:
        super().__init__(
            app,
            session,
            describe=lambda event, hidden: "",  # words come from `word` (the viewer's events)
            pause_menu=lambda scene: PauseOverlay(app, self),
        )
        self.session: Session = session
        self.game: Game = session.game
        self.position = _Position(session.game)
        self.table = load_map(MAP)
        self.art = CardArt(app.assets)
        self.spots: list[Spot] = []
        self.buttons: list[Button] = []
        self.menu_button = Button(self.t("sj.table.menu"), pygame.Rect(0, 0, 1, 1), self._open_menu)
        self.view: SeatView = seat_view(self.game, None)
        self.rows: list[int] = []  # seats by row: row 0 is the player at the screen
        self.legal: list[Action] = []
        self.scores: list[int] = []
        self.hover: Spot | None = None
        self.press: tuple[Spot, tuple[int, int]] | None = None  # a card pressed, where
        self.drag: Spot | None = None  # the card being dragged
        self.scale = 1.0
        # Cards in the air: what another seat's move carried across the table (face, or "").
        self.flights: list[tuple[Flight, str]] = []
        self.pending: list[Any] = []  # events to fly at the next refresh (rects known then)
        self.round_seen = self.game.state.round
        self.finished = False
        # The harbor that keeps a sold good (uid) when selling may keep one now, and whether
        # the player clicked it: then the next good clicked is sold and kept under it.
        self.keep_at: int | None = None
        self.keeping = False
        self.log_event_list(self.game.events)

    # --------------------------------------------------------------- seats

    def at_screen(self) -> int | None:
        """Whose hand the table shows: the human at the screen (the last one handed the seat
        in hot seat), none when only computers play."""
        humans = self.session.humans
        if len(humans) == 1:
            return humans[0]
        return self.viewer if self.viewer in humans else None

    def my_turn(self) -> bool:
        seat = self.game.current_seat
        return seat is not None and seat == self.at_screen() and seat in self.session.humans

    def view_key(self) -> tuple[Any, ...]:
        return (id(self.game), len(self.game.history), self.viewer, self.app.size)

    def hides_vp_of(self, seat: int | None) -> bool:
        # Another seat's private cards are worded as counts: the cache of worded lines follows
        # the player at the screen through this answer.
        return seat is not None and seat != self.at_screen()

    def word(self, entry: LogEntry) -> str:
        if entry.event is None:
            return super().word(entry)
        shown = visible_event(entry.event, self.at_screen())
        if shown is None:
            return ""
        card_of = self.game.gd.card_of
        return describe_event(
            self.app.t, shown, self.game.state.names, lambda u: card_of[u].id, self.game.gd.catalog
        )

    def log_lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        return [line for line in super().log_lines() if line[0]]

    def log_event_list(self, events: list[Any]) -> None:
        for event in events:
            self.log_event(event)

    # -------------------------------------------------------------- layout

    def layout(self, size: tuple[int, int]) -> None:
        self.scale, _ = self.table.fit(size)
        self.menu_button.rect = self.zone("menu")
        self.mark_dirty()

    def zone(self, name: str) -> pygame.Rect:
        return self.table.to_screen(self.table.zone(name), self.app.size)

    def font(self, size: float) -> int:
        return max(10, int(size * self.scale))

    def refresh(self) -> None:
        """The offer (what may be clicked, dragged, highlighted) from the game as it is."""
        g = self.game
        me = self.at_screen()
        self.view = v = seat_view(g, me)
        first = me if me is not None else 0
        self.rows = [(first + i) % v.seats for i in range(v.seats)]
        self.legal = g.legal_actions() if self.my_turn() else []
        self.scores = [public_score(v, s) for s in range(v.seats)]
        self.menu_button.label = self.t("sj.table.menu")
        legal_kinds = {a.kind for a in self.legal}
        legal_ids = {(a.kind, self._card_id(a.value)) for a in self.legal if self._card_id(a.value)}
        self.keep_at = keeper(v) if "sell_keep" in legal_kinds else None
        self.keeping = self.keeping and self.keep_at is not None
        spots: list[Spot] = []
        for i, role in enumerate(v.gd.catalog.setup.roles):
            spots.append(
                Spot(
                    "role",
                    self.zone(f"role_{i + 1}"),
                    role,
                    legal=("choose_role", role) in {(a.kind, a.value) for a in self.legal},
                )
            )
        spots.append(Spot("pile", self.zone("draw_pile"), "draw"))
        spots.append(
            Spot("pile", self.zone("discard_pile"), "discard", legal="pay_card" in legal_kinds)
        )
        spots.append(Spot("tile", self.zone("trading_tile"), v.tile))
        for row, seat in enumerate(self.rows):
            spots += self._city_spots(row, seat, legal_ids)
        spots += self._hand_spots(legal_ids)
        self.spots = spots
        self._make_buttons(legal_kinds)
        self._launch_flights()
        if self.hover is not None:  # the same place, rebuilt
            self.hover = self.spot_at(self.mouse)

    def _card_id(self, value: Any) -> str:
        uid = value[0] if isinstance(value, tuple) else value
        if isinstance(uid, int) and not isinstance(uid, bool) and 0 <= uid < self.game.gd.total:
            return self.game.gd.card_of[uid].id
        return ""

    def _city_spots(self, row: int, seat: int, legal_ids: set[tuple[str, str]]) -> list[Spot]:
        v = self.view
        city = v.cities[seat]
        area = self.zone(f"row_{row}_city")
        count = max(12, len(city.stacks))
        gap = max(2, int(6 * self.scale))
        h = int(area.h * 0.84)  # room below for the good tucked under a card
        w = min(round(h * 100 / 140), (area.w - (count - 1) * gap) // count)
        h = round(w * 140 / 100)
        own = seat == self.at_screen() and bool(self.legal)
        spots = []
        for k, uid in enumerate(city.in_play):
            rect = pygame.Rect(area.x + k * (w + gap), area.y, w, h)
            cid = v.card(uid).id
            legal = own and any(
                (kind, cid) in legal_ids for kind in ("produce", "sell", "pay_good", "sell_keep")
            )
            if own and self.view.decision == "produce" and uid in city.goods:
                legal = False
            if own and self.view.decision in ("sell", "payment") and uid not in city.goods:
                legal = False
            if own and uid == self.keep_at:
                legal = True  # a click arms the harbor: the next sale is kept under it
            spots.append(Spot("building", rect, (seat, uid), cid, legal))
        return spots

    def _hand_spots(self, legal_ids: set[tuple[str, str]]) -> list[Spot]:
        """The offered cards (set aside, revealed, beside the roles) then the fanned hand."""
        v = self.view
        area = self.zone("hand")
        h = int(area.h * 0.9)
        w = round(h * 100 / 140)
        offered: list[tuple[str, int]] = [("offer", u) for u in v.aside]
        offered += [("offer", u) for u in v.revealed]
        offered += [("central", u) for u in v.central]
        hand = [("hand", u) for u in v.hand]
        cards = offered + hand
        if not cards:
            return []
        gap = int(18 * self.scale) if offered and hand else 0
        step = min(w + int(8 * self.scale), (area.w - w - gap) // max(1, len(cards) - 1))
        width = step * (len(cards) - 1) + w + gap
        x = area.centerx - width // 2
        spots = []
        click = CARD_CLICKS.get(v.decision, "")
        for i, (kind, uid) in enumerate(cards):
            if i == len(offered) and i:
                x += gap
            cid = v.card(uid).id
            lift = 0
            # The drawn (or turned up) cards are the choice when keeping one; the hand is
            # the choice for every other card decision.
            kinds: tuple[str, ...]
            if kind == "offer":
                kinds = (click,) if v.decision in OFFER_CHOICES else ()
            else:
                kinds = ("build", "pay_card", "" if v.decision in OFFER_ONLY else click)
            legal = any((k, cid) in legal_ids for k in kinds)
            if legal:
                lift = int(12 * self.scale)
            # A fan: the cards towards the ends of the hand sit a little lower.
            mid = (len(cards) - 1) / 2
            if mid:
                lift -= round(10 * self.scale * ((i - mid) / mid) ** 2)
            rect = pygame.Rect(x + i * step, area.bottom - h - lift - int(10 * self.scale), w, h)
            spots.append(Spot(kind, rect, uid, cid, legal))
        return spots

    def _make_buttons(self, legal_kinds: set[str]) -> None:
        t = self.t
        decision = self.view.decision
        slots = [self.zone("action_1"), self.zone("action_2")]
        buttons: list[Button] = []
        seat = self.game.current_seat
        if self.legal and decision in QUESTIONS:
            (yes_kind, yes_value), (no_kind, no_value) = QUESTIONS[decision]
            buttons.append(
                Button(
                    t("sj.table.answer_yes"),
                    slots[0],
                    lambda: self.act(Action(seat, yes_kind, yes_value)),  # type: ignore[arg-type]
                )
            )
            buttons.append(
                Button(
                    t("sj.table.answer_no"),
                    slots[1],
                    lambda: self.act(Action(seat, no_kind, no_value)),  # type: ignore[arg-type]
                )
            )
        elif "pass" in legal_kinds:
            buttons.append(
                Button(t("sj.table.pass"), slots[1], lambda: self.act(Action(seat, "pass")))  # type: ignore[arg-type]
            )
        self.buttons = buttons

    def _launch_flights(self) -> None:
        """Another seat's cards fly where its move took them: a building from its name plate
        to its row, payments and sold goods to the discard pile, draws to its name plate."""
        duration = DURATIONS.get(self.app.settings.animation_speed, 0.0)
        events, self.pending = self.pending, []
        if not duration:
            return
        built = {
            s.value: s.rect for s in self.spots if s.kind == "building"
        }  # (seat, uid) -> where it is now
        draw_pile, discard = self.zone("draw_pile"), self.zone("discard_pile")
        for event in events:
            seat = event.seat
            if seat not in self.rows:
                continue
            header = self.zone(f"row_{self.rows.index(seat)}_header")
            row_card = next((r for (s, _), r in built.items() if s == seat), header)
            size = row_card.size
            kind, data = event.kind, event.data
            route: tuple[pygame.Rect, pygame.Rect, str] | None = None
            if kind == "built" and (seat, data["uid"]) in built:
                end = built[(seat, data["uid"])]
                route, size = (header, end, data["card"]), end.size
            elif kind == "paid":
                route = (header, discard, "")
            elif kind == "sold" and (seat, data["building"]) in built:
                route = (built[(seat, data["building"])], discard, "")
            elif kind == "produced" and (seat, data["building"]) in built:
                route = (draw_pile, built[(seat, data["building"])], "")
            elif kind in ("drew", "councillor_drew"):
                route = (draw_pile, header, "")
            if route is None:
                continue
            start, end, card = route
            delay = 0.08 * len(self.flights)
            flight = Flight("", start.center, end.center, size, duration, delay)
            self.flights.append((flight, card))

    def all_buttons(self) -> list[Button]:
        return [*self.buttons, self.menu_button]

    def spot_at(self, pos: tuple[int, int]) -> Spot | None:
        # The last drawn is on top: the fanned hand overlaps to the right.
        for spot in reversed(self.spots):
            if spot.rect.collidepoint(pos):
                return spot
        return None

    # --------------------------------------------------------------- play

    def act(self, action: Action) -> bool:
        """Send a decision to the engine; a refusal is flashed in the player's words."""
        try:
            events = self.session.apply(action)
        except IllegalAction as refused:
            self._flash(
                refusal_text(self.app.t, refused.code, refused.fields, self.game.state.names)
            )
            self.app.assets.play("error")
            return False
        self.log_event_list(events)
        if DURATIONS.get(self.app.settings.animation_speed, 0.0) > 0:
            self.pending += [e for e in events if e.seat is not None and e.seat != self.at_screen()]
        sounds = [SOUNDS[e.kind] for e in events if e.kind in SOUNDS]
        self.app.assets.play(sounds[0] if sounds else "click")
        self.mark_dirty()
        return True

    def advance(self, dt: float) -> None:
        for flight, _ in self.flights:
            flight.t += dt
        self.flights = [f for f in self.flights if not f[0].done]
        g = self.game
        if g.is_over:
            if not self.finished:
                self.finished = True
                self.ai.cancel()
                self._autosave(self.t("sj.log.game_over"))
                from game.san_juan.scenes.scoring import ScoringScene

                self.app.replace(ScoringScene(self.app, self.session, list(self.log)))
            return
        if g.state.round != self.round_seen:
            self.round_seen = g.state.round
            names = ", ".join(s.name for s in self.session.seats)
            self._autosave(self.t("saves.default_label", round=g.state.round, names=names))
        seat = g.current_seat
        if seat is None:
            return
        if seat in self.session.humans:
            if self.hand_over(seat):
                self.mark_dirty()
            return
        action = self.pace_ai(seat, dt)
        if action is not None:
            self.act(action)

    def pace_ai(self, seat: int, dt: float) -> Any:
        speed = self.app.settings.ai_speed
        if self.game.decision[0] == "payment":
            # A payment is one card at a time: each card goes by at the next faster pace.
            speed = FASTER.get(speed, speed)
        return self.ai.step(self.session.agents[seat], self.position, seat, dt, speed)

    def drop_pointer(self) -> None:
        self.press = None
        self.drag = None
        self.hover = None

    # -------------------------------------------------------------- input

    def handle(self, event: pygame.event.Event) -> bool:
        if handle_buttons(self.all_buttons(), event, self.app.assets):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._open_menu()
            return True
        if event.type == pygame.MOUSEWHEEL:
            if self.zone("log").collidepoint(self.mouse):
                self.scroll_log(event.y)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover = self.spot_at(event.pos)
            if self.press is not None and self.drag is None:
                spot, start = self.press
                if abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) >= DRAG_START:
                    self.drag = spot
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            pressed = self.spot_at(event.pos)
            if pressed is not None and pressed.kind in ("hand", "central"):
                self.press = (pressed, event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            dragged, self.drag, self.press = self.drag, None, None
            if dragged is not None:
                self._drop(dragged, event.pos)
            else:
                self._click(self.spot_at(event.pos))
            return True
        return False

    def _drop(self, card: Spot, pos: tuple[int, int]) -> None:
        """A card let go: on the own row it is built (onto one of its buildings: over it, when
        the engine offers building over), on the discard pile it pays; elsewhere it goes back."""
        seat = self.game.current_seat
        if not self.my_turn() or seat is None:
            return
        decision = self.view.decision
        target = self.spot_at_below(pos, card)
        on_discard = target is not None and target.kind == "pile" and target.value == "discard"
        if decision == "payment":
            if on_discard:
                self.act(Action(seat, "pay_card", card.value))
            else:
                self._flash(self.t("sj.table.pay_hint", remaining=self.view.context["remaining"]))
            return
        if not self.zone("row_0").collidepoint(pos):
            if decision == "build":
                self._flash(self.t("sj.table.build_hint"))
            return
        # Dropped on a building: over it only if building over is on offer at all (a crane).
        on_own = target is not None and target.kind == "building" and target.value[0] == seat
        can_cover = any(a.kind == "build" and a.value[1] is not None for a in self.legal)
        over = target.value[1] if on_own and can_cover and target is not None else None
        self.act(Action(seat, "build", (card.value, over)))

    def spot_at_below(self, pos: tuple[int, int], moving: Spot) -> Spot | None:
        for spot in reversed(self.spots):
            if (
                spot is not moving
                and spot.rect.collidepoint(pos)
                and spot.kind
                in (
                    "pile",
                    "building",
                )
            ):
                return spot
        return None

    def _click(self, spot: Spot | None) -> None:
        if spot is None or not self.my_turn():
            return
        seat = self.game.current_seat
        assert seat is not None
        decision = self.view.decision
        if spot.kind == "role":
            self.act(Action(seat, "choose_role", spot.value))
        elif spot.kind in ("hand", "offer", "central") and decision in CARD_CLICKS:
            self.act(Action(seat, CARD_CLICKS[decision], spot.value))
        elif spot.kind == "building" and decision == "sell" and self.keep_at is not None:
            self._click_sale(seat, spot.value)
        elif spot.kind == "building" and decision in BUILDING_CLICKS:
            self.act(Action(seat, BUILDING_CLICKS[decision], spot.value[1]))
        elif spot.kind in ("hand", "central") and decision == "build":
            self._flash(self.t("sj.table.build_hint"))
        elif spot.kind == "hand" and decision == "payment":
            self._flash(self.t("sj.table.pay_hint", remaining=self.view.context["remaining"]))

    def _click_sale(self, seat: int, building: tuple[int, int]) -> None:
        """While a sale may be kept: the harbor arms (or disarms) keeping, a good is sold, kept
        under the harbor when it is armed."""
        owner, uid = building
        if owner == seat and uid == self.keep_at:
            self.keeping = not self.keeping
            self.app.assets.play("click")
            self.mark_dirty()
            return
        kind = "sell_keep" if self.keeping else "sell"
        if self.act(Action(seat, kind, uid)):
            self.keeping = False

    # --------------------------------------------------------------- draw

    def draw(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        surface.blit(a.image("table", surface.get_size()), (0, 0))
        self._draw_top(surface)
        for row, seat in enumerate(self.rows):
            self._draw_row(surface, row, seat)
        self._draw_hand(surface)
        self._draw_side(surface)
        for b in self.all_buttons():
            b.draw(surface, a)
        for flight, card in self.flights:
            at = flight.position()
            if at is None:
                continue
            rect = pygame.Rect((0, 0), flight.size)
            rect.center = (round(at[0]), round(at[1]))
            if card:
                self._face(surface, rect, card)
            else:
                self.art.back(surface, rect)
        if self.drag is not None:
            rect = self.drag.rect.copy()
            rect.center = self.mouse
            self._face(surface, rect, self.drag.card)
            mark(surface, rect, HIGHLIGHT)
        elif self.hover is not None and self.hover.card:
            self.app.tooltip = (
                card_tip(self.app.t, self.game.gd.catalog, self.hover.card),
                self.mouse,
            )
        elif self.hover is not None and self.hover.kind == "role":
            self.app.tooltip = (self._role_tip(self.hover.value), self.mouse)
        elif self.hover is not None and self.hover.kind == "tile":
            self.app.tooltip = (self._tile_tip(), self.mouse)
        if self.flashing:
            self._draw_flash(surface)

    def _face(
        self, surface: pygame.Surface, rect: pygame.Rect, card_id: str, effect: bool = False
    ) -> None:
        tr = self.app.t
        card = self.game.gd.catalog.card(card_id)
        self.art.face(
            surface, rect, card, card_name(tr, card_id), card_effect(tr, card_id) if effect else ""
        )

    def _tile_tip(self) -> str:
        """The trading house: the prices of the tile of this trader phase (or the last one)."""
        v = self.view
        tile = v.tile or (v.tile_history[-1] if v.tile_history else None)
        head = self.t("sj.table.tile")
        if tile is None:
            return f"{head}\n{self.t('sj.table.tile_empty')}"
        return f"{head}\n{tile_prices(self.app.t, v.gd.catalog, tile)}"

    def _role_tip(self, role: str) -> str:
        text = self.t(f"sj.role.{role}.text")
        taken = self.view.roles_taken.get(role)
        if taken is not None:
            text += "\n" + self.t("sj.table.role_taken", name=self.game.state.names[taken])
        return f"{role_name(self.app.t, role)}\n{text}"

    def _draw_top(self, surface: pygame.Surface) -> None:
        v = self.view
        a = self.app.assets
        for spot in self.spots:
            if spot.kind == "role":
                rect = spot.rect
                role = spot.value
                card = v.gd.catalog.cards[0]
                self.art.face(
                    surface, rect, card, role_name(self.app.t, role), sprite=f"role_{role}"
                )
                taken = v.roles_taken.get(role)
                if taken is not None:
                    dim(surface, rect)
                    colour = self.colour_of(taken)
                    pygame.draw.circle(
                        surface,
                        colour,
                        (rect.centerx, rect.bottom - rect.h // 5),
                        max(6, rect.w // 7),
                    )
                    pygame.draw.circle(
                        surface,
                        CREAM,
                        (rect.centerx, rect.bottom - rect.h // 5),
                        max(6, rect.w // 7),
                        2,
                    )
                if spot.legal:
                    mark(surface, rect, HIGHLIGHT)
                if v.role == role:
                    mark(surface, rect, (250, 250, 250), 2)
            elif spot.kind == "pile":
                rect = spot.rect
                count = v.draw_size if spot.value == "draw" else v.discard_size
                if count:
                    for depth in range(min(3, (count + 9) // 10), 0, -1):
                        self.art.back(surface, rect.move(depth * 2, -depth * 2))
                    self.art.back(surface, rect)
                else:
                    pygame.draw.rect(surface, (60, 40, 26), rect, 2, border_radius=8)
                key = "sj.table.draw_pile" if spot.value == "draw" else "sj.table.discard_pile"
                label = pygame.Rect(
                    rect.x, rect.bottom - int(24 * self.scale), rect.w, int(22 * self.scale)
                )
                panel(
                    surface,
                    label,
                    fill=(34, 24, 16, 210),
                    border=BRASS,
                    radius=5,
                    shadow=False,
                    width=1,
                )
                blit_text(
                    surface,
                    a,
                    self.t(key, count=count),
                    label.center,
                    self.font(17),
                    CREAM,
                    "center",
                    True,
                )
                if spot.legal:
                    mark(surface, rect, HIGHLIGHT)
            elif spot.kind == "tile":
                self._draw_tile(surface, spot.rect)
        self._draw_prompt(surface)

    def _draw_tile(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        v = self.view
        a = self.app.assets
        tile = v.tile or (v.tile_history[-1] if v.tile_history else None)
        surface.blit(self.art.image("trading_tile", rect.size), rect)
        k = rect.h / 132
        if tile is None:
            dim(surface, rect)
            for i, line in enumerate(
                a.wrap(self.t("sj.table.no_tile"), self.font(16), rect.w - 10, bold=True)
            ):
                blit_text(
                    surface,
                    a,
                    line,
                    (rect.centerx, rect.centery + i * self.font(16)),
                    self.font(16),
                    CREAM,
                    "center",
                    True,
                )
            return
        prices = next(t.prices for t in v.gd.catalog.tiles if t.id == tile)
        for i, good in enumerate(v.gd.catalog.goods):
            y = rect.y + (14 + i * 23 + 6) * k
            blit_text(
                surface,
                a,
                str(prices[good]),
                (rect.x + 60 * k, y),
                self.font(24),
                INK,
                "center",
                True,
            )
        if v.tile is None:
            dim(surface, rect)

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        v = self.view
        a = self.app.assets
        rect = self.zone("prompt")
        panel(surface, rect, fill=(*PARCHMENT, 235), radius=8)
        seat = self.game.current_seat
        if self.my_turn():
            head = decision_text(self.app.t, v.decision, v.context, v.gd.catalog)
            hint = self._hint()
        elif seat is not None:
            name = self.game.state.names[seat]
            human = seat in self.session.humans
            head = self.t("sj.table.waiting_human" if human else "sj.table.waiting", name=name)
            hint = ""
        else:
            head, hint = self.t("sj.log.game_over"), ""
        if v.role is not None:
            head = f"{role_name(self.app.t, v.role)} · {head}"
        size = self.font(24)
        while size > 10 and a.font(size, True).size(head)[0] > rect.w - 20:
            size -= 1  # a long (or French) question shrinks to fit its panel
        blit_text(surface, a, head, (rect.x + 10, rect.y + 8), size, INK, bold=True)
        for i, line in enumerate(a.wrap(hint, self.font(17), rect.w - 20)[:2]):
            blit_text(
                surface,
                a,
                line,
                (rect.x + 10, rect.y + int(34 * self.scale) + i * self.font(17)),
                self.font(17),
                (92, 66, 44),
            )

    def _hint(self) -> str:
        v = self.view
        d = v.decision
        if d == "choose_role":
            return self.t("sj.table.role_hint")
        if d == "build":
            return self.t("sj.table.build_hint")
        if d == "payment":
            text = self.t("sj.table.pay_hint", remaining=v.context["remaining"])
            left = v.context.get("goods_max", 0) - v.context.get("goods_paid", 0)
            if left > 0 and any(a.kind == "pay_good" for a in self.legal):
                text += " " + self.t("sj.table.pay_goods_hint", left=left)
            return text
        if d == "sell" and self.keep_at is not None:
            harbor = card_name(self.app.t, v.card(self.keep_at).id)
            key = "sj.table.keep_armed" if self.keeping else "sj.table.keep_hint"
            return self.t(key, harbor=harbor)
        if d in ("produce", "sell"):
            return self.t("sj.table.good_hint")
        if d in OFFER_ONLY:
            return self.t("sj.table.offer_hint")
        if d in CARD_CLICKS:
            return self.t("sj.table.click_hint")
        return ""

    def _draw_row(self, surface: pygame.Surface, row: int, seat: int) -> None:
        v = self.view
        a = self.app.assets
        header = self.zone(f"row_{row}_header")
        colour = self.colour_of(seat)
        current = self.game.current_seat == seat
        panel(
            surface,
            header,
            fill=(*PARCHMENT, 235),
            border=colour if current else BRASS,
            radius=8,
            width=3 if current else 2,
        )
        pygame.draw.rect(
            surface,
            colour,
            pygame.Rect(header.x + 6, header.y + 6, int(8 * self.scale), header.h - 12),
            border_radius=3,
        )
        x = header.x + int(22 * self.scale)
        y = header.y + int(6 * self.scale)
        step = self.font(19)
        blit_text(surface, a, self.game.state.names[seat], (x, y), self.font(22), INK, bold=True)
        chapel = v.chapel_counts[seat]
        lines = [
            self.t("sj.table.vp", vp=self.scores[seat]),
            self.t("sj.table.hand_count", count=v.hand_sizes[seat]),
            self.t("sj.table.chapel_count", count=chapel)
            if chapel is not None
            else self.t("sj.table.chapel_hidden"),
        ]
        for i, line in enumerate(lines):
            blit_text(
                surface,
                a,
                line,
                (x, y + int(24 * self.scale) + i * step),
                self.font(18),
                (70, 50, 32),
            )
        if seat == v.governor:
            size = int(34 * self.scale)
            token = self.art.image("governor", (size, size))
            surface.blit(token, (header.right - size - 4, header.y + 4))
        city = v.cities[seat]
        for spot in self.spots:
            if spot.kind != "building" or spot.value[0] != seat:
                continue
            uid = spot.value[1]
            rect = spot.rect
            if uid in city.goods:  # the good: a card face down, peeking out below
                self.art.back(surface, rect.move(rect.w // 6, rect.h // 7))
            self._face(surface, rect, spot.card)
            if uid in city.fresh:  # built in this builder phase: easy to spot after the AI
                mark(surface, rect, FRESH, 2)
            if self.keeping and seat == self.at_screen() and uid == self.keep_at:
                mark(surface, rect, KEEPING, 4)
            elif spot.legal:
                mark(surface, rect, HIGHLIGHT)
            pile = v.piles[seat].get(spot.card, 0) if v.piles else 0
            if pile != 0:  # the harbor's goods, the bank's cards (None: hidden, like a chapel)
                self._draw_badge(surface, rect, "?" if pile is None else str(pile))

    def _draw_badge(self, surface: pygame.Surface, rect: pygame.Rect, text: str) -> None:
        radius = max(8, rect.w // 6)
        centre = (rect.centerx, rect.bottom - radius - 2)  # clear of the cost and VP corners
        pygame.draw.circle(surface, (34, 24, 16), centre, radius)
        pygame.draw.circle(surface, BRASS, centre, radius, 2)
        blit_text(surface, self.app.assets, text, centre, self.font(18), CREAM, "center", True)

    def _draw_hand(self, surface: pygame.Surface) -> None:
        for spot in self.spots:
            if spot.kind not in ("hand", "offer", "central") or spot is self.drag:
                continue
            # A hand card big enough to read carries its effect too.
            self._face(surface, spot.rect, spot.card, effect=spot.rect.w >= READABLE_CARD)
            if spot.kind != "hand":
                mark(surface, spot.rect, (250, 250, 250), 2)
            if spot.legal:
                mark(surface, spot.rect, HIGHLIGHT)

    def _draw_side(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        zoom = self.zone("zoom")
        panel(surface, zoom, fill=(34, 24, 16, 200), border=BRASS, radius=8)
        shown = self.drag or self.hover
        if shown is not None and shown.card:
            rect = card_rect(zoom.center, zoom.h - int(16 * self.scale))
            self._face(surface, rect, shown.card, effect=True)
        elif shown is not None and shown.kind == "role":
            rect = card_rect(
                (zoom.x + zoom.h * 5 // 14, zoom.centery), zoom.h - int(16 * self.scale)
            )
            card = self.game.gd.catalog.cards[0]
            self.art.face(
                surface,
                rect,
                card,
                role_name(self.app.t, shown.value),
                sprite=f"role_{shown.value}",
            )
            text = self.t(f"sj.role.{shown.value}.text")
            lines = a.wrap(text, self.font(20), zoom.right - rect.right - 20)
            for i, line in enumerate(lines):
                blit_text(
                    surface,
                    a,
                    line,
                    (rect.right + 10, zoom.y + 20 + i * self.font(22)),
                    self.font(20),
                    CREAM,
                )
        else:
            blit_text(
                surface,
                a,
                self.t("sj.table.zoom_hint"),
                zoom.center,
                self.font(18),
                (200, 184, 150),
                "center",
            )
        log = self.zone("log")
        panel(surface, log, fill=(34, 24, 16, 220), border=BRASS, radius=8)
        draw_log(surface, a, self.log_text, log.inflate(-16, -16), self.font(17), self.log_scroll)

    def _draw_flash(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        fill, border = self.message_style
        width = int(700 * self.scale)
        lines = a.wrap(self.message, self.font(22), width - 30)
        h = len(lines) * self.font(24) + 24
        hand = self.zone("hand")
        rect = pygame.Rect(0, 0, width, h)
        rect.midbottom = (hand.centerx, hand.y - 8)
        panel(surface, rect, fill=fill, border=border, radius=10)
        for i, line in enumerate(lines):
            blit_text(
                surface,
                a,
                line,
                (rect.centerx, rect.y + 12 + i * self.font(24)),
                self.font(22),
                CREAM,
                "midtop",
                True,
            )
