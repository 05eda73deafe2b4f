"""The rules engine: headless, deterministic, no pygame, no UI, no AI imports."""

from game.engine.actions import Action, IllegalAction
from game.engine.events import Event, describe
from game.engine.game import ConfigError, Game, GameConfig

__all__ = ["Action", "ConfigError", "Event", "Game", "GameConfig", "IllegalAction", "describe"]
