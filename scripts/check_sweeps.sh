#!/usr/bin/env bash
# Every sweep file under sweeps/ expands against the built plugins (`nilab run --dry-run`):
# a parameter renamed in a plugin, or a typo in a sweep, fails here instead of in a user's run.
# The quickstart sweep (the default of `nilab run`) must expand to NI and ViT trials with 2 seeds.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${NILAB_BUILD_DIR:-$root/build}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
status=0
for f in "$root"/sweeps/*.toml "$root"/sweeps/explore/*.toml; do
  if ! "$build/bin/nilab" run "$f" --dry-run --db "$tmp/dry.sqlite" >"$tmp/out" 2>&1; then
    echo "FAIL ${f#$root/}: $(tail -n 1 "$tmp/out")"
    status=1
    continue
  fi
  echo "ok   ${f#$root/}: $(tail -n 1 "$tmp/out")"
done
cd "$root"
"$build/bin/nilab" run --dry-run --db "$tmp/dry.sqlite" >"$tmp/quick" 2>&1
for want in " ni " " vit " "sweep 'quickstart'"; do
  if ! grep -q "$want" "$tmp/quick"; then
    echo "FAIL quickstart (nilab run's default): no '$want' in:" && cat "$tmp/quick"
    status=1
  fi
done
exit $status
