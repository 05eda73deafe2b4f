"""San Juan's strings: both languages have the same keys, every card and role has a name and a
text, and every refusal the engine can raise and every decision it can ask has a wording."""

from __future__ import annotations

import re
from pathlib import Path

from game.paths import DATA
from game.san_juan.catalog import default_catalog
from game.san_juan.engine.game import DECISION_KIND
from game.san_juan.engine.gamedef import FIRST_EDITION, OPTIONS
from game.shell.i18n import check_same_keys, load_merged

ENGINE = Path(__file__).resolve().parents[2] / "game" / "san_juan" / "engine"
FOLDERS = [DATA / "shell", DATA / "san_juan"]


def _strings(lang: str) -> dict[str, str]:
    return load_merged(lang, FOLDERS)


def test_same_keys_in_english_and_french() -> None:
    assert check_same_keys(_strings("en"), _strings("fr")) == []


def test_every_card_role_good_and_option_is_worded() -> None:
    c = default_catalog()
    for lang in ("en", "fr"):
        s = _strings(lang)
        for card in c.cards:
            assert s[f"sj.card.{card.id}.name"] and s[f"sj.card.{card.id}.effect"]
        for role in c.setup.roles:
            assert s[f"sj.role.{role}.name"] and s[f"sj.role.{role}.text"]
        for good in c.goods:
            assert s[f"sj.good.{good}"]
        for option in (*OPTIONS, FIRST_EDITION):
            assert s[f"sj.option.{option}"]
    assert _strings("fr")["sj.card.tower.name"] == "Phare"
    assert _strings("fr")["sj.card.tower.name_card"] == "Tour"


def test_every_refusal_code_and_decision_is_worded() -> None:
    source = "\n".join(p.read_text(encoding="utf-8") for p in ENGINE.glob("*.py"))
    codes = set(re.findall(r'return \("([a-z_]+)", \{', source))
    codes |= set(re.findall(r'_refused\("([a-z_]+)"', source))
    codes |= set(re.findall(r'Quote\(cost, goods_max, \("([a-z_]+)"', source))
    assert {"cannot_pay", "violet_duplicate", "not_your_turn", "no_more_goods"} <= codes
    for lang in ("en", "fr"):
        s = _strings(lang)
        assert [c for c in sorted(codes) if f"sj.refusal.{c}" not in s] == []
        kinds = set(DECISION_KIND.values()) - {"none"}
        assert [k for k in sorted(kinds) if f"sj.decision.{k}" not in s] == []
