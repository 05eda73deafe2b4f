"""The coach's review of a finished game: the human's costliest role choices.

Played again from the start on the recorded actions, every role choice of the reviewed seats
is weighed by the expert (`ExpertAgent.role_values`: every role open tried the same number of
times on the same determinizations, from that seat's point of view then). A choice's estimated
loss is the best role's estimated win chance minus the chosen role's. The three largest losses
are the review, each with what the expert would have taken. This runs in the thinking process
(`review_job`), so the scoring screen stays live while it works.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.puerto_rico.ai.expert import ExpertAgent
from game.puerto_rico.ai.playout import ROLE_KIND
from game.puerto_rico.engine import Action, Game

# Each open role is tried this many times per reviewed choice (about 1.5 ms a try).
PER_ROLE = 16
# Losses below this (in win chance) are noise at that budget: no lesson in them.
MIN_LOSS = 0.02
TOP = 3


@dataclass(frozen=True)
class ReviewItem:
    """One reviewed role choice: when, who, what was taken and what the expert would take,
    with both estimated win chances (0..1) and the loss between them."""

    step: int  # index of the action in the game's record
    round: int
    seat: int
    played: str  # role ids
    best: str
    played_win: float
    best_win: float

    @property
    def loss(self) -> float:
        return self.best_win - self.played_win


def review(
    start: Game,
    actions: Sequence[Action],
    seats: Sequence[int],
    per_role: int = PER_ROLE,
    seed: int = 0,
    top: int = TOP,
) -> list[ReviewItem]:
    """The `top` costliest role choices of `seats` (largest loss first) in the game played
    from `start` with `actions`; choices that cost less than MIN_LOSS are left out."""
    g = start.clone(events=False)
    expert = ExpertAgent(seed)
    items: list[ReviewItem] = []
    for step, action in enumerate(actions):
        if g.decision == "role" and action.seat in seats and action.kind == ROLE_KIND:
            legal = [a for a in g.legal_actions() if a.kind == ROLE_KIND]  # no guest moves
            if len(legal) > 1 and action in legal:
                copy = g.seat_copy(action.seat, (seed * 0x9E37 + step) & 0xFFFF_FFFF_FFFF)
                values = expert.role_values(copy, legal, per_role)
                roles = {t.id: t.role for t in g.state.roles}
                best = max(range(len(legal)), key=values.__getitem__)
                played = legal.index(action)
                items.append(
                    ReviewItem(
                        step,
                        g.state.round,
                        action.seat,
                        roles[action.value],
                        roles[legal[best].value],
                        values[played],
                        values[best],
                    )
                )
        g.apply(action)
    costly = [it for it in items if it.loss >= MIN_LOSS]
    costly.sort(key=lambda it: (-it.loss, it.step))
    return costly[:top]


def review_job(
    start_json: str,
    actions: Sequence[Action],
    seats: Sequence[int],
    seed: int,
    per_role: int = PER_ROLE,
) -> list[ReviewItem]:
    """Run in the thinking process: the review of a game sent as its start (JSON) and its
    actions."""
    start = Game.from_json(start_json, events=False)
    return review(start, list(actions), seats, per_role, seed)
