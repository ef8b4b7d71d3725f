#include "plugins/ni/modattn.h"

#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "plugins/ni/kernels/batched_matmul.h"
#include "plugins/ni/kernels/fused_attention.h"
#include "plugins/sdk/index_range.h"

namespace nilab::ni {

torch::Tensor AttentionNumerator(const torch::Tensor& q, const torch::Tensor& k,
                                 const torch::Tensor& bias) {
  const int64_t u = q.size(0), h = q.size(1), b = q.size(2), n = q.size(3), dk = q.size(4);
  const int64_t batch = u * h * b;
  // Logits q_uhi . k_uhj / sqrt(d_k) (the scale is folded into W_q) + r_h(i, j).
  torch::Tensor s =
      BatchedMatmul(q.reshape({batch, n, dk}), k.reshape({batch, n, dk}).transpose(1, 2));
  // bias [H, N, N] (shared by functions) or [U, H, N, N] (per function).
  if (bias.defined())
    s.view({u, h, b, n, n}).add_(bias.view({bias.dim() == 4 ? u : 1, h, 1, n, n}));
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
  if (FusedAttentionApplies(q)) return FusedCompatibilityAttention(q, k, v, c, bias, eps, true);
  return CompatibilityMix(AttentionNumerator(q, k, bias), v, c, eps);
}

ModAttnImpl::ModAttnImpl(const ModAttnOptions& options_)
    : dim(options_.dim),
      heads(options_.heads),
      qk_head_dim(options_.qk_head_dim),
      options(options_) {
  const int64_t qk = heads * qk_head_dim;
  const int64_t code_dim = options.code_dim;
  const bool modulated = options.modulated;
  query = register_module("query", ModLin(dim, qk, code_dim, /*bias=*/false, modulated));
  key = register_module("key", ModLin(dim, qk, code_dim, /*bias=*/false, modulated));
  value = register_module("value", ModLin(dim, dim, code_dim, /*bias=*/true, modulated));
  if (options.fc_after_attention) {
    out = register_module("out", ModLin(dim, dim, code_dim, /*bias=*/true, modulated));
  }
  if (options.sep_sum) {
    if (options.grid_rows < 1 || options.grid_cols < 1) {
      throw std::invalid_argument(
          "ni: rel_pos = \"sep_sum\" needs a task with a patch grid (Task::patch_grid); this "
          "task has none (use rel_pos = \"table\")");
    }
    // Init (code): nn.Embedding ~ N(0, 1); the head keys and code projections are
    // bias-free nn.Linear weights (Kaiming-uniform, a = sqrt(5)).
    auto linear = [](int64_t out_features, int64_t in_features) {
      torch::Tensor w = torch::empty({out_features, in_features});
      torch::nn::init::kaiming_uniform_(w, std::sqrt(5.0));
      return w;
    };
    rel_col_embed =
        register_parameter("rel_col_embed", torch::randn({2 * options.grid_cols - 1, qk_head_dim}));
    rel_row_embed =
        register_parameter("rel_row_embed", torch::randn({2 * options.grid_rows - 1, qk_head_dim}));
    rel_col_heads = register_parameter("rel_col_heads", linear(heads, qk_head_dim));
    rel_row_heads = register_parameter("rel_row_heads", linear(heads, qk_head_dim));
    rel_col_code = register_parameter("rel_col_code", linear(heads, code_dim));
    rel_row_code = register_parameter("rel_row_code", linear(heads, code_dim));
  } else if (options.num_rel_pos > 0) {
    rel_table = register_parameter("rel_table", torch::randn({options.num_rel_pos, heads}) * 0.02);
  }
}

torch::Tensor ModAttnImpl::SepSumBias(const torch::Tensor& codes, int64_t tokens) const {
  const int64_t rows = options.grid_rows, cols = options.grid_cols, g = rows * cols;
  if (tokens < g) {
    throw std::invalid_argument("ni: rel_pos = \"sep_sum\": the token set has " +
                                std::to_string(tokens) + " tokens, fewer than the task's " +
                                std::to_string(rows) + "x" + std::to_string(cols) + " patch grid");
  }
  const auto long_options = torch::TensorOptions().dtype(torch::kLong).device(codes.device());
  // Grid token p = (r_p, c_p), row-major. Offsets of key q from query p, shifted to >= 0.
  const torch::Tensor pos = torch::arange(g, long_options);
  const torch::Tensor r = pos.div(cols, "floor"), c = pos.remainder(cols);
  const torch::Tensor col_idx = (c.view({1, g}) - c.view({g, 1}) + (cols - 1)).reshape(-1);
  const torch::Tensor row_idx = (r.view({1, g}) - r.view({g, 1}) + (rows - 1)).reshape(-1);
  // e^col[dc] . k^col_h and e^row[dr] . k^row_h: [2 cols - 1, H], [2 rows - 1, H]
  const torch::Tensor col = torch::mm(rel_col_embed, rel_col_heads.t());
  const torch::Tensor row = torch::mm(rel_row_embed, rel_row_heads.t());
  // The code-dependent shift (P^col c_u)_h + (P^row c_u)_h: [U, H]
  const torch::Tensor shift =
      torch::mm(codes, rel_col_code.t()) + torch::mm(codes, rel_row_code.t());
  // r_uh(p, q) on the grid: [U, H, g, g]
  const torch::Tensor grid = (col.index_select(0, col_idx) + row.index_select(0, row_idx))
                                 .view({g, g, heads})
                                 .permute({2, 0, 1});
  torch::Tensor bias = grid.unsqueeze(0) + shift.view({-1, heads, 1, 1});
  // Added before the scaling: (q.k + r) / sqrt(d_k), with 1/sqrt(d_k) folded into W_q.
  if (options.scale_attention) bias = bias / std::sqrt(static_cast<double>(qk_head_dim));
  // Tokens before the grid (CLS) get no positional term: zero rows and columns in front.
  const int64_t off = tokens - g;
  return off == 0 ? bias : torch::constant_pad_nd(bias, {off, 0, off, 0});
}

ModAttnWeights ModAttnImpl::Fold(const torch::Tensor& codes, const torch::Tensor& rel_pos,
                                 int64_t tokens) const {
  ModAttnWeights w;
  const double scale =
      options.scale_attention ? 1.0 / std::sqrt(static_cast<double>(qk_head_dim)) : 1.0;
  w.q = query->Fold(codes, scale);
  w.k = key->Fold(codes);
  w.v = value->Fold(codes);
  if (out) w.o = out->Fold(codes);
  if (options.sep_sum) {
    w.bias = SepSumBias(codes, tokens);
  } else if (rel_pos.defined() && rel_table.defined()) {
    // r_h(i, j) = table[rel_pos(i, j), h]; index -1 reads an extra all-zero row.
    const int64_t n = rel_pos.size(0), rows = rel_table.size(0);
    const torch::Tensor padded =
        torch::cat({rel_table, torch::zeros({1, heads}, rel_table.options())});
    const torch::Tensor idx = rel_pos.to(rel_table.device(), torch::kLong);
    const auto range = idx.numel() > 0 ? sdk::IndexRange(idx) : std::pair<int64_t, int64_t>{0, 0};
    if (range.second >= rows || range.first < -1) {
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
  // Eq. 7 and the mixing of Eq. 8.
  return Output(CompatibilityMix(e, v, c, eps), out_folded, out_bias);
}

torch::Tensor ModAttnImpl::Output(const torch::Tensor& mixed, const torch::Tensor& out_folded,
                                  const torch::Tensor& out_bias) {
  const int64_t u = mixed.size(0), h = mixed.size(1), b = mixed.size(2), n = mixed.size(3);
  // Eq. 8: fold heads into channels, then the output ModLin (when there is one).
  const torch::Tensor cat = mixed.permute({0, 2, 3, 1, 4}).reshape({u, b * n, h * mixed.size(4)});
  if (!out_folded.defined()) return cat;
  return ApplyFolded(cat, out_folded, out_bias);
}

torch::Tensor ModAttnImpl::forward(const torch::Tensor& x, const torch::Tensor& c,
                                   const ModAttnWeights& w, double eps) {
  const Projections p = Project(x, w, c.size(1), c.size(2));
  return Output(CompatibilityAttention(p.q, p.k, p.v, c, w.bias, eps), w.o,
                out ? out->bias : torch::Tensor());
}

}  // namespace nilab::ni
