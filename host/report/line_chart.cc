#include "host/report/line_chart.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace nilab::host::report {
namespace {

bool Finite(const BandPoint& p, bool log_x, bool log_y) {
  return std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(p.lo) && std::isfinite(p.hi) &&
         (!log_x || p.x > 0) && (!log_y || p.lo > 0);
}

}  // namespace

std::string RenderLineChart(const LineChartSpec& spec) {
  double x_lo = std::numeric_limits<double>::infinity(), x_hi = -x_lo;
  double y_lo = x_lo, y_hi = -x_lo;
  std::vector<std::vector<BandPoint>> kept;
  std::vector<LegendItem> legend;
  bool any_band = false;
  for (const auto& s : spec.series) {
    std::vector<BandPoint> points;
    for (const auto& p : s.points) {
      if (!Finite(p, spec.x.log, spec.y.log)) continue;
      points.push_back(p);
      x_lo = std::min(x_lo, p.x);
      x_hi = std::max(x_hi, p.x);
      y_lo = std::min({y_lo, p.lo, p.y});
      y_hi = std::max({y_hi, p.hi, p.y});
      any_band = any_band || p.hi > p.lo;
    }
    kept.push_back(std::move(points));
  }
  if (!std::isfinite(x_lo)) throw ReportError("line chart '" + spec.title + "': no data to draw");
  for (size_t i = 0; i < spec.series.size(); ++i) {
    const bool band =
        std::any_of(kept[i].begin(), kept[i].end(), [](const BandPoint& p) { return p.hi > p.lo; });
    legend.push_back({spec.series[i].label, spec.series[i].style,
                      band ? LegendMark::kLineWithBand : LegendMark::kLine});
  }
  ChartFrame frame(spec.title, spec.x, spec.y, x_lo, x_hi, y_lo, y_hi, legend);
  SvgWriter& svg = frame.Begin();
  // Bands first, then lines, so no band covers another series' line.
  if (any_band) {
    for (size_t i = 0; i < kept.size(); ++i) {
      const auto& points = kept[i];
      if (points.size() < 2) continue;
      std::vector<Point> outline;
      for (const auto& p : points) outline.push_back({frame.x()(p.x), frame.y()(p.hi)});
      for (auto it = points.rbegin(); it != points.rend(); ++it) {
        outline.push_back({frame.x()(it->x), frame.y()(it->lo)});
      }
      svg.Polygon(
          outline,
          {{"class", "band data"}, {"fill", spec.series[i].style.color}, {"fill-opacity", "0.13"}});
    }
  }
  for (size_t i = 0; i < kept.size(); ++i) {
    const auto& points = kept[i];
    const SeriesStyle& style = spec.series[i].style;
    svg.Open("g", {{"class", "series"}, {"data-label", spec.series[i].label}});
    if (points.size() >= 2) {
      std::vector<Point> line;
      for (const auto& p : points) line.push_back({frame.x()(p.x), frame.y()(p.y)});
      svg.Polyline(line, {{"class", "line data"},
                          {"fill", "none"},
                          {"stroke-width", "2"},
                          {"stroke-linejoin", "round"},
                          {"stroke", style.color},
                          {"stroke-dasharray", style.dash.empty() ? "none" : style.dash}});
    }
    for (const auto& p : points) {
      if (points.size() < 2 && p.hi > p.lo) {  // a lone point shows its band as an error bar
        svg.Line(frame.x()(p.x), frame.y()(p.lo), frame.x()(p.x), frame.y()(p.hi),
                 {{"class", "errorbar data"}, {"stroke", style.color}, {"stroke-width", "1.5"}});
      }
      svg.Circle(frame.x()(p.x), frame.y()(p.y), points.size() > 40 ? 1.6 : 3,
                 {{"class", "marker data"}, {"fill", style.color}});
    }
    svg.Close();
  }
  return frame.Finish();
}

}  // namespace nilab::host::report
