#include "host/sweep/config.h"

#include <openssl/evp.h>

#include "host/sweep/train_settings.h"

namespace nilab::host::sweep {

nlohmann::json ParamValueToJson(const sdk::ParamValue& value) {
  return std::visit([](const auto& v) { return nlohmann::json(v); }, value);
}

nlohmann::json ParamsToJson(const sdk::Params& params) {
  nlohmann::json out = nlohmann::json::object();
  for (const auto& [key, value] : params.values()) out[key] = ParamValueToJson(value);
  return out;
}

nlohmann::json TrainToJson(const TrainSettings& train) {
  nlohmann::json out = ParamsToJson(TrainToParams(train));
  // Only when not the default, so that the trials of sweeps written before these settings keep
  // their config hashes.
  if (train.precision == "fp32") out.erase("precision");
  if (!train.deterministic) out.erase("deterministic");
  // How long to wait before calling a trial stalled is not a setting of the experiment: never
  // hashed, so changing it changes no trial.
  out.erase("stall_timeout");
  if (!train.keep_epochs) out.erase("keep_epochs");
  return out;
}

nlohmann::json PhaseToJson(const PhaseSpec& phase) {
  nlohmann::json init = nlohmann::json::object();
  if (!phase.init.path.empty()) init["path"] = phase.init.path;
  if (!phase.init.sweep.empty()) {
    init["sweep"] = phase.init.sweep;
    init["phase"] = phase.init.phase;
    init["match"] = phase.init.match;
    init["where"] = nlohmann::json::object();
    for (const auto& [key, value] : phase.init.where) init["where"][key] = ParamValueToJson(value);
  }
  nlohmann::json out = {
      {"name", phase.name},
      {"from", phase.from},
      {"init", init},
      {"eval_only", phase.eval_only},
      {"train", TrainToJson(phase.train)},
      {"task_params", ParamsToJson(phase.task_params)},
      {"train_groups", phase.train_groups},
      {"freeze_groups", phase.freeze_groups},
      {"reinitialize", phase.reinitialize},
      {"add_functions", phase.add_functions},
      {"drop_functions", phase.drop_functions},
      {"iterations", phase.iterations},
      {"eval_iterations", phase.eval_iterations},
      {"eval_drop_functions", phase.eval_drop_functions},
      {"eval_drop_repeats", phase.eval_drop_repeats},
  };
  // Only when given, so that the trials of sweeps without them keep their config hashes.
  if (!phase.lr_scale.empty()) out["lr_scale"] = phase.lr_scale;
  if (phase.add_functions_init != "random") out["add_functions_init"] = phase.add_functions_init;
  if (!phase.select.empty()) {
    out["select"] = {{"rule", phase.select.rule}, {"metric", phase.select.metric}};
  }
  return out;
}

nlohmann::json TrialConfig(const TrialSpec& trial) {
  nlohmann::json phases = nlohmann::json::array();
  for (size_t i = 0; i < trial.phases.size(); ++i) {
    const PhaseSpec& phase = trial.phases[i];
    phases.push_back(PhaseToJson(phase));
    // Only when not the default (the last phase evaluates test, the others do not), so that the
    // trials of sweeps written before it keep their config hashes.
    if (phase.test != (i + 1 == trial.phases.size())) phases.back()["test"] = phase.test;
  }
  return {
      {"task", {{"name", trial.task}, {"params", ParamsToJson(trial.task_params)}}},
      {"model", {{"name", trial.model}, {"params", ParamsToJson(trial.model_params)}}},
      {"seed", trial.seed},
      {"train", TrainToJson(trial.train)},
      {"phases", phases},
  };
}

std::string ConfigHash(const nlohmann::json& config) {
  const std::string text = config.dump();
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int size = 0;
  if (EVP_Digest(text.data(), text.size(), digest, &size, EVP_sha256(), nullptr) != 1) {
    throw SweepError("sha256 of a trial config failed (OpenSSL EVP_Digest)");
  }
  static const char* kHex = "0123456789abcdef";
  std::string hex;
  for (unsigned int i = 0; i < 8; ++i) {
    hex += kHex[digest[i] >> 4];
    hex += kHex[digest[i] & 15];
  }
  return hex;
}

std::vector<std::pair<std::string, sdk::ParamValue>> TrialSpec::FlatParams() const {
  std::vector<std::pair<std::string, sdk::ParamValue>> out = {
      {"model", model}, {"task", task}, {"seed", seed}};
  for (const auto& [key, value] : model_params.values()) out.emplace_back(key, value);
  for (const auto& [key, value] : task_params.values()) out.emplace_back("task." + key, value);
  // The same keys as the config hash (TrainToJson): a trial of a sweep written before precision
  // and deterministic existed has the same params as one at their defaults, so `compare` pairs
  // them.
  const sdk::Params train_params = TrainToParams(train);
  const nlohmann::json hashed = TrainToJson(train);
  for (const auto& [key, value] : train_params.values()) {
    if (hashed.contains(key)) out.emplace_back("train." + key, value);
  }
  return out;
}

}  // namespace nilab::host::sweep
