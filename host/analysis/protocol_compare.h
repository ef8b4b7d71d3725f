// `nilab compare` of a [protocol] sweep: the tune stage's budgets side by side with each
// study's choice and its val, the confirm stage's test values per model, and per [task] grid
// point the paired difference on test with its verdict against the declared margin, and
// P(a > b) on a seed (Bouthillier et al. 2021).
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "host/analysis/compare.h"
#include "host/analysis/review.h"
#include "host/analysis/stats.h"
#include "host/store/protocol_records.h"
#include "host/store/results.h"

namespace nilab::host::analysis {

// The verdict of a paired 95 % interval [lo, hi] of a - b against the margin m, where "ahead"
// means better for `a` (a larger difference when higher is better):
//   level                       when -m <= lo and hi <= m,
//     "and ahead" / "and behind"  added when the interval also excludes 0;
//   ahead / behind              otherwise, when it excludes 0;
//   not separated               otherwise.
// CompareProtocol gives it only once every declared confirm seed is in; before, its verdict reads
// "pending: n of N seeds".
std::string Verdict(const Interval& interval, double margin, bool higher_is_better);

struct StudyReport {
  int64_t index = 0;
  std::string label;  // "ni", "vit (task.shots=150)"
  std::string model;
  std::string point;  // "task.shots=150", or "" without a [task] grid
  // Tune stage: what the budget bought.
  int64_t configs = 0;      // configurations tried
  int64_t tune_trials = 0;  // recorded
  int64_t tune_done = 0, tune_pruned = 0;
  int64_t epochs = 0;  // epochs trained over the tune trials
  // CPU: the tune trials' CPU seconds over their epochs (store::TrialResult::cpu_seconds), or wall
  // seconds x threads for a trial without them (device_s_from_wall); GPU: wall seconds.
  double device_s = 0.0;
  bool device_s_from_wall = false;
  std::string device = "CPU";
  // The choice.
  bool chosen = false;
  std::string choice;  // the chosen values of the keys the configurations differ in
  double choice_value = std::nan("");
  // Confirm stage.
  int64_t confirm_trials = 0, confirm_done = 0;
  Summary test, val;  // of the test metric and the choice's val metric over the confirm seeds
};

struct VerdictReport {
  std::string point;
  std::string a, b;         // study labels
  PairedResult difference;  // a - b on the test metric, paired by confirm seed
  WinProbability win;       // P(a > b) on a seed
  std::string verdict;      // Verdict(); "pending: n of N seeds" until every confirm seed is in
};

struct ProtocolReport {
  std::string sweep;
  nlohmann::json plan;      // as recorded (method, configs, seeds, metric, margin, studies)
  std::string metric;       // what the choice read ("val/acc")
  std::string test_metric;  // what the claim reads ("test/acc")
  bool higher_is_better = true;
  std::vector<StudyReport> studies;
  std::vector<VerdictReport> verdicts;
  std::vector<Warning> warnings;
  std::vector<std::string> notes;
};

// `trials`: every trial of the sweep; `plan_json` and `choices`: what the store recorded.
ProtocolReport CompareProtocol(const std::vector<store::TrialResult>& trials,
                               const std::string& plan_json,
                               const std::vector<store::ProtocolChoiceRow>& choices,
                               const CompareOptions& options);

// The report of `sweep` when it has a recorded [protocol] plan (nullopt otherwise), with the
// warnings of its confirm stage: every trial, plan and choice read from `store`.
std::optional<ProtocolReport> CompareProtocolSweep(store::Store& store, const std::string& sweep,
                                                   const CompareOptions& options);

// table | markdown | json | html.
std::string FormatProtocol(const ProtocolReport& report, const std::string& format);

}  // namespace nilab::host::analysis
