"""Screenshots of San Juan's screens, for looking at them (and for the README).

    xvfb-run -a -s "-screen 0 1920x1080x24" python tools/sj_screenshot.py --scene board \
        --size 1280x720 --lang fr --out /tmp/sj_board.png

Plays a seeded game with computer seats (the human's decisions taken by a scripted bot too) up
to `--steps` decisions, stopping at a decision of the human, then saves the window.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from game.san_juan.ai import make_agent
from game.san_juan.engine.view import seat_view
from game.san_juan.scenes.board import BoardScene
from game.san_juan.scenes.overlays import RulesOverlay
from game.san_juan.scenes.scoring import ScoringScene
from game.san_juan.scenes.session import Session
from game.san_juan.scenes.setup import SetupScene
from game.shell.app import App
from game.shell.persistence import Seat, Settings
from game.shell.title import TitleScene

SEATS = [
    Seat("Ana", "human", None, "red"),
    Seat("Bruno", "scripted", "normal", "blue"),
    Seat("Clara", "scripted", "hard", "green"),
    Seat("Diego", "scripted", "easy", "yellow"),
]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default="/tmp/sj.png")
    parser.add_argument(
        "--scene", default="board", choices=["board", "title", "setup", "scoring", "rules"]
    )
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--steps", type=int, default=160)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--size", default="1600x900")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--want", default="", help="stop at this decision of the human")
    parser.add_argument("--hover", default="", help="x,y of the pointer")
    args = parser.parse_args()
    w, h = (int(v) for v in args.size.split("x"))
    settings = replace(Settings(), language=args.lang, box="san_juan", window_size=(w, h))
    settings.ai_speed = "instant"
    settings.sound = False
    app = App(settings=settings)
    app.screen = pygame.display.set_mode((w, h))
    if args.scene == "title":
        app.push(TitleScene(app))
    elif args.scene == "setup":
        app.push(TitleScene(app))
        app.push(SetupScene(app))
    else:
        session = Session.new(SEATS[: args.seats], args.seed)
        bot = make_agent("scripted:normal", 1)
        game = session.game
        for _ in range(args.steps if args.scene != "scoring" else 10**6):
            if game.is_over:
                break
            seat = game.current_seat
            legal = game.legal_actions()
            action = legal[0] if len(legal) == 1 else bot.choose(seat_view(game, seat), legal)
            session.apply(action)
        if args.scene != "scoring":  # stop at a decision of the human
            me = session.humans[0]
            while not game.is_over and (
                game.current_seat != me or (args.want and game.decision[0] != args.want)
            ):
                seat = game.current_seat
                legal = game.legal_actions()
                session.apply(
                    legal[0] if len(legal) == 1 else bot.choose(seat_view(game, seat), legal)
                )
        scene = ScoringScene(app, session) if game.is_over else BoardScene(app, session)
        app.push(scene)
        if args.scene == "rules":
            app.push(RulesOverlay(app))
    if args.hover:
        x, y = (int(v) for v in args.hover.split(","))
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))
        )
        pygame.mouse.set_pos((x, y))
    for _ in range(3):
        app.frame(1 / 60)
    pygame.image.save(app.screen, args.out)
    print(args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
