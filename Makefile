# decomplab — the two commands are `make lab` and `make test`.
GO ?= go
export PATH := $(shell $(GO) env GOPATH)/bin:$(PATH)

# Tools the checks build, pinned, into .cache/bin (as kernel setup does for GoNB).
BIN := $(CURDIR)/.cache/bin
STATICCHECK_VERSION := v0.8.2
STATICCHECK := $(BIN)/staticcheck-$(STATICCHECK_VERSION)

# RACE_PKGS: the packages with concurrency (study.Run's workers, the
# progress bars, the GTP client's writer, the notebook bridge). RACE_STUDIES:
# the tests of cmd/decomp that run studies, whose searches run in parallel
# (TestOneEyeStudy runs on one worker: two minutes under -race for nothing).
RACE_PKGS := ./lib/study/... ./kernel/... ./internal/gtp
RACE_STUDIES := -run 'Study' -skip 'TestOneEyeStudy$$' ./cmd/decomp

.PHONY: all deps lab test unit short race lint api-check data bench vet setup notebooks reports check figures lint-notebooks test-slurm

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
	$(GO) test -count=1 -timeout 30m ./...

# short: the inner loop while editing, every package with -short (smaller
# random samples, no GNU Go games, no studies): about a minute on 2 cores.
short:
	$(GO) test -short -count=1 ./...

# race: the concurrent code under the race detector, with -short (after
# deps: a study plays GNU Go).
race: deps
	$(GO) test -race -short -count=1 $(RACE_PKGS)
	$(GO) test -race -short -count=1 $(RACE_STUDIES)

# lint: gofmt, go vet and staticcheck (pinned above); all must be silent.
lint: $(STATICCHECK)
	@unformatted=$$(find . -name '*.go' -not -path './.*' -not -path '*/testdata/*' -exec gofmt -l {} +); \
	  if [ -n "$$unformatted" ]; then echo "gofmt -l lists:"; echo "$$unformatted"; exit 1; fi
	$(GO) vet ./...
	$(STATICCHECK) ./...

$(STATICCHECK):
	@mkdir -p $(BIN)
	@echo "installing staticcheck $(STATICCHECK_VERSION) into $(BIN) (about a minute)"
	GOBIN=$(BIN) GOFLAGS= $(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION)
	mv $(BIN)/staticcheck $@

# api-check: lists what breaks the shared contracts, and fails on it (also
# in go test ./...): exported functions taking a context.Context without a
# search.Budget, string-keyed counters (Count("..."), Counters) and
# exported API of lib/ exposing an internal package's type.
api-check:
	$(GO) test -count=1 -v -run 'Report' ./internal/apicheck

# data: regenerates every data set under data/ (each package's
# //go:generate line runs its generator; data/README.md).
data:
	$(GO) generate ./...

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
	$(GO) run ./lib/figures/internal/makefigures -scale quick -thumbs notebooks/img

# lint-notebooks: every notebook cell gofmt-clean, no %% cell over 25 lines,
# go vet clean on the cells put together (with goimports, built from the
# version go.mod pins, as kernel setup builds it).
lint-notebooks: $(BIN)/goimports
	$(GO) run ./kernel lint

$(BIN)/goimports: go.mod
	@mkdir -p $(BIN)
	$(GO) build -o $@ golang.org/x/tools/cmd/goimports

lint: lint-notebooks

# test-slurm: a single-node Slurm cluster on this machine (installs slurmctld,
# slurmd, slurm-client and munge with apt-get; needs root) runs quick studies
# as 4-task job arrays; their merges must equal one run (internal/slurmtest).
test-slurm:
	$(GO) run ./internal/slurmtest
