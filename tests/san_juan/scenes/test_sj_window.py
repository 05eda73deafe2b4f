"""The window is named after the box on the table: San Juan's, then Puerto Rico's once chosen
on the title screen's shelf."""

from __future__ import annotations

import pygame

from game.shell.boxes import get_box
from game.shell.title import TitleScene


def test_the_window_caption_follows_the_chosen_box(app, driver) -> None:  # type: ignore[no-untyped-def]
    assert pygame.display.get_caption()[0] == "San Juan"
    title = TitleScene(app)
    app.push(title)
    driver.frames(1)
    pr = get_box("puerto_rico")
    rect = next(r for box, r in title.box_cards if box.id == pr.id)
    driver.click(rect.center)
    assert app.settings.box == "puerto_rico"
    assert pygame.display.get_caption()[0] == pr.title


def test_a_long_card_name_fits_its_band_on_a_small_card(app) -> None:  # type: ignore[no-untyped-def]
    from game.san_juan.scenes.cards import CardArt

    art = CardArt(app.assets)
    name = "Teinturerie d'indigo"
    text, size = art.fitted(name, 40, 12, True)
    assert size == 8 and text.endswith("…") and text[:-1] == name[: len(text) - 1]
    assert app.assets.font(size, True).size(text)[0] <= 40
    assert art.fitted("Forge", 40, 12, True) == ("Forge", 12)  # a short one is left whole
