"""Engine words in the player's language: log sentences for events, goods, roles and buildings.

UI-free (no pygame), so the log panel, tests and a headless tool format events the same way.
Templates live in data/puerto_rico/i18n/<lang>.yaml under `log.<event kind>`; their fields are
the event's data plus {who}, each value rendered here (translated name, count with its unit,
joined list).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from game.paths import box_data
from game.puerto_rico.catalog import Catalog, default_catalog
from game.puerto_rico.engine import Event
from game.puerto_rico.engine.view import FOREST, GOODS, QUARRY, Refusal
from game.shell.i18n import SHELL_STRINGS, Translator

__all__ = [
    "STRING_FOLDERS",
    "building_name",
    "count_text",
    "describe_event",
    "good_name",
    "goods_text",
    "join_list",
    "refusal_text",
    "render_fields",
    "role_name",
    "translator",
    "trigger_text",
]

# Puerto Rico's strings are the shell's plus the box's own (a key is defined in one place).
STRING_FOLDERS = (SHELL_STRINGS, box_data("puerto_rico"))


def translator(lang: str) -> Translator:
    """The player's strings in `lang` for a Puerto Rico screen."""
    return Translator(lang, STRING_FOLDERS)


def good_name(tr: Translator, good: str, *, lower: bool = False) -> str:
    """ "Corn" (a label) or "corn" (inside a sentence)."""
    return tr.t(f"goods_lower.{good}" if lower else f"goods.{good}")


def role_name(tr: Translator, role: str, *, in_sentence: bool = False) -> str:
    """ "Settler" (a label) or "the Settler" / "l'Aventurier" (inside a sentence)."""
    return tr.t(f"roles_the.{role}" if in_sentence else f"roles.{role}")


def activity_name(tr: Translator, activity: str, catalog: Catalog | None = None) -> str:
    """A festival activity card's name in the translator's language (Expansion V)."""
    cat = catalog or default_catalog()
    try:
        card = cat.activity(activity)
    except KeyError:
        return str(activity)
    return card.name_fr if tr.lang == "fr" else card.name_en


def building_name(tr: Translator, building: str, catalog: Catalog | None = None) -> str:
    """The name printed on the tile, from the catalog (name_en / name_fr)."""
    cat = catalog or default_catalog()
    try:
        bdef = cat.building(building)
    except KeyError:
        return building.replace("_", " ")
    return str(getattr(bdef, f"name_{tr.lang}", bdef.name_en))


def count_text(tr: Translator, unit: str, n: int) -> str:
    """ "3 doubloons" / "1 pièce": `unit` is one of the units.* groups."""
    return tr.plural(f"units.{unit}", n)


def join_list(tr: Translator, items: Iterable[str]) -> str:
    """ "a, b and c" in the translator's language; "nothing" for an empty list."""
    parts = list(items)
    if not parts:
        return tr.t("log_parts.nothing")
    if len(parts) == 1:
        return parts[0]
    sep = tr.t("log_parts.list_sep")
    return tr.t("log_parts.list_and", first=sep.join(parts[:-1]), last=parts[-1])


def goods_text(tr: Translator, goods: Mapping[str, int]) -> str:
    """{"corn": 2, "sugar": 1} -> "2 corn, 1 sugar" (zero counts left out, "nothing" if empty)."""
    parts = [tr.plural(f"goods_count.{g}", n) for g, n in goods.items() if n]
    if not parts:
        return tr.t("log_parts.nothing")
    return tr.t("log_parts.list_sep").join(parts)


def trigger_text(tr: Translator, trigger: str) -> str:
    """ "workers_exhausted+city_completed" -> "the hiring hall ... and a city is complete"."""
    return join_list(tr, (tr.t(f"triggers.{t}") for t in trigger.split("+") if t))


def _ship(tr: Translator, data: Mapping[str, Any]) -> str:
    if data.get("ship_index") is None:
        return tr.t("log_parts.private_ship")
    # The event names the ship "5-ship"; its capacity is the number in front.
    capacity = str(data.get("ship", "")).split("-", 1)[0]
    return tr.t("log_parts.cargo_ship", n=capacity)


def _tile(tr: Translator, tile: Any) -> str:
    if tile == QUARRY:
        return tr.t("log_parts.quarry")
    return tr.t("log_parts.plantation", good=good_name(tr, str(tile), lower=True))


def _destination(tr: Translator, place: Any, cat: Catalog) -> str:
    """ "a coffee plantation", "the Small Market": where a Bohio guest went, inside a sentence."""
    if place in GOODS:
        return tr.t("log_parts.to_plantation", good=good_name(tr, place, lower=True))
    if place == QUARRY:
        return tr.t("log_parts.to_quarry")
    return tr.t("log_parts.to_building", building=building_name(tr, str(place), cat))


def _exported(tr: Translator, goods: Any) -> str:
    """The Export Office's crates, one good per crate in the event, counted per good."""
    if isinstance(goods, (list, tuple)):
        goods = {good: list(goods).count(good) for good in GOODS}
    return goods_text(tr, goods)


def _market_item(tr: Translator, item: str) -> str:
    """A Black Market item in words: an id ("figure:corn", "crate:fruit", "vp") or, in an event
    without ids, the engine's English word ("worker", "fruit", "VP")."""
    family, _, where = item.strip().partition(":")
    good = where if family == "crate" else family
    if good in GOODS:
        return tr.t("log_parts.item_crate", good=good_name(tr, good, lower=True))
    if family.lower() == "vp":
        return tr.t("log_parts.item_vp")
    return tr.t("log_parts.item_figure")


def _market_items(tr: Translator, data: Mapping[str, Any]) -> str:
    handed = data.get("handed")
    if not isinstance(handed, (list, tuple)):
        handed = str(data["items"]).split(",")
    return join_list(tr, (_market_item(tr, str(item)) for item in handed))


# How each data field is shown: field -> renderer(translator, value, all data, catalog).
Renderer = Callable[[Translator, Any, Mapping[str, Any], Catalog], str]
_FIELDS: dict[str, Renderer] = {
    "good": lambda tr, v, d, c: good_name(tr, v, lower=True) if v else "",
    "goods": lambda tr, v, d, c: goods_text(tr, v),
    "kept": lambda tr, v, d, c: goods_text(tr, v),
    "returned": lambda tr, v, d, c: goods_text(tr, v),
    "display": lambda tr, v, d, c: join_list(tr, (good_name(tr, g, lower=True) for g in v)),
    "role": lambda tr, v, d, c: role_name(tr, v, in_sentence=True),
    "phase": lambda tr, v, d, c: role_name(tr, v) if v else "",
    "building": lambda tr, v, d, c: building_name(tr, v, c),
    "coins": lambda tr, v, d, c: count_text(tr, "doubloon", v),
    "doubloons": lambda tr, v, d, c: count_text(tr, "doubloon", v),
    "cost": lambda tr, v, d, c: count_text(tr, "doubloon", v),
    "workers": lambda tr, v, d, c: count_text(tr, "worker", v),
    "portrait": lambda tr, v, d, c: count_text(tr, "worker", v),
    "vp": lambda tr, v, d, c: count_text(tr, "vp", v),
    "count": lambda tr, v, d, c: count_text(tr, "crate", v),
    "kinds": lambda tr, v, d, c: count_text(tr, "kind", v),
    "ship": lambda tr, v, d, c: _ship(tr, d),
    "trigger": lambda tr, v, d, c: trigger_text(tr, v),
    "activity": lambda tr, v, d, c: activity_name(tr, v, c),
    "achievement": lambda tr, v, d, c: _achievement(tr, v, c),
}


def _achievement(tr: Translator, card_id: str, cat: Catalog) -> str:
    """A grand achievement card's name in the reader's language (its id if unknown)."""
    cards = cat.achievements
    if cards is None:
        return card_id
    card = cards.card(card_id)
    return f"« {card.name_fr} »" if tr.lang == "fr" else f"“{card.name_en}”"


def _bot_reason(tr: Translator, data: Mapping[str, Any]) -> str:
    """Why a Puertoma took its role, from the engine's structured reasons (SPEC §19.6)."""
    parts = []
    if data.get("nothing_profitable"):
        parts.append(tr.t("log_parts.nothing_profitable"))
    if data.get("linked_from"):
        parts.append(tr.t("log_parts.linked_from", role=role_name(tr, data["linked_from"])))
    if data.get("most_coins"):
        parts.append(tr.t("log_parts.most_coins"))
    if data.get("card"):
        parts.append(tr.t("log_parts.card", card=data["card"]))
    return ", ".join(parts) or tr.t("log_parts.only_choice")


def _place(tr: Translator, place: str) -> str:
    return tr.t("log_parts.vp_area") if place == "vp_area" else good_name(tr, place, lower=True)


def _capability(tr: Translator, cap_id: str, cat: Catalog) -> str:
    cap = cat.puertoma.capability(cap_id) if cat.puertoma else None
    if cap is None:
        return cap_id
    text = cap.text_fr if tr.lang == "fr" else cap.text_en
    return text.rstrip(".")


def _expert_others(tr: Translator, others: Any) -> str:
    """ " (Trader 34%, Builder 20%)": the next best roles of the expert's search."""
    parts = [
        tr.t("log_parts.expert_other", role=role_name(tr, role), win=_pct(tr, win))
        for role, win in others
    ]
    return f" ({', '.join(parts)})" if parts else ""


def _expert_expects(tr: Translator, name: Any, data: Mapping[str, Any]) -> str:
    if not name or not data.get("expects_role"):
        return ""
    role = role_name(tr, data["expects_role"], in_sentence=True)
    return tr.t("log_parts.expert_expects", name=name, role=role)


def _pct(tr: Translator, win: Any) -> str:
    return tr.t("log_parts.expert_win", pct=int(win))


# Per event kind, a field whose name means something else there.
_KIND_FIELDS: dict[tuple[str, str], Renderer] = {
    ("puertoma_role", "reason"): lambda tr, v, d, c: _bot_reason(tr, d),
    ("resolution_card", "why"): lambda tr, v, d, c: tr.t(f"log_parts.why_{v}"),
    ("resolution_card", "count"): lambda tr, v, d, c: str(v),  # a card number, not crates
    ("action_token_moved", "frm"): lambda tr, v, d, c: role_name(tr, v),
    ("action_token_moved", "to"): lambda tr, v, d, c: role_name(tr, v),
    ("puertoma_placed", "places"): lambda tr, v, d, c: join_list(tr, (_place(tr, x) for x in v)),
    ("capability_unlocked", "capability"): lambda tr, v, d, c: _capability(tr, v, c),
    ("hospital_worker", "tile"): lambda tr, v, d, c: _tile(tr, v),
    ("role_chosen", "tile"): lambda tr, v, d, c: role_name(tr, d.get("role", v)),
    ("guest_moved", "to"): lambda tr, v, d, c: _destination(tr, v, c),
    ("tile_discarded", "tile"): lambda tr, v, d, c: (
        good_name(tr, v, lower=True) if v in GOODS else str(v)
    ),
    ("goods_exported", "goods"): lambda tr, v, d, c: _exported(tr, v),
    ("black_market_used", "items"): lambda tr, v, d, c: _market_items(tr, d),
    # The expert seat's reason (scenes/coach.py): its role, win chances, whom it expects.
    ("expert_reason", "role"): lambda tr, v, d, c: role_name(tr, v),
    ("expert_reason", "win"): lambda tr, v, d, c: _pct(tr, v),
    ("expert_reason", "others"): lambda tr, v, d, c: _expert_others(tr, v),
    ("expert_reason", "expects"): lambda tr, v, d, c: _expert_expects(tr, v, d),
    ("expert_reason", "expects_role"): lambda tr, v, d, c: str(v),
}


def _variant(kind: str, data: Mapping[str, Any]) -> str:
    """The log key: `kind`, or a variant that reads better for these values (French needs the
    noun's gender: a citizen or a worker, a plantation or a forest)."""
    if kind in ("figure_taken", "building_figure", "guest_moved") and data.get("figure"):
        return f"{kind}_{data['figure']}"
    if kind == "tile_discarded" and data.get("tile") == FOREST:
        return "tile_discarded_forest"
    if kind == "tile_discarded" and data.get("tile") in GOODS:
        return "tile_discarded_plantation"
    if kind == "goods_exported" and isinstance(data.get("goods"), (list, tuple)):
        return "goods_exported_list"
    if kind == "hall_refilled" and data.get("citizens"):
        return "hall_refilled_with_citizen"  # before the short refill: a citizen came too
    if kind == "achievement_completed" and data.get("scores") is False:
        return "achievement_completed_for_puertomas"  # SPEC §19.16.5
    if kind == "role_chosen" and data.get("coins"):
        return "role_chosen_coins"
    if kind == "workers_placed" and data.get("portrait"):
        return "workers_placed_portrait"
    if kind == "hall_refilled" and data.get("workers", 0) < data.get("required", 0):
        return "hall_refilled_short"
    if kind == "building_built" and data.get("cost") == 0:
        return "building_built_free"
    if kind == "stored" and not any(data.get("returned", {}).values()):
        return "stored_all_kept"
    if kind == "reserved_token" and not data.get("building"):
        return "reserved_token_none"
    if kind == "ship_raided" and data.get("discarded"):
        return "ship_raided_lost"  # Expansion III: the rest of the cargo leaves the game
    if kind == "workers_poached" and not data.get("taken"):
        return "workers_poached_none_kept"
    if kind == "workers_poached" and not data.get("discarded"):
        return "workers_poached_all_kept"
    if kind == "role_captured" and not data.get("coins"):
        return "role_captured_bare"
    if kind == "stored" and not any(data.get("kept", {}).values()):
        return "stored_nothing_kept"  # French needs "ne ... rien", not "garde rien"
    return kind


def render_fields(
    event: Event, tr: Translator, catalog: Catalog | None = None
) -> dict[str, str | int]:
    """The event's data, each value ready to drop into a sentence of `tr`'s language."""
    cat = catalog or default_catalog()
    out: dict[str, str | int] = {}
    for name, value in event.data.items():
        render = _KIND_FIELDS.get((event.kind, name)) or _FIELDS.get(name)
        try:
            out[name] = render(tr, value, event.data, cat) if render else value
        except (TypeError, ValueError, AttributeError, KeyError):
            out[name] = str(value)  # odd data must not break the log panel
    return out


def describe_event(
    event: Event,
    names: list[str] | None,
    translator: Translator,
    catalog: Catalog | None = None,
    hide_vp: bool = False,
) -> str:
    """One log sentence for `event` in the translator's language; with `hide_vp`, the VP it
    scored are not told (another player's VP chips are hidden from the reader)."""
    tr = translator
    who = ""
    if event.seat is not None:
        if names and 0 <= event.seat < len(names):
            who = names[event.seat]
        else:
            who = tr.t("log_parts.seat", n=event.seat + 1)
    key = f"log.{_variant(event.kind, event.data)}"
    if not tr.has(key):
        key = f"log.{event.kind}"
    if not tr.has(key):
        return f"{event.kind}: {event.data}"  # a new engine event not yet worded
    fields = render_fields(event, tr, catalog)
    fields["who"] = who
    if hide_vp and "vp" in fields:
        fields["vp"] = tr.t("log_parts.hidden_vp")
    return tr.t(key, **fields)


# ------------------------------------------------------------------ refusals


def _refusal_part(tr: Translator, group: str, value: Any) -> str:
    """An engine id worded by `refusal_parts.<group>.<id>` (the id itself if not worded)."""
    key = f"refusal_parts.{group}.{str(value).replace(' ', '_')}"
    return tr.t(key) if tr.has(key) else str(value)


def _location(tr: Translator, loc: Any, cat: Catalog) -> str:
    """A mayor layout location: a plantation kind, the quarries or a building."""
    if loc in GOODS:
        return tr.t("log_parts.plantation", good=good_name(tr, loc, lower=True))
    if loc == QUARRY:
        return tr.t("log_parts.quarry")
    return building_name(tr, str(loc), cat)


def _missing_item(tr: Translator, item: Any) -> str:
    """A Black Market item the seat lacks ("crate fruit", "figure corn", "vp"), without article."""
    family, _, where = str(item).replace(" ", ":", 1).partition(":")
    if family == "crate" and where in GOODS:
        return tr.t("refusal_parts.item_crate", good=good_name(tr, where, lower=True))
    if family.lower() == "vp":
        return tr.t("refusal_parts.item_vp")
    return tr.t("refusal_parts.item_figure")


# How a refusal's field is shown; ints and names (who, value) go in as they are.
_REFUSAL_FIELDS: dict[str, Renderer] = {
    "good": lambda tr, v, d, c: good_name(tr, v, lower=True) if v in GOODS else str(v),
    "tile": lambda tr, v, d, c: good_name(tr, v, lower=True) if v in GOODS else str(v),
    "cargo": lambda tr, v, d, c: good_name(tr, v, lower=True) if v in GOODS else str(v),
    "role": lambda tr, v, d, c: role_name(tr, v),
    "building": lambda tr, v, d, c: building_name(tr, v, c),
    "other": lambda tr, v, d, c: building_name(tr, v, c),
    "action": lambda tr, v, d, c: _refusal_part(tr, "action", v),
    "decision": lambda tr, v, d, c: _refusal_part(tr, "decision", v),
    "place": lambda tr, v, d, c: _destination(tr, v, c),
    "location": lambda tr, v, d, c: _location(tr, v, c),
}

# Per refusal code, a field shown otherwise: a build price is a count of doubloons, a
# Black Market item a thing to hand in.
_REFUSAL_CODE_FIELDS: dict[tuple[str, str], Renderer] = {
    **{
        (f"refusal.{code}", "price"): lambda tr, v, d, c: count_text(tr, "doubloon", v)
        for code in ("too_dear", "black_market", "black_market_limit")
    },
    ("decision_refusal.no_item", "item"): lambda tr, v, d, c: _missing_item(tr, v),
}


def refusal_text(tr: Translator, refusal: Refusal | None, catalog: Catalog | None = None) -> str:
    """Why the engine refuses an action (`Game.refusal`), in the translator's language; "" when
    there is no refusal. The code is the key of the sentence, its fields are rendered like an
    event's (building, good and role names in the language)."""
    if refusal is None:
        return ""
    code, data = refusal
    if not tr.has(code):
        return tr.t("refusal_parts.generic")  # a code not yet worded: never English
    cat = catalog or default_catalog()
    fields: dict[str, Any] = {}
    for name, value in data.items():
        render = _REFUSAL_CODE_FIELDS.get((code, name)) or _REFUSAL_FIELDS.get(name)
        try:
            fields[name] = render(tr, value, data, cat) if render else value
        except (TypeError, ValueError, AttributeError, KeyError):
            fields[name] = str(value)  # odd data must not break a tooltip
    return tr.t(code, **fields)
