#include "host/sweep/protocol.h"

#include <set>

#include "host/sweep/config.h"
#include "host/sweep/expand.h"
#include "host/sweep/model_search.h"
#include "host/sweep/sweep_def.h"

namespace nilab::host::sweep {
namespace {

// Every combination of the [task] grid's values, the last key varying fastest.
std::vector<Config> TaskPoints(const SweepDef& def) {
  std::vector<Config> points = {Config{}};
  for (const Axis& axis : def.task_grid) {
    std::vector<Config> next;
    for (const Config& partial : points) {
      for (const sdk::ParamValue& value : axis.values) {
        next.push_back(partial);
        next.back()[axis.key] = value;
      }
    }
    points = std::move(next);
  }
  return points;
}

// A study's [task] grid point (studies are entry-major).
Config PointConfig(const SweepDef& def, const Study& study) {
  const std::vector<Config> points = TaskPoints(def);
  return points[static_cast<size_t>(study.index) % points.size()];
}

// The sampling seed of study j: the (j+1)-th output of splitmix64(tune.seed), so that adding a
// study after it does not change its draws.
uint64_t StudySeed(const SweepDef& def, int64_t study) {
  return StreamSeed(def.protocol.search_seed, static_cast<size_t>(study));
}

}  // namespace

nlohmann::json ProtocolSpec::PlanJson() const {
  return {{"method", method},
          {"configs", configs},
          {"tune_seeds", tune_seeds},
          {"metric", metric},
          {"seed", search_seed},
          {"startup", startup},
          {"confirm_seeds", confirm_seeds},
          {"margin", margin}};
}

std::vector<Study> ProtocolStudies(const SweepDef& def) {
  std::vector<Study> studies;
  const std::vector<Config> points = TaskPoints(def);
  std::map<std::string, int64_t> seen;  // entries per model so far
  for (size_t e = 0; e < def.models.size(); ++e) {
    const ModelEntry& entry = def.models[e];
    const int64_t occurrence = ++seen[entry.name];
    int64_t count = 0;
    for (const ModelEntry& other : def.models) count += other.name == entry.name;
    for (const Config& point : points) {
      Study study;
      study.index = static_cast<int64_t>(studies.size());
      study.entry = static_cast<int64_t>(e);
      study.model = entry.name;
      study.label = entry.name + (count > 1 ? "#" + std::to_string(occurrence) : "");
      std::string values;
      for (const auto& [key, value] : point) {
        study.point[key] = ParamValueToJson(value);
        values += (values.empty() ? "" : ", ") + key + "=" + sdk::FormatValue(value);
      }
      if (!values.empty()) study.label += " (" + values + ")";
      studies.push_back(std::move(study));
    }
  }
  return studies;
}

std::vector<TrialSpec> ProtocolTuneTrials(const SweepDef& def, const std::vector<Study>& studies) {
  std::vector<TrialSpec> trials;
  std::set<std::string> seen;
  for (const Study& study : studies) {
    const ModelEntry& entry = def.models.at(static_cast<size_t>(study.entry));
    Config base = def.fixed;
    for (const auto& [key, value] : PointConfig(def, study)) base[key] = value;
    for (const auto& [key, value] : entry.fixed) base[key] = value;
    const std::vector<Config> configs =
        def.protocol.method == "random"
            ? RandomConfigs(base, entry.grid, entry, def.protocol.configs,
                            StudySeed(def, study.index))
            : GridConfigs(base, entry.grid);
    for (size_t c = 0; c < configs.size(); ++c) {
      for (int64_t seed : def.protocol.tune_seeds) {
        TrialSpec trial = BuildTrial(def, entry, configs[c], seed);
        if (!seen.insert(trial.config_hash).second) {
          throw SweepError(def.name + ": [protocol] " + study.label + ": configuration " +
                           std::to_string(c + 1) +
                           " repeats an earlier one, so the model would be tuned on fewer "
                           "configurations than tune.configs says (widen its search space or "
                           "change tune.seed)");
        }
        trial.index = static_cast<int64_t>(trials.size());
        trial.entry = study.entry;
        trial.stage = "tune";
        trial.study = study.index;
        trials.push_back(std::move(trial));
      }
    }
  }
  return trials;
}

std::vector<std::shared_ptr<const ModelSearch>> ProtocolSearches(
    const std::shared_ptr<const SweepDef>& def, const std::vector<Study>& studies) {
  std::vector<std::shared_ptr<const ModelSearch>> searches;
  const int64_t per_study =
      def->protocol.configs * static_cast<int64_t>(def->protocol.tune_seeds.size());
  for (const Study& study : studies) {
    SearchScope scope;
    scope.entry = study.entry;
    for (const auto& [key, value] : PointConfig(*def, study)) scope.fixed[key] = value;
    scope.seeds = def->protocol.tune_seeds;
    scope.budget = def->protocol.configs;
    scope.seed = StudySeed(*def, study.index);
    scope.startup = def->protocol.startup;
    scope.first_index = study.index * per_study;
    scope.stage = "tune";
    scope.study = study.index;
    scope.label = study.label;
    searches.push_back(std::make_shared<ModelSearch>(def, std::move(scope)));
  }
  return searches;
}

int64_t TuneTrialsPerStudy(const SweepSpec& sweep) {
  return sweep.protocol.configs * static_cast<int64_t>(sweep.protocol.tune_seeds.size());
}

int64_t StudyOfTuneIndex(const SweepSpec& sweep, int64_t index) {
  const int64_t per_study = TuneTrialsPerStudy(sweep);
  if (per_study <= 0 || index < 0) return -1;
  const int64_t study = index / per_study;
  return study < static_cast<int64_t>(sweep.studies.size()) ? study : -1;
}

std::vector<TrialSpec> ConfirmTrials(const SweepSpec& sweep, const Study& study,
                                     const TrialSpec& chosen) {
  const int64_t first = static_cast<int64_t>(sweep.studies.size()) * TuneTrialsPerStudy(sweep) +
                        study.index * static_cast<int64_t>(sweep.protocol.confirm_seeds.size());
  std::vector<TrialSpec> trials;
  for (int64_t seed : sweep.protocol.confirm_seeds) {
    TrialSpec trial = chosen;
    trial.seed = seed;
    trial.config = TrialConfig(trial);
    trial.config_hash = ConfigHash(trial.config);
    nlohmann::json without_seed = trial.config;
    without_seed.erase("seed");
    trial.group_hash = ConfigHash(without_seed);
    trial.index = first + static_cast<int64_t>(trials.size());
    trial.entry = study.entry;
    trial.stage = "confirm";
    trial.study = study.index;
    trials.push_back(std::move(trial));
  }
  return trials;
}

}  // namespace nilab::host::sweep
