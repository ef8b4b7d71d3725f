#include "host/report/standalone.h"

#include <cstdlib>

#include "host/analysis/compare.h"
#include "host/report/figures.h"
#include "host/report/page.h"
#include "host/report/palette.h"
#include "host/report/plan.h"
#include "host/report/search_figure.h"
#include "host/report/svg.h"

namespace nilab::host::report {

std::string StandaloneSvg(const std::string& inline_svg, const std::string& style) {
  const size_t open_end = inline_svg.find('>');
  if (inline_svg.rfind("<svg", 0) != 0 || open_end == std::string::npos) return "";
  std::string open = inline_svg.substr(0, open_end);
  // width and height from the viewBox "0 0 W H", so that viewers and LaTeX size it.
  const size_t vb = open.find("viewBox=\"");
  if (vb != std::string::npos) {
    const char* numbers = open.c_str() + vb + 9;
    char* end = nullptr;
    std::strtod(numbers, &end);
    std::strtod(end, &end);
    const double width = std::strtod(end, &end);
    const double height = std::strtod(end, &end);
    open += " width=\"" + SvgNumber(width) + "\" height=\"" + SvgNumber(height) + "\"";
  }
  open.insert(4, " xmlns=\"http://www.w3.org/2000/svg\"");
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + open + ">\n<style>" + style +
         "</style>\n<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>" +
         inline_svg.substr(open_end + 1);
}

std::vector<StandaloneFigure> RenderStandaloneFigures(const ReportData& data,
                                                      const ReportOptions& options,
                                                      const std::vector<ReportData>& with) {
  const ReportPlan plan = PlanReport(data, options.headline);
  Palette palette(data.models);
  const FigureContext context{&data, &plan, &palette, options.higher_is_better,
                              options.routing_samples};
  std::vector<StandaloneFigure> figures;
  std::vector<std::pair<std::string, std::string>> rendered;  // id, html
  std::string note;  // the page says why a figure is missing; the folder just lacks it
  rendered.emplace_back(
      "search-best-so-far",
      SearchFigure(data, with, plan.headline,
                   analysis::HigherIsBetter(plan.headline, options.higher_is_better), &note));
  for (const FigurePlan& f : plan.figures) {
    if (f.kind == FigureKind::kPhaseTable) continue;  // a table: `nilab compare --format latex`
    rendered.emplace_back(f.id, RenderFigure(f, context).html);
  }
  for (const auto& [id, html] : rendered) {
    // Each <svg> of the figure (a routing figure may hold several), numbered after the first.
    int n = 0;
    for (const std::string& svg : StandaloneSvgs(html)) {
      figures.push_back({id + (n ? "-" + std::to_string(n + 1) : ""), svg + "\n"});
      ++n;
    }
  }
  return figures;
}

std::vector<std::string> StandaloneSvgs(const std::string& html) {
  std::vector<std::string> svgs;
  for (size_t at = html.find("<svg"); at != std::string::npos; at = html.find("<svg", at + 1)) {
    const size_t end = html.find("</svg>", at);
    if (end == std::string::npos) break;
    std::string svg = StandaloneSvg(html.substr(at, end + 6 - at), SvgStyle());
    if (!svg.empty()) svgs.push_back(std::move(svg));
    at = end;
  }
  return svgs;
}

}  // namespace nilab::host::report
