#include "tasks/pgm/panel.h"

#include <cstdint>

namespace nilab::pgm {

int PopCount(uint32_t bits) {
  int n = 0;
  for (; bits != 0; bits &= bits - 1) ++n;
  return n;
}

void Panel::AddShape(int position, ShapeCell cell) {
  shapes = static_cast<uint16_t>(shapes | (1u << position));
  shape[static_cast<size_t>(position)] = cell;
}

void Panel::RemoveShape(int position) {
  shapes = static_cast<uint16_t>(shapes & ~(1u << position));
  shape[static_cast<size_t>(position)] = ShapeCell{};
}

void Panel::AddLine(int type, int color) {
  lines = static_cast<uint8_t>(lines | (1u << type));
  line_color[static_cast<size_t>(type)] = static_cast<uint8_t>(color);
}

void Panel::RemoveLine(int type) {
  lines = static_cast<uint8_t>(lines & ~(1u << type));
  line_color[static_cast<size_t>(type)] = 0;
}

uint16_t SlotValue(const Panel& panel, Slot slot) {
  uint32_t bits = 0;
  switch (slot) {
    case Slot::kShapeNumber:
      return static_cast<uint16_t>(PopCount(panel.shapes));
    case Slot::kShapePosition:
      return panel.shapes;
    case Slot::kShapeColor:
    case Slot::kShapeSize:
    case Slot::kShapeType:
      for (int p = 0; p < kNumPositions; ++p) {
        if (!(panel.shapes >> p & 1)) continue;
        const ShapeCell& c = panel.shape[static_cast<size_t>(p)];
        const int v = slot == Slot::kShapeColor  ? c.color
                      : slot == Slot::kShapeSize ? c.size
                                                 : c.type;
        bits |= 1u << v;
      }
      return static_cast<uint16_t>(bits);
    case Slot::kLineType:
      return panel.lines;
    case Slot::kLineColor:
      for (int t = 0; t < kNumLineTypes; ++t) {
        if (panel.lines >> t & 1) bits |= 1u << panel.line_color[static_cast<size_t>(t)];
      }
      return static_cast<uint16_t>(bits);
  }
  return 0;
}

}  // namespace nilab::pgm
