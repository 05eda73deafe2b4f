"""The Caribbean 1890s palette shared by every sprite, so the whole table feels like one box."""

from __future__ import annotations

INK = (46, 30, 20)  # outlines: a dark sepia, softer than black
INK_SOFT = (92, 66, 44)
PARCHMENT = (244, 226, 182)
PARCHMENT_LIGHT = (253, 244, 216)
PARCHMENT_DARK = (216, 184, 126)
SEA = (40, 120, 118)
SEA_LIGHT = (112, 178, 168)
SEA_DEEP = (22, 74, 82)
TERRACOTTA = (184, 90, 54)
TERRACOTTA_DARK = (128, 56, 34)
CANE = (126, 166, 72)
CANE_LIGHT = (176, 204, 108)
CANE_DARK = (64, 104, 46)
LEAF = (58, 110, 52)
BRASS = (204, 162, 70)
BRASS_LIGHT = (246, 216, 128)
BRASS_DARK = (128, 92, 34)
WOOD = (128, 80, 44)
WOOD_LIGHT = (172, 118, 70)
WOOD_DARK = (82, 48, 26)
STONE = (150, 146, 138)
STONE_LIGHT = (196, 192, 182)
STONE_DARK = (96, 92, 86)
CREAM = (248, 240, 222)
SLOT = (250, 244, 226)  # worker slots: the lightest thing on a tile
RED = (170, 48, 40)
GREEN_OK = (70, 140, 64)

# Goods colours: corn yellow, fruit indigo, sugar white, tobacco brown, coffee dark brown.
GOOD_COLOURS: dict[str, tuple[int, int, int]] = {
    "corn": (236, 190, 52),
    "fruit": (98, 80, 176),
    "sugar": (246, 244, 238),
    "tobacco": (164, 104, 52),
    "coffee": (86, 54, 34),
}
GOODS = tuple(GOOD_COLOURS)

# Accent colour per role: the card frame corners and the medallion behind the icon.
ROLE_ACCENTS: dict[str, tuple[int, int, int]] = {
    "settler": (104, 150, 64),
    "mayor": (184, 90, 54),
    "builder": (150, 96, 52),
    "craftsman": (200, 150, 50),
    "trader": (190, 160, 70),
    "captain": (40, 120, 118),
    "prospector": (140, 130, 110),
    "smuggler": (84, 64, 96),
}
ROLES = tuple(ROLE_ACCENTS)
