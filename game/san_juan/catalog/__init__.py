"""San Juan's rules data: data/san_juan/*.yaml read with safe_load into frozen dataclasses."""

from game.san_juan.catalog.loader import (
    DEFAULT_DATA_DIR,
    CatalogError,
    default_catalog,
    load_catalog,
)
from game.san_juan.catalog.model import CardDef, Catalog, EffectDef, SetupDef, TileDef

__all__ = [
    "DEFAULT_DATA_DIR",
    "CardDef",
    "Catalog",
    "CatalogError",
    "EffectDef",
    "SetupDef",
    "TileDef",
    "default_catalog",
    "load_catalog",
]
