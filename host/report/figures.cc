#include "host/report/figures.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <set>

#include "host/analysis/compare.h"
#include "host/analysis/table.h"
#include "host/report/act_figure.h"
#include "host/report/bar_chart.h"
#include "host/report/effect_plot.h"
#include "host/report/line_chart.h"
#include "host/report/page.h"
#include "host/report/routing_figure.h"
#include "host/report/series.h"

namespace nilab::host::report {
namespace {

constexpr size_t kMaxSeries = 8;

// An x axis whose data points keep a margin from the frame.
AxisSpec XAxis(const std::string& label, bool log, bool integer) {
  AxisSpec axis;
  axis.label = label;
  axis.log = log;
  axis.integer = integer;
  axis.pad = 0.05;
  return axis;
}

AxisSpec YAxis(const std::string& label, bool log = false) {
  AxisSpec axis;
  axis.label = label;
  axis.log = log;
  return axis;
}

std::string Join(const std::vector<std::string>& items, const std::string& separator = ", ") {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) out += (i ? separator : "") + items[i];
  return out;
}

bool EndsWith(const std::string& text, const std::string& suffix) {
  return text.size() >= suffix.size() &&
         text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// 2 for 2.0, 0.5 for 0.5.
std::string NumberText(double v) {
  return v == std::floor(v) && std::fabs(v) < 1e15 ? std::to_string(static_cast<int64_t>(v))
                                                   : analysis::FormatNumber(v);
}

std::string Plural(int n, const std::string& word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

// "n = 2 seeds per line" or "n = 2–3 trials per line".
std::string CountText(const std::vector<Series>& series, const std::string& what) {
  size_t lo = SIZE_MAX, hi = 0;
  for (const auto& s : series) {
    lo = std::min(lo, s.trials.size());
    hi = std::max(hi, s.trials.size());
  }
  if (series.empty()) return "";
  const std::string n =
      lo == hi ? std::to_string(lo) : std::to_string(lo) + "–" + std::to_string(hi);
  return "n = " + n + " " + what + (hi == 1 ? "" : "s") + " per line";
}

std::string Direction(const std::string& metric, const FigureContext& c) {
  return analysis::HigherIsBetter(metric, c.higher_is_better) ? "higher is better"
                                                              : "lower is better";
}

// Per x value, the statistics of the values of one series.
std::vector<BandPoint> Aggregate(const std::map<double, std::vector<double>>& by_x, bool minmax) {
  std::vector<BandPoint> out;
  for (const auto& [x, values] : by_x) {
    const Stats s = Describe(values);
    if (s.n == 0) continue;
    BandPoint p;
    p.x = x;
    p.y = s.mean;
    if (minmax) {
      p.lo = s.min, p.hi = s.max;
    } else {
      const double sd = std::isfinite(s.std) ? s.std : 0.0;
      p.lo = s.mean - sd, p.hi = s.mean + sd;
    }
    p.n = s.n;
    out.push_back(p);
  }
  return out;
}

// Log scale when every value is positive and they span a factor of 20 or more.
bool WantsLog(const std::vector<double>& values) {
  double lo = INFINITY, hi = 0;
  for (double v : values) {
    if (!std::isfinite(v)) continue;
    if (v <= 0) return false;
    lo = std::min(lo, v), hi = std::max(hi, v);
  }
  return std::isfinite(lo) && hi / lo >= 20.0;
}

std::string SeriesCaption(const std::vector<std::string>& pooled) {
  if (pooled.empty()) return "";
  return " Each line pools all configurations of one model (" + Join(pooled) + " vary; more than " +
         std::to_string(kMaxSeries) + " lines otherwise).";
}

std::vector<const TrialData*> AllTrials(const ReportData& data) {
  std::vector<const TrialData*> out;
  for (const auto& t : data.trials) out.push_back(&t);
  return out;
}

RenderedFigure LearningCurve(const FigurePlan& f, const FigureContext& c) {
  std::vector<const TrialData*> trials;
  for (const auto& t : c.data->trials) {
    auto p = t.history.find(f.phase);
    if (p != t.history.end() && p->second.count(f.metric)) trials.push_back(&t);
  }
  std::vector<std::string> pooled;
  const auto series = GroupSeries(trials, c.data->models, kMaxSeries, &pooled);
  LineChartSpec spec;
  spec.title = f.phase + ": " + f.metric + " per epoch";
  spec.x = XAxis("epoch", false, true);
  std::vector<double> all;
  for (const auto& s : series) {
    std::map<double, std::vector<double>> by_epoch;
    for (const TrialData* t : s.trials) {
      for (const auto& [epoch, value] : t->history.at(f.phase).at(f.metric)) {
        by_epoch[static_cast<double>(epoch)].push_back(value);
        all.push_back(value);
      }
    }
    spec.series.push_back(
        {s.label, c.palette->Style(s.model, s.variant), Aggregate(by_epoch, true)});
  }
  const bool log = EndsWith(f.metric, "loss") && WantsLog(all);
  spec.y = YAxis(MetricAxisLabel(f.metric) + (log ? ", log scale" : ""), log);
  const std::string caption = "Phase " + f.phase + ": " + f.metric + " (" + Direction(f.metric, c) +
                              ") after each epoch. Line: mean over " +
                              "seeds; band: min–max over seeds; " + CountText(series, "trial") +
                              "." + SeriesCaption(pooled);
  return {FigureHtml(f.id, RenderLineChart(spec), caption), ""};
}

RenderedFigure Effect(const FigurePlan& f, const FigureContext& c) {
  EffectPlotSpec spec;
  std::vector<const TrialData*> trials;
  for (const auto& t : c.data->trials) {
    if (std::isfinite(t.Final(f.phase, f.metric))) trials.push_back(&t);
  }
  std::vector<double> xs;
  std::set<std::string> pooled;
  for (const auto& s : ModelSeries(trials, c.data->models)) {
    const bool has_key = std::any_of(s.trials.begin(), s.trials.end(),
                                     [&](const TrialData* t) { return t->result.Param(f.key); });
    const SeriesStyle style = c.palette->Style(s.model);
    if (!has_key) {
      std::vector<double> values;
      for (const TrialData* t : s.trials) values.push_back(t->Final(f.phase, f.metric));
      const Stats st = Describe(values);
      spec.references.push_back({s.model + " (no " + f.key + "): mean", style, st.mean, st.n});
      continue;
    }
    EffectSeries e;
    e.label = s.model + ": mean ± std";
    e.style = style;
    std::map<double, std::vector<double>> by_x;
    for (const TrialData* t : s.trials) {
      const double x = NumericParam(*t, f.key), y = t->Final(f.phase, f.metric);
      if (!std::isfinite(x)) continue;
      e.trials.push_back({x, y});
      by_x[x].push_back(y);
      xs.push_back(x);
    }
    e.means = Aggregate(by_x, false);
    for (const auto& key : VaryingKeys(s.trials)) {
      if (key != f.key) pooled.insert(key);
    }
    spec.series.push_back(std::move(e));
  }
  const bool log = WantsLog(xs);
  const bool integer = std::all_of(trials.begin(), trials.end(), [&](const TrialData* t) {
    const sdk::ParamValue* v = t->result.Param(f.key);
    return !v || std::holds_alternative<int64_t>(*v);
  });
  spec.title = f.metric + " vs " + f.key + " (end of " + f.phase + ")";
  spec.x = XAxis(f.key + (log ? " (log scale)" : " (parameter value)"), log, integer);
  spec.y = YAxis(MetricAxisLabel(f.metric));
  std::string caption = "Final " + f.metric + " (" + Direction(f.metric, c) + ") at the end of " +
                        "phase " + f.phase + " against " + f.key +
                        ": one dot per trial, squares and error bars: mean ± std over the "
                        "trials at each value.";
  if (!pooled.empty()) {
    caption += " The means pool the other params that vary: " +
               Join(std::vector<std::string>(pooled.begin(), pooled.end())) + ".";
  }
  if (!spec.references.empty()) caption += " Dashed: models without " + f.key + ", at their mean.";
  return {FigureHtml(f.id, RenderEffectPlot(spec), caption), ""};
}

RenderedFigure EvaluationCurve(const FigurePlan& f, const FigureContext& c) {
  const bool anytime = f.kind == FigureKind::kIterationCurve;
  std::vector<const TrialData*> trials;
  for (const auto& t : c.data->trials) {
    auto p = t.finals.find(f.phase);
    if (p == t.finals.end()) continue;
    const bool has = std::any_of(p->second.begin(), p->second.end(), [&](const auto& kv) {
      std::string base, kind;
      int64_t k;
      return ParseCurvePoint(kv.first, &base, &kind, &k) && base == f.metric && kind == f.key;
    });
    if (has) trials.push_back(&t);
  }
  std::vector<std::string> pooled;
  const auto series = GroupSeries(trials, c.data->models, kMaxSeries, &pooled);
  LineChartSpec spec;
  for (const auto& s : series) {
    std::map<double, std::vector<double>> by_k;
    for (const TrialData* t : s.trials) {
      for (const auto& [name, value] : t->finals.at(f.phase)) {
        std::string base, kind;
        int64_t k;
        if (ParseCurvePoint(name, &base, &kind, &k) && base == f.metric && kind == f.key) {
          by_k[static_cast<double>(k)].push_back(value);
        }
      }
    }
    spec.series.push_back({s.label, c.palette->Style(s.model, s.variant), Aggregate(by_k, true)});
  }
  if (anytime) {
    spec.title = f.phase + ": anytime inference, " + f.metric + " vs iterations";
    spec.x = XAxis("function iterations (layers for a ViT) at evaluation", false, true);
  } else {
    spec.title = f.phase + ": " + f.metric + " with functions dropped";
    spec.x = XAxis("functions dropped at evaluation (count)", false, true);
  }
  spec.y = YAxis(MetricAxisLabel(f.metric));
  std::string caption =
      anytime ? "The phase's final model evaluated with k function iterations (or layers) "
                "instead of the number it was trained with."
              : "The phase's final model evaluated with k of its functions masked out of "
                "routing (random subsets, seeded; averaged over the sweep's eval_drop_repeats).";
  caption += " Line: mean over seeds; band: min–max; " + CountText(series, "trial") + "." +
             SeriesCaption(pooled);
  return {FigureHtml(f.id, RenderLineChart(spec), caption), ""};
}

RenderedFigure PhaseSettingCurve(const FigurePlan& f, const FigureContext& c) {
  const auto series = GroupSeries(AllTrials(*c.data), c.data->models, kMaxSeries);
  LineChartSpec spec;
  std::vector<std::string> values_text;
  for (const auto& phase : f.phases) {
    for (const auto& t : c.data->trials) {
      const double v = PhaseSetting(t, phase, f.key);
      if (std::isfinite(v)) {
        values_text.push_back(phase + ": " + NumberText(v));
        break;
      }
    }
  }
  for (const auto& s : series) {
    std::map<double, std::vector<double>> by_x;
    for (const TrialData* t : s.trials) {
      for (const auto& phase : f.phases) {
        const double x = PhaseSetting(*t, phase, f.key), y = t->Final(phase, f.metric);
        if (std::isfinite(x) && std::isfinite(y)) by_x[x].push_back(y);
      }
    }
    if (!by_x.empty()) {
      spec.series.push_back({s.label, c.palette->Style(s.model, s.variant), Aggregate(by_x, true)});
    }
  }
  const bool added = f.key == "add_functions";
  spec.title = added ? "Capacity extension: " + f.metric + " vs functions added"
                     : f.metric + " vs " + f.key + " across phases";
  spec.x = XAxis(added ? "functions added at the start of the phase (count)" : f.key, false, added);
  spec.y = YAxis(MetricAxisLabel(f.metric));
  const std::string caption = "Final " + f.metric + " (" + Direction(f.metric, c) +
                              ") of phases that start from the same weights and differ in " +
                              f.key + " (" + Join(values_text) +
                              "). Line: mean over seeds; band: min–max.";
  return {FigureHtml(f.id, RenderLineChart(spec), caption), ""};
}

struct PhaseRows {
  std::vector<Series> series;
  std::vector<std::vector<Stats>> stats;  // [series][phase]
};

PhaseRows PhaseStats(const FigurePlan& f, const FigureContext& c) {
  PhaseRows rows;
  rows.series = GroupSeries(AllTrials(*c.data), c.data->models, 12);
  for (const auto& s : rows.series) {
    std::vector<Stats> per_phase;
    for (const auto& phase : f.phases) {
      std::vector<double> values;
      for (const TrialData* t : s.trials) values.push_back(t->Final(phase, f.metric));
      per_phase.push_back(Describe(values));
    }
    rows.stats.push_back(std::move(per_phase));
  }
  return rows;
}

RenderedFigure PhaseTable(const FigurePlan& f, const FigureContext& c) {
  const PhaseRows rows = PhaseStats(f, c);
  const bool higher = analysis::HigherIsBetter(f.metric, c.higher_is_better);
  analysis::TextTable table;
  table.header = {"model / config", "n"};
  table.right_align = {false, true};
  for (const auto& phase : f.phases) {
    table.header.push_back(phase);
    table.right_align.push_back(true);
  }
  std::vector<int> decimals;
  std::vector<double> best(f.phases.size(), std::nan(""));
  for (size_t p = 0; p < f.phases.size(); ++p) {
    std::vector<double> means, spreads;
    for (const auto& r : rows.stats) {
      means.push_back(r[p].mean);
      spreads.push_back(r[p].std);
      if (std::isfinite(r[p].mean) &&
          (std::isnan(best[p]) || (higher ? r[p].mean > best[p] : r[p].mean < best[p]))) {
        best[p] = r[p].mean;
      }
    }
    decimals.push_back(analysis::DisplayDecimals(means, spreads));
  }
  for (size_t s = 0; s < rows.series.size(); ++s) {
    const int trials = static_cast<int>(rows.series[s].trials.size());
    std::vector<std::string> row = {rows.series[s].label, std::to_string(trials)};
    std::vector<bool> bold = {false, false};
    for (size_t p = 0; p < f.phases.size(); ++p) {
      const Stats& st = rows.stats[s][p];
      std::string cell = "-";
      if (st.n > 0) {
        cell = analysis::FormatFixed(st.mean, decimals[p]);
        if (st.n >= 2) cell += " ± " + analysis::FormatFixed(st.std, decimals[p]);
        if (st.n != trials) cell += " (n=" + std::to_string(st.n) + ")";
      }
      row.push_back(cell);
      bold.push_back(rows.series.size() > 1 && st.n > 0 && st.mean == best[p]);
    }
    table.rows.push_back(std::move(row));
    table.bold.push_back(std::move(bold));
  }
  const std::string caption =
      "Final " + f.metric + " (" + Direction(f.metric, c) +
      ") at the end of each phase: mean ± std over the n trials of a row (its seeds); " +
      "bold: best per phase.";
  return {TableHtml(f.id, analysis::RenderHtml(table), caption), ""};
}

RenderedFigure PhaseBars(const FigurePlan& f, const FigureContext& c) {
  const PhaseRows rows = PhaseStats(f, c);
  BarChartSpec spec;
  spec.title = f.metric + " at the end of each phase";
  spec.categories = f.phases;
  spec.x_label = "phase";
  spec.y = YAxis(MetricAxisLabel(f.metric));
  std::vector<double> means, spreads;
  for (size_t s = 0; s < rows.series.size(); ++s) {
    BarSeries b;
    b.label = rows.series[s].label;
    b.style = c.palette->Style(rows.series[s].model, rows.series[s].variant);
    for (const Stats& st : rows.stats[s]) {
      b.bars.push_back({st.mean, st.std, st.n});
      means.push_back(st.mean);
      spreads.push_back(st.std);
    }
    spec.series.push_back(std::move(b));
  }
  spec.decimals = std::min(analysis::DisplayDecimals(means, spreads), 4);
  const std::string caption =
      "Bars: mean over seeds; error bars: ± std; the value above each bar "
      "is the mean. Same numbers as the table.";
  return {FigureHtml(f.id, RenderBarChart(spec), caption), ""};
}

RenderedFigure Routing(const FigurePlan& f, const FigureContext& c) {
  const TrialData& t = c.data->trials.at(f.trial);
  const std::string& path = t.routing.at(f.phase);
  try {
    const RoutingTraceData trace =
        ReadRoutingTrace(c.data->roots, path, "trial " + std::to_string(t.result.id) + " routing");
    const std::string title = "Routing of " + t.result.model + " (trial " +
                              std::to_string(t.result.index) + ", seed " +
                              std::to_string(t.result.seed) + "), end of " + f.phase;
    const std::string caption =
        "Which function each token is routed to at each function iteration (paper, Fig. 3), "
        "for the first " +
        Plural(static_cast<int>(std::min(trace.samples.size(), c.routing_samples)), "sample") +
        " of the " + trace.split + " split: colour = argmax_u C_ui, opacity = that C_ui. " +
        std::to_string(trace.tokens) + " tokens, " + std::to_string(trace.functions) +
        " functions. Trace: " + path + ".";
    return {FigureHtml(f.id, RenderRoutingFigure(trace, title, c.routing_samples), caption), ""};
  } catch (const ReportError& e) {
    return {"", std::string("routing picture of ") + t.result.model + " left out: " + e.what()};
  }
}

}  // namespace

std::string MetricAxisLabel(const std::string& metric) {
  const std::string name = metric.substr(metric.rfind('/') + 1);
  std::string unit;
  if (name == "samples_per_s") {
    unit = "samples/s";
  } else if (EndsWith(name, "_s")) {
    unit = "s";
  } else if (name == "lr") {
    unit = "learning rate";
  } else if (name.find("acc") != std::string::npos) {
    unit = "fraction correct";
  } else if (name.find("r2") != std::string::npos) {
    unit = "R², 1 = perfect";
  } else if (name.find("mse") != std::string::npos) {
    unit = "mean squared error";
  } else if (name.find("loss") != std::string::npos) {
    unit = "training objective";
  } else if (name.find("iterations") != std::string::npos) {
    unit = "count";
  }
  return unit.empty() ? metric : metric + " (" + unit + ")";
}

RenderedFigure RenderFigure(const FigurePlan& figure, const FigureContext& context) {
  try {
    switch (figure.kind) {
      case FigureKind::kPhaseTable:
        return PhaseTable(figure, context);
      case FigureKind::kPhaseBars:
        return PhaseBars(figure, context);
      case FigureKind::kLearningCurve:
        return LearningCurve(figure, context);
      case FigureKind::kEffect:
        return Effect(figure, context);
      case FigureKind::kIterationCurve:
      case FigureKind::kDropCurve:
        return EvaluationCurve(figure, context);
      case FigureKind::kActIterations:
        return AccuracyVsIterations(figure, context);
      case FigureKind::kActHistogram:
        return IterationHistogram(figure, context);
      case FigureKind::kPhaseSetting:
        return PhaseSettingCurve(figure, context);
      case FigureKind::kRouting:
        return Routing(figure, context);
    }
  } catch (const ReportError& e) {
    return {"", figure.id + " left out: " + e.what()};
  }
  return {"", figure.id + ": unknown figure kind"};
}

}  // namespace nilab::host::report
