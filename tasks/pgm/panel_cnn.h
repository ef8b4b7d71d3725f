// The shallow CNN that embeds one 80x80 panel (as in WReN, Barrett et al. 2018): `layers` blocks
// of 3x3 convolution with stride 2 -> BatchNorm -> ReLU (80 -> 40 -> 20 -> 10 -> 5 for 4), then
// a linear map of the flattened feature map to the token width. With `pool` > 1 the panel is
// first average-pooled by that factor (80 -> 40 for 2), a cheaper CNN for CPU-scale runs.
#pragma once

#include <torch/torch.h>

namespace nilab::pgm {

struct PanelCnnImpl : torch::nn::Module {
  PanelCnnImpl(int64_t channels, int64_t layers, int64_t dim, int64_t pool = 1);
  // [N, 1, 80, 80] float -> [N, dim].
  torch::Tensor forward(const torch::Tensor& panels);

  int64_t pool = 1;
  torch::nn::Sequential convs{nullptr};
  torch::nn::Linear project{nullptr};
};
TORCH_MODULE(PanelCnn);

}  // namespace nilab::pgm
