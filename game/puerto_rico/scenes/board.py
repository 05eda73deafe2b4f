"""The main board: one game on the table, AI seats pacing their turns, humans clicking and
dragging. The scene keeps the game and the player's half-made choices; what is on the table is
painted by `table_painter`, `seat_painter` and `status_painter` into a layer that is rebuilt,
with its hotspots, button states and refusal tips, only when the game, the window or a choice
changes (`refresh`). `draw` blits that layer and adds what moves: hover, flights, messages.
Input lives in `board_input`, decision panels in `board_panels`.

Pacing: what one decision set off is shown one beat at a time (`pacing.cut_beats`), and the
table is painted from a *paced display*, `shown`: the game as it stood after the beat on show,
a copy the engine made as the events were emitted (`view.event_steps`; `pacing.cut_beats` says
which copy each board is painted from). The live game may be
several seats ahead (a Puertoma plays inside the human's apply); the board catches up beat by
beat, each beat's table appearing once its flights have landed, and is the live game again once
the queue is empty. Nobody may act while beats are still to show, so what is offered is always
what is seen.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from game.puerto_rico.engine import Action, Event, Game, IllegalAction, view
from game.puerto_rico.replays import record_events
from game.puerto_rico.scenes.achievement_panels import HandControl, completion_notice
from game.puerto_rico.scenes.board_input import BoardInput
from game.puerto_rico.scenes.board_panels import DecisionPanel, DecisionPanels, find_action
from game.puerto_rico.scenes.building_index import HOVER_KINDS, INDEX_KEYS, open_at_hover
from game.puerto_rico.scenes.building_tile import TilePainter
from game.puerto_rico.scenes.coach import Coach, explanation_event
from game.puerto_rico.scenes.festival_painter import (
    achieved_in,
    achievement_notice,
    draw_magnified,
    festival_source_zone,
)
from game.puerto_rico.scenes.hotspots import Frame, Hotspot, Offer, hit
from game.puerto_rico.scenes.mayor_layout import MayorLayout
from game.puerto_rico.scenes.pacing import cut_beats, target_thing, target_zone
from game.puerto_rico.scenes.painter import SMALL_TILE, TEXT_HEIGHT
from game.puerto_rico.scenes.seat_painter import SeatPainter
from game.puerto_rico.scenes.session import Session
from game.puerto_rico.scenes.status_painter import StatusPainter
from game.puerto_rico.scenes.table_painter import TablePainter
from game.puerto_rico.scenes.undo import UndoControls
from game.puerto_rico.scenes.wording import describe_event, refusal_text
from game.shell.anim import Animator
from game.shell.assets import HIGHLIGHT
from game.shell.game_scene import COLOUR_NAMES, OFF_TABLE, GameScene, seat_colour
from game.shell.pacing import Beat, Pacer, pauses_at_round_end
from game.shell.tiled import load_table
from game.shell.widgets import Button, panel

__all__ = ["COLOUR_NAMES", "BoardScene", "Hotspot", "seat_colour"]


def _pause_menu(scene: GameScene) -> Any:
    from game.puerto_rico.scenes.overlays import PauseOverlay

    return PauseOverlay(scene.app, scene)


HINT_BUTTON = "button_hint"


class BoardScene(BoardInput, GameScene):
    """Plays one game; AI seats think on a thread; humans click and drag."""

    def __init__(self, app, session: Session) -> None:  # type: ignore[no-untyped-def]
        super().__init__(
            app,
            session,
            describe=lambda e, hide_vp: describe_event(
                e, self.game.names, self.app.t, self.game.cat, hide_vp=hide_vp
            ),
            pause_menu=_pause_menu,
        )
        self.session: Session = session
        self.table = load_table(self.game.state.seats)
        self.pacer = Pacer()
        self.shown: Game = self.game  # the table as the player sees it (see the module doc)
        self.shown_seats: dict[int, Game] = {}  # a seat's board shown from another table
        self.frame = Frame(self.table)
        self.animator = Animator()
        self.hotspots: list[Hotspot] = []
        self.offer = Offer()
        self.layer: pygame.Surface | None = None  # the table as last refreshed
        self.selected_good: str | None = None
        self.mayor_layout: MayorLayout | None = None  # being put together, not yet sent
        self.mayor_suggestion: tuple[Any, ...] = ()  # the layout as the engine suggested it
        self.obvious_checked = -1  # the position last searched for an obvious choice
        self.drag_from: str | None = None  # "portrait" or a location
        self.drag_figure = "worker"  # what is being dragged: "worker" or "citizen"
        self.drag_guest = False  # a Bohio guest leaving for an empty slot (not a mayor move)
        self.pinned_seat: int | None = None  # a seat board kept enlarged by a click on its name
        # Choices being made in a decision panel, forgotten once any decision is played.
        self.panels = DecisionPanels(app, self.game, self._flash)
        self.finished_for = 0.0
        self.reviewing = False  # the final board looked at from the scoring screen
        self.card_flash: tuple[str, int, float] | None = None  # a resolution card, shown briefly
        # The log as last painted: where its lines are, their height, whether a decision panel
        # covers it, and a drag of its lines in progress (pointer y and scroll at the press).
        self.log_area = pygame.Rect(0, 0, 0, 0)
        self.log_line_h = 16
        self.log_covered = False
        self.log_drag: tuple[int, int] | None = None
        self._background: pygame.Surface | None = None
        self.tiles = TilePainter(app.assets, name_height=TEXT_HEIGHT, small_below=SMALL_TILE)
        self.buttons: dict[str, Button] = {}
        self._make_buttons()
        self.undo = UndoControls(self)  # Ctrl+Z / Ctrl+Y with one human seat (scenes/undo.py)
        self.coach = Coach(self.game.state.seed)  # the Hint (H) and the expert's reasons
        self.hand = HandControl(self)  # the grand achievements' hand (Expansion VI)
        self.note("board.welcome", names=", ".join(s.name for s in self.session.seats))

    def restore_log(self) -> None:
        """A loaded save's log: its record played again from the set-up, every event worded
        (in the language of the moment, as any log line). A record that does not start at the
        set-up (a save from before the record was complete) leaves the log as it is."""
        try:
            events = record_events(self.game, self.session.actions)
        except ValueError:
            return
        for event in events:
            self.log_event(event)

    # ------------------------------------------------------------- geometry

    def layout(self, size: tuple[int, int]) -> None:
        scale, offset = self.table.fit(size)
        self.frame = Frame(self.table, scale, offset)
        self._background = None
        for name, button in self.buttons.items():
            if name != HINT_BUTTON:
                button.rect = self.R(name)
        hint = self.buttons.get(HINT_BUTTON)
        if hint is not None:  # (the replay viewer has no hint)
            since = self.buttons["button_since"].rect
            gap = max(2, since.h // 10)
            hint.rect = pygame.Rect(since.x, since.bottom + gap, since.w, since.h)
        self.undo.layout()
        self.hand.layout()
        self.mark_dirty()
        self.keep_fresh()

    @property
    def scale(self) -> float:
        return self.frame.scale

    def R(self, zone: str | pygame.Rect) -> pygame.Rect:
        """A layout zone (or layout rect) in screen coordinates."""
        return self.frame.R(zone)

    def P(self, point: tuple[float, float]) -> tuple[int, int]:
        return self.frame.P(point)

    def px(self, n: float) -> int:
        return self.frame.px(n)

    # -------------------------------------------------------------- helpers

    def _make_buttons(self) -> None:
        self.buttons = {
            "button_done": Button(
                self.t("board.done"), pygame.Rect(0, 0, 1, 1), self._on_done, hotkey=pygame.K_RETURN
            ),
            "button_pass": Button(
                self.t("board.pass"), pygame.Rect(0, 0, 1, 1), self._on_pass, hotkey=pygame.K_SPACE
            ),
            "button_menu": Button("II", pygame.Rect(0, 0, 1, 1), self._open_menu),
            "button_since": Button(
                "«", pygame.Rect(0, 0, 1, 1), self.show_since, hotkey=pygame.K_l
            ),
            # Not a map zone: laid out under the since button (see layout).
            HINT_BUTTON: Button("?", pygame.Rect(0, 0, 1, 1), self.ask_hint),
        }

    @property
    def human_to_act(self) -> int | None:
        g = self.game
        if g.is_over or self.animator.busy or self.pacer.busy:
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

    def hides_vp_of(self, seat: int | None) -> bool:
        """VP chips of other seats are hidden from the player at the screen when the setting
        is on (SPEC §8), until the game is over; the seat boards and the log both ask here."""
        if seat is None or self.game.is_over:
            return False
        sight = view.visible_to(self.game, self.viewer, self.app.settings.hide_vp)
        return sight.chips[seat] is None

    def view_key(self) -> tuple[Hashable, ...]:
        # Whose hand the table waits for changes when an animation ends, not only on a move.
        paced = (self.pacer.started, id(self.shown), self.pacer.held is not None)
        return (*super().view_key(), self.human_to_act, self.app.settings.hide_vp, *paced)

    @property
    def acting_seat(self) -> int | None:
        """The seat lit on the table: the one whose beat shows, else the one to decide."""
        beat = self.pacer.current or self.pacer.held
        if beat is not None:
            return beat.seat
        return None if self.pacer.busy else self.game.current_seat

    # ---------------------------------------------------------------- acting

    def play(self, action: Action) -> bool:
        """Send a decision to the engine; a refusal is shown, never lost."""
        phase_before = (self.game.state.phase, self.game.state.round)
        try:
            steps, end = view.event_steps(self.game, action)  # on a copy: beat by beat
            before = self.game.clone(events=False)  # the table until the first beat lands
            self.session.apply(action)
        except IllegalAction:
            # The state is untouched: the engine's code for the same action words the refusal.
            self._flash(self.refusal_words(self.game.refusal(action)) or self.t("board.not_now"))
            return False
        self.selected_good = None
        self.mayor_layout = None
        self.panels.forget()
        if self.session.seats[action.seat].is_human:
            own = 0  # the human's own events open the list: the summary starts after them
            while own < len(steps) and steps[own][0].seat == action.seat:
                own += 1
            self.mark_turn(action.seat, own)
        settings = self.app.settings
        pause = pauses_at_round_end(settings.round_pause, len(self.session.humans))
        computer = lambda seat: not self.session.seats[seat].is_human  # noqa: E731
        self.pacer.add(cut_beats(steps, end, computer, settings.ai_speed, pause))
        if self.shown is self.game:
            self.shown, self.shown_seats = before, {}
        self._pace(0.0)  # beats of no duration (the "instant" speed) show at once
        self.mark_dirty()
        state = self.game.state
        if (state.phase, state.round) != phase_before or self.game.is_over:
            self._autosave(self.t("saves.autosave"))
        return True

    def _show_beat(self, beat: Beat) -> None:
        """A beat begins: its lines join the log, its flights leave, its sounds play."""
        self._show_events(beat.events)

    def _show_events(self, events: list[Event]) -> None:
        """Log, animate and sound these events now (a beat, or the replay viewer's step)."""
        speed = self.app.settings.animation_speed
        for e in events:
            self.log_event(e)
            if e.kind == "resolution_card":
                self.card_flash = (e.data["card"], e.data["count"], 2.5)
            if e.kind == "achievement_completed":  # Expansion VI: a short notice over the table
                self.notify(completion_notice(self.app.t, self.game, e.seat, e.data["achievement"]))
            elif achieved_in([e]):  # Expansions IV/V: a short notice (the log has it all)
                hide = self.hides_vp_of(e.seat)
                self.notify(achievement_notice(self.app.t, self.game, e, hide))
            self._animate(e, speed)
            self._sound(e)
        self.mark_dirty()

    def _pace(self, dt: float) -> None:
        """Let the beats go on; the paced display catches up with each beat once its flights
        have landed, and is the live game once nothing is left to show."""
        instant = self.app.settings.ai_speed == "instant"
        moving = (lambda: False) if instant else (lambda: self.animator.busy)
        self.pacer.update(dt, self._show_beat, moving)
        beat = self.pacer.current or self.pacer.held
        if not self.pacer.busy:
            shown, seats = self.game, {}
        elif beat is not None and (not self.animator.busy or instant or beat is self.pacer.held):
            shown, seats = beat.table, beat.data.get("seat_tables", {})
        else:
            shown, seats = self.shown, self.shown_seats
        if shown is not self.shown:
            self.shown, self.shown_seats = shown, seats
            self.mark_dirty()

    def table_of(self, seat: int) -> Game:
        """The table a seat's board is painted from (the paced display, see the module doc)."""
        return self.shown_seats.get(seat, self.shown)

    def _seat_painter(self, seat: int, frame: Frame, spots: list[Hotspot]) -> SeatPainter:
        painter = SeatPainter(self, frame, spots)
        painter.game = self.table_of(seat)
        return painter

    def continue_round(self) -> None:
        """The player clicked on after the end of a round: the table goes on."""
        if self.pacer.release():
            self._pace(0.0)
            self.mark_dirty()

    def show_since(self) -> None:
        """What happened since the player at the screen last played, in a card (on demand)."""
        from game.puerto_rico.scenes.overlays import MessageOverlay
        from game.shell.overlays import since_lines

        seat = self.viewer if self.viewer is not None else (self.session.humans or [None])[0]
        if seat is None:
            return
        lines = since_lines(self.app, self.since_last_turn(seat), keep=14, heading=False)
        self.app.push(MessageOverlay(self.app, self.t("board.since_title"), lines))

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
        elif achieved_in([e]):  # Expansions IV/V: the reward flies from the festival strip
            strip = z(festival_source_zone(self.game)).center
            for sprite, n, to in (
                ("worker", d.get("workers", 0), portrait),
                ("coin_1", d.get("doubloons", 0), header),
                ("vp_1", d.get("vp", 0), header),
            ):
                if n:
                    a.launch(sprite, strip, to, speed, count=n)
        else:
            self._animate_smuggling(e, speed)

    def _animate_smuggling(self, e: Event, speed: str) -> None:
        """Expansion III: raided crates to the smuggler, plundered crates back to the supply,
        poached figures to its portrait, a captured role's coins, a ransom between seats."""
        seat = e.seat
        assert seat is not None
        z = self.table.zone
        portrait = z(f"seat{seat}_portrait").center
        header = z(f"seat{seat}_header").center
        a = self.animator
        d = e.data
        if e.kind == "ship_raided" and d.get("count"):
            zone = target_zone(e, self.game)
            source = z(zone).center if zone else z("ship_0").center
            a.launch(f"crate_{d['good']}", source, portrait, speed, count=d["count"])
        elif e.kind == "trading_house_plundered":
            for good, n in d.get("goods", {}).items():
                a.launch(
                    f"crate_{good}",
                    z("trading_house").center,
                    z(f"goods_{good}").center,
                    speed,
                    count=n,
                )
        elif e.kind == "workers_poached" and d.get("taken"):
            hall = z("hiring_hall").center
            a.launch("worker", hall, portrait, speed, size=(20, 26), count=d["taken"])
        elif e.kind == "role_captured" and d.get("coins"):
            zone = target_zone(e, self.game)
            if zone is not None:
                a.launch("coin_1", z(zone).center, header, speed, count=d["coins"])
        elif e.kind == "ransom_paid" and d.get("capturer_seat") is not None:
            to = z(f"seat{d['capturer_seat']}_header").center
            a.launch("coin_1", header, to, speed, count=d.get("coins", 1))

    def _edit_layout(self, seat: int) -> MayorLayout:
        """The mayor layout being put together for `seat`, begun from the engine's suggestion
        (pre-placed: Done confirms it, a drag changes it)."""
        if self.mayor_layout is None or self.mayor_layout.seat != seat:
            self.mayor_layout = MayorLayout.suggested(self.game, seat)
            self.mayor_suggestion = self.mayor_layout.placement()
        return self.mayor_layout

    def _guest_houses(self, seat: int) -> list[str]:
        return view.guest_houses(self.game, seat)

    # ------------------------------------------------------------------ update

    def advance(self, dt: float) -> None:
        self.animator.update(dt)
        if self.coach.pending:
            self._show_hint()
        if self.card_flash is not None:
            card, count, left = self.card_flash
            self.card_flash = (card, count, left - dt) if left > dt else None
        if self.pacer.busy or self.shown is not self.game:
            self._pace(dt)
            if self.pacer.busy:
                return  # the table is still showing what happened: nobody acts yet
        g = self.game
        if g.is_over:
            self.finished_for += dt
            if self.finished_for > 1.2 and not self.animator.busy and not self.reviewing:
                from game.puerto_rico.scenes.scoring import ScoringScene

                self.app.replace(ScoringScene(self.app, self.session, self))
            return
        seat = g.current_seat
        if seat is None:
            return
        info = self.session.seats[seat]
        if info.is_human:
            obvious = self._obvious_choice()
            if obvious is not None:
                self.play(obvious)  # "confirm obvious choices for me" is on
                return
            self.hand_over(seat, ready=not self.animator.busy)
            return
        self._run_ai(seat, dt)

    def _obvious_choice(self) -> Action | None:
        """With "confirm obvious choices for me" on, the answer to a decision that has a single
        sensible one: the only action offered, or Produce (declining production gains
        nothing). Each position is looked at once."""
        stamp = self.game.state.actions_taken
        if not self.app.settings.auto_obvious or self.obvious_checked == stamp:
            return None
        self.obvious_checked = stamp
        return obvious_choice(self.game)

    def _run_ai(self, seat: int, dt: float) -> None:
        if self.animator.busy and self.app.settings.ai_speed != "instant":
            return
        # The pause of a computer seat's turn comes after its action, in its beat: the agent
        # answers as soon as it has thought.
        agent = self.session.agents[seat]
        action = self.ai.step(agent, self.game, seat, dt, "instant")
        if action is not None:
            explanation = getattr(agent, "explanation", None)  # the expert's, from its search
            if self.play(action) and explanation is not None:
                self.log_event(explanation_event(explanation, self.game.names))

    def ask_hint(self) -> None:
        """H: the expert's move for the human seat to act, shown with its reason, not played."""
        seat = self.human_to_act
        if seat is None:
            self._flash(self.t("hint.not_your_turn"))
            return
        self.coach.ask(self.game, seat)
        self._flash(self.t("hint.thinking"), notice=True)

    def _show_hint(self) -> None:
        action = self.coach.poll(self.game)
        if action is not None:
            text = self.coach.words(self.app.t, self.game, action, self.game.names)
            self._flash(text, notice=True)

    # ------------------------------------------------------------- refresh

    def refresh(self) -> None:
        """Ask the engine once what the human may do, paint the table into a layer and record
        its hotspots; set the buttons' states and reasons."""
        self.offer = Offer.of(self.game, self.human_to_act)
        if self.offer.seat is not None and self.offer.decision == "mayor_layout":
            self._edit_layout(self.offer.seat)  # the suggestion stands on the board at once
        size = self.app.size
        if self._background is None or self._background.get_size() != size:
            self._background = self._draw_background(size)
        layer = self._background.copy()
        spots: list[Hotspot] = []
        TablePainter(self, self.frame, spots).paint(layer)
        for seat in range(self.game.state.seats):
            self._seat_painter(seat, self.frame, spots).paint(layer, seat)
        status = StatusPainter(self, self.frame, spots)
        self.log_area, window = status.paint_log(layer)
        self.log_scroll, self.log_line_h = window.scroll, window.line_h
        status.paint_status(layer)
        self._light_beat(layer, spots)
        self._label_buttons()
        seat = self.offer.seat
        self.log_covered = False  # a decision panel over the log takes its wheel
        if self.game.decision == "storage" and seat is not None:
            self._draw_storage_choice(layer, spots, seat)
            self.log_covered = True
        elif seat is not None:
            choices = self.panels.panel(seat)
            if choices is not None:
                self._draw_decision_panel(layer, choices, spots)
                self.log_covered = True
        self.layer = layer
        self.hotspots = spots
        self.undo.refresh()

    def _light_beat(self, surface: pygame.Surface, spots: list[Hotspot]) -> None:
        """The thing the beat on show acted on is lit: a role, a ship, the hiring hall, or on
        the acting seat's board the building built, the plantation taken, the crates made."""
        beat = self.pacer.current or self.pacer.held
        if beat is None or beat.main is None:
            return
        rects = []
        zone = target_zone(beat.main, beat.table)
        if zone is not None:
            rects.append(self.R(zone).inflate(8, 8))
        thing = target_thing(beat.main)
        if thing is not None:
            kind, value = thing
            rects += [
                spot.rect.inflate(6, 6)
                for spot in spots
                if spot.kind == kind and spot.value == value and spot.seat == beat.main.seat
            ][:1]
        done = achieved_in(beat.events)  # Expansions IV/V: the task achieved in this beat
        rects += [
            s.rect.inflate(6, 6) for s in spots if s.kind == "festival_task" and s.value in done
        ]
        for rect in rects:
            pygame.draw.rect(surface, HIGHLIGHT, rect, max(3, self.px(4)), border_radius=8)

    def _draw_background(self, size: tuple[int, int]) -> pygame.Surface:
        bg = (
            pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
        )
        bg.fill((60, 40, 26))
        table = self.R(pygame.Rect(0, 0, *self.table.size))
        bg.blit(self.app.assets.image("table", table.size), table)
        supply = self.R("building_supply")
        bg.blit(self.app.assets.image("board_supply", supply.size), supply)
        seats = SeatPainter(self, self.frame, [])
        for seat in range(self.game.state.seats):
            seats.paint_board(bg, seat)
        log = self.R("log")
        bg.blit(self.app.assets.image("panel", log.size), log)
        return bg

    def _label_buttons(self) -> None:
        """Done and Pass: enabled, worded and explained for the decision at hand."""
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
        since = self.buttons["button_since"]
        since.tip = self.t("board.since_tip")
        if HINT_BUTTON in self.buttons:
            self.buttons[HINT_BUTTON].tip = self.t("hint.tip")
        if self.reviewing:  # the final board, from the scoring screen: Done goes back there
            done.enabled = True
            done.label = self.t("scoring.back_to_scores")
            return
        if self.pacer.held is not None:  # the end of a round waits for the player
            done.enabled = True
            done.label = self.t("board.next_round")
            done.tip = self.t("board.next_round_tip")
            return
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
                refusal = self.game.refusal(Action(seat, "place_workers", placement))
                done.enabled = refusal is None
                done.disabled_reason = self.refusal_words(refusal)
            self.panels.label_done(seat, done)
            if kind == "forest":
                pas.label = self.t("choice.keep_button")

    def _draw_storage_choice(
        self, surface: pygame.Surface, spots: list[Hotspot], seat: int
    ) -> None:
        """The ways to keep goods over the log; each row is a hotspot."""
        keep = self.t("board.keep")
        log = self.R("log")
        for rect, goods in self.panels.draw_storage(surface, log, self.px, NOWHERE, seat):
            spots.append(Hotspot(rect, "storage_option", goods, tip=keep))

    def _draw_decision_panel(
        self, surface: pygame.Surface, choices: DecisionPanel, spots: list[Hotspot]
    ) -> None:
        """The panel over the log; its clickable cells and its labels with a tip are hotspots."""
        cells = self.panels.draw(surface, choices, self.R("log"), self.px, NOWHERE)
        for cell, choice in cells:
            kind = "choice" if choice.clickable else "choice_label"
            spots.append(Hotspot(cell, kind, choice, tip=choice.tip))

    # -------------------------------------------------------------------- draw

    def draw(self, surface: pygame.Surface) -> None:
        """The table as last refreshed, then what moves over it. Changes nothing."""
        if self.layer is not None:
            surface.blit(self.layer, (0, 0))
        hover = hit(self.hotspots, self.mouse)
        magnified = None
        if hover is not None and hover.kind == "choice" and hover.value.clickable:
            self.panels.painter.draw_choice(surface, hover.rect, hover.value, self.px, True)
            lit = self.target_of(hover.value)  # the thing on the table the choice acts on
            if lit is not None:
                pygame.draw.rect(
                    surface, HIGHLIGHT, lit.inflate(10, 10), max(3, self.px(5)), border_radius=10
                )
        elif hover is not None and hover.kind == "storage_option":
            self.panels.painter.draw_storage_row(surface, hover.rect, hover.value, self.px, True)
        elif hover is not None and hover.kind == "festival_task":  # Expansions IV/V, drawn large
            magnified = draw_magnified(TablePainter(self, self.frame, []), surface, hover)
        if self.flashing:
            StatusPainter(self, self.frame, []).paint_message(surface, self.message)
        for b in self.buttons.values():
            b.draw(surface, self.app.assets)
        self.undo.draw(surface)
        self.hand.draw(surface)
        if self.card_flash is not None:
            StatusPainter(self, self.frame, []).paint_card_flash(surface, self.card_flash)
        zoomed = self.zoomed_seat(hover)
        if zoomed is not None:
            self._draw_zoom(surface, zoomed)
        self.animator.draw(surface, self.app.assets.image, self.P, self.scale)
        if self.drag_from is not None:
            img = self._ghost(self.drag_figure, (self.px(22), self.px(28)))
            surface.blit(img, img.get_rect(center=self.mouse))
        self._set_tooltip(hover, magnified)

    def target_of(self, choice: Any) -> pygame.Rect | None:
        """Where on the table the panel choice's target is (its hotspot), if it has one."""
        if choice.target is None:
            return None
        kind, value = choice.target
        for spot in self.hotspots:
            if spot.kind == kind and spot.value == value and spot.seat is None:
                return spot.rect
        return None

    def drop_pointer(self) -> None:
        self.drag_from = None
        self.drag_guest = False
        self.log_drag = None

    def all_buttons(self) -> list[Button]:
        return [*self.buttons.values(), *self.undo.buttons, *self.hand.buttons]

    def handle(self, event: pygame.event.Event) -> bool:
        index_key = event.type == pygame.KEYDOWN and event.key in INDEX_KEYS
        # F1 or I over a building's tooltip: its entry in the building index.
        if index_key and open_at_hover(self.app, hit(self.hotspots, self.mouse), self.game.bdefs):
            return True
        return self.hand.handle(event) or self.undo.handle(event) or super().handle(event)

    def _ghost(self, figure: str, size: tuple[int, int]) -> pygame.Surface:
        """The figure under the pointer while it is dragged: see-through, so slots show."""
        if figure != "citizen":
            return self.app.assets.image("worker_ghost", size)
        img = self.app.assets.image("citizen", size).copy()
        img.set_alpha(190)
        return img

    def zoomed_seat(self, hover: Hotspot | None) -> int | None:
        """The seat board shown enlarged: the one whose name is pointed at, else the pinned one."""
        if self.drag_from is not None:
            return None
        if hover is not None and hover.kind == "seat":
            return int(hover.value)
        return self.pinned_seat

    def zoom_factor(self, seat: int) -> float:
        """How much a board is enlarged: up to 2.4 times, within the table above the boards;
        1.0 when it is already large (2 and 3 seats)."""
        board = self.table.zone(f"seat{seat}_board")
        factor = min(2.4, 820 / board.w, (board.y - 16) / board.h)
        return factor if factor >= 1.2 else 1.0

    def zoom_rect(self, seat: int) -> pygame.Rect | None:
        """Where the enlarged board stands on the screen (None: no enlarged view)."""
        factor = self.zoom_factor(seat)
        if factor == 1.0:
            return None
        board = self.table.zone(f"seat{seat}_board")
        scale = self.scale * factor
        size = (round(board.w * scale), round(board.h * scale))
        below = self.R(f"seat{seat}_board")
        rect = pygame.Rect((0, 0), size)
        rect.midbottom = (below.centerx, below.y - 6)
        return rect.clamp(pygame.Rect((0, 0), self.app.size))

    def _draw_zoom(self, surface: pygame.Surface, seat: int) -> None:
        """A seat's board enlarged above the row of boards (pointed at or pinned)."""
        rect = self.zoom_rect(seat)
        if rect is None:
            return
        board = self.table.zone(f"seat{seat}_board")
        scale = self.scale * self.zoom_factor(seat)
        frame = Frame(self.table, scale, (-board.x * scale, -board.y * scale))
        zoom = pygame.Surface(rect.size, pygame.SRCALPHA)
        # The enlarged copy is for reading, not for clicking: its hotspots are thrown away.
        seats = self._seat_painter(seat, frame, [])
        seats.paint_board(zoom, seat)
        seats.paint(zoom, seat)
        panel(surface, rect.inflate(10, 10), fill=(60, 40, 26), radius=10)
        surface.blit(zoom, rect)

    def _set_tooltip(self, hover: Hotspot | None, beside: pygame.Rect | None = None) -> None:
        """The tip of the button or thing under the pointer; under `beside` (a task cell drawn
        large) rather than over it."""
        for b in [*self.buttons.values(), *self.undo.buttons, *self.hand.buttons]:
            if b.rect.collidepoint(self.mouse) and b.tip_text():
                self.app.tooltip = (b.tip_text(), self.mouse)
                return
        zooming = hover is not None and hover.kind == "seat"
        pinned = self.pinned_seat is not None and self.zoom_rect(self.pinned_seat)
        if pinned and pinned.collidepoint(self.mouse):
            self.app.tooltip = (self.t("board.unpin"), self.mouse)
            return
        if hover is not None and hover.tip and self.drag_from is None and not zooming:
            hint = f"\n{self.t('index.hint')}" if hover.kind in HOVER_KINDS else ""
            at = self.mouse if beside is None else (beside.x - 16, beside.bottom - 14)
            self.app.tooltip = (hover.tip + hint, at)

    def _count(self, unit: str, n: int) -> str:
        return self.app.t.plural(f"units.{unit}", n)

    def refusal_words(self, refusal: view.Refusal | None) -> str:
        """An engine refusal (`Game.refusal`) in the player's language; "" for none."""
        return refusal_text(self.app.t, refusal)

    def build_refusal_text(self, seat: int, bid: str) -> str:
        """Why the seat cannot build it now, in the player's language (engine refusal code)."""
        refusal = view.build_refusal(self.game, seat, bid)
        if refusal is None:
            return ""
        code, fields = refusal
        who = self.game.state.players[seat].name
        return self.refusal_words((f"refusal.{code}", {**fields, "who": who}))

    def _prompt(self) -> str:
        held = self.pacer.held
        if held is not None:
            return self.t("prompt.round_pause", round=held.events[0].data.get("round", ""))
        beat = self.pacer.current
        if beat is not None and beat.main is not None and beat.main.seat is not None:
            return self.describe(beat.main, self.hides_vp_of(beat.main.seat))
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
        layout = self.mayor_layout
        if kind == "mayor_layout" and layout and layout.placement() == self.mayor_suggestion:
            key = key.replace("mayor_layout", "mayor_suggested")
        text = self.t(key if self.app.t.has(key) else "prompt.generic", name=name)
        if key == f"prompt.{kind}" and kind in PROMPT_PARTS:
            text = self._legal_prompt(kind, name) or text
        if kind != "bohio" and any(a.kind == "bohio_move" for a in self.legal()):
            text += "\n" + self.t("prompt.bohio_hint")
        return text

    def _legal_prompt(self, kind: str, name: str) -> str:
        """The prompt naming only what the seat may do now (no quarry for a seat that may not
        take one, no Pass when it must act), in `PROMPT_PARTS` order; "" if none applies."""
        legal = {a.kind for a in self.legal()}
        parts = [self.t(f"prompt_part.{k}") for k in PROMPT_PARTS[kind] if k in legal]
        if not parts:
            return ""
        options = parts[0]
        if len(parts) > 1:
            rest = self.t("prompt_part.separator").join(parts[:-1])
            options = self.t("prompt_part.last", rest=rest, last=parts[-1])
        return self.t("prompt_part.sentence", name=name, options=options)

    def phase_label(self) -> str:
        """What the table is doing now, for the status panel."""
        s = self.shown.state
        if s.over:
            return self.t("board.phase_over")
        if not s.phase:
            return self.t("board.choosing_role")
        if self.app.t.has(f"roles.{s.phase}"):
            return self.t(f"roles.{s.phase}")
        return self.t(f"board.phase_{s.phase}")  # the draft, the Bohio's last moves


# The decisions whose prompt is put together from what is legal, and the action kinds it names
# in this order (each worded by `prompt_part.<kind>`).
PROMPT_PARTS: dict[str, tuple[str, ...]] = {
    "settler_tile": ("take_plantation", "take_quarry", "pass"),
    "build": ("build", "pass"),
    "craftsman_bonus": ("craftsman_bonus", "pass"),
    "sell": ("sell", "pass"),
    "load": ("load", "load_private", "load_small_private", "pass"),
    "smuggler": ("raid", "plunder", "poach", "capture", "pass"),
}


def obvious_choice(game: Game) -> Action | None:
    """The action a decision leaves no real choice about, else None (see `_obvious_choice`).
    A mayor layout is never obvious: the engine only asks when two legal layouts differ in
    outcome, even if it lists a single suggestion."""
    legal = game.legal_actions()
    if game.decision == "mayor_layout":
        return None
    if len(legal) == 1:
        return legal[0]
    if game.decision == "produce":
        return next((a for a in legal if a.kind == "produce"), None)
    return None


NOWHERE = OFF_TABLE  # the layer is painted as if the pointer were away: it shows no hover
