// Invariants of the PRNG and of each relation's row-wise sampling.
#include <gtest/gtest.h>
#include <cstdint>

#include <algorithm>
#include <set>

#include "tasks/pgm/panel.h"
#include "tasks/pgm/regimes.h"
#include "tasks/pgm/relations.h"
#include "tasks/pgm/rng.h"

namespace nilab::pgm {
namespace {

TEST(PgmRng, SplitMix64MatchesReferenceOutput) {
  // The reference splitmix64 seeded with 0 starts 0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4.
  Rng rng(0);
  EXPECT_EQ(rng.Next(), 0xe220a8397b1dcdafULL);
  EXPECT_EQ(rng.Next(), 0x6e789e6aa1b965f4ULL);
}

TEST(PgmRng, UniformCoversRangeEvenly) {
  Rng rng(7);
  std::array<int, 7> counts{};
  for (int i = 0; i < 70000; ++i) {
    const int v = rng.Uniform(7);
    ASSERT_GE(v, 0);
    ASSERT_LT(v, 7);
    ++counts[v];
  }
  for (int c : counts) EXPECT_NEAR(c, 10000, 500);
}

TEST(PgmRng, SampleSeedSeparatesEveryArgument) {
  const uint64_t base = SampleSeed(1, 0, 0, 5);
  EXPECT_NE(base, SampleSeed(2, 0, 0, 5));
  EXPECT_NE(base, SampleSeed(1, 1, 0, 5));
  EXPECT_NE(base, SampleSeed(1, 0, 1, 5));
  EXPECT_NE(base, SampleSeed(1, 0, 0, 6));
  EXPECT_EQ(base, SampleSeed(1, 0, 0, 5));
}

// Domains the relations run on: whole domains and the restricted colour/size lists.
std::vector<std::vector<int>> Domains() {
  return {SlotValues(Regime::kNeutral, DataSplit::kTrain, Slot::kShapeColor),
          SlotValues(Regime::kInterpolation, DataSplit::kTrain, Slot::kShapeSize),
          SlotValues(Regime::kInterpolation, DataSplit::kTest, Slot::kShapeSize),
          SlotValues(Regime::kExtrapolation, DataSplit::kTest, Slot::kLineColor),
          SlotValues(Regime::kNeutral, DataSplit::kTrain, Slot::kShapeNumber),
          SlotValues(Regime::kNeutral, DataSplit::kTrain, Slot::kShapeType),
          SlotValues(Regime::kNeutral, DataSplit::kTrain, Slot::kLineType)};
}

bool InDomain(int v, const std::vector<int>& domain) {
  return std::find(domain.begin(), domain.end(), v) != domain.end();
}

TEST(PgmRelations, ProgressionRowsShareOneNonZeroStep) {
  Rng rng(11);
  for (const auto& domain : Domains()) {
    std::set<int> steps;
    for (int i = 0; i < 300; ++i) {
      const SlotGrid g = SampleProgression(rng, domain);
      // Steps in raw values: the same d != 0 in every row (restricted domains scale it).
      const int d = g[1] - g[0];
      ASSERT_NE(d, 0);
      for (int r = 0; r < 3; ++r) {
        ASSERT_EQ(g[3 * r + 1] - g[3 * r], d);
        ASSERT_EQ(g[3 * r + 2] - g[3 * r + 1], d);
        for (int c = 0; c < 3; ++c) ASSERT_TRUE(InDomain(g[3 * r + c], domain));
      }
      steps.insert(d);
    }
    EXPECT_GE(steps.size(), 2u) << "both directions occur";
  }
}

TEST(PgmRelations, ConsistentUnionRowsPermuteTheSameThreeValues) {
  Rng rng(12);
  for (const auto& domain : Domains()) {
    for (int i = 0; i < 300; ++i) {
      const SlotGrid g = SampleConsistentUnion(rng, domain);
      std::set<int> first;
      bool all_same_step_progression = true;
      int step = 0;
      for (int r = 0; r < 3; ++r) {
        const std::set<int> row = {g[3 * r], g[3 * r + 1], g[3 * r + 2]};
        ASSERT_EQ(row.size(), 3u);
        if (r == 0) first = row;
        ASSERT_EQ(row, first);
        for (int v : row) ASSERT_TRUE(InDomain(v, domain));
        const int d = g[3 * r + 1] - g[3 * r];
        if (g[3 * r + 2] - g[3 * r + 1] != d || (r > 0 && d != step)) {
          all_same_step_progression = false;
        }
        step = d;
      }
      ASSERT_FALSE(all_same_step_progression) << "would also read as a progression";
    }
  }
}

TEST(PgmRelations, SetRelationsHoldOnEveryRow) {
  Rng rng(13);
  for (Relation relation : {Relation::kXor, Relation::kOr, Relation::kAnd}) {
    for (const auto& domain : Domains()) {
      uint32_t domain_bits = 0;
      for (int v : domain) domain_bits |= 1u << v;
      for (int i = 0; i < 200; ++i) {
        const SlotGrid g = SampleSetRelation(rng, relation, domain, 3);
        for (int r = 0; r < 3; ++r) {
          const uint16_t a = g[3 * r], b = g[3 * r + 1], c = g[3 * r + 2];
          ASSERT_NE(a, 0);
          ASSERT_NE(b, 0);
          ASSERT_NE(c, 0);
          ASSERT_EQ((a | b | c) & ~domain_bits, 0u);
          ASSERT_LE(PopCount(a), 3);
          ASSERT_LE(PopCount(b), 3);
          ASSERT_LE(PopCount(c), 3);
          switch (relation) {
            case Relation::kXor:  // C = A xor B, and A, B overlap so XOR != OR
              ASSERT_EQ(c, a ^ b);
              ASSERT_NE(a & b, 0);
              break;
            case Relation::kOr:  // C = A or B, differing from both
              ASSERT_EQ(c, a | b);
              ASSERT_NE(c, a);
              ASSERT_NE(c, b);
              break;
            default:  // C = A and B, differing from both
              ASSERT_EQ(c, a & b);
              ASSERT_NE(c, a);
              ASSERT_NE(c, b);
              break;
          }
        }
      }
    }
  }
}

TEST(PgmRelations, ApplySetRelationRejectsScalarRelations) {
  EXPECT_EQ(ApplySetRelation(Relation::kXor, 0b0110, 0b0011), 0b0101);
  EXPECT_EQ(ApplySetRelation(Relation::kOr, 0b0110, 0b0011), 0b0111);
  EXPECT_EQ(ApplySetRelation(Relation::kAnd, 0b0110, 0b0011), 0b0010);
  EXPECT_THROW(ApplySetRelation(Relation::kProgression, 1, 2), std::logic_error);
}

}  // namespace
}  // namespace nilab::pgm
