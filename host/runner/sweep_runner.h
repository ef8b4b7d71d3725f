// `nilab run` and `nilab worker`: expand a sweep, record it, and run its trials, skipping what is
// done and resuming what was interrupted; then `nilab run` prints the comparison.
//
// Every way of running trials goes through the same claim loop: take the first runnable trial of
// the expansion atomically from the database (ClaimTrialByHash), run it, record how it ended, take
// the next. `nilab run` runs the loop itself (--jobs 1) or starts N `nilab worker` processes that
// each run it on the same database (--jobs N, --devices); a Slurm array task runs it on one trial
// (`nilab worker --trial I`) into a shard database of its own.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "host/runner/trial_runner.h"
#include "host/store/store.h"
#include "host/sweep/trial_filter.h"

namespace nilab::host {

struct SweepRunOptions {
  std::string sweep_file = "sweeps/quickstart.toml";
  std::vector<std::string> overrides;  // --set key=value
  // --where key=value: only the trials with these values (host/sweep/trial_filter.h)
  std::vector<std::string> where;
  std::vector<std::string> plugin_path;
  std::string db = "results/nilab.sqlite";
  bool dry_run = false;
  bool retry_failed = false;
  int64_t threads = 0;       // torch threads in all (0: all cores), split between the workers
  int64_t max_failures = 0;  // stop after this many failed trials; 0: never
  // A running trial without heartbeat for this long is taken over (nilab status uses the same).
  double stale_after_s = store::kDefaultStaleAfterS;
  int64_t jobs = 0;              // worker processes; 0: one per device of `devices`, else 1
  std::vector<int64_t> devices;  // CUDA devices: worker k runs on cuda:devices[k % size]
  RunOptions run;
};

// Returns the process exit code (0 all done, 1 some failed, 2 bad sweep or options, 130
// interrupted) and, when the sweep file was valid, the sweep's name.
int RunSweep(const SweepRunOptions& options, std::string* sweep_name = nullptr);

// `nilab worker`: one worker process. Started by `nilab run --jobs N` (with parent_pid: it stops
// when that process dies) or by a Slurm array task (with trial: only the trial at that index of
// the expansion, recorded into the task's own shard database).
struct WorkerOptions {
  SweepRunOptions sweep;  // sweep file, overrides, plugins, db, threads (this worker's), run
  int64_t trial = -1;     // >= 0: only this trial of the expansion (of the stage's trials)
  // A [protocol] sweep: the stage this worker runs ("tune" or "confirm"; "" runs both, choosing
  // in between, as `nilab run` does in one process).
  std::string stage;
  int64_t parent_pid = 0;  // > 0: the `nilab run` that started this worker
};
int RunWorker(const WorkerOptions& options);

// Loads the plugins into `registry` and expands the sweep of `options` (file and overrides).
// Throws sweep::SweepError on a bad sweep.
sweep::SweepSpec LoadSweep(const SweepRunOptions& options, PluginRegistry* registry);

// --where on `spec` (host/sweep/trial_filter.h). Throws sweep::SweepError, one line, for a bad
// term, and where the sweep's trials cannot run a subset at a time without changing one of them:
// [prune], configurations chosen while it runs (tpe), a seed filter on a [protocol] sweep.
sweep::TrialFilter WhereFilter(const std::vector<std::string>& where, const sweep::SweepSpec& spec);

// The arguments that make `nilab worker` run like `options` (without the binary and "worker");
// --db and --threads only when set (non-empty, > 0).
std::vector<std::string> WorkerArgs(const SweepRunOptions& options);

}  // namespace nilab::host
