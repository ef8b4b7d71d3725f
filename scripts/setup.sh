#!/usr/bin/env bash
# Installs nilab's dependencies from Debian 12 packages and builds it into build/.
#   scripts/setup.sh              what running needs: install it (when missing), build the host and
#                                 the plugins (the first command of the README)
#   scripts/setup.sh --tests      also what the tests need, and build everything (scripts/test.sh)
#   scripts/setup.sh [--tests] --no-build   install only
#   scripts/setup.sh --fixtures   also the optional packages that remake test fixtures from the
#                                 authors' code (scripts/make_ni_parity_fixture); the tests
#                                 themselves never need them
# Safe to run again: packages already present are not reinstalled, the build is incremental.
set -euo pipefail
cd "$(dirname "$0")/.."

tests=0
build=1
fixtures=0
for arg in "$@"; do
  case "$arg" in
    --tests) tests=1 ;;
    --no-build) build=0 ;;
    --fixtures) fixtures=1 ;;
    *) echo "setup: unknown option '$arg' (--tests, --no-build, --fixtures)" >&2; exit 2 ;;
  esac
done

PACKAGES=(
  # toolchain
  g++ cmake ninja-build ccache pkg-config git
  # LibTorch (CPU) and a fast BLAS: without OpenBLAS, LibTorch's matmul falls back to the
  # reference BLAS, ~100x slower (measured 1.5 vs 200 GFLOP/s fp32 on 2 cores).
  libtorch-dev libopenblas0-openmp
  # host: CLI, plugin loading, sweeps, results, hashing
  libboost-dev libboost-program-options-dev libboost-filesystem-dev
  libsqlite3-dev sqlite3 xz-utils libtomlplusplus-dev nlohmann-json3-dev libssl-dev
  # datasets: gzip, PNG, MATLAB .mat, .npz (zip), downloads
  zlib1g-dev libpng-dev libmatio-dev libzip-dev libcurl4-openssl-dev
)
TEST_PACKAGES=(
  # unit tests; clang-format checks formatting
  libgtest-dev googletest clang-format
  # a test checks that numpy reads the .npz files nilab writes
  python3-numpy
  # [search] mode = "tpe": the sampler process runs optuna's TPE (host/search/tpe_sampler.py);
  # sweeps of the other modes never need it
  python3-optuna
  # scripts/check_report and scripts/check_serve: `nilab report` and the `nilab serve`
  # dashboard in headless Chromium (the latter driven over the DevTools pipe by /usr/bin/python3)
  chromium
  # nilab report --figures: a PDF of each SVG figure for LaTeX's \includegraphics (optional:
  # without it only the SVGs are written)
  librsvg2-bin
  # scripts/fuzz: libFuzzer targets for the sweep parser and the dataset readers
  clang libclang-rt-14-dev
)
((tests)) && PACKAGES+=("${TEST_PACKAGES[@]}")
# Optional (--fixtures): scripts/make_ni_parity_fixture runs the authors' PyTorch Neural
# Interpreter to remake tests/ni/data/authors_digits_small.npz (python3-yaml: their utils import it).
FIXTURE_PACKAGES=(python3-torch python3-numpy python3-yaml)
((fixtures)) && PACKAGES+=("${FIXTURE_PACKAGES[@]}")

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

((build)) || exit 0
if ((tests)); then
  exec scripts/build.sh --all
fi
exec scripts/build.sh
