"""YAML in, typed catalog out: the only part of Santiago de Cuba that reads data/santiago/."""

from game.santiago.catalog.hooks import BUILDING_HOOKS, CUBAN_HOOKS
from game.santiago.catalog.loader import (
    DEFAULT_DATA_DIR,
    NO_FLOWER,
    CatalogError,
    default_catalog,
    load_catalog,
)
from game.santiago.catalog.model import (
    BoardDef,
    BuildingDef,
    BuildingSlotDef,
    Catalog,
    CubanDef,
    EffectDef,
    FlagDef,
    GoodDef,
    SetupDef,
    StopDef,
)

__all__ = [
    "BUILDING_HOOKS",
    "CUBAN_HOOKS",
    "DEFAULT_DATA_DIR",
    "NO_FLOWER",
    "BoardDef",
    "BuildingDef",
    "BuildingSlotDef",
    "Catalog",
    "CatalogError",
    "CubanDef",
    "EffectDef",
    "FlagDef",
    "GoodDef",
    "SetupDef",
    "StopDef",
    "default_catalog",
    "load_catalog",
]
