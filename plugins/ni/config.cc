#include "plugins/ni/config.h"

#include <stdexcept>

namespace nilab::ni {

sdk::ParamSchema NiConfig::Schema() {
  using sdk::BoolParam;
  using sdk::FloatParam;
  using sdk::IntParam;
  using sdk::StringParam;
  const NiConfig d;
  return {
      IntParam("dim", d.dim, "token width d (must be divisible by heads)", 1, 65536),
      IntParam("code_dim", d.code_dim, "width of the function codes c_u", 1, 65536),
      IntParam("type_dim", d.type_dim, "width of signatures s_u and types t_i", 1, 4096),
      IntParam("n_s", d.n_s, "number of scripts (Eq. 1); scripts share no parameters", 1, 64),
      IntParam("n_i", d.n_i, "function iterations per script (Eq. 14), shared parameters", 1, 1024),
      IntParam("n_l", d.n_l, "LOCs per interpreter (Eq. 11)", 1, 64),
      IntParam("n_f", d.n_f, "functions per script (signature + code each)", 1, 1024),
      IntParam("heads", d.heads, "attention heads per ModAttn", 1, 256),
      IntParam("head_dim", d.head_dim,
               "per-head width of queries and keys; 0 = dim/heads. Values always use "
               "dim/heads per head. The authors' digits preset uses 128 (code)",
               0, 4096),
      IntParam("mlp_hidden", d.mlp_hidden, "hidden width of the ModMLP (Eq. 5)", 1, 65536),
      FloatParam("tau", d.tau,
                 "kernel truncation: C_ui = 0 when d_ui = 1 - s_u.t_i > tau (Eq. 3); "
                 "2 routes everything",
                 0.0, 2.0),
      FloatParam("sigma_init", d.sigma_init, "initial value of the learnable bandwidth sigma", 1e-4,
                 100.0),
      BoolParam("learnable_signatures", d.learnable_signatures,
                "train the signatures s_u (default: fixed at their N(0, I) draw, as in the "
                "authors' code; a finetune phase may still train group 'signatures')"),
      StringParam("residual", d.residual,
                  "interpreter output: 'paper' y_i = x_i + sum_u C_ui LOC(x)_ui (Eq. 11), "
                  "'code' y_i = sum_u C_ui LOC(x)_ui (the authors' code)",
                  {"paper", "code"}),
      FloatParam("dropout", d.dropout,
                 "dropout on the attention and MLP branches of every LOC (training only)", 0.0,
                 0.99),
      FloatParam("eps", d.eps, "epsilon of the normalisations in Eqs. 3 and 7", 1e-12, 1e-2),
      BoolParam("code_modulation", d.code_modulation,
                "modulate ModLins by the function codes (Eq. 4); false is an ablation where "
                "ModLin is y = W x + b and functions differ only in routing"),
      StringParam("halting", d.halting,
                  "adaptive computation (ACT): 'none' runs n_i function iterations; 'act_sample' "
                  "halts each sample (halting unit on its pooled tokens), 'act_token' each token, "
                  "after at most n_i iterations",
                  {"none", "act_sample", "act_token"}),
      FloatParam("ponder_cost", d.ponder_cost,
                 "ACT: weight tau of the ponder cost N + R (mean over samples, summed over "
                 "scripts) added to the task's loss",
                 0.0, 100.0),
      FloatParam("halt_epsilon", d.halt_epsilon,
                 "ACT: a sample (token) halts once its halting probabilities sum to >= 1 - eps",
                 0.0, 1.0),
      FloatParam("halt_bias_init", d.halt_bias_init,
                 "ACT: initial bias b of the halting unit h = sigmoid(w.LN(s) + b); negative "
                 "values start with more iterations",
                 -100.0, 100.0),
      StringParam("rel_pos", d.rel_pos,
                  "relative positions: 'table' (ours: one learned bias per head and patch offset, "
                  "shared by the functions, indexed by the task's rel_pos table, added after the "
                  "1/sqrt(d_k) scaling) or 'sep_sum' (the authors' RelativePositionalEncoder: "
                  "separable row and column terms plus a per-function, code-dependent shift, from "
                  "the task's patch grid, added before the scaling)",
                  {"table", "sep_sum"}),
      BoolParam("scale_attention", d.scale_attention,
                "divide the attention logits by sqrt(d_k) (the authors' scale_attention_weights)"),
      BoolParam("fc_after_attention", d.fc_after_attention,
                "ModAttn's output ModLin (Eq. 8; the authors' use_fc_after_attention); false: the "
                "heads' mixed values are the attention output"),
  };
}

NiConfig NiConfig::FromParams(const sdk::Params& given) {
  const sdk::Params p = sdk::Params::WithDefaults(Schema(), given);
  NiConfig c;
  c.dim = p.Int("dim");
  c.code_dim = p.Int("code_dim");
  c.type_dim = p.Int("type_dim");
  c.n_s = p.Int("n_s");
  c.n_i = p.Int("n_i");
  c.n_l = p.Int("n_l");
  c.n_f = p.Int("n_f");
  c.heads = p.Int("heads");
  c.head_dim = p.Int("head_dim");
  c.mlp_hidden = p.Int("mlp_hidden");
  c.tau = p.Float("tau");
  c.sigma_init = p.Float("sigma_init");
  c.learnable_signatures = p.Bool("learnable_signatures");
  c.residual = p.String("residual");
  c.dropout = p.Float("dropout");
  c.eps = p.Float("eps");
  c.code_modulation = p.Bool("code_modulation");
  c.halting = p.String("halting");
  c.ponder_cost = p.Float("ponder_cost");
  c.halt_epsilon = p.Float("halt_epsilon");
  c.halt_bias_init = p.Float("halt_bias_init");
  c.rel_pos = p.String("rel_pos");
  c.scale_attention = p.Bool("scale_attention");
  c.fc_after_attention = p.Bool("fc_after_attention");
  c.Validate();
  return c;
}

void NiConfig::Validate() const {
  auto fail = [](const std::string& msg) { throw std::invalid_argument("ni: " + msg); };
  if (dim <= 0 || code_dim <= 0 || type_dim <= 0 || mlp_hidden <= 0) {
    fail("dim, code_dim, type_dim and mlp_hidden must be positive");
  }
  if (heads <= 0 || dim % heads != 0) {
    fail("dim (" + std::to_string(dim) + ") must be divisible by heads (" + std::to_string(heads) +
         ")");
  }
  if (n_s < 1 || n_i < 1 || n_l < 1 || n_f < 1) fail("n_s, n_i, n_l and n_f must be >= 1");
  if (head_dim < 0) fail("head_dim must be >= 0 (got " + std::to_string(head_dim) + ")");
  if (tau < 0 || tau > 2) fail("tau must lie in [0, 2] (got " + std::to_string(tau) + ")");
  if (sigma_init <= 0) fail("sigma_init must be > 0");
  if (residual != "paper" && residual != "code") {
    fail("residual must be \"paper\" or \"code\" (got \"" + residual + "\")");
  }
  if (dropout < 0 || dropout >= 1) fail("dropout must lie in [0, 1)");
  if (halting != "none" && halting != "act_sample" && halting != "act_token") {
    fail("halting must be \"none\", \"act_sample\" or \"act_token\" (got \"" + halting + "\")");
  }
  if (rel_pos != "table" && rel_pos != "sep_sum") {
    fail("rel_pos must be \"table\" or \"sep_sum\" (got \"" + rel_pos + "\")");
  }
  if (ponder_cost < 0) fail("ponder_cost must be >= 0 (got " + std::to_string(ponder_cost) + ")");
  if (halt_epsilon < 0 || halt_epsilon > 1) {
    fail("halt_epsilon must lie in [0, 1] (got " + std::to_string(halt_epsilon) + ")");
  }
}

}  // namespace nilab::ni
