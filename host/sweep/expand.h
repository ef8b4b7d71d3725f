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

// A drawn float rounded to 6 significant digits and clamped into [lo, hi].
double RoundDraw(double x, double lo, double hi);

// The trial of one configuration (slot keys, see Config) and seed; index and hash included.
TrialSpec BuildTrial(const SweepDef& def, const ModelEntry& entry, const Config& config,
                     int64_t seed);

}  // namespace nilab::host::sweep
