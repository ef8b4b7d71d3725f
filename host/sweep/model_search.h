// [search] mode = "tpe": a sweep whose configurations are chosen while it runs, from the results
// so far (host/search/tpe_sampler.h asks a sampler process). This is the sweep's side: the search
// space in the sampler's terms, the trials of a chosen configuration, and the chosen values read
// back from a recorded trial (so a resumed sweep rebuilds the study from the database).
#pragma once

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "host/sweep/sweep.h"

namespace nilab::host::sweep {

struct SweepDef;

class ModelSearch {
 public:
  explicit ModelSearch(std::shared_ptr<const SweepDef> def);

  const std::string& task() const;   // the task plugin's name
  int64_t budget() const;            // configurations in all ([search] samples)
  uint64_t seed() const;             // [search] seed
  int64_t seeds_per_config() const;  // trials per configuration
  int64_t startup() const;           // [search] startup: random draws before TPE models results
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
  std::shared_ptr<const SweepDef> def_;
  nlohmann::json space_;
};

}  // namespace nilab::host::sweep
