// The seeds of a model-based sweep's draws (search::DrawSeed): the repetitions of a search, with
// [search] seeds 0, 1, 2, ..., share no draw seed, so their random start-up configurations are
// independent, and every seed fits the 31 bits it is recorded and used with.
#include <gtest/gtest.h>
#include <cstdint>

#include <set>

#include "host/search/tpe_sampler.h"

namespace nilab::host::search {
namespace {

TEST(DrawSeed, NearbySweepsShareNoDraw) {
  std::set<uint64_t> seen;
  for (uint64_t sweep = 0; sweep < 10; ++sweep) {
    for (int64_t k = 0; k < 100; ++k) {
      const uint64_t seed = DrawSeed(sweep, k);
      EXPECT_LT(seed, uint64_t{1} << 31);
      seen.insert(seed);
    }
  }
  EXPECT_EQ(seen.size(), 1000u);
  EXPECT_EQ(DrawSeed(3, 5), DrawSeed(3, 5));  // a resumed sweep draws the same
}

}  // namespace
}  // namespace nilab::host::search
