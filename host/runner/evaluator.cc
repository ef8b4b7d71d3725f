#include "host/runner/evaluator.h"

#include <algorithm>

namespace nilab::host {

void AccumulateStats(const sdk::ModelOutput& output,
                     std::map<std::string, std::pair<double, int64_t>>* sums) {
  for (const auto& [name, values] : output.stats) {
    auto& [sum, count] = (*sums)[name];
    sum += values.detach().to(torch::kDouble).sum().item<double>();
    count += values.numel();
  }
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
  std::map<std::string, std::pair<double, int64_t>> stats;
  double loss_sum = 0.0;
  int64_t seen = 0;
  const int64_t batch_size = std::max<int64_t>(1, options.batch_size);
  int64_t batches = (n + batch_size - 1) / batch_size;
  if (options.max_batches > 0) batches = std::min(batches, options.max_batches);
  for (int64_t b = 0; b < batches; ++b) {
    const int64_t begin = b * batch_size;
    const int64_t end = std::min(n, begin + batch_size);
    torch::Tensor indices = torch::arange(begin, end, torch::kLong);
    sdk::Batch batch = task.MakeBatch(split, indices, options.seed).To(options.device);
    sdk::ModelOutput output = model.Forward(task.Embed(batch));
    sdk::TaskOutput result = task.Head(batch, output);
    metrics->Add(batch, result);
    AccumulateStats(output, &stats);
    loss_sum += result.loss.item<double>() * static_cast<double>(end - begin);
    seen += end - begin;
    if (options.on_batch) options.on_batch();
  }
  const std::string prefix = std::string(sdk::SplitName(split)) + "/";
  for (const auto& [name, value] : metrics->Compute()) out[prefix + name] = value;
  out[prefix + "loss"] = loss_sum / static_cast<double>(std::max<int64_t>(1, seen));
  for (const auto& [name, sc] : stats) {
    out[prefix + name] = sc.first / static_cast<double>(std::max<int64_t>(1, sc.second));
  }
  return out;
}

}  // namespace nilab::host
