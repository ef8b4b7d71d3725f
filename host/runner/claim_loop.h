// The claim loop every way of running trials goes through (`nilab run`, `nilab worker`, a Slurm
// array task): take the first runnable trial of the expansion atomically from the database, run
// it, record how it ended, take the next, until none is runnable.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "host/plugins/registry.h"
#include "host/runner/trial_runner.h"
#include "host/store/store.h"
#include "host/sweep/sweep_spec.h"
#include "host/sweep/trial_filter.h"

namespace nilab::host {

// A trial of the expansion as the store records it before it runs.
store::TrialRecord ToRecord(const sweep::TrialSpec& trial);

// What the claim loop works on.
struct ClaimLoop {
  std::string prog;  // "nilab run" / "nilab worker": prefix of its lines
  const PluginRegistry* registry = nullptr;
  const sweep::SweepSpec* spec = nullptr;
  std::vector<const sweep::TrialSpec*> trials;  // in expansion order
  // --where: a [protocol] sweep's confirm stage runs only the trials that match.
  sweep::TrialFilter where;
  store::Store* store = nullptr;
  int64_t sweep_id = 0;
  double stale_after_s = store::kDefaultStaleAfterS;
  int64_t max_failures = 0;
  RunOptions run;
};

// Runs trials until none is runnable; returns the exit code (0, 1 failures, 130 interrupted).
int RunClaimLoop(ClaimLoop& loop);

}  // namespace nilab::host
