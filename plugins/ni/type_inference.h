// Type inference (Eq. 2): t_i = MLP(LN(x_i)), MLP = Linear(d, d) -> GELU -> Linear(d, d_type)
// (code). One module per script, shared by its function iterations.
#pragma once

#include <torch/torch.h>

namespace nilab::ni {

class TypeInferenceImpl : public torch::nn::Module {
 public:
  TypeInferenceImpl(int64_t dim, int64_t type_dim);
  // x: [..., d] -> t: [..., d_type] (not normalised; type matching normalises).
  torch::Tensor forward(const torch::Tensor& x);

  torch::nn::LayerNorm norm{nullptr};
  torch::nn::Linear hidden{nullptr};
  torch::nn::Linear out{nullptr};
};
TORCH_MODULE(TypeInference);

}  // namespace nilab::ni
