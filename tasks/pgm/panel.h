// One panel of a puzzle, symbolically: the shapes on the 3x3 grid and the lines behind them.
#pragma once

#include <array>
#include <cstdint>

#include "tasks/pgm/attributes.h"

namespace nilab::pgm {

struct ShapeCell {
  uint8_t type = 0;
  uint8_t size = 0;
  uint8_t color = 0;
  bool operator==(const ShapeCell& o) const {
    return type == o.type && size == o.size && color == o.color;
  }
};

// Cells and lines that are absent stay zero, so two panels that show the same objects compare
// equal.
struct Panel {
  uint16_t shapes = 0;  // bit p: a shape at grid position p (row-major)
  std::array<ShapeCell, kNumPositions> shape{};
  uint8_t lines = 0;  // bit t: a line of type t
  std::array<uint8_t, kNumLineTypes> line_color{};

  bool operator==(const Panel& o) const {
    return shapes == o.shapes && shape == o.shape && lines == o.lines && line_color == o.line_color;
  }
  bool operator!=(const Panel& o) const { return !(*this == o); }

  void AddShape(int position, ShapeCell cell);
  void RemoveShape(int position);
  void AddLine(int type, int color);
  void RemoveLine(int type);
};

int PopCount(uint32_t bits);

// What a relation sees of a slot in a panel: the number of shapes for kShapeNumber; otherwise
// the bit set of the values present (positions occupied, shape types, sizes or colours present,
// line types drawn, line colours present).
uint16_t SlotValue(const Panel& panel, Slot slot);

}  // namespace nilab::pgm
