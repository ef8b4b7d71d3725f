#include "plugins/ni/loc.h"

namespace nilab::ni {

LocImpl::LocImpl(int64_t dim, int64_t heads, int64_t qk_head_dim, int64_t mlp_hidden,
                 int64_t code_dim, bool modulated, int64_t num_rel_pos, double dropout_)
    : dropout(dropout_) {
  norm_attn =
      register_module("norm_attn", torch::nn::LayerNorm(torch::nn::LayerNormOptions({dim})));
  attn =
      register_module("attn", ModAttn(dim, heads, qk_head_dim, code_dim, modulated, num_rel_pos));
  norm_mlp = register_module("norm_mlp", torch::nn::LayerNorm(torch::nn::LayerNormOptions({dim})));
  mlp = register_module("mlp", ModMlp(dim, mlp_hidden, code_dim, modulated));
}

LocWeights LocImpl::Fold(const torch::Tensor& codes, const torch::Tensor& rel_pos) const {
  return {attn->Fold(codes, rel_pos), mlp->Fold(codes)};
}

torch::Tensor LocImpl::forward(const torch::Tensor& x, const torch::Tensor& c, const LocWeights& w,
                               double eps) {
  const int64_t u = c.size(0), m = c.size(1) * c.size(2);
  const torch::Tensor gate = c.reshape({u, m, 1});
  // Eq. 9: a_ui = x_ui + C_ui ModAttn(LN(x_u.))_i  (a shared x broadcasts over u)
  torch::Tensor attn_out = attn(norm_attn(x), c, w.attn, eps);
  if (dropout > 0) attn_out = torch::dropout(attn_out, dropout, is_training());
  const torch::Tensor a = torch::addcmul(x, gate, attn_out);
  // Eq. 10: y_ui = a_ui + C_ui ModMLP(LN(a_ui))
  torch::Tensor mlp_out = mlp(norm_mlp(a), w.mlp);
  if (dropout > 0) mlp_out = torch::dropout(mlp_out, dropout, is_training());
  return torch::addcmul(a, gate, mlp_out);
}

}  // namespace nilab::ni
