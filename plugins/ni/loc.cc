#include "plugins/ni/loc.h"

#include <cstdint>
#include <vector>

#include "plugins/ni/kernels/fused_attention.h"
#include "plugins/ni/kernels/fused_loc_tail.h"
#include "plugins/ni/recompute.h"

namespace nilab::ni {

LocImpl::LocImpl(const ModAttnOptions& o, int64_t mlp_hidden, double dropout_) : dropout(dropout_) {
  norm_attn =
      register_module("norm_attn", torch::nn::LayerNorm(torch::nn::LayerNormOptions({o.dim})));
  attn = register_module("attn", ModAttn(o));
  norm_mlp =
      register_module("norm_mlp", torch::nn::LayerNorm(torch::nn::LayerNormOptions({o.dim})));
  mlp = register_module("mlp", ModMlp(o.dim, mlp_hidden, o.code_dim, o.modulated));
}

LocWeights LocImpl::Fold(const torch::Tensor& codes, const torch::Tensor& rel_pos,
                         int64_t tokens) const {
  return {attn->Fold(codes, rel_pos, tokens), mlp->Fold(codes)};
}

torch::Tensor LocImpl::forward(const torch::Tensor& x, const torch::Tensor& c, const LocWeights& w,
                               double eps, bool recompute) {
  const int64_t u = c.size(0), b = c.size(1), n = c.size(2), m = b * n;
  // Eq. 6 on LN(x_u.) and the attention logits' softmax numerator: the expensive batched
  // matmuls, kept for backward.
  const Projections p = attn->Project(norm_attn(x), w.attn, b, n);
  // On CPU, Eqs. 7-8 up to the mixed values in one fused pass (fused_attention.h), which keeps
  // E for backward unless memory is short (recompute); elsewhere the softmax numerator E, and
  // the mixing is recomputed.
  const bool fused = FusedAttentionApplies(p.q);
  const torch::Tensor e = fused ? FusedCompatibilityAttention(p.q, p.k, p.v, c, w.attn.bias, eps,
                                                              /*keep_numerator=*/!recompute)
                                : AttentionNumerator(p.q, p.k, w.attn.bias);
  // Everything after them may be recomputed in backward (recompute.h): its inputs, including
  // every parameter it reads, are listed explicitly.
  // Without the output ModLin (fc_after_attention = false) its slots hold empty placeholders:
  // a recomputed segment's inputs must all be defined tensors.
  const bool has_out = w.attn.o.defined();
  const torch::Tensor none = torch::empty({0}, x.options());
  std::vector<torch::Tensor> in = {x,
                                   c,
                                   e,
                                   fused ? none : p.v,
                                   has_out ? w.attn.o : none,
                                   has_out ? attn->out->bias : none,
                                   norm_mlp->weight,
                                   norm_mlp->bias,
                                   w.mlp.fc1,
                                   mlp->fc1->bias,
                                   w.mlp.fc2,
                                   mlp->fc2->bias};
  const int64_t drop_at = dropout > 0 && is_training() ? static_cast<int64_t>(in.size()) : -1;
  if (drop_at >= 0) {
    // Dropout masks drawn here, so the recomputation sees the same ones.
    const auto keep = torch::empty({2, u, m, x.size(-1)}, x.options()).bernoulli_(1 - dropout);
    in.push_back(keep.div_(1 - dropout));
  }
  const double ln_eps = norm_mlp->options.eps();
  auto segment = [u, m, eps, ln_eps, drop_at, has_out, fused](const std::vector<torch::Tensor>& t) {
    const torch::Tensor &x = t[0], &c = t[1];
    const torch::Tensor gate = c.reshape({u, m, 1});
    // Eq. 9: a_ui = x_ui + C_ui ModAttn(LN(x_u.))_i  (a shared x broadcasts over u)
    const torch::Tensor out_w = has_out ? t[4] : torch::Tensor();
    const torch::Tensor out_b = has_out ? t[5] : torch::Tensor();
    if (fused && drop_at < 0 && FusedLocTailApplies(x)) {
      // Eqs. 9-10 below in one node with a hand-written backward (fused_loc_tail.h).
      return FusedLocTail(x, c, t[2], out_w, out_b, t[6], t[7], ln_eps, t[8], t[9], t[10], t[11]);
    }
    torch::Tensor attn_out = fused ? ModAttnImpl::Output(t[2], out_w, out_b)
                                   : ModAttnImpl::Mix(t[2], t[3], c, out_w, out_b, eps);
    if (drop_at >= 0) attn_out = attn_out * t[drop_at][0];
    const torch::Tensor a = torch::addcmul(x, gate, attn_out);
    // Eq. 10: y_ui = a_ui + C_ui ModMLP(LN(a_ui))
    const torch::Tensor an = torch::layer_norm(a, {a.size(-1)}, t[6], t[7], ln_eps);
    torch::Tensor mlp_out = ModMlpImpl::Apply(an, t[8], t[9], t[10], t[11]);
    if (drop_at >= 0) mlp_out = mlp_out * t[drop_at][1];
    return torch::addcmul(a, gate, mlp_out);
  };
  return recompute ? Recompute(segment, in) : segment(in);
}

}  // namespace nilab::ni
