# Kinetype — animated typography on Linux.
#
# Rules:
#   make setup            install the Debian packages Kinetype needs that are missing
#                         (runs apt-get update once, then apt-get install -y; does nothing when all are present)
#   make build            debug build of the library, the CLI and the examples
#   make examples         run every example target (frames into out/<example>/)
#   make demo             setup + release build + render the default scene (Examples/Scenes/title.yaml) to out/
#                         as a GIF and an MP4, and the appearance example's frames
#   make gallery          render every scene in Examples/Scenes to out/gallery/ as GIFs
#   make test             setup + the whole test suite (swift test)
#   make test-tsan        setup + the whole test suite under the thread sanitizer (own build in .build-tsan/)
#   make bench            setup + release build + the benchmarks (figures go to BENCHMARKS.md by hand)
#   make record-shaping   regenerate the shaping expectations from hb-shape (Tests/KinetypeTextTests/Shaping)
#   make record-goldens   regenerate the golden PNGs (RECORD=1 swift test --filter Golden)
#   make clean            remove build products and out/

SHELL := /bin/bash
SWIFT ?= swift
OUT ?= out

# Debian packages: C libraries (-dev), and the tools the tests use as independent references.
PACKAGES := pkg-config libharfbuzz-dev libfribidi-dev libunibreak-dev libcairo2-dev \
            libfreetype-dev libfontconfig-dev fontconfig libgif-dev libimagequant-dev \
            libharfbuzz-bin libfribidi-bin ffmpeg

EXAMPLES := appearance wave glow highlight line-opacity

.PHONY: setup build demo gallery examples test test-tsan bench record-shaping record-goldens clean

setup:
	@missing=""; \
	for p in $(PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y --no-install-recommends $$missing; \
	fi

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
	  $(BIN)/kinetype render $$f $(SCENE_VARS) --scale 0.5 -o $(OUT)/gallery/$$(basename $$f .yaml).gif || exit 1; \
	done

examples: setup
	@mkdir -p $(OUT)
	for e in $(EXAMPLES); do $(SWIFT) run -c release $$e-example $(OUT)/$$e || exit 1; done

test: setup
	$(SWIFT) test

# A separate scratch path, so the instrumented build does not replace the normal one.
test-tsan: setup
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan

bench: setup
	$(SWIFT) run -c release KinetypeBenchmarks

record-shaping: setup
	python3 Tests/KinetypeTextTests/Shaping/record.py

record-goldens: setup
	RECORD=1 $(SWIFT) test --filter Golden

clean:
	rm -rf .build $(OUT)
