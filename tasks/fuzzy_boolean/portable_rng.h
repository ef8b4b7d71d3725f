// A portable pseudo-random generator: SplitMix64 (Steele, Lea, Flood 2014) with an explicit
// bits-to-float mapping, so a seed gives the same functions and data on every machine and
// compiler (std::uniform_*_distribution and torch's generators do not promise that).
#pragma once

#include <cstdint>

#include "plugins/sdk/splitmix64.h"

namespace nilab::fuzzy_boolean {

using sdk::Mix64;

class PortableRng {
 public:
  // Independent streams of one seed: the state starts at Mix64(seed ^ Mix64(stream)).
  PortableRng(uint64_t seed, uint64_t stream) : state_(Mix64(seed ^ Mix64(stream))) {}

  uint64_t NextU64() {
    state_ += sdk::kSplitMixGamma;
    return Mix64(state_);
  }
  // Uniform on [0, 1): the top 24 bits as k · 2^-24, exactly representable as a float.
  float NextUnitFloat() { return static_cast<float>(NextU64() >> 40) * 0x1.0p-24f; }

 private:
  uint64_t state_;
};

}  // namespace nilab::fuzzy_boolean
