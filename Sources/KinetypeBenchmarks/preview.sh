#!/usr/bin/env bash
# The preview at work (`make bench-preview`): the default title card (Examples/Scenes/title.yaml,
# 1280x720 at 30 fps) served by a release `kinetype preview`, then
#   1. the server alone: every frame asked for in turn, cold, as curl gets them (frames a second);
#   2. the page in Debian's headless Chromium (through chromedriver, spoken to with curl):
#      playing for SECONDS seconds, the frames it drew a second by its own count, against the
#      card's 30.
# A report: it exits 0 whatever the figures, and fails only when a tool fails.
#
#   SECONDS_PLAYED=N  how long the page plays (default 6)
#   SWIFT=…           the swift driver (default swift)
PLAY=${SECONDS_PLAYED:-6}
source "$(dirname "${BASH_SOURCE[0]}")/release-kinetype.sh" preview
PIDS=()
session=""
cleanup() {
  # Close the browser first (a chromedriver killed with a session open leaves Chromium running,
  # writing into its profile), then stop the rest.
  [ -n "$session" ] && curl -s -X DELETE "http://127.0.0.1:$PORT/session/$session" >/dev/null 2>&1 || true
  pkill -f -- "--user-data-dir=$WORK/profile" 2>/dev/null || true
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT
mkdir -p "$WORK/tmp"

"$KINETYPE" preview Examples/Scenes/title.yaml --var "name=Ada Lovelace" --var "role=Analytical Engine programmer" > "$WORK/preview.out" &
PIDS+=($!)
for _ in $(seq 100); do grep -q http "$WORK/preview.out" 2>/dev/null && break; sleep 0.1; done
URL=$(grep -o 'http://127.0.0.1:[0-9]*/' "$WORK/preview.out")
frames=$(curl -s "${URL}scene" | python3 -c 'import json,sys; print(json.load(sys.stdin)["frameCount"])')

start=$(date +%s.%N)
bytes=0
for ((i = 0; i < frames; i++)); do
  size=$(curl -s -o /dev/null -w '%{size_download}' "${URL}frame?t=$(echo "scale=6; $i / 30" | bc)")
  bytes=$((bytes + size))
done
served=$(echo "$(date +%s.%N) - $start" | bc)
printf 'server, cold: %d frames of 1280x720 in %.2f s: %.1f frames a second (%.0f KB a frame)\n' \
  "$frames" "$served" "$(echo "$frames / $served" | bc -l)" "$(echo "$bytes / $frames / 1024" | bc -l)"

PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
TMPDIR="$WORK/tmp" HOME="$WORK" chromedriver --port="$PORT" > "$WORK/chromedriver.log" 2>&1 &
PIDS+=($!)
for _ in $(seq 100); do curl -s "http://127.0.0.1:$PORT/status" >/dev/null 2>&1 && break; sleep 0.1; done
driver() { curl -s -X "$1" -H 'Content-Type: application/json' "http://127.0.0.1:$PORT$2" ${3:+-d "$3"}; }
session=$(driver POST /session "{\"capabilities\":{\"alwaysMatch\":{\"browserName\":\"chrome\",\"goog:chromeOptions\":{\"binary\":\"$(command -v chromium)\",\"args\":[\"--headless=new\",\"--no-sandbox\",\"--disable-gpu\",\"--disable-dev-shm-usage\",\"--window-size=1400,1000\",\"--user-data-dir=$WORK/profile\"]}}}}" \
  | python3 -c 'import json,sys; print(json.load(sys.stdin)["value"]["sessionId"])')
run() {
  driver POST "/session/$session/execute/sync" "$(python3 -c 'import json,sys; print(json.dumps({"script": sys.argv[1], "args": []}))' "$1")" \
    | python3 -c 'import json,sys; print(json.load(sys.stdin)["value"])'
}
driver POST "/session/$session/url" "{\"url\":\"$URL\"}" >/dev/null
for _ in $(seq 100); do
  [ "$(run 'const p = window.kinetypePreview; return !!(p && p.scene && p.shown.index === 0)')" = True ] && break
  sleep 0.1
done
run 'window.kinetypePreview.play(); window.__drawn = []; const start = performance.now(); (function count(now) { window.__drawn.push(window.kinetypePreview.shown.index); if (now - start < 1e9) requestAnimationFrame(count); })(start); return true' >/dev/null
sleep "$PLAY"
report=$(run 'const d = window.__drawn; const changes = d.filter((v, i) => i > 0 && v !== d[i - 1]).length; return [window.kinetypePreview.stats.fps.toFixed(1), changes, d.length].join(" ")')
read -r fps changes ticks <<< "$report"
printf 'page, playing %d s: %s frames drawn a second in the last second (the card has 30); %d new frames shown in %d animation ticks (%.1f a second)\n' \
  "$PLAY" "$fps" "$changes" "$ticks" "$(echo "$changes / $PLAY" | bc -l)"
driver DELETE "/session/$session" >/dev/null
session=""
