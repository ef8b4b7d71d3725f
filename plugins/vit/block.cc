#include "plugins/vit/block.h"

#include <cstdint>

namespace nilab::vit {

BlockImpl::BlockImpl(int64_t dim, int64_t heads, int64_t mlp_hidden, double attn_dropout,
                     double dropout) {
  norm1_ = register_module("norm1", torch::nn::LayerNorm(torch::nn::LayerNormOptions({dim})));
  attn_ = register_module("attn", SelfAttention(dim, heads, attn_dropout, dropout));
  norm2_ = register_module("norm2", torch::nn::LayerNorm(torch::nn::LayerNormOptions({dim})));
  fc1_ = register_module("fc1", torch::nn::Linear(dim, mlp_hidden));
  fc2_ = register_module("fc2", torch::nn::Linear(mlp_hidden, dim));
  drop_ = register_module("drop", torch::nn::Dropout(dropout));
}

torch::Tensor BlockImpl::forward(const torch::Tensor& x, const torch::Tensor& bias) {
  // a = x + Attn(LN(x))
  torch::Tensor a = x + attn_(norm1_(x), bias);
  // y = a + W2 GELU(W1 LN(a))
  torch::Tensor h = drop_(torch::gelu(fc1_(norm2_(a))));
  return a + drop_(fc2_(h));
}

}  // namespace nilab::vit
