// What every step of one trial shares (trial_runner.h): the run it belongs to (sweep, trial, its
// row, plugins, store, options), its progress lines and their label, the task's headline metric,
// and the heartbeat that a running trial sends and checks between batches.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>

#include "host/runner/heartbeat_timer.h"
#include "host/runner/progress.h"
#include "host/runner/trial_runner.h"

namespace nilab::host {

// Metrics by name, "<split>/<metric>" ("val/acc", "train/loss", "time/eval_s").
using Metrics = std::map<std::string, double>;

class TrialContext {
 public:
  explicit TrialContext(const TrialRun& run);

  const sweep::SweepSpec& sweep() const { return *run_.sweep; }
  const sweep::TrialSpec& trial() const { return *run_.trial; }
  const store::TrialRow& row() const { return *run_.row; }
  int64_t trial_id() const { return run_.row->id; }
  const LoadedPlugin& task_plugin() const { return *run_.task_plugin; }
  const LoadedPlugin& model_plugin() const { return *run_.model_plugin; }
  const RunOptions& options() const { return *run_.options; }
  store::Store& store() const { return *run_.store; }
  Progress& progress() { return progress_; }

  // The prefix of the trial's progress lines: "[quickstart #3 ni seed 1 train] " (no phase for
  // "").
  std::string Label(const std::string& phase) const;

  // Whether the model's plugin declares a capability (sdk::capability, plugins/sdk/plugin_info.h).
  bool ModelHas(const char* capability) const;
  // The directions the task declares for its metrics, by name.
  std::map<std::string, bool> DeclaredDirections() const;
  // The task's headline metric ("val/acc") and its direction, read as nilab compare reads it
  // (search::HigherIsBetter, which also covers undeclared names): early stopping reads it.
  const std::string& Headline() const { return run_.task_plugin->info.headline_metric; }
  bool HeadlineHigher() const;

  // Starts the heartbeat timer (heartbeat_timer.h) when options().heartbeat_s > 0.
  void StartHeartbeat();
  // The phase's train.stall_timeout (0: never stalled).
  void SetStallTimeout(double seconds);
  // Between batches: stops on Ctrl-C, or when the heartbeat timer found the trial taken over.
  void Beat();

 private:
  const TrialRun& run_;
  Progress progress_;
  std::unique_ptr<HeartbeatTimer> heartbeat_;
};

}  // namespace nilab::host
