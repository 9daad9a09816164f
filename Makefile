# PreferencePlayground — the two commands: `make demo` and `make test`.
SHELL := /bin/bash
SWIFT ?= swift
APT_TEST_PKGS := libsdl2-dev libsdl2-ttf-dev libharfbuzz-dev libsdl2-image-dev libpng-dev libfribidi-dev xvfb xdotool x11-utils imagemagick fonts-noto-color-emoji fonts-noto-cjk wamerican poppler-utils valgrind
APT_DEMO_PKGS := libsdl2-dev libsdl2-ttf-dev libharfbuzz-dev libsdl2-image-dev libpng-dev libfribidi-dev fonts-noto-color-emoji fonts-noto-cjk wamerican poppler-utils

.PHONY: test demo bench bench-instructions bench-misses deps-test deps-demo build clean dependency-check

# Installs the Debian packages in $(1) that are missing (needs root or sudo).
define apt_install
	@missing=""; for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing >/dev/null; \
	fi
endef

deps-test:
	$(call apt_install,$(APT_TEST_PKGS))

deps-demo:
	$(call apt_install,$(APT_DEMO_PKGS))

build: deps-demo
	$(SWIFT) build

# The by-URL dependency check builds a second copy of the package from clean (about 550
# CPU-seconds while the macros needed swift-syntax; less since, not measured alone); it starts first, at the lowest priority, so that it runs
# on what the build and the suite leave of the two cores (the build's serial steps and links, the
# suite's waits on windows and compilers) instead of slowing them. It stays in make's session
# (Linux weighs each session's processes together: a niceness counts only inside one), so a
# failed build stops it and its compilers by their parent. The instruction check counts a few
# benchmark frames of the debug build under callgrind (under a minute) beside the suite.
# Their output follows the suite's; any of the three failing fails `make test`.
test: deps-test
	@log=$$(mktemp); counts=$$(mktemp); \
	nice -n 19 scripts/dependency-check.sh >"$$log" 2>&1 & check=$$!; \
	if ! $(SWIFT) build --build-tests; then kill $$(cat /proc/$$check/task/*/children 2>/dev/null) $$check 2>/dev/null; wait $$check; rm -f "$$log" "$$counts"; exit 1; fi; \
	scripts/instruction-check.sh >"$$counts" 2>&1 & icheck=$$!; \
	$(SWIFT) test --skip-build; tests=$$?; \
	wait $$icheck; counted=$$?; wait $$check; checked=$$?; \
	cat "$$log" "$$counts"; rm -f "$$log" "$$counts"; \
	[ $$checked -eq 0 ] || echo "make test: the dependency check failed (its output is above)"; \
	[ $$counted -eq 0 ] || echo "make test: the instruction check failed (its output is above)"; \
	[ $$tests -eq 0 ] && [ $$checked -eq 0 ] && [ $$counted -eq 0 ]

demo: deps-demo
	$(SWIFT) build --product playground
	@if [ -n "$$DISPLAY" ] || [ -n "$$WAYLAND_DISPLAY" ]; then \
	  $(SWIFT) run --skip-build playground run; \
	else \
	  echo "No display found: recording a short headless run instead."; \
	  $(SWIFT) run --skip-build playground run frames-onchange --headless --record out/demo --duration 2 --script demo/taps.txt && \
	  echo "Frames written to $$(pwd)/out/demo (open frame-00060.png)"; \
	fi

# Benchmarks (issue 6, targets in docs/performance-profile.md): own scratch path so it never collides with debug builds.
# Prints the workload table, the 100,000-frame soak and the targets table (a few minutes: the 111k
# trees take seconds per frame). `.build-bench/release/playground-bench soak` runs only the soak; the
# options (--quick, --only, --no-soak, profile) are listed at the top of Sources/playground-bench/Bench/main.swift.
bench:
	$(SWIFT) build -c release --scratch-path .build-bench --product playground-bench
	$(SWIFT) build -c release --scratch-path .build-bench --product playground
	.build-bench/release/playground-bench

# Instructions per frame under callgrind (repeatable, unlike times): month grid, trees, list.
bench-instructions:
	$(SWIFT) build -c release --scratch-path .build-bench --product playground-bench
	scripts/instructions-per-frame.sh

# First-level data misses per frame under callgrind's cache simulation (the large trees' time is
# memory, which the wall clock here is too noisy to show step by step).
bench-misses:
	$(SWIFT) build -c release --scratch-path .build-bench --product playground-bench
	scripts/misses-per-frame.py

# A throwaway package that depends on this checkout by git URL and version (part of `make test`).
dependency-check:
	scripts/dependency-check.sh

clean:
	rm -rf .build out
