// nilab compare: done trials (and, with --include-pruned, pruned ones) grouped by params, final
// metrics as mean ± std over seeds, the best marked, and NI vs ViT paired on matched configs; of
// one sweep or of several pooled.
#include <cstdint>
#include <iostream>

#include "host/analysis/compare.h"
#include "host/analysis/notes_text.h"
#include "host/analysis/protocol_compare.h"
#include "host/analysis/table.h"
#include "host/cli/command.h"
#include "host/cli/options.h"
#include "host/cli/task_metrics.h"
#include "host/store/notes.h"

namespace nilab::cli {

int RunCompare(const std::vector<std::string>& args) {
  namespace analysis = host::analysis;
  po::options_description options;
  std::string db, by, phase, format, pair, stage;
  std::vector<std::string> sweeps, metrics, where;
  int64_t top = 0;
  AddDbOption(&options, &db)(
      "sweep", po::value(&sweeps)->composing(),
      "the sweep (default: the one run last); several pool their trials into one table, and "
      "pair across them: NI of one sweep against ViT of another on the same task params and "
      "seed (a trial that repeats another's config and seed counts once)")(
      "by", po::value(&by),
      "group by these params, comma separated: model,tau,task.n_vars (default: model and "
      "the params a model's trials differ in, one row per configuration)")(
      "metric", po::value(&metrics)->composing(),
      "final metric(s) to show, e.g. val/mean_r2, or a pattern: 'val/r2/*' (repeatable or comma "
      "separated; default: the phase's final metrics)")(
      "phase", po::value(&phase), "final metrics of this phase (default: each trial's last)")(
      "where", po::value(&where)->composing(),
      "keep trials whose param equals a value: --where tau=0.5 (repeatable)")(
      "pair", po::value(&pair),
      "paired comparison of two models on matched configs (same task params and seed), e.g. "
      "ni,vit (automatic when --by starts with model and there are two models); KEY=A,B pairs "
      "two values of another param: halting=act_sample,none; phase=A,B pairs each trial's final "
      "metrics of two phases: phase=intact,redrawn")(
      "all-metrics", "show every final metric, not only the first few")(
      "top", po::value(&top)->default_value(0),
      "only the N best groups by the headline metric, best first (0: all)")(
      "include-pruned",
      "count pruned trials too, with their values at the rung that pruned them (default: "
      "complete trials only)")(
      "stage", po::value(&stage),
      "a [protocol] sweep's stage as a plain table: tune or confirm (default: the protocol's "
      "report: budgets, choices, the confirm stage on test and the verdict)")(
      "format", po::value(&format)->default_value("table"),
      "table | markdown | csv | json | latex (booktabs); a [protocol] report: table | markdown "
      "| json");
  options.add_options()(
      "warnings", po::bool_switch(),
      "(always on) what a reviewer would reject is printed as 'warning [code]: ...' and listed "
      "under \"warnings\" in JSON. Codes: seeds-added, dirty-tree, mixed-builds, "
      "unequal-tuning, selected-on-reported-split, and for a [protocol]'s verdicts at-chance and "
      "at-floor (results/README.md)");
  const auto vm =
      ParseCommandLine("compare",
                       "[SWEEP ...] [--by model,tau] [--metric val/mean_r2] [--where tau=0.5] "
                       "[--format table|markdown|csv|json|latex] [--db PATH]",
                       args, options, {{"sweep", -1}});
  if (!vm) return kExitOk;
  try {
    analysis::CheckFormat(format, {"table", "markdown", "csv", "json", "latex"});
  } catch (const analysis::AnalysisError& e) {
    throw po::error(std::string("--format: ") + e.what());
  }
  analysis::CompareOptions compare;
  if (top < 0) throw po::error("--top: expected N >= 0, got " + std::to_string(top));
  compare.top = top;
  if (!by.empty()) compare.by = analysis::SplitList(by);
  for (const auto& m : metrics) {
    for (const auto& name : analysis::SplitList(m)) compare.metrics.push_back(name);
  }
  if (const size_t eq = pair.find('='); eq != std::string::npos) {
    compare.pair_key = pair.substr(0, eq);
    if (compare.pair_key.empty()) throw po::error("--pair: expected KEY=A,B, got '" + pair + "'");
    pair = pair.substr(eq + 1);
  }
  compare.pair = analysis::SplitList(pair);
  if (vm->count("all-metrics")) compare.max_default_metrics = 0;
  compare.include_pruned = vm->count("include-pruned") > 0;

  host::store::Store store(db, /*read_only=*/true);
  if (sweeps.empty()) sweeps.push_back(host::store::LatestSweep(store));
  if (sweeps.front().empty()) throw analysis::AnalysisError(db + ": no sweeps recorded yet");
  if (!stage.empty() && stage != "tune" && stage != "confirm") {
    throw po::error("--stage: expected tune or confirm, got '" + stage + "'");
  }
  // A [protocol] sweep: its report, unless a plain table of one stage is asked for.
  const bool plain = !stage.empty() || !by.empty() || !pair.empty() || !metrics.empty() ||
                     !where.empty() || !phase.empty() || top > 0;
  if (sweeps.size() == 1 && !plain) {
    host::store::ResultsQuery probe;
    probe.sweep = sweeps.front();
    probe.with_params = probe.with_metrics = false;
    const auto first = host::store::LoadResults(store, probe);
    if (!first.empty()) {
      ApplyTaskMetricInfo(host::LoadPlugins({}, /*quiet=*/true), first.front().task, &compare);
    }
    if (auto report = analysis::CompareProtocolSweep(store, sweeps.front(), compare)) {
      if (format == "csv" || format == "latex") {
        throw po::error("--format " + format +
                        ": a [protocol] report is table, markdown or "
                        "json (--stage confirm gives the plain table in every format)");
      }
      std::cout << analysis::FormatProtocol(*report, format);
      return kExitOk;
    }
  }
  // --pair phase=A,B: each trial's final metrics of phase A against its own of phase B (e.g.
  // intact against re-drawn codes from one checkpoint), so every trial is loaded once per phase.
  const bool by_phase = compare.pair_key == "phase";
  if (by_phase && !phase.empty()) {
    throw po::error("--pair phase=A,B names the phases: drop --phase");
  }
  if (by_phase && compare.pair.size() != 2) {
    throw po::error("--pair phase=A,B: expected two phases, got '" + pair + "'");
  }
  const std::vector<std::string> phases = by_phase ? compare.pair : std::vector{phase};
  std::vector<host::store::TrialResult> loaded;
  for (const auto& sweep : sweeps) {
    for (const auto& p : phases) {
      host::store::ResultsQuery query;
      query.sweep = sweep;
      query.phase = p;
      query.pruned_at_rung = compare.include_pruned;
      for (auto& t : host::store::LoadResults(store, query)) {
        if (by_phase && t.phase != p) continue;  // no final metrics in that phase
        loaded.push_back(std::move(t));
      }
    }
  }
  if (!stage.empty()) {
    std::vector<host::store::TrialResult> of_stage;
    for (auto& t : loaded) {
      if (t.stage == stage) of_stage.push_back(std::move(t));
    }
    loaded = std::move(of_stage);
  }
  const auto trials = analysis::FilterTrials(loaded, where);
  compare.pair_within_sweep = sweeps.size() == 1;
  if (by.empty()) {
    compare.by = analysis::ConfigGrouping(trials);
    if (by_phase) compare.by.insert(compare.by.begin() + 1, "phase");
  }
  if (!trials.empty()) {
    // The task's declared headline metric and metric directions, from its plugin.
    ApplyTaskMetricInfo(host::LoadPlugins({}, /*quiet=*/true), trials.front().task, &compare);
  }
  analysis::CompareResult result = analysis::Compare(trials, compare);
  result.warnings = analysis::ReviewComparison(store, loaded, trials, result, compare);
  std::cout << analysis::FormatCompare(result, format);
  if (format == "table" || format == "markdown") {
    for (const auto& sweep : sweeps) {
      if (const auto sweep_id = store.FindSweep(sweep)) {
        std::cout << analysis::FormatNotes(host::store::Notes(store, *sweep_id), trials,
                                           format == "markdown");
      }
    }
  }
  return kExitOk;
}

}  // namespace nilab::cli
