"""Screenshots of the real window for the README and for looking at our own screens.

    xvfb-run -s "-screen 0 1600x900x24" python tools/screenshot.py --out docs/screenshot.png

Plays a seeded 4-seat game with scripted seats up to a chosen number of decisions, then saves
the window. `--scene` picks another screen (title, setup, scoring, replay, the first-game guide
after `--steps` of the player's decisions, the building index with `--query` typed).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from game.puerto_rico.scenes.board import BoardScene
from game.puerto_rico.scenes.scoring import ScoringScene
from game.puerto_rico.scenes.session import Session
from game.puerto_rico.scenes.setup import SetupScene
from game.shell.app import App
from game.shell.persistence import Seat, Settings
from game.shell.title import TitleScene

SEATS = [
    Seat("Ana", "human", None, "red"),
    Seat("Bruno", "scripted", "normal", "blue"),
    Seat("Clara", "scripted", "hard", "green"),
    Seat("Diego", "scripted", "easy", "yellow"),
    Seat("Elena", "scripted", "normal", "purple"),
]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default="docs/screenshot.png")
    parser.add_argument(
        "--scene",
        default="board",
        choices=[
            "board",
            "title",
            "setup",
            "scoring",
            "draft",
            "achievements",
            "replay",
            "guide",
            "index",
        ],
    )
    parser.add_argument("--expansions", default="", help="e.g. new_buildings,citizens")
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--steps", type=int, default=420)
    parser.add_argument(
        "--pace",
        type=float,
        default=None,
        help="play one more decision at normal speed and shoot this many seconds later "
        "(a computer seat's beat on show)",
    )
    parser.add_argument(
        "--animations", default="off", help="animation speed (off, slow, normal, fast)"
    )
    parser.add_argument("--pin", type=int, default=None, help="board: keep this seat enlarged")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--size", default="1600x900")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--solo", default="", help="difficulty: one human against two Puertomas")
    parser.add_argument("--box", default="puerto_rico", choices=["puerto_rico", "santiago"])
    parser.add_argument(
        "--decision",
        default="",
        help="stop at this decision (puerto_rico: the first seat's; 'smuggler' makes it take the "
        "smuggler as soon as it may)",
    )
    parser.add_argument(
        "--point", type=int, default=-1, help="puerto_rico: point at this panel choice (index)"
    )
    parser.add_argument("--hover", default="", help="santiago: point at this map zone")
    parser.add_argument("--query", default="", help="index: the search typed")
    parser.add_argument("--building", default="", help="index: the entry shown")
    args = parser.parse_args()
    if args.box == "santiago":
        from screenshot_santiago import shoot

        return shoot(args)
    os.environ.setdefault("PR1897_HOME", "/tmp/pr1897-screenshot")
    w, h = (int(x) for x in args.size.split("x"))
    settings = Settings()
    settings.window_size = (w, h)
    settings.sound = False
    settings.language = args.lang
    settings.animation_speed = args.animations
    settings.ai_speed = "instant"  # decisions before the shot are shown at once
    settings.round_pause = "never"
    app = App(settings=settings)
    if args.scene in ("guide", "index"):
        return _shoot_help(app, args)
    seats = SEATS[: args.seats]
    if args.solo:
        seats = [
            SEATS[0],
            Seat("Puertoma A", "puertoma", None, "blue"),
            Seat("Puertoma B", "puertoma", None, "green"),
        ]
    modules = tuple(m for m in args.expansions.split(",") if m)
    if args.scene == "draft" and not modules:
        modules = ("new_buildings", "citizens")
    variants: tuple[str, ...] = ()
    if args.scene == "achievements":  # the grand achievements draft (Expansion VI's variant)
        modules = tuple(dict.fromkeys((*modules, "achievements")))
        variants = ("achievements_draft",)
    session = Session.new(
        seats, args.seed, difficulty=args.solo or "normal", expansions=modules, variants=variants
    )
    # Everyone plays scripted until the chosen moment; the first seat is then shown as human.
    from game.puerto_rico.ai import make_agent

    agents = {i: make_agent("scripted:normal", i) for i in range(len(seats))}  # humans only play
    board = BoardScene(app, session)  # decisions go through the board so its log fills up
    board.viewer = 0
    limit = args.steps if args.scene not in ("scoring", "replay") else 100_000
    for step in range(limit + (2000 if args.decision else 0)):
        g = session.game
        if g.is_over or (args.scene == "draft" and (step >= args.steps or g.decision != "draft")):
            break
        cards = g.decision != "draft" and (step >= args.steps or g.decision != "achievement_draft")
        if args.scene == "achievements" and cards:
            break
        late = step >= args.steps - 60
        if args.decision:
            if g.current_seat == 0 and g.decision == args.decision and step >= args.steps:
                break
            smuggle = _take_smuggler(g) if args.decision == "smuggler" else None
            if smuggle is not None and step >= args.steps:
                board.play(smuggle)
                continue
        elif args.scene == "board" and late and g.current_seat == 0 and _interesting(g.decision):
            break
        board.play(agents[g.current_seat].choose(g.clone(), g.legal_actions()))
    if args.scene == "replay":
        _push_replay(app, session, board, args.steps)
    elif args.scene == "title":
        app.push(TitleScene(app))
    elif args.scene == "setup":
        app.push(TitleScene(app))
        app.push(SetupScene(app))
    elif args.scene == "scoring":
        app.push(ScoringScene(app, session))
    elif args.scene == "draft":
        from game.puerto_rico.scenes.draft import DraftScene

        app.push(DraftScene(app, session))
    elif args.scene == "achievements":
        from game.puerto_rico.scenes.achievement_draft import AchievementDraftScene

        scene = AchievementDraftScene(app, session)
        scene.viewer = 0  # the first seat at the screen (hot seat: its hand-over is done)
        app.push(scene)
    else:
        board.animator.clear()
        board.card_flash = None  # a resolution card shows for a moment, not in a still
        board.pinned_seat = args.pin
        app.push(board)
        pygame.event.clear()  # the X server's pointer in the middle would show a tooltip
        board.mouse = (-1, -1)
    for _ in range(3):
        app.frame(1 / 60)
    if args.point >= 0 and args.scene == "board":
        choices = [h for h in board.hotspots if h.kind == "choice"]
        if choices:
            board.mouse = choices[min(args.point, len(choices) - 1)].rect.center
            pygame.event.clear()
            app.frame(1 / 60)
    if args.scene == "board" and args.pace is not None and not session.game.is_over:
        settings.ai_speed = "normal"
        g = session.game
        for _ in range(40):  # until a decision sets a computer seat moving
            board.play(agents[g.current_seat].choose(g.clone(), g.legal_actions()))
            if any(beat.seconds for beat in board.pacer.queue) or g.is_over:
                break
        for _ in range(round(args.pace * 60)):
            app.frame(1 / 60)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, args.out)
    app.close()
    print(args.out)
    return 0


def _push_replay(app: App, session: Session, board: BoardScene, step: int) -> None:
    """The finished game kept as a replay, shown in the viewer at `step`."""
    from game.puerto_rico.scenes.replay import open_replay
    from game.shell.replays import load_replay

    path = session.keep_replay()
    assert path is not None
    app.push(TitleScene(app))
    open_replay(app, load_replay(path))
    viewer = app.top
    viewer.go_to(step)  # type: ignore[union-attr]
    pygame.event.clear()  # the X server's first pointer move would hover the middle tile
    viewer.mouse = viewer.scrubber.center  # type: ignore[union-attr]


def _shoot_help(app: App, args: argparse.Namespace) -> int:
    """The first-game guide after the player's first `--steps` decisions (each the first thing
    the coach points at's action: the engine's first legal one), or the building index."""
    app.push(TitleScene(app))
    if args.scene == "guide":
        from game.puerto_rico.scenes.guide import open_guide

        guide = open_guide(app)
        app.push(guide)
        made = 0
        for _ in range(2000):
            app.frame(1 / 60)
            if guide.human_to_act is None:
                continue
            if made >= args.steps:
                break
            legal = guide.game.legal_actions()
            guide.play(legal[min(len(legal) - 1, 2)] if guide.game.decision == "role" else legal[0])
            made += 1
        guide.mouse = (0, 0)
    else:
        from game.puerto_rico.scenes.building_index import BuildingIndexOverlay

        index = BuildingIndexOverlay(app, args.building or None)
        app.push(index)
        if args.query:
            index.set_query(args.query)
    for _ in range(3):
        app.frame(1 / 60)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, args.out)
    app.close()
    print(args.out)
    return 0


def _take_smuggler(g) -> object | None:  # type: ignore[no-untyped-def]
    """The first seat's choice of the smuggler role, when it may take it now."""
    if g.current_seat != 0 or g.decision != "role":
        return None
    tiles = {r.id for r in g.state.roles if r.role == "smuggler"}
    return next(
        (a for a in g.legal_actions() if a.kind == "choose_role" and a.value in tiles), None
    )


def _interesting(decision: str | None) -> bool:
    return decision in ("build", "load", "role", "sell", "mayor_layout")


if __name__ == "__main__":
    raise SystemExit(main())
