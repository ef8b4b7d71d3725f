// A small stand-in backbone for task tests: one attention layer with a learned per-position-pair
// bias indexed by TokenSet::rel_pos (-1: no bias), then a residual MLP. Enough to learn from
// the tokens; not a model of the paper.
#pragma once

#include <torch/torch.h>

#include "plugins/sdk/model.h"

namespace nilab::testing {

class StandInModel : public sdk::Model {
 public:
  StandInModel(int64_t dim, int64_t num_rel_pos) : dim_(dim) {
    qkv_ = module_.register_module("qkv", torch::nn::Linear(dim, 3 * dim));
    mlp_ = module_.register_module("mlp", torch::nn::Linear(dim, dim));
    norm_ =
        module_.register_module("norm", torch::nn::LayerNorm(torch::nn::LayerNormOptions({dim})));
    bias_ = module_.register_parameter("rel_bias", torch::zeros({num_rel_pos + 1}));
  }
  torch::nn::Module& module() override { return module_; }
  int64_t dim() const override { return dim_; }
  sdk::ModelOutput Forward(const sdk::TokenSet& input) override {
    const auto& x = input.tokens;
    auto qkv = qkv_(norm_(x)).chunk(3, -1);
    auto logits = torch::matmul(qkv[0], qkv[1].transpose(1, 2)) / std::sqrt(double(dim_));
    // Index num_rel_pos is a zero slot for the -1 entries.
    const auto index = torch::where(input.rel_pos >= 0, input.rel_pos,
                                    torch::full_like(input.rel_pos, bias_.size(0) - 1));
    const auto table =
        torch::cat({bias_.narrow(0, 0, bias_.size(0) - 1), torch::zeros({1}, bias_.options())});
    logits = logits + table.index_select(0, index.flatten()).view(index.sizes());
    auto y = x + torch::matmul(torch::softmax(logits, -1), qkv[2]);
    sdk::ModelOutput out;
    out.tokens = y + torch::gelu(mlp_(y));
    return out;
  }
  sdk::ParamGroups ParameterGroups() override { return {{"backbone", module_.parameters()}}; }

 private:
  int64_t dim_;
  torch::nn::Module module_;
  torch::nn::Linear qkv_{nullptr}, mlp_{nullptr};
  torch::nn::LayerNorm norm_{nullptr};
  torch::Tensor bias_;
};

}  // namespace nilab::testing
