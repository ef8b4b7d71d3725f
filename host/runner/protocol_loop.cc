#include "host/runner/protocol_loop.h"

#include <algorithm>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <stdexcept>

#include "host/runner/exit_code.h"
#include "host/runner/model_search_loop.h"
#include "host/search/metric_direction.h"
#include "host/search/protocol_choice.h"
#include "host/store/protocol_records.h"
#include "host/store/results.h"
#include "host/sweep/protocol.h"

namespace nilab::host {
namespace {

// A study's tune trials as the sweep file makes them: the expansion's (grid, random), or what its
// search recorded so far (tpe).
std::vector<sweep::TrialSpec> StudyTuneTrials(store::Store& store, const sweep::SweepSpec& spec,
                                              const sweep::Study& study,
                                              const sdk::PluginInfo& task) {
  if (spec.protocol.method == "tpe") {
    const ModelSearchState state = ReadModelSearch(
        store, spec, *spec.study_searches.at(static_cast<size_t>(study.index)), task);
    return {state.trials.begin(), state.trials.end()};
  }
  std::vector<sweep::TrialSpec> out;
  for (const sweep::TrialSpec& trial : spec.trials) {
    if (trial.study == study.index) out.push_back(trial);
  }
  return out;
}

const sweep::TrialSpec* FindConfiguration(const std::vector<sweep::TrialSpec>& trials,
                                          const std::string& group_hash) {
  for (const sweep::TrialSpec& trial : trials) {
    if (trial.group_hash == group_hash) return &trial;
  }
  return nullptr;
}

// "lr=0.003, weight_decay=0.05": the chosen trial's values of the keys its study's
// configurations differ in.
std::string DescribeConfiguration(const std::vector<sweep::TrialSpec>& trials,
                                  const sweep::TrialSpec& chosen) {
  std::map<std::string, std::set<std::string>> values;
  for (const sweep::TrialSpec& trial : trials) {
    for (const auto& [key, value] : trial.FlatParams()) {
      if (key != "seed") values[key].insert(sdk::FormatValue(value));
    }
  }
  std::string out;
  for (const auto& [key, value] : chosen.FlatParams()) {
    if (key == "seed" || values[key].size() < 2) continue;
    out += (out.empty() ? "" : ", ") + key + "=" + sdk::FormatValue(value);
  }
  return out.empty() ? "its only configuration" : out;
}

std::vector<store::TrialRecord> Records(const std::vector<sweep::TrialSpec>& trials) {
  std::vector<store::TrialRecord> records;
  for (const sweep::TrialSpec& trial : trials) records.push_back(ToRecord(trial));
  return records;
}

}  // namespace

ProtocolStage ParseProtocolStage(const std::string& name) {
  if (name == "all") return ProtocolStage::kAll;
  if (name == "tune") return ProtocolStage::kTune;
  if (name == "confirm") return ProtocolStage::kConfirm;
  throw std::invalid_argument("--stage: expected tune or confirm, got '" + name + "'");
}

std::string RecordPlan(store::Store& store, const sweep::SweepSpec& spec, int64_t sweep_id) {
  nlohmann::json plan = spec.protocol.PlanJson();
  plan["studies"] = nlohmann::json::array();
  for (const sweep::Study& study : spec.studies) {
    std::string point;
    for (const auto& [key, value] : study.point.items()) {
      point += (point.empty() ? "" : ", ") + key + "=" +
               (value.is_string() ? value.get<std::string>() : value.dump());
    }
    plan["studies"].push_back({{"label", study.label},
                               {"model", study.model},
                               {"entry", study.entry},
                               {"point", study.point},
                               {"point_text", point}});
  }
  try {
    store::RecordProtocolPlan(store, sweep_id, plan.dump());
  } catch (const store::PlanLocked& e) {
    return spec.path + ": sweep '" + spec.name + "': " + e.what();
  }
  return "";
}

std::deque<sweep::TrialSpec> ConfirmStage(store::Store& store, const sweep::SweepSpec& spec,
                                          int64_t sweep_id, const sdk::PluginInfo& task) {
  std::deque<sweep::TrialSpec> confirm;
  for (const store::ProtocolChoiceRow& choice : store::ProtocolChoices(store, sweep_id)) {
    const sweep::Study* study = nullptr;
    for (const sweep::Study& s : spec.studies) {
      if (s.label == choice.study) study = &s;
    }
    const std::vector<sweep::TrialSpec> tune =
        study ? StudyTuneTrials(store, spec, *study, task) : std::vector<sweep::TrialSpec>{};
    const sweep::TrialSpec* chosen = FindConfiguration(tune, choice.group_hash);
    if (!chosen) {
      throw sweep::SweepError(
          "sweep '" + spec.name + "': the recorded choice of " + choice.study + " (configuration " +
          choice.group_hash +
          ") is no configuration of the sweep file now: the file changed after the choice, so "
          "it is another comparison (give it another name)");
    }
    for (auto& trial : sweep::ConfirmTrials(spec, *study, *chosen)) {
      confirm.push_back(std::move(trial));
    }
  }
  std::sort(confirm.begin(), confirm.end(),
            [](const sweep::TrialSpec& a, const sweep::TrialSpec& b) { return a.index < b.index; });
  return confirm;
}

int64_t MakeChoices(store::Store& store, const sweep::SweepSpec& spec, int64_t sweep_id,
                    const sdk::PluginInfo& task, const std::string& prog, bool verbose) {
  std::map<std::string, bool> declared;
  for (const auto& m : task.metrics) declared.emplace(m.name, m.higher_is_better);
  const bool higher = search::HigherIsBetter(spec.protocol.metric, declared);
  std::set<std::string> recorded;
  for (const auto& choice : store::ProtocolChoices(store, sweep_id)) recorded.insert(choice.study);
  store::ResultsQuery query;
  query.sweep = spec.name;
  std::map<std::string, store::TrialResult> results;
  for (auto& r : store::LoadResults(store, query)) results[r.config_hash] = std::move(r);

  int64_t chosen_studies = 0;
  for (const sweep::Study& study : spec.studies) {
    const std::vector<sweep::TrialSpec> tune = StudyTuneTrials(store, spec, study, task);
    if (recorded.count(study.label)) {
      ++chosen_studies;
      continue;
    }
    std::vector<search::TuneOutcome> outcomes;
    for (const sweep::TrialSpec& trial : tune) {
      const auto it = results.find(trial.config_hash);
      if (it == results.end()) continue;
      search::TuneOutcome o;
      o.trial_id = it->second.id;
      o.group_hash = trial.group_hash;
      o.seed = trial.seed;
      o.status = it->second.status;
      if (const auto m = it->second.metrics.find(spec.protocol.metric);
          m != it->second.metrics.end()) {
        o.value = m->second;
      }
      outcomes.push_back(o);
    }
    const search::Choice choice =
        search::ChooseConfiguration(outcomes, sweep::TuneTrialsPerStudy(spec), higher);
    if (!choice.ready) {
      if (verbose) {
        std::cerr << prog << ": [protocol] " << study.label << ": no choice yet: " << choice.waiting
                  << "\n";
      }
      continue;
    }
    nlohmann::json rests_on = nlohmann::json::array();
    for (const search::TuneOutcome& o : outcomes) {
      rests_on.push_back({{"trial_id", o.trial_id},
                          {"group_hash", o.group_hash},
                          {"seed", o.seed},
                          {"status", store::TrialStatusName(o.status)},
                          {"value", o.value ? nlohmann::json(*o.value) : nlohmann::json()}});
    }
    store::ProtocolChoiceRow row;
    row.sweep_id = sweep_id;
    row.study = study.label;
    row.entry = study.entry;
    row.group_hash = choice.group_hash;
    row.metric = spec.protocol.metric;
    row.value = choice.value;
    row.trials_json = rests_on.dump();
    const store::ProtocolChoiceRow stored = store::RecordProtocolChoice(store, row);
    ++chosen_studies;
    const sweep::TrialSpec* chosen = FindConfiguration(tune, stored.group_hash);
    if (!chosen) continue;  // recorded by another run of another file: ConfirmStage says so
    std::ostringstream value;
    value << (stored.value ? *stored.value : choice.value);
    std::cerr << prog << ": [protocol] " << study.label << ": chose "
              << DescribeConfiguration(tune, *chosen) << " (" << spec.protocol.metric << " "
              << value.str() << ", mean of " << spec.protocol.tune_seeds.size()
              << " tune seed(s); best of " << choice.complete << " configuration(s))\n";
  }
  // The confirm trials of every recorded choice (again: a run killed between a choice and its
  // trials records them now).
  std::vector<sweep::TrialSpec> confirm;
  for (auto& trial : ConfirmStage(store, spec, sweep_id, task)) confirm.push_back(trial);
  store.AddTrials(sweep_id, Records(confirm));
  return chosen_studies;
}

int RunProtocol(ClaimLoop& loop, const sdk::PluginInfo& task, ProtocolStage stage) {
  const sweep::SweepSpec& spec = *loop.spec;
  bool any_failed = false;
  if (stage != ProtocolStage::kConfirm) {
    if (spec.protocol.method == "tpe") {
      for (const auto& search : spec.study_searches) {
        const int code = RunModelSearch(loop, task, *search);
        if (code != kExitOk && code != kExitFailure) return code;
        any_failed |= code == kExitFailure;
        if (code == kExitFailure && loop.max_failures > 0) return code;
      }
    } else {
      const int code = RunClaimLoop(loop);  // loop.trials: the tune stage
      if (code != kExitOk && code != kExitFailure) return code;
      any_failed |= code == kExitFailure;
      if (code == kExitFailure && loop.max_failures > 0) return code;
    }
    if (stage == ProtocolStage::kTune) return any_failed ? kExitFailure : kExitOk;
    const int64_t chosen =
        MakeChoices(*loop.store, spec, loop.sweep_id, task, loop.prog, /*verbose=*/true);
    if (chosen < static_cast<int64_t>(spec.studies.size())) {
      std::cerr << loop.prog << ": [protocol] " << chosen << " of " << spec.studies.size()
                << " studies chosen; their confirm stages run now, the others' once their "
                   "tune stage is complete\n";
    }
  }
  const std::deque<sweep::TrialSpec> confirm = ConfirmStage(*loop.store, spec, loop.sweep_id, task);
  loop.trials.clear();
  for (const sweep::TrialSpec& trial : confirm) {
    if (loop.where.Matches(trial)) loop.trials.push_back(&trial);
  }
  const int code = RunClaimLoop(loop);
  if (code != kExitOk && code != kExitFailure) return code;
  return any_failed || code == kExitFailure ? kExitFailure : kExitOk;
}

}  // namespace nilab::host
