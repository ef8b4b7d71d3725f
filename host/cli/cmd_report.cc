// nilab report: one self-contained HTML page about a sweep (config, compare table, learning
// curves, effect plots, per-phase results, evaluation curves, routing pictures).
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "host/analysis/table.h"
#include "host/cli/command.h"
#include "host/cli/options.h"
#include "host/cli/task_metrics.h"
#include "host/platform/find_program.h"
#include "host/report/page.h"
#include "host/report/report.h"
#include "host/report/report_data.h"
#include "host/report/standalone.h"
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

// rsvg-convert -f pdf -o PDF SVG, without a shell; true when it succeeded.
bool ConvertToPdf(const std::string& rsvg, const std::string& svg, const std::string& pdf) {
  std::vector<std::string> args = {rsvg, "-f", "pdf", "-o", pdf, svg};
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid = 0;
  if (posix_spawn(&pid, rsvg.c_str(), nullptr, nullptr, argv.data(), environ) != 0) return false;
  int status = 0;
  if (waitpid(pid, &status, 0) != pid) return false;
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

// Writes every figure of the report as DIR/<id>.svg (and DIR/<id>.pdf with rsvg-convert).
void WriteFigures(host::store::Store& store, const host::report::ReportOptions& report,
                  const std::string& dir) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) throw host::analysis::AnalysisError(dir + ": cannot create the folder: " + ec.message());
  std::vector<host::report::ReportData> with;
  for (const auto& sweep : report.with) with.push_back(host::report::LoadReportData(store, sweep));
  const auto figures = host::report::RenderStandaloneFigures(
      host::report::LoadReportData(store, report.sweep), report, with);
  const std::string rsvg = platform::FindOnPath("rsvg-convert");
  int pdfs = 0;
  for (const auto& f : figures) {
    const std::string path = (std::filesystem::path(dir) / (f.name + ".svg")).string();
    std::ofstream file(path, std::ios::binary);
    file << f.svg;
    file.close();
    if (!file) throw host::analysis::AnalysisError(path + ": cannot write the figure");
    if (!rsvg.empty()) {
      const std::string pdf = (std::filesystem::path(dir) / (f.name + ".pdf")).string();
      if (!ConvertToPdf(rsvg, path, pdf)) {
        throw host::analysis::AnalysisError(pdf + ": rsvg-convert failed on " + path);
      }
      ++pdfs;
    }
  }
  std::cerr << "nilab report: wrote " << figures.size() << " SVG figure"
            << (figures.size() == 1 ? "" : "s") << " of sweep " << report.sweep << " to " << dir
            << (rsvg.empty() ? " (no PDFs: rsvg-convert, Debian librsvg2-bin, is not installed)"
                             : " with " + std::to_string(pdfs) + " PDFs")
            << "\n";
}

}  // namespace

int RunReport(const std::vector<std::string>& args) {
  po::options_description options;
  std::string db, sweep, output, figures, metric;
  bool force = false;
  std::vector<std::string> plugin_path, with;
  size_t samples = 3;
  AddDbOption(&options, &db)("sweep", po::value(&sweep), "the sweep (default: the one run last)")(
      "output,o", po::value(&output),
      "the HTML file to write (default: report-<sweep>.html); a file that nilab report did not "
      "write is not replaced without --force")("force", po::bool_switch(&force),
                                               "replace the output file whatever it holds")(
      "samples", po::value(&samples)->default_value(3),
      "validation samples in each routing picture")(
      "plugin-path", po::value(&plugin_path)->composing(),
      "more directories with plugins (for the task's headline metric)")(
      "figures", po::value(&figures),
      "write every figure as a standalone SVG into this folder (and a PDF each when "
      "rsvg-convert is installed); the HTML page only when -o is given too")(
      "metric", po::value(&metric), "the headline metric (default: the task's)")(
      "with", po::value(&with)->composing(),
      "another sweep on the search figure (best configuration so far), e.g. the other "
      "repetitions of a TPE search and a random search of the same budget (repeatable)");
  if (!ParseCommandLine("report",
                        "[--sweep NAME] [-o FILE.html] [--force] [--figures DIR] [--metric M] "
                        "[--with SWEEP ...] [--db PATH]",
                        args, options, {{"sweep", 1}})) {
    return kExitOk;
  }
  host::store::Store store(db, /*read_only=*/true);
  host::report::ReportOptions report;
  report.with = with;
  report.sweep = sweep.empty() ? host::store::LatestSweep(store) : sweep;
  if (report.sweep.empty()) throw host::analysis::AnalysisError(db + ": no sweeps recorded yet");
  // --figures alone writes only the figures; the page is written by default or with -o.
  const bool write_page = figures.empty() || !output.empty();
  if (output.empty()) output = "report-" + report.sweep + ".html";
  if (write_page && !force && !WrittenByReport(output)) {
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
    report.chance = metric_info.chance;
  }
  if (!metric.empty()) report.headline = metric;
  if (!figures.empty()) {
    WriteFigures(store, report, figures);
    if (!write_page) return kExitOk;
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
