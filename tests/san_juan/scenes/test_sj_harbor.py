"""The harbor's choice (§14 « Nouveaux bâtiments »): selling a good and keeping it under the
harbor is a click on the harbor, then on the good; the harbor's pile shows its count."""

from __future__ import annotations

from sj_scene_helpers import BOT, HUMAN, perform, spot_for

from game.san_juan.engine import Action
from game.san_juan.engine.scenario import Scenario, uid
from game.san_juan.scenes.board import BoardScene
from game.san_juan.scenes.session import Session


def _harbor_board(app) -> BoardScene:  # type: ignore[no-untyped-def]
    goods = ("indigo_plant", "sugar_mill")
    sc = Scenario(2, options=("module_new_buildings",)).tiles("tile_1")
    sc.city(0, "harbor", *goods, goods=goods)
    game = sc.start("trader", chooser=1)  # seat 0 sells without the privilege: 1 sale
    session = Session(game, [HUMAN, BOT])
    session.make_agents()
    board = BoardScene(app, session)
    app.push(board)
    return board


def test_harbor_then_good_sells_and_keeps_it(app, driver) -> None:  # type: ignore[no-untyped-def]
    board = _harbor_board(app)
    g = board.game
    if g.current_seat != 0:  # the chooser (seat 1, a computer) sells first
        driver.frames(40)
    driver.frames(1)
    assert g.current_seat == 0 and g.decision[0] == "sell"
    harbor = uid(g, 0, "harbor", "city")
    indigo = uid(g, 0, "indigo_plant", "city")
    assert board.keep_at == harbor
    harbor_spot = spot_for(board, ("building",), harbor)
    assert harbor_spot.legal  # highlighted: it may be clicked
    tr = app.t.t
    assert board._hint() == tr("sj.table.keep_hint", harbor="Harbor")

    # Click the harbor twice: armed, then not; nothing is sent to the engine.
    before = len(g.history)
    driver.click(harbor_spot.rect.center)
    assert board.keeping and board._hint() == tr("sj.table.keep_armed", harbor="Harbor")
    driver.click(spot_for(board, ("building",), harbor).rect.center)
    assert not board.keeping and len(g.history) == before

    discard = len(g.state.discard)
    perform(driver, board, Action(0, "sell_keep", indigo))
    assert g.history[-1] == Action(0, "sell_keep", indigo)
    assert len(g.state.seat[0].piles["harbor"]) == 1  # the good lies under the harbor
    assert len(g.state.discard) == discard  # ... not on the discard pile
    assert not board.keeping
    driver.frames(1)
    assert board.view.piles[0]["harbor"] == 1  # the count the harbor shows
