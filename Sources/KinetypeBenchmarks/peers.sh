#!/usr/bin/env bash
# Kinetype against its peers in one run (`make bench-peers`): Manim Community end to end, and
# ffmpeg re-encoding Kinetype's own frames (PNG to PNG, and its two-pass palette GIF). Prints a
# table of medians, then each goal with its ratio and PASS or FAIL. It is a report: it exits 0
# whatever the figures, and non-zero only when a tool itself fails.
#
#   REPS=N     repetitions of each timed command (default 5); the commands take turns
#              (A B C … A B C …) so that each sees the same machine load
#   QUICK=1    one repetition, and no 1080p Manim renders: for trying the script out
#   SWIFT=…    the swift driver (default swift)
#   MANIM_VERSION=…  the Manim Community release to install (default below)
#
# Installs what is missing: the Debian packages Manim builds on (apt, only those not installed),
# Manim itself in a virtual environment under .build/peers-venv (pinned), and Kinetype's release
# binary as installed (under .build/static). Everything rendered goes to a temporary folder, removed on exit.
set -euo pipefail
export LC_ALL=C

QUICK=${QUICK:-0}
REPS=${REPS:-5}
[ "$QUICK" = 1 ] && REPS=1
SWIFT=${SWIFT:-swift}
MANIM_VERSION=${MANIM_VERSION:-0.19.2}
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
VENV=$ROOT/.build/peers-venv
MANIM_SCENE=$ROOT/Sources/KinetypeBenchmarks/peers_manim.py
TITLE=Examples/Scenes/title.yaml
# The Debian packages Manim Community needs to install (its Linux instructions) and the tools
# this script runs: ffmpeg, and GNU time for peak memory.
APT_PACKAGES=(pkg-config build-essential python3-dev python3-venv libcairo2-dev libpango1.0-dev ffmpeg time)

case "$REPS" in '' | *[!0-9]* | 0) echo "error: REPS='$REPS' is not a positive whole number, for example REPS=5" >&2; exit 2 ;; esac

WORK=$(mktemp -d -t kinetype-peers.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
cd "$ROOT"

# MARK: - Installing what is missing

missing=()
for p in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get update && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends "${missing[@]}"
fi

installed_manim() {
  "$VENV/bin/python" -c 'import importlib.metadata as m; print(m.version("manim"))' 2>/dev/null || true
}
if [ "$(installed_manim)" != "$MANIM_VERSION" ]; then
  echo "Installing Manim Community $MANIM_VERSION into $VENV"
  python3 -m venv --clear "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "manim==$MANIM_VERSION"
fi
MANIM=$VENV/bin/manim

# The binary as `make install` builds it: release, the Swift runtime linked statically (which
# saves the dynamic loader's work at every start), in a scratch path of its own so that the
# normal release build is left alone.
echo "Building kinetype (release, static Swift runtime, as installed)"
STATIC_BUILD=(-c release --static-swift-stdlib --scratch-path "$ROOT/.build/static")
"$SWIFT" build "${STATIC_BUILD[@]}" --product kinetype
KINETYPE=$("$SWIFT" build "${STATIC_BUILD[@]}" --show-bin-path)/kinetype

# MARK: - Running and timing

LOAD_START=$(cut -d' ' -f1-3 /proc/loadavg)
mkdir -p "$WORK/times" "$WORK/logs" "$WORK/src" "$WORK/out"
SRC=$WORK/src
OUT=$WORK/out

# run NAME COMMAND…: runs the command with its output in a log; on failure prints the log's
# end and stops the script.
run() {
  local name=$1; shift
  if ! "$@" >"$WORK/logs/$name.log" 2>&1; then
    echo "error: $name failed: $*" >&2
    tail -n 20 "$WORK/logs/$name.log" >&2
    exit 1
  fi
}

# children_cpu: sets CPU to the user + system seconds of every process this shell has waited
# for (the second line of `times`, which must run in this shell, not in a subshell).
children_cpu() {
  times >"$WORK/cpu"
  CPU=$(awk 'NR == 2 { for (i = 1; i <= 2; i++) { split($i, p, "m"); sum += p[1] * 60 + p[2] } print sum }' "$WORK/cpu")
}

# timed NAME COMMAND…: runs the command; appends its wall time in milliseconds to times/NAME,
# and the CPU time it and its children took (all threads) to times/NAME.cpu.
timed() {
  local name=$1; shift
  children_cpu
  local cpu_start=$CPU start=$EPOCHREALTIME
  run "$name" "$@"
  local end=$EPOCHREALTIME
  children_cpu
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f\n", (b - a) * 1000 }' >>"$WORK/times/$name"
  awk -v a="$cpu_start" -v b="$CPU" 'BEGIN { printf "%.1f\n", (b - a) * 1000 }' >>"$WORK/times/$name.cpu"
}

# The W1 card: "Visual Effects" appearing, 2 s at 30 fps (60 frames), on a 1280x720 canvas.
W1=(--text "Visual Effects" --size 96 --transition appear --canvas 1280x720 --fps 30 --duration 2)

kinetype() { "$KINETYPE" render "$@" --progress none; }

# manim_render FORMAT W,H FOLDER: the W1 scene at 30 fps, nothing cached.
manim_render() {
  "$MANIM" render --format "$1" --fps 30 -r "$2" --disable_caching --silent --progress_bar none -v WARNING \
    --media_dir "$3" "$MANIM_SCENE" VisualEffects
}

# ffmpeg_png FRAMES FOLDER: ffmpeg re-encodes a PNG sequence as a PNG sequence.
ffmpeg_png() {
  mkdir -p "$2"
  ffmpeg -v error -y -framerate 30 -i "$1/frame-%05d.png" "$2/%05d.png"
}

# ffmpeg_gif FRAMES GIF: ffmpeg's two-pass GIF, a palette from the frames' differences and
# then the frames mapped onto it (the settings GIFBenchmarks.swift compares against).
ffmpeg_gif() {
  ffmpeg -v error -y -framerate 30 -i "$1/frame-%05d.png" -vf palettegen=stats_mode=diff "$2.palette.png"
  ffmpeg -v error -y -framerate 30 -i "$1/frame-%05d.png" -i "$2.palette.png" \
    -lavfi paletteuse=dither=sierra2_4a:diff_mode=rectangle "$2"
}

# The frames ffmpeg re-encodes and the GIFs are compared with: Kinetype's own PNG sequences.
echo "Rendering the source frames"
run src-w1-720 kinetype "${W1[@]}" -o "$SRC/w1-720/"
run src-w1-1080 kinetype "${W1[@]}" --scale 1.5 -o "$SRC/w1-1080/"
run src-title-720 kinetype "$TITLE" -o "$SRC/title-720/"
run src-title-1080 kinetype "$TITLE" --scale 1.5 -o "$SRC/title-1080/"
# Manim's first run compiles its modules and fills font caches: not part of a render.
run manim-warm-up manim_render png 1280,720 "$WORK/manim-warm-up"

# Each contender: a name, what it does, and its command (its output is $OUT/<name>, a file or
# a folder, removed before each run).
CONTENDERS=(
  "k-w1-gif-720|kinetype W1 -> GIF 1280x720|kinetype ${W1[*]@Q} -o \$OUT/k-w1-gif-720.gif"
  "m-w1-gif-720|Manim W1 -> GIF 1280x720|manim_render gif 1280,720 \$OUT/m-w1-gif-720"
  "f-w1-gif-720|ffmpeg palettegen+paletteuse, W1 720p frames|ffmpeg_gif \$SRC/w1-720 \$OUT/f-w1-gif-720.gif"
  "k-w1-png-720|kinetype W1 -> PNG sequence 1280x720|kinetype ${W1[*]@Q} -o \$OUT/k-w1-png-720/"
  "m-w1-png-720|Manim W1 -> PNG sequence 1280x720|manim_render png 1280,720 \$OUT/m-w1-png-720"
  "f-w1-png-720|ffmpeg PNG -> PNG, W1 720p frames|ffmpeg_png \$SRC/w1-720 \$OUT/f-w1-png-720"
  "k-w1-gif-1080|kinetype W1 --scale 1.5 -> GIF 1920x1080|kinetype ${W1[*]@Q} --scale 1.5 -o \$OUT/k-w1-gif-1080.gif"
  "m-w1-gif-1080|Manim W1 -> GIF 1920x1080|manim_render gif 1920,1080 \$OUT/m-w1-gif-1080"
  "f-w1-gif-1080|ffmpeg palettegen+paletteuse, W1 1080p frames|ffmpeg_gif \$SRC/w1-1080 \$OUT/f-w1-gif-1080.gif"
  "k-w1-png-1080|kinetype W1 --scale 1.5 -> PNG sequence 1920x1080|kinetype ${W1[*]@Q} --scale 1.5 -o \$OUT/k-w1-png-1080/"
  "m-w1-png-1080|Manim W1 -> PNG sequence 1920x1080|manim_render png 1920,1080 \$OUT/m-w1-png-1080"
  "f-w1-png-1080|ffmpeg PNG -> PNG, W1 1080p frames|ffmpeg_png \$SRC/w1-1080 \$OUT/f-w1-png-1080"
  "k-title-gif-720|kinetype title.yaml -> GIF 1280x720|kinetype \$TITLE -o \$OUT/k-title-gif-720.gif"
  "f-title-gif-720|ffmpeg palettegen+paletteuse, title 720p frames|ffmpeg_gif \$SRC/title-720 \$OUT/f-title-gif-720.gif"
  "k-title-png-720|kinetype title.yaml -> PNG sequence 1280x720|kinetype \$TITLE -o \$OUT/k-title-png-720/"
  "f-title-png-720|ffmpeg PNG -> PNG, title 720p frames|ffmpeg_png \$SRC/title-720 \$OUT/f-title-png-720"
  "k-title-png-1080-t1|kinetype title.yaml --scale 1.5 --threads 1 -> PNG seq.|kinetype \$TITLE --scale 1.5 --threads 1 -o \$OUT/k-title-png-1080-t1/"
  "k-title-png-1080-t2|kinetype title.yaml --scale 1.5 --threads 2 -> PNG seq.|kinetype \$TITLE --scale 1.5 --threads 2 -o \$OUT/k-title-png-1080-t2/"
  "f-title-png-1080|ffmpeg PNG -> PNG, title 1080p frames|ffmpeg_png \$SRC/title-1080 \$OUT/f-title-png-1080"
)

declare -A COMMAND DESCRIPTION
NAMES=()
for c in "${CONTENDERS[@]}"; do
  IFS='|' read -r name description command <<<"$c"
  if [ "$QUICK" = 1 ] && [[ $name == m-*-1080 ]]; then continue; fi
  NAMES+=("$name")
  DESCRIPTION[$name]=$description
  COMMAND[$name]=$command
done

for ((rep = 1; rep <= REPS; rep++)); do
  echo "Round $rep of $REPS: ${#NAMES[@]} commands"
  for name in "${NAMES[@]}"; do
    rm -rf "$OUT/$name" "$OUT/$name".*
    eval "timed $name ${COMMAND[$name]}"
  done
done

# frames_of OUTPUT: the frames a render holds at 30 fps: a folder's PNG files, else a file's
# duration in frames (a GIF merges identical frames into one), else the frames ffprobe decodes
# (APNG gives no duration).
frames_of() {
  if [ -d "$1" ]; then find "$1" -type f -name '*.png' | wc -l; return; fi
  local duration
  duration=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$1")
  if [[ $duration =~ ^[0-9.]+$ ]]; then
    awk -v d="$duration" 'BEGIN { printf "%d\n", d * 30 + 0.5 }'
  else
    ffprobe -v error -count_frames -select_streams v:0 -show_entries stream=nb_read_frames -of csv=p=0 "$1"
  fi
}

# MARK: - Peak memory of long renders

# A 20-second 1920x1080 card at 30 fps (600 frames): title.yaml, 1.5 times as large, held longer.
# The render's peak is GNU time's %M: the largest resident set of kinetype or of any process it
# waited for (APNG and MP4 go through an ffmpeg process: the larger of the two, not their sum).
# Kinetype's own peak is its VmHWM, read every 0.1 s while it runs.
RSS_FORMATS=(gif apng mp4 png-sequence)
echo "Peak memory: 600-frame 1920x1080 renders (${RSS_FORMATS[*]})"
for format in "${RSS_FORMATS[@]}"; do
  case $format in
    png-sequence) output=$OUT/rss-$format/ ;;
    *) output=$OUT/rss.$format ;;
  esac
  start=$EPOCHREALTIME
  /usr/bin/time -f %M -o "$WORK/rss-$format" "$KINETYPE" render "$TITLE" --scale 1.5 --fps 30 --duration 20 \
    --progress none -o "$output" >"$WORK/logs/rss-$format.log" 2>&1 &
  timer=$!
  own=0
  while state=$(awk '/^State:/ { print $2 }' "/proc/$timer/status" 2>/dev/null) && [ -n "$state" ] && [ "$state" != Z ]; do
    child=$(cat "/proc/$timer/task/$timer/children" 2>/dev/null || true)
    hwm=$(awk '/^VmHWM:/ { print $2 }' "/proc/${child%% *}/status" 2>/dev/null || true)
    [ -n "$child" ] && [ -n "$hwm" ] && own=$hwm
    sleep 0.1
  done
  if ! wait "$timer"; then
    echo "error: the $format render for peak memory failed" >&2
    tail -n 20 "$WORK/logs/rss-$format.log" >&2
    exit 1
  fi
  end=$EPOCHREALTIME
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f\n", (b - a) * 1000 }' >"$WORK/times/rss-$format"
  echo "$own" >"$WORK/rss-$format.own"
  frames_of "$output" >"$WORK/rss-$format.frames"
  rm -rf "$output"
done

# MARK: - Measures

median() { sort -n "$WORK/times/$1" | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
range() { sort -n "$WORK/times/$1" | awk 'NR == 1 { lo = $1 } { hi = $1 } END { printf "%s-%s", lo, hi }'; }
bytes() { du -sb "$1" | cut -f1; }
megabytes() { awk -v k="$1" 'BEGIN { printf "%.1f", k * 1024 / 1e6 }'; }  # KiB to MB (10^6 bytes)
decibels() { awk -v d="$1" 'BEGIN { if (d == "inf") print d; else printf "%.2f", d }'; }

# psnr GIF FRAMES: PSNR in dB over RGB of a GIF against the frames it was made from. ffmpeg
# decodes both; the GIF is resampled to the frames' 30 fps (nearest frame, so a frame GIF
# timing rounded to centiseconds lands on its own source frame, and a frame merged into a longer
# delay is counted once per source frame it stands for). The figure is ffmpeg's `psnr` average:
# 10·log10(255² / MSE), the MSE over every channel of every frame (as GIFBenchmarks.swift).
psnr() {
  ffmpeg -hide_banner -nostats -framerate 30 -i "$2/frame-%05d.png" -i "$1" \
    -lavfi "[0:v]format=rgb24[source];[1:v]fps=30,format=rgb24[gif];[source][gif]psnr" -f null - 2>&1 |
    sed -n 's/.*PSNR .*average:\([^ ]*\).*/\1/p'
}

# ratio A B: A/B with two decimals.
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
# at_least X Y: PASS when X ≥ Y (inf counts as larger than any number).
at_least() {
  awk -v x="$1" -v y="$2" 'BEGIN { if (x == "inf") x = 1e300; if (y == "inf") y = 1e300; print (x + 0 >= y + 0) ? "PASS" : "FAIL" }'
}

# output NAME: what a contender wrote: its GIF, or the folder of its PNG frames (Manim keeps
# them under its media folder, beside caches and partial movies that are not counted).
output() {
  case $1 in
    m-*-gif-*) find "$OUT/$1" -name '*.gif' -print -quit ;;
    m-*-png-*) dirname "$(find "$OUT/$1" -name '*.png' -print -quit)" ;;
    *-gif-*) echo "$OUT/$1.gif" ;;
    *) echo "$OUT/$1" ;;
  esac
}

# Sanity: every output has its frames (W1 60, title.yaml 90; a GIF's by its duration, since
# identical frames may be merged), and Kinetype's PNG sequences do not depend on the run or the
# thread count.
NOTES=()
for name in "${NAMES[@]}"; do
  count=$(frames_of "$(output "$name")")
  case $name in *title*) expected=90 ;; *) expected=60 ;; esac
  [ "$count" = "$expected" ] || NOTES+=("$name has $count frames, not $expected")
done
for pair in "k-w1-png-720 w1-720" "k-w1-png-1080 w1-1080" "k-title-png-720 title-720" \
            "k-title-png-1080-t1 title-1080" "k-title-png-1080-t2 title-1080"; do
  set -- $pair
  diff -rq "$OUT/$1" "$SRC/$2" >/dev/null ||
    NOTES+=("$1 differs from another render of the same card (output should be byte-identical)")
done

# MARK: - Report

echo
echo "Kinetype against its peers, $(date -u +%Y-%m-%d): $(nproc) cores, $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)"
echo "kinetype $("$KINETYPE" --version), Manim Community $(installed_manim), $(ffmpeg -version | head -1 | cut -d' ' -f1-3)"
echo "W1: \"Visual Effects\" --size 96 --transition appear, 2 s at 30 fps (60 frames); title.yaml: 3 s (90 frames)."
echo "Wall clock from launch to exit in ms, median and range of $REPS runs each, the commands taking turns;"
echo "CPU: median user + system time of the command and its children, all threads."
echo "Load average before the renders: $LOAD_START; after: $(cut -d' ' -f1-3 /proc/loadavg) (other work on the cores slows the timings)."
echo
printf '%-20s %-54s %10s %17s %10s %12s\n' "contender" "what" "median ms" "min-max ms" "CPU ms" "output bytes"
for name in "${NAMES[@]}"; do
  printf '%-20s %-54s %10s %17s %10s %12s\n' "$name" "${DESCRIPTION[$name]}" "$(median "$name")" "$(range "$name")" \
    "$(median "$name.cpu")" "$(bytes "$(output "$name")")"
done
echo
printf '%-40s %18s %18s %8s %8s\n' "600-frame 1920x1080 (title.yaml, 20 s)" "render peak RSS MB" "kinetype's own MB" "frames" "wall s"
for format in "${RSS_FORMATS[@]}"; do
  printf '%-40s %18s %18s %8s %8s\n' "$format" "$(megabytes "$(cat "$WORK/rss-$format")")" \
    "$(megabytes "$(cat "$WORK/rss-$format.own")")" "$(cat "$WORK/rss-$format.frames")" \
    "$(awk '{ printf "%.1f", $1 / 1000 }' "$WORK/times/rss-$format")"
done

echo
printf '%-68s %-40s %s\n' "goal" "measured" "result"
goal() { printf '%-68s %-40s %s\n' "$1" "$2" "$3"; }

m=$(median m-w1-gif-720) k=$(median k-w1-gif-720) r=$(ratio "$m" "$k")
goal "W1 GIF 720p: >= 25x faster than Manim, end to end" "${r}x ($m / $k ms)" "$(at_least "$r" 25)"
if [ "$QUICK" != 1 ]; then
  m=$(median m-w1-gif-1080) k=$(median k-w1-gif-1080) r=$(ratio "$m" "$k")
  goal "(for reference) W1 GIF 1080p against Manim" "${r}x ($m / $k ms)" "-"
fi
for pair in "w1-png-720 w1-png-720 W1-720p" "w1-png-1080 w1-png-1080 W1-1080p" "title-png-720 title-png-720 title-720p" \
            "title-png-1080-t2 title-png-1080 title-1080p"; do
  set -- $pair
  f=$(median "f-$2") k=$(median "k-$1") r=$(ratio "$f" "$k")
  goal "PNG sequence ${3/-/ }: faster than ffmpeg PNG->PNG of its frames" "${r}x ($f / $k ms)" \
    "$(awk -v r="$r" 'BEGIN { print (r > 1) ? "PASS" : "FAIL" }')"
done
for pair in "w1-gif-720 w1-720 W1-720p" "w1-gif-1080 w1-1080 W1-1080p" "title-gif-720 title-720 title-720p"; do
  set -- $pair
  f=$(median "f-$1") k=$(median "k-$1") r=$(ratio "$f" "$k")
  goal "GIF ${3/-/ }: >= 3x faster than ffmpeg palettegen+paletteuse" "${r}x ($f / $k ms)" "$(at_least "$r" 3)"
  kb=$(bytes "$OUT/k-$1.gif") fb=$(bytes "$OUT/f-$1.gif")
  goal "  no more bytes than ffmpeg's GIF" "$kb against $fb" "$(at_least "$fb" "$kb")"
  kp=$(psnr "$OUT/k-$1.gif" "$SRC/$2") fp=$(psnr "$OUT/f-$1.gif" "$SRC/$2")
  [ -n "$kp" ] && [ -n "$fp" ] || { echo "error: ffmpeg's psnr filter gave no figure for $1" >&2; exit 1; }
  goal "  no lower PSNR than ffmpeg's GIF (against the source frames)" "$(decibels "$kp") against $(decibels "$fp") dB" \
    "$(at_least "$kp" "$fp")"
done
t1=$(median k-title-png-1080-t1) t2=$(median k-title-png-1080-t2) r=$(ratio "$t1" "$t2")
goal "PNG sequence title 1080p: --threads 2 >= 1.8x --threads 1" "${r}x ($t1 / $t2 ms)" "$(at_least "$r" 1.8)"
for format in "${RSS_FORMATS[@]}"; do
  mb=$(megabytes "$(cat "$WORK/rss-$format")")
  goal "peak RSS < 150 MB: 600 frames 1920x1080, $format" "$mb MB (kinetype's own $(megabytes "$(cat "$WORK/rss-$format.own")"))" \
    "$(awk -v m="$mb" 'BEGIN { print (m < 150) ? "PASS" : "FAIL" }')"
done

if [ ${#NOTES[@]} -gt 0 ]; then
  echo
  for note in "${NOTES[@]}"; do echo "note: $note"; done
fi
exit 0
