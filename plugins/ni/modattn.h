// ModAttn (Eqs. 6-8): compatibility-modulated multi-head attention, one stream per function.
//
//   q_uhi, k_uhi, v_uhi = ModLin_{q,k,v}(x_ui; c_u)                                  (Eq. 6)
//   A_uhij = softmax_j(q_uhi . k_uhj / sqrt(d_k) + r_h(i, j))
//   W_uhij = C_ui C_uj A_uhij / (eps + sum_j C_ui C_uj A_uhij)                        (Eq. 7)
//   y_ui = ModLin_o(concat_h sum_j W_uhij v_uhj; c_u)                                 (Eq. 8)
//
// r_h(i, j) is the optional learned relative-position bias (PAPER_NOTES item 11), in one of two
// forms (NiConfig::rel_pos):
//   table   (ours)  r_h(i, j) = T[rel_pos(i, j), h], shared by all functions, added after the
//                   1/sqrt(d_k) scaling;
//   sep_sum (code)  the authors' RelativePositionalEncoder (function_head_mixing_mode sep_sum,
//                   per-function encodings). For image tokens i = (r_i, c_i), j = (r_j, c_j):
//     r_uh(i, j) = ( e^col[c_j - c_i] . k^col_h + (P^col c_u)_h )
//                + ( e^row[r_j - r_i] . k^row_h + (P^row c_u)_h ),
//                   0 for pairs with a token off the grid (CLS), added BEFORE the scaling:
//     A_uhij = softmax_j((q_uhi . k_uhj + r_uh(i, j)) / sqrt(d_k)).
//                   e^col, e^row: [2 cols - 1, d_k], [2 rows - 1, d_k] offset embeddings (their
//                   row_embeddings indexes column offsets, col_embeddings row offsets);
//                   k^col, k^row: [H, d_k] (head_keys_row, head_keys_col); P^col, P^row:
//                   [H, d_code] (function_keys_row, function_keys_col). Re-drawing the codes
//                   re-draws each function's positional shift.
#pragma once

#include <torch/torch.h>

#include "plugins/ni/modlin.h"

namespace nilab::ni {

// Eqs. 7-8 before the output ModLin, for all functions and heads at once, in two steps.
// Every (function, head, sample) is one batch entry of batched matmuls, so a sparse
// implementation can replace these and skip the (u, i) pairs with C_ui = 0: their output is
// exactly 0 (Eq. 7 multiplies by C_ui). W is never materialised: with
// E_ij = exp(s_ij - max_j s_ij) and Z_i = sum_j E_ij,
//   sum_j W_ij v_j = C_i sum_j E_ij C_j v_j / (eps Z_i + C_i sum_j E_ij C_j),
// so one matmul of E with [C_j v_j | C_j | 1] gives numerator, denominator and Z together.
//
// Step 1, the softmax numerator E_uhij = exp(s_uhij - max_j s_uhij) of the logits
// s = q.k (+ relative-position bias):
//   q, k: [U, H, B, N, d_k] (q already scaled by 1/sqrt(d_k));
//   bias: [H, N, N] (shared by functions), [U, H, N, N] or undefined
//   ->  [U * H * B, N, N]
torch::Tensor AttentionNumerator(const torch::Tensor& q, const torch::Tensor& k,
                                 const torch::Tensor& bias);
// Step 2, the compatibility-weighted mixing: E from step 1, v: [U, H, B, N, d_v],
// c: [U, B, N]  ->  [U, H, B, N, d_v]
torch::Tensor CompatibilityMix(const torch::Tensor& e, const torch::Tensor& v,
                               const torch::Tensor& c, double eps);
// Both steps; on CPU one fused pass per (function, head, sample) instead
// (fused_attention.h), which never materialises E.
torch::Tensor CompatibilityAttention(const torch::Tensor& q, const torch::Tensor& k,
                                     const torch::Tensor& v, const torch::Tensor& c,
                                     const torch::Tensor& bias, double eps);

// The per-function folded weights of one ModAttn, plus its relative-position bias.
struct ModAttnWeights {
  torch::Tensor q, k, v, o;  // [U, out, in] each (q includes 1/sqrt(d_k)); o undefined without
                             // the output ModLin
  torch::Tensor bias;        // [H, N, N] (table), [U, H, N, N] (sep_sum) or undefined
};

// How ModAttn is built (NiConfig's attention settings and the task's layout).
struct ModAttnOptions {
  int64_t dim = 0, heads = 1, qk_head_dim = 0, code_dim = 0;
  bool modulated = true;
  int64_t num_rel_pos = 0;  // table: rows of the bias table (0: none)
  bool sep_sum = false;     // the authors' relative-position encoder instead of the table
  int64_t grid_rows = 0, grid_cols = 0;  // sep_sum: the patch grid of the last tokens
  bool scale_attention = true;           // logits / sqrt(d_k)
  bool fc_after_attention = true;        // output ModLin
};

// Queries, keys and values of all functions and heads: [U, H, B, N, d].
struct Projections {
  torch::Tensor q, k, v;
};

class ModAttnImpl : public torch::nn::Module {
 public:
  explicit ModAttnImpl(const ModAttnOptions& options);
  // rel_pos: [N, N] int64 indices into the bias table (-1: none) or undefined; tokens: N (the
  // sep_sum encoder places the grid on the last grid_rows * grid_cols of them).
  ModAttnWeights Fold(const torch::Tensor& codes, const torch::Tensor& rel_pos,
                      int64_t tokens = 0) const;
  // sep_sum: r_uh(i, j) of the header comment, [U, H, N, N], already divided by sqrt(d_k) when
  // the logits are scaled.
  torch::Tensor SepSumBias(const torch::Tensor& codes, int64_t tokens) const;
  // Eq. 6. x: [M, dim] (shared by all functions) or [U, M, dim], M = batch * tokens.
  Projections Project(const torch::Tensor& x, const ModAttnWeights& w, int64_t batch,
                      int64_t tokens) const;
  // Eqs. 7-8 from the softmax numerator E (AttentionNumerator of the projections) and the
  // values, with the output ModLin's folded weight and bias explicit (undefined: no output
  // ModLin).
  //   e: [U * H * B, N, N]; v: [U, H, B, N, d_v]; c: [U, B, N]  ->  [U, M, dim]
  static torch::Tensor Mix(const torch::Tensor& e, const torch::Tensor& v, const torch::Tensor& c,
                           const torch::Tensor& out_folded, const torch::Tensor& out_bias,
                           double eps);
  // Eq. 8 from the mixed values of all heads ([U, H, B, N, d_v], CompatibilityAttention's
  // output): heads folded into channels, then the output ModLin.  ->  [U, M, dim]
  static torch::Tensor Output(const torch::Tensor& mixed, const torch::Tensor& out_folded,
                              const torch::Tensor& out_bias);
  // Project, CompatibilityAttention, Output.  ->  [U, M, dim]
  torch::Tensor forward(const torch::Tensor& x, const torch::Tensor& c, const ModAttnWeights& w,
                        double eps);

  int64_t dim, heads, qk_head_dim;
  ModAttnOptions options;
  // Queries and keys have no bias (code): a key bias cancels in the softmax. `out` is null
  // without fc_after_attention.
  ModLin query{nullptr}, key{nullptr}, value{nullptr}, out{nullptr};
  torch::Tensor rel_table;  // [num_rel_pos, heads], undefined when num_rel_pos == 0 or sep_sum
  // sep_sum (undefined otherwise): offset embeddings, head keys and code projections.
  torch::Tensor rel_col_embed, rel_row_embed;  // [2 cols - 1, d_k], [2 rows - 1, d_k]
  torch::Tensor rel_col_heads, rel_row_heads;  // [H, d_k]
  torch::Tensor rel_col_code, rel_row_code;    // [H, d_code]
};
TORCH_MODULE(ModAttn);

}  // namespace nilab::ni
