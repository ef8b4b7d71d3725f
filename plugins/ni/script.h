// A script (Eqs. 12-14): type inference, type matching, functions (signature s_u, code c_u) and
// an interpreter. A function iteration is FnIter = Interpreter o TypeMatching (Eqs. 12-13); the
// script applies it n_i times with shared parameters, recomputing C every iteration (Eq. 14),
// or, with halting (act.h), up to n_i times, as many as its halting unit decides per sample or
// per token.
#pragma once

#include <torch/torch.h>

#include <vector>

#include "plugins/ni/act.h"
#include "plugins/ni/config.h"
#include "plugins/ni/halting.h"
#include "plugins/ni/interpreter.h"
#include "plugins/ni/type_inference.h"
#include "plugins/sdk/model.h"

namespace nilab::ni {

class ScriptImpl : public torch::nn::Module {
 public:
  ScriptImpl(const NiConfig& config, int64_t num_rel_pos, const sdk::PatchGrid& grid = {});

  // All functions' signatures [U, d_type] and codes [U, d_code], added ones last.
  torch::Tensor Signatures() const;
  torch::Tensor Codes() const;
  int64_t num_functions() const;
  // Appends n functions drawn from the initial distribution, or (mirror) with the signatures
  // of n distinct existing functions and, drawn independently, the codes of n distinct ones;
  // returns {signatures, codes} of the new ones (registered parameters).
  std::vector<torch::Tensor> AddFunctions(int64_t n, bool mirror = false);
  // Re-draws every signature (or code) from N(0, I), in place.
  void RedrawSignatures();
  void RedrawCodes();

  // Eqs. 12-13, one function iteration. x: [M, dim] with M = B * N; active: [U] bool or
  // undefined. Writes C ([U, B, N]) to *compatibility when not null. recompute: as
  // LocImpl::forward.
  torch::Tensor FunctionIteration(const torch::Tensor& x, int64_t batch, int64_t tokens,
                                  const std::vector<LocWeights>& weights,
                                  const torch::Tensor& active, torch::Tensor* compatibility,
                                  bool recompute = true);
  // Whether a forward of `rows` = B * N tokens through `iterations` function iterations
  // recomputes the LOC tails (ShouldRecompute on an estimate of what they would keep).
  bool RecomputeTails(int64_t rows, int64_t iterations) const;
  // Eq. 14: x [B, N, dim] -> [B, N, dim] after `iterations` function iterations. Appends each
  // iteration's C ([B, U, N], detached, CPU) to *trace when not null. Writes to *unrouted, when
  // not null, each sample's share of tokens that no function processed (C_ui = 0 for every u),
  // averaged over the iterations ([B], detached): 1 means the script left the sample unchanged.
  torch::Tensor forward(const torch::Tensor& x, const torch::Tensor& rel_pos, int64_t iterations,
                        const torch::Tensor& active, std::vector<torch::Tensor>* trace,
                        torch::Tensor* unrouted = nullptr);
  // With halting: at most `max_iterations` function iterations under ACT (act.h). Trace
  // entries are [B, U, N] with zeros for the samples that had halted; *unrouted is averaged
  // over the iterations each sample ran.
  ActResult Adaptive(const torch::Tensor& x, const torch::Tensor& rel_pos, int64_t max_iterations,
                     const torch::Tensor& active, std::vector<torch::Tensor>* trace,
                     torch::Tensor* unrouted = nullptr);

  NiConfig config;
  TypeInference type_inference{nullptr};
  torch::Tensor sigma;  // kernel bandwidth (Eq. 3), learnable scalar
  Interpreter interpreter{nullptr};
  // Only when config.halting != "none"; registered by NeuralInterpreter after every script's
  // other parameters.
  HaltingUnit halting{nullptr};
  // Parameter chunks: [0] the initial n_f functions, then one chunk per AddFunctions call.
  std::vector<torch::Tensor> signature_chunks, code_chunks;
};
TORCH_MODULE(Script);

}  // namespace nilab::ni
