// `nilab run --jobs N`: N worker processes on one machine, each running the claim loop on the
// same database. The pool starts them (each in a process group of its own), prefixes their output
// lines with their number, prints a status line whenever a trial ends, forwards Ctrl-C / SIGTERM
// to them (each records its trial as interrupted), records the trial of a worker that died
// ("worker 2 (pid 4242) exited with signal 9 (Killed)") and stops them all after --max-failures
// failed trials.
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <vector>

namespace nilab::host {

struct WorkerPoolOptions {
  std::string prog = "nilab run";  // prefix of the pool's own lines
  std::string db;
  int64_t sweep_id = 0;
  std::set<std::string> config_hashes;  // the trials of this run: progress and failures count these
  int64_t all_trials =
      0;  // > 0: a model-based sweep's trial total; every trial of the sweep counts
  int64_t failed_before = 0;                      // of those, failed before the workers started
  int64_t max_failures = 0;                       // 0: never stop
  std::vector<std::vector<std::string>> workers;  // argv of each worker, argv[0] the executable
};

// Runs the workers to the end. Returns 130 when interrupted, 1 when a trial failed or a worker
// exited with an error, else 0.
int RunWorkerPool(const WorkerPoolOptions& options);

// The path of the running executable (/proc/self/exe), to start workers of the same build.
std::string SelfExecutable();

}  // namespace nilab::host
