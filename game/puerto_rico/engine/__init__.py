"""The rules engine: headless, deterministic, no pygame, no UI, no AI imports."""

from game.puerto_rico.engine.actions import Action, IllegalAction
from game.puerto_rico.engine.events import Event
from game.puerto_rico.engine.game import ConfigError, Game, GameConfig

__all__ = ["Action", "ConfigError", "Event", "Game", "GameConfig", "IllegalAction"]
