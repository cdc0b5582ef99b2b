#!/bin/sh
# A batch spread over processes with GNU parallel: on this machine (jobs a core each), or across
# hosts that share the folder (add --sshlogin host1,host2 and run from a shared path).
#
#   Examples/Deploy/parallel.sh SCENE ROWS PATTERN [SHARDS] [PARALLEL OPTIONS…]
#   Examples/Deploy/parallel.sh card.yaml speakers.csv 'out/{{slug}}.gif' 8 --sshlogin :,render1,render2
#
# Each job renders one shard (--shard I/N) with one thread, writing its own manifest; the union
# of the shards is the whole batch, byte for byte. Run it again with the same arguments to
# finish a batch that was stopped: finished rows are skipped (--resume).
set -eu
scene=$1 rows=$2 pattern=$3
shards=${4:-$(nproc)}
[ $# -ge 4 ] && shift 4 || shift 3
kinetype=${KINETYPE:-kinetype}
manifests=${MANIFESTS:-.}
seq 0 $((shards - 1)) | parallel --will-cite --halt now,fail=1 "$@" \
    "$kinetype" batch "$scene" --data "$rows" -o "$pattern" --threads 1 --progress none \
    --manifest "$manifests/manifest-{}.jsonl" --resume --shard "{}/$shards"
