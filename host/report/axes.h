// The frame every chart shares: title, plot area, x and y axes with ticks, grid lines and labels,
// and a legend right of the plot, or in columns below it when its labels are long (never over
// the data).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "host/report/palette.h"
#include "host/report/scale.h"
#include "host/report/svg.h"

namespace nilab::host::report {

struct AxisSpec {
  std::string label;     // with its unit: "epoch", "val/acc (fraction correct)"
  bool log = false;      // log scale (values must be > 0)
  bool integer = false;  // ticks at whole numbers only (epochs, iterations)
  bool include_zero = false;
  // Categorical axis (bar charts): one slot per label, in order; the values are indices.
  std::vector<std::string> categories;
  double pad = 0.0;  // margin around the data, as a fraction of its range (see MakeDomain)
};

enum class LegendMark { kLine, kLineWithBand, kPoints, kBar, kReference };

struct LegendItem {
  std::string label;
  SeriesStyle style;
  LegendMark mark = LegendMark::kLine;
};

// Chart size in SVG user units; the page scales the SVG to its column.
inline constexpr double kChartWidth = 640;
inline constexpr double kChartHeight = 380;

class ChartFrame {
 public:
  // [x_lo, x_hi] and [y_lo, y_hi]: the extent of the data (bands and error bars included).
  ChartFrame(const std::string& title, const AxisSpec& x, const AxisSpec& y, double x_lo,
             double x_hi, double y_lo, double y_hi, std::vector<LegendItem> legend);

  // Title, grid, axes and labels; then opens the group the caller draws its data into.
  SvgWriter& Begin();
  // Closes the data group, draws the legend, returns the SVG.
  std::string Finish();

  const Scale& x() const { return x_; }
  const Scale& y() const { return y_; }
  double left() const { return left_; }
  double right() const { return right_; }
  double top() const { return top_; }
  double bottom() const { return bottom_; }
  // Width of one category slot on a categorical x axis.
  double slot() const;

 private:
  void DrawAxes();
  void DrawLegend();

  std::string title_;
  AxisSpec x_spec_, y_spec_;
  std::vector<LegendItem> legend_;
  struct Layout {
    bool below = false;  // legend below the plot (else right of it)
    int columns = 1;     // of a legend below
    double right = 0;    // right edge of the plot
    double height = 0;   // of the whole chart
  };
  static Layout MakeLayout(const std::vector<LegendItem>& legend);
  Layout layout_;
  double width_, height_, left_, right_, top_, bottom_;
  Domain x_domain_, y_domain_;
  Scale x_, y_;
  SvgWriter svg_;
};

// "label" shortened to `max_chars` characters (UTF-8 aware) with an ellipsis.
std::string Ellipsize(const std::string& label, size_t max_chars);

}  // namespace nilab::host::report
