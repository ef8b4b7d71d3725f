// Multi-head self-attention over a token set, all heads in one batched matmul.
#pragma once

#include <torch/torch.h>

#include <cstdint>

namespace nilab::vit {

class SelfAttentionImpl : public torch::nn::Module {
 public:
  SelfAttentionImpl(int64_t dim, int64_t heads, double attn_dropout, double dropout);

  // x: [B, N, D]. bias: optional additive logit bias [H, N, N] (relative positions), or an
  // undefined tensor. Returns [B, N, D].
  torch::Tensor forward(const torch::Tensor& x, const torch::Tensor& bias);

 private:
  int64_t heads_;
  int64_t head_dim_;
  torch::nn::Linear qkv_{nullptr};
  torch::nn::Linear proj_{nullptr};
  torch::nn::Dropout attn_drop_{nullptr};
  torch::nn::Dropout proj_drop_{nullptr};
};
TORCH_MODULE(SelfAttention);

}  // namespace nilab::vit
