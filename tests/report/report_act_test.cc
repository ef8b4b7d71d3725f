// The adaptive-computation figures: accuracy against mean iterations (ACT points against the
// fixed models' anytime curve) and the distribution of iterations, chosen only for data that
// has them.
#include <gtest/gtest.h>
#include <cstdint>

#include <algorithm>
#include <string>
#include <vector>

#include "host/report/figures.h"
#include "host/report/plan.h"
#include "host/report/report.h"

namespace nilab::host::report {
namespace {

TrialData Trial(int64_t index, std::vector<std::pair<std::string, sdk::ParamValue>> params,
                std::map<std::string, double> finals) {
  TrialData t;
  t.result.index = index;
  t.result.model = "ni";
  t.result.seed = 0;
  t.result.status = store::TrialStatus::kDone;
  params.emplace_back("model", std::string("ni"));
  params.emplace_back("seed", int64_t{0});
  std::sort(params.begin(), params.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  t.result.params = params;
  t.finals["train"] = std::move(finals);
  t.config = {{"phases", {{{"name", "train"}, {"from", ""}}}}};
  return t;
}

// A fixed n_i = 4 trial with its anytime curve and two ACT trials (two ponder costs).
ReportData ActData() {
  ReportData d;
  d.sweep = "act";
  d.phases = {"train"};
  d.models = {"ni"};
  d.trials.push_back(Trial(0, {{"halting", std::string("none")}, {"ponder_cost", 0.001}},
                           {{"val/acc", 0.80},
                            {"val/acc@it=1", 0.40},
                            {"val/acc@it=2", 0.70},
                            {"val/acc@it=3", 0.78},
                            {"val/acc@it=4", 0.80}}));
  d.trials.push_back(Trial(1, {{"halting", std::string("act_sample")}, {"ponder_cost", 0.001}},
                           {{"val/acc", 0.79},
                            {"val/iterations", 2.5},
                            {"val/iter_frac@1", 0.1},
                            {"val/iter_frac@2", 0.4},
                            {"val/iter_frac@3", 0.4},
                            {"val/iter_frac@4", 0.1}}));
  d.trials.push_back(Trial(2, {{"halting", std::string("act_sample")}, {"ponder_cost", 0.01}},
                           {{"val/acc", 0.70},
                            {"val/iterations", 1.25},
                            {"val/iter_frac@1", 0.75},
                            {"val/iter_frac@2", 0.25},
                            {"val/iter_frac@3", 0.0},
                            {"val/iter_frac@4", 0.0}}));
  return d;
}

const FigurePlan* Find(const ReportPlan& plan, const std::string& id) {
  for (const auto& f : plan.figures) {
    if (f.id == id) return &f;
  }
  return nullptr;
}

size_t Count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(ReportAct, PlansAccuracyVsIterationsAndTheHistogramForActData) {
  const ReportPlan plan = PlanReport(ActData(), "val/acc");
  const FigurePlan* act = Find(plan, "act-train");
  ASSERT_NE(act, nullptr);
  EXPECT_EQ(act->kind, FigureKind::kActIterations);
  EXPECT_EQ(act->metric, "val/acc");
  EXPECT_EQ(act->key, "val/iterations");
  const FigurePlan* histogram = Find(plan, "act-iterations-train");
  ASSERT_NE(histogram, nullptr);
  EXPECT_EQ(histogram->kind, FigureKind::kActHistogram);
  // The fixed trial's anytime curve stays a figure of its own.
  EXPECT_NE(Find(plan, "anytime-train"), nullptr);
  // Without iterations metrics there is no ACT figure.
  ReportData fixed_only = ActData();
  fixed_only.trials.resize(1);
  const ReportPlan plain = PlanReport(fixed_only, "val/acc");
  EXPECT_EQ(Find(plain, "act-train"), nullptr);
  EXPECT_EQ(Find(plain, "act-iterations-train"), nullptr);
  EXPECT_NE(Find(plain, "anytime-train"), nullptr);
  EXPECT_EQ(IterationsMetric("test/mean_r2"), "test/iterations");
}

TEST(ReportAct, DrawsActPointsAgainstTheFixedCurve) {
  const ReportData data = ActData();
  const ReportPlan plan = PlanReport(data, "val/acc");
  Palette palette(data.models);
  FigureContext context;
  context.data = &data;
  context.plan = &plan;
  context.palette = &palette;
  const RenderedFigure r = RenderFigure(*Find(plan, "act-train"), context);
  ASSERT_TRUE(r.note.empty()) << r.note;
  EXPECT_NE(r.html.find("<svg"), std::string::npos);
  EXPECT_NE(r.html.find("ni: fixed, evaluated at k"), std::string::npos);
  // One ACT entry per ponder cost, each with its numbers in the caption.
  EXPECT_EQ(Count(r.html, ": ACT</text>"), 2u) << r.html;  // legend entries
  EXPECT_NE(r.html.find("ponder_cost=0.001: 2.5 iterations, val/acc 0.79"), std::string::npos)
      << r.html;
  EXPECT_NE(r.html.find("ponder_cost=0.01: 1.25 iterations, val/acc 0.7"), std::string::npos);
  // Four fixed points and two ACT points are drawn.
  EXPECT_GE(Count(r.html, "<circle"), 6u) << r.html;

  const RenderedFigure h = RenderFigure(*Find(plan, "act-iterations-train"), context);
  ASSERT_TRUE(h.note.empty()) << h.note;
  EXPECT_NE(h.html.find("<svg"), std::string::npos);
  EXPECT_NE(h.html.find("function iterations used"), std::string::npos);
  EXPECT_GE(Count(h.html, "<rect"), 6u);  // the non-zero bars of two configurations
}

TEST(ReportAct, PageShowsTheActFiguresInTheEvaluationSection) {
  ReportOptions options;
  options.sweep = "act";
  options.headline = "val/acc";
  options.generated_at = "2024-01-01T00:00:00Z";
  const std::string html = RenderReport(ActData(), options);
  const size_t section = html.find("<section id=\"evaluation\">");
  ASSERT_NE(section, std::string::npos);
  EXPECT_GT(html.find("id=\"act-train\""), section);
  EXPECT_GT(html.find("id=\"act-iterations-train\""), section);
}

}  // namespace
}  // namespace nilab::host::report
