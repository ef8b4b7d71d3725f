// A machine-wide thread budget for nilab runs side by side. Each `nilab run` that was left to
// take every core (--threads 0, the default) registers in a per-user directory and, about once a
// second while it trains, takes its share: cores / (live runs), at least 1. Two runs on 2 cores
// thus train at one thread each instead of four threads fighting over two cores (OpenMP threads
// spin while they wait, so oversubscription costs far more than the 2x of the arithmetic).
// A run is live while it holds an flock on its file, so a killed run stops counting at once.
// The directory is a RunStateDir: every file of it is handled through its open handle.
#pragma once

#include <chrono>
#include <string>

#include "host/platform/run_state_dir.h"

namespace nilab::platform {

class ThreadBudget {
 public:
  // Registers this process in `dir` as `slots` runs' worth (a `--jobs N` run counts N).
  // `adaptive`: this run takes its share (it was given no --threads); a run with fixed threads is
  // counted by the others but keeps its own. Throws on a registry it cannot use.
  ThreadBudget(RunStateDir dir, int cores, bool adaptive, int slots = 1);
  // The same in RunStateDir::FromPath(dir) (created 0700 when missing; refused when it is a
  // symlink, not private, or another user's).
  ThreadBudget(const std::string& dir, int cores, bool adaptive, int slots = 1);
  ~ThreadBudget();
  ThreadBudget(const ThreadBudget&) = delete;
  ThreadBudget& operator=(const ThreadBudget&) = delete;

  // Slots of the runs registered in the directory whose process is alive, this one's included.
  int LiveRuns() const;
  // This run's threads given `live` slots.
  int ShareOf(int live) const;
  // At most once per `interval`: recounts and, for an adaptive run whose share differs from its
  // torch threads, sets them; returns the new thread count, or 0 when nothing changed.
  int Rebalance(std::chrono::milliseconds interval = std::chrono::milliseconds(1000));

  const RunStateDir& dir() const { return dir_; }

 private:
  RunStateDir dir_;
  std::string file_;  // this run's entry in dir_
  int fd_ = -1;
  int cores_;
  bool adaptive_;
  int slots_;
  std::chrono::steady_clock::time_point last_check_{};
};

// The process's budget, when `nilab run` installed one (nullptr otherwise); the trainer calls
// Rebalance() on it between batches.
ThreadBudget* ProcessThreadBudget();
void SetProcessThreadBudget(ThreadBudget* budget);

}  // namespace nilab::platform
