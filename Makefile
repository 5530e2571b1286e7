# decomplab — the two commands are `make lab` and `make test`.
GO ?= go
export PATH := $(shell $(GO) env GOPATH)/bin:$(PATH)

.PHONY: all deps lab test unit bench vet

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

test: unit

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./lib/...

lab:
	@echo "the notebook environment is not yet set up (see README)"
