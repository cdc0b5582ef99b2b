#!/usr/bin/env bash
# A film's worth of captions (`make bench-captions`): a generated 2-hour SRT (about 2,000 cues,
# one or two lines each) rendered whole to a 720p MP4, and a still at 1:30:00. Reports the peak
# memory of each (GNU time's maximum resident set) and the still's wall time, with PASS/FAIL
# against the goals: peak memory under 300 MB, the still under 2 s. Then files far past a film:
# a still near the end of a 10-hour SRT, and of 100,000 cues that all hold tags (an SRT with
# <i>, <b>, <font color> and {\an8}; an ASS karaoke file with \k, \kf, \c and \i), each
# under 5 s. A report: it exits 0 whatever the figures, and fails only when a tool fails.
#
#   HOURS=N    the file's length in hours (default 2)
#   SWIFT=…    the swift driver (default swift)
HOURS=${HOURS:-2}
source "$(dirname "${BASH_SOURCE[0]}")/release-kinetype.sh" captions
trap 'rm -rf "$WORK"' EXIT

# Cues of 1.5 to 4 s with 0.2 to 1.5 s between, 3 to 14 words, two lines when long.
awk -v hours="$HOURS" 'BEGIN {
  srand(7)
  nw = split("the a of to and in it is that you was he for on are with as his they be at one have this from or had by word but what some we can out other were all there when up use your how said an each she which do their time if will way about many then them write would like so these her long make thing see him two has look more day could go come did number sound no most people my over know water than call first who may down side been now find", w, " ")
  t = 1; n = 1
  while (t < hours * 3600 - 5) {
    d = 1.5 + rand() * 2.5; k = 3 + int(rand() * 12); text = ""
    for (i = 0; i < k; i++) { word = w[1 + int(rand() * nw)]; text = text (i == 0 ? toupper(substr(word, 1, 1)) substr(word, 2) : (i == int(k / 2) && k > 7 ? "\n" : " ") word) }
    printf "%d\n%s --> %s\n%s.\n\n", n, stamp(t), stamp(t + d), text
    n++; t += d + 0.2 + rand() * 1.3
  }
}
function stamp(s,   ms) { ms = int(s * 1000 + 0.5); return sprintf("%02d:%02d:%02d,%03d", int(ms / 3600000), int(ms / 60000) % 60, int(ms / 1000) % 60, ms % 1000) }' > "$WORK/film.srt"
cues=$(grep -c -- '-->' "$WORK/film.srt")
echo "film.srt: $cues cues over $HOURS h"

measure() { # label, then the command; prints "label seconds peak-MB"
  local label=$1; shift
  /usr/bin/time -f "%e %M" -o "$WORK/time" "$@" >/dev/null 2>"$WORK/stderr" || { cat "$WORK/stderr" >&2; exit 1; }
  read -r seconds kilobytes < "$WORK/time"
  echo "$label $seconds $((kilobytes / 1024))"
}
still=$(measure still "$KINETYPE" captions "$WORK/film.srt" --canvas 1280x720 --background black --at 5400 -o "$WORK/still.png")
video=$(measure video "$KINETYPE" captions "$WORK/film.srt" --canvas 1280x720 --background black --progress none -o "$WORK/film.mp4")
read -r _ still_seconds still_mb <<< "$still"
read -r _ video_seconds video_mb <<< "$video"
frames=$(ffprobe -v error -select_streams v:0 -show_entries stream=nb_frames -of csv=p=0 "$WORK/film.mp4")
verdict() { if [ "$(echo "$1" | bc)" = 1 ]; then echo PASS; else echo FAIL; fi; }
printf '%-34s %10s %10s %s\n' "" "seconds" "peak MB" "goal"
printf '%-34s %10s %10s %s %s\n' "still at 1:30:00 (720p PNG)" "$still_seconds" "$still_mb" "under 2 s:" "$(verdict "$still_seconds < 2")"
printf '%-34s %10s %10s %s %s\n' "whole film, $frames frames (720p MP4)" "$video_seconds" "$video_mb" "under 300 MB:" "$(verdict "$video_mb < 300")"

# Ten hours of two-second cues, and 100,000 cues that all hold tags (0.8 s apart: 22 hours,
# within a card's 24).
awk 'BEGIN { for (t = 0; t < 36000; t += 2.5) printf "%d\n%s --> %s\nCue %d of a long talk, with words\n\n", ++n, stamp(t), stamp(t + 2), n }
function stamp(s,   ms) { ms = int(s * 1000 + 0.5); return sprintf("%02d:%02d:%02d,%03d", int(ms / 3600000), int(ms / 60000) % 60, int(ms / 1000) % 60, ms % 1000) }' > "$WORK/ten-hours.srt"
awk 'BEGIN { for (i = 0; i < 100000; i++) printf "%d\n%s --> %s\n<i>Line</i> <font color=\"#ffcc00\">number</font> {\\an8}<b>%d</b> said\n\n", i + 1, stamp(i * 0.8), stamp(i * 0.8 + 0.6), i }
function stamp(s,   ms) { ms = int(s * 1000 + 0.5); return sprintf("%02d:%02d:%02d,%03d", int(ms / 3600000), int(ms / 60000) % 60, int(ms / 1000) % 60, ms % 1000) }' > "$WORK/tagged.srt"
{
  printf '[Script Info]\nScriptType: v4.00+\nPlayResX: 1280\nPlayResY: 720\n\n[Events]\n'
  printf 'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n'
  awk 'BEGIN { for (i = 0; i < 100000; i++) printf "Dialogue: 0,%s,%s,Default,,0,0,0,,{\\k20}Line {\\kf30\\c&H00FF00&}num{\\i1}ber {\\k25}%d\n", stamp(i * 80), stamp(i * 80 + 60), i }
  function stamp(cs) { return sprintf("%d:%02d:%02d.%02d", int(cs / 360000), int(cs / 6000) % 60, int(cs / 100) % 60, cs % 100) }'
} > "$WORK/tagged.ass"
ten=$(measure ten "$KINETYPE" captions "$WORK/ten-hours.srt" --canvas 1280x720 --background black --at 35990 -o "$WORK/ten.png")
srt=$(measure srt "$KINETYPE" captions "$WORK/tagged.srt" --canvas 1280x720 --background black --at 79990 -o "$WORK/srt.png")
ass=$(measure ass "$KINETYPE" captions "$WORK/tagged.ass" --canvas 1280x720 --background black --at 79990 -o "$WORK/ass.png")
for row in "$ten|still at 9:59:50 of a 10-hour SRT" "$srt|still at the end of 100,000 tagged SRT cues" "$ass|still at the end of 100,000 tagged ASS cues"; do
  read -r _ seconds mb <<< "${row%%|*}"
  printf '%-44s %10s %10s %s %s\n' "${row#*|}" "$seconds" "$mb" "under 5 s:" "$(verdict "$seconds < 5")"
done
