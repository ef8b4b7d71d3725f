// Interpreter (Eq. 11): n_l LOCs sharing the codes c_u and the compatibilities C; the input is
// broadcast to every function (x_ui = x_i) and the streams are summed, weighted by C:
//
//   paper: y_i = x_i + sum_u C_ui (LOC_nl o ... o LOC_1)(x)_ui                        (Eq. 11)
//   code:  y_i =       sum_u C_ui (LOC_nl o ... o LOC_1)(x)_ui          (the authors' code)
//
// In the paper form a token no function accepts (C_.i = 0) passes through unchanged.
#pragma once

#include <torch/torch.h>

#include <vector>

#include "plugins/ni/loc.h"

namespace nilab::ni {

class InterpreterImpl : public torch::nn::Module {
 public:
  InterpreterImpl(int64_t n_l, const ModAttnOptions& attn_options, int64_t mlp_hidden,
                  double dropout, bool paper_residual);
  // The codes' folded weights for every LOC, computed once per forward and shared by all
  // function iterations (tokens: N, for the sep_sum relative positions).
  std::vector<LocWeights> Fold(const torch::Tensor& codes, const torch::Tensor& rel_pos,
                               int64_t tokens = 0) const;
  // x: [M, dim]; c: [U, B, N] with M = B * N  ->  [M, dim]. recompute: as LocImpl::forward.
  torch::Tensor forward(const torch::Tensor& x, const torch::Tensor& c,
                        const std::vector<LocWeights>& w, double eps, bool recompute = true);

  torch::nn::ModuleList locs{nullptr};
  bool paper_residual;
};
TORCH_MODULE(Interpreter);

}  // namespace nilab::ni
