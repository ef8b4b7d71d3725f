// Colours of the report: one per model, the same on every figure of the page (colour-blind-safe
// Okabe-Ito hues, in the order models first appear in the sweep); dash patterns for several
// configurations of one model; a categorical colour per function for routing pictures.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace nilab::host::report {

struct SeriesStyle {
  std::string color = "#000000";
  std::string dash;  // stroke-dasharray; "" = solid
};

class Palette {
 public:
  Palette() = default;
  // `models` in the order they should get colours (first appearance in the sweep).
  explicit Palette(const std::vector<std::string>& models);

  // Colour of a model; models not given at construction get the next free colour, in the order
  // they are asked for (so pass every model up front for a stable page).
  const std::string& ModelColor(const std::string& model);
  // The model's colour, darker or lighter, with the variant-th dash pattern (variant 0: the
  // colour itself, solid).
  SeriesStyle Style(const std::string& model, int variant = 0);

  // Colour of function u (0-based) in routing pictures: ten distinct hues, then golden-angle
  // hues for larger function counts.
  static std::string FunctionColor(int64_t u);

 private:
  std::map<std::string, std::string> colors_;
  size_t next_ = 0;
};

// `color` ("#RRGGBB") mixed toward white (amount > 0) or black (amount < 0), |amount| <= 1.
std::string Shade(const std::string& color, double amount);

}  // namespace nilab::host::report
