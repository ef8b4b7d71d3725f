// The ViT baseline: a pre-LN transformer encoder over the task's token set, with an optional
// learned relative-position bias per layer and head, and the option to run only the first k
// layers (the model's compute knob, `iterations`).
#pragma once

#include <torch/torch.h>

#include <cstdint>

#include "plugins/sdk/model.h"
#include "plugins/sdk/params.h"
#include "plugins/vit/block.h"

namespace nilab::vit {

struct VitConfig {
  int64_t depth = 8;
  int64_t dim = 192;
  int64_t heads = 4;
  int64_t mlp_hidden = 192;
  double dropout = 0.0;
  double attn_dropout = 0.0;
  double init_std = 0.02;

  // Reads the keys of VitParamSchema(); throws std::invalid_argument (one line) on values that
  // are valid alone but not together (dim not divisible by heads).
  static VitConfig FromParams(const sdk::Params& params);
};

// The plugin's parameter schema (names, defaults, ranges, docs).
sdk::ParamSchema VitParamSchema();

class VitEncoderImpl : public torch::nn::Module {
 public:
  VitEncoderImpl(const VitConfig& config, int64_t num_rel_pos);

  // tokens: [B, N, D]; rel_pos: [N, N] int64 or undefined. Runs the first `layers` blocks, then
  // the final LayerNorm.
  torch::Tensor forward(const torch::Tensor& tokens, const torch::Tensor& rel_pos, int64_t layers);

  const VitConfig& config() const { return config_; }
  int64_t num_rel_pos() const { return num_rel_pos_; }
  // Parameters of the blocks and the final norm (the `encoder` group).
  std::vector<torch::Tensor> EncoderParameters() const;
  // [depth, num_rel_pos, heads]; undefined when num_rel_pos == 0.
  const torch::Tensor& rel_pos_bias() const { return rel_pos_bias_; }

 private:
  VitConfig config_;
  int64_t num_rel_pos_;
  torch::nn::ModuleList blocks_{nullptr};
  torch::nn::LayerNorm norm_{nullptr};
  torch::Tensor rel_pos_bias_;
};
TORCH_MODULE(VitEncoder);

// The SDK face of the encoder.
class VitModel : public sdk::Model {
 public:
  VitModel(const VitConfig& config, const sdk::ModelContext& context);

  torch::nn::Module& module() override { return *encoder_; }
  int64_t dim() const override { return encoder_->config().dim; }
  sdk::ModelOutput Forward(const sdk::TokenSet& input) override;
  sdk::ParamGroups ParameterGroups() override;
  // Slices of a batch may run side by side unless dropout draws random numbers.
  bool SupportsBatchSlices() const override {
    return encoder_->config().dropout == 0.0 && encoder_->config().attn_dropout == 0.0;
  }

  // Number of layers Forward runs (1..depth); depth after construction.
  int64_t iterations() const override { return layers_; }
  void SetIterations(int64_t k) override;

  VitEncoder& encoder() { return encoder_; }

 private:
  VitEncoder encoder_{nullptr};
  int64_t layers_;
};

}  // namespace nilab::vit
