// `nilab compare`: grouping, mean ± std over seeds, best marking, directions, the paired
// comparison on matched configs, and its errors.
#include <gtest/gtest.h>
#include <cmath>
#include <cstdint>

#include <nlohmann/json.hpp>

#include "host/analysis/compare.h"
#include "host/analysis/table.h"
#include "tests/store/compare_util.h"

namespace nilab::host::analysis {
namespace {

using test::NiVersusVit;
using test::Result;

TEST(CompareGroups, ByModelGivesMeanStdNAndMarksTheBest) {
  const CompareResult r = Compare(NiVersusVit(), {});
  EXPECT_EQ(r.sweep, "demo");
  EXPECT_EQ(r.phase, "train");
  EXPECT_EQ(r.done, 6);
  // val/ metrics come before train/ ones.
  ASSERT_EQ(r.metrics.size(), 2u);
  EXPECT_EQ(r.metrics[0].name, "val/mean_r2");
  EXPECT_TRUE(r.metrics[0].higher_is_better);
  EXPECT_EQ(r.metrics[1].name, "train/loss");
  EXPECT_FALSE(r.metrics[1].higher_is_better);
  ASSERT_EQ(r.groups.size(), 2u);
  EXPECT_EQ(r.groups[0].key, std::vector<std::string>{"ni"});
  EXPECT_EQ(r.groups[1].key, std::vector<std::string>{"vit"});
  EXPECT_EQ(r.groups[0].trials, 3);
  const Summary& ni_r2 = r.groups[0].cells[0].summary;
  EXPECT_EQ(ni_r2.n, 3);
  EXPECT_NEAR(ni_r2.mean, 0.91, 1e-12);
  EXPECT_NEAR(ni_r2.std, 0.01, 1e-12);
  EXPECT_NEAR(r.groups[1].cells[0].summary.mean, (0.80 + 0.85 + 0.83) / 3, 1e-12);
  // Higher r2 and lower loss are better: NI on both.
  EXPECT_TRUE(r.groups[0].cells[0].best);
  EXPECT_FALSE(r.groups[1].cells[0].best);
  EXPECT_TRUE(r.groups[0].cells[1].best);
  EXPECT_FALSE(r.groups[1].cells[1].best);
  ASSERT_FALSE(r.notes.empty());
  EXPECT_EQ(r.notes[0], "not included: 1 running");
}

TEST(CompareGroups, ATrialRepeatedInAPooledSweepCountsOnce) {
  // A second sweep ran the ViT's seed-0 config again (the same config hash) and one new seed.
  auto trials = NiVersusVit();
  auto repeat = test::Result(8, "vit", 0, std::nan(""), {{"val/mean_r2", 0.80}});
  repeat.sweep = "again";
  repeat.config_hash = trials[3].config_hash;
  auto fresh = test::Result(9, "vit", 4, std::nan(""), {{"val/mean_r2", 0.86}});
  fresh.sweep = "again";
  trials.push_back(repeat);
  trials.push_back(fresh);
  const CompareResult r = Compare(trials, {});
  EXPECT_EQ(r.sweep, "again, demo");
  EXPECT_EQ(r.done, 7);
  ASSERT_EQ(r.groups.size(), 2u);
  const Summary& vit = r.groups[1].cells[0].summary;
  EXPECT_EQ(vit.n, 4);
  EXPECT_NEAR(vit.mean, (0.80 + 0.85 + 0.83 + 0.86) / 4, 1e-12);
  ASSERT_EQ(r.notes.size(), 2u);
  EXPECT_EQ(r.notes[1],
            "1 trial repeats the config and seed (the config hash) of a trial of a sweep named "
            "before, and counts once");
  // The same phase only: a trial's final metrics of two phases (--pair phase=A,B) both count.
  auto other_phase = trials[3];
  other_phase.phase = "finetune";
  trials.push_back(other_phase);
  EXPECT_EQ(Compare(trials, {}).groups[1].cells[0].summary.n, 5);
}

TEST(CompareGroups, PairsTwoModelsOnMatchedConfigs) {
  const CompareResult r = Compare(NiVersusVit(), {});
  ASSERT_EQ(r.paired.size(), 1u);
  EXPECT_EQ(r.paired[0].a, "ni");
  EXPECT_EQ(r.paired[0].b, "vit");
  EXPECT_EQ(r.paired[0].configs, 3);
  EXPECT_EQ(r.paired[0].matched_on, (std::vector<std::string>{"task", "task.n_vars", "seed"}));
  ASSERT_EQ(r.paired[0].rows.size(), 2u);
  // r2 differences per seed: 0.10, 0.07, 0.08.
  EXPECT_EQ(r.paired[0].rows[0].result.n, 3);
  EXPECT_NEAR(r.paired[0].rows[0].result.mean_diff, (0.10 + 0.07 + 0.08) / 3, 1e-12);
  // Explicit order flips the sign.
  CompareOptions options;
  options.pair = {"vit", "ni"};
  const CompareResult flipped = Compare(NiVersusVit(), options);
  EXPECT_NEAR(flipped.paired[0].rows[0].result.mean_diff, -(0.10 + 0.07 + 0.08) / 3, 1e-12);
}

TEST(CompareGroups, SeveralKeysSortNumbersByValue) {
  std::vector<store::TrialResult> trials;
  int64_t id = 0;
  for (double tau : {10.0, 2.0, 0.5}) {
    for (int64_t seed : {0, 1}) {
      trials.push_back(Result(++id, "ni", seed, tau, {{"val/acc", tau / 10 + 0.01 * seed}}));
    }
  }
  CompareOptions options;
  options.by = {"model", "tau"};
  const CompareResult r = Compare(trials, options);
  ASSERT_EQ(r.groups.size(), 3u);
  EXPECT_EQ(r.groups[0].key, (std::vector<std::string>{"ni", "0.5"}));
  EXPECT_EQ(r.groups[1].key, (std::vector<std::string>{"ni", "2.0"}));
  EXPECT_EQ(r.groups[2].key, (std::vector<std::string>{"ni", "10.0"}));
  EXPECT_TRUE(r.groups[2].cells[0].best);
  EXPECT_TRUE(r.paired.empty());
  EXPECT_TRUE(r.notes.empty());
  // Grouping by model alone mixes the taus: said in a note; one group: nothing marked best.
  const CompareResult mixed = Compare(trials, {});
  ASSERT_EQ(mixed.notes.size(), 1u);
  EXPECT_EQ(mixed.notes[0],
            "groups mix several values of tau (add them to --by to split, or filter with --where)");
  EXPECT_FALSE(mixed.groups[0].cells[0].best);
}

TEST(CompareGroups, VaryingKeysAreTheParamsAModelsTrialsDiffer) {
  std::vector<store::TrialResult> trials;
  int64_t id = 0;
  for (double tau : {1.42, 2.0}) {
    for (int64_t seed : {0, 1}) trials.push_back(Result(++id, "ni", seed, tau, {{"val/acc", tau}}));
  }
  // ViT has no tau and one n_vars; NI's n_vars is the same in every trial: only tau varies.
  for (int64_t seed : {0, 1}) trials.push_back(Result(++id, "vit", seed, std::nan(""), {}));
  EXPECT_EQ(VaryingKeys(trials), (std::vector<std::string>{"tau"}));
  // A value that differs only between models does not split a model's rows.
  trials.back().params.emplace_back("depth", int64_t{4});
  trials.front().params.emplace_back("depth", int64_t{2});
  trials[1].params.emplace_back("depth", int64_t{2});
  trials[2].params.emplace_back("depth", int64_t{2});
  trials[3].params.emplace_back("depth", int64_t{2});
  EXPECT_EQ(VaryingKeys(trials), (std::vector<std::string>{"tau"}));
  trials[3].params.back().second = int64_t{3};
  EXPECT_EQ(VaryingKeys(trials), (std::vector<std::string>{"depth", "tau"}));
  // Seeds never count.
  EXPECT_TRUE(VaryingKeys({trials[0], trials[1]}).empty());
}

TEST(CompareGroups, DirectionsHeadlineAndMetricLimit) {
  EXPECT_TRUE(HigherIsBetter("val/mean_r2", {}));
  EXPECT_FALSE(HigherIsBetter("val/loss", {}));
  EXPECT_FALSE(HigherIsBetter("test/mse", {}));
  EXPECT_FALSE(HigherIsBetter("val/error_rate", {}));
  EXPECT_FALSE(HigherIsBetter("train/epoch_time", {}));
  EXPECT_FALSE(HigherIsBetter("val/acc", {{"acc", false}}));      // declared, bare name
  EXPECT_TRUE(HigherIsBetter("val/loss", {{"val/loss", true}}));  // declared, full name
  // Anytime (@it=) and dropped-function (@drop=) variants follow their metric's declaration.
  EXPECT_FALSE(HigherIsBetter("test/ce@it=2", {{"ce", false}}));
  EXPECT_FALSE(HigherIsBetter("val/meta_bce@drop=1", {{"meta_bce", false}}));
  EXPECT_TRUE(HigherIsBetter("val/acc@it=1", {{"acc", true}}));
  EXPECT_FALSE(HigherIsBetter("val/loss@it=3", {}));
  // The NI's share of tokens no function took (tau too small): fewer is better.
  EXPECT_FALSE(HigherIsBetter("val/routing/unrouted", {}));
  // ACT's compute stats: fewer iterations (and less ponder cost) are better.
  EXPECT_FALSE(HigherIsBetter("val/iterations", {}));
  EXPECT_FALSE(HigherIsBetter("test/ponder", {}));
  // ... and the share of samples that used k iterations has no direction.
  EXPECT_FALSE(IsRanked("val/iter_frac@3"));
  EXPECT_FALSE(IsRanked("val/iter_frac@3@it=4"));
  EXPECT_TRUE(IsRanked("val/iterations"));
  EXPECT_TRUE(IsRanked("val/mean_r2"));

  const std::map<std::string, double> four = {
      {"train/loss", 0.1}, {"val/acc", 0.5}, {"val/mean_r2", 0.5}, {"test/acc", 0.4}};
  std::vector<store::TrialResult> trials = {Result(1, "ni", 0, 0.5, four),
                                            Result(2, "vit", 0, std::nan(""), four)};
  trials[1].metrics["val/acc"] = 0.4;
  CompareOptions options;
  options.headline = "val/mean_r2";
  options.max_default_metrics = 2;
  options.higher_is_better = {{"acc", false}};
  const CompareResult r = Compare(trials, options);
  ASSERT_EQ(r.metrics.size(), 2u);
  EXPECT_EQ(r.metrics[0].name, "val/mean_r2");  // the headline first
  EXPECT_EQ(r.metrics[1].name, "test/acc");     // then test/, val/, train/
  EXPECT_EQ(r.notes[0],
            "2 more metrics not shown (choose with --metric, or --all-metrics): val/acc, "
            "train/loss");

  // Per-item metrics and curve points come after every aggregate; test/<headline> right after
  // the headline.
  const std::map<std::string, double> detailed = {{"val/r2/f00", 0.1},   {"val/acc@it=2", 0.2},
                                                  {"train/loss", 0.3},   {"val/mean_r2", 0.4},
                                                  {"test/mean_r2", 0.5}, {"test/acc", 0.6}};
  // The default view leaves them out (listed in the note); --all-metrics shows them, in order.
  CompareOptions defaults;
  defaults.headline = "val/mean_r2";
  const CompareResult aggregates = Compare({Result(3, "ni", 0, 0.5, detailed)}, defaults);
  ASSERT_EQ(aggregates.metrics.size(), 4u);
  EXPECT_EQ(aggregates.metrics.back().name, "train/loss");
  EXPECT_EQ(aggregates.notes.back(),
            "2 more metrics not shown (choose with --metric, or --all-metrics): val/acc@it=2, "
            "val/r2/f00");
  // With nothing but details, those are shown.
  const CompareResult only_details =
      Compare({Result(4, "ni", 0, 0.5, {{"val/r2/f00", 0.1}, {"val/r2/f01", 0.2}})}, defaults);
  EXPECT_EQ(only_details.metrics.size(), 2u);
  CompareOptions order;
  order.headline = "val/mean_r2";
  order.max_default_metrics = 0;
  const CompareResult ordered = Compare({Result(3, "ni", 0, 0.5, detailed)}, order);
  std::vector<std::string> names;
  for (const auto& m : ordered.metrics) names.push_back(m.name);
  EXPECT_EQ(names, (std::vector<std::string>{"val/mean_r2", "test/mean_r2", "test/acc",
                                             "train/loss", "val/acc@it=2", "val/r2/f00"}));
  options.metrics = {"val/acc"};
  const CompareResult acc = Compare(trials, options);
  ASSERT_EQ(acc.metrics.size(), 1u);
  EXPECT_FALSE(acc.metrics[0].higher_is_better);
  EXPECT_FALSE(acc.groups[0].cells[0].best);  // ni 0.5 vs vit 0.4: lower is better
  EXPECT_TRUE(acc.groups[1].cells[0].best);
}

TEST(CompareGroups, AMetricWithoutDirectionIsNeverBestNorBetter) {
  auto trials = NiVersusVit();
  for (auto& t : trials) t.metrics["val/iter_frac@3"] = t.model == "ni" ? 0.6 : 0.2;
  CompareOptions options;
  options.metrics = {"val/mean_r2", "val/iter_frac@3"};
  const CompareResult r = Compare(trials, options);
  ASSERT_EQ(r.metrics.size(), 2u);
  EXPECT_FALSE(r.metrics[1].ranked);
  ASSERT_EQ(r.groups.size(), 2u);
  EXPECT_TRUE(r.groups[0].cells[0].best);  // val/mean_r2 still marks NI
  EXPECT_FALSE(r.groups[0].cells[1].best);
  EXPECT_FALSE(r.groups[1].cells[1].best);
  const std::string table = FormatCompare(r, "table");
  EXPECT_NE(table.find("(higher is better: val/mean_r2)"), std::string::npos) << table;
  const auto json = nlohmann::json::parse(FormatCompare(r, "json"));
  EXPECT_EQ(json["metrics"][0]["higher_is_better"], true);
  EXPECT_TRUE(json["metrics"][1]["higher_is_better"].is_null());
  // The paired rows: NI's share is 0.4 larger in every pair, but neither side is better.
  ASSERT_EQ(json["paired"].size(), 1u);
  const auto& rows = json["paired"][0]["rows"];
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0]["better"], "ni");
  EXPECT_EQ(rows[1]["metric"], "val/iter_frac@3");
  EXPECT_NEAR(rows[1]["mean_diff"].get<double>(), 0.4, 1e-12);
  EXPECT_TRUE(rows[1]["better"].is_null());
  EXPECT_TRUE(rows[1]["higher_is_better"].is_null());
}

TEST(CompareGroups, ErrorsNameWhatIsMissing) {
  const auto trials = NiVersusVit();
  auto message = [&](const CompareOptions& options) -> std::string {
    try {
      Compare(trials, options);
    } catch (const AnalysisError& e) {
      return e.what();
    }
    return "no error";
  };
  CompareOptions options;
  options.by = {"tua"};
  EXPECT_EQ(message(options),
            "--by tua: no done trial has a param 'tua' (params: model, seed, task, task.n_vars, "
            "tau)");
  options = {};
  options.metrics = {"val/nope"};
  EXPECT_EQ(message(options),
            "--metric val/nope: no done trial has a final metric 'val/nope' in phase train "
            "(metrics: train/loss, val/mean_r2)");
  options = {};
  options.pair = {"ni"};
  EXPECT_EQ(message(options), "--pair takes two values of model, e.g. --pair ni,vit");
  options.pair = {"ni", "transformer"};
  EXPECT_EQ(message(options), "--pair: no done trial has model=transformer (model: ni, vit)");
  EXPECT_THROW(Compare({Result(1, "ni", 0, 0.5, {}, store::TrialStatus::kQueued)}, {}),
               AnalysisError);
}

TEST(CompareGroups, AMetricPatternPicksEveryMatchInNameOrder) {
  const std::map<std::string, double> metrics = {
      {"val/r2/f01", 0.8}, {"val/r2/f00", 0.9}, {"val/mean_r2", 0.85}, {"train/r2/f00", 0.95}};
  CompareOptions options;
  options.metrics = {"val/mean_r2", "val/r2/*", "val/r2/f00"};  // f00 again: shown once
  const CompareResult r = Compare({Result(1, "ni", 0, 0.5, metrics)}, options);
  std::vector<std::string> names;
  for (const auto& m : r.metrics) names.push_back(m.name);
  EXPECT_EQ(names, (std::vector<std::string>{"val/mean_r2", "val/r2/f00", "val/r2/f01"}));
  options.metrics = {"*/r2/f0[0]"};
  names.clear();
  for (const auto& m : Compare({Result(1, "ni", 0, 0.5, metrics)}, options).metrics) {
    names.push_back(m.name);
  }
  EXPECT_EQ(names, (std::vector<std::string>{"train/r2/f00", "val/r2/f00"}));
  options.metrics = {"test/*"};
  try {
    Compare({Result(1, "ni", 0, 0.5, metrics)}, options);
    FAIL() << "a pattern that matches nothing must be an error";
  } catch (const AnalysisError& e) {
    EXPECT_EQ(std::string(e.what()).rfind("--metric test/*: no done trial has a final metric", 0),
              0u)
        << e.what();
  }
}

TEST(ComparePaired, AModelGridGivesOnePairedSectionPerConfig) {
  std::vector<store::TrialResult> trials;
  int64_t id = 0;
  for (int64_t seed : {0, 1}) {
    for (double tau : {0.5, 1.0}) {
      trials.push_back(Result(++id, "ni", seed, tau, {{"val/acc", 0.9 + 0.01 * tau}}));
    }
    trials.push_back(Result(++id, "vit", seed, std::nan(""), {{"val/acc", 0.8}}));
  }
  trials.push_back(Result(++id, "vit", 2, std::nan(""), {{"val/acc", 0.8}}));  // no NI twin
  CompareOptions options;
  options.by = {"model", "tau"};  // what `nilab run` closes with: paired all the same
  const CompareResult r = Compare(trials, options);
  ASSERT_EQ(r.paired.size(), 2u);
  EXPECT_EQ(r.paired[0].a, "ni (tau=0.5)");
  EXPECT_EQ(r.paired[1].a, "ni (tau=1.0)");
  for (const auto& p : r.paired) {
    EXPECT_EQ(p.b, "vit");
    EXPECT_EQ(p.configs, 2);
    EXPECT_EQ(p.ambiguous, 0);
    EXPECT_EQ(p.unmatched, 1);
  }
  EXPECT_NEAR(r.paired[0].rows[0].result.mean_diff, 0.905 - 0.8, 1e-12);
  EXPECT_NEAR(r.paired[1].rows[0].result.mean_diff, 0.91 - 0.8, 1e-12);
  const std::string text = FormatCompare(r, "table");
  EXPECT_NE(text.find("paired: ni (tau=0.5) - vit on 2 matched configs"), std::string::npos)
      << text;
  EXPECT_NE(text.find("paired: ni (tau=1.0) - vit on 2 matched configs"), std::string::npos);

  // --where tau=0.5 keeps one NI config and every ViT trial (ViT has no tau): one section.
  const auto kept = FilterTrials(trials, {"tau=0.50"});
  EXPECT_EQ(kept.size(), 5u);
  const CompareResult filtered = Compare(kept, {});
  ASSERT_EQ(filtered.paired.size(), 1u);
  EXPECT_EQ(filtered.paired[0].a, "ni");
  EXPECT_EQ(filtered.paired[0].configs, 2);
  EXPECT_NEAR(filtered.paired[0].rows[0].result.mean_diff, 0.905 - 0.8, 1e-12);
  EXPECT_THROW(FilterTrials(trials, {"tua=1"}), AnalysisError);
  EXPECT_THROW(FilterTrials(trials, {"tau"}), AnalysisError);
  EXPECT_EQ(FilterTrials(trials, {"model=vit"}).size(), 3u);
}

TEST(ComparePaired, TheTitleNamesTheTaskParamsThePairsDifferIn) {
  // Two regimes (task.n_vars 3 and 5), one seed each: two pairs matched on their own regime.
  std::vector<store::TrialResult> trials;
  int64_t id = 0;
  for (int64_t n_vars : {3, 5}) {
    for (const char* model : {"ni", "vit"}) {
      trials.push_back(Result(++id, model, 0, std::nan(""), {{"val/acc", 0.5}}));
      for (auto& [key, value] : trials.back().params) {
        if (key == "task.n_vars") value = n_vars;
      }
    }
  }
  CompareOptions options;
  options.by = {"model", "task.n_vars"};
  const CompareResult r = Compare(trials, options);
  ASSERT_EQ(r.paired.size(), 1u);
  EXPECT_EQ(r.paired[0].configs, 2);
  EXPECT_EQ(r.paired[0].differ_in, std::vector<std::string>{"task.n_vars"});
  EXPECT_NE(FormatCompare(r, "table")
                .find("paired: ni - vit on 2 matched configs (same task params and seed; the "
                      "configs differ in task.n_vars)"),
            std::string::npos);
  EXPECT_TRUE(Compare(NiVersusVit(), {}).paired[0].differ_in.empty());
}

TEST(ComparePaired, APairOfAnotherKeyNamesWhatElseTheSidesDifferIn) {
  // ACT against the fixed-iteration NI: the ACT trials also start their halting bias at -2.0,
  // which neither side's label names; the note does. The tau both sides share is not named.
  std::vector<store::TrialResult> trials;
  int64_t id = 0;
  for (int64_t seed : {0, 1}) {
    for (const char* halting : {"act_sample", "none"}) {
      const bool act = std::string(halting) == "act_sample";
      trials.push_back(Result(++id, "ni", seed, 1.0, {{"val/acc", act ? 0.9 : 0.8}}));
      trials.back().params.emplace_back("halting", std::string(halting));
      trials.back().params.emplace_back("halt_bias_init", act ? -2.0 : 1.0);
    }
  }
  CompareOptions options;
  options.by = {"halting"};
  options.pair_key = "halting";
  options.pair = {"act_sample", "none"};
  const CompareResult r = Compare(trials, options);
  ASSERT_EQ(r.paired.size(), 1u);
  ASSERT_EQ(r.paired[0].sides_differ.size(), 1u);
  EXPECT_EQ(r.paired[0].sides_differ[0].key, "halt_bias_init");
  EXPECT_EQ(r.paired[0].sides_differ[0].a, "-2.0");
  EXPECT_EQ(r.paired[0].sides_differ[0].b, "1.0");
  EXPECT_NE(FormatCompare(r, "table")
                .find("note: halting=act_sample and halting=none also differ in halt_bias_init "
                      "(-2.0 vs 1.0)"),
            std::string::npos)
      << FormatCompare(r, "table");
  const auto json = nlohmann::json::parse(FormatCompare(r, "json"));
  EXPECT_EQ(json["paired"][0]["sides_differ"][0]["key"], "halt_bias_init");
  // Two models' params are not compared: NI's tau against ViT's none is no "also differ".
  EXPECT_TRUE(Compare(NiVersusVit(), {}).paired[0].sides_differ.empty());
}

TEST(ComparePaired, PastFourSectionsOneSectionLeavesTheGridOutWithANote) {
  std::vector<store::TrialResult> trials;
  int64_t id = 0;
  for (int64_t seed : {0, 1}) {
    for (double tau : {0.5, 1.0, 1.5, 2.0, 2.5}) {
      trials.push_back(Result(++id, "ni", seed, tau, {{"val/acc", 0.9}}));
    }
    trials.push_back(Result(++id, "vit", seed, std::nan(""), {{"val/acc", 0.8}}));
  }
  const CompareResult r = Compare(trials, {});
  ASSERT_EQ(r.paired.size(), 1u);
  EXPECT_EQ(r.paired[0].a, "ni");
  EXPECT_EQ(r.paired[0].configs, 0);
  EXPECT_EQ(r.paired[0].ambiguous, 2);
  EXPECT_EQ(r.paired[0].ambiguous_keys, std::vector<std::string>{"tau"});
  EXPECT_NE(FormatCompare(r, "table")
                .find("2 configs left out of the pairing: several trials of "
                      "one model differ only in tau (choose one with --where)"),
            std::string::npos);
}

}  // namespace
}  // namespace nilab::host::analysis
