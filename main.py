"""Entry point: `python main.py` (see game/cli.py for the flags)."""

import multiprocessing

from game.cli import main

if __name__ == "__main__":
    # A frozen build starts the computer seats' thinking process from this executable.
    multiprocessing.freeze_support()
    raise SystemExit(main())
