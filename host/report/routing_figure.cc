#include "host/report/routing_figure.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "host/report/axes.h"
#include "host/report/palette.h"
#include "host/report/svg.h"

namespace nilab::host::report {

std::string RenderRoutingFigure(const RoutingTraceData& trace, const std::string& title,
                                size_t max_samples) {
  const size_t samples = std::min(trace.samples.size(), max_samples);
  if (samples == 0 || trace.steps.empty() || trace.tokens <= 0) {
    throw ReportError("routing picture '" + title + "': the trace has no samples");
  }
  const double steps = static_cast<double>(trace.steps.size());
  const double tokens = static_cast<double>(trace.tokens);
  const bool several_scripts = trace.steps.front().script != trace.steps.back().script;

  // Layout: panels side by side under the title; the function legend below them.
  const double width = kChartWidth, left = 46, gap = 30, top = 70;
  const double panel_width =
      (width - left - 12 - gap * static_cast<double>(samples - 1)) / static_cast<double>(samples);
  // Cells as large as fit, up to 44 x 24: small traces stay readable, 65 tokens x 8 iterations
  // still fit the page.
  const double cell_w = std::min(44.0, panel_width / steps);
  const double cell_h = std::clamp(320.0 / tokens, 3.0, 24.0);
  const double grid_h = cell_h * tokens;
  const int64_t legend_per_row = 8;
  const int64_t legend_rows = (trace.functions + legend_per_row - 1) / legend_per_row;
  const double height = top + grid_h + 46 + 20.0 * static_cast<double>(legend_rows) + 22;

  SvgWriter svg(width, height, title);
  svg.Text(12, 24, title, {{"class", "chart-title"}});
  // Row labels every k tokens so they never overlap.
  const int64_t label_every = cell_h >= 11 ? 1 : cell_h >= 5 ? 5 : 10;
  for (size_t s = 0; s < samples; ++s) {
    const double x0 = left + static_cast<double>(s) * (panel_width + gap);
    const double panel_w = cell_w * steps;
    svg.Text(x0 + panel_w / 2, top - 28,
             trace.split + " sample " + std::to_string(trace.samples[s]),
             {{"class", "panel-title"}, {"text-anchor", "middle"}});
    svg.Open("g", {{"class", "routing-panel"}, {"data-sample", std::to_string(trace.samples[s])}});
    const auto cells = ArgmaxRouting(trace, s);
    for (size_t k = 0; k < cells.size(); ++k) {
      const double x = x0 + cell_w * static_cast<double>(k);
      for (size_t i = 0; i < cells[k].size(); ++i) {
        const RoutingCell& c = cells[k][i];
        const double y = top + cell_h * static_cast<double>(i);
        if (c.function < 0) {
          svg.Rect(x, y, cell_w, cell_h,
                   {{"class", "cell data"}, {"fill", "#ffffff"}, {"data-function", "none"}});
          continue;
        }
        svg.Rect(x, y, cell_w, cell_h,
                 {{"class", "cell data"},
                  {"fill", Palette::FunctionColor(c.function)},
                  {"fill-opacity", SvgNumber(std::clamp(c.weight, 0.0, 1.0))},
                  {"data-function", std::to_string(c.function)}});
      }
    }
    svg.Rect(x0, top, panel_w, grid_h,
             {{"class", "frame"}, {"fill", "none"}, {"stroke", "#888888"}});
    // Column labels: iteration numbers (1-based), with the script when there are several.
    for (size_t k = 0; k < trace.steps.size(); ++k) {
      const auto& step = trace.steps[k];
      std::string label = std::to_string(step.iteration + 1);
      if (several_scripts) label = std::to_string(step.script + 1) + "." + label;
      if (cell_w >= 10 || k % 2 == 0) {
        svg.Text(x0 + cell_w * (static_cast<double>(k) + 0.5), top - 8, label,
                 {{"class", "tick"}, {"text-anchor", "middle"}});
      }
    }
    if (s == 0) {
      for (int64_t i = 0; i < trace.tokens; i += label_every) {
        svg.Text(x0 - 5, top + cell_h * (static_cast<double>(i) + 0.5) + 3.5, std::to_string(i),
                 {{"class", "tick"}, {"text-anchor", "end"}});
      }
    }
    svg.Close();
  }
  svg.Text(12, top + grid_h / 2, "token",
           {{"class", "axis-label"},
            {"text-anchor", "middle"},
            {"transform", "rotate(-90 12 " + SvgNumber(top + grid_h / 2) + ")"}});
  const std::string columns = several_scripts ? "script.iteration" : "function iteration";
  svg.Text(width / 2, top + grid_h + 20,
           "columns: " + columns +
               " (1 = first); colour: function with the largest C_ui; "
               "opacity: that C_ui",
           {{"class", "axis-label"}, {"text-anchor", "middle"}});
  // Function legend.
  svg.Open("g", {{"class", "legend"}});
  for (int64_t u = 0; u < trace.functions; ++u) {
    const double x = left + 70.0 * static_cast<double>(u % legend_per_row);
    const double y = top + grid_h + 40 + 20.0 * static_cast<double>(u / legend_per_row);
    svg.Rect(x, y - 9, 12, 12, {{"fill", Palette::FunctionColor(u)}});
    svg.Text(x + 17, y + 1, "f" + std::to_string(u + 1), {{"class", "legend-text"}});
  }
  const double y = top + grid_h + 40 + 20.0 * static_cast<double>(legend_rows);
  svg.Rect(left, y - 9, 12, 12, {{"fill", "#ffffff"}, {"stroke", "#999999"}});
  svg.Text(left + 17, y + 1, "no function (C = 0 for all: token passes through)",
           {{"class", "legend-text"}});
  svg.Close();
  return svg.Finish();
}

}  // namespace nilab::host::report
