#!/usr/bin/env bash
# Configures (once) and builds nilab into build/ with Ninja and ccache.
#   scripts/build.sh          the host and the plugins: what `nilab run` needs
#   scripts/build.sh --all    every target, the tests and benchmarks included (nilab_benchmarks)
#   scripts/build.sh --torch DIR [--all]   against another LibTorch (a libtorch zip, or the one in
#                             a PyTorch wheel: python3 -c 'import torch.utils;
#                             print(torch.utils.cmake_prefix_path)'); DIR is its CMake prefix or
#                             the folder of its TorchConfig.cmake. Torch_DIR in the environment
#                             does the same. Build it in a folder of its own (NILAB_BUILD_DIR).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${NILAB_BUILD_DIR:-build}
# CI builds with -Werror, so a warning cannot land.
werror=OFF
[ -n "${CI:-}" ] && werror=ON
targets=(--target nilab_runtime)
torch=${Torch_DIR:-}
while [ $# -gt 0 ]; do
  case $1 in
    --all) targets=(--target all); shift ;;
    --torch) torch=${2:?--torch needs a folder}; shift 2 ;;
    *) echo "build.sh: unknown option '$1' (--all, --torch DIR)" >&2; exit 2 ;;
  esac
done
torch_args=()
if [ -n "$torch" ]; then
  [ -d "$torch" ] || { echo "build.sh: --torch $torch: no such folder" >&2; exit 2; }
  if [ -f "$torch/TorchConfig.cmake" ]; then
    torch_args=(-DTorch_DIR="$torch")
  else
    torch_args=(-DCMAKE_PREFIX_PATH="$torch")
  fi
fi
if [ ! -f "$BUILD_DIR/build.ninja" ] || ((${#torch_args[@]})); then
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release -DNILAB_WERROR=$werror \
    "${torch_args[@]}"
fi
if [ "${targets[1]}" = all ]; then
  # A build configured before GoogleTest was installed has no tests: configure again to find it.
  if [ ! -d "$BUILD_DIR/tests" ]; then
    cmake -S . -B "$BUILD_DIR" -U "GTEST_*" -U "GTest_*" >/dev/null
  fi
  # The benchmarks are outside `all` (tests/bench/CMakeLists.txt); --all compiles them too.
  if grep -q '^build nilab_benchmarks:' "$BUILD_DIR/build.ninja"; then
    targets+=(nilab_benchmarks)
  fi
fi
# Each TU that includes LibTorch takes ~1.3 GB to compile: cap parallel jobs by memory.
mem_gb=$(awk '/MemAvailable/ {print int($2 / 1048576)}' /proc/meminfo)
jobs=$(nproc)
(( mem_gb / 2 < jobs )) && jobs=$(( mem_gb / 2 > 0 ? mem_gb / 2 : 1 ))
cmake --build "$BUILD_DIR" "${targets[@]}" -- -j"$jobs"
