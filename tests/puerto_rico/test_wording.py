"""UI strings: en/fr files agree, every event and decision is worded, broken files read like the
catalog's errors, and a missing key shows as [key] instead of crashing."""

from __future__ import annotations

import random
import shutil
from pathlib import Path
from typing import Any

import pytest

from game.puerto_rico.catalog import CatalogError, default_catalog
from game.puerto_rico.engine import Action, Event, Game, GameConfig, events
from game.puerto_rico.engine.view import BUILT_EXPANSIONS
from game.puerto_rico.scenes.wording import (
    STRING_FOLDERS,
    describe_event,
    goods_text,
    refusal_text,
    translator,
    trigger_text,
)
from game.shell.i18n import (
    SHELL_STRINGS,
    Translator,
    check_same_keys,
    fields_of,
    languages,
    load_merged,
    load_strings,
)

LANGS = ("en", "fr")
# Decision kinds the engine asks for (Game.decision); random games may not reach all of them.
DECISION_KINDS = (
    "role",
    "settler_tile",
    "hacienda",
    "hospital",
    "forest",
    "settler_extra",
    "mayor_layout",
    "build",
    "school",
    "produce",
    "craftsman_bonus",
    "sell",
    "load",
    "storage",
    "smuggler",
    "poach_place",
    "reward_place",
    "achievement_draft",
    "achievement_keep",
)


@pytest.fixture(scope="module")
def tr() -> dict[str, Translator]:
    return {lang: translator(lang) for lang in LANGS}


@pytest.fixture(scope="module")
def played() -> tuple[list[tuple[Event, list[str]]], set[str]]:
    """Events and decision kinds of a few random games with 2 to 5 seats."""
    out: list[tuple[Event, list[str]]] = []
    decisions: set[str] = set()
    smuggler = ("smuggler",)  # Expansion III's events and decisions, worded too
    for seed, seats, modules in (
        (1, 3, ()),
        (2, 4, ()),
        (3, 5, ()),
        (4, 2, ()),
        (5, 3, ()),
        (6, 4, ()),
        (7, 3, smuggler),
        (8, 5, smuggler),
        (9, 3, ("achievements",)),  # Expansion VI: cards drafted, completed
    ):
        variants = ("achievements_draft",) if "achievements" in modules else ()
        config = GameConfig(seats=seats, seed=seed, expansions=modules, variants=variants)
        game = Game.new(config)
        rng = random.Random(seed)
        while not game.is_over:
            decisions.add(game.decision or "")
            for event in game.apply(rng.choice(game.legal_actions())):
                out.append((event, game.names))
    return out, decisions


def copy_data(tmp_path: Path) -> Path:
    """A writable copy of the shell's strings (named 'data': errors cite data/i18n/<lang>.yaml)."""
    folder = tmp_path / "data"
    shutil.copytree(SHELL_STRINGS / "i18n", folder / "i18n")
    return folder


# --------------------------------------------------------------------------- the two files


def test_en_and_fr_have_the_same_keys_and_fields() -> None:
    for folder in STRING_FOLDERS:  # the shell's strings, then Puerto Rico's
        en, fr = load_strings("en", folder), load_strings("fr", folder)
        assert check_same_keys(en, fr) == [], folder
        assert len(en) > 60, folder
    assert len(load_merged("en", STRING_FOLDERS)) > 250


def test_a_key_defined_by_the_shell_and_a_box_is_refused(tmp_path: Path) -> None:
    box = tmp_path / "box"
    (box / "i18n").mkdir(parents=True)
    (box / "i18n" / "en.yaml").write_text('menu:\n  quit: "Leave"\n', encoding="utf-8")
    with pytest.raises(CatalogError) as info:
        load_merged("en", (SHELL_STRINGS, box))
    assert str(info.value) == (
        "box/i18n/en.yaml: menu.quit: expected a key not already defined in "
        "shell/i18n/en.yaml, got 'Leave'"
    )


def test_check_same_keys_reports_differences() -> None:
    problems = check_same_keys({"a": "x", "b": "{n} x"}, {"b": "{m} y", "c": "z"})
    assert problems == [
        "a: in en but not in fr",
        "c: in fr but not in en",
        "b: fields {n} in en but {m} in fr",
    ]


def test_languages_are_listed_with_their_native_names() -> None:
    assert languages() == [("en", "English"), ("fr", "Français")]
    assert Translator.languages() == languages()


def test_goods_and_roles_match_the_catalog_names(tr: dict[str, Translator]) -> None:
    cat = default_catalog()
    for lang in LANGS:
        for good in cat.goods:
            assert tr[lang].t(f"goods.{good.id}") == getattr(good, f"name_{lang}")
        for role in cat.roles:
            assert tr[lang].t(f"roles.{role.id}") == getattr(role, f"name_{lang}")
            assert tr[lang].has(f"privileges.{role.id}")
        assert tr[lang].has("roles.smuggler") and tr[lang].has("privileges.smuggler")


def test_every_decision_kind_has_a_prompt(
    tr: dict[str, Translator], played: tuple[list, set[str]]
) -> None:
    _, decisions = played
    assert decisions <= set(DECISION_KINDS)  # a new decision kind must be added here and worded
    for lang in LANGS:
        for kind in DECISION_KINDS:
            text = tr[lang].t(f"prompt.{kind}", name="Ana")
            assert not text.startswith("[") and "{" not in text, (lang, kind)
    assert translator("en").t("prompt.role", name="Ana") == "Ana, choose a role"


def test_every_engine_event_kind_has_a_log_sentence(tr: dict[str, Translator]) -> None:
    kinds = events.EVENT_KINDS  # the engine's own list of event kinds
    assert kinds
    for lang in LANGS:
        missing = sorted(k for k in kinds if not tr[lang].has(f"log.{k}"))
        assert missing == [], lang


def test_log_sentences_use_only_event_fields(
    tr: dict[str, Translator], played: tuple[list, set[str]]
) -> None:
    events_seen, _ = played
    fields_by_kind: dict[str, set[str]] = {}
    for event, _names in events_seen:
        fields_by_kind.setdefault(event.kind, set()).update(event.data)
    for lang in LANGS:
        for key, template in tr[lang].strings.items():
            if not key.startswith("log."):
                continue
            name = key[4:]
            kind = next((k for k in fields_by_kind if name == k or name.startswith(k + "_")), None)
            if kind is None:
                continue  # an event this sample did not produce
            assert fields_of(template) <= fields_by_kind[kind] | {"who"}, (lang, key)


def test_describe_event_gives_full_sentences(
    tr: dict[str, Translator], played: tuple[list, set[str]]
) -> None:
    events_seen, _ = played
    kinds = {e.kind for e, _ in events_seen}
    assert {"role_chosen", "building_built", "loaded", "stored", "game_over"} <= kinds
    for lang in LANGS:
        for event, names in events_seen:
            assert tr[lang].has(f"log.{event.kind}"), (lang, event.kind)
            text = describe_event(event, names, tr[lang])
            assert text and "{" not in text and "}" not in text, (lang, event)
            assert "[" not in text and "_" not in text, (lang, text)
            if event.seat is not None:
                assert names[event.seat] in text


# Sample data for every event kind, so kinds a random game rarely emits are worded too.
SAMPLE_EVENTS = [
    Event("round_started", 0, round=2),
    Event("role_chosen", 1, role="settler", tile="settler", coins=0),
    Event("role_chosen", 1, role="prospector", tile="prospector_2", coins=1),
    Event("plantation_taken", 0, good="fruit"),
    Event("quarry_taken", 0),
    Event("hacienda_drawn", 0, good="tobacco"),
    Event("hospital_worker", 0, tile="quarry"),
    Event("hospital_worker", 0, tile="coffee"),
    Event("display_refilled", None, display=["corn", "corn", "sugar"]),
    Event("mayor_privilege", 1, workers=1),
    Event("workers_taken", 1, workers=2),
    Event("workers_placed", 1, layout=[["corn", 1]], portrait=0),
    Event("workers_placed", 1, layout=[["corn", 1]], portrait=2),
    Event("hall_refilled", None, workers=4, required=4),
    Event("hall_refilled", None, workers=1, required=4),
    Event("building_built", 0, building="governors_palace", cost=0),
    Event("building_built", 0, building="factory", cost=7),
    Event("school_worker", 0, building="hacienda"),
    Event("produced", 0, goods={"coffee": 1}),
    Event("production_declined", 0),
    Event("factory_bonus", 0, doubloons=2, kinds=3),
    Event("craftsman_bonus", 0, good="sugar"),
    Event("sold", 0, good="corn", doubloons=0),
    Event("trading_house_emptied", None),
    Event("loaded", 0, good="corn", count=1, ship="4-ship", ship_index=0, vp=1),
    Event("stored", 0, kept={"corn": 1, "sugar": 3}, returned={"coffee": 1}),
    Event("stored", 0, kept={"corn": 1}, returned={}),
    Event("stored", 0, kept={}, returned={"corn": 2}),
    Event("ship_departed", None, capacity=5, good="fruit", count=5),
    Event("prospector_privilege", 1, doubloons=1),
    Event("building_coins", 0, building="lighthouse", doubloons=1),
    Event("building_vp", 0, building="church", vp=2),
    Event("building_goods", 0, building="canal", goods={"fruit": 1, "sugar": 1}),
    Event("trading_post_sale", 0, good="coffee", doubloons=5),
    Event("small_ship_loaded", 0, goods={"corn": 1, "fruit": 3}, count=4, vp=2),
    Event("forest_placed", 0, good="corn"),
    Event("black_market_used", 0, items="worker, fruit"),
    Event("vp_exhausted", None, phase="captain"),
    Event("end_triggered", None, trigger="vp_exhausted"),
    Event("round_ended", None, round=9),
    Event("game_over", None, trigger="workers_exhausted+city_completed"),
    Event(
        "puertoma_role",
        1,
        role="builder",
        reason="x",
        nothing_profitable=False,
        linked_from="craftsman",
        most_coins=True,
        card="R3",
    ),
    Event(
        "puertoma_role",
        1,
        role="mayor",
        reason="x",
        nothing_profitable=True,
        linked_from=None,
        most_coins=False,
        card=None,
    ),
    Event("resolution_card", 1, card="R3", count=1, why="role_tie"),
    Event("building_drafted", 0, building="factory", slot=7, copies=2),
    Event("resolution_card", None, card="R5", count=2, why="reserved_token"),
    Event("action_token_moved", None, frm="builder", to="settler"),
    Event("puertoma_placed", 1, places=["fruit", "corn", "vp_area"]),
    Event("puertoma_gift", 1, building="hacienda", card="R1"),
    Event("reserved_token", 1, building="fortress"),
    Event("reserved_token", 1, building=None),
    Event("capability_unlocked", 1, capability="cap1_trader_coin", level=1),
    Event("capability_crate", 1, good="sugar"),
    Event("capability_coins", 1, doubloons=2),
    Event("capability_vp", 1, vp=3),
    Event("capability_dump", 1, good="corn", count=2, vp=2),
    Event("figure_taken", 0, figure="citizen"),
    Event("figure_taken", 1, figure="worker"),
    Event("building_figure", 0, building="villa", figure="citizen"),
    Event("guest_moved", 0, building="bohio", to="small_warehouse", figure="worker"),
    Event("guest_moved", 0, building="bohio", to="coffee", figure="citizen"),
    Event("tile_discarded", 0, tile="forest"),
    Event("tile_discarded", 0, tile="sugar"),
    Event("plantation_bought", 0, building="cadastral_office", good="corn", doubloons=1),
    Event("goods_exported", 0, building="export_office", goods=["corn", "sugar"], vp=2),
    Event("hall_refilled", None, workers=3, citizens=1, required=4),
    Event("wanted_token", 0, frm=None),
    Event("ship_raided", 0, capacity=5, good="coffee", count=3, discarded=1),
    Event("trading_house_plundered", 1, goods={"corn": 1, "fruit": 1}, vp=2),
    Event("workers_poached", 0, workers=4, taken=2, discarded=2, citizens=0),
    Event("poached_figure_placed", 0, place="corn", figure="worker"),
    Event("role_captured", 1, role="mayor", tile="mayor", coins=2),
    Event("ransom_paid", 0, role="mayor", coins=3, capturer="Éric", capturer_seat=1),
    Event("captured_role_played", 1, role="mayor", tile="mayor"),
    Event("smuggler_passed", 0),
    Event("festival_plantation_achieved", 0, good="sugar", workers=3, vp=0),
    Event("festival_goods_achieved", 1, goods={"corn": 1, "sugar": 2}, workers=0, vp=3),
    Event("festival_building_achieved", 0, building="factory", workers=0, vp=3),
    Event("activity_completed", 1, activity="best_harvest", workers=1, doubloons=1, vp=1),
    Event("reward_worker_placed", 0, place="corn"),
    Event("resolution_card", 1, card="R2", count=6, why="festival"),
    Event("achievements_dealt", None, cards=4),
    Event("achievements_passed", None, cards=3),
    Event("achievement_drafted", 1),
    Event("achievements_kept", 0, kept=4, discarded=2),
    Event("achievement_completed", 0, achievement="coffee_baron", vp=4, scores=True),
    Event("achievement_completed", 0, achievement="all_trades", vp=3, scores=False),
]


def test_every_event_kind_reads_well_with_sample_data(tr: dict[str, Translator]) -> None:
    assert {e.kind for e in SAMPLE_EVENTS} >= set(events.EVENT_KINDS)
    for lang in LANGS:
        for event in SAMPLE_EVENTS:
            text = describe_event(event, ["Ana", "Éric"], tr[lang])
            assert "{" not in text and "[" not in text and "_" not in text, (lang, text)
            assert text.endswith("."), (lang, text)


def test_describe_event_examples(tr: dict[str, Translator]) -> None:
    en, fr = tr["en"], tr["fr"]
    names = ["Ana", "Éric"]
    card = Event("resolution_card", 1, card="R5", count=2, why="role_tie")
    assert describe_event(card, names, en) == (
        "Resolution card R5 (count 2) decides a tie between roles."
    )
    produced = Event("produced", 0, goods={"corn": 2, "fruit": 0, "sugar": 1})
    assert describe_event(produced, names, en) == "Ana produces 2 corn, 1 sugar."
    assert describe_event(produced, names, fr) == "Ana produit 2 maïs, 1 sucre."
    built = Event("building_built", 1, building="small_market", cost=1)
    assert describe_event(built, names, en) == "Éric builds the Small Market for 1 doubloon."
    assert describe_event(built, names, fr) == (
        "Éric construit le bâtiment «\u00a0Petit marché\u00a0» pour 1 pièce."
    )
    chosen = Event("role_chosen", 1, role="prospector", tile="prospector", coins=2)
    assert (
        describe_event(chosen, names, fr)
        == "Éric choisit l'Aventurier et empoche au passage 2 pièces."
    )
    loaded = Event("loaded", 0, good="coffee", count=3, ship="private ship", ship_index=None, vp=4)
    assert describe_event(loaded, names, en) == (
        "Ana loads 3 crates of coffee onto their private ship and scores 4 VP."
    )
    stored = Event("stored", 0, kept={}, returned={"tobacco": 2})
    assert (
        describe_event(stored, names, fr) == "Ana ne garde rien et remet 2 tabacs dans la réserve."
    )
    stored = Event("stored", 0, kept={"corn": 1}, returned={})
    assert describe_event(stored, names, en) == "Ana keeps 1 corn."
    # A table event has no {who}; an unknown seat name falls back to "Seat n".
    assert describe_event(Event("round_ended", None, round=3), [], en) == "Round 3 is over."
    assert describe_event(Event("quarry_taken", 4), None, en) == "Seat 5 takes a quarry."
    # An event kind the files do not know yet still gives a line, never an exception.
    assert describe_event(Event("festival", 0, x=1), names, en).startswith("festival")


def test_describe_event_words_figures_tiles_and_items_as_they_are(
    tr: dict[str, Translator],
) -> None:
    """The expansions' events pick the sentence that fits the figure or the tile (French needs
    the noun's gender), with places, exported crates and Black Market items in words."""
    en, fr = tr["en"], tr["fr"]
    names = ["Ana"]
    taken = Event("figure_taken", 0, figure="citizen")
    assert describe_event(taken, names, en) == "Ana takes a citizen from the hiring hall."
    assert describe_event(taken, names, fr) == "Ana prend un bourgeois au bureau d'embauche."
    guest = Event("guest_moved", 0, building="bohio", to="small_market", figure="worker")
    assert describe_event(guest, names, en) == "A worker leaves Ana's Bohio for the Small Market."
    guest = Event("guest_moved", 0, building="bohio", to="coffee", figure="citizen")
    assert describe_event(guest, names, en) == (
        "A citizen leaves Ana's Bohio for a coffee plantation."
    )
    assert describe_event(Event("tile_discarded", 0, tile="corn"), names, fr) == (
        "Ana défausse une plantation de maïs."
    )
    assert describe_event(Event("tile_discarded", 0, tile="forest"), names, en) == (
        "Ana discards a forest."
    )
    exported = Event("goods_exported", 0, building="export_office", goods=["corn", "corn"], vp=2)
    assert describe_event(exported, names, en) == (
        "Ana's Export Office sends 2 corn abroad for 2 VP."
    )
    refilled = Event("hall_refilled", None, workers=3, citizens=1, required=4)
    assert describe_event(refilled, names, en) == (
        "The hiring hall is refilled with 3 workers and a citizen."
    )
    handed = ["figure:portrait", "crate:fruit", "vp"]
    market = Event("black_market_used", 0, items="worker, fruit, VP", handed=handed)
    old = Event("black_market_used", 0, items="worker, fruit, VP")  # an event without ids
    for event in (market, old):
        assert describe_event(event, names, en) == (
            "Ana hands in a figure, a crate of fruit and a VP chip at the Black Market."
        )
        assert describe_event(event, names, fr) == (
            "Ana remet une figurine, une caisse de fruits et un jeton de PV au Marché noir."
        )


def test_goods_and_trigger_texts(tr: dict[str, Translator]) -> None:
    assert goods_text(tr["en"], {"corn": 2, "sugar": 1}) == "2 corn, 1 sugar"
    assert goods_text(tr["fr"], {"corn": 2, "sugar": 1}) == "2 maïs, 1 sucre"
    assert goods_text(tr["fr"], {}) == "rien"
    assert trigger_text(tr["en"], "workers_exhausted+city_completed") == (
        "the hiring hall could not be refilled and a city is complete"
    )


def test_plural_forms_follow_each_language(tr: dict[str, Translator]) -> None:
    assert tr["en"].plural("units.doubloon", 0) == "0 doubloons"
    assert tr["en"].plural("units.doubloon", 1) == "1 doubloon"
    assert tr["fr"].plural("units.doubloon", 0) == "0 pièce"
    assert tr["fr"].plural("units.doubloon", 2) == "2 pièces"


# --------------------------------------------------------------------------- Translator


def test_translator_formats_and_never_crashes(tr: dict[str, Translator]) -> None:
    en = tr["en"]
    assert en.t("menu.quit") == "Quit"
    assert tr["fr"].t("menu.quit") == "Quitter"
    assert en.t("handover.pass_to", name="Ana") == "Pass the computer to Ana"
    assert en.t("no.such.key") == "[no.such.key]"
    assert en.t("no.such.key", name="x") == "[no.such.key]"
    assert en.t("handover.pass_to") == "Pass the computer to {name}"  # a field left out shows
    assert en.t("menu.quit", unused=1) == "Quit"


def test_french_falls_back_to_english_for_an_untranslated_key(tmp_path: Path) -> None:
    data = copy_data(tmp_path)
    fr = data / "i18n" / "fr.yaml"
    fr.write_text(
        fr.read_text(encoding="utf-8").replace('  quit: "Quitter"\n', ""), encoding="utf-8"
    )
    t = Translator("fr", data)
    assert t.t("menu.quit") == "Quit"
    assert t.t("menu.load") == "Charger une partie"
    assert check_same_keys(load_strings("en", data), load_strings("fr", data)) == [
        "menu.quit: in en but not in fr"
    ]


# --------------------------------------------------------------------------- broken files


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("menu:\n  quit: 3\n", "data/i18n/fr.yaml: menu.quit: expected a string, got 3"),
        (
            "confirm:\n  yes: Oui\n",
            "data/i18n/fr.yaml: confirm.True: expected a key in snake_case (a-z, 0-9, _), got True",
        ),
        (
            "menu:\n  quit: [a, b]\n",
            "data/i18n/fr.yaml: menu.quit: expected a string, got ['a', 'b']",
        ),
        ("menu: {}\n", "data/i18n/fr.yaml: menu: expected a string or a non-empty mapping, got {}"),
        ("- a\n- b\n", "data/i18n/fr.yaml: (top level): expected a non-empty mapping"),
        ("menu:\n  quit: 'Bye {name'\n", "data/i18n/fr.yaml: menu.quit: expected a string with"),
        ("menu:\n  quit: 'Bye {0}'\n", "data/i18n/fr.yaml: menu.quit: expected a string whose"),
        (
            "menu.quit: A\nmenu:\n  quit: B\n",
            "data/i18n/fr.yaml: menu.quit: expected a key defined once",
        ),
        ("menu:\n  quit: 'x\n", "data/i18n/fr.yaml: line "),
        ("Menu:\n  quit: x\n", "data/i18n/fr.yaml: Menu: expected a key in snake_case"),
    ],
)
def test_a_broken_strings_file_reads_like_a_catalog_error(
    tmp_path: Path, text: str, message: str
) -> None:
    data = copy_data(tmp_path)
    (data / "i18n" / "fr.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(CatalogError) as info:
        load_strings("fr", data)
    assert str(info.value).startswith(message)
    with pytest.raises(CatalogError):
        Translator("fr", data)


def test_a_missing_or_invalid_language_is_a_catalog_error(tmp_path: Path) -> None:
    data = copy_data(tmp_path)
    with pytest.raises(CatalogError, match=r"^data/i18n/de\.yaml: \(file\): expected a readable"):
        load_strings("de", data)
    with pytest.raises(CatalogError, match="language code"):
        load_strings("../secrets", data)


def test_flat_and_nested_files_flatten_the_same_way(tmp_path: Path) -> None:
    data = copy_data(tmp_path)
    (data / "i18n" / "xx.yaml").write_text(
        'menu.quit: "Bye"\nboard:\n  done: "OK"\n  units:\n    vp: "{n} VP"\n', encoding="utf-8"
    )
    assert load_strings("xx", data) == {
        "menu.quit": "Bye",
        "board.done": "OK",
        "board.units.vp": "{n} VP",
    }


# --------------------------------------------------------------------------- refusals

# Values that no decision takes, to reach the refusals of malformed actions.
JUNK_VALUES: tuple[object, ...] = (
    None,
    "nonsense",
    99,
    -1,
    ("nonsense", 1),
    (("corn", 0),),
    (("corn", 1), ("corn", 1)),
    (("nonsense", 1),),
    ("corn", "worker"),
    ("quarry", "citizen"),
    ("hacienda", ("figure:quarry",)),
    ("hacienda", ("vp", "vp")),
    ("hacienda", ("crate:coffee",)),
    ("hacienda", ("figure:corn", "crate:corn", "vp")),
    (("corn", 9),),
    (("nowhere", 1),),
    (("corn", 1, 2),),
    "corn",
    "quarry",
    "coffee",
    "settler",
    "prospector",
    "residence",
    "small_market",
)
ACTION_KINDS = (
    "bohio_move",
    "build",
    "cadastral_discard",
    "cadastral_draw",
    "choose_role",
    "craftsman_bonus",
    "discard_tile",
    "draft",
    "export_goods",
    "hacienda_draw",
    "hospital_worker",
    "load",
    "load_private",
    "load_small_private",
    "make_forest",
    "pass",
    "place_workers",
    "produce",
    "school_worker",
    "sell",
    "store",
    "take_figure",
    "take_plantation",
    "take_quarry",
    "trade_post",
)
MODULE_SETS: tuple[tuple[str, ...], ...] = ((), ("new_buildings",), ("citizens",), BUILT_EXPANSIONS)


@pytest.fixture(scope="module")
def refusals() -> dict[str, list[dict[str, Any]]]:
    """Refusal code -> the fields it came with, from random games of every module set (with and
    without Puertomas) where, at each step, other seats' moves, stale moves and malformed moves
    are put to `Game.refusal`."""
    out: dict[str, list[dict[str, Any]]] = {}
    seed = 0
    for modules in MODULE_SETS:
        for seats, puertomas in ((2, 0), (3, 1), (4, 0), (5, 1), (3, 2)):
            seed += 1
            game = Game.new(
                GameConfig(seats=seats, seed=seed, expansions=modules, puertomas=puertomas)
            )
            rng = random.Random(seed)
            stale: list[Action] = []
            while not game.is_over:
                legal = game.legal_actions()
                seat = legal[0].seat
                tries = [Action((a.seat + 1) % seats, a.kind, a.value) for a in legal[:5]]
                tries += rng.sample(stale, min(len(stale), 10))
                tries += [
                    Action(seat, rng.choice(ACTION_KINDS), rng.choice(JUNK_VALUES))
                    for _ in range(12)
                ]
                tries += [Action(seat, "nonsense", None), "not an action"]  # type: ignore[list-item]
                for action in tries:
                    refusal = game.refusal(action)  # type: ignore[arg-type]
                    if refusal is not None:
                        out.setdefault(refusal[0], []).append(refusal[1])
                stale = (stale + legal)[-60:]
                game.apply(rng.choice(legal))
            refusal = game.refusal(legal[0])  # the game is over
            assert refusal is not None
            out.setdefault(refusal[0], []).append(refusal[1])
    return out


def test_every_refusal_code_is_worded_with_the_fields_it_carries(
    refusals: dict[str, list[dict[str, Any]]], tr: dict[str, Translator]
) -> None:
    assert len(refusals) >= 55, sorted(refusals)  # the games reach most refusals (64 of 85)
    for lang in LANGS:
        strings = load_merged(lang, STRING_FOLDERS)
        for code, samples in refusals.items():
            assert code in strings, f"{lang}: {code} has no wording"
            for fields in samples:
                missing = fields_of(strings[code]) - set(fields)
                assert not missing, f"{lang}: {code} needs {missing}, the engine gives {fields}"
                text = refusal_text(tr[lang], (code, fields))
                assert text and "{" not in text and "[" not in text, (lang, code, text)
                # Engine ids reach the sentence worded, not raw (a made-up kind stays raw).
                if fields.get("action") in ACTION_KINDS:
                    assert tr[lang].has(f"refusal_parts.action.{fields['action']}")
                if "decision" in fields:
                    part = str(fields["decision"]).replace(" ", "_")
                    assert tr[lang].has(f"refusal_parts.decision.{part}"), fields


def test_every_engine_refusal_code_has_a_sentence_in_both_languages() -> None:
    from game.puerto_rico.engine.decisions import ENGLISH  # every code a module can give

    for lang in LANGS:
        strings = load_merged(lang, STRING_FOLDERS)
        assert sorted(code for code in ENGLISH if code not in strings) == [], lang


def test_refusal_text_words_names_in_the_language(tr: dict[str, Translator]) -> None:
    fields = {"who": "Ana", "decision": "settler tile", "action": "choose_role"}
    assert refusal_text(tr["fr"], ("decision_refusal.other_decision", fields)) == (
        "Ana doit d'abord répondre à une autre question (la plantation à prendre), "
        "pas un choix de rôle."
    )
    too_dear = ("refusal.too_dear", {"building": "residence", "price": 9, "have": 1, "who": "Ana"})
    assert refusal_text(tr["en"], too_dear) == "The Residence costs 9 doubloons; Ana has 1."
    no_item = ("decision_refusal.no_item", {"who": "Ana", "item": "crate corn"})
    assert refusal_text(tr["fr"], no_item) == "Ana n’a pas de caisse de maïs à donner."
    assert refusal_text(tr["fr"], ("decision_refusal.role_taken", {"role": "craftsman"})) == (
        "Le rôle Producteur a déjà été pris à ce tour."
    )
    assert refusal_text(tr["fr"], None) == ""
    # A code the strings do not know yet still reads as a sentence, never as English.
    assert refusal_text(tr["fr"], ("decision_refusal.brand_new", {})) == (
        "Les règles ne le permettent pas maintenant."
    )


def test_french_elides_de_before_a_name_or_good_that_starts_with_a_vowel() -> None:
    fr, en = translator("fr"), translator("en")
    assert fr.t("log.plantation_taken", who="Ana", good="indigo") == (
        "Ana prend une plantation d’indigo."
    )
    assert fr.t("log.plantation_taken", who="Ana", good="maïs") == (
        "Ana prend une plantation de maïs."
    )
    assert fr.t("decision_refusal.not_your_turn", who="Elena", seat=2) == (
        "C’est à Elena de jouer, pas au siège 2."
    )
    assert fr.t("log_parts.expert_expects", name="Elena", role="le Maire") == (
        " ; prévoit qu’Elena prendra le Maire"
    )
    # English takes "an" before a vowel the same way; words that merely end in "a" or "de"
    # are left alone.
    assert (
        en.t("log.plantation_taken", who="Ana", good="indigo") == "Ana takes an indigo plantation."
    )
    assert en.t("log.plantation_taken", who="Ana", good="corn") == "Ana takes a corn plantation."
    # ... and before a number said with a vowel, not before a vowel said "you" or "won".
    said = {"8": "an", "11": "an", "18": "an", "80": "an", "1": "a", "110": "a", "3": "a"}
    said |= {"unique": "a", "one-way": "a", "useful": "a", "umbrella": "an", "onion": "an"}
    for word, article in said.items():
        assert en.t("log.plantation_taken", who="Ana", good=word) == (
            f"Ana takes {article} {word} plantation."
        )
    assert fr.t("log.plantation_taken", who="Linda", good="indigo").startswith("Linda prend")
