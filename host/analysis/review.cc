#include "host/analysis/review.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <set>

#include "host/analysis/compare.h"
#include "host/analysis/protocol_plan.h"

namespace nilab::host::analysis {
namespace {

using store::TrialResult;

std::string Join(const std::vector<std::string>& items) {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + items[i];
  return out;
}

// "trials 12, 13, 15" (the first 8, then "and N more").
std::string TrialList(std::vector<int64_t> ids) {
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  std::string out = ids.size() == 1 ? "trial " : "trials ";
  for (size_t i = 0; i < ids.size() && i < 8; ++i) out += (i ? ", " : "") + std::to_string(ids[i]);
  if (ids.size() > 8) out += " and " + std::to_string(ids.size() - 8) + " more";
  return out;
}

std::string SeedList(const std::set<int64_t>& seeds) {
  std::vector<std::string> parts;
  for (int64_t s : seeds) parts.push_back(std::to_string(s));
  return Join(parts);
}

std::string Split(const std::string& metric) { return metric.substr(0, metric.find('/')); }

std::set<std::string> ReportedSplits(const ReviewInput& input) {
  std::set<std::string> splits;
  for (const auto& m : input.reported_metrics) splits.insert(Split(m));
  return splits;
}

std::set<std::string> Sweeps(const ReviewInput& input) {
  std::set<std::string> sweeps;
  for (const TrialResult* t : input.compared) sweeps.insert(t->sweep);
  return sweeps;
}

// Whether a tune trial counts toward its model's budget. In a [protocol] sweep, a trial counts
// once every study at its [task] grid point has its choice: a point still tuning holds rows
// recorded up front or at their start, and would set a finished budget against a partial one.
std::function<bool(const TrialResult&)> TunedToAChoice(const ReviewInput& input,
                                                       const std::set<std::string>& sweeps) {
  std::map<std::string, std::pair<ProtocolPlan, std::set<std::string>>> done_points;
  if (input.facts) {
    for (const std::string& sweep : sweeps) {
      const auto plan_text = input.facts->plans.find(sweep);
      if (plan_text == input.facts->plans.end()) continue;
      ProtocolPlan plan = ParseProtocolPlan(plan_text->second);
      std::set<std::string> chosen, points, waiting;
      if (const auto c = input.facts->choices.find(sweep); c != input.facts->choices.end()) {
        for (const auto& row : c->second) chosen.insert(row.study);
      }
      for (const PlanStudy& study : plan.studies) {
        points.insert(study.point);
        if (!chosen.count(study.label)) waiting.insert(study.point);
      }
      for (const std::string& point : waiting) points.erase(point);
      done_points.emplace(sweep, std::make_pair(std::move(plan), std::move(points)));
    }
  }
  return [done_points = std::move(done_points)](const TrialResult& t) {
    const auto it = done_points.find(t.sweep);
    if (it == done_points.end()) return true;  // not a [protocol] sweep: every trial was tried
    const auto& [plan, points] = it->second;
    const int64_t j = plan.StudyOf(t.stage, t.index);
    return j >= 0 && points.count(plan.studies[j].point) > 0;
  };
}

}  // namespace

const std::vector<std::pair<std::string, std::string>>& WarningCodes() {
  static const std::vector<std::pair<std::string, std::string>> codes = {
      {"seeds-added",
       "the comparison pools seeds that were added to a sweep after trials of its other seeds had "
       "finished"},
      {"dirty-tree", "a trial ran from a git tree with uncommitted changes"},
      {"mixed-builds",
       "the trials come from different builds (git commit, dirty flag, SDK ABI or LibTorch "
       "version)"},
      {"unequal-tuning",
       "the compared models were tried on different numbers of configurations or epochs on val"},
      {"selected-on-reported-split",
       "a reported split was read by a choice: a pruning rung, a protocol's choice, a checkpoint "
       "selected by val or early stopping, or a val that came from a test split"},
      {"at-chance",
       "a protocol's model does not beat the task's chance score on the test metric: the 95 % "
       "interval of its confirm seeds' mean reaches it"},
      {"at-floor",
       "a protocol's model does not beat the floor its task reports for the test metric (a "
       "baseline that ignores part of the input): the 95 % interval of its confirm seeds' mean "
       "reaches it"},
  };
  return codes;
}

std::vector<Warning> SeedsAdded(const ReviewInput& input) {
  std::vector<Warning> out;
  if (!input.all) return out;
  for (const std::string& sweep : Sweeps(input)) {
    // Per seed: when its first trial was recorded; per finished trial: when it ended.
    std::map<int64_t, double> first_recorded;
    std::vector<std::pair<int64_t, double>> finished;  // (seed, ended)
    for (const TrialResult& t : *input.all) {
      if (t.sweep != sweep || t.stage == "confirm" || std::isnan(t.created_unix)) continue;
      auto [it, inserted] = first_recorded.emplace(t.seed, t.created_unix);
      if (!inserted) it->second = std::min(it->second, t.created_unix);
      if (t.status == store::TrialStatus::kDone && !std::isnan(t.ended_unix)) {
        finished.emplace_back(t.seed, t.ended_unix);
      }
    }
    std::set<int64_t> compared_seeds;
    for (const TrialResult* t : input.compared) {
      if (t->sweep == sweep && t->stage != "confirm") compared_seeds.insert(t->seed);
    }
    std::set<int64_t> added, seen_before;
    for (int64_t seed : compared_seeds) {
      for (const auto& [other, ended] : finished) {
        if (other != seed && compared_seeds.count(other) && ended < first_recorded[seed]) {
          added.insert(seed);
          seen_before.insert(other);
        }
      }
    }
    if (added.empty()) continue;
    for (int64_t seed : added) seen_before.erase(seed);
    Warning w;
    w.code = "seeds-added";
    for (const TrialResult* t : input.compared) {
      if (t->sweep == sweep && added.count(t->seed) && t->stage != "confirm") {
        w.trials.push_back(t->id);
      }
    }
    w.text = "sweep " + sweep + ": seed" + (added.size() == 1 ? " " : "s ") + SeedList(added) +
             (added.size() == 1 ? " was" : " were") + " added (" + TrialList(w.trials) +
             ") after trials of seed" + (seen_before.size() == 1 ? " " : "s ") +
             SeedList(seen_before) +
             " had finished: the number of seeds was not fixed before the results were seen "
             "(declare seeds up front, e.g. with a [protocol])";
    out.push_back(std::move(w));
  }
  return out;
}

std::vector<Warning> DirtyTree(const ReviewInput& input) {
  Warning w;
  w.code = "dirty-tree";
  std::set<std::string> commits;
  for (const TrialResult* t : input.compared) {
    if (!t->git_dirty) continue;
    w.trials.push_back(t->id);
    commits.insert(t->git_commit.substr(0, 12));
  }
  if (w.trials.empty()) return {};
  w.text = std::to_string(w.trials.size()) + " of " + std::to_string(input.compared.size()) +
           " trials (" + TrialList(w.trials) +
           ") ran from a git tree with uncommitted changes on top of " +
           Join({commits.begin(), commits.end()}) +
           ": the code that made them is not the commit they record (run from a clean, pinned "
           "build)";
  return {w};
}

std::vector<Warning> MixedBuilds(const ReviewInput& input) {
  std::map<std::string, std::vector<int64_t>> builds;
  for (const TrialResult* t : input.compared) {
    if (t->git_commit.empty() && t->torch_version.empty()) continue;  // never recorded
    const std::string build = (t->git_commit.empty() ? "?" : t->git_commit.substr(0, 12)) +
                              (t->git_dirty ? "+dirty" : "") + " (SDK ABI " +
                              std::to_string(t->sdk_abi) + ", LibTorch " + t->torch_version + ")";
    builds[build].push_back(t->id);
  }
  if (builds.size() < 2) return {};
  Warning w;
  w.code = "mixed-builds";
  std::vector<std::string> parts;
  for (const auto& [build, ids] : builds) {
    parts.push_back(build + ": " + TrialList(ids));
    w.trials.insert(w.trials.end(), ids.begin(), ids.end());
  }
  w.text = "the trials come from " + std::to_string(builds.size()) +
           " builds, so a difference between them may be a difference of code: " + Join(parts);
  return {w};
}

std::vector<Warning> UnequalTuning(const ReviewInput& input) {
  if (!input.all || input.models.size() < 2) return {};
  const std::set<std::string> sweeps = Sweeps(input);
  struct Budget {
    std::set<std::string> configs;
    int64_t epochs = 0;  // per configuration, the largest
    std::vector<int64_t> trials;
  };
  const auto counted = TunedToAChoice(input, sweeps);
  std::map<std::string, Budget> budgets;
  for (const TrialResult& t : *input.all) {
    if (!sweeps.count(t.sweep) || t.stage == "confirm" || !counted(t)) continue;
    if (std::find(input.models.begin(), input.models.end(), t.model) == input.models.end()) {
      continue;
    }
    Budget& b = budgets[t.model];
    b.configs.insert(t.sweep + '\x1f' + t.group_key);
    b.epochs = std::max(b.epochs, t.declared_epochs);
    b.trials.push_back(t.id);
  }
  if (budgets.size() < 2) return {};
  const Budget& first = budgets.begin()->second;
  const bool equal = std::all_of(budgets.begin(), budgets.end(), [&](const auto& entry) {
    return entry.second.configs.size() == first.configs.size() &&
           entry.second.epochs == first.epochs;
  });
  if (equal) return {};
  Warning w;
  w.code = "unequal-tuning";
  std::vector<std::string> parts;
  for (const auto& [model, b] : budgets) {
    parts.push_back(model + " " + std::to_string(b.configs.size()) + " configuration" +
                    (b.configs.size() == 1 ? "" : "s") + " of " + std::to_string(b.epochs) +
                    " epochs");
    for (const TrialResult* t : input.compared) {
      if (t->model == model) w.trials.push_back(t->id);
    }
  }
  w.text = "the models were not tuned with the same budget on val (" + Join(parts) + ", in " +
           Join({sweeps.begin(), sweeps.end()}) +
           "): a tuned model against an untuned one (tune both alike, e.g. with a [protocol])";
  return {w};
}

std::vector<Warning> SelectedOnReportedSplit(const ReviewInput& input) {
  const std::set<std::string> splits = ReportedSplits(input);
  std::vector<Warning> out;
  if (splits.empty()) return out;
  const auto add = [&](std::vector<int64_t> ids, const std::string& text) {
    if (ids.empty()) return;
    Warning w;
    w.code = "selected-on-reported-split";
    w.text = text + " (" + TrialList(ids) + ")";
    w.trials = std::move(ids);
    out.push_back(std::move(w));
  };
  std::map<int64_t, const TrialResult*> compared;
  for (const TrialResult* t : input.compared) compared[t->id] = t;

  // Pruning: which configurations survive was decided on the rungs' metric, across the sweep.
  if (input.facts && input.all) {
    std::map<std::string, std::set<std::string>> rung_metrics;  // sweep -> metrics
    std::map<int64_t, std::string> sweep_of;
    for (const TrialResult& t : *input.all) sweep_of[t.id] = t.sweep;
    for (const auto& read : input.facts->rungs) {
      if (sweep_of.count(read.trial_id)) rung_metrics[sweep_of[read.trial_id]].insert(read.metric);
    }
    for (const auto& [sweep, metrics] : rung_metrics) {
      for (const std::string& metric : metrics) {
        if (!splits.count(Split(metric))) continue;
        std::vector<int64_t> ids;
        for (const TrialResult* t : input.compared) {
          if (t->sweep == sweep && t->stage != "confirm") ids.push_back(t->id);
        }
        add(ids, "sweep " + sweep + " pruned trials at rungs on " + metric + ", and " +
                     Split(metric) +
                     " is reported: the configurations that survived were chosen on it");
      }
    }
  }
  // A protocol's choice read its tune stage's val.
  {
    std::vector<int64_t> ids;
    for (const TrialResult* t : input.compared) {
      if (t->stage == "tune") ids.push_back(t->id);
    }
    if (!ids.empty() && splits.count("val")) {
      add(ids,
          "the protocol's choice read the tune stage's val, and the tune stage's val is "
          "reported: report the confirm stage's test instead");
    }
  }
  // Checkpoints selected by val: by a phase's select, or by early stopping.
  if (input.facts) {
    std::vector<int64_t> ids;
    std::set<std::string> metrics;
    for (const store::SelectionRow& s : input.facts->selections) {
      const auto it = compared.find(s.trial_id);
      if (it == compared.end() || !splits.count(Split(s.metric))) continue;
      const auto source = input.facts->source_tasks.find(s.source_trial_id);
      if (source == input.facts->source_tasks.end() || source->second != it->second->task) continue;
      ids.push_back(s.trial_id);
      metrics.insert(s.metric);
    }
    add(ids, "these trials start from checkpoints selected on " +
                 Join({metrics.begin(), metrics.end()}) + " of the same task, which is reported");
  }
  {
    std::vector<int64_t> ids;
    for (const TrialResult* t : input.compared) {
      const sdk::ParamValue* patience = t->Param("train.early_stop_patience");
      const int64_t* p = patience ? std::get_if<int64_t>(patience) : nullptr;
      if (p && *p > 0 && splits.count("val")) ids.push_back(t->id);
    }
    add(ids,
        "these trials stopped early on val, so their final weights were chosen on the val "
        "that is reported");
  }
  // A val carved from a test split: every choice made on it was made on test images.
  {
    std::vector<int64_t> ids;
    for (const TrialResult* t : input.compared) {
      if (t->val_from_test) ids.push_back(t->id);
    }
    add(ids,
        "their val came from the official test split (val_from_test): every choice made on "
        "it (learning rates, protocols, checkpoints) was made on test images");
  }
  return out;
}

std::vector<Warning> Review(const ReviewInput& input) {
  std::vector<Warning> out;
  for (auto check : {SeedsAdded, DirtyTree, MixedBuilds, UnequalTuning, SelectedOnReportedSplit}) {
    for (auto& w : check(input)) out.push_back(std::move(w));
  }
  return out;
}

std::vector<Warning> ReviewComparison(store::Store& store, const std::vector<TrialResult>& all,
                                      const std::vector<TrialResult>& compared,
                                      const CompareResult& result, const CompareOptions& options) {
  std::set<std::string> sweeps;
  for (const TrialResult& t : compared) sweeps.insert(t.sweep);
  const store::ReviewFacts facts = store::LoadReviewFacts(store, {sweeps.begin(), sweeps.end()});
  return ReviewComparison(facts, all, compared, result, options);
}

std::vector<Warning> ReviewProtocol(const store::ReviewFacts& facts,
                                    const std::vector<TrialResult>& trials,
                                    const std::string& test_metric) {
  ReviewInput input;
  input.all = &trials;
  std::set<std::string> models;
  for (const TrialResult& t : trials) {
    if (t.stage != "confirm" || t.status != store::TrialStatus::kDone) continue;
    input.compared.push_back(&t);
    models.insert(t.model);
  }
  input.reported_metrics = {test_metric};
  input.models.assign(models.begin(), models.end());
  input.facts = &facts;
  return Review(input);
}

std::vector<Warning> ReviewComparison(const store::ReviewFacts& facts,
                                      const std::vector<TrialResult>& all,
                                      const std::vector<TrialResult>& compared,
                                      const CompareResult& result, const CompareOptions& options) {
  ReviewInput input;
  input.all = &all;
  std::set<std::string> models;
  for (const TrialResult& t : compared) {
    const bool counted = t.status == store::TrialStatus::kDone ||
                         (options.include_pruned && t.status == store::TrialStatus::kPruned);
    if (!counted) continue;
    input.compared.push_back(&t);
    models.insert(t.model);
  }
  for (const auto& m : result.metrics) input.reported_metrics.push_back(m.name);
  const bool models_paired = std::any_of(result.paired.begin(), result.paired.end(),
                                         [](const auto& p) { return p.key == "model"; });
  if (models_paired) input.models.assign(models.begin(), models.end());
  input.facts = &facts;
  return Review(input);
}

std::string FormatWarnings(const std::vector<Warning>& warnings, bool markdown) {
  std::string out;
  for (const Warning& w : warnings) {
    out += markdown ? "- **warning** `" + w.code + "`: " + w.text + "\n"
                    : "warning [" + w.code + "]: " + w.text + "\n";
  }
  return out;
}

}  // namespace nilab::host::analysis
