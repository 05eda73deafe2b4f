"""The shelf's contents: the box packages the app offers, in the title screen's order."""

from __future__ import annotations

BOX_MODULES: tuple[str, ...] = ("game.puerto_rico.box",)

# Boxes whose command line (`--headless` and friends) lives in their own package: box id ->
# module with `main(argv) -> int`. A box is listed here as soon as its engine plays headless,
# before its screens join the shelf above.
CLI_MODULES: dict[str, str] = {
    "san_juan": "game.san_juan.cli",
    "santiago": "game.santiago.cli",
}
