#include "host/analysis/history_export.h"

#include <fnmatch.h>
#include <cstdint>

#include <nlohmann/json.hpp>

#include "host/analysis/table.h"
#include "host/store/sqlite.h"

namespace nilab::host::analysis {
namespace {

bool Wanted(const std::string& metric, const std::vector<std::string>& patterns) {
  if (patterns.empty()) return true;
  for (const auto& p : patterns) {
    if (p == metric || fnmatch(p.c_str(), metric.c_str(), 0) == 0) return true;
  }
  return false;
}

}  // namespace

std::string ExportHistory(store::Store& store, const std::string& sweep,
                          const HistoryFilter& filter, const std::string& format) {
  CheckFormat(format, {"csv", "json"});
  const std::string phase = filter.phase == "all" ? "" : filter.phase;
  TextTable table;
  table.header = {"sweep", "trial_id", "idx",    "model", "seed",       "phase",
                  "epoch", "step",     "metric", "value", "recorded_at"};
  nlohmann::ordered_json rows = nlohmann::ordered_json::array();
  store::RunRead(store.path(), "exporting metric history", [&] {
    table.rows.clear();
    rows.clear();
    store::Statement select(
        store.handle(), store.path(),
        "SELECT trial_id, idx, model, seed, phase, epoch, step, metric, "
        "value, recorded_at FROM metric_history WHERE sweep = ?1 AND "
        "(?2 = '' OR phase = ?2) ORDER BY trial_id, phase, metric, epoch, step");
    select.Bind(1, sweep).Bind(2, phase);
    while (select.Step()) {
      const int64_t trial = select.Int(0);
      const std::string metric = select.Text(7);
      if (!filter.trial_ids.empty() && !filter.trial_ids.count(trial)) continue;
      if (!Wanted(metric, filter.metrics)) continue;
      const double value = select.Real(8);
      if (format == "csv") {
        table.rows.push_back({sweep, std::to_string(trial), std::to_string(select.Int(1)),
                              select.Text(2), std::to_string(select.Int(3)), select.Text(4),
                              std::to_string(select.Int(5)), std::to_string(select.Int(6)), metric,
                              FormatNumber(value), select.Text(9)});
      } else {
        rows.push_back({{"sweep", sweep},
                        {"trial_id", trial},
                        {"idx", select.Int(1)},
                        {"model", select.Text(2)},
                        {"seed", select.Int(3)},
                        {"phase", select.Text(4)},
                        {"epoch", select.Int(5)},
                        {"step", select.Int(6)},
                        {"metric", metric},
                        {"value", std::isfinite(value) ? nlohmann::ordered_json(value)
                                                       : nlohmann::ordered_json(nullptr)},
                        {"recorded_at", select.Text(9)}});
      }
    }
  });
  if (format == "csv") return RenderCsv(table);
  return rows.dump(2) + "\n";
}

}  // namespace nilab::host::analysis
