#include "host/store/sweep_views.h"

#include "host/store/rows.h"
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
  return ReadFirstRow(
      store, "SELECT file, source, extra_json, created_at, updated_at FROM sweeps WHERE name = ?",
      [](const Statement& row) {
        return SweepText{row.Text(0), row.Text(1), row.Text(2), row.Text(3), row.Text(4)};
      },
      sweep);
}

std::optional<std::string> SweepTask(Store& store, const std::string& sweep) {
  return ReadFirstRow(store,
                      "SELECT t.task FROM trials t JOIN sweeps s ON s.id = t.sweep_id "
                      "WHERE s.name = ? LIMIT 1",
                      OneColumn<std::string>, sweep);
}

std::vector<std::pair<std::string, std::string>> EpochMetricPhases(Store& store,
                                                                   const std::string& sweep) {
  return ReadRows(
      store,
      "SELECT m.name, m.phase FROM metrics m JOIN trials t ON t.id = m.trial_id "
      "JOIN sweeps s ON s.id = t.sweep_id WHERE s.name = ? AND m.is_final = 0 "
      "GROUP BY m.name, m.phase ORDER BY min(m.id)",
      [](const Statement& row) { return std::make_pair(row.Text(0), row.Text(1)); }, sweep);
}

std::vector<CurveRow> MetricCurves(Store& store, const std::string& sweep,
                                   const std::string& metric, const std::string& phase,
                                   int64_t limit) {
  return ReadRows(
      store,
      "SELECT t.id, t.idx, t.model, t.seed, t.status, m.epoch, m.step, m.value "
      "FROM trials t JOIN sweeps s ON s.id = t.sweep_id "
      "LEFT JOIN metrics m ON m.trial_id = t.id AND m.is_final = 0 AND "
      "m.name = ?2 AND m.phase = ?3 "
      "WHERE s.name = ?1 ORDER BY t.idx, m.epoch, m.step LIMIT ?4",
      [](const Statement& row) {
        CurveRow c;
        ReadColumns(row, c.trial_id, c.index, c.model, c.seed, c.status, c.epoch);
        if (c.epoch) {  // a value of the metric
          c.step = row.Int(6);
          c.value = row.Real(7);
        }
        return c;
      },
      sweep, metric, phase, limit);
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
      rows.configs = ReadRows(
          db, path,
          "SELECT t.id, t.config_json FROM trials t JOIN sweeps s ON s.id = t.sweep_id "
          "WHERE s.name = ?",
          [](const Statement& row) { return std::make_pair(row.Int(0), row.Text(1)); }, sweep);
      rows.metrics = ReadRows(
          db, path,
          "SELECT m.trial_id, m.phase, m.epoch, m.name, m.value, m.is_final FROM metrics m "
          "JOIN trials t ON t.id = m.trial_id JOIN sweeps s ON s.id = t.sweep_id "
          "WHERE s.name = ? ORDER BY m.id",
          [](const Statement& row) {
            return SweepRows::Metric{row.Int(0),  row.Text(1), row.Int(2),
                                     row.Text(3), row.Real(4), row.Int(5) == 1};
          },
          sweep);
      rows.routing = ReadRows(
          db, path,
          "SELECT a.trial_id, a.phase, a.path FROM artifacts a JOIN trials t "
          "ON t.id = a.trial_id JOIN sweeps s ON s.id = t.sweep_id WHERE s.name = ? AND "
          "a.kind = 'routing' ORDER BY a.id",
          [](const Statement& row) {
            return SweepRows::Routing{row.Int(0), row.Text(1), row.Text(2)};
          },
          sweep);
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
  return ReadRowsRetrying(
      store, "exporting metric history", "",
      "SELECT trial_id, idx, model, seed, phase, epoch, step, metric, value, recorded_at FROM "
      "metric_history WHERE sweep = ?1 AND (?2 = '' OR phase = ?2) ORDER BY trial_id, phase, "
      "metric, epoch, step",
      [](const Statement& row) {
        MetricHistoryRow h;
        ReadColumns(row, h.trial_id, h.index, h.model, h.seed, h.phase, h.epoch, h.step, h.metric,
                    h.value, h.recorded_at);
        return h;
      },
      sweep, phase);
}

}  // namespace nilab::host::store
