"""Synthesise the game's sound effects into assets/puerto_rico/sounds/ (standard library only).

    .venv/bin/python tools/make_sounds.py [--out DIR]

Every sound is 22050 Hz mono 16-bit PCM, under 1.5 s, peak-normalised below full scale, and
deterministic: noise comes from random.Random with a fixed seed per sound.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
PEAK = 0.89  # normalise to about -1 dBFS: loud enough, never clipping
MAX_SECONDS = 1.5
DEFAULT_OUT = Path(__file__).resolve().parents[1] / "assets" / "puerto_rico" / "sounds"
TAU = 2 * math.pi

Samples = list[float]


# ----------------------------------------------------------------------------- building blocks


def silence(seconds: float) -> Samples:
    return [0.0] * round(seconds * RATE)


def mix_in(buf: Samples, start: float, sound: Samples, gain: float = 1.0) -> None:
    """Add a sound into a buffer at `start` seconds (the buffer must be long enough)."""
    i0 = round(start * RATE)
    for i, v in enumerate(sound):
        if i0 + i < len(buf):
            buf[i0 + i] += v * gain


def decay_env(n: int, tau: float, attack: float = 0.002) -> list[float]:
    """Fast attack then exponential decay with time constant tau (seconds)."""
    a = max(1, round(attack * RATE))
    return [(i / a if i < a else 1.0) * math.exp(-i / (tau * RATE)) for i in range(n)]


def partials(seconds: float, freqs: list[tuple[float, float, float]]) -> Samples:
    """Sum of decaying sines: (frequency Hz, amplitude, decay tau s) each."""
    n = round(seconds * RATE)
    out = [0.0] * n
    for f, amp, tau in freqs:
        env = decay_env(n, tau)
        w = TAU * f / RATE
        for i in range(n):
            out[i] += amp * env[i] * math.sin(w * i)
    return out


def noise(rng: random.Random, seconds: float) -> Samples:
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def lowpass(x: Samples, cutoff: float | Callable[[int], float]) -> Samples:
    """One-pole low-pass; cutoff may vary per sample (a filter sweep)."""
    out, y = [], 0.0
    for i, v in enumerate(x):
        fc = cutoff(i) if callable(cutoff) else cutoff
        a = 1 - math.exp(-TAU * fc / RATE)
        y += a * (v - y)
        out.append(y)
    return out


def highpass(x: Samples, cutoff: float) -> Samples:
    low = lowpass(x, cutoff)
    return [v - lo for v, lo in zip(x, low)]


def bandpass(x: Samples, lo: float, hi: float) -> Samples:
    return lowpass(highpass(x, lo), hi)


def shape(x: Samples, env: Callable[[float], float]) -> Samples:
    """Multiply by an envelope given as a function of time in seconds."""
    return [v * env(i / RATE) for i, v in enumerate(x)]


def fade(x: Samples, ms: float = 4) -> Samples:
    """Short fades at both ends so a sound never starts or stops with a click."""
    n = min(len(x) // 2, round(ms * RATE / 1000))
    out = list(x)
    for i in range(n):
        g = i / n
        out[i] *= g
        out[-1 - i] *= g
    return out


def normalise(x: Samples) -> Samples:
    peak = max(abs(v) for v in x) or 1.0
    return [v * PEAK / peak for v in x]


# ----------------------------------------------------------------------------- the sounds


def coins() -> Samples:
    """A handful of doubloons: bright inharmonic clinks, each a little different."""
    rng = random.Random(101)
    buf = silence(0.75)
    for k, start in enumerate((0.0, 0.08, 0.15, 0.27)):
        base = 2400 + rng.uniform(-200, 300) + k * 90
        ratios = (1.0, 1.48, 2.03, 2.71)
        clink = partials(
            0.4, [(base * r, 1 / (j + 1), 0.09 / (j + 1)) for j, r in enumerate(ratios)]
        )
        tick = shape(highpass(noise(rng, 0.01), 3000), lambda t: 1 - t / 0.01)
        mix_in(clink, 0, tick, 0.5)
        mix_in(buf, start, clink, 1.0 - k * 0.15)
    return buf


def barrel() -> Samples:
    """A crate set down on wood: a low pitched-down thump with a hollow knock."""
    rng = random.Random(202)
    n = round(0.5 * RATE)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        f = 70 + 70 * math.exp(-t / 0.04)  # the thump drops in pitch as it dies
        phase += TAU * f / RATE
        out.append(math.sin(phase) * math.exp(-t / 0.09))
    body = partials(0.5, [(210, 0.45, 0.06), (330, 0.25, 0.04), (560, 0.12, 0.03)])
    thud = shape(lowpass(noise(rng, 0.05), 900), lambda t: math.exp(-t / 0.012))
    mix_in(out, 0, body)
    mix_in(out, 0, thud, 0.8)
    return out


def build() -> Samples:
    """Three hammer knocks on timber."""
    rng = random.Random(303)
    buf = silence(1.0)
    for k, start in enumerate((0.0, 0.3, 0.6)):
        knock = partials(0.3, [(420 + 15 * k, 0.7, 0.05), (980, 0.35, 0.03), (1650, 0.2, 0.015)])
        crack = shape(bandpass(noise(rng, 0.03), 800, 3500), lambda t: math.exp(-t / 0.006))
        mix_in(knock, 0, crack, 1.2)
        mix_in(buf, start, knock, 1.0 if k < 2 else 1.15)
    return buf


def ship() -> Samples:
    """A steamer's horn over lapping water."""
    rng = random.Random(404)
    dur = 1.4
    n = round(dur * RATE)
    horn = [0.0] * n
    for f0, amp in ((131.0, 1.0), (165.0, 0.7)):  # a low two-note chord, like a ship's whistle
        for h in range(1, 9):
            w = TAU * f0 * h / RATE
            a = amp / h**1.2
            for i in range(n):
                horn[i] += a * math.sin(w * i + 0.3 * h)

    def horn_env(t: float) -> float:
        if t < 0.12:
            return t / 0.12
        if t < 0.85:
            return 1.0
        return max(0.0, 1 - (t - 0.85) / 0.35)

    horn = shape(lowpass(horn, 1400), horn_env)
    water = lowpass(noise(rng, dur), lambda i: 500 + 300 * math.sin(TAU * 1.7 * i / RATE))
    water = shape(
        water, lambda t: (0.6 + 0.4 * math.sin(TAU * 2.3 * t)) * min(1, t / 0.2, (dur - t) / 0.4)
    )
    out = [0.55 * a + 2.2 * b for a, b in zip(horn, water)]
    return out


def click() -> Samples:
    """A soft, short UI tick."""
    rng = random.Random(505)
    tick = partials(0.05, [(1800, 1.0, 0.006), (3100, 0.4, 0.004)])
    mix_in(tick, 0, shape(highpass(noise(rng, 0.006), 2000), lambda t: 1 - t / 0.006), 0.4)
    return tick


def role() -> Samples:
    """A card slid across the table and set down."""
    rng = random.Random(606)
    dur = 0.45
    n = round(dur * RATE)

    def sweep(i: int) -> float:  # the swoosh brightens as the card speeds up
        return 900 + 2600 * math.sin(math.pi * min(1.0, i / (0.32 * RATE)))

    swish = lowpass(highpass(noise(rng, dur), 500), sweep)
    swish = shape(swish, lambda t: math.sin(math.pi * min(1.0, t / 0.34)) ** 2 if t < 0.34 else 0)
    tap = partials(0.1, [(700, 0.5, 0.02), (1500, 0.3, 0.01)])
    out = [0.0] * n
    mix_in(out, 0, swish, 2.0)
    mix_in(out, 0.32, tap, 0.5)
    return out


def end() -> Samples:
    """A short brass fanfare: C-E-G then a held high C."""
    notes = [(523.25, 0.0, 0.16), (659.25, 0.16, 0.16), (783.99, 0.32, 0.16), (1046.5, 0.48, 0.8)]
    buf = silence(1.35)
    for f, start, dur in notes:
        n = round((dur + 0.05) * RATE)
        tone = [0.0] * n
        for h in range(1, 7):  # bright, brassy harmonics
            w = TAU * f * h / RATE
            a = 1 / h**0.9
            for i in range(n):
                vib = 1 + 0.004 * math.sin(TAU * 5.5 * i / RATE) * min(1, i / (0.2 * RATE))
                tone[i] += a * math.sin(w * i * vib)

        def env(t: float, dur: float = dur) -> float:
            attack = min(1.0, t / 0.025)
            release = 1.0 if t < dur - 0.04 else max(0.0, (dur + 0.05 - t) / 0.09)
            return attack * release * (0.85 + 0.15 * math.exp(-t / 0.08))

        mix_in(buf, start, shape(lowpass(tone, 3500), env))
    return buf


SOUNDS: dict[str, Callable[[], Samples]] = {
    "coins": coins,
    "barrel": barrel,
    "build": build,
    "ship": ship,
    "click": click,
    "role": role,
    "end": end,
}


def write_wav(path: Path, samples: Samples) -> None:
    if len(samples) / RATE > MAX_SECONDS:
        raise ValueError(f"{path.name}: {len(samples) / RATE:.2f} s is longer than {MAX_SECONDS} s")
    ints = [max(-32767, min(32767, round(v * 32767))) for v in samples]
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(struct.pack(f"<{len(ints)}h", *ints))


def build_all(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in SOUNDS.items():
        path = out / f"{name}.wav"
        write_wav(path, normalise(fade(make())))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder")
    args = parser.parse_args(argv)
    paths = build_all(args.out)
    total = sum(p.stat().st_size for p in paths)
    print(f"{len(paths)} sounds in {args.out} ({total / 1e3:.0f} kB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
