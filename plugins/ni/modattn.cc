#include "plugins/ni/modattn.h"

#include <cmath>

#include "plugins/ni/batched_matmul.h"

namespace nilab::ni {

torch::Tensor AttentionNumerator(const torch::Tensor& q, const torch::Tensor& k,
                                 const torch::Tensor& bias) {
  const int64_t u = q.size(0), h = q.size(1), b = q.size(2), n = q.size(3), dk = q.size(4);
  const int64_t batch = u * h * b;
  // Logits q_uhi . k_uhj / sqrt(d_k) (the scale is folded into W_q) + r_h(i, j).
  torch::Tensor s =
      BatchedMatmul(q.reshape({batch, n, dk}), k.reshape({batch, n, dk}).transpose(1, 2));
  if (bias.defined()) s.view({u, h, b, n, n}).add_(bias.view({1, h, 1, n, n}));
  // E_ij = exp(s_ij - max_j s_ij), in place. The max cancels exactly in Eq. 7, so it is
  // treated as a constant.
  const torch::Tensor row_max = std::get<0>(s.detach().max(-1, /*keepdim=*/true));
  return s.sub_(row_max).exp_();
}

torch::Tensor CompatibilityMix(const torch::Tensor& e, const torch::Tensor& v,
                               const torch::Tensor& c, double eps) {
  const int64_t u = v.size(0), h = v.size(1), b = v.size(2), n = v.size(3), dv = v.size(4);
  // [C_j v_j | C_j | 1]: one matmul yields sum_j E C v, sum_j E C and Z = sum_j E.
  const torch::Tensor cj = c.view({u, 1, b, n, 1}).expand({u, h, b, n, 1});
  const torch::Tensor values = torch::cat({v * cj, cj, torch::ones_like(cj)}, -1);
  const torch::Tensor p =
      BatchedMatmul(e, values.view({u * h * b, n, dv + 2})).view({u, h, b, n, dv + 2});
  const torch::Tensor den = p.narrow(-1, dv, 1);
  const torch::Tensor z = p.narrow(-1, dv + 1, 1);
  // Eqs. 7-8: sum_j W_ij v_j = (sum_j E_ij C_j v_j) * C_i / (eps Z_i + C_i sum_j E_ij C_j),
  // the per-row factor computed on [.., N, 1] before touching the d_v-wide numerator.
  return p.narrow(-1, 0, dv) * (cj / (eps * z + cj * den));
}

torch::Tensor CompatibilityAttention(const torch::Tensor& q, const torch::Tensor& k,
                                     const torch::Tensor& v, const torch::Tensor& c,
                                     const torch::Tensor& bias, double eps) {
  return CompatibilityMix(AttentionNumerator(q, k, bias), v, c, eps);
}

ModAttnImpl::ModAttnImpl(int64_t dim_, int64_t heads_, int64_t qk_head_dim_, int64_t code_dim,
                         bool modulated, int64_t num_rel_pos)
    : dim(dim_), heads(heads_), qk_head_dim(qk_head_dim_) {
  const int64_t qk = heads * qk_head_dim;
  query = register_module("query", ModLin(dim, qk, code_dim, /*bias=*/false, modulated));
  key = register_module("key", ModLin(dim, qk, code_dim, /*bias=*/false, modulated));
  value = register_module("value", ModLin(dim, dim, code_dim, /*bias=*/true, modulated));
  out = register_module("out", ModLin(dim, dim, code_dim, /*bias=*/true, modulated));
  if (num_rel_pos > 0) {
    rel_table = register_parameter("rel_table", torch::randn({num_rel_pos, heads}) * 0.02);
  }
}

ModAttnWeights ModAttnImpl::Fold(const torch::Tensor& codes, const torch::Tensor& rel_pos) const {
  ModAttnWeights w;
  w.q = query->Fold(codes, 1.0 / std::sqrt(static_cast<double>(qk_head_dim)));
  w.k = key->Fold(codes);
  w.v = value->Fold(codes);
  w.o = out->Fold(codes);
  if (rel_pos.defined() && rel_table.defined()) {
    // r_h(i, j) = table[rel_pos(i, j), h]; index -1 reads an extra all-zero row.
    const int64_t n = rel_pos.size(0), rows = rel_table.size(0);
    const torch::Tensor padded =
        torch::cat({rel_table, torch::zeros({1, heads}, rel_table.options())});
    const torch::Tensor idx = rel_pos.to(rel_table.device(), torch::kLong);
    if (idx.numel() > 0 && (idx.max().item<int64_t>() >= rows || idx.min().item<int64_t>() < -1)) {
      throw std::out_of_range(
          "ni: rel_pos index outside [-1, " + std::to_string(rows - 1) +
          "] (the model was created with num_rel_pos = " + std::to_string(rows) + ")");
    }
    const torch::Tensor flat = torch::where(idx < 0, torch::full_like(idx, rows), idx).reshape(-1);
    w.bias = padded.index_select(0, flat).view({n, n, heads}).permute({2, 0, 1}).contiguous();
  }
  return w;
}

Projections ModAttnImpl::Project(const torch::Tensor& x, const ModAttnWeights& w, int64_t batch,
                                 int64_t tokens) const {
  const int64_t u = w.q.size(0), dv = dim / heads;
  // Eq. 6, all functions and heads in batched GEMMs: [U * H, M, d] -> [U, H, B, N, d].
  return {query->ApplyHeads(x, w.q, heads).view({u, heads, batch, tokens, qk_head_dim}),
          key->ApplyHeads(x, w.k, heads).view({u, heads, batch, tokens, qk_head_dim}),
          value->ApplyHeads(x, w.v, heads).view({u, heads, batch, tokens, dv})};
}

torch::Tensor ModAttnImpl::Mix(const torch::Tensor& e, const torch::Tensor& v,
                               const torch::Tensor& c, const torch::Tensor& out_folded,
                               const torch::Tensor& out_bias, double eps) {
  const int64_t u = v.size(0), h = v.size(1), b = v.size(2), n = v.size(3);
  // Eq. 7 and the mixing of Eq. 8.
  const torch::Tensor mixed = CompatibilityMix(e, v, c, eps);
  // Eq. 8: fold heads into channels, then the output ModLin.
  const torch::Tensor cat = mixed.permute({0, 2, 3, 1, 4}).reshape({u, b * n, h * v.size(4)});
  return ApplyFolded(cat, out_folded, out_bias);
}

torch::Tensor ModAttnImpl::forward(const torch::Tensor& x, const torch::Tensor& c,
                                   const ModAttnWeights& w, double eps) {
  const Projections p = Project(x, w, c.size(1), c.size(2));
  return Mix(AttentionNumerator(p.q, p.k, w.bias), p.v, c, w.o, out->bias, eps);
}

}  // namespace nilab::ni
