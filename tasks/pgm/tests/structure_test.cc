// The triple vocabulary, the regimes' held-out sets and the structures they admit.
#include <gtest/gtest.h>
#include <cstdint>

#include <algorithm>
#include <set>

#include "tasks/pgm/attributes.h"
#include "tasks/pgm/regimes.h"
#include "tasks/pgm/structure.h"

namespace nilab::pgm {
namespace {

TEST(PgmStructure, TwentyNineTriplesOnSevenSlots) {
  const std::vector<Triple>& all = AllTriples();
  EXPECT_EQ(all.size(), 29u);
  EXPECT_EQ(std::set<Triple>(all.begin(), all.end()).size(), 29u);
  std::set<Slot> slots;
  for (const Triple& t : all) slots.insert(t.slot);
  EXPECT_EQ(slots.size(), 7u);
  // Lines have no size, number or position.
  for (const Triple& t : all) {
    if (t.object() == Object::kLine) {
      EXPECT_TRUE(t.attribute() == Attribute::kColor || t.attribute() == Attribute::kType);
    }
  }
}

TEST(PgmStructure, ViablePairsAndHeldOutSetsHaveThePapersShape) {
  EXPECT_EQ(ViableSlotPairs().size(), 20u);  // Barrett et al.: 20 viable attribute pairs
  const HeldOut& h = HeldOutSets();
  ASSERT_EQ(h.triples.size(), 7u);
  std::set<Slot> slots;
  for (const Triple& t : h.triples) slots.insert(t.slot);
  EXPECT_EQ(slots.size(), 7u) << "each (object, attribute) held out exactly once";
  const auto viable = ViableTriplePairs();
  EXPECT_EQ(viable.size(), 350u);
  EXPECT_EQ(h.triple_pairs.size(), 35u);
  for (const auto& pair : h.triple_pairs) {
    EXPECT_NE(std::find(viable.begin(), viable.end(), pair), viable.end());
  }
  EXPECT_EQ(h.slot_pairs.size(), 4u);
  for (const auto& [a, b] : h.slot_pairs) EXPECT_TRUE(ViableSlotPair(a, b));
}

TEST(PgmStructure, RegimeNamesRoundTripAndUnknownNamesAreNamed) {
  for (Regime r : AllRegimes()) EXPECT_EQ(ParseRegime(RegimeName(r)), r);
  try {
    ParseRegime("held-out");
    FAIL() << "no exception";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("'held-out'"), std::string::npos);
    EXPECT_NE(std::string(e.what()).find("attr.rel.pairs"), std::string::npos);
  }
  EXPECT_THROW(ParseDataSplit("validation"), std::invalid_argument);
}

TEST(PgmStructure, InterpolationAndExtrapolationSplitTheOrderedValues) {
  for (Regime r : {Regime::kInterpolation, Regime::kExtrapolation}) {
    for (Slot s : {Slot::kShapeColor, Slot::kShapeSize, Slot::kLineColor}) {
      const auto train = SlotValues(r, DataSplit::kTrain, s);
      const auto test = SlotValues(r, DataSplit::kTest, s);
      EXPECT_EQ(train, SlotValues(r, DataSplit::kVal, s));
      EXPECT_EQ(train.size(), 5u);
      EXPECT_EQ(test.size(), 5u);
      for (int v : train) EXPECT_EQ(std::count(test.begin(), test.end(), v), 0);
      if (r == Regime::kInterpolation) {
        for (int v : train) EXPECT_EQ(v % 2, 0);
      } else {
        for (int v : test) EXPECT_GE(v, 5);
      }
    }
    EXPECT_EQ(SlotValues(r, DataSplit::kTest, Slot::kShapeType).size(), 5u);
  }
}

bool HasHeldOut(Regime regime, const Structure& s) {
  const HeldOut& h = HeldOutSets();
  auto has = [&s](const Triple& t) { return std::find(s.begin(), s.end(), t) != s.end(); };
  auto has_slot = [&s](Slot slot) {
    return std::any_of(s.begin(), s.end(), [slot](const Triple& t) { return t.slot == slot; });
  };
  switch (regime) {
    case Regime::kHeldOutTriples:
      return std::any_of(h.triples.begin(), h.triples.end(), has);
    case Regime::kHeldOutTriplePairs:
      return std::any_of(h.triple_pairs.begin(), h.triple_pairs.end(),
                         [&](const auto& p) { return has(p.first) && has(p.second); });
    case Regime::kHeldOutAttributePairs:
      return std::any_of(h.slot_pairs.begin(), h.slot_pairs.end(),
                         [&](const auto& p) { return has_slot(p.first) && has_slot(p.second); });
    default:
      return false;
  }
}

TEST(PgmStructure, SampledStructuresRespectTheirRegimeSplit) {
  Rng rng(21);
  for (Regime regime : AllRegimes()) {
    for (DataSplit split : {DataSplit::kTrain, DataSplit::kVal, DataSplit::kTest}) {
      std::set<size_t> sizes;
      for (int i = 0; i < 400; ++i) {
        const Structure s = SampleStructure(rng, regime, split, 1, 4);
        ASSERT_TRUE(Admissible(regime, split, s)) << RegimeName(regime);
        sizes.insert(s.size());
        std::set<Slot> slots;
        for (const Triple& t : s) slots.insert(t.slot);
        ASSERT_EQ(slots.size(), s.size()) << "one relation per slot";
        const bool held_out = HasHeldOut(regime, s);
        if (split == DataSplit::kTest && regime != Regime::kNeutral &&
            regime != Regime::kInterpolation && regime != Regime::kExtrapolation) {
          ASSERT_TRUE(held_out);
        } else {
          ASSERT_FALSE(held_out) << "held-out item in a training structure";
        }
        if (regime == Regime::kHeldOutTriplePairs || regime == Regime::kHeldOutAttributePairs) {
          ASSERT_GE(s.size(), 2u);
        }
        if (regime == Regime::kInterpolation || regime == Regime::kExtrapolation) {
          ASSERT_TRUE(std::any_of(s.begin(), s.end(), [](const Triple& t) {
            return t.attribute() == Attribute::kColor || t.attribute() == Attribute::kSize;
          }));
        }
      }
      EXPECT_EQ(*sizes.rbegin(), 4u);
    }
  }
}

TEST(PgmStructure, AdmissibleRejectsHeldOutItemsInTraining) {
  const HeldOut& h = HeldOutSets();
  const Structure one = {h.triples[0]};
  EXPECT_FALSE(Admissible(Regime::kHeldOutTriples, DataSplit::kTrain, one));
  EXPECT_TRUE(Admissible(Regime::kHeldOutTriples, DataSplit::kTest, one));
  const Structure pair = {h.triple_pairs[0].first, h.triple_pairs[0].second};
  EXPECT_FALSE(Admissible(Regime::kHeldOutTriplePairs, DataSplit::kVal, pair));
  EXPECT_TRUE(Admissible(Regime::kHeldOutTriplePairs, DataSplit::kTest, pair));
  EXPECT_FALSE(Admissible(Regime::kHeldOutTriplePairs, DataSplit::kTest, {pair[0]}));
  EXPECT_FALSE(Admissible(
      Regime::kNeutral, DataSplit::kTrain,
      {{Slot::kShapeNumber, Relation::kProgression}, {Slot::kShapePosition, Relation::kOr}}));
}

TEST(PgmStructure, EncodingFollowsTheFileColumnsAndMetaTargetIsTheirOr) {
  const Structure s = {{Slot::kShapePosition, Relation::kOr},
                       {Slot::kLineColor, Relation::kConsistentUnion}};
  const EncodedStructure e = EncodeStructure(s);
  // Columns: shape line color number position size type progression XOR OR AND c_union.
  const std::array<uint8_t, 12> row0 = {1, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0};
  const std::array<uint8_t, 12> row1 = {0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1};
  EXPECT_EQ(e[0], row0);
  EXPECT_EQ(e[1], row1);
  EXPECT_EQ(e[2], (std::array<uint8_t, 12>{}));
  const MetaTarget m = MetaTargetOf(e);
  for (int j = 0; j < 12; ++j) EXPECT_EQ(m[j], row0[j] | row1[j]);
}

}  // namespace
}  // namespace nilab::pgm
