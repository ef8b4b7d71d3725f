#include "tasks/pgm/pgm_metrics.h"

#include <torch/torch.h>

namespace nilab::pgm {

void PgmMetrics::Add(const sdk::Batch& batch, const sdk::TaskOutput& output) {
  const torch::Tensor prediction = output.prediction.detach().to(torch::kCPU, torch::kDouble);
  const torch::Tensor scores = prediction.narrow(1, 0, kPredictionScores);
  const torch::Tensor meta = prediction.narrow(1, kPredictionScores, kPredictionMeta);
  const torch::Tensor target = batch.at("target").to(torch::kCPU);
  const torch::Tensor meta_target = batch.at("meta_target").to(torch::kCPU, torch::kDouble);
  correct_ += scores.argmax(1).eq(target).sum().item<int64_t>();
  ce_ +=
      torch::nn::functional::cross_entropy(
          scores, target, torch::nn::functional::CrossEntropyFuncOptions().reduction(torch::kSum))
          .item<double>();
  // Mean over the 12 bits, summed over samples.
  bce_ += torch::binary_cross_entropy_with_logits(meta, meta_target, {}, {}, at::Reduction::Sum)
              .item<double>() /
          kPredictionMeta;
  n_ += batch.size;
}

std::map<std::string, double> PgmMetrics::Compute() const {
  const double n = n_ > 0 ? static_cast<double>(n_) : 1.0;
  return {{"acc", static_cast<double>(correct_) / n},
          {"ce", ce_ / n},
          {"meta_bce", bce_ / n},
          {"loss", (ce_ + beta_ * bce_) / n}};
}

}  // namespace nilab::pgm
