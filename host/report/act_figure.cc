#include "host/report/act_figure.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>

#include "host/analysis/table.h"
#include "host/report/bar_chart.h"
#include "host/report/line_chart.h"
#include "host/report/page.h"
#include "host/report/series.h"
#include "host/report/svg.h"

namespace nilab::host::report {
namespace {

constexpr size_t kMaxConfigs = 8;

std::string Split(const std::string& metric) { return metric.substr(0, metric.find('/')); }

// The trials of the phase that ran with adaptive computation (a final iterations metric).
std::vector<const TrialData*> ActTrials(const FigurePlan& f, const ReportData& data) {
  std::vector<const TrialData*> out;
  for (const auto& t : data.trials) {
    if (std::isfinite(t.Final(f.phase, f.key)) && std::isfinite(t.Final(f.phase, f.metric))) {
      out.push_back(&t);
    }
  }
  return out;
}

// The other trials of the phase with an anytime curve of the metric: k -> value.
std::map<const TrialData*, std::map<double, double>> FixedCurves(const FigurePlan& f,
                                                                 const ReportData& data) {
  std::map<const TrialData*, std::map<double, double>> out;
  for (const auto& t : data.trials) {
    if (std::isfinite(t.Final(f.phase, f.key))) continue;
    auto p = t.finals.find(f.phase);
    if (p == t.finals.end()) continue;
    for (const auto& [name, value] : p->second) {
      std::string base, kind;
      int64_t k;
      if (ParseCurvePoint(name, &base, &kind, &k) && base == f.metric && kind == "it" &&
          std::isfinite(value)) {
        out[&t][static_cast<double>(k)] = value;
      }
    }
  }
  return out;
}

BandPoint SeedPoint(double x, const std::vector<double>& ys) {
  const Stats s = Describe(ys);
  BandPoint p;
  p.x = x;
  p.y = s.mean;
  p.lo = s.min;
  p.hi = s.max;
  p.n = s.n;
  return p;
}

std::string Format(double v) { return analysis::FormatNumber(v); }

}  // namespace

RenderedFigure AccuracyVsIterations(const FigurePlan& f, const FigureContext& c) {
  LineChartSpec spec;
  spec.title = f.phase + ": " + f.metric + " vs mean function iterations";
  // The fixed models' anytime curves, one line per configuration (seeds pooled): a model trained
  // at k iterations gives the trained-at-k point of the comparison at x = k.
  std::vector<const TrialData*> fixed_trials;
  const auto curves = FixedCurves(f, *c.data);
  for (const auto& t : c.data->trials) {
    if (curves.count(&t)) fixed_trials.push_back(&t);
  }
  const std::vector<Series> fixed = GroupSeries(fixed_trials, c.data->models, kMaxConfigs);
  for (const Series& s : fixed) {
    std::map<double, std::vector<double>> by_k;
    for (const TrialData* t : s.trials) {
      for (const auto& [k, v] : curves.at(t)) by_k[k].push_back(v);
    }
    LineSeries line{s.label + ": fixed, evaluated at k", c.palette->Style(s.model, s.variant), {}};
    for (const auto& [k, values] : by_k) line.points.push_back(SeedPoint(k, values));
    spec.series.push_back(std::move(line));
  }
  // Each ACT configuration: one point at its mean iterations (seeds pooled).
  std::vector<std::string> pooled;
  const std::vector<Series> configs =
      GroupSeries(ActTrials(f, *c.data), c.data->models, kMaxConfigs, &pooled);
  if (configs.empty()) throw ReportError("no trial has final " + f.key + " and " + f.metric);
  std::string points;
  for (const Series& s : configs) {
    std::vector<double> xs, ys;
    for (const TrialData* t : s.trials) {
      xs.push_back(t->Final(f.phase, f.key));
      ys.push_back(t->Final(f.phase, f.metric));
    }
    const BandPoint p = SeedPoint(Describe(xs).mean, ys);
    spec.series.push_back({s.label + ": ACT", c.palette->Style(s.model, s.variant + 1), {p}});
    points += (points.empty() ? "" : "; ") + s.label + ": " + Format(p.x) + " iterations, " +
              f.metric + " " + Format(p.y);
  }
  spec.x = {"mean function iterations per sample (per script)", false, false, false, {}, 0.05};
  spec.y = {MetricAxisLabel(f.metric), false, false, false, {}, 0.0};
  std::string caption =
      "Adaptive computation: each ACT configuration's final " + f.metric + " at its mean " +
      "iterations (" + f.key + "; marker: mean over seeds, band: min–max), against " +
      (curves.empty() ? std::string("(no fixed-iteration model with an anytime curve)")
                      : "the fixed-iteration models evaluated at k iterations (eval_iterations; "
                        "a model trained at n_i = k is at its own training point there)") +
      ". ACT is ahead where its point lies above the fixed curve. " + points + ".";
  if (!pooled.empty()) {
    caption += " ACT configurations pooled over " + std::to_string(pooled.size()) +
               " varying params (more than " + std::to_string(kMaxConfigs) + " otherwise).";
  }
  return {FigureHtml(f.id, RenderLineChart(spec), caption), ""};
}

RenderedFigure IterationHistogram(const FigurePlan& f, const FigureContext& c) {
  const std::string prefix = Split(f.metric) + "/iter_frac@";
  const std::vector<const TrialData*> act = ActTrials(f, *c.data);
  int64_t max_k = 0;
  for (const TrialData* t : act) {
    for (const auto& [name, value] : t->finals.at(f.phase)) {
      if (name.rfind(prefix, 0) != 0) continue;
      char* end = nullptr;
      const long long k = std::strtoll(name.c_str() + prefix.size(), &end, 10);
      if (*end == '\0') max_k = std::max<int64_t>(max_k, k);
    }
  }
  if (max_k == 0) throw ReportError("no final " + prefix + "k metrics");
  BarChartSpec spec;
  spec.title = f.phase + ": iterations used (ACT)";
  for (int64_t k = 1; k <= max_k; ++k) spec.categories.push_back(std::to_string(k));
  spec.x_label = "function iterations used";
  spec.y = {"fraction of samples (tokens)", false, false, true, {}, 0.0};
  spec.decimals = 2;
  for (const Series& s : GroupSeries(act, c.data->models, kMaxConfigs)) {
    BarSeries bars{s.label, c.palette->Style(s.model, s.variant + 1), {}};
    for (int64_t k = 1; k <= max_k; ++k) {
      std::vector<double> values;
      for (const TrialData* t : s.trials) {
        values.push_back(t->Final(f.phase, prefix + std::to_string(k)));
      }
      const Stats st = Describe(values);
      bars.bars.push_back({st.mean, st.std, st.n});
    }
    spec.series.push_back(std::move(bars));
  }
  const std::string caption =
      "Distribution of the function iterations ACT used per sample (per token with per-token "
      "halting) on the " +
      Split(f.metric) + " split at the end of phase " + f.phase + " (" + prefix +
      "k): bars are means over seeds, error bars ± std.";
  return {FigureHtml(f.id, RenderBarChart(spec), caption), ""};
}

}  // namespace nilab::host::report
