#include "tasks/pgm/pgm_metrics.h"

#include <torch/torch.h>

namespace nilab::pgm {

void PgmMetrics::Add(const sdk::Batch& batch, const sdk::TaskOutput& output) {
  const torch::Tensor prediction = output.prediction.detach().to(torch::kDouble);
  const torch::Tensor scores = prediction.narrow(1, 0, kPredictionScores);
  const torch::Tensor meta = prediction.narrow(1, kPredictionScores, kPredictionMeta);
  const torch::Tensor target = batch.at("target").to(prediction.device());
  const torch::Tensor meta_target = batch.at("meta_target").to(prediction.device(), torch::kDouble);
  if (!sums_.defined()) sums_ = torch::zeros({3}, prediction.options());
  sums_[0].add_(scores.argmax(1).eq(target).sum());
  sums_[1].add_(torch::nn::functional::cross_entropy(
      scores, target, torch::nn::functional::CrossEntropyFuncOptions().reduction(torch::kSum)));
  // Mean over the 12 bits, summed over samples.
  sums_[2].add_(
      torch::binary_cross_entropy_with_logits(meta, meta_target, {}, {}, at::Reduction::Sum) /
      static_cast<double>(kPredictionMeta));
  n_ += batch.size;
}

std::map<std::string, double> PgmMetrics::Compute() const {
  const double n = n_ > 0 ? static_cast<double>(n_) : 1.0;
  const torch::Tensor sums =
      sums_.defined() ? sums_.to(torch::kCPU) : torch::zeros({3}, torch::kDouble);
  const double correct = sums[0].item<double>(), ce = sums[1].item<double>(),
               bce = sums[2].item<double>();
  return {{"acc", correct / n},
          {"ce", ce / n},
          {"meta_bce", bce / n},
          {"loss", (ce + beta_ * bce) / n}};
}

}  // namespace nilab::pgm
