// Reading results back for the analysis commands (status, compare, export): trials with their
// params and the final metrics of one phase, and the sweeps in a database.
#pragma once

#include <cmath>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "host/store/store.h"

namespace nilab::host::store {

struct TrialResult {
  int64_t id = 0;
  std::string sweep;
  int64_t index = 0;
  std::string config_hash;
  std::string task;
  std::string model;
  int64_t seed = 0;
  TrialStatus status = TrialStatus::kQueued;
  int64_t attempts = 0;
  std::string worker;
  std::string error;
  // ISO-8601 UTC as stored ("" when unset) and as unix seconds (NaN when unset).
  std::string started_at, ended_at, heartbeat_at;
  // A running trial whose steps stopped advancing for train.stall_timeout: its last step ("" when
  // its steps advance).
  std::string stalled_at;
  double started_unix = std::nan(""), ended_unix = std::nan(""), heartbeat_unix = std::nan("");
  std::vector<std::pair<std::string, sdk::ParamValue>> params;  // flat params, sorted by key
  int64_t epochs = 0;  // epochs trained so far, over all its phases (a pruned trial: to its rung)
  int64_t declared_epochs = 0;  // epochs its config trains, over its phases (eval_only: none)
  // CPU seconds of its epochs' training and evaluation (their time/cpu_s metrics, over all its
  // phases); NaN when an epoch has none (trials from before nilab recorded it).
  double cpu_seconds = std::nan("");
  std::string stage;  // [protocol] sweeps: "tune" or "confirm"; "" otherwise
  // The configuration without its seed (its config JSON less the seed): one per configuration.
  std::string group_key;
  std::string created_at;  // when its row was recorded (the run that added it)
  double created_unix = std::nan("");
  // Provenance of its latest attempt ("" / false / 0 when it never ran).
  std::string git_commit;
  bool git_dirty = false;
  int64_t sdk_abi = 0;
  std::string torch_version;
  std::string device;  // "cpu", "cuda:0"
  int64_t threads = 0;
  bool val_from_test = false;  // its task says its val came from a test split
  // Its task's floors ("test/acc" -> 0.271): a baseline's score that ignores part of the input
  // (its floor/<metric> provenance, plugins/sdk/carve.h).
  std::map<std::string, double> floors;
  std::string phase;                      // the phase `metrics` come from; "" when none
  std::map<std::string, double> metrics;  // its final metrics ("val/mean_r2"); NaN stays NaN

  // The param `key`, or nullptr.
  const sdk::ParamValue* Param(const std::string& key) const;
};

struct ResultsQuery {
  std::string sweep;  // "" = every sweep
  std::string phase;  // final metrics of this phase; "" = each trial's last phase that has some
  bool with_params = true;
  bool with_metrics = true;
  // Pruned trials (which have no final metrics): the per-epoch metrics of the rung that pruned
  // them instead, with `phase` that rung's phase.
  bool pruned_at_rung = false;
};

// Every trial matching `query` (all statuses), by sweep then index. Throws StoreError for an
// unknown sweep, naming the ones there are.
std::vector<TrialResult> LoadResults(Store& store, const ResultsQuery& query);

struct SweepInfo {
  int64_t id = 0;
  std::string name;
  std::string file;
  std::string created_at;
  std::string updated_at;  // last `nilab run` of it
};

// Every sweep, least recently run first.
std::vector<SweepInfo> ListSweeps(Store& store);

// The sweep run most recently; "" when there is none.
std::string LatestSweep(Store& store);

// The phases with final metrics in a sweep, in the order they were first logged.
std::vector<std::string> FinalPhases(Store& store, const std::string& sweep);

}  // namespace nilab::host::store
