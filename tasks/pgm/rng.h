// The generator's pseudo-random numbers: splitmix64 (Steele, Lea & Flood 2014), integers only.
//
// Every draw is an integer function of the 64-bit state, and every probability is a ratio of
// integers, so a puzzle depends on (regime, split, index, seed) alone and is the same on every
// machine and with every standard library (no std::*_distribution, no floating point).
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "plugins/sdk/splitmix64.h"

namespace nilab::pgm {

using sdk::Mix64;  // the splitmix64 output function: a bijective mix of 64 bits

class Rng {
 public:
  explicit Rng(uint64_t seed) : state_(seed) {}

  // state += 0x9e3779b97f4a7c15 (the Weyl step); return Mix64(state).
  uint64_t Next();
  // Uniform in [0, n), n >= 1, without modulo bias: draws below 2^64 mod n are rejected.
  int Uniform(int n);
  // Uniform in [lo, hi] (inclusive).
  int Range(int lo, int hi) { return lo + Uniform(hi - lo + 1); }
  // True with probability num / den.
  bool Chance(int num, int den) { return Uniform(den) < num; }
  template <typename T>
  const T& Pick(const std::vector<T>& items) {
    return items[static_cast<size_t>(Uniform(static_cast<int>(items.size())))];
  }
  // Fisher-Yates.
  template <typename T>
  void Shuffle(std::vector<T>& items) {
    for (int i = static_cast<int>(items.size()) - 1; i > 0; --i) {
      std::swap(items[static_cast<size_t>(i)], items[static_cast<size_t>(Uniform(i + 1))]);
    }
  }

 private:
  uint64_t state_;
};

// The seed of one sample: a chain of Mix64 over the generator seed, the regime, the split and
// the sample index, so neighbouring indices and splits give unrelated streams.
uint64_t SampleSeed(uint64_t seed, int regime, int split, uint64_t index);

}  // namespace nilab::pgm
