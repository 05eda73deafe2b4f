"""The scoring screen plots each seat's total VP round by round (not only the VP chips) and
lets the player look at the final board (issue 10)."""

from __future__ import annotations

import random
import time

from game.puerto_rico.ai import make_agent
from game.puerto_rico.engine import view
from game.puerto_rico.scenes.board import BoardScene
from game.puerto_rico.scenes.scoring import ScoringScene
from game.puerto_rico.scenes.session import Session
from game.shell.ai_worker import Thinker
from game.shell.persistence import Seat

SEATS = [
    Seat("Ana", "human", None, "red"),
    Seat("Bob", "random", None, "blue"),
    Seat("Cid", "random", None, "yellow"),
]
FESTIVAL = ("festival", "activities")


def _finished(seed: int = 3) -> Session:
    session = Session.new(SEATS, seed)
    rng = random.Random(seed)
    while not session.game.is_over:
        session.apply(rng.choice(session.game.legal_actions()))
    return session


def test_the_chart_plots_total_vp_round_by_round() -> None:
    session = _finished()
    g = session.game
    history = view.score_history(g, session.actions)
    assert history is not None
    assert len(history) == len(g.state.vp_history)  # one point per round
    assert history[-1] == [s["total"] for s in g.final_scores()]
    # Totals count buildings too: above the chips the state kept, once buildings stand.
    assert any(
        t > c
        for row, chips in zip(history, g.state.vp_history, strict=True)
        for t, c in zip(row, chips, strict=True)
    )
    assert all(
        t >= c
        for row, chips in zip(history, g.state.vp_history, strict=True)
        for t, c in zip(row, chips, strict=True)
    )


def test_a_record_that_is_not_the_games_falls_back_to_chips(app) -> None:  # type: ignore[no-untyped-def]
    session = _finished()
    session.actions = session.actions[: len(session.actions) // 2]  # a broken record
    scene = ScoringScene(app, session)
    assert scene.history == session.game.state.vp_history
    assert scene.history_key == "scoring.chart_chips_over_rounds"


def test_the_scoring_screen_shows_totals_and_opens_the_final_board(app, driver, canvas) -> None:  # type: ignore[no-untyped-def]
    session = _finished()
    scene = ScoringScene(app, session)
    app.push(scene)
    canvas.render()
    assert canvas.painted_share() == 1.0
    assert scene.history_key == "scoring.chart_over_rounds"
    assert scene.history[-1] == [s["total"] for s in session.game.final_scores()]
    see = next(b for b in scene.buttons if b.label == "See the final board")
    driver.click(see.rect.center)
    board = app.top
    assert isinstance(board, BoardScene) and board.reviewing
    for _ in range(150):  # the finished game does not hurry back to the scores by itself
        driver.frames(1)
    assert app.top is board
    canvas.render()
    assert canvas.painted_share() == 1.0
    # The board shows the final table: every seat's buildings are on it.
    for seat, p in enumerate(session.game.state.players):
        shown = {s.value for s in board.hotspots if s.kind == "building" and s.seat == seat}
        assert shown == set(p.buildings)
    back = board.buttons["button_done"]
    assert back.enabled and back.label == "Back to the scores"
    driver.click(back.rect.center)
    assert app.top is scene


def _finished_with(modules: tuple[str, ...], seats: list[Seat], seed: int) -> Session:
    session = Session.new(seats, seed, expansions=modules)
    rng = random.Random(seed)
    while not session.game.is_over:
        session.apply(rng.choice(session.game.legal_actions()))
    return session


def test_festival_and_activity_vp_have_their_own_lines_under_the_chips(app, canvas) -> None:  # type: ignore[no-untyped-def]
    def festive(session: Session) -> bool:  # both kinds of task paid VP to someone
        fest = view.festival(session.game)
        return all(any(t["by"] is not None and t["reward"]["vp"] for t in fest[k]) for k in fest)

    sessions = (_finished_with(FESTIVAL, SEATS, seed) for seed in range(1, 30))
    session = next(s for s in sessions if festive(s))
    scene = ScoringScene(app, session)
    app.push(scene)
    canvas.render()
    rows = scene.rows()
    labels = [label for label, _ in rows]
    assert labels[:4] == [
        "VP chips",
        "incl. festival objectives",
        "incl. festival activities",
        "Buildings",
    ]
    fest = view.festival(session.game)
    for i, key in ((1, "objectives"), (2, "activities")):
        expected = [
            sum(t["reward"]["vp"] for t in fest[key] if t["by"] == seat) for seat in range(3)
        ]
        assert rows[i][1] == expected and sum(expected) > 0
    chips = rows[0][1]
    assert all(o + a <= c for o, a, c in zip(rows[1][1], rows[2][1], chips, strict=True))
    # The shares are not added twice: the total is chips + buildings + bonuses.
    assert [s["total"] for s in session.game.final_scores()] == dict(rows)["Total"]
    assert scene.part_rows() == {"incl. festival objectives", "incl. festival activities"}


def test_without_the_festival_there_are_no_festival_lines(app) -> None:  # type: ignore[no-untyped-def]
    scene = ScoringScene(app, _finished())
    assert [label for label, _ in scene.rows()][:2] == ["VP chips", "Buildings"]
    assert scene.achievements_note() == ""


def test_a_puertoma_game_says_what_the_puertomas_scored_for_the_humans_cards(app, canvas) -> None:  # type: ignore[no-untyped-def]
    seats = [
        Seat("Ana", "human", None, "red"),
        Seat("Puertoma A", "puertoma", None, "blue"),
        Seat("Puertoma B", "puertoma", None, "green"),
    ]
    session = _finished_with(("achievements",), seats, 4)
    g = session.game
    human = view.achievement_cards(g, 0, 0)
    owed = sum(view.achievement_card(g, c).vp for c in human.hidden or ())
    assert owed > 0
    scene = ScoringScene(app, session)
    app.push(scene)
    canvas.render()
    assert dict(scene.rows())["Grand achievements"] == [0, owed, owed]
    assert scene.achievements_note() == (
        f"Each Puertoma scores {owed} VP for the humans' uncompleted grand achievement cards."
    )


def test_the_coach_review_shows_the_costliest_role_choices(app, driver, canvas) -> None:  # type: ignore[no-untyped-def]
    """Ana (human; her moves here are scripted:easy's) loses to two normal seats; the Coach
    review button works out her costliest role choices in the thinking process while the
    screen keeps drawing, then shows them with their estimated win chances."""
    seats = [
        Seat("Ana", "human", None, "red"),
        Seat("Bob", "scripted", "normal", "blue"),
        Seat("Cid", "scripted", "normal", "yellow"),
    ]
    session = Session.new(seats, 5)
    easy = make_agent("scripted:easy", 2)
    while not session.game.is_over:
        g = session.game
        seat = g.current_seat
        agent = easy if seat == 0 else session.agents[seat]
        session.apply(agent.choose(g, g.legal_actions()))
    scene = ScoringScene(app, session)
    scene.thinker = Thinker()  # its own process, not the app's shared one
    scene.review_per_role = 3  # a quick review
    app.push(scene)
    try:
        button = next(b for b in scene.buttons if b.label == "Coach review")
        driver.click(button.rect.center)
        assert scene.showing_review
        assert scene.reviewing or scene.review is not None
        frames = 0
        end = time.monotonic() + 120
        while scene.reviewing and time.monotonic() < end:
            driver.frames(1)  # the screen keeps drawing meanwhile
            frames += 1
        assert not scene.reviewing and not scene.review_failed
        review = scene.review
        assert review and len(review) <= 3
        assert all(it.seat == 0 and it.loss >= 0.02 for it in review)
        assert [it.loss for it in review] == sorted((it.loss for it in review), reverse=True)
        assert all(it.played != it.best for it in review)
        lines = scene.review_lines()
        assert len(lines) == 2 * len(review)
        first = review[0]
        assert lines[0] == (
            f"Round {first.round}: Ana took the {first.played.capitalize()} "
            f"(est. win {round(100 * first.played_win)}%)."
        )
        assert f"({'−'}{round(100 * first.loss)} points)" in lines[1]
        canvas.render()
        assert canvas.painted_share() == 1.0
        # The button shows the chart again.
        back = next(b for b in scene.buttons if b.label == "VP by round")
        driver.click(back.rect.center)
        assert not scene.showing_review
    finally:
        scene.thinker.stop()


def _live(seed: int = 3) -> tuple[Session, list[tuple[str, int | None, dict]]]:  # type: ignore[type-arg]
    """A finished game and every event it emitted while it was played."""
    session = Session.new(SEATS, seed)
    rng = random.Random(seed)
    seen = []
    while not session.game.is_over:
        for event in session.apply(rng.choice(session.game.legal_actions())):
            seen.append((event.kind, event.seat, dict(event.data)))
    return session, seen


def test_the_record_tells_what_each_seat_did_over_the_game() -> None:
    session, seen = _live()
    g = session.game
    record = view.replay_record(g, session.actions)
    assert record is not None
    for seat, tally in enumerate(record.tallies):
        mine = [(kind, data) for kind, who, data in seen if who == seat]
        chosen = [data["role"] for kind, data in mine if kind == "role_chosen"]
        assert sum(tally.roles.values()) == len(chosen) > 0
        assert tally.favourite_role() == max(chosen, key=chosen.count)
        # Nothing is ever pulled down in a base game: every building built still stands.
        assert tally.built == len(g.state.players[seat].buildings)
        loads = [data for kind, data in mine if kind == "loaded"]
        assert tally.shipped == sum(d["count"] for d in loads)
        chips = g.final_scores()[seat]["vp_chips"]
        assert tally.shipping_vp == sum(d["vp"] for d in loads) <= chips
        sales = [data for kind, data in mine if kind == "sold"]
        assert (tally.sold, tally.sales) == (len(sales), sum(d["doubloons"] for d in sales))
        # Crates produced went somewhere: shipped, sold, held, stored away or discarded.
        assert tally.produced >= tally.shipped + tally.sold
    assert sum(t.shipped for t in record.tallies) > 0


def test_the_scoring_screen_shows_the_game_in_figures_under_the_scores(app, canvas) -> None:  # type: ignore[no-untyped-def]
    from game.shell.widgets import recording_text

    session = _finished()
    scene = ScoringScene(app, session)
    app.push(scene)
    with recording_text() as lines:
        canvas.render()
    drawn = [line.text for line in lines]
    assert "Over the game" in drawn
    rows = dict(scene.tally_rows())
    tallies = scene.tallies
    assert tallies is not None
    assert rows["Buildings built"] == [str(t.built) for t in tallies]
    assert rows["Crates shipped (VP)"] == [f"{t.shipped} ({t.shipping_vp})" for t in tallies]
    for label, values in rows.items():
        assert label in drawn and all(value in drawn for value in values), label
    # A record that is not this game's tells nothing: no lines rather than wrong ones.
    session.actions = session.actions[:10]
    assert ScoringScene(app, session).tally_rows() == []
