#include "host/sweep/expand.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <set>

#include "host/sweep/config.h"
#include "host/sweep/protocol.h"
#include "host/sweep/random.h"
#include "host/sweep/train_settings.h"

namespace nilab::host::sweep {
// Every combination of the axes' values; the last axis varies fastest.
std::vector<Config> GridConfigs(const Config& base, const std::vector<Axis>& axes) {
  std::vector<Config> out = {base};
  for (const Axis& axis : axes) {
    std::vector<Config> next;
    for (const Config& partial : out) {
      for (const sdk::ParamValue& value : axis.values) {
        next.push_back(partial);
        next.back()[axis.key] = value;
      }
    }
    out = std::move(next);
  }
  return out;
}

uint64_t StreamSeed(uint64_t seed, size_t position) {
  SplitMix64 seeder(seed);
  for (size_t i = 0; i < position; ++i) seeder.Next();
  return seeder.Next();
}

// Rounds to 6 significant digits (printf and strtod round correctly), then clamps into
// [lo, hi]: draws read well and do not depend on the last bits of a libm's exp/log.
double RoundDraw(double x, double lo, double hi) {
  char text[32];
  std::snprintf(text, sizeof(text), "%.6g", x);
  const double rounded = std::strtod(text, nullptr);
  return rounded < lo ? lo : rounded > hi ? hi : rounded;
}

namespace {

sdk::ParamValue Draw(const Distribution& dist, SplitMix64& rng) {
  switch (dist.kind) {
    case Distribution::Kind::kUniform:
      // x = lo + u (hi - lo), u ~ U[0, 1)
      return RoundDraw(dist.lo + rng.Uniform01() * (dist.hi - dist.lo), dist.lo, dist.hi);
    case Distribution::Kind::kLogUniform: {
      // log x = log lo + u (log hi - log lo)
      const double log_lo = std::log(dist.lo), log_hi = std::log(dist.hi);
      return RoundDraw(std::exp(log_lo + rng.Uniform01() * (log_hi - log_lo)), dist.lo, dist.hi);
    }
    case Distribution::Kind::kIntUniform: {
      const uint64_t span = static_cast<uint64_t>(dist.ihi) - static_cast<uint64_t>(dist.ilo);
      const uint64_t offset = span == UINT64_MAX ? rng.Next() : rng.Below(span + 1);
      return static_cast<int64_t>(static_cast<uint64_t>(dist.ilo) + offset);
    }
    case Distribution::Kind::kChoice:
      return dist.choices[rng.Below(dist.choices.size())];
  }
  return int64_t{0};
}

}  // namespace

std::vector<Config> RandomConfigs(const Config& base, const std::vector<Axis>& axes,
                                  const ModelEntry& entry, int64_t samples, uint64_t stream_seed) {
  if (axes.empty() && entry.random.empty()) return {base};
  SplitMix64 rng(stream_seed);
  std::vector<Config> out;
  for (int64_t s = 0; s < samples; ++s) {
    Config config = base;
    for (const Axis& axis : axes) config[axis.key] = axis.values[rng.Below(axis.values.size())];
    for (const auto& [key, dist] : entry.random) config[key] = Draw(dist, rng);
    out.push_back(std::move(config));
  }
  return out;
}

namespace {

// The values of `config` whose key starts with `prefix`, without the prefix; with an empty
// prefix, the keys without a dot (model params).
sdk::Params Slice(const Config& config, const std::string& prefix) {
  sdk::Params out;
  for (const auto& [key, value] : config) {
    if (prefix.empty() ? key.find('.') == std::string::npos : key.rfind(prefix, 0) == 0) {
      out.Set(key.substr(prefix.size()), value);
    }
  }
  return out;
}

sdk::Params Overlay(sdk::Params base, const Config& overrides) {
  for (const auto& [key, value] : overrides) base.Set(key, value);
  return base;
}

}  // namespace

TrialSpec BuildTrial(const SweepDef& def, const ModelEntry& entry, const Config& config,
                     int64_t seed) {
  TrialSpec trial;
  trial.task = def.task;
  trial.task_params = sdk::Params::WithDefaults(def.task_info->params, Slice(config, "task."));
  trial.model = entry.name;
  trial.model_params = sdk::Params::WithDefaults(entry.info->params, Slice(config, ""));
  trial.seed = seed;
  const sdk::Params train = sdk::Params::WithDefaults(TrainSchema(), Slice(config, "train."));
  trial.train = TrainFromParams(train);
  if (def.phases.empty()) {
    PhaseSpec phase;
    phase.name = "train";
    phase.test = true;  // the last phase evaluates the test split at its end
    phase.train = trial.train;
    phase.task_params = trial.task_params;
    trial.phases.push_back(std::move(phase));
  }
  for (const PhaseDef& def_phase : def.phases) {
    PhaseSpec phase = def_phase.spec;
    phase.train = TrainFromParams(Overlay(train, def_phase.train));
    phase.task_params = Overlay(trial.task_params, def_phase.task);
    trial.phases.push_back(std::move(phase));
  }
  trial.config = TrialConfig(trial);
  trial.config_hash = ConfigHash(trial.config);
  nlohmann::json without_seed = trial.config;
  without_seed.erase("seed");
  trial.group_hash = ConfigHash(without_seed);
  return trial;
}

Expansion Expand(const SweepDef& def) {
  Expansion out;
  if (def.model_search) return out;  // chosen while the sweep runs (model_search.h)
  if (def.protocol.enabled()) {
    // The tune stage; "tpe" draws while it runs, the confirm stage follows the choices.
    if (def.protocol.method != "tpe") out.trials = ProtocolTuneTrials(def, ProtocolStudies(def));
    return out;
  }
  std::set<std::string> seen;
  for (size_t position = 0; position < def.models.size(); ++position) {
    const ModelEntry& entry = def.models[position];
    Config base = def.fixed;
    for (const auto& [key, value] : entry.fixed) base[key] = value;
    std::vector<Axis> axes = def.task_grid;
    axes.insert(axes.end(), entry.grid.begin(), entry.grid.end());
    // Random search: entry k draws from splitmix64 seeded with the (k+1)-th output of
    // splitmix64([search].seed), so its draws depend only on the seed and its position.
    const std::vector<Config> configs =
        def.random_search
            ? RandomConfigs(base, axes, entry, def.samples, StreamSeed(def.search_seed, position))
            : GridConfigs(base, axes);
    for (const Config& config : configs) {
      for (int64_t seed : def.seeds) {
        TrialSpec trial = BuildTrial(def, entry, config, seed);
        if (!seen.insert(trial.config_hash).second) {
          ++out.duplicates_dropped;
          continue;
        }
        trial.index = static_cast<int64_t>(out.trials.size());
        trial.entry = static_cast<int64_t>(position);
        out.trials.push_back(std::move(trial));
      }
    }
  }
  return out;
}

}  // namespace nilab::host::sweep
