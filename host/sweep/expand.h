// Deterministic expansion of a validated sweep into trials (order documented in
// sweeps/README.md, "Expansion").
#pragma once

#include <cstdint>
#include <vector>

#include "host/sweep/sweep_def.h"

namespace nilab::host::sweep {

struct Expansion {
  std::vector<TrialSpec> trials;  // indexed by position
  int64_t duplicates_dropped = 0;
};

Expansion Expand(const SweepDef& def);

// Every combination of the axes' values on top of `base`; the last axis varies fastest.
std::vector<Config> GridConfigs(const Config& base, const std::vector<Axis>& axes);

// `samples` configurations of one [[models]] entry on top of `base`: each grid axis picks one of
// its values, then each random key draws, in key order, from splitmix64(stream_seed).
std::vector<Config> RandomConfigs(const Config& base, const std::vector<Axis>& axes,
                                  const ModelEntry& entry, int64_t samples, uint64_t stream_seed);

// The (position+1)-th output of splitmix64(seed): the seed of one stream of draws.
uint64_t StreamSeed(uint64_t seed, size_t position);

// A drawn float rounded to 6 significant digits and clamped into [lo, hi].
double RoundDraw(double x, double lo, double hi);

// The trial of one configuration (slot keys, see Config) and seed; index and hash included.
TrialSpec BuildTrial(const SweepDef& def, const ModelEntry& entry, const Config& config,
                     int64_t seed);

}  // namespace nilab::host::sweep
