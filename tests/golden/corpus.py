"""The golden corpus's play loop and digests, shared by the recorder and the test.

The corpus (corpus.json) holds a few hundred seeded games and saves/ a dozen mid-game saves.
Both were recorded with the engine as it is, and both must replay identically after any change
that is not meant to change the rules: a module move, typed state, effect registries, speed
work. A game is its `Case` (the GameConfig fields and one agent spec per non-Puertoma seat);
replaying it re-runs the same agents with the same seeds and compares digests.

Digests (all sha256):
- canonical bytes: json.dumps(value, sort_keys=True, separators=(",", ":")).encode().
- step bytes: canonical([legal actions in order as JSON, chosen action JSON, events JSON]).
- the chain starts from sha256(canonical(case) + canonical([to_json state, set-up events])) and
  takes one step with h = sha256(h + step bytes) (raw 32-byte digests); `checkpoints` holds the
  first 16 hex digits of the chain after every 32nd step, `chain` the full final hex.
- `trace`: 2 characters per step (base64 alphabet, 12 bits): the first 4 bits of sha256 of the
  legal actions, of the action and of the events. Diagnostics only (they say which step differs
  first and how; a 4-bit digest misses a difference 1 time in 16): the chain is the proof.
- final_to_json_sha256: sha256 of canonical(json.loads(g.to_json())) (key order is free, the
  content is not); final_scores_sha256: sha256 of canonical(g.final_scores()).
- agent seeds: seat_seed() below (its own formula, independent of game.puerto_rico.ai).

Re-recording (only when a rules change is intended, never to make a refactor pass): run
`python -m tests.golden.record` from the repository root, then review the diff of
tests/golden/corpus.json and tests/golden/saves/ and say in the commit why the games changed.
Once the engine moves, fix the imports just below (they are the only ones on the game).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.puerto_rico.ai import make_agent
from game.puerto_rico.ai.runner import decide
from game.puerto_rico.engine import Action, Game, GameConfig

HERE = Path(__file__).resolve().parent
CORPUS_PATH = HERE / "corpus.json"
SAVES_DIR = HERE / "saves"
CORPUS_FORMAT = 1
CHECKPOINT_EVERY = 32  # steps between two stored chain digests
CHECKPOINT_HEX = 16  # hex digits kept of each checkpoint digest
TRACE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
MAX_STEPS = 20_000  # a replay that runs away (diverged into an endless game) stops here


def seat_seed(game_seed: int, seat: int) -> int:
    """The agent seed of `seat` in the game of seed `game_seed` (the corpus's own formula)."""
    return game_seed * 16 + seat


def canonical(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":")).encode()


def sha256_hex(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def state_digest(g: Game) -> str:
    """sha256 of the game's save text, canonicalised (json key order does not count)."""
    return sha256_hex(canonical(json.loads(g.to_json())))


def scores_digest(g: Game) -> str:
    return sha256_hex(canonical(g.final_scores()))


@dataclass(frozen=True)
class Case:
    """One corpus game: the GameConfig fields and the specs of the non-Puertoma seats."""

    seats: int
    seed: int
    agents: tuple[str, ...]  # seats - puertomas specs; the Puertomas sit last
    expansions: tuple[str, ...] = ()
    variants: tuple[str, ...] = ()
    puertomas: int = 0
    difficulty: str = "normal"
    draft: bool = False
    group: str = ""  # what part of the coverage matrix this game is (test ids, messages)

    def config(self) -> GameConfig:
        return GameConfig(
            seats=self.seats,
            seed=self.seed,
            expansions=self.expansions,
            variants=self.variants,
            puertomas=self.puertomas,
            difficulty=self.difficulty,
            draft=self.draft,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "seats": self.seats,
            "seed": self.seed,
            "agents": list(self.agents),
            "expansions": list(self.expansions),
            "variants": list(self.variants),
            "puertomas": self.puertomas,
            "difficulty": self.difficulty,
            "draft": self.draft,
            "group": self.group,
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> Case:
        return Case(
            seats=data["seats"],
            seed=data["seed"],
            agents=tuple(data["agents"]),
            expansions=tuple(data["expansions"]),
            variants=tuple(data["variants"]),
            puertomas=data["puertomas"],
            difficulty=data["difficulty"],
            draft=data["draft"],
            group=data["group"],
        )

    def label(self) -> str:
        """A short readable description: seats, modules, Puertomas, variants, agents, seed."""
        short = {"new_buildings": "nb", "citizens": "cit"}
        parts = [f"{self.seats}p", "+".join(short.get(m, m) for m in self.expansions) or "base"]
        if self.puertomas:
            parts.append(f"{self.puertomas}xPuertoma:{self.difficulty}")
        if self.draft:
            parts.append("draft")
        if self.variants:
            parts.append("+".join(self.variants))
        parts.append(",".join(a.replace("scripted:", "") for a in self.agents))
        parts.append(f"seed {self.seed}")
        return " ".join(parts)


@dataclass
class StepInfo:
    """What a step was, for messages: the seat, the decision it answered, the action kind."""

    seat: int
    decision: str | None
    action: str

    def describe(self) -> str:
        return f"seat {self.seat} deciding {self.decision!r} with a {self.action!r} action"


class ReplayError(Exception):
    """Playing a game failed at a step (an agent's choice not listed, an engine exception)."""

    def __init__(self, step: int, where: str, cause: str) -> None:
        super().__init__(f"step {step} ({where}): {cause}")
        self.step = step


class Chain:
    """The chained step digest, its checkpoints and the per-step trace."""

    def __init__(self, start: bytes) -> None:
        self.h = hashlib.sha256(start).digest()
        self.steps = 0
        self.checkpoints: list[str] = []
        self.trace: list[str] = []

    def step(self, legal: Sequence[Action], action: Action, events: Sequence[Any]) -> None:
        parts = (
            canonical([a.to_json() for a in legal]),
            canonical(action.to_json()),
            canonical([e.to_json() for e in events]),
        )
        self.h = hashlib.sha256(self.h + b"[" + b",".join(parts) + b"]").digest()
        a, b, c = (hashlib.sha256(p).digest()[0] >> 4 for p in parts)
        v = a << 8 | b << 4 | c
        self.trace.append(TRACE_ALPHABET[v >> 6] + TRACE_ALPHABET[v & 63])
        self.steps += 1
        if self.steps % CHECKPOINT_EVERY == 0:
            self.checkpoints.append(self.h.hex()[:CHECKPOINT_HEX])

    @property
    def hex(self) -> str:
        return self.h.hex()


@dataclass
class GameRecord:
    """A played game's digests (what corpus.json stores) and, in memory, its steps."""

    case: Case
    steps: int
    checkpoints: list[str]
    trace: str
    chain: str
    final_to_json_sha256: str
    final_scores_sha256: str
    totals: list[int]
    actions: list[Action] = field(default_factory=list, repr=False)
    info: list[StepInfo] = field(default_factory=list, repr=False)

    def to_json(self) -> dict[str, Any]:
        return {
            "case": self.case.to_json(),
            "steps": self.steps,
            "checkpoints": self.checkpoints,
            "trace": self.trace,
            "chain": self.chain,
            "final_to_json_sha256": self.final_to_json_sha256,
            "final_scores_sha256": self.final_scores_sha256,
            "totals": self.totals,
        }


# Called before each decision with (step index from 0, the game, every event kind so far).
BeforeStep = Callable[[int, Game, list[str]], None]


def play(case: Case, before_step: BeforeStep | None = None) -> GameRecord:
    """Play `case` to its end with its agents; raises ReplayError if a step fails."""
    g = Game.new(case.config())
    humans = case.seats - case.puertomas
    if len(case.agents) != humans:
        raise ValueError(f"{case.label()}: expected {humans} agent specs")
    agents = [make_agent(spec, seat_seed(case.seed, seat)) for seat, spec in enumerate(case.agents)]
    start = [json.loads(g.to_json()), [e.to_json() for e in g.events]]
    chain = Chain(canonical(case.to_json()) + canonical(start))
    actions: list[Action] = []
    info: list[StepInfo] = []
    log = [e.kind for e in g.events]
    while not g.is_over:
        step = chain.steps
        seat, decision = g.current_seat, g.decision
        where = f"seat {seat} deciding {decision!r}"
        if step >= MAX_STEPS:
            raise ReplayError(step + 1, where, f"the game is not over after {MAX_STEPS} steps")
        if seat is None or seat >= humans:
            raise ReplayError(step + 1, where, "the decision is not a non-Puertoma seat's")
        if before_step is not None:
            before_step(step, g, log)
        try:
            legal = list(g.legal_actions())
            action = decide(agents[seat], g, seat, seat_seed(case.seed, seat))
        except Exception as exc:
            raise ReplayError(step + 1, where, f"{type(exc).__name__}: {exc}") from exc
        if action not in legal:
            raise ReplayError(step + 1, where, f"{action} is not among the legal actions")
        try:
            events = g.apply(action)
        except Exception as exc:
            raise ReplayError(step + 1, where, f"apply: {type(exc).__name__}: {exc}") from exc
        chain.step(legal, action, events)
        log.extend(e.kind for e in events)
        actions.append(action)
        info.append(StepInfo(seat, decision, action.kind))
    return GameRecord(
        case=case,
        steps=chain.steps,
        checkpoints=chain.checkpoints,
        trace="".join(chain.trace),
        chain=chain.hex,
        final_to_json_sha256=state_digest(g),
        final_scores_sha256=scores_digest(g),
        totals=[sc["total"] for sc in g.final_scores()],
        actions=actions,
        info=info,
    )


# ------------------------------------------------------------------------------ comparing

COMPONENTS = ("legal actions", "chosen action", "events")


def _nibbles(pair: str) -> tuple[int, int, int]:
    """The three 4-bit digests of one step of a trace (legal actions, action, events)."""
    v = TRACE_ALPHABET.index(pair[0]) << 6 | TRACE_ALPHABET.index(pair[1])
    return v >> 8, v >> 4 & 15, v & 15


def _step_range(index: int) -> str:
    return f"steps {index * CHECKPOINT_EVERY + 1}-{(index + 1) * CHECKPOINT_EVERY}"


def differences(expected: dict[str, Any], got: GameRecord) -> list[str]:
    """What differs between a corpus entry and its replay, first difference first."""
    out: list[str] = []
    want, have = expected["checkpoints"], got.checkpoints
    first = next((i for i, (a, b) in enumerate(zip(want, have, strict=False)) if a != b), None)
    if first is None and len(want) != len(have):
        first = min(len(want), len(have))
    if first is not None:
        out.append(f"first differing checkpoint #{first + 1} ({_step_range(first)})")
    trace_w, trace_h = expected["trace"], got.trace
    steps = min(len(trace_w), len(trace_h)) // 2
    for i in range(steps):
        a, b = _nibbles(trace_w[2 * i : 2 * i + 2]), _nibbles(trace_h[2 * i : 2 * i + 2])
        if a != b:
            which = [COMPONENTS[k] for k in range(3) if a[k] != b[k]]
            out.append(
                f"first differing step {i + 1}: {got.info[i].describe()}; differs: "
                + ", ".join(which)
            )
            break
    if expected["steps"] != got.steps:
        out.append(f"{got.steps} steps instead of {expected['steps']}")
    for key in ("chain", "final_to_json_sha256", "final_scores_sha256"):
        if expected[key] != getattr(got, key):
            out.append(f"{key} differs")
    if expected["totals"] != got.totals:
        out.append(f"final totals {got.totals} instead of {expected['totals']}")
    return out


# ---------------------------------------------------------------------------------- saves


def _progress_nulls_dropped(save: dict[str, Any]) -> dict[str, Any]:
    """The save with the phase progress's null entries left out: typed progress (engine core
    v2) writes no key for a field at None, where format-1 saves sometimes wrote a null."""
    state = dict(save["state"])
    state["ps"] = {k: v for k, v in state["ps"].items() if v is not None}
    return {**save, "state": state}


def continue_save(save: dict[str, Any], actions: Sequence[Any]) -> dict[str, Any]:
    """Load a saved game (the parsed to_json) and apply the remaining actions (JSON form).

    Returns what a save file stores beside the save: the seat and decision awaited on loading,
    the step count, the chain over the remaining steps (started from the canonical save), the
    final to_json and final scores digests.
    Raises ReplayError if an action is not listed or the game is not over at the end."""
    g = Game.from_json(json.dumps(save))
    if canonical(_progress_nulls_dropped(json.loads(g.to_json()))) != canonical(
        _progress_nulls_dropped(save)
    ):
        raise ReplayError(0, "loading", "to_json of the loaded game differs from the save")
    chain = Chain(canonical(save))
    loaded = {"seat": g.current_seat, "decision": g.decision}
    for raw in actions:
        step = chain.steps + 1
        where = f"seat {g.current_seat} deciding {g.decision!r}"
        action = Action.from_json(raw)
        legal = list(g.legal_actions())
        if action not in legal:
            raise ReplayError(step, where, f"{action} is not among the legal actions")
        try:
            events = g.apply(action)
        except Exception as exc:
            raise ReplayError(step, where, f"apply: {type(exc).__name__}: {exc}") from exc
        chain.step(legal, action, events)
    if not g.is_over:
        raise ReplayError(chain.steps, "the end", "the game is not over after the last action")
    return {
        **loaded,
        "steps": chain.steps,
        "chain": chain.hex,
        "final_to_json_sha256": state_digest(g),
        "final_scores_sha256": scores_digest(g),
    }
