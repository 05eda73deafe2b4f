"""San Juan's words in the player's language: card, role and good names, refusals, decisions and
log sentences for events (as a viewer may read them: view.visible_event strips hidden cards).

UI-free (no pygame), so the log, the tests and a headless tool word things the same way.
Templates live in data/san_juan/i18n/<lang>.yaml under `sj.*`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.paths import box_data
from game.san_juan.catalog import Catalog, default_catalog
from game.shell.i18n import SHELL_STRINGS, Translator

# San Juan's strings are the shell's plus the box's own (every box key starts with `sj`).
STRING_FOLDERS = (SHELL_STRINGS, box_data("san_juan"))


def translator(lang: str) -> Translator:
    """The player's strings in `lang` for a San Juan screen."""
    return Translator(lang, STRING_FOLDERS)


def card_name(tr: Translator, card_id: str) -> str:
    return tr.t(f"sj.card.{card_id}.name")


def card_effect(tr: Translator, card_id: str) -> str:
    return tr.t(f"sj.card.{card_id}.effect")


def role_name(tr: Translator, role: str) -> str:
    return tr.t(f"sj.role.{role}.name")


def good_name(tr: Translator, good: str) -> str:
    return tr.t(f"sj.good.{good}")


def card_tip(tr: Translator, catalog: Catalog, card_id: str) -> str:
    """A card's tooltip: name, cost and VP, effect."""
    c = catalog.card(card_id)
    head = f"{card_name(tr, card_id)} — {tr.t('sj.table.cost_vp', cost=c.cost, vp=c.vp)}"
    return f"{head}\n{card_effect(tr, card_id)}"


def join_names(tr: Translator, names: Sequence[str]) -> str:
    return ", ".join(names)


def source_name(tr: Translator, source: str, catalog: Catalog) -> str:
    """Where a draw comes from: a card, a role, the deal."""
    if source in catalog.setup.roles:
        return role_name(tr, source)
    if any(c.id == source for c in catalog.cards):
        return card_name(tr, source)
    return tr.t(f"sj.source.{source}")


def refusal_text(tr: Translator, code: str, fields: dict[str, Any], names: Sequence[str]) -> str:
    """An engine refusal (IllegalAction code and fields) in the player's words."""
    shown = dict(fields)
    for key in ("expected", "seat"):
        if isinstance(shown.get(key), int) and 0 <= shown[key] < len(names):
            shown[key] = names[shown[key]]
    return tr.t(f"sj.refusal.{code}", **shown)


def decision_text(tr: Translator, kind: str, context: dict[str, Any], catalog: Catalog) -> str:
    fields = dict(context)
    if "source" in fields:
        fields["source"] = source_name(tr, str(fields["source"]), catalog)
    return tr.t(f"sj.decision.{kind}", **fields)


def tile_prices(tr: Translator, catalog: Catalog, tile: str) -> str:
    prices = next(t.prices for t in catalog.tiles if t.id == tile)
    return ", ".join(f"{good_name(tr, g)} {prices[g]}" for g in catalog.goods)


Namer = Callable[[int], str]


def describe_event(
    tr: Translator,
    event: dict[str, Any],
    names: Sequence[str],
    card_of: Callable[[int], str],
    catalog: Catalog | None = None,
) -> str:
    """One log line for an event as its viewer may read it (a dict from view.visible_event):
    cards the viewer may not see are absent, only their count is worded."""
    cat = catalog or default_catalog()
    kind = event["kind"]
    seat = event.get("seat")
    who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
    cards = event.get("cards")
    if not isinstance(cards, list):  # a count (the reshuffle), not cards
        cards = []
    listed = ", ".join(card_name(tr, card_of(u)) for u in cards) if cards else ""
    f: dict[str, Any] = {k: v for k, v in event.items() if k not in ("kind", "seat")}
    f["who"] = who
    for name in ("cost", "price", "count", "missing", "discarded"):
        if isinstance(event.get(name), int):
            f[f"{name}_cards"] = tr.plural("sj.count.cards", event[name])
    key = kind
    if kind == "game_started":
        f["names"] = ", ".join(event.get("names", names))
    elif kind == "role_chosen":
        f["role"] = role_name(tr, event["role"])
    elif kind == "library_declared":
        key = "library_used" if event.get("used") else "library_kept"
    elif kind == "built":
        f["card"] = card_name(tr, event["card"])
        if event.get("covered"):
            key = "built_over"
            f["covered"] = card_name(tr, event["covered"])
    elif kind == "paid":
        if "good_on" in event:
            key = "paid_good"
            f["building"] = card_name(tr, card_of(event["good_on"]))
        else:
            key = "paid_cards" if listed else "paid_hidden"
            f["cards"] = listed
    elif kind in ("produced", "sold"):
        c = cat.card(event["card"])
        f["building"] = card_name(tr, event["card"])
        if c.good is None:  # a good of no kind (the §14 customs office)
            key = f"{kind}_any"
        else:
            f["good"] = good_name(tr, c.good)
    elif kind == "tile_revealed":
        f["prices"] = tile_prices(tr, cat, event["tile"])
    elif kind == "drew":
        key = "drew_cards" if listed else "drew_hidden"
        f["cards"] = listed
        f["source"] = source_name(tr, str(event.get("source", "deal")), cat)
    elif kind == "discarded":
        key = "discarded_cards" if listed else "discarded_hidden"
        f["cards"] = listed
    elif kind == "revealed":
        f["cards"] = listed
    elif kind == "gold_mine_kept":
        f["card"] = card_name(tr, event["card"])
    elif kind == "tucked":
        key = "tucked_cards"
        f["cards"] = listed
        f["pile"] = card_name(tr, event.get("pile") or "chapel")
    elif kind == "piled":
        f["pile"] = card_name(tr, event["pile"])
    elif kind == "passed" and event.get("stage") in ("tuck", "pile"):
        key = "tuck_secret"
    return tr.t(f"sj.log.{key}", **f)


def trigger_text(tr: Translator, trigger: str | None) -> str:
    return tr.t(f"sj.sjscore.trigger_{trigger or 'buildings'}")
