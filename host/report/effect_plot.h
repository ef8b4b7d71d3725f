// Effect plot: a final metric against a numeric parameter. One dot per trial (spread a little
// sideways, the same way every time, so equal values stay visible), and per series the mean at
// each parameter value with ± std error bars, joined by a line. Series without the parameter
// (a ViT in a plot against tau) appear as a dashed horizontal reference at their mean.
#pragma once

#include <string>
#include <vector>

#include "host/report/line_chart.h"

namespace nilab::host::report {

struct EffectSeries {
  std::string label;
  SeriesStyle style;
  std::vector<Point> trials;     // (param value, metric) per trial
  std::vector<BandPoint> means;  // per param value: mean, mean ± std, n
};

struct ReferenceLine {
  std::string label;
  SeriesStyle style;
  double y = 0;  // mean
  int n = 0;
};

struct EffectPlotSpec {
  std::string title;
  AxisSpec x, y;
  std::vector<EffectSeries> series;
  std::vector<ReferenceLine> references;
};

// Throws ReportError when no series has a finite point.
std::string RenderEffectPlot(const EffectPlotSpec& spec);

// Sideways offset in pixels of the i-th dot at one x value: 0, +d, -d, +2d, -2d, ...
double JitterOffset(int index, double spacing);

}  // namespace nilab::host::report
