// FLOPs per sample counted from the architecture (2 per multiply-add; LayerNorm, softmax and
// other elementwise work not counted), the convention the benchmark reports against. Training
// counts 3x the forward (backward = 2x forward).
#pragma once

#include <cstdint>

#include "plugins/sdk/params.h"

namespace nilab::bench {

// Neural Interpreter (plugins/ni/README.md derives the formula).
double NiForwardFlops(const sdk::Params& params, int64_t tokens);
// Pre-LN ViT encoder: per layer qkv + out (4 N D^2), attention (2 N^2 D), MLP (2 N D H).
double VitForwardFlops(const sdk::Params& params, int64_t tokens);

}  // namespace nilab::bench
