"""Playing San Juan's table with the mouse: find what is on screen for an action, then click or
drag it, as a player's hand would."""

from __future__ import annotations

from typing import Any

import pygame

from game.san_juan.engine import Action
from game.san_juan.scenes.board import BoardScene, Spot
from game.shell.persistence import Seat

SENTINEL = (255, 0, 255)  # a colour no scene paints (as in Puerto Rico's scene tests)
HUMAN = Seat("Ana", "human", None, "red")
BOT = Seat("Bruno", "scripted", "easy", "blue")
HUMAN_2 = Seat("Clara", "human", None, "green")


def spot_for(board: BoardScene, kinds: tuple[str, ...], match: Any) -> Spot:
    """The spot of one of `kinds` whose value is `match`, else one showing the same card (the
    engine lists one card of each kind; any copy of it is the same choice)."""
    card_of = board.game.gd.card_of
    same = [s for s in board.spots if s.kind in kinds]
    for spot in same:
        value = spot.value[1] if spot.kind == "building" else spot.value
        if value == match:
            return spot
    if isinstance(match, int):
        for spot in same:
            value = spot.value[1] if spot.kind == "building" else spot.value
            if isinstance(value, int) and card_of[value].id == card_of[match].id:
                return spot
    raise AssertionError(f"nothing on screen for {kinds} {match!r}")


def button(board: BoardScene, key: str) -> pygame.Rect:
    label = board.t(key)
    return next(b.rect for b in board.buttons if b.label == label)


def free_place_in_row(board: BoardScene) -> tuple[int, int]:
    """A point of the own row right of its last building: where a new building goes."""
    row = board.zone("row_0_city")
    mine = [s.rect for s in board.spots if s.kind == "building" and s.value[0] == board.rows[0]]
    x = (max(r.right for r in mine) + row.right) // 2 if mine else row.centerx
    return (x, row.centery)


def perform(driver: Any, board: BoardScene, action: Action) -> None:
    """Do `action` on the screen with the mouse."""
    kind, value = action.kind, action.value
    if kind == "choose_role":
        driver.click(spot_for(board, ("role",), value).rect.center)
    elif kind == "build":
        card, target = value
        start = spot_for(board, ("hand", "central"), card).rect.center
        if target is None:
            driver.drag(start, free_place_in_row(board))
        else:
            driver.drag(start, spot_for(board, ("building",), target).rect.center)
    elif kind == "pay_card":
        start = spot_for(board, ("hand",), value).rect.center
        driver.drag(start, board.zone("discard_pile").center)
    elif kind in ("pay_good", "produce", "sell"):
        driver.click(spot_for(board, ("building",), value).rect.center)
    elif kind == "sell_keep":  # the harbor first (§14): the next good clicked is kept under it
        driver.click(spot_for(board, ("building",), board.keep_at).rect.center)
        driver.click(spot_for(board, ("building",), value).rect.center)
    elif kind == "pass":
        driver.click(button(board, "sj.table.pass").center)
    elif kind in ("use_library", "take_draw"):
        driver.click(button(board, "sj.table.answer_yes" if value else "sj.table.answer_no").center)
    elif kind == "council_draw":
        driver.click(button(board, "sj.table.answer_yes").center)
    else:  # a card clicked: kept, discarded, tucked...
        driver.click(spot_for(board, ("hand", "offer", "central"), value).rect.center)
