#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and the address sanitizer, runs each for its share of
# FUZZ_SECONDS (600 by default, split evenly), then prints runs, speed, coverage and crashes per
# target. Called by `make fuzz`, from the package folder.
#
# Each target starts from its committed seeds (Tests/Fuzz/Corpus/<target>) and its dictionary
# (Tests/Fuzz/Dictionaries/<target>.dict); what it finds goes to a working corpus in
# .build-fuzz/corpus/<target>, kept between runs and never committed. A crash, a hang (an input
# taking more than FUZZ_TIMEOUT seconds), running out of memory or a leak stops that target and
# leaves the input in .build-fuzz/artifacts/<target>/; the script then exits 1.
#
#   FUZZ_SECONDS=60 make fuzz                   one minute in all
#   FUZZ_TARGETS="markup color" make fuzz       only these targets
#   FUZZ_EACH=600 make fuzz                     ten minutes for each target (instead of a share of FUZZ_SECONDS)
#
# The targets caption-<format> (caption-srt, caption-ebu-stl … one a reader, as --caption-format
# names them) are one program, fuzz-caption-reader, told its reader by KINETYPE_FUZZ_CAPTION_FORMAT;
# each has its own seeds in Tests/Fuzz/Corpus/caption-<format>. The target `captions` reads every
# input as every format.
#   .build-fuzz/release/fuzz-markup CRASH-FILE  replay one input (or: swift run fuzz-markup CRASH-FILE)
set -uo pipefail

SWIFT=${SWIFT:-swift}
TOTAL=${FUZZ_SECONDS:-600}
TIMEOUT=${FUZZ_TIMEOUT:-10}
CAPTION_TARGETS=$(cd Tests/Fuzz/Corpus && ls -d caption-* | tr '\n' ' ')
TARGETS=(${FUZZ_TARGETS:-scene-yaml scene-json markup symbol-effect color captions batch-rows svg-path plot-spec $CAPTION_TARGETS})
SCRATCH=.build-fuzz
HERE=Tests/Fuzz

# Longest input per target: a few times the largest seed, short enough to keep the runs fast.
max_len() {
    case $1 in
        scene-yaml | scene-json | captions | caption-*) echo 8192 ;;
        batch-rows) echo 4096 ;;
        svg-path) echo 2048 ;;
        markup) echo 1024 ;;
        symbol-effect) echo 256 ;;
        *) echo 128 ;;
    esac
}

# Optimised (five to ten times the runs of a debug build; bounds and overflow checks stay on), and
# without dead stripping, which would drop libFuzzer's coverage counters. `--sanitize fuzzer` tells
# SwiftPM that libFuzzer brings the main; the sanitizers themselves go in one flag after it, as
# swiftc keeps only the last -sanitize= it is given (`--sanitize fuzzer --sanitize address` reach it
# in either order, so one of the two would be lost). The C code (libyaml) gets both as well.
BUILD=("$SWIFT" build -c release --disable-dead-strip --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address
       -Xcc -fsanitize=fuzzer-no-link,address -Xswiftc -DKINETYPE_FUZZING --scratch-path "$SCRATCH")
# Allocation stacks five frames deep: enough to read a report, and much cheaper than 30.
export ASAN_OPTIONS=${ASAN_OPTIONS:-malloc_context_size=5}
# The program of a target: caption-<format> is fuzz-caption-reader.
program() {
    case $1 in
        caption-*) echo fuzz-caption-reader ;;
        *) echo "fuzz-$1" ;;
    esac
}
built=" "
for target in "${TARGETS[@]}"; do
    [ -d "$HERE/Corpus/$target" ] || { echo "fuzz.sh: no fuzz target '$target' (no $HERE/Corpus/$target)" >&2; exit 2; }
    product=$(program "$target")
    [[ $built == *" $product "* ]] && continue
    echo "== building $product"
    "${BUILD[@]}" --product "$product" || exit 1
    built+="$product "
done
BIN=$("${BUILD[@]}" --show-bin-path)

SHARE=${FUZZ_EACH:-$(( TOTAL / ${#TARGETS[@]} ))}
(( SHARE > 0 )) || SHARE=1
mkdir -p "$SCRATCH/logs"
failed=0
rows=()
for target in "${TARGETS[@]}"; do
    corpus="$SCRATCH/corpus/$target" artifacts="$SCRATCH/artifacts/$target" log="$SCRATCH/logs/$target.log"
    mkdir -p "$corpus" "$artifacts"
    echo "== fuzzing $target for ${SHARE}s (log: $log)"
    dictionary=()
    [ -f "$HERE/Dictionaries/$target.dict" ] && dictionary=("-dict=$HERE/Dictionaries/$target.dict")
    KINETYPE_FUZZ_CAPTION_FORMAT=${target#caption-} "$BIN/$(program "$target")" -max_total_time="$SHARE" -max_len="$(max_len "$target")" -timeout="$TIMEOUT" \
        -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts/" "${dictionary[@]}" \
        "$corpus" "$HERE/Corpus/$target" > "$log" 2>&1
    status=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    cov=$(grep -oE 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -1 | awk '{print $2, $4}')
    found=$(find "$artifacts" -type f | wc -l)
    rows+=("$(printf '%-14s %10s %8s %6s %7s %7s %8s' "$target" "${runs:-?}" "${speed:-?}" \
        "${cov%% *}" "${cov##* }" "$(find "$corpus" -type f | wc -l)" "$found")")
    if (( status != 0 || found > 0 )); then
        failed=1
        echo "   $target stopped (exit $status); the last lines of its log:"
        tail -n 25 "$log" | sed 's/^/   | /'
        find "$artifacts" -type f | sed 's/^/   input: /'
    fi
done

echo
echo "Fuzzing, ${SHARE}s per target (libFuzzer + address sanitizer, -timeout=${TIMEOUT}):"
printf '%-14s %10s %8s %6s %7s %7s %8s\n' target runs exec/s cov ft corpus crashes
printf '%s\n' "${rows[@]}"
if (( failed )); then
    echo "Crashes, hangs or leaks above: the inputs are in $SCRATCH/artifacts/; make each a regression test."
    exit 1
fi
