#!/usr/bin/env bash
# Configures (once) and builds nilab into build/ with Ninja and ccache.
#   scripts/build.sh          the host and the plugins: what `nilab run` needs
#   scripts/build.sh --all    every target, the tests and benchmarks included
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${NILAB_BUILD_DIR:-build}
# CI builds with -Werror, so a warning cannot land.
werror=OFF
[ -n "${CI:-}" ] && werror=ON
targets=(--target nilab_runtime)
[ "${1:-}" = "--all" ] && targets=()
if [ ! -f "$BUILD_DIR/build.ninja" ]; then
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release -DNILAB_WERROR=$werror
fi
# A build configured before GoogleTest was installed has no tests: configure again to find it.
if ((${#targets[@]} == 0)) && [ ! -d "$BUILD_DIR/tests" ]; then
  cmake -S . -B "$BUILD_DIR" -U "GTEST_*" -U "GTest_*" >/dev/null
fi
# Each TU that includes LibTorch takes ~1.3 GB to compile: cap parallel jobs by memory.
mem_gb=$(awk '/MemAvailable/ {print int($2 / 1048576)}' /proc/meminfo)
jobs=$(nproc)
(( mem_gb / 2 < jobs )) && jobs=$(( mem_gb / 2 > 0 ? mem_gb / 2 : 1 ))
cmake --build "$BUILD_DIR" "${targets[@]}" -- -j"$jobs"
