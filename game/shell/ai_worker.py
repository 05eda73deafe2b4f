"""AI seats think off the frame loop so the window never freezes: a quick seat on a worker
thread, a searching seat (one that offers `remote_job`) in a process of its own, which a cancel
stops at once (CPU-bound Python on a thread would compete with the frame loop)."""

from __future__ import annotations

import multiprocessing
import random
import threading
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
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
Job = tuple[Callable[..., Any], tuple[Any, ...]]  # a module-level function and its arguments


def _serve(conn: Connection) -> None:
    """The thinking process: run each job received, send back (job id, ok, result or error)."""
    while True:
        try:
            job_id, func, args = conn.recv()
        except (EOFError, OSError):
            return  # the app is gone
        try:
            conn.send((job_id, True, func(*args)))
        except BaseException as exc:  # reported on the frame thread
            conn.send((job_id, False, repr(exc)))


class Thinker:
    """One process that runs one job at a time; `stop` kills a job at once (the process starts
    again with the next job)."""

    def __init__(self) -> None:
        self._proc: Any = None
        self._conn: Connection | None = None
        self._job = 0
        self._pending: int | None = None
        self._done: dict[int, tuple[bool, Any]] = {}

    def submit(self, job: Job) -> int:
        if self._pending is not None:
            self.stop()  # a stale job (a position nobody waits for any more): kill it now
        if self._proc is None or not self._proc.is_alive():
            ctx = multiprocessing.get_context("spawn")
            mine, theirs = ctx.Pipe()
            self._proc = ctx.Process(target=_serve, args=(theirs,), name="ai-thinker", daemon=True)
            self._proc.start()
            theirs.close()
            self._conn = mine
        assert self._conn is not None
        self._job += 1
        self._conn.send((self._job, *job))
        self._pending = self._job
        return self._job

    def busy(self, job_id: int) -> bool:
        self._collect()
        return self._pending == job_id

    def result(self, job_id: int) -> tuple[bool, Any] | None:
        """(ok, result or error text) once the job is done, else None."""
        self._collect()
        return self._done.pop(job_id, None)

    def _collect(self) -> None:
        conn, pending = self._conn, self._pending
        if pending is None or conn is None:
            return
        try:
            if not conn.poll():
                if not self._proc.is_alive():
                    self._done[pending] = (False, "the thinking process stopped")
                    self._pending = None
                return
            job_id, ok, value = conn.recv()
        except (EOFError, OSError) as exc:
            self._done[pending] = (False, repr(exc))
            self._pending = None
            return
        if job_id == self._pending:
            self._done[job_id] = (ok, value)
            self._pending = None

    def stop(self) -> None:
        """Kill the running job (and its process) now."""
        if self._proc is not None:
            self._proc.kill()
            self._proc.join(1.0)
        if self._conn is not None:
            self._conn.close()
        self._proc = self._conn = None
        self._pending = None
        self._done.clear()


# The app's one thinking process, shared by every game scene (one computer seat thinks at a
# time); started on first use.
THINKER = Thinker()

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
        self.thinker = THINKER
        self._remote: tuple[int, Any] | None = None  # (job id, agent) thinking in the process

    @property
    def busy(self) -> bool:
        if self._remote is not None:
            return self.thinker.busy(self._remote[0])
        return self._thread is not None and self._thread.is_alive()

    def start(self, agent: Agent, game: Game, seat: int) -> None:
        # The agent never sees the live game, only what its seat may see of it.
        snapshot = game.seat_copy(seat, self._draws.randrange(1 << 48))
        self.seat = seat
        self.stamp = game.state.actions_taken
        self._result = None
        self._error = None
        self._thread = None
        remote_job = getattr(agent, "remote_job", None)
        if remote_job is not None:
            # A searching seat: its own process; the answer comes back through `remote_result`.
            self._remote = (self.thinker.submit(remote_job(snapshot)), agent)
            return
        self._remote = None

        def think() -> None:
            try:
                self._result = agent.choose(snapshot, snapshot.legal_actions())
            except BaseException as exc:  # reported on the frame thread
                self._error = exc

        self._thread = threading.Thread(target=think, name=f"ai-seat-{seat}", daemon=True)
        self._thread.start()

    def poll(self) -> Action | None:
        """The chosen action once the thread is done (re-raises its error)."""
        if self._remote is not None:
            job_id, agent = self._remote
            done = self.thinker.result(job_id)
            if done is None:
                return None
            self._remote = None
            ok, value = done
            if not ok:
                raise RuntimeError(f"computer seat failed: {value}")
            return agent.remote_result(value)
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
        """Forget the pending answer (a thread finishes on its own, its result ignored; a
        process job is killed at once)."""
        if self._remote is not None:
            self.thinker.stop()
            self._remote = None
        self._thread = None
        self._result = None
        self.seat = None
        self.stamp = -1

    def wait(self, timeout: float | None = None) -> None:
        if self._remote is not None:
            end = time.monotonic() + (timeout if timeout is not None else 1e9)
            while self.busy and time.monotonic() < end:
                time.sleep(0.005)
        elif self._thread is not None:
            self._thread.join(timeout)
