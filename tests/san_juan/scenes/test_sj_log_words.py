"""Every event a game can emit is worded in English and French for every viewer, with no key
or field left unfilled, and another seat's hidden cards never named."""

from __future__ import annotations

import pytest

from game.san_juan.ai import ScriptedAgent
from game.san_juan.catalog import default_catalog
from game.san_juan.engine import Game, GameConfig
from game.san_juan.engine.view import seat_view, visible_event
from game.san_juan.scenes.wording import card_name, describe_event, translator

OPTIONS = ("start_variant", "ask_free_draws", "module_new_buildings")


def _played(seed: int, options: tuple[str, ...]) -> Game:
    config = GameConfig(seats=3, seed=seed, names=("Ana", "Bruno", "Clara"), options=options)
    game = Game.new(config)
    bots = [ScriptedAgent(level, seed + i) for i, level in enumerate(("easy", "normal", "hard"))]
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        legal = game.legal_actions()
        game.apply(legal[0] if len(legal) == 1 else bots[seat].choose(seat_view(game, seat), legal))
    return game


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_event_is_worded_for_every_viewer(lang: str) -> None:
    tr = translator(lang)
    catalog = default_catalog()
    kinds: set[str] = set()
    for seed, options in ((2, ()), (3, OPTIONS)):
        game = _played(seed, options)
        card_of = game.gd.card_of
        names = game.state.names

        def card_id(uid: int, card_of=card_of) -> str:  # type: ignore[no-untyped-def]
            return str(card_of[uid].id)

        for event in game.events:
            kinds.add(event.kind)
            for viewer in (0, 1, None):
                shown = visible_event(event, viewer)
                if shown is None:
                    continue
                line = describe_event(tr, shown, names, card_id, catalog)
                assert line and "[" not in line and "{" not in line, (event, line)
                if (
                    event.seat not in (viewer, None)
                    and "cards" in event.data
                    and not shown.get("public")
                ):
                    hidden = {card_name(tr, card_of[u].id) for u in event.data["cards"]}
                    assert not any(f" {n}" in line for n in hidden if n not in names), line
    assert {"built", "paid", "role_chosen", "drew", "game_over"} <= kinds
