// A trial's canonical configuration: the JSON stored with it and the hash that identifies it.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "host/sweep/sweep_spec.h"

namespace nilab::host::sweep {

// Ints as JSON ints, floats as JSON floats (1.0 stays 1.0), lists as arrays.
nlohmann::json ParamValueToJson(const sdk::ParamValue& value);
nlohmann::json ParamsToJson(const sdk::Params& params);
nlohmann::json TrainToJson(const TrainSettings& train);
nlohmann::json PhaseToJson(const PhaseSpec& phase);

// {"model": {"name", "params"}, "phases": [...], "seed", "task": {"name", "params"}, "train"}:
// everything that defines what the trial computes (not its index). Keys are sorted.
nlohmann::json TrialConfig(const TrialSpec& trial);
// First 16 hex digits of sha256(config.dump()).
std::string ConfigHash(const nlohmann::json& config);

}  // namespace nilab::host::sweep
