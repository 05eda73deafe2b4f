"""Entry point: `python main.py` (see game/cli.py for the flags)."""

from game.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
