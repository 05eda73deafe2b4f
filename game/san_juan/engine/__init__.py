"""San Juan's rules engine: headless, deterministic, no pygame, no shell, no ai imports."""

from game.san_juan.engine.actions import Action, IllegalAction
from game.san_juan.engine.events import Event
from game.san_juan.engine.game import ConfigError, Game, GameConfig

__all__ = ["Action", "ConfigError", "Event", "Game", "GameConfig", "IllegalAction"]
