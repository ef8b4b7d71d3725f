// Activation recomputation: runs a segment of the forward pass without keeping its
// intermediates for backward (only its inputs are kept); backward runs the segment again with
// autograd on and backpropagates through it. Trades one extra forward of the segment for its
// memory: the NI's LOCs keep their projections (the expensive GEMMs) and recompute attention,
// output ModLin and ModMLP (see README.md, Performance).
#pragma once

#include <torch/torch.h>

#include <functional>
#include <vector>

namespace nilab::ni {

using Segment = std::function<torch::Tensor(const std::vector<torch::Tensor>& inputs)>;

// segment(inputs), recomputed in backward. Without grad mode it simply runs the segment. The
// segment must be deterministic given its inputs (pass random masks in as inputs).
torch::Tensor Recompute(Segment segment, const std::vector<torch::Tensor>& inputs);

}  // namespace nilab::ni
