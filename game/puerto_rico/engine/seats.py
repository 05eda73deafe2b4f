"""Seat rules, chosen once at setup: a human seat is asked, a Puertoma seat resolves (SPEC §19).

The phases reach a seat's decision points through `g.seat_rules[seat].<point>(g, ...)` and never
test what kind of seat it is. A point either resolves the decision here (the Puertoma, through
engine/puertoma.py) or answers `ASK` / `False`: the phase then asks the seat as usual. The
table-level moments at which the Puertomas' shared material moves (action token, resolution deck,
capability tiles) go through `g.automaton`, which does nothing in a game without Puertomas.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, Any, Final, Literal

from game.puerto_rico.engine import puertoma, scoring
from game.puerto_rico.engine.roles import smuggler
from game.puerto_rico.engine.rules import empty_building_slots
from game.puerto_rico.engine.state import PORTRAIT

if TYPE_CHECKING:
    from game.puerto_rico.engine.actions import Action
    from game.puerto_rico.engine.game import Game

Kept = tuple[tuple[str, int], ...]


class _Ask(Enum):
    ASK = "ask"


ASK: Final = _Ask.ASK  # "a decision is needed": the phase asks the seat
Ask = Literal[_Ask.ASK]


class HumanSeat:
    """A seat played by a person or an agent: at every decision point it is asked."""

    automaton = False  # the engine itself does not play this seat
    uses_buildings = True  # its buildings act and its Bohio guests move (SPEC §20)

    __slots__ = ("seat",)

    def __init__(self, seat: int) -> None:
        self.seat = seat

    # -- role choice and the building draft
    def choose_role(self, g: Game) -> str | Ask:
        return ASK

    def draft_pick(self, g: Game, legal_ids: list[str]) -> tuple[str, str] | Ask:
        """(building, resolution card) placed by the seat, or ASK."""
        return ASK

    def role_performed(self, g: Game) -> None:
        """The seat has performed the phase's action (only the Puertoma keeps count, §19.5)."""

    # -- phase turns the automaton plays whole: True when played here
    def settler_turn(self, g: Game) -> bool:
        return False

    def builder_turn(self, g: Game) -> bool:
        return False

    def craftsman_turn(self, g: Game) -> bool:
        return False

    def craftsman_privilege(self, g: Game) -> bool:
        return False

    def trader_turn(self, g: Game) -> bool:
        return False

    def smuggler_turn(self, g: Game) -> bool:
        """The smuggler's chooser picks its action (SPEC §14.3), or the automaton does."""
        return False

    def poach_room(self, g: Game) -> int:
        """Empty slots poached figures may go to: the seat's tiles and buildings (A-50)."""
        return smuggler.human_room(g, self.seat)

    def take_poached(self, g: Game, workers: int, citizens: int) -> list[str]:
        """Poached figures kept: onto the portrait, each then placed by the seat (the figure
        kinds still to place)."""
        return smuggler.take_to_portrait(g, self.seat, workers, citizens)

    # -- mayor
    def receive_figures(self, g: Game, n: int, citizens: int = 0) -> None:
        """Figures arrive on the seat's portrait; it places them in its mayor turn."""
        p = g.s.players[self.seat]
        p.portrait_workers += n
        if citizens:
            p.move_citizens(PORTRAIT, citizens)

    def hall_pick(self, g: Game) -> str | Ask:
        """The figure taken from a hall holding a worker and a citizen, or ASK."""
        return ASK

    def mayor_turn(self, g: Game) -> bool:
        """True when the seat's figures need no placing turn."""
        return False

    def refill_contribution(self, g: Game) -> int:
        """The seat's share of the colonist ship refill: its empty building slots (SPEC §7.2)."""
        return empty_building_slots(g, self.seat)

    # -- captain
    def load(self, g: Game) -> Action | Ask | None:
        """The load chosen (None: the seat passes), or ASK."""
        return ASK

    def storage(self, g: Game) -> Kept | Ask:
        return ASK

    # -- end of the game
    def score(self, g: Game) -> dict[str, Any]:
        return scoring.score(g, g.s.players[self.seat])


class PuertomaSeat(HumanSeat):
    """A Puertoma seat: every decision resolves by the rulebook's automaton (engine/puertoma.py)."""

    automaton = True
    uses_buildings = False  # Puertoma buildings have no effects (SPEC §19)

    __slots__ = ()

    def choose_role(self, g: Game) -> str | Ask:
        return puertoma.choose_role(g, self.seat)

    def draft_pick(self, g: Game, legal_ids: list[str]) -> tuple[str, str] | Ask:
        card = puertoma.draw_card(g, self.seat, "draft")
        return card.pick(legal_ids), card.id

    def role_performed(self, g: Game) -> None:
        puertoma.performed(g, self.seat)

    def settler_turn(self, g: Game) -> bool:
        puertoma.settler_turn(g, self.seat)
        return True

    def builder_turn(self, g: Game) -> bool:
        puertoma.builder_turn(g, self.seat)
        return True

    def craftsman_turn(self, g: Game) -> bool:
        puertoma.craftsman_turn(g, self.seat)
        return True

    def craftsman_privilege(self, g: Game) -> bool:
        puertoma.craftsman_privilege(g, self.seat)
        return True

    def trader_turn(self, g: Game) -> bool:
        puertoma.trader_turn(g, self.seat)
        return True

    def smuggler_turn(self, g: Game) -> bool:
        puertoma.smuggler_turn(g, self.seat)
        return True

    def poach_room(self, g: Game) -> int:
        return puertoma.plantation_room(g, self.seat)  # never the VP area (SPEC §19.11)

    def take_poached(self, g: Game, workers: int, citizens: int) -> list[str]:
        puertoma.place_poached(g, self.seat, workers, citizens)  # placed at once (§19.7)
        return []

    def receive_figures(self, g: Game, n: int, citizens: int = 0) -> None:
        puertoma.receive_figures(g, self.seat, n, citizens=citizens)  # placed at once (§19.7)

    def hall_pick(self, g: Game) -> str | Ask:
        return "citizen"  # a Puertoma takes a citizen whenever it can (SPEC §19.16.2)

    def mayor_turn(self, g: Game) -> bool:
        return True  # its figures were placed as they arrived

    def refill_contribution(self, g: Game) -> int:
        return puertoma.refill_contribution(g, self.seat)

    def load(self, g: Game) -> Action | Ask | None:
        return puertoma.load_choice(g, self.seat)

    def storage(self, g: Game) -> Kept | Ask:
        return puertoma.storage_choice(g, self.seat)

    def score(self, g: Game) -> dict[str, Any]:
        return puertoma.score(g, self.seat)


class NoAutomaton:
    """The table-level moments of the Puertomas' shared material: nothing without Puertomas."""

    __slots__ = ()

    allows_capture = True  # the smuggler may capture a role (SPEC §14.3 item 4)
    # Expansion VI: the humans' cards score for the Puertomas, not for them (SPEC §19.16.5).
    scores_achievements_for_others = False

    def round_started(self, g: Game) -> None:
        pass

    def draft_finished(self, g: Game) -> None:
        pass

    def phase_ended(self, g: Game, phase: str) -> None:
        pass

    def human_built(self, g: Game, building_id: str) -> None:
        pass

    def mayor_ended(self, g: Game) -> None:
        pass

    def craftsman_ended(self, g: Game) -> None:
        pass

    def loading_ended(self, g: Game) -> None:
        pass


class PuertomaAutomaton(NoAutomaton):
    """Action token, resolution deck and capability tiles of the Puertomas (SPEC §19)."""

    __slots__ = ()

    allows_capture = False  # forbidden to every seat in games with Puertomas (SPEC §19.16.3)
    scores_achievements_for_others = True

    def round_started(self, g: Game) -> None:
        puertoma.start_round(g)

    def draft_finished(self, g: Game) -> None:
        if g.s.auto.get("difficulty") == "hard":
            puertoma._hard_setup(g)  # the hard-mode gifts come from the drafted board

    def phase_ended(self, g: Game, phase: str) -> None:
        puertoma.end_of_phase(g, phase)

    def human_built(self, g: Game, building_id: str) -> None:
        puertoma.on_human_build(g, building_id)

    def mayor_ended(self, g: Game) -> None:
        puertoma.mayor_end(g)

    def craftsman_ended(self, g: Game) -> None:
        puertoma.craftsman_end(g)

    def loading_ended(self, g: Game) -> None:
        puertoma.captain_end(g)


NO_AUTOMATON: Final = NoAutomaton()
PUERTOMAS: Final = PuertomaAutomaton()


def choose(g: Game) -> tuple[list[HumanSeat], NoAutomaton]:
    """Each seat's rules and the table's automaton, read from the state once (setup, load)."""
    bots = puertoma.seats(g) if g.s.auto else []
    rules = [PuertomaSeat(i) if i in bots else HumanSeat(i) for i in range(g.s.seats)]
    return rules, (PUERTOMAS if g.s.auto else NO_AUTOMATON)
