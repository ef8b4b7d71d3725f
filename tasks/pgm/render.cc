#include "tasks/pgm/render.h"

#include <algorithm>
#include <array>
#include <cmath>

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

  // Calls coverage(px, py) -> [0, 1] for each pixel centre in the box and blends `level` in.
  template <typename Coverage>
  void Blend(float x0, float y0, float x1, float y1, float level, Coverage coverage) {
    const int ix0 = std::max(0, static_cast<int>(std::floor(x0)));
    const int iy0 = std::max(0, static_cast<int>(std::floor(y0)));
    const int ix1 = std::min(kPanelSize - 1, static_cast<int>(std::floor(x1)));
    const int iy1 = std::min(kPanelSize - 1, static_cast<int>(std::floor(y1)));
    for (int y = iy0; y <= iy1; ++y) {
      const float py = static_cast<float>(y) + 0.5f;
      for (int x = ix0; x <= ix1; ++x) {
        const float a = coverage(static_cast<float>(x) + 0.5f, py);
        if (a <= 0.0f) continue;
        float& v = pixels_[static_cast<size_t>(y * kPanelSize + x)];
        v = v + (level - v) * a;
      }
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
  canvas.Blend(cx - margin, cy - margin, cx + margin, cy + margin, ShapeFillLevel(cell.color),
               [&](float px, float py) { return canvas.Fill(distance(px, py)); });
  canvas.Blend(cx - margin, cy - margin, cx + margin, cy + margin, 0.0f,
               [&](float px, float py) { return canvas.Stroke(distance(px, py), kOutlineWidth); });
}

// Line types: 0 horizontal and 1 vertical through the centre, 2 the diagonal from the top-left
// corner, 3 the one from the bottom-left, 4 a circle of radius 26, 5 a square of half-side 33.
void DrawLine(Canvas& canvas, int type, int color) {
  const float level = LineLevel(color);
  const float n = static_cast<float>(kPanelSize);
  auto stroke = [&](auto distance) {
    canvas.Blend(0.0f, 0.0f, n, n, level,
                 [&](float px, float py) { return canvas.Stroke(distance(px, py), kLineWidth); });
  };
  switch (type) {
    case 0:
      canvas.Blend(0.0f, kCenter - 3.0f, n, kCenter + 3.0f, level,
                   [&](float, float py) { return canvas.Stroke(py - kCenter, kLineWidth); });
      break;
    case 1:
      canvas.Blend(kCenter - 3.0f, 0.0f, kCenter + 3.0f, n, level,
                   [&](float px, float) { return canvas.Stroke(px - kCenter, kLineWidth); });
      break;
    case 2:
      stroke([](float px, float py) { return (px - py) * kInvSqrt2; });
      break;
    case 3:
      stroke([n](float px, float py) { return (px + py - n) * kInvSqrt2; });
      break;
    case 4:
      stroke([](float px, float py) {
        const float dx = px - kCenter;
        const float dy = py - kCenter;
        return std::sqrt(dx * dx + dy * dy) - 26.0f;
      });
      break;
    default:
      stroke([](float px, float py) {
        return std::max(std::fabs(px - kCenter), std::fabs(py - kCenter)) - 33.0f;
      });
      break;
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
