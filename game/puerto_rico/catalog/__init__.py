"""YAML in, typed catalog out: the only part of the game that reads data/*.yaml."""

from game.puerto_rico.catalog.achievements import AchievementCatalog, AchievementDef
from game.puerto_rico.catalog.hooks import HOOK_SPECS
from game.puerto_rico.catalog.loader import (
    DEFAULT_DATA_DIR,
    CatalogError,
    default_catalog,
    load_catalog,
)
from game.puerto_rico.catalog.model import (
    ActionBoard,
    BuildingDef,
    CapabilityDef,
    Catalog,
    DifficultyDef,
    EffectDef,
    GoodDef,
    PuertomaBoardDef,
    PuertomaCatalog,
    PuertomaGiftDef,
    PuertomaScoringDef,
    ResolutionCard,
    RoleDef,
    SetupTable,
)

__all__ = [
    "DEFAULT_DATA_DIR",
    "HOOK_SPECS",
    "AchievementCatalog",
    "AchievementDef",
    "ActionBoard",
    "BuildingDef",
    "CapabilityDef",
    "Catalog",
    "CatalogError",
    "DifficultyDef",
    "EffectDef",
    "GoodDef",
    "PuertomaBoardDef",
    "PuertomaCatalog",
    "PuertomaGiftDef",
    "PuertomaScoringDef",
    "ResolutionCard",
    "RoleDef",
    "SetupTable",
    "default_catalog",
    "load_catalog",
]
