// Which figures the report chooses for which data, and how trials form series.
#include <gtest/gtest.h>
#include <cstdint>

#include <algorithm>
#include <filesystem>

#include "host/report/plan.h"
#include "host/report/report_data.h"
#include "host/report/routing_trace.h"
#include "host/report/series.h"
#include "host/report/svg.h"
#include "host/store/store.h"
#include "tests/host/test_util.h"
#include "tests/report/report_fixture.h"

namespace nilab::host::report {
namespace {

std::vector<std::string> Ids(const ReportPlan& plan) {
  std::vector<std::string> ids;
  for (const auto& f : plan.figures) ids.push_back(f.id);
  return ids;
}

bool Has(const ReportPlan& plan, const std::string& id) {
  const auto ids = Ids(plan);
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

const FigurePlan* Find(const ReportPlan& plan, const std::string& id) {
  for (const auto& f : plan.figures) {
    if (f.id == id) return &f;
  }
  return nullptr;
}

// A trial in memory: model, seed, params, and the final values of one phase.
TrialData Trial(const std::string& model, int64_t seed,
                std::vector<std::pair<std::string, sdk::ParamValue>> params,
                std::map<std::string, std::map<std::string, double>> finals) {
  TrialData t;
  t.result.model = model;
  t.result.seed = seed;
  t.result.status = store::TrialStatus::kDone;
  params.emplace_back("model", model);
  params.emplace_back("seed", seed);
  std::sort(params.begin(), params.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  t.result.params = params;
  t.finals = std::move(finals);
  t.config = {{"phases", nlohmann::json::array()}};
  for (const auto& [phase, metrics] : t.finals) {
    t.config["phases"].push_back({{"name", phase}, {"from", ""}});
  }
  return t;
}

ReportData Data(std::vector<TrialData> trials, std::vector<std::string> phases) {
  ReportData d;
  d.sweep = "s";
  d.trials = std::move(trials);
  d.phases = std::move(phases);
  for (const auto& t : d.trials) {
    if (std::find(d.models.begin(), d.models.end(), t.result.model) == d.models.end()) {
      d.models.push_back(t.result.model);
    }
  }
  return d;
}

class ReportPlanFixture : public ::testing::Test {
 protected:
  void SetUp() override {
    report_test::WriteFixtureDb(dir_.File("r.sqlite"), dir_.File("traces"));
    store::Store store(dir_.File("r.sqlite"), /*read_only=*/true);
    data_ = LoadReportData(store, report_test::kFixtureSweep);
  }
  testing::TempDir dir_;
  ReportData data_;
};

TEST_F(ReportPlanFixture, LoadsEverythingTheFiguresNeed) {
  ASSERT_EQ(data_.trials.size(), 6u);
  EXPECT_EQ(data_.models, (std::vector<std::string>{"ni", "vit"}));
  EXPECT_EQ(data_.phases,
            (std::vector<std::string>{"pretrain", "adapt_cls", "adapt_all", "ext_0", "ext_1"}));
  EXPECT_EQ(data_.description, "NI vs ViT <fixture> & friends");
  const TrialData& t = data_.trials[0];
  EXPECT_EQ(t.history.at("pretrain").at("train/loss").size(), 3u);
  EXPECT_EQ(t.history.at("pretrain").at("train/loss")[2].first, 3);
  EXPECT_TRUE(std::isfinite(t.Final("pretrain", "val/mean_r2@it=4")));
  EXPECT_TRUE(std::isnan(t.Final("pretrain", "val/nothing")));
  EXPECT_EQ(t.routing.size(), 5u);
  EXPECT_TRUE(data_.trials[4].routing.empty());  // vit
  ASSERT_NE(t.PhaseConfig("ext_1"), nullptr);
  EXPECT_EQ(PhaseSetting(t, "ext_1", "add_functions"), 1.0);
}

TEST_F(ReportPlanFixture, ChoosesEveryFigureTheDataSupport) {
  const ReportPlan plan = PlanReport(data_, "val/mean_r2");
  EXPECT_EQ(plan.headline, "val/mean_r2");
  EXPECT_EQ(plan.final_phase, "ext_1");
  for (const char* id : {"phase-table", "phase-bars", "curve-pretrain-val-mean-r2",
                         "curve-pretrain-train-loss", "curve-ext-1-train-loss", "effect-tau",
                         "anytime-pretrain", "dropped-pretrain", "routing-ni"}) {
    EXPECT_TRUE(Has(plan, id)) << id;
  }
  // kernel varies too, but is a string; dim, task.n_vars and train.lr do not vary.
  EXPECT_FALSE(Has(plan, "effect-kernel"));
  EXPECT_FALSE(Has(plan, "effect-dim"));
  EXPECT_FALSE(Has(plan, "routing-vit"));
  // ext_0 / ext_1 differ only in add_functions; adapt_cls / adapt_all differ in train_groups.
  const FigurePlan* capacity = Find(plan, "phases-pretrain-add-functions-ext-0");
  ASSERT_NE(capacity, nullptr) << ::testing::PrintToString(Ids(plan));
  EXPECT_EQ(capacity->phases, (std::vector<std::string>{"ext_0", "ext_1"}));
  EXPECT_EQ(std::count_if(plan.figures.begin(), plan.figures.end(),
                          [](const FigurePlan& f) { return f.kind == FigureKind::kPhaseSetting; }),
            1);
  const FigurePlan* routing = Find(plan, "routing-ni");
  EXPECT_EQ(routing->phase, "ext_1");  // the last traced phase
  EXPECT_EQ(data_.trials[routing->trial].result.model, "ni");
}

// Routing traces are read under the database's containment rule (store/artifact_file.h): a path
// recorded relative to the database's folder is found from any working directory, and a row
// naming a file outside the database's checkpoint folders is refused with one line naming it.
TEST(ReportData, ReadsRoutingTracesOnlyBelowTheDatabasesCheckpointFolder) {
  testing::TempDir dir;
  const std::string db = dir.File("results/nilab.sqlite");
  std::string id;
  {
    store::Store store(db);
    id = store.Id();
    const int64_t sweep = store.UpsertSweep({"s", "", "", "{}"});
    store::TrialRecord t;
    t.config_hash = "h";
    t.config_json = "{}";
    t.task = "task";
    t.model = "ni";
    t.params = {{"model", std::string("ni")}};
    store.AddTrials(sweep, {t});
    const auto row = store.ClaimTrialByHash(sweep, "h", "test:1", 600);
    ASSERT_TRUE(row);
    // As `nilab run` records it: relative to the database's folder.
    store.AddArtifact({0, row->id, "train", 1, "routing",
                       "checkpoints/" + id + "/s/h/train.routing.json", "0", 1});
    store.AddArtifact({0, row->id, "other", 1, "routing", "../elsewhere.routing.json", "0", 1});
  }
  std::filesystem::create_directories(dir.File("results/checkpoints/" + id + "/s/h"));
  const std::string trace = report_test::FixtureTrace(2, 3, 4, 2);
  testing::WriteFile(dir.File("results/checkpoints/" + id + "/s/h/train.routing.json"), trace);
  testing::WriteFile(dir.File("elsewhere.routing.json"), trace);
  store::Store store(db, /*read_only=*/true);
  const ReportData data = LoadReportData(store, "s");
  ASSERT_EQ(data.trials.size(), 1u);
  EXPECT_EQ(data.trials[0].routing.at("train"), "checkpoints/" + id + "/s/h/train.routing.json");
  EXPECT_EQ(
      ReadRoutingTrace(data.roots, data.trials[0].routing.at("train"), "trial 1 routing").functions,
      3);
  try {
    ReadRoutingTrace(data.roots, data.trials[0].routing.at("other"), "trial 1 routing");
    FAIL() << "a trace outside the checkpoint folders was read";
  } catch (const ReportError& e) {
    EXPECT_NE(std::string(e.what()).find("../elsewhere.routing.json: cannot read the routing "
                                         "trace: trial 1 routing ../elsewhere.routing.json: not "
                                         "under a checkpoint folder of this database"),
              std::string::npos)
        << e.what();
  }
}

TEST(ReportPlan, OnePhaseHasNoPerPhaseTable) {
  const ReportData d = Data({Trial("ni", 0, {}, {{"train", {{"val/acc", 0.9}}}}),
                             Trial("ni", 1, {}, {{"train", {{"val/acc", 0.8}}}})},
                            {"train"});
  const ReportPlan plan = PlanReport(d, "val/acc");
  EXPECT_FALSE(Has(plan, "phase-table"));
  EXPECT_TRUE(plan.figures.empty()) << ::testing::PrintToString(Ids(plan));
}

TEST(ReportPlan, PicksTheDeclaredHeadlineElseAHigherIsBetterValidationMetric) {
  const auto finals = std::map<std::string, std::map<std::string, double>>{
      {"train",
       {{"val/loss", 1}, {"val/mse", 1}, {"val/r2/f01", 1}, {"val/acc@it=2", 1}, {"val/acc", 1}}}};
  const ReportData d = Data({Trial("ni", 0, {}, finals)}, {"train"});
  EXPECT_EQ(PickHeadline(d, "val/mse"), "val/mse");
  EXPECT_EQ(PickHeadline(d, "val/unknown"), "val/acc");
  EXPECT_EQ(PickHeadline(d, ""), "val/acc");
  const ReportData losses =
      Data({Trial("ni", 0, {}, {{"train", {{"val/loss", 1}, {"val/mse", 2}}}})}, {"train"});
  EXPECT_EQ(PickHeadline(losses, ""), "val/loss");
  EXPECT_EQ(PickHeadline(Data({}, {}), ""), "");
}

TEST(ReportPlan, EffectPlotsForNumericParamsThatVaryWithinAModel) {
  std::vector<TrialData> trials;
  for (int64_t seed = 0; seed < 2; ++seed) {
    for (double tau : {0.5, 1.0}) {
      for (int64_t shots : {150, 500}) {
        trials.push_back(Trial(
            "ni", seed,
            {{"tau", tau}, {"n_f", int64_t{4}}, {"task.shots", shots}, {"train.amp", seed == 0}},
            {{"adapt", {{"val/acc", 0.5}}}}));
      }
    }
    for (int64_t shots : {150, 500}) {
      trials.push_back(Trial("vit", seed, {{"depth", int64_t{8}}, {"task.shots", shots}},
                             {{"adapt", {{"val/acc", 0.4}}}}));
    }
  }
  const ReportPlan plan = PlanReport(Data(trials, {"adapt"}), "val/acc");
  EXPECT_EQ(Ids(plan), (std::vector<std::string>{"effect-tau", "effect-task-shots"}));
  EXPECT_EQ(plan.figures[0].phase, "adapt");
  EXPECT_EQ(plan.figures[0].metric, "val/acc");
}

TEST(ReportPlan, EvaluationCurvesComeFromAtItAndAtDropMetrics) {
  const ReportData d = Data({Trial("ni", 0, {},
                                   {{"train",
                                     {{"val/acc", 0.9},
                                      {"test/acc@it=1", 0.3},
                                      {"val/acc@it=1", 0.5},
                                      {"val/acc@it=8", 0.9},
                                      {"val/loss@drop=2", 0.1}}}})},
                            {"train"});
  const ReportPlan plan = PlanReport(d, "val/acc");
  const FigurePlan* anytime = Find(plan, "anytime-train");
  ASSERT_NE(anytime, nullptr);
  EXPECT_EQ(anytime->metric, "val/acc");  // the headline's curve over the test split's
  const FigurePlan* dropped = Find(plan, "dropped-train");
  ASSERT_NE(dropped, nullptr);
  EXPECT_EQ(dropped->metric, "val/loss");  // the only base with @drop
}

TEST(ReportPlan, ParsesCurvePoints) {
  std::string base, kind;
  int64_t k = 0;
  ASSERT_TRUE(ParseCurvePoint("val/acc@it=12", &base, &kind, &k));
  EXPECT_EQ(base, "val/acc");
  EXPECT_EQ(kind, "it");
  EXPECT_EQ(k, 12);
  EXPECT_FALSE(ParseCurvePoint("val/acc", &base, &kind, &k));
  EXPECT_FALSE(ParseCurvePoint("val/acc@it=", &base, &kind, &k));
  EXPECT_FALSE(ParseCurvePoint("val/acc@it=x2", &base, &kind, &k));
  EXPECT_EQ(Slug("Pretrain / val/r2@it=2"), "pretrain-val-r2-it-2");
}

TEST(ReportSeries, SplitsModelsByTheirVaryingParamsAndPoolsWhenTooMany) {
  std::vector<TrialData> owned;
  for (int64_t seed = 0; seed < 2; ++seed) {
    for (double tau : {0.5, 1.0, 1.5}) owned.push_back(Trial("ni", seed, {{"tau", tau}}, {}));
    owned.push_back(Trial("vit", seed, {{"depth", int64_t{8}}}, {}));
  }
  std::vector<const TrialData*> trials;
  for (const auto& t : owned) trials.push_back(&t);
  std::vector<std::string> pooled;
  const auto series = GroupSeries(trials, {"ni", "vit"}, 8, &pooled);
  ASSERT_EQ(series.size(), 4u);
  EXPECT_EQ(series[0].label, "ni tau=0.5");
  EXPECT_EQ(series[0].trials.size(), 2u);  // seeds pooled
  EXPECT_EQ(series[2].variant, 2);
  EXPECT_EQ(series[3].label, "vit");
  EXPECT_TRUE(pooled.empty());
  const auto few = GroupSeries(trials, {"ni", "vit"}, 3, &pooled);
  ASSERT_EQ(few.size(), 2u);
  EXPECT_EQ(few[0].trials.size(), 6u);
  EXPECT_EQ(pooled, (std::vector<std::string>{"tau"}));
  const Stats s = Describe({1.0, 3.0, std::nan("")});
  EXPECT_EQ(s.n, 2);
  EXPECT_DOUBLE_EQ(s.mean, 2.0);
  EXPECT_DOUBLE_EQ(s.min, 1.0);
  EXPECT_DOUBLE_EQ(s.max, 3.0);
  EXPECT_NEAR(s.std, std::sqrt(2.0), 1e-12);
}

}  // namespace
}  // namespace nilab::host::report
