"""The main board: the table drawn from engine state, clicks and drags turned into decisions.

The decision panels over the log live in `board_panels`, the mayor layout being dragged together
in `mayor_layout`, and building tiles are painted by `game.puerto_rico.scenes.building_tile`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.puerto_rico.engine import Action, Event, IllegalAction, view
from game.puerto_rico.engine.view import GOODS, PORTRAIT, TILE_KINDS
from game.puerto_rico.scenes.board_panels import (
    Choice,
    DecisionPanel,
    DecisionPanels,
    built,
    find_action,
)
from game.puerto_rico.scenes.building_tile import (
    TilePainter,
    building_name,
    building_tip,
    fit_text,
    mapper,
    sprite_info,
)
from game.puerto_rico.scenes.mayor_layout import MayorLayout, figure_to_lift
from game.puerto_rico.scenes.session import Session
from game.puerto_rico.scenes.wording import describe_event
from game.shell.ai_worker import AiWorker
from game.shell.anim import Animator
from game.shell.assets import (
    CREAM,
    GOOD_COLOURS,
    HIGHLIGHT,
    INK,
    PARCHMENT,
    RED,
    SEAT_COLOURS,
)
from game.shell.scene import Scene
from game.shell.tiled import load_table
from game.shell.widgets import Button, blit_text, draw_log, handle_buttons, panel

ROLE_KEYS = {
    pygame.K_s: "settler",
    pygame.K_m: "mayor",
    pygame.K_b: "builder",
    pygame.K_c: "craftsman",
    pygame.K_t: "trader",
    pygame.K_a: "captain",
    pygame.K_p: "prospector",
}
COLOUR_NAMES = ["red", "blue", "yellow", "green", "purple"]
TEXT_HEIGHT = 0.55  # words fitted in a band start at this share of its height (several lines)
SMALL_TILE = 80  # a building tile narrower than this shows its icon and slots, no words


@dataclass
class Hotspot:
    """A clickable thing on the table, in screen coordinates, with what it stands for."""

    rect: pygame.Rect
    kind: str  # role, plantation, quarry, building, ship, private_ship, good, tile, slot, ...
    value: Any = None
    seat: int | None = None
    tip: str = ""
    figure: str | None = None  # "worker" or "citizen" standing exactly here (a slot, a tile)


def seat_colour(name: str) -> tuple[int, int, int]:
    if name in COLOUR_NAMES:
        return SEAT_COLOURS[COLOUR_NAMES.index(name)]
    return SEAT_COLOURS[0]


class BoardScene(Scene):
    """Plays one game; AI seats think on a thread; humans click and drag."""

    def __init__(self, app, session: Session) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.table = load_table(self.game.state.seats)
        self.ai = AiWorker()
        self.animator = Animator()
        self.log: list[tuple[str, tuple[int, int, int]]] = []
        self.hotspots: list[Hotspot] = []
        self.hover: Hotspot | None = None
        self.mouse = (0, 0)
        self.selected_good: str | None = None
        self.mayor_layout: MayorLayout | None = None  # being put together, not yet sent
        self.drag_from: str | None = None  # "portrait" or a location
        self.drag_figure = "worker"  # what is being dragged: "worker" or "citizen"
        self.drag_guest = False  # a Bohio guest leaving for an empty slot (not a mayor move)
        # Choices being made in a decision panel, forgotten once any decision is played.
        self.panels = DecisionPanels(app, self.game, self._flash)
        self.viewer: int | None = None
        self.finished_for = 0.0
        self.message = ""
        self.message_time = 0.0
        self.card_flash: tuple[str, int, float] | None = None  # a resolution card, shown briefly
        self.scale = 1.0
        self.offset = (0, 0)
        self._background: pygame.Surface | None = None
        self.tiles = TilePainter(app.assets, name_height=TEXT_HEIGHT, small_below=SMALL_TILE)
        self.buttons: dict[str, Button] = {}
        self._make_buttons()
        for line in self._intro():
            self._log(line)

    # ------------------------------------------------------------- geometry

    def layout(self, size: tuple[int, int]) -> None:
        self.scale, self.offset = self.table.fit(size)
        self._background = None
        for name, button in self.buttons.items():
            button.rect = self.R(name)

    def R(self, zone: str | pygame.Rect) -> pygame.Rect:
        """A layout zone (or layout rect) in screen coordinates."""
        rect = self.table.zone(zone) if isinstance(zone, str) else zone
        s = self.scale
        ox, oy = self.offset
        return pygame.Rect(
            round(ox + rect.x * s), round(oy + rect.y * s), round(rect.w * s), round(rect.h * s)
        )

    def P(self, point: tuple[float, float]) -> tuple[int, int]:
        return (
            round(self.offset[0] + point[0] * self.scale),
            round(self.offset[1] + point[1] * self.scale),
        )

    def px(self, n: float) -> int:
        return max(10, round(n * self.scale))

    # -------------------------------------------------------------- helpers

    def t(self, key: str, **fields: Any) -> str:
        return self.app.t.t(key, **fields)

    def _log(self, text: str, colour: tuple[int, int, int] = INK) -> None:
        self.log.append((text, colour))
        del self.log[:-200]

    def _intro(self) -> list[str]:
        names = ", ".join(s.name for s in self.session.seats)
        return [self.t("board.welcome", names=names)]

    def _make_buttons(self) -> None:
        self.buttons = {
            "button_done": Button(
                self.t("board.done"), pygame.Rect(0, 0, 1, 1), self._on_done, hotkey=pygame.K_RETURN
            ),
            "button_pass": Button(
                self.t("board.pass"), pygame.Rect(0, 0, 1, 1), self._on_pass, hotkey=pygame.K_SPACE
            ),
            "button_menu": Button("II", pygame.Rect(0, 0, 1, 1), self._open_menu),
        }

    @property
    def human_to_act(self) -> int | None:
        g = self.game
        if g.is_over or self.animator.busy:
            return None
        seat = g.current_seat
        if seat is None or not self.session.seats[seat].is_human:
            return None
        if self.viewer != seat and len(self.session.humans) > 1:
            return None  # waiting for the hand-over screen
        return seat

    def legal(self) -> list[Action]:
        return self.game.legal_actions()

    def _find(self, kind: str, value: Any = None) -> Action | None:
        return find_action(self.game, kind, value)

    # ---------------------------------------------------------------- acting

    def play(self, action: Action) -> bool:
        """Send a decision to the engine; a refusal is shown, never lost."""
        phase_before = (self.game.state.phase, self.game.state.round)
        try:
            events = self.session.apply(action)
        except IllegalAction as refused:
            self._flash(refused.reason)
            return False
        self.selected_good = None
        self.mayor_layout = None
        self.panels.forget()
        self._show_events(events)
        state = self.game.state
        if (state.phase, state.round) != phase_before or self.game.is_over:
            self._autosave()
        return True

    def _autosave(self) -> None:
        try:
            self.session.save("autosave", self.t("saves.autosave"))
        except OSError as exc:  # a full disk must not stop the game
            self._flash(str(exc))

    def _flash(self, text: str) -> None:
        self.message = text
        self.message_time = 4.0

    def _show_events(self, events: list[Event]) -> None:
        speed = self.app.settings.animation_speed
        names = self.game.names
        for e in events:
            colour = seat_colour(self.session.seats[e.seat].colour) if e.seat is not None else INK
            text = describe_event(e, names, self.app.t, self.game.cat)
            self._log(text, colour)
            if e.kind == "resolution_card":
                self.card_flash = (e.data["card"], e.data["count"], 2.5)
            self._animate(e, speed)
            self._sound(e)

    def _sound(self, e: Event) -> None:
        sound = {
            "sold": "coins",
            "trading_post_sale": "coins",
            "plantation_bought": "coins",
            "factory_bonus": "coins",
            "prospector_privilege": "coins",
            "produced": "barrel",
            "loaded": "barrel",
            "small_ship_loaded": "barrel",
            "goods_exported": "barrel",
            "building_built": "build",
            "ship_departed": "ship",
            "role_chosen": "role",
            "game_over": "end",
        }.get(e.kind)
        if sound:
            self.app.assets.play(sound)

    def _animate(self, e: Event, speed: str) -> None:
        """Send what the event moved flying across the table: crates, coins, tiles, figures."""
        seat = e.seat
        if seat is None:
            return  # the table's own events (a ship departing) move nothing across it
        z = self.table.zone
        portrait = z(f"seat{seat}_portrait").center
        header = z(f"seat{seat}_header").center
        island = z(f"seat{seat}_island_0").center
        bank = z("bank").center
        tile, figure_size = (40, 40), (20, 26)
        a = self.animator
        d = e.data
        if e.kind == "sold":
            a.launch(f"crate_{d['good']}", portrait, z("trading_house").center, speed)
            a.launch("coin_1", bank, header, speed)
        elif e.kind == "loaded":
            ship = f"ship_{d['ship_index']}" if d["ship_index"] is not None else "private_ships"
            a.launch(f"crate_{d['good']}", portrait, z(ship).center, speed, count=d["count"])
        elif e.kind == "produced":
            for good, n in d["goods"].items():
                a.launch(f"crate_{good}", z(f"goods_{good}").center, portrait, speed, count=n)
        elif e.kind == "role_chosen" and d["coins"]:
            k = next(i for i, r in enumerate(self.game.state.roles) if r.id == d["tile"])
            a.launch("coin_1", z(f"role_{k}").center, header, speed, count=d["coins"])
        elif e.kind in ("factory_bonus", "prospector_privilege"):
            a.launch("coin_1", bank, header, speed)
        elif e.kind == "building_built":
            board = z(f"seat{seat}_board").center
            a.launch("building_small", z("building_supply").center, board, speed, size=(80, 38))
        elif e.kind in ("plantation_taken", "plantation_bought"):
            a.launch(f"plantation_{d['good']}", z("display").center, island, speed, size=tile)
        elif e.kind == "quarry_taken":
            a.launch("quarry", z("quarry_stack").center, island, speed, size=tile)
        elif e.kind == "workers_taken":
            hall = z("hiring_hall").center
            a.launch("worker", hall, portrait, speed, size=figure_size, count=d["workers"])
        elif e.kind in ("figure_taken", "building_figure"):
            source = z("hiring_hall" if e.kind == "figure_taken" else "worker_supply").center
            figure = "citizen" if d.get("figure") == "citizen" else "worker"
            a.launch(figure, source, portrait, speed, size=figure_size)
        elif e.kind == "trading_post_sale":
            a.launch(f"crate_{d['good']}", portrait, z(f"goods_{d['good']}").center, speed)
            a.launch("coin_1", bank, header, speed)
        elif e.kind == "goods_exported":
            for good in d.get("goods", ()):
                a.launch(f"crate_{good}", portrait, z(f"goods_{good}").center, speed)
        elif e.kind == "small_ship_loaded":
            for good, n in d.get("goods", {}).items():
                a.launch(f"crate_{good}", portrait, z("private_ships").center, speed, count=n)

    # ---------------------------------------------------------- human input

    def _on_done(self) -> None:
        seat = self.human_to_act
        if seat is None:
            return
        kind = self.game.decision
        if kind == "mayor_layout" and self.mayor_layout is not None:
            self.play(Action(seat, "place_workers", self.mayor_layout.placement()))
            return
        confirm = self.panels.confirm(seat)
        if confirm is not None:
            self.play(confirm)
            return
        yes = {"hacienda": "hacienda_draw", "school": "school_worker", "produce": "produce"}
        if kind in yes:
            self.play(Action(seat, yes[kind]))

    def _on_pass(self) -> None:
        seat = self.human_to_act
        if seat is None:
            return
        action = self._find("pass")
        if action is not None:
            self.play(action)

    def _open_menu(self) -> None:
        from game.puerto_rico.scenes.overlays import PauseOverlay

        self.app.push(PauseOverlay(self.app, self))

    def handle(self, event: pygame.event.Event) -> bool:
        if handle_buttons(list(self.buttons.values()), event, self.app.assets):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for b in self.buttons.values():
                if not b.enabled and b.disabled_reason and b.rect.collidepoint(event.pos):
                    self._flash(b.disabled_reason)  # say why instead of doing nothing
                    return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover = self._hit(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.selected_good = None
            self.panels.cancel_market()
            return True
        if event.type == pygame.MOUSEWHEEL and self.R("log").collidepoint(self.mouse):
            self.panels.scroll_by(-event.y)
            return True
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE:
            if self.selected_good or self.panels.market:
                self.selected_good = None
                self.panels.cancel_market()
            else:
                self._open_menu()
            return True
        seat = self.human_to_act
        if seat is not None and self.game.decision == "role" and event.key in ROLE_KEYS:
            role = ROLE_KEYS[event.key]
            for a in self.legal():
                if self.game.state.roles and _role_of(self.game, a.value) == role:
                    self.play(a)
                    return True
        return False

    def _hit(self, pos: tuple[int, int]) -> Hotspot | None:
        for spot in reversed(self.hotspots):
            if spot.rect.collidepoint(pos):
                return spot
        return None

    def _press(self, pos: tuple[int, int]) -> bool:
        seat = self.human_to_act
        if seat is None:
            return False
        spot = self._hit(pos)
        if spot is None or spot.seat != seat:
            return False
        if self.game.decision == "mayor_layout":
            return self._press_mayor(seat, spot)
        return self._press_guest(seat, spot)

    def _press_mayor(self, seat: int, spot: Hotspot) -> bool:
        """Pick up a figure of the layout being edited: from the portrait, a tile or a slot."""
        layout = self._edit_layout(seat)
        for kind, figure in (("portrait_worker", "worker"), ("portrait_citizen", "citizen")):
            if spot.kind == kind and layout.on_portrait(self.game, figure) > 0:
                self._start_drag(PORTRAIT, figure)
                return True
        if spot.kind in ("tile", "building") and layout.figures.get(spot.value, 0) > 0:
            workers, citizens = layout.workers_and_citizens(spot.value)
            self._start_drag(spot.value, figure_to_lift(workers, citizens, spot.figure))
            return True
        return False

    def _press_guest(self, seat: int, spot: Hotspot) -> bool:
        """Pick up a guest of the Bohio when the engine lets it leave now (SPEC §12.3)."""
        if spot.kind != "building" or spot.value not in self._guest_houses(seat):
            return False
        if not any(a.kind == "bohio_move" for a in self.legal()):
            return False
        p = self.game.state.players[seat]
        citizens = p.citizens_at(spot.value)
        workers = p.buildings.get(spot.value, 0) - citizens
        if workers + citizens <= 0:
            return False
        self._start_drag(spot.value, figure_to_lift(workers, citizens, spot.figure), guest=True)
        return True

    def _start_drag(self, source: str, figure: str, guest: bool = False) -> None:
        self.drag_from = source
        self.drag_figure = figure
        self.drag_guest = guest

    def _edit_layout(self, seat: int) -> MayorLayout:
        """The mayor layout being put together for `seat`, begun from its board if need be."""
        if self.mayor_layout is None or self.mayor_layout.seat != seat:
            self.mayor_layout = MayorLayout.of(self.game, seat)
        return self.mayor_layout

    def _guest_houses(self, seat: int) -> list[str]:
        return view.guest_houses(self.game, seat)

    def _release(self, pos: tuple[int, int]) -> bool:
        seat = self.human_to_act
        spot = self._hit(pos)
        if self.drag_from is not None:
            source, self.drag_from = self.drag_from, None
            guest, self.drag_guest = self.drag_guest, False
            if seat is not None and spot is not None and spot.seat == seat:
                if guest:
                    self._send_guest(seat, source, spot)
                else:
                    self._move_figure(source, self.drag_figure, spot)
            return True
        if seat is None or spot is None:
            return False
        return self._click(seat, spot)

    def _send_guest(self, seat: int, source: str, spot: Hotspot) -> None:
        """Drop a Bohio guest on a slot: the engine says whether it may go there."""
        if spot.kind in ("tile", "building") and spot.value != source:
            self.play(Action(seat, "bohio_move", (spot.value, self.drag_figure)))

    def _move_figure(self, source: str, figure: str, spot: Hotspot) -> None:
        """Drop a dragged figure of the layout: onto a slot with room, or back on the portrait."""
        assert self.mayor_layout is not None
        portrait = spot.kind in ("portrait", "portrait_worker", "portrait_citizen")
        target = PORTRAIT if portrait else spot.value
        if not (portrait or spot.kind in ("tile", "building")) or target == source:
            return
        if not self.mayor_layout.move(self.game, source, target, figure):
            self._flash(self.t("board.slot_full"))

    def _click(self, seat: int, spot: Hotspot) -> bool:
        kind = self.game.decision
        own = spot.seat == seat
        if spot.kind == "choice":
            choice: Choice = spot.value
            if choice.action is not None:
                self.play(choice.action)
            elif choice.on_click is not None:
                choice.on_click()
            return True
        if kind == "role" and spot.kind == "role":
            action = self._find("choose_role", spot.value)
        elif kind == "hall_pick" and spot.kind == "hall_figure":
            action = self._find("take_figure", spot.value)
        elif kind in ("settler_tile", "settler_extra") and spot.kind == "plantation":
            action = self._find("take_plantation", spot.value)
        elif kind in ("settler_tile", "settler_extra") and spot.kind == "quarry":
            action = self._find("take_quarry")
        elif kind == "hospital" and spot.kind == "tile" and own:
            action = self._find("hospital_worker", spot.value)
        elif kind == "hospital" and spot.kind.startswith("portrait") and own:
            action = self._find("hospital_worker", PORTRAIT)
        elif kind == "bureau" and spot.kind == "tile" and own:
            action = self._find("discard_tile", spot.value)
        elif kind in ("sell", "cadastral") and spot.kind == "tile" and own:
            action = self._find("cadastral_discard", spot.value)
        elif kind == "build" and spot.kind == "building_supply":
            return self._click_building(seat, spot.value)
        elif kind == "craftsman_bonus" and spot.kind in ("good", "supply_good"):
            action = self._find("craftsman_bonus", spot.value)
        elif kind == "sell" and spot.kind == "good" and own:
            # A click on a crate sells it; with only a Trading Post open, it goes back there.
            action = self._find("sell", spot.value) or self._find("trade_post", spot.value)
        elif kind == "load" and spot.kind == "good" and own:
            if any(
                a.kind in ("load", "load_private") and _good_of(a) == spot.value
                for a in self.legal()
            ):
                self.selected_good = spot.value
            return True
        elif kind == "load" and spot.kind == "ship" and self.selected_good:
            action = self._find("load", (self.selected_good, spot.value))
        elif kind == "load" and spot.kind == "private_ship" and self.selected_good:
            action = self._find("load_private", self.selected_good)
        elif kind == "storage" and spot.kind == "storage_option":
            action = Action(seat, "store", spot.value)
        elif kind == "mayor_layout" and spot.kind in ("tile", "building") and own:
            # A click (no drag) moves one figure from the portrait onto that slot: a worker
            # while there is one, then the citizens.
            layout = self._edit_layout(seat)
            for figure in ("worker", "citizen"):
                if layout.on_portrait(self.game, figure) > 0:
                    self._move_figure(PORTRAIT, figure, spot)
                    break
            return True
        else:
            return False
        if action is None:
            self._flash(self.t("board.not_now"))
            return True
        self.play(action)
        return True

    def _click_building(self, seat: int, bid: str) -> bool:
        """Build it; when only the Black Market can pay for it, open the choice of items."""
        action = self._find("build", bid)
        if action is not None:
            self.play(action)
        elif any(a.kind == "build" and built(a) == bid for a in self.legal()):
            self.panels.open_market(bid)
        else:
            self._flash(self.build_refusal_text(seat, bid) or self.t("board.not_now"))
        return True

    # ------------------------------------------------------------------ update

    def update(self, dt: float) -> None:
        self.animator.update(dt)
        if self.card_flash is not None:
            card, count, left = self.card_flash
            self.card_flash = (card, count, left - dt) if left > dt else None
        if self.message_time > 0:
            self.message_time -= dt
        g = self.game
        if g.is_over:
            self.finished_for += dt
            if self.finished_for > 1.2 and not self.animator.busy:
                from game.puerto_rico.scenes.scoring import ScoringScene

                self.app.replace(ScoringScene(self.app, self.session))
            return
        seat = g.current_seat
        if seat is None:
            return
        info = self.session.seats[seat]
        if info.is_human:
            if len(self.session.humans) > 1 and self.viewer != seat and not self.animator.busy:
                from game.puerto_rico.scenes.overlays import HandoverOverlay

                self.viewer = seat
                self.app.push(HandoverOverlay(self.app, info.name))
            elif self.viewer is None:
                self.viewer = seat
            return
        self._run_ai(seat, dt)

    def _run_ai(self, seat: int, dt: float) -> None:
        if self.animator.busy and self.app.settings.ai_speed != "instant":
            return
        speed = self.app.settings.ai_speed
        action = self.ai.step(self.session.agents[seat], self.game, seat, dt, speed)
        if action is not None:
            self.play(action)

    # -------------------------------------------------------------------- draw

    def draw(self, surface: pygame.Surface) -> None:
        self.hotspots = []
        if self._background is None or self._background.get_size() != surface.get_size():
            self._background = self._draw_background(surface.get_size())
        surface.blit(self._background, (0, 0))
        self._draw_roles(surface)
        self._draw_supplies(surface)
        self._draw_plantations(surface)
        self._draw_ships(surface)
        self._draw_market(surface)
        self._draw_building_supply(surface)
        for seat in range(self.game.state.seats):
            self._draw_seat(surface, seat)
        self._draw_log(surface)
        self._draw_status(surface)
        self._draw_buttons(surface)
        seat = self.human_to_act
        if self.game.decision == "storage" and seat is not None:
            self._draw_storage_choice(surface)
        elif seat is not None:
            choices = self.panels.panel(seat)
            if choices is not None:
                self._draw_decision_panel(surface, choices)
        if self.card_flash is not None:
            self._draw_card_flash(surface)
        if self.hover is not None and self.hover.kind == "seat" and self.drag_from is None:
            self._draw_zoom(surface, self.hover.value)
        self.animator.draw(surface, self.app.assets.image, self.P, self.scale)
        if self.drag_from is not None:
            img = self._ghost(self.drag_figure, (self.px(22), self.px(28)))
            surface.blit(img, img.get_rect(center=self.mouse))
        self._set_tooltip()

    def _ghost(self, figure: str, size: tuple[int, int]) -> pygame.Surface:
        """The figure under the pointer while it is dragged: see-through, so slots show."""
        if figure != "citizen":
            return self.app.assets.image("worker_ghost", size)
        img = self.app.assets.image("citizen", size).copy()
        img.set_alpha(190)
        return img

    def _figure_img(self, citizen: bool, size: tuple[int, int]) -> pygame.Surface:
        return self.app.assets.image("citizen" if citizen else "worker", size)

    def _draw_background(self, size: tuple[int, int]) -> pygame.Surface:
        bg = (
            pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
        )
        bg.fill((60, 40, 26))
        table = self.R(pygame.Rect(0, 0, *self.table.size))
        bg.blit(self.app.assets.image("table", table.size), table)
        supply = self.R("building_supply")
        bg.blit(self.app.assets.image("board_supply", supply.size), supply)
        for seat in range(self.game.state.seats):
            self._draw_seat_board(bg, seat)
        log = self.R("log")
        bg.blit(self.app.assets.image("panel", log.size), log)
        return bg

    def _draw_seat_board(self, surface: pygame.Surface, seat: int) -> None:
        """A parchment board whose island and city spaces come from the Tiled map."""
        board = self.R(f"seat{seat}_board")
        panel(surface, board, fill=PARCHMENT, border=(150, 110, 60), radius=8)
        for k in range(12):
            cell = self.R(f"seat{seat}_island_{k}")
            pygame.draw.rect(surface, (168, 190, 120), cell, border_radius=4)
            pygame.draw.rect(surface, (110, 130, 80), cell, 1, border_radius=4)
            cell = self.R(f"seat{seat}_city_{k}")
            pygame.draw.rect(surface, (226, 208, 170), cell, border_radius=4)
            pygame.draw.rect(surface, (160, 130, 90), cell, 1, border_radius=4)
        portrait = self.R(f"seat{seat}_portrait")
        pygame.draw.rect(surface, (222, 200, 160), portrait, border_radius=6)

    def _draw_roles(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        s = self.game.state
        legal = (
            {x.value for x in self.legal() if x.kind == "choose_role"}
            if self.human_to_act is not None
            else set()
        )
        for i, tile in enumerate(s.roles):
            rect = self.R(f"role_{i}")
            surface.blit(a.image(f"role_{tile.role}", rect.size), rect)
            name = self.t(f"roles.{tile.role}")
            info, _point, box, _k = mapper(self.app.assets, f"role_{tile.role}", rect)
            self._fit_text(surface, name, box(info.get("name_band", [10, 9, 100, 22])), lines=1)
            band = box(info.get("text_band", [10, 118, 100, 44]))
            privilege = self.t(f"privileges.{tile.role}")
            self._fit_text(surface, privilege, band, bold=False, lines=3)
            for c in range(min(tile.coins, 6)):
                coin = a.image("coin_1", (self.px(22), self.px(22)))
                surface.blit(coin, (rect.x + 6 + c * self.px(10), rect.y + rect.h * 0.55))
            if tile.coins:
                blit_text(
                    surface,
                    a,
                    str(tile.coins),
                    (rect.right - 8, rect.y + rect.h * 0.6),
                    self.px(18),
                    CREAM,
                    "topright",
                    bold=True,
                )
            if tile.taken_by is not None:
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade.fill((30, 20, 10, 140))
                surface.blit(shade, rect)
                colour = seat_colour(self.session.seats[tile.taken_by].colour)
                pygame.draw.rect(surface, colour, rect, max(2, self.px(3)), border_radius=6)
                blit_text(
                    surface,
                    a,
                    self.game.names[tile.taken_by],
                    rect.center,
                    self.px(15),
                    CREAM,
                    "center",
                    bold=True,
                )
            elif tile.id in legal:
                pygame.draw.rect(
                    surface, HIGHLIGHT, rect.inflate(4, 4), max(2, self.px(3)), border_radius=8
                )
            tip = f"{name}: {self.t(f'privileges.{tile.role}')}"
            self.hotspots.append(Hotspot(rect, "role", tile.id, tip=tip))

    def _draw_supplies(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        s = self.game.state
        citizens = "citizens" in s.expansions
        items = [
            ("vp_supply", "vp_5", str(s.vp_supply), self.t("supply.vp_supply")),
            ("bank", "coin_5", "", self.t("supply.bank")),
            ("worker_supply", "worker", str(s.worker_supply), self.t("supply.worker_supply")),
            ("hiring_hall", "hiring_hall", str(s.hiring_hall), self.t("supply.hiring_hall")),
        ]
        for zone, sprite, value, label in items:
            rect = self.R(zone)
            panel(surface, rect, fill=(250, 240, 215, 200), radius=8)
            if citizens and zone == "worker_supply":
                self._draw_figure_supply(surface, rect)
                continue
            if citizens and zone == "hiring_hall":
                self._draw_hall(surface, rect)
                continue
            icon_h = rect.h - self.px(16)
            icon_w = icon_h if sprite != "hiring_hall" else int(icon_h * 2.4)
            surface.blit(a.image(sprite, (icon_w, icon_h)), (rect.x + 6, rect.y + self.px(8)))
            blit_text(
                surface,
                a,
                value,
                (rect.right - 8, rect.centery),
                self.px(26),
                INK,
                "midright",
                bold=True,
            )
            self.hotspots.append(Hotspot(rect, "supply", zone, tip=f"{label}: {value}"))

    def _draw_figure_supply(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Expansion II: the worker supply and the citizen supply side by side."""
        a = self.app.assets
        s = self.game.state
        icon_h = rect.h - self.px(16)
        half = rect.w // 2
        for i, (figure, n) in enumerate(
            (("worker", s.worker_supply), ("citizen", s.citizen_supply))
        ):
            x = rect.x + i * half
            img = self._figure_img(figure == "citizen", (round(icon_h * 0.8), icon_h))
            surface.blit(img, (x + 6, rect.y + self.px(8)))
            blit_text(
                surface,
                a,
                str(n),
                (x + half - 8, rect.centery),
                self.px(24),
                INK,
                "midright",
                bold=True,
            )
        tip = self.t(
            "board.figure_supply",
            workers=self._count("worker", s.worker_supply),
            citizens=self._count("citizen", s.citizen_supply),
        )
        self.hotspots.append(Hotspot(rect, "supply", "worker_supply", tip=tip))

    def _draw_hall(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Expansion II: the hiring hall with its workers and its citizen counted apart; each
        count is the thing to click when a player must take one or the other."""
        a = self.app.assets
        s = self.game.state
        icon_h = rect.h - self.px(16)
        surface.blit(
            a.image("hiring_hall", (int(icon_h * 2.2), icon_h)), (rect.x + 6, rect.y + self.px(8))
        )
        tip = self.t(
            "board.hall_tip",
            workers=self._count("worker", s.hiring_hall),
            citizens=self._count("citizen", s.hall_citizens),
        )
        self.hotspots.append(Hotspot(rect, "supply", "hiring_hall", tip=tip))
        legal = self._human_legal_values("take_figure")
        line_h = (rect.h - 8) // 2
        for i, (figure, n) in enumerate((("worker", s.hiring_hall), ("citizen", s.hall_citizens))):
            line = pygame.Rect(
                rect.right - self.px(58), rect.y + 4 + i * line_h, self.px(54), line_h
            )
            if figure in legal:
                pygame.draw.rect(surface, HIGHLIGHT, line, border_radius=6)
                pygame.draw.rect(surface, (150, 110, 40), line, 1, border_radius=6)
            img = self._figure_img(figure == "citizen", (round(line_h * 0.62), line_h - 4))
            surface.blit(img, img.get_rect(midleft=(line.x + 4, line.centery)))
            blit_text(
                surface,
                a,
                str(n),
                (line.right - 6, line.centery),
                self.px(20),
                INK,
                "midright",
                bold=True,
            )
            take = self.t(f"choice.take_{figure}_tip") if figure in legal else tip
            self.hotspots.append(Hotspot(line, "hall_figure", figure, tip=take))

    def _count(self, unit: str, n: int) -> str:
        return self.app.t.plural(f"units.{unit}", n)

    def _layout_reason(self, seat: int, placement: tuple[Any, ...], reason: str) -> str:
        """Why Done is off in the mayor phase, in the player's language when the engine's code
        has wording (the fill rule, citizens); otherwise the engine's own `reason`."""
        refusal = view.layout_refusal(self.game, seat, placement)
        if refusal is not None and self.app.t.has(f"layout_refusal.{refusal[0]}"):
            code, v = refusal
            fields = {k: v[k] for k in ("portrait", "empty", "left") if k in v}
            return self.t(f"layout_refusal.{code}", **fields)
        return reason

    def build_refusal_text(self, seat: int, bid: str) -> str:
        """Why the seat cannot build it now, in the player's language (engine refusal code)."""
        refusal = view.build_refusal(self.game, seat, bid)
        if refusal is None:
            return ""
        code, v = refusal
        b = self.game.bdefs.get(bid)
        fields: dict[str, Any] = {
            "building": building_name(b, self.app.settings.language) if b else bid,
            "who": self.game.state.players[seat].name,
        }
        if "price" in v:
            fields.update(price=self._count("doubloon", v["price"]), have=v["have"])
        fields.update({k: v[k] for k in ("spaces", "gap", "limit") if k in v})
        return self.t(f"refusal.{code}", **fields)

    def _draw_plantations(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        s = self.game.state
        area = self.R("display")
        size = min(area.h - 8, self.px(64))
        legal = self._human_legal_values("take_plantation")
        for i, good in enumerate(s.display):
            rect = pygame.Rect(area.x + 4 + i * (size + self.px(8)), area.y + 4, size, size)
            surface.blit(a.image(f"plantation_{good}", rect.size), rect)
            if good in legal:
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(6, 6), 3, border_radius=6)
            self.hotspots.append(Hotspot(rect, "plantation", good, tip=self.t(f"tile.{good}")))
        stack = self.R("quarry_stack")
        rect = pygame.Rect(stack.x, stack.y + 4, size, size)
        if s.quarries:
            surface.blit(a.image("quarry_stack", rect.size), rect)
        blit_text(
            surface,
            a,
            str(s.quarries),
            (stack.right - 4, stack.bottom - 4),
            self.px(22),
            CREAM,
            "bottomright",
            bold=True,
        )
        if self._find("take_quarry") and self.human_to_act is not None:
            pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(6, 6), 3, border_radius=6)
        self.hotspots.append(
            Hotspot(rect, "quarry", None, tip=self.t("tile.quarry_stack", n=s.quarries))
        )

    def _draw_ships(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        s = self.game.state
        targets = set()
        if self.selected_good and self.human_to_act is not None:
            targets = {
                x.value[1]
                for x in self.legal()
                if x.kind == "load" and x.value[0] == self.selected_good
            }
        for i, ship in enumerate(s.ships):
            zone = self.R(f"ship_{i}")
            dw, dh = sprite_info(self.app.assets, f"ship_{ship.capacity}").get(
                "display_size", (284, 100)
            )
            h = min(zone.h, round(zone.w * dh / dw))
            rect = pygame.Rect(zone.x, zone.bottom - h, round(h * dw / dh), h)
            surface.blit(a.image(f"ship_{ship.capacity}", rect.size), rect)
            holds = self._holds(ship.capacity, rect)
            for k, centre in enumerate(holds):
                if k < ship.count and ship.good:
                    img = a.image(f"crate_{ship.good}", (self.px(24), self.px(24)))
                    surface.blit(img, img.get_rect(center=centre))
            label = self.t("supply.cargo_ship", n=ship.capacity)
            blit_text(
                surface,
                a,
                f"{ship.count}/{ship.capacity}",
                (rect.right + 6, rect.centery),
                self.px(18),
                CREAM,
                "midleft",
                bold=True,
            )
            if i in targets:
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(6, 6), 3, border_radius=10)
            good = self.t(f"goods.{ship.good}") if ship.good else self.t("board.empty")
            self.hotspots.append(Hotspot(rect, "ship", i, tip=f"{label}: {ship.count} {good}"))
        zone = self.R("private_ships")
        if self.selected_good and self._find("load_private", self.selected_good):
            rect = pygame.Rect(zone.x, zone.y, zone.w, min(zone.h, zone.w))
            surface.blit(a.image("ship_private", rect.size), rect)
            pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(6, 6), 3, border_radius=10)
            self.hotspots.append(
                Hotspot(rect, "private_ship", None, tip=self.t("supply.private_ship"))
            )

    def _holds(self, capacity: int, rect: pygame.Rect) -> list[tuple[int, int]]:
        info = sprite_info(self.app.assets, f"ship_{capacity}")
        holds = info.get("holds")
        size = info.get("display_size")
        if holds and size:
            sx, sy = rect.w / size[0], rect.h / size[1]
            return [(rect.x + round(x * sx), rect.y + round(y * sy)) for x, y in holds]
        step = rect.w / (capacity + 1.5)
        return [(rect.x + round(step * (k + 1)), rect.y + rect.h // 3) for k in range(capacity)]

    def _draw_market(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        s = self.game.state
        house = self.R("trading_house")
        surface.blit(a.image("trading_house", house.size), house)
        info, point, _box, k = mapper(self.app.assets, "trading_house", house)
        spaces = info.get("spaces") or [self.table.zone(f"trade_{n}").center for n in range(4)]
        side = round(info.get("space_size", [32, 30])[1] * k)
        for n, good in enumerate(s.trading_house[:4]):
            img = a.image(f"crate_{good}", (side, side))
            surface.blit(img, img.get_rect(center=point(spaces[n])))
        self.hotspots.append(Hotspot(house, "market", None, tip=self.t("supply.trading_house")))
        bonus = self._human_legal_values("craftsman_bonus")
        for good in GOODS:
            cell = self.R(f"goods_{good}")
            icon = a.image(f"crate_{good}", (self.px(30), self.px(30)))
            surface.blit(icon, icon.get_rect(midtop=(cell.centerx, cell.y + 4)))
            blit_text(
                surface,
                a,
                str(s.crates[good]),
                (cell.centerx, cell.bottom - 4),
                self.px(20),
                CREAM,
                "midbottom",
                bold=True,
            )
            if good in bonus:
                pygame.draw.rect(surface, HIGHLIGHT, cell, 3, border_radius=6)
            price = self.t("supply.price", n=self.game.prices[good])
            tip = f"{self.t(f'goods.{good}')}: {s.crates[good]} ({price})"
            self.hotspots.append(Hotspot(cell, "supply_good", good, tip=tip))

    def _draw_building_supply(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        g = self.game
        s = g.state
        seat = self.human_to_act
        building = seat is not None and g.decision == "build"
        builds = [x for x in self.legal() if x.kind == "build"] if building else []
        legal = {x.value for x in builds if isinstance(x.value, str)}
        market = {built(x) for x in builds} - legal  # only with Black Market items
        columns: dict[int, list[str]] = {1: [], 2: [], 3: [], 4: []}
        for b in g.buildings:
            if b.id in s.building_supply:
                columns[b.level].append(b.id)
        for level, ids in columns.items():
            col = self.R(f"level_{level}")
            blit_text(
                surface,
                a,
                self.t("supply.level", n=level),
                (col.centerx, col.y - self.px(20)),
                self.px(16),
                INK,
                "midtop",
                bold=True,
            )
            count = max(1, len(ids))
            h = min(self.px(64), (col.h - 4) // count - 4)
            for j, bid in enumerate(ids):
                rect = pygame.Rect(col.x, col.y + j * (h + 4), col.w, h)
                self._draw_building_tile(surface, bid, rect, occupants=None)
                left = s.building_supply[bid]
                blit_text(
                    surface,
                    a,
                    f"×{left}",
                    (rect.right - 6, rect.bottom - 3),
                    self.px(14),
                    INK,
                    "bottomright",
                    bold=True,
                )
                tip = self._building_tip(bid)
                if building and seat is not None and bid in market:
                    picking = self.panels.market
                    chosen = picking is not None and picking[0] == bid
                    pygame.draw.rect(surface, (200, 120, 40), rect, 3 if chosen else 2, 6)
                    price = view.build_price(g, seat, bid)
                    tip += "\n" + self.t(
                        "choice.market_tip",
                        price=self._count("doubloon", price),
                        gap=price - s.players[seat].doubloons,
                    )
                elif left == 0 or (building and bid not in legal):
                    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                    shade.fill((40, 30, 20, 130))
                    surface.blit(shade, rect)
                    if building and seat is not None:
                        tip += "\n" + self.build_refusal_text(seat, bid)
                elif building and seat is not None:
                    pygame.draw.rect(surface, HIGHLIGHT, rect, 2, border_radius=6)
                    tip += "\n" + self.t("board.price", n=view.build_price(g, seat, bid))
                self._draw_reserved_marks(surface, bid, rect)
                self.hotspots.append(Hotspot(rect, "building_supply", bid, tip=tip))

    def _draw_reserved_marks(self, surface: pygame.Surface, bid: str, rect: pygame.Rect) -> None:
        """A Puertoma's reserved token on the large building it is saving for."""
        if not view.has_puertomas(self.game):
            return
        for seat in view.puertoma_seats(self.game):
            board = view.puertoma_board(self.game, seat)
            if board.reserved == bid:
                r = max(7, rect.h // 5)
                centre = (rect.x + rect.w // 2, rect.bottom - r - 2)
                pygame.draw.circle(surface, seat_colour(self.session.seats[seat].colour), centre, r)
                pygame.draw.circle(surface, CREAM, centre, r, 2)
                letter = board.label
                blit_text(
                    surface,
                    self.app.assets,
                    letter,
                    centre,
                    self.px(14),
                    CREAM,
                    "center",
                    bold=True,
                )

    def _building_tip(self, bid: str) -> str:
        return building_tip(self.t, self.game.bdefs[bid], self.app.settings.language)

    def _fit_text(
        self,
        surface: pygame.Surface,
        text: str,
        band: pygame.Rect,
        bold: bool = True,
        lines: int = 2,
    ) -> None:
        """Write text inside a band, shrinking the font until it fits."""
        fit_text(surface, self.app.assets, text, band, bold=bold, lines=lines, height=TEXT_HEIGHT)

    def _draw_building_tile(
        self,
        surface: pygame.Surface,
        bid: str,
        rect: pygame.Rect,
        occupants: int | None,
        citizens: int = 0,
    ) -> None:
        """Blit a building tile with `occupants` figures in its slots (None: an empty tile)."""
        b = self.game.bdefs[bid]
        language = self.app.settings.language
        tile = self.tiles.tile(b, rect.size, language, occupants=occupants, citizens=citizens)
        surface.blit(tile, rect)

    def _draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        a = self.app.assets
        g = self.game
        s = g.state
        p = s.players[seat]
        info = self.session.seats[seat]
        colour = seat_colour(info.colour)
        board = self.R(f"seat{seat}_board")
        if seat == g.current_seat and not g.is_over:
            pygame.draw.rect(surface, HIGHLIGHT, board.inflate(6, 6), 3, border_radius=8)
        header = self.R(f"seat{seat}_header")
        pygame.draw.rect(surface, colour, header, border_radius=6)
        name = p.name
        if not info.is_human and info.kind != "puertoma":
            name += f" ({self.t('setup.ai')})"
        blit_text(
            surface,
            a,
            name,
            (header.x + 8, header.centery),
            self.px(17),
            CREAM,
            "midleft",
            bold=True,
        )
        hide_vp = self.app.settings.hide_vp and len(self.session.humans) > 1  # hot seat only
        chips = view.visible_to(g, self.viewer, hide_vp).chips[seat]
        vp = "?" if chips is None else str(chips)
        x = header.right - 6
        icon = header.h - 6
        for sprite, value in (("ui_vp", vp), ("ui_coin", str(p.doubloons))):
            r = blit_text(
                surface, a, value, (x, header.centery), self.px(17), CREAM, "midright", True
            )
            img = a.image(sprite, (icon, icon))
            x = r.x - icon - 2
            surface.blit(img, (x, header.y + 3))
            x -= 8
        if s.governor == seat:
            gov = a.image("governor", (header.h + 4, header.h + 4))
            surface.blit(gov, (x - header.h - 4, header.y - 2))
        self.hotspots.append(
            Hotspot(
                header,
                "seat",
                seat,
                tip=self.t(
                    "board.seat_tip", name=p.name, doubloons=p.doubloons, vp=vp, crates=p.crates
                ),
            )
        )
        if self.session.is_puertoma(seat):
            self._draw_puertoma_board(surface, seat)
            return
        layout = self.mayor_layout if self.mayor_layout and self.mayor_layout.seat == seat else None
        occupied = dict(layout.figures) if layout is not None else None
        occupied_citizens = layout.citizens if layout is not None else p.citizens
        mine = seat == self.human_to_act
        tile_targets, building_targets = self._targets(seat) if mine else (set(), set())
        # Island: tiles in a fixed order of kinds.
        k = 0
        for kind in TILE_KINDS:
            filled = occupied.get(kind, 0) if occupied is not None else p.tile_workers[kind]
            citizens = occupied_citizens.get(kind, 0)
            for j in range(p.tiles[kind]):
                if k >= 12:
                    break
                cell = self.R(f"seat{seat}_island_{k}")
                surface.blit(
                    a.image(f"plantation_{kind}" if kind in GOODS else kind, cell.size),
                    cell,
                )
                figure = None
                if j < filled:
                    figure = "citizen" if j < citizens else "worker"
                    w = self._figure_img(j < citizens, (int(cell.w * 0.36), int(cell.w * 0.45)))
                    surface.blit(w, w.get_rect(center=(cell.centerx, cell.y + cell.h * 0.68)))
                if kind in tile_targets:
                    pygame.draw.rect(surface, HIGHLIGHT, cell, 3, border_radius=4)
                tip = self.t(f"tile.{kind}")
                self.hotspots.append(Hotspot(cell, "tile", kind, seat=seat, tip=tip, figure=figure))
                k += 1
        # City: buildings in build order; large ones span two rows.
        used: set[int] = set()
        for bid in p.buildings:
            b = g.bdefs[bid]
            cells = _city_cells(used, b.size == "large")
            if not cells:
                continue
            rect = self.R(f"seat{seat}_city_{cells[0]}")
            if len(cells) == 2:
                rect = rect.union(self.R(f"seat{seat}_city_{cells[1]}"))
            figures = occupied.get(bid, 0) if occupied is not None else p.buildings[bid]
            citizens = occupied_citizens.get(bid, 0)
            self._draw_building_tile(surface, bid, rect, figures, citizens)
            if bid in building_targets:
                pygame.draw.rect(surface, HIGHLIGHT, rect, 3, border_radius=6)
            tip = self._building_tip(bid)
            self.hotspots.append(Hotspot(rect, "building", bid, seat=seat, tip=tip))
            # Each standing figure is its own spot, so a press picks up that very figure.
            centres, r = self.tiles.slot_centres(b, rect)
            for n, c in enumerate(centres[:figures]):
                self.hotspots.append(
                    Hotspot(
                        pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r),
                        "building",
                        bid,
                        seat=seat,
                        tip=tip,
                        figure="citizen" if n < citizens else "worker",
                    )
                )
        # Portrait: unplaced workers and citizens, crates, doubloons.
        portrait = self.R(f"seat{seat}_portrait")
        self.hotspots.append(
            Hotspot(portrait, "portrait", None, seat=seat, tip=self.t("board.portrait"))
        )
        if PORTRAIT in tile_targets:
            pygame.draw.rect(surface, HIGHLIGHT, portrait, 3, border_radius=6)
        if layout is None:
            free, free_citizens = p.portrait_workers, p.citizens_at(PORTRAIT)
        else:
            free, free_citizens = layout.on_portrait(g), layout.on_portrait(g, "citizen")
        self._draw_portrait_figures(surface, seat, portrait, free - free_citizens, free_citizens)
        x = portrait.x + max(self.px(120), portrait.w * 0.4)
        sellable = self._human_legal_values("sell") if seat == self.human_to_act else set()
        loadable = set()
        if seat == self.human_to_act and g.decision == "load":
            loadable = {_good_of(x) for x in self.legal() if x.kind in ("load", "load_private")}
        for good in GOODS:
            n = p.goods[good]
            if not n:
                continue
            img = a.image(f"crate_{good}", (self.px(24), self.px(24)))
            rect = img.get_rect(midleft=(x, portrait.centery))
            surface.blit(img, rect)
            blit_text(
                surface,
                a,
                str(n),
                (rect.right + 1, rect.bottom),
                self.px(15),
                INK,
                "bottomleft",
                bold=True,
            )
            hit = rect.inflate(self.px(14), 6)
            if good in sellable or good in loadable or good == self.selected_good:
                pygame.draw.rect(
                    surface, HIGHLIGHT, hit, 3 if good == self.selected_good else 2, border_radius=5
                )
            self.hotspots.append(
                Hotspot(hit, "good", good, seat=seat, tip=f"{n} {self.t(f'goods.{good}')}")
            )
            x += self.px(40)

    def _targets(self, seat: int) -> tuple[set[str], set[str]]:
        """Tiles (and the portrait) and buildings of this seat that a click or a drop may use
        for the decision at hand: highlighted on the board."""
        kind = self.game.decision
        tiles: set[str] = set()
        buildings: set[str] = set()
        for a in self.legal():
            if a.kind in ("hospital_worker", "discard_tile", "cadastral_discard"):
                tiles.add(a.value)
            elif a.kind == "bohio_move" and self.drag_guest and a.value[1] == self.drag_figure:
                dest = a.value[0]
                (tiles if dest in TILE_KINDS else buildings).add(dest)
        guests_may_move = any(a.kind == "bohio_move" for a in self.legal())
        if kind != "mayor_layout" and guests_may_move and not self.drag_guest:
            buildings.update(self._guest_houses(seat))
        return tiles, buildings

    def _draw_portrait_figures(
        self, surface: pygame.Surface, seat: int, portrait: pygame.Rect, workers: int, citizens: int
    ) -> None:
        """Figures waiting on the portrait: workers, then citizens, each group a drag source."""
        a = self.app.assets
        shown_c = min(citizens, 4 if workers else 8)
        shown_w = min(workers, 8 - shown_c)
        step = self.px(12)
        size = (self.px(16), self.px(21))
        x = portrait.x + 6
        for figure, shown, total in (("worker", shown_w, workers), ("citizen", shown_c, citizens)):
            if not shown:
                continue
            for i in range(shown):
                img = self._figure_img(figure == "citizen", size)
                surface.blit(img, img.get_rect(midleft=(x + i * step, portrait.centery)))
            spot = pygame.Rect(x, portrait.y, step * (shown - 1) + size[0], portrait.h)
            tip = self.t(
                "board.unplaced" if figure == "worker" else "board.unplaced_citizens", n=total
            )
            self.hotspots.append(Hotspot(spot, f"portrait_{figure}", None, seat, tip, figure))
            x = spot.right + self.px(6)
        hidden = workers + citizens - shown_w - shown_c
        if hidden > 0:
            blit_text(
                surface,
                a,
                f"+{hidden}",
                (x - self.px(4), portrait.centery),
                self.px(14),
                INK,
                "midleft",
            )

    def _draw_puertoma_board(self, surface: pygame.Surface, seat: int) -> None:
        """A Puertoma board as the rulebook shows it (SPEC §19.2): two plantation spaces per
        good with their worker slots beneath, the VP area, buildings in level columns, and the
        four capability tiles."""
        a = self.app.assets
        g = self.game
        p = g.state.players[seat]
        for gi, good in enumerate(GOODS):
            slots = view.PUERTOMA_SLOTS[good]
            for side in range(view.PUERTOMA_SPACES_PER_TYPE):
                cell = self.R(f"seat{seat}_island_{gi * 2 + side}")
                here = 0
                if side < p.tiles[good]:
                    surface.blit(a.image(f"plantation_{good}", cell.size), cell)
                    here = min(slots, max(0, p.tile_workers[good] - side * slots))
                else:
                    pygame.draw.rect(surface, GOOD_COLOURS[good], cell, 2, border_radius=4)
                strip = pygame.Rect(cell.x, cell.bottom - cell.h // 3, cell.w, cell.h // 3)
                shade = pygame.Surface(strip.size, pygame.SRCALPHA)
                shade.fill((250, 240, 215, 170))
                surface.blit(shade, strip)
                r = max(3, min(strip.h // 2 - 1, cell.w // (2 * slots + 2)))
                citizens = p.citizens_at(good) - side * slots
                for k in range(slots):
                    c = (cell.x + (k + 1) * cell.w // (slots + 1), strip.centery)
                    surface.blit(a.image("slot", (2 * r, 2 * r)), (c[0] - r, c[1] - r))
                    if k < here:
                        w = self._figure_img(k < citizens, (round(1.6 * r), round(2.1 * r)))
                        surface.blit(w, w.get_rect(center=c))
                tip = self.t(f"tile.{good}")
                self.hotspots.append(Hotspot(cell, "tile", good, seat=seat, tip=tip))
        # VP area: quarries and figures that found no slot.
        for k, (sprite, n) in (
            (10, ("quarry", p.tiles["quarry"])),
            (11, ("worker", p.portrait_workers)),
        ):
            cell = self.R(f"seat{seat}_island_{k}")
            pygame.draw.rect(surface, (214, 196, 150), cell, border_radius=4)
            icon = a.image(sprite, (cell.w * 2 // 3, cell.h * 2 // 3))
            surface.blit(icon, icon.get_rect(center=(cell.centerx, cell.centery - 3)))
            blit_text(
                surface,
                a,
                f"×{n}",
                (cell.right - 2, cell.bottom - 1),
                self.px(13),
                INK,
                "bottomright",
                bold=True,
            )
            self.hotspots.append(
                Hotspot(cell, "vp_area", sprite, seat=seat, tip=self.t("board.vp_area", n=n))
            )
        # Buildings: one column per level, two spaces each; capability tiles on the last row.
        per_level: dict[int, list[str]] = {1: [], 2: [], 3: [], 4: []}
        for bid in p.buildings:
            per_level[g.bdefs[bid].level].append(bid)
        me = view.puertoma_board(g, seat)
        for level in (1, 2, 3, 4):
            for row, bid in enumerate(per_level[level][:2]):
                cell = self.R(f"seat{seat}_city_{row * 4 + level - 1}")
                self._draw_building_tile(surface, bid, cell, None)
                self.hotspots.append(
                    Hotspot(cell, "building", bid, seat=seat, tip=self._building_tip(bid))
                )
            cap_id, state = me.capabilities[level - 1]
            cell = self.R(f"seat{seat}_city_{8 + level - 1}")
            self._draw_capability(surface, cap_id, state, level, cell)

    def _draw_capability(
        self, surface: pygame.Surface, cap_id: str, state: str, level: int, cell: pygame.Rect
    ) -> None:
        a = self.app.assets
        cap = self.game.cat.puertoma.capability(cap_id)  # type: ignore[union-attr]
        face_up = state in ("unlocked", "active")
        fill = (246, 232, 196) if face_up else (96, 70, 48)
        if state == "discarded":
            fill = (70, 60, 52)
        panel(surface, cell, fill=fill, radius=5, shadow=False, width=1)
        blit_text(
            surface,
            a,
            ("I", "II", "III", "IV")[level - 1],
            (cell.x + 3, cell.y + 1),
            self.px(11),
            INK if face_up else CREAM,
            bold=True,
        )
        if face_up:
            text = cap.text_fr if self.app.settings.language == "fr" else cap.text_en
            self._fit_text(
                surface,
                self.t(f"roles.{cap.role}"),
                cell.inflate(-6, -cell.h // 2).move(0, cell.h // 6),
                bold=True,
                lines=1,
            )
            tip = f"{self.t(f'roles.{cap.role}')}: {text}"
            if state == "unlocked":
                pygame.draw.rect(surface, HIGHLIGHT, cell, 2, border_radius=5)
                tip += " " + self.t("board.capability_next_round")
        else:
            tip = (
                self.t("board.capability_hidden", level=level)
                if state != "discarded"
                else self.t("board.capability_discarded")
            )
        self.hotspots.append(Hotspot(cell, "capability", cap_id, tip=tip))

    def _draw_card_flash(self, surface: pygame.Surface) -> None:
        """The resolution card just drawn, with its count and role order, for a moment."""
        assert self.card_flash is not None
        card_id, count, _ = self.card_flash
        card = self.game.cat.puertoma.card(card_id)  # type: ignore[union-attr]
        status = self.R("status")
        rect = pygame.Rect(0, 0, self.px(150), self.px(210))
        rect.topright = (status.x - 8, status.y)
        panel(surface, rect, fill=(248, 238, 210), radius=10)
        a = self.app.assets
        blit_text(
            surface,
            a,
            self.t("board.resolution_card", card=card_id, count=count),
            (rect.centerx, rect.y + 6),
            self.px(13),
            INK,
            "midtop",
            bold=True,
        )
        blit_text(
            surface,
            a,
            str(count),
            (rect.x + 10, rect.y + self.px(24)),
            self.px(34),
            (150, 50, 30),
            bold=True,
        )
        y = rect.y + self.px(30)
        for role in card.order:
            blit_text(
                surface,
                a,
                self.t(f"roles.{role}"),
                (rect.right - 10, y),
                self.px(14),
                INK,
                "topright",
            )
            y += self.px(21)

    def _draw_action_board(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The Puertomas' role-choice graph with its action token (SPEC §19.5)."""
        board = self.game.cat.puertoma.action_board  # type: ignore[union-attr]
        token = view.action_token(self.game)
        cols = 1 + max(c for c, _ in board.layout.values())
        rows = 1 + max(r for _, r in board.layout.values())
        w, h = area.w // cols, area.h // rows
        boxes = {
            node: pygame.Rect(area.x + c * w + 6, area.y + r * h + 4, w - 12, h - 8)
            for node, (c, r) in board.layout.items()
        }
        for src, targets in board.arrows.items():
            for dst in targets:
                p1, p2 = pygame.Vector2(boxes[src].center), pygame.Vector2(boxes[dst].center)
                d = p2 - p1
                if d.length() == 0:
                    continue
                d.scale_to_length(max(1.0, d.length() - min(w, h) * 0.42))
                end = p1 + d
                pygame.draw.line(surface, (150, 120, 80), p1, end, 2)
                side = d.normalize().rotate(150) * 8
                pygame.draw.polygon(
                    surface, (150, 120, 80), [end, end + side, end + side.rotate(60)]
                )
        for node, rect in boxes.items():
            on = node == token
            panel(surface, rect, fill=HIGHLIGHT if on else CREAM, radius=6, shadow=False, width=1)
            self._fit_text(surface, self.t(f"roles.{node}"), rect.inflate(-4, -4), lines=1)
        self.hotspots.append(
            Hotspot(
                area,
                "action_board",
                token,
                tip=self.t("board.action_board", role=self.t(f"roles.{token}")),
            )
        )

    def _draw_log(self, surface: pygame.Surface) -> None:
        rect = self.R("log").inflate(-16, -16)
        if view.has_puertomas(self.game):
            board_area = pygame.Rect(rect.x, rect.y, rect.w, min(self.px(150), rect.h // 2))
            self._draw_action_board(surface, board_area)
            rect = pygame.Rect(
                rect.x, board_area.bottom + 6, rect.w, rect.bottom - board_area.bottom - 6
            )
        draw_log(surface, self.app.assets, self.log, rect, self.px(15))

    def _prompt(self) -> str:
        g = self.game
        if g.is_over:
            return self.t("board.game_over")
        seat = g.current_seat
        if seat is None:
            return ""
        name = g.names[seat]
        if not self.session.seats[seat].is_human:
            return self.t("board.thinking", name=name)
        kind = g.decision
        if kind == "load" and self.selected_good:
            return self.t("prompt.load", name=name, good=self.t(f"goods.{self.selected_good}"))
        key = f"prompt.{kind}"
        if kind == "build" and self.panels.market is not None:
            key = "prompt.market"
        elif kind == "mayor_layout" and g.state.players[seat].citizen_count:
            key = "prompt.mayor_layout_citizens"
        text = self.t(key if self.app.t.has(key) else "prompt.generic", name=name)
        if kind != "bohio" and any(a.kind == "bohio_move" for a in self.legal()):
            text += "\n" + self.t("prompt.bohio_hint")
        return text

    def phase_label(self) -> str:
        """What the table is doing now, for the status panel."""
        s = self.game.state
        if s.over:
            return self.t("board.phase_over")
        if not s.phase:
            return self.t("board.choosing_role")
        if self.app.t.has(f"roles.{s.phase}"):
            return self.t(f"roles.{s.phase}")
        return self.t(f"board.phase_{s.phase}")  # the draft, the Bohio's last moves

    def _draw_status(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        s = self.game.state
        rect = self.R("status")
        panel(surface, rect, fill=(250, 240, 215, 225), radius=8)
        gov = self.game.names[s.governor]
        head = self.t("board.round", n=s.round, governor=gov)
        blit_text(surface, a, head, (rect.x + 8, rect.y + 6), self.px(16), INK, bold=True)
        phase = self.phase_label()
        blit_text(
            surface,
            a,
            phase,
            (rect.x + 8, rect.y + 6 + self.px(18)),
            self.px(16),
            (110, 60, 30),
            bold=True,
        )
        y = rect.y + 10 + self.px(38)
        size = self.px(15)  # a long prompt (a hint added, French) takes a smaller size
        while True:
            lines = a.wrap(self._prompt(), size, rect.w - 16)
            step = size + max(1, size // 15)
            if size <= 11 or len(lines) * step <= rect.bottom - y - 2:
                break
            size -= 1
        for line in lines[: max(1, (rect.bottom - y - 2) // step)]:
            blit_text(surface, a, line, (rect.x + 8, y), size, INK)
            y += step
        if self.message_time > 0 and self.message:
            box = pygame.Rect(
                self.R("log").x, self.R("log").y - self.px(44), self.R("log").w, self.px(40)
            )
            panel(surface, box, fill=(120, 40, 30, 235), border=RED, radius=6)
            for i, line in enumerate(a.wrap(self.message, self.px(14), box.w - 12)[:2]):
                blit_text(
                    surface, a, line, (box.x + 6, box.y + 4 + i * self.px(15)), self.px(14), CREAM
                )

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        seat = self.human_to_act
        kind = self.game.decision
        done = self.buttons["button_done"]
        pas = self.buttons["button_pass"]
        done.enabled = False
        done.disabled_reason = ""
        done.tip = ""
        done.label = self.t("board.done")
        pas.enabled = seat is not None and self._find("pass") is not None
        pas.label = self.t("board.pass")
        if seat is not None:
            labels = {
                "hacienda": "board.draw",
                "school": "board.take_worker",
                "produce": "board.produce",
            }
            if kind in labels:
                done.enabled = True
                done.label = self.t(labels[kind])
                if kind == "hacienda":
                    done.tip = self.t("choice.hacienda_tip")
            elif kind == "mayor_layout":
                placement = self._edit_layout(seat).placement()
                reason = self.game.why_illegal(Action(seat, "place_workers", placement))
                done.enabled = reason is None
                # Drawn every frame: the engine's reason is reused, not asked for twice.
                done.disabled_reason = (
                    self._layout_reason(seat, placement, reason) if reason else ""
                )
            self.panels.label_done(seat, done)
            if kind == "forest":
                pas.label = self.t("choice.keep_button")
        for b in self.buttons.values():
            b.draw(surface, self.app.assets)

    def _draw_storage_choice(self, surface: pygame.Surface) -> None:
        """The ways to keep goods over the log; each row is a hotspot."""
        keep = self.t("board.keep")
        for rect, goods in self.panels.draw_storage(surface, self.R("log"), self.px, self.mouse):
            self.hotspots.append(Hotspot(rect, "storage_option", goods, tip=keep))

    def _draw_decision_panel(self, surface: pygame.Surface, choices: DecisionPanel) -> None:
        """The panel over the log; its clickable cells and its labels with a tip are hotspots."""
        cells = self.panels.draw(surface, choices, self.R("log"), self.px, self.mouse)
        for cell, choice in cells:
            kind = "choice" if choice.clickable else "choice_label"
            self.hotspots.append(Hotspot(cell, kind, choice, tip=choice.tip))

    def _draw_zoom(self, surface: pygame.Surface, seat: int) -> None:
        """Pointing at a seat's name shows its board enlarged above the row of boards."""
        board = self.table.zone(f"seat{seat}_board")
        factor = min(2.4, 820 / board.w)
        if factor < 1.2:
            return  # the board is already large (2 and 3 seats)
        scale, offset, hotspots = self.scale, self.offset, self.hotspots
        self.scale = scale * factor
        self.offset = (-board.x * self.scale, -board.y * self.scale)
        self.hotspots = []  # the enlarged copy is for reading, not for clicking
        size = (round(board.w * self.scale), round(board.h * self.scale))
        zoom = pygame.Surface(size, pygame.SRCALPHA)
        try:
            self._draw_seat_board(zoom, seat)
            self._draw_seat(zoom, seat)
        finally:
            self.scale, self.offset, self.hotspots = scale, offset, hotspots
        below = self.R(f"seat{seat}_board")
        rect = zoom.get_rect(midbottom=(below.centerx, below.y - 6))
        rect.clamp_ip(surface.get_rect())
        panel(surface, rect.inflate(10, 10), fill=(60, 40, 26), radius=10)
        surface.blit(zoom, rect)

    def _set_tooltip(self) -> None:
        self.hover = self._hit(self.mouse)  # what is under the pointer after this frame's draw
        for b in self.buttons.values():
            if b.rect.collidepoint(self.mouse) and b.tip_text():
                self.app.tooltip = (b.tip_text(), self.mouse)
                return
        zooming = self.hover is not None and self.hover.kind == "seat"
        if self.hover is not None and self.hover.tip and self.drag_from is None and not zooming:
            self.app.tooltip = (self.hover.tip, self.mouse)

    def _human_legal_values(self, kind: str) -> set[Any]:
        if self.human_to_act is None:
            return set()
        return {x.value for x in self.legal() if x.kind == kind}


def _role_of(game, tile_id: str) -> str | None:  # type: ignore[no-untyped-def]
    for r in game.state.roles:
        if r.id == tile_id:
            return r.role
    return None


def _good_of(action: Action) -> str:
    return action.value[0] if action.kind == "load" else action.value


def _city_cells(used: set[int], large: bool) -> list[int]:
    """Free city cells for a building (a large one takes a cell and the one below it)."""
    if large:
        for col in range(3, -1, -1):
            for row in range(2):
                k = row * 4 + col
                if k not in used and k + 4 not in used:
                    used.update((k, k + 4))
                    return [k, k + 4]
        return []
    for k in range(12):
        if k not in used:
            used.add(k)
            return [k]
    return []
