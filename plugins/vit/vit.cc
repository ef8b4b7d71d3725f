#include "plugins/vit/vit.h"

#include <cstdint>
#include <stdexcept>
#include <string>

#include "plugins/sdk/index_range.h"

namespace nilab::vit {

VitConfig VitConfig::FromParams(const sdk::Params& params) {
  VitConfig c;
  c.depth = params.Int("depth");
  c.dim = params.Int("dim");
  c.heads = params.Int("heads");
  c.mlp_hidden = params.Int("mlp_hidden");
  c.dropout = params.Float("dropout");
  c.attn_dropout = params.Float("attn_dropout");
  c.init_std = params.Float("init_std");
  if (c.dim % c.heads != 0) {
    throw std::invalid_argument("vit: dim (" + std::to_string(c.dim) +
                                ") must be divisible by heads (" + std::to_string(c.heads) + ")");
  }
  return c;
}

sdk::ParamSchema VitParamSchema() {
  return {
      sdk::IntParam("depth", 8, "number of pre-LN transformer blocks (layers)", 1, 64),
      sdk::IntParam("dim", 192, "token width D", 4, 4096),
      sdk::IntParam("heads", 4, "attention heads; dim must be divisible by heads", 1, 64),
      sdk::IntParam("mlp_hidden", 192,
                    "hidden width of each block's MLP (192 at depth 8, dim 192: the paper's "
                    "~1.8M-parameter digits ViT)",
                    1, 65536),
      sdk::FloatParam("dropout", 0.0, "dropout on the MLP hidden layer and on residual branches",
                      0.0, 0.9),
      sdk::FloatParam("attn_dropout", 0.0, "dropout on the attention weights", 0.0, 0.9),
      sdk::FloatParam("init_std", 0.02,
                      "std of the normal init of linear weights and relative-position biases "
                      "(biases of linears start at 0, LayerNorms at identity)",
                      0.0, 1.0),
  };
}

VitEncoderImpl::VitEncoderImpl(const VitConfig& config, int64_t num_rel_pos)
    : config_(config), num_rel_pos_(num_rel_pos) {
  blocks_ = register_module("blocks", torch::nn::ModuleList());
  for (int64_t l = 0; l < config.depth; ++l) {
    blocks_->push_back(
        Block(config.dim, config.heads, config.mlp_hidden, config.attn_dropout, config.dropout));
  }
  norm_ = register_module("norm", torch::nn::LayerNorm(torch::nn::LayerNormOptions({config.dim})));
  torch::NoGradGuard no_grad;
  for (auto& p : blocks_->named_parameters()) {
    // Linear weights ~ N(0, init_std²), linear biases 0; LayerNorms keep (1, 0).
    const bool layer_norm = p.key().find("norm") != std::string::npos;
    if (layer_norm) continue;
    if (p.value().dim() == 2) {
      p.value().normal_(0.0, config.init_std);
    } else {
      p.value().zero_();
    }
  }
  if (num_rel_pos > 0) {
    // One learned bias per (layer, relative position, head).
    rel_pos_bias_ = register_parameter(
        "rel_pos_bias", torch::randn({config.depth, num_rel_pos, config.heads}) * config.init_std);
  }
}

torch::Tensor VitEncoderImpl::forward(const torch::Tensor& tokens, const torch::Tensor& rel_pos,
                                      int64_t layers) {
  const int64_t N = tokens.size(1);
  // Relative positions, resolved once for all layers: bias_lhij = table[l, rel_pos_ij, h] where
  // rel_pos_ij >= 0, else 0.
  torch::Tensor index, no_bias;
  if (rel_pos.defined()) {
    index = rel_pos.clamp_min(0).reshape({-1});
    no_bias = rel_pos.lt(0).unsqueeze(0);  // [1, N, N]
  }
  torch::Tensor x = tokens;
  for (int64_t l = 0; l < layers; ++l) {
    torch::Tensor bias;
    if (rel_pos.defined()) {
      bias = rel_pos_bias_[l]
                 .index_select(0, index)
                 .view({N, N, config_.heads})
                 .permute({2, 0, 1})
                 .masked_fill(no_bias, 0.0);  // [H, N, N]
    }
    x = blocks_[l]->as<Block>()->forward(x, bias);
  }
  return norm_(x);
}

std::vector<torch::Tensor> VitEncoderImpl::EncoderParameters() const {
  std::vector<torch::Tensor> out = blocks_->parameters();
  for (const auto& p : norm_->parameters()) out.push_back(p);
  return out;
}

VitModel::VitModel(const VitConfig& config, const sdk::ModelContext& context)
    : encoder_(VitEncoder(config, context.num_rel_pos)), layers_(config.depth) {}

sdk::ModelOutput VitModel::Forward(const sdk::TokenSet& input) {
  const torch::Tensor& x = input.tokens;
  if (x.dim() != 3 || x.size(2) != dim()) {
    throw std::invalid_argument("vit: tokens must be [B, N, " + std::to_string(dim()) + "], got " +
                                std::to_string(x.dim()) + "-d tensor " + c10::str(x.sizes()));
  }
  const torch::Tensor& rel_pos = input.rel_pos;
  if (rel_pos.defined()) {
    const int64_t N = x.size(1);
    const int64_t R = encoder_->num_rel_pos();
    if (R == 0) {
      throw std::invalid_argument(
          "vit: TokenSet.rel_pos given but the model was created with num_rel_pos = 0");
    }
    if (rel_pos.dim() != 2 || rel_pos.size(0) != N || rel_pos.size(1) != N ||
        rel_pos.scalar_type() != torch::kLong) {
      throw std::invalid_argument("vit: rel_pos must be int64 [" + std::to_string(N) + ", " +
                                  std::to_string(N) + "], got " + c10::str(rel_pos.sizes()) + " " +
                                  c10::str(rel_pos.scalar_type()));
    }
    const int64_t max_index = rel_pos.numel() > 0 ? sdk::IndexRange(rel_pos).second : -1;
    if (max_index >= R) {
      throw std::invalid_argument("vit: rel_pos index " + std::to_string(max_index) +
                                  " out of range for num_rel_pos = " + std::to_string(R));
    }
  }
  sdk::ModelOutput out;
  out.tokens = encoder_->forward(x, rel_pos, layers_);
  return out;
}

sdk::ParamGroups VitModel::ParameterGroups() {
  sdk::ParamGroups groups;
  groups["encoder"] = encoder_->EncoderParameters();
  if (encoder_->rel_pos_bias().defined()) groups["rel_pos"] = {encoder_->rel_pos_bias()};
  return groups;
}

void VitModel::SetIterations(int64_t k) {
  const int64_t depth = encoder_->config().depth;
  if (k < 1 || k > depth) {
    throw std::invalid_argument("vit: iterations (layers to run) must be in [1, " +
                                std::to_string(depth) + "], got " + std::to_string(k));
  }
  layers_ = k;
}

}  // namespace nilab::vit
