# decomplab — the two commands are `make lab` and `make test`.
GO ?= go
export PATH := $(shell $(GO) env GOPATH)/bin:$(PATH)

.PHONY: all deps lab test unit bench vet setup notebooks reports check test-slurm

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

# test-slurm: a single-node Slurm cluster on this machine (installs slurmctld,
# slurmd, slurm-client and munge with apt-get; needs root) runs quick studies
# as 4-task job arrays; their merges must equal one run (internal/slurmtest).
test-slurm:
	$(GO) run ./internal/slurmtest
