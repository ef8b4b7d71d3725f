// The runner's routing trace hook end to end: a tiny sweep with the toy plugins records one
// trace per phase of the model that has the capability (none for the one that lacks it), the
// traces have the shapes of the model and task, and the report draws every figure from them.
#include <gtest/gtest.h>
#include <sqlite3.h>
#include <cstdint>

#include <cmath>
#include <filesystem>

#include "host/report/plan.h"
#include "host/report/report.h"
#include "host/report/routing_trace.h"
#include "host/runner/routing_trace.h"
#include "host/runner/sweep_runner.h"
#include "host/store/artifact_file.h"
#include "host/store/sqlite.h"
#include "tests/host/test_util.h"

namespace nilab::host {
namespace {

std::string SweepFile() {
  return std::string(NILAB_SOURCE_DIR) + "/tests/report/data/report_sweep.toml";
}

TEST(ReportRunner, RecordsRoutingTracesThatTheReportDraws) {
  testing::TempDir dir;
  SweepRunOptions o;
  o.sweep_file = SweepFile();
  o.overrides = {"seeds=[0]", "train.epochs=1", "task.grid.n_train=[64]"};
  o.db = dir.File("results/nilab.sqlite");
  o.plugin_path = {testing::ToyPluginDir(),
                   std::string(NILAB_BINARY_DIR) + "/test_plugins/baseline"};
  o.threads = 1;
  o.run.checkpoint_dir = dir.File("results/checkpoints");
  o.run.quiet = true;
  o.run.tty = 0;
  ASSERT_EQ(RunSweep(o), 0);

  store::Store store(o.db, /*read_only=*/true);
  // toy_model: 2 configs (hidden 8, 32) x 6 phases; toy_baseline has no routing_trace.
  std::vector<std::tuple<std::string, std::string, std::string>> traces;
  {
    store::Statement select(store.handle(), o.db,
                            "SELECT t.model, a.phase, a.path FROM artifacts a JOIN trials t ON "
                            "t.id = a.trial_id WHERE a.kind = 'routing' ORDER BY a.id");
    while (select.Step()) traces.emplace_back(select.Text(0), select.Text(1), select.Text(2));
  }
  ASSERT_EQ(traces.size(), 12u);
  for (const auto& [model, phase, path] : traces) {
    EXPECT_EQ(model, "toy_model");
    EXPECT_EQ(std::filesystem::path(path).filename(), phase + ".routing.json");
    // Recorded relative to the database's folder, read under its containment rule.
    const report::RoutingTraceData trace =
        report::ReadRoutingTrace(store::ArtifactRoots::Of(store), path, "trace");
    EXPECT_EQ(trace.samples, (std::vector<int64_t>{0, 1, 2, 3}));
    EXPECT_EQ(trace.tokens, 5);  // 4 scalars + the CLS token
    // 3 functions, plus the ones a capacity-extension phase added.
    EXPECT_EQ(trace.functions, phase == "extend_1" ? 4 : phase == "extend_2" ? 5 : 3) << phase;
    ASSERT_EQ(trace.steps.size(), 2u);  // the toy model's 2 iterations
    EXPECT_EQ(trace.steps[1].iteration, 1);
    for (const auto& step : trace.steps) {
      for (const auto& sample : step.compatibility) {
        for (int64_t i = 0; i < trace.tokens; ++i) {
          double sum = 0;
          for (const auto& function : sample) sum += function[static_cast<size_t>(i)];
          EXPECT_TRUE(std::fabs(sum - 1) < 1e-3 || sum == 0) << sum;  // routed, or not at all
        }
      }
    }
  }

  report::ReportOptions options;
  options.sweep = "report_check";
  options.headline = "val/r2";
  options.generated_at = "now";
  const std::string html = report::BuildReport(store, options);
  const report::ReportPlan plan =
      report::PlanReport(report::LoadReportData(store, "report_check"), "val/r2");
  std::set<report::FigureKind> kinds;
  for (const auto& f : plan.figures) {
    kinds.insert(f.kind);
    EXPECT_NE(html.find("id=\"" + f.id + "\""), std::string::npos) << f.id;
  }
  // Every kind of figure but the ACT histogram: toy_model reports the iterations it used, not
  // their distribution (iter_frac@k).
  EXPECT_EQ(kinds.size(), 9u);
  EXPECT_EQ(kinds.count(report::FigureKind::kActHistogram), 0u);
  EXPECT_EQ(html.find(" left out: "), std::string::npos);  // no figure failed to draw
}

// A task that embeds each sample as `sets` token sets (like pgm, one set per candidate answer)
// and a model whose fake routing marks every set with its index: the trace keeps the first set
// of each sample.
class MultiSetTask : public sdk::Task {
 public:
  explicit MultiSetTask(int64_t sets) : sets_(sets) {}
  void Build(int64_t) override {}
  torch::nn::Module& module() override { return module_; }
  sdk::ParamGroups ParameterGroups() override { return {}; }
  void StartPhase(const sdk::PhaseContext&) override {}
  int64_t SplitSize(sdk::Split) const override { return 10; }
  sdk::Batch MakeBatch(sdk::Split, const torch::Tensor& indices, uint64_t) override {
    sdk::Batch batch;
    batch.size = indices.size(0);
    batch.tensors["x"] = indices.to(torch::kFloat);
    return batch;
  }
  sdk::TokenSet Embed(const sdk::Batch& batch) override {
    return {torch::zeros({batch.size * sets_, 3, 2}), {}};
  }
  sdk::TaskOutput Head(const sdk::Batch&, const sdk::ModelOutput&) override { return {}; }
  std::unique_ptr<sdk::MetricAccumulator> NewMetrics(sdk::Split) override { return nullptr; }

 private:
  int64_t sets_;
  torch::nn::Module module_;
};

class SetIndexRouting : public sdk::Model {
 public:
  torch::nn::Module& module() override { return module_; }
  int64_t dim() const override { return 2; }
  sdk::ModelOutput Forward(const sdk::TokenSet& input) override {
    const int64_t sets = input.tokens.size(0);
    // C[s, u, i] = s / 100 for every function u and token i.
    if (trace_) {
      steps_.push_back({0, 0,
                        (torch::arange(sets, torch::kDouble) / 100)
                            .view({sets, 1, 1})
                            .expand({sets, 2, input.tokens.size(1)})});
    }
    return {input.tokens, {}, {}};
  }
  sdk::ParamGroups ParameterGroups() override { return {}; }
  void SetRoutingTrace(bool enabled) override { trace_ = enabled; }
  std::vector<sdk::RoutingStep> TakeRoutingTrace() override { return std::move(steps_); }

 private:
  bool trace_ = false;
  std::vector<sdk::RoutingStep> steps_;
  torch::nn::Module module_;
};

TEST(ReportRunner, RoutingTraceKeepsTheFirstSetOfEachSampleOfAMultiSetTask) {
  testing::TempDir dir;
  for (int64_t sets : {1, 8}) {
    MultiSetTask task(sets);
    SetIndexRouting model;
    const std::string path = dir.File("trace_" + std::to_string(sets) + ".json");
    ASSERT_TRUE(SaveRoutingTrace(task, model, EvalOptions{}, path, /*samples=*/4).has_value());
    const report::RoutingTraceData trace = report::ReadRoutingTrace(path);
    EXPECT_EQ(trace.samples, (std::vector<int64_t>{0, 1, 2, 3}));
    EXPECT_EQ(trace.tokens, 3);
    EXPECT_EQ(trace.functions, 2);
    ASSERT_EQ(trace.steps.size(), 1u);
    ASSERT_EQ(trace.steps[0].compatibility.size(), 4u);
    for (size_t s = 0; s < 4; ++s) {
      // Sample s is set s * sets of the batch.
      EXPECT_DOUBLE_EQ(trace.steps[0].compatibility[s][1][2], static_cast<double>(s * sets) / 100)
          << sets;
    }
  }
}

}  // namespace
}  // namespace nilab::host
