"""The grand achievements draft (Expansion VI's variant) as a scene of its own: setup opens it,
humans keep cards by clicks (each sees only its own offer and hand, behind a hand-over card in
hot seat), computers pick on their own, a save taken mid-draft reopens it, the building draft
leads to it, and Begin opens the board with its log. Then a hot-seat playthrough checks that
no screen shows another human's hidden cards (issue 12)."""

from __future__ import annotations

import random

import pygame

from game.puerto_rico.engine import view
from game.puerto_rico.scenes.achievement_draft import AchievementDraftScene, table_scene
from game.puerto_rico.scenes.achievement_panels import HandOverlay
from game.puerto_rico.scenes.board import BoardScene
from game.puerto_rico.scenes.draft import DraftScene
from game.puerto_rico.scenes.overlays import start_loaded
from game.puerto_rico.scenes.session import Session
from game.puerto_rico.scenes.setup import SetupScene
from game.shell.overlays import HandoverOverlay
from game.shell.persistence import Seat, load_game
from game.shell.title import TitleScene

MODULE = ("achievements",)
DRAFT = (view.ACHIEVEMENTS_DRAFT,)
ANA = Seat("Ana", "human", None, "red")
BRUNO = Seat("Bruno", "human", None, "blue")
CLARA = Seat("Clara", "human", None, "green")
DIEGO = Seat("Diego", "scripted", "normal", "yellow")


def _scene(app, seats: list[Seat], seed: int = 7) -> AchievementDraftScene:  # type: ignore[no-untyped-def]
    session = Session.new(seats, seed, expansions=MODULE, variants=DRAFT)
    scene = table_scene(app, session)
    assert isinstance(scene, AchievementDraftScene)
    app.push(scene)
    app.frame(1 / 60)
    return scene


def _secrets_of_others(scene: AchievementDraftScene, seat: int) -> set[str]:
    g = scene.game
    others = [s for s in range(g.state.seats) if s != seat]
    return {
        c
        for s in others
        for c in (*view.achievement_offer(g, s), *g.state.achievements["hands"][s])
    }  # type: ignore[index]


def _draft_by_mouse(
    app, driver, scene: AchievementDraftScene, rng: random.Random
) -> dict[int, list[str]]:  # type: ignore[no-untyped-def]
    """Frames until every hand is set; each human clicks a card of its offer. At every click
    the screen shows the acting seat's offer and hand, nothing of anybody else's."""
    g = scene.game
    kept: dict[int, list[str]] = {}
    handovers = 0
    for _ in range(5000):
        if scene.complete:
            break
        driver.frames(1)
        if isinstance(app.top, HandoverOverlay):
            handovers += 1
            driver.key(pygame.K_RETURN)
            continue
        seat = scene.human_to_act
        if seat is None or app.top is not scene:
            continue
        offer = view.achievement_offer(g, seat)
        assert set(scene.card_rects) == set(offer) == set(scene.legal)
        assert set(scene.hand_rects) == set(g.state.achievements["hands"][seat])  # type: ignore[index]
        assert not (set(scene.card_rects) | set(scene.hand_rects)) & _secrets_of_others(scene, seat)
        card = rng.choice(offer)
        before = len(scene.session.actions)
        driver.click(scene.card_rects[card].center)
        assert scene.session.actions[before].value == card
        kept.setdefault(seat, []).append(card)
    assert scene.complete
    scene.handovers = handovers  # type: ignore[attr-defined]
    return kept


def test_hot_seat_humans_keep_cards_by_clicks_behind_hand_over_cards(app, driver) -> None:  # type: ignore[no-untyped-def]
    scene = _scene(app, [ANA, BRUNO, CLARA])
    kept = _draft_by_mouse(app, driver, scene, random.Random(3))
    hands = scene.game.state.achievements["hands"]  # type: ignore[index]
    for seat in range(3):
        assert len(hands[seat]) == 4
        assert hands[seat][:3] == kept[seat]  # the fourth is the last card passed
    # Three humans choose in turn, four times: a hand-over card before each change of hands.
    assert scene.handovers >= 9  # type: ignore[attr-defined]
    lines = [text for text, _ in scene.log_lines()]
    assert sum(t.endswith("keeps a grand achievement card.") for t in lines) == 9
    assert sum(t.startswith("The grand achievement cards not kept") for t in lines) == 3
    begin = scene.begin_button
    driver.click(begin.rect.center)
    board = next(s for s in app.stack if isinstance(s, BoardScene))  # under a hand-over card
    assert board.game is scene.game and scene not in app.stack
    shown = [t for t, _ in board.log_lines()]
    start = shown.index(lines[0])  # after the board's welcome: the draft's log, carried over
    assert shown[start : start + len(lines)] == lines


def test_a_computer_picks_by_itself_and_a_click_out_of_turn_says_whose_turn_it_is(
    app, driver
) -> None:  # type: ignore[no-untyped-def]
    app.settings.ai_speed = "normal"
    scene = _scene(app, [DIEGO, ANA], seed=2)
    g = scene.game
    assert g.current_seat == 0  # Diego (the governor) keeps first
    assert scene.human_to_act is None and scene.card_rects  # Ana's offer, dimmed
    driver.click(next(iter(scene.card_rects.values())).center)
    assert scene.message == "It is Diego's turn to keep a card."
    for _ in range(600):
        driver.frames(1)
        if scene.human_to_act == 1:
            break
    assert g.state.achievements["hands"][0] and scene.human_to_act == 1  # type: ignore[index]
    assert scene.prompt() == "Ana, keep one card; the others go to Diego"


def test_setup_with_the_draft_variant_opens_the_draft_scene(app, driver) -> None:  # type: ignore[no-untyped-def]
    app.push(TitleScene(app))
    driver.frames(2)
    driver.click(next(b for b in app.top.buttons if b.label == "New game").rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    driver.click(setup.module_toggles["achievements"].rect.center)
    variant = next(t for t in setup.toggles if t.label.startswith("Achievements draft"))
    assert variant.enabled
    driver.click(variant.rect.center)
    assert setup.chosen_variants() == DRAFT
    driver.click(next(b for b in setup.buttons if b.label.startswith("Start")).rect.center)
    driver.frames(2)
    scene = app.top if not isinstance(app.top, HandoverOverlay) else app.stack[-2]
    assert isinstance(scene, AchievementDraftScene)
    assert scene.game.decision == "achievement_draft"


def test_a_save_taken_mid_draft_reopens_the_draft(app, driver) -> None:  # type: ignore[no-untyped-def]
    scene = _scene(app, [ANA, DIEGO], seed=4)
    for _ in range(200):
        driver.frames(1)
        if scene.human_to_act == 0:
            break
    driver.click(scene.card_rects[view.achievement_offer(scene.game, 0)[0]].center)
    driver.frames(1)
    loaded = load_game("autosave")  # every pick is saved
    assert loaded.game.decision == "achievement_draft"
    start_loaded(app, loaded)
    again = app.top
    assert isinstance(again, AchievementDraftScene)
    assert again.game.state.achievements["hands"][0] == scene.game.state.achievements["hands"][0]  # type: ignore[index]


def test_the_building_draft_leads_to_the_achievements_draft(app) -> None:  # type: ignore[no-untyped-def]
    session = Session.new(
        [ANA, DIEGO], 6, expansions=("new_buildings", "achievements"), variants=DRAFT
    )
    game = session.game
    while game.decision == "draft":
        session.apply(game.legal_actions()[0])
    assert game.decision == "achievement_draft"
    draft = DraftScene(app, session)
    app.push(draft)
    app.frame(1 / 60)
    assert draft.complete
    draft.begin()
    assert isinstance(app.top, AchievementDraftScene) and app.top.session is session


# --------------------------------------------------------------------------- hot seat


def test_hidden_achievement_cards_in_a_hot_seat_playthrough(app, driver) -> None:  # type: ignore[no-untyped-def]
    """Two humans and a computer, the draft then six rounds by mouse: whenever a human has
    taken the seat, its hand shows its own cards with their progress, the other human's only
    as a count (its completed cards face up), and no log line names a card still hidden."""
    from test_expansion_board import Explorer, _perform  # sibling module

    scene = _scene(app, [ANA, BRUNO, DIEGO], seed=12)
    _draft_by_mouse(app, driver, scene, random.Random(5))
    driver.click(scene.begin_button.rect.center)
    board = next(s for s in app.stack if isinstance(s, BoardScene))
    g = board.game
    a = g.state.achievements
    assert a is not None
    every = [
        *a["deck"],
        *a["discard"],
        *(c for s in range(3) for c in a["hands"][s] + a["done"][s]),
    ]
    names = {c: view.achievement_card(g, c).name_en for c in every}
    hand = Explorer(4)
    looked: set[tuple[int, int]] = set()  # (viewer, round) already looked at
    for _ in range(40_000):
        if g.state.round > 6 or g.is_over:
            break
        driver.frames(1)
        if isinstance(app.top, HandoverOverlay):
            driver.key(pygame.K_RETURN)
            continue
        seat = board.human_to_act
        if seat is None or app.top is not board:
            continue
        if (seat, g.state.round) not in looked:
            looked.add((seat, g.state.round))
            _check_hand(app, driver, board, seat, names)
        before = g.state.actions_taken
        _perform(driver, board, hand.choose(g.clone(), g.legal_actions()))
        driver.frames(1)
        assert g.state.actions_taken > before
    assert {v for v, _ in looked} == {0, 1} and len(looked) >= 12
    hidden = {c for s in range(3) for c in g.state.achievements["hands"][s]}  # type: ignore[index]
    log = " ".join(text for text, _ in board.log_lines())
    assert not any(names[c] in log for c in hidden)


def _check_hand(app, driver, board: BoardScene, seat: int, names: dict[str, str]) -> None:  # type: ignore[no-untyped-def]
    g = board.game
    driver.click(board.hand.button.rect.center)
    overlay = app.top
    assert isinstance(overlay, HandOverlay)
    words = " ".join(f"{left} {right}" for left, right, _ in overlay.rows)
    a = g.state.achievements
    assert a is not None
    for other in range(3):
        done = a["done"][other]
        for c in a["hands"][other]:
            assert (names[c] in words) == (other == seat), (seat, other, names[c])
        assert all(names[c] in words for c in done)  # completed cards are face up for all
    other = 1 - seat  # the other human: its hidden cards as a count
    assert f"{len(a['hands'][other])} hidden" in words or not a["hands"][other]
    driver.key(pygame.K_ESCAPE)
    assert app.top is board
