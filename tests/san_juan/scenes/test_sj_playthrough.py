"""End to end with the mouse: the title screen's box chooser → San Juan's setup → a whole game
against a computer seat, built by drag and paid onto the discard pile → the scoring screen."""

from __future__ import annotations

from dataclasses import replace

from sj_scene_helpers import perform

from game.san_juan.ai import ScriptedAgent
from game.san_juan.engine.view import seat_view
from game.san_juan.scenes.board import BoardScene
from game.san_juan.scenes.scoring import ScoringScene
from game.san_juan.scenes.setup import SetupScene
from game.shell.title import TitleScene


def test_a_whole_game_from_the_title_screen_to_the_scoring_screen(app, driver) -> None:  # type: ignore[no-untyped-def]
    app.apply_settings(replace(app.settings, box="puerto_rico"))
    app.push(TitleScene(app))
    driver.frames(2)
    title = app.top
    card = next(rect for box, rect in title.box_cards if box.id == "san_juan")
    driver.click(card.center)
    assert app.settings.box == "san_juan"
    new_game = next(b for b in title.buttons if b.label == app.t.t("menu.new_game"))
    driver.click(new_game.rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    two = next(b for b in setup.buttons if b.label == "2")
    driver.click(two.rect.center)
    setup.seed_text = "11"
    start = next(b for b in setup.buttons if b.label == app.t.t("sj.sjsetup.start"))
    driver.click(start.rect.center)
    board = app.top
    assert isinstance(board, BoardScene)
    assert [s.kind for s in board.session.seats].count("human") == 1
    me = board.session.humans[0]
    bot = ScriptedAgent("easy", 3)
    done: dict[str, int] = {}
    for _ in range(4000):
        if isinstance(app.top, ScoringScene):
            break
        game = board.game
        if game.current_seat != me:
            driver.frames(1)
            continue
        legal = game.legal_actions()
        action = legal[0] if len(legal) == 1 else bot.choose(seat_view(game, me), legal)
        before = len(game.history)
        perform(driver, board, action)
        # (the computer seat may already have answered in the same frames)
        assert len(game.history) > before, (action, board.message)
        taken = game.history[before]
        assert (taken.seat, taken.kind) == (me, action.kind), (taken, action)
        done[action.kind] = done.get(action.kind, 0) + 1
    scoring = app.top
    assert isinstance(scoring, ScoringScene)
    assert board.game.is_over
    # Buildings were built by drag and paid card by card onto the discard pile.
    assert done.get("build", 0) >= 3 and done.get("pay_card", 0) >= 3, done
    assert done.get("choose_role", 0) >= 5
    totals = [sheet["total"] for sheet in board.game.final_scores()]
    total_row = next(r for r in scoring.rows() if r[0] == app.t.t("sj.sjscore.total"))
    assert total_row[1] == [str(n) for n in totals]
