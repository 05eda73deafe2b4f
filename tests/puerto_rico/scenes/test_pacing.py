"""Pacing of computer turns (issue 10): each computer action is its own beat, at the speed the
settings choose, on a paced display; the end of a round may wait for a click; a "since your
last turn" summary on the hand-over card and on demand; obvious choices confirmed on request."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace

import pygame
import pytest

from game.puerto_rico.engine import Action, Game, GameConfig, view
from game.puerto_rico.scenes.board import BoardScene, obvious_choice
from game.puerto_rico.scenes.overlays import HandoverOverlay, MessageOverlay
from game.puerto_rico.scenes.pacing import cut_beats
from game.puerto_rico.scenes.session import Session
from game.shell.pacing import BEAT_SECONDS
from game.shell.persistence import Seat

ANA = Seat("Ana", "human", None, "red")
BOB = Seat("Bob", "human", None, "blue")
PUERTOMAS = [
    Seat("Puertoma A", "puertoma", None, "blue"),
    Seat("Puertoma B", "puertoma", None, "green"),
]
FRAME = 1 / 60


def _solo_at_a_busy_decision(seed: int = 1) -> tuple[Session, Action]:
    """A solo game stopped where Ana's next decision sets both Puertomas moving."""
    session = Session.new([ANA, *PUERTOMAS], seed)
    g = session.game
    rng = random.Random(seed)
    for _ in range(200):
        assert g.current_seat == 0
        for action in g.legal_actions():
            steps, _ = view.event_steps(g, action)
            if {e.seat for e, _ in steps if e.seat is not None} >= {1, 2}:
                return session, action
        session.apply(rng.choice(g.legal_actions()))
    raise AssertionError("no decision of Ana's set the Puertomas moving")


def _settings(app, **changes) -> None:  # type: ignore[no-untyped-def]
    app.apply_settings(replace(app.settings, **changes))


def _board(app, session: Session) -> BoardScene:  # type: ignore[no-untyped-def]
    board = BoardScene(app, session)
    board.viewer = session.humans[0]
    app.push(board)
    app.frame(FRAME)
    return board


def _lines(board: BoardScene) -> list[str]:
    return [text for text, _ in board.log_lines()]


# ------------------------------------------------------------------------ beats


def test_puertoma_moves_are_cut_into_beats_of_about_a_second() -> None:
    session, action = _solo_at_a_busy_decision()
    steps, end = view.event_steps(session.game, action)
    computer = lambda seat: seat != 0  # noqa: E731
    beats = cut_beats(steps, end, computer, "normal", round_pause=False)
    puertoma_beats = [b for b in beats if b.seat in (1, 2)]
    assert len(puertoma_beats) >= 2
    assert all(0.8 <= b.seconds <= 1.2 for b in puertoma_beats)
    # Ana's own beat shows at once (only its flights are waited for).
    assert all(b.seconds == 0 for b in beats if b.seat == 0)
    # Every event is in exactly one beat, in the engine's order; each beat is one seat's.
    assert [e for b in beats for e in b.events] == [e for e, _ in steps]
    for b in beats:
        assert {e.seat for e in b.events if e.seat is not None} <= {b.seat, None} or b.seat is None
    assert beats[-1].table is end
    # The speeds the settings offer: slower is longer, instant is no wait at all.
    for speed in ("slow", "fast", "instant"):
        paced = cut_beats(steps, end, computer, speed, round_pause=False)
        assert [b.seconds for b in paced if b.seat in (1, 2)] == [
            BEAT_SECONDS[speed] for b in paced if b.seat in (1, 2)
        ]
    assert BEAT_SECONDS["slow"] > BEAT_SECONDS["normal"] > BEAT_SECONDS["fast"] > 0


def test_each_computer_action_gets_its_own_beat_on_the_table(app) -> None:  # type: ignore[no-untyped-def]
    _settings(app, ai_speed="normal", animation_speed="normal")
    session, action = _solo_at_a_busy_decision()
    board = _board(app, session)
    live = session.game
    assert board.play(action)
    app.frame(FRAME)
    # The live game is already past the Puertomas' moves; the table is not.
    assert board.human_to_act is None and board.pacer.busy
    assert board.shown is not live
    first_lines = len(_lines(board))
    # Time passes frame by frame: note when each Puertoma beat starts and what the table shows.
    starts: list[tuple[float, int]] = []
    t = 0.0
    started = board.pacer.started
    while board.pacer.busy and t < 60:
        app.frame(FRAME)
        t += FRAME
        beat = board.pacer.current
        if board.pacer.started != started and beat is not None:
            started = board.pacer.started
            if beat.seat in (1, 2):
                starts.append((t, beat.seat))
                # The acting seat is lit, the status line says what it did, in words.
                assert board.acting_seat == beat.seat
                assert session.game.names[beat.seat] in board._prompt()
    assert len(starts) >= 2
    gaps = [b[0] - a[0] for a, b in itertools.pairwise(starts)]
    assert all(0.8 <= gap <= 1.6 for gap in gaps), gaps  # a beat plus its flights' landing
    assert len(_lines(board)) > first_lines  # the log grew beat by beat
    assert board.shown is live and board.human_to_act == session.game.current_seat


def test_the_table_lags_the_live_game_until_the_beat_shows(app) -> None:  # type: ignore[no-untyped-def]
    _settings(app, ai_speed="slow", animation_speed="off")
    session, action = _solo_at_a_busy_decision()
    board = _board(app, session)
    kept = len(board.log)
    assert board.play(action)
    later = [e for b in list(board.pacer.queue) for e in b.events if e.seat in (1, 2)]
    assert later, "the Puertomas' moves wait for their beats"
    live = session.game
    # Only the beat on show is told: the Puertoma moves after it wait, and the board of the
    # next Puertoma to move is still the one before its move.
    told = [entry.event for entry in board.log[kept:]]
    current = board.pacer.current
    assert current is not None and current.seat in (1, 2)
    assert all(e.seat not in (1, 2) or e in current.events for e in told)
    first = next(b for b in board.pacer.queue if b.seat in (1, 2))
    assert board.table_of(first.seat).to_json() != live.to_json()


def test_instant_shows_everything_at_once(app) -> None:  # type: ignore[no-untyped-def]
    session, action = _solo_at_a_busy_decision()
    board = _board(app, session)  # the fixture's speed is "instant"
    assert board.play(action)
    assert not board.pacer.busy and board.shown is session.game
    assert board.human_to_act == 0


# ------------------------------------------------------------------ round pause


def _play_to_round_end(board: BoardScene) -> None:
    """Ana plays her first option until a round ends (the pause holds) or 80 decisions."""
    g = board.game
    for _ in range(80):
        if board.pacer.held is not None:
            return
        if board.human_to_act == 0:
            assert board.play(g.legal_actions()[0])
        board.app.frame(FRAME)


def test_the_end_of_a_round_waits_for_a_click_in_solo(app, driver) -> None:  # type: ignore[no-untyped-def]
    _settings(app, round_pause="solo")
    session = Session.new([ANA, *PUERTOMAS], 4)
    board = _board(app, session)
    _play_to_round_end(board)
    held = board.pacer.held
    assert held is not None and held.events[0].kind == "round_ended"
    for _ in range(300):  # five seconds: the table still waits
        app.frame(FRAME)
    assert board.pacer.held is held and board.human_to_act is None
    done = board.buttons["button_done"]
    assert done.enabled and done.label == "Next round"
    assert "Round 1 is over" in board._prompt()
    driver.click(done.rect.center)
    assert board.pacer.held is None
    driver.frames(2)
    assert board.human_to_act == session.game.current_seat or board.pacer.busy


@pytest.mark.parametrize(
    ("setting", "seats", "pauses"),
    [
        ("never", [ANA, *PUERTOMAS], False),
        ("solo", [ANA, BOB, Seat("Cid", "random", None, "green")], False),
        ("always", [ANA, BOB, Seat("Cid", "random", None, "green")], True),
    ],
)
def test_the_round_pause_follows_its_setting(app, setting, seats, pauses) -> None:  # type: ignore[no-untyped-def]
    _settings(app, round_pause=setting)
    session = Session.new(seats, 4)
    board = _board(app, session)
    board.viewer = None
    g = session.game
    rounds_seen = False
    for _ in range(400):
        if board.pacer.held is not None or g.state.round > 1:
            rounds_seen = True
            break
        seat = g.current_seat
        if seat is not None and session.seats[seat].is_human and not board.pacer.busy:
            assert board.play(g.legal_actions()[0])
        else:
            app.frame(FRAME)
        while app.top is not board:  # hand-over cards are taken at once
            app.pop()
    assert rounds_seen
    assert (board.pacer.held is not None) == pauses


# ------------------------------------------------------------ since your last turn


def test_the_hand_over_card_tells_what_happened_since_the_last_turn(app) -> None:  # type: ignore[no-untyped-def]
    session = Session.new([ANA, BOB, Seat("Cid", "random", None, "green")], 6)
    board = _board(app, session)
    g = session.game
    cards: list[HandoverOverlay] = []
    for _ in range(400):
        if isinstance(app.top, HandoverOverlay):
            cards.append(app.top)
            app.pop()
            if len(cards) >= 4:
                break
            continue
        seat = g.current_seat
        if board.human_to_act is not None:
            assert board.play(g.legal_actions()[0])
        else:
            app.frame(FRAME)
        assert seat is not None
    assert len(cards) >= 4
    assert cards[0].lines == []  # a first turn has nothing "since your last turn"
    later = cards[2:]
    for card in later:
        assert card.lines[0] == "Since your last turn:"
        assert len(card.lines) > 1
    # The summary is worded from the events: the other players' names appear in it.
    text = " ".join(" ".join(card.lines) for card in later)
    assert "Cid" in text


def test_since_your_last_turn_on_demand_in_solo_in_french(app, driver) -> None:  # type: ignore[no-untyped-def]
    _settings(app, language="fr")
    session, action = _solo_at_a_busy_decision()
    board = _board(app, session)
    kept = len(board.log)
    assert board.play(action)
    driver.frames(2)
    own = board.word(board.log[kept])  # Ana's own action, told first
    driver.key(pygame.K_l)
    card = app.top
    assert isinstance(card, MessageOverlay)
    assert card.title == "Depuis votre dernier tour"
    # Ana's own action is not in it; the Puertomas' are, in French.
    body = card.lines
    assert own.startswith("Ana") and own not in body
    assert any(line.startswith("Puertoma") for line in body)
    assert not any(" builds " in line or " takes " in line for line in body)


# ------------------------------------------------------------ obvious choices


def _at(decision: str, seed: int) -> Session:
    session = Session.new([ANA, Seat("Bob", "random", None, "blue"), *PUERTOMAS[:0]], seed)
    g = session.game
    rng = random.Random(seed)
    for _ in range(3000):
        if g.current_seat == 0 and g.decision == decision:
            return session
        session.apply(rng.choice(g.legal_actions()))
    raise AssertionError(f"Ana never met {decision}")


def test_obvious_choices_are_asked_by_default_and_confirmed_on_request(app) -> None:  # type: ignore[no-untyped-def]
    session = _at("produce", 2)
    board = _board(app, session)
    before = session.game.state.actions_taken
    for _ in range(30):
        app.frame(FRAME)
    assert session.game.state.actions_taken == before  # asked, by default
    assert board.human_to_act == 0
    _settings(app, auto_obvious=True)
    app.frame(FRAME)
    assert session.game.state.actions_taken == before + 1
    assert session.actions[-1].kind == "produce"


def test_obvious_means_one_sensible_answer() -> None:
    g = Game.new(GameConfig(seats=3, seed=5, names=("Ana", "Bob", "Cid")))
    assert g.decision == "role" and obvious_choice(g) is None  # a real choice
    rng = random.Random(5)
    singles = 0
    while not g.is_over and singles < 5:
        legal = g.legal_actions()
        if len(legal) == 1 and g.decision == "mayor_layout":
            assert obvious_choice(g) is None  # the engine asks only when layouts differ
        elif len(legal) == 1:
            assert obvious_choice(g) == legal[0]
            singles += 1
        g.apply(rng.choice(legal))
    assert singles >= 1


def test_the_beat_lights_what_a_puertoma_built(app) -> None:  # type: ignore[no-untyped-def]
    from game.shell.assets import HIGHLIGHT

    _settings(app, ai_speed="normal", animation_speed="off")
    session = Session.new([ANA, *PUERTOMAS], 1)
    board = _board(app, session)
    g = session.game
    rng = random.Random(1)
    for _ in range(2000):
        beat = board.pacer.current
        if beat is not None and beat.main.kind == "building_built" and beat.seat in (1, 2):
            break
        if board.human_to_act == 0:
            assert board.play(rng.choice(g.legal_actions()))
        app.frame(FRAME)
    else:
        raise AssertionError("no Puertoma built anything")
    app.frame(FRAME)
    built = beat.main.data["building"]
    spot = next(
        s
        for s in board.hotspots
        if s.kind == "building" and s.value == built and s.seat == beat.seat
    )
    edge = spot.rect.inflate(6, 6)
    assert tuple(board.layer.get_at((edge.left + 1, edge.centery)))[:3] == HIGHLIGHT[:3]
    assert board.acting_seat == beat.seat


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_a_long_summary_fits_the_hand_over_card(app, size) -> None:  # type: ignore[no-untyped-def]
    _settings(app, language="fr")
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    line = "Puertoma A charge 4 caisses de café sur le navire de 6 caisses et marque 5 PV."
    card = HandoverOverlay(app, "Maximilienne-Éléonore", None, [line] * 30)
    app.push(card)
    app.frame(FRAME)
    assert app.screen.get_rect().contains(card.card)
    boxes = [rect for _, rect in card.text_boxes()]
    assert len(boxes) >= 12 and all(card.card.contains(rect) for rect in boxes)
    assert card.buttons[0].rect.top > max(rect.bottom for rect in boxes)
    assert card.lines[1] == "(20 lignes plus anciennes sont dans le journal)"
