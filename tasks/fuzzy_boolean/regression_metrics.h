// Per-function regression metrics over a whole split, accumulated batch by batch:
// MSE_f = SS_res,f / n and R²_f = 1 - SS_res,f / SS_tot,f (coefficient of determination), from
// running sums, never from an average of per-batch R². The sums stay on the batches' device and
// are read back once, at the first Mse or R2 after an Add: a step on a GPU never waits for them.
#pragma once

#include <torch/torch.h>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "plugins/sdk/task.h"

namespace nilab::fuzzy_boolean {

class R2Accumulator {
 public:
  explicit R2Accumulator(int64_t n_functions);

  // target, prediction: [B, n_functions], any device and float type.
  void Add(const torch::Tensor& target, const torch::Tensor& prediction);

  int64_t count() const { return n_; }
  // SS_res,f / n
  double Mse(int64_t f) const;
  // 1 - SS_res,f / SS_tot,f. When SS_tot,f = 0 (constant targets): 1 if SS_res,f = 0, else 0
  // (scikit-learn's convention).
  double R2(int64_t f) const;

 private:
  // The sums, read back to host_ when an Mse or R2 needs them after an Add.
  void Read() const;

  int64_t n_functions_ = 0;
  int64_t n_ = 0;
  // SS_tot from sums shifted by the first batch's mean, which keeps
  // Σ(y-c)² - (Σ(y-c))²/n free of cancellation: SS_tot = Σ(y-c)² - (Σ(y-c))² / n.
  torch::Tensor shift_, sums_;        // [n_f] and [3, n_f]: Σ(y-c), Σ(y-c)², SS_res; float64
  mutable std::vector<double> host_;  // sums_ on the host, 3 x n_f
  mutable bool read_ = true;
};

// The task's MetricAccumulator: "mse", "mean_r2", and per function "mse/fKK" and "r2/fKK" with
// KK the function's global index (00..n_pretrain-1 pretraining, then adaptation).
class FuzzyBooleanMetrics : public sdk::MetricAccumulator {
 public:
  explicit FuzzyBooleanMetrics(std::vector<int64_t> function_ids);
  void Add(const sdk::Batch& batch, const sdk::TaskOutput& output) override;
  std::map<std::string, double> Compute() const override;

 private:
  std::vector<int64_t> function_ids_;
  R2Accumulator acc_;
};

// "f07" for function 7.
std::string FunctionName(int64_t id);

}  // namespace nilab::fuzzy_boolean
