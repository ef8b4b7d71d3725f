// The random source of random search. Draws must be identical on every machine and with every
// standard library, so this is splitmix64 with explicit mappings to doubles and ranges rather
// than std::*_distribution (whose algorithms the standard leaves to each library).
#pragma once

#include <cstdint>

namespace nilab::host::sweep {

class SplitMix64 {
 public:
  explicit SplitMix64(uint64_t seed) : state_(seed) {}

  // splitmix64 (Steele, Lea, Flood 2014), as in Vigna's reference code.
  uint64_t Next() {
    uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
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

}  // namespace nilab::host::sweep
