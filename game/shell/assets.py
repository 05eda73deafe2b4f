"""Images, fonts and sounds, loaded once and cached per size (after the display exists)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame

from game.paths import box_assets

# The box whose sprites and sounds are shown (one box on the shelf so far).
BOX = "puerto_rico"
SPRITES = box_assets(BOX) / "sprites"
SOUNDS = box_assets(BOX) / "sounds"

INK = (52, 36, 22)
PARCHMENT = (239, 226, 194)
BRASS = (196, 154, 74)
SEA = (38, 104, 112)
CREAM = (250, 243, 222)
SHADOW = (0, 0, 0, 90)
HIGHLIGHT = (255, 214, 92)
DIM = (40, 30, 20, 150)
RED = (170, 52, 40)
GREEN = (64, 132, 60)

GOOD_COLOURS = {
    "corn": (232, 196, 64),
    "fruit": (96, 70, 160),
    "sugar": (244, 244, 236),
    "tobacco": (150, 98, 52),
    "coffee": (78, 50, 34),
    "quarry": (150, 150, 146),
}
SEAT_COLOURS = [(178, 54, 44), (46, 96, 168), (232, 190, 58), (64, 140, 70), (120, 70, 150)]


# Lines up to SMOOTH_BELOW px are drawn larger (3x, 2x above 24 px) and scaled down.
SMOOTH_BELOW, SMOOTH_FACTOR = 64, 3


class Assets:
    """Cached sprites (scaled on demand), fonts and sounds; missing audio is not an error."""

    def __init__(self, sound: bool = True, volume: float = 0.8) -> None:
        self._images: dict[str, pygame.Surface] = {}
        self._scaled: dict[tuple[str, int, int], pygame.Surface] = {}
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._text: dict[tuple[str, int, bool, tuple[int, ...]], pygame.Surface] = {}
        self._sounds: dict[str, Any] = {}
        self._wrapped: dict[tuple[str, int, int, bool], list[str]] = {}
        self._exists: dict[str, bool] = {}
        self.sound_on = sound
        self.volume = volume
        self.audio = False
        manifest = SPRITES / "manifest.json"
        self.manifest: dict[str, Any] = (
            json.loads(manifest.read_text(encoding="utf-8")) if manifest.exists() else {}
        )

    # ------------------------------------------------------------------ images

    def image(self, name: str, size: tuple[int, int] | None = None) -> pygame.Surface:
        """A sprite by name, scaled to `size`; "<box>:<name>" is another box's sprite."""
        base = self._images.get(name)
        if base is None:
            path = sprite_path(name)
            if path.exists():
                base = pygame.image.load(str(path))
                if pygame.display.get_surface() is not None:
                    base = base.convert_alpha()
            else:
                base = _placeholder(name)
            self._images[name] = base
        if size is None:
            return base
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        key = (name, w, h)
        scaled = self._scaled.get(key)
        if scaled is None:
            scaled = pygame.transform.smoothscale(base, (w, h))
            if len(self._scaled) > 4000:
                self._scaled.clear()
            self._scaled[key] = scaled
        return scaled

    def has_image(self, name: str) -> bool:
        found = self._exists.get(name)
        if found is None:
            found = self._exists[name] = sprite_path(name).exists()
        return found

    # ------------------------------------------------------------------- text

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        size = max(8, int(size))
        key = (size, bold)
        font = self._fonts.get(key)
        if font is None:
            font = pygame.font.Font(None, size)
            font.set_bold(bold)
            self._fonts[key] = font
        return font

    def text(
        self,
        text: str,
        size: int,
        colour: tuple[int, ...] = INK,
        bold: bool = False,
    ) -> pygame.Surface:
        key = (text, int(size), bold, tuple(colour))
        surf = self._text.get(key)
        if surf is None:
            surf = self._render(text, int(size), colour, bold)
            if len(self._text) > 3000:
                self._text.clear()
            self._text[key] = surf
        return surf

    def _render(self, text: str, size: int, colour: tuple[int, ...], bold: bool) -> pygame.Surface:
        """A line at `size`, drawn larger and scaled down to the width the font measures: the
        default font's hinting at small sizes spaces letters unevenly ("Craftsm an"), and every
        layout measures with `font(size).size(text)`, which this keeps exact."""
        font = self.font(size, bold)
        if size > SMOOTH_BELOW or not text:
            return font.render(text, True, colour)
        w, h = font.size(text)
        factor = SMOOTH_FACTOR if size <= 24 else 2
        big = self.font(size * factor, bold).render(text, True, colour)
        line = pygame.transform.smoothscale(big, (w, h))
        # Scaling rounds the colour down a shade and thins the strokes: put the exact colour
        # back (every pixel's colour is at most it) and lay the line over itself once.
        line.fill((*colour[:3], 0), special_flags=pygame.BLEND_RGBA_MAX)
        line.blit(line.copy(), (0, 0))
        return line

    def wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        """Split text into lines that fit `width` pixels (cached: the board asks every frame)."""
        key = (text, int(size), int(width), bold)
        cached = self._wrapped.get(key)
        if cached is None:
            if len(self._wrapped) > 5000:
                self._wrapped.clear()
            cached = self._wrapped[key] = self._wrap(text, size, width, bold)
        return cached

    def _wrap(self, text: str, size: int, width: int, bold: bool) -> list[str]:
        font = self.font(size, bold)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            line = ""
            for word in paragraph.split(" "):
                trial = f"{line} {word}".strip()
                if font.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines

    # ------------------------------------------------------------------ sound

    def init_audio(self) -> None:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(22050, -16, 1, 512)
            self.audio = True
        except pygame.error:
            self.audio = False  # no audio device: the game plays silently

    def play(self, name: str) -> None:
        if not (self.audio and self.sound_on):
            return
        snd = self._sounds.get(name)
        if snd is None:
            path = SOUNDS / f"{name}.wav"
            if not path.exists():
                return
            try:
                snd = pygame.mixer.Sound(str(path))
            except pygame.error:
                return
            self._sounds[name] = snd
        snd.set_volume(self.volume)
        snd.play()


def sprite_path(name: str) -> Path:
    """Where a sprite's PNG is: this box's folder, or another box's for "<box>:<name>"."""
    box, _, own = name.rpartition(":")
    return (box_assets(box) / "sprites" if box else SPRITES) / f"{own}.png"


def _placeholder(name: str) -> pygame.Surface:
    """A visible stand-in for a sprite that was not generated (never expected in a release)."""
    surf = pygame.Surface((64, 64), pygame.SRCALPHA)
    surf.fill((200, 60, 160, 255))
    return surf
