// A small portable generator (SplitMix64; Steele, Lea, Flood 2014) for data selection and
// augmentation draws: the same seed gives the same subsets and ops on every machine (the
// std:: distributions do not promise that).
#pragma once

#include <cstdint>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

#include "plugins/sdk/splitmix64.h"

namespace nilab::digits {

using sdk::SplitMix64;

// A seed for a named stream of `seed` ("mnist/train"), so independent uses do not correlate.
inline uint64_t StreamSeed(uint64_t seed, const std::string& stream) {
  uint64_t h = 0xcbf29ce484222325ULL;  // FNV-1a 64 of the name, mixed with the seed
  for (unsigned char c : stream) h = (h ^ c) * 0x100000001b3ULL;
  return SplitMix64(seed ^ h).Next();
}

// `k` distinct indices of [0, n) in random order (partial Fisher-Yates); all of them when k >= n.
inline std::vector<int64_t> SampleIndices(int64_t n, int64_t k, uint64_t seed) {
  std::vector<int64_t> all(n);
  std::iota(all.begin(), all.end(), 0);
  SplitMix64 rng(seed);
  const int64_t take = k < n ? k : n;
  for (int64_t i = 0; i < take; ++i)
    std::swap(all[i], all[i + static_cast<int64_t>(rng.Below(n - i))]);
  all.resize(take);
  return all;
}

}  // namespace nilab::digits
