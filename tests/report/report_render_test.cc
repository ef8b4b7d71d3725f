// The whole page from a results database: deterministic, self-contained, escaped, and every
// planned figure drawn with data. Also the compare table's HTML form and `export --phase all`.
#include <gtest/gtest.h>

#include <sstream>

#include "host/analysis/compare.h"
#include "host/analysis/export.h"
#include "host/report/plan.h"
#include "host/report/report.h"
#include "host/store/results.h"
#include "tests/host/test_util.h"
#include "tests/report/report_fixture.h"

namespace nilab::host::report {
namespace {

size_t Count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

std::vector<std::string> Lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

ReportOptions Options(const std::string& generated_at = "2024-01-01T00:00:00Z") {
  ReportOptions o;
  o.sweep = report_test::kFixtureSweep;
  o.headline = "val/mean_r2";
  o.generated_at = generated_at;
  o.nilab_version = "0.1.0";
  return o;
}

class ReportRender : public ::testing::Test {
 protected:
  void SetUp() override { report_test::WriteFixtureDb(dir_.File("r.sqlite"), dir_.File("traces")); }
  std::string Render(const ReportOptions& options = Options()) {
    store::Store store(dir_.File("r.sqlite"), /*read_only=*/true);
    return BuildReport(store, options);
  }
  testing::TempDir dir_;
};

TEST_F(ReportRender, SameDatabaseGivesTheSameBytesButForTheGeneratedLine) {
  const std::string a = Render(), b = Render();
  EXPECT_EQ(a, b);
  const auto x = Lines(a), y = Lines(Render(Options("2030-12-31T23:59:59Z")));
  ASSERT_EQ(x.size(), y.size());
  int differing = 0;
  for (size_t i = 0; i < x.size(); ++i) {
    if (x[i] != y[i]) {
      ++differing;
      EXPECT_NE(x[i].find("class=\"generated\""), std::string::npos) << x[i];
    }
  }
  EXPECT_EQ(differing, 1);
}

TEST_F(ReportRender, EveryPlannedFigureIsOnThePageWithDrawnData) {
  const std::string html = Render();
  store::Store store(dir_.File("r.sqlite"), /*read_only=*/true);
  const ReportPlan plan =
      PlanReport(LoadReportData(store, report_test::kFixtureSweep), "val/mean_r2");
  ASSERT_GE(plan.figures.size(), 15u);
  for (const auto& f : plan.figures) {
    const size_t start = html.find("id=\"" + f.id + "\"");
    ASSERT_NE(start, std::string::npos) << f.id;
    const std::string figure = html.substr(start, html.find("</figure>", start) - start);
    if (f.kind == FigureKind::kPhaseTable) {
      EXPECT_EQ(Count(figure, "<tr>"), 4u) << figure;  // header, ni tau=0.5, ni tau=1, vit
      EXPECT_NE(figure.find("<strong>"), std::string::npos);
      continue;
    }
    EXPECT_NE(figure.find("<svg"), std::string::npos) << f.id;
    EXPECT_GE(Count(figure, " data\""), 2u) << f.id;
    EXPECT_NE(figure.find("<figcaption>"), std::string::npos) << f.id;
    EXPECT_NE(figure.find("class=\"axis-label\""), std::string::npos) << f.id;
  }
  // Sections in order, with the config and compare table first.
  const std::vector<std::string> sections = {"config",  "compare",    "phases", "curves",
                                             "effects", "evaluation", "routing"};
  size_t last = 0;
  for (const auto& s : sections) {
    const size_t at = html.find("<section id=\"" + s + "\">");
    ASSERT_NE(at, std::string::npos) << s;
    EXPECT_GT(at, last) << s;
    last = at;
  }
  // One row per ni config, and one paired section per ni config.
  EXPECT_NE(html.find("paired: ni (kernel=exp, tau=1.0) - vit"), std::string::npos);
  EXPECT_NE(html.find("paired: ni (kernel=gauss, tau=0.5) - vit"), std::string::npos);
  EXPECT_EQ(html.find("groups mix several values"), std::string::npos);
}

TEST_F(ReportRender, PageIsSelfContainedAndEscapesRecordedText) {
  const std::string html = Render();
  for (const char* outside :
       {"http://", "https://", "<script", "<link", "src=", "@import", "url("}) {
    EXPECT_EQ(html.find(outside), std::string::npos) << outside;
  }
  // The TOML source and the description hold < > &: escaped, never markup.
  EXPECT_NE(html.find("NI vs ViT &lt;fixture&gt; &amp; friends"), std::string::npos);
  EXPECT_EQ(html.find("<fixture>"), std::string::npos);
  EXPECT_NE(html.find("<details>"), std::string::npos);
}

TEST_F(ReportRender, ColoursStayWithTheirModelOnEveryFigure) {
  const std::string html = Render();
  // vit is the second model: vermillion everywhere, never ni's blue on a vit series.
  size_t at = 0;
  int checked = 0;
  while ((at = html.find("data-label=\"vit\"", at)) != std::string::npos) {
    const std::string series = html.substr(at, html.find("</g>", at) - at);
    EXPECT_NE(series.find("#D55E00"), std::string::npos) << series.substr(0, 300);
    EXPECT_EQ(series.find("#0072B2"), std::string::npos);
    ++checked;
    ++at;
  }
  EXPECT_GE(checked, 5);
}

// The report shows compare's warnings: the fixture's NI tried two taus, its ViT one config.
TEST_F(ReportRender, ShowsWhatAReviewerWouldReject) {
  const std::string page = Render();
  EXPECT_NE(page.find("warning [unequal-tuning]: the models were not tuned with the same budget "
                      "on val (ni 2 configurations"),
            std::string::npos);
}

// A [protocol] sweep's page lists the protocol's own warnings too, as `nilab compare` does: a ViT
// at chance (the task's declared 1/8) and under its task's floor.
TEST(ReportRenderProtocol, ListsTheProtocolsOwnWarnings) {
  ReportData data;
  data.sweep = "p";
  data.models = {"ni", "vit"};
  const auto add = [&](int64_t index, const std::string& model, const std::string& stage,
                       int64_t seed, double test) {
    TrialData t;
    t.result.id = index + 1;
    t.result.sweep = "p";
    t.result.index = index;
    t.result.model = model;
    t.result.seed = seed;
    t.result.stage = stage;
    t.result.status = store::TrialStatus::kDone;
    t.result.group_key = model;
    t.result.metrics = {{"val/acc", 0.5}};
    if (stage == "confirm") t.result.metrics["test/acc"] = test;
    t.result.floors = {{"test/acc", 0.2}};
    data.trials.push_back(t);
  };
  add(0, "ni", "tune", 0, 0.0);
  add(1, "vit", "tune", 0, 0.0);
  const std::vector<double> ni = {0.30, 0.31, 0.29, 0.30, 0.32, 0.31};
  const std::vector<double> vit = {0.120, 0.130, 0.125, 0.128, 0.122, 0.131};
  for (int64_t k = 0; k < 6; ++k) {
    add(2 + k, "ni", "confirm", 100 + k, ni[static_cast<size_t>(k)]);
    add(8 + k, "vit", "confirm", 100 + k, vit[static_cast<size_t>(k)]);
  }
  data.protocol_plan =
      nlohmann::json(
          {{"configs", 1},
           {"tune_seeds", {0}},
           {"metric", "val/acc"},
           {"confirm_seeds", {100, 101, 102, 103, 104, 105}},
           {"margin", 0.02},
           {"studies", {{{"label", "ni"}, {"model", "ni"}}, {{"label", "vit"}, {"model", "vit"}}}}})
          .dump();
  for (const char* study : {"ni", "vit"}) {
    store::ProtocolChoiceRow row;
    row.study = study;
    row.value = 0.5;
    row.trials_json = "[]";
    data.protocol_choices.push_back(row);
  }
  ReportOptions options = Options();
  options.sweep = "p";
  options.headline = "val/acc";
  options.chance = {{"acc", 0.125}};
  const std::string page = RenderReport(data, options);
  EXPECT_NE(page.find("warning [at-chance]: vit: test/acc"), std::string::npos);
  EXPECT_NE(page.find("warning [at-floor]: vit: test/acc"), std::string::npos);
  EXPECT_EQ(page.find("warning [at-floor]: ni:"), std::string::npos);
}

TEST(ReportRenderMissing, AnUnreadableRoutingTraceBecomesANote) {
  testing::TempDir dir;
  report_test::WriteFixtureDb(dir.File("r.sqlite"), dir.File("traces"), /*missing_trace=*/true);
  store::Store store(dir.File("r.sqlite"), /*read_only=*/true);
  const std::string html = BuildReport(store, Options());
  EXPECT_EQ(html.find("id=\"routing-ni\""), std::string::npos);
  EXPECT_NE(html.find("routing picture of ni left out: "), std::string::npos);
  EXPECT_NE(html.find("cannot read the routing trace"), std::string::npos);
}

TEST(ReportRenderMissing, AnUnknownSweepNamesTheKnownOnes) {
  testing::TempDir dir;
  report_test::WriteFixtureDb(dir.File("r.sqlite"), dir.File("traces"));
  store::Store store(dir.File("r.sqlite"), /*read_only=*/true);
  ReportOptions options = Options();
  options.sweep = "nope";
  try {
    BuildReport(store, options);
    FAIL() << "expected an error";
  } catch (const store::StoreError& e) {
    EXPECT_NE(std::string(e.what()).find("no sweep named 'nope' (sweeps: fixture)"),
              std::string::npos)
        << e.what();
  }
}

TEST_F(ReportRender, CompareHtmlBoldsTheBestAndEscapes) {
  store::Store store(dir_.File("r.sqlite"), /*read_only=*/true);
  store::ResultsQuery query;
  query.sweep = report_test::kFixtureSweep;
  analysis::CompareOptions options;
  options.headline = "val/mean_r2";
  const auto trials = store::LoadResults(store, query);
  // Two ni configs per seed (kernel and tau vary together): one paired section per config.
  const std::string grid = analysis::FormatCompare(analysis::Compare(trials, options), "html");
  EXPECT_EQ(Count(grid, "<table>"), 3u);
  EXPECT_NE(grid.find("paired: ni (kernel=exp, tau=1.0) - vit on 2 matched configs"),
            std::string::npos)
      << grid;
  EXPECT_NE(grid.find("paired: ni (kernel=gauss, tau=0.5) - vit on 2 matched configs"),
            std::string::npos);
  EXPECT_NE(grid.find("<li>groups mix several values of kernel, tau"), std::string::npos);
  // One ni config: groups and the paired comparison.
  const std::string html = analysis::FormatCompare(
      analysis::Compare(analysis::FilterTrials(trials, {"tau=0.5"}), options), "html");
  EXPECT_EQ(Count(html, "<table>"), 2u);
  EXPECT_NE(html.find("<th class=\"num\">n</th>"), std::string::npos);
  EXPECT_NE(html.find("<th class=\"num\">ni - vit</th>"), std::string::npos);
  EXPECT_GE(Count(html, "<strong>"), 1u);
  EXPECT_EQ(html.find("**"), std::string::npos);
  EXPECT_EQ(html.find(" *<"), std::string::npos);
}

TEST_F(ReportRender, ExportOfAllPhasesHasOneRowPerTrialAndPhase) {
  store::Store store(dir_.File("r.sqlite"), /*read_only=*/true);
  const auto rows = analysis::LoadAllPhases(store, report_test::kFixtureSweep);
  ASSERT_EQ(rows.size(), 6u * 5u);
  EXPECT_EQ(rows[0].phase, "pretrain");
  EXPECT_EQ(rows[4].phase, "ext_1");
  EXPECT_EQ(rows[0].id, rows[4].id);
  EXPECT_NE(rows[0].metrics.at("val/mean_r2"), rows[1].metrics.at("val/mean_r2"));
  const std::string csv = analysis::ExportResults(rows, "csv");
  EXPECT_EQ(Count(csv, "\n"), 31u);
  EXPECT_NE(csv.find(",adapt_cls,"), std::string::npos);
}

}  // namespace
}  // namespace nilab::host::report
