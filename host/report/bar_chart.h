// Grouped bar chart: one group of bars per category (e.g. a phase), one bar per series (e.g. a
// model) from zero to the mean, with a ± std error bar and the mean written above it.
#pragma once

#include <cmath>
#include <string>
#include <vector>

#include "host/report/axes.h"

namespace nilab::host::report {

struct Bar {
  double mean = std::nan("");  // NaN: no bar (the series has no value in this category)
  double std = std::nan("");   // NaN or 0: no error bar
  int n = 0;
};

struct BarSeries {
  std::string label;
  SeriesStyle style;
  std::vector<Bar> bars;  // one per category
};

struct BarChartSpec {
  std::string title;
  std::vector<std::string> categories;
  std::string x_label;
  AxisSpec y;
  std::vector<BarSeries> series;
  int decimals = 3;  // of the values written above the bars
};

// Throws ReportError when no bar has a finite mean.
std::string RenderBarChart(const BarChartSpec& spec);

}  // namespace nilab::host::report
