"""The status line names only what the seat to act may do: no quarry for a seat that may not
take one, no Pass when it must act, only the smuggler's moves open to it."""

from __future__ import annotations

import random

import pytest

from game.puerto_rico.scenes.board import PROMPT_PARTS, BoardScene
from game.puerto_rico.scenes.session import Session
from game.shell.persistence import Seat

HUMANS = [
    Seat(n, "human", None, c) for n, c in (("Ana", "red"), ("Bruno", "blue"), ("Clara", "green"))
]


@pytest.mark.parametrize(
    ("language", "expansions"),
    [("en", ()), ("fr", ("new_buildings",)), ("en", ("smuggler",))],
)
def test_the_prompt_names_only_legal_actions(
    app, language: str, expansions: tuple[str, ...]
) -> None:  # type: ignore[no-untyped-def]
    from game.shell.boxes import get_box

    app.settings.language = language
    app.t = get_box("puerto_rico").translator(language)
    session = Session.new(HUMANS, 11, expansions=expansions)
    board = BoardScene(app, session)
    g = session.game
    rng = random.Random(5)
    seen: dict[str, set[frozenset[str]]] = {}
    while not g.is_over and g.state.round <= 10:
        kind = g.decision
        legal = {a.kind for a in g.legal_actions()}
        if kind in PROMPT_PARTS:
            prompt = board._prompt()
            for part in PROMPT_PARTS[kind]:
                words = app.t.t(f"prompt_part.{part}")
                # "pass" is inside no other part's words, nor is any part inside another.
                assert (words in prompt) == (part in legal), (kind, part, legal, prompt)
            seen.setdefault(kind, set()).add(frozenset(legal & set(PROMPT_PARTS[kind])))
        session.apply(rng.choice(g.legal_actions()))
    # The games met decisions with and without some option (a quarry refused, Pass refused).
    assert {"settler_tile", "build", "load"} <= seen.keys()
    assert ("smuggler" in seen) == ("smuggler" in expansions)
    assert any(len(v) > 1 for v in seen.values()), seen
