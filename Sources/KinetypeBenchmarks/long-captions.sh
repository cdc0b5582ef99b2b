#!/usr/bin/env bash
# A film's worth of captions (`make bench-captions`): a generated 2-hour SRT (about 2,000 cues,
# one or two lines each) rendered whole to a 720p MP4, and a still at 1:30:00. Reports the peak
# memory of each (GNU time's maximum resident set) and the still's wall time, with PASS/FAIL
# against the goals: peak memory under 300 MB, the still under 2 s. A report: it exits 0 whatever
# the figures, and fails only when a tool fails.
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
