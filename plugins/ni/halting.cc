#include "plugins/ni/halting.h"

#include <cstdint>

namespace nilab::ni {

HaltingUnitImpl::HaltingUnitImpl(int64_t dim, double bias_init) {
  linear = register_module("linear", torch::nn::Linear(dim, 1));
  torch::NoGradGuard no_grad;
  linear->bias.fill_(bias_init);
}

torch::Tensor HaltingUnitImpl::forward(const torch::Tensor& states, bool per_token) {
  // s^n: the token states, or their mean over the sample's tokens.
  const torch::Tensor s = per_token ? states : states.mean(1, /*keepdim=*/true);
  // Eq. 6: h^n = sigmoid(w . LN(s^n) + b)
  const torch::Tensor normed = torch::layer_norm(s, {s.size(-1)});
  return torch::sigmoid(linear(normed)).squeeze(-1);
}

}  // namespace nilab::ni
