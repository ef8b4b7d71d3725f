#include "plugins/ni/script.h"

#include <cstdint>
#include <stdexcept>
#include <string>

#include "plugins/ni/kernels/parallel_slices.h"
#include "plugins/ni/recompute.h"
#include "plugins/ni/type_matching.h"

namespace nilab::ni {

ScriptImpl::ScriptImpl(const NiConfig& config_, int64_t num_rel_pos, const sdk::PatchGrid& grid)
    : config(config_) {
  type_inference = register_module("type_inference", TypeInference(config.dim, config.type_dim));
  sigma = register_parameter("sigma", torch::full({}, config.sigma_init));
  ModAttnOptions attn;
  attn.dim = config.dim;
  attn.heads = config.heads;
  attn.qk_head_dim = config.qk_head_dim();
  attn.code_dim = config.code_dim;
  attn.modulated = config.code_modulation;
  attn.num_rel_pos = num_rel_pos;
  attn.sep_sum = config.rel_pos == "sep_sum";
  attn.grid_rows = grid.rows;
  attn.grid_cols = grid.cols;
  attn.scale_attention = config.scale_attention;
  attn.fc_after_attention = config.fc_after_attention;
  interpreter = register_module(
      "interpreter",
      Interpreter(config.n_l, attn, config.mlp_hidden, config.dropout, config.residual == "paper"));
  AddFunctions(config.n_f);
}

torch::Tensor ScriptImpl::Signatures() const { return torch::cat(signature_chunks, 0); }
torch::Tensor ScriptImpl::Codes() const { return torch::cat(code_chunks, 0); }

int64_t ScriptImpl::num_functions() const {
  int64_t n = 0;
  for (const auto& s : signature_chunks) n += s.size(0);
  return n;
}

std::vector<torch::Tensor> ScriptImpl::AddFunctions(int64_t n, bool mirror) {
  // Signatures and codes ~ N(0, I) (code). Signatures are fixed unless learnable_signatures.
  const std::string suffix =
      signature_chunks.empty() ? "" : "_added_" + std::to_string(signature_chunks.size());
  const auto options = torch::TensorOptions().device(sigma.device()).dtype(sigma.dtype());
  torch::Tensor s_init, c_init;
  if (mirror) {
    // The authors' init_strategy "mirror": the new signatures are copies of n distinct existing
    // ones, and the new codes of n distinct existing ones, drawn independently, so a new
    // function routes like one pretrained function and computes like another. (A whole copy of
    // one function would stay its twin: equal signature and code get equal gradients.)
    if (n > num_functions()) {
      throw std::invalid_argument(
          "ni: mirror can copy at most the " + std::to_string(num_functions()) +
          " existing functions of a script (asked for " + std::to_string(n) + ")");
    }
    torch::NoGradGuard no_grad;
    auto rows = [&] {
      return torch::randperm(num_functions(), torch::kLong).slice(0, 0, n).to(sigma.device());
    };
    s_init = Signatures().index_select(0, rows()).clone();
    c_init = Codes().index_select(0, rows()).clone();
  } else {
    s_init = torch::randn({n, config.type_dim}, options);
    c_init = torch::randn({n, config.code_dim}, options);
  }
  torch::Tensor s = register_parameter("signatures" + suffix, s_init, config.learnable_signatures);
  torch::Tensor c = register_parameter("codes" + suffix, c_init);
  signature_chunks.push_back(s);
  code_chunks.push_back(c);
  return {s, c};
}

void ScriptImpl::RedrawSignatures() {
  torch::NoGradGuard no_grad;
  for (auto& s : signature_chunks) s.normal_();
}

void ScriptImpl::RedrawCodes() {
  torch::NoGradGuard no_grad;
  for (auto& c : code_chunks) c.normal_();
}

torch::Tensor ScriptImpl::FunctionIteration(const torch::Tensor& x, int64_t batch, int64_t tokens,
                                            const std::vector<LocWeights>& weights,
                                            const torch::Tensor& active,
                                            torch::Tensor* compatibility, bool recompute) {
  // Eq. 2: t_i = TypeInference(x_i); Eq. 3: C_ui (Eq. 13)
  const TypeMatchingResult match =
      MatchTypes(type_inference(x), Signatures(), sigma, config.tau, config.eps, active);
  const torch::Tensor c = match.compatibility.view({-1, batch, tokens});
  if (compatibility) *compatibility = c;
  // Eq. 12: y = Interpreter(x, {c_u}, C)
  return interpreter(x, c, weights, config.eps, recompute);
}

bool ScriptImpl::RecomputeTails(int64_t rows, int64_t iterations) const {
  // A LOC tail keeps about 6 d + 2 mlp_hidden values per function and token (the mixed
  // attention, its output ModLin, a, LN(a), the ModMLP's hidden before and after GELU and its
  // output); every script of the model runs n_l of them per iteration. Slices of one batch
  // running side by side keep theirs at the same time.
  const int64_t per_call =
      num_functions() * rows * ParallelSlices() * (6 * config.dim + 2 * config.mlp_hidden);
  const int64_t element = static_cast<int64_t>(sigma.element_size());
  return ShouldRecompute(per_call * element * config.n_l * iterations * config.n_s,
                         sigma.device().type());
}

namespace {

// [U, b, N] -> [b]: the share of each sample's tokens with C_ui = 0 for every function u.
torch::Tensor UnroutedShare(const torch::Tensor& c) {
  return c.detach().sum(0).eq(0).to(c.scalar_type()).mean(-1);
}

}  // namespace

torch::Tensor ScriptImpl::forward(const torch::Tensor& x, const torch::Tensor& rel_pos,
                                  int64_t iterations, const torch::Tensor& active,
                                  std::vector<torch::Tensor>* trace, torch::Tensor* unrouted) {
  const int64_t b = x.size(0), n = x.size(1);
  // Codes enter only through the folded ModLin weights: computed once, shared by iterations.
  const std::vector<LocWeights> weights = interpreter->Fold(Codes(), rel_pos, n);
  torch::Tensor h = x.reshape({b * n, config.dim});
  torch::Tensor unrouted_sum;
  const bool recompute = torch::GradMode::is_enabled() && RecomputeTails(b * n, iterations);
  for (int64_t it = 0; it < iterations; ++it) {
    torch::Tensor c;
    h = FunctionIteration(h, b, n, weights, active, &c, recompute);
    if (unrouted) {
      unrouted_sum = it == 0 ? UnroutedShare(c) : unrouted_sum + UnroutedShare(c);
    }
    if (trace) trace->push_back(c.detach().permute({1, 0, 2}).to(torch::kCPU).contiguous());
  }
  if (unrouted) {
    // No iteration leaves every token as it was.
    *unrouted = iterations > 0 ? unrouted_sum / static_cast<double>(iterations)
                               : torch::ones({b}, x.options().requires_grad(false));
  }
  return h.view({b, n, config.dim});
}

ActResult ScriptImpl::Adaptive(const torch::Tensor& x, const torch::Tensor& rel_pos,
                               int64_t max_iterations, const torch::Tensor& active,
                               std::vector<torch::Tensor>* trace, torch::Tensor* unrouted) {
  const int64_t b = x.size(0), n = x.size(1);
  const std::vector<LocWeights> weights = interpreter->Fold(Codes(), rel_pos, n);
  const auto options = x.options().requires_grad(false);
  torch::Tensor unrouted_sum, steps_run;
  if (unrouted) {
    unrouted_sum = torch::zeros({b}, options);
    steps_run = torch::zeros({b}, options);
  }
  const bool recompute = torch::GradMode::is_enabled() && RecomputeTails(b * n, max_iterations);
  auto step = [&](const torch::Tensor& states, const torch::Tensor& rows) {
    const int64_t running = states.size(0);
    torch::Tensor c;
    const torch::Tensor y = FunctionIteration(states.reshape({running * n, config.dim}), running, n,
                                              weights, active, &c, recompute);
    if (unrouted) {
      unrouted_sum.index_add_(0, rows, UnroutedShare(c).to(unrouted_sum.scalar_type()));
      steps_run.index_add_(0, rows, torch::ones({running}, options));
    }
    if (trace) {
      // [U, b, N] of the running samples into [B, U, N], zeros for the halted ones.
      const torch::Tensor full =
          torch::zeros({c.size(0), b, n}, c.options()).index_copy_(1, rows, c.detach());
      trace->push_back(full.permute({1, 0, 2}).to(torch::kCPU).contiguous());
    }
    return y.view({running, n, config.dim});
  };
  ActResult result = AdaptiveIterations(x, max_iterations, config.halt_epsilon,
                                        config.halting == "act_token", halting, step);
  if (unrouted) *unrouted = unrouted_sum / steps_run.clamp_min(1.0);
  return result;
}

}  // namespace nilab::ni
