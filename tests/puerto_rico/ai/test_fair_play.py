"""Computer seats play fair: they think on `Game.seat_copy`, in which the plantation draws, the
Puertomas' unseen resolution cards and face-down capability tiles (and hidden VP chips) are drawn
afresh from the seat's own seed, so nothing they decide can depend on the real hidden state."""

from __future__ import annotations

import json
import random

from game.puerto_rico.ai import make_agent
from game.puerto_rico.ai.runner import decide, play_game
from game.puerto_rico.engine import Game, GameConfig

HIDDEN = "hidden"


def _at_role_choice(config: GameConfig, seed: int, rounds: int = 3) -> Game:
    g = Game.new(config)
    rng = random.Random(seed)
    while g.state.round < rounds or g.decision != "role":
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])
    return g


def _scrambled(g: Game) -> Game:
    """The same public position with other hidden draws: another random stream, another bag
    order, the unseen cards reordered, other face-down capability tiles."""
    other = g.clone()
    s = other.state
    s.rng ^= 0x1234_5678_9ABC
    random.Random(5).shuffle(s.bag)
    if s.auto:
        s.auto["deck"].reverse()
        for info in s.auto["seats"].values():
            for cap in info["caps"]:
                if cap[1] == HIDDEN:
                    cap[0] = "not_the_real_one"
    return other


def _hidden_free(g: Game) -> dict[str, object]:
    state = json.loads(g.to_json())["state"]
    state["bag"] = sorted(state["bag"])
    return state


def test_the_copy_is_the_same_whatever_the_hidden_state() -> None:
    config = GameConfig(seats=3, seed=21, puertomas=2, difficulty="normal")
    g = _at_role_choice(config, 21)
    assert g.state.auto["deck"] and any(
        cap[1] == HIDDEN for info in g.state.auto["seats"].values() for cap in info["caps"]
    )
    a = g.seat_copy(0, seed=99)
    b = _scrambled(g).seat_copy(0, seed=99)
    assert _hidden_free(a) == _hidden_free(b)
    assert a.state.rng != g.state.rng
    # Another seed, another draw of what is hidden; the public table is unchanged.
    c = g.seat_copy(0, seed=100)
    assert c.state.rng != a.state.rng
    assert [p.to_dict() for p in c.state.players] == [p.to_dict() for p in g.state.players]


def test_a_hard_seat_decides_the_same_whatever_the_hidden_state() -> None:
    """`hard` plays each role forward on clones: on the seat's copy those see made-up draws."""
    for seed in (3, 4, 5):
        g = _at_role_choice(GameConfig(seats=4, seed=seed), seed)
        seat = g.current_seat
        assert seat is not None
        choices = {
            decide(make_agent("scripted:hard", 7), game, seat, 7).value
            for game in (g, _scrambled(g), _scrambled(_scrambled(g)))
        }
        assert len(choices) == 1, (seed, choices)


def test_hidden_vp_chips_are_evened_out_for_the_others() -> None:
    g = _at_role_choice(GameConfig(seats=4, seed=8), 8, rounds=8)
    for p, vp in zip(g.state.players, (5, 9, 0, 2)):
        p.vp = vp
    copy = g.seat_copy(1, seed=1, hide_vp=True)
    vps = [p.vp for p in copy.state.players]
    assert vps[1] == 9  # its own chips are known to it
    assert sum(vps) == 16 and sorted(vps[i] for i in (0, 2, 3)) == [2, 2, 3]
    assert [p.vp for p in g.state.players] == [5, 9, 0, 2]  # the live game is untouched


def test_agents_are_never_handed_the_live_game() -> None:
    seen: list[bool] = []

    class Watcher:
        def choose(self, game: Game, legal: list) -> object:  # type: ignore[type-arg]
            seen.append(game is live[0] or game.state.rng == live[0].state.rng)
            return legal[0]

    live: list[Game] = []
    original = Game.new

    def remember(config: GameConfig, *args: object, **kwargs: object) -> Game:
        g = original(config, *args, **kwargs)  # type: ignore[arg-type]
        live.append(g)
        return g

    Game.new = remember  # type: ignore[method-assign,assignment]
    try:
        play_game(GameConfig(seats=2, seed=4), [Watcher(), Watcher()])  # type: ignore[list-item]
    finally:
        Game.new = original  # type: ignore[method-assign]
    assert seen and not any(seen)
