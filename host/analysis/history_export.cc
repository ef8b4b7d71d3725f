#include "host/analysis/history_export.h"

#include <fnmatch.h>
#include <cmath>
#include <cstdint>

#include <nlohmann/json.hpp>

#include "host/analysis/table.h"
#include "host/store/sweep_views.h"

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
  for (const store::MetricHistoryRow& row : store::MetricHistoryRows(store, sweep, phase)) {
    if (!filter.trial_ids.empty() && !filter.trial_ids.count(row.trial_id)) continue;
    if (!Wanted(row.metric, filter.metrics)) continue;
    if (format == "csv") {
      table.rows.push_back({sweep, std::to_string(row.trial_id), std::to_string(row.index),
                            row.model, std::to_string(row.seed), row.phase,
                            std::to_string(row.epoch), std::to_string(row.step), row.metric,
                            FormatNumber(row.value), row.recorded_at});
    } else {
      rows.push_back({{"sweep", sweep},
                      {"trial_id", row.trial_id},
                      {"idx", row.index},
                      {"model", row.model},
                      {"seed", row.seed},
                      {"phase", row.phase},
                      {"epoch", row.epoch},
                      {"step", row.step},
                      {"metric", row.metric},
                      {"value", std::isfinite(row.value) ? nlohmann::ordered_json(row.value)
                                                         : nlohmann::ordered_json(nullptr)},
                      {"recorded_at", row.recorded_at}});
    }
  }
  if (format == "csv") return RenderCsv(table);
  return rows.dump(2) + "\n";
}

}  // namespace nilab::host::analysis
