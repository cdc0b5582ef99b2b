#!/usr/bin/env bash
# Long-form work against what a user would script instead (`make bench-long`, and the last part
# of `make bench-peers`): a generated 60 s talk (word-timed WebVTT, as Whisper tools and YouTube
# write it) over a 60 s 1080p clip with sound, against ffmpeg burning Kinetype's own ASS export
# with libass at ffmpeg's default x264 settings; the same captions alone with alpha, to WebM and
# ProRes 4444, against the talk's length; and 10 minutes of 720p captions against one minute,
# with peak memory. Prints each figure and each goal with PASS or FAIL. A report: it exits 0
# whatever the figures, and fails only when a tool fails.
#
#   SECONDS_LONG=N  the long render's length in seconds (default 600)
#   SWIFT=…         the swift driver (default swift)
SECONDS_LONG=${SECONDS_LONG:-600}
source "$(dirname "${BASH_SOURCE[0]}")/release-kinetype.sh" long-form
trap 'rm -rf "$WORK"' EXIT

# talk SECONDS FILE: a word-timed WebVTT talk: cues of 5 to 12 words, each word 0.2 to 0.5 s,
# an inline timestamp before every word but the first, 0.3 to 1.2 s between cues.
talk() {
  awk -v len="$1" 'BEGIN {
    srand(11)
    nw = split("so the idea was that we would take every word people say and put it on the screen as they say it which turns out to be harder than it sounds because nobody speaks in sentences they speak in bursts and pauses and then they rush", w, " ")
    print "WEBVTT\n"
    t = 0.5
    while (t < len - 4) {
      k = 5 + int(rand() * 8); start = t; text = ""
      for (i = 0; i < k; i++) {
        word = w[1 + int(rand() * nw)]
        text = text (i == 0 ? "" : " <" stamp(t) ">") word
        t += 0.2 + rand() * 0.3
      }
      printf "%s --> %s\n%s\n\n", stamp(start), stamp(t), text
      t += 0.3 + rand() * 0.9
    }
  }
  function stamp(s,   ms) { ms = int(s * 1000 + 0.5); return sprintf("%02d:%02d:%02d.%03d", int(ms / 3600000), int(ms / 60000) % 60, int(ms / 1000) % 60, ms % 1000) }' > "$2"
}
talk 60 "$WORK/talk.vtt"
talk "$SECONDS_LONG" "$WORK/long.vtt"

# The clip: 60 s of 1080p at 30 fps with moving detail and a tone, as a camera file would be
# (x264 at a high quality, AAC sound).
ffmpeg -v error -f lavfi -i "testsrc2=size=1920x1080:rate=30:duration=60" -f lavfi -i "sine=frequency=330:duration=60" \
  -c:v libx264 -preset veryfast -crf 18 -pix_fmt yuv420p -c:a aac -b:a 128k -shortest "$WORK/clip.mp4"

# measure NAME COMMAND…: runs the command; sets NAME_s (wall seconds) and NAME_mb (peak resident
# megabytes of it or any process it waited for).
measure() {
  local name=$1; shift
  /usr/bin/time -f "%e %M" -o "$WORK/time" "$@" >/dev/null 2>"$WORK/stderr" || { cat "$WORK/stderr" >&2; exit 1; }
  local seconds kilobytes
  read -r seconds kilobytes < "$WORK/time"
  printf -v "${name}_s" '%s' "$seconds"
  printf -v "${name}_mb" '%s' "$((kilobytes / 1024))"
}
bytes() { stat -c %s "$1"; }
# psnr FILE: the average PSNR (dB, Y U V) of FILE's frames against the clip's.
psnr() {
  ffmpeg -v error -i "$1" -i "$WORK/clip.mp4" -lavfi "[0:v][1:v]psnr=stats_file=-" -f null - 2>/dev/null \
    | awk '{ for (i = 1; i <= NF; i++) if ($i ~ /^psnr_avg:/) { split($i, a, ":"); if (a[2] != "inf") { s += a[2]; n++ } } } END { printf "%.2f", s / n }'
}
has_audio() { ffprobe -v error -select_streams a -show_entries stream=codec_type -of csv=p=0 "$1" | grep -q audio && echo yes || echo no; }
verdict() { if [ "$(echo "$1" | bc -l)" = 1 ]; then echo PASS; else echo FAIL; fi; }

# Kinetype's own ASS of the same pages, for libass.
"$KINETYPE" captions "$WORK/talk.vtt" --canvas 1920x1080 -o "$WORK/talk.ass" >/dev/null
measure ffmpeg_ass ffmpeg -v error -y -i "$WORK/clip.mp4" -vf "ass=$WORK/talk.ass" -c:a copy "$WORK/ffmpeg.mp4"
measure kinetype_over "$KINETYPE" captions "$WORK/talk.vtt" --over "$WORK/clip.mp4" --progress none -o "$WORK/kinetype.mp4"
measure kinetype_webm "$KINETYPE" captions "$WORK/talk.vtt" --canvas 1920x1080 --background clear --progress none -o "$WORK/alpha.webm"
measure kinetype_mov "$KINETYPE" captions "$WORK/talk.vtt" --canvas 1920x1080 --background clear --progress none -o "$WORK/alpha.mov"
measure one_minute "$KINETYPE" captions "$WORK/talk.vtt" --canvas 1280x720 --background black --progress none -o "$WORK/short.mp4"
measure long "$KINETYPE" captions "$WORK/long.vtt" --canvas 1280x720 --background black --progress none -o "$WORK/long.mp4"

ffmpeg_bytes=$(bytes "$WORK/ffmpeg.mp4"); kinetype_bytes=$(bytes "$WORK/kinetype.mp4")
speedup=$(echo "scale=2; $ffmpeg_ass_s / $kinetype_over_s" | bc -l)
size_ratio=$(echo "scale=2; $kinetype_bytes / $ffmpeg_bytes" | bc -l)
long_ratio=$(echo "scale=2; $long_s / $one_minute_s" | bc -l)
minutes=$(echo "scale=1; $SECONDS_LONG / 60" | bc -l)

echo
echo "Long form ($(nproc) cores): a 60 s word-timed talk; a 60 s 1920x1080 clip with sound"
printf '%-52s %9s %9s %11s %8s %6s\n' "" "seconds" "peak MB" "bytes" "PSNR" "sound"
printf '%-52s %9s %9s %11s %8s %6s\n' "ffmpeg -vf ass=talk.ass (libass, x264 defaults)" "$ffmpeg_ass_s" "$ffmpeg_ass_mb" "$ffmpeg_bytes" "$(psnr "$WORK/ffmpeg.mp4")" "$(has_audio "$WORK/ffmpeg.mp4")"
printf '%-52s %9s %9s %11s %8s %6s\n' "kinetype captions --over clip.mp4" "$kinetype_over_s" "$kinetype_over_mb" "$kinetype_bytes" "$(psnr "$WORK/kinetype.mp4")" "$(has_audio "$WORK/kinetype.mp4")"
printf '%-52s %9s %9s %11s\n' "kinetype captions, clear, 1080p WebM (VP9 + alpha)" "$kinetype_webm_s" "$kinetype_webm_mb" "$(bytes "$WORK/alpha.webm")"
printf '%-52s %9s %9s %11s\n' "kinetype captions, clear, 1080p MOV (ProRes 4444)" "$kinetype_mov_s" "$kinetype_mov_mb" "$(bytes "$WORK/alpha.mov")"
printf '%-52s %9s %9s %11s\n' "kinetype captions, 1 min, 720p MP4" "$one_minute_s" "$one_minute_mb" "$(bytes "$WORK/short.mp4")"
printf '%-52s %9s %9s %11s\n' "kinetype captions, $minutes min, 720p MP4" "$long_s" "$long_mb" "$(bytes "$WORK/long.mp4")"
echo
echo "Goals"
printf '  %-66s %6sx %s\n' "over video: at least 1.5x faster than ffmpeg + libass" "$speedup" "$(verdict "$speedup >= 1.5")"
printf '  %-66s %6sx %s\n' "over video: at most 1.1x ffmpeg's bytes" "$size_ratio" "$(verdict "$size_ratio <= 1.1")"
printf '  %-66s %7s %s\n' "over video: sound kept" "$(has_audio "$WORK/kinetype.mp4")" "$( [ "$(has_audio "$WORK/kinetype.mp4")" = yes ] && echo PASS || echo FAIL)"
printf '  %-66s %6ss %s\n' "WebM with alpha: at most 45 s (0.75x the talk)" "$kinetype_webm_s" "$(verdict "$kinetype_webm_s <= 45")"
printf '  %-66s %6ss %s\n' "ProRes 4444: at most 60 s (1x the talk)" "$kinetype_mov_s" "$(verdict "$kinetype_mov_s <= 60")"
printf '  %-66s %6sx %s\n' "$minutes min of 720p: at most $(echo "scale=1; 1.1 * $SECONDS_LONG / 60" | bc -l)x the 1-minute render's time" "$long_ratio" "$(verdict "$long_ratio <= 1.1 * $SECONDS_LONG / 60")"
printf '  %-66s %6sMB %s\n' "$minutes min of 720p: peak memory at most 300 MB" "$long_mb" "$(verdict "$long_mb <= 300")"
