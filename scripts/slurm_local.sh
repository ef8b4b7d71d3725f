#!/usr/bin/env bash
# Runs a sweep as a Slurm job array on a real one-node Slurm cluster started on this machine, and
# checks that the merged shards hold the same trials as a local `nilab run` of the same sweep;
# then a sweep with [prune] as rung waves, whose survivors must end as a plain run's trials.
#   scripts/slurm_local.sh            (needs root; installs slurm-wlm and munge when missing)
# Starts munged, slurmctld and slurmd (on localhost, ports of its own, everything under a temp
# directory) and stops them on exit. Exit 0: passed; 1: failed; 77: skipped (not root, no
# packages, no nilab build).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
BUILD=${NILAB_BUILD_DIR:-build}
case "$BUILD" in /*) ;; *) BUILD=$ROOT/$BUILD ;; esac
NILAB=$BUILD/bin/nilab
PLUGINS=$BUILD/test_plugins/toy
SWEEP=$ROOT/tests/scale/toy_array.toml
SKIP=77
PACKAGES=(slurm-wlm munge)

say() { echo "slurm_local: $*"; }
skip() { say "skipped: $*"; exit $SKIP; }
fail() { say "FAILED: $*"; exit 1; }

[ -x "$NILAB" ] && [ -d "$PLUGINS" ] || skip "no nilab build with test fixtures in $BUILD"
[ "$(id -u)" -eq 0 ] || skip "slurmd must run as root"
if ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null; then
  say "installing ${PACKAGES[*]}"
  if ! (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
        --no-install-recommends "${PACKAGES[@]}") >/dev/null 2>&1; then
    skip "cannot install ${PACKAGES[*]} with apt-get"
  fi
fi
# The packages' own services must not hold our ports or sockets.
WORK=$(mktemp -d /tmp/nilab-slurm-XXXXXX)
chmod 755 "$WORK"
PIDS=()
cleanup() {
  local code=$?
  for name in slurmd slurmctld munged; do
    local file=$WORK/$name.pid
    if [ -s "$file" ]; then
      local pid
      pid=$(cat "$file")
      kill "$pid" 2>/dev/null || true
      for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
      kill -9 "$pid" 2>/dev/null || true
    fi
  done
  if [ $code -ne 0 ] && [ $code -ne $SKIP ]; then
    for log in "$WORK"/*.log "$WORK"/results/shards/toy_array/logs/*.log; do
      [ -f "$log" ] && { echo "---- $log"; tail -n 20 "$log"; }
    done
  fi
  rm -rf "$WORK"
  exit $code
}
trap cleanup EXIT
start=$(date +%s)

# ---- munge: a key and a socket of our own ----
mungekey --create --keyfile="$WORK/munge.key" 2>/dev/null ||
  dd if=/dev/urandom of="$WORK/munge.key" bs=1024 count=1 status=none
chmod 600 "$WORK/munge.key"
munged --force --key-file="$WORK/munge.key" --socket="$WORK/munge.sock" \
  --pid-file="$WORK/munged.pid" --log-file="$WORK/munged.log" --seed-file="$WORK/munged.seed" ||
  fail "munged did not start"

# ---- slurm.conf: one node on localhost ----
node=$(hostname -s)
port=$((20000 + RANDOM % 20000))
mkdir -p "$WORK/state" "$WORK/spool"
cat > "$WORK/slurm.conf" <<CONF
ClusterName=nilabtest
SlurmctldHost=$node(127.0.0.1)
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$WORK/munge.sock
CredType=cred/munge
StateSaveLocation=$WORK/state
SlurmdSpoolDir=$WORK/spool
SlurmctldPidFile=$WORK/slurmctld.pid
SlurmdPidFile=$WORK/slurmd.pid
SlurmctldLogFile=$WORK/slurmctld.log
SlurmdLogFile=$WORK/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SchedulerType=sched/backfill
JobAcctGatherType=jobacct_gather/none
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
ReturnToService=2
MaxArraySize=1001
NodeName=$node NodeAddr=127.0.0.1 CPUs=$(nproc) RealMemory=1000 State=UNKNOWN
PartitionName=debug Nodes=$node Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF=$WORK/slurm.conf
slurmctld -i -f "$SLURM_CONF" || fail "slurmctld did not start"
slurmd -f "$SLURM_CONF" -N "$node" || fail "slurmd did not start"
for i in $(seq 120); do
  state=$(sinfo -h -n "$node" -o %t 2>/dev/null || true)
  [ "$state" = "idle" ] && break
  [ "$i" -eq 120 ] && fail "node $node never became idle (state: '$state')"
  sleep 0.5
done
say "cluster up in $(( $(date +%s) - start )) s (node $node idle)"

# ---- the sweep as a job array ----
cd "$WORK"
out=$("$NILAB" slurm "$SWEEP" --db "$WORK/results/merged.sqlite" --plugin-path "$PLUGINS" \
  --submit) || fail "nilab slurm --submit: $out"
echo "$out"
job=$(echo "$out" | sed -n 's/.*submitted job \([0-9]*\).*/\1/p')
[ -n "$job" ] || fail "no job id in: $out"
for i in $(seq 600); do
  [ -z "$(squeue -h -j "$job" 2>/dev/null)" ] && break
  [ "$i" -eq 600 ] && fail "job $job still in the queue after 300 s: $(squeue -j "$job")"
  sleep 0.5
done
say "job array $job finished after $(( $(date +%s) - start )) s"
ls "$WORK/results/shards/toy_array"/shard-*.sqlite >/dev/null 2>&1 || fail "no shard databases written"
"$NILAB" merge "$WORK/results/shards/toy_array" --into "$WORK/results/merged.sqlite"
# Merging again changes nothing.
again=$("$NILAB" merge "$WORK/results/shards/toy_array" --into "$WORK/results/merged.sqlite")
echo "$again" | grep -q " 0 trial(s) added, 0 updated" || fail "second merge changed something: $again"

# ---- the same sweep, locally ----
"$NILAB" run "$SWEEP" --db "$WORK/local/local.sqlite" --plugin-path "$PLUGINS" --jobs 2 --threads 2 \
  --quiet >/dev/null 2>"$WORK/local-run.log" || fail "local nilab run failed"
trials() {
  sqlite3 -separator ' ' "$1" "SELECT s.name, t.idx, t.config_hash, t.status FROM trials t
    JOIN sweeps s ON s.id = t.sweep_id ORDER BY s.name, t.config_hash"
}
finals() {
  sqlite3 -separator ' ' "$1" "SELECT t.config_hash, m.phase, m.name, printf('%.9g', m.value)
    FROM metrics m JOIN trials t ON t.id = m.trial_id WHERE m.is_final = 1
    ORDER BY 1, 2, 3"
}
trials "$WORK/results/merged.sqlite" > "$WORK/merged.trials"
trials "$WORK/local/local.sqlite" > "$WORK/local.trials"
n=$(wc -l < "$WORK/local.trials")
[ "$n" -eq 4 ] || fail "local run has $n trials, expected 4"
grep -vq ' done$' "$WORK/merged.trials" && fail "merged trials not all done: $(cat "$WORK/merged.trials")"
diff "$WORK/local.trials" "$WORK/merged.trials" || fail "merged shards and the local run differ"
# One thread each way: the same seeds give the same numbers.
diff <(finals "$WORK/local/local.sqlite") <(finals "$WORK/results/merged.sqlite") ||
  fail "final metrics differ between the array and the local run"
# Nothing is missing any more.
"$NILAB" slurm "$SWEEP" --db "$WORK/results/merged.sqlite" --plugin-path "$PLUGINS" \
  --resubmit-missing | grep -q "nothing to submit" || fail "--resubmit-missing found trials"
say "array: $n trials (sweep, config hash, done) and their final metrics equal a local run"

# ---- a sweep with [prune]: rung waves ----
# Each wave: nilab slurm --submit (after the first, it decides the merged arrivals and submits the
# promoted trials), wait for the array, merge. Until nothing is left to submit.
WAVES_SWEEP=$ROOT/tests/scale/toy_waves.toml
WAVES_DB=$WORK/results/waves.sqlite
waves=0
while :; do
  out=$("$NILAB" slurm "$WAVES_SWEEP" --db "$WAVES_DB" --plugin-path "$PLUGINS" --submit) ||
    fail "wave $waves: nilab slurm --submit: $out"
  echo "$out" | grep -q "nothing to submit" && break
  job=$(echo "$out" | sed -n 's/.*submitted job \([0-9]*\).*/\1/p')
  [ -n "$job" ] || fail "wave $waves: no job id in: $out"
  for i in $(seq 600); do
    [ -z "$(squeue -h -j "$job" 2>/dev/null)" ] && break
    [ "$i" -eq 600 ] && fail "wave $waves: job $job still in the queue after 300 s"
    sleep 0.5
  done
  "$NILAB" merge "$WORK/results/shards/toy_waves" --into "$WAVES_DB" >/dev/null
  waves=$((waves + 1))
  [ $waves -le 5 ] || fail "more than 5 waves"
done
[ $waves -eq 3 ] || fail "$waves waves, expected 3 (rungs after epochs 1 and 2 of 4)"
left=$(sqlite3 "$WAVES_DB" "SELECT count(*) FROM trials WHERE status NOT IN ('done', 'pruned')")
[ "$left" -eq 0 ] || fail "$left trials neither done nor pruned after the waves"
pending=$(sqlite3 "$WAVES_DB" "SELECT count(*) FROM rungs WHERE decision = 'pending'")
[ "$pending" -eq 0 ] || fail "$pending rung arrivals left undecided"
# The survivors resumed from their checkpoints wave after wave and end as a plain run's trials.
sed '/^\[prune\]/,/^eta/d' "$WAVES_SWEEP" > "$WORK/plain_waves.toml"
"$NILAB" run "$WORK/plain_waves.toml" --db "$WORK/local/waves.sqlite" --plugin-path "$PLUGINS" \
  --threads 1 --quiet --no-compare >/dev/null 2>"$WORK/local-waves.log" || fail "plain run failed"
survivors() {
  sqlite3 -separator ' ' "$1" "SELECT t.config_hash, m.name, printf('%.9g', m.value) FROM metrics m
    JOIN trials t ON t.id = m.trial_id WHERE m.is_final = 1 AND t.config_hash IN ($2) ORDER BY 1, 2"
}
done_hashes=$(sqlite3 "$WAVES_DB" "SELECT group_concat(quote(config_hash)) FROM trials WHERE status = 'done'")
[ -n "$done_hashes" ] || fail "no trial survived the waves"
diff <(survivors "$WORK/local/waves.sqlite" "$done_hashes") <(survivors "$WAVES_DB" "$done_hashes") ||
  fail "the survivors' final metrics differ from a plain run's"
say "waves: $waves, $(sqlite3 "$WAVES_DB" "SELECT count(*) FROM trials WHERE status = 'done'") of 8" \
  "trials done, the rest pruned; the survivors equal a plain run"
say "passed in $(( $(date +%s) - start )) s"
