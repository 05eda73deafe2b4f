"""The expert seat: deterministic for a fixed budget and seed, blind to the real hidden draws,
explained in both languages, and able to play whole games at every table (tiny budgets here;
benchmarks/ai_match.py measures its strength)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.datafile import CatalogError
from game.paths import box_data
from game.puerto_rico.ai import ExpertAgent, make_agent
from game.puerto_rico.ai import expert as expert_module
from game.puerto_rico.ai.expert import leaf_values
from game.puerto_rico.ai.playout import (
    FEATURES,
    PUERTOMA_WEIGHTS_FILE,
    role_features,
    role_scores,
    role_weights,
)
from game.puerto_rico.ai.runner import agent_seed, decide, play_game
from game.puerto_rico.engine import Game, GameConfig
from game.puerto_rico.scenes.coach import explanation_event
from game.puerto_rico.scenes.wording import describe_event, translator

BASE_ROLES = ("builder", "captain", "craftsman", "mayor", "prospector", "settler", "trader")


def _role_position(seats: int = 4, seed: int = 3, steps: int = 60, **config) -> Game:  # type: ignore[no-untyped-def]
    """A mid-game position where a seat chooses among several roles (scripted:normal play)."""
    g = Game.new(GameConfig(seats=seats, seed=seed, **config))
    normal = make_agent("scripted:normal")
    for _ in range(steps):
        g.apply(normal.choose(g, g.legal_actions()))
    while g.decision != "role" or len(g.legal_actions()) < 3:
        g.apply(normal.choose(g, g.legal_actions()))
    return g


def test_specs_build_the_expert_with_its_budget() -> None:
    assert make_agent("expert:25", 4).iterations == 25  # type: ignore[attr-defined]
    timed = make_agent("expert", 4)
    assert isinstance(timed, ExpertAgent) and timed.iterations is None and timed.seconds == 0.9
    for bad in ("expert:0", "expert:x", "expert:-3", "scripted:expert"):
        with pytest.raises(ValueError):
            make_agent(bad)


def test_fixed_budget_and_seed_repeat_the_choice_and_its_figures() -> None:
    g = _role_position()
    seat = g.current_seat
    assert seat is not None
    runs = []
    for _ in range(2):
        agent = ExpertAgent(seed=11, iterations=40)
        action = decide(agent, g, seat, agent_seed(7, seat))
        assert agent.explanation is not None
        runs.append((action, agent.explanation.top))
    assert runs[0] == runs[1]
    assert sum(e.visits for e in runs[0][1]) <= 40
    assert runs[0][1][0].visits >= runs[0][1][-1].visits
    # A larger budget searches more: the counts grow.
    more = ExpertAgent(seed=11, iterations=80)
    decide(more, g, seat, agent_seed(7, seat))
    assert more.explanation is not None
    assert sum(e.visits for e in more.explanation.top) > sum(e.visits for e in runs[0][1])


def test_the_choice_does_not_depend_on_the_real_bag_order() -> None:
    g = _role_position(steps=40)
    seat = g.current_seat
    assert seat is not None
    scrambled = g.clone()
    random.Random(99).shuffle(scrambled.state.bag)
    scrambled.state.rng = 123456789  # the real stream of later draws, changed too
    assert scrambled.state.bag != g.state.bag
    seen = []
    for game in (g, scrambled):
        agent = ExpertAgent(seed=5, iterations=30)
        action = decide(agent, game, seat, agent_seed(1, seat))
        assert agent.explanation is not None
        seen.append((action, agent.explanation.top))
    assert seen[0] == seen[1]


def test_reasons_are_worded_in_english_and_french() -> None:
    g = _role_position()
    seat = g.current_seat
    assert seat is not None
    agent = ExpertAgent(seed=2, iterations=30)
    action = agent.choose(g.seat_copy(seat, 1), g.legal_actions())
    expl = agent.explanation
    assert expl is not None and action.value == expl.chosen.tile
    event = explanation_event(expl, g.names)
    en = describe_event(event, g.names, translator("en"))
    fr = describe_event(event, g.names, translator("fr"))
    win = round(100 * expl.chosen.win)
    assert f"est. win {win}%" in en and g.names[seat] in en
    assert f"victoire estimée {win} %" in fr
    assert translator("en").t(f"roles.{expl.chosen.role}") in en
    assert translator("fr").t(f"roles.{expl.chosen.role}") in fr
    if len(expl.top) > 1:  # the next best roles with their chances
        second = expl.top[1]
        assert f"{translator('en').t(f'roles.{second.role}')} {round(100 * second.win)}%" in en


def test_leaf_values_share_the_win_and_finished_games_are_exact() -> None:
    g = _role_position()
    values = leaf_values(g)
    assert len(values) == 4 and abs(sum(values) - 1) < 1e-9
    done = play_game(GameConfig(seats=3, seed=4), [make_agent("scripted:normal")] * 3)
    exact = leaf_values(done)
    assert [i for i, v in enumerate(exact) if v > 0] == done.winners()


class _Clock:
    """Stands in for the `time` module in the search: every reading is 10 ms past the last,
    so the deadline logic is tested without measuring anything."""

    def __init__(self) -> None:
        self.now = 0.0

    def perf_counter(self) -> float:
        self.now += 0.01
        return self.now


def test_the_time_budget_stops_at_its_deadline(monkeypatch: pytest.MonkeyPatch) -> None:
    g = _role_position()
    clock = _Clock()
    monkeypatch.setattr(expert_module, "time", clock)
    agent = ExpertAgent(seed=1, seconds=0.05)
    agent.choose(g.seat_copy(g.current_seat or 0, 1), g.legal_actions())
    # Started at 0.01 (deadline 0.06), one reading per iteration: 0.02-0.05 search, 0.06
    # stops, and the answer's own reading (0.07) gives the time spent.
    assert agent.explanation is not None and agent.explanation.iterations == 4
    assert agent.explanation.seconds == pytest.approx(0.06)
    stopped = ExpertAgent(seed=1, seconds=30.0)
    stopped.stopped = lambda: True  # asked to stop at once: answers from the prior
    action = stopped.choose(g.seat_copy(g.current_seat or 0, 1), g.legal_actions())
    assert action in g.legal_actions()
    assert stopped.explanation is not None and stopped.explanation.iterations == 0


@pytest.mark.parametrize(
    ("seats", "puertomas", "expansions"),
    [
        (2, 0, ()),
        (3, 0, ()),
        (4, 0, ("new_buildings", "citizens")),
        (5, 0, ()),
        (3, 2, ()),
        (4, 0, ("smuggler",)),
    ],
)
def test_the_expert_plays_whole_games(seats: int, puertomas: int, expansions: tuple) -> None:  # type: ignore[type-arg]
    config = GameConfig(seats=seats, seed=21, puertomas=puertomas, expansions=expansions)
    expert = ExpertAgent(seed=3, iterations=3)
    explained = []
    choose = expert.choose

    def spy(game, legal):  # type: ignore[no-untyped-def]
        action = choose(game, legal)
        if expert.explanation is not None:
            explained.append((action, expert.explanation))
        return action

    expert.choose = spy  # type: ignore[method-assign]
    others = [make_agent("scripted:normal", s) for s in range(1, seats - puertomas)]
    g = play_game(config, [expert, *others])
    assert g.is_over and g.winners()
    assert len(explained) >= 4  # a role search at most of its role decisions
    for action, expl in explained:
        assert action.kind == "choose_role" and action.value == expl.chosen.tile
        assert 0.0 <= expl.chosen.win <= 1.0 and expl.iterations == 3


def test_playout_policy_weights_and_scores() -> None:
    weights = role_weights()
    assert set(BASE_ROLES) <= set(weights) and all(
        len(w) == len(FEATURES) for w in weights.values()
    )
    g = _role_position()
    legal = g.legal_actions()
    scores = role_scores(g, legal)
    assert len(scores) == len(legal) and len(set(scores)) > 1
    # Each score is the dot product of the role's weights with its features.
    for (role, f), score in zip(role_features(g, legal), scores):
        assert score == pytest.approx(sum(w * x for w, x in zip(weights[role], f)))


def test_at_a_puertoma_table_the_playouts_use_the_weights_tuned_against_them() -> None:
    g = Game.new(GameConfig(seats=3, seed=12, puertomas=2, difficulty="hard"))
    hard = make_agent("scripted:hard", agent_seed(12, 0))
    while g.state.round < 4 or g.decision != "role" or len(g.legal_actions()) < 3:
        g.apply(hard.choose(g, g.legal_actions()))
    legal = g.legal_actions()
    tuned = role_weights(box_data("puerto_rico") / PUERTOMA_WEIGHTS_FILE)
    fitted = role_weights()
    assert set(tuned) == set(fitted) and tuned["captain"] != fitted["captain"]
    scores = role_scores(g, legal)
    for (role, f), score in zip(role_features(g, legal), scores):
        assert score == pytest.approx(sum(w * x for w, x in zip(tuned[role], f)))
    # The table without Puertomas keeps the fitted weights (checked above): same features,
    # other scores.
    assert scores != [sum(w * x for w, x in zip(fitted[r], f)) for r, f in role_features(g, legal)]


def test_a_bad_weights_file_is_reported(tmp_path: Path) -> None:
    bad = tmp_path / "role_policy.yaml"
    bad.write_text("features: [bias]\nroles: {}\n", encoding="utf-8")
    with pytest.raises(CatalogError, match=r"role_policy\.yaml: features: expected"):
        role_weights(bad)
    short = tmp_path / "short.yaml"
    short.write_text(
        "features: [" + ", ".join(FEATURES) + "]\nroles:\n  mayor: [1, 2]\n", encoding="utf-8"
    )
    with pytest.raises(CatalogError, match=r"roles\.mayor: expected"):
        role_weights(short)


def _root(visits_wins: list[tuple[int, float]], prior: list[float] | None = None):  # type: ignore[no-untyped-def]
    """A root for seat 0 whose children have these visits and win chances for seat 0."""
    from game.puerto_rico.ai.expert import _Node
    from game.puerto_rico.engine import Action

    root = _Node(2)
    root.seat = 0
    actions = [Action(0, "choose_role", f"r{i}") for i in range(len(visits_wins))]
    for a, (n, win) in zip(actions, visits_wins):
        child = _Node(2)
        child.n, child.w = n, [win * n, (1 - win) * n]
        root.children[a] = child
        root.n += n
    if prior is not None:
        root.prior = dict(zip(actions, prior))
    return root


def test_when_the_search_stops_early() -> None:
    from game.puerto_rico.ai.expert import _clear, _close, _settled

    # Settled: the runner-up cannot catch up in the iterations left.
    assert _settled(_root([(50, 0.4), (20, 0.3)]), 29)
    assert not _settled(_root([(50, 0.4), (20, 0.3)]), 30)
    # Close: the runner-up has 60% of the leader's visits and the game is in the balance.
    assert _close(_root([(50, 0.4), (30, 0.38)]))
    assert not _close(_root([(50, 0.4), (29, 0.38)]))
    # A lost or a won game is not worth the rest of the budget, however close the visits.
    assert not _close(_root([(50, 0.01), (49, 0.01)]))
    assert not _close(_root([(50, 0.99), (49, 0.99)]))
    # One sensible choice: the prior's clear favourite keeps three quarters of the visits.
    assert _clear(_root([(30, 0.5), (10, 0.4)], prior=[0.9, 0.1]), 40)
    assert not _clear(_root([(29, 0.5), (11, 0.4)], prior=[0.9, 0.1]), 40)
    assert not _clear(_root([(30, 0.5), (10, 0.4)], prior=[0.8, 0.2]), 40)
    assert not _clear(_root([(18, 0.5), (2, 0.4)], prior=[0.9, 0.1]), 20)  # too early
