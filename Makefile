# Kinetype — animated typography on Linux.
#
# Rules:
#   make setup            install the Debian packages Kinetype needs that are missing
#                         (runs apt-get update once, then apt-get install -y; does nothing when all are present)
#   make build            debug build of the library, the CLI and the examples
#   make pictures         the README's contact sheet and plots, made by kinetype sheet and kinetype plot, into
#                         Examples/Gallery (sheet-title.png, plot-springs.svg, plot-appear.svg, and vectors.yaml
#                         as a GIF, as Lottie played by rlottie and as animated SVG shown by Chromium, and
#                         lower-third-any-aspect.yaml at 16:9, 9:16 and 1:1)
#   make examples         run every example target (frames into out/<example>/; the custom command line
#                         renders Examples/CustomRenderer/stripes.yaml into out/stripes.gif)
#   make demo             setup + release build + render the default scene (Examples/Scenes/title.yaml) to out/
#                         as a GIF and an MP4, and the appearance example's frames
#   make gallery          render every scene in Examples/Scenes to out/gallery/ as GIFs (at half size, or with the
#                         options of a '# gallery: …' line in the scene), and the captions in Examples/Captions
#   make test             setup + every public declaration documented (Tests/Lint/public-docs.py) + the docs' code
#                         examples collected in Tests/KinetypeDocExamplesTests (Tests/DocExamples/extract.py --check;
#                         the tests compile and run them) + the build, with
#                         every import a declared dependency (Tests/Lint/declared-imports.py, and SwiftPM's check),
#                         then the whole test suite (swift test), the preview's in headless Chromium included;
#                         the per-pixel modules compiled optimised (KINETYPE_OPTIMIZED_KERNELS=1)
#   make test-package     setup + a package of its own in a temporary folder that depends on this checkout by path,
#                         as the README's "The library" shows, builds every code example of the docs and runs each
#                         in a process of its own, and checks that card.export(to: "x.gif") writes a GIF
#                         (Tests/DocExamples/package.sh; builds Kinetype again); CI runs it after make test-cluster
#   make test-tsan        setup + the test suite under the thread sanitizer (own build in .build-tsan/; less the
#                         suites that only drive external tools); CI runs it after make test
#   make test-cluster     setup + Slurm and munge from Debian, a one-node cluster on loopback, a batch as a job
#                         array checked against the unsharded batch (Tests/Cluster/slurm.sh); CI runs it
#   make test-asan        setup + the whole test suite under the address sanitizer (own build in .build-asan/)
#   make fuzz             setup + build the fuzz targets (scene loader on YAML and JSON, inline markup, symbol
#                         effect dot syntax, colours, caption files, each caption reader on its own, batch rows, SVG path data, plot specs)
#                         with libFuzzer and the address sanitizer in .build-fuzz/, run
#                         each for its share of FUZZ_SECONDS (600 in all by default) from the seeds in
#                         Tests/Fuzz/Corpus, and print runs, exec/s, coverage and crashes per target
#   make bench            setup + release build + the benchmarks (figures go to BENCHMARKS.md by hand)
#   make bench-peers      setup + Kinetype against its peers in one run (Sources/KinetypeBenchmarks/peers.sh):
#                         Manim Community end to end and ffmpeg re-encoding Kinetype's frames, medians of REPS
#                         alternating runs (5 by default), peak memory of 600-frame 1080p renders, then each goal
#                         with PASS or FAIL; installs Manim (pinned, in .build/peers-venv) and the Debian packages
#                         it needs when missing. QUICK=1: one run each and no 1080p Manim
#                         The long-form rows (make bench-long) run last.
#   make bench-long       setup + long-form work (Sources/KinetypeBenchmarks/long-form.sh): a 60 s talk's captions
#                         over a 1080p clip against ffmpeg burning the same ASS with libass, the captions alone
#                         with alpha to WebM and ProRes against real time, 10 minutes against one (SECONDS_LONG)
#   make bench-batch      setup + one `kinetype batch` process against a process a row (ROWS=1000 lower thirds)
#   make bench-preview    setup + the preview serving the title card: frames a second from the server, and drawn
#                         a second by the page playing in headless Chromium (Sources/KinetypeBenchmarks/preview.sh)
#   make record-shaping   regenerate the shaping expectations from hb-shape (Tests/KinetypeTextTests/Shaping)
#   make record-goldens   regenerate the golden PNGs (RECORD=1 swift test --filter Golden; fails on purpose)
#   make install          setup + release build, then install the binary as $(PREFIX)/bin/kinetype and the
#                         bundled fonts as $(PREFIX)/share/kinetype/Fonts (PREFIX=/usr/local by default;
#                         DESTDIR=<staging folder> is put in front of both, for packaging)
#   make uninstall        remove what `make install` put in $(PREFIX) (same PREFIX and DESTDIR)
#   make docs             build the DocC documentation of every library module into out/docs/<Module>
#   make clean            remove build products and out/

SHELL := /bin/bash
SWIFT ?= swift
OUT ?= out
PREFIX ?= /usr/local
DESTDIR ?=

# Debian packages: C libraries (-dev), and the tools the tests use as independent references.
PACKAGES := pkg-config libharfbuzz-dev libfribidi-dev libunibreak-dev libcairo2-dev \
            libfreetype-dev libfontconfig-dev fontconfig libgif-dev libimagequant-dev libspng-dev \
            librsvg2-dev webp-pixbuf-loader heif-gdk-pixbuf libheif-examples \
            libharfbuzz-bin libfribidi-bin librsvg2-bin ffmpeg pngcheck libssl-dev parallel chromium chromium-driver \
            libhyphen-dev hyphen-en-us hyphen-de hyphen-fr hyphen-es hyphen-it hyphen-nl hyphen-pt-pt hyphen-sv \
            python3-venv zlib1g-dev liblcms2-dev woff2 woff-tools libxml2-utils \
            libfftw3-dev aubio-tools

FUZZ_SECONDS ?= 600

EXAMPLES := appearance wave glow highlight line-opacity

.PHONY: setup build demo gallery pictures examples test test-package test-tsan test-asan test-cluster fuzz bench bench-peers bench-long bench-batch bench-preview bench-captions record-shaping record-goldens install uninstall docs clean

# Installs the Debian packages of $(1) that are missing: apt-get update once, then apt-get install.
define install_missing
	@missing=""; \
	for p in $(1); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y --no-install-recommends $$missing; \
	fi
endef

setup:
	$(call install_missing,$(PACKAGES))

build: setup
	$(SWIFT) build

BIN = $$($(SWIFT) build -c release --show-bin-path)
SCENE_VARS := --var "name=Ada Lovelace" --var "role=Analytical Engine programmer"

demo: setup
	$(SWIFT) build -c release --product kinetype
	$(SWIFT) build -c release --product appearance-example
	@mkdir -p $(OUT)
	$(BIN)/kinetype render Examples/Scenes/title.yaml -o $(OUT)/title.gif
	$(BIN)/kinetype render Examples/Scenes/title.yaml -o $(OUT)/title.mp4
	$(BIN)/kinetype render --text "Kinetype — مرحبا — שלום — 👋🏽" --size 72 -o $(OUT)/still.png
	$(BIN)/appearance-example $(OUT)/appearance
	@echo "Rendered $(OUT)/title.gif, $(OUT)/title.mp4, $(OUT)/still.png and $(OUT)/appearance/"

gallery: setup
	$(SWIFT) build -c release --product kinetype
	@mkdir -p $(OUT)/gallery
	for f in Examples/Scenes/*.yaml; do \
	  options=$$(sed -n 's/^# gallery: //p' $$f); \
	  $(BIN)/kinetype render $$f $(SCENE_VARS) $${options:---scale 0.5} -o $(OUT)/gallery/$$(basename $$f .yaml).gif || exit 1; \
	done
	for f in Examples/Captions/*.vtt; do \
	  $(BIN)/kinetype captions $$f --canvas 640x200 --size 34 --background "#101018" -o $(OUT)/gallery/captions-$$(basename $$f .vtt).gif || exit 1; \
	done

pictures: setup $(PYTHON_TOOLS)
	$(SWIFT) build -c release --product kinetype
	$(BIN)/kinetype sheet Examples/Scenes/title.yaml --frames 8 --columns 4 -o Examples/Gallery/sheet-title.png
	@mkdir -p $(OUT)
	$(BIN)/kinetype render Examples/Scenes/vectors.yaml --scale 0.75 -o Examples/Gallery/vectors.gif
	$(BIN)/kinetype render Examples/Scenes/vectors.yaml -o $(OUT)/vectors.json
	$(BIN)/kinetype render Examples/Scenes/vectors.yaml --format animated-svg -o $(OUT)/vectors.svg
	.build/python/bin/python Examples/Vectors/players.py lottie $(OUT)/vectors.json Examples/Gallery/vectors-rlottie.gif 480
	.build/python/bin/python Examples/Vectors/players.py svg $(OUT)/vectors.svg 2 Examples/Gallery/vectors-chromium.png 480
	$(BIN)/kinetype plot --compare --spring smooth --spring snappy --spring bouncy -o Examples/Gallery/plot-springs.svg
	# One template at 16:9, 9:16 and 1:1 (--aspect), a still of each at a quarter size.
	for a in 16:9 9:16 1:1; do \
	  $(BIN)/kinetype render Examples/Scenes/lower-third-any-aspect.yaml $(SCENE_VARS) --aspect $$a --scale 0.25 --at 2 \
	    -o Examples/Gallery/any-aspect-$$(echo $$a | tr : x).png || exit 1; \
	done
	$(BIN)/kinetype plot --transition appear --elements 5 -o Examples/Gallery/plot-appear.svg
	$(BIN)/kinetype sheet Examples/Audio/beat-title.yaml --every 0.1 --columns 8 -o Examples/Gallery/sheet-beat-title.png
	$(BIN)/kinetype sheet Examples/Audio/audiogram.yaml --every 0.25 --columns 8 -o Examples/Gallery/sheet-audiogram.png
	$(BIN)/kinetype plot --compare --effect replace.morph --effect "replace.scramble(digits)" --elements 4 --duration 1 \
	  -o Examples/Gallery/plot-text-changes.svg
	$(BIN)/kinetype render Examples/Scenes/text-changes.yaml --scale 0.5 --fps 20 -o Examples/Gallery/text-changes.gif
	for f in karaoke youtube whisperx pop interview lyrics; do \
	  $(BIN)/kinetype sheet Examples/Captions/$$f.yaml --every 0.7 --columns 4 -o Examples/Gallery/sheet-captions-$$f.png || exit 1; \
	done
	# Each caption preset on a 9:16 card: Examples/Captions/presets.yaml with the preset's name put in.
	bin=$(BIN); for p in $$($$bin/kinetype presets --json | python3 -c 'import json, sys; print(*(p["name"] for p in json.load(sys.stdin)))'); do \
	  sed "s/preset: bold-pop/preset: $$p/" Examples/Captions/presets.yaml | (cd Examples/Captions && $$bin/kinetype sheet - --every 0.75 --columns 8 \
	    -o ../Gallery/sheet-preset-$$p.png) || exit 1; \
	done

examples: setup
	@mkdir -p $(OUT)
	for e in $(EXAMPLES); do $(SWIFT) run -c release $$e-example $(OUT)/$$e || exit 1; done
	$(SWIFT) run -c release custom-kinetype render Examples/CustomRenderer/stripes.yaml -o $(OUT)/stripes.gif

# The per-pixel modules are optimised in the test build (KINETYPE_OPTIMIZED_KERNELS, see
# Package.swift): the same bytes, and the suite no longer waits on unoptimised blur loops.
KERNELS := KINETYPE_OPTIMIZED_KERNELS=1

# Independent readers from PyPI that the tests check Kinetype's files with, in a virtual
# environment under .build: OpenTimelineIO's own library (.otio) and its FCPXML adapter (reads
# .fcpxml as Final Cut Pro writes it), rlottie's Python binding (plays Lottie and .tgs) and the
# Lottie specification's JSON schema (lottie-specs, with jsonschema), pysubs2 (reads ASS) and
# mir_eval (scores the sound analysis's onsets), shapely (checks outline morphs' rings).
PYTHON_PACKAGES := opentimelineio==0.18.1 otio-fcpx-xml-adapter==1.0.0 rlottie-python==1.3.8 lottie-specs==0.5.2 jsonschema==4.26.0 \
                   pysubs2==1.8.1 mir_eval==0.8.2 check-jsonschema==0.39.0 fonttools==4.68.0 mcp==2.3.0 shapely==2.2.0
PYTHON_TOOLS := .build/python/tools-6
PYTHON_SETUP = python3 -m venv .build/python && .build/python/bin/pip install --quiet --disable-pip-version-check $(PYTHON_PACKAGES) && touch $(PYTHON_TOOLS)
$(PYTHON_TOOLS):
	$(PYTHON_SETUP)

# First the count of public declarations without a doc comment (it must be 0) and of imports
# that Package.swift does not declare as direct dependencies (Tests/Lint/declared-imports.py),
# then the build, with SwiftPM's own check (which also takes a dependency's dependencies; it
# prints what it finds and builds on, so its words are looked for), then the tests. The Python
# readers are installed while the package resolves and builds (the wait is the network's), and
# waited for before the tests. InterruptionLatencyTests runs alone after the rest: it times a
# kinetype process from a signal to its exit against the second the README promises, which a
# machine busy with a thousand other tests in parallel cannot show. The build is the test bundle and what it runs (the CLI, the
# examples), without debug information (less to compile, write and link; a failure still names
# its test, file and line): the fuzz targets and the benchmarks are built by test-tsan's
# `swift test`, which builds every target, and by make fuzz and make bench.
TEST_BUILD := $(KERNELS) $(SWIFT) build --product KinetypePackageTests -debug-info-format none
test: setup
	@mkdir -p .build
	@if [ ! -e $(PYTHON_TOOLS) ]; then ( $(PYTHON_SETUP) ) > .build/python-setup.log 2>&1 & echo $$! > .build/python-setup.pid; fi
	python3 Tests/Lint/public-docs.py
	python3 Tests/DocExamples/extract.py --check
	set -o pipefail; $(SWIFT) package dump-package | python3 Tests/Lint/declared-imports.py
	set -o pipefail; $(TEST_BUILD) --explicit-target-dependency-import-check=error 2>&1 | tee .build/test-build.log
	@! grep 'without declaring it a dependency' .build/test-build.log
	@if [ -e .build/python-setup.pid ]; then \
	  while kill -0 $$(cat .build/python-setup.pid) 2>/dev/null; do sleep 1; done; rm -f .build/python-setup.pid; \
	fi; [ -e $(PYTHON_TOOLS) ] || { cat .build/python-setup.log; echo "the Python readers did not install (above)"; exit 1; }
	$(KERNELS) $(SWIFT) test --skip-build -debug-info-format none --skip InterruptionLatencyTests
	$(KERNELS) $(SWIFT) test --skip-build -debug-info-format none --filter InterruptionLatencyTests

# A separate scratch path, so the instrumented build does not replace the normal one. The suites
# that only drive external tools around the kinetype command (captions, batches through GNU
# parallel and the cluster scripts, concat) are left out here: their concurrency is ffmpeg's and
# the engines', and the batch's own threads are under the sanitizer in BatchTests. This keeps
# test-tsan within CI's time on 2 cores. InterruptionLatencyTests times a kinetype process from a
# signal to its exit against the one second the README promises, which an instrumented binary,
# slower to exit, cannot keep. test-tsan is not part of make test (which stays within 15 minutes);
# .ci/run runs both.
TSAN_SKIP := --skip CaptionsCommandTests --skip BatchCommandTests --skip ConcatCommandTests --skip DeployRecipeTests \
             --skip InterruptionLatencyTests
test-tsan: setup $(PYTHON_TOOLS)
	$(KERNELS) $(SWIFT) test --sanitize=thread --scratch-path .build-tsan $(TSAN_SKIP)

# The same for the address sanitizer (out-of-bounds access, use after free, leaks). Memory that
# fontconfig, Foundation and XCTest hold until exit is not ours to free: Tests/Sanitizers/leaks.supp.
test-asan: setup
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/leaks.supp $(SWIFT) test --sanitize=address --scratch-path .build-asan

# Tests/Fuzz/fuzz.sh says more: working corpus, artifacts, FUZZ_TARGETS, replaying an input.
fuzz: setup
	SWIFT=$(SWIFT) FUZZ_SECONDS=$(FUZZ_SECONDS) bash Tests/Fuzz/fuzz.sh

bench: setup
	$(SWIFT) run -c release KinetypeBenchmarks

# A report, not a test: it exits 0 whatever the figures, and fails only when a tool fails.
bench-peers: setup
	SWIFT=$(SWIFT) bash Sources/KinetypeBenchmarks/peers.sh
	$(MAKE) --no-print-directory bench-long

# A report: long-form captions against ffmpeg + libass and against real time, with PASS/FAIL.
bench-long: setup
	$(call install_missing,time bc)
	SWIFT=$(SWIFT) bash Sources/KinetypeBenchmarks/long-form.sh

# The docs' examples built against this checkout by a package of its own (Tests/DocExamples/package.sh).
test-package: setup
	SWIFT=$(SWIFT) bash Tests/DocExamples/package.sh

# A one-node Slurm cluster on this machine runs a batch as a job array (Tests/Cluster/slurm.sh).
test-cluster: setup
	$(call install_missing,slurm-wlm munge)
	SWIFT=$(SWIFT) bash Tests/Cluster/slurm.sh

# A report: one batch process against a process a row, on ROWS (default 1000) lower thirds.
bench-batch: setup
	SWIFT=$(SWIFT) bash Sources/KinetypeBenchmarks/batch.sh

# A report: a generated 2-hour SRT to a 720p MP4 (peak memory) and a still at 1:30:00 (time).
bench-captions: setup
	$(call install_missing,time bc)
	SWIFT=$(SWIFT) bash Sources/KinetypeBenchmarks/long-captions.sh

# A report: the preview's frames a second, served and drawn by a playing page.
bench-preview: setup
	SWIFT=$(SWIFT) bash Sources/KinetypeBenchmarks/preview.sh

record-shaping: setup
	python3 Tests/KinetypeTextTests/Shaping/record.py

record-goldens: setup
	-RECORD=1 $(SWIFT) test --filter Golden
	@echo "Recorded the goldens: a recording run fails on purpose, one issue per file written; look at them, then run make test."

# The installed binary links the Swift runtime statically, so it runs without the toolchain; it
# finds the fonts at <folder of the binary>/../share/kinetype/Fonts (or $KINETYPE_FONTS).
INSTALL_BIN := $(DESTDIR)$(PREFIX)/bin
INSTALL_SHARE := $(DESTDIR)$(PREFIX)/share/kinetype

install: setup
	$(SWIFT) build -c release --product kinetype --static-swift-stdlib
	install -d "$(INSTALL_BIN)" "$(INSTALL_SHARE)"
	install -m 755 "$$($(SWIFT) build -c release --static-swift-stdlib --show-bin-path)/kinetype" "$(INSTALL_BIN)/kinetype"
	rm -rf "$(INSTALL_SHARE)/Fonts"
	cp -R Fonts "$(INSTALL_SHARE)/Fonts"
	chmod -R u=rwX,go=rX "$(INSTALL_SHARE)/Fonts"
	@echo "Installed $(INSTALL_BIN)/kinetype and $(INSTALL_SHARE)/Fonts"

uninstall:
	rm -f "$(INSTALL_BIN)/kinetype"
	rm -rf "$(INSTALL_SHARE)"

# Every library module that has a DocC catalogue (Sources/<Module>/<Module>.docc), one site each.
DOC_MODULES := $(patsubst Sources/%/,%,$(dir $(wildcard Sources/*/*.docc)))
docs: setup
	@mkdir -p $(OUT)/docs
	set -o pipefail; for m in $(DOC_MODULES); do \
	  $(SWIFT) package --allow-writing-to-directory $(OUT)/docs/$$m generate-documentation --target $$m \
	    --output-path $(OUT)/docs/$$m --disable-indexing --transform-for-static-hosting --hosting-base-path $$m \
	    2>&1 | tee -a $(OUT)/docs/build.log || exit 1; \
	done
	@echo "Documentation in $(OUT)/docs/<Module> (static sites: serve the folder over HTTP); warnings in $(OUT)/docs/build.log"

clean:
	rm -rf .build .build-tsan .build-asan .build-fuzz $(OUT)
