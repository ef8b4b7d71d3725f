// `nilab report --figures DIR`: every figure of a sweep's report as a standalone SVG file, with
// its styles inside, that opens on its own and in LaTeX (\includesvg, or \includegraphics of the
// PDF that rsvg-convert makes from it).
#pragma once

#include <string>
#include <vector>

#include "host/report/report.h"

namespace nilab::host::report {

struct StandaloneFigure {
  std::string name;  // file name without extension: the figure's id ("curve-train-val-r2")
  std::string svg;   // a whole SVG document
};

// The report's figures (tables excluded) in plan order. Same data and options -> same bytes.
std::vector<StandaloneFigure> RenderStandaloneFigures(const ReportData& data,
                                                      const ReportOptions& options,
                                                      const std::vector<ReportData>& with = {});

// An inline <svg viewBox="0 0 W H" ...> element (as the report draws it) made a document: the
// SVG namespace, width and height in px, a white background and `style` inside.
std::string StandaloneSvg(const std::string& inline_svg, const std::string& style);

// Each <svg> element of a figure's HTML (a routing figure holds one per sample) as a standalone
// document with the report's styles, in order.
std::vector<std::string> StandaloneSvgs(const std::string& figure_html);

}  // namespace nilab::host::report
