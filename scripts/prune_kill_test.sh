#!/usr/bin/env bash
# The full mode of the pruning kill test (tests/host/prune_test.cc): kill -9 `nilab run` at every
# write boundary of a pruned sweep (not only at the rung decisions, as CI does), resume, and
# compare the decisions, statuses and final metrics with an uninterrupted run. Minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
build="${NILAB_BUILD_DIR:-build}"
NILAB_PRUNE_KILL_ALL=1 "$build/tests/nilab_search_e2e_test" \
  --gtest_filter='Prune.AKillAtARungDecisionThenAResumeGivesTheSameDecisions'
