#include "host/cli/task_metrics.h"

#include <cmath>

#include "host/analysis/notes_text.h"
#include "host/analysis/protocol_compare.h"
#include "host/store/notes.h"
#include "host/store/results.h"

namespace nilab::cli {

void ApplyTaskMetricInfo(const host::PluginRegistry& registry, const std::string& task,
                         host::analysis::CompareOptions* options) {
  const host::LoadedPlugin* plugin = registry.Find(task, sdk::PluginKind::kTask);
  if (!plugin) return;
  if (options->headline.empty()) options->headline = plugin->info.headline_metric;
  for (const auto& metric : plugin->info.metrics) {
    options->higher_is_better.emplace(metric.name, metric.higher_is_better);
    if (std::isfinite(metric.chance)) options->chance.emplace(metric.name, metric.chance);
  }
}

std::string CompareTable(const std::string& db, const std::string& sweep,
                         const host::PluginRegistry& registry) {
  host::store::Store store(db, /*read_only=*/true);
  host::store::ResultsQuery query;
  query.sweep = sweep;
  const auto trials = host::store::LoadResults(store, query);
  host::analysis::CompareOptions options;
  if (!trials.empty()) ApplyTaskMetricInfo(registry, trials.front().task, &options);
  // A [protocol] sweep: its report (budgets, choices, the confirm stage and the verdict).
  if (auto report = host::analysis::CompareProtocolSweep(store, sweep, options)) {
    return host::analysis::FormatProtocol(*report, "table");
  }
  // One row per configuration (a grid over tau: one row per tau), seeds pooled.
  options.by = host::analysis::ConfigGrouping(trials);
  host::analysis::CompareResult result = host::analysis::Compare(trials, options);
  result.warnings = host::analysis::ReviewComparison(store, trials, trials, result, options);
  std::string out = host::analysis::FormatCompare(result, "table");
  if (const auto sweep_id = store.FindSweep(sweep)) {
    out += host::analysis::FormatNotes(host::store::Notes(store, *sweep_id), trials, false);
  }
  return out;
}

}  // namespace nilab::cli
