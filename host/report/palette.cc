#include "host/report/palette.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>

namespace nilab::host::report {
namespace {

// Okabe & Ito (2008), without yellow (too light on white).
const std::vector<std::string>& ModelColors() {
  static const std::vector<std::string> colors = {"#0072B2", "#D55E00", "#009E73", "#CC79A7",
                                                  "#E69F00", "#56B4E9", "#000000"};
  return colors;
}

const std::vector<std::string>& Dashes() {
  static const std::vector<std::string> dashes = {"", "7 3", "2 3", "9 3 2 3", "4 2 1 2 1 2"};
  return dashes;
}

}  // namespace

Palette::Palette(const std::vector<std::string>& models) {
  for (const auto& model : models) ModelColor(model);
}

const std::string& Palette::ModelColor(const std::string& model) {
  auto it = colors_.find(model);
  if (it != colors_.end()) return it->second;
  const auto& colors = ModelColors();
  return colors_[model] = colors[next_++ % colors.size()];
}

std::string Shade(const std::string& color, double amount) {
  // amount > 0 mixes toward white, < 0 toward black.
  auto channel = [&](size_t at) {
    const double c = std::stoi(color.substr(at, 2), nullptr, 16);
    const double mixed = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return static_cast<int>(std::lround(mixed));
  };
  char buffer[8];
  std::snprintf(buffer, sizeof buffer, "#%02X%02X%02X", channel(1), channel(3), channel(5));
  return buffer;
}

SeriesStyle Palette::Style(const std::string& model, int variant) {
  // Variants of one model: the model's hue, darker or lighter, and a dash pattern.
  static const double shades[] = {0.0, -0.35, 0.4, -0.6, 0.6};
  const auto& dashes = Dashes();
  const size_t v = static_cast<size_t>(variant);
  return {Shade(ModelColor(model), shades[v % 5]), dashes[v % dashes.size()]};
}

std::string Palette::FunctionColor(int64_t u) {
  // Tableau 10.
  static const std::vector<std::string> ten = {"#4E79A7", "#F28E2B", "#E15759", "#76B7B2",
                                               "#59A14F", "#EDC948", "#B07AA1", "#FF9DA7",
                                               "#9C755F", "#BAB0AC"};
  if (u >= 0 && u < static_cast<int64_t>(ten.size())) return ten[static_cast<size_t>(u)];
  // HSL(h, 55%, 50%) with the golden angle between hues.
  const double h = std::fmod(static_cast<double>(u) * 137.508, 360.0) / 60.0;
  const double c = 0.55, x = c * (1 - std::fabs(std::fmod(h, 2.0) - 1)), m = 0.5 - c / 2;
  double r = 0, g = 0, b = 0;
  if (h < 1) {
    r = c, g = x;
  } else if (h < 2) {
    r = x, g = c;
  } else if (h < 3) {
    g = c, b = x;
  } else if (h < 4) {
    g = x, b = c;
  } else if (h < 5) {
    r = x, b = c;
  } else {
    r = c, b = x;
  }
  char buffer[8];
  std::snprintf(
      buffer, sizeof buffer, "#%02X%02X%02X", static_cast<int>(std::lround((r + m) * 255)),
      static_cast<int>(std::lround((g + m) * 255)), static_cast<int>(std::lround((b + m) * 255)));
  return buffer;
}

}  // namespace nilab::host::report
