#include "host/sweep/model_search.h"

#include <cmath>
#include <cstdint>

#include "host/sweep/expand.h"
#include "host/sweep/sweep_def.h"

namespace nilab::host::sweep {

ModelSearch::ModelSearch(std::shared_ptr<const SweepDef> def) : def_(std::move(def)) {
  space_ = nlohmann::json::object();
  for (const auto& [key, dist] : def_->models.at(0).random) {
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

const std::string& ModelSearch::task() const { return def_->task; }

int64_t ModelSearch::budget() const { return def_->samples; }

uint64_t ModelSearch::seed() const { return def_->search_seed; }

int64_t ModelSearch::startup() const { return def_->search_startup; }

int64_t ModelSearch::seeds_per_config() const { return static_cast<int64_t>(def_->seeds.size()); }

std::vector<TrialSpec> ModelSearch::Trials(const nlohmann::json& params,
                                           int64_t first_index) const {
  const ModelEntry& entry = def_->models.at(0);
  Config config = def_->fixed;
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
  for (int64_t seed : def_->seeds) {
    TrialSpec trial = BuildTrial(*def_, entry, config, seed);
    trial.index = first_index + static_cast<int64_t>(trials.size());
    trials.push_back(std::move(trial));
  }
  return trials;
}

std::optional<nlohmann::json> ModelSearch::SampledParams(
    const std::vector<std::pair<std::string, sdk::ParamValue>>& flat) const {
  nlohmann::json params = nlohmann::json::object();
  for (const auto& [key, dist] : def_->models.at(0).random) {
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
