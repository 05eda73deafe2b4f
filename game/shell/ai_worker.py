"""AI seats think on a worker thread so the window never freezes."""

from __future__ import annotations

import random
import threading
from typing import Any, Protocol


class Game(Protocol):
    """What the worker needs of any box's game: a copy for one seat and the legal actions."""

    @property
    def state(self) -> Any: ...  # has actions_taken: the position's stamp

    def seat_copy(self, seat: int, seed: int) -> Any: ...  # hidden parts drawn afresh

    def legal_actions(self) -> list[Any]: ...


class Agent(Protocol):
    def choose(self, game: Any, legal: list[Any]) -> Any: ...


Action = Any  # one of the box's actions

# Seconds an AI seat waits before its move shows, per `Settings.ai_speed`.
AI_DELAY = {"slow": 1.4, "normal": 0.7, "fast": 0.25, "instant": 0.0}


class AiWorker:
    """Runs agent.choose on the seat's copy of the game; the frame loop polls `result`."""

    def __init__(self) -> None:
        self._thread: threading.Thread | None = None
        self._result: Action | None = None
        self._error: BaseException | None = None
        self.seat: int | None = None
        self.stamp = -1  # actions_taken of the position being thought about
        self.delay = 0.0  # what is left of the pause before the answer is handed over
        self._draws = random.Random()  # seeds of the seats' copies: not the game's own draws

    @property
    def busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, agent: Agent, game: Game, seat: int) -> None:
        # The agent never sees the live game, only what its seat may see of it.
        snapshot = game.seat_copy(seat, self._draws.randrange(1 << 48))
        self.seat = seat
        self.stamp = game.state.actions_taken
        self._result = None
        self._error = None

        def think() -> None:
            try:
                self._result = agent.choose(snapshot, snapshot.legal_actions())
            except BaseException as exc:  # reported on the frame thread
                self._error = exc

        self._thread = threading.Thread(target=think, name=f"ai-seat-{seat}", daemon=True)
        self._thread.start()

    def poll(self) -> Action | None:
        """The chosen action once the thread is done (re-raises its error)."""
        if self._thread is None or self._thread.is_alive():
            return None
        self._thread = None
        if self._error is not None:
            raise self._error
        return self._result

    def step(self, agent: Agent, game: Game, seat: int, dt: float, speed: str) -> Action | None:
        """Called every frame while `seat` must decide: starts thinking once per position and
        hands back the choice once it is ready and the pause for `speed` is over, else None."""
        if not self.busy and self.stamp != game.state.actions_taken:
            self.start(agent, game, seat)
            self.delay = AI_DELAY.get(speed, 0.7)
        self.delay -= dt
        if self.delay > 0:
            return None
        action = self.poll()
        if action is None or self.stamp != game.state.actions_taken:
            return None
        self.stamp = -1
        return action

    def cancel(self) -> None:
        """Forget the pending answer (the thread finishes on its own; its result is ignored)."""
        self._thread = None
        self._result = None
        self.seat = None
        self.stamp = -1

    def wait(self, timeout: float | None = None) -> None:
        if self._thread is not None:
            self._thread.join(timeout)
