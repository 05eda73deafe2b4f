"""What the current phase has done so far, one slotted class per phase.

Between phases the state holds a bare `Progress`; a role phase's `start` puts its own class in
place and its `advance`/`act` move it on. A few facts are recorded in any phase (by a building's
effect or the Puertoma automaton) and live on the base class. Saves keep the keys games were saved
with before these classes existed (format 1: `_guests`, `bureau`, ...); a field left at None is
not written, and a missing key loads as the field's default, so older saves load unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

if TYPE_CHECKING:
    from game.puerto_rico.engine.game import Game

# Settler turn stages (SPEC §7.1.1 and §20); saved values, hence the older after-gains name.
TURN_START, PICK, AFTER_GAINS, NEXT = "hacienda", "pick", "hospital", "next"


@dataclass(slots=True, kw_only=True)
class Progress:
    """Nothing under way (between phases), and the facts any phase may record."""

    # [seat, good]: a Sawmill owner is asked whether the plantation it just gained is a forest.
    forest: list[Any] | None = None
    performed: list[int] | None = None  # Puertoma seats that performed this role (SPEC §19.5)
    received: dict[str, int] | None = None  # Puertoma seat -> figures received this mayor phase
    bot_made: dict[str, list[str]] | None = None  # Puertoma seat -> goods it produced

    # field name -> saved key, where the two differ (keys of format-1 saves)
    KEYS: ClassVar[dict[str, str]] = {}

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if value is not None:
                out[self.KEYS.get(f.name, f.name)] = _copy(value)
        return out

    def clone(self) -> Progress:
        copy = object.__new__(type(self))
        for f in fields(self):
            object.__setattr__(copy, f.name, _copy(getattr(self, f.name)))
        return copy

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Progress:
        keys = {cls.KEYS.get(f.name, f.name): f.name for f in fields(cls)}
        unknown = set(d) - set(keys)
        if unknown:
            raise ValueError(f"phase progress: unknown keys {sorted(unknown)} for {cls.__name__}")
        return cls(**{keys[k]: _copy(v) for k, v in d.items()})


@dataclass(slots=True, kw_only=True)
class Turns(Progress):
    """A phase the seats play in turn: the seats in phase order and whose turn it is."""

    order: list[int] = field(default_factory=list)
    i: int = 0  # index in `order` of the seat playing now


@dataclass(slots=True, kw_only=True)
class SettlerProgress(Turns):
    stage: str = TURN_START
    gained: list[str] = field(default_factory=list)  # tiles the current seat gained this turn
    extra_done: bool | None = None  # the Publishing House's extra pick was offered
    end_queue: list[int] | None = None  # owners whose buildings act at the end of the phase
    bureau_asked: bool | None = None  # the first of them was asked already

    KEYS: ClassVar[dict[str, str]] = {"end_queue": "bureau"}


@dataclass(slots=True, kw_only=True)
class MayorProgress(Turns):
    turn: int | None = None  # with citizens: figures taken from the hall so far, one by one


@dataclass(slots=True, kw_only=True)
class BuilderProgress(Turns):
    stage: str = "build"
    built: str | None = None  # what the current seat built on this turn


@dataclass(slots=True, kw_only=True)
class CraftsmanProgress(Turns):
    privilege: str = "todo"  # "done" once the craftsman's extra crate was offered
    produced: list[str] = field(default_factory=list)  # goods the craftsman produced
    bonus_left: int | None = None  # Publishing House: crates still to take after the first
    gains: list[dict[str, int]] | None = None  # per seat, crates gained this phase by good
    again: bool | None = None  # another bonus crate is due


@dataclass(slots=True, kw_only=True)
class TraderProgress(Turns):
    sold: bool | None = None  # the current seat has just sold
    after_sale: int | None = None  # its building may act after the sale
    dealt: list[int] | None = None  # seats that used their land deal this phase


@dataclass(slots=True, kw_only=True)
class CaptainProgress(Turns):
    stage: str = "load"  # then "storage"
    seat: int = 0  # whose turn it is to load
    passes: int = 0  # seats in a row that could load nothing
    privilege_given: bool = False
    private_used: list[int] = field(default_factory=list)  # private ship used this phase
    small_used: list[int] = field(default_factory=list)  # small private ship used
    export: list[int] | None = None  # owners still to decide before any loading


@dataclass(slots=True, kw_only=True)
class SmugglerProgress(Progress):
    """The smuggler phase (SPEC §14.3): only the chooser acts, once; after poaching, the
    figures it kept wait on its portrait until each is placed on an empty slot."""

    stage: str = "action"  # then "place" while poached figures wait, then "done"
    to_place: list[str] = field(default_factory=list)  # "worker" / "citizen", still to place


@dataclass(slots=True, kw_only=True)
class DraftProgress(Progress):
    """The building draft before round 1 (SPEC §12.1)."""

    empty: list[int] = field(default_factory=list)  # costs of the slots still empty
    picker: int = 0
    picks: list[list[Any]] = field(default_factory=list)  # [building id, slot cost]


@dataclass(slots=True, kw_only=True)
class AchievementChoiceProgress(Progress):
    """The grand achievement cards being chosen before round 1 (SPEC §17.1, §19.16.5): the
    seats still to choose at this step (the cards themselves are in GameState.achievements)."""

    waiting: list[int] = field(default_factory=list)
    step: int = 1  # draft: 1 to 3 (the 4th card is the last one received)


@dataclass(slots=True, kw_only=True)
class GuestGate(Progress):
    """Bohio owners to ask, one by one, before a phase starts or the game is scored (§12.3)."""

    guests: list[int] = field(default_factory=list)
    then: str = "start"  # "start": the phase's start; else the end trigger to finish with

    KEYS: ClassVar[dict[str, str]] = {"guests": "_guests", "then": "_then"}


# The progress class of each phase, for loading a save.
BY_PHASE: dict[str | None, type[Progress]] = {
    None: Progress,
    "settler": SettlerProgress,
    "mayor": MayorProgress,
    "builder": BuilderProgress,
    "craftsman": CraftsmanProgress,
    "trader": TraderProgress,
    "captain": CaptainProgress,
    "prospector": Progress,
    "smuggler": SmugglerProgress,
    "draft": DraftProgress,
    "achievements": AchievementChoiceProgress,
    "final": GuestGate,
}


P = TypeVar("P", bound=Progress)


def current(g: Game, cls: type[P]) -> P:
    """The progress of the phase being played, which must be a `cls`."""
    ps = g.s.ps
    if not isinstance(ps, cls):
        raise TypeError(f"{cls.__name__} expected in phase {g.s.phase!r}, not {type(ps).__name__}")
    return ps


def load_progress(phase: str | None, d: dict[str, Any]) -> Progress:
    """The progress saved as `d` while `phase` was being played."""
    cls = GuestGate if "_guests" in d else BY_PHASE.get(phase)
    if cls is None:
        raise ValueError(f"phase progress: unknown phase {phase!r}")
    return cls.from_dict(d)


def _copy(value: Any) -> Any:
    """Copy of nested lists/dicts of scalars."""
    if type(value) is list:
        return [_copy(v) for v in value]
    if type(value) is dict:
        return {k: _copy(v) for k, v in value.items()}
    return value
