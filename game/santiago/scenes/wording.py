"""Santiago de Cuba's words on screen: the translator, names of goods, Cubans and buildings, log
lines for engine events, refusals and the labels of a decision's options, in en or fr."""

from __future__ import annotations

from typing import Any

from game.paths import box_data
from game.santiago.engine import Event, view
from game.shell.i18n import SHELL_STRINGS, Translator

# The shell's strings plus the box's own (a key is defined in one place).
STRING_FOLDERS = (SHELL_STRINGS, box_data("santiago"))
P = "santiago."  # every key of the box lives under this prefix


def translator(lang: str) -> Translator:
    """The player's strings in `lang` for a Santiago de Cuba screen."""
    return Translator(lang, STRING_FOLDERS)


def good_name(tr: Translator, good: str) -> str:
    return tr.t(f"{P}goods.{good}")


def cuban_name(tr: Translator, cuban: str) -> str:
    return tr.t(f"{P}cubans.{cuban}.name")


def building_name(tr: Translator, building: str) -> str:
    return tr.t(f"{P}buildings.{building}.name")


def flower_name(tr: Translator, flower: str | None) -> str:
    return tr.t(f"{P}flowers.{flower or 'none'}")


def item_name(tr: Translator, item: str) -> str:
    """A gift to El Zorro's visitor: a peso, a VP or a good."""
    if item == "peso":
        return tr.t(f"{P}table.give_peso")
    if item == "vp":
        return tr.t(f"{P}table.give_vp")
    return good_name(tr, item)


def _named(tr: Translator, names: list[str], data: dict[str, Any]) -> dict[str, Any]:
    """Event or refusal fields with ids replaced by the player's words."""
    out = dict(data)
    for key in ("to", "visitor", "owner"):
        if isinstance(out.get(key), int):
            out[key] = names[out[key]]
    for key in ("good", "set_aside"):
        if isinstance(out.get(key), str):
            out[key] = good_name(tr, out[key])
    if isinstance(out.get("cuban"), str):
        out["cuban"] = cuban_name(tr, out["cuban"])
    if isinstance(out.get("building"), str):
        out["building"] = building_name(tr, out["building"])
    if isinstance(out.get("item"), str):
        out["item"] = item_name(tr, out["item"])
    for key in ("flower", "wanted"):
        if isinstance(out.get(key), str):
            out[key] = flower_name(tr, out[key])
    if isinstance(out.get("expected"), str):
        out["expected"] = tr.t(f"{P}decisions.{out['expected']}")
    return out


def describe_event(event: Event, names: list[str], tr: Translator) -> str:
    """One log line for an engine event."""
    who = names[event.seat] if event.seat is not None else ""
    fields = _named(tr, names, event.data)
    fields["who"] = who
    return tr.t(f"{P}events.{event.kind}", **fields)


def refusal_words(tr: Translator, names: list[str], refusal: view.Refusal | None) -> str:
    """An engine refusal (code and fields) in the player's language; "" for none."""
    if refusal is None:
        return ""
    code, fields = refusal
    return tr.t(f"{P}refusal.{code}", **_named(tr, names, fields))


def option_label(tr: Translator, hook: str, value: Any) -> str:
    """The label of one way to use a Cuban or a building (`hook`: its effect's hook name)."""
    t = tr.t
    if hook == "lawyer":
        option, building = value
        key = "claim" if option == "claim" else "use_owned"
        return t(f"{P}table.{key}", building=building_name(tr, building))
    if value is None:
        return t(f"{P}table.newspaper_keep") if hook == "newspaper" else t(f"{P}table.use")
    if hook == "convert_any":
        return t(f"{P}table.count", n=value)
    if hook == "swap_one":
        give, take = value
        return t(f"{P}table.swap", give=good_name(tr, give), take=good_name(tr, take))
    if hook == "cash_in":
        return t(f"{P}table.cafe", goods=" + ".join(good_name(tr, g) for g in value))
    if hook == "exchange":
        direction, m = value
        # Short: the Casino lists one option per VP held.
        if direction == "pesos_to_vp":
            return f"{3 * m} $ » {m} {t(P + 'table.vp')}"
        return f"{m} {t(P + 'table.vp')} » {3 * m} $"
    if hook == "shift_value":
        return t(f"{P}table.harbour_{value}")
    if hook == "take_good_of_choice":
        return f"{t(P + 'table.take')} 1 {good_name(tr, value)}"
    if hook == "deliver_one":
        return f"{t(P + 'table.deliver')} 1 {good_name(tr, value)}"
    if hook == "zero_one_die":
        return t(f"{P}table.zero_die", good=good_name(tr, value))
    if hook == "newspaper":
        return t(f"{P}table.newspaper_flip", cuban=cuban_name(tr, value))
    if isinstance(value, str):
        return good_name(tr, value)
    return str(value)
