// Helpers shared by the Neural Interpreter tests.
#pragma once

#include <torch/torch.h>

#include <map>
#include <memory>
#include <string>

#include "plugins/ni/config.h"
#include "plugins/ni/neural_interpreter.h"

namespace nilab::ni::testing {

// A small NI: quick to run, with every mechanism present.
inline NiConfig SmallConfig() {
  NiConfig c;
  c.dim = 16;
  c.code_dim = 12;
  c.type_dim = 6;
  c.n_s = 2;
  c.n_i = 2;
  c.n_l = 2;
  c.n_f = 3;
  c.heads = 2;
  c.head_dim = 0;
  c.mlp_hidden = 24;
  c.tau = 1.6;
  return c;
}

inline std::unique_ptr<NeuralInterpreter> MakeModel(const NiConfig& config, int64_t num_rel_pos = 0,
                                                    uint64_t seed = 0) {
  torch::manual_seed(seed);
  return std::make_unique<NeuralInterpreter>(config, sdk::ModelContext{num_rel_pos, {}});
}

inline int64_t CountParams(const std::vector<torch::Tensor>& params) {
  int64_t n = 0;
  for (const auto& p : params) n += p.numel();
  return n;
}

inline double MaxAbsDiff(const torch::Tensor& a, const torch::Tensor& b) {
  return (a - b).abs().max().item<double>();
}

}  // namespace nilab::ni::testing
