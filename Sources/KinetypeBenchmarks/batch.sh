#!/usr/bin/env bash
# One `kinetype batch` process against one `kinetype render` process a row (`make bench-batch`):
# ROWS lower thirds (Examples/Scenes/lower-third.yaml, names in several scripts) as 640x360 GIFs,
# both on every core (the separate processes through xargs -P, as a shell loop would run them).
# Prints each job's wall time and cards a second, and checks that both wrote the same bytes.
#
#   ROWS=N    rows (default 1000)
#   SWIFT=…   the swift driver (default swift)
ROWS=${ROWS:-1000}
source "$(dirname "${BASH_SOURCE[0]}")/release-kinetype.sh" batch
trap 'rm -rf "$WORK"' EXIT
CORES=$(nproc)

names=("Ada Lovelace" "Grace Hopper" "مريم ميرزاخاني" "עדה יונת" "होमी भाभा" "屠呦呦" "Zoë Ørsted" "Katherine Johnson")
roles=("Engineer" "Admiral" "Mathematician" "Chemist" "Physicist" "Pharmacologist" "Designer" "Scientist")
{
  echo "name,role,slug"
  for ((i = 0; i < ROWS; i++)); do
    echo "\"${names[i % 8]} $i\",\"${roles[i % 8]}\",card-$i"
  done
} > "$WORK/rows.csv"
# The scene at 640x360: the lower third scaled to half its canvas.
sed -e 's/^canvas: 1280x720/canvas: 640x360/' -e 's/size: 56/size: 28/' -e 's/size: 34/size: 17/' \
    -e 's/offset: \[40, -70\]/offset: [20, -35]/' -e 's/offset: \[40, -20\]/offset: [20, -10]/' \
    Examples/Scenes/lower-third.yaml > "$WORK/card.yaml"

start=$(date +%s.%N)
"$KINETYPE" batch "$WORK/card.yaml" --data "$WORK/rows.csv" -o "$WORK/batch/{{slug}}.gif" --progress none
batch=$(echo "$(date +%s.%N) - $start" | bc)

tail -n +2 "$WORK/rows.csv" | head -n "$ROWS" > "$WORK/rows.txt"
mkdir -p "$WORK/single"
start=$(date +%s.%N)
python3 - "$WORK/rows.csv" <<'PY' | xargs -0 -P "$CORES" -n 6 "$KINETYPE" render "$WORK/card.yaml" 2>/dev/null
import csv, sys
work = sys.argv[1].rsplit("/", 1)[0]
for row in csv.DictReader(open(sys.argv[1], encoding="utf-8")):
    sys.stdout.write("\0".join(["--var", "name=" + row["name"], "--var", "role=" + row["role"], "-o", f"{work}/single/{row['slug']}.gif"]) + "\0")
PY
single=$(echo "$(date +%s.%N) - $start" | bc)

same=$(cd "$WORK" && diff -rq batch single >/dev/null && echo yes || echo NO)
printf '| job | wall | cards a second |\n|---|---|---|\n'
printf '| kinetype batch, one process, %d rows | %.1f s | %.1f |\n' "$ROWS" "$batch" "$(echo "$ROWS / $batch" | bc -l)"
printf '| kinetype render, one process a row (xargs -P %d) | %.1f s | %.1f |\n' "$CORES" "$single" "$(echo "$ROWS / $single" | bc -l)"
printf 'batch against separate processes: %.2fx; the same bytes: %s\n' "$(echo "$single / $batch" | bc -l)" "$same"
