"""Scripted seats with the smuggler (SPEC §14): the judgment values the role by its best capture
(by its best action where no capture is allowed); the `:nosmuggler` baseline takes the first
action offered and values the role by its doubloons only; both play whole legal games."""

from __future__ import annotations

from game.puerto_rico.ai import make_agent
from game.puerto_rico.ai.evaluation import Model
from game.puerto_rico.ai.runner import agent_seed, play_game
from game.puerto_rico.ai.scripted import ScriptedAgent
from game.puerto_rico.engine import Action, Game, GameConfig, invariants
from game.puerto_rico.engine.scenario import Scenario

ANA = 0
SMUGGLER = ("smuggler",)


def three() -> Scenario:
    return Scenario(seats=3, names=("Ana", "Ben", "Cleo"), expansions=SMUGGLER)


def choice(g: Game, spec: str) -> Action:
    return make_agent(spec, 1).choose(g, g.legal_actions())


def rich_trading_house(**kw: int) -> Scenario:
    # One corn on the first ship (the first raid offered) against four goods to plunder; nobody
    # holds a doubloon, so a captured builder is played by its capturer (no ransom).
    sc = Scenario(seats=3, names=("Ana", "Ben", "Cleo"), expansions=SMUGGLER, **kw)
    return sc.ships((4, "corn", 1), (5, None, 0), (6, None, 0)).trading_house(
        "corn", "indigo", "sugar", "tobacco"
    )


def test_the_judgment_captures_the_builder_rather_than_raid_the_first_ship() -> None:
    g = rich_trading_house().start("smuggler", ANA)
    assert g.legal_actions()[0] == Action(ANA, "raid", 0)  # the engine offers the raid first
    assert choice(g, "scripted:normal") == Action(ANA, "capture", "builder")
    assert choice(g, "scripted:hard") == Action(ANA, "capture", "builder")
    assert choice(g, "scripted:normal:nosmuggler") == Action(ANA, "raid", 0)


def test_without_captures_the_judgment_plunders_four_vp_rather_than_raid_one_corn() -> None:
    g = rich_trading_house(puertomas=2).start("smuggler", ANA)  # no capture with Puertomas
    assert g.legal_actions()[0] == Action(ANA, "raid", 0)
    assert choice(g, "scripted:normal") == Action(ANA, "plunder")
    assert choice(g, "scripted:normal:nosmuggler") == Action(ANA, "raid", 0)


def test_the_baseline_never_passes_the_smuggler_action() -> None:
    g = three().trading_house("corn").taken("builder").start("smuggler", ANA)
    assert choice(g, "scripted:normal:nosmuggler") == Action(ANA, "plunder")


def test_the_role_is_worth_its_best_capture_only_with_the_judgment() -> None:
    g = rich_trading_house().at_role_choice(ANA)
    judged = make_agent("scripted:normal")
    plain = make_agent("scripted:normal:nosmuggler")
    assert isinstance(judged, ScriptedAgent) and isinstance(plain, ScriptedAgent)
    plans = judged.smuggling_plans(g, Model(g, judged.tuning), ANA)
    assert {a.kind for a in plans} == {"capture"}  # raids, plunder and poach are not counted
    gains = judged.role_gains(g, Model(g, judged.tuning), ANA, "smuggler")
    assert gains[ANA] == max(v[ANA] for v in plans.values()) > 3.0  # the builder, played later
    assert plain.role_gains(g, Model(g, plain.tuning), ANA, "smuggler") == [0.0, 0.0, 0.0]


def test_judged_and_plain_seats_play_whole_legal_games() -> None:
    specs = ["scripted:normal", "scripted:normal:nosmuggler", "scripted:easy:nosmuggler"]
    agents = [make_agent(spec, agent_seed(3, i)) for i, spec in enumerate(specs)]
    g = play_game(GameConfig(seats=3, seed=3, expansions=SMUGGLER), agents)
    assert g.is_over
    invariants.check(g)
    rows = g.state.smuggling
    assert sum(row.get("chosen", 0) for row in rows) > 0
