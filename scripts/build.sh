#!/usr/bin/env bash
# Configures (once) and builds nilab into build/ with Ninja and ccache.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${NILAB_BUILD_DIR:-build}
# CI builds with -Werror, so a warning cannot land.
werror=OFF
[ -n "${CI:-}" ] && werror=ON
if [ ! -f "$BUILD_DIR/build.ninja" ]; then
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release -DNILAB_WERROR=$werror
fi
# Each TU that includes LibTorch takes ~1.3 GB to compile: cap parallel jobs by memory.
mem_gb=$(awk '/MemAvailable/ {print int($2 / 1048576)}' /proc/meminfo)
jobs=$(nproc)
(( mem_gb / 2 < jobs )) && jobs=$(( mem_gb / 2 > 0 ? mem_gb / 2 : 1 ))
cmake --build "$BUILD_DIR" -- -j"$jobs"
