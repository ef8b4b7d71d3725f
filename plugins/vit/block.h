// One pre-LN transformer block: x + Attn(LN(x)), then + MLP(LN(·)).
#pragma once

#include <torch/torch.h>

#include <cstdint>

#include "plugins/vit/attention.h"

namespace nilab::vit {

class BlockImpl : public torch::nn::Module {
 public:
  BlockImpl(int64_t dim, int64_t heads, int64_t mlp_hidden, double attn_dropout, double dropout);

  // x: [B, N, D]; bias: optional attention-logit bias [H, N, N] (see SelfAttention).
  torch::Tensor forward(const torch::Tensor& x, const torch::Tensor& bias);

 private:
  torch::nn::LayerNorm norm1_{nullptr};
  SelfAttention attn_{nullptr};
  torch::nn::LayerNorm norm2_{nullptr};
  torch::nn::Linear fc1_{nullptr};
  torch::nn::Linear fc2_{nullptr};
  torch::nn::Dropout drop_{nullptr};
};
TORCH_MODULE(Block);

}  // namespace nilab::vit
