"""The board's input: keys, clicks on the table's hotspots, figures dragged in the mayor phase
and Bohio guests dragged to a free slot, each turned into a decision for the engine."""

from __future__ import annotations

import pygame

from game.puerto_rico.engine import Action
from game.puerto_rico.engine.view import PORTRAIT
from game.puerto_rico.scenes.board_panels import Choice, built
from game.puerto_rico.scenes.hotspots import Hotspot, hit
from game.puerto_rico.scenes.mayor_layout import figure_to_lift
from game.shell.widgets import handle_buttons

ROLE_KEYS = {
    pygame.K_s: "settler",
    pygame.K_m: "mayor",
    pygame.K_b: "builder",
    pygame.K_c: "craftsman",
    pygame.K_t: "trader",
    pygame.K_a: "captain",
    pygame.K_p: "prospector",
}
DROP_KINDS = frozenset({"portrait", "portrait_worker", "portrait_citizen", "tile", "building"})
WHEEL_ENTRIES = 2  # log entries per notch of the mouse wheel
# Input that may change what the table offers; pointer moves only change what is hovered.
CHANGING_INPUT = frozenset(
    {pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.MOUSEWHEEL}
)


class BoardInput:
    """The board scene's input half (mixed into `BoardScene`)."""

    def _on_done(self) -> None:
        if self.reviewing:
            self.app.pop()  # back to the scoring screen
            return
        if self.pacer.held is not None:
            self.continue_round()
            return
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

    def handle(self, event: pygame.event.Event) -> bool:
        used = self._handle(event)
        if event.type in CHANGING_INPUT:
            self.mark_dirty()  # a click or a key may have changed what the table offers
        return used

    def _handle(self, event: pygame.event.Event) -> bool:
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
            self.mouse = event.pos  # hover is worked out when drawing, from the same hotspots
            if self.log_drag is not None:
                self._drag_log(event.pos[1])
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self._pinned_zoom_at(event.pos):
                return True  # the enlarged board is for reading: a click on it puts it away
            if not self.log_covered and self.log_area.collidepoint(event.pos):
                self.log_drag = (event.pos[1], self.log_scroll)
                return True
            return self._press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.log_drag is not None:
                self.log_drag = None
                return True
            if self._pinned_zoom_at(event.pos):
                self.pinned_seat = None
                return True
            return self._release(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.selected_good = None
            self.panels.cancel_market()
            return True
        if event.type == pygame.MOUSEWHEEL and self.R("log").collidepoint(self.mouse):
            if self.log_covered:
                self.panels.scroll_by(-event.y)
            else:
                self.scroll_log(WHEEL_ENTRIES * event.y)  # up: back to older lines
            return True
        return False

    def _pinned_zoom_at(self, pos: tuple[int, int]) -> bool:
        if self.pinned_seat is None or self.drag_from is not None:
            return False
        rect = self.zoom_rect(self.pinned_seat)
        return rect is not None and rect.collidepoint(pos)

    def _drag_log(self, y: int) -> None:
        """Lines follow the pointer: pulling them down shows older ones."""
        assert self.log_drag is not None
        start_y, start_scroll = self.log_drag
        wanted = start_scroll + (y - start_y) // max(1, self.log_line_h)
        if wanted != self.log_scroll:
            self.scroll_log(wanted - self.log_scroll)

    def _key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE:
            if self.pinned_seat is not None:
                self.pinned_seat = None
            elif self.selected_good or self.panels.market:
                self.selected_good = None
                self.panels.cancel_market()
            else:
                self._open_menu()
            return True
        if event.key == pygame.K_h and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.ask_hint()  # the expert's move, shown and not played (scenes/coach.py)
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
        return hit(self.hotspots, pos)

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

    def _release(self, pos: tuple[int, int]) -> bool:
        seat = self.human_to_act
        spot = self._hit(pos)
        if self.drag_from is not None:
            # A figure lands on what can hold it: the crates drawn over the portrait's strip
            # must not swallow a figure dropped back on the portrait.
            spot = hit([s for s in self.hotspots if s.kind in DROP_KINDS], pos)
            source, self.drag_from = self.drag_from, None
            guest, self.drag_guest = self.drag_guest, False
            if seat is not None and spot is not None and spot.seat == seat:
                if guest:
                    self._send_guest(seat, source, spot)
                else:
                    self._move_figure(source, self.drag_figure, spot)
            return True
        if spot is not None and spot.kind == "seat":  # a seat's name: pin its enlarged board
            pinned = self.pinned_seat == spot.value or self.zoom_rect(spot.value) is None
            self.pinned_seat = None if pinned else spot.value
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
            action = self._want("choose_role", spot.value)
        elif kind == "hall_pick" and spot.kind == "hall_figure":
            action = self._want("take_figure", spot.value)
        elif kind in ("settler_tile", "settler_extra") and spot.kind == "plantation":
            action = self._want("take_plantation", spot.value)
        elif kind in ("settler_tile", "settler_extra") and spot.kind == "quarry":
            action = self._want("take_quarry")
        elif kind == "hospital" and spot.kind == "tile" and own:
            action = self._want("hospital_worker", spot.value)
        elif kind == "hospital" and spot.kind.startswith("portrait") and own:
            action = self._want("hospital_worker", PORTRAIT)
        elif kind == "bureau" and spot.kind == "tile" and own:
            action = self._want("discard_tile", spot.value)
        elif kind in ("sell", "cadastral") and spot.kind == "tile" and own:
            action = self._want("cadastral_discard", spot.value)
        elif kind == "build" and spot.kind == "building_supply":
            return self._click_building(seat, spot.value)
        elif kind == "craftsman_bonus" and spot.kind in ("good", "supply_good"):
            action = self._want("craftsman_bonus", spot.value)
        elif kind == "sell" and spot.kind == "good" and own:
            # A click on a crate sells it; with only a Trading Post open, it goes back there.
            action = (
                self._find("sell", spot.value)
                or self._find("trade_post", spot.value)
                or self._want("sell", spot.value)
            )
        elif kind == "load" and spot.kind == "good" and own:
            if any(
                a.kind in ("load", "load_private") and _good_of(a) == spot.value
                for a in self.legal()
            ):
                self.selected_good = spot.value
            return True
        elif kind == "load" and spot.kind == "ship" and self.selected_good:
            action = self._want("load", (self.selected_good, spot.value))
        elif kind == "load" and spot.kind == "private_ship" and self.selected_good:
            action = self._want("load_private", self.selected_good)
        elif kind == "smuggler" and spot.kind in SMUGGLER_TARGETS:
            return self._click_smuggler_target(seat, spot)
        elif kind == "poach_place" and spot.kind in ("tile", "building") and own:
            action = self._find("place_poached", (spot.value, "worker")) or self._find(
                "place_poached", (spot.value, "citizen")
            )
        elif kind == "reward_place" and spot.kind in ("tile", "building") and own:
            action = self._find("place_reward", spot.value)  # Expansions IV/V
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

    def _want(self, kind: str, value: object = None) -> Action:
        """The legal action a click asks for; else the action as asked, so that the engine
        refuses it with its own reason (the sugar crate onto the corn ship, a quarry for a
        seat that is not the Settler) instead of a "not possible now"."""
        found = self._find(kind, value)
        if found is not None:
            return found
        seat = self.human_to_act
        assert seat is not None  # clicks reach `_click` only for the human to act
        return Action(seat, kind, value)

    def _click_smuggler_target(self, seat: int, spot: Hotspot) -> bool:
        """Expansion III: a click on the thing itself raids that ship, plunders the trading
        house, captures that role or poaches the hall (when one way to poach is open); the
        engine's refusal is shown for anything else."""
        if spot.kind == "ship":
            self.play(Action(seat, "raid", spot.value))
        elif spot.kind == "market":
            self.play(Action(seat, "plunder"))
        elif spot.kind == "role":
            self.play(Action(seat, "capture", spot.value))
        elif spot.kind == "supply" and spot.value != "hiring_hall":
            return False
        else:
            poaches = [a for a in self.legal() if a.kind == "poach"]
            if len(poaches) == 1:
                self.play(poaches[0])
            elif poaches:
                self._flash(self.t("smuggler.poach_in_panel"))
            else:
                self.play(Action(seat, "poach", (0, 0)))  # refused: the engine says why
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


# What a smuggler may act on by a click on the table (Expansion III).
SMUGGLER_TARGETS = frozenset({"ship", "market", "role", "supply", "hall_figure"})


def _role_of(game, tile_id: str) -> str | None:  # type: ignore[no-untyped-def]
    for r in game.state.roles:
        if r.id == tile_id:
            return r.role
    return None


def _good_of(action: Action) -> str:
    return action.value[0] if action.kind == "load" else action.value
