// The Neural Interpreter (Eq. 1): NI = Script_ns o ... o Script_1, scripts sharing no
// parameters, as an nilab model (plugins/sdk/model.h) with its capabilities: anytime
// inference (iterations), capacity extension (add_functions), ablation (drop_functions),
// re-drawing codes or signatures (reinitialize) and routing traces. With halting (config
// `halting`), every script runs ACT over its function iterations (act.h): n_i is the maximum,
// the ponder cost goes into ModelOutput::aux_loss and the iterations used into
// ModelOutput::stats.
#pragma once

#include <torch/torch.h>

#include <memory>
#include <string>
#include <vector>

#include "plugins/ni/config.h"
#include "plugins/ni/script.h"
#include "plugins/sdk/model.h"

namespace nilab::ni {

class NeuralInterpreter : public sdk::Model {
 public:
  NeuralInterpreter(const NiConfig& config, const sdk::ModelContext& context);

  torch::nn::Module& module() override { return *root_; }
  int64_t dim() const override { return config_.dim; }
  sdk::ModelOutput Forward(const sdk::TokenSet& input) override;
  sdk::ParamGroups ParameterGroups() override;
  // Slices of a batch may run side by side unless dropout draws random numbers, adaptive
  // computation records rows_processed(), or a routing trace is being recorded.
  bool SupportsBatchSlices() const override {
    return config_.dropout == 0.0 && config_.halting == "none" && !trace_enabled_;
  }

  int64_t iterations() const override { return iterations_; }
  void SetIterations(int64_t k) override;
  void AddFunctions(int64_t n, const std::string& init) override;
  void DropFunctions(const std::vector<int64_t>& ids) override;
  void Reinitialize(const std::string& group) override;
  void SetRoutingTrace(bool enabled) override { trace_enabled_ = enabled; }
  std::vector<sdk::RoutingStep> TakeRoutingTrace() override;

  const NiConfig& config() const { return config_; }
  int64_t num_functions() const override;
  Script script(int64_t s) const;
  int64_t num_scripts() const { return config_.n_s; }
  // With halting: per script, the samples fed to each function iteration of the last Forward
  // (they shrink as samples halt).
  const std::vector<std::vector<int64_t>>& rows_processed() const { return rows_processed_; }

 private:
  sdk::ModelOutput ForwardAdaptive(const torch::Tensor& x, const torch::Tensor& rel_pos,
                                   const torch::Tensor& active);

  NiConfig config_;
  int64_t num_rel_pos_;
  int64_t iterations_;
  std::shared_ptr<torch::nn::Module> root_;
  torch::nn::ModuleList scripts_{nullptr};
  std::vector<torch::Tensor> new_functions_;
  std::vector<int64_t> dropped_;
  bool trace_enabled_ = false;
  std::vector<sdk::RoutingStep> trace_;
  std::vector<std::vector<int64_t>> rows_processed_;
};

}  // namespace nilab::ni
