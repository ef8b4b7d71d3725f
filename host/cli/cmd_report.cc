// nilab report: one self-contained HTML page about a sweep (config, compare table, learning
// curves, effect plots, per-phase results, evaluation curves, routing pictures).
#include <chrono>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "host/analysis/table.h"
#include "host/cli/command.h"
#include "host/cli/options.h"
#include "host/cli/task_metrics.h"
#include "host/report/page.h"
#include "host/report/report.h"
#include "host/runner/atomic_file.h"
#include "host/store/results.h"

namespace nilab::cli {
namespace {

std::string NowUtc() {
  const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm utc{};
  gmtime_r(&now, &utc);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}

// True when `path` does not exist or holds a page that nilab report wrote.
bool WrittenByReport(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return !std::filesystem::exists(path);
  std::string head(512, '\0');
  in.read(head.data(), static_cast<std::streamsize>(head.size()));
  head.resize(static_cast<size_t>(in.gcount()));
  return head.find(std::string("<meta name=\"generator\" content=\"") + host::report::kGenerator +
                   "\">") != std::string::npos;
}

}  // namespace

int RunReport(const std::vector<std::string>& args) {
  po::options_description options;
  std::string db, sweep, output;
  bool force = false;
  std::vector<std::string> plugin_path;
  size_t samples = 3;
  options.add_options()("db", po::value(&db)->default_value(DefaultDb()), "results database")(
      "sweep", po::value(&sweep), "the sweep (default: the one run last)")(
      "output,o", po::value(&output),
      "the HTML file to write (default: report-<sweep>.html); a file that nilab report did not "
      "write is not replaced without --force")("force", po::bool_switch(&force),
                                               "replace the output file whatever it holds")(
      "samples", po::value(&samples)->default_value(3),
      "validation samples in each routing picture")(
      "plugin-path", po::value(&plugin_path)->composing(),
      "more directories with plugins (for the task's headline metric)");
  po::positional_options_description positional;
  positional.add("sweep", 1);
  po::variables_map vm;
  if (!ParseCommandLine("report", "[--sweep NAME] [-o FILE.html] [--force] [--db PATH]", args,
                        options, positional, &vm)) {
    return kExitOk;
  }
  host::store::Store store(db, /*read_only=*/true);
  host::report::ReportOptions report;
  report.sweep = sweep.empty() ? host::store::LatestSweep(store) : sweep;
  if (report.sweep.empty()) throw host::analysis::AnalysisError(db + ": no sweeps recorded yet");
  if (output.empty()) output = "report-" + report.sweep + ".html";
  if (!force && !WrittenByReport(output)) {
    throw host::analysis::AnalysisError(
        output +
        ": exists and was not written by nilab report; not replaced (--force replaces it)");
  }
  report.generated_at = NowUtc();
  report.nilab_version = NILAB_VERSION;
  report.routing_samples = samples;
  // The task's declared headline metric and metric directions, from its plugin when present.
  host::store::ResultsQuery query;
  query.sweep = report.sweep;
  query.with_metrics = false;
  query.with_params = false;
  const auto trials = host::store::LoadResults(store, query);
  if (!trials.empty()) {
    host::analysis::CompareOptions metric_info;
    ApplyTaskMetricInfo(host::LoadPlugins(plugin_path, /*quiet=*/true), trials.front().task,
                        &metric_info);
    report.headline = metric_info.headline;
    report.higher_is_better = metric_info.higher_is_better;
  }
  const std::string html = host::report::BuildReport(store, report);
  try {
    host::WriteFileAtomically(output, html);
  } catch (const std::exception& e) {
    throw host::analysis::AnalysisError(output + ": cannot write the report: " + e.what());
  }
  std::cerr << "nilab report: wrote sweep " << report.sweep << " to " << output << " ("
            << html.size() / 1024 << " KiB)\n";
  return kExitOk;
}

}  // namespace nilab::cli
