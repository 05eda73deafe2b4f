"""Decision panels over the board's log: the choices a decision offers, in rows, as the engine
lists them (hall pick, forest, hospital, bureau, trader and Cadastral Office, export, small
private ship, Black Market items, Bohio guests, any other decision), and what Done sends for
choices put together in a panel."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.puerto_rico.engine import Action, Game, view
from game.puerto_rico.engine.view import FOREST, GOODS, PORTRAIT, QUARRY, TILE_KINDS
from game.puerto_rico.scenes import achievement_panels
from game.puerto_rico.scenes.panel_painter import Choice, DecisionPanel, PanelPainter
from game.puerto_rico.scenes.wording import building_name, count_text, good_name, refusal_text
from game.shell.widgets import Button

if TYPE_CHECKING:
    from game.shell.app import App

# Decisions answered on the table itself (roles, tiles, slots, buildings, goods, ships, buttons);
# every other decision kind gets a decision panel over the log, a generic one if need be.
TABLE_DECISIONS = frozenset(
    {
        "role",
        "settler_tile",
        "hacienda",
        "mayor_layout",
        "build",
        "school",
        "produce",
        "craftsman_bonus",
        "storage",
    }
)
ITEM_FAMILIES = ("figure", "crate", "vp")  # what the Black Market takes, in the engine's order


def find_action(game: Game, kind: str, value: Any = None) -> Action | None:
    """The legal action of that kind (and value, when given), or None."""
    for a in game.legal_actions():
        if a.kind == kind and (value is None or a.value == value):
            return a
    return None


def built(action: Action) -> str:
    """The building a build action buys (a Black Market build carries its items too)."""
    return action.value[0] if isinstance(action.value, tuple) else action.value


class DecisionPanels:
    """The panel for the decision at hand, and the choices being put together in one (the crates
    to export, the small private ship's load, the Black Market's items) until a decision is
    played. The board draws a panel with `draw` and makes each returned cell a hotspot."""

    def __init__(self, app: App, game: Game, flash: Callable[[str], None]) -> None:
        self.app = app
        self.game = game
        self.flash = flash  # shows a refusal in words
        self.export_picks: list[str] = []
        self.small_load: dict[str, int] | None = None
        self.market: tuple[str, dict[str, str]] | None = None  # Black Market: building, items
        self.achievement_picks: list[str] = []  # grand achievements kept (keep 4 of 6)
        self.scroll = 0  # first row shown when a panel has too many rows
        self.painter = PanelPainter(app)

    def t(self, key: str, **fields: Any) -> str:
        return self.app.t.t(key, **fields)

    def forget(self) -> None:
        """Drop the choices being put together (a decision was played)."""
        self.scroll = 0
        self.export_picks = []
        self.small_load = None
        self.market = None
        self.achievement_picks = []

    def open_market(self, bid: str) -> None:
        """Start choosing the Black Market items that pay for `bid`."""
        self.market = (bid, {})

    def scroll_by(self, rows: int) -> None:
        self.scroll = max(0, self.scroll + rows)

    def _find(self, kind: str, value: Any = None) -> Action | None:
        return find_action(self.game, kind, value)

    def _count(self, unit: str, n: int) -> str:
        return count_text(self.app.t, unit, n)

    def _building_name(self, bid: str) -> str:
        return building_name(self.app.t, bid, self.game.cat)

    # -------------------------------------------------------------------- Done

    def confirm(self, seat: int) -> Action | None:
        """What Done sends for a choice put together in a panel (the Black Market's items, the
        crates to export, the small private ship's load); None while there is none."""
        kind = self.game.decision
        if kind == "build" and self.market is not None:
            bid, chosen = self.market
            items = tuple(chosen[f] for f in ITEM_FAMILIES if f in chosen)
            # The engine lists each set of items once, in its own order.
            for a in self.game.legal_actions():
                value = a.value
                same = a.kind == "build" and isinstance(value, tuple) and value[0] == bid
                if same and sorted(value[1]) == sorted(items):
                    return a
            return Action(seat, "build", (bid, items))
        if kind == "achievement_keep":
            return achievement_panels.keep_action(self.game, seat, self.achievement_picks)
        if kind == "export" and self.export_picks:
            return Action(seat, "export_goods", tuple(g for g in GOODS if g in self.export_picks))
        if kind == "load" and self.small_load is not None and self._find("load_small_private"):
            load = tuple((g, self.small_load[g]) for g in GOODS if self.small_load.get(g, 0) > 0)
            return Action(seat, "load_small_private", load) if load else None
        return None

    def label_done(self, seat: int, done: Button) -> None:
        """Done confirms what a panel put together; the engine says whether it may be sent."""
        kind = self.game.decision
        confirm = self.confirm(seat)
        if confirm is None:
            if kind in ("export", "achievement_keep") or (kind == "build" and self.market):
                done.label = self.t("choice.build_button" if kind == "build" else "board.done")
                done.disabled_reason = self.t("done_disabled.nothing_chosen")
            return
        refusal = self.game.refusal(confirm)
        done.enabled = refusal is None
        done.disabled_reason = refusal_text(self.app.t, refusal)
        if confirm.kind == "build":
            done.label = self.t("choice.build_button")
            done.tip = self.t("choice.build_tip", building=self._building_name(built(confirm)))
        elif confirm.kind == "export_goods":
            done.label = self.t(
                "choice.export_button", vp=self._export_vp(seat, len(confirm.value))
            )
            done.tip = self.t("choice.export_tip")
        elif confirm.kind == "load_small_private":
            n = sum(count for _, count in confirm.value)
            done.label = self.t("choice.small_button", crates=self._count("crate", n))
            done.tip = self.t("choice.small_tip")
        elif confirm.kind == "keep_achievements":
            done.label = self.t("achievements.keep_button", n=len(confirm.value))
            done.tip = self.t("achievements.keep_tip")

    # ------------------------------------------------------------------ panels

    def panel(self, seat: int) -> DecisionPanel | None:
        """The panel for the decision at hand; None when the table itself answers it."""
        kind = self.game.decision
        if kind == "build":
            return self._market_panel(seat) if self.market is not None else None
        makers: dict[str, Callable[[int], DecisionPanel | None]] = {
            "hall_pick": self._hall_panel,
            "forest": self._forest_panel,
            "settler_extra": self._extra_panel,
            "hospital": self._hospital_panel,
            "bureau": self._bureau_panel,
            "sell": self._trade_panel,
            "cadastral": self._trade_panel,
            "export": self._export_panel,
            "load": self._small_ship_panel,
            "bohio": self._bohio_panel,
            "smuggler": self._smuggler_panel,
            "poach_place": self._poach_place_panel,
            "reward_place": self._reward_place_panel,
        }
        if kind in achievement_panels.KINDS:
            return achievement_panels.choice_panel(
                self.app.t, self.game, seat, self.achievement_picks
            )
        make = makers.get(kind or "")
        if make is not None:
            return make(seat)
        if kind in TABLE_DECISIONS:
            return None
        return self._generic_panel(seat)

    def _hall_panel(self, seat: int) -> DecisionPanel:
        s = self.game.state
        rows = [
            [
                Choice(
                    self.t(f"choice.take_{figure}"),
                    (figure,),
                    action,
                    tip=self.t(f"choice.take_{figure}_tip"),
                )
            ]
            for figure in ("citizen", "worker")
            if (action := self._find("take_figure", figure)) is not None
        ]
        note = self.t(
            "choice.hall_note",
            workers=self._count("worker", s.hiring_hall),
            citizens=self._count("citizen", s.hall_citizens),
        )
        return DecisionPanel(self.t("supply.hiring_hall"), rows, note)

    def _forest_panel(self, seat: int) -> DecisionPanel:
        good = view.forest_choice(self.game)
        word = good_name(self.app.t, good, lower=True) if good else ""
        keep = self._find("pass")
        rows = [
            [
                Choice(
                    self.t("choice.keep_plantation", good=word),
                    (f"plantation_{good}" if good else "plantation_back",),
                    keep,
                    tip=self.t("choice.keep_tip"),
                )
            ],
            [
                Choice(
                    self.t("choice.make_forest"),
                    ("forest",),
                    self._find("make_forest"),
                    tip=self.t("choice.forest_tip"),
                )
            ],
        ]
        note = self.t("choice.forest_note", good=word)
        return DecisionPanel(self._building_name("sawmill"), rows, note)

    def _extra_panel(self, seat: int) -> DecisionPanel:
        rows = []
        for a in self.game.legal_actions():
            if a.kind == "take_plantation":
                rows.append([Choice(self.t(f"tile.{a.value}"), (f"plantation_{a.value}",), a)])
            elif a.kind == "take_quarry":
                rows.append([Choice(self.t("tile.quarry"), ("quarry",), a)])
        note = self.t("choice.extra_note")
        return DecisionPanel(self._building_name("publishing_house"), rows, note)

    def _hospital_panel(self, seat: int) -> DecisionPanel:
        rows = []
        for a in self.game.legal_actions():
            if a.kind != "hospital_worker":
                continue
            text = (
                self.t("choice.hospital_portrait")
                if a.value == PORTRAIT
                else self._place_name(a.value)
            )
            rows.append([Choice(text, (self._place_icon(a.value),), a)])
        note = self.t("choice.hospital_note")
        return DecisionPanel(self._building_name("hospital"), rows, note)

    def _bureau_panel(self, seat: int) -> DecisionPanel:
        p = self.game.state.players[seat]
        rows = []
        for a in self.game.legal_actions():
            if a.kind != "discard_tile":
                continue
            tip = self.t("choice.discard_tip")
            if a.value in p.tile_workers and p.tile_workers[a.value] >= p.tiles[a.value]:
                tip += " " + self.t("choice.discard_figure_tip")
            text = self.t("choice.discard_tile", tile=self._place_name(a.value))
            rows.append([Choice(text, (self._place_icon(a.value),), a, tip=tip)])
        note = self.t("choice.bureau_note")
        return DecisionPanel(self._building_name("bureau_of_lands"), rows, note)

    def _trade_panel(self, seat: int) -> DecisionPanel | None:
        """Trader turn with a Trading Post or a Cadastral Office: every way to trade, in words."""
        g = self.game
        kind = g.decision
        legal = self.game.legal_actions()
        extra = [
            a for a in legal if a.kind in ("trade_post", "cadastral_draw", "cadastral_discard")
        ]
        if kind == "sell" and not extra:
            return None  # the base sale: click a crate, the log stays in view
        rows: list[list[Choice]] = []
        # A small table: one row per good, a column per place to sell it.
        columns = [k for k in ("sell", "trade_post") if any(a.kind == k for a in legal)]
        if columns:
            heads = {"sell": "choice.col_house", "trade_post": "choice.col_post"}
            rows.append([Choice(weight=1.2)] + [Choice(self.t(heads[k])) for k in columns])
        for good in GOODS:
            offers = {k: self._find(k, good) for k in columns}
            if not any(offers.values()):
                continue
            word = good_name(self.app.t, good, lower=True)
            row = [Choice(self.t(f"goods.{good}"), (f"crate_{good}",), weight=1.2)]
            for k, action in offers.items():
                if action is None:
                    row.append(Choice())
                    continue
                if k == "sell":
                    price = self._coins(view.sale_price(g, seat, good))
                    tip = self.t("choice.sell_house_tip", good=word, price=price)
                else:
                    price = self._coins(view.post_price(g, seat, good))
                    tip = self.t("choice.sell_post_tip", good=word, price=price)
                row.append(Choice(price, action=action, tip=tip))
            rows.append(row)
        price = self._coins(self._effect_param("land_deal", "price", 1))
        draw = self._find("cadastral_draw")
        if draw is not None:
            rows.append(
                [
                    Choice(
                        self.t("choice.cadastral_draw", price=price),
                        ("plantation_back",),
                        draw,
                        tip=self.t("choice.cadastral_draw_tip", price=price),
                    )
                ]
            )
        discards = [a for a in legal if a.kind == "cadastral_discard"]
        if discards:
            label = Choice(
                self.t("choice.cadastral_discard", price=price),
                (self._place_icon("cadastral_office"),),
                weight=3.0,
            )
            rows.append(
                [label]
                + [
                    Choice(
                        "",
                        (self._place_icon(a.value),),
                        a,
                        tip=self.t(
                            "choice.cadastral_discard_tip",
                            tile=self._place_name(a.value),
                            price=price,
                        ),
                    )
                    for a in discards
                ]
            )
        note = self.t("choice.cadastral_note" if kind == "cadastral" else "choice.trader_note")
        return DecisionPanel(self.t("roles.trader"), rows, note)

    def _export_panel(self, seat: int) -> DecisionPanel:
        p = self.game.state.players[seat]
        rows = []
        for good in GOODS:
            if p.goods[good] <= 0:
                continue
            word = self.t(f"goods.{good}")
            rows.append(
                [
                    Choice(
                        self.t("choice.export_good", good=word, n=p.goods[good]),
                        (f"crate_{good}",),
                        on_click=lambda good=good: self._toggle_export(seat, good),
                        tip=self.t(
                            "choice.export_good_tip", good=good_name(self.app.t, good, lower=True)
                        ),
                        selected=good in self.export_picks,
                        key=f"export:{good}",
                    )
                ]
            )
        note = self.t(
            "choice.export_note",
            crates=self._count("crate", p.citizen_count),
            vp=self._export_vp(seat, 1),
            chosen=len(self.export_picks),
        )
        return DecisionPanel(self._building_name("export_office"), rows, note)

    def _toggle_export(self, seat: int, good: str) -> None:
        if good in self.export_picks:
            self.export_picks.remove(good)
        elif len(self.export_picks) >= self.game.state.players[seat].citizen_count:
            self.flash(self.t("choice.export_too_many"))
        else:
            self.export_picks.append(good)

    def _export_vp(self, seat: int, crates: int) -> str:
        return self._count("vp", crates * self._effect_param("export_vp", "vp", 1))

    def _small_ship_panel(self, seat: int) -> DecisionPanel | None:
        """The small private ship takes any mix of crates: a counter per good."""
        options = [a for a in self.game.legal_actions() if a.kind == "load_small_private"]
        if not options:
            return None
        p = self.game.state.players[seat]
        if self.small_load is None:
            self.small_load = dict(options[0].value)  # every crate, as the engine lists first
        rows = []
        for good in GOODS:
            held = p.goods[good]
            if not held:
                continue
            word = self.t(f"goods.{good}")
            n = self.small_load.get(good, 0)
            rows.append(
                [
                    Choice(word, (f"crate_{good}",), weight=2.4),
                    Choice(
                        "−",
                        on_click=lambda good=good: self._small_step(seat, good, -1),
                        tip=self.t(
                            "choice.small_less", good=good_name(self.app.t, good, lower=True)
                        ),
                        key=f"small:-:{good}",
                    ),
                    Choice(f"{n} / {held}", weight=1.3),
                    Choice(
                        "+",
                        on_click=lambda good=good: self._small_step(seat, good, 1),
                        tip=self.t(
                            "choice.small_more", good=good_name(self.app.t, good, lower=True)
                        ),
                        key=f"small:+:{good}",
                    ),
                ]
            )
        k = sum(self.small_load.values())
        per = max(1, self._effect_param("small_private_ship", "per", 2))
        note = self.t(
            "choice.small_note", crates=self._count("crate", k), vp=self._count("vp", k // per)
        )
        return DecisionPanel(self._building_name("small_private_wharf"), rows, note)

    def _small_step(self, seat: int, good: str, step: int) -> None:
        if self.small_load is None:
            return
        held = self.game.state.players[seat].goods[good]
        self.small_load[good] = max(0, min(held, self.small_load.get(good, 0) + step))

    def _figure_rows(self, kind: str) -> list[list[Choice]]:
        """One row per place: its name and icon, then a button per figure that may go there
        (actions `kind` valued (place, figure)): the Bohio's moves, the smuggler's poach."""
        by_place: dict[str, dict[str, Action]] = {}
        for a in self.game.legal_actions():
            if a.kind == kind:
                by_place.setdefault(a.value[0], {})[a.value[1]] = a
        rows = []
        for place, moves in by_place.items():
            name = self._place_name(place)
            row = [Choice(name, (self._place_icon(place),), weight=3.0)]
            for figure in ("worker", "citizen"):
                if figure in moves:
                    tip = self.t(f"choice.send_{figure}", place=name)
                    row.append(Choice("", (figure,), moves[figure], tip=tip))
            rows.append(row)
        return rows

    def _bohio_panel(self, seat: int) -> DecisionPanel:
        rows = self._figure_rows("bohio_move")
        return DecisionPanel(self._building_name("bohio"), rows, self.t("choice.bohio_note"))

    def _smuggler_panel(self, seat: int) -> DecisionPanel:
        """Expansion III: the smuggler's one action (SPEC §14.3), each choice lighting its
        target on the table while pointed at: a ship, the trading house, the hiring hall, a
        role tile; or pass."""
        g = self.game
        s = g.state
        legal = g.legal_actions()
        rows: list[list[Choice]] = []
        for a in legal:
            if a.kind != "raid":
                continue
            ship = s.ships[a.value]
            kept, lost = view.raid_yield(g, a.value)
            good = good_name(self.app.t, ship.good, lower=True) if ship.good else ""
            text = self.t("smuggler.raid", n=ship.capacity, crates=self._count("crate", kept))
            tip = self.t("smuggler.raid_tip", n=ship.capacity, kept=self._count("crate", kept))
            if lost:
                tip += " " + self.t(
                    "smuggler.raid_lost", lost=self._count("crate", lost), good=good
                )
            icons = (f"crate_{ship.good}",) if ship.good else ()
            rows.append([Choice(text, icons, a, tip=tip, target=("ship", a.value))])
        plunder = self._find("plunder")
        if plunder is not None:
            vp = self._count("vp", len(s.trading_house))
            rows.append(
                [
                    Choice(
                        self.t("smuggler.plunder", vp=vp),
                        ("vp_1",),
                        plunder,
                        tip=self.t("smuggler.plunder_tip", vp=vp),
                        target=("market", None),
                    )
                ]
            )
        for a in legal:
            if a.kind != "poach":
                continue
            out = view.poach_outcome(g, seat, a.value)
            keep = self._figures(out.kept_workers, out.kept_citizens)
            lost = self._figures(out.lost_workers, out.lost_citizens)
            text = self.t("smuggler.poach", keep=keep)
            tip = self.t("smuggler.poach_tip", keep=keep, n=s.seats)
            if out.lost_workers or out.lost_citizens:
                tip += " " + self.t("smuggler.poach_lost", lost=lost)
            icons = ("citizen",) if out.kept_citizens else ("worker",)
            rows.append([Choice(text, icons, a, tip=tip, target=("supply", "hiring_hall"))])
        captures = [a for a in legal if a.kind == "capture"]
        per_line = 3
        for start in range(0, len(captures), per_line):
            label = self.t("smuggler.capture") if start == 0 else ""
            row = [Choice(label, weight=1.1, left=True)]
            for a in captures[start : start + per_line]:
                tile = next(r for r in s.roles if r.id == a.value)
                role = self.t(f"roles.{tile.role}")
                tip = self.t("smuggler.capture_tip", role=role, n=view.CAPTURE_RANSOM)
                if tile.coins:
                    tip += " " + self.t("smuggler.capture_coins", coins=self._coins(tile.coins))
                row.append(Choice(role, action=a, tip=tip, target=("role", a.value)))
            rows.append(row)
        passing = self._find("pass")
        if passing is not None:
            rows.append([Choice(self.t("smuggler.pass"), action=passing)])
        note = self.t("smuggler.note")
        if not view.capture_allowed(g):
            note += " " + self.t("smuggler.no_capture")
        return DecisionPanel(self.t("roles.smuggler"), rows, note)

    def _figures(self, workers: int, citizens: int) -> str:
        """Figures in words: "2 workers", "1 worker and 1 citizen", "nothing"."""
        parts = [
            self._count(unit, n) for unit, n in (("worker", workers), ("citizen", citizens)) if n
        ]
        if not parts:
            return self.t("smuggler.no_figure")
        return self.t("smuggler.and", a=parts[0], b=parts[1]) if len(parts) == 2 else parts[0]

    def _poach_place_panel(self, seat: int) -> DecisionPanel:
        """Each poached figure goes at once onto an empty slot (never the portrait)."""
        rows = self._figure_rows("place_poached")
        return DecisionPanel(self.t("roles.smuggler"), rows, self.t("smuggler.place_note"))

    def _reward_place_panel(self, seat: int) -> DecisionPanel:
        """Expansions IV/V: each festival reward worker goes onto an empty slot (or a click on
        the board's highlighted slot)."""
        rows = [
            [Choice(self._place_name(a.value), (self._place_icon(a.value), "worker"), a)]
            for a in self.game.legal_actions()
            if a.kind == "place_reward"
        ]
        return DecisionPanel(self.t("festival.title"), rows, self.t("festival.place_note"))

    def _market_panel(self, seat: int) -> DecisionPanel | None:
        """Black Market: which figure, crate or VP to hand in for the missing doubloons."""
        assert self.market is not None
        bid, chosen = self.market
        sets = [
            a.value[1]
            for a in self.game.legal_actions()
            if a.kind == "build" and isinstance(a.value, tuple) and a.value[0] == bid
        ]
        if not sets:
            return None
        families: dict[str, list[str]] = {}
        for items in sets:
            for item in items:
                family = item.partition(":")[0]
                if item not in families.setdefault(family, []):
                    families[family].append(item)
        gap = len(sets[0])
        rows = []
        per_line = 5  # a family with more items goes on over several lines
        for family in ITEM_FAMILIES:
            items = families.get(family, [])
            for start in range(0, len(items), per_line):
                label = self.t(f"choice.market_{family}") if start == 0 else ""
                row = [Choice(label, weight=2.0, left=True)]
                for item in items[start : start + per_line]:
                    icon, badge = self._item_icon(seat, item)
                    row.append(
                        Choice(
                            "",
                            (icon,),
                            on_click=lambda item=item: self._pick_item(gap, item),
                            tip=self._item_tip(item),
                            selected=chosen.get(family) == item,
                            key=f"market:{item}",
                            badge=badge,
                        )
                    )
                rows.append(row)
        rows.append(
            [
                Choice(
                    self.t("choice.cancel"),
                    on_click=self.cancel_market,
                    tip=self.t("choice.cancel_tip"),
                )
            ]
        )
        p = self.game.state.players[seat]
        note = self.t(
            "choice.market_note" if gap > 1 else "choice.market_note_one",
            price=self._coins(view.build_price(self.game, seat, bid)),
            money=self._coins(p.doubloons),
            items=self._count("item", gap),
        )
        return DecisionPanel(
            self.t("choice.market_title", building=self._building_name(bid)), rows, note
        )

    def _pick_item(self, gap: int, item: str) -> None:
        if self.market is None:
            return
        chosen = self.market[1]
        family = item.partition(":")[0]
        if chosen.get(family) == item:
            del chosen[family]
        elif family not in chosen and len(chosen) >= gap:
            self.flash(self.t("choice.market_enough", gap=gap))
        else:
            chosen[family] = item

    def cancel_market(self) -> None:
        self.market = None

    def _generic_panel(self, seat: int) -> DecisionPanel:
        """Any decision the board has no control for: the engine's options, in words."""
        rows = [[Choice(self._describe_action(a), action=a)] for a in self.game.legal_actions()]
        return DecisionPanel(self.t("choice.generic_title"), rows, self.t("choice.generic_note"))

    def _describe_action(self, a: Action) -> str:
        value = a.value
        if a.kind == "pass":
            return self.t("board.pass")
        if a.kind == "take_figure":
            return self.t(f"choice.take_{value}")
        if a.kind == "bohio_move":
            return self.t(f"choice.send_{value[1]}", place=self._place_name(value[0]))
        if isinstance(value, str) and value in self.game.bdefs:
            return f"{a.kind.replace('_', ' ').capitalize()}: {self._building_name(value)}"
        if isinstance(value, str) and value in TILE_KINDS:
            return f"{a.kind.replace('_', ' ').capitalize()}: {self._place_name(value)}"
        words = a.kind.replace("_", " ").capitalize()
        return f"{words}: {value}" if value is not None else words

    # Names and pictures of the places and items the panels offer.

    def _place_name(self, place: str) -> str:
        if place == PORTRAIT:
            return self.t("board.portrait")
        if place in TILE_KINDS:
            return self.t(f"tile.{place}")
        return self._building_name(place)

    def _place_icon(self, place: str) -> str:
        if place in GOODS:
            return f"plantation_{place}"
        if place in (QUARRY, FOREST):
            return place
        if place == PORTRAIT:
            return "worker"
        icon = f"icon_{place}"
        return icon if self.app.assets.has_image(icon) else "icon_default"

    def _item_icon(self, seat: int, item: str) -> tuple[str, str]:
        """A crate, a VP chip, or where the figure stands with the figure that would leave as
        a badge (the engine hands in a worker if one stands there, else a citizen)."""
        family, _, where = item.partition(":")
        if family == "crate":
            return f"crate_{where}", ""
        if family != "figure":
            return "vp_1", ""
        p = self.game.state.players[seat]
        figure = "citizen" if p.citizens_at(where) >= p.figures_at(where) else "worker"
        return (figure, "") if where == PORTRAIT else (self._place_icon(where), figure)

    def _item_tip(self, item: str) -> str:
        family, _, where = item.partition(":")
        if family == "crate":
            return self.t("choice.item_crate", good=good_name(self.app.t, where, lower=True))
        if family == "figure":
            return self.t("choice.item_figure", place=self._place_name(where))
        return self.t("choice.item_vp")

    def _coins(self, n: int) -> str:
        return self._count("doubloon", n)

    def _effect_param(self, hook: str, name: str, default: int) -> int:
        """A number from the catalog's effect of that hook (a price, a VP per crate)."""
        return view.hook_param(self.game, hook, name, default)

    # ------------------------------------------------------------------- drawing

    def draw(
        self,
        surface: pygame.Surface,
        choices: DecisionPanel,
        box: pygame.Rect,
        px: Callable[[float], int],
        mouse: tuple[int, int],
    ) -> list[tuple[pygame.Rect, Choice]]:
        """The decision's panel over the top of the log `box`, scrolled to `scroll` (kept in
        range here). Returns the cells to point at."""
        cells, self.scroll = self.painter.draw(surface, choices, box, px, mouse, self.scroll)
        return cells

    def draw_storage(
        self,
        surface: pygame.Surface,
        box: pygame.Rect,
        px: Callable[[float], int],
        mouse: tuple[int, int],
        seat: int,
    ) -> list[tuple[pygame.Rect, Any]]:
        """The storage decision of `seat` over the log `box`: a row per way to keep goods."""
        options = [x.value for x in self.game.legal_actions() if x.kind == "store"]
        name = self.game.names[seat]
        return self.painter.draw_storage(surface, options, box, px, mouse, name)
