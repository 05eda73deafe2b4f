"""Record the golden corpus: tests/golden/corpus.json and the mid-game saves in saves/.

    python -m tests.golden.record            # from the repository root
    python tests/golden/record.py --check    # play everything, compare, write nothing

Run it only when a rules change is intended (see corpus.py for the digests and the procedure);
a refactor must pass tests/golden/test_golden_corpus.py against the corpus as recorded.

CASES below is the coverage matrix, one Case per game, each with its own seed:
- matrix: 2-5 seats x {no module, new_buildings, citizens, both} x 12 agent mixes;
- puertoma1: one Puertoma beside 1-4 agent seats x easy/normal/hard x the four module sets,
  two games each; puertoma2: two Puertomas beside one agent seat, same levels and modules;
- variants: every alternative rule alone (twice, with the module it needs) and combined;
- draft: the base-building draft alone (GameConfig.draft without a module).
Agent seats mix random, scripted:easy, scripted:normal and, in about one game in ten,
one scripted:hard seat (it is some 40 times slower than the others).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # run as a file: python tests/golden/record.py
    sys.path.insert(0, str(ROOT))

from tests.golden.corpus import (  # noqa: E402
    CHECKPOINT_EVERY,
    CORPUS_FORMAT,
    CORPUS_PATH,
    SAVES_DIR,
    Case,
    Game,
    GameRecord,
    canonical,
    continue_save,
    play,
)

R, E, N, H = "random", "scripted:easy", "scripted:normal", "scripted:hard"
LETTERS = {"r": R, "e": E, "n": N, "h": H}
MODULE_SETS: tuple[tuple[str, ...], ...] = (
    (),
    ("new_buildings",),
    ("citizens",),
    ("new_buildings", "citizens"),
)
DIFFICULTIES = ("easy", "normal", "hard")
# The module an alternative rule needs to change anything (the draft-only ones, SPEC §18).
VARIANT_NEEDS: dict[str, tuple[str, ...]] = {
    "errata_round_end": (),
    "classic_end": (),
    "alternative_start": (),
    "cost_swap": (),
    "sewing_cap": ("citizens",),
    "pair_villa_workshop": ("new_buildings", "citizens"),
    "pair_hacienda_sawmill": ("new_buildings",),
    "company_trading_post": ("new_buildings",),
}
# Agent mixes as letters, one per seat (the first n letters for n agent seats).
HARD_MIX = "hard"
MATRIX_MIXES = (
    "rrrrr",
    "eeeee",
    "nnnnn",
    "rennr",
    "nerre",
    "enrne",
    "rnenr",
    "nreen",
    "ernnr",
    "nnree",
    "errnn",
    HARD_MIX,  # one scripted:hard seat, placed by the module set (see _hard_mix)
)
PUERTOMA_MIXES = ("rene", "nerr", "enrn", "rnne", "nree", HARD_MIX)


def _agents(mix: str, n: int, rot: int = 0) -> tuple[str, ...]:
    if mix == HARD_MIX:
        return _hard_mix(n, rot)
    return tuple(LETTERS[c] for c in mix[:n])


def _hard_mix(n: int, rot: int) -> tuple[str, ...]:
    """One scripted:hard seat, at seat rot % n, the others normal/random/easy."""
    others = [LETTERS[c] for c in "nrenr"[: n - 1]]
    others.insert(rot % n, H)
    return tuple(others)


def build_cases() -> list[Case]:
    cases: list[Case] = []

    # 2-5 seats x module sets x agent mixes.
    seed = 1000
    for seats in (2, 3, 4, 5):
        for m, modules in enumerate(MODULE_SETS):
            for mix in MATRIX_MIXES:
                agents = _agents(mix, seats, rot=m + seats)
                cases.append(Case(seats, seed, agents, expansions=modules, group="matrix"))
                seed += 1

    # One Puertoma beside 1-4 agent seats; two Puertomas beside one (3 seats).
    seed = 2000
    k = 0
    for difficulty in DIFFICULTIES:
        for modules in MODULE_SETS:
            for seats in (2, 3, 4, 5):
                for _ in range(2):
                    mix = PUERTOMA_MIXES[k % len(PUERTOMA_MIXES)]
                    agents = _agents(mix, seats - 1, rot=k)
                    cases.append(
                        Case(
                            seats,
                            seed,
                            agents,
                            expansions=modules,
                            puertomas=1,
                            difficulty=difficulty,
                            group="puertoma1",
                        )
                    )
                    seed += 1
                    k += 1
    seed = 3000
    for difficulty in DIFFICULTIES:
        for modules in MODULE_SETS:
            for human in ("rn", "eh")[: 1 if difficulty != "hard" else 2]:
                for letter in human:
                    cases.append(
                        Case(
                            3,
                            seed,
                            (LETTERS[letter],),
                            expansions=modules,
                            puertomas=2,
                            difficulty=difficulty,
                            group="puertoma2",
                        )
                    )
                    seed += 1

    # Every alternative rule alone (twice), then combined.
    seed = 4000
    for i, (variant, needs) in enumerate(VARIANT_NEEDS.items()):
        first = needs or ("new_buildings", "citizens")[: i % 3]
        cases.append(Case(4, seed, (N, R, E, N), first, (variant,), group="variants"))
        cases.append(
            Case(
                3 + i % 3,
                seed + 1,
                _agents("erner", 3 + i % 3),
                needs,
                (variant,),
                group="variants",
            )
        )
        seed += 2
    both = ("new_buildings", "citizens")
    every = tuple(VARIANT_NEEDS)
    combined = [
        Case(4, seed, (R, N, E, R), both, every, group="variants"),
        Case(5, seed + 1, (E, N, R, N, E), both, every, group="variants"),
        Case(
            2,
            seed + 2,
            (N, E),
            ("new_buildings",),
            ("alternative_start", "cost_swap", "company_trading_post", "pair_hacienda_sawmill"),
            group="variants",
        ),
        Case(
            3,
            seed + 3,
            (R, N, E),
            both,
            ("errata_round_end", "sewing_cap", "pair_villa_workshop"),
            group="variants",
        ),
        Case(
            5,
            seed + 4,
            (N, R, N, E),
            (),
            ("classic_end", "alternative_start", "cost_swap"),
            puertomas=1,
            difficulty="hard",
            group="variants",
        ),
        Case(
            3,
            seed + 5,
            (E,),
            both,
            ("errata_round_end", "pair_hacienda_sawmill", "sewing_cap"),
            puertomas=2,
            difficulty="normal",
            group="variants",
        ),
        Case(
            4,
            seed + 6,
            (N, H, R),
            ("citizens",),
            ("cost_swap", "sewing_cap", "classic_end"),
            puertomas=1,
            difficulty="easy",
            group="variants",
        ),
        Case(
            3, seed + 7, (R, E, N), (), ("errata_round_end", "alternative_start"), group="variants"
        ),
    ]
    cases += combined

    # The base-building draft alone (no module), with and without a Puertoma.
    cases += [
        Case(2, 5000, (R, N), draft=True, group="draft"),
        Case(3, 5001, (E, N, R), draft=True, group="draft"),
        Case(4, 5002, (N, E, N, R), draft=True, variants=("cost_swap",), group="draft"),
        Case(5, 5003, (R, R, E, N, N), draft=True, group="draft"),
        Case(4, 5004, (N, R, E), draft=True, puertomas=1, difficulty="hard", group="draft"),
        Case(3, 5005, (N,), draft=True, puertomas=2, difficulty="easy", group="draft"),
    ]
    return cases


CASES = build_cases()


# ------------------------------------------------------------------------------ saves

Predicate = Callable[[Game, list[str]], bool]


@dataclass(frozen=True)
class SaveSpec:
    """A mid-game save: the first decision at or after `min_step` where `when` holds.

    If the game of `case.seed` never gets there, the next seeds are tried (at most 20)."""

    name: str
    about: str
    case: Case
    when: Predicate
    min_step: int = 0


def _decision(*kinds: str) -> Predicate:
    return lambda g, log: g.decision in kinds


def _since_role(kind: str) -> Predicate:
    """An event of `kind` already happened in the phase now being played."""

    def when(g: Game, log: list[str]) -> bool:
        last = len(log) - 1 - log[::-1].index("role_chosen") if "role_chosen" in log else 0
        return kind in log[last:]

    return when


def _all(*tests: Predicate) -> Predicate:
    return lambda g, log: all(t(g, log) for t in tests)


BOTH = ("new_buildings", "citizens")
SAVES: list[SaveSpec] = [
    SaveSpec(
        "base4_mayor",
        "base game, 4 seats, a mayor layout pending",
        Case(4, 6000, (R, N, E, N), group="save"),
        _decision("mayor_layout"),
        40,
    ),
    SaveSpec(
        "base2_settler",
        "2 seats, a settler choosing a plantation",
        Case(2, 6020, (N, E), group="save"),
        _decision("settler_tile"),
        25,
    ),
    SaveSpec(
        "draft_new_buildings",
        "Expansion I draft in progress",
        Case(3, 6040, (N, R, E), ("new_buildings",), group="save"),
        _decision("draft"),
        4,
    ),
    SaveSpec(
        "draft_puertoma_hard",
        "Expansion II draft in progress with a hard Puertoma",
        Case(4, 6060, (N, E, R), ("citizens",), puertomas=1, difficulty="hard", group="save"),
        _decision("draft"),
        5,
    ),
    SaveSpec(
        "citizens_hall_pick",
        "citizens: a worker or the citizen from the hiring hall",
        Case(4, 6080, (N, N, E, R), ("citizens",), group="save"),
        _decision("hall_pick"),
        10,
    ),
    SaveSpec(
        "captain_loading",
        "both modules, captain phase under way (goods already loaded)",
        Case(4, 6100, (N, R, N, E), BOTH, group="save"),
        _all(_decision("load"), _since_role("loaded")),
        60,
    ),
    SaveSpec(
        "captain_storage",
        "base game, 3 seats, storage after the captain",
        Case(3, 6120, (E, N, R), group="save"),
        _decision("storage"),
        30,
    ),
    SaveSpec(
        "two_puertomas_hard",
        "two hard Puertomas, a role choice",
        Case(3, 6140, (N,), puertomas=2, difficulty="hard", group="save"),
        _decision("role"),
        30,
    ),
    SaveSpec(
        "puertoma_easy_trader",
        "5 seats, Expansion I, easy Puertoma, a sale pending",
        Case(
            5, 6160, (R, E, N, N), ("new_buildings",), puertomas=1, difficulty="easy", group="save"
        ),
        _decision("sell"),
        20,
    ),
    SaveSpec(
        "bohio_guests",
        "Expansion I: a Bohio owner may move guests",
        Case(4, 6180, (R, R, R, R), ("new_buildings",), group="save"),
        _decision("bohio"),
        10,
    ),
    SaveSpec(
        "end_triggered",
        "errata_round_end: the end is triggered, the round goes on",
        Case(4, 6200, (R, R, N, E), variants=("errata_round_end",), group="save"),
        lambda g, log: "end_triggered" in log,
    ),
    SaveSpec(
        "variants_build",
        "both modules and three alternative rules, a build pending",
        Case(
            5,
            6220,
            (N, E, R, N, E),
            BOTH,
            ("cost_swap", "sewing_cap", "company_trading_post"),
            group="save",
        ),
        _decision("build"),
        100,
    ),
    SaveSpec(
        "craftsman_puertoma",
        "citizens, normal Puertoma, the craftsman's extra good",
        Case(3, 6240, (N, E), ("citizens",), puertomas=1, group="save"),
        _decision("craftsman_bonus"),
        30,
    ),
]


def record_save(spec: SaveSpec) -> dict[str, object]:
    for attempt in range(20):
        case = replace(spec.case, seed=spec.case.seed + attempt)
        hit: dict[str, object] = {}

        def before(step: int, g: Game, log: list[str], hit: dict[str, object] = hit) -> None:
            if not hit and step >= spec.min_step and spec.when(g, log):
                hit.update(
                    step=step,
                    seat=g.current_seat,
                    decision=g.decision,
                    save=json.loads(g.to_json()),
                )

        rec = play(case, before)
        if hit:
            break
    else:
        raise SystemExit(f"save {spec.name}: no game reached the point in 20 seeds")
    step = int(hit["step"])  # type: ignore[call-overload]
    actions = [a.to_json() for a in rec.actions[step:]]
    digests = continue_save(hit["save"], actions)  # type: ignore[arg-type]
    for key in ("final_to_json_sha256", "final_scores_sha256"):
        if digests[key] != getattr(rec, key):
            raise SystemExit(f"save {spec.name}: the loaded game ends differently ({key})")
    if (digests["seat"], digests["decision"]) != (hit["seat"], hit["decision"]):
        raise SystemExit(f"save {spec.name}: the loaded game awaits another decision")
    return {
        "format": CORPUS_FORMAT,
        "name": spec.name,
        "about": spec.about,
        "case": case.to_json(),
        "step": step,
        **digests,
        "actions": actions,
        "save": hit["save"],
    }


# ------------------------------------------------------------------------------- writing


def corpus_text(records: list[GameRecord]) -> str:
    """One game per line (readable diffs), canonical JSON inside each line."""
    head = {
        "format": CORPUS_FORMAT,
        "checkpoint_every": CHECKPOINT_EVERY,
        "about": "golden games; see tests/golden/corpus.py for the digests",
    }
    games = ",\n".join(canonical(r.to_json()).decode() for r in records)
    return canonical(head).decode()[:-1] + ',"games":[\n' + games + "\n]}\n"


def save_text(data: dict[str, object]) -> str:
    return json.dumps(data, separators=(",", ":")) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="compare with the files, write nothing")
    ap.add_argument("--games-only", action="store_true", help="skip the saves")
    args = ap.parse_args(argv)

    t0 = time.perf_counter()
    records: list[GameRecord] = []
    decisions: Counter[str] = Counter()
    for i, case in enumerate(CASES):
        t = time.perf_counter()
        rec = play(case)
        records.append(rec)
        decisions.update(str(s.decision) for s in rec.info)
        took = time.perf_counter() - t
        if took > 1.0:
            print(f"  slow game {i}: {case.label()}: {took:.1f}s", file=sys.stderr)
    text = corpus_text(records)
    play_time = time.perf_counter() - t0

    groups = Counter(c.group for c in CASES)
    agents = Counter(a for c in CASES for a in c.agents)
    variants = Counter(v for c in CASES for v in c.variants)
    print(f"{len(records)} games, {sum(r.steps for r in records)} steps, {play_time:.1f}s")
    print("groups:", dict(groups))
    print("agent seats:", dict(agents))
    print("variants:", dict(variants))
    print("decisions:", dict(sorted(decisions.items())))
    saves = (
        {}
        if args.games_only
        else {
            f"{i:02d}_{spec.name}.json": save_text(record_save(spec))
            for i, spec in enumerate(SAVES)
        }
    )

    print(f"corpus.json: {len(text.encode())} bytes; saves: {len(saves)}")

    if args.check:
        bad = [] if CORPUS_PATH.read_text() == text else ["corpus.json"]
        bad += [n for n, t in saves.items() if (SAVES_DIR / n).read_text() != t]
        print("identical" if not bad else "DIFFERENT: " + ", ".join(bad))
        return 1 if bad else 0
    CORPUS_PATH.write_text(text)
    if saves:
        SAVES_DIR.mkdir(exist_ok=True)
        for old in SAVES_DIR.glob("*.json"):
            old.unlink()
        for name, t in saves.items():
            (SAVES_DIR / name).write_text(t)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
