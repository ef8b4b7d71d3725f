#include "plugins/ni/interpreter.h"

#include <cstdint>

namespace nilab::ni {

InterpreterImpl::InterpreterImpl(int64_t n_l, const ModAttnOptions& attn_options,
                                 int64_t mlp_hidden, double dropout, bool paper_residual_)
    : paper_residual(paper_residual_) {
  locs = register_module("locs", torch::nn::ModuleList());
  for (int64_t l = 0; l < n_l; ++l) locs->push_back(Loc(attn_options, mlp_hidden, dropout));
}

std::vector<LocWeights> InterpreterImpl::Fold(const torch::Tensor& codes,
                                              const torch::Tensor& rel_pos, int64_t tokens) const {
  std::vector<LocWeights> w;
  for (const auto& loc : *locs) w.push_back(loc->as<Loc>()->Fold(codes, rel_pos, tokens));
  return w;
}

torch::Tensor InterpreterImpl::forward(const torch::Tensor& x, const torch::Tensor& c,
                                       const std::vector<LocWeights>& w, double eps,
                                       bool recompute) {
  // x_ui = x_i: the first LOC reads the shared [M, dim] input (no U-fold copy).
  torch::Tensor h = x;
  for (size_t l = 0; l < locs->size(); ++l) {
    h = locs[l]->as<Loc>()->forward(h, c, w[l], eps, recompute);
  }
  // Eq. 11: sum_u C_ui LOC(x)_ui
  const int64_t u = c.size(0), m = x.size(0);
  const torch::Tensor mixed = (h * c.reshape({u, m, 1})).sum(0);
  return paper_residual ? x + mixed : mixed;
}

}  // namespace nilab::ni
