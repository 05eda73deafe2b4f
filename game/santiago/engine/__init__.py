"""Santiago de Cuba's rules engine: headless and deterministic (a seed plus the actions is the
game). Seats and screens use this package's API and engine/view.py only."""

from game.santiago.engine.actions import Action, IllegalAction, Refusal
from game.santiago.engine.events import Event
from game.santiago.engine.game import ConfigError, Game, GameConfig

__all__ = ["Action", "ConfigError", "Event", "Game", "GameConfig", "IllegalAction", "Refusal"]
