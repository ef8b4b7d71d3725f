// The rasteriser: panels to 80x80 greyscale images (255 = white background).
//
// Shapes sit at the centres of a 3x3 grid, filled with a grey level given by their colour and
// outlined in black; lines span the panel behind them. Every object is drawn from a signed
// distance d (pixels, negative inside) evaluated at pixel centres: with anti-aliasing the fill
// covers clamp(0.5 - d, 0, 1) of a pixel and a stroke of width w clamp(w/2 + 0.5 - |d|, 0, 1);
// without, coverage is 0 or 1. The arithmetic is +, -, *, /, sqrt on floats (no libm
// trigonometry; polygon normals are constants) and the file is compiled without FMA
// contraction, so the bytes are the same on every IEEE-754 machine.
#pragma once

#include <cstdint>

#include "tasks/pgm/panel.h"

namespace nilab::pgm {

inline constexpr int kPanelSize = 80;
inline constexpr int kPanelPixels = kPanelSize * kPanelSize;

struct RenderOptions {
  bool antialias = true;
};

// Grey levels and sizes, for tests and docs.
uint8_t ShapeFillLevel(int color);  // colour 0..9 -> 230 .. 5
uint8_t LineLevel(int color);       // colour 0..9 -> 210 .. 30
float ShapeRadius(int size);        // size 0..9 -> circumradius 4.0 .. 11.2 px

// Draws `panel` into out[kPanelPixels], row-major.
void RenderPanel(const Panel& panel, const RenderOptions& options, uint8_t* out);

}  // namespace nilab::pgm
