// `nilab run`: expands a sweep, records it, and runs its trials one after another (skipping
// what is done, resuming what was interrupted), then prints the comparison.
#pragma once

#include <string>
#include <vector>

#include "host/runner/trial_runner.h"

namespace nilab::host {

struct SweepRunOptions {
  std::string sweep_file = "sweeps/quickstart.toml";
  std::vector<std::string> overrides;  // --set key=value
  std::vector<std::string> plugin_path;
  std::string db = "results/nilab.sqlite";
  bool dry_run = false;
  bool retry_failed = false;
  int64_t threads = 0;         // 0: all cores
  int64_t max_failures = 0;    // stop after this many failed trials; 0: never
  double stale_after_s = 600;  // a running trial without heartbeat for this long is taken over
  RunOptions run;
};

// Returns the process exit code (0 all done, 1 some failed, 2 bad sweep, 130 interrupted) and,
// when the sweep file was valid, the sweep's name.
int RunSweep(const SweepRunOptions& options, std::string* sweep_name = nullptr);

}  // namespace nilab::host
