// Metrics of a split: accuracy of the candidate choice and the loss terms, from the task's
// predictions ([B, 8 + 12]: the candidates' scores, then the meta-target logits). The sums stay
// on the batches' device and are read back once, in Compute: a step on a GPU never waits for them.
#pragma once

#include <torch/torch.h>

#include <cstdint>
#include <map>
#include <string>

#include "plugins/sdk/task.h"

namespace nilab::pgm {

inline constexpr int64_t kPredictionScores = 8;
inline constexpr int64_t kPredictionMeta = 12;

class PgmMetrics : public sdk::MetricAccumulator {
 public:
  explicit PgmMetrics(double beta) : beta_(beta) {}
  void Add(const sdk::Batch& batch, const sdk::TaskOutput& output) override;
  // acc: fraction of samples whose highest score is the target's; ce: mean cross-entropy of the
  // softmax over the 8 scores; meta_bce: mean binary cross-entropy of the 12 meta-target bits;
  // loss: ce + beta * meta_bce (the training objective).
  std::map<std::string, double> Compute() const override;

 private:
  double beta_;
  int64_t n_ = 0;
  torch::Tensor sums_;  // float64 [3]: correct choices, cross-entropy, meta BCE (per bit)
};

}  // namespace nilab::pgm
