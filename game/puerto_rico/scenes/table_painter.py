"""The middle of the table: role tiles, supplies, the plantation display and quarries, cargo
ships, the trading house, the goods supply and the building supply, each thing a hotspot."""

from __future__ import annotations

import pygame

from game.puerto_rico.engine import view
from game.puerto_rico.engine.view import GOODS
from game.puerto_rico.scenes.board_panels import built
from game.puerto_rico.scenes.building_tile import mapper, sprite_info
from game.puerto_rico.scenes.festival_painter import draw_festival
from game.puerto_rico.scenes.hotspots import Hotspot
from game.puerto_rico.scenes.painter import Painter
from game.shell.assets import CREAM, HIGHLIGHT, INK
from game.shell.widgets import blit_text, panel


class TablePainter(Painter):
    """Paints everything on the table that belongs to no seat."""

    def paint(self, surface: pygame.Surface) -> None:
        self._draw_roles(surface)
        self._draw_supplies(surface)
        self._draw_plantations(surface)
        self._draw_ships(surface)
        self._draw_market(surface)
        self._draw_building_supply(surface)
        draw_festival(self, surface)  # Expansions IV/V

    def _draw_roles(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        s = self.game.state
        # Tiles to choose now, or (Expansion III) to capture.
        legal = self.offer.values("choose_role") | self.offer.values("capture")
        captures = view.captured_roles(self.game)
        smuggling = "smuggler" in s.expansions
        cards = []
        for i, tile in enumerate(s.roles):
            rect = self.R(f"role_{i}")
            info, _point, box, _k = mapper(self.app.assets, f"role_{tile.role}", rect)
            name_band = box(info.get("name_band", [10, 9, 100, 22]))
            # A little padding inside the printed band, so no line touches its rounded edge.
            band = box(info.get("text_band", [10, 118, 100, 44])).inflate(-self.px(6), 0)
            cards.append((rect, name_band, band))
        # One size for the names and one for the privileges: the row of cards reads evenly.
        names = [self.t(f"roles.{tile.role}") for tile in s.roles]
        privileges = [self.t(f"privileges_card.{tile.role}") for tile in s.roles]
        # Every name whole (a role is known by its name), even if the row's names get smaller.
        name_size = self._even_size([(n, c[1]) for n, c in zip(names, cards)], True, 1, every=True)
        text_size = self._even_size(
            [(p, c[2]) for p, c in zip(privileges, cards)], False, 3, every=True
        )
        for i, tile in enumerate(s.roles):
            rect, name_band, band = cards[i]
            surface.blit(a.image(f"role_{tile.role}", rect.size), rect)
            name = names[i]
            self._fit_text(surface, name, name_band, lines=1, room=rect, size=name_size)
            privilege = privileges[i]
            # The privilege stays in its band: spilling past it ran over the card's frame.
            self._fit_text(surface, privilege, band, bold=False, lines=3, room=band, size=text_size)
            # Doubloons on the tile sit just above the privilege band, clear of its text.
            coin_side = self.px(22)
            coin_y = band.y - coin_side + 2
            for c in range(min(tile.coins, 6)):
                coin = a.image("coin_1", (coin_side, coin_side))
                surface.blit(coin, (rect.x + 6 + c * self.px(10), coin_y))
            if tile.coins:
                blit_text(
                    surface,
                    a,
                    str(tile.coins),
                    (rect.right - 8, coin_y + coin_side // 2),
                    self.px(18),
                    INK,
                    "midright",
                    bold=True,
                )
            captured = captures.get(tile.id)
            if tile.taken_by is None and captured is not None:
                self._draw_capture(surface, rect, captured)
            if tile.role == "smuggler" and smuggling and view.wanted_holder(self.game) is None:
                # The wanted token waits beside the smuggler until someone takes it.
                side = max(self.px(30), rect.w * 2 // 5)
                token = a.image("wanted", (side, side))
                surface.blit(token, token.get_rect(topright=(rect.right - 2, rect.y + rect.h // 5)))
            if tile.taken_by is not None:
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade.fill((30, 20, 10, 140))
                surface.blit(shade, rect)
                colour = self.colour_of(tile.taken_by)
                # Round the card, not on it: a frame inside covered the privilege's edges.
                pygame.draw.rect(
                    surface, colour, rect.inflate(4, 4), max(2, self.px(3)), border_radius=8
                )
                blit_text(
                    surface,
                    a,
                    self.game.names[tile.taken_by],
                    rect.center,
                    self.px(15),
                    CREAM,
                    "center",
                    bold=True,
                )
            elif tile.id in legal:
                pygame.draw.rect(
                    surface, HIGHLIGHT, rect.inflate(4, 4), max(2, self.px(3)), border_radius=8
                )
            tip = f"{name}: {self.t(f'privileges.{tile.role}')}"
            if tile.taken_by is None and captured is not None:
                tip += "\n" + self._capture_tip(tile.id, captured)
            elif tile.role == "smuggler" and smuggling:
                holder = view.wanted_holder(self.game)
                if holder is not None:
                    tip += "\n" + self.t("smuggler.wanted_tip", name=self.game.names[holder])
            self.spots.append(Hotspot(rect, "role", tile.id, tip=tip))

    def _draw_capture(self, surface: pygame.Surface, rect: pygame.Rect, capturer: int) -> None:
        """A captured role (Expansion III): framed in the capturer's colour, with a padlock
        of that colour and the ransom the others pay to choose it."""
        a = self.app.assets
        colour = self.colour_of(capturer)
        pygame.draw.rect(surface, colour, rect.inflate(4, 4), max(3, self.px(4)), border_radius=8)
        side = max(self.px(30), rect.w * 2 // 5)
        lock = a.image("captured", (side, side)).copy()
        lock.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
        spot = lock.get_rect(topright=(rect.right - 2, rect.y + rect.h // 5))
        surface.blit(lock, spot)
        # The ransom: a coin and its count on a pill of the capturer's colour.
        coin_side = max(self.px(16), side // 2)
        pill = pygame.Rect(0, 0, coin_side * 2 + 6, coin_side + 4)
        pill.topright = (rect.right - 4, spot.bottom - 2)
        pygame.draw.rect(surface, colour, pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, CREAM, pill, 1, border_radius=pill.h // 2)
        coin = a.image("coin_1", (coin_side, coin_side))
        surface.blit(coin, coin.get_rect(midleft=(pill.x + 3, pill.centery)))
        blit_text(
            surface,
            a,
            str(view.CAPTURE_RANSOM),
            (pill.right - 5, pill.centery),
            self.px(15),
            CREAM,
            "midright",
            bold=True,
        )

    def _capture_tip(self, tile_id: str, capturer: int) -> str:
        """Who captured the role and its price; why the player at hand may not choose it."""
        name = self.game.names[capturer]
        tip = self.t("smuggler.captured_tip", name=name, n=view.CAPTURE_RANSOM)
        seat = self.offer.seat
        if seat is not None and self.offer.decision == "role":
            refusal = view.role_choice_refusal(self.game, seat, tile_id)
            if refusal is not None:
                tip += "\n" + self.board.refusal_words(refusal)
        return tip

    def _draw_supplies(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        s = self.game.state
        citizens = "citizens" in s.expansions
        counted = [
            ("vp_supply", "vp_5", s.vp_supply),
            ("worker_supply", "worker", s.worker_supply),
            ("hiring_hall", "hiring_hall", s.hiring_hall),
        ]
        # The bank has no count: doubloons never run out (SPEC §3, A-06).
        items = [(z, sprite, str(n), f"{self.t(f'supply.{z}')}: {n}") for z, sprite, n in counted]
        items.insert(1, ("bank", "coin_5", "", self.t("supply.bank_tip")))
        for zone, sprite, value, tip in items:
            rect = self.R(zone)
            panel(surface, rect, fill=(250, 240, 215, 200), radius=8)
            if zone == "hiring_hall" and self.offer.any("poach"):  # Expansion III's poach
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(6, 6), 3, border_radius=10)
            if citizens and zone == "worker_supply":
                self._draw_figure_supply(surface, rect)
                continue
            if citizens and zone == "hiring_hall":
                self._draw_hall(surface, rect)
                continue
            icon_h = rect.h - self.px(16)
            icon_w = icon_h if sprite != "hiring_hall" else int(icon_h * 2.4)
            surface.blit(a.image(sprite, (icon_w, icon_h)), (rect.x + 6, rect.y + self.px(8)))
            blit_text(
                surface,
                a,
                value,
                (rect.right - 8, rect.centery),
                self.px(26),
                INK,
                "midright",
                bold=True,
            )
            self.spots.append(Hotspot(rect, "supply", zone, tip=tip))

    def _draw_figure_supply(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Expansion II: the worker supply and the citizen supply side by side."""
        a = self.app.assets
        s = self.game.state
        icon_h = rect.h - self.px(16)
        half = rect.w // 2
        for i, (figure, n) in enumerate(
            (("worker", s.worker_supply), ("citizen", s.citizen_supply))
        ):
            x = rect.x + i * half
            img = self._figure_img(figure == "citizen", (round(icon_h * 0.8), icon_h))
            surface.blit(img, (x + 6, rect.y + self.px(8)))
            blit_text(
                surface,
                a,
                str(n),
                (x + half - 8, rect.centery),
                self.px(24),
                INK,
                "midright",
                bold=True,
            )
        tip = self.t(
            "board.figure_supply",
            workers=self._count("worker", s.worker_supply),
            citizens=self._count("citizen", s.citizen_supply),
        )
        self.spots.append(Hotspot(rect, "supply", "worker_supply", tip=tip))

    def _draw_hall(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Expansion II: the hiring hall with its workers and its citizen counted apart; each
        count is the thing to click when a player must take one or the other."""
        a = self.app.assets
        s = self.game.state
        icon_h = rect.h - self.px(16)
        surface.blit(
            a.image("hiring_hall", (int(icon_h * 2.2), icon_h)), (rect.x + 6, rect.y + self.px(8))
        )
        tip = self.t(
            "board.hall_tip",
            workers=self._count("worker", s.hiring_hall),
            citizens=self._count("citizen", s.hall_citizens),
        )
        self.spots.append(Hotspot(rect, "supply", "hiring_hall", tip=tip))
        legal = self.offer.values("take_figure")
        line_h = (rect.h - 8) // 2
        for i, (figure, n) in enumerate((("worker", s.hiring_hall), ("citizen", s.hall_citizens))):
            line = pygame.Rect(
                rect.right - self.px(58), rect.y + 4 + i * line_h, self.px(54), line_h
            )
            if figure in legal:
                pygame.draw.rect(surface, HIGHLIGHT, line, border_radius=6)
                pygame.draw.rect(surface, (150, 110, 40), line, 1, border_radius=6)
            img = self._figure_img(figure == "citizen", (round(line_h * 0.62), line_h - 4))
            surface.blit(img, img.get_rect(midleft=(line.x + 4, line.centery)))
            blit_text(
                surface,
                a,
                str(n),
                (line.right - 6, line.centery),
                self.px(20),
                INK,
                "midright",
                bold=True,
            )
            take = self.t(f"choice.take_{figure}_tip") if figure in legal else tip
            self.spots.append(Hotspot(line, "hall_figure", figure, tip=take))

    def _draw_plantations(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        s = self.game.state
        area = self.R("display")
        size = min(area.h - 8, self.px(64))
        legal = self.offer.values("take_plantation")
        for i, good in enumerate(s.display):
            rect = pygame.Rect(area.x + 4 + i * (size + self.px(8)), area.y + 4, size, size)
            surface.blit(a.image(f"plantation_{good}", rect.size), rect)
            if good in legal:
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(6, 6), 3, border_radius=6)
            self.spots.append(Hotspot(rect, "plantation", good, tip=self.t(f"tile.{good}")))
        stack = self.R("quarry_stack")
        rect = pygame.Rect(stack.x, stack.y + 4, size, size)
        if s.quarries:
            surface.blit(a.image("quarry_stack", rect.size), rect)
        blit_text(
            surface,
            a,
            str(s.quarries),
            (stack.right - 4, stack.bottom - 4),
            self.px(22),
            CREAM,
            "bottomright",
            bold=True,
        )
        if self.offer.find("take_quarry") and self.offer.seat is not None:
            pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(6, 6), 3, border_radius=6)
        self.spots.append(
            Hotspot(rect, "quarry", None, tip=self.t("tile.quarry_stack", n=s.quarries))
        )

    def _draw_ships(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        s = self.game.state
        targets = set()
        if self.board.selected_good and self.offer.seat is not None:
            targets = {
                x.value[1]
                for x in self.offer.legal
                if x.kind == "load" and x.value[0] == self.board.selected_good
            }
        targets |= self.offer.values("raid")  # Expansion III: the ships a smuggler may raid
        for i, ship in enumerate(s.ships):
            zone = self.R(f"ship_{i}")
            dw, dh = sprite_info(self.app.assets, f"ship_{ship.capacity}").get(
                "display_size", (284, 100)
            )
            h = min(zone.h, round(zone.w * dh / dw))
            rect = pygame.Rect(zone.x, zone.bottom - h, round(h * dw / dh), h)
            surface.blit(a.image(f"ship_{ship.capacity}", rect.size), rect)
            holds = self._holds(ship.capacity, rect)
            for k, centre in enumerate(holds):
                if k < ship.count and ship.good:
                    img = a.image(f"crate_{ship.good}", (self.px(24), self.px(24)))
                    surface.blit(img, img.get_rect(center=centre))
            label = self.t("supply.cargo_ship", n=ship.capacity)
            blit_text(
                surface,
                a,
                f"{ship.count}/{ship.capacity}",
                (rect.right + 6, rect.centery),
                self.px(18),
                CREAM,
                "midleft",
                bold=True,
            )
            if i in targets:
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(6, 6), 3, border_radius=10)
            good = self.t(f"goods.{ship.good}") if ship.good else self.t("board.empty")
            self.spots.append(Hotspot(rect, "ship", i, tip=f"{label}: {ship.count} {good}"))
        zone = self.R("private_ships")
        if self.board.selected_good and self.offer.find("load_private", self.board.selected_good):
            rect = pygame.Rect(zone.x, zone.y, zone.w, min(zone.h, zone.w))
            surface.blit(a.image("ship_private", rect.size), rect)
            pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(6, 6), 3, border_radius=10)
            self.spots.append(
                Hotspot(rect, "private_ship", None, tip=self.t("supply.private_ship"))
            )

    def _holds(self, capacity: int, rect: pygame.Rect) -> list[tuple[int, int]]:
        info = sprite_info(self.app.assets, f"ship_{capacity}")
        holds = info.get("holds")
        size = info.get("display_size")
        if holds and size:
            sx, sy = rect.w / size[0], rect.h / size[1]
            return [(rect.x + round(x * sx), rect.y + round(y * sy)) for x, y in holds]
        step = rect.w / (capacity + 1.5)
        return [(rect.x + round(step * (k + 1)), rect.y + rect.h // 3) for k in range(capacity)]

    def _draw_market(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        s = self.game.state
        house = self.R("trading_house")
        surface.blit(a.image("trading_house", house.size), house)
        info, point, _box, k = mapper(self.app.assets, "trading_house", house)
        spaces = info.get("spaces") or [
            self.frame.table.zone(f"trade_{n}").center for n in range(4)
        ]
        side = round(info.get("space_size", [32, 30])[1] * k)
        for n, good in enumerate(s.trading_house[:4]):
            img = a.image(f"crate_{good}", (side, side))
            surface.blit(img, img.get_rect(center=point(spaces[n])))
        if self.offer.find("plunder") is not None:  # Expansion III: the smuggler may plunder
            pygame.draw.rect(surface, HIGHLIGHT, house.inflate(6, 6), 3, border_radius=8)
        self.spots.append(Hotspot(house, "market", None, tip=self.t("supply.trading_house")))
        bonus = self.offer.values("craftsman_bonus")
        for good in GOODS:
            cell = self.R(f"goods_{good}")
            icon = a.image(f"crate_{good}", (self.px(30), self.px(30)))
            surface.blit(icon, icon.get_rect(midtop=(cell.centerx, cell.y + 4)))
            blit_text(
                surface,
                a,
                str(s.crates[good]),
                (cell.centerx, cell.bottom - 4),
                self.px(20),
                CREAM,
                "midbottom",
                bold=True,
            )
            if good in bonus:
                pygame.draw.rect(surface, HIGHLIGHT, cell, 3, border_radius=6)
            price = self.t("supply.price", n=self.game.prices[good])
            tip = f"{self.t(f'goods.{good}')}: {s.crates[good]} ({price})"
            self.spots.append(Hotspot(cell, "supply_good", good, tip=tip))

    def _supply_name_size(self, columns: dict[int, list[str]]) -> int:
        """One name size for the whole building supply (the smallest column's even size)."""
        sizes = []
        for level, ids in columns.items():
            if not ids:
                continue
            col = self.R(f"level_{level}")
            h = min(self.px(64), (col.h - 4) // len(ids) - 4)
            bdefs = [self.game.bdefs[bid] for bid in ids]
            language = self.app.settings.language
            sizes.append(self.board.tiles.name_size_cap(bdefs, (col.w, h), language))
        return min(sizes, default=12)

    def _draw_building_supply(self, surface: pygame.Surface) -> None:
        a = self.app.assets
        g = self.game
        s = g.state
        seat = self.offer.seat
        building = seat is not None and g.decision == "build"
        builds = [x for x in self.offer.legal if x.kind == "build"] if building else []
        legal = {x.value for x in builds if isinstance(x.value, str)}
        market = {built(x) for x in builds} - legal  # only with Black Market items
        columns: dict[int, list[str]] = {1: [], 2: [], 3: [], 4: []}
        for b in g.buildings:
            if b.id in s.building_supply:
                columns[b.level].append(b.id)
        name_size = self._supply_name_size(columns)
        for level, ids in columns.items():
            col = self.R(f"level_{level}")
            blit_text(
                surface,
                a,
                self.t("supply.level", n=level),
                (col.centerx, col.y - self.px(20)),
                self.px(16),
                INK,
                "midtop",
                bold=True,
            )
            count = max(1, len(ids))
            h = min(self.px(64), (col.h - 4) // count - 4)
            for j, bid in enumerate(ids):
                rect = pygame.Rect(col.x, col.y + j * (h + 4), col.w, h)
                self._draw_building_tile(surface, bid, rect, None, name_size=name_size)
                left = s.building_supply[bid]
                blit_text(
                    surface,
                    a,
                    f"×{left}",
                    (rect.right - 6, rect.bottom - 3),
                    self.px(14),
                    INK,
                    "bottomright",
                    bold=True,
                )
                tip = self._building_tip(bid)
                if building and seat is not None and bid in market:
                    picking = self.board.panels.market
                    chosen = picking is not None and picking[0] == bid
                    pygame.draw.rect(surface, (200, 120, 40), rect, 3 if chosen else 2, 6)
                    price = view.build_price(g, seat, bid)
                    tip += "\n" + self.t(
                        "choice.market_tip",
                        price=self._count("doubloon", price),
                        gap=price - s.players[seat].doubloons,
                    )
                elif left == 0 or (building and bid not in legal):
                    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                    shade.fill((40, 30, 20, 130))
                    surface.blit(shade, rect)
                    if building and seat is not None:
                        tip += "\n" + self.board.build_refusal_text(seat, bid)
                elif building and seat is not None:
                    pygame.draw.rect(surface, HIGHLIGHT, rect, 2, border_radius=6)
                    tip += "\n" + self.t("board.price", n=view.build_price(g, seat, bid))
                self._draw_reserved_marks(surface, bid, rect)
                self.spots.append(Hotspot(rect, "building_supply", bid, tip=tip))

    def _draw_reserved_marks(self, surface: pygame.Surface, bid: str, rect: pygame.Rect) -> None:
        """A Puertoma's reserved token on the large building it is saving for."""
        if not view.has_puertomas(self.game):
            return
        for seat in view.puertoma_seats(self.game):
            board = view.puertoma_board(self.game, seat)
            if board.reserved == bid:
                r = max(7, rect.h // 5)
                centre = (rect.x + rect.w // 2, rect.bottom - r - 2)
                pygame.draw.circle(surface, self.colour_of(seat), centre, r)
                pygame.draw.circle(surface, CREAM, centre, r, 2)
                letter = board.label
                blit_text(
                    surface,
                    self.app.assets,
                    letter,
                    centre,
                    self.px(14),
                    CREAM,
                    "center",
                    bold=True,
                )
