// [prune] (issue 24): defaults, and one located error line for each bad key.
#include <gtest/gtest.h>

#include <set>

#include "host/sweep/claim_order.h"
#include "tests/sweep/fake_plugins.h"

namespace nilab::host::sweep {
namespace {

using testing::ErrorOf;
using testing::Lines;
using testing::Load;

// Lines 1-8; the fake task declares no headline metric, so most give `metric`.
std::string WithPrune(const std::vector<std::string>& prune,
                      const std::vector<std::string>& more = {}) {
  std::vector<std::string> lines = {
      "name = \"t\"", "seeds = 2",  "[task]",     "name = \"fuzzy_boolean\"",
      "[train]",      "epochs = 9", "[[models]]", "name = \"ni\""};
  lines.insert(lines.end(), more.begin(), more.end());
  lines.push_back("[prune]");
  lines.insert(lines.end(), prune.begin(), prune.end());
  return Lines(lines);
}

TEST(SweepPrune, DefaultsAndValues) {
  EXPECT_FALSE(Load(Lines({"name = \"t\"", "[task]", "name = \"fuzzy_boolean\"", "[[models]]",
                           "name = \"ni\""}))
                   .prune.enabled());
  const SweepSpec sweep = Load(WithPrune({"method = \"asha\"", "metric = \"val/loss\""}));
  ASSERT_TRUE(sweep.prune.enabled());
  EXPECT_EQ(sweep.prune.method, "asha");
  EXPECT_EQ(sweep.prune.metric, "val/loss");
  EXPECT_EQ(sweep.prune.phase, "train");
  EXPECT_EQ(sweep.prune.min_epochs, 1);
  EXPECT_EQ(sweep.prune.eta, 3);
  EXPECT_TRUE(sweep.prune.seeds_together);
  EXPECT_TRUE(sweep.warnings.empty());
  const SweepSpec median = Load(WithPrune({"method = \"median\"", "metric = \"val/acc\"",
                                           "min_epochs = 2", "eta = 2", "seeds = \"each\""}));
  EXPECT_EQ(median.prune.method, "median");
  EXPECT_EQ(median.prune.min_epochs, 2);
  EXPECT_EQ(median.prune.eta, 2);
  EXPECT_FALSE(median.prune.seeds_together);
}

TEST(SweepPrune, PruningDoesNotChangeTheTrials) {
  // The same trials (config hashes) with and without [prune]: a trial never pruned is the plain
  // run's trial. Seeds of one configuration share a group hash.
  const SweepSpec pruned = Load(WithPrune({"method = \"asha\"", "metric = \"val/loss\""}));
  const SweepSpec plain =
      Load(Lines({"name = \"t\"", "seeds = 2", "[task]", "name = \"fuzzy_boolean\"", "[train]",
                  "epochs = 9", "[[models]]", "name = \"ni\""}));
  ASSERT_EQ(pruned.trials.size(), 2u);
  ASSERT_EQ(plain.trials.size(), 2u);
  for (size_t i = 0; i < 2; ++i) {
    EXPECT_EQ(pruned.trials[i].config_hash, plain.trials[i].config_hash);
  }
  EXPECT_NE(pruned.trials[0].config_hash, pruned.trials[1].config_hash);
  EXPECT_EQ(pruned.trials[0].group_hash, pruned.trials[1].group_hash);
}

TEST(SweepPrune, ConfigurationsRunShuffledWithTheirSeedsTogether) {
  const std::vector<std::string> grid = {"grid = { tau = [0.5, 1.0, 1.5, 2.0], n_f = [2, 4] }"};
  const SweepSpec sweep = Load(WithPrune({"method = \"asha\"", "metric = \"val/loss\""}, grid));
  EXPECT_TRUE(sweep.prune.shuffled);  // the default
  ASSERT_EQ(sweep.trials.size(), 16u);
  const std::vector<const TrialSpec*> order = ClaimOrder(sweep);
  ASSERT_EQ(order.size(), 16u);
  std::set<const TrialSpec*> all(order.begin(), order.end());
  EXPECT_EQ(all.size(), 16u);  // a permutation
  bool moved = false;
  for (size_t i = 0; i < order.size(); i += 2) {
    // Seeds 0 and 1 of one configuration, next to each other, in seed order.
    EXPECT_EQ(order[i]->group_hash, order[i + 1]->group_hash);
    EXPECT_EQ(order[i]->seed, 0);
    EXPECT_EQ(order[i + 1]->seed, 1);
    moved = moved || order[i] != &sweep.trials[i];
  }
  EXPECT_TRUE(moved);
  EXPECT_EQ(ClaimOrder(Load(WithPrune({"method = \"asha\"", "metric = \"val/loss\""}, grid)))
                .front()
                ->config_hash,
            order.front()->config_hash);  // the same every time
  // order = "sweep" keeps the grid's order; without [prune] it is the grid's order too.
  const SweepSpec in_order =
      Load(WithPrune({"method = \"asha\"", "metric = \"val/loss\"", "order = \"sweep\""}, grid));
  EXPECT_FALSE(in_order.prune.shuffled);
  const std::vector<const TrialSpec*> kept = ClaimOrder(in_order);
  for (size_t i = 0; i < kept.size(); ++i) EXPECT_EQ(kept[i], &in_order.trials[i]);
  EXPECT_EQ(ErrorOf(WithPrune({"method = \"asha\"", "order = \"random\""})).substr(0, 31),
            "t.toml:11:9: [prune]: setting '");
}

TEST(SweepPrune, PhaseDefaultsToTheLastAndMustExist) {
  const std::vector<std::string> phases = {"[[phases]]", "name = \"pre\"", "[[phases]]",
                                           "name = \"fine\""};
  EXPECT_EQ(Load(WithPrune({"method = \"asha\"", "metric = \"val/loss\""}, phases)).prune.phase,
            "fine");
  EXPECT_EQ(
      Load(WithPrune({"method = \"asha\"", "metric = \"val/loss\"", "phase = \"pre\""}, phases))
          .prune.phase,
      "pre");
  EXPECT_EQ(
      ErrorOf(WithPrune({"method = \"asha\"", "metric = \"val/loss\"", "phase = \"fin\""}, phases)),
      "t.toml:16:9: [prune]: phase 'fin' names no phase (did you mean 'fine'?)");
}

TEST(SweepPrune, BadKeysNameTheKey) {
  EXPECT_EQ(ErrorOf(WithPrune({"metric = \"val/loss\""})),
            "t.toml:9:1: [prune]: missing required key 'method' (\"asha\" or \"median\")");
  EXPECT_EQ(ErrorOf(WithPrune({"method = \"hyperband\""})).substr(0, 32),
            "t.toml:10:10: [prune]: setting '");
  EXPECT_EQ(ErrorOf(WithPrune({"method = \"asha\"", "eta = 1"})).substr(0, 24),
            "t.toml:11:7: [prune]: se");
  EXPECT_EQ(ErrorOf(WithPrune({"method = \"asha\"", "min_epochs = 0"})).substr(0, 14),
            "t.toml:11:14: ");
  EXPECT_EQ(ErrorOf(WithPrune({"method = \"asha\"", "seeds = \"some\""})).substr(0, 14),
            "t.toml:11:9: [");
  EXPECT_EQ(ErrorOf(WithPrune({"method = \"asha\"", "etta = 2"})),
            "t.toml:11:1: [prune]: unknown key 'etta' (did you mean 'eta'?)");
  EXPECT_EQ(ErrorOf(WithPrune({"method = \"asha\"", "metric = \"loss\""})).substr(0, 45),
            "t.toml:11:10: [prune]: metric 'loss' must be ");
  EXPECT_EQ(ErrorOf(WithPrune({"method = \"asha\"", "metric = \"test/loss\""})).substr(0, 50),
            "t.toml:11:10: [prune]: metric 'test/loss' must be ");
  // The fake task declares no headline metric to default to.
  EXPECT_EQ(ErrorOf(WithPrune({"method = \"asha\""})),
            "t.toml:9:1: [prune]: task 'fuzzy_boolean' declares no headline metric: give [prune] "
            "metric = \"val/...\"");
  // An override is named as such.
  EXPECT_EQ(ErrorOf(WithPrune({"method = \"asha\"", "metric = \"val/loss\""}), {"prune.eta=0"})
                .substr(0, 25),
            "--set prune.eta=0: [prune");
}

TEST(SweepPrune, NoRungBelowTheEpochsIsAWarning) {
  const SweepSpec sweep =
      Load(WithPrune({"method = \"asha\"", "metric = \"val/loss\"", "min_epochs = 9"}));
  ASSERT_EQ(sweep.warnings.size(), 1u);
  EXPECT_EQ(sweep.warnings[0],
            "[prune]: min_epochs = 9 is not below the epochs of phase 'train' in any trial: "
            "nothing will be pruned");
}

}  // namespace
}  // namespace nilab::host::sweep
