// Runs one trial: builds the task and the model from their plugins, then runs the trial's
// phases in order, resuming from what the results store and the checkpoints say is done.
//
// Every phase starts from a fresh build whose structure is replayed from the phase's ancestors
// (StartPhase and model operations of each phase on the `from` chain), then loads the parent
// phase's final checkpoint, then applies its own StartPhase and operations. So each phase of a
// trial starts from exactly the weights its parent ended with, whether it runs right after the
// parent or days later after a crash, and siblings (three finetuning settings from one pretrained
// checkpoint) never see each other's changes.
//
// The steps of a phase, each in its own file: phase_build.h (build it and load the weights it
// starts from, phase_source.h for `init` and `select`), phase_trainer.h (the epoch loop: resume,
// epoch_trainer.h, phase_evaluation.h, early stopping, checkpoints, rung_judge.h), then the final
// evaluation and checkpoint (trial_runner.cc). trial_files.h records every file the trial writes;
// trial_context.h is what the steps share.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>

#include "host/plugins/registry.h"
#include "host/store/store.h"
#include "host/sweep/sweep_spec.h"

namespace nilab::host {

struct RunOptions {
  std::string device = "cpu";
  std::string data_dir = "data";
  std::string checkpoint_dir = "results/checkpoints";
  std::string worker;        // recorded with claimed trials: "<host>:<pid>"
  double heartbeat_s = 30;   // how often a running trial says it is alive (0: never)
  bool quiet = false;        // no per-epoch lines
  int tty = -1;              // progress bar: -1 detect, 0 plain lines, 1 bar
  std::string command_line;  // recorded with every trial
  // [prune] in a Slurm array task: record the arrival at the next rung and stop there; the
  // wave's arrivals are decided together after the merge (DecideWave).
  bool defer_rung_decisions = false;
};

struct TrialRun {
  const sweep::SweepSpec* sweep = nullptr;
  const sweep::TrialSpec* trial = nullptr;
  const store::TrialRow* row = nullptr;
  const LoadedPlugin* task_plugin = nullptr;
  const LoadedPlugin* model_plugin = nullptr;
  store::Store* store = nullptr;
  const RunOptions* options = nullptr;
};

struct TrialResult {
  std::map<std::string, double> final_metrics;  // of the last phase
  int64_t model_params = 0;
  // kDone, or where a [prune] rung stopped it: kPaused (waits for the other seeds of its
  // configuration) or kPruned. The store recorded that status with the rung's decision.
  store::TrialStatus status = store::TrialStatus::kDone;
};

// Throws Interrupted (see interrupt.h) on Ctrl-C, std::exception on failure; the caller records
// the trial's status.
TrialResult RunTrial(const TrialRun& run);

}  // namespace nilab::host
