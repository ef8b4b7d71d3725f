// The fuzzy Boolean task (§4.1): regress several random fuzzy Boolean functions of N variables at
// once. The token set is N variable tokens (scalar embedding + learned position embedding) and
// one learned CLS token per function of the active set; one shared linear head reads every CLS
// output. Pretraining uses the first n_pretrain functions, adaptation the rest, each with CLS
// tokens of its own.
//
// Splits, per function set: n_points points drawn with data_seed, of which val is a carve of
// round(n_points * val_fraction) drawn with split_seed (the trial's seed by default; val_from =
// "tail": the last points) and train the rest; test is test_points points of an independent draw
// (another stream of data_seed), the same for every trial seed.
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
#include "tasks/fuzzy_boolean/fuzzy_boolean_plugin.h"

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
  std::string val_from = "carve";  // "carve" (seeded, split_seed) or "tail" (the last points)
  int64_t split_seed_param = -1;   // as set: -1 means the trial's seed
  uint64_t split_seed = 0;         // resolved
  int64_t test_points = 32768;

  // Throws std::invalid_argument (one line) on values valid alone but not together.
  // `trial_seed` resolves split_seed = -1.
  static FuzzyBooleanConfig FromParams(const sdk::Params& params, uint64_t trial_seed = 0);
};

sdk::ParamSchema FuzzyBooleanParamSchema();

class FuzzyBooleanTask : public sdk::Task {
 public:
  // `trial_seed` resolves split_seed = -1 in the phases' params (the config's is resolved).
  explicit FuzzyBooleanTask(const FuzzyBooleanConfig& config, uint64_t trial_seed = 0);

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
  // Sample i of train and val is the point train_rows()[i] / val_rows()[i] of dataset().
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
  const Dataset& test_dataset() const { return test_; }
  // The points of dataset() in the train and val splits (int64, ascending, disjoint).
  const torch::Tensor& train_rows() const { return train_rows_; }
  const torch::Tensor& val_rows() const { return val_rows_; }
  // The active CLS tokens [n_active, D].
  const torch::Tensor& cls_tokens() const { return cls_.back(); }

 private:
  void CheckBuilt(const char* what) const;
  void AddClsTokens();
  void SelectData();

  FuzzyBooleanConfig config_;
  uint64_t trial_seed_;
  std::vector<TruthTable> functions_;
  int64_t dim_ = 0;
  std::shared_ptr<torch::nn::Module> module_;
  torch::nn::Linear value_embed_{nullptr};
  torch::Tensor var_pos_;                    // [N, D]
  torch::nn::LayerNorm head_norm_{nullptr};  // only when config_.head_norm
  torch::nn::Linear head_{nullptr};
  std::vector<torch::Tensor> cls_;  // one [n_set, D] per set created; the last is active
  Dataset data_;                    // the active family's points: train and val
  Dataset test_;                    // the active family's test draw
  torch::Tensor train_rows_, val_rows_;
  std::map<std::string, uint64_t> fingerprints_;      // of every dataset generated, by family
  std::map<std::string, std::string> split_records_;  // provenance of the carves, by key
};

}  // namespace nilab::fuzzy_boolean
