"""Hidden information: a seat's view holds its own hand and public facts, never another hand."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from typing import Any

import pytest

from game.san_juan.ai import ScriptedAgent
from game.san_juan.ai.runner import play_game
from game.san_juan.engine import Action, Game, GameConfig, view
from game.san_juan.engine.scenario import Scenario, act


def _uids(value: Any) -> set[int]:
    """Every int anywhere inside a view field."""
    if isinstance(value, bool):
        return set()
    if isinstance(value, int):
        return {value}
    if isinstance(value, dict):
        return set().union(*(_uids(v) for v in value.values()), set())
    if isinstance(value, (list, tuple, set, frozenset)):
        return set().union(*(_uids(v) for v in value), set())
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return set().union(
            *(_uids(getattr(value, f.name)) for f in dataclasses.fields(value)), set()
        )
    return set()


def _secret(g: Game, seat: int) -> set[int]:
    """Uids `seat` must not see: other hands, aside and chapel piles, goods, both piles."""
    st = g.state
    out = set(st.draw) | set(st.discard)
    for s, ss in enumerate(st.seat):
        out |= set(ss.goods.values())
        if s != seat:
            out |= set(ss.hand) | set(ss.aside) | set(ss.chapel)
    return out


class Spy:
    """A scripted seat that checks every view it is given."""

    def __init__(self, seat: int, game: list[Game]) -> None:
        self.name = "spy"
        self.seat = seat
        self.inner = ScriptedAgent("normal", seat)
        self.game = game
        self.views = 0

    def choose(self, v: view.SeatView, legal: Sequence[Action]) -> Action:
        g = self.game[0]
        # The fields that carry card uids (the others are counts, names, ids).
        carried = (v.hand, v.aside, v.chapel, v.cities, v.revealed, [a.value for a in legal])
        leaked = _uids(carried) & _secret(g, self.seat)
        assert not leaked, leaked
        counts = {f.name for f in dataclasses.fields(v)} - {
            "hand",
            "aside",
            "chapel",
            "cities",
            "revealed",
            "gd",
            "context",
        }
        assert all(not isinstance(getattr(v, n), (list, set)) for n in counts)
        assert v.hand == tuple(g.state.seat[self.seat].hand)
        self.views += 1
        return self.inner.choose(v, legal)


def test_a_bots_view_never_contains_another_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    holder: list[Game] = []
    original = Game.new

    def new(config: GameConfig, events: bool = True, catalog: Any = None) -> Game:
        g = original(config, events, catalog)
        holder.append(g)
        return g

    monkeypatch.setattr(Game, "new", staticmethod(new))
    spies = [Spy(s, holder) for s in range(4)]
    g = play_game(GameConfig(seats=4, seed=3), spies)
    assert g.is_over
    assert all(s.views > 20 for s in spies)


def test_chapel_count_hidden_unless_public() -> None:
    g = Scenario(3).city(0, "chapel").chapel(0, 2).g
    assert view.seat_view(g, 1).chapel_counts == (None, 0, None)
    assert view.seat_view(g, 0).chapel_counts == (2, None, None)
    assert view.seat_view(g, 0).chapel == tuple(g.state.seat[0].chapel)
    g2 = Scenario(3, options=("chapel_count_public",)).chapel(0, 2).g
    assert view.seat_view(g2, 1).chapel_counts == (2, 0, 0)


def test_spectator_view_has_no_hand() -> None:
    g = Game.new(GameConfig(seats=3, seed=1))
    v = view.seat_view(g, None)
    assert v.hand == () and v.hand_sizes == (4, 4, 4)
    assert not _uids({"h": v.hand, "a": v.aside, "c": v.chapel})


def test_private_events_show_counts_to_others() -> None:
    g = Scenario(3).start("councillor", chooser=0)
    act(g, 0, "council_draw")
    drew = next(e for e in g.events if e.kind == "councillor_drew")
    assert "cards" in (view.visible_event(drew, 0) or {})
    other = view.visible_event(drew, 1)
    assert other is not None
    assert "cards" not in other and other["count"] == 5 and other["keep"] == 1


@pytest.mark.parametrize("tuck", [True, False])
def test_others_never_learn_whether_a_card_was_tucked(tuck: bool) -> None:
    """C-1: the other seats read the same "chapel step" whether or not a card was tucked."""
    g = Scenario(3).city(0, "chapel").hand(0, 3).round_start(governor=0)
    if tuck:
        act(g, 0, "tuck", g.state.seat[0].hand[0])
    else:
        act(g, 0, "pass")
    seen = [view.visible_event(e, 1) for e in g.events]
    assert [e["kind"] for e in seen if e is not None] == ["chapel_step"]
    own = [view.visible_event(e, 0) for e in g.events]
    assert [e["kind"] for e in own if e is not None] == [
        "chapel_step",
        "tucked" if tuck else "passed",
    ]


def test_gold_mine_reveal_is_public() -> None:
    sc = Scenario(3).city(1, "gold_mine").draw_top("well", "smithy", "sugar_mill", "tower", "hero")
    g = sc.start("prospector", chooser=0)
    revealed = next(e for e in g.events if e.kind == "revealed")
    seen = view.visible_event(revealed, 2)
    assert seen is not None and len(seen["cards"]) == 4


def test_determinize_keeps_what_the_seat_knows() -> None:
    rng = random.Random(1)
    g = Game.new(GameConfig(seats=4, seed=6))
    for _ in range(120):
        g.apply(rng.choice(g.legal_actions()))
    before = g.to_json()
    d = view.determinize(g, 2, seed=99)
    assert g.to_json() == before  # the real game is untouched
    st, dt = g.state, d.state
    assert dt.seat[2].hand == st.seat[2].hand
    assert [len(ss.hand) for ss in dt.seat] == [len(ss.hand) for ss in st.seat]
    assert [s.city for s in dt.seat] == [s.city for s in st.seat]
    assert len(dt.draw) == len(st.draw)
    assert any(dt.seat[s].hand != st.seat[s].hand for s in (0, 1, 3))
    assert dt.draw != st.draw
    from game.san_juan.engine import invariants

    invariants.check(d)
    while not d.is_over:  # the copy plays on
        d.apply(rng.choice(d.legal_actions()))


def test_every_emitted_event_kind_is_declared() -> None:
    """The screens will word events by kind: the engine emits only declared kinds."""
    import re
    from pathlib import Path

    from game.san_juan.engine.events import EVENT_KINDS

    engine = Path(view.__file__).parent
    source = "\n".join(p.read_text(encoding="utf-8") for p in engine.glob("*.py"))
    emitted = set(re.findall(r'emit\(\s*"([a-z_]+)"', source))
    assert emitted == set(EVENT_KINDS)
