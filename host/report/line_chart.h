// Line chart with seed bands: one line per series through the mean over seeds, a shaded band
// from the lowest to the highest seed (or mean ± std), and a marker at each point.
#pragma once

#include <string>
#include <vector>

#include "host/report/axes.h"

namespace nilab::host::report {

struct BandPoint {
  double x = 0;
  double y = 0;   // the mean
  double lo = 0;  // band: min over seeds, or mean - std
  double hi = 0;  // band: max over seeds, or mean + std
  int n = 0;      // values behind the point
};

struct LineSeries {
  std::string label;
  SeriesStyle style;
  std::vector<BandPoint> points;  // sorted by x
};

struct LineChartSpec {
  std::string title;
  AxisSpec x, y;
  std::vector<LineSeries> series;
};

// The chart's <svg>. Non-finite points are left out; a series without points draws nothing but
// keeps its legend entry. Throws ReportError when no series has a point.
std::string RenderLineChart(const LineChartSpec& spec);

}  // namespace nilab::host::report
