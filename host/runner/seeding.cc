#include "host/runner/seeding.h"

#include <algorithm>
#include <cstdint>

#include "plugins/sdk/splitmix64.h"

namespace nilab::host {

uint64_t Mix64(uint64_t x) { return sdk::Mix64(x + sdk::kSplitMixGamma); }

uint64_t DeriveSeed(uint64_t seed, const std::string& label) {
  uint64_t h = Mix64(seed);
  for (unsigned char c : label) h = Mix64(h ^ c);
  return h;
}

uint64_t DeriveSeed(uint64_t seed, uint64_t value) { return Mix64(Mix64(seed) ^ value); }

std::vector<int64_t> Permutation(int64_t n, uint64_t seed) {
  std::vector<int64_t> out(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) out[i] = i;
  uint64_t state = seed;
  for (int64_t i = n - 1; i > 0; --i) {
    state = Mix64(state);
    // Multiply-shift maps 64 random bits to [0, i] without modulo bias worth noticing.
    const auto j = static_cast<int64_t>((static_cast<__uint128_t>(state) * (i + 1)) >> 64);
    std::swap(out[i], out[j]);
  }
  return out;
}

std::vector<int64_t> Subset(int64_t n, int64_t k, uint64_t seed) {
  std::vector<int64_t> perm = Permutation(n, seed);
  perm.resize(static_cast<size_t>(std::min(n, k)));
  std::sort(perm.begin(), perm.end());
  return perm;
}

}  // namespace nilab::host
