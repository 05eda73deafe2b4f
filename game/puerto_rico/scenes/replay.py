"""The replay viewer: a finished (or saved) game shown on the board as it was at any step.

The table is the board scene's own, read-only: nobody is asked to act, clicks on the table do
nothing, and no autosave is written. A bar under the table steps forward and back, jumps to a
round or a phase, plays at a chosen speed, and holds a scrubber with a tick at every round. The
log shows what happened up to the step on screen. Positions come from the replay's timeline
(every step's state, rebuilt once from the seed and the recorded actions).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.puerto_rico.replays import Timeline, record, seat_of_session, timeline
from game.puerto_rico.scenes.board import BoardScene
from game.puerto_rico.scenes.session import Session
from game.shell.assets import BRASS, CREAM, HIGHLIGHT, INK
from game.shell.game_scene import COLOUR_NAMES
from game.shell.overlays import MessageOverlay, Overlay, SettingsOverlay, self_t
from game.shell.persistence import LoadedGame, Seat
from game.shell.replays import Replay, ReplayError
from game.shell.widgets import Button, blit_text, handle_buttons, panel

if TYPE_CHECKING:
    from game.shell.app import App

SPEEDS: tuple[float, ...] = (1, 2, 4, 8, 16)  # steps per second when playing
BAR_HEIGHT = 104  # the bar under the table, at the 1600x900 reference size
ANIMATE_UP_TO = 2  # steps per second at which events still fly across the table


def replay_seats(replay: Replay, names: list[str], puertomas: int) -> list[Seat]:
    """Who sat where, each with a colour (headless replays record none)."""
    seats = []
    for i, name in enumerate(names):
        if i < len(replay.seats):
            seat = replay.seats[i].seat
        else:  # format 1 kept no seats: the last `puertomas` seats were Puertomas
            kind = "puertoma" if i >= len(names) - puertomas else "human"
            seat = Seat(name, kind)
        colour = seat.colour or COLOUR_NAMES[i % len(COLOUR_NAMES)]
        seats.append(Seat(seat.name, seat.kind, seat.level, colour))
    return seats


def open_replay(app: App, replay: Replay) -> None:
    """Show `replay` in the viewer over the current scene (Back returns to it); a replay that
    no longer plays is refused with the step and the reason."""
    try:
        line = timeline(replay)
    except ReplayError as exc:
        app.push(MessageOverlay(app, app.t.t("replay.refused"), [exc.message]))
        return
    game = line.game_at(0)
    seats = replay_seats(replay, game.names, line.config.puertomas)
    app.push(ReplayScene(app, line, seats, replay.label))


def watch_save(app: App, loaded: LoadedGame) -> None:
    """Show a saved game in the viewer, from its set-up to where it was saved."""
    seats = [seat_of_session(s) for s in loaded.seats]
    try:
        replay = record(loaded.game, loaded.actions, seats, label=loaded.label)
    except ValueError as exc:
        reason = app.t.t("replay.save_without_record", reason=str(exc))
        app.push(MessageOverlay(app, app.t.t("replay.refused"), [reason]))
        return
    open_replay(app, replay)


class ReplayScene(BoardScene):
    """The board, read-only, at step `step` of a timeline."""

    def __init__(self, app: App, line: Timeline, seats: list[Seat], label: str = "") -> None:
        self.timeline = line
        self.step = 0
        self.playing = False
        self.speed = 1  # index in SPEEDS
        self.since_step = 0.0
        self.scrubbing = False
        self.charts = False  # the VP chart over the log, with a marker at the round shown
        self.label = label
        self.controls: dict[str, Button] = {}
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.scrubber = pygame.Rect(0, 0, 0, 0)
        super().__init__(app, Session(line.game_at(0), seats))
        self.undo.allowed = False  # a replay takes nothing back
        self._make_controls()

    # ----------------------------------------------------------- the board, read-only

    @property
    def human_to_act(self) -> int | None:
        return None  # a replay asks nobody

    def hides_vp_of(self, seat: int | None) -> bool:
        return False  # the game is over: every VP chip may be seen

    def _make_buttons(self) -> None:
        self.buttons = {"button_menu": Button("II", pygame.Rect(0, 0, 1, 1), self._open_menu)}

    def _label_buttons(self) -> None:
        """No Done nor Pass: nobody decides anything in a replay."""

    def _prompt(self) -> str:
        """Who moves next (nobody is "thinking" in a replay, nor asked to click)."""
        g = self.game
        seat = g.current_seat
        if g.is_over or seat is None:
            return super()._prompt()
        return self.t("replay.next", name=g.names[seat])

    def _open_menu(self) -> None:
        self.playing = False
        self.app.push(ReplayMenu(self.app))

    def _autosave(self, label: str) -> None:
        """A replay never touches the autosave."""

    def view_key(self) -> tuple[Any, ...]:
        return (*super().view_key(), self.step)

    # ------------------------------------------------------------------ controls

    def _make_controls(self) -> None:
        t = self.t
        self.controls = {
            "start": Button("|<", pygame.Rect(0, 0, 1, 1), lambda: self.go_to(0)),
            "round_back": Button(
                t("replay.round_back"), pygame.Rect(0, 0, 1, 1), lambda: self.jump("round", -1)
            ),
            "phase_back": Button(
                t("replay.phase_back"), pygame.Rect(0, 0, 1, 1), lambda: self.jump("phase", -1)
            ),
            "step_back": Button("<", pygame.Rect(0, 0, 1, 1), lambda: self.go_to(self.step - 1)),
            "play": Button(t("replay.play"), pygame.Rect(0, 0, 1, 1), self.toggle_play),
            "step": Button(">", pygame.Rect(0, 0, 1, 1), lambda: self.go_to(self.step + 1)),
            "phase": Button(
                t("replay.phase_next"), pygame.Rect(0, 0, 1, 1), lambda: self.jump("phase", 1)
            ),
            "round": Button(
                t("replay.round_next"), pygame.Rect(0, 0, 1, 1), lambda: self.jump("round", 1)
            ),
            "end": Button(
                ">|",
                pygame.Rect(0, 0, 1, 1),
                lambda: self.go_to(self.timeline.steps),
            ),
            "speed": Button("", pygame.Rect(0, 0, 1, 1), self.next_speed),
            "charts": Button(t("replay.charts"), pygame.Rect(0, 0, 1, 1), self.toggle_charts),
        }

    def layout(self, size: tuple[int, int]) -> None:
        k = min(size[0] / 1600, size[1] / 900)
        bar_h = max(72, round(BAR_HEIGHT * k))
        super().layout((size[0], size[1] - bar_h))  # the table fits above the bar
        self.bar = pygame.Rect(0, size[1] - bar_h, size[0], bar_h)
        pad = max(6, round(10 * k))
        row_h = max(28, round(40 * k))
        order = list(self.controls)
        if not order:
            return  # still being made (the board lays itself out first)
        widths = {
            name: (0.6 if name in ("start", "end", "step_back", "step") else 1.3) for name in order
        }
        unit = (size[0] * 0.62 - pad * (len(order) - 1)) / sum(widths.values())
        x = float(pad)
        for name in order:
            w = round(unit * widths[name])
            self.controls[name].rect = pygame.Rect(round(x), self.bar.y + pad, w, row_h)
            x += w + pad
        top = self.bar.y + pad + row_h + pad
        self.scrubber = pygame.Rect(pad, top, size[0] - 2 * pad, self.bar.bottom - top - pad)
        self._label_controls()

    def _label_controls(self) -> None:
        if not self.controls:
            return
        n = self.timeline.steps
        self.controls["play"].label = self.t("replay.pause" if self.playing else "replay.play")
        self.controls["speed"].label = self.t("replay.speed", n=f"{SPEEDS[self.speed]:g}")
        for name in ("start", "round_back", "phase_back", "step_back"):
            self.controls[name].enabled = self.step > 0
        for name in ("step", "phase", "round", "end", "play"):
            self.controls[name].enabled = self.step < n
        self.controls["play"].enabled = self.step < n or self.playing

    def all_buttons(self) -> list[Button]:
        return [*self.buttons.values(), *self.controls.values()]

    # -------------------------------------------------------------------- moving

    def go_to(self, step: int) -> None:
        """Show the table after `step` actions; one step forward is played (and animated)."""
        step = max(0, min(step, self.timeline.steps))
        if step == self.step:
            return
        if step == self.step + 1:
            action = self.timeline.actions[self.step]
            events = self.game.apply(action)  # the recorded move: never re-thought
            self.step = step
            if SPEEDS[self.speed] > ANIMATE_UP_TO and self.playing:
                for e in events:
                    self.log_event(e)
            else:
                self._show_events(events)
        else:
            self._set_game(step)
        self._label_controls()
        self.mark_dirty()

    def _set_game(self, step: int) -> None:
        """Jump: the position from the timeline, the log rebuilt up to it."""
        game = self.timeline.game_at(step)
        self.game = game
        self.session.game = game
        self.shown, self.shown_seats = game, {}  # the board paints the shown table: this one
        self.panels.game = game
        self.step = step
        self.animator.clear()
        self.card_flash = None
        self.log = []
        self._worded = (None, [])
        self.log_scroll = 0
        self.note("board.welcome", names=", ".join(s.name for s in self.session.seats))
        for events in self.timeline.events[:step]:
            for e in events:
                self.log_event(e)

    def starts(self, unit: str) -> list[int]:
        """The steps at which each round (or phase) begins."""
        line = self.timeline
        return line.round_starts() if unit == "round" else line.phase_starts()

    def jump(self, unit: str, direction: int) -> None:
        """To the start of the next round or phase, or back to the start of this one (of the
        previous one when already there)."""
        starts = self.starts(unit)
        if direction > 0:
            later = [k for k in starts if k > self.step]
            self.go_to(later[0] if later else self.timeline.steps)
        else:
            earlier = [k for k in starts if k < self.step]
            self.go_to(earlier[-1] if earlier else 0)

    def toggle_play(self) -> None:
        if not self.playing and self.step >= self.timeline.steps:
            self.go_to(0)
        self.playing = not self.playing
        self.since_step = 0.0
        self._label_controls()

    def toggle_charts(self) -> None:
        self.charts = not self.charts

    def faster(self) -> None:
        self.speed = min(len(SPEEDS) - 1, self.speed + 1)
        self._label_controls()

    def next_speed(self) -> None:
        """The speed button: each click the next speed, back to the slowest after the fastest."""
        self.speed = (self.speed + 1) % len(SPEEDS)
        self._label_controls()

    def slower(self) -> None:
        self.speed = max(0, self.speed - 1)
        self._label_controls()

    def advance(self, dt: float) -> None:
        self.animator.update(dt)
        if self.card_flash is not None:
            card, count, left = self.card_flash
            self.card_flash = (card, count, left - dt) if left > dt else None
        if not self.playing:
            return
        self.since_step += dt
        interval = 1 / SPEEDS[self.speed]
        while self.since_step >= interval and self.playing:
            self.since_step -= interval
            if self.step >= self.timeline.steps:
                self.playing = False
                self._label_controls()
                break
            self.go_to(self.step + 1)

    # ------------------------------------------------------------------ input

    def _scrub_to(self, x: int) -> None:
        share = (x - self.scrubber.x) / max(1, self.scrubber.w)
        self.go_to(round(max(0.0, min(1.0, share)) * self.timeline.steps))

    def handle(self, event: pygame.event.Event) -> bool:
        if handle_buttons(list(self.controls.values()), event, self.app.assets):
            return True
        if event.type == pygame.KEYDOWN and self._replay_key(event):
            return True
        pressed = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if pressed and self.scrubber.collidepoint(event.pos):
            self.scrubbing = True
            self.playing = False
            self._scrub_to(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self.scrubbing:
            self._scrub_to(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.scrubbing:
            self.scrubbing = False
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and not (
            self.log_area.collidepoint(event.pos) or self.log_drag is not None
        ):
            # Only the menu button and the log answer a click: the table decides nothing.
            if self.buttons["button_menu"].rect.collidepoint(event.pos):
                return super().handle(event)
            return True
        if event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE:
            return True  # the board's keys (roles, Done, Pass) play moves: not here
        return super().handle(event)

    def _replay_key(self, event: pygame.event.Event) -> bool:
        keys: dict[int, Callable[[], None]] = {
            pygame.K_RIGHT: lambda: self.go_to(self.step + 1),
            pygame.K_LEFT: lambda: self.go_to(self.step - 1),
            pygame.K_PAGEDOWN: lambda: self.jump("round", 1),
            pygame.K_PAGEUP: lambda: self.jump("round", -1),
            pygame.K_DOWN: lambda: self.jump("phase", 1),
            pygame.K_UP: lambda: self.jump("phase", -1),
            pygame.K_SPACE: self.toggle_play,
            pygame.K_g: self.toggle_charts,
            pygame.K_HOME: lambda: self.go_to(0),
            pygame.K_END: lambda: self.go_to(self.timeline.steps),
            pygame.K_PLUS: self.faster,
            pygame.K_KP_PLUS: self.faster,
            pygame.K_EQUALS: self.faster,
            pygame.K_MINUS: self.slower,
            pygame.K_KP_MINUS: self.slower,
        }
        if event.key in keys:
            keys[event.key]()
            return True
        return False

    # ------------------------------------------------------------------- draw

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.charts:
            self._draw_chart(surface, self.R("log"))
        self._draw_bar(surface)

    def _draw_chart(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The scoring screen's VP chips over the rounds (the whole game, from the record) with
        a marker at the round on the table."""
        a = self.app.assets
        k = rect.h / 360
        panel(surface, rect, radius=10)
        blit_text(
            surface,
            a,
            self.t("scoring.chart_over_rounds"),
            (rect.x + 12, rect.y + 8),
            max(14, round(22 * k)),
            INK,
            bold=True,
        )
        history = self.timeline.final_vp_history or [[0] * self.game.state.seats]
        area = pygame.Rect(rect.x + 36, rect.y + round(44 * k), rect.w - 56, rect.h - round(76 * k))
        top = max(1, max(max(row) for row in history))
        rounds = len(history)
        pygame.draw.line(surface, INK, area.bottomleft, area.bottomright, 2)
        pygame.draw.line(surface, INK, area.bottomleft, area.topleft, 2)
        for seat in range(len(history[0])):
            points = [(area.x, area.bottom)] + [
                (
                    area.x + round(area.w * (r + 1) / rounds),
                    area.bottom - round(area.h * row[seat] / top),
                )
                for r, row in enumerate(history)
            ]
            pygame.draw.lines(surface, self.colour_of(seat), False, points, max(2, round(3 * k)))
        # The round on the table runs from the end of the one before it.
        now = self.game.state.round
        x = area.x + round(area.w * min(rounds, max(0, now - 1)) / rounds)
        pygame.draw.line(surface, HIGHLIGHT, (x, area.y), (x, area.bottom), max(2, round(3 * k)))
        small = max(12, round(18 * k))
        blit_text(surface, a, self.t("board.round", n=now), (x + 4, area.y), small, INK)
        blit_text(surface, a, str(top), (area.x - 6, area.y), small, INK, "topright")
        blit_text(surface, a, str(rounds), (area.right, area.bottom + 4), small, INK, "midtop")

    def _draw_bar(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        k = self.bar.h / BAR_HEIGHT
        pygame.draw.rect(surface, (44, 30, 20), self.bar)
        pygame.draw.line(surface, BRASS, self.bar.topleft, self.bar.topright, 2)
        for b in self.controls.values():
            b.draw(surface, a)
        line = self.timeline
        s = self.game.state
        status = self.t(
            "replay.status",
            step=self.step,
            steps=line.steps,
            round=s.round,
            phase=self.phase_label(),
        )
        right = self.bar.right - max(6, round(10 * k))
        row = self.controls["start"].rect
        blit_text(
            surface, a, status, (right, row.centery), max(14, round(24 * k)), CREAM, "midright"
        )
        # The scrubber: a track, a tick and a number at each round, the played part, the thumb.
        track = self.scrubber
        panel(surface, track, fill=(70, 50, 34), radius=6)
        n = max(1, line.steps)
        small = max(11, round(16 * k))
        for number, start in enumerate(line.round_starts(), start=1):
            x = track.x + round(track.w * start / n)
            pygame.draw.line(surface, BRASS, (x, track.y + 2), (x, track.bottom - 2), 1)
            if number == 1 or number % 5 == 0:
                blit_text(surface, a, str(number), (x + 3, track.y + 2), small, CREAM)
        played = pygame.Rect(track.x, track.centery - 3, round(track.w * self.step / n), 6)
        pygame.draw.rect(surface, HIGHLIGHT, played, border_radius=3)
        thumb_x = track.x + round(track.w * self.step / n)
        thumb = pygame.Rect(0, 0, max(8, round(12 * k)), track.h - 4)
        thumb.center = (thumb_x, track.centery)
        pygame.draw.rect(surface, CREAM, thumb, border_radius=4)
        pygame.draw.rect(surface, INK, thumb, width=1, border_radius=4)
        mouse = self.mouse
        for b in self.controls.values():
            if b.rect.collidepoint(mouse) and b.tip_text():
                self.app.tooltip = (b.tip_text(), mouse)


class ReplayMenu(Overlay):
    """The viewer's menu: back to the viewer, to the list of replays, settings, the title."""

    def __init__(self, app: App) -> None:
        super().__init__(app, self_t(app, "replay.menu_title"))
        self.add(self.t("pause.resume"), app.pop, hotkey=pygame.K_ESCAPE)
        self.add(self.t("replay.close"), self._close)
        self.add(self.t("pause.settings"), lambda: app.push(SettingsOverlay(app)))
        self.add(self.t("pause.quit_to_title"), self._title)

    def _close(self) -> None:
        self.app.pop()  # this menu
        self.app.pop()  # the viewer: back to where it was opened from

    def _title(self) -> None:
        from game.shell.title import TitleScene

        self.app.reset(TitleScene(self.app))
