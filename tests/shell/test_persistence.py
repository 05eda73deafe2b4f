"""Settings and saves: atomic JSON in PR1897_HOME, broken files refused and kept byte for byte."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.puerto_rico.engine import Action, Game, GameConfig
from game.shell import persistence as P

SEATS = [
    P.Seat("Ana", "human", None, "red"),
    P.Seat("Bruno", "scripted", "normal", "blue"),
    P.Seat("Chloé", "random", None, "green"),
]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv("PR1897_HOME", str(folder))
    return folder


def mid_game(n_actions: int = 40) -> tuple[Game, list[Action]]:
    game = Game.new(GameConfig(seats=3, seed=1, names=("Ana", "Bruno", "Chloé")))
    rng = random.Random(1)
    actions: list[Action] = []
    for _ in range(n_actions):
        action = rng.choice(game.legal_actions())
        game.apply(action)
        actions.append(action)
    return game, actions


def files_in(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


# --------------------------------------------------------------------------- folders


def test_user_dir_follows_the_environment_and_is_created(home: Path) -> None:
    assert not home.exists()
    assert P.user_dir() == home
    assert home.is_dir()


def test_user_dir_defaults_to_the_platform_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import platformdirs

    calls: list[tuple[tuple, dict]] = []

    def fake(*args: object, **kwargs: object) -> str:
        calls.append((args, kwargs))
        return str(tmp_path / "platform")

    monkeypatch.delenv("PR1897_HOME")
    monkeypatch.setattr(platformdirs, "user_data_dir", fake)
    assert P.user_dir() == tmp_path / "platform"
    assert (tmp_path / "platform").is_dir()
    assert calls == [(("puerto-rico-1897",), {"appauthor": False})]


def test_atomic_write_replaces_and_leaves_no_temp_file(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "file.json"
    P.atomic_write_text(target, "one")
    P.atomic_write_text(target, "two é")
    assert target.read_text(encoding="utf-8") == "two é"
    assert files_in(target.parent) == ["file.json"]


def test_atomic_write_failure_keeps_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "file.json"
    P.atomic_write_text(target, "old")

    def boom(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(P.os, "replace", boom)
    with pytest.raises(OSError):
        P.atomic_write_text(target, "new")
    assert target.read_text() == "old"
    assert files_in(tmp_path) == ["file.json"]


# --------------------------------------------------------------------------- settings


def test_missing_settings_give_defaults_without_message() -> None:
    settings, message = P.load_settings()
    assert settings == P.Settings()
    assert message is None
    assert settings.window_size == (1600, 900)
    assert settings.animation_speed == "normal" and settings.ai_speed == "normal"
    assert settings.language == "en" and settings.volume == 0.8
    assert settings.sound and not settings.fullscreen and not settings.hide_vp


def test_settings_round_trip(home: Path) -> None:
    chosen = P.Settings(
        window_size=(1280, 720),
        fullscreen=True,
        animation_speed="off",
        ai_speed="instant",
        language="fr",
        sound=False,
        volume=0.25,
        hide_vp=True,
    )
    P.save_settings(chosen)
    assert P.load_settings() == (chosen, None)
    assert files_in(home) == ["settings.json"]


def test_pacing_and_setup_settings_round_trip(home: Path) -> None:
    assert (P.Settings().round_pause, P.Settings().auto_obvious) == ("solo", False)
    seats = (
        P.Seat("Ana", "human", None, "red").to_dict(),
        P.Seat("Puertoma A", "puertoma", None, "blue").to_dict(),
    )
    chosen = P.Settings(round_pause="always", auto_obvious=True, last_seats=seats)
    P.save_settings(chosen)
    assert P.load_settings() == (chosen, None)


def test_bad_pacing_and_setup_settings_fall_back(home: Path) -> None:
    home.mkdir()
    bad = {"round_pause": "sometimes", "auto_obvious": "yes", "last_seats": [{"name": ""}]}
    (home / "settings.json").write_text(json.dumps(bad), encoding="utf-8")
    settings, message = P.load_settings()
    assert (settings.round_pause, settings.auto_obvious, settings.last_seats) == ("solo", False, ())
    assert message is not None
    assert all(name in message for name in ("round_pause", "auto_obvious", "last_seats"))


def test_settings_with_bad_json_are_kept_aside(home: Path) -> None:
    home.mkdir()
    bad = b'{"volume": 0.5,,'
    (home / "settings.json").write_bytes(bad)
    settings, message = P.load_settings()
    assert settings == P.Settings()
    assert message is not None and "not valid JSON" in message
    kept = [p for p in home.iterdir() if p.name.startswith("settings.json.broken-")]
    assert len(kept) == 1 and kept[0].read_bytes() == bad
    assert kept[0].name in message
    assert not (home / "settings.json").exists()
    # A second broken file never overwrites the first one kept.
    (home / "settings.json").write_bytes(b"[1, 2]")
    _, message = P.load_settings()
    assert message is not None and "not a JSON object" in message
    assert len([p for p in home.iterdir() if p.name.startswith("settings.json.broken-")]) == 2


def test_bad_setting_values_fall_back_one_by_one(home: Path) -> None:
    home.mkdir()
    raw = json.dumps(
        {
            "window_size": [1280, 720],
            "volume": 3,
            "animation_speed": "warp",
            "fullscreen": "yes",
            "language": "fr",
            "from_the_future": {"x": 1},
        }
    ).encode()
    (home / "settings.json").write_bytes(raw)
    settings, message = P.load_settings()
    assert settings.window_size == (1280, 720) and settings.language == "fr"
    assert settings.volume == 0.8 and settings.animation_speed == "normal"
    assert settings.fullscreen is False
    assert message is not None
    for name in ("volume", "animation_speed", "fullscreen"):
        assert name in message
    assert "from_the_future" not in message and "window_size" not in message
    assert (home / "settings.json").read_bytes() == raw  # kept exactly as it was


@pytest.mark.parametrize(
    "value", [[100, 100], [1600], ["1600", "900"], [True, 900], "1600x900", None]
)
def test_bad_window_sizes_are_refused(home: Path, value: object) -> None:
    home.mkdir()
    (home / "settings.json").write_text(json.dumps({"window_size": value}))
    settings, message = P.load_settings()
    assert settings.window_size == (1600, 900)
    assert message is not None and "window_size" in message


def test_unknown_keys_alone_are_silent(home: Path) -> None:
    home.mkdir()
    (home / "settings.json").write_text(json.dumps({"sound": False, "colour_blind": True}))
    assert P.load_settings() == (P.Settings(sound=False), None)


# --------------------------------------------------------------------------- saves


def test_save_and_load_a_mid_game_round_trip(home: Path) -> None:
    game, actions = mid_game()
    path = P.save_game("slot3", game, SEATS, actions, label="Before the captain")
    assert path == home / "saves" / "slot3.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == 2 and data["app"] == "puerto-rico-1897"
    assert data["box"] == "puerto_rico"
    keys = {"format", "app", "box", "saved_at", "label", "seats", "game", "actions"}
    assert set(data) == keys
    assert data["game"] == json.loads(game.to_json())
    assert data["seats"][1] == {
        "name": "Bruno",
        "kind": "scripted",
        "level": "normal",
        "colour": "blue",
    }

    loaded = P.load_game("slot3")
    assert loaded.game.to_json() == game.to_json()
    assert loaded.game.legal_actions() == game.legal_actions()
    assert loaded.seats == SEATS
    assert loaded.actions == actions
    assert loaded.label == "Before the captain"
    assert loaded.saved_at == data["saved_at"]
    # The loaded game plays on exactly like the original.
    rng_a, rng_b = random.Random(7), random.Random(7)
    for _ in range(30):
        if game.is_over:
            break
        a = rng_a.choice(game.legal_actions())
        b = rng_b.choice(loaded.game.legal_actions())
        assert a == b
        assert [e.to_json() for e in game.apply(a)] == [e.to_json() for e in loaded.game.apply(b)]
    assert loaded.game.to_json() == game.to_json()
    assert files_in(home / "saves") == ["slot3.json"]


def test_a_format_1_save_from_before_the_shelf_loads_as_puerto_rico(home: Path) -> None:
    """Saves written before the box field existed are Puerto Rico games (migration 1 -> 2)."""
    game, actions = mid_game()
    path = P.save_game("slot2", game, SEATS, actions, label="old")
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["box"]
    data["format"] = 1
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    loaded = P.load_game("slot2")
    assert loaded.box == "puerto_rico"
    assert loaded.game.to_json() == game.to_json()
    assert loaded.actions == actions
    assert path.read_bytes() == before  # loading never rewrites the file
    assert [i.round for i in P.list_saves()] == [game.state.round]


def test_seats_may_be_given_as_dicts_and_a_finished_game_saves() -> None:
    game = Game.new(GameConfig(seats=2, seed=5))
    rng = random.Random(5)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    seats = [{"name": "A", "kind": "human", "level": None, "colour": "red"}] * 2
    P.save_game("autosave", game, seats, [])
    loaded = P.load_game("autosave")
    assert loaded.game.is_over and loaded.game.to_json() == game.to_json()
    assert loaded.seats[0] == P.Seat("A", "human", None, "red")


def test_unknown_slots_are_refused() -> None:
    game, _ = mid_game(0)
    for slot in ("slot0", "slot10", "../evil", "Autosave"):
        with pytest.raises(ValueError, match="unknown save slot"):
            P.save_game(slot, game, SEATS, [])
        with pytest.raises(ValueError):
            P.load_game(slot)


def _good_save() -> dict:
    game, actions = mid_game(10)
    P.save_game("slot1", game, SEATS, actions, label="good")
    return json.loads((P.saves_dir() / "slot1.json").read_text(encoding="utf-8"))


def _damage_state(data: dict) -> dict:
    data["game"]["state"]["crates"]["corn"] += 1  # a crate out of nowhere
    return data


def _drop_state_key(data: dict) -> dict:
    del data["game"]["state"]["players"]
    return data


CORRUPT_CASES = {
    "not_json": (lambda d: b"{this is not json", "not_json", "not valid JSON"),
    "not_utf8": (lambda d: b"\xff\xfe\x00garbage", "not_json", "not a saved game"),
    "json_list": (lambda d: b"[1, 2, 3]", "not_json", "not a JSON object"),
    "wrong_app": (lambda d: {**d, "app": "tetris"}, "wrong_app", "not made by Puerto Rico 1897"),
    "newer": (lambda d: {**d, "format": 3}, "newer_format", "newer version"),
    "unknown_box": (lambda d: {**d, "box": "carcassonne"}, "unknown_box", "box this version"),
    "unknown_format": (lambda d: {**d, "format": "one"}, "unknown_format", "unknown save format"),
    "missing_keys": (
        lambda d: {k: v for k, v in d.items() if k not in ("seats", "actions")},
        "missing_keys",
        "missing: seats, actions",
    ),
    "engine_refuses": (_drop_state_key, "damaged", "the saved game is damaged"),
    "game_format": (
        lambda d: {**d, "game": {**d["game"], "format": 99}},
        "damaged",
        "the saved game is damaged",
    ),
    "conservation": (_damage_state, "damaged", "corn crates"),
    "bad_seat": (
        lambda d: {**d, "seats": [{**d["seats"][0], "kind": "alien"}, *d["seats"][1:]]},
        "damaged",
        "seats[0].kind",
    ),
    "seat_count": (lambda d: {**d, "seats": d["seats"][:2]}, "damaged", "2 seats are listed"),
    "bad_pending": (
        lambda d: {
            **d,
            "game": {**d["game"], "state": {**d["game"]["state"], "pending": [0, "x"]}},
        },
        "damaged",
        "the saved game is damaged",
    ),
    "bad_action": (lambda d: {**d, "actions": [[0, 1, 2, 3]]}, "damaged", "an action is"),
}


@pytest.mark.parametrize("case", sorted(CORRUPT_CASES))
def test_a_corrupt_save_is_refused_and_left_untouched(case: str) -> None:
    make, code, text = CORRUPT_CASES[case]
    content = make(_good_save())
    raw = content if isinstance(content, bytes) else json.dumps(content).encode()
    path = P.saves_dir() / "slot1.json"
    path.write_bytes(raw)
    before = path.stat().st_mtime_ns
    with pytest.raises(P.SaveError) as info:
        P.load_game("slot1")
    assert info.value.code == code
    assert text.lower() in info.value.message.lower()
    assert path.read_bytes() == raw  # never modified...
    assert path.stat().st_mtime_ns == before
    assert files_in(P.saves_dir()) == ["slot1.json"]  # ...nor renamed, copied or deleted


def test_a_missing_save_is_reported() -> None:
    with pytest.raises(P.SaveError) as info:
        P.load_game("slot9")
    assert info.value.code == "missing" and "slot9" in str(info.value)
    assert not P.has_autosave()


def test_list_saves_shows_good_and_corrupt_saves(home: Path) -> None:
    assert P.list_saves() == []
    game, actions = mid_game()
    P.save_game("autosave", game, SEATS, actions)
    P.save_game("slot2", game, SEATS, actions, label="mine")
    broken = b'{"format": 1, "app": "puerto-rico-1897", "label": "half'
    (home / "saves" / "slot5.json").write_bytes(broken)
    (home / "saves" / "notes.txt").write_text("not a slot")
    infos = P.list_saves()
    assert [i.slot for i in infos] == ["autosave", "slot2", "slot5"]
    good = infos[1]
    assert good.ok and good.problem is None and good.label == "mine"
    assert good.names == ("Ana", "Bruno", "Chloé")
    assert good.round == game.state.round and good.saved_at
    bad = infos[2]
    assert not bad.ok and bad.code == "not_json" and bad.problem
    assert (home / "saves" / "slot5.json").read_bytes() == broken
    assert P.has_autosave()


def test_saves_are_plain_json_never_pickle() -> None:
    game, actions = mid_game(5)
    path = P.save_game("slot1", game, SEATS, actions)
    raw = path.read_bytes()
    assert not raw.startswith(b"\x80")  # the pickle protocol marker
    json.loads(raw.decode("utf-8"))
    source = Path(P.__file__).read_text(encoding="utf-8")
    assert "import pickle" not in source and "pygame" not in source
