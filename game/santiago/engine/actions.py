"""Decisions a seat sends to the Santiago engine (`game/contract.py` defines the values).

Kinds and values: set_aside(good), move_car(steps), use_cuban(None | good | ("claim" |
"use", building)), decline_cuban, give("peso" | "vp" | good), place_broker(building),
use_building(value of the building's hook, see engine/effects.py), decline_building,
deliver((good, count)), deliver_wood((demanded good, count)), pass.
"""

from __future__ import annotations

from game.contract import Action, IllegalAction, Refusal

__all__ = ["Action", "IllegalAction", "Refusal"]
