"""The expert at the screen: its reasons as log lines, and the Hint (key H) for a human seat.

The expert's search leaves an `Explanation` (estimated win chance of its best roles, the role it
expects the next seat to take); here it becomes a log event worded in the player's language
(`log.expert_reason`). The hint runs the expert for the human seat in the thinking process (the
shell's AiWorker), on that seat's own copy of the game, and shows its move and reason without
playing it.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.puerto_rico.ai import ExpertAgent
from game.puerto_rico.ai.expert import Explanation
from game.puerto_rico.engine import Action, Event, Game
from game.puerto_rico.scenes.wording import building_name, describe_event, good_name
from game.shell.ai_worker import AiWorker
from game.shell.i18n import Translator


def explanation_event(expl: Explanation, names: Sequence[str]) -> Event:
    """The expert's reason for a role decision as a log event (win chances in whole %)."""
    expects, expects_role = "", ""
    if expl.expects is not None:
        seat, expects_role = expl.expects
        expects = names[seat] if 0 <= seat < len(names) else ""
    others = [[e.role, round(100 * e.win)] for e in expl.top[1:]]
    return Event(
        "expert_reason",
        expl.seat,
        role=expl.chosen.role,
        win=round(100 * expl.chosen.win),
        others=others,
        expects=expects,
        expects_role=expects_role,
    )


def move_words(tr: Translator, game: Game, action: Action) -> str | None:
    """A short phrase for a usual non-role decision ("build the Harbor"), None otherwise."""
    v = action.value
    if action.kind == "build" and isinstance(v, str):
        return tr.t("hint.build", building=building_name(tr, v))
    if action.kind == "take_plantation" and isinstance(v, str):
        return tr.t("hint.plantation", good=good_name(tr, v, lower=True))
    if action.kind == "take_quarry":
        return tr.t("hint.quarry")
    if action.kind == "sell" and isinstance(v, str):
        return tr.t("hint.sell", good=good_name(tr, v, lower=True))
    if action.kind == "load" and isinstance(v, (tuple, list)):
        return tr.t("hint.load", good=good_name(tr, str(v[0]), lower=True))
    if action.kind == "craftsman_bonus" and isinstance(v, str):
        return tr.t("hint.bonus", good=good_name(tr, v, lower=True))
    if action.kind == "pass":
        return tr.t("hint.pass")
    return None


class Coach:
    """One hint at a time for a human seat: asked with `ask`, polled every frame."""

    def __init__(self, seed: int = 0) -> None:
        self.worker = AiWorker()
        self.expert = ExpertAgent(seed)
        self.stamp = -1  # the position the pending hint is about
        self.seat: int | None = None

    @property
    def pending(self) -> bool:
        return self.seat is not None

    def ask(self, game: Game, seat: int) -> None:
        self.cancel()
        self.seat = seat
        self.stamp = game.state.actions_taken
        self.worker.start(self.expert, game, seat)

    def poll(self, game: Game) -> Action | None:
        """The expert's move once ready (None before, or when the game moved on meanwhile)."""
        if self.seat is None:
            return None
        action = self.worker.poll()
        if action is None:
            return None
        seat, self.seat = self.seat, None
        if self.stamp != game.state.actions_taken or action.seat != seat:
            return None
        return action

    def words(self, tr: Translator, game: Game, action: Action, names: list[str]) -> str:
        """The hint as shown: the reason for a role, a short phrase for the usual decisions."""
        expl = self.expert.explanation
        if game.decision == "role" and expl is not None:
            reason = describe_event(explanation_event(expl, names), names, tr)
            return tr.t("hint.reason", reason=reason)
        move = move_words(tr, game, action)
        return tr.t("hint.other", move=move) if move else tr.t("hint.roles_only")

    def cancel(self) -> None:
        if self.seat is not None:
            self.worker.cancel()
        self.seat = None
        self.stamp = -1
