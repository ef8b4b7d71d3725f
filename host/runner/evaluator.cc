#include "host/runner/evaluator.h"

#include <algorithm>
#include <cstdint>

#include "host/runner/sliced_step.h"

namespace nilab::host {

void StatSums::Add(const std::map<std::string, torch::Tensor>& stats) {
  for (const auto& [name, values] : stats) {
    const torch::Tensor batch_sum = values.detach().to(torch::kDouble).sum();
    auto& [sum, count] = sums_[name];
    sum = sum.defined() ? sum + batch_sum : batch_sum;
    count += values.numel();
  }
}

std::map<std::string, double> StatSums::Means() const {
  std::map<std::string, double> means;
  for (const auto& [name, sc] : sums_) {
    means[name] = sc.first.item<double>() / static_cast<double>(std::max<int64_t>(1, sc.second));
  }
  return means;
}

std::map<std::string, double> Evaluate(sdk::Task& task, sdk::Model& model, sdk::Split split,
                                       const EvalOptions& options) {
  std::map<std::string, double> out;
  const int64_t n = task.SplitSize(split);
  if (n <= 0) return out;
  torch::NoGradGuard no_grad;
  model.module().eval();
  task.module().eval();
  auto metrics = task.NewMetrics(split);
  StatSums stats;
  torch::Tensor loss_sum;  // float64, on the batches' device: read once, after the last batch
  int64_t seen = 0;
  const int64_t batch_size = std::max<int64_t>(1, options.batch_size);
  int64_t batches = (n + batch_size - 1) / batch_size;
  if (options.max_batches > 0) batches = std::min(batches, options.max_batches);
  for (int64_t b = 0; b < batches; ++b) {
    const int64_t begin = b * batch_size;
    const int64_t end = std::min(n, begin + batch_size);
    torch::Tensor indices = torch::arange(begin, end, torch::kLong);
    sdk::Batch batch = task.MakeBatch(split, indices, options.seed).To(options.device);
    const int slices = BatchSlices(model, task, options.device, batch.size);
    const StepOutput step =
        EvaluateBatch(model, task, batch, options.precision, options.device, slices);
    metrics->Add(batch, step.result);
    stats.Add(step.stats);
    // The task's loss, without the model's aux_loss.
    const torch::Tensor weighted =
        step.result.loss.to(torch::kDouble) * static_cast<double>(end - begin);
    loss_sum = loss_sum.defined() ? loss_sum + weighted : weighted;
    seen += end - begin;
    if (options.on_batch) options.on_batch();
  }
  const std::string prefix = std::string(sdk::SplitName(split)) + "/";
  for (const auto& [name, value] : metrics->Compute()) out[prefix + name] = value;
  out[prefix + "loss"] = (loss_sum.defined() ? loss_sum.item<double>() : 0.0) /
                         static_cast<double>(std::max<int64_t>(1, seen));
  for (const auto& [name, mean] : stats.Means()) out[prefix + name] = mean;
  return out;
}

}  // namespace nilab::host
