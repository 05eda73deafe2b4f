"""Santiago de Cuba's computer seats: random and scripted easy / normal / hard."""

from __future__ import annotations

from game.santiago.ai.agent import Agent, RandomAgent
from game.santiago.ai.scripted import LEVELS, ScriptedAgent

AGENT_SPECS: tuple[str, ...] = (
    "random",
    "scripted",
    "scripted:easy",
    "scripted:normal",
    "scripted:hard",
)


def make_agent(spec: str, seed: int = 0) -> Agent:
    """An agent from its command-line spec (`scripted` is `scripted:normal`)."""
    if spec == "random":
        return RandomAgent(seed)
    if spec == "scripted":
        return ScriptedAgent("normal", seed)
    if spec.startswith("scripted:") and spec.split(":", 1)[1] in LEVELS:
        return ScriptedAgent(spec.split(":", 1)[1], seed)
    raise ValueError(f"unknown agent {spec!r}")


__all__ = ["AGENT_SPECS", "LEVELS", "Agent", "RandomAgent", "ScriptedAgent", "make_agent"]
