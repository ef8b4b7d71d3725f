// A validated sweep file before expansion: what ParseSweep reads from the TOML document and
// Expand turns into trials. Every value here has passed its schema.
#pragma once

#include <toml++/toml.h>

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "host/sweep/diagnostics.h"
#include "host/sweep/sweep_spec.h"

namespace nilab::host::sweep {

// A trial's configuration is one map over "slot" keys: a model parameter under its own name
// ("tau"), a task parameter as "task.<name>", a train setting as "train.<name>".
using Config = std::map<std::string, sdk::ParamValue>;

// One swept key and its values in file order.
struct Axis {
  std::string key;
  std::vector<sdk::ParamValue> values;
};

// One randomly drawn key (random search).
struct Distribution {
  enum class Kind { kUniform, kLogUniform, kIntUniform, kChoice };
  Kind kind = Kind::kChoice;
  double lo = 0, hi = 0;     // uniform, loguniform: [lo, hi]
  int64_t ilo = 0, ihi = 0;  // int_uniform: [ilo, ihi]
  std::vector<sdk::ParamValue> choices;
};

struct ModelEntry {
  std::string name;
  const sdk::PluginInfo* info = nullptr;
  Config fixed;                                              // params, as slot keys
  std::vector<Axis> grid;                                    // sorted by key
  std::vector<std::pair<std::string, Distribution>> random;  // sorted by key
};

struct PhaseDef {
  PhaseSpec spec;  // all but `train` and `task_params`, which are merged per trial
  Config train;    // this phase's train overrides (plain setting names)
  Config task;     // this phase's task param overrides (plain param names)
};

struct SweepDef {
  std::string name;
  std::string description;
  std::vector<int64_t> seeds;
  std::string task;
  const sdk::PluginInfo* task_info = nullptr;
  Config fixed;                 // [task].params and [train], as slot keys
  std::vector<Axis> task_grid;  // [task].grid as "task.<name>", sorted
  bool random_search = false;
  bool model_search = false;  // mode = "tpe": configurations chosen while the sweep runs
  int64_t samples = 0;
  uint64_t search_seed = 0;
  int64_t search_startup = 10;  // tpe: configurations drawn at random before the model is used
  std::vector<ModelEntry> models;
  std::vector<PhaseDef> phases;  // empty: one phase "train"
  PruneSpec prune;
  ProtocolSpec protocol;  // [protocol]: method "" without one
  nlohmann::json extra = nlohmann::json::object();
};

// Validates the whole document; throws SweepError at the first problem.
SweepDef ParseSweep(const toml::table& root, const SchemaLookup& lookup, const PluginNames& names,
                    const Diagnostics& diag);

}  // namespace nilab::host::sweep
