#include "host/report/search_figure.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "host/report/figures.h"
#include "host/report/line_chart.h"
#include "host/report/page.h"

namespace nilab::host::report {
namespace {

// The configuration a trial belongs to: its model and every param but its seeds.
std::string ConfigurationKey(const TrialData& t) {
  std::string key = t.result.model;
  for (const auto& [name, value] : t.result.params) {
    if (name == "seed" || name == "search.seed") continue;
    key += "|" + name + "=" + sdk::FormatValue(value);
  }
  return key;
}

}  // namespace

SearchCurve BestSoFar(const ReportData& data, const std::string& metric, bool higher_is_better) {
  SearchCurve curve;
  curve.sweep = data.sweep;
  curve.mode = data.search_mode;
  // Configurations in the order their first trial was recorded (trials come by index).
  std::vector<std::string> order;
  std::map<std::string, std::vector<const TrialData*>> trials;
  for (const auto& t : data.trials) {
    const std::string key = ConfigurationKey(t);
    if (!trials.count(key)) order.push_back(key);
    trials[key].push_back(&t);
  }
  double best = std::nan("");
  for (const auto& key : order) {
    double sum = 0.0;
    bool complete = true;
    for (const TrialData* t : trials[key]) {
      const store::TrialStatus s = t->result.status;
      if (s != store::TrialStatus::kDone && s != store::TrialStatus::kPruned &&
          s != store::TrialStatus::kFailed) {
        return curve;  // not run yet, or still running: the curve ends before it
      }
      const double v = t->result.metrics.count(metric) ? t->result.metrics.at(metric) : NAN;
      complete = complete && t->result.status == store::TrialStatus::kDone && std::isfinite(v);
      sum += v;
    }
    if (complete) {
      const double value = sum / static_cast<double>(trials[key].size());
      if (!std::isfinite(best) || (higher_is_better ? value > best : value < best)) best = value;
    }
    curve.best.push_back(best);
  }
  return curve;
}

std::string RenderBestSoFar(const std::vector<const ReportData*>& sweeps, const std::string& metric,
                            bool higher_is_better, std::string* note) {
  // Modes in the order their first sweep comes.
  std::vector<std::string> modes;
  std::map<std::string, std::vector<SearchCurve>> by_mode;
  size_t longest = 0;
  for (const ReportData* data : sweeps) {
    SearchCurve curve = BestSoFar(*data, metric, higher_is_better);
    if (!by_mode.count(curve.mode)) modes.push_back(curve.mode);
    longest = std::max(longest, curve.best.size());
    by_mode[curve.mode].push_back(std::move(curve));
  }
  Palette palette(modes);
  LineChartSpec spec;
  spec.title = "Best " + metric + " so far";
  spec.x.label = "configurations run";
  spec.x.integer = true;
  spec.x.pad = 0.05;
  spec.y.label = MetricAxisLabel(metric);
  bool any = false;
  std::string counts;
  for (const auto& mode : modes) {
    const auto& curves = by_mode[mode];
    LineSeries series;
    series.label = mode + " (" + std::to_string(curves.size()) + " sweep" +
                   (curves.size() == 1 ? "" : "s") + ")";
    series.style = palette.Style(mode);
    for (size_t k = 0; k < longest; ++k) {
      // Mean over the sweeps that got this far and have a complete configuration by then.
      std::vector<double> values;
      for (const auto& c : curves) {
        if (k < c.best.size() && std::isfinite(c.best[k])) values.push_back(c.best[k]);
      }
      if (values.size() != curves.size()) continue;  // a mean over fewer sweeps would jump
      BandPoint p;
      p.x = static_cast<double>(k + 1);
      double sum = 0.0;
      for (double v : values) sum += v;
      p.y = sum / static_cast<double>(values.size());
      p.lo = *std::min_element(values.begin(), values.end());
      p.hi = *std::max_element(values.begin(), values.end());
      p.n = static_cast<int>(values.size());
      series.points.push_back(p);
    }
    any = any || !series.points.empty();
    std::vector<std::string> names;
    for (const auto& c : curves) names.push_back(c.sweep);
    std::string list;
    for (size_t i = 0; i < names.size(); ++i) list += (i ? ", " : "") + names[i];
    counts += (counts.empty() ? "" : "; ") + mode + ": " + list;
    spec.series.push_back(std::move(series));
  }
  if (!any) {
    *note = "No best-so-far curve: no configuration of " + metric + " is complete yet.";
    return "";
  }
  const std::string caption =
      "The best configuration so far (" + metric + ", " + (higher_is_better ? "higher" : "lower") +
      " is better; a configuration's value is the mean over its seeds, counted once all of them "
      "are done) against the number of configurations recorded, in the order the search chose "
      "them. Line: mean over the sweeps of a search mode; band: their worst to best. Sweeps: " +
      counts + ".";
  return FigureHtml("search-best-so-far", RenderLineChart(spec), caption);
}

std::string SearchFigure(const ReportData& data, const std::vector<ReportData>& with,
                         const std::string& metric, bool higher_is_better, std::string* note) {
  if (with.empty() && data.search_mode == "grid") return "";
  std::vector<const ReportData*> sweeps = {&data};
  for (const auto& w : with) sweeps.push_back(&w);
  return RenderBestSoFar(sweeps, metric, higher_is_better, note);
}

}  // namespace nilab::host::report
