"""A seat's board: the island and city spaces, tiles and buildings with the figures on them,
the portrait with waiting figures, crates and coins; a Puertoma's board as the rulebook shows it.
Every tile, building, standing figure and crate is a hotspot."""

from __future__ import annotations

import pygame

from game.puerto_rico.engine import Action, view
from game.puerto_rico.engine.view import GOODS, PORTRAIT, TILE_KINDS
from game.puerto_rico.scenes.building_tile import sprite_info
from game.puerto_rico.scenes.city_plan import city_plan
from game.puerto_rico.scenes.hotspots import Hotspot
from game.puerto_rico.scenes.painter import Painter
from game.shell.assets import CREAM, GOOD_COLOURS, HIGHLIGHT, INK, PARCHMENT
from game.shell.widgets import FLOOR, NAME, blit_text, fit_line, panel


class SeatPainter(Painter):
    """Paints the seat boards (the empty board, then what stands on it)."""

    def paint_board(self, surface: pygame.Surface, seat: int) -> None:
        """A parchment board whose island and city spaces come from the Tiled map."""
        board = self.R(f"seat{seat}_board")
        panel(surface, board, fill=PARCHMENT, border=(150, 110, 60), radius=8)
        for k in range(12):
            cell = self.R(f"seat{seat}_island_{k}")
            pygame.draw.rect(surface, (168, 190, 120), cell, border_radius=4)
            pygame.draw.rect(surface, (110, 130, 80), cell, 1, border_radius=4)
            cell = self.R(f"seat{seat}_city_{k}")
            pygame.draw.rect(surface, (226, 208, 170), cell, border_radius=4)
            pygame.draw.rect(surface, (160, 130, 90), cell, 1, border_radius=4)
        portrait = self.R(f"seat{seat}_portrait")
        pygame.draw.rect(surface, (222, 200, 160), portrait, border_radius=6)

    def paint(self, surface: pygame.Surface, seat: int) -> None:
        a = self.app.assets
        g = self.game
        s = g.state
        p = s.players[seat]
        info = self.board.session.seats[seat]
        colour = self.colour_of(seat)
        board = self.R(f"seat{seat}_board")
        if seat == self.board.acting_seat and not g.is_over:
            pygame.draw.rect(surface, HIGHLIGHT, board.inflate(6, 6), 3, border_radius=8)
        header = self.R(f"seat{seat}_header")
        pygame.draw.rect(surface, colour, header, border_radius=6)
        name = p.name
        if not info.is_human and info.kind != "puertoma":
            name += f" ({self.t('setup.ai')})"
        vp = "?" if self.board.hides_vp_of(seat) else str(p.chips)
        x = header.right - 6
        icon = header.h - 6
        for sprite, value in (("ui_vp", vp), ("ui_coin", str(p.doubloons))):
            written = blit_text(
                surface, a, value, (x, header.centery), self.px(17), CREAM, "midright", True
            )
            img = a.image(sprite, (icon, icon))
            x = written.x - icon - 2
            surface.blit(img, (x, header.y + 3))
            x -= 8
        if s.governor == seat:
            x -= header.h + 4
            gov = a.image("governor", (header.h + 4, header.h + 4))
            surface.blit(gov, (x, header.y - 2))
            x -= 4
        wanted = None
        if view.wanted_holder(g) == seat:  # Expansion III: it may not take the smuggler now
            x -= header.h + 4
            token = a.image("wanted", (header.h + 4, header.h + 4))
            wanted = surface.blit(token, (x, header.y - 2))
            x -= 4
        # The name takes what the counters leave; a long one ends in an ellipsis.
        room = pygame.Rect(header.x + 8, header.y, max(1, x - 4 - header.x - 8), header.h)
        name, size = fit_line(a, name, self.px(17), room.w, True)
        blit_text(surface, a, name, room.midleft, size, CREAM, "midleft", True, box=room)
        self.spots.append(
            Hotspot(
                header,
                "seat",
                seat,
                tip=self.t(
                    "board.seat_tip", name=p.name, doubloons=p.doubloons, vp=vp, crates=p.crates
                ),
            )
        )
        if wanted is not None:  # over the header's spot: its tip, not the board's zoom
            tip = self.t("smuggler.wanted_tip", name=p.name)
            self.spots.append(Hotspot(wanted, "wanted", seat, tip=tip))
        if self.board.session.is_puertoma(seat):
            self._draw_puertoma_board(surface, seat)
            return
        layout = (
            self.board.mayor_layout
            if self.board.mayor_layout and self.board.mayor_layout.seat == seat
            else None
        )
        occupied = dict(layout.figures) if layout is not None else None
        occupied_citizens = layout.citizens if layout is not None else p.citizens
        mine = seat == self.offer.seat
        tile_targets, building_targets = self._targets(seat) if mine else (set(), set())
        # Island: tiles in a fixed order of kinds.
        k = 0
        for kind in TILE_KINDS:
            filled = occupied.get(kind, 0) if occupied is not None else p.tile_workers[kind]
            citizens = occupied_citizens.get(kind, 0)
            for j in range(p.tiles[kind]):
                if k >= 12:
                    break
                cell = self.R(f"seat{seat}_island_{k}")
                surface.blit(
                    a.image(f"plantation_{kind}" if kind in GOODS else kind, cell.size),
                    cell,
                )
                figure = None
                if j < filled:
                    figure = "citizen" if j < citizens else "worker"
                    w = self._figure_img(j < citizens, (int(cell.w * 0.36), int(cell.w * 0.45)))
                    surface.blit(w, w.get_rect(center=(cell.centerx, cell.y + cell.h * 0.68)))
                if kind in tile_targets:
                    pygame.draw.rect(surface, HIGHLIGHT, cell, 3, border_radius=4)
                tip = self.t(f"tile.{kind}")
                self.spots.append(Hotspot(cell, "tile", kind, seat=seat, tip=tip, figure=figure))
                k += 1
        # City: every building on its spaces (`city_plan`); a large one spans two.
        plan = city_plan([(bid, g.bdefs[bid].size == "large") for bid in p.buildings])
        for bid, cells in plan.items():
            b = g.bdefs[bid]
            rect = self.R(f"seat{seat}_city_{cells[0]}")
            for cell in cells[1:]:
                rect = rect.union(self.R(f"seat{seat}_city_{cell}"))
            figures = occupied.get(bid, 0) if occupied is not None else p.buildings[bid]
            citizens = occupied_citizens.get(bid, 0)
            self._draw_building_tile(surface, bid, rect, figures, citizens)
            if bid in building_targets:
                pygame.draw.rect(surface, HIGHLIGHT, rect, 3, border_radius=6)
            tip = self._building_tip(bid)
            self.spots.append(Hotspot(rect, "building", bid, seat=seat, tip=tip))
            # Each standing figure is its own spot, so a press picks up that very figure.
            centres, r = self.board.tiles.slot_centres(b, rect)
            for n, c in enumerate(centres[:figures]):
                self.spots.append(
                    Hotspot(
                        pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r),
                        "building",
                        bid,
                        seat=seat,
                        tip=tip,
                        figure="citizen" if n < citizens else "worker",
                    )
                )
        # Portrait: unplaced workers and citizens, crates, doubloons.
        portrait = self.R(f"seat{seat}_portrait")
        self.spots.append(
            Hotspot(portrait, "portrait", None, seat=seat, tip=self.t("board.portrait"))
        )
        if PORTRAIT in tile_targets:
            pygame.draw.rect(surface, HIGHLIGHT, portrait, 3, border_radius=6)
        if layout is None:
            free, free_citizens = p.portrait_workers, p.citizens_at(PORTRAIT)
        else:
            free, free_citizens = layout.on_portrait(g), layout.on_portrait(g, "citizen")
        figures_end = self._draw_portrait_figures(
            surface, seat, portrait, free - free_citizens, free_citizens
        )
        # The crates, each with its count, from 40% of the portrait (or earlier when they would
        # not fit, never over the figures); crowded, they close up.
        counts = [p.goods[good] for good in GOODS if p.goods[good]]
        font = a.font(self.px(15), True)
        widths = [self.px(24) + 1 + font.size(str(n))[0] for n in counts]
        gap = self.px(12)
        right = portrait.right - self.px(6)
        total = sum(widths) + gap * (len(widths) - 1)
        crate_x = max(
            figures_end + self.px(8),
            min(portrait.x + max(self.px(120), portrait.w * 0.4), right - total),
        )
        if len(widths) > 1 and crate_x + total > right:
            gap = max(self.px(9), (right - crate_x - sum(widths)) // (len(widths) - 1))
        sellable = self.offer.values("sell") if seat == self.offer.seat else set()
        loadable = set()
        if seat == self.offer.seat and g.decision == "load":
            loadable = {_good_of(x) for x in self.offer.legal if x.kind in ("load", "load_private")}
        for good in GOODS:
            n = p.goods[good]
            if not n:
                continue
            img = a.image(f"crate_{good}", (self.px(24), self.px(24)))
            rect = img.get_rect(midleft=(crate_x, portrait.centery))
            surface.blit(img, rect)
            count = blit_text(
                surface,
                a,
                str(n),
                (rect.right + 1, rect.bottom),
                self.px(15),
                INK,
                "bottomleft",
                bold=True,
            )
            # The frame of a chosen (or choosable) crate goes round its count too, never
            # through it; the next crate starts clear of it (a two-digit count is wider).
            hit = rect.union(count).inflate(self.px(8), 6)
            if good in sellable or good in loadable or good == self.board.selected_good:
                pygame.draw.rect(
                    surface,
                    HIGHLIGHT,
                    hit,
                    3 if good == self.board.selected_good else 2,
                    border_radius=5,
                )
            self.spots.append(
                Hotspot(hit, "good", good, seat=seat, tip=f"{n} {self.t(f'goods.{good}')}")
            )
            crate_x = rect.x + rect.w + 1 + count.w + gap

    def _targets(self, seat: int) -> tuple[set[str], set[str]]:
        """Tiles (and the portrait) and buildings of this seat that a click or a drop may use
        for the decision at hand: highlighted on the board."""
        kind = self.game.decision
        tiles: set[str] = set()
        buildings: set[str] = set()
        for a in self.offer.legal:
            if a.kind in ("hospital_worker", "discard_tile", "cadastral_discard"):
                tiles.add(a.value)
            elif a.kind == "place_poached":  # Expansion III: an empty slot for a poached figure
                (tiles if a.value[0] in TILE_KINDS else buildings).add(a.value[0])
            elif a.kind == "place_reward":  # Expansions IV/V: an empty slot for a reward worker
                (tiles if a.value in TILE_KINDS else buildings).add(a.value)
            elif (
                a.kind == "bohio_move"
                and self.board.drag_guest
                and a.value[1] == self.board.drag_figure
            ):
                dest = a.value[0]
                (tiles if dest in TILE_KINDS else buildings).add(dest)
        guests_may_move = any(a.kind == "bohio_move" for a in self.offer.legal)
        if kind != "mayor_layout" and guests_may_move and not self.board.drag_guest:
            buildings.update(self.board._guest_houses(seat))
        return tiles, buildings

    def _draw_portrait_figures(
        self, surface: pygame.Surface, seat: int, portrait: pygame.Rect, workers: int, citizens: int
    ) -> int:
        """Figures waiting on the portrait: workers, then citizens, each group a drag source;
        returns where they end (x)."""
        a = self.app.assets
        shown_c = min(citizens, 4 if workers else 8)
        shown_w = min(workers, 8 - shown_c)
        step = self.px(12)
        size = (self.px(16), self.px(21))
        x = portrait.x + 6
        for figure, shown, total in (("worker", shown_w, workers), ("citizen", shown_c, citizens)):
            if not shown:
                continue
            for i in range(shown):
                img = self._figure_img(figure == "citizen", size)
                surface.blit(img, img.get_rect(midleft=(x + i * step, portrait.centery)))
            spot = pygame.Rect(x, portrait.y, step * (shown - 1) + size[0], portrait.h)
            tip = self.t(
                "board.unplaced" if figure == "worker" else "board.unplaced_citizens", n=total
            )
            self.spots.append(Hotspot(spot, f"portrait_{figure}", None, seat, tip, figure))
            x = spot.right + self.px(6)
        hidden = workers + citizens - shown_w - shown_c
        if hidden > 0:
            more = blit_text(
                surface,
                a,
                f"+{hidden}",
                (x - self.px(4), portrait.centery),
                self.px(14),
                INK,
                "midleft",
            )
            x = more.right + self.px(6)
        return x

    def _draw_puertoma_board(self, surface: pygame.Surface, seat: int) -> None:
        """A Puertoma board as the rulebook shows it (SPEC §19.2): two plantation spaces per
        good with their worker slots beneath, the VP area, buildings in level columns, and the
        four capability tiles."""
        a = self.app.assets
        g = self.game
        p = g.state.players[seat]
        for gi, good in enumerate(GOODS):
            slots = view.PUERTOMA_SLOTS[good]
            for side in range(view.PUERTOMA_SPACES_PER_TYPE):
                cell = self.R(f"seat{seat}_island_{gi * 2 + side}")
                here = 0
                if side < p.tiles[good]:
                    surface.blit(a.image(f"plantation_{good}", cell.size), cell)
                    here = min(slots, max(0, p.tile_workers[good] - side * slots))
                else:
                    pygame.draw.rect(surface, GOOD_COLOURS[good], cell, 2, border_radius=4)
                strip = pygame.Rect(cell.x, cell.bottom - cell.h // 3, cell.w, cell.h // 3)
                shade = pygame.Surface(strip.size, pygame.SRCALPHA)
                shade.fill((250, 240, 215, 170))
                surface.blit(shade, strip)
                r = max(3, min(strip.h // 2 - 1, cell.w // (2 * slots + 2)))
                citizens = p.citizens_at(good) - side * slots
                for k in range(slots):
                    c = (cell.x + (k + 1) * cell.w // (slots + 1), strip.centery)
                    surface.blit(a.image("slot", (2 * r, 2 * r)), (c[0] - r, c[1] - r))
                    if k < here:
                        w = self._figure_img(k < citizens, (round(1.6 * r), round(2.1 * r)))
                        surface.blit(w, w.get_rect(center=c))
                tip = self.t(f"tile.{good}")
                self.spots.append(Hotspot(cell, "tile", good, seat=seat, tip=tip))
        # VP area: quarries and figures that found no slot.
        for k, (sprite, n) in (
            (10, ("quarry", p.tiles["quarry"])),
            (11, ("worker", p.portrait_workers)),
        ):
            cell = self.R(f"seat{seat}_island_{k}")
            pygame.draw.rect(surface, (214, 196, 150), cell, border_radius=4)
            icon = a.image(sprite, (cell.w * 2 // 3, cell.h * 2 // 3))
            surface.blit(icon, icon.get_rect(center=(cell.centerx, cell.centery - 3)))
            blit_text(
                surface,
                a,
                f"×{n}",
                (cell.right - 2, cell.bottom - 1),
                self.px(13),
                INK,
                "bottomright",
                bold=True,
            )
            self.spots.append(
                Hotspot(cell, "vp_area", sprite, seat=seat, tip=self.t("board.vp_area", n=n))
            )
        # Buildings: one column per level, two spaces each; capability tiles on the last row.
        per_level: dict[int, list[str]] = {1: [], 2: [], 3: [], 4: []}
        for bid in p.buildings:
            per_level[g.bdefs[bid].level].append(bid)
        me = view.puertoma_board(g, seat)
        for level in (1, 2, 3, 4):
            for row, bid in enumerate(per_level[level][:2]):
                cell = self.R(f"seat{seat}_city_{row * 4 + level - 1}")
                self._draw_building_tile(surface, bid, cell, None)
                self.spots.append(
                    Hotspot(cell, "building", bid, seat=seat, tip=self._building_tip(bid))
                )
            cap_id, state = me.capabilities[level - 1]
            cell = self.R(f"seat{seat}_city_{8 + level - 1}")
            self._draw_capability(surface, cap_id, state, level, cell)

    def _draw_capability(
        self, surface: pygame.Surface, cap_id: str, state: str, level: int, cell: pygame.Rect
    ) -> None:
        a = self.app.assets
        cap = self.game.cat.puertoma.capability(cap_id)  # type: ignore[union-attr]
        face_up = state in ("unlocked", "active")
        fill = (246, 232, 196) if face_up else (96, 70, 48)
        if state == "discarded":
            fill = (70, 60, 52)
        panel(surface, cell, fill=fill, radius=5, shadow=False, width=1)
        blit_text(
            surface,
            a,
            ("I", "II", "III", "IV")[level - 1],
            (cell.x + 3, cell.y + 1),
            self.px(11),
            INK if face_up else CREAM,
            bold=True,
        )
        if face_up:
            text = cap.text_fr if self.app.settings.language == "fr" else cap.text_en
            self._draw_capability_face(surface, cap.role, cell)
            tip = f"{self.t(f'roles.{cap.role}')}: {text}"
            if state == "unlocked":
                pygame.draw.rect(surface, HIGHLIGHT, cell, 2, border_radius=5)
                tip += " " + self.t("board.capability_next_round")
        else:
            tip = (
                self.t("board.capability_hidden", level=level)
                if state != "discarded"
                else self.t("board.capability_discarded")
            )
        self.spots.append(Hotspot(cell, "capability", cap_id, tip=tip))

    def _draw_capability_face(self, surface: pygame.Surface, role: str, cell: pygame.Rect) -> None:
        """A face-up capability: its role's picture, with the role's name under it when the
        name fits whole (a narrow card, "Capitaine" at 1280x720, keeps only the picture; the
        tooltip names the role)."""
        a = self.app.assets
        name = self.t(f"roles.{role}")
        size = max(FLOOR[NAME], self.px(13))
        label, size = fit_line(a, name, size, cell.w - 4, True)
        whole = label == name
        line_h = a.font(size, True).get_linesize() if whole else 0
        side = max(8, min(cell.w - 8, cell.h - line_h - self.px(12)))
        sprite = f"role_{role}"
        info = sprite_info(a, sprite)
        base = a.image(sprite)
        if "icon" in info:  # the picture on the role card, without its frame and words
            dw = info.get("display_size", [base.get_width()])[0]
            k = base.get_width() / dw
            x, y, w, h = (round(v * k) for v in info["icon"])
            base = base.subsurface(pygame.Rect(x, y, w, h).clip(base.get_rect()))
        icon = pygame.transform.smoothscale(base, (side, side))
        top = cell.y + self.px(10) + (cell.h - self.px(10) - side - line_h) // 2
        surface.blit(icon, icon.get_rect(midtop=(cell.centerx, top)))
        if whole:
            at = (cell.centerx, cell.bottom - 2)
            blit_text(surface, a, name, at, size, INK, "midbottom", bold=True, box=cell)


def _good_of(action: Action) -> str:
    return action.value[0] if action.kind == "load" else action.value
