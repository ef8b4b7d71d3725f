#!/usr/bin/env bash
# Fails listing every tracked C++ file that clang-format (.clang-format at the root) would change.
# Files go to clang-format in batches (one process per file cost most of the check's time).
set -euo pipefail
cd "$(dirname "$0")/.."
report="$(mktemp)"
trap 'rm -f "$report"' EXIT
# clang-format names each file it would change: "FILE:LINE:COL: error: code should be
# clang-formatted". Its exit status is ignored: the report is the verdict.
git ls-files -z '*.cc' '*.h' |
  xargs -0 -n 64 -P "$(nproc)" clang-format --dry-run -Werror >/dev/null 2>"$report" || true
bad="$(grep -oE '^[^:]+:[0-9]+:[0-9]+: error:' "$report" | cut -d: -f1 | sort -u || true)"
if [ -n "$bad" ]; then
  while IFS= read -r f; do
    echo "not clang-formatted: $f (run: clang-format -i $f)"
  done <<<"$bad"
  exit 1
fi
# Anything else clang-format printed (an unreadable file, a broken .clang-format) fails too.
if [ -s "$report" ]; then
  cat "$report" >&2
  exit 1
fi
