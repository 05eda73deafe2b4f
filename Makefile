# Two entry points: `make run` (install + play) and `make test` (install + lint + tests).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP_RUN := $(VENV)/.installed-run
STAMP_TEST := $(VENV)/.installed-test

.PHONY: run test soak lint format bench dist screenshot clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP_RUN): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(STAMP_TEST): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@ $(STAMP_RUN)

run: $(STAMP_RUN)
	$(BIN)/python main.py

test: $(STAMP_TEST)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/python -m pytest -n auto

# Ten times the fuzz volume of `make test` (random playouts with invariant checks), every box.
soak: $(STAMP_TEST)
	FUZZ_SCALE=10 $(BIN)/python -m pytest -n auto tests/puerto_rico/engine/test_fuzz.py \
		tests/puerto_rico/engine/test_fuzz_all_modules.py \
		tests/san_juan/engine/test_sj_fuzz.py tests/santiago/test_santiago_fuzz.py

lint: $(STAMP_TEST)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

format: $(STAMP_TEST)
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

bench: $(STAMP_RUN)
	$(BIN)/python benchmarks/bench_engine.py --seats 4 --games 500

dist: $(STAMP_RUN)
	$(BIN)/python -m pip install --quiet pyinstaller
	$(BIN)/pyinstaller --noconfirm --distpath dist --workpath build build.spec

# The README's screenshot, taken from a real window on a virtual screen (Debian: xvfb).
screenshot: $(STAMP_RUN)
	xvfb-run -a -s "-screen 0 1600x900x24" $(BIN)/python tools/screenshot.py --out docs/screenshot.png --steps 300
	xvfb-run -a -s "-screen 0 1600x900x24" $(BIN)/python tools/screenshot.py --out docs/draft.png --scene draft --steps 9

clean:
	rm -rf $(VENV) build dist *.egg-info
