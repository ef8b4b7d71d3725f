#include "tasks/pgm/rng.h"

#include <cstdint>

namespace nilab::pgm {

uint64_t Rng::Next() {
  state_ += sdk::kSplitMixGamma;
  return Mix64(state_);
}

int Rng::Uniform(int n) {
  const uint64_t range = static_cast<uint64_t>(n);
  // 2^64 mod n, computed without 128-bit arithmetic: (2^64 - n) mod n.
  const uint64_t threshold = (0 - range) % range;
  uint64_t x = Next();
  while (x < threshold) x = Next();
  return static_cast<int>(x % range);
}

uint64_t SampleSeed(uint64_t seed, int regime, int split, uint64_t index) {
  uint64_t h = Mix64(seed ^ 0x5047'4d5f'7075'7a7aULL);  // "PGM_puzz"
  h = Mix64(h ^ static_cast<uint64_t>(regime + 1));
  h = Mix64(h ^ (static_cast<uint64_t>(split + 1) << 8));
  return Mix64(h ^ index);
}

}  // namespace nilab::pgm
