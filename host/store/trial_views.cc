#include "host/store/trial_views.h"

#include "host/store/rows.h"
#include "host/store/sqlite.h"

namespace nilab::host::store {

std::optional<TrialDetail> FindTrialDetail(Store& store, int64_t trial_id) {
  sqlite3* db = store.handle();
  const std::string& path = store.path();
  const std::string stalled = HasTable(db, path, "stalls")
                                  ? "coalesce((SELECT since FROM stalls WHERE trial_id = t.id), '')"
                                  : "''";
  return ReadFirstRow(
      db, path,
      "SELECT t.id, s.name, t.idx, t.config_hash, t.config_json, t.task, t.model, t.seed, "
      "t.status, t.error, t.attempts, t.worker, t.heartbeat_at, t.created_at, t.started_at, "
      "t.ended_at, t.host, t.git_commit, t.git_dirty, t.nilab_version, t.torch_version, "
      "t.sdk_abi, t.device, t.threads, t.num_params, t.model_params, t.command_line, "
      "t.provenance_json, " +
          stalled + " FROM trials t JOIN sweeps s ON s.id = t.sweep_id WHERE t.id = ?",
      [](const Statement& row) {
        TrialDetail t;
        ReadColumns(row, t.id, t.sweep, t.index, t.config_hash, t.config_json, t.task, t.model,
                    t.seed, t.status, t.error, t.attempts, t.worker, t.heartbeat_at, t.created_at,
                    t.started_at, t.ended_at, t.host, t.git_commit, t.git_dirty, t.nilab_version,
                    t.torch_version, t.sdk_abi, t.device, t.threads, t.num_params, t.model_params,
                    t.command_line, t.provenance_json, t.stalled_at);
        return t;
      },
      trial_id);
}

std::optional<TrialLabel> FindTrialLabel(Store& store, int64_t trial_id) {
  return ReadFirstRow(
      store, "SELECT model, idx, seed FROM trials WHERE id = ?",
      [](const Statement& row) {
        return TrialLabel{row.Text(0), row.Int(1), row.Int(2)};
      },
      trial_id);
}

std::vector<StoredParam> TrialParams(Store& store, int64_t trial_id) {
  return ReadRows(store,
                  "SELECT key, type, value_int, value_real, value_text FROM params "
                  "WHERE trial_id = ? ORDER BY key",
                  RowReader(&StoredParam::key, &StoredParam::type, &StoredParam::value_int,
                            &StoredParam::value_real, &StoredParam::value_text),
                  trial_id);
}

std::vector<PhaseView> TrialPhases(Store& store, int64_t trial_id) {
  return ReadRows(store,
                  "SELECT name, status, epochs_done, started_at, ended_at FROM phases "
                  "WHERE trial_id = ? ORDER BY id",
                  RowReader(&PhaseView::name, &PhaseView::status, &PhaseView::epochs_done,
                            &PhaseView::started_at, &PhaseView::ended_at),
                  trial_id);
}

std::vector<MetricValue> TrialMetrics(Store& store, int64_t trial_id, int64_t limit) {
  return ReadRows(store,
                  "SELECT phase, name, epoch, step, value, is_final FROM metrics "
                  "WHERE trial_id = ? ORDER BY id LIMIT ?",
                  RowReader(&MetricValue::phase, &MetricValue::name, &MetricValue::epoch,
                            &MetricValue::step, &MetricValue::value, &MetricValue::is_final),
                  trial_id, limit);
}

std::vector<ArtifactView> TrialArtifacts(Store& store, int64_t trial_id, const std::string& kind) {
  return ReadRows(store,
                  "SELECT phase, epoch, kind, path, sha256, bytes, created_at FROM artifacts "
                  "WHERE trial_id = ?1 AND (?2 = '' OR kind = ?2) ORDER BY id",
                  RowReader(&ArtifactView::phase, &ArtifactView::epoch, &ArtifactView::kind,
                            &ArtifactView::path, &ArtifactView::sha256, &ArtifactView::bytes,
                            &ArtifactView::created_at),
                  trial_id, kind);
}

}  // namespace nilab::host::store
