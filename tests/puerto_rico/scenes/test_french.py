"""A game played in French shows no English: every string drawn on screen and every log line,
from the title screen through a whole game with both expansions to the scoring screen, with the
pause menu, settings, save, load and rules help opened on the way (issue 10)."""

from __future__ import annotations

import re
from dataclasses import replace

import pygame
import pytest

from game.puerto_rico.ai import ScriptedAgent
from game.puerto_rico.engine import Action
from game.puerto_rico.scenes.board import BoardScene
from game.puerto_rico.scenes.overlays import PauseOverlay, RulesOverlay, SaveOverlay
from game.puerto_rico.scenes.scoring import ScoringScene
from game.puerto_rico.scenes.session import Session
from game.puerto_rico.scenes.setup import SetupScene
from game.shell.app import App
from game.shell.assets import Assets
from game.shell.overlays import LoadOverlay, SettingsOverlay
from game.shell.persistence import Seat
from game.shell.title import TitleScene

# Common English words of our texts that are no French words (proper names and the words both
# languages share, like "total", "bonus" or "plantation", are not listed).
ENGLISH = {
    "the", "and", "you", "your", "takes", "chooses", "choose", "builds", "build", "loads",
    "sells", "with", "round", "seat", "workers", "worker", "doubloon", "doubloons", "must",
    "cannot", "click", "drag", "settings", "save", "saved", "load", "back", "quit", "resume",
    "game", "new", "wins", "none", "goods", "crate", "crates", "ship", "ships", "building",
    "buildings", "citizen", "citizens", "extra", "each", "from", "into", "onto", "there",
}  # fmt: skip
SMUGGLING = ("raid", "plunder", "poach", "capture")
WORD = re.compile(r"[A-Za-zÀ-ÿ]+")


def _english_words(text: str) -> set[str]:
    return {w for w in WORD.findall(text.lower()) if w in ENGLISH}


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> set[str]:
    """Every string the screen draws from now on."""
    seen: set[str] = set()
    render = Assets.text

    def spy(self: Assets, text: str, *args: object, **kwargs: object) -> pygame.Surface:
        seen.add(text)
        return render(self, text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Assets, "text", spy)
    return seen


def test_a_french_game_shows_no_english(app: App, drawn: set[str]) -> None:
    french = replace(app.settings)
    french.language = "fr"
    app.apply_settings(french)
    app.push(TitleScene(app))
    app.frame(1 / 60)
    seats = [
        Seat("Ana", "human", None, "red"),
        Seat("Bruno", "scripted", "hard", "blue"),
        Seat("Clara", "random", None, "green"),
    ]
    session = Session.new(seats, seed=77, expansions=("new_buildings", "citizens", "smuggler"))
    board = BoardScene(app, session)
    app.reset(board)
    opened = False
    ana = ScriptedAgent("normal", 5)
    refused = 0
    for _ in range(150_000):
        app.frame(1 / 60)
        if isinstance(app.top, ScoringScene):
            break
        if board.human_to_act == 0 and app.top is board:
            app.frame(1 / 60)  # the decision's panel and prompt are drawn
            legal = session.game.legal_actions()
            # Now and then something the rules refuse: its reason is drawn too.
            wrong = Action(0, "sell", "coffee") if refused < 25 else None
            if wrong is not None and wrong not in legal:
                assert not board.play(wrong)
                refused += 1
                app.frame(1 / 60)
            board.play(ana.choose(session.game, legal))
        if not opened and session.game.state.round == 2 and app.top is board:
            opened = True
            for overlay in (
                PauseOverlay(app, board),
                SettingsOverlay(app),
                SaveOverlay(app, board),
                LoadOverlay(app),
                *(RulesOverlay(app, n) for n in range(len(RulesOverlay.PAGES))),
                SetupScene(app),
            ):
                app.push(overlay)
                app.frame(1 / 60)
                app.pop()
    where = (session.game.state.round, session.game.decision, type(app.top).__name__)
    assert refused == 25 and board.message, where
    assert opened and isinstance(app.top, ScoringScene) and session.game.is_over, where
    app.frame(1 / 60)
    lines = [text for text, _colour in board.log_lines()]
    assert len(lines) > 100 and len(drawn) > 100
    leaks = sorted(t for t in drawn | set(lines) if _english_words(t))
    assert not leaks, leaks[:20]
    # Ana smuggled at least once: the smuggler's panel was drawn, in French.
    assert any(a.seat == 0 and a.kind in SMUGGLING for a in session.actions)
    assert "Passer\u00a0: pas de contrebande" in drawn


@pytest.mark.parametrize(("language", "sep"), [("en", ": "), ("fr", " : ")])
def test_a_setting_and_its_value_follow_the_languages_punctuation(
    app: App, language: str, sep: str
) -> None:
    """French puts a space before a colon ("Langue : Français"), English does not."""
    app.apply_settings(replace(app.settings, language=language))
    app.push(TitleScene(app))
    overlay = SettingsOverlay(app)
    labels = [b.label for b in overlay.buttons[:-1]]  # every setting (the last is Back)
    assert len(labels) >= 8 and all(label.count(sep) == 1 for label in labels), labels
    if language == "en":
        assert not any(" : " in label for label in labels)
    setup = SetupScene(app)
    setup.rows[1].become_puertoma("A")
    setup._build(app.size)
    assert any(b.label.startswith(app.t.t("setup.difficulty") + sep) for b in setup.buttons)
