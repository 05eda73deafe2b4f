"""The pace of the table: what happened is shown one beat at a time (a computer seat's action,
the end of a round), each held long enough to follow, at the speed the settings choose; the end
of a round may wait for the player's click. Knows no box's rules: a box cuts its events into
beats and says which ones hold."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

# Seconds a computer seat's beat stays on the table, per `Settings.ai_speed` (the issue asks
# about one second a beat at "normal"). A human's own beat only waits for its flights to land.
BEAT_SECONDS = {"slow": 1.9, "normal": 1.0, "fast": 0.45, "instant": 0.0}
TABLE_SHARE = 0.5  # a beat of the table's own (a round ending) lasts half a seat's beat
ROUND_PAUSES: tuple[str, ...] = ("solo", "always", "never")  # Settings.round_pause


def beat_seconds(speed: str, computer: bool, table: bool = False) -> float:
    """How long a beat stays once its flights have landed."""
    base = BEAT_SECONDS.get(speed, BEAT_SECONDS["normal"])
    if table:
        return base * TABLE_SHARE
    return base if computer else 0.0


def pauses_at_round_end(setting: str, humans: int) -> bool:
    """Whether the table waits for a click at the end of a round: "solo" (the default) pauses
    when one human plays against computer seats, "always" and "never" say what they say."""
    if setting == "always":
        return True
    if setting == "never":
        return False
    return humans == 1


@dataclass
class Beat:
    """One step the player sees: its events, the table as it stands once they happened (a copy
    of the box's game), whose action it is (None: the table's), and how long it stays."""

    events: list[Any]
    table: Any
    seat: int | None
    seconds: float
    holds: bool = False  # after it, the table waits for the player (the end of a round)
    main: Any = None  # the event that names the beat (the status line, the highlight)
    data: dict[str, Any] = field(default_factory=dict)  # the box's own notes on the beat


class Pacer:
    """Plays beats one after the other. `update` starts the next beat once the current one has
    stayed its time and nothing moves; a beat that holds stops the queue until `release`."""

    def __init__(self) -> None:
        self.queue: deque[Beat] = deque()
        self.current: Beat | None = None
        self.elapsed = 0.0
        self.held: Beat | None = None  # the beat the table waits after, for a click
        self.started = 0  # beats started so far (a change of what the table shows)

    @property
    def busy(self) -> bool:
        """Something is still to be shown (or the table waits for a click)."""
        return self.current is not None or bool(self.queue) or self.held is not None

    def add(self, beats: list[Beat]) -> None:
        self.queue.extend(beats)

    def release(self) -> bool:
        """The player clicked on: the queue goes on. False when nothing was held."""
        if self.held is None:
            return False
        self.held = None
        return True

    def update(
        self,
        dt: float,
        start: Callable[[Beat], None],
        moving: Callable[[], bool] = lambda: False,
    ) -> None:
        """Let `dt` seconds pass; `start` is called for each beat begun (it logs, animates and
        sounds it), `moving` says whether its flights are still in the air (a beat ends once
        they landed). Beats of no duration with nothing in the air follow each other within
        one call (the "instant" speed)."""
        if self.held is not None:
            return
        if self.current is not None:
            self.elapsed += dt
        while True:
            beat = self.current
            if beat is not None:
                if self.elapsed < beat.seconds or moving():
                    return
                self.current = None
                if beat.holds:
                    self.held = beat
                    return
            if not self.queue:
                return
            self.current = self.queue.popleft()
            self.elapsed = 0.0
            self.started += 1
            start(self.current)

    def clear(self) -> list[Beat]:
        """Drop what is still to be shown (a load, the end of the scene); returns it."""
        left = ([self.current] if self.current else []) + list(self.queue)
        self.current = None
        self.queue.clear()
        self.held = None
        return left
