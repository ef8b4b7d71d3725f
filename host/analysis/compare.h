// `nilab compare`: done trials grouped by params (default: model), each final metric as
// mean ± std and n over the trials of a group (the seeds, when the other params are in `by`),
// the best group per metric marked, and a paired comparison of two models on matched configs.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "host/analysis/review.h"
#include "host/analysis/stats.h"
#include "host/search/metric_direction.h"
#include "host/store/results.h"

namespace nilab::host::analysis {

// Which way a metric is better (host/search/metric_direction.h).
using search::HigherIsBetter;

// Whether `metric` has a better direction at all: ACT's "iter_frac@k" (the share of samples that
// used k iterations, one bin of a distribution) has none, so no mean of it is marked best.
bool IsRanked(const std::string& metric);

// An aggregate ("val/mean_r2"), not a per-item metric ("val/r2/f03") or a curve point
// ("val/acc@it=4"): what tables and reports show by default.
bool IsAggregate(const std::string& metric);

struct CompareOptions {
  std::vector<std::string> by = {"model"};  // flat param keys: "model", "tau", "task.n_vars"
  // Pruned trials count too, with the values of the rung that pruned them (load them with
  // ResultsQuery::pruned_at_rung); otherwise only done trials do.
  bool include_pruned = false;
  // Metrics to show; empty: the final metrics of the phase, `headline` first, then test/,
  // val/, others and train/ ones, at most max_default_metrics of them and aggregates only
  // (per-item metrics "val/r2/f03" and curve points "val/acc@it=2" only when nothing else is
  // recorded); 0 = every metric.
  std::vector<std::string> metrics;
  std::string headline;                          // the task's headline metric ("val/mean_r2")
  std::map<std::string, bool> higher_is_better;  // the task's declared directions
  std::map<std::string, double> chance;          // the task's declared chance scores ("acc")
  size_t max_default_metrics = 6;
  int64_t top = 0;  // > 0: only the best `top` groups by the headline, best first
  // Paired comparison along `pair_key`: pair = {"ni", "vit"} compares those two values; empty:
  // automatic when `by` is just pair_key and exactly two values are present.
  std::vector<std::string> pair;
  std::string pair_key = "model";
  // Pairs only trials of one sweep (one sweep's table); false when several sweeps are pooled on
  // purpose, to pair e.g. the NI of one sweep with the ViT of another.
  bool pair_within_sweep = true;
  double level = 0.95;
  int64_t bootstrap_samples = 10000;
  uint64_t bootstrap_seed = 2021;
};

struct MetricColumn {
  std::string name;
  bool higher_is_better = true;
  bool ranked = true;  // IsRanked
};

struct GroupCell {
  Summary summary;    // over the group's trials that have the metric
  bool best = false;  // the best mean of the column (only marked with two groups or more)
};

struct Group {
  std::vector<std::string> key;  // one display value per `by` key ("-" when a trial lacks it)
  int64_t trials = 0;
  std::vector<GroupCell> cells;  // one per metric column
};

struct PairedRow {
  std::string metric;
  bool higher_is_better = true;
  bool ranked = true;   // IsRanked: without a direction neither side is "better"
  PairedResult result;  // of a - b
};

struct PairedComparison {
  std::string key;  // "model"
  std::string a, b;
  std::vector<std::string> matched_on;      // the keys that define a matched config
  std::vector<std::string> differ_in;       // those of them that vary between the pairs
  int64_t configs = 0;                      // matched configs with exactly one trial on each side
  int64_t ambiguous = 0;                    // configs skipped: several trials on one side
  int64_t unmatched = 0;                    // configs present on one side only
  std::vector<std::string> ambiguous_keys;  // params that differ among those several trials
  // Params (other than the pair key) held at one value on each side of the pairs but not the
  // same one, e.g. ACT's halt_bias_init -2.0 against 1.0: a difference the labels do not name.
  // Filled when the pair key is not the model (two models' params are not comparable).
  struct SideDifference {
    std::string key, a, b;
  };
  std::vector<SideDifference> sides_differ;
  double level = 0.95;  // of the intervals
  std::vector<PairedRow> rows;
};

struct CompareResult {
  std::string sweep;  // the sweeps of the trials, comma separated
  std::string phase;  // the phase of the final metrics ("pretrain, finetune" when mixed)
  std::vector<std::string> by;
  std::vector<MetricColumn> metrics;
  std::vector<Group> groups;  // ordered by key (numbers numerically)
  // One section per pair of configs of the two sides: ni - vit, or with an NI grid over tau
  // ni (tau=1.42) - vit, ni (tau=2.0) - vit, ...; empty: no paired comparison.
  std::vector<PairedComparison> paired;
  int64_t done = 0;                // trials compared (pruned ones included with include_pruned)
  int64_t pruned = 0;              // of which pruned
  std::vector<std::string> notes;  // one line each: excluded trials, mixed params, ...
  // What a reviewer would reject (host/analysis/review.h): filled by ReviewComparison, printed
  // by FormatCompare before the notes.
  std::vector<Warning> warnings;
};

// A trial whose config hash (which covers the seed) and phase repeat an earlier trial's, as
// when pooled sweeps ran the same config, counts once: the first. Throws AnalysisError for an
// unknown key or metric, or when no trial is done.
CompareResult Compare(const std::vector<store::TrialResult>& trials, const CompareOptions& options);

// format: table | markdown | csv | json | html | latex. CSV has one row per group (columns
// <metric>_mean, _std, _n, _best) and no paired section; JSON has everything; html is a fragment
// (<p> titles, <table>s with the best cells in <strong>, notes in a <ul>) for `nilab report`;
// latex is booktabs tabulars ($mean \pm std$, the best in \mathbf, n; each paired comparison's
// mean difference with its paired-t and bootstrap intervals and p).
std::string FormatCompare(const CompareResult& result, const std::string& format);

// Keeps the trials whose param `key` equals `value` for every "key=value" in `where` (numbers
// compare by value: tau=0.5 matches 0.50); trials without that param stay (`--where tau=0.5`
// picks one NI config and keeps the ViT trials, which have no tau). Throws AnalysisError for a
// malformed filter or a key no trial has.
std::vector<store::TrialResult> FilterTrials(const std::vector<store::TrialResult>& trials,
                                             const std::vector<std::string>& where);

// The flat param keys whose value differs between trials of one model (a grid over tau: "tau"),
// sorted; seed, search.seed (a TPE draw's), model and task never.
std::vector<std::string> VaryingKeys(const std::vector<store::TrialResult>& trials);

// {"model"} + VaryingKeys(trials): one group per configuration, seeds pooled (the grouping of
// `nilab compare` without --by, of the table `nilab run` closes with, and of the report).
std::vector<std::string> ConfigGrouping(const std::vector<store::TrialResult>& trials);

// A trial's value for a flat key: its param, else the trial's own field (model, task, seed,
// sweep, status); nullopt when it has neither.
std::optional<std::string> TrialValue(const store::TrialResult& trial, const std::string& key);

}  // namespace nilab::host::analysis
