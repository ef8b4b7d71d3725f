#include "plugins/ni/type_inference.h"

#include <cstdint>

namespace nilab::ni {

TypeInferenceImpl::TypeInferenceImpl(int64_t dim, int64_t type_dim) {
  norm = register_module("norm", torch::nn::LayerNorm(torch::nn::LayerNormOptions({dim})));
  hidden = register_module("hidden", torch::nn::Linear(dim, dim));
  out = register_module("out", torch::nn::Linear(dim, type_dim));
}

torch::Tensor TypeInferenceImpl::forward(const torch::Tensor& x) {
  // Eq. 2: t_i = W_2 GELU(W_1 LN(x_i) + b_1) + b_2
  return out(torch::gelu(hidden(norm(x))));
}

}  // namespace nilab::ni
