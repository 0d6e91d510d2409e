#!/usr/bin/env bash
# Builds aide and runs the paper's six instructions in the simulator (embedded default
# config: simulated robot, offline reasoning). Extra arguments go to `aide demo`.
set -euo pipefail
cd "$(dirname "$0")/.."
./tools/fetch-models.sh
cargo run --release --quiet -- demo "$@"
