"""Screenshots of Santiago de Cuba's screens (tools/screenshot.py --box santiago ...).

Plays a seeded game with scripted seats through the table scene up to `--steps` decisions (or
the first time the human seat has `--decision` to make after that), then saves the window.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

import pygame

from game.santiago.ai import make_agent
from game.santiago.scenes.scoring import ScoringScene
from game.santiago.scenes.session import Session
from game.santiago.scenes.setup import SetupScene
from game.santiago.scenes.table import TableScene
from game.shell.app import App
from game.shell.persistence import Seat, Settings
from game.shell.title import TitleScene

SEATS = [
    Seat("Ana", "human", None, "red"),
    Seat("Bruno", "scripted", "normal", "blue"),
    Seat("Clara", "scripted", "hard", "green"),
    Seat("Diego", "scripted", "easy", "yellow"),
]


def shoot(args: argparse.Namespace) -> int:
    os.environ.setdefault("PR1897_HOME", "/tmp/pr1897-screenshot")
    w, h = (int(x) for x in args.size.split("x"))
    settings = Settings()
    settings.window_size = (w, h)
    settings.sound = False
    settings.language = args.lang
    settings.animation_speed = "off"
    settings.box = "santiago"
    app = App(settings=settings)
    seats = SEATS[: min(4, args.seats)]
    session = Session.new(seats, args.seed)
    agents = {i: make_agent("scripted:normal", i) for i in range(len(seats))}
    table = TableScene(app, session)
    table.viewer = 0
    for step in range(args.steps if args.scene != "scoring" else 100_000):
        g = session.game
        if g.is_over:
            break
        late = step >= args.steps - 80 and g.current_seat == 0
        if late and (not args.decision or g.decision == args.decision):
            break
        table.play(agents[g.current_seat].choose(g, g.legal_actions()))
    if args.scene == "title":
        app.push(TitleScene(app))
    elif args.scene == "setup":
        app.push(TitleScene(app))
        app.push(SetupScene(app))
    elif args.scene == "scoring":
        app.push(ScoringScene(app, session))
    else:
        table.rolling = 0.0
        table.car_move = None
        app.push(table)
    for _ in range(3):
        app.frame(1 / 60)
    if args.scene == "board" and args.hover:
        at = table.R(args.hover).center
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0))
        )
        app.frame(1 / 60)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, args.out)
    app.close()
    print(args.out)
    return 0
