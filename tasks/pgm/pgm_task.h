// The `pgm` task (Neural Interpreters §4.3): choose which of 8 candidate panels completes a 3x3
// matrix of 8 context panels.
//
// A shallow CNN embeds every panel to the token width D and adds a learned embedding of its
// place in the matrix (context panels 1-8, the candidate at 9): a set model has no other way to
// tell rows and columns apart. For each candidate k the model sees the set
//   [context_1 .. context_8, candidate_k, CLS]  (10 tokens),
// so Embed returns [B * 8, 10, D]. The head scores candidate k from the CLS output:
//   s_k = w . LN(y_CLS) + b,   p = softmax(s_1 .. s_8),   L = CE(p, target) + beta * BCE,
// where the auxiliary BCE predicts the 12 meta-target bits from LN of the outputs pooled over the
// tokens and the 8 candidates (Barrett et al.'s auxiliary loss). Both heads normalise: a Neural
// Interpreter with the paper's residual form grows its outputs with every function iteration.
//
// Splits: val is carved (split_seed: the trial's seed by default) from the first train_size +
// val_size training puzzles, train is the rest; test is the regime's test set (test_size), the
// same for every trial seed. val_from = "val" takes val from the generator's val stream (or the
// val files) instead, the same for every seed.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "plugins/sdk/plugin_info.h"
#include "plugins/sdk/task.h"
#include "tasks/pgm/panel_cnn.h"
#include "tasks/pgm/pgm_plugin.h"
#include "tasks/pgm/sample_source.h"

namespace nilab::pgm {

// The learned parts, all created by Build.
struct PgmModule : torch::nn::Module {
  PanelCnn cnn{nullptr};
  torch::Tensor position;  // [9, D]: places 1-8 of the context, 9 of the candidate
  torch::Tensor cls;       // [D]
  torch::nn::LayerNorm norm{nullptr};
  torch::nn::Linear score{nullptr};
  torch::nn::LayerNorm meta_norm{nullptr};
  torch::nn::Linear meta{nullptr};
};

class PgmTask : public sdk::Task {
 public:
  PgmTask(const sdk::Params& params, const sdk::TaskContext& context);

  void Build(int64_t dim) override;
  torch::nn::Module& module() override { return *module_; }
  sdk::ParamGroups ParameterGroups() override;
  // The panel CNN's BatchNorm normalises over the whole batch and updates running statistics:
  // a slice would see other statistics than the batch.
  bool SupportsBatchSlices() const override { return false; }
  void StartPhase(const sdk::PhaseContext& phase) override;
  int64_t SplitSize(sdk::Split split) const override;
  // Tensors: "panels" uint8 [B, 16, 80, 80] (8 context, then 8 candidates), "target" int64 [B],
  // "meta_target" float [B, 12]. Sample i of a split is fixed by i and the carve (the batch seed
  // is unused).
  sdk::Batch MakeBatch(sdk::Split split, const torch::Tensor& indices, uint64_t seed) override;
  sdk::TokenSet Embed(const sdk::Batch& batch) override;
  // prediction: [B, 20], the 8 candidates' scores then the 12 meta-target logits.
  sdk::TaskOutput Head(const sdk::Batch& batch, const sdk::ModelOutput& output) override;
  std::unique_ptr<sdk::MetricAccumulator> NewMetrics(sdk::Split split) override;
  std::map<std::string, std::string> Provenance() const override;

 private:
  void Configure(const sdk::Params& params);
  void MakeSource(const sdk::Params& params);

  // A split of the task: rows of one split of the source.
  struct SplitRows {
    DataSplit from = DataSplit::kTrain;
    std::vector<int64_t> rows;
  };

  sdk::TaskContext context_;
  int64_t cnn_channels_, cnn_layers_, panel_pool_;
  double position_std_ = 0.02;
  double beta_ = 0.0;
  std::unique_ptr<SampleSource> source_;
  SplitRows rows_[3];  // train, val, test
  std::string val_from_;
  int64_t split_seed_param_ = -1;
  uint64_t split_seed_ = 0;
  std::shared_ptr<PgmModule> module_ = std::make_shared<PgmModule>();
  int64_t dim_ = 0;
};

}  // namespace nilab::pgm
