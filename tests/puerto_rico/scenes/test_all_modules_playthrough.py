"""A solo game with all six modules (Expansions I-VI) played by mouse from the setup screen to
the scoring screen: the building draft, the grand achievement cards kept by clicks, every role
and module decision through its gesture on the board (issue 12)."""

from __future__ import annotations

import pygame

from game.puerto_rico.engine import view
from game.puerto_rico.scenes.board import BoardScene
from game.puerto_rico.scenes.draft import DraftScene
from game.puerto_rico.scenes.scoring import ScoringScene
from game.puerto_rico.scenes.setup import SetupScene

SIX = ("new_buildings", "citizens", "smuggler", "festival", "activities", "achievements")


def _keep_by_clicks(driver, board: BoardScene, cards: tuple[str, ...]) -> None:  # type: ignore[no-untyped-def]
    for cid in cards:
        spot = next(
            s
            for s in board.hotspots
            if s.kind == "choice" and s.value.clickable and s.value.key == f"achievement:{cid}"
        )
        driver.click(spot.rect.center)
        driver.frames(1)
    driver.click(board.buttons["button_done"].rect.center)


def test_solo_game_with_all_six_modules_from_setup_to_scoring_by_mouse(app, driver) -> None:  # type: ignore[no-untyped-def]
    from test_draft_scene import _open_setup, _play_draft, _start  # sibling modules
    from test_expansion_board import Explorer, _perform

    setup = _open_setup(app, driver)
    assert isinstance(setup, SetupScene)
    driver.click(next(b for b in setup.buttons if b.label.startswith("Solo")).rect.center)
    for module in SIX:
        driver.click(setup.module_toggles[module].rect.center)
    assert setup.chosen_modules() == SIX
    _start(driver, setup, "2611")
    draft = app.top
    assert isinstance(draft, DraftScene)
    session = draft.session
    game = session.game
    assert game.state.expansions == SIX
    _play_draft(app, driver, draft, seed=5)
    driver.key(pygame.K_RETURN)
    board = app.top
    assert isinstance(board, BoardScene) and board.session is session
    hand = Explorer(11)
    kinds: set[str] = set()
    dragged = 0
    for _ in range(80_000):
        if isinstance(app.top, ScoringScene):
            break
        driver.frames(1)
        if board.human_to_act is None or app.top is not board:
            continue
        before = game.state.actions_taken
        action = hand.choose(game.clone(), game.legal_actions())
        kinds.add(action.kind)
        if action.kind == "place_workers" and action != game.legal_actions()[0]:
            dragged += 1  # a layout other than the suggested one: figures are dragged
        if game.decision == "achievement_keep":
            _keep_by_clicks(driver, board, tuple(action.value))
        else:
            _perform(driver, board, action)
        driver.frames(1)
        assert game.state.actions_taken > before, (action, game.decision)
    scoring = app.top
    assert isinstance(scoring, ScoringScene) and game.is_over
    final = game.final_scores()
    rows = dict(scoring.rows())
    assert rows["Total"] == [s["total"] for s in final]
    # The human kept 4 cards; the Puertomas score the human's uncompleted ones (SPEC §19.16.5).
    human = view.achievement_cards(game, 0, 0)
    owed = sum(view.achievement_card(game, c).vp for c in human.hidden or ())
    assert len(human.completed) + human.hidden_count == 4
    assert rows["Grand achievements"] == [0, owed, owed]
    assert f"Each Puertoma scores {owed} VP" in scoring.achievements_note()
    # Every mayor phase was laid out by dragging figures (the crates drawn over the portrait's
    # strip once swallowed a figure dropped back there).
    assert {"choose_role", "keep_achievements", "place_workers", "build"} <= kinds
    assert dragged >= 1
    assert game.state.festival  # the festival board was set up and played with
    assert game.state.round >= 8
