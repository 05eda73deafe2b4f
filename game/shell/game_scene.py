"""The shared base of a scene that plays one game of any box: the log, flashed messages, the
pacing of computer turns (`game.shell.pacing` holds the beats), the pause menu, the hand-over
between humans with what happened since that player's last turn, autosaves, and the rule
that what the screen offers (hotspots, buttons, tips) is rebuilt when the game or the window
changes, never while drawing.

A box passes in what is its own: the session (seats, agents, apply, save), a function that words
an event for the log, and its pause menu (the hand-over card is the shell's unless a box brings
its own). Nothing here knows a box's rules.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from game.shell.ai_worker import AiWorker
from game.shell.assets import GREEN, INK, RED, SEAT_COLOURS
from game.shell.overlays import HandoverOverlay
from game.shell.scene import Scene

if TYPE_CHECKING:
    from game.shell.app import App

Colour = tuple[int, int, int]
LogLine = tuple[str, Colour]
COLOUR_NAMES = ["red", "blue", "yellow", "green", "purple"]
OFF_TABLE = (-(10**6), -(10**6))  # a pointer position over nothing: nothing is hovered
LOG_LINES = 600  # what the log keeps (a few rounds to scroll back through); older lines go
FLASH_SECONDS = 4.0
# A flashed message's panel (fill, border): a refusal in red, a notice (a game saved) in green.
REFUSAL_STYLE = ((120, 40, 30, 235), RED)
NOTICE_STYLE = ((36, 84, 44, 235), GREEN)


def seat_colour(name: str) -> Colour:
    """A seat's colour by its name in the setup ("red", "blue", ...)."""
    if name in COLOUR_NAMES:
        return SEAT_COLOURS[COLOUR_NAMES.index(name)]
    return SEAT_COLOURS[0]


@dataclass(frozen=True)
class LogEntry:
    """One line of the log, kept as what happened and worded only when shown: a change of
    language, or of the player at the screen (hidden VP), rewords every line."""

    event: Any = None  # an engine event, worded by the box's `describe`
    key: str = ""  # else a string key and its fields
    fields: tuple[tuple[str, Any], ...] = ()
    seat: int | None = None  # whose colour the line takes


class SeatInfo(Protocol):
    name: str
    colour: str

    @property
    def is_human(self) -> bool: ...


class GameSession(Protocol):
    """What a box's session offers the base: its seats, agents, the game and its record."""

    game: Any
    seats: list[Any]
    agents: dict[int, Any]

    @property
    def humans(self) -> list[int]: ...

    def apply(self, action: Any) -> list[Any]: ...

    def save(self, slot: str, label: str = "") -> None: ...


class GameScene(Scene):
    """A scene playing a session. Subclasses draw the table and turn input into actions; they
    rebuild what may be clicked in `refresh`, which the base calls after the game, the window or
    the player's own half-made choice changed (`mark_dirty`), never from `draw`."""

    def __init__(
        self,
        app: App,
        session: GameSession,
        describe: Callable[[Any, bool], str],
        pause_menu: Callable[[GameScene], Scene],
        handover: Callable[[str], Scene] | None = None,
    ) -> None:
        super().__init__(app)
        self.session = session
        self.game = session.game
        # Words an engine event for the log in the player's language; with True, without the
        # VP it scored (hidden from the player at the screen).
        self.describe = describe
        self.pause_menu = pause_menu
        self.handover = handover
        self.ai = AiWorker()
        self.log: list[LogEntry] = []
        self.log_text: list[LogLine] = []  # the log worded at the last refresh, oldest first
        self.log_scroll = 0  # entries scrolled back from the latest (0: follow the game)
        self.logged = 0  # entries ever kept (the log itself drops the oldest)
        # Per human seat, how many entries had been kept when its last turn ended: what came
        # after is its "since your last turn" summary.
        self.turn_marks: dict[int, int] = {}
        self._worded: tuple[Hashable, list[LogLine]] = (None, [])
        self.message = ""
        self.message_time = 0.0
        self.message_is_notice = False  # a notice (saved) rather than a refusal
        self.viewer: int | None = None  # the human who last took the seat (hot seat)
        self.mouse: tuple[int, int] = OFF_TABLE  # where the pointer was last seen over the table
        self.dirty = True
        self._shown_key: Hashable = None
        self.refreshes = 0  # how many times the offer was rebuilt (tests count it)

    # -------------------------------------------------------------- offer

    def view_key(self) -> tuple[Hashable, ...]:
        """What the offer depends on besides the player's own clicks; a change rebuilds it."""
        return (id(self.game), self.game.state.actions_taken, self.viewer)

    def refresh(self) -> None:
        """Rebuild hotspots, button states and refusal tips from the game as it is now."""

    def mark_dirty(self) -> None:
        self.dirty = True

    def keep_fresh(self) -> None:
        """Rebuild the offer if anything it depends on changed since the last time."""
        key = self.view_key()
        if self.dirty or key != self._shown_key:
            self.dirty = False
            self._shown_key = key
            self.refreshes += 1
            self.log_text = self.log_lines()
            self.refresh()

    def enter(self) -> None:
        self.keep_fresh()  # back from an overlay: a hand-over, a load, a language change

    def cover(self) -> None:
        """An overlay opens: the pointer leaves the table (no hover, no tooltip, no drag)."""
        self.mouse = OFF_TABLE
        self.drop_pointer()
        for button in self.all_buttons():
            button.hover = False

    def drop_pointer(self) -> None:
        """Forget what the pointer holds or is pressing (a box's drags)."""

    def all_buttons(self) -> list[Any]:
        """Every button the scene draws (their hover is cleared when an overlay opens)."""
        return []

    # --------------------------------------------------------------- words

    def t(self, key: str, **fields: Any) -> str:
        return self.app.t.t(key, **fields)

    def colour_of(self, seat: int | None) -> Colour:
        return seat_colour(self.session.seats[seat].colour) if seat is not None else INK

    def _keep(self, entry: LogEntry) -> None:
        self.log.append(entry)
        self.logged += 1
        if self.log_scroll:
            self.log_scroll += 1  # scrolled back: the lines being read stay in place
        drop = len(self.log) - LOG_LINES
        if drop > 0:  # the oldest lines go, worded or not
            del self.log[:drop]
            shown_for, lines = self._worded
            self._worded = (shown_for, lines[drop:])
        self.mark_dirty()

    def note(self, key: str, seat: int | None = None, **fields: Any) -> None:
        """Add a line of the box's own words (a string key and its fields) to the log."""
        self._keep(LogEntry(key=key, fields=tuple(fields.items()), seat=seat))

    def log_event(self, event: Any) -> None:
        self._keep(LogEntry(event=event, seat=event.seat))

    def extend_log(self, entries: list[LogEntry]) -> None:
        """Carry another scene's log over (the draft's, ahead of round 1)."""
        for entry in entries:
            self._keep(entry)

    def scroll_log(self, entries: int) -> None:
        """Scroll the log back (positive) or forward; the painter keeps it within the log."""
        self.log_scroll = max(0, self.log_scroll + entries)
        self.mark_dirty()

    def hides_vp_of(self, seat: int | None) -> bool:
        """Whether the VP `seat` scores are hidden from the player at the screen (the box
        knows its hidden-information rule); the log then words its events without them."""
        return False

    def word(self, entry: LogEntry) -> str:
        """A log entry in the player's language, as the player at the screen may see it."""
        if entry.event is not None:
            return self.describe(entry.event, self.hides_vp_of(entry.seat))
        return self.t(entry.key, **dict(entry.fields))

    def log_lines(self) -> list[LogLine]:
        """The whole log worded now, each line in its seat's colour. Lines already worded for
        the same language and hidden VP are reused: only new ones are worded."""
        seats = range(len(self.session.seats))
        key = (id(self.app.t), tuple(self.hides_vp_of(s) for s in seats))
        shown_for, lines = self._worded
        if shown_for != key or len(lines) > len(self.log):
            lines = []
        for entry in self.log[len(lines) :]:
            lines.append((self.word(entry), self.colour_of(entry.seat)))
        self._worded = (key, lines)
        return list(lines)

    def mark_turn(self, seat: int, ahead: int = 0) -> None:
        """`seat` ends its turn: its summary starts after the entries kept so far and `ahead`
        more (its own action's events, still to be shown one by one)."""
        self.turn_marks[seat] = self.logged + ahead

    def since_last_turn(self, seat: int, hide_all_vp: bool = False) -> list[str]:
        """What happened since `seat` last played, one worded line per event (the box's notes
        left out), oldest first. With `hide_all_vp`, no seat's VP are told (a hand-over card is
        read before the player takes the seat)."""
        first = self.turn_marks.get(seat, 0) - (self.logged - len(self.log))
        lines = []
        for entry in self.log[max(0, first) :]:
            if entry.event is None:
                continue
            hide = hide_all_vp or self.hides_vp_of(entry.seat)
            lines.append(self.describe(entry.event, hide))
        return lines

    def _flash(self, text: str, notice: bool = False) -> None:
        """Show a refusal (or, with `notice`, news that is no refusal) for a few seconds."""
        self.message = text
        self.message_time = FLASH_SECONDS
        self.message_is_notice = notice

    def notify(self, text: str) -> None:
        """Show good news (a game saved) for a few seconds, in the notice style."""
        self._flash(text, notice=True)

    @property
    def message_style(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The flashed message's panel fill and border."""
        return NOTICE_STYLE if self.message_is_notice else REFUSAL_STYLE

    @property
    def flashing(self) -> bool:
        return self.message_time > 0 and bool(self.message)

    def update(self, dt: float) -> None:
        """Time passes for the flash and the table (`advance`, where computer seats move);
        then the offer is brought up to date, before this frame is drawn."""
        if self.message_time > 0:
            self.message_time -= dt
        self.advance(dt)
        self.keep_fresh()

    def advance(self, dt: float) -> None:
        """The box's own passing of time: animations, computer turns, the end of the game."""

    # ------------------------------------------------------ menu and saves

    def _open_menu(self) -> None:
        self.app.push(self.pause_menu(self))

    def _autosave(self, label: str) -> None:
        try:
            self.session.save("autosave", label)
        except OSError as exc:  # a full disk must not stop the game
            self._flash(str(exc))

    # ------------------------------------------------------------- seats

    def hand_over(self, seat: int, ready: bool = True) -> bool:
        """A human's turn: with several humans at the table, the screen hides behind a
        hand-over card until the next one takes the seat (once the table is `ready`, e.g. its
        animations are over). True when the card went up."""
        info = self.session.seats[seat]
        if len(self.session.humans) > 1 and self.viewer != seat and ready:
            self.viewer = seat
            if self.handover is not None:
                self.app.push(self.handover(info.name))
            else:
                summary = None  # a seat's first turn has no "since your last turn"
                if seat in self.turn_marks:
                    summary = self.since_last_turn(seat, hide_all_vp=self.app.settings.hide_vp)
                menu = lambda: self.pause_menu(self)  # noqa: E731
                self.app.push(HandoverOverlay(self.app, info.name, menu, summary))
            return True
        if self.viewer is None:
            self.viewer = seat
        return False

    def pace_ai(self, seat: int, dt: float) -> Any:
        """The computer seat's choice once it is ready and its pause is over, else None; the
        agent thinks on a thread, on a clone, so the window never blocks."""
        speed = self.app.settings.ai_speed
        return self.ai.step(self.session.agents[seat], self.game, seat, dt, speed)
