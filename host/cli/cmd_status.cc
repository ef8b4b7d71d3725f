// nilab status: per sweep, trials queued/running/done/failed/interrupted (and a protocol's
// trials not recorded yet, as planned), stale workers, ETA.
#include <iostream>

#include "host/analysis/status.h"
#include "host/analysis/table.h"
#include "host/cli/command.h"
#include "host/cli/options.h"

namespace nilab::cli {

int RunStatus(const std::vector<std::string>& args) {
  po::options_description options;
  std::string db, sweep, format;
  double stale_after_s = 0.0;
  AddDbOption(&options, &db)("sweep", po::value(&sweep), "only this sweep (default: all)")(
      "stale", po::value(&stale_after_s)->default_value(host::analysis::kDefaultStaleAfterS),
      "seconds without a heartbeat after which a running trial counts as abandoned")(
      "format", po::value(&format)->default_value("table"), "table | markdown | json");
  if (!ParseCommandLine("status", "[SWEEP] [--db PATH] [--format table|markdown|json]", args,
                        options, {{"sweep", 1}})) {
    return kExitOk;
  }
  try {
    host::analysis::CheckFormat(format, {"table", "markdown", "json"});
  } catch (const host::analysis::AnalysisError& e) {
    throw po::error(std::string("--format: ") + e.what());
  }
  host::store::Store store(db, /*read_only=*/true);
  host::store::ResultsQuery query;
  query.sweep = sweep;
  query.with_params = false;
  query.with_metrics = false;
  const auto trials = host::store::LoadResults(store, query);
  std::cout << host::analysis::FormatStatus(
      host::analysis::ComputeProgress(trials, host::analysis::NowUnix(), stale_after_s,
                                      host::analysis::PlannedTrials(store, trials)),
      format);
  return kExitOk;
}

}  // namespace nilab::cli
