# decomplab — the two commands are `make lab` and `make test`.
GO ?= go
export PATH := $(shell $(GO) env GOPATH)/bin:$(PATH)

.PHONY: all deps lab test unit bench vet setup notebooks reports check figures lint-notebooks

all: test

# deps installs what the Go tests need: GNU Go (the peer program of several tests).
deps:
	@command -v gnugo >/dev/null 2>&1 || test -x /usr/games/gnugo || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "installing Debian package gnugo"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq gnugo; \
	  else echo "please install GNU Go: sudo apt-get install gnugo" >&2; exit 1; fi; }

vet:
	$(GO) vet ./...

unit: deps vet
	$(GO) test -count=1 ./...

# test: the Go checks, then the notebooks headless (setup installs Jupyter,
# nbconvert and Chromium with apt-get when run as root, builds GoNB and
# goimports into .cache/bin, fetches ECharts into .cache/echarts), the
# Chromium check of every report, and a start/stop of the lab server.
test: unit notebooks

setup:
	$(GO) run ./kernel setup

notebooks: setup
	$(GO) run ./kernel report
	$(GO) run ./kernel lab -smoke -no-setup

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./lib/...

# lab: set up, then serve notebooks/ on 127.0.0.1 (the URL with its token is printed).
lab:
	$(GO) run ./kernel lab

# reports: every notebook at full scale into reports/ (HTML and PNG).
reports: setup
	$(GO) run ./kernel report -full -timeout 2h

check:
	$(GO) run ./kernel check

# figures: every paper figure (SVG, PDF, PNG) and table (CSV, LaTeX) of
# lib/figures' catalog into figures/, with figures/README.md; study rows
# come from `decomp study` and its cache in results/.
figures: setup
	$(GO) run ./lib/figures/internal/makefigures -scale quick

# lint-notebooks: every notebook cell gofmt-clean, no %% cell over 25 lines,
# go vet clean on the cells put together (needs goimports: make setup).
lint-notebooks:
	$(GO) run ./kernel lint

lint: lint-notebooks
