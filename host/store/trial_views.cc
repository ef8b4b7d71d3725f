#include "host/store/trial_views.h"

#include "host/store/sqlite.h"

namespace nilab::host::store {

std::optional<TrialDetail> FindTrialDetail(Store& store, int64_t trial_id) {
  sqlite3* db = store.handle();
  const std::string& path = store.path();
  const std::string stalled = HasTable(db, path, "stalls")
                                  ? "coalesce((SELECT since FROM stalls WHERE trial_id = t.id), '')"
                                  : "''";
  Statement select(db, path,
                   "SELECT t.id, s.name, t.idx, t.config_hash, t.config_json, t.task, t.model, "
                   "t.seed, t.status, t.error, t.attempts, t.worker, t.heartbeat_at, "
                   "t.created_at, t.started_at, t.ended_at, t.host, t.git_commit, t.git_dirty, "
                   "t.nilab_version, t.torch_version, t.sdk_abi, t.device, t.threads, "
                   "t.num_params, t.model_params, t.command_line, t.provenance_json, " +
                       stalled +
                       " FROM trials t JOIN sweeps s ON s.id = t.sweep_id WHERE t.id = ?");
  select.Bind(1, trial_id);
  if (!select.Step()) return std::nullopt;
  const auto optional_int = [&](int column) {
    return select.IsNull(column) ? std::nullopt : std::optional<int64_t>(select.Int(column));
  };
  TrialDetail t;
  t.id = select.Int(0);
  t.sweep = select.Text(1);
  t.index = select.Int(2);
  t.config_hash = select.Text(3);
  t.config_json = select.Text(4);
  t.task = select.Text(5);
  t.model = select.Text(6);
  t.seed = select.Int(7);
  t.status = select.Text(8);
  t.error = select.Text(9);
  t.attempts = select.Int(10);
  t.worker = select.Text(11);
  t.heartbeat_at = select.Text(12);
  t.created_at = select.Text(13);
  t.started_at = select.Text(14);
  t.ended_at = select.Text(15);
  t.host = select.Text(16);
  t.git_commit = select.Text(17);
  t.git_dirty = optional_int(18);
  t.nilab_version = select.Text(19);
  t.torch_version = select.Text(20);
  t.sdk_abi = optional_int(21);
  t.device = select.Text(22);
  t.threads = optional_int(23);
  t.num_params = optional_int(24);
  t.model_params = optional_int(25);
  t.command_line = select.Text(26);
  t.provenance_json = select.Text(27);
  t.stalled_at = select.Text(28);
  return t;
}

std::optional<TrialLabel> FindTrialLabel(Store& store, int64_t trial_id) {
  Statement trial(store.handle(), store.path(), "SELECT model, idx, seed FROM trials WHERE id = ?");
  trial.Bind(1, trial_id);
  if (!trial.Step()) return std::nullopt;
  return TrialLabel{trial.Text(0), trial.Int(1), trial.Int(2)};
}

std::vector<StoredParam> TrialParams(Store& store, int64_t trial_id) {
  std::vector<StoredParam> params;
  Statement rows(store.handle(), store.path(),
                 "SELECT key, type, value_int, value_real, value_text FROM params "
                 "WHERE trial_id = ? ORDER BY key");
  rows.Bind(1, trial_id);
  while (rows.Step()) {
    params.push_back({rows.Text(0), rows.Text(1), rows.Int(2), rows.Real(3), rows.Text(4)});
  }
  return params;
}

std::vector<PhaseView> TrialPhases(Store& store, int64_t trial_id) {
  std::vector<PhaseView> phases;
  Statement rows(store.handle(), store.path(),
                 "SELECT name, status, epochs_done, started_at, ended_at FROM phases "
                 "WHERE trial_id = ? ORDER BY id");
  rows.Bind(1, trial_id);
  while (rows.Step()) {
    phases.push_back({rows.Text(0), rows.Text(1), rows.Int(2), rows.Text(3), rows.Text(4)});
  }
  return phases;
}

std::vector<MetricValue> TrialMetrics(Store& store, int64_t trial_id, int64_t limit) {
  std::vector<MetricValue> metrics;
  Statement rows(store.handle(), store.path(),
                 "SELECT phase, name, epoch, step, value, is_final FROM metrics "
                 "WHERE trial_id = ? ORDER BY id LIMIT ?");
  rows.Bind(1, trial_id).Bind(2, limit);
  while (rows.Step()) {
    metrics.push_back(
        {rows.Text(0), rows.Text(1), rows.Int(2), rows.Int(3), rows.Real(4), rows.Int(5) != 0});
  }
  return metrics;
}

std::vector<ArtifactView> TrialArtifacts(Store& store, int64_t trial_id, const std::string& kind) {
  std::vector<ArtifactView> artifacts;
  Statement rows(store.handle(), store.path(),
                 "SELECT phase, epoch, kind, path, sha256, bytes, created_at FROM artifacts "
                 "WHERE trial_id = ?1 AND (?2 = '' OR kind = ?2) ORDER BY id");
  rows.Bind(1, trial_id).Bind(2, kind);
  while (rows.Step()) {
    artifacts.push_back({rows.Text(0), rows.Int(1), rows.Text(2), rows.Text(3), rows.Text(4),
                         rows.Int(5), rows.Text(6)});
  }
  return artifacts;
}

}  // namespace nilab::host::store
