#include "host/sweep/model_search.h"

#include <cmath>
#include <cstdint>

#include "host/sweep/expand.h"
#include "host/sweep/sweep_def.h"

namespace nilab::host::sweep {

namespace {

SearchScope WholeSweep(const SweepDef& def) {
  SearchScope scope;
  scope.seeds = def.seeds;
  scope.budget = def.samples;
  scope.seed = def.search_seed;
  scope.startup = def.search_startup;
  return scope;
}

}  // namespace

ModelSearch::ModelSearch(std::shared_ptr<const SweepDef> def)
    : ModelSearch(def, WholeSweep(*def)) {}

ModelSearch::ModelSearch(std::shared_ptr<const SweepDef> def, SearchScope scope)
    : def_(std::move(def)), scope_(std::move(scope)) {
  space_ = nlohmann::json::object();
  for (const auto& [key, dist] : entry().random) {
    switch (dist.kind) {
      case Distribution::Kind::kUniform:
      case Distribution::Kind::kLogUniform:
        space_[key] = {{"type", "float"},
                       {"low", dist.lo},
                       {"high", dist.hi},
                       {"log", dist.kind == Distribution::Kind::kLogUniform}};
        break;
      case Distribution::Kind::kIntUniform:
        space_[key] = {{"type", "int"}, {"low", dist.ilo}, {"high", dist.ihi}};
        break;
      case Distribution::Kind::kChoice:
        space_[key] = {{"type", "choice"}, {"n", dist.choices.size()}};
        break;
    }
  }
}

const ModelEntry& ModelSearch::entry() const {
  return def_->models.at(static_cast<size_t>(scope_.entry));
}

const std::string& ModelSearch::task() const { return def_->task; }

int64_t ModelSearch::budget() const { return scope_.budget; }

uint64_t ModelSearch::seed() const { return scope_.seed; }

int64_t ModelSearch::startup() const { return scope_.startup; }

int64_t ModelSearch::seeds_per_config() const { return static_cast<int64_t>(scope_.seeds.size()); }

std::vector<TrialSpec> ModelSearch::Trials(const nlohmann::json& params,
                                           int64_t first_index) const {
  const ModelEntry& entry = this->entry();
  Config config = def_->fixed;
  for (const auto& [key, value] : scope_.fixed) config[key] = value;
  for (const auto& [key, value] : entry.fixed) config[key] = value;
  for (const auto& [key, dist] : entry.random) {
    if (!params.is_object() || !params.contains(key) || !params[key].is_number()) {
      throw SweepError("sampler: no number for '" + key + "' in " + params.dump());
    }
    const nlohmann::json& v = params[key];
    switch (dist.kind) {
      case Distribution::Kind::kUniform:
      case Distribution::Kind::kLogUniform: {
        const double x = v.get<double>();
        if (!(x >= dist.lo && x <= dist.hi)) {
          throw SweepError("sampler: '" + key + "' = " + v.dump() + " is outside its range");
        }
        config[key] = RoundDraw(x, dist.lo, dist.hi);
        break;
      }
      case Distribution::Kind::kIntUniform: {
        if (!v.is_number_integer() || v.get<int64_t>() < dist.ilo || v.get<int64_t>() > dist.ihi) {
          throw SweepError("sampler: '" + key + "' = " + v.dump() + " is outside its range");
        }
        config[key] = v.get<int64_t>();
        break;
      }
      case Distribution::Kind::kChoice: {
        if (!v.is_number_integer() || v.get<int64_t>() < 0 ||
            v.get<int64_t>() >= static_cast<int64_t>(dist.choices.size())) {
          throw SweepError("sampler: '" + key + "' = " + v.dump() + " is no choice index");
        }
        config[key] = dist.choices[static_cast<size_t>(v.get<int64_t>())];
        break;
      }
    }
  }
  std::vector<TrialSpec> trials;
  for (int64_t seed : scope_.seeds) {
    TrialSpec trial = BuildTrial(*def_, entry, config, seed);
    trial.index = first_index + static_cast<int64_t>(trials.size());
    trial.entry = scope_.entry;
    trial.stage = scope_.stage;
    trial.study = scope_.study;
    trials.push_back(std::move(trial));
  }
  return trials;
}

std::optional<nlohmann::json> ModelSearch::SampledParams(
    const std::vector<std::pair<std::string, sdk::ParamValue>>& flat) const {
  nlohmann::json params = nlohmann::json::object();
  for (const auto& [key, dist] : entry().random) {
    const sdk::ParamValue* value = nullptr;
    for (const auto& [name, v] : flat) {
      if (name == key) value = &v;
    }
    if (!value) return std::nullopt;
    switch (dist.kind) {
      case Distribution::Kind::kUniform:
      case Distribution::Kind::kLogUniform:
        if (const double* x = std::get_if<double>(value)) {
          params[key] = *x;
        } else if (const int64_t* i = std::get_if<int64_t>(value)) {
          params[key] = static_cast<double>(*i);
        } else {
          return std::nullopt;
        }
        break;
      case Distribution::Kind::kIntUniform:
        if (const int64_t* i = std::get_if<int64_t>(value)) {
          params[key] = *i;
        } else {
          return std::nullopt;
        }
        break;
      case Distribution::Kind::kChoice: {
        bool found = false;
        for (size_t c = 0; c < dist.choices.size() && !found; ++c) {
          if (dist.choices[c] == *value) {
            params[key] = c;
            found = true;
          }
        }
        if (!found) return std::nullopt;
        break;
      }
    }
  }
  return params;
}

}  // namespace nilab::host::sweep
