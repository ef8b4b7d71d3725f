// The SVG writer, scales and ticks.
#include <gtest/gtest.h>

#include <cmath>

#include "host/report/palette.h"
#include "host/report/scale.h"
#include "host/report/svg.h"

namespace nilab::host::report {
namespace {

size_t Count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(ReportSvg, EscapesTextAndAttributes) {
  EXPECT_EQ(EscapeXml("a<b & \"c\" 'd'>"), "a&lt;b &amp; &quot;c&quot; &#39;d&#39;&gt;");
  SvgWriter svg(100, 50, "t<1>");
  svg.Text(1, 2, "x < y & z", {{"data-label", "ni \"tau\"=0.5"}});
  const std::string out = svg.Finish();
  EXPECT_NE(out.find(">x &lt; y &amp; z</text>"), std::string::npos) << out;
  EXPECT_NE(out.find("data-label=\"ni &quot;tau&quot;=0.5\""), std::string::npos) << out;
  EXPECT_NE(out.find("<title>t&lt;1&gt;</title>"), std::string::npos) << out;
  EXPECT_EQ(out.find("x < y"), std::string::npos);
}

TEST(ReportSvg, NumbersHaveAtMostTwoDecimalsAndNoNegativeZero) {
  EXPECT_EQ(SvgNumber(12.345678), "12.35");
  EXPECT_EQ(SvgNumber(3.0), "3");
  EXPECT_EQ(SvgNumber(-0.5), "-0.5");
  EXPECT_EQ(SvgNumber(-0.001), "0");
  EXPECT_EQ(SvgNumber(100), "100");
  EXPECT_EQ(SvgNumber(0.1 + 0.2), "0.3");
  EXPECT_EQ(PointList({{1, 2}, {3.333, -4}}), "1,2 3.33,-4");
}

TEST(ReportSvg, RefusesNonFiniteCoordinates) {
  EXPECT_THROW(SvgNumber(std::nan("")), ReportError);
  EXPECT_THROW(SvgNumber(INFINITY), ReportError);
  SvgWriter svg(10, 10, "t");
  EXPECT_THROW(svg.Circle(std::nan(""), 1, 1), ReportError);
}

TEST(ReportSvg, FinishClosesWhatIsOpenInOrder) {
  SvgWriter svg(10, 10, "t");
  svg.Open("g", {{"class", "a"}});
  svg.Open("g");
  svg.Rect(0, 0, 1, 1);
  const std::string out = svg.Finish();
  EXPECT_EQ(Count(out, "<g"), 2u);
  EXPECT_EQ(Count(out, "</g>"), 2u);
  EXPECT_EQ(out.rfind("</svg>"), out.size() - 7);
  EXPECT_LT(out.rfind("</g>"), out.rfind("</svg>"));
  EXPECT_NE(out.find("viewBox=\"0 0 10 10\""), std::string::npos);
}

TEST(ReportScale, NiceTicksAreRoundStepsCoveringTheRange) {
  EXPECT_EQ(NiceTicks(0, 1, 5), (std::vector<double>{0, 0.2, 0.4, 0.6, 0.8, 1}));
  const auto r2 = NiceTicks(0.913, 0.998, 5);
  ASSERT_EQ(r2.size(), 6u);
  EXPECT_DOUBLE_EQ(r2.front(), 0.9);
  EXPECT_DOUBLE_EQ(r2.back(), 1.0);
  EXPECT_DOUBLE_EQ(r2[2], 0.94);  // snapped: no 0.9400000000000001
  EXPECT_EQ(NiceTicks(1, 3, 5, /*integer_only=*/true), (std::vector<double>{1, 2, 3}));
  EXPECT_EQ(NiceTicks(-2.5, 0.4, 5), (std::vector<double>{-2.5, -2, -1.5, -1, -0.5, 0, 0.5}));
  const auto flat = NiceTicks(2, 2, 5);
  EXPECT_LT(flat.front(), 2);
  EXPECT_GT(flat.back(), 2);
  EXPECT_THROW(NiceTicks(0, std::nan(""), 5), ReportError);
}

TEST(ReportScale, LogTicksUseOneTwoFiveOrDecades) {
  EXPECT_EQ(LogTicks(1e-4, 1e-2).size(), 7u);  // 1, 2, 5 x 1e-4, 1e-3 and 1e-2
  const auto decades = LogTicks(1e-5, 1);
  ASSERT_EQ(decades.size(), 6u);
  EXPECT_DOUBLE_EQ(decades[0], 1e-5);
  EXPECT_DOUBLE_EQ(decades[5], 1.0);
  EXPECT_THROW(LogTicks(0, 1), ReportError);
}

TEST(ReportScale, TickLabelsHaveTheDecimalsTheStepNeeds) {
  EXPECT_EQ(FormatTick(0.25, 0.25), "0.25");
  EXPECT_EQ(FormatTick(0.4, 0.2), "0.4");
  EXPECT_EQ(FormatTick(10, 5), "10");
  EXPECT_EQ(FormatTick(-0.0, 0.1), "0");
  EXPECT_EQ(FormatTick(1e-5, 1e-5), "1e-05");
  EXPECT_EQ(FormatTick(2e6, 1e6), "2e+06");
}

TEST(ReportScale, MapsLinearAndLogDomainsOntoPixels) {
  const Scale y(0, 10, 300, 100);  // y grows upward
  EXPECT_DOUBLE_EQ(y(0), 300);
  EXPECT_DOUBLE_EQ(y(10), 100);
  EXPECT_DOUBLE_EQ(y(5), 200);
  const Scale x(1, 100, 0, 100, /*log=*/true);
  EXPECT_NEAR(x(10), 50, 1e-9);
  EXPECT_THROW(Scale(0, 1, 0, 1, true), ReportError);
  const Domain d = MakeDomain(0.913, 0.998, false, false);
  EXPECT_DOUBLE_EQ(d.lo, 0.9);
  EXPECT_DOUBLE_EQ(d.hi, 1.0);
  // With a margin the points stay off the frame, and an integer axis has integer ticks.
  const Domain padded = MakeDomain(2, 3, false, /*integer_only=*/true, /*pad=*/0.05);
  EXPECT_DOUBLE_EQ(padded.lo, 1.95);
  EXPECT_DOUBLE_EQ(padded.hi, 3.05);
  EXPECT_EQ(padded.ticks, (std::vector<double>{2, 3}));
}

TEST(ReportPalette, ModelsKeepTheirColourAndVariantsDiffer) {
  Palette palette({"ni", "vit"});
  EXPECT_EQ(palette.ModelColor("ni"), "#0072B2");
  EXPECT_EQ(palette.ModelColor("vit"), "#D55E00");
  EXPECT_EQ(palette.ModelColor("ni"), "#0072B2");
  EXPECT_EQ(palette.Style("ni", 0).color, "#0072B2");
  EXPECT_EQ(palette.Style("ni", 0).dash, "");
  EXPECT_NE(palette.Style("ni", 1).color, "#0072B2");
  EXPECT_NE(palette.Style("ni", 1).dash, "");
  EXPECT_EQ(Shade("#808080", 1.0), "#FFFFFF");
  EXPECT_EQ(Shade("#808080", -1.0), "#000000");
  EXPECT_NE(Palette::FunctionColor(0), Palette::FunctionColor(1));
  EXPECT_NE(Palette::FunctionColor(10), Palette::FunctionColor(11));
  EXPECT_EQ(Palette::FunctionColor(12).size(), 7u);
}

}  // namespace
}  // namespace nilab::host::report
