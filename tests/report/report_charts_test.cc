// The charts: what they draw for their data, and what they refuse.
#include <gtest/gtest.h>

#include <cmath>

#include "host/report/bar_chart.h"
#include "host/report/effect_plot.h"
#include "host/report/line_chart.h"
#include "host/report/routing_figure.h"
#include "host/report/routing_trace.h"
#include "tests/report/report_fixture.h"

namespace nilab::host::report {
namespace {

size_t Count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

LineChartSpec TwoSeries() {
  LineChartSpec spec;
  spec.title = "pretrain: val/acc per epoch";
  spec.x = {"epoch", false, true, false, {}};
  spec.y = {"val/acc (fraction correct)", false, false, false, {}};
  spec.series = {{"ni", {"#0072B2", ""}, {{1, 0.5, 0.4, 0.6, 2}, {2, 0.7, 0.6, 0.8, 2}}},
                 {"vit <b>", {"#D55E00", ""}, {{1, 0.4, 0.4, 0.4, 1}, {2, std::nan(""), 0, 0, 0}}}};
  return spec;
}

TEST(ReportCharts, LineChartDrawsBandsLinesMarkersAndLabels) {
  const std::string svg = RenderLineChart(TwoSeries());
  EXPECT_EQ(Count(svg, "class=\"band data\""), 1u);  // only ni has a spread
  EXPECT_EQ(Count(svg, "class=\"line data\""), 1u);  // vit keeps one finite point: no line
  EXPECT_EQ(Count(svg, "class=\"marker data\""), 3u);
  EXPECT_NE(svg.find(">epoch</text>"), std::string::npos);
  EXPECT_NE(svg.find(">val/acc (fraction correct)</text>"), std::string::npos);
  EXPECT_NE(svg.find(">pretrain: val/acc per epoch</text>"), std::string::npos);
  EXPECT_NE(svg.find(">vit &lt;b&gt;</text>"), std::string::npos);  // legend, escaped
  EXPECT_EQ(svg.find("nan"), std::string::npos);
}

TEST(ReportCharts, ChartsWithoutDataThrow) {
  LineChartSpec spec = TwoSeries();
  for (auto& s : spec.series) {
    for (auto& p : s.points) p.y = std::nan("");
  }
  EXPECT_THROW(RenderLineChart(spec), ReportError);
  EXPECT_THROW(RenderBarChart({}), ReportError);
  EXPECT_THROW(RenderEffectPlot({}), ReportError);
}

TEST(ReportCharts, BarChartDrawsOneBarPerFiniteValueWithErrorBars) {
  BarChartSpec spec;
  spec.title = "val/mean_r2 at the end of each phase";
  spec.categories = {"pretrain", "adapt_cls"};
  spec.x_label = "phase";
  spec.y = {"val/mean_r2", false, false, false, {}};
  spec.series = {{"ni", {"#0072B2", ""}, {{0.998, 0.0005, 2}, {0.92, 0.02, 2}}},
                 {"vit", {"#D55E00", ""}, {{0.99, 0.0, 1}, {std::nan(""), 0, 0}}}};
  const std::string svg = RenderBarChart(spec);
  EXPECT_EQ(Count(svg, "class=\"bar data\""), 3u);
  EXPECT_EQ(Count(svg, "class=\"errorbar data\""), 6u);  // 3 lines for each of the 2 spreads
  EXPECT_NE(svg.find(">0.998</text>"), std::string::npos);
  EXPECT_NE(svg.find(">adapt_cls</text>"), std::string::npos);
}

TEST(ReportCharts, EffectPlotDrawsTrialsMeansAndReferences) {
  EffectPlotSpec spec;
  spec.title = "val/acc vs tau";
  spec.x = {"tau", false, false, false, {}};
  spec.y = {"val/acc", false, false, false, {}};
  spec.series = {{"ni",
                  {"#0072B2", ""},
                  {{0.5, 0.8}, {0.5, 0.8}, {1.0, 0.9}},
                  {{0.5, 0.8, 0.8, 0.8, 2}, {1.0, 0.9, 0.85, 0.95, 1}}}};
  spec.references = {{"vit (no tau): mean", {"#D55E00", ""}, 0.85, 2}};
  const std::string svg = RenderEffectPlot(spec);
  EXPECT_EQ(Count(svg, "class=\"trial data\""), 3u);
  EXPECT_EQ(Count(svg, "class=\"mean data\""), 2u);
  EXPECT_EQ(Count(svg, "class=\"reference data\""), 1u);
  // Two dots at the same value do not sit on top of each other.
  EXPECT_EQ(JitterOffset(0, 2), 0);
  EXPECT_NE(JitterOffset(1, 2), JitterOffset(2, 2));
  EXPECT_EQ(JitterOffset(1, 2), -JitterOffset(2, 2));
}

TEST(ReportRouting, ParsesATraceAndFindsEachTokensFunction) {
  const RoutingTraceData trace =
      ParseRoutingTrace(report_test::FixtureTrace(2, 3, 4, 2), "x.routing.json");
  EXPECT_EQ(trace.samples.size(), 2u);
  EXPECT_EQ(trace.functions, 3);
  EXPECT_EQ(trace.tokens, 4);
  ASSERT_EQ(trace.steps.size(), 2u);
  const auto cells = ArgmaxRouting(trace, 1);
  ASSERT_EQ(cells.size(), 2u);
  EXPECT_EQ(cells[0][2].function, (2 + 0 + 1) % 3);
  EXPECT_DOUBLE_EQ(cells[0][2].weight, 0.6);
  EXPECT_EQ(cells[1][0].function, -1);  // no function accepts token 0 at the last iteration
  const std::string svg = RenderRoutingFigure(trace, "routing", 3);
  EXPECT_EQ(Count(svg, "class=\"cell data\""), 2u * 2u * 4u);
  EXPECT_EQ(Count(svg, "data-function=\"none\""), 2u);
  EXPECT_NE(svg.find(">f3</text>"), std::string::npos);
}

TEST(ReportRouting, RejectsMalformedTraces) {
  EXPECT_THROW(ParseRoutingTrace("{", "a.json"), ReportError);
  EXPECT_THROW(ParseRoutingTrace(R"({"format": 2})", "a.json"), ReportError);
  const std::string wrong_tokens =
      R"({"format": 1, "samples": [0], "tokens": 3, "functions": 1,
          "steps": [{"script": 0, "iteration": 0, "compatibility": [[[0.5, 0.5]]]}]})";
  try {
    ParseRoutingTrace(wrong_tokens, "a.json");
    FAIL() << "expected an error";
  } catch (const ReportError& e) {
    EXPECT_STREQ(e.what(), "a.json: step (script 0, iteration 0) has 2 tokens, expected 3");
  }
  const std::string out_of_range =
      R"({"format": 1, "samples": [0], "tokens": 1, "functions": 1,
          "steps": [{"script": 0, "iteration": 0, "compatibility": [[[1.5]]]}]})";
  EXPECT_THROW(ParseRoutingTrace(out_of_range, "a.json"), ReportError);
  EXPECT_THROW(ReadRoutingTrace("/nonexistent/a.routing.json"), ReportError);
}

}  // namespace
}  // namespace nilab::host::report
