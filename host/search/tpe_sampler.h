// The model-based sampler ([search] mode = "tpe"): a small Python process running
// host/search/tpe_sampler.py (optuna's TPE through its ask-and-tell API), spoken to in JSON lines
// over a pipe. Started without a shell, only when a sweep asks for it, so sweeps without a
// model-based mode never need Python or optuna. The interpreter is /usr/bin/python3, or
// $NILAB_PYTHON (an absolute path) when set.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

namespace nilab::host::search {

// One line: "sampler: optuna is not installed (...)".
class SamplerError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// One recorded configuration, as the sampler sees it.
struct SampledConfig {
  nlohmann::json params;  // the sampler's values (choices as indexes)
  std::string state;      // "complete", "pruned", "failed" or "pending"
  double value = 0.0;     // complete: the objective (mean over its seeds)
};

class TpeSampler {
 public:
  TpeSampler();  // starts nothing: the process starts at the first Ask
  ~TpeSampler();
  TpeSampler(const TpeSampler&) = delete;
  TpeSampler& operator=(const TpeSampler&) = delete;

  // The next configuration given every recorded one. `seed` seeds this draw: the same history
  // and seed give the same answer (the study is rebuilt from `history` at each call).
  nlohmann::json Ask(const nlohmann::json& space, bool maximize, uint64_t seed,
                     const std::vector<SampledConfig>& history, int64_t startup_trials = 10);

 private:
  void Start();
  void Stop();

  pid_t pid_ = -1;
  FILE* to_ = nullptr;    // its stdin
  FILE* from_ = nullptr;  // its stdout
};

}  // namespace nilab::host::search
