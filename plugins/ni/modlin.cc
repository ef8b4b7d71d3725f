#include "plugins/ni/modlin.h"

#include <cmath>

namespace nilab::ni {

ModLinImpl::ModLinImpl(int64_t in, int64_t out, int64_t code_dim, bool has_bias, bool is_modulated)
    : in_features(in), out_features(out), modulated(is_modulated) {
  // nn.Linear's initialisation (the authors' ModFC uses the same).
  weight = register_parameter("weight", torch::empty({out, in}));
  torch::nn::init::kaiming_uniform_(weight, std::sqrt(5.0));
  if (has_bias) bias = register_parameter("bias", torch::zeros({out}));
  if (modulated) {
    code_proj = register_parameter("code_proj", torch::empty({in, code_dim}));
    torch::nn::init::kaiming_uniform_(code_proj, std::sqrt(5.0));
  }
}

torch::Tensor ModLinImpl::Modulation(const torch::Tensor& codes) const {
  if (!modulated) return torch::ones({codes.size(0), in_features}, weight.options());
  // Eq. 4: LN(W_c c_u), no affine parameters.
  return torch::layer_norm(torch::mm(codes, code_proj.t()), {in_features});
}

torch::Tensor ModLinImpl::Fold(const torch::Tensor& codes, double scale) const {
  // W'_u = scale * W diag(m_u)
  torch::Tensor m = Modulation(codes);
  if (scale != 1.0) m = m * scale;
  return weight.unsqueeze(0) * m.unsqueeze(1);
}

torch::Tensor ApplyFolded(const torch::Tensor& x, const torch::Tensor& folded,
                          const torch::Tensor& bias) {
  const int64_t u = folded.size(0);
  // A shared input is expanded (stride 0): bmm reads the same rows for every function.
  const torch::Tensor xs = x.dim() == 2 ? x.unsqueeze(0).expand({u, x.size(0), x.size(1)}) : x;
  const torch::Tensor wt = folded.transpose(1, 2);
  if (!bias.defined()) return torch::bmm(xs, wt);
  return torch::baddbmm(bias.view({1, 1, -1}), xs, wt);  // Eq. 4: + b
}

torch::Tensor ModLinImpl::Apply(const torch::Tensor& x, const torch::Tensor& folded) const {
  return ApplyFolded(x, folded, bias);
}

torch::Tensor ModLinImpl::ApplyHeads(const torch::Tensor& x, const torch::Tensor& folded,
                                     int64_t heads) const {
  const int64_t u = folded.size(0);
  const int64_t d = out_features / heads;
  if (x.dim() == 3) {
    // Per-function inputs (LOCs after the first): one GEMM per function, then split heads.
    const int64_t m = x.size(1);
    return Apply(x, folded).view({u, m, heads, d}).permute({0, 2, 1, 3}).reshape({u * heads, m, d});
  }
  // Shared input: one GEMM per (function, head) straight into [U * H, M, d].
  const int64_t m = x.size(0);
  const torch::Tensor xs = x.unsqueeze(0).expand({u * heads, m, in_features});
  const torch::Tensor wt = folded.reshape({u * heads, d, in_features}).transpose(1, 2);
  if (!bias.defined()) return torch::bmm(xs, wt);
  const torch::Tensor b =
      bias.view({1, heads, 1, d}).expand({u, heads, 1, d}).reshape({u * heads, 1, d});
  return torch::baddbmm(b, xs, wt);
}

}  // namespace nilab::ni
