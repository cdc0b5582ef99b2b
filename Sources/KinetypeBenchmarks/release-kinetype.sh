# Sourced by the benchmark scripts: strict mode, the package root as the working folder, a
# release `kinetype` built and named in KINETYPE, and a fresh WORK folder under /tmp named after
# the benchmark ($1). The caller removes WORK (its own trap, as it may have more to clean up).
set -euo pipefail
export LC_ALL=C
SWIFT=${SWIFT:-swift}
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT"
"$SWIFT" build -c release --product kinetype >/dev/null
KINETYPE=$("$SWIFT" build -c release --show-bin-path)/kinetype
WORK=$(mktemp -d "/tmp/kinetype-bench-$1-XXXXXX")
