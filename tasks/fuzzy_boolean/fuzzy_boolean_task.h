// The fuzzy Boolean task (§4.1): regress several random fuzzy Boolean functions of N variables at
// once. The token set is N variable tokens (scalar embedding + learned position embedding) and
// one learned CLS token per function of the active set; one shared linear head reads every CLS
// output. Pretraining uses the first n_pretrain functions, adaptation the rest, each with CLS
// tokens of its own.
#pragma once

#include <torch/torch.h>

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "plugins/sdk/params.h"
#include "plugins/sdk/task.h"
#include "tasks/fuzzy_boolean/dataset.h"
#include "tasks/fuzzy_boolean/function_generator.h"

namespace nilab::fuzzy_boolean {

struct FuzzyBooleanConfig {
  // Structure: fixed for the life of a task (a phase may not change them).
  int64_t n_vars = 5;
  int64_t n_functions = 30;
  int64_t n_pretrain = 20;
  uint64_t function_seed = 0;
  double token_init_std = 1.0;
  bool head_norm = true;  // LayerNorm on the CLS outputs before the shared head
  // Per phase.
  std::string function_set = "pretrain";
  uint64_t data_seed = 0;
  int64_t n_points = 163840;
  double val_fraction = 0.2;

  // Throws std::invalid_argument (one line) on values valid alone but not together.
  static FuzzyBooleanConfig FromParams(const sdk::Params& params);
};

sdk::ParamSchema FuzzyBooleanParamSchema();

class FuzzyBooleanTask : public sdk::Task {
 public:
  explicit FuzzyBooleanTask(const FuzzyBooleanConfig& config);

  void Build(int64_t dim) override;
  torch::nn::Module& module() override { return *module_; }
  // "embed" (value embedding and position embeddings), "cls" (CLS tokens of the active set),
  // "cls_inactive" (CLS tokens of earlier sets, frozen; only once a phase switched sets),
  // "head" (the shared regression head and its LayerNorm).
  sdk::ParamGroups ParameterGroups() override;
  bool SupportsBatchSlices() const override { return true; }  // per-sample MSE, no state
  // Switching to another function set creates new CLS tokens named "cls<k>_<set>" (k counts the
  // CLS sets created so far); the previous ones stay registered and frozen.
  void StartPhase(const sdk::PhaseContext& phase) override;
  int64_t SplitSize(sdk::Split split) const override;
  // Tensors "x" [B, N] and "y" [B, n_active] (float). The data is fixed: `seed` is unused.
  sdk::Batch MakeBatch(sdk::Split split, const torch::Tensor& indices, uint64_t seed) override;
  // [B, N + n_active, D]: variable tokens, then the CLS tokens in function order.
  sdk::TokenSet Embed(const sdk::Batch& batch) override;
  // MSE over the batch and the active functions; prediction [B, n_active].
  sdk::TaskOutput Head(const sdk::Batch& batch, const sdk::ModelOutput& output) override;
  std::unique_ptr<sdk::MetricAccumulator> NewMetrics(sdk::Split split) override;
  std::map<std::string, std::string> Provenance() const override;

  const FuzzyBooleanConfig& config() const { return config_; }
  // All n_functions truth tables: pretraining ones first.
  const std::vector<TruthTable>& functions() const { return functions_; }
  // Global indices of the active set's functions.
  std::vector<int64_t> ActiveFunctionIds() const;
  const Dataset& dataset() const { return data_; }
  // The active CLS tokens [n_active, D].
  const torch::Tensor& cls_tokens() const { return cls_.back(); }

 private:
  void CheckBuilt(const char* what) const;
  void AddClsTokens();
  void SelectData();

  FuzzyBooleanConfig config_;
  std::vector<TruthTable> functions_;
  int64_t dim_ = 0;
  std::shared_ptr<torch::nn::Module> module_;
  torch::nn::Linear value_embed_{nullptr};
  torch::Tensor var_pos_;                    // [N, D]
  torch::nn::LayerNorm head_norm_{nullptr};  // only when config_.head_norm
  torch::nn::Linear head_{nullptr};
  std::vector<torch::Tensor> cls_;  // one [n_set, D] per set created; the last is active
  Dataset data_;
  std::map<std::string, uint64_t> fingerprints_;  // of every dataset generated, by family
};

}  // namespace nilab::fuzzy_boolean
