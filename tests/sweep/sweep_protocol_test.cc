// [protocol] sweeps: the studies and the tune stage they expand to, the confirm stage made from a
// choice, and the file mistakes refused with one line (sweeps/README.md, "[protocol]").
#include <gtest/gtest.h>

#include <set>

#include "host/sweep/model_search.h"
#include "host/sweep/protocol.h"
#include "tests/sweep/fake_plugins.h"

namespace nilab::host::sweep {
namespace {

using testing::ErrorOf;
using testing::Lines;
using testing::Load;

const char* kGrid = R"(
name = "p"
[task]
name = "fuzzy_boolean"
grid = { n_vars = [3, 4] }
[protocol]
tune = { method = "grid", seeds = [0, 1], metric = "val/acc" }
confirm = { seeds = [100, 101, 102], margin = 0.02 }
[[models]]
name = "ni"
grid = { tau = [0.5, 1.0], "train.lr" = [1e-3, 3e-3] }
[[models]]
name = "vit"
grid = { depth = [2, 4], "train.lr" = [1e-3, 3e-3] }
)";

TEST(SweepProtocol, StudiesAreEntriesAtTaskGridPoints) {
  const SweepSpec sweep = Load(kGrid);
  ASSERT_TRUE(sweep.protocol.enabled());
  EXPECT_EQ(sweep.protocol.configs, 4);  // the grid's size
  ASSERT_EQ(sweep.studies.size(), 4u);
  EXPECT_EQ(sweep.studies[0].label, "ni (task.n_vars=3)");
  EXPECT_EQ(sweep.studies[1].label, "ni (task.n_vars=4)");
  EXPECT_EQ(sweep.studies[3].label, "vit (task.n_vars=4)");
  EXPECT_EQ(sweep.studies[2].entry, 1);
}

TEST(SweepProtocol, TuneStageHasEqualBudgetsAndFixedIndexes) {
  const SweepSpec sweep = Load(kGrid);
  // 4 studies x 4 configurations x 2 tune seeds.
  ASSERT_EQ(sweep.trials.size(), 32u);
  EXPECT_EQ(TuneTrialsPerStudy(sweep), 8);
  std::map<int64_t, std::set<std::string>> configs_of;
  for (size_t i = 0; i < sweep.trials.size(); ++i) {
    const TrialSpec& t = sweep.trials[i];
    EXPECT_EQ(t.index, static_cast<int64_t>(i));
    EXPECT_EQ(t.stage, "tune");
    EXPECT_EQ(t.study, t.index / 8);
    EXPECT_EQ(StudyOfTuneIndex(sweep, t.index), t.study);
    EXPECT_TRUE(t.seed == 0 || t.seed == 1);
    // A study's trials all hold its [task] grid point.
    EXPECT_EQ(t.task_params.Int("n_vars"), t.study % 2 == 0 ? 3 : 4);
    configs_of[t.study].insert(t.group_hash);
  }
  for (const auto& [study, configs] : configs_of) EXPECT_EQ(configs.size(), 4u) << study;
  EXPECT_EQ(StudyOfTuneIndex(sweep, 32), -1);
  // The stage is not part of the config: the same values give the same hash as a plain sweep.
  EXPECT_EQ(sweep.trials[0].config.count("stage"), 0u);
}

TEST(SweepProtocol, ConfirmTrialsRunTheChoiceOnTheConfirmSeeds) {
  const SweepSpec sweep = Load(kGrid);
  const TrialSpec& chosen = sweep.trials[8 + 2];  // study 1, configuration 1, seed 0
  const std::vector<TrialSpec> confirm = ConfirmTrials(sweep, sweep.studies[1], chosen);
  ASSERT_EQ(confirm.size(), 3u);
  for (size_t k = 0; k < confirm.size(); ++k) {
    EXPECT_EQ(confirm[k].seed, 100 + static_cast<int64_t>(k));
    EXPECT_EQ(confirm[k].stage, "confirm");
    EXPECT_EQ(confirm[k].study, 1);
    // After every tune trial: 32 + study 1 x 3 confirm seeds + k.
    EXPECT_EQ(confirm[k].index, 32 + 3 + static_cast<int64_t>(k));
    EXPECT_EQ(confirm[k].group_hash, chosen.group_hash);  // the same configuration
    EXPECT_NE(confirm[k].config_hash, chosen.config_hash);
    EXPECT_EQ(confirm[k].train.lr, chosen.train.lr);
    EXPECT_EQ(confirm[k].model_params.Float("tau"), chosen.model_params.Float("tau"));
  }
}

TEST(SweepProtocol, RandomDrawsConfigsPerStudy) {
  const SweepSpec sweep = Load(R"(
name = "p"
[task]
name = "fuzzy_boolean"
[protocol]
tune = { method = "random", configs = 5, seeds = [7], metric = "val/acc", seed = 7 }
confirm = { seeds = 2, margin = 0.0 }
[[models]]
name = "ni"
random = { "train.lr" = { loguniform = [1e-4, 1e-2] } }
[[models]]
name = "vit"
random = { "train.lr" = { loguniform = [1e-4, 1e-2] } }
)");
  EXPECT_EQ(sweep.trials.size(), 10u);
  EXPECT_EQ(sweep.protocol.confirm_seeds, (std::vector<int64_t>{0, 1}));
  EXPECT_EQ(sweep.protocol.tune_seeds, (std::vector<int64_t>{7}));
  // Each study draws from a stream of its own: NI's and ViT's learning rates differ.
  EXPECT_NE(sweep.trials[0].train.lr, sweep.trials[5].train.lr);
}

TEST(SweepProtocol, TpeHasOneSearchPerStudyAndNoFixedTrials) {
  const SweepSpec sweep = Load(R"(
name = "p"
[task]
name = "fuzzy_boolean"
[protocol]
tune = { method = "tpe", configs = 6, metric = "val/acc", startup = 3 }
confirm = { seeds = [10, 11], margin = 0.01 }
[[models]]
name = "ni"
random = { tau = { uniform = [0.5, 2.0] } }
[[models]]
name = "vit"
random = { depth = { int_uniform = [1, 6] } }
)");
  EXPECT_TRUE(sweep.trials.empty());
  ASSERT_EQ(sweep.study_searches.size(), 2u);
  EXPECT_EQ(sweep.study_searches[1]->first_index(), 6);
  EXPECT_EQ(sweep.study_searches[1]->budget(), 6);
  EXPECT_EQ(sweep.study_searches[1]->startup(), 3);
}

TEST(SweepProtocol, MistakesAreOneLine) {
  const std::string models = R"(
[[models]]
name = "ni"
grid = { tau = [0.5, 1.0] }
[[models]]
name = "vit"
grid = { depth = [2, 4] }
)";
  const auto sweep = [&](const std::string& protocol, const std::string& extra = "") {
    return "name = \"p\"\n" + extra + "[task]\nname = \"fuzzy_boolean\"\n[protocol]\n" + protocol +
           models;
  };
  const std::string confirm = "confirm = { seeds = [9], margin = 0.02 }\n";
  EXPECT_EQ(ErrorOf(sweep("tune = { method = \"grid\", metric = \"test/acc\" }\n" + confirm)),
            "t.toml:5:36: [protocol] tune.metric: 'test/acc' is a test metric, and a choice never "
            "reads test (choices read val, claims read test): use \"val/acc\"");
  EXPECT_EQ(ErrorOf(sweep("tune = { method = \"grid\", metric = \"val/acc\" }\n" + confirm,
                          "seeds = 3\n")),
            "t.toml:2:9: 'seeds' does not go with [protocol]: its tune.seeds and confirm.seeds "
            "are the seeds of each stage");
  EXPECT_EQ(ErrorOf(sweep("tune = { method = \"grid\", metric = \"val/acc\", seeds = [0, 9] }\n" +
                          confirm)),
            "t.toml:6:22: [protocol] confirm.seeds: seed 9 is also a tune seed (confirm seeds are "
            "fresh: the choice is confirmed on seeds it never saw)");
  EXPECT_NE(ErrorOf(sweep("tune = { method = \"grid\", metric = \"val/acc\" }\n"
                          "confirm = { seeds = [9] }\n"))
                .find("[protocol] confirm: missing required key 'margin'"),
            std::string::npos);
  EXPECT_NE(ErrorOf(sweep("tune = { method = \"random\", metric = \"val/acc\" }\n" + confirm))
                .find("needs 'configs'"),
            std::string::npos);
  EXPECT_NE(
      ErrorOf(sweep("tune = { method = \"grid\", configs = 3, metric = \"val/acc\" }\n" + confirm))
          .find("model 'ni': its grid has 2 configuration(s), and [protocol] tunes every "
                "model with the same budget: 3 (tune.configs)"),
      std::string::npos);
  EXPECT_NE(ErrorOf(sweep("tune = { method = \"grid\", metric = \"val/acc\" }\n" + confirm,
                          "[search]\nmode = \"random\"\nsamples = 2\n"))
                .find("[search] does not go with [protocol]"),
            std::string::npos);
}

TEST(SweepProtocol, UnequalGridsAndUntunedModelsAreRefused) {
  EXPECT_NE(ErrorOf(R"(
name = "p"
[task]
name = "fuzzy_boolean"
[protocol]
tune = { method = "grid", metric = "val/acc" }
confirm = { seeds = [9], margin = 0.02 }
[[models]]
name = "ni"
grid = { tau = [0.5, 1.0, 1.5] }
[[models]]
name = "vit"
)")
                .find("model 'vit': its grid has 1 configuration(s)"),
            std::string::npos);
  EXPECT_NE(ErrorOf(R"(
name = "p"
[task]
name = "fuzzy_boolean"
[protocol]
tune = { method = "random", configs = 3, metric = "val/acc" }
confirm = { seeds = [9], margin = 0.02 }
[[models]]
name = "ni"
random = { tau = { uniform = [0.5, 2.0] } }
[[models]]
name = "vit"
)")
                .find("model 'vit': [protocol] tune.method = \"random\" draws 3 configurations per "
                      "model from its 'grid' and 'random' tables, and it has neither"),
            std::string::npos);
}

TEST(SweepProtocol, TestMetricsAreRefusedWhereverTheyWouldChoose) {
  // [prune] judges rungs on per-epoch metrics: never on test.
  EXPECT_NE(
      ErrorOf(Lines({"name = \"p\"", "[task]", "name = \"fuzzy_boolean\"", "[prune]",
                     "method = \"asha\"", "metric = \"test/acc\"", "[[models]]", "name = \"ni\""}))
          .find("[prune]: metric 'test/acc' must be a per-epoch"),
      std::string::npos);
  // select reads val.
  EXPECT_NE(ErrorOf(Lines({"name = \"p\"", "[task]", "name = \"fuzzy_boolean\"", "[[models]]",
                           "name = \"ni\"", "[[phases]]", "name = \"a\"", "keep_epochs = true",
                           "[[phases]]", "name = \"b\"", "select = { best = \"test/acc\" }"}))
                .find("phase 'b': select.best: 'test/acc' is a test metric"),
            std::string::npos);
}

TEST(SweepProtocol, SelectNeedsASourceAndMatchedNeedsAnotherSweep) {
  EXPECT_NE(ErrorOf(Lines({"name = \"p\"", "[task]", "name = \"fuzzy_boolean\"", "[[models]]",
                           "name = \"ni\"", "[[phases]]", "name = \"a\"",
                           "select = { best = \"val/acc\" }"}))
                .find("phase 'a': 'select' picks the epoch a phase starts from, and this phase "
                      "starts from no checkpoint"),
            std::string::npos);
  EXPECT_NE(ErrorOf(Lines({"name = \"p\"", "[task]", "name = \"fuzzy_boolean\"", "[[models]]",
                           "name = \"ni\"", "[[phases]]", "name = \"a\"", "[[phases]]",
                           "name = \"b\"", "select = { matched = \"val/acc\" }"}))
                .find("select.matched compares the pretrained checkpoints of every [[models]] "
                      "entry, which come from another sweep"),
            std::string::npos);
  const SweepSpec ok =
      Load(Lines({"name = \"p\"", "[task]", "name = \"fuzzy_boolean\"", "[[models]]",
                  "name = \"ni\"", "[[models]]", "name = \"vit\"", "[[phases]]", "name = \"a\"",
                  "init = { sweep = \"pre\", match = [\"model\", \"seed\"] }",
                  "select = { matched = \"val/acc\" }"}));
  EXPECT_EQ(ok.trials[0].phases[0].select.rule, "matched");
  EXPECT_EQ(ok.trials[0].phases[0].select.metric, "val/acc");
  EXPECT_EQ(ok.entry_models, (std::vector<std::string>{"ni", "vit"}));
}

TEST(SweepProtocol, OnlyTheLastPhaseEvaluatesTestByDefault) {
  const SweepSpec sweep =
      Load(Lines({"name = \"p\"", "[task]", "name = \"fuzzy_boolean\"", "[[models]]",
                  "name = \"ni\"", "[[phases]]", "name = \"a\"", "[[phases]]", "name = \"b\"",
                  "[[phases]]", "name = \"c\"", "from = \"a\"", "test = true"}));
  const auto& phases = sweep.trials[0].phases;
  EXPECT_FALSE(phases[0].test);
  EXPECT_FALSE(phases[1].test);
  EXPECT_TRUE(phases[2].test);
  const SweepSpec plain = Load(
      Lines({"name = \"p\"", "[task]", "name = \"fuzzy_boolean\"", "[[models]]", "name = \"ni\""}));
  EXPECT_TRUE(plain.trials[0].phases[0].test);
  // The default leaves the config (and its hash) as before; asking for it changes both.
  EXPECT_EQ(plain.trials[0].config["phases"][0].count("test"), 0u);
  const SweepSpec asked = Load(
      Lines({"name = \"p\"", "[task]", "name = \"fuzzy_boolean\"", "[[models]]", "name = \"ni\"",
             "[[phases]]", "name = \"a\"", "test = true", "[[phases]]", "name = \"b\""}));
  EXPECT_EQ(asked.trials[0].config["phases"][0]["test"], true);
}

}  // namespace
}  // namespace nilab::host::sweep
