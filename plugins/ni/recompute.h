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

// Whether the LOCs recompute their tails in backward, given the bytes those tails would keep
// for backward over one forward pass otherwise, on `device`. NILAB_NI_RECOMPUTE=always|never
// forces the choice; auto (the default) recomputes above 1 GiB on the CPU, where the digits
// preset keeps ~2 GB at batch 128 and recomputes and the fuzzy Boolean NIs keep tens of MB and
// run ~17 % faster without it. On an accelerator the threshold is 8 GiB: the tails' second
// forward is most of the digits preset's FLOPs, and a training GPU has 16 GB or more of its own
// memory. An unknown value throws std::invalid_argument naming the variable.
bool ShouldRecompute(int64_t kept_bytes, c10::DeviceType device = c10::DeviceType::CPU);

}  // namespace nilab::ni
