#include "plugins/vit/attention.h"

#include <cmath>
#include <cstdint>

namespace nilab::vit {

SelfAttentionImpl::SelfAttentionImpl(int64_t dim, int64_t heads, double attn_dropout,
                                     double dropout)
    : heads_(heads), head_dim_(dim / heads) {
  qkv_ = register_module("qkv", torch::nn::Linear(dim, 3 * dim));
  proj_ = register_module("proj", torch::nn::Linear(dim, dim));
  attn_drop_ = register_module("attn_drop", torch::nn::Dropout(attn_dropout));
  proj_drop_ = register_module("proj_drop", torch::nn::Dropout(dropout));
}

torch::Tensor SelfAttentionImpl::forward(const torch::Tensor& x, const torch::Tensor& bias) {
  const int64_t B = x.size(0), N = x.size(1), D = x.size(2);
  // [B, N, 3D] -> [B, N, 3, H, dh] -> [3, B, H, N, dh]
  torch::Tensor qkv = qkv_(x).view({B, N, 3, heads_, head_dim_}).permute({2, 0, 3, 1, 4});
  torch::Tensor q = qkv[0], k = qkv[1], v = qkv[2];
  // logits_bhij = q_bhi · k_bhj / sqrt(dh) + bias_hij
  torch::Tensor logits =
      torch::matmul(q * (1.0 / std::sqrt(static_cast<double>(head_dim_))), k.transpose(-2, -1));
  if (bias.defined()) logits = logits + bias;
  // A_bhij = softmax_j(logits_bhij); y_bhi = Σ_j A_bhij v_bhj
  torch::Tensor attn = attn_drop_(torch::softmax(logits, -1));
  torch::Tensor y = torch::matmul(attn, v).transpose(1, 2).reshape({B, N, D});
  return proj_drop_(proj_(y));
}

}  // namespace nilab::vit
