// Which figures a report shows, decided from the data alone (the host knows no task or model by
// name):
//   - per-phase table and bars (the fuzzy Boolean Table 1 rows): >= 2 phases with final values
//     of the headline metric;
//   - learning curves: per phase, the headline and train/loss per epoch, when logged;
//   - effect plots: per numeric param (model, task.* or train.*) that varies among one model's
//     trials, the final headline of the last phase against it (tau, n_f, task.shots, train.lr);
//   - anytime and dropped-functions curves: per phase with "<metric>@it=<k>" or "@drop=<k>"
//     final metrics;
//   - adaptive computation: per phase where a trial has the final "<split>/iterations" of the
//     headline's split (ACT), the headline against mean iterations (with the fixed models'
//     anytime curves), and the distribution of iterations when "<split>/iter_frac@<k>" exist;
//   - phase settings (capacity extension): phases started from the same parent whose configs
//     differ only in one numeric setting (add_functions, a task param): the final headline
//     against that setting;
//   - routing pictures: per model, the first trial with a routing trace, at its last traced
//     phase.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "host/report/report_data.h"

namespace nilab::host::report {

enum class FigureKind {
  kPhaseTable,
  kPhaseBars,
  kLearningCurve,
  kEffect,
  kIterationCurve,
  kDropCurve,
  kActIterations,
  kActHistogram,
  kPhaseSetting,
  kRouting,
};

struct FigurePlan {
  FigureKind kind;
  std::string id;                   // unique on the page: "curve-pretrain-val-r2"
  std::string phase;                // the phase whose values it shows ("" for per-phase figures)
  std::string metric;               // y: a metric name (the base name for @it / @drop curves)
  std::string key;                  // x: a flat param key or a phase setting
  std::vector<std::string> phases;  // phase settings: the sibling phases compared
  size_t trial = 0;                 // routing: index into ReportData::trials
};

struct ReportPlan {
  std::string headline;     // the metric the figures show
  std::string final_phase;  // the last phase with final metrics (compare table, effects)
  std::vector<FigurePlan> figures;
};

// The headline: `declared` (the task's) when some final metric has that name; otherwise the
// first val/ aggregate metric (no "@", one "/") that is higher-is-better by name, else
// val/loss, else the first final metric; "" when there are none.
std::string PickHeadline(const ReportData& data, const std::string& declared);

ReportPlan PlanReport(const ReportData& data, const std::string& declared_headline);

// "val/mean_r2" -> "val/iterations": the adaptive-computation metric of the headline's split.
std::string IterationsMetric(const std::string& headline);

// "val/r2@it=4" -> {"val/r2", "it", 4}; false when the name is not a curve point.
bool ParseCurvePoint(const std::string& name, std::string* base, std::string* kind, int64_t* k);

// A phase setting of a trial's phase config: "add_functions" or "task.<param>";
// NaN when absent or not numeric.
double PhaseSetting(const TrialData& trial, const std::string& phase, const std::string& key);

// An id made of [a-z0-9-] from free text: "Pretrain / val/r2" -> "pretrain-val-r2".
std::string Slug(const std::string& text);

}  // namespace nilab::host::report
