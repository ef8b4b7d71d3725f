// `nilab report --figures`: each figure of the fixture sweep as a standalone SVG document with its
// styles inside, the same figures the HTML page draws.
#include <gtest/gtest.h>

#include <set>

#include "host/report/page.h"
#include "host/report/report.h"
#include "host/report/report_data.h"
#include "host/report/standalone.h"
#include "tests/host/test_util.h"
#include "tests/report/report_fixture.h"

namespace nilab::host::report {
namespace {

TEST(ReportStandalone, EveryFigureIsAStandaloneSvgWithItsStyleInside) {
  testing::TempDir dir;
  report_test::WriteFixtureDb(dir.File("r.sqlite"), dir.File("traces"));
  store::Store store(dir.File("r.sqlite"), /*read_only=*/true);
  ReportOptions options;
  options.sweep = report_test::kFixtureSweep;
  options.headline = "val/mean_r2";
  const ReportData data = LoadReportData(store, options.sweep);
  const auto figures = RenderStandaloneFigures(data, options);
  ASSERT_GE(figures.size(), 8u);
  const std::string page = RenderReport(data, options);
  std::set<std::string> names;
  for (const auto& f : figures) {
    EXPECT_TRUE(names.insert(f.name).second) << "duplicate " << f.name;
    EXPECT_EQ(f.name.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-"), std::string::npos)
        << f.name;
    EXPECT_EQ(f.svg.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "
                          "xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ",
                          0),
              0u)
        << f.name;
    EXPECT_NE(f.svg.find("\" width=\""), std::string::npos) << f.name;
    EXPECT_NE(f.svg.find("<style>" + std::string(SvgStyle()) + "</style>"), std::string::npos);
    EXPECT_NE(f.svg.find("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>"),
              std::string::npos);
    // One root element, closed at the end.
    EXPECT_EQ(f.svg.substr(f.svg.size() - 7), "</svg>\n") << f.name;
    // The figure's marks are the page's: its id is a figure of the page.
    // (a second SVG of one figure is "<id>-2").
    const size_t dash = f.name.find_last_of('-');
    const bool numbered = dash != std::string::npos && dash + 1 < f.name.size() &&
                          f.name.find_first_not_of("0123456789", dash + 1) == std::string::npos &&
                          page.find("id=\"" + f.name + "\"") == std::string::npos;
    const std::string base = numbered ? f.name.substr(0, dash) : f.name;
    EXPECT_NE(page.find("id=\"" + base + "\""), std::string::npos) << f.name;
  }
  // Learning curves and effects are among them; tables are not.
  EXPECT_TRUE(std::any_of(names.begin(), names.end(),
                          [](const std::string& n) { return n.rfind("curve-", 0) == 0; }));
  EXPECT_TRUE(std::any_of(names.begin(), names.end(),
                          [](const std::string& n) { return n.rfind("effect-", 0) == 0; }));
  EXPECT_EQ(names.count("phase-table"), 0u);
  // The same data give the same bytes.
  const auto again = RenderStandaloneFigures(data, options);
  ASSERT_EQ(again.size(), figures.size());
  EXPECT_EQ(again.front().svg, figures.front().svg);
}

TEST(ReportStandalone, StandaloneSvgSizesFromTheViewBox) {
  const std::string svg = StandaloneSvg(
      "<svg viewBox=\"0 0 640 360\" role=\"img\"><title>t</title></svg>", "svg text{}");
  EXPECT_NE(svg.find("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 640 360\" "
                     "role=\"img\" width=\"640\" height=\"360\">"),
            std::string::npos);
  EXPECT_NE(svg.find("<style>svg text{}</style>"), std::string::npos);
  EXPECT_EQ(StandaloneSvg("<div>", ""), "");
}

}  // namespace
}  // namespace nilab::host::report
