#include "host/store/results.h"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <unordered_map>

#include "host/store/sqlite.h"

namespace nilab::host::store {
namespace {

// Seconds since 1970 of an ISO-8601 column, in SQL.
std::string UnixSql(const std::string& column) {
  return "(julianday(" + column + ") - 2440587.5) * 86400.0";
}

sdk::ParamValue ReadParam(const Statement& row, const std::string& path, int64_t trial_id) {
  const std::string key = row.Text(1);
  const std::string type = row.Text(2);
  try {
    if (type == "int") return row.Int(3);
    if (type == "bool") return row.Int(3) != 0;
    if (type == "float") return row.Real(4);
    if (type == "string") return row.Text(5);
    const nlohmann::json list = nlohmann::json::parse(row.Text(5));
    if (type == "int_list") return list.get<sdk::IntList>();
    if (type == "float_list") return list.get<sdk::FloatList>();
    if (type == "string_list") return list.get<sdk::StringList>();
  } catch (const nlohmann::json::exception& e) {
    throw StoreError(path + ": param '" + key + "' of trial " + std::to_string(trial_id) +
                     " is not a valid " + type + ": " + e.what());
  }
  throw StoreError(path + ": param '" + key + "' of trial " + std::to_string(trial_id) +
                   " has unknown type '" + type + "'");
}

}  // namespace

const sdk::ParamValue* TrialResult::Param(const std::string& key) const {
  for (const auto& [name, value] : params) {
    if (name == key) return &value;
  }
  return nullptr;
}

std::vector<SweepInfo> ListSweeps(Store& store) {
  std::vector<SweepInfo> sweeps;
  RunRead(store.path(), "listing sweeps", [&] {
    sweeps.clear();
    Statement select(store.handle(), store.path(),
                     "SELECT id, name, file, created_at, updated_at FROM sweeps "
                     "ORDER BY updated_at, id");
    while (select.Step()) {
      sweeps.push_back(
          {select.Int(0), select.Text(1), select.Text(2), select.Text(3), select.Text(4)});
    }
  });
  return sweeps;
}

std::string LatestSweep(Store& store) {
  const std::vector<SweepInfo> sweeps = ListSweeps(store);
  return sweeps.empty() ? "" : sweeps.back().name;
}

std::vector<std::string> FinalPhases(Store& store, const std::string& sweep) {
  std::vector<std::string> phases;
  RunRead(store.path(), "listing phases", [&] {
    phases.clear();
    Statement select(store.handle(), store.path(),
                     "SELECT m.phase FROM metrics m JOIN trials t ON t.id = m.trial_id "
                     "JOIN sweeps s ON s.id = t.sweep_id WHERE m.is_final = 1 AND s.name = ? "
                     "GROUP BY m.phase ORDER BY min(m.id)");
    select.Bind(1, sweep);
    while (select.Step()) phases.push_back(select.Text(0));
  });
  return phases;
}

std::vector<TrialResult> LoadResults(Store& store, const ResultsQuery& query) {
  sqlite3* db = store.handle();
  const std::string& path = store.path();
  if (!query.sweep.empty() && !store.FindSweep(query.sweep)) {
    std::string known;
    for (const auto& sweep : ListSweeps(store)) known += (known.empty() ? "" : ", ") + sweep.name;
    throw StoreError(path + ": no sweep named '" + query.sweep + "' (" +
                     (known.empty() ? "no sweeps recorded yet" : "sweeps: " + known) + ")");
  }
  std::vector<TrialResult> trials;
  RunRead(path, "reading results", [&] {
    trials.clear();
    // One read transaction, so the three queries see the same snapshot (the caller's, when it
    // has one open: `nilab serve` reads each request in one).
    const bool own_transaction = sqlite3_get_autocommit(db) != 0;
    if (own_transaction) Exec(db, path, "BEGIN");
    try {
      const std::string sweep_filter = " AND (?1 = '' OR s.name = ?1)";
      // The stalls table is version 7: a read-only older file has none.
      const std::string stalled =
          HasTable(db, path, "stalls")
              ? "coalesce((SELECT since FROM stalls WHERE trial_id = t.id), '')"
              : "''";
      // A file older than version 6 (opened read-only, never migrated) has no stage.
      const bool v2 = HasColumn(db, path, "trials", "git_commit");  // provenance columns
      const std::string stage =
          HasColumn(db, path, "trials", "stage") ? "coalesce(t.stage, '')" : "''";
      const std::string provenance =
          v2 ? "coalesce(t.git_commit, ''), coalesce(t.git_dirty, 0), coalesce(t.sdk_abi, 0), "
               "coalesce(t.torch_version, ''), coalesce(t.device, ''), coalesce(t.threads, 0), "
             : "'', 0, 0, '', '', 0, ";
      // A file older than version 6 read as it is (compare opens it read-only, unmigrated): its
      // digits and K-MNIST trials validated on the official test split, as migration 6 marks.
      const std::string val_from_test =
          HasColumn(db, path, "trials", "stage")
              ? "coalesce(json_extract(t.provenance_json, '$.task.val_from_test'), '') "
              : "CASE WHEN t.provenance_json IS NOT NULL AND (t.task = 'kmnist' OR (t.task = "
                "'digits' AND EXISTS (SELECT 1 FROM json_each(t.provenance_json, '$.task') "
                "WHERE key LIKE 'split/%/test'))) THEN '1' ELSE '' END ";
      Statement select(
          db, path,
          "SELECT t.id, s.name, t.idx, t.config_hash, t.task, t.model, t.seed, t.status, "
          "t.attempts, coalesce(t.worker, ''), coalesce(t.error, ''), coalesce(t.started_at, ''), "
          "coalesce(t.ended_at, ''), coalesce(t.heartbeat_at, ''), " +
              UnixSql("t.started_at") + ", " + UnixSql("t.ended_at") + ", " +
              UnixSql("t.heartbeat_at") +
              ", (SELECT coalesce(sum(epochs_done), 0) FROM phases WHERE trial_id = t.id), " +
              stage +
              ", (SELECT coalesce(sum(json_extract(value, '$.train.epochs')), 0) FROM "
              "json_each(t.config_json, '$.phases') WHERE NOT "
              "coalesce(json_extract(value, '$.eval_only'), 0)), "
              "json_remove(t.config_json, '$.seed'), t.created_at, " +
              UnixSql("t.created_at") + ", " + provenance + val_from_test + ", " + stalled +
              " FROM trials t JOIN sweeps s ON s.id = t.sweep_id WHERE 1" + sweep_filter +
              " ORDER BY s.id, t.idx, t.id");
      select.Bind(1, query.sweep);
      std::unordered_map<int64_t, size_t> position;
      while (select.Step()) {
        TrialResult t;
        t.id = select.Int(0);
        t.sweep = select.Text(1);
        t.index = select.Int(2);
        t.config_hash = select.Text(3);
        t.task = select.Text(4);
        t.model = select.Text(5);
        t.seed = select.Int(6);
        t.status = ParseTrialStatus(select.Text(7));
        t.attempts = select.Int(8);
        t.worker = select.Text(9);
        t.error = select.Text(10);
        t.started_at = select.Text(11);
        t.ended_at = select.Text(12);
        t.heartbeat_at = select.Text(13);
        t.started_unix = select.Real(14);
        t.ended_unix = select.Real(15);
        t.heartbeat_unix = select.Real(16);
        t.epochs = select.Int(17);
        t.stage = select.Text(18);
        t.declared_epochs = select.Int(19);
        t.group_key = select.Text(20);
        t.created_at = select.Text(21);
        t.created_unix = select.Real(22);
        t.git_commit = select.Text(23);
        t.git_dirty = select.Int(24) != 0;
        t.sdk_abi = select.Int(25);
        t.torch_version = select.Text(26);
        t.device = select.Text(27);
        t.threads = select.Int(28);
        t.val_from_test = select.Text(29) == "1";
        t.stalled_at = select.Text(30);
        position[t.id] = trials.size();
        trials.push_back(std::move(t));
      }
      if (query.with_params) {
        Statement params(db, path,
                         "SELECT p.trial_id, p.key, p.type, p.value_int, p.value_real, "
                         "p.value_text FROM params p JOIN trials t ON t.id = p.trial_id "
                         "JOIN sweeps s ON s.id = t.sweep_id WHERE 1" +
                             sweep_filter + " ORDER BY p.trial_id, p.key");
        params.Bind(1, query.sweep);
        while (params.Step()) {
          const int64_t id = params.Int(0);
          trials[position.at(id)].params.emplace_back(params.Text(1), ReadParam(params, path, id));
        }
      }
      if (query.with_metrics) {
        // Without a phase: the phase whose final metrics were logged last, per trial.
        const std::string phase_filter =
            query.phase.empty()
                ? "m.phase = (SELECT l.phase FROM metrics l WHERE l.id = (SELECT max(id) FROM "
                  "metrics WHERE trial_id = m.trial_id AND is_final = 1))"
                : "m.phase = ?2";
        Statement metrics(db, path,
                          "SELECT m.trial_id, m.phase, m.name, m.value FROM metrics m "
                          "JOIN trials t ON t.id = m.trial_id JOIN sweeps s ON s.id = t.sweep_id "
                          "WHERE m.is_final = 1" +
                              sweep_filter + " AND " + phase_filter);
        metrics.Bind(1, query.sweep);
        if (!query.phase.empty()) metrics.Bind(2, query.phase);
        while (metrics.Step()) {
          TrialResult& t = trials[position.at(metrics.Int(0))];
          t.phase = metrics.Text(1);
          t.metrics[metrics.Text(2)] = metrics.Real(3);
        }
      }
      if (query.with_metrics && query.pruned_at_rung) {
        if (HasTable(db, path, "rungs")) {  // version 4 and later
          Statement pruned(db, path,
                           "SELECT r.trial_id, r.phase, m.name, m.value FROM rungs r "
                           "JOIN trials t ON t.id = r.trial_id JOIN sweeps s ON s.id = t.sweep_id "
                           "JOIN metrics m ON m.trial_id = r.trial_id AND m.phase = r.phase AND "
                           "m.epoch = r.epoch AND m.is_final = 0 WHERE t.status = 'pruned' AND "
                           "r.decision = 'pruned'" +
                               sweep_filter + " AND (?2 = '' OR r.phase = ?2)");
          pruned.Bind(1, query.sweep).Bind(2, query.phase);
          while (pruned.Step()) {
            TrialResult& t = trials[position.at(pruned.Int(0))];
            t.phase = pruned.Text(1);
            t.metrics[pruned.Text(2)] = pruned.Real(3);
          }
        }
      }
      if (own_transaction) Exec(db, path, "COMMIT");
    } catch (...) {
      if (own_transaction) sqlite3_exec(db, "ROLLBACK", nullptr, nullptr, nullptr);
      throw;
    }
  });
  return trials;
}

}  // namespace nilab::host::store
