"""San Juan's seats that choose: the Agent protocol, a random seat, scripted seats at 3 levels."""

from __future__ import annotations

from game.san_juan.ai.agent import Agent, RandomAgent
from game.san_juan.ai.runner import agent_seed, play_game
from game.san_juan.ai.scripted import LEVELS, ScriptedAgent

AGENT_SPECS: tuple[str, ...] = ("random", "scripted", *(f"scripted:{lv}" for lv in LEVELS))


def make_agent(spec: str, seed: int = 0) -> Agent:
    """A seat from its spec: random, scripted (= scripted:normal), scripted:LEVEL."""
    kind, _, level = spec.strip().partition(":")
    if kind == "random" and not level:
        return RandomAgent(seed)
    if kind == "scripted" and (level in LEVELS or not level):
        return ScriptedAgent(level or "normal", seed)
    raise ValueError(f"unknown agent {spec!r}; expected one of: " + ", ".join(AGENT_SPECS))


__all__ = [
    "AGENT_SPECS",
    "LEVELS",
    "Agent",
    "RandomAgent",
    "ScriptedAgent",
    "agent_seed",
    "make_agent",
    "play_game",
]
