# What the one-call GPU scripts share (device_check, step_check, paper_widths source it, from the
# repository's root, with BUDGET set): the start time, the log folder OUT, `left` (the seconds
# left of BUDGET) and `step NAME MAX_SECONDS LOG COMMAND...`, which runs COMMAND for at most
# MAX_SECONDS or what is left, with its output in OUT/LOG, and returns its exit status.
START=$(date +%s)
OUT=${OUT:-.gpu/out}
mkdir -p "$OUT"
left() { echo $((BUDGET - ($(date +%s) - START))); }
step() {
  local name=$1 max=$2 log=$3
  shift 3
  local limit
  limit=$(left)
  ((limit > max)) && limit=$max
  if ((limit < 10)); then
    echo "== $name: skipped, no time left" | tee -a "$OUT/$log"
    return 1
  fi
  echo "== $name (at $(($(date +%s) - START)) s, limit $limit s)" | tee -a "$OUT/$log"
  local t0=$SECONDS
  timeout -k 5 "$limit" "$@" >>"$OUT/$log" 2>&1
  local rc=$?
  echo "== $name: exit $rc after $((SECONDS - t0)) s" | tee -a "$OUT/$log"
  return $rc
}
