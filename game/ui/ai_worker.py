"""AI seats think on a worker thread so the window never freezes."""

from __future__ import annotations

import threading

from game.ai import Agent
from game.engine import Action, Game


class AiWorker:
    """Runs agent.choose on a clone of the game; the frame loop polls `result`."""

    def __init__(self) -> None:
        self._thread: threading.Thread | None = None
        self._result: Action | None = None
        self._error: BaseException | None = None
        self.seat: int | None = None
        self.stamp = -1  # actions_taken of the position being thought about

    @property
    def busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, agent: Agent, game: Game, seat: int) -> None:
        snapshot = game.clone()  # the agent never sees the live game
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

    def cancel(self) -> None:
        """Forget the pending answer (the thread finishes on its own; its result is ignored)."""
        self._thread = None
        self._result = None
        self.seat = None
        self.stamp = -1

    def wait(self, timeout: float | None = None) -> None:
        if self._thread is not None:
            self._thread.join(timeout)
