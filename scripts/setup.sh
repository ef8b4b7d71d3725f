#!/usr/bin/env bash
# Installs nilab's dependencies from Debian 12 packages and builds it into build/.
#   scripts/setup.sh            install (when something is missing) and build
#   scripts/setup.sh --no-build install only
# Safe to run again: packages already present are not reinstalled, the build is incremental.
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(
  # toolchain
  g++ cmake ninja-build ccache pkg-config git clang-format
  # LibTorch (CPU) and a fast BLAS: without OpenBLAS, LibTorch's matmul falls back to the
  # reference BLAS, ~100x slower (measured 1.5 vs 200 GFLOP/s fp32 on 2 cores).
  libtorch-dev libopenblas0-openmp
  # host: CLI, plugin loading, sweeps, results, hashing
  libboost-dev libboost-program-options-dev libboost-filesystem-dev
  libsqlite3-dev sqlite3 libtomlplusplus-dev nlohmann-json3-dev libssl-dev
  # datasets: gzip, PNG, MATLAB .mat, .npz (zip), downloads
  zlib1g-dev libpng-dev libmatio-dev libzip-dev libcurl4-openssl-dev
  # tests (numpy: a test checks that numpy reads the .npz files nilab writes)
  libgtest-dev googletest python3-numpy
  # [search] mode = "tpe": the sampler process runs optuna's TPE (host/search/tpe_sampler.py);
  # sweeps of the other modes never need it
  python3-optuna
  # scripts/check_report: renders `nilab report` in headless Chromium and checks every figure
  chromium
  # scripts/fuzz: libFuzzer targets for the sweep parser and the dataset readers
  clang libclang-rt-14-dev
)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# LibTorch must find OpenBLAS through the BLAS alternative.
blas=$(readlink -f /usr/lib/x86_64-linux-gnu/libblas.so.3 2>/dev/null || true)
case "$blas" in
  *openblas*) ;;
  *) echo "setup: warning: libblas.so.3 is $blas, not OpenBLAS; LibTorch will be ~100x slower" >&2 ;;
esac

[ "${1:-}" = "--no-build" ] && exit 0
exec scripts/build.sh
