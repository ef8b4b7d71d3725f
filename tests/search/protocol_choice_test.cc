// A [protocol] study's choice (host/search/protocol_choice.h) against hand-computed cases.
#include "host/search/protocol_choice.h"

#include <gtest/gtest.h>

#include <cmath>

namespace nilab::host::search {
namespace {

using store::TrialStatus;

TuneOutcome Done(int64_t id, const std::string& config, int64_t seed, double value) {
  return {id, config, seed, TrialStatus::kDone, value};
}

TEST(ProtocolChoice, BestMeanOverTheTuneSeedsWins) {
  // a: (0.8 + 0.6) / 2 = 0.70; b: (0.75 + 0.7) / 2 = 0.725; c: 0.9 on one seed but pruned on the
  // other, so not chosen.
  const std::vector<TuneOutcome> outcomes = {
      Done(1, "a", 0, 0.8), Done(2, "a", 1, 0.6), Done(3, "b", 0, 0.75),
      Done(4, "b", 1, 0.7), Done(5, "c", 0, 0.9), {6, "c", 1, TrialStatus::kPruned, 0.1}};
  const Choice higher = ChooseConfiguration(outcomes, 6, /*higher_is_better=*/true);
  ASSERT_TRUE(higher.ready) << higher.waiting;
  EXPECT_EQ(higher.group_hash, "b");
  EXPECT_DOUBLE_EQ(higher.value, 0.725);
  EXPECT_EQ(higher.complete, 2);
  const Choice lower = ChooseConfiguration(outcomes, 6, /*higher_is_better=*/false);
  EXPECT_EQ(lower.group_hash, "a");
}

TEST(ProtocolChoice, TiesGoToTheLowerConfigurationHash) {
  const Choice choice = ChooseConfiguration({Done(1, "f00", 0, 0.5), Done(2, "0ab", 0, 0.5)}, 2,
                                            /*higher_is_better=*/true);
  EXPECT_EQ(choice.group_hash, "0ab");
}

TEST(ProtocolChoice, WaitsForEveryTrialOfTheBudget) {
  const std::vector<TuneOutcome> some = {Done(1, "a", 0, 0.5)};
  Choice choice = ChooseConfiguration(some, 2, true);
  EXPECT_FALSE(choice.ready);
  EXPECT_EQ(choice.waiting, "1 of 2 tune trials recorded");
  choice =
      ChooseConfiguration({Done(1, "a", 0, 0.5), {2, "b", 0, TrialStatus::kRunning, {}}}, 2, true);
  EXPECT_FALSE(choice.ready);
  EXPECT_EQ(choice.waiting, "1 tune trial(s) not finished");
  // A failed trial would shrink the budget: the choice waits for it to run again.
  choice =
      ChooseConfiguration({Done(1, "a", 0, 0.5), {7, "b", 0, TrialStatus::kFailed, {}}}, 2, true);
  EXPECT_FALSE(choice.ready);
  EXPECT_NE(choice.waiting.find("tune trial 7 failed"), std::string::npos);
}

TEST(ProtocolChoice, NonFiniteValuesNeverWin) {
  const Choice choice = ChooseConfiguration(
      {Done(1, "a", 0, std::nan("")), Done(2, "b", 0, 0.1), Done(3, "c", 0, INFINITY)}, 3, true);
  EXPECT_EQ(choice.group_hash, "b");
  EXPECT_FALSE(ChooseConfiguration({Done(1, "a", 0, std::nan(""))}, 1, true).ready);
}

}  // namespace
}  // namespace nilab::host::search
