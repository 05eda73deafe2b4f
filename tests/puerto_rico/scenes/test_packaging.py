"""The PyInstaller build: make it, then run the built program's --selftest."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.slow
def test_pyinstaller_build_runs_its_selftest(tmp_path: Path) -> None:
    pyinstaller = shutil.which("pyinstaller", path=str(Path(sys.executable).parent))
    if pyinstaller is None:
        pytest.fail("pyinstaller is part of the test extra; install it with `make test`")
    subprocess.run(
        [
            pyinstaller,
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            str(tmp_path / "dist"),
            "--workpath",
            str(tmp_path / "build"),
            str(ROOT / "build.spec"),
        ],
        cwd=ROOT,
        check=True,
        timeout=900,
    )
    app = tmp_path / "dist" / "puerto-rico-1897" / "puerto-rico-1897"
    assert app.exists()
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PR1897_HOME=str(tmp_path / "home"),
    )
    done = subprocess.run(
        [str(app), "--selftest"], env=env, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "selftest: ok" in done.stdout
