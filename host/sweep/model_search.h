// [search] mode = "tpe": a sweep whose configurations are chosen while it runs, from the results
// so far (host/search/tpe_sampler.h asks a sampler process). This is the sweep's side: the search
// space in the sampler's terms, the trials of a chosen configuration, and the chosen values read
// back from a recorded trial (so a resumed sweep rebuilds the study from the database).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "host/sweep/sweep_spec.h"

namespace nilab::host::sweep {

struct SweepDef;
struct ModelEntry;

// What one search covers: a [[models]] entry (with fixed values on top of its own, such as a
// [protocol] study's [task] grid point), its seeds and budget, and where its trials' indexes
// start. [search] mode = "tpe" searches the sweep's one entry from index 0; a [protocol] with
// tune.method = "tpe" runs one search per study.
struct SearchScope {
  int64_t entry = 0;
  // Slot keys ("task.shots") set on top of the sweep's (a study's [task] grid point).
  std::map<std::string, sdk::ParamValue> fixed;
  std::vector<int64_t> seeds;
  int64_t budget = 0;  // configurations
  uint64_t seed = 0;   // the sampling seed
  int64_t startup = 10;
  int64_t first_index = 0;  // configuration k's trials: first_index + k * seeds ... + seeds - 1
  std::string stage;        // recorded with its trials ("tune" in a [protocol])
  int64_t study = -1;
  std::string label;  // what it searches for, in messages: "" (the sweep) or a study's label
};

class ModelSearch {
 public:
  // [search] mode = "tpe": the sweep's one [[models]] entry.
  explicit ModelSearch(std::shared_ptr<const SweepDef> def);
  ModelSearch(std::shared_ptr<const SweepDef> def, SearchScope scope);

  const std::string& task() const;   // the task plugin's name
  int64_t budget() const;            // configurations in all ([search] samples)
  uint64_t seed() const;             // [search] seed
  int64_t seeds_per_config() const;  // trials per configuration
  int64_t startup() const;           // [search] startup: random draws before TPE models results
  int64_t first_index() const { return scope_.first_index; }
  const std::string& label() const { return scope_.label; }
  // The recorded trials of this search: indexes first_index ... first_index + budget * seeds - 1.
  bool Covers(int64_t index) const {
    return index >= scope_.first_index &&
           index < scope_.first_index + budget() * seeds_per_config();
  }
  // {"key": {"type": "float", "low": 1e-4, "high": 0.1, "log": true} | {"type": "int", "low",
  // "high"} | {"type": "choice", "n": 3}}: choices are sampled as indexes.
  const nlohmann::json& space() const { return space_; }

  // The trials of the configuration `params` (the sampler's values: floats, ints, choice
  // indexes), one per seed, indexed from first_index. Floats are rounded to 6 significant
  // digits as random draws are. Throws SweepError for params outside the space.
  std::vector<TrialSpec> Trials(const nlohmann::json& params, int64_t first_index) const;

  // The sampler's values of a recorded trial, from its flat params (TrialSpec::FlatParams);
  // nullopt when one is missing or outside the space.
  std::optional<nlohmann::json> SampledParams(
      const std::vector<std::pair<std::string, sdk::ParamValue>>& flat) const;

 private:
  const ModelEntry& entry() const;

  std::shared_ptr<const SweepDef> def_;
  SearchScope scope_;
  nlohmann::json space_;
};

}  // namespace nilab::host::sweep
