#!/usr/bin/env bash
# make test-package: a package of its own, in a temporary folder, depends on this checkout as the
# README says (`.package(path:)`, products named with the checkout folder's name as the package)
# and builds every code example of the docs into one program (Tests/DocExamples/main.swift and
# the files of Tests/KinetypeDocExamplesTests). Each example then runs in a process of its own,
# in an empty folder that is its working directory; last, `card.export(to: "x.gif")` must write
# a file that ffprobe reads as a GIF. Builds Kinetype again (debug), so CI runs it, not make test.
#
# SWIFT: the swift to use (swift); CONFIGURATION: debug (default) or release; PACKAGE_FOLDER: a
# folder to make the package in and keep, so that a second run builds only what changed (by
# default a temporary folder, removed at the end).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
NAME=$(basename "$ROOT")
SWIFT=${SWIFT:-swift}
CONFIGURATION=${CONFIGURATION:-debug}

python3 Tests/DocExamples/extract.py --check

if [ -n "${PACKAGE_FOLDER:-}" ]; then
    WORK=$PACKAGE_FOLDER
    mkdir -p "$WORK"
    rm -rf "$WORK"/example-* "$WORK/export" "$WORK/MyTitles/Sources"
else
    WORK=$(mktemp -d "${TMPDIR:-/tmp}/kinetype-package.XXXXXX")
    # SwiftPM also leaves lock files named after the build folder's path in the temporary folder.
    trap 'rm -rf "$WORK" "${TMPDIR:-/tmp}/$(printf %s "$WORK/MyTitles/.build" | tr / _)"*' EXIT
fi
SOURCES="$WORK/MyTitles/Sources/DocExamples"
mkdir -p "$SOURCES"
cp Tests/DocExamples/main.swift "$SOURCES/"
for file in DocExample DocExamples DocExampleNamespace DocExampleInputs DocExample+Givens; do
    cp "Tests/KinetypeDocExamplesTests/$file.swift" "$SOURCES/"
done
cp Tests/KinetypeDocExamplesTests/*.generated.swift "$SOURCES/"
# The manifest of the README's "The library" section, with this checkout's path.
cat > "$WORK/MyTitles/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MyTitles",
    dependencies: [
        .package(path: "$ROOT"),
    ],
    targets: [
        .executableTarget(
            name: "DocExamples",
            dependencies: [
                .product(name: "Kinetype", package: "$NAME"),
                .product(name: "KinetypeCommandLine", package: "$NAME"),
            ],
            swiftSettings: [.unsafeFlags(["-suppress-warnings"])]    // unused values the examples show
        ),
    ]
)
MANIFEST

echo "Building the docs' examples in $WORK/MyTitles against $ROOT ($CONFIGURATION)"
(cd "$WORK/MyTitles" && "$SWIFT" build -c "$CONFIGURATION" 2>&1 | tail -40)
BIN="$WORK/MyTitles/.build/$CONFIGURATION/DocExamples"
[ -x "$BIN" ] || { echo "the examples did not build (above)"; exit 1; }

COUNT=$("$BIN" "$ROOT" count)
failed=0 ran=0 compiled=0
for ((index = 0; index < COUNT; index++)); do
    folder="$WORK/example-$index"
    mkdir "$folder"
    if line=$(cd "$folder" && "$BIN" "$ROOT" run "$index" 2>&1); then
        case "$line" in *": ran") ran=$((ran + 1)) ;; *) compiled=$((compiled + 1)) ;; esac
    else
        echo "FAILED example $index: $line"
        failed=$((failed + 1))
    fi
    rm -rf "$folder"
done
echo "$COUNT examples: $ran ran, $compiled compiled only, $failed failed"

mkdir "$WORK/export"
(cd "$WORK/export" && "$BIN" "$ROOT" export x.gif)
format=$(ffprobe -v error -show_entries format=format_name -of default=noprint_wrappers=1:nokey=1 "$WORK/export/x.gif")
if [ "$format" != gif ] || [ ! -f "$WORK/export/x.gif" ]; then
    echo "card.export(to: x.gif) wrote what ffprobe reads as '$format', not a GIF file"
    exit 1
fi
echo "card.export(to: x.gif) wrote a GIF ($(stat -c %s "$WORK/export/x.gif") bytes)"
[ "$failed" = 0 ]
