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

// The seed of a model-based sweep's draw number k (0, 1, ...): [search].seed and k mixed
// (SplitMix64), so that sweeps with nearby seeds share no draw. (seed + k made the draws of seed
// 1 those of seed 0 shifted by one: repetitions that were not independent.) 31 bits: it is
// recorded as the trials' param search.seed and taken modulo 2^32 by the sampler.
inline uint64_t DrawSeed(uint64_t search_seed, int64_t k) {
  uint64_t z =
      search_seed * 0x9E3779B97F4A7C15ull + static_cast<uint64_t>(k) + 0x632BE59BD9B4E019ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return (z ^ (z >> 31)) >> 33;
}

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
