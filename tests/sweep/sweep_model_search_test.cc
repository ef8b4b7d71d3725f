// [search] mode = "tpe" on the sweep side (issue 24): what it needs, the search space in the
// sampler's terms, and the trials of a chosen configuration read back from their params.
#include <gtest/gtest.h>

#include "host/sweep/model_search.h"
#include "tests/sweep/fake_plugins.h"

namespace nilab::host::sweep {
namespace {

using testing::ErrorOf;
using testing::Lines;
using testing::Load;

std::string Tpe(const std::vector<std::string>& search, const std::vector<std::string>& model) {
  std::vector<std::string> lines = {"name = \"t\"", "seeds = 2", "[task]",
                                    "name = \"fuzzy_boolean\"", "[search]"};
  lines.insert(lines.end(), search.begin(), search.end());
  lines.insert(lines.end(), {"[[models]]", "name = \"ni\""});
  lines.insert(lines.end(), model.begin(), model.end());
  return Lines(lines);
}

const std::string kRandom =
    "random = { tau = { uniform = [0.5, 2.0] }, n_f = { int_uniform = [2, 8] }, \"train.lr\" = "
    "{ loguniform = [1e-4, 1e-2] }, kernel = { choice = [\"gauss\", \"exp\"] } }";

TEST(SweepModelSearch, SpaceAndTrialsOfAChosenConfiguration) {
  const SweepSpec sweep = Load(Tpe({"mode = \"tpe\"", "samples = 5", "seed = 3"}, {kRandom}));
  EXPECT_TRUE(sweep.trials.empty());
  ASSERT_TRUE(sweep.model_search);
  const ModelSearch& search = *sweep.model_search;
  EXPECT_EQ(search.budget(), 5);
  EXPECT_EQ(search.seed(), 3u);
  EXPECT_EQ(search.seeds_per_config(), 2);
  EXPECT_EQ(search.startup(), 10);  // optuna's default
  EXPECT_EQ(Load(Tpe({"mode = \"tpe\"", "samples = 5", "startup = 4"}, {kRandom}))
                .model_search->startup(),
            4);
  EXPECT_EQ(search.space().dump(),
            R"({"kernel":{"n":2,"type":"choice"},"n_f":{"high":8,"low":2,"type":"int"},)"
            R"("tau":{"high":2.0,"log":false,"low":0.5,"type":"float"},)"
            R"("train.lr":{"high":0.01,"log":true,"low":0.0001,"type":"float"}})");
  const nlohmann::json params = {
      {"kernel", 1}, {"n_f", 3}, {"tau", 1.23456789}, {"train.lr", 0.00123456789}};
  const std::vector<TrialSpec> trials = search.Trials(params, 10);
  ASSERT_EQ(trials.size(), 2u);
  EXPECT_EQ(trials[0].index, 10);
  EXPECT_EQ(trials[1].index, 11);
  EXPECT_EQ(trials[1].seed, 1);
  EXPECT_EQ(trials[0].group_hash, trials[1].group_hash);
  EXPECT_EQ(trials[0].model_params.String("kernel"), "exp");
  EXPECT_EQ(trials[0].model_params.Float("tau"), 1.23457);  // 6 digits
  EXPECT_EQ(trials[0].train.lr, 0.00123457);
  // Read back from the flat params the database holds: the rounded values, which make the same
  // trials again.
  const auto back = search.SampledParams(trials[0].FlatParams());
  ASSERT_TRUE(back);
  EXPECT_EQ(back->dump(), R"({"kernel":1,"n_f":3,"tau":1.23457,"train.lr":0.00123457})");
  EXPECT_EQ(search.Trials(*back, 10)[1].config_hash, trials[1].config_hash);
  // Values outside the space are refused.
  EXPECT_THROW(search.Trials({{"kernel", 2}, {"n_f", 3}, {"tau", 1.0}, {"train.lr", 1e-3}}, 0),
               SweepError);
  EXPECT_THROW(search.Trials({{"kernel", 0}, {"n_f", 3}, {"tau", 3.0}, {"train.lr", 1e-3}}, 0),
               SweepError);
  EXPECT_THROW(search.Trials({{"kernel", 0}, {"tau", 1.0}, {"train.lr", 1e-3}}, 0), SweepError);
}

TEST(SweepModelSearch, WhatTpeNeeds) {
  EXPECT_EQ(ErrorOf(Tpe({"mode = \"tpe\""}, {kRandom})),
            "t.toml:5:1: [search]: mode = \"tpe\" needs 'samples' (the trial budget: "
            "configurations in all, each run with every seed)");
  EXPECT_EQ(ErrorOf(Tpe({"mode = \"tpe\"", "samples = 2"}, {"grid = { tau = [0.5, 1.0] }"})),
            "t.toml:10:8: model 'ni': a grid does not go with [search] mode = \"tpe\"; give the "
            "key a random distribution (choice = [...] for a list of values)");
  EXPECT_EQ(ErrorOf(Tpe({"mode = \"tpe\"", "samples = 2"}, {})),
            "t.toml:8:1: model 'ni': [search] mode = \"tpe\" needs a 'random' table (the search "
            "space)");
  EXPECT_EQ(ErrorOf(Tpe({"mode = \"tpe\"", "samples = 2"},
                        {kRandom, "[[models]]", "name = \"ni\"", kRandom})),
            "t.toml:8:1: [search] mode = \"tpe\" searches one [[models]] entry, this sweep has 2 "
            "(give each model a sweep of its own)");
  EXPECT_EQ(ErrorOf(Tpe({"mode = \"random\"", "samples = 2", "startup = 3"}, {kRandom})),
            "t.toml:5:1: [search]: 'startup' (random draws before TPE models the results) is for "
            "mode = \"tpe\"");
  EXPECT_EQ(ErrorOf(Tpe({"mode = \"tpe\"", "samples = 2", "startup = 0"}, {kRandom})).substr(0, 31),
            "t.toml:8:11: [search]: setting ");
  EXPECT_EQ(ErrorOf(Tpe({"mode = \"bayes\"", "samples = 2"}, {kRandom})).substr(0, 30),
            "t.toml:6:8: [search]: setting ");
}

}  // namespace
}  // namespace nilab::host::sweep
