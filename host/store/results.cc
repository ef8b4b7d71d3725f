#include "host/store/results.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <unordered_map>

#include "host/store/rows.h"
#include "host/store/sqlite.h"

namespace nilab::host::store {
namespace {

// Seconds since 1970 of an ISO-8601 column, in SQL.
std::string UnixSql(const std::string& column) {
  return "(julianday(" + column + ") - 2440587.5) * 86400.0";
}

// {"test/acc": "0.271"} into floors; a value that is not a finite number is left out.
void ReadFloors(const std::string& json_text, std::map<std::string, double>* floors) {
  const nlohmann::json object = nlohmann::json::parse(json_text, nullptr, false);
  if (!object.is_object()) return;
  for (const auto& item : object.items()) {
    if (!item.value().is_string()) continue;
    const std::string& text = item.value().get_ref<const std::string&>();
    char* end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (!text.empty() && end == text.c_str() + text.size() && std::isfinite(v)) {
      (*floors)[item.key()] = v;
    }
  }
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
  return ReadRowsRetrying(
      store, "listing sweeps", "",
      "SELECT id, name, file, created_at, updated_at FROM sweeps ORDER BY updated_at, id",
      [](const Statement& row) {
        return SweepInfo{row.Int(0), row.Text(1), row.Text(2), row.Text(3), row.Text(4)};
      });
}

std::string LatestSweep(Store& store) {
  const std::vector<SweepInfo> sweeps = ListSweeps(store);
  return sweeps.empty() ? "" : sweeps.back().name;
}

std::vector<std::string> FinalPhases(Store& store, const std::string& sweep) {
  return ReadRowsRetrying(store, "listing phases", "",
                          "SELECT m.phase FROM metrics m JOIN trials t ON t.id = m.trial_id "
                          "JOIN sweeps s ON s.id = t.sweep_id WHERE m.is_final = 1 AND "
                          "s.name = ? GROUP BY m.phase ORDER BY min(m.id)",
                          OneColumn<std::string>, sweep);
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
      // A task's floors (its floor/<metric> provenance, plugins/sdk/carve.h) as one JSON object.
      const std::string floors =
          HasColumn(db, path, "trials", "provenance_json")
              ? "(SELECT json_group_object(substr(key, 7), value) FROM "
                "json_each(t.provenance_json, '$.task') WHERE key LIKE 'floor/%')"
              : "'{}'";
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
              ", coalesce(cpu.epochs, 0), cpu.seconds, " + floors +
              " FROM trials t JOIN sweeps s ON s.id = t.sweep_id"
              // Each trial's logged epoch CPU times (time/cpu_s), read once from the name index.
              " LEFT JOIN (SELECT trial_id, count(*) AS epochs, sum(value) AS seconds FROM metrics"
              " WHERE name = 'time/cpu_s' AND is_final = 0 GROUP BY trial_id) cpu"
              " ON cpu.trial_id = t.id WHERE 1" +
              sweep_filter + " ORDER BY s.id, t.idx, t.id");
      select.Bind(1, query.sweep);
      std::unordered_map<int64_t, size_t> position;
      // Rows of (trial id, phase, metric, value) into their trials' metrics.
      const auto add_metrics = [&](Statement& rows) {
        while (rows.Step()) {
          TrialResult& t = trials[position.at(rows.Int(0))];
          t.phase = rows.Text(1);
          t.metrics[rows.Text(2)] = rows.Real(3);
        }
      };
      while (select.Step()) {
        TrialResult t;
        ReadColumns(select, t.id, t.sweep, t.index, t.config_hash, t.task, t.model, t.seed,
                    t.status, t.attempts, t.worker, t.error, t.started_at, t.ended_at,
                    t.heartbeat_at, t.started_unix, t.ended_unix, t.heartbeat_unix, t.epochs,
                    t.stage, t.declared_epochs, t.group_key, t.created_at, t.created_unix,
                    t.git_commit, t.git_dirty, t.sdk_abi, t.torch_version, t.device, t.threads);
        t.val_from_test = select.Text(29) == "1";
        t.stalled_at = select.Text(30);
        // The CPU time is known when every epoch it trained logged one.
        if (t.epochs > 0 && select.Int(31) == t.epochs) t.cpu_seconds = select.Real(32);
        ReadFloors(select.Text(33), &t.floors);
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
        add_metrics(metrics);
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
          add_metrics(pruned);
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
