"""data/santiago/i18n: English and French have the same keys and template fields, and every
refusal the engine can give has a wording."""

from __future__ import annotations

import ast
import string
from pathlib import Path
from typing import Any

import yaml

from game.santiago.catalog import DEFAULT_DATA_DIR, default_catalog

ROOT = Path(__file__).resolve().parents[2]


def _flat(d: Any, prefix: str = "") -> dict[str, str]:
    out: dict[str, str] = {}
    for k, v in d.items():
        key = f"{prefix}.{k}" if prefix else str(k)
        if isinstance(v, dict):
            out.update(_flat(v, key))
        else:
            out[key] = v
    return out


def _fields(template: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


def test_languages_match() -> None:
    en = _flat(yaml.safe_load((DEFAULT_DATA_DIR / "i18n" / "en.yaml").read_text("utf-8")))
    fr = _flat(yaml.safe_load((DEFAULT_DATA_DIR / "i18n" / "fr.yaml").read_text("utf-8")))
    assert set(en) == set(fr)
    for key in en:
        assert _fields(en[key]) == _fields(fr[key]), key
    cat = default_catalog()
    for c in cat.cubans:
        assert f"santiago.cubans.{c.id}.name" in en
    for b in cat.buildings:
        assert f"santiago.buildings.{b.id}.text" in en


def test_every_refusal_code_in_the_engine_has_a_wording() -> None:
    codes: set[str] = set()
    for path in (ROOT / "game" / "santiago" / "engine").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            # A refusal is returned as a tuple (code, fields).
            if isinstance(node, ast.Return) and isinstance(node.value, ast.Tuple):
                first = node.value.elts[0] if node.value.elts else None
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    codes.add(first.value)
    codes -= {"deliver", "deliver_wood"}
    assert len(codes) > 15
    assert codes <= set(default_catalog().refusal_en)


def test_every_event_has_a_log_line_its_data_can_fill() -> None:
    import random

    from game.santiago.engine import Game, GameConfig
    from game.santiago.engine.events import EVENT_KINDS

    for lang in ("en", "fr"):
        doc = yaml.safe_load((DEFAULT_DATA_DIR / "i18n" / f"{lang}.yaml").read_text("utf-8"))
        lines = doc["santiago"]["events"]
        assert set(lines) == set(EVENT_KINDS)
        decisions = doc["santiago"]["decisions"]
        g = Game.new(GameConfig(seats=3, seed=2))
        rng = random.Random(2)
        seen = set()
        while not g.is_over:
            assert g.decision in decisions
            legal = g.legal_actions()
            for e in g.apply(legal[rng.randrange(len(legal))]):
                who = "table" if e.seat is None else g.names[e.seat]
                text = lines[e.kind].format(who=who, **e.data)
                assert "{" not in text
                seen.add(e.kind)
        assert len(seen) > 15
