"""The shelf's layering, read from the source (ARCHITECTURE.md): arrows only point left.

- a box's `scenes` and `ai` see its engine through two doors only: the engine package's API and
  its `view` module, never another engine submodule;
- a box's engine imports no pygame, no shell, and no box's `scenes` or `ai`;
- the shell imports no box.
"""

from __future__ import annotations

import ast
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
GAME = ROOT / "game"
# Every box: a package under game/ with an engine (the shell and game/paths.py are no box).
BOXES = sorted(p.name for p in GAME.iterdir() if (p / "engine" / "__init__.py").is_file())
VIEW = "view"


def _module_name(path: pathlib.Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(source: str, module: str) -> list[str]:
    """Every module name an import in `source` (the text of `module`) names, with the names
    imported from a package as `package.name` too (they may be submodules); relative imports
    resolved."""
    out: list[str] = []
    package = module.rsplit(".", 1)[0]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            out += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            out.append(base)
            out += [f"{base}.{alias.name}" for alias in node.names]
    return out


def engine_submodules(box: str) -> set[str]:
    """The engine's submodules and subpackages, as dotted names."""
    engine = GAME / box / "engine"
    return {
        f"game.{box}.engine.{p.stem if p.is_file() else p.name}"
        for p in engine.iterdir()
        if (p.suffix == ".py" and p.stem != "__init__") or (p / "__init__.py").is_file()
    }


def seat_and_screen_problems(source: str, module: str) -> list[str]:
    """Imports of an engine submodule other than `view` in a scenes or ai module."""
    problems = set()
    for name in imported(source, module):
        for box in BOXES:
            engine = f"game.{box}.engine"
            if not name.startswith(engine + "."):
                continue
            top = ".".join(name.split(".")[:4])  # game.<box>.engine.<submodule>
            if top in engine_submodules(box) and top != f"{engine}.{VIEW}":
                problems.add(f"{module} imports {top}")
    return sorted(problems)


def prefixed(source: str, module: str, forbidden: tuple[str, ...]) -> list[str]:
    """Imports of `forbidden` modules (or anything under them)."""
    return [
        f"{module} imports {name}"
        for name in imported(source, module)
        if any(name == f or name.startswith(f + ".") for f in forbidden)
    ]


def _sources(folder: pathlib.Path) -> list[tuple[str, str]]:
    return [
        (path.read_text(encoding="utf-8"), _module_name(path))
        for path in sorted(folder.rglob("*.py"))
    ]


@pytest.mark.parametrize("box", ["puerto_rico", "santiago"])
def test_there_is_a_box_with_scenes_ai_and_engine(box: str) -> None:
    assert box in BOXES
    for layer in ("scenes", "ai", "engine"):
        assert _sources(GAME / box / layer), layer
    assert f"game.{box}.engine.view" in engine_submodules(box)


def test_a_santiago_scene_reaching_past_the_view_is_caught() -> None:
    module = "game.santiago.scenes.example"
    for source in (
        "from game.santiago.engine.turn import move_car",
        "from game.santiago.engine import effects",
        "import game.santiago.engine.rules",
    ):
        assert seat_and_screen_problems(source, module), source
    for source in (
        "from game.santiago.engine import Action, Game, view",
        "from game.santiago.engine.view import move_cost",
    ):
        assert seat_and_screen_problems(source, module) == [], source


@pytest.mark.parametrize("box", BOXES)
def test_scenes_and_ai_see_the_engine_through_its_api_and_view_only(box: str) -> None:
    problems = []
    for layer in ("scenes", "ai"):
        for source, module in _sources(GAME / box / layer):
            problems += seat_and_screen_problems(source, module)
    assert problems == []


@pytest.mark.parametrize("box", BOXES)
def test_the_engine_imports_no_pygame_shell_scenes_or_ai(box: str) -> None:
    forbidden = (
        "pygame",
        "game.shell",
        *(f"game.{b}.{layer}" for b in BOXES for layer in ("scenes", "ai")),
    )
    problems = []
    for source, module in _sources(GAME / box / "engine"):
        problems += prefixed(source, module, forbidden)
    assert problems == []


def test_the_shell_imports_no_box() -> None:
    forbidden = tuple(f"game.{box}" for box in BOXES)
    problems = []
    for source, module in _sources(GAME / "shell"):
        problems += prefixed(source, module, forbidden)
    assert problems == []


# The checks can fail: each catches what it is for.


def test_a_phase_module_import_in_a_scene_is_caught() -> None:
    module = "game.puerto_rico.scenes.example"
    for source in (
        "from game.puerto_rico.engine.roles import builder",
        "from game.puerto_rico.engine import puertoma",
        "import game.puerto_rico.engine.state",
        "from game.puerto_rico.engine.state import GOODS",
        "from ..engine import layout",
        "def f():\n    from game.puerto_rico.engine.layout import slot_capacity",
    ):
        assert seat_and_screen_problems(source, module), source
    for source in (
        "from game.puerto_rico.engine import Action, Game, view",
        "from game.puerto_rico.engine.view import GOODS, build_price",
        "import game.puerto_rico.engine",
        "from ..engine import view",
        "from game.puerto_rico.catalog import BuildingDef",
    ):
        assert seat_and_screen_problems(source, module) == [], source


def test_a_pygame_or_shell_import_in_the_engine_is_caught() -> None:
    forbidden = ("pygame", "game.shell", "game.puerto_rico.ai")
    module = "game.puerto_rico.engine.example"
    assert prefixed("import pygame.font", module, forbidden)
    assert prefixed("from game.shell.assets import INK", module, forbidden)
    assert prefixed("from game.puerto_rico import ai", module, forbidden)
    assert prefixed("from game.puerto_rico.engine import rules", module, forbidden) == []
    assert prefixed("import pygame_extra", module, forbidden) == []


def test_san_juan_screens_are_held_to_the_same_two_doors() -> None:
    assert "san_juan" in BOXES
    assert _sources(GAME / "san_juan" / "scenes")
    module = "game.san_juan.scenes.example"
    assert seat_and_screen_problems("from game.san_juan.engine.rules import price", module)
    assert seat_and_screen_problems("from game.san_juan.engine import stages", module)
    for source in (
        "from game.san_juan.engine import Action, Game, IllegalAction",
        "from game.san_juan.engine.view import seat_view, visible_event",
    ):
        assert seat_and_screen_problems(source, module) == [], source
