// The rasteriser: deterministic bytes, and panels that show what they describe.
#include <gtest/gtest.h>
#include <cstdint>

#include <set>

#include "tasks/pgm/render.h"
#include "tasks/pgm/sample.h"

namespace nilab::pgm {
namespace {

uint64_t Fnv1a(const std::vector<uint8_t>& bytes) {
  uint64_t h = 0xcbf29ce484222325ULL;
  for (uint8_t b : bytes) h = (h ^ b) * 0x100000001b3ULL;
  return h;
}

std::vector<uint8_t> Render(const Panel& panel, bool antialias = true) {
  std::vector<uint8_t> out(kPanelPixels);
  RenderPanel(panel, RenderOptions{antialias}, out.data());
  return out;
}

// 8-connected components of pixels darker than `threshold`.
int Components(const std::vector<uint8_t>& img, int threshold) {
  std::vector<int> label(img.size(), 0);
  int n = 0;
  for (int start = 0; start < kPanelPixels; ++start) {
    if (img[start] >= threshold || label[start]) continue;
    ++n;
    std::vector<int> stack = {start};
    label[start] = n;
    while (!stack.empty()) {
      const int i = stack.back();
      stack.pop_back();
      const int x = i % kPanelSize, y = i / kPanelSize;
      for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
          const int nx = x + dx, ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= kPanelSize || ny >= kPanelSize) continue;
          const int j = ny * kPanelSize + nx;
          if (img[j] < threshold && !label[j]) {
            label[j] = n;
            stack.push_back(j);
          }
        }
      }
    }
  }
  return n;
}

TEST(PgmRender, SameSampleSameBytes) {
  const GeneratorConfig config{Regime::kNeutral, 0, 1, 4};
  const Sample a = GenerateSample(config, DataSplit::kTrain, 3, {});
  const Sample b = GenerateSample(config, DataSplit::kTrain, 3, {});
  EXPECT_EQ(a.panels, b.panels);
  EXPECT_NE(a.panels, GenerateSample(config, DataSplit::kTrain, 4, {}).panels);
  // Golden value: see render.h for why the bytes are portable. Update it only with a deliberate
  // change to the generator or the rasteriser.
  std::vector<uint8_t> all;
  for (uint64_t i = 0; i < 16; ++i) {
    const Sample s = GenerateSample(config, DataSplit::kTrain, i, {});
    all.insert(all.end(), s.panels.begin(), s.panels.end());
  }
  EXPECT_EQ(Fnv1a(all), 0x2a2d312837023da9ULL);
}

TEST(PgmRender, EveryPanelOfEverySampleShowsSomething) {
  for (Regime regime : AllRegimes()) {
    for (uint64_t i = 0; i < 20; ++i) {
      const Sample s = GenerateSample({regime, 1, 1, 4}, DataSplit::kTest, i, {});
      ASSERT_EQ(s.panels.size(), static_cast<size_t>(kNumPanels * kPanelPixels));
      for (int k = 0; k < kNumPanels; ++k) {
        int drawn = 0;
        for (int j = 0; j < kPanelPixels; ++j) drawn += s.panels[k * kPanelPixels + j] < 250;
        ASSERT_GT(drawn, 20) << "panel " << k << " of sample " << i;
      }
    }
  }
}

TEST(PgmRender, OneComponentPerShapeDrawn) {
  // Shapes in distinct cells never touch, whatever their size; lines absent.
  for (int n = 1; n <= 9; ++n) {
    Panel panel;
    for (int p = 0; p < n; ++p) {
      panel.AddShape((p * 4) % 9, ShapeCell{static_cast<uint8_t>(p % 5), 9, 0});
    }
    EXPECT_EQ(Components(Render(panel), 250), n);
  }
}

TEST(PgmRender, FillLevelsAndSizesAreVisible) {
  for (int color = 0; color < kNumColors; ++color) {
    Panel panel;
    panel.AddShape(4, ShapeCell{4, 9, static_cast<uint8_t>(color)});  // a large circle
    const auto img = Render(panel);
    EXPECT_EQ(img[40 * kPanelSize + 40], ShapeFillLevel(color));
  }
  // Every size step adds ink: sum of (255 - v).
  int previous = 0;
  for (int size = 0; size < kNumSizes; ++size) {
    Panel panel;
    panel.AddShape(0, ShapeCell{1, static_cast<uint8_t>(size), 5});
    const auto img = Render(panel);
    int ink = 0;
    for (uint8_t v : img) ink += 255 - v;
    EXPECT_GT(ink, previous + 300) << "size " << size;
    previous = ink;
  }
}

TEST(PgmRender, WithoutAntialiasingOnlyObjectLevelsAppear) {
  Panel panel;
  panel.AddShape(0, ShapeCell{0, 5, 3});
  panel.AddShape(8, ShapeCell{2, 7, 6});
  panel.AddLine(2, 4);
  panel.AddLine(4, 1);
  const std::set<int> allowed = {255,          0,           ShapeFillLevel(3), ShapeFillLevel(6),
                                 LineLevel(4), LineLevel(1)};
  for (uint8_t v : Render(panel, false)) ASSERT_EQ(allowed.count(v), 1u) << int(v);
  std::set<int> levels;
  for (uint8_t v : Render(panel, true)) levels.insert(v);
  EXPECT_GT(levels.size(), allowed.size()) << "anti-aliasing blends edges";
}

TEST(PgmRender, EachLineTypeDrawsADistinctPicture) {
  std::set<std::vector<uint8_t>> pictures;
  for (int t = 0; t < kNumLineTypes; ++t) {
    Panel panel;
    panel.AddLine(t, 5);
    const auto img = Render(panel);
    int dark = 0;
    for (uint8_t v : img) dark += v < 200;
    EXPECT_GT(dark, 100) << "line type " << t;
    pictures.insert(img);
  }
  EXPECT_EQ(pictures.size(), static_cast<size_t>(kNumLineTypes));
}

}  // namespace
}  // namespace nilab::pgm
