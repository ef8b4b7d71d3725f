// The Neural Interpreter's hyperparameters, their schema (what `nilab plugins` prints and the
// host validates sweep values against) and their defaults: the authors' digits preset.
#pragma once

#include <cstdint>
#include <string>

#include "plugins/sdk/params.h"

namespace nilab::ni {

struct NiConfig {
  int64_t dim = 192;         // d: token width
  int64_t code_dim = 192;    // d_code: width of the function codes c_u
  int64_t type_dim = 24;     // d_type: width of signatures s_u and types t_i
  int64_t n_s = 1;           // scripts (Eq. 1)
  int64_t n_i = 8;           // function iterations per script (Eq. 14)
  int64_t n_l = 1;           // LOCs per interpreter (Eq. 11)
  int64_t n_f = 5;           // functions per script
  int64_t heads = 4;         // attention heads per ModAttn
  int64_t head_dim = 128;    // per-head width of queries and keys; 0 = dim / heads
  int64_t mlp_hidden = 192;  // hidden width of the ModMLP (Eq. 5)
  double tau = 1.42;         // truncation of the type-matching kernel (Eq. 3)
  double sigma_init = 1.0;   // initial kernel bandwidth sigma (Eq. 3)
  bool learnable_signatures = false;
  std::string residual = "paper";  // "paper": y = x + sum C LOC(x); "code": y = sum C LOC(x)
  double dropout = 0.0;
  double eps = 1e-6;            // epsilon of Eqs. 3 and 7
  bool code_modulation = true;  // false: ModLin ignores codes (ablation, m_u = 1)
  // Adaptive computation (act.h): "none" (n_i iterations), "act_sample" (halting per sample,
  // pooled over tokens) or "act_token" (per token); with halting, n_i is the maximum.
  std::string halting = "none";
  double ponder_cost = 1e-3;    // tau: weight of the ponder cost N + R in the loss
  double halt_epsilon = 0.01;   // eps: a unit halts once sum_n h^n >= 1 - eps
  double halt_bias_init = 1.0;  // initial bias b of the halting unit (ours)
  // Relative positions: "table" (ours: a [num_rel_pos, heads] bias table per LOC indexed by
  // TokenSet::rel_pos, shared by all functions, added after the 1/sqrt(d_k) scaling) or
  // "sep_sum" (the authors' RelativePositionalEncoder with function_head_mixing_mode sep_sum and
  // per-function encodings: separable row and column terms plus a code-dependent shift per
  // function and head, from the task's patch grid, added before the scaling).
  std::string rel_pos = "table";
  bool scale_attention = true;     // logits / sqrt(d_k) (the authors' scale_attention_weights)
  bool fc_after_attention = true;  // output ModLin of ModAttn (the authors' use_fc_after_attention)

  // Width of queries and keys per head.
  int64_t qk_head_dim() const { return head_dim > 0 ? head_dim : dim / heads; }
  // Width of values per head (code: values keep dim / heads per head).
  int64_t v_head_dim() const { return dim / heads; }

  // Throws std::invalid_argument naming the key when a combination is invalid.
  void Validate() const;
  static NiConfig FromParams(const sdk::Params& params);
  static sdk::ParamSchema Schema();
};

}  // namespace nilab::ni
