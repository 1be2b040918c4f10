# jev — common tasks. `make test` is what CI runs (.ci/run).

GO        ?= go
BENCHTIME ?= 2s
BENCH     ?= .
PKGS      ?= ./...

.PHONY: test install bench demo fmt fmt-check vet build clean

## test: install the browser stack if missing, fill the module cache (the doc-snippet test tidies a module offline), then run every test under the race detector
test:
	$(GO) run ./cmd/jev install
	$(GO) mod download all
	$(GO) test -race -count=1 -timeout 30m $(PKGS)

## install: install the browser stack (Playwright driver, Chromium) if missing
install:
	$(GO) run ./cmd/jev install

## bench: run the benchmarks (observe, lexical, ...); BENCH=regexp BENCHTIME=5x PKGS=./observe/ narrow it
bench:
	$(GO) run ./cmd/jev install
	$(GO) test -run='^$$' -bench='$(BENCH)' -benchtime=$(BENCHTIME) -benchmem $(PKGS)

## demo: install what is missing, run the example assertions against the bundled demo app, write the HTML report
demo:
	@echo "jev demo: compiling jev (the first time takes a minute or two)"
	$(GO) run ./cmd/jev demo

## fmt: gofmt every Go file
fmt:
	gofmt -w $$(git ls-files -co --exclude-standard '*.go')

## fmt-check: fail when a Go file is not gofmt-clean
fmt-check:
	@out=$$(gofmt -l $$(git ls-files -co --exclude-standard '*.go')); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

vet:
	$(GO) vet $(PKGS)

## build: build the jev binary into bin/
build:
	$(GO) build -o bin/jev ./cmd/jev

clean:
	rm -rf bin
