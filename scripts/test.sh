#!/usr/bin/env bash
# Installs what is missing (the test packages too), builds everything, and runs the whole test suite (what CI runs).
#   scripts/test.sh [ctest args...]     e.g. scripts/test.sh -R Sweep
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --tests
cd "${NILAB_BUILD_DIR:-build}"
exec ctest --output-on-failure -j"$(nproc)" "$@"
