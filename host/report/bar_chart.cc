#include "host/report/bar_chart.h"

#include <algorithm>
#include <cstdio>
#include <limits>

namespace nilab::host::report {

std::string RenderBarChart(const BarChartSpec& spec) {
  const double inf = std::numeric_limits<double>::infinity();
  double y_lo = inf, y_hi = -inf;
  for (const auto& s : spec.series) {
    for (const auto& b : s.bars) {
      if (!std::isfinite(b.mean)) continue;
      const double err = std::isfinite(b.std) ? b.std : 0.0;
      y_lo = std::min(y_lo, b.mean - err);
      y_hi = std::max(y_hi, b.mean + err);
    }
  }
  if (!std::isfinite(y_lo)) throw ReportError("bar chart '" + spec.title + "': no data to draw");
  AxisSpec x;
  x.label = spec.x_label;
  x.categories = spec.categories;
  AxisSpec y = spec.y;
  y.include_zero = true;
  y.log = false;
  std::vector<LegendItem> legend;
  for (const auto& s : spec.series) legend.push_back({s.label, s.style, LegendMark::kBar});
  ChartFrame frame(spec.title, x, y, 0, static_cast<double>(spec.categories.size()) - 1, y_lo, y_hi,
                   legend);
  SvgWriter& svg = frame.Begin();
  const double n_series = static_cast<double>(std::max<size_t>(1, spec.series.size()));
  const double group_width = frame.slot() * 0.78;
  const double bar_width = group_width / n_series;
  const double zero = frame.y()(0.0);
  const bool labels = bar_width >= 26;  // room for "0.998" above each bar
  for (size_t si = 0; si < spec.series.size(); ++si) {
    const BarSeries& s = spec.series[si];
    svg.Open("g", {{"class", "series"}, {"data-label", s.label}});
    for (size_t c = 0; c < spec.categories.size() && c < s.bars.size(); ++c) {
      const Bar& b = s.bars[c];
      if (!std::isfinite(b.mean)) continue;
      const double x0 =
          frame.x()(static_cast<double>(c)) - group_width / 2 + bar_width * static_cast<double>(si);
      const double top = frame.y()(b.mean);
      svg.Rect(x0 + 1, std::min(top, zero), bar_width - 2, std::max(std::fabs(zero - top), 0.5),
               {{"class", "bar data"}, {"fill", s.style.color}});
      const double cx = x0 + bar_width / 2;
      double label_y = std::min(top, zero);
      if (std::isfinite(b.std) && b.std > 0) {
        const double hi = frame.y()(b.mean + b.std), lo = frame.y()(b.mean - b.std);
        const Attrs bar = {
            {"class", "errorbar data"}, {"stroke", "#222222"}, {"stroke-width", "1.2"}};
        svg.Line(cx, lo, cx, hi, bar);
        svg.Line(cx - 3, hi, cx + 3, hi, bar);
        svg.Line(cx - 3, lo, cx + 3, lo, bar);
        label_y = std::min(label_y, std::min(hi, lo));
      }
      if (labels) {
        char text[32];
        std::snprintf(text, sizeof text, "%.*f", spec.decimals, b.mean);
        svg.Text(cx, label_y - 4, text, {{"class", "bar-label"}, {"text-anchor", "middle"}});
      }
    }
    svg.Close();
  }
  return frame.Finish();
}

}  // namespace nilab::host::report
