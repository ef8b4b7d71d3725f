// ModMLP (Eq. 5): ModLin -> GELU -> ModLin, both conditioned on the same code c_u.
#pragma once

#include <torch/torch.h>

#include "plugins/ni/modlin.h"

namespace nilab::ni {

// The per-function folded weights of one ModMLP (see ModLin::Fold).
struct ModMlpWeights {
  torch::Tensor fc1, fc2;
};

class ModMlpImpl : public torch::nn::Module {
 public:
  ModMlpImpl(int64_t dim, int64_t hidden, int64_t code_dim, bool modulated);
  ModMlpWeights Fold(const torch::Tensor& codes) const;
  // x: [U, M, dim] -> [U, M, dim]
  torch::Tensor forward(const torch::Tensor& x, const ModMlpWeights& w);
  // Eq. 5 with folded weights and explicit biases.
  static torch::Tensor Apply(const torch::Tensor& x, const torch::Tensor& fc1,
                             const torch::Tensor& b1, const torch::Tensor& fc2,
                             const torch::Tensor& b2);

  ModLin fc1{nullptr}, fc2{nullptr};
};
TORCH_MODULE(ModMlp);

}  // namespace nilab::ni
