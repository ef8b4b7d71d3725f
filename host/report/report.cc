#include "host/report/report.h"

#include <algorithm>
#include <map>

#include "host/analysis/compare.h"
#include "host/analysis/protocol_compare.h"
#include "host/analysis/table.h"
#include "host/report/figures.h"
#include "host/report/page.h"
#include "host/report/plan.h"
#include "host/report/search_figure.h"
#include "host/report/svg.h"

namespace nilab::host::report {
namespace {

std::string Join(const std::vector<std::string>& items) {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + items[i];
  return out;
}

std::string Fact(const std::string& name, const std::string& value) {
  return "<dt>" + EscapeXml(name) + "</dt><dd>" + EscapeXml(value) + "</dd>\n";
}

std::string Facts(const ReportData& data, const ReportPlan& plan) {
  std::map<std::string, int> status;
  std::vector<std::string> tasks;
  for (const auto& t : data.trials) {
    ++status[store::TrialStatusName(t.result.status)];
    if (std::find(tasks.begin(), tasks.end(), t.result.task) == tasks.end()) {
      tasks.push_back(t.result.task);
    }
  }
  std::string trials = std::to_string(data.trials.size());
  std::vector<std::string> parts;
  for (const char* s : {"done", "pruned", "running", "paused", "queued", "failed", "interrupted"}) {
    if (status.count(s)) parts.push_back(std::to_string(status[s]) + " " + s);
  }
  if (!parts.empty()) trials += " (" + Join(parts) + ")";
  std::string out = "<dl class=\"facts\">\n";
  if (!data.file.empty()) out += Fact("sweep file", data.file);
  out += Fact("task", Join(tasks));
  out += Fact("models", Join(data.models));
  out += Fact("trials", trials);
  if (!data.phases.empty()) out += Fact("phases", Join(data.phases));
  if (!plan.headline.empty()) out += Fact("headline metric", plan.headline);
  out += Fact("results database", data.db_path);
  if (!data.updated_at.empty()) out += Fact("last run", data.updated_at);
  return out + "</dl>\n";
}

std::string Note(const std::string& text) {
  return "<p class=\"note\">" + EscapeXml(text) + "</p>\n";
}

std::string ConfigSection(const ReportData& data) {
  if (data.source.empty()) return Note("The sweep's TOML was not recorded.");
  size_t lines = static_cast<size_t>(std::count(data.source.begin(), data.source.end(), '\n'));
  if (!data.source.empty() && data.source.back() != '\n') ++lines;
  return "<details>\n<summary>" + EscapeXml(data.file.empty() ? "sweep" : data.file) + " (" +
         std::to_string(lines) + " lines of TOML, as run)</summary>\n<pre>" +
         EscapeXml(data.source) + "</pre>\n</details>\n";
}

// Tags and notes of the sweep and its trials (nilab trials tag|note), escaped.
std::string NotesSection(const ReportData& data) {
  if (data.notes.empty()) return "";
  std::string out = "<ul class=\"notes\">\n";
  for (const auto& n : data.notes) {
    const std::string subject = n.trial_id ? "trial " + std::to_string(*n.trial_id) : "sweep";
    out += "<li>" + EscapeXml(subject) + ": " +
           (n.kind == "tag" ? "<code>" + EscapeXml(n.text) + "</code>" : EscapeXml(n.text)) +
           " <small>" + EscapeXml(n.created_at) + "</small></li>\n";
  }
  return out + "</ul>\n";
}

std::string CompareSection(const ReportData& data, const ReportPlan& plan,
                           const ReportOptions& options) {
  std::vector<store::TrialResult> trials;
  for (const auto& t : data.trials) trials.push_back(t.result);
  analysis::CompareOptions compare;
  compare.headline = plan.headline;
  compare.higher_is_better = options.higher_is_better;
  compare.chance = options.chance;
  // One row per configuration, like the table `nilab run` closes with.
  compare.by = analysis::ConfigGrouping(trials);
  try {
    if (!data.protocol_plan.empty()) {
      analysis::ProtocolReport report =
          analysis::CompareProtocol(trials, data.protocol_plan, data.protocol_choices, compare);
      // As `nilab compare` lists them: the review's, then the protocol's own (at-chance,
      // at-floor).
      std::vector<analysis::Warning> warnings =
          analysis::ReviewProtocol(data.review, trials, report.test_metric);
      warnings.insert(warnings.end(), report.warnings.begin(), report.warnings.end());
      report.warnings = std::move(warnings);
      return analysis::FormatProtocol(report, "html") +
             Note("As `nilab compare " + data.sweep +
                  "` prints it: each model's tune budget and choice on val, the choices on the "
                  "confirm seeds, and the paired difference on test with its verdict against "
                  "the declared margin.");
    }
    analysis::CompareResult result = analysis::Compare(trials, compare);
    result.warnings = analysis::ReviewComparison(data.review, trials, trials, result, compare);
    return analysis::FormatCompare(result, "html") +
           Note("As `nilab compare " + data.sweep +
                "` prints it: final metrics of each trial's last phase, mean ± std over the "
                "trials of a group (n), best per column in bold; the paired sections match "
                "two models (each config of a model's grid in turn) on the same task params "
                "and seed.");
  } catch (const analysis::AnalysisError& e) {
    return Note(std::string("No comparison: ") + e.what());
  }
}

}  // namespace

std::string RenderReport(const ReportData& data, const ReportOptions& options,
                         const std::vector<ReportData>& with) {
  const ReportPlan plan = PlanReport(data, options.headline);
  Palette palette(data.models);
  const FigureContext context{&data, &plan, &palette, options.higher_is_better,
                              options.routing_samples};

  // Figures by section, in plan order; learning curves grouped by phase.
  std::map<std::string, std::string> body;
  std::map<std::string, std::vector<std::string>> notes;
  std::vector<std::string> curve_phases;
  std::map<std::string, std::string> curves_by_phase;
  for (const FigurePlan& f : plan.figures) {
    std::string section;
    switch (f.kind) {
      case FigureKind::kPhaseTable:
      case FigureKind::kPhaseBars:
        section = "phases";
        break;
      case FigureKind::kLearningCurve:
        section = "curves";
        break;
      case FigureKind::kEffect:
        section = "effects";
        break;
      case FigureKind::kIterationCurve:
      case FigureKind::kDropCurve:
      case FigureKind::kActIterations:
      case FigureKind::kActHistogram:
      case FigureKind::kPhaseSetting:
        section = "evaluation";
        break;
      case FigureKind::kRouting:
        section = "routing";
        break;
    }
    const RenderedFigure r = RenderFigure(f, context);
    if (!r.note.empty()) notes[section].push_back(r.note);
    if (r.html.empty()) continue;
    if (f.kind == FigureKind::kLearningCurve) {
      if (!curves_by_phase.count(f.phase)) curve_phases.push_back(f.phase);
      curves_by_phase[f.phase] += r.html;
    } else {
      body[section] += r.html;
    }
  }
  for (const auto& phase : curve_phases) {
    body["curves"] += "<h3>Phase " + EscapeXml(phase) + "</h3>\n<div class=\"figures\">\n" +
                      curves_by_phase[phase] + "</div>\n";
  }

  Page page;
  page.title = "nilab report: " + data.sweep;
  page.subtitle = data.description;
  page.generated = "Generated " + options.generated_at + " by nilab " + options.nilab_version +
                   " (nilab report --sweep " + data.sweep + ")";
  page.facts_html = Facts(data, plan);
  page.sections.push_back({"config", "Configuration", ConfigSection(data)});
  page.sections.push_back({"compare", "Comparison", CompareSection(data, plan, options)});
  if (const std::string notes_html = NotesSection(data); !notes_html.empty()) {
    page.sections.push_back({"notes", "Tags and notes", notes_html});
  }
  {
    std::string note;
    const std::string search =
        SearchFigure(data, with, plan.headline,
                     analysis::HigherIsBetter(plan.headline, options.higher_is_better), &note);
    if (!search.empty()) body["search"] = search;
    if (!note.empty()) notes["search"].push_back(note);
  }
  const std::vector<std::pair<std::string, std::string>> parts = {
      {"search", "Search"},
      {"phases", "Results per phase"},
      {"curves", "Learning curves"},
      {"effects", "Hyperparameter effects"},
      {"evaluation", "Evaluation curves"},
      {"routing", "Routing"}};
  for (const auto& [id, title] : parts) {
    std::string html;
    if (body.count(id)) {
      html = id == "curves" ? body[id] : "<div class=\"figures\">\n" + body[id] + "</div>\n";
    }
    for (const auto& n : notes[id]) html += Note(n);
    if (!html.empty()) page.sections.push_back({id, title, html});
  }
  return AssemblePage(page);
}

std::string BuildReport(store::Store& store, const ReportOptions& options) {
  std::vector<ReportData> with;
  for (const auto& sweep : options.with) with.push_back(LoadReportData(store, sweep));
  return RenderReport(LoadReportData(store, options.sweep), options, with);
}

}  // namespace nilab::host::report
