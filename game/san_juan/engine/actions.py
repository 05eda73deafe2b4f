"""Decisions a seat sends to the San Juan engine (`game/contract.py` defines the values).

Kinds (the card values are card uids, the building values the uid of a building in play):
start_discard(card), choose_role(role), use_library(bool), build((card, target or None)),
pay_card(card), pay_good(building), produce(building), sell(building), council_draw,
keep(card), discard(card), take_draw(bool), gold_keep(card), tuck(card), pass; with the
§14 module also sell_keep(building) (the sold good goes into a pile), swap_discard(card) and
pile_card(card) at round start.
"""

from __future__ import annotations

from game.contract import Action, IllegalAction

__all__ = ["Action", "IllegalAction"]
