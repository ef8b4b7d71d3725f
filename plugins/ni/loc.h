// Line of Code (Eqs. 9-10): a ModAttn and a ModMLP sharing the code c_u, with residuals
// weighted by the compatibility C_ui:
//
//   a_ui = x_ui + C_ui ModAttn({LN(x_uj)}_j; c_u, {C_uj}_j)                         (Eq. 9)
//   y_ui = a_ui + C_ui ModMLP(LN(a_ui); c_u)                                        (Eq. 10)
//
// so y_ui = x_ui exactly when C_ui = 0.
#pragma once

#include <torch/torch.h>

#include "plugins/ni/modattn.h"
#include "plugins/ni/modmlp.h"

namespace nilab::ni {

struct LocWeights {
  ModAttnWeights attn;
  ModMlpWeights mlp;
};

class LocImpl : public torch::nn::Module {
 public:
  LocImpl(const ModAttnOptions& attn_options, int64_t mlp_hidden, double dropout);
  // tokens: N, for the sep_sum relative positions (ModAttnImpl::Fold).
  LocWeights Fold(const torch::Tensor& codes, const torch::Tensor& rel_pos,
                  int64_t tokens = 0) const;
  // x: [M, dim] (x_ui = x_i for every u) or [U, M, dim]; c: [U, B, N]  ->  [U, M, dim].
  // recompute: the tail after the attention numerator is recomputed in backward (recompute.h)
  // instead of keeping its intermediates.
  torch::Tensor forward(const torch::Tensor& x, const torch::Tensor& c, const LocWeights& w,
                        double eps, bool recompute = true);

  torch::nn::LayerNorm norm_attn{nullptr}, norm_mlp{nullptr};
  ModAttn attn{nullptr};
  ModMlp mlp{nullptr};
  double dropout;
};
TORCH_MODULE(Loc);

}  // namespace nilab::ni
