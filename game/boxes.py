"""The shelf's contents: the box packages the app offers, in the title screen's order."""

from __future__ import annotations

BOX_MODULES: tuple[str, ...] = ("game.puerto_rico.box",)
