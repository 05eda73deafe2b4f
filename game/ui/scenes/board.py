"""The main board: the table drawn from engine state, clicks and drags turned into decisions."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.engine import Action, IllegalAction, guests, puertoma
from game.engine.events import Event
from game.engine.roles import builder, trader
from game.engine.state import FOREST, GOODS, PORTRAIT, QUARRY, TILE_KINDS
from game.i18n import building_name, describe_event, good_name, join_list
from game.persistence import save_game
from game.ui.ai_worker import AiWorker
from game.ui.anim import Animator
from game.ui.assets import (
    BRASS,
    CREAM,
    GOOD_COLOURS,
    HIGHLIGHT,
    INK,
    PARCHMENT,
    RED,
    SEAT_COLOURS,
)
from game.ui.scene import Scene
from game.ui.session import Session
from game.ui.tiled import load_table
from game.ui.widgets import Button, blit_text, handle_buttons, panel

AI_DELAY = {"slow": 1.4, "normal": 0.7, "fast": 0.25, "instant": 0.0}
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
# Decisions answered on the table itself (roles, tiles, slots, buildings, goods, ships, buttons);
# every other decision kind gets a decision panel over the log, a generic one if need be.
TABLE_DECISIONS = frozenset(
    {
        "role",
        "settler_tile",
        "hacienda",
        "mayor_layout",
        "build",
        "school",
        "produce",
        "craftsman_bonus",
        "storage",
    }
)
ITEM_FAMILIES = ("figure", "crate", "vp")  # what the Black Market takes, in the engine's order


@dataclass
class Hotspot:
    """A clickable thing on the table, in screen coordinates, with what it stands for."""

    rect: pygame.Rect
    kind: str  # role, plantation, quarry, building, ship, private_ship, good, tile, slot, ...
    value: Any = None
    seat: int | None = None
    tip: str = ""
    figure: str | None = None  # "worker" or "citizen" standing exactly here (a slot, a tile)


@dataclass
class Choice:
    """One cell of a decision panel: a click plays `action` or runs `on_click` (else a label)."""

    text: str = ""
    icons: tuple[str, ...] = ()
    action: Action | None = None
    on_click: Callable[[], None] | None = None
    tip: str = ""
    selected: bool = False
    weight: float = 1.0
    key: str = ""  # names a toggle or counter ("export:corn", "small:+:corn")
    left: bool = False  # a row's label reads from the left; other words sit centred
    badge: str = ""  # a small sprite over the icon's corner (the figure standing on a place)

    @property
    def clickable(self) -> bool:
        return self.action is not None or self.on_click is not None


@dataclass
class DecisionPanel:
    """A decision shown as rows of choices over the log panel, with a heading and a note."""

    title: str
    rows: list[list[Choice]]
    note: str = ""


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
        self.draft: dict[str, int] | None = None  # mayor layout being edited
        self.draft_citizens: dict[str, int] = {}  # how many of the draft's figures are citizens
        self.draft_seat: int | None = None
        self.drag_from: str | None = None  # "portrait" or a location
        self.drag_figure = "worker"  # what is being dragged: "worker" or "citizen"
        self.drag_guest = False  # a Bohio guest leaving for an empty slot (not a mayor move)
        # Choices being made in a decision panel, forgotten once any decision is played.
        self.export_picks: list[str] = []
        self.small_load: dict[str, int] | None = None
        self.market: tuple[str, dict[str, str]] | None = None  # Black Market: building, items
        self.panel_scroll = 0  # first row shown when a decision panel has too many rows
        self.ai_wait = 0.0
        self.viewer: int | None = None
        self.finished_for = 0.0
        self.message = ""
        self.message_time = 0.0
        self.card_flash: tuple[str, int, float] | None = None  # a resolution card, shown briefly
        self.scale = 1.0
        self.offset = (0, 0)
        self._background: pygame.Surface | None = None
        self._tiles: dict[tuple[Any, ...], pygame.Surface] = {}
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
        for a in self.legal():
            if a.kind == kind and (value is None or a.value == value):
                return a
        return None

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
        self.draft = None
        self.draft_citizens = {}
        self.draft_seat = None
        self._forget_choices()
        self._show_events(events)
        state = self.game.state
        if (state.phase, state.round) != phase_before or self.game.is_over:
            self._autosave()
        return True

    def _autosave(self) -> None:
        try:
            save_game(
                "autosave",
                self.game,
                list(self.session.seats),
                self.session.actions,
                label=self.t("saves.autosave"),
            )
        except OSError as exc:  # a full disk must not stop the game
            self._flash(str(exc))

    def _forget_choices(self) -> None:
        self.panel_scroll = 0
        self.export_picks = []
        self.small_load = None
        self.market = None

    def _flash(self, text: str) -> None:
        self.message = text
        self.message_time = 4.0

    def _show_events(self, events: list[Event]) -> None:
        speed = self.app.settings.animation_speed
        names = self.game.names
        for e in events:
            colour = seat_colour(self.session.seats[e.seat].colour) if e.seat is not None else INK
            text = describe_event(self._worded(e), names, self.app.t)
            self._log(text, colour)
            if e.kind == "resolution_card":
                self.card_flash = (e.data["card"], e.data["count"], 2.5)
            self._animate(e, speed)
            self._sound(e)

    def _worded(self, e: Event) -> Event:
        """The event as the log words it: the expansions' events pick the sentence that fits
        the figure or tile (French needs the noun's gender), with places and items translated."""
        tr = self.app.t
        d = dict(e.data)
        kind = e.kind
        if kind in ("figure_taken", "building_figure", "guest_moved") and d.get("figure"):
            variant = f"{kind}_{d['figure']}"
            kind = variant if tr.has(f"log.{variant}") else kind
        if kind.startswith("guest_moved") and "to" in d:
            d["to"] = self._place_in_sentence(str(d["to"]))
        elif e.kind == "tile_discarded":
            tile = d.get("tile")
            if tile == FOREST:
                kind = "tile_discarded_forest"
            elif tile in GOODS:
                kind = "tile_discarded_plantation"
                d["tile"] = good_name(tr, tile, lower=True)
        elif e.kind == "goods_exported" and isinstance(d.get("goods"), (list, tuple)):
            kind = "goods_exported_list"
            d["goods"] = {good: list(d["goods"]).count(good) for good in GOODS}
        elif e.kind == "black_market_used" and isinstance(d.get("items"), str):
            d["items"] = join_list(tr, (self._item_words(x.strip()) for x in d["items"].split(",")))
        elif e.kind == "hall_refilled" and d.get("citizens"):
            kind = "hall_refilled_with_citizen"
        if not tr.has(f"log.{kind}"):
            kind = e.kind
        return Event(kind, e.seat, **d)

    def _place_in_sentence(self, location: str) -> str:
        """ "a coffee plantation", "the Small Market": where a guest went, inside a sentence."""
        if location in GOODS:
            return self.t(
                "log_parts.to_plantation", good=good_name(self.app.t, location, lower=True)
            )
        if location == QUARRY:
            return self.t("log_parts.to_quarry")
        return self.t("log_parts.to_building", building=self._building_name(location))

    def _item_words(self, item: str) -> str:
        """The Black Market event's English item names ("worker", "corn", "VP"), translated."""
        if item in GOODS:
            return self.t("log_parts.item_crate", good=good_name(self.app.t, item, lower=True))
        if item == "VP":
            return self.t("log_parts.item_vp")
        return self.t("log_parts.item_figure")

    def _building_name(self, bid: str) -> str:
        return building_name(self.app.t, bid, self.game.cat)

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
        z = self.table.zone
        seat = e.seat
        if seat is None and e.kind != "ship_departed":
            return
        portrait = z(f"seat{seat}_portrait").center if seat is not None else (0, 0)
        a = self.animator
        d = e.data
        if e.kind == "sold":
            a.launch(f"crate_{d['good']}", portrait, z("trading_house").center, speed)
            a.launch("coin_1", z("bank").center, z(f"seat{seat}_header").center, speed)
        elif e.kind == "loaded":
            target = (
                z(f"ship_{d['ship_index']}") if d["ship_index"] is not None else z("private_ships")
            )
            a.launch(f"crate_{d['good']}", portrait, target.center, speed, count=d["count"])
        elif e.kind == "produced":
            for good, n in d["goods"].items():
                a.launch(f"crate_{good}", z(f"goods_{good}").center, portrait, speed, count=n)
        elif e.kind == "role_chosen" and d["coins"]:
            tile = next(i for i, r in enumerate(self.game.state.roles) if r.id == d["tile"])
            a.launch(
                "coin_1",
                z(f"role_{tile}").center,
                z(f"seat{seat}_header").center,
                speed,
                count=d["coins"],
            )
        elif e.kind in ("factory_bonus", "prospector_privilege"):
            a.launch("coin_1", z("bank").center, z(f"seat{seat}_header").center, speed)
        elif e.kind == "building_built":
            a.launch(
                "building_small",
                z("building_supply").center,
                z(f"seat{seat}_board").center,
                speed,
                size=(80, 38),
            )
        elif e.kind == "plantation_taken":
            a.launch(
                f"plantation_{d['good']}",
                z("display").center,
                z(f"seat{seat}_island_0").center,
                speed,
                size=(40, 40),
            )
        elif e.kind == "quarry_taken":
            a.launch(
                "quarry",
                z("quarry_stack").center,
                z(f"seat{seat}_island_0").center,
                speed,
                size=(40, 40),
            )
        elif e.kind == "workers_taken":
            a.launch(
                "worker",
                z("hiring_hall").center,
                portrait,
                speed,
                size=(20, 26),
                count=d["workers"],
            )
        elif e.kind in ("figure_taken", "building_figure"):
            source = z("hiring_hall" if e.kind == "figure_taken" else "worker_supply").center
            figure = "citizen" if d.get("figure") == "citizen" else "worker"
            a.launch(figure, source, portrait, speed, size=(20, 26))
        elif e.kind == "trading_post_sale":
            a.launch(f"crate_{d['good']}", portrait, z(f"goods_{d['good']}").center, speed)
            a.launch("coin_1", z("bank").center, z(f"seat{seat}_header").center, speed)
        elif e.kind == "goods_exported":
            for good in d.get("goods", ()):
                a.launch(f"crate_{good}", portrait, z(f"goods_{good}").center, speed)
        elif e.kind == "small_ship_loaded":
            for good, n in d.get("goods", {}).items():
                a.launch(f"crate_{good}", portrait, z("private_ships").center, speed, count=n)
        elif e.kind == "plantation_bought":
            a.launch(
                f"plantation_{d['good']}",
                z("display").center,
                z(f"seat{seat}_island_0").center,
                speed,
                size=(40, 40),
            )

    # ---------------------------------------------------------- human input

    def _on_done(self) -> None:
        seat = self.human_to_act
        if seat is None:
            return
        kind = self.game.decision
        if kind == "mayor_layout" and self.draft is not None:
            self.play(Action(seat, "place_workers", self._draft_layout()))
            return
        confirm = self._confirm_action(seat)
        if confirm is not None:
            self.play(confirm)
            return
        yes = {"hacienda": "hacienda_draw", "school": "school_worker", "produce": "produce"}
        if kind in yes:
            self.play(Action(seat, yes[kind]))

    def _confirm_action(self, seat: int) -> Action | None:
        """What Done sends for a choice put together in a panel (the Black Market's items, the
        crates to export, the small private ship's load); None while there is none."""
        kind = self.game.decision
        if kind == "build" and self.market is not None:
            bid, chosen = self.market
            items = tuple(chosen[f] for f in ITEM_FAMILIES if f in chosen)
            for a in self.legal():  # the engine lists each set of items once, in its own order
                value = a.value
                same = a.kind == "build" and isinstance(value, tuple) and value[0] == bid
                if same and sorted(value[1]) == sorted(items):
                    return a
            return Action(seat, "build", (bid, items))
        if kind == "export" and self.export_picks:
            return Action(seat, "export_goods", tuple(g for g in GOODS if g in self.export_picks))
        if kind == "load" and self.small_load is not None and self._find("load_small_private"):
            load = tuple((g, self.small_load[g]) for g in GOODS if self.small_load.get(g, 0) > 0)
            return Action(seat, "load_small_private", load) if load else None
        return None

    def _on_pass(self) -> None:
        seat = self.human_to_act
        if seat is None:
            return
        action = self._find("pass")
        if action is not None:
            self.play(action)

    def _open_menu(self) -> None:
        from game.ui.scenes.overlays import PauseOverlay

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
            self.market = None
            return True
        if event.type == pygame.MOUSEWHEEL and self.R("log").collidepoint(self.mouse):
            self.panel_scroll = max(0, self.panel_scroll - event.y)
            return True
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE:
            if self.selected_good or self.market:
                self.selected_good = None
                self.market = None
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
        self._ensure_draft(seat)
        assert self.draft is not None
        for kind, figure in (("portrait_worker", "worker"), ("portrait_citizen", "citizen")):
            if spot.kind == kind and self._draft_portrait(figure) > 0:
                self._start_drag("portrait", figure)
                return True
        if spot.kind in ("tile", "building") and self.draft.get(spot.value, 0) > 0:
            citizens = self.draft_citizens.get(spot.value, 0)
            workers = self.draft[spot.value] - citizens
            wanted = spot.figure == "citizen" and citizens > 0
            self._start_drag(spot.value, "citizen" if wanted or not workers else "worker")
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
        wanted = spot.figure == "citizen" and citizens > 0
        self._start_drag(spot.value, "citizen" if wanted or not workers else "worker", guest=True)
        return True

    def _start_drag(self, source: str, figure: str, guest: bool = False) -> None:
        self.drag_from = source
        self.drag_figure = figure
        self.drag_guest = guest

    def _guest_houses(self, seat: int) -> list[str]:
        return guests.guest_houses(self.game, self.game.state.players[seat])

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
        assert self.draft is not None
        portrait = spot.kind in ("portrait", "portrait_worker", "portrait_citizen")
        target = PORTRAIT if portrait else spot.value
        if not (portrait or spot.kind in ("tile", "building")) or target == source:
            return
        if target != PORTRAIT:
            room = self._capacity(spot.seat or 0).get(target, 0) - self.draft.get(target, 0)
            if room <= 0:
                self._flash(self.t("board.slot_full"))
                return
            self.draft[target] = self.draft.get(target, 0) + 1
            if figure == "citizen":
                self.draft_citizens[target] = self.draft_citizens.get(target, 0) + 1
        if source != PORTRAIT:
            self.draft[source] -= 1
            if figure == "citizen":
                self.draft_citizens[source] -= 1
                if not self.draft_citizens[source]:
                    del self.draft_citizens[source]

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
            self._ensure_draft(seat)
            for figure in ("worker", "citizen"):
                if self._draft_portrait(figure) > 0:
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
        elif any(a.kind == "build" and _built(a) == bid for a in self.legal()):
            self.market = (bid, {})
        else:
            self._flash(builder.why_cannot_build(self.game, seat, bid) or self.t("board.not_now"))
        return True

    # ------------------------------------------------------------ mayor draft

    def _capacity(self, seat: int) -> dict[str, int]:
        p = self.game.state.players[seat]
        cap = {k: p.tiles[k] for k in TILE_KINDS if p.tiles[k] and k != FOREST}
        for bid in p.buildings:
            if self.game.bdefs[bid].slots:
                cap[bid] = self.game.bdefs[bid].slots
        return cap

    def _ensure_draft(self, seat: int) -> None:
        if self.draft is None or self.draft_seat != seat:
            p = self.game.state.players[seat]
            self.draft = {k: n for k, n in p.tile_workers.items() if n}
            self.draft.update({b: n for b, n in p.buildings.items() if n})
            self.draft_citizens = {k: n for k, n in p.citizens.items() if k != PORTRAIT and n}
            self.draft_seat = seat

    def _draft_portrait(self, figure: str | None = None) -> int:
        """Figures the layout leaves on the portrait: all, or only the workers or citizens."""
        assert self.draft_seat is not None and self.draft is not None
        p = self.game.state.players[self.draft_seat]
        free = p.figures - sum(self.draft.values())
        citizens = p.citizen_count - sum(self.draft_citizens.values())
        if figure == "citizen":
            return citizens
        if figure == "worker":
            return free - citizens
        return free

    def _draft_layout(self) -> tuple[tuple[Any, ...], ...]:
        """The layout for the engine: (location, figures) or (location, figures, citizens)."""
        assert self.draft is not None
        return tuple(
            sorted(
                (k, n, self.draft_citizens[k]) if self.draft_citizens.get(k) else (k, n)
                for k, n in self.draft.items()
                if n
            )
        )

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
                from game.ui.scenes.scoring import ScoringScene

                self.app.replace(ScoringScene(self.app, self.session))
            return
        seat = g.current_seat
        if seat is None:
            return
        info = self.session.seats[seat]
        if info.is_human:
            if len(self.session.humans) > 1 and self.viewer != seat and not self.animator.busy:
                from game.ui.scenes.overlays import HandoverOverlay

                self.viewer = seat
                self.app.push(HandoverOverlay(self.app, info.name))
            elif self.viewer is None:
                self.viewer = seat
            return
        self._run_ai(seat, dt)

    def _run_ai(self, seat: int, dt: float) -> None:
        if self.animator.busy and self.app.settings.ai_speed != "instant":
            return
        if not self.ai.busy and self.ai.stamp != self.game.state.actions_taken:
            self.ai.start(self.session.agents[seat], self.game, seat)
            self.ai_wait = AI_DELAY.get(self.app.settings.ai_speed, 0.7)
        self.ai_wait -= dt
        if self.ai_wait > 0:
            return
        action = self.ai.poll()
        if action is not None and self.ai.stamp == self.game.state.actions_taken:
            self.ai.stamp = -1
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
            choices = self.decision_panel(seat)
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
            info, _point, box, _k = self._mapper(f"role_{tile.role}", rect)
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
            dw, dh = self._sprite_info(f"ship_{ship.capacity}").get("display_size", (284, 100))
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
        info = self._sprite_info(f"ship_{capacity}")
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
        info, point, _box, k = self._mapper("trading_house", house)
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
        market = {_built(x) for x in builds} - legal  # only with Black Market items
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
                    chosen = self.market is not None and self.market[0] == bid
                    pygame.draw.rect(surface, (200, 120, 40), rect, 3 if chosen else 2, 6)
                    price = builder.cost(g, seat, bid)
                    tip += "\n" + self.t(
                        "choice.market_tip",
                        price=self._coins(price),
                        gap=price - s.players[seat].doubloons,
                    )
                elif left == 0 or (building and bid not in legal):
                    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                    shade.fill((40, 30, 20, 130))
                    surface.blit(shade, rect)
                    if building and seat is not None:
                        tip += "\n" + (builder.why_cannot_build(g, seat, bid) or "")
                elif building and seat is not None:
                    pygame.draw.rect(surface, HIGHLIGHT, rect, 2, border_radius=6)
                    tip += "\n" + self.t("board.price", n=builder.cost(g, seat, bid))
                self._draw_reserved_marks(surface, bid, rect)
                self.hotspots.append(Hotspot(rect, "building_supply", bid, tip=tip))

    def _draw_reserved_marks(self, surface: pygame.Surface, bid: str, rect: pygame.Rect) -> None:
        """A Puertoma's reserved token on the large building it is saving for."""
        if not self.game.state.auto:
            return
        for seat in puertoma.seats(self.game):
            if puertoma.info(self.game, seat)["reserved"] == bid:
                r = max(7, rect.h // 5)
                centre = (rect.x + rect.w // 2, rect.bottom - r - 2)
                pygame.draw.circle(surface, seat_colour(self.session.seats[seat].colour), centre, r)
                pygame.draw.circle(surface, CREAM, centre, r, 2)
                letter = puertoma.info(self.game, seat)["label"]
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
        b = self.game.bdefs[bid]
        name = b.name_fr if self.app.settings.language == "fr" else b.name_en
        text = b.text_fr if self.app.settings.language == "fr" else b.text_en
        facts = self.t("board.building_facts", cost=b.cost, vp=b.vp, slots=b.slots, level=b.level)
        return f"{name} — {facts}\n{text}"

    def _sprite_info(self, name: str) -> dict[str, Any]:
        info = self.app.assets.manifest.get("sprites", {}).get(f"{name}.png", {})
        return info if isinstance(info, dict) else {}

    def _mapper(self, name: str, rect: pygame.Rect):  # type: ignore[no-untyped-def]
        """Map a sprite's display coordinates (from the manifest) into `rect`."""
        info = self._sprite_info(name)
        dw, dh = info.get("display_size", rect.size)
        sx, sy = rect.w / dw, rect.h / dh

        def point(p: list[float]) -> tuple[int, int]:
            return rect.x + round(p[0] * sx), rect.y + round(p[1] * sy)

        def box(b: list[float]) -> pygame.Rect:
            return pygame.Rect(
                rect.x + round(b[0] * sx),
                rect.y + round(b[1] * sy),
                round(b[2] * sx),
                round(b[3] * sy),
            )

        return info, point, box, min(sx, sy)

    def _fit_text(
        self, surface: pygame.Surface, text: str, band: pygame.Rect, colour=INK, bold=True, lines=2
    ) -> None:  # type: ignore[no-untyped-def]
        """Write text inside a band, shrinking the font until it fits."""
        a = self.app.assets
        size = max(9, int(band.h * (0.95 if lines == 1 else 0.55)))
        while size > 9:
            wrapped = a.wrap(text, size, band.w, bold=bold)
            line_h = a.font(size, bold).get_linesize() - 2
            font = a.font(size, bold)
            fits = all(font.size(line)[0] <= band.w for line in wrapped)
            if fits and len(wrapped) <= lines and line_h * len(wrapped) <= band.h + 1:
                break
            size -= 1
        wrapped = a.wrap(text, size, band.w, bold=bold)[:lines]
        line_h = a.font(size, bold).get_linesize() - 2
        y = band.centery - line_h * len(wrapped) // 2
        for line in wrapped:
            blit_text(surface, a, line, (band.centerx, y), size, colour, "midtop", bold=bold)
            y += line_h

    def _draw_building_tile(
        self,
        surface: pygame.Surface,
        bid: str,
        rect: pygame.Rect,
        occupants: int | None,
        seat: int | None = None,
        citizens: int = 0,
    ) -> None:
        """Blit a building tile, drawn once per size, occupancy and language, then cached."""
        key = (bid, rect.w, rect.h, occupants, citizens, self.app.settings.language)
        tile = self._tiles.get(key)
        if tile is None:
            if len(self._tiles) > 600:
                self._tiles.clear()
            tile = pygame.Surface(rect.size, pygame.SRCALPHA)
            self._paint_building_tile(tile, bid, tile.get_rect(), occupants, citizens)
            self._tiles[key] = tile
        surface.blit(tile, rect)

    def _frame(self, bid: str, rect: pygame.Rect) -> str:
        b = self.game.bdefs[bid]
        if b.size == "large" and rect.h > rect.w * 0.8:
            return "building_large"
        return "building_small_production" if b.is_production else "building_small"

    def _slot_centres(self, bid: str, rect: pygame.Rect) -> tuple[list[tuple[int, int]], int]:
        """Where the building's slots sit inside `rect`, and their radius."""
        slots = self.game.bdefs[bid].slots
        if rect.w < 80:
            r = max(3, rect.w // 12)
            return [
                (rect.right - r - 3 - n * (2 * r + 2), rect.bottom - r - 3) for n in range(slots)
            ], r
        info, point, _box, k = self._mapper(self._frame(bid, rect), rect)
        r = max(3, round(info.get("slot_radius", 8) * k))
        return [point(c) for c in info.get("slots", [])[:slots]], r

    def _paint_building_tile(
        self,
        surface: pygame.Surface,
        bid: str,
        rect: pygame.Rect,
        occupants: int | None,
        citizens: int = 0,
    ) -> None:
        a = self.app.assets
        b = self.game.bdefs[bid]
        frame = self._frame(bid, rect)
        surface.blit(a.image(frame, rect.size), rect)
        info, point, box, k = self._mapper(frame, rect)
        icon_name = f"icon_{bid}" if a.has_image(f"icon_{bid}") else "icon_default"
        if rect.w < 80:
            # Too small for words: the icon and the slots say it; the tooltip names it.
            side = min(rect.w, rect.h) - 8
            img = a.image(icon_name, (side, side))
            surface.blit(img, img.get_rect(center=(rect.centerx, rect.centery - rect.h // 8)))
        else:
            if "icon" in info:
                icon = box(info["icon"])
                side = min(icon.w, icon.h)
                img = a.image(icon_name, (side, side))
                surface.blit(img, img.get_rect(center=icon.center))
            name = b.name_fr if self.app.settings.language == "fr" else b.name_en
            if "name_band" in info:
                band = box(info["name_band"])
                if "text_band" in info and frame != "building_large":
                    band = band.union(box(info["text_band"]))  # the name may take both bands
                self._fit_text(surface, name, band, lines=2 if band.h > 22 else 1)
            size = max(9, round(15 * k))
            for key, value in (("cost", b.cost), ("vp", b.vp)):
                if key in info:
                    blit_text(
                        surface, a, str(value), point(info[key]), size, INK, "center", bold=True
                    )
        centres, r = self._slot_centres(bid, rect)
        for n, c in enumerate(centres):
            slot = a.image("slot", (2 * r, 2 * r))
            surface.blit(slot, slot.get_rect(center=c))
            if occupants is not None and n < occupants:
                # Citizens take the first slots, so the eye finds them in the same place.
                img = self._figure_img(n < citizens, (round(1.8 * r), round(2.3 * r)))
                surface.blit(img, img.get_rect(center=c))

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
        vp_hidden = (
            self.app.settings.hide_vp and len(self.session.humans) > 1 and seat != self.viewer
        )
        vp = "?" if vp_hidden else str(p.chips)
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
        editing = self.draft is not None and self.draft_seat == seat
        occupied = dict(self.draft) if editing and self.draft else None
        occupied_citizens = self.draft_citizens if occupied is not None else p.citizens
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
            self._draw_building_tile(surface, bid, rect, figures, seat, citizens)
            if bid in building_targets:
                pygame.draw.rect(surface, HIGHLIGHT, rect, 3, border_radius=6)
            tip = self._building_tip(bid)
            self.hotspots.append(Hotspot(rect, "building", bid, seat=seat, tip=tip))
            # Each standing figure is its own spot, so a press picks up that very figure.
            centres, r = self._slot_centres(bid, rect)
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
        if occupied is None:
            free, free_citizens = p.portrait_workers, p.citizens_at(PORTRAIT)
        else:
            free = p.figures - sum(occupied.values())
            free_citizens = p.citizen_count - sum(occupied_citizens.values())
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
            slots = puertoma.SLOTS[good]
            for side in range(puertoma.SPACES_PER_TYPE):
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
        me = puertoma.info(g, seat)
        for level in (1, 2, 3, 4):
            for row, bid in enumerate(per_level[level][:2]):
                cell = self.R(f"seat{seat}_city_{row * 4 + level - 1}")
                self._draw_building_tile(surface, bid, cell, None)
                self.hotspots.append(
                    Hotspot(cell, "building", bid, seat=seat, tip=self._building_tip(bid))
                )
            cap_id, state = me["caps"][level - 1]
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
        token = self.game.state.auto["token"]
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
        a = self.app.assets
        rect = self.R("log").inflate(-16, -16)
        if self.game.state.auto:
            board_area = pygame.Rect(rect.x, rect.y, rect.w, min(self.px(150), rect.h // 2))
            self._draw_action_board(surface, board_area)
            rect = pygame.Rect(
                rect.x, board_area.bottom + 6, rect.w, rect.bottom - board_area.bottom - 6
            )
        size = self.px(15)
        line_h = a.font(size).get_linesize()
        lines: list[tuple[str, tuple[int, int, int]]] = []
        for text, colour in reversed(self.log):
            wrapped = a.wrap(text, size, rect.w)
            lines = [(w, colour) for w in wrapped] + lines
            if len(lines) * line_h > rect.h:
                break
        lines = lines[-(rect.h // line_h) :]
        for i, (text, colour) in enumerate(lines):
            blit_text(surface, a, text, (rect.x, rect.y + i * line_h), size, _lighten(colour))

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
        if kind == "build" and self.market is not None:
            key = "prompt.market"
        elif kind == "mayor_layout" and g.state.players[seat].citizen_count:
            key = "prompt.mayor_layout_citizens"
        text = self.t(key if self.app.t.has(key) else "prompt.generic", name=name)
        if kind != "bohio" and any(a.kind == "bohio_move" for a in self.legal()):
            text += "\n" + self.t("prompt.bohio_hint")
        return text

    def _draw_status(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        s = self.game.state
        rect = self.R("status")
        panel(surface, rect, fill=(250, 240, 215, 225), radius=8)
        gov = self.game.names[s.governor]
        head = self.t("board.round", n=s.round, governor=gov)
        blit_text(surface, a, head, (rect.x + 8, rect.y + 6), self.px(16), INK, bold=True)
        if not s.phase:
            phase = self.t("board.choosing_role")
        elif self.app.t.has(f"roles.{s.phase}"):
            phase = self.t(f"roles.{s.phase}")
        else:  # the building draft, the Bohio's last moves before the final count
            phase = self.t(f"board.phase_{s.phase}")
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
                self._ensure_draft(seat)
                reason = self.game.why_illegal(Action(seat, "place_workers", self._draft_layout()))
                done.enabled = reason is None
                done.disabled_reason = reason or ""
            self._confirm_button(seat, done)
            if kind == "forest":
                pas.label = self.t("choice.keep_button")
        for b in self.buttons.values():
            b.draw(surface, self.app.assets)

    def _confirm_button(self, seat: int, done: Button) -> None:
        """Done confirms what a panel put together; the engine says whether it may be sent."""
        kind = self.game.decision
        confirm = self._confirm_action(seat)
        if confirm is None:
            if kind == "export" or (kind == "build" and self.market is not None):
                done.label = self.t("choice.build_button" if kind == "build" else "board.done")
                done.disabled_reason = self.t("done_disabled.nothing_chosen")
            return
        reason = self.game.why_illegal(confirm)
        done.enabled = reason is None
        done.disabled_reason = reason or ""
        if confirm.kind == "build":
            done.label = self.t("choice.build_button")
            done.tip = self.t("choice.build_tip", building=self._building_name(_built(confirm)))
        elif confirm.kind == "export_goods":
            done.label = self.t(
                "choice.export_button", vp=self._export_vp(seat, len(confirm.value))
            )
            done.tip = self.t("choice.export_tip")
        elif confirm.kind == "load_small_private":
            n = sum(count for _, count in confirm.value)
            done.label = self.t("choice.small_button", crates=self._count("crate", n))
            done.tip = self.t("choice.small_tip")

    def _draw_storage_choice(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        options = [x for x in self.legal() if x.kind == "store"]
        box = self.R("log")
        panel(surface, box, fill=PARCHMENT, radius=8)
        blit_text(
            surface,
            a,
            self.t("prompt.storage", name=""),
            (box.x + 10, box.y + 8),
            self.px(17),
            INK,
            bold=True,
        )
        row_h = self.px(34)
        for i, option in enumerate(options[: (box.h - self.px(40)) // row_h]):
            rect = pygame.Rect(box.x + 10, box.y + self.px(36) + i * row_h, box.w - 20, row_h - 4)
            hovered = rect.collidepoint(self.mouse)
            panel(surface, rect, fill=HIGHLIGHT if hovered else CREAM, radius=6, shadow=False)
            x = rect.x + 8
            for good, n in option.value:
                img = a.image(f"crate_{good}", (self.px(22), self.px(22)))
                surface.blit(img, img.get_rect(midleft=(x, rect.centery)))
                blit_text(
                    surface,
                    a,
                    f"×{n}",
                    (x + self.px(24), rect.centery),
                    self.px(15),
                    INK,
                    "midleft",
                    bold=True,
                )
                x += self.px(60)
            self.hotspots.append(
                Hotspot(rect, "storage_option", option.value, tip=self.t("board.keep"))
            )

    # --------------------------------------------------------- decision panels

    def decision_panel(self, seat: int) -> DecisionPanel | None:
        """The panel for the decision at hand; None when the table itself answers it."""
        kind = self.game.decision
        if kind == "build":
            return self._market_panel(seat) if self.market is not None else None
        makers: dict[str, Callable[[int], DecisionPanel | None]] = {
            "hall_pick": self._hall_panel,
            "forest": self._forest_panel,
            "settler_extra": self._extra_panel,
            "hospital": self._hospital_panel,
            "bureau": self._bureau_panel,
            "sell": self._trade_panel,
            "cadastral": self._trade_panel,
            "export": self._export_panel,
            "load": self._small_ship_panel,
            "bohio": self._bohio_panel,
        }
        make = makers.get(kind or "")
        if make is not None:
            return make(seat)
        if kind in TABLE_DECISIONS:
            return None
        return self._generic_panel(seat)

    def _hall_panel(self, seat: int) -> DecisionPanel:
        s = self.game.state
        rows = [
            [
                Choice(
                    self.t(f"choice.take_{figure}"),
                    (figure,),
                    action,
                    tip=self.t(f"choice.take_{figure}_tip"),
                )
            ]
            for figure in ("citizen", "worker")
            if (action := self._find("take_figure", figure)) is not None
        ]
        note = self.t(
            "choice.hall_note",
            workers=self._count("worker", s.hiring_hall),
            citizens=self._count("citizen", s.hall_citizens),
        )
        return DecisionPanel(self.t("supply.hiring_hall"), rows, note)

    def _forest_panel(self, seat: int) -> DecisionPanel:
        pending = self.game.state.ps.get("forest")
        good = pending[1] if isinstance(pending, list) and len(pending) == 2 else None
        word = good_name(self.app.t, good, lower=True) if good else ""
        keep = self._find("pass")
        rows = [
            [
                Choice(
                    self.t("choice.keep_plantation", good=word),
                    (f"plantation_{good}" if good else "plantation_back",),
                    keep,
                    tip=self.t("choice.keep_tip"),
                )
            ],
            [
                Choice(
                    self.t("choice.make_forest"),
                    ("forest",),
                    self._find("make_forest"),
                    tip=self.t("choice.forest_tip"),
                )
            ],
        ]
        note = self.t("choice.forest_note", good=word)
        return DecisionPanel(self._building_name("sawmill"), rows, note)

    def _extra_panel(self, seat: int) -> DecisionPanel:
        rows = []
        for a in self.legal():
            if a.kind == "take_plantation":
                rows.append([Choice(self.t(f"tile.{a.value}"), (f"plantation_{a.value}",), a)])
            elif a.kind == "take_quarry":
                rows.append([Choice(self.t("tile.quarry"), ("quarry",), a)])
        note = self.t("choice.extra_note")
        return DecisionPanel(self._building_name("publishing_house"), rows, note)

    def _hospital_panel(self, seat: int) -> DecisionPanel:
        rows = []
        for a in self.legal():
            if a.kind != "hospital_worker":
                continue
            text = (
                self.t("choice.hospital_portrait")
                if a.value == PORTRAIT
                else self._place_name(a.value)
            )
            rows.append([Choice(text, (self._place_icon(a.value),), a)])
        note = self.t("choice.hospital_note")
        return DecisionPanel(self._building_name("hospital"), rows, note)

    def _bureau_panel(self, seat: int) -> DecisionPanel:
        p = self.game.state.players[seat]
        rows = []
        for a in self.legal():
            if a.kind != "discard_tile":
                continue
            tip = self.t("choice.discard_tip")
            if a.value in p.tile_workers and p.tile_workers[a.value] >= p.tiles[a.value]:
                tip += " " + self.t("choice.discard_figure_tip")
            text = self.t("choice.discard_tile", tile=self._place_name(a.value))
            rows.append([Choice(text, (self._place_icon(a.value),), a, tip=tip)])
        note = self.t("choice.bureau_note")
        return DecisionPanel(self._building_name("bureau_of_lands"), rows, note)

    def _trade_panel(self, seat: int) -> DecisionPanel | None:
        """Trader turn with a Trading Post or a Cadastral Office: every way to trade, in words."""
        g = self.game
        kind = g.decision
        legal = self.legal()
        extra = [
            a for a in legal if a.kind in ("trade_post", "cadastral_draw", "cadastral_discard")
        ]
        if kind == "sell" and not extra:
            return None  # the base sale: click a crate, the log stays in view
        rows: list[list[Choice]] = []
        # A small table: one row per good, a column per place to sell it.
        columns = [k for k in ("sell", "trade_post") if any(a.kind == k for a in legal)]
        if columns:
            heads = {"sell": "choice.col_house", "trade_post": "choice.col_post"}
            rows.append([Choice(weight=1.2)] + [Choice(self.t(heads[k])) for k in columns])
        for good in GOODS:
            offers = {k: self._find(k, good) for k in columns}
            if not any(offers.values()):
                continue
            word = good_name(self.app.t, good, lower=True)
            row = [Choice(self.t(f"goods.{good}"), (f"crate_{good}",), weight=1.2)]
            for k, action in offers.items():
                if action is None:
                    row.append(Choice())
                    continue
                if k == "sell":
                    price = self._coins(trader.sale_price(g, seat, good))
                    tip = self.t("choice.sell_house_tip", good=word, price=price)
                else:
                    price = self._coins(trader.post_price(g, seat, good))
                    tip = self.t("choice.sell_post_tip", good=word, price=price)
                row.append(Choice(price, action=action, tip=tip))
            rows.append(row)
        price = self._coins(self._effect_param("land_deal", "price", 1))
        draw = self._find("cadastral_draw")
        if draw is not None:
            rows.append(
                [
                    Choice(
                        self.t("choice.cadastral_draw", price=price),
                        ("plantation_back",),
                        draw,
                        tip=self.t("choice.cadastral_draw_tip", price=price),
                    )
                ]
            )
        discards = [a for a in legal if a.kind == "cadastral_discard"]
        if discards:
            label = Choice(
                self.t("choice.cadastral_discard", price=price),
                (self._place_icon("cadastral_office"),),
                weight=3.0,
            )
            rows.append(
                [label]
                + [
                    Choice(
                        "",
                        (self._place_icon(a.value),),
                        a,
                        tip=self.t(
                            "choice.cadastral_discard_tip",
                            tile=self._place_name(a.value),
                            price=price,
                        ),
                    )
                    for a in discards
                ]
            )
        note = self.t("choice.cadastral_note" if kind == "cadastral" else "choice.trader_note")
        return DecisionPanel(self.t("roles.trader"), rows, note)

    def _export_panel(self, seat: int) -> DecisionPanel:
        p = self.game.state.players[seat]
        rows = []
        for good in GOODS:
            if p.goods[good] <= 0:
                continue
            word = self.t(f"goods.{good}")
            rows.append(
                [
                    Choice(
                        self.t("choice.export_good", good=word, n=p.goods[good]),
                        (f"crate_{good}",),
                        on_click=lambda good=good: self._toggle_export(seat, good),
                        tip=self.t(
                            "choice.export_good_tip", good=good_name(self.app.t, good, lower=True)
                        ),
                        selected=good in self.export_picks,
                        key=f"export:{good}",
                    )
                ]
            )
        note = self.t(
            "choice.export_note",
            crates=self._count("crate", p.citizen_count),
            vp=self._export_vp(seat, 1),
            chosen=len(self.export_picks),
        )
        return DecisionPanel(self._building_name("export_office"), rows, note)

    def _toggle_export(self, seat: int, good: str) -> None:
        if good in self.export_picks:
            self.export_picks.remove(good)
        elif len(self.export_picks) >= self.game.state.players[seat].citizen_count:
            self._flash(self.t("choice.export_too_many"))
        else:
            self.export_picks.append(good)

    def _export_vp(self, seat: int, crates: int) -> str:
        return self._count("vp", crates * self._effect_param("export_vp", "vp", 1))

    def _small_ship_panel(self, seat: int) -> DecisionPanel | None:
        """The small private ship takes any mix of crates: a counter per good."""
        options = [a for a in self.legal() if a.kind == "load_small_private"]
        if not options:
            return None
        p = self.game.state.players[seat]
        if self.small_load is None:
            self.small_load = dict(options[0].value)  # every crate, as the engine lists first
        rows = []
        for good in GOODS:
            held = p.goods[good]
            if not held:
                continue
            word = self.t(f"goods.{good}")
            n = self.small_load.get(good, 0)
            rows.append(
                [
                    Choice(word, (f"crate_{good}",), weight=2.4),
                    Choice(
                        "−",
                        on_click=lambda good=good: self._small_step(seat, good, -1),
                        tip=self.t(
                            "choice.small_less", good=good_name(self.app.t, good, lower=True)
                        ),
                        key=f"small:-:{good}",
                    ),
                    Choice(f"{n} / {held}", weight=1.3),
                    Choice(
                        "+",
                        on_click=lambda good=good: self._small_step(seat, good, 1),
                        tip=self.t(
                            "choice.small_more", good=good_name(self.app.t, good, lower=True)
                        ),
                        key=f"small:+:{good}",
                    ),
                ]
            )
        k = sum(self.small_load.values())
        per = max(1, self._effect_param("small_private_ship", "per", 2))
        note = self.t(
            "choice.small_note", crates=self._count("crate", k), vp=self._count("vp", k // per)
        )
        return DecisionPanel(self._building_name("small_private_wharf"), rows, note)

    def _small_step(self, seat: int, good: str, step: int) -> None:
        if self.small_load is None:
            return
        held = self.game.state.players[seat].goods[good]
        self.small_load[good] = max(0, min(held, self.small_load.get(good, 0) + step))

    def _bohio_panel(self, seat: int) -> DecisionPanel:
        by_place: dict[str, dict[str, Action]] = {}
        for a in self.legal():
            if a.kind == "bohio_move":
                by_place.setdefault(a.value[0], {})[a.value[1]] = a
        rows = []
        for place, moves in by_place.items():
            name = self._place_name(place)
            row = [Choice(name, (self._place_icon(place),), weight=3.0)]
            for figure in ("worker", "citizen"):
                if figure in moves:
                    tip = self.t(f"choice.send_{figure}", place=name)
                    row.append(Choice("", (figure,), moves[figure], tip=tip))
            rows.append(row)
        return DecisionPanel(self._building_name("bohio"), rows, self.t("choice.bohio_note"))

    def _market_panel(self, seat: int) -> DecisionPanel | None:
        """Black Market: which figure, crate or VP to hand in for the missing doubloons."""
        assert self.market is not None
        bid, chosen = self.market
        sets = [
            a.value[1]
            for a in self.legal()
            if a.kind == "build" and isinstance(a.value, tuple) and a.value[0] == bid
        ]
        if not sets:
            return None
        families: dict[str, list[str]] = {}
        for items in sets:
            for item in items:
                family = item.partition(":")[0]
                if item not in families.setdefault(family, []):
                    families[family].append(item)
        gap = len(sets[0])
        rows = []
        per_line = 5  # a family with more items goes on over several lines
        for family in ITEM_FAMILIES:
            items = families.get(family, [])
            for start in range(0, len(items), per_line):
                label = self.t(f"choice.market_{family}") if start == 0 else ""
                row = [Choice(label, weight=2.0, left=True)]
                for item in items[start : start + per_line]:
                    icon, badge = self._item_icon(seat, item)
                    row.append(
                        Choice(
                            "",
                            (icon,),
                            on_click=lambda item=item: self._pick_item(gap, item),
                            tip=self._item_tip(item),
                            selected=chosen.get(family) == item,
                            key=f"market:{item}",
                            badge=badge,
                        )
                    )
                rows.append(row)
        rows.append(
            [
                Choice(
                    self.t("choice.cancel"),
                    on_click=self._cancel_market,
                    tip=self.t("choice.cancel_tip"),
                )
            ]
        )
        p = self.game.state.players[seat]
        note = self.t(
            "choice.market_note" if gap > 1 else "choice.market_note_one",
            price=self._coins(builder.cost(self.game, seat, bid)),
            money=self._coins(p.doubloons),
            items=self._count("item", gap),
        )
        return DecisionPanel(
            self.t("choice.market_title", building=self._building_name(bid)), rows, note
        )

    def _pick_item(self, gap: int, item: str) -> None:
        if self.market is None:
            return
        chosen = self.market[1]
        family = item.partition(":")[0]
        if chosen.get(family) == item:
            del chosen[family]
        elif family not in chosen and len(chosen) >= gap:
            self._flash(self.t("choice.market_enough", gap=gap))
        else:
            chosen[family] = item

    def _cancel_market(self) -> None:
        self.market = None

    def _generic_panel(self, seat: int) -> DecisionPanel:
        """Any decision the board has no control for: the engine's options, in words."""
        rows = [[Choice(self._describe_action(a), action=a)] for a in self.legal()]
        return DecisionPanel(self.t("choice.generic_title"), rows, self.t("choice.generic_note"))

    def _describe_action(self, a: Action) -> str:
        value = a.value
        if a.kind == "pass":
            return self.t("board.pass")
        if a.kind == "take_figure":
            return self.t(f"choice.take_{value}")
        if a.kind == "bohio_move":
            return self.t(f"choice.send_{value[1]}", place=self._place_name(value[0]))
        if isinstance(value, str) and value in self.game.bdefs:
            return f"{a.kind.replace('_', ' ').capitalize()}: {self._building_name(value)}"
        if isinstance(value, str) and value in TILE_KINDS:
            return f"{a.kind.replace('_', ' ').capitalize()}: {self._place_name(value)}"
        words = a.kind.replace("_", " ").capitalize()
        return f"{words}: {value}" if value is not None else words

    # Names and pictures of the places and items the panels offer.

    def _place_name(self, place: str) -> str:
        if place == PORTRAIT:
            return self.t("board.portrait")
        if place in TILE_KINDS:
            return self.t(f"tile.{place}")
        return self._building_name(place)

    def _place_icon(self, place: str) -> str:
        if place in GOODS:
            return f"plantation_{place}"
        if place in (QUARRY, FOREST):
            return place
        if place == PORTRAIT:
            return "worker"
        icon = f"icon_{place}"
        return icon if self.app.assets.has_image(icon) else "icon_default"

    def _item_icon(self, seat: int, item: str) -> tuple[str, str]:
        """A crate, a VP chip, or where the figure stands with the figure that would leave as
        a badge (the engine hands in a worker if one stands there, else a citizen)."""
        family, _, where = item.partition(":")
        if family == "crate":
            return f"crate_{where}", ""
        if family != "figure":
            return "vp_1", ""
        p = self.game.state.players[seat]
        figure = "citizen" if p.citizens_at(where) >= p.figures_at(where) else "worker"
        return (figure, "") if where == PORTRAIT else (self._place_icon(where), figure)

    def _item_tip(self, item: str) -> str:
        family, _, where = item.partition(":")
        if family == "crate":
            return self.t("choice.item_crate", good=good_name(self.app.t, where, lower=True))
        if family == "figure":
            return self.t("choice.item_figure", place=self._place_name(where))
        return self.t("choice.item_vp")

    def _coins(self, n: int) -> str:
        return self._count("doubloon", n)

    def _effect_param(self, hook: str, name: str, default: int) -> int:
        """A number from the catalog's effect of that hook (a price, a VP per crate)."""
        for _bid, eff in self.game.hook_index.get(hook, ()):
            value = eff.params.get(name)
            if isinstance(value, int):
                return value
        return default

    def _draw_decision_panel(self, surface: pygame.Surface, choices: DecisionPanel) -> None:
        """The decision's panel over the top of the log (the latest lines stay in view below):
        a heading, a note, then rows of choices, scrolled by the wheel when they do not fit."""
        a = self.app.assets
        box = self.R("log")
        w = box.w - 24
        title = a.wrap(choices.title, self.px(18), w, bold=True)[:2]
        note = a.wrap(choices.note, self.px(14), w)[:6] if choices.note else []
        head = len(title) * self.px(21) + len(note) * self.px(16) + self.px(6)
        rows = choices.rows
        row_h = self.px(36)
        space = box.h - 20 - head
        fit = max(1, space // row_h)
        if len(rows) > fit:
            fit = max(1, (space - self.px(18)) // row_h)  # room for the "more" line
        self.panel_scroll = max(0, min(self.panel_scroll, len(rows) - fit))
        shown = rows[self.panel_scroll : self.panel_scroll + fit]
        more = len(rows) - len(shown)
        height = 20 + head + len(shown) * row_h + (self.px(18) if more else 0)
        rect = pygame.Rect(box.x, box.y, box.w, min(box.h, height))
        panel(surface, rect, fill=PARCHMENT, radius=8)
        x, y = box.x + 12, box.y + 10
        for line in title:
            blit_text(surface, a, line, (x, y), self.px(18), INK, bold=True)
            y += self.px(21)
        for line in note:
            blit_text(surface, a, line, (x, y), self.px(14), (104, 70, 38))
            y += self.px(16)
        y += self.px(6)
        for i, row in enumerate(shown):
            self._draw_choice_row(surface, pygame.Rect(x, y + i * row_h, w, row_h - 5), row)
        if more:
            text = self.t("choice.more", n=more)
            where = (x, y + len(shown) * row_h)
            blit_text(surface, a, text, where, self.px(14), (104, 70, 38))

    def _draw_choice_row(
        self, surface: pygame.Surface, rect: pygame.Rect, row: list[Choice]
    ) -> None:
        """Cells side by side: a picture-only button keeps its size, the others share the rest."""
        gap = 4
        fixed = {id(c): self._icon_width(c, rect.h) + 20 for c in row if c.icons and not c.text}
        flexible = [c for c in row if id(c) not in fixed]
        total = sum(c.weight for c in flexible) or 1.0
        room = rect.w - gap * (len(row) - 1) - sum(fixed.values())
        x = rect.x
        for choice in row:
            w = fixed.get(id(choice)) or round(room * choice.weight / total)
            if choice is row[-1] and id(choice) not in fixed:
                w = rect.right - x
            self._draw_choice(surface, pygame.Rect(x, rect.y, w, rect.h), choice)
            x += w + gap

    def _icon_sizes(self, choice: Choice, h: int) -> list[tuple[int, int]]:
        ih = max(10, h - 8)
        figures = ("worker", "citizen")
        return [(round(ih * 0.78), ih) if i in figures else (ih, ih) for i in choice.icons]

    def _icon_width(self, choice: Choice, h: int) -> int:
        return sum(s[0] + 4 for s in self._icon_sizes(choice, h)) - 4

    def _draw_choice(self, surface: pygame.Surface, cell: pygame.Rect, choice: Choice) -> None:
        a = self.app.assets
        if choice.clickable:
            hovered = cell.collidepoint(self.mouse)
            fill = HIGHLIGHT if choice.selected else (255, 238, 186) if hovered else CREAM
            border = (150, 100, 30) if choice.selected else BRASS
            width = 2 if choice.selected or hovered else 1
            panel(surface, cell, fill=fill, border=border, radius=6, shadow=False, width=width)
            self.hotspots.append(Hotspot(cell, "choice", choice, tip=choice.tip))
        elif choice.tip:
            self.hotspots.append(Hotspot(cell, "choice_label", choice, tip=choice.tip))
        sizes = self._icon_sizes(choice, cell.h)
        centred = not choice.text
        ix = cell.centerx - self._icon_width(choice, cell.h) // 2 if centred else cell.x + 6
        for icon, size in zip(choice.icons, sizes):
            surface.blit(a.image(icon, size), (ix, cell.centery - size[1] // 2))
            ix += size[0] + 4
        if choice.badge and sizes:
            h = sizes[-1][1] * 2 // 3
            img = a.image(choice.badge, (round(h * 0.78), h))
            surface.blit(img, img.get_rect(bottomright=(ix - 2, cell.bottom - 2)))
        if not choice.text:
            return
        room = cell.right - ix - 6
        size = self.px(15)
        bold = choice.clickable
        while size > 11 and a.font(size, bold).size(choice.text)[0] > room:
            size -= 1
        text = choice.text
        while len(text) > 2 and a.font(size, bold).size(text)[0] > room:
            text = text[:-2] + "…"
        if choice.icons or choice.left:
            blit_text(surface, a, text, (ix, cell.centery), size, INK, "midleft", bold)
        else:
            blit_text(surface, a, text, cell.center, size, INK, "center", bold)

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


def _built(action: Action) -> str:
    """The building a build action buys (a Black Market build carries its items too)."""
    return action.value[0] if isinstance(action.value, tuple) else action.value


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


def _lighten(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """Log text sits on a dark panel: seat colours are lifted towards cream."""
    return tuple(min(255, int(c * 0.45 + 250 * 0.55)) for c in colour)  # type: ignore[return-value]
