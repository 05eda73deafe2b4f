"""YAML in, typed catalog out: the only part of the game that reads data/*.yaml."""

from game.catalog.hooks import HOOK_SPECS
from game.catalog.loader import DEFAULT_DATA_DIR, CatalogError, default_catalog, load_catalog
from game.catalog.model import BuildingDef, Catalog, EffectDef, GoodDef, RoleDef, SetupTable

__all__ = [
    "DEFAULT_DATA_DIR",
    "HOOK_SPECS",
    "BuildingDef",
    "Catalog",
    "CatalogError",
    "EffectDef",
    "GoodDef",
    "RoleDef",
    "SetupTable",
    "default_catalog",
    "load_catalog",
]
