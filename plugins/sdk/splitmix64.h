// SplitMix64 (Steele, Lea, Flood 2014; Vigna's reference code): the one portable generator of
// the host and the plugins. A seed gives the same draws on every machine, compiler and standard
// library (std::*_distribution and torch's generators promise no such thing), which is what
// random search, data subsets, augmentation and generated datasets need.
#pragma once

#include <cstdint>

namespace nilab::sdk {

// The Weyl increment of SplitMix64 (2^64 / golden ratio).
inline constexpr uint64_t kSplitMixGamma = 0x9E3779B97F4A7C15ULL;

// SplitMix64's output function: a bijective 64-bit mixer.
inline uint64_t Mix64(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

class SplitMix64 {
 public:
  explicit SplitMix64(uint64_t seed) : state_(seed) {}

  uint64_t Next() { return Mix64(state_ += kSplitMixGamma); }
  // Uniform in [0, 1): the top 53 bits as a multiple of 2^-53.
  double Uniform01() { return static_cast<double>(Next() >> 11) * 0x1.0p-53; }
  // Uniform in [0, n) for n >= 1: the high word of Next() * n (Lemire's multiply-shift, without
  // the rejection step; the bias is below n / 2^64).
  uint64_t Below(uint64_t n) {
    return static_cast<uint64_t>((static_cast<unsigned __int128>(Next()) * n) >> 64);
  }

 private:
  uint64_t state_;
};

}  // namespace nilab::sdk
