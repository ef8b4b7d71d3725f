#include "plugins/ni/modlin.h"

#include <cmath>
#include <cstdint>

#include "plugins/ni/kernels/gemm.h"
#include "plugins/sdk/autocast.h"

namespace nilab::ni {
namespace {

using torch::autograd::AutogradContext;
using torch::autograd::variable_list;

// y_g = x W_g^T for G = functions x heads weights W_g [d, in] and one shared x [M, in], as ONE
// GEMM of x against the stacked weights [G * d, in] (a batched GEMM over g with a stride-0
// input is ~1.8x slower here, forward and backward). Output [G, M, d] (a permuted view of
// [M, G, d]); backward is two GEMMs on the gradient laid out as [M, G * d].
class SharedInputProjection : public torch::autograd::Function<SharedInputProjection> {
 public:
  static torch::Tensor forward(AutogradContext* ctx, const torch::Tensor& x,
                               const torch::Tensor& w) {
    ctx->save_for_backward({x, w});
    sdk::SaveAutocast(ctx, x.device().type());
    const int64_t g = w.size(0), d = w.size(1), m = x.size(0);
    // A view of the [M, G * d] product: the fused attention reads it in place (a contiguous
    // copy here was the largest copy in a profile of a small NI's training step).
    return Mm(x, w.reshape({g * d, w.size(2)}).t()).view({m, g, d}).permute({1, 0, 2});
  }
  static variable_list backward(AutogradContext* ctx, variable_list grad_outputs) {
    const auto autocast = sdk::RestoreAutocast(ctx);
    const variable_list saved = ctx->get_saved_variables();
    const torch::Tensor &x = saved[0], &w = saved[1];
    const int64_t g = w.size(0), d = w.size(1), m = x.size(0);
    const torch::Tensor grad = grad_outputs[0].permute({1, 0, 2}).reshape({m, g * d});
    torch::Tensor dx, dw;
    if (x.requires_grad()) dx = Mm(grad, w.reshape({g * d, w.size(2)}));
    if (w.requires_grad()) dw = Mm(grad.t(), x).view(w.sizes());
    return {dx, dw};
  }
};

}  // namespace

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
  // Shared input: one GEMM for all (function, head) pairs, laid out as [U * H, M, d].
  const torch::Tensor y =
      SharedInputProjection::apply(x, folded.reshape({u * heads, d, in_features}));
  if (!bias.defined()) return y;
  return (y.view({u, heads, -1, d}) + bias.view({1, heads, 1, d})).view({u * heads, -1, d});
}

}  // namespace nilab::ni
