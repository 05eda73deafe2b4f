"""Screen benchmark: start-up time, frame time percentiles on the main board, memory.

    python benchmarks/bench_ui.py [--frames 1800] [--seats 4] [--expert]

Prints one JSON line: startup_s (process start to the first title frame, measured on a child
process), frame_ms_p50/p95/p99 (the main board during an animated game of AI seats at
1600x900 with the dummy video driver) and rss_mib (peak resident memory of this process).
With --expert the first seat is then played by the expert (it thinks in its own process) for
as many frames again: expert_frame_ms_* are the frames drawn while it was thinking,
expert_table_other_frame_ms_* the other frames of that run, next to the table without it.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

CHILD = """
import os, sys, time
sys.path.insert(0, {root!r})
from game.shell.app import App
from game.shell.title import TitleScene
app = App(headless=True)
app.push(TitleScene(app))
app.frame(0.0)
print("first-frame", flush=True)
app.close()
"""


def startup_seconds(runs: int = 3) -> float:
    """Best of a few cold starts of a child process up to its first title frame."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env["PR1897_HOME"] = tempfile.mkdtemp(prefix="pr1897-bench-")
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        out = subprocess.run(
            [sys.executable, "-c", CHILD.format(root=str(ROOT))],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        assert "first-frame" in out.stdout
        best = min(best, time.perf_counter() - start)
    return best


def frame_times(
    frames: int,
    seats: int,
    expansions: tuple[str, ...] = (),
    expert: bool = False,
    others: list[float] | None = None,
) -> list[float]:
    """Frame times of the board; with `expert` (the first seat an expert), only the frames
    drawn while the expert was thinking (the other frames go to `others`)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PR1897_HOME", tempfile.mkdtemp(prefix="pr1897-bench-"))
    from game.puerto_rico.scenes.board import BoardScene
    from game.puerto_rico.scenes.session import Session
    from game.shell.app import App
    from game.shell.persistence import Seat, Settings

    settings = Settings()
    settings.window_size = (1600, 900)
    settings.ai_speed = "fast"
    settings.animation_speed = "fast"
    settings.sound = False
    app = App(settings=settings, headless=True)
    levels = ["normal", "easy", "hard", "normal", "easy"]
    colours = ["red", "blue", "green", "yellow", "purple"][:seats]
    players = [Seat(f"AI {i + 1}", "scripted", levels[i], c) for i, c in enumerate(colours)]
    if expert:
        players[0] = Seat("Expert", "expert", None, colours[0])
    seed = 1
    app.push(BoardScene(app, Session.new(players, seed, expansions=expansions)))
    times: list[float] = []
    for _ in range(frames):
        if not isinstance(app.top, BoardScene):  # game over: deal a new one
            seed += 1
            app.reset(BoardScene(app, Session.new(players, seed, expansions=expansions)))
        board = app.top
        start = time.perf_counter()
        app.frame(1 / 60)
        elapsed = time.perf_counter() - start
        thinking = (
            isinstance(board, BoardScene) and board.session.game.current_seat == 0 and board.ai.busy
        )
        if not expert or thinking:
            times.append(elapsed)
        elif others is not None:
            others.append(elapsed)
        time.sleep(0.002)  # let the AI thread think, as the 60 FPS cap would
    app.close()
    return times


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=1800)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--expansions", default="", help="e.g. new_buildings,citizens")
    parser.add_argument(
        "--expert", action="store_true", help="also the frames while an expert seat thinks"
    )
    args = parser.parse_args()
    expansions = tuple(m for m in args.expansions.split(",") if m)
    startup = startup_seconds()
    times = frame_times(args.frames, args.seats, expansions)
    out = {
        "startup_s": round(startup, 3),
        "frames": len(times),
        "expansions": list(expansions),
        "frame_ms_p50": round(percentile(times, 50) * 1000, 2),
        "frame_ms_p95": round(percentile(times, 95) * 1000, 2),
        "frame_ms_p99": round(percentile(times, 99) * 1000, 2),
    }
    if args.expert:
        rest: list[float] = []
        thinking = frame_times(args.frames, args.seats, expansions, expert=True, others=rest)
        out["expert_frames"] = len(thinking)
        for name, ts in (("expert", thinking), ("expert_table_other", rest)):
            if ts:
                for p in (50, 95, 99):
                    out[f"{name}_frame_ms_p{p}"] = round(percentile(ts, p) * 1000, 2)
    out["rss_mib"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
