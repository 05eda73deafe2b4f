"""The first-game guide: its words load and are checked, a first round played by mouse clicks on
what the coach points at, every role explained when it first comes up, every computer choice
worded, a legal move the coach did not point at still taken, and Esc or the button leaves."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game.datafile import CatalogError
from game.puerto_rico.engine import Action
from game.puerto_rico.scenes.guide import (
    GuideScene,
    _distance,
    guide_data,
    guide_session,
    load_guide,
)
from game.shell.app import App
from game.shell.persistence import has_autosave
from game.shell.title import TitleScene
from tests.puerto_rico.scenes.conftest import Driver

GUIDE = Path(__file__).resolve().parents[3] / "data" / "puerto_rico" / "guide.yaml"


def test_both_languages_hold_every_text() -> None:
    data = load_guide()
    en, fr = data.text["en"], data.text["fr"]
    assert en.roles.keys() == fr.roles.keys() and "captain" in en.roles
    assert en.do["role"] != fr.do["role"]  # French is its own text, not a copy
    assert data.level == "easy"


def test_a_missing_french_text_is_named(tmp_path: Path) -> None:
    text = GUIDE.read_text(encoding="utf-8")
    start = text.index("  fr:")
    french = text[start:].splitlines(keepends=True)
    mayor = next(i for i, line in enumerate(french) if line.startswith("      mayor: "))
    del french[mayor]
    (tmp_path / "guide.yaml").write_text(text[:start] + "".join(french), encoding="utf-8")
    with pytest.raises(CatalogError) as caught:
        load_guide(tmp_path)
    message = str(caught.value)
    assert message.endswith(
        "/guide.yaml: guide.fr.roles.mayor: expected a non-empty string, got nothing"
    )


def _open_from_title(app: App, driver: Driver) -> GuideScene:
    app.push(TitleScene(app))
    driver.frames(1)
    title = app.top
    assert isinstance(title, TitleScene) and title.guide_button is not None
    driver.click(title.guide_button.rect.center)
    guide = app.top
    assert isinstance(guide, GuideScene)
    return guide


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_first_round_played_by_mouse_where_the_coach_points(
    app: App, driver: Driver, language: str
) -> None:
    app.apply_settings(replace(app.settings, language=language))
    guide = _open_from_title(app, driver)
    words = guide_data().text[language]
    game = guide.session
    assert guide.role_text == words.lines["welcome"]
    explained: dict[str, str] = {}
    passed_build = False
    for _ in range(3000):
        driver.frames(1)
        if game.game.state.round > 1:
            break
        phase = guide.shown.state.phase
        if phase is not None:
            explained.setdefault(phase, guide.role_text)
        if guide.human_to_act is None:
            continue
        decision, taken = guide.game.decision, len(game.actions)
        assert guide.targets, decision  # the coach always points somewhere
        assert (words.lines["now"], True) in guide.coach_lines()
        assert (words.do.get(decision or "", words.do["other"]), False) in guide.coach_lines()
        for rect in guide.targets:  # the panel never covers what to click
            assert not rect.colliderect(guide.coach_rect), decision
        if decision == "build" and not passed_build:
            # A legal move the coach did not point at: Pass is taken all the same.
            driver.click(guide.buttons["button_pass"].rect.center)
            passed_build = True
        else:
            driver.click(guide.targets[0].center)
        if decision == "load" and guide.selected_good is not None:
            driver.frames(1)  # the crate is picked up: now the coach points at a ship
            assert guide.targets and len(game.actions) == taken
            driver.click(guide.targets[0].center)
        assert len(game.actions) > taken, decision  # the click played a decision
    state = game.game.state
    assert state.round == 2
    # Every role of round 1 was explained the first time it came up, in the player's language.
    chosen = [a.value for a in game.actions if a.kind == "choose_role"][:3]
    assert len(chosen) == 3 and set(chosen) <= guide.seen_roles
    for role in chosen:
        assert explained[role] == words.roles[role]
    # Each computer choice got its sentence.
    computer = [a for a in game.actions if not game.seats[a.seat].is_human]
    assert guide.explained == len(computer) > 0
    assert all(n.split()[0] in ("Bruno", "Clara") for n in guide.notes)
    assert not has_autosave()  # the guide keeps the player's own autosave


def test_the_computer_role_choice_is_worded_per_role(app: App) -> None:
    guide = GuideScene(app, guide_session(app))
    app.push(guide)
    g = guide.game
    assert any(a.value == "trader" for a in g.legal_actions())
    sentence = guide.why(Action(1, "choose_role", "trader"))
    assert sentence == guide_data().text["en"].why_role["trader"].format(name=g.names[1])


@pytest.mark.parametrize("how", ["escape", "button"])
def test_the_guide_can_be_left_at_any_moment(app: App, driver: Driver, how: str) -> None:
    guide = _open_from_title(app, driver)
    driver.frames(5)
    if how == "escape":
        driver.key(pygame.K_ESCAPE)
    else:
        driver.frames(1)
        driver.click(guide.leave_button.rect.center)
    assert isinstance(app.top, TitleScene) and len(app.stack) == 1


def test_a_computer_pass_says_what_it_declined(app: App) -> None:
    guide = GuideScene(app, guide_session(app))
    app.push(guide)
    session, words = guide.session, guide_data().text["en"]
    rng = random.Random(4)
    seen = set()
    while len(seen) < 2 and not session.game.is_over:
        g = session.game
        seat = g.current_seat
        assert seat is not None
        if g.decision in ("build", "settler_tile") and g.decision not in seen:
            seen.add(g.decision)
            sentence = guide.why(Action(seat, "pass", None))
            assert sentence == words.why[f"pass_{g.decision}"].format(name=g.names[seat])
        session.apply(rng.choice(g.legal_actions()))
    assert seen == {"build", "settler_tile"}


def _arrow_covers(path: list[tuple[int, int]], rect: pygame.Rect, half: int) -> bool:
    """Whether the arrow (its line `half` pixels either side of the path) covers `rect`."""
    room = rect.inflate(2 * half, 2 * half)
    return any(room.clipline(a, b) for a, b in itertools.pairwise(path) if a != b)


@pytest.mark.parametrize("size", [(1600, 900), (1280, 720)])
def test_the_arrow_covers_no_text(app: App, size: tuple[int, int]) -> None:
    """The arrow from the coach to what to click runs between the table's zones: it crosses no
    line of text on the way (it ran straight across the building names)."""
    from game.shell.widgets import recording_text

    app.close()
    app = App(settings=replace(app.settings, window_size=size), headless=True)
    assert app.size == size
    driver = Driver(app)
    guide = _open_from_title(app, driver)
    game = guide.session
    checked = 0
    for _ in range(3000):
        driver.frames(1)
        if game.game.state.round > 2:
            break
        if guide.human_to_act is None:
            continue
        guide.mark_dirty()
        with recording_text() as lines:
            driver.frames(1)
        assert len(guide.arrow) >= 2
        half = (max(3, guide.px(5)) + 4) // 2
        target = min(guide.targets, key=lambda r: _distance(guide.coach_rect, r))
        for line in lines:
            if guide.coach_rect.contains(line.box) or target.colliderect(line.rect):
                continue  # the coach's own words, and the target the arrow rests on
            ink = line.rect.inflate(-2, -2)
            assert not _arrow_covers(guide.arrow, ink, half), (
                f"{guide.game.decision}: the arrow covers {line.text!r} at {tuple(line.rect)}"
            )
        checked += 1
        driver.click(guide.targets[0].center)
        if guide.game.decision == "load" and guide.selected_good is not None:
            driver.frames(1)
            driver.click(guide.targets[0].center)
    assert checked >= 8
    app.close()
