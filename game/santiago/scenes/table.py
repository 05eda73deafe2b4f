"""The table: one game of Santiago de Cuba, computer seats pacing their turns, humans clicking the
stops, the Cubans, the buildings and the dice, and dragging their broker.

The layout comes from assets/santiago/maps/table.tmx. What may be clicked (hotspots with their
action or the refusal that words why not) and the painted table are rebuilt in `refresh`, when
the game, the window or the player at the screen changes; `draw` blits that layer and adds what
moves: the car, rolling dice, the dragged broker, hover and tooltips.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pygame

from game.paths import box_assets
from game.santiago.engine import Action, Event, IllegalAction, view
from game.santiago.scenes import wording as w
from game.santiago.scenes.overlays import PauseOverlay, RulesOverlay, save_label
from game.santiago.scenes.session import BOX_ID, Session
from game.shell.assets import BRASS, CREAM, HIGHLIGHT, INK, PARCHMENT
from game.shell.game_scene import OFF_TABLE, GameScene
from game.shell.tiled import TableLayout, load_map
from game.shell.widgets import Button, blit_text, draw_log, panel

MAP_PATH: Path = box_assets("santiago") / "maps" / "table.tmx"
STOPS = 10
SLOTS = 12
SEATS = 4
REQUIRED_ZONES = (
    ["town", "sea", "ship", "set_aside", "ship_track", "value_track", "supply", "prompt", "log"]
    + [f"stop_{i}" for i in range(STOPS)]
    + [f"cuban_{i}" for i in range(1, STOPS)]
    + [f"slot_{i}" for i in range(SLOTS)]
    + [f"ship_die_{k}" for k in range(4)]
    + [f"ship_{k}" for k in range(7)]
    + [f"flag_{k}" for k in range(4)]
    + [f"seat{s}" for s in range(SEATS)]
    + ["button_menu", "button_decline", "button_rules"]
)
ROLL_SECONDS = 0.9  # the dice tumble before their faces show
CAR_SECONDS_PER_STOP = 0.12
PULSE_SECONDS = 1.2  # a delivered die glows
GOOD_TINTS = {
    "sugar": (244, 242, 234),
    "tobacco": (92, 140, 70),
    "citrus": (236, 150, 48),
    "rum": (170, 50, 44),
    "cigar": (60, 44, 36),
    "wood": (176, 128, 80),
}
FLOWER_TINTS = {
    "yellow": (240, 200, 60),
    "blue": (70, 120, 200),
    "red": (200, 60, 56),
    "white": (246, 244, 238),
}
# Building uses whose value is a good on the ship: the dice are clicked for them.
DIE_HOOKS = ("zero_one_die", "deliver_one")
# Uses whose value is one good: every good is listed, those not open with the reason.
GOOD_HOOKS = ("take_good_of_choice", "zero_one_die", "deliver_one")
# Decisions made by clicking a thing on the table: a click on one that is not allowed says why.
ASKS_A_TARGET = ("move_car", "place_broker", "set_aside")
ANIM_SCALE = {"off": 0.0, "slow": 1.6, "normal": 1.0, "fast": 0.5}


def load_table_map(path: Path = MAP_PATH) -> TableLayout:
    return load_map(path, REQUIRED_ZONES)


@dataclass
class Spot:
    """A thing on the table the pointer may point at: what it is, the action a click plays (None:
    nothing, or not now) and the tooltip (the refusal's words when it is not allowed)."""

    rect: pygame.Rect
    kind: str  # stop, cuban, building, die, choice, seat, broker, ship, flag, supply
    value: Any = None
    action: Action | None = None
    tip: str = ""
    lit: bool = False  # a legal target: drawn highlighted


@dataclass
class Choice:
    """One option of the decision panel (over the log)."""

    label: str
    action: Action | None
    tip: str = ""


def _hit(spots: list[Spot], pos: tuple[int, int]) -> Spot | None:
    for spot in reversed(spots):
        if spot.rect.collidepoint(pos):
            return spot
    return None


def _pause(scene: GameScene) -> Any:
    return PauseOverlay(scene.app, scene)  # type: ignore[arg-type]


class TableScene(GameScene):
    """Plays one session of Santiago de Cuba."""

    def __init__(self, app, session: Session) -> None:  # type: ignore[no-untyped-def]
        if app.settings.box != BOX_ID:
            # A save of this box opened while another was chosen: its words and title follow.
            app.apply_settings(replace(app.settings, box=BOX_ID))
        super().__init__(
            app,
            session,
            describe=lambda e, hide_vp: w.describe_event(e, self.game.names, self.app.t),
            pause_menu=_pause,
        )
        self.session: Session = session
        self.table = load_table_map()
        self.scale = 1.0
        self.offset = (0, 0)
        self.spots: list[Spot] = []
        self.layer: pygame.Surface | None = None
        self.legal: list[Action] = []
        self.choices: list[Choice] = []
        self.rolling = 0.0  # seconds left of the dice roll animation
        self.car_move: tuple[int, int, float] | None = None  # from stop, steps, time elapsed
        self.pulses: dict[str, float] = {}  # goods whose die glows after a delivery
        self.drag: tuple[int, int] | None = None  # the broker is being dragged (press position)
        self.press: Spot | None = None
        self.finished_for = 0.0
        self.buttons = {
            "button_menu": Button("II", pygame.Rect(0, 0, 1, 1), self._open_menu),
            "button_decline": Button(
                self.t("santiago.table.decline"),
                pygame.Rect(0, 0, 1, 1),
                self._decline,
                hotkey=pygame.K_SPACE,
            ),
            "button_rules": Button(
                self.t("santiago.table.rules"),
                pygame.Rect(0, 0, 1, 1),
                lambda: self.app.push(RulesOverlay(self.app)),
            ),
        }
        if len(session.humans) == 1:
            self.viewer = session.humans[0]  # alone at the screen: their own counters show
        self.note("santiago.table.welcome", names=", ".join(s.name for s in session.seats))

    # ------------------------------------------------------------- geometry

    def layout(self, size: tuple[int, int]) -> None:
        self.scale, self.offset = self.table.fit(size)
        for name, button in self.buttons.items():
            button.rect = self.R(name)
        self.mark_dirty()
        self.keep_fresh()

    def R(self, zone: str | pygame.Rect) -> pygame.Rect:
        rect = self.table.zone(zone) if isinstance(zone, str) else zone
        s, (ox, oy) = self.scale, self.offset
        return pygame.Rect(
            round(ox + rect.x * s), round(oy + rect.y * s), round(rect.w * s), round(rect.h * s)
        )

    def px(self, n: float) -> int:
        return max(1, round(n * self.scale))

    def font(self, n: float) -> int:
        return max(12, round(n * self.scale))

    def img(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        return self.app.assets.image(f"santiago:{name}", size)

    # ----------------------------------------------------------------- seats

    @property
    def animating(self) -> bool:
        return self.rolling > 0 or self.car_move is not None

    @property
    def human_to_act(self) -> int | None:
        g = self.game
        if g.is_over or self.animating:
            return None
        seat = g.current_seat
        if seat is None or not self.session.seats[seat].is_human:
            return None
        if self.viewer != seat and len(self.session.humans) > 1:
            return None  # waiting for the hand-over card
        return seat

    def sees_counters_of(self, seat: int) -> bool:
        """Pesos, VP and goods are behind each seat's screen (SPEC §9): the player at the
        screen sees their own; all are shown at the end, or when no human plays."""
        if self.game.is_over or not self.session.humans:
            return True
        return seat == self.viewer

    def view_key(self) -> tuple[Hashable, ...]:
        return (*super().view_key(), self.human_to_act, self.animating, self.app.t.lang)

    # ---------------------------------------------------------------- acting

    def play(self, action: Action) -> bool:
        """Send a decision to the engine; a refusal is flashed in the player's words."""
        car = self.game.state.car
        try:
            events = self.session.apply(action)
        except IllegalAction as refused:
            self._flash(self.words((refused.code, refused.fields)))
            return False
        self.drag = None
        self._show(events, car)
        self.mark_dirty()
        if any(e.kind in ("turn_started", "game_over") for e in events):
            self._autosave(save_label(self.app, self))
        return True

    def _show(self, events: list[Event], car: int) -> None:
        speed = ANIM_SCALE.get(self.app.settings.animation_speed, 1.0)
        for e in events:
            self.log_event(e)
            if e.kind == "demand_rolled" and speed:
                self.rolling = ROLL_SECONDS * speed
                self.app.assets.play("role")
            elif e.kind == "car_moved" and speed:
                self.car_move = (car, e.data["steps"], 0.0)
            elif e.kind == "delivered":
                self.pulses[e.data["good"]] = PULSE_SECONDS
                self.app.assets.play("barrel")
            elif e.kind == "ship_departed":
                self.app.assets.play("ship")
            elif e.kind in ("pesos_taken", "pesos_paid"):
                self.app.assets.play("coins")

    def words(self, refusal: view.Refusal | None) -> str:
        return w.refusal_words(self.app.t, self.game.names, refusal)

    def _decline(self) -> None:
        for a in self.legal:
            if a.kind in ("decline_cuban", "decline_building", "pass"):
                self.play(a)
                return

    # ---------------------------------------------------------------- update

    def advance(self, dt: float) -> None:
        if self.rolling > 0:
            self.rolling = max(0.0, self.rolling - dt)
        if self.car_move is not None:
            start, steps, t = self.car_move
            scale = ANIM_SCALE.get(self.app.settings.animation_speed, 1.0) or 1.0
            t += dt
            self.car_move = None if t >= steps * CAR_SECONDS_PER_STOP * scale else (start, steps, t)
        for good in list(self.pulses):
            self.pulses[good] -= dt
            if self.pulses[good] <= 0:
                del self.pulses[good]
        g = self.game
        if g.is_over:
            self.finished_for += dt
            if self.finished_for > 1.0 and not self.animating:
                from game.santiago.scenes.scoring import ScoringScene

                self.app.replace(ScoringScene(self.app, self.session))
            return
        seat = g.current_seat
        if seat is None:
            return
        if self.session.seats[seat].is_human:
            self.hand_over(seat, ready=not self.animating)
            return
        if self.animating and self.app.settings.ai_speed != "instant":
            return
        action = self.pace_ai(seat, dt)
        if action is not None:
            self.play(action)

    # --------------------------------------------------------------- refresh

    def refresh(self) -> None:
        """Ask the engine once what the human may do; paint the table and its hotspots."""
        seat = self.human_to_act
        self.legal = list(self.game.legal_actions()) if seat is not None else []
        layer = (
            pygame.Surface(self.app.size).convert()
            if pygame.display.get_surface()
            else (pygame.Surface(self.app.size))
        )
        spots: list[Spot] = []
        self.spots = spots
        self._paint_ground(layer)
        self._paint_street(layer, seat)
        self._paint_cubans(layer, seat)
        self._paint_buildings(layer, seat)
        self._paint_port(layer, seat)
        for s in range(self.game.state.seats):
            self._paint_seat(layer, s)
        self._paint_prompt(layer)
        self.choices = self._choices(seat)
        if self.choices:
            self._paint_choices(layer)
        else:
            area = self.log_area()
            layer.blit(self.app.assets.image("panel", area.size), area)
            window = draw_log(
                layer,
                self.app.assets,
                self.log_text,
                self._log_rect(),
                self.font(17),
                self.log_scroll,
            )
            self.log_scroll = window.scroll
        self._label_buttons()
        self.layer = layer

    def _log_rect(self) -> pygame.Rect:
        return self.log_area().inflate(-self.px(20), -self.px(16))

    def log_area(self) -> pygame.Rect:
        """The log's zone, grown upwards over the areas of seats nobody sits at."""
        log = self.R("log")
        top = self.R(f"seat{self.game.state.seats - 1}").bottom + self.px(12)
        return pygame.Rect(log.x, min(top, log.y), log.w, log.bottom - min(top, log.y))

    def _label_buttons(self) -> None:
        b = self.buttons["button_decline"]
        kinds = {a.kind for a in self.legal}
        b.enabled = bool(kinds & {"decline_cuban", "decline_building", "pass"})
        b.label = self.t("santiago.table.pass" if "pass" in kinds else "santiago.table.decline")
        self.buttons["button_rules"].label = self.t("santiago.table.rules")

    # ------------------------------------------------------------- painters

    def _paint_ground(self, layer: pygame.Surface) -> None:
        a = self.app.assets
        layer.fill((60, 40, 26))
        whole = self.R(pygame.Rect(0, 0, *self.table.size))
        layer.blit(a.image("table", whole.size), whole)
        town = self.R("town")
        layer.blit(self.img("town", town.size), town)
        sea = self.R("sea")
        layer.blit(self.img("sea", sea.size), sea)
        pygame.draw.rect(layer, BRASS, town.union(sea), max(2, self.px(3)), border_radius=6)

    def _stop_centre(self, stop: int) -> tuple[int, int]:
        return self.R(f"stop_{stop % STOPS}").center

    def _paint_street(self, layer: pygame.Surface, seat: int | None) -> None:
        points = [self._stop_centre(i) for i in range(STOPS)]
        road = self.px(30)
        for i in range(STOPS):
            a, b = points[i], points[(i + 1) % STOPS]
            pygame.draw.line(layer, (120, 104, 84), a, b, road + self.px(8))
        for i in range(STOPS):
            a, b = points[i], points[(i + 1) % STOPS]
            pygame.draw.line(layer, (188, 170, 140), a, b, road)
            pygame.draw.circle(layer, (188, 170, 140), a, road // 2)
        # The pier from the port down to the ship.
        port, ship = points[0], self.R("ship")
        pier = pygame.Rect(0, 0, self.px(26), ship.y + self.px(20) - port[1])
        pier.midtop = port
        pygame.draw.rect(layer, (128, 88, 52), pier)
        for y in range(pier.y, pier.bottom, self.px(8)):
            pygame.draw.line(layer, (86, 56, 32), (pier.x, y), (pier.right, y), 1)
        offers = {a.value: a for a in self.legal if a.kind == "move_car"}
        moving = self.game.decision == "move_car" and seat is not None
        car = self.game.state.car
        for stop in range(STOPS):
            rect = self.R(f"stop_{stop}")
            steps = (stop - car) % STOPS or STOPS
            action = offers.get(steps) if moving else None
            name = "port" if stop == 0 else "stop"
            disc = self.img(name, rect.size)
            if moving and action is None and stop != car:
                disc = disc.copy()
                disc.fill((110, 110, 110, 255), special_flags=pygame.BLEND_RGBA_MULT)
            layer.blit(disc, rect)
            if action is not None:
                pygame.draw.circle(
                    layer, HIGHLIGHT, rect.center, rect.w // 2 + self.px(3), self.px(4)
                )
            tip = self._stop_tip(stop, steps, action, seat if moving else None)
            self.spots.append(Spot(rect, "stop", stop, action, tip, lit=action is not None))
        if self.car_move is None:
            self._paint_car(layer, self._stop_centre(car))

    def _stop_tip(self, stop: int, steps: int, action: Action | None, seat: int | None) -> str:
        lines = []
        if stop == self.game.state.car:
            lines.append(self.t("santiago.table.car_here"))
        if stop == 0:
            lines.append(self.t("santiago.table.port"))
        else:
            cuban = view.cuban_at(self.game, stop)
            if cuban is not None:
                lines.append(self._cuban_line(cuban))
        if seat is not None:
            if action is not None:
                cost = view.move_cost(steps)
                key = "santiago.table.stop_free" if cost == 0 else "santiago.table.stop_cost"
                lines.insert(0, self.t(key, steps=steps, cost=cost))
            elif stop != self.game.state.car:
                refusal = self.game.refusal(Action(seat, "move_car", steps))
                lines.insert(0, self.t("santiago.table.unreachable", reason=self.words(refusal)))
        return "\n".join(lines)

    def _cuban_line(self, cuban: str) -> str:
        tr = self.app.t
        name, title = w.cuban_name(tr, cuban), tr.t(f"santiago.cubans.{cuban}.title")
        flower = w.flower_name(tr, view.cuban_flower(self.game, cuban))
        text = tr.t(f"santiago.cubans.{cuban}.text")
        return f"{name}, {title} ({flower}): {text}"

    def _paint_car(self, surface: pygame.Surface, at: tuple[int, int]) -> None:
        size = (self.px(54), self.px(36))
        car = self.img("car", size)
        surface.blit(car, car.get_rect(center=(at[0], at[1] - self.px(4))))

    def _paint_cubans(self, layer: pygame.Surface, seat: int | None) -> None:
        g = self.game
        state = g.state
        uses = self._cuban_actions(seat)
        flips = self._building_actions(seat) if g.decision == "building" else {}
        for stop in range(1, STOPS):
            rect = self.R(f"cuban_{stop}")
            cuban = view.cuban_at(g, stop)
            if cuban is None:
                continue
            up = state.face_up[cuban]
            layer.blit(self.img(f"cuban_{cuban}" if up else "cuban_back", rect.size), rect)
            band = pygame.Rect(rect.x, rect.bottom - self.px(22), rect.w, self.px(22))
            shade = pygame.Surface(band.size, pygame.SRCALPHA)
            shade.fill((40, 26, 16, 190))
            layer.blit(shade, band)
            blit_text(
                layer,
                self.app.assets,
                w.cuban_name(self.app.t, cuban),
                band.center,
                self.font(17),
                CREAM,
                "center",
                bold=True,
            )
            action = None
            if stop == state.car and uses:
                action = uses.get(None) if set(uses) == {None} else None
            if cuban in flips:
                action = flips[cuban]
            tip = self._cuban_line(cuban)
            if not up:
                tip = self.t("santiago.table.face_down", name=w.cuban_name(self.app.t, cuban))
            if action is not None:
                pygame.draw.rect(layer, HIGHLIGHT, rect.inflate(6, 6), self.px(4), border_radius=6)
            self.spots.append(Spot(rect, "cuban", cuban, action, tip, lit=action is not None))

    def _cuban_actions(self, seat: int | None) -> dict[Any, Action]:
        return {a.value: a for a in self.legal if a.kind == "use_cuban"}

    def _building_actions(self, seat: int | None) -> dict[Any, Action]:
        return {a.value: a for a in self.legal if a.kind == "use_building"}

    def _paint_buildings(self, layer: pygame.Surface, seat: int | None) -> None:
        g = self.game
        state = g.state
        tr = self.app.t
        flowers = view.public(g)["slot_flowers"]
        for flower in dict.fromkeys(flowers):
            band = self.R(f"flower_{flower}")
            panel(
                layer, band, fill=(70, 52, 34), border=FLOWER_TINTS[flower], radius=8, shadow=False
            )
            icon = self.img(f"flower_{flower}", (band.h - 4, band.h - 4))
            layer.blit(icon, (band.x + self.px(6), band.y + 2))
            blit_text(
                layer,
                self.app.assets,
                w.flower_name(tr, flower).capitalize(),
                band.center,
                self.font(18),
                CREAM,
                "center",
                bold=True,
            )
        places = {a.value: a for a in self.legal if a.kind == "place_broker"}
        cuban_uses = self._cuban_actions(seat)
        building_uses = self._building_actions(seat)
        broker_seat = {p.broker: i for i, p in enumerate(state.players) if p.broker}
        brokers: list[Spot] = []
        for slot, building in enumerate(state.slots):
            rect = self.R(f"slot_{slot}")
            layer.blit(self.img(f"building_{building}", rect.size), rect)
            self._paint_sign(layer, rect, w.building_name(tr, building))
            owner = state.owner[building]
            if owner is not None:
                marker = self._tinted("marker", self.colour_of(owner), (self.px(26), self.px(26)))
                layer.blit(marker, marker.get_rect(topright=(rect.right - 3, rect.y + 3)))
            if building in broker_seat:
                b = broker_seat[building]
                figure = self._tinted("broker", self.colour_of(b), (self.px(24), self.px(36)))
                layer.blit(figure, figure.get_rect(bottomleft=(rect.x + 4, rect.bottom - 2)))
                if b == seat and g.decision == "place_broker":
                    # Over its building's hotspot (added last): pressing it starts a drag.
                    grip = figure.get_rect(bottomleft=(rect.x + 4, rect.bottom - 2))
                    brokers.append(Spot(grip.inflate(6, 6), "broker", b))
            action = places.get(building)
            if action is None:
                action = cuban_uses.get(("claim", building)) or cuban_uses.get(("use", building))
            if action is None and g.decision == "building" and state.ts.building == building:
                action = building_uses.get(None) if set(building_uses) == {None} else None
            tip = self._building_tip(building, owner, broker_seat.get(building))
            if action is None and g.decision == "place_broker" and seat is not None:
                refusal = g.refusal(Action(seat, "place_broker", building))
                tip = f"{self.words(refusal)}\n{tip}"
            elif action is not None and g.decision == "place_broker":
                tip = f"{self.t('santiago.table.drag_broker')}\n{tip}"
            if action is not None:
                pygame.draw.rect(layer, HIGHLIGHT, rect.inflate(6, 6), self.px(4), border_radius=8)
            elif g.decision == "place_broker" and seat is not None:
                dim = pygame.Surface(rect.size, pygame.SRCALPHA)
                dim.fill((20, 12, 6, 120))
                layer.blit(dim, rect)
            if state.ts.building == building and g.decision == "building":
                pygame.draw.rect(layer, CREAM, rect.inflate(10, 10), 2, border_radius=8)
            self.spots.append(Spot(rect, "building", building, action, tip, lit=action is not None))
        self.spots += brokers

    def _paint_sign(self, layer: pygame.Surface, rect: pygame.Rect, name: str) -> None:
        """The building's name on its sign board (where the facade sprite leaves room)."""
        sign = pygame.Rect(
            rect.x + rect.w * 58 // 150,
            rect.y + rect.h * 18 // 72,
            rect.w * 84 // 150,
            rect.h * 26 // 72,
        )
        size = self.font(18)
        while size > 10 and self.app.assets.font(size, True).size(name)[0] > sign.w - 4:
            size -= 1
        blit_text(layer, self.app.assets, name, sign.center, size, INK, "center", bold=True)

    def _building_tip(self, building: str, owner: int | None, broker: int | None) -> str:
        tr = self.app.t
        names = self.game.names
        flower = w.flower_name(tr, view.flower_of(self.game, building))
        lines = [
            f"{w.building_name(tr, building)} ({flower})",
            tr.t(f"santiago.buildings.{building}.text"),
            tr.t("santiago.table.owner", name=names[owner])
            if owner is not None
            else tr.t("santiago.table.no_owner"),
        ]
        if broker is not None:
            lines.append(tr.t("santiago.table.broker_here", name=names[broker]))
        return "\n".join(lines)

    def _tinted(
        self, name: str, colour: tuple[int, int, int], size: tuple[int, int]
    ) -> pygame.Surface:
        img = self.img(name, size).copy()
        img.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
        return img

    def _paint_port(self, layer: pygame.Surface, seat: int | None) -> None:
        g = self.game
        state = g.state
        pub = view.public(g)
        tr = self.app.t
        ship = self.R("ship")
        layer.blit(self.img("ship", ship.size), ship)
        demand_text = ", ".join(
            f"{n} {w.good_name(tr, good)}" for good, n in state.demand.items() if n
        )
        ship_tip = "\n".join(
            (
                self.t("santiago.table.ship", ships=state.ships_departed),
                self.t("santiago.table.demand", goods=demand_text)
                if demand_text
                else self.t("santiago.table.no_demand"),
            )
        )
        self.spots.append(Spot(ship, "ship", None, None, ship_tip))
        # The dice: five rolled faces waiting for the set-aside choice, else the four on the ship.
        places = [f"ship_die_{k}" for k in range(4)]
        asides = {a.value: a for a in self.legal if a.kind == "set_aside"}
        zeros = self._die_actions()
        if state.rolled is not None:
            dice = list(state.rolled.items())
            zones = [*places, "set_aside"]
        else:
            dice = [(good, n) for good, n in state.demand.items()]
            zones = places
            if state.set_aside:
                self._paint_die(layer, self.R("set_aside"), state.set_aside[0], state.set_aside[1])
        for (good, face), zone in zip(dice, zones):
            rect = self.R(zone)
            if self.rolling > 0:
                continue  # the dice are in the air (drawn each frame until they land)
            self._paint_die(layer, rect, good, face)
            action = asides.get(good) or zeros.get(good)
            if state.rolled is not None:
                if seat is not None and action is None:
                    tip = self.words(g.refusal(Action(seat, "set_aside", good)))
                else:
                    tip = self.t("santiago.table.set_aside_tip")
            elif action is not None and action.kind == "deliver":
                count = action.value[1]
                tip = f"{self.t('santiago.table.deliver')} {count} {w.good_name(tr, good)}"
            elif action is not None:
                hook = view.building_hook(g, state.ts.building or "")[0]
                tip = w.option_label(tr, hook, good)
            else:
                tip = f"{face} {w.good_name(tr, good)}"
            if action is not None:
                pygame.draw.rect(layer, HIGHLIGHT, rect.inflate(8, 8), self.px(4), border_radius=8)
            self.spots.append(Spot(rect, "die", good, action, tip, lit=action is not None))
        # The ship track and the value track.
        track = self.R("ship_track")
        panel(layer, track, fill=(236, 222, 186, 220), radius=8, shadow=False)
        for k in range(7):
            rect = self.R(f"ship_{k}")
            pygame.draw.rect(layer, (200, 184, 150), rect, border_radius=6)
            pygame.draw.rect(layer, BRASS, rect, 1, border_radius=6)
            if k < state.ships_departed:
                layer.blit(self.img("ship_icon", rect.size), rect)
            else:
                blit_text(
                    layer, self.app.assets, str(k + 1), rect.center, self.font(20), INK, "center"
                )
        self.spots.append(Spot(track, "track", None, None, ship_tip))
        values = self.R("value_track")
        panel(layer, values, fill=(236, 222, 186, 220), radius=8, shadow=False)
        for k in range(4):
            rect = self.R(f"flag_{k}")
            layer.blit(
                self.img("flag_checkered" if k == 3 else "flag", (rect.h - 8, rect.h - 8)),
                (rect.x, rect.y + 4),
            )
            label = "—" if k == 3 else str(k + 2)
            blit_text(
                layer,
                self.app.assets,
                label,
                (rect.x + rect.h, rect.centery),
                self.font(26),
                INK,
                "midleft",
                bold=True,
            )
            if k == state.value:
                pygame.draw.rect(layer, (170, 52, 40), rect, self.px(3), border_radius=6)
                marker = self.img("value_marker", (self.px(22), self.px(22)))
                layer.blit(
                    marker, marker.get_rect(center=(rect.right - self.px(12), rect.y + self.px(12)))
                )
            tip = (
                self.t("santiago.table.value_depart")
                if k == 3
                else self.t("santiago.table.value", vp=k + 2)
            )
            self.spots.append(Spot(rect, "flag", k, None, tip))
        supply = self.R("supply")
        panel(layer, supply, fill=(236, 222, 186, 230), radius=8, shadow=False)
        cell = supply.w // 2
        for i, good in enumerate(view.goods(g)):
            x = supply.x + (i % 2) * cell + self.px(4)
            y = supply.y + self.px(4) + (i // 2) * self.px(24)
            layer.blit(self.img(f"good_{good}", (self.px(20), self.px(20))), (x, y))
            blit_text(
                layer,
                self.app.assets,
                str(pub["supply"][good]),
                (x + self.px(22), y + self.px(10)),
                self.font(17),
                INK,
                "midleft",
            )
        supply_text = ", ".join(f"{n} {w.good_name(tr, good)}" for good, n in pub["supply"].items())
        self.spots.append(
            Spot(supply, "supply", None, None, self.t("santiago.table.supply", goods=supply_text))
        )

    def _die_actions(self) -> dict[str, Action]:
        """A die on the ship stands for its good: clicking it turns it to 0 (Customs House),
        delivers one (Office), or in the delivery phase delivers as many as the ship takes."""
        g = self.game
        out: dict[str, Action] = {}
        building = g.state.ts.building
        if g.decision == "building" and building is not None:
            if view.building_hook(g, building)[0] in DIE_HOOKS:
                out = {a.value: a for a in self.legal if a.kind == "use_building"}
        elif g.decision == "delivery":
            for a in self.legal:
                good, count = a.value if a.kind == "deliver" else (None, 0)
                if good is not None and (good not in out or count > out[good].value[1]):
                    out[good] = a  # the most the ship takes
        return out

    def _paint_die(self, surface: pygame.Surface, rect: pygame.Rect, good: str, face: int) -> None:
        die = self.img(f"die_{good}", rect.size)
        surface.blit(die, rect)
        ink = CREAM if good in ("rum", "cigar", "tobacco") else INK
        blit_text(
            surface,
            self.app.assets,
            str(face),
            rect.center,
            self.font(34),
            ink,
            "center",
            bold=True,
        )

    def _paint_seat(self, layer: pygame.Surface, seat: int) -> None:
        g = self.game
        p = g.state.players[seat]
        info = self.session.seats[seat]
        rect = self.R(f"seat{seat}")
        colour = self.colour_of(seat)
        panel(layer, rect, fill=PARCHMENT, radius=10)
        band = pygame.Rect(rect.x, rect.y, rect.w, self.px(28))
        pygame.draw.rect(layer, colour, band, border_top_left_radius=10, border_top_right_radius=10)
        a = self.app.assets
        who = info.name
        if not info.is_human:
            who += " · " + self.t(f"santiago.setup.levels.{info.level or 'random'}")
        blit_text(
            layer,
            a,
            who,
            (band.x + self.px(10), band.centery),
            self.font(20),
            CREAM,
            "midleft",
            bold=True,
        )
        if g.current_seat == seat and not g.is_over:
            pygame.draw.rect(layer, HIGHLIGHT, rect.inflate(6, 6), self.px(3), border_radius=12)
        if g.state.active == seat and not g.is_over:
            car = self.img("car", (self.px(34), self.px(22)))
            layer.blit(car, car.get_rect(midright=(band.right - self.px(8), band.centery)))
        body = pygame.Rect(
            rect.x + self.px(10),
            band.bottom + self.px(6),
            rect.w - self.px(20),
            rect.h - band.h - self.px(12),
        )
        shown = self.sees_counters_of(seat)
        x = body.x
        icon = self.px(30)
        coin = self.img("peso", (icon, icon))
        layer.blit(coin, (x, body.y))
        blit_text(
            layer,
            a,
            str(p.pesos) if shown else "?",
            (x + icon + self.px(4), body.y + icon // 2),
            self.font(24),
            INK,
            "midleft",
            bold=True,
        )
        x += self.px(74)
        pile = self.img("vp_back", (icon, icon))
        layer.blit(pile, (x, body.y))
        blit_text(
            layer,
            a,
            str(p.vp) if shown else "?",
            (x + icon + self.px(4), body.y + icon // 2),
            self.font(24),
            INK,
            "midleft",
            bold=True,
        )
        x += self.px(74)
        for k in range(p.markers):
            m = self._tinted("marker", colour, (self.px(22), self.px(22)))
            layer.blit(m, (x + k * self.px(18), body.y + self.px(4)))
        x += self.px(64)
        if p.broker is None:
            fig = self._tinted("broker", colour, (self.px(22), self.px(34)))
            broker_rect = fig.get_rect(topleft=(x, body.y - self.px(2)))
            layer.blit(fig, broker_rect)
            if seat == self.human_to_act and g.decision == "place_broker":
                pygame.draw.rect(layer, HIGHLIGHT, broker_rect.inflate(6, 6), 2, border_radius=4)
                self.spots.append(Spot(broker_rect, "broker", seat))
        gy = body.y + icon + self.px(8)
        for i, good in enumerate(view.goods(g)):
            gx = body.x + i * self.px(82)
            layer.blit(self.img(f"good_{good}", (self.px(26), self.px(26))), (gx, gy))
            n = str(p.goods[good]) if shown else "?"
            blit_text(
                layer,
                a,
                n,
                (gx + self.px(30), gy + self.px(13)),
                self.font(22),
                INK,
                "midleft",
                bold=True,
            )
        owned = [w.building_name(self.app.t, b) for b, o in g.state.owner.items() if o == seat]
        tip_lines = [info.name]
        if owned:
            tip_lines.append(", ".join(owned))
        tip_lines.append(self.app.t.plural("santiago.table.markers", p.markers))
        if not shown:
            tip_lines.append(self.t("santiago.table.hidden"))
        self.spots.insert(0, Spot(rect, "seat", seat, None, "\n".join(tip_lines)))

    def _paint_prompt(self, layer: pygame.Surface) -> None:
        rect = self.R("prompt")
        panel(layer, rect, fill=PARCHMENT, radius=10)
        size = self.font(22)
        lines = self.app.assets.wrap(self.prompt(), size, rect.w - self.px(24), bold=True)
        line_h = self.app.assets.font(size, True).get_linesize()
        y = rect.centery - line_h * len(lines[:2]) // 2
        for line in lines[:2]:
            blit_text(layer, self.app.assets, line, (rect.x + self.px(12), y), size, INK, bold=True)
            y += line_h

    def prompt(self) -> str:
        g = self.game
        if g.is_over:
            return self.t("santiago.table.game_over")
        seat = g.current_seat
        if seat is None:
            return ""
        name = g.names[seat]
        if not self.session.seats[seat].is_human:
            return self.t("santiago.table.thinking", name=name)
        kind = g.decision
        state = g.state
        tr = self.app.t
        fields: dict[str, Any] = {"name": name}
        cuban = state.street[state.car]
        if cuban is not None:
            fields["cuban"] = w.cuban_name(tr, cuban)
        fields["flower"] = w.flower_name(tr, state.ts.flower)
        if state.ts.building is not None:
            fields["building"] = w.building_name(tr, state.ts.building)
        return self.t(f"santiago.prompt.{kind}", **fields)

    # ------------------------------------------------------ decision panel

    def _choices(self, seat: int | None) -> list[Choice]:
        """The options of a decision that is not a click on the table, each with its action or
        the reason it is not open (the engine's refusal)."""
        g = self.game
        if seat is None:
            return []
        kind = g.decision
        tr = self.app.t
        state = g.state
        if kind == "give":
            out = []
            for item in ("peso", "vp", *view.goods(g)):
                action = Action(seat, "give", item)
                ok = action in self.legal
                tip = "" if ok else self.words(g.refusal(action))
                out.append(Choice(w.item_name(tr, item), action if ok else None, tip))
            return out
        if kind == "delivery":
            out = []
            for a in self.legal:
                if a.kind == "deliver":
                    good, n = a.value
                    out.append(
                        Choice(f"{self.t('santiago.table.deliver')} {n} {w.good_name(tr, good)}", a)
                    )
                elif a.kind == "deliver_wood":
                    good, n = a.value
                    label = f"{self.t('santiago.table.deliver')} {n} · " + self.t(
                        "santiago.table.with_wood", good=w.good_name(tr, good)
                    )
                    out.append(Choice(label, a))
            for good, n in state.demand.items():
                action = Action(seat, "deliver", (good, 1))
                if n and action not in self.legal:
                    out.append(Choice(w.good_name(tr, good), None, self.words(g.refusal(action))))
            return out
        if kind == "cuban":
            cuban = state.street[state.car]
            assert cuban is not None
            hook = view.cuban_hook(g, cuban)[0]
            uses = [a for a in self.legal if a.kind == "use_cuban"]
            if [a.value for a in uses] == [None]:
                return [Choice(self.t("santiago.table.take"), uses[0], self._cuban_line(cuban))]
            if hook in GOOD_HOOKS:
                return self._good_choices(seat, "use_cuban", hook)
            return [Choice(w.option_label(tr, hook, a.value), a) for a in uses]
        if kind == "building":
            building = state.ts.building
            assert building is not None
            hook = view.building_hook(g, building)[0]
            uses = [a for a in self.legal if a.kind == "use_building"]
            if hook in GOOD_HOOKS:
                return self._good_choices(seat, "use_building", hook)
            return [Choice(w.option_label(tr, hook, a.value), a) for a in uses]
        return []

    def _good_choices(self, seat: int, kind: str, hook: str) -> list[Choice]:
        """One option per good (wood aside): the legal ones, and the others with the reason."""
        g = self.game
        out = []
        for good in view.goods(g):
            if good == view.wildcard(g):
                continue
            action = Action(seat, kind, good)
            ok = action in self.legal
            tip = "" if ok else self.words(g.refusal(action))
            out.append(Choice(w.option_label(self.app.t, hook, good), action if ok else None, tip))
        return out

    def panel_note(self) -> str:
        """The rule of the decision in the panel: the Cuban's or the building's text."""
        g = self.game
        state = g.state
        tr = self.app.t
        if g.decision == "building" and state.ts.building is not None:
            return tr.t(f"santiago.buildings.{state.ts.building}.text")
        if g.decision in ("cuban", "give"):
            cuban = state.street[state.car]
            if g.decision == "give":
                cuban = "el_zorro"
            return tr.t(f"santiago.cubans.{cuban}.text") if cuban else ""
        if g.decision == "delivery":
            vp = view.flag_vp(g)
            return self.t("santiago.table.value", vp=vp) if vp else ""
        return ""

    def _paint_choices(self, layer: pygame.Surface) -> None:
        area = self.log_area()
        panel(layer, area, fill=(246, 236, 210), radius=10)
        blit_text(
            layer,
            self.app.assets,
            self.t("santiago.table.choose"),
            (area.x + self.px(12), area.y + self.px(8)),
            self.font(20),
            INK,
            bold=True,
        )
        top = area.y + self.px(34)
        note_size = self.font(16)
        line_h = self.app.assets.font(note_size).get_linesize()
        for line in self.app.assets.wrap(self.panel_note(), note_size, area.w - self.px(24))[:2]:
            if not line:
                continue
            blit_text(layer, self.app.assets, line, (area.x + self.px(12), top), note_size, INK)
            top += line_h
        n = len(self.choices)
        top += self.px(4)
        gap = self.px(6)
        # As many rows as fit at a readable height, then more columns (the Casino offers one
        # option per VP held).
        fit = max(1, (area.bottom - top - self.px(8) + gap) // (max(18, self.px(24)) + gap))
        cols = max(1 if n <= 5 else 2 if n <= 12 else 3, math.ceil(n / fit))
        rows = math.ceil(n / cols)
        cw = (area.w - self.px(20) - (cols - 1) * gap) // cols
        ch = min(self.px(36), (area.bottom - top - self.px(8) - (rows - 1) * gap) // max(1, rows))
        for i, choice in enumerate(self.choices):
            label = choice.label[:1].upper() + choice.label[1:]
            c, r = i // rows, i % rows
            rect = pygame.Rect(area.x + self.px(10) + c * (cw + gap), top + r * (ch + gap), cw, ch)
            enabled = choice.action is not None
            fill = (222, 184, 98) if enabled else (200, 190, 170)
            pygame.draw.rect(layer, fill, rect, border_radius=6)
            pygame.draw.rect(layer, BRASS if enabled else (150, 140, 120), rect, 2, border_radius=6)
            size = self.font(18)
            while size > 11 and self.app.assets.font(size, True).size(label)[0] > rect.w - 12:
                size -= 1
            ink = INK if enabled else (110, 100, 88)
            blit_text(layer, self.app.assets, label, rect.center, size, ink, "center", bold=True)
            self.spots.append(Spot(rect, "choice", i, choice.action, choice.tip, lit=enabled))

    # ------------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> bool:
        for button in self.buttons.values():
            if button.handle(event):
                self.app.assets.play("click")
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._open_menu()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return True
        if event.type == pygame.MOUSEWHEEL and not self.choices:
            self.scroll_log(event.y * 3)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            self.press = _hit(self.spots, event.pos)
            if self.press is not None and self.press.kind == "broker":
                self.drag = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            target = _hit(self.spots, event.pos)
            dragging, self.drag = self.drag, None
            pressed, self.press = self.press, None
            if target is None:
                return True
            if dragging is not None and target.kind != "building":
                return True  # the broker dropped off the buildings goes back
            if dragging is None and target is not pressed:
                return True
            self._click(target)
            return True
        return False

    def _click(self, spot: Spot) -> None:
        if self.human_to_act is None:
            return
        if spot.action is not None:
            self.play(spot.action)
        elif (
            spot.kind in ("stop", "building", "die", "cuban", "choice")
            and spot.tip
            and not spot.lit
            and (self.game.decision in ASKS_A_TARGET or spot.kind == "choice")
        ):
            self._flash(spot.tip.split("\n")[0])  # why not: the refusal's words

    def drop_pointer(self) -> None:
        self.drag = None
        self.press = None

    def all_buttons(self) -> list[Button]:
        return list(self.buttons.values())

    # ------------------------------------------------------------------- draw

    def draw(self, surface: pygame.Surface) -> None:
        """The table as last refreshed, then what moves over it. Changes nothing."""
        if self.layer is not None:
            surface.blit(self.layer, (0, 0))
        hover = _hit(self.spots, self.mouse)
        if hover is not None and hover.lit:
            glow = pygame.Surface(hover.rect.size, pygame.SRCALPHA)
            glow.fill((255, 230, 140, 70))
            surface.blit(glow, hover.rect)
        if self.rolling > 0:
            self._draw_rolling(surface)
        for good, left in self.pulses.items():
            self._draw_pulse(surface, good, left)
        if self.car_move is not None:
            start, steps, t = self.car_move
            scale = ANIM_SCALE.get(self.app.settings.animation_speed, 1.0) or 1.0
            along = min(steps, t / (CAR_SECONDS_PER_STOP * scale))
            i = int(along)
            a, b = self._stop_centre(start + i), self._stop_centre(start + i + 1)
            f = along - i
            self._paint_car(
                surface, (round(a[0] + (b[0] - a[0]) * f), round(a[1] + (b[1] - a[1]) * f))
            )
        for button in self.buttons.values():
            button.hover = button.rect.collidepoint(self.mouse)
            button.draw(surface, self.app.assets)
        if self.drag is not None and self.human_to_act is not None:
            seat = self.human_to_act
            fig = self._tinted("broker", self.colour_of(seat), (self.px(30), self.px(46)))
            fig.set_alpha(210)
            surface.blit(fig, fig.get_rect(center=self.mouse))
        if self.flashing:
            self._draw_message(surface)
        for button in self.buttons.values():
            if button.hover and button.tip_text():
                self.app.tooltip = (button.tip_text(), self.mouse)
                return
        if hover is not None and hover.tip and self.drag is None:
            self.app.tooltip = (hover.tip, self.mouse)

    def _draw_rolling(self, surface: pygame.Surface) -> None:
        """Tumbling dice over the ship: faces and tilt from the time left (no game state)."""
        state = self.game.state
        goods = list(state.rolled or state.demand)
        zones = [f"ship_die_{k}" for k in range(4)] + ["set_aside"]
        tick = int(self.rolling * 20)
        for k, (good, zone) in enumerate(zip(goods, zones)):
            rect = self.R(zone)
            angle = (tick * 37 + k * 53) % 40 - 20
            face = (tick + k * 3) % 5
            die = pygame.Surface(rect.size, pygame.SRCALPHA)
            self._paint_die(die, die.get_rect(), good, face)
            turned = pygame.transform.rotate(die, angle)
            bounce = round(abs(math.sin(self.rolling * 14 + k)) * self.px(10))
            surface.blit(turned, turned.get_rect(center=(rect.centerx, rect.centery - bounce)))

    def _draw_pulse(self, surface: pygame.Surface, good: str, left: float) -> None:
        goods = list(self.game.state.demand)
        if good not in goods:
            return
        k = goods.index(good)
        if k >= 4:
            return
        rect = self.R(f"ship_die_{k}").inflate(self.px(14), self.px(14))
        alpha = int(200 * left / PULSE_SECONDS)
        ring = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(
            ring, (255, 236, 120, alpha), ring.get_rect(), self.px(6), border_radius=10
        )
        surface.blit(ring, rect)

    def _draw_message(self, surface: pygame.Surface) -> None:
        fill, border = self.message_style
        town = self.R("town")
        size = self.font(24)
        lines = self.app.assets.wrap(self.message, size, town.w - self.px(80))
        line_h = self.app.assets.font(size).get_linesize()
        box = pygame.Rect(0, 0, town.w - self.px(40), line_h * len(lines) + self.px(20))
        box.midtop = (town.centerx, town.y + self.px(6))
        panel(surface, box, fill=fill, border=border, radius=10)
        for i, line in enumerate(lines):
            blit_text(
                surface,
                self.app.assets,
                line,
                (box.centerx, box.y + self.px(10) + i * line_h),
                size,
                CREAM,
                "midtop",
            )


__all__ = ["OFF_TABLE", "TableScene", "load_table_map"]
