"""Seats that choose: the Agent protocol, a random seat, heuristic seats at three levels and the
expert (a role search)."""

from __future__ import annotations

from dataclasses import replace

from game.puerto_rico.ai.agent import Agent, RandomAgent
from game.puerto_rico.ai.evaluation import DEFAULT_TUNING
from game.puerto_rico.ai.expert import ExpertAgent
from game.puerto_rico.ai.runner import agent_seed, play_game
from game.puerto_rico.ai.scripted import LEVELS, ScriptedAgent

NO_FESTIVAL = "nofestival"
NO_SMUGGLER = "nosmuggler"
AGENT_SPECS: tuple[str, ...] = ("random", "scripted", *(f"scripted:{lv}" for lv in LEVELS))
# A scripted seat's option (`scripted:LEVEL:OPTION`): its tuning.
BASELINES = {
    "": DEFAULT_TUNING,
    NO_FESTIVAL: replace(DEFAULT_TUNING, festival=0.0),
    NO_SMUGGLER: replace(DEFAULT_TUNING, smuggler=False),
}
# The expert's specs (its time budget makes plain `expert` vary with the machine's speed).
EXPERT_SPECS: tuple[str, ...] = ("expert", "expert:N")


def make_agent(spec: str, seed: int = 0) -> Agent:
    """Build a seat from its spec: random, scripted (= scripted:normal), scripted:LEVEL, expert
    (time budget), expert:N (N search iterations per role decision; deterministic)."""
    kind, _, level = spec.strip().partition(":")
    if kind == "random" and not level:
        return RandomAgent(seed)
    if kind == "expert" and not level:
        return ExpertAgent(seed)
    if kind == "expert" and level.isdigit() and int(level) > 0:
        return ExpertAgent(seed, iterations=int(level))
    level, _, option = level.partition(":")
    if kind == "scripted" and (level in LEVELS or not level) and option in BASELINES:
        # `scripted:LEVEL:nofestival` ignores the festival tasks, `:nosmuggler` plays the
        # smuggler with no judgment (benchmark baselines).
        tuning = BASELINES[option]
        return ScriptedAgent(level or "normal", seed, tuning)
    known = ", ".join((*AGENT_SPECS, *EXPERT_SPECS))
    raise ValueError(f"unknown agent {spec!r}; expected one of: {known}")


__all__ = [
    "AGENT_SPECS",
    "EXPERT_SPECS",
    "LEVELS",
    "Agent",
    "ExpertAgent",
    "RandomAgent",
    "ScriptedAgent",
    "agent_seed",
    "make_agent",
    "play_game",
]
