#include "host/report/axes.h"

#include <algorithm>
#include <cmath>

namespace nilab::host::report {
namespace {

constexpr double kLegendRow = 18;
constexpr double kLeft = 70;  // room for y tick labels and the y axis label
constexpr double kTop = 44;   // room for the title
constexpr double kMargin = 12;
constexpr size_t kRightLegendChars = 24;  // longer labels go below the plot
constexpr size_t kBelowLegendChars = 48;

size_t Utf8Length(const std::string& text) {
  size_t n = 0;
  for (unsigned char c : text) n += (c & 0xC0) != 0x80;
  return n;
}

double LegendWidth(const std::vector<LegendItem>& legend) {
  if (legend.empty()) return 0;
  size_t chars = 0;
  for (const auto& item : legend) chars = std::max(chars, Utf8Length(item.label));
  return std::clamp(36.0 + 6.6 * static_cast<double>(chars), 90.0, 200.0);
}

}  // namespace

std::string Ellipsize(const std::string& label, size_t max_chars) {
  if (Utf8Length(label) <= max_chars) return label;
  std::string out;
  size_t chars = 0;
  for (size_t i = 0; i < label.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(label[i]);
    if ((c & 0xC0) != 0x80 && ++chars > max_chars - 1) break;
    out += label[i];
  }
  return out + "…";
}

ChartFrame::Layout ChartFrame::MakeLayout(const std::vector<LegendItem>& legend) {
  Layout l;
  l.right = kChartWidth - 16;
  l.height = kChartHeight;
  if (legend.empty()) return l;
  // The legend goes right of the plot when its labels are short, else in columns below it.
  size_t chars = 0;
  for (const auto& item : legend) chars = std::max(chars, Utf8Length(item.label));
  const double n = static_cast<double>(legend.size());
  l.below = chars > kRightLegendChars;
  if (!l.below) {
    l.right -= LegendWidth(legend) + 12;
    l.height = std::max(l.height, kTop + kLegendRow * n + 60);
    return l;
  }
  const double column = 34.0 + 6.0 * static_cast<double>(std::min(chars, kBelowLegendChars));
  l.columns = std::max(1, static_cast<int>((kChartWidth - 2 * kMargin) / column));
  l.height += std::ceil(n / l.columns) * kLegendRow + 6;
  return l;
}

ChartFrame::ChartFrame(const std::string& title, const AxisSpec& x, const AxisSpec& y, double x_lo,
                       double x_hi, double y_lo, double y_hi, std::vector<LegendItem> legend)
    : title_(title),
      x_spec_(x),
      y_spec_(y),
      legend_(std::move(legend)),
      layout_(MakeLayout(legend_)),
      width_(kChartWidth),
      height_(layout_.height),
      left_(kLeft),
      right_(layout_.right),
      top_(kTop),
      bottom_(kChartHeight - 54),
      svg_(width_, height_, title) {
  if (!x_spec_.categories.empty()) {
    const double n = static_cast<double>(x_spec_.categories.size());
    x_domain_.lo = -0.5;
    x_domain_.hi = n - 0.5;
    for (size_t i = 0; i < x_spec_.categories.size(); ++i) {
      x_domain_.ticks.push_back(static_cast<double>(i));
    }
    x_ = Scale(x_domain_.lo, x_domain_.hi, left_, right_);
  } else {
    x_domain_ = MakeDomain(x_lo, x_hi, x_spec_.log, x_spec_.integer, x_spec_.pad);
    x_ = Scale(x_domain_.lo, x_domain_.hi, left_, right_, x_spec_.log);
  }
  if (y_spec_.include_zero && !y_spec_.log) {
    y_lo = std::min(y_lo, 0.0);
    y_hi = std::max(y_hi, 0.0);
  }
  y_domain_ = MakeDomain(y_lo, y_hi, y_spec_.log, y_spec_.integer, y_spec_.pad);
  y_ = Scale(y_domain_.lo, y_domain_.hi, bottom_, top_, y_spec_.log);
}

double ChartFrame::slot() const {
  return x_spec_.categories.empty() ? 0.0 : std::fabs(x_(1.0) - x_(0.0));
}

SvgWriter& ChartFrame::Begin() {
  svg_.Text(12, 24, title_, {{"class", "chart-title"}});
  DrawAxes();
  svg_.Open("g", {{"class", "plot"}});
  return svg_;
}

void ChartFrame::DrawAxes() {
  svg_.Open("g", {{"class", "axes"}});
  // Grid lines at the y ticks (and x ticks of a numeric axis), under the data.
  const double y_step = y_domain_.ticks.size() > 1 ? y_domain_.ticks[1] - y_domain_.ticks[0] : 0;
  for (double t : y_domain_.ticks) {
    const double py = y_(t);
    svg_.Line(left_, py, right_, py, {{"class", "grid"}, {"stroke", "#e4e4e7"}});
    svg_.Text(left_ - 7, py + 4, y_spec_.log ? FormatTick(t, t / 10) : FormatTick(t, y_step),
              {{"class", "tick"}, {"text-anchor", "end"}});
  }
  const double x_step = x_domain_.ticks.size() > 1 ? x_domain_.ticks[1] - x_domain_.ticks[0] : 0;
  for (size_t i = 0; i < x_domain_.ticks.size(); ++i) {
    const double t = x_domain_.ticks[i];
    const double px = x_(t);
    if (x_spec_.categories.empty()) {
      svg_.Line(px, top_, px, bottom_, {{"class", "grid"}, {"stroke", "#f0f0f2"}});
    }
    svg_.Line(px, bottom_, px, bottom_ + 5, {{"class", "axis"}, {"stroke", "#333333"}});
    const std::string label =
        x_spec_.categories.empty()
            ? (x_spec_.log ? FormatTick(t, t / 10) : FormatTick(t, x_step))
            : Ellipsize(x_spec_.categories[i], static_cast<size_t>(std::max(4.0, slot() / 6.4)));
    svg_.Text(px, bottom_ + 18, label, {{"class", "tick"}, {"text-anchor", "middle"}});
  }
  svg_.Line(left_, bottom_, right_, bottom_, {{"class", "axis"}, {"stroke", "#333333"}});
  svg_.Line(left_, top_, left_, bottom_, {{"class", "axis"}, {"stroke", "#333333"}});
  svg_.Text((left_ + right_) / 2, bottom_ + 40, x_spec_.label,
            {{"class", "axis-label"}, {"text-anchor", "middle"}});
  const double cy = (top_ + bottom_) / 2;
  svg_.Text(16, cy, y_spec_.label,
            {{"class", "axis-label"},
             {"text-anchor", "middle"},
             {"transform", "rotate(-90 16 " + SvgNumber(cy) + ")"}});
  svg_.Close();
}

void ChartFrame::DrawLegend() {
  if (legend_.empty()) return;
  svg_.Open("g", {{"class", "legend"}});
  const double column = layout_.below ? (width_ - 2 * kMargin) / layout_.columns : 0;
  const size_t max_chars =
      layout_.below ? static_cast<size_t>(std::max(8.0, (column - 34) / 6.0)) : kRightLegendChars;
  for (size_t k = 0; k < legend_.size(); ++k) {
    const LegendItem& item = legend_[k];
    double x0, y;
    if (layout_.below) {
      x0 = kMargin + column * static_cast<double>(k % static_cast<size_t>(layout_.columns));
      y = bottom_ + 62 + kLegendRow * static_cast<double>(k / static_cast<size_t>(layout_.columns));
    } else {
      x0 = right_ + 16;
      y = top_ + 4 + kLegendRow * static_cast<double>(k);
    }
    const Attrs line = {{"class", "legend-line"},
                        {"stroke", item.style.color},
                        {"stroke-width", "2"},
                        {"stroke-dasharray", item.style.dash.empty() ? "none" : item.style.dash}};
    switch (item.mark) {
      case LegendMark::kLineWithBand:
        svg_.Rect(x0, y - 5, 24, 10, {{"fill", item.style.color}, {"fill-opacity", "0.18"}});
        svg_.Line(x0, y, x0 + 24, y, line);
        break;
      case LegendMark::kLine:
        svg_.Line(x0, y, x0 + 24, y, line);
        break;
      case LegendMark::kReference:
        svg_.Line(x0, y, x0 + 24, y,
                  {{"class", "legend-line"},
                   {"stroke", item.style.color},
                   {"stroke-width", "1.5"},
                   {"stroke-dasharray", "5 4"}});
        break;
      case LegendMark::kPoints:
        svg_.Circle(x0 + 6, y, 3, {{"fill", item.style.color}, {"fill-opacity", "0.55"}});
        svg_.Circle(x0 + 17, y, 3, {{"fill", item.style.color}, {"fill-opacity", "0.55"}});
        break;
      case LegendMark::kBar:
        svg_.Rect(x0 + 4, y - 6, 16, 12, {{"fill", item.style.color}});
        break;
    }
    // A shortened label shows its full text on hover.
    const std::string shown = Ellipsize(item.label, max_chars);
    if (shown != item.label) {
      svg_.Open("g");
      svg_.WithText("title", {}, item.label);
    }
    svg_.Text(x0 + 30, y + 4, shown, {{"class", "legend-text"}});
    if (shown != item.label) svg_.Close();
  }
  svg_.Close();
}

std::string ChartFrame::Finish() {
  svg_.Close();  // the data group
  DrawLegend();
  return svg_.Finish();
}

}  // namespace nilab::host::report
