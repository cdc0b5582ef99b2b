#!/usr/bin/env bash
# `make test-cluster`: a one-node Slurm cluster on this machine (controller and node daemon on
# loopback, munge for authentication), a batch submitted to it as a job array through
# Examples/Deploy/slurm-array.sbatch, and every output checked against the unsharded batch,
# byte for byte, with one ok manifest line a row. The daemons are stopped and everything this
# script made is removed when it ends, whatever happened.
#
#   KINETYPE=…  the kinetype binary (default: the debug build, built first)
#   ROWS=N      rows (default 40)
set -euo pipefail
export LC_ALL=C
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
ROWS=${ROWS:-40}
SWIFT=${SWIFT:-swift}
if [ -z "${KINETYPE:-}" ]; then
  "$SWIFT" build --product kinetype --package-path "$ROOT" >/dev/null
  KINETYPE=$("$SWIFT" build --package-path "$ROOT" --show-bin-path)/kinetype
fi
export KINETYPE

WORK=$(mktemp -d /tmp/kinetype-cluster-XXXXXX)
chmod 755 "$WORK"
STARTED_MUNGE=0
cleanup() {
  for pid in "$WORK/slurmd.pid" "$WORK/slurmctld.pid"; do
    [ -f "$pid" ] && kill "$(cat "$pid")" 2>/dev/null || true
  done
  sleep 1
  if [ "$STARTED_MUNGE" = 1 ]; then
    for pid in $(pidof munged); do kill "$pid" 2>/dev/null || true; done
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT

# munge: the key the Debian package made, its socket folder, the daemon unless one runs.
mkdir -p /run/munge && chown munge:munge /run/munge
if ! pidof munged >/dev/null; then
  runuser -u munge -- /usr/sbin/munged
  STARTED_MUNGE=1
fi
munge -n | unmunge >/dev/null

cat > "$WORK/slurm.conf" <<CONF
ClusterName=kinetype
SlurmctldHost=localhost
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
StateSaveLocation=$WORK/state
SlurmdSpoolDir=$WORK/spool
SlurmctldPidFile=$WORK/slurmctld.pid
SlurmdPidFile=$WORK/slurmd.pid
SlurmctldLogFile=$WORK/slurmctld.log
SlurmdLogFile=$WORK/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SwitchType=switch/none
MpiDefault=none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
NodeName=localhost NodeHostname=$(hostname) NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=batch Nodes=localhost Default=YES MaxTime=INFINITE State=UP
CONF
mkdir -p "$WORK/state" "$WORK/spool"
export SLURM_CONF=$WORK/slurm.conf
slurmctld
slurmd
for _ in $(seq 1 30); do
  sinfo -h -o %t 2>/dev/null | grep -q idle && break
  sleep 1
done
sinfo -h -o %t | grep -q idle || { echo "the Slurm node did not come up:"; tail -20 "$WORK/slurmctld.log" "$WORK/slurmd.log"; exit 1; }

# The batch: lower thirds at 320x180, names in several scripts.
sed -e 's/^canvas: 1280x720/canvas: 320x180/' -e 's/size: 56/size: 14/' -e 's/size: 34/size: 9/' \
    "$ROOT/Examples/Scenes/lower-third.yaml" > "$WORK/card.yaml"
names=("Ada Lovelace" "مريم ميرزاخاني" "עדה יונת" "होमी भाभा" "屠呦呦" "Zoë Ørsted")
{
  echo "name,role,slug"
  for ((i = 0; i < ROWS; i++)); do echo "\"${names[i % 6]} $i\",Speaker,card-$i"; done
} > "$WORK/rows.csv"
"$KINETYPE" batch "$WORK/card.yaml" --data "$WORK/rows.csv" -o "$WORK/whole/{{slug}}.png" --progress none

mkdir -p "$WORK/array"
MANIFESTS=$WORK/array sbatch --wait --array=0-3 --chdir="$WORK" --output="$WORK/task-%a.log" \
  "$ROOT/Examples/Deploy/slurm-array.sbatch" "$WORK/card.yaml" "$WORK/rows.csv" "$WORK/array/out/{{slug}}.png" >/dev/null

status=0
diff -rq "$WORK/whole" "$WORK/array/out" || { echo "the job array's outputs differ from the batch's"; status=1; }
ok=$(cat "$WORK"/array/manifest-*.jsonl | grep -c '"status":"ok"' || true)
[ "$ok" = "$ROWS" ] || { echo "expected $ROWS ok manifest lines, got $ok"; status=1; }
for task in 0 1 2 3; do
  [ -s "$WORK/array/manifest-$task.jsonl" ] || { echo "task $task wrote no manifest"; cat "$WORK/task-$task.log"; status=1; }
done
[ "$status" = 0 ] && echo "test-cluster: a $ROWS-row batch as a 4-task Slurm job array equals the batch, byte for byte"
exit "$status"
