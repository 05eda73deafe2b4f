"""Seats that choose: the Agent protocol, a random seat, heuristic seats at three levels and the
expert (a role search)."""

from __future__ import annotations

from game.puerto_rico.ai.agent import Agent, RandomAgent
from game.puerto_rico.ai.expert import ExpertAgent
from game.puerto_rico.ai.runner import agent_seed, play_game
from game.puerto_rico.ai.scripted import LEVELS, ScriptedAgent

AGENT_SPECS: tuple[str, ...] = (
    "random",
    "scripted",
    *(f"scripted:{lv}" for lv in LEVELS),
    "expert",
    "expert:N",
)
# The setup screen's seat saves an AI level as scripted:<level>: the expert is one of them.
EXPERT = "expert"


def make_agent(spec: str, seed: int = 0) -> Agent:
    """Build a seat from its spec: random, scripted (= scripted:normal), scripted:LEVEL, expert
    (time budget), expert:N (N search iterations per role decision; deterministic)."""
    kind, _, level = spec.strip().partition(":")
    if kind == "random" and not level:
        return RandomAgent(seed)
    if kind == "scripted" and (level in LEVELS or not level):
        return ScriptedAgent(level or "normal", seed)
    if (kind, level) in (("expert", ""), ("scripted", EXPERT)):
        return ExpertAgent(seed)
    if kind == "expert" and level.isdigit() and int(level) > 0:
        return ExpertAgent(seed, iterations=int(level))
    raise ValueError(f"unknown agent {spec!r}; expected one of: " + ", ".join(AGENT_SPECS))


__all__ = [
    "AGENT_SPECS",
    "LEVELS",
    "Agent",
    "ExpertAgent",
    "RandomAgent",
    "ScriptedAgent",
    "agent_seed",
    "make_agent",
    "play_game",
]
