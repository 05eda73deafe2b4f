"""The building draft on screen: setup toggles, picks by mouse (click, click-click, drag), AI
and Puertoma picks, refusals, saving and resuming, and the hand-over to the main board."""

from __future__ import annotations

import random

import pygame
import pytest

from game.puerto_rico.engine import Action, view
from game.puerto_rico.engine.view import BUILT_EXPANSIONS, KNOWN_VARIANTS
from game.puerto_rico.scenes.board import BoardScene
from game.puerto_rico.scenes.draft import SLOT_COSTS, DraftScene
from game.puerto_rico.scenes.overlays import PauseOverlay, SaveOverlay, start_loaded
from game.puerto_rico.scenes.session import Session
from game.puerto_rico.scenes.setup import SetupScene, playable
from game.shell.persistence import Seat, list_saves, load_game, save_game
from game.shell.title import TitleScene

pytestmark = pytest.mark.skipif(
    "new_buildings" not in BUILT_EXPANSIONS, reason="Expansion I is not playable yet"
)

ANA = Seat("Ana", "human", None, "red")
BOB = Seat("Bob", "human", None, "blue")
BRUNO = Seat("Bruno", "scripted", "normal", "blue")
CLARA = Seat("Clara", "random", None, "green")


def _draft(app, seats: list[Seat], seed: int = 5, **options) -> DraftScene:  # type: ignore[no-untyped-def]
    options.setdefault("expansions", ("new_buildings",))
    scene = DraftScene(app, Session.new(seats, seed, **options))
    app.push(scene)
    app.frame(1 / 60)
    return scene


def _button(scene, label: str):  # type: ignore[no-untyped-def]
    return next(b for b in scene.buttons if b.label.startswith(label))


def _toggle(setup: SetupScene, label: str):  # type: ignore[no-untyped-def]
    return next(t for t in setup.toggles if t.label.startswith(label))


def _open_setup(app, driver) -> SetupScene:  # type: ignore[no-untyped-def]
    app.push(TitleScene(app))
    driver.frames(2)
    driver.click(_button(app.top, "New game").rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    return setup


def _start(driver, setup: SetupScene, seed: str) -> None:  # type: ignore[no-untyped-def]
    driver.click(setup.seed_button.rect.center)
    driver.type_text(seed)
    driver.key(pygame.K_RETURN)
    driver.click(_button(setup, "Start").rect.center)


def _pick_by_mouse(driver, scene: DraftScene, bid: str, gesture: str) -> int:  # type: ignore[no-untyped-def]
    """Pick `bid` the way a hand would; returns the slot it was put on."""
    cost = scene.game.bdefs[bid].cost
    free = scene.free_slots(cost)
    card = scene.card_rects[bid].center
    slot = free[-1]  # the last free slot, so that the chosen slot (not the first) is honoured
    if gesture == "drag":
        driver.drag(card, scene.slot_rects[slot].center)
    elif len(free) == 1:
        driver.click(card)  # a single place it can go: one click puts it there
    else:
        driver.click(card)
        assert scene.selected == bid
        driver.click(scene.slot_rects[slot].center)
    return slot


def _play_draft(app, driver, scene: DraftScene, seed: int) -> list[tuple[str, int]]:  # type: ignore[no-untyped-def]
    """Frames until the board is complete; the human seats pick at random by mouse."""
    rng = random.Random(seed)
    session = scene.session
    gestures = ["click", "drag"]
    human_picks: list[tuple[str, int]] = []
    for _ in range(20_000):
        if scene.complete:
            break
        driver.frames(1)
        seat = scene.human_to_act
        if seat is None or app.top is not scene:
            continue
        bid = rng.choice(session.game.legal_actions()).value
        before = len(session.actions)
        slot = _pick_by_mouse(driver, scene, bid, gestures[len(human_picks) % 2])
        assert len(session.actions) > before, f"the screen did not draft {bid}"
        assert session.actions[before] == Action(seat, "draft", bid)
        assert scene.slot_of[bid] == slot
        human_picks.append((bid, seat))
    assert scene.complete
    return human_picks


# --------------------------------------------------------------------------------- setup


def test_setup_toggles_make_the_game_configuration(app, driver) -> None:  # type: ignore[no-untyped-def]
    setup = _open_setup(app, driver)
    pair = _toggle(setup, "Company or Trading Post")
    assert not pair.enabled  # a draft rule means nothing without a draft
    driver.click(pair.rect.center)
    driver.click(_toggle(setup, "New buildings").rect.center)
    assert _toggle(setup, "New buildings").on
    for label in ("Company or Trading Post", "Alternative start", "Classic end"):
        driver.click(_toggle(setup, label).rect.center)
    driver.click(_toggle(setup, "Alternative start").rect.center)  # and off again
    assert setup.chosen_modules() == ("new_buildings",)
    assert setup.chosen_variants() == ("company_trading_post", "classic_end")
    _start(driver, setup, "77")
    scene = app.top
    assert isinstance(scene, DraftScene)
    state = scene.game.state
    assert state.expansions == ("new_buildings",)
    assert state.variants == ("company_trading_post", "classic_end")
    assert scene.game.decision == "draft"


def test_setup_offers_last_games_expansions_and_rules_again(app, driver) -> None:  # type: ignore[no-untyped-def]
    from game.shell.persistence import load_settings

    setup = _open_setup(app, driver)
    for label in ("Citizens", "Sewing Workshop cap", "Cost swap"):
        driver.click(_toggle(setup, label).rect.center)
    _start(driver, setup, "79")
    assert isinstance(app.top, DraftScene)
    saved, problem = load_settings()
    assert problem is None
    assert (saved.expansions, saved.variants) == (("citizens",), ("cost_swap", "sewing_cap"))
    app.pop()
    again = _open_setup(app, driver)
    assert again.chosen_modules() == ("citizens",)
    assert again.chosen_variants() == ("cost_swap", "sewing_cap")
    assert _toggle(again, "Citizens").on and _toggle(again, "Sewing Workshop cap").enabled


def test_setup_leaves_out_a_draft_rule_once_its_expansion_is_off(app, driver) -> None:  # type: ignore[no-untyped-def]
    setup = _open_setup(app, driver)
    driver.click(_toggle(setup, "New buildings").rect.center)
    driver.click(_toggle(setup, "Hacienda or Sawmill").rect.center)
    driver.click(_toggle(setup, "New buildings").rect.center)
    assert setup.chosen_modules() == ()
    assert setup.chosen_variants() == ()
    _start(driver, setup, "78")
    board = app.top
    assert isinstance(board, BoardScene)  # no expansion: no draft
    assert board.game.state.variants == ()


def test_every_built_option_has_a_toggle_with_an_explanation(app) -> None:  # type: ignore[no-untyped-def]
    setup = SetupScene(app)
    app.push(setup)
    app.frame(1 / 60)
    labels = {t.label for t in setup.toggles}
    assert "New buildings (Expansion I)" in labels
    assert "Citizens (Expansion II)" in labels
    # All six expansions are listed; the ones the engine cannot play yet are locked.
    assert "The Smuggler (Expansion III)" in labels
    modules = list(setup.module_toggles.values())
    assert len(modules) == 6
    assert [m.enabled for m in modules] == [
        playable(m)
        for m in ("new_buildings", "citizens", "smuggler", "festival", "activities", "achievements")
    ]
    assert len(setup.toggles) >= 6 + len(KNOWN_VARIANTS)
    for toggle in setup.toggles:
        assert toggle.tip and not toggle.tip.startswith("["), toggle.label
        assert app.screen.get_rect().contains(toggle.rect)


# --------------------------------------------------------------------------------- screen


@pytest.mark.parametrize("size", [(1600, 900), (1280, 720)])
def test_draft_scene_renders_every_candidate_and_slot(app, canvas, size) -> None:  # type: ignore[no-untyped-def]
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    scene = _draft(app, [ANA, BRUNO, CLARA])
    canvas.render()
    window = app.screen.get_rect()
    assert canvas.painted_share() == 1.0
    assert canvas.colours() > 30
    # Every slot is painted; a free one in the parchment of an empty slot (inside its border).
    taken = set(scene.slot_of.values())
    assert len(taken) < len(scene.slot_rects)
    for i, rect in enumerate(scene.slot_rects):
        assert canvas.painted_share(rect, step=3) == 1.0
        if i not in taken:
            assert tuple(app.screen.get_at((rect.x + 3, rect.centery)))[:3] == (214, 192, 150)
    assert len(scene.slot_rects) == len(SLOT_COSTS) == 17
    candidates = {a.value for a in scene.game.legal_actions()}
    assert candidates <= set(scene.card_rects)
    for rect in [*scene.card_rects.values(), *scene.slot_rects, *scene.fixed_rects.values()]:
        assert window.contains(rect), rect
    # Pointing at a building explains it.
    driver_pos = scene.card_rects["small_market"].center
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=driver_pos, rel=(0, 0), buttons=(0,) * 3))
    app.frame(1 / 60)
    assert app.tooltip is not None and "Small Market" in app.tooltip[0]


def test_pointing_at_a_building_lights_the_slots_it_may_go_to(app, driver) -> None:  # type: ignore[no-untyped-def]
    scene = _draft(app, [ANA, BRUNO, CLARA])
    driver.click(scene.card_rects["company"].center)  # cost 5: two slots, so it is selected
    assert scene.selected == "company"
    focus = scene._focus()
    assert focus is not None and focus.id == "company"
    assert scene.free_slots(5) == [i for i, c in enumerate(SLOT_COSTS) if c == 5]
    driver.click((5, 5))  # a click on the table puts it back
    assert scene.selected is None


# ------------------------------------------------------------------------------ playthrough


def test_draft_by_mouse_from_setup_to_the_board(app, driver) -> None:  # type: ignore[no-untyped-def]
    """Title → setup with Expansion I → 17 picks (Ana by mouse, two AI seats) → main board."""
    setup = _open_setup(app, driver)
    driver.click(_button(setup, "3").rect.center)
    driver.click(_toggle(setup, "New buildings").rect.center)
    _start(driver, setup, "20261126")
    scene = app.top
    assert isinstance(scene, DraftScene)
    session = scene.session
    assert [s.kind for s in session.seats] == ["human", "scripted", "scripted"]
    human = _play_draft(app, driver, scene, seed=1)
    assert len(scene.picks) == 17
    assert len(human) == 6  # picks 1, 4, 7, 10, 13 and 16
    assert [bid for bid, seat in scene.picks if seat == 0] == [bid for bid, _ in human]
    assert all(a.kind == "draft" for a in session.actions)
    # The engine's building board: the 17 drafted buildings and the production buildings.
    g = session.game
    commercial = {b for b in g.state.building_supply if not g.bdefs[b].is_production}
    assert commercial == {bid for bid, _ in scene.picks}
    assert sorted(g.bdefs[b].cost for b in commercial) == sorted(SLOT_COSTS)
    assert g.state.phase is None and g.decision == "role"
    driver.click(scene.begin_button.rect.center)
    board = app.top
    assert isinstance(board, BoardScene) and board.session is session
    assert any("drafts the" in text for text, _ in board.log_lines())


def test_solo_draft_against_two_puertomas(app, driver) -> None:  # type: ignore[no-untyped-def]
    setup = _open_setup(app, driver)
    driver.click(_button(setup, "Solo").rect.center)
    driver.click(_toggle(setup, "New buildings").rect.center)
    _start(driver, setup, "1897")
    scene = app.top
    assert isinstance(scene, DraftScene)
    g = scene.game
    assert [g.is_puertoma(i) for i in range(3)] == [False, True, True]
    human = _play_draft(app, driver, scene, seed=2)
    assert len(human) == 6 and len(scene.picks) == 17
    assert {seat for _, seat in scene.picks} == {0, 1, 2}
    assert [a.seat for a in scene.session.actions] == [0] * 6  # Puertomas pick in the engine
    log = [text for text, _ in scene.log_lines()]
    assert any(text.startswith("Puertoma A drafts the") for text in log)
    assert any(text.startswith("Puertoma B drafts the") for text in log)
    driver.key(pygame.K_RETURN)
    assert isinstance(app.top, BoardScene)


def test_picks_fly_to_their_slot_before_the_next_one_shows(app, driver) -> None:  # type: ignore[no-untyped-def]
    app.settings.animation_speed = "normal"
    solo = [ANA, Seat("Puertoma A", "puertoma", None, "blue"), Seat("Puertoma B", "puertoma")]
    scene = _draft(app, solo, expansions=("new_buildings",))
    driver.click(scene.card_rects["small_market"].center)  # one cost-1 slot: placed at once
    assert len(view.draft_picks(scene.session.game)) == 3  # Ana's, then both Puertomas'
    assert scene.flight is not None and scene.flight.building == "small_market"
    assert scene.human_to_act is None  # no picking while the table moves
    for _ in range(600):
        driver.frames(1)
        if scene.human_to_act is not None:
            break
    assert [seat for _, seat in scene.picks] == [0, 1, 2]


def test_computer_picks_are_paced_like_their_other_actions(app, driver) -> None:  # type: ignore[no-untyped-def]
    """Each Puertoma pick stays a beat at the computer speed (normal: 1 s), even with
    animations off; the human's own pick does not wait."""
    from game.shell.pacing import beat_seconds

    app.settings.animation_speed = "off"
    app.settings.ai_speed = "normal"
    solo = [ANA, Seat("Puertoma A", "puertoma", None, "blue"), Seat("Puertoma B", "puertoma")]
    scene = _draft(app, solo, expansions=("new_buildings",))
    driver.click(scene.card_rects["small_market"].center)
    assert len(view.draft_picks(scene.session.game)) == 3  # the engine played all three
    assert [seat for _, seat in scene.picks] == [0, 1]  # the screen shows them one at a time
    assert scene.human_to_act is None
    beat = beat_seconds("normal", computer=True)
    frames = 0
    while [seat for _, seat in scene.picks] == [0, 1]:
        driver.frames(1)
        frames += 1
    assert frames / 60 == pytest.approx(beat, abs=0.1)
    while scene.human_to_act is None:
        driver.frames(1)
        frames += 1
    assert frames / 60 == pytest.approx(2 * beat, abs=0.15)


# ------------------------------------------------------------------------------ refusals


def test_an_illegal_pick_is_refused_with_the_engines_reason(app, driver) -> None:  # type: ignore[no-untyped-def]
    scene = _draft(app, [ANA, BOB])  # hot seat: whoever's pick it is picks
    session = scene.session
    driver.click(scene.card_rects["small_market"].center)
    assert session.actions == [Action(0, "draft", "small_market")]
    assert scene.human_to_act == 1
    before = session.game.to_json()
    # The Canal also costs 1: the only cost-1 slot is taken.
    driver.click(scene.card_rects["canal"].center)
    reason = session.game.why_illegal(Action(1, "draft", "canal"))
    assert reason is not None and scene.message.lower().startswith(reason.lower())
    assert session.game.to_json() == before and len(session.actions) == 1
    # A building on a slot of another cost, or on a taken slot, is refused too.
    driver.click(scene.card_rects["company"].center)
    assert scene.selected == "company"
    two = next(i for i, c in enumerate(SLOT_COSTS) if c == 2)
    driver.click(scene.slot_rects[two].center)
    assert "costs 5" in scene.message
    driver.drag(scene.card_rects["company"].center, scene.slot_rects[0].center)
    assert scene.message == "That slot is already taken."
    assert session.game.to_json() == before and len(session.actions) == 1


@pytest.mark.parametrize(
    ("lang", "no_slot", "pair"),
    [
        (
            "en",
            "No empty slot of cost 1 is left.",
            "The Sawmill cannot be drafted with the Hacienda.",
        ),
        (
            "fr",
            "Il ne reste aucun emplacement libre de coût 1.",
            "Scierie : exclu, car Hacienda a été choisi.",
        ),
    ],
)
def test_draft_refusals_are_worded_in_the_players_language(
    app, driver, lang, no_slot, pair
) -> None:  # type: ignore[no-untyped-def]
    from dataclasses import replace

    app.apply_settings(replace(app.settings, language=lang))
    scene = _draft(app, [ANA, BOB], variants=("pair_hacienda_sawmill",))
    session = scene.session
    driver.click(scene.card_rects["small_market"].center)
    driver.click(scene.card_rects["hacienda"].center)
    driver.click(scene.slot_rects[next(i for i, c in enumerate(SLOT_COSTS) if c == 2)].center)
    assert [a.value for a in session.actions] == ["small_market", "hacienda"]
    before = session.game.to_json()
    assert scene.refusal_text("canal") == no_slot
    assert scene.refusal_text("sawmill") == pair
    assert scene.refusal_text("materials_depot") == ""
    driver.click(scene.card_rects["sawmill"].center)
    assert scene.message == pair
    assert session.game.to_json() == before


def test_pick_for_me_drafts_the_computers_choice(app, driver) -> None:  # type: ignore[no-untyped-def]
    from game.puerto_rico.ai.draft import draft_value

    scene = _draft(app, [ANA, BOB])  # hot seat: two human pickers
    session = scene.session
    assert scene.auto_pick_offered
    legal = [a.value for a in session.game.legal_actions()]
    best = max(legal, key=draft_value)  # the plan's favourite among the legal candidates
    driver.click(scene.auto_button.rect.center)
    assert session.actions == [Action(0, "draft", best)]
    assert best in scene.slot_of
    driver.frames(2)
    # The next human picks; the button stays until the board is complete.
    assert scene.human_to_act == 1 and scene.auto_pick_offered
    for _ in range(16):
        driver.frames(1)
        driver.click(scene.auto_button.rect.center)
    assert scene.complete and len(session.actions) == 17
    assert not scene.auto_pick_offered


def test_clicks_wait_while_an_ai_seat_picks(app, driver) -> None:  # type: ignore[no-untyped-def]
    app.settings.ai_speed = "slow"
    scene = _draft(app, [BRUNO, ANA, CLARA])
    assert scene.game.current_seat == 0 and scene.human_to_act is None
    driver.click(scene.card_rects["church"].center)
    assert scene.session.actions == []
    assert "Bruno" in scene.message


# --------------------------------------------------------------------------- save and load


def test_a_draft_saved_from_the_menu_resumes_in_the_draft(app, driver) -> None:  # type: ignore[no-untyped-def]
    scene = _draft(app, [ANA, BRUNO, CLARA], seed=9)
    driver.click(scene.card_rects["hospital"].center)  # one cost-4 slot: placed at once
    for _ in range(200):
        driver.frames(1)
        if scene.human_to_act is not None:
            break
    picks = list(scene.picks)
    assert len(picks) == 3
    driver.key(pygame.K_ESCAPE)
    assert isinstance(app.top, PauseOverlay)
    driver.click(_button(app.top, "Save game").rect.center)
    assert isinstance(app.top, SaveOverlay)
    driver.click(_button(app.top, "Slot 1").rect.center)
    info = next(s for s in list_saves() if s.slot == "slot1")
    assert info.ok and info.label.startswith("Building draft")
    # Every pick is also autosaved: Continue on the title resumes the draft.
    assert load_game("autosave").game.to_json() == scene.game.to_json()
    start_loaded(app, load_game("slot1"))
    resumed = app.top
    assert isinstance(resumed, DraftScene) and resumed is not scene
    assert resumed.picks == picks
    assert sorted(resumed.slot_of) == sorted(bid for bid, _ in picks)
    assert resumed.human_to_act == 0
    assert sum("drafts the" in text for text, _ in resumed.log_lines()) == 3


def test_continue_from_the_title_resumes_an_autosaved_draft(app, driver) -> None:  # type: ignore[no-untyped-def]
    session = Session.new([ANA, BRUNO, CLARA], 12, expansions=("new_buildings",))
    session.apply(Action(0, "draft", "lighthouse"))
    save_game("autosave", session.game, session.seats, session.actions, label="x")
    app.push(TitleScene(app))
    driver.frames(2)
    driver.click(_button(app.top, "Continue").rect.center)
    scene = app.top
    assert isinstance(scene, DraftScene)
    assert scene.picks[0] == ("lighthouse", 0)  # Bruno (instant AI) may have picked since
    _play_draft(app, driver, scene, seed=4)
    assert scene.complete


# ---------------------------------------------------------------------------------- monkey


def test_monkey_inputs_on_the_draft_never_break_it(app, driver) -> None:  # type: ignore[no-untyped-def]
    scene = _draft(app, [ANA, BOB, CLARA], seed=3, expansions=tuple(BUILT_EXPANSIONS[:2]))
    rng = random.Random(8)
    w, h = app.size
    for i in range(1500):
        pos = (rng.randrange(w), rng.randrange(h))
        roll = rng.random()
        if roll < 0.55:
            driver.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            driver.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
            driver.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        elif roll < 0.85:
            end = (rng.randrange(w), rng.randrange(h))
            driver.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
            driver.post(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
            driver.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        elif roll < 0.95:
            driver.post(pygame.MOUSEBUTTONUP, pos=pos, button=3)
        else:
            driver.post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
        if i % 3 == 2:
            app.frame(1 / 60)
        if not app.running or app.top is None:
            break
    assert app.stack
    assert len(scene.picks) == len(scene.slot_of) or not scene.idle
