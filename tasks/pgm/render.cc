#include "tasks/pgm/render.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>

namespace nilab::pgm {
namespace {

constexpr float kCell = static_cast<float>(kPanelSize) / 3.0f;
constexpr float kOutlineWidth = 1.0f;
constexpr float kLineWidth = 2.0f;
constexpr float kCenter = static_cast<float>(kPanelSize) / 2.0f;
constexpr float kInvSqrt2 = 0.70710678118654752f;

struct Normal {
  float x, y;
};

// Outward unit edge normals of the regular polygons with a vertex pointing up (the square with
// horizontal sides), and apothem / circumradius: cos(pi / n).
struct Polygon {
  std::array<Normal, 6> normals;
  int sides;
  float apothem;
};

constexpr float kS60 = 0.86602540378443865f;  // sin 60 = cos 30
constexpr float kC36 = 0.80901699437494742f;  // cos 36 = sin 54
constexpr float kS36 = 0.58778525229247313f;  // sin 36 = cos 54
constexpr float kC18 = 0.95105651629515357f;  // cos 18
constexpr float kS18 = 0.30901699437494742f;  // sin 18

constexpr std::array<Polygon, 4> kPolygons = {{
    {{{{kS60, -0.5f}, {0.0f, 1.0f}, {-kS60, -0.5f}}}, 3, 0.5f},                    // triangle
    {{{{1.0f, 0.0f}, {0.0f, 1.0f}, {-1.0f, 0.0f}, {0.0f, -1.0f}}}, 4, kInvSqrt2},  // square
    {{{{kS36, -kC36}, {kC18, kS18}, {0.0f, 1.0f}, {-kC18, kS18}, {-kS36, -kC36}}},
     5,
     kC36},  // pentagon
    {{{{0.5f, -kS60}, {1.0f, 0.0f}, {0.5f, kS60}, {-0.5f, kS60}, {-1.0f, 0.0f}, {-0.5f, -kS60}}},
     6,
     kS60},  // hexagon
}};
constexpr int kCircle = 4;  // shape type 4

class Canvas {
 public:
  explicit Canvas(bool antialias) : antialias_(antialias) { pixels_.fill(255.0f); }

  // For each pixel centre (px, py) of row y between x0 and x1 (clipped to the panel), blends
  // the (level, coverage) pairs that shade(px, py, emit) emits, in order.
  template <typename Shade>
  void Row(int y, float x0, float x1, Shade shade) {
    if (y < 0 || y >= kPanelSize) return;
    const int ix0 = std::max(0, static_cast<int>(std::floor(x0)));
    const int ix1 = std::min(kPanelSize - 1, static_cast<int>(std::floor(x1)));
    const float py = static_cast<float>(y) + 0.5f;
    for (int x = ix0; x <= ix1; ++x) {
      float& v = pixels_[static_cast<size_t>(y * kPanelSize + x)];
      // v <- v + (level - v) a: `level` laid over v with coverage a.
      shade(static_cast<float>(x) + 0.5f, py, [&v](float level, float a) {
        if (a > 0.0f) v = v + (level - v) * a;
      });
    }
  }

  // Coverage of a filled region with signed distance d.
  float Fill(float d) const {
    if (!antialias_) return d <= 0.0f ? 1.0f : 0.0f;
    return std::clamp(0.5f - d, 0.0f, 1.0f);
  }
  // Coverage of a stroke of width w centred on the zero set of d.
  float Stroke(float d, float w) const {
    const float ad = std::fabs(d);
    if (!antialias_) return ad <= 0.5f * w ? 1.0f : 0.0f;
    return std::clamp(0.5f * w + 0.5f - ad, 0.0f, 1.0f);
  }

  void Write(uint8_t* out) const {
    for (size_t i = 0; i < pixels_.size(); ++i) {
      out[i] = static_cast<uint8_t>(std::clamp(pixels_[i], 0.0f, 255.0f) + 0.5f);
    }
  }

 private:
  bool antialias_;
  std::array<float, kPanelPixels> pixels_;
};

void DrawShape(Canvas& canvas, int position, const ShapeCell& cell) {
  const float cx = (static_cast<float>(position % 3) + 0.5f) * kCell;
  const float cy = (static_cast<float>(position / 3) + 0.5f) * kCell;
  const float r = ShapeRadius(cell.size);
  const float margin = r + kOutlineWidth + 1.0f;
  const float fill = ShapeFillLevel(cell.color);
  // d(p): signed distance to the shape's boundary (for polygons the largest distance to an edge
  // line, exact inside and along the edges).
  auto distance = [&](float px, float py) {
    const float dx = px - cx;
    const float dy = py - cy;
    if (cell.type == kCircle) return std::sqrt(dx * dx + dy * dy) - r;
    const Polygon& poly = kPolygons[cell.type];
    const float h = poly.apothem * r;
    float d = -1e9f;
    for (int i = 0; i < poly.sides; ++i) {
      d = std::max(d, poly.normals[static_cast<size_t>(i)].x * dx +
                          poly.normals[static_cast<size_t>(i)].y * dy - h);
    }
    return d;
  };
  const int y0 = static_cast<int>(std::floor(cy - margin));
  const int y1 = static_cast<int>(std::floor(cy + margin));
  for (int y = y0; y <= y1; ++y) {
    canvas.Row(y, cx - margin, cx + margin, [&](float px, float py, auto emit) {
      const float d = distance(px, py);
      emit(fill, canvas.Fill(d));                   // the fill, then
      emit(0.0f, canvas.Stroke(d, kOutlineWidth));  // a black outline over it
    });
  }
}

// Line types: 0 horizontal and 1 vertical through the centre, 2 the diagonal from the top-left
// corner, 3 the one from the bottom-left, 4 a circle of radius 26, 5 a square of half-side 33.
// Each is shaded over the spans of each row where it can cover a pixel (|d| < w/2 + 1).
void DrawLine(Canvas& canvas, int type, int color) {
  const float level = LineLevel(color);
  const float n = static_cast<float>(kPanelSize);
  constexpr float kRingRadius = 26.0f;
  constexpr float kSquareHalf = 33.0f;
  constexpr float kReach = 0.5f * kLineWidth + 1.0f;
  auto span = [&](int y, float x0, float x1, auto distance) {
    canvas.Row(y, x0, x1, [&](float px, float py, auto emit) {
      emit(level, canvas.Stroke(distance(px, py), kLineWidth));
    });
  };
  for (int y = 0; y < kPanelSize; ++y) {
    const float py = static_cast<float>(y) + 0.5f;
    const float dy = py - kCenter;
    switch (type) {
      case 0:
        if (std::fabs(dy) < kReach) span(y, 0.0f, n, [dy](float, float) { return dy; });
        break;
      case 1:
        span(y, kCenter - kReach - 1.0f, kCenter + kReach,
             [](float px, float) { return px - kCenter; });
        break;
      case 2:
        span(y, py - 2.0f * kReach, py + 2.0f * kReach,
             [](float px, float qy) { return (px - qy) * kInvSqrt2; });
        break;
      case 3:
        span(y, n - py - 2.0f * kReach, n - py + 2.0f * kReach,
             [n](float px, float qy) { return (px + qy - n) * kInvSqrt2; });
        break;
      case 4: {
        const float outer = kRingRadius + kReach;
        if (std::fabs(dy) >= outer) break;
        const float inner = kRingRadius - kReach;
        const float xo = std::sqrt(outer * outer - dy * dy);
        const float xi = std::fabs(dy) < inner ? std::sqrt(inner * inner - dy * dy) : 0.0f;
        auto ring = [dy](float px, float) {
          const float dx = px - kCenter;
          return std::sqrt(dx * dx + dy * dy) - kRingRadius;
        };
        if (xi < 1.0f) {  // near the top and bottom the two spans meet: shade them once
          span(y, kCenter - xo - 1.0f, kCenter + xo, ring);
        } else {
          span(y, kCenter - xo - 1.0f, kCenter - xi, ring);
          span(y, kCenter + xi - 1.0f, kCenter + xo, ring);
        }
        break;
      }
      default: {
        auto square = [dy](float px, float) {
          return std::max(std::fabs(px - kCenter), std::fabs(dy)) - kSquareHalf;
        };
        const float out = kSquareHalf + kReach;
        if (std::fabs(dy) >= out) break;
        if (std::fabs(dy) > kSquareHalf - kReach) {  // a horizontal side: the whole row
          span(y, kCenter - out - 1.0f, kCenter + out, square);
        } else {  // the two vertical sides
          span(y, kCenter - out - 1.0f, kCenter - kSquareHalf + kReach, square);
          span(y, kCenter + kSquareHalf - kReach - 1.0f, kCenter + out, square);
        }
        break;
      }
    }
  }
}

}  // namespace

uint8_t ShapeFillLevel(int color) { return static_cast<uint8_t>(230 - 25 * color); }
uint8_t LineLevel(int color) { return static_cast<uint8_t>(210 - 20 * color); }
float ShapeRadius(int size) { return kCell * (0.15f + 0.03f * static_cast<float>(size)); }

void RenderPanel(const Panel& panel, const RenderOptions& options, uint8_t* out) {
  Canvas canvas(options.antialias);
  for (int t = 0; t < kNumLineTypes; ++t) {
    if (panel.lines >> t & 1) DrawLine(canvas, t, panel.line_color[static_cast<size_t>(t)]);
  }
  for (int p = 0; p < kNumPositions; ++p) {
    if (panel.shapes >> p & 1) DrawShape(canvas, p, panel.shape[static_cast<size_t>(p)]);
  }
  canvas.Write(out);
}

}  // namespace nilab::pgm
