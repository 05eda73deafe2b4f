"""Where the game's files live: the source tree, or the folder a PyInstaller build unpacked."""

from __future__ import annotations

import sys
from pathlib import Path

# A frozen build puts data/ and assets/ under sys._MEIPASS; from source they sit beside game/.
ROOT: Path = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parents[1]))
DATA: Path = ROOT / "data"
ASSETS: Path = ROOT / "assets"


def box_data(box: str) -> Path:
    """The rules data of one box: data/<box>/."""
    return DATA / box


def box_assets(box: str) -> Path:
    """The sprites, sounds and maps of one box: assets/<box>/."""
    return ASSETS / box
