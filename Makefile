# Twilight — make targets. Every recipe runs under bash with -e -u -o pipefail,
# so a failing step fails the target.
SHELL := bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := run
.DELETE_ON_ERROR:

GO      ?= go
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS := -X main.version=$(VERSION)
# -trimpath keeps file paths out of what is compiled, so the Go build cache
# serves a fresh clone in any folder as it serves this one (without it each
# clone recompiled the whole module, about 95 CPU-s, and the programs the
# tests build). Given through GOFLAGS so the tests' own go build gets it.
TRIM    := $(strip -trimpath $(GOFLAGS))

.PHONY: run build test vet fmt-check release deps deps-test

## run: install missing system packages, build and open the game
run: deps
	$(GO) run -ldflags "$(LDFLAGS)" .

## build: build ./twilight (the game) and ./twilight-tools (scenario, validate, sim; needs no display) for this machine
build: deps
	$(GO) build -ldflags "$(LDFLAGS)" -o twilight .
	$(GO) build -ldflags "$(LDFLAGS)" -o twilight-tools ./cmd/twilight-tools

## test: system packages (with Xvfb), gofmt, go vet, then every test under Xvfb
# The scenes packages draw every screen at four scales and many sizes; on a
# loaded or slower machine that can pass go test's default limit of 10
# minutes a package. Tests that only log figures run with -figures
# (go test ./scenes -run Figures -figures -v).
# build/test.sh runs the longest package, ./scenes, at normal priority
# beside the others, niced (see the script for the figures).
test: deps-test fmt-check vet
	GOFLAGS="$(TRIM)" GO="$(GO)" build/test.sh

## vet: go vet every package
vet: deps
	GOFLAGS="$(TRIM)" $(GO) vet ./...

## fmt-check: fail if any Go file is not gofmt-formatted
fmt-check:
	@unformatted="$$(gofmt -l .)"; \
	if [[ -n "$$unformatted" ]]; then \
		echo "gofmt -l: these files need gofmt -w:" >&2; \
		echo "$$unformatted" >&2; \
		exit 1; \
	fi

## release: archives for linux/amd64 and windows/amd64 in dist/
release:
	VERSION="$(VERSION)" build/release.sh

deps:
	build/deps.sh build

deps-test:
	build/deps.sh test
