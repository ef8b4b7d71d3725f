// nilab export: a sweep's trials x params x final metrics as CSV or JSON, ready for pandas.
#include <fstream>
#include <iostream>

#include "host/analysis/compare.h"
#include "host/analysis/export.h"
#include "host/analysis/history_export.h"
#include "host/analysis/table.h"
#include "host/cli/command.h"
#include "host/cli/options.h"

namespace nilab::cli {

int RunExport(const std::vector<std::string>& args) {
  namespace analysis = host::analysis;
  po::options_description options;
  std::string db, sweep, phase, format, output;
  std::vector<std::string> where, metrics;
  AddDbOption(&options, &db)("sweep", po::value(&sweep), "the sweep (default: the one run last)")(
      "phase", po::value(&phase),
      "final metrics of this phase, or `all`: one row per trial and phase (default: each "
      "trial's last phase)")("where", po::value(&where)->composing(),
                             "keep trials whose param equals a value: tau=0.5")(
      "format", po::value(&format)->default_value("csv"), "csv | json")(
      "output,o", po::value(&output), "write to this file (default: standard output)")(
      "history",
      "per-epoch values in long format instead: one row per trial, phase, epoch, step and "
      "metric (sweep, trial_id, idx, model, seed, phase, epoch, step, metric, value, "
      "recorded_at)")("metric", po::value(&metrics)->composing(),
                      "with --history: only these metrics or patterns ('val/*'; repeatable or "
                      "comma separated)");
  const auto vm = ParseCommandLine(
      "export",
      "[--sweep NAME] [--format csv|json] [--phase NAME|all] [--history [--metric M]] "
      "[-o FILE] [--db PATH]",
      args, options, {{"sweep", 1}});
  if (!vm) return kExitOk;
  try {
    analysis::CheckFormat(format, {"csv", "json"});
  } catch (const analysis::AnalysisError& e) {
    throw po::error(std::string("--format: ") + e.what());
  }
  host::store::Store store(db, /*read_only=*/true);
  host::store::ResultsQuery query;
  query.sweep = sweep.empty() ? host::store::LatestSweep(store) : sweep;
  if (query.sweep.empty()) throw analysis::AnalysisError(db + ": no sweeps recorded yet");
  query.phase = phase;
  if (vm->count("metric") && !vm->count("history")) throw po::error("--metric needs --history");
  std::string text;
  if (vm->count("history")) {
    analysis::HistoryFilter filter;
    filter.phase = phase;
    for (const auto& m : metrics) {
      for (const auto& name : analysis::SplitList(m)) filter.metrics.push_back(name);
    }
    if (!where.empty()) {
      host::store::ResultsQuery all = query;
      all.phase.clear();
      for (const auto& t : analysis::FilterTrials(host::store::LoadResults(store, all), where)) {
        filter.trial_ids.insert(t.id);
      }
      if (filter.trial_ids.empty()) filter.trial_ids.insert(-1);  // no trial matches
    }
    text = analysis::ExportHistory(store, query.sweep, filter, format);
  } else {
    const auto trials = phase == "all" ? analysis::LoadAllPhases(store, query.sweep)
                                       : host::store::LoadResults(store, query);
    text = analysis::ExportResults(analysis::FilterTrials(trials, where), format);
  }
  if (output.empty()) {
    std::cout << text;
    return kExitOk;
  }
  std::ofstream file(output, std::ios::binary);
  file << text;
  file.close();
  if (!file) throw analysis::AnalysisError(output + ": cannot write the export");
  std::cerr << "nilab export: wrote sweep " << query.sweep << " to " << output << "\n";
  return kExitOk;
}

}  // namespace nilab::cli
