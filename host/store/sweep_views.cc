#include "host/store/sweep_views.h"

#include "host/store/sqlite.h"

namespace nilab::host::store {

std::map<std::string, std::map<std::string, int64_t>> TrialCountsByStatus(Store& store) {
  std::map<std::string, std::map<std::string, int64_t>> counts;
  Statement select(store.handle(), store.path(),
                   "SELECT s.name, t.status, count(*) FROM trials t JOIN sweeps s "
                   "ON s.id = t.sweep_id GROUP BY s.name, t.status");
  while (select.Step()) counts[select.Text(0)][select.Text(1)] = select.Int(2);
  return counts;
}

std::optional<SweepText> FindSweepText(Store& store, const std::string& sweep) {
  Statement select(store.handle(), store.path(),
                   "SELECT file, source, extra_json, created_at, updated_at "
                   "FROM sweeps WHERE name = ?");
  select.Bind(1, sweep);
  if (!select.Step()) return std::nullopt;
  return SweepText{select.Text(0), select.Text(1), select.Text(2), select.Text(3), select.Text(4)};
}

std::optional<std::string> SweepTask(Store& store, const std::string& sweep) {
  Statement task(store.handle(), store.path(),
                 "SELECT t.task FROM trials t JOIN sweeps s ON s.id = t.sweep_id "
                 "WHERE s.name = ? LIMIT 1");
  task.Bind(1, sweep);
  if (!task.Step()) return std::nullopt;
  return task.Text(0);
}

std::vector<std::pair<std::string, std::string>> EpochMetricPhases(Store& store,
                                                                   const std::string& sweep) {
  std::vector<std::pair<std::string, std::string>> pairs;
  Statement select(store.handle(), store.path(),
                   "SELECT m.name, m.phase FROM metrics m JOIN trials t ON t.id = m.trial_id "
                   "JOIN sweeps s ON s.id = t.sweep_id WHERE s.name = ? AND m.is_final = 0 "
                   "GROUP BY m.name, m.phase ORDER BY min(m.id)");
  select.Bind(1, sweep);
  while (select.Step()) pairs.emplace_back(select.Text(0), select.Text(1));
  return pairs;
}

std::vector<CurveRow> MetricCurves(Store& store, const std::string& sweep,
                                   const std::string& metric, const std::string& phase,
                                   int64_t limit) {
  std::vector<CurveRow> rows;
  Statement select(store.handle(), store.path(),
                   "SELECT t.id, t.idx, t.model, t.seed, t.status, m.epoch, m.step, m.value "
                   "FROM trials t JOIN sweeps s ON s.id = t.sweep_id "
                   "LEFT JOIN metrics m ON m.trial_id = t.id AND m.is_final = 0 AND "
                   "m.name = ?2 AND m.phase = ?3 "
                   "WHERE s.name = ?1 ORDER BY t.idx, m.epoch, m.step LIMIT ?4");
  select.Bind(1, sweep).Bind(2, metric).Bind(3, phase).Bind(4, limit);
  while (select.Step()) {
    CurveRow row;
    row.trial_id = select.Int(0);
    row.index = select.Int(1);
    row.model = select.Text(2);
    row.seed = select.Int(3);
    row.status = select.Text(4);
    if (!select.IsNull(5)) {
      row.epoch = select.Int(5);
      row.step = select.Int(6);
      row.value = select.Real(7);
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

SweepRows LoadSweepRows(Store& store, const std::string& sweep) {
  SweepRows rows;
  sqlite3* db = store.handle();
  const std::string& path = store.path();
  RunRead(path, "reading the report's data", [&] {
    rows = SweepRows{};
    BeginRead(store);
    try {
      rows.sweep = FindSweepText(store, sweep);
      Statement configs(db, path,
                        "SELECT t.id, t.config_json FROM trials t JOIN sweeps s "
                        "ON s.id = t.sweep_id WHERE s.name = ?");
      configs.Bind(1, sweep);
      while (configs.Step()) rows.configs.emplace_back(configs.Int(0), configs.Text(1));
      Statement metrics(db, path,
                        "SELECT m.trial_id, m.phase, m.epoch, m.name, m.value, m.is_final "
                        "FROM metrics m JOIN trials t ON t.id = m.trial_id JOIN sweeps s "
                        "ON s.id = t.sweep_id WHERE s.name = ? ORDER BY m.id");
      metrics.Bind(1, sweep);
      while (metrics.Step()) {
        rows.metrics.push_back({metrics.Int(0), metrics.Text(1), metrics.Int(2), metrics.Text(3),
                                metrics.Real(4), metrics.Int(5) == 1});
      }
      Statement artifacts(db, path,
                          "SELECT a.trial_id, a.phase, a.path FROM artifacts a "
                          "JOIN trials t ON t.id = a.trial_id JOIN sweeps s "
                          "ON s.id = t.sweep_id WHERE s.name = ? AND a.kind = 'routing' "
                          "ORDER BY a.id");
      artifacts.Bind(1, sweep);
      while (artifacts.Step()) {
        rows.routing.push_back({artifacts.Int(0), artifacts.Text(1), artifacts.Text(2)});
      }
      CommitRead(store);
    } catch (...) {
      sqlite3_exec(db, "ROLLBACK", nullptr, nullptr, nullptr);
      throw;
    }
  });
  return rows;
}

std::vector<MetricHistoryRow> MetricHistoryRows(Store& store, const std::string& sweep,
                                                const std::string& phase) {
  std::vector<MetricHistoryRow> rows;
  RunRead(store.path(), "exporting metric history", [&] {
    rows.clear();
    Statement select(store.handle(), store.path(),
                     "SELECT trial_id, idx, model, seed, phase, epoch, step, metric, "
                     "value, recorded_at FROM metric_history WHERE sweep = ?1 AND "
                     "(?2 = '' OR phase = ?2) ORDER BY trial_id, phase, metric, epoch, step");
    select.Bind(1, sweep).Bind(2, phase);
    while (select.Step()) {
      rows.push_back({select.Int(0), select.Int(1), select.Text(2), select.Int(3), select.Text(4),
                      select.Int(5), select.Int(6), select.Text(7), select.Real(8),
                      select.Text(9)});
    }
  });
  return rows;
}

}  // namespace nilab::host::store
