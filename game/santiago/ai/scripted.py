"""Scripted seats: easy, normal and hard (SANTIAGO_SPEC §13).

Every level reads the game through engine/view.py only: its own counters from its observation,
and a determinized copy (a Sandbox: the other seats' hidden counters guessed, the dice to come
re-seeded) for look-ahead.

- easy: each decision on its own, by the value of the position right after it.
- normal: the car move is judged by playing the rest of its own turn greedily (Cuban, broker,
  building, the demand roll) on the copy; other decisions as easy.
- hard: every own decision judged by playing the turn to its end; the other seats' gains count
  against it; the seat after it gets its next stop for free, so the stop it leaves matters.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.santiago.ai.evaluation import Weights, position_value
from game.santiago.engine import Action, Game, view
from game.santiago.engine.view import Sandbox

LEVELS = ("easy", "normal", "hard")

WEIGHTS = {
    "easy": Weights(),
    "normal": Weights(),
    "hard": Weights(others=0.5, owned_per_ship=0.35),
}


def _prune(legal: Sequence[Action]) -> list[Action]:
    """Drop choices that are never better than a kept one, so look-ahead stays cheap: of a
    series of amounts keep the largest (and small Casino sales)."""
    best: dict[tuple[str, object], Action] = {}
    out: list[Action] = []
    for a in legal:
        v = a.value
        if a.kind in ("deliver", "deliver_wood") and isinstance(v, tuple):
            key = (a.kind, v[0])
            if key not in best or v[1] > best[key].value[1]:
                best[key] = a
            continue
        if a.kind == "use_building" and isinstance(v, tuple) and v and v[0] == "vp_to_pesos":
            if v[1] <= 2:
                out.append(a)
            continue
        if a.kind == "use_building" and isinstance(v, tuple) and v and v[0] == "pesos_to_vp":
            key = (a.kind, "pesos_to_vp")
            if key not in best or v[1] > best[key].value[1]:
                best[key] = a
            continue
        if a.kind == "use_building" and isinstance(v, int) and not isinstance(v, bool):
            key = (a.kind, "convert")
            if key not in best or v > best[key].value:
                best[key] = a
            continue
        out.append(a)
    return out + list(best.values())


def _other_default(box: Sandbox, legal: Sequence[Action]) -> Action:
    """What a simulated other seat does: gives a peso first; delivers the most it can."""
    for a in legal:
        if a.kind == "give" and a.value == "peso":
            return a
    deliveries = [a for a in legal if a.kind == "deliver"]
    if deliveries:
        return max(deliveries, key=lambda a: a.value[1])
    gifts = [a for a in legal if a.kind == "give" and a.value != "vp"]
    if gifts:
        return gifts[0]
    return legal[-1] if legal[-1].kind == "pass" else legal[0]


class ScriptedAgent:
    def __init__(self, level: str = "normal", seed: int = 0) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        self.level = level
        self.name = f"scripted:{level}"
        self.rng = random.Random(seed)
        self.w = WEIGHTS[level]

    # ------------------------------------------------------------------ decisions

    def choose(self, game: Game, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        seat = legal[0].seat
        box = view.sandbox(game, seat, self.rng.getrandbits(64))
        candidates = _prune(legal)
        deep = self.level == "hard" or (self.level == "normal" and box.decision == "move_car")
        if box.active != seat:
            deep = False  # another seat's turn (El Zorro, deliveries): judge the step itself
        best, best_value = candidates[0], float("-inf")
        for a in candidates:
            trial = box.clone()
            trial.apply(a)
            if deep:
                self._finish_turn(trial, seat)
            value = position_value(trial, seat, self.w)
            if self.level == "hard" and deep and not trial.is_over:
                value -= 0.3 * self._next_seat_gift(trial, seat)
            if value > best_value + 1e-9:
                best, best_value = a, value
        return best

    def _greedy(self, box: Sandbox, seat: int) -> Action:
        legal = _prune(box.legal_actions())
        if len(legal) == 1:
            return legal[0]
        best, best_value = legal[0], float("-inf")
        for a in legal:
            trial = box.clone()
            trial.apply(a)
            value = position_value(trial, seat, self.w)
            if value > best_value + 1e-9:
                best, best_value = a, value
        return best

    def _finish_turn(self, box: Sandbox, seat: int) -> None:
        """Play `seat`'s turn to its end on the copy: greedy for itself, defaults for others."""
        turn = box.turn
        while not box.is_over and box.active == seat and box.turn == turn:
            current = box.current_seat
            if current == seat:
                box.apply(self._greedy(box, seat))
            else:
                box.apply(_other_default(box, box.legal_actions()))

    def _next_seat_gift(self, box: Sandbox, seat: int) -> float:
        """What the next seat gains from its free one-stop move (SPEC §13.3), its value."""
        nxt = box.current_seat
        if nxt is None or nxt == seat or box.decision != "move_car":
            return 0.0
        trial = box.clone()
        before = position_value(trial, nxt, WEIGHTS["normal"])
        trial.apply(Action(nxt, "move_car", 1))
        turn = trial.turn
        while not trial.is_over and trial.active == nxt and trial.turn == turn:
            legal = trial.legal_actions()
            if trial.current_seat == nxt:
                trial.apply(_quick_pick(trial, nxt, legal))
            else:
                trial.apply(_other_default(trial, legal))
        return max(0.0, position_value(trial, nxt, WEIGHTS["normal"]) - before)


def _quick_pick(box: Sandbox, seat: int, legal: Sequence[Action]) -> Action:
    best, best_value = legal[0], float("-inf")
    for a in _prune(legal):
        trial = box.clone()
        trial.apply(a)
        value = position_value(trial, seat, WEIGHTS["normal"])
        if value > best_value:
            best, best_value = a, value
    return best
