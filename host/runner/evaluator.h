// Evaluation of a model on one split of a task: the task's metrics, the mean loss and the means of
// the model's per-sample statistics, named "<split>/<metric>".
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>

#include "plugins/sdk/model.h"
#include "plugins/sdk/task.h"

namespace nilab::host {

struct EvalOptions {
  int64_t batch_size = 256;
  int64_t max_batches = 0;  // 0 = the whole split
  uint64_t seed =
      0;  // for tasks that generate or augment (fixed: every evaluation sees the same data)
  torch::Device device = torch::kCPU;
  std::function<void()> on_batch;  // called after each batch (heartbeats, interrupts)
};

// Empty map when the split does not exist in the current phase.
std::map<std::string, double> Evaluate(sdk::Task& task, sdk::Model& model, sdk::Split split,
                                       const EvalOptions& options);

// Adds the model's per-sample stats of one batch into running sums (name -> {sum, count}).
void AccumulateStats(const sdk::ModelOutput& output,
                     std::map<std::string, std::pair<double, int64_t>>* sums);

}  // namespace nilab::host
