// nilab query: read-only SQL on the results database, printed as a table, CSV or JSON.
#include <iostream>
#include <iterator>

#include "host/analysis/query_output.h"
#include "host/analysis/table.h"
#include "host/cli/command.h"
#include "host/cli/options.h"
#include "host/store/query.h"

namespace nilab::cli {

int RunQuery(const std::vector<std::string>& args) {
  po::options_description options;
  std::string db, sql, format;
  host::store::QueryLimits limits;
  AddDbOption(&options, &db)("timeout",
                             po::value(&limits.timeout_s)->default_value(limits.timeout_s),
                             "stop after this many seconds (0: never)")(
      "max-rows", po::value(&limits.max_rows)->default_value(limits.max_rows),
      "stop after this many rows (0: no limit)")(
      "format", po::value(&format)->default_value("table"), "table | csv | json")(
      "sql", po::value(&sql), "the SQL; several statements run in turn; - reads it from stdin");
  if (!ParseCommandLine("query",
                        "\"SQL\" [--format table|csv|json] [--db PATH]\n\n"
                        "Tables: sweeps, trials, params, phases, metrics, artifacts. Views: "
                        "trials_wide (one row per\ntrial, a column per param and final metric), "
                        "final_metrics, metric_history.\nSee results/README.md. Example:\n"
                        "  nilab query \"select model, avg(\\\"val/mean_r2\\\") from trials_wide "
                        "group by model\"",
                        args, options, {{"sql", 1}})) {
    return kExitOk;
  }
  if (sql.empty()) {
    throw po::error("missing the SQL, e.g. nilab query \"select * from trials_wide\"");
  }
  try {
    host::analysis::CheckFormat(format, {"table", "csv", "json"});
  } catch (const host::analysis::AnalysisError& e) {
    throw po::error(std::string("--format: ") + e.what());
  }
  if (sql == "-") sql.assign(std::istreambuf_iterator<char>(std::cin), {});
  host::store::Store store(db, /*read_only=*/true);
  std::cout << host::analysis::FormatQueryResults(host::store::RunReadOnlyQuery(store, sql, limits),
                                                  format);
  return kExitOk;
}

}  // namespace nilab::cli
