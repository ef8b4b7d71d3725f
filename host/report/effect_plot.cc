#include "host/report/effect_plot.h"

#include <cmath>
#include <limits>
#include <map>

namespace nilab::host::report {

double JitterOffset(int index, double spacing) {
  if (index <= 0) return 0.0;
  const int k = (index + 1) / 2;
  return (index % 2 == 1 ? 1.0 : -1.0) * k * spacing;
}

std::string RenderEffectPlot(const EffectPlotSpec& spec) {
  const double inf = std::numeric_limits<double>::infinity();
  double x_lo = inf, x_hi = -inf, y_lo = inf, y_hi = -inf;
  auto usable_x = [&](double x) { return std::isfinite(x) && (!spec.x.log || x > 0); };
  auto usable_y = [&](double y) { return std::isfinite(y) && (!spec.y.log || y > 0); };
  for (const auto& s : spec.series) {
    for (const auto& p : s.trials) {
      if (!usable_x(p.x) || !usable_y(p.y)) continue;
      x_lo = std::min(x_lo, p.x), x_hi = std::max(x_hi, p.x);
      y_lo = std::min(y_lo, p.y), y_hi = std::max(y_hi, p.y);
    }
    for (const auto& m : s.means) {
      if (!usable_x(m.x) || !usable_y(m.lo) || !std::isfinite(m.hi)) continue;
      y_lo = std::min(y_lo, m.lo), y_hi = std::max(y_hi, m.hi);
    }
  }
  if (!std::isfinite(x_lo)) throw ReportError("effect plot '" + spec.title + "': no data to draw");
  for (const auto& r : spec.references) {
    if (usable_y(r.y)) y_lo = std::min(y_lo, r.y), y_hi = std::max(y_hi, r.y);
  }
  std::vector<LegendItem> legend;
  for (const auto& s : spec.series) legend.push_back({s.label, s.style, LegendMark::kLine});
  legend.push_back({"trials (one dot each)", {"#666666", ""}, LegendMark::kPoints});
  for (const auto& r : spec.references)
    legend.push_back({r.label, r.style, LegendMark::kReference});

  ChartFrame frame(spec.title, spec.x, spec.y, x_lo, x_hi, y_lo, y_hi, legend);
  SvgWriter& svg = frame.Begin();
  for (const auto& r : spec.references) {
    if (!usable_y(r.y)) continue;
    svg.Line(frame.left(), frame.y()(r.y), frame.right(), frame.y()(r.y),
             {{"class", "reference data"},
              {"stroke", r.style.color},
              {"stroke-width", "1.5"},
              {"stroke-dasharray", "5 4"}});
  }
  const int n_series = static_cast<int>(spec.series.size());
  for (int si = 0; si < n_series; ++si) {
    const EffectSeries& s = spec.series[static_cast<size_t>(si)];
    // Series side by side around each x (a few pixels apart), trials jittered within.
    const double shift = (si - (n_series - 1) / 2.0) * 5.0;
    svg.Open("g", {{"class", "series"}, {"data-label", s.label}});
    std::map<double, int> seen;
    for (const auto& p : s.trials) {
      if (!usable_x(p.x) || !usable_y(p.y)) continue;
      const double dx = shift + JitterOffset(seen[p.x]++, 2.5);
      svg.Circle(frame.x()(p.x) + dx, frame.y()(p.y), 2.6,
                 {{"class", "trial data"}, {"fill", s.style.color}, {"fill-opacity", "0.45"}});
    }
    std::vector<Point> line;
    for (const auto& m : s.means) {
      if (!usable_x(m.x) || !usable_y(m.y)) continue;
      const double px = frame.x()(m.x) + shift;
      line.push_back({px, frame.y()(m.y)});
      if (m.hi > m.lo && usable_y(m.lo)) {
        const Attrs bar = {
            {"class", "errorbar data"}, {"stroke", s.style.color}, {"stroke-width", "1.5"}};
        svg.Line(px, frame.y()(m.lo), px, frame.y()(m.hi), bar);
        svg.Line(px - 4, frame.y()(m.lo), px + 4, frame.y()(m.lo), bar);
        svg.Line(px - 4, frame.y()(m.hi), px + 4, frame.y()(m.hi), bar);
      }
    }
    if (line.size() >= 2) {
      svg.Polyline(line, {{"class", "line data"},
                          {"fill", "none"},
                          {"stroke-width", "2"},
                          {"stroke-linejoin", "round"},
                          {"stroke", s.style.color},
                          {"stroke-dasharray", s.style.dash.empty() ? "none" : s.style.dash}});
    }
    for (const auto& p : line) {
      svg.Rect(p.x - 4, p.y - 4, 8, 8,
               {{"class", "mean data"}, {"fill", s.style.color}, {"stroke", "#ffffff"}});
    }
    svg.Close();
  }
  return frame.Finish();
}

}  // namespace nilab::host::report
