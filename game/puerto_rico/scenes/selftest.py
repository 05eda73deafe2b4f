"""`python main.py --selftest`: one AI game through the real screen code, no window needed."""

from __future__ import annotations

import os
import tempfile


def run_selftest(max_frames: int = 20_000) -> int:
    """Play a 3-seat AI game on the board scene until the scoring screen; 0 when it got there."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PR1897_HOME", tempfile.mkdtemp(prefix="pr1897-selftest-"))
    from game.puerto_rico.scenes.board import BoardScene
    from game.puerto_rico.scenes.scoring import ScoringScene
    from game.puerto_rico.scenes.session import Session
    from game.shell.app import App
    from game.shell.persistence import Seat, Settings
    from game.shell.title import TitleScene

    settings = Settings()
    settings.ai_speed = "instant"
    settings.animation_speed = "off"
    settings.sound = False
    app = App(settings=settings, headless=True)
    try:
        app.push(TitleScene(app))
        app.frame(0.0)
        seats = [
            Seat("Ana", "scripted", "normal", "red"),
            Seat("Bruno", "scripted", "easy", "blue"),
            Seat("Clara", "random", None, "green"),
        ]
        session = Session.new(seats, seed=1897)
        app.reset(BoardScene(app, session))
        for _ in range(max_frames):
            app.frame(1 / 60)
            if isinstance(app.top, ScoringScene):
                break
        scoring = app.top
        if not isinstance(scoring, ScoringScene) or not session.game.is_over:
            print("selftest: the game did not reach the scoring screen")
            return 1
        totals = [s["total"] for s in session.game.final_scores()]
        print(f"selftest: ok, {session.game.state.round} rounds, scores {totals}")
        return 0
    finally:
        app.close()
