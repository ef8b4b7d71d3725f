// The pruning rules (host/search/prune_rules.h) against cases computed by hand.
#include "host/search/prune_rules.h"

#include <gtest/gtest.h>
#include <cstdint>

#include <cmath>

namespace nilab::host::search {
namespace {

using store::RungDecision;
using store::RungRow;

const double kNaN = std::nan("");

TEST(PruneRules, RungEpochsAreMinTimesEtaPowersBelowTheBudget) {
  EXPECT_EQ(RungEpochs(1, 3, 10), (std::vector<int64_t>{1, 3, 9}));
  EXPECT_EQ(RungEpochs(1, 3, 9), (std::vector<int64_t>{1, 3}));  // epoch 9 is complete
  EXPECT_EQ(RungEpochs(2, 2, 16), (std::vector<int64_t>{2, 4, 8}));
  EXPECT_EQ(RungEpochs(5, 2, 5), (std::vector<int64_t>{}));
  EXPECT_EQ(RungAt(4, 2, 2, 16), 1);
  EXPECT_EQ(RungAt(3, 2, 2, 16), -1);
  EXPECT_EQ(RungAt(16, 2, 2, 16), -1);
}

TEST(PruneRules, AshaKeepsTheTopOneOverEtaOfThoseAtTheRung) {
  // eta = 3. First arrival: n = 1, k = max(1, 0) = 1, nobody better: promoted.
  EXPECT_TRUE(AshaPromotes(0.1, {}, 3, true));
  // n = 2, k = 1: promoted only when better than the one there.
  EXPECT_FALSE(AshaPromotes(0.1, {0.5}, 3, true));
  EXPECT_TRUE(AshaPromotes(0.6, {0.5}, 3, true));
  // n = 6, k = 2: 0.7 has one better (0.9): promoted; 0.6 has two better: pruned.
  EXPECT_TRUE(AshaPromotes(0.7, {0.9, 0.2, 0.3, 0.4, 0.65}, 3, true));
  EXPECT_FALSE(AshaPromotes(0.6, {0.9, 0.7, 0.2, 0.3, 0.4}, 3, true));
  // Lower is better (a loss): n = 4, eta = 2, k = 2; 0.3 has one lower (0.1): promoted.
  EXPECT_TRUE(AshaPromotes(0.3, {0.1, 0.5, 0.9}, 2, false));
  EXPECT_FALSE(AshaPromotes(0.6, {0.1, 0.5, 0.9}, 2, false));
}

TEST(PruneRules, AshaTiesWithTheLastPromotedPlaceArePromoted) {
  // n = 4, eta = 2, k = 2: 0.5 ties with 0.5; only 0.8 is strictly better: promoted.
  EXPECT_TRUE(AshaPromotes(0.5, {0.8, 0.5, 0.1}, 2, true));
  // n = 3, eta = 3, k = 1: two values equal to it, none better: promoted.
  EXPECT_TRUE(AshaPromotes(0.5, {0.5, 0.5}, 3, true));
  // NaN never goes on, even first; a NaN elsewhere counts as the worst.
  EXPECT_FALSE(AshaPromotes(kNaN, {}, 3, true));
  EXPECT_TRUE(AshaPromotes(0.0, {kNaN}, 2, true));
  EXPECT_TRUE(AshaPromotes(5.0, {kNaN}, 2, false));
}

TEST(PruneRules, MedianRule) {
  EXPECT_TRUE(MedianPromotes(0.1, {}, true));
  // Others 0.2, 0.4, 0.9: median 0.4.
  EXPECT_TRUE(MedianPromotes(0.4, {0.9, 0.2, 0.4}, true));  // a tie is not worse
  EXPECT_FALSE(MedianPromotes(0.39, {0.9, 0.2, 0.4}, true));
  // Even count: median of 0.2, 0.4, 0.6, 0.9 is 0.5.
  EXPECT_TRUE(MedianPromotes(0.5, {0.2, 0.4, 0.6, 0.9}, true));
  EXPECT_FALSE(MedianPromotes(0.49, {0.2, 0.4, 0.6, 0.9}, true));
  // Lower is better: median loss 2.0.
  EXPECT_TRUE(MedianPromotes(1.5, {1.0, 2.0, 3.0}, false));
  EXPECT_FALSE(MedianPromotes(2.5, {1.0, 2.0, 3.0}, false));
  EXPECT_FALSE(MedianPromotes(kNaN, {1.0}, false));
}

TEST(PruneRules, UnitValueWaitsForEverySeed) {
  EXPECT_FALSE(UnitValue({0.5}, 2).has_value());
  EXPECT_DOUBLE_EQ(*UnitValue({0.5, 0.7}, 2), 0.6);
  EXPECT_TRUE(std::isnan(*UnitValue({0.5, kNaN}, 2)));
}

RungRow Row(int64_t trial, const std::string& unit, std::optional<double> value,
            RungDecision decision = RungDecision::kPending,
            std::optional<double> unit_value = std::nullopt) {
  RungRow row;
  row.trial_id = trial;
  row.unit = unit;
  row.value = value;
  row.decision = decision;
  row.unit_value = unit_value;
  return row;
}

TEST(PruneRules, SeedsJudgedTogetherWaitThenUseTheMean) {
  const PruneRule asha{PruneMethod::kAsha, 2, true};
  // Configuration "a" (2 seeds) was promoted on mean 0.6. Configuration "b": first seed only.
  std::vector<RungRow> rows = {Row(1, "a", 0.5, RungDecision::kPromoted, 0.6),
                               Row(2, "a", 0.7, RungDecision::kPromoted, 0.6), Row(3, "b", 0.9)};
  store::RungVerdict verdict = Judge(asha, rows, "b", 2);
  EXPECT_EQ(verdict.decision, RungDecision::kPending);
  EXPECT_FALSE(verdict.unit_value.has_value());
  // Its second seed is unlucky (0.2): mean 0.55 < 0.6, n = 2, k = 1: pruned, although one seed
  // alone (0.9) beats both of a's.
  rows.push_back(Row(4, "b", 0.2));
  verdict = Judge(asha, rows, "b", 2);
  EXPECT_EQ(verdict.decision, RungDecision::kPruned);
  EXPECT_DOUBLE_EQ(*verdict.unit_value, 0.55);
  // The same rows judged seed by seed (units of one trial): trial 3 (0.9) against a's 0.6 goes on.
  const std::vector<RungRow> each = {Row(1, "1", 0.5, RungDecision::kPromoted, 0.5),
                                     Row(2, "2", 0.7, RungDecision::kPruned, 0.7),
                                     Row(3, "3", 0.9)};
  // n = 3, k = 1: nobody better than 0.9.
  EXPECT_EQ(Judge(asha, each, "3", 1).decision, RungDecision::kPromoted);
  // Median over the decided units' values 0.5 and 0.7 (0.6): 0.55 is pruned.
  const PruneRule median{PruneMethod::kMedian, 2, true};
  const std::vector<RungRow> late = {Row(1, "1", 0.5, RungDecision::kPromoted, 0.5),
                                     Row(2, "2", 0.7, RungDecision::kPromoted, 0.7),
                                     Row(5, "5", 0.55)};
  EXPECT_EQ(Judge(median, late, "5", 1).decision, RungDecision::kPruned);
}

TEST(PruneRules, PendingUnitsAreNotCompetitors) {
  // "b" has one of two seeds there (pending): "c" is judged against "a" alone.
  const PruneRule asha{PruneMethod::kAsha, 2, true};
  const std::vector<RungRow> rows = {Row(1, "a", 0.4, RungDecision::kPromoted, 0.4),
                                     Row(2, "b", 0.99), Row(3, "c", 0.5)};
  const store::RungVerdict verdict = Judge(asha, rows, "c", 1);
  EXPECT_EQ(verdict.decision, RungDecision::kPromoted);
  // A missing value (never logged) counts as NaN: pruned.
  EXPECT_EQ(Judge(asha, {Row(9, "z", std::nullopt)}, "z", 1).decision, RungDecision::kPruned);
}

}  // namespace
}  // namespace nilab::host::search
