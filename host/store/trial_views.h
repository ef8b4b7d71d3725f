// Typed views of one trial whole: its row with provenance, params as stored, phases, metrics and
// artifacts, each in the order it was recorded (nilab serve's trial page and routing pictures).
// Reads only: run them inside the caller's read transaction (store/sqlite.h: BeginRead) to see
// one snapshot.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "host/store/store.h"

namespace nilab::host::store {

// A trials row with its sweep's name. Text columns read "" when NULL; the optional ones are
// nullopt when NULL (a trial that never ran has no provenance).
struct TrialDetail {
  int64_t id = 0;
  std::string sweep;
  int64_t index = 0;
  std::string config_hash, config_json, task, model;
  int64_t seed = 0;
  std::string status;  // as stored, so that another version's status reads too
  std::string error;
  int64_t attempts = 0;
  std::string worker, heartbeat_at, created_at, started_at, ended_at;
  std::string host, git_commit;
  std::optional<int64_t> git_dirty;
  std::string nilab_version, torch_version;
  std::optional<int64_t> sdk_abi;
  std::string device;
  std::optional<int64_t> threads, num_params, model_params;
  std::string command_line, provenance_json;
  // When its steps stalled (train.stall_timeout), or "" (also on a database older than version 7,
  // opened read-only and not migrated: it has no stalls table).
  std::string stalled_at;
};
std::optional<TrialDetail> FindTrialDetail(Store& store, int64_t trial_id);

// What a trial's pictures are titled with.
struct TrialLabel {
  std::string model;
  int64_t index = 0, seed = 0;
};
std::optional<TrialLabel> FindTrialLabel(Store& store, int64_t trial_id);

// A params row as stored: `type` is "int", "bool", "float", "string" or a list (its value_text a
// JSON array). value_int reads 0 and value_real NaN when NULL.
struct StoredParam {
  std::string key, type;
  int64_t value_int = 0;
  double value_real = 0;
  std::string value_text;
};
// By key.
std::vector<StoredParam> TrialParams(Store& store, int64_t trial_id);

struct PhaseView {
  std::string name, status;
  int64_t epochs_done = 0;
  std::string started_at, ended_at;
};
// In the order the phases began.
std::vector<PhaseView> TrialPhases(Store& store, int64_t trial_id);

// A metrics row; value is NaN when NULL.
struct MetricValue {
  std::string phase, name;
  int64_t epoch = 0, step = 0;
  double value = 0;
  bool is_final = false;
};
// In the order logged, at most `limit` rows.
std::vector<MetricValue> TrialMetrics(Store& store, int64_t trial_id, int64_t limit);

struct ArtifactView {
  std::string phase;
  int64_t epoch = 0;
  std::string kind, path, sha256;
  int64_t bytes = 0;
  std::string created_at;
};
// In the order recorded; with `kind`, only those of that kind.
std::vector<ArtifactView> TrialArtifacts(Store& store, int64_t trial_id,
                                         const std::string& kind = "");

}  // namespace nilab::host::store
